// A server that loses no game (make test-server-restart): examples/node/server.mjs
// as a child process on a scripted clock (GW_CLOCK_FILE), six games (two of
// each kind: humans, bots, a round, chess clocks, swaps), played part way
// over HTTP, the process killed with SIGKILL mid-round, started again on the
// same store, every game finished. Each game's result and log must equal an
// uninterrupted run of the same script (no store), and every seat's view and
// feed after the restart must equal what it was just before the kill. Run
// once on a SQLite file; once on a real redis-server started here, where a
// second server process on the same Redis refuses the first one's games
// while it lives and takes them over when its leases run out after the kill.
// Last, a game whose stored snapshot is damaged comes back from its log.
import test from 'node:test'
import assert from 'node:assert/strict'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import gw from '../../bindings/node/index.js'
import { startRedis, startServer, writeClock } from './support.mjs'

const { hunt, duel, solo } = gw
const START = 1_000_000
const T0 = START + 4000 // ready at START + 1000, a 3 s countdown
const END = T0 + 180_000
const STEPS = 6
const KILL_AFTER = 3 // mid-round: the round runs to END

const dir = mkdtempSync(join(tmpdir(), 'gw-restart-'))
test.after(() => rmSync(dir, { recursive: true, force: true }))

/** A server.mjs child on the scripted clock in `clockFile`. */
const start = startServer

async function call(port, method, path, body) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: await res.json() }
}

/**
 * Plays the script against a server. With `kill`, after step KILL_AFTER the
 * server gets SIGKILL and `kill(env, clockFile, games)` starts the one that goes on.
 */
async function play(env, { kill = null, beside = null } = {}) {
  const clockFile = join(dir, `clock-${Math.random().toString(36).slice(2)}`)
  const setClock = (t) => writeClock(clockFile, t)
  setClock(START)
  let server = await start(env, clockFile)
  const get = async (path) => (await call(server.port, 'GET', path)).body
  const ok = async (path, body) => {
    const r = await call(server.port, 'POST', path, body)
    assert.ok(r.status < 300, `${path} ${JSON.stringify(body)}: ${r.status} ${JSON.stringify(r.body)}`)
    return r.body
  }
  const words = (seed) => hunt.solve(hunt.deal(seed)).words.map((w) => w.word)
  const games = [
    { body: { game: 'hunt', seats: ['human', 'human'], seed: 1 }, words: words(1) },
    { body: { game: 'hunt', seats: ['human', 'bot'], seed: 9 }, words: words(9) },
    { body: { game: 'duel', seats: ['human', 'bot:easy'], seed: 7 } },
    { body: { game: 'duel', seats: ['human', 'human'], seed: 3 } },
    { body: { game: 'solo', seed: 42 } },
    { body: { game: 'solo', seed: 5 } },
  ]
  for (const g of games) Object.assign(g, await ok('/games', g.body))
  const as = (g, seat) => ({ seat, token: g.tokens[seat] })
  const q = (g, seat) => `seat=${seat}&token=${g.tokens[seat]}`
  const humans = (g) => g.seats.flatMap((s, i) => (s === 'human' ? [i] : []))

  /** Sets the clock and waits until the server's tick has brought every live game to it. */
  async function at(t) {
    setClock(t)
    for (const g of games) {
      for (let i = 0; ; i++) {
        const v = await get(`/games/${g.id}/view?${q(g, 0)}`)
        if (v.result || v.now_ms >= t) break
        assert.ok(i < 2000, `game ${g.id} never reached ${t}`)
        await sleep(5)
      }
    }
  }

  /** What every seat may see of every game: views and feeds. */
  const seen = async () =>
    Promise.all(
      games.flatMap((g) =>
        humans(g).map(async (s) => [await get(`/games/${g.id}/view?${q(g, s)}`), await get(`/games/${g.id}/events?${q(g, s)}`)]),
      ),
    )

  // One step: the humans' moves at time t.
  async function step(t, k) {
    await at(t)
    for (const g of games) {
      if (g.game === 'hunt') {
        for (const s of humans(g)) {
          const w = g.words[k * 2 + s]
          await ok(`/games/${g.id}/words`, { ...as(g, s), word: w })
          if (s === 0 && k % 2 === 0) await ok(`/games/${g.id}/words`, { ...as(g, s), word: 'zzzz' }) // a miss
        }
      } else if (g.game === 'duel') {
        const v = await get(`/games/${g.id}/view?${q(g, 0)}`)
        if (v.result || g.seats[v.to_move] !== 'human') continue
        const [move] = duel.legalMoves(v.board, v.played)
        await ok(`/games/${g.id}/play`, { ...as(g, v.to_move), cell: move.cell, letter: move.letter, word: move.word })
      } else {
        g.mirror ??= new solo.Game(g.body.seed, START)
        const [best] = solo.bestSwaps(g.mirror, 1)
        g.mirror.swap(best.a, best.b, t)
        await ok(`/games/${g.id}/swap`, { ...as(g, 0), a: best.a, b: best.b })
      }
    }
  }

  try {
    await at(START + 1000)
    for (const g of games.filter((g) => g.game === 'hunt')) for (const s of humans(g)) await ok(`/games/${g.id}/ready`, as(g, s))
    for (let k = 0; k < STEPS; k++) {
      await step(T0 + 1000 + 4000 * k, k)
      if (kill && k === KILL_AFTER - 1) {
        if (beside) await beside(env, clockFile, games)
        const before = await seen()
        server.child.kill('SIGKILL')
        await once(server.child, 'exit')
        server = await kill(env, clockFile, games)
        assert.deepEqual(await seen(), before, 'every seat sees after the restart what it saw before the kill')
      }
    }
    // The ends: a resignation, a draw by agreement, Sóló finished, the rounds by time.
    const t = T0 + 1000 + 4000 * STEPS
    await at(t)
    const [, , d1, d2, s1, s2] = games
    await ok(`/games/${d1.id}/resign`, as(d1, 0))
    const mover = (await get(`/games/${d2.id}/view?${q(d2, 0)}`)).to_move
    await ok(`/games/${d2.id}/draw`, { ...as(d2, mover), answer: 'offer' })
    await ok(`/games/${d2.id}/draw`, { ...as(d2, 1 - mover), answer: 'accept' })
    for (const g of [s1, s2]) await ok(`/games/${g.id}/finish`, as(g, 0))
    await at(END + 1)
    const out = []
    for (const g of games) {
      const result = await get(`/games/${g.id}/result`)
      const log = await get(`/games/${g.id}/log`)
      assert.equal(gw.replayJson(log), JSON.stringify(result), 'the log replays to the served result')
      out.push({ game: g.game, result, log })
    }
    assert.equal(server.stderr(), '', 'nothing went wrong on the server')
    return out
  } finally {
    server.child.kill('SIGKILL')
    await once(server.child, 'exit').catch(() => {})
  }
}

let reference
test('an uninterrupted run (no store)', async () => {
  reference = await play({ GW_STORE: 'memory' })
  assert.deepEqual(reference.map((r) => r.game), ['hunt', 'hunt', 'duel', 'duel', 'solo', 'solo'])
  assert.ok(reference[2].result.moves?.length > 2 || reference[2].log.actions.length > 2)
})

test('SQLite: killed mid-round, restarted, every game ends as if never stopped', async () => {
  const got = await play({ GW_STORE: `sqlite:${join(dir, 'games.db')}` }, { kill: start })
  assert.deepEqual(got, reference)
})

test('Redis: a second process takes the games over when the first is killed', async () => {
  const redis = await startRedis(dir)
  let second = null
  try {
    const url = redis.url
    const got = await play(
      { GW_STORE: url, GW_INSTANCE: 'a', GW_LEASE_MS: '3000' },
      {
        // Before the kill a second process, b, runs beside a on the same
        // Redis (started in the step; see below); after it, b alone goes on.
        kill: async () => {
          // b took none of a's games while a lived (see the check below); now
          // that a is dead, b adopts each game once a's lease on it runs out.
          await second.waitAll()
          return second.server
        },
        beside: async (env, clockFile, games) => {
          const server = await start({ ...env, GW_INSTANCE: 'b' }, clockFile)
          for (const g of games) {
            const r = await call(server.port, 'GET', `/games/${g.id}/view`)
            assert.equal(r.status, 409, 'a game runs in one process at a time')
            assert.equal(r.body.error, 'ELSEWHERE')
          }
          const waitAll = async () => {
            for (const g of games) {
              for (let i = 0; (await call(server.port, 'GET', `/games/${g.id}/view`)).status !== 200; i++) {
                assert.ok(i < 2000, `b never took game ${g.id}`)
                await sleep(10)
              }
            }
          }
          second = { server, waitAll }
        },
      },
    )
    assert.deepEqual(got, reference)
  } finally {
    if (second) second.server.child.kill('SIGKILL')
    await redis.stop()
  }
})

test('Redis store: leases renewed and released in batches, one round trip per thousand games', async () => {
  const { openStore } = await import('../../examples/node/store.mjs')
  const redis = await startRedis(dir)
  const [a, b] = [await openStore(redis.url, { instance: 'a', leaseMs: 60_000 }), await openStore(redis.url, { instance: 'b', leaseMs: 60_000 })]
  try {
    // 2 500 games: three batches of leases.
    const ids = []
    for (let i = 0; i < 2500; i++) ids.push(await a.newId())
    // Scripts Redis ran for one renewal of all 2 500: three, not 2 500.
    const { createRequire } = await import('node:module')
    const { createClient } = createRequire(new URL('../../examples/node/package.json', import.meta.url))('redis')
    const probe = createClient({ url: redis.url })
    await probe.connect()
    const evals = async () => Number(/cmdstat_eval:calls=(\d+)/.exec(await probe.info('commandstats'))?.[1] ?? 0)
    const before = await evals()
    assert.deepEqual(await a.renew(ids), [], 'a holds every lease it took')
    assert.equal((await evals()) - before, 3, 'one script call per 1 000 leases')
    await probe.quit()
    const some = [ids[0], ids[999], ids[1000], ids[2499]]
    assert.deepEqual(await b.renew(some), some, "b cannot renew a's leases: it is told it lost them")
    assert.ok(await b.elsewhere(ids[1500]))
    await a.release(ids.slice(0, 1200))
    assert.deepEqual(await b.renew([ids[0], ids[1199], ids[1200]]), [ids[1200]], 'b takes the released leases, not the others')
    // Released and still free: a takes them back; taken by b: lost.
    assert.deepEqual(await a.renew(ids.slice(1195, 1205)), [ids[1199]], 'a lost exactly the one b took')
  } finally {
    await a.close()
    await b.close()
    await redis.stop()
  }
})

test('a damaged snapshot: the game is rebuilt from its log', async () => {
  const { createServer } = await import('../../examples/node/server.mjs')
  const { openStore } = await import('../../examples/node/store.mjs')
  const { createRequire } = await import('node:module')
  const Database = createRequire(new URL('../../examples/node/package.json', import.meta.url))('better-sqlite3')
  const file = join(dir, 'damaged.db')
  let now = START
  const first = createServer({ clock: () => now, store: await openStore(`sqlite:${file}`) })
  const port = await first.listen(0)
  const { id, tokens } = (await call(port, 'POST', '/games', { game: 'solo', seed: 42 })).body
  const mirror = new solo.Game(42, START)
  for (let k = 0; k < 3; k++) {
    const [best] = solo.bestSwaps(mirror, 1)
    now += 1000
    mirror.swap(best.a, best.b, now)
    assert.equal((await call(port, 'POST', `/games/${id}/swap`, { seat: 0, token: tokens[0], a: best.a, b: best.b })).status, 200)
  }
  const before = (await call(port, 'GET', `/games/${id}/view?seat=0&token=${tokens[0]}`)).body
  await first.close()
  await first.store.close()

  const db = new Database(file)
  db.prepare("UPDATE games SET snapshot = x'00010203' WHERE id = ?").run(id)
  db.close()
  const errors = []
  const error = console.error
  console.error = (...a) => errors.push(a.join(' '))
  const second = createServer({ clock: () => now, store: await openStore(`sqlite:${file}`) })
  try {
    const port2 = await second.listen(0)
    console.error = error
    assert.match(errors.join('\n'), new RegExp(`game ${id}: snapshot: INVALID_SNAPSHOT .*rebuilt from its log`))
    assert.deepEqual((await call(port2, 'GET', `/games/${id}/view?seat=0&token=${tokens[0]}`)).body, before)
    assert.equal(before.score, mirror.score)
  } finally {
    console.error = error
    await second.close()
    await second.store.close()
  }
})

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
// Then: a game whose stored snapshot is damaged comes back from its log; a
// log that disagrees with its snapshot is reported after the start, by the
// check worker, not before it; a store in the format from before rows
// (whole records) loads and goes on with rows. Last, two measurements
// (docs/hardening.md has the figures): a restart on 2 000 stored games
// (GW_RESTART_GAMES=10000 for the documented run), hard-bot games mid-play
// among them, must answer within 2 s of the spawn; and the bytes a write
// hands to SQLite, and SQLite writes, must be no more at 1 000 events of a
// game than at 10.
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
  return { status: res.status, headers: res.headers, body: await res.json() }
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
          // b serves a's games by forwarding to a, which runs them: a game
          // runs in one process at a time, and any process answers for it.
          for (const g of games) {
            const r = await call(server.port, 'GET', `/games/${g.id}/view`)
            assert.equal(r.status, 200, JSON.stringify(r.body))
            assert.equal(r.headers.get('gridwords-instance'), 'a', 'a runs the game; b forwarded the request')
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
    // Scripts Redis ran for one renewal of all 2 500: three (and the name's), not 2 500.
    const { createRequire } = await import('node:module')
    const { createClient } = createRequire(new URL('../../examples/node/package.json', import.meta.url))('redis')
    const probe = createClient({ url: redis.url })
    await probe.connect()
    const evals = async () => Number(/cmdstat_eval:calls=(\d+)/.exec(await probe.info('commandstats'))?.[1] ?? 0)
    const before = await evals()
    assert.deepEqual(await a.renew(ids), [], 'a holds every lease it took')
    assert.equal((await evals()) - before, 4, "one script call per 1 000 leases, and one for the process's name")
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

test('a log that disagrees with its snapshot: reported after the start, off the request path', async () => {
  const { createServer } = await import('../../examples/node/server.mjs')
  const { openStore } = await import('../../examples/node/store.mjs')
  const { createRequire } = await import('node:module')
  const Database = createRequire(new URL('../../examples/node/package.json', import.meta.url))('better-sqlite3')
  const file = join(dir, 'disagree.db')
  const now = START
  const first = createServer({ clock: () => now, store: await openStore(`sqlite:${file}`) })
  const port = await first.listen(0)
  const made = []
  for (const seed of [42, 43]) made.push((await call(port, 'POST', '/games', { game: 'solo', seed })).body)
  const before = (await call(port, 'GET', `/games/${made[0].id}/view?seat=0&token=${made[0].tokens[0]}`)).body
  await first.close()
  await first.store.close()
  // The first game's log swapped for the second's: both are valid, they disagree.
  const db = new Database(file)
  db.prepare('UPDATE games SET log = (SELECT log FROM games WHERE id = ?) WHERE id = ?').run(made[1].id, made[0].id)
  db.close()
  const errors = []
  const error = console.error
  console.error = (...a) => errors.push(a.join(' '))
  const second = createServer({ clock: () => now, store: await openStore(`sqlite:${file}`) })
  try {
    const port2 = await second.listen(0)
    assert.deepEqual(errors, [], 'listen did not wait for the check')
    assert.deepEqual((await call(port2, 'GET', `/games/${made[0].id}/view?seat=0&token=${made[0].tokens[0]}`)).body, before, 'the game goes on from its snapshot')
    for (let i = 0; i < 1000 && errors.length === 0; i++) await sleep(5)
    assert.deepEqual(errors, [`game ${made[0].id}: the snapshot and the log disagree; going on from the snapshot`])
  } finally {
    console.error = error
    await second.close()
    await second.store.close()
  }
})

test('a store written before rows (whole records) loads as it is and goes on with rows', async () => {
  const { createServer } = await import('../../examples/node/server.mjs')
  const { openStore } = await import('../../examples/node/store.mjs')
  const { createRequire } = await import('node:module')
  const Database = createRequire(new URL('../../examples/node/package.json', import.meta.url))('better-sqlite3')
  const file = join(dir, 'old.db')
  // The record the server wrote before rows: a row of `games` with the
  // whole feed, and no `appends` table or `base_n` column.
  let now = START
  const mirror = new solo.Game(42, START)
  const feed = []
  for (let k = 0; k < 2; k++) {
    const [best] = solo.bestSwaps(mirror, 1)
    now += 1000
    feed.push(...mirror.swap(best.a, best.b, now))
  }
  const token = 'ab'.repeat(12)
  const db = new Database(file)
  db.exec(`
    CREATE TABLE games (id TEXT PRIMARY KEY, kind TEXT NOT NULL, seats TEXT NOT NULL, tokens TEXT NOT NULL,
      snapshot BLOB NOT NULL, log TEXT NOT NULL, feed TEXT NOT NULL, ended_at INTEGER, updated_at INTEGER NOT NULL);
    CREATE TABLE meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
    INSERT INTO meta VALUES ('next_id', 8);`)
  db.prepare('INSERT INTO games VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?)').run('7', 'solo', '["human"]', JSON.stringify([token]), mirror.snapshot(), mirror.log(), JSON.stringify(feed), Date.now())
  db.close()

  const serve = async () => {
    const host = createServer({ clock: () => now, store: await openStore(`sqlite:${file}`) })
    return { host, port: await host.listen(0) }
  }
  const q = `seat=0&token=${token}`
  let { host, port } = await serve()
  try {
    assert.deepEqual((await call(port, 'GET', `/games/7/events?${q}`)).body, { events: feed, next: feed.length }, 'the old feed')
    assert.equal((await call(port, 'GET', `/games/7/view?${q}`)).body.score, mirror.score)
    const [best] = solo.bestSwaps(mirror, 1)
    now += 1000
    const more = mirror.swap(best.a, best.b, now)
    assert.equal((await call(port, 'POST', '/games/7/swap', { seat: 0, token, a: best.a, b: best.b })).status, 200)
    await host.close()
    await host.store.close()
    ;({ host, port } = await serve())
    assert.deepEqual((await call(port, 'GET', `/games/7/events?${q}`)).body.events, [...feed, ...more], 'the old feed, then the rows')
    assert.equal((await call(port, 'GET', `/games/7/view?${q}`)).body.score, mirror.score)
    assert.equal((await call(port, 'POST', '/games', { game: 'solo' })).body.id, '8', 'ids go on from the old counter')
  } finally {
    await host.close()
    await host.store.close()
  }
})

/** The view a seat sees, less what moves with the clock alone. */
const still = (view) => {
  const { now_ms: _n, clocks_ms: _c, ...rest } = view
  return rest
}

test('restarts at once: the first answer within 2 s of the start, whatever the store holds', async () => {
  // GW_RESTART_GAMES=10000 for the figure in docs/hardening.md; 2 000 in make.
  const N = Number(process.env.GW_RESTART_GAMES ?? 2000)
  const DUE = 20 // games whose hard bot's move fell due while the server was down
  const { createServer } = await import('../../examples/node/server.mjs')
  const { openStore } = await import('../../examples/node/store.mjs')
  const { createRequire } = await import('node:module')
  const Database = createRequire(new URL('../../examples/node/package.json', import.meta.url))('better-sqlite3')
  const file = join(dir, `many-${N}.db`)

  // The games to copy, made and played over HTTP on wall time (the restarted
  // server runs on wall time) two minutes ago, the clock pushed ahead to
  // each bot move: live when the server starts again (a Word Grid round is
  // three minutes), a bot's move pending since the stop already due.
  let skew = -120_000
  const first = createServer({
    clock: () => Date.now() + skew,
    store: await openStore(`sqlite:${file}`),
    limits: { createsPerMinute: Infinity, gamesPerClient: Infinity },
  })
  const port = await first.listen(0)
  const ok = async (path, body) => {
    const r = await call(port, 'POST', path, body)
    assert.ok(r.status < 300, `${path}: ${r.status} ${JSON.stringify(r.body)}`)
    return r.body
  }
  /** The bot's moves until it is the human's turn: the clock jumps to each. */
  const botMoves = async (entry, human) => {
    while (!entry.game.isOver && entry.game.toMove !== human) {
      skew += entry.game.nextDue - first.now()
      await first.tick()
    }
  }
  const templates = [] // {id, seat, token, due (the bot moves after the restart)}
  for (const [seats, seed, due] of [[['human', 'bot:hard'], 7, false], [['bot:hard', 'human'], 11, false], [['human', 'human'], 3, false], [['human', 'bot:hard'], 5, true]]) {
    const g = await ok('/games', { game: 'duel', seats, seed })
    const entry = first.games.get(g.id)
    const human = seats.indexOf('human')
    for (let k = 0; k < 4; k++) {
      const mover = seats[entry.game.toMove] === 'human' ? entry.game.toMove : human
      await botMoves(entry, mover)
      const [m] = duel.legalMoves(entry.game.board, entry.game.played)
      await ok(`/games/${g.id}/play`, { seat: mover, token: g.tokens[mover], cell: m.cell, letter: m.letter, word: m.word })
    }
    if (!due) await botMoves(entry, human)
    templates.push({ id: g.id, seat: human, token: g.tokens[human], due })
  }
  for (const seats of [['human', 'human'], ['human', 'bot']]) {
    const g = await ok('/games', { game: 'hunt', seats, seed: 9, countdownMs: 0 })
    for (const [s, kind] of seats.entries()) if (kind === 'human') await ok(`/games/${g.id}/ready`, { seat: s, token: g.tokens[s] })
    const words = hunt.solve(first.games.get(g.id).game.view(0).tray).words.map((w) => w.word)
    for (let k = 0; k < 6; k++) await ok(`/games/${g.id}/words`, { seat: 0, token: g.tokens[0], word: k % 3 ? words[k] : `zq${k}` })
    // The bot finds its words as the round goes on: some of them after the restart.
    templates.push({ id: g.id, seat: 0, token: g.tokens[0], due: seats[1] === 'bot' })
  }
  const s = await ok('/games', { game: 'solo', seed: 42 })
  for (let k = 0; k < 3; k++) {
    const [best] = solo.bestSwaps(first.games.get(s.id).game, 1)
    await ok(`/games/${s.id}/swap`, { seat: 0, token: s.tokens[0], a: best.a, b: best.b })
  }
  templates.push({ id: s.id, seat: 0, token: s.tokens[0], due: false })
  const q = (t) => `seat=${t.seat}&token=${t.token}`
  const views = new Map(await Promise.all(templates.map(async (t) => [t.id, (await call(port, 'GET', `/games/${t.id}/view?${q(t)}`)).body])))
  await first.close()
  await first.store.close()

  // N games in all: copies of those, rows and all, under new ids; DUE of
  // them with the hard bot's move due, the others in turn.
  const db = new Database(file)
  const copies = [] // [id, template]
  const pending = templates.find((t) => t.due && views.get(t.id).board) // the hard bot's move due
  const others = templates.filter((t) => t !== pending)
  db.transaction(() => {
    let next = db.prepare("SELECT value FROM meta WHERE key = 'next_id'").get().value
    const game = db.prepare('INSERT INTO games SELECT ?, kind, seats, tokens, snapshot, log, feed, ended_at, updated_at, base_n, meta FROM games WHERE id = ?')
    const rows = db.prepare('INSERT INTO appends SELECT ?, n, body FROM appends WHERE id = ?')
    for (let i = templates.length; i < N; i++) {
      const t = i < templates.length + DUE - 1 ? pending : others[i % others.length]
      const id = String(next++)
      game.run(id, t.id)
      rows.run(id, t.id)
      copies.push([id, t])
    }
    db.prepare("UPDATE meta SET value = ? WHERE key = 'next_id'").run(next)
  })()
  const stored = db.prepare('SELECT count(*) AS n FROM games').get().n
  const rows = db.prepare('SELECT count(*) AS n FROM appends').get().n
  db.close()
  assert.equal(stored, N)

  /** Starts server.mjs on a store; ms from the spawn to its listening and to its first answer. */
  const startOn = async (store) => {
    const t0 = performance.now()
    const server = await start({ GW_STORE: store }, null)
    const listening = performance.now() - t0
    const r = await call(server.port, 'GET', `/games/${templates[0].id}/view?${q(templates[0])}`)
    return { server, listening, answered: performance.now() - t0, status: r.status }
  }
  const empty = await startOn(`sqlite:${join(dir, 'empty.db')}`)
  empty.server.child.kill('SIGKILL')
  const full = await startOn(`sqlite:${file}`)
  try {
    console.log(
      `restart on ${N} stored games (${rows} rows; Wordgrid against the hard bot mid-play, ${DUE} of them with its move due; ` +
        `Word Grid mid-round, against the bot or not; Wordgrid for two; Sóló): listening ${full.listening.toFixed(0)} ms, ` +
        `first answer ${full.answered.toFixed(0)} ms after the spawn (an empty store: ${empty.answered.toFixed(0)} ms)`,
    )
    assert.equal(full.status, 200)
    assert.ok(full.answered < 2000, `the first answer came ${full.answered.toFixed(0)} ms after the start`)
    // Taking the games back holds the event loop in slices (SLICE_MS).
    const loop = (await call(full.server.port, 'GET', '/metrics')).body.eventLoopDelayMs
    console.log(`the event loop while taking ${N} games back and answering: p99 ${loop.p99} ms, max ${loop.max} ms`)
    // Every game back, each as it was (those with a bot due: as far as it got).
    assert.equal((await call(full.server.port, 'GET', '/games')).body.length, N)
    for (const [id, t] of [...templates.map((t) => [t.id, t]), ...copies.filter((_, i) => i % 50 === 0)]) {
      const v = (await call(full.server.port, 'GET', `/games/${id}/view?${q(t)}`)).body
      const before = views.get(t.id)
      if (!t.due) assert.deepEqual(still(v), still(before), `game ${id} (a copy of ${t.id})`)
      else if (before.board) assert.deepEqual(v.moves.slice(0, before.moves.length), before.moves, `game ${id}: the moves so far`)
      else assert.deepEqual(v.you, before.you, `game ${id}: seat 0's words`)
    }
    assert.equal(full.server.stderr(), '')
  } finally {
    full.server.child.kill('SIGKILL')
  }
})

test('bytes written per action do not grow with the game (at 10 and at 1 000 events)', async () => {
  const { createServer } = await import('../../examples/node/server.mjs')
  const { openStore } = await import('../../examples/node/store.mjs')
  const { readFileSync } = await import('node:fs')
  let now = START
  const host = createServer({ clock: () => now, store: await openStore(`sqlite:${join(dir, 'bytes.db')}`) })
  const port = await host.listen(0)
  // Each write as the store gets it: the bytes handed to SQLite, the bytes
  // SQLite wrote to its files (write(2) calls, /proc/self/io's wchar: WAL
  // frames of 4 KiB pages; better-sqlite3 writes before it returns), and
  // what the record before rows would have been (snapshot, log, whole feed).
  const wchar = () => Number(/wchar: (\d+)/.exec(readFileSync('/proc/self/io', 'utf8'))[1])
  const writes = []
  const store = host.store
  const write = store.write.bind(store)
  store.write = (batch) => {
    const [bytes, w] = [store.written.bytes, wchar()]
    const kept = write(batch)
    const entry = host.games.get(batch.id)
    const whole = entry.game.snapshot().length + Buffer.byteLength(entry.game.log()) + Buffer.byteLength(JSON.stringify(entry.feed))
    writes.push({ events: entry.feed.length, bytes: store.written.bytes - bytes, disk: wchar() - w, checkpoint: batch.base !== null, whole })
    return kept
  }
  try {
    const g = (await call(port, 'POST', '/games', { game: 'hunt', seats: ['human', 'human', 'human', 'human'], seed: 1, countdownMs: 0 })).body
    for (let s = 0; s < 4; s++) await call(port, 'POST', `/games/${g.id}/ready`, { seat: s, token: g.tokens[s] })
    const words = hunt.solve(hunt.deal(1)).words.map((w) => w.word)
    for (let i = 0; host.games.get(g.id).feed.length < 1010; i++) {
      const seat = i % 4
      now += 100 // a seat's words stay under the rules' rate ceilings
      // Misses mostly (a seat may miss 500 times), a word of the tray now and then.
      const word = i % 10 === 0 && i / 10 < words.length ? words[i / 10] : `zq${i}`
      const r = await call(port, 'POST', `/games/${g.id}/words`, { seat, token: g.tokens[seat], word })
      assert.equal(r.status, 200, JSON.stringify(r.body))
    }
    // Fifty writes from the 10th event on and fifty to the 1 000th: the rows'
    // bytes (mean), and SQLite's (median: a B-tree page split writes 3-4
    // pages instead of one, and a WAL checkpoint, every 1 000 pages, copies
    // the WAL into the file inside one write).
    const rows = writes.filter((w) => !w.checkpoint)
    const early = rows.filter((w) => w.events >= 10).slice(0, 50)
    const late = rows.filter((w) => w.events <= 1000).slice(-50)
    const mean = (ws, k) => ws.reduce((sum, w) => sum + w[k], 0) / ws.length
    const median = (ws, k) => ws.map((w) => w[k]).sort((x, y) => x - y)[ws.length >> 1]
    const all = mean(writes, 'bytes')
    const kib = (b) => `${(b / 1024).toFixed(1)} KiB`
    console.log(
      `bytes written per action, at 10 events: ${mean(early, 'bytes').toFixed(0)} (${median(early, 'disk')} to disk), ` +
        `at 1 000 events: ${mean(late, 'bytes').toFixed(0)} (${median(late, 'disk')} to disk); ` +
        `the whole record each write held before: ${kib(mean(early, 'whole'))} and ${kib(mean(late, 'whole'))}; ` +
        `over the game's ${writes.length} writes, ${writes.length - rows.length} with a checkpoint: ${all.toFixed(0)} bytes a write on average, ` +
        `${kib(writes.reduce((sum, w) => sum + w.disk, 0))} to disk in all`,
    )
    assert.ok(late.at(-1).events >= 990 && early[0].events <= 20)
    assert.ok(mean(late, 'bytes') <= 1.5 * mean(early, 'bytes'), 'a write at 1 000 events is no bigger than one at 10')
    assert.ok(median(late, 'disk') <= 1.5 * median(early, 'disk'), 'nor is what SQLite writes for it')
    assert.ok(all < 4 * mean(late, 'bytes'), 'checkpoints included, a write is a few rows on average')
  } finally {
    await host.close()
    await host.store.close()
  }
})

// The example server as several processes on one real redis-server
// (examples/node/server.mjs, store.mjs), on the wall clock with the default
// lease (1.2 s). What must hold: any process answers for any game (it
// forwards to the owner); of two conflicting moves sent to two processes
// exactly one is acknowledged, and nothing acknowledged is ever lost; a
// process stopped (SIGSTOP) past its lease writes nothing once it runs
// again; the owner killed with SIGKILL has its games taken over in under
// 2 s; a second process under a live instance name is refused at start; a
// rolling restart of three processes under steady play loses no word.
import test from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { once } from 'node:events'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { performance } from 'node:perf_hooks'
import gw from '../../bindings/node/index.js'
import { startRedis, startServer } from './support.mjs'

const dir = mkdtempSync(join(tmpdir(), 'gw-cluster-'))
let redis
const children = new Set()

test.before(async () => {
  redis = await startRedis(dir)
})
test.after(async () => {
  for (const c of children) c.kill('SIGKILL')
  await redis.stop()
  rmSync(dir, { recursive: true, force: true })
})

/** A server process named `name` on the test's Redis. */
async function serve(name, env = {}) {
  const s = await startServer({ GW_STORE: redis.url, GW_INSTANCE: name, ...env }, null)
  children.add(s.child)
  s.child.once('exit', () => children.delete(s.child))
  return s
}

async function call(port, method, path, body) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  })
  return { status: res.status, instance: res.headers.get('gridwords-instance'), body: await res.json() }
}

async function stop(s, signal = 'SIGTERM') {
  const exited = once(s.child, 'exit')
  s.child.kill(signal)
  await exited
}

/** Polls until `check()` is true (every 10 ms, at most `ms`); the ms it took. */
async function until(check, ms, what) {
  const t0 = performance.now()
  while (!(await check())) {
    assert.ok(performance.now() - t0 < ms, `${what}: not within ${ms} ms`)
    await sleep(10)
  }
  return performance.now() - t0
}

/** Seat 0's opening moves in a fresh Wordgrid game of `seed`: two different legal plays. */
function twoOpenings(seed) {
  const g = new gw.duel.Game(['human', 'human'], seed, 0)
  const moves = gw.duel.legalMoves(g.view(0).board, g.view(0).played)
  const [a, b] = [moves[0], moves.find((m) => m.word !== moves[0].word)]
  const play = (m) => ({ cell: m.cell, letter: m.letter, path: m.path })
  return [play(a), play(b)]
}

test('any process answers for any game, and of two conflicting moves exactly one is kept', async () => {
  const [a, b] = [await serve('c1-a'), await serve('c1-b')]
  try {
    const g = (await call(a.port, 'POST', '/games', { game: 'duel', seats: ['human', 'human'], seed: 5 })).body
    const viaB = await call(b.port, 'GET', `/games/${g.id}/view?seat=0&token=${g.tokens[0]}`)
    assert.equal(viaB.status, 200)
    assert.equal(viaB.instance, 'c1-a', 'b forwarded the request to a, which runs the game')
    assert.equal((await call(b.port, 'GET', '/games')).body.filter((x) => x.id === g.id).length, 1, "b's lobby lists a's game")

    // The same seat's two different first moves, one to each process, at once.
    const [m1, m2] = twoOpenings(5)
    const seat0 = { seat: 0, token: g.tokens[0] }
    const answers = await Promise.all([
      call(a.port, 'POST', `/games/${g.id}/play`, { ...seat0, ...m1 }),
      call(b.port, 'POST', `/games/${g.id}/play`, { ...seat0, ...m2 }),
    ])
    const kept = answers.filter((r) => r.status === 200)
    assert.equal(kept.length, 1, `exactly one acknowledged: ${JSON.stringify(answers.map((r) => [r.status, r.body.error]))}`)
    const refused = answers.find((r) => r.status !== 200)
    assert.equal(refused.status, 409)
    // Resign, and the log holds the acknowledged move, and only it.
    await call(b.port, 'POST', `/games/${g.id}/resign`, { seat: 1, token: g.tokens[1] })
    const log = (await call(b.port, 'GET', `/games/${g.id}/log`)).body
    const plays = log.actions.filter((x) => x.action === 'play')
    assert.equal(plays.length, 1)
    const move = kept[0].body.events.find((e) => e.type === 'move')
    assert.equal(plays[0].cell, move.cell)
    assert.equal(plays[0].letter, move.letter)
  } finally {
    await stop(a)
    await stop(b)
  }
})

test('a process stopped past its lease writes nothing once it runs again; the new owner keeps every acknowledged move', async () => {
  const [a, b] = [await serve('c2-a'), await serve('c2-b')]
  try {
    const g = (await call(a.port, 'POST', '/games', { game: 'duel', seats: ['human', 'human'], seed: 9 })).body
    const [m1] = twoOpenings(9)
    const first = await call(a.port, 'POST', `/games/${g.id}/play`, { seat: 0, token: g.tokens[0], ...m1 })
    assert.equal(first.status, 200)

    a.child.kill('SIGSTOP')
    // b takes the game once a's lease runs out (a cannot renew it).
    await until(async () => {
      const r = await call(b.port, 'GET', `/games/${g.id}/view?seat=1&token=${g.tokens[1]}`)
      return r.status === 200 && r.instance === 'c2-b'
    }, 8000, 'b takes the game')
    const view = (await call(b.port, 'GET', `/games/${g.id}/view?seat=1&token=${g.tokens[1]}`)).body
    assert.equal(view.moves.length, 1, "b has a's acknowledged move")
    const legal = gw.duel.legalMoves(view.board, view.played)
    const [x, y] = [legal[0], legal.find((m) => m.word !== legal[0].word)]
    const byB = await call(b.port, 'POST', `/games/${g.id}/play`, { seat: 1, token: g.tokens[1], cell: x.cell, letter: x.letter, path: x.path })
    assert.equal(byB.status, 200)

    // a runs again, still holding the game in memory: its move for the
    // same seat must not be kept (its write is fenced: ELSEWHERE), or,
    // once a has let the game go, is forwarded to b, whose game refuses it.
    a.child.kill('SIGCONT')
    const byA = await call(a.port, 'POST', `/games/${g.id}/play`, { seat: 1, token: g.tokens[1], cell: y.cell, letter: y.letter, path: y.path })
    assert.equal(byA.status, 409, JSON.stringify(byA.body))
    assert.ok(['ELSEWHERE', 'NOT_YOUR_TURN'].includes(byA.body.error), byA.body.error)

    await call(b.port, 'POST', `/games/${g.id}/resign`, { seat: 0, token: g.tokens[0] })
    const log = (await call(a.port, 'GET', `/games/${g.id}/log`)).body
    const plays = log.actions.filter((z) => z.action === 'play').map((z) => [z.seat, z.cell, z.letter])
    assert.deepEqual(plays, [
      [0, m1.cell, m1.letter],
      [1, x.cell, x.letter],
    ])
    assert.equal(gw.replayJson(log), JSON.stringify((await call(b.port, 'GET', `/games/${g.id}/result`)).body))
  } finally {
    a.child.kill('SIGCONT')
    await stop(a)
    await stop(b)
  }
})

test('the owner killed: its games are served by another process in under 2 s', async (t) => {
  const [a, b] = [await serve('c3-a'), await serve('c3-b')]
  try {
    const made = []
    for (let i = 0; i < 3; i++) made.push((await call(a.port, 'POST', '/games', { game: 'solo' })).body)
    for (const g of made) assert.equal((await call(b.port, 'GET', `/games/${g.id}/view?seat=0&token=${g.tokens[0]}`)).instance, 'c3-a')
    const t0 = performance.now()
    a.child.kill('SIGKILL')
    for (const g of made) {
      // (Until then b answers 503 OWNER_UNREACHABLE: a is gone, its lease not yet.)
      await until(async () => {
        const r = await call(b.port, 'GET', `/games/${g.id}/view?seat=0&token=${g.tokens[0]}`)
        return r.status === 200 && r.instance === 'c3-b'
      }, 5000, `b takes game ${g.id}`)
    }
    const failover = performance.now() - t0
    t.diagnostic(`failover after SIGKILL of the owner: ${failover.toFixed(0)} ms (3 games)`)
    assert.ok(failover < 2000, `failover took ${failover.toFixed(0)} ms`)
    const swap = await call(b.port, 'POST', `/games/${made[0].id}/swap`, { seat: 0, token: made[0].tokens[0], a: 0, b: 1 })
    assert.equal(swap.status, 200, JSON.stringify(swap.body))
  } finally {
    await stop(b)
  }
})

test('a second process under a live instance name is refused at start; after a clean stop the name is free', async () => {
  const a = await serve('c4-a')
  try {
    await assert.rejects(serve('c4-a'), /GW_INSTANCE c4-a is in use by a live server process/)
  } finally {
    await stop(a)
  }
  const again = await serve('c4-a')
  await stop(again)
})

test('a rolling restart of three processes under steady play loses no acknowledged move', async (t) => {
  const names = ['c5-a', 'c5-b', 'c5-c']
  const procs = []
  for (const n of names) procs.push(await serve(n))
  const port = () => procs[Math.floor(Math.random() * procs.length)]?.port
  const g = (await call(procs[0].port, 'POST', '/games', { game: 'duel', seats: ['human', 'human'], seed: 11 })).body
  const acknowledged = []
  const refusals = new Map()
  const refused = (code) => refusals.set(code, (refusals.get(code) ?? 0) + 1)
  let playing = true
  // Both seats in turn, each call to a process picked at random: the view,
  // then the first legal move; a refusal (a process going down, the game
  // moving between processes) is tried again from a fresh view.
  const play = async () => {
    while (playing) {
      const p = port()
      const v = p && (await call(p, 'GET', `/games/${g.id}/view?seat=0&token=${g.tokens[0]}`).catch(() => null))
      if (!v || v.status !== 200) {
        refused(v ? v.body.error : 'NO_ANSWER')
        await sleep(20)
        continue
      }
      if (v.body.result !== null) return
      const seat = v.body.to_move
      const [m] = gw.duel.legalMoves(v.body.board, v.body.played)
      if (!m) return
      const q = port()
      const r = q && (await call(q, 'POST', `/games/${g.id}/play`, { seat, token: g.tokens[seat], cell: m.cell, letter: m.letter, path: m.path }).catch(() => null))
      if (r && r.status === 200) acknowledged.push([seat, m.cell, m.letter])
      else refused(r ? r.body.error : 'NO_ANSWER')
      await sleep(30)
    }
  }
  const player = play()
  for (let k = 0; k < names.length; k++) {
    await sleep(500)
    const [old] = procs.splice(k, 1)
    await stop(old) // a clean stop: its leases let go at once
    procs.splice(k, 0, await serve(names[k]))
  }
  await sleep(500)
  playing = false
  await player
  const over = await call(procs[0].port, 'GET', `/games/${g.id}/view?seat=0&token=${g.tokens[0]}`)
  if (over.body.result === null) await call(procs[0].port, 'POST', `/games/${g.id}/resign`, { seat: over.body.to_move, token: g.tokens[over.body.to_move] })
  const log = (await call(procs[1].port, 'GET', `/games/${g.id}/log`)).body
  const plays = log.actions.filter((x) => x.action === 'play').map((x) => [x.seat, x.cell, x.letter])
  t.diagnostic(`rolling restart: ${acknowledged.length} moves acknowledged, ${plays.length} in the log, refusals ${JSON.stringify(Object.fromEntries(refusals))}`)
  assert.ok(acknowledged.length >= 10, `steady play: ${acknowledged.length} moves`)
  // Every acknowledged move is in the log, in order (a move whose answer
  // was cut off by a stopping process may be there too: not acknowledged,
  // not lost).
  let at = 0
  for (const m of acknowledged) {
    while (at < plays.length && JSON.stringify(plays[at]) !== JSON.stringify(m)) at++
    assert.ok(at < plays.length, `acknowledged move ${JSON.stringify(m)} is in the log, in order`)
    at++
  }
  assert.equal(gw.replayJson(log), JSON.stringify((await call(procs[2].port, 'GET', `/games/${g.id}/result`)).body))
  for (const p of procs) await stop(p)
})

test('the store fences every write: the lease must be the writer\'s own, and a stored row comes again only byte for byte', async () => {
  const { openStore } = await import('../../examples/node/store.mjs')
  const [a, b] = [await openStore(redis.url, { instance: 'c6-a', leaseMs: 500 }), await openStore(redis.url, { instance: 'c6-b', leaseMs: 500 })]
  try {
    assert.notEqual(a.owner, b.owner)
    const id = await a.newId()
    const base = { kind: 'solo', seats: ['human'], tokens: ['t'], meta: {}, snapshot: Buffer.from('x'), log: '{}', n: 1, endedAt: null }
    const row = (n, text) => ({ n, body: JSON.stringify({ events: [], actions: [{ text }], clock_ms: n }) })
    assert.equal(await a.write({ id, rows: [row(1, 'one')], base }), true)
    assert.equal(await b.write({ id, rows: [row(2, 'two')], base: null }), false, 'b does not hold the lease')
    assert.equal(await a.write({ id, rows: [row(1, 'one'), row(2, 'two')], base: null }), true, 'row 1 again, byte for byte: a retry')
    assert.equal(await a.write({ id, rows: [row(2, 'other')], base: null }), false, 'another row 2: a conflict, refused')
    // a stops renewing; its lease runs out and b takes the game: a is fenced out.
    await sleep(600)
    assert.ok(await b.load(id), 'b takes the game once the lease ran out')
    assert.equal(await a.write({ id, rows: [row(3, 'late')], base: null }), false, "a's write after losing the lease")
    assert.equal(await b.write({ id, rows: [row(3, 'three')], base: null }), true)
    const kept = await b.load(id)
    // The checkpoint holds row 1; the rows after it are the ones kept, each once.
    assert.equal(kept.n, 3)
    assert.deepEqual(kept.tail.map((r) => r.actions[0].text), ['two', 'three'])
  } finally {
    await a.close()
    await b.close()
  }
})

test('a process restarted under its name right after a SIGKILL waits for the name (a lease at most), then runs', async () => {
  const a = await serve('c7-a')
  const g = (await call(a.port, 'POST', '/games', { game: 'solo' })).body
  a.child.kill('SIGKILL')
  await once(a.child, 'exit')
  const t0 = performance.now()
  const again = await serve('c7-a')
  const waited = performance.now() - t0
  try {
    assert.ok(waited < 3000, `started ${waited.toFixed(0)} ms after the kill`)
    await until(async () => (await call(again.port, 'GET', `/games/${g.id}/view?seat=0&token=${g.tokens[0]}`)).status === 200, 3000, 'the game back')
  } finally {
    await stop(again)
  }
})

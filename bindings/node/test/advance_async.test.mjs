// `advanceAsync`: bots' searches off the event loop. The same game as
// `advance` plays (events, log, snapshot); other calls on the game answer
// while a bot thinks; a refusal rejects with the code `advance` throws; and
// the event loop stays responsive while 30 hard-vs-hard games search at
// once (perf_hooks' event-loop delay histogram: p99 under 10 ms, where a
// synchronous `advance` blocks the loop for each whole search).
import test from 'node:test'
import assert from 'node:assert/strict'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import gw from '../gridwords.js'

const { duel, Game } = gw

test('advanceAsync plays the game advance plays, on every class', async () => {
  const seats = ['bot:hard', 'bot:medium']
  const sync = new duel.Game(seats, 9, 0)
  const later = new duel.Game(seats, 9, 0)
  const generic = new Game({ game: 'duel', seats, seed: 9 }, 0)
  for (let t = 5_000; !sync.isOver; t += 5_000) {
    const events = sync.advance(t)
    assert.deepEqual(await later.advanceAsync(t), events)
    assert.deepEqual(await generic.advanceAsync(t), events)
  }
  assert.ok(later.isOver && generic.isOver)
  assert.equal(later.log(), sync.log())
  assert.deepEqual(Buffer.from(later.snapshot()), Buffer.from(sync.snapshot()))
  // Nothing due: an empty list; the other games' classes have it too.
  assert.deepEqual(await later.advanceAsync(10 ** 7), [])
  const h = new gw.hunt.Game(['human', 'bot'], 1, 0)
  assert.equal((await h.advanceAsync(100)).length, 0)
  const s = new gw.solo.Game(1, 0)
  assert.equal((await s.advanceAsync(400_000)).at(-1).type, 'game_over')
})

test('a time earlier than the game has seen rejects as advance throws', async () => {
  const g = new duel.Game(['human', 'bot:easy'], 1, 1_000)
  const thrown = (() => {
    try {
      g.advance(500)
    } catch (e) {
      return e
    }
  })()
  await assert.rejects(g.advanceAsync(500), (e) => {
    assert.ok(e instanceof gw.GridwordsError)
    assert.equal(e.code, 'TIME_WENT_BACKWARDS')
    assert.equal(e.message, thrown.message)
    return true
  })
})

test('the game answers other calls while its bot thinks', async () => {
  const g = new duel.Game(['bot:hard', 'bot:hard'], 42, 0)
  const pending = g.advanceAsync(10 ** 7)
  const waits = []
  let done = false
  pending.then(() => (done = true))
  while (!done) {
    const t = performance.now()
    assert.equal(g.clocksMs.length, 2)
    g.view(0)
    waits.push(performance.now() - t)
    await new Promise((resolve) => setImmediate(resolve))
  }
  await pending
  assert.ok(g.isOver)
  // Reads take microseconds; one that waited on a search would wait tens
  // to hundreds of ms. The bound is on the 99th percentile (a busy machine
  // may deschedule the thread now and then), and no read waits a search.
  waits.sort((a, b) => a - b)
  assert.ok(waits.length > 50, `${waits.length} reads`)
  assert.ok(waits[Math.floor(waits.length * 0.99)] < 5, waits.slice(-5).join(' '))
  assert.ok(waits.at(-1) < 50, waits.slice(-5).join(' '))
})

test('30 hard-vs-hard games on advanceAsync keep the event loop responsive', async () => {
  const games = Array.from({ length: 30 }, (_, i) => new duel.Game(['bot:hard', 'bot:hard'], 100 + i, 0))
  const h = monitorEventLoopDelay({ resolution: 1 })
  h.enable()
  // Three moves each (the bots think 4-10 s of game time a move): about
  // 90 searches on the libuv pool.
  await Promise.all(games.map((g) => g.advanceAsync(30_000)))
  h.disable()
  const moves = games.map((g) => JSON.parse(g.log()).actions.length)
  assert.ok(moves.every((n) => n >= 3), moves.join(' '))
  const p99 = h.percentile(99) / 1e6
  console.log(`event-loop delay over ${moves.reduce((a, b) => a + b)} searches: p50 ${(h.percentile(50) / 1e6).toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, max ${(h.max / 1e6).toFixed(2)} ms`)
  assert.ok(p99 < 10, `p99 ${p99} ms`)
})

test('rebase carries a game to a new clock, through a snapshot too', () => {
  const g = new gw.solo.Game(3, 9_000_000)
  g.advance(9_100_000)
  assert.throws(() => g.rebase(9_000_000, 500), (e) => e.code === 'TIME_WENT_BACKWARDS')
  assert.equal(g.clockMs, 9_100_000)
  assert.deepEqual(g.rebase(g.clockMs, 500), [])
  assert.equal(g.clockMs, 500)
  assert.equal(g.view().now_ms, 9_100_000) // records stay on the game's own clock
  const back = gw.restore(g.snapshot())
  assert.equal(back.clockMs, 500)
  const over = back.advance(500 + 300_000)
  assert.equal(over.at(-1).type, 'game_over')
  assert.equal(over.at(-1).at_ms, 9_300_000)
  assert.throws(() => g.rebase('x', 1), TypeError)
})

test('playOut runs a bot game to its end, as the clock would', () => {
  const g = new duel.Game(['bot:medium', 'bot:easy'], 4, 0)
  const events = g.playOut()
  assert.ok(g.isOver)
  assert.equal(events.at(-1).type, 'game_over')
  const twin = new duel.Game(['bot:medium', 'bot:easy'], 4, 0)
  twin.advance(1e8)
  assert.equal(g.resultJson(), twin.resultJson())
  assert.deepEqual(g.playOut(), [])
  assert.equal(new gw.solo.Game(4, 0).playOut().at(-1).reason, 'cancelled') // no swap: not counted
})

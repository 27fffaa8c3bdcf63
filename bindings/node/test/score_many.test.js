'use strict'
// hunt.scoreManyAsync on a large batch: the event loop keeps turning while
// the engine scores on its own threads, and the result does not depend on
// the thread count.
const test = require('node:test')
const assert = require('node:assert/strict')

const { hunt } = require('..')

const N = 50_000
const trays = Array.from({ length: N }, (_, i) => hunt.deal(i))

/** Counts setInterval(1 ms) ticks while `run()` is awaited. */
async function ticksDuring (run) {
  let ticks = 0
  const timer = setInterval(() => { ticks++ }, 1)
  try {
    const started = performance.now()
    const value = await run()
    return { value, ticks, ms: performance.now() - started }
  } finally {
    clearInterval(timer)
  }
}

test('scoreManyAsync keeps the event loop ticking; scoreMany blocks it', async () => {
  const sync = await ticksDuring(async () => hunt.scoreMany(trays))
  // The synchronous call holds the loop: no timer callback runs inside it.
  assert.equal(sync.ticks, 0)
  const async2 = await ticksDuring(() => hunt.scoreManyAsync(trays))
  assert.deepEqual(async2.value, sync.value)
  // A 1 ms interval fires at most once per ms; ask for far fewer than the
  // call's length allows (a loaded CI machine), yet many more than zero.
  assert.ok(async2.ms > 50, `a ${N}-tray call took only ${async2.ms} ms`)
  assert.ok(async2.ticks >= 10, `${async2.ticks} ticks in ${async2.ms.toFixed(0)} ms`)
})

test('scoreManyAsync: every thread count gives the per-tray scores, in order', async () => {
  const one = trays.map((t) => hunt.score(t))
  const [t1, t2, t0] = await Promise.all([
    hunt.scoreManyAsync(trays, null, null, { threads: 1 }),
    hunt.scoreManyAsync(trays, null, null, { threads: 2 }),
    hunt.scoreManyAsync(trays),
  ])
  assert.deepEqual(t1, one)
  assert.deepEqual(t2, t1)
  assert.deepEqual(t0, t1)
})

test('totals at the largest points a table may hold are exact, past 2^32', async () => {
  const most = Array(6).fill(1e8)
  const tray = hunt.deal(42)
  const words = Object.keys(JSON.parse(JSON.stringify(hunt.solve(tray).words))).length
  const total = hunt.score(tray, most)
  assert.equal(total, hunt.score(tray, [1, 1, 1, 1, 1, 1]) * 1e8)
  assert.ok(total > 2 ** 32 && Number.isSafeInteger(total), `${words} words: ${total}`)
  assert.deepEqual(hunt.scoreMany([tray, tray], most), [total, total])
  assert.deepEqual(await hunt.scoreManyAsync([tray], most), [total])
  // Over the cap is INVALID_POINTS at any size (it was INVALID_ARGUMENT
  // from 2^32 on, where the binding read a u32 first).
  for (const big of [1e8 + 1, 2 ** 32, 2 ** 53 - 1]) {
    assert.throws(() => hunt.score(tray, [1, 2, 3, 5, 8, big]), (e) => e.code === 'INVALID_POINTS', String(big))
    assert.throws(() => hunt.scoreMany([tray], [big, 2, 3, 5, 8, 12]), (e) => e.code === 'INVALID_POINTS', String(big))
  }
  assert.throws(() => new hunt.Game(['human', 'human'], 1, 0, { points: [1e9, 1, 1, 1, 1, 1] }), (e) => e.code === 'INVALID_POINTS')
})

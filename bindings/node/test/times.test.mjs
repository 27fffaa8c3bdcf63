// Times every language holds exactly (issue 28): any whole number of ms
// reaches the core, which takes times up to 2^53 - 1 and refuses a later
// one with INVALID_ARGUMENT and the message C and Python give, changing
// nothing (core/tests/limits.rs checks the engine itself).
import test from 'node:test'
import assert from 'node:assert/strict'
import gw from '../gridwords.js'

const MAX = 2 ** 53 - 1
// Whole numbers past it that a JS number holds exactly.
const PAST = [2 ** 53, 2 ** 60, 2 ** 63]

function refused(fn, code, said) {
  assert.throws(fn, (e) => {
    assert.equal(e.code, code, e.message)
    if (said) assert.ok(e.message.includes(said), e.message)
    return true
  })
}

test('a time past 2^53 - 1 is the core\'s INVALID_ARGUMENT, changing nothing', () => {
  for (const t of PAST) {
    refused(() => new gw.Game({ game: 'solo', seed: 3 }, t), 'INVALID_ARGUMENT',
      `now_ms ${BigInt(t)} is past the latest time the engine takes, 2^53 - 1 ms`)
    const g = new gw.solo.Game(3, 0)
    const before = Buffer.from(g.snapshot())
    for (const call of [
      () => g.advance(t),
      () => g.swap(0, 1, t),
      () => g.finish(t),
      () => g.rebase(g.clockMs, t),
      () => g.rebase(t, 0),
    ]) refused(call, 'INVALID_ARGUMENT', '2^53 - 1')
    assert.deepEqual(Buffer.from(g.snapshot()), before)
  }
  // Not a whole number of ms: the binding's own refusal.
  for (const t of [-1, 1.5, 2 ** 64, Infinity, NaN]) {
    refused(() => new gw.solo.Game(3, 0).advance(t), 'INVALID_ARGUMENT', 'whole number')
  }
})

test('the last time is taken and its record reads back exactly', () => {
  const g = new gw.solo.Game(3, MAX - 10_000_000)
  g.advance(MAX)
  const log = JSON.parse(g.log())
  assert.equal(log.until_ms, MAX)
  assert.equal(gw.replayJson(g.log()), g.resultJson())
})

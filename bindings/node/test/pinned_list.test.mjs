// The word list pinned in every record (issue 28): `Lexicon.fingerprint` is
// the core's, logs (`lexicon_sha256`) and snapshots carry it, and replay,
// restore, fromLog and verify with another list throw LEXICON_MISMATCH
// naming both fingerprints (core/tests/pinned_list.rs checks the engine
// itself).
import test from 'node:test'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import gw from '../gridwords.js'

const { Game, Lexicon, duel } = gw
const SHIPPED = 'c0230fb0cf33f74e2145ee3196b79d9053dff940c9cb0772f499a0554a369667'
const TWO_HUMANS = { game: 'duel', seats: ['human', 'human'], seed: 21 }

const small = () => Lexicon.fromWords(['ha', 'sheep', 'hah'])

/** A finished two-human Wordgrid game on `lex` (null: the shipped list). */
function resigned(lex = null) {
  const g = new Game(TWO_HUMANS, 0, lex)
  g.act({ action: 'resign', seat: 0 }, 1000)
  assert.equal(g.isOver, true)
  return g
}

function mismatch(fn, want, given) {
  assert.throws(fn, (e) => {
    assert.equal(e.code, 'LEXICON_MISMATCH', e.message)
    assert.ok(e.message.includes(want) && e.message.includes(given), e.message)
    return true
  })
}

test("the shipped list's fingerprint", () => {
  const lex = Lexicon.default()
  assert.equal(lex.fingerprint, SHIPPED)
  assert.equal(lex.fingerprint, lex.manifest.list_sha256)
  assert.equal(typeof lex.fingerprint, 'string')
})

test('the same words give the same fingerprint', () => {
  const lex = small()
  const fp = lex.fingerprint
  assert.match(fp, /^[0-9a-f]{64}$/)
  // sha256 of the words sorted, each followed by "\n".
  assert.equal(fp, crypto.createHash('sha256').update('ha\nhah\nsheep\n').digest('hex'))
  assert.equal(Lexicon.fromWords(['sheep', 'hah', 'ha', 'ha']).fingerprint, fp)
  assert.equal(Lexicon.fromBytes(lex.toBytes()).fingerprint, fp)
  assert.notEqual(Lexicon.fromWords(['ha', 'sheep']).fingerprint, fp)
  assert.notEqual(fp, SHIPPED)
})

test("every log records its list's fingerprint, right after lexicon", () => {
  for (const [lex, said] of [[null, 'embedded'], [Lexicon.default(), 'embedded'], [small(), 'custom']]) {
    const log = JSON.parse(resigned(lex).log())
    assert.equal(log.version, 4)
    assert.equal(log.lexicon, said)
    assert.equal(log.lexicon_sha256, (lex ?? Lexicon.default()).fingerprint)
    const keys = Object.keys(log)
    assert.equal(keys[keys.indexOf('lexicon') + 1], 'lexicon_sha256')
  }
})

test('replay, restore, fromLog and verify with another list are refused, naming both', () => {
  const lex = small()
  const again = Lexicon.fromWords(['sheep', 'ha', 'hah'])
  const g = resigned(lex)
  const [log, result, snap] = [g.log(), g.resultJson(), g.snapshot()]
  assert.equal(gw.replayJson(log, again), result)
  assert.equal(gw.verify(log, result, again), true)
  assert.equal(Game.restore(snap, again).resultJson(), result)
  assert.equal(Game.fromLog(log, again).resultJson(), result)

  const want = lex.fingerprint
  for (const other of [undefined, null, Lexicon.default()]) {
    mismatch(() => gw.replayJson(log, other), want, SHIPPED)
    mismatch(() => gw.replay(JSON.parse(log), other), want, SHIPPED)
    mismatch(() => duel.replayJson(log, other), want, SHIPPED)
    mismatch(() => gw.verify(log, result, other), want, SHIPPED)
    mismatch(() => gw.verify(log, result, other, { trustBots: true }), want, SHIPPED)
    mismatch(() => gw.verifyReport(log, result, other), want, SHIPPED)
    mismatch(() => Game.fromLog(log, other), want, SHIPPED)
    mismatch(() => Game.restore(snap, other), want, SHIPPED)
    mismatch(() => gw.fromLog(log, other), want, SHIPPED)
    mismatch(() => gw.restore(snap, other), want, SHIPPED)
    mismatch(() => duel.Game.restore(snap, other), want, SHIPPED)
  }

  // A shipped-list game, given a custom list.
  const shipped = resigned()
  mismatch(() => gw.replayJson(shipped.log(), lex), SHIPPED, want)
  mismatch(() => Game.restore(shipped.snapshot(), lex), SHIPPED, want)
})

test('a version 3 log is pinned to the list shipped then', () => {
  const g = resigned()
  const log = JSON.parse(g.log())
  log.version = 3
  delete log.lexicon_sha256
  assert.equal(gw.replayJson(log), g.resultJson())
  mismatch(() => gw.replayJson(log, small()), SHIPPED, small().fingerprint)
  // Version 3 never wrote the field.
  log.lexicon_sha256 = SHIPPED
  assert.throws(
    () => gw.replayJson(log),
    (e) => e.code === 'INVALID_LOG' && e.message.includes('lexicon_sha256'),
  )
})

'use strict'
// The cross-language seal vectors (tests/vectors/seals.json, made by
// core/tests/seal_vectors.rs): for the log, the result and the snapshot
// there, `seal` gives the sealed record byte for byte, `openSealed` gives
// back the record with its kind and key id, `sealKeyId` reads the key id,
// and every tampered copy throws its code. Then the sealed log verifies with
// the key (`verify(..., {key})`, sync and async) and is refused without it,
// as the sealed snapshot is by `restore`.
const test = require('node:test')
const assert = require('node:assert/strict')
const fs = require('node:fs')
const path = require('node:path')

const gw = require('../../bindings/node')

const vectors = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'vectors', 'seals.json'), 'utf8'))
const key = Buffer.from(vectors.key, 'hex')
const keyId = vectors.key_id
const records = Object.fromEntries(vectors.records.map((r) => [r.kind, r]))
const words = gw.Lexicon.fromWords(['ha', 'sheep'])
// A record or sealed record as a host holds it: a snapshot's bytes.
const asGiven = (kind, text) => (kind === 'snapshot' ? Buffer.from(text, 'hex') : text)

test('the vectors are read', () => assert.deepEqual(Object.keys(records), ['log', 'result', 'snapshot']))

for (const [kind, r] of Object.entries(records)) {
  test(`a ${kind} seals byte for byte and opens to itself`, () => {
    const record = asGiven(kind, r.record)
    const sealed = asGiven(kind, r.sealed)
    assert.deepEqual(gw.seal(kind, record, key, keyId), sealed)
    // The key and a snapshot as a plain Uint8Array.
    assert.deepEqual(gw.seal(kind, kind === 'snapshot' ? new Uint8Array(record) : record, new Uint8Array(key), keyId), sealed)
    assert.deepEqual(gw.openSealed(sealed, key), { kind, keyId, record })
    assert.equal(gw.sealKeyId(sealed), keyId)
  })
  for (const t of r.tampered) {
    test(`a ${kind}: ${t.name}: ${t.code}`, () => {
      assert.throws(() => gw.openSealed(asGiven(kind, t.sealed), key), (e) => e.code === t.code)
    })
  }
}

test('a sealed log verifies with its key and is not a plain record', async () => {
  const log = records.log.sealed
  const result = records.result.sealed
  assert.equal(gw.verify(log, result, words, { key }), true)
  assert.equal(gw.verifyReport(log, records.result.record, words, { key }), null)
  assert.equal(await gw.verifyAsync(log, result, words, { key }), true)
  assert.equal(gw.duel.verify(log, result, words, { key, trustBots: true }), true)
  assert.throws(() => gw.hunt.verify(log, result, words, { key }), (e) => e.code === 'WRONG_GAME')
  const notSealed = (e) => e.code === 'NOT_SEALED'
  assert.throws(() => gw.verify(log, result, words), notSealed)
  assert.throws(() => gw.replayJson(log, words), notSealed)
  assert.throws(() => gw.restore(Buffer.from(records.snapshot.sealed, 'hex'), words), notSealed)
  await assert.rejects(gw.verifyReportAsync(records.log.record, result, words, { key }), notSealed)
  // The opened snapshot is the game of the opened log.
  const opened = gw.openSealed(Buffer.from(records.snapshot.sealed, 'hex'), key)
  assert.ok(Buffer.isBuffer(opened.record))
  assert.equal(gw.restore(opened.record, words).resultJson(), records.result.record)
})

test('a record of the wrong type is a TypeError', () => {
  const typeError = (e) => e instanceof TypeError && e.code === 'ERR_INVALID_ARG_TYPE'
  assert.throws(() => gw.seal('log', Buffer.from(records.log.record), key, keyId), typeError)
  assert.throws(() => gw.seal('snapshot', records.snapshot.record, key, keyId), typeError)
  assert.throws(() => gw.seal('log', JSON.parse(records.log.record), key, keyId), typeError)
  assert.throws(() => gw.openSealed(records.log.sealed, 'not bytes'), typeError)
  assert.throws(() => gw.verify(records.log.sealed, records.result.sealed, words, { key: 'k' }), typeError)
  assert.throws(() => gw.seal('ledger', records.log.record, key, keyId), (e) => e.code === 'INVALID_ARGUMENT')
})

test('a sealed snapshot restores with its key, through every restore', () => {
  const record = Buffer.from(records.snapshot.record, 'hex')
  const sealed = Buffer.from(records.snapshot.sealed, 'hex')
  // (Static factories need their class as `this`.)
  const restores = [gw.restore, (...a) => gw.Game.restore(...a), (...a) => gw.duel.Game.restore(...a)]
  for (const restore of restores) {
    const g = restore(sealed, words, { key })
    assert.deepEqual(g.snapshot(), record)
    assert.equal(g.resultJson(), records.result.record)
    assert.deepEqual(restore(new Uint8Array(sealed), words, { key: new Uint8Array(key) }).snapshot(), record)
    for (const t of records.snapshot.tampered) {
      assert.throws(() => restore(Buffer.from(t.sealed, 'hex'), words, { key }), (e) => e.code === t.code, t.name)
    }
    assert.throws(() => restore(record, words, { key }), (e) => e.code === 'NOT_SEALED')
    assert.throws(() => restore(sealed, words, { key: Buffer.alloc(32) }), (e) => e.code === 'SEAL_BROKEN')
    assert.throws(() => restore(sealed, words, { key: key.subarray(0, 15) }), (e) => e.code === 'INVALID_KEY')
    assert.throws(() => restore(sealed, null, { key }), (e) => e.code === 'LEXICON_MISMATCH')
    assert.throws(() => restore(sealed, words, { key: 'k' }), (e) => e instanceof TypeError)
  }
  // The game named inside the seal, read without the key (not proof: a
  // changed MAC still names it, and the restore then refuses it).
  assert.equal(gw.gameOfSealedSnapshot(sealed), 'duel')
  assert.throws(() => gw.gameOfSealedSnapshot(record), (e) => e.code === 'NOT_SEALED')
  const forged = Buffer.from(sealed)
  forged[8 + forged[7]] ^= 1
  assert.equal(gw.gameOfSealedSnapshot(forged), 'duel')
  assert.throws(() => gw.restore(forged, words, { key }), (e) => e.code === 'SEAL_BROKEN')
  assert.throws(() => gw.hunt.Game.restore(sealed, words, { key }), (e) => e.code === 'WRONG_GAME')
  assert.throws(() => gw.Game.restore(sealed, words, { kee: key }), (e) => e.code === 'INVALID_ARGUMENT')
})

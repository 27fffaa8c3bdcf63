'use strict'
const test = require('node:test')
const assert = require('node:assert/strict')

const gw = require('..')
const { Lexicon } = gw

test('versions and error codes', () => {
  assert.equal(gw.ABI_VERSION, 2)
  assert.match(gw.VERSION, /^\d+\.\d+\.\d+/)
  const codes = gw.errorCodes()
  assert.equal(codes.NULL_ARGUMENT, 1)
  assert.equal(codes.NOT_YOUR_TURN, 38)
  assert.equal(codes.ROUND_OVER, 37)
})

test('the embedded lexicon', () => {
  const lex = Lexicon.default()
  assert.ok(lex.size > 50000)
  assert.equal(lex.contains('cat'), true)
  assert.equal(lex.has('cat'), true)
  assert.equal(lex.contains('xqzv'), false)
  assert.equal(lex.contains(''), false)
  assert.equal(typeof lex.manifest, 'object')
  assert.ok(Lexicon.default().size === lex.size)
})

test('a lexicon from words', () => {
  const lex = Lexicon.fromWords(['tac', 'cat', 'act', 'cat'])
  assert.equal(lex.size, 3)
  assert.deepEqual(lex.words(), ['act', 'cat', 'tac'])
  assert.equal(lex.manifest.total_words, 3)
  assert.equal(lex.manifest.source, 'from_words')
})

test('a bad word throws an Error with code', () => {
  assert.throws(() => Lexicon.fromWords(['cat', 'Dog']), (e) => {
    assert.ok(e instanceof Error)
    assert.equal(e.code, 'INVALID_LEXICON_WORD')
    assert.match(e.message, /Dog/)
    return true
  })
  for (const call of [() => Lexicon.fromWords('cat'), () => Lexicon.fromWords([1]), () => Lexicon.default().contains(1), () => Lexicon.fromBytes('x')]) {
    assert.throws(call, (e) => e instanceof TypeError && e.code === 'ERR_INVALID_ARG_TYPE')
  }
})

test('blob round trip and corrupt blobs', () => {
  const lex = Lexicon.fromWords(['cat', 'dog', 'emu'])
  const blob = lex.toBytes()
  const again = Lexicon.fromBytes(blob)
  assert.deepEqual(again.words(), ['cat', 'dog', 'emu'])
  assert.throws(() => Lexicon.fromBytes(blob.subarray(0, 5)), { code: 'LEXICON_CORRUPT' })
})

'use strict'
const test = require('node:test')
const assert = require('node:assert/strict')

const { hunt, Lexicon } = require('..')

test('deal is deterministic and takes numbers, bigints or seed strings', () => {
  const t = hunt.deal(42)
  assert.match(t, /^[a-z]{16}$/)
  assert.equal(hunt.deal(42), t)
  assert.equal(hunt.deal(42n), t)
  assert.equal(hunt.deal('42'), t) // decimal, as everywhere
  assert.equal(hunt.deal('0x2a'), t)
  assert.match(hunt.deal(2n ** 64n - 1n), /^[a-z]{16}$/)
  assert.throws(() => hunt.deal(-1), { code: 'INVALID_ARGUMENT' })
  assert.throws(() => hunt.deal(1.5), { code: 'INVALID_ARGUMENT' })
  assert.throws(() => hunt.deal(2 ** 53), { code: 'INVALID_ARGUMENT' })
  assert.throws(() => hunt.deal(2n ** 64n), { code: 'INVALID_ARGUMENT' })
  assert.throws(() => hunt.deal(-1n), { code: 'INVALID_ARGUMENT' })
  assert.throws(() => hunt.deal('2a'), { code: 'INVALID_ARGUMENT' })
  assert.throws(() => hunt.deal(null), TypeError)
  assert.throws(() => hunt.deal({}), TypeError)
})

test('solve returns the one solve shape, longest words first', () => {
  const small = Lexicon.fromWords(['cat', 'act', 'dog'])
  // c(0) a(1) t(5) touch each other
  const found = hunt.solve('caxxxtxxxxxxxxxx', small)
  assert.deepEqual(found, {
    version: 1,
    tray: 'caxxxtxxxxxxxxxx',
    words: [
      { word: 'act', path: [1, 0, 5] },
      { word: 'cat', path: [0, 1, 5] },
    ],
  })
  const all = hunt.solve(hunt.deal(7))
  assert.equal(all.tray, hunt.deal(7))
  const words = all.words.map((w) => w.word)
  assert.ok(words.length > 0)
  for (let i = 1; i < words.length; i++) {
    const [a, b] = [words[i - 1], words[i]]
    assert.ok(a.length > b.length || (a.length === b.length && a < b), `${a} before ${b}`)
  }
  for (const { word, path } of all.words) assert.equal(path.length, word.length)
})

test('score with default and custom points', () => {
  const small = Lexicon.fromWords(['cat', 'act', 'dog'])
  assert.equal(hunt.score('caxxxtxxxxxxxxxx', [1, 1, 1, 1, 1, 1], small), 2)
  assert.equal(hunt.score('caxxxtxxxxxxxxxx', [5, 0, 0, 0, 0, 0], small), 10)
  const t = hunt.deal(3)
  assert.equal(hunt.score(t), hunt.score(t, null, Lexicon.default()))
  assert.throws(() => hunt.score(t, [1, 2, 3]), { code: 'INVALID_POINTS' })
  assert.throws(() => hunt.score('abc'), { code: 'INVALID_TRAY' })
  assert.throws(() => hunt.solve('abcdefghijklmno1'), { code: 'INVALID_TRAY' })
  assert.throws(() => hunt.score(t, [1, 2, 3, 4, 5, 6.5]), { code: 'INVALID_ARGUMENT' })
  assert.throws(() => hunt.score(t, [1, 2, 3, 4, 5, -1]), { code: 'INVALID_ARGUMENT' })
  // Wrong JS types are TypeErrors, never napi's own codes.
  for (const call of [
    () => hunt.solve(7),
    () => hunt.solve(t, 'lexicon'),
    () => hunt.solve(t, {}),
    () => hunt.score(t, 'points'),
    () => hunt.score(t, [1, 2, 3, 4, 5, '6']),
    () => hunt.scoreMany('trays'),
    () => hunt.scoreMany([t, 7]),
  ]) {
    assert.throws(call, (e) => e instanceof TypeError && e.code === 'ERR_INVALID_ARG_TYPE')
  }
})

test('scoreMany and scoreManyAsync agree with score', async () => {
  const trays = Array.from({ length: 20 }, (_, i) => hunt.deal(i))
  const one = trays.map((t) => hunt.score(t))
  assert.deepEqual(hunt.scoreMany(trays), one)
  const p = hunt.scoreManyAsync(trays)
  assert.ok(p instanceof Promise)
  assert.deepEqual(await p, one)
  assert.deepEqual(await hunt.scoreManyAsync([]), [])
  assert.throws(() => hunt.scoreManyAsync(['abc']), { code: 'INVALID_TRAY' })
  assert.throws(() => hunt.scoreMany([trays[0], 'x']), (e) => e.code === 'INVALID_TRAY' && /trays\[1\]/.test(e.message))
})

test('scoreMany options: threads is a whole number, 0 or absent for every core', async () => {
  const trays = Array.from({ length: 600 }, (_, i) => hunt.deal(i)) // three of the core's chunks
  const one = trays.map((t) => hunt.score(t))
  for (const options of [undefined, null, {}, { threads: undefined }, { threads: 0 }, { threads: 1 }, { threads: 2 }, { threads: 7 }]) {
    assert.deepEqual(hunt.scoreMany(trays, null, null, options), one, JSON.stringify(options))
    assert.deepEqual(await hunt.scoreManyAsync(trays, null, null, options), one, JSON.stringify(options))
  }
  const points = [1, 1, 1, 1, 1, 1]
  assert.deepEqual(hunt.scoreMany(trays, points, Lexicon.default(), { threads: 2 }), trays.map((t) => hunt.score(t, points)))
  for (const f of [hunt.scoreMany, hunt.scoreManyAsync]) {
    for (const threads of [-1, 1.5, NaN, Infinity, 1025, 2 ** 32]) {
      assert.throws(() => f(trays, null, null, { threads }), (e) =>
        e.code === 'INVALID_ARGUMENT' && /options\.threads/.test(e.message), String(threads))
    }
    assert.throws(() => f(trays, null, null, { workers: 2 }), (e) => e.code === 'INVALID_ARGUMENT' && /workers/.test(e.message))
    for (const options of [{ threads: '2' }, { threads: 2n }, 2, 'fast', [2]]) {
      assert.throws(() => f(trays, null, null, options), (e) => e instanceof TypeError && e.code === 'ERR_INVALID_ARG_TYPE')
    }
  }
})


'use strict'
// The shared Wordgrid vectors: every log in tests/vectors/duel gives its
// result file byte for byte (the same bytes Rust, C and Python produce),
// through the typed `duel` functions and the generic engine surface alike,
// and rebuilds (either class) to a game over with that result whose
// snapshot restores to the same game. A vector played on its own word list
// has it beside it (NAME.words.txt, one word a line) and needs it.
const test = require('node:test')
const assert = require('node:assert/strict')
const fs = require('node:fs')
const path = require('node:path')

const gw = require('../../bindings/node')
const { duel, hunt, Game, Lexicon } = gw

const dir = path.join(__dirname, '..', 'vectors', 'duel')
const names = fs.existsSync(dir)
  ? fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.log.json'))
      .sort()
      .map((f) => f.replace(/\.log\.json$/, ''))
  : []

test('there are at least 12 Wordgrid vectors', () => {
  assert.ok(names.length >= 12, `${names.length} vectors in ${dir}`)
})

for (const name of names) {
  test(`vector duel/${name} replays byte for byte`, () => {
    const log = fs.readFileSync(path.join(dir, `${name}.log.json`), 'utf8')
    const expected = fs.readFileSync(path.join(dir, `${name}.result.json`), 'utf8')
    const words = path.join(dir, `${name}.words.txt`)
    const lex = fs.existsSync(words) ? Lexicon.fromWords(fs.readFileSync(words, 'utf8').split('\n').filter(Boolean)) : null
    if (lex) {
      assert.throws(() => duel.replayJson(log), (e) => e.code === 'INVALID_LOG')
    }
    // The typed Wordgrid functions.
    assert.equal(duel.replayJson(log, lex), expected)
    assert.equal(duel.replayJson(JSON.parse(log), lex), expected)
    assert.equal(JSON.stringify(duel.replay(log, lex)), expected)
    assert.equal(duel.verify(log, expected, lex), true)
    // The generic engine surface.
    assert.equal(gw.replayJson(log, lex), expected)
    assert.equal(JSON.stringify(gw.replay(JSON.parse(log), lex)), expected)
    assert.equal(gw.verify(log, JSON.parse(expected), lex), true)
    // Rebuilt as a game (either class): over, with that result and log.
    for (const g of [Game.fromLog(log, lex), duel.Game.fromLog(log, lex)]) {
      assert.equal(g.game, 'duel')
      assert.equal(g.isOver, true)
      assert.equal(g.toMove ?? null, null)
      assert.equal(g.resultJson(), expected)
      assert.equal(g.log(), log)
      const again = duel.Game.restore(g.snapshot(), lex)
      assert.equal(again.resultJson(), expected)
      assert.equal(again.log(), log)
    }
    const typed = duel.Game.fromLog(log, lex)
    const r = JSON.parse(expected)
    assert.deepEqual(typed.scores, r.scores)
    assert.equal(typed.board, r.board)
    assert.deepEqual(typed.played.slice(1), r.moves.map((m) => m.word))
    // Not a Word Grid log.
    assert.throws(() => hunt.replayJson(log, lex), (e) => e.code === 'WRONG_GAME')
    // A changed result is not verified.
    const other = JSON.parse(expected)
    other.scores[0] += 1
    assert.equal(duel.verify(log, other, lex), false)
  })
}

test('the golden Wordgrid snapshot restores to the game of its log', () => {
  const dir = path.join(__dirname, '..', 'snapshots')
  const bytes = fs.readFileSync(path.join(dir, 'duel-format2.snap'))
  const log = fs.readFileSync(path.join(dir, 'duel-format2.log.json'), 'utf8')
  for (const g of [Game.restore(bytes), duel.Game.restore(bytes), duel.Game.fromLog(log)]) {
    assert.equal(g.game, 'duel')
    assert.equal(g.log(), log)
    assert.deepEqual(Buffer.from(g.snapshot()), bytes)
  }
  assert.throws(() => hunt.Game.restore(bytes), (e) => e.code === 'WRONG_GAME')
})

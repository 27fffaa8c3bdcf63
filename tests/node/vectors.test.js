'use strict'
// The shared replay vectors: every log in tests/vectors/hunt (version 2) and
// tests/vectors/hunt-v1 (version 1 logs, still replayed) gives its result
// file byte for byte (the same bytes Rust, C and Python produce), through
// the typed `hunt` functions and the generic engine surface alike. And the
// golden snapshot restores to the game its log describes.
const test = require('node:test')
const assert = require('node:assert/strict')
const fs = require('node:fs')
const path = require('node:path')

const gw = require('../../bindings/node')
const { hunt, Game } = gw

const vectors = path.join(__dirname, '..', 'vectors')

function logsIn(dir) {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.log.json'))
    .sort()
    .map((f) => f.replace(/\.log\.json$/, ''))
}

test('there are vectors in both folders', () => {
  assert.ok(logsIn(path.join(vectors, 'hunt')).length >= 23)
  assert.ok(logsIn(path.join(vectors, 'hunt-v1')).length >= 4)
})

for (const folder of ['hunt', 'hunt-v1']) {
  const dir = path.join(vectors, folder)
  for (const name of logsIn(dir)) {
    test(`vector ${folder}/${name} replays byte for byte`, () => {
      const log = fs.readFileSync(path.join(dir, `${name}.log.json`), 'utf8')
      const expected = fs.readFileSync(path.join(dir, `${name}.result.json`), 'utf8')
      // The typed Word Grid functions.
      assert.equal(hunt.replayJson(log), expected)
      assert.deepEqual(hunt.replay(log), JSON.parse(expected))
      // The objects keep the engine's key order, so they serialise back to the same bytes.
      assert.equal(JSON.stringify(hunt.replay(log)), expected)
      assert.equal(hunt.verify(log, expected), true)
      // The generic engine surface, from the text and from the parsed log.
      assert.equal(gw.replayJson(log), expected)
      assert.equal(gw.replayJson(JSON.parse(log)), expected)
      assert.equal(JSON.stringify(gw.replay(log)), expected)
      assert.equal(gw.verify(log, JSON.parse(expected)), true)
      // Rebuilt as a game (either class), it is over with that result.
      const g = Game.fromLog(log)
      assert.equal(g.game, 'hunt')
      assert.equal(g.isOver, true)
      assert.equal(g.resultJson(), expected)
      assert.equal(hunt.Game.fromLog(log).resultJson(), expected)
      // A changed result is not verified.
      const other = JSON.parse(expected)
      other.seats[0].score += 1
      assert.equal(gw.verify(log, other), false)
    })
  }
}

test('the golden snapshot restores to the game of its log', () => {
  const dir = path.join(__dirname, '..', 'snapshots')
  const bytes = fs.readFileSync(path.join(dir, 'hunt-format2.snap'))
  const log = fs.readFileSync(path.join(dir, 'hunt-format2.log.json'), 'utf8')
  for (const g of [Game.restore(bytes), hunt.Game.restore(bytes)]) {
    assert.equal(g.game, 'hunt')
    assert.equal(g.log(), log)
    assert.deepEqual(Buffer.from(g.snapshot()), bytes)
  }
})

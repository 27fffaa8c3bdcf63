'use strict'
// The shared replay vectors: every log in tests/vectors/hunt replays to its
// result file byte for byte (the same bytes Rust, C and Python produce).
const test = require('node:test')
const assert = require('node:assert/strict')
const fs = require('node:fs')
const path = require('node:path')

const { hunt } = require('../../bindings/node')

const dir = path.join(__dirname, '..', 'vectors', 'hunt')
const logs = fs.readdirSync(dir).filter((f) => f.endsWith('.log.json')).sort()

test('there are at least twelve vectors', () => {
  assert.ok(logs.length >= 12, `${logs.length} vectors`)
})

for (const file of logs) {
  const name = file.replace(/\.log\.json$/, '')
  test(`vector ${name} replays byte for byte`, () => {
    const log = fs.readFileSync(path.join(dir, file), 'utf8')
    const expected = fs.readFileSync(path.join(dir, `${name}.result.json`), 'utf8')
    assert.equal(hunt.replayJson(log), expected)
    assert.deepEqual(hunt.replay(log), JSON.parse(expected))
    // The objects keep the engine's key order, so they serialise back to the same bytes.
    assert.equal(JSON.stringify(hunt.replay(log)), expected)
    assert.equal(hunt.verify(log, expected), true)
  })
}

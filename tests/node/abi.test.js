'use strict'
// The addon and the C header agree on the ABI version.
const test = require('node:test')
const assert = require('node:assert/strict')
const fs = require('node:fs')
const path = require('node:path')

test('ABI_VERSION matches the C header', () => {
  const header = fs.readFileSync(path.join(__dirname, '..', '..', 'include', 'gridwords.h'), 'utf8')
  const m = header.match(/#define GW_ABI_VERSION (\d+)/)
  assert.ok(m, 'GW_ABI_VERSION not found in include/gridwords.h')
  assert.equal(require('../../bindings/node').ABI_VERSION, Number(m[1]))
})

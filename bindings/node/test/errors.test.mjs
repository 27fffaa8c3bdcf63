// The cross-language error table (tests/errors/cases.json): every mistake
// gets the code and message the core gives it (core/tests/errors.rs), the
// same as in C and Python, and changes nothing.
import test from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import gw from '../index.js'

const { Game, duel } = gw
const here = path.dirname(fileURLToPath(import.meta.url))
const cases = JSON.parse(fs.readFileSync(path.join(here, '../../../tests/errors/cases.json'), 'utf8'))

function gameOf(c) {
  const g = c.call === 'duel.play' ? duel.Game.fromConfigJson(c.config, 0) : new Game(c.config, 0)
  for (const [action, now] of c.before ?? []) g.act(action, now)
  return g
}

function call(c, g) {
  const { input: i, now } = c
  if (c.call === 'new') return new Game(i, now)
  if (c.call === 'act') return g.act(i, now)
  if (c.call === 'duel.play') return g.play(i.seat, i.cell, i.letter, i.word, now)
  throw new Error(`unknown call ${c.call}`)
}

test('the table is read', () => assert.ok(cases.length >= 15))

for (const c of cases) {
  test(`same code and message as the core: ${c.name}`, () => {
    const g = c.call === 'new' ? null : gameOf(c)
    const before = g?.snapshot()
    assert.throws(
      () => call(c, g),
      (e) => !(e instanceof TypeError) && e.code === c.code && e.message === c.message,
    )
    if (g) assert.deepEqual(g.snapshot(), before)
  })
}

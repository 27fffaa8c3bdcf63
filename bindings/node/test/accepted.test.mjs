// The cross-language table of accepted inputs (tests/errors/accepted.json,
// written by core/tests/accepted.rs): every config `new Game` takes gives
// back the table's `config` and spectator `view`, and every action `act`
// takes returns the table's `events` and leaves its `view`, as in the core,
// C, the CLI and Python. Compared as parsed values, never as text, so a new
// defaulted field is one rewrite of the table. A `new` row also goes
// through its game's typed constructor with the row's options in camelCase,
// which gives the same config and view.
import test from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import gw from '../index.js'

const { Game, hunt, duel, solo } = gw
const rows = JSON.parse(readFileSync(new URL('../../../tests/errors/accepted.json', import.meta.url), 'utf8'))
const camel = (name) => name.replace(/_([a-z])/g, (_, c) => c.toUpperCase())

test('the table is read', () => {
  assert.ok(rows.length >= 15, `${rows.length} rows`)
  assert.deepEqual([...new Set(rows.map((r) => r.call))].sort(), ['act', 'new'])
})

for (const row of rows.filter((r) => r.call === 'new')) {
  test(`accepted config: ${row.name}`, () => {
    const g = new Game(row.input, row.now)
    assert.deepEqual(g.config(), row.config)
    assert.deepEqual(g.view(null), row.view)
    // The typed constructor, the options in camelCase.
    const { game, seed, seats, ...rest } = typeof row.input === 'string' ? JSON.parse(row.input) : row.input
    const options = Object.fromEntries(Object.entries(rest).map(([k, v]) => [camel(k), v]))
    const typed =
      game === 'solo'
        ? new solo.Game(seed, row.now, options)
        : new { hunt, duel }[game].Game(seats, seed, row.now, options)
    assert.deepEqual(typed.config(), row.config)
    assert.deepEqual(typed.view(null), row.view)
  })
}

for (const row of rows.filter((r) => r.call === 'act')) {
  test(`accepted action: ${row.name}`, () => {
    const g = new Game(row.config, 0)
    for (const [action, at] of row.before ?? []) g.act(action, at)
    assert.deepEqual(g.act(row.input, row.now), row.events)
    assert.deepEqual(g.view(null), row.view)
  })
}

// What a host holding games of every kind relies on at run time (the types
// are test/types/host.ts): the package entry's GridwordsError, messages
// without the code in front, and restore/fromLog that give back the class
// typed to the game.
import test from 'node:test'
import assert from 'node:assert/strict'
import { Game, GridwordsError, duel, errorCodes, fromLog, hunt, restore, solo } from '../gridwords.js'

test('the package entry is the loader plus GridwordsError', async () => {
  const loader = await import('../index.js')
  const entry = await import('../gridwords.js')
  for (const name of Object.keys(loader.default)) assert.equal(entry[name], loader.default[name], name)
  assert.equal(typeof entry.GridwordsError, 'function')
})

test('an engine error is a GridwordsError with the bare message', () => {
  const g = new duel.Game(['human', 'human'], 1, 0)
  let caught
  try {
    g.play(1, 6, 'a', 'ha', 10)
  } catch (e) {
    caught = e
  }
  assert.ok(caught instanceof GridwordsError)
  assert.ok(caught instanceof Error)
  assert.equal(caught.code, 'NOT_YOUR_TURN')
  assert.doesNotMatch(caught.message, /^NOT_YOUR_TURN/)
  assert.ok(caught.message.length > 0)
})

test('a wrong JS type and a host error are not GridwordsErrors', () => {
  const g = new hunt.Game(['human', 'human'], 1, 0)
  let caught
  try {
    g.submit(0, 42, 10)
  } catch (e) {
    caught = e
  }
  assert.ok(caught instanceof TypeError)
  assert.ok(!(caught instanceof GridwordsError))
  assert.ok(!(new Error('mine') instanceof GridwordsError))
  assert.ok(!(Object.assign(new Error('x'), { code: 'ENOENT' }) instanceof GridwordsError))
  assert.ok(!(null instanceof GridwordsError))
  const made = new GridwordsError('GAME_OVER', 'the game is over')
  assert.ok(made instanceof GridwordsError)
  assert.equal(made.name, 'GridwordsError')
  assert.equal(made.message, 'the game is over')
})

test('every code errorCodes() names makes a GridwordsError', () => {
  for (const code of Object.keys(errorCodes())) {
    assert.ok(Object.assign(new Error('x'), { code }) instanceof GridwordsError, code)
  }
})

test('restore and fromLog give the class typed to the game', () => {
  const made = [
    new hunt.Game(['human', 'human'], 7, 0),
    new duel.Game(['human', 'bot:easy'], 7, 0),
    new solo.Game(7, 0),
  ]
  const classes = { hunt: hunt.Game, duel: duel.Game, solo: solo.Game }
  for (const g of made) {
    g.advance(5)
    for (const back of [restore(g.snapshot()), fromLog(g.log()), fromLog(JSON.parse(g.log()))]) {
      assert.equal(back.game, g.game)
      assert.ok(back instanceof classes[g.game], g.game)
      assert.equal(back.viewJson(null), g.viewJson(null))
      assert.equal(back.clockMs, g.clockMs)
    }
  }
  // The generic class's own restore still gives the generic class.
  const any = new Game({ game: 'duel', seats: ['human', 'human'], seed: 1 }, 0)
  assert.ok(Game.restore(any.snapshot()) instanceof Game)
})

test('restore and fromLog refuse bad input with the engine codes', () => {
  assert.throws(() => restore(Buffer.from('not a snapshot')), (e) => e instanceof GridwordsError && e.code === 'INVALID_SNAPSHOT')
  assert.throws(() => fromLog('{"config": 3}'), (e) => e instanceof GridwordsError && e.code === 'INVALID_LOG')
  assert.throws(() => fromLog('{'), (e) => e instanceof GridwordsError && e.code === 'INVALID_LOG')
  assert.throws(() => fromLog({ game: 'chess' }), (e) => e instanceof GridwordsError && e.code === 'UNKNOWN_GAME')
})

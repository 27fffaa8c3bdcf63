// Every game's config options come from the core's declaration
// (`gridwords::engine::options`): `options(game)` lists them, each default is
// what a new game's config() writes, the typed constructors take each in
// camelCase (and as the config spells it), a whole number past its range is
// the core's INVALID_CONFIG, and another game's name is UNKNOWN_GAME. The
// TypeScript `GameOptions` generated from the same declaration are compiled
// by test/types.test.mjs.
import test from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import gw from '../index.js'

const { Game, hunt, duel, solo } = gw

// What each game's constructors need besides the options (not options: the
// seats and seed are every game's own).
const SEATS = { hunt: ['human', 'human'], duel: ['human', 'human'], solo: null }
const generic = (game, extra = {}) =>
  new Game({ game, ...(SEATS[game] ? { seats: SEATS[game] } : {}), seed: 1, ...extra }, 0)
const typed = (game, options) =>
  game === 'solo'
    ? new solo.Game(1, 0, options)
    : new { hunt, duel }[game].Game(SEATS[game], 1, 0, options)
const camel = (name) => name.replace(/_([a-z])/g, (_, c) => c.toUpperCase())

test('options(game) is the core\'s declaration (tests/options.json, written by its test)', () => {
  // Its whole numbers past 2^53 - 1 are bigints here, as options() gives them.
  const raw = readFileSync(new URL('../../../tests/options.json', import.meta.url), 'utf8')
  const declared = JSON.parse(raw.replace(/: (\d{16,})/g, ': "$1n"'), (_, x) =>
    typeof x === 'string' && /^\d+n$/.test(x) ? BigInt(x.slice(0, -1)) : x,
  )
  assert.deepEqual(Object.fromEntries(gw.games().map((g) => [g, gw.options(g)])), declared)
  assert.deepEqual(gw.games().filter((g) => !(g in SEATS)), [], 'a new game needs its seats here')
})

test('each option is the shape OptionSpec types', () => {
  for (const game of gw.games()) {
    for (const o of gw.options(game)) {
      assert.equal(typeof o.name, 'string')
      assert.equal(typeof o.doc, 'string')
      assert.ok(o.doc.length > 0, o.name)
      assert.equal(typeof o.analysis, 'boolean')
      const whole = (n) => (typeof n === 'number' && Number.isSafeInteger(n)) || typeof n === 'bigint'
      if (o.type === 'whole') {
        assert.ok(whole(o.min) && whole(o.max) && whole(o.default), o.name)
        assert.ok(o.min <= o.default && o.default <= o.max, o.name)
      } else if (o.type === 'word') {
        assert.equal(typeof o.default, 'string')
        assert.equal(o.default.length, o.len, o.name)
      } else {
        assert.equal(o.type, 'table', o.name)
        assert.equal(o.default.length, o.len, o.name)
        assert.ok(o.default.every((n) => whole(n) && n <= o.max), o.name)
      }
    }
  }
  // Past 2^53 - 1 a whole number is a bigint, exact (a stake's top).
  const stake = gw.options('duel').find((o) => o.name === 'stake')
  assert.equal(stake.max, 2n ** 63n - 1n)
  assert.equal(typeof gw.options('hunt')[0].max, 'number')
})

test('each default is what a new game\'s config writes', () => {
  for (const game of gw.games()) {
    const config = generic(game).config()
    for (const o of gw.options(game)) {
      assert.ok(o.name in config, `${game}.${o.name} in config()`)
      assert.deepEqual(config[o.name], o.default, `${game}.${o.name}`)
    }
    // And the typed constructor with no options makes the same config.
    assert.deepEqual(typed(game).config(), config, game)
  }
})

test('a typed constructor takes every whole option in camelCase and as the config spells it', () => {
  for (const game of gw.games()) {
    for (const o of gw.options(game).filter((o) => o.type === 'whole')) {
      // A value the default is not: the bottom of the range, or one above
      // it; for an option whose other values only old records may hold
      // (Word Grid's bot_rules, 1 for gridwords 0.1.0's logs), its default.
      const legacy = game === 'hunt' && o.name === 'bot_rules'
      const value = Number(legacy ? o.default : o.min === o.default ? o.min + 1 : o.min)
      assert.equal(typed(game, { [camel(o.name)]: value }).config()[o.name], value, `${game}.${camel(o.name)}`)
      assert.equal(typed(game, { [o.name]: value }).config()[o.name], value, `${game}.${o.name}`)
      // Set to null or undefined it is not given: the default.
      assert.deepEqual(typed(game, { [camel(o.name)]: null }).config()[o.name], o.default)
    }
  }
  const g = new hunt.Game(['human', 'human'], 1, 0, { roundMs: 60000 })
  assert.equal(g.config().round_ms, 60000)
  assert.deepEqual(
    new hunt.Game(['human', 'human'], 1, 0, { points: [1, 1, 2, 3, 5, 11] }).config().points,
    [1, 1, 2, 3, 5, 11],
  )
  assert.equal(new duel.Game(['human', 'human'], 1, 0, { startWord: 'toast' }).config().start_word, 'toast')
  assert.equal(new duel.Game(['human', 'human'], 1, 0, { stake: 500n }).config().stake, 500)
})

test('one past a whole option\'s top is INVALID_CONFIG, naming the option and its range', () => {
  assert.throws(
    () => new hunt.Game(['human', 'human'], 1, 0, { roundMs: 86400001 }),
    (e) => e.code === 'INVALID_CONFIG' && e.message === 'round_ms 86400001 is not in 1..=86400000',
  )
  // Every whole option of every game, from the declaration.
  for (const game of gw.games()) {
    for (const o of gw.options(game).filter((o) => o.type === 'whole')) {
      const past = BigInt(o.max) + 1n
      const value = past > BigInt(Number.MAX_SAFE_INTEGER) ? past : Number(past)
      assert.throws(
        () => typed(game, { [camel(o.name)]: value }),
        (e) => e.code === 'INVALID_CONFIG' && e.message === `${o.name} ${past} is not in ${o.min}..=${o.max}`,
        `${game}.${o.name}`,
      )
    }
  }
})

test('an unknown option is refused; another game\'s name is UNKNOWN_GAME', () => {
  assert.throws(() => new solo.Game(1, 0, { roundMs: 1 }), (e) => e.code === 'INVALID_JSON')
  assert.throws(
    () => gw.options('chess'),
    (e) => e.code === 'UNKNOWN_GAME' && e.message.includes('chess'),
  )
  assert.throws(() => gw.options(3), TypeError)
})

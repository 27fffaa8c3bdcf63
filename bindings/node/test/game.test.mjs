// hunt.Game from Node: a scripted round with exact scores, errors with
// stable codes, the all-or-nothing rule, snapshots, big seeds, and every
// cross-language vector replayed byte for byte.
//
// Seed 1 deals the tray `oencnmirapraeapb` (see core/tests/hunt_game.rs):
//    0 o  1 e  2 n  3 c
//    4 n  5 m  6 i  7 r
//    8 a  9 p 10 r 11 a
//   12 e 13 a 14 p 15 b
import test from 'node:test'
import assert from 'node:assert/strict'
import { fileURLToPath } from 'node:url'
import gw from '../index.js'

const { hunt } = gw
const SEED = 1
const T0 = 4000 // everyone ready at 1000, countdown 3000
const END = T0 + 180000

function humans(n, seed = SEED) {
  const g = new hunt.Game(Array(n).fill('human'), seed, 0)
  for (let s = 0; s < n; s++) g.ready(s, 1000)
  assert.equal(g.phase, 'countdown')
  assert.deepEqual(g.advance(T0), [
    { type: 'round_open', at_ms: T0, tray: 'oencnmirapraeapb', ends_at_ms: END },
  ])
  assert.equal(g.phase, 'live')
  return g
}

const snap = (g) => Buffer.from(g.snapshot()).toString('hex')

test('seed 1 deals the documented tray; the tray stays hidden before T0', () => {
  assert.equal(hunt.deal(SEED), 'oencnmirapraeapb')
  const g = new hunt.Game(['human', 'human', 'human'], SEED, 0)
  assert.equal(g.tray, null)
  assert.equal(g.seatCount, 3)
  assert.equal(g.botStrength, null)
  assert.equal(g.isOver, false)
  assert.deepEqual(g.ready(0, 1000), [{ type: 'ready', seat: 0, at_ms: 1000 }])
  g.ready(1, 1000)
  assert.deepEqual(g.ready(2, 1000), [
    { type: 'ready', seat: 2, at_ms: 1000 },
    { type: 'countdown', at_ms: 1000, t0_ms: T0 },
  ])
  assert.equal(g.tray, null)
  assert.equal(g.view(0).tray, null)
  assert.deepEqual(g.advance(T0 - 1), [])
  assert.equal(g.advance(T0)[0].type, 'round_open')
  assert.equal(g.tray, 'oencnmirapraeapb')
  assert.equal(g.clockMs, T0)
})

test('duplicates cancel across three players with a shared place', () => {
  const g = humans(3)
  const at = (i) => T0 + 5000 * i
  // P0: crappie (dup P1), cinema (dup P2), barman (unique, 5)
  // P1: crappie, appear (dup P2), riprap (unique, 5)
  // P2: cinema, appear, aim (unique, 1)
  assert.deepEqual(g.submit(0, '  CRAPPIE ', at(1)), [
    { type: 'accepted', seat: 0, word: 'crappie', path: [3, 7, 11, 14, 9, 6, 1], points: 8, at_ms: at(1) },
  ])
  const script = [
    [1, 'crappie', 1], [0, 'cinema', 2], [1, 'appear', 2], [0, 'barman', 3],
    [1, 'riprap', 3], [2, 'cinema', 4], [2, 'appear', 5], [2, 'aim', 6],
  ]
  for (const [seat, word, i] of script) {
    const ev = g.submit(seat, word, at(i))
    assert.equal(ev.length, 1)
    assert.equal(ev[0].type, 'accepted', word)
    assert.equal(ev[0].word, word)
  }
  // Misses: recorded, no points, not errors.
  const misses = [['qi', 'too_short'], ['zzzz', 'not_in_list'], ['cat', 'no_path'], ['barman', 'already_found']]
  misses.forEach(([word, reason], i) => {
    assert.deepEqual(g.submit(0, word, at(7) + i), [{ type: 'miss', seat: 0, word, reason, at_ms: at(7) + i }])
  })
  // Nobody sees anybody's words during the round.
  const v = g.view(1)
  assert.equal(v.seat, 1)
  assert.equal(v.you.words.length, 3)
  assert.deepEqual(v.seats.map((s) => s.words), [3, 3, 3])
  assert.equal(v.result, null)
  assert.equal(v.seed, null)
  assert.ok(!JSON.stringify(v).includes('barman'), "seat 1 must not see seat 0's words")
  const spectator = g.view()
  assert.equal(spectator.you, null)
  assert.deepEqual(g.view(null), spectator)
  assert.equal(g.result(), null)
  assert.equal(g.reveal(), null)

  assert.deepEqual(g.advance(END), [{ type: 'game_over', at_ms: END, reason: 'time' }])
  assert.equal(g.isOver, true)
  assert.equal(g.phase, 'over')
  const r = g.result()
  assert.deepEqual(r.seats.map((s) => s.score), [5, 5, 1])
  assert.deepEqual(r.seats.map((s) => s.place), [1, 1, 3])
  assert.deepEqual(r.seats[0].words.map((w) => [w.word, w.cancelled]), [
    ['crappie', true], ['cinema', true], ['barman', false],
  ])
  assert.equal(r.seats[0].misses.length, 4)
  assert.ok(r.seats.every((s) => s.rated && s.status === 'finished'))
  assert.equal(r.seed, '0x0000000000000001')
  assert.equal(r.end_reason, 'time')
  // The reveal: every word, longest first then alphabetical, with finders.
  assert.equal(r.reveal.length, 133)
  for (let i = 1; i < r.reveal.length; i++) {
    const [a, b] = [r.reveal[i - 1].word, r.reveal[i].word]
    assert.ok(a.length > b.length || (a.length === b.length && a < b), `${a} before ${b}`)
  }
  assert.deepEqual(r.reveal.find((w) => w.word === 'crappie').found_by, [0, 1])
  assert.deepEqual(g.reveal(3), r.reveal.slice(0, 3))
  assert.deepEqual(g.reveal(), r.reveal)
  // After the end everybody sees everything, the seed included.
  const after = g.view(2)
  assert.equal(after.seed, '0x0000000000000001')
  assert.deepEqual(after.result, r)
  // The result object is the engine's JSON, key order included.
  assert.equal(JSON.stringify(r), g.resultJson())
  // The log replays to the same result, in any binding.
  assert.equal(hunt.replayJson(g.log()), g.resultJson())
  assert.deepEqual(hunt.replay(g.log()), r)
  assert.equal(hunt.verify(g.log(), g.resultJson()), true)
  const other = JSON.parse(g.resultJson())
  other.seats[2].score = 2
  assert.equal(hunt.verify(g.log(), JSON.stringify(other)), false)
})

test('errors carry the stable code, and a refused call changes nothing', () => {
  const waiting = new hunt.Game(['human', 'human'], SEED, 0)
  waiting.ready(0, 500)
  const g = humans(3)
  g.submit(0, 'crappie', T0 + 10)
  const refusals = [
    [waiting, () => waiting.submit(1, 'crappie', 600), 'ROUND_NOT_OPEN'],
    [waiting, () => waiting.ready(0, 600), 'ALREADY_READY'],
    [waiting, () => waiting.ready(2, 600), 'UNKNOWN_SEAT'],
    [waiting, () => waiting.advance(499), 'TIME_WENT_BACKWARDS'],
    [g, () => g.submit(3, 'crappie', T0 + 20), 'UNKNOWN_SEAT'],
    [g, () => g.submit(-1, 'crappie', T0 + 20), 'INVALID_ARGUMENT'],
    [g, () => g.submit(2 ** 32, 'crappie', T0 + 20), 'UNKNOWN_SEAT'],
    [g, () => g.submit(2 ** 53, 'crappie', T0 + 20), 'INVALID_ARGUMENT'],
    [g, () => g.view(7), 'UNKNOWN_SEAT'],
    [g, () => g.submit(1, 'crappie', T0 + 9), 'TIME_WENT_BACKWARDS'],
    [g, () => g.submit(1, '   ', T0 + 20), 'EMPTY_WORD'],
    [g, () => g.submit(1, 'x'.repeat(65), T0 + 20), 'WORD_TOO_LONG'],
    [g, () => g.ready(1, T0 + 20), 'ALREADY_READY'],
    [g, () => g.submit(1, 'crappie', 1.5), 'INVALID_ARGUMENT'],
    [g, () => g.submit(1.5, 'crappie', T0 + 20), 'INVALID_ARGUMENT'],
    [g, () => g.advance(-1), 'INVALID_ARGUMENT'],
    [g, () => g.advance(2 ** 53), 'INVALID_ARGUMENT'],
    // Due at END: the round's end would fire first, then the word is refused;
    // the end is not kept either (all or nothing), the next call delivers it.
    [g, () => g.submit(1, 'crappie', END), 'ROUND_OVER'],
    [g, () => g.resign(2, END + 5), 'ROUND_OVER'],
  ]
  for (const [game, call, code] of refusals) {
    const before = snap(game)
    const log = game.log()
    assert.throws(call, (e) => e instanceof Error && e.code === code && e.message.length > 0, code)
    assert.equal(snap(game), before, `${code} changed the game`)
    assert.equal(game.log(), log)
  }
  assert.equal(g.isOver, false)
  assert.deepEqual(g.advance(END), [{ type: 'game_over', at_ms: END, reason: 'time' }])
  assert.throws(() => g.submit(1, 'cinema', END), { code: 'ROUND_OVER' })

  // Resign leaving one seat ends the game early: GAME_OVER after that.
  const two = humans(2)
  assert.deepEqual(two.resign(1, T0 + 1), [
    { type: 'resigned', seat: 1, at_ms: T0 + 1 },
    { type: 'game_over', at_ms: T0 + 1, reason: 'too_few_seats' },
  ])
  assert.throws(() => two.submit(0, 'crappie', T0 + 2), { code: 'GAME_OVER' })

  // The bot's seat takes no host actions.
  const bot = new hunt.Game(['human', 'bot'], SEED, 0)
  assert.ok(bot.botStrength >= 1 && bot.botStrength <= 5)
  assert.throws(() => bot.ready(1, 10), { code: 'BOT_SEAT' })
})

test('overrides: camelCase or the config\'s own spelling, and the word list in them or beside', () => {
  const small = gw.Lexicon.default()
  const a = new hunt.Game(['human', 'human'], 1, 0, { roundMs: 5000, move_deadline_ms: 9000, lexicon: small })
  const b = new hunt.Game(['human', 'human'], 1, 0, { round_ms: 5000, moveDeadlineMs: 9000 }, small)
  assert.equal(a.config().round_ms, 5000)
  assert.equal(a.config().move_deadline_ms, 9000)
  assert.equal(a.log(), b.log())
  assert.equal(a.snapshot().equals(b.snapshot()), true)
})

test('bad configs and overrides', () => {
  const bad = [
    [() => new hunt.Game(['human'], 1, 0), 'INVALID_CONFIG'],
    [() => new hunt.Game(['human', 'human', 'human', 'human', 'human'], 1, 0), 'INVALID_CONFIG'],
    [() => new hunt.Game(['bot', 'bot'], 1, 0), 'INVALID_CONFIG'],
    // The config is the core's JSON, parsed by the core: the same codes as
    // in C and Python (an unknown seat kind or key is INVALID_JSON).
    [() => new hunt.Game(['human', 'robot'], 1, 0), 'INVALID_JSON'],
    [() => new hunt.Game(['human', 'human'], 1, 0, { rounds: 3 }), 'INVALID_JSON'],
    // An override may not repeat an argument (it was silently ignored),
    // nor the word list be given twice.
    [() => new hunt.Game(['human', 'human'], 1, 0, { seed: 2 }), 'INVALID_ARGUMENT'],
    [() => new hunt.Game(['human', 'human'], 1, 0, { lexicon: gw.Lexicon.default() }, gw.Lexicon.default()), 'INVALID_ARGUMENT'],
    // Seeds go through gridwords::seed::parse: decimal or 0x hex.
    [() => new hunt.Game(['human', 'human'], 'xyz', 0), 'INVALID_ARGUMENT'],
    [() => new hunt.Game(['human', 'human'], 'abc', 0), 'INVALID_ARGUMENT'],
    [() => new hunt.Game(['human', 'human'], '0x', 0), 'INVALID_ARGUMENT'],
    [() => new hunt.Game(['human', 'human'], '0x' + '1'.repeat(17), 0), 'INVALID_ARGUMENT'],
    [() => new hunt.Game(['human', 'human'], '1'.repeat(21), 0), 'INVALID_ARGUMENT'],
    [() => new hunt.Game(['human', 'human'], -1, 0), 'INVALID_ARGUMENT'],
    [() => new hunt.Game(['human', 'human'], 2 ** 64, 0), 'INVALID_ARGUMENT'],
    [() => new hunt.Game(['human', 'human'], 2n ** 64n, 0), 'INVALID_ARGUMENT'],
    [() => new hunt.Game(['human', 'human'], 1, -5), 'INVALID_ARGUMENT'],
    [() => new hunt.Game(['human', 'human'], 1, 0, { roundMs: 0 }), 'INVALID_CONFIG'],
    [() => new hunt.Game(['human', 'human'], 1, 0, { countdownMs: 86400001 }), 'INVALID_CONFIG'],
    [() => new hunt.Game(['human', 'human'], 1, 0, { moveDeadlineMs: 1.5 }), 'INVALID_JSON'],
    [() => new hunt.Game(['human', 'human'], 1, 0, { points: [1, 2, 3] }), 'INVALID_POINTS'],
    [() => hunt.Game.fromConfigJson('{"seats": ["human", "human"]', 0), 'INVALID_JSON'],
    [() => hunt.Game.fromConfigJson('{"seats": ["human", "human"], "seed": 1, "rounds": 3}', 0), 'INVALID_JSON'],
    [() => hunt.Game.fromConfigJson('{"seats": ["human"], "seed": 1}', 0), 'INVALID_CONFIG'],
    [() => hunt.replay('{'), 'INVALID_LOG'],
    [() => hunt.replayJson('{"version": 1}'), 'INVALID_LOG'],
    [() => hunt.verify('{}', '{}'), 'INVALID_LOG'],
  ]
  for (const [call, code] of bad) assert.throws(call, { code }, code)

  const g = new hunt.Game(['human', 'human'], 1, 0, {
    roundMs: 10000,
    countdownMs: 0,
    moveDeadlineMs: 5000,
    points: [1, 1, 1, 1, 1, 1],
  })
  const v = g.view()
  assert.equal(v.deadline_ms, 5000)
  g.ready(0, 10)
  const ev = g.ready(1, 20)
  assert.deepEqual(ev.map((e) => e.type), ['ready', 'countdown', 'round_open'])
  assert.equal(ev[2].ends_at_ms, 10020)
  assert.equal(g.submit(0, 'crappie', 30)[0].points, 1)
  g.advance(10020)
  assert.equal(g.result().seats[0].score, 1)
  const config = JSON.parse(g.log()).config
  assert.equal(config.round_ms, 10000)
  // The same game from the config JSON the log carries.
  const same = hunt.Game.fromConfigJson(JSON.stringify(config), 0)
  assert.deepEqual(same.view(), new hunt.Game(['human', 'human'], 1, 0, { roundMs: 10000, countdownMs: 0, moveDeadlineMs: 5000, points: [1, 1, 1, 1, 1, 1] }).view())
})

test('snapshot and restore continue identically', () => {
  const a = humans(2)
  a.submit(0, 'crappie', T0 + 100)
  a.submit(1, 'zzzz', T0 + 200)
  const bytes = a.snapshot()
  assert.ok(Buffer.isBuffer(bytes))
  const b = hunt.Game.restore(bytes)
  assert.equal(snap(b), snap(a))
  assert.deepEqual(b.view(0), a.view(0))
  for (const g of [a, b]) {
    g.submit(1, 'cinema', T0 + 300)
    g.submit(0, 'cinema', T0 + 400)
    g.resign(1, T0 + 500)
  }
  assert.equal(snap(b), snap(a))
  assert.equal(b.log(), a.log())
  assert.equal(b.resultJson(), a.resultJson())
  assert.ok(a.isOver)
  assert.throws(() => hunt.Game.restore(Buffer.from('not a snapshot')), { code: 'INVALID_SNAPSHOT' })
  assert.throws(() => hunt.Game.restore(Buffer.alloc(0)), { code: 'INVALID_SNAPSHOT' })
  const truncated = bytes.subarray(0, bytes.length - 3)
  assert.throws(() => hunt.Game.restore(truncated), { code: 'INVALID_SNAPSHOT' })
})

test('seeds above 2^53 as bigint or hex string; clocks above 2^32 stay numbers', () => {
  const big = 0xfedcba9876543210n
  const now = 1_700_000_000_000 // a Date.now() clock
  const a = new hunt.Game(['human', 'human'], big, now)
  const b = new hunt.Game(['human', 'human'], '0xfedcba9876543210', now)
  const c = new hunt.Game(['human', 'human'], '0xFEDCBA9876543210', now)
  const d = new hunt.Game(['human', 'human'], big.toString(), now) // decimal
  assert.equal(snap(a), snap(b))
  assert.equal(snap(a), snap(c))
  assert.equal(snap(a), snap(d))
  a.ready(0, now + 1)
  const ev = a.ready(1, now + 2)
  assert.deepEqual(ev[1], { type: 'countdown', at_ms: now + 2, t0_ms: now + 3002 })
  assert.equal(typeof ev[1].t0_ms, 'number')
  assert.equal(a.advance(now + 3002)[0].tray, hunt.deal(big))
  a.resign(0, now + 4000)
  const r = a.result()
  assert.equal(r.seed, '0xfedcba9876543210')
  assert.equal(typeof r.ended_at_ms, 'number')
  assert.equal(r.ended_at_ms, now + 4000)
  assert.equal(JSON.parse(a.log()).config.seed, '0xfedcba9876543210')
  assert.equal(hunt.replayJson(a.log()), a.resultJson())
  // The largest seed, both ways.
  const max = new hunt.Game(['human', 'human'], 2n ** 64n - 1n, 0)
  assert.equal(snap(max), snap(new hunt.Game(['human', 'human'], '0xffffffffffffffff', 0)))
  assert.equal(snap(max), snap(new hunt.Game(['human', 'human'], '18446744073709551615', 0)))
  // "42" is decimal 42 everywhere, "0x42" is hex.
  assert.equal(snap(new hunt.Game(['human', 'human'], '42', 0)), snap(new hunt.Game(['human', 'human'], 42, 0)))
  assert.equal(snap(new hunt.Game(['human', 'human'], '0x42', 0)), snap(new hunt.Game(['human', 'human'], 66, 0)))
})

test('submitJson returns the same events as JSON text, and refuses alike', () => {
  const a = humans(2)
  const b = humans(2)
  for (const [word, at] of [['crappie', T0 + 10], ['zzzz', T0 + 20], ['crappie', T0 + 30]]) {
    const text = b.submitJson(0, word, at)
    assert.equal(typeof text, 'string')
    assert.equal(text, JSON.stringify(a.submit(0, word, at)))
  }
  const before = snap(b)
  assert.throws(() => b.submitJson(0, '   ', T0 + 40), { code: 'EMPTY_WORD' })
  assert.throws(() => b.submitJson(0, 'aim', T0), { code: 'TIME_WENT_BACKWARDS' })
  assert.equal(snap(b), before)
})

test('games run in worker threads too (one JSON.parse cache per environment)', async () => {
  const { Worker } = await import('node:worker_threads')
  const src = `
    const { parentPort, workerData } = require('node:worker_threads')
    const { hunt } = require(workerData)
    const g = new hunt.Game(['human', 'human'], 1, 0)
    g.ready(0, 1000)
    parentPort.postMessage(g.ready(1, 1000))`
  const index = fileURLToPath(new URL('../index.js', import.meta.url))
  const runs = [0, 1].map(
    () =>
      new Promise((resolve, reject) => {
        const w = new Worker(src, { eval: true, workerData: index })
        w.once('message', resolve)
        w.once('error', reject)
      }),
  )
  for (const events of await Promise.all(runs)) {
    assert.deepEqual(events, [
      { type: 'ready', seat: 1, at_ms: 1000 },
      { type: 'countdown', at_ms: 1000, t0_ms: T0 },
    ])
  }
  // The main thread's cache is untouched by the workers' exits.
  assert.equal(humans(2).submit(0, 'crappie', T0)[0].points, 8)
})

// Wordgrid (`duel`) from Node: the typed `duel.Game` (a scripted game with
// known scores, every refusal code once with the game unchanged, draw
// offers that lapse, are declined and accepted with refunds, bots on
// `advance`), the generic JSON surface giving the typed game's bytes,
// WRONG_GAME between the typed classes both ways, the analysis functions,
// and the argument rule (wrong JS type: TypeError; bad value: a code).
//
// The start board: SHEEP across the middle row, cells 10–14 (s=10, h=11,
// e=12, e=13, p=14); cell 6 is above the H, cell 16 below it.
import test from 'node:test'
import assert from 'node:assert/strict'
import gw from '../index.js'

const { Game, duel, hunt, Lexicon } = gw
const START = '..........sheep..........'
const CLOCK = 600000
const codes = new Set(Object.keys(gw.errorCodes()))

const same = (a, b) => assert.deepEqual(Buffer.from(a), Buffer.from(b))

/** Asserts `call` throws the gridwords error `code` and leaves `g` unchanged. */
function refused(g, call, code) {
  const before = g.snapshot()
  const clock = g.clockMs
  assert.throws(call, (e) => e instanceof Error && !(e instanceof TypeError) && e.code === code, `${call}: ${code}`)
  assert.ok(codes.has(code), code)
  same(g.snapshot(), before)
  assert.equal(g.clockMs, clock)
}

test('a scripted game: known scores, paths, clocks and getters', () => {
  const g = new duel.Game(['human', 'human'], 7, 0)
  assert.equal(g.game, 'duel')
  assert.equal(g.board, START)
  assert.equal(g.toMove, 0)
  assert.deepEqual(g.scores, [0, 0])
  assert.deepEqual(g.played, ['sheep'])
  assert.deepEqual(g.clocksMs, [CLOCK, CLOCK])
  assert.equal(g.drawOffer, null)
  assert.equal(g.seatCount, 2)
  assert.equal(g.nextDue, CLOCK) // seat 0's flag falls then

  // Seat 0: A above the H, "ha" named by its word (2 points, path [11, 6]).
  assert.deepEqual(g.play(0, 6, 'a', 'ha', 1000), [
    { type: 'move', seat: 0, cell: 6, letter: 'a', path: [11, 6], word: 'ha', points: 2, at_ms: 1000 },
  ])
  // Seat 1: E below the H, "he" named by its path.
  assert.deepEqual(g.play(1, 16, 'E', [11, 16], 3000), [
    { type: 'move', seat: 1, cell: 16, letter: 'e', path: [11, 16], word: 'he', points: 2, at_ms: 3000 },
  ])
  // Seat 0: T beside the A, "hat" (3 points).
  const [hat] = g.play(0, 7, 't', 'hat', 4000)
  assert.deepEqual(hat.path, [11, 6, 7])
  assert.equal(hat.points, 3)

  assert.deepEqual(g.scores, [5, 2])
  assert.deepEqual(g.played, ['sheep', 'ha', 'he', 'hat'])
  assert.equal(g.board, '......at..sheep.e........')
  assert.equal(g.toMove, 1)
  assert.deepEqual(g.clocksMs, [CLOCK - 1000 - 1000, CLOCK - 2000])
  assert.equal(g.clockMs, 4000)
  assert.equal(g.isOver, false)
  assert.equal(g.result(), null)

  // The view says the same, and hides the seed until the end.
  const v = g.view(1)
  assert.equal(v.seat, 1)
  assert.equal(v.board, g.board)
  assert.deepEqual(v.scores, [5, 2])
  assert.deepEqual(v.played, g.played)
  assert.deepEqual(v.clocks_ms, g.clocksMs)
  assert.equal(v.to_move, 1)
  assert.deepEqual(v.seats, ['human', 'human'])
  assert.equal(v.seed, null)
  assert.equal(v.moves.length, 3)
  assert.deepEqual(g.view().seat, null)

  // Resigning ends it; the result is the engine's, byte for byte.
  const ev = g.resign(1, 5000)
  assert.deepEqual(ev, [
    { type: 'resigned', seat: 1, at_ms: 5000 },
    { type: 'game_over', at_ms: 5000, reason: 'resignation', winner: 0 },
  ])
  assert.equal(g.toMove, null)
  const r = g.result()
  assert.equal(r.winner, 0)
  assert.equal(r.draw, false)
  assert.equal(r.reason, 'resignation')
  assert.deepEqual(r.scores, [5, 2])
  assert.equal(r.seed, '0x0000000000000007')
  assert.equal(r.settlement, null) // practice
  assert.deepEqual(r.moves.map((m) => [m.seat, m.word, m.points]), [[0, 'ha', 2], [1, 'he', 2], [0, 'hat', 3]])
  assert.equal(JSON.stringify(r), g.resultJson())
  assert.equal(duel.replayJson(g.log()), g.resultJson())
  assert.equal(gw.replayJson(g.log()), g.resultJson())
  assert.equal(duel.verify(g.log(), g.resultJson()), true)
})

test('the objects play builds are the engine JSON, alone and with other events', () => {
  const a = new duel.Game(['human', 'human'], 3, 0)
  const b = new duel.Game(['human', 'human'], 3, 0)
  const steps = [
    (g, json) => (json ? g.playJson(0, 6, 'a', [11, 6], 1000) : g.play(0, 6, 'a', [11, 6], 1000)),
    (g) => g.offerDraw(0, 1500),
    // A move with the offer lapsing after it: built from the engine's JSON.
    (g, json) => (json ? g.playJson(1, 16, 'e', 'he', 2000) : g.play(1, 16, 'e', 'he', 2000)),
    (g, json) => (json ? g.playJson(0, 7, 'T', 'hat', 2500) : g.play(0, 7, 'T', 'hat', 2500)),
  ]
  for (const step of steps) {
    const objects = step(a, false)
    const text = step(b, true)
    if (typeof text === 'string') assert.equal(JSON.stringify(objects), text)
  }
  same(a.snapshot(), b.snapshot())
})

test('every refusal has its code and changes nothing', () => {
  const g = new duel.Game(['human', 'human'], 11, 0)
  refused(g, () => g.play(1, 6, 'a', 'ha', 100), 'NOT_YOUR_TURN')
  refused(g, () => g.play(0, 25, 'a', 'ha', 100), 'CELL_OUT_OF_RANGE')
  refused(g, () => g.play(0, 6, 'a', [11, 30], 100), 'CELL_OUT_OF_RANGE')
  refused(g, () => g.play(0, 11, 'a', 'ha', 100), 'CELL_FILLED')
  refused(g, () => g.play(0, 0, 'a', 'ha', 100), 'CELL_NOT_ADJACENT')
  refused(g, () => g.play(0, 6, '1', 'ha', 100), 'NOT_A_LETTER')
  refused(g, () => g.play(0, 6, 'é', 'ha', 100), 'NOT_A_LETTER')
  refused(g, () => g.play(0, 6, 'ab', 'ha', 100), 'NOT_A_LETTER')
  refused(g, () => g.play(0, 6, '', 'ha', 100), 'NOT_A_LETTER')
  refused(g, () => g.play(0, 6, 'a', [11, 7], 100), 'PATH_NOT_CONNECTED')
  refused(g, () => g.play(0, 6, 'a', [11, 6, 11], 100), 'PATH_REPEATS_CELL')
  refused(g, () => g.play(0, 6, 'a', [10, 11], 100), 'PATH_MISSES_NEW_CELL')
  refused(g, () => g.play(0, 6, 'a', [6, 7], 100), 'PATH_CROSSES_EMPTY')
  refused(g, () => g.play(0, 6, 'x', [11, 6], 100), 'WORD_NOT_IN_LIST')
  refused(g, () => g.play(0, 6, 'a', 'zzz', 100), 'WORD_NOT_IN_LIST')
  refused(g, () => g.play(0, 6, 'a', 'at', 100), 'WORD_NOT_ON_BOARD')
  refused(g, () => g.play(2, 6, 'a', 'ha', 100), 'UNKNOWN_SEAT')
  refused(g, () => g.acceptDraw(1, 100), 'NO_DRAW_OFFER')
  refused(g, () => g.declineDraw(0, 100), 'NO_DRAW_OFFER')
  refused(g, () => g.play(0, 6, 'a', 'ha', -1), 'INVALID_ARGUMENT')
  refused(g, () => g.play(0, 6.5, 'a', 'ha', 100), 'INVALID_ARGUMENT')
  refused(g, () => g.play(0, 6, 'a', [11, -6], 100), 'INVALID_ARGUMENT')
  refused(g, () => g.play(-1, 6, 'a', 'ha', 100), 'INVALID_ARGUMENT')

  g.play(0, 6, 'a', 'ha', 1000)
  refused(g, () => g.play(1, 16, 'a', [11, 16], 2000), 'WORD_ALREADY_PLAYED')
  refused(g, () => g.play(1, 16, 'e', 'he', 999), 'TIME_WENT_BACKWARDS')
  g.offerDraw(0, 1100)
  refused(g, () => g.offerDraw(0, 1200), 'DRAW_ALREADY_OFFERED')
  refused(g, () => g.offerDraw(1, 1200), 'DRAW_ALREADY_OFFERED')
  refused(g, () => g.acceptDraw(0, 1200), 'NO_DRAW_OFFER')
  g.resign(0, 1300)
  refused(g, () => g.play(1, 16, 'e', 'he', 1400), 'GAME_OVER')
  refused(g, () => g.offerDraw(1, 1400), 'GAME_OVER')

  // A bot's seat is the engine's to play.
  const b = new duel.Game(['human', 'bot:easy'], 5, 0)
  refused(b, () => b.offerDraw(1, 10), 'BOT_SEAT')

  // A move arriving exactly when the mover's time is gone is refused, and
  // the refusal changes nothing: `advance` then delivers the timeout.
  const t = new duel.Game(['human', 'human'], 5, 0, { clockMs: 1000 })
  refused(t, () => t.play(0, 6, 'a', 'ha', 1000), 'TIME_UP')
  assert.equal(t.isOver, false)
  assert.deepEqual(t.advance(1000), [{ type: 'game_over', at_ms: 1000, reason: 'timeout', winner: 1 }])
  assert.equal(t.result().reason, 'timeout')
  refused(t, () => t.play(0, 6, 'a', 'ha', 1000), 'TIME_UP')
  refused(t, () => t.resign(1, 1000), 'GAME_OVER')
})

test('configs and options are judged by the core, with its codes', () => {
  const bad = [
    [() => new duel.Game(['human'], 1, 0), 'INVALID_CONFIG'],
    [() => new duel.Game(['human', 'human', 'human'], 1, 0), 'INVALID_CONFIG'],
    [() => new duel.Game(['human', 'bot'], 1, 0), 'INVALID_JSON'],
    [() => new duel.Game(['human', 'human'], 1, 0, { stake: 2n ** 63n }), 'INVALID_CONFIG'],
    // Option values cross as JSON and the core reads them as it reads a
    // config JSON's: a wrong type or a bad number is its INVALID_JSON.
    [() => new duel.Game(['human', 'human'], 1, 0, { stake: 2n ** 64n }), 'INVALID_JSON'],
    [() => new duel.Game(['human', 'human'], 1, 0, { stake: -1 }), 'INVALID_JSON'],
    [() => new duel.Game(['human', 'human'], 1, 0, { stake: 0.5 }), 'INVALID_JSON'],
    [() => new duel.Game(['human', 'human'], 1, 0, { stake: '500' }), 'INVALID_JSON'],
    [() => new duel.Game(['human', 'human'], 1, 0, { startWord: 5 }), 'INVALID_JSON'],
    // A bigint is its exact integer, as in a config object.
    [() => new duel.Game(['human', 'human'], 1, 0, { clockMs: 0n }), 'INVALID_CONFIG'],
    // An option may not repeat the constructor's own argument.
    [() => new duel.Game(['human', 'human'], 1, 0, { seed: 2 }), 'INVALID_ARGUMENT'],
    // Config fields, judged by the core as in a JSON config (and as Python's).
    [() => new duel.Game(['human', 'human'], 1, 0, { stake: -1 }), 'INVALID_JSON'],
    [() => new duel.Game(['human', 'human'], 1, 0, { seats: ['human', 'human'] }), 'INVALID_ARGUMENT'],
    [() => new duel.Game(['human', 'human'], 1, 0, { clockMs: 0 }), 'INVALID_CONFIG'],
    [() => new duel.Game(['human', 'human'], 1, 0, { startWord: 'goat' }), 'INVALID_CONFIG'],
    [() => new duel.Game(['human', 'human'], 1, 0, { startWord: 'zzzzz' }), 'INVALID_CONFIG'],
    [() => new duel.Game(['human', 'human'], 1, 0, { stake: 5, clockMs: 1000 }), 'INVALID_CONFIG'],
    [() => new duel.Game(['human', 'human'], 1, 0, { stakes: 5 }), 'INVALID_JSON'],
    [() => new duel.Game(['human', 'human'], 'x', 0), 'INVALID_ARGUMENT'],
    [() => duel.Game.fromConfigJson('[1]', 0), 'INVALID_JSON'],
    [() => duel.Game.fromConfigJson({ seats: ['human', 'human'], seed: 1, extra: 1 }, 0), 'INVALID_JSON'],
    [() => new Game({ game: 'duel', seats: ['human', 'human'], seed: 1, stake: -5 }, 0), 'INVALID_JSON'],
  ]
  for (const [call, code] of bad) {
    assert.throws(call, (e) => !(e instanceof TypeError) && e.code === code, `${call}: ${code}`)
  }
  // Options that do apply: a stake, an analysis start word and clock.
  const s = new duel.Game(['human', 'human'], 1, 0, { stake: 250 })
  assert.equal(s.config().stake, 250)
  assert.equal(s.view().stake, 250)
  const a = new duel.Game(['human', 'human'], 1, 0, { startWord: 'Toast', clockMs: 60000, lexicon: Lexicon.default() })
  assert.equal(a.board, '..........toast..........')
  assert.deepEqual(a.clocksMs, [60000, 60000])
  assert.deepEqual(a.played, ['toast'])
  const c = duel.Game.fromConfigJson({ seats: ['human', 'human'], seed: '0x2a', stake: 100 }, 0)
  // The other options at their defaults, as the core declares them.
  const defaults = Object.fromEntries(gw.options('duel').map((o) => [o.name, o.default]))
  assert.deepEqual(c.config(), { game: 'duel', seats: ['human', 'human'], seed: '0x000000000000002a', ...defaults, stake: 100 })
  // Stakes are for two people: any bot seat makes the game practice.
  for (const seats of [['human', 'bot:hard'], ['bot:easy', 'human'], ['bot:medium', 'bot:easy']]) {
    assert.throws(() => new duel.Game(seats, 1, 0, { stake: 100 }), (e) => e.code === 'INVALID_CONFIG' && /practice/.test(e.message))
    assert.throws(() => duel.Game.fromConfigJson({ seats, seed: 1, stake: 1 }, 0), (e) => e.code === 'INVALID_CONFIG')
    assert.equal(new duel.Game(seats, 1, 0).view().stake, 0)
  }
  // The start word in any case: "Sheep" is SHEEP, so a staked match.
  for (const startWord of ['Sheep', 'SHEEP']) {
    assert.equal(new duel.Game(['human', 'human'], 1, 0, { stake: 100, startWord }).board, '..........sheep..........')
  }
  assert.equal(duel.Game.fromConfigJson('{"game":"duel","seats":["human","human"],"seed":3}', 0).game, 'duel')
  // A custom word list: the start word must be in it, and the game needs it again.
  const lex = Lexicon.fromWords(['sheep', 'ha', 'he', 'hat'])
  const l = new duel.Game(['human', 'human'], 1, 0, { lexicon: lex })
  l.play(0, 6, 'a', 'ha', 10)
  refused(l, () => l.play(1, 16, 'e', 'hen', 20), 'WORD_NOT_IN_LIST')
  assert.equal(duel.Game.restore(l.snapshot(), lex).board, l.board)
  assert.equal(duel.Game.fromLog(l.log(), lex).board, l.board)
})

test('draw offers lapse, are declined, and an agreed draw refunds both stakes', () => {
  const g = new duel.Game(['human', 'human'], 9, 0, { stake: 500 })
  g.play(0, 6, 'a', 'ha', 100)
  // Seat 0 offers; seat 1, whom it was made to, moves: the offer lapses.
  assert.deepEqual(g.offerDraw(0, 150), [{ type: 'draw_offered', seat: 0, at_ms: 150 }])
  assert.equal(g.drawOffer, 0)
  assert.equal(g.view(1).draw_offer, 0)
  const ev = g.play(1, 16, 'e', 'he', 200)
  assert.deepEqual(ev.map((e) => e.type), ['move', 'draw_lapsed'])
  assert.deepEqual(ev[1], { type: 'draw_lapsed', seat: 0, at_ms: 200 })
  assert.equal(g.drawOffer, null)
  // Seat 1 offers (on seat 0's turn); seat 0 declines.
  g.offerDraw(1, 300)
  assert.deepEqual(g.declineDraw(0, 400), [{ type: 'draw_declined', seat: 0, at_ms: 400 }])
  assert.equal(g.drawOffer, null)
  // Seat 0 offers; seat 1 accepts: a draw, both stakes back.
  g.offerDraw(0, 500)
  assert.deepEqual(g.acceptDraw(1, 600), [{ type: 'game_over', at_ms: 600, reason: 'agreement', winner: null }])
  const r = g.result()
  assert.equal(r.draw, true)
  assert.equal(r.winner, null)
  assert.equal(r.reason, 'agreement')
  assert.deepEqual(r.settlement, { stake: 500, pot: 1000, payout: 0, fee: 0, refund: 500 })
  assert.equal(g.drawOffer, null)
  assert.equal(duel.replayJson(g.log()), g.resultJson())

  // A decided staked game pays the winner the pot less the fee.
  const w = new duel.Game(['human', 'human'], 9, 0, { stake: 505n })
  w.resign(0, 100)
  assert.deepEqual(w.result().settlement, { stake: 505, pot: 1010, payout: 909, fee: 101, refund: 0 })
  assert.equal(w.result().winner, 1)
})

test('bots play on advance, spending their own clocks, to a replayable end', () => {
  // A human against a bot: the bot answers at nextDue, through advance.
  const g = new duel.Game(['human', 'bot:medium'], 21, 0)
  g.play(0, 6, 'a', 'ha', 2000)
  assert.equal(g.toMove, 1)
  const due = g.nextDue
  assert.ok(due > 2000 && due < 2000 + CLOCK, `${due}`)
  assert.deepEqual(g.advance(due - 1), [])
  const [move, ...rest] = g.advance(due)
  assert.equal(move.type, 'move')
  assert.equal(move.seat, 1)
  assert.equal(move.at_ms, due)
  assert.deepEqual(rest.filter((e) => e.type !== 'game_over'), [])
  assert.equal(g.clocksMs[1], CLOCK - (due - 2000))

  // Two bots to the end.
  const b = new duel.Game(['bot:easy', 'bot:hard'], 33, 0)
  const events = []
  while (!b.isOver) {
    assert.notEqual(b.nextDue, null)
    events.push(...b.advance(b.nextDue))
  }
  assert.equal(b.nextDue, null)
  const moves = events.filter((e) => e.type === 'move')
  assert.ok(moves.length >= 4, `${moves.length} moves`)
  moves.forEach((m, i) => {
    assert.equal(m.seat, i % 2)
    assert.equal(m.points, m.word.length)
    assert.equal(m.path.length, m.word.length)
    assert.ok(m.path.includes(m.cell))
  })
  assert.equal(events.at(-1).type, 'game_over')
  const r = b.result()
  assert.deepEqual(r.scores, [0, 1].map((s) => moves.filter((m) => m.seat === s).reduce((a, m) => a + m.points, 0)))
  assert.equal(duel.replayJson(b.log()), b.resultJson())
  assert.equal(JSON.stringify(duel.Game.restore(b.snapshot()).result()), b.resultJson())
})

// One game as [seat, action, fields, time]: moves by word and by path, an
// offer that lapses, one declined, then a resignation.
const SCRIPT = [
  [0, 'play', { cell: 6, letter: 'a', word: 'ha' }, 1000],
  [0, 'offer_draw', {}, 1500],
  [1, 'play', { cell: 16, letter: 'e', path: [11, 16] }, 3000],
  [0, 'play', { cell: 7, letter: 't', word: 'hat' }, 4000],
  [1, 'offer_draw', {}, 4100],
  [0, 'decline_draw', {}, 4200],
  [1, 'resign', {}, 5000],
]

test('the generic JSON surface gives the typed game, byte for byte', () => {
  const config = { game: 'duel', seats: ['human', 'human'], seed: 77, stake: 40 }
  const typed = new duel.Game(config.seats, config.seed, 0, { stake: config.stake })
  const generic = new Game(config, 0)
  const text = new Game(JSON.stringify(config), 0)
  for (const [seat, action, f, at] of SCRIPT) {
    let ev
    if (action === 'play') ev = typed.play(seat, f.cell, f.letter, f.word ?? f.path, at)
    if (action === 'offer_draw') ev = typed.offerDraw(seat, at)
    if (action === 'decline_draw') ev = typed.declineDraw(seat, at)
    if (action === 'resign') ev = typed.resign(seat, at)
    const viaJson = generic.act({ action, seat, ...f }, at)
    assert.deepEqual(viaJson, ev)
    assert.equal(text.actJson(JSON.stringify({ seat, action, ...f }), at), JSON.stringify(ev))
    // Wordgrid hides nothing: every seat's feed is every event.
    assert.deepEqual(generic.eventsFor(viaJson, 1), viaJson)
  }
  for (const g of [generic, text]) {
    assert.equal(g.game, 'duel')
    assert.equal(g.resultJson(), typed.resultJson())
    assert.equal(g.log(), typed.log())
    same(g.snapshot(), typed.snapshot())
    assert.deepEqual(g.view(0), typed.view(0))
  }
  assert.equal(typed.result().settlement.payout, 72)
  // The classes restore each other.
  assert.equal(duel.Game.restore(generic.snapshot()).resultJson(), typed.resultJson())
  assert.equal(Game.restore(typed.snapshot()).game, 'duel')
  assert.equal(duel.Game.fromLog(JSON.parse(generic.log())).resultJson(), typed.resultJson())
})

test('WRONG_GAME both ways: a typed class or function given the other game', () => {
  const d = new duel.Game(['human', 'human'], 1, 0)
  d.resign(0, 10)
  const h = new hunt.Game(['human', 'human'], 1, 0)
  h.resign(0, 10)
  assert.ok(h.isOver && d.isOver)
  const wrong = [
    () => hunt.Game.restore(d.snapshot()),
    () => hunt.Game.fromLog(d.log()),
    () => hunt.replay(d.log()),
    () => hunt.replayJson(d.log()),
    () => hunt.verify(d.log(), d.resultJson()),
    () => hunt.Game.fromConfigJson({ game: 'duel', seats: ['human', 'human'], seed: 1 }, 0),
    () => duel.Game.restore(h.snapshot()),
    () => duel.Game.fromLog(h.log()),
    () => duel.replay(h.log()),
    () => duel.replayJson(h.log()),
    () => duel.verify(h.log(), h.resultJson()),
    () => duel.Game.fromConfigJson({ game: 'hunt', seats: ['human', 'human'], seed: 1 }, 0),
  ]
  for (const call of wrong) {
    assert.throws(call, (e) => e.code === 'WRONG_GAME' && !/WRONG_GAME/.test(e.message), String(call))
  }
  // The core's typed messages, as Python's typed classes give them.
  assert.throws(() => duel.Game.restore(h.snapshot()), { message: 'this is a "hunt" snapshot, not a "duel" one' })
  assert.throws(() => duel.Game.fromLog(h.log()), { message: 'this is a "hunt" log, not a "duel" one' })
  // An option given as null or undefined is the core's default, as Python's None.
  const dflt = new duel.Game(['human', 'human'], 1, 0, { stake: null, startWord: undefined, clockMs: null })
  assert.deepEqual(dflt.config(), new duel.Game(['human', 'human'], 1, 0).config())
  // The generic class takes both.
  assert.equal(Game.restore(d.snapshot()).game, 'duel')
  assert.equal(Game.restore(h.snapshot()).game, 'hunt')
  assert.deepEqual(gw.games(), ['hunt', 'duel', 'solo'])
  // A typed method called on the other typed class's object is refused.
  assert.throws(() => duel.Game.prototype.play.call(h, 0, 6, 'a', 'ha', 30))
  assert.throws(() => hunt.Game.prototype.submit.call(d, 0, 'ha', 30))
})

test('legalMoves and bestMoves: the engine generator, sync and async', async () => {
  const moves = duel.legalMoves(START, ['sheep'])
  assert.ok(moves.length > 20, `${moves.length}`)
  for (const m of moves) {
    assert.deepEqual(Object.keys(m), ['cell', 'letter', 'path', 'word'])
    assert.equal(START[m.cell], '.')
    assert.ok(m.path.includes(m.cell))
    assert.equal(m.path.length, m.word.length)
    const after = START.slice(0, m.cell) + m.letter + START.slice(m.cell + 1)
    assert.equal(m.path.map((c) => after[c]).join(''), m.word)
  }
  assert.ok(moves.some((m) => m.cell === 6 && m.letter === 'a' && m.word === 'ha'))
  // Every listed move is accepted by a game in that position.
  for (const m of moves.slice(0, 10)) {
    const g = new duel.Game(['human', 'human'], 1, 0)
    assert.deepEqual(g.play(0, m.cell, m.letter, m.path, 5)[0].word, m.word)
  }
  // Spent words are not legal.
  assert.ok(!duel.legalMoves(START, ['sheep', 'ha']).some((m) => m.word === 'ha'))
  // Spent words as a caller types them are folded by the core, as in Python and C.
  assert.deepEqual(duel.legalMoves(START, [' SHEEP', 'Ha']), duel.legalMoves(START, ['sheep', 'ha']))
  // A custom list.
  const lex = Lexicon.fromWords(['sheep', 'ha', 'ah'])
  assert.deepEqual(
    duel.legalMoves(START, ['sheep'], lex).map((m) => `${m.cell}${m.letter}:${m.word}`).sort(),
    ['16a:ah', '16a:ha', '6a:ah', '6a:ha'],
  )

  const best = duel.bestMoves(START, ['sheep'])
  assert.equal(best.length, 10)
  assert.deepEqual(Object.keys(best[0]), ['cell', 'letter', 'path', 'word', 'points', 'reply'])
  for (let i = 1; i < best.length; i++) {
    assert.ok(best[i - 1].points - best[i - 1].reply >= best[i].points - best[i].reply)
  }
  assert.equal(duel.bestMoves(START, ['sheep'], 3).length, 3)
  assert.deepEqual(duel.bestMoves(START, ['sheep'], 3), best.slice(0, 3))
  assert.deepEqual(duel.bestMoves(START, ['sheep'], 0), [])
  assert.deepEqual(await duel.bestMovesAsync(START, ['sheep']), best)
  assert.deepEqual(await duel.bestMovesAsync(START, ['sheep'], 2, Lexicon.default()), best.slice(0, 2))
  // A full board has no moves.
  assert.deepEqual(duel.legalMoves('abcdefghijsheepklmnopqrst', ['sheep']), [])

  assert.throws(() => duel.legalMoves('sheep', ['sheep']), (e) => e.code === 'INVALID_BOARD')
  assert.throws(() => duel.bestMoves('..........SHEEP.........1', []), (e) => e.code === 'INVALID_BOARD')
  assert.throws(() => duel.bestMovesAsync('x', []), (e) => e.code === 'INVALID_BOARD')
  assert.throws(() => duel.bestMoves(START, [], -1), (e) => e.code === 'INVALID_ARGUMENT')
})

test('wrong JS types are TypeErrors; bad values carry a catalogue code', () => {
  const g = new duel.Game(['human', 'human'], 1, 0)
  const typeErrors = [
    () => new duel.Game('human', 1, 0),
    () => new duel.Game(['human', 2], 1, 0),
    () => new duel.Game(['human', 'human'], null, 0),
    () => new duel.Game(['human', 'human'], 1, '0'),
    () => new duel.Game(['human', 'human'], 1, 0, 'options'),
    () => new duel.Game(['human', 'human'], 1, 0, [500]),
    () => new duel.Game(['human', 'human'], 1, 0, { lexicon: {} }),
    () => new duel.Game(['human', 'human'], 1, 0, { lexicon: 'default' }),
    () => duel.Game.fromConfigJson(5, 0),
    () => g.play('0', 6, 'a', 'ha', 10),
    () => g.play(0, '6', 'a', 'ha', 10),
    () => g.play(0, 6, 97, 'ha', 10),
    () => g.play(0, 6, 'a', 5, 10),
    () => g.play(0, 6, 'a', { path: [11, 6] }, 10),
    () => g.play(0, 6, 'a', ['11', '6'], 10),
    () => g.play(0, 6, 'a', 'ha', '10'),
    () => g.play(0, 6, 'a', 'ha'),
    () => g.playJson(0, 6, null, 'ha', 10),
    () => g.offerDraw('0', 10),
    () => g.acceptDraw(0, null),
    () => g.declineDraw(0, {}),
    () => g.resign(0, 10n),
    () => g.act({ action: 'play', seat: 0, cell: 6, letter: 'a', word: () => 'ha' }, 10),
    () => duel.legalMoves(5, []),
    () => duel.legalMoves(START, 'sheep'),
    () => duel.legalMoves(START, [1]),
    () => duel.legalMoves(START, [], 'lexicon'),
    () => duel.bestMoves(START, [], '3'),
    () => duel.bestMovesAsync(START, null),
    () => duel.replayJson(5),
  ]
  for (const call of typeErrors) {
    assert.throws(call, (e) => e instanceof TypeError && e.code === 'ERR_INVALID_ARG_TYPE', String(call))
  }
  // The game is untouched by all of that.
  assert.equal(g.board, START)
  assert.equal(g.clockMs, 0)
  const badValues = [
    [() => g.play(0, 2 ** 53, 'a', 'ha', 10), 'INVALID_ARGUMENT'],
    [() => g.play(0, 6, 'a', [11, 0.5], 10), 'INVALID_ARGUMENT'],
    [() => g.play(0, 6, 'a', 'ha', 1.5), 'INVALID_ARGUMENT'],
    [() => g.play(2 ** 40, 6, 'a', 'ha', 10), 'UNKNOWN_SEAT'],
    [() => g.play(2 ** 53, 6, 'a', 'ha', 10), 'INVALID_ARGUMENT'],
    [() => g.act({ action: 'play', seat: 0, cell: 6, letter: 'a' }, 10), 'INVALID_ARGUMENT'],
    [() => g.act({ action: 'play', seat: 0, cell: 6, letter: 'a', word: 'ha', path: [11, 6] }, 10), 'INVALID_ARGUMENT'],
    [() => g.act({ action: 'castle', seat: 0 }, 10), 'UNKNOWN_ACTION'],
    [() => duel.bestMoves(START, [], 1.5), 'INVALID_ARGUMENT'],
    // Text that is not well-formed Unicode is never read as U+FFFD.
    [() => g.play(0, 6, '\ud800', 'ha', 10), 'INVALID_UTF8'],
    [() => g.play(0, 6, 'a', 'h\ud800', 10), 'INVALID_UTF8'],
    [() => duel.legalMoves(START, ['sheep', '\udc00']), 'INVALID_UTF8'],
    [() => new duel.Game(['human', 'human'], 1, 0, { startWord: 'sh\ud800p' }), 'INVALID_UTF8'],
  ]
  for (const [call, code] of badValues) {
    assert.throws(call, (e) => e instanceof Error && !(e instanceof TypeError) && e.code === code, `${call}: ${code}`)
  }
  assert.throws(() => duel.legalMoves(START, ['sheep', '\udc00']), /played\[1\]/)
  for (const call of [...typeErrors, ...badValues.map(([c]) => c)]) {
    try {
      call()
    } catch (e) {
      assert.ok(e.code === 'ERR_INVALID_ARG_TYPE' || codes.has(e.code), `${e.code}`)
    }
  }
  assert.equal(g.board, START)
})

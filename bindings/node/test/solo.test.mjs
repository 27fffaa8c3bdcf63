// Sóló (`solo`) from Node: the deal, a game driven by `bestSwaps` (score =
// frozen cells = the sum of the swaps' points), every refusal code once with
// the game unchanged, cancel, the clock ending the game on `advance`, the
// generic JSON surface giving the typed game's bytes, WRONG_GAME both ways,
// rating, and the argument rule (wrong JS
// type: TypeError; bad value: a code).
import test from 'node:test'
import assert from 'node:assert/strict'
import gw from '../index.js'

const { Game, solo, duel } = gw
const CLOCK = 300000
const DEAL_42 =
  'ebdeeveaeaflcrtdgkaipnroetbsheivyrfesesonuntrxminioaqatsouaadietgziopilsgrdienjlweoohcmotilayrenawuu'
const FROZEN = new Set(['across', 'down', 'both'])
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

const frozenCount = (g) => g.cells.filter((c) => FROZEN.has(c)).length

/** Plays the best swap until the field fills or `max` swaps; returns the events. */
function greedy(g, max, step = 1000) {
  const all = []
  let t = g.clockMs
  for (let i = 0; i < max && !g.isOver; i++) {
    const [best] = solo.bestSwaps(g, 1)
    if (!best) break
    t += step
    const ev = g.swap(best.a, best.b, t)
    assert.equal(ev[0].type, 'swap')
    assert.equal(ev[0].points, best.points)
    assert.deepEqual(ev[0].words, best.words)
    all.push(...ev)
  }
  return all
}

test('deal: the seeded field, and a new game shows it', () => {
  assert.equal(solo.deal(42), DEAL_42)
  assert.equal(solo.deal(42n), DEAL_42)
  assert.equal(solo.deal('0x2a'), DEAL_42)
  assert.notEqual(solo.deal(43), DEAL_42)
  const g = new solo.Game(42, 0)
  assert.equal(g.game, 'solo')
  assert.equal(g.field, DEAL_42)
  assert.equal(g.cells.length, 100)
  assert.ok(g.cells.every((c) => c === 'free'))
  assert.equal(g.score, 0)
  assert.equal(g.seatCount, 1)
  assert.equal(g.isOver, false)
  assert.equal(g.nextDue, CLOCK)
  assert.deepEqual(g.config(), { game: 'solo', seed: '0x000000000000002a' })
})

test('a game driven by bestSwaps: score = frozen cells = the points of the swaps', async () => {
  const g = new solo.Game(42, 0)
  const best = solo.bestSwaps(g, 5)
  assert.equal(best.length, 5)
  assert.ok(best[0].points > 0)
  for (let i = 1; i < best.length; i++) assert.ok(best[i - 1].points >= best[i].points)
  assert.deepEqual(await solo.bestSwapsAsync(g, 5), best)
  assert.equal(solo.bestSwaps(g).length, 10)
  const snap = g.snapshot()
  solo.bestSwaps(g, 4950)
  same(g.snapshot(), snap) // analysis changes nothing

  const ev = greedy(g, 30)
  const swaps = ev.filter((e) => e.type === 'swap')
  const points = swaps.reduce((s, e) => s + e.points, 0)
  assert.ok(points > 0)
  assert.equal(g.score, points)
  assert.equal(frozenCount(g), g.score)
  for (const e of swaps) {
    for (const w of e.words) {
      assert.ok(['across', 'down'].includes(w.axis))
      assert.equal(typeof w.reversed, 'boolean')
      assert.equal(w.word.length, w.cells.length)
      const read = w.cells.map((c) => g.field[c]).join('')
      assert.equal(read, w.word)
    }
  }
  const fin = g.isOver ? [] : g.finish(g.clockMs + 1)
  assert.ok(g.isOver)
  const r = g.result()
  assert.equal(r.score, g.score)
  assert.equal(r.field, g.field)
  assert.deepEqual(r.cells, g.cells)
  assert.equal(r.moves.length, swaps.length)
  if (fin.length) {
    assert.deepEqual(fin, [{ type: 'game_over', at_ms: g.clockMs, reason: 'finished' }])
    assert.equal(r.reason, 'finished')
  }
  // Replays, restores and rebuilds to the same bytes.
  assert.equal(solo.replayJson(g.log()), g.resultJson())
  assert.equal(gw.replayJson(g.log()), g.resultJson())
  assert.ok(solo.verify(g.log(), g.resultJson()))
  assert.equal(solo.Game.restore(g.snapshot()).resultJson(), g.resultJson())
  assert.equal(solo.Game.fromLog(g.log()).resultJson(), g.resultJson())
})

test('every refusal code once, the game unchanged', () => {
  const g = new solo.Game(7, 0)
  refused(g, () => g.swap(3, 3, 10), 'SAME_CELL')
  refused(g, () => g.swap(3, 100, 10), 'CELL_OUT_OF_RANGE')
  const [best] = solo.bestSwaps(g, 1)
  assert.ok(best.points > 0)
  g.swap(best.a, best.b, 100)
  const frozen = g.cells.findIndex((c) => FROZEN.has(c))
  const free = g.cells.findIndex((c) => c === 'free')
  refused(g, () => g.swap(frozen, free, 200), 'CELL_NOT_FREE')
  // A swap that scores nothing fixes both cells.
  const all = solo.bestSwaps(g, 4950)
  const dud = all[all.length - 1]
  assert.equal(dud.points, 0)
  const ev = g.swap(dud.a, dud.b, 300)
  assert.deepEqual(ev[0].fixed, [dud.a, dud.b])
  assert.equal(g.cells[dud.a], 'fixed')
  const other = g.cells.findIndex((c) => c === 'free')
  refused(g, () => g.swap(dud.a, other, 400), 'CELL_NOT_FREE')
  refused(g, () => g.cancel(400), 'CANCEL_TOO_LATE')
  refused(g, () => g.swap(other, other + 1, 299), 'TIME_WENT_BACKWARDS')
  refused(g, () => g.act({ action: 'swap', seat: 1, a: 0, b: 1 }, 400), 'UNKNOWN_SEAT')
  refused(g, () => g.act({ action: 'jump', seat: 0 }, 400), 'UNKNOWN_ACTION')
  g.finish(500)
  refused(g, () => g.swap(other, other + 1, 600), 'GAME_OVER')
  refused(g, () => g.finish(600), 'GAME_OVER')

  const late = new solo.Game(7, 0)
  late.swap(best.a, best.b, 10)
  refused(late, () => late.swap(other, other + 1, CLOCK + 5), 'TIME_UP')
})

test('cancel before the first swap; the clock runs out on advance', () => {
  const c = new solo.Game(5, 1000)
  assert.deepEqual(c.cancel(2000), [{ type: 'game_over', at_ms: 2000, reason: 'cancelled' }])
  assert.equal(c.result().reason, 'cancelled')
  assert.equal(c.result().score, 0)

  const g = new solo.Game(5, 1000)
  const [best] = solo.bestSwaps(g, 1)
  g.swap(best.a, best.b, 2000)
  assert.deepEqual(g.advance(1000 + CLOCK - 1), [])
  assert.equal(g.isOver, false)
  assert.equal(g.nextDue, 1000 + CLOCK)
  assert.deepEqual(g.advance(1000 + CLOCK), [{ type: 'game_over', at_ms: 1000 + CLOCK, reason: 'clock' }])
  assert.equal(g.result().reason, 'clock')
  assert.equal(g.result().score, best.points)
  assert.equal(g.nextDue, null)

  // No swap by the end: the game is cancelled.
  const idle = new solo.Game(5, 0)
  const ev = idle.advance(CLOCK + 10)
  assert.equal(ev.at(-1).type, 'game_over')
  assert.equal(ev.at(-1).reason, 'cancelled')
})

test('the generic JSON surface gives the typed game, byte for byte; WRONG_GAME both ways', () => {
  const typed = new solo.Game(11, 0)
  const generic = new Game({ game: 'solo', seed: 11 }, 0)
  const text = new Game('{"game":"solo","seed":"0xb"}', 0)
  let t = 0
  for (let i = 0; i < 12; i++) {
    const [best] = solo.bestSwaps(typed, 1)
    t += 500
    const a = typed.swap(best.a, best.b, t)
    assert.deepEqual(generic.act({ action: 'swap', seat: 0, a: best.a, b: best.b }, t), a)
    assert.equal(text.actJson(JSON.stringify({ action: 'swap', seat: 0, a: best.a, b: best.b }), t), JSON.stringify(a))
  }
  assert.equal(generic.viewJson(), typed.viewJson())
  typed.finish(t + 1)
  generic.act({ action: 'finish', seat: 0 }, t + 1)
  text.act('{"action":"finish","seat":0}', t + 1)
  assert.equal(generic.resultJson(), typed.resultJson())
  assert.equal(text.resultJson(), typed.resultJson())
  assert.equal(generic.log(), typed.log())
  same(generic.snapshot(), typed.snapshot())
  assert.equal(solo.Game.restore(generic.snapshot()).resultJson(), typed.resultJson())
  assert.equal(solo.Game.fromConfigJson({ seed: 11 }, 0).field, solo.deal(11))

  const d = new duel.Game(['human', 'human'], 1, 0)
  const wrong = (e) => e.code === 'WRONG_GAME'
  assert.throws(() => solo.Game.restore(d.snapshot()), wrong)
  assert.throws(() => solo.Game.fromLog(d.log()), wrong)
  assert.throws(() => solo.replayJson(d.log()), wrong)
  assert.throws(() => solo.Game.fromConfigJson({ game: 'duel', seed: 1 }, 0), wrong)
  assert.throws(() => duel.Game.restore(typed.snapshot()), wrong)
  assert.throws(() => duel.Game.fromLog(typed.log()), wrong)
  assert.throws(() => gw.hunt.Game.restore(typed.snapshot()), wrong)
  assert.ok(gw.games().includes('solo'))
})

test('the rules audit: finish before a move cancels, identical letters score 0, one move shape', () => {
  const g = new solo.Game(7, 0)
  assert.deepEqual(g.finish(1000), [{ type: 'game_over', at_ms: 1000, reason: 'cancelled' }])
  assert.deepEqual(g.result().moves, [])
  assert.equal(g.result().reason, 'cancelled')
  const h = new solo.Game(42, 0)
  const f = h.field
  let a = 0
  let b = 0
  outer: for (a = 0; a < 100; a++) for (b = a + 1; b < 100; b++) if (f[a] === f[b]) break outer
  assert.deepEqual(h.swap(a, b, 1000), [{ type: 'swap', a, b, points: 0, words: [], frozen: [], fixed: [a, b], at_ms: 1000 }])
  assert.equal(h.field, f)
  const k = new solo.Game(42, 0)
  const [best] = solo.bestSwaps(k, 1)
  const [{ type, ...move }] = k.swap(best.a, best.b, 1000)
  assert.equal(type, 'swap')
  assert.deepEqual(k.view().moves, [move])
  k.finish(2000)
  assert.deepEqual(k.result().moves, [move])
})

test('rating: best 8 of the last 10, and the best ever', () => {
  assert.deepEqual(solo.rating([]), { rating: null, best: null })
  assert.deepEqual(solo.rating([10]), { rating: 10, best: 10 })
  assert.deepEqual(solo.rating([1, 2, 3]), { rating: 2, best: 3 })
  // 12 games: the first two fall out; of the last 10 the two lowest (0, 1) drop.
  const scores = [100, 90, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
  assert.deepEqual(solo.rating(scores), { rating: (2 + 3 + 4 + 5 + 6 + 7 + 8 + 9) / 8, best: 100 })
})

test('wrong JS types are TypeErrors; bad values carry a catalogue code', () => {
  const g = new solo.Game(3, 0)
  const typeErrors = [
    () => new solo.Game({}, 0),
    () => new solo.Game(3, '0'),
    () => new solo.Game(3, 0, 5),
    () => new solo.Game(3, 0, { lexicon: {} }),
    () => g.swap('1', 2, 0),
    () => g.swap(1, 2, '5'),
    () => g.finish(null),
    () => solo.deal(null),
    () => solo.bestSwaps({}, 1),
    () => solo.bestSwaps(new duel.Game(['human', 'human'], 1, 0), 1),
    () => solo.bestSwaps(g, '1'),
    () => solo.bestSwapsAsync(3),
    () => solo.rating('1,2'),
    () => solo.rating([1, '2']),
  ]
  for (const call of typeErrors) {
    assert.throws(call, (e) => e instanceof TypeError && e.code === 'ERR_INVALID_ARG_TYPE', String(call))
  }
  const bad = [
    [() => new solo.Game(-1, 0), 'INVALID_ARGUMENT'],
    [() => new solo.Game(1.5, 0), 'INVALID_ARGUMENT'],
    [() => new solo.Game(2n ** 64n, 0), 'INVALID_ARGUMENT'],
    [() => new solo.Game('0xzz', 0), 'INVALID_ARGUMENT'],
    [() => new solo.Game(3, -1), 'INVALID_ARGUMENT'],
    [() => new solo.Game(3, 0, { clockMs: 5 }), 'INVALID_JSON'],
    [() => g.swap(-1, 2, 0), 'INVALID_ARGUMENT'],
    [() => g.swap(1, 2, 0.5), 'INVALID_ARGUMENT'],
    [() => solo.bestSwaps(g, -1), 'INVALID_ARGUMENT'],
    [() => solo.rating([-1]), 'INVALID_ARGUMENT'],
    [() => solo.rating([2 ** 32]), 'INVALID_ARGUMENT'],
    [() => solo.Game.fromConfigJson({ seed: 1, clock: 5 }, 0), 'INVALID_JSON'],
  ]
  for (const [call, code] of bad) {
    assert.throws(call, (e) => !(e instanceof TypeError) && e.code === code, `${call}: ${code}`)
  }
  same(g.snapshot(), new solo.Game(3, 0).snapshot())
})

test("swap's events, built directly, are the engine's JSON: no word, one word, two words, and the end", () => {
  // solo.Game.swap builds a lone swap event with a small JS function (no
  // JSON.parse); the generic actJson returns the engine's text.
  const seen = new Set()
  for (let seed = 1; seed <= 40 && seen.size < 3; seed++) {
    const typed = new solo.Game(seed, 0)
    const text = new Game({ game: 'solo', seed }, 0)
    let t = 0
    for (let i = 0; i < 30 && !typed.isOver; i++) {
      const best = solo.bestSwaps(typed, 8)
      const two = best.find((s) => s.words.length === 2)
      // Alternate a scoring swap with the first two Free cells (mostly no word).
      const free = typed.cells.flatMap((c, j) => (c === 'free' ? [j] : []))
      const [a, b] = two ? [two.a, two.b] : i % 2 === 0 && best.length ? [best[0].a, best[0].b] : free.slice(0, 2)
      if (a === undefined || b === undefined) break
      t += 100
      const built = typed.swap(a, b, t)
      assert.equal(JSON.stringify(built), text.actJson(JSON.stringify({ action: 'swap', seat: 0, a, b }), t))
      seen.add(built[0].words.length)
    }
  }
  assert.deepEqual([...seen].sort(), [0, 1, 2], 'swaps of zero, one and two words were built')
})

// Every call of every game class while an `advanceAsync` of that game is
// in flight (issue 27): reads answer at once, actions go through or throw a
// GridwordsError with one of the engine's codes (BOT_THINKING among them),
// never napi-rs's own error (`InvalidArg`, "cannot be borrowed mutably
// while another borrow is active", as before `advanceAsync` moved to
// `Env::spawn`). The methods and getters are read from each class's
// prototype (and its static factories from the class), so one added later
// fails here until ARGS says how to call it.
//
// For Wordgrid (duel.Game, and the generic Game on a Wordgrid config) the
// game is human against the hard bot: the human has moved, so the bot's
// search runs on a thinker thread (begun with the bot's turn), and
// `advanceAsync` is called at the bot's due time, so it waits for that
// search; every action is made at a time past the bot's due move. Word Grid
// and Sóló have no search: `advanceAsync` does what it does there.
//
// Then: a player spamming refused actions (declineDraw with no offer, past
// the bot's due move, while the search runs) never runs a search on the
// event loop: each call and the loop's longest block stay far below one
// hard search.
import test from 'node:test'
import assert from 'node:assert/strict'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import gw from '../gridwords.js'

const { duel, hunt, solo } = gw
const CODES = new Set(Object.keys(gw.errorCodes()))

/** A Wordgrid game, human (seat 0) against the hard bot, the human's first move made at 1000. */
function duelAtBotsTurn(make, seed) {
  const g = make(seed)
  const mirror = new duel.Game(['human', 'human'], seed, 0)
  const [m] = duel.legalMoves(mirror.board, mirror.played)
  g.act({ action: 'play', seat: 0, cell: m.cell, letter: m.letter, word: m.word }, 1000)
  return g
}

// Each class: how to make a game mid-play, the time advanceAsync is called
// with, and the time actions are made at.
const CLASSES = {
  Game: {
    cls: gw.Game,
    make: (seed) => duelAtBotsTurn((s) => new gw.Game({ game: 'duel', seats: ['human', 'bot:hard'], seed: s }, 0), seed),
    searches: true,
  },
  'duel.Game': {
    cls: duel.Game,
    make: (seed) => duelAtBotsTurn((s) => new duel.Game(['human', 'bot:hard'], s, 0), seed),
    searches: true,
  },
  'hunt.Game': {
    cls: hunt.Game,
    make: (seed) => {
      const g = new hunt.Game(['human', 'human'], seed, 0)
      g.ready(0, 10)
      g.ready(1, 20) // the tray opens at 3020
      return g
    },
    searches: false,
  },
  'solo.Game': {
    cls: solo.Game,
    make: (seed) => new solo.Game(seed, 0),
    searches: false,
  },
}

/** When advanceAsync is called and actions are made: past the bot's due move in Wordgrid. */
function times(g) {
  const due = g.nextDue
  if (g.game === 'duel') return { advanceAt: due, actAt: due + 1 }
  if (g.game === 'hunt') return { advanceAt: 3100, actAt: 3200 }
  return { advanceAt: 1000, actAt: 1100 }
}

// The arguments of each method (by class kind where they differ), given
// the game and its times. A method missing here fails the test.
const ARGS = {
  act: { duel: (g, t) => [{ action: 'offer_draw', seat: 0 }, t.actAt], hunt: (g, t) => [{ action: 'submit', seat: 0, word: 'tone' }, t.actAt], solo: (g, t) => [{ action: 'swap', seat: 0, a: 0, b: 1 }, t.actAt] },
  actJson: { duel: (g, t) => ['{"action":"resign","seat":0}', t.actAt], hunt: (g, t) => ['{"action":"resign","seat":1}', t.actAt], solo: (g, t) => ['{"action":"finish","seat":0}', t.actAt] },
  advance: { any: (g, t) => [t.actAt] },
  advanceAsync: { any: (g, t) => [t.actAt] },
  rebase: { any: (g) => [g.clockMs, g.clockMs + 5] },
  playOut: { any: () => [] },
  eventsFor: { any: () => [[], 0] },
  eventsForJson: { any: () => ['[]', null] },
  view: { any: () => [0] },
  viewJson: { any: () => [null] },
  toSvg: { any: () => [] },
  result: { any: () => [] },
  resultJson: { any: () => [] },
  log: { any: () => [] },
  config: { any: () => [] },
  snapshot: { any: () => [] },
  // duel.Game
  play: { duel: (g, t) => [0, 0, 'a', 'as', t.actAt] },
  playJson: { duel: (g, t) => [0, 1, 'b', [1, 2], t.actAt] },
  offerDraw: { duel: (g, t) => [0, t.actAt] },
  acceptDraw: { duel: (g, t) => [0, t.actAt] },
  declineDraw: { duel: (g, t) => [0, t.actAt] },
  resign: { duel: (g, t) => [0, t.actAt], hunt: (g, t) => [0, t.actAt] },
  // hunt.Game
  ready: { hunt: (g, t) => [0, t.actAt] },
  submit: { hunt: (g, t) => [0, 'tone', t.actAt] },
  submitJson: { hunt: (g, t) => [1, 'note', t.actAt] },
  reveal: { hunt: () => [3] },
  // solo.Game
  swap: { solo: (g, t) => [0, 1, t.actAt] },
  finish: { solo: (g, t) => [t.actAt] },
  cancel: { solo: (g, t) => [t.actAt] },
}
// The static factories, given a live game of the class.
const STATICS = {
  restore: (g) => [g.snapshot()],
  fromLog: (g) => [g.log()],
  fromConfigJson: (g) => [g.config(), 0],
}
// Calls that change the game and may wait for the bot's search on the
// calling thread (documented: analysis; servers use advanceAsync). Every
// other call answers at once.
const MAY_WAIT = new Set(['advance', 'rebase', 'playOut'])

function argsOf(name, g, t) {
  const entry = ARGS[name]
  assert.ok(entry, `ARGS has no entry for the method ${name}: add how to call it`)
  const make = entry[g.game] ?? entry.any
  assert.ok(make, `ARGS.${name} has no arguments for a ${g.game} game`)
  return make(g, t)
}

/** Every own member of the class's prototype: [name, kind] with kind method, get or set. */
function members(cls) {
  const out = []
  for (const name of Object.getOwnPropertyNames(cls.prototype)) {
    if (name === 'constructor') continue
    const d = Object.getOwnPropertyDescriptor(cls.prototype, name)
    if (typeof d.value === 'function') out.push([name, 'method'])
    if (d.get) out.push([name, 'get'])
    if (d.set) out.push([name, 'set'])
  }
  return out
}

const statics = (cls) => Object.getOwnPropertyNames(cls).filter((k) => typeof cls[k] === 'function')

/** An outcome that the engine documents: a value, or a GridwordsError with a catalogued code (never PANIC or napi's own). */
function judged(outcome, what) {
  if (!outcome.threw) return
  const e = outcome.error
  assert.ok(e instanceof gw.GridwordsError, `${what} threw a foreign error: ${e?.code} ${e?.message}`)
  assert.ok(CODES.has(e.code) && e.code !== 'PANIC', `${what} threw ${e.code}`)
}

async function settle(promise) {
  try {
    return { threw: false, value: await promise }
  } catch (error) {
    return { threw: true, error }
  }
}

function attempt(fn) {
  try {
    return { threw: false, value: fn() }
  } catch (error) {
    return { threw: true, error }
  }
}

for (const [label, { cls, make, searches }] of Object.entries(CLASSES)) {
  test(`${label}: every call while an advanceAsync of the game is in flight`, async () => {
    const calls = members(cls)
    assert.ok(calls.length > 15, `${calls.length} members`)
    const codes = new Map() // code -> count
    let inFlight = 0
    const reads = [] // ms of each call that must answer at once
    const inFlightMs = [] // ms from each advanceAsync to its settling
    let seed = 1
    const run = async (what, kind, call) => {
      const g = make(seed++)
      const t = times(g)
      let settled = false
      const began = performance.now()
      const pending = g.advanceAsync(t.advanceAt)
      pending.then(
        () => (settled = true),
        () => (settled = true),
      )
      const started = performance.now()
      const outcome = attempt(() => call(g, t))
      const ms = performance.now() - started
      if (!settled) inFlight++
      if (outcome.threw) codes.set(outcome.error.code, (codes.get(outcome.error.code) ?? 0) + 1)
      judged(outcome, what)
      if (!MAY_WAIT.has(kind)) reads.push([ms, what])
      // A promise a call returned (a second advanceAsync) settles by the same rule.
      if (!outcome.threw && outcome.value instanceof Promise) judged(await settle(outcome.value), `${what}'s promise`)
      judged(await settle(pending), `the advanceAsync in flight during ${what}`)
      inFlightMs.push(performance.now() - began)
      // The game still answers, and the search in flight left it whole.
      assert.equal(typeof g.log(), 'string')
      g.view(null)
    }
    for (const [name, kind] of calls) {
      const what = `${label}.${name} (${kind})`
      if (kind === 'get') await run(what, 'get', (g) => g[name])
      else if (kind === 'set') {
        assert.equal(name, 'clampTimes', `no test value for the setter ${name}: add one`)
        await run(what, 'set', (g) => {
          g[name] = true
          assert.equal(g[name], true)
        })
      } else await run(what, name, (g, t) => g[name](...argsOf(name, g, t)))
    }
    for (const name of statics(cls)) {
      assert.ok(STATICS[name], `STATICS has no entry for ${label}.${name}: add how to call it`)
      await run(`${label}.${name} (static)`, name, (g) => cls[name](...STATICS[name](g)))
    }
    reads.sort((a, b) => a[0] - b[0])
    const [slowest, which] = reads.at(-1)
    const summary = [...codes].map(([c, n]) => `${c} ${n}`).join(', ')
    console.log(
      `${label}: ${calls.length} members and ${statics(cls).length} factories, ${inFlight} calls made with the advanceAsync unsettled; ` +
        `the slowest call that must not wait took ${slowest.toFixed(2)} ms (${which}); refusals: ${summary || 'none'}`,
    )
    // A call that waited for a search would take a whole hard search;
    // these take microseconds (printed above). The bound is loose because
    // the machine is shared: it catches a wait, not a slow scheduler. With
    // a search, half the median time an advanceAsync took to settle (the
    // search and its move: 10-30 ms on the 2-core test machine).
    inFlightMs.sort((a, b) => a - b)
    const medianInFlight = inFlightMs[Math.floor(inFlightMs.length / 2)]
    const bound = searches ? Math.min(100, medianInFlight / 2) : 100
    console.log(`${label}: an advanceAsync settled in ${medianInFlight.toFixed(1)} ms at the median; bound ${bound.toFixed(1)} ms`)
    assert.ok(slowest < bound, `${which} took ${slowest} ms (bound ${bound} ms)`)
    if (searches) {
      assert.ok(inFlight > calls.length / 2, `only ${inFlight} calls while the search ran`)
      assert.ok((codes.get('BOT_THINKING') ?? 0) > 0, 'no action found the bot still thinking')
    }
  })
}

test('a spamming player never runs a search on the event loop', async () => {
  // Eight games at the hard bot's turn; a player in each declines a draw
  // that nobody offered, past the bot's due move, as fast as the loop
  // turns, while the searches run on the thinkers and advanceAsync waits.
  const games = Array.from({ length: 8 }, (_, i) => duelAtBotsTurn((s) => new duel.Game(['human', 'bot:hard'], s, 0), 200 + i))
  const h = monitorEventLoopDelay({ resolution: 1 })
  h.enable()
  const searchesBefore = gw.searchesOnThisThread()
  const began = performance.now()
  let done = 0
  const moves = games.map((g) => g.advanceAsync(g.nextDue).then(() => done++))
  const calls = []
  const codes = new Map()
  while (done < games.length) {
    for (const g of games) {
      const t = performance.now()
      const outcome = attempt(() => g.declineDraw(0, g.clockMs + 20_000))
      calls.push(performance.now() - t)
      assert.ok(outcome.threw, 'declineDraw with no offer went through')
      judged(outcome, 'declineDraw')
      codes.set(outcome.error.code, (codes.get(outcome.error.code) ?? 0) + 1)
    }
    await new Promise((resolve) => setImmediate(resolve))
  }
  await Promise.all(moves)
  h.disable()
  const searchMs = (performance.now() - began) / games.length
  assert.ok(games.every((g) => g.toMove === 0), 'every bot moved')
  calls.sort((a, b) => a - b)
  const max = h.max / 1e6
  console.log(
    `${calls.length} refused declineDraw calls (${[...codes].map(([c, n]) => `${c} ${n}`).join(', ')}) while 8 hard searches ran ` +
      `(${searchMs.toFixed(0)} ms of wall time a search): per call p50 ${calls[calls.length >> 1].toFixed(3)} ms, max ${calls.at(-1).toFixed(2)} ms; ` +
      `event-loop delay p99 ${(h.percentile(99) / 1e6).toFixed(2)} ms, max ${max.toFixed(2)} ms`,
  )
  // NO_DRAW_OFFER is judged without the bot's move: no call searched,
  // counted on this thread (the event loop) by the engine itself.
  assert.deepEqual([...codes.keys()], ['NO_DRAW_OFFER'])
  assert.ok(calls.length > 100, `${calls.length} calls`)
  assert.equal(gw.searchesOnThisThread(), searchesBefore, 'a search ran on the event loop')
  // The times are printed above; a bound far above a refused call's
  // microseconds only catches a call that waited for a whole search or
  // more (the machine is shared: the count above is the proof).
  assert.ok(calls.at(-1) < 250, `a refused call took ${calls.at(-1)} ms`)
})

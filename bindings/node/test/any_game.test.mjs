// The generic `Game` (any game, through the engine's JSON surface) and what
// it shares with `hunt.Game`: a round driven only by config and action
// objects gives exactly the typed round's result, log and snapshot; per-seat
// event feeds follow the engine's audience rule; arguments follow the one
// rule (wrong JS type: TypeError; bad value: a catalogue code); configs are
// judged by the core; damaged snapshots are refused.
//
// Seed 1 deals the tray `oencnmirapraeapb` (see game.test.mjs).
import test from 'node:test'
import assert from 'node:assert/strict'
import gw from '../index.js'

const { Game, hunt, Lexicon } = gw
const T0 = 4000
const END = T0 + 180000
const CONFIG = { game: 'hunt', seats: ['human', 'human', 'human'], seed: 1 }
const codes = new Set(Object.keys(gw.errorCodes()))

// One script, as [seat, action, fields, time]: readies, words (accepted,
// duplicates, misses of every kind), a resignation, then the end.
const SCRIPT = [
  [0, 'ready', {}, 1000],
  [1, 'ready', {}, 1000],
  [2, 'ready', {}, 1000],
  [0, 'submit', { word: 'crappie' }, T0 + 1000],
  [1, 'submit', { word: 'crappie' }, T0 + 2000],
  [0, 'submit', { word: 'cinema' }, T0 + 3000],
  [2, 'submit', { word: 'cinema' }, T0 + 4000],
  [0, 'submit', { word: 'barman' }, T0 + 5000],
  [1, 'submit', { word: 'riprap' }, T0 + 6000],
  [2, 'submit', { word: 'Aim ' }, T0 + 7000],
  [0, 'submit', { word: 'qi' }, T0 + 8000],
  [1, 'submit', { word: 'zzzz' }, T0 + 9000],
  [2, 'submit', { word: 'cat' }, T0 + 10000],
  [0, 'submit', { word: 'barman' }, T0 + 11000],
  [2, 'resign', {}, T0 + 12000],
]

function typedRound() {
  const g = new hunt.Game(CONFIG.seats, CONFIG.seed, 0)
  const events = []
  for (const [seat, action, fields, at] of SCRIPT) {
    if (action === 'ready') events.push(...g.ready(seat, at))
    if (action === 'submit') events.push(...g.submit(seat, fields.word, at))
    if (action === 'resign') events.push(...g.resign(seat, at))
  }
  events.push(...g.advance(END))
  return { g, events }
}

test('a round through the generic JSON surface equals the typed round', () => {
  const typed = typedRound()
  // Objects, and the same as JSON text: the core parses both.
  const a = new Game(CONFIG, 0)
  const b = new Game(JSON.stringify(CONFIG), 0)
  const events = []
  for (const [seat, action, fields, at] of SCRIPT) {
    events.push(...a.act({ action, seat, ...fields }, at))
    const text = b.actJson(JSON.stringify({ seat, action, ...fields }), at)
    assert.equal(typeof text, 'string')
  }
  events.push(...a.advance(END))
  b.advance(END)
  assert.deepEqual(events, typed.events)
  for (const g of [a, b]) {
    assert.equal(g.game, 'hunt')
    assert.equal(g.isOver, true)
    assert.equal(g.resultJson(), typed.g.resultJson())
    assert.equal(g.log(), typed.g.log())
    assert.deepEqual(g.snapshot(), typed.g.snapshot())
    assert.deepEqual(g.result(), typed.g.result())
    assert.deepEqual(g.view(1), typed.g.view(1))
    assert.equal(JSON.stringify(g.view(1)), g.viewJson(1))
  }
  const r = a.result()
  // By hand: crappie (seats 0 and 1, both finishers) cancels; cinema does
  // not, as seat 2 resigned (only finishers cancel); barman 5, riprap 5;
  // Aim is folded to aim but seat 2's words go with its resignation.
  assert.deepEqual(r.seats.map((s) => s.score), [10, 5, 0])
  assert.deepEqual(r.seats.map((s) => s.place), [1, 2, 3])
  assert.deepEqual(r.seats[0].words.map((w) => [w.word, w.cancelled]), [['crappie', true], ['cinema', false], ['barman', false]])
  assert.deepEqual(r.seats.map((s) => s.status), ['finished', 'finished', 'resigned'])
  assert.equal(gw.replayJson(a.log()), a.resultJson())
  assert.equal(hunt.replayJson(a.log()), a.resultJson())
  // Every option at its default, as the core declares it.
  const defaults = Object.fromEntries(gw.options('hunt').map((o) => [o.name, o.default]))
  assert.deepEqual(a.config(), { game: 'hunt', seats: CONFIG.seats, seed: '0x0000000000000001', ...defaults })
  assert.deepEqual(gw.games(), ['hunt', 'duel', 'solo'])
})

test('hunt.Game has every generic method; the two classes restore each other', () => {
  const g = new hunt.Game(['human', 'human'], 1, 0)
  assert.deepEqual(g.act({ action: 'ready', seat: 0 }, 10), [{ type: 'ready', seat: 0, at_ms: 10 }])
  g.ready(1, 20)
  assert.equal(g.nextDue, 3020)
  assert.deepEqual(g.advance(g.nextDue).map((e) => e.type), ['round_open'])
  const copy = hunt.Game.restore(g.snapshot())
  assert.equal(g.actJson({ action: 'submit', seat: 0, word: 'crappie' }, 3100), copy.submitJson(0, 'crappie', 3100))
  assert.equal(g.log(), copy.log())
  const any = Game.restore(g.snapshot())
  assert.equal(any.log(), g.log())
  const back = hunt.Game.restore(any.snapshot())
  assert.equal(back.tray, 'oencnmirapraeapb')
  assert.equal(back.phase, 'live')
  assert.deepEqual(Game.fromLog(g.log()).snapshot(), g.snapshot())
  assert.deepEqual(hunt.Game.fromLog(JSON.parse(g.log())).snapshot(), g.snapshot())
  assert.equal(hunt.Game.fromConfigJson({ seats: ['human', 'human'], seed: 1 }, 0).log(), new Game({ game: 'hunt', seats: ['human', 'human'], seed: 1 }, 0).log())
})

test('the JS objects of submit are the engine JSON, for every kind built directly', () => {
  // submit builds its usual single accepted or miss event without a JSON
  // parse: its objects must serialise to the engine's bytes, key order included.
  const a = new hunt.Game(['human', 'human'], 1, 0)
  const b = new hunt.Game(['human', 'human'], 1, 0)
  for (const g of [a, b]) {
    g.ready(0, 1)
    g.ready(1, 1)
    g.advance(3001)
  }
  const words = ['crappie', 'qi', 'zzzz', 'cat', 'crappie', 'aim', 'ÉTÉ', 'oencnmirapraeapb', 'appear']
  words.forEach((w, i) => {
    assert.equal(JSON.stringify(a.submit(0, w, 4000 + i)), b.submitJson(0, w, 4000 + i), w)
  })
  // A long path (over eight cells) packs into both halves.
  const long = hunt.solve(hunt.deal(1)).words.find((w) => w.path.length > 8)
  if (long) assert.deepEqual(a.submit(1, long.word, 5000)[0].path, long.path)
})

test('eventsFor: no seat sees another seat\'s words before the end', () => {
  // Random rounds: three humans, and a human against the bot.
  let x = 7
  const rnd = (k) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0
    return x % k
  }
  for (const seats of [['human', 'human', 'human'], ['human', 'bot']]) {
    for (let round = 0; round < 4; round++) {
      const seed = 100 + round
      const g = new Game({ game: 'hunt', seats, seed }, 0)
      const tray = hunt.deal(seed)
      const words = hunt.solve(tray).words.map((w) => w.word)
      const feeds = seats.map(() => [])
      const spectator = []
      const words0 = new Set()
      const deliver = (events) => {
        seats.forEach((_, s) => feeds[s].push(...g.eventsFor(events, s)))
        spectator.push(...g.eventsFor(events, null))
        // The JSON variant filters alike.
        assert.equal(g.eventsForJson(JSON.stringify(events), 1), JSON.stringify(g.eventsFor(events, 1)))
      }
      seats.forEach((kind, s) => kind === 'human' && deliver(g.act({ action: 'ready', seat: s }, 100)))
      let t = 3100
      deliver(g.advance(t))
      while (!g.isOver && t < END - 2000) {
        t += 400 + rnd(800)
        const seat = rnd(seats.length)
        if (seats[seat] === 'bot') {
          deliver(g.advance(t))
          continue
        }
        const word = rnd(4) === 0 ? 'zz' + 'qxj'[rnd(3)] + 'v' : words[rnd(words.length)]
        const events = g.act({ action: 'submit', seat, word }, t)
        if (seat === 0) words0.add(word)
        deliver(events)
        // Before the end nothing a seat is handed names another seat's word.
        for (let s = 0; s < seats.length; s++) {
          for (const e of feeds[s]) assert.ok(!('word' in e) || e.seat === s, `seat ${s} got ${JSON.stringify(e)}`)
        }
        for (const e of spectator) assert.ok(!('word' in e), `spectators got ${JSON.stringify(e)}`)
        // Seat 1 sees none of the words only seat 0 sent.
        const own1 = new Set(feeds[1].filter((e) => 'word' in e).map((e) => e.word))
        const text = JSON.stringify(feeds[1])
        for (const w of words0) if (!own1.has(w)) assert.ok(!text.includes(`"${w}"`), w)
        // The seat's own events all reach it.
        const mine = events.filter((e) => e.seat === seat && 'word' in e)
        assert.deepEqual(g.eventsFor(events, seat).filter((e) => 'word' in e), mine)
      }
      deliver(g.advance(END + 1))
      assert.ok(g.isOver)
      assert.equal(spectator.at(-1).type, 'game_over')
      // After the end the result shows everything to everybody.
      assert.deepEqual(g.view(1).result, g.result())
    }
  }
})

test('wrong JS types are TypeErrors; bad values carry a catalogue code', () => {
  const g = new Game(CONFIG, 0)
  const h = new hunt.Game(['human', 'human'], 1, 0)
  const typeErrors = [
    () => new Game(42, 0),
    () => new Game([], 0),
    () => new Game(CONFIG, '0'),
    () => new Game(CONFIG, 0, 'lexicon'),
    () => new Game({ game: 'hunt', seats: ['human', 'human'], seed: () => 1 }, 0),
    () => g.act(5, 10),
    () => g.act({ action: 'ready', seat: 0 }, '10'),
    () => g.advance('10'),
    () => g.advance(10n),
    () => g.view('0'),
    () => g.eventsFor('[]', 0),
    () => g.eventsFor({}, 0),
    () => g.eventsFor([], '0'),
    () => g.eventsForJson([], 0),
    () => Game.restore('bytes'),
    () => Game.restore([1, 2, 3]),
    () => Game.fromLog(5),
    () => gw.replayJson(null),
    () => gw.verify('{}', 5),
    () => new hunt.Game('human', 1, 0),
    () => new hunt.Game(['human', 2], 1, 0),
    () => new hunt.Game(['human', 'human'], null, 0),
    () => new hunt.Game(['human', 'human'], 1, '0'),
    () => new hunt.Game(['human', 'human'], 1, 0, 'overrides'),
    () => h.submit('0', 'crappie', 10),
    () => h.submit(0, 5, 10),
    () => h.submit(0, 'crappie', '10'),
    () => h.ready(0, undefined),
    () => h.reveal('3'),
  ]
  for (const call of typeErrors) {
    assert.throws(call, (e) => e instanceof TypeError && e.code === 'ERR_INVALID_ARG_TYPE', String(call))
  }
  const badValues = [
    [() => new Game(CONFIG, -1), 'INVALID_ARGUMENT'],
    [() => new Game(CONFIG, 1.5), 'INVALID_ARGUMENT'],
    [() => new Game(CONFIG, 2 ** 53), 'INVALID_ARGUMENT'],
    [() => g.advance(NaN), 'INVALID_ARGUMENT'],
    [() => g.view(-1), 'INVALID_ARGUMENT'],
    [() => g.view(0.5), 'INVALID_ARGUMENT'],
    [() => g.view(3), 'UNKNOWN_SEAT'],
    [() => g.eventsFor([], -1), 'INVALID_ARGUMENT'],
    [() => new hunt.Game(['human', 'human'], 'abc', 0), 'INVALID_ARGUMENT'],
    [() => new hunt.Game(['human', 'human'], -1, 0), 'INVALID_ARGUMENT'],
    [() => new hunt.Game(['human', 'human'], 1.5, 0), 'INVALID_ARGUMENT'],
    [() => new hunt.Game(['human', 'human'], 2 ** 64, 0), 'INVALID_ARGUMENT'],
    [() => new hunt.Game(['human', 'human'], 2n ** 64n, 0), 'INVALID_ARGUMENT'],
    [() => h.submit(0.5, 'crappie', 10), 'INVALID_ARGUMENT'],
    [() => h.submit(0, 'crappie', -10), 'INVALID_ARGUMENT'],
    [() => h.reveal(-1), 'INVALID_ARGUMENT'],
  ]
  for (const [call, code] of badValues) {
    assert.throws(call, (e) => e instanceof Error && !(e instanceof TypeError) && e.code === code, `${call}: ${code}`)
  }
  // Every error this binding throws is a TypeError or carries a catalogue
  // code: napi's own codes (StringExpected, NumberExpected, …) never show.
  for (const call of [...typeErrors, ...badValues.map(([c]) => c)]) {
    try {
      call()
    } catch (e) {
      assert.ok(e.code === 'ERR_INVALID_ARG_TYPE' || codes.has(e.code), `${e.code}`)
    }
  }
  // A method called on another class's object is refused, not trusted.
  assert.throws(() => hunt.Game.prototype.submit.call(Lexicon.default(), 0, 'crappie', 10))
  assert.throws(() => Game.prototype.view.call({}, 0))
})

test('a string that is not well-formed Unicode is INVALID_UTF8, naming it, and changes nothing', () => {
  // A lone surrogate has no UTF-8 form: Node-API would silently read it as
  // U+FFFD ('\ud800abc' becoming '\ufffdabc', a miss), so it is refused.
  const g = new Game(CONFIG, 0)
  const h = new hunt.Game(['human', 'human'], 1, 0)
  for (const seat of [0, 1, 2]) g.act({ action: 'ready', seat }, 1000)
  for (const seat of [0, 1]) h.ready(seat, 1000)
  g.advance(T0)
  h.advance(T0)
  const before = [g.snapshot(), h.snapshot(), g.log(), h.log()]
  const submit = (word) => ({ action: 'submit', seat: 0, word })
  const refused = [
    [() => h.submit(0, '\ud800abc', T0 + 10), 'word', 0xd800, 0],
    [() => h.submit(0, 'ab\udc00', T0 + 10), 'word', 0xdc00, 2],
    [() => h.submit(0, '\ude00\ud83d', T0 + 10), 'word', 0xde00, 0], // a pair in the wrong order
    [() => h.submit(0, '\ufffd\ud800', T0 + 10), 'word', 0xd800, 1],
    [() => h.submit(0, 'a'.repeat(300) + '\udfff', T0 + 10), 'word', 0xdfff, 300], // past the short buffer
    [() => h.submitJson(0, '\ud800', T0 + 10), 'word', 0xd800, 0],
    [() => g.act(submit('\ud800abc'), T0 + 10), 'a string value in action', 0xd800, 0],
    [() => h.act(submit('\ud800abc'), T0 + 10), 'a string value in action', 0xd800, 0],
    [() => g.actJson(submit('\ud800abc'), T0 + 10), 'a string value in action', 0xd800, 0],
    [() => g.act({ ...submit('tone'), ['x\ud800']: 1 }, T0 + 10), 'a key in action', 0xd800, 1],
    [() => g.act('{"action": "submit", "seat": 0, "word": "\ud800"}', T0 + 10), 'action', 0xd800, 41],
    [() => new Game({ ...CONFIG, seed: '\ud800' }, 0), 'a string value in config', 0xd800, 0],
    [() => new Game({ ...CONFIG, ['\ud800']: 1 }, 0), 'a key in config', 0xd800, 0],
    [() => new Game('{"game": "hunt\ud800"}', 0), 'config', 0xd800, 14],
    [() => hunt.Game.fromConfigJson({ seats: ['human', 'human\udbff'], seed: 1 }, 0), 'a string value in config', 0xdbff, 5],
    [() => new hunt.Game(['human', '\ud800'], 1, 0), 'seats[1]', 0xd800, 0],
    [() => new hunt.Game(['human', 'human'], '\ud8001', 0), 'seed', 0xd800, 0],
    [() => new hunt.Game(['human', 'human'], 1, 0, { ['\ud800']: 1 }), 'a key in options', 0xd800, 0],
    [() => hunt.deal('1\ud800'), 'seed', 0xd800, 1],
    [() => hunt.solve('\ud800' + 'a'.repeat(15)), 'tray', 0xd800, 0],
    [() => hunt.score('\ud800'), 'tray', 0xd800, 0],
    [() => hunt.scoreMany(['oencnmirapraeapb', 'x\ud800']), 'trays[1]', 0xd800, 1],
    [() => Lexicon.fromWords(['cat', '\ud800']), 'words[1]', 0xd800, 0],
    [() => Lexicon.default().contains('\ud800'), 'word', 0xd800, 0],
    [() => Lexicon.default().has('\ud800'), 'word', 0xd800, 0],
    [() => g.eventsFor([{ type: 'miss', seat: 0, word: '\ud800' }], 0), 'a string value in events', 0xd800, 0],
    [() => g.eventsForJson('["\ud800"]', 0), 'eventsJson', 0xd800, 2],
    [() => Game.fromLog('\ud800'), 'log', 0xd800, 0],
    [() => Game.fromLog({ game: '\ud800' }), 'a string value in log', 0xd800, 0],
    [() => gw.replayJson('\ud800'), 'log', 0xd800, 0],
    [() => gw.verify(g.log(), { seats: ['\ud800'] }), 'a string value in result', 0xd800, 0],
  ]
  // Around the end of the binding's 128-byte first read: Node-API writes
  // only whole characters there, so nothing may be cut off unseen.
  for (let n = 118; n <= 130; n++) {
    refused.push([() => h.submit(0, 'a'.repeat(n) + '\ud800', T0 + 10), 'word', 0xd800, n])
    assert.throws(() => hunt.solve('a'.repeat(n) + '\u00e9'), { message: `a tray is 16 letters a-z; '\u00e9' at byte ${n} is not a letter a-z` })
    assert.throws(() => hunt.solve('a'.repeat(n) + '\ud83d\ude00'), { message: `a tray is 16 letters a-z; '\ud83d\ude00' at byte ${n} is not a letter a-z` })
  }
  for (const [call, what, unit, at] of refused) {
    const hex = unit.toString(16).toUpperCase()
    assert.throws(
      call,
      (e) =>
        e instanceof Error &&
        !(e instanceof TypeError) &&
        e.code === 'INVALID_UTF8' &&
        e.message === `${what} is not valid Unicode: it holds the lone surrogate U+${hex} at index ${at}, which has no UTF-8 form`,
      String(call),
    )
  }
  assert.ok(codes.has('INVALID_UTF8'))
  assert.deepEqual([g.snapshot(), h.snapshot(), g.log(), h.log()], before, 'a refused string changes nothing')
  // A wrong type stays a TypeError, before any text is read.
  assert.throws(() => hunt.scoreMany(['oencnmirapraeapb', 5]), (e) => e instanceof TypeError && e.code === 'ERR_INVALID_ARG_TYPE')
  // A literal U+FFFD, and surrogate pairs, are well-formed text: the engine
  // judges them as any other word.
  const miss = h.submit(0, '\ufffdabc', T0 + 20)
  assert.deepEqual(miss.map((e) => [e.type, e.word, e.reason]), [['miss', '\ufffdabc', 'not_in_list']])
  const pair = g.act(submit('\ud83d\ude00abc'), T0 + 20)
  assert.deepEqual(pair.map((e) => [e.type, e.word, e.reason]), [['miss', '\ud83d\ude00abc', 'not_in_list']])
  assert.equal(Lexicon.default().contains('\ufffd'), false)
  assert.throws(() => hunt.solve('\ufffd' + 'a'.repeat(15)), { code: 'INVALID_TRAY' })
  assert.throws(() => hunt.deal('\ufffd'), { code: 'INVALID_ARGUMENT' })
  assert.equal(hunt.Game.fromConfigJson({ seats: ['human', 'human'], seed: 1 }, 0).tray, null)
  // The games go on: the refusals left them able to take the next word.
  assert.equal(h.submit(0, 'crappie', T0 + 30)[0].type, 'accepted')
  assert.equal(g.act(submit('crappie'), T0 + 30)[0].type, 'accepted')
})

test('configs and actions are judged by the core, with its codes', () => {
  const bad = [
    [{ game: 'hunt', seats: ['human', 'robot'], seed: 1 }, 'INVALID_JSON'],
    [{ game: 'hunt', seats: ['human', 'human'], seed: 1, colour: 'red' }, 'INVALID_JSON'],
    [{ game: 'hunt', seats: ['human', 'human'], seed: 'ff' }, 'INVALID_JSON'],
    [{ game: 'hunt', seats: ['human', 'human'], seed: 1, round_ms: 1.5 }, 'INVALID_JSON'],
    [{ game: 'hunt', seats: ['human', 'human'], seed: 1, points: [1, 2, 3] }, 'INVALID_POINTS'],
    [{ game: 'hunt', seats: ['human', 'human'], seed: 1, points: [1, 2, 3, 5, 8, -1] }, 'INVALID_JSON'],
    [{ game: 'hunt', seats: ['human', 'human'] }, 'INVALID_JSON'],
    [{ seats: ['human', 'human'], seed: 1 }, 'INVALID_JSON'],
    [{ game: 'chess', seats: ['human', 'human'], seed: 1 }, 'UNKNOWN_GAME'],
    [{ game: 'hunt', seats: ['human'], seed: 1 }, 'INVALID_CONFIG'],
    [{ game: 'hunt', seats: ['bot', 'bot'], seed: 1 }, 'INVALID_CONFIG'],
    [{ game: 'hunt', seats: ['human', 'human'], seed: 1, round_ms: 0 }, 'INVALID_CONFIG'],
    ['{"game": "hunt", "seats": ["human", "human"]', 'INVALID_JSON'],
  ]
  for (const [config, code] of bad) {
    assert.throws(() => new Game(config, 0), { code }, JSON.stringify(config))
    if (typeof config === 'object') assert.throws(() => new Game(JSON.stringify(config), 0), { code })
  }
  // The typed constructor reaches the same parser.
  assert.throws(() => new hunt.Game(['human', 'human'], 1, 0, { colour: 'red' }), { code: 'INVALID_JSON' })
  assert.throws(() => new hunt.Game(['human', 'robot'], 1, 0), { code: 'INVALID_JSON' })
  // Seeds: "42" is decimal 42, "0x2a" hex, a bigint any u64.
  const seedOf = (seed) => new Game({ game: 'hunt', seats: ['human', 'human'], seed }, 0).snapshot()
  assert.deepEqual(seedOf('42'), seedOf(42))
  assert.deepEqual(seedOf('0x2a'), seedOf(42))
  assert.deepEqual(seedOf(42n), seedOf(42))
  assert.deepEqual(seedOf(2n ** 64n - 1n), seedOf('0xffffffffffffffff'))
  assert.deepEqual(seedOf(42), new hunt.Game(['human', 'human'], '42', 0).snapshot())
  // Actions.
  const g = new Game(CONFIG, 0)
  const before = g.snapshot()
  for (const [action, code] of [
    [{ action: 'dance', seat: 0 }, 'UNKNOWN_ACTION'],
    [{ action: 'submit', seat: 0 }, 'INVALID_JSON'],
    [{ action: 'ready' }, 'INVALID_JSON'],
    [{ action: 'ready', seat: -1 }, 'INVALID_JSON'],
    [{ action: 'ready', seat: 9 }, 'UNKNOWN_SEAT'],
    [{ action: 'ready', seat: 0, extra: 1 }, 'INVALID_JSON'],
    [{ action: 'submit', seat: 0, word: 'crappie' }, 'ROUND_NOT_OPEN'],
    ['{"action": "ready", "seat": 0', 'INVALID_JSON'],
  ]) {
    assert.throws(() => g.act(action, 10), { code }, JSON.stringify(action))
  }
  assert.deepEqual(g.snapshot(), before, 'refused actions change nothing')
})

test('a game on a custom word list: logs and snapshots need that list', () => {
  // The shipped list without two of the script's words.
  const lex = Lexicon.fromWords(Lexicon.default().words().filter((w) => w !== 'barman' && w !== 'riprap'))
  const g = new Game(CONFIG, 0, lex)
  const h = new hunt.Game(CONFIG.seats, CONFIG.seed, 0, null, lex)
  for (const [seat, action, fields, at] of SCRIPT) {
    g.act({ seat, action, ...fields }, at)
    h.act({ seat, action, ...fields }, at)
  }
  g.advance(END)
  h.advance(END)
  assert.equal(g.resultJson(), h.resultJson())
  const r = g.result()
  // barman and riprap are not in this list: misses.
  assert.deepEqual(r.seats[0].misses.map((m) => [m.word, m.reason]), [['barman', 'not_in_list'], ['qi', 'too_short'], ['barman', 'not_in_list']])
  assert.deepEqual(r.seats[1].misses.map((m) => [m.word, m.reason]), [['riprap', 'not_in_list'], ['zzzz', 'not_in_list']])
  assert.ok(r.seats.every((s) => !s.rated), 'a custom list is unrated')
  assert.equal(JSON.parse(g.log()).lexicon, 'custom')
  assert.throws(() => gw.replayJson(g.log()), { code: 'LEXICON_MISMATCH' })
  assert.equal(gw.replayJson(g.log(), lex), g.resultJson())
  assert.equal(gw.verify(g.log(), g.resultJson(), lex), true)
  assert.equal(hunt.replayJson(g.log(), lex), g.resultJson())
  assert.throws(() => Game.restore(g.snapshot()), { code: 'LEXICON_MISMATCH' })
  assert.equal(Game.restore(g.snapshot(), lex).resultJson(), g.resultJson())
  assert.equal(Game.fromLog(g.log(), lex).resultJson(), g.resultJson())
})

test('a damaged snapshot is refused', () => {
  const { g } = typedRound()
  const live = new Game(CONFIG, 0)
  live.act({ action: 'ready', seat: 0 }, 10)
  for (const game of [g, live]) {
    const bytes = Buffer.from(game.snapshot())
    let refused = 0
    // Every byte, one bit flipped (the bit moves with the byte).
    for (let i = 0; i < bytes.length; i++) {
      const bad = Buffer.from(bytes)
      bad[i] ^= 1 << (i % 8)
      assert.throws(() => Game.restore(bad), { code: 'INVALID_SNAPSHOT' }, `byte ${i}`)
      assert.throws(() => hunt.Game.restore(bad), { code: 'INVALID_SNAPSHOT' })
      refused++
    }
    assert.equal(refused, bytes.length)
    for (const cut of [0, 1, 8, bytes.length >> 1, bytes.length - 1]) {
      assert.throws(() => Game.restore(bytes.subarray(0, cut)), { code: 'INVALID_SNAPSHOT' })
    }
    assert.throws(() => Game.restore(Buffer.concat([bytes, Buffer.from([0])])), { code: 'INVALID_SNAPSHOT' })
    // The undamaged bytes restore, from a Buffer or a plain Uint8Array.
    assert.equal(Game.restore(new Uint8Array(bytes)).log(), game.log())
  }
})

test('JSON values without a JSON number are INVALID_JSON', () => {
  // The same values as Python's test of this name: each is INVALID_JSON
  // (the code the core gives such text) and names what was wrong.
  let deep = []
  for (let i = 0; i < 100; i++) deep = [deep]
  const cyclic = { ...CONFIG }
  cyclic.self = cyclic
  const duel = { game: 'duel', seats: ['human', 'human'], seed: 1 }
  for (const [config, says] of [
    [{ ...CONFIG, seed: NaN }, 'NaN is not a JSON number'],
    [{ ...CONFIG, round_ms: Infinity }, 'inf is not a JSON number'],
    [{ ...CONFIG, seed: 2n ** 100n }, 'a bigint past 64 bits'],
    [{ ...duel, stake: 2 ** 64 }, 'stake must be a whole number'],
    [{ ...duel, stake: -1 }, 'stake must be a whole number'],
    [{ ...duel, clock_ms: 1.5 }, 'clock_ms must be a whole number'],
    [{ ...CONFIG, x: deep }, 'nested more than 64 deep'],
    [cyclic, 'nested more than 64 deep'],
  ]) {
    assert.throws(() => new Game(config, 0), (e) => e.code === 'INVALID_JSON' && e.message.includes(says), says)
  }
  const g = new Game(CONFIG, 0)
  const before = g.snapshot()
  assert.throws(() => g.act({ action: 'ready', seat: NaN }, 10), (e) => e.code === 'INVALID_JSON')
  assert.deepEqual(g.snapshot(), before)
})

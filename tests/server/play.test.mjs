// The example game server (examples/node/server.mjs), end to end over HTTP
// on 127.0.0.1 with a simulated clock: several concurrent games, simulated
// players, the tick loop ending the rounds, results checked against exact
// scores and against a replay of each game's log.
import test from 'node:test'
import assert from 'node:assert/strict'
import { setTimeout as sleep } from 'node:timers/promises'
import gw from '../../bindings/node/index.js'
import { createServer } from '../../examples/node/server.mjs'

const { hunt, duel, solo } = gw
const START = 100_000 // the simulated clock when the games are made
const T0 = START + 4000 // everyone ready at START + 1000, countdown 3000
const END = T0 + 180_000

function client(port) {
  const call = async (method, path, body) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
    return { status: res.status, body: await res.json() }
  }
  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
    /** POST that must succeed; returns the body. */
    async ok(path, body) {
      const r = await call('POST', path, body)
      assert.ok(r.status < 300, `${path} ${JSON.stringify(body)}: ${r.status} ${JSON.stringify(r.body)}`)
      return r.body
    },
  }
}

// Seed 1 deals `oencnmirapraeapb`; seed 9 is played against the bot.
const solved = (seed) => hunt.solve(hunt.deal(seed)).words.map((w) => w.word)
const seed12Words = solved(12).sort()

/** The test's own oracle of the audience rule: a word event is its seat's. */
const visibleTo = (event, seat) => !('word' in event) || event.seat === seat
const games = [
  {
    name: 'three humans, duplicates cancel, a shared first place',
    seats: ['human', 'human', 'human'],
    seed: 1,
    // Rounds of [seat, word]: one word per seat per simulated second.
    rounds: [
      [[0, 'crappie'], [1, 'crappie'], [2, 'cinema']],
      [[0, 'cinema'], [1, 'appear'], [2, 'appear']],
      [[0, 'barman'], [1, 'riprap'], [2, 'aim']],
      [[0, 'qi'], [0, 'zzzz']], // misses
    ],
    scores: [5, 5, 1],
    places: [1, 1, 3],
  },
  {
    name: 'two humans',
    seats: ['human', 'human'],
    seed: 1,
    rounds: [[[0, 'crappie'], [1, 'crappie']], [[0, 'barman'], [1, 'aim']]],
    scores: [5, 1],
    places: [1, 2],
  },
  {
    name: 'four humans, a word all four find, as a hex seed',
    seats: ['human', 'human', 'human', 'human'],
    seed: '0xc', // 12
    rounds: [0, 1, 2].map((r) => [0, 1, 2, 3].map((s) => [s, seed12Words[s * 3 + r]])).concat([
      [0, 1, 2, 3].map((s) => [s, seed12Words[20]]),
    ]),
  },
  {
    name: 'a human against the bot',
    seats: ['human', 'bot'],
    seed: 9,
    rounds: solved(9)
      .slice(0, 5)
      .map((w) => [[0, w]]),
  },
  {
    name: 'a resignation ends a two-seat game early',
    seats: ['human', 'human'],
    seed: 1,
    rounds: [[[0, 'barman'], [1, 'aim']]],
    resignAfter: { seat: 1 },
    scores: [5, 0],
  },
]

test('the server hosts concurrent games on a simulated clock', async () => {
  let now = START
  const host = createServer({ clock: () => now, tickMs: 5 })
  const port = await host.listen(0, '127.0.0.1')
  const api = client(port)
  try {
    // Create every game at START.
    for (const g of games) {
      const { id, seats, tokens } = await api.ok('/games', { seats: g.seats, seed: g.seed })
      assert.deepEqual(seats, g.seats)
      g.id = id
      g.tokens = tokens
    }
    assert.equal((await api.get('/games')).body.length, games.length)
    const as = (g, seat) => ({ seat, token: g.tokens[seat] })
    const q = (g, seat) => `seat=${seat}&token=${g.tokens[seat]}`

    // Refusals carry the engine's codes.
    const g1 = games[0]
    assert.deepEqual((await api.post(`/games/${g1.id}/words`, { ...as(g1, 0), word: 'crappie' })).body.error, 'ROUND_NOT_OPEN')
    assert.equal((await api.post(`/games/${g1.id}/words`, { ...as(g1, 0), word: 'crappie' })).status, 409)
    // A seat acts and sees only with its own token.
    assert.equal((await api.post(`/games/${g1.id}/ready`, { seat: 0, token: g1.tokens[1] })).body.error, 'BAD_TOKEN')
    assert.equal((await api.get(`/games/${g1.id}/view?seat=0`)).status, 403)
    assert.deepEqual((await api.post(`/games/${g1.id}/ready`, { seat: 7 })).body.error, 'UNKNOWN_SEAT')
    assert.equal((await api.post(`/games/${g1.id}/ready`, '{nope')).body.error, 'BAD_REQUEST')
    assert.equal((await api.post('/games/999/ready', { seat: 0 })).status, 404)
    assert.equal((await api.post('/games', { seats: ['human'], seed: 1 })).body.error, 'INVALID_CONFIG')
    assert.equal((await api.get(`/games/${g1.id}/result`)).body.error, 'NOT_OVER')
    // The log holds the seed and every word: secret until the end.
    assert.equal((await api.get(`/games/${g1.id}/log`)).body.error, 'NOT_OVER')
    assert.equal((await api.post('/games', { seats: ['human', 'robot'], seed: 1 })).body.error, 'INVALID_JSON')
    assert.equal((await api.post('/games', { seats: ['human', 'human'], seed: 'zz' })).body.error, 'INVALID_ARGUMENT')
    assert.equal((await api.get(`/games/${g1.id}/view`)).body.tray, null)

    // Everyone presses Ready at START + 1000 (all games at once).
    now = START + 1000
    await Promise.all(
      games.flatMap((g) =>
        g.seats.map((kind, seat) => (kind === 'human' ? api.ok(`/games/${g.id}/ready`, as(g, seat)) : null)).filter(Boolean),
      ),
    )
    const feed0 = (await api.get(`/games/${g1.id}/events?${q(g1, 0)}`)).body
    assert.deepEqual(feed0.events.at(-1), { type: 'countdown', at_ms: START + 1000, t0_ms: T0 })

    // The tick loop opens every tray at T0.
    now = T0
    for (let i = 0; i < 1000 && (await api.get(`/games/${g1.id}/view`)).body.phase !== 'live'; i++) await sleep(5)
    const tray = (await api.get(`/games/${g1.id}/view?${q(g1, 2)}`)).body.tray
    assert.equal(tray, 'oencnmirapraeapb')

    // Rounds of words: one simulated second each, every game concurrently.
    const rounds = Math.max(...games.map((g) => g.rounds.length))
    for (let r = 0; r < rounds; r++) {
      now = T0 + 1000 * (r + 1)
      await Promise.all(
        games.flatMap((g) =>
          (g.rounds[r] ?? []).map(async ([seat, word]) => {
            const { events } = await api.ok(`/games/${g.id}/words`, { ...as(g, seat), word })
            assert.ok(events.length >= 1)
            for (const e of events) assert.ok(visibleTo(e, seat), `seat ${seat} got ${JSON.stringify(e)}`)
            const own = events.find((e) => e.seat === seat && 'word' in e)
            g.accepted ??= []
            if (own.type === 'accepted') g.accepted.push([seat, own.word, own.points])
          }),
        ),
      )
    }
    for (const g of games.filter((g) => g.resignAfter)) {
      const { events } = await api.ok(`/games/${g.id}/resign`, as(g, g.resignAfter.seat))
      assert.deepEqual(events.map((e) => e.type), ['resigned', 'game_over'])
    }

    // Hidden information mid-round: seat 1 sees no word of seat 0, anywhere.
    const midView = (await api.get(`/games/${g1.id}/view?${q(g1, 1)}`)).body
    assert.deepEqual(midView.seats.map((s) => s.words), [3, 3, 3])
    assert.ok(!JSON.stringify(midView).includes('barman'))
    const midFeed = (await api.get(`/games/${g1.id}/events?${q(g1, 1)}`)).body.events
    assert.ok(!JSON.stringify(midFeed).includes('barman'))
    assert.ok(midFeed.some((e) => e.word === 'riprap'))
    const spectator = (await api.get(`/games/${g1.id}/events`)).body.events
    assert.ok(spectator.every((e) => !('word' in e)))
    // The bot's words stay hidden from its opponent until the end.
    const botGame = games[3]
    const humanFeed = (await api.get(`/games/${botGame.id}/events?${q(botGame, 0)}`)).body.events
    assert.ok(humanFeed.every((e) => e.seat !== 1 || !('word' in e)))
    assert.equal((await api.get(`/games/${botGame.id}/view?${q(botGame, 0)}`)).body.seats[1].kind, 'bot')

    // Past the end: the tick loop settles every game with nobody calling.
    now = END + 1
    const results = new Map()
    for (let i = 0; i < 1000 && results.size < games.length; i++) {
      for (const g of games) {
        if (results.has(g)) continue
        const r = await api.get(`/games/${g.id}/result`)
        if (r.status === 200) results.set(g, r.body)
      }
      if (results.size < games.length) await sleep(5)
    }
    assert.equal(results.size, games.length, 'every game settled')
    assert.equal((await api.post(`/games/${g1.id}/words`, { ...as(g1, 0), word: 'amen' })).body.error, 'ROUND_OVER')

    for (const g of games) {
      const result = results.get(g)
      assert.equal(result.seats.length, g.seats.length, g.name)
      if (g.scores) assert.deepEqual(result.seats.map((s) => s.score), g.scores, g.name)
      if (g.places) assert.deepEqual(result.seats.map((s) => s.place), g.places, g.name)
      if (g.name.startsWith('four humans')) {
        // Each seat's three unique words score; the shared one cancels.
        const expected = [0, 1, 2, 3].map((s) =>
          g.accepted.filter(([seat, w]) => seat === s && w !== seed12Words[20]).reduce((a, [, , p]) => a + p, 0),
        )
        assert.deepEqual(result.seats.map((s) => s.score), expected)
        assert.ok(result.seats.every((s) => s.words.find((w) => w.word === seed12Words[20]).cancelled))
        assert.equal(result.seed, '0x000000000000000c')
      }
      if (g.resignAfter) {
        assert.equal(result.end_reason, 'too_few_seats')
        assert.equal(result.seats[1].status, 'resigned')
      } else {
        assert.equal(result.end_reason, 'time')
        assert.equal(result.ended_at_ms, END)
      }
      // Everyone sees everything now, and the feed ends with game_over.
      const feed = (await api.get(`/games/${g.id}/events?${q(g, 0)}`)).body
      assert.equal(feed.events.at(-1).type, 'game_over')
      assert.deepEqual((await api.get(`/games/${g.id}/view?${q(g, 0)}`)).body.result, result)
      // The log replays, in the engine, to exactly the served result.
      const log = JSON.stringify((await api.get(`/games/${g.id}/log`)).body)
      assert.equal(hunt.replayJson(log), JSON.stringify(result), g.name)
      assert.equal(hunt.verify(log, JSON.stringify(result)), true)
    }
    // The feed can be read incrementally.
    const all = (await api.get(`/games/${g1.id}/events?${q(g1, 0)}`)).body
    const tail = (await api.get(`/games/${g1.id}/events?${q(g1, 0)}&since=${all.next - 1}`)).body
    assert.deepEqual(tail, { events: [all.events.at(-1)], next: all.next })
  } finally {
    await host.close()
  }
})

test('finished games are dropped after keepMs; listen refuses other hosts', async () => {
  let now = 0
  const host = createServer({ clock: () => now, tickMs: 0, keepMs: 1000 })
  await assert.rejects(host.listen(0, '0.0.0.0'), /loopback/)
  const port = await host.listen(0)
  const api = client(port)
  try {
    const { id, tokens } = await api.ok('/games', { seats: ['human', 'human'], seed: 3, roundMs: 1000, countdownMs: 0 })
    await api.ok(`/games/${id}/ready`, { seat: 0, token: tokens[0] })
    const { events } = await api.ok(`/games/${id}/ready`, { seat: 1, token: tokens[1] })
    assert.deepEqual(events.map((e) => e.type), ['ready', 'countdown', 'round_open'])
    now = 1000
    await host.tick()
    assert.equal((await api.get(`/games/${id}/result`)).status, 200)
    now = 1999
    await host.tick()
    assert.equal((await api.get(`/games/${id}/view`)).status, 200)
    now = 2000
    await host.tick()
    assert.equal((await api.get(`/games/${id}/view`)).status, 404)
    // A clock that steps back is held at its latest value.
    now = 500
    assert.equal(host.now(), 2000)
  } finally {
    await host.close()
  }
})

/** A Server-Sent Events reader: `next()` resolves to the next {event, data}. */
async function sse(port, path) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`)
  const reader = res.body.getReader()
  const decoder = new TextDecoder()
  let buf = ''
  return {
    status: res.status,
    async next() {
      for (;;) {
        const end = buf.indexOf('\n\n')
        if (end >= 0) {
          const block = buf.slice(0, end)
          buf = buf.slice(end + 2)
          const data = /^data: (.*)$/m.exec(block)
          if (data) return { event: /^event: (.*)$/m.exec(block)?.[1], data: JSON.parse(data[1]) }
          continue
        }
        const { value, done } = await reader.read()
        if (done) return null
        buf += decoder.decode(value, { stream: true })
      }
    },
    close: () => reader.cancel(),
  }
}

test('per-seat streams, Wordgrid and Sóló over the same server', async () => {
  let now = 1000
  const host = createServer({ clock: () => now, tickMs: 0 })
  const port = await host.listen(0)
  const api = client(port)
  const streams = []
  try {
    // Word Grid: each seat's stream carries its own words, the other's count only.
    const { id, tokens } = await api.ok('/games', { seats: ['human', 'human'], seed: 1, countdownMs: 0 })
    const open = async (q) => {
      const s = await sse(port, `/games/${id}/stream${q}`)
      streams.push(s)
      return s
    }
    assert.equal((await open(`?seat=1&token=${tokens[0]}`)).status, 403)
    const [s0, s1, spectator] = [await open(`?seat=0&token=${tokens[0]}`), await open(`?seat=1&token=${tokens[1]}`), await open('')]
    for (const s of [s0, s1, spectator]) assert.equal((await s.next()).event, 'hello')
    await api.ok(`/games/${id}/ready`, { seat: 0, token: tokens[0] })
    await api.ok(`/games/${id}/ready`, { seat: 1, token: tokens[1] })
    for (const s of [s0, s1, spectator]) {
      assert.equal((await s.next()).data.view.phase, 'waiting')
      assert.equal((await s.next()).data.view.tray, 'oencnmirapraeapb')
    }
    now = 2000
    await api.ok(`/games/${id}/words`, { seat: 0, token: tokens[0], word: 'crappie' })
    const [u0, u1, us] = [await s0.next(), await s1.next(), await spectator.next()]
    assert.deepEqual(u0.data.events.map((e) => e.word), ['crappie'])
    assert.deepEqual(u0.data.view.you.words.map((w) => w.word), ['crappie'])
    for (const u of [u1, us]) {
      assert.deepEqual(u.data.events, [])
      assert.equal(u.data.view.seats[0].words, 1)
      assert.ok(!JSON.stringify(u.data).includes('crappie'))
    }

    // Wordgrid against the easy bot: a move by word, then the bot's at its due time.
    const d = await api.ok('/games', { game: 'duel', seats: ['human', 'bot:easy'], seed: 7 })
    assert.deepEqual(d.tokens.map((t) => t === null), [false, true])
    const move = duel.legalMoves('..........sheep..........', ['sheep'])[0]
    const played = await api.ok(`/games/${d.id}/play`, { seat: 0, token: d.tokens[0], cell: move.cell, letter: move.letter, word: move.word })
    assert.equal(played.events[0].type, 'move')
    assert.equal((await api.post(`/games/${d.id}/play`, { seat: 0, token: d.tokens[0], cell: 0, letter: 'a', word: 'as' })).body.error, 'NOT_YOUR_TURN')
    assert.equal((await api.post(`/games/${d.id}/swap`, { seat: 0, token: d.tokens[0], a: 1, b: 2 })).status, 404)
    now = host.games.get(d.id).game.nextDue
    await host.tick()
    const view = (await api.get(`/games/${d.id}/view?seat=0&token=${d.tokens[0]}`)).body
    assert.equal(view.moves.length, 2)
    assert.equal(view.to_move, 0)
    await api.ok(`/games/${d.id}/resign`, { seat: 0, token: d.tokens[0] })
    assert.equal((await api.get(`/games/${d.id}/result`)).body.winner, 1)

    // Sóló: the same swaps as a local game of the same seed, the same score.
    const s = await api.ok('/games', { game: 'solo', seed: 42 })
    const mirror = new solo.Game(42, now)
    for (let k = 0; k < 3; k++) {
      const [best] = solo.bestSwaps(mirror, 1)
      now += 1000
      mirror.swap(best.a, best.b, now)
      await api.ok(`/games/${s.id}/swap`, { seat: 0, token: s.tokens[0], a: best.a, b: best.b })
    }
    assert.equal((await api.get(`/games/${s.id}/view?seat=0&token=${s.tokens[0]}`)).body.score, mirror.score)
    await api.ok(`/games/${s.id}/finish`, { seat: 0, token: s.tokens[0] })
    assert.equal((await api.get(`/games/${s.id}/result`)).body.score, mirror.score)
    assert.deepEqual((await api.get('/games')).body.map((g) => g.game), ['hunt', 'duel', 'solo'])
  } finally {
    for (const s of streams) await s.close().catch(() => {})
    await host.close()
  }
})

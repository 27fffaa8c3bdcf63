// The example server's abuse limits (examples/node/server.mjs,
// DEFAULT_LIMITS), in-process on an injected clock. A client is told apart
// by a test header (`clientOf`), as a host behind a proxy would read the
// proxy's. Game creation: a client past its games a minute, or past its
// games not over, gets 429 with a code and a Retry-After, makes nothing, and
// other clients go on; a game that ends frees its place. Games with no human
// seat (Wordgrid bot against bot): one live per client, a few in all, none
// with `botGames: 0`. Event streams: spectators capped per game (429) and
// in all (503) apart from the players, whose streams spectators never crowd
// out; a cap per client (429); a closed stream frees its place; spectators
// open, by token or off. A seat's update is computed once, however
// many streams follow that seat (spectators alike), and each gets the same
// text. Last, nothing a client can put in a body or a query is a 500.
import test from 'node:test'
import assert from 'node:assert/strict'
import { setTimeout as sleep } from 'node:timers/promises'
import { DEFAULT_LIMITS, createServer } from '../../examples/node/server.mjs'
import { openStream } from './support.mjs'

async function withServer(options, run) {
  const host = createServer({ clock: () => 1_000_000, clientOf: (req) => req.headers['x-client'] ?? 'loopback', ...options })
  const port = await host.listen(0, '127.0.0.1')
  try {
    await run(`http://127.0.0.1:${port}`, host)
  } finally {
    await host.close()
  }
}

async function call(base, method, path, body, client = 'a') {
  const res = await fetch(base + path, {
    method,
    headers: { 'x-client': client, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, headers: res.headers, body: await res.json() }
}

const make = (base, body, client) => call(base, 'POST', '/games', body, client)
const solo = { game: 'solo', seed: 1 }
const bots = { game: 'duel', seats: ['bot:easy', 'bot:easy'], seed: 1 }

/** A 429 (or 503) with the code, a Retry-After in whole seconds of at most `max`, and nothing else. */
function refused(r, status, code, max = 60) {
  assert.equal(r.status, status, JSON.stringify(r.body))
  assert.deepEqual(Object.keys(r.body).sort(), ['error', 'message'])
  assert.equal(r.body.error, code)
  const after = Number(r.headers.get('retry-after'))
  assert.ok(Number.isInteger(after) && after >= 1 && after <= max, `Retry-After ${r.headers.get('retry-after')}`)
}

test('the defaults are loose enough for a person, tight enough for a script', () => {
  assert.deepEqual(DEFAULT_LIMITS, {
    createsPerMinute: 30,
    gamesPerClient: 50,
    botGamesPerClient: 1,
    botGames: 4,
    streamsPerGame: 32,
    streams: 1000,
    streamsPerClient: 8,
    spectators: 'open',
  })
})

test('a client making games too fast gets 429 CREATING_TOO_FAST; other clients go on', async () => {
  await withServer({ limits: { createsPerMinute: 3 } }, async (base) => {
    for (let i = 0; i < 3; i++) assert.equal((await make(base, solo)).status, 201)
    const r = await make(base, solo)
    refused(r, 429, 'CREATING_TOO_FAST')
    assert.equal((await make(base, solo, 'b')).status, 201, 'another client is not held back')
    assert.equal((await call(base, 'GET', '/games')).body.length, 4, 'the refused call made nothing')
    // A refused body is refused for what it is (400), not counted.
    assert.equal((await make(base, { game: 'nope' }, 'c')).status, 400)
  })
})

test('a client with too many games not over gets 429 TOO_MANY_GAMES until one ends', async () => {
  await withServer({ limits: { gamesPerClient: 2 } }, async (base) => {
    const first = (await make(base, solo)).body
    assert.equal((await make(base, solo)).status, 201)
    refused(await make(base, solo), 429, 'TOO_MANY_GAMES')
    assert.equal((await make(base, solo, 'b')).status, 201)
    // Sóló's finish ends the game: its place is free.
    assert.equal((await call(base, 'POST', `/games/${first.id}/finish`, { seat: 0, token: first.tokens[0] })).status, 200)
    assert.equal((await make(base, solo)).status, 201)
    refused(await make(base, solo), 429, 'TOO_MANY_GAMES')
  })
})

test('games with no human seat: one live per client, a few in all, none if the limit is 0', async () => {
  await withServer({ limits: { botGames: 2 } }, async (base) => {
    const mine = await make(base, bots)
    assert.equal(mine.status, 201)
    assert.deepEqual(mine.body.tokens, [null, null])
    refused(await make(base, bots), 429, 'TOO_MANY_BOT_GAMES')
    assert.equal((await make(base, { game: 'duel', seats: ['human', 'bot:hard'], seed: 1 })).status, 201, 'a human against a bot is not capped so')
    assert.equal((await make(base, bots, 'b')).status, 201)
    refused(await make(base, bots, 'c'), 429, 'TOO_MANY_BOT_GAMES')
    assert.equal((await call(base, 'GET', '/games')).body.length, 3)
  })
  await withServer({ limits: { botGames: 0 } }, async (base) => {
    refused(await make(base, bots), 429, 'TOO_MANY_BOT_GAMES')
  })
})

/** Opens a stream as `client`; resolves once its hello came (support.mjs `openStream`). */
const stream = (base, path, client = 'loopback') => openStream(base + path, { 'x-client': client })

test("streams: spectators capped per game (429) and in all (503), never in the players' way; a cap per client", async () => {
  await withServer({ limits: { streamsPerGame: 2, streams: 3, streamsPerClient: 5 } }, async (base) => {
    const a = (await make(base, solo)).body
    const b = (await make(base, solo)).body
    const open = []
    for (let i = 0; i < 2; i++) open.push(await stream(base, `/games/${a.id}/stream`))
    refused(await stream(base, `/games/${a.id}/stream`), 429, 'TOO_MANY_STREAMS')
    const player = await stream(base, `/games/${a.id}/stream?seat=0&token=${a.tokens[0]}`)
    assert.equal(player.status, 200, "a full game's spectators do not keep its player out")
    open.push(player)
    open.push(await stream(base, `/games/${b.id}/stream`))
    refused(await stream(base, `/games/${b.id}/stream`, 'other'), 503, 'STREAMS_FULL')
    const second = await stream(base, `/games/${b.id}/stream?seat=0&token=${b.tokens[0]}`)
    assert.equal(second.status, 200, "spectators filling the server's room leave the players theirs")
    open.push(second)
    // Five from this client: the sixth is refused, another client's not.
    refused(await stream(base, `/games/${b.id}/stream?seat=0&token=${b.tokens[0]}`), 429, 'TOO_MANY_STREAMS')
    const elsewhere = await stream(base, `/games/${b.id}/stream?seat=0&token=${b.tokens[0]}`, 'other')
    assert.equal(elsewhere.status, 200)
    open.push(elsewhere)
    open[0].close()
    let again
    for (let i = 0; i < 200 && (again = await stream(base, `/games/${b.id}/stream`, 'third')).status !== 200; i++) await sleep(5)
    assert.equal(again.status, 200, 'a closed stream frees its place')
    again.close()
    for (const s of open) s.close()
  })
})

test('spectators: open, by the game\'s spectator token, or off', async () => {
  await withServer({ limits: { spectators: 'token' } }, async (base) => {
    const g = (await make(base, solo)).body
    assert.match(g.spectate, /^[0-9a-f]{24}$/)
    assert.equal(g.watch, `${base}/?game=${g.id}&spectate=${g.spectate}`)
    for (const route of ['view', 'events', 'stream']) {
      const r = await call(base, 'GET', `/games/${g.id}/${route}`)
      assert.equal(r.status, 403, route)
      assert.equal(r.body.error, 'BAD_TOKEN', route)
      const wrong = await call(base, 'GET', `/games/${g.id}/${route}?spectate=${'0'.repeat(24)}`)
      assert.equal(wrong.body.error, 'BAD_TOKEN', route)
    }
    assert.equal((await call(base, 'GET', `/games/${g.id}/view?spectate=${g.spectate}`)).status, 200)
    const s = await stream(base, `/games/${g.id}/stream?spectate=${g.spectate}`)
    assert.equal(s.status, 200)
    s.close()
    assert.equal((await call(base, 'GET', `/games/${g.id}/view?seat=0&token=${g.tokens[0]}`)).status, 200, 'a seat needs no spectator token')
  })
  await withServer({ limits: { spectators: 'off' } }, async (base) => {
    const g = (await make(base, solo)).body
    assert.equal(g.spectate, undefined)
    assert.equal((await call(base, 'GET', `/games/${g.id}/view`)).body.error, 'SPECTATORS_OFF')
    assert.equal((await call(base, 'GET', `/games/${g.id}/view?seat=0&token=${g.tokens[0]}`)).status, 200)
  })
})

test("a seat's update is computed once for all its streams, spectators' once for theirs", async () => {
  await withServer({}, async (base, host) => {
    const g = (await make(base, { game: 'hunt', seats: ['human', 'human'], seed: 1, countdownMs: 0 })).body
    const q = (seat) => `?seat=${seat}&token=${g.tokens[seat]}`
    const subs = { 0: [], 1: [], null: [] }
    for (const [key, n] of [[0, 3], [1, 2], [null, 2]]) {
      for (let i = 0; i < n; i++) subs[key].push(await stream(base, `/games/${g.id}/stream${key === null ? '' : q(key)}`))
    }
    const game = host.games.get(g.id).game
    const calls = { view: [], eventsFor: [] }
    for (const name of ['view', 'eventsFor']) {
      const real = game[name]
      game[name] = function (...args) {
        calls[name].push(name === 'view' ? args[0] : args[1])
        return real.apply(this, args)
      }
    }
    assert.equal((await call(base, 'POST', `/games/${g.id}/ready`, { seat: 0, token: g.tokens[0] })).status, 200)
    const all = Object.values(subs).flat()
    for (let i = 0; i < 400 && all.some((s) => s.texts.length < 2); i++) await sleep(5)
    assert.ok(all.every((s) => s.texts.length === 2), 'every stream got the update')
    assert.deepEqual(calls.view.map(String).sort(), ['0', '1', 'null'], 'one view per seat, one for the spectators')
    // eventsFor: the same, and one more for the answer to the seat that acted.
    assert.deepEqual(calls.eventsFor.map(String).sort(), ['0', '0', '1', 'null'])
    for (const group of Object.values(subs)) {
      assert.ok(group.every((s) => s.texts[1] === group[0].texts[1]), 'the streams of one seat got the same text')
    }
    assert.notEqual(subs[0][0].texts[1], subs[null][0].texts[1])
    for (const s of all) s.close()
  })
})

test('nothing a client sends is a 500', async () => {
  const limits = { createsPerMinute: Infinity, gamesPerClient: Infinity, botGames: Infinity, botGamesPerClient: Infinity }
  await withServer({ limits }, async (base) => {
    const weird = [null, true, -1, 1.5, 1e300, 2 ** 53, '', 'x', 'ab', [], [1e10], ['a'], {}, { a: 1 }, '\u0000', '\ud800', 'x'.repeat(5000)]
    const seen = new Set()
    const check = (r, what) => {
      assert.ok(r.status < 500, `${what}: ${r.status} ${JSON.stringify(r.body)}`)
      if (r.status >= 400) {
        assert.equal(typeof r.body.error, 'string', what)
        assert.doesNotMatch(r.body.message, /at .*\.m?js:\d+/, `${what}: no stack trace`)
        seen.add(r.status)
      }
    }
    for (const game of ['hunt', 'duel', 'solo', 'nope', '__proto__']) {
      for (const field of ['game', 'seats', 'seed', 'roundMs', 'countdownMs', 'moveDeadlineMs', 'points', 'stake']) {
        for (const v of weird) {
          const body = { game, [field]: v }
          if (game === 'hunt' && field !== 'seats') body.seats = ['human', 'human']
          check(await make(base, body), `POST /games ${JSON.stringify(body).slice(0, 80)}`)
        }
      }
    }
    const verbs = { hunt: { ready: [], words: ['word'], resign: [] }, duel: { play: ['cell', 'letter', 'word', 'path'], draw: ['answer'], resign: [] }, solo: { swap: ['a', 'b'], finish: [], cancel: [] } }
    for (const [game, routes] of Object.entries(verbs)) {
      const g = (await make(base, game === 'hunt' ? { game, seats: ['human', 'human'], seed: 1, countdownMs: 0 } : { game, seed: 1 })).body
      if (game === 'hunt') for (const seat of [0, 1]) await call(base, 'POST', `/games/${g.id}/ready`, { seat, token: g.tokens[seat] })
      for (const [verb, fields] of Object.entries({ ...routes, nope: [] })) {
        for (const f of ['seat', 'token', ...fields]) {
          for (const v of weird) {
            const body = { seat: 0, token: g.tokens[0], cell: 0, letter: 'a', word: 'as', a: 0, b: 1, answer: 'decline', [f]: v }
            check(await call(base, 'POST', `/games/${g.id}/${verb}`, body), `${game} ${verb} ${f}=${JSON.stringify(v).slice(0, 40)}`)
          }
        }
      }
      for (const q of ['seat=0', 'seat=-1', 'since=-1', 'since=1e400', 'since=x', 'seat=0&token=%ZZ', 'token[]=1&seat[]=0']) {
        for (const route of ['view', 'events', 'result', 'log']) check(await call(base, 'GET', `/games/${g.id}/${route}?${q}`), `${route}?${q}`)
      }
    }
    assert.deepEqual([...seen].sort(), [400, 403, 404, 409], 'refusals of every kind were met')
  })
})

// What a seat may not see, over HTTP (make test-server-privacy):
// examples/node/server.mjs as a child process on a free loopback port, a
// SQLite store in a temporary directory and a scripted clock (GW_CLOCK_FILE),
// one Word Grid game for two humans with a 5 s round. Once the round is open
// seat 0 plays a word from its own tray (hunt.solve) and seat 1 another.
// While the round is live neither word reaches the other seat: not its view,
// not its feed (/events), not its stream (/stream, opened before and after
// the word), not a spectator (view, feed, stream), not the lobby (GET /games);
// /result and /log answer 409 NOT_OVER. Every route that takes seat and token
// refuses a wrong token, another seat's token, no token, a seat past the last
// and a seat that is not a number, with the status the server gives, and a
// refused call changes nothing. No response carries a token its caller did
// not send (the creator's POST /games, which hands out the join links, aside).
// Once the clock passes the end, each seat sees the other's word in the result.
import test from 'node:test'
import assert from 'node:assert/strict'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import gw from '../../bindings/node/index.js'
import { startServer, writeClock } from './support.mjs'

const { hunt } = gw
const START = 1_000_000
const COUNTDOWN_MS = 1000
const ROUND_MS = 5000
const READY = START + 100
const T0 = READY + COUNTDOWN_MS
const END = T0 + ROUND_MS

const dir = mkdtempSync(join(tmpdir(), 'gw-privacy-'))
const clockFile = join(dir, 'clock')
const setClock = (t) => writeClock(clockFile, t)

let server = null // { child, base, stderr }
let game = null // POST /games's answer: { id, tokens, ... }
let checked = 0 // responses checked for tokens

test.before(async () => {
  setClock(START)
  const { child, port, stderr } = await startServer({ GW_STORE: `sqlite:${join(dir, 'games.db')}` }, clockFile)
  server = { child, base: `http://127.0.0.1:${port}`, stderr }
})

test.after(async () => {
  if (server) {
    server.child.kill('SIGTERM')
    await once(server.child, 'exit').catch(() => {})
  }
  rmSync(dir, { recursive: true, force: true })
})

/** The token a request carries (body or query), or null. */
function carried(path, body) {
  if (body && typeof body.token === 'string') return body.token
  return new URL(path, 'http://x').searchParams.get('token')
}

/** No response holds a seat's token unless the caller sent that very token. */
function noTokenBut(mine, text, what) {
  for (const [seat, t] of game.tokens.entries()) {
    if (t !== null && t !== mine) assert.ok(!text.includes(t), `${what} gives away seat ${seat}'s token`)
  }
  checked++
}

async function call(method, path, body) {
  const res = await fetch(server.base + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  noTokenBut(carried(path, body), text, `${method} ${path}`)
  return { status: res.status, text, body: JSON.parse(text) }
}

const ok = async (method, path, body) => {
  const r = await call(method, path, body)
  assert.ok(r.status < 300, `${method} ${path} ${JSON.stringify(body)}: ${r.status} ${r.text}`)
  return r.body
}

/**
 * A seat's (or, with no query, a spectator's) Server-Sent Events stream:
 * `next()` reads the next message as {event, data, text}; `close()` hangs up.
 * A refused stream comes back as {status, text, body}.
 */
async function stream(query) {
  const path = `/games/${game.id}/stream${query ? '?' + query : ''}`
  const ac = new AbortController()
  const res = await fetch(server.base + path, { signal: ac.signal })
  if (res.status !== 200) {
    const text = await res.text()
    noTokenBut(carried(path), text, `GET ${path}`)
    return { status: res.status, text, body: JSON.parse(text) }
  }
  assert.match(res.headers.get('content-type'), /^text\/event-stream/)
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
  let buf = ''
  return {
    status: 200,
    async next() {
      for (;;) {
        const end = buf.indexOf('\n\n')
        if (end >= 0) {
          const text = buf.slice(0, end)
          buf = buf.slice(end + 2)
          if (text.startsWith(':')) continue // a keep-alive
          noTokenBut(carried(path), text, `GET ${path}`)
          const fields = {}
          for (const line of text.split('\n')) {
            const i = line.indexOf(':')
            fields[line.slice(0, i)] = line.slice(i + 1).trimStart()
          }
          return { event: fields.event, data: JSON.parse(fields.data), text }
        }
        const read = await Promise.race([reader.read(), sleep(10_000, null, { ref: false })])
        assert.ok(read !== null, `${path}: no message within 10 s`)
        assert.ok(!read.done, `${path}: the stream ended`)
        buf += read.value
      }
    },
    close() {
      reader.cancel().catch(() => {})
      ac.abort()
    },
  }
}

const q = (seat) => `seat=${seat}&token=${game.tokens[seat]}`
const as = (seat) => ({ seat, token: game.tokens[seat] })
const view = (seat) => ok('GET', `/games/${game.id}/view${seat === null ? '' : '?' + q(seat)}`)
const feed = (seat) => ok('GET', `/games/${game.id}/events${seat === null ? '' : '?' + q(seat)}`)
const wordsOf = (v) => v.you.words.map((w) => w.word)

/** Sets the clock and waits until the server's tick has brought the game to it. */
async function at(t) {
  setClock(t)
  for (let i = 0; ; i++) {
    const v = await view(null)
    if (v.now_ms >= t) return v
    assert.ok(i < 2000, `the game never reached ${t}`)
    await sleep(5)
  }
}

/** `text` (a JSON body or an SSE message) holds none of `words` as a JSON string. */
function hides(text, words, what) {
  for (const w of words) assert.ok(!text.includes(JSON.stringify(w)), `${what} shows "${w}" while the round is live`)
}

let mine // seat 0's word
let theirs // seat 1's word
let spare // a word of the tray that nobody plays (the forged submits try it)
let points // what seat 0's word scores

test('the round opens; seat 0 plays a word from its own tray, seat 1 another', async () => {
  // The creator's answer hands out every seat's token (its join links): the one answer not checked.
  const res = await fetch(`${server.base}/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: 'hunt', seats: ['human', 'human'], seed: 31, roundMs: ROUND_MS, countdownMs: COUNTDOWN_MS }),
  })
  assert.equal(res.status, 201)
  game = await res.json()
  assert.equal(game.tokens.length, 2)
  await at(READY)
  await ok('POST', `/games/${game.id}/ready`, as(0))
  await ok('POST', `/games/${game.id}/ready`, as(1))
  assert.equal((await view(0)).tray, null, 'no tray before T0')
  const v0 = await at(T0)
  assert.equal(v0.phase, 'live')
  const tray = (await view(0)).tray
  assert.match(tray, /^[a-z]{16}$/)
  const found = hunt.solve(tray).words.map((w) => w.word)
  mine = found[0]
  theirs = found[1]
  spare = found[2]

  // Seat 1 and a spectator listen from before the word.
  const s1 = await stream(q(1))
  const spectator = await stream('')
  assert.equal((await s1.next()).event, 'hello')
  assert.equal((await spectator.next()).event, 'hello')

  const played = await ok('POST', `/games/${game.id}/words`, { ...as(0), word: mine })
  const accepted = played.events.find((e) => e.type === 'accepted' && e.seat === 0)
  assert.equal(accepted?.word, mine)
  assert.ok(accepted.points > 0, `${mine} scores`)
  points = accepted.points
  assert.deepEqual(wordsOf(await view(0)), [mine], "seat 0's own view holds its word")

  // The word's update reaches seat 1's and the spectator's streams: the count, not the word.
  for (const [who, s] of [['seat 1', s1], ['the spectator', spectator]]) {
    const m = await s.next()
    assert.equal(m.event, 'update')
    assert.equal(m.data.view.seats[0].words, 1, `${who} learns that seat 0 has a word`)
    assert.deepEqual(m.data.events, [], `${who} is sent no event of seat 0's word`)
    hides(m.text, [mine], `${who}'s stream`)
  }
  s1.close()
  spectator.close()

  const other = await ok('POST', `/games/${game.id}/words`, { ...as(1), word: theirs })
  assert.deepEqual(
    other.events.map((e) => [e.type, e.seat, e.word]),
    [['accepted', 1, theirs]],
  )
  hides(JSON.stringify(other), [mine], "seat 1's answer")
})

test('while the round is live no other seat, spectator or lobby sees a word', async () => {
  const hidden = { 0: [theirs], 1: [mine], null: [mine, theirs] } // what each viewer may not see
  for (const seat of [0, 1, null]) {
    const who = seat === null ? 'the spectator' : `seat ${seat}`
    const v = await view(seat)
    assert.equal(v.phase, 'live')
    assert.equal(v.result, null)
    assert.deepEqual(
      v.seats.map((s) => s.words),
      [1, 1],
      `${who} sees how many words each seat has`,
    )
    if (seat !== null) assert.deepEqual(wordsOf(v), [seat === 0 ? mine : theirs], `${who} sees its own word`)
    hides(JSON.stringify(v), hidden[seat], `${who}'s view`)
    const f = await feed(seat)
    hides(JSON.stringify(f), hidden[seat], `${who}'s feed`)
    if (seat !== null) {
      assert.ok(
        f.events.some((e) => e.type === 'accepted' && e.seat === seat),
        `${who}'s feed holds its own word`,
      )
    }
    // A stream opened after the words: its hello (view and feed so far).
    const s = await stream(seat === null ? '' : q(seat))
    const hello = await s.next()
    s.close()
    assert.equal(hello.event, 'hello')
    assert.equal(hello.data.seat, seat)
    hides(hello.text, hidden[seat], `${who}'s stream`)
  }
  const lobby = await call('GET', '/games')
  assert.equal(lobby.status, 200)
  const entry = lobby.body.find((g) => g.id === game.id)
  assert.deepEqual(entry, { id: game.id, game: 'hunt', phase: 'live', seats: ['human', 'human'], practice: true })
  hides(lobby.text, [mine, theirs], 'the lobby')
  for (const path of ['result', 'log']) {
    const r = await call('GET', `/games/${game.id}/${path}`)
    assert.equal(r.status, 409, `/${path} while live`)
    assert.equal(r.body.error, 'NOT_OVER')
    hides(r.text, [mine, theirs], `/${path}`)
  }
})

test('every route that takes a seat and a token refuses the wrong ones, and they change nothing', async () => {
  const before = { v0: await view(0), v1: await view(1), next: (await feed(null)).next }
  const answers = checked
  const forged = [
    // [what, seat, token, status, code]
    ['a wrong token', 0, 'f'.repeat(game.tokens[0].length), 403, 'BAD_TOKEN'],
    ['a short wrong token', 0, 'nope', 403, 'BAD_TOKEN'],
    ["seat 1's token", 0, game.tokens[1], 403, 'BAD_TOKEN'],
    ["seat 0's token", 1, game.tokens[0], 403, 'BAD_TOKEN'],
    ['no token', 0, undefined, 403, 'BAD_TOKEN'],
    ['an empty token', 0, '', 403, 'BAD_TOKEN'],
    ['the seat past the last', 2, game.tokens[0], 400, 'UNKNOWN_SEAT'],
    ['a negative seat', -1, game.tokens[0], 400, 'UNKNOWN_SEAT'],
    ['a seat that is not a number', 'zero', game.tokens[0], 400, 'UNKNOWN_SEAT'],
    ['a fractional seat', 0.5, game.tokens[0], 400, 'UNKNOWN_SEAT'],
  ]
  const query = (seat, token) => `seat=${encodeURIComponent(seat)}${token === undefined ? '' : `&token=${token}`}`
  const refused = (r, what, status, code, victim) => {
    assert.equal(r.status, status, `${what}: ${r.text}`)
    assert.deepEqual(Object.keys(r.body).sort(), ['error', 'message'], `${what}: an error and nothing else`)
    assert.equal(r.body.error, code, what)
    hides(r.text, victim === 1 ? [theirs] : [mine], what)
  }
  for (const [what, seat, token, status, code] of forged) {
    const victim = seat === 1 ? 1 : 0
    for (const route of ['view', 'events']) {
      const r = await call('GET', `/games/${game.id}/${route}?${query(seat, token)}`)
      refused(r, `GET /${route} with ${what}`, status, code, victim)
    }
    const s = await stream(query(seat, token))
    assert.notEqual(s.status, 200, `GET /stream with ${what} opens no stream`)
    refused(s, `GET /stream with ${what}`, status, code, victim)
    for (const [verb, extra] of [
      ['words', { word: spare }],
      ['ready', {}],
      ['resign', {}],
    ]) {
      const body = { seat, ...(token === undefined ? {} : { token }), ...extra }
      const r = await call('POST', `/games/${game.id}/${verb}`, body)
      refused(r, `POST /${verb} with ${what}`, status, code, victim)
    }
  }
  // A POST with no seat at all is bad input (a GET with none is a spectator's).
  const r = await call('POST', `/games/${game.id}/words`, { token: game.tokens[0], word: spare })
  refused(r, 'POST /words with no seat', 400, 'BAD_REQUEST', 0)

  // A game id with a malformed %-escape is the client's error, not a crash.
  for (const path of ['/games/%E0%A4%A/view?seat=0', '/games/%E0%A4%A/stream?seat=0', '/games/%/events?seat=0']) {
    const bad = await call('GET', path)
    assert.equal(bad.status, 400, `${path}: ${bad.text}`)
    assert.equal(bad.body.error, 'BAD_REQUEST')
  }

  assert.deepEqual(await view(0), before.v0, "seat 0's view (words, status) is as before")
  assert.deepEqual(await view(1), before.v1, "seat 1's view is as before")
  assert.equal((await feed(null)).next, before.next, 'nothing new happened')
  assert.ok(checked - answers > forged.length * 6, 'every refusal was checked for tokens')
})

test('no answer gives away a token its caller did not send', async () => {
  // call() and stream() check every answer of the tests above; the lobby and a spectator's once more, by name.
  for (const path of ['/games', `/games/${game.id}/view`, `/games/${game.id}/events`]) {
    const r = await call('GET', path)
    assert.equal(r.status, 200)
    for (const t of game.tokens) assert.ok(!r.text.includes(t), `GET ${path} holds no token`)
  }
  const s = await stream('')
  const hello = await s.next()
  s.close()
  for (const t of game.tokens) assert.ok(!hello.text.includes(t), "the spectator's stream holds no token")
})

test('once the round is over each seat sees the other seat\'s word', async () => {
  await at(END + 1)
  const v1 = await view(1)
  assert.equal(v1.phase, 'over')
  const seat0 = v1.result.seats[0]
  assert.deepEqual(
    seat0.words.map((w) => w.word),
    [mine],
    "seat 1 sees seat 0's word, and only the one seat 0 played",
  )
  assert.equal(seat0.score, points, "seat 0's score is its one word's")
  assert.deepEqual(v1.result.reveal.find((w) => w.word === mine)?.found_by, [0])
  const v0 = await view(0)
  assert.deepEqual(
    v0.result.seats[1].words.map((w) => w.word),
    [theirs],
    "seat 0 sees seat 1's word",
  )
  const s = await stream(q(1))
  const hello = await s.next()
  s.close()
  assert.ok(hello.text.includes(JSON.stringify(mine)), "seat 1's stream shows seat 0's word")
  const result = await ok('GET', `/games/${game.id}/result`)
  assert.deepEqual(result, v1.result)
  assert.equal(gw.replayJson(JSON.stringify(await ok('GET', `/games/${game.id}/log`))), JSON.stringify(result))
  assert.equal(server.stderr(), '', 'nothing went wrong on the server')
})

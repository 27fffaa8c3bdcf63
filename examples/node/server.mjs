// A reference game server for all three games, in one Node process, with a
// browser client (examples/node/public/: plain HTML, CSS and JavaScript).
//
//   node examples/node/server.mjs [--port 8080]     then open http://127.0.0.1:8080
//   GW_CLOCK_SPEED=20 node examples/node/server.mjs  (tests only: game time runs 20x wall time)
//
// Games are the binding's typed classes: `hunt.Game` (Word Grid, 2–4 seats or
// one human against the bot), `duel.Game` (Wordgrid, against a human or a bot
// of a chosen level) and `solo.Game` (Sóló). The engine holds every rule; this
// file routes HTTP to the typed calls and relays what each seat may see.
//
// The host's clock: game time is `performance.now()` (times GW_CLOCK_SPEED),
// or an injected clock in tests. After every call each game gets one timer,
// set for its `nextDue` (the tray opening, the bot's word or move, a chess
// clock running out, the end of the round or of Sóló's five minutes); the
// timer calls `advance(now)` and pushes the resulting events. Nothing polls.
//
// HTTP API (loopback only; node:http, no framework):
//   GET  /                                   the lobby and game page (public/)
//   POST /games        {game?: 'hunt' | 'duel' | 'solo', seats?, seed?, ...}
//        hunt: {seats, seed?, roundMs?, countdownMs?, moveDeadlineMs?, points?}
//        duel: {seats?: ['human', 'human' | 'bot:easy' | 'bot:medium' | 'bot:hard'], seed?, stake? (two humans only: a bot game is practice)}
//        solo: {seed?}
//        -> 201 {id, game, seats, tokens, links}: a token (and a join link) per human seat
//   POST /games/:id/:verb  {seat, token, ...}    -> {events} (what that seat may see)
//        hunt: ready, words {word}, resign
//        duel: play {cell, letter, word | path}, draw {answer: offer | accept | decline}, resign
//        solo: swap {a, b}, finish, cancel
//   GET  /games/:id/stream?seat=N&token=T   Server-Sent Events: the seat's view and its
//                                            visible events after every change (no seat: spectator)
//   GET  /games/:id/events?seat=N&token=T&since=K -> {events, next}   (the seat's feed)
//   GET  /games/:id/view?seat=N&token=T            -> the engine's view for that seat
//   GET  /games/:id/result, /games/:id/log         -> once over, else 409 NOT_OVER
//   GET  /games                                    -> [{id, game, phase, seats}]
// Errors: {error: CODE, message} with the engine's stable code (400 for bad
// input, 403 for a wrong seat token, 404 for no such game, 409 for a call the
// game's state refuses, or ELSEWHERE for a game another process holds (Redis),
// 503 STORE_FAILED for an action made but not yet stored). Bodies are JSON
// objects sent as application/json (415 otherwise) of at most 16 KiB (413,
// answered before the connection closes); a seat is a JSON integer in a
// body and plain decimal digits in a query; HEAD works on every GET route.
//
// Nothing lost (store.mjs): every game's record (snapshot, log, feed, seat
// tokens) is written to the store after each accepted action and each
// `advance` that changed something, before the call is answered. At start
// the server takes every stored game back (the snapshot, checked against a
// rebuild from the log) and goes on from there: a server killed mid-round
// and started again on the same store ends each game as if it had never
// stopped. GW_STORE picks the store: sqlite:/path/file.db (the default, a
// file in the OS temp dir), redis://host:port (several processes), memory.
// Game time is wall time (times GW_CLOCK_SPEED), so it goes on across a
// restart: what fell due while the server was down happens at its due time.
//
// Hidden information: during a Word Grid round a seat may know its own words
// and only how many the others have. Views are per seat, and the calls
// return every event for the host, which forwards to each seat only what
// `game.eventsFor(events, seat)` keeps (the engine's audience rule). This
// file holds no rule about who sees what. A seat's view and feed need its
// token, given out once, in its join link. Logs and snapshots hold the seed
// and every seat's words, so the log is served only once the game is over.
import http from 'node:http'
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { fileURLToPath, pathToFileURL } from 'node:url'
import gw from '../../bindings/node/index.js'
import { DEFAULT_STORE, memoryStore, openStore } from './store.mjs'

const { hunt, duel, solo } = gw

const MAX_BODY = 16 * 1024
const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost'])
const BAD_INPUT = new Set([
  'UNKNOWN_SEAT',
  'EMPTY_WORD',
  'WORD_TOO_LONG',
  'CONTROL_CHARACTER',
  'BAD_REQUEST',
  'CELL_OUT_OF_RANGE',
  'NOT_A_LETTER',
  'SAME_CELL',
  'ERR_INVALID_ARG_TYPE',
])
const STATIC = {
  '/': ['index.html', 'text/html; charset=utf-8'],
  '/index.html': ['index.html', 'text/html; charset=utf-8'],
  '/app.js': ['app.js', 'text/javascript; charset=utf-8'],
  '/style.css': ['style.css', 'text/css; charset=utf-8'],
}
const PUBLIC = new URL('./public/', import.meta.url)
const DUEL_SEATS = new Set(['human', 'bot:easy', 'bot:medium', 'bot:hard'])

class HttpError extends Error {
  constructor(status, code, message) {
    super(message)
    this.status = status
    this.code = code
  }
}

const bad = (message) => new HttpError(400, 'BAD_REQUEST', message)
const randomSeed = () => '0x' + randomBytes(8).toString('hex')

function seedOf(seed) {
  if (seed === undefined || seed === null || seed === '') return randomSeed()
  if (typeof seed !== 'number' && typeof seed !== 'string') {
    throw bad('seed must be a number or a string (decimal, or 0x hex)')
  }
  return seed
}

const cellOf = (value, name) => {
  if (!Number.isInteger(value)) throw bad(`${name} must be a cell number`)
  return value
}

// What each game's lobby entry makes and which typed calls its seats may make.
const KINDS = {
  hunt: {
    Game: hunt.Game,
    create(body, now) {
      const { seats, seed, roundMs, countdownMs, moveDeadlineMs, points } = body
      if (!Array.isArray(seats)) throw bad('seats must be an array')
      const game = new hunt.Game(seats, seedOf(seed), now, { roundMs, countdownMs, moveDeadlineMs, points })
      return { game, seats }
    },
    phase: (game) => game.phase,
    verbs: {
      ready: (g, seat, _b, t) => g.ready(seat, t),
      words: (g, seat, body, t) => {
        if (typeof body.word !== 'string') throw bad('word must be a string')
        return g.submit(seat, body.word, t)
      },
      resign: (g, seat, _b, t) => g.resign(seat, t),
    },
  },
  duel: {
    Game: duel.Game,
    create(body, now) {
      const seats = body.seats ?? ['human', 'bot:easy']
      if (!Array.isArray(seats) || !seats.every((s) => DUEL_SEATS.has(s))) {
        throw bad(`seats must be two of ${[...DUEL_SEATS].join(', ')}`)
      }
      const options = body.stake === undefined ? undefined : { stake: body.stake }
      return { game: new duel.Game(seats, seedOf(body.seed), now, options), seats }
    },
    phase: (game) => (game.isOver ? 'over' : 'live'),
    verbs: {
      play: (g, seat, body, t) => {
        const { cell, letter, word, path } = body
        if (typeof letter !== 'string') throw bad('letter must be a string')
        const how = Array.isArray(path) && path.length > 0 ? path.map((c) => cellOf(c, 'path')) : word
        if (typeof how !== 'string' && !Array.isArray(how)) throw bad('give a word or a path')
        return g.play(seat, cellOf(cell, 'cell'), letter, how, t)
      },
      draw: (g, seat, body, t) => {
        if (body.answer === 'offer') return g.offerDraw(seat, t)
        if (body.answer === 'accept') return g.acceptDraw(seat, t)
        if (body.answer === 'decline') return g.declineDraw(seat, t)
        throw bad('answer must be offer, accept or decline')
      },
      resign: (g, seat, _b, t) => g.resign(seat, t),
    },
  },
  solo: {
    Game: solo.Game,
    create(body, now) {
      return { game: new solo.Game(seedOf(body.seed), now), seats: ['human'] }
    },
    phase: (game) => (game.isOver ? 'over' : 'live'),
    verbs: {
      swap: (g, _seat, body, t) => g.swap(cellOf(body.a, 'a'), cellOf(body.b, 'b'), t),
      finish: (g, _seat, _b, t) => g.finish(t),
      cancel: (g, _seat, _b, t) => g.cancel(t),
    },
  },
}

/**
 * A game server. `clock()` returns the host's monotonic game time in ms
 * (default: wall time since the epoch, times `speed`, so that it goes on
 * across restarts); `speed` is how many game ms pass per wall ms (1, or more
 * in tests), used to set the timers; `tickMs` > 0 also runs `tick()` on an
 * interval (for an injected clock that jumps); finished games are dropped,
 * from memory and store, `keepMs` (game time) after they end. `store` (from
 * store.mjs `openStore`; default: none) keeps every game; `listen` first
 * takes back the games it holds.
 */
export function createServer({
  speed = 1,
  clock = () => (performance.timeOrigin + performance.now()) * speed,
  tickMs = 0,
  keepMs = 600_000,
  maxGames = 10_000,
  store = memoryStore(),
} = {}) {
  if (!(speed > 0)) throw new Error('speed must be positive')
  const games = new Map() // id -> entry
  let last = 0
  let closed = false

  // Whole milliseconds that never go backwards, whatever the clock does.
  const now = () => {
    const t = Math.floor(clock())
    if (t > last) last = t
    return last
  }

  /**
   * Records events, stores the game (after an action, or when events came),
   * pushes each subscriber what its seat may see, re-arms the timer. Returns
   * the store write (see `stored`), or null when nothing was written.
   */
  function publish(entry, events, acted = false) {
    for (const e of events) entry.feed.push(e)
    if (entry.endedAt === null && entry.game.isOver) entry.endedAt = now()
    const write = acted || events.length > 0 ? persist(entry) : null
    if (events.length > 0) for (const sub of entry.subscribers) push(entry, sub, events)
    schedule(entry)
    return write
  }

  /** Queues a write of the game's whole state (one game's writes stay in order). */
  function persist(entry) {
    const record = {
      id: entry.id,
      kind: entry.kind,
      seats: entry.seats,
      tokens: entry.tokens.map((t) => (t === null ? null : t.toString())),
      snapshot: entry.game.snapshot(),
      log: entry.game.log(),
      feed: entry.feed.slice(),
      endedAt: entry.endedAt,
    }
    const write = entry.saved.then(() => store.save(record))
    entry.saved = write.then(
      (kept) => {
        if (kept === false) forget(entry) // another process holds the game now
      },
      (e) => console.error(`game ${entry.id}: not stored: ${e.message}`),
    )
    return write
  }

  /** Waits for a write an answer depends on: the action is answered only once it is kept. */
  async function stored(write) {
    let kept
    try {
      kept = await write
    } catch (e) {
      throw new HttpError(503, 'STORE_FAILED', `done, but not stored (the next change stores it): ${e.message}`)
    }
    if (kept === false) throw new HttpError(409, 'ELSEWHERE', 'this game now runs in another server process')
  }

  /** A stored game back in play: its snapshot, checked against a rebuild from its log. */
  function host(record) {
    const { Game } = KINDS[record.kind]
    let game = null
    let rebuilt = null
    try {
      game = Game.restore(record.snapshot)
    } catch (e) {
      console.error(`game ${record.id}: snapshot: ${e.code ?? ''} ${e.message}; rebuilt from its log`)
    }
    try {
      rebuilt = Game.fromLog(record.log)
    } catch (e) {
      if (game === null) throw e
      console.error(`game ${record.id}: log: ${e.code ?? ''} ${e.message}; going on from the snapshot`)
    }
    if (game !== null && rebuilt !== null && !game.snapshot().equals(rebuilt.snapshot())) {
      console.error(`game ${record.id}: the snapshot and the log disagree; going on from the snapshot`)
    }
    game ??= rebuilt
    if (game.clockMs > last) last = game.clockMs // never a time before the game's own
    const entry = {
      id: record.id,
      kind: record.kind,
      game,
      seats: record.seats,
      tokens: record.tokens.map((t) => (t === null ? null : Buffer.from(t))),
      feed: record.feed,
      endedAt: record.endedAt,
      timer: null,
      subscribers: new Set(),
      saved: Promise.resolve(),
    }
    games.set(entry.id, entry)
    schedule(entry)
    return entry
  }

  /** Takes back one stored game (a shared store: one no process holds); null if none. */
  const adopting = new Map()
  function adopt(id) {
    if (!adopting.has(id)) {
      const load = store
        .load(id)
        .then((record) => (record === null || closed ? null : (games.get(id) ?? host(record))))
        .finally(() => adopting.delete(id))
      adopting.set(id, load)
    }
    return adopting.get(id)
  }

  /** A shared store: renews this process's leases, lets go of lost games, adopts orphans. */
  async function upkeep() {
    try {
      for (const id of await store.renew([...games.keys()])) if (games.has(id)) forget(games.get(id))
      for (const id of await store.orphans(new Set(games.keys()))) await adopt(id)
    } catch (e) {
      console.error(`store: ${e.message}`)
    }
  }

  function push(entry, sub, events) {
    const message = {
      events: entry.game.eventsFor(events, sub.seat),
      view: entry.game.view(sub.seat),
      now: now(),
      speed,
    }
    sub.res.write(`event: update\ndata: ${JSON.stringify(message)}\n\n`)
  }

  /** Brings one game up to now and relays what fell due. */
  function advance(entry) {
    if (!games.has(entry.id)) return
    if (entry.endedAt !== null) {
      if (now() - entry.endedAt >= keepMs) drop(entry)
      else schedule(entry)
      return
    }
    let events
    try {
      events = entry.game.advance(now())
    } catch (e) {
      // Only TIME_WENT_BACKWARDS can happen here, and `now()` prevents it.
      console.error(`game ${entry.id}: advance: ${e.code ?? ''} ${e.message}`)
      return
    }
    publish(entry, events)
  }

  /** One timer per game: at its next due time, or to drop it keepMs after the end. */
  function schedule(entry) {
    clearTimeout(entry.timer)
    entry.timer = null
    if (closed || !games.has(entry.id)) return
    const due = entry.endedAt !== null ? entry.endedAt + keepMs : entry.game.nextDue
    if (due === null) return
    const wallMs = Math.min(2 ** 31 - 1, Math.max(0, Math.ceil((due - now()) / speed)))
    entry.timer = setTimeout(() => advance(entry), wallMs)
  }

  /** A finished game's time is up: out of memory and out of the store. */
  function drop(entry) {
    forget(entry)
    entry.saved = entry.saved
      .then(() => store.remove(entry.id))
      .catch((e) => console.error(`game ${entry.id}: not removed from the store: ${e.message}`))
  }

  function forget(entry) {
    clearTimeout(entry.timer)
    games.delete(entry.id)
    for (const sub of entry.subscribers) sub.res.end()
    entry.subscribers.clear()
  }

  /** Advances every game (for an injected clock); drops games finished long ago. */
  function tick() {
    for (const entry of [...games.values()]) advance(entry)
  }

  async function entryOf(id) {
    const entry = games.get(id) ?? (store.shared ? await adopt(id) : null)
    if (entry) return entry
    if (store.shared && (await store.elsewhere(id))) {
      throw new HttpError(409, 'ELSEWHERE', `game ${id} runs in another server process`)
    }
    throw new HttpError(404, 'NO_SUCH_GAME', `no game ${id}`)
  }

  /**
   * The seat a request speaks for: a seat number and that seat's token.
   * Strict: a JSON body's seat is a JSON integer, a query's seat plain
   * decimal digits (`"1"` in a body, `" 0 "`, `"0x0"`, `"1e0"` are refused,
   * where `Number()` would take them).
   */
  function seatOf(value, token, entry, { optional = false, query = false } = {}) {
    if (value === undefined || value === null || value === '') {
      if (optional) return null
      throw bad('seat is required')
    }
    const plain = query ? /^(0|[1-9][0-9]{0,5})$/.test(value) : Number.isInteger(value)
    const seat = plain ? Number(value) : NaN
    if (!Number.isInteger(seat) || seat < 0 || seat >= entry.seats.length) {
      throw new HttpError(400, 'UNKNOWN_SEAT', `no seat ${JSON.stringify(value)}`)
    }
    const want = entry.tokens[seat]
    const given = Buffer.from(typeof token === 'string' ? token : '')
    if (want === null || given.length !== want.length || !timingSafeEqual(given, want)) {
      throw new HttpError(403, 'BAD_TOKEN', `a wrong token for seat ${seat}`)
    }
    return seat
  }

  /** Runs an engine call; engine errors become HTTP errors with the code. */
  function engine(call) {
    try {
      return call()
    } catch (e) {
      if (e instanceof HttpError || typeof e.code !== 'string') throw e
      const status = BAD_INPUT.has(e.code) || e.code.startsWith('INVALID_') ? 400 : 409
      throw new HttpError(status, e.code, e.message)
    }
  }

  const summary = (entry) => ({
    id: entry.id,
    game: entry.kind,
    phase: KINDS[entry.kind].phase(entry.game),
    seats: entry.seats,
  })

  const routes = {
    'POST /games': async (_p, body) => {
      if (games.size >= maxGames) throw new HttpError(503, 'FULL', 'too many games')
      const kind = body.game ?? 'hunt'
      if (!Object.hasOwn(KINDS, kind)) throw new HttpError(400, 'UNKNOWN_GAME', `no game ${kind}`)
      const id = await store.newId()
      const { game, seats } = engine(() => KINDS[kind].create(body, now()))
      const tokens = seats.map((s) => (s === 'human' ? randomBytes(12).toString('hex') : null))
      const entry = {
        id,
        kind,
        game,
        seats,
        tokens: tokens.map((t) => (t === null ? null : Buffer.from(t))),
        feed: [],
        endedAt: null,
        timer: null,
        subscribers: new Set(),
        saved: Promise.resolve(),
      }
      games.set(id, entry)
      await stored(publish(entry, [], true))
      const links = tokens.map((t, seat) => (t === null ? null : `/?game=${id}&seat=${seat}&token=${t}`))
      return [201, { id, game: kind, seats, tokens, links }]
    },
    'GET /games': () => [...games.values()].map(summary),
    'POST /games/:id/:verb': async ([id, verb], body) => {
      const entry = await entryOf(id)
      const call = Object.hasOwn(KINDS[entry.kind].verbs, verb) ? KINDS[entry.kind].verbs[verb] : null
      if (!call) throw new HttpError(404, 'NOT_FOUND', `a ${entry.kind} game has no ${verb}`)
      const seat = seatOf(body.seat, body.token, entry)
      const events = engine(() => call(entry.game, seat, body, now()))
      await stored(publish(entry, events, true))
      return { events: entry.game.eventsFor(events, seat) }
    },
    'GET /games/:id/events': async ([id], _b, query) => {
      const entry = await entryOf(id)
      const seat = seatOf(query.get('seat'), query.get('token'), entry, { optional: true, query: true })
      const since = Math.max(0, Math.min(Number(query.get('since') ?? 0) | 0, entry.feed.length))
      return { events: entry.game.eventsFor(entry.feed.slice(since), seat), next: entry.feed.length }
    },
    'GET /games/:id/view': async ([id], _b, query) => {
      const entry = await entryOf(id)
      const seat = seatOf(query.get('seat'), query.get('token'), entry, { optional: true, query: true })
      return engine(() => entry.game.view(seat))
    },
    'GET /games/:id/result': async ([id]) => {
      const result = (await entryOf(id)).game.result()
      if (result === null) throw new HttpError(409, 'NOT_OVER', 'the game is not over')
      return result
    },
    'GET /games/:id/log': async ([id]) => {
      const { game } = await entryOf(id)
      if (!game.isOver) throw new HttpError(409, 'NOT_OVER', 'the log is secret until the game is over')
      return JSON.parse(game.log())
    },
  }

  /** A seat's Server-Sent Events: a hello with its view and feed, then an update per change. */
  async function stream(req, res, id, query) {
    const entry = await entryOf(id)
    const seat = seatOf(query.get('seat'), query.get('token'), entry, { optional: true, query: true })
    advance(entry) // the view below is as of now
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    })
    const hello = {
      id,
      game: entry.kind,
      seat,
      seats: entry.seats,
      events: entry.game.eventsFor(entry.feed, seat),
      view: entry.game.view(seat),
      now: now(),
      speed,
    }
    res.write(`retry: 1000\nevent: hello\ndata: ${JSON.stringify(hello)}\n\n`)
    const sub = { res, seat }
    entry.subscribers.add(sub)
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), 15_000)
    req.on('close', () => {
      clearInterval(keepAlive)
      entry.subscribers.delete(sub)
    })
  }

  /** A path segment as text; a malformed %-escape is the client's error (400), not ours. */
  function segment(text) {
    try {
      return decodeURIComponent(text)
    } catch {
      throw bad(`malformed %-escape in ${JSON.stringify(text)}`)
    }
  }

  function route(method, path) {
    const parts = path.split('/').filter(Boolean)
    for (const [key, handler] of Object.entries(routes)) {
      const [m, pattern] = key.split(' ')
      if (m !== method) continue
      const want = pattern.split('/').filter(Boolean)
      if (want.length !== parts.length) continue
      const params = []
      if (want.every((w, i) => (w.startsWith(':') ? params.push(segment(parts[i])) : w === parts[i]))) {
        return (body, query) => handler(params, body, query)
      }
    }
    return null
  }

  /**
   * A POST body: a JSON object of at most MAX_BODY bytes, sent as
   * `application/json` (415 otherwise: a form post from another site
   * cannot make a game). A body too large is 413, answered before the
   * connection closes (it was reset before the answer went out).
   */
  function readBody(req) {
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()
    const declared = Number(req.headers['content-length'] ?? 0)
    if (declared > MAX_BODY) return Promise.reject(tooLarge())
    if (declared > 0 || req.headers['transfer-encoding']) {
      if (type !== 'application/json') {
        return Promise.reject(new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'the body must be application/json'))
      }
    }
    return new Promise((resolve, reject) => {
      let size = 0
      const chunks = []
      req.on('data', (c) => {
        size += c.length
        if (size > MAX_BODY) {
          req.removeAllListeners('data')
          reject(tooLarge())
        } else chunks.push(c)
      })
      req.on('end', () => {
        if (size === 0) return resolve({})
        try {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
          if (body === null || typeof body !== 'object' || Array.isArray(body)) {
            throw new Error('the body must be a JSON object')
          }
          resolve(body)
        } catch (e) {
          reject(bad(`bad JSON body: ${e.message}`))
        }
      })
      req.on('error', reject)
    })
  }

  function tooLarge() {
    return new HttpError(413, 'BODY_TOO_LARGE', `the body is over ${MAX_BODY} bytes`)
  }

  function send(res, status, value, type = 'application/json') {
    const body = type === 'application/json' ? JSON.stringify(value) : value
    res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store' })
    res.end(body)
  }

  const server = http.createServer(async (req, res) => {
    try {
      let url
      try {
        url = new URL(req.url, 'http://localhost')
      } catch {
        throw bad('a malformed request target')
      }
      // HEAD is GET without the body (Node leaves the body out itself).
      const method = req.method === 'HEAD' ? 'GET' : req.method
      if (method === 'GET' && Object.hasOwn(STATIC, url.pathname)) {
        const [file, type] = STATIC[url.pathname]
        return send(res, 200, await readFile(new URL(file, PUBLIC)), type)
      }
      const m = req.method === 'GET' && url.pathname.match(/^\/games\/([^/]+)\/stream$/)
      if (m) return await stream(req, res, segment(m[1]), url.searchParams)
      const handler = route(method, url.pathname)
      if (!handler) throw new HttpError(404, 'NOT_FOUND', `no route ${req.method} ${url.pathname}`)
      const body = req.method === 'POST' ? await readBody(req) : {}
      const out = await handler(body, url.searchParams)
      const [status, value] = Array.isArray(out) && typeof out[0] === 'number' ? out : [200, out]
      send(res, status, value)
    } catch (e) {
      if (e instanceof HttpError) {
        // A body left unread (413, 415) is not drained: the connection
        // closes once the answer is out.
        if (e.status === 413 || e.status === 415) {
          res.setHeader('connection', 'close')
          res.on('finish', () => req.destroy())
        }
        send(res, e.status, { error: e.code, message: e.message })
      } else {
        // The server's log has the stack; the client gets no detail.
        console.error(e)
        send(res, 500, { error: 'INTERNAL', message: 'an internal error (logged by the server)' })
      }
    }
  })

  let interval = null
  let leases = null
  let loaded = false
  return {
    server,
    games,
    tick,
    now,
    store,
    /** Takes back the store's games, then listens on a loopback address; resolves to the bound port. */
    async listen(port = 0, address = '127.0.0.1') {
      if (!LOOPBACK.has(address)) throw new Error(`${address} is not a loopback address`)
      if (!loaded) {
        loaded = true
        for (const record of await store.loadAll()) {
          try {
            host(record)
          } catch (e) {
            console.error(`game ${record.id}: not restored: ${e.code ?? ''} ${e.message}`)
          }
        }
        if (store.shared) leases = setInterval(upkeep, store.leaseMs / 3)
      }
      return new Promise((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, address, () => {
          server.off('error', reject)
          if (tickMs > 0 && interval === null) interval = setInterval(tick, tickMs)
          resolve(server.address().port)
        })
      })
    },
    /**
     * Stops the timers and the server (open connections, streams included, are
     * closed), waits for the store writes under way and, with a shared store,
     * lets go of the games (another process may take them at once). The store
     * stays open: its opener closes it.
     */
    async close() {
      closed = true
      clearInterval(interval)
      clearInterval(leases)
      interval = null
      for (const entry of games.values()) {
        clearTimeout(entry.timer)
        for (const sub of entry.subscribers) sub.res.end()
      }
      server.closeAllConnections?.()
      await new Promise((resolve) => server.close(() => resolve()))
      await Promise.all([...games.values()].map((entry) => entry.saved))
      if (store.release) await store.release([...games.keys()])
    },
  }
}

function parseArgs(argv) {
  const opts = { port: 8080 }
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=')
    const value = inline ?? argv[++i]
    if (flag === '--port') opts.port = Number(value)
    else throw new Error(`unknown option ${flag} (use --port N)`)
    if (!Number.isInteger(Number(value)) || Number(value) < 0) throw new Error(`${flag} needs a whole number`)
  }
  return opts
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { port } = parseArgs(process.argv.slice(2))
  // Tests only: GW_CLOCK_SPEED=20 runs every game clock 20 times faster than the wall;
  // GW_CLOCK_FILE=path makes game time the number in that file (a scripted clock).
  const speed = Number(process.env.GW_CLOCK_SPEED ?? 1)
  if (!(speed > 0)) throw new Error('GW_CLOCK_SPEED must be a positive number')
  const clockFile = process.env.GW_CLOCK_FILE
  const scripted = clockFile ? { clock: () => Number(readFileSync(clockFile, 'utf8')), tickMs: 5 } : {}
  // Redis only: GW_INSTANCE names this process for its game leases, GW_LEASE_MS is how long one lasts.
  const leaseMs = Number(process.env.GW_LEASE_MS ?? 15_000)
  if (!(leaseMs >= 1000)) throw new Error('GW_LEASE_MS must be at least 1000')
  const store = await openStore(process.env.GW_STORE || DEFAULT_STORE, { instance: process.env.GW_INSTANCE, leaseMs })
  const host = createServer({ speed, store, ...scripted })
  const bound = await host.listen(port)
  const faster = speed === 1 ? '' : `, game clocks ${speed}x wall time`
  console.log(`gridwords game server on http://127.0.0.1:${bound} (gridwords ${gw.VERSION}${faster})`)
  console.log(`games kept in ${store.name} (${host.games.size} taken back); static client: ${fileURLToPath(PUBLIC)}`)
  const stop = () =>
    host
      .close()
      .then(() => store.close())
      .then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

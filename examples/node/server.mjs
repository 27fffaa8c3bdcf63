// A Word Grid game server: many concurrent rounds in one Node process.
//
//   node examples/node/server.mjs [--port 8080] [--tick-ms 50]
//
// Every game is a `hunt.Game` driven by the host's monotonic clock
// (`performance.now()`, or an injected clock in tests): a tick loop calls
// `advance(now)` on every live game, so the tray opens, the bot plays and
// rounds end on time even when nobody sends anything. The engine holds every
// rule; this file only routes HTTP to it and relays what each seat may see.
//
// HTTP JSON API (loopback only, no dependencies):
//   POST /games                  {seats, seed, roundMs?, countdownMs?, moveDeadlineMs?, points?}
//                                -> 201 {id, seats}
//   POST /games/:id/ready        {seat}        -> {events}
//   POST /games/:id/words        {seat, word}  -> {events}
//   POST /games/:id/resign       {seat}        -> {events}
//   GET  /games/:id/events?seat=N&since=K     -> {events, next}  (the seat's feed)
//   GET  /games/:id/view?seat=N               -> the engine's view (no seat: spectator)
//   GET  /games/:id/result                    -> the result, or 409 NOT_OVER
//   GET  /games/:id/log                       -> the log once over (replay it anywhere), or 409 NOT_OVER
//   GET  /games                               -> [{id, phase}]
// Errors: {error: CODE, message} with the engine's stable code (400 for bad
// input, 409 for a call the game's state refuses, 404 for no such game).
//
// Hidden information: during a round a seat may know its own words and, of
// the others, only how many they have. The engine enforces it: views are
// per seat, and the calls return every event for the host, which forwards
// to each seat only what `game.eventsFor(events, seat)` keeps (the engine's
// audience rule: a seat's `accepted` and `miss` events are its own until
// the game is over). This file holds no rule of its own about who sees
// what. The log and snapshots hold the seed and every seat's words, so the
// log is served only once the game is over. Seats are not authenticated
// here: a real host binds each seat to a session before calling the engine.
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import gw from '../../bindings/node/index.js'

const { hunt } = gw

const MAX_BODY = 16 * 1024
const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost'])
const BAD_INPUT = new Set(['UNKNOWN_SEAT', 'EMPTY_WORD', 'WORD_TOO_LONG', 'INVALID_ARGUMENT', 'BAD_REQUEST'])

class HttpError extends Error {
  constructor(status, code, message) {
    super(message)
    this.status = status
    this.code = code
  }
}

/**
 * A game server. `clock()` returns the host's monotonic time in ms (default
 * `performance.now()`); `tickMs` is the tick loop's period (0: no loop, the
 * caller runs `tick()`); finished games are dropped `keepMs` after they end.
 */
export function createServer({ clock = () => performance.now(), tickMs = 50, keepMs = 600_000, maxGames = 10_000 } = {}) {
  const games = new Map() // id -> {game, feed: Event[], endedAt: number | null}
  let nextId = 1
  let last = 0

  // Whole milliseconds that never go backwards, whatever the clock does.
  const now = () => {
    const t = Math.floor(clock())
    if (t > last) last = t
    return last
  }

  function record(entry, events) {
    for (const e of events) entry.feed.push(e)
    if (entry.endedAt === null && entry.game.isOver) entry.endedAt = now()
  }

  /** Advances every live game to now; drops games finished long ago. */
  function tick() {
    const t = now()
    for (const [id, entry] of games) {
      if (entry.endedAt !== null) {
        if (t - entry.endedAt >= keepMs) games.delete(id)
        continue
      }
      try {
        record(entry, entry.game.advance(t))
      } catch (e) {
        // Only TIME_WENT_BACKWARDS can happen here, and `now()` prevents it.
        console.error(`game ${id}: advance: ${e.code ?? ''} ${e.message}`)
      }
    }
  }

  function entryOf(id) {
    const entry = games.get(id)
    if (!entry) throw new HttpError(404, 'NO_SUCH_GAME', `no game ${id}`)
    return entry
  }

  function seatOf(value, entry, { optional = false } = {}) {
    if (value === undefined || value === null || value === '') {
      if (optional) return null
      throw new HttpError(400, 'BAD_REQUEST', 'seat is required')
    }
    const seat = Number(value)
    if (!Number.isInteger(seat) || seat < 0 || seat >= entry.game.seatCount) {
      throw new HttpError(400, 'UNKNOWN_SEAT', `no seat ${value}`)
    }
    return seat
  }

  /** Runs an engine call; engine errors become HTTP errors with the code. */
  function engine(call) {
    try {
      return call()
    } catch (e) {
      if (typeof e.code !== 'string') throw e
      const status = BAD_INPUT.has(e.code) || e.code.startsWith('INVALID_') ? 400 : 409
      throw new HttpError(status, e.code, e.message)
    }
  }

  function act(entry, seat, call) {
    const events = engine(() => call(entry.game, now()))
    record(entry, events)
    return { events: entry.game.eventsFor(events, seat) }
  }

  const routes = {
    'POST /games': (_m, body) => {
      if (games.size >= maxGames) throw new HttpError(503, 'FULL', 'too many games')
      const { seats, seed, roundMs, countdownMs, moveDeadlineMs, points } = body
      if (!Array.isArray(seats)) throw new HttpError(400, 'BAD_REQUEST', 'seats must be an array')
      if (typeof seed !== 'number' && typeof seed !== 'string') {
        throw new HttpError(400, 'BAD_REQUEST', 'seed must be a number or a string (decimal, or 0x hex)')
      }
      const game = engine(() => new hunt.Game(seats, seed, now(), { roundMs, countdownMs, moveDeadlineMs, points }))
      const id = String(nextId++)
      games.set(id, { game, feed: [], endedAt: null })
      return [201, { id, seats }]
    },
    'GET /games': () => [...games].map(([id, { game }]) => ({ id, phase: game.phase })),
    'POST /games/:id/ready': ([id], body) => {
      const entry = entryOf(id)
      const seat = seatOf(body.seat, entry)
      return act(entry, seat, (g, t) => g.ready(seat, t))
    },
    'POST /games/:id/words': ([id], body) => {
      const entry = entryOf(id)
      const seat = seatOf(body.seat, entry)
      if (typeof body.word !== 'string') throw new HttpError(400, 'BAD_REQUEST', 'word must be a string')
      return act(entry, seat, (g, t) => g.submit(seat, body.word, t))
    },
    'POST /games/:id/resign': ([id], body) => {
      const entry = entryOf(id)
      const seat = seatOf(body.seat, entry)
      return act(entry, seat, (g, t) => g.resign(seat, t))
    },
    'GET /games/:id/events': ([id], _b, query) => {
      const entry = entryOf(id)
      const seat = seatOf(query.get('seat'), entry, { optional: true })
      const since = Math.max(0, Math.min(Number(query.get('since') ?? 0) | 0, entry.feed.length))
      const events = entry.game.eventsFor(entry.feed.slice(since), seat)
      return { events, next: entry.feed.length }
    },
    'GET /games/:id/view': ([id], _b, query) => {
      const entry = entryOf(id)
      const seat = seatOf(query.get('seat'), entry, { optional: true })
      return engine(() => entry.game.view(seat))
    },
    'GET /games/:id/result': ([id]) => {
      const result = entryOf(id).game.result()
      if (result === null) throw new HttpError(409, 'NOT_OVER', 'the game is not over')
      return result
    },
    'GET /games/:id/log': ([id]) => {
      const { game } = entryOf(id)
      if (!game.isOver) throw new HttpError(409, 'NOT_OVER', 'the log is secret until the game is over')
      return JSON.parse(game.log())
    },
  }

  function route(method, path) {
    const parts = path.split('/').filter(Boolean)
    for (const [key, handler] of Object.entries(routes)) {
      const [m, pattern] = key.split(' ')
      if (m !== method) continue
      const want = pattern.split('/').filter(Boolean)
      if (want.length !== parts.length) continue
      const params = []
      if (want.every((w, i) => (w.startsWith(':') ? params.push(decodeURIComponent(parts[i])) : w === parts[i]))) {
        return (body, query) => handler(params, body, query)
      }
    }
    return null
  }

  function readBody(req) {
    return new Promise((resolve, reject) => {
      let size = 0
      const chunks = []
      req.on('data', (c) => {
        size += c.length
        if (size > MAX_BODY) {
          reject(new HttpError(413, 'BAD_REQUEST', 'body too large'))
          req.destroy()
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
          reject(new HttpError(400, 'BAD_REQUEST', `bad JSON body: ${e.message}`))
        }
      })
      req.on('error', reject)
    })
  }

  function send(res, status, value) {
    const text = JSON.stringify(value)
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) })
    res.end(text)
  }

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://localhost')
      const handler = route(req.method, url.pathname)
      if (!handler) throw new HttpError(404, 'NOT_FOUND', `no route ${req.method} ${url.pathname}`)
      const body = req.method === 'POST' ? await readBody(req) : {}
      const out = handler(body, url.searchParams)
      const [status, value] = Array.isArray(out) && typeof out[0] === 'number' ? out : [200, out]
      send(res, status, value)
    } catch (e) {
      if (e instanceof HttpError) send(res, e.status, { error: e.code, message: e.message })
      else {
        console.error(e)
        send(res, 500, { error: 'INTERNAL', message: String(e?.message ?? e) })
      }
    }
  })

  let timer = null
  return {
    server,
    games,
    tick,
    now,
    /** Listens on a loopback address; resolves to the bound port. */
    listen(port = 0, host = '127.0.0.1') {
      if (!LOOPBACK.has(host)) return Promise.reject(new Error(`${host} is not a loopback address`))
      return new Promise((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, host, () => {
          server.off('error', reject)
          if (tickMs > 0 && timer === null) timer = setInterval(tick, tickMs)
          resolve(server.address().port)
        })
      })
    },
    /** Stops the tick loop and the server (open connections are closed). */
    close() {
      if (timer !== null) clearInterval(timer)
      timer = null
      server.closeAllConnections?.()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

function parseArgs(argv) {
  const opts = { port: 8080, tickMs: 50 }
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=')
    const value = inline ?? argv[++i]
    if (flag === '--port') opts.port = Number(value)
    else if (flag === '--tick-ms') opts.tickMs = Number(value)
    else throw new Error(`unknown option ${flag} (use --port N, --tick-ms N)`)
    if (!Number.isInteger(Number(value)) || Number(value) < 0) throw new Error(`${flag} needs a whole number`)
  }
  return opts
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { port, tickMs } = parseArgs(process.argv.slice(2))
  const host = createServer({ tickMs: tickMs || 50 })
  const bound = await host.listen(port)
  console.log(`word grid server on http://127.0.0.1:${bound} (gridwords ${gw.VERSION})`)
  const stop = () => host.close().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

// A reference game server for all three games, in one Node process, with a
// browser client (examples/node/public/: plain HTML, CSS and JavaScript).
//
//   node examples/node/server.mjs [--port 8080]     then open http://127.0.0.1:8080
//   node examples/node/server.mjs --help            every setting (flag and variable) with its default
//   GW_CLOCK_SPEED=20 node examples/node/server.mjs  (tests only: game time runs 20x wall time)
//
// Games are the binding's typed classes: `hunt.Game` (Word Grid, 2–4 seats or
// one human against the bot), `duel.Game` (Wordgrid, against a human or a bot
// of a chosen level) and `solo.Game` (Sóló). The engine holds every rule; this
// file routes HTTP to the games' actions (`game.act`) and relays what each
// seat may see.
//
// The host's clock: game time is `performance.now()` (times GW_CLOCK_SPEED),
// or an injected clock in tests. After every call each game gets one timer,
// set for its `nextDue` (the tray opening, the bot's word or move, a chess
// clock running out, the end of the round or of Sóló's five minutes); the
// timer calls `advanceAsync(now)` (a bot's search is waited for on the
// libuv pool, never on the event loop) and pushes the resulting events.
// Nothing polls. A Wordgrid bot's search begins with its turn (the engine's
// thinker threads), so by its due time it is usually done.
//
// HTTP API (node:http, no framework; loopback unless the operator's --host):
//   GET  /                                   the lobby and game page (public/)
//   POST /games        {game?: 'hunt' | 'duel' | 'solo', seats?, seed?, ...}
//        hunt: {seats, seed?, roundMs?, countdownMs?, moveDeadlineMs?, points?}
//        duel: {seats?: ['human', 'human' | 'bot:easy' | 'bot:medium' | 'bot:hard'], seed?, stake? (two humans only: a bot game is practice)}
//        solo: {seed?}
//        -> 201 {id, game, seats, tokens, links, practice, spectate?, watch?}: a token (and an
//           absolute join link) per human seat; practice: the seed was chosen (no seed: the
//           server draws one from the OS's CSPRNG); spectate/watch: with --spectators token
//   POST /games/:id/:verb  {seat, token, ...}    -> {events} (what that seat may see)
//        hunt: ready, words {word}, resign
//        duel: play {cell, letter, word | path}, draw {answer: offer | accept | decline}, resign
//        solo: swap {a, b}, finish, cancel
//   GET  /games/:id/stream?seat=N&token=T   Server-Sent Events: the seat's view and its
//                                            visible events after every change (no seat: spectator)
//   GET  /games/:id/events?seat=N&token=T&since=K -> {events, next}   (the seat's feed,
//                                            numbered in what that seat may see)
//   GET  /games/:id/view?seat=N&token=T            -> the engine's view for that seat
//   GET  /games/:id/result, /games/:id/log         -> once over, else 409 NOT_OVER
//                                            (the result with gridwords-practice: true|false)
//   GET  /games                                    -> [{id, game, phase, seats, practice}]
//                                            (every process's games on Redis)
//   GET  /metrics                                  -> games, streams, event-loop delay, store latency
// Errors: {error: CODE, message} with the engine's stable code (400 for bad
// input, 403 for a wrong seat token, 404 for no such game, 409 for a call the
// game's state refuses, or ELSEWHERE (with `owner`) for an action not kept
// because another process took the game meanwhile (Redis; any other request
// for another process's game is forwarded to it, 503 OWNER_UNREACHABLE if it
// does not answer),
// or BOT_THINKING, with a Retry-After, for an action past a bot's due move
// whose search still runs after the server awaited it once),
// 503 STORE_FAILED for an action made but not yet stored). Bodies are JSON
// objects sent as application/json (415 otherwise) of at most 16 KiB (413,
// answered before the connection closes); a seat is a JSON integer in a
// body and plain decimal digits in a query; HEAD works on every GET route.
// Nothing a client sends is a 500; a 500 (a bug) carries no detail.
//
// Abuse limits (DEFAULT_LIMITS, `createServer({limits})`, the operator's
// flags), each refusal with a Retry-After: per client (remote address, or a
// trusted proxy's header), games made too fast (429 CREATING_TOO_FAST, 30 a
// minute) or too many not over (429 TOO_MANY_GAMES, 50); games with no human
// seat, one per client and four in all (429 TOO_MANY_BOT_GAMES); streams, 8
// per client (429 TOO_MANY_STREAMS), players' 1 000 in all (503
// STREAMS_FULL), spectators' 32 on a game (429) and 1 000 in all (503) apart
// from the players' (spectators never keep a player out), spectators open,
// by token or off; games, 10 000 (503 FULL). An update is computed once per
// seat (and once for spectators), however many streams follow it, and sent
// only when the seat may see something new.
//
// Nothing lost (store.mjs): after each accepted action and each `advance`
// that changed something, before the call is answered, the game's store
// gets a row: the change's events, the action and the clock, a few hundred
// bytes however long the game (the figures: docs/hardening.md); now and then
// a checkpoint (snapshot and log) with it (`persist` says when). At start
// the server takes every stored game back at once, from its snapshot and
// the rows after it (no log replay: a log replays every bot search), then
// listens; each snapshot is checked against its log afterwards, in a worker
// thread at the lowest priority, and a disagreement is reported on stderr
// (the game goes on from the snapshot; from the log if the snapshot does not
// restore). A server killed mid-round and started again on the same store
// ends each game as if it had never stopped. GW_STORE picks the store:
// sqlite:/path/file.db (the default, a file in the OS temp dir),
// redis://host:port (several processes), memory. Game time is wall time
// (times GW_CLOCK_SPEED), so it goes on across a restart: what fell due
// while the server was down happens at its due time.
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
import { setPriority } from 'node:os'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads'
import gw from '../../bindings/node/index.js'
import { DEFAULT_LEASE_MS, DEFAULT_STORE, memoryStore, openStore } from './store.mjs'

const { hunt, duel, solo } = gw

const MAX_BODY = 16 * 1024
// How long a forwarded request waits for the owner's answer to begin (an
// action waits for a bot's move and the store: well under this).
const FORWARD_WAIT_MS = 2000
// The longest the event loop is held taking stored games back at start.
const SLICE_MS = 10
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
  constructor(status, code, message, headers = {}, extra = {}) {
    super(message)
    this.status = status
    this.code = code
    this.headers = headers
    // More fields of the JSON answer (ELSEWHERE's `owner`).
    this.extra = extra
  }
}

/** A refusal that says when to try again (429, 503): `Retry-After` in whole seconds. */
const later = (status, code, message, seconds) =>
  new HttpError(status, code, message, { 'retry-after': String(Math.max(1, Math.ceil(seconds))) })

const bad = (message) => new HttpError(400, 'BAD_REQUEST', message)
// A seed no player can choose or foresee: 64 bits from the OS's
// cryptographic source, secret until the game is over (only the log, served
// once it is over, holds it; no view shows it while it runs).
const randomSeed = () => '0x' + randomBytes(8).toString('hex')

/** Whether the request chose its seed: such a game is practice (`meta.practice`). */
const chosen = (seed) => !(seed === undefined || seed === null || seed === '')

function seedOf(seed) {
  if (!chosen(seed)) return randomSeed()
  if (typeof seed !== 'number' && typeof seed !== 'string') {
    throw bad('seed must be a number or a string (decimal, or 0x hex)')
  }
  return seed
}

const cellOf = (value, name) => {
  if (!Number.isInteger(value)) throw bad(`${name} must be a cell number`)
  return value
}

// What each game's lobby entry makes and the actions its seats may make: a
// verb's body made into `game.act`'s input (what a stored row keeps, too).
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
      ready: (seat) => ({ seat, action: 'ready' }),
      words: (seat, body) => {
        if (typeof body.word !== 'string') throw bad('word must be a string')
        return { seat, action: 'submit', word: body.word }
      },
      resign: (seat) => ({ seat, action: 'resign' }),
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
      // A stake is paid on the result: its tray of chance is the server's to draw.
      if (chosen(body.seed) && body.stake !== undefined && body.stake !== 0) {
        throw bad('a staked game cannot choose its seed: the server draws it')
      }
      return { game: new duel.Game(seats, seedOf(body.seed), now, options), seats }
    },
    phase: (game) => (game.isOver ? 'over' : 'live'),
    verbs: {
      play: (seat, body) => {
        const { cell, letter, word, path } = body
        if (typeof letter !== 'string') throw bad('letter must be a string')
        const action = { seat, action: 'play', cell: cellOf(cell, 'cell'), letter }
        if (Array.isArray(path) && path.length > 0) return { ...action, path: path.map((c) => cellOf(c, 'path')) }
        if (typeof word !== 'string') throw bad('give a word or a path')
        return { ...action, word }
      },
      draw: (seat, body) => {
        const answers = { offer: 'offer_draw', accept: 'accept_draw', decline: 'decline_draw' }
        if (!Object.hasOwn(answers, body.answer)) throw bad('answer must be offer, accept or decline')
        return { seat, action: answers[body.answer] }
      },
      resign: (seat) => ({ seat, action: 'resign' }),
    },
  },
  solo: {
    Game: solo.Game,
    create(body, now) {
      return { game: new solo.Game(seedOf(body.seed), now), seats: ['human'] }
    },
    phase: (game) => (game.isOver ? 'over' : 'live'),
    verbs: {
      swap: (seat, body) => ({ seat, action: 'swap', a: cellOf(body.a, 'a'), b: cellOf(body.b, 'b') }),
      finish: (seat) => ({ seat, action: 'finish' }),
      cancel: (seat) => ({ seat, action: 'cancel' }),
    },
  },
}

/**
 * The abuse limits (`createServer({limits})` overrides any of them). A
 * client is a remote address (`clientOf`; behind a proxy, pass one that
 * reads the proxy's header). Game creation: at most `createsPerMinute`
 * games made by one client in any 60 s of wall time (429 CREATING_TOO_FAST)
 * and at most `gamesPerClient` of its games not over at once (429
 * TOO_MANY_GAMES). Games with no human seat (Wordgrid bot against bot, the
 * one kind; Word Grid needs a human): they run every bot search on the
 * server's thread for nobody in particular, so at most `botGamesPerClient`
 * per client and `botGames` in all are live at once (429 TOO_MANY_BOT_GAMES;
 * 0 refuses them). Event streams: at most `streamsPerClient` from one client
 * (429 TOO_MANY_STREAMS), `streams` players' streams in all (503
 * STREAMS_FULL), and apart from those at most `streamsPerGame` spectators on
 * one game (429) and `streams` in all (503); `spectators` is `open`, `token`
 * (the game's spectator token) or `off`. Each refusal has a Retry-After. The counts are this process's: games taken
 * back from the store count toward the totals, not toward any client.
 */
export const DEFAULT_LIMITS = Object.freeze({
  createsPerMinute: 30,
  gamesPerClient: 50,
  botGamesPerClient: 1,
  botGames: 4,
  streamsPerGame: 32,
  streams: 1000,
  streamsPerClient: 8,
  spectators: 'open',
})

/**
 * A stored game's snapshot checked against its log: null if the log
 * rebuilds the very same game, else what is wrong. Run off the request path
 * (the check worker below): a log replays every bot search of its game.
 */
function verdict({ kind, snapshot, log }) {
  const { Game } = KINDS[kind]
  let rebuilt
  try {
    rebuilt = Game.fromLog(log)
  } catch (e) {
    return `log: ${e.code ?? ''} ${e.message}; going on from the snapshot`
  }
  try {
    if (Game.restore(snapshot).snapshot().equals(rebuilt.snapshot())) return null
  } catch (e) {
    return `snapshot check: ${e.code ?? ''} ${e.message}`
  }
  return 'the snapshot and the log disagree; going on from the snapshot'
}

// The check worker: this module again in a worker thread, at the lowest
// priority (a Linux thread's own nice value), answering `verdict` for each
// game the server sends it, one at a time.
if (!isMainThread && workerData?.gridwordsCheck) {
  try {
    setPriority(19)
  } catch {}
  parentPort.on('message', (item) => parentPort.postMessage({ id: item.id, verdict: verdict(item) }))
}

/**
 * A game server. `clock()` returns the host's monotonic game time in ms
 * (default: wall time since the epoch, times `speed`, so that it goes on
 * across restarts); `speed` is how many game ms pass per wall ms (1, or more
 * in tests), used to set the timers; `tickMs` > 0 also runs `tick()` on an
 * interval (for an injected clock that jumps); finished games are dropped,
 * from memory and store, `keepMs` (game time) after they end. `store` (from
 * store.mjs `openStore`; default: none) keeps every game; `listen` first
 * takes back the games it holds. `limits` and `clientOf`: see DEFAULT_LIMITS.
 */
export function createServer({
  speed = 1,
  clock = () => (performance.timeOrigin + performance.now()) * speed,
  tickMs = 0,
  keepMs = 600_000,
  maxGames = 10_000,
  store = memoryStore(),
  limits = {},
  clientOf: clientOfRequest = (req) => req.socket.remoteAddress ?? '',
  publicUrl = null,
  advertiseUrl = null,
  bindAny = false,
} = {}) {
  if (!(speed > 0)) throw new Error('speed must be positive')
  // A request another process forwarded (`forward`) names its client in
  // x-gridwords-client, believed only beside the processes' shared secret.
  const clientOf = (req) => (fromPeer(req) ? String(req.headers['x-gridwords-client']) : clientOfRequest(req))
  const fromPeer = (req) => {
    const given = req.headers['x-gridwords-forwarded']
    if (!store.shared || typeof given !== 'string' || store.peerSecret === undefined) return false
    const want = Buffer.from(store.peerSecret)
    const got = Buffer.from(given)
    return got.length === want.length && timingSafeEqual(got, want)
  }
  const limit = { ...DEFAULT_LIMITS, ...limits }
  const games = new Map() // id -> entry
  let last = 0
  let closed = false

  // Whole milliseconds that never go backwards, whatever the clock does.
  const now = () => {
    const t = Math.floor(clock())
    if (t > last) last = t
    return last
  }

  /** A game in memory: the engine's game and what the host keeps beside it. */
  function newEntry({ id, kind, game, seats, tokens, meta = {}, feed = [], endedAt = null, client = null }) {
    // Calls reach a game at times read a moment before (an advanceAsync
    // runs after a later action): a time behind the game's is its clock.
    game.clampTimes = true
    return {
      id,
      kind,
      game,
      seats,
      tokens: tokens.map((t) => (t === null ? null : Buffer.from(t))),
      // The server's own facts: `practice` (the seed was chosen) and
      // `spectate` (the spectators' token), kept with the game.
      meta,
      spectator: meta.spectate ? Buffer.from(meta.spectate) : null,
      feed,
      // Per seat (null: spectators): the last view sent, without its clock
      // reading, so an update goes out only when what the seat sees changed.
      shown: new Map(),
      endedAt,
      timer: null,
      subscribers: new Set(),
      saved: Promise.resolve(),
      // The store: rows numbered from 1 (n is the last made), those not yet
      // kept, whether a checkpoint is kept, its size and the rows' bytes since.
      n: 0,
      unsaved: [],
      based: false,
      baseBytes: 0,
      sinceBytes: 0,
      // The limits: who made it (null: taken back from the store), whether it is counted as live.
      client,
      // The advanceAsync of this game in flight (its promise), or null.
      advancing: null,
      botOnly: seats.every((s) => s !== 'human'),
      live: false,
    }
  }

  // What GET /metrics reports: the store writes' latency (the last 1 000),
  // the event loop's delay, advances in flight (bot searches awaited).
  const metrics = { writeMs: [], loop: monitorEventLoopDelay({ resolution: 10 }) }
  metrics.loop.enable()
  async function timed(write) {
    const t0 = performance.now()
    try {
      return await write
    } finally {
      metrics.writeMs.push(performance.now() - t0)
      if (metrics.writeMs.length > 1000) metrics.writeMs.shift()
    }
  }
  const quantile = (xs, q) => {
    if (xs.length === 0) return null
    const sorted = [...xs].sort((a, b) => a - b)
    return Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2))
  }

  // Live games per client and bot-only games in all (see DEFAULT_LIMITS).
  const clients = new Map() // client -> {made: [wall ms of each game made in the last minute], live: Set<entry>}
  let botLive = 0
  const clientState = (client) => {
    if (!clients.has(client)) clients.set(client, { made: [], live: new Set() })
    return clients.get(client)
  }

  /** Counts a game not over toward its client's and the bot-only limits. */
  function counted(entry) {
    if (entry.live || entry.endedAt !== null) return
    entry.live = true
    if (entry.client !== null) clientState(entry.client).live.add(entry)
    if (entry.botOnly) botLive++
  }

  /** A game over or gone no longer counts. */
  function uncounted(entry) {
    if (!entry.live) return
    entry.live = false
    if (entry.client !== null) clients.get(entry.client)?.live.delete(entry)
    if (entry.botOnly) botLive--
  }

  /** Forgets clients with no live game and no game made in the last minute. */
  function sweepClients() {
    const since = performance.now() - 60_000
    for (const [client, state] of clients) {
      while (state.made.length > 0 && state.made[0] <= since) state.made.shift()
      if (state.made.length === 0 && state.live.size === 0) clients.delete(client)
    }
  }

  /** Refuses a client that made games too fast or has too many not over (429 with Retry-After). */
  function mayCreate(client) {
    const state = clients.get(client)
    if (!state) return
    const wall = performance.now()
    while (state.made.length > 0 && state.made[0] <= wall - 60_000) state.made.shift()
    if (state.made.length >= limit.createsPerMinute) {
      const wait = (state.made[0] + 60_000 - wall) / 1000
      throw later(429, 'CREATING_TOO_FAST', `at most ${limit.createsPerMinute} games a minute from one client`, wait)
    }
    if (state.live.size >= limit.gamesPerClient) {
      throw later(429, 'TOO_MANY_GAMES', `at most ${limit.gamesPerClient} games not over from one client`, 60)
    }
  }

  /** Refuses a game with no human seat past the client's or the server's limit. */
  function mayCreateBots(client, seats) {
    if (seats.some((s) => s === 'human')) return
    const mine = [...(clients.get(client)?.live ?? [])].filter((e) => e.botOnly).length
    if (mine >= limit.botGamesPerClient || botLive >= limit.botGames) {
      const message = `at most ${limit.botGamesPerClient} game(s) with no human seat from one client, ${limit.botGames} in all`
      throw later(429, 'TOO_MANY_BOT_GAMES', message, 60)
    }
  }

  /**
   * Records events, stores the game (after an action, or when events came),
   * pushes each subscriber what its seat may see, re-arms the timer.
   * `action` is the action made (`act`'s input with its `at_ms`), null for
   * an `advance`; `created` for a game just made. Returns the store write
   * (see `stored`), or null when nothing was written.
   */
  function publish(entry, events, action = null, created = false) {
    for (const e of events) entry.feed.push(e)
    if (entry.endedAt === null && entry.game.isOver) {
      entry.endedAt = now()
      uncounted(entry)
    }
    const write = created || action !== null || events.length > 0 ? persist(entry, events, action) : null
    // A stream shows only what is kept: on a shared store a write is
    // refused when another process holds the game now (it is then dropped
    // here, its streams ended). A store that failed (STORE_FAILED) still
    // relays: the change stands and the next write carries it.
    if (events.length > 0) {
      if (write === null) relay(entry, events)
      else write.then((kept) => kept !== false && relay(entry, events), () => relay(entry, events))
    }
    schedule(entry)
    return write
  }

  /**
   * Queues a write of what changed (one game's writes stay in order): a row
   * of the change's events, its action and the game's clock, whose size does
   * not depend on the game's length; and a checkpoint (snapshot and log)
   * when none is kept yet, when the game is over, when a Wordgrid bot moved
   * (making its move again means running its search again: a checkpoint
   * after it spares the restart that), or when the rows since the last
   * checkpoint hold as many bytes as it did. By that last rule each
   * checkpoint (its size grows with the game) comes after at least its
   * predecessor's size in rows: the checkpoints' bytes grow as the rows'
   * do, not as the square of the game's length, and a restart makes again
   * at most a checkpoint's worth of rows.
   */
  function persist(entry, events, action) {
    if (events.length > 0 || action !== null) {
      const body = JSON.stringify({ events, actions: action === null ? [] : [action], clock_ms: entry.game.clockMs })
      entry.n += 1
      entry.unsaved.push({ n: entry.n, body })
      entry.sinceBytes += body.length
    }
    const upto = entry.n
    let base = null
    const botMoved = entry.kind === 'duel' && events.some((e) => e.type === 'move' && entry.seats[e.seat] !== 'human')
    if (!entry.based || entry.endedAt !== null || botMoved || entry.sinceBytes >= entry.baseBytes) {
      base = {
        kind: entry.kind,
        seats: entry.seats,
        tokens: entry.tokens.map((t) => (t === null ? null : t.toString())),
        meta: entry.meta,
        snapshot: entry.game.snapshot(),
        log: entry.game.log(),
        n: upto,
        endedAt: entry.endedAt,
      }
      entry.baseBytes = base.snapshot.length + base.log.length
      entry.sinceBytes = 0
    }
    // The rows not kept yet, a failed write's included, up to this one.
    const write = entry.saved.then(() => timed(store.write({ id: entry.id, rows: entry.unsaved.filter((r) => r.n <= upto), base })))
    entry.saved = write.then(
      (kept) => {
        if (kept === false) return forget(entry) // another process holds the game now
        entry.unsaved = entry.unsaved.filter((r) => r.n > upto)
        if (base !== null) entry.based = true
      },
      (e) => console.error(`game ${entry.id}: not stored: ${e.message}`),
    )
    return write
  }

  /**
   * Waits for a write an answer depends on: the action is answered only
   * once it is kept. A write the shared store refused (another process
   * holds the game now: this one lost its lease) is 409 ELSEWHERE naming
   * the owner; the action was not kept, and the game is dropped here.
   */
  async function stored(write, id) {
    let kept
    try {
      kept = await write
    } catch (e) {
      throw new HttpError(503, 'STORE_FAILED', `done, but not stored (the next change stores it): ${e.message}`)
    }
    if (kept === false) throw await elsewhere(id, `not kept: game ${id} now runs in another server process`)
  }

  /** 409 ELSEWHERE naming the process that holds game `id` ({instance, url}; null if none does now). */
  async function elsewhere(id, message = `game ${id} runs in another server process`) {
    const owner = store.shared ? await store.ownerOf(id).catch(() => null) : null
    return new HttpError(409, 'ELSEWHERE', message, {}, { owner })
  }

  /**
   * A stored game back in play, at once: its checkpoint's snapshot restored
   * and the rows after it made again (each action at its time, then the
   * clock of the row; their events are in the feed already). The log is
   * read only if the snapshot does not restore; otherwise the snapshot is
   * checked against it later, off the request path (`check`).
   */
  function host(record) {
    const { Game } = KINDS[record.kind]
    let game = null
    try {
      game = Game.restore(record.snapshot)
    } catch (e) {
      console.error(`game ${record.id}: snapshot: ${e.code ?? ''} ${e.message}; rebuilt from its log`)
    }
    if (game === null) game = Game.fromLog(record.log)
    else check({ id: record.id, kind: record.kind, snapshot: record.snapshot, log: record.log })
    game.clampTimes = true
    // The rows after a checkpoint never hold a Wordgrid bot's move (a
    // checkpoint follows each: `persist`), so making them again searches
    // for nothing and this sync advance never waits for a bot.
    for (const row of record.tail) {
      try {
        for (const { at_ms: at, ...action } of row.actions) game.act(action, at)
        if (row.clock_ms > game.clockMs) game.advance(row.clock_ms)
      } catch (e) {
        console.error(`game ${record.id}: a stored row: ${e.code ?? ''} ${e.message}; going on without it`)
      }
    }
    if (game.clockMs > last) last = game.clockMs // never a time before the game's own
    const entry = newEntry({ ...record, game })
    entry.n = record.n
    entry.based = true
    entry.baseBytes = record.snapshot.length + record.log.length
    entry.sinceBytes = record.tailBytes
    games.set(entry.id, entry)
    counted(entry)
    schedule(entry)
    return entry
  }

  // Snapshots waiting for their check against their log, and the worker
  // thread that runs the checks (made when there is one to run, after
  // `listen`; inline, one a turn of the event loop, if it cannot start).
  const checks = { queue: [], worker: null, current: null, started: false, inline: false }

  /** Queues a stored game's check (the snapshot it was restored from against its log). */
  function check(item) {
    checks.queue.push(item)
    nextCheck()
  }

  function nextCheck() {
    if (!checks.started || checks.current !== null || closed) return
    const item = checks.queue.shift()
    if (item === undefined) return
    checks.current = item
    if (!checks.inline && checks.worker === null) {
      try {
        checks.worker = new Worker(new URL(import.meta.url), { workerData: { gridwordsCheck: true } })
        checks.worker.unref()
        checks.worker.on('message', checked)
        checks.worker.on('error', (e) => workerFailed(e))
      } catch (e) {
        workerFailed(e)
        return
      }
    }
    if (checks.inline) setImmediate(() => checked({ id: item.id, verdict: verdict(item) }))
    else checks.worker.postMessage(item)
  }

  /** No worker: the checks go on here, one a turn of the event loop, the one under way first. */
  function workerFailed(e) {
    console.error(`snapshot checks: no worker (${e.message}); checking here`)
    checks.inline = true
    if (checks.current !== null) checks.queue.unshift(checks.current)
    checks.current = null
    nextCheck()
  }

  function checked({ id, verdict }) {
    if (verdict !== null) console.error(`game ${id}: ${verdict}`)
    checks.current = null
    nextCheck()
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

  /**
   * A shared store: renews this process's leases, lets go of lost games,
   * adopts orphans (a dead process's games, once their leases ran out).
   * One at a time: a slow round is not overlapped by the next.
   */
  let upkeeping = false
  async function upkeep() {
    if (upkeeping || closed) return
    upkeeping = true
    try {
      for (const id of await store.renew([...games.keys()])) if (games.has(id)) forget(games.get(id))
      for (const id of await store.orphans(new Set(games.keys()))) await adopt(id)
    } catch (e) {
      console.error(`store: ${e.message}`)
    } finally {
      upkeeping = false
    }
  }

  /**
   * A request for a game another process runs, passed to that process as
   * it came (its body and answer streamed through, an event stream
   * included) with `x-gridwords-forwarded` set, so that any process can
   * serve any request: no routing proxy is needed, and a forwarded request
   * is never forwarded again (the owner that lost the game meanwhile
   * answers ELSEWHERE itself). An owner that does not answer (dead, its
   * lease not yet run out) is 503 OWNER_UNREACHABLE with Retry-After: 1;
   * its games are taken over within a lease.
   */
  function forward(req, res, target) {
    return new Promise((resolve) => {
      const url = new URL(req.url, target)
      const headers = { ...req.headers, host: url.host, 'x-gridwords-forwarded': store.peerSecret, 'x-gridwords-client': clientOf(req) }
      const out = http.request(url, { method: req.method, headers }, (up) => {
        clearTimeout(silent)
        res.writeHead(up.statusCode, up.headers)
        up.pipe(res)
        up.on('end', resolve)
        up.on('error', resolve)
      })
      out.on('error', (e) => {
        if (!res.headersSent) {
          const body = { error: 'OWNER_UNREACHABLE', message: `the process running this game does not answer (${e.code ?? e.message}); try again` }
          send(res, 503, body, 'application/json', { 'retry-after': '1' })
        } else res.destroy()
        resolve()
      })
      // An owner that takes the request but does not answer (stopped, not
      // dead) is given up on after FORWARD_WAIT_MS, as one that refuses it.
      const silent = setTimeout(() => out.destroy(Object.assign(new Error('no answer'), { code: 'TIMEOUT' })), FORWARD_WAIT_MS)
      res.on('close', () => {
        clearTimeout(silent)
        out.destroy()
      })
      req.pipe(out)
    })
  }

  /** The owner to forward a request for game `id` to ({url}), or null to serve it here. */
  async function forwardTo(req, id) {
    if (!store.shared || games.has(id) || fromPeer(req)) return null
    const owner = await store.ownerOf(id)
    return owner?.url ? owner : null
  }

  /**
   * Pushes each subscriber what its seat may see of the events and its view
   * now: computed once per seat (spectators are one), whatever the number
   * of subscribers, and the same text written to each.
   */
  function relay(entry, events) {
    const texts = new Map() // seat (null: a spectator) -> the SSE message, or null for none
    const t = now()
    for (const sub of entry.subscribers) {
      let text = texts.get(sub.seat)
      if (text === undefined) {
        text = update(entry, events, sub.seat, t)
        texts.set(sub.seat, text)
      }
      if (text !== null) sub.res.write(text)
    }
  }

  /**
   * A seat's update, or null when it may see nothing new: none of the
   * events is its to see and its view is the same but for the clock's
   * reading (`now_ms`). So a seat's stream, like its feed's numbering,
   * depends only on what that seat may see: another seat's misses send it
   * nothing.
   */
  function update(entry, events, seat, t) {
    const visible = entry.game.eventsFor(events, seat)
    const view = entry.game.view(seat)
    const { now_ms: _, ...seen } = view
    const key = JSON.stringify(seen)
    if (visible.length === 0 && entry.shown.get(seat) === key) return null
    entry.shown.set(seat, key)
    return `event: update\ndata: ${JSON.stringify({ events: visible, view, now: t, speed })}\n\n`
  }

  /**
   * Brings one game up to now and relays what fell due: `advanceAsync`
   * for a live game (never a sync `advance`: that would wait for a bot's
   * search on the event loop); a game over is dropped once its keep time
   * is up. Resolves when the game is up to now (after the advance in
   * flight, if one is, and one more to now).
   */
  function advance(entry) {
    if (!games.has(entry.id)) return Promise.resolve()
    if (entry.endedAt !== null) {
      if (now() - entry.endedAt >= keepMs) drop(entry)
      else schedule(entry)
      return Promise.resolve()
    }
    return advanceOff(entry)
  }

  /** One timer per game: at its next due time, or to drop it keepMs after the end. */
  function schedule(entry) {
    clearTimeout(entry.timer)
    entry.timer = null
    if (closed || !games.has(entry.id)) return
    const due = entry.endedAt !== null ? entry.endedAt + keepMs : entry.game.nextDue
    if (due === null) return
    const wallMs = Math.min(2 ** 31 - 1, Math.max(0, Math.ceil((due - now()) / speed)))
    entry.timer = setTimeout(() => fallDue(entry), wallMs)
  }

  // Games whose timer fired, started one a turn of the event loop (after
  // its I/O): many falling due at once take turns with the requests
  // instead of holding them all up; each live game advances with
  // advanceAsync on the libuv pool. A Wordgrid bot's search (the hard
  // bot's about 0.04-0.5 s) began on the engine's thinker threads when
  // its turn did, so by its due time it is usually done and the advance
  // only makes the move.
  const dueNow = new Set()
  let stepping = false

  function fallDue(entry) {
    entry.timer = null
    dueNow.add(entry)
    if (!stepping) {
      stepping = true
      setImmediate(stepOne)
    }
  }

  function stepOne() {
    const [entry] = dueNow
    if (entry !== undefined) {
      dueNow.delete(entry)
      advance(entry)
    }
    if (dueNow.size > 0 && !closed) setImmediate(stepOne)
    else stepping = false
  }

  /**
   * A live game's advance: `advanceAsync(now())`, so a bot's search is
   * waited for on the libuv pool and the event loop goes on meanwhile
   * (requests on this game too: reads answer at once; a seat's action past
   * the bot's due move is refused with BOT_THINKING, which `act` below
   * answers by awaiting this and trying again). One at a time per game: a
   * call while one is in flight waits for it, then advances to now again.
   */
  function advanceOff(entry) {
    if (entry.advancing !== null) return entry.advancing.then(() => advanceOff(entry))
    if (!games.has(entry.id) || entry.endedAt !== null) return Promise.resolve()
    let pending
    try {
      pending = entry.game.advanceAsync(now())
    } catch (e) {
      pending = Promise.reject(e)
    }
    entry.advancing = pending.then(
      (events) => {
        entry.advancing = null
        if (games.has(entry.id)) publish(entry, events)
      },
      (e) => {
        entry.advancing = null
        // The engine refuses nothing here (clampTimes takes a late time as
        // the game's clock); a PANIC would be a bug.
        console.error(`game ${entry.id}: advance: ${e.code ?? ''} ${e.message}`)
        if (games.has(entry.id)) schedule(entry)
      },
    )
    return entry.advancing
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
    uncounted(entry)
    games.delete(entry.id)
    for (const sub of entry.subscribers) sub.res.end()
    entry.subscribers.clear()
  }

  /**
   * Advances every game (for an injected clock); drops games finished long
   * ago. Resolves when every game is up to now.
   */
  function tick() {
    return Promise.all([...games.values()].map((entry) => advance(entry))).then(() => {})
  }

  async function entryOf(id) {
    const entry = games.get(id) ?? (store.shared ? await adopt(id) : null)
    if (entry) return entry
    if (store.shared && (await store.elsewhere(id))) throw await elsewhere(id)
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

  /**
   * A seat's action at now: `[events, time]`. The engine never searches
   * for it: past a Wordgrid bot's due move whose search is still running
   * it is refused with BOT_THINKING and nothing changes. The player meant
   * the move after the bot's, so the server awaits the advance that makes
   * the bot's move (and relays it) and tries once more, at the new now;
   * refused again (another search under way: rare), the client gets 409
   * BOT_THINKING with Retry-After: 1 and tries again itself.
   */
  async function act(entry, action) {
    for (let attempt = 0; ; attempt++) {
      const t = now()
      try {
        return [entry.game.act(action, t), t]
      } catch (e) {
        if (e?.code !== 'BOT_THINKING') throw httpError(e)
        if (attempt > 0) throw later(409, 'BOT_THINKING', e.message, 1)
      }
      await advanceOff(entry)
    }
  }

  /** An engine error as an HTTP error with its code; anything else as it is. */
  function httpError(e) {
    if (e instanceof HttpError || typeof e?.code !== 'string') return e
    const status = BAD_INPUT.has(e.code) || e.code.startsWith('INVALID_') ? 400 : 409
    return new HttpError(status, e.code, e.message)
  }

  /** Runs an engine call; engine errors become HTTP errors with the code. */
  function engine(call) {
    try {
      return call()
    } catch (e) {
      throw httpError(e)
    }
  }

  const summary = (entry) => ({
    id: entry.id,
    game: entry.kind,
    phase: KINDS[entry.kind].phase(entry.game),
    seats: entry.seats,
    practice: entry.meta.practice === true,
  })

  const routes = {
    'POST /games': async (_p, body, _q, req) => {
      if (games.size >= maxGames) throw later(503, 'FULL', 'too many games', 60)
      const kind = body.game ?? 'hunt'
      if (!Object.hasOwn(KINDS, kind)) throw new HttpError(400, 'UNKNOWN_GAME', `no game ${kind}`)
      const client = clientOf(req)
      mayCreate(client)
      const { game, seats } = engine(() => KINDS[kind].create(body, now()))
      mayCreateBots(client, seats)
      clientState(client).made.push(performance.now())
      const id = await store.newId()
      const tokens = seats.map((s) => (s === 'human' ? randomBytes(12).toString('hex') : null))
      const meta = { practice: chosen(body.seed), spectate: limit.spectators === 'token' ? randomBytes(12).toString('hex') : null }
      const entry = newEntry({ id, kind, game, seats, tokens, meta, client })
      games.set(id, entry)
      counted(entry)
      await stored(publish(entry, [], null, true), id)
      // Absolute: the site's address (publicUrl), else the one the client asked.
      const site = publicUrl ?? `http://${req.headers.host ?? 'localhost'}`
      const links = tokens.map((t, seat) => (t === null ? null : `${site}/?game=${id}&seat=${seat}&token=${t}`))
      const spectate = meta.spectate === null ? {} : { spectate: meta.spectate, watch: `${site}/?game=${id}&spectate=${meta.spectate}` }
      return [201, { id, game: kind, seats, tokens, links, practice: meta.practice, ...spectate }]
    },
    // Every process's games on a shared store (another process's phase is
    // `over` or `live`, the store's word for it), this one's otherwise.
    'GET /games': async () => {
      if (!store.shared) return [...games.values()].map(summary)
      return (await store.everyGame()).map((g) =>
        games.has(g.id) ? summary(games.get(g.id)) : { id: g.id, game: g.kind, phase: g.over ? 'over' : 'live', seats: g.seats },
      )
    },
    'POST /games/:id/:verb': async ([id, verb], body) => {
      const entry = await entryOf(id)
      const actionOf = Object.hasOwn(KINDS[entry.kind].verbs, verb) ? KINDS[entry.kind].verbs[verb] : null
      if (!actionOf) throw new HttpError(404, 'NOT_FOUND', `a ${entry.kind} game has no ${verb}`)
      const seat = seatOf(body.seat, body.token, entry)
      const action = actionOf(seat, body)
      const [events, t] = await act(entry, action)
      await stored(publish(entry, events, { at_ms: t, ...action }), entry.id)
      return { events: entry.game.eventsFor(events, seat) }
    },
    // A seat's feed, numbered in what it may see: `since` and `next` count
    // its own events, so they say nothing of the others' activity.
    'GET /games/:id/events': async ([id], _b, query) => {
      const entry = await entryOf(id)
      const seat = watcherOf(query, entry)
      const feed = entry.game.eventsFor(entry.feed, seat)
      const since = Math.max(0, Math.min(Number(query.get('since') ?? 0) | 0, feed.length))
      return { events: feed.slice(since), next: feed.length }
    },
    'GET /games/:id/view': async ([id], _b, query) => {
      const entry = await entryOf(id)
      const seat = watcherOf(query, entry)
      return engine(() => entry.game.view(seat))
    },
    // The engine's result exactly (so that anyone can check it against the
    // log's replay), with whether the game was practice (its seed chosen by
    // the client: no leaderboard should count it) in a header.
    // For operators: this process's games by kind and phase, streams, the
    // advances in flight (a bot's search awaited), the event loop's delay
    // (ms, since start) and the store's write latency (ms, the last 1 000).
    'GET /metrics': () => {
      const byKind = {}
      let advancing = 0
      for (const e of games.values()) {
        const k = (byKind[e.kind] ??= { live: 0, over: 0 })
        k[e.endedAt === null ? 'live' : 'over']++
        if (e.advancing !== null) advancing++
      }
      const ms = (ns) => Number((ns / 1e6).toFixed(2))
      return {
        instance: store.instance ?? null,
        games: byKind,
        streams: { players: open.players, spectators: open.spectators, clients: open.byClient.size },
        advancing,
        dueNow: dueNow.size,
        checksQueued: checks.queue.length,
        eventLoopDelayMs: { p50: ms(metrics.loop.percentile(50)), p99: ms(metrics.loop.percentile(99)), max: ms(metrics.loop.max) },
        store: {
          name: store.name,
          writes: store.written?.writes ?? 0,
          bytes: store.written?.bytes ?? 0,
          writeMs: { p50: quantile(metrics.writeMs, 0.5), p99: quantile(metrics.writeMs, 0.99), max: metrics.writeMs.length ? Number(Math.max(...metrics.writeMs).toFixed(2)) : null },
        },
      }
    },
    'GET /games/:id/result': async ([id]) => {
      const entry = await entryOf(id)
      const result = entry.game.result()
      if (result === null) throw new HttpError(409, 'NOT_OVER', 'the game is not over')
      return [200, result, { 'gridwords-practice': String(entry.meta.practice === true) }]
    },
    'GET /games/:id/log': async ([id]) => {
      const { game } = await entryOf(id)
      if (!game.isOver) throw new HttpError(409, 'NOT_OVER', 'the log is secret until the game is over')
      return JSON.parse(game.log())
    },
  }

  /**
   * Who reads a game: a seat (its number and token) or, with no seat, a
   * spectator, as `limits.spectators` allows: `open` (anyone), `token` (the
   * game's spectator token as `spectate`, handed to its creator) or `off`
   * (403 SPECTATORS_OFF, or BAD_TOKEN for a wrong token).
   */
  function watcherOf(query, entry) {
    const seat = seatOf(query.get('seat'), query.get('token'), entry, { optional: true, query: true })
    if (seat !== null || limit.spectators === 'open') return seat
    if (limit.spectators === 'off') throw new HttpError(403, 'SPECTATORS_OFF', 'this server has no spectators: give a seat and its token')
    const given = Buffer.from(query.get('spectate') ?? '')
    const want = entry.spectator
    if (want === null || given.length !== want.length || !timingSafeEqual(given, want)) {
      throw new HttpError(403, 'BAD_TOKEN', "a spectator needs the game's spectator token (spectate)")
    }
    return null
  }

  // Streams open: players' and spectators' apart (spectators never take a
  // player's room), and per client.
  const open = { players: 0, spectators: 0, byClient: new Map() }

  /**
   * A seat's Server-Sent Events: a hello with its view and feed, then an
   * update whenever it may see something new. A seat's stream is refused
   * only past `limits.streams` players' streams in all or the client's
   * `limits.streamsPerClient`; a spectator's also past
   * `limits.streamsPerGame` spectators on the game or `limits.streams`
   * spectators in all: spectators never use up the players' room.
   */
  async function stream(req, res, id, query) {
    const entry = await entryOf(id)
    const seat = watcherOf(query, entry)
    const client = clientOf(req)
    const mine = open.byClient.get(client) ?? 0
    if (mine >= limit.streamsPerClient) {
      throw later(429, 'TOO_MANY_STREAMS', `at most ${limit.streamsPerClient} streams from one client`, 10)
    }
    if (seat === null) {
      const watching = [...entry.subscribers].filter((s) => s.seat === null).length
      if (watching >= limit.streamsPerGame) {
        throw later(429, 'TOO_MANY_STREAMS', `at most ${limit.streamsPerGame} spectators on one game`, 10)
      }
      if (open.spectators >= limit.streams) throw later(503, 'STREAMS_FULL', `at most ${limit.streams} spectators in all`, 10)
    } else if (open.players >= limit.streams) throw later(503, 'STREAMS_FULL', `at most ${limit.streams} streams in all`, 10)
    await advance(entry) // the view below is as of now
    res.writeHead(200, {
      ...served,
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
    // What the seat's streams have seen (an update then goes out only for something new).
    const { now_ms: _, ...seen } = hello.view
    entry.shown.set(seat, JSON.stringify(seen))
    const sub = { res, seat }
    entry.subscribers.add(sub)
    const side = seat === null ? 'spectators' : 'players'
    open[side]++
    open.byClient.set(client, mine + 1)
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), 15_000)
    req.on('close', () => {
      clearInterval(keepAlive)
      entry.subscribers.delete(sub)
      open[side]--
      const left = (open.byClient.get(client) ?? 1) - 1
      if (left > 0) open.byClient.set(client, left)
      else open.byClient.delete(client)
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
        return (body, query, req) => handler(params, body, query, req)
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

  // On a shared store every answer names the process that made it (a
  // forwarded one: the owner's), for operators and tests.
  const served = store.shared ? { 'gridwords-instance': store.instance } : {}

  function send(res, status, value, type = 'application/json', headers = {}) {
    const body = type === 'application/json' ? JSON.stringify(value) : value
    res.writeHead(status, { ...served, ...headers, 'content-type': type, 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store' })
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
      const game = url.pathname.match(/^\/games\/([^/]+)\/[^/]+$/)
      if (game) {
        const owner = await forwardTo(req, segment(game[1]))
        if (owner) return await forward(req, res, owner.url)
      }
      const m = req.method === 'GET' && url.pathname.match(/^\/games\/([^/]+)\/stream$/)
      if (m) return await stream(req, res, segment(m[1]), url.searchParams)
      const handler = route(method, url.pathname)
      if (!handler) throw new HttpError(404, 'NOT_FOUND', `no route ${req.method} ${url.pathname}`)
      const body = req.method === 'POST' ? await readBody(req) : {}
      const out = await handler(body, url.searchParams, req)
      const [status, value, headers = {}] = Array.isArray(out) && typeof out[0] === 'number' ? out : [200, out]
      send(res, status, value, 'application/json', headers)
    } catch (e) {
      if (e instanceof HttpError) {
        // A body left unread (413, 415) is not drained: the connection
        // closes once the answer is out.
        if (e.status === 413 || e.status === 415) {
          res.setHeader('connection', 'close')
          res.on('finish', () => req.destroy())
        }
        send(res, e.status, { error: e.code, message: e.message, ...e.extra }, 'application/json', e.headers)
      } else {
        // The server's log has the stack; the client gets no detail.
        console.error(e)
        send(res, 500, { error: 'INTERNAL', message: 'an internal error (logged by the server)' })
      }
    }
  })

  let interval = null
  let leases = null
  let sweep = null
  let loaded = false
  return {
    server,
    games,
    tick,
    now,
    store,
    /**
     * Takes back the store's games (each from its snapshot, at once: their
     * checks against their logs run after, in the check worker), then
     * listens on a loopback address; resolves to the bound port.
     */
    async listen(port = 0, address = '127.0.0.1') {
      if (!bindAny && !LOOPBACK.has(address)) throw new Error(`${address} is not a loopback address (bindAny: the operator's --host)`)
      if (!loaded) {
        loaded = true
        gw.warmUp() // the one-time work (~70 ms) before the first request, not in it
        // The event loop's delay is reported from here: before, nothing waits on it.
        metrics.loop.reset()
        const records = await store.loadAll()
        // The leases are renewed from now on, while the games are hosted.
        if (store.shared) leases = setInterval(upkeep, store.leaseMs / 4)
        // In slices of at most SLICE_MS, the event loop's other work (the
        // leases' renewal, a stream's keep-alive) going on between them.
        for (let i = 0; i < records.length; ) {
          const t0 = performance.now()
          for (; i < records.length && performance.now() - t0 < SLICE_MS; i++) {
            const record = records[i]
            records[i] = null
            try {
              if (!games.has(record.id)) host(record)
            } catch (e) {
              console.error(`game ${record.id}: not restored: ${e.code ?? ''} ${e.message}`)
            }
          }
          if (i < records.length) await new Promise((resolve) => setImmediate(resolve))
        }
      }
      return new Promise((resolve, reject) => {
        server.once('error', reject)
        server.listen(port, address, async () => {
          server.off('error', reject)
          if (tickMs > 0 && interval === null) interval = setInterval(tick, tickMs)
          if (sweep === null) sweep = setInterval(sweepClients, 60_000).unref()
          checks.started = true
          nextCheck()
          const bound = server.address().port
          // Where the other processes forward this one's games' requests.
          const host = address.includes(':') ? `[${address}]` : address
          if (store.announce) await store.announce(advertiseUrl ?? `http://${host}:${bound}`).catch(reject)
          resolve(bound)
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
      metrics.loop.disable()
      clearInterval(interval)
      clearInterval(leases)
      clearInterval(sweep)
      interval = null
      for (const entry of games.values()) {
        clearTimeout(entry.timer)
        for (const sub of entry.subscribers) sub.res.end()
      }
      server.closeAllConnections?.()
      await new Promise((resolve) => server.close(() => resolve()))
      await Promise.all([...games.values()].map((entry) => entry.saved))
      if (store.release) await store.release([...games.keys()])
      await checks.worker?.terminate()
    },
  }
}

/**
 * The operator's settings: each a command-line flag and an environment
 * variable (the flag wins), with its default; `--help` prints this table.
 * `limit` names the DEFAULT_LIMITS entry a setting overrides.
 */
const whole = (min) => (text, name) => {
  if (!/^[0-9]+$/.test(text) || Number(text) < min) throw new Error(`${name} must be a whole number of at least ${min}, not ${JSON.stringify(text)}`)
  return Number(text)
}
const url = (text, name) => {
  let u
  try {
    u = new URL(text)
  } catch {
    throw new Error(`${name} must be an http(s) URL, not ${JSON.stringify(text)}`)
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL`)
  return text.replace(/\/+$/, '')
}
const text = (t) => t
export const SETTINGS = [
  { flag: '--port', env: 'GW_PORT', default: 8080, parse: whole(0), doc: 'the port to listen on (0: any free one)' },
  { flag: '--host', env: 'GW_HOST', default: '127.0.0.1', parse: text, doc: 'the address to bind (another than loopback serves plain HTTP to the network: put TLS in front)' },
  { flag: '--store', env: 'GW_STORE', default: DEFAULT_STORE, parse: text, doc: 'where games are kept: sqlite:/path/file.db, redis://host:port or memory' },
  { flag: '--instance', env: 'GW_INSTANCE', default: null, parse: text, doc: "this process's name on Redis (random if unset; no two live processes share one)" },
  { flag: '--lease-ms', env: 'GW_LEASE_MS', default: DEFAULT_LEASE_MS, parse: whole(500), doc: "Redis: how long a game's lease lasts unless renewed (a dead process's games move within about 1.25x this)" },
  { flag: '--advertise-url', env: 'GW_ADVERTISE_URL', default: null, parse: url, doc: 'Redis: where the other processes reach this one (default http://HOST:PORT as bound)' },
  { flag: '--public-url', env: 'GW_PUBLIC_URL', default: null, parse: url, doc: "the site's address for join links (default: the Host the client asked)" },
  { flag: '--client-header', env: 'GW_CLIENT_HEADER', default: null, parse: (t) => t.toLowerCase(), doc: "a trusted proxy's header naming the client's address (e.g. x-forwarded-for: its last entry); unset: the remote address" },
  { flag: '--max-games', env: 'GW_MAX_GAMES', default: 10_000, parse: whole(1), doc: 'games in memory at most (503 FULL past it)' },
  { flag: '--creates-per-minute', env: 'GW_CREATES_PER_MINUTE', limit: 'createsPerMinute', parse: whole(0), doc: 'games one client may make a minute' },
  { flag: '--games-per-client', env: 'GW_GAMES_PER_CLIENT', limit: 'gamesPerClient', parse: whole(0), doc: "one client's games not over, at most" },
  { flag: '--bot-games-per-client', env: 'GW_BOT_GAMES_PER_CLIENT', limit: 'botGamesPerClient', parse: whole(0), doc: "one client's games with no human seat, at most" },
  { flag: '--bot-games', env: 'GW_BOT_GAMES', limit: 'botGames', parse: whole(0), doc: 'games with no human seat, at most in all' },
  { flag: '--streams', env: 'GW_STREAMS', limit: 'streams', parse: whole(0), doc: 'event streams open at most in all' },
  { flag: '--streams-per-game', env: 'GW_STREAMS_PER_GAME', limit: 'streamsPerGame', parse: whole(0), doc: "spectators' streams on one game, at most (players' own streams are never refused for spectators)" },
  { flag: '--streams-per-client', env: 'GW_STREAMS_PER_CLIENT', limit: 'streamsPerClient', parse: whole(0), doc: 'streams one client may hold open' },
  { flag: '--spectators', env: 'GW_SPECTATORS', limit: 'spectators', parse: (t, name) => {
    if (!['open', 'token', 'off'].includes(t)) throw new Error(`${name} must be open, token or off`)
    return t
  }, doc: "who may follow a game with no seat: open (anyone), token (a game's spectator token, given to its creator) or off" },
]
for (const s of SETTINGS) if (s.limit) s.default = DEFAULT_LIMITS[s.limit]

/** `--help`: every setting, its variable and its default. */
export function helpText() {
  const lines = ['node examples/node/server.mjs [--flag value | --flag=value]...', '', 'Every flag is also an environment variable (the flag wins):', '']
  for (const s of SETTINGS) {
    lines.push(`  ${s.flag} (${s.env})  default: ${s.default === null ? 'unset' : s.default}`)
    lines.push(`      ${s.doc}`)
  }
  return lines.join('\n')
}

/** The settings from the command line over the environment, each parsed; `help` if asked for. */
export function settingsOf(argv, env = process.env) {
  const out = {}
  for (const s of SETTINGS) {
    const key = s.flag.slice(2)
    out[key] = env[s.env] !== undefined && env[s.env] !== '' ? s.parse(env[s.env], s.env) : s.default
  }
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--help' || argv[i] === '-h') return { help: true }
    const eq = argv[i].indexOf('=')
    const flag = eq < 0 ? argv[i] : argv[i].slice(0, eq)
    const setting = SETTINGS.find((s) => s.flag === flag)
    if (!setting) throw new Error(`unknown option ${flag} (--help lists them)`)
    const value = eq < 0 ? argv[++i] : argv[i].slice(eq + 1)
    if (value === undefined) throw new Error(`${flag} needs a value`)
    out[flag.slice(2)] = setting.parse(value, flag)
  }
  return out
}

/** The client's address as a trusted proxy's header names it (its last entry), else the remote address. */
function clientFromHeader(header) {
  return (req) => {
    const value = req.headers[header]
    const last = typeof value === 'string' ? value.split(',').at(-1).trim() : ''
    return last || (req.socket.remoteAddress ?? '')
  }
}

if (isMainThread && process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  let settings
  try {
    settings = settingsOf(process.argv.slice(2))
  } catch (e) {
    console.error(e.message)
    process.exit(2)
  }
  if (settings.help) {
    console.log(helpText())
    process.exit(0)
  }
  // Tests only: GW_CLOCK_SPEED=20 runs every game clock 20 times faster than the wall;
  // GW_CLOCK_FILE=path makes game time the number in that file (a scripted clock).
  const speed = Number(process.env.GW_CLOCK_SPEED ?? 1)
  if (!(speed > 0)) throw new Error('GW_CLOCK_SPEED must be a positive number')
  const clockFile = process.env.GW_CLOCK_FILE
  const scripted = clockFile ? { clock: () => Number(readFileSync(clockFile, 'utf8')), tickMs: 5 } : {}
  const store = await openStore(settings.store, { instance: settings.instance ?? undefined, leaseMs: settings['lease-ms'] })
  const limits = {}
  for (const s of SETTINGS) if (s.limit) limits[s.limit] = settings[s.flag.slice(2)]
  const host = createServer({
    speed,
    store,
    ...scripted,
    limits,
    maxGames: settings['max-games'],
    publicUrl: settings['public-url'],
    advertiseUrl: settings['advertise-url'],
    bindAny: true,
    ...(settings['client-header'] ? { clientOf: clientFromHeader(settings['client-header']) } : {}),
  })
  const bound = await host.listen(settings.port, settings.host)
  const faster = speed === 1 ? '' : `, game clocks ${speed}x wall time`
  const shown = settings.host.includes(':') ? `[${settings.host}]` : settings.host
  console.log(`gridwords game server on http://${shown}:${bound} (gridwords ${gw.VERSION}${faster})`)
  console.log(`games kept in ${store.name} (${host.games.size} taken back); static client: ${fileURLToPath(PUBLIC)}`)
  const stop = () =>
    host
      .close()
      .then(() => store.close())
      .then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

// The host-facing calls a user waits on, timed from Node as every binding
// times them (performance.md, "Host calls in every language"): the rows of
// tests/bench/host_calls.json, each through the addon's public calls, batch
// by batch as the spec's "about" says. core/benches/host_calls.rs is the
// reference; tools/bench_host_calls.py sets the figures beside it.
//
//   node --expose-gc bindings/node/bench/host_calls.mjs [SPEC]   (after `make node-build`)
//
// prints one JSON line a row, {"lang":"node","row":...,"ns":...} (the median
// batch's time per call, in ns). `make bench-host-calls` runs it with the
// other languages' runners. With --expose-gc the garbage of the batch before
// (and of a fresh row's copies) is collected before each batch's clock
// starts, as bench/overhead.mjs does; the batch's own garbage is its cost.
//
// Where Node cannot make Rust's call the same way, the nearest one:
// - Each row runs in a child process of its own (this script again, with
//   --row=I). The addon begins a Wordgrid bot's search on its thinker thread
//   as soon as the bot's turn stands (think-ahead, src/thinkers.rs), after
//   every call that leads to it and at every restore, and a queued search
//   runs even when its game is dropped: "duel act (play)" queues one hard
//   search (tens of ms) per call, which would keep a core busy through the
//   later rows. The act's figure includes queuing it (what a Node host pays).
// - A fresh row whose restored copy stands at a bot's turn ("duel hard bot
//   move"): Game.restore begins the search on the thinker, so a copy
//   restored before the clock starts would have its search under way, or
//   done, when `advance` is timed. Its copy is restored inside the timed
//   call instead, just before `advance`: the figure includes one restore
//   (about 20 µs, under 0.1% of a hard search). Rust, C and Python begin no
//   search until `advance`.
// - `act`: `actJson` (the events as the engine's JSON text; the action goes in
//   as the spec's JSON text). `advance` has no JSON twin: it returns the
//   events as objects.
// - `best_swaps`: the typed Sóló game (`solo.Game.restore` of the set-up
//   game's snapshot, made once outside the timing) through
//   `solo.bestSwaps(game, k)`: the package's `restore` (typed, by the
//   snapshot's game) lives in gridwords.js, not index.js, and the typed class
//   has no `bestSwaps` method.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import gw from '../index.js'

const { Game, solo } = gw
const args = process.argv.slice(2)
const rowArg = args.find((a) => a.startsWith('--row='))
const specPath =
  args.find((a) => !a.startsWith('--')) ??
  fileURLToPath(new URL('../../../tests/bench/host_calls.json', import.meta.url))
const spec = JSON.parse(readFileSync(specPath, 'utf8'))

/** A row's game, set up as the spec says. */
function setUp(row) {
  const g = new Game(row.config, 0)
  for (const step of row.setup) {
    if ('advance' in step) g.advance(step.advance)
    else g.actJson(step.act, step.at)
  }
  return g
}

/** Whether a bot's turn stands in the game (Wordgrid's view names the seat to move). */
function botToMove(g) {
  const view = JSON.parse(g.viewJson(0))
  if (view.result != null || typeof view.to_move !== 'number') return false
  return String(view.seats?.[view.to_move] ?? '').startsWith('bot')
}

/** One call of `row` on a game (its own copy for a fresh row). */
function caller(row, snapshot, log, result) {
  const now = row.now_ms ?? 0
  switch (row.call) {
    case 'create': {
      const config = row.config
      return () => new Game(config, 0)
    }
    case 'act': {
      const arg = row.arg
      return (g) => g.actJson(arg, now)
    }
    case 'advance':
      return (g) => g.advance(now)
    case 'view':
      return (g) => g.viewJson(0)
    case 'snapshot':
      return (g) => g.snapshot()
    case 'restore':
      return () => Game.restore(snapshot)
    case 'replay':
      return () => gw.replayJson(log)
    case 'verify':
      return () => {
        if (gw.verify(log, result) !== true) throw new Error(`${row.row}: verify said false`)
      }
    case 'best_swaps': {
      const typed = solo.Game.restore(snapshot)
      const k = row.k
      return () => solo.bestSwaps(typed, k)
    }
    default:
      throw new Error(`unknown call ${row.call}`)
  }
}

/** Times one row and prints its line. */
async function measure(row) {
  gw.warmUp()
  const set = setUp(row)
  const snapshot = set.snapshot()
  const log = set.log()
  const result = set.resultJson() ?? ''
  const fresh = row.fresh ?? false
  const botTurn = botToMove(set)
  const restoreInClock = fresh && botTurn
  // The set-up game's own think-ahead search is done before the timing.
  if (botTurn) await set.advanceAsync(set.nextDue)
  const shared = fresh ? null : Game.restore(snapshot)
  const call = caller(row, snapshot, log, result)
  // One batch of `n` calls, in ns.
  const batch = (n) => {
    const copies = fresh && !restoreInClock
    const games = copies ? Array.from({ length: n }, () => Game.restore(snapshot)) : null
    globalThis.gc?.()
    const t = process.hrtime.bigint()
    if (restoreInClock) for (let i = 0; i < n; i++) call(Game.restore(snapshot))
    else for (let i = 0; i < n; i++) call(fresh ? games[i] : shared)
    return Number(process.hrtime.bigint() - t)
  }
  const batchNs = spec.batch_ms * 1e6
  let n = 1
  while (batch(n) < batchNs && n < 1 << 20) n *= 2
  const perCall = Array.from({ length: spec.batches }, () => batch(n) / n).sort((a, b) => a - b)
  const ns = perCall[spec.batches >> 1]
  console.log(JSON.stringify({ lang: 'node', row: row.row, ns: Math.round(ns) }))
}

if (rowArg === undefined) {
  const self = fileURLToPath(import.meta.url)
  for (let i = 0; i < spec.rows.length; i++) {
    const child = spawnSync(process.execPath, [...process.execArgv, self, specPath, `--row=${i}`], {
      stdio: 'inherit',
    })
    if (child.status !== 0) {
      const why = child.status ?? child.signal
      console.error(`host_calls.mjs: row ${JSON.stringify(spec.rows[i].row)} failed (${why})`)
      process.exit(1)
    }
  }
} else {
  await measure(spec.rows[Number(rowArg.slice('--row='.length))])
  // Searches still queued on the thinker (duel act) end with the process.
  process.exit(0)
}

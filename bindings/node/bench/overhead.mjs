// Per-call cost of the Node binding, to set beside the Rust criterion
// benches (performance.md: Node `submit` overhead over Rust ≤ 2 µs):
//
//   node --expose-gc bench/overhead.mjs   (after `make node-build`)
//   cargo bench -p gridwords --bench hunt_game -- submit
//   cargo bench -p gridwords --bench lexicon -- contains
//   cargo run --release -p gridwords-node --example play_bench   (Wordgrid play, Sóló swap)
//
// Each figure is the median over several batches of N calls, timed with
// process.hrtime.bigint(). The scenarios mirror the Rust benches: seed 1,
// two humans, T0 = 4000; `submit_accept` is one word on a fresh live game
// (games made outside the timed loop), `submit_miss_not_in_list` is "Zqxw"
// with the clock stepping 1 ms (400 per game: a seat keeps at most 500 misses), `contains_mixed_1024` is 1024
// lookups, half words from the list and half one letter changed.
import gw from '../index.js'

const { duel, hunt, solo, Game, Lexicon } = gw
const SEED = 1
const T0 = 4000
const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')))
const BATCHES = Number(args.get('batches') ?? 15)
const N = Number(args.get('n') ?? 20000)

function live(seats) {
  const g = new hunt.Game(Array(seats).fill('human'), SEED, 0)
  for (let s = 0; s < seats; s++) g.ready(s, 1000)
  g.advance(T0)
  return g
}

/** [median, best] ns per call of `batch(n)` (which makes n calls) over
 * the batches. With `node --expose-gc` (as `make bench-node` runs it) the
 * garbage of the setup and of the batch before is collected before each
 * batch, so a batch pays only for its own calls. */
function batches(batch, n = N, setup = () => undefined) {
  const per = []
  batch(Math.min(n, 1000), setup(Math.min(n, 1000))) // warm up
  for (let b = 0; b < BATCHES; b++) {
    const state = setup(n)
    globalThis.gc?.()
    const t = process.hrtime.bigint()
    batch(n, state)
    per.push(Number(process.hrtime.bigint() - t) / n)
  }
  per.sort((a, b) => a - b)
  return [per[per.length >> 1], per[0]]
}

/** Median ns per call of `batch(n)`. */
function measure(batch, n = N, setup = () => undefined) {
  return batches(batch, n, setup)[0]
}

const words = hunt.solve(hunt.deal(SEED)).words.map((w) => w.word).sort()
const results = {}

// The floor: a getter (one napi call, no arguments, a boolean back).
{
  const g = live(2)
  results.getter_isOver = measure((n) => {
    for (let i = 0; i < n; i++) g.isOver
  })
}

// advance with nothing due: two conversions and an empty array.
{
  const g = live(2)
  let t = T0
  results.advance_nothing_due = measure((n) => {
    for (let i = 0; i < n; i++) g.advance(++t > T0 + 179000 ? (t = T0 + 179000) : t)
  })
}

// submit: a word accepted on a fresh live game (mirrors submit_accept).
{
  const n = Math.min(N, 5000)
  results.submit_accept = measure(
    (count, games) => {
      for (let i = 0; i < count; i++) games[i].submit(0, words[i % words.length], T0 + 10)
    },
    n,
    (count) => Array.from({ length: count }, () => live(2)),
  )
}

// submitJson: the same accepted word, events as JSON text (no JSON.parse).
{
  const n = Math.min(N, 5000)
  results.submit_json_accept = measure(
    (count, games) => {
      for (let i = 0; i < count; i++) games[i].submitJson(0, words[i % words.length], T0 + 10)
    },
    n,
    (count) => Array.from({ length: count }, () => live(2)),
  )
}

// submit: a miss (mirrors submit_miss_not_in_list). A seat keeps at most
// 500 misses (LIMIT_REACHED after), so the calls spread over fresh games,
// 400 misses each, the clock stepping 1 ms.
{
  const PER_GAME = 400
  results.submit_miss_not_in_list = measure(
    (n, games) => {
      for (let i = 0; i < n; i++) games[(i / PER_GAME) | 0].submit(0, 'Zqxw', T0 + 1 + (i % PER_GAME))
    },
    N,
    (n) => Array.from({ length: Math.ceil(n / PER_GAME) }, () => live(2)),
  )
}

// Wordgrid: one play on a fresh game (mirrors examples/play_bench.rs: two
// humans, seed 1, created at 0; seat 0 writes A into cell 6 and plays "ha"
// at 1000, by the word, by its path, with the events as JSON text, and as
// the generic JSON action). Each call also runs the engine's end check for
// seat 1. These rows show the median and the best batch: on a loaded
// machine the best batch counts other processes' time least.
{
  const n = Math.min(N, 5000)
  const fresh = (count) => Array.from({ length: count }, () => new duel.Game(['human', 'human'], SEED, 0))
  const path = [11, 6]
  results.duel_play_word = batches(
    (count, games) => {
      for (let i = 0; i < count; i++) games[i].play(0, 6, 'a', 'ha', 1000)
    },
    n,
    fresh,
  )
  results.duel_play_path = batches(
    (count, games) => {
      for (let i = 0; i < count; i++) games[i].play(0, 6, 'a', path, 1000)
    },
    n,
    fresh,
  )
  results.duel_play_json_word = batches(
    (count, games) => {
      for (let i = 0; i < count; i++) games[i].playJson(0, 6, 'a', 'ha', 1000)
    },
    n,
    fresh,
  )
  const action = { action: 'play', seat: 0, cell: 6, letter: 'a', word: 'ha' }
  results.duel_act_object = batches(
    (count, games) => {
      for (let i = 0; i < count; i++) games[i].act(action, 1000)
    },
    n,
    (count) => Array.from({ length: count }, () => new Game({ game: 'duel', seats: ['human', 'human'], seed: SEED }, 0)),
  )
}

// Sóló: one swap on a fresh game (mirrors examples/play_bench.rs: seed 42,
// created at 0; the swap at 1000). The pairs are precomputed, (a, (37a + 11)
// % 100) for a in 0-99, taken in turn (N is a multiple of 100): on a fresh
// field every cell is Free, so each call is a legal swap (96 of the 100
// score a word: the events carry their words). Median and best batch, as
// the Wordgrid rows.
{
  const n = Math.min(N, 5000)
  const pairs = Array.from({ length: 100 }, (_, a) => [a, (37 * a + 11) % 100])
  results.solo_swap = batches(
    (count, games) => {
      for (let i = 0; i < count; i++) {
        const [a, b] = pairs[i % 100]
        games[i].swap(a, b, 1000)
      }
    },
    n,
    (count) => Array.from({ length: count }, () => new solo.Game(42, 0)),
  )
}

// Lexicon.contains over 1024 mixed queries (mirrors contains_mixed_1024).
{
  const lex = Lexicon.default()
  const all = lex.words()
  let x = 2024
  const rnd = (k) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0
    return x % k
  }
  const queries = Array.from({ length: 1024 }, (_, i) => {
    const w = all[rnd(all.length)].split('')
    if (i % 2 === 1) w[rnd(w.length)] = String.fromCharCode(97 + rnd(26))
    return w.join('')
  })
  const per1024 = measure((n) => {
    let found = 0
    for (let i = 0; i < n; i++) for (const q of queries) found += lex.contains(q) ? 1 : 0
    return found
  }, Math.max(1, Math.floor(N / 1024)) * 4)
  results.contains_mixed_1024 = per1024
  results.contains_one = per1024 / 1024
}

const pad = (s) => s.padEnd(26)
console.log(`node ${process.version}, ${BATCHES} batches, median ns/call`)
for (const [k, v] of Object.entries(results)) {
  let shown = `${Number(v).toFixed(0)} ns`
  if (k === 'contains_mixed_1024') shown = `${(v / 1000).toFixed(1)} µs per 1024`
  if (Array.isArray(v)) shown = `${v[0].toFixed(0)} ns (best batch ${v[1].toFixed(0)} ns)`
  console.log(`${pad(k)} ${shown}`)
}
if (args.has('json')) console.log(JSON.stringify(results))

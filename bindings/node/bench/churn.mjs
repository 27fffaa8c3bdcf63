// Native memory under game churn (timings, not a test; figures in
// docs/hardening.md, "Concurrency and load"):
//
//   node --expose-gc bindings/node/bench/churn.mjs [--waves 14]
//
// Each wave makes 10 000 games with the addon directly (a third each Word
// Grid, Wordgrid and Sóló, each with an action and its log and snapshot
// written), then drops them. The engine's state is native memory, outside
// the JS heap, so the figure to watch is rss: it must level off (the
// allocator reuses freed memory) rather than grow with every wave, and a
// FinalizationRegistry counts the game objects the GC has collected (each
// collection frees its Rust game).
import gw from '../index.js'

const { hunt, duel, solo } = gw
const MB = 1024 * 1024
const at = process.argv.indexOf('--waves')
const WAVES = at > 0 ? Number(process.argv[at + 1]) : 14
if (typeof global.gc !== 'function') throw new Error('run with node --expose-gc')

let collected = 0
const registry = new FinalizationRegistry(() => collected++)

function make(i) {
  const seed = i + 1
  if (i % 3 === 0) {
    const g = new hunt.Game(['human', 'human'], seed, 0)
    g.ready(0, 1000)
    g.ready(1, 1000)
    g.advance(4000)
    g.submit(0, 'qzqz', 5000)
    return g
  }
  if (i % 3 === 1) {
    const g = new duel.Game(['human', 'human'], seed, 0)
    const [m] = duel.legalMoves(g.board, g.played)
    g.play(0, m.cell, m.letter, m.word, 1000)
    return g
  }
  const g = new solo.Game(seed, 0)
  g.swap(0, 1, 1000)
  return g
}

function fullGc() {
  global.gc()
  global.gc()
}

for (let w = 0; w < WAVES; w++) {
  let games = Array.from({ length: 10_000 }, (_, i) => make(i))
  for (const g of games) {
    g.log()
    g.snapshot()
    registry.register(g, 0)
  }
  fullGc()
  const held = process.memoryUsage().rss
  games = null
  fullGc()
  await new Promise((resolve) => setTimeout(resolve, 100)) // finalizers run
  fullGc()
  const after = process.memoryUsage().rss
  console.log(
    `wave ${w + 1}: rss ${(held / MB).toFixed(1)} MB with 10 000 games held, ` +
      `${(after / MB).toFixed(1)} MB after they are dropped; games collected so far ${collected}`,
  )
}

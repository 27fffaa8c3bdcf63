// hunt.scoreManyAsync throughput by thread count (timings, not a test):
//   node bench/score_many.mjs [TRAYS=100000] [RUNS=3] [THREADS=1,2,0]
// Trays are hunt.deal(0..TRAYS-1); prints the median trays/s of RUNS calls
// per thread count (0: one per core), and how often a 1 ms interval fired
// during the median call (the event loop is free while the engine works).
import { createRequire } from 'node:module'

const { hunt } = createRequire(import.meta.url)('..')
const [n = 100000, runs = 3] = process.argv.slice(2, 4).map(Number)
const counts = (process.argv[4] ?? '1,2,0').split(',').map(Number)
const trays = Array.from({ length: n }, (_, i) => hunt.deal(i))
await hunt.scoreManyAsync(trays.slice(0, 1000)) // build the solver trie first

for (const threads of counts) {
  const samples = []
  for (let r = 0; r < runs; r++) {
    let ticks = 0
    const timer = setInterval(() => { ticks++ }, 1)
    const t0 = performance.now()
    await hunt.scoreManyAsync(trays, null, null, { threads })
    const ms = performance.now() - t0
    clearInterval(timer)
    samples.push({ rate: n / (ms / 1000), ticks, ms })
  }
  samples.sort((a, b) => a.rate - b.rate)
  const m = samples[Math.floor(runs / 2)]
  console.log(`threads ${threads}: ${Math.round(m.rate)} trays/s (${n} trays, ${m.ms.toFixed(0)} ms, ` +
    `${m.ticks} interval ticks; runs ${samples.map((s) => Math.round(s.rate)).join(' ')})`)
}

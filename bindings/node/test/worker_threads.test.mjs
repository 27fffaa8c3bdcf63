// The addon in worker threads (docs/hardening.md, "Concurrency and load"):
// four workers load it at once (each a JS environment with its own
// instance data: the cached JSON.parse and event builders) and each plays a
// few games of every kind; every game's result must equal a replay of its
// log, on the main thread, and equal the same game played on the main
// thread. A worker that hangs fails the test at its timeout.
import test from 'node:test'
import assert from 'node:assert/strict'
import { Worker } from 'node:worker_threads'
import gw from '../index.js'

const { hunt, duel, solo } = gw
const WORKERS = 4
const GAMES = 3 // of each kind, a worker

// Plays one game of each kind for `seed`; returns [kind, result JSON, log]
// triples. The same source runs in the workers (as text) and here.
function playAll(gw, seed) {
  const { hunt, duel, solo } = gw
  const out = []
  const h = new hunt.Game(['human', 'human'], seed, 0)
  h.ready(0, 1000)
  h.ready(1, 1000)
  h.advance(4000)
  const words = hunt.solve(h.tray).words.map((w) => w.word)
  words.slice(0, 20).forEach((w, n) => {
    h.submit(n % 2, w, 5000 + 1000 * n)
    h.submit((n + 1) % 2, n % 3 === 0 ? w : 'qzqz', 5000 + 1000 * n)
  })
  h.advance(184_000)
  out.push(['hunt', h.resultJson(), h.log()])

  const d = new duel.Game(['human', 'human'], seed, 0)
  for (let n = 0; n < 12 && d.toMove !== null; n++) {
    const legal = duel.legalMoves(d.board, d.played)
    if (legal.length === 0) break
    const m = legal.reduce((a, b) => (b.word.length > a.word.length ? b : a))
    d.play(d.toMove, m.cell, m.letter, m.word, 1000 + 500 * n)
  }
  if (!d.isOver) d.resign(d.toMove ?? 0, 20_000)
  out.push(['duel', d.resultJson(), d.log()])

  const s = new solo.Game(seed, 0)
  for (let n = 0; n < 10 && !s.isOver; n++) {
    const [best] = solo.bestSwaps(s, 1)
    if (!best) break
    s.swap(best.a, best.b, 1000 + 100 * n)
  }
  if (!s.isOver) s.finish(10_000)
  out.push(['solo', s.resultJson(), s.log()])
  return out
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const gw = require(workerData.addon)
const playAll = ${playAll.toString()}
const games = []
for (const seed of workerData.seeds) games.push(...playAll(gw, seed))
parentPort.postMessage(games)
`

function runWorker(seeds) {
  return new Promise((resolve, reject) => {
    const w = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { addon: new URL('../index.js', import.meta.url).pathname, seeds },
    })
    const timer = setTimeout(() => {
      w.terminate()
      reject(new Error(`worker for seeds ${seeds} still running after 120 s`))
    }, 120_000)
    let got = null
    w.on('message', (m) => (got = m))
    w.on('error', reject)
    w.on('exit', (code) => {
      clearTimeout(timer)
      if (code !== 0 || got === null) reject(new Error(`worker exited with ${code}`))
      else resolve(got)
    })
  })
}

test('four worker threads play games of every kind with the addon at once', async () => {
  const seedsOf = (w) => Array.from({ length: GAMES }, (_, n) => 1 + w * GAMES + n)
  const results = await Promise.all(Array.from({ length: WORKERS }, (_, w) => runWorker(seedsOf(w))))
  for (let w = 0; w < WORKERS; w++) {
    const games = results[w]
    assert.equal(games.length, GAMES * 3)
    const alone = seedsOf(w).flatMap((seed) => playAll(gw, seed))
    games.forEach(([kind, resultJson, log], n) => {
      assert.equal(kind, alone[n][0])
      const replayed = { hunt, duel, solo }[kind].replay(log)
      assert.deepEqual(replayed, JSON.parse(resultJson), `worker ${w}, ${kind} game ${n}: result is not its replay`)
      assert.equal(resultJson, alone[n][1], `worker ${w}, ${kind} game ${n}: differs from the main thread's`)
      assert.equal(log, alone[n][2])
    })
  }
})

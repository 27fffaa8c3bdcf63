// Sóló (`solo`) from Node: a greedy player that always plays the swap
// `solo.bestSwaps` ranks first, a few seconds apart on a simulated clock,
// until the field is full (or no swap is left: then it finishes). Each move
// prints its words and points; the field is drawn every few moves, Frozen
// letters in capitals and Fixed ones (swapped into no word) in brackets; at
// the end the result is printed and the log replays to the same result
// bytes and verifies.
//
//   node examples/node/solo.mjs [--seed N] [--every N]     (make example-node)
import assert from 'node:assert/strict'
import gw from '../../bindings/node/index.js'

const { solo } = gw
const args = new Map(process.argv.slice(2).map((a, i, all) => [a.replace(/^--/, ''), all[i + 1]]))
const seed = args.get('seed') ?? '42'
const every = Number(args.get('every') ?? 5) // draw the field every this many moves
const THINK_MS = 3000 // the player's time per move

function draw(g) {
  const { field, cells } = g
  const rows = []
  for (let r = 0; r < 10; r++) {
    let row = '   '
    for (let c = 0; c < 10; c++) {
      const i = r * 10 + c
      const state = cells[i]
      if (state === 'free') row += ` ${field[i]} `
      else if (state === 'fixed') row += `[${field[i]}]`
      else row += ` ${field[i].toUpperCase()} `
    }
    if (r === 0) row += `   score ${g.score}`
    rows.push(row)
  }
  return rows.join('\n')
}

const g = new solo.Game(seed, 0)
let now = 0
let moves = 0
console.log(`Sóló, seed ${seed}: always the best swap, ${THINK_MS / 1000}s a move\n`)
console.log(draw(g))
while (!g.isOver) {
  now += THINK_MS
  const [best] = solo.bestSwaps(g, 1)
  let events
  if (best === undefined) {
    console.log('no swap left: finish')
    events = g.finish(now)
  } else {
    moves++
    events = g.swap(best.a, best.b, now)
  }
  for (const e of events) {
    if (e.type === 'swap') {
      const words = e.words.map((w) => w.word.toUpperCase()).join(' ') || '(no word)'
      const fixed = e.fixed.length ? `   fixed ${e.fixed.join(', ')}` : ''
      console.log(`${String(moves).padStart(3)}  t=${(e.at_ms / 1000).toFixed(0).padStart(3)}s  swap ${e.a}-${e.b}  +${e.points}  ${words}${fixed}`)
    } else if (e.type === 'game_over') {
      console.log(`game over at ${e.at_ms} ms: ${e.reason}`)
    }
  }
  if (!g.isOver && moves % every === 0) console.log(`\n${draw(g)}\n`)
}

console.log(`\n${draw(g)}\n`)
const result = g.result()
const free = result.cells.filter((c) => c === 'free').length
const fixed = result.cells.filter((c) => c === 'fixed').length
console.log(`result: score ${result.score} (${result.reason}) in ${result.moves.length} swaps; ${100 - free - fixed} cells frozen, ${fixed} fixed, ${free} free`)
assert.equal(result.score, g.score)
assert.equal(solo.replayJson(g.log()), g.resultJson())
assert.ok(solo.verify(g.log(), g.resultJson()))
console.log('the log replays to the same result bytes and verifies')

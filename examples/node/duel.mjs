// Wordgrid (`duel`) from Node: a scripted player (it takes the engine's
// best move, `duel.bestMoves`) against the hard bot, on a simulated clock.
// The bot answers through `advance` at `nextDue`; the grid is drawn after
// each move; at the end the log replays to the same result bytes. A game
// against a bot is practice (stakes are for two people), so the example
// ends with a staked game between two people, decided by resignation, and
// prints its settlement.
//
//   node examples/node/duel.mjs [--seed N] [--stake N]     (make example-node)
import assert from 'node:assert/strict'
import gw from '../../bindings/node/index.js'

const { duel } = gw
const args = new Map(process.argv.slice(2).map((a, i, all) => [a.replace(/^--/, ''), all[i + 1]]))
const seed = args.get('seed') ?? '7'
const stake = Number(args.get('stake') ?? 500)
const THINK_MS = 4000 // the scripted player's time per move

function draw(board, move) {
  const rows = []
  for (let r = 0; r < 5; r++) {
    const row = []
    for (let c = 0; c < 5; c++) {
      const cell = r * 5 + c
      const ch = board[cell] === '.' ? '·' : board[cell].toUpperCase()
      row.push(move && cell === move.cell ? `[${ch}]` : ` ${ch} `)
    }
    rows.push('   ' + row.join(''))
  }
  return rows.join('\n')
}

const g = new duel.Game(['human', 'bot:hard'], seed, 0)
let now = 0
console.log(`Wordgrid, seed ${seed}, practice: you (seat 0, best move) vs bot:hard (seat 1)\n`)
console.log(draw(g.board))
while (!g.isOver) {
  let events
  if (g.toMove === 0) {
    now += THINK_MS
    const [best] = duel.bestMoves(g.board, g.played, 1)
    events = g.play(0, best.cell, best.letter, best.path, now)
  } else {
    now = g.nextDue
    events = g.advance(now)
  }
  for (const e of events) {
    if (e.type === 'move') {
      const who = e.seat === 0 ? 'you' : 'bot'
      console.log(`\n${who}: ${e.letter.toUpperCase()} in cell ${e.cell}, ${e.word.toUpperCase()} (${e.points}) along ${e.path.join('-')}`)
      console.log(draw(g.board, e))
      console.log(`   score ${g.scores.join(' : ')}   clocks ${g.clocksMs.map((ms) => (ms / 1000).toFixed(1) + 's').join(' / ')}`)
    } else if (e.type === 'game_over') {
      console.log(`\ngame over at ${e.at_ms} ms: ${e.reason}, winner ${e.winner === null ? 'none (draw)' : `seat ${e.winner}`}`)
    }
  }
}

const result = g.result()
console.log(`final score ${result.scores.join(' : ')}, words ${result.moves.map((m) => m.word).join(' ')}`)
assert.equal(result.settlement, null) // practice
assert.equal(duel.replayJson(g.log()), g.resultJson())

// Two people play for a stake: seat 1 resigns after one move each.
const m = new duel.Game(['human', 'human'], seed, 0, { stake })
m.play(0, 6, 'a', 'ha', 2000)
m.play(1, 16, 'e', 'he', 5000)
m.resign(1, 6000)
const s = m.result().settlement
assert.equal(s.payout + s.fee, s.pot)
console.log(`\na match between two people, stake ${stake} each: seat 1 resigned;`, s)
assert.equal(duel.replayJson(m.log()), m.resultJson())
console.log('both logs replay to the same result bytes')

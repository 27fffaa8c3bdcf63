// What several test files (and bench/verify_many.mjs) make the same way:
// finished games' records of each kind, a forged bot move, and a measure of
// whether the process has gone idle. Not a test file itself (`make
// test-node` runs test/*.test.mjs).
import assert from 'node:assert/strict'
import { setTimeout as sleep } from 'node:timers/promises'
import gw from '../gridwords.js'

const { duel, hunt, solo } = gw

/** A finished human-vs-bot Wordgrid game: the human, the bot, the human resigns. */
export function botGame() {
  const g = new duel.Game(['human', 'bot:medium'], 21, 0)
  g.play(0, 6, 'a', 'ha', 1000)
  const due = g.nextDue
  g.advance(due)
  const boardAfterHuman = '......a...sheep..........'
  g.resign(0, due + 1000)
  const log = JSON.parse(g.log())
  const botIndex = log.actions.findIndex((a) => a.seat === 1 && a.action === 'play')
  assert.ok(botIndex >= 0, g.log())
  assert.equal(log.actions[botIndex].at_ms, due)
  return { g, log, botIndex, due, boardAfterHuman }
}

/** The log with its bot move replaced by another legal move (same seat, same time). */
export function forged({ log, botIndex, boardAfterHuman }) {
  const bot = log.actions[botIndex]
  const other = duel
    .legalMoves(boardAfterHuman, ['sheep', 'ha'])
    .find((m) => m.cell !== bot.cell || m.letter !== bot.letter || JSON.stringify(m.path) !== JSON.stringify(bot.path))
  assert.ok(other)
  const f = structuredClone(log)
  f.actions[botIndex] = { seq: bot.seq, at_ms: bot.at_ms, seat: 1, action: 'play', cell: other.cell, letter: other.letter, path: other.path }
  return JSON.stringify(f)
}

/** A game's record as a host keeps it: the log and result JSON text. */
const recordOf = (g) => ({ log: g.log(), result: g.resultJson() })

/**
 * A finished Word Grid game of a human against the bot: the human finds
 * the tray's first `words` words, four seconds apart, the round runs out.
 */
export function huntBotRecord(seed, words = 8) {
  const g = new hunt.Game(['human', 'bot'], seed, 0)
  g.ready(0, 10)
  g.advance(3010)
  let now = 5000
  for (const w of hunt.solve(g.tray).words.slice(0, words)) {
    g.submit(0, w.word, now)
    now += 4000
  }
  g.advance(10_000_000)
  assert.ok(g.isOver)
  return recordOf(g)
}

/** A finished Sóló game: `swaps` best swaps, then finished. */
export function soloRecord(seed, swaps = 6) {
  const g = new solo.Game(seed, 0)
  for (let i = 1; i <= swaps; i++) {
    const [best] = solo.bestSwaps(g, 1)
    if (!best) break
    g.swap(best.a, best.b, 1000 * i)
  }
  g.finish(1000 * (swaps + 1))
  return recordOf(g)
}

/** A hard-vs-hard Wordgrid game of `seed` played to its end (about 0.3 s). */
export function hardDuelRecord(seed) {
  const g = new gw.Game({ game: 'duel', seats: ['bot:hard', 'bot:hard'], seed }, 0)
  g.advance(3_600_000)
  assert.ok(g.isOver)
  return recordOf(g)
}

/** CPU time (user + system, all threads) this process spends in `ms`. */
export async function cpuDuring(ms) {
  const before = process.cpuUsage()
  await sleep(ms)
  const d = process.cpuUsage(before)
  return (d.user + d.system) / 1000
}

// Compiled by test/types.test.mjs with `tsc --noEmit --strict`: the typings
// of Wordgrid (`duel`), the JSON shapes generated from the engine's Rust
// types and the methods from napi-rs. Never run.
import { duel, Game, Lexicon, type AnyConfig, type AnyEvent, type AnyLog, type AnyResult, type GameName } from '../../index.js'

const g: duel.Game = new duel.Game(['human', 'human'], 42n, 0, { stake: 500, lexicon: Lexicon.default() })
new duel.Game(['bot:easy', 'bot:medium'], '0x2a', 0)
new duel.Game(['human', 'human'], 1, 0, { startWord: 'toast', clockMs: 60000, stake: 0n })
new duel.Game(['human', 'human'], 1, 0, null)
// @ts-expect-error a seat kind names the bot's level
new duel.Game(['human', 'bot'], 1, 0)
// @ts-expect-error unknown option
new duel.Game(['human', 'human'], 1, 0, { stakes: 5 })

const events: duel.Event[] = [
  ...g.play(0, 6, 'a', 'ha', 1000),
  ...g.play(0, 16, 'e', [11, 16], 2000),
  ...g.offerDraw(0, 3000),
  ...g.acceptDraw(1, 3100),
  ...g.declineDraw(1, 3200),
  ...g.resign(0, 4000),
  ...g.advance(5000),
]
let total = 0
for (const e of events) {
  switch (e.type) {
    case 'move':
      total += e.cell + e.letter.length + e.path.length + e.word.length + e.points + e.seat + e.at_ms
      break
    case 'draw_offered':
    case 'draw_declined':
    case 'draw_lapsed':
    case 'resigned':
      total += e.seat + e.at_ms
      break
    case 'game_over': {
      const why: duel.EndReason = e.reason
      const winner: number | null = e.winner
      total += why.length + (winner ?? 0)
      break
    }
    default: {
      const never: never = e
      total += never
    }
  }
}
const json: string = g.playJson(0, 7, 't', 'hat', 6000)
// @ts-expect-error a path is cell numbers
g.play(0, 6, 'a', ['11', '6'], 1000)
// @ts-expect-error a seat is a number
g.play('0', 6, 'a', 'ha', 1000)

const board: string = g.board
const toMove: number | null = g.toMove
const scores: [number, number] = g.scores
const played: string[] = g.played
const clocks: [number, number] = g.clocksMs
const offer: number | null = g.drawOffer
const name: GameName = g.game

const v: duel.View = g.view(0)
const seats: duel.SeatKind[] = v.seats
const stake: number = v.stake
const seed: string | null = v.seed
const r: duel.GameResult | null = g.result()
if (r) {
  const s: duel.Settlement | null = r.settlement
  const refund: number = s ? s.refund + s.payout + s.fee + s.pot + s.stake : 0
  const moves: duel.MoveResult[] = r.moves
  const why: 'score' | 'no_legal_move' | 'timeout' | 'resignation' | 'agreement' = r.reason
  void [s, refund, moves, why, r.draw, r.winner, r.ended_at_ms, r.board]
}
const log: duel.Log = JSON.parse(g.log())
const first: duel.Action = log.actions[0]
const derived: duel.Derived | null | undefined = log.derived
const config: duel.Config = g.config()
const action: duel.SeatAction = { action: 'play', seat: 0, cell: 6, letter: 'a', path: [11, 6] }
const viaAct: duel.Event[] = g.act(action, 7000)
const again: duel.Game = duel.Game.restore(g.snapshot())
const fromLog: duel.Game = duel.Game.fromLog(g.log())
const fromConfig: duel.Game = duel.Game.fromConfigJson({ seats: ['human', 'human'], seed: 1, stake: 5 }, 0)
const result: duel.GameResult = duel.replay(g.log())
const ok: boolean = duel.verify(g.log(), duel.replayJson(g.log()))
const fast: boolean = duel.verify(g.log(), duel.replayJson(g.log()), null, { trustBots: true })
const why: string | null = duel.verifyReport(g.log(), duel.replayJson(g.log()))

const moves: duel.Move[] = duel.legalMoves('..........sheep..........', ['sheep'])
const cells: number[] = moves.map((m) => m.cell + m.path[0])
const best: duel.Scored[] = duel.bestMoves('..........sheep..........', ['sheep'], 5, Lexicon.default())
const gain: number = best[0].points - best[0].reply + best[0].cell
const later: Promise<duel.Scored[]> = duel.bestMovesAsync('..........sheep..........', ['sheep'])

// The generic surface knows both games.
const anyConfig: AnyConfig = { game: 'duel', seats: ['human', 'human'], seed: 1, stake: 10 }
const any: Game = new Game(anyConfig, 0)
const anyEvents: AnyEvent[] = any.act({ action: 'offer_draw', seat: 0 }, 10)
const anyResult: AnyResult | null = any.result()
const anyLog: AnyLog = JSON.parse(any.log())
// @ts-expect-error a Wordgrid config has no round_ms
const wrong: AnyConfig = { game: 'duel', seats: ['human', 'human'], seed: 1, round_ms: 5 }
void [total, json, board, toMove, scores, played, clocks, offer, name, seats, stake, seed, first, derived, config, viaAct, again, fromLog,
  fromConfig, result, ok, cells, gain, later, anyEvents, anyResult, anyLog, wrong]

// Compiled by test/types.test.mjs with `tsc --noEmit --strict`: the typings
// of index.d.ts describe the API as the tests use it. Never run.
import { hunt, Lexicon, errorCodes } from '../../index.js'

const g: hunt.Game = new hunt.Game(['human', 'bot'], 42n, 0, { roundMs: 60000, points: [1, 2, 3, 5, 8, 12] })
new hunt.Game(['human', 'human'], 'fedcba9876543210', 0)
new hunt.Game(['human', 'human'], 1, 0, null)
// @ts-expect-error a seat is 'human' or 'bot'
new hunt.Game(['human', 'robot'], 1, 0)
// @ts-expect-error unknown override
new hunt.Game(['human', 'human'], 1, 0, { rounds: 3 })

const events: hunt.Event[] = [...g.ready(0, 1000), ...g.advance(4000), ...g.submit(0, 'tone', 5000), ...g.resign(0, 6000)]
let total = 0
for (const e of events) {
  switch (e.type) {
    case 'accepted':
      total += e.points + e.path.length + e.word.length + e.seat + e.at_ms
      break
    case 'miss': {
      const r: hunt.MissReason = e.reason
      total += r.length
      break
    }
    case 'round_open':
      total += e.tray.length + e.ends_at_ms
      break
    case 'countdown':
      total += e.t0_ms
      break
    case 'disqualified': {
      const rule: 'whole_round' | 'window' = e.rule
      total += rule.length
      break
    }
    case 'game_over': {
      const why: hunt.EndReason = e.reason
      total += why.length
      break
    }
    case 'ready':
    case 'resigned':
    case 'forfeited':
      total += e.seat
      break
    default: {
      const never: never = e
      total += never
    }
  }
}

const v: hunt.View = g.view(0)
const spectator: hunt.View = g.view()
const phase: 'waiting' | 'countdown' | 'live' | 'over' = v.phase
const mine: number = v.you ? v.you.words.reduce((a, w) => a + w.points, 0) : 0
const tray: string | null = g.tray ?? spectator.tray
const over: boolean = g.isOver && g.phase === 'over'
const strength: number | null = g.botStrength
const r: hunt.GameResult | null = g.result()
if (r) {
  const places: (number | null)[] = r.seats.map((s) => s.place)
  const seed: string = r.seed
  const cancelled: boolean[] = r.seats.flatMap((s) => s.words.map((w) => w.cancelled))
  const finders: number[][] = r.reveal.map((w) => w.found_by)
  void [places, seed, cancelled, finders]
}
const top: hunt.RevealWord[] | null = g.reveal(10)
const rj: string | null = g.resultJson()
const log: string = g.log()
const again: hunt.Game = hunt.Game.restore(g.snapshot())
const fromConfig: hunt.Game = hunt.Game.fromConfigJson('{"seats":["human","human"],"seed":1}', 0)
const replayed: hunt.GameResult = hunt.replay(log)
const same: boolean = hunt.verify(log, hunt.replayJson(log))
const clock: number = g.clockMs + g.seatCount
// @ts-expect-error view is not a string
const wrong: string = g.view()
// @ts-expect-error events are objects
g.submit(0, 'x', 1)[0].toUpperCase()

const lex = Lexicon.default()
const has: boolean = lex.contains('cat')
const codes: Record<string, number> = errorCodes()
const found: Record<string, number[]> = hunt.solve(hunt.deal(1), lex)
void [total, phase, mine, tray, over, strength, top, rj, again, fromConfig, replayed, same, clock, wrong, has, codes, found]

// Compiled by test/types.test.mjs with `tsc --noEmit --strict`: the typings
// of index.d.ts (the JSON shapes generated from the engine's Rust types,
// the methods from napi-rs) describe the API as the tests use it. Never run.
import {
  hunt, Game, Lexicon, errorCodes, games, options, replay, replayJson, verify, verifyReport, verifyMany, verifyManyAsync,
  type VerifyOptions, type OptionSpec, type Verdict, type VerifyRecord, type VerifyManyOptions, type VerifyManyAsyncOptions, type ErrorCode,
  type AnyAction, type AnyConfig, type AnyEvent, type AnyResult, type AnyView, type GameName, type AnyLog,
} from '../../index.js'

const g: hunt.Game = new hunt.Game(['human', 'bot'], 42n, 0, { roundMs: 60000, points: [1, 2, 3, 5, 8, 12] })
new hunt.Game(['human', 'human'], '0xfedcba9876543210', 0)
new hunt.Game(['human', 'human'], 1, 0, null, Lexicon.default())
// @ts-expect-error a seat is 'human' or 'bot'
new hunt.Game(['human', 'robot'], 1, 0)
// @ts-expect-error unknown override
new hunt.Game(['human', 'human'], 1, 0, { rounds: 3 })
// @ts-expect-error a points table is six numbers
new hunt.Game(['human', 'human'], 1, 0, { points: [1, 2, 3] })
// The generated options: null is "not given"; the table is hunt.Points. The
// config's own spelling (round_ms) is taken at run time but not typed.
new hunt.Game(['human', 'human'], 1, 0, { countdownMs: null, moveDeadlineMs: 1, lexicon: null })
// @ts-expect-error the typings name the camelCase key
new hunt.Game(['human', 'human'], 1, 0, { round_ms: 60000 })
const pointsOption: NonNullable<hunt.GameOptions['points']> = [1, 1, 2, 3, 5, 11] satisfies hunt.Points
const pointsBack: hunt.Points = pointsOption
// The core's declaration at run time: narrow on `type`.
const specs: OptionSpec[] = options('hunt')
for (const o of specs) {
  const range: string = o.type === 'whole' ? `${o.min}..=${o.max}` : o.type === 'word' ? `${o.len} letters` : `${o.len} of 0..=${o.max}`
  const doc: string = o.name + o.doc + String(o.analysis) + range
  void doc
}
// @ts-expect-error a game's name is a string
options(1)
void pointsBack

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
// Per-seat feeds: the engine filters.
const forSeat1: hunt.Event[] = g.eventsFor(events, 1)
const forSpectators: hunt.Event[] = g.eventsFor(events, null)
const forSeat1Json: string = g.eventsForJson(g.actJson({ action: 'resign', seat: 1 }, 7000), 1)

const v: hunt.View = g.view(0)
const spectator: hunt.View = g.view()
const phase: 'waiting' | 'countdown' | 'live' | 'over' = v.phase
const mine: number = v.you ? v.you.words.reduce((a, w) => a + w.points, 0) : 0
const tray: string | null = g.tray ?? spectator.tray
const over: boolean = g.isOver && g.phase === 'over'
const strength: number | null = g.botStrength
const due: number | null = g.nextDue
const name: GameName = g.game
const r: hunt.GameResult | null = g.result()
if (r) {
  const places: (number | null)[] = r.seats.map((s) => s.place)
  const seed: string = r.seed
  const cancelled: boolean[] = r.seats.flatMap((s) => s.words.map((w) => w.cancelled))
  const finders: number[][] = r.reveal.map((w) => w.found_by)
  const status: hunt.FinalStatus = r.seats[0].status
  void [places, seed, cancelled, finders, status]
}
const top: hunt.RevealWord[] | null = g.reveal(10)
const rj: string | null = g.resultJson()
const log: string = g.log()
const parsed: hunt.Log = JSON.parse(log)
const firstAction: hunt.Action = parsed.actions[0]
const config: hunt.Config = g.config()
const again: hunt.Game = hunt.Game.restore(g.snapshot())
const fromLog: hunt.Game = hunt.Game.fromLog(log, Lexicon.default())
const fromConfig: hunt.Game = hunt.Game.fromConfigJson('{"seats":["human","human"],"seed":1}', 0)
const fromConfigObject: hunt.Game = hunt.Game.fromConfigJson({ seats: ['human', 'human'], seed: '42', round_ms: 60000 }, 0)
const replayed: hunt.GameResult = hunt.replay(log)
const same: boolean = hunt.verify(log, hunt.replayJson(log))
const clock: number = g.clockMs + g.seatCount
// @ts-expect-error view is not a string
const wrong: string = g.view()
// @ts-expect-error events are objects
g.submit(0, 'x', 1)[0].toUpperCase()
// @ts-expect-error a seat is a number
g.submit('0', 'x', 1)

// The generic game: configs, actions, events, views and results of any game.
const config2: AnyConfig = { game: 'hunt', seats: ['human', 'human'], seed: 7n, countdown_ms: 0 }
const any: Game = new Game(config2, 0)
new Game('{"game":"hunt","seats":["human","human"],"seed":"42"}', 0, Lexicon.default())
// @ts-expect-error a config names its game
new Game({ seats: ['human', 'human'], seed: 1 }, 0)
// @ts-expect-error no such game
new Game({ game: 'chess', seats: ['human', 'human'], seed: 1 }, 0)
const act: AnyAction = { action: 'submit', seat: 0, word: 'tone' }
const anyEvents: AnyEvent[] = [...any.act({ action: 'ready', seat: 0 }, 10), ...any.act(act, 20)]
// @ts-expect-error an action names its seat
any.act({ action: 'ready' }, 30)
const seen: AnyEvent[] = any.eventsFor(anyEvents, 0)
const anyView: AnyView = any.view(null)
const anyResult: AnyResult | null = any.result()
const anyConfig: AnyConfig = any.config()
const anyLog: AnyLog = JSON.parse(any.log())
const restored: Game = Game.restore(any.snapshot(), null)
const rebuilt: Game = Game.fromLog(any.log())
const final: AnyResult = replay(any.log())
const ok: boolean = verify(any.log(), replayJson(any.log()))
const trusted: boolean = verify(any.log(), replayJson(any.log()), null, { trustBots: true })
const opts: VerifyOptions = { rerunBots: true }
const why: string | null = verifyReport(any.log(), replayJson(any.log()), undefined, opts)
const huntWhy: string | null = hunt.verifyReport(any.log(), replayJson(any.log()), null, { trustBots: false })
// @ts-expect-error trustBots is a boolean
verify(any.log(), replayJson(any.log()), null, { trustBots: 1 })
// @ts-expect-error verifyReport may say null
const always: string = verifyReport(any.log(), replayJson(any.log()))
const known: GameName[] = games()

// Many records at once: each verdict in the core's shape.
const season: VerifyRecord[] = [{ log: any.log(), result: any.resultJson() ?? '{}' }, { log: JSON.parse(any.log()), result: {} }]
const verdicts: Verdict[] = verifyMany(season)
for (const v of verdicts) {
  const code: ErrorCode | undefined = v.code
  const said: string = v.verified ? 'true' : v.report ?? `${code}: ${v.message}`
  void said
}
const manyOptions: VerifyManyOptions = { trustBots: true, threads: 0, key: new Uint8Array(32), minVersion: 1 }
verifyMany(season, Lexicon.default(), manyOptions)
const verdictsLater: Promise<Verdict[]> = verifyManyAsync(season, null, {
  threads: 1,
  signal: controllerOfSeason().signal,
  onProgress: (done: number, total: number) => void (done <= total),
})
const manyAsyncOptions: VerifyManyAsyncOptions = { rerunBots: true, signal: AbortSignal.timeout(1000) }
verifyManyAsync(season, undefined, manyAsyncOptions)
function controllerOfSeason(): AbortController {
  return new AbortController()
}
// @ts-expect-error a record is {log, result}
verifyMany([any.log()])
// @ts-expect-error the sync call has no signal
verifyMany(season, null, { signal: AbortSignal.abort() })
// @ts-expect-error threads is a number
verifyMany(season, null, { threads: '2' })
// @ts-expect-error a verdict's code is an ErrorCode
const notACode: 'NOPE' = verdicts[0].code!
void [verdictsLater, notACode]

const lex = Lexicon.default()
const has: boolean = lex.contains('cat')
const codes: Record<string, number> = errorCodes()
const solution: hunt.Solution = hunt.solve(hunt.deal('0x1'), lex)
const found: { word: string; path: number[] }[] = solution.words
const scores: number[] = hunt.scoreMany([hunt.deal(1)], null, null, { threads: 2 })
const scoresLater: Promise<number[]> = hunt.scoreManyAsync([hunt.deal(1)], [1, 2, 3, 5, 8, 12], lex, { threads: 0 })
hunt.scoreManyAsync([hunt.deal(1)], undefined, undefined, {})
const controller = new AbortController()
hunt.scoreManyAsync([hunt.deal(1)], null, null, {
  signal: controller.signal,
  onProgress: (done: number, total: number) => void (done <= total),
})
const asyncOptions: hunt.ScoreManyAsyncOptions = { threads: 1, signal: AbortSignal.timeout(1000) }
void asyncOptions
// @ts-expect-error onProgress takes (done, total) numbers
hunt.scoreManyAsync([], null, null, { onProgress: (done: string) => done })
// @ts-expect-error signal is an AbortSignal
hunt.scoreManyAsync([], null, null, { signal: {} })
// @ts-expect-error threads is a number
hunt.scoreMany([hunt.deal(1)], null, null, { threads: '2' })
// @ts-expect-error the only option is threads
hunt.scoreMany([hunt.deal(1)], null, null, { workers: 2 })
void [total, forSeat1, forSpectators, forSeat1Json, phase, mine, tray, over, strength, due, name, top, rj, firstAction, config, again, fromLog, fromConfig,
  fromConfigObject, replayed, same, clock, wrong, seen, anyView, anyResult, anyConfig, anyLog, restored, rebuilt, final, ok, known, has, codes, found,
  scores, scoresLater]

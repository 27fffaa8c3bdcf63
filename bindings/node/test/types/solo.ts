// Compiled by test/types.test.mjs with `tsc --noEmit --strict`: the typings
// of Sóló (`solo`), the JSON shapes generated from the engine's Rust types
// and the methods from napi-rs. Never run.
import { solo, Game, Lexicon, type AnyConfig, type AnyEvent, type GameName } from '../../index.js'

const g: solo.Game = new solo.Game(42, 0)
new solo.Game(42n, 0, { lexicon: Lexicon.default() })
new solo.Game('0x2a', 0, null)
// @ts-expect-error unknown option
new solo.Game(1, 0, { clockMs: 5 })

const field: string = solo.deal(42) + g.field
const cells: solo.CellState[] = g.cells
const score: number = g.score
const events: solo.Event[] = [...g.swap(3, 14, 1000), ...g.finish(2000), ...g.cancel(3000), ...g.advance(4000)]
let total = 0
for (const e of events) {
  switch (e.type) {
    case 'swap':
      total += e.a + e.b + e.points + e.frozen.length + e.fixed.length + e.at_ms
      for (const w of e.words) {
        const axis: solo.Axis = w.axis
        total += w.word.length + w.cells.length + (w.reversed ? 1 : 0) + axis.length
      }
      break
    case 'game_over': {
      const reason: 'field_full' | 'clock' | 'finished' | 'cancelled' = e.reason
      total += e.at_ms + reason.length
      break
    }
  }
}
const best: solo.Scored[] = solo.bestSwaps(g, 5)
const later: Promise<solo.Scored[]> = solo.bestSwapsAsync(g)
const r: solo.Rating = solo.rating([1, 2, 3])
const rated: number | null = r.rating
const result: solo.GameResult | null = g.result()
const view: solo.View = g.view()
const name: GameName = 'solo'
const config: AnyConfig = { game: 'solo', seed: 42 }
const any: AnyEvent[] = new Game(config, 0).act({ action: 'swap', seat: 0, a: 1, b: 2 }, 10)
const restored: solo.Game = solo.Game.restore(g.snapshot())
const rebuilt: solo.Game = solo.Game.fromLog(g.log())
const fromConfig: solo.Game = solo.Game.fromConfigJson({ seed: 1 }, 0)
void [field, cells, score, total, best, later, rated, result, view, name, any, restored, rebuilt, fromConfig]

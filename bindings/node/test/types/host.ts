// Compiled by test/types.test.mjs (`tsc --strict`), never run: what a host
// that keeps games of every kind together can write against index.d.ts.
import {
  hunt, duel, solo, Game, GridwordsError, restore, fromLog,
  type GameLike, type TypedGame, type ErrorCode, type AnyEvent,
} from '../../index.js'

// Every class is a GameLike: one list, one tick loop, one filter.
const games: GameLike[] = [
  new hunt.Game(['human', 'human'], 1, 0),
  new duel.Game(['human', 'human'], 1, 0),
  new solo.Game(1, 0),
  new Game({ game: 'solo', seed: 1 }, 0),
]
for (const g of games) {
  const events: AnyEvent[] = g.advance(10)
  const mine: AnyEvent[] = g.eventsFor(events, 0)
  void mine
}

// A restored game comes back as its typed class: narrow on `game`.
const back: TypedGame = restore(games[1].snapshot())
switch (back.game) {
  case 'hunt': back.ready(0, 20); break
  case 'duel': back.play(0, 7, 'a', 'heaps', 20); break
  case 'solo': back.swap(1, 2, 20); break
}
const rebuilt: TypedGame = fromLog(games[0].log())
if (rebuilt.game === 'duel') {
  // @ts-expect-error a narrowed Wordgrid game has no Word Grid calls
  rebuilt.submit(0, 'tone', 30)
}
// @ts-expect-error a typed class's name is its literal
const wrongName: 'hunt' = new duel.Game(['human', 'human'], 1, 0).game

// Errors: one class, one code union.
try {
  games[0].act({ action: 'submit', seat: 0, word: 'tone' }, 40)
} catch (e) {
  if (e instanceof GridwordsError) {
    const code: ErrorCode = e.code
    const text: string = e.message
    void [code, text]
  }
}
// @ts-expect-error not an engine code
const notACode: ErrorCode = 'NOT_A_CODE'
const made = new GridwordsError('GAME_OVER', 'the game is over')
void [wrongName, notACode, made]

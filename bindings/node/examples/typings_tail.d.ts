/**
 * What every game class has (`Game`, `hunt.Game`, `duel.Game`, `solo.Game`):
 * a host that keeps games of several kinds together types them as
 * `GameLike`, and narrows a `TypedGame` on `game` for a game's own calls.
 */
export interface GameLike {
  /** The game's name, as configs, logs and snapshots spell it. */
  readonly game: GameName;
  /** When the game next needs the clock, or `null`. */
  readonly nextDue: number | null;
  /** Whether the game is over. */
  readonly isOver: boolean;
  /** The number of seats. */
  readonly seatCount: number;
  /** The latest `nowMs` a successful call has seen. */
  readonly clockMs: number;
  /** Whether a `nowMs` earlier than the game's clock is taken as the clock (else `TIME_WENT_BACKWARDS`). */
  clampTimes: boolean;
  /** A seat's action through the JSON surface; the events it caused. */
  act(action: AnyAction | string, nowMs: number): AnyEvent[];
  /** `act`, with the events as JSON text. */
  actJson(action: AnyAction | string, nowMs: number): string;
  /** Whatever fell due by `nowMs`; its events. */
  advance(nowMs: number): AnyEvent[];
  /** Plays the game to its end with no seat acting; every event. */
  playOut(): AnyEvent[];
  /** Moves the game to a new host clock; what fell due by `nowOld`. */
  rebase(nowOld: number, nowNew: number): AnyEvent[];
  /** `advance` with each bot's search on the libuv pool; its events. */
  advanceAsync(nowMs: number): Promise<AnyEvent[]>;
  /** The events `viewer` (a seat, or `null` for spectators) may see. */
  eventsFor(events: AnyEvent[], viewer: number | null): AnyEvent[];
  /** `eventsFor` on JSON text. */
  eventsForJson(eventsJson: string, viewer: number | null): string;
  /** What `viewer` may see now. */
  view(viewer?: number | null): AnyView;
  /** `view` as JSON text. */
  viewJson(viewer?: number | null): string;
  /** The game drawn as an SVG document, as a spectator sees it now. */
  toSvg(): string;
  /** The result once over, else `null`. */
  result(): AnyResult | null;
  /** The exact result JSON once over, else `null`. */
  resultJson(): string | null;
  /** The log as JSON text. */
  log(): string;
  /** The config the game was made from. */
  config(): AnyConfig;
  /** The whole state as bytes. */
  snapshot(): Buffer;
}
/**
 * An error the engine raised: `code` is its stable name (the C status
 * without `GW_STATUS_`), `message` the engine's text (the same in C,
 * Python and Node; the code is not repeated in it). The addon throws plain
 * `Error`s with `code`; `e instanceof GridwordsError` is true for exactly
 * those whose `code` is one of the engine's (`errorCodes()`), so a host
 * can catch them apart from `TypeError`s (an argument of the wrong JS type)
 * and its own errors. Exported by the package entry (`gridwords.js`).
 */
export declare class GridwordsError extends Error {
  constructor(code: ErrorCode, message: string);
  /** The engine's stable error-code name. */
  readonly code: ErrorCode;
}
/**
 * A game from `snapshot()` bytes of any game, as the class typed to it
 * (`hunt.Game`, `duel.Game` or `solo.Game`: narrow on `game`), with the word
 * list it was played with (`lexicon`; the shipped one if omitted). Throws
 * `INVALID_SNAPSHOT` for damaged or foreign bytes, `UNKNOWN_GAME`. Exported
 * by the package entry (`gridwords.js`).
 */
export declare function restore(bytes: Uint8Array, lexicon?: Lexicon | null, options?: RestoreOptions | null): TypedGame;
/**
 * A game of any kind rebuilt from its log (JSON text or the parsed
 * object), where the log ends, as the class typed to it (narrow on
 * `game`). Throws `INVALID_LOG`, `INVALID_JSON`, `UNKNOWN_GAME`. Exported by
 * the package entry (`gridwords.js`).
 */
export declare function fromLog(log: string | object, lexicon?: Lexicon | null): TypedGame;
/**
 * One config option of a game, as `options(game)` lists it: the core's
 * declaration (`gridwords::engine::options`), the one place an option is
 * written down; each namespace's `GameOptions` is generated from it and
 * docs/rules/<game>.md prints its table. `name` is the config key
 * (snake_case; the typed constructors take it in camelCase too). A whole
 * number past 2^53 - 1 is a bigint, exact.
 */
export type OptionSpec = {
  /** The config key, snake_case. */
  name: string
  /** Whether a game that changes it is off the standard rules (not rated, not settled). */
  analysis: boolean
  /** One sentence saying what it is. */
  doc: string
} & (
  | {
      /** A whole number in `min..=max`. */
      type: 'whole'
      min: number | bigint
      max: number | bigint
      default: number | bigint
    }
  | {
      /** A word of `len` letters in the word list (any case). */
      type: 'word'
      len: number
      default: string
    }
  | {
      /** `len` whole numbers, each in `0..=max`. */
      type: 'table'
      len: number
      max: number | bigint
      default: Array<number>
    }
)

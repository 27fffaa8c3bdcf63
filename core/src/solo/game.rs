//! The rules of a Sóló game: swaps, the five-minute clock, finishing and
//! cancelling, on the host's clock; resolution is in `resolve.rs`. Every
//! decision is in `docs/rules/solo.md`.

use serde::{Deserialize, Serialize};

use super::field::{self, CellState, CELLS};
use super::resolve::{self, Resolution, Word};
use crate::engine::options::OptionSpec;
use crate::engine::{Audience, Logged, Rules, Session};
use crate::error::{Error, ErrorCode, Result};
use crate::lexicon::Lexicon;

/// The clock: five minutes from creation, never paused.
pub const CLOCK_MS: u64 = 300_000;

/// A Sóló game's configuration: `{"seed": 42}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Config {
    /// The seed that places the letters.
    #[serde(with = "crate::seed")]
    #[cfg_attr(feature = "ts", ts(type = "number | bigint | string"))]
    pub seed: u64,
}

/// The player's action (seat 0). As JSON, beside `"seat": 0`:
/// `{"action": "swap", "a": 3, "b": 14}`, `{"action": "finish"}`,
/// `{"action": "cancel"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "action", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// Trade the letters of two Free cells.
    Swap {
        /// A cell, 0–99.
        a: usize,
        /// Another cell, 0–99.
        b: usize,
    },
    /// End the game now and keep the score (before the first move: cancel
    /// it, since a game without a move is not counted).
    Finish,
    /// Abandon the game before the first move: not counted.
    Cancel,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// Fewer than two cells are Free.
    FieldFull,
    /// The five minutes ran out.
    Clock,
    /// The player finished.
    Finished,
    /// No move was made: cancelled or finished before the first move, or
    /// the clock ran out with none. Not counted.
    Cancelled,
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// A swap and what it scored.
    Swap {
        /// One swapped cell.
        a: usize,
        /// The other.
        b: usize,
        /// +1 per newly frozen letter.
        points: u32,
        /// The scored words.
        words: Vec<Word>,
        /// Cells newly frozen.
        frozen: Vec<u8>,
        /// Cells newly Fixed.
        fixed: Vec<u8>,
        /// When, host ms.
        at_ms: u64,
    },
    /// The game is over; `result()` now answers.
    GameOver {
        /// When, host ms.
        at_ms: u64,
        /// Why.
        reason: EndReason,
    },
}

/// A swap made, as results and views list it: the fields of its `swap`
/// event (without `"type"`), so an event, a result's move and a view's move
/// read alike.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Move {
    /// One swapped cell, as sent.
    pub a: usize,
    /// The other, as sent.
    pub b: usize,
    /// +1 per newly frozen letter.
    pub points: u32,
    /// The scored words (none, one or two).
    pub words: Vec<Word>,
    /// Cells newly frozen, ascending.
    pub frozen: Vec<u8>,
    /// Swapped cells newly Fixed, ascending.
    pub fixed: Vec<u8>,
    /// When, host ms.
    pub at_ms: u64,
}

/// A swap as the snapshot stores it: the resolution nested, the layout of
/// snapshot format 2 (postcard writes fields in order, so this struct's
/// shape is the format).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct MoveRec {
    /// One swapped cell.
    pub a: usize,
    /// The other.
    pub b: usize,
    /// What it did.
    pub resolution: Resolution,
    /// When, host ms.
    pub at_ms: u64,
}

impl MoveRec {
    fn shown(&self) -> Move {
        let r = &self.resolution;
        Move {
            a: self.a,
            b: self.b,
            points: r.points,
            words: r.words.clone(),
            frozen: r.frozen.clone(),
            fixed: r.fixed.clone(),
            at_ms: self.at_ms,
        }
    }
}

/// Everything a game is; the snapshot holds exactly this.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub(crate) config: Config,
    pub(crate) custom_lexicon: bool,
    pub(crate) created_ms: u64,
    pub(crate) letters: Vec<u8>,
    pub(crate) cells: Vec<CellState>,
    pub(crate) score: u32,
    pub(crate) moves: Vec<MoveRec>,
    /// Finish and cancel, with their sequence numbers among the moves.
    pub(crate) closing: Option<(u32, u64, bool)>,
    pub(crate) ended: Option<(u64, EndReason)>,
}

/// The settled game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct GameResult {
    /// The seed, `"0x"` + 16 hex digits.
    #[serde(with = "crate::seed")]
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub seed: u64,
    /// The points: one per frozen letter.
    pub score: u32,
    /// Why it ended.
    pub reason: EndReason,
    /// Every swap with what it scored, in order.
    pub moves: Vec<Move>,
    /// The letters at the end, 100 row-major.
    pub field: String,
    /// Each cell's state at the end.
    pub cells: Vec<CellState>,
}

/// What the player (or a spectator) sees: everything but the seed, which
/// shows once over.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct View {
    /// The latest time the game has seen, host ms.
    pub now_ms: u64,
    /// The letters, 100 row-major.
    pub field: String,
    /// Each cell's state.
    pub cells: Vec<CellState>,
    /// The points so far.
    pub score: u32,
    /// Time left on the clock at `now_ms`.
    pub clock_ms: u64,
    /// Every swap so far with what it scored, as the result lists them.
    pub moves: Vec<Move>,
    /// The seed, once over.
    #[serde(serialize_with = "crate::seed::opt::serialize")]
    #[cfg_attr(feature = "ts", ts(type = "string | null"))]
    pub seed: Option<u64>,
    /// The result, once over.
    pub result: Option<GameResult>,
}

/// What the rules derived: the end.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Derived {
    /// When and why the game ended, once over.
    pub ended: Option<(u64, EndReason)>,
}

/// A live or finished Sóló game.
pub type Game = Session<Solo>;

/// Sóló's rules over its [`State`]; see [`Game`].
#[derive(Clone, Debug)]
pub struct Solo {
    pub(crate) st: State,
    pub(crate) lexicon: Lexicon,
    pub(crate) result: Option<GameResult>,
}

fn arr<T: Copy + Default>(v: &[T]) -> [T; CELLS] {
    let mut a = [T::default(); CELLS];
    a.copy_from_slice(&v[..CELLS]);
    a
}

impl Rules for Solo {
    const GAME: &'static str = "solo";
    type Config = Config;
    type Action = Action;
    type Event = Event;
    type View = View;
    type Outcome = GameResult;
    type Derived = Derived;
    type State = State;

    /// Sóló has no options: a game is its seed.
    const OPTIONS: &'static [OptionSpec] = &[];

    fn validate(_config: &Config) -> Result<()> {
        Ok(())
    }

    fn state_config(state: &State) -> &Config {
        &state.config
    }

    /// Results of gridwords 0.1 nested `points`, `words`, `frozen` and
    /// `fixed` of each move under `"resolution"`; they are lifted out.
    fn upgrade_outcome_json(outcome: &mut serde_json::Value) {
        let Some(moves) = outcome.get_mut("moves").and_then(|m| m.as_array_mut()) else {
            return;
        };
        for m in moves {
            let Some(obj) = m.as_object_mut() else {
                continue;
            };
            if let Some(serde_json::Value::Object(r)) = obj.remove("resolution") {
                obj.extend(r);
            }
        }
    }

    fn create(config: Config, lexicon: &Lexicon, now_ms: u64) -> Result<Solo> {
        Ok(Solo {
            st: State {
                letters: field::deal(config.seed).to_vec(),
                cells: vec![CellState::Free; CELLS],
                custom_lexicon: !Lexicon::ptr_eq(lexicon, Lexicon::embedded()),
                created_ms: now_ms,
                score: 0,
                moves: Vec::new(),
                closing: None,
                ended: None,
                config,
            },
            lexicon: lexicon.clone(),
            result: None,
        })
    }

    fn config(&self) -> &Config {
        &self.st.config
    }

    fn seat_count(&self) -> usize {
        1
    }

    fn lexicon(&self) -> &Lexicon {
        &self.lexicon
    }

    fn next_due(&self) -> Option<u64> {
        self.st
            .ended
            .is_none()
            .then(|| self.st.created_ms.saturating_add(CLOCK_MS))
    }

    fn fire(&mut self, t: u64, ev: &mut Vec<Event>) {
        let reason = if self.st.moves.is_empty() {
            EndReason::Cancelled
        } else {
            EndReason::Clock
        };
        self.end(t, reason, ev);
    }

    fn apply(
        &mut self,
        _seat: usize,
        action: &Action,
        now_ms: u64,
        ev: &mut Vec<Event>,
    ) -> Result<()> {
        if let Some((at, reason)) = self.st.ended {
            return Err(
                if reason == EndReason::Clock
                    || (reason == EndReason::Cancelled && self.st.closing.is_none())
                {
                    Error::new(ErrorCode::TimeUp, format!("the clock ran out at {at}"))
                } else {
                    Error::new(ErrorCode::GameOver, format!("the game ended at {at}"))
                },
            );
        }
        match *action {
            Action::Swap { a, b } => {
                for c in [a, b] {
                    if c >= CELLS {
                        return Err(Error::new(
                            ErrorCode::CellOutOfRange,
                            format!("cell {c} is off the field (cells are 0-99)"),
                        ));
                    }
                }
                if a == b {
                    return Err(Error::new(
                        ErrorCode::SameCell,
                        format!("cell {a} cannot swap with itself"),
                    ));
                }
                for c in [a, b] {
                    if self.st.cells[c] != CellState::Free {
                        return Err(Error::new(
                            ErrorCode::CellNotFree,
                            format!("cell {c} is {:?}, not Free", self.st.cells[c]),
                        ));
                    }
                }
                let r = swap_outcome(&self.st, a, b, &self.lexicon);
                self.st.letters.swap(a, b);
                let mut cells = arr(&self.st.cells);
                resolve::apply(&mut cells, &r);
                self.st.cells = cells.to_vec();
                self.st.score += r.points;
                ev.push(Event::Swap {
                    a,
                    b,
                    points: r.points,
                    words: r.words.clone(),
                    frozen: r.frozen.clone(),
                    fixed: r.fixed.clone(),
                    at_ms: now_ms,
                });
                self.st.moves.push(MoveRec {
                    a,
                    b,
                    resolution: r,
                    at_ms: now_ms,
                });
                if self
                    .st
                    .cells
                    .iter()
                    .filter(|&&c| c == CellState::Free)
                    .count()
                    < 2
                {
                    self.end(now_ms, EndReason::FieldFull, ev);
                }
            }
            Action::Finish => {
                // A game without a move is never counted: finishing it
                // cancels it, as the clock running out with no move does.
                let reason = if self.st.moves.is_empty() {
                    EndReason::Cancelled
                } else {
                    EndReason::Finished
                };
                self.st.closing = Some((self.st.moves.len() as u32, now_ms, false));
                self.end(now_ms, reason, ev);
            }
            Action::Cancel => {
                if !self.st.moves.is_empty() {
                    return Err(Error::new(
                        ErrorCode::CancelTooLate,
                        "a game can be cancelled only before its first move",
                    ));
                }
                self.st.closing = Some((0, now_ms, true));
                self.end(now_ms, EndReason::Cancelled, ev);
            }
        }
        Ok(())
    }

    fn audience(_event: &Event) -> Audience {
        Audience::Everyone
    }

    fn view(&self, _viewer: Option<usize>, now_ms: u64) -> View {
        let st = &self.st;
        let deadline = st.created_ms.saturating_add(CLOCK_MS);
        View {
            now_ms,
            field: st.letters.iter().map(|&c| c as char).collect(),
            cells: st.cells.clone(),
            score: st.score,
            clock_ms: if st.ended.is_some() {
                0
            } else {
                deadline.saturating_sub(now_ms)
            },
            moves: st.moves.iter().map(MoveRec::shown).collect(),
            seed: st.ended.map(|_| st.config.seed),
            result: self.result.clone(),
        }
    }

    fn outcome(&self) -> Option<&GameResult> {
        self.result.as_ref()
    }

    fn actions(&self) -> Vec<Logged<Action>> {
        let mut out: Vec<Logged<Action>> = self
            .st
            .moves
            .iter()
            .enumerate()
            .map(|(i, m)| Logged {
                seq: i as u32 + 1,
                at_ms: m.at_ms,
                seat: 0,
                action: Action::Swap { a: m.a, b: m.b },
            })
            .collect();
        if let Some((n, at_ms, cancel)) = self.st.closing {
            out.push(Logged {
                seq: n + 1,
                at_ms,
                seat: 0,
                action: if cancel {
                    Action::Cancel
                } else {
                    Action::Finish
                },
            });
        }
        out
    }

    fn derived(&self) -> Derived {
        Derived {
            ended: self.st.ended,
        }
    }

    fn state(&self) -> &State {
        &self.st
    }

    fn from_state(st: State, lexicon: &Lexicon) -> Result<Solo> {
        let fail = |m: &str| Err(Error::new(ErrorCode::InvalidSnapshot, m.to_string()));
        if st.letters.len() != CELLS || st.cells.len() != CELLS {
            return fail("the field is not 100 cells");
        }
        if st.custom_lexicon == Lexicon::ptr_eq(lexicon, Lexicon::embedded()) {
            return fail("the word list does not match the one the game was played with");
        }
        let mut sorted = st.letters.clone();
        sorted.sort_unstable();
        if sorted != field::alphabetical().to_vec() {
            return fail("the field does not hold the game's 100 letters");
        }
        let frozen = st.cells.iter().filter(|c| c.is_frozen()).count() as u32;
        if frozen != st.score
            || st.moves.iter().map(|m| m.resolution.points).sum::<u32>() != st.score
        {
            return fail("the score does not match the frozen cells");
        }
        let mut s = Solo {
            st,
            lexicon: lexicon.clone(),
            result: None,
        };
        s.result = s.st.ended.map(|(at, reason)| s.settle(at, reason));
        Ok(s)
    }
}

/// What swapping `a` and `b` would do on this state (the cells must be Free).
pub(crate) fn swap_outcome(st: &State, a: usize, b: usize, lexicon: &Lexicon) -> Resolution {
    let mut letters = arr(&st.letters);
    letters.swap(a, b);
    resolve::resolve(&letters, &arr(&st.cells), a, b, lexicon)
}

impl Solo {
    fn settle(&self, _at: u64, reason: EndReason) -> GameResult {
        GameResult {
            seed: self.st.config.seed,
            score: self.st.score,
            reason,
            moves: self.st.moves.iter().map(MoveRec::shown).collect(),
            field: self.st.letters.iter().map(|&c| c as char).collect(),
            cells: self.st.cells.clone(),
        }
    }

    fn end(&mut self, at_ms: u64, reason: EndReason, ev: &mut Vec<Event>) {
        if self.st.ended.is_some() {
            return;
        }
        self.st.ended = Some((at_ms, reason));
        self.result = Some(self.settle(at_ms, reason));
        ev.push(Event::GameOver { at_ms, reason });
    }
}

/// The typed calls.
impl Session<Solo> {
    /// A new game on the shipped lexicon, its clock starting at `now_ms`.
    pub fn new(seed: u64, now_ms: u64) -> Result<Game> {
        Session::create(Config { seed }, Lexicon::embedded(), now_ms)
    }

    /// Swaps the letters of Free cells `a` and `b`.
    pub fn swap(&mut self, a: usize, b: usize, now_ms: u64) -> Result<Vec<Event>> {
        self.act(0, &Action::Swap { a, b }, now_ms)
    }

    /// Ends the game now, keeping the score.
    pub fn finish(&mut self, now_ms: u64) -> Result<Vec<Event>> {
        self.act(0, &Action::Finish, now_ms)
    }

    /// Cancels the game (only before the first move).
    pub fn cancel(&mut self, now_ms: u64) -> Result<Vec<Event>> {
        self.act(0, &Action::Cancel, now_ms)
    }

    /// The letters, 100 row-major.
    pub fn field(&self) -> String {
        self.rules.st.letters.iter().map(|&c| c as char).collect()
    }

    /// Each cell's state.
    pub fn cells(&self) -> &[CellState] {
        &self.rules.st.cells
    }

    /// The points so far.
    pub fn score(&self) -> u32 {
        self.rules.st.score
    }

    /// The settled result, once over.
    pub fn result(&self) -> Option<&GameResult> {
        self.rules.result.as_ref()
    }

    /// The result as JSON, once over.
    pub fn result_json(&self) -> Option<String> {
        self.rules
            .result
            .as_ref()
            .and_then(|r| serde_json::to_string(r).ok())
    }
}

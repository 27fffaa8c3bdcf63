//! Bots' moves apart from the game: the search runs on a copy, the move is
//! applied to the game afterwards, and a log carries each move so replay
//! applies it instead of searching again.
//!
//! A game whose bots search (Wordgrid's) says through
//! [`Rules::bot_turn`] when what falls due is a bot's move. The session
//! then gets the move from a [source](Source): the search itself (a live
//! call), an answer computed earlier on another thread
//! ([`Session::advance_step`](super::Session::advance_step)), or the log
//! being replayed. Games whose bots need no search (Word Grid's bot plans
//! its words from one solve when the tray opens) make their bots' moves in
//! [`Rules::fire`] and log none of them.

use std::any::Any;
use std::collections::VecDeque;

use super::rules::{BotTurn, Logged, Rules};
use crate::error::{Error, ErrorCode};

/// A bot's search taken off its game: it holds its own copy of what the
/// search reads, so it can run on any thread while the game stays free for
/// other calls. [`run`](BotSearch::run) it, then hand the [`BotMove`] to
/// [`Session::advance_step`](super::Session::advance_step) (or
/// [`AnyGame::advance_step`](crate::AnyGame::advance_step)).
pub struct BotSearch {
    turn: BotTurn,
    search: Box<dyn FnOnce() -> Box<dyn Any + Send> + Send>,
}

impl std::fmt::Debug for BotSearch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BotSearch")
            .field("turn", &self.turn)
            .finish()
    }
}

impl BotSearch {
    pub(crate) fn new<R: Rules>(rules: &R, turn: BotTurn) -> BotSearch {
        let copy = rules.clone();
        BotSearch {
            turn,
            search: Box::new(move || Box::new(copy.bot_choose(turn)) as Box<dyn Any + Send>),
        }
    }

    /// The turn it searches for.
    pub fn turn(&self) -> BotTurn {
        self.turn
    }

    /// Runs the search (up to about half a second for Wordgrid's hard bot).
    pub fn run(self) -> BotMove {
        BotMove {
            turn: self.turn,
            action: (self.search)(),
        }
    }
}

/// The move a [`BotSearch`] found, for the turn it was found for.
pub struct BotMove {
    turn: BotTurn,
    /// `Option<R::Action>` of the game searched.
    action: Box<dyn Any + Send>,
}

impl std::fmt::Debug for BotMove {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BotMove").field("turn", &self.turn).finish()
    }
}

impl BotMove {
    /// The turn it answers.
    pub fn turn(&self) -> BotTurn {
        self.turn
    }

    /// The move, if it answers `turn` of game `R`.
    fn take<R: Rules>(self, turn: BotTurn) -> Option<Option<R::Action>> {
        if self.turn != turn {
            return None;
        }
        self.action.downcast::<Option<R::Action>>().ok().map(|a| *a)
    }
}

/// Where a bot's move comes from when one falls due.
pub(crate) trait Source<R: Rules> {
    /// The move for `turn` (`Ok(None)`: the rules fire the turn themselves),
    /// or `Err(Stop)`: stop before this turn (its search is handed out).
    fn answer(&mut self, rules: &R, turn: BotTurn) -> std::result::Result<Option<R::Action>, Stop>;

    /// The error for a move from this source that the rules refused.
    fn refused(&mut self, _turn: BotTurn, e: Error) -> Error {
        e
    }
}

/// Why a source gave no move.
pub(crate) enum Stop {
    /// The search is to run apart: stop before this turn.
    Apart,
    /// The log being replayed is wrong about this turn.
    Refused(Error),
}

/// A live call: the bot searches now, on the caller's thread.
pub(crate) struct Search;

impl<R: Rules> Source<R> for Search {
    fn answer(&mut self, rules: &R, turn: BotTurn) -> std::result::Result<Option<R::Action>, Stop> {
        Ok(rules.bot_choose(turn))
    }
}

/// One step of an advance whose searches run apart: the answer found for
/// a turn, if any; any other turn stops the step.
pub(crate) struct Apart(pub Option<BotMove>);

impl<R: Rules> Source<R> for Apart {
    fn answer(
        &mut self,
        _rules: &R,
        turn: BotTurn,
    ) -> std::result::Result<Option<R::Action>, Stop> {
        match self.0.take().and_then(|m| m.take::<R>(turn)) {
            Some(action) => Ok(action),
            None => Err(Stop::Apart),
        }
    }
}

/// How a replay treats the bots' moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum BotReplay {
    /// Apply the moves the log holds (a log from before bots' moves were
    /// logged: search for them).
    #[default]
    Apply,
    /// Also search again and refuse a logged move the bot would not make:
    /// the full check, as slow as the game was.
    Rerun,
}

/// A replay: the bots' moves the log holds, in order.
pub(crate) struct Script<A> {
    /// The logged moves not yet due, with their index in the log.
    moves: VecDeque<(usize, Logged<A>)>,
    /// Whether the log holds the bots' moves (version 3 on); an older log
    /// gets them by searching.
    logged: bool,
    mode: BotReplay,
    /// The index in the log of the move handed out last.
    last: Option<usize>,
    /// Set when a logged move is not the one the bot makes (`Rerun`).
    pub(crate) mismatch: Option<String>,
}

impl<A> Script<A> {
    pub(crate) fn new(logged: bool, mode: BotReplay) -> Script<A> {
        Script {
            moves: VecDeque::new(),
            logged,
            mode,
            last: None,
            mismatch: None,
        }
    }

    pub(crate) fn push(&mut self, index: usize, m: Logged<A>) {
        self.moves.push_back((index, m));
    }

    /// The first logged move the replay never reached, if any.
    pub(crate) fn leftover(&self) -> Option<Error> {
        self.moves.front().map(|(i, m)| {
            replay_error(format!(
                "action #{i}: seat {}'s bot move at {} was never due",
                m.seat, m.at_ms
            ))
        })
    }
}

fn replay_error(why: String) -> Error {
    Error::new(ErrorCode::InvalidLog, why)
}

impl<R: Rules> Source<R> for Script<R::Action> {
    fn answer(&mut self, rules: &R, turn: BotTurn) -> std::result::Result<Option<R::Action>, Stop> {
        if !self.logged {
            return Ok(rules.bot_choose(turn));
        }
        let Some((i, m)) = self.moves.pop_front() else {
            return Err(Stop::Refused(replay_error(format!(
                "the log lacks seat {}'s bot move due at {}",
                turn.seat, turn.at_ms
            ))));
        };
        if m.seat != turn.seat || m.at_ms != turn.at_ms {
            return Err(Stop::Refused(replay_error(format!(
                "action #{i}: the log has seat {}'s bot move at {}, but seat {}'s bot moves at {}",
                m.seat, m.at_ms, turn.seat, turn.at_ms
            ))));
        }
        self.last = Some(i);
        if self.mode == BotReplay::Rerun && self.mismatch.is_none() {
            let searched = rules.bot_choose(turn);
            if searched.as_ref() != Some(&m.action) {
                self.mismatch = Some(format!(
                    "action #{i}: seat {}'s bot does not make the logged move at {}",
                    m.seat, m.at_ms
                ));
            }
        }
        Ok(Some(m.action))
    }

    fn refused(&mut self, turn: BotTurn, e: Error) -> Error {
        let at = self
            .last
            .map_or(String::new(), |i| format!("action #{i}: "));
        replay_error(format!(
            "{at}seat {}'s bot move at {} cannot be replayed: {e}",
            turn.seat, turn.at_ms
        ))
    }
}

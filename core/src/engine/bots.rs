//! Bots' moves apart from the game: the search runs on a copy, the move is
//! applied to the game afterwards, and a log carries each move so replay
//! applies it instead of searching again.
//!
//! A game whose bots search (Wordgrid's) says through
//! [`Rules::bot_turn`] when what falls due is a bot's move. The session
//! then gets the move from a [source](Source): the turn's one search (a
//! live call; `think.rs`), or the log being replayed. Games whose bots need no search (Word Grid's bot plans
//! its words from one solve when the tray opens) make their bots' moves in
//! [`Rules::fire`] and log none of them.

use std::collections::VecDeque;

use super::rules::{BotTurn, Logged, Rules};
use super::think::{search, Found, Searches, Thought};
use crate::error::{Error, ErrorCode};

/// Where a bot's move comes from when one falls due.
pub(crate) trait Source<R: Rules> {
    /// The move for `turn` (`Ok(None)`: the rules fire the turn themselves),
    /// or `Err(Stop)`: stop before this turn.
    fn answer(&mut self, rules: &R, turn: BotTurn) -> std::result::Result<Option<R::Action>, Stop>;

    /// The error for a move from this source that the rules refused.
    fn refused(&mut self, _turn: BotTurn, e: Error) -> Error {
        e
    }
}

/// Why a source gave no move.
pub(crate) enum Stop {
    /// The turn's search has not finished and this call may not run or
    /// wait for it (`BOT_THINKING`).
    Thinking(BotTurn),
    /// The log being replayed is wrong about this turn.
    Refused(Error),
}

/// A live call: the move the turn's one search found, found here, or (a
/// game whose searches run apart) the call stops.
pub(crate) struct Live<A> {
    /// The game's thoughts: one per bot's turn a call has met and not yet
    /// passed (a call that catches up through several bots' moves meets
    /// several).
    pub(crate) thoughts: Vec<Thought<A>>,
    pub(crate) searches: Searches,
}

impl<R: Rules> Source<R> for Live<R::Action> {
    fn answer(&mut self, rules: &R, turn: BotTurn) -> std::result::Result<Option<R::Action>, Stop> {
        loop {
            let found = self.thoughts.iter().find(|t| t.turn() == turn);
            let state = found.map_or(Found::None, |t| t.find(turn));
            match (state, self.searches) {
                (Found::Done(action), _) => return Ok(action),
                (Found::None, Searches::InCall) => return Ok(search(rules, turn)),
                (Found::None, Searches::Apart) => {
                    self.thoughts.retain(|t| t.turn() != turn);
                    self.thoughts.push(Thought::begin(rules, turn, false).0);
                    return Err(Stop::Thinking(turn));
                }
                (Found::Running | Found::Unclaimed, Searches::Apart) => {
                    return Err(Stop::Thinking(turn))
                }
                (Found::Unclaimed, Searches::InCall) => {
                    if let Some(s) = found.and_then(Thought::claim) {
                        s.run();
                    }
                }
                (Found::Running, Searches::InCall) => {
                    if let Some(w) = found.and_then(Thought::wait_handle) {
                        w.wait();
                    }
                }
            }
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
///
/// With [`BotReplay::Rerun`] each logged move is made at once, and the
/// position before it is kept: the log fixes every position, so the
/// searches that check the moves need not wait for one another, and
/// [`check_bots`](Script::check_bots) runs them all at the end, on every
/// core (a hard-vs-hard Wordgrid game holds dozens of half-second
/// searches).
pub(crate) struct Script<R: Rules> {
    /// The logged moves not yet due, with their index in the log.
    moves: VecDeque<(usize, Logged<R::Action>)>,
    /// Whether the log holds the bots' moves (version 3 on); an older log
    /// gets them by searching.
    logged: bool,
    mode: BotReplay,
    /// The index in the log of the move handed out last.
    last: Option<usize>,
    /// `Rerun`: each logged bot move made, with the game just before it.
    made: Vec<Made<R>>,
    /// Set when a logged move is not the one the bot makes (`Rerun`).
    pub(crate) mismatch: Option<String>,
}

/// A logged bot move the replay made, to be searched for again.
struct Made<R: Rules> {
    index: usize,
    before: R,
    turn: BotTurn,
    action: R::Action,
}

impl<R: Rules> Script<R> {
    pub(crate) fn new(logged: bool, mode: BotReplay) -> Script<R> {
        Script {
            moves: VecDeque::new(),
            logged,
            mode,
            last: None,
            made: Vec::new(),
            mismatch: None,
        }
    }

    pub(crate) fn push(&mut self, index: usize, m: Logged<R::Action>) {
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

    /// `Rerun`, once the replay is done: searches again for every logged
    /// bot move the replay made, on up to `threads` threads (`0`: one per
    /// core; inside a batch, the batch's), and sets
    /// [`mismatch`](Script::mismatch) to the first, in log order, that is
    /// not the bot's. Every search runs (the first false move may be the
    /// last one searched), so a true record costs what it always did,
    /// spread over the cores.
    pub(crate) fn check_bots(&mut self, threads: usize) {
        // Each slot owns its position (the rules need only be `Send`).
        let mut slots: Vec<(Made<R>, bool)> = std::mem::take(&mut self.made)
            .into_iter()
            .map(|m| (m, true))
            .collect();
        crate::batch::run_chunks_of(&mut slots, 1, threads, &|_| true, &|_, out| {
            for (m, agrees) in out.iter_mut() {
                let searched = search(&m.before, m.turn);
                *agrees = searched.as_ref().map(R::read_as) == Some(R::read_as(&m.action));
            }
        });
        if let Some((m, _)) = slots.iter().find(|(_, agrees)| !agrees) {
            self.mismatch = Some(format!(
                "action #{}: seat {}'s move at {} is not the one its bot makes",
                m.index, m.turn.seat, m.turn.at_ms
            ));
        }
    }
}

fn replay_error(why: String) -> Error {
    Error::new(ErrorCode::InvalidLog, why)
}

impl<R: Rules> Source<R> for Script<R> {
    fn answer(&mut self, rules: &R, turn: BotTurn) -> std::result::Result<Option<R::Action>, Stop> {
        if !self.logged {
            return Ok(search(rules, turn));
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
        if self.mode == BotReplay::Rerun {
            self.made.push(Made {
                index: i,
                before: rules.clone(),
                turn,
                action: m.action.clone(),
            });
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

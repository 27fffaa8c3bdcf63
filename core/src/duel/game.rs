//! The rules of a Wordgrid game: turns, moves, the end, chess clocks, draw
//! offers, resignation and the bots' moves, on the host's clock. Clock
//! handling, all-or-nothing calls, logs and snapshots come from the
//! engine's [`Session`]. Every decision is in `docs/rules/duel.md`.

use super::action::Action;
use super::board::Board;
use super::bot;
use super::config::{Config, SeatKind};
use super::events::{EndReason, Event};
use super::log::Derived;
use super::movegen::has_legal_move;
use super::moves::{judge, Move, Trace};
use super::settle::{self, GameResult};
use super::state::{Ended, MoveRec, Sent, State};
use super::view::{self, View};
use crate::engine::options::OptionSpec;
use crate::engine::{Audience, BotTurn, Logged, Rules, Session};
use crate::error::{Error, ErrorCode, Result};
use crate::lexicon::Lexicon;

/// A live or finished Wordgrid game, stepped on the host's clock.
///
/// ```
/// use gridwords::duel::{Config, Game, SeatKind};
///
/// let mut g = Game::new(Config::new(vec![SeatKind::Human; 2], 7), 0)?;
/// // Seat 0 writes "a" above the first E (cell 7) and plays "ha": H is 11.
/// let events = g.play(0, 6, 'a', "ha", 1_000)?;
/// assert_eq!(g.scores(), [2, 0]);
/// assert_eq!(g.to_move(), Some(1));
/// # let _ = events;
/// # Ok::<(), gridwords::Error>(())
/// ```
pub type Game = Session<Duel>;

/// Wordgrid's rules over its [`State`]; see [`Game`].
#[derive(Clone, Debug)]
pub struct Duel {
    pub(crate) st: State,
    pub(crate) lexicon: Lexicon,
    pub(crate) result: Option<GameResult>,
}

impl Config {
    /// Parses and validates a JSON config (`"game": "duel"` optional),
    /// as every surface does: [`crate::engine::config_from_json`]. (Here,
    /// beside the rules that judge it, rather than in `config.rs`, which
    /// the rules import.)
    pub fn from_json(json: &str) -> Result<Config> {
        crate::engine::config_from_json::<Duel>(json)
    }
}

impl Rules for Duel {
    const GAME: &'static str = "duel";
    type Config = Config;
    type Action = Action;
    type Event = Event;
    type View = View;
    type Outcome = GameResult;
    type Derived = Derived;
    type State = State;

    const OPTIONS: &'static [OptionSpec] = super::config::OPTIONS;

    fn validate(config: &Config) -> Result<()> {
        config.validate()
    }

    fn state_config(state: &State) -> &Config {
        &state.config
    }

    fn admit(config: &Config) -> Result<()> {
        config.admit()
    }

    fn create(config: Config, lexicon: &Lexicon, now_ms: u64) -> Result<Duel> {
        config.check_start_word(lexicon)?;
        let start = config.start_word_folded();
        let board = Board::start(&start)?;
        let clock = config.clock_ms;
        let mut d = Duel {
            st: State {
                custom_lexicon: !Lexicon::ptr_eq(lexicon, Lexicon::embedded()),
                created_ms: now_ms,
                board,
                played: vec![start],
                moves: Vec::new(),
                scores: [0, 0],
                to_move: 0,
                turn_since: now_ms,
                clock_left: [clock, clock],
                draw_offer: None,
                bot_at: None,
                actions: Vec::new(),
                seq: 0,
                ended: None,
                config,
            },
            lexicon: lexicon.clone(),
            result: None,
        };
        let mut ev = Vec::new();
        d.begin_turn(now_ms, &mut ev);
        Ok(d)
    }

    fn config(&self) -> &Config {
        &self.st.config
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn lexicon(&self) -> &Lexicon {
        &self.lexicon
    }

    fn next_due(&self) -> Option<u64> {
        let timeout = self.st.timeout_at()?;
        Some(self.st.bot_at.map_or(timeout, |b| b.min(timeout)))
    }

    fn fire(&mut self, t: u64, ev: &mut Vec<Event>) {
        let Some(timeout) = self.st.timeout_at() else {
            return;
        };
        match self.st.bot_at {
            // A bot's turn with no move found (unreachable: a turn with no
            // legal move ends the game first).
            Some(b) if b < timeout && b <= t => {
                let seat = self.st.to_move;
                self.end(b, EndReason::NoLegalMove, Some(1 - seat), ev);
            }
            _ => {
                let loser = self.st.to_move;
                self.st.clock_left[loser] = 0;
                self.st.turn_since = timeout;
                self.end(timeout, EndReason::Timeout, Some(1 - loser), ev);
            }
        }
    }

    fn bot_turn(&self, at_ms: u64) -> Option<BotTurn> {
        let timeout = self.st.timeout_at()?;
        // A move counts only before the mover's time is gone.
        let b = self.st.bot_at.filter(|&b| b < timeout && b <= at_ms)?;
        Some(BotTurn {
            seat: self.st.to_move,
            at_ms: b,
            ply: self.st.moves.len() as u64,
        })
    }

    fn bot_choose(&self, turn: BotTurn) -> Option<Action> {
        let SeatKind::Bot(level) = *self.st.config.seats.get(turn.seat)? else {
            return None;
        };
        let mut rng = bot::rng_for(self.st.config.seed, turn.ply as usize);
        // The think time was drawn first from this ply's block.
        let _ = bot::think_ms(level, &mut rng, self.st.clock_left[turn.seat]);
        let mv = bot::choose(
            level,
            &self.st.board,
            &self.st.played,
            &self.lexicon,
            &mut rng,
        )?;
        Some(Action::play_of(&mv))
    }

    fn bot_play(&mut self, turn: BotTurn, action: &Action, ev: &mut Vec<Event>) -> Result<()> {
        if self.bot_turn(turn.at_ms) != Some(turn) {
            return Err(Error::new(
                ErrorCode::NotYourTurn,
                format!(
                    "seat {}'s bot does not move at {} (ply {})",
                    turn.seat, turn.at_ms, turn.ply
                ),
            ));
        }
        let Action::Play {
            cell,
            letter,
            path: Some(path),
            word: None,
        } = action
        else {
            return Err(Error::new(
                ErrorCode::InvalidArgument,
                "a bot's move is a play that names its path",
            ));
        };
        let mv = judge(
            &self.st.board,
            &self.st.played,
            &self.lexicon,
            *cell,
            *letter,
            Trace::Path(path),
        )?;
        self.log(turn.seat, action.clone(), turn.at_ms);
        self.make_move(turn.seat, mv, turn.at_ms, ev);
        Ok(())
    }

    /// What no bot's move can make acceptable, judged before it (so a
    /// refusal never waits for the search): a bot's seat acting; a
    /// `play` naming its word by both or neither of path and word; an
    /// accept or decline of a draw, since a bot never offers one and its
    /// move lapses any offer made to it.
    fn refuse_early(&self, turn: BotTurn, seat: usize, action: &Action) -> Option<Error> {
        if let Some(SeatKind::Bot(_)) = self.st.config.seats.get(seat) {
            return Some(bot_seat(seat));
        }
        match action {
            Action::Play { path, word, .. } if path.is_some() == word.is_some() => {
                Some(trace_twice())
            }
            Action::AcceptDraw | Action::DeclineDraw if seat != turn.seat => {
                Some(no_offer(turn.seat, seat))
            }
            _ => None,
        }
    }

    fn read_as(action: &Action) -> Action {
        match action {
            Action::Play {
                cell,
                letter,
                path,
                word,
            } => Action::Play {
                cell: *cell,
                letter: letter.to_ascii_lowercase(),
                path: path.clone(),
                word: word.as_ref().map(|w| w.trim().to_ascii_lowercase()),
            },
            other => other.clone(),
        }
    }

    fn bot_logged(&self, seat: usize) -> bool {
        matches!(self.st.config.seats.get(seat), Some(SeatKind::Bot(_)))
    }

    fn apply(
        &mut self,
        seat: usize,
        action: &Action,
        now_ms: u64,
        ev: &mut Vec<Event>,
    ) -> Result<()> {
        self.check_open(seat)?;
        if let SeatKind::Bot(_) = self.st.config.seats[seat] {
            return Err(bot_seat(seat));
        }
        let other = 1 - seat;
        match action {
            Action::Play {
                cell,
                letter,
                path,
                word,
            } => {
                if seat != self.st.to_move {
                    return Err(Error::new(
                        ErrorCode::NotYourTurn,
                        format!("it is seat {}'s move", self.st.to_move),
                    ));
                }
                let trace = match (path, word) {
                    (Some(p), None) => Trace::Path(p),
                    (None, Some(w)) => Trace::Word(w),
                    _ => return Err(trace_twice()),
                };
                let mv = judge(
                    &self.st.board,
                    &self.st.played,
                    &self.lexicon,
                    *cell,
                    *letter,
                    trace,
                )?;
                self.log(seat, action.clone(), now_ms);
                self.make_move(seat, mv, now_ms, ev);
            }
            Action::OfferDraw => {
                if let Some(s) = self.st.draw_offer {
                    return Err(Error::new(
                        ErrorCode::DrawAlreadyOffered,
                        if s == seat {
                            "your draw offer is still open".to_string()
                        } else {
                            format!("seat {s} has offered a draw: accept or decline it")
                        },
                    ));
                }
                self.log(seat, Action::OfferDraw, now_ms);
                self.st.draw_offer = Some(seat);
                ev.push(Event::DrawOffered {
                    seat,
                    at_ms: now_ms,
                });
            }
            Action::AcceptDraw | Action::DeclineDraw => {
                if self.st.draw_offer != Some(other) {
                    return Err(no_offer(other, seat));
                }
                self.log(seat, action.clone(), now_ms);
                self.st.draw_offer = None;
                if *action == Action::AcceptDraw {
                    self.end(now_ms, EndReason::Agreement, None, ev);
                } else {
                    ev.push(Event::DrawDeclined {
                        seat,
                        at_ms: now_ms,
                    });
                }
            }
            Action::Resign => {
                self.log(seat, Action::Resign, now_ms);
                ev.push(Event::Resigned {
                    seat,
                    at_ms: now_ms,
                });
                self.end(now_ms, EndReason::Resignation, Some(other), ev);
            }
        }
        Ok(())
    }

    fn audience(_event: &Event) -> Audience {
        Audience::Everyone
    }

    fn view(&self, viewer: Option<usize>, now_ms: u64) -> View {
        view::build(&self.st, self.result.as_ref(), viewer, now_ms)
    }

    fn outcome(&self) -> Option<&GameResult> {
        self.result.as_ref()
    }

    fn actions(&self) -> Vec<Logged<Action>> {
        self.st.actions.iter().map(|a| a.logged()).collect()
    }

    fn derived(&self) -> Derived {
        super::log::derived(&self.st)
    }

    fn state(&self) -> &State {
        &self.st
    }

    fn from_state(mut st: State, lexicon: &Lexicon) -> Result<Duel> {
        super::snapshot::log_bot_moves(&mut st);
        super::snapshot::check(&st, lexicon)?;
        let result = settle::settle(&st);
        Ok(Duel {
            st,
            lexicon: lexicon.clone(),
            result,
        })
    }

    // 2: the config gained `increment_ms`.
    const STATE_VERSION: u32 = 2;

    fn upgrade_state(version: u32, bytes: &[u8]) -> Option<Result<(State, &[u8])>> {
        super::snapshot::upgrade_state(version, bytes)
    }
}

impl Duel {
    /// The game is on, or says why not: `TIME_UP` to the seat whose clock
    /// ran out, `GAME_OVER` otherwise.
    fn check_open(&self, seat: usize) -> Result<()> {
        match self.st.ended {
            None => Ok(()),
            Some(Ended {
                reason: EndReason::Timeout,
                winner: Some(w),
                at_ms,
            }) if w != seat => Err(Error::new(
                ErrorCode::TimeUp,
                format!("seat {seat}'s clock ran out at {at_ms}"),
            )),
            Some(Ended { at_ms, .. }) => Err(Error::new(
                ErrorCode::GameOver,
                format!("the game ended at {at_ms}"),
            )),
        }
    }

    fn log(&mut self, seat: usize, action: Action, at_ms: u64) {
        self.st.seq += 1;
        self.st
            .actions
            .push(Sent::new(self.st.seq, at_ms, seat, &action));
    }

    fn make_move(&mut self, seat: usize, mv: Move, now_ms: u64, ev: &mut Vec<Event>) {
        let st = &mut self.st;
        let spent = now_ms.saturating_sub(st.turn_since);
        st.clock_left[seat] = st.clock_left[seat]
            .saturating_sub(spent)
            .saturating_add(st.config.increment_ms);
        st.board = st.board.with(mv.cell as usize, mv.letter as u8);
        st.scores[seat] += mv.points();
        st.played.push(mv.word.clone());
        ev.push(Event::Move {
            seat,
            cell: mv.cell,
            letter: mv.letter,
            path: mv.path.clone(),
            word: mv.word.clone(),
            points: mv.points(),
            at_ms: now_ms,
        });
        st.moves.push(MoveRec {
            seat,
            mv,
            at_ms: now_ms,
        });
        // An offer lapses when the seat it was made to moves.
        if st.draw_offer == Some(1 - seat) {
            st.draw_offer = None;
            ev.push(Event::DrawLapsed {
                seat: 1 - seat,
                at_ms: now_ms,
            });
        }
        st.to_move = 1 - seat;
        st.turn_since = now_ms;
        self.begin_turn(now_ms, ev);
    }

    /// At the start of a turn: end the game when the player to move has no
    /// legal move; otherwise, when a bot is to move, schedule its answer.
    fn begin_turn(&mut self, now_ms: u64, ev: &mut Vec<Event>) {
        self.st.bot_at = None;
        if !has_legal_move(&self.st.board, &self.st.played, &self.lexicon) {
            let reason = if self.st.board.is_full() {
                EndReason::Score
            } else {
                EndReason::NoLegalMove
            };
            let winner = if self.st.scores[0] > self.st.scores[1] {
                0
            } else {
                1
            };
            self.end(now_ms, reason, Some(winner), ev);
            return;
        }
        if let SeatKind::Bot(level) = self.st.config.seats[self.st.to_move] {
            let mut rng = bot::rng_for(self.st.config.seed, self.st.moves.len());
            let think = bot::think_ms(level, &mut rng, self.st.clock_left[self.st.to_move]);
            self.st.bot_at = Some(now_ms.saturating_add(think));
        }
    }

    fn end(&mut self, at_ms: u64, reason: EndReason, winner: Option<usize>, ev: &mut Vec<Event>) {
        let st = &mut self.st;
        if st.ended.is_some() {
            return;
        }
        if reason != EndReason::Timeout {
            let spent = at_ms.saturating_sub(st.turn_since);
            st.clock_left[st.to_move] = st.clock_left[st.to_move].saturating_sub(spent);
            st.turn_since = at_ms;
        }
        st.ended = Some(Ended {
            at_ms,
            reason,
            winner,
        });
        st.bot_at = None;
        st.draw_offer = None;
        self.result = settle::settle(&self.st);
        ev.push(Event::GameOver {
            at_ms,
            reason,
            winner,
        });
    }
}

/// The typed calls: what hosts and tests use in Rust.
impl Session<Duel> {
    /// A new game on the shipped lexicon, created at `now_ms` (seat 0's
    /// clock starts here).
    pub fn new(config: Config, now_ms: u64) -> Result<Game> {
        Session::create(config, Lexicon::embedded(), now_ms)
    }

    /// A new game on another word list (analysis).
    pub fn with_lexicon(config: Config, lexicon: Lexicon, now_ms: u64) -> Result<Game> {
        Session::create(config, &lexicon, now_ms)
    }

    /// `seat` writes `letter` into `cell` and plays `word` through it (the
    /// smallest path through the new cell).
    pub fn play(
        &mut self,
        seat: usize,
        cell: usize,
        letter: char,
        word: &str,
        now_ms: u64,
    ) -> Result<Vec<Event>> {
        let action = Action::Play {
            cell,
            letter,
            path: None,
            word: Some(word.to_owned()),
        };
        self.act(seat, &action, now_ms)
    }

    /// `seat` writes `letter` into `cell` and traces `path`.
    pub fn play_path(
        &mut self,
        seat: usize,
        cell: usize,
        letter: char,
        path: &[usize],
        now_ms: u64,
    ) -> Result<Vec<Event>> {
        let action = Action::Play {
            cell,
            letter,
            path: Some(path.to_vec()),
            word: None,
        };
        self.act(seat, &action, now_ms)
    }

    /// `seat` offers a draw.
    pub fn offer_draw(&mut self, seat: usize, now_ms: u64) -> Result<Vec<Event>> {
        self.act(seat, &Action::OfferDraw, now_ms)
    }

    /// `seat` accepts the other seat's offer.
    pub fn accept_draw(&mut self, seat: usize, now_ms: u64) -> Result<Vec<Event>> {
        self.act(seat, &Action::AcceptDraw, now_ms)
    }

    /// `seat` declines the other seat's offer.
    pub fn decline_draw(&mut self, seat: usize, now_ms: u64) -> Result<Vec<Event>> {
        self.act(seat, &Action::DeclineDraw, now_ms)
    }

    /// `seat` resigns and loses.
    pub fn resign(&mut self, seat: usize, now_ms: u64) -> Result<Vec<Event>> {
        self.act(seat, &Action::Resign, now_ms)
    }

    /// The board now.
    pub fn board(&self) -> Board {
        self.rules.st.board
    }

    /// The seat to move; `None` once over.
    pub fn to_move(&self) -> Option<usize> {
        self.rules
            .st
            .ended
            .is_none()
            .then_some(self.rules.st.to_move)
    }

    /// Each seat's points.
    pub fn scores(&self) -> [u32; 2] {
        self.rules.st.scores
    }

    /// Every spent word, the start word first.
    pub fn played(&self) -> &[String] {
        &self.rules.st.played
    }

    /// Each seat's time left as of the game's clock.
    pub fn clocks_ms(&self) -> [u64; 2] {
        self.rules.st.clocks_at(self.clock_ms)
    }

    /// The seat whose draw offer is open.
    pub fn draw_offer(&self) -> Option<usize> {
        self.rules.st.draw_offer
    }

    /// The settled result, once over.
    pub fn result(&self) -> Option<&GameResult> {
        self.rules.result.as_ref()
    }

    /// The result as JSON, once over.
    pub fn result_json(&self) -> Option<String> {
        self.rules.result.as_ref().map(GameResult::to_json)
    }

    /// What `seat` may see (`None`: a spectator).
    pub fn view(&self, seat: Option<usize>) -> Result<View> {
        self.view_for(seat)
    }

    /// Restores a snapshot (shipped lexicon).
    pub fn restore(bytes: &[u8]) -> Result<Game> {
        Session::restore_bytes(bytes, None)
    }
}

/// A bot's seat acting.
fn bot_seat(seat: usize) -> Error {
    Error::new(
        ErrorCode::BotSeat,
        format!("seat {seat} is a bot; the engine plays it"),
    )
}

/// A play naming its word by both or neither of path and word.
fn trace_twice() -> Error {
    Error::new(
        ErrorCode::InvalidArgument,
        "a move names its word by exactly one of \"path\" or \"word\"",
    )
}

/// An accept or decline with no offer from `other` open to `seat`.
fn no_offer(other: usize, seat: usize) -> Error {
    Error::new(
        ErrorCode::NoDrawOffer,
        format!("seat {other} has no draw offer open to seat {seat}"),
    )
}

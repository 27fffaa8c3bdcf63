//! A Word Grid game: seats, the Ready/countdown/round clock, words, leaving,
//! the rate ceiling and settlement, all on the host's clock.
//!
//! ## Time
//! Every call takes `now_ms`. Time going backwards (earlier than any time a
//! successful call has seen) is `TIME_WENT_BACKWARDS`. Before acting, a call
//! first brings the game up to `now_ms`: the move deadline, the tray opening,
//! the bot's words and the round's end fire in time order (at equal times in
//! that order), and their events come first in the returned list. `advance`
//! does only that.
//!
//! ## Errors change nothing
//! A refused call leaves the game byte-for-byte as it was (its snapshot is
//! unchanged). When events are due before the action, they are applied to a
//! copy, and the copy replaces the game only if the action succeeds; the host
//! sees those events on its next successful call or `advance`.
//!
//! ## Decisions beyond hunt.md (also in the README)
//! * Input checks (empty, over 64 bytes after trimming, control characters)
//!   come right after the seat number is checked, before any state check.
//! * A submit after the game ended says `ROUND_OVER` when the round's time
//!   ran out, `GAME_OVER` when it ended early; before the tray opens it says
//!   `ROUND_NOT_OPEN`.
//! * When one accepted word breaks both ceiling rules, the whole-round rule
//!   is the one recorded.
//! * Only finishers score: a resigned, forfeited or disqualified seat's score
//!   is 0 (its words are listed with their nominal points, never cancelled).
//! * Rated: human finishers, and human seats that resigned or forfeited; the
//!   bot and disqualified seats are not rated.
//! * Resigned and forfeited seats take place `finishers + 1`.
//! * Ready at exactly the move deadline is too late: the deadline fires
//!   first (as a word at exactly the round's end is too late).

use serde::{Deserialize, Serialize};

use super::bot::{self, BotWord};
use super::config::{Config, SeatKind};
use super::events::{DqRule, EndReason, Event, MissReason};
use super::settle::{self, GameResult};
use super::solve::{find_path, Path};
use super::tray::{deal_with, Tray};
use super::view::{self, View};
use super::word::{normalize, Word};
use crate::error::{Error, ErrorCode, Result};
use crate::lexicon::Lexicon;

/// Accepted words before the rate ceiling is judged.
pub const CEILING_FROM: usize = 10;
/// The window rule: this many words...
pub const WINDOW_WORDS: usize = 21;
/// ...arriving within less than this many ms disqualify.
pub const WINDOW_MS: u64 = 20_000;

/// Where the game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Waiting for every seat to press Ready (or the move deadline).
    Waiting,
    /// Everyone is ready; the tray opens at T0.
    Countdown,
    /// The tray is open.
    Live,
    /// Settled.
    Over,
}

/// A seat's standing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatStatus {
    Playing,
    Resigned,
    Forfeited,
    Disqualified,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Accepted {
    pub word: Word,
    pub at_ms: u64,
    pub seq: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct MissRec {
    pub word: String,
    pub reason: MissReason,
    pub at_ms: u64,
    pub seq: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Stamp {
    pub at_ms: u64,
    pub seq: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct SeatState {
    pub kind: SeatKind,
    pub ready: Option<Stamp>,
    pub status: SeatStatus,
    pub rule: Option<DqRule>,
    pub out: Option<Stamp>,
    pub words: Vec<Accepted>,
    pub misses: Vec<MissRec>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Ended {
    pub at_ms: u64,
    pub reason: EndReason,
}

/// Everything a game is; the snapshot is exactly this.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct State {
    pub config: Config,
    pub custom_lexicon: bool,
    pub created_ms: u64,
    pub clock_ms: u64,
    pub tray: Tray,
    pub phase: Phase,
    pub t0_ms: Option<u64>,
    pub ended: Option<Ended>,
    pub seats: Vec<SeatState>,
    pub bot: Vec<BotWord>,
    pub next_bot: usize,
    pub seq: u32,
}

/// A live or finished Word Grid game.
#[derive(Clone, Debug)]
pub struct Game {
    pub(crate) st: State,
    pub(crate) lexicon: Lexicon,
    pub(crate) result: Option<GameResult>,
}

impl Game {
    /// A new game on the embedded lexicon, created at `now_ms` (the move
    /// deadline counts from here). Deals the tray from the seed.
    pub fn new(config: Config, now_ms: u64) -> Result<Game> {
        Game::with_lexicon(config, Lexicon::embedded().clone(), now_ms)
    }

    /// A new game on another word list (for analysis). Its logs and
    /// snapshots need the same list to replay or restore.
    pub fn with_lexicon(config: Config, lexicon: Lexicon, now_ms: u64) -> Result<Game> {
        config.validate()?;
        let tray = deal_with(config.seed, &lexicon)?;
        let custom_lexicon = !Lexicon::ptr_eq(&lexicon, Lexicon::embedded());
        let seats = config
            .seats
            .iter()
            .map(|&kind| SeatState {
                kind,
                // The bot is always ready; its readiness is not an action.
                ready: (kind == SeatKind::Bot).then_some(Stamp {
                    at_ms: now_ms,
                    seq: 0,
                }),
                status: SeatStatus::Playing,
                rule: None,
                out: None,
                words: Vec::new(),
                misses: Vec::new(),
            })
            .collect();
        Ok(Game {
            st: State {
                config,
                custom_lexicon,
                created_ms: now_ms,
                clock_ms: now_ms,
                tray,
                phase: Phase::Waiting,
                t0_ms: None,
                ended: None,
                seats,
                bot: Vec::new(),
                next_bot: 0,
                seq: 0,
            },
            lexicon,
            result: None,
        })
    }

    // ----- reading -------------------------------------------------------

    pub fn config(&self) -> &Config {
        &self.st.config
    }

    pub fn phase(&self) -> Phase {
        self.st.phase
    }

    /// The latest time a successful call has seen.
    pub fn clock_ms(&self) -> u64 {
        self.st.clock_ms
    }

    pub fn created_ms(&self) -> u64 {
        self.st.created_ms
    }

    /// When the move deadline falls.
    pub fn deadline_ms(&self) -> u64 {
        self.st
            .created_ms
            .saturating_add(self.st.config.move_deadline_ms)
    }

    /// T0, once the countdown has started.
    pub fn t0_ms(&self) -> Option<u64> {
        self.st.t0_ms
    }

    /// When the round ends (T0 + round), once the countdown has started.
    pub fn ends_at_ms(&self) -> Option<u64> {
        self.st
            .t0_ms
            .map(|t0| t0.saturating_add(self.st.config.round_ms))
    }

    /// The tray, once it has opened (or the game is over); never before T0.
    pub fn tray(&self) -> Option<Tray> {
        matches!(self.st.phase, Phase::Live | Phase::Over).then_some(self.st.tray)
    }

    /// The seed, once the game is over.
    pub fn seed(&self) -> Option<u64> {
        (self.st.phase == Phase::Over).then_some(self.st.config.seed)
    }

    pub fn seat_count(&self) -> usize {
        self.st.seats.len()
    }

    /// A seat's standing.
    pub fn seat_status(&self, seat: usize) -> Result<SeatStatus> {
        Ok(self.seat(seat)?.status)
    }

    /// The bot's strength (1–5), if a bot plays. Public knowledge: the seed
    /// text says strength is drawn when the game is made.
    pub fn bot_strength(&self) -> Option<u8> {
        self.st
            .config
            .has_bot()
            .then(|| bot::strength(self.st.config.seed))
    }

    pub fn is_over(&self) -> bool {
        self.st.phase == Phase::Over
    }

    /// The settled result, once the game is over.
    pub fn result(&self) -> Option<&GameResult> {
        self.result.as_ref()
    }

    /// The result as JSON, once over.
    pub fn result_json(&self) -> Option<String> {
        self.result.as_ref().map(GameResult::to_json)
    }

    /// What `seat` may see now; `None` is the spectators' view.
    pub fn view(&self, seat: Option<usize>) -> Result<View> {
        if let Some(s) = seat {
            self.seat(s)?;
        }
        Ok(view::build(self, seat))
    }

    /// The spectators' view: seat summaries, the tray from T0, the result
    /// once over.
    pub fn public_view(&self) -> View {
        view::build(self, None)
    }

    /// The reveal once the game is over: every word the tray holds, longest
    /// first then alphabetical, with who found it; `top` keeps the first N.
    pub fn reveal(&self, top: Option<usize>) -> Option<&[super::settle::RevealWord]> {
        let r = self.result.as_ref()?;
        Some(r.reveal_top(top.unwrap_or(usize::MAX)))
    }

    /// The view as JSON.
    pub fn view_json(&self, seat: Option<usize>) -> Result<String> {
        Ok(self.view(seat)?.to_json())
    }

    /// The lexicon this game plays with.
    pub fn lexicon(&self) -> &Lexicon {
        &self.lexicon
    }

    fn seat(&self, seat: usize) -> Result<&SeatState> {
        self.st.seats.get(seat).ok_or_else(|| {
            Error::new(
                ErrorCode::UnknownSeat,
                format!(
                    "no seat {seat}; this game has seats 0-{}",
                    self.st.seats.len() - 1
                ),
            )
        })
    }

    // ----- acting --------------------------------------------------------

    /// The seat presses Ready.
    pub fn ready(&mut self, seat: usize, now_ms: u64) -> Result<Vec<Event>> {
        self.act(now_ms, |g, ev| {
            let s = g.check_active(seat)?;
            if s.ready.is_some() {
                return Err(Error::new(
                    ErrorCode::AlreadyReady,
                    format!("seat {seat} is already ready"),
                ));
            }
            let stamp = g.stamp(now_ms);
            g.st.seats[seat].ready = Some(stamp);
            ev.push(Event::Ready {
                seat,
                at_ms: now_ms,
            });
            g.after_change(now_ms, ev);
            Ok(())
        })
    }

    /// The seat sends a word (raw input: it is trimmed and folded here).
    pub fn submit(&mut self, seat: usize, input: &str, now_ms: u64) -> Result<Vec<Event>> {
        self.act(now_ms, |g, ev| {
            g.seat(seat)?;
            let text = normalize(input)?;
            g.check_active(seat)?;
            if g.st.phase != Phase::Live {
                return Err(Error::new(
                    ErrorCode::RoundNotOpen,
                    match g.st.t0_ms {
                        Some(t0) => format!("the tray opens at {t0}; it is {now_ms}"),
                        None => {
                            "the tray has not opened: waiting for every seat to press Ready".into()
                        }
                    },
                ));
            }
            g.record_word(seat, text, now_ms, ev);
            Ok(())
        })
    }

    /// The seat resigns: out at once; its words go with it.
    pub fn resign(&mut self, seat: usize, now_ms: u64) -> Result<Vec<Event>> {
        self.act(now_ms, |g, ev| {
            g.check_active(seat)?;
            let stamp = g.stamp(now_ms);
            let st = &mut g.st.seats[seat];
            st.status = SeatStatus::Resigned;
            st.out = Some(stamp);
            ev.push(Event::Resigned {
                seat,
                at_ms: now_ms,
            });
            g.after_change(now_ms, ev);
            Ok(())
        })
    }

    /// Brings the game up to `now_ms`: deadlines, the tray opening, the bot's
    /// words and the round's end, as they fall due.
    pub fn advance(&mut self, now_ms: u64) -> Result<Vec<Event>> {
        self.check_time(now_ms)?;
        let mut ev = Vec::new();
        self.catch_up(now_ms, &mut ev);
        self.st.clock_ms = now_ms;
        Ok(ev)
    }

    /// Runs an action at `now_ms` with the all-or-nothing rule.
    fn act<F>(&mut self, now_ms: u64, f: F) -> Result<Vec<Event>>
    where
        F: FnOnce(&mut Game, &mut Vec<Event>) -> Result<()>,
    {
        self.check_time(now_ms)?;
        let mut ev = Vec::new();
        if self.next_due().is_some_and(|t| t <= now_ms) {
            let mut copy = self.clone();
            copy.catch_up(now_ms, &mut ev);
            f(&mut copy, &mut ev)?;
            copy.catch_up(now_ms, &mut ev);
            copy.st.clock_ms = now_ms;
            *self = copy;
        } else {
            f(self, &mut ev)?;
            self.catch_up(now_ms, &mut ev);
            self.st.clock_ms = now_ms;
        }
        Ok(ev)
    }

    fn check_time(&self, now_ms: u64) -> Result<()> {
        if now_ms < self.st.clock_ms {
            return Err(Error::new(
                ErrorCode::TimeWentBackwards,
                format!(
                    "now_ms {now_ms} is before {} (time went backwards)",
                    self.st.clock_ms
                ),
            ));
        }
        Ok(())
    }

    /// The checks every action shares: the seat exists, the game is not
    /// over, the seat is a human's and still in.
    fn check_active(&self, seat: usize) -> Result<&SeatState> {
        let s = self.seat(seat)?;
        self.check_not_over()?;
        if s.kind == SeatKind::Bot {
            return Err(Error::new(
                ErrorCode::BotSeat,
                format!("seat {seat} is the bot; the engine plays it"),
            ));
        }
        if s.status != SeatStatus::Playing {
            return Err(seat_out(seat, s.status));
        }
        Ok(s)
    }

    fn check_not_over(&self) -> Result<()> {
        match self.st.ended {
            None => Ok(()),
            Some(Ended {
                reason: EndReason::Time,
                at_ms,
            }) => Err(Error::new(
                ErrorCode::RoundOver,
                format!("the round ended at {at_ms}"),
            )),
            Some(Ended { at_ms, .. }) => Err(Error::new(
                ErrorCode::GameOver,
                format!("the game ended at {at_ms}"),
            )),
        }
    }

    fn stamp(&mut self, at_ms: u64) -> Stamp {
        self.st.seq += 1;
        Stamp {
            at_ms,
            seq: self.st.seq,
        }
    }

    // ----- the rules -----------------------------------------------------

    /// Judges a folded word for a seat in the live round and records it.
    fn record_word(&mut self, seat: usize, text: String, now_ms: u64, ev: &mut Vec<Event>) {
        let reason = if text.chars().count() < 3 {
            Some(MissReason::TooShort)
        } else if !self.lexicon.contains(&text) {
            Some(MissReason::NotInList)
        } else {
            match Word::new(&text)
                .and_then(|w| find_path(&self.st.tray, w.as_bytes()).map(|p| (w, p)))
            {
                None => Some(MissReason::NoPath),
                Some((w, path)) => {
                    if self.st.seats[seat].words.iter().any(|a| a.word == w) {
                        Some(MissReason::AlreadyFound)
                    } else {
                        self.accept(seat, w, path, now_ms, ev);
                        None
                    }
                }
            }
        };
        if let Some(reason) = reason {
            let Stamp { seq, .. } = self.stamp(now_ms);
            ev.push(Event::Miss {
                seat,
                word: text.clone(),
                reason,
                at_ms: now_ms,
            });
            self.st.seats[seat].misses.push(MissRec {
                word: text,
                reason,
                at_ms: now_ms,
                seq,
            });
        }
    }

    fn accept(&mut self, seat: usize, word: Word, path: Path, now_ms: u64, ev: &mut Vec<Event>) {
        let Stamp { seq, .. } = self.stamp(now_ms);
        let points = self.st.config.points.for_len(word.len());
        let t0 = self.st.t0_ms.unwrap_or(now_ms);
        let s = &mut self.st.seats[seat];
        s.words.push(Accepted {
            word,
            at_ms: now_ms,
            seq,
        });
        ev.push(Event::Accepted {
            seat,
            word: word.to_string(),
            path,
            points,
            at_ms: now_ms,
        });
        let n = s.words.len();
        if n < CEILING_FROM {
            return;
        }
        let rule = if n as u64 * 1000 > now_ms.saturating_sub(t0) {
            Some(DqRule::WholeRound)
        } else if n >= WINDOW_WORDS
            && now_ms.saturating_sub(s.words[n - WINDOW_WORDS].at_ms) < WINDOW_MS
        {
            Some(DqRule::Window)
        } else {
            None
        };
        if let Some(rule) = rule {
            s.status = SeatStatus::Disqualified;
            s.rule = Some(rule);
            s.out = Some(Stamp { at_ms: now_ms, seq });
            ev.push(Event::Disqualified {
                seat,
                rule,
                at_ms: now_ms,
            });
            self.after_change(now_ms, ev);
        }
    }

    /// After anything that changes who is in or who is ready: end the game
    /// when fewer than two seats remain; start the countdown when all that
    /// remain are ready.
    fn after_change(&mut self, now_ms: u64, ev: &mut Vec<Event>) {
        if self.st.phase == Phase::Over {
            return;
        }
        let playing = || {
            self.st
                .seats
                .iter()
                .filter(|s| s.status == SeatStatus::Playing)
        };
        if playing().count() < 2 {
            self.end(now_ms, EndReason::TooFewSeats, ev);
        } else if self.st.phase == Phase::Waiting && playing().all(|s| s.ready.is_some()) {
            let t0 = now_ms.saturating_add(self.st.config.countdown_ms);
            self.st.phase = Phase::Countdown;
            self.st.t0_ms = Some(t0);
            ev.push(Event::Countdown {
                at_ms: now_ms,
                t0_ms: t0,
            });
        }
    }

    /// The time of the next thing that will happen by itself, if any.
    fn next_due(&self) -> Option<u64> {
        let t0 = self.st.t0_ms;
        match self.st.phase {
            Phase::Waiting => Some(self.deadline_ms()),
            Phase::Countdown => t0,
            Phase::Live => {
                let end = self.ends_at_ms()?;
                let bot = self.st.bot.get(self.st.next_bot).map(|b| b.at_ms);
                Some(bot.map_or(end, |b| b.min(end)))
            }
            Phase::Over => None,
        }
    }

    fn catch_up(&mut self, now_ms: u64, ev: &mut Vec<Event>) {
        while let Some(t) = self.next_due() {
            if t > now_ms {
                break;
            }
            self.fire(t, ev);
        }
    }

    /// Fires the one thing due at `t` (see `next_due`). Every branch moves
    /// the game forward, so `catch_up` always terminates.
    fn fire(&mut self, t: u64, ev: &mut Vec<Event>) {
        match self.st.phase {
            Phase::Waiting => {
                for (seat, s) in self.st.seats.iter_mut().enumerate() {
                    if s.status == SeatStatus::Playing && s.ready.is_none() {
                        s.status = SeatStatus::Forfeited;
                        s.out = Some(Stamp { at_ms: t, seq: 0 });
                        ev.push(Event::Forfeited { seat, at_ms: t });
                    }
                }
                self.after_change(t, ev);
                if self.st.phase == Phase::Waiting {
                    // Unreachable by the rules (everyone left is ready), but
                    // never loop: open the countdown now.
                    let t0 = t.saturating_add(self.st.config.countdown_ms);
                    self.st.phase = Phase::Countdown;
                    self.st.t0_ms = Some(t0);
                    ev.push(Event::Countdown {
                        at_ms: t,
                        t0_ms: t0,
                    });
                }
            }
            Phase::Countdown => self.open(t, ev),
            Phase::Live => {
                let end = self.ends_at_ms().unwrap_or(t);
                match self.st.bot.get(self.st.next_bot).copied() {
                    Some(b) if b.at_ms < end && b.at_ms <= t => {
                        self.st.next_bot += 1;
                        if let Some(seat) = self.bot_seat() {
                            if self.st.seats[seat].status == SeatStatus::Playing {
                                self.record_word(seat, b.word.to_string(), b.at_ms, ev);
                            }
                        }
                    }
                    _ => self.end(end, EndReason::Time, ev),
                }
            }
            Phase::Over => {}
        }
    }

    fn bot_seat(&self) -> Option<usize> {
        self.st.seats.iter().position(|s| s.kind == SeatKind::Bot)
    }

    fn open(&mut self, t0: u64, ev: &mut Vec<Event>) {
        self.st.phase = Phase::Live;
        self.st.t0_ms = Some(t0);
        if self.bot_seat().is_some() {
            self.st.bot = bot::schedule(
                self.st.config.seed,
                &self.st.tray,
                &self.lexicon,
                t0,
                self.st.config.round_ms,
            );
            self.st.next_bot = 0;
        }
        ev.push(Event::RoundOpen {
            at_ms: t0,
            tray: self.st.tray.to_string(),
            ends_at_ms: t0.saturating_add(self.st.config.round_ms),
        });
    }

    fn end(&mut self, at_ms: u64, reason: EndReason, ev: &mut Vec<Event>) {
        self.st.phase = Phase::Over;
        self.st.ended = Some(Ended { at_ms, reason });
        self.result = Some(settle::settle(self));
        ev.push(Event::GameOver { at_ms, reason });
    }
}

fn seat_out(seat: usize, status: SeatStatus) -> Error {
    let what = match status {
        SeatStatus::Playing => "playing",
        SeatStatus::Resigned => "resigned",
        SeatStatus::Forfeited => "forfeited",
        SeatStatus::Disqualified => "been disqualified",
    };
    Error::new(ErrorCode::SeatOut, format!("seat {seat} has {what}"))
}

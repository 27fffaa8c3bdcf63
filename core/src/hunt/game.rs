//! The rules of a Word Grid game: seats, the Ready/countdown/round clock,
//! words, leaving, the rate ceiling and when settlement happens. The clock,
//! all-or-nothing calls, logs and snapshots come from the engine's
//! [`Session`]; this file is rules only, plus the typed calls hosts use.
//!
//! Decisions beyond the rule text (all in `docs/rules/hunt.md`):
//! * Input checks (empty, over 64 bytes after trimming and folding, control
//!   characters) come right after the seat number is checked, before any
//!   state check.
//! * A submit after the game ended says `ROUND_OVER` when the round's time
//!   ran out, `GAME_OVER` when it ended early; before the tray opens it says
//!   `ROUND_NOT_OPEN`.
//! * A seat may record at most [`MAX_MISSES`] misses; one more is
//!   `LIMIT_REACHED` and changes nothing.
//! * When one accepted word breaks both ceiling rules, the whole-round rule
//!   is the one recorded.
//! * At one instant, what falls due by itself (deadline, opening, bot words,
//!   the end) happens before the action stamped with that time; Ready at
//!   exactly the move deadline is too late.

use super::action::Action;
use super::bot;
use super::config::{Config, SeatKind, BOT_RULES};
use super::deal::deal_with;
use super::events::{DqRule, EndReason, Event, MissReason};
use super::log::Derived;
use super::path::{find_path, Path};
use super::settle::{self, GameResult, RevealWord};
use super::state::{Accepted, Ended, MissRec, Phase, SeatState, SeatStatus, Stamp, State};
use super::tray::Tray;
use super::view::{self, View};
use super::word::{normalize, Word, WordSet};
use crate::engine::options::OptionSpec;
use crate::engine::{Audience, Logged, Rules, Session};
use crate::error::{Error, ErrorCode, Result};
use crate::lexicon::Lexicon;

pub use super::state::MAX_MISSES;

/// Accepted words before the rate ceiling is judged.
pub const CEILING_FROM: usize = 10;
/// The window rule: this many words...
pub const WINDOW_WORDS: usize = 21;
/// ...arriving within less than this many ms disqualify.
pub const WINDOW_MS: u64 = 20_000;

/// A live or finished Word Grid game, stepped on the host's clock:
/// `ready`, `submit`, `resign`, `advance`, each with `now_ms`.
///
/// ```
/// use gridwords::hunt::{Config, Game, SeatKind};
///
/// let mut g = Game::new(Config::new(vec![SeatKind::Human, SeatKind::Human], 42), 0)?;
/// g.ready(0, 100)?;
/// g.ready(1, 200)?; // the tray opens at 3 200
/// let tray = g.advance(3_200).map(|_| g.tray())?.unwrap();
/// assert_eq!(tray.as_str().len(), 16);
/// g.advance(183_200)?; // the round ends and settles
/// assert!(g.result().is_some());
/// # Ok::<(), gridwords::Error>(())
/// ```
pub type Game = Session<Hunt>;

/// Word Grid's rules over its [`State`]; see [`Game`].
#[derive(Clone, Debug)]
pub struct Hunt {
    pub(crate) st: State,
    pub(crate) lexicon: Lexicon,
    pub(crate) result: Option<GameResult>,
    /// Each seat's found words as a set, beside `st` (which keeps them in
    /// order): the already-found judgement without a scan. Built on the
    /// first word judged after a restore (`found_sets`), so that a restore
    /// pays nothing for it.
    found: Option<Vec<WordSet>>,
}

impl Config {
    /// Parses and validates a JSON config (`"game": "hunt"` optional),
    /// as every surface does: [`crate::engine::config_from_json`]. (Here,
    /// beside the rules that judge it, rather than in `config.rs`, which
    /// the rules import.)
    pub fn from_json(json: &str) -> Result<Config> {
        crate::engine::config_from_json::<Hunt>(json)
    }
}

impl Rules for Hunt {
    const GAME: &'static str = "hunt";
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

    fn read_logged_config(config: &mut Config, version: u32) -> Result<()> {
        config.read_logged(version)
    }

    fn refuse_legacy(config: &Config) -> Result<()> {
        config.refuse_legacy()
    }

    fn state_config(state: &State) -> &Config {
        &state.config
    }

    fn create(mut config: Config, lexicon: &Lexicon, now_ms: u64) -> Result<Hunt> {
        // A new game records today's bot rules (every game, so that its
        // config holds every option); a replayed bot game keeps those its
        // record names (`read_logged_config`).
        if config.bot_rules.is_none() {
            config.bot_rules = Some(BOT_RULES);
        }
        let tray = deal_with(config.seed, lexicon)?;
        let custom_lexicon = !Lexicon::ptr_eq(lexicon, Lexicon::embedded());
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
            .collect::<Vec<_>>();
        Ok(Hunt {
            found: Some(vec![WordSet::default(); seats.len()]),
            st: State {
                config,
                custom_lexicon,
                created_ms: now_ms,
                tray,
                phase: Phase::Waiting,
                t0_ms: None,
                ended: None,
                seats,
                bot: Vec::new(),
                next_bot: 0,
                seq: 0,
            },
            lexicon: lexicon.clone(),
            result: None,
        })
    }

    fn config(&self) -> &Config {
        &self.st.config
    }

    fn seat_count(&self) -> usize {
        self.st.seats.len()
    }

    fn lexicon(&self) -> &Lexicon {
        &self.lexicon
    }

    fn next_due(&self) -> Option<u64> {
        match self.st.phase {
            Phase::Waiting => Some(self.st.deadline_ms()),
            Phase::Countdown => self.st.t0_ms,
            Phase::Live => {
                let end = self.st.ends_at_ms()?;
                let bot = self.st.bot.get(self.st.next_bot).map(|b| b.at_ms);
                Some(bot.map_or(end, |b| b.min(end)))
            }
            Phase::Over => None,
        }
    }

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
                    self.start_countdown(t, ev);
                }
            }
            Phase::Countdown => self.open(t, ev),
            Phase::Live => {
                let end = self.st.ends_at_ms().unwrap_or(t);
                match self.st.bot.get(self.st.next_bot).copied() {
                    Some(b) if b.at_ms < end && b.at_ms <= t => {
                        self.st.next_bot += 1;
                        if let Some(seat) = self.bot_seat() {
                            if self.st.seats[seat].status == SeatStatus::Playing {
                                // The bot's schedule holds distinct tray words
                                // and at most half the tray: never a miss.
                                let _ = self.record_word(seat, b.word.as_str(), b.at_ms, ev);
                            }
                        }
                    }
                    _ => self.end(end, EndReason::Time, ev),
                }
            }
            Phase::Over => {}
        }
    }

    fn apply(
        &mut self,
        seat: usize,
        action: &Action,
        now_ms: u64,
        ev: &mut Vec<Event>,
    ) -> Result<()> {
        match action {
            Action::Ready => self.ready(seat, now_ms, ev),
            Action::Submit { word } => self.submit(seat, word, now_ms, ev),
            Action::Resign => self.resign(seat, now_ms, ev),
        }
    }

    fn audience(event: &Event) -> Audience {
        match event {
            Event::Accepted { seat, .. } | Event::Miss { seat, .. } => Audience::Seat(*seat),
            Event::Ready { .. }
            | Event::Countdown { .. }
            | Event::RoundOpen { .. }
            | Event::Disqualified { .. }
            | Event::Resigned { .. }
            | Event::Forfeited { .. }
            | Event::GameOver { .. } => Audience::Everyone,
        }
    }

    fn view(&self, viewer: Option<usize>, now_ms: u64) -> View {
        view::build(&self.st, self.result.as_ref(), viewer, now_ms)
    }

    fn outcome(&self) -> Option<&GameResult> {
        self.result.as_ref()
    }

    fn actions(&self) -> Vec<Logged<Action>> {
        super::log::actions(&self.st)
    }

    fn derived(&self) -> Derived {
        super::log::derived(&self.st)
    }

    fn state(&self) -> &State {
        &self.st
    }

    fn from_state(st: State, lexicon: &Lexicon) -> Result<Hunt> {
        super::snapshot::check(&st, lexicon)?;
        let result = (st.phase == Phase::Over).then(|| settle::settle(&st, lexicon));
        Ok(Hunt {
            found: None,
            st,
            lexicon: lexicon.clone(),
            result,
        })
    }

    // 2: the config gained `bot_rules`.
    const STATE_VERSION: u32 = 2;

    fn upgrade_state(version: u32, bytes: &[u8]) -> Option<Result<(State, &[u8])>> {
        super::snapshot::upgrade_state(version, bytes)
    }
}

impl Hunt {
    fn seat(&self, seat: usize) -> Result<&SeatState> {
        self.st.seats.get(seat).ok_or_else(|| {
            Error::new(
                ErrorCode::UnknownSeat,
                format!(
                    "no seat {seat}; this game has seats 0-{}",
                    self.st.seats.len().saturating_sub(1)
                ),
            )
        })
    }

    fn ready(&mut self, seat: usize, now_ms: u64, ev: &mut Vec<Event>) -> Result<()> {
        let s = self.check_active(seat)?;
        if s.ready.is_some() {
            return Err(Error::new(
                ErrorCode::AlreadyReady,
                format!("seat {seat} is already ready"),
            ));
        }
        let stamp = self.stamp(now_ms);
        self.st.seats[seat].ready = Some(stamp);
        ev.push(Event::Ready {
            seat,
            at_ms: now_ms,
        });
        self.after_change(now_ms, ev);
        Ok(())
    }

    fn submit(&mut self, seat: usize, input: &str, now_ms: u64, ev: &mut Vec<Event>) -> Result<()> {
        self.seat(seat)?;
        let text = normalize(input)?;
        self.check_active(seat)?;
        if self.st.phase != Phase::Live {
            return Err(Error::new(
                ErrorCode::RoundNotOpen,
                match self.st.t0_ms {
                    Some(t0) => format!("the tray opens at {t0}; it is {now_ms}"),
                    None => "the tray has not opened: waiting for every seat to press Ready".into(),
                },
            ));
        }
        self.record_word(seat, &text, now_ms, ev)
    }

    fn resign(&mut self, seat: usize, now_ms: u64, ev: &mut Vec<Event>) -> Result<()> {
        self.check_active(seat)?;
        let stamp = self.stamp(now_ms);
        let st = &mut self.st.seats[seat];
        st.status = SeatStatus::Resigned;
        st.out = Some(stamp);
        ev.push(Event::Resigned {
            seat,
            at_ms: now_ms,
        });
        self.after_change(now_ms, ev);
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

    /// Each seat's found words as a set, built from the state the first
    /// time a word is judged after a restore.
    fn found_sets(&mut self) -> &mut [WordSet] {
        let st = &self.st;
        self.found.get_or_insert_with(|| {
            st.seats
                .iter()
                .map(|s| {
                    let mut set = WordSet::with_capacity(s.words.len());
                    for a in &s.words {
                        set.insert(a.word);
                    }
                    set
                })
                .collect()
        })
    }

    /// Judges a folded word for a seat in the live round and records it; a
    /// miss over the cap is refused before anything changes.
    fn record_word(
        &mut self,
        seat: usize,
        text: &str,
        now_ms: u64,
        ev: &mut Vec<Event>,
    ) -> Result<()> {
        let reason = if text.chars().count() < 3 {
            MissReason::TooShort
        } else if !self.lexicon.contains(text) {
            MissReason::NotInList
        } else {
            match Word::new(text)
                .and_then(|w| find_path(&self.st.tray, w.as_bytes()).map(|p| (w, p)))
            {
                None => MissReason::NoPath,
                Some((w, _)) if self.found_sets()[seat].contains(&w) => MissReason::AlreadyFound,
                Some((w, path)) => {
                    self.accept(seat, w, path, now_ms, ev);
                    return Ok(());
                }
            }
        };
        if self.st.seats[seat].misses.len() >= MAX_MISSES {
            return Err(Error::new(
                ErrorCode::LimitReached,
                format!("seat {seat} has recorded {MAX_MISSES} misses, the most a game keeps; this word ({reason:?}) was not recorded"),
            ));
        }
        let Stamp { seq, .. } = self.stamp(now_ms);
        ev.push(Event::Miss {
            seat,
            word: text.to_owned(),
            reason,
            at_ms: now_ms,
        });
        self.st.seats[seat].misses.push(MissRec {
            word: text.to_owned(),
            reason,
            at_ms: now_ms,
            seq,
        });
        Ok(())
    }

    fn accept(&mut self, seat: usize, word: Word, path: Path, now_ms: u64, ev: &mut Vec<Event>) {
        let Stamp { seq, .. } = self.stamp(now_ms);
        let points = self.st.config.points.for_len(word.len());
        let t0 = self.st.t0_ms.unwrap_or(now_ms);
        self.found_sets()[seat].insert(word);
        let s = &mut self.st.seats[seat];
        s.words.push(Accepted {
            word,
            at_ms: now_ms,
            seq,
        });
        ev.push(Event::Accepted {
            seat,
            word: word.as_str().to_owned(),
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
            self.start_countdown(now_ms, ev);
        }
    }

    fn start_countdown(&mut self, now_ms: u64, ev: &mut Vec<Event>) {
        let t0 = now_ms.saturating_add(self.st.config.countdown_ms);
        self.st.phase = Phase::Countdown;
        self.st.t0_ms = Some(t0);
        ev.push(Event::Countdown {
            at_ms: now_ms,
            t0_ms: t0,
        });
    }

    fn bot_seat(&self) -> Option<usize> {
        self.st.seats.iter().position(|s| s.kind == SeatKind::Bot)
    }

    fn open(&mut self, t0: u64, ev: &mut Vec<Event>) {
        self.st.phase = Phase::Live;
        self.st.t0_ms = Some(t0);
        if self.bot_seat().is_some() {
            self.st.bot = bot::schedule(&self.st.config, &self.st.tray, &self.lexicon, t0);
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
        self.result = Some(settle::settle(&self.st, &self.lexicon));
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

/// The typed calls: what hosts and tests use in Rust.
impl Session<Hunt> {
    /// A new game on the shipped lexicon, created at `now_ms` (the move
    /// deadline counts from here). Deals the tray from the seed.
    pub fn new(config: Config, now_ms: u64) -> Result<Game> {
        Session::create(config, Lexicon::embedded(), now_ms)
    }

    /// A new game on another word list (for analysis: such a game is
    /// unrated). Its logs and snapshots need the same list.
    pub fn with_lexicon(config: Config, lexicon: Lexicon, now_ms: u64) -> Result<Game> {
        Session::create(config, &lexicon, now_ms)
    }

    /// The seat presses Ready.
    pub fn ready(&mut self, seat: usize, now_ms: u64) -> Result<Vec<Event>> {
        self.act(seat, &Action::Ready, now_ms)
    }

    /// The seat sends a word (raw input: it is trimmed and folded here).
    pub fn submit(&mut self, seat: usize, input: &str, now_ms: u64) -> Result<Vec<Event>> {
        // Borrowing the input into the action would need a lifetime on
        // `Action`; the copy costs less than the word's judgement.
        self.act(
            seat,
            &Action::Submit {
                word: input.to_owned(),
            },
            now_ms,
        )
    }

    /// The seat resigns: out at once; its words go with it.
    pub fn resign(&mut self, seat: usize, now_ms: u64) -> Result<Vec<Event>> {
        self.act(seat, &Action::Resign, now_ms)
    }

    /// Where the game is (waiting for Ready, counting down, live or over) as
    /// of its clock: call `advance` first to bring it up to the host's now.
    pub fn phase(&self) -> Phase {
        self.rules.st.phase
    }

    /// When the move deadline falls.
    pub fn deadline_ms(&self) -> u64 {
        self.rules.st.deadline_ms()
    }

    /// T0, once the countdown has started.
    pub fn t0_ms(&self) -> Option<u64> {
        self.rules.st.t0_ms
    }

    /// When the round ends (T0 + round), once the countdown has started.
    pub fn ends_at_ms(&self) -> Option<u64> {
        self.rules.st.ends_at_ms()
    }

    /// The tray, once it has opened (or the game is over); never before T0.
    pub fn tray(&self) -> Option<Tray> {
        self.rules.st.open_tray()
    }

    /// The seed, once the game is over.
    pub fn seed(&self) -> Option<u64> {
        self.rules.st.revealed_seed()
    }

    /// A seat's standing.
    pub fn seat_status(&self, seat: usize) -> Result<SeatStatus> {
        Ok(self.rules.seat(seat)?.status)
    }

    /// The bot's strength (1–5), if a bot plays. Public knowledge: the rules
    /// say strength is drawn when the game is made.
    pub fn bot_strength(&self) -> Option<u8> {
        let c = &self.rules.st.config;
        c.has_bot().then(|| bot::strength(c.seed))
    }

    /// The settled result, once the game is over.
    pub fn result(&self) -> Option<&GameResult> {
        self.rules.result.as_ref()
    }

    /// The result as JSON, once over.
    pub fn result_json(&self) -> Option<String> {
        self.rules.result.as_ref().map(GameResult::to_json)
    }

    /// What `seat` may see now; `None` is the spectators' view.
    pub fn view(&self, seat: Option<usize>) -> Result<View> {
        self.view_for(seat)
    }

    /// The spectators' view: seat summaries, the tray from T0, the result
    /// once over.
    pub fn public_view(&self) -> View {
        self.rules.view(None, self.clock_ms)
    }

    /// The view as JSON.
    pub fn view_json(&self, seat: Option<usize>) -> Result<String> {
        Ok(self.view(seat)?.to_json())
    }

    /// The reveal once the game is over: every word the tray holds, longest
    /// first then alphabetical, with who found it; `top` keeps the first N.
    pub fn reveal(&self, top: Option<usize>) -> Option<&[RevealWord]> {
        let r = self.rules.result.as_ref()?;
        Some(r.reveal_top(top.unwrap_or(usize::MAX)))
    }

    /// Restores a snapshot of a game on the shipped lexicon.
    pub fn restore(bytes: &[u8]) -> Result<Game> {
        Session::restore_bytes(bytes, None)
    }

    /// Restores a snapshot with the word list the game was played with.
    pub fn restore_with(bytes: &[u8], lexicon: Lexicon) -> Result<Game> {
        Session::restore_bytes(bytes, Some(&lexicon))
    }

    /// Rebuilds a game from its log on the shipped lexicon.
    pub fn from_log(log: &crate::engine::Log<Hunt>) -> Result<Game> {
        log.replay_embedded()
    }

    /// Rebuilds a game from its log with the given word list.
    pub fn from_log_with(log: &crate::engine::Log<Hunt>, lexicon: Lexicon) -> Result<Game> {
        log.replay(&lexicon)
    }
}

//! Every game this build knows, registered once, and [`AnyGame`], the one
//! enum over them for hosts that speak JSON (the C handle, the Python and
//! Node `Game` classes, relaying servers).
//!
//! This module stands above the games: it imports each game's rules and
//! the engine, and nothing in the core imports it (the crate root only
//! re-exports it). Adding a game is one line in the [`games!`] call below;
//! everything else here is generic over [`Rules`] (`engine/json.rs` holds
//! the JSON surface) or dispatched by the three macros that call writes.
//!
//! # What the declaration writes
//!
//! `games!` is the one macro of the registry. For the line
//! `Hunt: crate::hunt::Hunt = "Word Grid",` (and the others beside it) it
//! writes, in this module:
//!
//! ```text
//! pub const GAMES: &[&str] = &["hunt", ...];          // <Hunt as Rules>::GAME
//! pub const TITLES: &[(&str, &str)] = &[("hunt", "Word Grid"), ...];
//! pub enum AnyGame { Hunt(Session<Hunt>), ... }
//! pub enum AnyEvents { Hunt(Vec<<Hunt as Rules>::Event>), ... }
//! impl Registered for Hunt {
//!     fn arm(game: &AnyGame) -> Option<&Session<Hunt>> {
//!         match game { AnyGame::Hunt(g) => Some(g), _ => None }
//!     }
//!     // arm_mut, wrap (Session<Hunt> -> AnyGame::Hunt),
//!     // wrap_events (Vec<Event> -> AnyEvents::Hunt), events_mut
//! }
//! impl From<Session<Hunt>> for AnyGame { ... }
//!
//! // The dispatch: in each arm, `R` names the game's rules type.
//! each_game!(game, g => body)      // match game   { AnyGame::Hunt(g)   => { type R = Hunt; body } ... }
//! each_events!(events, e => body)  // match events { AnyEvents::Hunt(e) => { type R = Hunt; body } ... }
//! by_name!(name, body)             // match name   { "hunt" => { type R = Hunt; body } ...
//!                                  //                other => Err(unknown_game(other)) }
//! ```
//!
//! A call that makes a game wraps it itself (`create::<R>(..).map(R::wrap)`),
//! and one that returns events wraps them (`.map(R::wrap_events)`), so the
//! three dispatch macros are all there is.

use serde_json::Value;

use crate::engine::json::{
    act, create, create_as, from_log, json_err, lexicon_or_embedded, object, restore, to_json,
    verify_report,
};
use crate::engine::options::OptionSpec;
use crate::engine::snapshot;
use crate::engine::unfinished;
use crate::engine::{Blocked, BotReplay, BotSearch, BotWait, Check, Patience, Searches, Times};
use crate::engine::{Rules, Session};
use crate::error::{Error, ErrorCode, Result};
use crate::lexicon::Lexicon;
use crate::limits;

/// A game in the registry: which arm of [`AnyGame`] and [`AnyEvents`]
/// holds it. Written for every registered game by [`games!`], so a
/// binding's typed calls reach a game's session through one generic path
/// with one `WRONG_GAME`.
pub trait Registered: Rules {
    /// The session in `game` when it is this game.
    fn arm(game: &AnyGame) -> Option<&Session<Self>>;
    /// The session in `game` when it is this game, to change.
    fn arm_mut(game: &mut AnyGame) -> Option<&mut Session<Self>>;
    /// The game as an [`AnyGame`].
    fn wrap(session: Session<Self>) -> AnyGame;
    /// Its events as [`AnyEvents`].
    fn wrap_events(events: Vec<Self::Event>) -> AnyEvents;
    /// The events in `events` when they are this game's, to change.
    fn events_mut(events: &mut AnyEvents) -> Option<&mut Vec<Self::Event>>;
}

/// Writes the registry from the list of games, `Variant: rules type =
/// "title",` one a game: see the module docs for what it writes.
macro_rules! games {
    ($($V:ident: $R:ty = $title:literal,)*) => {
        /// The games this build knows, by the name configs, logs and
        /// snapshots use.
        pub const GAMES: &[&str] = &[$(<$R as Rules>::GAME),*];

        /// Each game's name and its title as players know it.
        pub const TITLES: &[(&str, &str)] = &[$((<$R as Rules>::GAME, $title)),*];

        /// A game of any kind.
        #[derive(Clone, Debug)]
        #[non_exhaustive]
        pub enum AnyGame {
            $(
                #[doc = $title]
                $V(Session<$R>),
            )*
        }

        /// The events one call caused, of the game that caused them.
        #[derive(Clone, Debug, PartialEq)]
        #[non_exhaustive]
        pub enum AnyEvents {
            $(
                #[doc = concat!($title, " events.")]
                $V(Vec<<$R as Rules>::Event>),
            )*
        }

        $(
            #[allow(unreachable_patterns)]
            impl Registered for $R {
                fn arm(game: &AnyGame) -> Option<&Session<Self>> {
                    match game {
                        AnyGame::$V(g) => Some(g),
                        _ => None,
                    }
                }
                fn arm_mut(game: &mut AnyGame) -> Option<&mut Session<Self>> {
                    match game {
                        AnyGame::$V(g) => Some(g),
                        _ => None,
                    }
                }
                fn wrap(session: Session<Self>) -> AnyGame {
                    AnyGame::$V(session)
                }
                fn wrap_events(events: Vec<Self::Event>) -> AnyEvents {
                    AnyEvents::$V(events)
                }
                fn events_mut(events: &mut AnyEvents) -> Option<&mut Vec<Self::Event>> {
                    match events {
                        AnyEvents::$V(e) => Some(e),
                        _ => None,
                    }
                }
            }

            impl From<Session<$R>> for AnyGame {
                fn from(session: Session<$R>) -> AnyGame {
                    AnyGame::$V(session)
                }
            }
        )*

        /// `each_game!(game, g => body)`: `body` with `g` bound to the
        /// game's session and `R` naming its rules type, whatever the game.
        macro_rules! each_game {
            ($value:expr, $g:pat => $body:expr) => {
                match $value {
                    $(AnyGame::$V($g) => {
                        #[allow(dead_code)]
                        type R = $R;
                        $body
                    })*
                }
            };
        }

        /// `each_events!(events, e => body)`: `body` with `e` bound to the
        /// events and `R` naming their game's rules type.
        macro_rules! each_events {
            ($value:expr, $e:pat => $body:expr) => {
                match $value {
                    $(AnyEvents::$V($e) => {
                        #[allow(dead_code)]
                        type R = $R;
                        $body
                    })*
                }
            };
        }

        /// `by_name!(name, body)`: `body` with `R` naming the rules type of
        /// the game called `name`; another name is `UNKNOWN_GAME`.
        macro_rules! by_name {
            ($name:expr, $body:expr) => {
                match $name {
                    $(n if n == <$R as Rules>::GAME => {
                        type R = $R;
                        $body
                    })*
                    other => Err(unknown_game(other)),
                }
            };
        }
    };
}

// The registry: every game of this build, once.
games! {
    Hunt: crate::hunt::Hunt = "Word Grid",
    Duel: crate::duel::Duel = "Wordgrid",
    Solo: crate::solo::Solo = "Sóló",
}

/// The title players know a game by (`"hunt"` is `"Word Grid"`).
pub fn title(game: &str) -> Option<&'static str> {
    TITLES.iter().find(|(g, _)| *g == game).map(|&(_, t)| t)
}

/// `name` as this build's own name of the game, or `UNKNOWN_GAME`.
fn known_game(name: &str) -> Result<&'static str> {
    GAMES
        .iter()
        .find(|g| **g == name)
        .copied()
        .ok_or_else(|| unknown_game(name))
}

fn unknown_game(name: &str) -> Error {
    Error::new(
        ErrorCode::UnknownGame,
        format!("no game {name:?}; this build knows {GAMES:?}"),
    )
}

/// The game a JSON log says it is of (`INVALID_LOG` when it says none).
fn game_of_log(log_json: &str) -> Result<String> {
    let m = object(log_json, "log").map_err(|e| match e.code() {
        ErrorCode::LimitReached => e,
        _ => Error::new(ErrorCode::InvalidLog, e.message().to_string()),
    })?;
    crate::seal::refuse_sealed_json(Some(&m), "log")?;
    m.get("game")
        .and_then(Value::as_str)
        .map(str::to_string)
        .ok_or_else(|| Error::new(ErrorCode::InvalidLog, "the log has no \"game\""))
}

impl AnyGame {
    /// A new game from `{"game": "hunt", ...that game's config}`, created at
    /// `now_ms`, on `lexicon` (`None`: the shipped list).
    ///
    /// ```rust
    /// use gridwords::AnyGame;
    ///
    /// let config = r#"{"game": "hunt", "seats": ["human", "human"], "seed": 42}"#;
    /// let mut g = AnyGame::new(config, None, 0)?;
    /// assert_eq!(g.game(), "hunt");
    /// g.act_json(r#"{"action": "ready", "seat": 0}"#, 100)?;
    /// g.act_json(r#"{"action": "ready", "seat": 1}"#, 200)?; // T0 = 3 200
    ///
    /// // What fell due comes first: the tray opens, then the word is judged.
    /// let events = g.act_json(r#"{"action": "submit", "seat": 0, "word": "Bead"}"#, 5_000)?;
    /// assert_eq!(events.len(), 2);
    /// assert!(events.to_json().contains(r#""type":"accepted","seat":0,"word":"bead""#));
    /// // Seat 1 may not see seat 0's words: filter before forwarding.
    /// assert!(!events.to_json_for(Some(1)).contains("bead"));
    ///
    /// let view: serde_json::Value = serde_json::from_str(&g.view_json(Some(0))?)?;
    /// assert_eq!(view["phase"], "live");
    /// assert_eq!(view["tray"], "badigenstkkioeoe"); // cells 0-15, row-major
    /// assert_eq!(view["you"]["words"][0]["path"], serde_json::json!([0, 5, 1, 2]));
    /// assert_eq!(view["seed"], serde_json::Value::Null); // revealed only at the end
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn new(config_json: &str, lexicon: Option<&Lexicon>, now_ms: u64) -> Result<AnyGame> {
        let mut m = object(config_json, "config")?;
        let name = match m.remove("game") {
            Some(Value::String(s)) => s,
            Some(_) => return Err(json_err("config", "\"game\" must be a string")),
            None => {
                return Err(json_err(
                    "config",
                    format!("missing \"game\" (one of {GAMES:?})"),
                ))
            }
        };
        let lex = lexicon_or_embedded(lexicon);
        by_name!(name.as_str(), create::<R>(m, lex, now_ms).map(R::wrap))
    }

    /// A new game of the kind named `game` (`"hunt"`) from that game's
    /// config JSON, `"game"` optional (see [`config_from_json`]): for hosts
    /// whose call already says which game it makes.
    pub fn new_as(
        game: &str,
        config_json: &str,
        lexicon: Option<&Lexicon>,
        now_ms: u64,
    ) -> Result<AnyGame> {
        let lex = lexicon_or_embedded(lexicon);
        by_name!(game, create_as::<R>(config_json, lex, now_ms).map(R::wrap))
    }

    /// The game's name (`"hunt"`).
    pub fn game(&self) -> &'static str {
        each_game!(self, _ => R::GAME)
    }

    /// The title players know the game by (`"Word Grid"`).
    pub fn title(&self) -> &'static str {
        title(self.game()).unwrap_or_default()
    }

    /// The game's own session when it is an `R` game, else `WRONG_GAME`.
    pub fn session<R: Registered>(&self) -> Result<&Session<R>> {
        R::arm(self).ok_or_else(|| Error::wrong_game("game", self.game(), R::GAME))
    }

    /// As [`session`](Self::session), to change the game.
    pub fn session_mut<R: Registered>(&mut self) -> Result<&mut Session<R>> {
        let held = self.game();
        R::arm_mut(self).ok_or_else(|| Error::wrong_game("game", held, R::GAME))
    }

    /// Applies `{"action": "...", "seat": n, ...}` at `now_ms`.
    pub fn act_json(&mut self, action_json: &str, now_ms: u64) -> Result<AnyEvents> {
        each_game!(self, g => act(g, action_json, now_ms).map(R::wrap_events))
    }

    /// Brings the game up to `now_ms`.
    pub fn advance(&mut self, now_ms: u64) -> Result<AnyEvents> {
        each_game!(self, g => g.advance(now_ms).map(R::wrap_events))
    }

    /// Where this game's bot searches run: see [`Searches`]. The C handle
    /// and the Python and Node objects set [`Searches::Apart`] and make
    /// every call through [`call_shared`](Self::call_shared).
    pub fn set_searches(&mut self, searches: Searches) {
        each_game!(self, g => g.set_searches(searches))
    }

    /// How this game takes a `now_ms` earlier than its clock: see
    /// [`Times`].
    pub fn set_times(&mut self, times: Times) {
        each_game!(self, g => g.set_times(times))
    }

    /// How this game takes a `now_ms` earlier than its clock.
    pub fn times(&self) -> Times {
        each_game!(self, g => g.times())
    }

    /// The search for the bot's turn that no one has begun, to run with
    /// the game free: see [`Session::claim_search`].
    pub fn claim_search(&mut self) -> Option<BotSearch> {
        each_game!(self, g => g.claim_search())
    }

    /// A wait for the bot's search while it runs elsewhere.
    pub fn bot_wait(&self) -> Option<BotWait> {
        each_game!(self, g => g.bot_wait())
    }

    /// Makes `call` on a game that threads share behind the host's lock,
    /// so that no bot's search runs, and no one waits for one, with the
    /// lock held. `with_game` runs its argument on the game under the lock
    /// (it fails only with the host's own error for a game it cannot
    /// reach, such as a poisoned lock). When `call` is refused with
    /// `BOT_THINKING` (the game's searches run [apart](Searches::Apart)),
    /// what holds it up goes to `finish`, with the lock released: the
    /// search nobody has begun, or (with [`Patience::Wait`]) the wait for
    /// the one running elsewhere. `finish` runs it and says `true` (the
    /// call is made again), or sends it elsewhere and says `false` (the
    /// refusal stands: an event loop that must not block). A search
    /// running elsewhere under [`Patience::Refuse`] leaves the refusal too.
    ///
    /// ```rust
    /// use std::sync::Mutex;
    /// use gridwords::{engine::{Patience, Searches}, AnyGame};
    ///
    /// let config = r#"{"game": "duel", "seats": ["bot:easy", "bot:easy"], "seed": 7}"#;
    /// let mut g = AnyGame::new(config, None, 0)?;
    /// g.set_searches(Searches::Apart);
    /// let game = Mutex::new(g);
    /// let events = AnyGame::call_shared(
    ///     Patience::Wait,
    ///     |step| {
    ///         step(&mut game.lock().unwrap());
    ///         Ok(())
    ///     },
    ///     |blocked| {
    ///         blocked.finish(); // each search with the lock free
    ///         true
    ///     },
    ///     |g| g.advance(60_000),
    /// )?;
    /// assert!(events.len() >= 2); // the bots moved
    /// # Ok::<(), gridwords::Error>(())
    /// ```
    pub fn call_shared<T, W, F, C>(
        patience: Patience,
        mut with_game: W,
        mut finish: F,
        mut call: C,
    ) -> Result<T>
    where
        W: FnMut(&mut dyn FnMut(&mut AnyGame)) -> Result<()>,
        F: FnMut(Blocked) -> bool,
        C: FnMut(&mut AnyGame) -> Result<T>,
    {
        /// What follows a call refused with `BOT_THINKING`.
        enum Next {
            Finish(Blocked),
            /// The search runs elsewhere and the call may not wait.
            Refuse,
            /// The search ended between the call and the look at it: call
            /// again (it finds the move).
            Again,
        }
        let mut agains = 0;
        loop {
            let mut made = None;
            let mut next = None;
            with_game(&mut |g| {
                let r = call(g);
                if matches!(&r, Err(e) if e.code() == ErrorCode::BotThinking) {
                    next = Some(match (g.claim_search(), g.bot_wait()) {
                        (Some(s), _) => Next::Finish(Blocked::Search(s)),
                        (None, Some(w)) if patience == Patience::Wait => {
                            Next::Finish(Blocked::Wait(w))
                        }
                        (None, Some(_)) => Next::Refuse,
                        (None, None) => Next::Again,
                    });
                }
                made = Some(r);
            })?;
            let made = made.ok_or_else(|| {
                Error::new(
                    ErrorCode::InvalidArgument,
                    "call_shared: with_game did not run the call on the game",
                )
            })?;
            match next {
                Some(Next::Finish(b)) => {
                    if !finish(b) {
                        return made;
                    }
                }
                // A search ends once: a second "ended meanwhile" in a row
                // cannot be that race, so the refusal stands.
                Some(Next::Again) if agains < 2 => agains += 1,
                _ => return made,
            }
        }
    }

    /// Plays the game to its end with no seat acting: the clock jumps from
    /// each due time to the next (bots move, deadlines pass), so a
    /// bot-only game ends as it would on the clock, and a human seat that
    /// never acts forfeits or runs out of time. Every event comes back;
    /// a game already over gives none. For a game threads share, as in
    /// [`call_shared`](Self::call_shared) with [`Patience::Wait`]: each
    /// bot's search goes to `finish` with the lock released.
    pub fn play_out_shared<W, F>(mut with_game: W, mut finish: F) -> Result<AnyEvents>
    where
        W: FnMut(&mut dyn FnMut(&mut AnyGame)) -> Result<()>,
        F: FnMut(Blocked) -> bool,
    {
        let mut all: Option<AnyEvents> = None;
        loop {
            let mut due = None;
            with_game(&mut |g| {
                due = Some(if g.is_over() {
                    Err(g.clock_ms())
                } else {
                    g.next_due().ok_or(g.clock_ms())
                })
            })?;
            let t = match due {
                Some(Ok(t)) => t,
                // Over, or nothing more will happen by itself: an empty
                // advance gives the game's own (empty) events.
                Some(Err(clock)) if all.is_none() => clock,
                _ => break,
            };
            let events = AnyGame::call_shared(Patience::Wait, &mut with_game, &mut finish, |g| {
                g.advance(t)
            })?;
            let finished = !matches!(due, Some(Ok(_)));
            match &mut all {
                None => all = Some(events),
                Some(a) => a.append(events),
            }
            if finished {
                break;
            }
        }
        all.ok_or_else(|| Error::new(ErrorCode::InvalidArgument, "play_out: no game"))
    }

    /// [`play_out_shared`](Self::play_out_shared) on a game the caller
    /// holds: each search runs here.
    pub fn play_out(&mut self) -> Result<AnyEvents> {
        AnyGame::play_out_shared(
            |step| {
                step(self);
                Ok(())
            },
            |blocked| {
                blocked.finish();
                true
            },
        )
    }

    /// Moves the game to a new host clock (`now_old` on the old one is
    /// `now_new` on the new one): see [`Session::rebase`].
    pub fn rebase(&mut self, now_old: u64, now_new: u64) -> Result<AnyEvents> {
        each_game!(self, g => g.rebase(now_old, now_new).map(R::wrap_events))
    }

    /// The game's own clock minus the host's (0 until a rebase).
    pub fn clock_offset_ms(&self) -> i64 {
        each_game!(self, g => g.clock_offset_ms())
    }

    /// When the game next needs the clock, if ever.
    pub fn next_due(&self) -> Option<u64> {
        each_game!(self, g => g.next_due())
    }

    /// Number of seats; seats are numbered `0..seat_count()` in config order.
    pub fn seat_count(&self) -> usize {
        each_game!(self, g => g.seat_count())
    }

    /// The latest `now_ms` a successful call has seen, in ms on the host's
    /// clock; an earlier time is `TIME_WENT_BACKWARDS`.
    pub fn clock_ms(&self) -> u64 {
        each_game!(self, g => g.clock_ms())
    }

    /// Whether the game is over and settled (then
    /// [`result_json`](Self::result_json) answers).
    pub fn is_over(&self) -> bool {
        each_game!(self, g => g.is_over())
    }

    /// The word list the game plays with.
    pub fn lexicon(&self) -> &Lexicon {
        each_game!(self, g => g.lexicon())
    }

    /// What `viewer` may see now (`None`: a spectator), as JSON.
    pub fn view_json(&self, viewer: Option<usize>) -> Result<String> {
        each_game!(self, g => g.view_for(viewer).map(|v| to_json(&v)))
    }

    /// The game drawn as an SVG document, as a spectator sees it now
    /// ([`crate::svg::spectator`]): what any viewer may be shown.
    pub fn spectator_svg(&self) -> Result<String> {
        each_game!(self, g => crate::svg::spectator(g))
    }

    /// The settled result as JSON, once over.
    pub fn result_json(&self) -> Option<String> {
        each_game!(self, g => g.outcome().map(to_json))
    }

    /// The log as JSON.
    pub fn log_json(&self) -> String {
        each_game!(self, g => g.log().to_json())
    }

    /// The config as JSON, `"game"` first: what [`AnyGame::new`] takes.
    pub fn config_json(&self) -> String {
        let config = each_game!(self, g => to_json(g.config()));
        let name = to_json(&self.game());
        match config.strip_prefix('{') {
            Some("}") => format!("{{\"game\":{name}}}"),
            Some(rest) => format!("{{\"game\":{name},{rest}"),
            None => format!("{{\"game\":{name}}}"),
        }
    }

    /// The layout of the game's state that this build writes into
    /// snapshots ([`Rules::STATE_VERSION`]; see
    /// [`engine::snapshot`](crate::engine::snapshot)), or `UNKNOWN_GAME`.
    pub fn state_version(game: &str) -> Result<u32> {
        by_name!(game, Ok(R::STATE_VERSION))
    }

    /// The options of the game named `game` ([`Rules::OPTIONS`]: what
    /// `gw_game_options`, Python's `options` and Node's `options` give), or
    /// `UNKNOWN_GAME`.
    pub fn options(game: &str) -> Result<&'static [OptionSpec]> {
        by_name!(game, Ok(R::OPTIONS))
    }

    /// The snapshot bytes.
    pub fn snapshot(&self) -> Vec<u8> {
        each_game!(self, g => g.snapshot())
    }

    /// Restores a snapshot of any game.
    pub fn restore(bytes: &[u8], lexicon: Option<&Lexicon>) -> Result<AnyGame> {
        Self::restore_keyed(bytes, lexicon, None)
    }

    /// Restores a snapshot of any game that this host sealed with `key`,
    /// trusting the seal for what [`restore`](Self::restore) re-derives
    /// ([`Session::restore_sealed`]).
    pub fn restore_sealed(sealed: &[u8], key: &[u8], lexicon: Option<&Lexicon>) -> Result<AnyGame> {
        Self::restore_keyed(sealed, lexicon, Some(key))
    }

    /// [`restore_sealed`](Self::restore_sealed) of the game named `game`
    /// only, as [`restore_as`](Self::restore_as).
    pub fn restore_sealed_as(
        game: &str,
        sealed: &[u8],
        key: &[u8],
        lexicon: Option<&Lexicon>,
    ) -> Result<AnyGame> {
        Self::restore_keyed_as(Some(game), sealed, lexicon, Some(key))
    }

    /// The one choice every binding's `restore(bytes, lexicon, key)`
    /// makes: with the host's `key`, a sealed snapshot
    /// ([`restore_sealed`](Self::restore_sealed)); without, a plain one
    /// ([`restore`](Self::restore)).
    pub fn restore_keyed(
        bytes: &[u8],
        lexicon: Option<&Lexicon>,
        key: Option<&[u8]>,
    ) -> Result<AnyGame> {
        Self::restore_keyed_as(None, bytes, lexicon, key)
    }

    /// [`restore_keyed`](Self::restore_keyed) of the game named `game`
    /// only, as [`restore_as`](Self::restore_as); `None` for any game (a
    /// typed class and the generic one of a binding make this one call).
    pub fn restore_keyed_as(
        game: Option<&str>,
        bytes: &[u8],
        lexicon: Option<&Lexicon>,
        key: Option<&[u8]>,
    ) -> Result<AnyGame> {
        let plain = match key {
            Some(key) => crate::seal::opened_snapshot(bytes, key)?.1,
            None => bytes,
        };
        let game = match game {
            Some(game) => game,
            None => snapshot::game_of(plain)?,
        };
        Self::restore_named(game, plain, lexicon, key.is_some())
    }

    /// The snapshot `plain` restored as the game `game`: only decoded when
    /// it came out of a seal that holds, else with its own record
    /// replayed.
    fn restore_named(
        game: &str,
        plain: &[u8],
        lexicon: Option<&Lexicon>,
        sealed: bool,
    ) -> Result<AnyGame> {
        if sealed {
            by_name!(
                game,
                Session::<R>::restore_state(plain, lexicon).map(R::wrap)
            )
        } else {
            by_name!(game, restore::<R>(plain, lexicon).map(R::wrap))
        }
    }

    /// Restores a snapshot of the game named `game` only: another game's
    /// snapshot is `WRONG_GAME` ("this is a \"hunt\" snapshot, not a
    /// \"duel\" one"), judged from its frame before anything is restored,
    /// as the typed classes of every binding refuse it.
    pub fn restore_as(game: &str, bytes: &[u8], lexicon: Option<&Lexicon>) -> Result<AnyGame> {
        Self::restore_keyed_as(Some(game), bytes, lexicon, None)
    }

    /// Which game a snapshot holds, read from its frame without restoring
    /// it, so a host can pick the typed class (or table) first: the name
    /// configs and logs use. `INVALID_SNAPSHOT` for damaged or foreign
    /// bytes, `UNKNOWN_GAME` for a game this build does not have.
    pub fn game_of_snapshot(bytes: &[u8]) -> Result<&'static str> {
        known_game(snapshot::game_of(bytes)?)
    }

    /// Which game a sealed snapshot holds, read inside the seal without
    /// checking it (as [`seal::key_id`](crate::seal::key_id) reads the key
    /// id): a name to pick the typed class by, never proof; the sealed
    /// restore then checks the seal, once. `NOT_SEALED` for a plain
    /// snapshot, `SEAL_BROKEN` for a malformed seal, then as
    /// [`game_of_snapshot`](Self::game_of_snapshot).
    pub fn game_of_sealed_snapshot(sealed: &[u8]) -> Result<&'static str> {
        Self::game_of_snapshot(crate::seal::unchecked_snapshot(sealed)?)
    }

    /// Which game a JSON log is of, without replaying it. `INVALID_LOG`,
    /// `INVALID_JSON`, `UNKNOWN_GAME`, as [`AnyGame::from_log_json`] gives.
    pub fn game_of_log(log_json: &str) -> Result<&'static str> {
        known_game(&game_of_log(log_json)?)
    }

    /// Rebuilds a game from its JSON log (any game; the log says which).
    pub fn from_log_json(log_json: &str, lexicon: Option<&Lexicon>) -> Result<AnyGame> {
        let name = game_of_log(log_json)?;
        by_name!(name.as_str(), from_log::<R>(log_json, lexicon).map(R::wrap))
    }

    /// Rebuilds a game of the kind named `game` from its JSON log; another
    /// game's log is `WRONG_GAME` ("this is a \"hunt\" log, ..."), as the
    /// typed classes of every binding refuse it.
    pub fn from_log_as(game: &str, log_json: &str, lexicon: Option<&Lexicon>) -> Result<AnyGame> {
        by_name!(game, from_log::<R>(log_json, lexicon).map(R::wrap))
    }

    /// Replays a JSON log and returns the result JSON: the exact bytes every
    /// binding returns for the same log.
    pub fn replay_json(log_json: &str, lexicon: Option<&Lexicon>) -> Result<String> {
        AnyGame::from_log_json(log_json, lexicon)?
            .result_json()
            .ok_or_else(unfinished)
    }

    /// Whether `result_json` is the true result of `log_json`, the log's
    /// derived record is true and each bot's logged move is its bot's
    /// (results compared as JSON values): the full check, each bot's search
    /// run again.
    pub fn verify_json(
        log_json: &str,
        result_json: &str,
        lexicon: Option<&Lexicon>,
    ) -> Result<bool> {
        AnyGame::verify_json_with(log_json, result_json, lexicon, BotReplay::Rerun)
    }

    /// What is false in the claim that `result_json` is the result of
    /// `log_json` (`None`: it is true): see
    /// [`verify_report`](crate::engine::verify_report).
    pub fn verify_report(
        log_json: &str,
        result_json: &str,
        lexicon: Option<&Lexicon>,
        check: impl Into<Check>,
    ) -> Result<Option<String>> {
        let name = game_of_log(log_json)?;
        let check = check.into();
        by_name!(
            name.as_str(),
            verify_report::<R>(log_json, result_json, lexicon, check)
        )
    }

    /// [`verify_json`](Self::verify_json) judged as `check` says: a
    /// [`BotReplay`] ([`BotReplay::Rerun`], the default, searches again for
    /// each bot's logged move, as slow as the game's bots were;
    /// [`BotReplay::Apply`] trusts them), or a [`Check`] that also refuses
    /// logs older than its `min_version` (`VERSION_TOO_OLD`).
    pub fn verify_json_with(
        log_json: &str,
        result_json: &str,
        lexicon: Option<&Lexicon>,
        check: impl Into<Check>,
    ) -> Result<bool> {
        AnyGame::verify_report(log_json, result_json, lexicon, check).map(|r| r.is_none())
    }

    /// [`verify_report`](Self::verify_report) of a sealed log, with the
    /// host's `key`: the log's seal must hold (`SEAL_BROKEN` if it does
    /// not, `NOT_SEALED` for a plain log), and so must the claimed result's
    /// if it is sealed too (a plain claimed result is taken as it is);
    /// then the records inside are verified as ever. See
    /// [`seal`](crate::seal).
    pub fn verify_sealed_report(
        sealed_log: &str,
        result_json: &str,
        key: &[u8],
        lexicon: Option<&Lexicon>,
        check: impl Into<Check>,
    ) -> Result<Option<String>> {
        let log = crate::seal::open_json_as(crate::seal::Kind::Log, sealed_log, key)?;
        if !crate::seal::is_sealed_json(result_json) {
            return AnyGame::verify_report(&log.record, result_json, lexicon, check);
        }
        let result = crate::seal::open_json_as(crate::seal::Kind::Result, result_json, key)?;
        AnyGame::verify_report(&log.record, &result.record, lexicon, check)
    }

    /// Keeps the events of a JSON array (as `act_json` gave them) that
    /// `viewer` may see (`None`: spectators).
    pub fn events_for_json(&self, events_json: &str, viewer: Option<usize>) -> Result<String> {
        if let Some(seat) = viewer {
            let n = self.seat_count();
            if seat >= n {
                return Err(Error::new(
                    ErrorCode::UnknownSeat,
                    format!("no seat {seat}; this game has seats 0-{}", n - 1),
                ));
            }
        }
        limits::check_bytes("events", events_json.len(), limits::MAX_RECORD_BYTES)?;
        let events = each_game!(self, _ => {
            serde_json::from_str(events_json)
                .map(R::wrap_events)
                .map_err(|e| json_err("events", e))
        })?;
        Ok(events.to_json_for(viewer))
    }
}

impl serde::Serialize for AnyEvents {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        each_events!(self, e => e.serialize(s))
    }
}

impl AnyEvents {
    /// The events `viewer` may see (`None`: spectators), in order.
    pub fn visible(&self, viewer: Option<usize>) -> AnyEvents {
        each_events!(self, e => R::wrap_events(Session::<R>::visible(e, viewer)))
    }

    /// Every event, as a JSON array (for the host, not for players).
    pub fn to_json(&self) -> String {
        each_events!(self, e => to_json(e))
    }

    /// The events `viewer` may see (`None`: spectators), as a JSON array.
    pub fn to_json_for(&self, viewer: Option<usize>) -> String {
        to_json(&self.visible(viewer))
    }

    /// Number of events.
    pub fn len(&self) -> usize {
        each_events!(self, e => e.len())
    }

    /// Whether the call caused no event.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Appends `more`'s events after these when both are of one game (one
    /// game's calls always are); events of another game are left out.
    fn append(&mut self, more: AnyEvents) {
        each_events!(more, e => {
            if let Some(mine) = R::events_mut(self) {
                mine.extend(e);
            }
        })
    }
}

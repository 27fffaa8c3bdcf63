//! What a game's rules provide to the engine.

use std::fmt::Debug;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::error::{Error, ErrorCode, Result};
use crate::lexicon::Lexicon;

/// Who may see an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Audience {
    /// Every seat and every spectator.
    Everyone,
    /// Only this seat (its own words, misses, racks…), until the game is
    /// over; the result then shows everything to everybody.
    Seat(usize),
}

impl Audience {
    /// Whether `viewer` (a seat, or `None` for a spectator) may see it.
    pub fn admits(self, viewer: Option<usize>) -> bool {
        match self {
            Audience::Everyone => true,
            Audience::Seat(s) => viewer == Some(s),
        }
    }
}

/// A bot's turn: whose, when, and at which point of the game. Two turns are
/// equal only for the same seat at the same time and ply, so an answer
/// found for one turn is never applied to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BotTurn {
    /// The bot's seat.
    pub seat: usize,
    /// When the bot moves, in ms on the host's clock.
    pub at_ms: u64,
    /// How many moves the game has seen before this one (the rules' own
    /// count; it tells two turns at the same time apart).
    pub ply: u64,
}

/// One action in a log: who did what, when. As JSON the action's own fields
/// sit beside `seq`, `at_ms` and `seat`:
/// `{"seq":2,"at_ms":3600,"seat":0,"action":"submit","word":"tone"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Logged<A> {
    /// Position in the game's order of actions (1, 2, …; gaps are allowed).
    pub seq: u32,
    /// When the seat acted: the call's `now_ms`, in ms on the host's clock.
    pub at_ms: u64,
    /// Seat number, 0-based, in config order.
    pub seat: usize,
    /// What the seat did; its JSON fields (`"action"`, …) are flattened
    /// into this object.
    #[serde(flatten)]
    pub action: A,
}

/// A game's rules, and nothing else: the engine's [`Session`](super::Session)
/// supplies the clock, all-or-nothing calls, the log, replay and snapshots.
///
/// Contract, relied on by the session and checked by the property tests:
/// * [`apply`](Rules::apply) checks everything before it changes anything,
///   so an `Err` leaves the state as it was (the session only copies the
///   game when events fall due before the action).
/// * [`fire`](Rules::fire) always moves the game forward, so a loop over
///   [`next_due`](Rules::next_due) ends.
/// * Everything random comes from the config's seed.
pub trait Rules: Clone + Debug + Sized + Send + 'static {
    /// The game's name in configs, logs and snapshots (`"hunt"`).
    const GAME: &'static str;
    /// What a game is made from (seats, seed, overrides).
    type Config: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// What a seat can do; as JSON an object tagged by `"action"`.
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send;
    /// What happened; as JSON an object tagged by `"type"`.
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// What one seat (or a spectator) may see.
    type View: Clone + Debug + Serialize;
    /// The settled game.
    type Outcome: Clone + Debug + PartialEq + Serialize;
    /// What the rules derived rather than a seat did (forfeits,
    /// disqualifications, the end): written into the log and checked on
    /// replay.
    type Derived: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// Everything the game is, for snapshots.
    type State: PartialEq + Serialize + DeserializeOwned;

    /// The config's options beyond `seats` and `seed`, declared once: the
    /// engine judges their ranges, and every surface's docs and typed
    /// arguments come from them (`engine/options.rs`).
    const OPTIONS: &'static [super::options::OptionSpec];
    /// Checks what [`OPTIONS`](Rules::OPTIONS) cannot say of a config: the
    /// seats, and rules across fields. The engine calls it (with the
    /// ranges) through its one door, [`judge`](super::judge), on every
    /// path that makes a game; a game never calls it itself.
    fn validate(config: &Self::Config) -> Result<()>;
    /// Rewrites a result written by an earlier version of the engine into
    /// today's shape, in place, so that verifying an old stored result
    /// against its log still works. Nothing to do by default.
    fn upgrade_outcome_json(_outcome: &mut serde_json::Value) {}
    /// Completes a config read from a log of format `version` with what a
    /// released build wrote otherwise than today (Word Grid's `bot_rules`:
    /// gridwords 0.1.0's version 1 logs have none and were played under
    /// bot rules 1), or refuses a config its version could not have held.
    /// Only what a release really wrote is relaxed: a label is chosen by
    /// whoever sends the record (`docs/rules/records.md`). Nothing to do by
    /// default.
    fn read_logged_config(_config: &mut Self::Config, _version: u32) -> Result<()> {
        Ok(())
    }
    /// Rules every game is held to that the options' ranges cannot say:
    /// Wordgrid's "no stake against a bot". New games, every snapshot and every log from version 2 on
    /// are judged by them (no release wrote a record that breaks them);
    /// only gridwords 0.1.0's version 1 logs are exempt, as
    /// [`read_logged_config`](Rules::read_logged_config) says what they
    /// hold.
    fn admit(_config: &Self::Config) -> Result<()> {
        Ok(())
    }
    /// Option values that exist only so that old records replay (Word
    /// Grid's `bot_rules` 1): a new game refuses them; a record that names
    /// one is judged by it.
    fn refuse_legacy(_config: &Self::Config) -> Result<()> {
        Ok(())
    }
    /// The config a snapshot's state holds, so the engine judges it through
    /// [`judge`](super::judge) before [`from_state`](Rules::from_state).
    fn state_config(state: &Self::State) -> &Self::Config;
    /// A new game created at `now_ms`, of a config the engine has judged.
    fn create(config: Self::Config, lexicon: &Lexicon, now_ms: u64) -> Result<Self>;
    /// The config the game was created with.
    fn config(&self) -> &Self::Config;
    /// Number of seats; seats are numbered `0..seat_count()`.
    fn seat_count(&self) -> usize;
    /// The word list the game plays with.
    fn lexicon(&self) -> &Lexicon;

    /// When the next thing happens by itself, if anything will.
    fn next_due(&self) -> Option<u64>;
    /// Makes the one thing due at `at_ms` happen.
    fn fire(&mut self, at_ms: u64, events: &mut Vec<Self::Event>);
    /// The bot's turn, when what falls due at `at_ms` (the time
    /// [`next_due`](Rules::next_due) gave) is a bot's move found by a
    /// search. The engine then gets the move from
    /// [`bot_choose`](Rules::bot_choose), maybe on another thread or from
    /// a log, and makes it with [`bot_play`](Rules::bot_play), instead of
    /// calling [`fire`](Rules::fire). `None` (the default): `fire` does it.
    fn bot_turn(&self, _at_ms: u64) -> Option<BotTurn> {
        None
    }
    /// The move the bot makes on `turn`: the search. It only reads, so it
    /// can run on a copy of the game, and it reads only the position at
    /// the turn, which nothing changes while the turn stands (no seat's
    /// action but the game's end), so it runs once per turn, as soon as
    /// the turn begins (`engine/think.rs`). `None`: `fire` makes the turn.
    fn bot_choose(&self, _turn: BotTurn) -> Option<Self::Action> {
        None
    }
    /// Makes the bot's move `action` on `turn`, as `bot_choose` found it or
    /// a log holds it; a move that is not legal is an error and changes
    /// nothing. The move goes into [`actions`](Rules::actions), so the log
    /// carries it.
    fn bot_play(
        &mut self,
        turn: BotTurn,
        _action: &Self::Action,
        _events: &mut Vec<Self::Event>,
    ) -> Result<()> {
        Err(Error::new(
            ErrorCode::BotSeat,
            format!("seat {}'s moves are not a searching bot's", turn.seat),
        ))
    }
    /// An action of `seat` that the rules refuse whatever the bot plays on
    /// `turn`, its move due before the action: the refusal, judged before
    /// the bot's move is made, so a refused action never waits for (or
    /// runs) the bot's search. `None` (the default): judge the action
    /// after the move, as usual.
    fn refuse_early(&self, _turn: BotTurn, _seat: usize, _action: &Self::Action) -> Option<Error> {
        None
    }
    /// The action as the rules read it (Wordgrid folds a letter's case), so
    /// two spellings of one move compare as one: a bot's logged move is
    /// the bot's if it reads as the move the bot's search finds.
    fn read_as(action: &Self::Action) -> Self::Action {
        action.clone()
    }
    /// Whether the log holds `seat`'s moves as a bot's (they replay through
    /// [`bot_play`](Rules::bot_play), never through `apply`).
    fn bot_logged(&self, _seat: usize) -> bool {
        false
    }

    /// A seat's action at `now_ms` (the seat number is already checked).
    fn apply(
        &mut self,
        seat: usize,
        action: &Self::Action,
        now_ms: u64,
        events: &mut Vec<Self::Event>,
    ) -> Result<()>;

    /// Who may see `event`.
    fn audience(event: &Self::Event) -> Audience;
    /// What `viewer` may see at `now_ms` (`None`: a spectator).
    fn view(&self, viewer: Option<usize>, now_ms: u64) -> Self::View;
    /// The settled game, once over.
    fn outcome(&self) -> Option<&Self::Outcome>;

    /// Every action the rules accepted or recorded, in order.
    fn actions(&self) -> Vec<Logged<Self::Action>>;
    /// What the rules derived so far.
    fn derived(&self) -> Self::Derived;

    /// The whole state, as a snapshot stores it;
    /// [`from_state`](Rules::from_state) rebuilds the game from it.
    fn state(&self) -> &Self::State;
    /// Rebuilds a game from a snapshot's state, checking its invariants so
    /// a crafted state is an error, never a panic later.
    fn from_state(state: Self::State, lexicon: &Lexicon) -> Result<Self>;

    /// The layout of [`State`](Rules::State) (the config inside it
    /// included) that this build writes into snapshots, recorded in each
    /// snapshot beside the game's name. Snapshots are postcard, which
    /// encodes fields by position, so any change to the state's fields (an
    /// option added to the config, a field added to the state) is a new
    /// layout: bump this by one and teach
    /// [`upgrade_state`](Rules::upgrade_state) to read the one before.
    /// Another game's snapshots are not touched. Every game starts at 1
    /// (the layout of snapshot formats 2 and 3).
    const STATE_VERSION: u32 = 1;
    /// Reads a state written in an older layout `version` (from 1 to
    /// `STATE_VERSION - 1`) from the start of `bytes` as today's state,
    /// returning what follows it. The engine calls it on restore; the
    /// usual case, a field added to the config, is one call to
    /// [`snapshot::upgrade_config`](super::snapshot::upgrade_config) with
    /// the config's old layout. `None`: the game never had that layout,
    /// which the engine refuses (`INVALID_SNAPSHOT`) as it refuses a
    /// version past [`STATE_VERSION`](Rules::STATE_VERSION). By default no
    /// older layout exists.
    fn upgrade_state(version: u32, bytes: &[u8]) -> Option<Result<(Self::State, &[u8])>> {
        let _ = (version, bytes);
        None
    }
}

//! The session: everything about a game that is not a rule.

use super::bots::{Live, Source, Stop};
use super::log::{Log, LOG_VERSION};
use super::rules::{Audience, BotTurn, Rules};
use super::snapshot;
use super::think::{BotSearch, BotWait, Searches, Thought};
use crate::error::{Error, ErrorCode, Result};
use crate::lexicon::Lexicon;
use crate::limits::MAX_TIME_MS;

/// A live or finished game of any kind: its rules' state plus the host's
/// clock.
///
/// * **Time.** Every call takes the host's `now_ms`; a time earlier than one
///   a successful call has seen is `TIME_WENT_BACKWARDS`. Before acting, a
///   call first makes happen whatever fell due (deadlines, openings, bot
///   moves, the end) in time order, and those events come first.
/// * **A refused call changes nothing.** When something falls due before
///   the action, the due events and the action are applied to a copy that
///   replaces the game only if the action succeeds; the events that were
///   due are then delivered by the next successful call or `advance`.
/// * **The game's own clock.** The game keeps time on its own clock, which
///   is the host's until [`rebase`](Session::rebase) moves the host to a
///   new one (a phone's uptime clock after a reboot): calls then take the
///   new clock's times, and `clock_ms`/`next_due` answer on it, while the
///   game's records (events, views, results, logs) stay on the game's own
///   clock, so they never jump and replay stays exact.
/// * **A bot's turn is searched once.** The search reads the position, not
///   the clock: it may begin as soon as the bot's turn does
///   ([`claim_search`](Session::claim_search), on any thread), and its
///   move is made when it falls due. A call that needs the move finds it
///   done, or (by [`Searches`]) runs the search or waits for it, or is
///   refused with `BOT_THINKING`; an action the rules refuse whatever the
///   bot plays ([`Rules::refuse_early`]) is refused first, without it.
#[derive(Clone, Debug)]
pub struct Session<R: Rules> {
    pub(crate) rules: R,
    pub(crate) created_ms: u64,
    /// The latest time a successful call saw, on the game's own clock.
    pub(crate) clock_ms: u64,
    /// The game's clock minus the host's (0 until a rebase).
    pub(crate) offset_ms: i64,
    /// The bots' turns met and not yet passed, each with its one search
    /// (shared with the copies a call works on, and with the thread that
    /// runs it).
    thoughts: Vec<Thought<R::Action>>,
    /// The host's choices: where searches run, and how a late time is
    /// taken. Not part of the game: never logged or snapshotted.
    searches: Searches,
    times: Times,
}

/// How a game takes a `now_ms` earlier than its clock: a host's choice,
/// set per game ([`Session::set_times`]), never logged or snapshotted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Times {
    /// Refused with `TIME_WENT_BACKWARDS` (the default): one thread, or
    /// threads that order their own calls.
    #[default]
    Strict,
    /// Taken as the game's clock, inside the game's lock: several threads
    /// driving one game with their own reads of one monotonic clock (a
    /// call made "at" a moment just after the one it meant, never a
    /// refusal). `rebase` stays strict.
    Clamp,
}

/// The one door every config goes through before a game is made of it
/// (new games, configs read from JSON, replayed logs): the ranges of the
/// game's [`OPTIONS`](Rules::OPTIONS), then its
/// [`validate`](Rules::validate), then, when `admit`, its
/// [`admit`](Rules::admit): for new games, snapshots and every log but
/// gridwords 0.1.0's version 1 ones.
pub fn judge<R: Rules>(config: &R::Config, admit: bool) -> Result<()> {
    let json = serde_json::to_value(config)
        .map_err(|e| Error::new(ErrorCode::InvalidConfig, e.to_string()))?;
    super::options::check(R::OPTIONS, &json)?;
    R::validate(config)?;
    if admit {
        R::admit(config)?;
    }
    Ok(())
}

impl<R: Rules> Session<R> {
    /// A new game created at `now_ms` (deadlines count from here).
    ///
    /// A game whose first timer would already be due at `now_ms` is refused
    /// (`INVALID_ARGUMENT`): deadlines saturate at `u64::MAX`, so near the
    /// end of the clock they would fall at creation, before any call could
    /// report their events, and the game's log would not replay to it.
    pub fn create(config: R::Config, lexicon: &Lexicon, now_ms: u64) -> Result<Session<R>> {
        judge::<R>(&config, true)?;
        R::refuse_legacy(&config)?;
        Self::make(config, lexicon, now_ms)
    }

    /// [`create`](Session::create) for a game already made (a log being
    /// replayed), with [`Rules::admit`] only when `admit` (every log but
    /// gridwords 0.1.0's).
    pub(crate) fn recreate(
        config: R::Config,
        lexicon: &Lexicon,
        now_ms: u64,
        admit: bool,
    ) -> Result<Session<R>> {
        judge::<R>(&config, admit)?;
        Self::make(config, lexicon, now_ms)
    }

    fn make(config: R::Config, lexicon: &Lexicon, now_ms: u64) -> Result<Session<R>> {
        crate::limits::check_time("now_ms", now_ms)?;
        let rules = R::create(config, lexicon, now_ms)?;
        if let Some(due) = rules.next_due().filter(|&t| t > MAX_TIME_MS) {
            return Err(Error::new(
                ErrorCode::InvalidArgument,
                format!(
                    "now_ms {now_ms} is too late to create a game: its first timer ({due}) \
                     would fall past the latest time the engine takes, 2^53 - 1 ms"
                ),
            ));
        }
        Ok(Session::of(rules, now_ms, now_ms, 0))
    }

    /// A session of `rules` with the host's default choices.
    pub(crate) fn of(rules: R, created_ms: u64, clock_ms: u64, offset_ms: i64) -> Session<R> {
        Session {
            rules,
            created_ms,
            clock_ms,
            offset_ms,
            thoughts: Vec::new(),
            searches: Searches::default(),
            times: Times::default(),
        }
    }

    /// Where this game's bot searches run (the host's choice; see
    /// [`Searches`]). Not part of the game: a restored or rebuilt game
    /// starts with the default.
    pub fn set_searches(&mut self, searches: Searches) {
        self.searches = searches;
    }

    /// Where this game's bot searches run.
    pub fn searches(&self) -> Searches {
        self.searches
    }

    /// How this game takes a `now_ms` earlier than its clock (see
    /// [`Times`]). Not part of the game: a restored or rebuilt game starts
    /// with the default.
    pub fn set_times(&mut self, times: Times) {
        self.times = times;
    }

    /// How this game takes a `now_ms` earlier than its clock.
    pub fn times(&self) -> Times {
        self.times
    }

    /// The search for the bot's turn, to run anywhere with the game free:
    /// the one a refused call left waiting (`BOT_THINKING`), else the one
    /// for the bot's turn now standing (its move due or not), if no search
    /// for it has begun. `None`: no bot's turn stands, or its search runs
    /// or is done already. Once it has run, the call that needs the move
    /// finds it made: a host begins the search as soon as the bot's turn
    /// does, so that nothing waits when the move falls due.
    pub fn claim_search(&mut self) -> Option<BotSearch> {
        if let Some(s) = self.thoughts.iter().find_map(Thought::claim) {
            return Some(s);
        }
        let turn = self.rules.next_due().and_then(|t| self.rules.bot_turn(t))?;
        if self
            .thoughts
            .iter()
            .any(|t| t.turn() == turn && !t.failed())
        {
            return None;
        }
        self.thoughts.retain(|t| t.turn() != turn);
        let (thought, search) = Thought::begin(&self.rules, turn, true);
        self.thoughts.push(thought);
        search
    }

    /// A wait for a bot's search while it runs elsewhere.
    pub fn bot_wait(&self) -> Option<BotWait> {
        self.thoughts.iter().find_map(Thought::wait_handle)
    }

    /// The game's rules and state, for reading.
    pub fn rules(&self) -> &R {
        &self.rules
    }

    /// The config the game was created with (it holds the seed: do not show
    /// it to players before the game is over).
    pub fn config(&self) -> &R::Config {
        self.rules.config()
    }

    /// The latest time a successful call has seen, on the host's clock.
    pub fn clock_ms(&self) -> u64 {
        self.host_time(self.clock_ms)
    }

    /// The game's own clock minus the host's: 0 until a
    /// [`rebase`](Self::rebase). A time in the game's records (events,
    /// views, results, logs) is a host time plus this.
    pub fn clock_offset_ms(&self) -> i64 {
        self.offset_ms
    }

    /// Moves the game to a new host clock: `now_old` on the clock the game
    /// has been stepped with is `now_new` on the new one, and every later
    /// call takes the new clock's times. What fell due up to `now_old`
    /// happens first (its events come back, as from `advance`).
    ///
    /// For a phone that rebooted (its monotonic clock starts near 0 again):
    /// restore the game and call `rebase(clock_ms(), now)` to go on where it
    /// stopped (the time it was off does not count), or pass a later
    /// `now_old` to count it. The game's records stay on its own clock, so
    /// its log replays exactly and its view's times keep their meaning
    /// (count a time left against the view's `now_ms`, not the host's
    /// clock); the log and snapshots carry the offset, so a game restored
    /// or rebuilt from them takes the new clock's times too.
    ///
    /// `now_old` earlier than [`clock_ms`](Self::clock_ms) is
    /// `TIME_WENT_BACKWARDS`; clocks more than 2^63 ms apart are
    /// `INVALID_ARGUMENT`. A refused call changes nothing.
    pub fn rebase(&mut self, now_old: u64, now_new: u64) -> Result<Vec<R::Event>> {
        let times = std::mem::replace(&mut self.times, Times::Strict);
        let done = self.rebase_strict(now_old, now_new);
        self.times = times;
        done
    }

    fn rebase_strict(&mut self, now_old: u64, now_new: u64) -> Result<Vec<R::Event>> {
        crate::limits::check_time("now_old", now_old)?;
        crate::limits::check_time("now_new", now_new)?;
        self.check_time(now_old)?;
        let old = self.game_time(now_old)?;
        let offset = i64::try_from(i128::from(old) - i128::from(now_new)).map_err(|_| {
            Error::new(
                ErrorCode::InvalidArgument,
                format!(
                    "rebase: the clocks are too far apart (now_old {now_old}, now_new {now_new})"
                ),
            )
        })?;
        let events = self.advance(now_old)?;
        self.offset_ms = offset;
        Ok(events)
    }

    /// When the game was created, on the game's own clock.
    pub fn created_ms(&self) -> u64 {
        self.created_ms
    }

    /// Number of seats; seats are numbered `0..seat_count()` in config order.
    pub fn seat_count(&self) -> usize {
        self.rules.seat_count()
    }

    /// The word list this game plays with.
    pub fn lexicon(&self) -> &Lexicon {
        self.rules.lexicon()
    }

    /// Whether the game plays with a list other than the shipped one (its
    /// logs and snapshots then need that list to replay or restore).
    pub fn custom_lexicon(&self) -> bool {
        !Lexicon::ptr_eq(self.rules.lexicon(), Lexicon::embedded())
    }

    /// When the game next needs the clock, if ever, on the host's clock:
    /// call `advance` then.
    pub fn next_due(&self) -> Option<u64> {
        self.rules.next_due().map(|t| self.host_time(t))
    }

    /// The settled outcome, once the game is over.
    pub fn outcome(&self) -> Option<&R::Outcome> {
        self.rules.outcome()
    }

    /// Whether the game is over (settled).
    pub fn is_over(&self) -> bool {
        self.rules.outcome().is_some()
    }

    /// A seat's action at `now_ms`, with the events it caused (all of them:
    /// filter with [`visible`](Self::visible) before forwarding).
    ///
    /// When a bot's move fell due before `now_ms` and is not made yet, it
    /// comes first: an action the rules refuse whatever the bot plays is
    /// refused at once ([`Rules::refuse_early`]); otherwise the move's
    /// search is found done, or by [`Searches`] runs here (or is waited
    /// for, when another thread runs it), or the call is refused with
    /// `BOT_THINKING`.
    pub fn act(&mut self, seat: usize, action: &R::Action, now_ms: u64) -> Result<Vec<R::Event>> {
        self.live(|g, live| g.act_with(seat, action, now_ms, live))
    }

    /// Makes a live call with this game's thoughts as its source of bots'
    /// moves (taken out for the call), then puts them back, less the turns
    /// the game has passed (every turn due by the clock has been made).
    fn live<T>(&mut self, call: impl FnOnce(&mut Self, &mut Live<R::Action>) -> T) -> T {
        let mut live = Live {
            thoughts: std::mem::take(&mut self.thoughts),
            searches: self.searches,
        };
        let done = call(self, &mut live);
        let clock = self.clock_ms;
        self.thoughts = live.thoughts;
        self.thoughts.retain(|t| t.turn().at_ms > clock);
        done
    }

    /// [`act`](Self::act), with the bots' moves from `bots`.
    pub(crate) fn act_with(
        &mut self,
        seat: usize,
        action: &R::Action,
        now_ms: u64,
        bots: &mut impl Source<R>,
    ) -> Result<Vec<R::Event>> {
        let now_ms = self.now(now_ms)?;
        self.check_seat(seat)?;
        let now_ms = self.game_time(now_ms)?;
        let mut events = Vec::new();
        if self.rules.next_due().is_some_and(|t| t <= now_ms) {
            let mut copy = self.clone();
            copy.catch_up(now_ms, &mut events, bots, Some((seat, action)))?;
            copy.rules.apply(seat, action, now_ms, &mut events)?;
            copy.catch_up(now_ms, &mut events, bots, None)?;
            copy.clock_ms = now_ms;
            *self = copy;
        } else {
            self.rules.apply(seat, action, now_ms, &mut events)?;
            self.catch_up(now_ms, &mut events, bots, None)?;
            self.clock_ms = now_ms;
        }
        Ok(events)
    }

    /// Brings the game up to `now_ms`: whatever fell due happens. A bot's
    /// move that fell due is found done, or by [`Searches`] searched for
    /// here (Wordgrid's hard bot: up to about half a second) or waited for
    /// (another thread runs it), or the call is refused with
    /// `BOT_THINKING` (a game whose searches run apart: claim the search,
    /// run it with the game free, and advance again;
    /// [`AnyGame::call_shared`](crate::AnyGame::call_shared) is that loop).
    pub fn advance(&mut self, now_ms: u64) -> Result<Vec<R::Event>> {
        self.live(|g, live| g.advance_with(now_ms, live))
    }

    /// [`advance`](Self::advance), with the bots' moves from `bots`.
    pub(crate) fn advance_with(
        &mut self,
        now_ms: u64,
        bots: &mut impl Source<R>,
    ) -> Result<Vec<R::Event>> {
        let now_ms = self.now(now_ms)?;
        let now_ms = self.game_time(now_ms)?;
        let mut events = Vec::new();
        if self.rules.next_due().is_some_and(|t| t <= now_ms) {
            // On a copy: a refusal (BOT_THINKING) leaves the game as it was.
            let mut copy = self.clone();
            copy.catch_up(now_ms, &mut events, bots, None)?;
            copy.clock_ms = now_ms;
            *self = copy;
        } else {
            self.clock_ms = now_ms;
        }
        Ok(events)
    }

    /// Who may see `event`.
    pub fn audience(event: &R::Event) -> Audience {
        R::audience(event)
    }

    /// The events `viewer` may see (`None`: spectators), in order. Forward
    /// these, never the whole list, to a seat's client.
    ///
    /// ```rust
    /// use gridwords::hunt::{Config, Event, Game, SeatKind};
    ///
    /// let mut g = Game::new(Config::new(vec![SeatKind::Human, SeatKind::Human], 42), 0)?;
    /// g.ready(0, 100)?;
    /// g.ready(1, 200)?; // T0 = 3 200
    /// // The tray opens (due at 3 200), then seat 0's word is accepted.
    /// let events = g.submit(0, "bead", 5_000)?;
    /// assert_eq!(events.len(), 2);
    ///
    /// assert_eq!(Game::visible(&events, Some(0)), events);
    /// let others = Game::visible(&events, Some(1));
    /// assert!(matches!(others.as_slice(), [Event::RoundOpen { .. }]));
    /// assert_eq!(Game::visible(&events, None), others); // spectators
    /// # Ok::<(), gridwords::Error>(())
    /// ```
    pub fn visible(events: &[R::Event], viewer: Option<usize>) -> Vec<R::Event> {
        events
            .iter()
            .filter(|e| R::audience(e).admits(viewer))
            .cloned()
            .collect()
    }

    /// What `viewer` may see now (`None`: a spectator).
    pub fn view_for(&self, viewer: Option<usize>) -> Result<R::View> {
        if let Some(s) = viewer {
            self.check_seat(s)?;
        }
        Ok(self.rules.view(viewer, self.clock_ms))
    }

    /// The log so far. It holds the seed and every seat's actions: keep it
    /// on the server until the game is over.
    pub fn log(&self) -> Log<R> {
        self.record(Some(self.rules.derived()))
    }

    /// The log with `derived` as its derived record (`None`: a record for
    /// a caller that compares whole states, `check_own_record`).
    fn record(&self, derived: Option<R::Derived>) -> Log<R> {
        Log {
            version: LOG_VERSION,
            game: R::GAME.into(),
            lexicon: if self.custom_lexicon() {
                "custom"
            } else {
                "embedded"
            }
            .into(),
            lexicon_sha256: Some(self.lexicon().fingerprint().to_string()),
            config: self.config().clone(),
            created_ms: self.created_ms,
            actions: self.rules.actions(),
            until_ms: self.clock_ms,
            derived,
            clock_offset_ms: self.offset_ms,
        }
    }

    /// The log as JSON (a server-side secret until the game is over, like
    /// the log itself).
    pub fn log_json(&self) -> String {
        self.log().to_json()
    }

    /// The game as bytes: a framed, versioned, checksummed snapshot. It holds
    /// the seed and every seat's words: keep it on the server until the game
    /// is over.
    pub fn snapshot(&self) -> Vec<u8> {
        snapshot::write::<R>(
            self.created_ms,
            self.clock_ms,
            self.offset_ms,
            self.lexicon().fingerprint(),
            self.rules.state(),
        )
    }

    /// Restores a snapshot, refusing one whose state is not what its own
    /// record replays to (`check_own_record`). `lexicon`: the list the game was played with;
    /// `None` for the shipped one. A list whose fingerprint is not the one
    /// the snapshot records is `LEXICON_MISMATCH`; a format 2 snapshot
    /// (before fingerprints) of a shipped-list game is pinned to the list
    /// shipped then, and one of a custom-list game to nothing (it needs its
    /// list given, as it always did).
    pub fn restore_bytes(bytes: &[u8], lexicon: Option<&Lexicon>) -> Result<Session<R>> {
        let g = Self::restore_state(bytes, lexicon)?;
        g.check_own_record()?;
        Ok(g)
    }

    /// Restores a snapshot this host sealed with `key`
    /// ([`seal::seal_snapshot`](crate::seal::seal_snapshot)): the seal is
    /// checked first (`SEAL_BROKEN`, `NOT_SEALED`, `INVALID_KEY`), and its
    /// holding is the proof that the bytes are the engine's own snapshot,
    /// unedited, so the replay of its own record
    /// ([`restore_bytes`](Self::restore_bytes)'s check, a replay of every
    /// action) is not run again: a sealed restore costs the seal's check
    /// and the decoding (docs/performance.md). Every check of the frame, the
    /// word list and the state's shape still runs. Seal only what
    /// `snapshot()` wrote: a seal vouches for whatever its key's holder
    /// sealed.
    pub fn restore_sealed(
        sealed: &[u8],
        key: &[u8],
        lexicon: Option<&Lexicon>,
    ) -> Result<Session<R>> {
        let (_, snapshot) = crate::seal::opened_snapshot(sealed, key)?;
        Self::restore_state(snapshot, lexicon)
    }

    /// The one choice every surface's `restore(bytes, lexicon, key)`
    /// makes: with the host's `key`, a sealed snapshot
    /// ([`restore_sealed`](Self::restore_sealed)); without, a plain one
    /// ([`restore_bytes`](Self::restore_bytes)).
    pub fn restore_keyed(
        bytes: &[u8],
        lexicon: Option<&Lexicon>,
        key: Option<&[u8]>,
    ) -> Result<Session<R>> {
        match key {
            Some(key) => Self::restore_sealed(bytes, key, lexicon),
            None => Self::restore_bytes(bytes, lexicon),
        }
    }

    /// A snapshot's state, with every check but its own record's replay:
    /// for the bytes of a seal that holds.
    pub(crate) fn restore_state(bytes: &[u8], lexicon: Option<&Lexicon>) -> Result<Session<R>> {
        let saved = snapshot::read::<R>(bytes)?;
        // A format 2 snapshot of a game on another list (a flag, before
        // fingerprints) is pinned to nothing: it needs its list given.
        let pinned = match (&saved.lexicon_sha256, lexicon) {
            (Some(sha), _) => sha.as_str(),
            (None, Some(given)) => given.fingerprint(),
            (None, None) => {
                return Err(Error::new(
                    ErrorCode::InvalidSnapshot,
                    "this game was played with a custom word list; restore it with that list",
                ))
            }
        };
        let lexicon = lexicon.unwrap_or(Lexicon::embedded());
        lexicon.check_pinned("snapshot", pinned)?;
        if saved.clock_ms > MAX_TIME_MS {
            return Err(Error::new(
                ErrorCode::InvalidSnapshot,
                format!(
                    "inconsistent snapshot: clock {} past the latest time the engine takes, \
                     2^53 - 1 ms",
                    saved.clock_ms
                ),
            ));
        }
        if saved.clock_ms < saved.created_ms {
            return Err(Error::new(
                ErrorCode::InvalidSnapshot,
                "inconsistent snapshot: clock before creation",
            ));
        }
        let rules = judge::<R>(R::state_config(&saved.state), true)
            .and_then(|()| R::from_state(saved.state, lexicon))
            .map_err(|e| {
                Error::new(
                    ErrorCode::InvalidSnapshot,
                    format!("inconsistent snapshot: {}", e.message()),
                )
            })?;
        let g = Session::of(rules, saved.created_ms, saved.clock_ms, saved.offset_ms);
        g.check_offset()
            .map_err(|e| Error::new(ErrorCode::InvalidSnapshot, e.message().to_string()))?;
        Ok(g)
    }

    /// A snapshot agrees with its game: the record it carries (config,
    /// actions, derived, times) replays, through the one replay path, to
    /// exactly the state it holds. A session's state is always what its
    /// log replays to (every call first catches up what fell due), so a
    /// genuine snapshot passes, and an edited one whose checksum was
    /// recomputed (a tray or field the seed does not deal, a score or
    /// winner its moves do not give, a word its path does not spell, a
    /// settlement its stake does not make) is refused. The bots' moves are
    /// taken from the record, not searched for.
    fn check_own_record(&self) -> Result<()> {
        let lexicon = self.lexicon();
        let inconsistent = |why: String| {
            Error::new(
                ErrorCode::InvalidSnapshot,
                format!("inconsistent snapshot: {why}"),
            )
        };
        // Without the derived record: it is the state's, and equal states stand for it.
        let replayed = self.record(None).replay_to_state(lexicon).map_err(|e| {
            inconsistent(format!("its own record does not replay: {}", e.message()))
        })?;
        let same_times = (replayed.created_ms, replayed.clock_ms, replayed.offset_ms)
            == (self.created_ms, self.clock_ms, self.offset_ms);
        if !same_times || replayed.rules.state() != self.rules.state() {
            return Err(inconsistent(
                "its state is not the one its own record replays to".into(),
            ));
        }
        Ok(())
    }

    /// The time a call is taken at: `now_ms`, or the game's clock for an
    /// earlier one under [`Times::Clamp`] (else `TIME_WENT_BACKWARDS`).
    fn now(&self, now_ms: u64) -> Result<u64> {
        crate::limits::check_time("now_ms", now_ms)?;
        match self.times {
            Times::Clamp => Ok(now_ms.max(self.clock_ms())),
            Times::Strict => self.check_time(now_ms).map(|()| now_ms),
        }
    }

    /// A host time, checked against the latest one a call saw.
    fn check_time(&self, now_ms: u64) -> Result<()> {
        let clock = self.clock_ms();
        if now_ms < clock {
            return Err(Error::new(
                ErrorCode::TimeWentBackwards,
                format!("now_ms {now_ms} is before {clock} (time went backwards)"),
            ));
        }
        Ok(())
    }

    /// A host time on the game's own clock.
    fn game_time(&self, now_ms: u64) -> Result<u64> {
        let t = i128::from(now_ms) + i128::from(self.offset_ms);
        match u64::try_from(t) {
            Ok(t) if t <= MAX_TIME_MS => Ok(t),
            _ => Err(Error::new(
                ErrorCode::InvalidArgument,
                format!(
                    "now_ms {now_ms} is past the end of this game's clock (rebased by {} ms; \
                     the game's clock ends at 2^53 - 1 ms)",
                    self.offset_ms
                ),
            )),
        }
    }

    /// A time on the game's own clock, on the host's (0 if before the
    /// host clock's start: a time from before a rebase).
    fn host_time(&self, game_ms: u64) -> u64 {
        let t = i128::from(game_ms) - i128::from(self.offset_ms);
        u64::try_from(t.max(0)).unwrap_or(u64::MAX)
    }

    /// The offset of a record read back maps the game's clock onto a host
    /// time (a crafted one could not).
    pub(crate) fn check_offset(&self) -> Result<()> {
        let host = i128::from(self.clock_ms) - i128::from(self.offset_ms);
        let range = 0..=i128::from(MAX_TIME_MS);
        if !range.contains(&host) || !range.contains(&i128::from(self.clock_ms)) {
            return Err(Error::new(
                ErrorCode::InvalidLog,
                format!(
                    "clock offset {} ms puts the game's clock {} outside the host's",
                    self.offset_ms, self.clock_ms
                ),
            ));
        }
        Ok(())
    }

    fn check_seat(&self, seat: usize) -> Result<()> {
        let n = self.rules.seat_count();
        if seat >= n {
            return Err(Error::new(
                ErrorCode::UnknownSeat,
                format!("no seat {seat}; this game has seats 0-{}", n - 1),
            ));
        }
        Ok(())
    }

    /// Makes happen what falls due up to `now_ms`, in time order, with the
    /// bots' moves from `bots`. `acting`: the action the call makes after
    /// catching up, which the rules may refuse before a bot's move.
    fn catch_up(
        &mut self,
        now_ms: u64,
        events: &mut Vec<R::Event>,
        bots: &mut impl Source<R>,
        acting: Option<(usize, &R::Action)>,
    ) -> Result<()> {
        while let Some(t) = self.rules.next_due() {
            if t > now_ms {
                break;
            }
            let Some(turn) = self.rules.bot_turn(t) else {
                self.rules.fire(t, events);
                continue;
            };
            if let Some(e) = acting.and_then(|(seat, a)| self.rules.refuse_early(turn, seat, a)) {
                return Err(e);
            }
            match bots.answer(&self.rules, turn) {
                Ok(Some(action)) => self
                    .rules
                    .bot_play(turn, &action, events)
                    .map_err(|e| bots.refused(turn, e))?,
                Ok(None) => self.rules.fire(t, events),
                Err(Stop::Thinking(turn)) => return Err(thinking(turn, self.offset_ms)),
                Err(Stop::Refused(e)) => return Err(e),
            }
        }
        Ok(())
    }
}

/// `BOT_THINKING` for `turn` (its time told on the host's clock).
fn thinking(turn: BotTurn, offset_ms: i64) -> Error {
    let due =
        u64::try_from((i128::from(turn.at_ms) - i128::from(offset_ms)).max(0)).unwrap_or(u64::MAX);
    Error::new(
        ErrorCode::BotThinking,
        format!(
            "seat {}'s bot is still searching for its move due at {due}; nothing changed: \
             call again when the search is done (an advance waits for it)",
            turn.seat
        ),
    )
}

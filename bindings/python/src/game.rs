//! The generic game class: `gridwords.Game` over the core's `AnyGame`
//! (every game, JSON-shaped dicts in and out). The typed classes
//! (`gridwords.hunt.Game`, `gridwords.duel.Game`) are its subclasses
//! ([`crate::typed`]) and share its state, a mutex around the `AnyGame`. Fast calls take it
//! with the GIL held ([`Game::lock`]); calls whose work grows with the game
//! (log, snapshot) give up the GIL first and take it blocking
//! ([`Game::without_gil`]). Whoever waits for the mutex never holds the
//! GIL, so the holder can always finish: two threads on one game get one
//! call after the other, never "Already borrowed" and never a deadlock.
//!
//! A bot's search never runs, and no one waits for one, under the mutex:
//! every game is wrapped with `Searches::Apart` ([`Game::wrap`], the one
//! door of every constructor, restore, log and unpickle), and every call
//! that changes the game goes through the engine's one loop for a shared
//! game, [`Game::shared`] (`AnyGame::call_shared`): a seat's action past a
//! bot's due move whose search nobody began runs that search here, with
//! the GIL and the mutex released, then is made; one whose search runs on
//! another thread is refused at once with `BOT_THINKING` and changes
//! nothing. `advance`, `rebase` and `play_out` run the search or wait for
//! it, the same way. Getters take the mutex alone and never wait.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard, TryLockError};

use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyTuple};

use gridwords::engine::{Blocked, BotReplay, Check, Patience, Searches, Times};
use gridwords::{AnyGame, Error as CoreError, ErrorCode, Session};

use crate::lexicon::{for_pickle, Lexicon};
use crate::topy::to_py;

use crate::args::{
    Action, Config, Data, Events, Key, Log, NowMs, NowNew, NowOld, ResultJson, Seat,
};
use crate::{err, json_loads, OrPy};

/// How often a call found a game's lock held and waited for it (a test
/// checks that the waiting path really runs).
static LOCK_WAITS: AtomicU64 = AtomicU64::new(0);

fn poisoned() -> CoreError {
    CoreError::new(
        ErrorCode::Panic,
        "this game was left unusable by an earlier panic; restore it from a snapshot",
    )
}

/// A game of any kind (`{"game": "hunt", ...}`, `{"game": "duel", ...}`),
/// driven by JSON-shaped dicts. Thread-safe: calls from several threads are
/// serialised by an internal lock.
#[pyclass(frozen, subclass, module = "gridwords", name = "Game")]
pub struct Game {
    inner: Mutex<AnyGame>,
}

/// Finishes what holds up a call on a shared game (a bot's search to run,
/// or one running elsewhere to wait for) with the GIL released; the
/// game's lock is free meanwhile (`call_shared` calls this between two
/// turns of the lock). Always `true`: Python's calls block, so the call is
/// made again.
fn finish(py: Python<'_>, blocked: Blocked) -> bool {
    py.detach(|| blocked.finish());
    true
}

impl Game {
    /// The one door of every game into Python (new, restore, from_log,
    /// unpickling, the typed constructors and records): its searches run
    /// apart, so no call searches or waits while holding the lock.
    pub(crate) fn wrap(mut g: AnyGame) -> Game {
        g.set_searches(Searches::Apart);
        Game {
            inner: Mutex::new(g),
        }
    }

    /// Takes the game's lock. Uncontended, it is one atomic operation; when
    /// another thread holds it, this thread waits with the GIL released, so
    /// the holder can always finish. Nothing that may run Python code (and
    /// so hand the GIL to another thread) runs while the lock is held: the
    /// callers convert errors and results only after dropping the guard.
    fn lock(&self, py: Python<'_>) -> gridwords::Result<MutexGuard<'_, AnyGame>> {
        loop {
            match self.inner.try_lock() {
                Ok(g) => return Ok(g),
                Err(TryLockError::Poisoned(_)) => return Err(poisoned()),
                // Wait (without the GIL) until the holder lets go, then try
                // again with the GIL. A guard cannot leave `detach`.
                Err(TryLockError::WouldBlock) => {
                    LOCK_WAITS.fetch_add(1, Ordering::Relaxed);
                    py.detach(|| drop(self.inner.lock()));
                }
            }
        }
    }

    /// Runs `f` on the game under its lock, and only then turns the outcome
    /// into Python objects.
    fn with<R>(
        &self,
        py: Python<'_>,
        f: impl FnOnce(&mut AnyGame) -> gridwords::Result<R>,
    ) -> PyResult<R> {
        let outcome = {
            let mut g = self.lock(py).or_py()?;
            f(&mut g)
        };
        outcome.or_py()
    }

    /// Makes `call`, a call that changes the game, by the engine's loop
    /// for a game that threads share (`AnyGame::call_shared`): each turn
    /// runs under the lock (taken as [`Game::lock`] takes it), and a bot's
    /// search the call needs runs, or is waited for, between two turns
    /// with the lock free and the GIL released ([`finish`]). `Refuse` (a
    /// seat's action): a search running on another thread is
    /// `BOT_THINKING` at once; `Wait` (advance, rebase): it is waited for.
    fn shared<T>(
        &self,
        py: Python<'_>,
        patience: Patience,
        call: impl FnMut(&mut AnyGame) -> gridwords::Result<T>,
    ) -> PyResult<T> {
        AnyGame::call_shared(
            patience,
            |step| self.step(py, step),
            |blocked| finish(py, blocked),
            call,
        )
        .or_py()
    }

    /// One turn of the engine's loop under the game's lock.
    fn step(&self, py: Python<'_>, step: &mut dyn FnMut(&mut AnyGame)) -> gridwords::Result<()> {
        step(&mut *self.lock(py)?);
        Ok(())
    }

    /// Runs `f` on the game without the GIL: waits for the lock, works and
    /// lets go, all while other threads run Python.
    fn without_gil<R: Send>(
        &self,
        py: Python<'_>,
        f: impl FnOnce(&mut AnyGame) -> R + Send,
    ) -> PyResult<R> {
        py.detach(|| match self.inner.lock() {
            Ok(mut g) => Ok(f(&mut g)),
            Err(_) => Err(poisoned()),
        })
        .or_py()
    }

    /// [`Game::typed`] without the GIL: for typed calls that take
    /// milliseconds (Sóló's best swaps).
    pub(crate) fn typed_detached<R: gridwords::Registered + Send, T: Send>(
        &self,
        py: Python<'_>,
        f: impl FnOnce(&mut Session<R>) -> gridwords::Result<T> + Send,
    ) -> PyResult<T> {
        self.without_gil(py, |g| f(g.session_mut::<R>()?))?.or_py()
    }

    /// A seat's typed action on the session of game `R` (`WRONG_GAME` for
    /// another game), by [`Game::shared`] with `Patience::Refuse`.
    pub(crate) fn typed_act<R: gridwords::Registered + Send, T>(
        &self,
        py: Python<'_>,
        mut f: impl FnMut(&mut Session<R>) -> gridwords::Result<T>,
    ) -> PyResult<T> {
        self.shared(py, Patience::Refuse, |g| f(g.session_mut::<R>()?))
    }

    /// Runs `f` on the session of game `R` (the typed getters), or
    /// `WRONG_GAME` when this is another game.
    pub(crate) fn typed<R: gridwords::Registered + Send, T>(
        &self,
        py: Python<'_>,
        f: impl FnOnce(&mut Session<R>) -> gridwords::Result<T>,
    ) -> PyResult<T> {
        self.with(py, |g| f(g.session_mut::<R>()?))
    }
}

pub(crate) fn lex_ref(lexicon: Option<&Lexicon>) -> Option<gridwords::Lexicon> {
    lexicon.map(|l| l.inner.clone())
}

#[pymethods]
impl Game {
    /// A new game from its config, `{"game": "hunt", ...that game's
    /// config}` as a dict or JSON text, created at `now_ms` on `lexicon`
    /// (default: the shipped list).
    #[new]
    #[pyo3(signature = (config, now_ms, *, lexicon=None))]
    fn new(
        py: Python<'_>,
        config: Config,
        now_ms: NowMs,
        lexicon: Option<&Lexicon>,
    ) -> PyResult<Game> {
        let lex = lex_ref(lexicon);
        let g = py
            .detach(|| AnyGame::new(&config.0, lex.as_ref(), now_ms.0))
            .or_py()?;
        Ok(Game::wrap(g))
    }

    /// The game's name (`"hunt"`, `"duel"`).
    #[getter]
    fn game(&self, py: Python<'_>) -> PyResult<&'static str> {
        self.with(py, |g| Ok(g.game()))
    }

    /// How many seats the game has.
    #[getter]
    fn seat_count(&self, py: Python<'_>) -> PyResult<usize> {
        self.with(py, |g| Ok(g.seat_count()))
    }

    /// When the game next needs the clock (call `advance` then), or None.
    /// A host secret while a bot seat plays: it tells when the bot will
    /// act (and so how long it will think); never send it to a seat.
    #[getter]
    fn next_due(&self, py: Python<'_>) -> PyResult<Option<u64>> {
        self.with(py, |g| Ok(g.next_due()))
    }

    /// The latest `now_ms` a successful call has seen, on the host's clock:
    /// an earlier time is `TIME_WENT_BACKWARDS` (taken as this one when
    /// `clamp_times` is set).
    #[getter]
    fn clock_ms(&self, py: Python<'_>) -> PyResult<u64> {
        self.with(py, |g| Ok(g.clock_ms()))
    }

    /// Whether the game is over.
    #[getter]
    fn is_over(&self, py: Python<'_>) -> PyResult<bool> {
        self.with(py, |g| Ok(g.is_over()))
    }

    /// A seat's action, `{"action": "submit", "seat": 0, "word": "tone"}`
    /// as a dict or JSON text, at `now_ms`. Returns every event it caused
    /// (list of dicts), every seat's, private ones included (another
    /// seat's words, a bot's move): pass them through
    /// `events_for(events, seat)` before showing them to a seat. Past a bot's due move (Wordgrid), an action the rules
    /// refuse whatever the bot plays is refused at once with its own code;
    /// else the bot's move is made first: found already, or searched for
    /// here with the GIL and the game's lock released if no thread began
    /// its search, or, if another thread is searching (`think`,
    /// `advance`), `BOT_THINKING` at once, the game unchanged: try again
    /// after the search.
    fn act<'py>(
        &self,
        py: Python<'py>,
        action: Action,
        now_ms: NowMs,
    ) -> PyResult<Bound<'py, PyAny>> {
        let events = self.shared(py, Patience::Refuse, |g| g.act_json(&action.0, now_ms.0))?;
        to_py(py, &events)
    }

    /// Moves the clock: whatever fell due happens (deadlines, bots' moves,
    /// the end). Returns every event, every seat's, private ones included:
    /// filter with `events_for(events, seat)` before forwarding. A bot's move that falls due is
    /// searched for here (a Wordgrid hard bot: up to half a second), or
    /// its search running on another thread is waited for, with the GIL
    /// and the game's lock released, so other threads' calls on this game
    /// answer meanwhile.
    fn advance<'py>(&self, py: Python<'py>, now_ms: NowMs) -> PyResult<Bound<'py, PyAny>> {
        let events = self.shared(py, Patience::Wait, |g| g.advance(now_ms.0))?;
        to_py(py, &events)
    }

    /// Plays the game to its end with no seat acting: the clock jumps from
    /// each due time to the next (bots move, deadlines pass), so a
    /// bot-only game ends as it would on the clock; a human seat that
    /// never acts forfeits or runs out of time. Returns every event. Each
    /// bot search runs with the GIL and the game's lock released.
    fn play_out<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let events =
            AnyGame::play_out_shared(|step| self.step(py, step), |blocked| finish(py, blocked))
                .or_py()?;
        to_py(py, &events)
    }

    /// Begins the bot's search for its standing turn now (Wordgrid: as
    /// soon as the human has moved), so that nothing waits when the move
    /// falls due: a worker thread calls it right after the move that
    /// began the bot's turn. The search runs here, with the GIL and the
    /// game's lock released (other threads' calls answer meanwhile, a
    /// seat's action past the bot's due time gets `BOT_THINKING`), and
    /// `think` returns when it is done; the move is made when it falls due
    /// (`advance`). Returns None at once if no bot's turn stands or its
    /// search has begun already (here or on another thread).
    #[pyo3(text_signature = "($self)")]
    fn think(&self, py: Python<'_>) -> PyResult<()> {
        let search = self.lock(py).or_py()?.claim_search();
        if let Some(search) = search {
            py.detach(|| search.run());
        }
        Ok(())
    }

    /// Whether a `now_ms` earlier than the game's clock is taken as the
    /// game's clock (True) instead of refused with `TIME_WENT_BACKWARDS`
    /// (False, the default). Set it when several threads drive one game,
    /// each with its own read of one monotonic clock: a thread that read
    /// the clock just before another thread's call moved the game on would
    /// otherwise be refused; clamped, its call is made at the game's clock,
    /// decided inside the game's lock. `rebase` stays strict. A host's
    /// choice, not the game's: it is not in the log or the snapshot, so a
    /// restored, rebuilt or unpickled game is strict again (set it again).
    #[getter]
    fn clamp_times(&self, py: Python<'_>) -> PyResult<bool> {
        self.with(py, |g| Ok(g.times() == Times::Clamp))
    }

    #[setter]
    fn set_clamp_times(&self, py: Python<'_>, clamp: bool) -> PyResult<()> {
        let times = if clamp { Times::Clamp } else { Times::Strict };
        self.with(py, |g| {
            g.set_times(times);
            Ok(())
        })
    }

    /// Moves the game to a new host clock: ``now_old`` on the clock the
    /// game has been stepped with is ``now_new`` on the new one, and later
    /// calls take the new clock's times (``clock_ms`` and ``next_due``
    /// answer on it). What fell due up to ``now_old`` happens first; its
    /// events come back. After a restart on a clock that began again (a
    /// reboot), ``g.rebase(g.clock_ms, now)`` goes on where the game
    /// stopped. Events, views, results and logs stay on the game's own
    /// clock (count a time left against a view's ``now_ms``); snapshots and
    /// logs carry the offset. ``now_old`` before the game's clock is
    /// ``TIME_WENT_BACKWARDS`` (``clamp_times`` or not); a refused call
    /// changes nothing. A bot's move due by ``now_old`` is searched for, or
    /// waited for, as ``advance`` does.
    fn rebase<'py>(
        &self,
        py: Python<'py>,
        now_old: NowOld,
        now_new: NowNew,
    ) -> PyResult<Bound<'py, PyAny>> {
        let events = self.shared(py, Patience::Wait, |g| g.rebase(now_old.0, now_new.0))?;
        to_py(py, &events)
    }

    /// The events (as `act`/`advance` returned them, or their JSON) that
    /// `viewer` may see: a seat number, or None for spectators. The core
    /// decides; forward only these to a player.
    #[pyo3(signature = (events, viewer))]
    fn events_for<'py>(
        &self,
        py: Python<'py>,
        events: Events,
        viewer: Option<Seat>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let viewer = viewer.map(|s| s.0);
        let out = self.with(py, |g| g.events_for_json(&events.0, viewer))?;
        json_loads(py, &out)
    }

    /// What `viewer` may see now (a seat, or None: a spectator), as a dict.
    /// It answers for any seat it is asked about: the host must ask for the
    /// seat of the player who is asking, never one a request names.
    #[pyo3(signature = (viewer=None))]
    fn view<'py>(&self, py: Python<'py>, viewer: Option<Seat>) -> PyResult<Bound<'py, PyAny>> {
        let json = self.with(py, |g| g.view_json(viewer.map(|s| s.0)))?;
        json_loads(py, &json)
    }

    /// The settled result as a dict once the game is over, else None.
    fn result<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        let json = self.with(py, |g| Ok(g.result_json()))?;
        json.map(|j| json_loads(py, &j)).transpose()
    }

    /// The result JSON once over (the bytes `replay_json` gives), else None.
    fn result_json(&self, py: Python<'_>) -> PyResult<Option<String>> {
        self.with(py, |g| Ok(g.result_json()))
    }

    /// The config as a dict, `"game"` first (the seed as "0x" + 16 hex
    /// digits). It holds the seed, which decides every tray, board, deal
    /// and bot's move: a server secret until the game is over (show a
    /// player `view(seat)`, never the config).
    fn config<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let json = self.with(py, |g| Ok(g.config_json()))?;
        json_loads(py, &json)
    }

    /// The log as JSON (replay it with `gridwords.replay`). It holds the
    /// seed and every seat's actions: keep it on the server until the game
    /// is over.
    fn log(&self, py: Python<'_>) -> PyResult<String> {
        self.without_gil(py, |g| g.log_json())
    }

    /// The full state as versioned, checksummed snapshot bytes (a server
    /// secret until the game is over, like the log).
    fn snapshot<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyBytes>> {
        let bytes = self.without_gil(py, |g| g.snapshot())?;
        Ok(PyBytes::new(py, &bytes))
    }

    /// A game restored from `snapshot()` bytes (any game; `bytes`, a
    /// `bytearray` or a `memoryview`; `lexicon`: the list it was played
    /// with, if not the shipped one). `key`: the bytes are a snapshot this
    /// host sealed (`seal("snapshot", ...)`), whose seal must hold
    /// (`SEAL_BROKEN`; plain bytes `NOT_SEALED`); the seal then stands for
    /// the replay of the snapshot's own record that a plain restore runs.
    #[staticmethod]
    #[pyo3(signature = (data, *, lexicon=None, key=None))]
    fn restore(
        py: Python<'_>,
        data: Data,
        lexicon: Option<&Lexicon>,
        key: Option<Key>,
    ) -> PyResult<Game> {
        let lex = lex_ref(lexicon);
        let data: &[u8] = &data.0;
        let key: Option<&[u8]> = key.as_ref().map(|k| &k.0[..]);
        let g = py
            .detach(|| AnyGame::restore_keyed(data, lex.as_ref(), key))
            .or_py()?;
        Ok(Game::wrap(g))
    }

    /// A game rebuilt from its JSON log (any game; over or not).
    #[staticmethod]
    #[pyo3(signature = (log, *, lexicon=None))]
    fn from_log(py: Python<'_>, log: Log, lexicon: Option<&Lexicon>) -> PyResult<Game> {
        let lex = lex_ref(lexicon);
        let g = py
            .detach(|| AnyGame::from_log_json(&log.0, lex.as_ref()))
            .or_py()?;
        Ok(Game::wrap(g))
    }

    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let (bytes, lex) = slf
            .get()
            .without_gil(py, |g| (g.snapshot(), for_pickle(g.lexicon())))?;
        let restore = py.import("gridwords")?.getattr("_restore")?;
        let cls = slf.get_type();
        let bytes = PyBytes::new(py, &bytes);
        match lex {
            None => (restore, (cls, bytes)).into_pyobject(py),
            Some(lex) => (restore, (cls, bytes, lex)).into_pyobject(py),
        }
    }

    /// The game drawn as an SVG document, as a spectator sees it now (the
    /// core's `AnyGame::spectator_svg`: what any viewer may be shown; a
    /// Word Grid tray stays blank until the round opens).
    fn to_svg(&self, py: Python<'_>) -> PyResult<String> {
        self.with(py, |g| g.spectator_svg())
    }

    /// Jupyter's rich display: `to_svg()`.
    fn _repr_svg_(&self, py: Python<'_>) -> PyResult<String> {
        self.to_svg(py)
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let (game, seats, over) = self.with(py, |g| Ok((g.game(), g.seat_count(), g.is_over())))?;
        let state = if over { "over" } else { "live" };
        Ok(format!("<gridwords.Game {game:?}: {seats} seats, {state}>"))
    }
}

/// Replays a JSON log of any game and returns the result JSON: the same
/// bytes in every binding.
#[pyfunction]
#[pyo3(signature = (log, *, lexicon=None))]
fn replay_json(py: Python<'_>, log: Log, lexicon: Option<&Lexicon>) -> PyResult<String> {
    let lex = lex_ref(lexicon);
    py.detach(|| AnyGame::replay_json(&log.0, lex.as_ref()))
        .or_py()
}

/// How the bots' logged moves are checked: searched again
/// ([`BotReplay::Rerun`], the default) unless `trust_bots`; `rerun_bots`
/// is the older name of the default, so `rerun_bots=False` alone is still
/// the full check, and both `True` contradict each other
/// (`INVALID_ARGUMENT`).
/// `min_version` (the oldest log format taken; `None`: every one) is
/// judged by the core.
pub(crate) fn check(
    trust_bots: bool,
    rerun_bots: bool,
    min_version: Option<u64>,
) -> PyResult<Check> {
    let bots = match (trust_bots, rerun_bots) {
        (true, true) => {
            return Err(err(
                ErrorCode::InvalidArgument,
                "trust_bots=True and rerun_bots=True contradict each other: \
                 the full check (rerun_bots) is the default, trust_bots skips it",
            ))
        }
        (true, false) => BotReplay::Apply,
        (false, _) => BotReplay::Rerun,
    };
    match min_version {
        Some(v) => Check::from(bots).min_version(v).or_py(),
        None => Ok(Check::from(bots)),
    }
}

/// Whether `result` (a dict or JSON text) is the true result of `log`, the
/// log's record of who left and why is true, and every bot's logged move
/// is the move its bot makes (each bot's search runs again, as slow as the
/// game's bots were). `trust_bots=True` makes the logged bot moves without
/// searching (for a host re-reading its own records); `rerun_bots` is the
/// older name of the default and contradicts `trust_bots`. A log of an
/// older format is judged by every rule no release broke;
/// `min_version=4` refuses older formats (`VERSION_TOO_OLD`). With `key`
/// (bytes), `log` is a sealed log whose seal must hold (`SEAL_BROKEN`,
/// `NOT_SEALED` for a plain one), and `result` may be sealed too.
#[pyfunction]
#[pyo3(signature = (log, result, *, lexicon=None, rerun_bots=false, trust_bots=false, min_version=None, key=None))]
#[allow(clippy::too_many_arguments)]
fn verify(
    py: Python<'_>,
    log: Log,
    result: ResultJson,
    lexicon: Option<&Lexicon>,
    rerun_bots: bool,
    trust_bots: bool,
    min_version: Option<u64>,
    key: Option<Key>,
) -> PyResult<bool> {
    let check = check(trust_bots, rerun_bots, min_version)?;
    report(py, log, result, lexicon, check, key).map(|r| r.is_none())
}

/// The core's report on a claim (`None`: true), the log sealed and
/// opened with `key` when one is given (`AnyGame::verify_sealed_report`).
fn report(
    py: Python<'_>,
    log: Log,
    result: ResultJson,
    lexicon: Option<&Lexicon>,
    check: Check,
    key: Option<Key>,
) -> PyResult<Option<String>> {
    let lex = lex_ref(lexicon);
    py.detach(|| match key {
        Some(key) => AnyGame::verify_sealed_report(&log.0, &result.0, &key.0, lex.as_ref(), check),
        None => AnyGame::verify_report(&log.0, &result.0, lex.as_ref(), check),
    })
    .or_py()
}

/// What is false in the claim that `result` is the result of `log`, as a
/// sentence (`None`: `verify` would say `True`): a seat's logged move at
/// a time that is not its bot's, a false record of how the game went, or
/// a result that differs; for a log of an older format it ends by naming
/// the format it was judged as. `trust_bots=True`, `min_version` and
/// `key` as for `verify`.
#[pyfunction]
#[pyo3(signature = (log, result, *, lexicon=None, trust_bots=false, min_version=None, key=None))]
fn verify_report(
    py: Python<'_>,
    log: Log,
    result: ResultJson,
    lexicon: Option<&Lexicon>,
    trust_bots: bool,
    min_version: Option<u64>,
    key: Option<Key>,
) -> PyResult<Option<String>> {
    let check = check(trust_bots, false, min_version)?;
    report(py, log, result, lexicon, check, key)
}

/// How many times so far a call waited for a game's lock (for tests).
#[pyfunction]
fn _lock_waits() -> u64 {
    LOCK_WAITS.load(Ordering::Relaxed)
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Game>()?;
    m.add_function(wrap_pyfunction!(replay_json, m)?)?;
    m.add_function(wrap_pyfunction!(verify, m)?)?;
    m.add_function(wrap_pyfunction!(verify_report, m)?)?;
    m.add_function(wrap_pyfunction!(_lock_waits, m)?)?;
    Ok(())
}

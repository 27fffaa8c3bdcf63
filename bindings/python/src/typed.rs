//! What every typed game class shares (`gridwords.hunt.Game`,
//! `gridwords.duel.Game`, `gridwords.solo.Game`): each is a subclass of the
//! generic `gridwords.Game` (one mutex around one `AnyGame`) whose calls reach the
//! game's own `Session<R>`. Everything here is generic over the rules `R`,
//! so a typed class only adds its game's own calls, each a thin wrapper:
//!
//! * [`Typed`]: a game of the core's registry (which arm of `AnyGame`
//!   holds it, and its `WRONG_GAME`, are the core's);
//! * [`TypedClass`]: which pyclass types which game;
//! * creating, restoring, rebuilding from a log, replaying, running a call
//!   on the session, turning events, views and results into Python objects;
//!   pickling is the base class's `__reduce__` (it calls `cls.restore`);
//! * [`CLASSES`], the one list of the typed classes, by game name, behind
//!   `gridwords.restore` and `gridwords.from_log`: a snapshot or log of a
//!   game the host does not know comes back as its typed class.

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyType};
use pyo3::{PyClass, PyClassInitializer};

use gridwords::engine::Rules;
use gridwords::{AnyGame, Registered, Session, GAMES};

use crate::args::{self, ConfigJson, Log, NowMs, Seat, Seats, Seed};
use crate::duel_game::DuelGame;
use crate::game::Game;
use crate::hunt_game::HuntGame;
use crate::lexicon::Lexicon;
use crate::solo_game::SoloGame;
use crate::topy::to_py;
use crate::OrPy;

/// A game with a typed class: any game of the core's registry
/// ([`Registered`]: which arm of `AnyGame` holds it, and the one
/// `WRONG_GAME`), that a Python thread may hold.
pub trait Typed: Registered + Send {}

impl<R: Registered + Send> Typed for R {}

/// A typed game class: a subclass of `gridwords.Game` (holding nothing of
/// its own) for the game `Rules`.
pub trait TypedClass: PyClass<BaseType = Game> + Sized {
    /// The game it types.
    type Rules: Typed;
    /// The (empty) subclass value.
    fn make() -> Self;
}

type Sess<C> = Session<<C as TypedClass>::Rules>;

fn lex_of(lexicon: Option<&Lexicon>) -> Option<gridwords::Lexicon> {
    lexicon.map(|l| l.inner.clone())
}

/// The class's initializer around a session.
pub fn init<C: TypedClass>(g: Sess<C>) -> PyClassInitializer<C> {
    holding::<C>(C::Rules::wrap(g))
}

/// The class's initializer around `g`, which holds the class's game (else
/// every typed call would be `WRONG_GAME`).
fn holding<C: TypedClass>(g: AnyGame) -> PyClassInitializer<C> {
    PyClassInitializer::from(Game::wrap(g)).add_subclass(C::make())
}

/// The game's name (`"hunt"`): what a typed class's `game` gives without
/// taking the lock, since the class alone decides it.
pub const fn name<C: TypedClass>() -> &'static str {
    <C::Rules as Rules>::GAME
}

/// A typed class, as [`CLASSES`] lists it.
struct Class {
    /// Its game's name.
    game: &'static str,
    /// Its instance around an `AnyGame` of that game.
    instance: for<'py> fn(Python<'py>, AnyGame) -> PyResult<Bound<'py, Game>>,
    /// The class itself.
    class: for<'py> fn(Python<'py>) -> Bound<'py, PyType>,
}

fn instance<'py, C: TypedClass>(py: Python<'py>, g: AnyGame) -> PyResult<Bound<'py, Game>> {
    Ok(Bound::new(py, holding::<C>(g))?.into_super())
}

fn class_object<C: TypedClass>(py: Python<'_>) -> Bound<'_, PyType> {
    py.get_type::<C>()
}

const fn class<C: TypedClass>() -> Class {
    Class {
        game: name::<C>(),
        instance: instance::<C>,
        class: class_object::<C>,
    }
}

/// Every typed class: the only per-game lines of `gridwords.restore`,
/// `gridwords.from_log` and the `gridwords.TypedGame` union.
const CLASSES: [Class; 3] = [
    class::<HuntGame>(),
    class::<DuelGame>(),
    class::<SoloGame>(),
];

const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Whether every game of the core's registry has its class in
/// [`CLASSES`], in the registry's order, and no class is left over.
const fn covers_registry() -> bool {
    if CLASSES.len() != GAMES.len() {
        return false;
    }
    let mut i = 0;
    while i < GAMES.len() {
        if !same(GAMES[i], CLASSES[i].game) {
            return false;
        }
        i += 1;
    }
    true
}

// The core's `AnyGame` is `non_exhaustive`, so no `match` here would fail
// when a game joins the registry: this does, until the game has a class.
const _: () = assert!(
    covers_registry(),
    "every game of gridwords::GAMES needs its typed class in CLASSES, in order"
);

/// `g` as an instance of its game's typed class (`gridwords.hunt.Game`,
/// ...), by the name the core gives it.
fn typed_instance(py: Python<'_>, g: AnyGame) -> PyResult<Bound<'_, Game>> {
    let game = g.game();
    match CLASSES.iter().find(|c| c.game == game) {
        Some(c) => (c.instance)(py, g),
        // Unreachable (`covers_registry`); were it not, the generic class
        // still plays the game.
        None => Bound::new(py, Game::wrap(g)),
    }
}

/// A game restored from `snapshot()` bytes of any game, as its game's
/// typed class (`gridwords.hunt.Game`, `gridwords.duel.Game`,
/// `gridwords.solo.Game`): for a host holding a record without knowing
/// its game. The core restores it once; its game picks the class.
/// `INVALID_SNAPSHOT`, `UNKNOWN_GAME` and the rest are the core's, as for
/// `gridwords.Game.restore`.
#[pyfunction(name = "restore")]
#[pyo3(signature = (data, *, lexicon=None))]
fn restore_typed<'py>(
    py: Python<'py>,
    data: &[u8],
    lexicon: Option<&Lexicon>,
) -> PyResult<Bound<'py, Game>> {
    let lex = lex_of(lexicon);
    let g = py.detach(|| AnyGame::restore(data, lex.as_ref())).or_py()?;
    typed_instance(py, g)
}

/// A game rebuilt from the JSON log of any game, as its game's typed
/// class; the errors are `gridwords.Game.from_log`'s (the core's).
#[pyfunction(name = "from_log")]
#[pyo3(signature = (log, *, lexicon=None))]
fn from_log_typed<'py>(
    py: Python<'py>,
    log: Log<'_>,
    lexicon: Option<&Lexicon>,
) -> PyResult<Bound<'py, Game>> {
    let lex = lex_of(lexicon);
    let g = py
        .detach(|| AnyGame::from_log_json(log.0, lex.as_ref()))
        .or_py()?;
    typed_instance(py, g)
}

/// `gridwords.TypedGame`, `HuntGame | DuelGame | SoloGame` at runtime too
/// (a `types.UnionType`: `isinstance` takes it), built from [`CLASSES`];
/// tests/test_stubs.py holds the stub's alias to it.
fn typed_game_union(py: Python<'_>) -> PyResult<Bound<'_, PyAny>> {
    let mut union = (CLASSES[0].class)(py).into_any();
    for c in &CLASSES[1..] {
        union = union.bitor((c.class)(py))?;
    }
    Ok(union)
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("TypedGame", typed_game_union(m.py())?)?;
    m.add_function(wrap_pyfunction!(restore_typed, m)?)?;
    m.add_function(wrap_pyfunction!(from_log_typed, m)?)?;
    Ok(())
}

/// A new game from its typed config, created at `now_ms` on `lexicon`
/// (default: the shipped list), without the GIL.
pub fn create<C: TypedClass>(
    py: Python<'_>,
    config: <C::Rules as Rules>::Config,
    now_ms: u64,
    lexicon: Option<&Lexicon>,
) -> PyResult<PyClassInitializer<C>>
where
    <C::Rules as Rules>::Config: Send,
{
    let lex = lex_of(lexicon);
    let g = py
        .detach(|| {
            let lex = lex
                .as_ref()
                .unwrap_or_else(|| gridwords::Lexicon::embedded());
            Sess::<C>::create(config, lex, now_ms)
        })
        .or_py()?;
    Ok(init(g))
}

/// A new game from the game's JSON config (`"game"` optional): the core's
/// one config path (`config_from_json`: `INVALID_JSON` naming the game,
/// `WRONG_GAME` for another game's name, then the rules' checks).
pub fn from_config_json<C: TypedClass>(
    py: Python<'_>,
    config_json: ConfigJson,
    now_ms: NowMs,
    lexicon: Option<&Lexicon>,
) -> PyResult<Py<C>>
where
    <C::Rules as Rules>::Config: Send,
{
    let config = gridwords::engine::config_from_json::<C::Rules>(&config_json.0).or_py()?;
    Py::new(py, create::<C>(py, config, now_ms.0, lexicon)?)
}

/// A game of the class's kind from `snapshot()` bytes; another game's
/// snapshot is `WRONG_GAME`.
pub fn restore<C: TypedClass>(
    py: Python<'_>,
    data: &[u8],
    lexicon: Option<&Lexicon>,
) -> PyResult<Py<C>> {
    let lex = lex_of(lexicon);
    let g = py
        .detach(|| Sess::<C>::restore_bytes(data, lex.as_ref()))
        .or_py()?;
    Py::new(py, init::<C>(g))
}

/// A game of the class's kind rebuilt from its JSON log, without the GIL.
pub fn from_log<C: TypedClass>(
    py: Python<'_>,
    log: Log<'_>,
    lexicon: Option<&Lexicon>,
) -> PyResult<Py<C>> {
    let lex = lex_of(lexicon);
    let g = py
        .detach(|| gridwords::engine::session_from_log::<C::Rules>(log.0, lex.as_ref()))
        .or_py()?;
    Py::new(py, init::<C>(g))
}

/// Replays a JSON log of `R` (without the GIL) and returns the result JSON:
/// the same bytes in every binding. Another game's log is `WRONG_GAME`; a
/// log that ends before the game does is `INVALID_LOG`.
pub fn replay_json<R: Typed>(
    py: Python<'_>,
    log: Log<'_>,
    lexicon: Option<&Lexicon>,
) -> PyResult<String> {
    let lex = lex_of(lexicon);
    py.detach(|| gridwords::engine::replay_json::<R>(log.0, lex.as_ref()))
        .or_py()
}

/// Runs `f` on the game's session under its lock (the GIL held: for calls
/// that take microseconds).
pub fn with<C: TypedClass, T>(
    slf: &Bound<'_, C>,
    f: impl FnOnce(&mut Sess<C>) -> gridwords::Result<T>,
) -> PyResult<T> {
    slf.as_super().get().typed::<C::Rules, T>(slf.py(), f)
}

/// A call that returns events: run under the lock, converted after.
pub fn act<'py, C: TypedClass>(
    slf: &Bound<'py, C>,
    f: impl FnOnce(&mut Sess<C>) -> gridwords::Result<Vec<<C::Rules as Rules>::Event>>,
) -> PyResult<Bound<'py, PyAny>> {
    let events = with(slf, f)?;
    to_py(slf.py(), &events)
}

/// What `seat` may see now (`None`: a spectator), from the typed view.
pub fn view<'py, C: TypedClass>(
    slf: &Bound<'py, C>,
    seat: Option<Seat>,
) -> PyResult<Bound<'py, PyAny>> {
    let view = with(slf, |g| g.view_for(seat.map(|s| s.0)))?;
    to_py(slf.py(), &view)
}

/// The settled result, once over, from the typed outcome.
pub fn result<'py, C: TypedClass>(slf: &Bound<'py, C>) -> PyResult<Option<Bound<'py, PyAny>>> {
    let outcome = with(slf, |g| Ok(g.outcome().cloned()))?;
    outcome.map(|r| to_py(slf.py(), &r)).transpose()
}

/// A typed constructor's config as JSON text for the game's
/// `Config::from_json`: `fields` (the named arguments, already checked)
/// plus `seats` (each seat kind is the core's to judge) and `seed`.
pub fn config_json(
    py: Python<'_>,
    seats: Seats<'_>,
    seed: Seed,
    fields: Option<&Bound<'_, PyDict>>,
) -> PyResult<String> {
    let config = PyDict::new(py);
    if let Some(f) = fields {
        for (k, v) in f.iter() {
            config.set_item(k, v)?;
        }
    }
    config.set_item("seats", seats.0)?;
    config.set_item("seed", seed.0)?;
    args::json_text(config.as_any(), "config", false)
}

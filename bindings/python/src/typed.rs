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
//!   pickling is the base class's `__reduce__` (it calls `cls.restore`).
//!
//! [`typed_class!`] declares a typed class: the pyclass and every call the
//! three classes share, so a game's file holds only its own calls.
//! `records.rs`, above this and the typed classes, gives a record of any
//! game back as its typed class.

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};
use pyo3::{PyClass, PyClassInitializer};

use gridwords::engine::Rules;
use gridwords::{AnyGame, Registered, Session};

use crate::args::{self, ConfigJson, Log, NowMs, Seat};
use crate::game::Game;
use crate::lexicon::Lexicon;
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

pub(crate) fn lex_of(lexicon: Option<&Lexicon>) -> Option<gridwords::Lexicon> {
    lexicon.map(|l| l.inner.clone())
}

/// The class's initializer around a session.
pub fn init<C: TypedClass>(g: Sess<C>) -> PyClassInitializer<C> {
    holding::<C>(C::Rules::wrap(g))
}

/// The class's initializer around `g`, which holds the class's game (else
/// every typed call would be `WRONG_GAME`).
pub(crate) fn holding<C: TypedClass>(g: AnyGame) -> PyClassInitializer<C> {
    PyClassInitializer::from(Game::wrap(g)).add_subclass(C::make())
}

/// The game's name (`"hunt"`): what a typed class's `game` gives without
/// taking the lock, since the class alone decides it.
pub const fn name<C: TypedClass>() -> &'static str {
    <C::Rules as Rules>::GAME
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
    key: Option<&[u8]>,
) -> PyResult<Py<C>> {
    let lex = lex_of(lexicon);
    let g = py
        .detach(|| Sess::<C>::restore_keyed(data, lex.as_ref(), key))
        .or_py()?;
    Py::new(py, init::<C>(g))
}

/// A game of the class's kind rebuilt from its JSON log, without the GIL.
pub fn from_log<C: TypedClass>(
    py: Python<'_>,
    log: Log,
    lexicon: Option<&Lexicon>,
) -> PyResult<Py<C>> {
    let lex = lex_of(lexicon);
    let g = py
        .detach(|| gridwords::engine::session_from_log::<C::Rules>(&log.0, lex.as_ref()))
        .or_py()?;
    Py::new(py, init::<C>(g))
}

/// Replays a JSON log of `R` (without the GIL) and returns the result JSON:
/// the same bytes in every binding. Another game's log is `WRONG_GAME`; a
/// log that ends before the game does is `INVALID_LOG`.
pub fn replay_json<R: Typed>(
    py: Python<'_>,
    log: Log,
    lexicon: Option<&Lexicon>,
) -> PyResult<String> {
    let lex = lex_of(lexicon);
    py.detach(|| gridwords::engine::replay_json::<R>(&log.0, lex.as_ref()))
        .or_py()
}

/// Runs `f` on the game's session under its lock (the GIL held: for
/// getters, which take microseconds and never wait for a bot's search).
pub fn with<C: TypedClass, T>(
    slf: &Bound<'_, C>,
    f: impl FnOnce(&mut Sess<C>) -> gridwords::Result<T>,
) -> PyResult<T> {
    slf.as_super().get().typed::<C::Rules, T>(slf.py(), f)
}

/// A seat's action (it returns events): made by the generic class's one
/// loop for a shared game ([`Game::typed_act`]: a bot's search it needs
/// runs with the lock and the GIL released, one running elsewhere is
/// `BOT_THINKING`), converted after.
pub fn act<'py, C: TypedClass>(
    slf: &Bound<'py, C>,
    f: impl FnMut(&mut Sess<C>) -> gridwords::Result<Vec<<C::Rules as Rules>::Event>>,
) -> PyResult<Bound<'py, PyAny>> {
    let events = slf.as_super().get().typed_act::<C::Rules, _>(slf.py(), f)?;
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

/// A new game from a typed constructor's arguments: the required fields
/// (`seats` and `seed`; Sóló has no seats) and the game's options
/// ([`Rules::OPTIONS`], the core's one declaration of them) by position in
/// their declared order or by keyword, as Python values (`None` leaves one
/// to the core's default). The binding knows no option: a name the core
/// does not declare is a `TypeError` listing the ones it does; the values
/// go into the game's config JSON as they are and are judged by the core's
/// one config path (`config_from_json`), as any config is.
pub fn create_from_args<'py, C: TypedClass>(
    py: Python<'py>,
    required: &[(&str, Bound<'py, PyAny>)],
    args: &Bound<'py, PyTuple>,
    kwargs: Option<&Bound<'py, PyDict>>,
    now_ms: NowMs,
    lexicon: Option<&Lexicon>,
) -> PyResult<PyClassInitializer<C>>
where
    <C::Rules as Rules>::Config: Send,
{
    let spec = <C::Rules as Rules>::OPTIONS;
    let names = || {
        let all: Vec<&str> = spec.iter().map(|o| o.name).collect();
        if all.is_empty() {
            "no options".to_string()
        } else {
            format!("the options {}", all.join(", "))
        }
    };
    let class = format!("{}.Game()", C::Rules::GAME);
    if args.len() > spec.len() {
        return Err(PyTypeError::new_err(format!(
            "{class} takes {} option(s) by position ({}), {} given",
            spec.len(),
            names(),
            args.len()
        )));
    }
    let config = PyDict::new(py);
    for (o, v) in spec.iter().zip(args.iter()) {
        if !v.is_none() {
            config.set_item(o.name, v)?;
        }
    }
    for (k, v) in kwargs.into_iter().flat_map(|d| d.iter()) {
        // Compared as Python strings: a name that is no text (a lone
        // surrogate) is an unknown keyword like any other.
        let mut found = None;
        for (i, o) in spec.iter().enumerate() {
            if k.eq(o.name)? {
                found = Some((i, o.name));
            }
        }
        let Some((pos, name)) = found else {
            return Err(PyTypeError::new_err(format!(
                "{class} got an unexpected keyword argument {}; it takes {}",
                k.repr()?,
                names()
            )));
        };
        if pos < args.len() {
            return Err(PyTypeError::new_err(format!(
                "{class} got multiple values for argument '{name}'"
            )));
        }
        if !v.is_none() {
            config.set_item(name, v)?;
        }
    }
    for (key, value) in required {
        config.set_item(key, value)?;
    }
    let json = args::json_text(config.as_any(), "config", false)?;
    let config = gridwords::engine::config_from_json::<C::Rules>(&json).or_py()?;
    create(py, config, now_ms.0, lexicon)
}

/// Declares a typed game class `$class` (`gridwords.<game>.Game`, a
/// subclass of `gridwords.Game`) for the rules `$rules`: its calls are the
/// game's own, given as the body of the `#[pymethods]` block, plus the ones
/// every typed class has in the same form (`from_config_json`, `view`,
/// `result`, `restore`, `from_log`, `game`). `title` is what the docstrings
/// call the game; `view` and `result` are those calls' docstrings.
macro_rules! typed_class {
    (
        $(#[$doc:meta])*
        $class:ident for $rules:ty, module = $module:tt, title = $title:tt,
        view = $view_doc:tt, result = $result_doc:tt,
        { $($own:tt)* }
    ) => {
        $(#[$doc])*
        #[pyclass(frozen, extends = $crate::game::Game, module = $module, name = "Game")]
        pub struct $class {}

        impl $crate::typed::TypedClass for $class {
            type Rules = $rules;
            fn make() -> $class {
                $class {}
            }
        }

        #[pymethods]
        impl $class {
            $($own)*

            #[doc = concat!("A new game from a ", $title, " JSON config (`\"game\"` optional; a")]
            /// str or a dict), judged as every surface judges it.
            #[staticmethod]
            #[pyo3(signature = (config_json, now_ms, *, lexicon=None))]
            fn from_config_json(
                py: Python<'_>,
                config_json: $crate::args::ConfigJson,
                now_ms: $crate::args::NowMs,
                lexicon: Option<&$crate::lexicon::Lexicon>,
            ) -> PyResult<Py<$class>> {
                $crate::typed::from_config_json(py, config_json, now_ms, lexicon)
            }

            #[doc = $view_doc]
            #[pyo3(signature = (seat=None))]
            fn view<'py>(
                slf: &Bound<'py, Self>,
                seat: Option<$crate::args::Seat>,
            ) -> PyResult<Bound<'py, PyAny>> {
                $crate::typed::view(slf, seat)
            }

            #[doc = $result_doc]
            fn result<'py>(slf: &Bound<'py, Self>) -> PyResult<Option<Bound<'py, PyAny>>> {
                $crate::typed::result(slf)
            }

            #[doc = concat!("A ", $title, " game restored from `snapshot()` bytes (or a `bytearray` or `memoryview`);")]
            /// another game's snapshot is `WRONG_GAME`. `key`: a snapshot this
            /// host sealed, as `gridwords.Game.restore`.
            #[staticmethod]
            #[pyo3(signature = (data, *, lexicon=None, key=None))]
            fn restore(
                py: Python<'_>,
                data: $crate::args::Data,
                lexicon: Option<&$crate::lexicon::Lexicon>,
                key: Option<$crate::args::Key>,
            ) -> PyResult<Py<$class>> {
                $crate::typed::restore(py, &data.0, lexicon, key.as_ref().map(|k| &k.0[..]))
            }

            #[doc = concat!("A ", $title, " game rebuilt from its JSON log; another game's log is")]
            /// `WRONG_GAME`.
            #[staticmethod]
            #[pyo3(signature = (log, *, lexicon=None))]
            fn from_log(
                py: Python<'_>,
                log: $crate::args::Log,
                lexicon: Option<&$crate::lexicon::Lexicon>,
            ) -> PyResult<Py<$class>> {
                $crate::typed::from_log(py, log, lexicon)
            }

            /// The game's name (`"hunt"`, `"duel"` or `"solo"`), from the class
            /// alone (no lock): the stub types it as a `Literal`, so a type
            /// checker narrows a `gridwords.TypedGame` on it.
            #[getter]
            fn game(&self) -> &'static str {
                $crate::typed::name::<Self>()
            }
        }
    };
}

pub(crate) use typed_class;

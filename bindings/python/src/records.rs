//! A record (snapshot or log) of any game back as the typed class of its
//! game: `gridwords.restore`, `gridwords.from_log` and the
//! `gridwords.TypedGame` union. It stands above `typed.rs` and the typed
//! classes (`<game>_game.rs`), which build on `typed.rs`, so none of them
//! imports another.

use pyo3::prelude::*;
use pyo3::types::PyType;

use gridwords::{AnyGame, GAMES};

use crate::args::{Data, Key, Log};
use crate::duel_game::DuelGame;
use crate::game::Game;
use crate::hunt_game::HuntGame;
use crate::lexicon::Lexicon;
use crate::solo_game::SoloGame;
use crate::typed::{holding, lex_of, name, TypedClass};
use crate::OrPy;

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
/// `gridwords.Game.restore`, `key` (a snapshot this host sealed) too.
#[pyfunction(name = "restore")]
#[pyo3(signature = (data, *, lexicon=None, key=None))]
fn restore_typed<'py>(
    py: Python<'py>,
    data: Data,
    lexicon: Option<&Lexicon>,
    key: Option<Key>,
) -> PyResult<Bound<'py, Game>> {
    let lex = lex_of(lexicon);
    let data: &[u8] = &data.0;
    let key: Option<&[u8]> = key.as_ref().map(|k| &k.0[..]);
    let g = py
        .detach(|| AnyGame::restore_keyed(data, lex.as_ref(), key))
        .or_py()?;
    typed_instance(py, g)
}

/// A game rebuilt from the JSON log of any game, as its game's typed
/// class; the errors are `gridwords.Game.from_log`'s (the core's).
#[pyfunction(name = "from_log")]
#[pyo3(signature = (log, *, lexicon=None))]
fn from_log_typed<'py>(
    py: Python<'py>,
    log: Log,
    lexicon: Option<&Lexicon>,
) -> PyResult<Bound<'py, Game>> {
    let lex = lex_of(lexicon);
    let g = py
        .detach(|| AnyGame::from_log_json(&log.0, lex.as_ref()))
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

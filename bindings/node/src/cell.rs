//! The game a JS object holds, poisoned by a panic in a call that was
//! changing it.
//!
//! A panic is a bug; the call's guard turns it into a `PANIC` error
//! (`crate::guard`). The game that call was changing may be half-changed,
//! so, as the C handle and the Python object do with their locks, the
//! object refuses every later call (`PANIC`, "left unusable") instead of
//! answering from a broken game; the host restores the game from its last
//! snapshot or log. Reading the game goes through `Deref`, changing it
//! through `DerefMut`, which names the game to the running call's guard.

use std::cell::Cell;
use std::ops::{Deref, DerefMut};
use std::ptr;

use gridwords::AnyGame;

thread_local! {
    /// The poison flag of the game the running guarded call last changed
    /// (null: none). Set by `DerefMut`, read by the guard on a panic.
    static CHANGING: Cell<*const Cell<bool>> = const { Cell::new(ptr::null()) };
}

/// What a guard keeps across its call: the outer call's entry, if one is
/// running (a guarded function may call another).
pub(crate) struct Entry(*const Cell<bool>);

/// At the start of a guarded call.
pub(crate) fn enter() -> Entry {
    Entry(CHANGING.with(|c| c.replace(ptr::null())))
}

/// At its end: a panic poisons the game the call was changing.
pub(crate) fn leave(entry: Entry, panicked: bool) {
    let changing = CHANGING.with(|c| c.replace(entry.0));
    if panicked && !changing.is_null() {
        // SAFETY: the pointer was set during this call by `DerefMut` on a
        // game owned by a JS object that the call borrows, so the object
        // (and the flag) outlive the call; JS calls on one thread do not
        // overlap, and the pointer is cleared or replaced before any other
        // call runs.
        unsafe { (*changing).set(true) };
    }
}

/// A JS object's game.
pub(crate) struct GameCell {
    game: AnyGame,
    poisoned: Cell<bool>,
}

impl GameCell {
    fn check(&self) {
        if self.poisoned.get() {
            // Inside the call's guard: a PANIC error for the caller.
            panic!(
                "this game was left unusable by an earlier panic; restore it from a snapshot or its log"
            );
        }
    }
}

impl From<AnyGame> for GameCell {
    fn from(game: AnyGame) -> GameCell {
        GameCell {
            game,
            poisoned: Cell::new(false),
        }
    }
}

impl Deref for GameCell {
    type Target = AnyGame;

    fn deref(&self) -> &AnyGame {
        self.check();
        &self.game
    }
}

impl DerefMut for GameCell {
    fn deref_mut(&mut self) -> &mut AnyGame {
        self.check();
        CHANGING.with(|c| c.set(&self.poisoned));
        crate::test_panic::fire_if_armed_in_game();
        &mut self.game
    }
}

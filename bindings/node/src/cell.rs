//! The game a JS object holds, behind a lock it shares with the worker
//! thread of `advanceAsync`, and poisoned by a panic in a call that held it.
//!
//! * **The lock.** JS calls run on the main thread, one at a time; the
//!   only other user is `advanceAsync`'s task on the libuv pool, which
//!   takes the lock for each step and runs each bot's search on a copy
//!   with the lock free (`AnyGame::advance_apart`, as the C handle and
//!   Python do). A JS call therefore waits at most one step (microseconds),
//!   never a search.
//! * **Poison.** A panic is a bug; the call's guard turns it into a
//!   `PANIC` error (`crate::guard`). A panic while the game was locked may
//!   have left it half-changed, so, as the C handle and the Python object
//!   do with their locks, the object refuses every later call (`PANIC`,
//!   "left unusable") instead of answering from a broken game; the host
//!   restores the game from its last snapshot or log.

use std::ops::{Deref, DerefMut};
use std::sync::{Arc, Mutex, MutexGuard};

use gridwords::{AnyGame, Registered, Session};

/// A JS object's game.
pub(crate) struct GameCell {
    game: Arc<Mutex<AnyGame>>,
}

impl From<AnyGame> for GameCell {
    fn from(game: AnyGame) -> GameCell {
        GameCell {
            game: Arc::new(Mutex::new(game)),
        }
    }
}

/// The game, locked for one call.
pub(crate) struct Locked<'a>(MutexGuard<'a, AnyGame>);

impl Deref for Locked<'_> {
    type Target = AnyGame;

    fn deref(&self) -> &AnyGame {
        &self.0
    }
}

impl DerefMut for Locked<'_> {
    fn deref_mut(&mut self) -> &mut AnyGame {
        &mut self.0
    }
}

impl GameCell {
    /// The game, to read. Inside the call's guard: a poisoned game is a
    /// `PANIC` error for the caller.
    pub(crate) fn get(&self) -> Locked<'_> {
        match self.game.lock() {
            Ok(g) => Locked(g),
            Err(_) => panic!(
                "this game was left unusable by an earlier panic; restore it from a snapshot or its log"
            ),
        }
    }

    /// The game, to change.
    pub(crate) fn get_mut(&mut self) -> Locked<'_> {
        let g = self.get();
        crate::test_panic::fire_if_armed_in_game();
        g
    }

    /// The lock itself, for a worker thread's task.
    pub(crate) fn shared(&self) -> Arc<Mutex<AnyGame>> {
        Arc::clone(&self.game)
    }

    /// The game as an `R` game (its class's), locked for one call;
    /// `WRONG_GAME` when it is another.
    pub(crate) fn typed<R: Registered>(&self) -> gridwords::Result<Typed<'_, R>> {
        let g = self.get();
        g.session::<R>()?;
        Ok(Typed(g, std::marker::PhantomData))
    }

    /// As [`typed`](Self::typed), to change it.
    pub(crate) fn typed_mut<R: Registered>(&mut self) -> gridwords::Result<Typed<'_, R>> {
        let g = self.get_mut();
        g.session::<R>()?;
        Ok(Typed(g, std::marker::PhantomData))
    }
}

/// The locked game as the session of game `R` (checked when made).
pub(crate) struct Typed<'a, R>(Locked<'a>, std::marker::PhantomData<R>);

impl<R: Registered> Deref for Typed<'_, R> {
    type Target = Session<R>;

    fn deref(&self) -> &Session<R> {
        match R::arm(&self.0) {
            Some(s) => s,
            // Checked when made; the lock is held since.
            None => unreachable!("a typed lock holds its game"),
        }
    }
}

impl<R: Registered> DerefMut for Typed<'_, R> {
    fn deref_mut(&mut self) -> &mut Session<R> {
        match R::arm_mut(&mut self.0) {
            Some(s) => s,
            None => unreachable!("a typed lock holds its game"),
        }
    }
}

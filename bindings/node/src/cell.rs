//! The game a JS object holds, behind a lock it shares with the libuv
//! pool's `advanceAsync` and the bots' thinkers, and poisoned by a panic in
//! a call that held it.
//!
//! * **The engine's rule for a bot's turn** (`gridwords::engine::think`).
//!   Every game is wrapped with `Searches::Apart`, so no call searches, or
//!   waits for a search, with the lock held; every call that changes a game
//!   goes through [`GameCell::change`] (`AnyGame::call_shared`):
//!   - a seat's action (`act`, `actJson` and every typed action) is
//!     `Patience::Refuse`: a search nobody began goes to a thinker
//!     (`thinkers.rs`) and the refusal `BOT_THINKING` stands, so the event
//!     loop never searches; a search running elsewhere is `BOT_THINKING`
//!     at once;
//!   - `advance`, `rebase` and `playOut` are `Patience::Wait` and run the
//!     search (or wait for the one running) on the calling thread with the
//!     lock free: on the event loop for the sync calls (analysis), on the
//!     libuv pool for `advanceAsync`;
//!   - after every call that changed the game, the search of the bot's
//!     turn that now stands (`claim_search`) goes to a thinker at once, so
//!     it is done before the bot's move falls due (think-ahead).
//!
//!   Reads (views, clocks, logs, snapshots, …) take the lock for
//!   microseconds and never wait for a search.
//! * **No borrow to refuse.** Every method takes `&self` (the lock is the
//!   only exclusion), and `advanceAsync` holds a clone of the cell, not a
//!   borrow of the JS object, so napi-rs never has an exclusive borrow to
//!   refuse with its own `InvalidArg` error.
//! * **Poison.** A panic is a bug; the call's guard turns it into a
//!   `PANIC` error (`crate::guard`). A panic while the game was locked may
//!   have left it half-changed, so, as the C handle and the Python object
//!   do with their locks, the object refuses every later call (`PANIC`,
//!   "left unusable") instead of answering from a broken game; the host
//!   restores the game from its last snapshot or log.

use std::ops::{Deref, DerefMut};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use gridwords::engine::{Blocked, Patience, Searches};
use gridwords::{AnyEvents, AnyGame, Registered, Session};

use crate::thinkers;

/// A JS object's game (cloned for `advanceAsync`'s task: the same game).
#[derive(Clone)]
pub(crate) struct GameCell {
    game: Arc<Mutex<AnyGame>>,
    /// The thinkers' name for this game (ids are never reused).
    id: u64,
}

impl From<AnyGame> for GameCell {
    /// Wraps a game (new, restored, rebuilt from a log): searches apart,
    /// and the search of a bot's turn that stands already begun.
    fn from(mut game: AnyGame) -> GameCell {
        static NEXT: AtomicU64 = AtomicU64::new(1);
        game.set_searches(Searches::Apart);
        let ahead = game.claim_search();
        let cell = GameCell {
            game: Arc::new(Mutex::new(game)),
            id: NEXT.fetch_add(1, Ordering::Relaxed),
        };
        if let Some(search) = ahead {
            thinkers::send(cell.id, search);
        }
        cell
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

/// Who makes a call that changes the game.
#[derive(Clone, Copy)]
pub(crate) enum Caller {
    /// A seat's action on the event loop: never searches, never waits.
    Seat,
    /// `advance`, `rebase`, `playOut` on the event loop: runs the bot's
    /// search here, or waits for it; a search still queued for a thinker
    /// is taken and run here (a wait of one search, not of the queue).
    Driver,
    /// `advanceAsync` on the libuv pool: runs a search nobody began, and
    /// waits for one a thinker holds, queued or running (taking it would
    /// put more searches on the CPU than the thinkers' bound, and the
    /// event loop would share its core with them).
    Worker,
}

impl GameCell {
    /// The game, to read (never waits for a search: none runs under the
    /// lock). Inside the call's guard: a poisoned game is a `PANIC` error
    /// for the caller.
    pub(crate) fn get(&self) -> Locked<'_> {
        match self.game.lock() {
            Ok(g) => Locked(g),
            Err(_) => panic!(
                "this game was left unusable by an earlier panic; restore it from a snapshot or its log"
            ),
        }
    }

    /// Makes `call`, a call that changes the game, by the engine's rule
    /// for shared games (the module's doc): `Caller::Seat` refuses with
    /// `BOT_THINKING` rather than search or wait, `Caller::Driver` searches
    /// or waits here. After a call that went through, the bot's standing
    /// turn is searched ahead on a thinker.
    pub(crate) fn change<T>(
        &self,
        caller: Caller,
        mut call: impl FnMut(&mut AnyGame) -> gridwords::Result<T>,
    ) -> gridwords::Result<T> {
        let mut ahead = None;
        let patience = match caller {
            Caller::Seat => Patience::Refuse,
            Caller::Driver | Caller::Worker => Patience::Wait,
        };
        let made = AnyGame::call_shared(
            patience,
            |step| self.with_game(step),
            |blocked| self.finish(caller, blocked),
            |g| {
                let r = call(g);
                if r.is_ok() {
                    ahead = g.claim_search();
                }
                r
            },
        );
        if let Some(search) = ahead {
            thinkers::send(self.id, search);
        }
        made
    }

    /// `playOut`: every bot's search on this thread, the lock free.
    pub(crate) fn play_out(&self) -> gridwords::Result<AnyEvents> {
        let events = AnyGame::play_out_shared(
            |step| self.with_game(step),
            |blocked| self.finish(Caller::Driver, blocked),
        )?;
        self.think_ahead();
        Ok(events)
    }

    /// Sends the search of the bot's standing turn, if nobody began it, to
    /// a thinker.
    fn think_ahead(&self) {
        if let Some(search) = self.get().claim_search() {
            thinkers::send(self.id, search);
        }
    }

    /// What to do with a search that holds up a call (the lock is free):
    /// a seat sends it to a thinker and the refusal stands; a driver or a
    /// worker runs one nobody began, and for one a thinker holds, the
    /// driver takes it from the queue if no thinker began it and runs it,
    /// else both wait for it; then they call again.
    fn finish(&self, caller: Caller, blocked: Blocked) -> bool {
        match (caller, blocked) {
            (Caller::Seat, Blocked::Search(search)) => {
                thinkers::send(self.id, search);
                false
            }
            (Caller::Seat, Blocked::Wait(_)) => false,
            (Caller::Driver | Caller::Worker, Blocked::Search(search)) => {
                search.run();
                true
            }
            (Caller::Driver, Blocked::Wait(wait)) => {
                match thinkers::take(self.id) {
                    Some(search) => search.run(),
                    None => wait.wait(),
                }
                true
            }
            (Caller::Worker, Blocked::Wait(wait)) => {
                wait.wait();
                true
            }
        }
    }

    /// Runs `step` on the game under the lock (`call_shared`'s `with_game`).
    fn with_game(&self, step: &mut dyn FnMut(&mut AnyGame)) -> gridwords::Result<()> {
        let mut g = self.get();
        crate::test_panic::fire_if_armed_in_game();
        step(&mut g);
        Ok(())
    }

    /// The game as an `R` game (its class's), locked for one read;
    /// `WRONG_GAME` when it is another.
    pub(crate) fn typed<R: Registered>(&self) -> gridwords::Result<Typed<'_, R>> {
        let g = self.get();
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

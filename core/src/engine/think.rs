//! A bot's turn, thought out once.
//!
//! A bot's search reads the position, not the clock, and no seat can
//! change the position while the bot's turn stands (the turn ends only
//! with the bot's move or the end of the game). So the search can begin as
//! soon as the turn does, on any thread, and its move is revealed when it
//! falls due. Each session keeps one [`Thought`] for its bot's turn: the
//! state of that turn's one search, shared by the session, the copies a
//! call works on, and the thread that runs it. No call ever runs a second
//! search for a turn whose search is running or done.
//!
//! Where searches run is the host's choice, set once per game
//! ([`Searches`]): inside the call that needs the move (a caller holding
//! the game alone), or never inside a call (a game shared by threads behind
//! a lock): then a call that needs a move still being searched is refused
//! with `BOT_THINKING` and changes nothing, and the host runs the search
//! with the game free ([`Blocked`]; `AnyGame::call_shared` is the loop).

use std::fmt;
use std::sync::{Arc, Condvar, Mutex, MutexGuard, Weak};

use super::rules::{BotTurn, Rules};

/// Where a game's bot searches run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Searches {
    /// Inside the call that needs the bot's move (the default): for a
    /// caller that holds the game alone. A search for that turn already
    /// running elsewhere (begun with
    /// [`claim_search`](super::Session::claim_search)) is waited for.
    #[default]
    InCall,
    /// Never inside a call: a call that needs a bot's move whose search has
    /// not finished is refused with `BOT_THINKING` and changes nothing; the
    /// search waits to be claimed ([`claim_search`](super::Session::claim_search))
    /// and run with the game free. For a game that threads share behind a
    /// lock (the C handle, the Python and Node objects).
    Apart,
}

/// What a call on a game that threads share does when the bot's search
/// it needs runs elsewhere ([`AnyGame::call_shared`](crate::AnyGame::call_shared)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Patience {
    /// Refused with `BOT_THINKING` at once (a seat's action: a UI thread
    /// never waits for a search).
    Refuse,
    /// Waits for it (an advance: the call that delivers the bot's move).
    Wait,
}

/// The state of a turn's one search.
enum State<A> {
    /// Found by a call that could not run it: waiting to be claimed.
    Unclaimed(BotSearch),
    /// Claimed: running somewhere.
    Running,
    /// Found: the bot's move (`None`: the rules make the turn themselves).
    Done(Option<A>),
    /// Ended without an answer (it panicked): as if never begun.
    Failed,
}

struct Slot<A> {
    state: Mutex<State<A>>,
    changed: Condvar,
}

impl<A> Slot<A> {
    // Nothing panics while the state is locked (a swap of a value), so a
    // poisoned lock holds a whole state: use it.
    fn lock(&self) -> MutexGuard<'_, State<A>> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn settle(&self, state: State<A>) {
        *self.lock() = state;
        self.changed.notify_all();
    }
}

/// Waiting for a search, whatever its game.
trait Await: Send + Sync {
    fn wait(&self);
}

impl<A: Send> Await for Slot<A> {
    fn wait(&self) {
        let mut state = self.lock();
        while matches!(*state, State::Running) {
            state = self.changed.wait(state).unwrap_or_else(|e| e.into_inner());
        }
    }
}

/// What a session knows of its bot's turn: which turn, and its search.
pub(crate) struct Thought<A> {
    turn: BotTurn,
    slot: Arc<Slot<A>>,
}

impl<A> Clone for Thought<A> {
    fn clone(&self) -> Self {
        Thought {
            turn: self.turn,
            slot: Arc::clone(&self.slot),
        }
    }
}

impl<A> fmt::Debug for Thought<A> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let state = match *self.slot.lock() {
            State::Unclaimed(_) => "unclaimed",
            State::Running => "running",
            State::Done(_) => "done",
            State::Failed => "failed",
        };
        f.debug_struct("Thought")
            .field("turn", &self.turn)
            .field("state", &state)
            .finish()
    }
}

/// A thought's answer as a call finds it.
pub(crate) enum Found<A> {
    /// The bot's move.
    Done(Option<A>),
    /// Its search is running elsewhere.
    Running,
    /// Its search waits to be claimed.
    Unclaimed,
    /// No search for this turn (or it failed).
    None,
}

impl<A: Clone + Send + 'static> Thought<A> {
    /// The thought of `turn`, with its search, not yet begun: claimed (the
    /// search comes back to run) or left unclaimed in the slot.
    pub(crate) fn begin<R: Rules<Action = A>>(
        rules: &R,
        turn: BotTurn,
        claimed: bool,
    ) -> (Thought<A>, Option<BotSearch>) {
        let slot = Arc::new(Slot {
            state: Mutex::new(State::Running),
            changed: Condvar::new(),
        });
        let search = BotSearch::new(rules, turn, Arc::downgrade(&slot));
        let handed = if claimed {
            Some(search)
        } else {
            *slot.lock() = State::Unclaimed(search);
            None
        };
        (Thought { turn, slot }, handed)
    }

    /// The turn it is about.
    pub(crate) fn turn(&self) -> BotTurn {
        self.turn
    }

    /// What a call needing `turn`'s move finds.
    pub(crate) fn find(&self, turn: BotTurn) -> Found<A> {
        if self.turn != turn {
            return Found::None;
        }
        match &*self.slot.lock() {
            State::Done(a) => Found::Done(a.clone()),
            State::Running => Found::Running,
            State::Unclaimed(_) => Found::Unclaimed,
            State::Failed => Found::None,
        }
    }

    /// Takes the search out of the slot if it waits to be claimed (the
    /// slot then says it runs).
    pub(crate) fn claim(&self) -> Option<BotSearch> {
        let mut state = self.slot.lock();
        match std::mem::replace(&mut *state, State::Running) {
            State::Unclaimed(s) => Some(s),
            other => {
                *state = other;
                None
            }
        }
    }

    /// Whether its search failed (a new one may begin).
    pub(crate) fn failed(&self) -> bool {
        matches!(*self.slot.lock(), State::Failed)
    }

    /// A wait for its search, while it runs elsewhere.
    pub(crate) fn wait_handle(&self) -> Option<BotWait> {
        matches!(*self.slot.lock(), State::Running).then(|| BotWait(self.slot.clone()))
    }
}

thread_local! {
    static SEARCHES: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// The bot's search for `turn`: every search the engine runs goes
/// through here, and is counted for the thread that runs it.
pub(crate) fn search<R: Rules>(rules: &R, turn: BotTurn) -> Option<R::Action> {
    SEARCHES.with(|n| n.set(n.get() + 1));
    rules.bot_choose(turn)
}

/// How many bots' searches this thread has run: for tests that a call
/// ran no search (a refusal judged early, a move found by an earlier
/// search).
#[doc(hidden)]
pub fn searches_run_here() -> u64 {
    SEARCHES.with(std::cell::Cell::get)
}

/// A bot's search taken off its game: it holds its own copy of what the
/// search reads, so it runs on any thread while the game stays free for
/// other calls. [`run`](BotSearch::run) it; the game then finds the move
/// (the call that needed it, made again, goes through).
pub struct BotSearch {
    turn: BotTurn,
    search: Box<dyn FnOnce() + Send>,
}

impl fmt::Debug for BotSearch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("BotSearch")
            .field("turn", &self.turn)
            .finish()
    }
}

/// Marks the search failed unless it finished: a panic in a search must
/// not leave waiters waiting forever.
struct Finish<A> {
    slot: Weak<Slot<A>>,
    answer: Option<Option<A>>,
}

impl<A> Drop for Finish<A> {
    fn drop(&mut self) {
        if let Some(slot) = self.slot.upgrade() {
            slot.settle(match self.answer.take() {
                Some(a) => State::Done(a),
                None => State::Failed,
            });
        }
    }
}

impl BotSearch {
    // The search holds its slot weakly: a search never run, or running
    // when its game is dropped, keeps nothing alive.
    fn new<R: Rules>(rules: &R, turn: BotTurn, slot: Weak<Slot<R::Action>>) -> BotSearch {
        let copy = rules.clone();
        BotSearch {
            turn,
            search: Box::new(move || {
                let mut finish = Finish { slot, answer: None };
                finish.answer = Some(search(&copy, turn));
            }),
        }
    }

    /// The turn it searches for.
    pub fn turn(&self) -> BotTurn {
        self.turn
    }

    /// Runs the search (up to about half a second for Wordgrid's hard
    /// bot); the game it came from then holds the move.
    pub fn run(self) {
        (self.search)()
    }
}

/// A wait for a bot's search that runs elsewhere.
pub struct BotWait(Arc<dyn Await>);

impl fmt::Debug for BotWait {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("BotWait")
    }
}

impl BotWait {
    /// Blocks until the search has ended.
    pub fn wait(self) {
        self.0.wait()
    }
}

/// What holds up a call on a game shared by threads: a bot's search to
/// run, or one running elsewhere to wait for. Both are `Send`: finish it
/// anywhere with the game free (the lock released, the GIL released), then
/// make the call again.
#[derive(Debug)]
pub enum Blocked {
    /// The search to run.
    Search(BotSearch),
    /// The search another thread runs.
    Wait(BotWait),
}

impl Blocked {
    /// Runs the search, or waits for it.
    pub fn finish(self) {
        match self {
            Blocked::Search(s) => s.run(),
            Blocked::Wait(w) => w.wait(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wait_returns_when_the_search_ends_and_a_panic_fails_it() {
        let slot: Arc<Slot<u8>> = Arc::new(Slot {
            state: Mutex::new(State::Running),
            changed: Condvar::new(),
        });
        let weak = Arc::downgrade(&slot);
        let waiter = BotWait(slot.clone());
        let t = std::thread::spawn(move || waiter.wait());
        let r = std::panic::catch_unwind(move || {
            let _finish = Finish::<u8> {
                slot: weak,
                answer: None,
            };
            panic!("a search that panics");
        });
        assert!(r.is_err());
        t.join().unwrap();
        assert!(matches!(*slot.lock(), State::Failed));
    }

    #[allow(dead_code)]
    fn assert_send<T: Send>() {}

    #[test]
    fn what_a_host_finishes_is_send() {
        assert_send::<Blocked>();
        assert_send::<BotSearch>();
        assert_send::<BotWait>();
    }
}

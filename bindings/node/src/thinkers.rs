//! The bots' thinkers: a small pool of background threads that run the
//! bots' searches nobody waits for on the event loop.
//!
//! Two kinds of search come here: the search of a bot's turn begun as soon
//! as the turn does (think-ahead, `cell::GameCell` sends it after every call
//! that changes a game), and the search a seat's action found unbegun (the
//! action is refused with `BOT_THINKING` and the search starts here, so the
//! client's retry finds the move). The event loop never runs either.
//!
//! * **Bounded.** At most `available_parallelism - 1` workers (at least
//!   one), made lazily, when more searches are queued than workers idle:
//!   one core stays for the event loop, so a server's requests are not
//!   descheduled behind bots' searches; a backlog waits in the queue.
//! * **The event loop waits for one search, not the queue.** A sync call
//!   that must wait for a game's search (`advance`, `rebase`, `playOut`)
//!   first takes that game's search out of the queue if no worker has
//!   begun it, and runs it itself ([`take`]). `advanceAsync`'s task on
//!   the libuv pool waits instead: taking it would run more searches at
//!   once than the pool's bound, on the event loop's core.
//! * **Panics.** A search that panics (a bug) is caught here: the worker
//!   goes on, and the engine marks that search failed (a later call begins
//!   it again).

use std::collections::VecDeque;
use std::sync::{Condvar, Mutex, MutexGuard, OnceLock};

use gridwords::engine::BotSearch;

/// A queued search and the game (`GameCell`'s id) it is for.
struct Job {
    game: u64,
    search: BotSearch,
}

#[derive(Default)]
struct Queue {
    jobs: VecDeque<Job>,
    workers: usize,
    idle: usize,
}

struct Pool {
    queue: Mutex<Queue>,
    ready: Condvar,
    max_workers: usize,
}

impl Pool {
    // Nothing panics with the queue locked (a search runs unlocked), so a
    // poisoned lock still holds a whole queue.
    fn lock(&self) -> MutexGuard<'_, Queue> {
        self.queue.lock().unwrap_or_else(|e| e.into_inner())
    }
}

fn pool() -> &'static Pool {
    static POOL: OnceLock<Pool> = OnceLock::new();
    POOL.get_or_init(|| Pool {
        queue: Mutex::new(Queue::default()),
        ready: Condvar::new(),
        max_workers: std::thread::available_parallelism()
            .map(|n| n.get().saturating_sub(1))
            .unwrap_or(1)
            .max(1),
    })
}

/// Queues `search` (of the game `game`) for a worker, starting one if all
/// are busy and the pool is not full.
pub(crate) fn send(game: u64, search: BotSearch) {
    let p = pool();
    let mut q = p.lock();
    q.jobs.push_back(Job { game, search });
    // Each idle worker takes one queued search; more queued than idle
    // workers: another worker, if the pool is not full.
    if q.jobs.len() > q.idle && q.workers < p.max_workers {
        q.workers += 1;
        let started = std::thread::Builder::new()
            .name("gridwords-thinker".into())
            .spawn(work);
        if started.is_err() {
            // No thread to be had: the search stays queued; a call that
            // needs its move takes it (`take`) and runs it.
            q.workers -= 1;
        }
    }
    p.ready.notify_one();
}

/// The queued search of the game `game` that no worker has begun (the
/// oldest), taken out of the queue for the caller to run.
pub(crate) fn take(game: u64) -> Option<BotSearch> {
    let mut q = pool().lock();
    let at = q.jobs.iter().position(|j| j.game == game)?;
    q.jobs.remove(at).map(|j| j.search)
}

/// A worker: runs queued searches, oldest first, for the life of the
/// process (an idle worker sleeps on the condition variable).
fn work() {
    let p = pool();
    loop {
        let job = {
            let mut q = p.lock();
            loop {
                if let Some(job) = q.jobs.pop_front() {
                    break job;
                }
                q.idle += 1;
                q = p.ready.wait(q).unwrap_or_else(|e| e.into_inner());
                q.idle -= 1;
            }
        };
        // The engine settles the search's slot as failed if it panics.
        let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| job.search.run()));
    }
}

//! The batch calls' runner: many items in one call, on every core.
//!
//! The work is cut into fixed chunks (for trays, [`CHUNK`]) that threads
//! take in turn, each writing its results straight into its own slice of
//! the output, so the output order is the input order whatever the thread
//! count. After each chunk a [`Progress`] callback hears how many items
//! were done and may stop the batch (a binding checks for Ctrl-C there).
//! Word Grid's `score_many`/`solve_many` and Sóló's `play_out_many` run on
//! it.
//!
//! Threads come from [rayon](https://docs.rs/rayon) when the default-on
//! `parallel` feature is enabled; embedded users who must not start threads
//! build with `default-features = false` and every call runs on the
//! caller's thread.
//!
//! The threads are the batch calls' own pool, never rayon's global one, and
//! a forked process makes its own on first use (see `pool`), so a batch call
//! works in a `multiprocessing` child started by fork after the parent ran
//! one.
//!
//! `threads` is the most threads a call may use: `0` means one per core
//! ([`std::thread::available_parallelism`]), `1` means the caller's thread
//! only (no pool is touched).

use crate::error::{Error, ErrorCode, Result};

/// Trays per unit of work: small enough to balance two to sixty-four
/// threads on a few thousand trays, large enough that taking a chunk costs
/// nothing next to scoring it (a chunk is about a millisecond).
pub const CHUNK: usize = 256;

/// The most threads a batch call may be asked for: past any machine's
/// cores, short of what would exhaust the system's threads.
pub const MAX_THREADS: usize = 1024;

/// Checks a thread count a caller passed in (from Python, Node, C or the
/// command line): `0` (one per core) or 1..=[`MAX_THREADS`]; anything else is
/// `INVALID_ARGUMENT`. Every surface validates through this one function.
pub fn threads_arg(threads: u64) -> Result<usize> {
    match usize::try_from(threads) {
        Ok(n) if n <= MAX_THREADS => Ok(n),
        _ => Err(Error::new(
            ErrorCode::InvalidArgument,
            format!("threads {threads} is not 0 (one per core) or 1..={MAX_THREADS}"),
        )),
    }
}

/// The number of threads `threads` stands for on this machine: at least 1,
/// at most [`MAX_THREADS`].
pub fn effective_threads(threads: usize) -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    if threads == 0 {
        cores.min(MAX_THREADS)
    } else {
        threads.min(MAX_THREADS)
    }
}

/// A batch call's progress report: `progress(n)` runs after each chunk of
/// `n` items is done, from whichever thread did it, and answers whether
/// the batch goes on (`false`: no chunk starts after it, and the call
/// returns `Ok(false)`; a binding checks for Ctrl-C here).
pub type Progress<'a> = &'a (dyn Fn(usize) -> bool + Sync);

/// Runs `work(chunk_index, chunk)` over `out` cut into [`CHUNK`]-long
/// pieces, on up to `threads` threads, reporting each chunk to `progress`;
/// whether every chunk ran.
pub(crate) fn run_chunks<T: Send>(
    out: &mut [T],
    threads: usize,
    progress: Progress<'_>,
    work: &(dyn Fn(usize, &mut [T]) + Sync),
) -> bool {
    run_chunks_of(out, CHUNK, threads, progress, work)
}

/// [`run_chunks`] with `chunk`-long pieces: a batch whose items are slow
/// (a whole game each) takes short ones, so that progress and Ctrl-C are
/// heard often. For batches of slow items (Sóló's play-outs).
pub(crate) fn run_chunks_of<T: Send>(
    out: &mut [T],
    chunk: usize,
    threads: usize,
    progress: Progress<'_>,
    work: &(dyn Fn(usize, &mut [T]) + Sync),
) -> bool {
    run_pieces(out, chunk, threads, progress, &|i, c| {
        work(i, c);
        c.len()
    })
}

/// [`run_chunks_of`] where `work` answers how many items a piece was
/// (what `progress` hears): an output slot may stand for several inputs
/// (one `SolveColumns` per chunk of trays).
pub(crate) fn run_pieces<T: Send>(
    out: &mut [T],
    chunk: usize,
    threads: usize,
    progress: Progress<'_>,
    work: &(dyn Fn(usize, &mut [T]) -> usize + Sync),
) -> bool {
    use std::sync::atomic::{AtomicBool, Ordering};
    let stop = AtomicBool::new(false);
    let step = |i: usize, c: &mut [T]| {
        if stop.load(Ordering::Relaxed) {
            return;
        }
        let done = work(i, c);
        if !progress(done) {
            stop.store(true, Ordering::Relaxed);
        }
    };
    let step: &(dyn Fn(usize, &mut [T]) + Sync) = &step;
    run_chunks_on(out, chunk.max(1), threads, step);
    !stop.load(Ordering::Relaxed)
}

fn run_chunks_on<T: Send>(
    out: &mut [T],
    chunk: usize,
    threads: usize,
    work: &(dyn Fn(usize, &mut [T]) + Sync),
) {
    let threads = effective_threads(threads).min(out.len().div_ceil(chunk).max(1));
    #[cfg(feature = "parallel")]
    if threads > 1 {
        use rayon::prelude::*;
        // Work inside a batch (a record's bot searches, inside
        // `verify_many`) shares the batch's threads: another pool here
        // would put threads on threads, and resizing the kept one would
        // throw it away under the outer batch.
        if rayon::current_thread_index().is_some() {
            return out
                .par_chunks_mut(chunk)
                .enumerate()
                .for_each(|(i, c)| work(i, c));
        }
        // If the system refuses threads, the caller's thread does the work.
        let Some(pool) = pool::get(threads) else {
            return run_on_caller(out, chunk, work);
        };
        return pool.install(move || {
            out.par_chunks_mut(chunk)
                .enumerate()
                .for_each(|(i, c)| work(i, c))
        });
    }
    let _ = threads;
    run_on_caller(out, chunk, work)
}

/// The batch calls' threads, made again after a fork.
///
/// A forked child has only the thread that called `fork`: a pool made
/// before the fork (rayon's global one included) is there as data, and a
/// batch call would wait forever for its threads. That is the deadlock of
/// Python's `multiprocessing` under the fork start method after the parent
/// ran a batch call. So the batch calls never use rayon's global pool: they
/// keep their own, remember which process made it, and a process that is
/// not that one (a forked child) makes its own on first use. The parent's
/// pool is forgotten in the child, never dropped (dropping would signal
/// threads that are not there).
#[cfg(feature = "parallel")]
mod pool {
    use std::sync::{Arc, Mutex};

    /// The pool, its size, and the process that made it.
    struct Kept {
        pid: u32,
        threads: usize,
        pool: Arc<rayon::ThreadPool>,
    }

    static KEPT: Mutex<Option<Kept>> = Mutex::new(None);

    /// A pool of exactly `threads` threads in this process: the one kept
    /// if it is this process's and that size, else a new one (kept in its
    /// place); `None` if the system refuses the threads.
    pub(super) fn get(threads: usize) -> Option<Arc<rayon::ThreadPool>> {
        let pid = std::process::id();
        let mut kept = KEPT.lock().unwrap_or_else(|e| e.into_inner());
        match kept.take() {
            Some(k) if k.pid == pid && k.threads == threads => {
                let pool = k.pool.clone();
                *kept = Some(k);
                return Some(pool);
            }
            // Another size in this process: its threads end when the last
            // call using it returns.
            Some(k) if k.pid == pid => drop(k),
            // A forked child: the parent's threads are not here.
            Some(k) => std::mem::forget(k),
            None => {}
        }
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .thread_name(|i| format!("gridwords-batch-{i}"))
            .build()
            .ok()?;
        let pool = Arc::new(pool);
        *kept = Some(Kept {
            pid,
            threads,
            pool: pool.clone(),
        });
        Some(pool)
    }
}

fn run_on_caller<T>(out: &mut [T], chunk: usize, work: &(dyn Fn(usize, &mut [T]) + Sync)) {
    for (i, c) in out.chunks_mut(chunk).enumerate() {
        work(i, c);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thread_counts_are_checked_once_here() {
        assert_eq!(threads_arg(0).unwrap(), 0);
        assert_eq!(threads_arg(1024).unwrap(), 1024);
        assert_eq!(
            threads_arg(1025).unwrap_err().code(),
            ErrorCode::InvalidArgument
        );
        assert!(threads_arg(u64::MAX).is_err());
        assert_eq!(effective_threads(usize::MAX), MAX_THREADS);
        assert!(effective_threads(0) >= 1);
    }
}

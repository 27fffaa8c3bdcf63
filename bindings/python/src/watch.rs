//! Progress and Ctrl-C for the batch calls (`score_many`, `solve_many`).
//!
//! The work runs without the GIL on the core's threads. Python runs signal
//! handlers only on the main thread, so the caller's thread does not work:
//! it watches. Every 100 ms it takes the GIL briefly to check for signals
//! (Ctrl-C raises `KeyboardInterrupt` within a fraction of a second) and,
//! every 250 ms and once at the end, calls the caller's
//! `progress(done, total)` (tqdm-friendly: from the caller's thread, a few
//! times a second). An exception from either stops the batch: no chunk
//! starts after it, and the exception is raised. A small batch with no
//! `progress` runs on the caller's thread as before (a few milliseconds;
//! no thread is started for it).

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use gridwords::hunt;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;

/// How often the watcher checks for signals.
const SIGNALS_EVERY: Duration = Duration::from_millis(100);
/// How often it calls `progress`.
const PROGRESS_EVERY: Duration = Duration::from_millis(250);
/// Batches up to this many items with no `progress` run unwatched.
const SMALL: usize = 4 * hunt::CHUNK;

/// Runs `work` (a core batch call, given the progress report to pass on)
/// over `total` items, watched as the module says.
pub(crate) fn watched<T: Send>(
    py: Python<'_>,
    total: usize,
    progress: Option<Bound<'_, PyAny>>,
    work: impl FnOnce(hunt::Progress<'_>) -> T + Send,
) -> PyResult<T> {
    Watch::new(total, 0, progress)?.run(py, total, work)
}

/// One batch watched over several core calls (a batch done in slices, or
/// an iterator's chunks): `progress` counts every slice against the whole
/// batch's `total`.
pub(crate) struct Watch<'py> {
    progress: Option<Bound<'py, PyAny>>,
    total: usize,
    /// Items done by earlier slices.
    done: usize,
}

impl<'py> Watch<'py> {
    /// A watch over `total` items of which `done` are done; `progress`
    /// must be callable (`TypeError` otherwise).
    pub(crate) fn new(
        total: usize,
        done: usize,
        progress: Option<Bound<'py, PyAny>>,
    ) -> PyResult<Self> {
        if let Some(p) = &progress {
            if !p.is_callable() {
                return Err(PyTypeError::new_err(format!(
                    "progress must be a callable taking (done, total), not {}",
                    p.get_type().name()?
                )));
            }
        }
        Ok(Self {
            progress,
            total,
            done,
        })
    }

    /// The `progress` callable, kept by an iterator between its chunks.
    pub(crate) fn into_progress(self) -> Option<Py<PyAny>> {
        self.progress.map(Bound::unbind)
    }

    /// Runs `work` over the next `n` items of the batch.
    pub(crate) fn run<T: Send>(
        &mut self,
        py: Python<'_>,
        n: usize,
        work: impl FnOnce(hunt::Progress<'_>) -> T + Send,
    ) -> PyResult<T> {
        let out = run_watched(py, self.done, n, self.total, self.progress.as_ref(), work);
        self.done += n;
        out
    }
}

/// Runs `work` over `n` items, items `before..before + n` of `total`.
fn run_watched<T: Send>(
    py: Python<'_>,
    before: usize,
    n: usize,
    total: usize,
    progress: Option<&Bound<'_, PyAny>>,
    work: impl FnOnce(hunt::Progress<'_>) -> T + Send,
) -> PyResult<T> {
    let done = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let report = |n: usize| {
        done.fetch_add(n, Ordering::Relaxed);
        !stop.load(Ordering::Relaxed)
    };
    if total <= SMALL && progress.is_none() {
        return Ok(py.detach(|| work(&report)));
    }
    let progress = progress.map(|p| p.clone().unbind());
    let mut failure: Option<PyErr> = None;
    let out = py.detach(|| {
        std::thread::scope(|s| {
            let (tx, rx) = mpsc::channel::<()>();
            let report = &report;
            let worker = s.spawn(move || {
                let out = work(report);
                let _ = tx.send(());
                out
            });
            let mut last_progress = Instant::now();
            loop {
                let finished = !matches!(
                    rx.recv_timeout(SIGNALS_EVERY),
                    Err(mpsc::RecvTimeoutError::Timeout)
                );
                let call_progress = finished || last_progress.elapsed() >= PROGRESS_EVERY;
                if failure.is_none() {
                    Python::attach(|py| {
                        let mut r = py.check_signals();
                        if let (Ok(()), Some(cb), true) = (&r, &progress, call_progress) {
                            let d = (before + done.load(Ordering::Relaxed).min(n)).min(total);
                            r = cb.call1(py, (d, total)).map(drop);
                        }
                        if let Err(e) = r {
                            failure = Some(e);
                            stop.store(true, Ordering::Relaxed);
                        }
                    });
                }
                if call_progress {
                    last_progress = Instant::now();
                }
                if finished {
                    break;
                }
            }
            worker
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
        })
    });
    match failure {
        Some(e) => Err(e),
        None => Ok(out),
    }
}

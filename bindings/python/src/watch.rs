//! Progress and Ctrl-C for the batch calls (`score_many`, `solve_many`).
//!
//! The work runs without the GIL on the core's threads. Python runs signal
//! handlers only on the main thread, so the caller's thread does not work:
//! it watches. Every 100 ms it takes the GIL briefly to check for signals
//! (Ctrl-C raises `KeyboardInterrupt` within a fraction of a second) and,
//! every 250 ms, calls the caller's `progress(done, total)`
//! (tqdm-friendly: from the caller's thread, a few times a second), and
//! once more at the end of the batch ([`Watch::finish`]). An exception from
//! either stops the batch: no chunk starts after it, and the exception is
//! raised. A batch is worked on slice by slice as its input is read
//! (`stream.rs`); the watch spans the slices (between them the reading
//! checks for signals itself). A small batch with no `progress` runs on
//! the caller's thread as before (a few milliseconds; no thread is started
//! for it).

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

/// One batch watched over several core calls (a batch done in slices, or
/// an iterator's chunks): `progress` counts every slice against the whole
/// batch's `total`, a few times a second across them, and [`Watch::finish`]
/// gives it the last count once.
pub(crate) struct Watch<'py> {
    progress: Option<Bound<'py, PyAny>>,
    total: usize,
    /// Items done by earlier slices.
    done: usize,
    /// When `progress` was last called (or the watch made).
    last_progress: Instant,
    /// What `progress` was last given.
    told: Option<(usize, usize)>,
    /// Watched however small the batch: its items are slow (whole
    /// records, [`Watch::always`]).
    always: bool,
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
            last_progress: Instant::now(),
            told: None,
            always: false,
        })
    }

    /// This watch, watching even a small batch: for slow items (a record
    /// takes up to a second to verify), so that Ctrl-C is heard in any.
    pub(crate) fn always(self) -> Self {
        Self {
            always: true,
            ..self
        }
    }

    /// The `progress` callable, kept by an iterator between its chunks.
    pub(crate) fn into_progress(self) -> Option<Py<PyAny>> {
        self.progress.map(Bound::unbind)
    }

    /// The batch's total, as far as it is known (an input without `len()`
    /// counts the items read so far).
    pub(crate) fn set_total(&mut self, total: usize) {
        self.total = total;
    }

    /// Runs `work` over the next `n` items of the batch.
    pub(crate) fn run<T: Send>(
        &mut self,
        py: Python<'_>,
        n: usize,
        work: impl FnOnce(hunt::Progress<'_>) -> T + Send,
    ) -> PyResult<T> {
        let out = self.run_watched(py, n, work);
        self.done += n;
        out
    }

    /// Calls `progress(done, total)` once at the end of the batch (or of an
    /// iterator's chunk), unless it was just given those counts.
    pub(crate) fn finish(&mut self) -> PyResult<()> {
        let now = (self.done.min(self.total), self.total);
        if let Some(cb) = &self.progress {
            if self.told != Some(now) {
                self.told = Some(now);
                self.last_progress = Instant::now();
                cb.call1(now).map(drop)?;
            }
        }
        Ok(())
    }

    /// Runs `work` over `n` items, the next of the batch.
    fn run_watched<T: Send>(
        &mut self,
        py: Python<'_>,
        n: usize,
        work: impl FnOnce(hunt::Progress<'_>) -> T + Send,
    ) -> PyResult<T> {
        let (before, total) = (self.done, self.total);
        let done = AtomicUsize::new(0);
        let stop = AtomicBool::new(false);
        let report = |n: usize| {
            done.fetch_add(n, Ordering::Relaxed);
            !stop.load(Ordering::Relaxed)
        };
        if total <= SMALL && self.progress.is_none() && !self.always {
            return Ok(py.detach(|| work(&report)));
        }
        let progress = self.progress.as_ref().map(|p| p.clone().unbind());
        let (last_progress, told) = (&mut self.last_progress, &mut self.told);
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
                loop {
                    let finished = !matches!(
                        rx.recv_timeout(SIGNALS_EVERY),
                        Err(mpsc::RecvTimeoutError::Timeout)
                    );
                    let call_progress = last_progress.elapsed() >= PROGRESS_EVERY;
                    if failure.is_none() {
                        Python::attach(|py| {
                            let mut r = py.check_signals();
                            if let (Ok(()), Some(cb), true) = (&r, &progress, call_progress) {
                                let d = (before + done.load(Ordering::Relaxed).min(n)).min(total);
                                *told = Some((d, total));
                                r = cb.call1(py, (d, total)).map(drop);
                            }
                            if let Err(e) = r {
                                failure = Some(e);
                                stop.store(true, Ordering::Relaxed);
                            }
                        });
                    }
                    if call_progress {
                        *last_progress = Instant::now();
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
}

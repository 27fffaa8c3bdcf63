//! The batch commands' progress bar (`hunt score-file`, `verify-many`):
//! on stderr, only when it is a terminal and the batch has run a while.

use std::io::{self, IsTerminal};
use std::sync::Once;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle};

/// How long a batch runs before the progress bar appears.
const PROGRESS_AFTER: Duration = Duration::from_secs(1);

/// A progress bar over `len` items, hidden until [`Progress::advance`] has
/// run for [`PROGRESS_AFTER`], and for good when stderr is not a terminal.
pub struct Progress {
    bar: ProgressBar,
    started: Instant,
    show: bool,
    reveal: Once,
}

impl Progress {
    /// A bar over `len` items called `unit` ("trays", "records").
    pub fn new(len: usize, unit: &'static str) -> Self {
        let bar = ProgressBar::with_draw_target(Some(len as u64), ProgressDrawTarget::hidden());
        let template =
            format!("{{bar:40}} {{human_pos}}/{{human_len}} {unit}  {{rate}}  eta {{eta}}");
        if let Ok(style) = ProgressStyle::with_template(&template) {
            bar.set_style(style.with_key(
                "rate",
                move |s: &ProgressState, w: &mut dyn std::fmt::Write| {
                    let _ = write!(w, "{:.0} {unit}/s", s.per_sec());
                },
            ));
        }
        Progress {
            bar,
            started: Instant::now(),
            show: io::stderr().is_terminal(),
            reveal: Once::new(),
        }
    }

    /// `n` more items done (called from any worker thread).
    pub fn advance(&self, n: usize) {
        self.bar.inc(n as u64);
        if self.show && self.started.elapsed() >= PROGRESS_AFTER {
            self.reveal
                .call_once(|| self.bar.set_draw_target(ProgressDrawTarget::stderr()));
        }
    }

    /// Clears the bar.
    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

//! Scoring and solving many trays in one call, on every core.
//!
//! Notebook users score millions of trays; one call should use the machine
//! without the caller starting threads. Each call cuts its trays into
//! chunks of [`CHUNK`] that the batch runner (`crate::batch`: threads,
//! progress, Ctrl-C, forks) hands to its threads, each writing its results
//! straight into its own slice of the output, so the output order is the
//! input order whatever the thread count, and nothing is allocated per tray
//! (each thread's solver scratch is made once and kept).

use crate::batch::{effective_threads, run_chunks, run_pieces, Progress, CHUNK};
use crate::error::{Error, ErrorCode, Result};
use crate::lexicon::Lexicon;

use super::columns::SolveColumns;
use super::deal::deal;
use super::path::Found;
use super::points::Points;
use super::solve::{count, score};
use super::tray::Tray;

/// The score of every tray (as [`score`]), in input order, on up to
/// `threads` threads (`0`: one per core).
///
/// ```rust
/// use gridwords::hunt::{score, score_many, Points, Tray};
/// use gridwords::Lexicon;
///
/// let trays: Vec<Tray> = (0..1000).map(|s| gridwords::hunt::deal(s)).collect();
/// let all = score_many(&trays, &Points::default(), Lexicon::embedded(), 0);
/// assert_eq!(all[7], score(&trays[7], &Points::default(), Lexicon::embedded()));
/// ```
pub fn score_many(trays: &[Tray], points: &Points, lexicon: &Lexicon, threads: usize) -> Vec<u64> {
    let mut out = vec![0u64; trays.len()];
    // The lengths agree by construction.
    let _ = score_many_into(trays, points, lexicon, threads, &mut out, &|_| true);
    out
}

/// [`score_many`] into a caller's buffer (a numpy array, a file's worth of
/// results), reporting progress ([`Progress`]: after each chunk, which may
/// stop the call). `out` must be exactly as long as `trays`
/// (`INVALID_ARGUMENT` otherwise, and nothing is written). `Ok(true)`: every
/// tray is scored; `Ok(false)`: `progress` stopped it (`out` is partly
/// written).
pub fn score_many_into(
    trays: &[Tray],
    points: &Points,
    lexicon: &Lexicon,
    threads: usize,
    out: &mut [u64],
    progress: Progress<'_>,
) -> Result<bool> {
    if out.len() != trays.len() {
        return Err(Error::new(
            ErrorCode::InvalidArgument,
            format!(
                "the output holds {} scores but there are {} trays",
                out.len(),
                trays.len()
            ),
        ));
    }
    // Build the solver trie once, before any thread needs it.
    lexicon.trie();
    Ok(run_chunks(out, threads, progress, &|i, chunk| {
        let trays = &trays[i * CHUNK..i * CHUNK + chunk.len()];
        for (o, t) in chunk.iter_mut().zip(trays) {
            *o = score(t, points, lexicon);
        }
    }))
}

/// Every tray's words (as [`solve`]), in input order, on up to `threads`
/// threads (`0`: one per core).
pub fn solve_many(trays: &[Tray], lexicon: &Lexicon, threads: usize) -> Vec<Vec<Found>> {
    solve_many_with(trays, lexicon, threads, &|_| true).unwrap_or_default()
}

/// [`solve_many`], reporting progress ([`Progress`]); `None` when
/// `progress` stopped it.
pub fn solve_many_with(
    trays: &[Tray],
    lexicon: &Lexicon,
    threads: usize,
    progress: Progress<'_>,
) -> Option<Vec<Vec<Found>>> {
    let mut out: Vec<Vec<Found>> = vec![Vec::new(); trays.len()];
    lexicon.trie();
    let all = run_chunks(&mut out, threads, progress, &|i, chunk| {
        let trays = &trays[i * CHUNK..i * CHUNK + chunk.len()];
        let mut cols = SolveColumns::new();
        for (o, t) in chunk.iter_mut().zip(trays) {
            cols.clear();
            cols.push(t, lexicon);
            *o = cols.found(0);
        }
    });
    all.then_some(out)
}

/// Every tray's words (as [`solve`]) as one [`SolveColumns`], tray after
/// tray in input order, on up to `threads` threads: no allocation per
/// word, the form a batch of millions of trays should take.
///
/// ```rust
/// use gridwords::hunt::{solve, solve_columns_many, Tray};
/// use gridwords::Lexicon;
///
/// let lex = Lexicon::embedded();
/// let trays: Vec<Tray> = (0..600).map(gridwords::hunt::deal).collect();
/// let cols = solve_columns_many(&trays, lex, 0);
/// assert_eq!(cols.trays(), 600);
/// assert_eq!(cols.found(599), solve(&trays[599], lex));
/// ```
pub fn solve_columns_many(trays: &[Tray], lexicon: &Lexicon, threads: usize) -> SolveColumns {
    solve_columns_many_with(trays, lexicon, threads, &|_| true).unwrap_or_default()
}

/// [`solve_columns_many`], reporting progress ([`Progress`], counted in
/// trays); `None` when `progress` stopped it.
pub fn solve_columns_many_with(
    trays: &[Tray],
    lexicon: &Lexicon,
    threads: usize,
    progress: Progress<'_>,
) -> Option<SolveColumns> {
    let mut out = SolveColumns::new();
    solve_columns_many_into(trays, lexicon, threads, &mut out, progress).then_some(out)
}

/// [`solve_columns_many_with`] into `out`, whose trays are replaced and
/// whose memory is kept: a caller solving a long batch slice by slice
/// (Python's `solve_many(columns=True)`) hands the same columns back each
/// time, so a slice's words go into memory already touched instead of
/// fresh pages. Whether every tray was solved (`false`: `progress` stopped
/// it, and `out` holds part of the batch).
pub fn solve_columns_many_into(
    trays: &[Tray],
    lexicon: &Lexicon,
    threads: usize,
    out: &mut SolveColumns,
    progress: Progress<'_>,
) -> bool {
    lexicon.trie();
    out.clear();
    // One thread: straight into the output, chunk by chunk (no parts to
    // fill and copy again: for a batch of dealt trays that copy and the
    // parts' own memory were a sixth of the call).
    if effective_threads(threads) == 1 || trays.len() <= CHUNK {
        for chunk in trays.chunks(CHUNK) {
            for t in chunk {
                out.push(t, lexicon);
            }
            if !progress(chunk.len()) {
                return false;
            }
        }
        return true;
    }
    // One columns per chunk of trays, joined in order at the end.
    let mut parts = vec![SolveColumns::new(); trays.len().div_ceil(CHUNK)];
    let all = run_pieces(&mut parts, 1, threads, progress, &|i, part| {
        let trays = &trays[i * CHUNK..((i + 1) * CHUNK).min(trays.len())];
        for p in part.iter_mut() {
            for t in trays {
                p.push(t, lexicon);
            }
        }
        trays.len()
    });
    if !all {
        return false;
    }
    out.reserve(
        parts.iter().map(SolveColumns::rows).sum(),
        parts.iter().map(|p| p.text().len()).sum(),
        trays.len(),
    );
    for p in &parts {
        out.append(p);
    }
    true
}

/// The tray of every seed (as [`deal`]), in input order, into `out`
/// (exactly as long as `seeds`: `INVALID_ARGUMENT` otherwise), on up to
/// `threads` threads, reporting [`Progress`]; whether it finished.
pub fn deal_many_into(
    seeds: &[u64],
    threads: usize,
    out: &mut [Tray],
    progress: Progress<'_>,
) -> Result<bool> {
    same_length(out.len(), seeds.len(), "trays", "seeds")?;
    Ok(run_chunks(out, threads, progress, &|i, chunk| {
        let seeds = &seeds[i * CHUNK..i * CHUNK + chunk.len()];
        for (o, &s) in chunk.iter_mut().zip(seeds) {
            *o = deal(s);
        }
    }))
}

/// Every tray's word count and longest word's length (as
/// [`count`]: the words [`solve`] finds, without listing them), into
/// `out` (exactly as long as `trays`), on up to `threads` threads,
/// reporting [`Progress`]; whether it finished.
pub fn count_many_into(
    trays: &[Tray],
    lexicon: &Lexicon,
    threads: usize,
    out: &mut [(u32, u8)],
    progress: Progress<'_>,
) -> Result<bool> {
    same_length(out.len(), trays.len(), "counts", "trays")?;
    lexicon.trie();
    Ok(run_chunks(out, threads, progress, &|i, chunk| {
        let trays = &trays[i * CHUNK..i * CHUNK + chunk.len()];
        for (o, t) in chunk.iter_mut().zip(trays) {
            let (words, longest) = count(t, lexicon);
            // A 4x4 tray holds at most a few thousand words of at most 16
            // letters.
            *o = (
                u32::try_from(words).unwrap_or(u32::MAX),
                u8::try_from(longest).unwrap_or(u8::MAX),
            );
        }
    }))
}

fn same_length(out: usize, input: usize, outs: &str, ins: &str) -> Result<()> {
    if out != input {
        return Err(Error::new(
            ErrorCode::InvalidArgument,
            format!("the output holds {out} {outs} but there are {input} {ins}"),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hunt::{deal, solve};
    use std::sync::atomic::{AtomicUsize, Ordering};

    fn trays(n: u64) -> Vec<Tray> {
        (0..n).map(deal).collect()
    }

    #[test]
    fn every_thread_count_gives_the_same_scores_in_order() {
        let lex = Lexicon::embedded();
        let t = trays(CHUNK as u64 * 3 + 17);
        let p = Points::default();
        let one: Vec<u64> = t.iter().map(|x| score(x, &p, lex)).collect();
        for threads in [0, 1, 2, 3, 8] {
            assert_eq!(score_many(&t, &p, lex, threads), one, "{threads} threads");
        }
        assert!(score_many(&[], &p, lex, 0).is_empty());
    }

    #[test]
    fn progress_counts_every_tray_and_lengths_must_match() {
        let lex = Lexicon::embedded();
        let t = trays(CHUNK as u64 + 5);
        let done = AtomicUsize::new(0);
        let mut out = vec![0; t.len()];
        let all = score_many_into(&t, &Points::default(), lex, 2, &mut out, &|n| {
            done.fetch_add(n, Ordering::Relaxed);
            true
        })
        .unwrap();
        assert!(all);
        assert_eq!(done.into_inner(), t.len());
        let mut short = vec![7; 3];
        let e = score_many_into(&t, &Points::default(), lex, 2, &mut short, &|_| true).unwrap_err();
        assert_eq!(e.code(), ErrorCode::InvalidArgument);
        assert_eq!(short, [7, 7, 7], "nothing written");
    }

    #[test]
    fn a_progress_report_that_says_stop_stops_the_batch() {
        let lex = Lexicon::embedded();
        let t = trays(CHUNK as u64 * 40);
        for threads in [1, 2] {
            let done = AtomicUsize::new(0);
            let mut out = vec![0; t.len()];
            let all = score_many_into(&t, &Points::default(), lex, threads, &mut out, &|n| {
                done.fetch_add(n, Ordering::Relaxed) + n < CHUNK * 3
            })
            .unwrap();
            assert!(!all);
            // The chunks under way when it stopped finish; no other starts.
            let done = done.into_inner();
            assert!(done >= CHUNK * 3 && done <= CHUNK * (3 + threads), "{done}");
            let stopped = solve_many_with(&t, lex, threads, &|_| false);
            assert!(stopped.is_none());
        }
    }

    #[test]
    fn columns_are_the_same_on_one_thread_and_many_and_stop_when_told() {
        let lex = Lexicon::embedded();
        let t = trays(CHUNK as u64 * 2 + 11);
        let one = solve_columns_many(&t, lex, 1);
        assert_eq!(one.trays(), t.len());
        for threads in [0, 2, 3] {
            assert_eq!(
                solve_columns_many(&t, lex, threads),
                one,
                "{threads} threads"
            );
        }
        for (i, tray) in t.iter().enumerate().step_by(97) {
            assert_eq!(one.found(i), solve(tray, lex));
        }
        for threads in [1, 2] {
            let heard = AtomicUsize::new(0);
            let stopped = solve_columns_many_with(&t, lex, threads, &|n| {
                heard.fetch_add(n, Ordering::Relaxed);
                false
            });
            assert!(stopped.is_none());
            assert!(heard.into_inner() <= CHUNK * threads);
        }
    }

    #[test]
    fn deal_and_count_many_match_one_at_a_time() {
        let lex = Lexicon::embedded();
        let seeds: Vec<u64> = (0..CHUNK as u64 + 9).map(|s| s * 7919).collect();
        for threads in [1, 2] {
            let mut trays = vec![Tray::default(); seeds.len()];
            assert!(deal_many_into(&seeds, threads, &mut trays, &|_| true).unwrap());
            let mut counts = vec![(0, 0); seeds.len()];
            assert!(count_many_into(&trays, lex, threads, &mut counts, &|_| true).unwrap());
            for ((s, t), c) in seeds.iter().zip(&trays).zip(&counts) {
                assert_eq!(*t, deal(*s));
                let found = solve(t, lex);
                let longest = found.iter().map(|f| f.word.len()).max().unwrap_or(0);
                assert_eq!(*c, (found.len() as u32, longest as u8));
            }
        }
        let mut short = vec![Tray::default(); 2];
        assert!(deal_many_into(&seeds, 1, &mut short, &|_| true).is_err());
    }

    #[test]
    fn solve_many_matches_solve() {
        let lex = Lexicon::embedded();
        let t = trays(CHUNK as u64 * 2 + 3);
        let many = solve_many(&t, lex, 0);
        for threads in [1, 2, 3] {
            let cols = solve_columns_many(&t, lex, threads);
            assert_eq!(cols.trays(), t.len());
            for (k, (x, got)) in t.iter().zip(&many).enumerate() {
                let want = solve(x, lex);
                assert_eq!(got, &want);
                assert_eq!(cols.found(k), want, "{threads} threads, tray {k}");
            }
        }
        assert_eq!(solve_columns_many(&[], lex, 0).trays(), 0);
    }

    #[test]
    fn solve_columns_progress_counts_trays_and_can_stop() {
        let lex = Lexicon::embedded();
        let t = trays(CHUNK as u64 * 3 + 1);
        let done = AtomicUsize::new(0);
        let cols = solve_columns_many_with(&t, lex, 2, &|n| {
            done.fetch_add(n, Ordering::Relaxed);
            true
        });
        assert_eq!(cols.map(|c| c.trays()), Some(t.len()));
        assert_eq!(done.into_inner(), t.len());
        assert!(solve_columns_many_with(&t, lex, 2, &|_| false).is_none());
    }
}

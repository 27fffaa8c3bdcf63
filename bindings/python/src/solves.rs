//! Solving many trays: `hunt.solve_many` (a dict per tray, or columns) and
//! `hunt.solve_chunks` (columns, chunk by chunk).
//!
//! A solve is large: about 118 words a tray with the shipped list, some
//! 30 KiB as Python dicts and lists, 40 B a word as columns. So the work is
//! done in slices of [`SLICE`] trays, each turned into its output before
//! the next is solved: the Rust side never holds more than one slice's
//! words, and the output is allocated by Python and numpy, which raise
//! `MemoryError` when memory runs out (a Rust allocation failure would
//! abort the process and take a notebook's kernel with it). A million
//! trays (about 118 million words, 4.7 GB as columns) fit in bounded memory
//! only through `solve_chunks`, whose caller keeps what it needs of each
//! chunk. The trays themselves are read slice by slice as the work goes
//! (`stream.rs`): `solve_chunks` reads each chunk's when `next()` asks for
//! it (the first at the call, so a bad tray there is refused at once).

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

use gridwords::hunt::{self, SolveColumns, Tray};
use gridwords::ErrorCode;

use crate::args::{Chunk, Threads};
use crate::hunt::{found_dict, next_trays};
use crate::lexicon::{or_default, Lexicon};
use crate::memory::{self, out_of_memory};
use crate::stream::{Trays, SLICE as READ_SLICE};
use crate::watch::Watch;
use crate::{err, numpy};

/// Trays solved at a time: 16 of the core's chunks, about 40 MB of words
/// in Rust with the shipped list, a fifth of a second on one core.
const SLICE: usize = 16 * hunt::CHUNK;

/// The room a slice must find before it is solved: when memory is short
/// (a process under `ulimit -v`), the call raises `MemoryError` here
/// rather than letting the solve's own allocations fail, which would abort.
const HEADROOM: usize = 128 << 20;

/// The longest word and path: a 4x4 tray's 16 cells.
const CELLS: usize = 16;

/// A path's padding past its last cell.
const NO_CELL: u8 = u8::MAX;

/// The default `chunk` of `solve_chunks`: about 77 MB of columns with the
/// shipped list (40 B a word), held twice while they become numpy arrays.
const DEFAULT_CHUNK: usize = 4 * SLICE;

/// Solves `trays` slice by slice with `solve` (the core's batch call),
/// handing each slice's result to `each` with the flat index (in the whole
/// batch) of its first tray. `first` is the index of `trays[0]`.
fn solve_slices<T: Send>(
    py: Python<'_>,
    trays: &[Tray],
    first: usize,
    watch: &mut Watch<'_>,
    solve: impl Fn(&[Tray], hunt::Progress<'_>) -> Option<T> + Sync,
    mut each: impl FnMut(usize, T) -> PyResult<()>,
) -> PyResult<()> {
    for (k, slice) in trays.chunks(SLICE).enumerate() {
        memory::room_for(HEADROOM)?;
        let solved = watch.run(py, slice.len(), |report| solve(slice, report))?;
        // `None` only when the watch stopped the batch, and then `run`
        // gave its error.
        if let Some(solved) = solved {
            each(first + k * SLICE, solved)?;
        }
    }
    Ok(())
}

/// A batch's words as three columns, row by row: the flat index of the
/// tray (`int64`), the word (`S16`, NUL-padded) and its first path
/// (`uint8` x 16, padded with 255), in the order `hunt.solve` lists them.
#[derive(Default)]
struct Columns {
    tray: Vec<u8>,
    word: Vec<u8>,
    path: Vec<u8>,
}

impl Columns {
    /// Appends the rows of `solved`, whose trays are numbered `first..`.
    fn push(&mut self, first: usize, solved: &SolveColumns) -> PyResult<()> {
        let rows = solved.rows();
        self.tray.try_reserve(rows * 8).map_err(out_of_memory)?;
        self.word.try_reserve(rows * CELLS).map_err(out_of_memory)?;
        self.path.try_reserve(rows * CELLS).map_err(out_of_memory)?;
        for t in 0..solved.trays() {
            // A batch holds at most isize::MAX bytes of trays.
            let tray = i64::try_from(first + t).unwrap_or(i64::MAX).to_ne_bytes();
            for r in solved.tray_rows(t) {
                self.tray.extend_from_slice(&tray);
                let w = solved.word_bytes(r);
                let n = w.len().min(CELLS);
                let mut word = [0u8; CELLS];
                word[..n].copy_from_slice(&w[..n]);
                self.word.extend_from_slice(&word);
                let packed = solved.packed_paths()[r];
                let mut path = [NO_CELL; CELLS];
                for (k, c) in path.iter_mut().enumerate().take(n) {
                    *c = (packed >> (4 * k)) as u8 & 15;
                }
                self.path.extend_from_slice(&path);
            }
        }
        Ok(())
    }

    /// `{"tray": int64 (n,), "word": S16 (n,), "path": uint8 (n, 16)}`.
    fn into_dict(self, py: Python<'_>) -> PyResult<Bound<'_, PyDict>> {
        let rows = self.tray.len() / 8;
        let out = PyDict::new(py);
        let one = (rows,).into_pyobject(py)?.into_any();
        out.set_item("tray", numpy::array(py, &self.tray, "int64", one.clone())?)?;
        drop(self.tray);
        out.set_item("word", numpy::array(py, &self.word, "S16", one)?)?;
        drop(self.word);
        let two = (rows, CELLS).into_pyobject(py)?.into_any();
        out.set_item("path", numpy::array(py, &self.path, "uint8", two)?)?;
        Ok(out)
    }
}

/// `hunt_solve` for many trays, on up to `threads` threads (`None`: one
/// per core), without the GIL. A dict per tray (word -> path): a list for
/// a list of trays, a numpy object array in the trays' shape for a numpy
/// array. `columns=True`: one dict of numpy arrays instead, a row per word
/// (`tray`: the tray's flat index, `word`: `S16`, `path`: `uint8` x 16
/// padded with 255). `progress` and Ctrl-C as for `hunt_score_many`;
/// `MemoryError` when the output does not fit.
#[pyfunction]
#[pyo3(signature = (trays, *, lexicon=None, threads=None, progress=None, columns=false))]
fn hunt_solve_many<'py>(
    py: Python<'py>,
    trays: Bound<'py, PyAny>,
    lexicon: Option<&Lexicon>,
    threads: Option<Threads>,
    progress: Option<Bound<'py, PyAny>>,
    columns: bool,
) -> PyResult<Bound<'py, PyAny>> {
    let threads = threads.unwrap_or_default().0;
    let lex = or_default(lexicon);
    let mut input = Trays::open(&trays)?;
    let mut watch = Watch::new(input.total(), 0, progress)?;
    let mut batch = memory::with_capacity(SLICE.min(input.total()))?;
    let mut cols = Columns::default();
    let out = PyList::empty(py);
    loop {
        let first = input.read_so_far();
        if next_trays(py, &mut input, SLICE, &mut batch, &mut watch)? == 0 {
            break;
        }
        if columns {
            solve_slices(
                py,
                &batch,
                first,
                &mut watch,
                |slice, report| hunt::solve_columns_many_with(slice, &lex, threads, report),
                |first, solved| cols.push(first, &solved),
            )?;
        } else {
            solve_slices(
                py,
                &batch,
                first,
                &mut watch,
                |slice, report| hunt::solve_many_with(slice, &lex, threads, report),
                |_, solved| {
                    for found in solved {
                        out.append(found_dict(py, found)?)?;
                    }
                    Ok(())
                },
            )?;
        }
    }
    watch.finish()?;
    if columns {
        return Ok(cols.into_dict(py)?.into_any());
    }
    match input.numpy_shape(py) {
        Some(shape) => numpy::objects(py, &out, shape),
        None => Ok(out.into_any()),
    }
}

/// The words of many trays as columns (as `hunt_solve_many(...,
/// columns=True)`), `chunk` trays at a time: each `next()` reads the next
/// chunk's trays from the input (the first chunk's were read at the call)
/// and solves them (GIL released, `progress` counting against the whole
/// batch, Ctrl-C honoured; an interrupted chunk is solved again by the next
/// `next()`, and an interrupted read goes on where it stopped). A bad tray,
/// or an input that raises, stops the iterator: every later `next()`
/// raises that error again. `tray` is the flat index in the whole batch.
/// `len()` is the number of chunks in all when the input has a length, so
/// `tqdm(solve_chunks(...))` shows a bar (an input without `len()`, a
/// generator, gives a `TypeError` there, which tqdm takes as "no total").
#[pyclass(module = "gridwords._core", name = "SolveChunks")]
pub(crate) struct SolveChunks {
    input: Trays,
    /// The next chunk's trays, read and not yet solved (kept through an
    /// interrupted `next()`).
    pending: Vec<Tray>,
    lexicon: gridwords::Lexicon,
    threads: usize,
    chunk: usize,
    /// Trays solved and given out: the flat index of `pending[0]`.
    next: usize,
    progress: Option<Py<PyAny>>,
}

impl SolveChunks {
    /// Reads the next chunk's trays into `pending` (up to `chunk`).
    fn fill(&mut self, py: Python<'_>) -> PyResult<()> {
        while self.pending.len() < self.chunk {
            let want = (self.chunk - self.pending.len()).min(READ_SLICE);
            if self.input.read(py, want, &mut self.pending)? == 0 {
                break;
            }
        }
        Ok(())
    }
}

#[pymethods]
impl SolveChunks {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__<'py>(&mut self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyDict>>> {
        self.fill(py)?;
        if self.pending.is_empty() {
            return Ok(None);
        }
        let progress = self.progress.as_ref().map(|p| p.bind(py).clone());
        let mut watch = Watch::new(self.input.total(), self.next, progress)?;
        let mut cols = Columns::default();
        let (lexicon, threads) = (&self.lexicon, self.threads);
        solve_slices(
            py,
            &self.pending,
            self.next,
            &mut watch,
            |slice, report| hunt::solve_columns_many_with(slice, lexicon, threads, report),
            |first, solved| cols.push(first, &solved),
        )?;
        watch.finish()?;
        self.next += self.pending.len();
        self.pending.clear();
        cols.into_dict(py).map(Some)
    }

    fn __len__(&self) -> PyResult<usize> {
        match self.input.count() {
            Some(n) => Ok(n.div_ceil(self.chunk)),
            None => Err(PyTypeError::new_err(
                "len() of solve_chunks is unknown: its trays have no len() (a generator)",
            )),
        }
    }
}

/// `hunt_solve_many(..., columns=True)` `chunk` trays at a time (default
/// 16,384): an iterator of column dicts ([`SolveChunks`]). A `chunk`
/// under 1 is `INVALID_ARGUMENT`. The first chunk's trays are read (and
/// checked) here, the others by the `next()` that solves them.
#[pyfunction]
#[pyo3(signature = (trays, *, chunk=None, lexicon=None, threads=None, progress=None))]
fn hunt_solve_chunks<'py>(
    py: Python<'py>,
    trays: Bound<'py, PyAny>,
    chunk: Option<Chunk>,
    lexicon: Option<&Lexicon>,
    threads: Option<Threads>,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<SolveChunks> {
    let chunk = match chunk {
        None => DEFAULT_CHUNK,
        Some(Chunk(0)) => {
            return Err(err(
                ErrorCode::InvalidArgument,
                "chunk 0 is not a number of trays: 1 or more",
            ))
        }
        Some(Chunk(n)) => n,
    };
    let input = Trays::open(&trays)?;
    let mut chunks = SolveChunks {
        input,
        pending: Vec::new(),
        lexicon: or_default(lexicon),
        threads: threads.unwrap_or_default().0,
        chunk,
        next: 0,
        progress: None,
    };
    chunks.fill(py)?;
    // Checked now, not at the first `next()`.
    let watch = Watch::new(chunks.input.total(), 0, progress)?;
    chunks.progress = watch.into_progress();
    Ok(chunks)
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<SolveChunks>()?;
    m.add_function(wrap_pyfunction!(hunt_solve_many, m)?)?;
    m.add_function(wrap_pyfunction!(hunt_solve_chunks, m)?)?;
    Ok(())
}

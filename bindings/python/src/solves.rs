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

use std::ops::Range;

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyDict, PyList};

use gridwords::hunt::{self, SolveColumns, Tray};
use gridwords::ErrorCode;

use crate::args::{Chunk, Threads};
use crate::hunt::{found_dict, next_trays};
use crate::lexicon::{or_default, Lexicon};
use crate::memory;
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
/// shipped list (40 B a word), written a slice at a time.
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

/// Solves `trays` into `cols` slice by slice (as [`solve_slices`]), the
/// core's columns handed back for every slice
/// (`hunt::solve_columns_many_into`), so that after the first slice the
/// words go into memory already touched.
fn solve_column_slices(
    py: Python<'_>,
    trays: &[Tray],
    first: usize,
    watch: &mut Watch<'_>,
    lexicon: &gridwords::Lexicon,
    threads: usize,
    cols: &mut Columns<'_>,
) -> PyResult<()> {
    let mut spare = SolveColumns::new();
    for (k, slice) in trays.chunks(SLICE).enumerate() {
        memory::room_for(HEADROOM)?;
        let held = &mut spare;
        let all = watch.run(py, slice.len(), |report| {
            hunt::solve_columns_many_into(slice, lexicon, threads, held, report)
        })?;
        // `false` only when the watch stopped the batch, and then `run`
        // gave its error.
        if all {
            cols.push(first + k * SLICE, &spare)?;
        }
    }
    Ok(())
}

/// A batch's words as three columns, row by row: the flat index of the
/// tray (`int64`), the word (`S16`, NUL-padded) and its first path
/// (`uint8` x 16, padded with 255), in the order `hunt.solve` lists them.
///
/// Each slice's words are written, as the core gives them, straight into
/// three `bytearray`s ([`write_rows`]) and dropped: nothing held in Rust
/// between slices, no copy in Rust before Python's, and the core's next
/// slice reuses the memory of the last. The `bytearray`s are sized, not
/// zeroed (their memory is first touched by the words written), from the
/// first slice's words a tray when the batch's length is known (grown if a
/// later slice needs more, doubled when the length is not known), cut to
/// the words at the end, and then viewed by numpy arrays.
struct Columns<'py> {
    py: Python<'py>,
    /// The batch's trays, when known.
    trays: Option<usize>,
    /// `tray`, `word` and `path`: room for `cap` rows each.
    bytes: [Bound<'py, PyByteArray>; 3],
    cap: usize,
    /// Rows written, and the trays they came from.
    rows: usize,
    trays_done: usize,
}

/// Bytes a row of `tray`, `word` and `path`.
const WIDTHS: [usize; 3] = [8, CELLS, CELLS];

impl<'py> Columns<'py> {
    /// No rows yet; `trays` is the batch's length when known.
    fn new(py: Python<'py>, trays: Option<usize>) -> Columns<'py> {
        Columns {
            py,
            trays,
            bytes: [(); 3].map(|()| PyByteArray::new(py, &[])),
            cap: 0,
            rows: 0,
            trays_done: 0,
        }
    }

    /// Room for `rows` rows in all, `trays` trays having given them
    /// (`MemoryError` when it cannot be had).
    fn reserve(&mut self, rows: usize, trays: usize) -> PyResult<()> {
        if rows <= self.cap {
            return Ok(());
        }
        let cap = match self.trays {
            // The words a tray so far, for every tray, and a sixteenth more.
            Some(total) if trays > 0 && total >= trays => {
                let guess = rows as u128 * total as u128 / trays as u128;
                usize::try_from(guess + guess / 16 + 1024).unwrap_or(usize::MAX)
            }
            _ => self.cap.saturating_mul(2),
        }
        .max(rows);
        self.resize(cap)?;
        self.cap = cap;
        Ok(())
    }

    /// Each `bytearray` resized to `rows` rows, its bytes kept: new bytes
    /// are not written (`PyByteArray_Resize` reallocates), so memory the
    /// words never reach is never touched.
    fn resize(&self, rows: usize) -> PyResult<()> {
        for (bytes, width) in self.bytes.iter().zip(WIDTHS) {
            let len = rows
                .checked_mul(width)
                .filter(|&n| n <= isize::MAX as usize);
            let len = len.ok_or_else(|| {
                memory::no_room(format_args!("{rows} words"), None, "past the address space")
            })?;
            bytes.resize(len)?;
        }
        Ok(())
    }

    /// Writes the rows of `solved`, whose trays are numbered `first..`.
    fn push(&mut self, first: usize, solved: &SolveColumns) -> PyResult<()> {
        let end = self.rows + solved.rows();
        self.reserve(end, self.trays_done + solved.trays())?;
        self.trays_done += solved.trays();
        let [tray, word, path] = &self.bytes;
        let [tray_width, word_width, path_width] = WIDTHS;
        let (at, rows) = (self.rows, solved.rows());
        write_rows(tray, tray_width, at, rows, |r, out| {
            tray_bytes(solved, first, r, out)
        })?;
        write_rows(word, word_width, at, rows, |r, out| {
            word_bytes(solved, r, out)
        })?;
        write_rows(path, path_width, at, rows, |r, out| {
            path_bytes(solved, r, out)
        })?;
        self.rows = end;
        Ok(())
    }

    /// `{"tray": int64 (n,), "word": S16 (n,), "path": uint8 (n, 16)}`.
    fn into_dict(self) -> PyResult<Bound<'py, PyDict>> {
        if self.cap != self.rows {
            // The room past the last row was never written.
            self.resize(self.rows)?;
        }
        let out = PyDict::new(self.py);
        let one = (self.rows,).into_pyobject(self.py)?.into_any();
        let two = (self.rows, CELLS).into_pyobject(self.py)?.into_any();
        let [tray, word, path] = self.bytes;
        out.set_item("tray", numpy::from_bytearray(tray, "int64", one.clone())?)?;
        out.set_item("word", numpy::from_bytearray(word, "S16", one)?)?;
        out.set_item("path", numpy::from_bytearray(path, "uint8", two)?)?;
        Ok(out)
    }
}

/// Writes `rows` rows of `width` bytes into `buffer` from row `at` on,
/// straight into its memory: `fill(rows, bytes)` gives the bytes of the
/// rows `rows` (counted from the first written). It once went through a
/// `bytes` and a `memoryview` a block at a time, a second copy of every
/// word that was a tenth of a one-thread solve.
fn write_rows(
    buffer: &Bound<'_, PyByteArray>,
    width: usize,
    at: usize,
    rows: usize,
    fill: impl Fn(Range<usize>, &mut [u8]),
) -> PyResult<()> {
    if rows == 0 {
        return Ok(());
    }
    // SAFETY: the GIL is held and no Python code runs until `fill` is
    // done (it is plain Rust), so nothing can resize or free the buffer
    // while this slice of it lives; no other reference to its bytes exists
    // (the buffer is this call's own, not yet handed to Python).
    #[allow(unsafe_code)]
    let bytes = unsafe { buffer.as_bytes_mut() };
    let out = bytes
        .get_mut(at * width..(at + rows) * width)
        .ok_or_else(|| err(ErrorCode::Panic, "the columns are shorter than their rows"))?;
    fill(0..rows, out);
    Ok(())
}

/// The `tray` bytes of `solved`'s rows `rows` (its trays numbered
/// `first..`).
fn tray_bytes(solved: &SolveColumns, first: usize, rows: Range<usize>, out: &mut [u8]) {
    let ends = solved.tray_ends();
    // The tray of the first row, then each tray's rows among them.
    let mut t = ends.partition_point(|&end| end <= rows.start);
    let mut r = rows.start;
    while r < rows.end {
        let end = ends.get(t).map_or(rows.end, |&e| e.min(rows.end));
        // A batch holds at most isize::MAX bytes of trays.
        let tray = i64::try_from(first + t).unwrap_or(i64::MAX).to_ne_bytes();
        let at = (r - rows.start) * 8;
        for cell in out[at..at + (end - r) * 8].chunks_exact_mut(8) {
            cell.copy_from_slice(&tray);
        }
        r = end;
        t += 1;
    }
}

/// The `word` bytes of `solved`'s rows `rows`: each word NUL-padded.
fn word_bytes(solved: &SolveColumns, rows: Range<usize>, out: &mut [u8]) {
    let (text, ends) = (solved.text(), solved.ends());
    let mut start = rows.start.checked_sub(1).map_or(0, |r| ends[r]);
    for (&end, slot) in ends[rows].iter().zip(out.chunks_exact_mut(CELLS)) {
        let word = text.get(start..end).unwrap_or_default();
        let n = word.len().min(CELLS);
        let mut padded = [0u8; CELLS];
        padded[..n].copy_from_slice(&word[..n]);
        slot.copy_from_slice(&padded);
        start = end;
    }
}

/// The `path` bytes of `solved`'s rows `rows`: each path's cells, then
/// [`NO_CELL`].
fn path_bytes(solved: &SolveColumns, rows: Range<usize>, out: &mut [u8]) {
    let ends = solved.ends();
    let mut start = rows.start.checked_sub(1).map_or(0, |r| ends[r]);
    let paths = &solved.packed_paths()[rows.clone()];
    for ((&end, &packed), slot) in ends[rows]
        .iter()
        .zip(paths)
        .zip(out.chunks_exact_mut(CELLS))
    {
        slot.copy_from_slice(&hunt::unpack_path_cells(packed, end - start, NO_CELL));
        start = end;
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
    let mut cols = Columns::new(py, input.count());
    let out = PyList::empty(py);
    loop {
        let first = input.read_so_far();
        if next_trays(py, &mut input, SLICE, &mut batch, &mut watch)? == 0 {
            break;
        }
        if columns {
            // Known now if the input just ended.
            cols.trays = input.count();
            solve_column_slices(py, &batch, first, &mut watch, &lex, threads, &mut cols)?;
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
        return Ok(cols.into_dict()?.into_any());
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
        let mut cols = Columns::new(py, Some(self.pending.len()));
        let (lexicon, threads) = (&self.lexicon, self.threads);
        solve_column_slices(
            py,
            &self.pending,
            self.next,
            &mut watch,
            lexicon,
            threads,
            &mut cols,
        )?;
        watch.finish()?;
        self.next += self.pending.len();
        self.pending.clear();
        cols.into_dict().map(Some)
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

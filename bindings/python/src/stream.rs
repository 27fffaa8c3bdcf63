//! A batch call's input read in slices, and its output grown slice by
//! slice (issue 30, "Streaming inputs").
//!
//! The batch calls (`score_many`, `count_many`, `deal_many`, `solve_many`,
//! `solve_chunks`) never hold their whole input: neither a Python list of
//! it nor a Rust `Vec` of its trays or seeds. They read a slice ([`SLICE`]
//! items, fewer for solves), work on it on the core's pool without the GIL,
//! append its output and read the next. An iterable (a `range`, a
//! generator, a list) is read item by item; a numpy array as slices of its
//! C order (`flat[a:b]`, turned into bytes a slice at a time), never through
//! a copy or a `tolist()` of the whole array.
//!
//! Ctrl-C: reading checks for signals before every slice and every
//! [`SIGNALS_EVERY`] items of an iterator (a Python generator's own code
//! also raises `KeyboardInterrupt` by itself), and the work is watched as
//! before (`watch.rs`). Reading an iterator lets other Python threads run
//! every [`YIELD_EVERY`].
//!
//! Output: when the input's length is known (`len()`, an array's size) the
//! whole output is checked and allocated before any work (`memory.rs`); an
//! input without `len()` grows it slice by slice, each growth checked. The
//! output lives in Python's memory (a `bytearray` that the numpy result
//! views, or the result list), so a failed allocation is a `MemoryError`,
//! never an abort.

use std::time::{Duration, Instant};

use pyo3::exceptions::{PyException, PyRuntimeError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes, PyIterator, PyList, PyMemoryView, PySlice, PyTuple};

use gridwords::hunt::Tray;
use gridwords::{Error as CoreError, ErrorCode};

use crate::watch::Watch;
use crate::{args, err, memory, py_err};

/// Items read and worked on at a time by `score_many`, `count_many` and
/// `deal_many`: a megabyte of trays, a quarter of a second of scoring on
/// one core, a few milliseconds of reading.
pub(crate) const SLICE: usize = 1 << 16;

/// Items of an iterator read between two checks for signals (each check is
/// a flag read when no signal is pending).
const SIGNALS_EVERY: usize = 64;

/// How long reading an iterator holds the GIL at most before letting other
/// Python threads run (Python's own switch interval): an iterator written
/// in C (`map(hunt.deal, seeds)`) never lets go of it by itself.
const YIELD_EVERY: Duration = Duration::from_millis(5);

/// A tray of a batch: `trays[i]` in messages, the core's code kept.
pub(crate) fn tray_at(i: usize, s: &str) -> PyResult<Tray> {
    Tray::parse(s).map_err(|e| {
        py_err(CoreError::new(
            e.code(),
            format!("trays[{i}]: {}", e.message()),
        ))
    })
}

/// Why a read stopped before its slice was full.
enum Stop {
    /// A signal handler raised (Ctrl-C) between two items: nothing was
    /// taken from the input, so reading may go on later.
    Signal(PyErr),
    /// An item was refused (a bad tray or seed): reading stops there.
    Refused(PyErr),
    /// The input itself raised (a generator's exception, Ctrl-C landing in
    /// a generator's own code): reading cannot go on, a generator that
    /// raised is spent.
    Raised(PyErr),
}

impl From<PyErr> for Stop {
    fn from(e: PyErr) -> Self {
        Stop::Raised(e)
    }
}

/// Why reading failed for good.
enum Failed {
    /// An item was refused: later reads raise the same error.
    Refused(PyErr),
    /// The input raised at item `at`: later reads raise a `RuntimeError`
    /// saying so (rather than taking a spent generator for the end).
    Raised { err: PyErr, at: usize },
}

fn signals(py: Python<'_>) -> Result<(), Stop> {
    py.check_signals().map_err(Stop::Signal)
}

/// The byte order of a numpy array's items.
#[derive(Clone, Copy)]
pub(crate) enum Order {
    Little,
    Big,
}

impl Order {
    /// numpy's `dtype.byteorder`: `<`, `>`, or native (`=`, `|`).
    fn of(byteorder: &str) -> Self {
        match byteorder {
            "<" => Order::Little,
            ">" => Order::Big,
            _ if cfg!(target_endian = "big") => Order::Big,
            _ => Order::Little,
        }
    }
}

/// How a numpy array of trays is read.
#[derive(Clone, Copy)]
pub(crate) enum TrayForm {
    /// Fixed-width strings, `S<width>` (bytes, trailing NULs dropped) or
    /// `U<width / 4>` (UCS-4 code points).
    Strings {
        unicode: bool,
        width: usize,
        order: Order,
    },
    /// A matrix of letter codes, 16 bytes a tray: the codes 0-25, or (for
    /// the whole array) the ASCII letters.
    Codes { ascii: bool },
}

/// How a numpy array of seeds is read.
#[derive(Clone, Copy)]
pub(crate) enum SeedForm {
    /// Integers of `width` bytes (1, 2, 4 or 8).
    Ints {
        width: usize,
        signed: bool,
        order: Order,
    },
    /// Any other dtype (or an ndarray subclass): each slice's `tolist()`,
    /// item by item, as a seed.
    Objects,
}

enum Source<F> {
    /// A Python iterator, read item by item.
    Items(Py<PyIterator>),
    /// A numpy array read as slices `flat[a:b]` of its C order (`flat`: a
    /// 1-d view of a C-contiguous array, else its `.flat`), `items` of them
    /// in all.
    Array {
        flat: Py<PyAny>,
        items: usize,
        form: F,
    },
}

/// A batch's input, read slice by slice.
pub(crate) struct Input<F> {
    source: Source<F>,
    /// The input's length when it has one (`len()`, an array's size).
    len: Option<usize>,
    /// Items read so far.
    read: usize,
    /// The numpy array's shape (the result's), for an array.
    shape: Option<Py<PyAny>>,
    /// The input is spent.
    ended: bool,
    /// Reading failed after taking an item: every later read raises.
    failed: Option<Failed>,
    /// What the items are, in messages: "trays" or "seeds".
    what: &'static str,
}

pub(crate) type Trays = Input<TrayForm>;
pub(crate) type Seeds = Input<SeedForm>;

/// `len(v)`, or `None` for an object without one (a generator); a
/// `KeyboardInterrupt` raised by `__len__` is raised.
fn known_len(v: &Bound<'_, PyAny>) -> PyResult<Option<usize>> {
    match v.len() {
        Ok(n) => Ok(Some(n)),
        Err(e) if e.is_instance_of::<PyException>(v.py()) => Ok(None),
        Err(e) => Err(e),
    }
}

/// A 1-d view of a C-contiguous array, else its `.flat` (sliced, each
/// slice a copy of just those items).
fn flat_of<'py>(arr: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    let contiguous: bool = arr.getattr("flags")?.getattr("c_contiguous")?.extract()?;
    if contiguous {
        arr.call_method1("reshape", (-1,))
    } else {
        arr.getattr("flat")
    }
}

fn slice<'py>(py: Python<'py>, a: usize, b: usize) -> Bound<'py, PySlice> {
    let at = |n: usize| isize::try_from(n).unwrap_or(isize::MAX);
    PySlice::new(py, at(a), at(b), 1)
}

/// The bytes of items `a..b` of `flat`, C order.
fn bytes_of<'py>(
    py: Python<'py>,
    flat: &Py<PyAny>,
    a: usize,
    b: usize,
) -> PyResult<Bound<'py, PyBytes>> {
    let part = flat.bind(py).get_item(slice(py, a, b))?;
    Ok(part.call_method0("tobytes")?.cast_into::<PyBytes>()?)
}

/// Pushes `v`, its growth checked.
fn push<T>(out: &mut Vec<T>, v: T) -> PyResult<()> {
    if out.len() == out.capacity() {
        memory::reserve(out, 1)?;
    }
    out.push(v);
    Ok(())
}

/// Up to `max` items of `it` into `out`, parsed by `parse(index, item)`;
/// whether the iterator is spent.
fn read_items<T>(
    py: Python<'_>,
    it: &Py<PyIterator>,
    first: usize,
    max: usize,
    out: &mut Vec<T>,
    parse: impl Fn(usize, &Bound<'_, PyAny>) -> PyResult<T>,
) -> Result<bool, Stop> {
    let mut it = it.bind(py).clone();
    let mut held = Instant::now();
    for k in 0..max {
        if k % SIGNALS_EVERY == 0 {
            signals(py)?;
            if held.elapsed() >= YIELD_EVERY {
                py.detach(|| ());
                held = Instant::now();
            }
        }
        let Some(item) = it.next() else {
            return Ok(true);
        };
        let item = parse(first + k, &item?).map_err(Stop::Refused)?;
        push(out, item)?;
    }
    Ok(false)
}

impl<F: Copy> Input<F> {
    fn new(
        what: &'static str,
        source: Source<F>,
        len: Option<usize>,
        shape: Option<Bound<'_, PyAny>>,
    ) -> Self {
        Self {
            what,
            source,
            len,
            read: 0,
            shape: shape.map(Bound::unbind),
            ended: false,
            failed: None,
        }
    }

    /// The input's length as `len()` gave it (the output is allocated for
    /// it up front), `None` for an iterable without one.
    pub(crate) fn declared_len(&self) -> Option<usize> {
        self.len
    }

    /// The number of items, once known: the declared length, or the items
    /// read when the input is spent.
    pub(crate) fn count(&self) -> Option<usize> {
        if self.ended {
            Some(self.read)
        } else {
            self.len
        }
    }

    /// The `total` that `progress` is given: the input's length, or the
    /// items read so far for an iterable without `len()`.
    pub(crate) fn total(&self) -> usize {
        match self.count() {
            Some(n) => n.max(self.read),
            None => self.read,
        }
    }

    /// Items read so far.
    pub(crate) fn read_so_far(&self) -> usize {
        self.read
    }

    /// Whether the input is a numpy array (which gives a numpy result).
    pub(crate) fn is_numpy(&self) -> bool {
        self.shape.is_some()
    }

    /// The numpy array's shape, for an array.
    pub(crate) fn numpy_shape<'py>(&self, py: Python<'py>) -> Option<Bound<'py, PyAny>> {
        self.shape.as_ref().map(|s| s.bind(py).clone())
    }

    /// The result's shape: the array's, or `(items read,)`.
    pub(crate) fn shape<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        match self.numpy_shape(py) {
            Some(s) => Ok(s),
            None => Ok(PyTuple::new(py, [self.read])?.into_any()),
        }
    }

    /// Appends up to `max` items to `out` with `fill(source, py, first
    /// index, max, out)`, which says whether the input is spent; how many
    /// (0: none left). Items read before an error stay in `out` (and are
    /// counted).
    fn read_with<T>(
        &mut self,
        py: Python<'_>,
        max: usize,
        out: &mut Vec<T>,
        fill: impl FnOnce(&Source<F>, Python<'_>, usize, usize, &mut Vec<T>) -> Result<bool, Stop>,
    ) -> PyResult<usize> {
        match &self.failed {
            Some(Failed::Refused(e)) => return Err(e.clone_ref(py)),
            Some(Failed::Raised { err, at }) => {
                let e = PyRuntimeError::new_err(format!(
                    "the input raised {} reading {}[{at}]: it cannot be read on \
                     (a generator that raised is spent)",
                    err.get_type(py).name()?,
                    self.what
                ));
                e.set_cause(py, Some(err.clone_ref(py)));
                return Err(e);
            }
            None => {}
        }
        if self.ended || max == 0 {
            return Ok(0);
        }
        let hint = self
            .len
            .map_or(max, |n| n.saturating_sub(self.read).min(max));
        memory::reserve(out, hint)?;
        let before = out.len();
        let r = fill(&self.source, py, self.read, max, out);
        let got = out.len() - before;
        self.read += got;
        match r {
            Ok(ended) => {
                self.ended = ended;
                Ok(got)
            }
            Err(Stop::Signal(e)) => Err(e),
            Err(Stop::Refused(e)) => {
                self.failed = Some(Failed::Refused(e.clone_ref(py)));
                Err(e)
            }
            Err(Stop::Raised(e)) => {
                self.failed = Some(Failed::Raised {
                    err: e.clone_ref(py),
                    at: self.read,
                });
                Err(e)
            }
        }
    }
}

impl Trays {
    /// The trays of a batch: a numpy array of fixed-width strings (dtype
    /// `S<n>` or `U<n>`, e.g. `'S16'`), read from its bytes without a
    /// Python object per tray; a `uint8`/`int8` matrix of letter codes whose
    /// last axis is the 16 cells; any other `numpy.ndarray` item by item in
    /// C order (all give a numpy result); or any iterable of `str` (or
    /// `bytes`) but a `str` or `bytes` itself. Trailing NULs of a numpy
    /// string are padding, as in numpy. Nothing is read yet (but a letter
    /// code matrix, scanned once to tell codes from ASCII).
    pub(crate) fn open(trays: &Bound<'_, PyAny>) -> PyResult<Self> {
        let py = trays.py();
        let ty = trays.get_type();
        let is_numpy = ty.module()?.to_cow()? == "numpy" && ty.name()?.to_cow()? == "ndarray";
        if is_numpy {
            let shape = trays.getattr("shape")?;
            let size: usize = trays.getattr("size")?.extract()?;
            let dtype = trays.getattr("dtype")?;
            let kind: String = dtype.getattr("kind")?.extract()?;
            let itemsize: usize = dtype.getattr("itemsize")?.extract()?;
            if kind == "S" || kind == "U" {
                let byteorder: String = dtype.getattr("byteorder")?.extract()?;
                let form = TrayForm::Strings {
                    unicode: kind == "U",
                    width: itemsize,
                    order: Order::of(&byteorder),
                };
                let flat = flat_of(trays)?.unbind();
                let source = Source::Array {
                    flat,
                    items: size,
                    form,
                };
                return Ok(Self::new("trays", source, Some(size), Some(shape)));
            }
            let dims: Vec<usize> = shape.extract()?;
            if (kind == "u" || kind == "i") && itemsize == 1 && dims.last() == Some(&16) {
                let flat = flat_of(trays)?.unbind();
                let ascii = any_over_25(py, &flat, size)?;
                let outer = PyTuple::new(py, &dims[..dims.len() - 1])?.into_any();
                let source = Source::Array {
                    flat,
                    items: size / 16,
                    form: TrayForm::Codes { ascii },
                };
                return Ok(Self::new("trays", source, Some(size / 16), Some(outer)));
            }
            // Other dtypes (an object array of str): item by item.
            let items = trays.getattr("flat")?.try_iter()?.unbind();
            return Ok(Self::new(
                "trays",
                Source::Items(items),
                Some(size),
                Some(shape),
            ));
        }
        // A bare str is one tray, not a batch of one-letter trays: refused as
        // every sequence argument refuses it.
        if trays.is_instance_of::<pyo3::types::PyString>() || trays.is_instance_of::<PyBytes>() {
            return Err(PyTypeError::new_err(format!(
                "trays must be an iterable of str or a numpy array of strings, not {} \
                 (one tray: pass [tray])",
                trays.get_type().name()?
            )));
        }
        let len = known_len(trays)?;
        let items = trays.try_iter()?.unbind();
        Ok(Self::new("trays", Source::Items(items), len, None))
    }

    /// Appends up to `max` trays to `out` (see [`Input::read_with`]).
    pub(crate) fn read(
        &mut self,
        py: Python<'_>,
        max: usize,
        out: &mut Vec<Tray>,
    ) -> PyResult<usize> {
        self.read_with(py, max, out, |source, py, first, max, out| match source {
            Source::Items(it) => read_items(py, it, first, max, out, |i, t| {
                tray_at(
                    i,
                    &args::tray_text(t.as_borrowed(), format_args!("trays[{i}]"))?,
                )
            }),
            Source::Array { flat, items, form } => {
                let n = max.min(items - first);
                if n > 0 {
                    signals(py)?;
                    match *form {
                        TrayForm::Strings {
                            unicode,
                            width,
                            order,
                        } => strings(py, flat, first, n, unicode, width, order, out)
                            .map_err(Stop::Refused)?,
                        TrayForm::Codes { ascii } => {
                            codes(py, flat, first, n, ascii, out).map_err(Stop::Refused)?
                        }
                    }
                }
                Ok(first + n == *items)
            }
        })
    }
}

/// Whether a letter code matrix (`bytes` bytes) holds a byte over 25 (so
/// it is read as ASCII letters, the whole array): slice by slice, stopping
/// at the first.
fn any_over_25(py: Python<'_>, flat: &Py<PyAny>, bytes: usize) -> PyResult<bool> {
    let mut at = 0;
    while at < bytes {
        py.check_signals()?;
        let end = bytes.min(at + 16 * SLICE);
        if bytes_of(py, flat, at, end)?
            .as_bytes()
            .iter()
            .any(|&b| b >= 26)
        {
            return Ok(true);
        }
        at = end;
    }
    Ok(false)
}

/// Trays `first..first + n` of a numpy string array.
#[allow(clippy::too_many_arguments)]
fn strings(
    py: Python<'_>,
    flat: &Py<PyAny>,
    first: usize,
    n: usize,
    unicode: bool,
    width: usize,
    order: Order,
    out: &mut Vec<Tray>,
) -> PyResult<()> {
    if width == 0 {
        // Zero-width strings: every tray is empty (the core says why).
        for i in first..first + n {
            push(out, tray_at(i, "")?)?;
        }
        return Ok(());
    }
    let data = bytes_of(py, flat, first, first + n)?;
    for (k, item) in data.as_bytes().chunks_exact(width).enumerate() {
        let i = first + k;
        let tray = if unicode {
            tray_at(i, &ucs4(i, item, order)?)?
        } else {
            let end = item.iter().rposition(|&b| b != 0).map_or(0, |p| p + 1);
            let s = std::str::from_utf8(&item[..end]).map_err(|e| {
                err(
                    ErrorCode::InvalidUtf8,
                    format!("trays[{i}] is not valid UTF-8: {e}"),
                )
            })?;
            tray_at(i, s)?
        };
        push(out, tray)?;
    }
    Ok(())
}

/// Trays `first..first + n` of a letter code matrix (16 bytes a tray).
fn codes(
    py: Python<'_>,
    flat: &Py<PyAny>,
    first: usize,
    n: usize,
    ascii: bool,
    out: &mut Vec<Tray>,
) -> PyResult<()> {
    let data = bytes_of(py, flat, 16 * first, 16 * (first + n))?;
    for (k, cells) in data.as_bytes().chunks_exact(16).enumerate() {
        let mut letters = [0u8; 16];
        for (l, &b) in letters.iter_mut().zip(cells) {
            *l = if ascii { b } else { b.wrapping_add(b'a') };
        }
        let tray = Tray::from_letters(letters).map_err(|e| {
            py_err(CoreError::new(
                e.code(),
                format!(
                    "trays[{}]: {} (a matrix of letter codes holds 0-25 or the ASCII letters a-z)",
                    first + k,
                    e.message()
                ),
            ))
        })?;
        push(out, tray)?;
    }
    Ok(())
}

/// A numpy `U<n>` item (UCS-4 code points in `order`) as a `String`; a
/// lone surrogate is `INVALID_UTF8`, as for a `str` argument.
fn ucs4(i: usize, item: &[u8], order: Order) -> PyResult<String> {
    let mut out = String::with_capacity(item.len() / 4);
    let mut codes: Vec<u32> = item
        .chunks_exact(4)
        .map(|b| {
            let b = [b[0], b[1], b[2], b[3]];
            match order {
                Order::Big => u32::from_be_bytes(b),
                Order::Little => u32::from_le_bytes(b),
            }
        })
        .collect();
    while codes.last() == Some(&0) {
        codes.pop();
    }
    for (at, &c) in codes.iter().enumerate() {
        let ch = char::from_u32(c).ok_or_else(|| {
            err(
                ErrorCode::InvalidUtf8,
                format!(
                    "trays[{i}] is not valid Unicode: it holds the lone surrogate U+{c:04X} \
                     at index {at}, which has no UTF-8 form"
                ),
            )
        })?;
        out.push(ch);
    }
    Ok(out)
}

impl Seeds {
    /// Reads the seeds `slice` at a time, calling `each` on every slice
    /// (with the watch, its total kept up to date), then gives the watch
    /// its last report: the one loop of every batch call over seeds.
    pub(crate) fn each_slice<'py>(
        &mut self,
        py: Python<'py>,
        slice: usize,
        watch: &mut Watch<'py>,
        mut each: impl FnMut(&mut Watch<'py>, &[u64]) -> PyResult<()>,
    ) -> PyResult<()> {
        let mut batch = memory::with_capacity(slice.min(self.total()))?;
        loop {
            batch.clear();
            let n = self.read(py, slice, &mut batch)?;
            watch.set_total(self.total());
            if n == 0 {
                break;
            }
            each(watch, &batch)?;
        }
        watch.finish()
    }

    /// The seeds of a batch: a numpy array (integers read from its bytes,
    /// other dtypes as their items, in C order), or any iterable of seeds
    /// (int, numpy integer, or str in the seed syntax) but a `str`.
    /// `ndarray` is `numpy.ndarray`. Nothing is read yet.
    pub(crate) fn open(seeds: &Bound<'_, PyAny>, ndarray: &Bound<'_, PyAny>) -> PyResult<Self> {
        if seeds.is_instance(ndarray)? {
            let shape = seeds.getattr("shape")?;
            if !seeds.get_type().is(ndarray) {
                // A subclass (a matrix, a masked array): its `ravel()`'s
                // items, as `ravel().tolist()` gives them.
                let flat = seeds.call_method0("ravel")?;
                let items = flat.len()?;
                let source = Source::Array {
                    flat: flat.unbind(),
                    items,
                    form: SeedForm::Objects,
                };
                return Ok(Self::new("seeds", source, Some(items), Some(shape)));
            }
            let size: usize = seeds.getattr("size")?.extract()?;
            let dtype = seeds.getattr("dtype")?;
            let kind: String = dtype.getattr("kind")?.extract()?;
            let width: usize = dtype.getattr("itemsize")?.extract()?;
            let form = if (kind == "i" || kind == "u") && matches!(width, 1 | 2 | 4 | 8) {
                let byteorder: String = dtype.getattr("byteorder")?.extract()?;
                SeedForm::Ints {
                    width,
                    signed: kind == "i",
                    order: Order::of(&byteorder),
                }
            } else {
                SeedForm::Objects
            };
            let source = Source::Array {
                flat: flat_of(seeds)?.unbind(),
                items: size,
                form,
            };
            return Ok(Self::new("seeds", source, Some(size), Some(shape)));
        }
        let items = args::sequence(seeds, "seeds", "an iterable of seeds (int or str)")?;
        let len = known_len(seeds)?;
        Ok(Self::new("seeds", Source::Items(items.unbind()), len, None))
    }

    /// Appends up to `max` seeds to `out` (see [`Input::read_with`]). A bad
    /// seed is refused as `hunt.deal` refuses it.
    pub(crate) fn read(
        &mut self,
        py: Python<'_>,
        max: usize,
        out: &mut Vec<u64>,
    ) -> PyResult<usize> {
        self.read_with(py, max, out, |source, py, first, max, out| match source {
            Source::Items(it) => read_items(py, it, first, max, out, |_, s| {
                Ok(s.extract::<args::Seed>()?.0)
            }),
            Source::Array { flat, items, form } => {
                let n = max.min(items - first);
                if n > 0 {
                    signals(py)?;
                    match *form {
                        SeedForm::Ints {
                            width,
                            signed,
                            order,
                        } => {
                            let data = bytes_of(py, flat, first, first + n)?;
                            for b in data.as_bytes().chunks_exact(width) {
                                push(out, seed_of(b, signed, order).map_err(Stop::Refused)?)?;
                            }
                        }
                        SeedForm::Objects => {
                            let part = flat.bind(py).get_item(slice(py, first, first + n))?;
                            let list = part.call_method0("tolist")?;
                            for (k, s) in list.try_iter()?.enumerate() {
                                if k % SIGNALS_EVERY == 0 {
                                    signals(py)?;
                                }
                                let seed = s?.extract::<args::Seed>().map_err(Stop::Refused)?;
                                push(out, seed.0)?;
                            }
                        }
                    }
                }
                Ok(first + n == *items)
            }
        })
    }
}

/// A numpy integer (1 to 8 bytes in `order`) as a seed: refused below 0
/// with the message `hunt.deal(-1)` gives.
fn seed_of(b: &[u8], signed: bool, order: Order) -> PyResult<u64> {
    let mut le = [0u8; 16];
    match order {
        Order::Little => le[..b.len()].copy_from_slice(b),
        Order::Big => {
            for (o, &x) in le.iter_mut().zip(b.iter().rev()) {
                *o = x;
            }
        }
    }
    if signed && b.len() < 16 && le[b.len() - 1] & 0x80 != 0 {
        for o in &mut le[b.len()..] {
            *o = 0xff;
        }
    }
    let v = i128::from_le_bytes(le);
    u64::try_from(v).map_err(|_| {
        err(
            ErrorCode::InvalidArgument,
            format!("seed {v} is not in 0..=18446744073709551615"),
        )
    })
}

/// A numpy result's bytes, in a `bytearray` (Python's memory) that the
/// result then views, written slice by slice.
pub(crate) struct OutBytes<'py> {
    buf: Bound<'py, PyByteArray>,
    /// Bytes written.
    at: usize,
    width: usize,
    /// What an item is, for `MemoryError`'s message ("trays", "seeds").
    what: &'static str,
}

impl<'py> OutBytes<'py> {
    /// The output of `len` items of `width` bytes, allocated now when the
    /// input's length is known (`MemoryError` naming its size if it cannot
    /// be had), else empty and grown slice by slice.
    pub(crate) fn new(
        py: Python<'py>,
        len: Option<usize>,
        width: usize,
        what: &'static str,
    ) -> PyResult<Self> {
        let bytes = match len {
            Some(n) => memory::output_bytes(n, width, what)?,
            None => 0,
        };
        let buf = PyByteArray::new_with(py, bytes, |_| Ok(())).map_err(|e| {
            memory::named(
                py,
                e,
                format_args!("{} {what}", bytes / width.max(1)),
                bytes,
            )
        })?;
        Ok(Self {
            buf,
            at: 0,
            width,
            what,
        })
    }

    /// Appends `n` items, their bytes written by `fill` (`n * width`).
    pub(crate) fn push(&mut self, n: usize, fill: impl FnOnce(&mut [u8])) -> PyResult<()> {
        let py = self.buf.py();
        let bytes = n * self.width;
        let part = PyBytes::new_with(py, bytes, |b| {
            fill(b);
            Ok(())
        })?;
        let end = self.at + bytes;
        let had = self.buf.len();
        if end > had {
            // Growth: checked first, then Python's own (amortised) resize.
            memory::room_for(end - had)?;
        }
        let items = end / self.width.max(1);
        self.buf
            .set_item(slice(py, self.at, end), part)
            .map_err(|e| memory::named(py, e, format_args!("{items} {}", self.what), end))?;
        self.at = end;
        Ok(())
    }

    /// The numpy array of `dtype` in `shape` over the bytes written.
    pub(crate) fn into_array(
        self,
        dtype: &str,
        shape: Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        if self.buf.len() != self.at {
            self.buf.resize(self.at)?;
        }
        crate::numpy::from_bytearray(self.buf, dtype, shape)
    }
}

/// A list result of ints, its slots allocated up front when the input's
/// length is known, else grown slice by slice; the ints made by Python
/// (`memoryview.cast('Q').tolist()` of each slice), so a failed allocation
/// is a `MemoryError`.
pub(crate) struct OutList<'py> {
    list: Bound<'py, PyList>,
    at: usize,
    what: &'static str,
}

impl<'py> OutList<'py> {
    pub(crate) fn new(py: Python<'py>, len: Option<usize>, what: &'static str) -> PyResult<Self> {
        let list = PyList::empty(py);
        let list = match len {
            Some(n) if n > 0 => {
                let bytes = memory::output_bytes(n, 8, what)?;
                list.append(py.None())?;
                list.as_any()
                    .call_method1("__mul__", (n,))
                    .map_err(|e| memory::named(py, e, format_args!("{n} {what}"), bytes))?
                    .cast_into::<PyList>()?
            }
            _ => list,
        };
        Ok(Self { list, at: 0, what })
    }

    /// Appends `values`.
    pub(crate) fn push(&mut self, values: &[u64]) -> PyResult<()> {
        let py = self.list.py();
        let bytes = PyBytes::new_with(py, values.len() * 8, |b| {
            for (o, v) in b.chunks_exact_mut(8).zip(values) {
                o.copy_from_slice(&v.to_ne_bytes());
            }
            Ok(())
        })?;
        let ints = PyMemoryView::from(bytes.as_any())?
            .call_method1("cast", ("Q",))?
            .call_method0("tolist")?;
        let end = self.at + values.len();
        let had = self.list.len();
        if end > had {
            memory::room_for((end - had) * 8)?;
        }
        self.list
            .as_any()
            .set_item(slice(py, self.at, end), ints)
            .map_err(|e| memory::named(py, e, format_args!("{end} {}", self.what), end * 8))?;
        self.at = end;
        Ok(())
    }

    pub(crate) fn into_list(self) -> PyResult<Bound<'py, PyList>> {
        let len = self.list.len();
        if self.at < len {
            self.list.del_slice(self.at, len)?;
        }
        Ok(self.list)
    }
}

//! `gridwords.Lexicon`: a read-only word list, shared between threads and
//! games.

use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyString, PyTuple};

use crate::args::{Data, Word, Words};
use crate::{json_loads, OrPy};

/// A read-only word list, shareable between threads and games.
#[pyclass(frozen, module = "gridwords", name = "Lexicon")]
#[derive(Clone)]
pub struct Lexicon {
    pub(crate) inner: gridwords::Lexicon,
}

/// The list a call plays with: the given one, or the shipped one.
pub fn or_default(lexicon: Option<&Lexicon>) -> gridwords::Lexicon {
    lexicon.map_or_else(
        || gridwords::Lexicon::embedded().clone(),
        |l| l.inner.clone(),
    )
}

/// What `__reduce__` needs to rebuild a game on `lex`: nothing for the
/// shipped list, else the list itself.
pub fn for_pickle(lex: &gridwords::Lexicon) -> Option<Lexicon> {
    (!gridwords::Lexicon::ptr_eq(lex, gridwords::Lexicon::embedded()))
        .then(|| Lexicon { inner: lex.clone() })
}

#[pymethods]
impl Lexicon {
    /// The shipped English lexicon (one shared list per process).
    #[staticmethod]
    fn default(py: Python<'_>) -> Lexicon {
        let inner = py.detach(|| gridwords::Lexicon::embedded().clone());
        Lexicon { inner }
    }

    /// A lexicon of the given words (1-32 letters a-z, lower case; order and
    /// duplicates do not matter). Raises Error(code="INVALID_LEXICON_WORD").
    #[staticmethod]
    fn from_words(py: Python<'_>, words: Words) -> PyResult<Lexicon> {
        let inner = py
            .detach(|| gridwords::Lexicon::from_words(&words.0))
            .or_py()?;
        Ok(Lexicon { inner })
    }

    /// Opens a lexicon blob (as `to_bytes()` returns; bytes, bytearray or
    /// memoryview). Raises Error(code="LEXICON_CORRUPT").
    #[staticmethod]
    fn from_bytes(py: Python<'_>, data: Data) -> PyResult<Lexicon> {
        let data = data.0.to_vec();
        let inner = py.detach(|| gridwords::Lexicon::from_bytes(data)).or_py()?;
        Ok(Lexicon { inner })
    }

    /// Whether `word` (lower-case a-z) is in the list.
    fn contains(&self, word: Word<'_>) -> bool {
        self.inner.contains(word.0)
    }

    /// `word in lexicon`: False for anything that is not a word of the
    /// list, a non-str or a str that is not valid Unicode included.
    fn __contains__(&self, word: &Bound<'_, PyAny>) -> bool {
        match word.cast::<PyString>() {
            Ok(s) => s.to_str().is_ok_and(|w| self.inner.contains(w)),
            Err(_) => false,
        }
    }

    fn __len__(&self) -> usize {
        self.inner.len()
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let words: Vec<String> = self.inner.words().collect();
        words.into_pyobject(py)?.try_iter().map(Bound::into_any)
    }

    /// The manifest as a dict (typed `gridwords.types.LexiconManifest`):
    /// the counts, and the shipped list's build record or another list's
    /// `source`.
    #[getter]
    fn manifest<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        json_loads(py, self.inner.manifest_json())
    }

    /// The list's fingerprint: the sha256 (64 lower-case hex digits) of its
    /// words sorted, each followed by a newline (the shipped list's is its
    /// manifest's `list_sha256`). The same words give the same fingerprint
    /// however the list was made. Logs (`"lexicon_sha256"`) and snapshots
    /// record it; replay, restore, from_log and verify with a list of
    /// another fingerprint raise Error(code="LEXICON_MISMATCH"). Computed
    /// on first use (about 10 ms for a list the size of the shipped one),
    /// without the GIL.
    #[getter]
    fn fingerprint(&self, py: Python<'_>) -> String {
        py.detach(|| self.inner.fingerprint().to_string())
    }

    /// The blob (reopen with `Lexicon.from_bytes`).
    fn to_bytes<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        PyBytes::new(py, self.inner.as_bytes())
    }

    fn __repr__(&self) -> String {
        format!("<gridwords.Lexicon of {} words>", self.inner.len())
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let cls = py.get_type::<Lexicon>();
        if gridwords::Lexicon::ptr_eq(&self.inner, gridwords::Lexicon::embedded()) {
            (cls.getattr("default")?, PyTuple::empty(py)).into_pyobject(py)
        } else {
            let bytes = PyBytes::new(py, self.inner.as_bytes());
            (cls.getattr("from_bytes")?, (bytes,)).into_pyobject(py)
        }
    }
}

/// Does the process's one-time work now, with the GIL released, so that
/// no game's first call pays for it on whichever thread makes it: opens
/// and checks the shipped word list (about 40 ms) and builds the solver's
/// index of `lexicon` (the shipped list if None; about 30 ms), which
/// Wordgrid's bots and moves and Sóló's best swaps use. Call it at launch
/// on a worker thread; a later call returns at once.
#[pyfunction]
#[pyo3(signature = (lexicon=None), text_signature = "(lexicon=None)")]
fn warm_up(py: Python<'_>, lexicon: Option<&Lexicon>) {
    let lex = lexicon.map(|l| l.inner.clone());
    py.detach(|| gridwords::warm_up(lex.as_ref()));
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Lexicon>()?;
    m.add_function(wrap_pyfunction!(warm_up, m)?)
}

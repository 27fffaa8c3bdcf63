//! `verify_many`: many records judged in one call, on the core's threads
//! without the GIL (`gridwords::verify`). Translation only: the records
//! are read into text here, every verdict is the core's, handed out as
//! the core serializes it.

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyList, PyTuple};

use gridwords::verify::{verify_many_into, VerifyMany};

use crate::args::{Key, Log, ResultJson, Threads};
use crate::game::{check, lex_ref};
use crate::lexicon::Lexicon;
use crate::topy::to_py;
use crate::watch::Watch;
use crate::OrPy;

/// One record: a `(log, result)` pair, each a dict or JSON text as
/// `verify` takes it; anything else is a `TypeError` naming `records[i]`.
fn record(i: usize, item: &Bound<'_, PyAny>) -> PyResult<(String, String)> {
    let named = |e: PyErr| {
        if e.is_instance_of::<PyTypeError>(item.py()) {
            PyTypeError::new_err(format!("records[{i}]: {}", e.value(item.py())))
        } else {
            e
        }
    };
    let pair = (item.is_instance_of::<PyTuple>() || item.is_instance_of::<PyList>())
        && item.len().ok() == Some(2);
    if !pair {
        return Err(PyTypeError::new_err(format!(
            "records[{i}] is not a (log, result) pair, but {}",
            item.get_type()
                .name()
                .map_or_else(|_| "?".into(), |n| n.to_string())
        )));
    }
    let (log, result) = (item.get_item(0)?, item.get_item(1)?);
    let log = log.extract::<Log>().map_err(named)?.0;
    let result = result.extract::<ResultJson>().map_err(named)?.0;
    Ok((log, result))
}

/// Every record's verdict, in input order: `records` is an iterable of
/// `(log, result)` pairs (any game's, mixed), each judged as `verify`
/// judges one (the same `trust_bots`, `min_version` and `key`), on up to
/// `threads` threads (`None` or `0`: one per core) without the GIL; the
/// bots' searches inside one record share those threads. A verdict is the
/// core's dict: `{"verified": True}`, `{"verified": False, "report":
/// "..."}` for a false claim, or `{"verified": False, "code":
/// "INVALID_LOG", "message": "..."}` for a record that could not be
/// judged: one bad record never raises. `progress(done, total)` and
/// Ctrl-C as for the batch calls (`KeyboardInterrupt`, the records not
/// yet judged dropped); Ctrl-C is heard during any batch, however small.
#[pyfunction]
#[pyo3(signature = (records, *, lexicon=None, trust_bots=false, min_version=None, key=None, threads=None, progress=None))]
#[allow(clippy::too_many_arguments)]
fn verify_many<'py>(
    py: Python<'py>,
    records: Bound<'py, PyAny>,
    lexicon: Option<&Lexicon>,
    trust_bots: bool,
    min_version: Option<u64>,
    key: Option<Key>,
    threads: Option<Threads>,
    progress: Option<Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyList>> {
    let check = check(trust_bots, false, min_version)?;
    let threads = threads.unwrap_or_default().0;
    let mut pairs = Vec::new();
    for (i, item) in records.try_iter()?.enumerate() {
        pairs.push(record(i, &item?)?);
    }
    let lex = lex_ref(lexicon);
    let how = VerifyMany {
        lexicon: lex.as_ref(),
        check,
        key: key.as_ref().map(|k| &k.0[..]),
        threads,
    };
    let mut verdicts = vec![None; pairs.len()];
    let mut watch = Watch::new(pairs.len(), 0, progress)?.always();
    let (out, pairs_ref) = (&mut verdicts, &pairs);
    watch
        .run(py, pairs.len(), |report| {
            verify_many_into(pairs_ref, &how, out, report)
        })?
        .or_py()?;
    watch.finish()?;
    let list = PyList::empty(py);
    for v in &verdicts {
        list.append(to_py(py, v)?)?;
    }
    Ok(list)
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(verify_many, m)?)?;
    Ok(())
}

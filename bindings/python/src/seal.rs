//! Sealed records (`gridwords.seal`, `open_sealed`, `seal_key_id`): a
//! host's HMAC-SHA-256 over a log, a result or a snapshot with its own
//! key, by the core's `gridwords::seal` (docs/rules/records.md, "Sealed
//! records"); `verify(..., key=...)` is in [`crate::game`]. Types only: a
//! log or result is its exact text (a `str`), a snapshot its bytes.

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::pybacked::PyBackedBytes;
use pyo3::types::{PyBytes, PyDict, PyString};

use gridwords::seal::{self as sealing, Kind};

use crate::args::{bytes_like, text, Key, KeyId, SealKind};
use crate::OrPy;

/// A record as the host holds it: a log's or result's exact JSON text, or
/// a snapshot's bytes. A dict is refused: its JSON would be Python's bytes,
/// not the record's.
enum Record {
    Text(String),
    Bytes(PyBackedBytes),
}

impl<'a, 'py> FromPyObject<'a, 'py> for Record {
    type Error = PyErr;
    fn extract(v: Borrowed<'a, 'py, PyAny>) -> PyResult<Self> {
        if v.is_instance_of::<PyString>() {
            return text(v, "record").map(|t| Record::Text(t.to_string()));
        }
        bytes_like(
            v,
            "record (a str for a log or result, bytes-like for a snapshot)",
        )
        .map(Record::Bytes)
    }
}

/// Seals a record with the host's `key` (bytes, 16 to 1024) under
/// `key_id` (1 to 64 printable ASCII characters, no spaces; written in the
/// seal so that keys can be rotated): `kind` `"log"` or `"result"` takes
/// the record's exact JSON text (a `str`) and gives the sealed record as
/// JSON text; `"snapshot"` takes the snapshot's bytes and gives bytes.
/// HMAC-SHA-256: the same record, key and key id give the same bytes.
#[pyfunction]
#[pyo3(signature = (kind, record, key, key_id))]
fn seal(
    py: Python<'_>,
    kind: SealKind,
    record: Record,
    key: Key,
    key_id: KeyId,
) -> PyResult<Py<PyAny>> {
    let (kind, key, id) = (kind.0, key.0, key_id.0.to_string());
    match (kind, record) {
        (Kind::Snapshot, Record::Bytes(b)) => {
            let sealed = py
                .detach(|| sealing::seal_snapshot(&b, &key, &id))
                .or_py()?;
            Ok(PyBytes::new(py, &sealed).into_any().unbind())
        }
        (Kind::Snapshot, Record::Text(_)) => Err(PyTypeError::new_err(
            "record: a snapshot to seal is bytes-like, not str",
        )),
        (kind, Record::Text(t)) => {
            let sealed = py
                .detach(|| sealing::seal_json(kind, &t, &key, &id))
                .or_py()?;
            Ok(PyString::new(py, &sealed).into_any().unbind())
        }
        (kind, Record::Bytes(_)) => Err(PyTypeError::new_err(format!(
            "record: a {} to seal is its JSON text (a str), not bytes",
            kind.name()
        ))),
    }
}

/// Opens a sealed record with `key` once its seal holds: a sealed log or
/// result (a `str`) or a sealed snapshot (bytes). Gives
/// `{"kind": ..., "key_id": ..., "record": ...}`, the record byte for byte
/// as it was sealed (a `str`, or `bytes` for a snapshot). A seal that does
/// not hold raises `Error` `SEAL_BROKEN`, a plain record `NOT_SEALED`, a
/// key out of bounds `INVALID_KEY`.
#[pyfunction]
#[pyo3(signature = (sealed, key))]
fn open_sealed<'py>(py: Python<'py>, sealed: Record, key: Key) -> PyResult<Bound<'py, PyDict>> {
    let key = key.0;
    let (kind, key_id, record) = match sealed {
        Record::Text(t) => {
            let o = py.detach(|| sealing::open_json(&t, &key)).or_py()?;
            (o.kind, o.key_id, PyString::new(py, &o.record).into_any())
        }
        Record::Bytes(b) => {
            let o = py.detach(|| sealing::open_snapshot(&b, &key)).or_py()?;
            (o.kind, o.key_id, PyBytes::new(py, &o.record).into_any())
        }
    };
    let out = PyDict::new(py);
    out.set_item("kind", kind.name())?;
    out.set_item("key_id", key_id)?;
    out.set_item("record", record)?;
    Ok(out)
}

/// The key id a sealed record names, read without checking its seal (a
/// label to pick the key by, never proof): a sealed log or result (`str`)
/// or snapshot (bytes). A plain record raises `NOT_SEALED`.
#[pyfunction]
#[pyo3(signature = (sealed,))]
fn seal_key_id(sealed: Record) -> PyResult<String> {
    match sealed {
        Record::Text(t) => sealing::key_id(t.as_bytes()),
        Record::Bytes(b) => sealing::key_id(&b),
    }
    .or_py()
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(seal, m)?)?;
    m.add_function(wrap_pyfunction!(open_sealed, m)?)?;
    m.add_function(wrap_pyfunction!(seal_key_id, m)?)?;
    Ok(())
}

//! numpy arrays made from bytes, without the `numpy` crate: numpy is
//! imported only when a call gives an array back (it stays optional for the
//! package). The bytes go into a `bytearray` that the array then views,
//! allocated by Python, so a batch too large for memory raises
//! `MemoryError` instead of aborting the process (the abi3 build has no
//! buffer protocol to write into numpy's own memory).

use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyList};

/// A writable numpy array of `dtype` in `shape` viewing `buffer` (native
/// byte order, C order; exactly the array's size).
pub(crate) fn from_bytearray<'py>(
    buffer: Bound<'py, PyByteArray>,
    dtype: &str,
    shape: Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyAny>> {
    buffer
        .py()
        .import("numpy")?
        .call_method1("frombuffer", (buffer, dtype))?
        .call_method1("reshape", (shape,))
}

/// A numpy object array of `shape` holding `items` in C order.
pub(crate) fn objects<'py>(
    py: Python<'py>,
    items: &Bound<'py, PyList>,
    shape: Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyAny>> {
    let arr = py
        .import("numpy")?
        .call_method1("empty", (items.len(), "object"))?;
    for (i, item) in items.iter().enumerate() {
        arr.set_item(i, item)?;
    }
    arr.call_method1("reshape", (shape,))
}

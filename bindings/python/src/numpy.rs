//! numpy arrays made from bytes, without the `numpy` crate: numpy is
//! imported only when a call gives an array back (it stays optional for the
//! package). The bytes go into a `bytearray` that the array then views,
//! allocated by Python, so a batch too large for memory raises
//! `MemoryError` instead of aborting the process (the abi3 build has no
//! buffer protocol to write into numpy's own memory).

use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyList};

/// A writable numpy array of `dtype` in `shape`, over a copy of `bytes`
/// (native byte order, C order; exactly the array's size).
pub(crate) fn array<'py>(
    py: Python<'py>,
    bytes: &[u8],
    dtype: &str,
    shape: Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyAny>> {
    array_with(py, bytes.len(), dtype, shape, |b| b.copy_from_slice(bytes))
}

/// A writable numpy array of `dtype` in `shape` (`len` bytes), its bytes
/// written by `fill`, straight into the memory the array views.
fn array_with<'py>(
    py: Python<'py>,
    len: usize,
    dtype: &str,
    shape: Bound<'py, PyAny>,
    fill: impl FnOnce(&mut [u8]),
) -> PyResult<Bound<'py, PyAny>> {
    // `new_with` reports a failed allocation as `MemoryError` (`new`
    // would panic).
    let buffer = PyByteArray::new_with(py, len, |b| {
        fill(b);
        Ok(())
    })?;
    from_bytearray(buffer, dtype, shape)
}

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

//! Allocations that fail as `MemoryError`. A failed Rust allocation
//! aborts the process, which takes a notebook's kernel with it; the batch
//! calls' allocations sized by their input (one item a tray, a word's
//! columns) go through here instead and raise.

use std::collections::TryReserveError;

use pyo3::exceptions::PyMemoryError;
use pyo3::PyErr;
use pyo3::PyResult;

pub(crate) fn out_of_memory(e: TryReserveError) -> PyErr {
    PyMemoryError::new_err(format!("no memory left for the batch: {e}"))
}

/// `vec![value; n]`, or `MemoryError`.
pub(crate) fn filled<T: Clone>(n: usize, value: T) -> PyResult<Vec<T>> {
    let mut v = with_capacity(n)?;
    v.resize(n, value);
    Ok(v)
}

/// `Vec::with_capacity(n)`, or `MemoryError`.
pub(crate) fn with_capacity<T>(n: usize) -> PyResult<Vec<T>> {
    let mut v = Vec::new();
    v.try_reserve_exact(n).map_err(out_of_memory)?;
    Ok(v)
}

/// Checks that `bytes` could be had now (reserved and given back at
/// once): work whose own allocations are not checked (the core's solver
/// building a slice's words) asks first.
pub(crate) fn room_for(bytes: usize) -> PyResult<()> {
    Vec::<u8>::new()
        .try_reserve_exact(bytes)
        .map_err(out_of_memory)
}

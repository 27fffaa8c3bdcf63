//! Allocations that fail as `MemoryError`. A failed Rust allocation
//! aborts the process, which takes a notebook's kernel with it; the batch
//! calls' allocations sized by their input (a slice's items, a word's
//! columns, the output) go through here instead and raise.
//!
//! A batch's output is checked before it is allocated: when the input's
//! length is known (`len()` of a list or a `range`, an array's size) the
//! whole output is asked for up front ([`output_bytes`]), and a
//! `MemoryError` names the items and bytes it needed; an input without
//! `len()` grows its output slice by slice, each growth checked the same
//! way.

use std::collections::TryReserveError;
use std::fmt::Display;

use pyo3::exceptions::PyMemoryError;
use pyo3::PyErr;
use pyo3::PyResult;
use pyo3::Python;

pub(crate) fn out_of_memory(e: TryReserveError) -> PyErr {
    PyMemoryError::new_err(format!("no memory left for the batch: {e}"))
}

/// `Vec::with_capacity(n)`, or `MemoryError`.
pub(crate) fn with_capacity<T>(n: usize) -> PyResult<Vec<T>> {
    let mut v = Vec::new();
    v.try_reserve_exact(n).map_err(out_of_memory)?;
    Ok(v)
}

/// Room in `v` for `more` items (amortised growth), or `MemoryError`.
pub(crate) fn reserve<T>(v: &mut Vec<T>, more: usize) -> PyResult<()> {
    v.try_reserve(more).map_err(out_of_memory)
}

/// `v` resized to `n` items (new ones `value`), its growth checked.
pub(crate) fn resize<T: Clone>(v: &mut Vec<T>, n: usize, value: T) -> PyResult<()> {
    if n > v.len() {
        v.try_reserve_exact(n - v.len()).map_err(out_of_memory)?;
    }
    v.resize(n, value);
    Ok(())
}

/// Checks that `bytes` could be had now (reserved and given back at
/// once): work whose own allocations are not checked (the core's solver
/// building a slice's words) asks first.
pub(crate) fn room_for(bytes: usize) -> PyResult<()> {
    Vec::<u8>::new()
        .try_reserve_exact(bytes)
        .map_err(out_of_memory)
}

/// The `MemoryError` of a batch's output that cannot be had: `items`
/// (e.g. "1000000000 seeds") and the bytes they need.
pub(crate) fn no_room(items: impl Display, bytes: Option<usize>, why: impl Display) -> PyErr {
    let size = match bytes {
        Some(b) => format!("{b} bytes"),
        None => format!("more than {} bytes", usize::MAX),
    };
    PyMemoryError::new_err(format!(
        "no memory left for the output of {items} ({size}): {why}"
    ))
}

/// The bytes of `n` output items of `width` bytes, checked before they are
/// allocated (a `try_reserve` of them, given back at once): `MemoryError`
/// naming `n` `what` and their size when they cannot be had.
pub(crate) fn output_bytes(n: usize, width: usize, what: &str) -> PyResult<usize> {
    let bytes = n
        .checked_mul(width)
        .ok_or_else(|| no_room(format_args!("{n} {what}"), None, "past the address space"))?;
    Vec::<u8>::new()
        .try_reserve_exact(bytes)
        .map_err(|e| no_room(format_args!("{n} {what}"), Some(bytes), e))?;
    Ok(bytes)
}

/// `e` with the message of [`no_room`] when it is a `MemoryError` (Python
/// failing to allocate an output, whose own message is empty).
pub(crate) fn named(py: Python<'_>, e: PyErr, items: impl Display, bytes: usize) -> PyErr {
    if e.is_instance_of::<PyMemoryError>(py) {
        no_room(items, Some(bytes), "Python could not allocate it")
    } else {
        e
    }
}

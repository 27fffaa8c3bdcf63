//! Strings and byte buffers across the boundary: borrowed in, owned out.

use std::ffi::{c_char, CStr, CString};
use std::mem::MaybeUninit;

use gridwords::{Error, ErrorCode, Result};

/// A byte buffer handed out by the library (e.g. a snapshot). The caller
/// owns it and releases it with gw_bytes_free(). `ptr` is NULL only in a
/// freed or never-written value. Read `ptr` and `len`; do not change them.
// In Rust the fields are private and read through `as_slice`, so no safe
// Rust code can make a `Bytes` that points anywhere else.
#[repr(C)]
#[derive(Debug)]
pub struct Bytes {
    /// The first byte.
    ptr: *mut u8,
    /// The number of bytes.
    len: usize,
}

impl Bytes {
    /// Hands a vector to the caller.
    pub(crate) fn from_vec(v: Vec<u8>) -> Bytes {
        let boxed: Box<[u8]> = v.into_boxed_slice();
        let len = boxed.len();
        let ptr = Box::into_raw(boxed) as *mut u8;
        Bytes { ptr, len }
    }

    /// An empty, unowned value ({NULL, 0}): what to pass as an out-param.
    pub const fn null() -> Bytes {
        Bytes {
            ptr: std::ptr::null_mut(),
            len: 0,
        }
    }

    /// The bytes (empty for {NULL, 0}).
    pub fn as_slice(&self) -> &[u8] {
        if self.ptr.is_null() {
            &[]
        } else {
            // SAFETY: the fields are private, so `ptr`/`len` were set only by
            // `from_vec` (a live boxed slice) or `null`, and only
            // `gw_bytes_free` (which resets them to {NULL, 0}) releases it.
            unsafe { std::slice::from_raw_parts(self.ptr, self.len) }
        }
    }

    /// The number of bytes.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether there are no bytes.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// Releases a ::GwBytes handed out by the library and resets it to
/// {NULL, 0}, so a second call is harmless. NULL, and a ::GwBytes whose ptr
/// is NULL, are accepted and ignored.
#[no_mangle]
pub unsafe extern "C" fn gw_bytes_free(bytes: *mut Bytes) {
    let Some(b) = (unsafe { bytes.as_mut() }) else {
        return;
    };
    if !b.ptr.is_null() {
        let slice = std::ptr::slice_from_raw_parts_mut(b.ptr, b.len);
        // SAFETY: the pointer and length came from `Bytes::from_vec`.
        drop(unsafe { Box::from_raw(slice) });
    }
    *b = Bytes::null();
}

/// Releases a string handed out by the library. NULL is accepted and
/// ignored.
#[no_mangle]
pub unsafe extern "C" fn gw_string_free(s: *mut c_char) {
    if !s.is_null() {
        // SAFETY: the pointer came from `CString::into_raw` in `string_out`.
        drop(unsafe { CString::from_raw(s) });
    }
}

/// A borrowed text argument as the caller passed it: NUL-terminated (the
/// plain calls) or as a pointer and a byte length (the `_n` calls), where a
/// NUL byte is text like any other and the engine judges it as it judges
/// every character (`CONTROL_CHARACTER` in a word, `INVALID_JSON` in JSON,
/// ...), as the Python and Node bindings, whose strings can hold NUL, do.
#[derive(Clone, Copy)]
pub(crate) struct Text {
    ptr: *const c_char,
    /// `None`: NUL-terminated.
    len: Option<usize>,
}

impl Text {
    /// A NUL-terminated string (or NULL).
    pub(crate) fn c(ptr: *const c_char) -> Text {
        Text { ptr, len: None }
    }

    /// `len` bytes at `ptr` (or NULL).
    pub(crate) fn n(ptr: *const c_char, len: usize) -> Text {
        Text {
            ptr,
            len: Some(len),
        }
    }

    /// The text as UTF-8; NULL is `GW_STATUS_NULL_ARGUMENT` (even with
    /// length 0: an empty text is `""`, never NULL).
    ///
    /// # Safety
    /// The pointer is NULL, or a NUL-terminated string (`Text::c`) or `len`
    /// readable bytes (`Text::n`), live for `'a`.
    pub(crate) unsafe fn read<'a>(self, name: &str) -> Result<&'a str> {
        if self.ptr.is_null() {
            return Err(null_arg(name));
        }
        let bytes: &[u8] = match self.len {
            // SAFETY: non-NULL and NUL-terminated by the caller's contract.
            None => unsafe { CStr::from_ptr(self.ptr) }.to_bytes(),
            // SAFETY: non-NULL, `len` readable bytes by the caller's contract.
            Some(len) => unsafe { slice_arg(self.ptr.cast::<u8>(), len, name) }?,
        };
        std::str::from_utf8(bytes).map_err(|e| {
            Error::new(
                ErrorCode::InvalidUtf8,
                format!(
                    "argument `{name}` is not valid UTF-8 (bad byte at offset {})",
                    e.valid_up_to()
                ),
            )
        })
    }
}

/// A borrowed array of `count` texts (element `i` is named `name[i]` in
/// errors): NUL-terminated strings, or with `lens` their byte lengths, as
/// [`Text`]. The array, and `lens`, may be NULL only with count 0.
#[derive(Clone, Copy)]
pub(crate) struct Texts {
    ptrs: *const *const c_char,
    /// `None`: each string is NUL-terminated.
    lens: Option<*const usize>,
    count: usize,
}

impl Texts {
    /// `count` NUL-terminated strings.
    pub(crate) fn c(ptrs: *const *const c_char, count: usize) -> Texts {
        Texts {
            ptrs,
            lens: None,
            count,
        }
    }

    /// `count` texts of `lens[i]` bytes each.
    pub(crate) fn n(ptrs: *const *const c_char, lens: *const usize, count: usize) -> Texts {
        Texts {
            ptrs,
            lens: Some(lens),
            count,
        }
    }

    /// The texts as UTF-8.
    ///
    /// # Safety
    /// `ptrs` is NULL or points to `count` pointers, each as [`Text::read`]
    /// takes it; `lens` (for `Texts::n`) NULL or `count` lengths; all live
    /// for `'a`.
    pub(crate) unsafe fn read<'a>(self, name: &str) -> Result<Vec<&'a str>> {
        // SAFETY: by the caller's contract.
        let ptrs = unsafe { slice_arg(self.ptrs, self.count, name) }?;
        let lens = match self.lens {
            None => None,
            // SAFETY: by the caller's contract.
            Some(lens) => Some(unsafe { slice_arg(lens, self.count, &format!("{name}_lens")) }?),
        };
        ptrs.iter()
            .enumerate()
            .map(|(i, &p)| {
                let text = lens.map_or(Text::c(p), |l| Text::n(p, l[i]));
                // SAFETY: by the caller's contract.
                unsafe { text.read(&format!("{name}[{i}]")) }
            })
            .collect()
    }
}

/// A borrowed byte buffer argument; NULL is allowed only with length 0.
///
/// # Safety
/// `p` is NULL or points to `len` readable bytes live for `'a`.
pub(crate) unsafe fn bytes_arg<'a>(p: *const u8, len: usize, name: &str) -> Result<&'a [u8]> {
    // SAFETY: by the caller's contract.
    unsafe { slice_arg(p, len, name) }
}

/// A borrowed array argument of `len` values; NULL is allowed only with
/// length 0.
///
/// # Safety
/// `p` is NULL or points to `len` readable, initialised values live for
/// `'a`.
pub(crate) unsafe fn slice_arg<'a, T>(p: *const T, len: usize, name: &str) -> Result<&'a [T]> {
    if p.is_null() {
        return if len == 0 {
            Ok(&[])
        } else {
            Err(null_arg(name))
        };
    }
    if len > isize::MAX as usize / std::mem::size_of::<T>().max(1) {
        return Err(Error::new(
            ErrorCode::InvalidArgument,
            format!("argument `{name}`: length {len} is too large"),
        ));
    }
    // SAFETY: non-NULL, `len` readable values by the caller's contract.
    Ok(unsafe { std::slice::from_raw_parts(p, len) })
}

/// A checked out-param: NULL is `GW_STATUS_NULL_ARGUMENT`. The value is
/// written with [`Out::set`], which neither reads nor drops what was there,
/// so out-params stay untouched unless the call succeeds.
pub(crate) struct Out<'a, T>(&'a mut MaybeUninit<T>);

impl<T> Out<'_, T> {
    /// Writes the value.
    pub(crate) fn set(self, value: T) {
        self.0.write(value);
    }
}

/// Checks an out-param.
///
/// # Safety
/// `p` is NULL or points to memory writable as a `T`, valid and not
/// otherwise accessed for `'a` (the caller's contract for out-params).
pub(crate) unsafe fn out_arg<'a, T>(p: *mut T, name: &str) -> Result<Out<'a, T>> {
    // SAFETY: non-NULL (checked by `as_mut`) and writable by the caller's
    // contract; `MaybeUninit` means nothing is read or dropped.
    unsafe { p.cast::<MaybeUninit<T>>().as_mut() }
        .map(Out)
        .ok_or_else(|| null_arg(name))
}

/// An optional out-param: `None` for NULL.
///
/// # Safety
/// As [`out_arg`].
pub(crate) unsafe fn out_opt<'a, T>(p: *mut T) -> Option<Out<'a, T>> {
    // SAFETY: as in `out_arg`.
    unsafe { p.cast::<MaybeUninit<T>>().as_mut() }.map(Out)
}

/// Moves a Rust string to the caller (free with `gw_string_free`).
pub(crate) fn string_out(s: String) -> Result<*mut c_char> {
    CString::new(s).map(CString::into_raw).map_err(|_| {
        Error::new(
            ErrorCode::InvalidArgument,
            "result contains a NUL byte and cannot cross as a C string",
        )
    })
}

/// An error for a NULL pointer argument.
pub(crate) fn null_arg(name: &str) -> Error {
    Error::new(
        ErrorCode::NullArgument,
        format!("argument `{name}` is NULL"),
    )
}

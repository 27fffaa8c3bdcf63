//! Sealed records: a host's HMAC-SHA-256 seal over a log, a result or a
//! snapshot with its own key, and verify with the key (`gridwords::seal`;
//! docs/rules/records.md, "Sealed records"). Types only: every rule is the
//! core's.

use std::ffi::c_char;

use gridwords::seal::{self, Kind};
use gridwords::{AnyGame, Error, ErrorCode, Result};

use crate::game::verify_flags;
use crate::lexicon::{lexicon_opt, Lexicon};
use crate::strings::{bytes_arg, gw_string_free, out_arg, out_opt, string_out, Text};
use crate::{ffi_call, Bytes, Status};

/// gw_seal_json() kind: a game's JSON log (gw_game_log()).
pub const SEAL_KIND_LOG: u32 = 1;
/// gw_seal_json() kind: a game's JSON result (gw_game_result()).
pub const SEAL_KIND_RESULT: u32 = 2;
/// The kind gw_open_json() never gives and gw_seal_json() refuses: a
/// snapshot is sealed as bytes, by gw_seal_snapshot().
pub const SEAL_KIND_SNAPSHOT: u32 = 3;

fn kind_of(kind: u32) -> Result<Kind> {
    match kind {
        SEAL_KIND_LOG => Ok(Kind::Log),
        SEAL_KIND_RESULT => Ok(Kind::Result),
        SEAL_KIND_SNAPSHOT => Ok(Kind::Snapshot),
        _ => Err(Error::new(
            ErrorCode::InvalidArgument,
            format!("kind: {kind} is not GW_SEAL_KIND_LOG, GW_SEAL_KIND_RESULT or GW_SEAL_KIND_SNAPSHOT"),
        )),
    }
}

fn kind_number(kind: Kind) -> u32 {
    match kind {
        Kind::Log => SEAL_KIND_LOG,
        Kind::Result => SEAL_KIND_RESULT,
        Kind::Snapshot => SEAL_KIND_SNAPSHOT,
    }
}

/// The key argument: `key_len` bytes (16 to 1024, else
/// ::GW_STATUS_INVALID_KEY, judged by the core).
///
/// # Safety
/// `key` is NULL or `key_len` readable bytes.
unsafe fn key_arg<'a>(key: *const u8, key_len: usize) -> Result<&'a [u8]> {
    // SAFETY: by the caller's contract.
    unsafe { bytes_arg(key, key_len, "key") }
}

/// Seals a game's JSON log (`kind` ::GW_SEAL_KIND_LOG) or result
/// (::GW_SEAL_KIND_RESULT), its exact text, with the host's `key`
/// (`key_len` bytes, 16 to 1024) under `key_id` (the host's label for the
/// key, 1 to 64 printable ASCII characters without spaces, written in the
/// seal so that keys can be rotated): HMAC-SHA-256, so the same record, key
/// and key id give the same bytes. `*out_sealed_json` receives
/// `{"sealed":1,"kind":"log","key_id":...,"mac":...,"record":"<the
/// record>"}`: free it with gw_string_free(). A key or key id out of bounds
/// is ::GW_STATUS_INVALID_KEY; a record that is not a JSON object
/// ::GW_STATUS_INVALID_JSON; a sealed one ::GW_STATUS_NOT_SEALED;
/// ::GW_SEAL_KIND_SNAPSHOT or another number ::GW_STATUS_INVALID_ARGUMENT.
/// The library keeps nothing of the key.
#[no_mangle]
pub unsafe extern "C" fn gw_seal_json(
    kind: u32,
    record_json: *const c_char,
    key: *const u8,
    key_len: usize,
    key_id: *const c_char,
    out_sealed_json: *mut *mut c_char,
) -> Status {
    let (record, id) = (Text::c(record_json), Text::c(key_id));
    // SAFETY: the same contract.
    unsafe { seal_json(kind, record, key, key_len, id, out_sealed_json) }
}

/// gw_seal_json() with the record and the key id as `record_len` and
/// `key_id_len` bytes (text by pointer and length).
#[no_mangle]
pub unsafe extern "C" fn gw_seal_json_n(
    kind: u32,
    record_json: *const c_char,
    record_len: usize,
    key: *const u8,
    key_len: usize,
    key_id: *const c_char,
    key_id_len: usize,
    out_sealed_json: *mut *mut c_char,
) -> Status {
    let (record, id) = (
        Text::n(record_json, record_len),
        Text::n(key_id, key_id_len),
    );
    // SAFETY: the same contract.
    unsafe { seal_json(kind, record, key, key_len, id, out_sealed_json) }
}

/// # Safety
/// As gw_seal_json().
unsafe fn seal_json(
    kind: u32,
    record: Text,
    key: *const u8,
    key_len: usize,
    key_id: Text,
    out: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out, "out_sealed_json") }?;
        // SAFETY: by the caller's contract.
        let record = unsafe { record.read("record_json") }?;
        // SAFETY: by the caller's contract.
        let key = unsafe { key_arg(key, key_len) }?;
        // SAFETY: by the caller's contract.
        let key_id = unsafe { key_id.read("key_id") }?;
        let sealed = seal::seal_json(kind_of(kind)?, record, key, key_id)?;
        out.set(string_out(sealed)?);
        Ok(())
    })
}

/// Opens a sealed log or result (as gw_seal_json() makes it) with `key`:
/// once the seal holds, `*out_record_json` receives the record's exact
/// text (free it with gw_string_free()), `*out_kind` its kind
/// (::GW_SEAL_KIND_LOG or ::GW_SEAL_KIND_RESULT) and `*out_key_id` the key
/// id its seal names (free it with gw_string_free()); `out_kind` and
/// `out_key_id` may be NULL. A seal that does not hold (a byte changed, the
/// record's version or word list relabelled, another key, a malformed seal)
/// is ::GW_STATUS_SEAL_BROKEN; a plain record ::GW_STATUS_NOT_SEALED; a key
/// out of bounds ::GW_STATUS_INVALID_KEY. Nothing is written unless the
/// seal holds.
#[no_mangle]
pub unsafe extern "C" fn gw_open_json(
    sealed_json: *const c_char,
    key: *const u8,
    key_len: usize,
    out_kind: *mut u32,
    out_key_id: *mut *mut c_char,
    out_record_json: *mut *mut c_char,
) -> Status {
    let sealed = Text::c(sealed_json);
    // SAFETY: the same contract.
    unsafe { open_json(sealed, key, key_len, out_kind, out_key_id, out_record_json) }
}

/// gw_open_json() with the sealed record as `sealed_len` bytes (text by
/// pointer and length).
#[no_mangle]
pub unsafe extern "C" fn gw_open_json_n(
    sealed_json: *const c_char,
    sealed_len: usize,
    key: *const u8,
    key_len: usize,
    out_kind: *mut u32,
    out_key_id: *mut *mut c_char,
    out_record_json: *mut *mut c_char,
) -> Status {
    let sealed = Text::n(sealed_json, sealed_len);
    // SAFETY: the same contract.
    unsafe { open_json(sealed, key, key_len, out_kind, out_key_id, out_record_json) }
}

/// # Safety
/// As gw_open_json().
unsafe fn open_json(
    sealed: Text,
    key: *const u8,
    key_len: usize,
    out_kind: *mut u32,
    out_key_id: *mut *mut c_char,
    out_record: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out_record, "out_record_json") }?;
        // SAFETY: by the caller's contract.
        let sealed = unsafe { sealed.read("sealed_json") }?;
        // SAFETY: by the caller's contract.
        let key = unsafe { key_arg(key, key_len) }?;
        let opened = seal::open_json(sealed, key)?;
        let record = string_out(opened.record)?;
        // SAFETY: by the caller's contract.
        unsafe { key_id_out(out_key_id, opened.key_id, record) }?;
        // SAFETY: by the caller's contract.
        if let Some(kind) = unsafe { out_opt(out_kind) } {
            kind.set(kind_number(opened.kind));
        }
        out.set(record);
        Ok(())
    })
}

/// Seals a snapshot's bytes (gw_game_snapshot()) with `key` under `key_id`,
/// as gw_seal_json() seals JSON: `*out_sealed` receives the seal ("GWSEAL",
/// its format, the key id, the MAC) followed by the snapshot's bytes; free
/// it with gw_bytes_free(). gw_game_restore() refuses sealed bytes
/// (::GW_STATUS_NOT_SEALED): open them with gw_open_snapshot() first. Bytes
/// sealed already are ::GW_STATUS_NOT_SEALED; a key or key id out of
/// bounds ::GW_STATUS_INVALID_KEY.
#[no_mangle]
pub unsafe extern "C" fn gw_seal_snapshot(
    snapshot: *const u8,
    snapshot_len: usize,
    key: *const u8,
    key_len: usize,
    key_id: *const c_char,
    out_sealed: *mut Bytes,
) -> Status {
    let id = Text::c(key_id);
    // SAFETY: the same contract.
    unsafe { seal_snapshot(snapshot, snapshot_len, key, key_len, id, out_sealed) }
}

/// gw_seal_snapshot() with the key id as `key_id_len` bytes (text by
/// pointer and length).
#[no_mangle]
pub unsafe extern "C" fn gw_seal_snapshot_n(
    snapshot: *const u8,
    snapshot_len: usize,
    key: *const u8,
    key_len: usize,
    key_id: *const c_char,
    key_id_len: usize,
    out_sealed: *mut Bytes,
) -> Status {
    let id = Text::n(key_id, key_id_len);
    // SAFETY: the same contract.
    unsafe { seal_snapshot(snapshot, snapshot_len, key, key_len, id, out_sealed) }
}

/// # Safety
/// As gw_seal_snapshot().
unsafe fn seal_snapshot(
    snapshot: *const u8,
    snapshot_len: usize,
    key: *const u8,
    key_len: usize,
    key_id: Text,
    out: *mut Bytes,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out, "out_sealed") }?;
        // SAFETY: by the caller's contract.
        let snapshot = unsafe { bytes_arg(snapshot, snapshot_len, "snapshot") }?;
        // SAFETY: by the caller's contract.
        let key = unsafe { key_arg(key, key_len) }?;
        // SAFETY: by the caller's contract.
        let key_id = unsafe { key_id.read("key_id") }?;
        out.set(Bytes::from_vec(seal::seal_snapshot(snapshot, key, key_id)?));
        Ok(())
    })
}

/// Opens a sealed snapshot (gw_seal_snapshot()) with `key`: once the seal
/// holds, `*out_snapshot` receives the snapshot's bytes (restore them with
/// gw_game_restore(); free them with gw_bytes_free()) and `*out_key_id`
/// (may be NULL) the key id its seal names (free it with
/// gw_string_free()). ::GW_STATUS_SEAL_BROKEN, ::GW_STATUS_NOT_SEALED and
/// ::GW_STATUS_INVALID_KEY as gw_open_json().
#[no_mangle]
pub unsafe extern "C" fn gw_open_snapshot(
    sealed: *const u8,
    sealed_len: usize,
    key: *const u8,
    key_len: usize,
    out_key_id: *mut *mut c_char,
    out_snapshot: *mut Bytes,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out_snapshot, "out_snapshot") }?;
        // SAFETY: by the caller's contract.
        let sealed = unsafe { bytes_arg(sealed, sealed_len, "sealed") }?;
        // SAFETY: by the caller's contract.
        let key = unsafe { key_arg(key, key_len) }?;
        let opened = seal::open_snapshot(sealed, key)?;
        // SAFETY: by the caller's contract.
        unsafe { key_id_out(out_key_id, opened.key_id, std::ptr::null_mut()) }?;
        out.set(Bytes::from_vec(opened.record));
        Ok(())
    })
}

/// The key id a sealed record names, read without checking its seal (a
/// label to pick the key by, never proof): `sealed` is a sealed snapshot's
/// bytes or a sealed log's or result's JSON text, `sealed_len` bytes.
/// `*out_key_id` receives a new string: free it with gw_string_free(). A
/// plain record is ::GW_STATUS_NOT_SEALED, a malformed seal
/// ::GW_STATUS_SEAL_BROKEN.
#[no_mangle]
pub unsafe extern "C" fn gw_seal_key_id(
    sealed: *const u8,
    sealed_len: usize,
    out_key_id: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out_key_id, "out_key_id") }?;
        // SAFETY: by the caller's contract.
        let sealed = unsafe { bytes_arg(sealed, sealed_len, "sealed") }?;
        out.set(string_out(seal::key_id(sealed)?)?);
        Ok(())
    })
}

/// gw_verify_report() of a sealed log, with the host's `key`: the log's
/// seal must hold (::GW_STATUS_SEAL_BROKEN if it does not,
/// ::GW_STATUS_NOT_SEALED for a plain log), and so must the claimed
/// result's if it is sealed too (a plain result is taken as it is); then
/// the records inside are verified as gw_verify_with() verifies them, with
/// the same `flags` and `lexicon`. `*out` is true for a true claim;
/// `*out_report` (may be NULL) receives NULL for a true claim, else what is
/// false (free it with gw_string_free()). A plain log verified with
/// gw_verify() or gw_verify_report() is judged without a seal; a sealed one
/// there is ::GW_STATUS_NOT_SEALED.
#[no_mangle]
pub unsafe extern "C" fn gw_verify_sealed(
    sealed_log_json: *const c_char,
    result_json: *const c_char,
    lexicon: *const Lexicon,
    key: *const u8,
    key_len: usize,
    flags: u32,
    out: *mut bool,
    out_report: *mut *mut c_char,
) -> Status {
    let (log, result) = (Text::c(sealed_log_json), Text::c(result_json));
    // SAFETY: the same contract.
    unsafe { verify_sealed(log, result, lexicon, key, key_len, flags, out, out_report) }
}

/// gw_verify_sealed() with the log and the result as `log_len` and
/// `result_len` bytes (text by pointer and length).
#[no_mangle]
pub unsafe extern "C" fn gw_verify_sealed_n(
    sealed_log_json: *const c_char,
    log_len: usize,
    result_json: *const c_char,
    result_len: usize,
    lexicon: *const Lexicon,
    key: *const u8,
    key_len: usize,
    flags: u32,
    out: *mut bool,
    out_report: *mut *mut c_char,
) -> Status {
    let log = Text::n(sealed_log_json, log_len);
    let result = Text::n(result_json, result_len);
    // SAFETY: the same contract.
    unsafe { verify_sealed(log, result, lexicon, key, key_len, flags, out, out_report) }
}

/// # Safety
/// As gw_verify_sealed().
#[allow(clippy::too_many_arguments)]
unsafe fn verify_sealed(
    log: Text,
    result: Text,
    lexicon: *const Lexicon,
    key: *const u8,
    key_len: usize,
    flags: u32,
    out: *mut bool,
    out_report: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out, "out") }?;
        // SAFETY: by the caller's contract.
        let log = unsafe { log.read("sealed_log_json") }?;
        // SAFETY: by the caller's contract.
        let result = unsafe { result.read("result_json") }?;
        // SAFETY: by the caller's contract.
        let lexicon = unsafe { lexicon_opt(lexicon) }?;
        // SAFETY: by the caller's contract.
        let key = unsafe { key_arg(key, key_len) }?;
        let check = verify_flags(flags)?;
        let report = AnyGame::verify_sealed_report(log, result, key, lexicon.as_ref(), check)?;
        // SAFETY: by the caller's contract.
        if let Some(report_out) = unsafe { out_opt(out_report) } {
            let text = report.clone().map(string_out).transpose()?;
            report_out.set(text.unwrap_or(std::ptr::null_mut()));
        }
        out.set(report.is_none());
        Ok(())
    })
}

/// Writes an opened record's key id to an optional out-param. A key id is
/// printable ASCII, so it always crosses as a C string; were it not to,
/// `written` (a string already made for another out-param, or NULL) is
/// freed before the error, so nothing is written and nothing leaks.
///
/// # Safety
/// `out` is NULL or writable; `written` NULL or a string of this library.
unsafe fn key_id_out(out: *mut *mut c_char, key_id: String, written: *mut c_char) -> Result<()> {
    // SAFETY: by the caller's contract.
    if let Some(out) = unsafe { out_opt(out) } {
        match string_out(key_id) {
            Ok(id) => out.set(id),
            Err(e) => {
                // SAFETY: by the caller's contract, freed once.
                unsafe { gw_string_free(written) };
                return Err(e);
            }
        }
    }
    Ok(())
}

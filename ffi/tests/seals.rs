//! The cross-language seal vectors (`tests/vectors/seals.json`, made by
//! `core/tests/seal_vectors.rs`) through the C ABI: gw_seal_json_n and
//! gw_seal_snapshot_n give each sealed record byte for byte, gw_open_json_n
//! and gw_open_snapshot give back the record, its kind and key id,
//! gw_seal_key_id reads the key id, and every tampered copy fails with its
//! code, writing nothing; the sealed log verifies with the key
//! (gw_verify_sealed) and is refused without it (gw_verify, NOT_SEALED),
//! as the sealed snapshot is by gw_game_restore.

use std::ffi::c_char;
use std::path::PathBuf;
use std::ptr;

mod support;
use support::{c, last_error, take};

use gridwords_ffi::game::{gw_game_restore, gw_verify, Game};
use gridwords_ffi::lexicon::gw_lexicon_free;
use gridwords_ffi::seal::{
    gw_open_json_n, gw_open_snapshot, gw_seal_json_n, gw_seal_key_id, gw_seal_snapshot_n,
    gw_verify_sealed, SEAL_KIND_LOG, SEAL_KIND_RESULT,
};
use gridwords_ffi::strings::gw_bytes_free;
use gridwords_ffi::{Bytes, Status};
use serde_json::Value;

fn vectors() -> Value {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/vectors/seals.json");
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn unhex(text: &str) -> Vec<u8> {
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).unwrap())
        .collect()
}

fn s<'a>(v: &'a Value, field: &str) -> &'a str {
    v[field].as_str().unwrap()
}

/// Takes bytes the library handed out, and frees them.
fn take_bytes(mut b: Bytes) -> Vec<u8> {
    let v = b.as_slice().to_vec();
    // SAFETY: the library's buffer, freed once.
    unsafe { gw_bytes_free(&mut b) };
    v
}

/// Opens a sealed JSON record: (kind, key id, record) or the status.
fn open_json(sealed: &str, key: &[u8]) -> Result<(u32, String, String), Status> {
    let (mut kind, mut id, mut record) = (0u32, ptr::null_mut(), ptr::null_mut());
    // SAFETY: a text of its length, the key's bytes, out-params.
    let st = unsafe {
        let p = sealed.as_ptr().cast();
        gw_open_json_n(
            p,
            sealed.len(),
            key.as_ptr(),
            key.len(),
            &mut kind,
            &mut id,
            &mut record,
        )
    };
    if st != Status::Ok {
        assert!(id.is_null() && record.is_null() && kind == 0);
        return Err(st);
    }
    Ok((kind, take(id), take(record)))
}

/// Opens a sealed snapshot: (key id, snapshot) or the status.
fn open_snapshot(sealed: &[u8], key: &[u8]) -> Result<(String, Vec<u8>), Status> {
    let (mut id, mut out): (*mut c_char, Bytes) = (ptr::null_mut(), Bytes::null());
    // SAFETY: buffers of their lengths, out-params.
    let st = unsafe {
        gw_open_snapshot(
            sealed.as_ptr(),
            sealed.len(),
            key.as_ptr(),
            key.len(),
            &mut id,
            &mut out,
        )
    };
    if st != Status::Ok {
        assert!(id.is_null() && out.is_empty());
        return Err(st);
    }
    Ok((take(id), take_bytes(out)))
}

#[test]
fn the_c_abi_seals_byte_for_byte_and_opens_every_vector() {
    let v = vectors();
    let key = unhex(s(&v, "key"));
    let id = s(&v, "key_id");
    for r in v["records"].as_array().unwrap() {
        let (kind, record, sealed) = (s(r, "kind"), s(r, "record"), s(r, "sealed"));
        let sealed_bytes = if kind == "snapshot" {
            let snap = unhex(record);
            let mut out = Bytes::null();
            // SAFETY: buffers and a text of their lengths, an out-param.
            let st = unsafe {
                let i = id.as_ptr().cast();
                gw_seal_snapshot_n(
                    snap.as_ptr(),
                    snap.len(),
                    key.as_ptr(),
                    key.len(),
                    i,
                    id.len(),
                    &mut out,
                )
            };
            assert_eq!(st, Status::Ok, "{}", last_error());
            let made = take_bytes(out);
            assert_eq!(made, unhex(sealed), "snapshot: seal");
            assert_eq!(open_snapshot(&made, &key), Ok((id.to_string(), snap)));
            made
        } else {
            let number = if kind == "log" {
                SEAL_KIND_LOG
            } else {
                SEAL_KIND_RESULT
            };
            let mut out: *mut c_char = ptr::null_mut();
            // SAFETY: texts of their lengths, the key's bytes, an out-param.
            let st = unsafe {
                let (p, i) = (record.as_ptr().cast(), id.as_ptr().cast());
                gw_seal_json_n(
                    number,
                    p,
                    record.len(),
                    key.as_ptr(),
                    key.len(),
                    i,
                    id.len(),
                    &mut out,
                )
            };
            assert_eq!(st, Status::Ok, "{}", last_error());
            assert_eq!(take(out), sealed, "{kind}: seal");
            let opened = open_json(sealed, &key);
            assert_eq!(opened, Ok((number, id.to_string(), record.to_string())));
            sealed.as_bytes().to_vec()
        };
        let mut out: *mut c_char = ptr::null_mut();
        // SAFETY: a buffer of its length, an out-param.
        let st = unsafe { gw_seal_key_id(sealed_bytes.as_ptr(), sealed_bytes.len(), &mut out) };
        assert_eq!(st, Status::Ok);
        assert_eq!(take(out), id);
        for t in r["tampered"].as_array().unwrap() {
            let name = format!("{kind}: {}", s(t, "name"));
            let got = if kind == "snapshot" {
                open_snapshot(&unhex(s(t, "sealed")), &key).unwrap_err()
            } else {
                open_json(s(t, "sealed"), &key).unwrap_err()
            };
            assert_eq!(got.name(), s(t, "code"), "{name}");
        }
    }
}

#[test]
fn a_sealed_log_verifies_with_its_key_and_is_not_a_plain_record() {
    let v = vectors();
    let key = unhex(s(&v, "key"));
    let records = v["records"].as_array().unwrap();
    let (log, result) = (c(s(&records[0], "sealed")), c(s(&records[1], "sealed")));
    let lex = support::from_words(&["ha", "sheep"]);
    let (mut yes, mut report): (bool, *mut c_char) = (false, ptr::null_mut());
    // SAFETY: C strings, a live lexicon, the key's bytes, out-params.
    let st = unsafe {
        let (l, r) = (log.as_ptr(), result.as_ptr());
        gw_verify_sealed(l, r, lex, key.as_ptr(), key.len(), 0, &mut yes, &mut report)
    };
    assert_eq!(st, Status::Ok, "{}", last_error());
    assert!(yes && report.is_null());
    // SAFETY: as above.
    let st = unsafe { gw_verify(log.as_ptr(), result.as_ptr(), lex, &mut yes) };
    assert_eq!(st, Status::NotSealed, "{}", last_error());
    let snap = unhex(s(&records[2], "sealed"));
    let mut g: *mut Game = ptr::null_mut();
    // SAFETY: a buffer of its length, a live lexicon, an out-param.
    let st = unsafe { gw_game_restore(snap.as_ptr(), snap.len(), lex, &mut g) };
    assert_eq!((st, g.is_null()), (Status::NotSealed, true));
    // SAFETY: this test's handle, freed once.
    unsafe { gw_lexicon_free(lex) };
}

//! Sealed records (`seal`, `openSealed`, `sealKeyId`): a host's
//! HMAC-SHA-256 over a log, a result or a snapshot with its own key, by the
//! core's `gridwords::seal` (docs/rules/records.md, "Sealed records");
//! `verify(..., {key})` is in `game.rs`. Types only: a log or result is
//! its exact text (a string), a snapshot its bytes.

use napi::bindgen_prelude::{Buffer, Either};
use napi_derive::napi;

use gridwords::seal::{self, Kind};

use crate::args::{Key, KeyId, Record, RecordArg, SealKind};
use crate::{to_js, OrJs, Result};

/// A sealed record opened (`openSealed`), its seal held.
#[napi(object)]
pub struct OpenedRecord {
    /// What the record is.
    #[napi(ts_type = "SealKind")]
    pub kind: String,
    /// The key id its seal names (the host's label for its key).
    pub key_id: String,
    /// The record byte for byte as it was sealed: a log's or result's JSON
    /// text, or a snapshot's bytes.
    pub record: Either<String, Buffer>,
}

/// A `TypeError` (`ERR_INVALID_ARG_TYPE`) thrown in `env`.
fn type_error(env: napi::Env, msg: &str) -> napi::Error<String> {
    crate::from_napi(crate::args::type_error(env.raw(), msg))
}

/// Seals a record with the host's `key` (a `Buffer` or `Uint8Array`, 16 to
/// 1024 bytes) under `keyId` (1 to 64 printable ASCII characters, no
/// spaces; written in the seal so that keys can be rotated): `kind`
/// `'log'` or `'result'` takes the record's exact JSON text (a string) and
/// gives the sealed record as JSON text; `'snapshot'` takes the snapshot's
/// bytes and gives a `Buffer`. HMAC-SHA-256: the same record, key and key
/// id give the same bytes. A key or key id out of bounds throws
/// `INVALID_KEY`; a record sealed already `NOT_SEALED`.
#[napi(
    ts_args_type = "kind: SealKind, record: string | Uint8Array, key: Uint8Array, keyId: string",
    ts_return_type = "string | Buffer"
)]
pub fn seal(
    env: napi::Env,
    kind: SealKind,
    record: RecordArg,
    key: Key,
    key_id: KeyId,
) -> Result<Either<String, Buffer>> {
    crate::guard(|| match (kind.0, record.0) {
        (Kind::Snapshot, Record::Bytes(b)) => seal::seal_snapshot(&b, &key.0, &key_id.0)
            .map(|s| Either::B(s.into()))
            .or_js(),
        (Kind::Snapshot, Record::Text(_)) => Err(type_error(
            env,
            "record: a snapshot to seal is a Buffer or Uint8Array, not a string",
        )),
        (kind, Record::Text(t)) => seal::seal_json(kind, &t, &key.0, &key_id.0)
            .map(Either::A)
            .or_js(),
        (kind, Record::Bytes(_)) => Err(type_error(
            env,
            &format!(
                "record: a {} to seal is its JSON text (a string), not bytes",
                kind.name()
            ),
        )),
    })
}

/// Opens a sealed record with `key` once its seal holds: a sealed log or
/// result (a string) or a sealed snapshot (a `Buffer` or `Uint8Array`).
/// Gives `{kind, keyId, record}`, the record byte for byte as it was sealed
/// (a string, or a `Buffer` for a snapshot). A seal that does not hold (a
/// byte changed, the version or word list relabelled, another key) throws
/// `SEAL_BROKEN`, a plain record `NOT_SEALED`, a key out of bounds
/// `INVALID_KEY`.
#[napi(ts_args_type = "sealed: string | Uint8Array, key: Uint8Array")]
pub fn open_sealed(sealed: RecordArg, key: Key) -> Result<OpenedRecord> {
    crate::guard(|| {
        let (kind, key_id, record) = match sealed.0 {
            Record::Text(t) => {
                let o = seal::open_json(&t, &key.0).map_err(to_js)?;
                (o.kind, o.key_id, Either::A(o.record))
            }
            Record::Bytes(b) => {
                let o = seal::open_snapshot(&b, &key.0).map_err(to_js)?;
                (o.kind, o.key_id, Either::B(o.record.into()))
            }
        };
        Ok(OpenedRecord {
            kind: kind.name().to_string(),
            key_id,
            record,
        })
    })
}

/// The key id a sealed record names, read without checking its seal (a
/// label to pick the key by, never proof): a sealed log or result (a
/// string) or snapshot (bytes). A plain record throws `NOT_SEALED`.
#[napi(ts_args_type = "sealed: string | Uint8Array")]
pub fn seal_key_id(sealed: RecordArg) -> Result<String> {
    crate::guard(|| {
        match &sealed.0 {
            Record::Text(t) => seal::key_id(t.as_bytes()),
            Record::Bytes(b) => seal::key_id(b),
        }
        .or_js()
    })
}

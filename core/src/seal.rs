//! Sealed records: a log, a result or a snapshot with its host's seal.
//!
//! A record's labels are not proof: a log says which version wrote it and
//! which word list it was played on, and whoever sends it chooses what it
//! says (a custom-list, unrated Word Grid game relabelled `"embedded"` with
//! the shipped fingerprint verifies as rated). A seal says who wrote a
//! record: the host that keeps a key seals the records it writes, and
//! whoever holds the key checks, before anything else, that a record is
//! byte for byte one it sealed. The engine does no I/O: the host passes the
//! key in (bytes it keeps, e.g. a file), and nothing here stores it.
//!
//! **HMAC-SHA-256** (RustCrypto's `hmac` over the `sha2` the word list's
//! fingerprint already uses), not a signature: a host seals the records it
//! keeps and checks them itself (a game server, a tournament organiser
//! with the key), so there is no key pair to manage, and the MAC is
//! compared in constant time (`verify_slice`). A seal that a third party
//! checks without being able to seal (Ed25519) is left for later: it would
//! be another seal format beside this one.
//!
//! The MAC is over domain-separated bytes, so that a seal holds for exactly
//! one record, of one kind, under one key id:
//!
//! ```text
//! b"gridwords-seal-1\0" + kind ("log" | "result" | "snapshot") + b"\0"
//!                       + key_id + b"\0" + the record's exact bytes
//! ```
//!
//! The record's bytes are its bytes as given (the engine's own logs,
//! results and snapshots are canonical already: the same game gives the
//! same bytes); neither the kind nor the key id can hold a NUL byte. So a
//! sealed record changed in any byte (its version or word list relabelled
//! included), sealed with another key, or given as another kind fails with
//! `SEAL_BROKEN`.
//!
//! A sealed log or result is JSON, the record kept as a string so that its
//! bytes are exact:
//!
//! ```text
//! {"sealed":1,"kind":"log","key_id":"k1","mac":"<64 lower-case hex>","record":"<the log>"}
//! ```
//!
//! A sealed snapshot is bytes, the seal before the snapshot:
//!
//! ```text
//! "GWSEAL"   magic, 6 bytes (a plain snapshot starts "GWSNAP")
//! 1          seal format, 1 byte
//! n, key_id  1 length byte + n bytes (1 to 64)
//! mac        HMAC-SHA-256, 32 bytes
//! snapshot   the snapshot's bytes as they were
//! ```
//!
//! It carries no checksum of its own: the MAC covers the key id, the
//! format (through its domain) and every byte of the snapshot. The seal
//! comes first so that its six bytes tell sealed from plain at once:
//! `restore` refuses sealed bytes (`NOT_SEALED`, "open it with its key
//! first"), as replay and verify refuse a sealed log and a sealed claimed
//! result, so no host skips the check by accident.
//!
//! A key is 16 to 1024 bytes ([`MIN_KEY_BYTES`], [`MAX_KEY_BYTES`]); a key
//! id, the host's label for it written in the seal so that keys can be
//! rotated ([`key_id`] reads it, unchecked, to pick the key), is 1 to 64
//! printable ASCII characters without spaces. Either out of bounds is
//! `INVALID_KEY`. Opening is all or nothing: a seal that does not hold
//! gives back nothing of the record.

use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use sha2::Sha256;

use crate::error::{Error, ErrorCode, Result};
use crate::limits::{check_bytes, MAX_RECORD_BYTES};

type HmacSha256 = Hmac<Sha256>;

/// The seal format this build writes and reads.
pub const SEAL_FORMAT: u8 = 1;
/// The shortest key, in bytes.
pub const MIN_KEY_BYTES: usize = 16;
/// The longest key, in bytes.
pub const MAX_KEY_BYTES: usize = 1024;
/// The longest key id, in characters (printable ASCII, so bytes).
pub const MAX_KEY_ID_BYTES: usize = 64;
/// The first bytes of a sealed snapshot.
pub const SNAPSHOT_MAGIC: &[u8; 6] = b"GWSEAL";

const DOMAIN: &[u8] = b"gridwords-seal-1\0";
const MAC_BYTES: usize = 32;
/// A sealed JSON record's largest size: the record as a JSON string
/// (escaping at most doubles a valid JSON text's bytes) and the seal's
/// fields.
const MAX_SEALED_JSON_BYTES: usize = 2 * MAX_RECORD_BYTES + 1024;

/// The kind of record a seal is of: part of what the MAC covers, so a
/// sealed result cannot pass for a sealed log.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A game's JSON log.
    Log,
    /// A game's JSON result.
    Result,
    /// A game's snapshot bytes.
    Snapshot,
}

impl Kind {
    /// Every kind.
    pub const ALL: &'static [Kind] = &[Kind::Log, Kind::Result, Kind::Snapshot];

    /// The kind's name in seals and on every surface: `"log"`, `"result"`,
    /// `"snapshot"`.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Log => "log",
            Kind::Result => "result",
            Kind::Snapshot => "snapshot",
        }
    }

    /// The kind named `name`; another name is `INVALID_ARGUMENT`.
    pub fn from_name(name: &str) -> Result<Kind> {
        Kind::ALL
            .iter()
            .copied()
            .find(|k| k.name() == name)
            .ok_or_else(|| {
                Error::new(
                    ErrorCode::InvalidArgument,
                    format!("kind {name:?}: a sealed record is a \"log\", a \"result\" or a \"snapshot\""),
                )
            })
    }
}

/// A sealed record opened: its kind, the key id its seal names and the
/// record's exact bytes (`String` for a log or result, `Vec<u8>` for a
/// snapshot).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opened<T> {
    /// What the record is.
    pub kind: Kind,
    /// The key id written in the seal.
    pub key_id: String,
    /// The record, byte for byte as it was sealed.
    pub record: T,
}

/// Seals a JSON log or result (`record`, its exact text) with `key` under
/// `key_id`: the sealed record as JSON text, the same bytes for the same
/// record, key and key id. A key or key id out of bounds is `INVALID_KEY`;
/// a record that is not a JSON object `INVALID_JSON`, one over the record
/// cap `LIMIT_REACHED`, a sealed one `NOT_SEALED`; [`Kind::Snapshot`] is
/// `INVALID_ARGUMENT` (a snapshot is sealed as bytes, [`seal_snapshot`]).
pub fn seal_json(kind: Kind, record: &str, key: &[u8], key_id: &str) -> Result<String> {
    check_key(key)?;
    check_key_id(key_id).map_err(|why| Error::new(ErrorCode::InvalidKey, why))?;
    if kind == Kind::Snapshot {
        return Err(Error::new(
            ErrorCode::InvalidArgument,
            "a snapshot is sealed as bytes (seal_snapshot), not as JSON",
        ));
    }
    check_bytes(kind.name(), record.len(), MAX_RECORD_BYTES)?;
    let value: Value = serde_json::from_str(record).map_err(|e| {
        Error::new(
            ErrorCode::InvalidJson,
            format!("the {} to seal is not JSON: {e}", kind.name()),
        )
    })?;
    if !value.is_object() {
        return Err(Error::new(
            ErrorCode::InvalidJson,
            format!("the {} to seal is not a JSON object", kind.name()),
        ));
    }
    refuse_sealed_json(value.as_object(), kind.name())?;
    let mac = mac_of(kind, key, key_id, record.as_bytes())?
        .finalize()
        .into_bytes();
    let sealed = SealedOut {
        sealed: SEAL_FORMAT,
        kind: kind.name(),
        key_id,
        mac: &hex(&mac),
        record,
    };
    serde_json::to_string(&sealed).map_err(|e| Error::new(ErrorCode::InvalidJson, e.to_string()))
}

/// Opens a sealed log or result with `key`: its kind, key id and the
/// record's exact text, once the seal holds. `SEAL_BROKEN` if it does not
/// (a byte changed, another key) or the seal is malformed; `NOT_SEALED`
/// for a plain JSON record; `INVALID_KEY` for a key out of bounds.
pub fn open_json(sealed: &str, key: &[u8]) -> Result<Opened<String>> {
    open_json_named(sealed, key, "record")
}

/// [`open_json`], a plain record named `what` in the refusal.
fn open_json_named(sealed: &str, key: &[u8], what: &str) -> Result<Opened<String>> {
    check_key(key)?;
    check_bytes("sealed record", sealed.len(), MAX_SEALED_JSON_BYTES)?;
    let seal: SealedIn =
        serde_json::from_str(sealed).map_err(|e| match serde_json::from_str::<Value>(sealed) {
            Ok(v) if v.is_object() && v.get("sealed").is_none() => not_sealed_json(what),
            _ => broken(format!("not a sealed record: {e}")),
        })?;
    if seal.sealed != u64::from(SEAL_FORMAT) {
        return Err(broken(format!(
            "seal format {}; this build reads format {SEAL_FORMAT}",
            seal.sealed
        )));
    }
    let kind = match Kind::from_name(&seal.kind) {
        Ok(Kind::Snapshot) | Err(_) => {
            return Err(broken(format!(
                "a sealed JSON record is of a \"log\" or a \"result\", not {:?}",
                seal.kind
            )))
        }
        Ok(kind) => kind,
    };
    check_key_id(&seal.key_id).map_err(|why| broken(format!("in the seal: {why}")))?;
    let mac = unhex(&seal.mac)
        .ok_or_else(|| broken("the seal's \"mac\" is not 64 lower-case hex digits"))?;
    check(kind, key, &seal.key_id, seal.record.as_bytes(), &mac)?;
    Ok(Opened {
        kind,
        key_id: seal.key_id,
        record: seal.record,
    })
}

/// [`open_json`], for a record of `kind` only: a seal of another kind
/// (a sealed result given as a log) is `SEAL_BROKEN`, as its MAC would be
/// for the kind wanted.
pub fn open_json_as(kind: Kind, sealed: &str, key: &[u8]) -> Result<Opened<String>> {
    let opened = open_json_named(sealed, key, kind.name())?;
    if opened.kind != kind {
        return Err(broken(format!(
            "this is a sealed {}, not a sealed {}",
            opened.kind.name(),
            kind.name()
        )));
    }
    Ok(opened)
}

/// Seals snapshot bytes with `key` under `key_id`: the seal, then the
/// bytes (the module's layout). `INVALID_KEY`, `LIMIT_REACHED` as
/// [`seal_json`]; bytes sealed already are `NOT_SEALED`.
pub fn seal_snapshot(snapshot: &[u8], key: &[u8], key_id: &str) -> Result<Vec<u8>> {
    check_key(key)?;
    check_key_id(key_id).map_err(|why| Error::new(ErrorCode::InvalidKey, why))?;
    check_bytes("snapshot", snapshot.len(), MAX_RECORD_BYTES)?;
    refuse_sealed_snapshot(snapshot)?;
    let mac = mac_of(Kind::Snapshot, key, key_id, snapshot)?
        .finalize()
        .into_bytes();
    let mut out =
        Vec::with_capacity(SNAPSHOT_MAGIC.len() + 2 + key_id.len() + MAC_BYTES + snapshot.len());
    out.extend_from_slice(SNAPSHOT_MAGIC);
    out.push(SEAL_FORMAT);
    // At most MAX_KEY_ID_BYTES (64), checked above.
    out.push(key_id.len() as u8);
    out.extend_from_slice(key_id.as_bytes());
    out.extend_from_slice(&mac);
    out.extend_from_slice(snapshot);
    Ok(out)
}

/// Opens a sealed snapshot with `key`: its key id and the snapshot's bytes,
/// once the seal holds (restore them as any snapshot). `SEAL_BROKEN` if it
/// does not or the seal is malformed; `NOT_SEALED` for bytes that are not
/// a sealed snapshot; `INVALID_KEY` for a key out of bounds.
pub fn open_snapshot(sealed: &[u8], key: &[u8]) -> Result<Opened<Vec<u8>>> {
    let (key_id, snapshot) = opened_snapshot(sealed, key)?;
    Ok(Opened {
        kind: Kind::Snapshot,
        key_id: key_id.to_string(),
        record: snapshot.to_vec(),
    })
}

/// [`open_snapshot`] without a copy: the key id and the snapshot's bytes
/// inside `sealed`, once the seal holds (what a sealed restore decodes).
pub(crate) fn opened_snapshot<'a>(sealed: &'a [u8], key: &[u8]) -> Result<(&'a str, &'a [u8])> {
    check_key(key)?;
    let (key_id, mac, snapshot) = snapshot_seal(sealed)?;
    check(Kind::Snapshot, key, key_id, snapshot, mac)?;
    Ok((key_id, snapshot))
}

/// The snapshot inside a sealed snapshot, read without checking the seal
/// (as [`key_id`] reads the key id): only to name its game, so that a
/// host picks the typed class the sealed restore then checks.
/// `NOT_SEALED` for a plain snapshot, `SEAL_BROKEN` for a malformed seal.
pub(crate) fn unchecked_snapshot(sealed: &[u8]) -> Result<&[u8]> {
    snapshot_seal(sealed).map(|(_, _, snapshot)| snapshot)
}

/// The key id a sealed record names (a sealed snapshot's bytes, or a
/// sealed log's or result's JSON text as bytes), read without checking
/// the seal: a label to pick the key by, never proof of anything.
/// `NOT_SEALED` for a plain record, `SEAL_BROKEN` for a malformed seal.
pub fn key_id(sealed: &[u8]) -> Result<String> {
    if sealed.starts_with(SNAPSHOT_MAGIC) {
        return snapshot_seal(sealed).map(|(id, _, _)| id.to_string());
    }
    let text = std::str::from_utf8(sealed).map_err(|_| not_sealed_snapshot())?;
    check_bytes("sealed record", text.len(), MAX_SEALED_JSON_BYTES)?;
    let head: SealedHead =
        serde_json::from_str(text).map_err(|e| match serde_json::from_str::<Value>(text) {
            Ok(v) if v.is_object() && v.get("sealed").is_none() => not_sealed_json("record"),
            _ => broken(format!("not a sealed record: {e}")),
        })?;
    check_key_id(&head.key_id).map_err(|why| broken(format!("in the seal: {why}")))?;
    Ok(head.key_id)
}

/// Whether `text` is a sealed JSON record: a JSON object with a
/// `"sealed"` field (whether its seal holds is [`open_json`]'s to say).
pub fn is_sealed_json(text: &str) -> bool {
    text.len() <= MAX_SEALED_JSON_BYTES
        && serde_json::from_str::<Value>(text).is_ok_and(|v| v.get("sealed").is_some())
}

/// `NOT_SEALED` if `object`, a record given to a call that takes a plain
/// one (`what`: "log", "result"), is a sealed record: replay, verify
/// without a key and sealing again refuse it, so a host cannot skip
/// opening it by accident.
pub(crate) fn refuse_sealed_json(object: Option<&Map<String, Value>>, what: &str) -> Result<()> {
    match object.and_then(|m| m.get("sealed")) {
        Some(_) => Err(Error::new(
            ErrorCode::NotSealed,
            format!(
                "this {what} is sealed: open it with its key first, then use the record it holds"
            ),
        )),
        None => Ok(()),
    }
}

/// `NOT_SEALED` if `bytes`, given to a call that takes a plain snapshot
/// (restore, sealing again), are a sealed snapshot.
pub(crate) fn refuse_sealed_snapshot(bytes: &[u8]) -> Result<()> {
    if bytes.starts_with(SNAPSHOT_MAGIC) {
        return Err(Error::new(
            ErrorCode::NotSealed,
            "this snapshot is sealed: open it with its key first, then restore the snapshot it holds",
        ));
    }
    Ok(())
}

/// The sealed JSON record as written: its fields in this order.
#[derive(Serialize)]
struct SealedOut<'a> {
    sealed: u8,
    kind: &'a str,
    key_id: &'a str,
    mac: &'a str,
    record: &'a str,
}

/// The sealed JSON record as read: every field once, no other field.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SealedIn {
    sealed: u64,
    kind: String,
    key_id: String,
    mac: String,
    record: String,
}

/// The key id of a sealed JSON record, the rest unread.
#[derive(Deserialize)]
struct SealedHead {
    #[allow(dead_code)]
    sealed: serde::de::IgnoredAny,
    key_id: String,
}

fn broken(why: impl Into<String>) -> Error {
    Error::new(ErrorCode::SealBroken, why.into())
}

fn not_sealed_json(what: &str) -> Error {
    Error::new(
        ErrorCode::NotSealed,
        format!("this is a plain {what}, not a sealed one (it has no \"sealed\" field)"),
    )
}

fn not_sealed_snapshot() -> Error {
    Error::new(
        ErrorCode::NotSealed,
        "these bytes are not a sealed record (a sealed snapshot starts \"GWSEAL\"; a sealed log or result is JSON)",
    )
}

fn check_key(key: &[u8]) -> Result<()> {
    if !(MIN_KEY_BYTES..=MAX_KEY_BYTES).contains(&key.len()) {
        return Err(Error::new(
            ErrorCode::InvalidKey,
            format!(
                "a key is {MIN_KEY_BYTES} to {MAX_KEY_BYTES} bytes; this one is {}",
                key.len()
            ),
        ));
    }
    Ok(())
}

/// Why `key_id` is not a key id, if it is not one.
fn check_key_id(key_id: &str) -> std::result::Result<(), String> {
    let rule = format!("a key id is 1 to {MAX_KEY_ID_BYTES} printable ASCII characters, no spaces");
    if key_id.is_empty() || key_id.len() > MAX_KEY_ID_BYTES {
        return Err(format!("{rule}; this one is {} bytes", key_id.len()));
    }
    match key_id.chars().position(|c| !c.is_ascii_graphic()) {
        Some(at) => Err(format!(
            "{rule}; this one has {:?} at {at}",
            key_id.chars().nth(at).unwrap_or(' ')
        )),
        None => Ok(()),
    }
}

/// The MAC state over the domain, kind, key id and record.
fn mac_of(kind: Kind, key: &[u8], key_id: &str, record: &[u8]) -> Result<HmacSha256> {
    // HMAC takes a key of any length; the bounds are checked before.
    let mut m = HmacSha256::new_from_slice(key)
        .map_err(|_| Error::new(ErrorCode::InvalidKey, "the key cannot key HMAC-SHA-256"))?;
    m.update(DOMAIN);
    m.update(kind.name().as_bytes());
    m.update(b"\0");
    m.update(key_id.as_bytes());
    m.update(b"\0");
    m.update(record);
    Ok(m)
}

/// Whether `mac` is the record's, compared in constant time.
fn check(kind: Kind, key: &[u8], key_id: &str, record: &[u8], mac: &[u8]) -> Result<()> {
    mac_of(kind, key, key_id, record)?.verify_slice(mac).map_err(|_| {
        broken(format!(
            "the seal does not hold: the {} was changed since it was sealed, or sealed with another key than this one (key id {key_id:?})",
            kind.name()
        ))
    })
}

/// A sealed snapshot's key id, MAC and snapshot bytes, the frame checked.
fn snapshot_seal(sealed: &[u8]) -> Result<(&str, &[u8], &[u8])> {
    check_bytes(
        "sealed snapshot",
        sealed.len(),
        MAX_RECORD_BYTES + SNAPSHOT_MAGIC.len() + 2 + MAX_KEY_ID_BYTES + MAC_BYTES,
    )?;
    let rest = sealed
        .strip_prefix(SNAPSHOT_MAGIC.as_slice())
        .ok_or_else(not_sealed_snapshot)?;
    let (&format, rest) = rest.split_first().ok_or_else(|| broken("truncated seal"))?;
    if format != SEAL_FORMAT {
        return Err(broken(format!(
            "seal format {format}; this build reads format {SEAL_FORMAT}"
        )));
    }
    let (&n, rest) = rest.split_first().ok_or_else(|| broken("truncated seal"))?;
    let n = usize::from(n);
    if rest.len() < n + MAC_BYTES {
        return Err(broken("truncated seal"));
    }
    let (id, rest) = rest.split_at(n);
    let key_id =
        std::str::from_utf8(id).map_err(|_| broken("in the seal: the key id is not ASCII"))?;
    check_key_id(key_id).map_err(|why| broken(format!("in the seal: {why}")))?;
    let (mac, snapshot) = rest.split_at(MAC_BYTES);
    Ok((key_id, mac, snapshot))
}

fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(bytes.len() * 2);
    for &b in bytes {
        out.push(char::from(DIGITS[usize::from(b >> 4)]));
        out.push(char::from(DIGITS[usize::from(b & 15)]));
    }
    out
}

/// 64 lower-case hex digits as 32 bytes.
fn unhex(text: &str) -> Option<Vec<u8>> {
    let digit = |c: u8| match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        _ => None,
    };
    let bytes = text.as_bytes();
    if bytes.len() != 2 * MAC_BYTES {
        return None;
    }
    bytes
        .chunks(2)
        .map(|p| Some((digit(p[0])? << 4) | digit(p[1])?))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &[u8] = b"0123456789abcdef0123456789abcdef";
    const LOG: &str = r#"{"version":4,"game":"solo","lexicon":"embedded"}"#;

    #[test]
    fn a_json_record_opens_to_its_exact_bytes() {
        let sealed = seal_json(Kind::Log, LOG, KEY, "k1").unwrap();
        assert!(sealed.starts_with(r#"{"sealed":1,"kind":"log","key_id":"k1","mac":""#));
        assert_eq!(seal_json(Kind::Log, LOG, KEY, "k1").unwrap(), sealed);
        let opened = open_json(&sealed, KEY).unwrap();
        assert_eq!((opened.kind, opened.key_id.as_str()), (Kind::Log, "k1"));
        assert_eq!(opened.record, LOG);
        assert_eq!(key_id(sealed.as_bytes()).unwrap(), "k1");
        assert_eq!(
            open_json_as(Kind::Result, &sealed, KEY).unwrap_err().code(),
            ErrorCode::SealBroken
        );
    }

    #[test]
    fn a_changed_byte_another_key_or_kind_breaks_the_seal() {
        let sealed = seal_json(Kind::Log, LOG, KEY, "k1").unwrap();
        let code = |s: &str, k: &[u8]| open_json(s, k).unwrap_err().code();
        let relabelled = sealed.replace("embedded", "embeddeD");
        assert_eq!(code(&relabelled, KEY), ErrorCode::SealBroken);
        assert_eq!(
            code(&sealed, b"another key of 32 bytes, this!!!"),
            ErrorCode::SealBroken
        );
        assert_eq!(
            code(&sealed.replace("\"log\"", "\"result\""), KEY),
            ErrorCode::SealBroken
        );
        assert_eq!(
            code(&sealed.replace("\"k1\"", "\"k2\""), KEY),
            ErrorCode::SealBroken
        );
        assert_eq!(code(LOG, KEY), ErrorCode::NotSealed);
        assert_eq!(code("not json", KEY), ErrorCode::SealBroken);
        let twice = sealed.replacen("{", r#"{"kind":"log","#, 1);
        assert_eq!(code(&twice, KEY), ErrorCode::SealBroken);
        assert_eq!(code(&sealed, b"short"), ErrorCode::InvalidKey);
    }

    #[test]
    fn keys_and_key_ids_are_bounded() {
        let code = |k: &[u8], id: &str| seal_json(Kind::Log, LOG, k, id).unwrap_err().code();
        assert_eq!(code(&[0; 15], "k1"), ErrorCode::InvalidKey);
        assert_eq!(code(&[0; 1025], "k1"), ErrorCode::InvalidKey);
        assert_eq!(code(KEY, ""), ErrorCode::InvalidKey);
        assert_eq!(code(KEY, "a b"), ErrorCode::InvalidKey);
        assert_eq!(code(KEY, &"k".repeat(65)), ErrorCode::InvalidKey);
        assert_eq!(code(KEY, "é"), ErrorCode::InvalidKey);
        assert!(seal_json(Kind::Log, LOG, &[7; 16], &"k".repeat(64)).is_ok());
        assert!(seal_json(Kind::Log, LOG, &[7; 1024], "~!").is_ok());
    }

    #[test]
    fn a_snapshot_opens_to_its_exact_bytes() {
        let snap = b"GWSNAP\x04\x04solo...";
        let sealed = seal_snapshot(snap, KEY, "k1").unwrap();
        assert!(sealed.starts_with(b"GWSEAL\x01\x02k1"));
        let opened = open_snapshot(&sealed, KEY).unwrap();
        assert_eq!(opened.record, snap);
        assert_eq!(key_id(&sealed).unwrap(), "k1");
        let code = |s: &[u8]| open_snapshot(s, KEY).unwrap_err().code();
        let mut changed = sealed.clone();
        *changed.last_mut().unwrap() ^= 1;
        assert_eq!(code(&changed), ErrorCode::SealBroken);
        assert_eq!(code(&sealed[..20]), ErrorCode::SealBroken);
        assert_eq!(code(snap), ErrorCode::NotSealed);
        assert_eq!(
            seal_snapshot(&sealed, KEY, "k1").unwrap_err().code(),
            ErrorCode::NotSealed
        );
        assert_eq!(
            seal_json(Kind::Snapshot, LOG, KEY, "k1")
                .unwrap_err()
                .code(),
            ErrorCode::InvalidArgument
        );
    }
}

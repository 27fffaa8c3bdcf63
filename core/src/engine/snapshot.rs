//! Snapshot framing, shared by every game.
//!
//! ```text
//! "GWSNAP"  magic, 6 bytes
//! 3         format version, 1 byte (2 is still read)
//! n, name   the game's name ("hunt"), 1 length byte + n bytes
//! body      the session (with the word list's fingerprint, format 3 on)
//!           and the rules' state, postcard-encoded; then,
//!           only for a game whose clock was rebased, its clock offset
//!           (an i64, postcard)
//! crc       CRC-32 (IEEE) of everything before it, 4 bytes little-endian
//! ```
//!
//! The checksum means a damaged snapshot (a flipped bit, a truncated copy)
//! is refused instead of restoring into a different game: CRC-32 catches
//! every single-bit and every burst error up to 32 bits. The version byte
//! lets a later format refuse an old snapshot by name. Word Grid snapshots
//! of gridwords 0.1 (magic `GWHUNT`, format 1) had no checksum and are
//! refused with a clear message; their logs still replay.

use serde::de::DeserializeOwned;
use serde::Serialize;

use super::rules::Rules;
use crate::error::{Error, ErrorCode, Result};

const MAGIC: &[u8; 6] = b"GWSNAP";
/// The snapshot format this build writes and reads.
pub const SNAPSHOT_FORMAT: u8 = 3;
/// The oldest format this build still reads (2: before the word list's
/// fingerprint; read as pinned to the list shipped then).
pub const OLDEST_SNAPSHOT_FORMAT: u8 = 2;

fn invalid(why: impl Into<String>) -> Error {
    Error::new(ErrorCode::InvalidSnapshot, why.into())
}

pub(crate) fn write<R: Rules, B: Serialize>(body: &B) -> Vec<u8> {
    let mut out = Vec::with_capacity(1024);
    out.extend_from_slice(MAGIC);
    out.push(SNAPSHOT_FORMAT);
    out.push(R::GAME.len() as u8);
    out.extend_from_slice(R::GAME.as_bytes());
    // Plain data serialises into a Vec without fail; a state type postcard
    // cannot write (a flattened or internally tagged field) is a bug that
    // the snapshot round-trip tests of every game catch.
    match postcard::to_extend(body, out) {
        Ok(b) => out = b,
        Err(e) => {
            debug_assert!(false, "{} state cannot be snapshotted: {e}", R::GAME);
            out = Vec::new();
        }
    }
    let crc = crc32fast::hash(&out);
    out.extend_from_slice(&crc.to_le_bytes());
    out
}

/// The game a snapshot is of, after checking its frame and checksum.
pub fn game_of(bytes: &[u8]) -> Result<&str> {
    Ok(frame(bytes)?.0)
}

/// The format a snapshot is in, after checking its frame and checksum.
pub(crate) fn format_of(bytes: &[u8]) -> Result<u8> {
    frame(bytes)?;
    Ok(bytes[MAGIC.len()])
}

fn frame(bytes: &[u8]) -> Result<(&str, &[u8])> {
    crate::limits::check_bytes("snapshot", bytes.len(), crate::limits::MAX_RECORD_BYTES)?;
    if bytes.starts_with(b"GWHUNT") {
        return Err(invalid(
            "this is a Word Grid snapshot of gridwords 0.1 (format 1, no checksum), which this version no longer restores; replay the game's log instead",
        ));
    }
    let rest = bytes
        .strip_prefix(MAGIC.as_slice())
        .ok_or_else(|| invalid("not a gridwords snapshot (bad magic)"))?;
    if bytes.len() < MAGIC.len() + 2 + 4 {
        return Err(invalid("truncated snapshot"));
    }
    let (body, crc) = bytes.split_at(bytes.len() - 4);
    let want = u32::from_le_bytes([crc[0], crc[1], crc[2], crc[3]]);
    if crc32fast::hash(body) != want {
        return Err(invalid(
            "damaged snapshot: the checksum does not match (a changed or truncated copy)",
        ));
    }
    let version = rest[0];
    if !(OLDEST_SNAPSHOT_FORMAT..=SNAPSHOT_FORMAT).contains(&version) {
        return Err(invalid(format!(
            "snapshot format {version}; this build reads formats {OLDEST_SNAPSHOT_FORMAT} to {SNAPSHOT_FORMAT}"
        )));
    }
    let n = rest[1] as usize;
    let body = &body[MAGIC.len() + 2..];
    if body.len() < n {
        return Err(invalid("truncated snapshot"));
    }
    let (name, body) = body.split_at(n);
    let name = std::str::from_utf8(name).map_err(|_| invalid("bad game name"))?;
    Ok((name, body))
}

/// The body, and the optional value after it (`T::default()` if none).
pub(crate) fn read_with_trailer<R: Rules, B: DeserializeOwned, T: DeserializeOwned + Default>(
    bytes: &[u8],
) -> Result<(B, T)> {
    let (name, body) = frame(bytes)?;
    if name != R::GAME {
        return Err(Error::wrong_game("snapshot", name, R::GAME));
    }
    let corrupt = |e: postcard::Error| invalid(format!("corrupt snapshot: {e}"));
    let (b, rest): (B, &[u8]) = postcard::take_from_bytes(body).map_err(corrupt)?;
    if rest.is_empty() {
        return Ok((b, T::default()));
    }
    let (t, rest): (T, &[u8]) = postcard::take_from_bytes(rest).map_err(corrupt)?;
    if !rest.is_empty() {
        return Err(invalid("trailing bytes in the snapshot"));
    }
    Ok((b, t))
}

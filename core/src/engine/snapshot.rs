//! Snapshot framing, shared by every game, and how a game's state may
//! change without breaking the snapshots already stored.
//!
//! ```text
//! "GWSNAP"  magic, 6 bytes
//! 4         format version, 1 byte (2 and 3 are still read)
//! n, name   the game's name ("hunt"), 1 length byte + n bytes
//! head      postcard: the game's state version (Rules::STATE_VERSION),
//!           created_ms, clock_ms, the clock offset of a rebased game
//!           (0 if never rebased) and the word list's fingerprint
//! state     postcard: the rules' state, in the layout of that version
//! crc       CRC-32 (IEEE) of everything before it, 4 bytes little-endian
//! ```
//!
//! The checksum means a damaged snapshot (a flipped bit, a truncated copy)
//! is refused instead of restoring into a different game: CRC-32 catches
//! every single-bit and every burst error up to 32 bits.
//!
//! Two numbers version a snapshot. The **format** is the engine's frame
//! and head, the same for every game; it changes only when the engine's
//! own part does. The **state version** is each game's own
//! ([`Rules::STATE_VERSION`]): postcard writes fields by position, so a game
//! that adds a field to its state or an option to its config bumps its
//! state version and gives [`Rules::upgrade_state`] the layout before
//! (usually one [`upgrade_config`] call). Old snapshots then restore
//! through the upgrade, new ones are written in the new layout, and no
//! other game's bytes change. `tests/snapshots/` keeps a golden snapshot
//! of every format and state version, and every one must restore.
//!
//! Formats 2 and 3 (before the head) hold state version 1 of every game;
//! their clock offset, when there was one, followed the state. Word Grid
//! snapshots of gridwords 0.1 (magic `GWHUNT`, format 1) had no checksum
//! and are refused with a clear message; their logs still replay.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::rules::Rules;
use crate::error::{Error, ErrorCode, Result};

const MAGIC: &[u8; 6] = b"GWSNAP";
/// The snapshot format this build writes.
pub const SNAPSHOT_FORMAT: u8 = 4;
/// The oldest format this build still reads (2: before the word list's
/// fingerprint; read as pinned to the list shipped then).
pub const OLDEST_SNAPSHOT_FORMAT: u8 = 2;

fn invalid(why: impl Into<String>) -> Error {
    Error::new(ErrorCode::InvalidSnapshot, why.into())
}

fn corrupt(e: postcard::Error) -> Error {
    invalid(format!("corrupt snapshot: {e}"))
}

/// The engine's part of a snapshot, before the state (format 4 on).
#[derive(Serialize, Deserialize)]
struct Head {
    state_version: u32,
    created_ms: u64,
    clock_ms: u64,
    offset_ms: i64,
    lexicon_sha256: String,
}

/// What a snapshot holds, read back: the session's own part and the
/// rules' state in today's layout.
pub(crate) struct Saved<S> {
    pub created_ms: u64,
    pub clock_ms: u64,
    /// The clock offset of a rebased game (0 if never rebased).
    pub offset_ms: i64,
    /// The word list's fingerprint; for a format 2 snapshot, what its
    /// flag says (`None`: another list, which must be given).
    pub lexicon_sha256: Option<String>,
    pub state: S,
}

/// The snapshot of a game: the session's part and the rules' state.
pub(crate) fn write<R: Rules>(
    created_ms: u64,
    clock_ms: u64,
    offset_ms: i64,
    lexicon_sha256: &str,
    state: &R::State,
) -> Vec<u8> {
    let head = Head {
        state_version: R::STATE_VERSION,
        created_ms,
        clock_ms,
        offset_ms,
        lexicon_sha256: lexicon_sha256.to_string(),
    };
    let mut out = Vec::with_capacity(1024);
    out.extend_from_slice(MAGIC);
    out.push(SNAPSHOT_FORMAT);
    out.push(R::GAME.len() as u8);
    out.extend_from_slice(R::GAME.as_bytes());
    // Plain data serialises into a Vec without fail; a state type postcard
    // cannot write (a flattened or internally tagged field) is a bug that
    // the snapshot round-trip tests of every game catch.
    match postcard::to_extend(&head, out).and_then(|out| postcard::to_extend(state, out)) {
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
    Ok(frame(bytes)?.1)
}

/// The frame's format, game name and what follows the name, checked.
fn frame(bytes: &[u8]) -> Result<(u8, &str, &[u8])> {
    // Sealed bytes are opened first (`seal::open_snapshot`), never skipped.
    crate::seal::refuse_sealed_snapshot(bytes)?;
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
    let format = rest[0];
    if !(OLDEST_SNAPSHOT_FORMAT..=SNAPSHOT_FORMAT).contains(&format) {
        return Err(invalid(format!(
            "snapshot format {format}; this build reads formats {OLDEST_SNAPSHOT_FORMAT} to {SNAPSHOT_FORMAT}"
        )));
    }
    let n = rest[1] as usize;
    let body = &body[MAGIC.len() + 2..];
    if body.len() < n {
        return Err(invalid("truncated snapshot"));
    }
    let (name, body) = body.split_at(n);
    let name = std::str::from_utf8(name).map_err(|_| invalid("bad game name"))?;
    Ok((format, name, body))
}

/// Reads a snapshot of game `R` in any format this build reads, the state
/// upgraded to today's layout.
pub(crate) fn read<R: Rules>(bytes: &[u8]) -> Result<Saved<R::State>> {
    let (format, name, body) = frame(bytes)?;
    if name != R::GAME {
        return Err(Error::wrong_game("snapshot", name, R::GAME));
    }
    match format {
        // Before the head: the times, then the list (format 2: a flag,
        // "another list"; format 3: its fingerprint), then the state.
        2 | 3 => {
            let (created_ms, clock_ms, lexicon_sha256, rest) = if format == 2 {
                let ((c, k, custom), rest): ((u64, u64, bool), _) =
                    postcard::take_from_bytes(body).map_err(corrupt)?;
                let pinned = (!custom).then(|| crate::lexicon::FIRST_SHIPPED_FINGERPRINT.into());
                (c, k, pinned, rest)
            } else {
                let ((c, k, sha), rest): ((u64, u64, String), _) =
                    postcard::take_from_bytes(body).map_err(corrupt)?;
                (c, k, Some(sha), rest)
            };
            let (state, offset_ms) = state_then_offset::<R>(rest)?;
            Ok(Saved {
                created_ms,
                clock_ms,
                offset_ms,
                lexicon_sha256,
                state,
            })
        }
        _ => {
            let (head, rest): (Head, _) = postcard::take_from_bytes(body).map_err(corrupt)?;
            let (state, rest) = state::<R>(head.state_version, rest)?;
            if !rest.is_empty() {
                return Err(invalid("trailing bytes in the snapshot"));
            }
            Ok(Saved {
                created_ms: head.created_ms,
                clock_ms: head.clock_ms,
                offset_ms: head.offset_ms,
                lexicon_sha256: Some(head.lexicon_sha256),
                state,
            })
        }
    }
}

/// Formats 2 and 3: the state (version 1), then the clock offset only for
/// a rebased game.
fn state_then_offset<R: Rules>(bytes: &[u8]) -> Result<(R::State, i64)> {
    let (state, rest) = state::<R>(1, bytes)?;
    if rest.is_empty() {
        return Ok((state, 0));
    }
    let (offset, rest): (i64, _) = postcard::take_from_bytes(rest).map_err(corrupt)?;
    if !rest.is_empty() {
        return Err(invalid("trailing bytes in the snapshot"));
    }
    Ok((state, offset))
}

/// The state at the start of `bytes`, written in layout `version`.
fn state<R: Rules>(version: u32, bytes: &[u8]) -> Result<(R::State, &[u8])> {
    if version == R::STATE_VERSION {
        postcard::take_from_bytes(bytes).map_err(corrupt)
    } else if (1..R::STATE_VERSION).contains(&version) {
        R::upgrade_state(version, bytes).unwrap_or_else(|| Err(unknown_state_version::<R>(version)))
    } else {
        Err(unknown_state_version::<R>(version))
    }
}

/// A state version this build cannot read (a later build's, a layout the
/// game never had, or a crafted one).
fn unknown_state_version<R: Rules>(version: u32) -> Error {
    invalid(format!(
        "{} state version {version}; this build reads versions 1 to {}",
        R::GAME,
        R::STATE_VERSION
    ))
}

/// The usual upgrade: a state whose config (its first field) gained
/// options. Reads the config in its old layout `Old` from the start of
/// `bytes`, makes today's config of it with `upgrade` (the new options at
/// their defaults, typically), and reads the rest of the state as it is.
/// For [`Rules::upgrade_state`]:
///
/// ```ignore
/// fn upgrade_state(version: u32, bytes: &[u8]) -> Option<Result<(State, &[u8])>> {
///     match version {
///         1 => Some(snapshot::upgrade_config::<ConfigV1, Config, State>(bytes, Config::from)),
///         _ => None,
///     }
/// }
/// ```
pub fn upgrade_config<Old, New, S>(
    bytes: &[u8],
    upgrade: impl FnOnce(Old) -> New,
) -> Result<(S, &[u8])>
where
    Old: DeserializeOwned,
    New: Serialize,
    S: DeserializeOwned,
{
    let (old, rest): (Old, _) = postcard::take_from_bytes(bytes).map_err(corrupt)?;
    let mut upgraded = postcard::to_allocvec(&upgrade(old)).map_err(corrupt)?;
    upgraded.extend_from_slice(rest);
    let (state, left): (S, _) = postcard::take_from_bytes(&upgraded).map_err(corrupt)?;
    // What follows the state in `upgraded` is the same suffix of `bytes`.
    Ok((state, &bytes[bytes.len() - left.len()..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Serialize, Deserialize)]
    struct ConfigV1 {
        seed: u64,
        round_ms: u64,
    }
    #[derive(Serialize, Deserialize, Debug, PartialEq)]
    struct Config {
        seed: u64,
        round_ms: u64,
        bonus: u32,
    }
    #[derive(Serialize, Deserialize)]
    struct StateV1 {
        config: ConfigV1,
        words: Vec<String>,
    }
    #[derive(Serialize, Deserialize, Debug, PartialEq)]
    struct State {
        config: Config,
        words: Vec<String>,
    }

    #[test]
    fn upgrade_config_reads_the_old_config_and_the_rest_as_it_is() {
        let old = StateV1 {
            config: ConfigV1 {
                seed: 7,
                round_ms: 180_000,
            },
            words: vec!["tone".into(), "note".into()],
        };
        // What followed the state (format 3's clock offset) is handed back.
        let mut bytes = postcard::to_allocvec(&old).unwrap();
        bytes.extend_from_slice(&[0xAA, 0xBB]);
        let (state, rest): (State, _) =
            upgrade_config::<ConfigV1, Config, State>(&bytes, |c| Config {
                seed: c.seed,
                round_ms: c.round_ms,
                bonus: 0,
            })
            .unwrap();
        assert_eq!(
            state,
            State {
                config: Config {
                    seed: 7,
                    round_ms: 180_000,
                    bonus: 0
                },
                words: vec!["tone".into(), "note".into()],
            }
        );
        assert_eq!(rest, &[0xAA, 0xBB]);
        // A state cut short is a corrupt snapshot, never a panic.
        let e = upgrade_config::<ConfigV1, Config, State>(&bytes[..5], |c| Config {
            seed: c.seed,
            round_ms: c.round_ms,
            bonus: 0,
        })
        .unwrap_err();
        assert_eq!(e.code(), ErrorCode::InvalidSnapshot);
    }
}

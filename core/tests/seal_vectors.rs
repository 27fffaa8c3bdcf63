//! The cross-language seal vectors, `tests/vectors/seals.json`: a key (hex)
//! and key id, and a log, a result and a snapshot of one game (the vector
//! `duel/04_stuck_player`, played on its own word list) each with the
//! sealed record the core makes of it (deterministic: HMAC-SHA-256 has no
//! randomness) and tampered copies with the code each must fail with: a
//! byte of the record changed, its version or word list relabelled (the
//! custom list relabelled the shipped one, fingerprint and all), sealed
//! with another key, its key id or kind relabelled, truncated, or the plain
//! record. A snapshot's record and sealed bytes are hex.
//!
//! Every binding's vector runner checks the same (C `tests/c/test_ffi.c`,
//! `ffi/tests/seals.rs`, Python `tests/test_seals.py`, Node
//! `tests/node/seals.test.js`): seal(record) is the sealed bytes byte for
//! byte, open(sealed) gives the record, its kind and key id, the key id
//! reads back unchecked, and each tampered copy fails with its code. Here
//! the core also restores the opened snapshot, verifies the opened log with
//! the key, and refuses the sealed records where plain ones are wanted.
//!
//! `GW_WRITE_SEALS=1` rewrites the file from the vector's files (review the
//! diff: a changed seal breaks every record a host sealed).

use std::path::PathBuf;

use gridwords::engine::BotReplay;
use gridwords::seal::{self, Kind};
use gridwords::{AnyGame, ErrorCode, Lexicon};
use serde_json::{json, Value};

const SOURCE: &str = "duel/04_stuck_player";
const SHIPPED: &str = "c0230fb0cf33f74e2145ee3196b79d9053dff940c9cb0772f499a0554a369667";

fn vectors() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/vectors")
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(text: &str) -> Vec<u8> {
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).unwrap())
        .collect()
}

fn words() -> Lexicon {
    let text = std::fs::read_to_string(vectors().join(format!("{SOURCE}.words.txt"))).unwrap();
    Lexicon::from_words(text.lines().filter(|l| !l.is_empty())).unwrap()
}

/// `text` with its first `from` replaced by `to`, which must be there.
fn relabel(text: &str, from: &str, to: &str) -> String {
    assert!(text.contains(from), "{from} not in {text}");
    text.replacen(from, to, 1)
}

/// The file as the core writes it.
fn write() -> Value {
    let read =
        |ext: &str| std::fs::read_to_string(vectors().join(format!("{SOURCE}.{ext}"))).unwrap();
    let (log, result) = (read("log.json"), read("result.json"));
    let key: Vec<u8> = (0..32).collect();
    let other: Vec<u8> = (32..64).collect();
    let id = "organiser-2026";
    let lex = words();
    let snapshot = AnyGame::from_log_json(&log, Some(&lex)).unwrap().snapshot();

    let sealed_log = seal::seal_json(Kind::Log, &log, &key, id).unwrap();
    let fingerprint = lex.fingerprint().to_string();
    let custom = format!(r#"\"lexicon\":\"custom\",\"lexicon_sha256\":\"{fingerprint}\""#);
    let shipped = format!(r#"\"lexicon\":\"embedded\",\"lexicon_sha256\":\"{SHIPPED}\""#);
    let log_tampered = vec![
        (
            "one byte of the record changed (a move's time)",
            relabel(&sealed_log, r#"\"at_ms\":1000"#, r#"\"at_ms\":1001"#),
            "SEAL_BROKEN",
        ),
        (
            "its version relabelled",
            relabel(&sealed_log, r#"\"version\":4"#, r#"\"version\":3"#),
            "SEAL_BROKEN",
        ),
        (
            "its custom word list relabelled the shipped one, fingerprint and all",
            relabel(&sealed_log, &custom, &shipped),
            "SEAL_BROKEN",
        ),
        (
            "sealed with another key",
            seal::seal_json(Kind::Log, &log, &other, id).unwrap(),
            "SEAL_BROKEN",
        ),
        (
            "its key id relabelled",
            relabel(
                &sealed_log,
                r#""key_id":"organiser-2026""#,
                r#""key_id":"organiser-2027""#,
            ),
            "SEAL_BROKEN",
        ),
        (
            "relabelled a sealed result",
            relabel(&sealed_log, r#""kind":"log""#, r#""kind":"result""#),
            "SEAL_BROKEN",
        ),
        (
            "its seal's mac not hex",
            relabel(&sealed_log, r#""mac":""#, r#""mac":"x"#),
            "SEAL_BROKEN",
        ),
        ("the plain log", log.clone(), "NOT_SEALED"),
    ];

    let sealed_result = seal::seal_json(Kind::Result, &result, &key, id).unwrap();
    let result_tampered = vec![
        (
            "one byte of the record changed (a score)",
            relabel(&sealed_result, r#"\"scores\":[2,0]"#, r#"\"scores\":[2,1]"#),
            "SEAL_BROKEN",
        ),
        (
            "sealed with another key",
            seal::seal_json(Kind::Result, &result, &other, id).unwrap(),
            "SEAL_BROKEN",
        ),
        (
            "relabelled a sealed log",
            relabel(&sealed_result, r#""kind":"result""#, r#""kind":"log""#),
            "SEAL_BROKEN",
        ),
        ("the plain result", result.clone(), "NOT_SEALED"),
    ];

    let sealed_snap = seal::seal_snapshot(&snapshot, &key, id).unwrap();
    let mut changed = sealed_snap.clone();
    let last = changed.len() - 8;
    changed[last] ^= 1;
    let mut renamed = sealed_snap.clone();
    renamed[8 + id.len() - 1] = b'5';
    let snapshot_tampered = vec![
        (
            "one byte of the snapshot changed",
            hex(&changed),
            "SEAL_BROKEN",
        ),
        (
            "sealed with another key",
            hex(&seal::seal_snapshot(&snapshot, &other, id).unwrap()),
            "SEAL_BROKEN",
        ),
        ("its key id relabelled", hex(&renamed), "SEAL_BROKEN"),
        (
            "truncated in the seal",
            hex(&sealed_snap[..30]),
            "SEAL_BROKEN",
        ),
        ("the plain snapshot", hex(&snapshot), "NOT_SEALED"),
    ];

    let tampered = |list: Vec<(&str, String, &str)>| -> Value {
        list.into_iter()
            .map(|(name, sealed, code)| json!({"name": name, "sealed": sealed, "code": code}))
            .collect()
    };
    json!({
        "about": "Seals (HMAC-SHA-256, docs/rules/records.md, \"Sealed records\") of the log, result and snapshot of tests/vectors/duel/04_stuck_player (its own word list: NAME.words.txt), with tampered copies and the code each fails with; a snapshot's record and sealed bytes are hex. Written by GW_WRITE_SEALS=1 cargo test -p gridwords --test seal_vectors.",
        "key": hex(&key),
        "key_id": id,
        "words": format!("{SOURCE}.words.txt"),
        "records": [
            {"kind": "log", "record": log, "sealed": sealed_log, "tampered": tampered(log_tampered)},
            {"kind": "result", "record": result, "sealed": sealed_result, "tampered": tampered(result_tampered)},
            {"kind": "snapshot", "record": hex(&snapshot), "sealed": hex(&sealed_snap), "tampered": tampered(snapshot_tampered)},
        ],
    })
}

fn file() -> PathBuf {
    vectors().join("seals.json")
}

/// The file (written once first under `GW_WRITE_SEALS`).
fn read() -> Value {
    static WRITTEN: std::sync::Once = std::sync::Once::new();
    WRITTEN.call_once(|| {
        if std::env::var_os("GW_WRITE_SEALS").is_some() {
            let v = serde_json::to_string_pretty(&write()).unwrap();
            std::fs::write(file(), format!("{v}\n")).unwrap();
        }
    });
    serde_json::from_str(&std::fs::read_to_string(file()).unwrap()).unwrap()
}

fn text<'a>(v: &'a Value, field: &str) -> &'a str {
    v[field].as_str().unwrap_or_else(|| panic!("no {field}"))
}

/// What opening `sealed` (text, or hex for a snapshot) with `key` gives:
/// the kind, key id and record (hex for a snapshot), or the code.
fn open(kind: &str, sealed: &str, key: &[u8]) -> Result<(String, String, String), ErrorCode> {
    let (kind, id, record) = if kind == "snapshot" {
        let o = seal::open_snapshot(&unhex(sealed), key).map_err(|e| e.code())?;
        (o.kind, o.key_id, hex(&o.record))
    } else {
        let o = seal::open_json(sealed, key).map_err(|e| e.code())?;
        (o.kind, o.key_id, o.record)
    };
    Ok((kind.name().to_string(), id, record))
}

#[test]
fn every_record_seals_byte_for_byte_and_opens_to_itself() {
    let v = read();
    let key = unhex(text(&v, "key"));
    let id = text(&v, "key_id");
    let records = v["records"].as_array().unwrap();
    let kinds: Vec<&str> = records.iter().map(|r| text(r, "kind")).collect();
    assert_eq!(kinds, ["log", "result", "snapshot"]);
    for r in records {
        let (kind, record, sealed) = (text(r, "kind"), text(r, "record"), text(r, "sealed"));
        let made = match Kind::from_name(kind).unwrap() {
            Kind::Snapshot => hex(&seal::seal_snapshot(&unhex(record), &key, id).unwrap()),
            k => seal::seal_json(k, record, &key, id).unwrap(),
        };
        assert_eq!(made, sealed, "{kind}: seal");
        let opened = open(kind, sealed, &key).unwrap();
        assert_eq!(
            opened,
            (kind.to_string(), id.to_string(), record.to_string())
        );
        let bytes = if kind == "snapshot" {
            unhex(sealed)
        } else {
            sealed.as_bytes().to_vec()
        };
        assert_eq!(seal::key_id(&bytes).unwrap(), id, "{kind}: key id");
        let tampered = r["tampered"].as_array().unwrap();
        assert!(tampered.len() >= 4, "{kind}");
        for t in tampered {
            let name = format!("{kind}: {}", text(t, "name"));
            let code = open(kind, text(t, "sealed"), &key).unwrap_err();
            assert_eq!(code.name(), text(t, "code"), "{name}");
        }
    }
}

#[test]
fn opened_records_are_the_game_and_sealed_ones_are_not_plain() {
    let v = read();
    let key = unhex(text(&v, "key"));
    let lex = words();
    let records = v["records"].as_array().unwrap();
    let (log, result, snap) = (&records[0], &records[1], &records[2]);
    let g = AnyGame::restore(&unhex(text(snap, "record")), Some(&lex)).unwrap();
    assert_eq!(g.log_json(), text(log, "record"));
    assert_eq!(g.result_json().unwrap(), text(result, "record"));

    // With the key: true, sealed result or plain; a tampered log is refused.
    let (sealed_log, sealed_result) = (text(log, "sealed"), text(result, "sealed"));
    for claimed in [sealed_result, text(result, "record")] {
        let report =
            AnyGame::verify_sealed_report(sealed_log, claimed, &key, Some(&lex), BotReplay::Rerun);
        assert_eq!(report, Ok(None));
    }
    for t in log["tampered"].as_array().unwrap() {
        let e = AnyGame::verify_sealed_report(
            text(t, "sealed"),
            sealed_result,
            &key,
            Some(&lex),
            BotReplay::Rerun,
        )
        .unwrap_err();
        assert_eq!(e.code().name(), text(t, "code"), "{}", text(t, "name"));
    }
    for t in result["tampered"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|t| t["code"] != "NOT_SEALED")
    {
        let e = AnyGame::verify_sealed_report(
            sealed_log,
            text(t, "sealed"),
            &key,
            Some(&lex),
            BotReplay::Rerun,
        )
        .unwrap_err();
        assert_eq!(e.code().name(), text(t, "code"), "{}", text(t, "name"));
    }

    // Without the key, the sealed records are not plain ones.
    let not_sealed =
        |r: gridwords::Result<()>| assert_eq!(r.unwrap_err().code(), ErrorCode::NotSealed);
    not_sealed(AnyGame::replay_json(sealed_log, Some(&lex)).map(drop));
    not_sealed(AnyGame::from_log_json(sealed_log, Some(&lex)).map(drop));
    not_sealed(
        AnyGame::verify_report(
            sealed_log,
            text(result, "record"),
            Some(&lex),
            BotReplay::Rerun,
        )
        .map(drop),
    );
    not_sealed(
        AnyGame::verify_report(
            text(log, "record"),
            sealed_result,
            Some(&lex),
            BotReplay::Rerun,
        )
        .map(drop),
    );
    not_sealed(AnyGame::from_log_as("duel", sealed_log, Some(&lex)).map(drop));
    let sealed_snap = unhex(text(snap, "sealed"));
    not_sealed(AnyGame::restore(&sealed_snap, Some(&lex)).map(drop));
    not_sealed(AnyGame::game_of_snapshot(&sealed_snap).map(drop));
    not_sealed(seal::seal_snapshot(&sealed_snap, &key, "again").map(drop));
    not_sealed(seal::seal_json(Kind::Log, sealed_log, &key, "again").map(drop));
}

/// A sealed snapshot restores with its key into the very game the plain
/// one restores to (its snapshot the record byte for byte), trusting the
/// seal for the replay of its own record; a tampered copy fails with its
/// code, a plain snapshot given as sealed is `NOT_SEALED`, and the wrong
/// key `SEAL_BROKEN`. The typed restore and another game's name agree.
#[test]
fn a_sealed_snapshot_restores_with_its_key() {
    let v = read();
    let key = unhex(text(&v, "key"));
    let lex = words();
    let snap = &v["records"].as_array().unwrap()[2];
    let (record, sealed) = (unhex(text(snap, "record")), unhex(text(snap, "sealed")));
    let g = AnyGame::restore_sealed(&sealed, &key, Some(&lex)).unwrap();
    let plain = AnyGame::restore(&record, Some(&lex)).unwrap();
    assert_eq!(g.snapshot(), record);
    assert_eq!(g.log_json(), plain.log_json());
    assert_eq!(g.result_json(), plain.result_json());
    let typed = gridwords::duel::Game::restore_sealed(&sealed, &key, Some(&lex)).unwrap();
    assert_eq!(typed.snapshot(), record);
    let as_duel = AnyGame::restore_sealed_as("duel", &sealed, &key, Some(&lex)).unwrap();
    assert_eq!(as_duel.snapshot(), record);
    let wrong = AnyGame::restore_sealed_as("hunt", &sealed, &key, Some(&lex)).unwrap_err();
    assert_eq!(wrong.code(), ErrorCode::WrongGame);

    for t in snap["tampered"].as_array().unwrap() {
        let e = AnyGame::restore_sealed(&unhex(text(t, "sealed")), &key, Some(&lex)).unwrap_err();
        assert_eq!(e.code().name(), text(t, "code"), "{}", text(t, "name"));
    }
    let code = |r: gridwords::Result<AnyGame>| r.map(drop).unwrap_err().code();
    assert_eq!(
        code(AnyGame::restore_sealed(&record, &key, Some(&lex))),
        ErrorCode::NotSealed
    );
    let other = [7u8; 32];
    assert_eq!(
        code(AnyGame::restore_sealed(&sealed, &other, Some(&lex))),
        ErrorCode::SealBroken
    );
    assert_eq!(
        code(AnyGame::restore_sealed(&sealed, &[], Some(&lex))),
        ErrorCode::InvalidKey
    );
    // The word list is still judged: the shipped one is not this game's.
    assert_eq!(
        code(AnyGame::restore_sealed(&sealed, &key, None)),
        ErrorCode::LexiconMismatch
    );
}

/// `restore_keyed`, the one call every binding's `restore(bytes, lexicon,
/// key)` makes, is the plain restore without a key and the sealed one with
/// it; the game a sealed snapshot names is read inside the seal without
/// checking it (a tampered seal still names its game, and then fails to
/// restore), while a plain snapshot there is `NOT_SEALED`.
#[test]
fn a_keyed_restore_is_the_plain_or_the_sealed_one() {
    let v = read();
    let key = unhex(text(&v, "key"));
    let lex = words();
    let snap = &v["records"].as_array().unwrap()[2];
    let (record, sealed) = (unhex(text(snap, "record")), unhex(text(snap, "sealed")));
    let plain = AnyGame::restore_keyed(&record, Some(&lex), None).unwrap();
    assert_eq!(plain.snapshot(), record);
    let opened = AnyGame::restore_keyed(&sealed, Some(&lex), Some(&key)).unwrap();
    assert_eq!(opened.snapshot(), record);
    let typed = gridwords::duel::Game::restore_keyed(&sealed, Some(&lex), Some(&key)).unwrap();
    assert_eq!(typed.snapshot(), record);
    let code = |r: gridwords::Result<AnyGame>| r.map(drop).unwrap_err().code();
    assert_eq!(
        code(AnyGame::restore_keyed(&sealed, Some(&lex), None)),
        ErrorCode::NotSealed
    );
    assert_eq!(
        code(AnyGame::restore_keyed(&record, Some(&lex), Some(&key))),
        ErrorCode::NotSealed
    );
    assert_eq!(
        code(AnyGame::restore_keyed_as(
            Some("solo"),
            &sealed,
            Some(&lex),
            Some(&key)
        )),
        ErrorCode::WrongGame
    );
    assert_eq!(
        code(AnyGame::restore_keyed_as(
            Some("solo"),
            &record,
            Some(&lex),
            None
        )),
        ErrorCode::WrongGame
    );

    assert_eq!(AnyGame::game_of_sealed_snapshot(&sealed), Ok("duel"));
    assert_eq!(
        AnyGame::game_of_sealed_snapshot(&record)
            .unwrap_err()
            .code(),
        ErrorCode::NotSealed
    );
    // One byte of the MAC changed: the seal's bytes, not the snapshot's.
    let mut forged = sealed.clone();
    let mac_at = 8 + usize::from(forged[7]);
    forged[mac_at] ^= 1;
    assert_eq!(AnyGame::game_of_sealed_snapshot(&forged), Ok("duel"));
    assert_eq!(
        code(AnyGame::restore_keyed(&forged, Some(&lex), Some(&key))),
        ErrorCode::SealBroken
    );
}

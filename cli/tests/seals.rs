//! The cross-language seal vectors (`tests/vectors/seals.json`) through the
//! built CLI: `gridwords seal` writes each sealed record byte for byte,
//! `gridwords open` writes the record back (and `--show-key-id` the key
//! id), every tampered copy is refused with its code and exit status 4,
//! and `gridwords replay --verify --key` verifies the sealed log, which
//! `replay` without the key refuses (NOT_SEALED).

use std::path::PathBuf;

mod support;

use serde_json::Value;

fn unhex(text: &str) -> Vec<u8> {
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).unwrap())
        .collect()
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gridwords-cli-seals-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// A file holding `bytes`, as a path argument.
fn file(name: &str, bytes: &[u8]) -> String {
    let path = temp(name);
    std::fs::write(&path, bytes).unwrap();
    path.to_str().unwrap().to_string()
}

fn vectors() -> Value {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/vectors/seals.json");
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// A record or sealed record's bytes: a snapshot's from hex.
fn bytes(kind: &str, text: &str) -> Vec<u8> {
    if kind == "snapshot" {
        unhex(text)
    } else {
        text.as_bytes().to_vec()
    }
}

#[test]
fn seal_and_open_give_the_vectors_byte_for_byte() {
    let v = vectors();
    let key = file("key", &unhex(v["key"].as_str().unwrap()));
    let id = v["key_id"].as_str().unwrap();
    for r in v["records"].as_array().unwrap() {
        let kind = r["kind"].as_str().unwrap();
        let record = bytes(kind, r["record"].as_str().unwrap());
        let sealed = bytes(kind, r["sealed"].as_str().unwrap());
        let input = file(&format!("{kind}.in"), &record);
        let out = support::gridwords(
            &[
                "seal", "--key", &key, "--key-id", id, "--kind", kind, &input,
            ],
            "",
        );
        assert!(out.status.success(), "{kind}: {out:?}");
        assert_eq!(out.stdout, sealed, "{kind}: seal");
        let sealed_file = file(&format!("{kind}.sealed"), &sealed);
        let out = support::gridwords(&["open", "--key", &key, &sealed_file], "");
        assert!(out.status.success(), "{kind}: {out:?}");
        assert_eq!(out.stdout, record, "{kind}: open");
        let out = support::gridwords(&["open", "--show-key-id", &sealed_file], "");
        assert_eq!(String::from_utf8(out.stdout).unwrap(), format!("{id}\n"));
        for (n, t) in r["tampered"].as_array().unwrap().iter().enumerate() {
            let bad = file(
                &format!("{kind}.{n}.bad"),
                &bytes(kind, t["sealed"].as_str().unwrap()),
            );
            let out = support::gridwords(&["open", "--key", &key, &bad], "");
            let stderr = String::from_utf8(out.stderr).unwrap();
            let code = t["code"].as_str().unwrap();
            assert!(
                stderr.starts_with(&format!("gridwords: {code}: ")),
                "{kind}: {t}: {stderr}"
            );
            assert_eq!(out.status.code(), Some(4), "{kind}: {t}");
            assert!(out.stdout.is_empty());
        }
    }
}

#[test]
fn replay_verifies_a_sealed_log_with_its_key_only() {
    let v = vectors();
    let key = file("verify.key", &unhex(v["key"].as_str().unwrap()));
    let records = v["records"].as_array().unwrap();
    let log = file(
        "verify.log",
        records[0]["sealed"].as_str().unwrap().as_bytes(),
    );
    let result = file(
        "verify.result",
        records[1]["sealed"].as_str().unwrap().as_bytes(),
    );
    let words = file("verify.words", b"ha\nsheep\n");
    let args = [
        "replay", &log, "--verify", &result, "--words", &words, "--key", &key,
    ];
    let out = support::gridwords(&args, "");
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "verified\n",
        "{out:?}"
    );
    let out = support::gridwords(&args[..6], "");
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(stderr.starts_with("gridwords: NOT_SEALED: "), "{stderr}");
    assert_eq!(out.status.code(), Some(4));
}

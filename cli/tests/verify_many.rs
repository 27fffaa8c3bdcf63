//! `gridwords verify-many`: a folder or JSON lines of records, one line
//! per record in order, each the verdict `replay --verify` would give it,
//! and an exit status that says the worst (verify_many_cmd.rs).

mod support;
use support::gridwords;

fn vector(name: &str) -> String {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/vectors/");
    std::fs::read_to_string(format!("{dir}{name}")).unwrap()
}

fn folder(files: &[(&str, &str)]) -> String {
    let dir = std::env::temp_dir().join(format!(
        "gridwords-cli-many-{}-{}",
        std::process::id(),
        files.len()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for (name, text) in files {
        std::fs::write(dir.join(name), text).unwrap();
    }
    dir.to_str().unwrap().to_string()
}

fn run(args: &[&str], stdin: &str) -> (Option<i32>, String, String) {
    let out = gridwords(args, stdin);
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (out.status.code(), text(out.stdout), text(out.stderr))
}

#[test]
fn a_folder_gives_a_line_per_record_and_the_worst_status() {
    let (log, result) = (
        vector("hunt/01_duplicates_shared_place.log.json"),
        vector("hunt/01_duplicates_shared_place.result.json"),
    );
    let other = vector("hunt-v1/09_bot_round.result.json");
    let all_true = folder(&[("a.log.json", &log), ("a.result.json", &result)]);
    let (code, out, err) = run(&["verify-many", &all_true], "");
    assert_eq!((code, out.as_str()), (Some(0), "a\tverified\n"), "{err}");
    assert!(
        err.contains("1 records: 1 verified, 0 false, 0 not judged"),
        "{err}"
    );

    let one_false = folder(&[
        ("a.log.json", &log),
        ("a.result.json", &result),
        ("b.log.json", &log),
        ("b.result.json", &other),
    ]);
    let (code, out, _) = run(&["verify-many", &one_false], "");
    assert_eq!(code, Some(1));
    assert_eq!(
        out,
        "a\tverified\nb\tMISMATCH\tthe claimed result is not the log's result\n"
    );

    let unjudged = folder(&[
        ("a.log.json", &log),
        ("a.result.json", &other),
        ("b.log.json", "{"),
        ("b.result.json", &result),
        ("c.log.json", &log),
    ]);
    let (code, out, _) = run(&["verify-many", &unjudged, "--threads", "1"], "");
    assert_eq!(code, Some(3));
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("a\tMISMATCH\t"));
    assert!(lines[1].starts_with("b\tINVALID_LOG\t"), "{}", lines[1]);
    assert!(lines[2].starts_with("c\tMISSING_RESULT\t"), "{}", lines[2]);
}

#[test]
fn json_lines_on_stdin_give_the_cores_verdicts() {
    let (log, result) = (
        vector("hunt/01_duplicates_shared_place.log.json"),
        vector("hunt/01_duplicates_shared_place.result.json"),
    );
    let log_value: serde_json::Value = serde_json::from_str(&log).unwrap();
    let lines = format!(
        "{}\n\n{}\nnot json\n",
        serde_json::json!({"log": log_value, "result": result, "name": "first"}),
        serde_json::json!({"log": log, "result": "{}"}),
    );
    let (code, out, _) = run(&["verify-many", "-", "--json"], &lines);
    assert_eq!(code, Some(3));
    let verdicts: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(verdicts[0], serde_json::json!({"verified": true}));
    assert_eq!(verdicts[1]["verified"], false);
    assert!(verdicts[1]["report"].is_string());
    assert_eq!(verdicts[2]["code"], "INVALID_JSON");
    let (_, plain, _) = run(&["verify-many", "-", "--trust-bots"], &lines);
    assert!(
        plain.starts_with("first\tverified\nline 3\tMISMATCH\t"),
        "{plain}"
    );
    assert!(plain.contains("line 4\tINVALID_JSON\t"), "{plain}");
}

#[test]
fn bad_options_are_usage_errors_and_judge_nothing() {
    let (code, out, err) = run(&["verify-many", "-", "--threads", "5000"], "");
    assert_eq!(code, Some(3), "{err}");
    assert!(out.is_empty());
    assert!(
        err.contains("INVALID_ARGUMENT") || err.contains("threads"),
        "{err}"
    );
    let (code, _, _) = run(&["verify-many", "/no/such/folder"], "");
    assert_eq!(code, Some(3));
}

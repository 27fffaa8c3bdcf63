//! The cross-language table of accepted inputs, `tests/errors/accepted.json`:
//! the other half of the error table (`tests/errors/cases.json`, see
//! `core/tests/errors.rs`). Each row is an input every surface takes, with
//! the outcome the core gives it, as parsed JSON: a config (`call: new`,
//! `input` an object or its text, created at `now`) with the `config` the
//! game gives back (every option at its given or default value, `game`
//! included) and the spectator `view` at `now`; or an action (`call: act`,
//! `config` and the steps `before` make the game, `input` is done at `now`)
//! with the `events` it returns and the spectator `view` after it. This
//! test is the core's run of it; C (`ffi/tests/accepted.rs`), the CLI
//! (`cli/tests/accepted.rs`), Python (`bindings/python/tests/test_accepted.py`)
//! and Node (`bindings/node/test/accepted.test.mjs`) run the same table and
//! compare parsed values, never text, so a new defaulted field is one
//! rewrite of this table, not a patch of each language's golden strings.
//!
//! Every option each game declares (`AnyGame::options`) is given in
//! at least one `new` row (the test fails otherwise), and every game has a
//! row with only its required fields, where every default shows.
//!
//! `GW_WRITE_ERRORS=1` writes each row's outcome from the core (review the
//! diff: a config, a view and events are part of the surface).

use gridwords::AnyGame;
use serde_json::Value;

fn table_path() -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/errors/accepted.json")
}

/// The row's input as the text sent: a string as it is, else its JSON.
fn text(input: &Value) -> String {
    match input {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

fn parse(json: &str) -> Value {
    serde_json::from_str(json).unwrap()
}

/// The row through the core: its outcome fields, as parsed JSON.
fn run(row: &Value) -> Vec<(&'static str, Value)> {
    let name = row["name"].as_str().unwrap();
    let now = row["now"].as_u64().unwrap();
    let input = &row["input"];
    if row["call"] == "new" {
        let g = AnyGame::new(&text(input), None, now).unwrap_or_else(|e| panic!("{name}: {e}"));
        return vec![
            ("config", parse(&g.config_json())),
            ("view", parse(&g.view_json(None).unwrap())),
        ];
    }
    assert_eq!(row["call"], "act", "{name}: a call this test does not know");
    let mut g = AnyGame::new(&text(&row["config"]), None, 0).unwrap();
    for step in row["before"].as_array().into_iter().flatten() {
        g.act_json(&text(&step[0]), step[1].as_u64().unwrap())
            .unwrap_or_else(|e| panic!("{name}: a step before: {e}"));
    }
    let events = g
        .act_json(&text(input), now)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    vec![
        ("events", parse(&events.to_json())),
        ("view", parse(&g.view_json(None).unwrap())),
    ]
}

/// The games' options no `new` row gives, as `game.option`.
fn options_not_given(rows: &[Value]) -> Vec<String> {
    let mut missing = vec![];
    for game in gridwords::GAMES {
        for o in gridwords::AnyGame::options(game).unwrap() {
            let given = rows.iter().any(|row| {
                if row["call"] != "new" {
                    return false;
                }
                let input = match &row["input"] {
                    Value::String(s) => parse(s),
                    other => other.clone(),
                };
                input["game"] == *game && input.get(o.name).is_some()
            });
            if !given {
                missing.push(format!("{game}.{}", o.name));
            }
        }
    }
    missing
}

#[test]
fn every_accepted_input_gives_the_tables_outcome() {
    let text = std::fs::read_to_string(table_path()).unwrap();
    let mut rows: Vec<Value> = serde_json::from_str(&text).unwrap();
    assert!(rows.len() >= 15, "the table has {} rows", rows.len());
    let write = std::env::var_os("GW_WRITE_ERRORS").is_some();
    for row in &mut rows {
        let name = row["name"].as_str().unwrap().to_string();
        for (field, got) in run(row) {
            if write {
                row[field] = got;
            } else {
                assert_eq!(got, row[field], "{name}: {field}");
            }
        }
    }
    if write {
        let lines: Vec<String> = rows.iter().map(|r| format!("  {r}")).collect();
        std::fs::write(table_path(), format!("[\n{}\n]\n", lines.join(",\n"))).unwrap();
    }
}

#[test]
fn every_declared_option_is_given_in_a_row() {
    let rows: Vec<Value> =
        serde_json::from_str(&std::fs::read_to_string(table_path()).unwrap()).unwrap();
    let missing = options_not_given(&rows);
    assert!(
        missing.is_empty(),
        "options of AnyGame::options that no row of tests/errors/accepted.json gives: {missing:?}"
    );
    // Every game has a row, and one with only its required fields.
    for game in gridwords::GAMES {
        let bare = rows.iter().any(|row| {
            row["call"] == "new"
                && row["input"]["game"] == *game
                && row["input"].as_object().is_some_and(|m| {
                    m.keys()
                        .all(|k| ["game", "seats", "seed"].contains(&k.as_str()))
                })
        });
        assert!(bare, "{game}: no row with only the required fields");
    }
}

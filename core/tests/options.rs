//! Each game's options are declared once (`Rules::OPTIONS`): the engine
//! judges configs by them, and `docs/rules/<game>.md` prints them, between
//! its `options:begin` and `options:end` markers, exactly as
//! `engine::options::markdown_table` writes them; `tests/options.json`
//! holds every game's declaration as JSON, the one file the Python and
//! Node tests compare their `options(game)` with (so a new option changes
//! no test of theirs). `GW_WRITE_DOCS=1` rewrites both.

use gridwords::engine::options::{self, Default, Kind};
use gridwords::{AnyGame, ErrorCode, GAMES};
use serde_json::{json, Value};

const BEGIN: &str = "<!-- options:begin";
const END: &str = "<!-- options:end -->";

#[test]
fn each_rules_doc_prints_its_games_options() {
    let write = std::env::var_os("GW_WRITE_DOCS").is_some();
    for game in GAMES {
        let path = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join(format!("../docs/rules/{game}.md"));
        let doc = std::fs::read_to_string(&path).unwrap();
        let begin = doc
            .find(BEGIN)
            .unwrap_or_else(|| panic!("{game}: no {BEGIN}"));
        let body = begin + doc[begin..].find('\n').unwrap() + 1;
        let end = doc.find(END).unwrap_or_else(|| panic!("{game}: no {END}"));
        let table = options::markdown_table(gridwords::AnyGame::options(game).unwrap());
        if write {
            let new = format!("{}{table}{}", &doc[..body], &doc[end..]);
            std::fs::write(&path, new).unwrap();
        } else {
            assert_eq!(
                doc[body..end],
                table,
                "docs/rules/{game}.md's options are stale: GW_WRITE_DOCS=1 cargo test -p gridwords --test options"
            );
        }
    }
}

#[test]
fn tests_options_json_is_the_declaration() {
    let mut all = serde_json::Map::new();
    for game in GAMES {
        all.insert(
            game.to_string(),
            options::spec_json(gridwords::AnyGame::options(game).unwrap()),
        );
    }
    let text = serde_json::to_string_pretty(&Value::Object(all)).unwrap() + "\n";
    let path = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/options.json");
    if std::env::var_os("GW_WRITE_DOCS").is_some() {
        std::fs::write(&path, &text).unwrap();
    }
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        text,
        "tests/options.json is stale: GW_WRITE_DOCS=1 cargo test -p gridwords --test options"
    );
}

/// A config of `game` with the required fields and `extra`.
fn config(game: &str, extra: Value) -> Value {
    let mut c = match game {
        "hunt" => json!({"seats": ["human", "human"], "seed": 1}),
        "duel" => json!({"seats": ["human", "human"], "seed": 1}),
        _ => json!({"seed": 1}),
    };
    c["game"] = json!(game);
    for (k, v) in extra.as_object().unwrap() {
        c[k] = v.clone();
    }
    c
}

/// Every option's default is what a config that leaves it out gets, and
/// every whole option's range is what the engine takes: its ends are
/// accepted, one past them refused with the option named.
#[test]
fn the_engine_judges_configs_by_the_declared_options() {
    for game in GAMES {
        let spec = gridwords::AnyGame::options(game).unwrap();
        let plain = AnyGame::new(&config(game, json!({})).to_string(), None, 0).unwrap();
        let written: Value = serde_json::from_str(&plain.config_json()).unwrap();
        for o in spec {
            assert_eq!(written[o.name], o.default.to_json(), "{game}.{}", o.name);
            let Kind::Whole { min, max } = o.kind else {
                continue;
            };
            for ok in [min, max] {
                let c = config(game, json!({ o.name: ok }));
                let made = AnyGame::new(&c.to_string(), None, 0);
                // An end may break another rule (a stake needs no bot, a
                // match's clock): only the range is judged here.
                if let Err(e) = made {
                    assert!(!e.message().contains("is not in"), "{game}.{}: {e}", o.name);
                }
            }
            let mut past = vec![max.checked_add(1)];
            if min > 0 {
                past.push(Some(min - 1));
            }
            for bad in past.into_iter().flatten() {
                let c = config(game, json!({ o.name: bad }));
                let e = AnyGame::new(&c.to_string(), None, 0).unwrap_err();
                assert_eq!(e.code(), ErrorCode::InvalidConfig, "{game}.{}", o.name);
                assert_eq!(
                    e.message(),
                    format!("{} {bad} is not in {min}..={max}", o.name)
                );
            }
        }
    }
    assert!(matches!(
        gridwords::AnyGame::options("hunt").unwrap()[0].default,
        Default::Whole(180_000)
    ));
    assert_eq!(
        gridwords::AnyGame::options("chess").unwrap_err().code(),
        ErrorCode::UnknownGame
    );
}

/// A value of an option that is not its default (and is allowed).
fn another_value(o: &options::OptionSpec) -> Value {
    match (o.kind, o.default) {
        (Kind::Whole { min, .. }, Default::Whole(d)) => json!(if d == min { min + 1 } else { min }),
        (Kind::Word { .. }, _) => json!("toast"),
        (Kind::Table { len, .. }, _) => json!(vec![1; len]),
        (kind, _) => panic!("{}: no other value for {kind:?}", o.name),
    }
}

/// A config plays by the rules as written (rated, settled) exactly when
/// every analysis option is at its default: judged from the declaration,
/// so a new analysis option needs no line in the game's `is_standard`.
#[test]
fn a_game_is_standard_when_every_analysis_option_is_at_its_default() {
    let hunt = gridwords::hunt::Config::new(vec![gridwords::hunt::SeatKind::Human; 2], 1);
    let duel = gridwords::duel::Config::new(vec![gridwords::duel::SeatKind::Human; 2], 1);
    assert!(hunt.is_standard() && duel.is_standard());
    for (game, base) in [
        ("hunt", serde_json::to_value(&hunt).unwrap()),
        ("duel", serde_json::to_value(&duel).unwrap()),
    ] {
        let spec = gridwords::AnyGame::options(game).unwrap();
        assert!(options::is_standard(spec, &base), "{game}");
        for o in spec {
            let mut changed = base.clone();
            changed[o.name] = another_value(o);
            assert_eq!(
                options::is_standard(spec, &changed),
                !o.analysis,
                "{game}.{}",
                o.name
            );
        }
    }
    // A start word is folded: SHEEP in any case is the standard one.
    let mut sheep = serde_json::to_value(&duel).unwrap();
    sheep["start_word"] = json!(" SHEEP ");
    assert!(options::is_standard(
        gridwords::AnyGame::options("duel").unwrap(),
        &sheep
    ));
    let duel_spec = gridwords::AnyGame::options("duel").unwrap();
    let names = options::analysis_names(duel_spec);
    assert!(
        names.starts_with("start_word, ") && names.contains(" and "),
        "{names}"
    );
    for o in duel_spec.iter().filter(|o| o.analysis) {
        assert!(names.contains(o.name), "{names}");
    }
}

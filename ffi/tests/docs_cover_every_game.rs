//! The shipped header and ARCHITECTURE.md document every game the engine
//! knows: a game added to `gridwords::GAMES`, an action, an event or
//! a config field added to a game, or a changed default, fails here until
//! the docs say so.
//!
//! The games and their titles come from the core's registry
//! (`gridwords::GAMES`, `gridwords::games::title`); nothing is listed by hand
//! but a config that makes each game (`REQUIRED_CONFIG` below). The names
//! the docs must carry are asked of the engine through the C ABI the header
//! describes, and come from the games' own serde types:
//!
//! * config fields: `gw_game_new` with an unknown field is refused with a
//!   message listing every field the game's `Config` has;
//! * defaults: `gw_game_config` of a game made from the required fields
//!   alone has every default filled in; each default must appear in the
//!   header as its compact JSON, e.g. `"round_ms":180000`;
//! * actions: `gw_game_act` with an unknown action lists the game's actions;
//! * events: `gw_game_events_for` with an unknown event type lists them.
//!
//! The header must then name every game in its overview and in the docs of
//! gw_game_name(), and hold one bullet per game, `- Title (`name`)`, in the
//! docs of gw_game_new() (every required config field; the options and
//! their defaults are gw_game_options(), the core's declaration) and of
//! gw_game_act() (every action as `"action":"name"`, every event type).
//! ARCHITECTURE.md must name every game (title and `core/src/<name>/`) and
//! give each a column in "Measured: what a game costs per layer".

use std::path::PathBuf;
use std::ptr;

mod support;
use support::{c, last_error, take};

use gridwords_ffi::game::{
    gw_game_act, gw_game_config, gw_game_events_for, gw_game_free, gw_game_new, gw_game_options,
    Game,
};
use gridwords_ffi::Status;

/// What this test needs to know of a game beyond what the core's registry
/// says (its name, `gridwords::GAMES`, and its title,
/// `gridwords::games::title`): a config made of its required fields only,
/// from which a game is made to ask for its defaults. A game in `GAMES`
/// without a line here fails the test: add one.
const REQUIRED_CONFIG: &[(&str, &str)] = &[
    (
        "hunt",
        r#"{"game":"hunt","seats":["human","bot"],"seed":42}"#,
    ),
    (
        "duel",
        r#"{"game":"duel","seats":["human","bot:hard"],"seed":42}"#,
    ),
    ("solo", r#"{"game":"solo","seed":42}"#),
];

/// An unknown name, for the refusals that list the known ones.
const UNKNOWN: &str = "no_such_name";

fn repo_file(path: &str) -> String {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(path);
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// The names serde lists after "expected" in an unknown-field or
/// unknown-variant message: "expected `a`", "expected `a` or `b`",
/// "expected one of `a`, `b`, `c`".
fn expected_names(message: &str) -> Vec<String> {
    let Some((_, list)) = message.split_once("expected") else {
        panic!("no list of known names in {message:?}");
    };
    let names: Vec<String> = list
        .split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect();
    assert!(!names.is_empty(), "no names in {message:?}");
    names
}

/// A game of the engine's, made through the C ABI from `config`.
struct Handle(*mut Game);

impl Handle {
    fn new(config: &str) -> Handle {
        let mut g = ptr::null_mut();
        // SAFETY: valid arguments.
        let st = unsafe { gw_game_new(c(config).as_ptr(), ptr::null(), 0, &mut g) };
        assert_eq!(st, Status::Ok, "{config}: {}", last_error());
        Handle(g)
    }
}

impl Drop for Handle {
    fn drop(&mut self) {
        // SAFETY: a live handle, freed once.
        unsafe { gw_game_free(self.0) };
    }
}

/// What the engine says a game is made of.
struct Facts {
    name: String,
    title: &'static str,
    config_fields: Vec<String>,
    /// Each optional field's default as compact JSON, `"round_ms":180000`.
    defaults: Vec<String>,
    /// gw_game_options(): the options as the core declares them.
    options: Vec<serde_json::Value>,
    actions: Vec<String>,
    events: Vec<String>,
}

fn facts(name: &str) -> Facts {
    let Some(&(_, required)) = REQUIRED_CONFIG.iter().find(|(n, _)| *n == name) else {
        panic!(
            "the engine knows the game {name:?} but this test does not: add a config of its \
             required fields to REQUIRED_CONFIG, then document the game in ffi/src \
             (gw_game_new, gw_game_act, gw_game_name), ffi/cbindgen.toml (the header's \
             overview) and ARCHITECTURE.md"
        )
    };
    let title = gridwords::games::title(name)
        .unwrap_or_else(|| panic!("the registry has no title for {name:?}"));

    // Every config field: an unknown one is refused with the list.
    let mut g = ptr::null_mut();
    let bad = format!(r#"{{"game":"{name}","{UNKNOWN}":0}}"#);
    // SAFETY: valid arguments.
    let st = unsafe { gw_game_new(c(&bad).as_ptr(), ptr::null(), 0, &mut g) };
    assert_eq!(st, Status::InvalidJson, "{bad}");
    let config_fields = expected_names(&last_error());

    // Every default: the config of a game made from the required fields.
    let game = Handle::new(required);
    let mut out = ptr::null_mut();
    // SAFETY: a live handle and an out-param.
    let st = unsafe { gw_game_config(game.0, &mut out) };
    assert_eq!(st, Status::Ok, "{}", last_error());
    let full: serde_json::Map<String, serde_json::Value> =
        serde_json::from_str(&take(out)).unwrap();
    let given: serde_json::Map<String, serde_json::Value> = serde_json::from_str(required).unwrap();
    let defaults = full
        .iter()
        .filter(|(k, _)| !given.contains_key(k.as_str()))
        .map(|(k, v)| format!("{}:{v}", serde_json::Value::from(k.as_str())))
        .collect();
    for field in &config_fields {
        assert!(
            full.contains_key(field),
            "{name}: the config field {field:?} is not in gw_game_config()"
        );
    }

    // Every action: an unknown one is refused with the list.
    let act = format!(r#"{{"action":"{UNKNOWN}","seat":0}}"#);
    // SAFETY: a live handle; NULL events out-param.
    let st = unsafe { gw_game_act(game.0, c(&act).as_ptr(), 0, ptr::null_mut()) };
    assert_eq!(st, Status::UnknownAction, "{act}: {}", last_error());
    let actions = expected_names(&last_error());

    // Every event type: an unknown one is refused with the list.
    let events = format!(r#"[{{"type":"{UNKNOWN}"}}]"#);
    let mut out = ptr::null_mut();
    // SAFETY: a live handle and an out-param.
    let st = unsafe { gw_game_events_for(game.0, c(&events).as_ptr(), -1, &mut out) };
    assert_eq!(st, Status::InvalidJson, "{events}");
    let events = expected_names(&last_error());

    let mut out = ptr::null_mut();
    // SAFETY: a C string and an out-param.
    let st = unsafe { gw_game_options(c(name).as_ptr(), &mut out) };
    assert_eq!(st, Status::Ok, "{}", last_error());
    let options = serde_json::from_str::<Vec<serde_json::Value>>(&take(out)).unwrap();

    Facts {
        options,
        name: name.to_string(),
        title,
        config_fields,
        defaults,
        actions,
        events,
    }
}

fn every_game() -> Vec<Facts> {
    let games: Vec<Facts> = gridwords::GAMES.iter().map(|name| facts(name)).collect();
    assert!(games.len() >= 3, "GAMES lists {} games", games.len());
    games
}

/// The doc comment right above the declaration of `function` in the header,
/// its ` * ` prefixes removed.
fn doc_of(header: &str, function: &str) -> String {
    // The declaration: a line outside comments, `GwStatus gw_game_act(...`.
    let mut at = None;
    let mut offset = 0;
    for line in header.split_inclusive('\n') {
        let t = line.trim_start();
        if !t.starts_with('*') && !t.starts_with("/*") && line.contains(&format!(" {function}(")) {
            at = Some(offset);
            break;
        }
        offset += line.len();
    }
    let at = at.unwrap_or_else(|| panic!("{function} is not declared in the header"));
    let end = header[..at]
        .rfind("*/")
        .unwrap_or_else(|| panic!("{function} has no doc comment"));
    let start = header[..end].rfind("/**").unwrap();
    header[start + 3..end]
        .lines()
        .map(|l| l.trim_start().trim_start_matches('*').trim())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The head of a game's bullet in a function's docs: `- Title (`name`)`.
fn bullet_head(game: &Facts) -> String {
    format!("- {} (`{}`)", game.title, game.name)
}

/// The bullet of `doc` that starts with [`bullet_head`], up to the next
/// bullet or blank line; `None` when there is none.
fn bullet_of(doc: &str, game: &Facts) -> Option<String> {
    let head = bullet_head(game);
    let mut lines = doc.lines().skip_while(|l| !l.starts_with(&head));
    let mut bullet = lines.next()?.to_string();
    for l in lines.take_while(|l| !l.is_empty() && !l.starts_with("- ")) {
        bullet.push(' ');
        bullet.push_str(l);
    }
    Some(bullet)
}

/// The header's doc text joins wrapped lines with a space; a JSON snippet is
/// looked for with its spaces removed, so `"points":[1,2,3]` may be wrapped.
fn squeezed(s: &str) -> String {
    s.chars().filter(|c| !c.is_whitespace()).collect()
}

#[test]
fn the_header_documents_every_game_its_config_and_actions() {
    let header = repo_file("include/gridwords.h");
    let overview = &header[..header.find("*/").unwrap()];
    let name_doc = doc_of(&header, "gw_game_name");
    let new_doc = doc_of(&header, "gw_game_new");
    let act_doc = doc_of(&header, "gw_game_act");
    let mut missing = Vec::new();
    for game in every_game() {
        let name = &game.name;
        let mut need = |ok: bool, what: String| {
            if !ok {
                missing.push(format!("{name}: {what}"));
            }
        };
        need(
            overview.contains(game.title),
            format!(
                "the header's overview (ffi/cbindgen.toml) does not name {:?}",
                game.title
            ),
        );
        need(
            overview.contains(&format!("\"game\":\"{name}\"")),
            format!("the header's overview (ffi/cbindgen.toml) has no {{\"game\":\"{name}\"}}"),
        );
        need(
            name_doc.contains(&format!("\"{name}\"")),
            format!("the docs of gw_game_name do not list \"{name}\""),
        );

        let no_bullet = |function: &str| {
            format!(
                "the docs of {function} have no bullet starting {:?}",
                bullet_head(&game)
            )
        };
        let config = bullet_of(&new_doc, &game).unwrap_or_default();
        need(!config.is_empty(), no_bullet("gw_game_new"));
        let config_squeezed = squeezed(&config);
        // An option is documented by gw_game_options() (the core's
        // declaration, its default the one gw_game_config() fills in); a
        // required field by the bullet.
        for field in &game.config_fields {
            match game.options.iter().find(|o| o["name"] == field.as_str()) {
                Some(o) => need(
                    game.defaults.contains(&format!(
                        "{}:{}",
                        serde_json::Value::from(field.as_str()),
                        o["default"]
                    )),
                    format!(
                        "gw_game_options gives \"{field}\" another default than gw_game_config"
                    ),
                ),
                None => need(
                    config.contains(&format!("`\"{field}\"")),
                    format!("gw_game_new's bullet does not document the config field \"{field}\""),
                ),
            }
        }
        need(
            game.defaults.len() == game.options.len(),
            "every defaulted config field is a declared option".to_string(),
        );
        let _ = config_squeezed;

        let actions = bullet_of(&act_doc, &game).unwrap_or_default();
        need(!actions.is_empty(), no_bullet("gw_game_act"));
        for action in &game.actions {
            need(
                actions.contains(&format!("{{\"action\":\"{action}\"")),
                format!("gw_game_act's bullet has no JSON example of the action \"{action}\""),
            );
        }
        for event in &game.events {
            need(
                actions.contains(&format!("`{event}`")),
                format!("gw_game_act's bullet does not list the event `{event}`"),
            );
        }
    }
    assert!(
        missing.is_empty(),
        "include/gridwords.h (generated from ffi/src and ffi/cbindgen.toml by `make header`) \
         misses:\n  {}",
        missing.join("\n  ")
    );
}

#[test]
fn architecture_md_covers_every_game() {
    let doc = repo_file("ARCHITECTURE.md");
    let measured = doc
        .split("\n## Measured: what a game costs per layer")
        .nth(1)
        .expect("ARCHITECTURE.md has no section \"Measured: what a game costs per layer\"");
    let table_head = measured
        .lines()
        .find(|l| l.starts_with("| layer"))
        .expect("that section has no table starting \"| layer\"");
    let mut missing = Vec::new();
    for game in every_game() {
        let (name, title) = (&game.name, game.title);
        if !doc.contains(title) {
            missing.push(format!("{name}: the title {title:?}"));
        }
        if !doc.contains(&format!("core/src/{name}/")) {
            missing.push(format!("{name}: its module, `core/src/{name}/`"));
        }
        if !table_head.contains(title) {
            missing.push(format!(
                "{name}: a column for {title:?} in \"Measured: what a game costs per layer\""
            ));
        }
    }
    assert!(
        missing.is_empty(),
        "ARCHITECTURE.md misses:\n  {}",
        missing.join("\n  ")
    );
}

#[test]
fn the_engine_answers_what_this_test_asks() {
    // The parsing above, on the messages serde writes today.
    assert_eq!(
        expected_names("unknown field `x`, expected `seed`"),
        ["seed"]
    );
    assert_eq!(
        expected_names("unknown variant `x`, expected `a` or `b` at line 1 column 9"),
        ["a", "b"]
    );
    let hunt = facts("hunt");
    assert!(
        hunt.actions.contains(&"submit".to_string()),
        "{:?}",
        hunt.actions
    );
    assert!(hunt.config_fields.contains(&"round_ms".to_string()));
    assert!(
        hunt.defaults.contains(&r#""round_ms":180000"#.to_string()),
        "{:?}",
        hunt.defaults
    );
    assert!(
        hunt.events.contains(&"accepted".to_string()),
        "{:?}",
        hunt.events
    );
}

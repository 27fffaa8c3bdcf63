//! Writes the TypeScript declarations of the engine's JSON shapes (configs,
//! actions, events, views, results, logs) to stdout, from the Rust types
//! themselves: each carries `#[derive(ts_rs::TS)]` under the core's `ts`
//! feature. `make node-regen` formats the output (scripts/format-dts.mjs)
//! into dts-header.d.ts, which `napi build` puts at the top of index.d.ts;
//! `make node-build` regenerates it and fails when the checked-in file
//! differs, so the typings cannot drift from the engine.
//!
//! Each namespace's `GameOptions` (the typed constructor's options object)
//! is written from the core's declaration of the game's config options
//! (`gridwords::AnyGame::options`): napi-rs declares the same
//! namespaces after this header, and TypeScript merges them.
//!
//! Adding a game: one `game(...)` entry in `main` with its roots. The
//! engine's generic `Log<R>` is declared per game (`visit_concrete`).

use std::any::TypeId;
use std::collections::HashSet;

use gridwords::engine::options::{Default, Kind, OptionSpec};
use ts_rs::{Config, TypeVisitor, TS};

/// One game's declarations: its namespace and every type reachable from
/// its roots.
struct Game {
    name: &'static str,
    /// The declarations, sorted by type name: ts-rs visits dependencies in
    /// an order that follows `TypeId`s, which change with the build path, so
    /// the order of reach would make the checked-in file differ between
    /// checkouts.
    decls: Vec<String>,
}

/// Collects the declaration of every named type reachable from a root.
struct Collect<'a> {
    cfg: &'a Config,
    seen: HashSet<TypeId>,
    decls: Vec<(String, String)>,
}

impl TypeVisitor for Collect<'_> {
    fn visit<T: TS + 'static + ?Sized>(&mut self) {
        // Primitives and containers have no declaration of their own.
        if T::output_path().is_none() || !self.seen.insert(TypeId::of::<T::WithoutGenerics>()) {
            return;
        }
        let docs = T::docs().unwrap_or_default();
        self.decls.push((
            T::ident(self.cfg),
            format!("{docs}export {}", T::decl(self.cfg)),
        ));
        T::visit_dependencies(self);
        T::visit_generics(self);
    }
}

impl Collect<'_> {
    /// A root whose declaration is one instance of a generic type: the
    /// engine's `Log<R>`, declared once per game (its `ts(concrete(R = R))`
    /// attribute keeps `R` out of the TypeScript name, so the engine names
    /// no game for the generator).
    fn visit_concrete<T: TS + 'static>(&mut self) {
        let docs = T::docs().unwrap_or_default();
        self.decls.push((
            T::ident(self.cfg),
            format!("{docs}export {}", T::decl_concrete(self.cfg)),
        ));
        T::visit_dependencies(self);
    }
}

fn game(name: &'static str, cfg: &Config, roots: impl FnOnce(&mut Collect<'_>)) -> Game {
    let mut c = Collect {
        cfg,
        seen: HashSet::new(),
        decls: Vec::new(),
    };
    roots(&mut c);
    c.decls.sort();
    Game {
        name,
        decls: c.decls.into_iter().map(|(_, d)| d).collect(),
    }
}

/// The largest integer a JS number holds exactly (2^53 - 1).
const MAX_SAFE_INTEGER: u64 = (1 << 53) - 1;

/// `round_ms` -> `roundMs`: what a Node user writes (the options reader,
/// src/options.rs, renames it back; the config's own spelling is taken too).
fn camel_case(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    let mut upper = false;
    for c in name.chars() {
        if c == '_' {
            upper = true;
        } else if upper {
            out.push(c.to_ascii_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

/// The TypeScript type of an option's value, from its kind: a whole
/// number is a `number`, or `number | bigint` when its range goes past
/// 2^53 - 1 (the options reader takes a bigint as its exact integer); a
/// word is a `string`; a table of `len` numbers is a tuple of `len`
/// numbers.
fn option_type(kind: Kind) -> String {
    match kind {
        Kind::Whole { max, .. } if max > MAX_SAFE_INTEGER => "number | bigint".into(),
        Kind::Whole { .. } => "number".into(),
        Kind::Word { .. } => "string".into(),
        Kind::Table { len, .. } => format!("[{}]", vec!["number"; len].join(", ")),
    }
}

/// An option's doc comment: the core's sentence, its default, what it
/// allows, whether it is analysis only, and the config key.
fn option_doc(o: &OptionSpec) -> String {
    let default = match o.default {
        Default::Whole(n) => n.to_string(),
        Default::Text(s) => format!("'{s}'"),
        Default::Table(t) => format!(
            "[{}]",
            t.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")
        ),
    };
    let allowed = match o.kind {
        Kind::Whole { min, max } => format!("{min}–{max}"),
        Kind::Word { len } => format!("a {len}-letter word of the list"),
        Kind::Table { len, max } => format!("{len} whole numbers, each 0–{max}"),
    };
    let analysis = if o.analysis { " Analysis only." } else { "" };
    format!(
        "/** {} Default {default}; {allowed}.{analysis} Config key `{}`. */",
        o.doc, o.name
    )
}

/// A game's `GameOptions`, the options object of its typed constructor,
/// from the core's declaration of its options (`AnyGame::options`): one
/// optional camelCase field per option, then the word list.
fn game_options(game: &str) -> String {
    let spec = gridwords::AnyGame::options(game).expect("every game of the generator has options");
    let about = if spec.is_empty() {
        format!(
            "The game has no config options (`options('{game}')` is empty: a game is\n\
             its seed); only the word list."
        )
    } else {
        format!(
            "Generated from the core's declaration of the game's config options\n\
             (`options('{game}')` lists them at run time; docs/rules/{game}.md has\n\
             their table): the config's optional keys in camelCase. The config's own\n\
             spelling (snake_case) is taken too. A key set to `null` or `undefined` is\n\
             not given (the default); any other key, or a value of the wrong type, is\n\
             `INVALID_JSON`, a value out of range `INVALID_CONFIG`, as in a config\n\
             JSON. A game that changes an analysis-only option is off the standard\n\
             rules (not rated, not settled)."
        )
    };
    let mut s =
        format!("/**\n * The options of a new `{game}.Game` (its constructor's options object).\n");
    for line in about.lines() {
        s.push_str(&format!(" * {line}\n"));
    }
    s.push_str(" */\nexport interface GameOptions {\n");
    for o in spec {
        s.push_str(&format!(
            "{}\n{}?: {} | null;\n",
            option_doc(o),
            camel_case(o.name),
            option_type(o.kind)
        ));
    }
    s.push_str(
        "/** The word list (the shipped one if omitted). */\n\
         lexicon?: Lexicon | null;\n}",
    );
    s
}

fn main() {
    // Times are u64 milliseconds on the host's clock: the JSON holds plain
    // integers, which `JSON.parse` makes numbers (seeds, the one value past
    // 2^53, are strings and typed so in the core).
    let cfg = Config::new().with_large_int("number");

    let games = [
        game("hunt", &cfg, |c| {
            use gridwords::hunt;
            c.visit::<hunt::Config>();
            c.visit::<hunt::Action>();
            c.visit::<hunt::Event>();
            c.visit::<hunt::View>();
            c.visit::<hunt::GameResult>();
            c.visit_concrete::<hunt::Log>();
            c.visit::<hunt::Found>();
        }),
        game("duel", &cfg, |c| {
            use gridwords::duel;
            c.visit::<duel::Config>();
            c.visit::<duel::Action>();
            c.visit::<duel::Event>();
            c.visit::<duel::View>();
            c.visit::<duel::GameResult>();
            c.visit_concrete::<gridwords::engine::Log<duel::Duel>>();
            c.visit::<duel::Move>();
            c.visit::<duel::Scored>();
        }),
        game("solo", &cfg, |c| {
            use gridwords::solo;
            c.visit::<solo::Config>();
            c.visit::<solo::Action>();
            c.visit::<solo::Event>();
            c.visit::<solo::View>();
            c.visit::<solo::GameResult>();
            c.visit_concrete::<gridwords::engine::Log<solo::Solo>>();
            c.visit::<solo::Scored>();
            c.visit::<solo::Rating>();
        }),
    ];

    println!("/* auto-generated by NAPI-RS */");
    println!("/* eslint-disable */");
    println!();
    println!(
        "// The engine's JSON shapes, generated from its Rust types (ts-rs) by\n\
         // bindings/node/examples/typings.rs: do not edit; `make node-regen` rewrites\n\
         // this file and `make node-build` fails when it is stale. `napi build` puts\n\
         // it at the top of index.d.ts (package.json `napi.dtsHeaderFile`). The\n\
         // values are the engine's JSON, parsed: key order and numbers are exactly\n\
         // what the C ABI and the other bindings return."
    );
    for g in &games {
        println!("export declare namespace {} {{", g.name);
        for d in &g.decls {
            println!("{d}");
        }
        println!(
            "/** A seat's action as the JSON surface takes it (`act`): the action and the acting seat. */\n\
             export type SeatAction = Action & {{ seat: number }};"
        );
        println!("{}", game_options(g.name));
        if g.name == "hunt" {
            println!(
                "/** What `hunt.solve` returns: the one JSON shape of a solve (`gridwords::hunt::solve_json`), longest words first, then alphabetical. */\n\
                 export type Solution = {{ version: number, tray: string, words: Array<Found> }};"
            );
        }
        if g.name == "duel" {
            println!(
                "/** The word of `duel.Game.play`: the word itself (the engine traces the smallest path through the new cell), or its path (cells 0–24). */\n\
                 export type PathOrWord = string | Array<number>;"
            );
        }
        println!("}}");
    }
    let union = |f: &dyn Fn(&str) -> String| {
        games
            .iter()
            .map(|g| f(g.name))
            .collect::<Vec<_>>()
            .join(" | ")
    };
    println!(
        "/** The games this build knows (`game` of configs, logs and snapshots). */\n\
         export type GameName = {};",
        union(&|n| format!("'{n}'"))
    );
    println!(
        "/** A config of any game, as `new Game(config, nowMs)` takes it. */\n\
         export type AnyConfig = {};",
        union(&|n| format!("({{ game: '{n}' }} & {n}.Config)"))
    );
    for (name, ty, doc) in [
        (
            "AnyAction",
            "SeatAction",
            "An action of any game, as `act` takes it.",
        ),
        (
            "AnyEvent",
            "Event",
            "An event of any game (narrow on `type`).",
        ),
        ("AnyView", "View", "A view of any game."),
        ("AnyResult", "GameResult", "The settled result of any game."),
        (
            "AnyLog",
            "Log",
            "The log of any game (`JSON.parse(game.log())`).",
        ),
    ] {
        println!(
            "/** {doc} */\nexport type {name} = {};",
            union(&|n| format!("{n}.{ty}"))
        );
    }
    println!(
        "/** A game as the class typed to it, as `restore` and `fromLog` return it: narrow on `game`. */\n\
         export type TypedGame = {};",
        union(&|n| format!("{n}.Game"))
    );
    let codes: Vec<String> = gridwords::ErrorCode::ALL
        .iter()
        .map(|c| format!("'{}'", c.name()))
        .collect();
    println!(
        "/** Every error code the engine can raise (`errorCodes()` has their C numbers). */\n\
         export type ErrorCode = {};",
        codes.join(" | ")
    );
    let kinds: Vec<String> = gridwords::seal::Kind::ALL
        .iter()
        .map(|k| format!("'{}'", k.name()))
        .collect();
    println!(
        "/** What a sealed record is of (`seal`, `openSealed`; docs/rules/records.md, \"Sealed records\"). */\n\
         export type SealKind = {};",
        kinds.join(" | ")
    );
    println!("{}", include_str!("typings_tail.d.ts").trim_end());
}

//! Each game's config options, declared once.
//!
//! A game's [`Rules::OPTIONS`](super::Rules::OPTIONS) lists the optional
//! fields of its config (beyond `seats` and `seed`): name, kind, default,
//! allowed range, and a line of doc. It is the one place an option is
//! written down. The engine judges every config by it (one door:
//! [`judge`](super::judge)), and every surface is driven or generated from
//! it: the C ABI's `gw_game_options`, Python's keyword arguments (checked
//! against it at run time, the stubs generated from it), Node's typed
//! options (generated into `index.d.ts`), and the table of options in
//! `docs/rules/<game>.md` (a test checks it). A binding never names an
//! option or its default.
//!
//! The serde field of the game's `Config` carries the value; the spec says
//! what the value may be. Cross-field rules (Word Grid's seats, Wordgrid's
//! "a stake is a match") stay in the game's
//! [`validate`](super::Rules::validate).

use serde::Serialize;
use serde_json::{json, Map, Value};

use crate::error::{Error, ErrorCode, Result};

/// What an option holds, with its range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Kind {
    /// A whole number in `min..=max` (ms, minor units…).
    Whole {
        /// The least value allowed.
        min: u64,
        /// The greatest value allowed.
        max: u64,
    },
    /// A word of `len` letters in the word list (any case; the game folds
    /// it).
    Word {
        /// How many letters.
        len: usize,
    },
    /// A table of `len` whole numbers, each in `0..=max` (the game checks
    /// it, with its own error code).
    Table {
        /// How many numbers.
        len: usize,
        /// The greatest value of one number.
        max: u64,
    },
}

/// An option's default.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Default {
    /// A whole number.
    Whole(u64),
    /// A text.
    Text(&'static str),
    /// A table of numbers.
    Table(&'static [u32]),
}

impl Default {
    /// The default as the config's JSON writes it.
    pub fn to_json(self) -> Value {
        match self {
            Default::Whole(n) => json!(n),
            Default::Text(s) => json!(s),
            Default::Table(t) => json!(t),
        }
    }
}

/// One option of a game's config.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    /// The field's name in the config JSON (snake_case; Node's options
    /// also take it in camelCase).
    pub name: &'static str,
    /// What it holds.
    pub kind: Kind,
    /// Its value when the config leaves it out.
    pub default: Default,
    /// Whether a game that changes it is off the standard rules (not rated,
    /// not settled): the analysis options.
    pub analysis: bool,
    /// One sentence for every surface's docs.
    pub doc: &'static str,
}

impl OptionSpec {
    /// The option as JSON, for the surfaces that read the spec at run time
    /// (`gw_game_options`, `gridwords.options`, `options()`):
    /// `{"name", "type", ..range, "default", "analysis", "doc"}`.
    pub fn to_json(&self) -> Value {
        let mut m = Map::new();
        m.insert("name".into(), json!(self.name));
        if let Value::Object(kind) = serde_json::to_value(self.kind).unwrap_or_default() {
            m.extend(kind);
        }
        m.insert("default".into(), self.default.to_json());
        m.insert("analysis".into(), json!(self.analysis));
        m.insert("doc".into(), json!(self.doc));
        Value::Object(m)
    }

    /// Judges the option's value in a config (its JSON): a whole number
    /// outside its range is `INVALID_CONFIG` naming the option and the
    /// range. Other kinds are the game's to judge (their values have been
    /// read by serde already).
    fn check(&self, value: &Value) -> Result<()> {
        if let (Kind::Whole { min, max }, Some(n)) = (self.kind, value.as_u64()) {
            if !(min..=max).contains(&n) {
                return Err(Error::new(
                    ErrorCode::InvalidConfig,
                    format!("{} {n} is not in {min}..={max}", self.name),
                ));
            }
        }
        Ok(())
    }
}

/// Judges every option of `config` (the config as JSON) by `spec`.
pub(crate) fn check(spec: &[OptionSpec], config: &Value) -> Result<()> {
    for o in spec {
        if let Some(v) = config.get(o.name) {
            o.check(v)?;
        }
    }
    Ok(())
}

/// Whether a config (its serde value) plays by the rules as written: every
/// analysis option of `spec` at its default (a word in any case and with
/// spaces around it is the same word, as games fold it). A game that is
/// not standard is off the rules (Word Grid: not rated; Wordgrid: no
/// stake), so a new analysis option is covered by its declaration alone.
pub fn is_standard<C: Serialize>(spec: &[OptionSpec], config: &C) -> bool {
    let Ok(config) = serde_json::to_value(config) else {
        return false;
    };
    spec.iter().filter(|o| o.analysis).all(|o| {
        let value = config.get(o.name);
        match (o.default, value) {
            (_, None) => true,
            (Default::Text(d), Some(Value::String(s))) => s.trim().eq_ignore_ascii_case(d),
            (d, Some(v)) => d.to_json() == *v,
        }
    })
}

/// The names of the analysis options of `spec`, for messages ("start_word
/// and clock_ms").
pub fn analysis_names(spec: &[OptionSpec]) -> String {
    let names: Vec<&str> = spec.iter().filter(|o| o.analysis).map(|o| o.name).collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => (*last).to_string(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// A game's options as a JSON array of [`OptionSpec::to_json`].
pub fn spec_json(spec: &[OptionSpec]) -> Value {
    Value::Array(spec.iter().map(OptionSpec::to_json).collect())
}

/// The table of a game's options as `docs/rules/<game>.md` prints it
/// (Markdown), so a test can hold the doc to the spec.
pub fn markdown_table(spec: &[OptionSpec]) -> String {
    if spec.is_empty() {
        return "None: a game is its seed.\n".into();
    }
    let mut s =
        String::from("| Option | Type | Default | Allowed | Analysis only | What it is |\n");
    s.push_str("|---|---|---|---|---|---|\n");
    for o in spec {
        let (kind, allowed) = match o.kind {
            Kind::Whole { min, max } => ("whole number", format!("{min}–{max}")),
            Kind::Word { len } => ("text", format!("a {len}-letter word of the list")),
            Kind::Table { len, max } => ("array", format!("{len} whole numbers, each 0–{max}")),
        };
        let analysis = if o.analysis { "yes" } else { "no" };
        s.push_str(&format!(
            "| `{}` | {kind} | `{}` | {allowed} | {analysis} | {} |\n",
            o.name,
            o.default.to_json(),
            o.doc
        ));
    }
    s
}

//! `--option NAME=VALUE` on `play` and `demo`: any option the game declares
//! (`gridwords::engine::options`, the one place options are written down).
//! This file names none: the value is read by the option's declared kind
//! (a whole number, a word, or a table of numbers, `1,1,2,3,5,11`), put
//! into the game's config, and the config is judged by the core as a JSON
//! config is, so a value out of range gets the core's message.

use gridwords::engine::options::Kind;
use gridwords::engine::{config_from_json, Rules};
use serde_json::Value;

/// `config` with each `NAME=VALUE` of `given` set, judged by the core.
pub fn apply<R: Rules>(config: R::Config, given: &[String]) -> Result<R::Config, String> {
    if given.is_empty() {
        return Ok(config);
    }
    let mut json = serde_json::to_value(&config).map_err(|e| e.to_string())?;
    for pair in given {
        let (name, value) = pair
            .split_once('=')
            .ok_or_else(|| format!("--option {pair}: write NAME=VALUE"))?;
        let spec = R::OPTIONS
            .iter()
            .find(|o| o.name == name.trim())
            .ok_or_else(|| unknown::<R>(name))?;
        let value = value.trim();
        let parsed = match spec.kind {
            Kind::Whole { .. } => value.parse::<u64>().map(Value::from).map_err(|_| ()),
            Kind::Word { .. } => Ok(Value::from(value)),
            Kind::Table { .. } => value
                .trim_start_matches('[')
                .trim_end_matches(']')
                .split(',')
                .map(|n| n.trim().parse::<u64>().map(Value::from))
                .collect::<Result<Vec<_>, _>>()
                .map(Value::Array)
                .map_err(|_| ()),
        }
        .map_err(|()| format!("--option {name}={value}: {}", spec.doc))?;
        json[spec.name] = parsed;
    }
    config_from_json::<R>(&json.to_string()).map_err(|e| e.message().to_string())
}

fn unknown<R: Rules>(name: &str) -> String {
    let names: Vec<&str> = R::OPTIONS.iter().map(|o| o.name).collect();
    if names.is_empty() {
        format!("--option {name}: {} has no options", R::GAME)
    } else {
        format!(
            "--option {name}: {} takes {} (docs/rules/{}.md)",
            R::GAME,
            names.join(", "),
            R::GAME
        )
    }
}

#[cfg(test)]
mod tests {
    use super::apply;
    use gridwords::duel::{self, Duel};
    use gridwords::hunt::{self, Hunt};

    fn hunt_config() -> hunt::Config {
        hunt::Config::new(vec![hunt::SeatKind::Human, hunt::SeatKind::Bot], 1)
    }

    #[test]
    fn every_kind_of_option_is_read_by_its_declaration() {
        let c = apply::<Hunt>(
            hunt_config(),
            &["round_ms=60000".into(), "points=1,1,2,3,5,11".into()],
        )
        .unwrap();
        let json = serde_json::to_value(&c).unwrap();
        assert_eq!(json["round_ms"], 60000);
        assert_eq!(json["points"], serde_json::json!([1, 1, 2, 3, 5, 11]));
        let d = duel::Config::new(vec![duel::SeatKind::Human; 2], 1);
        let d = apply::<Duel>(d, &["start_word=Toast".into()]).unwrap();
        assert_eq!(d.start_word, "Toast");
    }

    #[test]
    fn the_core_judges_the_values() {
        assert_eq!(
            apply::<Hunt>(hunt_config(), &["round_ms=86400001".into()]).unwrap_err(),
            "round_ms 86400001 is not in 1..=86400000"
        );
        let e = apply::<Hunt>(hunt_config(), &["rounds=3".into()]).unwrap_err();
        assert!(
            e.starts_with("--option rounds: hunt takes round_ms, "),
            "{e}"
        );
        let e = apply::<Hunt>(hunt_config(), &["round_ms".into()]).unwrap_err();
        assert_eq!(e, "--option round_ms: write NAME=VALUE");
        let e = apply::<Hunt>(hunt_config(), &["round_ms=soon".into()]).unwrap_err();
        assert!(
            e.starts_with("--option round_ms=soon: Length of the round"),
            "{e}"
        );
    }
}

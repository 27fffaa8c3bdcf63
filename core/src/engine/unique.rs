//! JSON text read the way a strict reader reads it: an object that names a
//! key twice is refused, naming the key.
//!
//! serde keeps the last of two equal keys, while many hosts' parsers keep
//! the first or refuse: a record or call checked by such a host (a stake of
//! 0, a seat, a seed) would mean one thing to it and another to the engine.
//! Every JSON text the engine takes (configs, actions, logs, claimed
//! results, events) is read here first, into the `Value` the rest reads.

use std::fmt;

use serde::de::{DeserializeSeed, Deserializer, Error as _, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Number, Value};

/// Parses `json` into a `Value`, refusing an object with a key twice
/// (`duplicate key "stake"`, with serde_json's line and column): the one
/// reader of every JSON text the engine takes, for a host that reads such a
/// text first (the CLI reads a line's `now_ms` before the core reads the
/// action) and must not read it otherwise.
pub fn parse(json: &str) -> serde_json::Result<Value> {
    let mut de = serde_json::Deserializer::from_str(json);
    let value = Unique.deserialize(&mut de)?;
    de.end()?;
    Ok(value)
}

/// A `Value` whose objects have each key once.
struct Unique;

impl<'de> DeserializeSeed<'de> for Unique {
    type Value = Value;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Unique {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E>(self, b: bool) -> Result<Value, E> {
        Ok(Value::Bool(b))
    }

    fn visit_i64<E>(self, n: i64) -> Result<Value, E> {
        Ok(Value::Number(n.into()))
    }

    fn visit_u64<E>(self, n: u64) -> Result<Value, E> {
        Ok(Value::Number(n.into()))
    }

    fn visit_f64<E>(self, f: f64) -> Result<Value, E> {
        Ok(Number::from_f64(f).map_or(Value::Null, Value::Number))
    }

    fn visit_str<E>(self, s: &str) -> Result<Value, E> {
        Ok(Value::String(s.to_owned()))
    }

    fn visit_string<E>(self, s: String) -> Result<Value, E> {
        Ok(Value::String(s))
    }

    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        d.deserialize_any(self)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element_seed(Unique)? {
            items.push(item);
        }
        Ok(Value::Array(items))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut object = Map::new();
        while let Some(key) = map.next_key::<String>()? {
            if object.contains_key(&key) {
                return Err(A::Error::custom(format_args!("duplicate key {key:?}")));
            }
            let value = map.next_value_seed(Unique)?;
            object.insert(key, value);
        }
        Ok(Value::Object(object))
    }
}

#[cfg(test)]
mod tests {
    use super::parse;

    #[test]
    fn reads_what_serde_json_reads_and_refuses_a_key_twice() {
        for json in [
            r#"{"a":1,"b":[1,-2,3.5,true,null,"x\u00e9"],"c":{"d":{}}}"#,
            "[]",
            "18446744073709551615",
            r#"{"a":{"x":1},"b":{"x":2}}"#,
        ] {
            let strict = parse(json).unwrap();
            let lax: serde_json::Value = serde_json::from_str(json).unwrap();
            assert_eq!(strict, lax, "{json}");
        }
        for (json, key) in [
            (r#"{"seed":1,"seed":2}"#, "seed"),
            (r#"{"a":[{"seat":1,"seat":0}]}"#, "seat"),
            (r#"{"st\u0061ke":0,"stake":500}"#, "stake"),
        ] {
            let e = parse(json).unwrap_err().to_string();
            assert!(e.starts_with(&format!("duplicate key {key:?}")), "{e}");
        }
        assert!(parse(r#"{"a":1} x"#).is_err());
    }
}

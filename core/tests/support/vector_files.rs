//! Reading a folder of committed vectors, shared so every vector test checks
//! the same files in the same order as the others.

use std::path::Path;

/// Every `<name>.log.json` in `dir` with its `<name>.result.json`, as
/// (name, log, result), sorted by name: the order the scenarios list them
/// in, so tests can zip the two.
pub fn read(dir: &Path) -> Vec<(String, String, String)> {
    let mut v: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| {
            let p = e.unwrap().path();
            let name = p
                .file_name()?
                .to_str()?
                .strip_suffix(".log.json")?
                .to_string();
            let log = std::fs::read_to_string(&p).unwrap();
            let result = std::fs::read_to_string(dir.join(format!("{name}.result.json"))).unwrap();
            Some((name, log, result))
        })
        .collect();
    v.sort();
    v
}

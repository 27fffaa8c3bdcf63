//! Writes the cross-language Word Grid vectors: for each scenario,
//! `NN_name.log.json` and `NN_name.result.json` under the given folder
//! (default `tests/vectors/hunt`), each file exactly the bytes the engine
//! returns (no trailing newline). Run from the repository root:
//! `cargo run -p gridwords --example hunt_vectors`.

#[path = "../tests/support/hunt_scenarios.rs"]
mod hunt_scenarios;

fn main() -> std::io::Result<()> {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "tests/vectors/hunt".into());
    std::fs::create_dir_all(&dir)?;
    for old in std::fs::read_dir(&dir)? {
        let p = old?.path();
        if p.extension().is_some_and(|e| e == "json") {
            std::fs::remove_file(p)?;
        }
    }
    for (i, s) in hunt_scenarios::all().iter().enumerate() {
        let stem = format!("{dir}/{:02}_{}", i + 1, s.name);
        std::fs::write(format!("{stem}.log.json"), s.game.log_json())?;
        let result = s.game.result_json().expect("every scenario finishes");
        std::fs::write(format!("{stem}.result.json"), result)?;
    }
    println!("wrote {} vectors to {dir}", hunt_scenarios::all().len());
    Ok(())
}

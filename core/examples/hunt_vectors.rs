//! Writes the cross-language Word Grid vectors: for each scenario,
//! `NN_name.log.json` and `NN_name.result.json` under the given folder
//! (default `tests/vectors/hunt`). Run from the repository root:
//! `cargo run -p gridwords --example hunt_vectors`.

#[path = "../tests/support/hunt_scenarios.rs"]
mod hunt_scenarios;

fn main() -> std::io::Result<()> {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "tests/vectors/hunt".into());
    std::fs::create_dir_all(&dir)?;
    for (i, s) in hunt_scenarios::all().iter().enumerate() {
        let stem = format!("{dir}/{:02}_{}", i + 1, s.name);
        std::fs::write(format!("{stem}.log.json"), s.game.log_json() + "\n")?;
        let result = s.game.result_json().expect("every scenario finishes");
        std::fs::write(format!("{stem}.result.json"), result + "\n")?;
    }
    println!("wrote {} vectors to {dir}", hunt_scenarios::all().len());
    Ok(())
}

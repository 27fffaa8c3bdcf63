//! Writes the cross-language Sóló vectors: for each scenario,
//! `NN_name.log.json` and `NN_name.result.json` under the given folder
//! (default `tests/vectors/solo`), each file exactly the bytes the engine
//! returns. Run from the repository root:
//! `cargo run -p gridwords --example solo_vectors`.

#[path = "../tests/support/solo_scenarios.rs"]
mod solo_scenarios;

fn main() -> std::io::Result<()> {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "tests/vectors/solo".into());
    std::fs::create_dir_all(&dir)?;
    for old in std::fs::read_dir(&dir)? {
        let p = old?.path();
        if p.extension().is_some_and(|e| e == "json" || e == "txt") {
            std::fs::remove_file(p)?;
        }
    }
    let all = solo_scenarios::all();
    for (i, s) in all.iter().enumerate() {
        let stem = format!("{dir}/{:02}_{}", i + 1, s.name);
        std::fs::write(format!("{stem}.log.json"), s.game.log_json())?;
        let result = s.game.result_json().expect("every scenario finishes");
        std::fs::write(format!("{stem}.result.json"), result)?;
    }
    println!("wrote {} vectors to {dir}", all.len());
    Ok(())
}

//! Writes the cross-language Wordgrid vectors: for each scenario,
//! `NN_name.log.json` and `NN_name.result.json` under the given folder
//! (default `tests/vectors/duel`), each file exactly the bytes the engine
//! returns; a game played on its own word list also gets `NN_name.words.txt`
//! (one word a line), which replay needs. Run from the repository root:
//! `cargo run -p gridwords --example duel_vectors`.

#[path = "../tests/support/duel_scenarios.rs"]
mod duel_scenarios;

fn main() -> std::io::Result<()> {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "tests/vectors/duel".into());
    std::fs::create_dir_all(&dir)?;
    for old in std::fs::read_dir(&dir)? {
        let p = old?.path();
        if p.extension().is_some_and(|e| e == "json" || e == "txt") {
            std::fs::remove_file(p)?;
        }
    }
    let all = duel_scenarios::all();
    for (i, s) in all.iter().enumerate() {
        let stem = format!("{dir}/{:02}_{}", i + 1, s.name);
        std::fs::write(format!("{stem}.log.json"), s.game.log_json())?;
        let result = s.game.result_json().expect("every scenario finishes");
        std::fs::write(format!("{stem}.result.json"), result)?;
        if let Some(words) = s.words {
            std::fs::write(format!("{stem}.words.txt"), words.join("\n") + "\n")?;
        }
    }
    println!("wrote {} vectors to {dir}", all.len());
    Ok(())
}

//! `make demo` (the README's first command) runs `gridwords demo` for each
//! game: each must finish and its log must replay to its result. A rule the
//! demo breaks (a stake against bots, once) fails here instead of on a
//! user's first run.

use std::process::Command;

#[test]
fn every_demo_plays_to_the_end_and_replays() {
    for game in ["hunt", "duel", "solo"] {
        let out = Command::new(env!("CARGO_BIN_EXE_gridwords"))
            .args(["demo", game])
            .output()
            .expect("run gridwords");
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "demo {game}: {}\n{stdout}",
            String::from_utf8_lossy(&out.stderr)
        );
        let check = stdout
            .lines()
            .find(|l| l.starts_with("Replay check"))
            .unwrap_or_else(|| panic!("demo {game} printed no replay check:\n{stdout}"));
        assert!(check.ends_with("true"), "demo {game}: {check}");
    }
}

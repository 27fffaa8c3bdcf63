//! Write Word Grid board files for outside speed comparisons (see
//! tools/compare_peer.sh): one board per line, 16 lower-case letters.
//!
//! ```text
//! cargo run --release -p gridwords-cli --example hunt_boards -- DIR [UNIFORM [WEIGHTED]]
//! ```
//!
//! Writes `DIR/uniform_qfree.txt` (UNIFORM boards, default 200 000: each cell
//! uniform over the 25 letters other than q) and `DIR/weighted.txt` (WEIGHTED
//! boards, default 100 000: raw `hunt::draw`s over the hunt letter weights, so
//! q may appear as a plain letter; not filtered by the deal checks). Both use
//! exactly the generators and seeds of core/benches/hunt.rs, so the files are
//! deterministic and their first 1 000 lines are the benchmark's trays.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::PathBuf;

use gridwords::hunt::{draw, Tray};
use gridwords::rng::GameRng;

/// As `uniform_q_free` in core/benches/hunt.rs.
fn uniform_q_free(n: usize) -> Vec<Tray> {
    let alphabet: Vec<u8> = (b'a'..=b'z').filter(|&b| b != b'q').collect();
    let mut rng = GameRng::new(0xB0661E, 7);
    (0..n)
        .map(|_| {
            let mut l = [0u8; 16];
            for x in l.iter_mut() {
                *x = alphabet[rng.below(25) as usize];
            }
            Tray::from_letters(l).expect("letters a-z")
        })
        .collect()
}

/// As `weighted` in core/benches/hunt.rs.
fn weighted(n: usize) -> Vec<Tray> {
    let mut rng = GameRng::new(0x5EED, 7);
    (0..n).map(|_| draw(&mut rng)).collect()
}

fn write(path: &PathBuf, trays: &[Tray]) -> std::io::Result<()> {
    let mut out = BufWriter::new(File::create(path)?);
    for t in trays {
        writeln!(out, "{}", t.as_str())?;
    }
    out.flush()
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let usage = "usage: hunt_boards DIR [UNIFORM [WEIGHTED]]";
    let dir = PathBuf::from(args.next().ok_or(usage)?);
    let uniform: usize = args.next().map_or(Ok(200_000), |s| s.parse())?;
    let hunt: usize = args.next().map_or(Ok(100_000), |s| s.parse())?;
    std::fs::create_dir_all(&dir)?;
    let u = dir.join("uniform_qfree.txt");
    let w = dir.join("weighted.txt");
    write(&u, &uniform_q_free(uniform))?;
    write(&w, &weighted(hunt))?;
    println!("{} {uniform}", u.display());
    println!("{} {hunt}", w.display());
    Ok(())
}

//! Where the commands' input comes from: a file named on the command line
//! (`-` for stdin), or, for the games played on the real clock, stdin's
//! lines handed over on a channel so the main loop can keep ticking the
//! clock while nobody types.

use std::io::{self, BufRead, Read};
use std::path::Path;
use std::sync::mpsc;
use std::thread;

/// The whole text of `path`, or of stdin when `path` is `-`; an error names
/// the file.
pub fn read_text(path: &Path) -> Result<String, Box<dyn std::error::Error>> {
    if path.as_os_str() == "-" {
        let mut text = String::new();
        io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| format!("stdin: {e}"))?;
        return Ok(text);
    }
    std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()).into())
}

/// Stdin's lines as they are typed, from a reader thread; the channel
/// closes when stdin ends (or cannot be read), which the games take as the
/// player leaving.
pub fn typed_lines() -> mpsc::Receiver<String> {
    let (tx, rx) = mpsc::channel::<String>();
    thread::spawn(move || {
        for line in io::stdin().lock().lines() {
            let Ok(l) = line else { break };
            if tx.send(l).is_err() {
                break;
            }
        }
    });
    rx
}

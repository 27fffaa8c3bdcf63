//! Where the commands' input comes from: a file named on the command line
//! (`-` for stdin), or, for the games played on the real clock, stdin's
//! lines handed over on a channel so the main loop can keep ticking the
//! clock while nobody types; and how those games answer a typed line the
//! engine refused ([`refusal`]), the same in all of them.

use std::io::{self, BufRead, Read};
use std::path::Path;
use std::sync::mpsc;
use std::thread;

use gridwords::Error;

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

/// The whole bytes of `path`, or of stdin when `path` is `-` (a snapshot,
/// a sealed record, a key); an error names the file.
pub fn read_bytes(path: &Path) -> Result<Vec<u8>, Box<dyn std::error::Error>> {
    if path.as_os_str() == "-" {
        let mut bytes = Vec::new();
        io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| format!("stdin: {e}"))?;
        return Ok(bytes);
    }
    std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()).into())
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

/// How a terminal game (`play hunt`, `play duel`, `play solo`) shows a
/// line the engine refused: the core's [`Error`] as it displays itself,
/// `CODE: message`, indented under the board. The code is the stable one
/// every host reports for the same mistake; the rules were judged by the
/// core, this only prints them.
pub fn refusal(e: &Error) -> String {
    format!("  {e}")
}

/// A seed from the command line, in the one seed syntax of every binding:
/// decimal, or hex with a 0x prefix.
pub fn parse_seed(s: &str) -> Result<u64, String> {
    gridwords::seed::parse(s).map_err(|e| e.message().to_string())
}

#[cfg(test)]
mod tests {
    use gridwords::ErrorCode;

    use super::*;

    #[test]
    fn a_refusal_is_the_code_then_the_message() {
        let e = Error::new(ErrorCode::NotALetter, "\"ab\" is not a letter a-z");
        assert_eq!(refusal(&e), "  NOT_A_LETTER: \"ab\" is not a letter a-z");
    }

    #[test]
    fn the_duel_letter_reader_refuses_two_letters_in_that_form() {
        let e = gridwords::duel::letter_from_text("ab").unwrap_err();
        assert_eq!(e.code(), ErrorCode::NotALetter);
        assert_eq!(refusal(&e), "  NOT_A_LETTER: \"ab\" is not a letter a-z");
    }
}

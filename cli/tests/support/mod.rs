//! Running the built `gridwords` binary with text on its stdin, for every
//! CLI test that drives it.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// `gridwords ARGS` with `stdin` on its stdin, to its end. A run that stops
/// early (a refused config) may not read all of it: that is not an error.
pub fn gridwords(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gridwords"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run gridwords");
    let mut input = child.stdin.take().unwrap();
    let _ = input.write_all(stdin.as_bytes());
    drop(input);
    child.wait_with_output().unwrap()
}

//! Word Grid (`hunt`): analysis helpers (deal, solve, score) and the game.
//!
//! JSON handed out here (all objects carry `"version": 1`):
//!
//! * gw_hunt_solve(): `{"version":1,"tray":"<16 letters>","words":[{"word":"...","path":[cell,...]},...]}`
//!   with words longest first, then alphabetical; `path` is the word's first
//!   path (the smallest cell sequence), cells numbered 0–15 row-major.

use std::ffi::c_char;

use gridwords::hunt::points::Points;
use gridwords::hunt::solve;
use gridwords::hunt::tray::{self, Tray};

use crate::lexicon::{lexicon_arg, Lexicon};
use crate::strings::{out_arg, str_arg, string_out, write_out};
use crate::{ffi_call, null_arg, Status};

/// Version of the solve JSON shape.
pub const SOLVE_JSON_VERSION: u32 = 1;

/// The solver output as the documented JSON.
pub fn solve_json(tray: &Tray, lexicon: &gridwords::Lexicon) -> String {
    let words: Vec<serde_json::Value> = solve::solve(tray, lexicon)
        .into_iter()
        .map(|f| serde_json::json!({ "word": f.word, "path": f.path.as_slice() }))
        .collect();
    serde_json::json!({
        "version": SOLVE_JSON_VERSION,
        "tray": tray.as_str(),
        "words": words,
    })
    .to_string()
}

/// The tray dealt from `seed` (the same tray in every version and binding):
/// 16 lower-case letters, row-major. `*out` receives a new string: free it
/// with gw_string_free().
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_deal(seed: u64, out: *mut *mut c_char) -> Status {
    ffi_call(|| {
        let out = out_arg(out, "out")?;
        write_out(out, string_out(tray::deal(seed).as_str().to_string())?);
        Ok(())
    })
}

/// Every word of `lexicon` that `tray` (16 letters a–z, row-major) holds,
/// with its first path, as JSON (see the file comment for the shape).
/// A bad tray is ::GW_STATUS_INVALID_TRAY. `*out_json` receives a new
/// string: free it with gw_string_free().
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_solve(
    tray: *const c_char,
    lexicon: *const Lexicon,
    out_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let tray = Tray::parse(unsafe { str_arg(tray, "tray") }?)?;
        // SAFETY: by the caller's contract.
        let lex = unsafe { lexicon_arg(lexicon, "lexicon") }?;
        let out = out_arg(out_json, "out_json")?;
        write_out(out, string_out(solve_json(&tray, lex))?);
        Ok(())
    })
}

/// The total a player would score by finding every word of `lexicon` in
/// `tray`, with the rules' default points table.
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_score(
    tray: *const c_char,
    lexicon: *const Lexicon,
    out: *mut u32,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let tray = Tray::parse(unsafe { str_arg(tray, "tray") }?)?;
        // SAFETY: by the caller's contract.
        let lex = unsafe { lexicon_arg(lexicon, "lexicon") }?;
        let out = out_arg(out, "out")?;
        write_out(out, solve::score(&tray, &Points::default(), lex));
        Ok(())
    })
}

/// As gw_hunt_score() with a points table of `points_len` numbers (it must
/// be 6: points for words of 3, 4, 5, 6, 7 and 8+ letters; anything else is
/// ::GW_STATUS_INVALID_POINTS).
#[no_mangle]
pub unsafe extern "C" fn gw_hunt_score_with_points(
    tray: *const c_char,
    points: *const u32,
    points_len: usize,
    lexicon: *const Lexicon,
    out: *mut u32,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let tray = Tray::parse(unsafe { str_arg(tray, "tray") }?)?;
        if points.is_null() {
            return Err(null_arg("points"));
        }
        // Reading at most 7 numbers is enough for the core to accept 6 or
        // refuse any other count, and never reads past a huge bogus length.
        let n = points_len.min(7);
        // SAFETY: `points_len` (>= n) readable numbers by the caller's contract.
        let points = Points::from_slice(unsafe { std::slice::from_raw_parts(points, n) })?;
        // SAFETY: by the caller's contract.
        let lex = unsafe { lexicon_arg(lexicon, "lexicon") }?;
        let out = out_arg(out, "out")?;
        write_out(out, solve::score(&tray, &points, lex));
        Ok(())
    })
}

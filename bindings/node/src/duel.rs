//! Wordgrid analysis, no game needed: `duel.legalMoves` and
//! `duel.bestMoves` (and `bestMovesAsync`, on the libuv pool). Translation
//! only: the generator and the ranking are `gridwords::duel`'s; the values
//! are its JSON (`Move`, `Scored`) handed to `JSON.parse`.

use napi::bindgen_prelude::AsyncTask;
use napi::{Env, Task};
use napi_derive::napi;

use gridwords::duel::{self as core_duel, Board};

use crate::args::{BoardArg, Played, TopK};
use crate::json::Json;
use crate::options::LexiconArg;
use crate::{OrJs, Result};

const DEFAULT_K: usize = gridwords::duel::BEST_MOVES_K;

/// Every legal move of a position for the player to move: `board` is 25
/// characters a–z row-major, `.` for empty (`INVALID_BOARD` otherwise);
/// `played` every word spent so far (the start word included: it may not
/// be played again). Each move is `{cell, letter, path, word}`, the word
/// tracing `path` through the new `cell`; it scores the word's length.
#[napi(
    namespace = "duel",
    ts_args_type = "board: string, played: string[], lexicon?: Lexicon | null",
    ts_return_type = "duel.Move[]"
)]
pub fn legal_moves(board: BoardArg, played: Played, lexicon: LexiconArg) -> Result<Json> {
    crate::guard(|| {
        let board = Board::parse(&board.0).or_js()?;
        let moves = core_duel::legal_moves(&board, &played.0, &lexicon.or_embedded());
        Ok(Json(crate::json::array_json(&moves)))
    })
}

/// The work of `bestMoves` / `bestMovesAsync`.
pub struct BestMoves {
    board: Board,
    played: Vec<String>,
    k: usize,
    lexicon: gridwords::Lexicon,
}

impl BestMoves {
    fn new(board: BoardArg, played: Played, k: TopK, lexicon: LexiconArg) -> Result<BestMoves> {
        Ok(BestMoves {
            board: Board::parse(&board.0).or_js()?,
            played: played.0,
            k: k.0.unwrap_or(DEFAULT_K),
            lexicon: lexicon.or_embedded(),
        })
    }

    fn run(&self) -> String {
        crate::json::array_json(&core_duel::best_moves(
            &self.board,
            &self.played,
            self.k,
            &self.lexicon,
        ))
    }
}

impl Task for BestMoves {
    type Output = String;
    type JsValue = Json;

    fn compute(&mut self) -> napi::Result<Self::Output> {
        crate::guard_task(|| self.run())
    }

    fn resolve(&mut self, _env: Env, output: Self::Output) -> napi::Result<Self::JsValue> {
        Ok(Json(output))
    }

    fn reject(&mut self, env: Env, err: napi::Error) -> napi::Result<Self::JsValue> {
        crate::reject_panic(env, err)
    }
}

/// The `k` best moves (default 10) of a position for the player to move,
/// each a move with the `points` it scores and the opponent's best `reply`
/// afterwards: most points minus the reply first, then most points, then
/// cell, letter and word. Arguments as for `legalMoves`.
#[napi(
    namespace = "duel",
    ts_args_type = "board: string, played: string[], k?: number | null, lexicon?: Lexicon | null",
    ts_return_type = "duel.Scored[]"
)]
pub fn best_moves(board: BoardArg, played: Played, k: TopK, lexicon: LexiconArg) -> Result<Json> {
    crate::guard(|| Ok(Json(BestMoves::new(board, played, k, lexicon)?.run())))
}

/// `bestMoves` off the event loop (it looks one reply deep: milliseconds
/// on an open board): resolves to the same list. Bad input throws
/// synchronously, before any work starts.
#[napi(
    namespace = "duel",
    ts_args_type = "board: string, played: string[], k?: number | null, lexicon?: Lexicon | null",
    ts_return_type = "Promise<duel.Scored[]>"
)]
pub fn best_moves_async(
    board: BoardArg,
    played: Played,
    k: TopK,
    lexicon: LexiconArg,
) -> Result<AsyncTask<BestMoves>> {
    crate::guard(|| Ok(AsyncTask::new(BestMoves::new(board, played, k, lexicon)?)))
}

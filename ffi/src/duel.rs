//! Wordgrid (`duel`): analysis calls (legal moves, best moves), which need
//! no game, and the typed fast calls on a `GwGame` handle of a Wordgrid
//! game (play by word or by path, draw offers, resign, and cheap getters for
//! the position). Given a handle of another game (Word Grid or Sóló), the
//! typed calls return ::GW_STATUS_WRONG_GAME, as the gw_hunt_* and
//! gw_solo_* calls do on a Wordgrid handle.
//!
//! Cells are numbered 0–24 row-major on the 5×5 board; boards cross as 25
//! characters, a–z or `.` for an empty cell
//! (`"..........sheep.........."`). Letters cross as Unicode code points
//! (`uint32_t`, so `'a'` works from C); anything that is not a–z or A–Z is
//! ::GW_STATUS_NOT_A_LETTER, judged by the engine in its order of checks. A
//! number that is not a Unicode scalar value at all is
//! ::GW_STATUS_INVALID_ARGUMENT (checked first, with the other arguments).
//!
//! JSON handed out here (shapes documented in ffi/README.md):
//!
//! * gw_duel_legal_moves(): `[{"cell":6,"letter":"a","path":[11,6],"word":"ha"},...]`
//!   (`gridwords::duel::Move`), each (cell, letter, word) once with its
//!   smallest path, sorted by cell, then letter, then word.
//! * gw_duel_best_moves(): the same objects with `"points"` and `"reply"`
//!   (`gridwords::duel::Scored`), best first.
//! * events (play, draw calls, resign): a JSON array of `duel::Event`
//!   objects tagged by `"type"` (`move`, `draw_offered`, `draw_declined`,
//!   `draw_lapsed`, `resigned`, `game_over`), as gw_game_act() gives them.

use std::ffi::c_char;

use gridwords::duel::{self, Board, Duel};
use gridwords::{Error, ErrorCode, Result};

use crate::game::{seat_index, typed_act, typed_read, Game};
use crate::lexicon::{lexicon_or_embedded, Lexicon};
use crate::strings::{out_arg, slice_arg, string_out, Text, Texts};
use crate::{ffi_call, Status};

/// A letter argument: a Unicode scalar value (the engine then judges
/// whether it is a letter a–z), or INVALID_ARGUMENT.
fn letter_arg(letter: u32) -> Result<char> {
    char::from_u32(letter).ok_or_else(|| {
        Error::new(
            ErrorCode::InvalidArgument,
            format!("letter {letter:#x} is not a Unicode scalar value"),
        )
    })
}

/// A cell number of a typed call (a `uint32_t` always fits).
fn cell_index(cell: u32) -> usize {
    usize::try_from(cell).unwrap_or(usize::MAX)
}

/// A position for analysis: the board and the spent words (folded by the
/// core's `duel::spent_words`, as every surface's are).
///
/// # Safety
/// As [`Text::read`] and [`Texts::read`] take them.
unsafe fn position(board: Text, played: Texts) -> Result<(Board, Vec<String>)> {
    // SAFETY: by the caller's contract.
    let board = Board::parse(unsafe { board.read("board") }?)?;
    // SAFETY: by the caller's contract.
    let played = unsafe { played.read("played") }?;
    Ok((board, gridwords::duel::spent_words(&played)))
}

/// Every legal move of a position for the player to move, as a JSON array
/// `[{"cell","letter","path","word"},...]`: each (cell, letter, word) once
/// with its lexicographically smallest path, sorted by cell, then letter,
/// then word; `[]` when there is none. `board` is 25 characters a–z (any
/// case) or `.`, row-major (anything else is ::GW_STATUS_INVALID_BOARD);
/// any position is accepted, connected or not. `played` holds `played_len`
/// words already spent in the game, the start word included (as
/// gw_duel_played() gives them; trimmed and folded to lower case here);
/// NULL only with `played_len` 0. `lexicon` NULL is the shipped list.
/// `*out_json` receives a new string: free it with gw_string_free().
#[no_mangle]
pub unsafe extern "C" fn gw_duel_legal_moves(
    board: *const c_char,
    played: *const *const c_char,
    played_len: usize,
    lexicon: *const Lexicon,
    out_json: *mut *mut c_char,
) -> Status {
    let (board, played) = (Text::c(board), Texts::c(played, played_len));
    // SAFETY: the same contract.
    unsafe { legal_moves(board, played, lexicon, out_json) }
}

/// gw_duel_legal_moves() with the board as `board_len` bytes and word `i`
/// of `played` as `played_lens[i]` bytes (text by pointer and length);
/// `played_lens` may be NULL only when `played_len` is 0.
#[no_mangle]
pub unsafe extern "C" fn gw_duel_legal_moves_n(
    board: *const c_char,
    board_len: usize,
    played: *const *const c_char,
    played_lens: *const usize,
    played_len: usize,
    lexicon: *const Lexicon,
    out_json: *mut *mut c_char,
) -> Status {
    let board = Text::n(board, board_len);
    let played = Texts::n(played, played_lens, played_len);
    // SAFETY: the same contract.
    unsafe { legal_moves(board, played, lexicon, out_json) }
}

/// # Safety
/// As gw_duel_legal_moves().
unsafe fn legal_moves(
    board: Text,
    played: Texts,
    lexicon: *const Lexicon,
    out_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out_json, "out_json") }?;
        // SAFETY: by the caller's contract.
        let (board, played) = unsafe { position(board, played) }?;
        // SAFETY: by the caller's contract.
        let lex = &unsafe { lexicon_or_embedded(lexicon) }?;
        let moves = duel::legal_moves(&board, &played, lex);
        out.set(string_out(to_json(&moves))?);
        Ok(())
    })
}

/// The `k` best moves of a position (arguments as gw_duel_legal_moves()),
/// as a JSON array of `{"cell","letter","path","word","points","reply"}`:
/// `reply` is the opponent's best answer in points; most `points - reply`
/// first, then most points, then cell, letter and word. Fewer than `k` when
/// the position has fewer moves. `*out_json` receives a new string: free it
/// with gw_string_free().
#[no_mangle]
pub unsafe extern "C" fn gw_duel_best_moves(
    board: *const c_char,
    played: *const *const c_char,
    played_len: usize,
    k: usize,
    lexicon: *const Lexicon,
    out_json: *mut *mut c_char,
) -> Status {
    let (board, played) = (Text::c(board), Texts::c(played, played_len));
    // SAFETY: the same contract.
    unsafe { best_moves(board, played, k, lexicon, out_json) }
}

/// gw_duel_best_moves() with the texts as gw_duel_legal_moves_n() takes
/// them (text by pointer and length).
#[no_mangle]
pub unsafe extern "C" fn gw_duel_best_moves_n(
    board: *const c_char,
    board_len: usize,
    played: *const *const c_char,
    played_lens: *const usize,
    played_len: usize,
    k: usize,
    lexicon: *const Lexicon,
    out_json: *mut *mut c_char,
) -> Status {
    let board = Text::n(board, board_len);
    let played = Texts::n(played, played_lens, played_len);
    // SAFETY: the same contract.
    unsafe { best_moves(board, played, k, lexicon, out_json) }
}

/// # Safety
/// As gw_duel_best_moves().
unsafe fn best_moves(
    board: Text,
    played: Texts,
    k: usize,
    lexicon: *const Lexicon,
    out_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out_json, "out_json") }?;
        // SAFETY: by the caller's contract.
        let (board, played) = unsafe { position(board, played) }?;
        // SAFETY: by the caller's contract.
        let lex = &unsafe { lexicon_or_embedded(lexicon) }?;
        let best = duel::best_moves(&board, &played, k, lex);
        out.set(string_out(to_json(&best))?);
        Ok(())
    })
}

fn to_json<T: serde::Serialize>(v: &T) -> String {
    serde_json::to_string(v).unwrap_or_else(|_| "[]".into())
}

// ---------------------------------------------------------------------------
// Typed fast calls on a game handle (the shared machinery is in `game`).

/// `seat` writes `letter` (a code point, any case) into `cell` (0–24) and
/// plays `word` through it at `now_ms`; the engine traces the word's
/// lexicographically smallest path through the new cell (as gw_game_act()
/// with `{"action":"play","seat":s,"cell":c,"letter":"x","word":"..."}`,
/// and the log is the same byte for byte). Refusals leave the game
/// unchanged: ::GW_STATUS_NOT_YOUR_TURN, ::GW_STATUS_CELL_OUT_OF_RANGE,
/// ::GW_STATUS_CELL_FILLED, ::GW_STATUS_CELL_NOT_ADJACENT,
/// ::GW_STATUS_NOT_A_LETTER, ::GW_STATUS_WORD_NOT_IN_LIST,
/// ::GW_STATUS_WORD_ALREADY_PLAYED, ::GW_STATUS_WORD_NOT_ON_BOARD,
/// ::GW_STATUS_TIME_UP (the mover's clock ran out), ::GW_STATUS_GAME_OVER,
/// ::GW_STATUS_BOT_SEAT, ::GW_STATUS_UNKNOWN_SEAT,
/// ::GW_STATUS_TIME_WENT_BACKWARDS, and ::GW_STATUS_BOT_THINKING at a
/// `now_ms` past the bot's due move while its search runs on another
/// thread (nothing changed: call again after the worker's
/// gw_game_advance(); gw_game_act() gives the whole rule, the same for
/// every action here). The events (a bot's move that fell due first, the
/// `move`, a lapsed draw offer, the end) go to `*out_events_json` as a
/// JSON array unless it is NULL. A handle of another game is
/// ::GW_STATUS_WRONG_GAME.
#[no_mangle]
pub unsafe extern "C" fn gw_duel_play_word(
    game: *mut Game,
    seat: u32,
    cell: u32,
    letter: u32,
    word: *const c_char,
    now_ms: u64,
    out_events_json: *mut *mut c_char,
) -> Status {
    let word = Text::c(word);
    // SAFETY: the same contract.
    unsafe { play_word(game, seat, cell, letter, word, now_ms, out_events_json) }
}

/// gw_duel_play_word() with the word as `word_len` bytes (text by pointer
/// and length).
#[no_mangle]
#[allow(clippy::too_many_arguments)]
pub unsafe extern "C" fn gw_duel_play_word_n(
    game: *mut Game,
    seat: u32,
    cell: u32,
    letter: u32,
    word: *const c_char,
    word_len: usize,
    now_ms: u64,
    out_events_json: *mut *mut c_char,
) -> Status {
    let word = Text::n(word, word_len);
    // SAFETY: the same contract.
    unsafe { play_word(game, seat, cell, letter, word, now_ms, out_events_json) }
}

/// # Safety
/// As gw_duel_play_word().
unsafe fn play_word(
    game: *mut Game,
    seat: u32,
    cell: u32,
    letter: u32,
    word: Text,
    now_ms: u64,
    out_events_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        let letter = letter_arg(letter)?;
        // SAFETY: by the caller's contract.
        let word = unsafe { word.read("word") }?;
        // SAFETY: by the caller's contract.
        unsafe {
            typed_act::<Duel>(game, out_events_json, |g| {
                g.play(seat_index(seat), cell_index(cell), letter, word, now_ms)
            })
        }
    })
}

/// As gw_duel_play_word() with the word given by its path: `path_len`
/// cells (0–24) in order, through `cell` (NULL only with `path_len` 0).
/// Besides the refusals of gw_duel_play_word() (but for
/// ::GW_STATUS_WORD_NOT_ON_BOARD): ::GW_STATUS_PATH_NOT_CONNECTED,
/// ::GW_STATUS_PATH_REPEATS_CELL, ::GW_STATUS_PATH_MISSES_NEW_CELL,
/// ::GW_STATUS_PATH_CROSSES_EMPTY, and ::GW_STATUS_CELL_OUT_OF_RANGE for a
/// path cell off the board.
#[no_mangle]
pub unsafe extern "C" fn gw_duel_play_path(
    game: *mut Game,
    seat: u32,
    cell: u32,
    letter: u32,
    path: *const u32,
    path_len: usize,
    now_ms: u64,
    out_events_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        let letter = letter_arg(letter)?;
        // SAFETY: by the caller's contract.
        let path: Vec<usize> = unsafe { slice_arg(path, path_len, "path") }?
            .iter()
            .map(|&c| cell_index(c))
            .collect();
        // SAFETY: by the caller's contract.
        unsafe {
            typed_act::<Duel>(game, out_events_json, |g| {
                g.play_path(seat_index(seat), cell_index(cell), letter, &path, now_ms)
            })
        }
    })
}

/// `seat` offers the other seat a draw at `now_ms`, on either seat's turn
/// (::GW_STATUS_DRAW_ALREADY_OFFERED while an offer is open). The offer
/// lapses when the seat it was made to moves. Events as for
/// gw_duel_play_word().
#[no_mangle]
pub unsafe extern "C" fn gw_duel_offer_draw(
    game: *mut Game,
    seat: u32,
    now_ms: u64,
    out_events_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        unsafe {
            typed_act::<Duel>(game, out_events_json, |g| {
                g.offer_draw(seat_index(seat), now_ms)
            })
        }
    })
}

/// `seat` accepts the other seat's open offer at `now_ms`: the game ends
/// drawn and a staked game refunds both stakes (`"refund"` in the result's
/// settlement). ::GW_STATUS_NO_DRAW_OFFER when the other seat has no offer
/// open. Events as for gw_duel_play_word().
#[no_mangle]
pub unsafe extern "C" fn gw_duel_accept_draw(
    game: *mut Game,
    seat: u32,
    now_ms: u64,
    out_events_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        unsafe {
            typed_act::<Duel>(game, out_events_json, |g| {
                g.accept_draw(seat_index(seat), now_ms)
            })
        }
    })
}

/// `seat` declines the other seat's open offer at `now_ms`
/// (::GW_STATUS_NO_DRAW_OFFER when there is none). Events as for
/// gw_duel_play_word().
#[no_mangle]
pub unsafe extern "C" fn gw_duel_decline_draw(
    game: *mut Game,
    seat: u32,
    now_ms: u64,
    out_events_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        unsafe {
            typed_act::<Duel>(game, out_events_json, |g| {
                g.decline_draw(seat_index(seat), now_ms)
            })
        }
    })
}

/// `seat` resigns at `now_ms`, on either seat's turn, and loses. Events as
/// for gw_duel_play_word().
#[no_mangle]
pub unsafe extern "C" fn gw_duel_resign(
    game: *mut Game,
    seat: u32,
    now_ms: u64,
    out_events_json: *mut *mut c_char,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        unsafe {
            typed_act::<Duel>(game, out_events_json, |g| {
                g.resign(seat_index(seat), now_ms)
            })
        }
    })
}

/// The board now: 25 characters row-major, a–z or `.` for an empty cell
/// (what gw_duel_legal_moves() takes). `*out` receives a new string: free
/// it with gw_string_free(). A handle of another game is
/// ::GW_STATUS_WRONG_GAME.
#[no_mangle]
pub unsafe extern "C" fn gw_duel_board(game: *const Game, out: *mut *mut c_char) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out, "out") }?;
        // SAFETY: by the caller's contract.
        let board = unsafe { typed_read::<Duel, _>(game, |g| g.board().to_text()) }?;
        out.set(string_out(board)?);
        Ok(())
    })
}

/// Every spent word, the start word first, as a JSON array of strings
/// (`["sheep","ha"]`; what gw_duel_legal_moves() takes as `played`).
/// `*out_json` receives a new string: free it with gw_string_free().
#[no_mangle]
pub unsafe extern "C" fn gw_duel_played(game: *const Game, out_json: *mut *mut c_char) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out_json, "out_json") }?;
        // SAFETY: by the caller's contract.
        let json = unsafe { typed_read::<Duel, _>(game, |g| to_json(&g.played())) }?;
        out.set(string_out(json)?);
        Ok(())
    })
}

/// The seat to move: `*out_has` true and `*out_seat` the seat; or
/// `*out_has` false and `*out_seat` 0 once the game is over.
#[no_mangle]
pub unsafe extern "C" fn gw_duel_to_move(
    game: *const Game,
    out_seat: *mut u32,
    out_has: *mut bool,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out_seat = unsafe { out_arg(out_seat, "out_seat") }?;
        // SAFETY: by the caller's contract.
        let out_has = unsafe { out_arg(out_has, "out_has") }?;
        // SAFETY: by the caller's contract.
        let seat = unsafe { typed_read::<Duel, _>(game, |g| g.to_move()) }?;
        out_seat.set(seat.map_or(0, |s| s as u32));
        out_has.set(seat.is_some());
        Ok(())
    })
}

/// The seat whose draw offer is open: `*out_has` true and `*out_seat` the
/// offering seat; or `*out_has` false and `*out_seat` 0.
#[no_mangle]
pub unsafe extern "C" fn gw_duel_draw_offer(
    game: *const Game,
    out_seat: *mut u32,
    out_has: *mut bool,
) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out_seat = unsafe { out_arg(out_seat, "out_seat") }?;
        // SAFETY: by the caller's contract.
        let out_has = unsafe { out_arg(out_has, "out_has") }?;
        // SAFETY: by the caller's contract.
        let seat = unsafe { typed_read::<Duel, _>(game, |g| g.draw_offer()) }?;
        out_seat.set(seat.map_or(0, |s| s as u32));
        out_has.set(seat.is_some());
        Ok(())
    })
}

/// Each seat's points: `(*out)[0]` seat 0's, `(*out)[1]` seat 1's
/// (`uint32_t scores[2]; gw_duel_scores(game, &scores);`).
#[no_mangle]
pub unsafe extern "C" fn gw_duel_scores(game: *const Game, out: *mut [u32; 2]) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out, "out") }?;
        // SAFETY: by the caller's contract.
        out.set(unsafe { typed_read::<Duel, _>(game, |g| g.scores()) }?);
        Ok(())
    })
}

/// Each seat's time left in ms as of the latest time the game has seen
/// (gw_game_clock_ms(); call gw_game_advance() first for the time now):
/// `(*out)[0]` seat 0's, `(*out)[1]` seat 1's. Only the mover's clock runs.
#[no_mangle]
pub unsafe extern "C" fn gw_duel_clocks_ms(game: *const Game, out: *mut [u64; 2]) -> Status {
    ffi_call(|| {
        // SAFETY: by the caller's contract.
        let out = unsafe { out_arg(out, "out") }?;
        // SAFETY: by the caller's contract.
        out.set(unsafe { typed_read::<Duel, _>(game, |g| g.clocks_ms()) }?);
        Ok(())
    })
}

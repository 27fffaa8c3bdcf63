/**
 * @file gridwords.h
 * @brief The C ABI of gridwords, an embeddable engine for grid word games.
 *
 * This header documents the C ABI on its own: the conventions below, every
 * game's config fields with their defaults (gw_game_new()), every game's
 * actions and events (gw_game_act()), and every function. The source
 * tree's ffi/README.md (not installed) adds worked examples, measurements
 * and the field lists of views, results and logs.
 *
 * Conventions:
 *
 * - Every function that can fail returns a ::GwStatus. ::GW_STATUS_OK is 0;
 *   every other value is a stable number that is never reused (the same
 *   numbers as the engine's error codes). Results go through out-params,
 *   which are written only when the call returns ::GW_STATUS_OK.
 * - gw_last_error_message() gives the human text of the last failed call on
 *   the calling thread ("" after a call that succeeded).
 * - Ownership: every pointer or ::GwBytes handed out is owned by the caller
 *   and released with its one matching free function: gw_string_free() for
 *   `char *`, gw_bytes_free() for ::GwBytes, gw_lexicon_free() and
 *   gw_game_free() for handles. All free functions accept NULL.
 *   Pointers passed in are borrowed for the duration of the call only.
 * - Handles are checked, never trusted, and never reused: a handle is a
 *   number from a counter that never repeats (not an address; the library
 *   never reads through it), and the library keeps a registry of live
 *   handles and looks each handle argument up (tens of nanoseconds). A
 *   freed ::GwGame or ::GwLexicon, one of the other kind (a lexicon passed
 *   as a game) or a pointer that never came from the library is
 *   ::GW_STATUS_INVALID_HANDLE, and a freed handle stays so for the life of
 *   the process, whatever new handles are made: a late callback holding a
 *   closed game's handle never drives another game. Freeing a handle
 *   twice, or freeing the wrong kind, does nothing; a game freed while
 *   another thread's call is inside it lives until that call returns.
 * - Strings in and out are NUL-terminated UTF-8; invalid UTF-8 is
 *   ::GW_STATUS_INVALID_UTF8. A NULL where a pointer is required is
 *   ::GW_STATUS_NULL_ARGUMENT (a text is never NULL, even when empty).
 * - Text by pointer and length: every call that takes text has a twin
 *   named with `_n` (gw_game_new_n(), gw_game_act_n(), gw_hunt_submit_n(),
 *   ...) that takes each text as a pointer and a byte length instead, for
 *   hosts whose strings can hold NUL (Java, Kotlin, Swift, C#, JavaScript,
 *   Python). A NUL byte there is text like any other and the engine
 *   judges it as every binding does: in a word ::GW_STATUS_CONTROL_CHARACTER,
 *   in JSON ::GW_STATUS_INVALID_JSON, in a tray or board their own codes.
 *   The plain calls read up to the first NUL, so a host string with a NUL
 *   passed to them is cut there: use the `_n` twins from such hosts. A Rust panic never crosses the boundary: it is
 *   caught and reported as ::GW_STATUS_PANIC.
 * - Thread rule: a handle may be used from any thread (game handles hold
 *   an internal lock, so concurrent calls are safe and serialised). A
 *   ::GwLexicon is shared and read-only: any number of threads and games
 *   may use one at once. Calls on one game are ordered by its lock, not by
 *   their `now_ms`: a call whose `now_ms` is earlier than the game's clock
 *   (gw_game_clock_ms(), the latest `now_ms` a successful call saw) is
 *   ::GW_STATUS_TIME_WENT_BACKWARDS and changes nothing, so threads that
 *   share a game and read one monotonic clock each turn on
 *   gw_game_set_clamp_times(game, true): an earlier time is then taken as
 *   the game's clock, inside the lock. After a reboot (a monotonic clock
 *   starting near 0 again), restore the game and call
 *   gw_game_rebase(game, gw_game_clock_ms(), now, ...): later calls take
 *   the new clock's times (docs/mobile.md). Times are whole ms up to
 *   2^53 - 1 (the largest integer a JavaScript number holds exactly, so
 *   every record reads back the same in every language): a later
 *   `now_ms`, or one the game's rebase offset would carry past it, is
 *   ::GW_STATUS_INVALID_ARGUMENT and changes nothing.
 * - Bots' searches never hold a game's lock. A Wordgrid bot's move is a
 *   search (the hard bot about 6 ms typical on a desktop core, up to about
 *   half a second); it depends on the position only, so it can run as
 *   soon as the bot's turn begins, and its move is made when it falls
 *   due. Each turn's search runs once, on one thread, with the game's
 *   lock released.
 *   Getters (views, clock, next due, log, snapshot, result, config, the
 *   typed getters) never search and never wait for one. Calls that may
 *   search and wait: gw_game_think() (runs the standing turn's search
 *   now), gw_game_advance(), gw_game_rebase() and gw_game_play_out() (run
 *   a due search nobody began, or wait for the one running elsewhere).
 *   Actions (gw_game_act() and every typed action) never wait: past a due
 *   bot move they are refused at once with the rules' own code if the
 *   rules refuse them whatever the bot plays, made at once if the move's
 *   search is done, ::GW_STATUS_BOT_THINKING at once (nothing changed) if
 *   it is running on another thread, and otherwise run the search
 *   themselves, lock released (gw_game_act() has the whole rule). Retrying
 *   an action refused with ::GW_STATUS_BOT_THINKING is the host's job.
 *   The pattern: a worker thread calls gw_game_think() right after each
 *   human move and gw_game_advance() at gw_game_next_due(); the UI thread
 *   acts and reads, and never waits for a search. Logs hold the bots'
 *   moves, so gw_game_from_log() and gw_replay() never search;
 *   gw_verify() (the full check: every bot's logged move searched for
 *   again; gw_verify_with(..., ::GW_VERIFY_TRUST_BOTS, ...) trusts them)
 *   and the analysis calls (gw_duel_best_moves(), gw_solo_best_swaps(),
 *   gw_hunt_solve()) do, on the calling thread.
 * - One-time work: the first use of the shipped word list checks it
 *   (about 40 ms of CPU) and the first search on a list builds its
 *   solver's trie (about 30 ms). gw_warm_up() does both at once: call it
 *   at launch from a background thread.
 * - Games: three, Word Grid (`{"game":"hunt",...}`: 2-4 players hunt words
 *   in one 4x4 tray), Wordgrid (`{"game":"duel",...}`: two players grow
 *   words on a 5x5 grid, on chess clocks, for stakes) and Sóló
 *   (`{"game":"solo",...}`: one player swaps letters on a 10x10 field).
 *   One opaque ::GwGame handle for every game, made from a JSON config that
 *   names the game (gw_game_new() lists every game's config fields and
 *   their defaults) and driven with JSON actions (gw_game_act() lists every
 *   game's actions and events) or a game's typed fast calls (gw_hunt_*,
 *   gw_duel_*, gw_solo_*: gw_hunt_submit(), gw_duel_play_word(),
 *   gw_solo_swap() ...), which answer ::GW_STATUS_WRONG_GAME for a handle
 *   of another game.
 * - Viewers: `int64_t viewer` is a seat number 0, 1, ... or -1 for
 *   spectators. Events from gw_game_act(), gw_game_advance() and the typed
 *   calls are every seat's (the host's feed): pass them through
 *   gw_game_events_for() before forwarding them to a seat.
 * - Secrets: a game's log, config and snapshot hold the seed and every
 *   seat's words. Keep them on the server until the game is over.
 * - Structured data (configs, events, views, results, logs, solver output)
 *   crosses as UTF-8 JSON in the engine's own shapes. Logs and solver
 *   output carry a "version" field; any change to a shape handed out bumps
 *   GW_ABI_VERSION. Hot calls (contains, score, submit, play, swap) are
 *   plain typed calls.
 * - Records pin their word list: a log (its "lexicon_sha256", log version
 *   4) and a snapshot (format 3 on) carry the fingerprint of the list the
 *   game was played with (gw_lexicon_fingerprint()). gw_replay(),
 *   gw_game_from_log(), gw_game_restore() and gw_verify() with a list
 *   whose fingerprint differs are ::GW_STATUS_LEXICON_MISMATCH (the message
 *   names both fingerprints): pass the list the game was played with (NULL:
 *   the shipped one). An older log or snapshot that says "embedded" is
 *   pinned to the list shipped when it was written; an older custom-list
 *   one pins nothing.
 * - Sealed records: labels are not proof, so a host may seal the logs,
 *   results and snapshots it writes with its own key (HMAC-SHA-256; the
 *   key is passed in, 16 to 1024 bytes, and never kept): gw_seal_json(),
 *   gw_seal_snapshot(). gw_open_json(), gw_open_snapshot() and
 *   gw_verify_sealed() give the record back only if its seal holds:
 *   a record changed in any byte, relabelled in version or word list, or
 *   sealed with another key is ::GW_STATUS_SEAL_BROKEN. A sealed record
 *   given where a plain one is taken (gw_replay(), gw_game_restore(),
 *   gw_verify()) is ::GW_STATUS_NOT_SEALED: open it first.
 * - Check at start-up that header and library match:
 *   `gw_abi_version() == GW_ABI_VERSION`.
 */

#ifndef GRIDWORDS_H
#define GRIDWORDS_H

/* Generated by cbindgen from ffi/src; do not edit. Regenerate with `make header`. */

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/**
 * The version of the C ABI described by this header. Bumped on every change
 * that breaks source or binary compatibility (a removed or changed function,
 * a changed struct layout, a changed JSON shape). Compare with
 * gw_abi_version() at start-up. Version 2: one GwGame handle for every game
 * (the gw_hunt_game_* functions are gone), log version 2, checksummed
 * snapshots, "0x" seeds.
 */
#define GW_ABI_VERSION 2

/**
 * gw_verify_with() flag: search again for every bot's move the log holds
 * and count a move the bot would not make as a false claim. This is what
 * gw_verify() and flags 0 do (the flag stays for programs written when it
 * was not the default).
 */
#define GW_VERIFY_RERUN_BOTS 1

/**
 * gw_verify_with() flag: trust the bots' moves the log holds (make them,
 * never search): the fast check, for records a server wrote itself. With
 * ::GW_VERIFY_RERUN_BOTS it is ::GW_STATUS_INVALID_ARGUMENT.
 */
#define GW_VERIFY_TRUST_BOTS 2

/**
 * gw_verify_with() flag, with either of the others: take only logs of the
 * format this build writes (the `"version"` of gw_game_log()); an older
 * one is
 * ::GW_STATUS_VERSION_TOO_OLD instead of being judged under its older
 * format's rules (Python's and Node's `min_version` at the current
 * version).
 */
#define GW_VERIFY_CURRENT_VERSION 4

/**
 * Version of the gw_hunt_solve() JSON shape (`"version"` in it).
 */
#define GW_HUNT_SOLVE_JSON_VERSION 1

/**
 * gw_seal_json() kind: a game's JSON log (gw_game_log()).
 */
#define GW_SEAL_KIND_LOG 1

/**
 * gw_seal_json() kind: a game's JSON result (gw_game_result()).
 */
#define GW_SEAL_KIND_RESULT 2

/**
 * The kind gw_open_json() never gives and gw_seal_json() refuses: a
 * snapshot is sealed as bytes, by gw_seal_snapshot().
 */
#define GW_SEAL_KIND_SNAPSHOT 3

/**
 * The outcome of a call. 0 is success; every other value is the stable
 * number of an engine error code and is never reused or renumbered. The
 * human text of the last failure is gw_last_error_message().
 */
enum GwStatus
#if defined(__cplusplus) || __STDC_VERSION__ >= 202311L
  : uint32_t
#endif // defined(__cplusplus) || __STDC_VERSION__ >= 202311L
 {
  /**
   * The call succeeded; out-params have been written.
   */
  GW_STATUS_OK = 0,
  /**
   * A pointer argument was NULL (C ABI only).
   */
  GW_STATUS_NULL_ARGUMENT = 1,
  /**
   * A string argument was not valid UTF-8 (C ABI only).
   */
  GW_STATUS_INVALID_UTF8 = 2,
  /**
   * A Rust panic was caught at the boundary; a bug, please report it.
   */
  GW_STATUS_PANIC = 3,
  /**
   * A buffer or value passed in is out of the accepted range.
   */
  GW_STATUS_INVALID_ARGUMENT = 4,
  /**
   * JSON input (config, log, result) could not be parsed or has the wrong shape.
   */
  GW_STATUS_INVALID_JSON = 5,
  /**
   * A handle, snapshot or log of one game was given where another game's
   * was expected (e.g. a Word Grid call on a Sóló game).
   */
  GW_STATUS_WRONG_GAME = 6,
  /**
   * A handle argument is not a live handle of the kind the call takes:
   * freed already, of another kind (a lexicon for a game), or not from
   * this library (C ABI only).
   */
  GW_STATUS_INVALID_HANDLE = 7,
  /**
   * A lexicon blob is truncated, corrupt or holds words outside a–z.
   */
  GW_STATUS_LEXICON_CORRUPT = 10,
  /**
   * A word given to `Lexicon::from_words` is not 1–32 letters a–z.
   */
  GW_STATUS_INVALID_LEXICON_WORD = 11,
  /**
   * A tray string is not 16 letters a–z.
   */
  GW_STATUS_INVALID_TRAY = 20,
  /**
   * A points table is not six numbers, or scores a word over 10^8.
   */
  GW_STATUS_INVALID_POINTS = 21,
  /**
   * A game configuration breaks the rules (seat count, kinds, timings).
   */
  GW_STATUS_INVALID_CONFIG = 22,
  /**
   * A board string is not 25 characters a–z or '.', or a start word is
   * not five letters.
   */
  GW_STATUS_INVALID_BOARD = 25,
  /**
   * A config names a game this build does not know.
   */
  GW_STATUS_UNKNOWN_GAME = 23,
  /**
   * An action names something the game's players cannot do.
   */
  GW_STATUS_UNKNOWN_ACTION = 24,
  /**
   * No seat with that number.
   */
  GW_STATUS_UNKNOWN_SEAT = 30,
  /**
   * `now_ms` is earlier than a time the game has already seen.
   */
  GW_STATUS_TIME_WENT_BACKWARDS = 31,
  /**
   * The game has ended; nothing more can be done in it.
   */
  GW_STATUS_GAME_OVER = 32,
  /**
   * The seat has resigned, forfeited or been disqualified.
   */
  GW_STATUS_SEAT_OUT = 33,
  /**
   * The seat belongs to the bot, which the engine plays itself.
   */
  GW_STATUS_BOT_SEAT = 34,
  /**
   * The seat has already pressed Ready.
   */
  GW_STATUS_ALREADY_READY = 35,
  /**
   * Words are not accepted yet: the tray has not opened.
   */
  GW_STATUS_ROUND_NOT_OPEN = 36,
  /**
   * Words are no longer accepted: the round's time is up.
   */
  GW_STATUS_ROUND_OVER = 37,
  /**
   * It is another seat's move (turn-based games).
   */
  GW_STATUS_NOT_YOUR_TURN = 38,
  /**
   * A bot's move fell due before this call's time and its search is
   * still running (on another thread, or not begun on a host that
   * never searches inside a call): the call changed nothing. Call again
   * once the search is done; an advance waits for it instead.
   */
  GW_STATUS_BOT_THINKING = 39,
  /**
   * A submitted word is empty after trimming.
   */
  GW_STATUS_EMPTY_WORD = 40,
  /**
   * A submitted word is over 64 bytes (after trimming and folding).
   */
  GW_STATUS_WORD_TOO_LONG = 41,
  /**
   * A submitted word contains a control character.
   */
  GW_STATUS_CONTROL_CHARACTER = 42,
  /**
   * A seat reached the most the game keeps for it (e.g. 500 misses in
   * Word Grid); nothing was recorded.
   */
  GW_STATUS_LIMIT_REACHED = 43,
  /**
   * Wordgrid: the cell is not on the board (cells are 0–24).
   */
  GW_STATUS_CELL_OUT_OF_RANGE = 60,
  /**
   * Wordgrid: the cell already holds a letter.
   */
  GW_STATUS_CELL_FILLED = 61,
  /**
   * Wordgrid: the cell shares no side with a filled cell.
   */
  GW_STATUS_CELL_NOT_ADJACENT = 62,
  /**
   * Wordgrid: the letter is not a–z.
   */
  GW_STATUS_NOT_A_LETTER = 63,
  /**
   * Wordgrid: two cells in a row of the path do not share a side.
   */
  GW_STATUS_PATH_NOT_CONNECTED = 64,
  /**
   * Wordgrid: the path visits a cell twice.
   */
  GW_STATUS_PATH_REPEATS_CELL = 65,
  /**
   * Wordgrid: the path does not pass through the new letter's cell.
   */
  GW_STATUS_PATH_MISSES_NEW_CELL = 66,
  /**
   * Wordgrid: the path crosses an empty cell.
   */
  GW_STATUS_PATH_CROSSES_EMPTY = 67,
  /**
   * Wordgrid: the word is not in the word list (or is shorter than two
   * letters).
   */
  GW_STATUS_WORD_NOT_IN_LIST = 68,
  /**
   * Wordgrid: the word has been played in this game already.
   */
  GW_STATUS_WORD_ALREADY_PLAYED = 69,
  /**
   * Wordgrid: the mover's clock ran out before the move arrived.
   */
  GW_STATUS_TIME_UP = 70,
  /**
   * Wordgrid: a draw offer is already open.
   */
  GW_STATUS_DRAW_ALREADY_OFFERED = 71,
  /**
   * Wordgrid: there is no draw offer to accept or decline.
   */
  GW_STATUS_NO_DRAW_OFFER = 72,
  /**
   * Wordgrid: the word (convenience form) cannot be traced through the
   * new cell.
   */
  GW_STATUS_WORD_NOT_ON_BOARD = 73,
  /**
   * Sóló: a swap names the same cell twice.
   */
  GW_STATUS_SAME_CELL = 80,
  /**
   * Sóló: a swapped cell is Frozen or Fixed.
   */
  GW_STATUS_CELL_NOT_FREE = 81,
  /**
   * Sóló: a game can be cancelled only before its first move.
   */
  GW_STATUS_CANCEL_TOO_LATE = 82,
  /**
   * A snapshot is corrupt, truncated or from an unknown version.
   */
  GW_STATUS_INVALID_SNAPSHOT = 50,
  /**
   * A log cannot be replayed (bad shape, unknown version, or an action the
   * rules refuse).
   */
  GW_STATUS_INVALID_LOG = 51,
  /**
   * A log or snapshot was played with another word list than the one
   * given (their fingerprints differ; the message names both): replay,
   * restore or verify it with the list it was played with.
   */
  GW_STATUS_LEXICON_MISMATCH = 52,
  /**
   * A sealed record's seal does not hold (`seal`): a byte of it changed
   * (its version or word list relabelled, say), it was sealed with
   * another key, it is a seal of another kind of record, or the seal
   * itself is malformed.
   */
  GW_STATUS_SEAL_BROKEN = 53,
  /**
   * A plain record where a sealed one is required (opening it, a verify
   * with a key), or a sealed one given to a call that takes a plain
   * record (replay, restore, verify without a key, sealing it again):
   * open it with its key first.
   */
  GW_STATUS_NOT_SEALED = 54,
  /**
   * A key for sealing is not 16 to 1024 bytes, or a key id is not 1 to
   * 64 printable ASCII characters without spaces.
   */
  GW_STATUS_INVALID_KEY = 55,
  /**
   * A record of a format older than the check asked for (`min_version`:
   * a strict verify refuses a log judged under an older version's
   * rules).
   */
  GW_STATUS_VERSION_TOO_OLD = 56,
};
#ifndef __cplusplus
#if __STDC_VERSION__ >= 202311L
typedef enum GwStatus GwStatus;
#else
typedef uint32_t GwStatus;
#endif // __STDC_VERSION__ >= 202311L
#endif // __cplusplus

/**
 * A game of any kind (opaque). Use from any thread; the handle holds a
 * lock, so concurrent calls on one game are serialised, never undefined,
 * and no call searches or waits for a bot's search while holding it.
 * Release with gw_game_free().
 */
typedef struct GwGame GwGame;

/**
 * A read-only word list (opaque). Shared: any number of threads and games
 * may use one handle at once. Release with gw_lexicon_free(); games that
 * use it keep their own reference, so it may be freed before them.
 */
typedef struct GwLexicon GwLexicon;

/**
 * A byte buffer handed out by the library (e.g. a snapshot). The caller
 * owns it and releases it with gw_bytes_free(). `ptr` is NULL only in a
 * freed or never-written value. Read `ptr` and `len`; do not change them.
 */
typedef struct GwBytes {
  /**
   * The first byte.
   */
  uint8_t *ptr;
  /**
   * The number of bytes.
   */
  size_t len;
} GwBytes;

/**
 * A batch call's progress callback: `done` of `total` items are done.
 * Return true to go on, false to stop the batch (no item starts after
 * it). It runs after every item on one of the library's worker threads,
 * never on two at once: keep it short (store the counts, read a cancel
 * flag).
 */
typedef bool (*GwProgressFn)(void *user, size_t done, size_t total);

#ifdef __cplusplus
extern "C" {
#endif // __cplusplus

/**
 * The ABI version the library was built with; equal to GW_ABI_VERSION when
 * the header and library match.
 */
uint32_t gw_abi_version(void);

/**
 * The library's version string (the Rust crate version, e.g. "0.1.0"),
 * static, never freed.
 */
const char *gw_version(void);

/**
 * The name of a status without its `GW_STATUS_` prefix (e.g.
 * "NOT_YOUR_TURN", "OK"), or "UNKNOWN" for a number that is not a status.
 * Static, never freed. Takes the plain number so any value is safe to pass.
 */
const char *gw_status_name(uint32_t status);

/**
 * The message of the last call on this thread that returned a status other
 * than ::GW_STATUS_OK, e.g. "NOT_YOUR_TURN: ..."; "" if the last call
 * succeeded. Never NULL. Owned by the library: valid until the next call
 * that returns a ::GwStatus on the same thread; do not free it.
 */
const char *gw_last_error_message(void);

/**
 * Every legal move of a position for the player to move, as a JSON array
 * `[{"cell","letter","path","word"},...]`: each (cell, letter, word) once
 * with its lexicographically smallest path, sorted by cell, then letter,
 * then word; `[]` when there is none. `board` is 25 characters a–z (any
 * case) or `.`, row-major (anything else is ::GW_STATUS_INVALID_BOARD);
 * any position is accepted, connected or not. `played` holds `played_len`
 * words already spent in the game, the start word included (as
 * gw_duel_played() gives them; trimmed and folded to lower case here);
 * NULL only with `played_len` 0. `lexicon` NULL is the shipped list.
 * `*out_json` receives a new string: free it with gw_string_free().
 */
GwStatus gw_duel_legal_moves(const char *board,
                             const char *const *played,
                             size_t played_len,
                             const struct GwLexicon *lexicon,
                             char **out_json);

/**
 * gw_duel_legal_moves() with the board as `board_len` bytes and word `i`
 * of `played` as `played_lens[i]` bytes (text by pointer and length);
 * `played_lens` may be NULL only when `played_len` is 0.
 */
GwStatus gw_duel_legal_moves_n(const char *board,
                               size_t board_len,
                               const char *const *played,
                               const size_t *played_lens,
                               size_t played_len,
                               const struct GwLexicon *lexicon,
                               char **out_json);

/**
 * The `k` best moves of a position (arguments as gw_duel_legal_moves()),
 * as a JSON array of `{"cell","letter","path","word","points","reply"}`:
 * `reply` is the opponent's best answer in points; most `points - reply`
 * first, then most points, then cell, letter and word. Fewer than `k` when
 * the position has fewer moves. `*out_json` receives a new string: free it
 * with gw_string_free().
 */
GwStatus gw_duel_best_moves(const char *board,
                            const char *const *played,
                            size_t played_len,
                            size_t k,
                            const struct GwLexicon *lexicon,
                            char **out_json);

/**
 * gw_duel_best_moves() with the texts as gw_duel_legal_moves_n() takes
 * them (text by pointer and length).
 */
GwStatus gw_duel_best_moves_n(const char *board,
                              size_t board_len,
                              const char *const *played,
                              const size_t *played_lens,
                              size_t played_len,
                              size_t k,
                              const struct GwLexicon *lexicon,
                              char **out_json);

/**
 * `seat` writes `letter` (a code point, any case) into `cell` (0–24) and
 * plays `word` through it at `now_ms`; the engine traces the word's
 * lexicographically smallest path through the new cell (as gw_game_act()
 * with `{"action":"play","seat":s,"cell":c,"letter":"x","word":"..."}`,
 * and the log is the same byte for byte). Refusals leave the game
 * unchanged: ::GW_STATUS_NOT_YOUR_TURN, ::GW_STATUS_CELL_OUT_OF_RANGE,
 * ::GW_STATUS_CELL_FILLED, ::GW_STATUS_CELL_NOT_ADJACENT,
 * ::GW_STATUS_NOT_A_LETTER, ::GW_STATUS_WORD_NOT_IN_LIST,
 * ::GW_STATUS_WORD_ALREADY_PLAYED, ::GW_STATUS_WORD_NOT_ON_BOARD,
 * ::GW_STATUS_TIME_UP (the mover's clock ran out), ::GW_STATUS_GAME_OVER,
 * ::GW_STATUS_BOT_SEAT, ::GW_STATUS_UNKNOWN_SEAT,
 * ::GW_STATUS_TIME_WENT_BACKWARDS, and ::GW_STATUS_BOT_THINKING at a
 * `now_ms` past the bot's due move while its search runs on another
 * thread (nothing changed: call again after the worker's
 * gw_game_advance(); gw_game_act() gives the whole rule, the same for
 * every action here). The events (a bot's move that fell due first, the
 * `move`, a lapsed draw offer, the end) go to `*out_events_json` as a
 * JSON array unless it is NULL. A handle of another game is
 * ::GW_STATUS_WRONG_GAME.
 */
GwStatus gw_duel_play_word(struct GwGame *game,
                           uint32_t seat,
                           uint32_t cell,
                           uint32_t letter,
                           const char *word,
                           uint64_t now_ms,
                           char **out_events_json);

/**
 * gw_duel_play_word() with the word as `word_len` bytes (text by pointer
 * and length).
 */
GwStatus gw_duel_play_word_n(struct GwGame *game,
                             uint32_t seat,
                             uint32_t cell,
                             uint32_t letter,
                             const char *word,
                             size_t word_len,
                             uint64_t now_ms,
                             char **out_events_json);

/**
 * As gw_duel_play_word() with the word given by its path: `path_len`
 * cells (0–24) in order, through `cell` (NULL only with `path_len` 0).
 * Besides the refusals of gw_duel_play_word() (but for
 * ::GW_STATUS_WORD_NOT_ON_BOARD): ::GW_STATUS_PATH_NOT_CONNECTED,
 * ::GW_STATUS_PATH_REPEATS_CELL, ::GW_STATUS_PATH_MISSES_NEW_CELL,
 * ::GW_STATUS_PATH_CROSSES_EMPTY, and ::GW_STATUS_CELL_OUT_OF_RANGE for a
 * path cell off the board.
 */
GwStatus gw_duel_play_path(struct GwGame *game,
                           uint32_t seat,
                           uint32_t cell,
                           uint32_t letter,
                           const uint32_t *path,
                           size_t path_len,
                           uint64_t now_ms,
                           char **out_events_json);

/**
 * `seat` offers the other seat a draw at `now_ms`, on either seat's turn
 * (::GW_STATUS_DRAW_ALREADY_OFFERED while an offer is open). The offer
 * lapses when the seat it was made to moves. Events as for
 * gw_duel_play_word().
 */
GwStatus gw_duel_offer_draw(struct GwGame *game,
                            uint32_t seat,
                            uint64_t now_ms,
                            char **out_events_json);

/**
 * `seat` accepts the other seat's open offer at `now_ms`: the game ends
 * drawn and a staked game refunds both stakes (`"refund"` in the result's
 * settlement). ::GW_STATUS_NO_DRAW_OFFER when the other seat has no offer
 * open. Events as for gw_duel_play_word().
 */
GwStatus gw_duel_accept_draw(struct GwGame *game,
                             uint32_t seat,
                             uint64_t now_ms,
                             char **out_events_json);

/**
 * `seat` declines the other seat's open offer at `now_ms`
 * (::GW_STATUS_NO_DRAW_OFFER when there is none). Events as for
 * gw_duel_play_word().
 */
GwStatus gw_duel_decline_draw(struct GwGame *game,
                              uint32_t seat,
                              uint64_t now_ms,
                              char **out_events_json);

/**
 * `seat` resigns at `now_ms`, on either seat's turn, and loses. Events as
 * for gw_duel_play_word().
 */
GwStatus gw_duel_resign(struct GwGame *game,
                        uint32_t seat,
                        uint64_t now_ms,
                        char **out_events_json);

/**
 * The board now: 25 characters row-major, a–z or `.` for an empty cell
 * (what gw_duel_legal_moves() takes). `*out` receives a new string: free
 * it with gw_string_free(). A handle of another game is
 * ::GW_STATUS_WRONG_GAME.
 */
GwStatus gw_duel_board(const struct GwGame *game, char **out);

/**
 * Every spent word, the start word first, as a JSON array of strings
 * (`["sheep","ha"]`; what gw_duel_legal_moves() takes as `played`).
 * `*out_json` receives a new string: free it with gw_string_free().
 */
GwStatus gw_duel_played(const struct GwGame *game, char **out_json);

/**
 * The seat to move: `*out_has` true and `*out_seat` the seat; or
 * `*out_has` false and `*out_seat` 0 once the game is over.
 */
GwStatus gw_duel_to_move(const struct GwGame *game, uint32_t *out_seat, bool *out_has);

/**
 * The seat whose draw offer is open: `*out_has` true and `*out_seat` the
 * offering seat; or `*out_has` false and `*out_seat` 0.
 */
GwStatus gw_duel_draw_offer(const struct GwGame *game, uint32_t *out_seat, bool *out_has);

/**
 * Each seat's points: `(*out)[0]` seat 0's, `(*out)[1]` seat 1's
 * (`uint32_t scores[2]; gw_duel_scores(game, &scores);`).
 */
GwStatus gw_duel_scores(const struct GwGame *game, uint32_t (*out)[2]);

/**
 * Each seat's time left in ms as of the latest time the game has seen
 * (gw_game_clock_ms(); call gw_game_advance() first for the time now):
 * `(*out)[0]` seat 0's, `(*out)[1]` seat 1's. Only the mover's clock runs.
 */
GwStatus gw_duel_clocks_ms(const struct GwGame *game, uint64_t (*out)[2]);

/**
 * A new game from a JSON config, created at `now_ms` (the host's monotonic
 * clock in milliseconds), on `lexicon` (NULL: the shipped lexicon; a game
 * on another list is for analysis and needs the same list to restore or
 * replay). The config is one JSON object: `"game"` names the game, the
 * required fields below follow, and every other field is one of the
 * game's options, each optional: gw_game_options() lists them as the core
 * declares them (name, type, default, range, doc), and each game's rules
 * (`docs/rules/<game>.md`) print the same table. A `"seed"` is an integer
 * 0 to 2^64 - 1 or a string, decimal (`"42"`) or `0x` hex (`"0x2a"`); the
 * engine writes it back as `"0x"` + 16 hex digits. Times are whole
 * milliseconds. gw_game_config() gives a game's config with every default
 * filled in.
 *
 * - Word Grid (`hunt`), e.g. `{"game":"hunt","seats":["human","bot"],"seed":42}`:
 *   `"seats"`, 2 to 4 of `"human"`, or one `"human"` and one `"bot"` (seat
 *   numbers are indexes into this list); `"seed"`, which deals the tray and
 *   drives the bot. Only a game with every option at its default is rated.
 * - Wordgrid (`duel`), e.g. `{"game":"duel","seats":["human","bot:hard"],"seed":42}`:
 *   `"seats"`, exactly two of `"human"`, `"bot:easy"`, `"bot:medium"`,
 *   `"bot:hard"` (seat 0 moves first); `"seed"`, which drives the bots. A
 *   stake is for two people: with any bot seat it is refused
 *   (::GW_STATUS_INVALID_CONFIG), as is a stake with a non-standard start
 *   word or clock.
 * - Sóló (`solo`), e.g. `{"game":"solo","seed":42}`: `"seed"`, which places
 *   the letters. One seat, 0; the clock is five minutes from creation.
 *
 * Malformed JSON, a missing or unknown field or a value of the wrong type
 * is ::GW_STATUS_INVALID_JSON, a game this build does not know
 * ::GW_STATUS_UNKNOWN_GAME, a config the rules refuse (an option out of
 * its range, a stake against a bot) ::GW_STATUS_INVALID_CONFIG. `*out`
 * receives a new handle: free it with gw_game_free().
 */
GwStatus gw_game_new(const char *config_json,
                     const struct GwLexicon *lexicon,
                     uint64_t now_ms,
                     struct GwGame **out);

/**
 * gw_game_new() with the config as `config_len` bytes (text by pointer
 * and length).
 */
GwStatus gw_game_new_n(const char *config_json,
                       size_t config_len,
                       const struct GwLexicon *lexicon,
                       uint64_t now_ms,
                       struct GwGame **out);

/**
 * The options of the game named `game` (e.g. `"hunt"`), as the core
 * declares them, as a JSON array, one object each:
 * `{"name","type","default","analysis","doc"}` with the range for its
 * type (`"whole"`: `"min"`, `"max"`; `"word"`: `"len"`; `"table"`:
 * `"len"`, `"max"`). `"analysis"` says whether a game that changes it is
 * off the standard rules (not rated, not settled). A game this build does
 * not know is ::GW_STATUS_UNKNOWN_GAME. `*out_json` receives a new string:
 * free it with gw_string_free().
 */
GwStatus gw_game_options(const char *game, char **out_json);

/**
 * gw_game_options() with the name as `game_len` bytes (text by pointer and
 * length).
 */
GwStatus gw_game_options_n(const char *game, size_t game_len, char **out_json);

/**
 * A game restored from gw_game_snapshot() bytes (any game: the snapshot
 * names it), on `lexicon` (NULL: the shipped lexicon; pass the list the
 * game was created with). A damaged, truncated or unknown snapshot is
 * ::GW_STATUS_INVALID_SNAPSHOT (snapshots carry a checksum); a list whose
 * fingerprint is not the one the snapshot records (gw_lexicon_fingerprint())
 * is ::GW_STATUS_LEXICON_MISMATCH. `*out` receives a new handle: free it
 * with gw_game_free().
 */
GwStatus gw_game_restore(const uint8_t *data,
                         size_t len,
                         const struct GwLexicon *lexicon,
                         struct GwGame **out);

/**
 * A game restored from a snapshot this host sealed (gw_seal_snapshot()
 * of gw_game_snapshot() bytes) with `key` (`key_len` bytes): the seal is
 * checked first (::GW_STATUS_SEAL_BROKEN for any changed byte or another
 * key, ::GW_STATUS_NOT_SEALED for plain bytes, ::GW_STATUS_INVALID_KEY),
 * and once it holds the snapshot is trusted to be the engine's own, so
 * the replay of its own record that gw_game_restore() runs is skipped: a
 * sealed restore costs the seal's check and the decoding. Every other
 * check and code is gw_game_restore()'s. Seal only snapshots the engine
 * wrote: a seal vouches for whatever its key's holder sealed. `*out`
 * receives a new handle: free it with gw_game_free().
 */
GwStatus gw_game_restore_sealed(const uint8_t *sealed,
                                size_t sealed_len,
                                const uint8_t *key,
                                size_t key_len,
                                const struct GwLexicon *lexicon,
                                struct GwGame **out);

/**
 * A game rebuilt from its JSON log (as gw_game_log() gives; any game: the
 * log names it), to be continued: the log may end before the game does.
 * `lexicon` as for gw_game_restore(). A log that cannot be replayed is
 * ::GW_STATUS_INVALID_LOG; a list whose fingerprint is not the log's
 * `"lexicon_sha256"` is ::GW_STATUS_LEXICON_MISMATCH. `*out` receives a new
 * handle: free it with gw_game_free().
 */
GwStatus gw_game_from_log(const char *log_json,
                          const struct GwLexicon *lexicon,
                          struct GwGame **out);

/**
 * gw_game_from_log() with the log as `log_len` bytes (text by pointer and
 * length).
 */
GwStatus gw_game_from_log_n(const char *log_json,
                            size_t log_len,
                            const struct GwLexicon *lexicon,
                            struct GwGame **out);

/**
 * Releases a game. NULL, a handle freed already and a pointer that is
 * not a live game are ignored (a double free is harmless); a call still
 * running on the game on another thread finishes first.
 */
void gw_game_free(struct GwGame *game);

/**
 * The game's name as configs, logs and snapshots spell it: "hunt" (Word
 * Grid), "duel" (Wordgrid) or "solo" (Sóló). `*out` receives a static
 * string: never free it.
 */
GwStatus gw_game_name(const struct GwGame *game, const char **out);

/**
 * Applies one action, given as JSON, at `now_ms`:
 * `{"action":"<name>","seat":<n>, ...fields}`. Each game's actions, and
 * the events (objects tagged by `"type"`) that its actions and
 * gw_game_advance() hand out:
 *
 * - Word Grid (`hunt`): `{"action":"ready","seat":0}` presses Ready (the
 *   countdown starts once every seat is ready); `{"action":"submit","seat":0,"word":"tone"}`
 *   sends a word as typed (trimmed and folded by the engine);
 *   `{"action":"resign","seat":0}` leaves the game. Events: `ready`,
 *   `countdown`, `round_open` (with the tray), `accepted`, `miss`,
 *   `disqualified`, `resigned`, `forfeited`, `game_over`. A seat's
 *   `accepted` and `miss` events are for that seat alone until the game is
 *   over.
 * - Wordgrid (`duel`): `{"action":"play","seat":0,"cell":6,"letter":"a","word":"ha"}`
 *   writes a letter (any case) into an empty cell (0-24, row-major) and
 *   plays a word through it, given as `"word"` (the engine traces its
 *   smallest path) or as `"path":[11,6]` (cells in order), exactly one of
 *   the two (both or neither is ::GW_STATUS_INVALID_ARGUMENT);
 *   `{"action":"offer_draw","seat":0}`, `{"action":"accept_draw","seat":1}`,
 *   `{"action":"decline_draw","seat":1}` (an open offer lapses when the
 *   seat it was made to moves); `{"action":"resign","seat":0}`, on either
 *   turn. Events: `move`, `draw_offered`, `draw_declined`, `draw_lapsed`,
 *   `resigned`, `game_over`; every event is every seat's.
 * - Sóló (`solo`), one seat, 0: `{"action":"swap","seat":0,"a":86,"b":93}`
 *   swaps the letters of two Free cells (0-99, row-major);
 *   `{"action":"finish","seat":0}` ends the game keeping the score, but
 *   before the first swap it cancels the game (reason `cancelled`: a game
 *   without a move is not counted); `{"action":"cancel","seat":0}` cancels
 *   it, only before the first swap (later: ::GW_STATUS_CANCEL_TOO_LATE).
 *   Events: `swap` (its points, words, newly frozen and fixed cells),
 *   `game_over` (reason `field_full`, `clock`, `finished` or `cancelled`).
 *
 * An action the game does not have is ::GW_STATUS_UNKNOWN_ACTION, a
 * malformed one (a missing, unknown or mistyped field)
 * ::GW_STATUS_INVALID_JSON; every refusal (::GW_STATUS_ROUND_OVER,
 * ::GW_STATUS_UNKNOWN_SEAT, ...) leaves the game unchanged. Every event the
 * call caused (for every seat: the host's feed; filter it per seat with
 * gw_game_events_for() before forwarding) goes to `*out_events_json` as a
 * JSON array, unless `out_events_json` is NULL. Free it with
 * gw_string_free().
 *
 * An action never waits for a bot's search and never searches with the
 * game's lock held. An action at a `now_ms` past a Wordgrid bot's due
 * move needs that move first (it happens before the action): if the
 * rules refuse the action whatever the bot plays (a bot seat acting, a
 * play with both or neither of `"word"` and `"path"`, accepting or
 * declining a draw during the bot's turn) it is refused at once with that
 * code and no search; else if the move's search is done, the move is made
 * and then the action; else if the search is running on another thread
 * (gw_game_think(), gw_game_advance()) the call returns
 * ::GW_STATUS_BOT_THINKING at once and changes nothing: make the call
 * again after the worker's gw_game_advance() has delivered the move (the
 * retry is the host's: the library keeps no queue); else (nobody began
 * it) the search runs on the calling thread, the lock released, and then
 * the action is made. An action before the bot's move is due never needs
 * it. A worker that calls gw_game_think() at each bot turn's start and
 * gw_game_advance() at gw_game_next_due() keeps every action on the UI
 * thread fast: each one is made, refused by the rules, or
 * ::GW_STATUS_BOT_THINKING, at once. The typed actions (gw_hunt_ready(),
 * gw_duel_play_word(), gw_solo_swap() ...) follow the same rule.
 */
GwStatus gw_game_act(struct GwGame *game,
                     const char *action_json,
                     uint64_t now_ms,
                     char **out_events_json);

/**
 * gw_game_act() with the action as `action_len` bytes (text by pointer
 * and length).
 */
GwStatus gw_game_act_n(struct GwGame *game,
                       const char *action_json,
                       size_t action_len,
                       uint64_t now_ms,
                       char **out_events_json);

/**
 * Moves the game's clock to `now_ms`: what fell due (countdowns,
 * deadlines, bot moves, the end) happens. Events as for gw_game_act()
 * (every seat's; NULL `out_events_json` discards them). Call it on a timer,
 * at gw_game_next_due(); it is cheap when nothing is due. A time earlier
 * than one the game has seen is ::GW_STATUS_TIME_WENT_BACKWARDS (unless
 * gw_game_set_clamp_times() is on).
 *
 * This call may search and may wait, never with the game's lock held: a
 * Wordgrid bot's move is a search (the hard bot: about 6 ms typical on a
 * desktop core, up to about half a second). If the bot's move is due and
 * its search has not begun, it runs here with the lock released; if it is
 * running on another thread (gw_game_think()), this call waits for it,
 * lock released. Meanwhile other threads' getters answer at once (they
 * see the game as it was before the move). Call it from a worker thread,
 * never the UI thread: with gw_game_think() begun as soon as the bot's
 * turn did, the search is usually done when the move falls due and this
 * call only makes the move.
 */
GwStatus gw_game_advance(struct GwGame *game, uint64_t now_ms, char **out_events_json);

/**
 * Begins the bot's search for its turn now, on the calling thread with
 * the game's lock released, so that nothing waits when the move falls
 * due: a bot's move depends on the position, not the time, so its search
 * can run as soon as its turn does; the move is still made only when it
 * falls due (gw_game_advance() at gw_game_next_due(), or an action later
 * than that). Returns ::GW_STATUS_OK at once when no bot's turn stands
 * (a human's turn, a game without bots, a game over) or its search has
 * begun already (here or on another thread); otherwise when the search
 * is done (up to about half a second for Wordgrid's hard bot). Changes
 * nothing a getter shows. A worker thread calls it right after each
 * human move (the move's events show the bot's turn beginning), and
 * after making or restoring a game whose bot is to move, then
 * gw_game_advance() at gw_game_next_due(). Never call it on the UI
 * thread. It may search (up to the search's length), never waits for a
 * search running elsewhere, and never holds the lock through one.
 */
GwStatus gw_game_think(struct GwGame *game);

/**
 * Plays the game to its end with no seat acting: the clock jumps from each
 * due time to the next (bots move, deadlines pass), so a bot-only game
 * ends as it would on the clock; a human seat that never acts forfeits or
 * runs out of time. Every event goes to `*out_events_json` as from
 * gw_game_advance() (NULL discards them). Bots' searches run on the
 * calling thread with the game's lock released, as in gw_game_advance().
 */
GwStatus gw_game_play_out(struct GwGame *game, char **out_events_json);

/**
 * Moves the game to a new host clock: `now_old` on the clock the game has
 * been stepped with is `now_new` on the new one, and every later call
 * takes the new clock's times (gw_game_clock_ms() and gw_game_next_due()
 * answer on it). What fell due up to `now_old` happens first; its events
 * go to `*out_events_json` as from gw_game_advance(). After a reboot
 * (the monotonic clock starts near 0 again): restore the game, then
 * `gw_game_rebase(game, clock, now, ...)` with `clock` from
 * gw_game_clock_ms() to go on where it stopped (the time the phone was
 * off does not count), or a later `now_old` to count it. The game's
 * records (events, views, results, logs) stay on its own clock, so its
 * log replays exactly: count a time left against a view's `now_ms`, not
 * against your clock. Snapshots and logs carry the offset, so a game
 * restored or rebuilt from them takes the new clock's times too.
 * `now_old` earlier than the game's clock is
 * ::GW_STATUS_TIME_WENT_BACKWARDS, even with gw_game_set_clamp_times()
 * on; clocks more than 2^63 ms apart ::GW_STATUS_INVALID_ARGUMENT; a
 * refused call changes nothing. May search and wait for a bot's move that
 * fell due by `now_old`, as gw_game_advance() does, lock released.
 */
GwStatus gw_game_rebase(struct GwGame *game,
                        uint64_t now_old,
                        uint64_t now_new,
                        char **out_events_json);

/**
 * The events of `events_json` (an array as gw_game_act(),
 * gw_game_advance() or a typed call of this game gave it) that `viewer`
 * may see: a seat number, or -1 for spectators. Word Grid keeps each
 * seat's accepted words and misses to that seat until the game is over;
 * Wordgrid's and Sóló's events are every seat's.
 * `*out_json` receives a new JSON array: free it with gw_string_free().
 */
GwStatus gw_game_events_for(const struct GwGame *game,
                            const char *events_json,
                            int64_t viewer,
                            char **out_json);

/**
 * gw_game_events_for() with the events as `events_len` bytes (text by
 * pointer and length).
 */
GwStatus gw_game_events_for_n(const struct GwGame *game,
                              const char *events_json,
                              size_t events_len,
                              int64_t viewer,
                              char **out_json);

/**
 * What `viewer` (a seat number, or -1 for spectators) may see now, as a
 * JSON object: only what the rules show that seat (Word Grid: no other
 * seat's words, no seed, no tray before it opens). It answers for any
 * seat it is asked about: the host asks for the seat of the player who is
 * asking, never one a request names. `*out_json` receives a new string:
 * free it with gw_string_free().
 */
GwStatus gw_game_view(const struct GwGame *game, int64_t viewer, char **out_json);

/**
 * The settled result as JSON once the game is over. While it is not,
 * the call succeeds (::GW_STATUS_OK) and sets `*out_json` to NULL. The
 * bytes are those gw_replay() gives for the game's log. Free a non-NULL
 * string with gw_string_free().
 */
GwStatus gw_game_result(const struct GwGame *game, char **out_json);

/**
 * Whether the game is over (then gw_game_result() has the result).
 */
GwStatus gw_game_is_over(const struct GwGame *game, bool *out);

/**
 * When the game next needs the clock: `*out_has` is true and `*out_ms` the
 * time to call gw_game_advance() at; or `*out_has` is false and `*out_ms`
 * 0 when nothing is scheduled (waiting for players, or over). A host
 * secret while a bot seat plays: it tells when the bot will act (and so
 * how long it thinks); never send it to a seat.
 */
GwStatus gw_game_next_due(const struct GwGame *game, uint64_t *out_ms, bool *out_has);

/**
 * The number of seats.
 */
GwStatus gw_game_seat_count(const struct GwGame *game, size_t *out);

/**
 * The latest time the game has seen (calls with an earlier `now_ms` are
 * ::GW_STATUS_TIME_WENT_BACKWARDS, or taken as this time with
 * gw_game_set_clamp_times() on).
 */
GwStatus gw_game_clock_ms(const struct GwGame *game, uint64_t *out);

/**
 * How the game takes a `now_ms` earlier than its clock
 * (gw_game_clock_ms()). `clamp` false (the default for every handle, a
 * restored or rebuilt one too): refused with
 * ::GW_STATUS_TIME_WENT_BACKWARDS, changing nothing. `clamp` true: taken as
 * the game's clock, inside the game's lock (the call is made "at" a
 * moment just after the one it meant, never refused for its time). This
 * is the way for several threads to drive one game, each passing its own
 * read of one monotonic clock: calls are ordered by the lock, not by
 * their `now_ms`, so a thread that read the clock before another thread's
 * call landed arrives with an earlier time; passing
 * `max(now, gw_game_clock_ms())` does not fix that (another call can land
 * between the two reads). gw_game_rebase() stays strict. A host setting,
 * not part of the game: not in logs or snapshots (set it again after
 * gw_game_restore() or gw_game_from_log()).
 */
GwStatus gw_game_set_clamp_times(struct GwGame *game, bool clamp);

/**
 * Whether gw_game_set_clamp_times() is on for the game: `*out` true if an
 * earlier `now_ms` is taken as the game's clock, false if it is refused.
 */
GwStatus gw_game_clamp_times(const struct GwGame *game, bool *out);

/**
 * The game's log as JSON (`{"version":4,"game":"hunt",...}`): config,
 * seed, every accepted action with its seat and time, and the derived
 * outcomes. Replay it with gw_replay(). A secret until the game is over:
 * it holds the seed and every seat's words. `*out_json` receives a new
 * string: free it with gw_string_free().
 */
GwStatus gw_game_log(const struct GwGame *game, char **out_json);

/**
 * The game's config as JSON, `"game"` first (the config gw_game_new()
 * would take to make the same game). A secret until the game is over: it
 * holds the seed. `*out_json` receives a new string: free it with
 * gw_string_free().
 */
GwStatus gw_game_config(const struct GwGame *game, char **out_json);

/**
 * The game's full state as a framed, checksummed binary snapshot (restore
 * it with gw_game_restore(), in this or another process). A secret until
 * the game is over, as the log. `*out` receives a new buffer: free it with
 * gw_bytes_free().
 */
GwStatus gw_game_snapshot(const struct GwGame *game, struct GwBytes *out);

/**
 * Replays a finished game's JSON log (any game; version 1 Word Grid logs
 * too) on `lexicon` (NULL: the shipped lexicon) and hands back the result
 * JSON: byte for byte what the game itself gave, in every binding. A log
 * that cannot be replayed, or that ends before the game does, is
 * ::GW_STATUS_INVALID_LOG; a game this build does not know
 * ::GW_STATUS_UNKNOWN_GAME; a list whose fingerprint is not the log's
 * `"lexicon_sha256"` ::GW_STATUS_LEXICON_MISMATCH (the message names both:
 * replay it with the list it was played with). `*out_result_json`
 * receives a new string: free it with gw_string_free().
 */
GwStatus gw_replay(const char *log_json, const struct GwLexicon *lexicon, char **out_result_json);

/**
 * gw_replay() with the log as `log_len` bytes (text by pointer and
 * length).
 */
GwStatus gw_replay_n(const char *log_json,
                     size_t log_len,
                     const struct GwLexicon *lexicon,
                     char **out_result_json);

/**
 * Whether `result_json` is the true result of `log_json` and the log's
 * derived record (disqualifications, forfeits, the end) is true; results
 * are compared as JSON values. `*out` is false for a false claim; a log
 * that cannot be replayed at all is an error (::GW_STATUS_INVALID_LOG ...),
 * and so is one played with another list (::GW_STATUS_LEXICON_MISMATCH).
 * This is the full check: every bot's move the log holds is searched for
 * again and a move the bot would not make (compared as the rules read it,
 * a letter in any case) is a false claim, so it takes as long as the
 * game's bots took (a hard-vs-hard Wordgrid game: about a second).
 * gw_verify_with() with ::GW_VERIFY_TRUST_BOTS trusts them instead (fast;
 * for a server re-reading records it wrote itself).
 */
GwStatus gw_verify(const char *log_json,
                   const char *result_json,
                   const struct GwLexicon *lexicon,
                   bool *out);

/**
 * gw_verify() with the log and the result as `log_len` and `result_len`
 * bytes (text by pointer and length).
 */
GwStatus gw_verify_n(const char *log_json,
                     size_t log_len,
                     const char *result_json,
                     size_t result_len,
                     const struct GwLexicon *lexicon,
                     bool *out);

/**
 * gw_verify() with `flags`: 0 (or ::GW_VERIFY_RERUN_BOTS) for the full
 * check, ::GW_VERIFY_TRUST_BOTS to trust the bots' logged moves, either
 * with ::GW_VERIFY_CURRENT_VERSION to refuse older log formats. Another
 * bit, or both bot flags, is ::GW_STATUS_INVALID_ARGUMENT.
 */
GwStatus gw_verify_with(const char *log_json,
                        const char *result_json,
                        const struct GwLexicon *lexicon,
                        uint32_t flags,
                        bool *out);

/**
 * gw_verify_with() with the log and the result as `log_len` and
 * `result_len` bytes (text by pointer and length).
 */
GwStatus gw_verify_with_n(const char *log_json,
                          size_t log_len,
                          const char *result_json,
                          size_t result_len,
                          const struct GwLexicon *lexicon,
                          uint32_t flags,
                          bool *out);

/**
 * gw_verify_with() saying what is false: `*out_report` receives NULL when
 * the claim is true, else a new string that says what is false: a bot's
 * logged move that is not its bot's (which seat, at which time, e.g.
 * `action #1: seat 1's move at 8008 is not the one its bot makes`), a false
 * record of how the game went, or a result that is not the log's (`the
 * claimed result is not the log's result`). The status is ::GW_STATUS_OK
 * in both cases; a log that cannot be replayed at all, a result that is
 * not JSON and bad `flags` are errors as in gw_verify_with(), and leave
 * `*out_report` as it was. The text is the core's, the same in every
 * binding (Python's `verify_report`, Node's `verifyReport`, the CLI's
 * `replay --verify`). Free a non-NULL report with gw_string_free().
 */
GwStatus gw_verify_report(const char *log_json,
                          const char *result_json,
                          const struct GwLexicon *lexicon,
                          uint32_t flags,
                          char **out_report);

/**
 * gw_verify_report() with the log and the result as `log_len` and
 * `result_len` bytes (text by pointer and length).
 */
GwStatus gw_verify_report_n(const char *log_json,
                            size_t log_len,
                            const char *result_json,
                            size_t result_len,
                            const struct GwLexicon *lexicon,
                            uint32_t flags,
                            char **out_report);

/**
 * The tray dealt from `seed` (the same tray in every version and binding):
 * 16 lower-case letters, row-major. `*out` receives a new string: free it
 * with gw_string_free().
 */
GwStatus gw_hunt_deal(uint64_t seed, char **out);

/**
 * Every word of `lexicon` that `tray` (16 letters a–z, row-major) holds,
 * with its first path, as JSON:
 * `{"version":1,"tray":"<16 letters>","words":[{"word":"...","path":[cell,...]},...]}`
 * (`"version"` is GW_HUNT_SOLVE_JSON_VERSION), words longest first, then
 * alphabetical; `path` is the word's first path (the smallest cell
 * sequence), cells numbered 0–15 row-major. `lexicon` NULL is the shipped
 * list, as in every analysis call.
 * A bad tray is ::GW_STATUS_INVALID_TRAY. `*out_json` receives a new
 * string: free it with gw_string_free().
 */
GwStatus gw_hunt_solve(const char *tray, const struct GwLexicon *lexicon, char **out_json);

/**
 * gw_hunt_solve() with the tray as `tray_len` bytes (text by pointer and
 * length).
 */
GwStatus gw_hunt_solve_n(const char *tray,
                         size_t tray_len,
                         const struct GwLexicon *lexicon,
                         char **out_json);

/**
 * The total a player would score by finding every word of `lexicon` in
 * `tray` (NULL: the shipped list), with the rules' default points table.
 * Totals are 64-bit: no points table the engine takes can make one
 * overflow (each word scores at most 10^8, so every total stays below
 * 2^53).
 */
GwStatus gw_hunt_score(const char *tray, const struct GwLexicon *lexicon, uint64_t *out);

/**
 * gw_hunt_score() with the tray as `tray_len` bytes (text by pointer and
 * length).
 */
GwStatus gw_hunt_score_n(const char *tray,
                         size_t tray_len,
                         const struct GwLexicon *lexicon,
                         uint64_t *out);

/**
 * As gw_hunt_score() with a points table of `points_len` numbers (it must
 * be 6: points for words of 3, 4, 5, 6, 7 and 8+ letters, each at most
 * 10^8; anything else is ::GW_STATUS_INVALID_POINTS).
 */
GwStatus gw_hunt_score_with_points(const char *tray,
                                   const uint32_t *points,
                                   size_t points_len,
                                   const struct GwLexicon *lexicon,
                                   uint64_t *out);

/**
 * gw_hunt_score_with_points() with the tray as `tray_len` bytes (text by
 * pointer and length).
 */
GwStatus gw_hunt_score_with_points_n(const char *tray,
                                     size_t tray_len,
                                     const uint32_t *points,
                                     size_t points_len,
                                     const struct GwLexicon *lexicon,
                                     uint64_t *out);

/**
 * `seat` presses Ready at `now_ms` (as gw_game_act() with
 * `{"action":"ready","seat":n}`). Every event that followed goes to
 * `*out_events_json` as a JSON array unless it is NULL; on any error the
 * game is unchanged. A handle of another game is ::GW_STATUS_WRONG_GAME.
 */
GwStatus gw_hunt_ready(struct GwGame *game, uint32_t seat, uint64_t now_ms, char **out_events_json);

/**
 * `seat` sends `word` (as typed; the engine trims and folds it) at
 * `now_ms`. A word that does not score is an event (a "miss"), not an
 * error; errors are refusals (::GW_STATUS_ROUND_NOT_OPEN,
 * ::GW_STATUS_ROUND_OVER, ::GW_STATUS_UNKNOWN_SEAT,
 * ::GW_STATUS_TIME_WENT_BACKWARDS, ::GW_STATUS_EMPTY_WORD,
 * ::GW_STATUS_LIMIT_REACHED after 500 misses, ...) that leave the game
 * unchanged. Events go to `*out_events_json` unless it is NULL; they are
 * every seat's (filter with gw_game_events_for() before forwarding). A
 * handle of another game is ::GW_STATUS_WRONG_GAME.
 */
GwStatus gw_hunt_submit(struct GwGame *game,
                        uint32_t seat,
                        const char *word,
                        uint64_t now_ms,
                        char **out_events_json);

/**
 * gw_hunt_submit() with the word as `word_len` bytes (text by pointer and
 * length: a NUL in it is ::GW_STATUS_CONTROL_CHARACTER, as in every
 * binding).
 */
GwStatus gw_hunt_submit_n(struct GwGame *game,
                          uint32_t seat,
                          const char *word,
                          size_t word_len,
                          uint64_t now_ms,
                          char **out_events_json);

/**
 * `seat` resigns at `now_ms`. Events go to `*out_events_json` unless NULL.
 * A handle of another game is ::GW_STATUS_WRONG_GAME.
 */
GwStatus gw_hunt_resign(struct GwGame *game,
                        uint32_t seat,
                        uint64_t now_ms,
                        char **out_events_json);

/**
 * The tray (16 letters, row-major) once it has opened; `*out` is set to
 * NULL before that (the tray is hidden until the round opens). Free a
 * non-NULL string with gw_string_free(). A handle of another game is
 * ::GW_STATUS_WRONG_GAME.
 */
GwStatus gw_hunt_tray(const struct GwGame *game, char **out);

/**
 * The shipped English lexicon. The first use in a process (this call,
 * gw_game_new() ...) validates it (about 20 ms of CPU; gw_warm_up() does
 * it ahead, off the UI thread); later calls are cheap and share one list.
 * `*out` receives a new handle: free it with gw_lexicon_free().
 */
GwStatus gw_lexicon_embedded(struct GwLexicon **out);

/**
 * Does the process's one-time work now, so that no later call pays for it
 * on whichever thread makes it: opens and checks the shipped word list
 * (about 40 ms of CPU, otherwise paid by the first gw_game_new() or
 * gw_lexicon_embedded()) and builds the solver's trie of `lexicon` (NULL:
 * the shipped list; about 30 ms, otherwise paid by the first bot move,
 * Sóló swap or analysis call on that list). Call it once at launch from a
 * background thread, never the UI thread; later calls return at once.
 * Anything but NULL or a live lexicon is ::GW_STATUS_INVALID_HANDLE.
 */
GwStatus gw_warm_up(const struct GwLexicon *lexicon);

/**
 * Opens a lexicon blob (the `fst` format the lexicon builder writes, or
 * the bytes of gw_lexicon_to_bytes()). The bytes are copied. A truncated or
 * corrupt blob is ::GW_STATUS_LEXICON_CORRUPT. `data` may be NULL only when
 * `len` is 0. `*out` receives a new handle: free it with gw_lexicon_free().
 */
GwStatus gw_lexicon_from_bytes(const uint8_t *data, size_t len, struct GwLexicon **out);

/**
 * Builds a lexicon from `count` NUL-terminated words, each 1–32 letters
 * a–z (lower case); order and duplicates do not matter. A word outside
 * that is ::GW_STATUS_INVALID_LEXICON_WORD. `words` may be NULL only when
 * `count` is 0. `*out` receives a new handle: free it with gw_lexicon_free().
 */
GwStatus gw_lexicon_from_words(const char *const *words, size_t count, struct GwLexicon **out);

/**
 * gw_lexicon_from_words() with word `i` as `lens[i]` bytes (text by
 * pointer and length); `lens` may be NULL only when `count` is 0.
 */
GwStatus gw_lexicon_from_words_n(const char *const *words,
                                 const size_t *lens,
                                 size_t count,
                                 struct GwLexicon **out);

/**
 * Whether `word` is in the lexicon. `word` is taken as it is: lower-case
 * a–z (anything else is simply not a word). `*out` receives the answer.
 */
GwStatus gw_lexicon_contains(const struct GwLexicon *lexicon, const char *word, bool *out);

/**
 * gw_lexicon_contains() with the word as `word_len` bytes (text by pointer
 * and length).
 */
GwStatus gw_lexicon_contains_n(const struct GwLexicon *lexicon,
                               const char *word,
                               size_t word_len,
                               bool *out);

/**
 * The number of words in the lexicon.
 */
GwStatus gw_lexicon_size(const struct GwLexicon *lexicon, size_t *out);

/**
 * The lexicon's manifest as a JSON object: for the shipped lexicon the
 * builder's record of its sources and counts, for others
 * {"source", "total_words", "words_by_length", "blob_bytes"}.
 * `*out` receives a new string: free it with gw_string_free().
 */
GwStatus gw_lexicon_manifest_json(const struct GwLexicon *lexicon, char **out);

/**
 * The lexicon's fingerprint: the sha256, as 64 lower-case hex digits, of
 * its words sorted byte-wise, each followed by "\n" (for the shipped list
 * its manifest's `list_sha256`). The same words give the same fingerprint
 * however the list was made (order and duplicates do not matter). Logs
 * (`"lexicon_sha256"`) and snapshots record it, and gw_replay(),
 * gw_game_from_log(), gw_game_restore() and gw_verify() with a list whose
 * fingerprint differs are ::GW_STATUS_LEXICON_MISMATCH. Computed once per
 * list on first use (about 10 ms for a list the size of the shipped one;
 * the shipped list's is read from its manifest). `*out` receives a new
 * string: free it with gw_string_free().
 */
GwStatus gw_lexicon_fingerprint(const struct GwLexicon *lexicon, char **out);

/**
 * The lexicon's blob (reopen it with gw_lexicon_from_bytes()).
 * `*out` receives a new buffer: free it with gw_bytes_free().
 */
GwStatus gw_lexicon_to_bytes(const struct GwLexicon *lexicon, struct GwBytes *out);

/**
 * Releases a lexicon handle. NULL, a handle freed already and a pointer
 * that is not a live lexicon are ignored (a double free is harmless).
 * Games created with it keep working.
 */
void gw_lexicon_free(struct GwLexicon *lexicon);

/**
 * Seals a game's JSON log (`kind` ::GW_SEAL_KIND_LOG) or result
 * (::GW_SEAL_KIND_RESULT), its exact text, with the host's `key`
 * (`key_len` bytes, 16 to 1024) under `key_id` (the host's label for the
 * key, 1 to 64 printable ASCII characters without spaces, written in the
 * seal so that keys can be rotated): HMAC-SHA-256, so the same record, key
 * and key id give the same bytes. `*out_sealed_json` receives
 * `{"sealed":1,"kind":"log","key_id":...,"mac":...,"record":"<the
 * record>"}`: free it with gw_string_free(). A key or key id out of bounds
 * is ::GW_STATUS_INVALID_KEY; a record that is not a JSON object
 * ::GW_STATUS_INVALID_JSON; a sealed one ::GW_STATUS_NOT_SEALED;
 * ::GW_SEAL_KIND_SNAPSHOT or another number ::GW_STATUS_INVALID_ARGUMENT.
 * The library keeps nothing of the key.
 */
GwStatus gw_seal_json(uint32_t kind,
                      const char *record_json,
                      const uint8_t *key,
                      size_t key_len,
                      const char *key_id,
                      char **out_sealed_json);

/**
 * gw_seal_json() with the record and the key id as `record_len` and
 * `key_id_len` bytes (text by pointer and length).
 */
GwStatus gw_seal_json_n(uint32_t kind,
                        const char *record_json,
                        size_t record_len,
                        const uint8_t *key,
                        size_t key_len,
                        const char *key_id,
                        size_t key_id_len,
                        char **out_sealed_json);

/**
 * Opens a sealed log or result (as gw_seal_json() makes it) with `key`:
 * once the seal holds, `*out_record_json` receives the record's exact
 * text (free it with gw_string_free()), `*out_kind` its kind
 * (::GW_SEAL_KIND_LOG or ::GW_SEAL_KIND_RESULT) and `*out_key_id` the key
 * id its seal names (free it with gw_string_free()); `out_kind` and
 * `out_key_id` may be NULL. A seal that does not hold (a byte changed, the
 * record's version or word list relabelled, another key, a malformed seal)
 * is ::GW_STATUS_SEAL_BROKEN; a plain record ::GW_STATUS_NOT_SEALED; a key
 * out of bounds ::GW_STATUS_INVALID_KEY. Nothing is written unless the
 * seal holds.
 */
GwStatus gw_open_json(const char *sealed_json,
                      const uint8_t *key,
                      size_t key_len,
                      uint32_t *out_kind,
                      char **out_key_id,
                      char **out_record_json);

/**
 * gw_open_json() with the sealed record as `sealed_len` bytes (text by
 * pointer and length).
 */
GwStatus gw_open_json_n(const char *sealed_json,
                        size_t sealed_len,
                        const uint8_t *key,
                        size_t key_len,
                        uint32_t *out_kind,
                        char **out_key_id,
                        char **out_record_json);

/**
 * Seals a snapshot's bytes (gw_game_snapshot()) with `key` under `key_id`,
 * as gw_seal_json() seals JSON: `*out_sealed` receives the seal ("GWSEAL",
 * its format, the key id, the MAC) followed by the snapshot's bytes; free
 * it with gw_bytes_free(). gw_game_restore() refuses sealed bytes
 * (::GW_STATUS_NOT_SEALED): open them with gw_open_snapshot() first. Bytes
 * sealed already are ::GW_STATUS_NOT_SEALED; a key or key id out of
 * bounds ::GW_STATUS_INVALID_KEY.
 */
GwStatus gw_seal_snapshot(const uint8_t *snapshot,
                          size_t snapshot_len,
                          const uint8_t *key,
                          size_t key_len,
                          const char *key_id,
                          struct GwBytes *out_sealed);

/**
 * gw_seal_snapshot() with the key id as `key_id_len` bytes (text by
 * pointer and length).
 */
GwStatus gw_seal_snapshot_n(const uint8_t *snapshot,
                            size_t snapshot_len,
                            const uint8_t *key,
                            size_t key_len,
                            const char *key_id,
                            size_t key_id_len,
                            struct GwBytes *out_sealed);

/**
 * Opens a sealed snapshot (gw_seal_snapshot()) with `key`: once the seal
 * holds, `*out_snapshot` receives the snapshot's bytes (restore them with
 * gw_game_restore(); free them with gw_bytes_free()) and `*out_key_id`
 * (may be NULL) the key id its seal names (free it with
 * gw_string_free()). ::GW_STATUS_SEAL_BROKEN, ::GW_STATUS_NOT_SEALED and
 * ::GW_STATUS_INVALID_KEY as gw_open_json().
 */
GwStatus gw_open_snapshot(const uint8_t *sealed,
                          size_t sealed_len,
                          const uint8_t *key,
                          size_t key_len,
                          char **out_key_id,
                          struct GwBytes *out_snapshot);

/**
 * The key id a sealed record names, read without checking its seal (a
 * label to pick the key by, never proof): `sealed` is a sealed snapshot's
 * bytes or a sealed log's or result's JSON text, `sealed_len` bytes.
 * `*out_key_id` receives a new string: free it with gw_string_free(). A
 * plain record is ::GW_STATUS_NOT_SEALED, a malformed seal
 * ::GW_STATUS_SEAL_BROKEN.
 */
GwStatus gw_seal_key_id(const uint8_t *sealed, size_t sealed_len, char **out_key_id);

/**
 * gw_verify_report() of a sealed log, with the host's `key`: the log's
 * seal must hold (::GW_STATUS_SEAL_BROKEN if it does not,
 * ::GW_STATUS_NOT_SEALED for a plain log), and so must the claimed
 * result's if it is sealed too (a plain result is taken as it is); then
 * the records inside are verified as gw_verify_with() verifies them, with
 * the same `flags` and `lexicon`. `*out` is true for a true claim;
 * `*out_report` (may be NULL) receives NULL for a true claim, else what is
 * false (free it with gw_string_free()). A plain log verified with
 * gw_verify() or gw_verify_report() is judged without a seal; a sealed one
 * there is ::GW_STATUS_NOT_SEALED.
 */
GwStatus gw_verify_sealed(const char *sealed_log_json,
                          const char *result_json,
                          const struct GwLexicon *lexicon,
                          const uint8_t *key,
                          size_t key_len,
                          uint32_t flags,
                          bool *out,
                          char **out_report);

/**
 * gw_verify_sealed() with the log and the result as `log_len` and
 * `result_len` bytes (text by pointer and length).
 */
GwStatus gw_verify_sealed_n(const char *sealed_log_json,
                            size_t log_len,
                            const char *result_json,
                            size_t result_len,
                            const struct GwLexicon *lexicon,
                            const uint8_t *key,
                            size_t key_len,
                            uint32_t flags,
                            bool *out,
                            char **out_report);

/**
 * The field seed `seed` deals: 100 lower-case letters, row-major (the
 * field of `{"game":"solo","seed":seed}`). `*out` receives a new string:
 * free it with gw_string_free().
 */
GwStatus gw_solo_deal(uint64_t seed, char **out);

/**
 * The rating of a history of `n` scores, oldest first, as JSON
 * `{"rating":r,"best":b}`: `rating` the mean of the best 8 of the last 10
 * scores (of the best min(8, n) with fewer games), `best` the best score
 * ever; both `null` for an empty history. `scores` is NULL only with `n`
 * 0. `*out_json` receives a new string: free it with gw_string_free().
 */
GwStatus gw_solo_rating(const uint32_t *scores, size_t n, char **out_json);

/**
 * Swaps the letters of Free cells `a` and `b` (0–99) at `now_ms` (as
 * gw_game_act() with `{"action":"swap","seat":0,"a":a,"b":b}`, and the log
 * is the same byte for byte). Refusals leave the game unchanged:
 * ::GW_STATUS_SAME_CELL, ::GW_STATUS_CELL_OUT_OF_RANGE,
 * ::GW_STATUS_CELL_NOT_FREE (a Frozen or Fixed cell),
 * ::GW_STATUS_TIME_UP (the clock has run out; gw_game_advance() gives the
 * `game_over` when it sees the time), ::GW_STATUS_GAME_OVER,
 * ::GW_STATUS_TIME_WENT_BACKWARDS. The events (the `swap`, and the
 * `game_over` when the field filled up) go to `*out_events_json` as a JSON
 * array unless it is NULL. A handle of another game is
 * ::GW_STATUS_WRONG_GAME.
 */
GwStatus gw_solo_swap(struct GwGame *game,
                      uint32_t a,
                      uint32_t b,
                      uint64_t now_ms,
                      char **out_events_json);

/**
 * Ends the game at `now_ms`, keeping the score (reason `finished`);
 * before the first swap it cancels the game (reason `cancelled`).
 * Events as for gw_solo_swap().
 */
GwStatus gw_solo_finish(struct GwGame *game, uint64_t now_ms, char **out_events_json);

/**
 * Cancels the game at `now_ms` (reason `cancelled`): only before the first
 * swap, else ::GW_STATUS_CANCEL_TOO_LATE. Events as for gw_solo_swap().
 */
GwStatus gw_solo_cancel(struct GwGame *game, uint64_t now_ms, char **out_events_json);

/**
 * The letters now: 100 lower-case letters, row-major. `*out` receives a
 * new string: free it with gw_string_free(). A handle of another game is
 * ::GW_STATUS_WRONG_GAME.
 */
GwStatus gw_solo_field(const struct GwGame *game, char **out);

/**
 * Each cell's state now, as a JSON array of 100 strings, each `"free"`,
 * `"across"`, `"down"`, `"both"` (Frozen on that axis) or `"fixed"`.
 * `*out_json` receives a new string: free it with gw_string_free().
 */
GwStatus gw_solo_cells(const struct GwGame *game, char **out_json);

/**
 * The points so far (one per Frozen cell).
 */
GwStatus gw_solo_score(const struct GwGame *game, uint32_t *out);

/**
 * The `k` swaps of Free cells that would score most now, as a JSON array
 * `[{"a","b","points","words"},...]` (`a < b`; `words` as in the `swap`
 * event): most points first, then smaller `a`, then smaller `b`; fewer
 * than `k` when fewer pairs are Free. The game is unchanged. `*out_json`
 * receives a new string: free it with gw_string_free().
 */
GwStatus gw_solo_best_swaps(const struct GwGame *game, size_t k, char **out_json);

/**
 * Releases a ::GwBytes handed out by the library and resets it to
 * {NULL, 0}, so a second call is harmless. NULL, and a ::GwBytes whose ptr
 * is NULL, are accepted and ignored.
 */
void gw_bytes_free(struct GwBytes *bytes);

/**
 * Releases a string handed out by the library. NULL is accepted and
 * ignored.
 */
void gw_string_free(char *s);

/**
 * Judges `count` records at once, each as gw_verify_report() (or, with a
 * `key`, gw_verify_sealed()) judges it alone, with the same `lexicon`
 * and `flags`: `logs[i]` is a log (JSON text, NUL-terminated) and
 * `results[i]` the result claimed for it. `*out_verdicts_json` receives
 * a new string (free it with gw_string_free()): a JSON array of one
 * verdict per record, in input order: `{"verified":true}`,
 * `{"verified":false,"report":"..."}` for a false claim (the sentence
 * gw_verify_report() gives), or `{"verified":false,"code":"INVALID_LOG",
 * "message":"..."}` for a record that could not be judged. One bad record
 * is its own verdict, never the call's error.
 *
 * `key` (`key_len` bytes, NULL with 0 for none): every log is sealed with
 * it. `threads`: the most threads the call uses (0: one per core, 1: the
 * calling thread only); the bots' searches inside a record (the full
 * check runs each again) share them. `progress` (may be NULL) runs after
 * each record with `user`, from a worker thread, one call at a time; if
 * it returns false no record starts after it, the call still returns
 * ::GW_STATUS_OK, and the records not judged are `null` in the array.
 *
 * Errors change nothing and set nothing: ::GW_STATUS_NULL_ARGUMENT (a
 * NULL array with `count` > 0, a NULL string in it, a NULL out pointer),
 * ::GW_STATUS_INVALID_UTF8, ::GW_STATUS_INVALID_ARGUMENT (bad `flags`, a
 * `threads` over 1024), ::GW_STATUS_INVALID_HANDLE.
 *
 * # Safety
 * `logs` and `results` are NULL (with `count` 0) or point to `count`
 * NUL-terminated strings each, live for the call; `key` as for
 * gw_verify_sealed(); `user` may be used from any thread during the call.
 */
GwStatus gw_verify_many(const char *const *logs,
                        const char *const *results,
                        size_t count,
                        const struct GwLexicon *lexicon,
                        uint32_t flags,
                        const uint8_t *key,
                        size_t key_len,
                        uint32_t threads,
                        GwProgressFn progress,
                        void *user,
                        char **out_verdicts_json);

#ifdef __cplusplus
}  // extern "C"
#endif  // __cplusplus

#endif  /* GRIDWORDS_H */

#if !defined(__cplusplus) && defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
_Static_assert(sizeof(GwStatus) == 4, "GwStatus is a 32-bit value");
_Static_assert(sizeof(GwBytes) == 2 * sizeof(void *), "GwBytes is {pointer, size_t}");
_Static_assert(offsetof(GwBytes, ptr) == 0, "GwBytes.ptr comes first");
_Static_assert(offsetof(GwBytes, len) == sizeof(void *), "GwBytes.len follows ptr");
#elif defined(__cplusplus)
static_assert(sizeof(GwStatus) == 4, "GwStatus is a 32-bit value");
static_assert(sizeof(GwBytes) == 2 * sizeof(void *), "GwBytes is {pointer, size_t}");
#endif

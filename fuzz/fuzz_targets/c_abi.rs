//! The C ABI driven from Rust with arbitrary arguments: live handles, NULL
//! pointers, arbitrary strings (with or without a NUL), lengths and numbers.
//! Every call returns a status (a panic would abort), and everything
//! allocated is freed (run it under a leak checker to see leaks).
#![no_main]

use arbitrary::Arbitrary;
use gridwords_ffi::duel::*;
use gridwords_ffi::game::*;
use gridwords_ffi::hunt::*;
use gridwords_ffi::lexicon::*;
use gridwords_ffi::solo::*;
use gridwords_ffi::strings::{gw_bytes_free, gw_string_free};
use gridwords_ffi::{
    gw_abi_version, gw_last_error_message, gw_status_name, gw_version, Bytes, Status,
};
use libfuzzer_sys::fuzz_target;
use std::ffi::{c_char, CString};
use std::ptr::{null, null_mut};

#[derive(Arbitrary, Debug)]
enum Text {
    Null,
    Hunt,
    Duel,
    Solo,
    Str(String),
}

#[derive(Arbitrary, Debug)]
enum Call {
    New {
        config: Text,
        now: u64,
    },
    Restore {
        bytes: Vec<u8>,
        null: bool,
    },
    RestoreOwn {
        game: u8,
        flip: Option<(u16, u8)>,
    },
    FromLog {
        log: Text,
    },
    FromOwnLog {
        game: u8,
    },
    Act {
        game: u8,
        action: Text,
        now: u64,
        null_out: bool,
    },
    Advance {
        game: u8,
        now: u64,
    },
    Ready {
        game: u8,
        seat: u32,
        now: u64,
    },
    Submit {
        game: u8,
        seat: u32,
        word: Text,
        now: u64,
    },
    HuntResign {
        game: u8,
        seat: u32,
        now: u64,
    },
    PlayWord {
        game: u8,
        seat: u32,
        cell: u32,
        letter: u32,
        word: Text,
        now: u64,
    },
    PlayPath {
        game: u8,
        seat: u32,
        cell: u32,
        letter: u32,
        path: Vec<u32>,
        len_extra: bool,
        now: u64,
    },
    Draw {
        game: u8,
        seat: u32,
        now: u64,
        which: u8,
    },
    Swap {
        game: u8,
        a: u32,
        b: u32,
        now: u64,
    },
    SoloEnd {
        game: u8,
        now: u64,
        cancel: bool,
    },
    Read {
        game: u8,
        viewer: i64,
        what: u8,
    },
    EventsFor {
        game: u8,
        events: Text,
        viewer: i64,
    },
    Replay {
        log: Text,
        result: Text,
    },
    Free {
        game: u8,
    },
    Lexicon {
        bytes: Vec<u8>,
        probe: Text,
    },
    LexWords {
        words: Vec<String>,
        null_at: Option<u8>,
    },
    Tray {
        tray: Text,
        seed: u64,
    },
    Legal {
        board: Text,
        played: Vec<String>,
    },
    Status {
        n: u32,
    },
}

#[derive(Arbitrary, Debug)]
struct Input {
    calls: Vec<Call>,
}

/// Keeps CStrings alive for the call.
struct Strs(Vec<CString>);

impl Strs {
    fn text(&mut self, t: &Text) -> *const c_char {
        let s = match t {
            Text::Null => return null(),
            Text::Hunt => r#"{"game":"hunt","seats":["human","bot"],"seed":7}"#.to_string(),
            Text::Duel => {
                r#"{"game":"duel","seats":["human","bot:easy"],"seed":7}"#.to_string()
            }
            Text::Solo => r#"{"game":"solo","seed":7}"#.to_string(),
            Text::Str(s) => s.clone(),
        };
        // An interior NUL ends the C string early, as it would in C.
        let s: Vec<u8> = s.into_bytes().into_iter().take_while(|&b| b != 0).collect();
        self.0.push(CString::new(s).unwrap());
        self.0.last().unwrap().as_ptr()
    }
}

fn check(st: Status) {
    let name = gw_status_name(st as u32);
    assert!(!name.is_null());
    if st != Status::Ok {
        assert!(!gw_last_error_message().is_null());
    }
}

/// Frees an out string, if any was handed out.
unsafe fn take(s: *mut c_char) {
    unsafe { gw_string_free(s) };
}

fuzz_target!(|input: Input| unsafe {
    assert_eq!(gw_abi_version(), gridwords::ABI_VERSION);
    assert!(!gw_version().is_null());
    let mut games: Vec<*mut Game> = Vec::new();
    let mut strs = Strs(Vec::new());
    let pick = |games: &Vec<*mut Game>, i: u8| -> *mut Game {
        if games.is_empty() || i == 255 {
            null_mut()
        } else {
            games[i as usize % games.len()]
        }
    };
    for call in input.calls.iter().take(48) {
        let mut out: *mut c_char = null_mut();
        match call {
            Call::New { config, now } => {
                let mut g = null_mut();
                let st = gw_game_new(strs.text(config), null(), *now, &mut g);
                check(st);
                assert_eq!(st == Status::Ok, !g.is_null());
                if !g.is_null() {
                    games.push(g);
                }
            }
            Call::Restore { bytes, null: n } => {
                let mut g = null_mut();
                let p = if *n { null() } else { bytes.as_ptr() };
                check(gw_game_restore(p, bytes.len(), null(), &mut g));
                if !g.is_null() {
                    games.push(g);
                }
            }
            Call::RestoreOwn { game, flip } => {
                let mut b: Bytes = std::mem::zeroed();
                let st = gw_game_snapshot(pick(&games, *game), &mut b);
                check(st);
                if st == Status::Ok {
                    let mut v = b.as_slice().to_vec();
                    if let Some((at, x)) = flip {
                        if !v.is_empty() {
                            let i = *at as usize % v.len();
                            v[i] ^= x;
                        }
                    }
                    let mut g = null_mut();
                    check(gw_game_restore(v.as_ptr(), v.len(), null(), &mut g));
                    if !g.is_null() {
                        games.push(g);
                    }
                }
                gw_bytes_free(&mut b);
            }
            Call::FromLog { log } => {
                let mut g = null_mut();
                check(gw_game_from_log(strs.text(log), null(), &mut g));
                if !g.is_null() {
                    games.push(g);
                }
            }
            Call::FromOwnLog { game } => {
                let st = gw_game_log(pick(&games, *game), &mut out);
                check(st);
                if st == Status::Ok {
                    let mut g = null_mut();
                    check(gw_game_from_log(out, null(), &mut g));
                    assert!(!g.is_null(), "a game's own log rebuilds it");
                    games.push(g);
                }
            }
            Call::Act {
                game,
                action,
                now,
                null_out,
            } => {
                let o = if *null_out {
                    null_mut()
                } else {
                    &mut out as *mut _
                };
                check(gw_game_act(pick(&games, *game), strs.text(action), *now, o));
            }
            Call::Advance { game, now } => {
                check(gw_game_advance(pick(&games, *game), *now, &mut out))
            }
            Call::Ready { game, seat, now } => {
                check(gw_hunt_ready(pick(&games, *game), *seat, *now, &mut out))
            }
            Call::Submit {
                game,
                seat,
                word,
                now,
            } => check(gw_hunt_submit(
                pick(&games, *game),
                *seat,
                strs.text(word),
                *now,
                &mut out,
            )),
            Call::HuntResign { game, seat, now } => {
                check(gw_hunt_resign(pick(&games, *game), *seat, *now, &mut out))
            }
            Call::PlayWord {
                game,
                seat,
                cell,
                letter,
                word,
                now,
            } => check(gw_duel_play_word(
                pick(&games, *game),
                *seat,
                *cell,
                *letter,
                strs.text(word),
                *now,
                &mut out,
            )),
            Call::PlayPath {
                game,
                seat,
                cell,
                letter,
                path,
                len_extra,
                now,
            } => {
                // A length longer than the array would be the caller's bug:
                // only NULL with a length is tried.
                let (p, n) = if *len_extra {
                    (null(), path.len() + 1)
                } else {
                    (path.as_ptr(), path.len())
                };
                check(gw_duel_play_path(
                    pick(&games, *game),
                    *seat,
                    *cell,
                    *letter,
                    p,
                    n,
                    *now,
                    &mut out,
                ))
            }
            Call::Draw {
                game,
                seat,
                now,
                which,
            } => {
                let g = pick(&games, *game);
                check(match which % 4 {
                    0 => gw_duel_offer_draw(g, *seat, *now, &mut out),
                    1 => gw_duel_accept_draw(g, *seat, *now, &mut out),
                    2 => gw_duel_decline_draw(g, *seat, *now, &mut out),
                    _ => gw_duel_resign(g, *seat, *now, &mut out),
                })
            }
            Call::Swap { game, a, b, now } => {
                check(gw_solo_swap(pick(&games, *game), *a, *b, *now, &mut out))
            }
            Call::SoloEnd { game, now, cancel } => {
                let g = pick(&games, *game);
                check(if *cancel {
                    gw_solo_cancel(g, *now, &mut out)
                } else {
                    gw_solo_finish(g, *now, &mut out)
                })
            }
            Call::Read { game, viewer, what } => {
                let g = pick(&games, *game);
                match what % 16 {
                    0 => check(gw_game_view(g, *viewer, &mut out)),
                    1 => check(gw_game_result(g, &mut out)),
                    2 => check(gw_game_log(g, &mut out)),
                    3 => check(gw_game_config(g, &mut out)),
                    4 => {
                        let mut b = false;
                        check(gw_game_is_over(g, &mut b));
                    }
                    5 => {
                        let (mut t, mut h) = (0, false);
                        check(gw_game_next_due(g, &mut t, &mut h));
                    }
                    6 => {
                        let mut n = 0;
                        check(gw_game_seat_count(g, &mut n));
                        check(gw_game_clock_ms(g, null_mut()));
                    }
                    7 => {
                        let mut p = null();
                        check(gw_game_name(g, &mut p));
                    }
                    8 => check(gw_hunt_tray(g, &mut out)),
                    9 => check(gw_duel_board(g, &mut out)),
                    10 => {
                        check(gw_duel_played(g, &mut out));
                        let mut s = [0u32; 2];
                        check(gw_duel_scores(g, &mut s));
                    }
                    11 => {
                        let mut c = [0u64; 2];
                        check(gw_duel_clocks_ms(g, &mut c));
                        let (mut a, mut b) = (0, false);
                        check(gw_duel_to_move(g, &mut a, &mut b));
                        check(gw_duel_draw_offer(g, &mut a, &mut b));
                    }
                    12 => {
                        check(gw_solo_field(g, &mut out));
                        let mut s = 0;
                        check(gw_solo_score(g, &mut s));
                    }
                    13 => check(gw_solo_cells(g, &mut out)),
                    14 => check(gw_solo_best_swaps(g, (*viewer as usize) % 8, &mut out)),
                    _ => check(gw_game_view(g, *viewer, null_mut())),
                }
            }
            Call::EventsFor {
                game,
                events,
                viewer,
            } => check(gw_game_events_for(
                pick(&games, *game),
                strs.text(events),
                *viewer,
                &mut out,
            )),
            Call::Replay { log, result } => {
                check(gw_replay(strs.text(log), null(), &mut out));
                let mut ok = false;
                check(gw_verify(
                    strs.text(log),
                    strs.text(result),
                    null(),
                    &mut ok,
                ));
            }
            Call::Free { game } => {
                if !games.is_empty() {
                    let i = *game as usize % games.len();
                    gw_game_free(games.swap_remove(i));
                }
                gw_game_free(null_mut());
            }
            Call::Lexicon { bytes, probe } => {
                let mut l = null_mut();
                check(gridwords_fuzz::opening_lexicon(|| {
                    gw_lexicon_from_bytes(bytes.as_ptr(), bytes.len(), &mut l)
                }));
                let mut yes = false;
                check(gw_lexicon_contains(l, strs.text(probe), &mut yes));
                let mut n = 0;
                check(gw_lexicon_size(l, &mut n));
                check(gw_lexicon_manifest_json(l, &mut out));
                let mut b: Bytes = std::mem::zeroed();
                check(gw_lexicon_to_bytes(l, &mut b));
                gw_bytes_free(&mut b);
                gw_lexicon_free(l);
            }
            Call::LexWords { words, null_at } => {
                let mut ptrs: Vec<*const c_char> = words
                    .iter()
                    .map(|w| strs.text(&Text::Str(w.clone())))
                    .collect();
                if let Some(i) = null_at {
                    if !ptrs.is_empty() {
                        let n = ptrs.len();
                        ptrs[*i as usize % n] = null();
                    }
                }
                let mut l = null_mut();
                check(gw_lexicon_from_words(ptrs.as_ptr(), ptrs.len(), &mut l));
                gw_lexicon_free(l);
                let mut e = null_mut();
                check(gw_lexicon_embedded(&mut e));
                gw_lexicon_free(e);
            }
            Call::Tray { tray, seed } => {
                check(gw_hunt_deal(*seed, &mut out));
                take(out);
                out = null_mut();
                check(gw_hunt_solve(strs.text(tray), null(), &mut out));
                let mut s = 0;
                check(gw_hunt_score(strs.text(tray), null(), &mut s));
                take(out);
                out = null_mut();
                check(gw_solo_deal(*seed, &mut out));
            }
            Call::Legal { board, played } => {
                let ptrs: Vec<*const c_char> = played
                    .iter()
                    .map(|w| strs.text(&Text::Str(w.clone())))
                    .collect();
                check(gw_duel_legal_moves(
                    strs.text(board),
                    ptrs.as_ptr(),
                    ptrs.len(),
                    null(),
                    &mut out,
                ));
                take(out);
                out = null_mut();
                check(gw_duel_best_moves(
                    strs.text(board),
                    ptrs.as_ptr(),
                    ptrs.len(),
                    3,
                    null(),
                    &mut out,
                ));
            }
            Call::Status { n } => {
                assert!(!gw_status_name(*n).is_null());
            }
        }
        take(out);
    }
    for g in games {
        gw_game_free(g);
    }
});

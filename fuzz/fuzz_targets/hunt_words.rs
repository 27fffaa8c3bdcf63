//! Arbitrary bytes as words sent to a live Word Grid game: the first 9
//! bytes pick the seed and seats, the rest are words split at `\n`, each
//! prefixed by one byte choosing the seat and the time step. After every
//! call the invariants hold; a refused word changed nothing.
#![no_main]

use gridwords::AnyGame;
use gridwords_fuzz::{after_call, check_game, check_replay, fingerprint};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if data.len() < 9 {
        return;
    }
    let seed = u64::from_le_bytes(data[..8].try_into().unwrap());
    let seats = match data[8] % 4 {
        0 => r#"["human","human"]"#,
        1 => r#"["human","bot"]"#,
        2 => r#"["human","human","human"]"#,
        _ => r#"["human","human","human","human"]"#,
    };
    let config = format!(r#"{{"game":"hunt","seats":{seats},"seed":{seed},"round_ms":60000}}"#);
    let mut g = AnyGame::new(&config, None, 0).unwrap();
    let n = g.seat_count();
    for s in 0..n {
        if g.act_json(&format!(r#"{{"action":"ready","seat":{s}}}"#), 0)
            .is_err()
        {
            // The bot seat is always ready.
        }
    }
    g.advance(3_000).unwrap();
    let mut now = 3_000u64;
    for chunk in data[9..].split(|&b| b == b'\n') {
        let Some((&ctl, word)) = chunk.split_first() else {
            continue;
        };
        let seat = (ctl & 7) as usize; // seats past the last one are refused
        now = match ctl >> 3 {
            0 => now.saturating_sub(1), // backwards: refused
            31 => now + 70_000,         // past the end of the round
            k => now + k as u64 * 37,
        };
        let input = String::from_utf8_lossy(word);
        let before = fingerprint(&g);
        let out = match &mut g {
            AnyGame::Hunt(h) => h.submit(seat, &input, now).map(|_| ()),
            _ => unreachable!(),
        };
        after_call(&g, &before, &out);
        if out.is_err() {
            now = g.clock_ms();
        }
    }
    g.advance(now.max(g.clock_ms()) + 100_000).unwrap();
    check_game(&g);
    check_replay(&g);
});

//! Wordgrid's part of a snapshot: the invariants a restored state must hold.

use super::action::Action;
use super::board::Board;
use super::config::{Config, SeatKind};
use super::state::{MoveRec, Sent, State};
use crate::error::{Error, ErrorCode, Result};
use crate::lexicon::Lexicon;

/// Checks a decoded state so a crafted snapshot is an error, never a panic
/// or a silently different game later.
pub(crate) fn check(st: &State, lexicon: &Lexicon) -> Result<()> {
    let fail = |m: &str| Err(Error::new(ErrorCode::InvalidSnapshot, m.to_string()));
    if st.custom_lexicon == Lexicon::ptr_eq(lexicon, Lexicon::embedded()) {
        return fail("the word list does not match the one the game was played with");
    }
    if st.to_move > 1 || st.draw_offer.is_some_and(|s| s > 1) {
        return fail("seat out of range");
    }
    if st.played.len() != st.moves.len() + 1 || st.moves.len() + 5 > 25 {
        return fail("moves and spent words disagree");
    }
    let mut board = Board::start(&st.config.start_word_folded())?;
    let mut scores = [0u32; 2];
    for m in &st.moves {
        let cell = m.mv.cell as usize;
        if m.seat > 1 || !board.is_empty_cell(cell) || !m.mv.letter.is_ascii_lowercase() {
            return fail("a move does not fit the board");
        }
        board = board.with(cell, m.mv.letter as u8);
        scores[m.seat] += m.mv.points();
    }
    if board != st.board || scores != st.scores {
        return fail("the board or scores do not follow from the moves");
    }
    // A clock holds at most its start and an increment per move made.
    let most = |seat: usize| {
        let made = st.moves.iter().filter(|m| m.seat == seat).count() as u64;
        st.config
            .clock_ms
            .saturating_add(made.saturating_mul(st.config.increment_ms))
    };
    if st.clock_left[0] > most(0) || st.clock_left[1] > most(1) || st.turn_since < st.created_ms {
        return fail("clocks out of range");
    }
    if st.ended.is_some_and(|e| e.winner.is_some_and(|w| w > 1)) {
        return fail("winner out of range");
    }
    let logged: Vec<Sent> = st
        .actions
        .iter()
        .filter(|a| is_bot(st, a.seat))
        .cloned()
        .collect();
    let made: Vec<Sent> = bot_moves(st).collect();
    if logged.len() != made.len()
        || logged
            .iter()
            .zip(&made)
            .any(|(l, m)| (l.at_ms, l.seat, &l.act) != (m.at_ms, m.seat, &m.act))
    {
        return fail("the logged bots' moves are not the moves the bots made");
    }
    Ok(())
}

fn is_bot(st: &State, seat: usize) -> bool {
    matches!(st.config.seats.get(seat), Some(SeatKind::Bot(_)))
}

/// The bots' moves as the log holds them (`seq` 0: not compared).
fn bot_moves(st: &State) -> impl Iterator<Item = Sent> + '_ {
    st.moves
        .iter()
        .filter(|m| is_bot(st, m.seat))
        .map(|m: &MoveRec| Sent::new(0, m.at_ms, m.seat, &Action::play_of(&m.mv)))
}

/// A snapshot from before the bots' moves were logged holds the humans'
/// actions only: put the bots' moves in, from the moves made. A bot's move
/// goes before a human's action at the same time (a bot's move that falls
/// due at an action's time is made first, and a bot never moves in the
/// millisecond its turn began), and `seq` counts them all again.
pub(crate) fn log_bot_moves(st: &mut State) {
    if st.actions.iter().any(|a| is_bot(st, a.seat)) {
        return;
    }
    let bots: Vec<Sent> = bot_moves(st).collect();
    if bots.is_empty() {
        return;
    }
    let humans = std::mem::take(&mut st.actions);
    let (mut h, mut b) = (humans.into_iter().peekable(), bots.into_iter().peekable());
    let mut all = Vec::new();
    loop {
        let next = match (h.peek(), b.peek()) {
            (Some(x), Some(y)) if y.at_ms <= x.at_ms => b.next(),
            (Some(_), _) => h.next(),
            (None, _) => b.next(),
        };
        let Some(mut a) = next else { break };
        a.seq = all.len() as u32 + 1;
        all.push(a);
    }
    st.seq = all.len() as u32;
    st.actions = all;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::duel::{Config, Game, Level};
    use crate::engine::Rules;

    /// A snapshot written before the bots' moves were logged: the humans'
    /// actions only, numbered 1, 2, ….
    fn as_written_before(st: &State) -> State {
        let mut old = st.clone();
        old.actions.retain(|a| !is_bot(st, a.seat));
        for (i, a) in old.actions.iter_mut().enumerate() {
            a.seq = i as u32 + 1;
        }
        old.seq = old.actions.len() as u32;
        old
    }

    #[test]
    fn an_old_snapshot_gets_its_bots_moves_back_in_their_places() {
        let mut g = Game::new(
            Config::new(vec![SeatKind::Human, SeatKind::Bot(Level::Easy)], 9),
            0,
        )
        .unwrap();
        let mut t = 1_000;
        for _ in 0..3 {
            let mv = crate::duel::legal_moves(&g.board(), g.played(), g.lexicon())[0].clone();
            let path: Vec<usize> = mv.path.iter().map(|&c| usize::from(c)).collect();
            g.play_path(0, usize::from(mv.cell), mv.letter, &path, t)
                .unwrap();
            // The bot's move falls due before the draw offer at its time.
            let due = g.next_due().unwrap();
            g.offer_draw(0, due).unwrap();
            g.decline_draw(1, due).unwrap_err(); // a bot cannot answer
            t = due + 500;
        }
        let st = g.rules().state().clone();
        assert_eq!(st.actions.iter().filter(|a| a.seat == 1).count(), 3);
        let mut old = as_written_before(&st);
        assert_ne!(old.actions, st.actions);
        log_bot_moves(&mut old);
        assert_eq!(old, st);
        check(&old, g.lexicon()).unwrap();
        // A state whose logged bots' moves disagree with the moves is refused.
        let mut forged = st.clone();
        let i = forged.actions.iter().position(|a| a.seat == 1).unwrap();
        forged.actions[i].at_ms += 1;
        assert!(check(&forged, g.lexicon()).is_err());
    }
}

/// The config's layout in state version 1 (before `increment_ms`): what
/// snapshots of earlier builds hold, read by [`upgrade_state`].
#[derive(serde::Deserialize)]
struct ConfigV1 {
    seats: Vec<SeatKind>,
    #[serde(with = "crate::seed")]
    seed: u64,
    stake: u64,
    start_word: String,
    clock_ms: u64,
}

/// A state written in the older layout `version`, as today's
/// (`Rules::upgrade_state`); `None` when the game never had that layout.
pub(crate) fn upgrade_state(version: u32, bytes: &[u8]) -> Option<Result<(State, &[u8])>> {
    Some(match version {
        // 1 -> 2: the config gained `increment_ms` (0: no increment).
        1 => crate::engine::snapshot::upgrade_config(bytes, |c: ConfigV1| Config {
            seats: c.seats,
            seed: c.seed,
            stake: c.stake,
            start_word: c.start_word,
            clock_ms: c.clock_ms,
            increment_ms: 0,
        }),
        _ => return None,
    })
}

//! What a Wordgrid game is at one moment; the data the rules, the result,
//! views, logs and snapshots share.

use serde::{Deserialize, Serialize};

use super::action::Action;
use super::board::Board;
use super::config::Config;
use super::events::EndReason;
use super::moves::Move;
use crate::engine::Logged;

/// An action as a seat sent it, in the snapshot's compact form (the JSON
/// form of [`Action`] is internally tagged and skips absent fields, which a
/// compact binary format cannot read back).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Sent {
    pub seq: u32,
    pub at_ms: u64,
    pub seat: usize,
    pub act: Act,
}

/// [`Action`], externally tagged, every field present.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) enum Act {
    Play {
        cell: usize,
        letter: char,
        path: Option<Vec<usize>>,
        word: Option<String>,
    },
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    Resign,
}

impl Sent {
    pub(crate) fn new(seq: u32, at_ms: u64, seat: usize, action: &Action) -> Sent {
        let act = match action.clone() {
            Action::Play {
                cell,
                letter,
                path,
                word,
            } => Act::Play {
                cell,
                letter,
                path,
                word,
            },
            Action::OfferDraw => Act::OfferDraw,
            Action::AcceptDraw => Act::AcceptDraw,
            Action::DeclineDraw => Act::DeclineDraw,
            Action::Resign => Act::Resign,
        };
        Sent {
            seq,
            at_ms,
            seat,
            act,
        }
    }

    pub(crate) fn logged(&self) -> Logged<Action> {
        let action = match self.act.clone() {
            Act::Play {
                cell,
                letter,
                path,
                word,
            } => Action::Play {
                cell,
                letter,
                path,
                word,
            },
            Act::OfferDraw => Action::OfferDraw,
            Act::AcceptDraw => Action::AcceptDraw,
            Act::DeclineDraw => Action::DeclineDraw,
            Act::Resign => Action::Resign,
        };
        Logged {
            seq: self.seq,
            at_ms: self.at_ms,
            seat: self.seat,
            action,
        }
    }
}

/// A move made, by whom and when.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveRec {
    /// The seat that moved.
    pub seat: usize,
    /// The move.
    pub mv: Move,
    /// When it arrived, host ms.
    pub at_ms: u64,
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ended {
    /// When, host ms.
    pub at_ms: u64,
    /// Why.
    pub reason: EndReason,
    /// The winning seat; `None` after an agreed draw.
    pub winner: Option<usize>,
}

/// Everything a game is; the snapshot holds exactly this.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub(crate) config: Config,
    pub(crate) custom_lexicon: bool,
    pub(crate) created_ms: u64,
    pub(crate) board: Board,
    /// Every spent word, the start word first.
    pub(crate) played: Vec<String>,
    pub(crate) moves: Vec<MoveRec>,
    pub(crate) scores: [u32; 2],
    pub(crate) to_move: usize,
    /// When the current turn began (the mover's clock runs from here).
    pub(crate) turn_since: u64,
    /// Each seat's time left as of the start of its current or last turn.
    pub(crate) clock_left: [u64; 2],
    pub(crate) draw_offer: Option<usize>,
    /// When the bot to move answers, if a bot is to move.
    pub(crate) bot_at: Option<u64>,
    /// The seats' actions, as sent, and the bots' moves, for the log.
    pub(crate) actions: Vec<Sent>,
    pub(crate) seq: u32,
    pub(crate) ended: Option<Ended>,
}

impl State {
    /// When the mover's time runs out, while the game is on.
    pub(crate) fn timeout_at(&self) -> Option<u64> {
        self.ended.is_none().then(|| {
            self.turn_since
                .saturating_add(self.clock_left[self.to_move])
        })
    }

    /// Each seat's time left at `now_ms`.
    pub(crate) fn clocks_at(&self, now_ms: u64) -> [u64; 2] {
        let mut c = self.clock_left;
        if self.ended.is_none() {
            let spent = now_ms.saturating_sub(self.turn_since);
            c[self.to_move] = c[self.to_move].saturating_sub(spent);
        }
        c
    }

    /// The seed, once the game is over.
    pub(crate) fn revealed_seed(&self) -> Option<u64> {
        self.ended.map(|_| self.config.seed)
    }
}

//! Stakes: who gets what. The engine computes the settlement; moving money
//! is the host's job.
//!
//! Both seats stake the same amount in integer minor units. pot = 2 ×
//! stake; fee = pot / 10 rounded down; the winner is paid pot − fee, so
//! payout + fee = pot exactly. An agreed draw refunds each seat its stake
//! (payout = fee = 0). A stake of 0 is practice: no settlement at all.

use serde::{Deserialize, Serialize};

/// What the host moves at the end of a staked game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Settlement {
    /// Each seat's stake.
    pub stake: u64,
    /// Both stakes together.
    pub pot: u64,
    /// What the winner receives (0 after an agreed draw).
    pub payout: u64,
    /// What the house keeps (0 after an agreed draw).
    pub fee: u64,
    /// What each seat gets back: its stake after an agreed draw, else 0.
    pub refund: u64,
}

/// The settlement of a game with `stake` per seat that ended in a draw by
/// agreement (`draw`) or with a winner; `None` for practice (stake 0).
/// `stake` was checked at creation so that the pot fits.
pub fn settle(stake: u64, draw: bool) -> Option<Settlement> {
    if stake == 0 {
        return None;
    }
    let pot = stake.saturating_mul(2);
    Some(if draw {
        Settlement {
            stake,
            pot,
            payout: 0,
            fee: 0,
            refund: stake,
        }
    } else {
        let fee = pot / 10;
        Settlement {
            stake,
            pot,
            payout: pot - fee,
            fee,
            refund: 0,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payout_and_fee_make_the_pot() {
        assert_eq!(settle(0, false), None);
        assert_eq!(
            settle(500, false),
            Some(Settlement {
                stake: 500,
                pot: 1000,
                payout: 900,
                fee: 100,
                refund: 0
            })
        );
        // 2 × 7 = 14: the fee rounds down to 1, the winner gets 13.
        assert_eq!(settle(7, false).map(|s| (s.payout, s.fee)), Some((13, 1)));
        assert_eq!(
            settle(7, true).map(|s| (s.payout, s.fee, s.refund)),
            Some((0, 0, 7))
        );
        for stake in [1, 2, 3, 4, 5, 9, 10, 11, 99, 12_345, u64::MAX / 2] {
            let s = settle(stake, false).unwrap();
            assert_eq!(s.payout + s.fee, s.pot);
            assert_eq!(s.pot, 2 * stake);
        }
    }
}

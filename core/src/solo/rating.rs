//! The rating helper: how a player's Sóló scores add up over games.

use serde::Serialize;

/// A player's standing over their history.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Rating {
    /// The mean of the best 8 of the last 10 scores (with fewer games, of
    /// the best min(8, n)); `None` with no games.
    pub rating: Option<f64>,
    /// The highest score ever: the score to beat.
    pub best: Option<u32>,
}

/// The rating over `scores`, oldest first, cancelled games left out.
pub fn rating(scores: &[u32]) -> Rating {
    let last: Vec<u32> = scores.iter().rev().take(10).copied().collect();
    let mut sorted = last.clone();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    let n = sorted.len().min(8);
    Rating {
        rating: (n > 0).then(|| sorted[..n].iter().map(|&s| f64::from(s)).sum::<f64>() / n as f64),
        best: scores.iter().copied().max(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn best_eight_of_the_last_ten() {
        assert_eq!(
            rating(&[]),
            Rating {
                rating: None,
                best: None
            }
        );
        assert_eq!(
            rating(&[5]),
            Rating {
                rating: Some(5.0),
                best: Some(5)
            }
        );
        // 12 games: the last 10 are 3..=12; the best 8 of them 5..=12, mean 8.5;
        // the best ever is 12 (the 100 of game 1 has dropped out of the window
        // but still counts as best).
        let mut s = vec![100, 1];
        s.extend(3..=12);
        assert_eq!(
            rating(&s),
            Rating {
                rating: Some(8.5),
                best: Some(100)
            }
        );
        // Fewer than 10 games: the best min(8, n).
        assert_eq!(rating(&[1, 2, 3, 4, 5, 6, 7, 8, 9]).rating, Some(5.5));
    }
}

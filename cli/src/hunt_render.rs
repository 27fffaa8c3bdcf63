//! Printing Word Grid events, trays, paths and results for people: what
//! `gridwords demo hunt`, `play hunt` and `hunt solve` show.

use gridwords::hunt::{Event, GameResult, Tray};

/// The tray as four rows of spaced capitals, with cell numbers beside.
pub fn tray(t: &Tray) -> String {
    let mut out = String::new();
    for (r, row) in t.rows().iter().enumerate() {
        let letters: Vec<String> = row
            .chars()
            .map(|c| c.to_ascii_uppercase().to_string())
            .collect();
        let cells: Vec<String> = (0..4).map(|c| format!("{:>2}", r * 4 + c)).collect();
        out.push_str(&format!(
            "    {}      {}\n",
            letters.join(" "),
            cells.join(" ")
        ));
    }
    out
}

/// A path as its cells joined by dashes: `0-1-5`.
pub fn path(p: &[u8]) -> String {
    p.iter().map(u8::to_string).collect::<Vec<_>>().join("-")
}

fn secs(at: u64, t0: Option<u64>) -> String {
    match t0 {
        Some(t0) if at >= t0 => format!("{:>6.1}s", (at - t0) as f64 / 1000.0),
        _ => format!("{:>6}ms", at),
    }
}

/// One event as a line; `names` gives each seat's label.
pub fn event(e: &Event, names: &[String], t0: Option<u64>) -> String {
    let name = |s: &usize| {
        names
            .get(*s)
            .cloned()
            .unwrap_or_else(|| format!("seat {s}"))
    };
    match e {
        Event::Ready { seat, at_ms } => {
            format!("{} {} pressed Ready", secs(*at_ms, t0), name(seat))
        }
        Event::Countdown { at_ms, t0_ms } => format!(
            "{} everyone is ready: the tray opens in {:.1}s",
            secs(*at_ms, t0),
            (t0_ms - at_ms) as f64 / 1000.0
        ),
        Event::RoundOpen {
            at_ms,
            tray,
            ends_at_ms,
        } => {
            let t = Tray::parse(tray)
                .map(|t| self::tray(&t))
                .unwrap_or_default();
            let len = ends_at_ms.saturating_sub(*at_ms) / 1000;
            format!(
                "{} the tray opens: {len} seconds, go!\n{t}",
                secs(*at_ms, t0)
            )
        }
        Event::Accepted {
            seat,
            word,
            path: p,
            points,
            at_ms,
        } => format!(
            "{} {:<8} {:<16} +{:<2} path {}",
            secs(*at_ms, t0),
            name(seat),
            word.to_uppercase(),
            points,
            path(p.as_slice())
        ),
        Event::Miss {
            seat,
            word,
            reason,
            at_ms,
        } => format!(
            "{} {:<8} {:<16} miss ({})",
            secs(*at_ms, t0),
            name(seat),
            word,
            serde_json::to_value(reason)
                .ok()
                .and_then(|v| v.as_str().map(str::to_string))
                .unwrap_or_default()
        ),
        Event::Disqualified { seat, rule, at_ms } => format!(
            "{} {} is disqualified: over the rate ceiling ({rule:?})",
            secs(*at_ms, t0),
            name(seat)
        ),
        Event::Resigned { seat, at_ms } => format!("{} {} resigns", secs(*at_ms, t0), name(seat)),
        Event::Forfeited { seat, at_ms } => {
            format!(
                "{} {} never pressed Ready and forfeits",
                secs(*at_ms, t0),
                name(seat)
            )
        }
        Event::GameOver { at_ms, reason } => format!("{} game over ({reason:?})", secs(*at_ms, t0)),
    }
}

/// The settlement and the top of the reveal.
pub fn result(r: &GameResult, names: &[String], reveal_top: usize) -> String {
    let mut out = format!("Settlement (seed {:016x}, tray {})\n", r.seed, r.tray);
    for s in &r.seats {
        let place = s.place.map_or("-".to_string(), |p| p.to_string());
        let status = serde_json::to_value(s.status)
            .ok()
            .and_then(|v| v.as_str().map(str::to_string))
            .unwrap_or_default();
        out.push_str(&format!(
            "  place {place:>2}  {:<8} {:>3} points  {:<12} {} words, {} misses{}\n",
            names.get(s.seat).cloned().unwrap_or_default(),
            s.score,
            status,
            s.words.len(),
            s.misses.len(),
            if s.rated { "" } else { "  (unrated)" }
        ));
        let words: Vec<String> = s
            .words
            .iter()
            .map(|w| {
                if w.cancelled {
                    format!("~{}~", w.word)
                } else {
                    format!("{}+{}", w.word, w.points)
                }
            })
            .collect();
        if !words.is_empty() {
            out.push_str(&format!("           {}\n", words.join(" ")));
        }
    }
    out.push_str(&format!(
        "The reveal: {} words in the tray; the longest:\n",
        r.reveal.len()
    ));
    for w in r.reveal_top(reveal_top) {
        let by: Vec<String> = w
            .found_by
            .iter()
            .map(|s| names.get(*s).cloned().unwrap_or_default())
            .collect();
        out.push_str(&format!(
            "  {:<16} {:<30} {}\n",
            w.word.to_uppercase(),
            path(w.path.as_slice()),
            if by.is_empty() {
                "nobody".to_string()
            } else {
                by.join(", ")
            }
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn paths_are_cells_joined_by_dashes() {
        assert_eq!(super::path(&[0, 1, 5]), "0-1-5");
        assert_eq!(super::path(&[]), "");
    }
}

//! Replaying and verifying logs: rebuilding a [`Session`] from its
//! [`Log`], for every game. Apart from `log.rs` so that the log (a record)
//! and the session (a live game) do not import each other: this module
//! stands above both.

use super::bots::{BotReplay, Script};
use super::log::{bad_log, Log, LOG_VERSION};
use super::rules::Rules;
use super::session::Session;
use crate::error::{Error, ErrorCode, Result};
use crate::lexicon::Lexicon;

/// The error of a log that ends before its game does, wherever a finished
/// game is asked of one: one message for every game and every surface.
pub fn unfinished() -> Error {
    Error::new(
        ErrorCode::InvalidLog,
        "the log ends before the game does (rebuild it with from_log to continue it)",
    )
}

/// How a verify judges a record: the bots' moves (searched for again, or
/// trusted) and the oldest log format it takes. A log of an older format
/// is judged by every rule no release broke, with only what an older
/// release really wrote relaxed (`docs/rules/records.md`); `min_version`
/// refuses even that, for an organiser who pays out only on records of
/// today's format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Check {
    /// How the replay treats the bots' logged moves.
    pub bots: BotReplay,
    /// The oldest log format taken (1: every format this build reads).
    pub min_version: u32,
    /// The most threads the bots' searches of one record may use (`0`:
    /// one per core; inside a batch call, the batch's threads). How a
    /// record is judged never depends on it.
    pub threads: usize,
}

impl Default for Check {
    /// The full check, every format this build reads.
    fn default() -> Self {
        Check::from(BotReplay::Rerun)
    }
}

impl From<BotReplay> for Check {
    fn from(bots: BotReplay) -> Self {
        Check {
            bots,
            min_version: 1,
            threads: 0,
        }
    }
}

impl Check {
    /// This check, taking only logs of format `min_version` or later
    /// (1 to [`LOG_VERSION`]; another is `INVALID_ARGUMENT`).
    pub fn min_version(self, min_version: u64) -> Result<Check> {
        match u32::try_from(min_version) {
            Ok(v) if (1..=LOG_VERSION).contains(&v) => Ok(Check {
                min_version: v,
                ..self
            }),
            _ => Err(Error::new(
                ErrorCode::InvalidArgument,
                format!("min_version {min_version} is not a log version 1 to {LOG_VERSION}"),
            )),
        }
    }

    /// This check, its bots' searches on up to `threads` threads (`0`: one
    /// per core; `1`: the caller's thread only).
    pub fn threads(self, threads: usize) -> Check {
        Check { threads, ..self }
    }

    /// `VERSION_TOO_OLD` for a log older than [`min_version`](Check::min_version).
    pub(crate) fn admits<R: Rules>(&self, log: &Log<R>) -> Result<()> {
        if log.version < self.min_version {
            return Err(Error::new(
                ErrorCode::VersionTooOld,
                format!(
                    "a version {} log, where this check takes versions {} to {LOG_VERSION} \
                     (min_version)",
                    log.version, self.min_version
                ),
            ));
        }
        Ok(())
    }
}

impl<R: Rules> Log<R> {
    /// What an older format's log is judged without, for a report: `None`
    /// for today's format. Each exemption is what that format's builds
    /// really wrote (`docs/rules/records.md`, "No downgrade past a rule").
    pub fn older_rules(&self) -> Option<String> {
        let what = match self.version {
            LOG_VERSION => return None,
            1 => "gridwords 0.1.0's format: its seed as bare hex, no derived record, a bot game's bot by bot rules 1",
            2 => "its bots' moves searched for, not read from the log; pinned to the list shipped then",
            _ => "no fingerprint in it: pinned to the list shipped then",
        };
        Some(format!("judged as a version {} log ({what})", self.version))
    }

    /// Replays the log on `lexicon` (the list the game was played with).
    /// The bots' moves the log holds are made, not searched for again.
    pub fn replay(&self, lexicon: &Lexicon) -> Result<Session<R>> {
        let g = self.replay_unchecked(lexicon, BotReplay::Apply.into())?.0;
        if let Some(d) = &self.derived {
            let truth = g.rules.derived();
            if *d != truth {
                return Err(bad_log(format!(
                    "the log's derived record disagrees with its replay: the log says {}, the replay {}",
                    serde_json::to_string(d).unwrap_or_default(),
                    serde_json::to_string(&truth).unwrap_or_default()
                )));
            }
        }
        Ok(g)
    }

    /// Replays on the shipped list, refusing a log played with another.
    pub fn replay_embedded(&self) -> Result<Session<R>> {
        self.replay(Self::embedded_for(self)?)
    }

    /// The shipped list, for a log that pins a list (the fingerprint check
    /// then judges it) or says it was played with the shipped one; an
    /// older custom-list log, which pins nothing, is refused.
    pub(crate) fn embedded_for(&self) -> Result<&'static Lexicon> {
        if self.lexicon != "embedded" && self.lexicon_sha256.is_none() {
            return Err(bad_log(
                "this log was played with a custom word list; replay it with that list",
            ));
        }
        Ok(Lexicon::embedded())
    }

    /// `LEXICON_MISMATCH` unless `lexicon` is the list the log pins.
    pub fn check_lexicon(&self, lexicon: &Lexicon) -> Result<()> {
        match self.pinned_fingerprint() {
            Some(want) => lexicon.check_pinned("log", want),
            None => Ok(()),
        }
    }

    /// Whether `claimed` is the true outcome of this log, the log's
    /// derived record is the true one, and each bot's logged move is the
    /// one its bot makes (every search runs again: as slow as the game's
    /// bots were; [`verify_with`](Self::verify_with) and
    /// [`BotReplay::Apply`] to trust them).
    pub fn verify(&self, lexicon: &Lexicon, claimed: &R::Outcome) -> Result<bool> {
        self.verify_with(lexicon, claimed, BotReplay::Rerun)
    }

    /// [`verify`](Self::verify) with the bots' moves checked as `bots`
    /// says; with [`BotReplay::Rerun`] (what `verify` does), also whether
    /// every bot's move the log holds is the move the bot makes (every
    /// search runs again: as slow as the game's bots were).
    pub fn verify_with(
        &self,
        lexicon: &Lexicon,
        claimed: &R::Outcome,
        bots: impl Into<Check>,
    ) -> Result<bool> {
        let (g, forged) = self.replay_unchecked(lexicon, bots.into())?;
        let derived_ok = self
            .derived
            .as_ref()
            .is_none_or(|d| *d == g.rules.derived());
        Ok(forged.is_none() && derived_ok && g.outcome() == Some(claimed))
    }

    /// The game the log replays to, and the first of the bots' logged
    /// moves that is not the bot's (only looked for with
    /// [`BotReplay::Rerun`]).
    pub(crate) fn replay_unchecked(
        &self,
        lexicon: &Lexicon,
        check: Check,
    ) -> Result<(Session<R>, Option<String>)> {
        let (g, mismatch) = self.run(lexicon, check)?;
        self.check_own_record(&g)?;
        Ok((g, mismatch))
    }

    /// The game this record replays to, for a caller that compares the
    /// whole state with one it holds (a snapshot's check of its own
    /// record): the actions and the derived record are the state's, so
    /// equal states stand for [`check_own_record`](Self::check_own_record)
    /// and the derived record's check, which are not run again.
    pub(crate) fn replay_to_state(&self, lexicon: &Lexicon) -> Result<Session<R>> {
        Ok(self.run(lexicon, BotReplay::Apply.into())?.0)
    }

    /// The replay itself: every action through the one path live games
    /// take, the bots' moves from `bots`.
    fn run(&self, lexicon: &Lexicon, check: Check) -> Result<(Session<R>, Option<String>)> {
        // A script error names its own action; any other is the action's.
        let bad = |i: usize, e: Error| {
            if e.code() == ErrorCode::InvalidLog {
                e
            } else {
                bad_log(format!("action #{i} cannot be replayed: {e}"))
            }
        };
        self.check_lexicon(lexicon)?;
        // Every record is held to today's rules for making a game but
        // gridwords 0.1.0's version 1 logs, which `read_logged_config`
        // completes as that release wrote them: a version label is the
        // sender's choice, so an older label relaxes only what an older
        // release really wrote (docs/rules/records.md).
        let admit = self.version >= 2;
        let mut g = Session::<R>::recreate(self.config.clone(), lexicon, self.created_ms, admit)
            .map_err(|e| bad_log(format!("config: {e}")))?;
        // Logs before version 3 do not hold the bots' moves.
        let mut script = Script::new(self.version >= 3, check.bots);
        for (i, a) in self.actions.iter().enumerate() {
            if g.rules.bot_logged(a.seat) {
                script.push(i, a.clone());
                continue;
            }
            g.act_with(a.seat, &a.action, a.at_ms, &mut script)
                .map_err(|e| bad(i, e))?;
        }
        g.advance_with(self.until_ms, &mut script)
            .map_err(|e| bad(self.actions.len(), e))?;
        if let Some(e) = script.leftover() {
            return Err(e);
        }
        g.offset_ms = self.clock_offset_ms;
        g.check_offset()?;
        script.check_bots(check.threads);
        Ok((g, script.mismatch))
    }

    /// A log is the game's own record of its actions: replayed, the game
    /// records exactly these, in this order, with these `seq` numbers (so a
    /// zero, repeated or reordered `seq`, or an action the game would
    /// record otherwise, is refused). Gaps in `seq` are the game's own:
    /// Word Grid's bot's words take numbers without being logged. Every
    /// version is held to it; a version 2 log did not hold a searching
    /// bot's moves and numbered only the moves it held, so its record is
    /// the game's without those moves, numbered without them.
    fn check_own_record(&self, g: &Session<R>) -> Result<()> {
        let mut own = g.rules.actions();
        if self.version < 3 {
            let mut bots = 0;
            own.retain_mut(|a| {
                if g.rules.bot_logged(a.seat) {
                    bots += 1;
                    return false;
                }
                a.seq = a.seq.saturating_sub(bots);
                true
            });
        }
        let first = self
            .actions
            .iter()
            .zip(&own)
            .position(|(logged, replayed)| logged != replayed);
        match first {
            Some(i) => {
                let (a, b) = (&self.actions[i], &own[i]);
                Err(bad_log(if a.seq != b.seq {
                    format!(
                        "action #{i}: seq {} where the game numbers it {} (seq runs in the \
                         log's order, each action's number the game's own)",
                        a.seq, b.seq
                    )
                } else {
                    format!(
                        "action #{i}: the game records it as {}",
                        serde_json::to_string(b).unwrap_or_default()
                    )
                }))
            }
            None if own.len() != self.actions.len() => Err(bad_log(format!(
                "the log holds {} actions where the game records {}",
                self.actions.len(),
                own.len()
            ))),
            None => Ok(()),
        }
    }

    /// Replays the log to its end and returns the game's outcome; a log
    /// that ends before the game does is [`unfinished`].
    pub fn outcome(&self, lexicon: &Lexicon) -> Result<R::Outcome> {
        self.replay(lexicon)?
            .outcome()
            .cloned()
            .ok_or_else(unfinished)
    }
}

//! The crate's one error type.
//!
//! Every refusal the engine makes is an [`Error`]: a machine [`ErrorCode`]
//! whose number and name never change (they become the C ABI's status numbers
//! and the `code` of Python and Node exceptions) plus a human message. A call
//! that returns an error has changed nothing.

use std::fmt;

macro_rules! codes {
    ($( $(#[$doc:meta])* $variant:ident = $num:literal, $name:literal; )*) => {
        /// Stable machine codes. Numbers are never reused or renumbered; new
        /// codes take new numbers.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        #[repr(u32)]
        #[non_exhaustive]
        pub enum ErrorCode {
            $( $(#[$doc])* $variant = $num, )*
        }

        impl ErrorCode {
            /// Every code, in numeric order.
            pub const ALL: &'static [ErrorCode] = &[$(ErrorCode::$variant),*];

            /// The stable number (the C status value).
            pub fn number(self) -> u32 {
                self as u32
            }

            /// The stable name in SCREAMING_SNAKE_CASE, e.g. `"ROUND_OVER"`:
            /// the C status name without its `GW_STATUS_` prefix, and the
            /// `code` of Python and Node errors.
            pub fn name(self) -> &'static str {
                match self {
                    $(ErrorCode::$variant => $name,)*
                }
            }

            /// The code with this number, if any.
            pub fn from_number(n: u32) -> Option<ErrorCode> {
                match n {
                    $($num => Some(ErrorCode::$variant),)*
                    _ => None,
                }
            }
        }
    };
}

codes! {
    /// A pointer argument was NULL (C ABI only).
    NullArgument = 1, "NULL_ARGUMENT";
    /// A string argument was not valid UTF-8 (C ABI only).
    InvalidUtf8 = 2, "INVALID_UTF8";
    /// A Rust panic was caught at the boundary; a bug, please report it.
    Panic = 3, "PANIC";
    /// A buffer or value passed in is out of the accepted range.
    InvalidArgument = 4, "INVALID_ARGUMENT";
    /// JSON input (config, log, result) could not be parsed or has the wrong shape.
    InvalidJson = 5, "INVALID_JSON";
    /// A handle, snapshot or log of one game was given where another game's
    /// was expected (e.g. a Word Grid call on a Sóló game).
    WrongGame = 6, "WRONG_GAME";
    /// A handle argument is not a live handle of the kind the call takes:
    /// freed already, of another kind (a lexicon for a game), or not from
    /// this library (C ABI only).
    InvalidHandle = 7, "INVALID_HANDLE";
    /// A lexicon blob is truncated, corrupt or holds words outside a–z.
    LexiconCorrupt = 10, "LEXICON_CORRUPT";
    /// A word given to `Lexicon::from_words` is not 1–32 letters a–z.
    InvalidLexiconWord = 11, "INVALID_LEXICON_WORD";
    /// A tray string is not 16 letters a–z.
    InvalidTray = 20, "INVALID_TRAY";
    /// A points table is not six numbers, or scores a word over 10^8.
    InvalidPoints = 21, "INVALID_POINTS";
    /// A game configuration breaks the rules (seat count, kinds, timings).
    InvalidConfig = 22, "INVALID_CONFIG";
    /// A board string is not 25 characters a–z or '.', or a start word is
    /// not five letters.
    InvalidBoard = 25, "INVALID_BOARD";
    /// A config names a game this build does not know.
    UnknownGame = 23, "UNKNOWN_GAME";
    /// An action names something the game's players cannot do.
    UnknownAction = 24, "UNKNOWN_ACTION";
    /// No seat with that number.
    UnknownSeat = 30, "UNKNOWN_SEAT";
    /// `now_ms` is earlier than a time the game has already seen.
    TimeWentBackwards = 31, "TIME_WENT_BACKWARDS";
    /// The game has ended; nothing more can be done in it.
    GameOver = 32, "GAME_OVER";
    /// The seat has resigned, forfeited or been disqualified.
    SeatOut = 33, "SEAT_OUT";
    /// The seat belongs to the bot, which the engine plays itself.
    BotSeat = 34, "BOT_SEAT";
    /// The seat has already pressed Ready.
    AlreadyReady = 35, "ALREADY_READY";
    /// Words are not accepted yet: the tray has not opened.
    RoundNotOpen = 36, "ROUND_NOT_OPEN";
    /// Words are no longer accepted: the round's time is up.
    RoundOver = 37, "ROUND_OVER";
    /// It is another seat's move (turn-based games).
    NotYourTurn = 38, "NOT_YOUR_TURN";
    /// A bot's move fell due before this call's time and its search is
    /// still running (on another thread, or not begun on a host that
    /// never searches inside a call): the call changed nothing. Call again
    /// once the search is done; an advance waits for it instead.
    BotThinking = 39, "BOT_THINKING";
    /// A submitted word is empty after trimming.
    EmptyWord = 40, "EMPTY_WORD";
    /// A submitted word is over 64 bytes (after trimming and folding).
    WordTooLong = 41, "WORD_TOO_LONG";
    /// A submitted word contains a control character.
    ControlCharacter = 42, "CONTROL_CHARACTER";
    /// A seat reached the most the game keeps for it (e.g. 500 misses in
    /// Word Grid); nothing was recorded.
    LimitReached = 43, "LIMIT_REACHED";
    /// Wordgrid: the cell is not on the board (cells are 0–24).
    CellOutOfRange = 60, "CELL_OUT_OF_RANGE";
    /// Wordgrid: the cell already holds a letter.
    CellFilled = 61, "CELL_FILLED";
    /// Wordgrid: the cell shares no side with a filled cell.
    CellNotAdjacent = 62, "CELL_NOT_ADJACENT";
    /// Wordgrid: the letter is not a–z.
    NotALetter = 63, "NOT_A_LETTER";
    /// Wordgrid: two cells in a row of the path do not share a side.
    PathNotConnected = 64, "PATH_NOT_CONNECTED";
    /// Wordgrid: the path visits a cell twice.
    PathRepeatsCell = 65, "PATH_REPEATS_CELL";
    /// Wordgrid: the path does not pass through the new letter's cell.
    PathMissesNewCell = 66, "PATH_MISSES_NEW_CELL";
    /// Wordgrid: the path crosses an empty cell.
    PathCrossesEmpty = 67, "PATH_CROSSES_EMPTY";
    /// Wordgrid: the word is not in the word list (or is shorter than two
    /// letters).
    WordNotInList = 68, "WORD_NOT_IN_LIST";
    /// Wordgrid: the word has been played in this game already.
    WordAlreadyPlayed = 69, "WORD_ALREADY_PLAYED";
    /// Wordgrid: the mover's clock ran out before the move arrived.
    TimeUp = 70, "TIME_UP";
    /// Wordgrid: a draw offer is already open.
    DrawAlreadyOffered = 71, "DRAW_ALREADY_OFFERED";
    /// Wordgrid: there is no draw offer to accept or decline.
    NoDrawOffer = 72, "NO_DRAW_OFFER";
    /// Wordgrid: the word (convenience form) cannot be traced through the
    /// new cell.
    WordNotOnBoard = 73, "WORD_NOT_ON_BOARD";
    /// Sóló: a swap names the same cell twice.
    SameCell = 80, "SAME_CELL";
    /// Sóló: a swapped cell is Frozen or Fixed.
    CellNotFree = 81, "CELL_NOT_FREE";
    /// Sóló: a game can be cancelled only before its first move.
    CancelTooLate = 82, "CANCEL_TOO_LATE";
    /// A snapshot is corrupt, truncated or from an unknown version.
    InvalidSnapshot = 50, "INVALID_SNAPSHOT";
    /// A log cannot be replayed (bad shape, unknown version, or an action the
    /// rules refuse).
    InvalidLog = 51, "INVALID_LOG";
    /// A log or snapshot was played with another word list than the one
    /// given (their fingerprints differ; the message names both): replay,
    /// restore or verify it with the list it was played with.
    LexiconMismatch = 52, "LEXICON_MISMATCH";
    /// A sealed record's seal does not hold (`seal`): a byte of it changed
    /// (its version or word list relabelled, say), it was sealed with
    /// another key, it is a seal of another kind of record, or the seal
    /// itself is malformed.
    SealBroken = 53, "SEAL_BROKEN";
    /// A plain record where a sealed one is required (opening it, a verify
    /// with a key), or a sealed one given to a call that takes a plain
    /// record (replay, restore, verify without a key, sealing it again):
    /// open it with its key first.
    NotSealed = 54, "NOT_SEALED";
    /// A key for sealing is not 16 to 1024 bytes, or a key id is not 1 to
    /// 64 printable ASCII characters without spaces.
    InvalidKey = 55, "INVALID_KEY";
    /// A record of a format older than the check asked for (`min_version`:
    /// a strict verify refuses a log judged under an older version's
    /// rules).
    VersionTooOld = 56, "VERSION_TOO_OLD";
}

/// An error with its stable code and a human message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    code: ErrorCode,
    message: String,
}

impl Error {
    /// The one `WRONG_GAME`, wherever a thing of one game (`what`: a game,
    /// log, snapshot or config) meets a call for another:
    /// `this is a "duel" log, not a "hunt" one`.
    pub fn wrong_game(what: &str, held: &str, wanted: &str) -> Self {
        Error::new(
            ErrorCode::WrongGame,
            format!("this is a {held:?} {what}, not a {wanted:?} one"),
        )
    }

    /// A serde error message that carries a rule's code: a field reader
    /// (a letter, say) judges its value by the rules, and the JSON surface
    /// turns the message back into this error ([`Error::from_serde`]), so
    /// a mistake has one code whether it comes typed or as JSON.
    pub(crate) fn to_serde(&self) -> String {
        format!("\u{1}{}\u{1}{}", self.code.name(), self.message)
    }

    /// The coded error inside a serde message written by
    /// [`to_serde`](Self::to_serde), if it holds one.
    pub(crate) fn from_serde(text: &str) -> Option<Error> {
        let rest = text.split_once('\u{1}')?.1;
        let (name, message) = rest.split_once('\u{1}')?;
        let code = *ErrorCode::ALL.iter().find(|c| c.name() == name)?;
        Some(Error::new(code, message))
    }

    /// A serde message for people: the message of a coded error carried
    /// through serde ([`to_serde`](Self::to_serde)) without its markers, or
    /// the text as it is. For places that give every parse mistake one
    /// code of their own (a log is `INVALID_LOG`, whatever is wrong in it).
    pub(crate) fn serde_message(text: String) -> String {
        match Error::from_serde(&text) {
            Some(e) => e.message,
            None => text,
        }
    }

    /// An error with `code` and a message for people (English; not meant to
    /// be matched on: match the code).
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Self {
        Error {
            code,
            message: message.into(),
        }
    }

    /// The stable machine code: what programs should branch on.
    pub fn code(&self) -> ErrorCode {
        self.code
    }

    /// The human message, without the code (`Display` shows
    /// `"CODE_NAME: message"`).
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.code.name(), self.message)
    }
}

impl std::error::Error for Error {}

/// The crate's result type.
pub type Result<T, E = Error> = std::result::Result<T, E>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_names_are_unique_and_round_trip() {
        let mut nums = std::collections::HashSet::new();
        let mut names = std::collections::HashSet::new();
        for &c in ErrorCode::ALL {
            assert!(nums.insert(c.number()), "duplicate number {}", c.number());
            assert!(names.insert(c.name()), "duplicate name {}", c.name());
            assert_eq!(ErrorCode::from_number(c.number()), Some(c));
            assert!(c.number() != 0, "0 is reserved for OK");
        }
        assert_eq!(ErrorCode::RoundOver.number(), 37);
        assert_eq!(ErrorCode::NotYourTurn.name(), "NOT_YOUR_TURN");
    }
}

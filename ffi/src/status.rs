//! The status every call returns: `GW_STATUS_OK` (0) or one of the engine's
//! stable error codes, number for number (`gridwords::ErrorCode`). A test
//! keeps the two lists in step.

use gridwords::ErrorCode;

/// The outcome of a call. 0 is success; every other value is the stable
/// number of an engine error code and is never reused or renumbered. The
/// human text of the last failure is gw_last_error_message().
#[repr(u32)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Status {
    /// The call succeeded; out-params have been written.
    Ok = 0,
    /// A pointer argument was NULL (C ABI only).
    NullArgument = 1,
    /// A string argument was not valid UTF-8 (C ABI only).
    InvalidUtf8 = 2,
    /// A Rust panic was caught at the boundary; a bug, please report it.
    Panic = 3,
    /// A buffer or value passed in is out of the accepted range.
    InvalidArgument = 4,
    /// JSON input (config, log, result) could not be parsed or has the wrong shape.
    InvalidJson = 5,
    /// A lexicon blob is truncated, corrupt or holds words outside a–z.
    LexiconCorrupt = 10,
    /// A word given to `Lexicon::from_words` is not 1–32 letters a–z.
    InvalidLexiconWord = 11,
    /// A tray string is not 16 letters a–z.
    InvalidTray = 20,
    /// A points table is not six numbers.
    InvalidPoints = 21,
    /// A game configuration breaks the rules (seat count, kinds, timings).
    InvalidConfig = 22,
    /// No seat with that number.
    UnknownSeat = 30,
    /// `now_ms` is earlier than a time the game has already seen.
    TimeWentBackwards = 31,
    /// The game has ended; nothing more can be done in it.
    GameOver = 32,
    /// The seat has resigned, forfeited or been disqualified.
    SeatOut = 33,
    /// The seat belongs to the bot, which the engine plays itself.
    BotSeat = 34,
    /// The seat has already pressed Ready.
    AlreadyReady = 35,
    /// Words are not accepted yet: the tray has not opened.
    RoundNotOpen = 36,
    /// Words are no longer accepted: the round's time is up.
    RoundOver = 37,
    /// It is another seat's move (turn-based games).
    NotYourTurn = 38,
    /// A submitted word is empty after trimming.
    EmptyWord = 40,
    /// A submitted word is over 64 bytes.
    WordTooLong = 41,
    /// A submitted word contains a control character.
    ControlCharacter = 42,
    /// A snapshot is corrupt, truncated or from an unknown version.
    InvalidSnapshot = 50,
    /// A log cannot be replayed (bad shape, unknown version, or an action the
    /// rules refuse).
    InvalidLog = 51,
}

impl Status {
    /// Every status, in numeric order.
    pub fn all() -> &'static [Status] {
        ALL
    }

    /// The stable number (the C enum value).
    pub fn number(self) -> u32 {
        self as u32
    }

    /// The name without the `GW_STATUS_` prefix, e.g. `"NOT_YOUR_TURN"`:
    /// the engine's error-code name, and the `code` of Python and Node errors.
    pub fn name(self) -> &'static str {
        match self {
            Status::Ok => "OK",
            Status::NullArgument => "NULL_ARGUMENT",
            Status::InvalidUtf8 => "INVALID_UTF8",
            Status::Panic => "PANIC",
            Status::InvalidArgument => "INVALID_ARGUMENT",
            Status::InvalidJson => "INVALID_JSON",
            Status::LexiconCorrupt => "LEXICON_CORRUPT",
            Status::InvalidLexiconWord => "INVALID_LEXICON_WORD",
            Status::InvalidTray => "INVALID_TRAY",
            Status::InvalidPoints => "INVALID_POINTS",
            Status::InvalidConfig => "INVALID_CONFIG",
            Status::UnknownSeat => "UNKNOWN_SEAT",
            Status::TimeWentBackwards => "TIME_WENT_BACKWARDS",
            Status::GameOver => "GAME_OVER",
            Status::SeatOut => "SEAT_OUT",
            Status::BotSeat => "BOT_SEAT",
            Status::AlreadyReady => "ALREADY_READY",
            Status::RoundNotOpen => "ROUND_NOT_OPEN",
            Status::RoundOver => "ROUND_OVER",
            Status::NotYourTurn => "NOT_YOUR_TURN",
            Status::EmptyWord => "EMPTY_WORD",
            Status::WordTooLong => "WORD_TOO_LONG",
            Status::ControlCharacter => "CONTROL_CHARACTER",
            Status::InvalidSnapshot => "INVALID_SNAPSHOT",
            Status::InvalidLog => "INVALID_LOG",
        }
    }

    /// The status with this number, if any.
    pub fn from_number(n: u32) -> Option<Status> {
        ALL.iter().copied().find(|s| s.number() == n)
    }

    /// The status for an engine error code (same number).
    pub fn from_code(code: ErrorCode) -> Status {
        // Every code has a status (tested); a code added to the core without
        // its status here would surface as PANIC, never as success.
        Status::from_number(code.number()).unwrap_or(Status::Panic)
    }
}

const ALL: &[Status] = &[
    Status::Ok,
    Status::NullArgument,
    Status::InvalidUtf8,
    Status::Panic,
    Status::InvalidArgument,
    Status::InvalidJson,
    Status::LexiconCorrupt,
    Status::InvalidLexiconWord,
    Status::InvalidTray,
    Status::InvalidPoints,
    Status::InvalidConfig,
    Status::UnknownSeat,
    Status::TimeWentBackwards,
    Status::GameOver,
    Status::SeatOut,
    Status::BotSeat,
    Status::AlreadyReady,
    Status::RoundNotOpen,
    Status::RoundOver,
    Status::NotYourTurn,
    Status::EmptyWord,
    Status::WordTooLong,
    Status::ControlCharacter,
    Status::InvalidSnapshot,
    Status::InvalidLog,
];

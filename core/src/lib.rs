//! # gridwords
//!
//! The rules engine for three grid word games, with no I/O of its own: no
//! files, sockets or system clock. Hosts create games, feed them players'
//! actions stamped with the host's clock (`now_ms`), and read back events,
//! views and results. The only threads are those of the batch analysis
//! calls (`hunt::score_many`, `hunt::solve_many`), behind the default-on
//! `parallel` feature; games never start one.
//!
//! The crate denies `unsafe` code; the one exception is calling the
//! `popcnt` build of the scorer's walk after checking at run time that the
//! CPU has the instruction (`hunt/walk.rs`), tested on every run.
//!
//! * [`lexicon`]: the shipped English word list (an `fst` blob embedded in
//!   the crate) and the trie the solvers walk.
//! * [`rng`]: ChaCha20 keyed from a game seed, with the project's own
//!   documented sampling, so a seed means the same game forever.
//! * [`error`]: one error type with stable machine codes.
//! * [`seal`]: sealed records, a host's HMAC-SHA-256 over a log, result
//!   or snapshot with its own key (passed in), checked on opening.
//! * [`grid`]: board geometry. Every game's board shares it: hunt's 4×4 tray
//!   with diagonal (king-move) neighbours, and the duel 5×5 and solo
//!   10×10 boards with orthogonal ones. One module numbers the cells and
//!   builds the neighbour tables, at compile time, so no game keeps its own
//!   copy of the adjacency rules.
//!
//! The games (`hunt`, `duel`, `solo`) build on these; [`svg`] draws each
//! game's board as a picture.

#![deny(unsafe_code)]
#![deny(missing_docs)]
#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used))]

mod batch;
pub mod duel;
pub mod engine;
pub mod error;
pub mod games;
pub mod grid;
pub mod hunt;
pub mod lexicon;
pub mod limits;
pub mod rng;
pub mod seal;
pub mod seed;
pub mod solo;
pub mod svg;
pub mod verify;
mod whole;

pub use engine::Session;

/// Does the process's one-time work now, so no game's first call pays for
/// it on whichever thread makes it: opens and checks the shipped word list
/// (about 40 ms, the first `Lexicon::embedded()`) and builds the solver's
/// trie of `lexicon` (the shipped list if `None`; about 30 ms). Call it at
/// launch, off the UI thread; later calls return at once. Every other
/// table the engine uses is built at compile time.
pub fn warm_up(lexicon: Option<&Lexicon>) {
    lexicon.unwrap_or_else(|| Lexicon::embedded()).warm_up();
}
pub use games::{AnyEvents, AnyGame, Registered, GAMES};

/// The version of the C ABI this build implements (`GW_ABI_VERSION` in
/// `gridwords.h`; the Python and Node bindings export it as `ABI_VERSION`).
/// Bumped on every change that breaks source or binary compatibility of the
/// C ABI or a JSON shape it hands out. The C crate asserts at compile time
/// that its header constant equals this one.
pub const ABI_VERSION: u32 = 2;
pub use error::{Error, ErrorCode, Result};
pub use lexicon::Lexicon;

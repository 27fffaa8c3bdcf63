//! What a game adds to be drawn: its view as a picture, and the picture
//! anyone may be shown.

use crate::engine::{Rules, Session};
use crate::error::Result;

/// A game whose view can be drawn: what a game must add to be in the
/// registry, so that every game has a picture.
pub trait Picture: Rules {
    /// The view drawn as an SVG document. It draws what the view holds and
    /// nothing else, so a view that hides something hides it in the
    /// picture too.
    fn picture(view: &Self::View) -> String;
}

/// The game drawn as a spectator sees it now ([`Session::view_for`] with
/// no seat): the picture anyone may be shown.
pub fn spectator<R: Picture>(game: &Session<R>) -> Result<String> {
    game.view_for(None).map(|v| R::picture(&v))
}

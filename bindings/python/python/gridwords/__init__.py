"""gridwords: an embeddable engine for grid word games.

The rules live in the Rust crate ``gridwords``; this package only translates
types. See ``gridwords.hunt`` for Word Grid.
"""

from . import hunt
from ._core import ABI_VERSION, Error, Lexicon, __version__, error_codes

__all__ = ["ABI_VERSION", "Error", "Lexicon", "__version__", "error_codes", "hunt"]

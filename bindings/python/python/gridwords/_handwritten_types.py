"""The shapes and names that :mod:`gridwords.types` re-exports but no Rust
type declares to ts-rs, so tools/gen_pytypes.py cannot generate them.
Written by hand, and the only hand-written part of ``gridwords.types``
(which is generated, and imports this module's ``__all__``). Each is held
to the runtime by a test: ``tests/test_types.py`` checks the manifests
of the shipped list and of lists built from words or bytes against
:class:`LexiconManifest`, and :data:`DuelLevel` against the core's list
of levels (``gridwords._core.DUEL_LEVELS``), :class:`HuntBotWord` against
``hunt.bot_words`` and :data:`SoloStrategy` against the core's strategies
(``gridwords._core.solo_strategies``), and :class:`OpenedRecord` against
``gridwords.open_sealed`` (``tests/test_seals.py``), and :class:`Verdict`
against ``gridwords.verify_many`` (``tests/test_verify_many.py``).

Import them from ``gridwords.types``, not from here.
"""

from __future__ import annotations

from typing import Literal, TypeAlias, TypedDict

__all__ = [
    "DuelLevel",
    "HuntBotWord",
    "LexiconManifest",
    "LexiconSource",
    "OpenedRecord",
    "SoloStrategy",
    "Verdict",
]

#: A Sóló built-in player (``solo.play_out``): ``"greedy"`` or ``"random"``
#: (``docs/rules/solo.md``, "Built-in players").
SoloStrategy: TypeAlias = Literal["greedy"] | Literal["random"]


class HuntBotWord(TypedDict):
    """One word the Word Grid bot would send (``hunt.bot_words``)."""

    #: The word, 3-16 letters a-z, one the tray holds.
    word: str
    #: When it sends it, in ms from the round's opening.
    at_ms: int


#: A Wordgrid bot's level, weakest first (its seat kind is ``"bot:<level>"``,
#: :data:`gridwords.types.DuelSeatKind`): ``gridwords.analysis.LEVELS``, the
#: seats of a tournament's records. Spelled as a union of one-value
#: ``Literal``s, as the generated aliases are (a ``Union`` at runtime).
DuelLevel: TypeAlias = Literal["easy"] | Literal["medium"] | Literal["hard"]


class LexiconSource(TypedDict):
    """One source file of the shipped list's build (``LexiconManifest.sources``)."""

    #: The file, relative to the builder's inputs (``"enable1.txt"``,
    #: ``"scowl/american-words.10"``, ...).
    file: str
    #: Its sha256, 64 lower-case hex digits.
    sha256: str


class _LexiconManifestRequired(TypedDict):
    """The required keys of `LexiconManifest`."""

    #: The words in the list.
    total_words: int
    #: Words of each length, keyed by the length in two digits (``"03"``).
    words_by_length: dict[str, int]
    #: The size of the list's blob (``Lexicon.to_bytes()``), in bytes.
    blob_bytes: int


class LexiconManifest(_LexiconManifestRequired, total=False):
    """``Lexicon.manifest``: what the list is. Every list has the counts;
    the shipped one (``Lexicon.default()``) also has the builder's record
    of its build (``recipe_version``, ``builder_version``, ``sources``,
    ``list_sha256``, ``blob_sha256``), and any other one, instead, the
    ``source`` it was made by."""

    #: How a list other than the shipped one was made: ``"from_words"`` or
    #: ``"from_bytes"`` (the shipped list's bytes reopened included).
    source: Literal["from_words"] | Literal["from_bytes"]
    #: The shipped list: the version of the recipe it was built by (the
    #: lexicon builder's ``RECIPE_VERSION``).
    recipe_version: int
    #: The shipped list: the lexicon builder's version.
    builder_version: str
    #: The shipped list: every source file, with its sha256.
    sources: list[LexiconSource]
    #: The shipped list: the sha256 of its words sorted, each followed by
    #: ``"\\n"``; the list's ``Lexicon.fingerprint``.
    list_sha256: str
    #: The shipped list: the sha256 of its blob.
    blob_sha256: str


class OpenedRecord(TypedDict):
    """A sealed record opened (``gridwords.open_sealed``), its seal held."""

    #: What the record is (``types.SealKind``, generated from the TypeScript
    #: declaration).
    kind: Literal["log", "result", "snapshot"]
    #: The key id its seal names (the host's label for its key).
    key_id: str
    #: The record byte for byte as it was sealed: a log's or result's JSON
    #: text (``str``), or a snapshot's ``bytes``.
    record: str | bytes


class Verdict(TypedDict, total=False):
    """One record's verdict from :func:`gridwords.verify_many`: the core's
    ``gridwords::verify::Verdict``. ``verified`` is always there; a false
    claim adds ``report``, a record that could not be judged ``code`` and
    ``message``."""

    #: Whether the claimed result is the log's true one.
    verified: bool
    #: What is false in the claim, as :func:`gridwords.verify_report` says it.
    report: str
    #: The error code of a record that could not be judged (``"INVALID_LOG"``).
    code: str
    #: That error's message.
    message: str

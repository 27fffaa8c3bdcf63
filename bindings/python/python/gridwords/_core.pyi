# Type stubs for the compiled module gridwords._core.
# tests/test_stubs.py checks these against the runtime module: the same
# names, classes, bases, member kinds (method, staticmethod, property) and
# parameters; so does mypy's stubtest (`make test-python`, allowlist in
# tests/stubtest-allowlist.txt). Constructors are stubbed as `__new__`, as
# pyo3 defines them. The JSON shapes (events, views, results, configs,
# actions) are the TypedDicts of gridwords.types, generated from the
# core's Rust types (tools/gen_pytypes.py); a typed class re-types the
# generic calls it inherits (act, advance, ...) with its game's shapes.
#
# Arguments: a wrong Python type raises TypeError; the right type with a bad
# value (a negative time, a seat or seed past 2**64-1, a float time) raises
# Error with code INVALID_ARGUMENT (or the core's code), never OverflowError.
# A str that is not valid Unicode (a lone surrogate, "\ud800") raises Error
# with code INVALID_UTF8, never UnicodeEncodeError; the types stay str.
# Seeds are taken as an int 0..2**64-1 or a str ("42", "0x2a"); results, logs,
# configs and views carry the seed as the JSON string "0x" + 16 hex digits.

from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, Literal, TypeAlias, final, overload

from typing_extensions import Self, disjoint_base

from gridwords._options import OptionSpec
from gridwords.hunt import SolveColumns
from gridwords.types import (
    AnyAction,
    AnyConfig,
    AnyConfigDuel,
    AnyConfigHunt,
    AnyConfigSolo,
    AnyEvent,
    AnyLog,
    AnyResult,
    AnyView,
    DuelConfig,
    DuelEvent,
    DuelGameResult,
    DuelLevel,
    DuelLog,
    DuelScored,
    DuelSeatAction,
    DuelView,
    HuntBotWord,
    HuntConfig,
    HuntEvent,
    HuntGameResult,
    HuntLog,
    HuntSeatAction,
    HuntView,
    LexiconManifest,
    OpenedRecord,
    SoloCellState,
    SoloConfig,
    SoloEvent,
    SoloGameResult,
    SoloLog,
    SoloRating,
    SoloScored,
    SoloSeatAction,
    SoloStrategy,
    SoloView,
    Verdict,
)

# pyo3's `__all__`: every name below (stubtest holds the two equal, as sets).
__all__ = [
    "__version__",
    "ABI_VERSION",
    "Error",
    "error_codes",
    "options",
    "ErrorCode",
    "GameName",
    "Lexicon",
    "warm_up",
    "Game",
    "replay_json",
    "verify",
    "verify_report",
    "verify_many",
    "seal",
    "open_sealed",
    "seal_key_id",
    "_lock_waits",
    "hunt_trace",
    "hunt_tray_svg",
    "hunt_deal",
    "hunt_solve",
    "hunt_solve_json",
    "hunt_score",
    "hunt_score_many",
    "hunt_deal_many",
    "hunt_count_many",
    "hunt_replay_json",
    "SolveChunks",
    "hunt_solve_many",
    "hunt_solve_chunks",
    "HuntGame",
    "DUEL_LEVELS",
    "duel_legal_moves",
    "duel_best_moves",
    "duel_board_svg",
    "duel_replay_json",
    "DuelGame",
    "solo_clock_ms",
    "solo_strategies",
    "solo_play_out",
    "hunt_bot_words",
    "hunt_bot_strength",
    "hunt_bot_strength_many",
    "solo_play_out_many",
    "solo_field_svg",
    "solo_deal",
    "solo_rating",
    "solo_replay_json",
    "SoloGame",
    "solo_best_swaps",
    "TypedGame",
    "restore",
    "from_log",
]

__version__: str
ABI_VERSION: int  # gridwords::ABI_VERSION, the C header's GW_ABI_VERSION

# The type names a host annotates with. At runtime the module builds them
# from the core's lists; tests/test_stubs.py holds these spellings equal to
# those (every code of error_codes(), in its order; every game's name; every
# typed class).
ErrorCode: TypeAlias = Literal[
    "NULL_ARGUMENT",
    "INVALID_UTF8",
    "PANIC",
    "INVALID_ARGUMENT",
    "INVALID_JSON",
    "WRONG_GAME",
    "INVALID_HANDLE",
    "LEXICON_CORRUPT",
    "INVALID_LEXICON_WORD",
    "INVALID_TRAY",
    "INVALID_POINTS",
    "INVALID_CONFIG",
    "INVALID_BOARD",
    "UNKNOWN_GAME",
    "UNKNOWN_ACTION",
    "UNKNOWN_SEAT",
    "TIME_WENT_BACKWARDS",
    "GAME_OVER",
    "SEAT_OUT",
    "BOT_SEAT",
    "ALREADY_READY",
    "ROUND_NOT_OPEN",
    "ROUND_OVER",
    "NOT_YOUR_TURN",
    "BOT_THINKING",
    "EMPTY_WORD",
    "WORD_TOO_LONG",
    "CONTROL_CHARACTER",
    "LIMIT_REACHED",
    "CELL_OUT_OF_RANGE",
    "CELL_FILLED",
    "CELL_NOT_ADJACENT",
    "NOT_A_LETTER",
    "PATH_NOT_CONNECTED",
    "PATH_REPEATS_CELL",
    "PATH_MISSES_NEW_CELL",
    "PATH_CROSSES_EMPTY",
    "WORD_NOT_IN_LIST",
    "WORD_ALREADY_PLAYED",
    "TIME_UP",
    "DRAW_ALREADY_OFFERED",
    "NO_DRAW_OFFER",
    "WORD_NOT_ON_BOARD",
    "SAME_CELL",
    "CELL_NOT_FREE",
    "CANCEL_TOO_LATE",
    "INVALID_SNAPSHOT",
    "INVALID_LOG",
    "LEXICON_MISMATCH",
    "SEAL_BROKEN",
    "NOT_SEALED",
    "INVALID_KEY",
    "VERSION_TOO_OLD",
]
GameName: TypeAlias = Literal["hunt", "duel", "solo"]
# What restore() and from_log() give: narrow it on `.game` (or isinstance).
TypedGame: TypeAlias = HuntGame | DuelGame | SoloGame

class Error(Exception):
    code: ErrorCode  # the stable error-code name, e.g. "NOT_YOUR_TURN"
    number: int  # the stable number (the C status value)
    message: str  # the core's message; str(e) is "CODE: message"
    # Exception's, with a signature for inspect and help(): the engine
    # raises it with "CODE: message", then sets the three attributes.
    def __init__(self, *args: object) -> None: ...

def error_codes() -> dict[str, int]: ...
def options(game: GameName) -> list[OptionSpec]: ...

solo_clock_ms: int  # Sóló's clock, the core's (gridwords.solo.CLOCK_MS)
solo_strategies: list[SoloStrategy]  # the built-in players' names, the core's

def hunt_bot_words(
    tray: str | bytes | bytearray | memoryview,
    strength: int,
    seed: int | str,
    *,
    round_ms: int | None = None,
    points: Sequence[int] | None = None,
    bot_rules: int | None = None,
    lexicon: Lexicon | None = None,
) -> list[HuntBotWord]: ...
def hunt_bot_strength(seed: int | str) -> int: ...
def hunt_bot_strength_many(
    seeds: Iterable[int | str] | Any,
    *,
    progress: Callable[[int, int], object] | None = None,
) -> Any: ...
def solo_play_out_many(
    seeds: Iterable[int | str] | Any,
    strategy: str,
    *,
    lexicon: Lexicon | None = None,
    threads: int | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> list[SoloGameResult]: ...
def solo_play_out(
    seed: int | str, strategy: str, *, lexicon: Lexicon | None = None
) -> SoloGame: ...
def _lock_waits() -> int: ...  # how often a call waited for a game's lock (tests)

@final
class Lexicon:
    @staticmethod
    def default() -> Lexicon: ...
    @staticmethod
    def from_words(words: Iterable[str]) -> Lexicon: ...
    @staticmethod
    def from_bytes(data: bytes | bytearray | memoryview) -> Lexicon: ...
    def contains(self, word: str) -> bool: ...
    def __contains__(self, word: object, /) -> bool: ...
    def __len__(self) -> int: ...
    def __iter__(self) -> Iterator[str]: ...
    # What the list is (gridwords.types.LexiconManifest): the counts, and
    # the shipped list's build record or another list's source.
    @property
    def manifest(self) -> LexiconManifest: ...
    # sha256 (64 lower-case hex digits) of the sorted words, each + "\n":
    # what logs ("lexicon_sha256") and snapshots record.
    @property
    def fingerprint(self) -> str: ...
    def to_bytes(self) -> bytes: ...
    def __reduce__(self) -> tuple[Any, ...]: ...

# The process's one-time work (the shipped list's check, the solver's index
# of `lexicon`, default the shipped list), without the GIL; later calls
# return at once. Call it at launch on a worker thread.
def warm_up(lexicon: Lexicon | None = None) -> None: ...

# gridwords.Game: any game. Config {"game": "hunt" | "duel" | "solo", ...}; JSON-shaped
# dicts in and out (typed as every game's shapes: narrow an event on "type").
# act/advance return every event: filter per seat with events_for before
# forwarding.
@disjoint_base
class Game:
    def __new__(
        cls, config: AnyConfig | str, now_ms: int, *, lexicon: Lexicon | None = None
    ) -> Self: ...
    @property
    def game(self) -> GameName: ...
    @property
    def seat_count(self) -> int: ...
    # When the game next needs the clock (call advance then), or None. A host
    # secret while a bot seat plays: it tells when the bot will act (and so
    # how long it will think); never send it to a seat.
    @property
    def next_due(self) -> int | None: ...
    @property
    def clock_ms(self) -> int: ...
    @property
    def is_over(self) -> bool: ...
    # Both return every seat's events, private ones included (another
    # seat's words, a bot's move as found): pass them through
    # events_for(events, seat) before forwarding to a seat.
    def act(self, action: AnyAction | str, now_ms: int) -> list[AnyEvent]: ...
    def advance(self, now_ms: int) -> list[AnyEvent]: ...
    def rebase(self, now_old: int, now_new: int) -> list[AnyEvent]: ...
    def play_out(self) -> list[AnyEvent]: ...
    # Runs the bot's search for its standing turn now (GIL and lock
    # released); None at once if no turn stands or its search has begun.
    def think(self) -> None: ...
    # True: a now_ms before clock_ms is taken as clock_ms (several threads
    # driving one game); not pickled or snapshotted (a restored game is strict).
    @property
    def clamp_times(self) -> bool: ...
    @clamp_times.setter
    def clamp_times(self, clamp: bool) -> None: ...
    def events_for(
        self, events: Sequence[AnyEvent] | str, viewer: int | None
    ) -> list[AnyEvent]: ...
    # What viewer (a seat, or None: a spectator) may see now. It answers for
    # any seat it is asked about: the host must ask for the seat of the
    # player who is asking, never one a request names.
    def view(self, viewer: int | None = None) -> AnyView: ...
    def result(self) -> AnyResult | None: ...
    def result_json(self) -> str | None: ...
    # config(), log() and snapshot() hold the seed (which decides every
    # tray, board, deal and bot's move) and, the log and snapshot, every
    # seat's actions: server secrets until the game is over.
    def config(self) -> AnyConfig: ...
    def log(self) -> str: ...
    def snapshot(self) -> bytes: ...
    # snapshot() bytes: bytes, a bytearray or a memoryview.
    @staticmethod
    def restore(
        data: bytes | bytearray | memoryview,
        *,
        lexicon: Lexicon | None = None,
        key: bytes | bytearray | memoryview | None = None,
    ) -> Game: ...
    @staticmethod
    def from_log(log: AnyLog | str, *, lexicon: Lexicon | None = None) -> Game: ...
    def __reduce__(self) -> tuple[Any, ...]: ...
    # The game drawn as an SVG document, as a spectator sees it now (what any
    # viewer may be shown: a Word Grid tray stays blank until the round
    # opens); _repr_svg_ is Jupyter's rich display of it.
    def to_svg(self) -> str: ...
    def _repr_svg_(self) -> str: ...

# The typed classes re-type the generic calls they inherit with their game's
# shapes (`# type: ignore[override]`: a list of one game's events is not a
# list of any game's, lists being invariant; at runtime they are the
# generic calls).

# gridwords.hunt.Game: a Word Grid game with typed calls. The keyword
# arguments are the config's optional fields (None: the rules' default).
@final
class HuntGame(Game):
    def __new__(
        cls,
        seats: list[str],
        seed: int | str,
        now_ms: int,
        # options:begin hunt (tools/gen_pyoptions.py writes it from the core's declaration)
        # Length of the round in ms, from the tray opening. Default 180000; 1-86400000. Analysis
        # only.
        round_ms: int | None = None,
        # Ms between the last seat pressing Ready and the tray opening (0 opens it at once). Default
        # 3000; 0-86400000. Analysis only.
        countdown_ms: int | None = None,
        # Ms after creation before which every human seat must press Ready, else it is forfeited.
        # Default 60000; 1-86400000. Analysis only.
        move_deadline_ms: int | None = None,
        # Points for words of 3, 4, 5, 6, 7 and 8 or more letters. Default [1, 2, 3, 5, 8, 12]; 6
        # whole numbers, each 0-100000000. Analysis only.
        points: list[int] | tuple[int, ...] | None = None,
        # The rules the bot follows: 2 holds its words and its points each to at most 45 % of the
        # tray's. 1, the rules of gridwords 0.1.0 (only its words under half), exists only so that
        # release's records replay: a new game refuses it. Default 2; 1-2.
        bot_rules: int | None = None,
        # options:end
        *,
        lexicon: Lexicon | None = None,
    ) -> Self: ...
    @staticmethod
    def from_config_json(
        config_json: HuntConfig | AnyConfigHunt | str,
        now_ms: int,
        *,
        lexicon: Lexicon | None = None,
    ) -> HuntGame: ...
    def ready(self, seat: int, now_ms: int) -> list[HuntEvent]: ...
    def submit(self, seat: int, word: str, now_ms: int) -> list[HuntEvent]: ...
    def resign(self, seat: int, now_ms: int) -> list[HuntEvent]: ...
    def act(self, action: HuntSeatAction | str, now_ms: int) -> list[HuntEvent]: ...  # type: ignore[override]
    def advance(self, now_ms: int) -> list[HuntEvent]: ...  # type: ignore[override]
    def rebase(self, now_old: int, now_new: int) -> list[HuntEvent]: ...  # type: ignore[override]
    def play_out(self) -> list[HuntEvent]: ...  # type: ignore[override]
    def events_for(  # type: ignore[override]
        self, events: Sequence[HuntEvent] | str, viewer: int | None
    ) -> list[HuntEvent]: ...
    def view(self, seat: int | None = None) -> HuntView: ...
    def result(self) -> HuntGameResult | None: ...
    def config(self) -> AnyConfigHunt: ...
    @property
    def tray(self) -> str | None: ...
    @property
    def game(self) -> Literal["hunt"]: ...
    @staticmethod
    def restore(
        data: bytes | bytearray | memoryview,
        *,
        lexicon: Lexicon | None = None,
        key: bytes | bytearray | memoryview | None = None,
    ) -> HuntGame: ...
    @staticmethod
    def from_log(log: AnyLog | str, *, lexicon: Lexicon | None = None) -> HuntGame: ...

# gridwords.duel.Game: a Wordgrid game with typed calls.
@final
class DuelGame(Game):
    def __new__(
        cls,
        seats: list[str],
        seed: int | str,
        now_ms: int,
        # options:begin duel (tools/gen_pyoptions.py writes it from the core's declaration)
        # Each seat's stake in integer minor units; 0 is practice. Two human seats only. Default 0;
        # 0-9223372036854775807.
        stake: int | None = None,
        # The word across the middle row (any case). Default 'sheep'; a 5-letter word of the list.
        # Analysis only.
        start_word: str | None = None,
        # Each seat's time for the whole game, in ms. Default 600000; 1-86400000. Analysis only.
        clock_ms: int | None = None,
        # Ms added to a seat's clock after each of its moves (a Fischer increment). Default 0;
        # 0-3600000. Analysis only.
        increment_ms: int | None = None,
        # options:end
        *,
        lexicon: Lexicon | None = None,
    ) -> Self: ...
    @staticmethod
    def from_config_json(
        config_json: DuelConfig | AnyConfigDuel | str,
        now_ms: int,
        *,
        lexicon: Lexicon | None = None,
    ) -> DuelGame: ...
    def play(
        self,
        seat: int,
        cell: int,
        letter: str,
        path_or_word: str | list[int] | tuple[int, ...],
        now_ms: int,
    ) -> list[DuelEvent]: ...
    def offer_draw(self, seat: int, now_ms: int) -> list[DuelEvent]: ...
    def accept_draw(self, seat: int, now_ms: int) -> list[DuelEvent]: ...
    def decline_draw(self, seat: int, now_ms: int) -> list[DuelEvent]: ...
    def resign(self, seat: int, now_ms: int) -> list[DuelEvent]: ...
    def act(self, action: DuelSeatAction | str, now_ms: int) -> list[DuelEvent]: ...  # type: ignore[override]
    def advance(self, now_ms: int) -> list[DuelEvent]: ...  # type: ignore[override]
    def rebase(self, now_old: int, now_new: int) -> list[DuelEvent]: ...  # type: ignore[override]
    def play_out(self) -> list[DuelEvent]: ...  # type: ignore[override]
    def events_for(  # type: ignore[override]
        self, events: Sequence[DuelEvent] | str, viewer: int | None
    ) -> list[DuelEvent]: ...
    def view(self, seat: int | None = None) -> DuelView: ...
    def result(self) -> DuelGameResult | None: ...
    def config(self) -> AnyConfigDuel: ...
    @property
    def board(self) -> str: ...
    @property
    def to_move(self) -> int | None: ...
    @property
    def scores(self) -> list[int]: ...
    @property
    def played(self) -> list[str]: ...
    @property
    def clocks_ms(self) -> list[int]: ...
    @property
    def draw_offer(self) -> int | None: ...
    @property
    def game(self) -> Literal["duel"]: ...
    @staticmethod
    def restore(
        data: bytes | bytearray | memoryview,
        *,
        lexicon: Lexicon | None = None,
        key: bytes | bytearray | memoryview | None = None,
    ) -> DuelGame: ...
    @staticmethod
    def from_log(log: AnyLog | str, *, lexicon: Lexicon | None = None) -> DuelGame: ...

# gridwords.solo.Game: a Sóló game with typed calls (one seat, 0).
@final
class SoloGame(Game):
    def __new__(
        cls,
        seed: int | str,
        now_ms: int,
        # options:begin solo (tools/gen_pyoptions.py writes it from the core's declaration)
        # options:end
        *,
        lexicon: Lexicon | None = None,
    ) -> Self: ...
    @staticmethod
    def from_config_json(
        config_json: SoloConfig | AnyConfigSolo | str,
        now_ms: int,
        *,
        lexicon: Lexicon | None = None,
    ) -> SoloGame: ...
    def swap(self, a: int, b: int, now_ms: int) -> list[SoloEvent]: ...
    def finish(self, now_ms: int) -> list[SoloEvent]: ...
    def cancel(self, now_ms: int) -> list[SoloEvent]: ...
    def act(self, action: SoloSeatAction | str, now_ms: int) -> list[SoloEvent]: ...  # type: ignore[override]
    def advance(self, now_ms: int) -> list[SoloEvent]: ...  # type: ignore[override]
    def rebase(self, now_old: int, now_new: int) -> list[SoloEvent]: ...  # type: ignore[override]
    def play_out(self) -> list[SoloEvent]: ...  # type: ignore[override]
    def events_for(  # type: ignore[override]
        self, events: Sequence[SoloEvent] | str, viewer: int | None
    ) -> list[SoloEvent]: ...
    def view(self, seat: int | None = None) -> SoloView: ...
    def result(self) -> SoloGameResult | None: ...
    def config(self) -> AnyConfigSolo: ...
    @property
    def field(self) -> str: ...
    @property
    def cells(self) -> list[SoloCellState]: ...
    @property
    def score(self) -> int: ...
    @property
    def game(self) -> Literal["solo"]: ...
    @staticmethod
    def restore(
        data: bytes | bytearray | memoryview,
        *,
        lexicon: Lexicon | None = None,
        key: bytes | bytearray | memoryview | None = None,
    ) -> SoloGame: ...
    @staticmethod
    def from_log(log: AnyLog | str, *, lexicon: Lexicon | None = None) -> SoloGame: ...

# Any game's snapshot or log, back as its game's typed class.
def restore(
    data: bytes | bytearray | memoryview,
    *,
    lexicon: Lexicon | None = None,
    key: bytes | bytearray | memoryview | None = None,
) -> TypedGame: ...
def from_log(log: AnyLog | str, *, lexicon: Lexicon | None = None) -> TypedGame: ...
def replay_json(log: AnyLog | str, *, lexicon: Lexicon | None = None) -> str: ...
def verify(
    log: AnyLog | str,
    result: AnyResult | str,
    *,
    lexicon: Lexicon | None = None,
    rerun_bots: bool = False,
    trust_bots: bool = False,
    min_version: int | None = None,
    key: bytes | bytearray | memoryview | None = None,
) -> bool: ...
def verify_report(
    log: AnyLog | str,
    result: AnyResult | str,
    *,
    lexicon: Lexicon | None = None,
    trust_bots: bool = False,
    min_version: int | None = None,
    key: bytes | bytearray | memoryview | None = None,
) -> str | None: ...
def verify_many(
    records: Iterable[tuple[AnyLog | str, AnyResult | str]],
    *,
    lexicon: Lexicon | None = None,
    trust_bots: bool = False,
    min_version: int | None = None,
    key: bytes | bytearray | memoryview | None = None,
    threads: int | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> list[Verdict]: ...

# Sealed records (docs/rules/records.md, "Sealed records"): a log or result
# is its exact JSON text (str), a snapshot its bytes.
@overload
def seal(
    kind: Literal["log", "result"],
    record: str,
    key: bytes | bytearray | memoryview,
    key_id: str,
) -> str: ...
@overload
def seal(
    kind: Literal["snapshot"],
    record: bytes | bytearray | memoryview,
    key: bytes | bytearray | memoryview,
    key_id: str,
) -> bytes: ...
def open_sealed(
    sealed: str | bytes | bytearray | memoryview, key: bytes | bytearray | memoryview
) -> OpenedRecord: ...
def seal_key_id(sealed: str | bytes | bytearray | memoryview) -> str: ...
def hunt_deal(seed: int | str) -> str: ...

# A tray: a str, or bytes-like (bytes, such as an item of hunt_deal_many's
# S16 array; bytearray; memoryview).
def hunt_solve(
    tray: str | bytes | bytearray | memoryview, *, lexicon: Lexicon | None = None
) -> dict[str, list[int]]: ...
def hunt_solve_json(
    tray: str | bytes | bytearray | memoryview, *, lexicon: Lexicon | None = None
) -> str: ...
def hunt_trace(tray: str | bytes | bytearray | memoryview, word: str) -> list[int]: ...
def hunt_tray_svg(
    tray: str | bytes | bytearray | memoryview, word: str | None = None, *, title: str | None = None
) -> str: ...
def hunt_score(
    tray: str | bytes | bytearray | memoryview,
    *,
    points: Sequence[int] | None = None,
    lexicon: Lexicon | None = None,
) -> int: ...

# trays: an iterable of str, or a numpy array of dtype S<n>/U<n>, which gives a
# numpy uint64 array of its shape (Any here: numpy is optional).
def hunt_score_many(
    trays: Iterable[str] | Any,
    *,
    points: Sequence[int] | None = None,
    lexicon: Lexicon | None = None,
    threads: int | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> list[int] | Any: ...
def hunt_solve_many(
    trays: Iterable[str] | Any,
    *,
    lexicon: Lexicon | None = None,
    threads: int | None = None,
    progress: Callable[[int, int], object] | None = None,
    columns: bool = False,
) -> Any: ...  # list, numpy object array or columns: typed in gridwords.hunt
def hunt_solve_chunks(
    trays: Iterable[str] | Any,
    *,
    chunk: int | None = None,
    lexicon: Lexicon | None = None,
    threads: int | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> SolveChunks: ...

@final  # not subclassable at runtime (stubtest)
class SolveChunks:
    # Column dicts, one chunk of trays each. gridwords.hunt.solve_chunks
    # wraps it (hunt.SolveChunks: the same iterator, with a repr, pickling).
    def __iter__(self) -> SolveChunks: ...
    def __next__(self) -> SolveColumns: ...
    def __len__(self) -> int: ...

def hunt_deal_many(
    seeds: Iterable[int | str] | Any,
    *,
    threads: int | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> Any: ...
def hunt_count_many(
    trays: Iterable[str] | Any,
    *,
    lexicon: Lexicon | None = None,
    threads: int | None = None,
    progress: Callable[[int, int], object] | None = None,
) -> tuple[Any, Any]: ...
def hunt_replay_json(log: HuntLog | str, *, lexicon: Lexicon | None = None) -> str: ...

# The Wordgrid bot levels, weakest first (seat kinds "bot:<level>"), from the core.
DUEL_LEVELS: tuple[DuelLevel, ...]

def duel_legal_moves(
    board: str, played: Iterable[str], *, lexicon: Lexicon | None = None
) -> list[tuple[int, str, list[int], str]]: ...
def duel_best_moves(
    board: str, played: Iterable[str], k: int = 10, *, lexicon: Lexicon | None = None
) -> list[DuelScored]: ...
def duel_replay_json(log: DuelLog | str, *, lexicon: Lexicon | None = None) -> str: ...
def duel_board_svg(
    board: str,
    *,
    cell: int | None = None,
    path: Sequence[int] | None = None,
    title: str | None = None,
) -> str: ...
def solo_deal(seed: int | str) -> str: ...
def solo_best_swaps(game: Game, k: int = 10) -> list[SoloScored]: ...
def solo_rating(scores: Iterable[int]) -> SoloRating: ...
def solo_replay_json(log: SoloLog | str, *, lexicon: Lexicon | None = None) -> str: ...
def solo_field_svg(
    field: str, cells: Iterable[SoloCellState] | None = None, *, title: str | None = None
) -> str: ...

"""A host's code, type-checked by `mypy --strict` and run
(tests/test_typing.py): games of every kind held as `list[Game]` and driven
by the generic calls; records of unknown games restored with
`gridwords.restore` / `gridwords.from_log` and narrowed on `.game`;
refusals read through the `ErrorCode` Literal; the JSON shapes typed by
`gridwords.types` (every game's unions from the generic calls). Nothing
here may need a cast or an `Any` the stubs could have spared."""

from __future__ import annotations

from typing import NoReturn

import gridwords
from gridwords import Error, ErrorCode, Game, GameName, TypedGame, duel, hunt, solo
from gridwords.types import AnyEvent, AnyResult, AnyView


def unreachable(value: NoReturn) -> NoReturn:
    """Exhaustiveness: mypy accepts a call only where nothing is left."""
    raise AssertionError(value)


def tick(games: list[Game], now_ms: int) -> list[list[AnyEvent]]:
    """Moves every game's clock; per game, what seat 0 may see of it."""
    return [g.events_for(g.advance(now_ms), 0) for g in games]


def record(g: Game) -> tuple[GameName, AnyView, AnyResult | None, bytes]:
    """What a host stores of any game."""
    return g.game, g.view(None), g.result(), g.snapshot()


def letters(g: TypedGame) -> str | None:
    """The letters on show, from each game's own typed property: `g` is
    narrowed on its `game` name."""
    if g.game == "hunt":
        return g.tray
    if g.game == "duel":
        return g.board
    if g.game == "solo":
        return g.field
    unreachable(g)


def seats(g: TypedGame) -> int:
    """The same narrowing with isinstance, over a match."""
    match g:
        case hunt.Game():
            return g.seat_count
        case duel.Game():
            return len(g.scores)
        case solo.Game():
            return 1
        case _:
            unreachable(g)


def explain(e: Error) -> str:
    """A refusal for a player: the message alone, the code for the host."""
    code: ErrorCode = e.code
    if code in ("NOT_YOUR_TURN", "TIME_UP"):
        return "wait: " + e.message
    return f"{code} ({e.number}): {e.message}"


def main() -> None:
    games: list[Game] = [
        hunt.Game(["human", "bot"], 1, 0),
        duel.Game(["human", "bot:easy"], 2, 0),
        solo.Game(3, 0),
        gridwords.Game({"game": "solo", "seed": 4}, 0),
    ]
    tick(games, 1_000)
    for g in games:
        name, _view, result, snapshot = record(g)
        assert result is None
        restored = gridwords.restore(snapshot)
        rebuilt = gridwords.from_log(g.log())
        assert restored.game == rebuilt.game == name
        assert letters(restored) == letters(rebuilt)
        assert seats(restored) == g.seat_count
    try:
        games[1].act({"action": "resign", "seat": 1}, 2_000)
    except Error as e:
        assert e.code == "BOT_SEAT", explain(e)
        assert explain(e) == f"BOT_SEAT ({e.number}): {e.message}"
    else:
        raise AssertionError("a bot's seat resigned")
    tick(games, 10**8)
    assert all(g.is_over and g.result() is not None for g in games)


if __name__ == "__main__":
    main()

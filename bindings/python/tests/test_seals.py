"""The cross-language seal vectors (tests/vectors/seals.json, made by
core/tests/seal_vectors.rs): for the log, the result and the snapshot
there, ``seal`` gives the sealed record byte for byte, ``open_sealed``
gives back the record with its kind and key id (an ``OpenedRecord``),
``seal_key_id`` reads the key id, and every tampered copy fails with its
code. Then the sealed log verifies with the key (``verify(..., key=...)``)
and is refused without it, as the sealed snapshot is by ``restore``.
"""

import json
import pathlib
import typing

import pytest

import gridwords
from gridwords import types

REPO = pathlib.Path(__file__).resolve().parents[3]
VECTORS = json.loads((REPO / "tests" / "vectors" / "seals.json").read_text(encoding="utf-8"))
KEY = bytes.fromhex(VECTORS["key"])
KEY_ID = VECTORS["key_id"]
RECORDS = {r["kind"]: r for r in VECTORS["records"]}
WORDS = gridwords.Lexicon.from_words(["ha", "sheep"])


def as_given(kind, text):
    """A record or sealed record as a host holds it: a snapshot's bytes."""
    return bytes.fromhex(text) if kind == "snapshot" else text


def test_the_vectors_are_read():
    kinds = [k for lit in typing.get_args(types.SealKind) for k in typing.get_args(lit)]
    assert list(RECORDS) == kinds == ["log", "result", "snapshot"]


@pytest.mark.parametrize("kind", list(RECORDS))
def test_a_record_seals_byte_for_byte_and_opens_to_itself(kind):
    r = RECORDS[kind]
    record, sealed = as_given(kind, r["record"]), as_given(kind, r["sealed"])
    assert gridwords.seal(kind, record, KEY, KEY_ID) == sealed
    # The key and a snapshot as any bytes-like.
    assert gridwords.seal(kind, record, bytearray(KEY), KEY_ID) == sealed
    opened = gridwords.open_sealed(sealed, memoryview(KEY))
    assert opened == {"kind": kind, "key_id": KEY_ID, "record": record}
    assert set(opened) == types.OpenedRecord.__required_keys__
    assert gridwords.seal_key_id(sealed) == KEY_ID


@pytest.mark.parametrize(
    "kind,tampered",
    [(k, t) for k, r in RECORDS.items() for t in r["tampered"]],
    ids=lambda v: v["name"] if isinstance(v, dict) else v,
)
def test_a_tampered_record_fails_with_its_code(kind, tampered):
    with pytest.raises(gridwords.Error) as info:
        gridwords.open_sealed(as_given(kind, tampered["sealed"]), KEY)
    assert info.value.code == tampered["code"]


def test_a_sealed_log_verifies_with_its_key_and_is_not_a_plain_record():
    log, result = RECORDS["log"]["sealed"], RECORDS["result"]["sealed"]
    assert gridwords.verify(log, result, lexicon=WORDS, key=KEY)
    assert gridwords.verify_report(log, RECORDS["result"]["record"], lexicon=WORDS, key=KEY) is None
    for call in (
        lambda: gridwords.verify(log, result, lexicon=WORDS),
        lambda: gridwords.replay_json(log, lexicon=WORDS),
        lambda: gridwords.from_log(log, lexicon=WORDS),
        lambda: gridwords.restore(bytes.fromhex(RECORDS["snapshot"]["sealed"]), lexicon=WORDS),
    ):
        with pytest.raises(gridwords.Error) as info:
            call()
        assert info.value.code == "NOT_SEALED"
    # The opened snapshot is the game of the opened log.
    snapshot = gridwords.open_sealed(bytes.fromhex(RECORDS["snapshot"]["sealed"]), KEY)["record"]
    assert isinstance(snapshot, bytes)
    assert gridwords.restore(snapshot, lexicon=WORDS).result_json() == RECORDS["result"]["record"]


def test_a_record_of_the_wrong_type_is_a_type_error():
    with pytest.raises(TypeError):
        gridwords.seal("log", RECORDS["log"]["record"].encode(), KEY, KEY_ID)
    with pytest.raises(TypeError):
        gridwords.seal("snapshot", RECORDS["snapshot"]["record"], KEY, KEY_ID)
    with pytest.raises(TypeError):
        gridwords.seal("log", json.loads(RECORDS["log"]["record"]), KEY, KEY_ID)
    with pytest.raises(TypeError):
        gridwords.open_sealed(RECORDS["log"]["sealed"], "not bytes")
    with pytest.raises(gridwords.Error) as info:
        gridwords.seal("ledger", RECORDS["log"]["record"], KEY, KEY_ID)
    assert info.value.code == "INVALID_ARGUMENT"


@pytest.mark.parametrize(
    "restore",
    [gridwords.Game.restore, gridwords.duel.Game.restore, gridwords.restore],
    ids=["Game.restore", "duel.Game.restore", "restore"],
)
def test_a_sealed_snapshot_restores_with_its_key(restore):
    """The game of the sealed snapshot, its seal standing for the replay of
    its own record; every tampered copy fails with its code."""
    r = RECORDS["snapshot"]
    record, sealed = bytes.fromhex(r["record"]), bytes.fromhex(r["sealed"])
    g = restore(sealed, lexicon=WORDS, key=KEY)
    assert g.snapshot() == record
    assert g.result_json() == RECORDS["result"]["record"]
    assert restore(bytearray(sealed), lexicon=WORDS, key=memoryview(KEY)).snapshot() == record
    for tampered in r["tampered"]:
        with pytest.raises(gridwords.Error) as info:
            restore(bytes.fromhex(tampered["sealed"]), lexicon=WORDS, key=KEY)
        assert info.value.code == tampered["code"], tampered["name"]
    for data, key, code in [
        (record, KEY, "NOT_SEALED"),
        (sealed, bytes(32), "SEAL_BROKEN"),
        (sealed, KEY[:15], "INVALID_KEY"),
    ]:
        with pytest.raises(gridwords.Error) as info:
            restore(data, lexicon=WORDS, key=key)
        assert info.value.code == code
    with pytest.raises(gridwords.Error) as info:
        restore(sealed, key=KEY)
    assert info.value.code == "LEXICON_MISMATCH"
    with pytest.raises(TypeError):
        restore(sealed, lexicon=WORDS, key="not bytes")


def test_a_sealed_snapshot_of_another_game_is_wrong_game():
    sealed = bytes.fromhex(RECORDS["snapshot"]["sealed"])
    with pytest.raises(gridwords.Error) as info:
        gridwords.hunt.Game.restore(sealed, lexicon=WORDS, key=KEY)
    assert info.value.code == "WRONG_GAME"

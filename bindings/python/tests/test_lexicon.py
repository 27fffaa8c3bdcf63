import pickle
import re

import pytest

import gridwords
from gridwords import Lexicon


def test_versions(repo):
    assert re.fullmatch(r"\d+\.\d+\.\d+.*", gridwords.__version__)
    header = (repo / "include" / "gridwords.h").read_text()
    m = re.search(r"#define GW_ABI_VERSION (\d+)", header)
    assert m and int(m.group(1)) == gridwords.ABI_VERSION


def test_error_codes_match_the_c_header(repo):
    header = (repo / "include" / "gridwords.h").read_text()
    in_header = {n: int(v) for n, v in re.findall(r"GW_STATUS_([A-Z0-9_]+) = (\d+),", header)}
    codes = gridwords.error_codes()
    assert in_header.pop("OK") == 0
    assert codes == in_header


def test_default_lexicon():
    lex = Lexicon.default()
    assert len(lex) > 50_000
    assert lex.contains("cat")
    assert "cat" in lex
    assert "xqzv" not in lex
    assert "" not in lex
    assert 5 not in lex
    assert isinstance(lex.manifest, dict)
    assert len(Lexicon.default()) == len(lex)


def test_from_words_iter_sorted():
    lex = Lexicon.from_words(w for w in ["tac", "cat", "act", "cat"])
    assert len(lex) == 3
    assert list(lex) == ["act", "cat", "tac"]
    assert lex.manifest["total_words"] == 3
    assert lex.manifest["source"] == "from_words"


def test_bad_word_raises_error_with_code():
    with pytest.raises(gridwords.Error) as info:
        Lexicon.from_words(["cat", "Dog"])
    assert info.value.code == "INVALID_LEXICON_WORD"
    assert info.value.number == 11
    assert "Dog" in str(info.value)
    with pytest.raises(TypeError):
        Lexicon.from_words(["cat", 5])


def test_bytes_round_trip_and_corrupt_blobs():
    lex = Lexicon.from_words(["cat", "dog", "emu"])
    again = Lexicon.from_bytes(lex.to_bytes())
    assert list(again) == ["cat", "dog", "emu"]
    with pytest.raises(gridwords.Error) as info:
        Lexicon.from_bytes(lex.to_bytes()[:5])
    assert info.value.code == "LEXICON_CORRUPT"


def test_lexicons_pickle():
    small = pickle.loads(pickle.dumps(Lexicon.from_words(["cat", "dog"])))
    assert list(small) == ["cat", "dog"]
    big = pickle.loads(pickle.dumps(Lexicon.default()))
    assert len(big) == len(Lexicon.default())


def test_errors_pickle():
    with pytest.raises(gridwords.Error) as info:
        Lexicon.from_words(["Dog"])
    e = info.value
    again = pickle.loads(pickle.dumps(e))
    assert type(again) is gridwords.Error
    assert again.code == "INVALID_LEXICON_WORD"
    assert again.number == 11
    assert str(again) == str(e)


def test_from_bytes_takes_bytes_only():
    blob = Lexicon.from_words(["cat", "dog"]).to_bytes()
    assert list(Lexicon.from_bytes(bytearray(blob))) == ["cat", "dog"]
    with pytest.raises(TypeError):
        Lexicon.from_bytes("cat dog")
    with pytest.raises(TypeError):
        Lexicon.from_bytes([300, 1])  # never OverflowError

"""The cases of the Python/Node differential test (run by check.py).

Each case gives the same input, most of them absurd, to the same call in
both bindings, and check.py compares what happens: a value, a gridwords
error (code and message) or a TypeError. A case is

    {"id": "hunt.Game now_ms 2^53",
     "py": ["hunt.Game(['human', 'human'], 1, 2**53)"],
     "js": ["new gw.hunt.Game(['human', 'human'], 1, 2 ** 53)"]}

"py" and "js" are lists of statements; the last one is an expression and
its value (or error) is the outcome. A side that is None is a call that
only that language has: the case then only checks that the call neither
crashes nor throws a foreign error. Ids are "<call> <what is wrong>",
unique and stable, as allowed.json names them.

The runners (run.py, run.mjs) give every case these names:

    gw                   the package (Python also has hunt, duel, solo, json)
    H()                  a new hunt.Game(['human', 'human'], 42, 0), waiting
    HL()                 the same, both seats ready, the round open at 5000
    D()                  a new duel.Game(['human', 'human'], 42, 0)
    S()                  a new solo.Game(7, 0)
    HLOG, HRES           log and result JSON of a played-out H()
    DLOG, DRES           the same for duel.Game(['human', 'bot:easy'], 42, 0)
    SLOG, SRES           the same for S()
    LHLOG                the log of a live HL()
    flip(b, i)           a copy of bytes b with byte i (negative: from the
                         end) inverted
    setk(t, k, v)        JSON text t with top-level key k set to v
    delk(t, k)           JSON text t without top-level key k

Standard library only. `python gen.py` prints the number of cases,
`python gen.py --ids` every id.
"""

from __future__ import annotations

import json
import re
import sys

_cases: list[dict] = []

SEATS = "['human', 'human']"


def js_of(py: str) -> str:
    """The JavaScript for a Python expression made of simple literals."""
    s = re.sub(r"('[^']*')\*(\d+)", r"\1.repeat(\2)", py)
    for a, b in (
        ("None", "null"),
        ("True", "true"),
        ("False", "false"),
        ("float('nan')", "NaN"),
        ("float('inf')", "Infinity"),
    ):
        s = s.replace(a, b)
    return s


def case(id: str, py: str | list[str] | None, js: str | list[str] | None) -> None:
    if any(c["id"] == id for c in _cases):
        raise ValueError(f"duplicate case id {id!r}")
    _cases.append(
        {
            "id": id,
            "py": [py] if isinstance(py, str) else py,
            "js": [js] if isinstance(js, str) else js,
        }
    )


def act_texts(cls: str, make: str, acts: dict[str, str]) -> None:
    """A case per action JSON text in acts, sent as text to `make.act`."""
    for n, text in acts.items():
        t = json.dumps(text)
        case(f"{cls}.act(text) {n}", f"{make}.act({t}, 1)", f"{make}.act({t}, 1)")


def values(rows):
    """(name, py, js) rows; a row of two takes js from js_of(py)."""
    for row in rows:
        name, py = row[0], row[1]
        js = row[2] if len(row) > 2 else (None if py is None else js_of(py))
        yield name, py, js


# Values shared by many calls. A py of None: the value only JavaScript has.
TIMES = [
    ("-1", "-1"),
    ("1.5", "1.5"),
    ("2^53", "2**53", "2 ** 53"),
    ("2^53-1", "2**53-1", "2 ** 53 - 1"),
    ("2^60", "2**60", "2 ** 60"),
    ("2^63", "2**63", "2 ** 63"),
    ("2^64", "2**64", "2 ** 64"),
    ("nan", "float('nan')"),
    ("inf", "float('inf')"),
    ("str", "'5'"),
    ("None", "None"),
    ("bool", "True"),
    ("bigint", None, "5n"),
    ("-0.0", "-0.0"),
]
SEAT_VALUES = [
    ("2", "2"),
    ("-1", "-1"),
    ("1.5", "1.5"),
    ("2^32", "2**32", "2 ** 32"),
    ("2^64", "2**64", "2 ** 64"),
    ("str", "'0'"),
    ("None", "None"),
    ("bool", "True"),
    ("nan", "float('nan')"),
    ("bigint", None, "0n"),
]


# ---------------------------------------------------------------- seeds


def seeds() -> None:
    rows = [
        ("-1", "-1"),
        ("2^53", "2**53", "2 ** 53"),
        ("2^53+1 bigint", "2**53+1", "2n ** 53n + 1n"),
        ("2^64-1 bigint", "2**64-1", "2n ** 64n - 1n"),
        ("2^64 bigint", "2**64", "2n ** 64n"),
        ("2^64 number", None, "2 ** 64"),
        ("-2^70 bigint", "-(2**70)", "-(2n ** 70n)"),
        ("1.5", "1.5"),
        ("1.0", "1.0", None),
        ("nan", "float('nan')"),
        ("inf", "float('inf')"),
        ("bool", "True"),
        ("None", "None"),
        ("list", "[1]"),
        ("str abc", "'abc'"),
        ("str 0x", "'0x'"),
        ("str empty", "''"),
        ("str 10000 digits", "'1'*10000"),
        ("str 0x + 16 hex", "'0x'+'f'*16"),
        ("str 0x + 17 hex", "'0x'+'f'*17"),
        ("str 2^64", "'18446744073709551616'"),
        ("str -1", "'-1'"),
        ("str +1", "'+1'"),
        ("str leading space", "' 42'"),
        ("str 0X2A", "'0X2A'"),
        ("str 1e3", "'1e3'"),
        ("str fullwidth digits", "'４２'"),
        ("str nul", "'4\\x002'"),
        ("str lone surrogate", "'\\ud800'"),
    ]
    for n, p, j in values(rows):
        case(f"hunt.deal seed {n}", p and f"hunt.deal({p})", j and f"gw.hunt.deal({j})")
        case(f"solo.deal seed {n}", p and f"solo.deal({p})", j and f"gw.solo.deal({j})")
        for g in ("hunt", "duel"):
            case(
                f"{g}.Game seed {n}",
                p and f"{g}.Game({SEATS}, {p}, 0)",
                j and f"new gw.{g}.Game({SEATS}, {j}, 0)",
            )
        case(
            f"solo.Game seed {n}",
            p and f"solo.Game({p}, 0)",
            j and f"new gw.solo.Game({j}, 0)",
        )

    # A seed inside JSON text: both languages read the same bytes.
    for n, s in [
        ("-1", "-1"),
        ("-0", "-0"),
        ("2^64-1", "18446744073709551615"),
        ("2^64", "18446744073709551616"),
        ("1.5", "1.5"),
        ("1.0", "1.0"),
        ("1e3", "1e3"),
        ("str abc", '"abc"'),
        ("str 0x", '"0x"'),
        ("str empty", '""'),
        ("str 5000 digits", '"' + "1" * 5000 + '"'),
        ("null", "null"),
        ("true", "true"),
        ("list", "[1]"),
    ]:
        for g, extra in [
            ("hunt", ',"seats":["human","human"]'),
            ("duel", ',"seats":["human","human"]'),
            ("solo", ""),
        ]:
            text = json.dumps(f'{{"game":"{g}","seed":{s}{extra}}}')
            case(
                f"Game(text) {g} seed {n}",
                f"gw.Game({text}, 0)",
                f"new gw.Game({text}, 0)",
            )

    # A seed in a host dict / object, converted to JSON by the binding.
    for n, p, j in values(
        [
            ("-1", "-1"),
            ("1.5", "1.5"),
            ("nan", "float('nan')"),
            ("inf", "float('inf')"),
            ("2^53+1 bigint", "2**53+1", "2n ** 53n + 1n"),
            ("2^64-1 bigint", "2**64-1", "2n ** 64n - 1n"),
            ("2^64 bigint", "2**64", "2n ** 64n"),
            ("2^60 number", None, "2 ** 60"),
        ]
    ):
        case(
            f"Game(dict) hunt seed {n}",
            p and f"gw.Game({{'game': 'hunt', 'seats': {SEATS}, 'seed': {p}}}, 0)",
            j and f"new gw.Game({{ game: 'hunt', seats: {SEATS}, seed: {j} }}, 0)",
        )
        case(
            f"solo.Game.from_config_json(dict) seed {n}",
            p and f"solo.Game.from_config_json({{'seed': {p}}}, 0)",
            j and f"gw.solo.Game.fromConfigJson({{ seed: {j} }}, 0)",
        )


# ---------------------------------------------------------------- hunt analysis


def hunt_analysis() -> None:
    trays = [
        ("valid", "'tonesarerateslip'"),
        ("empty", "''"),
        ("15 letters", "'abcdefghijklmno'"),
        ("17 letters", "'abcdefghijklmnopq'"),
        ("upper", "'ABCDEFGHIJKLMNOP'"),
        ("mixed case", "'Abcdefghijklmnop'"),
        ("digits", "'abcdefghijklmn12'"),
        ("16 chars with é", "'abcdefghijklmnoé'"),
        ("16 bytes with é", "'abcdefghijklmné'"),
        ("16 q", "'qqqqqqqqqqqqqqqq'"),
        ("qu pairs", "'quququququququqq'"),
        ("16 Q", "'QQQQQQQQQQQQQQQQ'"),
        ("leading space", "' abcdefghijklmnop'"),
        ("dots", "'................'"),
        ("nul", "'abcdefghijklmno\\x00'"),
        ("lone surrogate", "'abcdefghijklmno\\ud800'"),
        ("100000 letters", "'a'*100000"),
    ]
    for n, p, j in values(trays):
        case(f"hunt.score tray {n}", f"hunt.score({p})", f"gw.hunt.score({j})")
        case(
            f"hunt.solve tray {n}",
            f"len(hunt.solve({p}))",
            f"gw.hunt.solve({j}).words.length",
        )
        case(
            f"hunt.score_many tray {n}",
            f"hunt.score_many([{p}])",
            f"gw.hunt.scoreMany([{j}])",
        )
    case("hunt.score tray None", "hunt.score(None)", "gw.hunt.score(null)")
    case("hunt.score tray int", "hunt.score(5)", "gw.hunt.score(5)")
    case(
        "hunt.score tray bytes",
        "hunt.score(b'tonesarerateslip')",
        "gw.hunt.score(Buffer.from('tonesarerateslip'))",
    )
    case("hunt.score tray bytes not ascii", "hunt.score(b'abcdefghijklmno\\xff')", None)
    case(
        "hunt.score_many trays str",
        "hunt.score_many('abc')",
        "gw.hunt.scoreMany('abc')",
    )
    case(
        "hunt.score_many trays [None]",
        "hunt.score_many([None])",
        "gw.hunt.scoreMany([null])",
    )
    for n, p, j in values(
        [
            ("-1", "-1"),
            ("1.5", "1.5"),
            ("2^64", "2**64", "2 ** 64"),
            ("10^6", "10**6", "1e6"),
        ]
    ):
        case(
            f"hunt.score_many threads {n}",
            f"hunt.score_many(['tonesarerateslip'], threads={p})",
            f"gw.hunt.scoreMany(['tonesarerateslip'], null, null, {{ threads: {j} }})",
        )
    case("hunt.count_many tray upper", "hunt.count_many(['ABC'])", None)
    case("hunt.solve_json tray x", "hunt.solve_json('x')", None)

    points = [
        ("empty", "[]"),
        ("5 values", "[1,1,1,1,1]"),
        ("7 values", "[1,1,1,1,1,1,1]"),
        ("-1", "[-1,1,1,1,1,1]"),
        ("all 10^8", "[10**8]*6", "Array(6).fill(1e8)"),
        ("10^8+1", "[10**8+1,1,1,1,1,1]", "[1e8 + 1,1,1,1,1,1]"),
        ("1.5", "[1.5,1,1,1,1,1]"),
        ("2^32", "[2**32,1,1,1,1,1]", "[2 ** 32,1,1,1,1,1]"),
        ("2^64", "[2**64,1,1,1,1,1]", "[2n ** 64n,1,1,1,1,1]"),
        ("str value", "['1',1,1,1,1,1]"),
        ("None value", "[None,1,1,1,1,1]"),
        ("nan", "[float('nan'),1,1,1,1,1]"),
        ("zeros", "[0]*6", "[0,0,0,0,0,0]"),
        ("str", "'111111'"),
        ("dict", "{'a':1}"),
    ]
    for n, p, j in values(points):
        case(
            f"hunt.score points {n}",
            f"hunt.score('tonesarerateslip', points={p})",
            f"gw.hunt.score('tonesarerateslip', {j})",
        )
        case(
            f"hunt.Game points {n}",
            f"hunt.Game({SEATS}, 1, 0, points={p})",
            f"new gw.hunt.Game({SEATS}, 1, 0, {{ points: {j} }})",
        )
    case(
        "hunt.score points None",
        "hunt.score('tonesarerateslip', points=None)",
        "gw.hunt.score('tonesarerateslip', null)",
    )
    case(
        "hunt.score points tuple",
        "hunt.score('tonesarerateslip', points=(1,1,1,1,1,1))",
        None,
    )
    for n, p, j in values([("None", "None"), ("str", "'x'"), ("a Game", "H()")]):
        case(
            f"hunt.score lexicon {n}",
            f"hunt.score('tonesarerateslip', lexicon={p})",
            f"gw.hunt.score('tonesarerateslip', null, {j})",
        )


# ---------------------------------------------------------------- lexicons


def lexicons() -> None:
    for n, p, j in values(
        [
            ("empty", "[]"),
            ("upper", "['ABC']"),
            ("1 letter", "['a']"),
            ("empty word", "['']"),
            ("not ascii", "['héllo']"),
            ("digit", "['ab1']"),
            ("100 letters", "['a'*100]"),
            ("17 letters", "['a'*17]"),
            ("space", "['ab c']"),
            ("duplicate", "['abc','abc']"),
            ("unsorted", "['zzz','abc']"),
            ("None word", "[None]"),
            ("lone surrogate", "['ab\\ud800']"),
            ("padded", "[' abc ']"),
            ("str", "'abc'"),
        ]
    ):
        case(
            f"Lexicon.from_words {n}",
            f"len(gw.Lexicon.from_words({p}))",
            f"gw.Lexicon.fromWords({j}).words().length",
        )
    for n, p, j in [
        ("empty", "b''", "Buffer.alloc(0)"),
        ("garbage", "b'garbage'", "Buffer.from('garbage')"),
        ("str", "'abc'", "'abc'"),
        ("a snapshot", "H().snapshot()", "H().snapshot()"),
        (
            "truncated",
            "gw.Lexicon.default().to_bytes()[:100]",
            "gw.Lexicon.default().toBytes().subarray(0, 100)",
        ),
        (
            "byte flipped",
            "flip(gw.Lexicon.default().to_bytes(), 5000)",
            "flip(gw.Lexicon.default().toBytes(), 5000)",
        ),
    ]:
        case(
            f"Lexicon.from_bytes {n}",
            f"len(gw.Lexicon.from_bytes({p}))",
            f"gw.Lexicon.fromBytes({j}).words().length",
        )
    for n, p, j in values(
        [
            ("empty", "''"),
            ("upper", "'TONE'"),
            ("not ascii", "'tõne'"),
            ("lone surrogate", "'\\ud800'"),
            ("None", "None"),
        ]
    ):
        case(
            f"Lexicon.contains {n}",
            f"gw.Lexicon.default().contains({p})",
            f"gw.Lexicon.default().contains({j})",
        )


# ---------------------------------------------------------------- configs


def hunt2(more: str) -> str:
    """A two-human hunt config as JSON text, with more fields."""
    return '{"game":"hunt","seats":["human","human"],"seed":1,' + more + "}"


def duel2(more: str) -> str:
    """A two-human duel config as JSON text, with more fields."""
    return '{"game":"duel","seats":["human","human"],"seed":1,' + more + "}"


CONFIGS = {
    "hunt unknown key": hunt2('"bogus":1'),
    "hunt no seats": '{"game":"hunt","seed":1}',
    "hunt no seed": '{"game":"hunt","seats":["human","human"]}',
    "hunt seats empty": '{"game":"hunt","seats":[],"seed":1}',
    "hunt seats 1": '{"game":"hunt","seats":["human"],"seed":1}',
    "hunt seats 5": '{"game":"hunt","seats":["human","human","human","human","human"],"seed":1}',
    "hunt seats bot bot": '{"game":"hunt","seats":["bot","bot"],"seed":1}',
    "hunt seats human bot human": '{"game":"hunt","seats":["human","bot","human"],"seed":1}',
    "hunt seats alien": '{"game":"hunt","seats":["alien","human"],"seed":1}',
    "hunt seats bot:hard": '{"game":"hunt","seats":["human","bot:hard"],"seed":1}',
    "hunt seats str": '{"game":"hunt","seats":"human","seed":1}',
    "hunt seats null": '{"game":"hunt","seats":null,"seed":1}',
    "hunt seats numbers": '{"game":"hunt","seats":[1,2],"seed":1}',
    "hunt round_ms 0": hunt2('"round_ms":0'),
    "hunt round_ms 1e15": hunt2('"round_ms":1e15'),
    "hunt round_ms 2^64": hunt2('"round_ms":18446744073709551616'),
    "hunt round_ms -1": hunt2('"round_ms":-1'),
    "hunt round_ms 1.5": hunt2('"round_ms":1.5'),
    "hunt round_ms str": hunt2('"round_ms":"5"'),
    "hunt countdown_ms 0": hunt2('"countdown_ms":0'),
    "hunt move_deadline_ms 0": hunt2('"move_deadline_ms":0'),
    "hunt points 5 values": hunt2('"points":[1,1,1,1,1]'),
    "hunt points -1": hunt2('"points":[-1,1,1,1,1,1]'),
    "hunt points 10^8+1": hunt2('"points":[100000001,1,1,1,1,1]'),
    "hunt stake": hunt2('"stake":5'),
    "duel stake -1": duel2('"stake":-1'),
    "duel stake 1.5": duel2('"stake":1.5'),
    "duel stake 2^64": duel2('"stake":18446744073709551616'),
    "duel stake 2^63": duel2('"stake":9223372036854775808'),
    "duel stake str": duel2('"stake":"5"'),
    "duel stake with bot": '{"game":"duel","seats":["human","bot:hard"],"seed":1,"stake":5}',
    "duel clock_ms 0": duel2('"clock_ms":0'),
    "duel clock_ms 1e15": duel2('"clock_ms":1e15'),
    "duel clock_ms -5": duel2('"clock_ms":-5'),
    "duel start_word abc": duel2('"start_word":"abc"'),
    "duel start_word SHEEP": duel2('"start_word":"SHEEP"'),
    "duel start_word zzzzz": duel2('"start_word":"zzzzz"'),
    "duel start_word sh1ep": duel2('"start_word":"sh1ep"'),
    "duel start_word empty": duel2('"start_word":""'),
    "duel start_word null": duel2('"start_word":null'),
    "duel start_word with stake": duel2('"start_word":"tones","stake":5'),
    "duel seats 3": '{"game":"duel","seats":["human","human","human"],"seed":1}',
    "duel seats 1": '{"game":"duel","seats":["human"],"seed":1}',
    "duel seats empty": '{"game":"duel","seats":[],"seed":1}',
    "duel seats bot": '{"game":"duel","seats":["human","bot"],"seed":1}',
    "duel seats bot:godlike": '{"game":"duel","seats":["human","bot:godlike"],"seed":1}',
    "duel seats bot:easy bot:easy": '{"game":"duel","seats":["bot:easy","bot:easy"],"seed":1}',
    "solo seats": '{"game":"solo","seed":1,"seats":["human"]}',
    "solo unknown key": '{"game":"solo","seed":1,"x":1}',
    "game chess": '{"game":"chess","seed":1}',
    "game missing": '{"seed":1,"seats":["human","human"]}',
    "game null": '{"game":null,"seed":1}',
    "game HUNT": '{"game":"HUNT","seats":["human","human"],"seed":1}',
    "json {}": "{}",
    "json []": "[]",
    "json null": "null",
    "json empty": "",
    "json garbage": "not json",
    "json trailing text": '{"game":"solo","seed":1} x',
    "json duplicate key": '{"game":"solo","seed":1,"seed":2}',
    "json nested 10000 deep": "[" * 10000 + "]" * 10000,
}


def configs() -> None:
    for n, text in CONFIGS.items():
        t = json.dumps(text)
        case(f"Game(text) {n}", f"gw.Game({t}, 0)", f"new gw.Game({t}, 0)")
        try:
            value = json.loads(text)
        except (ValueError, RecursionError):
            continue
        if isinstance(value, (dict, list)) or value is None:
            # The host value each language's own JSON reader makes.
            case(
                f"Game(dict) {n}",
                f"gw.Game(json.loads({t}), 0)",
                f"new gw.Game(JSON.parse({t}), 0)",
            )

    for cls in ("hunt.Game", "duel.Game", "solo.Game"):
        for n, text in [
            ("empty", ""),
            ("{}", "{}"),
            ("null", "null"),
            ("garbage", "x"),
            ("game chess", '{"game":"chess","seed":1}'),
            ("a hunt config", '{"game":"hunt","seats":["human","human"],"seed":1}'),
            ("a solo config", '{"game":"solo","seed":1}'),
            ("no game key", '{"seats":["human","human"],"seed":1}'),
            ("unknown key", '{"seed":1,"seats":["human","human"],"zz":1}'),
        ]:
            t = json.dumps(text)
            case(
                f"{cls}.from_config_json {n}",
                f"{cls}.from_config_json({t}, 0)",
                f"gw.{cls}.fromConfigJson({t}, 0)",
            )
        case(
            f"{cls}.from_config_json int",
            f"{cls}.from_config_json(5, 0)",
            f"gw.{cls}.fromConfigJson(5, 0)",
        )


# ---------------------------------------------------------------- typed constructors


def constructors() -> None:
    for n, p, j in values(
        [
            ("empty", "[]"),
            ("1", "['human']"),
            ("4", "['human']*4", "Array(4).fill('human')"),
            ("5", "['human']*5", "Array(5).fill('human')"),
            ("alien", "['alien','human']"),
            ("str", "'human'"),
            ("None", "None"),
            ("ints", "[1,2]"),
            ("bot bot", "['bot','bot']"),
            ("human bot human", "['human','bot','human']"),
            ("bot:hard", "['human','bot:hard']"),
            ("bot:easy bot:easy", "['bot:easy','bot:easy']"),
            ("bot:godlike", "['human','bot:godlike']"),
            ("HUMAN", "['HUMAN','human']"),
            ("tuple", "('human','human')", None),
        ]
    ):
        for g in ("hunt", "duel"):
            case(
                f"{g}.Game seats {n}",
                f"{g}.Game({p}, 1, 0)",
                j and f"new gw.{g}.Game({j}, 1, 0)",
            )

    for py_key, js_key in [
        ("round_ms", "roundMs"),
        ("countdown_ms", "countdownMs"),
        ("move_deadline_ms", "moveDeadlineMs"),
    ]:
        for n, p, j in values(
            [
                ("0", "0"),
                ("-1", "-1"),
                ("1.5", "1.5"),
                ("2^32", "2**32", "2 ** 32"),
                ("2^64", "2**64", "2 ** 64"),
                ("10^15", "10**15", "1e15"),
                ("str", "'5'"),
                ("nan", "float('nan')"),
                ("86400000", "86400000"),
                ("86400001", "86400001"),
            ]
        ):
            case(
                f"hunt.Game {py_key} {n}",
                f"hunt.Game({SEATS}, 1, 0, {py_key}={p})",
                f"new gw.hunt.Game({SEATS}, 1, 0, {{ {js_key}: {j} }})",
            )
    for g, args in [
        ("hunt", f"{SEATS}, 1, 0"),
        ("duel", f"{SEATS}, 1, 0"),
        ("solo", "1, 0"),
    ]:
        case(
            f"{g}.Game unknown option",
            f"{g}.Game({args}, bogus=1)",
            f"new gw.{g}.Game({args}, {{ bogus: 1 }})",
        )
    case("hunt.Game options 5", None, f"new gw.hunt.Game({SEATS}, 1, 0, 5)")

    duel = f"{SEATS}, 1, 0"
    for n, p, j in values(
        [
            ("-1", "-1"),
            ("1.5", "1.5"),
            ("2^53+1 bigint", "2**53+1", "2n ** 53n + 1n"),
            ("2^63 bigint", "2**63", "2n ** 63n"),
            ("2^64 bigint", "2**64", "2n ** 64n"),
            ("2^64 number", None, "2 ** 64"),
            ("10^15", "10**15", "1e15"),
            ("str", "'5'"),
            ("None", "None"),
            ("nan", "float('nan')"),
        ]
    ):
        case(
            f"duel.Game stake {n}",
            p and f"duel.Game({duel}, {p})",
            f"new gw.duel.Game({duel}, {{ stake: {j} }})",
        )
    case(
        "duel.Game stake with bot",
        "duel.Game(['human','bot:hard'], 1, 0, 5)",
        "new gw.duel.Game(['human','bot:hard'], 1, 0, { stake: 5 })",
    )
    for n, p, j in values(
        [
            ("abc", "'abc'"),
            ("SHEEP", "'SHEEP'"),
            ("zzzzz", "'zzzzz'"),
            ("sh1ep", "'sh1ep'"),
            ("empty", "''"),
            ("None", "None"),
            ("sheeps", "'sheeps'"),
            ("tones", "'tones'"),
            ("leading space", "' sheep'"),
            ("shéep", "'shéep'"),
            ("int", "5"),
        ]
    ):
        case(
            f"duel.Game start_word {n}",
            f"duel.Game({duel}, 0, {p})",
            f"new gw.duel.Game({duel}, {{ startWord: {j} }})",
        )
    case(
        "duel.Game start_word with stake",
        f"duel.Game({duel}, 5, 'tones')",
        f"new gw.duel.Game({duel}, {{ stake: 5, startWord: 'tones' }})",
    )
    case(
        "duel.Game clock_ms with stake",
        f"duel.Game({duel}, 5, clock_ms=1000)",
        f"new gw.duel.Game({duel}, {{ stake: 5, clockMs: 1000 }})",
    )
    for n, p, j in values(
        [
            ("0", "0"),
            ("-1", "-1"),
            ("1.5", "1.5"),
            ("2^64", "2**64", "2 ** 64"),
            ("10^15", "10**15", "1e15"),
            ("None", "None"),
            ("str", "'1'"),
        ]
    ):
        case(
            f"duel.Game clock_ms {n}",
            f"duel.Game({duel}, clock_ms={p})",
            f"new gw.duel.Game({duel}, {{ clockMs: {j} }})",
        )

    # now_ms at construction
    for n, p, j in values(TIMES):
        case(
            f"hunt.Game now_ms {n}",
            p and f"hunt.Game({SEATS}, 1, {p})",
            f"new gw.hunt.Game({SEATS}, 1, {j})",
        )
        case(
            f"solo.Game now_ms {n}",
            p and f"solo.Game(1, {p})",
            f"new gw.solo.Game(1, {j})",
        )
        case(
            f"Game(dict) now_ms {n}",
            p and f"gw.Game({{'game': 'solo', 'seed': 1}}, {p})",
            f"new gw.Game({{ game: 'solo', seed: 1 }}, {j})",
        )
    case(
        "hunt.Game now_ms 2^53-100 play_out",
        ["g = hunt.Game(['human','human'], 1, 2**53-100)", "len(g.play_out())"],
        [
            "const g = new gw.hunt.Game(['human','human'], 1, 2 ** 53 - 100)",
            "g.playOut().length",
        ],
    )
    case(
        "solo.Game now_ms 2^53-100 play_out",
        ["g = solo.Game(1, 2**53-100)", "len(g.play_out())"],
        ["const g = new gw.solo.Game(1, 2 ** 53 - 100)", "g.playOut().length"],
    )
    case(
        "duel.Game now_ms 2^53-100 play_out",
        ["g = duel.Game(['human','bot:easy'], 1, 2**53-100)", "len(g.play_out())"],
        [
            "const g = new gw.duel.Game(['human','bot:easy'], 1, 2 ** 53 - 100)",
            "g.playOut().length",
        ],
    )
    case(
        "hunt.Game now_ms 2^64-100 play_out",
        ["g = hunt.Game(['human','human'], 1, 2**64-100)", "len(g.play_out())"],
        None,
    )


# ---------------------------------------------------------------- seats and times


def seats_and_times() -> None:
    for n, p, j in values(SEAT_VALUES):
        for id, py, js in [
            ("hunt.Game.ready", f"H().ready({p}, 1)", f"H().ready({j}, 1)"),
            ("hunt.Game.resign", f"H().resign({p}, 1)", f"H().resign({j}, 1)"),
            (
                "duel.Game.offer_draw",
                f"D().offer_draw({p}, 1)",
                f"D().offerDraw({j}, 1)",
            ),
            (
                "duel.Game.play",
                f"D().play({p}, 5, 'a', 'ha', 1)",
                f"D().play({j}, 5, 'a', 'ha', 1)",
            ),
            ("hunt.Game.view", f"H().view({p})", f"H().view({j})"),
            ("solo.Game.view", f"S().view({p})", f"S().view({j})"),
            ("duel.Game.view", f"D().view({p})", f"D().view({j})"),
        ]:
            case(f"{id} seat {n}", p and py, js)
        case(
            f"hunt.Game.events_for seat {n}",
            p and ["g = H()", f"g.events_for(g.ready(0, 1), {p})"],
            ["const g = H()", f"g.eventsFor(g.ready(0, 1), {j})"],
        )
        case(
            f"solo.Game.events_for seat {n}",
            p and ["g = S()", f"g.events_for(g.advance(1), {p})"],
            ["const g = S()", f"g.eventsFor(g.advance(1), {j})"],
        )

    for n, p, j in values(TIMES):
        for id, py, js in [
            ("hunt.Game.ready", f"H().ready(0, {p})", f"H().ready(0, {j})"),
            ("hunt.Game.advance", f"H().advance({p})", f"H().advance({j})"),
            ("solo.Game.advance", f"S().advance({p})", f"S().advance({j})"),
            (
                "duel.Game.act",
                f"D().act({{'action': 'resign', 'seat': 0}}, {p})",
                f"D().act({{ action: 'resign', seat: 0 }}, {j})",
            ),
            ("solo.Game.swap", f"S().swap(0, 1, {p})", f"S().swap(0, 1, {j})"),
        ]:
            case(f"{id} now_ms {n}", p and py, js)
        case(
            f"solo.Game.rebase now_old {n}",
            p and f"S().rebase({p}, 5)",
            f"S().rebase({j}, 5)",
        )
        case(
            f"solo.Game.rebase now_new {n}",
            p and f"S().rebase(1, {p})",
            f"S().rebase(1, {j})",
        )

    for id, py, js in [
        (
            "hunt.Game.ready time went backwards",
            ["g = H()", "g.ready(0, 100)", "g.ready(1, 50)"],
            ["const g = H()", "g.ready(0, 100)", "g.ready(1, 50)"],
        ),
        (
            "solo.Game.advance time went backwards",
            ["g = S()", "g.advance(100)", "g.advance(50)"],
            ["const g = S()", "g.advance(100)", "g.advance(50)"],
        ),
        (
            "solo.Game.rebase time went backwards",
            ["g = S()", "g.advance(100)", "g.rebase(50, 10)"],
            ["const g = S()", "g.advance(100)", "g.rebase(50, 10)"],
        ),
        (
            "solo.Game.rebase to 2^53-1 then advance",
            ["g = S()", "g.rebase(0, 2**53-1)", "g.advance(2**53-1)"],
            ["const g = S()", "g.rebase(0, 2 ** 53 - 1)", "g.advance(2 ** 53 - 1)"],
        ),
        (
            "solo.Game.rebase to 10^6 then advance to 5",
            ["g = S()", "g.rebase(0, 10**6)", "g.advance(5)"],
            ["const g = S()", "g.rebase(0, 1e6)", "g.advance(5)"],
        ),
        (
            "Game(dict) now_ms 2^53-1 then advance",
            ["g = gw.Game({'game': 'solo', 'seed': 1}, 2**53-1)", "g.advance(2**53-1)"],
            [
                "const g = new gw.Game({ game: 'solo', seed: 1 }, 2 ** 53 - 1)",
                "g.advance(2 ** 53 - 1)",
            ],
        ),
    ]:
        case(id, py, js)
    case(
        "duel.Game.act time went backwards",
        ["g = D()", "g.advance(100)", "g.act({'action': 'resign', 'seat': 0}, 50)"],
        ["const g = D()", "g.advance(100)", "g.act({ action: 'resign', seat: 0 }, 50)"],
    )


# ---------------------------------------------------------------- hunt play


def hunt_play() -> None:
    acts = {
        "ready seat 2": '{"action":"ready","seat":2}',
        "ready seat -1": '{"action":"ready","seat":-1}',
        "ready seat 1.5": '{"action":"ready","seat":1.5}',
        "ready seat str": '{"action":"ready","seat":"0"}',
        "ready seat 2^64": '{"action":"ready","seat":18446744073709551616}',
        "ready no seat": '{"action":"ready"}',
        "ready seat null": '{"action":"ready","seat":null}',
        "action fly": '{"action":"fly","seat":0}',
        "no action": '{"seat":0}',
        "action null": '{"action":null,"seat":0}',
        "unknown key": '{"action":"ready","seat":0,"zz":1}',
        "submit before open": '{"action":"submit","seat":0,"word":"tone"}',
        "a duel action": '{"action":"play","seat":0,"cell":5,"letter":"a","word":"ha"}',
        "empty": "",
        "garbage": "x",
        "null": "null",
        "[]": "[]",
    }
    act_texts("hunt.Game", "H()", acts)
    case(
        "hunt.Game.ready twice",
        ["g = H()", "g.ready(0, 1)", "g.ready(0, 2)"],
        ["const g = H()", "g.ready(0, 1)", "g.ready(0, 2)"],
    )
    words = [
        ("valid", "'tone'"),
        ("empty", "''"),
        ("spaces", "'   '"),
        ("2 letters", "'to'"),
        ("17 letters", "'a'*17"),
        ("100 letters", "'a'*100"),
        ("1000 letters", "'a'*1000"),
        ("digits", "'123'"),
        ("nul", "'to\\x00ne'"),
        ("tab", "'to\\tne'"),
        ("newline", "'tone\\n'"),
        ("upper", "'TONE'"),
        ("not ascii", "'tõne'"),
        ("lone surrogate", "'to\\ud800'"),
        ("emoji", "'😀😀😀'"),
        ("None", "None"),
        ("int", "5"),
    ]
    for n, p, j in values(words):
        case(
            f"hunt.Game.submit word {n}",
            f"HL().submit(0, {p}, 6000)",
            f"HL().submit(0, {j}, 6000)",
        )
        case(
            f"hunt.Game.act submit word {n}",
            f"HL().act({{'action': 'submit', 'seat': 0, 'word': {p}}}, 6000)",
            f"HL().act({{ action: 'submit', seat: 0, word: {j} }}, 6000)",
        )
    case(
        "hunt.Game.submit before open",
        "H().submit(0, 'tone', 1)",
        "H().submit(0, 'tone', 1)",
    )
    case(
        "hunt.Game.submit after game over",
        ["g = HL()", "g.advance(10**6)", "g.submit(0, 'tone', 10**6)"],
        ["const g = HL()", "g.advance(1e6)", "g.submit(0, 'tone', 1e6)"],
    )
    case(
        "hunt.Game.ready by a bot seat",
        "hunt.Game(['human','bot'], 1, 0).ready(1, 1)",
        "new gw.hunt.Game(['human','bot'], 1, 0).ready(1, 1)",
    )


# ---------------------------------------------------------------- duel play


def duel_play_json(word: str) -> str:
    return '{"action":"play","seat":0,"cell":5,"letter":"a","word":"' + word + '"}'


def duel_play() -> None:
    plays = [
        ("cell 25", "0, 25, 'a', 'ha', 1"),
        ("cell -1", "0, -1, 'a', 'ha', 1"),
        ("cell 1.5", "0, 1.5, 'a', 'ha', 1"),
        ("cell 2^64", "0, 2**64, 'a', 'ha', 1"),
        ("cell filled", "0, 12, 'a', 'ha', 1"),
        ("cell not adjacent", "0, 0, 'a', 'ha', 1"),
        ("letter empty", "0, 5, '', 'ha', 1"),
        ("letter ab", "0, 5, 'ab', 'ha', 1"),
        ("letter 1", "0, 5, '1', 'ha', 1"),
        ("letter A", "0, 5, 'A', 'ha', 1"),
        ("letter é", "0, 5, 'é', 'ha', 1"),
        ("letter .", "0, 5, '.', 'ha', 1"),
        ("letter None", "0, 5, None, 'ha', 1"),
        ("word empty", "0, 5, 'a', '', 1"),
        ("word 100 letters", "0, 5, 'a', 'a'*100, 1"),
        ("word digits", "0, 5, 'a', '123', 1"),
        ("word not on board", "0, 5, 'a', 'zzzz', 1"),
        ("word not in list", "0, 5, 'a', 'ahe', 1"),
        ("word upper", "0, 5, 'a', 'HA', 1"),
        ("word None", "0, 5, 'a', None, 1"),
        ("path empty", "0, 5, 'a', [], 1"),
        ("path [99]", "0, 5, 'a', [99], 1"),
        ("path -1", "0, 5, 'a', [-1, 5], 1"),
        ("path repeats", "0, 5, 'a', [5, 5], 1"),
        ("path 5.5", "0, 5, 'a', [5.5, 10], 1"),
        ("path 2^64", "0, 5, 'a', [2**64], 1"),
        ("path not connected", "0, 5, 'a', [5, 14], 1"),
        ("path misses the new cell", "0, 5, 'a', [10, 11], 1"),
        ("path valid", "0, 5, 'a', [5, 10], 1"),
        (
            "path 26 cells",
            "0, 5, 'a', list(range(26)), 1",
            "0, 5, 'a', [...Array(26).keys()], 1",
        ),
        ("path crosses an empty cell", "0, 5, 'a', [0, 5], 1"),
        ("path str digits", "0, 5, 'a', '5', 1"),
        ("not your turn", "1, 5, 'a', 'ha', 1"),
        ("clock ran out", "0, 5, 'a', 'ha', 10**7", "0, 5, 'a', 'ha', 1e7"),
    ]
    for n, p, j in values(plays):
        case(f"duel.Game.play {n}", f"D().play({p})", f"D().play({j})")
    acts = {
        "word and path": (
            '{"action":"play","seat":0,"cell":5,"letter":"a","word":"ha","path":[5,10]}'
        ),
        "neither word nor path": '{"action":"play","seat":0,"cell":5,"letter":"a"}',
        "no letter": '{"action":"play","seat":0,"cell":5,"word":"ha"}',
        "cell 25": '{"action":"play","seat":0,"cell":25,"letter":"a","word":"ha"}',
        "cell -1": '{"action":"play","seat":0,"cell":-1,"letter":"a","word":"ha"}',
        "letter ab": '{"action":"play","seat":0,"cell":5,"letter":"ab","word":"ha"}',
        "letter empty": '{"action":"play","seat":0,"cell":5,"letter":"","word":"ha"}',
        "word 100 letters": duel_play_json("a" * 100),
        "path [99]": '{"action":"play","seat":0,"cell":5,"letter":"a","path":[99]}',
        "resign seat 2": '{"action":"resign","seat":2}',
        "accept_draw no offer": '{"action":"accept_draw","seat":1}',
        "decline_draw no offer": '{"action":"decline_draw","seat":1}',
        "a hunt action": '{"action":"submit","seat":0,"word":"tone"}',
        "ready": '{"action":"ready","seat":0}',
        "a solo action": '{"action":"swap","seat":0,"a":0,"b":1}',
    }
    act_texts("duel.Game", "D()", acts)
    case(
        "duel.Game.offer_draw twice",
        ["g = D()", "g.offer_draw(0, 1)", "g.offer_draw(0, 2)"],
        ["const g = D()", "g.offerDraw(0, 1)", "g.offerDraw(0, 2)"],
    )
    case(
        "duel.Game.accept_draw own offer",
        ["g = D()", "g.offer_draw(0, 1)", "g.accept_draw(0, 2)"],
        ["const g = D()", "g.offerDraw(0, 1)", "g.acceptDraw(0, 2)"],
    )
    case(
        "duel.Game.accept_draw no offer",
        "D().accept_draw(1, 1)",
        "D().acceptDraw(1, 1)",
    )
    case(
        "duel.Game.offer_draw by a bot seat",
        "duel.Game(['human','bot:easy'], 1, 0).offer_draw(1, 1)",
        "new gw.duel.Game(['human','bot:easy'], 1, 0).offerDraw(1, 1)",
    )
    case(
        "duel.Game.play after resign",
        ["g = D()", "g.resign(0, 1)", "g.play(0, 5, 'a', 'ha', 2)"],
        ["const g = D()", "g.resign(0, 1)", "g.play(0, 5, 'a', 'ha', 2)"],
    )

    start = "'..........sheep..........'"
    for n, p, j in values(
        [
            ("-1", "-1"),
            ("0", "0"),
            ("1.5", "1.5"),
            ("2^64", "2**64", "2 ** 64"),
            ("10^9", "10**9", "1e9"),
            ("None", "None"),
        ]
    ):
        case(
            f"duel.best_moves k {n}",
            f"len(duel.best_moves(duel.START_BOARD, ['sheep'], {p}))",
            f"gw.duel.bestMoves({start}, ['sheep'], {j}).length",
        )
    for n, p, j in values(
        [
            ("24 chars", "'.........sheep..........'"),
            ("26 chars", "'...........sheep..........'"),
            ("upper", "'..........SHEEP..........'"),
            ("digit", "'..........she1p..........'"),
            ("empty", "''"),
            ("all dots", "'.'*25"),
            ("full", "'a'*25"),
            ("not ascii", "'..........shéep.........'"),
        ]
    ):
        case(
            f"duel.legal_moves board {n}",
            f"len(duel.legal_moves({p}, []))",
            f"gw.duel.legalMoves({j}, []).length",
        )
    for n, p, j in values(
        [
            ("[None]", "[None]"),
            ("upper", "['SHEEP']"),
            ("empty word", "['']"),
            ("100 letters", "['a'*100]"),
            ("str", "'sheep'"),
        ]
    ):
        case(
            f"duel.legal_moves played {n}",
            f"len(duel.legal_moves(duel.START_BOARD, {p}))",
            f"gw.duel.legalMoves({start}, {j}).length",
        )


# ---------------------------------------------------------------- solo play


def solo_play() -> None:
    for n, p, j in values(
        [
            ("same cell", "0, 0, 1"),
            ("cell 100", "0, 100, 1"),
            ("cell -1", "-1, 0, 1"),
            ("cell 2^64", "2**64, 0, 1", "2 ** 64, 0, 1"),
            ("cell 1.5", "1.5, 0, 1"),
            ("cell None", "None, 0, 1"),
            ("cell str", "'0', 1, 1"),
            ("clock ran out", "0, 1, 300001"),
            ("clock at its end", "0, 1, 300000"),
        ]
    ):
        case(f"solo.Game.swap {n}", f"S().swap({p})", f"S().swap({j})")
    acts = {
        "seat 1": '{"action":"swap","seat":1,"a":0,"b":1}',
        "no seat": '{"action":"swap","a":0,"b":1}',
        "same cell": '{"action":"swap","seat":0,"a":3,"b":3}',
        "a 100": '{"action":"swap","seat":0,"a":100,"b":1}',
        "a -1": '{"action":"swap","seat":0,"a":-1,"b":1}',
        "no b": '{"action":"swap","seat":0,"a":1}',
        "finish": '{"action":"finish","seat":0}',
        "cancel seat 1": '{"action":"cancel","seat":1}',
        "a hunt action": '{"action":"ready","seat":0}',
    }
    act_texts("solo.Game", "S()", acts)
    best = ["g = S()", "m = solo.best_swaps(g, 1)[0]", "g.swap(m['a'], m['b'], 1)"]
    js_best = [
        "const g = S()",
        "const m = gw.solo.bestSwaps(g, 1)[0]",
        "g.swap(m.a, m.b, 1)",
    ]
    case(
        "solo.Game.cancel after a swap",
        [*best, "g.cancel(2)"],
        [*js_best, "g.cancel(2)"],
    )
    case(
        "solo.Game.swap after the board froze",
        [*best, "g.swap(m['a'], m['b'], 2)"],
        [*js_best, "g.swap(m.a, m.b, 2)"],
    )
    case(
        "solo.Game.finish twice",
        ["g = S()", "g.finish(1)", "g.finish(2)"],
        ["const g = S()", "g.finish(1)", "g.finish(2)"],
    )
    for n, p, j in values(
        [
            ("-1", "-1"),
            ("0", "0"),
            ("1.5", "1.5"),
            ("2^64", "2**64", "2 ** 64"),
            ("10^9", "10**9", "1e9"),
            ("None", "None"),
        ]
    ):
        case(
            f"solo.best_swaps k {n}",
            f"len(solo.best_swaps(S(), {p}))",
            f"gw.solo.bestSwaps(S(), {j}).length",
        )
    case(
        "solo.best_swaps game a hunt.Game",
        "solo.best_swaps(H())",
        "gw.solo.bestSwaps(H())",
    )
    case(
        "solo.best_swaps game a generic solo Game",
        "len(solo.best_swaps(gw.Game({'game': 'solo', 'seed': 1}, 0)))",
        "gw.solo.bestSwaps(new gw.Game({ game: 'solo', seed: 1 }, 0)).length",
    )
    case("solo.best_swaps game 5", "solo.best_swaps(5)", "gw.solo.bestSwaps(5)")
    for n, p, j in values(
        [
            ("empty", "[]"),
            ("-1", "[-1]"),
            ("1.5", "[1.5]"),
            ("2^64", "[2**64]", "[2 ** 64]"),
            ("None", "[None]"),
            ("str", "['1']"),
            ("2^53", "[2**53]*10", "Array(10).fill(2 ** 53)"),
        ]
    ):
        case(f"solo.rating scores {n}", f"solo.rating({p})", f"gw.solo.rating({j})")


# ---------------------------------------------------------------- events_for


def events_for() -> None:
    for n, p, j in values(
        [
            ("text garbage", "'x'"),
            ("text empty", "''"),
            ("text null", "'null'"),
            ("[]", "[]"),
            ("ints", "[1,2]"),
            ("dict", "{'type':'ready','seat':0,'at_ms':1}"),
            ("None", "None"),
            ("unknown type", "[{'type':'bogus'}]"),
            ("a duel event", "[{'type':'draw_offered','seat':0,'at_ms':1}]"),
            ("missing field", "[{'type':'accepted','seat':0}]"),
            (
                "another seat's word",
                "[{'type':'accepted','seat':1,'word':'tone','path':[0,1,2,3],'points':1,'at_ms':1}]",
            ),
        ]
    ):
        case(
            f"hunt.Game.events_for events {n}",
            f"H().events_for({p}, 0)",
            f"H().eventsFor({j}, 0)",
        )
        case(
            f"Game.events_for events {n}",
            f"gw.Game({{'game': 'solo', 'seed': 1}}, 0).events_for({p}, 0)",
            f"new gw.Game({{ game: 'solo', seed: 1 }}, 0).eventsFor({j}, 0)",
        )
    case("hunt.Game.events_for_json events garbage", None, "H().eventsForJson('x', 0)")


# ---------------------------------------------------------------- snapshots


def snapshots() -> None:
    for n, p, j in [
        ("empty", "b''", "Buffer.alloc(0)"),
        ("garbage", "b'not a snapshot'", "Buffer.from('not a snapshot')"),
        ("str", "'abc'", "'abc'"),
        ("None", "None", "null"),
        ("list", "[1,2,3]", "[1,2,3]"),
        ("magic only", "H().snapshot()[:8]", "H().snapshot().subarray(0, 8)"),
        ("truncated", "H().snapshot()[:20]", "H().snapshot().subarray(0, 20)"),
        ("first byte flipped", "flip(H().snapshot(), 0)", "flip(H().snapshot(), 0)"),
        ("byte 30 flipped", "flip(H().snapshot(), 30)", "flip(H().snapshot(), 30)"),
        ("last byte flipped", "flip(H().snapshot(), -1)", "flip(H().snapshot(), -1)"),
        (
            "a byte extra",
            "H().snapshot()+b'x'",
            "Buffer.concat([H().snapshot(), Buffer.from('x')])",
        ),
        (
            "lexicon bytes",
            "gw.Lexicon.default().to_bytes()",
            "gw.Lexicon.default().toBytes()",
        ),
        ("bytearray", "bytearray(H().snapshot())", "new Uint8Array(H().snapshot())"),
    ]:
        case(f"restore {n}", f"gw.restore({p}).game", f"gw.restore({j}).game")
        case(
            f"Game.restore {n}",
            f"gw.Game.restore({p}).game",
            f"gw.Game.restore({j}).game",
        )
    case(
        "duel.Game.restore a hunt snapshot",
        "duel.Game.restore(H().snapshot())",
        "gw.duel.Game.restore(H().snapshot())",
    )
    case(
        "solo.Game.restore a duel snapshot",
        "solo.Game.restore(D().snapshot())",
        "gw.solo.Game.restore(D().snapshot())",
    )
    case(
        "hunt.Game.restore garbage",
        "hunt.Game.restore(b'xx')",
        "gw.hunt.Game.restore(Buffer.from('xx'))",
    )
    case(
        "restore a custom-lexicon game without its lexicon",
        "gw.restore(hunt.Game(['human','human'], 1, 0, "
        "lexicon=gw.Lexicon.from_words(['tone','tones'])).snapshot()).game",
        "gw.restore(new gw.hunt.Game(['human','human'], 1, 0, null, "
        "gw.Lexicon.fromWords(['tone','tones'])).snapshot()).game",
    )
    case(
        "restore with another lexicon",
        "gw.restore(H().snapshot(), lexicon=gw.Lexicon.from_words(['tone'])).game",
        "gw.restore(H().snapshot(), gw.Lexicon.fromWords(['tone'])).game",
    )
    case("gameOfSnapshot garbage", None, "gw.gameOfSnapshot(Buffer.from('xx'))")


# ---------------------------------------------------------------- logs and results


def logs() -> None:
    rows = [
        ("a finished hunt", "HLOG"),
        ("a live hunt", "LHLOG"),
        ("empty", "''"),
        ("{}", "'{}'"),
        ("null", "'null'"),
        ("[]", "'[]'"),
        ("garbage", "'x'"),
        ("truncated", "HLOG[:50]", "HLOG.slice(0, 50)"),
        ("int", "5"),
        ("dict", "json.loads(HLOG)", "JSON.parse(HLOG)"),
        ("version 99", "setk(HLOG, 'version', 99)"),
        ("version 0", "setk(HLOG, 'version', 0)"),
        ("game chess", "setk(HLOG, 'game', 'chess')"),
        ("lexicon custom", "setk(HLOG, 'lexicon', 'custom')"),
        ("lexicon bogus", "setk(HLOG, 'lexicon', 'bogus')"),
        ("unknown key", "setk(HLOG, 'zz', 1)"),
        ("no config", "delk(HLOG, 'config')"),
        ("until_ms before created_ms", "setk(LHLOG, 'until_ms', -5)"),
        (
            "created_ms 2^60",
            "setk(HLOG, 'created_ms', 2**60)",
            "setk(HLOG, 'created_ms', 2n ** 60n)",
        ),
        (
            "created_ms 2^64",
            "setk(HLOG, 'created_ms', 2**64)",
            "setk(HLOG, 'created_ms', 2n ** 64n)",
        ),
        ("actions [1]", "setk(HLOG, 'actions', [1])"),
        (
            "action seat 9",
            "setk(LHLOG, 'actions', [{'seq':1,'at_ms':1,'seat':9,'action':'ready'}])",
        ),
        (
            "action seq 0",
            "setk(LHLOG, 'actions', [{'seq':0,'at_ms':1,'seat':0,'action':'ready'}])",
        ),
        (
            "action seq repeated",
            "setk(LHLOG, 'actions', [{'seq':1,'at_ms':1,'seat':0,'action':'ready'},"
            + "{'seq':1,'at_ms':1,'seat':1,'action':'ready'}])",
        ),
        (
            "action time went backwards",
            "setk(LHLOG, 'actions', [{'seq':1,'at_ms':5,'seat':0,'action':'ready'},"
            + "{'seq':2,'at_ms':1,'seat':1,'action':'ready'}])",
        ),
        ("derived lies", "setk(HLOG, 'derived', {'out':[],'ended':None})"),
    ]
    for n, p, j in values(rows):
        case(f"from_log {n}", f"gw.from_log({p}).game", f"gw.fromLog({j}).game")
        case(
            f"Game.from_log {n}",
            f"gw.Game.from_log({p}).game",
            f"gw.Game.fromLog({j}).game",
        )
        case(
            f"replay_json {n}",
            f"gw.replay_json({p})[:40]",
            f"gw.replayJson({j}).slice(0, 40)",
        )
    for call, log in [
        ("duel.Game.from_log", "HLOG"),
        ("hunt.Game.from_log", "SLOG"),
        ("solo.Game.from_log", "DLOG"),
        ("hunt.replay_json", "DLOG"),
        ("duel.replay_json", "SLOG"),
        ("solo.replay_json", "HLOG"),
    ]:
        game = {"H": "hunt", "D": "duel", "S": "solo"}[log[0]]
        js_call = call.replace("from_log", "fromLog").replace(
            "replay_json", "replayJson"
        )
        case(f"{call} a {game} log", f"{call}({log})", f"gw.{js_call}({log})")
    case("solo.replay garbage", "solo.replay('x')", "gw.solo.replay('x')")
    case("gameOfLog garbage", None, "gw.gameOfLog('x')")
    case(
        "replay_json a custom-lexicon log without its lexicon",
        [
            "g = hunt.Game(['human','human'], 1, 0, "
            + "lexicon=gw.Lexicon.from_words(['tone','tones']))",
            "g.play_out()",
            "gw.replay_json(g.log())",
        ],
        [
            "const g = new gw.hunt.Game(['human','human'], 1, 0, null, "
            + "gw.Lexicon.fromWords(['tone','tones']))",
            "g.playOut()",
            "gw.replayJson(g.log())",
        ],
    )

    for n, p, j in values(
        [
            ("a hunt", "HLOG, HRES"),
            ("a duel", "DLOG, DRES"),
            ("a solo", "SLOG, SRES"),
            ("result garbage", "HLOG, 'x'"),
            ("result {}", "HLOG, '{}'"),
            ("result null", "HLOG, 'null'"),
            ("result empty", "HLOG, ''"),
            ("result None", "HLOG, None"),
            ("result dict", "HLOG, json.loads(HRES)", "HLOG, JSON.parse(HRES)"),
            ("result of another game", "HLOG, DRES"),
            ("result of a hunt for a solo log", "SLOG, HRES"),
            ("result tray changed", "HLOG, setk(HRES, 'tray', 'a'*16)"),
            ("result unknown key", "HLOG, setk(HRES, 'zz', 1)"),
            ("log garbage", "'x', HRES"),
            ("log empty", "'', HRES"),
            ("log of a live game", "LHLOG, HRES"),
        ]
    ):
        case(f"verify {n}", f"gw.verify({p})", f"gw.verify({j})")
    case(
        "verify rerun_bots True",
        "gw.verify(DLOG, DRES, rerun_bots=True)",
        "gw.verify(DLOG, DRES, null, { rerunBots: true })",
    )
    case(
        "verify rerun_bots 1",
        "gw.verify(DLOG, DRES, rerun_bots=1)",
        "gw.verify(DLOG, DRES, null, { rerunBots: 1 })",
    )
    case("verify unknown option", None, "gw.verify(DLOG, DRES, null, { bogus: 1 })")
    case("hunt.verify a duel log", None, "gw.hunt.verify(DLOG, DRES)")


SECTIONS = [
    seeds,
    hunt_analysis,
    lexicons,
    configs,
    constructors,
    seats_and_times,
    hunt_play,
    duel_play,
    solo_play,
    events_for,
    snapshots,
    logs,
]


def cases() -> list[dict]:
    """Every case, in a stable order."""
    _cases.clear()
    for section in SECTIONS:
        section()
    return list(_cases)


if __name__ == "__main__":
    all_cases = cases()
    if "--ids" in sys.argv:
        for c in all_cases:
            print(c["id"])
    else:
        print(len(all_cases))

"""Run the Python side of the differential cases (see check.py).

    python run.py CASES.json OUT.jsonl [START]

Evaluates each case from index START on, each in a fresh namespace, and
appends to OUT.jsonl a line {"i": i, "start": true} before the call and
one outcome line after it:

    {"i": i, "ok": true, "value": "...", "json": "..." or None}
    {"i": i, "ok": false, "kind": "gridwords" | "TypeError" | <class name>,
     "code": ..., "message": ..., "str": str(e)}

so that check.py can tell a case that killed the process (a start line
and nothing after) and go on from the next one. Cases with no Python side
are {"i": i, "absent": true}.
"""

import json
import sys

import gridwords as gw
from gridwords import duel, hunt, solo


def H():
    return hunt.Game(["human", "human"], 42, 0)


def HL():
    g = H()
    g.ready(0, 1)
    g.ready(1, 1)
    g.advance(5000)
    return g


def D():
    return duel.Game(["human", "human"], 42, 0)


def S():
    return solo.Game(7, 0)


def flip(b, i):
    b = bytearray(b)
    b[i] ^= 0xFF
    return bytes(b)


def setk(text, key, value):
    o = json.loads(text)
    o[key] = value
    return json.dumps(o, separators=(",", ":"))


def delk(text, key):
    o = json.loads(text)
    del o[key]
    return json.dumps(o, separators=(",", ":"))


def _played(g):
    g.play_out()
    return g.log(), g.result_json()


HLOG, HRES = _played(H())
DLOG, DRES = _played(duel.Game(["human", "bot:easy"], 42, 0))
SLOG, SRES = _played(S())
LHLOG = HL().log()

# The names every case sees (gen.py's docstring lists them).
NAMES = {
    name: globals()[name]
    for name in (
        "json",
        "gw",
        "hunt",
        "duel",
        "solo",
        "H",
        "HL",
        "D",
        "S",
        "flip",
        "setk",
    )
    + ("delk", "HLOG", "HRES", "DLOG", "DRES", "SLOG", "SRES", "LHLOG")
}


def outcome(stmts):
    ns = dict(NAMES)
    try:
        for s in stmts[:-1]:
            exec(s, ns)  # noqa: S102 (the cases are this test's own code)
        value = eval(stmts[-1], ns)
    except gw.Error as e:
        return {
            "ok": False,
            "kind": "gridwords",
            "code": e.code,
            "message": e.message,
            "str": str(e),
        }
    except Exception as e:  # noqa: BLE001 (any other error is reported)
        kind = "TypeError" if type(e) is TypeError else type(e).__name__
        return {
            "ok": False,
            "kind": kind,
            "code": getattr(e, "code", None),
            "message": str(e),
        }
    try:
        # Compact, as JSON.stringify writes it: check.py compares the two.
        text = json.dumps(value, separators=(",", ":"), ensure_ascii=False)
    except (TypeError, ValueError):
        return {"ok": True, "value": repr(value)[:100], "json": None}
    return {"ok": True, "value": text[:100], "json": text}


def main():
    cases_path, out_path = sys.argv[1], sys.argv[2]
    start = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    with open(cases_path, encoding="utf-8") as f:
        cases = json.load(f)
    with open(out_path, "a", encoding="utf-8") as out:
        for i in range(start, len(cases)):
            stmts = cases[i]["py"]
            if stmts is None:
                rec = {"absent": True}
            else:
                out.write(json.dumps({"i": i, "start": True}) + "\n")
                out.flush()
                rec = outcome(stmts)
            out.write(json.dumps({"i": i, **rec}) + "\n")
            out.flush()


if __name__ == "__main__":
    main()

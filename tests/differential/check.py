"""Differential test: the same input to Python and Node gives the same outcome.

    .venv/bin/python tests/differential/check.py

gen.py makes ~1,100 cases (mostly absurd inputs to every call of every
game); run.py evaluates each in this interpreter's gridwords, run.mjs in
Node's (bindings/node, through `node` on PATH). Both write into a temporary
directory only. A runner that dies in a case is started again after it, so
one crash is one failed case, not a lost run.

It fails when

* a case crashes or hangs either runtime;
* an error is neither a gridwords error nor a TypeError (in Node a
  TypeError must carry the code ERR_INVALID_ARG_TYPE);
* an error's message starts with its own code (`CODE: CODE: ...`);
* the languages differ in outcome (a value, a TypeError, or an error code)
  and the case is not under "disagree" in allowed.json;
* both give a value JSON can write (numbers, strings, lists, plain dicts:
  not a game object) and the values differ (`duel.legal_moves` once
  counted 346 moves in Python and 350 in Node for the same position);
* both give the same error code, the code is the core's (any but
  INVALID_ARGUMENT and INVALID_UTF8, whose text each binding writes in its
  own words: "2^53-1" against "18446744073709551615", nowMs against
  now_ms, ...), the messages differ and the case is not under "message"
  in allowed.json;
* an id in allowed.json is not a case, or no longer differs as listed, so
  the list cannot keep an entry that is no longer needed.

A case with one side only (a call only one language has) is checked for
the first three. Exit status 0 and a one-line summary when all is well;
1 and the failures otherwise. Standard library only.
"""

from __future__ import annotations

import json
import runpy
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent

# Codes whose message each binding writes itself (a host value it cannot
# take); any other code's message is the core's and must match.
BINDING_CODES = {"INVALID_ARGUMENT", "INVALID_UTF8"}
NODE_TYPE_ERROR_CODE = "ERR_INVALID_ARG_TYPE"
TIMEOUT_S = 120


def run(cmd: list[str], cases_path: Path, out_path: Path) -> dict[int, dict]:
    """Run a runner over every case, restarting it after a case that kills it."""
    n = len(json.loads(cases_path.read_text(encoding="utf-8")))
    start = 0
    while True:
        try:
            proc = subprocess.run(
                [*cmd, str(cases_path), str(out_path), str(start)],
                check=False,
                capture_output=True,
                text=True,
                timeout=TIMEOUT_S,
            )
            status, stderr = f"exit status {proc.returncode}", proc.stderr
            ok = proc.returncode == 0
        except subprocess.TimeoutExpired as e:
            status, stderr, ok = (
                f"no answer in {TIMEOUT_S} s",
                str(e.stderr or ""),
                False,
            )
        lines = (
            out_path.read_text(encoding="utf-8").splitlines()
            if out_path.exists()
            else []
        )
        last = json.loads(lines[-1]) if lines else None
        if last is not None and last.get("start"):
            crash = {
                "i": last["i"],
                "ok": False,
                "kind": "crash",
                "code": None,
                "message": f"{status}: {stderr.strip()[-500:]}",
            }
            with out_path.open("a", encoding="utf-8") as f:
                f.write(json.dumps(crash) + "\n")
            start = last["i"] + 1
            if start < n:
                continue
        elif not ok:
            raise SystemExit(
                f"{' '.join(cmd)} failed outside any case ({status}):\n{stderr}"
            )
        break
    results = {}
    for line in out_path.read_text(encoding="utf-8").splitlines():
        rec = json.loads(line)
        if not rec.get("start"):
            results[rec["i"]] = rec
    missing = [i for i in range(n) if i not in results]
    if missing:
        raise SystemExit(f"{' '.join(cmd)} gave no outcome for cases {missing[:10]}")
    return results


def outcome(rec: dict) -> str | None:
    """What is compared: OK, TypeError, a gridwords code, or another error's kind."""
    if rec.get("absent"):
        return None
    if rec["ok"]:
        return "OK"
    if rec["kind"] == "gridwords":
        return rec["code"]
    return rec["kind"]


def show(stmts: list[str] | None, rec: dict) -> str:
    code = " ; ".join(stmts or [])
    if rec.get("absent"):
        return "(absent)"
    if rec["ok"]:
        got = f"OK {rec['value'][:80]}"
    else:
        got = f"{rec['kind']} {rec.get('code')} {rec['message'][:300]!r}"
    return f"{code[:200]}\n        -> {got}"


def health(lang: str, rec: dict) -> str | None:
    """Why one language's outcome is wrong whatever the other says, or None."""
    if rec.get("absent") or rec["ok"]:
        return None
    kind, code, message = rec["kind"], rec.get("code"), rec["message"]
    if kind == "crash":
        return f"{lang} crashed"
    if kind == "gridwords":
        if not isinstance(code, str) or not code:
            return f"{lang} gridwords error without a code"
    elif kind == "TypeError":
        if lang == "node" and code != NODE_TYPE_ERROR_CODE:
            return f"node TypeError with code {code!r}, not {NODE_TYPE_ERROR_CODE}"
    else:
        return f"{lang} threw {kind}, neither a gridwords error nor a TypeError"
    if code and (
        message.startswith(code) or rec.get("str", "").startswith(f"{code}: {code}")
    ):
        return f"{lang} message starts with its code again"
    return None


def load_allowed(path: Path, ids: set[str]) -> tuple[dict, dict, list[str]]:
    data = json.loads(path.read_text(encoding="utf-8"))
    problems, tables = [], []
    for key in ("disagree", "message"):
        table = {}
        for group in data[key]:
            for id in group["ids"]:
                if id in table:
                    problems.append(f"allowed.json lists {id!r} twice under {key!r}")
                if id not in ids:
                    problems.append(
                        f"allowed.json {key!r}: {id!r} is not a case (renamed?)"
                    )
                table[id] = group["reason"]
        tables.append(table)
    return tables[0], tables[1], problems


def main() -> int:
    t0 = time.monotonic()
    node = shutil.which("node")
    if node is None:
        print("check.py: node is not on PATH", file=sys.stderr)
        return 2
    # run_path, not import: no __pycache__ written next to gen.py.
    cases = runpy.run_path(str(HERE / "gen.py"))["cases"]()
    ids = {c["id"] for c in cases}
    disagree_ok, message_ok, failures = load_allowed(HERE / "allowed.json", ids)

    with tempfile.TemporaryDirectory(prefix="gridwords-differential-") as tmp:
        cases_path = Path(tmp) / "cases.json"
        cases_path.write_text(json.dumps(cases), encoding="utf-8")
        py = run(
            [sys.executable, str(HERE / "run.py")], cases_path, Path(tmp) / "py.jsonl"
        )
        js = run([node, str(HERE / "run.mjs")], cases_path, Path(tmp) / "js.jsonl")

    counts = {
        "agree": 0,
        "values_compared": 0,
        "disagree_allowed": 0,
        "message_allowed": 0,
        "one_side": 0,
    }
    for i, c in enumerate(cases):
        id, p, j = c["id"], py[i], js[i]
        both = f"  py: {show(c['py'], p)}\n  js: {show(c['js'], j)}"
        for lang, rec in (("python", p), ("node", j)):
            why = health(lang, rec)
            if why:
                failures.append(f"{id}: {why}\n{both}")
        a, b = outcome(p), outcome(j)
        if a is None or b is None:
            counts["one_side"] += 1
            for table in (disagree_ok, message_ok):
                if id in table:
                    failures.append(
                        f"{id}: in allowed.json but only one language has it"
                    )
            continue
        if a != b:
            if id in disagree_ok:
                counts["disagree_allowed"] += 1
            else:
                failures.append(f"{id}: Python and Node disagree ({a} vs {b})\n{both}")
            if id in message_ok:
                failures.append(
                    f"{id}: under 'message' in allowed.json but the codes differ"
                )
            continue
        if id in disagree_ok:
            failures.append(
                f"{id}: under 'disagree' in allowed.json but both give {a}\n{both}"
            )
        counts["agree"] += 1
        if a == "OK":
            pj, jj = p.get("json"), j.get("json")
            if pj is not None and jj is not None and pj != jj:
                failures.append(f"{id}: both answer, with different values\n{both}")
            counts["values_compared"] += pj is not None and jj is not None
            continue
        core_error = not p["ok"] and p["kind"] == "gridwords" and a not in BINDING_CODES
        differs = core_error and p["message"] != j["message"]
        if differs and id not in message_ok:
            failures.append(f"{id}: same code {a}, different messages\n{both}")
        elif differs:
            counts["message_allowed"] += 1
        elif id in message_ok:
            failures.append(
                f"{id}: under 'message' in allowed.json but the messages agree\n{both}"
            )

    elapsed = time.monotonic() - t0
    if failures:
        for f in failures:
            print(f"FAIL {f}")
        print(f"\n{len(failures)} failure(s) in {len(cases)} cases ({elapsed:.1f} s)")
        return 1
    print(
        f"ok: {len(cases)} cases in {elapsed:.1f} s: {counts['agree']} agree"
        f" ({counts['values_compared']} equal values,"
        f" {counts['message_allowed']} with a listed wording difference),"
        f" {counts['disagree_allowed']} listed disagreements,"
        f" {counts['one_side']} in one language only"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Ctrl-C latency of the batch calls on a busy machine (timings, not a test):

    .venv/bin/python bindings/python/bench/interrupt.py [--siblings 6] [--interrupts 10]

Starts ``--siblings`` CPU-bound processes (``while True: pass``), then, for
each call below, ``--interrupts`` times: runs the call in a child process,
sends it SIGINT at a random moment 0.5-1.5 s into the call, and times the
child's ``KeyboardInterrupt``. Two figures per interrupt, on the clock every
process shares (``time.monotonic``):

* arrived: from the signal's arrival in the child (its C handler writes to
  a wakeup pipe, ``signal.set_wakeup_fd``, which this process reads) to the
  ``except KeyboardInterrupt`` in the child: the binding's part;
* sent: from ``send_signal`` here to the same moment (the kernel's delivery
  and the scheduling of a child among busy siblings included).

Calls (each far longer than the interrupt's delay):

* ``deal_many(iter(range(10**9)))``: seeds without ``len()``, work on the
  pool most of the time (dealing is slow);
* ``score_many(S16 array)``: 2 million trays in numpy, work most of the time;
* ``score_many(map(_core.hunt_deal, ...))``: a C iterator (no Python code
  runs while it is read) and a small word list, reading most of the time;
* ``deal_many(generator)``: a Python generator of seeds.

Prints the median and the largest of each, in milliseconds.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import statistics
import subprocess
import sys
import textwrap
import time

CHILD = """
import os, signal, sys, time
signal.signal(signal.SIGINT, signal.default_int_handler)
wake = int(sys.argv[1])
os.set_blocking(wake, False)
signal.set_wakeup_fd(wake)
import numpy as np
from gridwords import Lexicon, _core, hunt
call = sys.argv[2]
if call == "deal_many(iter(range))":
    run = lambda: hunt.deal_many(iter(range(10**9)))
elif call == "score_many(S16 array)":
    trays = np.tile(hunt.deal_many(np.arange(2048, dtype=np.uint64)), 1000)
    run = lambda: hunt.score_many(trays)
elif call == "score_many(map(_core.hunt_deal))":
    lex = Lexicon.from_words(["ten", "net", "tone", "note", "rate", "tear", "eat", "tea"])
    run = lambda: hunt.score_many(map(_core.hunt_deal, range(10**9)), lexicon=lex)
else:
    run = lambda: hunt.deal_many(s for s in range(10**9))
print("started", flush=True)
try:
    run()
    print("finished", flush=True)
except KeyboardInterrupt:
    print("caught", time.monotonic(), flush=True)
"""

CALLS = [
    "deal_many(iter(range))",
    "score_many(S16 array)",
    "score_many(map(_core.hunt_deal))",
    "deal_many(generator)",
]


def interrupt_once(call: str, delay: float) -> tuple[float, float]:
    """(arrived, sent): seconds from the signal to the child's
    KeyboardInterrupt."""
    r, w = os.pipe()
    child = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(CHILD), str(w), call],
        stdout=subprocess.PIPE,
        text=True,
        pass_fds=(w,),
    )
    os.close(w)
    assert child.stdout is not None
    line = child.stdout.readline()
    assert line == "started\n", line
    time.sleep(delay)
    sent = time.monotonic()
    child.send_signal(signal.SIGINT)
    woke = os.read(r, 1)
    arrived = time.monotonic()
    os.close(r)
    out, _ = child.communicate(timeout=120)
    assert woke == bytes([signal.SIGINT]), woke
    assert child.returncode == 0, child.returncode
    word, caught = out.split()
    assert word == "caught", out
    return float(caught) - arrived, float(caught) - sent


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--siblings", type=int, default=6)
    ap.add_argument("--interrupts", type=int, default=10)
    ap.add_argument("--seed", type=int, default=30)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    busy = [
        subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(args.siblings)
    ]
    try:
        time.sleep(0.5)
        print(
            f"{args.siblings} busy siblings on {os.cpu_count()} cores, "
            f"{args.interrupts} interrupts per call, 0.5-1.5 s into it"
        )
        print("| call | arrived: median | max | sent: median | max |")
        print("|---|---|---|---|---|")
        for call in CALLS:
            arrived, sent = zip(
                *(interrupt_once(call, rng.uniform(0.5, 1.5)) for _ in range(args.interrupts)),
                strict=True,
            )
            ms = [
                f"{1000 * f(x):.0f} ms" for x in (arrived, sent) for f in (statistics.median, max)
            ]
            print(f"| `{call}` | {' | '.join(ms)} |", flush=True)
    finally:
        for p in busy:
            p.kill()
        for p in busy:
            p.wait()


if __name__ == "__main__":
    main()

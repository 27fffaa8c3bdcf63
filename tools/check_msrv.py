#!/usr/bin/env python3
"""Checks the workspace's declared `rust-version` (run by `make lint`).

Only one Rust toolchain can be installed on the build machines (no other can
be downloaded), so the MSRV is checked in two halves instead of by building
with the old compiler:

* our own code: clippy's `incompatible_msrv` lint (on by default, an error
  under `-D warnings`) flags any standard-library API newer than the
  declared `rust-version`;
* our dependencies: this script fails when any crate in the lock file
  declares a `rust-version` newer than ours, which would make the declared
  one a lie.
"""

import json
import subprocess
import sys


def version(text: str) -> tuple[int, ...]:
    parts = [int(p) for p in text.split(".")]
    return tuple(parts + [0] * (3 - len(parts)))


def main() -> int:
    meta = json.loads(
        subprocess.run(
            ["cargo", "metadata", "--format-version", "1", "--locked"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
    )
    members = set(meta["workspace_members"])
    ours = {p["rust_version"] for p in meta["packages"] if p["id"] in members}
    if len(ours) != 1 or None in ours:
        print(f"every workspace crate must inherit one rust-version; found {ours}")
        return 1
    declared = ours.pop()
    newer = sorted(
        (p["name"], p["version"], p["rust_version"])
        for p in meta["packages"]
        if p["id"] not in members
        and p.get("rust_version")
        and version(p["rust_version"]) > version(declared)
    )
    for name, ver, rv in newer:
        print(
            f"{name} {ver} needs Rust {rv}, newer than the declared rust-version {declared}"
        )
    if newer:
        return 1
    print(f"rust-version {declared}: every dependency builds with it")
    return 0


if __name__ == "__main__":
    sys.exit(main())

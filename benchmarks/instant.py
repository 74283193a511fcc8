"""Every figure of "nothing makes a player wait", a baseline commit beside this checkout, one
script after another:

    .venv/bin/python benchmarks/instant.py [--baseline REF] [--quick]

- start-up: each command without a screen to its answer, the first frames (startup_speed.py);
- keys: key-to-screen latency at the table, on the normal disk and with a slow fsync
  (key_latency.py);
- quitting: q and SIGTERM to the process's exit during each kind of background work
  (quit_speed.py);
- the first hint of a fresh install (first_hint.py) and the win-chance meter (meter_speed.py).

Each script checks the baseline out in a temporary `git worktree` and runs it with this
checkout's Python and dependencies. Figures depend on the machine being quiet: compare the
ratios of one run, not absolute times across machines.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
# The main of before the start-up, key, quit, first-hint and meter work.
BASELINE = "6382613"

# Each script and the options that keep its run short with --quick.
SCRIPTS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("startup_speed.py", ("--runs", "3")),
    ("key_latency.py", ("--turns", "4")),
    ("quit_speed.py", ("--repeat", "1")),
    ("first_hint.py", ("--wait", "0")),
    ("meter_speed.py", ("--repeat", "1")),
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", default=BASELINE, help=f"the commit (default {BASELINE})")
    parser.add_argument("--quick", action="store_true", help="fewer runs of each figure")
    args = parser.parse_args()
    failed = []
    for script, quick in SCRIPTS:
        print(f"\n## {script}", flush=True)
        command = [sys.executable, str(HERE / script), "--baseline", args.baseline]
        if args.quick:
            command += quick
        if subprocess.run(command, check=False).returncode:
            failed.append(script)
    if failed:
        print(f"\nfailed: {', '.join(failed)}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())

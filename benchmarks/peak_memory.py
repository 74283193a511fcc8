"""Peak memory of a process while it solves a table (target: at most 500 MB)."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

from common import machine

from yahtzee_tui.strategy.styles import SOLVABLE

CHILD = """
import json, resource, sys
sys.path.insert(0, {root!r})

def kib(field):
    for line in open("/proc/self/status"):
        if line.startswith(field + ":"):
            return int(line.split()[1])

from yahtzee_tui.strategy.cache import build_table
from yahtzee_tui.strategy.model import solver_model
model = solver_model({rules!r})
before = kib("VmRSS")
build_table(model)
print(json.dumps({{"before": before, "peak": kib("VmHWM")}}))
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules", nargs="+", default=list(SOLVABLE), choices=SOLVABLE)
    args = parser.parse_args()
    root = str(__import__("pathlib").Path(__file__).resolve().parent.parent)
    print(f"peak memory while solving ({machine()})")
    for rules_id in args.rules:
        code = CHILD.format(root=root, rules=rules_id)
        result = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=True
        )
        figures = json.loads(result.stdout)
        peak, before = figures["peak"] / 1024, figures["before"] / 1024
        print(
            f"  {rules_id}: peak resident {peak:.0f} MB for the whole process (target <= 500 MB);"
            f" {before:.0f} MB before solving, so the solve adds {peak - before:.0f} MB"
        )


if __name__ == "__main__":
    main()

"""Time to load a cached table from disk, checksum included (target: at most 50 ms)."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

from common import benchmark_home, describe, machine

from yahtzee_tui.strategy.cache import load_or_build, read_table, table_path
from yahtzee_tui.strategy.model import solver_model
from yahtzee_tui.strategy.styles import SOLVABLE
from yahtzee_tui.strategy.yamb_table import expert_table
from yahtzee_tui.strategy.yamb_table import read_table as read_yamb_table
from yahtzee_tui.strategy.yamb_table import table_path as yamb_table_path

CHILD = """
import json, sys, time
sys.path.insert(0, {root!r})
from yahtzee_tui.strategy.cache import load_or_build
from yahtzee_tui.strategy.model import solver_model
solver_model({rules!r})  # the scoring tables are built on import of a rule set, not loaded
start = time.perf_counter()
table = load_or_build({rules!r})
print(json.dumps({{"seconds": time.perf_counter() - start, "built": table.build_seconds}}))
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--rules", nargs="+", default=["yahtzee", "yatzy", "yamb"], choices=[*SOLVABLE, "yamb"]
    )
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()
    root = str(Path(__file__).resolve().parent.parent)
    print(f"cached table load ({machine()})")
    with benchmark_home():
        for rules_id in args.rules:
            if rules_id == "yamb":
                expert_table()  # make sure the file exists
                path = yamb_table_path()
                loads = []
                for _ in range(args.repeat):
                    start = time.perf_counter()
                    assert read_yamb_table(path) is not None
                    loads.append(time.perf_counter() - start)
                size = path.stat().st_size / 2**20
                print(f"  yamb expert ({size:.1f} MB file): {describe(loads, 'ms')} loads")
                continue
            load_or_build(rules_id)  # make sure the file exists
            model = solver_model(rules_id)
            path = table_path(rules_id)
            in_process = []
            for _ in range(args.repeat):
                start = time.perf_counter()
                assert read_table(model, path) is not None
                in_process.append(time.perf_counter() - start)
            fresh = []
            for _ in range(5):
                code = CHILD.format(root=root, rules=rules_id)
                out = subprocess.run(
                    [sys.executable, "-c", code], capture_output=True, text=True, check=True
                ).stdout
                figures = json.loads(out)
                assert figures["built"] is None, "the child solved instead of loading"
                fresh.append(figures["seconds"])
            size = path.stat().st_size / 2**20
            print(
                f"  {rules_id} ({size:.1f} MB file): {describe(in_process, 'ms')} loads; "
                f"first load in a fresh process {describe(fresh, 'ms')} (target <= 50 ms)"
            )


if __name__ == "__main__":
    main()

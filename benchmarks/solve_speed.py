"""Wall time to solve the full optimal-play table (targets: yahtzee <= 5 s, yatzy <= 10 s) and
to fit the Yamb expert's tables by self-play (target: about the Yatzy solver's, at most a
minute on one core)."""

from __future__ import annotations

import argparse
import time

from common import describe, machine

from yahtzee_tui.strategy.cache import build_table
from yahtzee_tui.strategy.model import solver_model
from yahtzee_tui.strategy.styles import SOLVABLE
from yahtzee_tui.strategy.yamb_fit import FULL_PLAN
from yahtzee_tui.strategy.yamb_table import build_table as fit_yamb_table

TARGETS = {"yahtzee": 5.0, "yatzy": 10.0}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--rules", nargs="+", default=[*SOLVABLE, "yamb"], choices=[*SOLVABLE, "yamb"]
    )
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"solve speed ({machine()})")
    for rules_id in args.rules:
        if rules_id == "yamb":
            fits = []
            for _ in range(args.repeat):
                start = time.process_time()
                fit_yamb_table()
                fits.append(time.process_time() - start)
            print(
                f"  yamb: fit the expert's tables ({FULL_PLAN.games} self-played games) "
                f"{describe(fits)} of CPU (target: about yatzy's, at most 60 s)"
            )
            continue
        start = time.perf_counter()
        model = solver_model(rules_id)
        setup = time.perf_counter() - start
        times = []
        for _ in range(args.repeat):
            table = build_table(model)
            times.append(table.build_seconds)
        target = TARGETS.get(rules_id)
        goal = f" (target <= {target:g} s)" if target else ""
        print(
            f"  {rules_id}: solve {describe(times)}{goal}; scoring tables from the engine "
            f"{setup * 1000:.0f} ms; expected score {table.expected_score:.4f}"
        )


if __name__ == "__main__":
    main()

"""The whole-game target table: P(final total >= T) from the start of a game, for every T up
to --most, each under the strategy that maximises it (`strategy.goal_targets`).

Prints, per rule set, the CPU time of the build, the peak memory of the process and the
chances at the targets asked for (--targets), with the expected score's for comparison.
"""

from __future__ import annotations

import argparse
import resource
import sys
import time

from common import machine

from yahtzee_tui.strategy.goal_targets import target_chances
from yahtzee_tui.strategy.model import solver_model


class _Progress:
    """Says on stderr how far the build is, every tenth of the states."""

    def __init__(self, name: str) -> None:
        self.name, self.said = name, -1

    def __call__(self, done: int, total: int) -> None:
        tenth = 10 * done // max(total, 1)
        if tenth > self.said:
            self.said = tenth
            cpu = time.process_time()
            print(f"  {self.name}: {10 * tenth} % of the states, {cpu:.0f} s CPU", file=sys.stderr)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules", nargs="+", default=["yahtzee", "yatzy"])
    parser.add_argument("--most", type=int, default=300, help="the highest target")
    parser.add_argument("--targets", type=int, nargs="+", default=[150, 200, 250, 300])
    args = parser.parse_args()
    if any(not 0 <= t <= args.most for t in args.targets):
        print("every target is between 0 and --most", file=sys.stderr)
        raise SystemExit(2)
    print(f"target table up to {args.most} points ({machine()})")
    for rules_id in args.rules:
        model = solver_model(rules_id)
        started = time.process_time()
        wall = time.perf_counter()
        chances = target_chances(model, 0, 0, 0, args.most, _Progress(rules_id))
        cpu = time.process_time() - started
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        figures = ", ".join(f"P(>= {t}) = {chances[t]:.6f}" for t in args.targets)
        print(
            f"{rules_id}: {cpu:.0f} s CPU ({time.perf_counter() - wall:.0f} s wall), "
            f"peak memory of the process {peak:.0f} MB so far; {figures}",
            flush=True,
        )


if __name__ == "__main__":
    main()

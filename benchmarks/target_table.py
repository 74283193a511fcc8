"""The whole-game target table: P(final total >= T) from the start of a game for the targets
asked for (--targets; --every: every T up to the highest), each under the strategy that
maximises it (`strategy.goal_targets`), the layers shared out among --workers processes.

Prints, per rule set, the CPU time of the build (all processes), its wall time, the peak
memory of the main process and of a worker, and the chances.
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
            said = f"  {self.name}: {10 * tenth} % of the states, {_cpu():.0f} s CPU"
            print(said, file=sys.stderr)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules", nargs="+", default=["yahtzee", "yatzy"])
    parser.add_argument("--targets", type=int, nargs="+", default=[200, 250, 300])
    parser.add_argument("--every", action="store_true", help="every target up to the highest")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    if any(not 0 <= t <= 2000 for t in args.targets) or not 1 <= args.workers <= 16:
        print("targets are from 0 to 2000 points, workers from 1 to 16", file=sys.stderr)
        raise SystemExit(2)
    most = max(args.targets)
    print(f"target table for {args.targets}, {args.workers} processes ({machine()})")
    for rules_id in args.rules:
        model = solver_model(rules_id)
        started = _cpu()
        wall = time.perf_counter()
        targets = None if args.every else args.targets
        chances = target_chances(
            model, 0, 0, 0, most, _Progress(rules_id), targets=targets, workers=args.workers
        )
        cpu = _cpu() - started
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        worker = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
        figures = ", ".join(f"P(>= {t}) = {chances[t]:.6f}" for t in args.targets)
        print(
            f"{rules_id}: {cpu:.0f} s CPU ({time.perf_counter() - wall:.0f} s wall), "
            f"peak memory {peak:.0f} MB (a worker {worker:.0f} MB) so far; {figures}",
            flush=True,
        )


def _cpu() -> float:
    """CPU seconds of this process and of its finished workers."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    workers = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + workers.ru_utime + workers.ru_stime


if __name__ == "__main__":
    main()

"""Optimal games simulated per second (target: at least 2,000)."""

from __future__ import annotations

import argparse
import time

from common import benchmark_home, machine

from yahtzee_tui.strategy.cache import solver_table
from yahtzee_tui.strategy.simulate import simulate
from yahtzee_tui.strategy.styles import SOLVABLE


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules", nargs="+", default=["yahtzee", "yatzy"], choices=SOLVABLE)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"simulation speed ({machine()})")
    with benchmark_home():
        for rules_id in args.rules:
            table = solver_table(rules_id)  # solving and loading are timed elsewhere
            rates = []
            for seed in range(args.repeat):
                start = time.perf_counter()
                result = simulate(rules_id, args.games, seed=seed, table=table)
                rates.append(args.games / (time.perf_counter() - start))
            rates.sort()
            print(
                f"  {rules_id}: {rates[len(rates) // 2]:,.0f} games/s median, best "
                f"{rates[-1]:,.0f}, worst {rates[0]:,.0f} ({args.games:,} games x "
                f"{args.repeat}; mean score {result.scores.mean():.2f}) (target >= 2,000)"
            )


if __name__ == "__main__":
    main()

"""Mean score and games per second of every computer level for every rule set, real games
through the game model on paired dice (`yahtzee-tui simulate`), and of the optimal simulator."""

from __future__ import annotations

import argparse
import time

from common import benchmark_home, machine

from yahtzee_tui.engine import RULE_SETS, get_rules
from yahtzee_tui.strategy.advisor import prepare_advisor
from yahtzee_tui.strategy.matches import play_solo
from yahtzee_tui.strategy.simulate import simulate
from yahtzee_tui.strategy.styles import SOLVABLE

LEVELS = ("expert", "medium", "easy")
YAMB_LEVELS = (*LEVELS, "one-turn")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules", nargs="+", default=list(RULE_SETS), choices=list(RULE_SETS))
    parser.add_argument("--games", type=int, default=100, help="games per level (5 dice)")
    parser.add_argument("--yamb-games", type=int, default=10, help="games per level (Yamb)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"every level ({machine()})")
    with benchmark_home():
        for rules_id in args.rules:
            rules = get_rules(rules_id)
            prepare_advisor(rules)  # building and loading are timed elsewhere
            games = args.yamb_games if rules.is_yamb else args.games
            figures = []
            if rules_id in SOLVABLE:
                start = time.perf_counter()
                optimal = simulate(rules, 10_000, seed=args.seed)
                rate = 10_000 / (time.perf_counter() - start)
                figures.append(f"optimal {optimal.scores.mean():.1f} ({rate:,.0f} games/s)")
            for level in YAMB_LEVELS if rules.is_yamb else LEVELS:
                start = time.perf_counter()
                result = play_solo(rules, [level], games, seed=args.seed)
                rate = games / (time.perf_counter() - start)
                figures.append(f"{level} {result.scores.mean():.1f} ({rate:,.2f} games/s)")
            print(f"  {rules_id}, {games} games a level: " + "; ".join(figures))


if __name__ == "__main__":
    main()

"""The win level against the points-optimal player, head to head on paired dice.

Two-player matches (`strategy.matches`): each group of two games shares its dice and plays
both seatings, so each player plays each seat's dice. Prints, per rule set, the win level's
share of the wins minus the optimal player's (ties as half) in percentage points with its 95 %
interval over the groups, and the mean-score cost. Stops after --matches groups or --minutes
of wall time per rule set, whichever comes first, and says how many it played.
"""

from __future__ import annotations

import argparse
import math
import time

from common import benchmark_home, machine

from yahtzee_tui.strategy import win_play
from yahtzee_tui.strategy.advisor import prepare_advisor
from yahtzee_tui.strategy.matches import play_head_to_head


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules", nargs="+", default=["yahtzee", "yatzy"])
    parser.add_argument("--matches", type=int, default=2000, help="groups of two games")
    parser.add_argument("--minutes", type=float, default=30.0, help="per rule set, at most")
    parser.add_argument("--horizon", type=int, default=win_play.WIN_HORIZON)
    parser.add_argument("--against", default="optimal")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--chunk", type=int, default=25, help="groups between looks at the clock")
    args = parser.parse_args()
    win_play.WIN_HORIZON = args.horizon
    print(f"win level (horizon {args.horizon} boxes) against {args.against} ({machine()})")
    with benchmark_home():
        for rules_id in args.rules:
            prepare_advisor(rules_id)
            differences: list[float] = []
            cost: list[float] = []
            started = time.perf_counter()
            chunk = 0
            while len(differences) < args.matches:
                if time.perf_counter() - started > args.minutes * 60:
                    break
                groups = min(args.chunk, args.matches - len(differences))
                seed = args.seed * 1_000_003 + chunk
                games = play_head_to_head(rules_id, ["win", args.against], 2 * groups, 2, seed=seed)
                shares = games.win_shares("win")
                mine = games.lineups == 0
                for group in range(groups):
                    pair = slice(2 * group, 2 * group + 2)
                    differences.append(float(shares[pair].mean()) * 2 - 1)
                    scores = games.scores[pair]
                    cost.append(float(scores[~mine[pair]].mean() - scores[mine[pair]].mean()))
                chunk += 1
            _report(rules_id, differences, cost, time.perf_counter() - started)


def _report(rules_id: str, differences: list[float], cost: list[float], seconds: float) -> None:
    n = len(differences)
    mean = sum(differences) / n
    spread = math.sqrt(sum((d - mean) ** 2 for d in differences) / (n - 1)) if n > 1 else 0.0
    margin = 1.96 * spread / math.sqrt(n)
    points = sum(cost) / n
    print(
        f"{rules_id}: {n} matches ({2 * n} games) in {seconds / 60:.1f} min: "
        f"win share minus the other's {100 * mean:+.2f} points "
        f"(95 % interval {100 * (mean - margin):+.2f} to {100 * (mean + margin):+.2f}); "
        f"mean-score cost {points:+.2f} points"
    )


if __name__ == "__main__":
    main()

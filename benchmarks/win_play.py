"""The win level against a score-maximiser, head to head on paired dice.

Matches of --players seats (`strategy.matches.play_game`): the win level takes one seat and
the --against level every other; each match plays every rotation of that lineup on the same
dice (each seat's dice are fixed by the match's seed, the seat, the round and the roll), so
the win level plays each seat's dice once. Prints, per rule set, the win level's share of the
wins (ties shared) against 1/players, in percentage points with its 95 % interval over the
matches, the same as "win share minus the other's" for two players (2 x share - 1), and the
mean-score cost (the others' mean score minus the win level's). Against is `optimal` (the
points-optimal player), `medium` or `expert`; in Yamb the strongest is `expert`. Stops after
--matches or --minutes of wall time per rule set, whichever comes first, and says how many it
played.
"""

from __future__ import annotations

import argparse
import hashlib
import math
import time

from common import benchmark_home, machine

from yahtzee_tui.engine import RuleSet, find_rules
from yahtzee_tui.strategy import win_play
from yahtzee_tui.strategy.advisor import prepare_advisor
from yahtzee_tui.strategy.matches import play_game
from yahtzee_tui.strategy.styles import SOLVABLE, WIN_LEVEL


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules", nargs="+", default=["yahtzee", "yatzy"])
    parser.add_argument("--matches", type=int, default=2000)
    parser.add_argument("--minutes", type=float, default=30.0, help="per rule set, at most")
    parser.add_argument("--horizon", type=int, default=win_play.WIN_HORIZON)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--against", default="optimal", help="optimal, medium or expert")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    win_play.WIN_HORIZON = args.horizon
    print(
        f"win level (horizon {args.horizon} boxes) against {args.players - 1} x {args.against}"
        f" ({machine()})"
    )
    with benchmark_home():
        for rules_id in args.rules:
            ruleset = find_rules(rules_id)
            if ruleset.id in SOLVABLE:
                prepare_advisor(ruleset.id)
            against = "expert" if args.against == "optimal" and ruleset.is_yamb else args.against
            shares: list[float] = []
            cost: list[float] = []
            started = time.perf_counter()
            while len(shares) < args.matches:
                if time.perf_counter() - started > args.minutes * 60:
                    break
                seed = _match_seed(args.seed, len(shares))
                share, points = _match(ruleset, against, args.players, seed)
                shares.append(share)
                cost.append(points)
            _report(ruleset.id, against, args.players, shares, cost, time.perf_counter() - started)


def _match_seed(seed: int, match: int) -> int:
    text = f"{seed}:win-match:{match}"
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


def _match(ruleset: RuleSet, against: str, players: int, seed: int) -> tuple[float, float]:
    """Every seating of one win level among `players` - 1 others, on one match's dice: the
    win level's mean share of the win and the others' mean score minus its own."""
    share = 0.0
    cost = 0.0
    for seat in range(players):
        lineup = [against] * players
        lineup[seat] = WIN_LEVEL
        scores = play_game(ruleset, lineup, seed)
        best = max(scores)
        if scores[seat] == best:
            share += 1.0 / scores.count(best)
        others = [score for other, score in enumerate(scores) if other != seat]
        cost += sum(others) / len(others) - scores[seat]
    return share / players, cost / players


def _report(
    rules_id: str,
    against: str,
    players: int,
    shares: list[float],
    cost: list[float],
    seconds: float,
) -> None:
    n = len(shares)
    if n == 0:
        print(f"{rules_id}: no match finished in the time given")
        return
    mean = sum(shares) / n
    spread = math.sqrt(sum((s - mean) ** 2 for s in shares) / (n - 1)) if n > 1 else 0.0
    margin = 1.96 * spread / math.sqrt(n)
    fair = 1.0 / players
    points = sum(cost) / n
    # Two players: the share minus the other's, 2 x share - 1, as the earlier runs reported.
    pair = ""
    if players == 2:
        pair = f"; win share minus the other's {100 * (2 * mean - 1):+.2f} points"
    print(
        f"{rules_id}: {n} matches ({players * n} games, win level against {players - 1} x "
        f"{against}) in {seconds / 60:.1f} min: win share {100 * mean:.2f} % "
        f"(95 % interval {100 * (mean - margin):.2f} to {100 * (mean + margin):.2f}) "
        f"against {100 * fair:.2f} %, {100 * (mean - fair):+.2f} points; "
        f"mean-score cost {points:+.2f} points{pair}",
        flush=True,
    )


if __name__ == "__main__":
    main()

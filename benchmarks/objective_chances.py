"""Wall seconds until the hint panel has its chances (`goal_chances`, what the table's thread
runs): two-player games of the optimal computer, the player to move's first roll of each turn
with at most --most-open boxes open, for the win (the other card's playouts included) and for
a target (the card's expected final total). The first position of each game is a fresh solve;
later ones of the same card may read a kept one, as in play. At Yamb (`--rules yamb
--most-open 3`) the win alone, in the win level's last cells.
"""

from __future__ import annotations

import argparse
import statistics
import time

from common import benchmark_home, machine

from yahtzee_tui.engine import get_rules, totals
from yahtzee_tui.game import Player, new_game, roll
from yahtzee_tui.game.moves import apply
from yahtzee_tui.strategy.advisor import advise_state, prepare_advisor
from yahtzee_tui.strategy.goal_chances import goal_chances
from yahtzee_tui.strategy.goals import TARGET, WIN, Goal
from yahtzee_tui.strategy.players import play_as


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules", nargs="+", default=["yahtzee", "yatzy"])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--most-open", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"seconds until the panel's chances (wall clock; {machine()})")
    with benchmark_home():
        for rules_id in args.rules:
            prepare_advisor(get_rules(rules_id))
            figures: dict[tuple[str, int], list[float]] = {}
            for game in range(args.games):
                seats = [Player("A", "computer", "expert"), Player("B", "computer", "expert")]
                state = new_game(get_rules(rules_id), seats, seed=args.seed + game)
                while not state.is_over:
                    opened = state.turns_total - state.current_sheet.cells_filled
                    # (a DIRECTED cell is named before the roll: the position after it)
                    if not (state.has_rolled or state.naming) and opened <= args.most_open:
                        rolled = roll(state)
                        now = totals(state.ruleset, dict(state.current_sheet))["total"]
                        expected = round(advise_state(rolled)[0].expected_score)
                        wanted = [Goal(WIN), Goal(TARGET, max(now + 1, expected))]
                        for goal in wanted[:1] if state.ruleset.is_yamb else wanted:
                            started = time.perf_counter()
                            goal_chances(rolled, goal)
                            seconds = time.perf_counter() - started
                            figures.setdefault((goal.kind, opened), []).append(seconds)
                    state = apply(state, play_as(state, "expert"))
            for (kind, opened), times in sorted(figures.items()):
                print(
                    f"  {rules_id} {kind} {opened} open: median {statistics.median(times):.2f} s,"
                    f" worst {max(times):.2f} s over {len(times)} positions"
                )


if __name__ == "__main__":
    main()

"""Time of one goal solve (`goal_solver.solve_goal`) from positions of real games, by open
boxes: the chance to beat the expected final total of the card (the points solver's), from
the start of a turn.

Positions come from solo games of the points-optimal computer, seeded; a few hard cards are
added (most upper boxes open with the bonus still to be won). CPU seconds of one core.
"""

from __future__ import annotations

import argparse
import statistics
import time

from common import benchmark_home, machine

from yahtzee_tui.engine import get_rules, totals
from yahtzee_tui.game import Player, new_game
from yahtzee_tui.game.moves import apply
from yahtzee_tui.strategy.advisor import card_state, prepare_advisor
from yahtzee_tui.strategy.cache import solver_table
from yahtzee_tui.strategy.goal_solver import solve_goal
from yahtzee_tui.strategy.goals import target_utility
from yahtzee_tui.strategy.players import play_as

UPPER = ("ones", "twos", "threes", "fours", "fives", "sixes")
LOWER = ("chance", "full_house", "small_straight", "large_straight", "three_of_a_kind")
HARD = {  # open boxes, upper total of the filled upper boxes
    "6 upper + chance, full house": ((*UPPER, *LOWER[:2]), 0),
    "3 upper + 5 lower": ((*UPPER[3:], *LOWER), 20),
}


def game_cards(rules_id: str, games: int, seed: int) -> list[dict[str, int]]:
    """The card before every turn of `games` solo games of the optimal computer."""
    cards = []
    for game in range(games):
        state = new_game(get_rules(rules_id), [Player("A", "computer", "expert")], seed=seed + game)
        while not state.is_over:
            if not state.has_rolled:
                cards.append(dict(state.sheets[0]))
            state = apply(state, play_as(state, "expert"))
    return cards


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules", nargs="+", default=["yahtzee", "yatzy"])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--most-open", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"goal solve from a position, CPU seconds ({machine()})")
    with benchmark_home():
        for rules_id in args.rules:
            prepare_advisor(rules_id)
            table = solver_table(rules_id)
            rules = get_rules(rules_id)
            by_open: dict[int, list[float]] = {}
            cards = game_cards(rules_id, args.games, args.seed)
            hard = {}
            for name, (opens, upper) in HARD.items():
                card = {box: 0 for box in rules.box_ids if box not in opens}
                if upper:
                    card["threes"] = upper - 8
                    card["twos"] = 8
                hard[name] = card
            for card in [*cards, *hard.values()]:
                opened = sum(box not in card for box in rules.box_ids)
                if opened > args.most_open:
                    continue
                mask, upper, flag = card_state(table, card)
                now = totals(rules, card)["total"]
                goal = round(now + table.value(mask, upper, flag))
                started = time.process_time()
                solve_goal(table.model, mask, upper, flag, target_utility(now, goal))
                seconds = time.process_time() - started
                if card in hard.values():
                    name = next(n for n, c in hard.items() if c == card)
                    print(f"  {rules_id} {name}: {seconds:.2f} s")
                else:
                    by_open.setdefault(opened, []).append(seconds)
            for opened, times in sorted(by_open.items()):
                print(
                    f"  {rules_id} {opened} open: median {statistics.median(times):.3f} s, "
                    f"worst {max(times):.3f} s over {len(times)} positions"
                )
            print(f"  ({machine()} at the end)")


if __name__ == "__main__":
    main()

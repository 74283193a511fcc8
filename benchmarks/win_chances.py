"""Time to estimate every player's chance to win (target: 2,000 playouts per player for
Yahtzee or Yatzy in at most 200 ms; Yamb as fast as it goes, at the meter's playouts).

Positions are two-player games at the first roll (the whole game still to play, the slowest
case), a third of the way in and two thirds in. Wall-clock and CPU seconds are both printed:
on a busy machine the wall clock counts the time other processes took.
"""

from __future__ import annotations

import argparse
import time

from common import benchmark_home, describe, machine

from yahtzee_tui.game import GameState, new_game, roll
from yahtzee_tui.strategy.advisor import prepare_advisor
from yahtzee_tui.strategy.players import play_turn
from yahtzee_tui.strategy.win_chances import meter_playouts, win_chances

TARGET_MS = 200


def position(rules_id: str, players: int, share: float, seed: int) -> GameState:
    """A game `share` of the way through, its current player's first roll on the table."""
    state = new_game(rules_id, [f"P{seat}" for seat in range(players)], seed=seed)
    turns = int(state.turns_total * players * share)
    for _ in range(turns):
        state, _moves = play_turn(state, "expert")
    return roll(state)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules", nargs="+", default=["yahtzee", "yatzy", "yamb"])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    print(f"win chances ({machine()})")
    with benchmark_home():
        for rules_id in args.rules:
            prepare_advisor(rules_id)  # building and loading are timed elsewhere
            for share in (0.0, 1 / 3, 2 / 3):
                state = position(rules_id, args.players, share, seed=7)
                playouts = meter_playouts(state)
                walls, cpus = [], []
                for seed in range(args.repeat):
                    wall, cpu = time.perf_counter(), time.process_time()
                    win_chances(state, playouts, seed)
                    walls.append(time.perf_counter() - wall)
                    cpus.append(time.process_time() - cpu)
                target = f" (target <= {TARGET_MS} ms)" if not state.ruleset.is_yamb else ""
                print(
                    f"  {rules_id}, {args.players} players, {share:.0%} played, {playouts:,} "
                    f"playouts each: wall {describe(walls, 'ms')}; CPU {describe(cpus, 'ms')}"
                    f"{target} [{machine()}]"
                )


if __name__ == "__main__":
    main()

"""The Yamb expert's targets, measured against the one-turn advisor (`make bench-yamb`):
mean at least 2,150 over solo games (with the paired mean difference and its standard
error), a head-to-head win rate of at least 60 %, and advice at most 5 ms median a decision.

Real games through the game model on paired dice, one process; about an hour for the default
2,000 games of each kind on a quiet core. The load average is printed with each figure.
"""

from __future__ import annotations

import argparse
import statistics
import time

from common import benchmark_home, machine, share_columns

from yahtzee_tui.engine import get_rules
from yahtzee_tui.game import Player, new_game
from yahtzee_tui.game.moves import apply
from yahtzee_tui.strategy.advisor import prepare_advisor
from yahtzee_tui.strategy.matches import play_head_to_head, play_solo
from yahtzee_tui.strategy.players import next_move

YAMB = get_rules("yamb")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timed-games", type=int, default=20)
    args = parser.parse_args()
    with benchmark_home():
        start = time.perf_counter()
        prepare_advisor(YAMB)
        print(f"expert tables ready in {time.perf_counter() - start:.1f} s ({machine()})")
        decision_times(args.timed_games)
        solo(args.games, args.seed)
        head_to_head(args.games, args.seed + 1)


def decision_times(games: int) -> None:
    """Median time of the expert's decisions after a roll, in whole games."""
    times = []
    for seed in range(games):
        state = new_game(YAMB, [Player("E", "computer", "expert")], seed=seed)
        while not state.is_over:
            start = time.perf_counter()
            move = next_move(state)
            if state.has_rolled:
                times.append(time.perf_counter() - start)
            state = apply(state, move)
    times.sort()
    print(
        f"advice: median {statistics.median(times) * 1000:.2f} ms a decision, 90th percentile "
        f"{times[int(0.9 * len(times))] * 1000:.2f} ms, over {len(times):,} decisions in "
        f"{games} games (target: median <= 5 ms) ({machine()})"
    )


def solo(games: int, seed: int) -> None:
    start = time.perf_counter()
    result = play_solo(YAMB, ["expert", "one-turn"], games, seed)
    seconds = time.perf_counter() - start
    for style in result.styles:
        summary = result.simulation(style).summary()
        print(
            f"solo {style}: mean {summary['mean']:.1f}, sd {summary['std']:.1f}, median "
            f"{summary['median']:.1f} over {games:,} games (seed {seed})"
        )
    mean, error = result.paired_difference("expert", "one-turn")
    print(
        f"solo expert minus one-turn on the same dice: {mean:+.1f} ± {error:.1f} (standard "
        f"error); {2 * games / seconds:.2f} games/s (target: expert mean >= 2,150) ({machine()})"
    )


def head_to_head(games: int, seed: int) -> None:
    start = time.perf_counter()
    result = play_head_to_head(YAMB, ["expert", "one-turn"], games, 2, seed)
    seconds = time.perf_counter() - start
    rate, low, high = result.win_rate("expert")
    interval = share_columns(rate, low, high, 2)[0]
    print(
        f"head to head, expert against one-turn: wins {rate:.1%} (95 % interval {interval}) "
        f"of {games:,} two-player games (seed {seed}); mean scores "
        f"{result.mean_score('expert'):.1f} and {result.mean_score('one-turn'):.1f}; "
        f"{2 * games / seconds:.2f} games/s (target: >= 60 %) ({machine()})"
    )


if __name__ == "__main__":
    main()

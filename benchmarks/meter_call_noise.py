"""How far the Yamb meter's figure moves after a CALL by the draws alone, seeded apart (the
meter before every position of a turn drew the same dice) and seeded alike (now).

A `jamb` game of two is played by the expert to the player to move's turn `--turn` (game seed
`--game`), the first roll made, and `--row` called (by default the call the hint panel rates
worst but for the last few). The other player's totals are played once, `--reference` games;
the mover's are played with the meter's own count, from `--seeds` seeds: the figure before the
call and after it from another seed (apart), and after it from the same seed (alike). Printed:
each figure's mean and standard deviation over the seeds, and the jump's, in points.
"""

from __future__ import annotations

import argparse
import statistics


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", type=int, default=7)
    parser.add_argument("--turn", type=int, default=6)
    parser.add_argument("--row", default=None)
    parser.add_argument("--seeds", type=int, default=30)
    parser.add_argument("--reference", type=int, default=4000)
    args = parser.parse_args()

    from yahtzee_tui.game import Player, call, new_game, roll
    from yahtzee_tui.game.moves import apply
    from yahtzee_tui.strategy import meter
    from yahtzee_tui.strategy.advisor import advise_state
    from yahtzee_tui.strategy.players import next_move
    from yahtzee_tui.strategy.win_chances import win_shares

    seats = [Player("Ann", "human"), Player("Robo", "computer", "medium")]
    state = new_game("jamb", seats, seed=args.game, first_player=0)
    while state.current_sheet.cells_filled < args.turn - 1 or state.current or state.has_rolled:
        state = apply(state, next_move(state, "expert"))
    rolled = roll(state)
    advice = advise_state(rolled)
    calls = sorted((a for a in advice if a.action == "call"), key=lambda a: a.expected_score)
    row = args.row or calls[min(3, len(calls) - 1)].box
    loss = advice[0].expected_score - next(a.expected_score for a in calls if a.box == row)
    called = call(rolled, row)
    games = meter.meter_playouts(rolled, 0)
    other = meter._play_seat(rolled, 1, args.reference, 1, None)

    def chance(state: object, seed: int) -> float:
        return 100 * win_shares([meter._play_seat(state, 0, games, seed, None), other])[0]

    before, apart, alike = [], [], []
    for seed in range(args.seeds):
        before.append(chance(rolled, 1000 + seed))
        apart.append(chance(called, 5000 + seed))
        alike.append(chance(called, 1000 + seed))
    print(f"jamb game {args.game}, turn {args.turn}: call {row} rated {loss:.1f} worse")
    print(f"{games} games for the mover, {args.reference} for the other, {args.seeds} seeds")
    for name, figures in [("before", before), ("after", apart)]:
        mean, spread = statistics.mean(figures), statistics.stdev(figures)
        print(f"  {name:<6} mean {mean:5.1f}  sd {spread:4.1f}")
    for name, after in [("apart", apart), ("alike", alike)]:
        jumps = [b - a for a, b in zip(before, after, strict=True)]
        print(
            f"  jump {name}: mean {statistics.mean(jumps):+5.1f}  sd {statistics.stdev(jumps):4.1f}"
            f"  largest rise {max(jumps):+5.1f}"
        )


if __name__ == "__main__":
    main()

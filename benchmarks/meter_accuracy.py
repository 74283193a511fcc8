"""How far the win-chance meter's figure wanders from the true chance, the old way and now.

At a first roll and a third and two thirds of the way through two-player Yahtzee and Yatzy
(the positions of `meter_speed.py`), the chance of the player to move is worked out once with
`--reference` games a seat (weighed to each card's exact mean), then again from `--seeds`
other seeds: with 1,000 games for the player to move and 2,000 for the other, every game
weighing the same (the meter before its playouts were weighed), and with the meter's own
counts and weights. Printed: the root mean square distance to the reference, in points of
percentage (the reference's own error, about 0.3 points, is part of both).

Yamb's rule sets (`--rules yamb jamb jamb_directed`) have no exact mean to weigh to: their
reference is `--yamb-reference` unweighed games a seat, and the meter's own counts are
measured against it. Run it with another checkout's package first on PYTHONPATH to compare.
"""

from __future__ import annotations

import argparse
import math
from typing import TYPE_CHECKING

from meter_speed import SHARES, position

if TYPE_CHECKING:
    from yahtzee_tui.game import GameState

OLD_MOVER, OLD_OTHERS = 1000, 2000
REFERENCE_PART = 500


def figure(state: GameState, counts: list[int], weighed: bool, seed: int) -> float:
    """The chance of the player to move from `counts` games a seat, weighed or not."""
    from yahtzee_tui.strategy import meter
    from yahtzee_tui.strategy.win_chances import win_shares

    seats = range(len(state.sheets))
    finals = [meter._play_seat(state, seat, counts[seat], seed * 10 + seat, None) for seat in seats]
    weights = None
    if weighed:
        weights = [
            meter.mean_weights(finals[seat], meter._solved_mean(state, seat)) for seat in seats
        ]
    return win_shares(finals, weights)[state.current]


def yamb_accuracy(rules: str, seeds: int, reference: int) -> None:
    """The meter's Yamb figure against `reference` games a seat, every game weighing the same."""
    import numpy as np

    from yahtzee_tui.game import roll
    from yahtzee_tui.strategy import meter
    from yahtzee_tui.strategy.win_chances import win_shares

    for share in SHARES:
        state = roll(position(rules, share))
        seats = range(len(state.sheets))
        # In parts of REFERENCE_PART games: a Yamb batch's value arrays grow with its games.
        parts = range(0, reference, REFERENCE_PART)
        truth = win_shares(
            [
                np.concatenate(
                    [
                        meter._play_seat(state, seat, REFERENCE_PART, 10**7 + part + seat, None)
                        for part in parts
                    ]
                )
                for seat in seats
            ]
        )[state.current]
        counts = [meter.meter_playouts(state, seat) for seat in seats]
        found = [figure(state, counts, False, seed) for seed in range(seeds)]
        rms = 100 * math.sqrt(sum((f - truth) ** 2 for f in found) / len(found))
        where = "first roll" if share == 0 else f"{share:.0%} played"
        print(
            f"  {rules:<13} {where:<11} chance {truth:6.1%} ({len(parts) * REFERENCE_PART:,} "
            "games a seat): "
            f"{counts[state.current]} + {counts[1 - state.current]} games {rms:4.2f} pts"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules", nargs="+", default=["yahtzee", "yatzy"])
    parser.add_argument("--seeds", type=int, default=24)
    parser.add_argument("--reference", type=int, default=40_000)
    parser.add_argument("--yamb-reference", type=int, default=3_000)
    args = parser.parse_args()

    from yahtzee_tui.engine import find_rules
    from yahtzee_tui.game import roll
    from yahtzee_tui.strategy import meter
    from yahtzee_tui.strategy.advisor import prepare_advisor

    print(f"meter accuracy: {args.seeds} seeds against {args.reference:,} weighed games a seat")
    for rules in args.rules:
        prepare_advisor(rules)
        if find_rules(rules).is_yamb:
            yamb_accuracy(rules, args.seeds, args.yamb_reference)
            continue
        for share in SHARES:
            state = roll(position(rules, share))
            seats = range(len(state.sheets))
            truth = figure(state, [args.reference] * len(seats), True, 10**6)
            old_counts = [OLD_MOVER if seat == state.current else OLD_OTHERS for seat in seats]
            new_counts = [meter.meter_playouts(state, seat) for seat in seats]
            old = [figure(state, old_counts, False, seed) for seed in range(args.seeds)]
            new = [figure(state, new_counts, True, seed) for seed in range(args.seeds)]
            old_rms = 100 * math.sqrt(sum((f - truth) ** 2 for f in old) / len(old))
            new_rms = 100 * math.sqrt(sum((f - truth) ** 2 for f in new) / len(new))
            where = "first roll" if share == 0 else f"{share:.0%} played"
            print(
                f"  {rules:<8} {where:<11} chance {truth:6.1%}: 1,000 + 2,000 unweighed "
                f"{old_rms:4.2f} pts; {new_counts[state.current]} + "
                f"{new_counts[1 - state.current]} weighed {new_rms:4.2f} pts"
            )


if __name__ == "__main__":
    main()

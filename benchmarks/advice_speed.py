"""Time to advise one state, over random states (targets: median at most 1 ms for Yahtzee
and Yatzy, 5 ms for Yamb)."""

from __future__ import annotations

import argparse
import random
import statistics
import time

from common import benchmark_home, machine

from yahtzee_tui.engine import get_rules, possible_values
from yahtzee_tui.strategy.advisor import advise, prepare_advisor
from yahtzee_tui.strategy.tables import dice_tables
from yahtzee_tui.strategy.yamb_values import one_turn_values

TARGET_MS = {"yahtzee": 1, "yatzy": 1, "yamb": 5}


def random_card(rules, rng: random.Random) -> dict[str, int]:
    """A card with a random set of boxes filled with values they can hold (never full)."""
    if rules.is_yamb:
        keys = rng.sample(rules.cells, rng.randint(0, len(rules.cells) - 1))
        return {key: rng.choice(sorted(possible_values(rules, key.split(".")[1]))) for key in keys}
    boxes = rng.sample(rules.box_ids, rng.randint(0, len(rules.box_ids) - 1))
    return {box: rng.choice(sorted(possible_values(rules, box))) for box in boxes}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules", nargs="+", default=["yahtzee", "yatzy", "yamb"])
    parser.add_argument("--states", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"advice per state ({machine()})")
    with benchmark_home():
        for rules_id in args.rules:
            rules = get_rules(rules_id)
            prepare_advisor(rules)  # building and loading are timed elsewhere
            rng = random.Random(args.seed)
            rolls = dice_tables(rules.dice).rolls
            states = [
                (rng.choice(rolls), rng.randint(0, 2), random_card(rules, rng))
                for _ in range(args.states)
            ]
            advisors = {rules_id: {}}
            if rules.is_yamb:
                advisors = {"yamb expert": {}, "yamb one-turn": {"yamb_values": one_turn_values()}}
            for name, options in advisors.items():
                advise(rules, *states[0], **options)  # first-call set-up is not per state
                times = []
                for dice, rolls_left, card in states:
                    start = time.perf_counter()
                    advise(rules, dice, rolls_left, card, **options)
                    times.append(time.perf_counter() - start)
                report(name, states, times, TARGET_MS.get(rules_id, 1))


def report(name: str, states: list, times: list[float], target: float) -> None:
    by_rolls: dict[int, list[float]] = {}
    for (_, rolls_left, _), seconds in zip(states, times, strict=True):
        by_rolls.setdefault(rolls_left, []).append(seconds)
    split = ", ".join(
        f"{n} left {statistics.median(s) * 1000:.3f}" for n, s in sorted(by_rolls.items())
    )
    times = sorted(times)
    print(
        f"  {name}: median {statistics.median(times) * 1000:.3f} ms ({split}), "
        f"90th percentile {times[int(0.9 * len(times))] * 1000:.3f} ms, "
        f"worst {times[-1] * 1000:.3f} ms over {len(times)} random states "
        f"(target: median <= {target:g} ms)"
    )


if __name__ == "__main__":
    main()

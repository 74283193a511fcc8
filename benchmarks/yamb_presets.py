"""The Yamb expert's strength in every preset (`kocke`, `jamb`, `jamb_directed`): its mean over
solo games against the one-turn advisor's on the same dice.

The games are played on arrays (`strategy.yamb_solo`, what `yahtzee-tui simulate --rules R
--strategy expert,one-turn` plays): the advisor's policy with each preset's own tables, both
strategies on one seeded generator, so each game's rolls are the same raw dice for both. A
DIRECTED column is named by the player before in a real game; alone at the table its open
cells are named at random, one each turn, which is how `jamb_directed` is measured solo.
`--real-games N` also plays N solo games of each preset that a single player can play
(`kocke`, `jamb`) through the game model, move by move as the app's computer players do, to
show the arrays play as the game does. About a minute for the default 1,000 games a preset.
"""

from __future__ import annotations

import argparse
import time

from common import benchmark_home, machine

from yahtzee_tui.engine import find_rules
from yahtzee_tui.engine.rules.yamb_house import PRESETS
from yahtzee_tui.strategy.advisor import prepare_advisor
from yahtzee_tui.strategy.matches import Solo, play_solo
from yahtzee_tui.strategy.yamb_solo import yamb_solo

RULES = {"kocke": "yamb", "jamb": "jamb", "jamb_directed": "jamb_directed"}
STYLES = ("expert", "one-turn")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--real-games", type=int, default=0)
    args = parser.parse_args()
    with benchmark_home():
        for preset in PRESETS:
            rules = find_rules(RULES[preset])
            prepare_advisor(rules)
            start = time.perf_counter()
            solo = yamb_solo(rules, STYLES, args.games, args.seed)
            seconds = time.perf_counter() - start
            report(preset, "arrays", solo, seconds)
            alone = rules.yamb_options is None or not rules.yamb_options.needs_two_players
            if args.real_games and alone:
                start = time.perf_counter()
                real = play_solo(rules, STYLES, args.real_games, args.seed)
                report(preset, "game model", real, time.perf_counter() - start)


def report(preset: str, how: str, solo: Solo, seconds: float) -> None:
    games = solo.scores.shape[1]
    means = {style: solo.simulation(style).summary() for style in STYLES}
    difference, error = solo.paired_difference("expert", "one-turn")
    print(
        f"{preset} ({how}): expert mean {means['expert']['mean']:.1f} (sd "
        f"{means['expert']['std']:.0f}), one-turn {means['one-turn']['mean']:.1f} (sd "
        f"{means['one-turn']['std']:.0f}); expert minus one-turn on the same dice "
        f"{difference:+.1f} ± {error:.1f} (standard error), {games:,} solo games (seed "
        f"{solo.seed}) in {seconds:.1f} s ({machine()})",
        flush=True,
    )


if __name__ == "__main__":
    main()

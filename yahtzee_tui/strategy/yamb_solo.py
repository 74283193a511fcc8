"""Yamb solo games on arrays: the expert and the one-turn advisor over many games in seconds.

The games are `yamb_selfplay`'s, the policy the expert's tables were fitted with: every game of
a chunk turn by turn together on NumPy arrays, with dice from one seeded generator. Every
strategy plays the same seed, and the generator moves on by the same amount whatever a game
holds, so each game's rolls are the same raw dice for every strategy: the paired difference
of their scores is measured on the same dice. A table's house rules play along; a DIRECTED
column, which the player before names in a real game, has one of its open cells named at
random each turn (alone at the table, a real game could not fill it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from yahtzee_tui.engine import RuleSet, find_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.game.rng import check_seed, new_seed
from yahtzee_tui.strategy.matches import Solo, check_games
from yahtzee_tui.strategy.styles import ONE_TURN
from yahtzee_tui.strategy.yamb_cards import layout_of
from yahtzee_tui.strategy.yamb_selfplay import self_play
from yahtzee_tui.strategy.yamb_table import expert_values
from yahtzee_tui.strategy.yamb_values import YambValues, one_turn_values

EXPERT = "expert"
ARRAY_STYLES = (EXPERT, ONE_TURN)
Progress = Callable[[int, int], None]  # (games done, games in all)


def array_values(rules: str | RuleSet, style: str) -> YambValues:
    """The tables `style` plays `rules` with."""
    where = layout_of(find_rules(rules))
    if style == EXPERT:
        return expert_values(where.options)
    if style == ONE_TURN:
        return one_turn_values(where)
    raise GameError(f"solo Yamb games on arrays are played by {' and '.join(ARRAY_STYLES)}")


def plays_on_arrays(rules: RuleSet, styles: Sequence[str]) -> bool:
    """Whether these styles' solo games of `rules` can be played on arrays."""
    return rules.is_yamb and all(style in ARRAY_STYLES for style in styles)


def yamb_solo(
    rules: str | RuleSet,
    styles: Sequence[str],
    games: int,
    seed: int | None = None,
    progress: Progress | None = None,
) -> Solo:
    """Every style plays the same `games` solo games of a Yamb table."""
    ruleset = find_rules(rules)
    if not ruleset.is_yamb:
        raise GameError(f"{ruleset.name} is no Yamb: its games are played by the simulator")
    check_games(games)
    seed = new_seed() if seed is None else check_seed(seed)
    scores = np.zeros((len(styles), games), dtype=np.int64)
    for index, style in enumerate(styles):
        values = array_values(ruleset, style)

        def step(done: int, total: int, index: int = index) -> None:
            if progress is not None:
                progress(index * games + games * done // max(total, 1), games * len(styles))

        scores[index] = self_play(values, games, seed, step).scores
    return Solo(ruleset.id, tuple(styles), seed, scores)

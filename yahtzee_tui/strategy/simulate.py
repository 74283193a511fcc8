"""Many solitaire games at once under the optimal policy, with NumPy.

Games are played in chunks, all games of a chunk turn by turn together: the policy for each
game's state comes from the solver table (the same steps the solver takes, for a column of
states), the dice from one seeded generator, so a seed always gives the same games.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from yahtzee_tui.engine import JOKER_FORCED, JOKER_NONE, RuleSet
from yahtzee_tui.errors import GameError
from yahtzee_tui.game.rng import check_seed
from yahtzee_tui.strategy.batch_dice import BatchDice
from yahtzee_tui.strategy.cache import SolverTable, solver_table
from yahtzee_tui.strategy.model import UPPER_BOXES, SolverModel
from yahtzee_tui.strategy.solver import StateBatch, Successors, final_roll_values, successors

STRATEGIES = ("optimal",)
GAMES_PER_CHUNK = 200
MAX_GAMES = 10_000_000
Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class Simulation:
    rules_id: str
    strategy: str
    seed: int | None
    scores: np.ndarray  # final score of every game, int

    @property
    def games(self) -> int:
        return len(self.scores)

    def summary(
        self, percentiles: tuple[int, ...] = (5, 10, 25, 50, 75, 90, 95, 99)
    ) -> dict[str, Any]:
        scores = self.scores
        return {
            "rules": self.rules_id,
            "strategy": self.strategy,
            "seed": self.seed,
            "games": self.games,
            "mean": float(scores.mean()),
            "std": float(scores.std(ddof=1)) if self.games > 1 else 0.0,
            "median": float(np.median(scores)),
            "min": int(scores.min()),
            "max": int(scores.max()),
            "percentiles": {p: float(np.percentile(scores, p)) for p in percentiles},
        }

    def histogram(self, width: int = 20) -> list[tuple[int, int]]:
        """(bin start, games) for bins of `width` points from the lowest score to the highest."""
        low = int(self.scores.min()) // width * width
        high = int(self.scores.max()) // width * width
        edges = np.arange(low, high + 2 * width, width)
        counts, _ = np.histogram(self.scores, bins=edges)
        return [(int(edge), int(count)) for edge, count in zip(edges[:-1], counts, strict=True)]


def simulate(
    rules: str | RuleSet,
    games: int,
    seed: int | None = None,
    strategy: str = "optimal",
    progress: Progress | None = None,
    table: SolverTable | None = None,
) -> Simulation:
    """Play `games` solitaire games and return their final scores."""
    if strategy not in STRATEGIES:
        raise GameError(f"unknown strategy {strategy!r}; choose from {', '.join(STRATEGIES)}")
    if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= MAX_GAMES:
        raise GameError(f"games is a whole number from 1 to {MAX_GAMES:,}, got {games!r}")
    if seed is not None:
        seed = check_seed(seed)
    table = table or solver_table(rules)
    model = table.model
    rng = np.random.default_rng(seed)
    dice = BatchDice(model.dice)
    scores = np.empty(games, dtype=np.int64)
    for start in range(0, games, GAMES_PER_CHUNK):
        stop = min(games, start + GAMES_PER_CHUNK)
        scores[start:stop] = _play(model, table.values, dice, rng, stop - start)
        if progress is not None:
            progress(stop, games)
    return Simulation(model.rules.id, strategy, seed, scores)


def _play(
    model: SolverModel,
    values: np.ndarray,
    dice: BatchDice,
    rng: np.random.Generator,
    n: int,
    boxes: np.ndarray | None = None,
    fives: np.ndarray | None = None,
) -> np.ndarray:
    """Play `n` games to the end together: their final scores. When given, `boxes` (n, boxes)
    receives the points written in each box and `fives` (n,) the turns that rolled five alike."""
    tables = model.dice
    games = np.arange(n)
    mask = np.zeros(n, dtype=np.int64)
    upper = np.zeros(n, dtype=np.int64)
    flag = np.zeros(n, dtype=np.int64)
    total = np.zeros(n, dtype=np.int64)
    empty_keep = np.zeros(n, dtype=np.intp)
    for _turn in range(model.boxes):
        succ = successors(model, values, StateBatch(mask, upper, flag))
        final = final_roll_values(model, succ)
        hold_values = {1: tables.hold_values(final, 1), 2: tables.hold_values(final, 2)}
        roll = dice.roll(rng, empty_keep)
        rolled_five = tables.is_n_of_a_kind[roll]
        for rolls_left in (2, 1):
            subs = tables.sub_keeps[roll]  # (games, 32), padded with the empty keep
            keep = subs[games, np.argmax(hold_values[rolls_left][subs, games[:, None]], axis=1)]
            roll = dice.roll(rng, keep)
            rolled_five = rolled_five | tables.is_n_of_a_kind[roll]
        box, points, bonus = _choose_box(model, succ, roll, mask, flag)
        if boxes is not None:
            boxes[games, box] = points
        if fives is not None:
            fives += rolled_five
        bit = np.int64(1) << box
        is_upper = box < UPPER_BOXES
        new_upper = np.where(is_upper, np.minimum(model.threshold, upper + points), upper)
        crossed = (upper < model.threshold) & (new_upper >= model.threshold)
        total += points + bonus + crossed * model.upper_bonus
        if model.yahtzee_box is not None:
            flag = np.where((box == model.yahtzee_box) & (points == 50), 1, flag)
        upper, mask = new_upper, mask | bit
    return total


def _choose_box(
    model: SolverModel, succ: Successors, roll: np.ndarray, mask: np.ndarray, flag: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The best legal box for each game's final roll: (box, points, Yahtzee bonus)."""
    n = len(roll)
    games = np.arange(n)
    counts = model.dice.counts[roll].astype(np.intp)  # (games, 6)
    points = model.scores[roll].astype(np.int64)  # (games, boxes)
    worth = np.empty((model.boxes, n))
    for bit in range(model.boxes):
        if bit < UPPER_BOXES:
            worth[bit] = succ.upper[bit][counts[:, bit], games]
        elif bit == model.yahtzee_box and succ.yahtzee is not None:
            worth[bit] = succ.yahtzee[(points[:, bit] == 50).astype(np.intp), games]
        else:
            worth[bit] = succ.lower[bit] + points[:, bit]
    bonus = np.zeros(n, dtype=np.int64)
    if model.joker != JOKER_NONE:
        joker = model.dice.is_n_of_a_kind[roll] & ((mask >> model.yahtzee_box & 1) == 1)
        if joker.any():
            _joker_worth(model, succ, roll, joker, worth, points)
            bonus = np.where(joker, flag * model.yahtzee_bonus, 0)
    box = np.argmax(worth, axis=0)
    return box, points[games, box], bonus


def _joker_worth(
    model: SolverModel,
    succ: Successors,
    roll: np.ndarray,
    joker: np.ndarray,
    worth: np.ndarray,
    points: np.ndarray,
) -> None:
    """Re-rate the boxes (and their points) of the games whose roll is a Joker."""
    tables = model.dice
    for g in np.flatnonzero(joker):
        face = tables.rolls[roll[g]][0]
        own = face - 1
        own_open = bool(np.isfinite(succ.upper[own][tables.dice, g]))
        row = model.joker_scores[0 if own_open else 1, roll[g]]
        points[g] = row
        lower_bits = [b for b in range(UPPER_BOXES, model.boxes) if b != model.yahtzee_box]
        for bit in lower_bits:
            worth[bit, g] = succ.lower[bit, g] + row[bit]
        for bit in range(UPPER_BOXES):
            worth[bit, g] = succ.upper[bit][tables.dice if bit == own else 0, g]
        if model.joker == JOKER_FORCED:
            lower_open = any(np.isfinite(worth[bit, g]) for bit in lower_bits)
            allowed = [own] if own_open else lower_bits if lower_open else range(UPPER_BOXES)
            for bit in range(model.boxes):
                if bit not in allowed:
                    worth[bit, g] = -np.inf
        if model.yahtzee_box is not None:
            worth[model.yahtzee_box, g] = -np.inf

"""Many solitaire games at once under the optimal policy, with NumPy.

Games are played in chunks, all games of a chunk turn by turn together (`playouts.play_out`,
from an empty card): the policy for each game's state comes from the solver table, the dice
from one seeded generator, so a seed always gives the same games.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from yahtzee_tui.engine import RuleSet
from yahtzee_tui.errors import GameError
from yahtzee_tui.game.rng import check_seed
from yahtzee_tui.strategy.batch_dice import BatchDice
from yahtzee_tui.strategy.cache import SolverTable, solver_table
from yahtzee_tui.strategy.playouts import Start, play_out

STRATEGIES = ("optimal",)
GAMES_PER_CHUNK = 1000
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
        empty = Start(mask=0, upper=0, flag=0, total=0)
        scores[start:stop] = play_out(model, table.values, dice, rng, [empty], stop - start)[0]
        if progress is not None:
            progress(stop, games)
    return Simulation(model.rules.id, strategy, seed, scores)

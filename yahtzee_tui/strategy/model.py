"""What the solver needs to know about a rule set, read from the engine's own scoring.

A solver state is (filled boxes as a bit mask, upper total capped at the bonus threshold,
whether the Yahtzee box holds 50). Boxes keep the rule set's order, so bit i is `box_ids[i]`
and the six upper boxes are bits 0..5.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache, cached_property
from typing import Any, overload

import numpy as np
import numpy.typing as npt

from yahtzee_tui.engine import (
    JOKER_NONE,
    UPPER_IDS,
    RuleSet,
    get_rules,
    score,
)
from yahtzee_tui.errors import GameError
from yahtzee_tui.strategy.styles import SOLVABLE
from yahtzee_tui.strategy.tables import DiceTables, dice_tables

UPPER_BOXES = len(UPPER_IDS)
IntArray = npt.NDArray[np.int64]


@dataclass(frozen=True, eq=False)
class SolverModel:
    rules: RuleSet
    dice: DiceTables
    box_ids: tuple[str, ...]
    scores: np.ndarray  # (rolls, boxes) points of every roll in every box, no Joker
    # (2, rolls, boxes) points of a Joker, while its own upper box is open / once it is filled
    joker_scores: np.ndarray
    yahtzee_box: int | None  # bit of the box whose 50 starts the Yahtzee bonus
    threshold: int  # upper total that earns the upper bonus; totals are capped here
    upper_bonus: int
    yahtzee_bonus: int  # per extra Yahtzee while the Yahtzee box holds 50
    joker: str

    @cached_property
    def score_columns(self) -> tuple[np.ndarray, ...]:
        """Per box, its points for every roll as a (rolls, 1) float64 column."""
        return tuple(np.ascontiguousarray(col, dtype=np.float64)[:, None] for col in self.scores.T)

    @cached_property
    def face_counts(self) -> tuple[np.ndarray, ...]:
        """Per face 1..6 (index 0..5), how many dice of every roll show it."""
        return tuple(np.ascontiguousarray(c, dtype=np.intp) for c in self.dice.counts.T)

    @cached_property
    def yahtzee_rolls(self) -> tuple[int, ...]:
        """Roll index of five of a kind of each face 1..6."""
        return tuple(self.dice.roll_index((face,) * self.dice.dice) for face in range(1, 7))

    @cached_property
    def other_faces(self) -> np.ndarray:
        """(6, 6) True where the faces differ."""
        return ~np.eye(UPPER_BOXES, dtype=bool)

    @cached_property
    def roll_is_yahtzee(self) -> np.ndarray:
        return self.dice.is_n_of_a_kind.astype(np.intp)

    def points(self, roll: int, card: Mapping[str, int]) -> np.ndarray:
        """(boxes,) points of roll index `roll` in every box, given the card (Joker values)."""
        if self.joker != JOKER_NONE and self.dice.is_n_of_a_kind[roll] and "yahtzee" in card:
            own = UPPER_IDS[self.dice.rolls[roll][0] - 1]
            joker: np.ndarray = self.joker_scores[int(own in card), roll]
            return joker
        points: np.ndarray = self.scores[roll]
        return points

    @property
    def boxes(self) -> int:
        return len(self.box_ids)

    @property
    def flags(self) -> int:
        """1, or 2 when the Yahtzee-box-holds-50 flag is part of the state."""
        return 2 if self.yahtzee_bonus else 1

    @property
    def uppers(self) -> int:
        """Distinct upper totals tracked: 0..threshold."""
        return self.threshold + 1

    @property
    def state_count(self) -> int:
        return (1 << self.boxes) * self.uppers * self.flags

    @overload
    def state_index(self, mask: int, upper: int, flag: int) -> int: ...

    @overload
    def state_index(
        self, mask: IntArray, upper: IntArray | int, flag: IntArray | int
    ) -> IntArray: ...

    def state_index(self, mask: Any, upper: Any, flag: Any) -> Any:
        """Flat index of states (works on ints and arrays alike)."""
        return (mask * self.uppers + upper) * self.flags + flag

    @property
    def full_mask(self) -> int:
        return (1 << self.boxes) - 1

    def lower_mask(self) -> int:
        return self.full_mask & ~((1 << UPPER_BOXES) - 1)


def check_solvable(rules: str | RuleSet) -> RuleSet:
    ruleset = get_rules(rules)
    if ruleset.id not in SOLVABLE:
        raise GameError(
            f"no optimal solver for {ruleset.name}; it solves {', '.join(SOLVABLE)}"
            + (" (Yamb has the one-turn advisor)" if ruleset.is_yamb else "")
        )
    return ruleset


@cache
def solver_model(rules_id: str) -> SolverModel:
    rules = check_solvable(rules_id)
    tables = dice_tables(rules.dice)
    rolls = tables.rolls
    box_ids = rules.box_ids
    if box_ids[:UPPER_BOXES] != UPPER_IDS:
        raise GameError(f"{rules.name} does not start with the six upper boxes")
    scores = np.array([[score(rules, roll, box) for box in box_ids] for roll in rolls])
    joker_scores = np.stack([scores, scores])
    if rules.joker != JOKER_NONE:
        # A Yahtzee is a Joker once the Yahtzee box is filled (50 or 0 alike); the engine
        # decides its points, which may depend on whether its own upper box is filled too.
        for r in np.flatnonzero(tables.is_n_of_a_kind):
            own = UPPER_IDS[rolls[r][0] - 1]
            for own_filled, card in enumerate(({"yahtzee": 50}, {"yahtzee": 50, own: 0})):
                joker_scores[own_filled, r] = [score(rules, rolls[r], b, card) for b in box_ids]
    yahtzee_box = box_ids.index("yahtzee") if rules.yahtzee_bonus else None
    return SolverModel(
        rules=rules,
        dice=tables,
        box_ids=box_ids,
        scores=scores.astype(np.int16),
        joker_scores=joker_scores.astype(np.int16),
        yahtzee_box=yahtzee_box,
        threshold=rules.upper_bonus_threshold,
        upper_bonus=rules.upper_bonus,
        yahtzee_bonus=rules.yahtzee_bonus,
        joker=rules.joker,
    )


@cache
def reachable_uppers(model: SolverModel) -> np.ndarray:
    """(64 upper subsets, uppers) which capped upper totals the filled upper boxes can make."""
    cap = model.threshold
    reach = np.zeros((1 << UPPER_BOXES, model.uppers), dtype=bool)
    for subset in range(1 << UPPER_BOXES):
        totals = {0}
        for face in range(1, UPPER_BOXES + 1):
            if subset >> (face - 1) & 1:
                totals = {
                    min(cap, t + face * n) for t in totals for n in range(model.dice.dice + 1)
                }
        reach[subset, sorted(totals)] = True
    return reach

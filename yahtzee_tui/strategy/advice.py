"""One option the player has now, with what it is worth: the advisor's answer, ranked."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Advice:
    """An option and its expected result.

    For Yahtzee and Yatzy `expected_score` is the expected final score of the card under
    optimal play from here on. For Yamb it is the expected value of the turn on the one-turn
    advisor's scale (points above expected, see docs/strategy.md). `loss` is how much less than the
    best option this one is expected to give (0 for the best).
    """

    # A kind of move (`game.moves`): HOLD (keep the dice of `hold` and roll the others), SCORE,
    # CALL, or ROLL (before the first roll there is nothing else to do).
    action: str
    expected_score: float
    loss: float = 0.0
    hold: tuple[int, ...] | None = None  # HOLD: the dice kept, sorted
    box: str | None = None  # SCORE / CALL: box or row id
    column: str | None = None  # Yamb column of SCORE ("call" for CALL)
    points: int | None = None  # SCORE: points written now (Yahtzee bonus not included)
    bonus: int = 0  # SCORE: Yahtzee bonus earned with it

    @property
    def cell(self) -> str | None:
        """The card key it fills: a box id, or `column.row` for Yamb."""
        if self.box is None:
            return None
        return f"{self.column}.{self.box}" if self.column else self.box

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"action": self.action}
        if self.hold is not None:
            data["hold"] = list(self.hold)
        if self.box is not None:
            data["box"] = self.box
        if self.column is not None:
            data["column"] = self.column
        if self.points is not None:
            data["points"] = self.points
        if self.bonus:
            data["bonus"] = self.bonus
        data["expected_score"] = round(self.expected_score, 4)
        data["loss"] = round(self.loss, 4)
        return data


def ranked(options: list[Advice]) -> list[Advice]:
    """Best first (ties keep their order), each with its loss against the best."""
    if not options:
        return []
    # Rounded for the order only, so options worth the same keep the order they came in.
    order = sorted(options, key=lambda option: -round(option.expected_score, 6))
    best = order[0].expected_score
    # The constructor, not dataclasses.replace: advice must take well under a millisecond.
    return [
        Advice(
            option.action,
            option.expected_score,
            max(0.0, best - option.expected_score),
            option.hold,
            option.box,
            option.column,
            option.points,
            option.bonus,
        )
        for option in order
    ]


def tenths(value: float) -> int:
    """A figure in tenths as it is written to one decimal: 229.45 reads 229.4 or 229.5 as
    `f"{value:.1f}"` rounds it, the way every figure of an option is shown."""
    return int(f"{value:.1f}".replace(".", ""))


def tenths_apart(best: float, value: float) -> int:
    """What `value` gives away against `best`, in tenths, as a player reads it off the two
    figures shown: "250.6" less "249.8" is 8 tenths, though 250.55 - 249.84 is 0.71."""
    return tenths(best) - tenths(value)

"""A scoring box: its id, its display name, how it scores, and the scorer itself."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

# A scorer takes the counts of faces 1..6 (index 0 = ones) and returns the points.
Scorer = Callable[[tuple[int, ...]], int]


@dataclass(frozen=True)
class Box:
    id: str
    name: str
    rule: str
    section: str  # "upper", "lower" or (Yamb) "middle"
    scorer: Scorer
    aims_low: bool = False  # Yamb MIN: the fewer points the better

    def points(self, counts: tuple[int, ...]) -> int:
        return self.scorer(counts)


def total_of(counts: tuple[int, ...]) -> int:
    """Sum of all dice described by `counts`."""
    return sum(face * n for face, n in enumerate(counts, start=1))


def face_scorer(face: int) -> Scorer:
    """Sum of the dice showing `face`."""
    return lambda counts: face * counts[face - 1]


UPPER_IDS = ("ones", "twos", "threes", "fours", "fives", "sixes")
FACE_WORDS = ("Ones", "Twos", "Threes", "Fours", "Fives", "Sixes")


def upper_boxes(names: tuple[str, ...] = FACE_WORDS) -> tuple[Box, ...]:
    """The six upper boxes, named as the rule set prefers."""
    return tuple(
        Box(
            id=box_id,
            name=name,
            rule=f"sum of the dice showing {face}",
            section="upper",
            scorer=face_scorer(face),
        )
        for face, (box_id, name) in enumerate(zip(UPPER_IDS, names, strict=True), start=1)
    )

"""What a game's hints play for, as the table keeps it beside the save: the objective's kind
(`settings.OBJECTIVES`) and the targets found for its players.

The objective is a choice of this keyboard's view, like the hints toggle: it is kept in the
table's notes (`table_notes`), not in the game, which a replay, the records and a network
table's server share. A target is kept once found, so that a resumed game plays toward the
total it played toward before (the records may hold a better game by then).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from yahtzee_tui.storage.settings import DEFAULT_OBJECTIVE, OBJECTIVES

# Where a target comes from: the player's best recorded total, or the day's best.
BEST, DAILY = "best", "daily"
# Far beyond any total a card can hold (a Yamb card's is a few thousand).
MAX_TOTAL = 10**6
# Far beyond an objective's JSON for the most seats a table has (a few hundred bytes).
MAX_OBJECTIVE_BYTES = 4096


@dataclass(frozen=True)
class Target:
    """The total to reach and where it comes from (BEST or DAILY); `best` is that score."""

    total: int
    source: str
    best: int


@dataclass(frozen=True)
class Objective:
    """The objective's kind and the targets found, by seat."""

    kind: str = DEFAULT_OBJECTIVE
    targets: Mapping[int, Target] = field(default_factory=dict)


def objective_to_dict(objective: Objective) -> dict[str, Any]:
    targets = [
        {"seat": seat, "total": t.total, "source": t.source, "best": t.best}
        for seat, t in sorted(objective.targets.items())
    ]
    return {"kind": objective.kind, "targets": targets}


def objective_from_dict(data: object, seats: int) -> Objective | None:
    """The objective `data` holds for a game of `seats` players; None when it holds none
    this program knows (it is a comfort: the settings' objective then applies)."""
    if not isinstance(data, Mapping) or data.get("kind") not in OBJECTIVES:
        return None
    items = data.get("targets", [])
    if not isinstance(items, list) or len(items) > seats:
        return None
    targets: dict[int, Target] = {}
    for item in items:
        target = _target(item, seats)
        if target is None:
            return None
        targets[target[0]] = target[1]
    return Objective(data["kind"], targets)


def _target(item: object, seats: int) -> tuple[int, Target] | None:
    if not isinstance(item, Mapping) or item.get("source") not in (BEST, DAILY):
        return None
    seat, total, best = item.get("seat"), item.get("total"), item.get("best")
    numbers = (seat, total, best)
    if any(isinstance(n, bool) or not isinstance(n, int) for n in numbers):
        return None
    assert isinstance(seat, int) and isinstance(total, int) and isinstance(best, int)
    if not (0 <= seat < seats and -MAX_TOTAL <= best < total <= MAX_TOTAL):
        return None
    return seat, Target(total, item["source"], best)

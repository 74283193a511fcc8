"""The goal solver's table: expected utility at the start of a turn, by state and gain.

`goal_solver` fills it layer by layer; `Successors` reads it where a box leads.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from yahtzee_tui.strategy.goal_states import GoalStates, settle, settled_upper
from yahtzee_tui.strategy.model import SolverModel

Floats = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]


class StateRows:
    """Which row of a goal table each solver state is, -1 where the position cannot reach it.

    Kept sorted rather than as an array over every solver state: a solve from a few open
    boxes reaches a few hundred states of millions, and an array of them all would cost more
    to fill than the solve itself."""

    def __init__(self, states: IntArray) -> None:
        order = np.argsort(states, kind="stable")
        self.states = states[order]
        self.rows = order.astype(np.int32)

    def __getitem__(self, states: IntArray | int) -> npt.NDArray[np.int32]:
        found = np.asarray(states)
        at = np.minimum(np.searchsorted(self.states, found), len(self.states) - 1)
        rows: npt.NDArray[np.int32] = np.where(self.states[at] == found, self.rows[at], -1)
        return rows


@dataclass(eq=False)
class GoalTable:
    """Expected utility at the start of a turn, for every state reachable from one position
    and every gain since it.

    A row's values are kept for its window of gains, low to high, with the utility's flat
    ends one step outside it (its first value at low - 1, its last at high + 1): reading a
    gain clipped to low - 1 .. high + 1 gives every gain's value, the flat ends included (a
    gain outside the window that play can reach is on a flat end)."""

    model: SolverModel
    utility: Floats  # (L,) by points gained since the position; flat from L - 1 on
    lookup: StateRows  # row of a solver state, -1 when unreachable
    states: GoalStates
    low: IntArray  # (rows,) one below the first gain of the row's window
    high: IntArray  # (rows,) one above the last gain of the window (low + 1 when empty)
    base: IntArray  # (rows,) where gain 0 of the row is (or would be) in its layer's values
    layers: list[Floats | None]  # by boxes filled: the windows' values (None once dropped)

    def row(self, mask: int, upper: int, flag: int) -> int:
        upper = settled_upper(self.model, mask, upper)
        row = int(self.lookup[self.model.state_index(mask, upper, flag)])
        if row < 0:
            raise ValueError(f"state {mask:#x}/{upper}/{flag} is not reachable from the position")
        return row

    def value(self, mask: int, upper: int, flag: int, gained: int) -> float:
        """Expected utility at the start of a turn of the state, `gained` points since the
        position."""
        row = np.array([self.row(mask, upper, flag)])
        return float(Successors(self, row).read(np.array([gained]))[0])

    def next_rows(
        self, masks: IntArray, uppers: IntArray, flags: IntArray, most: IntArray | None = None
    ) -> IntArray:
        """Rows of states; `most`, when given, is what their open upper boxes can add."""
        model = self.model
        if most is None:
            stored = settle(model, masks, uppers)
        else:
            settled = (uppers >= model.threshold) | (uppers + most < model.threshold)
            stored = np.where(settled, model.threshold, uppers)
        rows: IntArray = self.lookup[model.state_index(masks, stored, flags)].astype(np.int64)
        if len(rows) and rows.min() < 0:
            raise ValueError("a state the position can reach was left out")
        return rows


class Successors:
    """Reads the values of some rows (all with as many boxes filled) at any gains."""

    def __init__(self, table: GoalTable, rows: IntArray) -> None:
        self.low, self.high, self.base = table.low[rows], table.high[rows], table.base[rows]
        layer = int(table.states.filled[rows[0]]) if len(rows) else table.model.boxes
        values = table.layers[layer]
        if values is None:
            raise ValueError("those states' values were dropped")
        self.values = values

    def read(self, gains: IntArray) -> Floats:
        found: Floats = self.values[self.base + np.clip(gains, self.low, self.high)]
        return found

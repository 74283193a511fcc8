"""The goal solver's keep steps, in arrays made once and written over: from the values after
the last roll to the expected value at the start of a turn, for columns of (state, gain) pairs.

The steps and the order of every operation are `DiceTables.keep_values` and
`best_keep_values` twice, then the mean over the first roll in halves, so the values are
those bits. A fresh array for every step (hundreds of kilobytes for a block of columns) is
handed out and back by the system's allocator each time, its pages cleared on every first
touch: that took about as long as the arithmetic.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from yahtzee_tui.strategy.tables import DiceTables

Floats = npt.NDArray[np.float64]


class TurnSteps:
    """Buffers for the keep steps of `width` columns at most. Write the values after the last
    roll into `rolls(count)`, then `values(count)` gives the start-of-turn values."""

    def __init__(self, tables: DiceTables, width: int) -> None:
        self.tables, self.width = tables, width
        keeps, rolls = len(tables.keeps), tables.roll_count
        self._first = np.empty((keeps, width))  # keeps with one roll left, rolls last
        self._second = np.empty((keeps, width))  # keeps with two rolls left
        self._best = np.empty((keeps, width))  # the best keep inside each keep, by level
        self._terms = np.empty((rolls, width))
        self._scratch = np.empty((rolls, width))
        self._probability = tables.roll_probability[:, None]

    def rolls(self, count: int) -> Floats:
        """(rolls, count) to write the values after the last roll into."""
        return self._view(self._first, count)[self.tables.level(self.tables.dice)]

    def scratch(self, count: int) -> Floats:
        """(rolls, count) free for the caller until `values` is called."""
        return self._view(self._scratch, count)

    def values(self, count: int) -> Floats:
        """(count,): the expected value at the start of a turn of each column of `rolls`."""
        tables = self.tables
        first, second = self._view(self._first, count), self._view(self._second, count)
        self._keep_values(first, count)
        self._best_keeps(first, second[tables.level(tables.dice)], count)
        self._keep_values(second, count)
        terms = self._view(self._terms, count)
        self._best_keeps(second, terms, count)
        np.multiply(terms, self._probability, out=terms)
        size = len(terms)
        while size > 1:  # added up in halves, the odd row out carried to the next round
            half = size // 2
            np.add(terms[:half], terms[half : 2 * half], out=terms[:half])
            if size % 2:
                terms[half] = terms[2 * half]
            size = half + size % 2
        total: Floats = terms[0].copy()
        return total

    def _view(self, buffer: Floats, count: int) -> Floats:
        """The first `count` columns of a buffer, as one contiguous array."""
        if count == self.width:
            return buffer
        return buffer.reshape(-1)[: len(buffer) * count].reshape(len(buffer), count)

    def _keep_values(self, values: Floats, count: int) -> None:
        """`DiceTables.keep_values` in place: the levels below the last from the last."""
        self.tables.fill_keep_levels(values, self._view(self._scratch, count))

    def _best_keeps(self, values: Floats, out: Floats, count: int) -> None:
        """`DiceTables.best_keep_values` of `values` (keeps, count) into `out` (rolls, count)."""
        tables = self.tables
        levels = self._view(self._best, count)
        scratch = self._view(self._scratch, count)
        best = values[tables.level(0)]
        for k in range(1, tables.dice + 1):
            level = values[tables.level(k)]
            parents = tables.parents[k]
            result = out if k == tables.dice else levels[tables.level(k)]
            best.take(parents[:, 0], axis=0, out=result, mode="clip")
            np.maximum(result, level, out=result)
            for j in range(1, parents.shape[1]):
                rows = tables.parent_rows[k][j]
                part = scratch[:rows]
                best.take(parents[:rows, j], axis=0, out=part, mode="clip")
                np.maximum(result[:rows], part, out=result[:rows])
            best = result

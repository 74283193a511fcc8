"""The distinct columns of an array, bit for bit: the goal solver works each out once.

Many (state, gain) pairs of a goal solve lead to the same best-box values over the rolls (a
target far off is reached only through a Yahtzee bonus, whatever the gain a few points
either way; the upper total no longer matters once the bonus is in or out of reach), and
every later step is elementwise, column by column: a column equal to another to the last
bit ends with the other's value to the last bit.

Columns are grouped by a hash of their bits and then compared bit for bit; a column whose
hash meets a different column's stays apart (worked out on its own), so a collision costs
time, never a wrong value.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

Floats = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.intp]
_MULTIPLIERS = np.random.default_rng(20261126).integers(1, 2**63, size=1024, dtype=np.uint64) | 1


def distinct_columns(values: Floats) -> tuple[IntArray, IntArray]:
    """(first, inverse) of `values` (rows, columns): `values[:, first]` are pairwise distinct
    columns and `values[:, first[inverse]]` is `values`, to the last bit."""
    count = values.shape[1]
    if count <= 1:
        every = np.arange(count, dtype=np.intp)
        return every, every
    bits = np.ascontiguousarray(values).view(np.uint64)
    hashes = _hashes(bits)
    _, first, inverse = np.unique(hashes, return_index=True, return_inverse=True)
    leader = first[inverse]
    same = (bits == bits[:, leader]).all(axis=0)
    if not same.all():  # a collision: those columns go alone
        leader = np.where(same, leader, np.arange(count))
        first, inverse = np.unique(leader, return_inverse=True)
        return first.astype(np.intp), inverse.astype(np.intp)
    return first.astype(np.intp), inverse.astype(np.intp)


def _hashes(bits: npt.NDArray[np.uint64]) -> npt.NDArray[np.uint64]:
    """A 64-bit hash of every column (integer arithmetic, wrapping)."""
    hashes = np.zeros(bits.shape[1], dtype=np.uint64)
    for start in range(0, len(bits), len(_MULTIPLIERS)):
        rows = bits[start : start + len(_MULTIPLIERS)]
        mixed = rows ^ (rows >> np.uint64(29))
        mixed *= _MULTIPLIERS[: len(rows), None]
        hashes += mixed.sum(axis=0, dtype=np.uint64)
    hashes ^= hashes >> np.uint64(31)
    return hashes

"""Dice tables the solver, advisor and simulator share: rolls, keeps and the steps between them.

A *roll* is a multiset of all the dice (252 of 5 dice, 462 of 6), a *keep* a multiset of 0..n
dice (462 of 0..5 dice, 924 of 0..6). Keeps are ordered by size, then by how many different
faces they show (most first), then lexicographically; the keeps of all n dice are the rolls, in
the same order. Use `roll_index` rather than the engine's `all_rolls` order.

Two recursions replace the dense keep x roll matrices:

* the expected value of a keep is the mean, over the six faces, of the keep with one more die
  of that face (a keep of n dice is a roll and is worth the roll's value);
* the best keep inside a multiset is either the multiset itself or the best keep inside one of
  the multisets one die smaller.

Both touch each keep a handful of times instead of every (keep, roll) pair, and both work on
whole arrays of states at once: values are laid out (keep or roll, state), so every step
gathers contiguous rows.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement
from math import factorial
from typing import TypeVar

import numpy as np
import numpy.typing as npt

from yahtzee_tui.engine import FACES

Multiset = tuple[int, ...]
Floats = TypeVar("Floats", npt.NDArray[np.float64], npt.NDArray[np.float32])
# Bytes of hold values per column block computed together: (keeps x block) arrays then stay
# in a 1 MB L2 cache, as in the solver (`solver.CHUNK`); wider blocks run about twice as slow.
HOLD_BLOCK_BYTES = 160 * 8


@dataclass(frozen=True, eq=False)
class DiceTables:
    dice: int
    keeps: tuple[Multiset, ...]  # every keep (see the module docstring for the order)
    keep_index: dict[Multiset, int]
    level_start: tuple[int, ...]  # keeps of size k are keeps[level_start[k]:level_start[k + 1]]
    # children[k]: (keeps of size k, 6) indices *within level k+1* of the keep plus one face
    children: tuple[np.ndarray, ...]
    # parents[k]: (keeps of size k, k) indices *within level k-1* of the keep minus one die,
    # one column per distinct face. Each level is ordered by number of distinct faces, most
    # first, so column j is needed only by the first parent_rows[k][j] keeps.
    parents: tuple[np.ndarray, ...]
    parent_rows: tuple[tuple[int, ...], ...]
    roll_probability: np.ndarray  # (rolls,) chance of each roll of all the dice, float64
    # The roll -> keep relation: sub_keeps[r] lists every keep inside roll r (global keep
    # indices), padded by repeating the empty keep; sub_keep_count[r] how many are real.
    sub_keeps: np.ndarray
    sub_keep_count: np.ndarray
    counts: np.ndarray  # (rolls, 6) faces counts of every roll
    is_n_of_a_kind: np.ndarray  # (rolls,) all dice show one face

    @property
    def rolls(self) -> tuple[Multiset, ...]:
        return self.keeps[self.level_start[self.dice] :]

    @property
    def roll_count(self) -> int:
        return len(self.keeps) - self.level_start[self.dice]

    def roll_index(self, dice: tuple[int, ...] | list[int]) -> int:
        return self.keep_index[tuple(sorted(dice))] - self.level_start[self.dice]

    def level(self, k: int) -> slice:
        return slice(self.level_start[k], self.level_start[k + 1])

    def keep_values(self, roll_values: np.ndarray) -> np.ndarray:
        """Expected value of every keep when the free dice are rolled once.

        `roll_values` is (rolls, states); the result (keeps, states), same dtype.
        """
        result = np.empty((len(self.keeps), *roll_values.shape[1:]), dtype=roll_values.dtype)
        result[self.level(self.dice)] = roll_values
        self.fill_keep_levels(result, np.empty_like(roll_values))
        return result

    def fill_keep_levels(self, values: np.ndarray, scratch: np.ndarray) -> None:
        """Fill the rows of `values` (keeps, ...) below the last level, whose rows are the
        rolls', in place: each keep the mean of its six children, in a fixed order of
        operations (the goal solver repeats them into its own arrays). `scratch` holds at
        least a level's rows."""
        for k in range(self.dice - 1, -1, -1):
            child, upper = self.children[k], values[self.level(k + 1)]
            total = values[self.level(k)]  # a view: rows of one level are contiguous
            upper.take(child[:, 0], axis=0, out=total, mode="clip")
            part = scratch[: len(child)]
            for face in range(1, 6):
                upper.take(child[:, face], axis=0, out=part, mode="clip")
                total += part
            total *= 1.0 / 6.0

    def over_first_roll(self, values: np.ndarray) -> npt.NDArray[np.float64]:
        """Expected `values` (rolls, ...) over a roll of all the dice, in float64.

        Added roll by roll, in one fixed order, with plain elementwise IEEE operations: the
        same bits on every processor. A matrix product (`@`) would leave the order of the
        additions to the BLAS kernel the machine picks, and a last-bit difference can tip a
        decision between two holds, and from there a whole fitted table.
        """
        total = np.zeros(values.shape[1:])
        for chance, row in zip(self.roll_probability, values, strict=True):
            total += chance * row
        return total

    def best_keep_values(self, keep_values: np.ndarray) -> np.ndarray:
        """Value of every roll when the best keep inside it is chosen: (rolls, states)."""
        best = keep_values[self.level(0)]
        for k in range(1, self.dice + 1):
            level = keep_values[self.level(k)]
            parents = self.parents[k]
            result = np.empty_like(level)
            best.take(parents[:, 0], axis=0, out=result, mode="clip")
            np.maximum(result, level, out=result)
            for j in range(1, parents.shape[1]):
                rows = self.parent_rows[k][j]
                scratch = best.take(parents[:rows, j], axis=0, mode="clip")
                np.maximum(result[:rows], scratch, out=result[:rows])
            best = result
        return best

    def hold_values(self, final: np.ndarray, rolls_left: int) -> np.ndarray:
        """(keeps, states): what each hold is worth with `rolls_left` (1 or 2) rolls left.

        `final` is the value of every roll once rolling is over. The free dice are rolled,
        then the best holds follow; holding every die ends the rolling (the game rolls no
        dice), so it is worth the roll as it stands.
        """
        values = self.keep_values(final)
        for _ in range(rolls_left - 1):
            values = self.keep_values(self.best_keep_values(values))
        values[self.level(self.dice)] = final
        return values

    def hold_tables(
        self, final: Floats, second: Floats | None = None, first: Floats | None = None
    ) -> tuple[Floats, Floats]:
        """(keeps, n) values of every hold with one roll left and with two, from `final`
        (rolls, n), in `final`'s precision. Holding every die ends the rolling, so it is worth
        the roll as it stands: `second` (after the second roll) and `first` (after the first)
        when the roll a result comes in matters, else `final`."""
        count = final.shape[1]
        one_left = np.empty((len(self.keeps), count), dtype=final.dtype)
        two_left = np.empty((len(self.keeps), count), dtype=final.dtype)
        width = HOLD_BLOCK_BYTES // final.dtype.itemsize
        for start in range(0, count, width):
            block = slice(start, start + width)
            one_left[:, block] = self.keep_values(final[:, block])
            if second is not None:
                one_left[self.level(self.dice), block] = second[:, block]
            two_left[:, block] = self.keep_values(self.best_keep_values(one_left[:, block]))
        two_left[self.level(self.dice)] = final if first is None else first
        return one_left, two_left

    def best_keeps(self, hold_values: Floats, rolls: npt.NDArray[np.int64]) -> npt.NDArray[np.intp]:
        """For each column n of `hold_values` (keeps, n), the best keep inside roll `rolls[n]`."""
        subs = self.sub_keeps[rolls]
        columns = np.arange(len(rolls))
        best = np.argmax(hold_values[subs, columns[:, None]], axis=1)
        keeps: npt.NDArray[np.intp] = subs[columns, best]
        return keeps

    def transition(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The sparse keep -> roll matrix as (keep, roll, probability) triples."""
        keep_ids, roll_ids, probabilities = [], [], []
        for keep_id, keep in enumerate(self.keeps):
            free = self.dice - len(keep)
            for extra in combinations_with_replacement(FACES, free):
                roll = tuple(sorted(keep + extra))
                keep_ids.append(keep_id)
                roll_ids.append(self.roll_index(roll))
                probabilities.append(_multiset_probability(extra))
        return (
            np.asarray(keep_ids, dtype=np.int32),
            np.asarray(roll_ids, dtype=np.int32),
            np.asarray(probabilities, dtype=np.float64),
        )


def _multiset_probability(dice: Multiset) -> float:
    """Chance that len(dice) fair dice show exactly this multiset."""
    ways = factorial(len(dice))
    for face in set(dice):
        ways //= factorial(dice.count(face))
    chance: float = ways / 6 ** len(dice)
    return chance


def _sub_multisets(dice: Multiset) -> set[Multiset]:
    subs: set[Multiset] = {()}
    for die in dice:
        subs |= {tuple(sorted((*sub, die))) for sub in subs}
    return subs


@cache
def dice_tables(dice: int) -> DiceTables:
    """The tables for `dice` dice (5 for Yahtzee and Yatzy, 6 for Yamb); built once."""
    by_level = [
        sorted(combinations_with_replacement(FACES, k), key=lambda keep: -len(set(keep)))
        for k in range(dice + 1)
    ]
    keeps = tuple(keep for level in by_level for keep in level)
    keep_index = {keep: i for i, keep in enumerate(keeps)}
    level_start = [0]
    for level in by_level:
        level_start.append(level_start[-1] + len(level))
    within = [{keep: i for i, keep in enumerate(level)} for level in by_level]
    children = tuple(
        np.array(
            [
                [within[k + 1][tuple(sorted((*keep, face)))] for face in FACES]
                for keep in by_level[k]
            ],
            dtype=np.intp,
        ).reshape(len(by_level[k]), 6)
        for k in range(dice)
    )
    parents = [np.zeros((1, 0), dtype=np.intp)]
    parent_rows: list[tuple[int, ...]] = [()]
    for k in range(1, dice + 1):
        distinct = [len(set(keep)) for keep in by_level[k]]
        parent_rows.append(tuple(sum(d > j for d in distinct) for j in range(k)))
        rows = []
        for keep in by_level[k]:
            smaller = []
            for face in sorted(set(keep)):
                rest = list(keep)
                rest.remove(face)
                smaller.append(within[k - 1][tuple(rest)])
            rows.append(smaller + [smaller[0]] * (k - len(smaller)))
        parents.append(np.array(rows, dtype=np.intp).reshape(len(by_level[k]), k))
    rolls = by_level[dice]
    subs = [sorted(keep_index[s] for s in _sub_multisets(roll)) for roll in rolls]
    width = max(len(s) for s in subs)
    sub_keeps = np.array([s + [s[0]] * (width - len(s)) for s in subs], dtype=np.intp)
    return DiceTables(
        dice=dice,
        keeps=keeps,
        keep_index=keep_index,
        level_start=tuple(level_start),
        children=children,
        parents=tuple(parents),
        parent_rows=tuple(parent_rows),
        roll_probability=np.array([_multiset_probability(r) for r in rolls]),
        sub_keeps=sub_keeps,
        sub_keep_count=np.array([len(s) for s in subs], dtype=np.intp),
        counts=np.array([[roll.count(f) for f in FACES] for roll in rolls], dtype=np.int8),
        is_n_of_a_kind=np.array([len(set(roll)) == 1 for roll in rolls]),
    )

"""Dice for many games at once, rolled in counts space from one seeded NumPy generator."""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from yahtzee_tui.strategy.tables import DiceTables

IntArray = npt.NDArray[np.int64]


class BatchDice:
    """Rolls the free dice of many keeps at once: a roll is its face counts, read as a roll index.

    Every call draws a face for every die of every game, rolled or not, so the generator moves
    on by the same amount whatever the games hold: games that hold alike see the same dice.
    """

    def __init__(self, tables: DiceTables) -> None:
        self.dice = tables.dice
        self.base = (self.dice + 1) ** np.arange(6, dtype=np.int64)
        codes = tables.counts.astype(np.int64) @ self.base
        self.roll_of_code = np.full(int(codes.max()) + 1, -1, dtype=np.intp)
        self.roll_of_code[codes] = np.arange(tables.roll_count)
        self.keep_counts = np.array(
            [[keep.count(face) for face in range(1, 7)] for keep in tables.keeps], dtype=np.int64
        )
        self.keep_sizes = self.keep_counts.sum(axis=1)
        self.keep_codes = self.keep_counts @ self.base

    def roll(self, rng: np.random.Generator, keeps: npt.NDArray[np.intp]) -> IntArray:
        """Roll the free dice of each game's keep: the new roll indices."""
        return self.roll_faces(rng.integers(0, 6, size=(len(keeps), self.dice)), keeps)

    def roll_faces(self, faces: IntArray, keeps: npt.NDArray[np.intp]) -> IntArray:
        """The new roll indices when each game's free dice show the first of its `faces`
        (games, dice), 0-5: games given the same faces that hold alike roll alike."""
        free = self.dice - self.keep_sizes[keeps]
        # Each rolled die adds its face's place value to the code of the kept dice's counts.
        codes = self.keep_codes[keeps]
        for die in range(self.dice):
            codes += np.where(die < free, self.base[faces[:, die]], 0)
        rolls: IntArray = self.roll_of_code[codes]
        return rolls

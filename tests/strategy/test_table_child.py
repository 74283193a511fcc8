"""A solver table built in a child process: stored in the cache for the parent to load, the
same bits as built here, and the child stopped when the build is called off."""

from __future__ import annotations

import shutil

import numpy as np
import pytest

from yahtzee_tui.strategy.cache import read_table, table_path
from yahtzee_tui.strategy.model import solver_model
from yahtzee_tui.strategy.table_child import build_apart, stored


class CalledOff(Exception):
    pass


def test_a_child_leaves_the_table_in_the_cache_for_the_parent(solved, table_cache):
    # A cache that holds the table already: the child reads it, checks it and says so.
    here = solved("yahtzee")
    table_path("yahtzee").parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(table_path("yahtzee", table_cache), table_path("yahtzee"))
    assert build_apart("yahtzee")
    table = read_table(solver_model("yahtzee"), table_path("yahtzee"))
    assert table is not None
    assert np.array_equal(table.values, here.values)


def test_a_build_called_off_stops_the_child_before_it_stores_anything():
    told: list[tuple[int, int]] = []

    def progress(done: int, total: int) -> None:
        told.append((done, total))
        raise CalledOff

    with pytest.raises(CalledOff):
        build_apart("yatzy", progress)
    assert told[0][0] == 0  # the child says at once that the build has begun
    assert not stored("yatzy")

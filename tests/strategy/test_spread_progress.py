"""The spread table's build (the win level's tables, seconds to a minute) says how far it is:
its loop reports the states done through the callback, from none to all, never going back,
once a block of states (a few dozen calls in a whole build)."""

from __future__ import annotations

import pytest

from yahtzee_tui.strategy import spread
from yahtzee_tui.strategy.cache import solver_table
from yahtzee_tui.strategy.solver import BLOCK, layer_states

pytestmark = pytest.mark.tables("yahtzee")


def test_the_build_reports_its_progress_up_to_the_whole(monkeypatch):
    # Two blocks of states a layer at most: the loop, its blocks and its reports as in a whole
    # build, in a second rather than a minute (the figures of the states left out are not read).
    def fewer(model, filled):
        solved, copied = layer_states(model, filled)
        return solved.part(0, 2 * BLOCK), copied

    monkeypatch.setattr(spread, "layer_states", fewer)
    table = solver_table("yahtzee")
    reported: list[tuple[int, int]] = []
    spread.solve_spread(
        table.model, table.values, lambda done, total: reported.append((done, total))
    )
    totals = {total for _done, total in reported}
    assert len(totals) == 1
    total = totals.pop()
    done = [done for done, _total in reported]
    assert done[0] == 0 and done[-1] == total
    assert done == sorted(done)
    assert len(reported) > table.model.boxes  # more than once a layer: a block at a time

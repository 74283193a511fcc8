"""The Review's list of the worst decisions keeps whole words where they fit: its headers are
always the whole words; a player's name is shortened ("C. Novak", "Comp.2") only where the
whole names would not fit in the same columns, and a column is left out only where the list
with it would not fit even with the shortest names."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.tui.helpers import reviewed
from tests.tui.test_review_fits import helped_game
from yahtzee_tui.tui.views.review_fit import (
    DROPPED,
    FEWER_CELLS,
    fitting_step,
    worst_list,
    written_list,
)


@pytest.mark.usefixtures("advisor_ready")
def test_the_lists_words_are_whole_where_they_fit(language):
    found = reviewed(helped_game("yatzy"))
    worst = found.worst()[:20]
    whole = worst_list(found, worst)
    shortened = dropped = 0
    for width in range(whole.width, 40, -1):
        step = fitting_step(found, worst, width)
        shown = written_list(found, worst, step)
        assert set(shown.headers) <= set(whole.headers), shown.headers
        if step.name_cells is not None:
            shortened += 1
            named = written_list(found, worst, replace(step, name_cells=None))
            assert named.width > width, (width, shown.rows[0])
        if step.dropped:
            dropped += 1
            fewer = ((), *DROPPED)[DROPPED.index(step.dropped)]
            fuller = replace(step, dropped=fewer, name_cells=FEWER_CELLS[-1])
            assert written_list(found, worst, fuller).width > width, (width, step)
    assert shortened and dropped  # the narrowest lists shorten the names and leave out columns

"""The Review's list of the worst decisions keeps whole words where they fit: its headers
are short only where the whole ones would not fit beside the same rows, and a player's name
is shortened ("C. Novak", "Comp.2") only where the whole names would not fit."""

from __future__ import annotations

import pytest

from tests.tui.helpers import reviewed
from tests.tui.test_review_fits import helped_game
from yahtzee_tui.tui.views.review_fit import WorstList, worst_list


@pytest.mark.usefixtures("advisor_ready")
def test_the_lists_words_are_whole_where_they_fit(language):
    found = reviewed(helped_game("yatzy"))
    worst = found.worst()[:20]
    whole = worst_list(found, worst)
    names = [player.name for player in found.state.players]
    shortened = 0
    for width in range(whole.width, 40, -1):
        shown = worst_list(found, worst, width)
        if shown.headers != whole.headers:
            assert WorstList(whole.headers, shown.rows).width > width, (width, shown.headers)
        if any(row[1] not in names for row in shown.rows):
            shortened += 1
            rows = tuple(
                (row[0], names[d.seat], *row[2:]) for row, d in zip(shown.rows, worst, strict=True)
            )
            assert WorstList(shown.headers, rows).width > width, (width, shown.rows[0])
    assert shortened  # the narrowest lists shorten the names

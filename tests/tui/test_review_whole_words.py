"""The Review's list of the worst decisions keeps whole words where they fit: its headers are
always the whole words; a player's name is shortened ("C. Novak", "Comp.2") only where the
whole names would not fit in the same columns, and a column is left out only where the list
with it would not fit even with the shortest names."""

from __future__ import annotations

import re
from dataclasses import replace
from itertools import takewhile

import pytest
from rich.cells import cell_len
from rich.console import Console

from tests.tui.helpers import reviewed
from tests.tui.test_review_fits import helped_game
from yahtzee_tui.i18n import ngettext
from yahtzee_tui.tui.views.review_fit import (
    DROPPED,
    FEWER_CELLS,
    fitted_players_table,
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


@pytest.mark.usefixtures("advisor_ready")
def test_the_players_figures_give_up_room_never_a_word(language):
    # At 80 columns the headings were clipped ("gub.", "/potez", "točn.", "savj.", "pon.").
    found = reviewed(helped_game("yahtzee"))
    console = Console(width=200)
    whole = fitted_players_table(found, 200)
    for width in range(console.measure(whole).maximum, 50, -1):
        with console.capture() as capture:
            console.print(fitted_players_table(found, width), width=width)
        lines = capture.get().splitlines()
        assert all(cell_len(line.rstrip()) <= width for line in lines), (width, lines)
        heading = takewhile(lambda line: not re.search(r"\d", line), lines)
        words = " ".join(heading).split()
        assert not [w for w in words if w.endswith(".") or w.startswith("/")], (width, lines)
        # In its column or in the line under the table, which wraps between counts, never
        # inside one: hr had broken "26 / poništenja".
        for player in found.players:
            hints = ngettext("{n} hint", "{n} hints", player.hints).format(n=player.hints)
            undos = ngettext("{n} undo", "{n} undos", player.undos).format(n=player.undos)
            for count, said in ((player.hints, hints), (player.undos, undos)):
                assert not count or any(said in line for line in lines), (width, said, lines)

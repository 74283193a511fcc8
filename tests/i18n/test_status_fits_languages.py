"""Every status line fits the narrowest table at 80x24 in every language (29 columns, at
most 3 lines): the same positions, cursors and refusals as in English."""

from __future__ import annotations

import pytest

from tests.tui.test_status_fits import LINES, lines_of, status_texts
from yahtzee_tui.engine import MAIN_RULE_SETS
from yahtzee_tui.i18n import _
from yahtzee_tui.tui.views.table_words import NO_BOX


@pytest.mark.parametrize("rules", MAIN_RULE_SETS)
@pytest.mark.parametrize("code", ["hr", "sr", "sl"])
def test_every_status_line_fits_the_narrowest_table(code: str, rules: str, speak):
    speak(code)
    texts = set(status_texts(rules, seed=11))
    assert _("Hold dice, roll again, or choose a box.") in texts  # said in the language
    assert "Hold dice, roll again, or choose a box." not in texts
    too_long = {text for text in texts if lines_of(text) > LINES}
    assert sorted(too_long) == []
    assert lines_of(_(NO_BOX)) <= LINES

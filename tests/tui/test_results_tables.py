"""The game-over tables: each Yamb row beside the best it can score, MIN by its fewest."""

from __future__ import annotations

import pytest
from rich.console import Console

from tests.builders import finished
from yahtzee_tui.engine import possible_values
from yahtzee_tui.i18n import set_language
from yahtzee_tui.tui.views.card_words import yamb_row_labels
from yahtzee_tui.tui.views.results import yamb_sheet_table


def rendered(table) -> list[str]:
    console = Console(width=200, color_system=None)
    with console.capture() as capture:
        console.print(table)
    return capture.get().splitlines()


@pytest.mark.parametrize("rules", ["yamb", "jamb"])
@pytest.mark.parametrize("language", ["en", "hr", "sr", "sl"])
def test_a_yamb_sheets_min_row_shows_its_best_as_the_fewest(rules, language):
    set_language(language)
    try:
        state = finished(rules, ["Ann", "Bob"], seed=3)
        lines = rendered(yamb_sheet_table(state, 0))
        best = {line.split()[0]: line.split()[-1] for line in lines if line.split()}
        labels = yamb_row_labels(state.ruleset)
        fewest, most = (possible_values(state.ruleset, row) for row in ("min", "max"))
        assert best[labels["min"]] == str(min(fewest)), lines
        assert best[labels["max"]] == str(max(most)), lines
        assert "most" not in lines[0] and "najviše" not in lines[0] and "največ" not in lines[0]
    finally:
        set_language("en")

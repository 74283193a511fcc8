"""The hint panel's options at 80x24 read alike: every cell to score with its verb ("vpiši v
polje Enice 2"), or every one by the card's names alone, never one of each ("Mala lestv. 0")."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.tui.helpers import app_for, game, rolled, settle, table, text_of, wait_for, with_sheet
from yahtzee_tui.i18n import _

pytestmark = pytest.mark.usefixtures("advisor_ready")

# Ones and Small straight open, every other box scored (the turn before the last).
OPEN = ("ones", "small_straight")


async def test_every_cell_to_score_reads_with_its_verb_or_none_does(language):
    state = game("yatzy", ["Ana", "Bor"], seed=2)
    scored = {box: 0 for box in state.ruleset.box_ids if box not in OPEN}
    state = replace(with_sheet(state, {**scored, "chance": 5}), turn=state.turns_total - 1)
    for _roll in range(3):
        state = rolled(state, (1, 1, 3, 5, 6))
    app = app_for(state, hints=True)
    async with app.run_test(size=(80, 24)) as pilot:
        hint = table(app).query_one("#hints")
        await wait_for(pilot, lambda: "▸" in text_of(hint))
        await settle(pilot)
        lines = text_of(hint).splitlines()[1:]
        assert len(lines) == 2, lines  # the two cells open
        verb = _("score {cell} {points}").split("{cell}")[0].strip()
        with_verb = [verb in line for line in lines]
        assert all(with_verb) or not any(with_verb), lines

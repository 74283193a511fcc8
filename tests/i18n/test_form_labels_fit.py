"""The host and join forms' labels fit their column in every language, a gap before the field
(hr "Računalni igrači" ran into its field: "Računalni igrači0")."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from tests.tui.helpers import app_for, settle, text_of, wait_for
from yahtzee_tui.tui.screens.host_form import HostForm
from yahtzee_tui.tui.screens.join_form import JoinForm


@pytest.mark.parametrize("code", ["en", "hr", "sr", "sl"])
@pytest.mark.parametrize(("key", "form"), [("h", HostForm), ("j", JoinForm)])
async def test_every_form_label_leaves_a_gap_before_its_field(code: str, key: str, form, speak):
    speak(code)
    app = app_for()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press(key)
        await wait_for(pilot, lambda: isinstance(app.screen, form), what="the form")
        await settle(pilot)
        labels = list(app.screen.query(".form-label"))
        assert labels
        for label in labels:
            words = text_of(label)
            assert cell_len(words) < label.region.width, (words, label.region.width)

"""The hint panel's loss column adds up: each loss is the difference of the figures shown."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st
from textual.app import App, ComposeResult

from tests.builders import game
from tests.tui.helpers import rolled, text_of
from yahtzee_tui.game import GameState
from yahtzee_tui.game.moves import HOLD
from yahtzee_tui.strategy.advice import Advice, ranked
from yahtzee_tui.tui.views.hints import MINUS, HintView, shown_loss
from yahtzee_tui.tui.widgets.hint_panel import HintPanel

FIGURES = re.compile(r"([+−-]?\d+\.\d)(?:\s+([−-]\d+\.\d))?\s*$")


class PanelApp(App[None]):
    def __init__(self, hint: HintView) -> None:
        super().__init__()
        self.hint = hint

    def compose(self) -> ComposeResult:
        yield HintPanel()

    def on_mount(self) -> None:
        self.query_one(HintPanel).hint = self.hint


def tenths(text: str) -> int:
    return int(text.replace(MINUS, "-").replace(".", "").replace("+", ""))


def holds(values: list[float]) -> list[Advice]:
    kept = [(1,), (2,), (3,), (4,), (5,), (6,)]
    return ranked([Advice(HOLD, value, hold=kept[i]) for i, value in enumerate(values)])


async def panel_lines(state: GameState, advice: list[Advice]) -> list[str]:
    app = PanelApp(HintView(state, tuple(advice)))
    async with app.run_test(size=(40, 10)) as pilot:
        await pilot.pause()
        return text_of(app.query_one(HintPanel)).splitlines()[1:]


def check_lines_add_up(lines: list[str]) -> None:
    rows = [FIGURES.search(line) for line in lines]
    assert all(rows), lines
    best = tenths(rows[0].group(1))
    for row in rows[1:]:
        shown = row.group(2)
        gap = best - tenths(row.group(1))
        assert (tenths(shown) * -1 if shown else 0) == gap, lines


async def test_a_loss_is_the_difference_of_the_figures_as_they_read():
    # 250.55 reads 250.6 and 249.84 reads 249.8: the loss reads 0.8, not the 0.71 between them.
    state = rolled(game("yahtzee", ["Ann"]), [2, 2, 3, 5, 6])
    lines = await panel_lines(state, holds([250.55, 249.84]))
    assert lines[1].split()[-2:] == ["249.8", f"{MINUS}0.8"]
    check_lines_add_up(lines)


async def test_yamb_turn_values_add_up_too():
    state = rolled(game("yamb", ["Ann"]), [2, 2, 3, 5, 6])
    lines = await panel_lines(state, holds([6.76, 3.44]))  # +6.8 and +3.4: 3.4 apart
    assert lines[1].split()[-2:] == ["+3.4", f"{MINUS}3.4"]


@settings(max_examples=300, deadline=None)
@given(st.floats(-60, 300), st.lists(st.floats(0, 40), min_size=1, max_size=5), st.booleans())
def test_shown_loss_is_the_gap_between_the_shown_figures(best, gaps, yamb):
    from yahtzee_tui.engine import get_rules
    from yahtzee_tui.tui.views.hints import figure

    rules = get_rules("yamb" if yamb else "yahtzee")
    for gap in gaps:
        value = best - gap
        between = tenths(figure(rules, best)) - tenths(figure(rules, value))
        shown = shown_loss(rules, best, value)
        assert (tenths(shown) * -1 if shown else 0) == between


@settings(max_examples=300, deadline=None)
@given(st.floats(0, 300), st.floats(0, 40), st.booleans())
def test_the_coachs_note_gives_away_what_the_panel_shows(best, gap, yamb):
    # The note under a move must not read −13.2 beside a panel whose figures are 13.1 apart.
    from yahtzee_tui.engine import get_rules
    from yahtzee_tui.tui.views.verdicts import Verdict

    rules = get_rules("yamb" if yamb else "yahtzee")
    top, chosen = holds([best, best - gap])
    note = Verdict(chosen, top).text(rules)
    shown = shown_loss(rules, best, best - gap)
    if shown:
        assert f" {shown}," in note, note
    else:
        assert MINUS not in note, note

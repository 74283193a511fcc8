"""A reviewed position's dialog lists the move made in its hint panel wherever it ranks, in
words as made and marked, with the loss its Choice line says: a hold, a reroll of all five,
a box written."""

from __future__ import annotations

import pytest
from textual.app import App
from textual.content import Content

from tests.strategy.review_games import rolled
from tests.tui.helpers import text_of, wait_for
from yahtzee_tui.game import GameState, new_game, score
from yahtzee_tui.strategy.review import Decision, review
from yahtzee_tui.tui.screens.review_position import ReviewPositionScreen
from yahtzee_tui.tui.views.hints import MINUS
from yahtzee_tui.tui.widgets.hint_panel import HintPanel

pytestmark = pytest.mark.usefixtures("advisor_ready")


class PositionApp(App[None]):
    """Only the dialog of one reviewed decision."""

    def __init__(self, state: GameState, decision: Decision) -> None:
        super().__init__()
        self.reviewed = (state, decision)

    def on_mount(self) -> None:
        self.push_screen(ReviewPositionScreen(*self.reviewed))


def first_decision(state: GameState) -> Decision:
    return review(state).decisions[0]


async def panel_and_choice(state: GameState, decision: Decision) -> tuple[list[str], str]:
    app = PositionApp(state, decision)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, ReviewPositionScreen))
        panel = app.screen.query_one(HintPanel)
        await wait_for(pilot, lambda: panel.listed > 0, what="the panel drawn")
        lines = [" ".join(line.split()) for line in text_of(panel).splitlines()[1:]]
        return lines, text_of(app.screen.query_one("#position-choice"))


def marked_line(panel: HintPanel) -> Content:
    """The panel's line drawn in the held dice's colour (the move made)."""
    lines = panel.render().split("\n")
    return next(line for line in lines[1:] if any("warning" in str(s.style) for s in line.spans))


async def test_a_reroll_of_all_five_is_listed_and_marked_with_the_loss_its_choice_says():
    start = new_game("yahtzee", ["Ann"], 1, 0)
    state = rolled(rolled(start, [1, 1, 1, 1, 2]), [3, 4, 5, 6, 2])  # four aces thrown back
    decision = first_decision(state)
    assert decision.chosen.hold == () and not decision.is_best
    lines, choice = await panel_and_choice(state, decision)
    made = next(line for line in lines if line.startswith("rerolled all "))
    loss = f"{MINUS}{decision.loss:.1f}"
    assert made.endswith(f" {loss}")
    assert choice.startswith(f"Choice: rerolled all ({loss}); best: ")


async def test_a_box_written_below_the_best_three_is_listed_as_scored_and_marked():
    start = new_game("yahtzee", ["Ann"], 1, 0)
    state = score(rolled(start, [6, 6, 6, 6, 6]), "ones")  # a Yahtzee for 0 in Aces
    decision = first_decision(state)
    lines, choice = await panel_and_choice(state, decision)
    assert len(lines) == 3  # the best, the next best, and the box written in the third's place
    made = lines[-1]
    assert made.startswith("scored Aces 0 ")
    assert made.endswith(f" {MINUS}{decision.loss:.1f}")
    assert choice.startswith(f"Choice: scored Aces 0 ({MINUS}{decision.loss:.1f}); best: ")


async def test_the_move_made_is_drawn_as_the_held_dice_are():
    start = new_game("yahtzee", ["Ann"], 1, 0)
    state = score(rolled(start, [6, 6, 6, 6, 6]), "ones")
    app = PositionApp(state, first_decision(state))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, ReviewPositionScreen))
        panel = app.screen.query_one(HintPanel)
        await wait_for(pilot, lambda: panel.listed > 0, what="the panel drawn")
        assert marked_line(panel).plain.lstrip().startswith("scored Aces 0")

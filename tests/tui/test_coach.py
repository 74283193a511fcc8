"""The coach: with hints on, each reroll, call and score a human makes is judged in the log
against the advisor's best, from the advice for the position it was made in."""

from __future__ import annotations

import pytest

from tests.tui.helpers import app_for, game, log, move_cursor_to, rolled, score_in
from yahtzee_tui.engine import get_rules
from yahtzee_tui.strategy import Advice, advise_state
from yahtzee_tui.tui.views.hints import shown_loss

pytestmark = pytest.mark.usefixtures("advisor_ready")


def _shown(advice: list[Advice], option: Advice, rules: str = "yahtzee") -> str:
    """The loss the hint panel shows beside `option`, against the best (the first)."""
    return shown_loss(get_rules(rules), advice[0].expected_score, option.expected_score)


async def test_a_poor_score_is_noted_with_what_it_gave_away():
    state = rolled(game("yahtzee"), (3, 3, 3, 5, 5))
    advice = advise_state(state)
    chance = next(option for option in advice if option.cell == "chance")
    app = app_for(state, hints=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await score_in(pilot, "chance")
        assert f"↳ Chance {_shown(advice, chance)}, best was hold 3 3 3" in log(app)


async def test_a_reroll_is_judged_by_the_dice_it_kept():
    state = rolled(game("yahtzee"), (3, 3, 3, 5, 5))
    advice = advise_state(state)
    kept = next(option for option in advice if option.hold == (5, 5))
    app = app_for(state, hints=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("4", "5", "r")
        assert f"↳ held 5 5 {_shown(advice, kept)}, best was hold 3 3 3" in log(app)


async def test_the_best_choice_is_noted_as_such():
    app = app_for(rolled(game("yahtzee"), (3, 3, 3, 5, 5)), hints=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("1", "2", "3", "r")
        assert "↳ held 3 3 3, the best choice" in log(app)


async def test_a_rerolls_verdict_sits_under_the_hold_before_the_dice_it_brought():
    app = app_for(rolled(game("yahtzee"), (3, 3, 3, 5, 5)), hints=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("1", "2", "3", "r")
        lines = [line.strip() for line in log(app).splitlines()]
        hold = next(i for i, line in enumerate(lines) if line.endswith("holds 3 3 3"))
        assert lines[hold + 1] == "↳ held 3 3 3, the best choice"
        assert "roll 2" in lines[hold + 2]


async def test_a_yamb_call_is_judged_on_the_one_turn_scale():
    state = rolled(game("yamb"), (1, 1, 1, 1, 2, 2))
    advice = advise_state(state)
    call_ones = next(option for option in advice if option.action == "call")
    app = app_for(state, hints=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("c")
        await move_cursor_to(pilot, "call.ones")
        await pilot.press("enter")
        assert app.state.called == "ones"
        assert f"↳ call Ones {_shown(advice, call_ones, 'yamb')}, best was hold 1 1 1 1" in log(app)


async def test_without_hints_the_coach_says_nothing():
    app = app_for(rolled(game("yahtzee"), (3, 3, 3, 5, 5)))
    async with app.run_test(size=(120, 40)) as pilot:
        await score_in(pilot, "chance")
        assert "↳" not in log(app)


async def test_an_undone_score_takes_its_note_with_it():
    app = app_for(rolled(game("yahtzee"), (3, 3, 3, 5, 5)), hints=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await score_in(pilot, "chance")
        assert "↳ Chance −" in log(app)
        await pilot.press("u")
        assert "chance" not in app.state.current_sheet
        assert "↳" not in log(app)
        await score_in(pilot, "full_house")
        assert "↳ Full house −" in log(app)
        assert "Chance" not in log(app)

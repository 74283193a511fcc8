"""The hint panel: the advisor's best options for the position on the table, kept up to date."""

from __future__ import annotations

import pytest

from tests.tui.helpers import app_for, game, rolled, table, text_of, wait_for, with_sheet
from yahtzee_tui.game.moves import HOLD
from yahtzee_tui.strategy import advise_state
from yahtzee_tui.tui.commands import GameCommands
from yahtzee_tui.tui.views.hints import figure, option_words, shown_loss

pytestmark = pytest.mark.usefixtures("advisor_ready")


def hints(app) -> str:
    return text_of(table(app).query_one("#hints"))


def log_lines(app) -> list[str]:
    return text_of(table(app).query_one("#log")).splitlines()


def hint_lines(app) -> list[str]:
    return hints(app).splitlines()


async def test_h_shows_and_hides_the_hint_panel():
    app = app_for(game("yahtzee"))
    async with app.run_test(size=(80, 24)) as pilot:
        slot = table(app).query_one("#hint-slot")
        assert not slot.display
        await pilot.press("h")
        assert slot.display and table(app).hints
        await pilot.press("h")
        assert not slot.display and not table(app).hints


async def test_the_hint_panel_lists_the_advisors_best_options_best_first():
    app = app_for(game("yahtzee", seed=7), hints=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("r")
        advice = advise_state(app.state)
        rules = app.state.ruleset
        title, *options = hint_lines(app)
        assert title.startswith(("Advisor: expected final score", "expected score"))
        assert title.endswith("loss")  # the heading of the last column
        assert len(options) == 3
        for line, option in zip(options, advice, strict=False):
            assert option_words(rules, option) in line
            assert figure(rules, option.expected_score) in line
            assert shown_loss(rules, advice[0].expected_score, option.expected_score) in line
        assert options[0].startswith("▸ ")
        assert not any(line.startswith("▸") for line in options[1:])


async def test_the_hint_panel_follows_the_holds():
    app = app_for(game("yahtzee", seed=7), hints=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("r")
        before = hints(app)
        assert "held" not in before
        await pilot.press("1", "2")  # dice 2 and 4
        kept = tuple(sorted(app.state.dice[:2]))
        worth = next(a for a in advise_state(app.state) if a.action == HOLD and a.hold == kept)
        line = next(line for line in hint_lines(app) if "held" in line)
        assert f"held {' '.join(map(str, kept))}" in line
        assert figure(app.state.ruleset, worth.expected_score) in line
        best = advise_state(app.state)[0].expected_score
        assert shown_loss(app.state.ruleset, best, worth.expected_score) in line


async def test_the_hint_panel_follows_the_dice_after_a_roll():
    app = app_for(game("yahtzee", seed=7), hints=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("r")
        first = hints(app)
        await pilot.press("r")
        best = advise_state(app.state)[0]
        assert hints(app) != first
        assert option_words(app.state.ruleset, best) in hint_lines(app)[1]


async def test_before_the_first_roll_the_panel_gives_the_expected_final_score():
    app = app_for(game("yahtzee"), hints=True)
    async with app.run_test(size=(80, 24)):
        (start,) = advise_state(app.state)
        assert f"Expected final score: {start.expected_score:.1f}" in hints(app)


async def test_yamb_hints_are_the_experts_turn_values_and_offer_calls():
    app = app_for(rolled(game("yamb"), (1, 1, 1, 1, 2, 2)), hints=True)
    async with app.run_test(size=(120, 40)):
        title, *options = hint_lines(app)
        assert title.startswith(("Advisor: above expected", "above expected"))
        assert title.endswith("loss")
        assert options[0].startswith("▸ hold 1 1 1 1")
        best = advise_state(app.state)[0]
        assert f"+{best.expected_score:.1f}" in options[0]
        assert any("call Ones" in line for line in options)


async def test_a_short_terminal_lists_two_options():
    app = app_for(game("yamb", seed=7), hints=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        assert len(hint_lines(app)) == 3
        assert not table(app).query_one("#players").display


async def test_shift_h_holds_what_the_advisor_would_hold():
    app = app_for(rolled(game("yahtzee"), (3, 5, 3, 2, 3)))
    async with app.run_test(size=(80, 24)) as pilot:
        best = advise_state(app.state)[0]
        await pilot.press("H")
        state = app.state
        assert best.hold == (3, 3, 3)
        assert state.held == (True, False, True, False, True)
        assert state.rolls_used == 1
        assert "Best: hold 3 3 3. Roll when ready." in text_of(table(app).query_one("#status"))


async def test_shift_h_points_at_the_box_when_the_advisor_would_score():
    app = app_for(rolled(game("yahtzee"), (2, 3, 4, 5, 6)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("H")
        best = advise_state(app.state)[0]
        assert table(app).query_one("#card").cursor == best.cell
        assert not any(app.state.held)
        assert "enter scores it" in text_of(table(app).query_one("#status"))


async def test_the_palette_offers_the_hints_and_the_best_hold():
    app = app_for(rolled(game("yahtzee"), (3, 5, 3, 2, 3)))
    async with app.run_test(size=(80, 24)) as pilot:
        names = [name for name, _, _ in GameCommands(app.screen)._commands()]
        assert "Show hints" in names and "Apply hint" in names
        await pilot.press("h")
        names = [name for name, _, _ in GameCommands(app.screen)._commands()]
        assert "Hide hints" in names


@pytest.mark.parametrize("rules", ["yahtzee", "yamb"])
async def test_the_panel_says_the_advisor_is_being_prepared_until_its_table_is_in(
    held_advisor, rules
):
    app = app_for(game(rules, seed=7))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("r", "h")
        assert "Preparing the advisor…" in hints(app)
        assert app.state.has_rolled  # the game goes on meanwhile
        held_advisor.set()
        best = advise_state(app.state)[0]
        await wait_for(pilot, lambda: option_words(app.state.ruleset, best) in hints(app))


@pytest.mark.parametrize("size", [(100, 32), (96, 30), (120, 40)])
async def test_with_hints_open_the_log_keeps_three_lines_or_steps_aside(size):
    app = app_for(game("yamb", ["Ann", "Bob", "Cy"]), hints=True)
    async with app.run_test(size=size) as pilot:
        await pilot.press("r", "1", "3", "r")
        screen = table(app)
        log = screen.query_one("#log-scroll")
        await wait_for(
            pilot,
            lambda: not log.display or log.scrollable_content_region.height >= 3,
            what="three lines of log, or none",
        )
        assert screen.query_one("#status").size.height >= 2


async def test_a_narrow_panel_shortens_the_words_and_keeps_both_figures():
    app = app_for(game("yamb", ["Ann", "Bob", "Cy"]), hints=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "1", "3", "r")
        for line in hint_lines(app)[2:]:
            assert len([part for part in line.split() if part[:1] in "+−-"]) == 2, line


async def test_shift_h_while_the_advisor_is_prepared_is_carried_out_once_it_is_ready(
    held_advisor,
):
    app = app_for(rolled(game("yahtzee"), (3, 5, 3, 2, 3)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("H")
        assert "Preparing the advisor" in text_of(table(app).query_one("#status"))
        assert not any(app.state.held)
        held_advisor.set()
        await wait_for(pilot, lambda: app.state.held == (True, False, True, False, True))
        status = text_of(table(app).query_one("#status"))
        assert "Preparing" not in status and "Best: hold 3 3 3" in status


async def test_u_after_shift_h_frees_every_die_it_held_in_one_step():
    app = app_for(rolled(game("yahtzee"), (3, 5, 3, 2, 3)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("H")
        assert app.state.held == (True, False, True, False, True)
        await pilot.press("u")
        assert app.state.held == (False,) * 5


async def test_hints_and_the_coachs_notes_survive_quit_and_resume():
    from yahtzee_tui.storage.saves import load_game

    app = app_for(game("yahtzee"), hints=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("r", "1", "2", "r")
        note = next(line for line in log_lines(app) if "↳" in line)
        await pilot.press("q")
    again = app_for(load_game(), hints=False)
    async with again.run_test(size=(120, 40)):
        assert table(again).hints
        assert note in log_lines(again)


async def test_hints_turned_off_stay_off_after_resume():
    from yahtzee_tui.storage.saves import load_game

    app = app_for(game("yahtzee"), hints=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "h", "q")
    again = app_for(load_game(), hints=True)
    async with again.run_test(size=(80, 24)):
        assert not table(again).hints


async def test_shift_h_holds_what_the_advisor_would_hold_under_jamb_rules():
    from yahtzee_tui.strategy import prepare_advisor

    state = rolled(game("jamb"), (6, 6, 6, 2, 3, 1))
    prepare_advisor(state.ruleset)  # the jamb preset's shipped tables
    app = app_for(state)
    async with app.run_test(size=(80, 24)) as pilot:
        best = advise_state(app.state)[0]
        assert best.action == HOLD and best.hold == (6, 6, 6)
        await pilot.press("H")
        await wait_for(pilot, lambda: any(app.state.held))
        held = [die for die, kept in zip(app.state.dice, app.state.held, strict=True) if kept]
        assert sorted(held) == [6, 6, 6]


async def test_shift_h_pressed_on_dice_rolled_again_before_the_advisor_is_ready_is_dropped(
    held_advisor,
):
    # H pressed on the first roll, then a second roll before the advisor is in: the hint is
    # for dice no longer on the table, so nothing is held for it, and the player is told.
    app = app_for(rolled(game("yahtzee"), (3, 5, 3, 2, 3)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("H")
        assert "Preparing the advisor" in text_of(table(app).query_one("#status"))
        await pilot.press("r")
        await wait_for(pilot, lambda: app.state.rolls_used == 2, what="the second roll")
        rolled_again = app.state
        held_advisor.set()
        await wait_for(
            pilot,
            lambda: "press H again" in text_of(table(app).query_one("#status")),
            what="the word that the hint was dropped",
        )
        assert app.state.held == rolled_again.held == (False,) * 5


async def test_a_zero_the_advisor_chose_is_scored_at_enter_without_the_question():
    """`H` then Enter takes the advisor's move even when it is a zero with points elsewhere:
    the question "Score 0 in …?" defaults to choosing again, which looped after `H`."""
    from dataclasses import replace

    from yahtzee_tui.tui.screens.confirm import ConfirmScreen

    sheet = {"ones": 3, "twos": 6, "threes": 9, "fours": 12, "fives": 15, "chance": 20}
    sheet |= {"full_house": 25, "three_of_a_kind": 20, "four_of_a_kind": 20}
    sheet |= {"small_straight": 30, "large_straight": 40}
    state = rolled(with_sheet(game("yahtzee", ["Ann"]), sheet), (6, 2, 3, 4, 5))
    state = replace(state, rolls_used=3)  # sixes 6 now, or 18 needed for the bonus later
    app = app_for(state)
    async with app.run_test(size=(80, 24)) as pilot:
        assert advise_state(app.state)[0].box == "yahtzee"
        await pilot.press("H")
        assert table(app).query_one("#card").cursor == "yahtzee"
        await pilot.press("enter")
        await wait_for(pilot, lambda: "yahtzee" in app.state.sheets[0])
        assert not isinstance(app.screen, ConfirmScreen)
        assert app.state.sheets[0]["yahtzee"] == 0


async def test_a_zero_pointed_at_by_hand_still_asks_after_a_hint_elsewhere():
    from dataclasses import replace

    from tests.tui.helpers import move_cursor_to
    from yahtzee_tui.tui.screens.confirm import ConfirmScreen

    sheet = {"ones": 3, "twos": 6, "threes": 9, "fours": 12, "fives": 15, "chance": 20}
    sheet |= {"full_house": 25, "three_of_a_kind": 20, "four_of_a_kind": 20}
    sheet |= {"large_straight": 40}
    state = rolled(with_sheet(game("yahtzee", ["Ann"]), sheet), (6, 2, 3, 4, 5))
    state = replace(state, rolls_used=3)
    app = app_for(state)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("H")
        hinted = table(app).query_one("#card").cursor
        assert hinted != "yahtzee"
        await move_cursor_to(pilot, "yahtzee")
        await pilot.press("enter")
        assert isinstance(app.screen, ConfirmScreen)


@pytest.mark.parametrize(
    ("value", "said"), [(-0.03, "0.0"), (0.04, "0.0"), (-0.06, "−0.1"), (3.45, "+3.5")]
)
def test_a_yamb_turn_value_that_reads_zero_has_no_sign(value, said):
    from yahtzee_tui.engine import get_rules

    assert figure(get_rules("yamb"), value) == said

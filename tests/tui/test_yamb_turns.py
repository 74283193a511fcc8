"""Yamb at the table: every column's order, and the CALL announced after the first roll."""

from __future__ import annotations

import pytest

from tests.tui.helpers import (
    app_for,
    card,
    click_cell,
    game,
    move_cursor_to,
    status,
    table,
    text_of,
    wait_for,
    with_sheet,
)
from yahtzee_tui.i18n import _
from yahtzee_tui.tui.views.choices import ONE_SHEET
from yahtzee_tui.tui.views.table_words import grand_total


def banner(app) -> str:
    return text_of(table(app).query_one("#banner"))


async def test_down_fills_top_to_bottom():
    app = app_for(game("yamb"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await click_cell(pilot, "down.threes")
        assert "down.threes" not in app.state.sheets[0]
        assert "DOWN fills top to bottom" in status(app)
        await click_cell(pilot, "down.ones")
        assert "down.ones" in app.state.sheets[0]


async def test_up_fills_bottom_to_top():
    app = app_for(game("yamb"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await click_cell(pilot, "up.ones")
        assert "up.ones" not in app.state.sheets[0]
        assert "UP fills bottom to top" in status(app)
        await click_cell(pilot, "up.royal")
        assert "up.royal" in app.state.sheets[0]


async def test_free_columns_fill_in_any_order():
    app = app_for(game("yamb", ["Ann"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await click_cell(pilot, "free1.poker")
        await pilot.press("r")
        await click_cell(pilot, "free2.fours")
        assert {"free1.poker", "free2.fours"} <= set(app.state.sheets[0])


async def test_middle_starts_from_max_and_min_and_grows_outward():
    app = app_for(game("yamb", ["Ann"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await click_cell(pilot, "middle.sixes")
        assert "middle.sixes" not in app.state.sheets[0]
        assert "MIDDLE fills outward" in status(app)
        await click_cell(pilot, "middle.max")
        await pilot.press("r")
        await click_cell(pilot, "middle.sixes")
        assert {"middle.max", "middle.sixes"} <= set(app.state.sheets[0])


async def test_c_after_the_first_roll_announces_a_call_shown_until_the_turn_ends():
    app = app_for(game("yamb", ["Ann"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "c")
        await move_cursor_to(pilot, "call.kenta")
        await pilot.press("enter")
        assert app.state.called == "kenta"
        assert "CALL KENTA" in banner(app)
        await pilot.press("r", "r")
        assert "CALL KENTA" in banner(app)
        await pilot.press("down")
        assert card(app).cursor == "call.kenta"  # the one cell the turn may end in
        await pilot.press("enter")
        assert "call.kenta" in app.state.sheets[0]
        assert "CALL" not in banner(app)


async def test_a_called_turn_can_fill_no_other_cell():
    app = app_for(game("yamb", ["Ann"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await click_cell(pilot, "call.yamb")
        assert app.state.called == "yamb"
        await click_cell(pilot, "free1.ones")
        assert "free1.ones" not in app.state.sheets[0]
        assert "this turn ends in CALL" in status(app)


async def test_a_call_after_the_second_roll_is_refused():
    app = app_for(game("yamb", ["Ann"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "r", "c")
        assert app.state.called is None
        await click_cell(pilot, "call.full")
        assert app.state.called is None
        assert "call.full" not in app.state.sheets[0]
        assert "CALL needs an announcement after the first roll" in status(app)


async def test_the_third_die_is_held_with_3_since_c_is_the_call_key():
    app = app_for(game("yamb", ["Ann"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "3", "f")
        assert app.state.held == (False, False, True, False, False, True)


async def test_other_players_totals_stand_beside_the_sheet():
    state = with_sheet(game("yamb", ["Ann", "Bob"]), {"free1.kenta": 61}, seat=1)
    app = app_for(state)
    async with app.run_test(size=(80, 24)):
        players = text_of(table(app).query_one("#players"))
        assert "Bob" in players and "61" in players
        assert card(app).view.headers == ("DOWN", "UP", "FREE 1", "FREE 2", "CALL", "MIDDLE")


async def test_c_takes_the_cursor_to_the_call_cell_of_its_row():
    app = app_for(game("yamb"))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("r")
        await move_cursor_to(pilot, "free1.fours")
        await pilot.press("c")
        assert card(app).cursor == "call.fours"
        assert "Enter calls Fours" in status(app)


async def test_escape_leaves_the_call_column_for_where_the_cursor_was():
    app = app_for(game("yamb"))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("r")
        await move_cursor_to(pilot, "free2.full")
        await pilot.press("c", "escape")
        assert card(app).cursor == "free2.full"
        assert app.state.called is None


async def test_call_cells_are_locked_before_the_first_roll():
    from yahtzee_tui.tui.views.card_view import card_view

    view = card_view(game("yamb"))
    column = view.headers.index("CALL")
    kinds = {row.cells[column].kind for row in view.rows if row.kind == "box"}
    assert kinds == {"locked"}


async def test_the_score_zero_question_never_suggests_min():
    from tests.tui.helpers import rolled
    from yahtzee_tui.tui.screens.confirm import ConfirmScreen

    filled = {"free1.max": 30, "free2.max": 30, "middle.max": 30}
    state = rolled(with_sheet(game("yamb"), filled), (6, 6, 5, 4, 3, 2))
    app = app_for(state)
    async with app.run_test(size=(100, 32)) as pilot:
        await click_cell(pilot, "free1.yamb", confirm=False)
        assert isinstance(app.screen, ConfirmScreen)
        detail = str(app.screen.query_one("#confirm-detail").render())
        assert "MIN" not in detail and "would score" in detail


async def test_c_after_the_second_roll_says_why_it_does_nothing():
    app = app_for(game("yamb", ["Ann"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "r", "c")
        assert app.state.called is None
        assert "after the second it is too late" in status(app)


async def test_while_choosing_a_call_the_call_cell_previews_its_points():
    from tests.tui.helpers import rolled

    app = app_for(rolled(game("yamb", ["Ann"]), (1, 1, 1, 1, 2, 2)))
    async with app.run_test(size=(100, 32)) as pilot:
        await move_cursor_to(pilot, "free1.ones")
        await pilot.press("c")
        assert card(app).cursor == "call.ones"
        cell = next(c for row in card(app).view.rows for c in row.cells if c.key == "call.ones")
        assert (cell.text, cell.kind) == ("4", "preview")
        await pilot.press("escape")
        cell = next(c for row in card(app).view.rows for c in row.cells if c.key == "call.ones")
        assert cell.kind == "locked"


async def test_while_choosing_a_call_the_hint_panel_rates_that_call():
    from tests.tui.helpers import rolled
    from yahtzee_tui.strategy import advise_state
    from yahtzee_tui.tui.views.hints import figure

    state = rolled(game("yamb", ["Ann"]), (1, 1, 1, 1, 2, 2))
    call_full = next(a for a in advise_state(state) if a.action == "call" and a.box == "full")
    app = app_for(state, hints=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await move_cursor_to(pilot, "free1.full")
        await pilot.press("c")
        assert card(app).cursor == "call.full"
        hints = text_of(table(app).query_one("#hints"))
        line = next(line for line in hints.splitlines() if "call FULL" in line)
        assert figure(state.ruleset, call_full.expected_score) in line


async def test_the_sheet_names_its_rows_as_the_messages_do():
    app = app_for(game("yamb", ["Ann"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await click_cell(pilot, "down.threes")
        assert "next is Ones" in status(app)
        labels = [row.label for row in card(app).view.rows]
        assert labels[:6] == ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"]


async def test_the_grand_total_shows_in_the_banner_at_80x24():
    state = with_sheet(game("yamb", ["Ann"]), {"free1.kenta": 61, "free2.yamb": 80})
    app = app_for(state)
    async with app.run_test(size=(80, 24)):
        assert "total 141" in banner(app)


async def test_enter_again_right_after_the_call_asks_before_scoring_with_rolls_left():
    from yahtzee_tui.tui.screens.confirm import ConfirmScreen

    app = app_for(game("yamb", ["Ann"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "c")
        called = card(app).cursor
        await pilot.press("enter")
        assert app.state.called == called.partition(".")[2]
        await pilot.press("enter")  # the slip: a second Enter on the called cell
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmScreen), what="a question")
        assert "2 rolls left" in text_of(app.screen.query_one("#confirm-question"))
        await pilot.press("escape")  # roll on
        await wait_for(pilot, lambda: not isinstance(app.screen, ConfirmScreen), what="the table")
        assert called not in app.state.sheets[0]
        await pilot.press("r")
        assert app.state.rolls_used == 2


async def test_enter_with_nothing_pointed_at_points_at_the_one_cell_left():
    app = app_for(game("yamb", ["Ann"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "c", "enter", "r", "r")
        called = f"call.{app.state.called}"
        assert card(app).cursor is None  # a roll points at nothing
        await pilot.press("enter")
        assert card(app).cursor == called
        assert called not in app.state.sheets[0]
        assert "scores" in status(app)
        await pilot.press("enter")
        assert called in app.state.sheets[0]


async def test_the_call_line_shows_whole_on_the_narrowest_table():
    from rich.console import Console
    from rich.text import Text

    app = app_for(game("yamb", ["Ann", "Bob"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "c")
        line = table(app).query_one("#status")
        words = status(app)
        assert words.startswith("Enter calls") and words.endswith("Esc: back.")
        width = line.content_size.width
        rows = len(Text(words).wrap(Console(width=width), width))
        assert rows > 2  # longer than the status line's least height
        await wait_for(pilot, lambda: line.content_size.height >= rows, what="the whole line")


async def test_v_shows_each_players_sheet_in_turn_with_its_name_over_it():
    app = app_for(game("yamb", ["Ann", "Bob"]))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("r")
        assert card(app).view.title == "Ann" and card(app).view.choosable()
        await pilot.press("v")
        assert card(app).seat == 1
        assert card(app).view.title == "Bob"
        assert card(app).view.choosable() == []  # another's sheet offers no cell
        assert "Bob" in text_of(card(app)).splitlines()[0]
        await pilot.press("v")
        assert card(app).seat is None and card(app).view.title == "Ann"


@pytest.mark.parametrize("language", ["en", "sr"], indirect=True)
async def test_v_alone_at_the_table_says_there_is_no_other_sheet(language):
    # It did nothing, and said nothing.
    app = app_for(game("yamb", ["Ann"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("v")
        await wait_for(pilot, lambda: _(ONE_SHEET) in status(app), what="the answer")
        assert card(app).seat is None and card(app).view.title == "Ann"


@pytest.mark.parametrize("language", ["en", "hr"], indirect=True)
@pytest.mark.parametrize("size", [(80, 24), (100, 32)])
@pytest.mark.parametrize("rules", ["yamb", "jamb"])
async def test_v_on_another_sheet_puts_its_name_and_total_in_the_banner(language, size, rules):
    # hr Jamb: `v` showed Robo's sheet while the banner went on saying `ukupno 548`, Ana's.
    free = "free1" if rules == "yamb" else "free"
    state = with_sheet(game(rules, ["Ana", "Robo"]), {f"{free}.sixes": 24, "down.ones": 3})
    state = with_sheet(state, {f"{free}.fives": 15}, seat=1)
    totals = [grand_total(state, seat) for seat in (0, 1)]
    assert totals[0] != totals[1]
    app = app_for(state)
    async with app.run_test(size=size) as pilot:
        own = _("total {points}").format(points=totals[0])
        robo = _("{name}'s sheet: total {points}").format(name="Robo", points=totals[1])
        assert own in banner(app) and robo not in banner(app)
        await pilot.press("v")
        await wait_for(pilot, lambda: robo in banner(app), what="Robo's total in the banner")
        assert own not in banner(app) and "Ana" in banner(app)  # still Ana's turn
        await pilot.press("v")
        await wait_for(pilot, lambda: own in banner(app), what="Ana's total again")


async def test_a_click_on_a_name_shows_that_sheet_and_a_move_brings_back_ones_own():
    from yahtzee_tui.tui.widgets.table_info import PlayersPanel

    app = app_for(game("yamb", ["Ann", "Bob"]))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("r")
        panel = table(app).query_one(PlayersPanel)
        await pilot.click(panel, offset=(3, 1))  # Bob's line
        await wait_for(pilot, lambda: card(app).seat == 1, what="Bob's sheet")
        assert card(app).view.title == "Bob"
        await pilot.press("1")  # a move is made on one's own sheet
        await wait_for(pilot, lambda: card(app).seat is None, what="Ann's sheet again")
        assert app.state.held[0]


async def test_home_and_end_point_along_the_call_column_after_c():
    # Help lists Home/End for pointing: they work in the CALL column as in any other.
    app = app_for(game("yamb"))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("r")
        await move_cursor_to(pilot, "free1.fours")
        await pilot.press("c")
        assert card(app).cursor == "call.fours"
        await pilot.press("end")
        assert card(app).cursor == "call.royal"  # the last row of the sheet
        await pilot.press("home")
        assert card(app).cursor == "call.ones"
        await pilot.press("enter")
        assert app.state.called == "ones"

"""Scoring is a deliberate choice: no box is pointed at after a roll, so a single key or click
never writes a score on a box the player did not point at during this roll."""

from __future__ import annotations

from tests.tui.helpers import app_for, card, click_cell, game, point_with_click, status
from tests.tui.waiting import wait_for


async def test_enter_right_after_a_roll_writes_nothing_and_says_how_to_choose():
    app = app_for(game("yahtzee", ["Ann", "Bob"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        rolled = app.state
        await pilot.press("enter")
        await wait_for(pilot, lambda: "arrow" in status(app))
        assert app.state is rolled
        assert app.state.current_sheet.cells_filled == 0
        assert card(app).cursor is None


async def test_after_a_roll_no_box_is_pointed_at_until_an_arrow_key():
    app = app_for(game("yahtzee"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        assert card(app).cursor is None
        await pilot.press("down")
        await wait_for(pilot, lambda: card(app).cursor is not None)
        pointed = card(app).cursor
        await pilot.press("enter")
        await wait_for(pilot, lambda: pointed in app.state.sheets[0])


async def test_a_cursor_left_from_the_last_roll_is_gone_after_the_next_roll():
    app = app_for(game("yahtzee"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "down")
        await wait_for(pilot, lambda: card(app).cursor is not None)
        await pilot.press("r")
        await wait_for(pilot, lambda: app.state.rolls_used == 2)
        assert card(app).cursor is None
        await pilot.press("enter")
        assert app.state.current_sheet.cells_filled == 0


async def test_a_first_click_selects_a_box_and_says_what_it_would_score():
    app = app_for(game("yahtzee", ["Ann", "Bob"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await point_with_click(pilot, "chance")
        assert "chance" not in app.state.sheets[0]
        assert f"Chance {sum(app.state.dice)}" in status(app)
        await click_cell(pilot, "chance", confirm=False)
        await wait_for(pilot, lambda: "chance" in app.state.sheets[0])


async def test_a_click_on_another_box_moves_the_selection_and_writes_nothing():
    app = app_for(game("yahtzee"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await point_with_click(pilot, "chance")
        await point_with_click(pilot, "ones")
        assert app.state.current_sheet.cells_filled == 0


async def rolled_and_row_name_at(pilot, key: str) -> tuple[int, int]:
    """After a roll, where a click lands on the name of `key`'s row (left of its cells)."""
    from tests.textual_shims import draw_frame
    from tests.tui.helpers import settle

    await pilot.press("r")
    await settle(pilot)
    draw_frame(pilot.app)
    cell = card(pilot.app).cell_offset(key)
    assert cell is not None
    return (1, cell.y)


async def test_a_click_on_a_boxs_name_points_at_its_cell_and_a_second_chooses_it():
    app = app_for(game("yahtzee", ["Ann", "Bob"]))
    async with app.run_test(size=(80, 24)) as pilot:
        name = await rolled_and_row_name_at(pilot, "chance")
        await pilot.click(card(app), offset=name)  # on "Chance", left of the cells
        await wait_for(pilot, lambda: card(app).cursor == "chance", what="Chance pointed at")
        assert app.state.current_sheet.cells_filled == 0
        await pilot.click(card(app), offset=name)
        await wait_for(pilot, lambda: "chance" in app.state.sheets[0], what="Chance scored")


async def test_a_click_on_a_yamb_rows_name_points_at_a_cell_that_may_be_filled():
    app = app_for(game("yamb", ["Ann"]))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.click(card(app), offset=await rolled_and_row_name_at(pilot, "down.ones"))
        await wait_for(pilot, lambda: card(app).cursor is not None, what="a cell pointed at")
        assert card(app).cursor == "down.ones"  # the first cell of the row that may be filled

"""Escape from a CALL (after `c` at the Yamb table) puts the cursor back where it was before
`c`: on no cell when it was on none, so that the next Enter scores nothing by surprise."""

from __future__ import annotations

from tests.tui.helpers import app_for, card, game, move_cursor_to, status, wait_for


async def test_escape_from_a_call_made_with_no_cell_pointed_at_points_at_none():
    app = app_for(game("yamb", ["Ann", "Bob"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        assert card(app).cursor is None
        await pilot.press("c")
        assert card(app).cursor is not None and card(app).cursor.startswith("call.")
        await pilot.press("down", "escape")
        assert card(app).cursor is None
        before = app.state
        await pilot.press("enter")
        await pilot.pause()
        assert app.state.sheets == before.sheets and app.state.current == before.current
        assert "Point at a box first" in status(app)


async def test_escape_after_moving_in_the_call_column_goes_back_to_the_cell_before_c():
    app = app_for(game("yamb", ["Ann"]))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("r")
        await move_cursor_to(pilot, "down.ones")
        await pilot.press("c", "down", "down", "escape")
        assert card(app).cursor == "down.ones"


async def test_c_after_a_call_taken_back_says_again_what_enter_calls():
    """Undo leaves the cursor on the CALL cell; `c` there must still answer, not move
    nowhere in silence."""
    app = app_for(game("jamb", ["Ann"], seed=21))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("r", "c")
        cell = card(app).cursor
        await pilot.press("enter")
        await wait_for(pilot, lambda: app.state.called is not None)
        await pilot.press("u")
        await wait_for(pilot, lambda: app.state.called is None)
        await wait_for(pilot, lambda: "taken back" in status(app))
        assert card(app).cursor == cell
        await pilot.press("c")
        await wait_for(pilot, lambda: "Enter calls" in status(app))

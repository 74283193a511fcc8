"""Whole games played through the app as a player would: keyboard alone, mouse alone."""

from __future__ import annotations

from tests.tui.helpers import app_for, card, click_cell, game, move_cursor_to, table, wait_for
from yahtzee_tui.game import options, standings
from yahtzee_tui.tui.screens.confirm import ConfirmScreen
from yahtzee_tui.tui.screens.game_over import GameOverScreen
from yahtzee_tui.tui.widgets.die import Die


def best_legal(state):
    return max((o for o in options(state) if o.legal), key=lambda o: o.points)


async def test_a_whole_yahtzee_game_for_two_by_keyboard_alone():
    app = app_for(game("yahtzee", ["Ann", "Bob"], seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        turns = 0
        while not isinstance(app.screen, GameOverScreen):
            await pilot.press("r")
            if turns % 3 == 0:
                # Hold the first two dice and roll again, with letters this time.
                await pilot.press("a", "b", "space")
            target = best_legal(app.state).cell
            await move_cursor_to(pilot, target)
            await pilot.press("enter")
            if isinstance(app.screen, ConfirmScreen):
                await pilot.press("y")
            turns += 1
        final = app.state
        assert turns == 26
        assert final.is_over
        assert all(len([k for k in sheet if k != "yahtzee_bonus"]) == 13 for sheet in final.sheets)
        shown = app.screen.query_one("#over-banner")
        winner = standings(final)[0]
        assert winner.name in str(shown.render())


async def test_a_whole_yatzy_game_by_mouse_alone():
    # Alone at the table: the keyboard game above passes turns between two players.
    app = app_for(game("yatzy", ["Ann"], seed=9))
    async with app.run_test(size=(80, 24)) as pilot:
        turns = 0
        while not isinstance(app.screen, GameOverScreen):
            await pilot.click("#roll")
            if turns % 2 == 0:
                dice = list(table(app).query(Die))
                await pilot.click(dice[0])
                await pilot.click(dice[4])
                await pilot.click("#roll")
            await click_cell(pilot, best_legal(app.state).cell)
            turns += 1
        assert turns == 15
        assert app.state.is_over
        assert len(app.state.sheets[0]) == 15
        await pilot.click("#new-game")
        await wait_for(pilot, lambda: type(app.screen).__name__ == "StartScreen")


async def test_a_click_on_a_die_holds_it_and_a_second_click_frees_it():
    app = app_for(game("yatzy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        die = list(table(app).query(Die))[2]
        await pilot.click(die)
        await wait_for(pilot, lambda: app.state.held[2] and die.held)
        await pilot.click(die)
        await wait_for(pilot, lambda: not app.state.held[2] and not die.held)


async def test_keys_one_to_five_hold_the_dice():
    app = app_for(game("yahtzee"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "1", "3", "5")
        assert app.state.held == (True, False, True, False, True)
        assert [d.held for d in table(app).query(Die)] == [True, False, True, False, True]


async def test_the_first_arrow_after_a_roll_shows_the_cursor_on_an_open_box():
    app = app_for(game("yahtzee"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "down")
        assert card(app).cursor in {o.cell for o in options(app.state) if o.legal}

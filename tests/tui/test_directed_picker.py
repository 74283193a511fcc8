"""The DIRECTED column's picker at the table: the player who just played names a cell of the
next player's column, by keyboard or by mouse; the status line says what to do, the log says
what was named, and a computer names by itself."""

from __future__ import annotations

from tests.tui.helpers import app_for, log, rolled, status, table, wait_for
from tests.tui.test_snapshots import keys, size_params
from yahtzee_tui.game import GameState, Player, new_game, options, row_word, score
from yahtzee_tui.strategy.directed import costliest_row
from yahtzee_tui.tui.screens.name_cell import NameCellPicker

RULES = "jamb_directed"


def naming_due(players=("Ann", "Bob")) -> GameState:
    """Ann, first to play, has scored her turn: she names a cell of Bob's DIRECTED column."""
    state = new_game(RULES, list(players), seed=7, first_player=0)
    return score(rolled(state, [1, 2, 3, 4, 5, 6]), "free.yamb")


def picker(app) -> NameCellPicker:
    screen = app.screen
    assert isinstance(screen, NameCellPicker), type(screen).__name__
    return screen


async def test_the_picker_opens_for_the_player_who_names_and_enter_names_by_keyboard():
    app = app_for(naming_due())
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, NameCellPicker), what="picker")
        assert "Ann, name a cell of Bob's DIRECTED column" in str(picker(app).title_words)
        rows = [row for row, _ in picker(app).choices]
        assert rows == list(app.state.ruleset.box_ids)
        for _ in range(rows.index("full")):
            await pilot.press("down")
        await pilot.press("enter")
        await wait_for(pilot, lambda: app.state.named == "full", what="FULL named")
        assert app.state.current == 1 and not app.state.naming
        assert not isinstance(app.screen, NameCellPicker)
        await wait_for(pilot, lambda: "names FULL for Bob" in log(app), what="the log line")
        assert "Bob to roll" in status(app)


async def test_a_click_on_a_row_names_it():
    app = app_for(naming_due())
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, NameCellPicker), what="picker")
        rows = [row for row, _ in picker(app).choices]
        await pilot.click("#menu-list", offset=(3, rows.index("poker")))
        await wait_for(pilot, lambda: app.state.named == "poker", what="POKER named by a click")


async def test_escape_leaves_the_naming_for_later_the_status_says_how_and_n_reopens():
    app = app_for(naming_due())
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, NameCellPicker), what="picker")
        await pilot.press("escape")
        await wait_for(pilot, lambda: not isinstance(app.screen, NameCellPicker))
        await wait_for(pilot, lambda: "Name a cell of Bob's DIRECTED column" in status(app))
        # Nothing else may be done meanwhile: Roll is not offered.
        await pilot.press("r")
        await pilot.pause()
        assert app.state.naming and app.state.rolls_used == 0
        await pilot.press("n")
        await wait_for(pilot, lambda: isinstance(app.screen, NameCellPicker), what="reopened")
        await pilot.press("enter")
        await wait_for(pilot, lambda: app.state.named == "ones")


async def test_the_naming_undoes_and_the_picker_comes_back():
    app = app_for(naming_due())
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, NameCellPicker), what="picker")
        await pilot.press("enter")
        await wait_for(pilot, lambda: app.state.named == "ones")
        await pilot.press("u")
        await wait_for(pilot, lambda: app.state.naming, what="the naming undone")
        await wait_for(pilot, lambda: isinstance(app.screen, NameCellPicker), what="again")


async def test_n_says_why_when_nothing_is_to_name():
    app = app_for(new_game(RULES, ["Ann", "Bob"], seed=7, first_player=0))
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.state is not None and app.screen is table(app))
        await pilot.press("n")
        await wait_for(pilot, lambda: "Nothing to name now" in status(app))
        assert not isinstance(app.screen, NameCellPicker)


async def test_a_computer_names_the_cell_that_costs_the_next_player_most():
    state = naming_due((Player("Bot", "computer", "easy"), "Bob"))  # type: ignore[arg-type]
    costliest = costliest_row(state)
    word = row_word(state.ruleset, costliest)
    app = app_for(state)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.state.named is not None, what="the computer's naming")
        assert app.state.named == costliest and app.state.current == 1
        assert not isinstance(app.screen, NameCellPicker)
        await wait_for(pilot, lambda: f"names {word} for Bob" in log(app))
        directed = [o for o in options(app.state) if o.column == "directed"]
        assert all(f"next is {word}" in (o.reason or "") for o in directed if o.box != costliest)


@size_params
def test_the_picker_as_a_picture(snap_compare, size):
    app = app_for(naming_due())
    assert snap_compare(app, terminal_size=size, run_before=keys("down", "down"))


def test_the_others_are_told_who_names_for_whom():
    from yahtzee_tui.tui.views.table_words import waiting_line

    line = waiting_line(naming_due())
    assert line == "Ann names a cell of Bob's DIRECTED column: wait."


def test_while_a_cell_is_named_the_banner_says_so_not_that_no_die_is_rolled():
    from yahtzee_tui.tui.views.table_words import turn_banner

    words = "".join(
        word if isinstance(word, str) else word[0] for word in turn_banner(naming_due())
    )
    assert "naming a cell for Bob" in words and "not rolled yet" not in words

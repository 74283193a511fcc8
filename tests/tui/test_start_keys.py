"""The start screen as a new player meets it: the first choice has the focus, Enter and the
arrows go from field to field, and only the Start button or its key (named in the footer)
starts a game."""

from __future__ import annotations

from textual.widgets import Button, Input, OptionList, Select

from tests.textual_shims import FooterKey
from tests.tui.helpers import app_for, game, settle, table, wait_for
from yahtzee_tui.game import roll
from yahtzee_tui.storage.saves import save_game
from yahtzee_tui.tui.screens.start import StartScreen
from yahtzee_tui.tui.widgets.saved_games import SavedGameList
from yahtzee_tui.tui.widgets.seats import SeatRow


def focused_name(app) -> str:
    """The focused widget by its id, or by its kind where it has none."""
    focused = app.focused
    return focused.id or type(focused).__name__ if focused is not None else "nothing"


async def test_the_rule_list_has_the_focus_first():
    app = app_for()
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.focused, OptionList))
        assert focused_name(app) == "rule-list"


async def test_enter_on_a_rule_set_then_in_the_name_starts_no_game():
    """The tester's two Enters: the rule set chosen, the name typed; no game yet."""
    app = app_for()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.focused, Input))
        await pilot.press(*"Ann", "enter")
        await settle(pilot)
        assert app.state is None and isinstance(app.screen, StartScreen)
        assert isinstance(app.focused, Select)  # the seat's kind, next in the form


async def test_enter_in_the_seed_and_the_games_moves_on_to_the_start_button():
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        app.screen.query_one("#seed", Input).focus()
        await pilot.press(*"42", "enter")
        await wait_for(pilot, lambda: focused_name(app) == "games")
        await pilot.press("enter")
        await wait_for(pilot, lambda: focused_name(app) == "start")
        assert app.state is None
        await pilot.press("enter")  # on the Start button: the game starts
        await wait_for(pilot, lambda: app.state is not None)
        assert table(app).app.state.seed == 42


async def test_down_goes_through_the_rule_sets_then_on_through_the_form():
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        await wait_for(pilot, lambda: focused_name(app) == "rule-list")
        visited = []
        for _ in range(9):
            await pilot.press("down")
            await settle(pilot)
            visited.append(focused_name(app))
        assert app.screen.chosen_rules == "yamb"
        assert visited == [
            *("rule-list", "rule-list", "preset-select", "Input", "Select", "add-seat"),
            *("seed", "games", "start"),
        ]
        assert not app.screen.query_one(SeatRow).kind_select.expanded  # down moved past it
        for _ in range(6):
            await pilot.press("up")
        await wait_for(pilot, lambda: focused_name(app) == "preset-select")


async def test_arrows_still_choose_in_an_open_list():
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        kind = app.screen.query_one(SeatRow).kind_select
        kind.focus()
        await pilot.press("enter")  # opens the list of who plays the seat
        await wait_for(pilot, lambda: kind.expanded)
        await pilot.press("down", "enter")
        await wait_for(pilot, lambda: not kind.expanded)
        assert kind.value != "human"


async def test_down_from_the_saved_game_reaches_the_rule_list():
    save_game(roll(game("yahtzee", ["Ann", "Bob"])))
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        screen = app.screen
        await wait_for(pilot, lambda: app.focused in screen.query_one(SavedGameList).query(Button))
        for _ in range(4):
            if focused_name(app) == "rule-list":
                break
            await pilot.press("down")
            await settle(pilot)
        assert focused_name(app) == "rule-list"


async def test_ctrl_s_starts_the_game_from_a_name_field():
    app = app_for()
    async with app.run_test(size=(80, 24)) as pilot:
        app.screen.query_one(SeatRow).name_input.focus()
        await pilot.press(*"Ann", "ctrl+s")
        await wait_for(pilot, lambda: app.state is not None)
        assert [player.name for player in table(app).app.state.players] == ["Ann"]


async def test_a_click_in_the_name_then_enter_moves_on_without_starting():
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        name = app.screen.query_one(SeatRow).name_input
        await settle(pilot)
        await pilot.click(name)
        await wait_for(pilot, lambda: app.focused is name)
        await pilot.press(*"Ann", "enter")
        await settle(pilot)
        assert app.state is None and isinstance(app.focused, Select)


# The Start key's words in each language (the catalogues' "Start game").
START_WORDS = {"en": "Start game", "hr": "Počni igru", "sr": "Počni igru", "sl": "Začni igro"}


async def test_the_footer_names_the_start_key_and_a_click_on_it_starts(language):
    app = app_for()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        keys = [key for key in app.screen.query(FooterKey) if key.key == "ctrl+s"]
        assert keys and keys[0].region.width > 0
        assert START_WORDS[language] in str(keys[0].render())
        await pilot.click(keys[0])
        await wait_for(pilot, lambda: app.state is not None)

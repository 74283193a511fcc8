"""The start screen by keyboard: focus, Enter, Tab order, asking before a save is replaced."""

from __future__ import annotations

from tests.tui.helpers import app_for, game, table, wait_for
from yahtzee_tui.game import roll
from yahtzee_tui.storage.saves import load_game, save_game
from yahtzee_tui.tui.screens.confirm import ConfirmScreen
from yahtzee_tui.tui.screens.start import StartScreen
from yahtzee_tui.tui.widgets.die import Die
from yahtzee_tui.tui.widgets.seats import SeatRow


def asked(app) -> bool:
    """A question is up, its buttons in place."""
    return isinstance(app.screen, ConfirmScreen) and bool(app.screen.query("#no"))


def six_player_game():
    return roll(game("yahtzee", ["Ann", "Bob", "Cy", "Dee", "Eve", "[b]Fay"]))


async def test_starting_a_new_game_asks_before_it_replaces_the_saved_one():
    saved = six_player_game()
    save_game(saved)
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.click("#start")
        await wait_for(pilot, lambda: asked(app))
        question = str(app.screen.query_one("#confirm-question").render())
        assert question == (
            "This replaces the saved game of Ann, Bob, Cy, Dee, Eve, [b]Fay (turn 1 of 13). "
            "Start anyway?"
        )
        await pilot.press("n")
        await wait_for(pilot, lambda: len(app.screen_stack) == 2 and app.screen.is_current)
        assert isinstance(app.screen, StartScreen)
        assert load_game().history == saved.history
        await pilot.click("#start")
        await wait_for(pilot, lambda: asked(app))
        await pilot.press("y")
        await wait_for(pilot, lambda: app.state is not None)
        assert [player.name for player in table(app).app.state.players] == ["Player 1"]
        assert [player.name for player in load_game().players] == ["Player 1"]


async def test_without_a_saved_game_start_asks_nothing():
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.click("#start")
        await wait_for(pilot, lambda: app.state is not None)
        table(app)


async def test_the_new_game_question_says_the_game_stays_saved_until_another_starts():
    app = app_for(game("yahtzee"))
    async with app.run_test(size=(100, 32)) as pilot:
        app.action_new_game()
        await wait_for(pilot, lambda: asked(app))
        detail = str(app.screen.query_one("#confirm-detail").render())
        assert "until another game starts" in detail
        assert "asks before a new game replaces it" in detail


async def test_tab_visits_every_field_once_with_no_invisible_stop():
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        visited = []
        for _ in range(11):
            focused = app.focused
            visited.append(focused.id or type(focused).__name__)
            await pilot.press("tab")
        assert visited == [
            *("rule-list", "Input", "Select", "add-seat", "seed", "games", "start", "daily"),
            *("host-table", "join-table", "rule-list"),
        ]


async def test_a_name_typed_and_ctrl_s_start_the_game():
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("tab", *"Ann", "ctrl+s")
        await wait_for(pilot, lambda: app.state is not None)
        assert [player.name for player in table(app).app.state.players] == ["Ann"]


async def test_six_tabs_and_enter_start_the_game_with_the_default_name():
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press(*["tab"] * 6, "enter")  # on the Start button
        await wait_for(pilot, lambda: app.state is not None)
        assert [player.name for player in table(app).app.state.players] == ["Player 1"]


async def test_new_game_after_game_over_keeps_the_players_and_the_rule_set():
    from tests.tui.helpers import played_until
    from yahtzee_tui.game import Player, new_game

    seats = [Player("Ann"), Player("Bot", kind="computer", level="expert")]
    over = played_until(new_game("yatzy", seats, 3, first_player=0))
    app = app_for(over)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("n")
        await wait_for(pilot, lambda: isinstance(app.screen, StartScreen))
        assert app.screen.chosen_rules == "yatzy"
        await pilot.click("#start")
        await wait_for(pilot, lambda: app.state is not None)
        state = table(app).app.state
        assert (state.rules_id, state.players) == ("yatzy", tuple(seats))


async def test_enter_on_the_replace_question_keeps_the_saved_game():
    saved = six_player_game()
    save_game(saved)
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.click("#start")
        await wait_for(pilot, lambda: asked(app))
        assert app.screen.focused is app.screen.query_one("#no")
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, StartScreen))
        assert load_game().history == saved.history


async def test_the_start_screen_remembers_the_last_names_rule_set_and_seats():
    from yahtzee_tui.game import Player

    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("down", "down", "enter")  # Yamb, then on to its table
        await wait_for(pilot, lambda: app.focused.id == "preset-select")
        app.screen.query(SeatRow)[0].name_input.focus()
        await pilot.press(*"Ann")
        await pilot.click("#add-seat")
        await pilot.press(*"Bot")
        app.screen.query(SeatRow)[1].choose("expert")
        await pilot.press("ctrl+s")  # in Bot's name: the game starts
        await wait_for(pilot, lambda: app.state is not None)
    again = app_for()
    async with again.run_test(size=(100, 32)) as pilot:
        assert again.screen.chosen_rules == "yamb"
        await pilot.click("#start")
        await wait_for(pilot, lambda: asked(again))
        await pilot.press("y")
        await wait_for(pilot, lambda: again.state is not None)
        assert again.state.players == (Player("Ann"), Player("Bot", "computer", "expert"))


async def test_the_start_screen_opens_the_settings_with_o():
    from yahtzee_tui.tui.screens.settings import SettingsScreen

    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("o")
        await wait_for(pilot, lambda: isinstance(app.screen, SettingsScreen))
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(app.screen, StartScreen))


async def test_the_title_dice_are_made_only_once_the_terminal_is_tall_enough_to_show_them():
    app = app_for()
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, StartScreen))
        assert not app.screen.query(Die)  # hidden below the tall size: not made at all
        await pilot.resize_terminal(100, 32)
        await wait_for(pilot, lambda: len(app.screen.query(Die)) == 5)
        assert app.screen.query_one("#start-dice").display
    tall = app_for()
    async with tall.run_test(size=(100, 32)) as pilot:
        await wait_for(pilot, lambda: isinstance(tall.screen, StartScreen))
        assert len(tall.screen.query(Die)) == 5  # made with the screen at the tall size


# The field that fixes the dice, as each language names it and says it is left empty: words a
# new player reads ("Početni broj nasumično", "starting number random", read as nothing).
DICE_ROLLS_WORDS = {
    "en": ("Dice rolls", "random"),
    "hr": ("Niz bacanja", "nasumičan"),
    "sr": ("Niz bacanja", "nasumičan"),
    "sl": ("Zaporedje metov", "naključno"),
}


async def test_the_field_that_fixes_the_dice_is_named_in_words_and_fits_at_80_columns(language):
    from textual.widgets import Input, Static

    from tests.tui.helpers import text_of

    app = app_for()
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, StartScreen))
        label, left_empty = DICE_ROLLS_WORDS[language]
        seed_label = app.screen.query_one("#seed-label", Static)
        assert text_of(seed_label) == label
        assert app.screen.query_one("#seed", Input).placeholder == left_empty
        # On one row with the games and the start button, within the screen.
        start = app.screen.query_one("#start")
        assert start.region.y <= seed_label.region.y < start.region.bottom
        assert start.region.right <= 80

"""The app around the table: start screen, resume, help, commands, terminal size, names."""

from __future__ import annotations

from tests.textual_shims import notifications
from tests.tui.helpers import THEME, app_for, game, table, text_of, wait_for
from yahtzee_tui.engine import get_rules
from yahtzee_tui.game import roll, toggle_hold
from yahtzee_tui.storage.saves import has_saved_game, load_game, save_game
from yahtzee_tui.storage.settings import Settings
from yahtzee_tui.tui.screens.help import HelpScreen
from yahtzee_tui.tui.screens.start import StartScreen
from yahtzee_tui.tui.screens.too_small import TooSmallScreen
from yahtzee_tui.tui.views.help_text import help_renderable


async def test_the_start_screen_sets_up_a_game_of_the_chosen_rules():
    app = app_for()
    async with app.run_test(size=(80, 24)) as pilot:
        assert isinstance(app.screen, StartScreen)
        await pilot.press("down", "enter")  # Yatzy, then on to the first name
        await pilot.press(*"Ann")
        await pilot.click("#add-seat")
        await pilot.press(*"Bob")
        app.screen.query_one("#seed").value = "42"
        await pilot.click("#start")
        await wait_for(pilot, lambda: app.state is not None)
        state = table(app).app.state
        assert state.rules_id == "yatzy"
        assert [p.name for p in state.players] == ["Ann", "Bob"]
        assert state.seed == 42


async def test_a_seat_left_empty_plays_as_player_n():
    app = app_for()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.click("#start")
        await wait_for(pilot, lambda: app.state is not None)
        assert [p.name for p in app.state.players] == ["Player 1"]


async def test_the_start_screen_says_why_players_are_refused():
    app = app_for()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", *"Ann")
        await pilot.click("#add-seat")
        await pilot.press(*"Ann")
        await pilot.click("#start")
        message = app.screen.query_one("#start-message")
        await wait_for(pilot, lambda: "two players are named Ann" in text_of(message))
        assert isinstance(app.screen, StartScreen)


async def test_every_move_is_saved_as_it_happens():
    app = app_for(game("yahtzee"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "2")
        saved = load_game()
        assert saved.dice == app.state.dice
        assert saved.held == app.state.held


async def test_quit_mid_turn_then_resume_exactly_where_the_player_was():
    first = app_for(game("yamb", ["Ann", "Bob"]))
    async with first.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "1", "4", "r", "6")
        where = first.state
        await pilot.press("ctrl+q")
    assert has_saved_game()
    again = app_for()
    async with again.run_test(size=(80, 24)) as pilot:
        assert isinstance(again.screen, StartScreen)
        await pilot.click("#resume")
        await wait_for(pilot, lambda: again.state is not None)
        table(again)
        resumed = again.state
        assert (resumed.dice, resumed.held, resumed.rolls_used) == (
            where.dice,
            where.held,
            where.rolls_used,
        )
        assert resumed.history == where.history
        await pilot.press("r")
        assert again.state.rolls_used == 3


async def test_a_finished_game_leaves_no_save_to_resume():
    from tests.tui.helpers import played_until

    almost = played_until(game("yatzy", ["Ann"]), turns_left=1)
    save_game(almost)
    app = app_for(almost)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "down", "enter", "y")
        assert app.state.is_over
        await wait_for(pilot, lambda: not has_saved_game(), what="the save gone once recorded")


async def test_an_unreadable_save_is_reported_and_can_be_set_aside(tmp_path):
    from yahtzee_tui.storage.saves import default_save_path

    default_save_path().write_text("{not json", encoding="utf-8")
    app = app_for()
    async with app.run_test(size=(80, 24)) as pilot:
        problem = text_of(app.screen.query_one("#resume-problem"))
        assert "cannot be resumed" in problem
        await pilot.click("#set-aside")
        await wait_for(pilot, lambda: not has_saved_game())
        assert not list(app.screen.query("#resume-problem"))


async def test_a_save_that_does_not_replay_resumes_from_its_last_consistent_position():
    import shutil
    from pathlib import Path

    from yahtzee_tui.storage.saves import default_save_path

    damaged = Path(__file__).parents[1] / "storage/damaged/several_dice_held_by_0_1_0.json"
    shutil.copyfile(damaged, default_save_path())
    app = app_for()
    async with app.run_test(size=(80, 24)) as pilot:
        problem = text_of(app.screen.query_one("#resume-problem"))
        assert "do not match the history" in problem and "replay up to turn 2" in problem
        await pilot.click("#recover")
        await wait_for(pilot, lambda: app.state is not None, what="the recovered game")
        state = table(app).app.state
        assert (state.turn, state.rolls_used, dict(state.sheets[0])) == (2, 1, {"chance": 27})
        [kept] = default_save_path().parent.glob("game.json.corrupt-*")
        assert kept.read_bytes() == damaged.read_bytes()
        assert load_game(default_save_path()) == state


async def test_help_opens_with_question_mark_and_closes_with_escape():
    app = app_for(game("yatzy"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        assert app.screen.rules.id == "yatzy"
        await pilot.press("escape")
        table(app)


def test_help_lists_every_box_with_how_it_scores():
    from rich.console import Console

    for rules_id in ("yahtzee", "yatzy", "yamb"):
        rules = get_rules(rules_id)
        console = Console(width=200, record=True)
        console.print(help_renderable(rules))
        text = console.export_text()
        for box in rules.boxes:
            assert box.name in text and box.rule in text
        for _, name, order in rules.columns:
            assert name in text and order in text


def test_yahtzee_help_names_the_bonuses_and_the_joker_values():
    from rich.console import Console

    console = Console(width=200, record=True)
    console.print(help_renderable(get_rules("yahtzee")))
    text = console.export_text()
    assert "Upper bonus: 35 when the six upper boxes add up to 63 or more." in text
    assert "+100 for each further Yahtzee" in text
    assert "Full house 25, Sm. straight 30, Lg. straight 40" in text


def help_text_of(rules_id: str) -> str:
    from rich.console import Console

    console = Console(width=400, record=True)
    console.print(help_renderable(get_rules(rules_id)))
    return " ".join(console.export_text().split())


def test_help_says_what_o_plays_for_in_each_rule_set():
    # `o` switches a Yamb game's hints between points and the win: help said "(not in Yamb)".
    assert "o what the hints play for: points or the win" in help_text_of("jamb")
    assert "o what the hints play for: points, the win, or your best + 1" in help_text_of("yatzy")
    assert "not in Yamb" not in help_text_of("yahtzee")


def test_help_says_what_the_chances_to_win_weigh():
    # A Jamb player 150 points ahead and shown at 45 % thought the figures swapped.
    for rules_id, rough in (("yahtzee", False), ("jamb", True)):
        text = help_text_of(rules_id)
        assert "the player ahead on points can be behind in it" in text
        assert ("≈ marks a figure from few games" in text) == rough


async def test_a_terminal_below_80x24_asks_to_be_enlarged_and_the_game_comes_back():
    app = app_for(game("yahtzee"))
    async with app.run_test(size=(70, 20)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, TooSmallScreen))
        assert "Enlarge the terminal to 80x24" in text_of(
            app.screen.query_one("#too-small-message")
        )
        await pilot.press("r")
        assert not app.state.has_rolled
        await pilot.resize_terminal(80, 24)
        await wait_for(pilot, lambda: not isinstance(app.screen, TooSmallScreen))
        table(app)
        await pilot.press("r")
        assert app.state.has_rolled


async def test_names_are_shown_literally():
    name = "[red]x [link=http://x]y"
    app = app_for(game("yahtzee", [name, "Bob"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        assert f"{name}'s turn" in text_of(table(app).query_one("#banner"))
        assert "[red]x" in text_of(table(app).query_one("#log"))


async def test_the_command_palette_offers_new_game_undo_help_and_hints():
    from yahtzee_tui.tui.commands import GameCommands

    state = toggle_hold(roll(game("yahtzee")), 0)
    app = app_for(state)
    async with app.run_test(size=(80, 24)):
        provider = GameCommands(app.screen)
        names = [name for name, _, _ in provider._commands()]
        assert names == [
            "New game",
            "Undo",
            "Help",
            "Records",
            "Stats",
            "Settings",
            "Show hints",
            "Apply hint",
        ]


async def test_new_game_from_the_palette_keeps_the_game_saved_for_later():
    from yahtzee_tui.tui.screens.confirm import ConfirmScreen

    app = app_for(game("yahtzee"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        app.action_new_game()
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("y")
        assert isinstance(app.screen, StartScreen)
        assert has_saved_game()
        assert app.screen.query_one("#resume")


async def test_the_screenshot_command_saves_in_the_data_directory_and_says_where():
    from yahtzee_tui import paths

    app = app_for(game("yahtzee"))
    async with app.run_test(size=(80, 24)) as pilot:
        (command,) = [c for c in app.get_system_commands(app.screen) if c.title == "Screenshot"]
        command.callback()
        await wait_for(pilot, lambda: list((paths.data_dir() / "screenshots").glob("*.svg")))
        (saved,) = (paths.data_dir() / "screenshots").glob("*.svg")
        assert saved.read_text(encoding="utf-8").startswith("<svg")
        messages = [notification.message for notification in notifications(app)]
        assert messages == [f"Screenshot saved to {saved}"]


def test_help_names_as_many_die_keys_as_there_are_dice():
    from rich.console import Console

    for rules_id, keys in (("yahtzee", "1-5  a-e"), ("yamb", "1-6  a b d e f")):
        console = Console(width=200, record=True)
        console.print(help_renderable(get_rules(rules_id)))
        text = console.export_text()
        assert keys in text and "1-6  a-f" not in text


def test_a_lone_player_s_game_over_words_read_as_a_sentence():
    from tests.tui.helpers import played_until
    from yahtzee_tui.game import standings
    from yahtzee_tui.tui.screens.game_over import winner_words

    state = played_until(game("yatzy", ["Ann"]))
    total = standings(state)[0].total
    assert winner_words(state).plain == f"Ann\n{total} points · the final score"


def styled_screens(app) -> set[str]:
    """The screens the app's stylesheet holds rules for (the first name of each selector)."""
    return {
        selector.selectors[0].name
        for rule in app.stylesheet.rules
        for selector in rule.selector_set
        if selector.selectors[0].name.endswith("Screen")
    }


async def test_each_large_screen_brings_its_styles_when_it_is_first_shown():
    app = app_for()
    async with app.run_test(size=(80, 24)) as pilot:
        assert isinstance(app.screen, StartScreen)
        assert "StartScreen" in styled_screens(app)
        assert not {"TableScreen", "GameOverScreen"} & styled_screens(app)
        await pilot.click("#start")
        await wait_for(pilot, lambda: app.state is not None)
        table(app)
        assert "TableScreen" in styled_screens(app)
        assert "GameOverScreen" not in styled_screens(app)


async def test_a_screen_shown_first_adds_its_styles_without_parsing_the_others_again():
    app = app_for(settings=Settings(theme=THEME))  # the theme kept: none set at the start
    async with app.run_test(size=(80, 24)) as pilot:
        assert isinstance(app.screen, StartScreen)
        reparsed: list[int] = []
        reparse = app.stylesheet.reparse

        def counted() -> None:
            reparsed.append(len(app.stylesheet.source))
            reparse()

        app.stylesheet.reparse = counted  # type: ignore[method-assign]
        await pilot.click("#start")
        await wait_for(pilot, lambda: app.state is not None)
        table(app)
        assert "TableScreen" in styled_screens(app)
        assert reparsed == []  # every source parsed anew, the whole app styled anew: none

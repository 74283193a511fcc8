"""The table's moves: undo, the zero confirmation, the Roll button, the roll animation."""

from __future__ import annotations

from tests.tui.helpers import (
    app_for,
    card,
    game,
    move_cursor_to,
    rolled,
    status,
    table,
    text_of,
    wait_for,
    with_sheet,
)
from yahtzee_tui.game import options
from yahtzee_tui.tui.screens.confirm import ConfirmScreen
from yahtzee_tui.tui.widgets.dice_tray import DiceTray
from yahtzee_tui.tui.widgets.die import Die


async def test_u_undoes_a_hold():
    app = app_for(game("yahtzee"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "2")
        assert app.state.held[1]
        await pilot.press("u")
        assert not app.state.held[1]
        assert not list(table(app).query(Die))[1].held


async def test_ctrl_z_undoes_a_score_and_gives_the_turn_back():
    app = app_for(game("yahtzee", ["Ann", "Bob"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "down")
        chosen = card(app).cursor
        await pilot.press("enter")
        if isinstance(app.screen, ConfirmScreen):
            await pilot.press("y")
        assert app.state.current == 1
        await pilot.press("ctrl+z")
        assert app.state.current == 0
        assert chosen not in app.state.sheets[0]
        assert app.state.rolls_used == 1


async def test_a_roll_cannot_be_undone():
    app = app_for(game("yahtzee"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        dice = app.state.dice
        await pilot.press("ctrl+z")
        assert app.state.dice == dice and app.state.rolls_used == 1


async def test_u_with_nothing_to_undo_says_why():
    app = app_for(game("yahtzee"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "u")
        status = text_of(table(app).query_one("#status"))
        assert status == "Nothing to undo: a roll cannot be taken back."


async def test_scoring_a_zero_while_a_box_would_score_asks_first():
    state = rolled(game("yahtzee"), (2, 3, 4, 5, 5))
    app = app_for(state)
    async with app.run_test(size=(80, 24)) as pilot:
        await move_cursor_to(pilot, "yahtzee")
        await pilot.press("enter")
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        assert "yahtzee" not in app.state.sheets[0]
        await pilot.press("enter", "y")
        assert app.state.sheets[0]["yahtzee"] == 0


async def test_enter_twice_does_not_score_a_needless_zero():
    state = rolled(game("yahtzee"), (2, 3, 4, 5, 5))
    app = app_for(state)
    async with app.run_test(size=(80, 24)) as pilot:
        await move_cursor_to(pilot, "yahtzee")
        await pilot.press("enter", "enter")
        await wait_for(pilot, lambda: not isinstance(app.screen, ConfirmScreen))
        assert "yahtzee" not in app.state.sheets[0]


async def test_a_zero_is_scored_without_asking_when_every_box_would_score_zero():
    cells = {box: 0 for box in ("ones", "twos", "threes", "fours", "fives", "sixes")}
    cells |= {"three_of_a_kind": 0, "four_of_a_kind": 0, "full_house": 0, "chance": 20}
    cells |= {"small_straight": 0, "large_straight": 0}
    state = rolled(with_sheet(game("yahtzee", ["Ann"]), cells), (1, 2, 3, 5, 5))
    app = app_for(state)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("down", "enter")
        assert not isinstance(app.screen, ConfirmScreen)
        assert app.state.is_over


async def test_the_roll_button_counts_down_and_is_disabled_when_no_roll_is_left():
    app = app_for(game("yatzy"))
    async with app.run_test(size=(80, 24)) as pilot:
        button = table(app).query_one("#roll")
        await pilot.press("r")
        assert "2 left" in str(button.label)
        await pilot.press("r", "r")
        assert button.disabled
        assert "No rolls left" in str(button.label)
        await pilot.click("#roll")
        assert app.state.rolls_used == 3


async def test_the_best_preview_stands_out_and_zero_previews_are_dim():
    state = rolled(game("yahtzee"), (3, 3, 3, 5, 5))
    app = app_for(state)
    async with app.run_test(size=(80, 24)):
        view = card(app).view
        kinds = {cell.key: cell.kind for row in view.rows for cell in row.cells if cell.key}
        assert kinds["full_house"] == "best"
        assert kinds["yahtzee"] == "zero"
        assert kinds["threes"] == "preview"


async def test_a_forced_joker_locks_every_box_but_its_upper_box():
    state = with_sheet(game("yahtzee"), {"yahtzee": 50})
    app = app_for(rolled(state, (4, 4, 4, 4, 4)))
    async with app.run_test(size=(80, 24)) as pilot:
        view = card(app).view
        kinds = {cell.key: cell.kind for row in view.rows for cell in row.cells if cell.key}
        assert kinds.pop("fours") == "best"
        assert set(kinds.values()) == {"locked"}
        await move_cursor_to(pilot, "chance")
        assert "Fours must take this Yahtzee" in status(app)


async def test_any_key_ends_the_roll_animation_at_once():
    app = app_for(game("yahtzee"))
    app.animations = True
    async with app.run_test(size=(80, 24)) as pilot:
        tray = table(app).query_one(DiceTray)
        table(app).roll_seconds = 3600  # the dice would tumble for hours unless a key stops them
        await pilot.press("r")
        assert tray.rolling
        await pilot.press("left")
        assert not tray.rolling
        assert tuple(die.value for die in tray.dice) == app.state.dice


async def test_the_scorecard_previews_only_once_the_dice_have_settled():
    app = app_for(game("yahtzee"))
    app.animations = True
    async with app.run_test(size=(80, 24)) as pilot:
        table(app).roll_seconds = 3600
        await pilot.press("r")
        assert {c.kind for r in card(app).view.rows for c in r.cells if c.key} == {"open"}
        await pilot.press("down")
        previews = {c.kind for r in card(app).view.rows for c in r.cells if c.key}
        assert "open" not in previews
        assert len(options(app.state)) == 13


async def test_the_log_opens_with_who_starts_drawn_by_lot():
    from yahtzee_tui.game import new_game

    state = new_game("yahtzee", ["Ann", "Bob", "Cy"], seed=5)
    app = app_for(state)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("r")
        starter = state.players[state.first_player].name
        lines = text_of(table(app).query_one("#log")).splitlines()
        assert lines[0] == f"{starter} starts (drawn by lot)"


async def test_a_roomy_yamb_table_keeps_three_lines_for_the_log():
    from textual.containers import VerticalScroll

    from tests.tui.helpers import played_until

    app = app_for(played_until(game("yamb", ["Ann", "Bob"]), 150))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("r")
        log = table(app).query_one("#log-scroll", VerticalScroll)
        await wait_for(pilot, lambda: log.scrollable_content_region.height >= 3)


async def test_the_log_shows_the_newest_entry_after_the_terminal_shrinks():
    from textual.containers import VerticalScroll

    from tests.tui.helpers import played_until

    app = app_for(played_until(game("yamb", ["Ann", "Bob"]), 140))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("r")
        await pilot.resize_terminal(80, 24)
        log = table(app).query_one("#log-scroll", VerticalScroll)
        await wait_for(pilot, lambda: 0 < log.max_scroll_y == log.scroll_y)


async def test_a_lone_player_s_default_name_shows_whole_in_the_card_header():
    app = app_for(game("yahtzee", ["Player 1"]))
    async with app.run_test(size=(80, 24)):
        header = str(card(app).render()).splitlines()[0]
        assert "Player 1" in header


async def test_six_players_at_80_columns_see_a_short_bonus_to_go():
    app = app_for(game("yahtzee", ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]))
    async with app.run_test(size=(80, 24)):
        line = next(ln for ln in str(card(app).render()).splitlines() if ln.startswith("Bonus"))
        assert line.startswith("Bonus to go") and "63" in line and "-63" not in line


async def test_arrows_wrap_round_the_card():
    app = app_for(game("yahtzee"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await move_cursor_to(pilot, "ones")
        await pilot.press("up")
        assert card(app).cursor == "chance"
        await pilot.press("down")
        assert card(app).cursor == "ones"


async def test_left_and_right_wrap_round_the_yamb_columns():
    app = app_for(game("yamb"))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("r")
        await move_cursor_to(pilot, "down.ones")
        await pilot.press("left")
        assert card(app).cursor.startswith("middle.")
        await pilot.press("right")
        assert card(app).cursor.startswith("down.")


async def test_home_and_end_go_to_the_first_and_last_open_cell():
    state = rolled(with_sheet(game("yahtzee"), {"ones": 3, "chance": 20}), (2, 2, 3, 4, 6))
    app = app_for(state)
    async with app.run_test(size=(80, 24)) as pilot:
        await move_cursor_to(pilot, "fours")
        await pilot.press("end")
        assert card(app).cursor == "yahtzee"
        await pilot.press("home")
        assert card(app).cursor == "twos"


async def test_the_zero_question_moves_between_its_buttons_with_the_arrow_keys():
    state = rolled(game("yahtzee"), (2, 3, 4, 5, 5))
    app = app_for(state)
    async with app.run_test(size=(80, 24)) as pilot:
        await move_cursor_to(pilot, "yahtzee")
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmScreen) and app.focused)
        assert app.focused.id == "no"
        await pilot.press("right")
        assert app.focused.id == "yes"
        await pilot.press("left")
        assert app.focused.id == "no"
        await pilot.press("right", "enter")
        await wait_for(pilot, lambda: "yahtzee" in app.state.sheets[0])

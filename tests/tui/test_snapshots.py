"""How the screens look, pinned as pictures: every size, theme, seed and animation fixed.

Refresh with `pytest tests/tui --snapshot-update` and look at every changed picture.
"""

from __future__ import annotations

import pytest

from tests.textual_shims import frame_pending
from tests.tui.helpers import (
    app_for,
    game,
    played_until,
    records_shown,
    rolled,
    settle,
    wait_for,
    with_sheet,
)
from yahtzee_tui.game import roll, toggle_hold
from yahtzee_tui.storage.saves import save_game
from yahtzee_tui.tui.widgets.chance_meter import ChanceMeter
from yahtzee_tui.tui.widgets.seats import SeatRow

SIZES = {"80x24": (80, 24), "120x40": (120, 40)}
RULE_SETS = ("yahtzee", "yatzy", "yamb")
size_params = pytest.mark.parametrize("size", SIZES.values(), ids=SIZES.keys())
rules_params = pytest.mark.parametrize("rules", RULE_SETS)


def keys(*pressed: str):
    async def run_before(pilot) -> None:
        await pilot.pause()
        for key in pressed:
            await pilot.press(key)
        await settle(pilot)
        await meter_settled(pilot)

    return run_before


def meters_settled(app) -> bool:
    """Every win-chance meter on the screen shows the figures of the position (looked up
    afresh each time: a query keeps the widgets it first found)."""
    return all(meter.settled or not meter.display for meter in app.screen.query(ChanceMeter))


async def meter_settled(pilot) -> None:
    """Wait until a win-chance meter on the screen shows the figures of the position, then
    until the app has handled what that set off and drawn it. On a busy machine the meter's
    playouts take the processor from the app's own thread, and a `pilot.pause()` may end while
    the hints or the log still have messages queued, or before the frame that moves the log's
    scrollbar to its newest line: the picture would catch them half done."""
    await wait_for(pilot, lambda: meters_settled(pilot.app), 60, "the meter")
    await settle(pilot)
    await wait_for(pilot, lambda: not frame_pending(pilot.app.screen), what="the frame drawn")


@size_params
def test_start_screen(snap_compare, size):
    assert snap_compare(app_for(), terminal_size=size, run_before=keys())


@size_params
def test_start_screen_offers_to_resume_a_saved_game(snap_compare, size):
    save_game(toggle_hold(roll(game("yatzy", ["Ann", "[red]x"])), 1))
    assert snap_compare(app_for(), terminal_size=size, run_before=keys())


@size_params
def test_start_screen_offers_to_resume_a_damaged_save_from_its_last_consistent_turn(
    snap_compare, size
):
    import shutil
    from pathlib import Path

    from yahtzee_tui.storage.saves import default_save_path

    damaged = Path(__file__).parents[1] / "storage/damaged/several_dice_held_by_0_1_0.json"
    default_save_path().parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(damaged, default_save_path())
    assert snap_compare(app_for(), terminal_size=size, run_before=keys())


@size_params
@rules_params
def test_table_at_the_first_roll(snap_compare, rules, size):
    app = app_for(game(rules, ["Ann", "Bob", "Cy"]))
    assert snap_compare(app, terminal_size=size, run_before=keys("r"))


@size_params
@rules_params
def test_table_after_a_roll_with_held_dice(snap_compare, rules, size):
    app = app_for(game(rules, ["Ann", "Bob", "Cy"]))
    assert snap_compare(app, terminal_size=size, run_before=keys("r", "1", "3", "r"))


@size_params
def test_forced_joker_turn_locks_every_box_but_its_upper_box(snap_compare, size):
    state = with_sheet(game("yahtzee"), {"yahtzee": 50, "ones": 3, "chance": 21})
    app = app_for(rolled(state, (4, 4, 4, 4, 4)))
    assert snap_compare(app, terminal_size=size, run_before=keys())


@size_params
def test_yamb_call_turn_shows_the_announcement(snap_compare, size):
    app = app_for(game("yamb"))
    assert snap_compare(app, terminal_size=size, run_before=keys("r", "c", "down", "enter"))


YAMB_PART_FILLED = {
    "down.ones": 3,
    "down.twos": 6,
    "down.threes": 9,
    "up.royal": 0,
    "up.yamb": 70,
    "free1.kenta": 61,
    "free2.sixes": 24,
    "call.full": 46,
    "middle.max": 29,
    "middle.min": 9,
    "middle.sixes": 18,
}


@size_params
def test_yamb_columns_lock_cells_out_of_order(snap_compare, size):
    state = with_sheet(game("yamb"), YAMB_PART_FILLED)
    app = app_for(rolled(state, (2, 3, 3, 5, 6, 6)))
    assert snap_compare(app, terminal_size=size, run_before=keys())


@pytest.mark.usefixtures("meter_figures")  # the pictures show figures like a game's
@size_params
@pytest.mark.parametrize("rules", ["yahtzee", "yamb"])
def test_table_with_the_hint_panel_after_a_reroll(snap_compare, advisor_ready, rules, size):
    # The panel rates the new dice (the held ones still held); the log has the coach's word.
    app = app_for(game(rules, ["Ann", "Bob", "Cy"]), hints=True)
    assert snap_compare(app, terminal_size=size, run_before=keys("r", "1", "3", "r"))


@size_params
def test_start_screen_with_a_computer_seat(snap_compare, size):
    async def run_before(pilot) -> None:
        await pilot.pause()
        await pilot.click("#add-seat")
        await pilot.press(*"Bot")
        await pilot.click(pilot.app.screen.query(SeatRow)[1].kind_select)
        await pilot.pause()
        await pilot.press("down", "down", "down", "enter")
        await pilot.pause()

    assert snap_compare(app_for(), terminal_size=size, run_before=run_before)


@size_params
@pytest.mark.parametrize("rules", ["yahtzee", "yamb"])
def test_help(snap_compare, rules, size):
    app = app_for(game(rules))
    assert snap_compare(app, terminal_size=size, run_before=keys("question_mark"))


@size_params
@rules_params
def test_game_over(snap_compare, rules, size):
    app = app_for(played_until(game(rules, ["Ann", "Bob"], seed=11)))

    async def run_before(pilot) -> None:
        await pilot.pause()
        await wait_for(pilot, lambda: getattr(pilot.app.screen, "news", None) is not None)

    assert snap_compare(app, terminal_size=size, run_before=run_before)


def test_too_small_message(snap_compare):
    app = app_for(game("yahtzee"))
    assert snap_compare(app, terminal_size=(70, 20), run_before=keys())


def test_start_screen_shows_the_focused_field_in_sixteen_colours(snap_compare):
    from yahtzee_tui.tui import make_app

    app = make_app(animations=False, theme="ansi-dark")
    assert snap_compare(app, terminal_size=(80, 24), run_before=keys("tab", "tab"))


@size_params
def test_records_screen(snap_compare, size):
    from tests.tui.test_records_screen import recorded_games

    recorded_games()

    async def run_before(pilot) -> None:
        await pilot.press("s")
        await records_shown(pilot)

    assert snap_compare(app_for(), terminal_size=size, run_before=run_before)


@size_params
def test_a_box_pointed_at_after_a_roll(snap_compare, size):
    app = app_for(game("yahtzee", ["Ann", "Bob", "Cy"]))
    assert snap_compare(app, terminal_size=size, run_before=keys("r", "down", "down"))


@pytest.mark.usefixtures("meter_figures")  # the pictures show figures like a game's
@size_params
def test_yamb_call_cell_previews_its_points_while_it_is_chosen(snap_compare, advisor_ready, size):
    app = app_for(rolled(game("yamb", ["Ann", "Bob"]), (1, 1, 1, 1, 2, 2)), hints=True)
    assert snap_compare(app, terminal_size=size, run_before=keys("down", "c"))


@size_params
def test_the_zero_question_over_the_board(snap_compare, size):
    state = rolled(game("yahtzee", ["Ann", "Bob"]), (2, 3, 4, 5, 5))
    app = app_for(state)
    assert snap_compare(app, terminal_size=size, run_before=keys("end", "up", "enter"))


@size_params
def test_settings(snap_compare, size):
    app = app_for()
    assert snap_compare(app, terminal_size=size, run_before=keys("o"))


def test_six_players_with_default_computer_names_at_80x24(snap_compare):
    from yahtzee_tui.game import Player, new_game

    seats = [Player("Player 1")] + [
        Player(f"Computer {n}", kind="computer", level="expert") for n in range(2, 7)
    ]
    app = app_for(new_game("yahtzee", seats, 7, first_player=0), move_delay=3600)
    assert snap_compare(app, terminal_size=(80, 24), run_before=keys("r", "down", "enter"))

"""The hints' objective: `o` cycles points → win → target, the panel says which it plays for
and shows each option's chance beside its points, worked out off the UI loop and only ever
beside the position it was worked out for."""

from __future__ import annotations

import pytest

from tests.tui.helpers import app_for, game, played_until, table, text_of, wait_for
from yahtzee_tui.storage.settings import Settings
from yahtzee_tui.strategy import goals
from yahtzee_tui.strategy.goal_chances import goal_chances
from yahtzee_tui.tui.state.objective_chances import Goal, chance_key
from yahtzee_tui.tui.views.chance_words import fine_percent, percent
from yahtzee_tui.tui.views.hints import option_words

pytestmark = pytest.mark.usefixtures("advisor_ready")


def late_game(rules: str = "yahtzee", seed: int = 5, turns_left: int = 8):
    """Ann and Bob, each with four boxes open, Ann to roll."""
    return played_until(game(rules, ["Ann", "Bob"], seed=seed), turns_left)


def hint_lines(app) -> list[str]:
    return text_of(table(app).query_one("#hints")).splitlines()


async def chances_shown(pilot) -> None:
    await wait_for(pilot, lambda: "%" in "".join(hint_lines(pilot.app)[1:2]))


@pytest.fixture
def best_of_180(monkeypatch):
    """Every player's best recorded Yahtzee total is 180."""
    from yahtzee_tui.storage import records_read
    from yahtzee_tui.storage.records_read import PlayerStats

    def stats(name, rules=None, *, path=None):
        return [PlayerStats(name, "yahtzee", 3, 0, 170.0, 180, 150, 0.5, 0)]

    monkeypatch.setattr(records_read, "player_stats", stats)


async def test_o_cycles_points_win_target_and_the_panel_says_which(best_of_180):
    app = app_for(late_game(), hints=True)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = table(app)
        assert hint_lines(app)[0].startswith(("Advisor: expected final score", "expected score"))
        await pilot.press("o")
        assert screen.objective == "win"
        await wait_for(pilot, lambda: hint_lines(app)[0].startswith("Advisor: to win"))
        await pilot.press("o")
        assert screen.objective == "target"
        await wait_for(pilot, lambda: hint_lines(app)[0] == "Advisor: for 181+")
        await pilot.press("o")
        assert screen.objective == "points"
        await wait_for(
            pilot,
            lambda: hint_lines(app)[0].startswith(
                ("Advisor: expected final score", "expected score")
            ),
        )


async def test_to_win_each_option_shows_its_chance_beside_its_points_best_first():
    app = app_for(late_game(), hints=True)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("o", "r")
        await chances_shown(pilot)
        state = app.state
        found = goal_chances(state, goals.Goal("win"))
        assert found is not None
        title, *lines = hint_lines(app)
        assert title.startswith("Advisor: to win") and title.endswith("chance")
        best = found[0]
        assert option_words(state.ruleset, best.advice) in lines[0]
        assert lines[0].startswith("▸")
        assert lines[0].endswith((percent(best.chance), fine_percent(best.chance)))


async def test_a_chance_is_never_shown_for_another_position(monkeypatch):
    import threading

    from yahtzee_tui.strategy import goal_chances as module

    go_on = threading.Event()
    solve = module.goal_chances
    solves = []

    def second_solve_held(state, goal, progress=None, horizon=8):
        solves.append(state.dice)
        if len(solves) > 1:
            go_on.wait(timeout=30)
        return solve(state, goal, progress, horizon)

    monkeypatch.setattr(module, "goal_chances", second_solve_held)
    app = app_for(late_game(), hints=True)
    try:
        async with app.run_test(size=(100, 32)) as pilot:
            screen = table(app)
            await pilot.press("o", "r")
            await chances_shown(pilot)
            first = app.state
            await pilot.press("r")  # new dice: the last roll's chances are not theirs
            await wait_for(pilot, lambda: len(solves) == 2)
            assert app.state.dice != first.dice or app.state.rolls_used != first.rolls_used
            assert screen.hint.objective.chances is None
            assert "%" not in hint_lines(app)[1]
            go_on.set()
            await chances_shown(pilot)
            found = screen.chances.found(app.state, Goal("win"))
            assert found.key == chance_key(app.state, Goal("win"))
            assert screen.hint.objective.chances == found.options
    finally:
        go_on.set()


async def test_at_yamb_o_plays_for_the_win_and_the_panel_says_from_which_cell():
    app = app_for(game("yamb", ["Ann", "Bob"], seed=3), hints=True)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("r", "o")
        assert table(app).objective == "win"
        status = text_of(table(app).query_one("#status"))
        assert "chance to win beside its value, from 3 cells left" in status
        await wait_for(
            pilot, lambda: hint_lines(app)[0].startswith("Advisor: to win, from 3 cells")
        )
        await pilot.press("o")
        assert table(app).objective == "points"  # no target at Yamb


async def test_alone_at_yamb_the_hints_play_for_points():
    app = app_for(game("yamb", ["Ann"], seed=3), hints=True)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("o")
        assert table(app).objective == "points"
        await wait_for(pilot, lambda: "Yamb" in text_of(table(app).query_one("#status")))


async def test_in_yambs_last_cells_each_option_shows_its_chance_to_win_best_first():
    from tests.strategy.test_goal_chances_yamb import last_poker

    state = last_poker()
    app = app_for(state, hints=True, settings=Settings(objective="win"))
    async with app.run_test(size=(100, 32)) as pilot:
        await chances_shown(pilot)
        found = goal_chances(state, goals.Goal("win"))
        assert found is not None and found[0].advice.hold == (5, 5)
        title, *lines = hint_lines(app)
        assert title.startswith("Advisor: to win") and title.endswith("chance")
        assert option_words(state.ruleset, found[0].advice) in lines[0]
        assert lines[0].startswith("▸") and lines[0].endswith(percent(found[0].chance))


async def test_the_settings_objective_opens_a_game_playing_for_it():
    app = app_for(late_game(), hints=True, settings=Settings(objective="win"))
    async with app.run_test(size=(100, 32)) as pilot:
        await wait_for(pilot, lambda: hint_lines(app)[0].startswith("Advisor: to win"))


async def test_without_a_recorded_game_the_target_goes_back_to_points():
    app = app_for(late_game(), hints=True, settings=Settings(objective="target"))
    async with app.run_test(size=(100, 32)) as pilot:
        screen = table(app)
        await wait_for(pilot, lambda: screen.objective == "points")
        assert "(Ann has no finished game)" in text_of(screen.query_one("#status"))


async def test_the_target_is_the_players_best_plus_one(best_of_180):
    app = app_for(late_game(), hints=True)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("o", "o")
        await wait_for(pilot, lambda: hint_lines(app)[0].startswith("Advisor: for 181+"))
        await pilot.press("r")
        await chances_shown(pilot)


def behind_late(rules: str = "yahtzee"):
    """Ann behind with two boxes open after her last roll: scoring 0 in Yahtzee keeps the
    most points, Full house (also 0 now) the only chance to win."""
    from yahtzee_tui.game import roll

    return roll(roll(roll(late_game(rules, seed=18, turns_left=4))))


async def test_the_coach_flags_a_choice_that_gives_away_the_chance_to_win():
    from tests.tui.helpers import log, score_in
    from yahtzee_tui.strategy import advise_state
    from yahtzee_tui.tui.views.objectives import chance_loss_text

    state = behind_late()
    assert advise_state(state)[0].box == "yahtzee"  # the points' best
    found = goal_chances(state, goals.Goal("win"))
    assert found is not None and found[0].advice.box == "full_house"
    given = next(option for option in found if option.advice.box == "yahtzee").chance_loss
    app = app_for(state, hints=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("o")
        await chances_shown(pilot)
        await score_in(pilot, "yahtzee")
        expected = f"↳ Yahtzee {chance_loss_text(given)} to win, best was Full house"
        await wait_for(pilot, lambda: expected in log(app))


async def test_for_points_the_same_choice_is_the_best():
    from tests.tui.helpers import log, score_in

    app = app_for(behind_late(), hints=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await score_in(pilot, "yahtzee")
        await wait_for(pilot, lambda: "↳ Yahtzee, the best choice" in log(app))


async def test_the_solve_runs_off_the_ui_loop_and_the_panel_says_how_far_it_is(monkeypatch):
    import threading

    from yahtzee_tui.strategy import goal_chances as module

    go_on = threading.Event()
    solve = module.goal_chances

    def held_solve(state, goal, progress=None, horizon=8):
        progress(1, 2)
        go_on.wait(timeout=30)
        return solve(state, goal, progress, horizon)

    monkeypatch.setattr(module, "goal_chances", held_solve)
    app = app_for(late_game(), hints=True)
    try:
        async with app.run_test(size=(100, 32)) as pilot:
            await pilot.press("o", "r")
            await wait_for(
                pilot, lambda: hint_lines(app)[0].startswith("Advisor: to win · working 50%")
            )
            await pilot.press("1")  # the keys answer while the solve runs
            await wait_for(pilot, lambda: app.state.held[0])
            assert "%" not in hint_lines(app)[1]
            go_on.set()
            await chances_shown(pilot)
            assert hint_lines(app)[0].startswith("Advisor: to win")
    finally:
        go_on.set()


async def test_a_daily_challenge_plays_toward_beating_the_days_best(monkeypatch):
    from datetime import date

    from yahtzee_tui.game.daily import daily_game
    from yahtzee_tui.game.state import Player
    from yahtzee_tui.storage import records_daily
    from yahtzee_tui.storage.records_daily import DailyResult

    day = date(2026, 11, 26)

    def results(asked, *, path=None):
        assert asked == day
        return [DailyResult(1, day.isoformat(), "yahtzee", "Bob", 231, False, "")]

    monkeypatch.setattr(records_daily, "daily_results", results)
    app = app_for(daily_game("yahtzee", Player("Ann"), day), hints=True)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("o")  # alone: points → target
        await wait_for(pilot, lambda: hint_lines(app)[0].startswith("Advisor: for 232+"))
        status = text_of(table(app).query_one("#status"))
        assert "the day's best score is 231" in status


POINTS_SAID = "Hints for points: the highest expected final score."


def status_of(app) -> str:
    return text_of(table(app).query_one("#status"))


async def test_in_a_first_game_o_goes_between_points_and_the_win_and_says_each():
    # hr: with no finished game `o` went win → "target not yet possible; points" → win …,
    # never to a plain "points", the third press a dead step.
    from yahtzee_tui.tui.screens.table.objective_table import target_key

    app = app_for(late_game(), hints=True)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = table(app)
        await pilot.press("o")
        assert screen.objective == "win" and status_of(app).startswith("Hints to win:")
        # The records are asked at the first press: by the next, they have answered.
        await wait_for(pilot, lambda: target_key(screen.state) in screen.targets)
        for _round in range(2):
            await pilot.press("o")
            assert screen.objective == "points" and status_of(app).startswith(POINTS_SAID)
            await pilot.press("o")
            assert screen.objective == "win" and status_of(app).startswith("Hints to win:")


async def test_without_a_recorded_game_the_target_goes_back_to_points_and_says_why():
    # The records not asked yet: the target is tried, then passed over with the reason.
    app = app_for(late_game(), hints=True, settings=Settings(objective="win"))
    async with app.run_test(size=(100, 32)) as pilot:
        screen = table(app)
        await pilot.press("o")
        await wait_for(pilot, lambda: screen.objective == "points")
        assert "(Ann has no finished game)" in status_of(app)
        await pilot.press("o")  # win
        assert screen.objective == "win" and status_of(app).startswith("Hints to win:")
        await pilot.press("o")  # points: the target passed over, and said when it comes
        assert screen.objective == "points" and status_of(app) == (
            f"{POINTS_SAID} The target “best + 1” comes once Ann has a finished game."
        )


async def test_alone_without_a_recorded_game_o_keeps_points_and_says_why_each_time():
    app = app_for(played_until(game("yahtzee", ["Ann"], seed=5), 4), hints=True)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = table(app)
        for _press in range(3):
            await pilot.press("o")
            await wait_for(pilot, lambda: screen.objective == "points")
            await wait_for(pilot, lambda: "(Ann has no finished game)" in status_of(app))


async def test_at_yamb_o_goes_between_points_and_the_win_and_says_each():
    app = app_for(game("yamb", ["Ann", "Bob"], seed=3), hints=True)
    async with app.run_test(size=(100, 32)) as pilot:
        screen = table(app)
        await pilot.press("r")
        for _round in range(2):
            await pilot.press("o")
            assert screen.objective == "win" and status_of(app).startswith("Hints to win:")
            await pilot.press("o")
            assert screen.objective == "points"
            assert status_of(app) == POINTS_SAID


# --- kept with the game --------------------------------------------------------------------


async def test_a_resumed_game_plays_for_the_objective_chosen_with_o_not_the_settings():
    from yahtzee_tui.storage.saves import load_game

    app = app_for(late_game(), hints=True)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("o")  # points → win
        assert table(app).objective == "win"
        await pilot.press("q")
    again = app_for(load_game(), hints=True, settings=Settings(objective="points"))
    async with again.run_test(size=(100, 32)) as pilot:
        assert table(again).objective == "win"
        await wait_for(pilot, lambda: hint_lines(again)[0].startswith("Advisor: to win"))
        assert again.objective_in_play.kind == "win"  # the Review judges by it too


async def test_a_resumed_game_plays_toward_the_target_it_played_toward(monkeypatch, best_of_180):
    from yahtzee_tui.storage import records_read
    from yahtzee_tui.storage.records_read import PlayerStats
    from yahtzee_tui.storage.saves import load_game

    app = app_for(late_game(), hints=True)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("o", "o")
        await wait_for(pilot, lambda: hint_lines(app)[0].startswith("Advisor: for 181+"))
        await pilot.press("q")

    def better(name, rules=None, *, path=None):  # a better game recorded since
        return [PlayerStats(name, "yahtzee", 4, 0, 175.0, 200, 150, 0.5, 0)]

    monkeypatch.setattr(records_read, "player_stats", better)
    again = app_for(load_game(), hints=True)
    async with again.run_test(size=(100, 32)) as pilot:
        assert table(again).objective == "target"
        await wait_for(pilot, lambda: hint_lines(again)[0].startswith("Advisor: for 181+"))


async def test_a_game_saved_without_an_objective_takes_the_settings(tmp_path):
    """A save of the last release with its table's notes (hints shown, no objective)."""
    from yahtzee_tui.storage.saves import load_game, save_game
    from yahtzee_tui.storage.table_notes import TableNotes, save_notes

    state = late_game()
    save_game(state)
    save_notes(state, TableNotes(True, {}))
    app = app_for(load_game(), settings=Settings(objective="win"))
    async with app.run_test(size=(100, 32)) as pilot:
        assert table(app).hints and table(app).objective == "win"
        await wait_for(pilot, lambda: hint_lines(app)[0].startswith("Advisor: to win"))


def test_yambs_chances_are_worked_out_from_the_cells_the_win_level_plays_for_the_win():
    from yahtzee_tui.strategy.styles import YAMB_WIN_CELLS
    from yahtzee_tui.tui.state.objective_chances import YAMB_CHANCES_FROM

    assert YAMB_CHANCES_FROM == YAMB_WIN_CELLS


async def test_in_yambs_last_cells_the_coach_flags_the_hold_that_gives_the_win_away():
    from tests.strategy.test_goal_chances_yamb import last_poker
    from tests.tui.helpers import log
    from yahtzee_tui.tui.views.objectives import chance_loss_text

    state = last_poker()
    found = goal_chances(state, goals.Goal("win"))
    assert found is not None
    given = next(option for option in found if option.advice.hold == (2, 2, 2)).chance_loss
    app = app_for(state, hints=True, settings=Settings(objective="win"))
    async with app.run_test(size=(120, 40)) as pilot:
        await chances_shown(pilot)
        await pilot.press("1", "2", "4", "r")  # the sure POKER of 2s: it loses
        await wait_for(pilot, lambda: f"{chance_loss_text(given)} to win" in log(app))
        assert "best was hold 5 5" in log(app)


# --- the meter beside the panel's chances ---------------------------------------------------


def test_under_the_win_the_meter_says_its_figures_are_of_points_play_where_it_fits():
    from yahtzee_tui.tui.views.chance_words import meter_line

    said = meter_line(["Ann", "Bob"], [0.39, 0.61], 50, points_play=True)
    assert (said.title, said.parts) == (
        "To win, if all play for points:",
        (("Ann", "39%"), ("Bob", "61%")),
    )
    # Narrower, its short title still says so (sl "Za zmago: Igrač 1 6 %" beside the panel's
    # "14 %" read as two answers to one question), in whole words: "Win (points):" read as
    # figures worked out from the points.
    short = meter_line(["Ann", "Bob"], [0.39, 0.61], 40, points_play=True).title
    assert short == "To win, all for points:"
    assert meter_line(["Ann", "Bob"], [0.39, 0.61], 44).title == "To win:"


async def test_the_meter_says_what_it_assumes_while_the_hints_play_for_the_win():
    from yahtzee_tui.tui.widgets.chance_meter import ChanceMeter

    app = app_for(late_game(), hints=True)
    async with app.run_test(size=(80, 24)) as pilot:
        meter = table(app).query_one(ChanceMeter)
        await pilot.press("r")
        await wait_for(pilot, lambda: meter.estimate is not None)
        assert text_of(meter).startswith("To win: ")
        await pilot.press("o")
        await wait_for(pilot, lambda: text_of(meter).startswith("To win, all for points: Ann "))
        await pilot.press("o")  # a target: the panel's chance is not the win's
        await wait_for(pilot, lambda: text_of(meter).startswith("To win: "))


async def test_while_the_computer_moves_the_panel_still_says_it_plays_to_win():
    # sl "Svetovalec: pričakovani končni rezultat" stood over "Na potezi: Robo" after `o` had
    # set the win: the heading said points while the objective was still the win.
    from tests.tui.test_computer_players import SLOW
    from yahtzee_tui.game import Player, new_game
    from yahtzee_tui.tui.views.hints import OTHERS_TURN

    robo = Player("Robo", kind="computer", level="expert")
    app = app_for(new_game("yatzy", ["Ann", robo], 3, first_player=1), hints=True, move_delay=SLOW)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("o")
        assert table(app).objective == "win"
        await wait_for(pilot, lambda: "Robo" in "".join(hint_lines(app)[1:]), what="Robo moves")
        assert app.state.current_player.is_computer
        assert hint_lines(app)[0].startswith("Advisor: to win"), hint_lines(app)
        assert OTHERS_TURN.format(name="Robo").split(".")[0] in " ".join(hint_lines(app))

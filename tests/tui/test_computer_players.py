"""Computer seats at the table: their turns play themselves, one described move at a time."""

from __future__ import annotations

import pytest

from tests.game.helpers import unmarked
from tests.tui.helpers import app_for, log, move_cursor_to, table, text_of, wait_for
from yahtzee_tui.game import Player, cell_word, new_game, options, roll, standings, toggle_hold
from yahtzee_tui.storage.saves import load_game, save_game
from yahtzee_tui.strategy import next_move, play_turn
from yahtzee_tui.tui.messages import ComputerMove
from yahtzee_tui.tui.screens.confirm import ConfirmScreen
from yahtzee_tui.tui.screens.game_over import GameOverScreen
from yahtzee_tui.tui.screens.help import HelpScreen
from yahtzee_tui.tui.screens.start import StartScreen

pytestmark = pytest.mark.usefixtures("advisor_ready")

ANN = Player("Ann")


def table_workers(app) -> list:
    """The computer player's workers still running."""
    return [w for w in app.screen_stack[1].workers if w.group == "computer" and w.is_running]


BOT = Player("Bot", kind="computer", level="expert")
# A computer that would wait an hour before each move: the test moves in its stead.
SLOW = 3600.0


def ann_and_bot(rules: str = "yahtzee", seed: int = 3, first: int = 0):
    return new_game(rules, [ANN, BOT], seed, first_player=first)


async def until_a_human_plays(pilot, timeout: float = 30) -> None:
    """Let the computers play until a human is to move or the game is over; fail only when no
    move has been made for `timeout` seconds (a busy machine slows a game, never stops it)."""
    app = pilot.app

    def done() -> bool:
        return isinstance(app.screen, GameOverScreen) or not app.state.current_player.is_computer

    while not done():
        seen = app.state
        await wait_for(
            pilot,
            lambda: done() or app.state is not seen,  # noqa: B023 - read at once, each round
            timeout=timeout,
            what="the computers' next move",
        )


async def test_a_human_and_an_expert_computer_play_a_whole_game_by_keyboard():
    app = app_for(ann_and_bot())
    async with app.run_test(size=(80, 24)) as pilot:
        turns = 0
        while True:
            await until_a_human_plays(pilot)
            if isinstance(app.screen, GameOverScreen):
                break
            await pilot.press("r")
            best = max((o for o in options(app.state) if o.legal), key=lambda o: o.points)
            await move_cursor_to(pilot, best.cell)
            await pilot.press("enter")
            if isinstance(app.screen, ConfirmScreen):
                await pilot.press("y")
            turns += 1
        final = app.state
        assert turns == 13
        assert final.is_over
        assert all(sheet.cells_filled == 13 for sheet in final.sheets)
        winner = standings(final)[0].name
        assert winner in text_of(app.screen.query_one("#over-banner"))


async def test_a_game_of_computers_alone_plays_to_the_end():
    players = [
        Player("Easy", kind="computer", level="easy"),
        Player("Medium", kind="computer", level="medium"),
    ]
    app = app_for(new_game("yahtzee", players, 5))
    async with app.run_test(size=(80, 24)) as pilot:
        await until_a_human_plays(pilot)
        assert isinstance(app.screen, GameOverScreen)
        assert app.state.is_over
        # The test ends once the results are up, not while the screen is still being built.
        await wait_for(pilot, lambda: app.screen.query("#new-game"), what="the results shown")
        await pilot.pause()


async def test_the_computers_moves_are_the_ones_it_would_choose_and_each_is_in_the_log():
    start = roll(ann_and_bot(first=1))  # Bot has rolled once
    expected, moves = play_turn(start)
    app = app_for(start)
    async with app.run_test(size=(120, 40)) as pilot:
        await until_a_human_plays(pilot)
        assert app.state == expected
        rules = app.state.ruleset
        scored = moves[-1]
        cell = cell_word(rules, scored.column, scored.box)
        assert f"Bot  → {cell} {scored.points}" in log(app)  # read as a human's score is
        for move in moves:
            if move.kind == "hold":
                held = " ".join(map(str, move.hold))
                assert (f"Bot  holds {held}" if held else "Bot  holds nothing") in log(app)
        assert load_game() == app.state  # saved after its moves


async def test_keys_wait_while_a_computer_plays_but_help_and_quit_do_not():
    app = app_for(ann_and_bot(first=1), move_delay=SLOW)
    async with app.run_test(size=(80, 24)) as pilot:
        before = app.state
        await pilot.press("r", "space", "1", "enter", "H")
        await pilot.click("#roll")
        assert app.state is before
        status = text_of(table(app).query_one("#status"))
        assert status == "Bot is playing: wait for your turn."
        await pilot.press("u")  # undo has its own answer: a computer's moves stay made
        assert app.state is before
        status = text_of(table(app).query_one("#status"))
        assert status == "Nothing to undo: a computer's moves stay made."
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape", "ctrl+q")
    assert app.return_code == 0


async def test_a_computers_new_turn_does_not_show_its_last_turns_move():
    app = app_for(ann_and_bot(first=1), move_delay=SLOW)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = table(app)
        while app.state.current_player == BOT:  # the test moves in the computer's stead
            before = app.state
            screen.post_message(ComputerMove(before, next_move(before)))
            await wait_for(pilot, lambda before=before: app.state is not before)
        await pilot.press("r", "down", "enter")
        if isinstance(app.screen, ConfirmScreen):
            await pilot.press("y")
        await wait_for(pilot, lambda: app.state.current_player == BOT)
        assert not app.state.has_rolled
        assert text_of(screen.query_one("#status")) == "Bot's turn."


async def test_a_computers_turn_waits_while_help_is_open_and_goes_on_after():
    app = app_for(ann_and_bot(first=1), move_delay=0.05)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        waiting = app.state
        # The computer's worker stops at once while help is on top, and is not started again.
        await wait_for(pilot, lambda: not table_workers(app), what="the computer to stop")
        assert app.state is waiting
        await pilot.press("escape")
        await until_a_human_plays(pilot)
        assert app.state.current_player == ANN
        assert app.state.sheets[1].cells_filled == 1


async def test_undo_never_takes_back_a_computers_move():
    app = app_for(ann_and_bot())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r", "down", "enter")
        if isinstance(app.screen, ConfirmScreen):
            await pilot.press("y")
        await until_a_human_plays(pilot)
        after_bot = app.state
        assert after_bot.current_player == ANN and after_bot.previous is not None
        await pilot.press("u")
        assert app.state is after_bot
        status = str(app.screen.query_one("#status").render())
        assert status == "Nothing to undo: a computer's moves stay made."


async def test_a_human_score_can_be_undone_before_the_computer_moves():
    app = app_for(ann_and_bot(), move_delay=SLOW)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        rolled_state = app.state
        await pilot.press("down", "enter")
        if isinstance(app.screen, ConfirmScreen):
            await pilot.press("y")
        assert app.state.current_player == BOT
        await pilot.press("u")
        assert unmarked(app.state) == rolled_state  # the position, with the undo marked
        assert [mark.undone for mark in app.state.marks] == ["score"]


async def test_resuming_mid_computer_turn_goes_on_with_it():
    mid_turn = toggle_hold(roll(ann_and_bot(first=1)), 0)
    save_game(mid_turn)
    app = app_for()
    async with app.run_test(size=(80, 24)) as pilot:
        assert isinstance(app.screen, StartScreen)
        await pilot.click("#resume")
        await until_a_human_plays(pilot)
        state = app.state
        assert state.current_player == ANN
        assert state.sheets[1].cells_filled == 1
        assert state.history[: len(mid_turn.history)] == mid_turn.history


@pytest.mark.parametrize("rules", ["yahtzee", "yamb"])
async def test_a_computer_waits_for_its_advisor_to_be_prepared(held_advisor, rules):
    """Its table is prepared in a worker: the screen answers meanwhile (Yamb's expert is
    fitted by seconds of self-play on a first start)."""
    app = app_for(roll(ann_and_bot(rules, first=1)))
    async with app.run_test(size=(80, 24)) as pilot:
        status = table(app).query_one("#status")
        await wait_for(pilot, lambda: "Bot waits: preparing the advisor" in text_of(status))
        assert app.state.rolls_used == 1
        held_advisor.set()
        await until_a_human_plays(pilot)
        assert app.state.current_player == ANN


async def test_a_computers_choice_for_a_position_no_longer_shown_is_not_made():
    app = app_for(ann_and_bot(first=1), move_delay=SLOW)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = table(app)
        before = app.state
        stale = roll(before)  # a position the table never showed
        screen.post_message(ComputerMove(stale, next_move(stale)))
        screen.post_message(ComputerMove(before, next_move(before)))
        await wait_for(pilot, lambda: app.state is not before)
        assert app.state.rolls_used == 1 and len(app.state.history) == len(before.history) + 1


def win_computer_waiting(monkeypatch, table_cache, build):
    """An app where Bot, playing for the win, moves first while its spread table is built by
    `build(progress)` (which returns once the test lets it go), and Ann waits to play."""
    from tests.tables import shared_spread_table
    from yahtzee_tui.strategy import spread_table as spread_module

    shared_spread_table(table_cache, "yahtzee")  # in the run's folder: quick once let go
    built = spread_module.spread_table
    monkeypatch.setattr(spread_module, "_loaded", {})

    def building(rules: str, progress=None, directory=None) -> object:
        build(progress)
        return built("yahtzee", directory=table_cache)

    monkeypatch.setattr(spread_module, "spread_table", building)
    winner = Player("Bot", "computer", "win")
    return app_for(roll(new_game("yahtzee", [ANN, winner], 3, first_player=1)))


async def test_a_computer_playing_for_the_win_waits_for_its_tables_and_says_so(
    monkeypatch, table_cache
):
    """The win level's spread table is built the first time it plays a rule set (seconds):
    meanwhile the status line says the computer waits, and the screen answers."""
    import threading

    go_on = threading.Event()
    app = win_computer_waiting(monkeypatch, table_cache, lambda progress: go_on.wait(60))
    async with app.run_test(size=(80, 24)) as pilot:
        status = table(app).query_one("#status")
        said = "Bot waits: preparing to play for the win"
        await wait_for(pilot, lambda: said in text_of(status))
        assert app.state.rolls_used == 1
        go_on.set()
        await until_a_human_plays(pilot)
        assert app.state.current_player == ANN


async def test_the_win_tables_build_shows_how_far_it_is_in_the_status_line(
    monkeypatch, table_cache
):
    """The build reports its progress through its callback: the status line says how far it
    is, and goes on saying it as the build goes on."""
    import threading

    steps = [threading.Event(), threading.Event()]

    def build(progress) -> None:
        progress(0, 4)
        steps[0].wait(timeout=60)
        progress(3, 4)
        steps[1].wait(timeout=60)
        progress(4, 4)

    app = win_computer_waiting(monkeypatch, table_cache, build)
    async with app.run_test(size=(80, 24)) as pilot:
        status = table(app).query_one("#status")
        said = "Bot waits: preparing to play for the win… {}%"
        await wait_for(pilot, lambda: said.format(0) in text_of(status), what="0%")
        steps[0].set()
        await wait_for(pilot, lambda: said.format(75) in text_of(status), what="75%")
        steps[1].set()
        await until_a_human_plays(pilot)
        assert app.state.current_player == ANN

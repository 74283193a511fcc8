"""q, ctrl+q, SIGTERM and SIGHUP end the real program at once whatever is being worked out in
the background (a computer's turn, the advisor's table, the meter, a review, the stats), with
the game saved as it was; and a killed program loses no move, even one whose sync to the disk
never finished.

The background work is made endless (a function of the program replaced by one that never
returns and never looks at its cancellation): a program that waited for it would never end.
"""

from __future__ import annotations

import os
import random
import shutil
import signal

import pytest

from tests.cli.terminal import Terminal
from tests.deadlines import deadline
from tests.game.helpers import play_turn
from tests.storage.test_records import played
from tests.tables import shared_solver_table
from yahtzee_tui.game import new_game
from yahtzee_tui.storage.records import record_game
from yahtzee_tui.storage.records_read import recent_games
from yahtzee_tui.storage.saves import has_saved_game, load_game, save_game
from yahtzee_tui.strategy.cache import table_file

# Generous, for a busy machine: the program ends in well under a second (benchmarks/quit_speed.py);
# scaled like every deadline of the tests (`tests/deadlines.py`).
EXIT_DEADLINE = deadline(10.0)

Q = b"q"
CTRL_Q = b"\x11"
STOPS = {"q": Q, "TERM": signal.SIGTERM, "HUP": signal.SIGHUP}


# The replacement: it leaves a file `begun-NAME` in the program's home, then waits forever.
NEVER_ENDING = """
import importlib, os, sys, threading
def never(name):
    def work(*args, **kwargs):
        open(os.path.join(os.environ["YAHTZEE_TUI_HOME"], "begun-" + name), "w").close()
        threading.Event().wait()
    return work
"""


def endless(*functions: str) -> tuple[str, ...]:
    """The program with each `module:name` replaced by work that never ends (nor looks at
    any cancellation)."""
    lines = [NEVER_ENDING]
    for function in functions:
        module, name = function.split(":")
        lines.append(f"setattr(importlib.import_module({module!r}), {name!r}, never({name!r}))")
    lines.append("from yahtzee_tui.cli import main; sys.exit(main(sys.argv[1:]))")
    return ("-c", "\n".join(lines))


# A table built in a child process (a solver's, on a fresh home) or loaded in the app's thread.
PREPARING = endless(
    "yahtzee_tui.tui.state.advising:build_apart", "yahtzee_tui.strategy.advisor:prepare_advisor"
)
BUILDING = ("build_apart", "prepare_advisor")


@pytest.fixture
def terminals(_isolated_home):
    started: list[Terminal] = []

    def start(*argv: str, python: tuple[str, ...]) -> Terminal:
        terminal = Terminal(*argv, home=_isolated_home, python=python)
        started.append(terminal)
        return terminal

    yield start
    for terminal in started:
        terminal.close()


def wait_until_begun(terminal: Terminal, home, *names: str) -> None:
    """Until the endless work of one of `names` is under way in the program."""
    begun = [home / f"begun-{name}" for name in names]
    terminal.wait_until(lambda: any(path.exists() for path in begun), f"{names} never began")


def stop(terminal: Terminal, how: bytes | signal.Signals) -> None:
    """Quit with a key, or stop with a signal; the program ends before the deadline."""
    if isinstance(how, bytes):
        os.write(terminal.master, how)
    else:
        terminal.signal(how)
    code = terminal.wait_for_exit(EXIT_DEADLINE)
    assert code == (0 if isinstance(how, bytes) else 128 + how)
    assert b"Traceback" not in terminal.output


def saved_after(terminal: Terminal, condition) -> object:
    """The save once `condition(state)` holds for it."""
    terminal.wait_until(lambda: condition(load_game()), "the move was never saved")
    return load_game()


@pytest.mark.parametrize("how", STOPS.values(), ids=STOPS.keys())
@pytest.mark.parametrize("rules", ["yamb", "jamb_directed"])
def test_the_program_ends_during_a_computers_turn(terminals, _isolated_home, rules, how):
    seats = ("--computer", "Cy:expert", "--player", "Ann", "--seed", "1")  # Cy plays first
    terminal = terminals("--rules", rules, *seats, python=PREPARING)
    wait_until_begun(terminal, _isolated_home, *BUILDING)
    before = load_game()
    assert before.current_player.name == "Cy"
    stop(terminal, how)
    assert load_game() == before


@pytest.mark.parametrize("how", STOPS.values(), ids=STOPS.keys())
def test_the_program_ends_while_the_advisor_is_prepared(terminals, _isolated_home, how):
    terminal = terminals("--rules", "yatzy", "--player", "Ann", python=PREPARING)
    terminal.wait_for(b"Roll")
    os.write(terminal.master, b"hr")
    wait_until_begun(terminal, _isolated_home, *BUILDING)
    rolled = saved_after(terminal, lambda state: state.rolls_used == 1)
    stop(terminal, how)
    assert load_game() == rolled


@pytest.mark.parametrize("how", STOPS.values(), ids=STOPS.keys())
def test_the_program_ends_while_the_meter_plays_out(terminals, _isolated_home, how):
    playing = endless("yahtzee_tui.strategy.meter:meter_chances")
    terminal = terminals("--rules", "yamb", "--player", "Ann", "--player", "Bob", python=playing)
    terminal.wait_for(b"Roll")
    os.write(terminal.master, b"h")
    wait_until_begun(terminal, _isolated_home, "meter_chances")
    before = load_game()
    stop(terminal, how)
    assert load_game() == before


def last_turn(rules: str, players: tuple[str, ...] = ("Ann",)) -> None:
    """A game saved with one turn left to play for each player."""
    state = new_game(rules, list(players), seed=3)
    chooser = random.Random(3)
    turns = state.turns_total * len(players)  # each player's turns
    while turns - len([e for e in state.history if e.kind == "score"]) > len(players):
        state = play_turn(state, chooser)
    save_game(state)


@pytest.mark.parametrize("how", STOPS.values(), ids=STOPS.keys())
def test_the_program_ends_while_the_game_is_reviewed(terminals, _isolated_home, how):
    last_turn("yahtzee")
    reviewing = endless(
        "yahtzee_tui.tui.widgets.review_tab:prepare_advisor",
        "yahtzee_tui.tui.widgets.review_swings:game_swings",
    )
    terminal = terminals("--resume", python=reviewing)
    terminal.wait_for(b"Roll")
    os.write(terminal.master, b"r")
    saved_after(terminal, lambda state: state.rolls_used == 1)
    os.write(terminal.master, b"\x1b[B\r")  # down: the cursor on the last box; enter: score it
    terminal.wait_for(b"Review")
    os.write(terminal.master, b"v")
    wait_until_begun(terminal, _isolated_home, "prepare_advisor")
    stop(terminal, how)
    # The finished game is kept until the records hold it: in its save, or recorded.
    assert load_game().is_over if has_saved_game() else recent_games(1)


@pytest.fixture
def solved_before(table_cache, _isolated_home):
    """The advisor's Yahtzee table already in the program's cache, as a player who had hints
    before has it: the program reads it (the run's copy, `tests/tables.py`) instead of
    spending seconds solving it before the work the test stops."""
    shared_solver_table(table_cache, "yahtzee")
    cache = _isolated_home / "cache"
    cache.mkdir(exist_ok=True)
    shutil.copy(table_cache / table_file("yahtzee"), cache)


@pytest.mark.parametrize("how", STOPS.values(), ids=STOPS.keys())
def test_the_program_ends_while_the_chances_to_win_are_worked_out(
    terminals, _isolated_home, solved_before, how
):
    last_turn("yahtzee", ("Ann", "Bob"))
    solving = endless("yahtzee_tui.strategy.goal_chances:goal_chances")
    terminal = terminals("--resume", python=solving)
    terminal.wait_for(b"Roll")
    os.write(terminal.master, b"hor")  # hints on, played for the win, then a roll
    rolled = saved_after(terminal, lambda state: state.rolls_used == 1)
    wait_until_begun(terminal, _isolated_home, "goal_chances")
    stop(terminal, how)
    # The game as rolled; the hints' marks saved beside it may have grown since.
    kept = load_game()
    assert (kept.history, kept.dice, kept.rolls_used) == (rolled.history, rolled.dice, 1)


# q on the stats screen goes back to the start screen: ctrl+q quits from there.
@pytest.mark.parametrize(
    "how", [CTRL_Q, signal.SIGTERM, signal.SIGHUP], ids=["ctrl+q", "TERM", "HUP"]
)
def test_the_program_ends_while_the_stats_are_worked_out(terminals, _isolated_home, how):
    record_game(played(seed=90))
    in_play = new_game("yahtzee", ["Ann"], seed=5)
    save_game(in_play)
    counting = endless("yahtzee_tui.tui.screens.stats:optimal_profile")
    terminal = terminals(python=counting)
    terminal.wait_for(b"Stats")
    os.write(terminal.master, b"t")
    wait_until_begun(terminal, _isolated_home, "optimal_profile")
    stop(terminal, how)
    assert load_game() == in_play


def test_a_killed_program_keeps_the_last_move_whose_sync_never_ended(terminals):
    terminal = terminals("--player", "Ann", "--seed", "4", python=endless("os:fsync"))
    terminal.wait_for(b"Roll")
    os.write(terminal.master, b"r")
    rolled = saved_after(terminal, lambda state: state.rolls_used == 1)
    os.write(terminal.master, b"1")
    held = saved_after(terminal, lambda state: state.held[0])
    terminal.process.kill()
    terminal.process.wait()
    assert load_game() == held != rolled


def controlling_terminal(pid: int) -> int:
    """The device number of the process's controlling terminal; 0 for none (proc(5))."""
    with open(f"/proc/{pid}/stat") as stat:
        after_name = stat.read().rsplit(")", 1)[1].split()
    return int(after_name[4])  # the fields after the name: state, ppid, pgrp, session, tty_nr


# A terminal gone without a hang-up signal (the program held it open but not as its controlling
# terminal): reading it gives end-of-file at once, writing it an error. The program once went
# on at 30-60 % of a core, for good, reading nothing again and again.
@pytest.mark.parametrize("busy", [False, True], ids=["idle", "computers-turn"])
def test_the_program_ends_when_its_terminal_goes_without_a_hang_up(terminals, _isolated_home, busy):
    if busy:
        seats = ("--computer", "Cy:expert", "--player", "Ann", "--seed", "1")  # Cy plays first
        terminal = terminals("--rules", "yamb", *seats, python=PREPARING)
        wait_until_begun(terminal, _isolated_home, *BUILDING)
        before = load_game()
    else:
        terminal = terminals("--player", "Ann", "--seed", "4", python=("-m", "yahtzee_tui"))
        terminal.wait_for(b"Roll")
        os.write(terminal.master, b"r")
        saved_after(terminal, lambda state: state.rolls_used == 1)
        os.write(terminal.master, b"1")
        before = saved_after(terminal, lambda state: state.held[0])
    assert controlling_terminal(terminal.process.pid) == 0  # no signal can come
    terminal.go_away()
    assert terminal.wait_for_exit() == 128 + signal.SIGHUP  # as if the signal had come
    assert load_game() == before

"""A disk that fills during play: the player is told plainly that the last moves are not
saved, the game goes on in memory, and the next save that works catches the file up."""

from __future__ import annotations

import errno

from tests.textual_shims import notifications
from tests.tui.helpers import app_for, game, played_until, wait_for
from yahtzee_tui.storage import saves
from yahtzee_tui.storage.finishing import finish_game
from yahtzee_tui.storage.records import RecordResult
from yahtzee_tui.storage.saves import load_game, save_game
from yahtzee_tui.tui.state import recording


def full_disk(target, text, syncer=None):
    raise OSError(errno.ENOSPC, "No space left on device")


def notices(app) -> list[str]:
    return [str(notification.message) for notification in notifications(app)]


async def test_moves_that_cannot_be_saved_are_said_and_kept_until_a_save_works(monkeypatch):
    state = game("yahtzee", ["Ann"])
    save_game(state)
    app = app_for(state)
    async with app.run_test(size=(80, 24)) as pilot:
        writes = saves.write_atomically
        monkeypatch.setattr(saves, "write_atomically", full_disk)
        await pilot.press("r")
        await wait_for(pilot, lambda: app.unsaved is not None, what="the failed save")
        assert any("The last moves are not saved" in text for text in notices(app))
        assert "are not saved (the game cannot be saved" in app.exit_line()
        assert load_game().rolls_used == 0  # the file is a move behind: said, not hidden
        assert app.state.rolls_used == 1  # the game goes on in memory

        monkeypatch.setattr(saves, "write_atomically", writes)
        await pilot.press("1")
        await wait_for(pilot, lambda: app.unsaved is None, what="a save that works")
        assert load_game() == app.state
        assert app.exit_line().startswith("The game is saved in")


def test_a_finished_game_neither_recorded_nor_saved_says_its_save_is_older(monkeypatch):
    finished = played_until(game("yatzy", ["Ann"]), turns_left=0)
    monkeypatch.setattr(saves, "write_atomically", full_disk)
    monkeypatch.setattr(
        "yahtzee_tui.storage.records.try_record",
        lambda state, path=None, objective=None: RecordResult(
            None, problem="records database is full"
        ),
    )
    assert finish_game(finished).unsaved
    news = recording.record_finished(finished)
    assert news.problem is not None
    assert news.problem.startswith(recording.NOT_SAVED)
    assert "its save is kept" not in news.problem


async def test_a_game_never_saved_at_all_says_so_on_the_way_out(monkeypatch):
    monkeypatch.setattr(saves, "write_atomically", full_disk)  # full from the start
    app = app_for(game("yahtzee", ["Ann"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await wait_for(pilot, lambda: app.unsaved is not None, what="the failed save")
        assert app.exit_line() == (
            "This game could not be saved at all (the game cannot be saved to "
            f"{app.slot.path}: No space left on device)."
        )

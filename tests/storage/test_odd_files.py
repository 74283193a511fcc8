"""Files that are not what they should be: a full disk, a FIFO where a save or the records
belong. Each gets a one-line answer; nothing waits forever, nothing is lost."""

from __future__ import annotations

import errno
import os
import subprocess
import sys

import pytest

from tests.deadlines import deadline
from yahtzee_tui import paths
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import new_game, roll
from yahtzee_tui.storage import records_db
from yahtzee_tui.storage.locks import lock_holder, lock_save
from yahtzee_tui.storage.records import default_records_path, high_scores
from yahtzee_tui.storage.saves import SaveError, load_game, save_game
from yahtzee_tui.storage.settings import load_settings
from yahtzee_tui.storage.slots import slot_path

# Generous: only a program that hangs (the failure looked for) waits this long.
DEADLINE = deadline()


def test_the_lock_needs_no_free_space(monkeypatch):
    save = slot_path(1)
    writes = os.write

    def full_disk(fd, data):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "write", full_disk)
    lock = lock_save(save)
    monkeypatch.setattr(os, "write", writes)
    try:
        assert lock.held
        assert lock_holder(save) == -1  # held; the process id could not be written
    finally:
        lock.release()


@pytest.fixture
def fifo_save():
    path = slot_path(1)
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    return path


def test_a_fifo_in_place_of_the_save_is_refused_at_once(fifo_save):
    with pytest.raises(SaveError, match="not a regular file"):
        load_game(fifo_save)


def test_a_fifo_in_place_of_the_records_is_refused_at_once():
    target = default_records_path()
    target.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(target)
    with pytest.raises(GameError, match="cannot be opened: not a regular file"):
        high_scores("yahtzee")


def test_a_fifo_in_place_of_the_settings_leaves_the_defaults():
    target = paths.data_dir() / "settings.json"
    os.mkfifo(target)
    _, problem = load_settings()
    assert problem is not None and "not a regular file" in problem


@pytest.mark.parametrize("argv", [["--resume"], ["records"]], ids=["resume", "records"])
def test_the_command_answers_a_fifo_save_in_one_line_and_never_hangs(fifo_save, argv):
    records = default_records_path()
    os.mkfifo(records)
    done = subprocess.run(
        [sys.executable, "-m", "yahtzee_tui", *argv],
        capture_output=True,
        text=True,
        timeout=DEADLINE,
        stdin=subprocess.DEVNULL,
        env={**os.environ, "TERM": "dumb"},
    )
    assert done.returncode == 2, done.stderr
    assert done.stderr.count("\n") == 1 and "not a regular file" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_locked_save_elsewhere_is_still_read_when_the_lock_is_a_fifo():
    save = slot_path(1)
    save_game(roll(new_game("yahtzee", ["Ann"], seed=1)), save)
    os.mkfifo(save.with_name(save.name + ".lock"))
    assert lock_holder(save) is None or lock_holder(save) == -1
    with pytest.raises(SaveError, match="not a regular file"):
        lock_save(save)


def test_records_busy_timeout_is_bounded():
    assert 0 < records_db.BUSY_TIMEOUT <= 10

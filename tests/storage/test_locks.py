"""The OS lock on a saved game: one process at a time, released on exit and on a crash."""

from __future__ import annotations

import pytest

from tests.storage.test_saves import mid_turn
from yahtzee_tui.storage.locks import SaveInUse, lock_holder, lock_path_for, lock_save
from yahtzee_tui.storage.saves import default_save_path, save_game


def test_a_second_process_cannot_take_the_lock_and_learns_who_has_it(held):
    save_game(mid_turn())
    other = held()
    with pytest.raises(SaveInUse) as refused:
        lock_save(default_save_path())
    assert refused.value.pid == other.pid
    assert str(refused.value) == (
        f"the saved game game.json is open in another yahtzee-tui (process {other.pid})"
    )
    assert lock_holder(default_save_path()) == other.pid


def test_the_lock_is_free_once_the_other_process_exits(held):
    save_game(mid_turn())
    other = held()
    other.release()
    assert lock_holder(default_save_path()) is None
    with lock_save(default_save_path()) as lock:
        assert lock.held


def test_a_crash_never_leaves_the_game_locked(held):
    save_game(mid_turn())
    other = held()
    other.crash()
    with lock_save(default_save_path()) as lock:
        assert lock.held
        assert lock_holder(default_save_path()) is not None  # now held by this process


def test_the_lock_is_held_until_released():
    save_game(mid_turn())
    lock = lock_save(default_save_path())
    with pytest.raises(SaveInUse):
        lock_save(default_save_path())  # a second open of the file is a second holder
    lock.release()
    assert not lock.held
    lock_save(default_save_path()).release()


def test_the_lock_file_goes_once_there_is_no_save_to_guard():
    with lock_save(default_save_path()):
        assert lock_path_for(default_save_path()).exists()
    assert not lock_path_for(default_save_path()).exists()


def test_the_lock_file_stays_beside_a_save():
    save_game(mid_turn())
    with lock_save(default_save_path()):
        pass
    assert lock_path_for(default_save_path()).name == "game.json.lock"
    assert lock_path_for(default_save_path()).exists()


def test_a_symlinked_save_is_locked_beside_its_target(tmp_path, held):
    target = tmp_path / "shared.json"
    save_game(mid_turn(), target)
    default_save_path().symlink_to(target)
    assert lock_path_for(default_save_path()) == tmp_path / "shared.json.lock"
    other = held(target)
    with pytest.raises(SaveInUse):
        lock_save(default_save_path())
    other.release()

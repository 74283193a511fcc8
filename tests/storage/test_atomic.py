"""Atomic writes: through a symlink to its target, and the temporary files a kill leaves."""

from __future__ import annotations

import os
import time

from tests.storage.test_saves import mid_game, mid_turn
from yahtzee_tui.storage.atomic import STALE_AFTER, remove_stale_temp_files
from yahtzee_tui.storage.saves import default_save_path, load_game, save_game


def age(path, seconds):
    """Make `path` look last written `seconds` ago."""
    then = time.time() - seconds
    os.utime(path, (then, then))
    return path


def test_a_symlinked_save_is_written_through_to_its_target(tmp_path):
    target = tmp_path / "synced" / "my-game.json"
    target.parent.mkdir()
    link = default_save_path()
    link.symlink_to(target)
    state = mid_turn()
    save_game(mid_game())
    save_game(state)
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert load_game(target) == state and load_game() == state


def test_a_link_to_a_file_not_yet_there_creates_it(tmp_path):
    target = tmp_path / "new-game.json"
    default_save_path().symlink_to(target)
    save_game(mid_turn())
    assert default_save_path().is_symlink() and target.is_file()


def test_a_chain_of_links_is_followed_to_its_end(tmp_path):
    target = tmp_path / "end.json"
    middle = tmp_path / "middle.json"
    middle.symlink_to(target)
    default_save_path().symlink_to(middle)
    state = mid_turn()
    save_game(state)
    assert middle.is_symlink() and load_game(target) == state


def test_writing_through_a_link_leaves_no_temporary_file_on_either_side(tmp_path):
    target = tmp_path / "synced" / "my-game.json"
    target.parent.mkdir()
    default_save_path().symlink_to(target)
    save_game(mid_turn())
    assert sorted(p.name for p in target.parent.iterdir()) == ["my-game.json"]
    assert sorted(p.name for p in default_save_path().parent.iterdir()) == ["game.json"]


def test_stale_temporary_files_are_removed_and_fresh_ones_kept():
    save = save_game(mid_turn())
    stale = save.with_name(".game.json.k1ll3d")
    fresh = save.with_name(".game.json.wr1t1ng")
    for leftover in (stale, fresh):
        leftover.write_text('{"half', encoding="utf-8")
    age(stale, STALE_AFTER + 5)
    assert remove_stale_temp_files(save) == [stale]
    assert not stale.exists() and fresh.exists() and save.exists()


def test_only_the_saves_own_temporary_files_are_removed():
    save = save_game(mid_turn())
    others = [
        save.with_name(".records.sqlite3.x1"),
        save.with_name(".game-2.json.x1"),
        save.with_name("game.json.corrupt-20250101-000000"),
    ]
    for other in others:
        other.write_text("keep", encoding="utf-8")
        age(other, STALE_AFTER * 10)
    assert remove_stale_temp_files(save) == []
    assert all(other.exists() for other in others)


def test_the_temporary_files_of_a_symlinked_save_are_found_beside_its_target(tmp_path):
    target = tmp_path / "my-game.json"
    default_save_path().symlink_to(target)
    save_game(mid_turn())
    leftover = tmp_path / ".my-game.json.k1ll3d"
    leftover.write_text("{", encoding="utf-8")
    age(leftover, STALE_AFTER + 1)
    assert remove_stale_temp_files(default_save_path()) == [leftover]

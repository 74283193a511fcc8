"""Syncs done after the write: in order, the newest version of a file, never waited for."""

from __future__ import annotations

import os

import pytest

from tests.storage.held_syncs import DEADLINE, HeldSyncs
from yahtzee_tui.storage.atomic import write_atomically
from yahtzee_tui.storage.syncing import BackgroundSync


@pytest.fixture
def held(monkeypatch: pytest.MonkeyPatch) -> HeldSyncs:
    held = HeldSyncs()
    monkeypatch.setattr(os, "fsync", held)
    yield held
    held.released.set()
    assert not held.timed_out


def test_a_write_with_a_syncer_is_in_place_while_its_sync_is_held(tmp_path, held):
    syncer = BackgroundSync()
    target = tmp_path / "game.json"
    write_atomically(target, "first", syncer)
    assert target.read_text() == "first"
    assert held.entered.wait(DEADLINE)  # the sync is under way, and held
    write_atomically(target, "second", syncer)
    assert target.read_text() == "second"
    assert not syncer.idle
    held.released.set()
    assert syncer.wait(DEADLINE)


def test_a_newer_version_is_never_followed_by_the_sync_of_an_older_one(tmp_path, held):
    syncer = BackgroundSync()
    target = tmp_path / "game.json"
    write_atomically(target, "move 1", syncer)
    assert held.entered.wait(DEADLINE)
    for move in range(2, 6):  # written while the first sync is held
        write_atomically(target, f"move {move}", syncer)
    held.released.set()
    assert syncer.wait(DEADLINE)
    assert held.files_synced == [b"move 1", b"move 5"]


def test_files_are_synced_in_the_order_they_were_written(tmp_path, held):
    syncer = BackgroundSync()
    first, notes, save = tmp_path / "first", tmp_path / "notes", tmp_path / "save"
    write_atomically(first, "held", syncer)
    assert held.entered.wait(DEADLINE)
    write_atomically(save, "save 1", syncer)
    write_atomically(notes, "notes", syncer)
    write_atomically(save, "save 2", syncer)  # written again: after the notes, newest only
    held.released.set()
    assert syncer.wait(DEADLINE)
    assert held.files_synced == [b"held", b"notes", b"save 2"]


def test_waiting_for_the_syncs_is_bounded(tmp_path, held):
    syncer = BackgroundSync()
    write_atomically(tmp_path / "game.json", "move", syncer)
    assert held.entered.wait(DEADLINE)
    assert not syncer.wait(0.01)
    held.released.set()
    assert syncer.wait(DEADLINE) and syncer.idle


def test_a_file_gone_before_its_sync_is_skipped(tmp_path):
    syncer = BackgroundSync()
    target = tmp_path / "game.json"
    write_atomically(target, "move", syncer)
    target.unlink()
    assert syncer.wait(DEADLINE)
    write_atomically(target, "again", syncer)
    assert syncer.wait(DEADLINE) and target.read_text() == "again"

"""The on-disk table cache: written under the cache directory, checked on load, rebuilt when bad."""

from __future__ import annotations

import json
import zipfile

import numpy as np
import pytest

from yahtzee_tui import paths
from yahtzee_tui.strategy import cache
from yahtzee_tui.strategy.cache import (
    SolverTable,
    load_or_build,
    read_table,
    table_path,
    write_table,
)

RULES = "yahtzee_no_bonus"


@pytest.fixture
def stored(solved, tmp_path):
    """The session's table written to a fresh file."""
    table = solved(RULES)
    path = tmp_path / "table.npz"
    write_table(table, path)
    return table, path


def test_a_written_table_reads_back_the_same(stored):
    table, path = stored
    again = read_table(table.model, path)
    assert again is not None
    assert np.array_equal(again.values, table.values)
    assert again.expected_score == table.expected_score


def test_tables_live_in_the_cache_directory_under_yahtzee_tui_home(_isolated_home):
    assert table_path("yatzy").parent == paths.cache_dir()
    assert table_path("yatzy").is_relative_to(_isolated_home)


def test_a_missing_file_is_no_table(solved, tmp_path):
    assert read_table(solved(RULES).model, tmp_path / "none.npz") is None


def test_a_truncated_file_is_no_table(stored):
    table, path = stored
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    assert read_table(table.model, path) is None


def test_a_file_that_is_not_a_table_is_no_table(stored):
    table, path = stored
    path.write_text("not numpy at all")
    assert read_table(table.model, path) is None


def test_a_changed_value_fails_the_checksum(stored):
    table, path = stored
    values = table.values.copy()
    values[12345] += 1
    header = _header(path)
    np.savez(path, header=np.frombuffer(json.dumps(header).encode(), np.uint8), values=values)
    assert read_table(table.model, path) is None


def test_a_table_of_another_version_is_no_table(stored):
    table, path = stored
    header = _header(path) | {"version": cache.VERSION + 1}
    np.savez(path, header=np.frombuffer(json.dumps(header).encode(), np.uint8), values=table.values)
    assert read_table(table.model, path) is None


def test_a_table_of_another_rule_set_is_no_table(solved, stored):
    _, path = stored
    assert read_table(solved("yahtzee").model, path) is None


def test_a_bad_cache_file_is_rebuilt(solved, monkeypatch):
    table = solved(RULES)
    path = table_path(RULES)
    path.write_bytes(b"PK\x03\x04 broken")
    builds = []

    def build(model, progress=None):
        builds.append(model.rules.id)
        return SolverTable(model, table.values, table.expected_score, 0.0, None)

    monkeypatch.setattr(cache, "build_table", build)
    rebuilt = load_or_build(RULES)
    assert builds == [RULES]
    assert rebuilt.expected_score == table.expected_score
    assert read_table(table.model, path) is not None


def test_a_sound_cache_file_is_loaded_not_rebuilt(solved, monkeypatch):
    table = solved(RULES)
    write_table(table, table_path(RULES))

    def build(model, progress=None):
        raise AssertionError("rebuilt a sound table")

    monkeypatch.setattr(cache, "build_table", build)
    loaded = load_or_build(RULES)
    assert loaded.build_seconds is None
    assert np.array_equal(loaded.values, table.values)


def _header(path) -> dict:
    with zipfile.ZipFile(path) as archive, archive.open("header.npy") as handle:
        return json.loads(np.lib.format.read_array(handle).tobytes().decode())


def test_a_cache_folder_that_cannot_be_made_leaves_the_table_in_memory(
    solved, monkeypatch, _isolated_home
):
    table = solved(RULES)
    (_isolated_home / "cache").write_text("a file where the cache folder should be")
    monkeypatch.setattr(cache, "build_table", lambda model, progress=None: table)
    loaded = load_or_build(RULES)
    assert loaded.path is None
    assert loaded.not_cached is not None and "cache folder" in loaded.not_cached
    assert loaded.expected_score == table.expected_score


def test_a_cache_file_that_cannot_be_written_leaves_the_table_in_memory(solved, monkeypatch):
    table = solved(RULES)
    (table_path(RULES) / "in the way").mkdir(parents=True)
    monkeypatch.setattr(cache, "build_table", lambda model, progress=None: table)
    loaded = load_or_build(RULES)
    assert loaded.path is None
    assert loaded.not_cached is not None and "cannot be written" in loaded.not_cached

"""The Yamb expert's tables on disk: fitted on first need, checked on load, rebuilt when bad,
and kept in memory when the cache cannot be written."""

from __future__ import annotations

import json
import zipfile

import numpy as np
import pytest

from tests.strategy.conftest import TINY_PLAN
from yahtzee_tui import paths
from yahtzee_tui.strategy import yamb_table
from yahtzee_tui.strategy.advisor import advisor_ready, prepare_advisor
from yahtzee_tui.strategy.yamb_table import (
    load_or_build,
    read_table,
    table_path,
    write_table,
)


@pytest.fixture(scope="module")
def tiny():
    """Tables fitted with a tiny plan, once for the module."""
    return yamb_table.build_table(TINY_PLAN)


@pytest.fixture
def stored(tiny, tmp_path):
    path = tmp_path / "yamb.npz"
    write_table(tiny, path)
    return tiny, path


def same_values(first, second) -> bool:
    return all(
        np.array_equal(getattr(first.values, name), getattr(second.values, name))
        for name in ("reference", "expected", "bonus_chance")
    )


def test_written_tables_read_back_the_same(stored):
    table, path = stored
    again = read_table(path, TINY_PLAN)
    assert again is not None and same_values(again, table)
    assert again.build_seconds is None


def test_the_tables_live_in_the_cache_directory(_isolated_home):
    assert table_path().parent == paths.cache_dir()
    assert table_path().is_relative_to(_isolated_home)
    assert table_path(TINY_PLAN) != table_path()


def test_tables_fitted_with_another_plan_are_not_these(stored):
    _, path = stored
    assert read_table(path) is None


@pytest.mark.parametrize(
    "damage",
    [
        lambda path: path.write_bytes(path.read_bytes()[: len(path.read_bytes()) // 2]),
        lambda path: path.write_text("not numpy at all"),
        lambda path: path.write_bytes(b"PK\x03\x04 broken"),
    ],
    ids=["truncated", "text", "broken zip"],
)
def test_a_damaged_file_is_no_table(stored, damage):
    _, path = stored
    damage(path)
    assert read_table(path, TINY_PLAN) is None


def rewrite(path, header=None, **arrays) -> None:
    """Write the file again with a changed header or arrays (the checksum left as it was)."""
    with np.load(path) as archive:
        stored = {name: archive[name] for name in archive.files}
    old_header = json.loads(stored.pop("header").tobytes().decode())
    stored.update(arrays)
    text = json.dumps(header or old_header).encode()
    np.savez(path, header=np.frombuffer(text, np.uint8), **stored)


def test_a_changed_value_fails_the_checksum(stored):
    table, path = stored
    reference = table.values.reference.copy()
    reference[0, 0, 0] += 1
    rewrite(path, reference=reference)
    assert read_table(path, TINY_PLAN) is None


def test_tables_of_another_version_are_no_tables(stored):
    _, path = stored
    with zipfile.ZipFile(path) as archive, archive.open("header.npy") as handle:
        header = json.loads(np.lib.format.read_array(handle).tobytes().decode())
    rewrite(path, header | {"version": yamb_table.VERSION + 1})
    assert read_table(path, TINY_PLAN) is None


def test_a_corrupt_cache_file_is_fitted_again(tiny):
    path = table_path(TINY_PLAN)
    path.write_bytes(b"PK\x03\x04 broken")
    rebuilt = load_or_build(plan=TINY_PLAN)
    assert rebuilt.build_seconds is not None
    assert same_values(rebuilt, tiny)
    assert read_table(path, TINY_PLAN) is not None


def test_a_sound_cache_file_is_loaded_not_fitted(tiny, monkeypatch):
    write_table(tiny, table_path(TINY_PLAN))

    def fit(*args, **kwargs):
        raise AssertionError("fitted sound tables again")

    monkeypatch.setattr(yamb_table, "fit_expert", fit)
    loaded = load_or_build(plan=TINY_PLAN)
    assert loaded.build_seconds is None and same_values(loaded, tiny)


def test_a_cache_that_cannot_be_written_keeps_the_tables_in_memory(_isolated_home):
    (_isolated_home / "cache").write_text("a file where the cache folder should be")
    table = load_or_build(plan=TINY_PLAN)
    assert table.path is None
    assert table.not_cached is not None and "cache" in table.not_cached


def test_a_cache_file_that_cannot_be_written_keeps_the_tables_in_memory():
    # A folder where the file should be cannot be replaced, not even by root.
    (table_path(TINY_PLAN) / "in the way").mkdir(parents=True)
    table = load_or_build(plan=TINY_PLAN)
    assert table.path is None
    assert table.not_cached is not None and "cannot be written" in table.not_cached


def test_the_advisor_is_ready_once_its_tables_are_in_memory(monkeypatch, tiny):
    monkeypatch.setattr(yamb_table, "_loaded", {})
    monkeypatch.setattr(yamb_table, "load_or_build", lambda *args, **kwargs: tiny)
    assert not advisor_ready("yamb")
    assert prepare_advisor("yamb") is None
    assert advisor_ready("yamb")

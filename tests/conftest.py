"""Every test writes under a temporary YAHTZEE_TUI_HOME, never the user's real directories."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests import schedule
from tests.speed import collect_all_then_freeze, collect_less
from tests.storage.lock_holder import HeldSave
from tests.tables import in_memory, table_cache_folder
from yahtzee_tui import started
from yahtzee_tui.storage import locks
from yahtzee_tui.storage.saves import default_save_path


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """`-n auto`: a worker more than the cores. Some tests wait on other processes (a
    served game, a browser, a command) or watch an idle app for a second; the extra worker
    keeps both cores busy meanwhile (measured: 138 s against 166 s with two on two cores)."""
    return len(os.sched_getaffinity(0)) + 1


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "tables(*rules_ids, yamb_expert=False): the solver's tables of these rule sets (and "
        "the Yamb expert's) are in memory before the test, computed at most once per run",
    )
    config.addinivalue_line(
        "markers",
        "every_frame_drawn: the test's headless apps draw every frame, as a terminal's do "
        "(others draw one when the test looks: `tests/textual_shims.py`)",
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    schedule.slowest_modules_first(config, items)


def pytest_collection_finish(session: pytest.Session) -> None:
    collect_less()


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    schedule.took(report)


def pytest_sessionfinish(session: pytest.Session) -> None:
    schedule.record(session.config)
    collect_all_then_freeze()


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    home = tmp_path_factory.mktemp("yahtzee-home")
    monkeypatch.setenv("YAHTZEE_TUI_HOME", str(home))
    monkeypatch.delenv("NO_COLOR", raising=False)
    return home


@pytest.fixture(autouse=True)
def _started_afresh(monkeypatch: pytest.MonkeyPatch) -> None:
    """How the program was started (`started.remember`, `--lang`) is process-wide: a test
    that runs the command line in-process must not hand its `--lang` to the next test."""
    monkeypatch.setattr(started, "_started", started.PROGRAM)
    monkeypatch.setattr(started, "_language", None)


@pytest.fixture(scope="session")
def table_cache(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One folder of solver and Yamb tables for the whole run, shared by the xdist workers
    (`tests/tables.py`): use it with `tests.tables.shared`."""
    return table_cache_folder(request.config, tmp_path_factory)


@pytest.fixture(autouse=True)
def _tables(request: pytest.FixtureRequest) -> None:
    """The tables a test's `tables` mark names, in memory before it starts."""
    marker = request.node.get_closest_marker("tables")
    if marker is not None:
        in_memory(request.getfixturevalue("table_cache"), *marker.args, **marker.kwargs)


@pytest.fixture
def textual_pilot_shims(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """For tests that drive an app with the Pilot (`tests/tui` and `tests/i18n` use it for
    every test): its clicks and keys wait for the settled app, each stylesheet is parsed
    once per process, and a headless app draws a frame only when the test looks at the screen
    and as the test ends, unless the test takes a picture or is marked `every_frame_drawn`
    (`tests/textual_shims.py`, the only module that touches Textual's internals)."""
    from tests import textual_shims
    from tests.tui.waiting import button_ready, messages_waiting, settle

    textual_shims.parse_each_stylesheet_once()
    # A picture is taken of an app that drew every frame, as a terminal's does: Textual keeps
    # what a widget drew, and a scrollbar the layout alone moves is drawn anew only by a frame.
    picture = "snap_compare" in request.fixturenames
    if request.node.get_closest_marker("every_frame_drawn") is None and not picture:
        textual_shims.frames_drawn_when_looked_at(monkeypatch)
    textual_shims.pilot_waits_for_the_settled_app(
        monkeypatch, settle, button_ready, messages_waiting
    )


@pytest.fixture
def read_only() -> Iterator[Callable[[Path], Path]]:
    """`read_only(path)`: the folder or file refuses every write until the test ends.

    Permission bits do not stop root, so as root the file system's immutable attribute is
    set instead (`chattr +i`); the test is skipped where neither works.
    """
    frozen: list[Path] = []

    def freeze(path: Path) -> Path:
        if os.geteuid() != 0:
            path.chmod(0o555 if path.is_dir() else 0o444)
        else:
            done = subprocess.run(["chattr", "+i", str(path)], capture_output=True, check=False)
            if done.returncode != 0:
                pytest.skip(f"cannot make {path} read-only as root: {done.stderr.decode()}")
        frozen.append(path)
        return path

    yield freeze
    for path in reversed(frozen):
        if os.geteuid() == 0:
            subprocess.run(["chattr", "-i", str(path)], check=True)
        else:
            path.chmod(0o755 if path.is_dir() else 0o644)


@pytest.fixture
def held(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., HeldSave]]:
    """`held(path)`: another process holding the lock on that save (`game.json` by default),
    stopped when the test ends.

    Nothing but that process touches the lock meanwhile, so a refused lock is refused after a
    twentieth of a second rather than the half second a start allows for another copy's look.
    """
    monkeypatch.setattr(locks, "LOOK_WAIT", 0.05)
    holders: list[HeldSave] = []

    def hold(save: Path | None = None) -> HeldSave:
        holders.append(HeldSave(save or default_save_path()))
        return holders[-1]

    yield hold
    for holder in holders:
        holder.close()

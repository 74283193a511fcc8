"""Every test writes under a temporary YAHTZEE_TUI_HOME, never the user's real directories."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from textual.pilot import Pilot

from tests.speed import collect_less, parse_each_stylesheet_once
from tests.storage.lock_holder import HeldSave
from tests.tables import table_cache_folder
from tests.tui.waiting import button_ready, messages_waiting, settle
from yahtzee_tui.storage import locks
from yahtzee_tui.storage.saves import default_save_path


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """`-n auto`: a worker more than the cores. Some tests wait on other processes (a
    served game, a browser, a command) or watch an idle app for a second; the extra worker
    keeps both cores busy meanwhile (measured: 138 s against 166 s with two on two cores)."""
    return len(os.sched_getaffinity(0)) + 1


def pytest_collection_finish(session: pytest.Session) -> None:
    collect_less()
    parse_each_stylesheet_once()


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    home = tmp_path_factory.mktemp("yahtzee-home")
    monkeypatch.setenv("YAHTZEE_TUI_HOME", str(home))
    monkeypatch.delenv("NO_COLOR", raising=False)
    return home


@pytest.fixture(scope="session")
def table_cache(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One folder of solver and Yamb tables for the whole run, shared by the xdist workers
    (`tests/tables.py`): use it with `tests.tables.shared`."""
    return table_cache_folder(request.config, tmp_path_factory)


@pytest.fixture(autouse=True)
def _clicks_aim_at_the_settled_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Pilot's clicks (and other mouse events) aim at where a widget is once the app has
    handled what is pending and laid the screen out (`settle`): aimed from the layout before,
    a click on a busy machine lands on whatever has moved there since. And like a player's,
    a click on a button waits until it has come back up from its last press (`button_ready`)."""
    post = Pilot._post_mouse_events

    async def post_when_settled(
        self: Pilot, events: object, widget: object = None, *args: object, **kwargs: object
    ) -> bool:
        await settle(self)
        await button_ready(self, widget)
        return await post(self, events, widget, *args, **kwargs)

    monkeypatch.setattr(Pilot, "_post_mouse_events", post_when_settled)


@pytest.fixture(autouse=True)
def _keys_reach_the_settled_app(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each key the Pilot presses waits until the app has handled the messages the key
    before it set off (`settle`): Enter on a list moves the focus by a message the list
    passes on, and on a busy machine the next key could still reach the list."""
    press = Pilot.press

    async def press_when_settled(self: Pilot, *keys: str) -> None:
        for key in keys:
            if messages_waiting(self):
                await settle(self)
            await press(self, key)

    monkeypatch.setattr(Pilot, "press", press_when_settled)


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

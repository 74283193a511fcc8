"""Running the `yahtzee-tui` command in-process and collecting what it printed."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from yahtzee_tui.cli import main
from yahtzee_tui.game import GameState
from yahtzee_tui.storage.locks import SaveInUse, lock_save
from yahtzee_tui.tui.app import YahtzeeApp


def run_command(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """(exit code, stdout, stderr) of `yahtzee-tui ARGV`."""
    try:
        code = main(list(argv))
    except SystemExit as exit_:
        code = exit_.code
    out, err = capsys.readouterr()
    return code, out, err


@dataclass(frozen=True)
class Launched:
    """An app the command would have run, as it stood when it would have run."""

    state: GameState | None  # the game it opens; None for the start screen
    save_path: Path
    locked: bool  # whether the save was locked (by this process) while the app ran
    read_only: bool = False  # a game watched as another copy plays it


def launched_apps(monkeypatch: pytest.MonkeyPatch) -> list[Launched]:
    """The apps `main` runs, recorded instead of run."""
    apps: list[Launched] = []

    def record(app: YahtzeeApp, *args: object, **kwargs: object) -> None:
        assert app.save_path is not None
        try:
            lock_save(app.save_path).release()
            locked = False
        except SaveInUse:
            locked = True
        apps.append(Launched(app._first_state, app.save_path, locked, app.read_only))

    monkeypatch.setattr(YahtzeeApp, "run", record)
    return apps

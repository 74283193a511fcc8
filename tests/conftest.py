"""Every test writes under a temporary YAHTZEE_TUI_HOME, never the user's real directories."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    home = tmp_path_factory.mktemp("yahtzee-home")
    monkeypatch.setenv("YAHTZEE_TUI_HOME", str(home))
    monkeypatch.delenv("NO_COLOR", raising=False)
    return home

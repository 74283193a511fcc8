from __future__ import annotations

import pytest

from tests.cli.helpers import Launched, launched_apps


@pytest.fixture
def launched(monkeypatch: pytest.MonkeyPatch) -> list[Launched]:
    """The apps the command runs in this test, recorded instead of run (`launched_apps`)."""
    return launched_apps(monkeypatch)

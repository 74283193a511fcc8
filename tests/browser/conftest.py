"""Fixtures for the browser tests: headless system Chromium on a served game.

Without Chromium the tests are skipped with the package to install, except in CI (CI=true,
as `.ci/run` sets it), where a missing browser fails: CI installs it and must run them.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.browser.driver import (
    CHROMIUM_PACKAGE,
    ServedGame,
    chromium_executable,
    in_ci,
    open_page,
)

# A desktop browser window, in pixels; the game fills it.
WINDOW = (1280, 800)


@pytest.fixture
def chromium() -> str:
    """The system Chromium's path."""
    path = chromium_executable()
    if path is None:
        reason = f"needs Chromium: apt-get install {CHROMIUM_PACKAGE}"
        if in_ci():
            pytest.fail(f"CI {reason} (.ci/run installs it)")
        pytest.skip(reason)
    return path


@pytest.fixture
def served_game(_isolated_home: Path) -> Iterator[ServedGame]:
    """`yahtzee-tui serve` on a free loopback port, writing under the test's home."""
    with ServedGame.running(_isolated_home) as served:
        yield served


@pytest.fixture
def browser_page(chromium: str, tmp_path: Path) -> Iterator[Any]:
    """A page of headless Chromium with a new, empty profile; closed after the test."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        page = open_page(playwright, chromium, tmp_path / "chromium-profile", *WINDOW)
        try:
            yield page
        finally:
            page.context.close()

"""The wheel carries the whole game: built from the checkout, installed apart from it, and run
from a folder outside it (as `pipx install .` or `uv tool install .` would), the command
starts, and the app finds its styles, the browser page, the Yamb expert's shipped table and its
languages' compiled catalogues."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.deadlines import deadline

CHECKOUT = Path(__file__).resolve().parents[2]

# Run by the installed copy: every file it opens must come from the install, not the checkout.
PROBE = """
import asyncio, sys, time
from pathlib import Path
import yahtzee_tui
from yahtzee_tui.cli.web_server import PAGE_DIR
from yahtzee_tui.strategy.yamb_table import SHIPPED, read_table
from yahtzee_tui.tui import make_app
from yahtzee_tui.tui.screens.start import StartScreen

site = Path(sys.argv[1]).resolve()
assert Path(yahtzee_tui.__file__).resolve().is_relative_to(site), yahtzee_tui.__file__
assert "yahtzee-tui" in (PAGE_DIR / "app_index.html").read_text(encoding="utf-8")
assert read_table(SHIPPED) is not None, SHIPPED

async def start() -> None:
    app = make_app(animations=False)
    async with app.run_test(size=(80, 24)) as pilot:
        end = time.monotonic() + float(sys.argv[2])  # a busy machine only waits longer
        while not isinstance(app.screen, StartScreen) and time.monotonic() < end:
            await pilot.pause()
        assert isinstance(app.screen, StartScreen), app.screen
        # The app's own stylesheet is in: the title is styled by it.
        assert app.screen.query_one("#start-title").styles.margin.bottom == 1

asyncio.run(start())
print("installed game ok")
"""


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel built from the checkout, installed (without its dependencies, which the
    test's environment has) into a folder of its own."""
    root = tmp_path_factory.mktemp("wheel")
    build = [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(root / "dist")]
    subprocess.run([*build, str(CHECKOUT)], check=True, capture_output=True, timeout=300)
    (wheel,) = (root / "dist").glob("yahtzee_tui-*.whl")
    install = [sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target"]
    subprocess.run([*install, str(root / "site"), str(wheel)], check=True, timeout=300)
    return root


def run_installed(root: Path, *command: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(root / "site"), "YAHTZEE_TUI_HOME": str(root / "home")}
    return subprocess.run(
        command, cwd=root, env=env, capture_output=True, text=True, timeout=120, check=False
    )


def test_the_installed_command_says_its_version(installed: Path):
    result = run_installed(installed, str(installed / "site" / "bin" / "yahtzee-tui"), "--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("yahtzee-tui ")


def test_the_installed_command_speaks_croatian_from_its_compiled_catalogue(installed: Path):
    """The wheel carries each language compiled (.mo), not its source (.po)."""
    locale = installed / "site" / "yahtzee_tui" / "locale"
    assert (locale / "hr" / "LC_MESSAGES" / "yahtzee_tui.mo").is_file()
    assert (locale / "sr_Latn" / "LC_MESSAGES" / "yahtzee_tui.mo").is_file()
    assert (locale / "sl" / "LC_MESSAGES" / "yahtzee_tui.mo").is_file()
    assert not list(locale.rglob("*.po"))
    command = str(installed / "site" / "bin" / "yahtzee-tui")
    result = run_installed(installed, command, "--lang", "hr", "--help")
    assert result.returncode == 0, result.stderr
    assert "savjetnikom" in result.stdout  # the description, in Croatian
    result = run_installed(installed, command, "--lang", "sl", "--lang", "xx")
    assert result.returncode == 2 and result.stderr.count("\n") == 1


def test_the_installed_game_finds_its_styles_page_and_tables(installed: Path):
    site = str(installed / "site")
    result = run_installed(installed, sys.executable, "-c", PROBE, site, str(deadline()))
    assert result.returncode == 0, result.stderr
    assert "installed game ok" in result.stdout

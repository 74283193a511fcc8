"""Commands that draw no screen load neither Textual nor the app, and NumPy only when they
compute: each is run in a fresh interpreter that says what it loaded (as the engine's purity
test does for a layer)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from tests.import_graph import modules
from tests.layering import (
    command_line,
    heavy_modules_loaded_by,
    modules_loaded_by_command,
    modules_loaded_by_server,
    modules_loaded_when_listening,
    watched_in,
)

COMMANDS = ("score", "solve", "advise", "simulate", "records", "review", "serve", "server")
COMMANDS += ("host", "join")


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    return {**os.environ, "YAHTZEE_TUI_HOME": str(tmp_path)}


@pytest.mark.parametrize(
    "argv", [["--version"], ["--help"], *([command, "--help"] for command in COMMANDS)]
)
def test_the_version_and_every_help_load_nothing_heavy(argv, env):
    assert modules_loaded_by_command(*argv, env=env) == []


@pytest.mark.parametrize(
    "argv", [["--lang", "hr", "--help"], ["score", "--roll", "4", "1", "2"], ["--rules", "x"]]
)
def test_a_wrong_option_or_a_translated_help_loads_nothing_heavy(argv, env):
    assert modules_loaded_by_command(*argv, env=env) == []


@pytest.mark.parametrize(
    "argv",
    [["score", "3", "3", "3", "4", "4", "full_house"], ["score", "--all", "1", "2", "3", "4", "5"]],
)
def test_scoring_prints_with_rich_alone(argv, env):
    assert modules_loaded_by_command(*argv, env=env) == ["rich"]


def test_the_server_listens_without_the_interface_or_the_solver(env):
    """The server loads the advisor with the first computer move, not to listen."""
    # TLS comes with the websockets server itself.
    assert modules_loaded_by_server("server", "--port", "0", env=env) == ["ssl"]


def test_the_server_says_it_listens_before_it_loads_the_network_stack(env):
    """Its socket is bound and the line said before asyncio, websockets and the protocol load:
    connections wait in the socket's backlog meanwhile."""
    watched = ("asyncio", "websockets", "msgspec", "ssl", "yahtzee_tui.net.server")
    assert modules_loaded_when_listening("server", "--port", "0", env=env, watched=watched) == []


def test_the_server_listens_without_the_records(env):
    """A finished game's records (SQLite) load when the first network game ends."""
    watched = ("yahtzee_tui.storage.records", "sqlite3")
    assert modules_loaded_by_server("server", "--port", "0", env=env, watched=watched) == []


def test_the_words_and_views_the_command_line_prints_need_no_textual():
    views = [name for name in modules() if name.startswith("yahtzee_tui.tui.views.")]
    loaded = heavy_modules_loaded_by("yahtzee_tui.tui", *views)
    assert "textual" not in loaded


@pytest.mark.parametrize("rules", ["yahtzee", "jamb_directed"])
def test_a_game_in_plain_lines_loads_neither_textual_nor_the_app(rules, env):
    """The line mode plays through the session, the views and the advisor: no Textual."""
    argv = ["--plain", "--rules", rules, "--player", "Ann", "--computer", "Bot:easy"]
    typed = "roll\nhold 1\ncard\nhelp\nroll\nquit\n"
    result = subprocess.run(
        command_line(*argv), input=typed, capture_output=True, text=True, env=env, check=False
    )
    assert "Ann rolls" in result.stdout
    loaded = watched_in(result.stderr)
    assert "textual" not in loaded
    assert "yahtzee_tui.tui.app" not in loaded


def test_the_line_mode_s_modules_need_no_textual():
    plain = [name for name in modules() if name.startswith("yahtzee_tui.plain")]
    assert "textual" not in heavy_modules_loaded_by(*plain, "yahtzee_tui.cli.plain_cmd")


@pytest.mark.parametrize("plain", [["--plain", "host"], ["host", "--plain"]])
def test_hosting_in_plain_lines_loads_neither_textual_nor_the_app(plain, env):
    """The line mode at a network table drives the remote session and the client: no Textual."""
    argv = [*plain, "--port", "0", "--player", "Ann"]
    result = subprocess.run(
        command_line(*argv),
        input="who\nquit\n",
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert "Seat 1: Ann (you), at the table." in result.stdout
    loaded = watched_in(result.stderr)
    assert "textual" not in loaded
    assert "yahtzee_tui.tui.app" not in loaded


def test_the_line_mode_at_a_network_table_needs_no_textual():
    assert "textual" not in heavy_modules_loaded_by(
        "yahtzee_tui.plain.table", "yahtzee_tui.cli.net_table"
    )

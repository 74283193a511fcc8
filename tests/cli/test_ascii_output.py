"""Output where the terminal takes ASCII only (LC_ALL=C PYTHONIOENCODING=ascii): degraded to an
ASCII form, never UnicodeEncodeError."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from dataclasses import replace

import pytest

from yahtzee_tui.cli.output import ascii_form, degrade_unencodable
from yahtzee_tui.engine import get_rules
from yahtzee_tui.game import Sheet, new_game
from yahtzee_tui.storage.records import record_game


def yahtzee_tui(*argv: str) -> subprocess.CompletedProcess[bytes]:
    """The real command in a C locale whose output takes ASCII only."""
    env = {**os.environ, "LC_ALL": "C", "PYTHONIOENCODING": "ascii"}
    return subprocess.run(
        [sys.executable, "-m", "yahtzee_tui", *argv], capture_output=True, env=env, check=False
    )


def ascii_text(data: bytes) -> str:
    return data.decode("ascii")  # raises if anything else got through


@pytest.fixture
def zoe_recorded() -> None:
    state = new_game("yahtzee", ["Zoë", "Đorđe"], seed=5, first_player=0)
    boxes = get_rules("yahtzee").box_ids
    sheets = tuple(Sheet({**dict.fromkeys(boxes, 0), "chance": c}) for c in (22, 17))
    record_game(replace(state, sheets=sheets))


def test_records_print_names_in_ascii(zoe_recorded):
    done = yahtzee_tui("records")
    assert (done.returncode, done.stderr) == (0, b"")
    out = ascii_text(done.stdout)
    assert "Zoe" in out and "Dorde" in out
    assert "|" in out  # table lines drawn in ASCII


def test_a_players_figures_print_in_ascii(zoe_recorded):
    done = yahtzee_tui("records", "--player", "Zoë")
    assert (done.returncode, done.stderr) == (0, b"")
    assert ascii_text(done.stdout).split()[0] == "Zoe"


def test_score_marks_legal_boxes_in_ascii_and_keeps_the_table_aligned():
    done = yahtzee_tui("score", "--all", "1", "1", "1", "1", "1")
    assert (done.returncode, done.stderr) == (0, b"")
    rows = [line for line in ascii_text(done.stdout).splitlines() if line.startswith("|")]
    assert len({len(row) for row in rows}) == 1
    assert any(row.rstrip("| ").endswith("x") for row in rows)


def test_an_error_naming_a_player_is_one_ascii_line():
    done = yahtzee_tui("--player", "Zoë", "--player", "zoë")
    assert done.returncode == 2
    assert ascii_text(done.stderr) == (
        "yahtzee-tui: error: two players are named zoe (see yahtzee-tui --help)\n"
    )


def test_help_prints_in_ascii():
    done = yahtzee_tui("--help")
    assert done.returncode == 0 and "usage: yahtzee-tui" in ascii_text(done.stdout)


def test_the_ascii_form_keeps_every_characters_width():
    assert ascii_form("Zoë · Đorđe ✓ 日本") == "Zoe - Dorde x ????"


@pytest.mark.parametrize(
    ("encoding", "printed"), [("utf-8", "Zoë ✓"), ("latin-1", "Zoë x"), ("ascii", "Zoe x")]
)
def test_a_stream_keeps_every_character_its_encoding_has(encoding, printed):
    stream = io.TextIOWrapper(io.BytesIO(), encoding=encoding)
    degrade_unencodable(stream)
    stream.write("Zoë ✓")
    stream.flush()
    assert stream.buffer.getvalue().decode(encoding) == printed

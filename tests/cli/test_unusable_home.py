"""A home folder that cannot be used: one line and exit code 2 from every command but `score`."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.cli.helpers import run_command as run
from yahtzee_tui import paths

COMMANDS = [
    (),
    ("--resume",),
    ("--player", "Ann", "--seed", "3"),
    ("records",),
    ("records", "--player", "Ann"),
    ("solve", "--rules", "yatzy"),
    ("advise", "--rules", "yahtzee", "--dice", "1,2,3,4,5"),
    ("simulate", "--games", "1"),
]


@pytest.fixture(params=["home is a file", "data is a file", "cache is a file", "read-only"])
def unusable_home(request, _isolated_home, read_only):
    """A home the product cannot keep its files in, and the words that say why."""
    home = _isolated_home
    if request.param == "home is a file":
        home.rmdir()
        home.write_text("not a folder")
        return f"{home} is a file, not a folder"
    if request.param == "read-only":
        read_only(home)
        return "cannot be used: "
    blocked = home / request.param.split()[0]
    blocked.write_text("not a folder")
    return f"{blocked} is a file, not a folder"


@pytest.mark.parametrize("argv", COMMANDS, ids=lambda argv: " ".join(argv) or "bare")
def test_every_command_says_what_is_wrong_in_one_line(
    request, capsys, launched, unusable_home, argv
):
    if "cache is a file" in request.node.name and argv[:1] in (
        ("solve",),
        ("advise",),
        ("simulate",),
    ):
        pytest.skip("the table commands keep their tables in memory without a cache")
    if argv[:1] == ("records",) and any(
        case in request.node.name for case in ("cache is a file", "read-only")
    ):
        pytest.skip("records only reads the data folder: a cache or write access it needs not")
    code, out, err = run(capsys, *argv)
    assert (code, out, launched) == (2, "", [])
    assert err.startswith("yahtzee-tui: error: the ") and unusable_home in err
    assert "set YAHTZEE_TUI_HOME to a folder you can write (see yahtzee-tui" in err
    assert err.endswith(" --help)\n")
    assert err.count("\n") == 1


def test_score_needs_no_home(capsys, unusable_home):
    assert run(capsys, "score", "3", "3", "3", "4", "4", "full_house") == (0, "25\n", "")


def test_the_problem_line_names_the_folder_that_failed(_isolated_home):
    (_isolated_home / "cache").write_text("not a folder")
    problem = paths.home_problem()
    assert problem is not None
    assert problem.startswith(f"the cache folder {_isolated_home / 'cache'} cannot be used")


def test_a_good_home_has_no_problem_and_keeps_no_probe_file(_isolated_home):
    assert paths.home_problem() is None
    assert sorted(p.name for p in _isolated_home.rglob("*")) == ["cache", "data"]


def test_data_dir_raises_the_one_line_error_should_the_folder_go_bad(_isolated_home):
    (_isolated_home / "data").write_text("not a folder")
    with pytest.raises(paths.HomeError, match="is a file, not a folder"):
        paths.data_dir()


def test_the_real_command_prints_no_traceback(_isolated_home):
    (_isolated_home / "data").write_text("not a folder")
    done = subprocess.run(
        [sys.executable, "-m", "yahtzee_tui", "records"],
        capture_output=True,
        text=True,
        env={**os.environ, "YAHTZEE_TUI_HOME": str(_isolated_home)},
        check=False,
    )
    assert (done.returncode, done.stdout) == (2, "")
    assert "Traceback" not in done.stderr and done.stderr.count("\n") == 1

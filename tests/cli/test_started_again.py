"""The command printed for coming back works from where the game was started."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from yahtzee_tui import started
from yahtzee_tui.started import again, started_as

PROGRAM_PATH = "/usr/local/bin/yahtzee-tui"


def never(_name: str) -> str | None:
    return None


def test_on_the_path_it_is_the_plain_name(tmp_path: Path) -> None:
    program = tmp_path / "yahtzee-tui"
    program.write_text("")
    found = str(program)
    assert started_as(found, {}, sys.executable, lambda name: found) == "yahtzee-tui"


def test_a_program_off_the_path_is_named_by_the_path_it_was_started_with() -> None:
    # `make run` in a checkout starts .venv/bin/yahtzee-tui, which is not on the PATH.
    assert started_as(".venv/bin/yahtzee-tui", {}, sys.executable, never) == (
        ".venv/bin/yahtzee-tui"
    )
    assert started_as("/opt/my game/yahtzee-tui", {}, sys.executable, never) == (
        "'/opt/my game/yahtzee-tui'"
    )


def test_started_by_make_run_it_says_make_run() -> None:
    assert started_as(".venv/bin/yahtzee-tui", {started.MAKE_ENV: "1"}, "python3", never) == "make"


def test_python_dash_m_is_said_with_the_python_that_ran_it(tmp_path: Path) -> None:
    main = str(tmp_path / "yahtzee_tui" / "__main__.py")
    python = str(tmp_path / "bin" / "python3")
    assert started_as(main, {}, python, never) == f"{python} -m yahtzee_tui"
    assert started_as(main, {}, sys.executable, lambda name: sys.executable) == (
        f"{Path(sys.executable).name} -m yahtzee_tui"
    )


def test_started_some_other_way_it_is_the_product_name() -> None:
    assert started_as("/usr/lib/python3/pytest", {}, sys.executable, never) == "yahtzee-tui"


@pytest.mark.parametrize(
    ("argv0", "env", "line"),
    [
        (".venv/bin/yahtzee-tui", {}, ".venv/bin/yahtzee-tui --resume"),
        (".venv/bin/yahtzee-tui", {started.MAKE_ENV: "1"}, "make run ARGS=--resume"),
    ],
)
def test_again_builds_the_whole_command(
    argv0: str, env: dict[str, str], line: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(started.shutil, "which", never)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    if not env:
        monkeypatch.delenv(started.MAKE_ENV, raising=False)
    started.remember(argv0)
    assert again("--resume") == line
    if env:
        assert again("host --port 7000") == "make run ARGS='host --port 7000'"


def test_the_command_again_keeps_the_language_the_game_was_started_in(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A game started with --lang hr on an English terminal comes back in Croatian.
    monkeypatch.setattr(started.shutil, "which", never)
    monkeypatch.delenv(started.MAKE_ENV, raising=False)
    started.remember(".venv/bin/yahtzee-tui")
    started.remember_language("hr")
    assert again("--resume") == ".venv/bin/yahtzee-tui --lang hr --resume"
    monkeypatch.setenv(started.MAKE_ENV, "1")
    started.remember(".venv/bin/yahtzee-tui")
    assert again("--resume") == "make run ARGS='--lang hr --resume'"
    started.remember_language(None)
    assert again("--resume") == "make run ARGS=--resume"


def test_the_command_line_notes_its_language_for_the_command_again(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from yahtzee_tui import i18n
    from yahtzee_tui.cli import main

    try:
        assert main(["score", "--lang", "sl", "3", "3", "3", "4", "4", "full_house"]) == 0
        assert started._language == "sl"
        assert main(["score", "3", "3", "3", "4", "4", "full_house"]) == 0
        assert started._language is None
    finally:
        i18n.set_language(None)
    capsys.readouterr()

"""Running the `yahtzee-tui` command in-process and collecting what it printed."""

from __future__ import annotations

import pytest

from yahtzee_tui.cli import main


def run_command(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """(exit code, stdout, stderr) of `yahtzee-tui ARGV`."""
    try:
        code = main(list(argv))
    except SystemExit as exit_:
        code = exit_.code
    out, err = capsys.readouterr()
    return code, out, err

"""The command line speaks the player's language: its --help, its errors (one line, the same
`yahtzee-tui: error:` form in every language, exit code 2) and the tables it prints; what
scripts read (--json) stays English."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from yahtzee_tui import i18n
from yahtzee_tui.cli import main
from yahtzee_tui.cli.server_cmd import listening_line
from yahtzee_tui.cli.simulate_cmd import _played
from yahtzee_tui.cli.web_limits import SessionLimits

# The error's first words in each language, argparse's errors and the game's alike.
ERROR_PREFIX = {
    "en": "yahtzee-tui: error: ",
    "hr": "yahtzee-tui: greška: ",
    "sr": "yahtzee-tui: greška: ",
    "sl": "yahtzee-tui: napaka: ",
}


def command(home: Path, *argv: str, lang: str = "C.UTF-8") -> subprocess.CompletedProcess[str]:
    """`yahtzee-tui ARGV` in a fresh process, with LANG=`lang` and nothing else of the
    caller's language in its environment."""
    env = {"YAHTZEE_TUI_HOME": str(home), "PATH": os.environ.get("PATH", ""), "LANG": lang}
    return subprocess.run(
        [sys.executable, "-m", "yahtzee_tui", *argv],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )


@pytest.fixture(autouse=True)
def _english_after():
    """`main` sets the language of the process: English again for the next test."""
    yield
    i18n.set_language("en")


def test_score_speaks_croatian_with_lang(tmp_path: Path):
    result = command(tmp_path, "--lang", "hr", "score", "--rules", "yamb", "--all", *"333445")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    # The table's headings, the rows' and the columns' names as Croatian sheets write them.
    for word in ("red", "bodovi", "otvoreno u", "Trojke", "DOLJE", "SLOBODNA 1", "NAJAVA*"):
        assert word in out, word
    assert "samo kad je najavljeno odmah nakon prvog bacanja" in out
    assert "points" not in out and "open in" not in out


def test_a_bad_argument_speaks_slovenian_from_lang(tmp_path: Path):
    result = command(tmp_path, "score", "--rules", "nope", "3", "ones", lang="sl_SI.UTF-8")
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1, result.stderr
    assert result.stderr.startswith(ERROR_PREFIX["sl"])
    assert "(glej yahtzee-tui score --help)" in result.stderr
    assert "argument --rules: neznana pravila 'nope'; izberi med yahtzee, " in result.stderr


def test_a_refusal_of_the_command_speaks_slovenian_from_lang(tmp_path: Path):
    result = command(
        tmp_path, "score", "--all", "1", "1", "1", "1", "1", "ones", lang="sl_SI.UTF-8"
    )
    assert result.returncode == 2
    assert result.stderr == (
        f"{ERROR_PREFIX['sl']}navedi polje ali --all, ne obojega (glej yahtzee-tui score --help)\n"
    )


@pytest.mark.parametrize("code", sorted(ERROR_PREFIX))
def test_every_error_has_the_same_prefix_in_each_language(capsys, code: str):
    # An error argparse finds (an unknown option) and one the command finds (a GameError).
    with pytest.raises(SystemExit) as stopped:
        main(["--lang", code, "score", "--bogus", "3", "ones"])
    assert stopped.value.code == 2
    parser_error = capsys.readouterr().err
    assert main(["--lang", code, "score", "--all", "1", "1", "1", "1", "1", "ones"]) == 2
    command_error = capsys.readouterr().err
    for said in (parser_error, command_error):
        assert said.startswith(ERROR_PREFIX[code]) and said.count("\n") == 1, said


def test_the_help_of_a_command_speaks_serbian(capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["--lang", "sr", "advise", "--help"])
    assert stopped.value.code == 0
    out = capsys.readouterr().out
    assert "kockice na stolu, npr. 1,3,3,5,6" in out
    assert "ispiši mogućnosti kao JSON" in out
    assert "Varijante jamba (--rules yamb je kocke):" in out


def test_json_output_stays_english(capsys):
    assert main(["--lang", "hr", "advise", "--dice", "1,3,3,5,6", "--top", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"options"}
    assert data["options"][0]["action"] in ("hold", "score")


def test_advise_names_holds_and_boxes_in_slovenian(capsys):
    assert main(["--lang", "sl", "advise", "--dice", "6,6,6,6,6", "--rolls-left", "0"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Yahtzee: 6 6 6 6 6, ni več metov")
    assert "vpiši" in out and "možnost" in out and "izguba" in out


def test_advise_writes_its_figures_with_the_languages_decimal_comma(capsys):
    assert main(["--lang", "hr", "advise", "--dice", "6,6,6,6,5", "--top", "3"]) == 0
    rows = [line for line in capsys.readouterr().out.splitlines() if line.startswith("│")]
    assert len(rows) == 3 and all(re.search(r"\d,\d\d │", row) for row in rows), rows
    assert not any(re.search(r"\d\.\d", row) for row in rows), rows


@pytest.mark.parametrize(
    ("games", "croatian"),
    [
        (1, "1 igra (niz bacanja 4)"),
        (3, "3 igre (niz bacanja 4)"),
        (5, "5 igara (niz bacanja 4)"),
    ],
)
def test_simulate_counts_games_in_croatian_plurals(speak, games: int, croatian: str):
    speak("hr")
    assert _played(games, 4, 2.0, games).startswith(croatian)


def test_the_server_line_is_one_sentence_in_each_case(speak):
    speak("sl")
    assert listening_line("ws://h:1", 0, None) == "yahtzee-tui strežnik posluša na ws://h:1"
    assert listening_line("ws://h:1", 2, None).endswith("nadaljevani sta 2 sobi")
    assert listening_line("ws://h:1", 5, "r:6379/0").endswith("sobe deli prek Redisa na r:6379/0")
    speak("en")
    assert listening_line("ws://h:1", 1, None).endswith(", 1 room resumed")
    assert listening_line("ws://h:1", 2, "r").endswith(
        ", 2 rooms resumed, sharing its rooms through Redis at r"
    )


def test_the_browser_refusals_speak_the_servers_language(speak):
    limits = SessionLimits(max_open=1)
    assert limits.claim() is None
    speak("hr")
    assert limits.claim() == "Stol je pun: u tijeku je 1 igra. Pokušaj ponovno kasnije."


def test_the_engines_refusal_names_the_cells_as_croatian_sheets_do(capsys):
    argv = ["--lang", "hr", "score", "--rules", "yamb", "--card", "down.twos=2", *"111111", "ones"]
    assert main(argv) == 2
    said = capsys.readouterr().err
    assert said == (
        "yahtzee-tui: greška: --card: polje Dvojke (DOLJE) ne može se upisati"
        " prije polja Jedinice (DOLJE) (vidi yahtzee-tui score --help)\n"
    )

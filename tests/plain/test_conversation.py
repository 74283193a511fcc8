"""The line mode's conversation in this process: the advisor's hint in words, computers at
every level telling their moves, the player's language for commands and sentences, and the
plain setting that makes `yahtzee-tui` talk in lines."""

from __future__ import annotations

import io
from datetime import date
from pathlib import Path

import pytest

from tests.cli.helpers import launched_apps, run_command
from yahtzee_tui import i18n
from yahtzee_tui.game import new_game
from yahtzee_tui.game.daily import daily_game
from yahtzee_tui.game.state import Player
from yahtzee_tui.plain.conversation import Conversation
from yahtzee_tui.plain.telling import speakable
from yahtzee_tui.storage.saves import load_game
from yahtzee_tui.storage.settings import Settings, save_settings


def talk(state, typed: list[str], tmp_path: Path) -> list[str]:
    """What the line mode says to `typed` (then quit) in the game `state`."""
    out = io.StringIO()
    Conversation(out, tmp_path / "game.json").run(state, [*typed, "quit"])
    return out.getvalue().splitlines()


@pytest.mark.tables("yahtzee")
def test_a_hint_says_the_best_options_and_marks_the_game_helped(tmp_path: Path):
    lines = talk(new_game("yahtzee", ["Ann"], seed=2), ["roll", "hint"], tmp_path)
    assert "Advisor: expected final score." in lines
    best = next(line for line in lines if line.startswith("Best: "))
    assert best.startswith("Best: keep 6, ")
    assert any(line.startswith("Or: ") and line.endswith(" less than the best.") for line in lines)
    assert [mark.kind for mark in load_game(tmp_path / "game.json").marks] == ["hint"]


@pytest.mark.tables("yahtzee")
@pytest.mark.parametrize("seed", [2, 3, 5, 8])
def test_each_loss_said_is_the_difference_of_the_figures_said(tmp_path: Path, seed: int):
    import re

    lines = talk(new_game("yahtzee", ["Ann"], seed=seed), ["roll", "hint"], tmp_path)
    worth = re.compile(r"worth (\d+)\.(\d)")
    best = next(line for line in lines if line.startswith("Best: "))
    best_tenths = int("".join(worth.search(best).groups()))  # type: ignore[union-attr]
    for line in (line for line in lines if line.startswith("Or: ")):
        tenths = int("".join(worth.search(line).groups()))  # type: ignore[union-attr]
        loss = re.search(r"; (\d+)\.(\d) less than the best\.$", line)
        assert loss is not None and int("".join(loss.groups())) == best_tenths - tenths, line


@pytest.mark.tables("yahtzee")
def test_an_expert_computer_plays_its_turn_in_words(tmp_path: Path):
    seats = [Player("Bot", "computer", "expert"), Player("Ann")]
    lines = talk(new_game("yahtzee", seats, seed=2, first_player=0), [], tmp_path)
    bot = [line for line in lines if line.startswith("Bot ")]
    assert any(line.startswith("Bot rolls ") for line in bot)
    assert any(line.startswith("Bot scores ") and " points. Bot " in line for line in bot)
    assert "Ann, your turn: roll." in lines


def test_commands_and_sentences_in_the_player_s_language(tmp_path: Path):
    i18n.set_language("hr")
    try:
        lines = talk(new_game("yahtzee", ["Ana"], seed=3), ["baci", "zadrži 1 2"], tmp_path)
    finally:
        i18n.set_language("en")
    assert "Ana baca 5 5 2 3 5. Preostala su dva bacanja." in lines
    assert "Ana zadržava 5 5; slobodne: 2 3 5." in lines


def test_the_plain_setting_plays_in_lines(tmp_path: Path, capsys, monkeypatch):
    save_settings(Settings(plain=True))
    monkeypatch.setattr("sys.stdin", io.StringIO("roll\nquit\n"))
    code, out, _err = run_command(capsys, "--player", "Ann", "--seed", "3")
    assert code == 0
    assert "Ann rolls 5 5 2 3 5. Two rolls left." in out.splitlines()


def test_no_plain_opens_the_screen_despite_the_setting(tmp_path: Path, capsys, monkeypatch):
    launched = launched_apps(monkeypatch)
    save_settings(Settings(plain=True))
    run_command(capsys, "--no-plain", "--player", "Ann", "--seed", "3")
    assert len(launched) == 1


def test_a_daily_challenge_says_its_day_in_numbers_a_reader_says(tmp_path: Path):
    state = daily_game("yatzy", "Ann", date(2026, 11, 26))
    assert "Daily challenge of 2026 11 26." in talk(state, [], tmp_path)


def test_words_in_capitals_are_said_as_words_and_names_as_typed():
    line = "Ann scores FREE MAX, 28 points. ANN 12, BOB 3."
    assert speakable(line, {"ANN", "Ann"}) == "Ann scores Free Max, 28 points. ANN 12, Bob 3."


def test_the_yamb_sheet_s_words_are_told_as_words(tmp_path: Path):
    lines = talk(new_game("yamb", ["Ann"], seed=3), ["roll", "call max"], tmp_path)
    assert "Ann calls Max." in lines


def test_an_option_as_good_as_the_best_says_no_loss_in_figures():
    from tests.tui.helpers import rolled
    from yahtzee_tui.plain.advisor import hint_lines
    from yahtzee_tui.strategy import Advice

    state = rolled(new_game("yahtzee", ["Ann"], seed=2), (4, 5, 1, 2, 6))
    advice = [
        Advice("hold", 249.93, 0.0, hold=(4, 5)),
        Advice("hold", 249.91, 0.02, hold=(4,)),
        Advice("hold", 240.0, 9.93, hold=()),
    ]
    lines = hint_lines(state, advice)
    assert "Or: keep 4, worth 249.9; 0.0 less than the best." in lines
    assert not any("  " in line for line in lines), lines


@pytest.mark.tables("yahtzee")
@pytest.mark.parametrize("language", ["en", "sl"])
def test_the_best_hold_typed_as_said_holds_the_dice_it_names(tmp_path: Path, language: str):
    """A hold is said as the command that makes it: typed word for word, it holds those
    values, never the dice in those places. Seed 7 rolls 2 4 6 1 1 and the best is to hold
    the 4: `hold 4` would hold the fourth die, a 1."""
    i18n.set_language(language)
    try:
        lines = talk(new_game("yahtzee", ["Ann"], seed=7), ["roll", "hint"], tmp_path / "a")
        said = i18n._("Best: {option}, worth {value}.").split("{")[0]  # "Best: " (sl "Najbolje: ")
        best = next(line for line in lines if line.startswith(said))
        typed = best.split(": ", 1)[1].split(",")[0]  # "keep 4" (sl "obdrži 4")
        assert typed.split()[1:] == ["4"], lines
        talk(new_game("yahtzee", ["Ann"], seed=7), ["roll", typed], tmp_path / "b")
        state = load_game(tmp_path / "b" / "game.json")
        assert state.dice == (2, 4, 6, 1, 1)
        assert [die for die, kept in zip(state.dice, state.held, strict=True) if kept] == [4]
    finally:
        i18n.set_language("en")


def test_a_score_that_wins_the_upper_bonus_says_so(tmp_path: Path):
    """The total jumps by the bonus too: the sentence says why."""
    from tests.game.helpers import with_sheet
    from tests.tui.helpers import rolled

    upper = {"ones": 3, "twos": 6, "threes": 9, "fours": 12, "sixes": 18}
    start = with_sheet(new_game("yatzy", ["Ann"], seed=2), upper)
    state = rolled(start, (5, 5, 5, 2, 1))
    lines = talk(state, ["score fives"], tmp_path)
    said = next(line for line in lines if line.startswith("Ann scores Fives"))
    assert "Upper section bonus: 50 points." in said, lines
    assert said.endswith("Total 113.")
    lines = talk(rolled(start, (6, 6, 1, 2, 3)), ["score chance"], tmp_path / "other")
    assert not any("bonus" in line for line in lines), lines

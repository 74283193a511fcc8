"""`yahtzee-tui` with no subcommand: the game, its flags, and one-line errors with exit code 2."""

from __future__ import annotations

import pytest

from tests.cli.helpers import run_command as run
from yahtzee_tui.game import Player, new_game, roll, toggle_hold
from yahtzee_tui.storage.saves import save_game
from yahtzee_tui.strategy import COMPUTER_LEVELS, DEFAULT_LEVEL


def test_no_options_open_the_start_screen(capsys, launched):
    assert run(capsys)[0] == 0
    (app,) = launched
    assert app.state is None


def test_options_start_the_game_straight_away(capsys, launched):
    argv = ("--rules", "yatzy", "--player", "Ann", "--player", "Bob", "--seed", "7")
    assert run(capsys, *argv)[0] == 0
    state = launched[0].state
    assert state.rules_id == "yatzy"
    assert [player.name for player in state.players] == ["Ann", "Bob"]
    assert state.seed == 7


def test_the_same_seed_deals_the_same_game(capsys, launched):
    run(capsys, "--player", "Ann", "--seed", "3")
    run(capsys, "--player", "Ann", "--seed", "3")
    first, second = (app.state for app in launched)
    assert roll(first).dice == roll(second).dice


def test_rules_alone_start_a_one_player_game_of_yahtzee_by_default(capsys, launched):
    run(capsys, "--seed", "1")
    state = launched[0].state
    assert state.rules_id == "yahtzee"
    assert [player.name for player in state.players] == ["Player 1"]


def test_resume_picks_up_the_saved_game(capsys, launched):
    saved = toggle_hold(roll(new_game("yamb", ["Ann"], 5)), 2)
    save_game(saved)
    assert run(capsys, "--resume")[0] == 0
    state = launched[0].state
    assert (state.dice, state.held, state.history) == (saved.dice, saved.held, saved.history)


def test_resume_without_a_saved_game_is_a_one_line_error(capsys, launched):
    assert run(capsys, "--resume") == (
        2,
        "",
        "yahtzee-tui: error: there is no saved game to resume (see yahtzee-tui --help)\n",
    )
    assert not launched


def test_resume_takes_no_other_game_options(capsys, launched):
    code, _, err = run(capsys, "--resume", "--player", "Ann")
    assert code == 2
    assert err.startswith("yahtzee-tui: error: --resume takes the saved game as it is")
    assert not launched


def test_an_unreadable_save_is_a_one_line_error(capsys, launched):
    from yahtzee_tui.storage.saves import default_save_path

    default_save_path().write_text("[]", encoding="utf-8")
    code, _, err = run(capsys, "--resume")
    assert code == 2 and err.count("\n") == 1 and "error:" in err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("--rules", "poker"), "unknown rule set 'poker'"),
        (("--player", ""), "a player needs a name"),
        (("--player", "Ann", "--player", "Ann"), "two players are named Ann"),
        (tuple(f"--player=P{n}" for n in range(7)), "a game has 1 to 6 players, got 7"),
        (("--seed", "seven"), "argument --seed: invalid int value: 'seven'"),
    ],
)
def test_bad_game_options_are_one_line_errors(capsys, launched, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert message in err and err.count("\n") == 1
    assert not launched


def test_computer_players_take_their_seats_in_order_with_the_players(capsys, launched):
    argv = ("--player", "Ann", "--computer", "Bot:expert", "--player", "Cy", "--computer", "Eve")
    assert run(capsys, *argv)[0] == 0
    assert launched[0].state.players == (
        Player("Ann"),
        Player("Bot", kind="computer", level="expert"),
        Player("Cy"),
        Player("Eve", kind="computer", level=DEFAULT_LEVEL),
    )


@pytest.mark.parametrize("level", COMPUTER_LEVELS)
def test_every_computer_level_can_be_named(capsys, launched, level):
    assert run(capsys, "--computer", f"Bot:{level}")[0] == 0
    (player,) = launched[0].state.players
    assert (player.kind, player.level) == ("computer", level)


def test_a_computer_alone_is_a_game(capsys, launched):
    assert run(capsys, "--rules", "yatzy", "--computer", "Bot:easy", "--seed", "4")[0] == 0
    state = launched[0].state
    assert state.rules_id == "yatzy" and state.players[0].is_computer


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (
            ("--computer", "Bot:genius"),
            "argument --computer: unknown computer level 'genius'; "
            "choose from easy, medium, expert",
        ),
        (("--computer", "Bot:"), "unknown computer level ''"),
        (("--computer", ":expert"), "a player needs a name"),
        (("--player", "Bot", "--computer", "bot:easy"), "two players are named bot"),
        (
            tuple(f"--computer=C{n}" for n in range(7)),
            "a game has 1 to 6 players, got 7",
        ),
        (("--resume", "--computer", "Bot"), "--resume takes the saved game as it is"),
    ],
)
def test_bad_computer_options_are_one_line_errors(capsys, launched, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert message in err and err.count("\n") == 1
    assert not launched


def test_the_score_subcommand_keeps_its_own_rules_option(capsys, launched):
    assert run(capsys, "score", "--rules", "yatzy", "3", "3", "3", "4", "4", "full_house") == (
        0,
        "17\n",
        "",
    )
    assert not launched


def test_help_lists_the_game_options(capsys):
    code, out, _ = run(capsys, "--help")
    assert code == 0
    for option in ("--rules", "--player", "--computer", "--seed", "--resume"):
        assert option in out


def _game_in_play_saved() -> None:
    state = roll(new_game("yamb", ["Ann", Player("Bot", kind="computer")], 5))
    save_game(state)


def test_options_do_not_replace_a_saved_game_in_play(capsys, launched):
    from yahtzee_tui.storage.saves import default_save_path

    _game_in_play_saved()
    before = default_save_path().read_bytes()
    assert run(capsys, "--rules", "yahtzee", "--player", "Zed", "--seed", "3") == (
        2,
        "",
        "yahtzee-tui: error: a saved game is in progress (Yamb · Ann, Bot · turn 1 of 78); "
        "resume it with --resume, add --new to replace it, or --separate to play this one "
        "beside it (see yahtzee-tui --help)\n",
    )
    assert not launched
    assert default_save_path().read_bytes() == before


def test_new_starts_a_game_in_place_of_the_saved_one(capsys, launched):
    _game_in_play_saved()
    assert run(capsys, "--new", "--player", "Zed", "--seed", "3")[0] == 0
    assert [player.name for player in launched[0].state.players] == ["Zed"]


def test_a_finished_saved_game_does_not_stop_a_new_one(capsys, launched):
    from tests.storage.test_records import played
    from yahtzee_tui.storage.saves import default_save_path

    save_game(played(seed=6))
    assert run(capsys, "--player", "Zed")[0] == 0
    assert launched[0].save_path == default_save_path()


def test_an_unreadable_save_is_kept_aside_before_a_new_game(capsys, launched):
    from yahtzee_tui.storage.saves import default_save_path

    default_save_path().write_text("[]", encoding="utf-8")
    code, _, err = run(capsys, "--player", "Zed")
    assert code == 0 and launched
    (kept,) = default_save_path().parent.glob("*.corrupt-*")
    assert kept.read_text(encoding="utf-8") == "[]"
    assert kept.name in err


def test_resume_and_new_clash(capsys, launched):
    code, _, err = run(capsys, "--resume", "--new")
    assert code == 2 and "--resume takes the saved game as it is" in err


@pytest.mark.parametrize(
    "argv",
    [
        ("--players", "x"),
        ("serve", "--port", "x"),
        ("server", "--rate-limit", "x"),
        ("score", "--rules", "nope"),
        ("advise", "--top", "x"),
        ("records", "--rules", "nope"),
        ("--read-only",),  # refused by the command, not by the parser
    ],
)
def test_every_error_of_the_command_has_one_form(capsys, argv):
    from tests.cli.helpers import run_command

    code, _, err = run_command(capsys, *argv)
    assert code == 2 and err.startswith("yahtzee-tui: error: ") and err.count("\n") == 1
    command = " ".join(["yahtzee-tui", *argv[:1]]) if argv[0].isalpha() else "yahtzee-tui"
    assert err.endswith(f" (see {command} --help)\n")

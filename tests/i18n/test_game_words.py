"""The lower layers' refusals: English where they are compared, saved and sent; said in the
player's language, with the game's names in the vocabulary's words, where they are shown."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.game.helpers import with_dice
from yahtzee_tui import i18n
from yahtzee_tui.cli import main
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import new_game, options, roll, score, toggle_hold
from yahtzee_tui.game.actions import call_refusal, roll_refusal, undo
from yahtzee_tui.i18n import Message, Name, translate
from yahtzee_tui.tui.views.names import speak_names

pytestmark = pytest.mark.usefixtures("spoken_names")


def option(state, cell: str):
    return next(found for found in options(state) if found.cell == cell)


def test_a_message_is_its_english_text_until_it_is_said(speak):
    state = with_dice(new_game("jamb", ["Ann"], seed=1), [1, 1, 2, 3, 5, 6], rolls_used=1)
    reason = option(state, "middle.trips").reason
    # Compared, logged and sent as the English sentence it always was.
    assert reason == "MIDDLE fills outward from MAX and MIN: next is MAX or MIN"
    assert isinstance(reason, Message)
    speak("hr")
    assert reason == "MIDDLE fills outward from MAX and MIN: next is MAX or MIN"
    said = "OD SREDINE se puni od MAX i MIN prema van; na redu: MAX ili MIN"
    assert translate(reason) == said
    speak("sr")
    assert (
        translate(reason)
        == "OD SREDINE se popunjava od MAKS i MIN ka krajevima; na redu: MAKS ili MIN"
    )


def test_the_order_of_a_column_names_its_next_cell_in_the_players_words(speak):
    state = with_dice(new_game("yamb", ["Ann"], seed=1), [3, 3, 3, 4, 4, 5], rolls_used=1)
    reason = option(state, "down.threes").reason
    assert reason == "DOWN fills top to bottom: next is Ones"
    speak("sl")
    assert translate(reason) == "NAVZDOL se polni od zgoraj navzdol; na vrsti: Enice"


def test_a_refused_move_raises_an_error_said_in_the_language_shown(speak):
    state = roll(new_game("yahtzee", ["Ann"], seed=2))
    state = roll(roll(state))
    with pytest.raises(GameError) as refused:
        roll(state)
    assert str(refused.value) == "no rolls left"
    speak("hr")
    assert translate(refused.value) == "nema više bacanja"
    with pytest.raises(GameError) as refused:
        undo(new_game("yahtzee", ["Ann"], seed=2))
    assert translate(refused.value) == "nema se što poništiti"


def test_names_without_a_vocabulary_keep_their_english(speak):
    i18n.set_name_words(None)
    speak("hr")
    said = Message(
        i18n.N_("{cell} is already filled"), cell=Name("DOWN Ones", "yamb", "down", "ones")
    )
    assert translate(said) == "polje DOWN Ones je već upisano"
    speak_names()
    assert translate(said) == "polje Jedinice (DOLJE) je već upisano"


def test_a_game_error_reaches_the_command_line_in_its_language(capsys):
    assert main(["--lang", "sl", "--player", " "]) == 2
    assert (
        capsys.readouterr().err
        == "yahtzee-tui: napaka: igralec potrebuje ime (glej yahtzee-tui --help)\n"
    )


def test_a_call_refusal_names_the_rule_set_in_the_players_words(speak):
    state = roll(new_game("yatzy", ["Ann"], seed=2))
    reason = call_refusal(state)
    assert reason == "calls are a Yamb rule; Yatzy has none"
    speak("sr")
    assert translate(reason) == "najave su pravilo jamba; Yatzy ih nema"


def _reasons(seed: int) -> list[str]:
    """Every refusal met along a game of random moves (a few turns of a Yamb preset)."""
    rules = random.Random(seed).choice(["yamb", "jamb", "jamb_directed", "yahtzee", "yatzy"])
    players = ["Ann", "Bob"] if rules == "jamb_directed" else ["Ann"]
    state = new_game(rules, players, seed=seed)
    draw = random.Random(seed)
    found: list[str] = []
    for _turn in range(4):
        if state.naming or state.is_over:
            break
        found += [r for r in (roll_refusal(state), call_refusal(state)) if r is not None]
        state = roll(state)
        for _step in range(draw.randint(0, 2)):
            if roll_refusal(state) is not None:
                break
            state = roll(toggle_hold(state, draw.randrange(len(state.dice))))
        found += [choice.reason for choice in options(state) if choice.reason is not None]
        legal = [choice for choice in options(state) if choice.legal]
        if not legal:
            break
        state = score(state, draw.choice(legal).cell)
    return found


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), code=st.sampled_from(["hr", "sr", "sl"]))
def test_every_refusal_met_in_play_is_said_whole_in_every_language(seed: int, code: str):
    reasons = _reasons(seed)
    i18n.set_language(code)
    try:
        for reason in reasons:
            assert isinstance(reason, Message), reason
            said = translate(reason)
            assert said and not re.search(r"\{\w*\}", said), said
            assert i18n._(reason.msgid) != reason.msgid, f"not translated: {reason.msgid!r}"
    finally:
        i18n.set_language("en")

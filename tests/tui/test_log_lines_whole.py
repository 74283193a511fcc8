"""Every line of the log is whole at 80x24 and 100x32, in every language, rule set and preset,
for 2 to 6 players with the default numbered names or long ones: never wider than the log,
never cut with "…"; the names told apart, a roll on one line with its dice apart (a log of a
line or two at 80x24 would show a roll's second line alone: dice without whose they are).
Whole games are played through the model and every entry is drawn in a log of each width
the table gives it: every event of a game of two, and the opening and the close of a game
of more (whose lines differ only by their names)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace

import pytest
from rich.cells import cell_len

from tests.tui.conftest import LANGUAGES
from yahtzee_tui import i18n
from yahtzee_tui.game import GameState, can_call, can_roll, new_game, options
from yahtzee_tui.game.directed import directed_column, nameable_rows
from yahtzee_tui.game.moves import CALL, HOLD, NAME, ROLL, SCORE, Move, apply
from yahtzee_tui.i18n import _
from yahtzee_tui.strategy import next_move
from yahtzee_tui.tui.views.log_words import LOG_LENGTH, log_lines

RULES = ("yahtzee", "yatzy", "yamb", "jamb", "jamb_directed")
# The narrowest widths of the log at 80x24 (hints off: with hints on it steps aside) and at
# 100x32 (with hints on and off), as the table lays it out for 2 to 6 players with short or
# long names, and the log scrolled (its scroll bar takes a cell).
WIDTHS = {
    "yahtzee": (28, 44, 55),
    "yatzy": (28, 45, 55),
    "yamb": (28, 39, 43),
    "jamb": (28, 39, 43),
    "jamb_directed": (28, 39, 43),
}
LONG_NAMES = (
    "Annabelle Longbottom-Smy",
    "Bartholomew",
    "Cecilija Novak",
    "Cecilija Horvat",
    "Dragomir Petrović-Ban",
    "Evangelina",
)


def plain(words) -> str:
    return "".join(part if isinstance(part, str) else part[0] for part in words)


def default_names(count: int) -> list[str]:
    """A table's own names: the player, then numbered computers ("Računalo 2")."""
    first = _("Player {number}").format(number=1)
    return [first, *(_("Computer {number}").format(number=n) for n in range(2, count + 1))]


def chosen_move(state: GameState) -> Move:
    """A player who varies what the log shows: holds none, some or all but one of the dice,
    rolls up to three times, calls a row now and then, scores the most points it may."""
    rules = state.ruleset
    if state.naming:
        return Move(NAME, box=nameable_rows(state)[-1], column=directed_column(rules))
    if not state.has_rolled:
        return Move(ROLL)
    if state.rolls_used == 1 and state.called is None and state.turn % 5 == 0:
        row = next((row for row in rules.box_ids if can_call(state, row)), None)
        if row is not None:
            return Move(CALL, box=row, column="call")
    if can_roll(state) and (state.turn + state.rolls_used) % 4:
        keep = {1: 0, 2: rules.dice - 1, 3: rules.dice // 2}[(state.turn + state.rolls_used) % 4]
        toggles = tuple(at for at in range(rules.dice) if state.held[at] != (at < keep))
        return Move(HOLD, indexes=toggles) if toggles else Move(ROLL)
    legal = [option for option in options(state) if option.legal]
    if not legal:
        return next_move(state, "easy")  # a CALL to make, or a cell only the computer finds
    best = max(legal, key=lambda option: option.points)
    return Move(SCORE, box=best.box, column=best.column)


def whole_game(rules: str, count: int) -> GameState:
    state = new_game(rules, [f"P{seat}" for seat in range(count)], seed=7 + count)
    while not state.is_over:
        move = chosen_move(state)
        state = apply(state, move)
        if move.kind == HOLD:
            state = apply(state, Move(ROLL))
    return state


def logs(state: GameState, whole: bool) -> Iterator[GameState]:
    """The game at each LOG_LENGTH events, so that every event is in the log once (`whole`),
    or at its first and its last LOG_LENGTH: every seat's rolls, holds, calls, namings and
    scores, in a game of more players whose entries are those of two with other names."""
    events = len(state.history)
    ends = range(LOG_LENGTH, events, LOG_LENGTH) if whole else [min(LOG_LENGTH, events)]
    for end in [*ends, events]:
        yield replace(state, history=state.history[:end])


def named(state: GameState, names: list[str]) -> GameState:
    seats = zip(state.players, names, strict=True)
    players = tuple(replace(player, name=name) for player, name in seats)
    return replace(state, players=players)


def cut_lines(state: GameState, width: int) -> list[str]:
    """The lines of the log of `state` in `width` cells that are cut, wider than the log, or
    a roll's dice apart from it."""
    lines = [plain(words) for words in log_lines(state, {}, width)]
    dice_alone = re.compile(r" +[1-6]( [1-6])*")
    return [
        line
        for line in lines
        if "…" in line or cell_len(line) > width or dice_alone.fullmatch(line)
    ]


@pytest.mark.parametrize("count", range(2, 7))
@pytest.mark.parametrize("rules", RULES)
def test_every_log_line_of_a_whole_game_is_whole(rules, count):
    game = whole_game(rules, count)
    kinds = {event.kind for event in game.history}
    assert {"roll", "score"} <= kinds and ("call" in kinds or rules in ("yahtzee", "yatzy"))
    cut: dict[tuple[str, str, int], list[str]] = {}
    try:
        for language in LANGUAGES:
            i18n.set_language(language)
            for names in (default_names(count), list(LONG_NAMES[:count])):
                for width in WIDTHS[rules]:
                    for log in logs(named(game, names), whole=count == 2):
                        found = cut_lines(log, width)
                        if found:
                            cut.setdefault((language, names[0], width), found[:2])
                            break
    finally:
        i18n.set_language("en")
    assert cut == {}


def test_a_jamb_roll_at_80x24_is_one_line_in_croatian():
    # "Igr. 1  bacanje 3  2 5 6 6 1 3" is 30 cells in the log's 28: the names take their
    # shorter told-apart form, the roll and its six dice stay on the name's line.
    state = named(whole_game("jamb", 2), ["Igrač 1", "Računalo 2"])
    i18n.set_language("hr")
    try:
        lines = [plain(words) for words in log_lines(state, {}, 28)]
    finally:
        i18n.set_language("en")
    rolls = [line for line in lines if " bacanje " in line]
    assert rolls, lines
    for line in rolls:
        assert re.fullmatch(r"(I\. 1|R\. 2) {2}bacanje [123] {2}[1-6]( [1-6]){5}", line), line

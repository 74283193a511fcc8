"""What the words after a command name: the dice of `hold`, `free` and `keep`, the box or
Yamb cell of `score`, the row of `call` and `name`, the player of `card`.

Dice: `hold 1 2` names dice by their place in the roll as it is read out (1 is the first).
Numbers that cannot all be places (one said twice, or one above the count of dice) are the
dice's values: `hold 3 3` holds two threes. `hold all` and `free all` take every die;
`keep 3 3` holds exactly two threes and frees the rest.

Boxes and cells: each word typed starts a word of the name, in order, without regard to case
or accents: `fu` is Full house, `sm st` Small straight, `down max` (or `d ma`) DOWN MAX in Yamb.
The names are the player's language's, the English ones and the ids. Of several cells that
match, those the dice may go to now count first; still several is a question back.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence

from yahtzee_tui.engine import RuleSet
from yahtzee_tui.game import GameState, Option, cell_word, options, row_word
from yahtzee_tui.i18n import _
from yahtzee_tui.plain.reading import fold
from yahtzee_tui.plain.telling import dice_text, spoken_cell, spoken_row
from yahtzee_tui.tui.views.vocabulary import (
    box_label,
    cell_name,
    column_header,
    column_name,
    row_name,
    short_column_name,
)

ALL_WORDS = ("all",)
_SPLIT = re.compile(r"[\s._\-]+")


def _tokens(text: str) -> list[str]:
    return [token for token in _SPLIT.split(fold(text)) if token]


def _matches(typed: Sequence[str], name: Sequence[str]) -> bool:
    """Each typed word starts a word of `name`, in order."""
    at = 0
    for word in typed:
        while at < len(name) and not name[at].startswith(word):
            at += 1
        if at == len(name):
            return False
        at += 1
    return True


def _exact(typed: Sequence[str], names: Iterable[Sequence[str]]) -> bool:
    return any(list(typed) == list(name) for name in names)


def cell_names(rules: RuleSet, column: str | None, row: str) -> list[list[str]]:
    """Every way a cell may be typed, as words."""
    names = [spoken_cell(rules, column, row), cell_name(rules, column, row)]
    names.append(str(cell_word(rules, column, row)))
    if column is None:
        names += [box_label(rules, row), row]
    else:
        names += [f"{column_name(rules, column)} {box_label(rules, row)}", f"{column} {row}"]
        names += [f"{rules.column_name(column)} {box_label(rules, row)}"]
        # As the card's header names the column (sl DOL, hr SL.1), and its one short name.
        for short in (column_header(rules, column), short_column_name(rules, column)):
            names += [f"{short} {row_name(rules, row)}", f"{short} {box_label(rules, row)}"]
    return [_tokens(name) for name in names]


def row_names(rules: RuleSet, row: str) -> list[list[str]]:
    """Every way a row (a CALL, a DIRECTED naming) may be typed, as words."""
    names = [spoken_row(rules, row), row_name(rules, row), str(row_word(rules, row))]
    names += [box_label(rules, row), row]
    return [_tokens(name) for name in names]


def matching(typed: Sequence[str], named: dict[str, list[list[str]]]) -> list[str]:
    """The keys of `named` whose names the typed words fit: those named exactly, if any."""
    words = [token for word in typed for token in _tokens(word)]
    if not words:
        return []
    exact = [key for key, names in named.items() if _exact(words, names)]
    if exact:
        return exact
    return [key for key, names in named.items() if any(_matches(words, n) for n in names)]


def matching_options(state: GameState, typed: Sequence[str]) -> list[Option]:
    """The open cells the words fit: the ones the dice may go to now first, if any."""
    rules = state.ruleset
    opts = {option.cell: option for option in options(state)}
    named = {key: cell_names(rules, o.column, o.box) for key, o in opts.items()}
    found = [opts[key] for key in matching(typed, named)]
    legal = [option for option in found if option.legal]
    return legal or found


def choices_line(names: Sequence[str]) -> str:
    """The cells or rows a word could be, as the question back."""
    return _("That could be {choices}: type more of it.").format(choices=", ".join(names))


def chosen_dice(state: GameState, typed: Sequence[str], holding: bool) -> list[int] | str:
    """The dice (indexes) that `hold` (holding) or `free` names, or why none: by place or by
    value (see the module's docstring); those already so are left out."""
    count = len(state.dice)
    if [fold(word) for word in typed] in ([word] for word in (*ALL_WORDS, fold(_("all")))):
        return [i for i in range(count) if state.held[i] != holding]
    numbers = _numbers(typed, count)
    if isinstance(numbers, str):
        return numbers
    if len(set(numbers)) == len(numbers) and all(1 <= n <= count for n in numbers):
        return [n - 1 for n in numbers if state.held[n - 1] != holding]
    return _by_value(state, numbers, holding)


def _numbers(typed: Sequence[str], count: int) -> list[int] | str:
    words = [piece for word in typed for piece in word.replace(",", " ").split()]
    if not words:
        said = _("Say which dice: by place, 1 to {last} from the left, or by value, as 3 3.")
        return said.format(last=count)
    if not all(word.isdigit() and len(word) < 3 for word in words):
        return _("Dice are named by numbers: by place, or by value, as 3 3.")
    return [int(word) for word in words]


def _by_value(state: GameState, values: list[int], holding: bool) -> list[int] | str:
    """Dice showing `values`: for a hold, those held already count first, then free ones
    from the left; for a free, held ones from the left."""
    wanted = Counter(values)
    chosen: list[int] = []
    order = sorted(range(len(state.dice)), key=lambda i: state.held[i] != holding)
    for index in order:
        value = state.dice[index]
        if wanted[value] > 0:
            wanted[value] -= 1
            if state.held[index] != holding:
                chosen.append(index)
    if +wanted:
        # Some of the values there, not as many as asked (3 3 with one 3): none is missing
        # outright, so the answer names what was asked.
        some = sum(wanted.values()) < len(values)
        missing = dice_text(values if some else sorted(wanted.elements()))
        if holding:
            said = _("Not all of {values} among the dice {dice}.") if some else None
            return (said or _("No {values} among the dice {dice}.")).format(
                values=missing, dice=dice_text(state.dice)
            )
        held = [value for value, kept in zip(state.dice, state.held, strict=True) if kept]
        said = _("Not all of {values} among the held dice ({held}).") if some else None
        return (said or _("No {values} among the held dice ({held}).")).format(
            values=missing, held=dice_text(held) or _("none")
        )
    return sorted(chosen)


def player_seat(state: GameState, typed: Sequence[str]) -> int | str:
    """The seat `card NAME` names (by the start of the name), or why none."""
    if not typed:
        return state.current
    words = fold(" ".join(typed))
    seats = [i for i, p in enumerate(state.players) if fold(p.name).startswith(words)]
    exact = [i for i in seats if fold(state.players[i].name) == words]
    if len(exact) == 1 or len(seats) == 1:
        return (exact or seats)[0]
    if not seats:
        names = ", ".join(player.name for player in state.players)
        return _("No player is called {name}; the players are {names}.").format(
            name=" ".join(typed), names=names
        )
    return choices_line([state.players[i].name for i in seats])

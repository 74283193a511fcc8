"""One sentence per event, as the line mode says it: `Ann rolls 3 3 5 6 1. Two rolls left.`,
`Bot scores Full house, 25 points. Bot 112, Ann 98.` Whole translated sentences; dice as
digits with spaces between (a screen reader says each), never a box-drawing character."""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from functools import lru_cache

from yahtzee_tui.engine import RuleSet, totals
from yahtzee_tui.engine.rules import yamb_house
from yahtzee_tui.game import Event, GameState, player_totals
from yahtzee_tui.i18n import _, current_language, ngettext, pgettext
from yahtzee_tui.tui.views.naming_words import naming_words
from yahtzee_tui.tui.views.vocabulary import cell_name, column_kind_name, row_name

# Boxes the card names short, said in full: "Sm." is no word to a screen reader.
SPOKEN_IN_FULL = {
    "Sm. straight": "Small straight",
    "Lg. straight": "Large straight",
    "3 of a kind": "Three of a kind",
    "4 of a kind": "Four of a kind",
}


_WORD = re.compile(r"\w{2,}")


def speakable(line: str, names: Collection[str] = ()) -> str:
    """`line` as a screen reader says it best: a word written in capitals, as the Yamb sheet
    writes its rows and columns (`FREE MAX`), is said as a word, not spelled letter by
    letter (`Free Max`); the players' own names stay as they are typed."""

    def word(found: re.Match[str]) -> str:
        text = found[0]
        if text.isupper() and text.isalpha() and text not in names:
            return text.capitalize()
        return text

    # A column's name of two words is one name: a capital only where it starts (`Od sredine`,
    # `Na dole`), never in its middle.
    for phrase in _phrases(current_language()):
        line = re.sub(rf"(?<!\w){re.escape(phrase)}(?!\w)", phrase.capitalize(), line)
    return _WORD.sub(word, line)


@lru_cache(maxsize=8)
def _phrases(language: str) -> tuple[str, ...]:
    """The Yamb columns' names of more than one word, in capitals as the sheet writes them."""
    names = (column_kind_name(kind) for kind in yamb_house.COLUMN_KINDS)
    return tuple(name for name in names if " " in name and name.isupper())


def dice_text(values: Sequence[int]) -> str:
    """Dice as digits with spaces between: a screen reader says each."""
    return " ".join(str(value) for value in values)


def spoken_row(rules: RuleSet, row: str) -> str:
    """A box or row as it is said: in full (`Small straight`, not `Sm. straight`)."""
    full = SPOKEN_IN_FULL.get(rules.box_name(row))
    return pgettext("box", full) if full is not None else row_name(rules, row)


def spoken_cell(rules: RuleSet, column: str | None, row: str) -> str:
    """A box, or a Yamb cell (`DOWN MAX`), as it is said."""
    return spoken_row(rules, row) if column is None else cell_name(rules, column, row)


def plain_words(words: Sequence[str | tuple[str, str]]) -> str:
    """Styled words (`tui/views`) as plain text: the styles dropped."""
    return "".join(word if isinstance(word, str) else word[0] for word in words)


def rolls_left_words(rolls: int) -> str:
    """`Two rolls left`, in words: a screen reader says them as a sentence."""
    words = {
        0: _("No rolls left"),
        1: _("One roll left"),
        2: _("Two rolls left"),
        3: _("Three rolls left"),
    }
    return words.get(rolls, str(rolls))


def points_words(points: int) -> str:
    return ngettext("{n} point", "{n} points", points).format(n=points)


def held_values(dice: Sequence[int], held: Sequence[bool], kept: bool = True) -> list[int]:
    return [value for value, is_held in zip(dice, held, strict=True) if is_held == kept]


def roll_sentence(state: GameState, event: Event) -> str:
    """A roll, the dice in their places (hold and free name them so), and the rolls left."""
    player = state.players[event.player].name
    rolls = rolls_left_words(3 - event.roll)
    if event.roll == 1:
        said = _("{player} rolls {dice}. {rolls}.")
        return said.format(player=player, dice=dice_text(event.dice), rolls=rolls)
    if not any(event.held):
        said = _("{player} rolls every die again: {dice}. {rolls}.")
        return said.format(player=player, dice=dice_text(event.dice), rolls=rolls)
    said = _("{player} rolls again: {dice}, with {held} held. {rolls}.")
    held = dice_text(held_values(event.dice, event.held))
    return said.format(player=player, dice=dice_text(event.dice), held=held, rolls=rolls)


def hold_sentence(state: GameState) -> str:
    """Which dice the player to move holds now, and which are free."""
    player = state.current_player.name
    held = held_values(state.dice, state.held)
    free = held_values(state.dice, state.held, kept=False)
    if not held:
        return _("{player} holds nothing: every die is free.").format(player=player)
    if not free:
        return _("{player} holds every die: {held}.").format(player=player, held=dice_text(held))
    said = _("{player} holds {held}; free: {free}.")
    return said.format(player=player, held=dice_text(held), free=dice_text(free))


def call_sentence(state: GameState, event: Event) -> str:
    said = _("{player} calls {row}.")
    return said.format(
        player=state.players[event.player].name, row=row_name(state.ruleset, event.box or "")
    )


def totals_words(state: GameState, first: int) -> str:
    """`Bot 112, Ann 98.`: the seat `first` leads, the others in seat order; alone, `Total 112.`"""
    seats = [first, *(seat for seat in range(len(state.players)) if seat != first)]
    totals = {seat: player_totals(state, seat)["total"] for seat in seats}
    if len(seats) == 1:
        return _("Total {points}.").format(points=totals[first])
    parts = [
        _("{player} {points}").format(player=state.players[seat].name, points=totals[seat])
        for seat in seats
    ]
    return ", ".join(parts) + "."


def score_sentence(state: GameState, event: Event) -> str:
    """`Bot scores Full house, 25 points. Bot 112, Ann 98.`"""
    rules = state.ruleset
    player = state.players[event.player].name
    cell = spoken_cell(rules, event.column, event.box or "")
    points = points_words(event.points or 0)
    if event.bonus:
        said = _("{player} scores {cell}, {points}, and a {yahtzee} bonus of {bonus}.")
        scored = said.format(
            player=player,
            cell=cell,
            points=points,
            yahtzee=row_name(rules, "yahtzee"),
            bonus=event.bonus,
        )
    else:
        scored = _("{player} scores {cell}, {points}.").format(
            player=player, cell=cell, points=points
        )
    bonus = upper_bonus_won(state, event)
    if bonus:
        scored += " " + _("Upper section bonus: {points}.").format(points=points_words(bonus))
    return f"{scored} {totals_words(state, event.player)}"


def upper_bonus_won(state: GameState, event: Event) -> int:
    """The upper section's bonus that the score `event` won (a Yamb column's, by its rule), 0
    if none: said aloud, or the total would jump by more than the points just scored."""
    if event.box not in state.ruleset.upper_ids:
        return 0
    # The sheet as this score left it: later scores of the same player (a batch of moves
    # told at once) taken back out.
    later = state.history[state.history.index(event) + 1 :]
    gone = {e.cell for e in later if e.kind == "score" and e.player == event.player}
    after = {
        cell: points for cell, points in state.sheets[event.player].items() if cell not in gone
    }
    before = {cell: points for cell, points in after.items() if cell != event.cell}
    rules = state.ruleset
    return totals(rules, after)["upper_bonus"] - totals(rules, before)["upper_bonus"]


def name_sentence(state: GameState, event: Event) -> str:
    """`Ann names MAX for Bob.`"""
    return f"{state.players[event.player].name} {plain_words(naming_words(state, event))}."


def event_sentence(state: GameState, event: Event) -> str:
    if event.kind == "roll":
        return roll_sentence(state, event)
    if event.kind == "call":
        return call_sentence(state, event)
    if event.kind == "score":
        return score_sentence(state, event)
    return name_sentence(state, event)


def turn_sentence(before: GameState | None, state: GameState) -> str | None:
    """When the turn has passed: the round's number when a round starts, and whose turn."""
    if state.is_over or state.rolls_used or state.naming:
        return None
    if before is not None and before.current == state.current and before.turn == state.turn:
        return None
    player = state.current_player.name
    if before is None or before.turn != state.turn:
        said = _("Turn {turn} of {turns}: {player} to roll.")
        return said.format(turn=state.turn, turns=state.turns_total, player=player)
    return _("{player} to roll.").format(player=player)

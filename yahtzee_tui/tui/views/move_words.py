"""A computer's move in a sentence, for the status line while it plays."""

from __future__ import annotations

from yahtzee_tui.engine import RuleSet, find_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.game.moves import CALL, HOLD, NAME, ROLL, SCORE, Move
from yahtzee_tui.game.options import cell_word, row_word
from yahtzee_tui.i18n import _, ngettext, translate


def computer_move_line(player: str, move: Move, rules: str | RuleSet) -> str:
    """A computer's move in a sentence: "Robo rerolls 2 dice.", "Robo scores Full house (25)"."""
    ruleset = find_rules(rules)
    if move.kind == ROLL:
        count = len(move.indexes)
        if count == ruleset.dice:
            return _("{player} rolls the dice.").format(player=player)
        return ngettext(
            "{player} rerolls {count} die.", "{player} rerolls {count} dice.", count
        ).format(player=player, count=count)
    if move.kind == HOLD:
        if not move.hold:
            return _("{player} holds nothing.").format(player=player)
        return _("{player} holds {dice}.").format(player=player, dice=" ".join(map(str, move.hold)))
    if move.kind == CALL and move.box is not None:
        row = translate(row_word(ruleset, move.box))
        return _("{player} calls {row}.").format(player=player, row=row)
    if move.kind == SCORE and move.box is not None:
        cell = translate(cell_word(ruleset, move.column, move.box))  # in the player's words
        if move.bonus:
            return _("{player} scores {cell} ({points} + {bonus} bonus).").format(
                player=player, cell=cell, points=move.points, bonus=move.bonus
            )
        return _("{player} scores {cell} ({points}).").format(
            player=player, cell=cell, points=move.points
        )
    if move.kind == NAME and move.box is not None:
        row = translate(row_word(ruleset, move.box))
        return _("{player} names {row}.").format(player=player, row=row)
    raise GameError(_("not a move: {move}").format(move=repr(move)))

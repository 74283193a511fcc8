"""A step of a turn as the program plays it (`Move`), and what every layer does with one:
apply it to a state, or work out which dice a hold toggles. Pure: the game's own actions,
no solver, so that the app and the room server make moves without loading NumPy."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from yahtzee_tui.engine import RuleSet, find_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState, Player, call, roll, score, toggle_hold
from yahtzee_tui.game.actions import name_cell
from yahtzee_tui.game.options import cell_word, row_word
from yahtzee_tui.strategy.advice import CALL, HOLD, NAME, ROLL, SCORE
from yahtzee_tui.strategy.styles import COMPUTER_LEVELS, DEFAULT_LEVEL


@dataclass(frozen=True)
class Move:
    """One step of a turn: roll, hold (toggle dice), call a Yamb CALL row, or score a cell."""

    kind: str  # ROLL | HOLD | CALL | SCORE | NAME
    indexes: tuple[int, ...] = ()  # ROLL: the dice it rolls; HOLD: the dice it toggles
    hold: tuple[int, ...] = ()  # HOLD: the dice values held afterwards, sorted
    box: str | None = None  # CALL / SCORE: the row
    column: str | None = None  # SCORE: the Yamb column; CALL: "call"
    points: int | None = None  # SCORE: points written (Yahtzee bonus not included)
    bonus: int = 0  # SCORE: Yahtzee bonus earned with it

    @property
    def cell(self) -> str | None:
        """The card key a SCORE fills: a box id, or `column.row` for Yamb."""
        if self.kind != SCORE or self.box is None:
            return None
        return f"{self.column}.{self.box}" if self.column else self.box

    def describe(self, rules: str | RuleSet) -> str:
        """The move as a line after the player's name: "holds 3 3", "scores Full house (25)"."""
        ruleset = find_rules(rules)
        if self.kind == ROLL:
            count = len(self.indexes)
            if count == ruleset.dice:
                return "rolls the dice"
            return f"rerolls {count} {'die' if count == 1 else 'dice'}"
        if self.kind == HOLD:
            return f"holds {' '.join(map(str, self.hold))}" if self.hold else "holds nothing"
        if self.kind == CALL and self.box is not None:
            return f"calls {row_word(ruleset, self.box)}"
        if self.kind == SCORE and self.box is not None:
            points = f"{self.points} + {self.bonus} bonus" if self.bonus else f"{self.points}"
            return f"scores {cell_word(ruleset, self.column, self.box)} ({points})"
        if self.kind == NAME and self.box is not None:
            return f"names {row_word(ruleset, self.box)}"
        raise GameError(f"not a move: {self!r}")


def player_level(player: Player) -> str:
    """The level a player plays at: its own when it is one of COMPUTER_LEVELS, else the default."""
    return player.level if player.level in COMPUTER_LEVELS else DEFAULT_LEVEL


def apply_move(state: GameState, move: Move) -> GameState:
    """The state after `move`; the game's own actions check it (GameError when illegal)."""
    if move.kind == ROLL:
        return roll(state)
    if move.kind == HOLD:
        for index in move.indexes:
            state = toggle_hold(state, index)
        return state
    if move.kind == CALL and move.box is not None:
        return call(state, move.box)
    if move.kind == SCORE and move.box is not None:
        return score(state, move.box, move.column)
    if move.kind == NAME and move.box is not None:
        return name_cell(state, move.box)
    raise GameError(f"not a move: {move!r}")


def hold_toggles(dice: Sequence[int], held: Sequence[bool], hold: Sequence[int]) -> tuple[int, ...]:
    """The dice indexes to toggle so that exactly the values `hold` are held.

    Dice already held are used first, so a die that is held and wanted stays held.
    """
    wanted = Counter(hold)
    keep: set[int] = set()
    for index in sorted(range(len(dice)), key=lambda i: not held[i]):
        if wanted[dice[index]] > 0:
            wanted[dice[index]] -= 1
            keep.add(index)
    if +wanted:
        raise GameError(f"the dice {tuple(dice)} cannot hold {tuple(hold)}")
    return tuple(index for index in range(len(dice)) if (index in keep) != held[index])

"""What the current player may fill now, with the points each cell would get, and why not."""

from __future__ import annotations

from dataclasses import dataclass

from yahtzee_tui import engine
from yahtzee_tui.engine import (
    JOKER_FORCED,
    UPPER_IDS,
    RuleSet,
    column_open_rows,
    face_counts,
    joker_applies,
    legal_boxes,
    parse_cell,
    yahtzee_bonus,
    yamb_open_rows,
)
from yahtzee_tui.engine.box import FACE_WORDS
from yahtzee_tui.engine.rules.yamb import CALL_COLUMN
from yahtzee_tui.engine.rules.yamb_house import first_roll_only
from yahtzee_tui.errors import GameError
from yahtzee_tui.game.directed import naming_reason
from yahtzee_tui.game.state import GameState, Sheet
from yahtzee_tui.sentences import N_, Message, Name

# Reasons are `Message`s: English where they are compared, saved or sent; said in the
# player's language where they are shown (`i18n.translate`).
ROLL_FIRST = Message(N_("roll first"))
CALL_NEEDS_ANNOUNCEMENT = Message(N_("CALL needs an announcement after the first roll"))


@dataclass(frozen=True)
class Option:
    """One open cell of the current player's sheet."""

    cell: str  # card key: box id, or "column.row" for Yamb
    box: str  # box / row id
    column: str | None  # Yamb column id, else None
    points: int  # points it would get with the current dice (0 before any roll)
    bonus: int  # Yahtzee bonus that scoring it would add
    legal: bool  # may be filled right now
    reason: str | None  # why not, when not legal (a `Message`: `i18n.translate` shows it)


def row_word(ruleset: RuleSet, row: str) -> Name:
    """A box or row as messages name it ("Threes", "MAX", "Full house")."""
    if ruleset.is_yamb and row in UPPER_IDS:
        return Name(FACE_WORDS[UPPER_IDS.index(row)], ruleset.id, None, row)
    return Name(ruleset.box_name(row), ruleset.id, None, row)


def cell_word(ruleset: RuleSet, column: str | None, row: str) -> Name:
    """A cell as messages name it ("Fours", "DOWN Threes")."""
    if column is None:
        return row_word(ruleset, row)
    english = f"{ruleset.column_name(column)} {row_word(ruleset, row)}"
    return Name(english, ruleset.id, column, row)


def column_word(ruleset: RuleSet, column: str) -> Name:
    """A Yamb column as messages name it ("DOWN", "FREE 1")."""
    return Name(ruleset.column_name(column), ruleset.id, column)


def rules_word(ruleset: RuleSet) -> Name:
    """A rule set as messages name it ("Yatzy", "Jamb (directed)")."""
    return Name(ruleset.name, ruleset.id)


def cell_key(column: str | None, row: str) -> str:
    return row if column is None else f"{column}.{row}"


def resolve_cell(ruleset: RuleSet, box: object, column: object = None) -> tuple[str | None, str]:
    """The (column, row) a score move names; Yamb takes `box="column.row"` or a row + column."""
    if not isinstance(box, str):
        raise GameError(Message(N_("a box is named by its id, got {box}"), box=repr(box)))
    if not ruleset.is_yamb:
        if column is not None:
            said = N_("{rules} has no columns; name a box only")
            raise GameError(Message(said, rules=rules_word(ruleset)))
        return None, ruleset.box(box).id
    if column is None:
        if "." not in box:
            raise GameError(Message(N_("Yamb needs a column and a row, for example down.ones")))
        return parse_cell(ruleset, box)
    if not isinstance(column, str):
        said = N_("a column is named by its id, got {column}")
        raise GameError(Message(said, column=repr(column)))
    ruleset.column_name(column)
    return column, ruleset.box(box).id


def only_call_left(ruleset: RuleSet, sheet: Sheet) -> bool:
    """True when every empty cell of a Yamb sheet is in the CALL column."""
    return all(
        f"{column}.{row}" in sheet
        for column in ruleset.column_ids
        if column != CALL_COLUMN
        for row in ruleset.box_ids
    )


FIRST_ROLL_CELLS_ONLY = Message(
    N_(
        "only cells of the first roll are open (HAND, and CALL once called): fill or call one "
        "before rolling again"
    )
)


def first_roll_cells_only(state: GameState) -> bool:
    """Yamb's house rules, after the first roll with nothing called: whether every cell the
    current player could fill takes the first roll only (HAND) or a call (CALL), so that
    another roll would leave nothing to fill."""
    ruleset = state.ruleset
    if ruleset.yamb_options is None or state.rolls_used != 1 or state.called is not None:
        return False
    return not any(
        option.legal
        and option.column != CALL_COLUMN
        and option.column is not None
        and not first_roll_only(ruleset.column_kind(option.column))
        for option in options(state)
    )


class _Judge:
    """Works out once per state what every cell's legality depends on."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.ruleset = ruleset = state.ruleset
        self.sheet = sheet = state.current_sheet
        self.rolled = state.has_rolled
        self.joker_reason: str | None = None
        self.counts = face_counts(state.dice) if self.rolled else (0,) * 6
        self.joker = (
            self.rolled and not ruleset.is_yamb and joker_applies(ruleset, state.dice, sheet)
        )
        if ruleset.is_yamb:
            self.filled_rows = {
                column: frozenset(row for row in ruleset.box_ids if f"{column}.{row}" in sheet)
                for column in ruleset.column_ids
            }
            house = ruleset.yamb_options is not None
            self.open_rows = {
                column: column_open_rows(ruleset, column, rows, state.named)
                if house
                else yamb_open_rows(column, rows)
                for column, rows in self.filled_rows.items()
            }
            self.order_reasons: dict[str, str] = {}
            self.only_call_left = all(
                len(rows) == len(ruleset.box_ids)
                for column, rows in self.filled_rows.items()
                if column != CALL_COLUMN
            )
        elif self.rolled:
            self.legal = frozenset(legal_boxes(ruleset, state.dice, sheet))
            self.bonus = yahtzee_bonus(ruleset, state.dice, sheet)
            if ruleset.joker == JOKER_FORCED and self.joker:
                face_box = UPPER_IDS[state.dice[0] - 1]
                face = row_word(ruleset, face_box)
                if face_box in self.legal:
                    self.joker_reason = Message(N_("{box} must take this Yahtzee"), box=face)
                else:
                    said = N_("{box} is filled: this Yahtzee must go in a lower box")
                    self.joker_reason = Message(said, box=face)

    def reason(self, column: str | None, row: str) -> str | None:
        """Why the open cell (column, row) may not be filled now; None when it may."""
        if column is None:
            if not self.rolled:
                return ROLL_FIRST
            return None if row in self.legal else self.joker_reason
        return self._yamb_reason(column, row)

    def _yamb_reason(self, column: str, row: str) -> str | None:
        ruleset, state = self.ruleset, self.state
        if state.naming:
            return naming_reason(state)
        if state.called is not None and (column, row) != (CALL_COLUMN, state.called):
            said = N_("{row} was called: this turn ends in CALL")
            return Message(said, row=row_word(ruleset, state.called))
        if column != CALL_COLUMN and row not in self.open_rows[column]:
            if column not in self.order_reasons:
                self.order_reasons[column] = _order_reason(ruleset, column, self.open_rows[column])
            return self.order_reasons[column]
        if not self.rolled:
            return ROLL_FIRST
        house = ruleset.yamb_options is not None
        if house and state.rolls_used > 1 and first_roll_only(ruleset.column_kind(column)):
            said = N_("{column} takes the dice of the first roll only")
            return Message(said, column=column_word(ruleset, column))
        if column == CALL_COLUMN and state.called != row:
            if state.rolls_used > 1:
                return CALL_NEEDS_ANNOUNCEMENT
            if self.only_call_left:
                return Message(N_("only CALL cells are left: call one now, after the first roll"))
            return Message(N_("call it first: {reason}"), reason=CALL_NEEDS_ANNOUNCEMENT)
        return None

    def points(self, row: str, column: str | None = None) -> int:
        if not self.rolled:
            return 0
        if self.ruleset.yamb_options is not None:
            # House rules: KENTA by roll, and HAND, depend on the roll and the column.
            dice, roll = self.state.dice, self.state.rolls_used
            return engine.score(self.ruleset, dice, row, roll=roll, column=column)
        if self.joker:
            return engine.score(self.ruleset, self.state.dice, row, self.sheet)
        # Without a Joker every box scores by its own rule (engine.score does the same).
        return self.ruleset.box(row).points(self.counts)


# Why a Yamb column's order refuses a cell, whole sentences: with the cells next in order
# (`{next}`), and when the order leaves none open now.
ORDER_WORDS = {
    "down": (
        N_("{column} fills top to bottom: next is {next}"),
        N_("{column} fills top to bottom: none is named now"),
    ),
    "up": (
        N_("{column} fills bottom to top: next is {next}"),
        N_("{column} fills bottom to top: none is named now"),
    ),
    "middle": (
        N_("{column} fills outward from MAX and MIN: next is {next}"),
        N_("{column} fills outward from MAX and MIN: none is named now"),
    ),
    "both_ends": (
        N_("{column} fills from the top and the bottom towards the middle: next is {next}"),
        N_("{column} fills from the top and the bottom towards the middle: none is named now"),
    ),
    "directed": (
        N_("{column} takes the cell named for you: next is {next}"),
        N_("{column} takes the cell named for you: none is named now"),
    ),
}


def _order_reason(ruleset: RuleSet, column: str, open_rows: list[str]) -> Message:
    name = column_word(ruleset, column)
    with_next, without = ORDER_WORDS[ruleset.column_kind(column)]
    if not open_rows:
        return Message(without, column=name)
    either: str = row_word(ruleset, open_rows[-1])
    for row in reversed(open_rows[:-1]):
        either = Message(N_("{first} or {second}"), first=row_word(ruleset, row), second=either)
    return Message(with_next, column=name, next=either)


def cell_reason(state: GameState, column: str | None, row: str) -> str | None:
    """Why the current player may not fill this open cell now; None when they may."""
    return _Judge(state).reason(column, row)


# The position last asked about and its options: a screen asks again and again of the same
# position (the status line, the card, each cursor move), and a Yamb card has 78 cells to
# judge. A state is an immutable value, so the same object has the same options.
_last: tuple[GameState, tuple[Option, ...]] | None = None


def options(state: GameState) -> list[Option]:
    """Every open cell of the current player, in sheet order (Yamb: column by column)."""
    global _last
    last = _last  # one read: another thread may ask meanwhile
    if last is not None and last[0] is state:
        return list(last[1])
    found = _options(state)
    _last = (state, tuple(found))
    return found


def _options(state: GameState) -> list[Option]:
    if state.is_over:
        return []
    judge = _Judge(state)
    ruleset, sheet = judge.ruleset, judge.sheet
    result: list[Option] = []
    if not ruleset.is_yamb:
        bonus = judge.bonus if judge.rolled else 0
        for row in ruleset.box_ids:
            if row in sheet:
                continue
            reason = judge.reason(None, row)
            result.append(Option(row, row, None, judge.points(row), bonus, reason is None, reason))
        return result
    row_points = {row: judge.points(row) for row in ruleset.box_ids}
    house = ruleset.yamb_options is not None
    for column in ruleset.column_ids:
        for row in ruleset.box_ids:
            key = f"{column}.{row}"
            if key in sheet:
                continue
            reason = judge.reason(column, row)
            points = judge.points(row, column) if house else row_points[row]
            result.append(Option(key, row, column, points, 0, reason is None, reason))
    return result

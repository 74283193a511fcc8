"""Yamb's house rules (RULES.md section 5) as data: which columns in which order, which rows,
how KENTA and the upper bonus score, and whether the best five of the six dice count.

A table's choice is one `YambOptions` value; the presets are named values of it. Everything
here is a pure function of the options, so the engine, the help and the advisor read the same
data rather than a code path per preset.

Column ids: a column's id is its kind (`down`, `up`, `free`, `announce`, `hand`, `directed`,
`both_ends`, `middle`), except where section 3's ids stand: a table with two FREE columns names
them `free1` and `free2`, and ANNOUNCE keeps the id `call` of section 3's CALL column, so that
the default preset's cells keep the keys every save already holds.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from functools import cache, lru_cache

from yahtzee_tui.engine.box import Box
from yahtzee_tui.engine.rules import yamb
from yahtzee_tui.errors import GameError
from yahtzee_tui.sentences import N_, Message

DOWN, UP, FREE, ANNOUNCE, HAND = "down", "up", "free", "announce", "hand"
DIRECTED, BOTH_ENDS, MIDDLE = "directed", "both_ends", "middle"
COLUMN_KINDS = (DOWN, UP, FREE, ANNOUNCE, HAND, DIRECTED, BOTH_ENDS, MIDDLE)
MIN_COLUMNS, MAX_COLUMNS = 4, 8

BONUS_FLAT = "flat"  # +30 at 60 or more
BONUS_STEPS = "steps"  # 60/70/80 and more: +30/+40/+50
BONUS_RULES = (BONUS_FLAT, BONUS_STEPS)
BONUS_STEPS_TABLE = ((80, 50), (70, 40), (60, 30))

TRIPS_BONUS = 20
# KENTA by roll: a straight of five in the first, second or third roll of the turn.
KENTA_BY_ROLL = {1: 66, 2: 56, 3: 46}
STRAIGHTS = ((1, 2, 3, 4, 5), (2, 3, 4, 5, 6))

# The words a table uses for its options (`--option hand,trips,...`).
TRIPS, KENTA_ROLL, FIVE_DICE, STEP_BONUS = "trips", "kenta_by_roll", "five_dice", "step_bonus"
FLAGS = (TRIPS, KENTA_ROLL, FIVE_DICE, STEP_BONUS)


@dataclass(frozen=True)
class YambOptions:
    """A table's Yamb: its columns (kinds, in order), and how its rows score."""

    columns: tuple[str, ...]
    trips: bool = False
    kenta_by_roll: bool = False
    five_dice_count: bool = False
    bonus: str = BONUS_FLAT

    def __post_init__(self) -> None:
        check_columns(self.columns)
        if self.bonus not in BONUS_RULES:
            raise GameError(f"unknown upper bonus rule {self.bonus!r}; choose from flat, steps")

    @property
    def needs_two_players(self) -> bool:
        """A DIRECTED column is named by the player before: a table of one cannot play it."""
        return DIRECTED in self.columns

    @property
    def column_ids(self) -> tuple[str, ...]:
        return column_ids(self.columns)


def check_columns(columns: Sequence[str]) -> None:
    """GameError, in one line, unless `columns` is a table's possible choice of columns."""
    unknown = [kind for kind in columns if kind not in COLUMN_KINDS]
    if unknown:
        said = N_("unknown Yamb column {column}; choose from {columns}")
        raise GameError(Message(said, column=repr(unknown[0]), columns=", ".join(COLUMN_KINDS)))
    if not MIN_COLUMNS <= len(columns) <= MAX_COLUMNS:
        said = N_("a Yamb table has {least} to {most} columns, got {got}")
        raise GameError(Message(said, least=MIN_COLUMNS, most=MAX_COLUMNS, got=len(columns)))
    for kind in COLUMN_KINDS:
        if kind != FREE and columns.count(kind) > 1:
            said = N_("the {column} column may appear once (only free may appear twice)")
            raise GameError(Message(said, column=kind))
    if columns.count(FREE) > 2:
        raise GameError(Message(N_("the free column may appear at most twice")))


def column_ids(columns: Sequence[str]) -> tuple[str, ...]:
    """Each column's id (see the module's docstring)."""
    return _column_ids(tuple(columns))


@cache
def _column_ids(columns: tuple[str, ...]) -> tuple[str, ...]:
    frees = columns.count(FREE)
    ids = []
    seen_free = 0
    for kind in columns:
        if kind == FREE and frees == 2:
            seen_free += 1
            ids.append(f"free{seen_free}")
        elif kind == ANNOUNCE:
            ids.append(yamb.CALL_COLUMN)
        else:
            ids.append(kind)
    return tuple(ids)


KOCKE = YambOptions((DOWN, UP, FREE, FREE, ANNOUNCE, MIDDLE))
JAMB = YambOptions(
    (DOWN, UP, FREE, ANNOUNCE, HAND, MIDDLE), trips=True, kenta_by_roll=True, five_dice_count=True
)
JAMB_DIRECTED = replace(JAMB, columns=(*JAMB.columns, DIRECTED))
PRESETS: dict[str, YambOptions] = {
    "kocke": KOCKE,
    "jamb": JAMB,
    "jamb_directed": JAMB_DIRECTED,
}


def preset(name: str) -> YambOptions:
    try:
        return PRESETS[name]
    except KeyError:
        raise GameError(f"unknown Yamb preset {name!r}; choose from {', '.join(PRESETS)}") from None


def parse_options(text: str, base: YambOptions = KOCKE) -> YambOptions:
    """`base` changed by a comma-separated list: column kinds (the columns, in order, when any
    is named) and the flags trips, kenta_by_roll, five_dice, step_bonus."""
    words = [word.strip().lower() for word in text.split(",") if word.strip()]
    if not words:
        said = N_("no Yamb options named; for example: down,up,free,announce,hand,trips")
        raise GameError(Message(said))
    unknown = [word for word in words if word not in COLUMN_KINDS and word not in FLAGS]
    if unknown:
        said = N_(
            "unknown Yamb option {option}; choose columns from {columns} and rules from {rules}"
        )
        raise GameError(
            Message(
                said,
                option=repr(unknown[0]),
                columns=", ".join(COLUMN_KINDS),
                rules=", ".join(FLAGS),
            )
        )
    flags = [word for word in words if word in FLAGS]
    repeated = next((flag for flag in flags if flags.count(flag) > 1), None)
    if repeated is not None:
        raise GameError(Message(N_("the Yamb option {option} is named twice"), option=repeated))
    columns = tuple(word for word in words if word in COLUMN_KINDS) or base.columns
    return YambOptions(
        columns,
        trips=base.trips or TRIPS in flags,
        kenta_by_roll=base.kenta_by_roll or KENTA_ROLL in flags,
        five_dice_count=base.five_dice_count or FIVE_DICE in flags,
        bonus=BONUS_STEPS if STEP_BONUS in flags else base.bonus,
    )


# --- rows -------------------------------------------------------------------------------------


def _trips(counts: tuple[int, ...]) -> int:
    for face in range(6, 0, -1):
        if counts[face - 1] >= 3:
            return 3 * face + TRIPS_BONUS
    return 0


TRIPS_ROW = Box("trips", "TRIPS", "three of one face: their sum + 20", "lower", _trips)


@cache
def rows(options: YambOptions) -> tuple[Box, ...]:
    """The table's rows, top to bottom: TRIPS between MIN and KENTA when played, and no ROYAL
    when five dice count (six of a kind cannot be shown by five)."""
    found = list(yamb.ROWS)
    if options.trips:
        found.insert(found.index(next(row for row in found if row.id == "kenta")), TRIPS_ROW)
    if options.five_dice_count:
        found = [row for row in found if row.id != "royal"]
    return tuple(found)


def row_ids(options: YambOptions) -> tuple[str, ...]:
    return tuple(row.id for row in rows(options))


def _has_straight(counts: tuple[int, ...]) -> bool:
    return any(all(counts[face - 1] for face in run) for run in STRAIGHTS)


def row_points(
    options: YambOptions,
    row: str,
    dice: Sequence[int],
    *,
    roll: int = 1,
    column: str | None = None,
) -> int:
    """Points `row` gets for `dice` under `options`, in the turn's `roll` (1 to 3), in the
    column of kind `column` (HAND scores KENTA as a first roll, whatever happens)."""
    scorer = _scorer(options)
    # Only KENTA by roll reads the roll (HAND's always a first one); 0 for every other row.
    kenta_roll = 0
    if row == "kenta" and options.kenta_by_roll:
        kenta_roll = 1 if column == HAND else roll
    return scorer.points(row, _counts(tuple(dice)), kenta_roll)


class _Scorer:
    """The rows of one table's options and the points worked out for them so far.

    The computer players and the advisors score the same few hundred throws again and again:
    the points are a pure function of the row, the counts of the faces and the roll (for
    KENTA by roll), so each is worked out once."""

    def __init__(self, options: YambOptions) -> None:
        self.options = options
        self.rows = {box.id: box for box in rows(options)}
        self.known: dict[tuple[str, tuple[int, ...], int], int] = {}

    def points(self, row: str, counts: tuple[int, ...], kenta_roll: int) -> int:
        key = (row, counts, kenta_roll)
        found = self.known.get(key)
        if found is None:
            found = self.known[key] = self._work_out(row, counts, kenta_roll)
        return found

    def _work_out(self, row: str, counts: tuple[int, ...], kenta_roll: int) -> int:
        box = self.rows.get(row)
        if box is None:
            ids = ", ".join(self.rows)
            raise GameError(f"unknown row {row!r}; choose from {ids}")
        if kenta_roll:
            return KENTA_BY_ROLL[kenta_roll] if _has_straight(counts) else 0
        if self.options.five_dice_count and sum(counts) == 6:
            return _best_of_five(box, counts)
        return box.points(counts)


@lru_cache(maxsize=64)
def _scorer(options: YambOptions) -> _Scorer:
    return _Scorer(options)


def best_of_five(box: Box, dice: Sequence[int]) -> int:
    """`box` scored with the best five of the dice (five or more): the highest, or for MIN
    the lowest."""
    return _best_of_five(box, _counts(tuple(dice)))


@lru_cache(maxsize=1 << 14)
def _best_of_five(box: Box, counts: tuple[int, ...]) -> int:
    if sum(counts) <= 5:
        return box.points(counts)
    # Every way to leave one die out: one fewer of a face shown.
    choices = {
        _best_of_five(box, (*counts[:face], shown - 1, *counts[face + 1 :]))
        for face, shown in enumerate(counts)
        if shown
    }
    return min(choices) if box.aims_low else max(choices)


@lru_cache(maxsize=1 << 16)
def _counts(dice: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(map(dice.count, _FACES))


_FACES = (1, 2, 3, 4, 5, 6)


def upper_bonus(options: YambOptions, upper: int) -> int:
    """A column's upper bonus for an upper sum of `upper`."""
    if options.bonus == BONUS_STEPS:
        return next((bonus for least, bonus in BONUS_STEPS_TABLE if upper >= least), 0)
    return yamb.UPPER_BONUS if upper >= yamb.UPPER_BONUS_THRESHOLD else 0


# --- the order a column fills in ---------------------------------------------------------------


def open_rows(
    kind: str,
    order: Sequence[str],
    filled: Collection[str],
    named: str | None = None,
) -> list[str]:
    """Rows of a column of `kind` that may be filled now, its rows being `order` (top to
    bottom) and `filled` those written. DIRECTED opens only the row `named` for the player
    (none when nothing is named); ANNOUNCE lists every empty row (whether a call was made is
    the turn's business); HAND any row (only the first roll's dice may go there: see
    `first_roll_only`)."""
    empty = [row for row in order if row not in filled]
    if not empty:
        return []
    if kind == DOWN:
        return [empty[0]]
    if kind == UP:
        return [empty[-1]]
    if kind == BOTH_ENDS:
        return sorted({empty[0], empty[-1]}, key=order.index)
    if kind == MIDDLE:
        top, bottom = order.index("max"), order.index("min")
        upward = list(order[top::-1])  # max, sixes, ..., ones
        downward = list(order[bottom:])  # min, then every row below it
        found = {
            next((row for row in chain if row not in filled), None) for chain in (upward, downward)
        }
        return sorted((row for row in found if row is not None), key=order.index)
    if kind == DIRECTED:
        return [named] if named in empty else []
    return empty


def first_roll_only(kind: str) -> bool:
    """Whether a cell of this column takes only the dice of the turn's first roll."""
    return kind == HAND


def order_problem(kind: str, order: Sequence[str], filled: Collection[str]) -> str | None:
    """Why the rows `filled` could not have been filled in a column of `kind` in its order, or
    None when they could. A DIRECTED column may be filled in any order (each cell is named)."""
    if kind == DIRECTED:
        return None
    done = yamb.fillable(lambda rows: open_rows(kind, order, rows), filled)
    stray = [row for row in order if row in filled and row not in done]
    if not stray:
        return None
    waiting = " or ".join(open_rows(kind, order, done))
    said = N_("{column} {row} cannot be filled before {column} {rows}")
    return Message(said, column=kind, row=stray[0], rows=waiting)


__all__ = [
    "COLUMN_KINDS",
    "JAMB",
    "JAMB_DIRECTED",
    "KOCKE",
    "PRESETS",
    "YambOptions",
    "best_of_five",
    "column_ids",
    "first_roll_only",
    "open_rows",
    "order_problem",
    "parse_options",
    "preset",
    "row_ids",
    "row_points",
    "rows",
    "upper_bonus",
]

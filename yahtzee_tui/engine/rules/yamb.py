"""Yamb ("kocke"): 6 dice, 13 rows x 6 columns, each column with its own filling order."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from yahtzee_tui.engine.box import FACE_WORDS, UPPER_IDS, Box, Scorer, total_of, upper_boxes
from yahtzee_tui.sentences import N_, Message, Name

KENTA = 61
FULL_BONUS = 30
POKER_BONUS = 40
YAMB_BONUS = 50
ROYAL_BONUS = 60
UPPER_BONUS = 30
UPPER_BONUS_THRESHOLD = 60


def _kenta(counts: tuple[int, ...]) -> int:
    return KENTA if counts == (1, 1, 1, 1, 1, 1) else 0


def _full(counts: tuple[int, ...]) -> int:
    best = 0
    for three in range(1, 7):
        if counts[three - 1] < 3:
            continue
        for two in range(1, 7):
            if two != three and counts[two - 1] >= 2:
                best = max(best, 3 * three + 2 * two + FULL_BONUS)
    return best


def _same_faces(n: int, bonus: int) -> Scorer:
    def scorer(counts: tuple[int, ...]) -> int:
        for face in range(6, 0, -1):
            if counts[face - 1] >= n:
                return n * face + bonus
        return 0

    return scorer


ROWS: tuple[Box, ...] = (
    *upper_boxes(("1", "2", "3", "4", "5", "6")),
    Box("max", "MAX", "sum of all six dice (aim high)", "middle", total_of),
    Box("min", "MIN", "sum of all six dice (aim low)", "middle", total_of, aims_low=True),
    Box("kenta", "KENTA", "61 for 1-2-3-4-5-6", "lower", _kenta),
    Box("full", "FULL", "three of one face + two of another: their sum + 30", "lower", _full),
    Box("poker", "POKER", "four of one face: their sum + 40", "lower", _same_faces(4, POKER_BONUS)),
    Box("yamb", "YAMB", "five of one face: their sum + 50", "lower", _same_faces(5, YAMB_BONUS)),
    Box("royal", "ROYAL", "six of one face: their sum + 60", "lower", _same_faces(6, ROYAL_BONUS)),
)

ROW_IDS: tuple[str, ...] = tuple(row.id for row in ROWS)

# The CALL column's id: its cells are scored only as announced right after the first roll.
CALL_COLUMN = "call"
COLUMNS: tuple[tuple[str, str, str], ...] = (
    ("down", "DOWN", "fills top to bottom, ones first"),
    ("up", "UP", "fills bottom to top, royal first"),
    ("free1", "FREE 1", "any order"),
    ("free2", "FREE 2", "any order"),
    (CALL_COLUMN, "CALL", "only the cell announced right after the first roll"),
    ("middle", "MIDDLE", "MAX and MIN first, then outward: up to ones, down to royal"),
)
COLUMN_IDS: tuple[str, ...] = tuple(column[0] for column in COLUMNS)


def open_rows(column: str, filled: set[str] | frozenset[str]) -> list[str]:
    """Rows of `column` that may be filled now, given the rows already filled there.

    CALL lists every empty row: whether a call was made is the turn's business, not the sheet's.
    """
    empty = [row for row in ROW_IDS if row not in filled]
    if not empty:
        return []
    if column == "down":
        return [empty[0]]
    if column == "up":
        return [empty[-1]]
    if column == "middle":
        upward = ROW_IDS[6::-1]  # max, sixes, fives, ..., ones
        downward = ROW_IDS[7:]  # min, kenta, full, ..., royal
        found = []
        for chain in (upward, downward):
            nxt = next((row for row in chain if row not in filled), None)
            if nxt is not None:
                found.append(nxt)
        return sorted(found, key=ROW_IDS.index)
    return empty


def fillable(open_now: Callable[[set[str]], Sequence[str]], filled: Collection[str]) -> set[str]:
    """The rows of `filled` a column could have filled in its order (`open_now` gives the rows
    it opens given those filled): every open row that is filled, until nothing more opens."""
    done: set[str] = set()
    while True:
        step = [row for row in open_now(done) if row in filled]
        if not step:
            return done
        done.update(step)


RULES_ID = "yamb"  # the rule set these columns are (section 3's Yamb)
OR = N_("{first} or {second}")


def order_problem(column: str, filled: set[str] | frozenset[str]) -> str | None:
    """Why a column's filled rows could not have been filled in its order; None when they could.

    Replays the order: fill every open row that is filled, until nothing more opens.
    """
    done = fillable(lambda rows: open_rows(column, rows), filled)
    stray = [row for row in ROW_IDS if row in filled and row not in done]
    if not stray:
        return None
    names = {row.id: row.name for row in ROWS} | dict(zip(UPPER_IDS, FACE_WORDS, strict=True))
    column_name = next(name for cid, name, _ in COLUMNS if cid == column)

    def row_name(row: str) -> Name:
        return Name(names[row], RULES_ID, None, row)

    waiting: str = ""
    for row in reversed(open_rows(column, done)):
        waiting = Message(OR, first=row_name(row), second=waiting) if waiting else row_name(row)
    said = N_("{column} {row} cannot be filled before {column} {rows}")
    name = Name(column_name, RULES_ID, column)
    return Message(said, column=name, row=row_name(stray[0]), rows=waiting)


def middle_result(ones: int | None, max_: int | None, min_: int | None) -> int:
    """(MAX - MIN) x ones, or 0 while any of the three cells is empty."""
    if ones is None or max_ is None or min_ is None:
        return 0
    return (max_ - min_) * ones

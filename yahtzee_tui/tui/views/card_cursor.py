"""Moving the cursor over the card: to the first or last cell of a column that may be filled
now, and one step up, down or across among the open cells (the scorecard's keys)."""

from __future__ import annotations

from collections.abc import Sequence

from yahtzee_tui.engine.rules.yamb import CALL_COLUMN
from yahtzee_tui.tui.views.card_view import CardView


def edge(
    view: CardView, cursor: str | None, last: bool, calling: Sequence[str] | None = None
) -> str | None:
    """The first (or `last`) cell of the cursor's column that may be filled now (any open one
    when none may); with no cursor, of the first column that has one. While pointing in the
    CALL column to call, the rows `calling` (those that may be called) are the ones."""
    if calling:
        placed = [view.find(f"{CALL_COLUMN}.{row}") for row in calling]
        found = sorted(place for place in placed if place is not None)
        if found:
            r, c = found[-1 if last else 0]
            return view.rows[r].cells[c].key
    place = view.find(cursor) if cursor else None
    choosable = view.choosable()
    if not choosable:
        return None
    fillable_anywhere = [(r, c) for r, c in choosable if view.rows[r].cells[c].kind != "locked"]
    column = place[1] if place else (fillable_anywhere or choosable)[0][1]
    cells = [(r, c) for r, c in choosable if c == column]
    fillable = [(r, c) for r, c in cells if view.rows[r].cells[c].kind != "locked"]
    r, c = (fillable or cells)[-1 if last else 0]
    return view.rows[r].cells[c].key


def step(view: CardView, cursor: str | None, rows: int, columns: int) -> str | None:
    """The cell one step from `cursor` among the open cells, wrapping round past the edge;
    with no cursor, the first cell that may be filled."""
    place = view.find(cursor) if cursor else None
    choosable = view.choosable()
    if not choosable:
        return None
    if place is None:
        return edge(view, None, last=False)
    row, column = place
    if rows:
        same_column = [r for r, c in choosable if c == column]
        ahead = [r for r in same_column if (r - row) * rows > 0]
        if ahead:
            target = min(ahead, key=lambda r: abs(r - row))
        else:
            target = min(same_column) if rows > 0 else max(same_column)
        return view.rows[target].cells[column].key
    other_columns = sorted({c for _, c in choosable if c != column})
    if not other_columns:
        return None
    ahead_columns = [c for c in other_columns if (c - column) * columns > 0]
    if ahead_columns:
        target_column = min(ahead_columns, key=lambda c: abs(c - column))
    else:
        target_column = other_columns[0] if columns > 0 else other_columns[-1]
    target_row = min(
        (r for r, c in choosable if c == target_column), key=lambda r: (abs(r - row), r)
    )
    return view.rows[target_row].cells[target_column].key

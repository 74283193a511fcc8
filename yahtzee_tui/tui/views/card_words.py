"""The Yamb sheet's short words: row labels and column headers where the card is narrow."""

from __future__ import annotations

import re
from functools import lru_cache

from rich.cells import cell_len

from yahtzee_tui.engine import RuleSet
from yahtzee_tui.i18n import _, current_language, pgettext
from yahtzee_tui.tui.views.vocabulary import (
    box_label,
    cell_name,
    column_header,
    row_name,
    short_column_name,
)

# The widest row label of a Yamb sheet, in cells: longer names of the upper rows give way to
# the sheet's digits (hr "Jedinice" → "1"), another long name to its short form.
YAMB_LABEL_CELLS = 6


# A Yamb row's label where its name is longer than YAMB_LABEL_CELLS (hr TRILING → TRIL.).
def short_row_words() -> dict[str, str]:
    return {"trips": pgettext("yamb row, at most 6 cells", "TRIPS")}


def yamb_row_labels(rules: RuleSet) -> dict[str, str]:
    """The Yamb sheet's row labels in the player's words, each at most YAMB_LABEL_CELLS: the
    upper rows by name ("Ones") when every name fits, else by the sheet's digits ("1"); a
    longer name by its short form."""
    names = {row: row_name(rules, row) for row in rules.box_ids}
    if any(cell_len(names[row]) > YAMB_LABEL_CELLS for row in rules.upper_ids):
        names.update({row: box_label(rules, row) for row in rules.upper_ids})
    short = short_row_words()
    for row, name in names.items():
        if cell_len(name) > YAMB_LABEL_CELLS:
            names[row] = short.get(row, name)
    return names


def short_box_names() -> dict[str, str]:
    """Yatzy's boxes whose names have the short forms Yahtzee's card uses, by English name."""
    return {
        "Three of a kind": pgettext("box, short", "3 of a kind"),
        "Four of a kind": pgettext("box, short", "4 of a kind"),
        "Small straight": pgettext("box, short", "Sm. straight"),
        "Large straight": pgettext("box, short", "Lg. straight"),
    }


def short_cell_name(rules: RuleSet, column: str | None, row: str) -> str:
    """A cell as the card labels it, for lines too narrow for its name (`cell_name`): the
    column's header and the row's label ("SL.1 1" for hr "SLOBODNA 1 Jedinice"); a box of
    Yahtzee or Yatzy by its label on the card."""
    if column is None or not rules.is_yamb:
        return short_box_names().get(rules.box_name(row)) or box_label(rules, row)
    return pgettext("yamb cell: column, row", "{column} {row}").format(
        column=column_header(rules, column), row=yamb_row_labels(rules)[row]
    )


def shortest_cell_name(rules: RuleSet, column: str | None, row: str) -> str:
    """A cell in the fewest cells the card ever names it in: the column's short name and the
    row's label, an upper row by its digit ("DIR 4" for "DIRECTED Fours")."""
    if column is None or not rules.is_yamb:
        return short_cell_name(rules, column, row)
    label = box_label(rules, row) if row in rules.upper_ids else yamb_row_labels(rules)[row]
    return pgettext("yamb cell: column, row", "{column} {row}").format(
        column=short_column_name(rules, column), row=label
    )


def worded_row(rules: RuleSet, row: str) -> str:
    """A Yamb row in a word, however short: an upper row by its name ("Trojke", never the
    sheet's digit, which beside the points would read as a number), another by its label."""
    return row_name(rules, row) if row in rules.upper_ids else yamb_row_labels(rules)[row]


def named_cell_name(rules: RuleSet, column: str | None, row: str) -> str:
    """A cell as messages name it, the column by its short name: hr "Trojke (SLOB.)" for
    "Trojke (SLOBODNA)"; the row in a word (`worded_row`), so that a line "→ Trojke (SLOB.)
    6" reads as row, column and points."""
    if column is None or not rules.is_yamb:
        return short_cell_name(rules, column, row)
    return pgettext("yamb cell by name: column, row", "{column} {row}").format(
        column=short_column_name(rules, column), row=worded_row(rules, row)
    )


# The forms a view names its cells in, longest first: by name ("Jedinice (SLOBODNA)"), by name
# with the column's short name ("Jedinice (SLOB.)"), by the card's header and label ("SLOB.
# 1"), by the column's short name and the row's label ("SL.1 1"). A view (the log, a note in
# the status line, the Review tab's list) takes one form for every cell it names: the longest
# in which all its lines fit.
LONG, NAMED, SHORT, SHORTEST = 0, 1, 2, 3
CELL_FORMS = (LONG, NAMED, SHORT, SHORTEST)


def cell_in_form(rules: RuleSet, column: str | None, row: str, form: int) -> str:
    """A cell named in `form` (one of CELL_FORMS)."""
    if form == SHORTEST:
        return shortest_cell_name(rules, column, row)
    if form == SHORT:
        return short_cell_name(rules, column, row)
    if form == NAMED:
        return named_cell_name(rules, column, row)
    return cell_name(rules, column, row)


def row_in_form(rules: RuleSet, row: str, form: int) -> str:
    """A Yamb row named in `form`, as a CALL names it: by name, else in a word however short
    ("TRILING", "TRIL."), else by its label on the card."""
    if form == LONG:
        return row_name(rules, row)
    return worded_row(rules, row) if form == NAMED else yamb_row_labels(rules)[row]


@lru_cache(maxsize=64)
def _renamings(
    rules: RuleSet, language: str, form: int
) -> tuple[tuple[str, re.Pattern[str], str], ...]:
    """Each cell's long name (the longest first), the pattern that finds it as words of their
    own, and its name in `form`; then each CALL's row, as the coach says it, in `form`."""
    columns = rules.column_ids if rules.is_yamb else [None]
    cells = [(column, row) for column in columns for row in rules.box_ids]
    names = sorted(
        ((cell_name(rules, *cell), cell) for cell in cells), key=lambda p: -cell_len(p[0])
    )
    found = [
        (name, re.compile(rf"(?<!\S){re.escape(name)}(?!\w)"), cell_in_form(rules, *cell, form))
        for name, cell in names
    ]
    if rules.is_yamb:
        call = _("call {row}")
        for row in rules.box_ids:
            said = call.format(row=row_name(rules, row))
            found.append(
                (said, re.compile(re.escape(said)), call.format(row=row_in_form(rules, row, form)))
            )
    return tuple(found)


def in_form(rules: RuleSet, text: str, form: int) -> str:
    """`text` (a coach's note, in the long form it was said in) with every cell it names,
    and every CALL's row, in `form`: the same form for all of them."""
    if form == LONG:
        return text
    for name, pattern, renamed in _renamings(rules, current_language(), form):
        if name in text:
            text = pattern.sub(renamed.replace("\\", "\\\\"), text)
    return text

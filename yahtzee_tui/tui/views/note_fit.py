"""A coach's note in the width it has (the log's, or the status line's where the log steps
aside), never cut. A view names every cell of its notes in one form (`card_words.CELL_FORMS`):
by name where every note fits so, else all by the card's short names; a note too long for one
line loses its indent, then goes on to a second line, the best choice under the choice made
(and a third for a score's swing of the chance to win). A hold's dice stay apart ("hold 1 1 2"):
closed up they would read as a number.

Notes are kept as the words they were said in (`coach.Notes`), so the seams are found with
the sentences' own translated words."""

from __future__ import annotations

from collections.abc import Iterable
from string import Formatter

from rich.cells import cell_len

from yahtzee_tui.engine import RuleSet
from yahtzee_tui.i18n import _
from yahtzee_tui.tui.views.card_words import CELL_FORMS, in_form

# What opens a coach's note (unindented where the note needs the room), and what indents the
# lines a long note goes on to.
NOTE_MARK = "  ↳ "
GO_ON = "  "
# Between a score's note and its swing of the chance to win (`coach.with_swing`).
SWING_SEAM = " · "


def _around(template: str, field: str) -> tuple[str, str]:
    """The words of a translated `template` right before and right after `{field}`."""
    parts = list(Formatter().parse(template))
    for index, (literal, name, _spec, _conversion) in enumerate(parts):
        if name == field:
            after = parts[index + 1][0] if index + 1 < len(parts) else ""
            return literal, after
    return "", ""


def note_parts(note: str) -> list[str]:
    """A note split where it may go on to another line: before the best choice (keeping the
    comma that ends the first line), and before a swing of the chance to win."""
    note, swing_seam, swing = note.partition(SWING_SEAM)
    seam = _around(_("{choice} {loss}, best was {best}"), "best")[0]
    if not seam.strip() or seam not in note:
        seam = _around(_("{choice}, the best choice"), "choice")[1]
    parts = [note]
    if seam.strip() and seam in note:
        head, _space, tail = seam.partition(" ")
        chosen, _seam, best = note.partition(seam)
        parts = [chosen + head, (tail + best).strip()]
    return parts + ([SWING_SEAM.strip() + " " + swing] if swing_seam else [])


def _laid_out(text: str, width: int) -> list[str]:
    """A note's lines in `width` cells, its mark first: one line where it fits (unindented if
    need be), else a line for each part."""
    for mark in (NOTE_MARK, NOTE_MARK.lstrip()):
        if cell_len(mark + text) <= width:
            return [mark + text]
    first, *rest = note_parts(text)
    return [NOTE_MARK.lstrip() + first, *(GO_ON + part for part in rest)]


def note_form(rules: RuleSet, notes: Iterable[str], width: int) -> int:
    """The form a view of `notes` in `width` cells names its cells in: the longest in which
    every note's lines fit."""
    notes = list(notes)
    for form in CELL_FORMS:
        if all(
            cell_len(line) <= width
            for note in notes
            for line in _laid_out(in_form(rules, note, form), width)
        ):
            return form
    return CELL_FORMS[-1]


def note_lines(rules: RuleSet, note: str, width: int, form: int | None = None) -> list[str]:
    """The lines a coach's note takes in `width` cells, its mark first, its cells named in
    `form` (the view's; None: the longest this note fits in on its own)."""
    if form is None:
        form = note_form(rules, [note], width)
    return _laid_out(in_form(rules, note, form), width)

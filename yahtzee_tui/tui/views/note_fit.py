"""A coach's note in the width it has (the log's, or the status line's where the log steps
aside), never cut: its cells take the card's short names, a hold's dice close up ("hold 1234")
and a CALL's row its label, the indent goes, and only then does the note take a second line,
the best choice under the choice made (and a third for a score's swing of the chance to win).

Notes are kept as the words they were said in (`coach.Notes`), so the seams are found with
the sentences' own translated words."""

from __future__ import annotations

import re
from string import Formatter

from rich.cells import cell_len

from yahtzee_tui.engine import RuleSet
from yahtzee_tui.i18n import _
from yahtzee_tui.tui.views.card_words import with_short_names, yamb_row_labels
from yahtzee_tui.tui.views.vocabulary import row_name

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


def closed_up(rules: RuleSet, text: str) -> str:
    """`text` with a hold's dice written together ("hold 1234") and a CALL's row by its label
    on the card ("call TRIL."); a cell's numbers stay apart."""
    before, after = _around(_("hold {dice}"), "dice")
    if before:
        pattern = re.escape(before) + r"(\d(?: \d)+)" + re.escape(after)
        text = re.sub(pattern, lambda m: before + m.group(1).replace(" ", "") + after, text)
    if rules.is_yamb:
        labels = yamb_row_labels(rules)
        for row in rules.box_ids:
            text = text.replace(
                _("call {row}").format(row=row_name(rules, row)),
                _("call {row}").format(row=labels[row]),
            )
    return text


def fitted(rules: RuleSet, text: str, room: int) -> str:
    """`text` in `room` cells if shorter names make it fit: the cells' short names first, then
    the dice closed up (as short as it gets, if nothing makes it fit)."""
    text = with_short_names(rules, text, room)
    return text if cell_len(text) <= room else closed_up(rules, text)


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


def note_lines(rules: RuleSet, note: str, width: int) -> list[str]:
    """The lines a coach's note takes in `width` cells, its mark first: one where shorter
    names and closed-up dice make it fit (unindented if need be), else a line for each part."""
    for mark in (NOTE_MARK, NOTE_MARK.lstrip()):
        line = mark + fitted(rules, note, width - cell_len(mark))
        if cell_len(line) <= width:
            return [line]
    mark = NOTE_MARK.lstrip()
    first, *rest = note_parts(note)
    lines = [mark + fitted(rules, first, width - cell_len(mark))]
    return lines + [GO_ON + fitted(rules, part, width - cell_len(GO_ON)) for part in rest]

"""A coach's note in the width it has (the log's, or the status line's where the log steps
aside), never cut. A view names every cell of its notes in one form (`card_words.CELL_FORMS`):
by name where every note fits so, else in shorter names. The log and the status line say a
note in the same words ("held 1 −21.9, best was hold 1 1 1 1"), after the same mark; a note
too long for one line goes on to the next, indented under its first word: the best choice
under the choice made, a score's swing of the chance to win under that. A hold's dice stay
apart ("hold 1 1 2"): closed up they would read as a number.

Notes are kept as the words they were said in (`coach.Notes`), so the seams are found with
the sentences' own translated words."""

from __future__ import annotations

from collections.abc import Iterable
from string import Formatter

from rich.cells import cell_len, set_cell_size

from yahtzee_tui.engine import RuleSet
from yahtzee_tui.i18n import _
from yahtzee_tui.tui.views.card_words import CELL_FORMS, in_form

# What opens a coach's note in the log (indented under the entry it judges); the status line
# has no entries, and opens it with the arrow alone (`STATUS_MARK`).
NOTE_MARK = "  ↳ "
STATUS_MARK = "↳ "
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


def _best_label() -> str:
    """The words that name the best choice in a note (hr "najbolje:", "best was")."""
    return _around(_("{choice} {loss}, best was {best}"), "best")[0].partition(" ")[2].strip()


def _words_in(part: str, room: int) -> list[str]:
    """A part of a note in lines of `room` cells: whole where it fits; else the best choice
    under its label ("najbolje:" / "zadržati 1 3 4 5"); else broken between words (a hold of
    many dice with its loss, on a narrow log). A word wider than a line is cut."""
    if cell_len(part) <= room:
        return [part]
    label = _best_label()
    best = part.removeprefix(label + " ")
    if label and best != part and cell_len(label) <= room and cell_len(best) <= room:
        return [label, best]
    lines: list[str] = []
    for word in part.split(" "):
        if lines and cell_len(f"{lines[-1]} {word}") <= room:
            lines[-1] += " " + word
        else:
            lines.append(word if cell_len(word) <= room else set_cell_size(word, room - 1) + "…")
    return lines


def _laid_out(text: str, width: int, mark: str) -> list[str]:
    """A note's lines in `width` cells, `mark` first and every further line indented under
    the note's first word: the whole on one line where it fits, else its parts (`note_parts`)
    each on a line of its own, or after the one before where both fit; a part wider than a
    line goes on between its words."""
    go_on = " " * cell_len(mark)
    room = max(1, width - cell_len(mark))
    lines: list[str] = []
    for part in note_parts(text):
        if lines and cell_len(f"{lines[-1]} {part}") <= room:
            lines[-1] += " " + part
        else:
            lines += _words_in(part, room)
    return [(go_on if index else mark) + line for index, line in enumerate(lines)]


def _whole_parts(rules: RuleSet, note: str, width: int, form: int) -> list[bool]:
    """For each part of `note` in `form`, whether it goes on no further than from the best's
    label to the best (`_words_in`) in `width` cells."""
    room = width - cell_len(NOTE_MARK)
    return [len(_words_in(part, room)) <= 2 for part in note_parts(in_form(rules, note, form))]


def note_form(rules: RuleSet, notes: Iterable[str], width: int) -> int:
    """The form a log of `notes` in `width` cells names its cells in: the longest in which
    every part of every note stays whole, where it does so in the shortest form (a hold of
    many dice may have to go on between its words in every form)."""
    notes = list(notes)
    shortest = [_whole_parts(rules, note, width, CELL_FORMS[-1]) for note in notes]
    for form in CELL_FORMS[:-1]:
        if all(
            whole or not at_least
            for note, fits in zip(notes, shortest, strict=True)
            for whole, at_least in zip(_whole_parts(rules, note, width, form), fits, strict=True)
        ):
            return form
    return CELL_FORMS[-1]


def note_lines(
    rules: RuleSet, note: str, width: int, form: int | None = None, mark: str = NOTE_MARK
) -> list[str]:
    """The lines a coach's note takes in `width` cells, `mark` first and the lines it goes
    on to indented under its first word, its cells named in `form` (None: the longest this
    note fits in on its own). The log gives the whole note, in the words the status line
    says it in ("held 1 −21.9, best was hold 1 1 1 1"), never cut."""
    if form is None:
        form = note_form(rules, [note], width)
    return _laid_out(in_form(rules, note, form), width, mark)

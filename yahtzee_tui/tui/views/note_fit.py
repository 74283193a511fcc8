"""A coach's note in the width it has (the log's, or the status line's where the log steps
aside), never cut. A view names every cell of its notes in one form (`card_words.CELL_FORMS`):
by name where every note fits so, else all by the card's short names. In the log a note is
one line, in the longest of its shapes that fits (`note_shapes`: the best after "▸", then the
choice alone). In the status line a note too long for one line loses its indent, then goes on
to a second line, the best choice under the choice made (and a third for a score's swing of
the chance to win). A hold's dice stay apart ("hold 1 1 2"): closed up they would read as a
number.

Notes are kept as the words they were said in (`coach.Notes`), so the seams are found with
the sentences' own translated words."""

from __future__ import annotations

from collections.abc import Iterable
from string import Formatter

from rich.cells import cell_len, set_cell_size

from yahtzee_tui.engine import RuleSet
from yahtzee_tui.i18n import _, pgettext
from yahtzee_tui.tui.views.card_words import CELL_FORMS, in_form

# What opens a coach's note (unindented where the note needs the room), and what indents the
# lines a long note goes on to.
NOTE_MARK = "  ↳ "
GO_ON = "  "
# Between a score's note and its swing of the chance to win (`coach.with_swing`).
SWING_SEAM = " · "
# Before the best choice in a note's short shapes: the hint panel's mark for the best.
BEST_MARK = "▸"


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


def note_shapes(note: str) -> list[str]:
    """A note's words for one line, longest first: whole; without a score's swing of the
    chance; the best after the panel's mark for it ("held 1 −21.9 ▸ hold 1 1 1 1"), a best
    hold by its dice alone ("▸ 1 1 1 1"), rerolling all in fewer words (hr "▸ sve
    ponovno"); last the choice alone ("held 1 −21.9"). "held 3 3, the best choice" goes to
    "held 3 3, best", then "held 3 3" (no loss: the best). A note in words not of the
    language now spoken is its one shape."""
    said, swing_seam, _swing = note.partition(SWING_SEAM)
    shapes = [note, said] if swing_seam else [said]
    seam = _around(_("{choice} {loss}, best was {best}"), "best")[0]
    if seam.strip() and seam in said:
        chosen, _seam, best = said.partition(seam)
        shapes.append(f"{chosen} {BEST_MARK} {best}")
        hold = _around(pgettext("coach, the best move", "hold {dice}"), "dice")[0]
        if hold.strip() and best.startswith(hold):
            shapes.append(f"{chosen} {BEST_MARK} {best[len(hold) :]}")
        if best == pgettext("coach, the best move", "reroll all"):
            short = pgettext("coach, the best move, short", "reroll all")
            shapes.append(f"{chosen} {BEST_MARK} {short}")
        return [*shapes, chosen]
    seam = _around(_("{choice}, the best choice"), "choice")[1]
    if seam.strip() and said.endswith(seam):
        chosen = said[: -len(seam)]
        return [*shapes, pgettext("coach, short", "{choice}, best").format(choice=chosen), chosen]
    return shapes


def _one_line(shape: str, width: int) -> str | None:
    """`shape` with the note's mark, indented where it has the room; None if it cannot fit."""
    lines = (mark + shape for mark in (NOTE_MARK, NOTE_MARK.lstrip()))
    return next((line for line in lines if cell_len(line) <= width), None)


def note_form(rules: RuleSet, notes: Iterable[str], width: int) -> int:
    """The form a log of `notes` in `width` cells names its cells in: the longest in which
    every note fits one line with the best choice named (a note's last shape, without it,
    is for the narrowest log)."""
    notes = list(notes)
    for form in CELL_FORMS:
        shaped = [note_shapes(in_form(rules, note, form)) for note in notes]
        if all(
            any(_one_line(shape, width) for shape in shapes[:-1] or shapes) for shapes in shaped
        ):
            return form
    return CELL_FORMS[-1]


def note_line(rules: RuleSet, note: str, width: int, form: int) -> str:
    """A coach's note as one line of the log, `width` cells, its mark first, its cells named
    in `form` (the log's): the longest shape that fits (`note_shapes`). Never two lines: a log
    scrolled by a row would open on the second. Only a note in another language's words may
    have to be cut."""
    shapes = note_shapes(in_form(rules, note, form))
    for shape in shapes:
        line = _one_line(shape, width)
        if line is not None:
            return line
    mark = NOTE_MARK.lstrip()
    return mark + set_cell_size(shapes[-1], width - cell_len(mark) - 1) + "…"


def note_lines(rules: RuleSet, note: str, width: int, form: int | None = None) -> list[str]:
    """The lines a coach's note takes in `width` cells where it may take more than one (the
    status line), its mark first, its cells named in `form` (None: the longest this note fits
    in on its own)."""
    if form is None:
        form = _wrapped_form(rules, [note], width)
    return _laid_out(in_form(rules, note, form), width)


def _wrapped_form(rules: RuleSet, notes: list[str], width: int) -> int:
    """The longest form in which every note's lines fit, when a note may go on to more."""
    for form in CELL_FORMS:
        if all(
            cell_len(line) <= width
            for note in notes
            for line in _laid_out(in_form(rules, note, form), width)
        ):
            return form
    return CELL_FORMS[-1]

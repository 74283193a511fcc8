"""The table's log: who starts, each roll, hold, call, naming and score, a rule where a round
starts and the coach's notes under the moves they judge; every line whole in the log's width.

The players' names lead the entries, whole where the log has room for them beside the widest
roll, else in the short forms that still tell them apart (`told_apart`: "I. 1" and "R. 2",
never a cut "Igra…"), so that a roll stays one line: at 80x24 the log may show a line or
two, and a roll's second line alone would show dice without whose they are. An entry still
wider than the log goes on to the next line, indented under its first word, a roll's dice
together and apart as always, never cut and never closed up."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from itertools import groupby

from rich.cells import cell_len

from yahtzee_tui.game import ROLLS_PER_TURN, Event, GameState
from yahtzee_tui.i18n import _
from yahtzee_tui.tui.views.card_words import CELL_FORMS, LONG, NAMED
from yahtzee_tui.tui.views.name_fit import told_apart
from yahtzee_tui.tui.views.note_fit import note_form, note_lines
from yahtzee_tui.tui.views.table_words import (
    ENTRY_GAP,
    STATUS_NAME,
    Words,
    event_line,
    roll_words,
    starter_line,
    who,
)

LOG_LENGTH = 80
# A name in the log is shortened to this many cells at the least (a short form there is still
# read as the name: "I. 1", "Bar.", "C.N."), and only when the log is too narrow for it beside
# the widest roll: a Jamb log of 28 cells has 4 for a name beside "bacanje 3  6 6 6 6 6 6".
LOG_NAME_MIN = 4


def roll_width(state: GameState) -> int:
    """Cells the widest roll takes after a name, in the player's language: its words, the
    gap and every die ("bacanje 3  6 6 6 6 6 6")."""
    words = roll_words(ROLLS_PER_TURN)
    return cell_len(words) + cell_len(ENTRY_GAP) + 2 * state.ruleset.dice - 1


def log_names(state: GameState, width: int, first: int = 0) -> list[str] | None:
    """The players' names as a log `width` cells wide shows them, padded to one width so
    that the entries line up (None: one player, no names): whole where they fit beside the
    widest roll, and beside every roll, hold and score from history index `first` on with
    its cell in the shortest form; else each in a short form that tells it from the others
    (`told_apart`) in no fewer than LOG_NAME_MIN cells. A call or a naming, a sentence,
    may go on to another line."""
    if len(state.players) == 1:
        return None
    names = [player.name for player in state.players]
    longest = max(map(cell_len, names))
    entries = (
        _width(line)
        for event in state.history[first:]
        if event.kind in ("roll", "score")
        for line in entry_lines(state, event, None, _least_form(state, event))
    )
    room = width - cell_len(ENTRY_GAP) - max([roll_width(state), *entries])
    shown = told_apart(names, min(longest, max(LOG_NAME_MIN, room)))
    column = max(map(cell_len, shown))
    return [name + " " * (column - cell_len(name)) for name in shown]


def _least_form(state: GameState, event: Event) -> int:
    """The shortest form an entry's cell may take beside the names: a Yamb upper row's keeps
    its name ("→ Šestice (PROS.) 24"), since the sheet's digit beside the points would read
    as one number after another ("PROSTA 6 24"); a name gives way first."""
    upper = state.ruleset.is_yamb and event.kind == "score" and event.box in state.ruleset.upper_ids
    return NAMED if upper else CELL_FORMS[-1]


def entry_lines(
    state: GameState, event: Event, names: list[str] | None = None, form: int = LONG
) -> list[Words]:
    """A history entry in the log: a reroll comes after the hold it was made with, in words
    (`Ann  holds 3 3`), for humans and computers alike; then the roll, call or score."""
    lines = []
    if event.kind == "roll" and event.roll > 1:
        kept = sorted(value for value, held in zip(event.dice, event.held, strict=True) if held)
        held = (
            _("holds {dice}").format(dice=" ".join(map(str, kept))) if kept else _("holds nothing")
        )
        lines.append((*who(names, event), (held, "italic")))
    return [*lines, event_line(state, event, names, form)]


def _styled(words: Words) -> list[tuple[str, str]]:
    """Each character of `words` with its style ("" for none)."""
    return [
        (character, style)
        for text, style in (word if isinstance(word, tuple) else (word, "") for word in words)
        for character in text
    ]


def _words(lead: int, characters: list[tuple[str, str]]) -> Words:
    """`lead` spaces and characters with their styles (`_styled`) as words again, a run of
    one style in one."""
    runs = groupby(characters, key=lambda character: character[1])
    joined = (("".join(character for character, _style in run), style) for style, run in runs)
    words = tuple((text, style) if style else text for text, style in joined)
    return (" " * lead, *words) if lead else words


def _width(line: Words) -> int:
    return sum(cell_len(word if isinstance(word, str) else word[0]) for word in line)


def _break(characters: list[tuple[str, str]], text: str, start: int, least: int, room: int) -> int:
    """Where a line of `text` that begins at `start` ends, in at most `room` cells and past
    `least`: before the last gap of two spaces that fits (between a roll and its dice); else
    before the last space outside the styled words (between a cell, its points and a bonus);
    else before the last space; else at `room` cells (a word wider than a line goes on)."""
    spaces = [
        at
        for at in range(max(start + 1, least), len(text))
        if text[at] == " " and text[at - 1] != " " and cell_len(text[start:at]) <= room
    ]
    gaps = [at for at in spaces if text[at + 1 : at + 2] == " "]
    plain = [at for at in spaces if not characters[at][1]]
    for found in (gaps, plain, spaces):
        if found:
            return found[-1]
    end = start + 1
    while end < len(text) and cell_len(text[start : end + 1]) <= room:
        end += 1
    return end


def whole_lines(line: Words, width: int, indent: int) -> list[Words]:
    """`line` in lines of `width` cells: itself where it fits, else going on to the next
    lines, each indented `indent` cells (under the entry's first word, past its name)."""
    if _width(line) <= width:
        return [line]
    characters = _styled(line)
    text = "".join(character for character, _style in characters)
    lines: list[Words] = []
    start = 0
    while start < len(text):
        lead = indent if lines else 0
        if cell_len(text[start:]) <= width - lead:
            return [*lines, _words(lead, characters[start:])]
        end = _break(characters, text, start, 0 if lines else indent, width - lead)
        lines.append(_words(lead, characters[start:end]))
        start = len(text) - len(text[end:].lstrip(" "))
    return lines


def log_lines(state: GameState, notes: Mapping[int, str], width: int) -> list[Words]:
    """The last LOG_LENGTH events, a thin rule with the round's number where a round starts,
    and the coach's notes under the events they judge. Every cell the log names is named in
    one form: the longest in which every part of every note keeps a line (`note_form`), and
    every entry. An entry wider than the log goes on to the next line (`whole_lines`)."""
    history = state.history
    first = max(0, len(history) - LOG_LENGTH)
    names = log_names(state, width, first)
    indent = cell_len(names[0] + ENTRY_GAP) if names else cell_len(ENTRY_GAP)
    shown = [note for index, note in notes.items() if first <= index < len(history)]
    # The entries name their cells in the notes' form, or a shorter one where an entry is
    # wider than the log in it ("Ana  → KENTA (OD SREDINE) 66"); an entry that names no cell
    # (six dice on a narrow log) is as wide in every form.
    fitting = note_form(state.ruleset, shown, width)

    def widths(form: int) -> Iterator[int]:
        for index in range(first, len(history)):
            for line in entry_lines(state, history[index], names, form):
                yield _width(line)

    shortest = list(widths(CELL_FORMS[-1]))
    form = next(
        (
            found
            for found in CELL_FORMS[CELL_FORMS.index(fitting) :]
            if all(
                drawn <= width or drawn == least
                for drawn, least in zip(widths(found), shortest, strict=True)
            )
        ),
        CELL_FORMS[-1],
    )
    lines: list[Words] = []
    if first == 0 and names is not None:
        lines.append(starter_line(state, width))
    round_shown = history[first - 1].turn if first else 0
    for index in range(first, len(history)):
        event = history[index]
        if event.turn != round_shown:
            round_shown = event.turn
            lines.append(((turn_rule(event.turn, state.turns_total, width), "dim"),))
        entries = [
            whole
            for entry in entry_lines(state, event, names, form)
            for whole in whole_lines(entry, width, indent)
        ]
        note = notes.get(index)
        if note is not None:
            # The coach's word goes right under the decision it judges: a reroll's under the
            # hold it was made with, before the dice it brought.
            held = len(whole_lines(entry_lines(state, event, names, form)[0], width, indent))
            at = held if event.kind == "roll" and event.roll > 1 else len(entries)
            said = note_lines(state.ruleset, note, width, form)
            entries[at:at] = [((line, "italic $text-warning"),) for line in said]
        lines += entries
    return lines


def turn_rule(turn: int, turns: int, width: int) -> str:
    """The thin rule that opens a round in the log: `── turn 3 of 13 ─────`."""
    words = "── " + _("turn {turn} of {turns}").format(turn=turn, turns=turns) + " "
    return words + "─" * max(0, width - cell_len(words))


def others_since(state: GameState) -> list[Event]:
    """The scores and namings the other seats made since the player to move last moved."""
    if len(state.players) == 1:
        return []
    own = [index for index, event in enumerate(state.history) if event.player == state.current]
    since = state.history[own[-1] + 1 :] if own else state.history
    return [event for event in since if event.kind in ("score", "name")]  # a turn's ends


def others_lines(state: GameState, width: int) -> list[Words]:
    """What the other seats did since the player to move last moved, in the log's own words
    (`event_line`), for the status line where the log steps aside: each entry in the longest
    form of its cell that keeps it on one line of `width` cells, else going on to the next
    (`whole_lines`), never cut. The names are told apart in a few cells, as the status's."""
    events = others_since(state)
    if not events:
        return []
    names: Sequence[str] = told_apart([player.name for player in state.players], STATUS_NAME)
    lines: list[Words] = []
    for event in events:
        forms = [event_line(state, event, names, form) for form in CELL_FORMS]
        line = next((words for words in forms if _width(words) <= width), forms[-1])
        indent = cell_len(names[event.player] + ENTRY_GAP)
        lines += whole_lines(line, width, indent)
    return lines

"""The table's words: the turn banner, the log of throws and choices, the players' totals."""

from __future__ import annotations

from collections.abc import Mapping

from rich.cells import cell_len, set_cell_size
from textual.content import Content
from textual.widgets import Static

from yahtzee_tui.game import ROLLS_PER_TURN, Event, GameState, cell_word, player_totals, row_word
from yahtzee_tui.game.rng import start as draw_first_seat
from yahtzee_tui.strategy import HOLD, Move, player_level

LOG_LENGTH = 80
# Longer names are cut in the log (the banner and the card show them whole).
LOG_NAME_WIDTH = 8


def row_name(state: GameState, row: str) -> str:
    """A box or row as the game's messages name it ("Fours", "MAX", "Full house")."""
    return row_word(state.ruleset, row)


def cell_name(state: GameState, box: str, column: str | None) -> str:
    """A cell as the game's messages name it ("Fours", "DOWN Threes")."""
    return cell_word(state.ruleset, column, box)


def turn_banner(state: GameState) -> Content:
    """Whose turn (a computer's level), which round of how many, which roll; a Yamb call."""
    player = state.current_player.name
    if state.has_rolled:
        roll_text = f"roll {state.rolls_used} of {ROLLS_PER_TURN}"
    else:
        roll_text = "not rolled yet"
    parts: list[Content | tuple[str, str] | str] = [
        (f" {state.ruleset.name} ", "bold reverse"),
        "  ",
        (player, "bold"),
        ("'s turn", "bold"),
    ]
    if state.current_player.is_computer:
        parts.append((f" ({player_level(state.current_player)})", "italic"))
    parts += [
        "   ",
        f"turn {state.turn} of {state.turns_total}",
        "   ",
        roll_text,
    ]
    if state.called is not None:
        parts += ["   ", (f" CALL {row_name(state, state.called)} ", "bold reverse")]
    return Content.assemble(*parts)


def starter_line(state: GameState) -> Content:
    """Who opens every round: `Bob starts (drawn by lot)`, or `Ann starts` when the seat was
    chosen rather than drawn from the seed."""
    name = state.players[state.first_player].name
    drawn, _ = draw_first_seat(state.seed, len(state.players))
    how = " (drawn by lot)" if drawn == state.first_player else ""
    return Content.assemble((name, "bold"), f" starts{how}")


def dice_text(dice: tuple[int, ...], held: tuple[bool, ...] | None = None) -> Content:
    """Dice as digits; held ones underlined."""
    parts: list[tuple[str, str] | str] = []
    for index, value in enumerate(dice):
        if index:
            parts.append(" ")
        is_held = bool(held and held[index])
        parts.append((str(value), "bold underline" if is_held else "bold"))
    return Content.assemble(*parts)


def _who(
    state: GameState, event: Event, names: bool, name_width: int
) -> list[tuple[str, str] | str]:
    if not names:
        return []
    name = state.players[event.player].name
    if name_width:
        name = fit_cells(name, name_width)
    return [(name, "bold"), "  "]


def event_line(state: GameState, event: Event, names: bool, name_width: int = 0) -> Content:
    """One history entry, e.g. `Ann  roll 2  3 3 5 6 1` or `Ann  → Full house 25`; names
    padded to `name_width` cells line up the entries."""
    who = _who(state, event, names, name_width)
    if event.kind == "roll":
        return Content.assemble(*who, f"roll {event.roll}  ", dice_text(event.dice, event.held))
    if event.kind == "call":
        called = row_name(state, event.box) if event.box else "?"
        return Content.assemble(*who, ("calls ", "italic"), (called, "bold"))
    name = cell_name(state, event.box or "", event.column)
    parts: list[tuple[str, str] | str] = [
        *who,
        ("→ ", ""),
        (name, "italic"),
        " ",
        (str(event.points), "bold"),
    ]
    if event.bonus:
        parts.append((f" +{event.bonus} bonus", "bold"))
    return Content.assemble(*parts)


def computer_lines(
    state: GameState, event: Event, names: bool, name_width: int = 0
) -> list[Content]:
    """A computer's history entry: a reroll comes after the hold it was made with, in words
    (`Bot  holds 3 3`); rolls, calls and scores read as a human player's do."""
    rules = state.ruleset
    who = _who(state, event, names, name_width)
    if event.kind == "roll":
        lines = []
        if event.roll > 1:
            kept = sorted(value for value, held in zip(event.dice, event.held, strict=True) if held)
            hold = Move(HOLD, hold=tuple(kept))
            lines.append(Content.assemble(*who, (hold.describe(rules), "italic")))
        return [*lines, event_line(state, event, names, name_width)]
    return [event_line(state, event, names, name_width)]


class TurnBanner(Static):
    DEFAULT_CSS = """
    TurnBanner {
        dock: top;
        height: 1;
        background: $panel;
        color: $foreground;
        padding: 0 1;
    }
    """

    def show(self, state: GameState) -> None:
        self.update(turn_banner(state))


class ThrowLog(Static):
    """Recent throws and choices, newest last."""

    DEFAULT_CSS = """
    ThrowLog {
        height: auto;
        color: $foreground-muted;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    """

    def show(self, state: GameState, notes: Mapping[int, str] | None = None) -> None:
        """The last LOG_LENGTH events; `notes` (the coach's) go under the event of that index."""
        notes = notes or {}
        first = max(0, len(state.history) - LOG_LENGTH)
        names = len(state.players) > 1
        width = min(LOG_NAME_WIDTH, max(cell_len(player.name) for player in state.players))
        lines: list[Content] = []
        if first == 0 and names:
            lines.append(starter_line(state))
        for index in range(first, len(state.history)):
            event = state.history[index]
            if state.players[event.player].is_computer:
                lines += computer_lines(state, event, names, width)
            else:
                lines.append(event_line(state, event, names, width))
            if index in notes:
                lines.append(Content.styled(f"  ↳ {notes[index]}", "italic $text-warning"))
        self.update(Content("\n").join(lines) if lines else Content("No throws yet."))


class PlayersPanel(Static):
    """Every player's total, the current player marked (beside the Yamb sheet).

    Up to three players, or on a tall terminal, one a line; else two a line.
    """

    DEFAULT_CSS = """
    PlayersPanel {
        height: auto;
    }
    """

    TALL = 30

    def __init__(self, id: str | None = None) -> None:
        super().__init__(id=id)
        self._state: GameState | None = None

    def on_resize(self) -> None:
        if self._state is not None:
            self.show(self._state)

    def show(self, state: GameState) -> None:
        self._state = state
        totals = [str(player_totals(state, seat)["total"]) for seat in range(len(state.players))]
        total_width = max(map(len, totals))
        count = len(state.players)
        per_line = 1 if count <= 3 or self.app.size.height >= self.TALL else 2
        width = self.size.width or 30
        slot = width // per_line - (2 if per_line > 1 else 0)
        longest = max(cell_len(player.name) for player in state.players)
        name_width = max(3, min(longest, slot - 3 - total_width))
        entries = []
        for seat, player in enumerate(state.players):
            current = seat == state.current
            style = "bold" if current else ""
            entries.append(
                Content.assemble(
                    ("▸ " if current else "  ", style),
                    (fit_cells(player.name, name_width), style),
                    " ",
                    (totals[seat].rjust(total_width), "bold"),
                )
            )
        lines = [Content("  ").join(entries[i : i + per_line]) for i in range(0, count, per_line)]
        self.update(Content("\n").join(lines))


def fit_cells(text: str, width: int) -> str:
    """`text` padded or cut to exactly `width` cells (an ellipsis marks a cut)."""
    if cell_len(text) > width:
        text = set_cell_size(text, max(0, width - 1)) + "…"
    return text + " " * (width - cell_len(text))

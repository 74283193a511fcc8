"""The table's words: the turn banner, the log of throws and choices, the players' totals."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

from yahtzee_tui.game import ROLLS_PER_TURN, Event, GameState, player_totals

LOG_LENGTH = 80


def cell_name(state: GameState, box: str, column: str | None) -> str:
    rules = state.ruleset
    name = rules.box_name(box)
    return f"{rules.column_name(column)} {name}" if column else name


def turn_banner(state: GameState) -> Content:
    """Whose turn, which round of how many, which roll; and a Yamb call."""
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
        "   ",
        f"round {state.turn} of {state.turns_total}",
        "   ",
        roll_text,
    ]
    if state.called is not None:
        parts += ["   ", (f" CALL: {state.ruleset.box_name(state.called)} ", "bold reverse")]
    return Content.assemble(*parts)


def dice_text(dice: tuple[int, ...], held: tuple[bool, ...] | None = None) -> Content:
    """Dice as digits; held ones underlined."""
    parts: list[tuple[str, str] | str] = []
    for index, value in enumerate(dice):
        if index:
            parts.append(" ")
        is_held = bool(held and held[index])
        parts.append((str(value), "bold underline" if is_held else "bold"))
    return Content.assemble(*parts)


def event_line(state: GameState, event: Event, names: bool) -> Content:
    """One history entry, e.g. `Ann  roll 2  3 3 5 6 1` or `Ann  Full house 25`."""
    who: list[tuple[str, str] | str] = [(state.players[event.player].name, "bold"), "  "]
    if not names:
        who = []
    if event.kind == "roll":
        return Content.assemble(*who, f"roll {event.roll}  ", dice_text(event.dice, event.held))
    if event.kind == "call":
        called = state.ruleset.box_name(event.box) if event.box else "?"
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
    }
    """

    def show(self, state: GameState) -> None:
        events = state.history[-LOG_LENGTH:]
        names = len(state.players) > 1
        lines = [event_line(state, event, names) for event in events]
        self.update(Content("\n").join(lines) if lines else Content("No throws yet."))


class PlayersPanel(Static):
    """Every player's total, the current player marked (beside the Yamb sheet)."""

    DEFAULT_CSS = """
    PlayersPanel {
        height: auto;
        padding: 0 1;
    }
    """

    def show(self, state: GameState) -> None:
        lines = []
        for seat, player in enumerate(state.players):
            total = player_totals(state, seat)["total"]
            mark = "▸ " if seat == state.current else "  "
            style = "bold" if seat == state.current else ""
            lines.append(
                Content.assemble((mark, style), (player.name, style), "  ", (str(total), "bold"))
            )
        self.update(Content("\n").join(lines))

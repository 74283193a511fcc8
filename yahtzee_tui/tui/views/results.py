"""The finished game in tables: standings, breakdowns, boxes against their best, the throws."""

from __future__ import annotations

from collections.abc import Iterable

from rich import box as rich_box
from rich.cells import cell_len
from rich.table import Table
from rich.text import Text

from yahtzee_tui.engine import possible_values
from yahtzee_tui.game import Event, GameState, player_totals, standings
from yahtzee_tui.i18n import _, pgettext
from yahtzee_tui.tui.views.naming_words import naming_words
from yahtzee_tui.tui.views.vocabulary import box_label, cell_name, column_header, row_name


def place_word(place: int) -> str:
    """1st, 2nd, 3rd, 4th... (hr `1.`)."""
    words = {
        1: pgettext("place", "1st"),
        2: pgettext("place", "2nd"),
        3: pgettext("place", "3rd"),
    }
    return words.get(place) or pgettext("place", "{place}th").format(place=place)


def _table() -> Table:
    return Table(box=rich_box.SIMPLE_HEAD, padding=(0, 1), show_edge=False)


def standings_table(state: GameState) -> Table:
    table = _table()
    table.add_column(_("place"))
    table.add_column(_("player"))
    table.add_column(_("total"), justify="right")
    ranked = standings(state)
    for standing in ranked:
        shared = sum(1 for other in ranked if other.place == standing.place) > 1
        place = place_word(standing.place) + (" =" if shared else "")
        style = "bold" if standing.place == 1 else ""
        table.add_row(
            Text(place, style=style),
            Text(standing.name, style=style),
            Text(str(standing.total), style=style),
        )
    return table


def _name_columns(table: Table, state: GameState) -> None:
    for player in state.players:
        table.add_column(Text(player.name), justify="right", max_width=14, no_wrap=True)


def breakdown_table(state: GameState) -> Table:
    """Upper, bonus, lower, Yahtzee bonus and total per player (Yahtzee and Yatzy)."""
    table = _table()
    table.add_column("")
    _name_columns(table, state)
    sums = [player_totals(state, seat) for seat in range(len(state.players))]
    rows = [(_("Upper"), "upper"), (_("Upper bonus"), "upper_bonus"), (_("Lower"), "lower")]
    if state.ruleset.yahtzee_bonus:
        yahtzee = row_name(state.ruleset, "yahtzee")
        rows.append((_("{yahtzee} bonus").format(yahtzee=yahtzee), "yahtzee_bonus"))
    for label, key in rows:
        table.add_row(label, *(str(s[key]) for s in sums))
    total = Text(_("Total"), style="bold")
    table.add_row(total, *(Text(str(s["total"]), style="bold") for s in sums))
    return table


def yamb_columns_table(state: GameState) -> Table:
    """Every column's result per player, and the totals (Yamb)."""
    rules = state.ruleset
    table = _table()
    table.add_column(_("player"))
    for column in rules.column_ids:
        table.add_column(column_header(rules, column), justify="right")
    table.add_column(_("total"), justify="right")
    for seat, player in enumerate(state.players):
        sums = player_totals(state, seat)
        table.add_row(
            Text(player.name),
            *(str(sums[f"{column}.total"]) for column in rules.column_ids),
            Text(str(sums["total"]), style="bold"),
        )
    return table


def yamb_player_results(state: GameState, seat: int) -> Table:
    """One Yamb sheet's upper, bonus, middle and lower result per column."""
    rules = state.ruleset
    sums = player_totals(state, seat)
    table = _table()
    table.add_column("")
    for column in rules.column_ids:
        table.add_column(column_header(rules, column), justify="right")
    for label, part in (
        (_("Upper"), "upper_sum"),
        (_("Bonus"), "upper_bonus"),
        (_("Middle"), "middle"),
        (_("Lower"), "lower"),
        (_("Total"), "total"),
    ):
        style = "bold" if part == "total" else ""
        table.add_row(
            Text(label, style=style),
            *(Text(str(sums[f"{column}.{part}"]), style=style) for column in rules.column_ids),
        )
    return table


def best_possible(state: GameState, box: str) -> int:
    """The best a box can score: the most, or the fewest for a row that aims low (Yamb's MIN,
    where fewer points are better)."""
    values = possible_values(state.ruleset, box)
    return min(values) if state.ruleset.box(box).aims_low else max(values)


def boxes_table(state: GameState) -> Table:
    """Each box's points per player beside the most that box can score (Yahtzee and Yatzy)."""
    table = _table()
    table.add_column(_("box"))
    _name_columns(table, state)
    table.add_column(_("most"), justify="right", style="italic")
    for box in state.ruleset.boxes:
        table.add_row(
            box_label(state.ruleset, box.id),
            *(_points(state.sheets[seat].get(box.id)) for seat in range(len(state.players))),
            str(best_possible(state, box.id)),
        )
    return table


def yamb_sheet_table(state: GameState, seat: int) -> Table:
    """One Yamb sheet, cell by cell, with each row's best possible (MIN's fewest)."""
    rules = state.ruleset
    sheet = state.sheets[seat]
    table = _table()
    table.add_column(_("row"))
    for column in rules.column_ids:
        table.add_column(column_header(rules, column), justify="right")
    table.add_column(_("best"), justify="right", style="italic")
    for box in rules.boxes:
        table.add_row(
            box_label(rules, box.id),
            *(_points(sheet.get(f"{column}.{box.id}")) for column in rules.column_ids),
            str(best_possible(state, box.id)),
        )
    return table


def _points(points: int | None) -> Text:
    if points is None:
        return Text("·", style="dim")
    return Text(str(points), style="dim" if points == 0 else "")


def turn_lines(state: GameState, width: int | None = None) -> list[Text]:
    """One line per turn: `3  Ann  5 5 2 3 5 › 5 5 4 6 5 › Fours 4`. Where a turn is wider
    than `width` cells it goes on under its first throw, broken between a throw and the next,
    never inside one: a box stays with its points ("Fours (FREE) 16")."""
    lines: list[Text] = []
    name_width = max(cell_len(player.name) for player in state.players)
    turn_width = len(str(state.turns_total))
    for turn_events in _turns(state.history):
        first = turn_events[0]
        name = state.players[first.player].name
        lead = Text.assemble(
            (f"{first.turn:>{turn_width}}  ", "dim"),
            (name + " " * (name_width - cell_len(name)), "bold"),
            "  ",
        )
        parts = [_event_text(state, event) for event in turn_events]
        lines += _wrapped(lead, parts, width)
    return lines


def _event_text(state: GameState, event: Event) -> Text:
    """One step of a turn as the throws' line writes it: a roll's dice (the held underlined),
    a call, a naming, or the box scored with its points."""
    if event.kind == "roll":
        dice = Text()
        for die, (value, held) in enumerate(zip(event.dice, event.held, strict=True)):
            if die:
                dice.append(" ")
            dice.append(str(value), style="underline" if held else "")
        return dice
    if event.kind == "call":
        row = row_name(state.ruleset, event.box or "")
        return Text(_("calls {row}").format(row=row), style="italic")
    if event.kind == "name":
        return Text.assemble(*naming_words(state, event))
    scored = Text(cell_name(state.ruleset, event.column, event.box or ""), style="italic")
    scored.append(f" {event.points}", style="bold")
    if event.bonus:
        scored.append(f" +{event.bonus}", style="bold")
    return scored


def _wrapped(lead: Text, parts: list[Text], width: int | None) -> list[Text]:
    """`lead` and the parts joined by " › ", in lines of `width` cells where it is given: a
    line breaks after a "›", and goes on under the first part. Only a part wider than the
    room under it makes a line wider."""
    indent = " " * lead.cell_len
    lines = [lead.copy()]
    for index, part in enumerate(parts):
        line = lines[-1]
        room = 0 if index == len(parts) - 1 else 2  # for the " ›" after it
        if index and (width is None or line.cell_len + 3 + part.cell_len + room <= width):
            line.append(" › ", style="dim")
        elif index:
            line.append(" ›", style="dim")
            line = Text(indent)
            lines.append(line)
        line.append_text(part)
    return lines


def _turns(history: Iterable[Event]) -> list[list[Event]]:
    turns: list[list[Event]] = []
    current: list[Event] = []
    for event in history:
        if event.kind == "name" and turns and not current:
            turns[-1].append(event)  # named after the turn: it ends that turn's line
            continue
        current.append(event)
        if event.kind == "score":
            turns.append(current)
            current = []
    if current:
        turns.append(current)
    return turns

"""What the scorecard shows, worked out from the game state: no Textual here, only words.

Each cell gets a text and a kind; the widget turns kinds into styles. Kinds:
`filled` (points written), `scratched` (a 0 written), `open` (waiting for a roll), `preview`
(points the dice would score here), `zero` (a preview of 0), `best` (the best preview: the
most points for Yahtzee and Yatzy, the most above par for Yamb, where a low MIN is good),
`called` (the announced Yamb cell), `locked` (may not be filled now), `empty` (another player's
open cell), `sum`, `total`, `need` (points still to go for the upper bonus), `bonus` (earned).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from rich.cells import cell_len

from yahtzee_tui.engine import upper_bonus_needed
from yahtzee_tui.engine.rules.yamb import CALL_COLUMN
from yahtzee_tui.game import (
    ROLL_FIRST,
    GameState,
    Option,
    can_call,
    options,
    player_totals,
)
from yahtzee_tui.i18n import N_, _, pgettext
from yahtzee_tui.tui.views.card_words import yamb_row_labels
from yahtzee_tui.tui.views.vocabulary import box_label, column_name, row_name, short_column_name

LOCKED = "░░░"
WAITING = "·"
CALL_AFTER_FIRST_ROLL = N_("a CALL is announced right after the first roll")


@dataclass(frozen=True)
class Cell:
    text: str = ""
    kind: str = "empty"
    key: str | None = None  # a card key the current player may choose (an open cell)
    reason: str | None = None  # why that cell may not be filled now
    points: int | None = None  # what it would score now
    shorter: tuple[str, ...] = ()  # shorter forms of `text`, for narrow columns

    def fitting(self, width: int) -> str:
        """The text, or the first of its shorter forms that fits `width` cells."""
        for text in (self.text, *self.shorter):
            if cell_len(text) <= width:
                return text
        return (self.shorter or (self.text,))[-1]


def bonus_to_go(points: int) -> Cell:
    """Points still needed for the upper bonus, in words that fit the column."""
    return Cell(
        _("{points} to go").format(points=points),
        "need",
        shorter=(_("{points} more").format(points=points), str(points)),
    )


def bonus_earned(points: int) -> Cell:
    return Cell(f"✓ {points}", "bonus", shorter=(f"✓{points}",))


# The bonus row's label over bare numbers still to go (the narrowest columns).
BONUS_TO_GO = N_("Bonus to go")


@dataclass(frozen=True)
class Row:
    label: str
    kind: str  # "box", "sum" or "total"
    cells: tuple[Cell, ...]
    rule_above: bool = False  # a section starts here
    short_label: str | None = None  # the label when a cell shows its shortest form


@dataclass(frozen=True)
class CardView:
    headers: tuple[str, ...]
    rows: tuple[Row, ...]
    current_column: int | None  # the current player's column; None when every column is theirs
    label_width: int
    title: str = ""  # whose card it is (Yamb: one player's sheet), over the row labels
    short_headers: tuple[str, ...] = ()  # the headers where the columns are narrow (Yamb)

    def choosable(self) -> list[tuple[int, int]]:
        """(row, column) of every cell the cursor may rest on, in reading order."""
        return [
            (r, c)
            for r, row in enumerate(self.rows)
            for c, cell in enumerate(row.cells)
            if cell.key is not None
        ]

    def find(self, key: str) -> tuple[int, int] | None:
        for r, row in enumerate(self.rows):
            for c, cell in enumerate(row.cells):
                if cell.key == key:
                    return r, c
        return None


def yamb_values(state: GameState, legal: list[Option]) -> dict[str, float]:
    """What writing the dice in each legal Yamb cell is worth to the one-turn advisor: its
    points against the row's par (what a turn played for that row alone scores), weighted as
    the column's middle result counts them. Above 0 is a good result: a MIN of 13 is, a MAX of
    13 is not."""
    # The one-turn tables (NumPy) load with the first roll of a Yamb table, not with the app.
    from yahtzee_tui.strategy.yamb_cards import Cards, layout_of
    from yahtzee_tui.strategy.yamb_values import one_turn_values

    where = layout_of(state.ruleset)
    table = one_turn_values(where).lookup(Cards.from_card(state.current_sheet, where), 0)[0]
    return {
        o.cell: float(table[where.columns.index(o.column or ""), where.rows.index(o.box), o.points])
        for o in legal
    }


def best_keys(state: GameState, opts: list[Option]) -> frozenset[str]:
    """The legal cells sharing the best preview (none before a roll, or when none is good):
    the most points for Yahtzee and Yatzy, the most above par for Yamb."""
    if not state.has_rolled:
        return frozenset()
    legal = [o for o in opts if o.legal]
    if not legal:
        return frozenset()
    if state.ruleset.is_yamb:
        values = yamb_values(state, legal)
    else:
        values = {o.cell: float(o.points) for o in legal}
    top = max(values.values())
    if top <= 0:
        return frozenset()
    return frozenset(cell for cell, value in values.items() if value == top)


def option_cell(
    state: GameState, option: Option, best: frozenset[str], previews: bool, call_row: str | None
) -> Cell:
    """How the current player's open cell looks now; without `previews` (the dice are still
    rolling) an open cell only waits. The CALL cell of `call_row`, about to be called,
    previews its points."""
    if option.column == CALL_COLUMN and option.box == call_row and previews:
        return Cell(str(option.points), "preview", option.cell, None, option.points)
    if not previews and option.legal:
        return Cell(WAITING, "open", option.cell, None, option.points)
    if not option.legal:
        if option.reason == ROLL_FIRST and option.column == CALL_COLUMN:
            return Cell(LOCKED, "locked", option.cell, _(CALL_AFTER_FIRST_ROLL))
        if option.reason == ROLL_FIRST:
            return Cell(WAITING, "open", option.cell, option.reason)
        return Cell(LOCKED, "locked", option.cell, option.reason, option.points)
    text = str(option.points)
    if state.called is not None and option.column == CALL_COLUMN:
        kind = "called"
    elif option.cell in best:
        kind = "best"
    elif option.points == 0:
        kind = "zero"
    else:
        kind = "preview"
    return Cell(text, kind, option.cell, None, option.points)


def written_cell(points: int) -> Cell:
    return Cell(str(points), "filled" if points else "scratched")


def yahtzee_card(state: GameState, previews: bool = True) -> CardView:
    """Every player's column side by side (Yahtzee and Yatzy)."""
    rules = state.ruleset
    opts = options(state)
    by_key = {o.cell: o for o in opts}
    best = best_keys(state, opts) if previews else frozenset()
    seats = range(len(state.players))
    sums = [player_totals(state, seat) for seat in seats]

    def box_row(box_id: str, rule_above: bool = False) -> Row:
        cells = []
        for seat in seats:
            sheet = state.sheets[seat]
            if box_id in sheet:
                cells.append(written_cell(sheet[box_id]))
            elif seat == state.current and box_id in by_key:
                cells.append(option_cell(state, by_key[box_id], best, previews, None))
            else:
                cells.append(Cell())
        return Row(box_label(rules, box_id), "box", tuple(cells), rule_above)

    rows = [box_row(box_id) for box_id in rules.upper_ids]
    upper = tuple(Cell(str(s["upper"]), "sum") for s in sums)
    rows.append(Row(pgettext("card", "Upper"), "sum", upper, True))
    rows.append(
        Row(
            _("Bonus {points}").format(points=rules.upper_bonus),
            "sum",
            tuple(_bonus_cell(state, seat, sums[seat]) for seat in seats),
            short_label=_(BONUS_TO_GO),
        )
    )
    lower = list(rules.lower_ids)
    rows += [box_row(box_id, rule_above=i == 0) for i, box_id in enumerate(lower)]
    if rules.yahtzee_bonus:
        name = row_name(rules, "yahtzee")
        rows.append(
            Row(
                _("{box} bonus").format(box=name),
                "sum",
                tuple(
                    Cell(str(s["yahtzee_bonus"]), "bonus" if s["yahtzee_bonus"] else "sum")
                    for s in sums
                ),
                True,
            )
        )
    rows.append(
        Row(
            pgettext("card", "Total"),
            "total",
            tuple(Cell(str(s["total"]), "total") for s in sums),
            not rules.yahtzee_bonus,
        )
    )
    labels = [row.label for row in rows]
    return CardView(
        headers=tuple(player.name for player in state.players),
        rows=tuple(rows),
        current_column=state.current,
        label_width=max(map(cell_len, labels)) + 1,
    )


def _bonus_cell(state: GameState, seat: int, sums: dict[str, int]) -> Cell:
    rules = state.ruleset
    if sums["upper_bonus"]:
        return bonus_earned(sums["upper_bonus"])
    sheet = state.sheets[seat]
    if all(box_id in sheet for box_id in rules.upper_ids):
        return Cell("0", "scratched")
    return bonus_to_go(upper_bonus_needed(rules, sums["upper"]))


def yamb_sheet(
    state: GameState, previews: bool = True, call_row: str | None = None, seat: int | None = None
) -> CardView:
    """A player's 13 x 6 sheet (`seat`'s, else the current player's, whose open cells are
    offered) with each column's results; rows are named as the game's messages name them
    ("Ones", "MAX")."""
    rules = state.ruleset
    seat = state.current if seat is None else seat
    mine = seat == state.current
    opts = options(state) if mine else []
    by_key = {o.cell: o for o in opts}
    best = best_keys(state, opts) if previews and mine else frozenset()
    if call_row is not None and (state.called is not None or not can_call(state, call_row)):
        call_row = None
    sheet = state.sheets[seat]
    sums = player_totals(state, seat)
    columns = rules.column_ids
    labels = yamb_row_labels(rules)
    rows: list[Row] = []
    for box in rules.boxes:
        cells = []
        for column in columns:
            key = f"{column}.{box.id}"
            if key in sheet:
                cells.append(written_cell(sheet[key]))
            elif key in by_key:
                cells.append(option_cell(state, by_key[key], best, previews, call_row))
            else:
                cells.append(Cell())
        rule_above = bool(rows) and box.section != rules.boxes[len(rows) - 1].section
        rows.append(Row(labels[box.id], "box", tuple(cells), rule_above))

    def result_row(label: str, part: str, kind: str = "sum", rule_above: bool = False) -> Row:
        return Row(
            label,
            kind,
            tuple(Cell(str(sums[f"{column}.{part}"]), kind) for column in columns),
            rule_above,
        )

    rows.append(result_row(pgettext("yamb sheet", "Upper"), "upper_sum", rule_above=True))
    rows.append(
        Row(
            pgettext("yamb sheet", "Bonus"),
            "sum",
            tuple(_yamb_bonus_cell(state, sheet, column, sums) for column in columns),
            short_label=pgettext("yamb sheet", "To go"),
        )
    )
    rows.append(result_row(pgettext("yamb sheet", "Middle"), "middle"))
    rows.append(result_row(pgettext("yamb sheet", "Lower"), "lower"))
    rows.append(result_row(pgettext("yamb sheet", "Total"), "total", "total"))
    label_width = max(cell_len(row.label) for row in rows) + 1
    return CardView(
        # Whole where the column has the room (sl NAVZDOL from 8 cells), else the short name.
        headers=tuple(column_name(rules, column) for column in columns),
        rows=tuple(_whole_result_names(rows, label_width)),
        current_column=None,
        label_width=label_width,
        title=state.players[seat].name,
        short_headers=tuple(short_column_name(rules, column) for column in columns),
    )


def _whole_result_names(rows: list[Row], width: int) -> list[Row]:
    """The results' rows named whole where the labels' `width` has the room (sl "Zgornji",
    not "Zgor."): a label may take all of the label column, the cells' own space setting it
    apart; the card is no wider for it."""
    short = {
        pgettext("yamb sheet", "Upper"): pgettext("yamb sheet, whole", "Upper"),
        pgettext("yamb sheet", "Middle"): pgettext("yamb sheet, whole", "Middle"),
        pgettext("yamb sheet", "Lower"): pgettext("yamb sheet, whole", "Lower"),
    }
    return [
        replace(row, label=short[row.label])
        if row.kind == "sum" and row.label in short and cell_len(short[row.label]) <= width
        else row
        for row in rows
    ]


def _yamb_bonus_cell(
    state: GameState, sheet: Mapping[str, int], column: str, sums: dict[str, int]
) -> Cell:
    rules = state.ruleset
    if sums[f"{column}.upper_bonus"]:
        return bonus_earned(sums[f"{column}.upper_bonus"])
    if all(f"{column}.{row}" in sheet for row in rules.upper_ids):
        return Cell("0", "scratched")
    return bonus_to_go(upper_bonus_needed(rules, sums[f"{column}.upper_sum"]))


def card_view(
    state: GameState, previews: bool = True, call_row: str | None = None, seat: int | None = None
) -> CardView:
    """The card of `state`; `previews` False while the dice roll; `call_row`: the Yamb CALL
    cell the cursor offers to call, whose points show; `seat`: the Yamb sheet shown (None:
    the current player's)."""
    if state.ruleset.is_yamb:
        return yamb_sheet(state, previews, call_row, seat)
    return yahtzee_card(state, previews)

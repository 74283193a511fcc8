"""What the scorecard shows, worked out from the game state: no Textual here, only words.

Each cell gets a text and a kind; the widget turns kinds into styles. Kinds:
`filled` (points written), `scratched` (a 0 written), `open` (waiting for a roll), `preview`
(points the dice would score here), `zero` (a preview of 0), `best` (the highest preview),
`called` (the announced Yamb cell), `locked` (may not be filled now), `empty` (another player's
open cell), `sum`, `total`, `need` (points still to go for the upper bonus), `bonus` (earned).
"""

from __future__ import annotations

from dataclasses import dataclass

from yahtzee_tui.engine import upper_bonus_needed
from yahtzee_tui.game import ROLL_FIRST, GameState, Option, options, player_totals

LOCKED = "░░░"
WAITING = "·"
CALL_COLUMN = "call"
CALL_AFTER_FIRST_ROLL = "a CALL is announced right after the first roll"


@dataclass(frozen=True)
class Cell:
    text: str = ""
    kind: str = "empty"
    key: str | None = None  # a card key the current player may choose (an open cell)
    reason: str | None = None  # why that cell may not be filled now
    points: int | None = None  # what it would score now
    shorter: tuple[str, ...] = ()  # shorter forms of `text`, for narrow columns


def bonus_to_go(points: int) -> Cell:
    """Points still needed for the upper bonus, in words that fit the column."""
    return Cell(f"{points} to go", "need", shorter=(f"{points} more", str(points)))


def bonus_earned(points: int) -> Cell:
    return Cell(f"✓ {points}", "bonus", shorter=(f"✓{points}",))


# The bonus row's label over bare numbers still to go (the narrowest columns).
BONUS_TO_GO = "Bonus to go"


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


def best_keys(state: GameState, opts: list[Option]) -> frozenset[str]:
    """The legal cells sharing the highest preview (none before a roll or when all are 0).

    A row that aims low (Yamb MIN) is never the best: its high preview is a poor result."""
    if not state.has_rolled:
        return frozenset()
    rules = state.ruleset
    scored = [o for o in opts if o.legal and not rules.box(o.box).aims_low]
    if not scored:
        return frozenset()
    top = max(o.points for o in scored)
    if top <= 0:
        return frozenset()
    return frozenset(o.cell for o in scored if o.points == top)


def option_cell(state: GameState, option: Option, best: frozenset[str]) -> Cell:
    """How the current player's open cell looks now."""
    if not option.legal:
        if option.reason == ROLL_FIRST and option.column == CALL_COLUMN:
            return Cell(LOCKED, "locked", option.cell, CALL_AFTER_FIRST_ROLL)
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


def yahtzee_card(state: GameState) -> CardView:
    """Every player's column side by side (Yahtzee and Yatzy)."""
    rules = state.ruleset
    opts = options(state)
    by_key = {o.cell: o for o in opts}
    best = best_keys(state, opts)
    seats = range(len(state.players))
    sums = [player_totals(state, seat) for seat in seats]

    def box_row(box_id: str, rule_above: bool = False) -> Row:
        cells = []
        for seat in seats:
            sheet = state.sheets[seat]
            if box_id in sheet:
                cells.append(written_cell(sheet[box_id]))
            elif seat == state.current and box_id in by_key:
                cells.append(option_cell(state, by_key[box_id], best))
            else:
                cells.append(Cell())
        return Row(rules.box_name(box_id), "box", tuple(cells), rule_above)

    rows = [box_row(box_id) for box_id in rules.upper_ids]
    rows.append(Row("Upper", "sum", tuple(Cell(str(s["upper"]), "sum") for s in sums), True))
    rows.append(
        Row(
            f"Bonus {rules.upper_bonus}",
            "sum",
            tuple(_bonus_cell(state, seat, sums[seat]) for seat in seats),
            short_label=BONUS_TO_GO,
        )
    )
    lower = list(rules.lower_ids)
    rows += [box_row(box_id, rule_above=i == 0) for i, box_id in enumerate(lower)]
    if rules.yahtzee_bonus:
        name = rules.box_name("yahtzee")
        rows.append(
            Row(
                f"{name} bonus",
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
            "Total",
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
        label_width=max(map(len, labels)) + 1,
    )


def _bonus_cell(state: GameState, seat: int, sums: dict[str, int]) -> Cell:
    rules = state.ruleset
    if sums["upper_bonus"]:
        return bonus_earned(sums["upper_bonus"])
    sheet = state.sheets[seat]
    if all(box_id in sheet for box_id in rules.upper_ids):
        return Cell("0", "scratched")
    return bonus_to_go(upper_bonus_needed(rules, sums["upper"]))


def yamb_sheet(state: GameState) -> CardView:
    """The current player's 13 x 6 sheet with each column's results."""
    rules = state.ruleset
    opts = options(state)
    by_key = {o.cell: o for o in opts}
    best = best_keys(state, opts)
    sheet = state.current_sheet
    sums = player_totals(state, state.current)
    columns = rules.column_ids
    rows: list[Row] = []
    for box in rules.boxes:
        cells = []
        for column in columns:
            key = f"{column}.{box.id}"
            if key in sheet:
                cells.append(written_cell(sheet[key]))
            elif key in by_key:
                cells.append(option_cell(state, by_key[key], best))
            else:
                cells.append(Cell())
        rule_above = bool(rows) and box.section != rules.boxes[len(rows) - 1].section
        rows.append(Row(box.name, "box", tuple(cells), rule_above))

    def result_row(label: str, part: str, kind: str = "sum", rule_above: bool = False) -> Row:
        return Row(
            label,
            kind,
            tuple(Cell(str(sums[f"{column}.{part}"]), kind) for column in columns),
            rule_above,
        )

    rows.append(result_row("Upper", "upper_sum", rule_above=True))
    rows.append(
        Row(
            "Bonus",
            "sum",
            tuple(_yamb_bonus_cell(state, column, sums) for column in columns),
            short_label="To go",
        )
    )
    rows.append(result_row("Middle", "middle"))
    rows.append(result_row("Lower", "lower"))
    rows.append(result_row("Total", "total", "total"))
    return CardView(
        headers=tuple(name for _, name, _ in rules.columns),
        rows=tuple(rows),
        current_column=None,
        label_width=max(len(row.label) for row in rows) + 1,
    )


def _yamb_bonus_cell(state: GameState, column: str, sums: dict[str, int]) -> Cell:
    rules = state.ruleset
    if sums[f"{column}.upper_bonus"]:
        return bonus_earned(sums[f"{column}.upper_bonus"])
    sheet = state.current_sheet
    if all(f"{column}.{row}" in sheet for row in rules.upper_ids):
        return Cell("0", "scratched")
    return bonus_to_go(upper_bonus_needed(rules, sums[f"{column}.upper_sum"]))


def card_view(state: GameState) -> CardView:
    return yamb_sheet(state) if state.ruleset.is_yamb else yahtzee_card(state)

"""`yahtzee-tui score`: the points a roll gets in a box, or in every open box."""

from __future__ import annotations

import argparse

from rich.table import Table

from yahtzee_tui.cli.output import output_console
from yahtzee_tui.cli.parsing import (
    box_id,
    open_rows_of,
    parse_card,
    parse_dice,
    yamb_roll_open,
)
from yahtzee_tui.engine import RuleSet, legal_boxes, score, yahtzee_bonus
from yahtzee_tui.errors import GameError
from yahtzee_tui.i18n import _
from yahtzee_tui.tui.views.vocabulary import column_name, row_name, rules_name


def run(args: argparse.Namespace) -> int:
    rules: RuleSet = args.rules
    words = list(args.roll)
    box = None
    if words and not words[-1].replace(",", "").strip().lstrip("-").isdigit():
        box = words.pop()
    if box is not None and not rules.is_yamb:
        box = box_id(rules, box)
    elif box is not None:
        rules.box(box)
    dice = parse_dice(words)
    card = parse_card(args.card, rules)
    column: str | None = args.column
    if column is not None:
        if not rules.is_yamb:
            raise GameError(
                _("{rules} has no columns: drop --column").format(rules=rules_name(rules))
            )
        rules.column_name(column)
        if not yamb_roll_open(rules, column, args.turn_roll):
            said = _("{column} takes the dice of the first roll only")
            raise GameError(said.format(column=column_name(rules, column)))
    if args.all:
        if box is not None:
            raise GameError(_("give either a box or --all, not both"))
        _print_table(rules, dice, card, args.turn_roll)
        return 0
    if box is None:
        said = _("name a box after the dice ({boxes}) or use --all")
        raise GameError(said.format(boxes=", ".join(rules.box_ids)))
    if not rules.is_yamb:
        _check_open_and_legal(rules, dice, box, card)
    print(score(rules, dice, box, card, roll=args.turn_roll, column=column))
    return 0


def _check_open_and_legal(rules: RuleSet, dice: list[int], box: str, card: dict[str, int]) -> None:
    if box in card:
        said = _("{box} is already filled on this card")
        raise GameError(said.format(box=row_name(rules, box)))
    legal = legal_boxes(rules, dice, card)
    if box not in legal:
        names = ", ".join(row_name(rules, b) for b in legal)
        said = _("{box} may not take this Yahtzee (Joker rule): {boxes} may")
        raise GameError(said.format(box=row_name(rules, box), boxes=names))


def _print_table(rules: RuleSet, dice: list[int], card: dict[str, int], roll: int = 1) -> None:
    if rules.is_yamb:
        _print_yamb_table(rules, dice, card, roll)
        return
    legal = set(legal_boxes(rules, dice, card))
    table = Table(title=f"{rules_name(rules)}: {' '.join(map(str, dice))}")
    table.add_column(_("box"))
    table.add_column(_("id"))
    table.add_column(_("points"), justify="right")
    table.add_column(_("legal"))
    for box in rules.box_ids:
        if box in card:
            continue
        points = str(score(rules, dice, box, card))
        table.add_row(row_name(rules, box), box, points, "✓" if box in legal else "")
    bonus = yahtzee_bonus(rules, dice, card)
    if bonus:
        table.caption = _("Yahtzee bonus +{bonus} whichever box takes it").format(bonus=bonus)
    output_console().print(table)


def _print_yamb_table(rules: RuleSet, dice: list[int], card: dict[str, int], roll: int) -> None:
    """Every row with its points and the columns whose order lets it be filled now (a column
    whose points differ, HAND's KENTA, says so)."""
    open_by_column = {
        column: open_rows_of(rules, column, card)
        for column in rules.column_ids
        if yamb_roll_open(rules, column, roll)
    }
    shown = " ".join(map(str, dice))
    if rules.yamb_options is None:
        title = f"{rules_name(rules)}: {shown}"
    else:
        title = _("{rules}: {dice}, roll {roll}").format(
            rules=rules_name(rules), dice=shown, roll=roll
        )
    table = Table(title=title)
    table.add_column(_("row"))
    table.add_column(_("id"))
    table.add_column(_("points"), justify="right")
    table.add_column(_("open in"))
    for row in rules.box_ids:
        points = score(rules, dice, row, roll=roll)
        columns = []
        for column, rows in open_by_column.items():
            if row not in rows:
                continue
            word = column_name(rules, column) + ("*" if column == "call" else "")
            own = score(rules, dice, row, roll=roll, column=column)
            columns.append(word if own == points else f"{word} ({own})")
        table.add_row(row_name(rules, row), row, str(points), " ".join(columns))
    if "call" in rules.column_ids:
        table.caption = _("* {column} only when announced right after the first roll").format(
            column=column_name(rules, "call")
        )
    output_console().print(table)

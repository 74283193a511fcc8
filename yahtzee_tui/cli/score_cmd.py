"""`yahtzee-tui score`: the points a roll gets in a box, or in every open box."""

from __future__ import annotations

import argparse

from rich.table import Table

from yahtzee_tui.cli.output import output_console
from yahtzee_tui.cli.parsing import (
    add_rules_option,
    open_rows_of,
    parse_card,
    parse_dice,
    rules_help,
    yamb_roll_open,
)
from yahtzee_tui.engine import RuleSet, legal_boxes, score, yahtzee_bonus
from yahtzee_tui.errors import GameError


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "score",
        help="score a roll in a box",
        description="Score a roll: `score --rules yatzy 3 3 3 4 4 full_house` prints 17.",
    )
    add_rules_option(parser, rules_help("rule set (default yahtzee)"))
    parser.add_argument("--card", help="the card so far, e.g. yahtzee=50,fours=12")
    parser.add_argument(
        "--roll",
        dest="turn_roll",
        type=int,
        choices=(1, 2, 3),
        default=1,
        help="Yamb house rules: the roll of the turn the dice come from (KENTA by roll)",
    )
    parser.add_argument(
        "--column",
        metavar="COLUMN",
        help="Yamb house rules: the column the dice go in (HAND scores KENTA as a first roll)",
    )
    parser.add_argument(
        "--all",
        action="store_true",
        help="print every open box with its points; legal boxes are marked",
    )
    parser.add_argument(
        "roll",
        nargs="+",
        metavar="DIE_OR_BOX",
        help="the dice (3 3 3 4 4 or 3,3,3,4,4), then the box id",
    )
    parser.set_defaults(handler=run, uses_home=False)


def run(args: argparse.Namespace) -> int:
    rules: RuleSet = args.rules
    words = list(args.roll)
    box = None
    if words and not words[-1].replace(",", "").strip().lstrip("-").isdigit():
        box = words.pop()
    if box is not None:
        rules.box(box)
    dice = parse_dice(words)
    card = parse_card(args.card, rules)
    column: str | None = args.column
    if column is not None:
        if not rules.is_yamb:
            raise GameError(f"{rules.name} has no columns: drop --column")
        rules.column_name(column)
        if not yamb_roll_open(rules, column, args.turn_roll):
            raise GameError(f"{rules.column_name(column)} takes the dice of the first roll only")
    if args.all:
        if box is not None:
            raise GameError("give either a box or --all, not both")
        _print_table(rules, dice, card, args.turn_roll)
        return 0
    if box is None:
        raise GameError(f"name a box after the dice ({', '.join(rules.box_ids)}) or use --all")
    if not rules.is_yamb:
        _check_open_and_legal(rules, dice, box, card)
    print(score(rules, dice, box, card, roll=args.turn_roll, column=column))
    return 0


def _check_open_and_legal(rules: RuleSet, dice: list[int], box: str, card: dict[str, int]) -> None:
    if box in card:
        raise GameError(f"{rules.box_name(box)} is already filled on this card")
    legal = legal_boxes(rules, dice, card)
    if box not in legal:
        names = ", ".join(rules.box_name(b) for b in legal)
        raise GameError(
            f"{rules.box_name(box)} may not take this Yahtzee (Joker rule): {names} may"
        )


def _print_table(rules: RuleSet, dice: list[int], card: dict[str, int], roll: int = 1) -> None:
    if rules.is_yamb:
        _print_yamb_table(rules, dice, card, roll)
        return
    legal = set(legal_boxes(rules, dice, card))
    table = Table(title=f"{rules.name}: {' '.join(map(str, dice))}")
    for heading in ("box", "id", "points", "legal"):
        table.add_column(heading, justify="right" if heading == "points" else "left")
    for box_id in rules.box_ids:
        if box_id in card:
            continue
        points = str(score(rules, dice, box_id, card))
        table.add_row(rules.box_name(box_id), box_id, points, "✓" if box_id in legal else "")
    bonus = yahtzee_bonus(rules, dice, card)
    if bonus:
        table.caption = f"Yahtzee bonus +{bonus} whichever box takes it"
    output_console().print(table)


def _print_yamb_table(rules: RuleSet, dice: list[int], card: dict[str, int], roll: int) -> None:
    """Every row with its points and the columns whose order lets it be filled now (a column
    whose points differ, HAND's KENTA, says so)."""
    open_by_column = {
        column: open_rows_of(rules, column, card)
        for column in rules.column_ids
        if yamb_roll_open(rules, column, roll)
    }
    title = f"{rules.name}: {' '.join(map(str, dice))}"
    if rules.yamb_options is not None:
        title += f", roll {roll}"
    table = Table(title=title)
    for heading in ("row", "id", "points", "open in"):
        table.add_column(heading, justify="right" if heading == "points" else "left")
    for row in rules.box_ids:
        points = score(rules, dice, row, roll=roll)
        columns = []
        for column, rows in open_by_column.items():
            if row not in rows:
                continue
            word = rules.column_name(column) + ("*" if column == "call" else "")
            own = score(rules, dice, row, roll=roll, column=column)
            columns.append(word if own == points else f"{word} ({own})")
        table.add_row(rules.box_name(row), row, str(points), " ".join(columns))
    table.caption = "* CALL only when announced right after the first roll"
    output_console().print(table)

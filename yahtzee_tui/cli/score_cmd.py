"""`yahtzee-tui score`: the points a roll gets in a box, or in every open box."""

from __future__ import annotations

import argparse

from rich.console import Console
from rich.table import Table

from yahtzee_tui.cli.parsing import add_rules_option, parse_card, parse_dice
from yahtzee_tui.engine import RuleSet, legal_boxes, score, yahtzee_bonus
from yahtzee_tui.errors import GameError


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "score",
        help="score a roll in a box",
        description="Score a roll: `score --rules yatzy 3 3 3 4 4 full_house` prints 17.",
    )
    add_rules_option(parser, "rule set: yahtzee (default), yatzy, yamb, or a Yahtzee variant")
    parser.add_argument("--card", help="the card so far, e.g. yahtzee=50,fours=12")
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
    parser.set_defaults(handler=run)


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
    if args.all:
        if box is not None:
            raise GameError("give either a box or --all, not both")
        _print_table(rules, dice, card)
        return 0
    if box is None:
        raise GameError(f"name a box after the dice ({', '.join(rules.box_ids)}) or use --all")
    print(score(rules, dice, box, card))
    return 0


def _print_table(rules: RuleSet, dice: list[int], card: dict[str, int]) -> None:
    legal = set(legal_boxes(rules, dice, card))
    filled = set() if rules.is_yamb else set(card)
    table = Table(title=f"{rules.name}: {' '.join(map(str, dice))}")
    table.add_column("box")
    table.add_column("id")
    table.add_column("points", justify="right")
    table.add_column("legal", justify="center")
    for box_id in rules.box_ids:
        if box_id in filled:
            continue
        table.add_row(
            rules.box_name(box_id),
            box_id,
            str(score(rules, dice, box_id, card)),
            "✓" if box_id in legal else "",
        )
    bonus = yahtzee_bonus(rules, dice, card)
    if bonus:
        table.caption = f"Yahtzee bonus +{bonus} whichever box takes it"
    Console().print(table)

"""Argument parsing shared by the subcommands: one-line errors and value parsers."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import NoReturn

from yahtzee_tui.engine import (
    YAHTZEE_BONUS_KEY,
    RuleSet,
    get_rules,
    parse_cell,
    yamb_order_problem,
)
from yahtzee_tui.errors import GameError


class OneLineParser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line on stderr and exit code 2."""

    def error(self, message: str) -> NoReturn:
        # One form for every error of the command: the subcommand is named in the hint.
        print(f"yahtzee-tui: error: {message} (see {self.prog} --help)", file=sys.stderr)
        raise SystemExit(2)


def parse_dice(words: Sequence[str]) -> list[int]:
    """Dice from words like `3 3 4` or `3,3,4`."""
    dice: list[int] = []
    for word in words:
        for part in word.split(","):
            if not part.strip():
                continue
            try:
                dice.append(int(part))
            except ValueError:
                raise GameError(f"dice are whole numbers 1-6, got {part!r}") from None
    return dice


def parse_card(text: str | None, rules: RuleSet) -> dict[str, int]:
    """A card from `box=points,box=points` (Yamb: `column.row=points`)."""
    card: dict[str, int] = {}
    if not text:
        return card
    for item in text.split(","):
        if not item.strip():
            continue
        key, sep, value = item.partition("=")
        key = key.strip()
        if not sep:
            raise GameError(f"--card takes box=points pairs, got {item!r}")
        if key in card:
            raise GameError(f"--card names {key} twice")
        if rules.is_yamb:
            parse_cell(rules, key)
        elif key != YAHTZEE_BONUS_KEY or not rules.yahtzee_bonus:
            rules.box(key)
        try:
            card[key] = int(value)
        except ValueError:
            raise GameError(
                f"{key} takes a whole number of points, got {value.strip()!r}"
            ) from None
    if rules.is_yamb:
        _check_yamb_order(rules, card)
    return card


def _check_yamb_order(rules: RuleSet, card: dict[str, int]) -> None:
    """A Yamb card must be one the column orders allow (DOWN top first, UP bottom first...)."""
    for column in rules.column_ids:
        filled = {key.partition(".")[2] for key in card if key.startswith(f"{column}.")}
        problem = yamb_order_problem(column, filled)
        if problem:
            raise GameError(f"--card: {problem}")


def rules_arg(text: str) -> RuleSet:
    """argparse type for --rules."""
    try:
        return get_rules(text)
    except GameError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def add_rules_option(parser: argparse.ArgumentParser, help_text: str) -> None:
    """The `--rules` option every subcommand takes; Yahtzee by default."""
    parser.add_argument("--rules", type=rules_arg, default=get_rules("yahtzee"), help=help_text)

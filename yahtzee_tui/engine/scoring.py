"""Scoring a roll, the boxes it may go in, the Yahtzee bonus, and a card's totals."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from functools import cache

from yahtzee_tui.engine.box import UPPER_IDS
from yahtzee_tui.engine.dice import all_rolls, face_counts, is_n_of_a_kind, validate_dice
from yahtzee_tui.engine.rules import yahtzee, yamb_house
from yahtzee_tui.engine.rules.yamb import middle_result
from yahtzee_tui.engine.rulesets import JOKER_FORCED, JOKER_NONE, RuleSet, find_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.sentences import N_, Message, Name

Card = Mapping[str, int]
YAHTZEE_BONUS_KEY = "yahtzee_bonus"
# At most 12 further Yahtzees can follow the first one in 13 turns.
MAX_YAHTZEE_BONUSES = 12


def joker_applies(rules: RuleSet, dice: tuple[int, ...], card: Card) -> bool:
    """A Yahtzee rolled once the Yahtzee box is filled (with 50 or 0) is a Joker."""
    return rules.joker != JOKER_NONE and is_n_of_a_kind(dice) and "yahtzee" in card


def score(
    rules: str | RuleSet,
    dice: Iterable[int],
    box: str,
    card: Card | None = None,
    *,
    roll: int = 1,
    column: str | None = None,
) -> int:
    """Points `box` would get for `dice` given the card so far (Joker values when in force).

    A free Joker takes the fixed lower values only once its own upper box is filled.
    For Yamb `box` is a row id and the card is ignored: the column decides where, not what.
    Under Yamb's house rules the turn's `roll` (1 to 3) and the `column` id can matter too
    (KENTA by roll; the HAND column scores it as a first roll).
    """
    ruleset = find_rules(rules)
    values = validate_dice(dice, ruleset.dice)
    target = ruleset.box(box)
    options = ruleset.yamb_options
    if options is not None:
        kind = ruleset.column_kind(column) if column is not None else None
        return yamb_house.row_points(options, box, values, roll=roll, column=kind)
    filled = _checked_card(ruleset, card) if not ruleset.is_yamb else {}
    if (
        joker_applies(ruleset, values, filled)
        and box in yahtzee.JOKER_FIXED
        and (ruleset.joker == JOKER_FORCED or UPPER_IDS[values[0] - 1] in filled)
    ):
        return yahtzee.JOKER_FIXED[box]
    return target.points(face_counts(values))


def legal_boxes(rules: str | RuleSet, dice: Iterable[int], card: Card | None = None) -> list[str]:
    """Open boxes this roll may be scored in, in sheet order.

    Under the forced Joker a Yahtzee must go in its upper box when open, else any open lower
    box, else any open upper box. For Yamb (card ignored) every row.
    """
    ruleset = find_rules(rules)
    values = validate_dice(dice, ruleset.dice)
    if ruleset.is_yamb:
        return list(ruleset.box_ids)
    filled = _checked_card(ruleset, card)
    open_boxes = [b for b in ruleset.box_ids if b not in filled]
    if ruleset.joker == JOKER_FORCED and joker_applies(ruleset, values, filled):
        face_box = UPPER_IDS[values[0] - 1]
        if face_box in open_boxes:
            return [face_box]
        open_lower = [b for b in open_boxes if b in ruleset.lower_ids]
        if open_lower:
            return open_lower
    return open_boxes


def yahtzee_bonus(rules: str | RuleSet, dice: Iterable[int], card: Card | None = None) -> int:
    """The bonus this roll earns when scored: 100 for a further Yahtzee over a 50, else 0."""
    ruleset = find_rules(rules)
    values = validate_dice(dice, ruleset.dice)
    if not ruleset.yahtzee_bonus:
        return 0
    filled = _checked_card(ruleset, card)
    if is_n_of_a_kind(values) and filled.get("yahtzee") == yahtzee.YAHTZEE:
        return ruleset.yahtzee_bonus
    return 0


def totals(rules: str | RuleSet, card: Card) -> dict[str, int]:
    """Sums of a card: upper, upper_bonus, lower, yahtzee_bonus (Yahtzee), total.

    For Yamb the card's keys are `column.row`; the result also holds, per column,
    `column.upper` (with its bonus), `column.upper_bonus`, `column.middle`, `column.lower` and
    `column.total`, and sheet-wide `middle`.
    """
    ruleset = find_rules(rules)
    filled = _checked_card(ruleset, card)
    if ruleset.is_yamb:
        return _yamb_totals(ruleset, filled)
    upper = sum(filled.get(b, 0) for b in ruleset.upper_ids)
    bonus = ruleset.upper_bonus if upper >= ruleset.upper_bonus_threshold else 0
    lower = sum(filled.get(b, 0) for b in ruleset.lower_ids)
    result = {"upper": upper, "upper_bonus": bonus, "lower": lower}
    if ruleset.yahtzee_bonus:
        result[YAHTZEE_BONUS_KEY] = filled.get(YAHTZEE_BONUS_KEY, 0)
    result["total"] = sum(result.values())
    return result


def upper_bonus_needed(rules: str | RuleSet, upper: int) -> int:
    """Points still needed in the upper section for its bonus (0 once earned)."""
    ruleset = find_rules(rules)
    return max(0, ruleset.upper_bonus_threshold - upper)


def _yamb_totals(ruleset: RuleSet, card: Card) -> dict[str, int]:
    result: dict[str, int] = {}
    sheet = {"upper": 0, "upper_bonus": 0, "middle": 0, "lower": 0}
    for column in ruleset.column_ids:
        cells = {
            row: card[f"{column}.{row}"] for row in ruleset.box_ids if f"{column}.{row}" in card
        }
        upper = sum(cells.get(row, 0) for row in ruleset.upper_ids)
        bonus = yamb_house.upper_bonus(ruleset.yamb_options or yamb_house.KOCKE, upper)
        middle = middle_result(cells.get("ones"), cells.get("max"), cells.get("min"))
        lower = sum(cells.get(row, 0) for row in ruleset.lower_ids)
        result[f"{column}.upper_sum"] = upper
        result[f"{column}.upper_bonus"] = bonus
        result[f"{column}.upper"] = upper + bonus
        result[f"{column}.middle"] = middle
        result[f"{column}.lower"] = lower
        result[f"{column}.total"] = upper + bonus + middle + lower
        for key, value in (
            ("upper", upper),
            ("upper_bonus", bonus),
            ("middle", middle),
            ("lower", lower),
        ):
            sheet[key] += value
    result.update(sheet)
    result["total"] = sum(sheet.values())
    return result


@cache
def possible_values(rules: str | RuleSet, box: str) -> frozenset[int]:
    """Every value `box` can hold on a card (Joker values for Yahtzee; 0 where a roll gives 0)."""
    ruleset = find_rules(rules)
    target = ruleset.box(box)
    options = ruleset.yamb_options
    if options is not None:
        return frozenset(
            yamb_house.row_points(options, box, dice, roll=roll)
            for dice in all_rolls(ruleset.dice)
            for roll in (1, 2, 3)
        )
    values = {target.points(face_counts(roll)) for roll in all_rolls(ruleset.dice)}
    if ruleset.joker != JOKER_NONE and box in yahtzee.JOKER_FIXED:
        values.add(yahtzee.JOKER_FIXED[box])
    return frozenset(values)


def column_open_rows(
    rules: str | RuleSet, column: str, filled: Collection[str], named: str | None = None
) -> list[str]:
    """Rows of the Yamb `column` that may be filled now, given its rows filled (and, for a
    DIRECTED column, the row named for the player)."""
    ruleset = find_rules(rules)
    return yamb_house.open_rows(ruleset.column_kind(column), ruleset.box_ids, filled, named)


def parse_cell(ruleset: RuleSet, key: str) -> tuple[str, str]:
    """Split a Yamb card key `column.row`, checking both parts."""
    column, sep, row = key.partition(".") if isinstance(key, str) else ("", "", "")
    if not sep:
        said = N_("a Yamb cell is column.row (for example down.ones), got {key}")
        raise GameError(Message(said, key=repr(key)))
    ruleset.column_name(column)
    ruleset.box(row)
    return column, row


def _checked_card(ruleset: RuleSet, card: Card | None) -> dict[str, int]:
    """The card as a dict after checking every key and that every value is possible."""
    if card is None:
        return {}
    if not isinstance(card, Mapping):
        raise GameError(Message(N_("a card maps box ids to points")))
    checked: dict[str, int] = {}
    for key, value in card.items():
        if isinstance(value, bool) or not isinstance(value, int):
            said = N_("{key} holds a whole number of points, got {value}")
            raise GameError(Message(said, key=key, value=repr(value)))
        if key == YAHTZEE_BONUS_KEY and ruleset.yahtzee_bonus:
            _check_yahtzee_bonus(ruleset, card, value)
        else:
            box = parse_cell(ruleset, key)[1] if ruleset.is_yamb else key
            if value not in possible_values(ruleset, ruleset.box(box).id):
                said = N_("{key} cannot hold {value} under {rules} rules")
                rules = Name(ruleset.name, ruleset.id)
                raise GameError(Message(said, key=key, value=value, rules=rules))
        checked[key] = value
    return checked


def _check_yahtzee_bonus(ruleset: RuleSet, card: Card, value: int) -> None:
    step = ruleset.yahtzee_bonus
    if value < 0 or value % step or value > step * MAX_YAHTZEE_BONUSES:
        said = N_("yahtzee_bonus is a multiple of {step} up to {most}, got {value}")
        most = step * MAX_YAHTZEE_BONUSES
        raise GameError(Message(said, step=step, most=most, value=value))
    if value and card.get("yahtzee") != yahtzee.YAHTZEE:
        raise GameError(Message(N_("a Yahtzee bonus needs 50 in the Yahtzee box")))

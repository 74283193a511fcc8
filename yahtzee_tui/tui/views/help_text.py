"""The rules and keys shown in help, built from the engine's tables so they never drift."""

from __future__ import annotations

import re

from rich import box as rich_box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from yahtzee_tui.engine import JOKER_FORCED, JOKER_FREE, RuleSet, score
from yahtzee_tui.engine.rules import yamb_house
from yahtzee_tui.engine.rules.yamb_house import HAND
from yahtzee_tui.i18n import N_, _, ngettext, pgettext
from yahtzee_tui.tui.views.preset_words import change_words
from yahtzee_tui.tui.views.vocabulary import (
    column_name,
    local_names,
    row_name,
    rules_description,
    rules_name,
)

# (keys, what they do); Yamb adds the call key. The keys are keys, the rest is translated.
TABLE_KEYS: tuple[tuple[str, str], ...] = (
    ("space  r", N_("roll every die that is not held")),
    ("{digits}  {letters}", N_("hold or free a die (held dice sit lower, marked HELD)")),
    (
        "↑ ↓ ← →  home end",
        N_("point at a box on your card (none is, after a roll; they wrap round)"),
    ),
    ("enter", N_("score the box pointed at: a first click points, a second scores")),
    ("ctrl+z  u", N_("undo the last hold or choice (a roll stays rolled)")),
    ("h", N_("hints: the advisor's best options; the coach notes each choice in the log")),
    ("H", N_("hold the dice the advisor would hold (or show the box it would fill)")),
    ("o", N_("what the hints play for: points, the win, or your best + 1")),
    ("?", N_("this help")),
    ("ctrl+p", N_("commands: new game, undo, help, hints, settings, theme")),
    (
        "q  ctrl+q",
        N_("quit; every move is saved, so the game can be resumed from the start screen"),
    ),
)
YAMB_KEYS: tuple[tuple[str, str], ...] = (
    (
        "c",
        N_(
            "right after the first roll: to the CALL cell of the cursor's row; "
            "enter calls it, esc goes back"
        ),
    ),
    ("{digits}  a b d e f", N_("hold or free a die: a b d e f are dice 1 2 4 5 6 (c calls)")),
    ("v", N_("another player's sheet (named over it); v again for the next one")),
    ("o", N_("what the hints play for: points or the win")),
)
# The keys that are also a click on the screen.
CLICKABLE = {"{digits}  {letters}", "{digits}  a b d e f", "enter"}
# The engine's rules of the boxes and rows, as the help says them in the player's language.
BOX_RULES = (
    N_("15 for exactly 1-2-3-4-5"),
    N_("20 for exactly 2-3-4-5-6"),
    N_("25 for three of one face and two of another"),
    N_("30 for four in a row (1-4, 2-5 or 3-6)"),
    N_("40 for five in a row (1-5 or 2-6)"),
    N_("50 for five of one face"),
    N_("61 for 1-2-3-4-5-6"),
    N_("five of one face: their sum + 50"),
    N_("four of one face: their sum + 40"),
    N_("six of one face: their sum + 60"),
    N_("sum of all dice"),
    N_("sum of all dice for three of one face and two of another"),
    N_("sum of all dice if 3 show one face"),
    N_("sum of all dice if 4 show one face"),
    N_("sum of four dice of one face"),
    N_("sum of the highest pair"),
    N_("sum of three dice of one face"),
    N_("sum of two pairs of different faces"),
    N_("three of one face + two of another: their sum + 30"),
    N_("three of one face: their sum + 20"),
    N_("sum of all six dice (aim high)"),
    N_("sum of all six dice (aim low)"),
)
FACE_RULE = "sum of the dice showing "
# How the engine's Yamb columns fill, as the help says it in the player's language.
COLUMN_ORDERS = (
    N_("MAX and MIN first, then outward"),
    N_("MAX and MIN first, then outward: up to ones, down to royal"),
    N_("any cell, with the dice of the first roll only"),
    N_("any order"),
    N_("fills bottom to top, royal first"),
    N_("fills bottom to top, the last row first"),
    N_("fills top to bottom, ones first"),
    N_("only the cell announced right after the first roll"),
    N_("only the cell the player before names"),
)


def box_rule(rule: str) -> str:
    """A box's rule from the engine, in the player's words (an unknown one as it is)."""
    if rule.startswith(FACE_RULE) and rule[len(FACE_RULE) :].isdigit():
        return _("sum of the dice showing {face}").format(face=rule[len(FACE_RULE) :])
    return _(rule) if rule in BOX_RULES else rule


def section_name(section: str) -> str:
    names = {
        "upper": pgettext("card section", "upper"),
        "lower": pgettext("card section", "lower"),
        "middle": pgettext("card section", "middle"),
    }
    return names.get(section, section)


def help_renderables(rules: RuleSet) -> list[RenderableType]:
    """Help for `rules`: the turn, every box and how it scores, bonuses, then the keys."""
    parts: list[RenderableType] = [
        Text.assemble((rules_name(rules), "bold"), "  ", (rules_description(rules), "italic")),
        Text(_turn_text(rules)),
    ]
    if rules.yamb_options is not None:
        changed = "; ".join(change_words(rules.yamb_options))
        if changed:
            parts.append(Text(_("House rules: {changes}.").format(changes=changed)))
    if rules.is_yamb:
        parts += [_yamb_rows(rules), _yamb_columns(rules), Text(_yamb_results(rules))]
        parts.append(Text(local_names(), style="italic"))
    else:
        parts += [_boxes(rules), Text(_bonus_text(rules))]
    parts += [Text(_hints_text(rules)), Text(_meter_text(rules))]
    parts += [Text(_(TWO_CHANCES)), _keys(rules)]
    return parts


# Under the win two chances stand on the panel: the meter's (everyone plays for points) and
# each option's (the player to move plays for the win from there); a player reads them as two
# answers to one question unless told.
TWO_CHANCES = N_(
    "With the hints on the win (o), the players' chances still have everyone play for points, "
    "as their title says; the figure beside each option is your chance if you take it and then "
    "play to win, so the two can differ."
)


def _meter_text(rules: RuleSet) -> str:
    """What the chances to win beside the names mean: a player ahead on points, shown behind
    in them, would otherwise think them swapped."""
    if rules.is_yamb:
        return _(
            "To win (with hints on): each player's chance to win, from games played out "
            "from here to the end, everyone playing for points. It weighs the cells still "
            "open, so the player ahead on points can be behind in it; ≈ marks a figure from "
            "few games, which can move a few points from one position to the next."
        )
    return _(
        "To win (with hints on): each player's chance to win, from games played out from "
        "here to the end, everyone playing for points. It weighs the boxes still open, so the "
        "player ahead on points can be behind in it."
    )


def _hints_text(rules: RuleSet) -> str:
    """What the hint panel's figures mean for `rules`."""
    if rules.is_yamb:
        return _(
            "Hints (h): the expert's advice under the column rules, calls included. Its figures "
            "are this turn's value in points above what each cell is expected to bring if left "
            "open now (for MIN, below it), the upper bonus and the MAX-MIN middle included."
        )
    return _(
        "Hints (h): the optimal advisor. Each option shows the expected final score of your "
        "card when every later choice is the best one, and how much less than the best it "
        "gives (−). The coach notes in the log what each of your choices gave away."
    )


def help_renderable(rules: RuleSet) -> RenderableType:
    return Group(*(_spaced(part) for part in help_renderables(rules)))


def _spaced(part: RenderableType) -> RenderableType:
    return Group(part, Text(""))


def _turn_text(rules: RuleSet) -> str:
    if rules.is_yamb:
        text = _(
            "{dice} dice, {turns} turns per player. A turn is up to three rolls: the first "
            "rolls every die, then hold any dice and roll the rest again. Stop when you like "
            "and fill one open cell; a cell the dice do not fit scores 0. The highest total "
            "wins; equal totals share the place. Who starts is drawn by lot (the first line of "
            "the log says who), then play goes round in seat order."
        )
    else:
        text = _(
            "{dice} dice, {turns} turns per player. A turn is up to three rolls: the first "
            "rolls every die, then hold any dice and roll the rest again. Stop when you like "
            "and fill one open box; a box the dice do not fit scores 0. The highest total "
            "wins; equal totals share the place. Who starts is drawn by lot (the first line of "
            "the log says who), then play goes round in seat order."
        )
    return text.format(dice=rules.dice, turns=rules.turns)


def _table(*headers: str) -> Table:
    table = Table(box=rich_box.SIMPLE_HEAD, padding=(0, 1), expand=False, show_edge=False)
    for header in headers:
        table.add_column(header, no_wrap=header != headers[-1])
    return table


def _boxes(rules: RuleSet) -> Table:
    table = _table(
        pgettext("help column", "section"),
        pgettext("help column", "box"),
        pgettext("help column", "scores"),
    )
    for box in rules.boxes:
        name = row_name(rules, box.id)
        table.add_row(section_name(box.section), Text(name, style="bold"), box_rule(box.rule))
    return table


def _bonus_text(rules: RuleSet) -> str:
    lines = [
        _("Upper bonus: {bonus} when the six upper boxes add up to {least} or more.").format(
            bonus=rules.upper_bonus, least=rules.upper_bonus_threshold
        )
    ]
    yahtzee = row_name(rules, "yahtzee") if "yahtzee" in rules.box_ids else None
    if rules.yahtzee_bonus and yahtzee:
        lines.append(
            _(
                "{box} bonus: +{bonus} for each further {box} while the {box} box holds "
                "{points}; none once it holds 0."
            ).format(
                box=yahtzee,
                bonus=rules.yahtzee_bonus,
                points=score(rules, (6,) * rules.dice, "yahtzee"),
            )
        )
    if rules.joker in (JOKER_FORCED, JOKER_FREE) and yahtzee:
        full_value = _joker_values(rules)
        if rules.joker == JOKER_FORCED:
            text = _(
                "Joker: a further {box} must go in the upper box of its face when that is "
                "open, else in any open lower box, where it scores full value ({values}); "
                "else 0 in an open upper box."
            )
        else:
            text = _(
                "Joker: a further {box} may go in any open box, and scores full value in "
                "the lower boxes ({values})."
            )
        lines.append(text.format(box=yahtzee, values=full_value))
    return "\n".join(lines)


def _joker_values(rules: RuleSet) -> str:
    """The lower boxes a Joker lifts to a value the dice alone would not score."""
    dice = (2,) * rules.dice
    card = {"yahtzee": score(rules, dice, "yahtzee")}
    lifted = [
        _("{box} {points}").format(
            box=row_name(rules, box_id), points=score(rules, dice, box_id, card)
        )
        for box_id in rules.lower_ids
        if score(rules, dice, box_id, card) != score(rules, dice, box_id)
    ]
    return ", ".join(lifted)


def _yamb_rows(rules: RuleSet) -> Table:
    table = _table(pgettext("help column", "row"), pgettext("help column", "scores"))
    for box in rules.boxes:
        name = row_name(rules, box.id)
        table.add_row(Text(name, style="bold"), _row_rule(rules, box.id, box.rule))
    return table


def _row_rule(rules: RuleSet, row: str, rule: str) -> str:
    """A row's rule as the table's house rules score it (KENTA by roll, the best five dice)."""
    options = rules.yamb_options
    if options is None:
        return box_rule(rule)
    if row == "kenta" and options.kenta_by_roll:
        runs = " / ".join("-".join(map(str, run)) for run in yamb_house.STRAIGHTS)
        by_roll = ", ".join(
            _("{points} in roll {roll}").format(points=points, roll=roll)
            for roll, points in yamb_house.KENTA_BY_ROLL.items()
        )
        if HAND in options.columns:
            return _("a straight of five ({runs}): {by_roll}; in {hand} always {points}").format(
                runs=runs,
                by_roll=by_roll,
                hand=column_name(rules, HAND),
                points=yamb_house.KENTA_BY_ROLL[1],
            )
        return _("a straight of five ({runs}): {by_roll}").format(runs=runs, by_roll=by_roll)
    if options.five_dice_count and row == "max":
        return _("sum of the five highest dice (aim high)")
    if options.five_dice_count and row == "min":
        return _("sum of the five lowest dice (aim low)")
    if options.five_dice_count and row in rules.upper_ids:
        return _("{rule} (five at most)").format(rule=box_rule(rule))
    return box_rule(rule)


def _yamb_columns(rules: RuleSet) -> Table:
    table = _table(pgettext("help column", "column"), pgettext("help column", "fills"))
    for column_id, _name, order in rules.columns:
        how = _(order) if order in COLUMN_ORDERS else order
        table.add_row(Text(column_name(rules, column_id), style="bold"), how)
    return table


def _yamb_results(rules: RuleSet) -> str:
    upper = ", ".join(row_name(rules, row) for row in rules.upper_ids)
    middle = [row_name(rules, box.id) for box in rules.boxes if box.section == "middle"]
    lower = ", ".join(row_name(rules, row) for row in rules.lower_ids)
    first = row_name(rules, rules.upper_ids[0])
    options = rules.yamb_options
    if options is not None and options.bonus == yamb_house.BONUS_STEPS:
        steps = sorted(yamb_house.BONUS_STEPS_TABLE)
        bonus = _("plus {points} when they add up to {least} or more").format(
            points="/".join(str(points) for _least, points in steps),
            least="/".join(str(least) for least, _points in steps),
        )
    else:
        bonus = _("plus {points} when they add up to {least} or more").format(
            points=rules.upper_bonus, least=rules.upper_bonus_threshold
        )
    count = len(rules.column_ids)
    text = ngettext(
        "Each column scores three results. Upper: rows {upper}, {bonus}. Middle: ({middle}) × "
        "the points in row {first}, once all three are filled (it can be negative). Lower: "
        "{lower}. Your total is the {n} column total added up.",
        "Each column scores three results. Upper: rows {upper}, {bonus}. Middle: ({middle}) × "
        "the points in row {first}, once all three are filled (it can be negative). Lower: "
        "{lower}. Your total is the {n} column totals added up.",
        count,
    )
    return text.format(
        upper=upper, bonus=bonus, middle=" − ".join(middle), first=first, lower=lower, n=count
    )


def key_names(keys: str) -> str:
    """A help table's keys as the player's language names them: "space" is a word, and the
    names written on the keys ("enter", "home") are written as the language writes them."""
    names = {
        "space": pgettext("key name", "space"),
        "enter": pgettext("key name", "enter"),
        "esc": pgettext("key name", "esc"),
        "home end": pgettext("key name", "home end"),
        "ctrl+z": pgettext("key name", "ctrl+z"),
        "ctrl+p": pgettext("key name", "ctrl+p"),
        "ctrl+q": pgettext("key name", "ctrl+q"),
    }
    named = "|".join(re.escape(name) for name in sorted(names, key=len, reverse=True))
    return re.sub(rf"(?<![\w+])({named})(?![\w+])", lambda found: names[found[0]], keys)


def _keys(rules: RuleSet) -> Table:
    table = _table(pgettext("help column", "keys"), pgettext("help column", "do"))
    rows = list(TABLE_KEYS)
    if rules.is_yamb:
        rows[1] = YAMB_KEYS[1]
        rows.insert(4, YAMB_KEYS[0])
        rows.insert(5, YAMB_KEYS[2])
        rows = [YAMB_KEYS[3] if keys == "o" else (keys, action) for keys, action in rows]
    # The die keys, as many as the rule set has dice: 1-5 and a-e for five.
    digits, letters = f"1-{rules.dice}", f"a-{'abcdef'[rules.dice - 1]}"
    click = pgettext("help key", "click")
    click_name, roll = pgettext("help key", "click a name"), _("Roll")
    for keys, action in rows:
        shown = key_names(keys.format(digits=digits, letters=letters))
        if keys in CLICKABLE:
            shown = f"{shown}  {click}"
        elif keys == "v":
            shown = f"{shown}  {click_name}"
        elif keys == "space  r":
            shown = f"{shown}  {roll}"
        table.add_row(Text(shown, style="bold"), _(action))
    return table

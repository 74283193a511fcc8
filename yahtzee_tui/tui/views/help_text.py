"""The rules and keys shown in help, built from the engine's tables so they never drift."""

from __future__ import annotations

from rich import box as rich_box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from yahtzee_tui.engine import (
    JOKER_FORCED,
    JOKER_FREE,
    RuleSet,
    changes,
    score,
)
from yahtzee_tui.engine.rules import yamb_house
from yahtzee_tui.engine.rules.yamb_house import HAND

# (keys, what they do); Yamb adds the call key.
TABLE_KEYS: tuple[tuple[str, str], ...] = (
    ("space  r  Roll", "roll every die that is not held"),
    ("{digits}  {letters}  click", "hold or free a die (held dice sit lower, marked HELD)"),
    ("↑ ↓ ← →  home end", "point at a box on your card (none is, after a roll; they wrap round)"),
    ("enter  click", "score the box pointed at: a first click points, a second scores"),
    ("ctrl+z  u", "undo the last hold or choice (a roll stays rolled)"),
    ("h", "hints: the advisor's best options; the coach notes each choice in the log"),
    ("H", "hold the dice the advisor would hold (or show the box it would fill)"),
    ("?", "this help"),
    ("ctrl+p", "commands: new game, undo, help, hints, settings, theme"),
    ("q  ctrl+q", "quit; every move is saved, so the game can be resumed from the start screen"),
)
YAMB_KEYS: tuple[tuple[str, str], ...] = (
    (
        "c",
        "right after the first roll: to the CALL cell of the cursor's row; "
        "enter calls it, esc goes back",
    ),
    ("{digits}  a b d e f", "hold or free a die (c is the call key in Yamb)"),
    ("v  click a name", "another player's sheet (named over it); v again for the next one"),
)


def help_renderables(rules: RuleSet) -> list[RenderableType]:
    """Help for `rules`: the turn, every box and how it scores, bonuses, then the keys."""
    parts: list[RenderableType] = [
        Text.assemble((rules.name, "bold"), "  ", (rules.description, "italic")),
        Text(_turn_text(rules)),
    ]
    if rules.yamb_options is not None:
        parts.append(Text(f"House rules: {'; '.join(changes(rules.yamb_options))}."))
    if rules.is_yamb:
        parts += [_yamb_rows(rules), _yamb_columns(rules), Text(_yamb_results(rules))]
    else:
        parts += [_boxes(rules), Text(_bonus_text(rules))]
    parts += [Text(_hints_text(rules)), _keys(rules)]
    return parts


def _hints_text(rules: RuleSet) -> str:
    """What the hint panel's figures mean for `rules`."""
    if rules.is_yamb:
        return (
            "Hints (h): the expert's advice under the column rules, calls included. Its figures "
            "are this turn's value in points above what each cell is expected to bring if left "
            "open now (for MIN, below it), the upper bonus and the MAX-MIN middle included."
        )
    return (
        "Hints (h): the optimal advisor. Each option shows the expected final score of your "
        "card when every later choice is the best one, and how much less than the best it "
        "gives (−). The coach notes in the log what each of your choices gave away."
    )


def help_renderable(rules: RuleSet) -> RenderableType:
    return Group(*(_spaced(part) for part in help_renderables(rules)))


def _spaced(part: RenderableType) -> RenderableType:
    return Group(part, Text(""))


def _turn_text(rules: RuleSet) -> str:
    cells = "cell" if rules.is_yamb else "box"
    return (
        f"{rules.dice} dice, {rules.turns} turns per player. A turn is up to three rolls: the "
        f"first rolls every die, then hold any dice and roll the rest again. Stop when you like "
        f"and fill one open {cells}; a {cells} the dice do not fit scores 0. "
        f"The highest total wins; equal totals share the place. Who starts is drawn by lot "
        f"(the first line of the log says who), then play goes round in seat order."
    )


def _table(*headers: str) -> Table:
    table = Table(box=rich_box.SIMPLE_HEAD, padding=(0, 1), expand=False, show_edge=False)
    for header in headers:
        table.add_column(header, no_wrap=header != headers[-1])
    return table


def _boxes(rules: RuleSet) -> Table:
    table = _table("section", "box", "scores")
    for box in rules.boxes:
        table.add_row(box.section, Text(box.name, style="bold"), box.rule)
    return table


def _bonus_text(rules: RuleSet) -> str:
    lines = [
        f"Upper bonus: {rules.upper_bonus} when the six upper boxes add up to "
        f"{rules.upper_bonus_threshold} or more."
    ]
    yahtzee = rules.box_name("yahtzee") if "yahtzee" in rules.box_ids else None
    if rules.yahtzee_bonus and yahtzee:
        lines.append(
            f"{yahtzee} bonus: +{rules.yahtzee_bonus} for each further {yahtzee} while the "
            f"{yahtzee} box holds {score(rules, (6,) * rules.dice, 'yahtzee')}; none once it "
            f"holds 0."
        )
    if rules.joker in (JOKER_FORCED, JOKER_FREE) and yahtzee:
        full_value = _joker_values(rules)
        if rules.joker == JOKER_FORCED:
            lines.append(
                f"Joker: a further {yahtzee} must go in the upper box of its face when that is "
                f"open, else in any open lower box, where it scores full value ({full_value}); "
                f"else 0 in an open upper box."
            )
        else:
            lines.append(
                f"Joker: a further {yahtzee} may go in any open box, and scores full value in "
                f"the lower boxes ({full_value})."
            )
    return "\n".join(lines)


def _joker_values(rules: RuleSet) -> str:
    """The lower boxes a Joker lifts to a value the dice alone would not score."""
    dice = (2,) * rules.dice
    card = {"yahtzee": score(rules, dice, "yahtzee")}
    lifted = [
        f"{rules.box_name(box_id)} {score(rules, dice, box_id, card)}"
        for box_id in rules.lower_ids
        if score(rules, dice, box_id, card) != score(rules, dice, box_id)
    ]
    return ", ".join(lifted)


def _yamb_rows(rules: RuleSet) -> Table:
    table = _table("row", "scores")
    for box in rules.boxes:
        table.add_row(Text(box.name, style="bold"), _row_rule(rules, box.id, box.rule))
    return table


def _row_rule(rules: RuleSet, row: str, rule: str) -> str:
    """A row's rule as the table's house rules score it (KENTA by roll, the best five dice)."""
    options = rules.yamb_options
    if options is None:
        return rule
    if row == "kenta" and options.kenta_by_roll:
        runs = " or ".join("-".join(map(str, run)) for run in yamb_house.STRAIGHTS)
        by_roll = ", ".join(
            f"{points} in roll {roll}" for roll, points in yamb_house.KENTA_BY_ROLL.items()
        )
        hand = f"; in HAND always {yamb_house.KENTA_BY_ROLL[1]}" if HAND in options.columns else ""
        return f"a straight of five ({runs}): {by_roll}{hand}"
    if options.five_dice_count and row in {"max", "min"}:
        which = "highest" if row == "max" else "lowest"
        return f"sum of the five {which} dice (aim {'high' if row == 'max' else 'low'})"
    if options.five_dice_count and row in rules.upper_ids:
        return f"{rule} (five at most)"
    return rule


def _yamb_columns(rules: RuleSet) -> Table:
    table = _table("column", "fills")
    for _column_id, name, order in rules.columns:
        table.add_row(Text(name, style="bold"), order)
    return table


NUMBER_WORDS = {4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}


def _yamb_results(rules: RuleSet) -> str:
    upper = ", ".join(rules.box_name(row) for row in rules.upper_ids)
    middle = [box.name for box in rules.boxes if box.section == "middle"]
    lower = ", ".join(rules.box_name(row) for row in rules.lower_ids)
    first = rules.box_name(rules.upper_ids[0])
    options = rules.yamb_options
    if options is not None and options.bonus == yamb_house.BONUS_STEPS:
        steps = sorted(yamb_house.BONUS_STEPS_TABLE)
        bonus = (
            f"plus {'/'.join(str(points) for _, points in steps)} when they add up to "
            f"{'/'.join(str(least) for least, _ in steps)} or more"
        )
    else:
        least = rules.upper_bonus_threshold
        bonus = f"plus {rules.upper_bonus} when they add up to {least} or more"
    count = len(rules.column_ids)
    columns = NUMBER_WORDS.get(count, str(count))
    return (
        f"Each column scores three results. Upper: rows {upper}, {bonus}. "
        f"Middle: ({' − '.join(middle)}) × the points in row {first}, once all three are "
        f"filled (it can be negative). Lower: {lower}. Your total is the {columns} column "
        f"totals added up."
    )


def _keys(rules: RuleSet) -> Table:
    table = _table("keys", "do")
    rows = list(TABLE_KEYS)
    if rules.is_yamb:
        rows[1] = YAMB_KEYS[1]
        rows.insert(4, YAMB_KEYS[0])
        rows.insert(5, YAMB_KEYS[2])
    # The die keys, as many as the rule set has dice: 1-5 and a-e for five.
    digits, letters = f"1-{rules.dice}", f"a-{'abcdef'[rules.dice - 1]}"
    for keys, action in rows:
        table.add_row(Text(keys.format(digits=digits, letters=letters), style="bold"), action)
    return table

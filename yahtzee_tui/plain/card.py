"""A card read out row by row: each box's points, or that it is open and what the dice on the
table would score in it now (for the player to move); then the sums."""

from __future__ import annotations

from yahtzee_tui.engine import upper_bonus_needed
from yahtzee_tui.game import GameState, options, player_totals
from yahtzee_tui.i18n import _, translate
from yahtzee_tui.plain.telling import points_words, spoken_row
from yahtzee_tui.tui.views.vocabulary import column_name, rules_name


def card_lines(state: GameState, seat: int) -> list[str]:
    """The card of `seat`, a line per row, then its sums."""
    player = state.players[seat].name
    head = _("{player}'s card, {rules}, turn {turn} of {turns}.").format(
        player=player, rules=rules_name(state.ruleset), turn=state.turn, turns=state.turns_total
    )
    if state.ruleset.is_yamb:
        return [head, *_yamb_rows(state, seat), _yamb_sums(state, seat)]
    return [head, *_boxes(state, seat), *_sums(state, seat)]


def _now(state: GameState, seat: int) -> dict[str, tuple[int, str | None]]:
    """For the player to move after a roll: each open cell's points now, and why not if not."""
    if seat != state.current or not state.has_rolled or state.naming:
        return {}
    return {
        o.cell: (o.points, None if o.legal else (translate(o.reason) if o.reason else ""))
        for o in options(state)
    }


def _boxes(state: GameState, seat: int) -> list[str]:
    rules, sheet, now = state.ruleset, state.sheets[seat], _now(state, seat)
    lines = []
    for box in rules.box_ids:
        name = spoken_row(rules, box)
        if box in sheet:
            lines.append(_("{box}: {points}.").format(box=name, points=points_words(sheet[box])))
        elif box in now and now[box][1] is None:
            said = _("{box}: open, {points} now.")
            lines.append(said.format(box=name, points=points_words(now[box][0])))
        elif box in now:
            said = _("{box}: open, not now: {reason}.")
            lines.append(said.format(box=name, reason=now[box][1]))
        else:
            lines.append(_("{box}: open.").format(box=name))
    return lines


def _sums(state: GameState, seat: int) -> list[str]:
    rules = state.ruleset
    sums = player_totals(state, seat)
    needed = upper_bonus_needed(rules, sums["upper"])
    if needed:
        upper = _("Upper section {upper}: {needed} more for the bonus of {bonus}.").format(
            upper=sums["upper"], needed=needed, bonus=rules.upper_bonus
        )
    else:
        upper = _("Upper section {upper}, bonus {bonus}.").format(
            upper=sums["upper"], bonus=sums["upper_bonus"]
        )
    total = _("Lower section {lower}. Total {total}.").format(
        lower=sums["lower"], total=sums["total"]
    )
    return [upper, total]


def _yamb_rows(state: GameState, seat: int) -> list[str]:
    rules, sheet, now = state.ruleset, state.sheets[seat], _now(state, seat)
    lines = []
    for row in rules.box_ids:
        cells = []
        for column in rules.column_ids:
            key, name = f"{column}.{row}", column_name(rules, column)
            if key in sheet:
                cells.append(_("{column} {points}").format(column=name, points=sheet[key]))
            elif key in now and now[key][1] is None:
                said = _("{column} open, {points} now")
                cells.append(said.format(column=name, points=now[key][0]))
            else:
                cells.append(_("{column} open").format(column=name))
        lines.append(f"{spoken_row(rules, row)}: {'; '.join(cells)}.")
    return lines


def _yamb_sums(state: GameState, seat: int) -> str:
    rules = state.ruleset
    sums = player_totals(state, seat)
    columns = ", ".join(
        f"{column_name(rules, column)} {sums.get(f'{column}.total', 0)}"
        for column in rules.column_ids
    )
    return _("Columns: {columns}. Total {total}.").format(columns=columns, total=sums["total"])

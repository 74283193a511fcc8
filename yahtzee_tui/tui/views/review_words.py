"""A game's review in words and as JSON, for the Review tab and `yahtzee-tui review`.

No Textual here: the options are named as the hint panel names them (`hints`).
"""

from __future__ import annotations

from typing import Any

from rich.table import Table
from rich.text import Text

from yahtzee_tui.engine import RuleSet, totals
from yahtzee_tui.game import GameState
from yahtzee_tui.game.moves import SCORE
from yahtzee_tui.game.state import Mark
from yahtzee_tui.i18n import _, decimal, ngettext, pgettext
from yahtzee_tui.strategy import Advice
from yahtzee_tui.strategy.goals import TARGET, Goal
from yahtzee_tui.strategy.review import Decision, GameReview, GoalDecision, PlayerReview
from yahtzee_tui.tui.views.hints import best_words, loss_text, made_words
from yahtzee_tui.tui.views.objectives import POINTS, Objective
from yahtzee_tui.tui.views.vocabulary import (
    box_label,
    cell_name,
    column_name,
    row_name,
    whole_row_name,
)


def measure_words(found: GameReview) -> str:
    """What the figures are measured in."""
    if found.exact:
        return _("Losses in expected final score under optimal play.")
    return _("Losses on the Yamb expert's turn-value scale (points above what cells bring).")


def accuracy_text(accuracy: float | None) -> str:
    return "" if accuracy is None else decimal(accuracy)


def player_figures(player: PlayerReview) -> list[str]:
    """A player's total, what they gave away in all and per turn, and their accuracy, as the
    full and the compact tables both write them."""
    per_turn = "" if player.per_turn is None else decimal(player.per_turn, 2)
    total = str(player.total)
    return [total, decimal(player.given_away), per_turn, accuracy_text(player.accuracy)]


def players_table(
    found: GameReview,
    help_column: bool = True,
    two_lines: bool = False,
    names: list[str] | None = None,
) -> Table:
    """Each player's total, what they gave away in all and per turn, accuracy, best choices,
    and the help they had (a column only when anyone had help, and `help_column`). Where
    room is short, a heading of two words on two lines (`two_lines`: "best" over "choices"),
    and the players by shorter `names`."""
    table = Table(box=None, padding=(0, 1), header_style="bold")
    table.add_column(_("player"))
    helped = help_column and any(player.hints or player.undos for player in found.players)
    headings = [_("total"), _("given away"), _("per turn"), _("accuracy"), _("best choices")]
    if two_lines:
        headings = [heading.replace(" ", "\n") for heading in headings]
    for heading in headings:
        table.add_column(heading, justify="right", no_wrap=True)
    if helped:  # "12 hints, 1 undo" stays on one line
        table.add_column(_("help"), justify="right", no_wrap=True)
    shown = names or [player.name for player in found.players]
    for player, name in zip(found.players, shown, strict=True):
        cells: list[Text | str] = [
            Text(name),  # the player's own text, never markup
            *player_figures(player),
            _("{best} of {decisions}").format(best=player.best_choices, decisions=player.decisions),
        ]
        table.add_row(*cells, *([help_count(player.hints, player.undos)] if helped else []))
    return table


def help_line(found: GameReview, names: list[str] | None = None) -> Text:
    """The help each player had, in a line under a players' table without its column:
    `Help: Ann (2 hints, 1 undo), Bob (1 hint)`; empty where no one had help."""
    shown = names or [player.name for player in found.players]
    helped = [
        _("{name} ({help})").format(name=name, help=help_count(player.hints, player.undos))
        for player, name in zip(found.players, shown, strict=True)
        if player.hints or player.undos
    ]
    return Text(_("Help: {marks}").format(marks=", ".join(helped)) if helped else "")


def help_count(hints: int, undos: int) -> str:
    """`2 hints, 1 undo`, or "" for a player who had no help."""
    parts = [ngettext("{n} hint", "{n} hints", hints).format(n=hints)] if hints else []
    if undos:
        parts.append(ngettext("{n} undo", "{n} undos", undos).format(n=undos))
    return ", ".join(parts)


def taken_back(rules: RuleSet, mark: Mark) -> str:
    """What an undo took back: `a hold`, `call FULL`, `Chance`."""
    if mark.undone == "call" and mark.cell:
        return _("call {row}").format(row=row_name(rules, mark.cell))
    if mark.undone == "score" and mark.cell:
        column, _dot, row = mark.cell.rpartition(".")
        return cell_name(rules, column or None, row)
    return _("a hold")


def help_words(rules: RuleSet, decision: Decision, goal: bool = True) -> str:
    """The help marked on a decision: `hint shown; took back Chance`, or "" (and, with
    `goal`, `the best for the win` for a choice that gave points away for it: the list's
    column says it there)."""
    parts = [_("hint shown")] if decision.hinted else []
    parts.extend(
        _("took back {move}").format(move=taken_back(rules, mark)) for mark in decision.undone
    )
    if goal and decision.best_for is not None:
        parts.append(_("the best for {goal}").format(goal=goal_words(decision.best_for)))
    return "; ".join(parts)


def best_for_words(decision: Decision) -> str:
    """For a choice that gave points away and was the best for the objective, said of the
    choice itself (after the best for points, a bare "the best for the win" read as the
    best's): `the choice made was the best for the win`; else ""."""
    if decision.best_for is None:
        return ""
    return _("the choice made was the best for {goal}").format(goal=goal_words(decision.best_for))


def goal_words(goal: Goal) -> str:
    """What a choice was the best for: `the win`, `250+` (a target)."""
    if goal.kind == TARGET and goal.target is not None:
        return pgettext("the best for", "{total}+").format(total=goal.target)
    return pgettext("the best for", "the win")


def dice_words(position: GameState) -> str:
    return " ".join(map(str, position.dice))


def rolls_left_words(rolls_left: int) -> str:
    if rolls_left == 0:
        return _("no rolls left")
    return ngettext("{n} roll left", "{n} rolls left", rolls_left).format(n=rolls_left)


def position_words(state: GameState, decision: Decision) -> str:
    """`6 6 6 6 6, 2 rolls left` (and the CALL made, for Yamb)."""
    position = decision.position
    rules = state.ruleset
    words = f"{dice_words(position)}, {rolls_left_words(position.rolls_left)}"
    if position.called is not None:
        called = _("{column} {row} called").format(
            column=column_name(rules, "call"), row=row_name(rules, position.called)
        )
        words += f", {called}"
    return words


def whose_turn(state: GameState, decision: Decision) -> str:
    """`Ann, turn 3`."""
    return _("{name}, turn {turn}").format(
        name=state.players[decision.seat].name, turn=decision.turn
    )


def made_move(rules: RuleSet, option: Advice) -> str:
    """A move as made, for the review of a position: "held 2 4 5", "scored Large straight
    40" (hr "zadržano 2 4 5", "upisano u polje Velika skala 40")."""
    if option.action == SCORE and option.box is not None:
        said = pgettext("review, the move made", "scored {cell} {points}")
        return said.format(cell=_whole_cell(rules, option), points=option.points)
    return made_words(rules, option)


def best_move(rules: RuleSet, option: Advice) -> str:
    """The best move as what was best to do: "hold 2 4 5", "score Large straight 40" (hr the
    infinitive, "zadržati 2 4 5", "upisati u polje Velika skala 40")."""
    if option.action == SCORE and option.box is not None:
        said = pgettext("coach, the best move", "score {cell} {points}")
        return said.format(cell=_whole_cell(rules, option), points=option.points)
    return best_words(rules, option)


def _whole_cell(rules: RuleSet, option: Advice) -> str:
    """A cell by its whole name: a Yamb cell as messages name it, a box never shortened."""
    assert option.box is not None
    if rules.is_yamb:
        return cell_name(rules, option.column, option.box)
    return whole_row_name(rules, option.box)


def position_choice(rules: RuleSet, decision: Decision) -> str:
    """What was chosen, as made, what it gave away, and the best to do: "held 2 4 5
    (−23.3); best: score Large straight 40" (hr "zadržano 2 4 5 (−23,3); najbolje: upisati
    u polje Velika skala 40")."""
    chosen = made_move(rules, decision.chosen)
    if decision.is_best:
        return _("{chosen}, the best choice").format(chosen=chosen)
    # The loss as the list and the hint panel show it: the difference of the figures shown.
    loss = loss_text(decision.loss)
    return _("{chosen} ({loss}); best: {best}").format(
        chosen=chosen, loss=loss, best=best_move(rules, decision.best)
    )


def decision_line(state: GameState, decision: Decision) -> str:
    """One line for a decision: where it was made, what was chosen as made, the best (as
    the position's dialog says them): `Ann, turn 3: 2 2 4 5 6, 1 roll left: held 2 4 5
    (−13.1); best: score Large straight 40`."""
    where = f"{whose_turn(state, decision)}: {position_words(state, decision)}"
    marks = help_words(state.ruleset, decision, goal=False)
    choice = position_choice(state.ruleset, decision)
    line = f"{where}: {choice}" + (f" ({marks})" if marks else "")
    best_for = best_for_words(decision)
    return f"{line}; {best_for}" if best_for else line


def card_words(rules: RuleSet, position: GameState) -> str:
    """The card the decision was made with: `Aces 3, Chance 22` (Yamb: cells and points)."""
    card = position.current_sheet
    if not card:
        return _("empty")
    total = totals(rules, card)["total"]
    if rules.is_yamb:
        return ngettext(
            "{filled} of {cells} cells filled, {points} point",
            "{filled} of {cells} cells filled, {points} points",
            total,
        ).format(filled=card.cells_filled, cells=rules.turns, points=total)
    boxes = [f"{box_label(rules, box)} {card[box]}" for box in rules.box_ids if box in card]
    bonus = card.get("yahtzee_bonus")
    if bonus:
        boxes.append(
            _("{yahtzee} bonus {points}").format(yahtzee=row_name(rules, "yahtzee"), points=bonus)
        )
    return ngettext("{boxes} ({points} point)", "{boxes} ({points} points)", total).format(
        boxes=", ".join(boxes), points=total
    )


def review_json(
    found: GameReview,
    judged: tuple[GoalDecision, ...] | None = None,
    objective: Objective | None = None,
) -> dict[str, Any]:
    """The whole review: players' figures, every decision in order of play, the worst first;
    what the choices were judged by (`objective`) and, under the win or a target, the
    decisions judged by its chance (`judged`, None under points)."""
    state = found.state
    rules = state.ruleset
    return {
        "rules": rules.id,
        "finished": state.is_over,
        "exact": found.exact,
        "players": [
            {
                "seat": player.seat,
                "name": player.name,
                "total": player.total,
                "turns": player.turns,
                "decisions": player.decisions,
                "best_choices": player.best_choices,
                "given_away": round(player.given_away, 4),
                "given_away_per_turn": _rounded(player.per_turn),
                "accuracy": _rounded(player.accuracy),
                "expected_by_turn": [round(value, 4) for value in player.expected],
                "hints_shown": player.hints,
                "undone_moves": player.undos,
            }
            for player in found.players
        ],
        "decisions": [_decision_json(decision) for decision in found.decisions],
        "worst": [decision.index for decision in found.worst()],
        "objective": POINTS if objective is None else objective.kind,
        "judged": None if judged is None else [_judged_json(one) for one in judged],
    }


def _judged_json(one: GoalDecision) -> dict[str, Any]:
    """A decision judged by its goal's chance: the decision's index, the goal (a target's
    total), what was chosen, the best for the goal, and the chance given away (0 to 1)."""
    return {
        "index": one.decision.index,
        "goal": one.goal.kind,
        "target": one.goal.target,
        "chosen": one.chosen.to_json(),
        "best": one.best.to_json(),
        "chance_loss": round(one.chance_loss, 6),
    }


def _decision_json(decision: Decision) -> dict[str, Any]:
    position = decision.position
    return {
        "index": decision.index,
        "seat": decision.seat,
        "turn": decision.turn,
        "kind": decision.kind,
        "dice": list(position.dice),
        "rolls_left": position.rolls_left,
        "called": position.called,
        "card": dict(position.current_sheet),
        "chosen": decision.chosen.to_json(),
        "best": decision.best.to_json(),
        "loss": decision.loss,  # as the text shows it: the difference of the figures shown
        "exact_loss": round(decision.exact_loss, 4),
        "hint_shown": decision.hinted,
        "undone": [{"move": mark.undone, "cell": mark.cell} for mark in decision.undone],
    }


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, 4)

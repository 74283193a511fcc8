"""The advisor's options in words, for the hint panel and the coach: no Textual here, only words.

For Yahtzee and Yatzy an option's figure is the expected final score; for Yamb it is the
expert's turn value, points above what the cells are expected to bring (see docs/strategy.md).
A loss is what an option gives away against the best, on the same scale.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from yahtzee_tui.engine import RuleSet
from yahtzee_tui.game import GameState, options
from yahtzee_tui.game.moves import CALL, HOLD, ROLL, SCORE
from yahtzee_tui.i18n import N_, _, decimal, pgettext
from yahtzee_tui.strategy import Advice
from yahtzee_tui.strategy.advice import ranked, tenths_apart
from yahtzee_tui.tui.views.card_words import named_cell_name, short_cell_name, yamb_row_labels
from yahtzee_tui.tui.views.objectives import (
    Target,
    chance_text,
    horizon_titles,
    panel_title,
    working_title,
)
from yahtzee_tui.tui.views.vocabulary import box_label, cell_name, row_name, whole_row_name

if TYPE_CHECKING:
    from yahtzee_tui.strategy.goal_chances import GoalOption  # NumPy: only for the types

HINTS_SHOWN = 3
# A loss smaller than this is shown as none: the option is as good as the best.
NO_LOSS = 0.05
# A chance given away smaller than this is none: a twentieth of a percentage point, which the
# panel's tenths show as the same figure (where whole points would show two chances alike).
NO_CHANCE_LOSS = 0.0005
MINUS = "−"
# The panel's word while another seat moves (a computer, a player at another terminal): no
# advice for dice that are not the player's own.
OTHERS_TURN = N_("{name} to move; your hints come back on your turn.")


def playable_advice(state: GameState, advice: Sequence[Advice]) -> list[Advice]:
    """The advice a Yamb table of house rules can follow now: each cell one the game takes in
    this roll (HAND only with the first roll's dice), with the points the game gives it there
    (KENTA by roll), ranked again. Other tables' advice is as the advisor gives it."""
    if state.ruleset.yamb_options is None:
        return list(advice)
    cells = {option.cell: option for option in options(state)}
    kept = []
    for option in advice:
        if option.action == SCORE and option.cell is not None:
            found = cells.get(option.cell)
            if found is None or not found.legal:
                continue
            option = replace(option, points=found.points)
        elif option.action == CALL and f"{option.column}.{option.box}" not in cells:
            continue
        kept.append(option)
    return ranked(kept)


@dataclass(frozen=True)
class ObjectiveShown:
    """What the hints play for, as the panel shows it: the objective's kind (not points),
    its target, the options' chances in the position shown (None: not worked out), how far
    the solve under way is, and the open boxes from which chances are worked out when more
    are open (`horizon`; Yamb's open `cells`)."""

    kind: str
    target: Target | None = None
    chances: tuple[GoalOption, ...] | None = None
    working: float | None = None
    horizon: int | None = None
    cells: bool = False

    def titles(self) -> list[str]:
        """The panel's heading, longest first ("Advisor: to win · working 40%"), then
        without the work under way or the boxes the chances are worked out from ("Advisor:
        to win"), for a panel to take the first that fits: always with "Advisor:"."""
        title = panel_title(self.kind, self.target)
        if self.working is not None:
            return [working_title(title, self.working), title]
        if self.chances is None and self.horizon is not None:
            return [*horizon_titles(title, self.horizon, self.cells), title]
        return [title]

    def chance(self, advice: Advice, fine: bool = False) -> str:
        """An option's chance as the panel writes it ("" while it is not worked out); `fine`:
        to a tenth of a point."""
        found = goal_option(self.chances or (), advice)
        return "" if found is None else chance_text(found.chance, fine)

    def alike(self, options: Sequence[Advice]) -> bool:
        """Whether two of `options` would show the same whole percentage for chances that
        differ (a tenth of a point tells them apart)."""
        found = [goal_option(self.chances or (), advice) for advice in options]
        chances = {one.chance for one in found if one is not None}
        shown = {chance_text(chance) for chance in chances}
        return len(shown) < len({round(chance, 3) for chance in chances})


def goal_option(chances: Sequence[GoalOption], advice: Advice) -> GoalOption | None:
    """The option of `chances` that does what `advice` does."""
    return next((found for found in chances if same_option(found.advice, advice)), None)


def same_option(one: Advice, other: Advice) -> bool:
    """The two do the same: hold the same dice, or score or call the same cell."""
    return (one.action, one.hold, one.box, one.column) == (
        other.action,
        other.hold,
        other.box,
        other.column,
    )


@dataclass(frozen=True)
class HintView:
    """What the hint panel shows: the advice for `state` (None while the advisor is being
    prepared), or a `note` instead; `call_row`: the Yamb CALL the cursor offers, rated too;
    `objective`: what the hints play for, when not points (the advice then comes in the
    order of its chances, once they are worked out)."""

    state: GameState
    advice: tuple[Advice, ...] | None
    note: str | None = None
    call_row: str | None = None
    objective: ObjectiveShown | None = None


def objective_order(advice: Sequence[Advice], chances: Sequence[GoalOption] | None) -> list[Advice]:
    """The advice in the order of the objective's chances (as it is, without them)."""
    if not chances:
        return list(advice)
    return [found.advice for found in chances]


def call_option(advice: Sequence[Advice], row: str | None) -> Advice | None:
    """The advisor's rating of calling `row` (None when it offers no such call now)."""
    if row is None:
        return None
    return next((a for a in advice if a.action == CALL and a.box == row), None)


def advisor_title(rules: RuleSet) -> str:
    """What the figures mean, as the panel's heading."""
    if rules.is_yamb:
        return _("Advisor: above expected")
    return _("Advisor: expected final score")


def advisor_titles(rules: RuleSet) -> list[str]:
    """The panel's heading, longest first, then without "Advisor:", for a panel to take the
    first that fits beside the heading of its last column."""
    if rules.is_yamb:
        return [advisor_title(rules), _("above expected")]
    return [advisor_title(rules), _("expected score")]


def column_heading(goal: ObjectiveShown | None) -> str:
    """The heading of the panel's last column: what an option loses against the best, or
    under an objective its chance (at most 7 cells, over the figures: hr "izgledi")."""
    if goal is None:
        return pgettext("hint panel column", "loss")
    return pgettext("hint panel column", "chance")


def short_hold_words(option: Advice, held: bool) -> str:
    """A hold in fewer cells where its words do not fit the panel, its verb still there: hr
    "drži 5 5 5 5" for "zadrži 5 5 5 5", "držiš 4 4" for "zadržano 4 4"; never the bare dice,
    which would read as a row or a number."""
    dice = " ".join(map(str, option.hold or ()))
    if held:
        return pgettext("hint panel, short", "held {dice}").format(dice=dice)
    return pgettext("hint panel, short", "hold {dice}").format(dice=dice)


def option_words(rules: RuleSet, advice: Advice) -> str:
    """An option as the hint panel lists it: "hold 3 3", "score Chance 17", "call FULL"."""
    if advice.action == SCORE and advice.box is not None:
        return _score_words(cell_name(rules, advice.column, advice.box), advice)
    return choice_words(rules, advice)


def _score_words(cell: str, advice: Advice) -> str:
    """ "score Chance 17", with the upper bonus it completes: "score Sixes 24 +35"."""
    if advice.bonus:
        said = _("score {cell} {points} +{bonus}")
        return said.format(cell=cell, points=advice.points, bonus=advice.bonus)
    return _("score {cell} {points}").format(cell=cell, points=advice.points)


def short_option_words(rules: RuleSet, advice: Advice) -> str:
    """An option in the card's own short names, where its words are too long for the panel:
    "score SL.1 1 3" for hr "score SLOBODNA 1 Jedinice 3", "call 1" for "call Ones"."""
    if advice.action == SCORE and advice.box is not None:
        return _score_words(short_cell_name(rules, advice.column, advice.box), advice)
    if advice.action == CALL and advice.box is not None and rules.is_yamb:
        return _("call {row}").format(row=yamb_row_labels(rules)[advice.box])
    return option_words(rules, advice)


def panel_words(rules: RuleSet, advice: Advice) -> str:
    """An option as the hint panel lists it where it has the room: a box by its whole name
    ("score Large straight 40" for Yahtzee's "Lg. straight")."""
    if advice.action == SCORE and advice.box is not None and not rules.is_yamb:
        return _score_words(whole_row_name(rules, advice.box), advice)
    return option_words(rules, advice)


def option_forms(rules: RuleSet, advice: Advice) -> list[tuple[str, ...]]:
    """An option's words in shapes, longest first, for a panel to take the first shape in
    which every line fits. A cell to score: with its verb and whole name, then its whole name
    and points (the name before the verb: sl "Velika lestvica 0", not "vpiši v polje Vel.
    lestvica 0"), then the same by the name messages give it (a Yamb cell "Jedinice (SLOB.)",
    never the card's "SLOB. 1" beside its points, which reads as three numbers; Yahtzee's
    short name), then that name alone, else the card's. A CALL by its row's name, its label,
    then its digit ("call 2"). One form a shape, so that every line of a panel reads alike."""
    if advice.action == SCORE and advice.box is not None:
        points = advice.points
        if rules.is_yamb:
            whole = cell_name(rules, advice.column, advice.box)
            named = named_cell_name(rules, advice.column, advice.box)
        else:
            whole = whole_row_name(rules, advice.box)
            named = short_cell_name(rules, advice.column, advice.box)
        shapes = [
            _score_words(whole, advice),
            f"{whole} {points}",
            _score_words(named, advice),
            f"{named} {points}",
            named,
            short_cell_name(rules, advice.column, advice.box),  # the card's, on the least room
        ]
        return [(said,) for said in shapes]  # the same levels for every cell, alike or not
    words = (panel_words(rules, advice), short_option_words(rules, advice))
    if advice.action == CALL and advice.box is not None and rules.is_yamb:
        by_digit = (_("call {row}").format(row=box_label(rules, advice.box)),)  # "call 2"
        return [words[:1], words[1:], by_digit]
    return [words[:1]]


def choice_words(rules: RuleSet, advice: Advice) -> str:
    """An option as the coach names it: "hold 3 3", "Full house", "call FULL"."""
    if advice.action == HOLD:
        if not advice.hold:
            return _("reroll all")
        return _("hold {dice}").format(dice=" ".join(map(str, advice.hold)))
    if advice.action == SCORE and advice.box is not None:
        return cell_name(rules, advice.column, advice.box)
    if advice.action == CALL and advice.box is not None:
        return _("call {row}").format(row=row_name(rules, advice.box))
    if advice.action == ROLL:
        return _("roll")
    return advice.action


def made_words(rules: RuleSet, advice: Advice) -> str:
    """A move already made, as the coach's note names it: "held 3 3", "rerolled all" (hr
    "zadržano 3 3", not the imperative of the hint panel); a cell, a CALL as `choice_words`."""
    if advice.action == HOLD:
        if not advice.hold:
            return _("rerolled all")
        return _("held {dice}").format(dice=" ".join(map(str, advice.hold)))
    return choice_words(rules, advice)


def best_words(rules: RuleSet, advice: Advice) -> str:
    """The best move, where the coach's note says what it was: "hold 4 4" (hr "zadržati
    4 4": what was best to do, not an order), "reroll all"; a cell, a CALL as `choice_words`."""
    if advice.action == HOLD:
        if not advice.hold:
            return pgettext("coach, the best move", "reroll all")
        said = pgettext("coach, the best move", "hold {dice}")
        return said.format(dice=" ".join(map(str, advice.hold)))
    return choice_words(rules, advice)


def figure(rules: RuleSet, value: float) -> str:
    """An expected score ("229.4"), or for Yamb a turn value ("+3.5", "−1.2")."""
    if rules.is_yamb:
        shown = decimal(abs(value))
        if shown == decimal(0.0):  # -0.03 reads 0.0: no sign, never "−0.0"
            return shown
        sign = MINUS if value < 0 else "+"
        return f"{sign}{shown}"
    return decimal(value)


def loss_text(loss: float) -> str:
    """ "−11.4", or "" when the option is as good as the best."""
    return f"{MINUS}{decimal(loss)}" if loss >= NO_LOSS else ""


def shown_loss(rules: RuleSet, best: float, value: float) -> str:
    """The loss beside two figures shown (`figure`, Yamb's with its sign too): the difference
    of the figures as they read ("250.6" and "249.8" lose 0.8), never of the values behind
    them (0.7 would not add up). The Review's losses are the same (`Decision.loss`)."""
    return loss_text(tenths_apart(best, value) / 10)


def holds_every_die(state: GameState, advice: Advice) -> bool:
    """Holding every die ends the rolling: it ties with the best box, which says it plainer."""
    return advice.action == HOLD and advice.hold is not None and len(advice.hold) == len(state.dice)


def shown_options(state: GameState, advice: Sequence[Advice]) -> list[Advice]:
    """The options the hint panel lists: the best few, holding every die left out."""
    return [option for option in advice if not holds_every_die(state, option)][:HINTS_SHOWN]


def held_option(state: GameState, advice: Sequence[Advice]) -> Advice | None:
    """The hold option matching the dice held now, while a roll is left and a die is held."""
    if not state.has_rolled or state.rolls_left == 0 or not any(state.held):
        return None
    kept = tuple(sorted(v for v, held in zip(state.dice, state.held, strict=True) if held))
    return next((a for a in advice if a.action == HOLD and a.hold == kept), None)


def held_words(option: Advice) -> str:
    """The hold matching the dice held now: "held 3 3"."""
    return _("held {dice}").format(dice=" ".join(map(str, option.hold or ())))


def before_the_roll(state: GameState, advice: Sequence[Advice]) -> str:
    """The panel's words before the first roll, when there is nothing to choose yet."""
    rules = state.ruleset
    start = next((option for option in advice if option.action == ROLL), None)
    if start is None:
        return _("Roll: the advisor rates the dice once they are on the table.")
    return _("Roll. Expected final score: {score}").format(
        score=figure(rules, start.expected_score)
    )

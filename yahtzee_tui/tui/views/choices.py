"""What the table's keys mean as moves: a chosen cell, the advisor's hint, undo, the coach.

No Textual here: each function turns a position and a choice into a `Move` (or a question to
ask first, or the words to say), for the table screen to send through the session."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from yahtzee_tui.engine.rules.yamb import CALL_COLUMN
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState, can_call, can_undo, options, undo
from yahtzee_tui.game.moves import CALL, HOLD, SCORE, Move, hold_toggles
from yahtzee_tui.i18n import N_, _, ngettext, translate
from yahtzee_tui.strategy import Advice
from yahtzee_tui.tui.views.hints import (
    ObjectiveShown,
    holds_every_die,
    option_words,
)
from yahtzee_tui.tui.views.verdicts import coach_verdict
from yahtzee_tui.tui.views.vocabulary import cell_name

HINTS_ON = N_("Hints on: the best options, and the coach's word on each choice.")
HINTS_OFF = N_("Hints off.")
ONE_SHEET = N_("This game has only your sheet (v shows another player's).")
COMPUTERS_MOVES_STAY = N_("nothing to undo: a computer's moves stay made")
PREPARING_HINT = N_("Preparing the advisor… the hint follows as soon as it is ready.")
HINT_DROPPED = N_("The advisor is ready; the dice have changed since H: press H again for a hint.")
CALL_NOT_YET = N_("Roll first: a CALL is announced right after the first roll.")
CALL_TOO_LATE = N_(
    "A CALL is announced right after the first roll: after the second it is too late."
)


@dataclass(frozen=True)
class Ask:
    """A yes-or-no question before something is done: the confirm dialog's words."""

    question: str
    detail: str
    yes: str
    no: str


@dataclass(frozen=True)
class Question:
    """A move to ask about before it is made (a needless 0)."""

    move: Move
    question: str
    detail: str
    yes: str
    no: str

    @property
    def words(self) -> tuple[str, str, str, str]:
        """The confirm dialog's question, detail, yes and no."""
        return self.question, self.detail, self.yes, self.no


def only_cell(state: GameState) -> str | None:
    """The one cell the rolled dice may go to now (a called CALL cell, say), if only one."""
    legal = [option.cell for option in options(state) if option.legal]
    return legal[0] if state.has_rolled and len(legal) == 1 else None


def choice_move(state: GameState, key: str) -> Move | Question | None:
    """The move that choosing the cell `key` makes: a CALL cell right after the first roll is
    called; a 0 where another box would score is asked about first."""
    option = next((o for o in options(state) if o.cell == key), None)
    if option is None:
        return None
    if option.column == CALL_COLUMN and state.called is None and can_call(state, option.box):
        return Move(CALL, box=option.box, column=CALL_COLUMN)
    move = Move(SCORE, box=option.box, column=option.column, points=option.points)
    just_called = state.history and state.history[-1].kind == "call"
    if option.legal and option.column == CALL_COLUMN and just_called and state.rolls_left:
        # Enter right after Enter that called: a slip, more often than not.
        name = cell_name(state.ruleset, option.column, option.box)
        asked = ngettext(
            "Score {cell} {points} now, with {n} roll left?",
            "Score {cell} {points} now, with {n} rolls left?",
            state.rolls_left,
        )
        return Question(
            move,
            asked.format(cell=name, points=option.points, n=state.rolls_left),
            _("The call stands either way: the turn ends in this cell."),
            yes=_("Score now"),
            no=_("Roll on"),
        )
    if not option.legal or option.points > 0:
        return move
    # The alternative named is never a row that aims low (Yamb MIN): a high MIN is poor.
    rules = state.ruleset
    better = max(
        (o for o in options(state) if o.legal and o.points > 0 and not rules.box(o.box).aims_low),
        key=lambda o: o.points,
        default=None,
    )
    if better is None:
        return move
    here = cell_name(rules, option.column, option.box)
    there = cell_name(rules, better.column, better.box)
    return Question(
        move,
        _("Score 0 in {cell}?").format(cell=here),
        _("{cell} would score {points}.").format(cell=there, points=better.points),
        yes=_("Score 0"),  # the question names the cell: a Yamb cell's name is long
        no=_("Choose again"),
    )


def hint_move(state: GameState, advice: Sequence[Advice]) -> tuple[Move | None, str, str | None]:
    """What `H` does: (the hold to make, the words to say, the cell to point at)."""
    rules = state.ruleset
    best = next((a for a in advice if not holds_every_die(state, a)), None)
    if best is None:
        return None, _("The advisor has nothing to add."), None
    words = option_words(rules, best)
    if best.action == HOLD and best.hold is not None:
        toggles = hold_toggles(state.dice, state.held, best.hold)
        said = _("Best: {advice}. Roll when ready.").format(advice=words)
        if not toggles:  # nothing to change ("reroll all" with nothing held: no "as held")
            if best.hold:
                said = _("Best: {advice}, as held now. Roll when ready.").format(advice=words)
            return None, said, None
        return Move(HOLD, indexes=toggles, hold=best.hold), said, None
    if best.action == SCORE and best.box is not None:
        # The cell by its name alone, without "score in the cell": a long Yamb cell's name
        # and the key still fit the narrowest status line.
        points = f"{best.points} +{best.bonus}" if best.bonus else str(best.points)
        said = _("Best: {cell} {points}; enter scores it.")
        return (
            None,
            said.format(cell=cell_name(rules, best.column, best.box), points=points),
            best.cell,
        )
    if best.action == CALL and best.box is not None:
        cell = f"{CALL_COLUMN}.{best.box}"
        return None, _("Best: {advice}. Press enter to take it.").format(advice=words), cell
    return None, _("Best: {advice}.").format(advice=words), None


def refusal_to_undo(state: GameState) -> str | None:
    """Why undo cannot step back now (None: it can). It steps back over a human's hold, call
    or score, never over a computer's, never over a roll."""
    previous = state.previous
    if can_undo(state) and previous is not None:
        if previous.current_player.is_computer:
            return _(COMPUTERS_MOVES_STAY)
        return None
    try:
        undo(state)
    except GameError as error:
        return translate(error)
    return _("nothing to undo")


def judged_event(before: GameState, after: GameState, move: Move) -> int | None:
    """The history index of the event a reroll, call or score made, which the coach judges;
    None for a hold, the first roll, or a position that moved by other than one event."""
    if len(after.history) != len(before.history) + 1:
        return None
    event = after.history[-1]
    if move.kind == HOLD or (event.kind == "roll" and event.roll == 1):
        return None
    return len(after.history) - 1


def coach_note(
    before: GameState,
    after: GameState,
    move: Move,
    advice: Sequence[Advice] | None,
    goal: ObjectiveShown | None = None,
) -> tuple[int, str] | None:
    """The coach's word on a human's reroll, call or score: (the history index of the event
    the decision made, the words); None for a hold, the first roll, or no advice. Under an
    objective other than points whose chances in `before` were worked out (`goal`), the
    choice is judged by the chance it gave away: "Chance −6% to win, best was hold 4 4 4"."""
    index = judged_event(before, after, move)
    if advice is None or index is None:
        return None
    verdict = coach_verdict(before, after.history[index], advice, goal)
    if verdict is None:
        return None
    return index, verdict.text(before.ruleset)

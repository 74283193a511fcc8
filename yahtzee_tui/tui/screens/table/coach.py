"""The table's hints and coach, apart from the screen, as functions of positions: the
advisor's options for the hint panel, what `H` does, and the coach's notes on a human's
rerolls, calls and scores. They hold nothing and call nothing back: the screen owns the notes
and acts on what these return."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from yahtzee_tui.engine.rules.yamb import CALL_COLUMN
from yahtzee_tui.game import GameState
from yahtzee_tui.game.moves import SCORE, Move
from yahtzee_tui.i18n import N_, _
from yahtzee_tui.storage.objective import Objective
from yahtzee_tui.storage.table_notes import TableNotes, load_notes, save_notes
from yahtzee_tui.tui.services import Advisor, TableServices
from yahtzee_tui.tui.views.chance_words import swing_words
from yahtzee_tui.tui.views.choices import PREPARING_HINT, coach_note, hint_move
from yahtzee_tui.tui.views.hints import OTHERS_TURN, HintView, ObjectiveShown, objective_order
from yahtzee_tui.tui.views.note_fit import STATUS_MARK, SWING_SEAM, note_lines
from yahtzee_tui.tui.widgets import chance_meter

ROLL_FIRST = N_("Roll first: the advisor rates the dice once they are on the table.")

Notes = Mapping[int, str]  # the coach's notes shown in the log, by history index


@dataclass(frozen=True)
class HintAction:
    """What `H` does now: make `move` (then say `words`), or point at `cell` and say `words`,
    or only say them (`problem`: as a refusal). `waiting`: the advisor's table is being
    prepared (`H` acts once it is in); `shown`: the advisor's hint was shown."""

    words: str
    move: Move | None = None
    cell: str | None = None
    problem: bool = False
    waiting: bool = False
    shown: bool = True


@dataclass(frozen=True)
class Judgement:
    """The coach's notes after a move, and the history index of the note a score's swing of
    the chance to win is to be added to (worked out in a thread: `swing_note`), if any."""

    notes: Notes
    swing: int | None = None


def hint_view(
    advisor: Advisor, state: GameState, cursor: str | None, goal: ObjectiveShown | None = None
) -> HintView:
    """The hint panel's view of `state` (the CALL row the cursor is on, in Yamb); under an
    objective other than points (`goal`), the advice in the order of its chances."""
    problem = advisor.problem(state.ruleset)
    advice = advisor.advice(state) if problem is None else None
    if advice is not None and goal is not None:
        advice = objective_order(advice, goal.chances)
    column, _dot, row = (cursor or "").partition(".")
    call_row = row if column == CALL_COLUMN else None
    shown = tuple(advice) if advice is not None else None
    return HintView(state, shown, problem, call_row, goal)


def others_turn(state: GameState, heading: ObjectiveShown | None = None) -> HintView:
    """The hint panel while another seat moves (a computer, a player at another terminal):
    whose move it is, no advice on dice that are not the player's own; under an objective
    (`heading`: its kind and target, no chances), still headed by what the hints play for."""
    return HintView(
        state, None, _(OTHERS_TURN).format(name=state.current_player.name), objective=heading
    )


def same_dice(before: GameState, now: GameState) -> bool:
    """Whether `now` has the dice of `before` on the table (no roll, no turn since): what
    an `H` pressed in `before` would still apply to."""
    return (before.turn, before.current, before.rolls_used, before.dice) == (
        now.turn,
        now.current,
        now.rolls_used,
        now.dice,
    )


def hint_action(
    advisor: Advisor, state: GameState, goal: ObjectiveShown | None = None
) -> HintAction:
    """`H` in `state`: hold what the advisor would hold, or point at where it would score or
    call (the best for the objective's chances, once worked out). While the advisor is
    being prepared, it says so."""
    if not state.has_rolled:
        return HintAction(_(ROLL_FIRST), problem=True, shown=False)
    advice = advisor.advice(state)
    if advice is None:
        return HintAction(_(PREPARING_HINT), waiting=True, shown=False)
    if goal is not None:
        advice = objective_order(advice, goal.chances)
    move, words, cell = hint_move(state, advice)
    return HintAction(words, move=move, cell=cell)


def judged(
    advisor: Advisor,
    before: GameState,
    after: GameState,
    move: Move,
    notes: Notes,
    goal: ObjectiveShown | None = None,
) -> Judgement | None:
    """The notes once the coach has said what a human's reroll, call or score gave away
    (by the chances of `goal` in `before`, when they were worked out); None while the
    advisor is being prepared (judge it again once it is ready)."""
    advice = advisor.advice(before)
    if advice is None:
        return None
    note = coach_note(before, after, move, advice, goal)
    if note is None:
        return Judgement(notes)
    index, text = note
    swing = index if move.kind == SCORE and len(before.players) > 1 else None
    return Judgement({**notes, index: text}, swing)


def newest_note(state: GameState, notes: Notes, width: int) -> list[str] | None:
    """The coach's note on the newest move of the player to move (a reroll, call or score),
    in lines of `width` cells, for the status line where the log steps aside; None when that
    move has none. A score's swing of the chance to win is left to the meter beside it."""
    own = [i for i, event in enumerate(state.history) if event.player == state.current]
    note = notes.get(own[-1]) if own else None
    if note is None:
        return None
    return note_lines(state.ruleset, note.partition(SWING_SEAM)[0], width, mark=STATUS_MARK)


def with_swing(notes: Notes, index: int, words: str) -> Notes:
    """The notes with `words` (a score's swing) added to the note at `index`, once."""
    note = notes.get(index)
    if note is None or words in note:
        return notes
    return {**notes, index: f"{note}{SWING_SEAM}{words}"}


def swing_note(before: GameState, after: GameState) -> str:
    """How a score moved the player's chance to win, in words (slow: for a thread). Each
    figure is the meter's own for its position (its playouts and seed): one figure, one
    source, so the note never says other numbers than the meter did. Nothing while either
    figure is rough (a Yamb card with many turns left: `rough_figures`): there a score moves
    it less than the draws do, and a bad one could read as a gain."""
    from yahtzee_tui.strategy.meter import meter_chances, rough_figures  # NumPy: a thread's

    if rough_figures(before) or rough_figures(after):
        return ""
    seat = before.current
    figures = [meter_chances(position, chance_meter.meter_playouts) for position in (before, after)]
    return swing_words(figures[0][seat], figures[1][seat], ended=after.is_over)


# --- the notes, kept beside the saved game ------------------------------------------------


def notes_kept(services: TableServices, state: GameState) -> TableNotes | None:
    """The hints toggle and the coach's notes kept with the game saved (None: none)."""
    return load_notes(state, services.save_path)


def keep_notes(
    services: TableServices,
    state: GameState,
    hints: bool,
    notes: Notes,
    objective: Objective | None = None,
) -> None:
    """Keep the hints toggle, the notes and the objective beside the saved game (not a
    watched one)."""
    if services.read_only:
        return
    kept = TableNotes(hints, notes, objective)
    try:
        save_notes(state, kept, services.save_path, services.syncer)
    except OSError as error:
        services.report(_("The hints could not be kept: {error}").format(error=error))

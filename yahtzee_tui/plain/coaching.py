"""The coach in the line mode: after each of a human's rerolls, calls and scores, a sentence
that says how the choice compares with the advisor's best ("Coach: held 1 4, 5.9 less than
the best: keep 1 2 3."). The judging is the table's (`choices.judged_event`, `coach_verdict`)
with the advisor the `hint` command uses; only the words are the line mode's.

Coach on or off is the table's hints toggle: kept beside the saved game with the coach's notes
(`storage/table_notes.py`), so the full-screen table resumed shows the same notes; a new game
takes the setting for hints unless the coach was switched in this conversation."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from yahtzee_tui.game import GameState
from yahtzee_tui.game.moves import HOLD, SCORE, Move
from yahtzee_tui.i18n import N_, _, decimal
from yahtzee_tui.plain.advisor import PlainAdvisor, spoken_option
from yahtzee_tui.plain.telling import spoken_cell
from yahtzee_tui.storage.settings import load_settings
from yahtzee_tui.storage.syncing import BackgroundSync
from yahtzee_tui.storage.table_notes import TableNotes, load_notes, save_notes
from yahtzee_tui.strategy import Advice
from yahtzee_tui.tui.views.choices import judged_event
from yahtzee_tui.tui.views.hints import NO_LOSS, made_words
from yahtzee_tui.tui.views.verdicts import Verdict, coach_verdict

COACH_ON = N_("Coach on: after each of your choices, how it compares with the advisor's best.")
COACH_OFF = N_("Coach off.")


def spoken_choice(state: GameState, advice: Advice, *, made: bool = False) -> str:
    """A choice as the coach says it: "keep 3 3" (the command that makes it), "score Full
    house 25", "call Max"; a hold `made` as done: "held 3 3"."""
    rules = state.ruleset
    if made and advice.action == HOLD:
        return made_words(rules, advice)
    if advice.action == SCORE and advice.box is not None:
        cell = spoken_cell(rules, advice.column, advice.box)
        if advice.bonus:
            said = _("score {cell} {points}, with a bonus of {bonus}")
            return said.format(cell=cell, points=advice.points, bonus=advice.bonus)
        return _("score {cell} {points}").format(cell=cell, points=advice.points)
    return spoken_option(rules, advice)


def verdict_sentence(state: GameState, verdict: Verdict) -> str:
    """The coach's word on a choice made in `state`, figures as the hint says them."""
    chosen = spoken_choice(state, verdict.chosen, made=True)
    if verdict.loss < NO_LOSS:
        return _("Coach: {choice}, the best choice.").format(choice=chosen)
    said = _("Coach: {choice}, {loss} less than the best: {best}.")
    best = spoken_choice(state, verdict.best)
    return said.format(choice=chosen, loss=decimal(verdict.loss), best=best)


def coach_by_default() -> bool:
    """Whether a new game is coached: the setting for hints (a damaged file: not)."""
    return load_settings()[0].hints


class PlainCoach:
    """The coach of one conversation: on or off, and its notes on the game in play (kept
    beside the save at `save_path`; None: a network table's, not kept, as the table's)."""

    def __init__(
        self,
        advisor: PlainAdvisor,
        tell: Callable[[str], None],
        save_path: Path | None = None,
        syncer: BackgroundSync | None = None,
    ) -> None:
        self.advisor = advisor
        self.tell = tell
        self.save_path = save_path
        self.syncer = syncer
        self.on = coach_by_default()
        self.notes: dict[int, str] = {}

    def open(self, state: GameState) -> None:
        """A game put on the table: its own toggle and notes, if it has them kept."""
        kept = load_notes(state, self.save_path) if self.save_path is not None else None
        if kept is not None:
            self.on, self.notes = kept.hints, dict(kept.coach)
        else:
            self.notes = {}

    def switch(self, state: GameState, on: bool) -> None:
        """Coach on or off, said in a line; on, the advisor is prepared now rather than
        after the next choice."""
        self.on = on
        self.tell(_(COACH_ON) if on else _(COACH_OFF))
        self._keep(state)
        if on and not state.is_over:
            self.advisor.ready(state.ruleset)

    def judge(self, before: GameState | None, after: GameState, move: Move | None) -> str | None:
        """The sentence on the reroll, call or score that made `after` from `before`, when the
        coach is on and a human at this keyboard chose it (the caller knows whose it was)."""
        if not self.on or before is None or move is None:
            return None
        index = judged_event(before, after, move)
        if index is None:
            return None
        advice = self.advisor.advice(before)
        if advice is None:
            return None
        verdict = coach_verdict(before, after.history[index], advice)
        if verdict is None:
            return None
        self.notes[index] = verdict.text(before.ruleset)  # the table's words, for its log
        self._keep(after)
        return verdict_sentence(before, verdict)

    def _keep(self, state: GameState) -> None:
        if self.save_path is None or state.is_over:  # a finished game's notes go with it
            return
        try:
            save_notes(state, TableNotes(self.on, self.notes), self.save_path, self.syncer)
        except OSError as error:
            self.tell(_("The hints could not be kept: {error}").format(error=error))

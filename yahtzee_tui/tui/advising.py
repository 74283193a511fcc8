"""The strategy advisor as the app reaches it: a solver table is prepared in a worker thread,
then advice is asked of it directly.

Building a table takes seconds the first time (about 2 s for Yahtzee, 5 s for Yatzy; it is then
cached on disk and loads in a moment), so it never happens on the UI thread. Once a table is in
memory, advice for a position takes about a millisecond and is asked for as the game moves.
Yamb's one-turn advisor needs no table.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import TYPE_CHECKING

from textual.worker import Worker, WorkerState

from yahtzee_tui.engine import RuleSet
from yahtzee_tui.game import GameState
from yahtzee_tui.strategy import SOLVABLE, Advice, advise_state, solver_table
from yahtzee_tui.strategy.cache import cached_in_memory

if TYPE_CHECKING:
    from textual.app import App

WORKER_GROUP = "advisor"
# Positions whose advice is kept: the one on the table and the few before it (for the coach).
REMEMBERED = 8


def prepare_advisor(rules_id: str) -> None:
    """Load or build the solver table of `rules_id` (slow; run in a worker thread)."""
    solver_table(rules_id)


class AdvisorLink:
    """Advice for game states, and callbacks for when a rule set's advisor becomes ready."""

    def __init__(self, app: App) -> None:
        self.app = app
        self._waiting: dict[str, list[Callable[[], None]]] = {}
        self._problems: dict[str, str] = {}
        self._remembered: OrderedDict[int, tuple[GameState, list[Advice]]] = OrderedDict()

    def ready(self, rules: RuleSet) -> bool:
        return rules.id not in SOLVABLE or cached_in_memory(rules.id)

    def preparing(self, rules: RuleSet) -> bool:
        return rules.id in self._waiting

    def problem(self, rules: RuleSet) -> str | None:
        """Why the advisor for `rules` could not be prepared, if it could not."""
        return self._problems.get(rules.id)

    def advice(self, state: GameState) -> list[Advice] | None:
        """The advisor's options for `state`, best first; None while its table is prepared
        (preparing starts here)."""
        if not self.ready(state.ruleset):
            self.when_ready(state.ruleset)
            return None
        key = id(state)
        remembered = self._remembered.get(key)
        if remembered is not None and remembered[0] is state:
            self._remembered.move_to_end(key)
            return remembered[1]
        advice = advise_state(state)
        self._remembered[key] = (state, advice)
        while len(self._remembered) > REMEMBERED:
            self._remembered.popitem(last=False)
        return advice

    def when_ready(self, rules: RuleSet, callback: Callable[[], None] | None = None) -> None:
        """Run `callback` once the advisor for `rules` is ready: now, or after preparing it.
        Nothing runs when preparing failed."""
        if self.ready(rules):
            if callback is not None:
                callback()
            return
        if rules.id in self._problems:
            return
        waiting = self._waiting.get(rules.id)
        if waiting is None:
            waiting = self._waiting[rules.id] = []
            self.app.run_worker(
                lambda: prepare_advisor(rules.id),
                name=rules.id,
                group=WORKER_GROUP,
                description=f"preparing the {rules.name} advisor",
                thread=True,
                exit_on_error=False,
            )
        if callback is not None:
            waiting.append(callback)

    def worker_changed(self, worker: Worker) -> None:
        """A preparing worker finished: run what waited for it, or say what went wrong."""
        if worker.group != WORKER_GROUP:
            return
        if worker.state == WorkerState.SUCCESS:
            for callback in self._waiting.pop(worker.name, []):
                callback()
        elif worker.state == WorkerState.ERROR:
            self._waiting.pop(worker.name, None)
            self._problems[worker.name] = f"the advisor could not be prepared: {worker.error}"
            self.app.notify(self._problems[worker.name], severity="error")
        elif worker.state == WorkerState.CANCELLED:
            self._waiting.pop(worker.name, None)

"""The strategy advisor as the app reaches it: a rule set's table is prepared in a worker
thread, then advice is asked of it directly.

Building a table takes seconds the first time (about 2 s for Yahtzee, 5 s for Yatzy, 10 s to
fit Yamb's expert by self-play; it is then cached on disk and loads in a moment), so it never
happens on the UI thread. Once a table is in memory, advice for a position takes about a
millisecond and is asked for as the game moves. When a table is ready the app posts
`AdvisorReady` to its screens; whoever waited for it looks again.
"""

from __future__ import annotations

import sys
from collections import OrderedDict
from typing import TYPE_CHECKING, Any

from textual.worker import Worker, WorkerState

from yahtzee_tui.engine import RuleSet
from yahtzee_tui.game import GameState
from yahtzee_tui.i18n import N_, _
from yahtzee_tui.strategy.advice import Advice
from yahtzee_tui.tui.views.hints import playable_advice

if TYPE_CHECKING:
    from textual.app import App

WORKER_GROUP = "advisor"
# Positions whose advice is kept: the one on the table and the few before it (for the coach).
REMEMBERED = 8
PREPARING = N_("Preparing the advisor…")
ADVISOR = "yahtzee_tui.strategy.advisor"


class AdvisorLink:
    """Advice for game states; prepares a rule set's table in a worker when first asked."""

    def __init__(self, app: App[Any]) -> None:
        self.app = app
        self._preparing: set[str] = set()
        self._problems: dict[str, str] = {}
        self._remembered: OrderedDict[int, tuple[GameState, list[Advice]]] = OrderedDict()

    def ready(self, rules: RuleSet) -> bool:
        # The advisor (and NumPy) loads in the worker that first prepares a table, not with
        # the app nor on its loop: before that no table can be in memory.
        if ADVISOR not in sys.modules:
            return False
        from yahtzee_tui.strategy.advisor import advisor_ready

        return advisor_ready(rules)

    def problem(self, rules: RuleSet) -> str | None:
        """Why the advisor for `rules` could not be prepared, if it could not."""
        return self._problems.get(rules.id)

    def advice(self, state: GameState) -> list[Advice] | None:
        """The advisor's options for `state`, best first; None while its table is prepared
        (preparing starts here) or when it could not be."""
        if not self.ready(state.ruleset):
            self.prepare(state.ruleset)
            return None
        key = id(state)
        remembered = self._remembered.get(key)
        if remembered is not None and remembered[0] is state:
            self._remembered.move_to_end(key)
            return remembered[1]
        from yahtzee_tui.strategy.advisor import advise_state

        advice = playable_advice(state, advise_state(state))
        self._remembered[key] = (state, advice)
        while len(self._remembered) > REMEMBERED:
            self._remembered.popitem(last=False)
        return advice

    def prepare(self, rules: RuleSet) -> None:
        """Start preparing the table of `rules` unless it is ready, under way or failed."""
        if self.ready(rules) or rules.id in self._problems or rules.id in self._preparing:
            return
        self._preparing.add(rules.id)
        self.app.run_worker(
            lambda: _prepare(rules),
            name=rules.id,
            group=WORKER_GROUP,
            description=f"preparing the {rules.name} advisor",
            thread=True,
            exit_on_error=False,
        )

    def worker_changed(self, worker: Worker[object]) -> str | None:
        """A preparing worker finished: the id of the rule set now ready (else None; a failure
        is kept and told)."""
        if worker.group != WORKER_GROUP or worker.name not in self._preparing:
            return None
        if worker.state == WorkerState.SUCCESS:
            self._preparing.discard(worker.name)
            return worker.name
        if worker.state == WorkerState.ERROR:
            self._preparing.discard(worker.name)
            self._problems[worker.name] = _("the advisor could not be prepared: {error}").format(
                error=worker.error
            )
            self.app.notify(self._problems[worker.name], severity="error")
            return worker.name
        if worker.state == WorkerState.CANCELLED:
            self._preparing.discard(worker.name)
        return None


def _prepare(rules: RuleSet) -> object:
    """In the worker's thread: the advisor's module and the table of `rules`."""
    from yahtzee_tui.strategy.advisor import prepare_advisor

    return prepare_advisor(rules)

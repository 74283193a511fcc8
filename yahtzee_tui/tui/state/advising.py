"""The strategy advisor as the app reaches it: a rule set's table is prepared in a worker
thread, then advice is asked of it directly.

Building a table takes seconds the first time (about 2 s for Yahtzee, 5 s for Yatzy, 10 s to
fit Yamb's expert by self-play; it is then cached on disk and loads in a moment), so it never
happens on the UI thread. Once a table is in memory, advice for a position takes about a
millisecond and is asked for as the game moves. When a table is ready the app posts
`AdvisorReady` to its screens; whoever waited for it looks again.

`prepare_ahead` builds the tables of the rule sets a player may choose, one after another, as
the start screen shows (which says how far it is), so that the first hint of a fresh install
comes as quickly as any later one; once a game opens, only its own rule set's goes on. Where
the app says so (`prepare_ahead`, as the command does) a solver's table is built in a child
process (`strategy.table_child`), which leaves the screen's interpreter alone.
"""

from __future__ import annotations

import sys
from collections import OrderedDict
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from textual.worker import Worker, WorkerState, get_current_worker

from yahtzee_tui.engine import MAIN_RULE_SETS, RuleSet, get_rules
from yahtzee_tui.game import GameState
from yahtzee_tui.i18n import N_, _
from yahtzee_tui.strategy.advice import Advice
from yahtzee_tui.strategy.styles import SOLVABLE
from yahtzee_tui.strategy.table_child import build_apart, stored
from yahtzee_tui.tui.views.hints import playable_advice

if TYPE_CHECKING:
    from textual.app import App

WORKER_GROUP = "advisor"
# Positions whose advice is kept: the one on the table and the few before it (for the coach).
REMEMBERED = 8
PREPARING = N_("Preparing the advisor…")
ADVISOR = "yahtzee_tui.strategy.advisor"
SPREAD = "yahtzee_tui.strategy.spread_table"
WIN_TABLES = "+win"  # a worker's name: the rule set's id and this
# Seconds between the start screen's first frame and the first table built ahead.
AHEAD_AFTER = 0.5


def choosable_tables(first: str | None = None) -> list[str]:
    """The rule sets of the start screen whose advisor needs a table built (`first` first)."""
    built = [rule_id for rule_id in MAIN_RULE_SETS if rule_id in SOLVABLE]
    return sorted(built, key=lambda rule_id: rule_id != first)


class BuildCalledOff(Exception):
    """A table's build stopped because its worker was cancelled (the app is ending)."""


class AdvisorLink:
    """Advice for game states; prepares a rule set's table in a worker when first asked."""

    def __init__(self, app: App[Any]) -> None:
        self.app = app
        self._preparing: set[str] = set()
        self._problems: dict[str, str] = {}
        self._remembered: OrderedDict[int, tuple[GameState, list[Advice]]] = OrderedDict()
        self._ahead: list[str] = []  # rule sets to prepare next, in the background
        self._ahead_now: str | None = None  # the one of them being prepared
        # How far each table being built is (written by its worker thread, read by the UI),
        # the advisors' and the win level's.
        self._built: dict[str, float] = {}
        self._win_built: dict[str, float] = {}

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
            lambda: self._build(rules),
            name=rules.id,
            group=WORKER_GROUP,
            description=f"preparing the {rules.name} advisor",
            thread=True,
            exit_on_error=False,
        )

    def _build(self, rules: RuleSet) -> str | None:
        """In the worker: load or build the table, noting how far a build is, and stopping
        when the worker is cancelled."""
        worker = get_current_worker()

        def progress(done: int, total: int) -> None:
            if worker.is_cancelled:
                raise BuildCalledOff
            self._built[rules.id] = done / max(1, total)

        # The advisor (and NumPy) loads here, in the worker's thread, not on the app's loop.
        from yahtzee_tui.strategy.advisor import prepare_advisor

        try:
            # Apart, the solver leaves this process's interpreter to the screen.
            apart = getattr(self.app, "prepare_ahead", False) and rules.id in SOLVABLE
            if apart and not stored(rules.id) and build_apart(rules.id, progress):
                return prepare_advisor(rules)  # a quick load of what the child stored
            return prepare_advisor(rules, progress)
        finally:
            self._built.pop(rules.id, None)

    def win_ready(self, rules: RuleSet) -> bool:
        """Whether the win level's tables for `rules` are in memory (its moves come at once)."""
        if SPREAD not in sys.modules:
            return False
        from yahtzee_tui.strategy.spread_table import spread_in_memory

        return spread_in_memory(rules.id)

    def prepare_win(self, rules: RuleSet) -> bool:
        """Start building the win level's spread table for `rules` (seconds, once a machine:
        then it is read from the cache), unless it is in memory or under way; AdvisorReady
        follows. False when it could not be built (the error was told): play without it."""
        name = rules.id + WIN_TABLES
        if name in self._problems:
            return False
        if self.win_ready(rules) or name in self._preparing:
            return True
        self._preparing.add(name)

        def build() -> None:
            worker = get_current_worker()

            def progress(done: int, total: int) -> None:
                if worker.is_cancelled:
                    raise BuildCalledOff
                self._win_built[rules.id] = done / max(1, total)

            from yahtzee_tui.strategy.spread_table import spread_table

            try:
                spread_table(rules.id, progress)
            finally:
                self._win_built.pop(rules.id, None)

        self.app.run_worker(
            build,
            name=name,
            group=WORKER_GROUP,
            description=f"preparing the {rules.name} win level",
            thread=True,
            exit_on_error=False,
        )
        return True

    def progress(self, rules: RuleSet, win: bool = False) -> float | None:
        """How far the build of the advisor's table for `rules` is (`win`: the win level's
        tables), 0 to 1; None while none reports how far it is (a load from the cache)."""
        return (self._win_built if win else self._built).get(rules.id)

    def prepare_ahead(self, rule_ids: Iterable[str]) -> None:
        """Prepare the tables of `rule_ids` one after another in the background (the first
        first), those not in memory yet: Yamb's presets load at once, a solver's table is
        built the first time. The first build starts a moment after the next frame is drawn:
        loading the solver (NumPy) in a thread meanwhile would slow the start screen's first
        frame."""
        self._ahead = [rule_id for rule_id in rule_ids if not self.ready(get_rules(rule_id))]
        if self._ahead:
            self.app.call_after_refresh(self.app.set_timer, AHEAD_AFTER, self._next_ahead)

    def stop_ahead(self, keep: str) -> None:
        """A game of rule set `keep` opens: building other tables ahead stops (a build in a
        thread would slow the game's own hints and moves), that one's goes on."""
        self._ahead = []
        if self._ahead_now is None or self._ahead_now == keep:
            return
        for worker in self.app.workers:
            if worker.group == WORKER_GROUP and worker.name == self._ahead_now:
                worker.cancel()  # its build stops at its next progress step

    def _next_ahead(self) -> None:
        if self._preparing:
            return  # one build at a time: the next starts when this one is done
        while self._ahead:
            rules = get_rules(self._ahead.pop(0))
            if not self.ready(rules) and rules.id not in self._problems:
                self._ahead_now = rules.id
                self.prepare(rules)
                return

    def building(self) -> tuple[str, float] | None:
        """The rule set whose table is being built and how far it is (0 to 1), or None when
        no table is being built nor waits to be."""
        for rules_id, done in list(self._built.items()):
            return rules_id, done
        waiting = self._ahead_now or next(iter(self._ahead), None)
        return None if waiting is None else (waiting, 0.0)

    def worker_changed(self, worker: Worker[object]) -> str | None:
        """A preparing worker finished: the id of the rule set now ready (else None; a failure
        is kept and told)."""
        if worker.group != WORKER_GROUP or worker.name not in self._preparing:
            return None
        if worker.is_finished:
            self._preparing.discard(worker.name)
            if worker.name == self._ahead_now:
                self._ahead_now = None
            if worker.is_cancelled:
                self._ahead = []
            else:
                self._next_ahead()
        if worker.state == WorkerState.SUCCESS:
            return worker.name
        if worker.state == WorkerState.ERROR and not worker.is_cancelled:
            self._problems[worker.name] = _("the advisor could not be prepared: {error}").format(
                error=worker.error
            )
            self.app.notify(self._problems[worker.name], severity="error")
            return worker.name
        return None

"""What the table's hints play for: the most points, the win, or a target (`o` cycles them;
a new game takes the settings' objective, a resumed one the objective kept in the table's
notes beside its save, with the targets found). Under the win or a target the options' chances
are worked out in a worker thread (`tui/state/objective_chances.py`) as the position changes,
the panel saying how far the solve is; a chance is shown only beside the position it was
worked out for. A target is looked up in the records in a thread, once it is chosen."""

from __future__ import annotations

from textual import work
from textual.reactive import var
from textual.timer import Timer
from textual.worker import Worker, WorkerState, get_current_worker

from yahtzee_tui.game import GameState
from yahtzee_tui.i18n import _, translate
from yahtzee_tui.storage.objective import Objective
from yahtzee_tui.storage.settings import OBJECTIVES
from yahtzee_tui.tui.screens.table.mirror import MirroredTable
from yahtzee_tui.tui.services import TableServices
from yahtzee_tui.tui.state.objective_chances import (
    Found,
    Goal,
    ObjectiveChances,
    chances_from,
    find_target,
    objective_goal,
)
from yahtzee_tui.tui.views.hints import ObjectiveShown
from yahtzee_tui.tui.views.net_view import NetView
from yahtzee_tui.tui.views.objectives import (
    NO_TARGET,
    POINTS,
    TARGET,
    TARGET_LATER,
    WIN,
    YAMB_OBJECTIVES,
    Target,
    next_objective,
    switched_words,
)
from yahtzee_tui.tui.views.table_words import StatusSaid

CHANCES_GROUP = "objective-chances"
TARGET_GROUP = "objective-target"
# How often the panel looks at how far a solve is, while one runs.
LOOK_EVERY = 0.25
TargetKey = tuple[str, str, str | None]


def target_key(state: GameState, seat: int | None = None) -> TargetKey:
    """Whose target (the player to move's, or `seat`'s), under which rules, on which day:
    what a target depends on."""
    player = state.current_player if seat is None else state.players[seat]
    return player.name.casefold(), state.rules_id, state.daily


class ObjectiveTable(MirroredTable):
    """The table's objective and the chances of it; `TableScreen` adds the moves."""

    objective: var[str] = var(POINTS)
    # Bumped as chances land or a solve moves on: the hint is worked out again.
    chance_tick: var[int] = var(0)

    def __init__(self, state: GameState, services: TableServices, net: NetView | None) -> None:
        super().__init__(state, services, net)
        self.chances = ObjectiveChances()
        self.targets: dict[TargetKey, Target | None] = {}
        self._asked: set[TargetKey] = set()  # targets being looked up
        self._looking: Timer | None = None
        self._solving: Worker[Found] | None = None  # the solve under way
        kept = self._notes.objective if self._notes is not None else None
        kind = services.objective_by_default if kept is None else kept.kind
        for seat, target in (kept.targets if kept is not None else {}).items():
            self.targets[target_key(state, seat)] = target
        if kind not in OBJECTIVES or (state.ruleset.is_yamb and kind != WIN):
            kind = POINTS  # at Yamb, points or the win
        self.set_reactive(ObjectiveTable.objective, kind)
        self.set_reactive(MirroredTable.meter_points_play, kind == WIN)
        services.objective_chosen(self.objective_kept(state))

    # --- what the panel shows ----------------------------------------------------------------

    def target_of(self, state: GameState) -> Target | None:
        return self.targets.get(target_key(state))

    def objective_kept(self, state: GameState) -> Objective:
        """The objective as the game keeps it: its kind and the targets found, by seat."""
        seats = range(len(state.players))
        found = {seat: self.targets.get(target_key(state, seat)) for seat in seats}
        return Objective(self.objective, {seat: t for seat, t in found.items() if t is not None})

    def objective_heading(self, state: GameState) -> ObjectiveShown | None:
        if self.objective == POINTS or (state.ruleset.is_yamb and self.objective != WIN):
            return None
        return ObjectiveShown(self.objective, self.target_of(state))

    def objective_shown(self, state: GameState) -> ObjectiveShown | None:
        heading = self.objective_heading(state)
        if heading is None:
            return None
        target = heading.target
        goal = objective_goal(self.objective, target)
        if goal is None:  # a target still looked up
            return ObjectiveShown(self.objective)
        found = self.chances.found(state, goal)
        options = found.options if found is not None else None
        if found is None and not self.chances.within_reach(state, goal):
            horizon = chances_from(state) if state.has_rolled else None
            cells = state.ruleset.is_yamb
            return ObjectiveShown(self.objective, target, horizon=horizon, cells=cells)
        working = None
        if found is None and self._solving is not None:  # this one's, or it waits for one
            working = self.chances.done(state, goal) or 0.0
        return ObjectiveShown(self.objective, target, options, working)

    # --- the key ------------------------------------------------------------------------------

    def action_cycle_objective(self) -> None:
        """`o`: the hints play for the next objective (points → win → target), passing over
        a target the records have none for; the status line says the objective now in force."""
        state = self.state
        if state is None:
            return
        key = target_key(state)
        no_target = key in self.targets and self.targets[key] is None
        kind = next_objective(self.objective, state, no_target)
        # Asked now, so that the next press knows whether there is a target to play for.
        self._look_up_target(state)
        if kind == self.objective:  # nothing else applies here: said why
            if state.ruleset.is_yamb:
                self.show_status(_(YAMB_OBJECTIVES), problem=False)
            else:
                self.show_status(_(NO_TARGET).format(player=state.current_player.name), False)
            return
        passed_over = no_target and kind == POINTS and not state.ruleset.is_yamb
        self.objective = kind
        # The target would have come before points: said when it will.
        later = _(TARGET_LATER).format(player=state.current_player.name) if passed_over else ""
        self._say_objective(state, later)

    def _say_objective(self, state: GameState, then: str = "") -> None:
        target = self.target_of(state)
        if self.objective == TARGET and target is None:
            return  # said once the records have answered
        name = state.current_player.name
        cells = state.ruleset.is_yamb
        said = switched_words(self.objective, target, name, chances_from(state), cells)
        self.show_status(f"{said} {then}".strip(), False)

    def show_status(self, text: str, problem: bool = True, through_turn: bool = False) -> None:
        """A line for the player until their next move (`through_turn`: until a human's
        turn, through the computers' moves)."""
        # A lower layer's sentence, in words.
        self.said = StatusSaid(translate(text), problem, through_turn)

    # --- working out ----------------------------------------------------------------------------

    def advisor_looked_at(self) -> None:
        super().advisor_looked_at()
        self.look_for_chances()

    def watch_hints(self, hints: bool) -> None:
        super().watch_hints(hints)
        self.look_for_chances()

    def watch_objective(self, kind: str) -> None:
        self.meter_points_play = kind == WIN
        self._objective_changed()
        self.look_for_chances()

    def _objective_changed(self) -> None:
        """The app (for the Review) and the notes beside the save learn the objective."""
        if self.state is not None:
            self.services.objective_chosen(self.objective_kept(self.state))
            self.keep_notes()

    def look_for_chances(self) -> None:
        """Start working out the chances of the position on the table, unless they are kept
        or not wanted. One solve runs at a time and runs to its end (the coach may wait for
        it, and a solve serves the later positions of the same card); once it lands, the
        position then on the table is looked at again. Hints off, or points, call it off."""
        state = self.state
        if state is None:
            return
        if self.objective == TARGET:
            self._look_up_target(state)
        goal = objective_goal(self.objective, self.target_of(state))
        if not self.hints or goal is None:
            self.workers.cancel_group(self, CHANCES_GROUP)
            self._solving = None
            return
        # Chances for the players at this keyboard: a computer's turn waits for none.
        mover = self.keys_here(state) and not state.current_player.is_computer
        if not (mover and self.advisor_ready and self.chances.within_reach(state, goal)):
            return
        if self._solving is not None or self.chances.found(state, goal) is not None:
            return
        self._solving = self._work_out(state, goal)
        if self._looking is None:
            self._looking = self.set_interval(LOOK_EVERY, self._look_at_progress)

    def _look_at_progress(self) -> None:
        self.chance_tick += 1  # the hint reads how far the solve is
        if self._solving is None and self._looking is not None:
            self._looking.stop()
            self._looking = None

    def _look_up_target(self, state: GameState) -> None:
        """Look up the target of the player to move in the records, once (not at Yamb)."""
        key = target_key(state)
        if state.ruleset.is_yamb or key in self.targets or key in self._asked:
            return
        self._asked.add(key)
        self._find_target(state)

    @work(thread=True, group=CHANCES_GROUP, exit_on_error=False)
    def _work_out(self, state: GameState, goal: Goal) -> Found:
        worker = get_current_worker()
        return self.chances.work_out(state, goal, lambda: worker.is_cancelled)

    @work(thread=True, group=TARGET_GROUP, exit_on_error=False)
    def _find_target(self, state: GameState) -> tuple[TargetKey, Target | None]:
        return target_key(state), find_target(state)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        worker = event.worker
        if worker.group == CHANCES_GROUP:
            event.stop()
            if not worker.is_finished:
                return
            if worker is self._solving:
                self._solving = None
            if worker.state == WorkerState.SUCCESS and isinstance(worker.result, Found):
                self.chances.keep(worker.result)
                self.chance_tick += 1
                self.chances_landed()
            elif worker.state == WorkerState.ERROR:
                self.log.error(f"the objective's chances failed: {worker.error}")
            self.look_for_chances()  # the position on the table now, if it is another
        elif worker.group == TARGET_GROUP:
            event.stop()
            if worker.state == WorkerState.SUCCESS and isinstance(worker.result, tuple):
                self._target_found(*worker.result)
            elif worker.state == WorkerState.ERROR:
                self.log.error(f"the target could not be looked up: {worker.error}")

    def _target_found(self, key: TargetKey, target: Target | None) -> None:
        self.targets[key] = target
        self._asked.discard(key)
        if target is not None:
            self._objective_changed()  # kept with the game: a resumed game plays toward it
        state = self.state
        if state is None or target_key(state) != key or self.objective != TARGET:
            return
        if target is None:
            self.objective = POINTS
            self.show_status(_(NO_TARGET).format(player=state.current_player.name), False)
            return
        self._say_objective(state)
        self.chance_tick += 1
        self.look_for_chances()

    def chances_landed(self) -> None:
        """Chances of a position landed (`TableScreen`: the coach judges what waited)."""

    def keep_notes(self) -> None:
        """Keep the table's notes beside the save (`TableScreen`: with the objective)."""

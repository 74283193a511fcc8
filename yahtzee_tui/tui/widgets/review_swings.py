"""The Review tab's list of the largest swings of the chance to win (two or more players).

Each roll, call and score of the game moved its player's chance to win; the list shows those
that moved it most, either way, with the chance before and after. They are worked out in a
worker once the review is shown (a whole game's positions, each played out). Yamb's playouts
take too long for a whole game's positions, so a Yamb review has no list.
"""

from __future__ import annotations

from collections.abc import Iterable

from textual.content import Content
from textual.widgets import Static
from textual.worker import Worker, WorkerState, get_current_worker

from yahtzee_tui.game import Event, GameState
from yahtzee_tui.i18n import N_, _
from yahtzee_tui.strategy.chance_swings import SWING_PLAYOUTS, Swing, game_swings
from yahtzee_tui.strategy.win_chances import Stopped
from yahtzee_tui.tui.views.chance_words import estimate_after, estimate_percent
from yahtzee_tui.tui.views.vocabulary import cell_name, row_name

WORKER_GROUP = "review-swings"
PLAYOUTS = SWING_PLAYOUTS  # per player, at each position of the game
SWINGS_LISTED = 8
HEADING = N_("Largest swings of the chance to win")


def swings_shown(state: GameState) -> bool:
    return len(state.players) > 1 and not state.ruleset.is_yamb


def event_words(state: GameState, event: Event) -> str:
    """What happened: `roll 2: 6 6 6 1 2`, `Chance 22`, `call Poker`."""
    rules = state.ruleset
    if event.kind == "roll":
        dice = " ".join(map(str, event.dice))
        return _("roll {roll}: {dice}").format(roll=event.roll, dice=dice)
    if event.kind == "call" and event.box is not None:
        return _("call {row}").format(row=row_name(rules, event.box))
    if event.box is not None:
        return f"{cell_name(rules, event.column, event.box)} {event.points}"
    return event.kind


def shown_change(swing: Swing) -> int:
    """The change of the chance in percentage points as the line shows it: the difference
    of the two chances as shown (48% → 31%: −17), not of the values behind them."""
    return round(100 * swing.after) - round(100 * swing.before)


def listed_swings(swings: Iterable[Swing]) -> list[Swing]:
    """The swings the list shows, the largest change as shown first, either way (ties in
    order of play): ordered by the values behind them, a +5 (44.51% → 50.01%, 5.5 points)
    came before a −6 (51.5% → 46.49%, 5.01 points), which reads as out of order."""
    return sorted(swings, key=lambda swing: (-abs(shown_change(swing)), swing.index))[
        :SWINGS_LISTED
    ]


def swing_line(state: GameState, swing: Swing) -> str:
    """`Ann, turn 7, Chance 22: 48% → 31% (−17)`."""
    name = state.players[swing.seat].name
    points = shown_change(swing)
    sign = "+" if points > 0 else "−" if points < 0 else "±"
    return _("{name}, turn {turn}, {event}: {before} → {after} ({change})").format(
        name=name,
        turn=swing.event.turn,
        event=event_words(state, swing.event),
        before=estimate_percent(swing.before),
        after=estimate_after(swing.after, ended=swing.index == len(state.history) - 1),
        change=f"{sign}{abs(points)}",
    )


class SwingsList(Static):
    """The largest swings of a finished game, worked out when it is mounted. It takes the
    focus (tab from the chart), which scrolls it into view."""

    can_focus = True

    DEFAULT_CSS = """
    SwingsList { height: auto; margin: 1 0 0 1; }
    SwingsList:focus { background: $primary 15%; }
    """

    def __init__(self, state: GameState) -> None:
        working = _("{heading}: working them out…").format(heading=_(HEADING))
        super().__init__(Content.styled(working, "italic"))
        self.game = state
        self.done = False  # the list is shown (or why it could not be)

    def on_mount(self) -> None:
        self.run_worker(
            self._largest,
            group=WORKER_GROUP,
            description="the swings of the chance to win",
            thread=True,
            exit_on_error=False,
        )

    def _largest(self) -> list[Swing] | None:
        worker = get_current_worker()

        def stop() -> bool:
            # Once the list is taken down (the app quits, another game opens): a whole game's
            # playouts would otherwise run on for seconds in a thread no one reads.
            return worker.is_cancelled

        try:
            swings = game_swings(self.game, playouts=PLAYOUTS, seed=self.game.seed, stop=stop)
        except Stopped:
            return None
        return listed_swings(swings)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        worker = event.worker
        if worker.group != WORKER_GROUP:
            return
        event.stop()
        if worker.state in (WorkerState.ERROR, WorkerState.SUCCESS):
            self.done = True
        if worker.state == WorkerState.ERROR:
            said = _("{heading}: they could not be worked out ({problem})").format(
                heading=_(HEADING), problem=worker.error
            )
            self.update(Content(said))
        elif worker.state == WorkerState.SUCCESS and isinstance(worker.result, list):
            lines = [swing_line(self.game, swing) for swing in worker.result]
            heading = Content.styled(_(HEADING), "bold $text-primary")
            # Player names are their own text: never read as markup.
            self.update(Content("\n").join([heading, *(Content(line) for line in lines)]))

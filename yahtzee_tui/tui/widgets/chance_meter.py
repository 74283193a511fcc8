"""The win-chance meter: each player's chance to win, worked out in a worker after each move.

Bound to the table's state and hints toggle. A new position (`strategy.meter`: the cards, the
dice and rolls, a call; not the dice held) starts a new estimate in a thread (`exclusive`: an
estimate still running for an older position is called off, its Yamb playouts kept for the
next to go on with; a new state of the same position lets it run on); the figures shown are
the last ones worked out, dimmed while they belong to an older position. Nothing runs while
the table waits for a move, but twice: as soon as the advisor's table is in, the cards as they
stand are played out beside the first estimate; and once the figure of a turn's start has
landed, the dice its first roll will show (the game's generator decides them) are played out,
so that the roll finds its figure kept.
"""

from __future__ import annotations

from typing import Any

from textual import work
from textual.content import Content
from textual.reactive import reactive
from textual.widget import Widget
from textual.worker import Worker, WorkerState, get_current_worker

from yahtzee_tui.game import GameState
from yahtzee_tui.i18n import _
from yahtzee_tui.strategy.positions import position_seed
from yahtzee_tui.tui.views.chance_words import METER_TITLE, decided, meter_line, meter_shown
from yahtzee_tui.tui.views.table_words import grand_total

WORKER_GROUP = "chances"
Estimate = tuple[int, tuple[float, ...], bool]
WARM_GROUP = "chances-warm"


# Read through this module (the coach's swing notes too), so that tests can use fewer playouts.
# The playouts (NumPy) load in the meter's thread, not with the table.
def meter_playouts(state: GameState, seat: int) -> int:
    from yahtzee_tui.strategy.meter import meter_playouts as playouts

    return playouts(state, seat)


class ChanceMeter(Widget):
    DEFAULT_CSS = """
    ChanceMeter {
        height: auto;
        color: $foreground;
    }
    """

    state: reactive[GameState | None] = reactive(None)
    hints: reactive[bool] = reactive(False)
    # The advisor's table is in: the playouts need it (the table says when it is).
    ready: reactive[bool] = reactive(False)
    # The hints play for the win: the line says its figures are of everyone playing for points.
    points_play: reactive[bool] = reactive(False, layout=True)
    # The players' grand totals go beside their figures (a Yamb table whose players' panel
    # steps aside for the hints): the standings stay in sight.
    totals: reactive[bool] = reactive(False, layout=True)
    # The last estimate: (the seed of the position it is for, each seat's chance, whether
    # the figures are rough: few playouts, written "≈49%").
    estimate: reactive[Estimate | None] = reactive(None, layout=True)
    # The estimate under way: the seed of its position, and its worker.
    _working: tuple[int, Worker[Any]] | None = None
    _warmed = False  # the cards as they stood when the meter first could run are played out

    def watch_state(self) -> None:
        self._estimate()

    def watch_hints(self) -> None:
        self._estimate()

    def watch_ready(self) -> None:
        self._estimate()

    @property
    def settled(self) -> bool:
        """The figures shown are for the position on the table."""
        state, estimate = self.state, self.estimate
        if state is None or estimate is None:
            return False
        return estimate[0] == position_seed(state)

    def _estimate(self) -> None:
        state = self.state
        self.display = meter_shown(state, self.hints)
        if state is None or not self.display:
            self.workers.cancel_group(self, WORKER_GROUP)
            self._working = None
            return
        # The playouts need the advisor's table: while the app prepares it, wait for it.
        if not self.ready:
            return
        if not self._warmed:
            self._warmed = True
            self._warm(state)
        if self.settled:
            # Back at the position shown (a move undone): an estimate of another is not wanted.
            if self._working is not None:
                self.workers.cancel_group(self, WORKER_GROUP)
                self._working = None
            return
        # A new state of the same position (a hold, a hint shown) lets its estimate run on.
        seed = position_seed(state)
        if self._working is None or self._working[0] != seed:
            self._working = (seed, self._play_out(state, seed))

    @work(exclusive=True, thread=True, group=WORKER_GROUP, exit_on_error=False)
    def _play_out(self, state: GameState, seed: int) -> Estimate | None:
        from yahtzee_tui.strategy.meter import (  # NumPy: in the thread
            Stopped,
            meter_chances,
            rough_figures,
        )

        worker = get_current_worker()
        try:
            chances = meter_chances(state, meter_playouts, lambda: worker.is_cancelled)
        except Stopped:
            return None
        return seed, chances, rough_figures(state)

    @work(thread=True, group=WARM_GROUP, exit_on_error=False)
    def _warm(self, state: GameState) -> None:
        """Play out the cards as they stand as soon as the advisor's table is in (at a
        game's start, the empty card every seat holds), beside the estimate: one the player
        calls off by rolling at once goes on here, and the first roll finds them kept."""
        from yahtzee_tui.strategy.meter import warm

        warm(state, meter_playouts)

    @work(thread=True, group=WARM_GROUP, exit_on_error=False)
    def _foresee(self, state: GameState) -> None:
        """Play out the player to move's card from the dice the next roll will show."""
        from yahtzee_tui.net.replica import PLACEHOLDER_GENERATOR
        from yahtzee_tui.strategy.meter import foresee

        # A network table's dice come from its server: its generator only stands in.
        if state.rng_state != PLACEHOLDER_GENERATOR:
            foresee(state, meter_playouts)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        worker = event.worker
        if worker.group == WARM_GROUP:
            event.stop()
            if worker.state == WorkerState.ERROR:
                self.log.error(f"warming the win chances failed: {worker.error}")
            return
        if worker.group != WORKER_GROUP:
            return
        event.stop()
        if worker.is_finished and self._working is not None and self._working[1] is worker:
            self._working = None
        if worker.state == WorkerState.SUCCESS and isinstance(worker.result, tuple):
            # An estimate of a position left (a move undone) never covers the position's own.
            state = self.state
            if state is not None and self.settled and worker.result[0] != position_seed(state):
                return
            self.estimate = worker.result
            if state is not None and self.settled and not state.has_rolled:
                self._foresee(state)
        elif worker.state == WorkerState.ERROR:
            self.log.error(f"win chances failed: {worker.error}")

    def render(self) -> Content:
        state, estimate = self.state, self.estimate
        if state is None or estimate is None or len(estimate[1]) != len(state.players):
            return Content.styled(_(METER_TITLE) + " …", "italic $foreground-muted")
        names = [player.name for player in state.players]
        totals = None
        if self.totals:
            totals = [grand_total(state, seat) for seat in range(len(state.players))]
        width = self.content_size.width or 30
        chances, certain = estimate[1], decided(state)
        if certain:  # the winner already known: no playout can say otherwise
            chances = tuple(float(seat == state.current) for seat in range(len(state.players)))
        line = meter_line(names, chances, width, self.points_play, totals, estimate[2], certain)
        figure_style = "$foreground-muted" if not self.settled else "$foreground"
        styles = {"title": "italic $foreground-muted", "figure": figure_style, "total": "bold"}
        lines = []
        for pieces in line.lines():
            parts = []
            for text, kind, seat in pieces:
                # Names are the players' own text: never read as markup.
                part = Content.styled(text, styles[kind]) if kind in styles else Content(text)
                if kind == "name" and seat == state.current:
                    part = part.stylize("bold")
                parts.append(part)
            lines.append(Content.assemble(*parts))
        return Content("\n").join(lines)

"""The game-over screen's Review tab: each player's figures, the worst decisions, and a chart
of each player's expected final score turn by turn.

The review needs the advisor's tables and a few hundred advisor calls, so it is made in a
worker the first time the tab is shown. Enter, or a click on the decision picked (the first
click picks it, as on the scorecard), asks for its position in the hint panel's words
(`ReviewPane.PositionChosen`: the game-over screen opens it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rich.console import RenderableType
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.content import Content
from textual.message import Message
from textual.widget import Widget
from textual.widgets import DataTable, Static, TabbedContent, TabPane
from textual.worker import Worker, WorkerState
from textual_plotext import PlotextPlot

from yahtzee_tui.game import GameState
from yahtzee_tui.i18n import _
from yahtzee_tui.strategy import prepare_advisor
from yahtzee_tui.strategy.review import (
    Decision,
    GameReview,
    GoalDecision,
    review,
)
from yahtzee_tui.tui.views.chart_ticks import whole_ticks
from yahtzee_tui.tui.views.objectives import POINTS, Objective
from yahtzee_tui.tui.views.review_fit import WorstList, fitted_players_table, worst_list
from yahtzee_tui.tui.views.review_goals import (
    judged_decisions,
    marked_worst,
    win_heading,
    win_lines,
)
from yahtzee_tui.tui.views.review_words import measure_words
from yahtzee_tui.tui.widgets.review_swings import SwingsList, swings_shown

WORKER_GROUP = "review"
# What the worst decisions' list leaves of the pane's width: its margin and its scroll bar.
WORST_LIST_MARGINS = 3
# One colour per seat, for the chart's lines (the felt theme's colours first).
SEAT_COLOURS = (
    (233, 196, 106),
    (42, 157, 143),
    (244, 162, 97),
    (149, 213, 178),
    (255, 123, 107),
    (180, 160, 220),
)


@dataclass(frozen=True)
class Reviewed:
    """The review, and under the win or a target the decisions judged by its chance."""

    found: GameReview
    for_the_win: tuple[GoalDecision, ...] | None = None


class ScoreChart(PlotextPlot):
    """The expected final score chart; it takes the focus (tab from the list), which scrolls
    it into view."""

    can_focus = True

    DEFAULT_CSS = """
    ScoreChart { border: round $primary 30%; }
    ScoreChart:focus { border: round $primary; }
    """


class PlayersFigures(Widget):
    """Each player's figures, in the words that fit the tab's width (`fitted_players_table`)."""

    DEFAULT_CSS = "PlayersFigures { height: auto; }"

    def __init__(self, found: GameReview, id: str | None = None) -> None:
        super().__init__(id=id)
        self.found = found

    def render(self) -> RenderableType:
        return fitted_players_table(self.found, self.content_size.width or 80)


class ReviewPane(VerticalScroll):
    """The Review tab's content, for one finished game.

    The list of decisions holds the focus (its arrows pick a row), but the paging keys scroll
    the whole review, so that the chart and the swings below are reached by keyboard too."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("pagedown", "page_down", show=False, priority=True),
        Binding("pageup", "page_up", show=False, priority=True),
        Binding("end", "scroll_end", show=False, priority=True),
        Binding("home", "scroll_home", show=False, priority=True),
    ]

    DEFAULT_CSS = """
    ReviewPane {
        padding: 0 1;
        #review-status { color: $foreground-muted; text-style: italic; margin: 1 0 0 1; }
        .review-heading { text-style: bold; color: $text-primary; margin: 1 0 0 1; }
        #review-players { margin: 0 0 0 1; height: auto; }
        #review-worst { height: auto; max-height: 12; margin: 0 0 0 1; }
        #review-legend { color: $foreground-muted; margin: 0 0 0 1; }
        #review-chart { height: 18; min-width: 40; margin: 0 0 1 0; }
    }
    """

    @dataclass
    class PositionChosen(Message):
        """Show the position of `decision` in `state` (a dialog of the screen's)."""

        state: GameState
        decision: Decision

    def __init__(self, state: GameState, objective: Objective | None = None) -> None:
        super().__init__(id="review-pane")
        self.state = state
        # What the hints played for: the win or a target adds its judgement.
        self.objective = objective or Objective(POINTS)
        self.found: GameReview | None = None
        self.judged: tuple[GoalDecision, ...] = ()  # the decisions judged by the objective
        self._started = False

    def compose(self) -> ComposeResult:
        yield Static(Content(_("Reviewing the game…")), id="review-status")

    def on_show(self, event: events.Show) -> None:
        self.start()

    def start(self) -> None:
        """Review the game in a worker, the first time the tab shows (once: later calls only
        give the list the focus). The screen calls it as the tab becomes the active one too:
        Textual may send no `Show` then (after a tab was scrolled, the pane can count as
        shown before its first layout), and the review would wait for ever."""
        if not self._started:
            self._started = True
            self.run_worker(
                self._review,
                name="review",
                group=WORKER_GROUP,
                description="reviewing the game",
                thread=True,
                exit_on_error=False,
            )
        self._focus_list()

    def _review(self) -> Reviewed:
        prepare_advisor(self.state.ruleset)
        found = review(self.state)
        return Reviewed(found, judged_decisions(found, self.objective))

    @on(Worker.StateChanged)
    def _reviewed(self, event: Worker.StateChanged) -> None:
        worker = event.worker
        if worker.group != WORKER_GROUP:
            return
        event.stop()
        status = self.query_one("#review-status", Static)
        if worker.state == WorkerState.ERROR:
            said = _("The game could not be reviewed: {problem}").format(problem=worker.error)
            status.update(Content(said))
        elif worker.state == WorkerState.SUCCESS and isinstance(worker.result, Reviewed):
            self._show_review(worker.result.found, worker.result.for_the_win)

    def _show_review(
        self, found: GameReview, for_the_win: tuple[GoalDecision, ...] | None = None
    ) -> None:
        self.found, self.judged = found, for_the_win or ()
        self.query_one("#review-status", Static).update(Content(measure_words(found)))
        # Every decision that gave something away: a player's total is the sum of their rows.
        worst = self.worst(found)
        heading = _("Worst decisions: enter, or a click on the row picked, opens its position")
        if not worst:
            heading = _("No choice gave anything away.")
        self.mount_all(
            [
                PlayersFigures(found, id="review-players"),
                Static(
                    Content(heading),
                    classes="review-heading",
                ),
                *self._worst_table(found, worst),
                *self._win_judged(found, for_the_win),
                Static(
                    Content(_("Expected final score, turn by turn (tab shows it)")),
                    classes="review-heading",
                ),
                self._chart(found),
                *([SwingsList(found.state)] if swings_shown(found.state) else []),
            ]
        )
        self.call_after_refresh(self._focus_list)

    def _win_judged(
        self, found: GameReview, judged: tuple[GoalDecision, ...] | None
    ) -> list[Static]:
        """Under the win or a target: the choices that gave away its chance, in the coach's
        words ("Ann, turn 12: Yahtzee −3% to win, best was Full house")."""
        if judged is None:
            return []
        lines = win_lines(found.state, judged, self.objective)
        heading = win_heading(found.state, self.objective, bool(lines))
        shown = [Static(Content(heading), classes="review-heading")]
        if lines:
            shown.append(Static(Content("\n".join(lines)), id="review-win"))
        return shown

    def worst(self, found: GameReview) -> list[Decision]:
        """The decisions that gave points away, worst first; those that were the best for the
        objective (the win, a target) marked so: under it they were no mistake."""
        return marked_worst(found, self.judged)

    def _worst_table(self, found: GameReview, worst: list[Decision]) -> list[Widget]:
        """The list, and under it the legend of its help marks (shown where it has marks)."""
        table: DataTable[str] = DataTable(id="review-worst", cursor_type="row", zebra_stripes=True)
        legend = Static(id="review-legend")
        self._fill_worst(table, worst_list(found, worst, self._worst_room()), worst, legend)
        table.display = bool(worst)
        return [table, legend]

    def _worst_room(self) -> int | None:
        """The cells the worst decisions' list has (the pane's scroll bar, the list's margin
        and scroll bar left out); None before the pane is laid out."""
        width = self.content_region.width  # the pane's scroll bar left out whether shown or not
        return width - self.styles.scrollbar_size_vertical - WORST_LIST_MARGINS if width else None

    def _fill_worst(
        self, table: DataTable[str], shown: WorstList, worst: list[Decision], legend: Static
    ) -> None:
        """The list in the words `shown`, and under it the legend of its marks."""
        legend.update(Content(shown.legend))
        legend.display = bool(shown.legend)
        row = table.cursor_row
        table.clear(columns=True)
        # Widths given, not measured: the DataTable measures new rows only when idle, and a
        # resize can draw it before then; the cells it draws so are cached, cut to the
        # headers' widths ("Četvo", four dice of five), until the next fill.
        for header, width in zip(shown.headers, shown.column_widths, strict=True):
            table.add_column(header, width=width)
        for cells, decision in zip(shown.rows, worst, strict=True):
            table.add_row(*cells, key=str(decision.index))
        if table.row_count:
            table.move_cursor(row=min(row, table.row_count - 1), scroll=False)

    def on_resize(self, event: events.Resize) -> None:
        """The worst decisions' list in the words that fit the new width."""
        found = self.found
        tables = self.query("#review-worst").results(DataTable)
        legends = self.query("#review-legend").results(Static)
        for table, legend in zip(tables, legends, strict=True):
            if found is not None:
                worst = self.worst(found)
                shown = worst_list(found, worst, self._worst_room())
                self._fill_worst(table, shown, worst, legend)

    def _chart(self, found: GameReview) -> ScoreChart:
        chart = ScoreChart(id="review-chart")
        plt = chart.plt
        turns = found.state.turns_total
        for player in found.players:
            colour = SEAT_COLOURS[player.seat % len(SEAT_COLOURS)]
            steps = list(range(len(player.expected)))
            plt.plot(
                steps, list(player.expected), label=player.name, color=colour, marker="braille"
            )
            if found.state.is_over:
                plt.scatter([turns], [player.total], marker="◆", color=colour)
        plt.xlabel(_("turns played"))
        # Room after the last turn, so that the final totals' ◆ stand clear of the frame.
        plt.xlim(0, turns + max(1, turns // 20))
        plt.xticks(sorted({*whole_ticks(0, turns, 7), turns}))
        figures = [value for player in found.players for value in player.expected]
        ticks = whole_ticks(min(figures), max(figures), 6)
        plt.yticks([float(tick) for tick in ticks], [str(tick) for tick in ticks])
        return chart

    def _focus_list(self) -> None:
        """The list of decisions takes the focus, if the Review is still the tab shown: a
        focus given to a hidden tab's widget would bring its tab back (a key for another tab
        may have come between the Review showing and this)."""
        pane = next((node for node in self.ancestors if isinstance(node, TabPane)), None)
        tabs = next((node for node in self.ancestors if isinstance(node, TabbedContent)), None)
        if pane is not None and tabs is not None and tabs.active != pane.id:
            return
        tables = self.query("#review-worst").results(DataTable)
        for table in tables:
            if table.display:
                # At once, not after the queue: a key queued behind it sees the focus it left.
                self.screen.set_focus(table, scroll_visible=False)

    @on(DataTable.RowSelected, "#review-worst")
    def _open_position(self, event: DataTable.RowSelected) -> None:
        found = self.found
        if found is None or event.row_key.value is None:
            return
        index = int(event.row_key.value)
        decision = next(d for d in found.decisions if d.index == index)
        self.post_message(self.PositionChosen(found.state, decision))

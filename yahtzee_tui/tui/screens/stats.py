"""Stats: one player's games under one rule set, against the optimal player (Yamb: the expert).

The figures come from the records when the player or the rule set changes; the optimal
player's come from `optimal_profile`, computed once in a worker (then kept in the cache
folder), so the screen never waits: its charts draw the player's part at once and the
optimal part when it is ready."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.message import Message
from textual.reactive import var
from textual.screen import Screen
from textual.widgets import Select, Static, TabbedContent, TabPane
from textual_plotext import PlotextPlot

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import Player
from yahtzee_tui.i18n import N_, _, translate
from yahtzee_tui.storage.records_games import recorded_game
from yahtzee_tui.storage.records_stats import player_games, player_names
from yahtzee_tui.strategy.optimal_profile import (
    OptimalProfile,
    optimal_profile,
    profile_in_memory,
)
from yahtzee_tui.tui.views.stats_charts import (
    draw_accuracy,
    draw_boxes,
    draw_distribution,
    draw_totals,
)
from yahtzee_tui.tui.views.stats_figures import (
    Figures,
    accuracy_over_time,
    figures_by_rules,
    review_accuracy,
    summary_table,
)
from yahtzee_tui.tui.views.vocabulary import rules_name
from yahtzee_tui.tui.widgets.key_footer import KeyFooter

# Marked here, translated where shown (`_(NO_GAMES)`).
NO_GAMES = N_("No games recorded yet: every finished game is recorded, and its figures show here.")
CHARTS = (
    ("tab-totals", N_("Totals")),
    ("tab-spread", N_("Spread")),
    ("tab-boxes", N_("Boxes")),
    ("tab-accuracy", N_("Accuracy")),
)
Series = tuple[list[int], list[float]]
FIGURES_NOTE = N_(
    "own: games without help · assisted: a hint was shown or a move undone · "
    "the optimal player (Yamb: the expert computer) from many simulated games"
)


class ProfileReady(Message):
    def __init__(self, profile: OptimalProfile) -> None:
        super().__init__()
        self.profile = profile


class AccuracyReady(Message):
    def __init__(self, key: tuple[str, str], series: Series) -> None:
        super().__init__()
        self.key = key
        self.series = series


class StatsScreen(Screen[None]):
    """A player's figures and charts per rule set; escape goes back."""

    DEFAULT_CSS = """
    StatsScreen {
        #stats-title {
            dock: top;
            height: 1;
            padding: 0 1;
            background: $panel;
            text-style: bold;
        }
        #stats-choices { height: 1; margin: 1 1 0 1; }
        #stats-choices Select { width: 30; margin-right: 2; }
        #stats-body { padding: 0 1; }
        #stats-message { margin: 1 1; color: $foreground-muted; }
        #stats-summary { height: auto; margin: 1 1 0 1; }
        #stats-note { height: auto; margin: 1 1 0 1; color: $foreground-muted; }
        #stats-charts { height: 1fr; min-height: 10; }
        #stats-charts TabPane { padding: 0; }
        PlotextPlot { height: 1fr; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,q,t", "close", N_("Back")),
        Binding("1", "chart('tab-figures')", N_("Figures")),
        Binding("2", "chart('tab-totals')", N_("Totals")),
        Binding("3", "chart('tab-spread')", N_("Spread")),
        Binding("4", "chart('tab-boxes')", N_("Boxes")),
        Binding("5", "chart('tab-accuracy')", N_("Accuracy")),
    ]

    player: var[str | None] = var(None, init=False)
    rules_id: var[str | None] = var(None, init=False)

    def __init__(self, player: str | None = None, *, last_seats: Sequence[Player] = ()) -> None:
        """`player`'s figures (else the first human of `last_seats`, the last set-up's)."""
        super().__init__()
        self._wanted_player = player
        self._last_seats = tuple(last_seats)
        self._figures: list[Figures] = []
        self._problem: str | None = None
        # (player, rule set) -> the review's accuracy of each kept game, once worked out.
        self._accuracy: dict[tuple[str, str], Series] = {}

    def compose(self) -> ComposeResult:
        yield Static(Content(_("Stats")), id="stats-title")
        names = self._names()
        with Horizontal(id="stats-choices"):
            # A list of players offers players only (no blank "Player" entry) once there are some.
            players = [(name, name) for name in names]
            yield Select(
                players, prompt=_("Player"), allow_blank=not names, id="stats-player", compact=True
            )
            yield Select([], prompt=_("Rule set"), id="stats-rules", compact=True)
        with Vertical(id="stats-body"):
            yield Static(Content(self._problem or _(NO_GAMES)), id="stats-message")
            with TabbedContent(id="stats-charts"):
                with TabPane(_("Figures"), id="tab-figures"), VerticalScroll():
                    yield Static(id="stats-summary")
                    yield Static(Content(_(FIGURES_NOTE)), id="stats-note")
                for tab, title in CHARTS:
                    with TabPane(_(title), id=tab):
                        yield PlotextPlot(id=f"{tab}-plot")
        yield KeyFooter()

    def _names(self) -> list[str]:
        try:
            return player_names()
        except GameError as error:
            self._problem = translate(error)
            return []

    def on_mount(self) -> None:
        names = self._names()
        wanted = self._wanted_player or self._last_human(names)
        if names:
            self.query_one("#stats-player", Select).value = wanted if wanted in names else names[0]
        self._show_figures()

    def _last_human(self, names: list[str]) -> str | None:
        for seat in self._last_seats:
            if not seat.is_computer:
                folded = seat.name.casefold()
                return next((name for name in names if name.casefold() == folded), None)
        return None

    @on(Select.Changed, "#stats-player")
    def _player_chosen(self, event: Select.Changed) -> None:
        self.player = None if event.value is Select.NULL else str(event.value)

    @on(Select.Changed, "#stats-rules")
    def _rules_chosen(self, event: Select.Changed) -> None:
        self.rules_id = None if event.value is Select.NULL else str(event.value)

    def watch_player(self, player: str | None) -> None:
        self._figures = []
        if player is not None:
            try:
                games = player_games(player)
            except GameError as error:
                self._problem = translate(error)
            else:
                self._figures = figures_by_rules(player, games)
        rules = self.query_one("#stats-rules", Select)
        options = [(rules_name(figures.rules), figures.rules.id) for figures in self._figures]
        rules.set_options(options)
        if options:
            kept = self.rules_id in [rules_id for _, rules_id in options]
            rules.value = self.rules_id if kept else options[0][1]
        self._show_figures()

    def watch_rules_id(self, rules_id: str | None) -> None:
        if rules_id is not None and profile_in_memory(rules_id) is None:
            self._compute_profile(rules_id)
        self._show_figures()

    @work(thread=True, exclusive=True, group="optimal-profile")
    def _compute_profile(self, rules_id: str) -> None:
        try:
            profile = optimal_profile(rules_id)
        except (GameError, OSError) as error:
            said = _("The optimal player's figures: {problem}").format(problem=error)
            self.app.call_from_thread(self._show_status, said)
            return
        self.post_message(ProfileReady(profile))

    @on(ProfileReady)
    def _profile_ready(self, event: ProfileReady) -> None:
        if event.profile.rules_id == self.rules_id:
            self._show_figures()

    @work(thread=True, exclusive=True, group="accuracy")
    def _compute_accuracy(self, key: tuple[str, str], figures: Figures) -> None:
        series = accuracy_over_time(figures.games, recorded_game, review_accuracy)
        self.post_message(AccuracyReady(key, series))

    @on(AccuracyReady)
    def _accuracy_ready(self, event: AccuracyReady) -> None:
        self._accuracy[event.key] = event.series
        self._show_figures()

    @property
    def figures(self) -> Figures | None:
        return next((f for f in self._figures if f.rules.id == self.rules_id), None)

    def _show_figures(self) -> None:
        figures = self.figures
        shown = figures is not None
        self.query_one("#stats-message").display = not shown
        self.query_one("#stats-charts").display = shown
        if figures is None:
            return
        profile = profile_in_memory(figures.rules)
        self.query_one("#stats-summary", Static).update(summary_table(figures, profile))
        for tab, draw in zip(
            (tab for tab, _title in CHARTS),
            (draw_totals, draw_distribution, draw_boxes),
            strict=False,
        ):
            plot = self.query_one(f"#{tab}-plot", PlotextPlot)
            draw(plot.plt, figures, profile)
            plot.refresh()
        key = (figures.name.casefold(), figures.rules.id)
        series = self._accuracy.get(key)
        if series is None:
            self._compute_accuracy(key, figures)
        plot = self.query_one("#tab-accuracy-plot", PlotextPlot)
        draw_accuracy(plot.plt, figures, *(series or ([], [])))
        plot.refresh()

    def _show_status(self, line: str) -> None:
        if not self.is_attached:
            return  # said by a worker's thread after the screen was closed
        message = self.query_one("#stats-message", Static)
        message.update(Content(line))
        message.display = True

    def action_chart(self, tab: str) -> None:
        self.query_one("#stats-charts", TabbedContent).active = tab

    def action_close(self) -> None:
        self.dismiss()

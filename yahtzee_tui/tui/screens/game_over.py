"""Game over: standings with shared places, breakdowns, boxes against their best, the throws."""

from __future__ import annotations

from pathlib import Path

from rich.console import Console
from rich.measure import Measurement
from rich.table import Table
from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.css.query import NoMatches
from textual.reactive import var
from textual.widgets import Button, Digits, Static, TabbedContent, TabPane

from yahtzee_tui.engine import RuleSet
from yahtzee_tui.game import GameState, standings
from yahtzee_tui.i18n import N_, _, ngettext
from yahtzee_tui.storage.objective import Objective
from yahtzee_tui.tui.messages import LeaveGame
from yahtzee_tui.tui.screens.review_position import ReviewPositionScreen
from yahtzee_tui.tui.screens.styled_once import StyledOnce
from yahtzee_tui.tui.state.recording import RecordNews, record_finished
from yahtzee_tui.tui.views.objectives import POINTS
from yahtzee_tui.tui.views.results import (
    boxes_table,
    breakdown_table,
    place_word,
    standings_table,
    yamb_columns_table,
    yamb_player_results,
    yamb_sheet_table,
)
from yahtzee_tui.tui.views.vocabulary import fill, rules_name
from yahtzee_tui.tui.widgets.key_footer import KeyFooter
from yahtzee_tui.tui.widgets.match_standings import MatchStandings, NextGameButton
from yahtzee_tui.tui.widgets.result_panel import ResultPanel
from yahtzee_tui.tui.widgets.review_tab import ReviewPane
from yahtzee_tui.tui.widgets.throws_list import ThrowsList

# Measures the result tables' natural widths.
MEASURE = Console(width=1000)
WIDE_FOOTER = 100  # columns from which the footer keys have room to breathe
GAME_OVER_STANDS = N_("The game is over: its last score stands.")


def headline(state: GameState) -> Content:
    """`Ann wins with 245` or `Ann and Bob share 1st place with 200`."""
    ranked = standings(state)
    winners = [s for s in ranked if s.place == 1]
    total = winners[0].total
    name = (winners[0].name, "bold")
    if len(state.players) == 1:
        said = ngettext(
            "{name} finishes with {points} point", "{name} finishes with {points} points", total
        )
        return Content.assemble(*fill(said, name=name, points=str(total)))
    if len(winners) == 1:
        said = ngettext(
            "{name} wins with {points} point", "{name} wins with {points} points", total
        )
        return Content.assemble(*fill(said, name=name, points=str(total)))
    names = [Content.styled(w.name, "bold") for w in winners]
    joined = Content(", ").join(names[:-1]) + Content(_(" and ")) + names[-1]
    said = ngettext(
        "{names} share {place} place with {points} point",
        "{names} share {place} place with {points} points",
        total,
    ).format(names="{names}", place=place_word(1), points=total)
    head, _names, tail = said.partition("{names}")
    return Content(head) + joined + Content(tail)


def winner_words(state: GameState) -> Content:
    """The name(s) on first place, and under them the total with its word and what it
    counts (`323 točk · zmaga`), beside the winning total in big digits."""
    ranked = standings(state)
    first = [s for s in ranked if s.place == 1]
    names = Content(_(" and ")).join(Content.styled(s.name, "bold") for s in first)
    total = first[0].total  # the number these words stand beside
    if len(state.players) == 1:
        deed = ngettext(
            "{points} point · the final score", "{points} points · the final score", total
        )
    elif len(first) == 1:
        deed = ngettext("{points} point · the winner", "{points} points · the winner", total)
    else:
        deed = ngettext(
            "{points} point each · first place shared",
            "{points} points each · first place shared",
            total,
        )
    return Content.assemble(names, "\n", (deed.format(points=total), "italic"))


class GameOverScreen(StyledOnce):
    CSS_PATH = "game_over.tcss"  # read when the screen is first shown
    BINDINGS = [  # noqa: RUF012 - Textual's own class attribute
        Binding("r", "show_tab('tab-results')", N_("Results")),
        Binding("b", "show_tab('tab-boxes')", N_("Boxes")),
        Binding("t", "show_tab('tab-throws')", N_("Throws")),
        Binding("v", "show_tab('tab-review')", N_("Review")),
        Binding("a", "try_again", N_("Try again")),
        Binding("n", "app.new_game", N_("New game")),
        Binding("s", "app.records", N_("Records")),
        Binding("q", "app.quit", N_("Quit")),
        Binding("question_mark", "app.help", N_("Help"), key_display="?"),
        Binding("ctrl+z,u", "undo", show=False),  # the table's undo keys: said why not
        # The buttons hold the focus: the keys scroll the tab shown all the same.
        Binding("pagedown", "scroll_tab('page_down')", show=False),
        Binding("pageup", "scroll_tab('page_up')", show=False),
        Binding("down", "scroll_tab('down')", show=False),
        Binding("up", "scroll_tab('up')", show=False),
        Binding("home", "scroll_tab('home')", show=False),
        Binding("end", "scroll_tab('end')", show=False),
    ]

    # What recording the game came to (new bests, or why it is not recorded yet); None while
    # it is being recorded.
    news: var[RecordNews | None] = var(None, init=False)

    def __init__(
        self,
        state: GameState,
        *,
        watched: bool = False,
        save_path: Path | None = None,
        objective: Objective | None = None,
    ) -> None:
        """The results of `state`, which is recorded as the screen opens (its save in
        `save_path` goes once the records hold it; a network game has none here: the server
        keeps it); a `watched` game is another copy's to record."""
        super().__init__()
        self.state = state
        self.watched = watched
        self.save_path = save_path
        # What the table's hints played for (the Review judges by it).
        self.objective = objective or Objective(POINTS)

    @property
    def help_rules(self) -> RuleSet:
        return self.state.ruleset

    def compose(self) -> ComposeResult:
        state = self.state
        yield Static(
            Content.assemble(
                (
                    " " + _("Game over · {rules}").format(rules=rules_name(state.ruleset)) + " ",
                    "bold reverse",
                ),
                "  ",
                headline(state),
            ),
            id="over-banner",
        )
        with TabbedContent(id="over-tabs"):
            with TabPane(_("Results"), id="tab-results"), VerticalScroll():
                if state.match is not None:
                    yield MatchStandings(state)
                with Horizontal(id="winner"):
                    yield Digits(str(standings(state)[0].total), id="winner-total")
                    yield Static(winner_words(state), id="winner-words")
                news = (
                    _("Watched read-only: the copy that played this game records it.")
                    if self.watched
                    else _("Recording the game…")
                )
                yield Static(news, id="over-news", classes="-waiting")
                if state.ruleset.is_yamb:
                    yield from self._rows(
                        [
                            self._panel(_("Standings"), standings_table(state)),
                            self._panel(_("Columns"), yamb_columns_table(state)),
                        ]
                    )
                    yield from self._rows(
                        [
                            self._panel(player.name, yamb_player_results(state, seat))
                            for seat, player in enumerate(state.players)
                        ]
                    )
                else:
                    yield from self._rows(
                        [
                            self._panel(_("Standings"), standings_table(state)),
                            self._panel(_("Breakdown"), breakdown_table(state)),
                        ]
                    )
            with TabPane(_("Boxes"), id="tab-boxes"), VerticalScroll():
                if state.ruleset.is_yamb:
                    yield from self._rows(
                        [
                            self._panel(player.name, yamb_sheet_table(state, seat))
                            for seat, player in enumerate(state.players)
                        ]
                    )
                else:
                    yield from self._rows(
                        [self._panel(_("Points · most possible"), boxes_table(state))]
                    )
            with TabPane(_("Throws"), id="tab-throws"), VerticalScroll():
                yield ThrowsList(state, id="throws")
            with TabPane(_("Review"), id="tab-review"):
                yield ReviewPane(state, self.objective)
        with Horizontal(id="over-buttons"):
            yield Button(Content(_("Try again")), id="try-again", variant="warning")
            more = NextGameButton.wanted(state)  # the match goes on: its next game comes first
            if more:
                yield NextGameButton(state)
            yield Button(
                Content(_("New game")), id="new-game", variant="default" if more else "primary"
            )
            yield Button(Content(_("Quit")), id="quit")
        # Eight keys fit 80 columns only compact, without the palette's (ctrl+p still opens it).
        narrow = self.app.size.width < WIDE_FOOTER
        yield KeyFooter(compact=narrow, show_command_palette=not narrow)

    @staticmethod
    def _panel(title: str, table: Table) -> ResultPanel:
        # The table's natural width plus the panel's frame, padding and margins.
        width = Measurement.get(MEASURE, MEASURE.options, table).maximum + 7
        panel = ResultPanel(table, width)
        panel.border_title = Content(title)
        return panel

    @staticmethod
    def _rows(panels: list[ResultPanel]) -> list[Horizontal]:
        """Panels two to a row where both fit side by side, else one above the other."""
        return [
            Horizontal(*panels[i : i + 2], classes="over-row") for i in range(0, len(panels), 2)
        ]

    def on_resize(self, event: events.Resize) -> None:
        width = event.size.width - 2
        for row in self.query(".over-row"):
            needed = sum(panel.natural_width for panel in row.query(ResultPanel))
            row.set_class(needed <= width, "-side-by-side")

    def on_mount(self) -> None:
        # The match's next game when it goes on, else New game (Try again shows only after
        # a failure to record).
        buttons = self.query("#over-buttons Button").results(Button)
        next(button for button in buttons if button.id != "try-again").focus()
        if not self.watched:
            self.record()

    @work(thread=True, exclusive=True, group="records")
    def record(self) -> None:
        """Record the game (the database may keep it waiting for seconds: not on the screen's
        time), then say what it came to."""
        news = record_finished(self.state, self.save_path, self.objective)
        self.app.call_from_thread(setattr, self, "news", news)

    def watch_news(self, news: RecordNews | None) -> None:
        try:
            line = self.query_one("#over-news", Static)
            retry = self.query_one("#try-again", Button)
        except NoMatches:  # the news came as the app closed and took the screen down
            return
        line.set_class(news is None, "-waiting")
        line.set_class(news is not None and not news.recorded, "-problem")
        if news is None:
            line.update(_("Recording the game…"))
        elif news.problem is not None:
            line.update(
                Content(_("{problem}. Try again once it is fixed.").format(problem=news.problem))
            )
        else:
            line.update(Content("\n").join(Content(text) for text in news.lines))
        line.display = news is None or bool(news.problem or news.lines)
        retry.display = news is not None and news.problem is not None
        self.refresh_bindings()
        if retry.display:
            retry.focus()
        elif retry.has_focus:
            self.query_one("#new-game", Button).focus()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "try_again":
            return self.news is not None and self.news.problem is not None
        return True

    def action_undo(self) -> None:
        """The table's undo, pressed out of habit after the last score: why nothing changes."""
        self.notify(_(GAME_OVER_STANDS), markup=False)
        self.app.bell()

    @on(Button.Pressed, "#try-again")
    def action_try_again(self) -> None:
        """Record the game again (once the database is fixed); never twice."""
        if self.news is not None and self.news.problem is not None:
            self.news = None
            self.record()

    def action_show_tab(self, tab: str) -> None:
        tabs = self.query_one("#over-tabs", TabbedContent)
        if tabs.active != tab:
            # A widget of the tab left keeps no focus: the tabs would show its tab again.
            self.set_focus(None)
        tabs.active = tab

    def action_scroll_tab(self, how: str) -> None:
        """Scroll the tab shown a line, a page, or to an end."""
        tabs = self.query_one("#over-tabs", TabbedContent)
        scroll = next(iter(tabs.get_pane(tabs.active).query(VerticalScroll)), None)
        if scroll is not None:
            getattr(scroll, f"scroll_{how}")(animate=False)

    @on(TabbedContent.TabActivated, "#over-tabs")
    def _tab_shown(self, event: TabbedContent.TabActivated) -> None:
        """The Review made the active tab starts its review (its `Show` alone may not come)."""
        if event.pane.id == "tab-review":
            self.query_one(ReviewPane).start()

    @on(ReviewPane.PositionChosen)
    def _show_position(self, event: ReviewPane.PositionChosen) -> None:
        self.app.push_screen(ReviewPositionScreen(event.state, event.decision))

    @on(Button.Pressed, "#new-game")
    def _new_game(self) -> None:
        self.post_message(LeaveGame())

    @on(Button.Pressed, "#quit")
    def _quit(self) -> None:
        self.app.exit()

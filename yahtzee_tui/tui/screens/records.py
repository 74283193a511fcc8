"""Records: the high scores of every rule set played, and the recent games (names as typed)."""

from __future__ import annotations

from datetime import date

from rich import box as rich_box
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Footer, Static

from yahtzee_tui.engine import RULE_SETS, get_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.storage.records import GameRecord, HighScore, high_scores, recent_games
from yahtzee_tui.tui.daily_records import daily_parts

HIGH_SCORES_SHOWN = 10
RECENT_GAMES_SHOWN = 10
NO_GAMES = "No finished games yet: every game is recorded as it ends."


def _table(*columns: tuple[str, str]) -> Table:
    table = Table(box=rich_box.SIMPLE_HEAD, padding=(0, 1), show_edge=False)
    for header, justify in columns:
        table.add_column(header, justify=justify, no_wrap=True)  # type: ignore[arg-type]
    return table


def _day(played_at: str) -> str:
    return played_at[:10]


def high_score_table(scores: list[HighScore]) -> Table:
    table = _table(("#", "right"), ("player", "left"), ("total", "right"), ("date", "left"))
    for rank, entry in enumerate(scores, start=1):
        table.add_row(
            str(rank), Text(entry.name), Text(str(entry.total), style="bold"), _day(entry.played_at)
        )
    return table


def recent_table(games: list[GameRecord]) -> Table:
    table = _table(("date", "left"), ("rule set", "left"), ("players and totals", "left"))
    for game in games:
        results = Text(" · ").join(
            Text.assemble(Text(result.name), " ", (str(result.total), "bold"))
            for result in game.results
        )
        table.add_row(_day(game.played_at), get_rules(game.rules).name, results)
    return table


class RecordsScreen(Screen[None]):
    """High scores per rule set (humans), then the last games; escape or q goes back."""

    BINDINGS = [  # noqa: RUF012 - Textual's own class attribute
        Binding("escape,q,s", "close", "Back"),
        Binding("t", "app.stats", "Stats"),
    ]

    DEFAULT_CSS = """
    RecordsScreen {
        #records-title {
            dock: top;
            height: 1;
            padding: 0 1;
            background: $panel;
            text-style: bold;
        }
        #records-body { padding: 0 1; scrollbar-size-vertical: 1; }
        .records-part {
            width: auto;
            height: auto;
            margin: 1 0 0 1;
            padding: 0 1;
            border: round $primary 40%;
            border-title-color: $text-primary;
            border-title-style: bold;
        }
        #records-message { margin: 1 2; color: $foreground-muted; }
        #records-message.-problem { color: $text-error; }
    }
    """

    def compose(self) -> ComposeResult:
        yield Static(Content("Records"), id="records-title")
        with VerticalScroll(id="records-body"):
            yield from self._parts()
        yield Footer()

    def _parts(self) -> list[Static]:
        try:
            scores = {rules_id: high_scores(rules_id, HIGH_SCORES_SHOWN) for rules_id in RULE_SETS}
            games = recent_games(RECENT_GAMES_SHOWN)
            dailies = daily_parts(date.today())
        except GameError as error:
            return [Static(Content(str(error)), id="records-message", classes="-problem")]
        if not games:
            return [Static(Content(NO_GAMES), id="records-message")]
        parts = []
        for rules_id, entries in scores.items():
            if entries:
                parts.append(
                    self._part(
                        f"High scores · {get_rules(rules_id).name}", high_score_table(entries)
                    )
                )
        parts.append(self._part("Recent games", recent_table(games)))
        parts += [self._part(title, table) for title, table in dailies]
        return parts

    @staticmethod
    def _part(title: str, table: Table) -> Static:
        part = Static(table, classes="records-part")
        part.border_title = Content(title)
        return part

    def on_mount(self) -> None:
        self.query_one("#records-body").focus()

    def action_close(self) -> None:
        self.dismiss()

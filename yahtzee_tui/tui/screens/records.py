"""Records: the high scores of every rule set played, and the recent games (names as typed).

Opening the screen first records the finished games still waiting in their saves (a database
that could not take them before may now), and says what became of each; rows of a database
edited by hand that do not make sense are left out, and counted in one line."""

from __future__ import annotations

import contextlib
import contextvars
import threading
from datetime import date

from rich import box as rich_box
from rich.cells import cell_len
from rich.table import Table
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import DataTable, Static

from yahtzee_tui.engine import get_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState
from yahtzee_tui.i18n import N_, _, translate
from yahtzee_tui.storage.finishing import WaitingGame, finish_game, record_waiting_games
from yahtzee_tui.storage.objective import Objective
from yahtzee_tui.storage.records import (
    GameRecord,
    HighScore,
    high_scores,
    recent_games,
    rules_played,
    skipped_note,
)
from yahtzee_tui.storage.records_games import recorded_game, recorded_objective
from yahtzee_tui.storage.saves import SaveError, load_game
from yahtzee_tui.storage.slots import game_label
from yahtzee_tui.tui.screens.recorded_review import RecordedReviewScreen
from yahtzee_tui.tui.state.slot import GameSlot
from yahtzee_tui.tui.views.daily_records import daily_parts
from yahtzee_tui.tui.views.day_words import day_words
from yahtzee_tui.tui.views.table_words import sentence
from yahtzee_tui.tui.views.vocabulary import rules_name
from yahtzee_tui.tui.widgets.key_footer import KeyFooter

HIGH_SCORES_SHOWN = 10
# The columns a part's border takes around its title: a corner, a line and a space each side.
TITLE_FRAME = 6
RECENT_GAMES_SHOWN = 10


def _table(*columns: tuple[str, str]) -> Table:
    table = Table(box=rich_box.SIMPLE_HEAD, padding=(0, 1), show_edge=False)
    for header, justify in columns:
        table.add_column(header, justify=justify, no_wrap=True)  # type: ignore[arg-type]
    return table


def _day(played_at: str) -> str:
    """The day a game was recorded (its UTC time stamp's day) in the player's words."""
    return day_words(played_at)


def high_score_table(scores: list[HighScore]) -> Table:
    table = _table(
        ("#", "right"), (_("player"), "left"), (_("total"), "right"), (_("date"), "left")
    )
    for rank, entry in enumerate(scores, start=1):
        table.add_row(
            str(rank), Text(entry.name), Text(str(entry.total), style="bold"), _day(entry.played_at)
        )
    return table


def recent_table(games: list[GameRecord]) -> DataTable[str | Text]:
    """The recent games, a row each (its key the game's id): enter, or a click on the row
    picked, opens its Review (`RecordsScreen._open_review`)."""
    table: DataTable[str | Text] = DataTable(
        id="records-recent", cursor_type="row", classes="records-part"
    )
    table.add_columns(_("date"), _("rule set"), _("players and totals"))
    for game in games:
        results = Text(" · ").join(
            Text.assemble(Text(result.name), " ", (str(result.total), "bold"))
            for result in game.results
        )
        rules = rules_name(get_rules(game.rules))
        table.add_row(_day(game.played_at), rules, results, key=str(game.id))
    title = _("Recent games")
    table.border_title = Content(title)
    table.border_subtitle = Content(_("enter or a click: its review"))
    table.styles.min_width = cell_len(title) + TITLE_FRAME
    return table


class RecordsScreen(Screen[None]):
    """High scores per rule set (humans), then the last games; escape or q goes back."""

    BINDINGS = [  # noqa: RUF012 - Textual's own class attribute
        Binding("escape,q,s", "close", N_("Back")),
        Binding("t", "app.stats", N_("Stats")),
        # The arrows scroll the records; enter (or tab) moves to the recent games' list, whose
        # enter opens the game picked, and whose paging keys scroll the whole screen too.
        Binding("enter", "pick_recent", show=False),
        Binding("pagedown", "scroll_body('page_down')", show=False, priority=True),
        Binding("pageup", "scroll_body('page_up')", show=False, priority=True),
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
        #records-message, #records-skipped, #records-loading {
            margin: 1 2;
            color: $foreground-muted;
        }
        #records-message.-problem { color: $text-error; }
        #records-waiting { margin: 1 2 0 2; height: auto; }
        #records-recent { max-width: 100%; border-subtitle-color: $foreground-muted; }
        #records-waiting.-problem { color: $text-error; }
    }
    """

    def __init__(self, own_slot: GameSlot | None = None) -> None:
        """`own_slot`: the app's save slot, whose finished game is recorded first (None
        while the app watches another copy's game)."""
        super().__init__()
        self.own_slot = own_slot
        self.loaded = False  # the records are read and shown (they are read in a thread)
        self._games: list[GameRecord] = []  # the recent games listed

    def compose(self) -> ComposeResult:
        yield Static(Content(_("Records")), id="records-title")
        with VerticalScroll(id="records-body"):
            yield Static(Content(_("Reading the records…")), id="records-loading")
        yield KeyFooter()

    def on_mount(self) -> None:
        self.query_one("#records-body").focus()
        # A daemon thread, not a worker: a worker's thread is waited for when the app ends,
        # and a database another process holds could keep it for its busy timeout. The copied
        # context keeps the app reachable from the thread.
        context = contextvars.copy_context()
        threading.Thread(
            target=context.run, args=(self._read_records,), name="records", daemon=True
        ).start()

    def _read_records(self) -> None:
        """Record the games waiting, then read the records, off the screen's thread: a database
        another process holds keeps the thread waiting (at most its busy timeout), never the
        screen, and a stop signal still ends the app at once."""
        waiting = self._record_waiting_games()
        parts = self._parts()
        with contextlib.suppress(RuntimeError):  # the app ended meanwhile
            self.app.call_from_thread(self._show, waiting, parts)

    def _show(self, waiting: list[WaitingGame], parts: list[Static]) -> None:
        if not self.is_attached:
            return  # closed before its records were read: a screen opened again reads afresh
        body = self.query_one("#records-body", VerticalScroll)
        body.remove_children()
        shown: list[Static] = []
        if waiting:
            lines = Content("\n").join(Content(sentence(translate(game.line))) for game in waiting)
            unrecorded = any(not game.result.recorded for game in waiting)
            shown.append(
                Static(lines, id="records-waiting", classes="-problem" if unrecorded else "")
            )
        body.mount_all([*shown, *parts])
        self.loaded = True

    def _record_waiting_games(self) -> list[WaitingGame]:
        """Record the finished games waiting in their saves: the app's own slot (whose lock
        it holds), then every slot no other copy has open."""
        slot = self.own_slot
        outcomes = []
        if slot is not None and slot.lock is not None and slot.holds_finished_game():
            own = slot.path
            try:
                state = load_game(own)
            except SaveError:
                state = None
            if state is not None and state.is_over:
                outcomes.append(WaitingGame(own, game_label(state), finish_game(state, own)))
        try:
            return outcomes + record_waiting_games()
        except GameError:  # no usable data folder: the tables below say what is wrong
            return outcomes

    def _parts(self) -> list[Widget]:
        try:
            scores = {rules.id: high_scores(rules, HIGH_SCORES_SHOWN) for rules in rules_played()}
            games = recent_games(RECENT_GAMES_SHOWN)
            self._games = list(games)
            dailies = daily_parts(date.today())
        except GameError as error:
            return [Static(Content(translate(error)), id="records-message", classes="-problem")]
        # Each query skips the bad rows it meets: the same row may be met by several.
        note = skipped_note(max(games.skipped, *(found.skipped for found in scores.values())))
        skipped = [] if note is None else [Static(sentence(note), id="records-skipped")]
        if not games:
            no_games = _("No finished games yet: every game is recorded as it ends.")
            return [Static(Content(no_games), id="records-message"), *skipped]
        parts: list[Widget] = []
        for rules_id, entries in scores.items():
            if entries:
                parts.append(
                    self._part(
                        _("High scores · {rules}").format(rules=rules_name(get_rules(rules_id))),
                        high_score_table(entries),
                    )
                )
        parts.append(recent_table(games))
        parts += [self._part(title, table) for title, table in dailies]
        return [*parts, *skipped]

    @staticmethod
    def _part(title: str, table: Table) -> Static:
        part = Static(table, classes="records-part")
        part.border_title = Content(title)
        # As wide as its title, which the border would cut: "╭─ title ─╮" and the padding.
        part.styles.min_width = cell_len(title) + TITLE_FRAME
        return part

    def action_close(self) -> None:
        self.dismiss()

    def action_pick_recent(self) -> None:
        """The recent games' list takes the focus, in view: a game is picked where seen."""
        for recent in self.query("#records-recent").results(DataTable):
            recent.focus()

    def action_scroll_body(self, how: str) -> None:
        getattr(self.query_one("#records-body", VerticalScroll), f"action_{how}")()

    @on(DataTable.RowSelected, "#records-recent")
    def _open_review(self, event: DataTable.RowSelected) -> None:
        """The game of the row, read off the screen's thread (as the records are), then its
        Review; a game recorded before whole games were kept says so instead."""
        if event.row_key.value is None:
            return
        game_id = int(event.row_key.value)
        context = contextvars.copy_context()
        threading.Thread(
            target=context.run, args=(self._read_game, game_id), name="recorded game", daemon=True
        ).start()

    def _read_game(self, game_id: int) -> None:
        objective = None
        try:
            state: GameState | str = recorded_game(game_id)
            objective = recorded_objective(game_id)
        except GameError as error:
            state = translate(error)
        with contextlib.suppress(RuntimeError):  # the app ended meanwhile
            self.app.call_from_thread(self._show_game, game_id, state, objective)

    def _show_game(self, game_id: int, state: GameState | str, objective: Objective | None) -> None:
        if not self.is_current:
            return  # the Records were left meanwhile
        if isinstance(state, str):
            self.notify(sentence(state), severity="error", markup=False)
            return
        played_at = next((g.played_at for g in self._games if g.id == game_id), "")
        self.app.push_screen(RecordedReviewScreen(state, played_at, objective))

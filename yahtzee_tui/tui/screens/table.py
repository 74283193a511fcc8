"""The table: dice tray, live scorecard, turn banner, status, log and hints.

The screen mirrors the app's game state and binds every widget to the part it shows; keys and
clicks become moves sent through the app's session (see `tui/state/session.py`), never changes made
here. Its hints and coach, and its computer players, are parts of their own
(`table_hints.py`, `table_computer.py`)."""

from __future__ import annotations

from typing import ClassVar

from rich.cells import cell_len
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Container, Vertical, VerticalScroll
from textual.css.query import NoMatches
from textual.timer import Timer
from textual.widgets import Button

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState, can_roll
from yahtzee_tui.game.assistance import only_marks_differ
from yahtzee_tui.storage.table_notes import load_notes
from yahtzee_tui.strategy import HOLD, ROLL, Move
from yahtzee_tui.tui.app import MIN_HEIGHT, MIN_WIDTH
from yahtzee_tui.tui.messages import CellChosen, CursorMoved, MoveRefused
from yahtzee_tui.tui.screens.confirm import ConfirmScreen
from yahtzee_tui.tui.screens.table_base import TableBase
from yahtzee_tui.tui.screens.table_computer import ComputerTurns
from yahtzee_tui.tui.screens.table_hints import HintsAndCoach
from yahtzee_tui.tui.screens.table_net import NetworkParts
from yahtzee_tui.tui.views.choices import Question, choice_move, refusal_to_undo
from yahtzee_tui.tui.views.net_view import NetView, keys_here, net_status, wait_line
from yahtzee_tui.tui.views.table_fit import TableFit, fit_log, fit_table
from yahtzee_tui.tui.views.table_words import (
    NO_BOX,
    Words,
    status_line,
    watching_line,
)
from yahtzee_tui.tui.widgets.chance_meter import ChanceMeter
from yahtzee_tui.tui.widgets.dice_tray import DiceTray
from yahtzee_tui.tui.widgets.die import Die
from yahtzee_tui.tui.widgets.hint_panel import HintPanel
from yahtzee_tui.tui.widgets.key_footer import KeyFooter
from yahtzee_tui.tui.widgets.match_totals import MatchTotals
from yahtzee_tui.tui.widgets.roll_button import RollButton
from yahtzee_tui.tui.widgets.scorecard import Scorecard
from yahtzee_tui.tui.widgets.table_info import PlayersPanel, StatusLine, ThrowLog, TurnBanner

DIGIT_KEYS, LETTER_KEYS = "123456", "abcdef"
# Up to this many players a column may grow to WIDEST_PLAYER_COLUMN for longer names.
FEW_PLAYERS, WIDEST_PLAYER_COLUMN = 3, 14
MOVES = frozenset({"roll", "hold", "undo", "apply_hint", "call"})
FRAME_TITLES = (
    ("card-side", "Scorecard"),
    ("tray-panel", "Dice"),
    ("log-scroll", "Log"),
    ("hint-slot", "Hints"),
)


def player_column(state: GameState) -> int:
    """The widest a player's column grows: room for whole names and "63 to go" when there
    are few players, else 8 so that six fit."""
    if len(state.players) > FEW_PLAYERS:
        return 8
    longest = max(cell_len(player.name) for player in state.players)
    return max(10, min(WIDEST_PLAYER_COLUMN, longest + 2))


def roll_allowed(state: GameState, net: NetView | None = None) -> bool:
    return can_roll(state) and keys_here(state, net)


def hold_bindings(count: int, letters: str) -> list[BindingType]:
    bindings: list[BindingType] = [Binding("1", "hold(0)", "Hold", key_display=f"1-{count}")]
    bindings += [Binding(DIGIT_KEYS[i], f"hold({i})", show=False) for i in range(1, 6)]
    return bindings + [Binding(k, f"hold({LETTER_KEYS.index(k)})", show=False) for k in letters]


class TableScreen(NetworkParts, HintsAndCoach, ComputerTurns):
    """The table for Yahtzee and Yatzy: every player's column side by side."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("space,r", "roll", "Roll", key_display="r"),
        *hold_bindings(5, LETTER_KEYS),
        Binding("ctrl+z,u", "undo", "Undo", key_display="u"),
        Binding("h", "toggle_hints", "Hints"),
        Binding("H,shift+h", "apply_hint", "Apply hint", show=False),
        Binding("question_mark", "app.help", "Help", key_display="?"),
        Binding("q", "app.quit", "Quit (saved)"),
        *NetworkParts.NET_BINDINGS,
    ]
    # Seconds the dice tumble after a roll (with animations on).
    roll_seconds = 0.35

    def __init__(self, state: GameState) -> None:
        super().__init__(state)
        self._widest_column = 8 if self.rules.is_yamb else player_column(state)
        self._roll_timer: Timer | None = None
        app = self.game_app
        self._notes = load_notes(app.state, app.save_path) if app.state is not None else None
        hints = self._notes.hints if self._notes is not None else app.hints_by_default
        # What the first layout depends on is set before it, so that the screen is styled once
        # as it is mounted rather than again for each class as it settles.
        self.set_reactive(TableBase.hints, hints)
        self.set_class(hints, "-hints", update=False)
        self._fit_size(*app.size, update=False)

    def compose(self) -> ComposeResult:
        state, rolling = TableBase.state, TableBase.rolling
        yield TurnBanner(id="banner").data_bind(state)
        with Container(id="table-body"):
            with VerticalScroll(id="card-side"):
                narrowest = 7 if self.rules.is_yamb else 5
                card = Scorecard(min_column=narrowest, max_column=self._widest_column, id="card")
                yield card.data_bind(state, rolling)
            with Vertical(id="tray-side"):
                with Vertical(id="tray-panel"):
                    keys = list(DIGIT_KEYS[: self.rules.dice])
                    yield DiceTray(keys, id="tray").data_bind(state, rolling)
                    with Center(id="roll-row"):
                        yield RollButton(id="roll").data_bind(state, waiting=TableBase.keys_wait)
                yield StatusLine(id="status").data_bind(line=TableBase.status)
                yield from self.compose_net()
                yield MatchTotals(id="match-totals").data_bind(state)
                if self.rules.is_yamb:
                    yield PlayersPanel(id="players").data_bind(state)
                with VerticalScroll(id="log-scroll"):
                    yield ThrowLog(id="log").data_bind(state, notes=TableBase.coach_notes)
                with Container(id="hint-slot"):
                    yield ChanceMeter(id="chances").data_bind(state, hints=TableBase.hints)
                    yield HintPanel(id="hints").data_bind(TableBase.hint)
        yield KeyFooter()

    def on_mount(self) -> None:
        app = self.game_app
        self.query_one("#log-scroll").anchor()
        for part, title in FRAME_TITLES:
            self.query_one(f"#{part}").border_title = title
        self.coach_notes = dict(self._notes.coach) if self._notes is not None else {}
        self.watch(app, "net", self._mirror_net)
        self.watch(app, "state", self._mirror)
        self.query_one(Scorecard).focus()

    # --- the state, mirrored --------------------------------------------------------------

    def _mirror(self, state: GameState | None) -> None:
        """The app's new state: what changes with it is decided by the move that made it."""
        if state is None or state.is_over:
            return
        before, move = self.state, self.game_app.last_move
        if before is not None and only_marks_differ(before, state):
            # A hint marked as shown: nothing on the table moved, so nothing redraws.
            self.set_reactive(TableBase.state, state)
            return
        if before is None or (before.turn, before.current) != (state.turn, state.current):
            self.computer_line = None  # the last turn's move stays in the log, not here
        self.said = None
        self.state = state
        self.rolling = self.game_app.animations and move is not None and move.kind == ROLL
        if before is not None and move is not None:
            self.coach(before, state, move)
        if before is None or roll_allowed(before, self.net) != roll_allowed(state, self.net):
            self.refresh_bindings()  # the footer dims Roll while it cannot be pressed
        # The status and the hints may take other rows now: the log fits what is left.
        self.call_after_refresh(self._fit_log)
        self.play_computer()

    def watch_rolling(self, rolling: bool) -> None:
        if self._roll_timer is not None:
            self._roll_timer.stop()
        self._roll_timer = self.set_timer(self.roll_seconds, self._settle) if rolling else None

    def _settle(self) -> None:
        self.rolling = False

    def on_key(self, event: events.Key) -> None:
        self.rolling = False  # any key ends a roll animation at once, then does what it does

    def compute_status(self) -> tuple[Words, bool]:
        if self.state is None:
            return (), False
        if self.net is not None:
            line = net_status(self.state, self.net, self.said)
            if line is not None:
                return line
        if self.game_app.read_only:
            return watching_line(self.state), False
        return status_line(self.state, self.said, self.cursor, self.computer_line)

    def watch_hints(self, hints: bool) -> None:
        self.set_class(hints, "-hints")
        self.call_after_refresh(self._fit_log)

    # --- layout ---------------------------------------------------------------------------

    def on_resize(self, event: events.Resize) -> None:
        # Below the least size the table is hidden (the app asks for a larger terminal): its
        # parts are not laid out at all, rather than squeezed into a size they never fit.
        width, height = event.size
        try:
            body, card = self.query_one("#table-body"), self.query_one(Scorecard)
            tray, hints = self.query_one(DiceTray), self.query_one(HintPanel)
        except NoMatches:  # a resize that reaches the screen as it is taken down
            return
        body.display = width >= MIN_WIDTH and height >= MIN_HEIGHT
        fit = self._fit_size(width, height)
        card.reserve, card.reserve_height = fit.card_reserve, fit.card_reserve_height
        card.refresh(layout=True)
        tray.allow_large = fit.roomy
        hints.options_shown = fit.hint_options
        self.call_after_refresh(self._fit_log)

    def _fit_size(self, width: int, height: int, update: bool = True) -> TableFit:
        fit = fit_table(width, height, self.rules.dice)
        # One restyle of the whole screen for both classes.
        self.update_classes({"-short": fit.short, "-roomy": fit.roomy}, update=update)
        return fit

    def _fit_log(self) -> None:
        """A roomy table short of rows for its log tightens the dice panel, then drops the
        log's frame; the rows are measured as the layout stands, before any tightening."""
        if not self.is_attached or not self.is_current:
            return
        side = self.query_one("#tray-side")
        taken = sum(
            child.outer_size.height + child.styles.margin.top + child.styles.margin.bottom
            for child in side.children
            if child.id != "log-scroll" and child.display
        )
        rows = side.content_size.height - taken - (4 if self.has_class("-tight") else 0)
        fit = fit_log(rows, self.has_class("-roomy"))
        self.update_classes(
            {"-tight": fit.tight, "-frameless": fit.frameless, "-no-log": fit.no_log}
        )
        self.query_one(RollButton).compact = fit.tight or self.has_class("-short")

    # --- moves ----------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        state = self.state
        if state is None or state.is_over:
            return None
        if self.game_app.read_only and action in MOVES:
            return False  # watched: the keys that make moves are not offered
        if action == "hold" and parameters and parameters[0] not in range(self.rules.dice):
            return False
        if action == "roll" and self.keys_here(state):
            return roll_allowed(state, self.net) or None
        return self.check_net_action(action)

    def action_roll(self) -> None:
        self.play(Move(ROLL))

    def action_hold(self, index: int) -> None:
        self.play(Move(HOLD, indexes=(index,)))

    @property
    def can_undo(self) -> bool:
        return self.state is not None and refusal_to_undo(self.state) is None

    def action_undo(self) -> None:
        """Take back the human's last hold, call or score; else say why not."""
        state = self.state
        if state is None:
            return
        reason = refusal_to_undo(state)
        if reason is None:
            try:
                self.game_app.session.undo()
            except GameError as error:
                self.say(str(error))
                self.app.bell()
            return
        self.say(reason if self.keys_here(state) else wait_line(state, self.net))
        self.app.bell()

    @on(MoveRefused)
    def _refused(self, event: MoveRefused) -> None:
        self.say(event.reason)
        self.app.bell()

    @on(Button.Pressed, "#roll")
    def _roll_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_roll()

    @on(Die.Toggled)
    def _die_clicked(self, event: Die.Toggled) -> None:
        event.stop()
        self.action_hold(event.index)

    @on(CursorMoved)
    def _cursor_moved(self, event: CursorMoved) -> None:
        # A line for the player stays until the cursor really moves; the one that pointed
        # the cursor at the advisor's box stays while it rests there.
        if event.key != self.cursor and event.key != self.hinted_cell:
            self.said = None
            self.hinted_cell = None
        self.cursor = event.key

    @on(CellChosen)
    def _cell_chosen(self, event: CellChosen) -> None:
        """Enter or a second click on the cell pointed at: score it (a CALL cell right after
        the first roll is called; a needless 0 is asked about first)."""
        if self.state is None:
            return
        if not self.keys_here(self.state):
            self.say(wait_line(self.state, self.net), problem=False)
            return
        if event.key is None:
            self.say(NO_BOX, problem=False)
            return
        choice = choice_move(self.state, event.key)
        if isinstance(choice, Question):
            move = choice.move

            def answered(sure: bool | None) -> None:
                if sure:
                    self.play(move)

            question = ConfirmScreen(choice.question, choice.detail, choice.yes, choice.no)
            self.app.push_screen(question, answered)
        elif choice is not None:
            self.play(choice)


def table_screen(state: GameState) -> TableScreen:
    """The table for `state`'s rule set."""
    if state.ruleset.is_yamb:
        from yahtzee_tui.tui.screens.yamb_table import YambTableScreen

        return YambTableScreen(state)
    return TableScreen(state)

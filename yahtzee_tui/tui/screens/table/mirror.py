"""The table's state, apart from what the player and the computers do at it (`screen.py`): the
app's position and network view mirrored into reactives, the screen's own state beside them,
what is worked out of both (`compute_`), and the parts bound to them (`layout.py`). Data flows
one way: the app (`TableServices`) → these reactives → the bound widgets."""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.reactive import var
from textual.timer import Timer

from yahtzee_tui.game import GameState
from yahtzee_tui.game.assistance import only_marks_differ
from yahtzee_tui.game.moves import ROLL, Move
from yahtzee_tui.tui.screens.styled_once import StyledOnce
from yahtzee_tui.tui.screens.table import coach
from yahtzee_tui.tui.screens.table.layout import Bound, TableFitting, chat_lines, table_parts
from yahtzee_tui.tui.services import NET, POSITION, TableServices
from yahtzee_tui.tui.state.session import Position
from yahtzee_tui.tui.views.hints import HintView, ObjectiveShown
from yahtzee_tui.tui.views.log_words import others_lines
from yahtzee_tui.tui.views.net_view import NetView, keys_here, roll_allowed, table_status
from yahtzee_tui.tui.views.table_fit import player_column
from yahtzee_tui.tui.views.table_words import (
    StatusSaid,
    Words,
    computer_to_move,
    watching_line,
)
from yahtzee_tui.tui.widgets.scorecard import Scorecard


class MirroredTable(StyledOnce):
    """The table's reactives and its parts bound to them; `TableScreen` adds the keys."""

    # The card takes the focus as the screen is composed, not another part first.
    AUTO_FOCUS = "Scorecard"

    # Seconds the dice tumble after a roll (with animations on).
    roll_seconds = 0.35

    # The app's game state and network view, mirrored: every widget of the table is bound.
    state: var[GameState | None] = var(None)
    net: var[NetView | None] = var(None)
    # The screen's own state: whether the dice still tumble, hints shown, the coach's notes
    # (by history index), the cell pointed at, the line the last key left, a computer's move,
    # whether the advisor's table is in, and why it could not be prepared.
    rolling: var[bool] = var(False)
    hints: var[bool] = var(False)
    coach_notes: var[coach.Notes] = var(dict)
    cursor: var[str | None] = var(None)
    said: var[StatusSaid | None] = var(None)
    computer_line: var[str | None] = var(None)
    advisor_ready: var[bool] = var(False)
    advisor_problem: var[str | None] = var(None)
    card_seat: var[int | None] = var(None)  # Yamb: whose sheet shows (None: the mover's)
    # The hints play for the win: the meter says its figures are of points play.
    meter_points_play: var[bool] = var(False)
    # Where the log steps aside, the status line's width (it then says the coach's last note
    # on the player's own move); 0 while the log shows.
    log_aside: var[int] = var(0)
    # Worked out from the above, and bound to the status line and the hint panel.
    status: var[tuple[Words, bool]] = var(((), False))
    keys_wait: var[bool] = var(False)  # the player to move is not at this keyboard
    hint: var[HintView | None] = var(None)

    def __init__(self, state: GameState, services: TableServices, net: NetView | None) -> None:
        super().__init__()
        self.services = services
        self.rules = state.ruleset
        self.fitting = TableFitting(self, self.rules.dice, self._log_aside)
        self._chat_lines = 0 if net is None else chat_lines(self.app.size.height)
        self._widest_column = 8 if self.rules.is_yamb else player_column(state)
        self._roll_timer: Timer | None = None
        self._notes = coach.notes_kept(services, state)
        hints = self._notes.hints if self._notes is not None else services.hints_by_default
        # What the first layout depends on is set first: the screen is styled once, as mounted.
        self.set_reactive(MirroredTable.hints, hints)
        self.set_reactive(MirroredTable.advisor_ready, services.advisor.ready(self.rules))
        self.set_reactive(MirroredTable.advisor_problem, services.advisor.problem(self.rules))
        self.set_class(hints, "-hints", update=False)
        self.fitting.fit_size(*self.app.size, update=False)

    def _log_aside(self, width: int) -> None:
        self.log_aside = width

    def compose(self) -> ComposeResult:
        bound = Bound.named_on(MirroredTable)
        scores = not self.services.read_only  # a watched save: Enter scores nothing
        return table_parts(self.rules, bound, self._widest_column, self._chat_lines, scores)

    def on_mount(self) -> None:
        self.query_one("#log-scroll").anchor()
        self.fitting.frame_titles()
        self.coach_notes = dict(self._notes.coach) if self._notes is not None else {}
        # The app owns the position and the network view (`TableServices`): the table follows.
        self.watch(self.app, NET, self._mirror_net)
        self.watch(self.app, POSITION, self._mirror)
        # New hints or status words may take other rows, with no move: the log fits again.
        for part in ("hint", "status"):
            self.watch(self, part, self._refit_log, init=False)
        self.query_one(Scorecard).focus()

    def _refit_log(self) -> None:
        self.call_after_refresh(self.fitting.fit_log)

    def _mirror(self, position: Position | None) -> None:
        """The app's new position: what changes with it is decided by the move that made it."""
        if position is None or position.state.is_over:
            return
        before, state, move = self.state, position.state, position.move
        if before is not None and only_marks_differ(before, state):
            # A hint marked as shown: nothing on the table moved, so nothing redraws.
            self.set_reactive(MirroredTable.state, state)
            return
        if before is None or (before.turn, before.current) != (state.turn, state.current):
            self.computer_line = None  # the last turn's move stays in the log, not here
        # A line said through the computers' turn stays into the human's turn it ends in:
        # their moves would otherwise wipe the answer to a key pressed meanwhile unread.
        through = self.said is not None and self.said.through_turn
        if not through or not (computer_to_move(state) or computer_to_move(before)):
            self.said = None
        self.state = state
        self.advisor_looked_at()
        self.rolling = self.services.animations and move is not None and move.kind == ROLL
        if before is None or roll_allowed(before, self.net) != roll_allowed(state, self.net):
            self.refresh_bindings()  # the footer dims Roll while it cannot be pressed
        # The status and the hints may take other rows now: the log fits what is left.
        self.call_after_refresh(self.fitting.fit_log)
        self.moved(before, state, move)

    def moved(self, before: GameState | None, state: GameState, move: Move | None) -> None:
        """What a new position sets going besides the redraw (`TableScreen`: the coach's
        word on a human's move, the next computer's turn)."""

    def _mirror_net(self, net: NetView | None) -> None:
        self.net = net

    def advisor_looked_at(self) -> None:
        """The advisor's readiness and problem for these rules, as they are now."""
        self.advisor_ready = self.services.advisor.ready(self.rules)
        self.advisor_problem = self.services.advisor.problem(self.rules)

    def watch_keys_wait(self) -> None:
        self.refresh_bindings()  # Roll is dimmed while another seat plays

    def watch_rolling(self, rolling: bool) -> None:
        if self._roll_timer is not None:
            self._roll_timer.stop()
        self._roll_timer = self.set_timer(self.roll_seconds, self._settle) if rolling else None

    def _settle(self) -> None:
        self.rolling = False

    def on_key(self, event: events.Key) -> None:
        self.rolling = False  # any key ends a roll animation at once, then does what it does

    def compute_keys_wait(self) -> bool:
        return self.state is not None and not self.keys_here(self.state)

    def keys_here(self, state: GameState) -> bool:
        """Whether the player to move in `state` plays at this keyboard."""
        return keys_here(state, self.net)

    def compute_status(self) -> tuple[Words, bool]:
        if self.state is None:
            return (), False
        if self.services.read_only and self.net is None:
            return watching_line(self.state), False
        note, others = None, []
        if self.log_aside:
            note = coach.newest_note(self.state, self.coach_notes, self.log_aside)
            others = others_lines(self.state, self.log_aside)
        return table_status(
            self.state, self.net, self.said, self.cursor, self.computer_line, note, others
        )

    def compute_hint(self) -> HintView | None:
        # Of the advisor, the hint reads only what `advisor_ready` and `advisor_problem` say
        # (its answer for a position changes with them alone), so it is worked out again as
        # they change, like any other reactive.
        if not self.hints or self.state is None:
            return None
        if not self.state.is_over and not self.keys_here(self.state):
            return coach.others_turn(self.state, self.objective_heading(self.state))
        return coach.hint_view(
            self.services.advisor, self.state, self.cursor, self.objective_shown(self.state)
        )

    def objective_shown(self, state: GameState) -> ObjectiveShown | None:
        """What the hints play for in `state`, when not points (`ObjectiveTable`)."""
        return None

    def objective_heading(self, state: GameState) -> ObjectiveShown | None:
        """What the hints play for, without the chances: the heading while another seat
        moves (`ObjectiveTable`)."""
        return None

    def watch_hints(self, hints: bool) -> None:
        self.set_class(hints, "-hints")
        self.call_after_refresh(self.fitting.fit_log)

    def on_resize(self, event: events.Resize) -> None:
        self.fitting.resized(*event.size)

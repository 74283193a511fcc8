"""The table: dice tray, live scorecard, turn banner, status, log and hints. The screen mirrors
the app's position (the game state and the move that made it) and binds every widget to the
part it shows; keys and clicks become moves sent through the session it is given
(`tui/state/session.py`), never changes made here. The advisor's word, the computers' moves, the
keys and the layout are collaborators: `coach.py`, `computer_turns.py`, `keys.py`, `layout.py`."""

from __future__ import annotations

from collections.abc import Callable, Coroutine, Mapping
from typing import ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.reactive import var
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Button
from textual.worker import Worker

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState
from yahtzee_tui.game.assistance import only_marks_differ
from yahtzee_tui.game.moves import HOLD, ROLL, Move
from yahtzee_tui.i18n import N_, _, say
from yahtzee_tui.tui.messages import AdvisorReady, CellChosen, ComputerMove, CursorMoved, Refused
from yahtzee_tui.tui.screens.confirm import ConfirmScreen
from yahtzee_tui.tui.screens.table.coach import Coach
from yahtzee_tui.tui.screens.table.computer_turns import ComputerTurns
from yahtzee_tui.tui.screens.table.keys import (
    LETTER_KEYS,
    NET_BINDINGS,
    NetworkDesk,
    hold_bindings,
    key_allowed,
)
from yahtzee_tui.tui.screens.table.layout import Bound, TableFitting, chat_lines, table_parts
from yahtzee_tui.tui.services import TableServices
from yahtzee_tui.tui.state.session import Position
from yahtzee_tui.tui.views.choices import (
    HINTS_OFF,
    HINTS_ON,
    Question,
    choice_move,
    only_cell,
    refusal_to_undo,
)
from yahtzee_tui.tui.views.hints import HintView
from yahtzee_tui.tui.views.net_view import NetView, keys_here, roll_allowed, table_status, wait_line
from yahtzee_tui.tui.views.table_fit import player_column
from yahtzee_tui.tui.views.table_words import (
    NO_BOX,
    Said,
    Words,
    computer_to_move,
    watching_line,
)
from yahtzee_tui.tui.widgets.die import Die
from yahtzee_tui.tui.widgets.net_panel import ChatBar
from yahtzee_tui.tui.widgets.scorecard import Scorecard

CHANCE_GROUP = "coach-chances"


class TableScreen(Screen[None]):
    """The table for Yahtzee and Yatzy: every player's column side by side."""

    CSS_PATH = "table.tcss"  # beside this module (and yamb_screen.py), read at first show
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("space,r", "roll", N_("Roll"), key_display="r"),
        *hold_bindings(5, LETTER_KEYS),
        Binding("ctrl+z,u", "undo", N_("Undo"), key_display="u"),
        Binding("h", "toggle_hints", N_("Hints")),
        Binding("H,shift+h", "apply_hint", N_("Apply hint"), show=False),
        Binding("question_mark", "app.help", N_("Help"), key_display="?"),
        Binding("q", "app.quit", N_("Quit (saved)")),
        *NET_BINDINGS,
    ]
    # Seconds the dice tumble after a roll (with animations on).
    roll_seconds = 0.35

    # The app's game state and network view, mirrored: every widget of the table is bound.
    state: var[GameState | None] = var(None)
    net: var[NetView | None] = var(None)
    # The screen's own state: whether the dice still tumble, hints shown, the coach's notes
    # (by history index), the cell pointed at, the line the last key left, a computer's move,
    # whether the advisor's table is in.
    rolling: var[bool] = var(False)
    hints: var[bool] = var(False)
    coach_notes: var[Mapping[int, str]] = var(dict)
    cursor: var[str | None] = var(None)
    said: var[Said | None] = var(None)
    computer_line: var[str | None] = var(None)
    advisor_ready: var[bool] = var(False)
    card_seat: var[int | None] = var(None)  # Yamb: whose sheet shows (None: the mover's)
    # Worked out from the above, and bound to the status line and the hint panel.
    status: var[tuple[Words, bool]] = var(((), False))
    keys_wait: var[bool] = var(False)  # the player to move is not at this keyboard
    hint: var[HintView | None] = var(None)

    def __init__(self, state: GameState, services: TableServices, net: NetView | None) -> None:
        super().__init__()
        self.services = services
        self.rules = state.ruleset
        self.coach = Coach(services, self)
        self.computers = ComputerTurns(services, self)
        self.desk = NetworkDesk(services, self.say)
        self.fitting = TableFitting(self, self.rules.dice)
        self._chat_lines = 0 if net is None else chat_lines(self.app.size.height)
        self._widest_column = 8 if self.rules.is_yamb else player_column(state)
        self._roll_timer: Timer | None = None
        self._notes = self.coach.notes_kept(state)
        hints = self._notes.hints if self._notes is not None else services.hints_by_default
        # What the first layout depends on is set first: the screen is styled once, as mounted.
        self.set_reactive(TableScreen.hints, hints)
        self.set_reactive(TableScreen.advisor_ready, services.advisor.ready(self.rules))
        self.set_class(hints, "-hints", update=False)
        self.fitting.fit_size(*self.app.size, update=False)

    def compose(self) -> ComposeResult:
        bound = Bound.named_on(TableScreen)
        return table_parts(self.rules, bound, self._widest_column, self._chat_lines)

    def on_mount(self) -> None:
        self.query_one("#log-scroll").anchor()
        self.fitting.frame_titles()
        self.coach_notes = dict(self._notes.coach) if self._notes is not None else {}
        # The app owns the position and the network view: the table follows both.
        self.watch(self.app, "net", self._mirror_net)
        self.watch(self.app, "position", self._mirror)
        self.query_one(Scorecard).focus()

    # --- the state, mirrored --------------------------------------------------------------

    def _mirror(self, position: Position | None) -> None:
        """The app's new position: what changes with it is decided by the move that made it."""
        if position is None or position.state.is_over:
            return
        before, state, move = self.state, position.state, position.move
        if before is not None and only_marks_differ(before, state):
            # A hint marked as shown: nothing on the table moved, so nothing redraws.
            self.set_reactive(TableScreen.state, state)
            return
        if before is None or (before.turn, before.current) != (state.turn, state.current):
            self.computer_line = None  # the last turn's move stays in the log, not here
        self.said = None
        self.state = state
        self.advisor_ready = self.services.advisor.ready(self.rules)
        self.rolling = self.services.animations and move is not None and move.kind == ROLL
        if before is not None and move is not None and self.hints and self.keys_here(before):
            self.coach.judge(before, state, move)
        if before is None or roll_allowed(before, self.net) != roll_allowed(state, self.net):
            self.refresh_bindings()  # the footer dims Roll while it cannot be pressed
        # The status and the hints may take other rows now: the log fits what is left.
        self.call_after_refresh(self.fitting.fit_log)
        self.play_computer()

    def _mirror_net(self, net: NetView | None) -> None:
        self.net = net

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
        return table_status(self.state, self.net, self.said, self.cursor, self.computer_line)

    def compute_hint(self) -> HintView | None:
        if not self.hints or self.state is None:
            return None
        return self.coach.hint(self.state, self.cursor)

    def watch_hint(self, hint: HintView | None) -> None:
        """Advice on show for a human's position marks the game as helped (once a position)."""
        if hint is not None and hint.advice:
            self._mark_hint(hint.state)

    def watch_hints(self, hints: bool) -> None:
        self.set_class(hints, "-hints")
        self.call_after_refresh(self.fitting.fit_log)

    def on_resize(self, event: events.Resize) -> None:
        self.fitting.resized(*event.size)

    # --- moves ----------------------------------------------------------------------------

    def play(self, move: Move, then: str | None = None) -> bool:
        """Send a human's move to the session; a refused move says why and changes nothing."""
        state = self.state
        if state is None or not self.keys_here(state):
            self.say(wait_line(state, self.net) if state else "", problem=False)
            return False
        if self._to_session(lambda: self.services.session.play(move)) and then is not None:
            self.say(then, problem=False)
        return True

    def _to_session(self, send: Callable[[], None]) -> bool:
        try:
            send()
        except GameError as error:
            self.say(str(error))
            self.app.bell()
            return False
        return True

    def say(self, text: str, problem: bool = True) -> None:
        """A line for the player until their next move."""
        self.said = Said(say(text), problem)  # i18n.say: a lower layer's sentence, in words

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        state, read_only = self.state, self.services.read_only
        if state is None:
            return None
        return key_allowed(action, parameters, state, self.rules.dice, self.net, read_only)

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
            self._to_session(self.services.session.undo)
            return
        self.say(reason if self.keys_here(state) else wait_line(state, self.net))
        self.app.bell()

    @on(Refused)
    def _refused(self, event: Refused) -> None:
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
        if event.key != self.cursor and event.key != self.coach.hinted_cell:
            self.said = None
            self.coach.hinted_cell = None
        self.cursor = event.key

    @on(CellChosen)
    def _cell_chosen(self, event: CellChosen) -> None:
        """Enter or a second click on the cell pointed at: score it (or call it, or ask)."""
        if self.state is None:
            return
        if not self.keys_here(self.state):
            self.say(wait_line(self.state, self.net), problem=False)
            return
        if event.key is None:  # nothing pointed at: the one cell left is pointed at, if one
            only = only_cell(self.state)
            self.point_at(only) if only else self.say(NO_BOX, problem=False)
            return
        choice = choice_move(self.state, event.key)
        if isinstance(choice, Question):
            move = choice.move

            def answered(sure: bool | None) -> None:
                if sure:
                    self.play(move)

            self.app.push_screen(ConfirmScreen(*choice.words), answered)
        elif choice is not None:
            self.play(choice)

    # --- hints and the coach (the coach's own work is `coach.py`'s) ----------------------

    def _mark_hint(self, state: GameState) -> None:
        if state is self.state and not computer_to_move(state):
            self.services.session.mark_hint()

    @property
    def can_apply_hint(self) -> bool:
        state = self.state
        return state is not None and state.has_rolled and self.keys_here(state)

    def action_toggle_hints(self) -> None:
        """Show or hide the advisor's hints; while they show, the coach judges each choice."""
        self.hints = not self.hints
        self.say(_(HINTS_ON if self.hints else HINTS_OFF), problem=False)
        self.keep_notes()

    def action_apply_hint(self) -> None:
        state = self.state
        if state is not None and self.keys_here(state) and self.coach.apply_hint(state):
            self._mark_hint(state)

    @on(AdvisorReady)
    def _advisor_ready(self, event: AdvisorReady) -> None:
        self.advisor_ready = self.services.advisor.ready(self.rules)  # the meter estimates
        self.mutate_reactive(TableScreen.state)  # the hints and a waiting computer look again
        self.coach.judge_waiting()
        self.play_computer()
        if self.coach.hint_waiting:
            self.action_apply_hint()

    def point_at(self, cell: str) -> None:
        self.query_one(Scorecard).cursor = cell

    def notes(self) -> Mapping[int, str]:
        return self.coach_notes

    def show_notes(self, notes: Mapping[int, str]) -> None:
        self.coach_notes = notes
        self.keep_notes()

    def in_thread(self, work: Callable[[], None]) -> None:
        self.run_worker(work, thread=True, group=CHANCE_GROUP, exit_on_error=False)

    def from_thread(self, callback: Callable[[], None]) -> None:
        self.app.call_from_thread(callback)

    def keep_notes(self) -> None:
        """The hints toggle and the coach's notes, kept beside the saved game."""
        if self.state is not None and self.net is None:
            self.coach.keep(self.state, self.hints, self.coach_notes)

    # --- computers (`computer_turns.py`) ----------------------------------------------------

    def on_screen_resume(self) -> None:
        self.play_computer()  # a computer's turn, paused while another screen was on top

    def play_computer(self) -> None:
        """The computer to move moves (at a network table the server plays them)."""
        if self.state is not None and self.net is None:
            self.computers.start(self.state)

    def shows(self, state: GameState) -> bool:
        return self.app.screen is self and state is self.state

    def computer_says(self, line: str) -> None:
        self.computer_line = line

    def run_turn(self, turn: Callable[[], Coroutine[None, None, None]]) -> Worker[None]:
        return self.run_worker(turn, group="computer", exclusive=True)

    @on(ComputerMove)
    def _computer_moved(self, event: ComputerMove) -> None:
        if self.state is not None and computer_to_move(self.state):
            self.computer_line = self.computers.send(self.state, event.move)

    # --- the network table ------------------------------------------------------------------

    def action_chat(self) -> None:
        self.query_one(ChatBar).open()

    @on(ChatBar.Send)
    def _chat_typed(self, event: ChatBar.Send) -> None:
        event.stop()
        self.desk.chat(event.text)

    @on(ChatBar.Closed)
    def _chat_closed(self, event: ChatBar.Closed) -> None:
        event.stop()
        self.query_one(Scorecard).focus()

    def action_hand_over(self) -> None:
        if self.net is not None and self.state is not None:
            self.desk.hand_over(self.net, self.state)

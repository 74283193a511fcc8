"""The table: dice tray, live scorecard, turn banner, status, log and hints.

The screen mirrors the app's position (the game state and the move that made it) and binds
every widget to the part it shows; keys and clicks become moves sent through the session it
is given (`tui/state/session.py`), never changes made here. The advisor's word, the
computers' moves and the network keys are plain collaborators (`coach.py`,
`computer_turns.py`, `network_keys.py`)."""

from __future__ import annotations

from collections.abc import Mapping
from contextlib import suppress
from typing import ClassVar

from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Container, Vertical, VerticalScroll
from textual.reactive import var
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Button

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState
from yahtzee_tui.game.assistance import only_marks_differ
from yahtzee_tui.storage.table_notes import TableNotes, load_notes, save_notes
from yahtzee_tui.strategy import HOLD, ROLL, SCORE, Move
from yahtzee_tui.tui.messages import AdvisorReady, CellChosen, ComputerMove, CursorMoved, Refused
from yahtzee_tui.tui.screens.confirm import ConfirmScreen
from yahtzee_tui.tui.screens.table.coach import Coach, swing_note
from yahtzee_tui.tui.screens.table.computer_turns import ComputerTurns
from yahtzee_tui.tui.screens.table.fitting import TableFitting
from yahtzee_tui.tui.screens.table.keys import (
    DIGIT_KEYS,
    LETTER_KEYS,
    NET_ACTIONS,
    NET_BINDINGS,
    STAND_IN_LEVEL,
    hand_over_choice,
    hold_bindings,
    table_box,
)
from yahtzee_tui.tui.services import TableServices
from yahtzee_tui.tui.state.session import Position, Request
from yahtzee_tui.tui.views.choices import PREPARING_HINT, Question, choice_move, refusal_to_undo
from yahtzee_tui.tui.views.hints import HintView
from yahtzee_tui.tui.views.net_view import NetView, keys_here, net_status, roll_allowed, wait_line
from yahtzee_tui.tui.views.table_fit import player_column
from yahtzee_tui.tui.views.table_words import (
    NO_BOX,
    Said,
    Words,
    computer_to_move,
    status_line,
    watching_line,
)
from yahtzee_tui.tui.widgets.chance_meter import ChanceMeter
from yahtzee_tui.tui.widgets.dice_tray import DiceTray
from yahtzee_tui.tui.widgets.die import Die
from yahtzee_tui.tui.widgets.hint_panel import HintPanel
from yahtzee_tui.tui.widgets.key_footer import KeyFooter
from yahtzee_tui.tui.widgets.match_totals import MatchTotals
from yahtzee_tui.tui.widgets.net_panel import ChatBar, NetPanel
from yahtzee_tui.tui.widgets.roll_button import RollButton
from yahtzee_tui.tui.widgets.scorecard import Scorecard
from yahtzee_tui.tui.widgets.table_info import PlayersPanel, StatusLine, ThrowLog, TurnBanner

MOVES = frozenset({"roll", "hold", "undo", "apply_hint", "call"})
CHANCE_GROUP = "coach-chances"


class TableScreen(Screen[None]):
    """The table for Yahtzee and Yatzy: every player's column side by side."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("space,r", "roll", "Roll", key_display="r"),
        *hold_bindings(5, LETTER_KEYS),
        Binding("ctrl+z,u", "undo", "Undo", key_display="u"),
        Binding("h", "toggle_hints", "Hints"),
        Binding("H,shift+h", "apply_hint", "Apply hint", show=False),
        Binding("question_mark", "app.help", "Help", key_display="?"),
        Binding("q", "app.quit", "Quit (saved)"),
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
    # Worked out from the above, and bound to the status line and the hint panel.
    status: var[tuple[Words, bool]] = var(((), False))
    keys_wait: var[bool] = var(False)  # the player to move is not at this keyboard
    hint: var[HintView | None] = var(None)

    def __init__(self, state: GameState, services: TableServices, net: NetView | None) -> None:
        super().__init__()
        self.services = services
        self.rules = state.ruleset
        self.coach = Coach(services.advisor)
        self.computers = ComputerTurns(services)
        self.fitting = TableFitting(self, self.rules.dice)
        self._with_net = net is not None
        self._widest_column = 8 if self.rules.is_yamb else player_column(state)
        self._roll_timer: Timer | None = None
        self._notes = load_notes(state, services.save_path)
        hints = self._notes.hints if self._notes is not None else services.hints_by_default
        # What the first layout depends on is set before it, so that the screen is styled once
        # as it is mounted rather than again for each class as it settles.
        self.set_reactive(TableScreen.hints, hints)
        self.set_reactive(TableScreen.advisor_ready, services.advisor.ready(self.rules))
        self.set_class(hints, "-hints", update=False)
        self.fitting.fit_size(*self.app.size, update=False)

    def compose(self) -> ComposeResult:
        state, rolling, net = TableScreen.state, TableScreen.rolling, TableScreen.net
        widest = self._widest_column
        yield TurnBanner(id="banner").data_bind(state)
        with Container(id="table-body"):
            with VerticalScroll(id="card-side"):
                narrowest = 7 if self.rules.is_yamb else 5
                card = Scorecard(min_column=narrowest, max_column=widest, id="card")
                yield card.data_bind(state, rolling)
            with Vertical(id="tray-side"):
                with Vertical(id="tray-panel"):
                    keys = list(DIGIT_KEYS[: self.rules.dice])
                    yield DiceTray(keys, id="tray").data_bind(state, rolling)
                    with Center(id="roll-row"):
                        yield RollButton(id="roll").data_bind(state, waiting=TableScreen.keys_wait)
                yield StatusLine(id="status").data_bind(line=TableScreen.status)
                if self._with_net:  # the room's lines and the chat
                    panel = NetPanel(id="net").data_bind(net=net)
                    yield table_box(panel, ChatBar(id="chat").data_bind(net=net))
                yield MatchTotals(id="match-totals").data_bind(state)
                if self.rules.is_yamb:
                    yield PlayersPanel(id="players").data_bind(state)
                with VerticalScroll(id="log-scroll"):
                    yield ThrowLog(id="log").data_bind(state, notes=TableScreen.coach_notes)
                with Container(id="hint-slot"):
                    meter = ChanceMeter(id="chances")
                    yield meter.data_bind(state, TableScreen.hints, ready=TableScreen.advisor_ready)
                    yield HintPanel(id="hints").data_bind(TableScreen.hint)
        yield KeyFooter()

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
        if before is not None and move is not None:
            self._coach(before, state, move)
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
        if self.net is not None:
            line = net_status(self.state, self.net, self.said)
            if line is not None:
                return line
        if self.services.read_only:
            return watching_line(self.state), False
        return status_line(self.state, self.said, self.cursor, self.computer_line)

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
        try:
            self.services.session.play(move)
        except GameError as error:
            self.say(str(error))
            self.app.bell()
            return False
        if then is not None:
            self.say(then, problem=False)
        return True

    def say(self, text: str, problem: bool = True) -> None:
        """A line for the player until their next move."""
        self.said = Said(text, problem)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        state = self.state
        if state is None or state.is_over:
            return None
        if self.services.read_only and action in MOVES:
            return False  # watched: the keys that make moves are not offered
        if action == "hold" and parameters and parameters[0] not in range(self.rules.dice):
            return False
        if action == "roll" and self.keys_here(state):
            return roll_allowed(state, self.net) or None
        if action in NET_ACTIONS:
            return self.net is not None
        return True

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
                self.services.session.undo()
            except GameError as error:
                self.say(str(error))
                self.app.bell()
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

    # --- hints and the coach ----------------------------------------------------------------

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
        if self.hints:
            self.say("Hints on: the best options, and a word in the log on each choice.", False)
        else:
            self.say("Hints off.", problem=False)
        self.keep_notes()

    def action_apply_hint(self) -> None:
        """Hold what the advisor would hold; when it would score or call, point at where.
        While the advisor is being prepared it says so, and acts once it is ready."""
        state = self.state
        if state is None or not self.keys_here(state):
            return
        if not state.has_rolled:
            self.say("Roll first: the advisor rates the dice once they are on the table.")
            return
        action = self.coach.apply(state)
        if action is None:
            self.say(PREPARING_HINT, problem=False)
            return
        self._mark_hint(state)
        if action.cell is not None:
            self.query_one(Scorecard).cursor = action.cell
            self.say(action.words, problem=False)
        elif action.move is not None:
            self.play(action.move, then=action.words)
        else:
            self.say(action.words, problem=False)

    @on(AdvisorReady)
    def _advisor_ready(self, event: AdvisorReady) -> None:
        self.advisor_ready = self.services.advisor.ready(self.rules)  # the meter estimates
        self.mutate_reactive(TableScreen.state)  # the hints and a waiting computer look again
        for before, after, move in self.coach.waiting():
            self._coach(before, after, move)
        self.play_computer()
        if self.coach.hint_waiting:
            self.action_apply_hint()

    def _coach(self, before: GameState, after: GameState, move: Move) -> None:
        """With hints on, note in the log what a human's reroll, call or score gave away."""
        if not self.hints or not self.keys_here(before):
            return
        note = self.coach.judge(before, after, move)
        if note is not None:
            index, text = note
            self.coach_notes = {**self.coach_notes, index: text}
            self.keep_notes()
            if move.kind == SCORE and len(before.players) > 1:
                self._judge_chance(before, after, index)

    @work(thread=True, group=CHANCE_GROUP, exit_on_error=False)
    def _judge_chance(self, before: GameState, after: GameState, index: int) -> None:
        """Add to a score's note how it moved the player's chance to win (in a thread)."""
        words = swing_note(before, after)
        with suppress(RuntimeError):  # the app has closed meanwhile
            self.app.call_from_thread(self._add_to_note, index, words)

    def _add_to_note(self, index: int, words: str) -> None:
        note = self.coach_notes.get(index)
        if note is not None and words not in note:
            self.coach_notes = {**self.coach_notes, index: f"{note} · {words}"}
            self.keep_notes()

    def keep_notes(self) -> None:
        """The hints toggle and the coach's notes, kept beside the saved game."""
        services = self.services
        if self.state is not None and self.net is None and not services.read_only:
            notes = TableNotes(self.hints, self.coach_notes)
            try:
                save_notes(self.state, notes, services.save_path)
            except OSError as error:
                services.report(f"The hints could not be kept: {error}")

    # --- computers --------------------------------------------------------------------------

    def on_screen_resume(self) -> None:
        self.play_computer()  # a computer's turn, paused while another screen was on top

    @work(exclusive=True, group="computer")
    async def play_computer(self) -> None:
        """The next move of the computer to move; it waits while another screen is on top
        (resuming starts it again), and for its advisor (AdvisorReady starts it again)."""
        state = self.state
        if state is None or self.net is not None:
            return  # at a network table the server plays its computers

        def still() -> bool:
            return self.app.screen is self and state is self.state

        choice = await self.computers.next_move(state, still)
        if isinstance(choice, str):
            self.computer_line = choice
        elif choice is not None:
            self.post_message(ComputerMove(choice))

    @on(ComputerMove)
    def _computer_moved(self, event: ComputerMove) -> None:
        state = self.state
        if state is None or not computer_to_move(state):
            return
        name = state.current_player.name
        try:
            self.services.session.play(event.move)
        except GameError as error:
            self.computer_line = f"{name} could not move: {error}"
            return
        # The move shows until the next one; after a score the next turn's player is named.
        self.computer_line = f"{name} {event.move.describe(self.rules)}."

    # --- the network table ------------------------------------------------------------------

    def send(self, request: Request) -> bool:
        """A request that is not a move, for the server; a refusal is said (now or later)."""
        try:
            self.services.session.request(request)
        except GameError as error:
            self.say(str(error))
            return False
        return True

    def action_chat(self) -> None:
        self.query_one(ChatBar).open()

    @on(ChatBar.Send)
    def _chat_typed(self, event: ChatBar.Send) -> None:
        event.stop()
        text = event.text
        self.send(lambda client: client.say(text))

    @on(ChatBar.Closed)
    def _chat_closed(self, event: ChatBar.Closed) -> None:
        event.stop()
        self.query_one(Scorecard).focus()

    def action_hand_over(self) -> None:
        """(Host) A computer plays for the player away longest past the timeout."""
        net, state = self.net, self.state
        if net is None or state is None:
            return
        seat, words = hand_over_choice(net, state)
        if seat is None:
            self.say(words)
        elif self.send(lambda client: client.hand_over(seat, STAND_IN_LEVEL)):
            self.say(words, problem=False)

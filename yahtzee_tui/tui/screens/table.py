"""The table: dice tray, live scorecard, turn banner, status, log and hints.

The screen mirrors the app's game state and binds every widget to the part it shows; keys
and clicks become moves sent through the app's session (see `tui/session.py`), never changes
made here. A computer's turn plays itself in a worker, one move at a time."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import ClassVar

from rich.cells import cell_len
from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Container, Vertical, VerticalScroll
from textual.content import Content
from textual.reactive import var
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Button, Footer

from yahtzee_tui.engine import RuleSet
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState, can_call, can_roll, options
from yahtzee_tui.storage.table_notes import TableNotes, load_notes, save_notes
from yahtzee_tui.strategy import HOLD, ROLL, Move
from yahtzee_tui.tui.app import MIN_HEIGHT, MIN_WIDTH, the_app
from yahtzee_tui.tui.card_view import CALL_COLUMN
from yahtzee_tui.tui.choices import (
    CALL_NOT_YET,
    CALL_TOO_LATE,
    PREPARING_HINT,
    Question,
    choice_move,
    coach_note,
    hint_move,
    refusal_to_undo,
)
from yahtzee_tui.tui.computer import computer_choice
from yahtzee_tui.tui.hints import HintView
from yahtzee_tui.tui.messages import AdvisorReady, CellChosen, ComputerMove, CursorMoved
from yahtzee_tui.tui.screens.confirm import ConfirmScreen
from yahtzee_tui.tui.table_fit import fit_log, fit_table
from yahtzee_tui.tui.table_words import NO_BOX, Said, Words, computer_to_move, status_line
from yahtzee_tui.tui.table_words import waiting_words as waiting
from yahtzee_tui.tui.widgets.dice_tray import DiceTray
from yahtzee_tui.tui.widgets.die import Die
from yahtzee_tui.tui.widgets.hint_panel import HintPanel
from yahtzee_tui.tui.widgets.scorecard import Scorecard
from yahtzee_tui.tui.widgets.table_info import PlayersPanel, StatusLine, ThrowLog, TurnBanner

DIGIT_KEYS, LETTER_KEYS = "123456", "abcdef"
# Up to this many players a column may grow to WIDEST_PLAYER_COLUMN for longer names.
FEW_PLAYERS, WIDEST_PLAYER_COLUMN = 3, 14
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


def hold_bindings(count: int, letters: str) -> list[BindingType]:
    bindings: list[BindingType] = [Binding("1", "hold(0)", "Hold", key_display=f"1-{count}")]
    bindings += [Binding(DIGIT_KEYS[i], f"hold({i})", show=False) for i in range(1, 6)]
    return bindings + [Binding(k, f"hold({LETTER_KEYS.index(k)})", show=False) for k in letters]


class TableScreen(Screen[None]):
    """The table for every rule set: Yahtzee and Yatzy show every player's column, Yamb the
    current player's sheet (and `c` announces a CALL)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("space,r", "roll", "Roll", key_display="r"),
        *hold_bindings(5, LETTER_KEYS),
        Binding("ctrl+z,u", "undo", "Undo", key_display="u"),
        Binding("h", "toggle_hints", "Hints"),
        Binding("H,shift+h", "apply_hint", "Apply hint", show=False),
        Binding("question_mark", "app.help", "Help", key_display="?"),
        Binding("q", "app.quit", "Quit (saved)"),
    ]
    # Seconds the dice tumble after a roll (with animations on).
    roll_seconds = 0.35

    state: var[GameState | None] = var(None)  # the app's state, mirrored
    rolling: var[bool] = var(False)
    hints: var[bool] = var(False)
    coach_notes: var[Mapping[int, str]] = var(dict)
    cursor: var[str | None] = var(None)  # the card's, for the status line
    said: var[Said | None] = var(None)
    computer_line: var[str | None] = var(None)
    status: var[tuple[Words, bool]] = var(((), False))
    hint: var[HintView | None] = var(None)

    def __init__(self, state: GameState) -> None:
        super().__init__()
        self.rules: RuleSet = state.ruleset
        self._widest_column = 8 if self.rules.is_yamb else player_column(state)
        self._roll_timer: Timer | None = None
        self._hint_waiting = False  # H pressed while the advisor was being prepared
        self._hinted_cell: str | None = None  # where `H` pointed
        # Decisions made while the advisor was being prepared: judged once it is ready.
        self._unjudged: list[tuple[GameState, GameState, Move]] = []

    def compose(self) -> ComposeResult:
        yield TurnBanner(id="banner").data_bind(TableScreen.state)
        with Container(id="table-body"):
            with VerticalScroll(id="card-side"):
                narrowest = 7 if self.rules.is_yamb else 5
                card = Scorecard(min_column=narrowest, max_column=self._widest_column, id="card")
                yield card.data_bind(TableScreen.state, TableScreen.rolling)
            with Vertical(id="tray-side"):
                with Vertical(id="tray-panel"):
                    tray = DiceTray(list(DIGIT_KEYS[: self.rules.dice]), id="tray")
                    yield tray.data_bind(TableScreen.state, TableScreen.rolling)
                    with Center(id="roll-row"):
                        yield Button(Content("Roll"), id="roll", variant="primary")
                yield StatusLine(id="status").data_bind(line=TableScreen.status)
                if self.rules.is_yamb:
                    yield PlayersPanel(id="players").data_bind(TableScreen.state)
                with VerticalScroll(id="log-scroll"):
                    log = ThrowLog(id="log")
                    yield log.data_bind(TableScreen.state, notes=TableScreen.coach_notes)
                with Container(id="hint-slot"):
                    yield HintPanel(id="hints").data_bind(TableScreen.hint)
        yield Footer()

    def on_mount(self) -> None:
        app = the_app(self.app)
        self.query_one("#roll", Button).can_focus = False
        self.query_one("#log-scroll").anchor()
        for part, title in FRAME_TITLES:
            self.query_one(f"#{part}").border_title = title
        if app.state is not None:
            kept = load_notes(app.state, app.save_path)
            self.hints = kept.hints if kept is not None else app.hints_by_default
            self.coach_notes = dict(kept.coach) if kept is not None else {}
        self.watch(app, "state", self._mirror)
        self.query_one(Scorecard).focus()

    # --- the state, mirrored ------------------------------------------------------------

    def _mirror(self, state: GameState | None) -> None:
        """The app's new state: what changed with it is decided by the move that made it."""
        if state is None or state.is_over:
            return
        before, move = self.state, the_app(self.app).last_move
        if before is None or (before.turn, before.current) != (state.turn, state.current):
            self.computer_line = None  # the last turn's move stays in the log, not here
        self.said = None
        self.state = state
        self.rolling = the_app(self.app).animations and move is not None and move.kind == ROLL
        if before is not None and move is not None:
            self._coach(before, state, move)
        self._show_roll_button(state)
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
        state = self.state
        if state is None:
            return (), False
        return status_line(state, self.said, self.cursor, self.computer_line)

    def compute_hint(self) -> HintView | None:
        state = self.state
        if not self.hints or state is None:
            return None
        advisor = the_app(self.app).advisor
        problem = advisor.problem(state.ruleset)
        advice = advisor.advice(state) if problem is None else None
        column, _, row = (self.cursor or "").partition(".")
        call_row = row if column == CALL_COLUMN else None
        return HintView(state, tuple(advice) if advice is not None else None, problem, call_row)

    def watch_hints(self, hints: bool) -> None:
        self.set_class(hints, "-hints")
        self.call_after_refresh(self._fit_log)

    def _show_roll_button(self, state: GameState) -> None:
        button = self.query_one("#roll", Button)
        if can_roll(state):
            left = state.rolls_left
            button.label = Content(f"Roll · {left} left" if state.has_rolled else "Roll")
        else:
            button.label = Content("No rolls left" if state.rolls_left == 0 else "Roll")
        disabled = not can_roll(state) or computer_to_move(state)
        if disabled != button.disabled:
            button.disabled = disabled
            self.refresh_bindings()  # the footer dims Roll while it cannot be pressed

    # --- layout ---------------------------------------------------------------------------

    def on_resize(self, event: events.Resize) -> None:
        # Below the least size the table is hidden (the app asks for a larger terminal): its
        # parts are not laid out at all, rather than squeezed into a size they never fit.
        width, height = event.size
        self.query_one("#table-body").display = width >= MIN_WIDTH and height >= MIN_HEIGHT
        fit = fit_table(width, height, self.rules.dice)
        self.set_class(fit.short, "-short")
        self.set_class(fit.roomy, "-roomy")
        card = self.query_one(Scorecard)
        card.reserve, card.reserve_height = fit.card_reserve, fit.card_reserve_height
        card.refresh(layout=True)
        self.query_one(DiceTray).allow_large = fit.roomy
        self.query_one(HintPanel).options_shown = fit.hint_options
        self.call_after_refresh(self._fit_log)

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
        self.set_class(fit.tight, "-tight")
        self.set_class(fit.frameless, "-frameless")
        self.set_class(fit.no_log, "-no-log")
        self.query_one("#roll", Button).compact = fit.tight or self.has_class("-short")

    # --- moves ----------------------------------------------------------------------------

    def play(self, move: Move, then: str | None = None) -> bool:
        """Send a human's move to the session; a refused move says why and changes nothing."""
        state = self.state
        if state is None or computer_to_move(state):
            self.say(waiting(state)[0] if state else "", problem=False)
            return False
        try:
            the_app(self.app).session.play(move)
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
        if action == "hold" and parameters and parameters[0] not in range(self.rules.dice):
            return False
        if action == "roll" and not computer_to_move(state):
            return can_roll(state) or None
        return True

    def action_roll(self) -> None:
        self.play(Move(ROLL))

    def action_hold(self, index: int) -> None:
        self.play(Move(HOLD, indexes=(index,)))

    @property
    def can_undo(self) -> bool:
        return self.state is not None and refusal_to_undo(self.state) is None

    @property
    def can_apply_hint(self) -> bool:
        state = self.state
        return state is not None and state.has_rolled and not computer_to_move(state)

    def action_undo(self) -> None:
        """Take back the human's last hold, call or score; else say why not."""
        state = self.state
        reason = refusal_to_undo(state) if state is not None else "nothing to undo"
        if reason is not None and computer_to_move(state) and state is not None:
            reason = waiting(state)[0]
        if reason is None:
            the_app(self.app).session.undo()
        else:
            self.say(reason)
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
        if event.key != self.cursor and event.key != self._hinted_cell:
            self.said = None
            self._hinted_cell = None
        self.cursor = event.key

    @on(CellChosen)
    def _cell_chosen(self, event: CellChosen) -> None:
        state = self.state
        if state is None:
            return
        if event.key is None:
            self.say(NO_BOX, problem=False)
            return
        choice = choice_move(state, event.key)
        if isinstance(choice, Question):
            move = choice.move
            question = ConfirmScreen(choice.question, choice.detail, choice.yes, choice.no)
            self.app.push_screen(question, lambda sure: self.play(move) if sure else None)
        elif choice is not None:
            self.play(choice)

    # --- hints and the coach --------------------------------------------------------------

    def action_toggle_hints(self) -> None:
        """Show or hide the advisor's hints; while they show, the coach judges each choice."""
        self.hints = not self.hints
        if self.hints:
            self.say("Hints on: the best options, and a word in the log on each choice.", False)
        else:
            self.say("Hints off.", problem=False)
        self._keep_notes()

    def action_apply_hint(self) -> None:
        """Hold what the advisor would hold; when it would score or call, point at where."""
        state = self.state
        if state is None or computer_to_move(state):
            return
        if not state.has_rolled:
            self.say("Roll first: the advisor rates the dice once they are on the table.")
            return
        advice = the_app(self.app).advisor.advice(state)
        if advice is None:
            self._hint_waiting = True
            self.say(PREPARING_HINT, problem=False)
            return
        self._hint_waiting = False
        move, words, cell = hint_move(state, advice)
        if cell is not None:
            self._hinted_cell = cell
            self.query_one(Scorecard).cursor = cell
            self.say(words, problem=False)
        elif move is not None:
            self.play(move, then=words)
        else:
            self.say(words, problem=False)

    @on(AdvisorReady)
    def _advisor_ready(self, event: AdvisorReady) -> None:
        self.mutate_reactive(TableScreen.state)  # the hints and a waiting computer look again
        unjudged, self._unjudged = self._unjudged, []
        for before, after, move in unjudged:
            self._coach(before, after, move)
        self.play_computer()
        if self._hint_waiting:
            self.action_apply_hint()

    def _coach(self, before: GameState, after: GameState, move: Move) -> None:
        """With hints on, note in the log what a human's reroll, call or score gave away."""
        if not self.hints or before.current_player.is_computer:
            return
        advice = the_app(self.app).advisor.advice(before)
        if advice is None:
            self._unjudged.append((before, after, move))
            return
        note = coach_note(before, after, move, advice)
        if note is not None:
            index, text = note
            self.coach_notes = {**self.coach_notes, index: text}
            self._keep_notes()

    def _keep_notes(self) -> None:
        app = the_app(self.app)
        if self.state is not None:
            try:
                save_notes(self.state, TableNotes(self.hints, self.coach_notes), app.save_path)
            except OSError as error:
                app.report(f"The hints could not be kept: {error}")

    # --- computer players -----------------------------------------------------------------

    def on_screen_resume(self) -> None:
        self.play_computer()  # a computer's turn, paused while another screen was on top

    @work(exclusive=True, group="computer")
    async def play_computer(self) -> None:
        """The next move of the computer to move, after the app's move delay; it waits while
        another screen is on top (resuming starts it again)."""
        app = the_app(self.app)
        state = self.state
        if not computer_to_move(state) or state is None:
            return
        if app.move_delay > 0:
            await asyncio.sleep(app.move_delay)
        if app.screen is not self or state is not self.state:
            return
        choice = computer_choice(state, app.advisor)
        if isinstance(choice, str):
            self.computer_line = choice
        else:
            self.post_message(ComputerMove(choice))

    @on(ComputerMove)
    def _computer_moved(self, event: ComputerMove) -> None:
        state = self.state
        if not computer_to_move(state) or state is None:
            return
        name = state.current_player.name
        try:
            the_app(self.app).session.play(event.move)
        except GameError as error:
            self.computer_line = f"{name} could not move: {error}"
            return
        # The move shows until the next one; after a score the next turn's player is named.
        self.computer_line = f"{name} {event.move.describe(self.rules)}."

    # --- Yamb's CALL ------------------------------------------------------------------------

    def action_call(self) -> None:
        """To the CALL cell of the cursor's row (or the nearest one that can be called), ready
        to announce it with enter; escape goes back. After the first roll: why not."""
        state = self.state
        if state is None or computer_to_move(state):
            return
        if not can_call(state):
            self.say(CALL_TOO_LATE if state.rolls_used > 1 else CALL_NOT_YET)
            return
        rows = [o.box for o in options(state) if o.column == CALL_COLUMN and can_call(state, o.box)]
        self.query_one(Scorecard).point_at_call(rows)

    def action_leave_call(self) -> None:
        self.query_one(Scorecard).leave_call()


class YambTableScreen(TableScreen):
    BINDINGS: ClassVar[list[BindingType]] = [
        *hold_bindings(6, "abdef"),
        Binding("c", "call", "Call"),
        Binding("escape", "leave_call", "Back", show=False),
    ]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "leave_call":
            return self.query_one(Scorecard).in_call_column
        return super().check_action(action, parameters)


def table_screen(state: GameState) -> TableScreen:
    return YambTableScreen(state) if state.ruleset.is_yamb else TableScreen(state)

"""The table: dice tray, live scorecard, turn banner, log and hints. Every key becomes a game
move; a computer's turn plays itself, one move at a time."""

from __future__ import annotations

from typing import ClassVar

from rich.cells import cell_len
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Container, Vertical, VerticalScroll
from textual.content import Content
from textual.geometry import Size
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Button, Footer, Static

from yahtzee_tui.engine import RuleSet
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import (
    ROLL_FIRST,
    Event,
    GameState,
    call,
    can_call,
    can_roll,
    can_undo,
    options,
    roll,
    score,
    toggle_hold,
    undo,
)
from yahtzee_tui.strategy import (
    CALL,
    HOLD,
    SCORE,
    Move,
    apply_move,
    hold_toggles,
    next_move,
    player_level,
)
from yahtzee_tui.tui.card_view import card_view
from yahtzee_tui.tui.hints import HINTS_SHOWN, coach_verdict, holds_every_die, option_words
from yahtzee_tui.tui.messages import CellChosen, CursorMoved
from yahtzee_tui.tui.screens.confirm import ConfirmScreen
from yahtzee_tui.tui.widgets.dice_tray import DiceTray
from yahtzee_tui.tui.widgets.die import REGULAR, Die
from yahtzee_tui.tui.widgets.hint_panel import HintPanel
from yahtzee_tui.tui.widgets.scorecard import Scorecard
from yahtzee_tui.tui.widgets.table_info import (
    PlayersPanel,
    ThrowLog,
    TurnBanner,
    cell_name,
    computer_lines,
    event_line,
    row_name,
)

DIGIT_KEYS = "123456"
LETTER_KEYS = "abcdef"
CALL_COLUMN = "call"
# Terminal rows from which the table has room for a full-height Roll button.
TALL_ENOUGH = 30
# From this size on the table frames its parts and may draw large dice.
ROOMY = Size(96, 30)
# Columns the scorecard leaves for the dice side (regular dice in rows of three / framed).
COMPACT_RESERVE = 31
# Computer levels that ask the advisor (and so wait for its table).
ADVISED_LEVELS = ("medium", "expert")
PREPARING = "Preparing the advisor…"
# Options the hint panel lists on a short terminal (it leaves the log a line or two).
SHORT_HINTS = 2
# Up to this many players a column may grow to WIDEST_PLAYER_COLUMN for longer names.
FEW_PLAYERS = 3
WIDEST_PLAYER_COLUMN = 14
# Lines of log a framed table keeps room for, and the rows a tightened dice panel gives back
# (a one-line Roll button and no padding).
LOG_ROWS = 3
TIGHT_GAIN = 4


def player_column(state: GameState) -> int:
    """The widest a player's column grows: room for whole names and "63 to go" when there
    are few players, else 8 so that six fit."""
    if len(state.players) > FEW_PLAYERS:
        return 8
    longest = max(cell_len(player.name) for player in state.players)
    return max(10, min(WIDEST_PLAYER_COLUMN, longest + 2))


def undo_allowed(state: GameState) -> bool:
    """Undo steps back over a human's hold, call or score, never over a computer's."""
    previous = state.previous
    return can_undo(state) and previous is not None and not previous.current_player.is_computer


def computer_to_move(state: GameState | None) -> bool:
    return state is not None and not state.is_over and state.current_player.is_computer


def _hold_bindings(count: int, letters: str) -> list[BindingType]:
    bindings: list[BindingType] = [
        Binding("1", "hold(0)", "Hold", key_display=f"1-{count}"),
    ]
    bindings += [Binding(DIGIT_KEYS[i], f"hold({i})", show=False) for i in range(1, 6)]
    bindings += [
        Binding(letter, f"hold({LETTER_KEYS.index(letter)})", show=False) for letter in letters
    ]
    return bindings


class TableScreen(Screen[None]):
    """The table for Yahtzee and Yatzy: every player's column side by side."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("space,r", "roll", "Roll", key_display="r"),
        *_hold_bindings(5, LETTER_KEYS),
        Binding("ctrl+z,u", "undo", "Undo", key_display="u"),
        Binding("h", "toggle_hints", "Hints"),
        Binding("H,shift+h", "apply_hint", "Apply hint", show=False),
        Binding("question_mark", "app.help", "Help", key_display="?"),
        Binding("q", "app.quit", "Quit (saved)"),
    ]

    def __init__(self, rules: RuleSet) -> None:
        super().__init__()
        self.rules = rules
        self._message: Content | None = None  # the last move's complaint, until the next move
        self._problem = False
        self._cursor_reason: str | None = None
        self._cursor_key: str | None = None
        self._shown: GameState | None = None
        # The coach's words, by the history index of the event the judged decision made.
        self._notes: dict[int, tuple[Event, str]] = {}
        self._computer_timer: Timer | None = None
        self._computer_chance = 0  # counts schedulings: only the latest step may move
        self._hinted_cell: str | None = None  # where `H` put the cursor
        self._computer_line: Content | None = None  # a computer's last move, in words

    # --- layout --------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        state = self.state
        yield TurnBanner(id="banner")
        with Container(id="table-body"):
            with VerticalScroll(id="card-side"):
                yield self._make_card(state)
            with Vertical(id="tray-side"):
                with Vertical(id="tray-panel"):
                    yield DiceTray(self._die_keys(), id="tray")
                    with Center(id="roll-row"):
                        yield Button(Content("Roll"), id="roll", variant="primary")
                yield Static("", id="status")
                if self.rules.is_yamb:
                    yield PlayersPanel(id="players")
                with VerticalScroll(id="log-scroll"):
                    yield ThrowLog(id="log")
                with Container(id="hint-slot"):
                    yield HintPanel(id="hints")
        yield Footer()

    def _make_card(self, state: GameState) -> Scorecard:
        if self.rules.is_yamb:
            return Scorecard(card_view(state), min_column=7, max_column=8, id="card")
        return Scorecard(card_view(state), min_column=5, max_column=player_column(state), id="card")

    def _die_keys(self) -> list[str]:
        return [DIGIT_KEYS[i] for i in range(self.rules.dice)]

    def on_resize(self, event: events.Resize) -> None:
        self._fit(event.size)
        self.call_after_refresh(self._fit_log)

    def _fit_log(self) -> None:
        """A roomy table short of rows for the log tightens the dice panel, and drops the
        log's frame if that is not enough; the log then shows its newest entry."""
        if not self.is_attached:
            return
        scroll = self.query_one("#log-scroll", VerticalScroll)
        roomy = self.has_class("-roomy")
        # Rows the log would have, framed, without the tightening (which gives back TIGHT_GAIN).
        rows = self._rows_for_log()
        if self.has_class("-tight"):
            rows -= TIGHT_GAIN
        tight = roomy and rows < LOG_ROWS + 2
        frameless = tight and rows + TIGHT_GAIN < LOG_ROWS + 2
        self.set_class(tight, "-tight")
        self.set_class(frameless, "-frameless")
        # Fewer lines than that and the log steps aside rather than squeeze onto others' rows.
        self.set_class(frameless and rows + TIGHT_GAIN + 2 < LOG_ROWS, "-no-log")
        self.query_one("#roll", Button).compact = tight or self.has_class("-short")
        scroll.scroll_end(animate=False)
        self.call_after_refresh(scroll.scroll_end, animate=False)

    def _rows_for_log(self) -> int:
        """The rows the dice side leaves its log (frame included), as the layout stands."""
        side = self.query_one("#tray-side", Vertical)
        taken = sum(
            child.outer_size.height + child.styles.margin.top + child.styles.margin.bottom
            for child in side.children
            if child.id != "log-scroll" and child.display
        )
        return side.content_size.height - taken

    def _fit(self, size: Size) -> None:
        """Short terminals get a one-line Roll button; roomy ones frame the card, the dice
        and the log, and may show large dice."""
        short = size.height < TALL_ENOUGH
        roomy = size.height >= ROOMY.height and size.width >= ROOMY.width
        self.set_class(short, "-short")
        self.set_class(roomy, "-roomy")
        self.query_one("#roll", Button).compact = short
        card = self.query_one("#card", Scorecard)
        # Room for one row of regular dice and the frames around them.
        card.reserve = self.rules.dice * (REGULAR.width + 1) + 6 if roomy else COMPACT_RESERVE
        card.reserve_height = 4 if roomy else 2
        card.refresh(layout=True)
        self.query_one("#tray", DiceTray).allow_large = roomy
        self.query_one("#hints", HintPanel).options_shown = SHORT_HINTS if short else HINTS_SHOWN

    def on_mount(self) -> None:
        self._fit(self.app.size)
        self.query_one("#roll", Button).can_focus = False
        self.watch(self.app, "state", self._state_changed, init=False)
        self._render_state(self.state, animate=False)
        card = self.query_one("#card", Scorecard)
        card.focus()
        self.query_one("#card-side").border_title = "Scorecard"
        self.query_one("#tray-panel").border_title = "Dice"
        self.query_one("#log-scroll").border_title = "Log"
        self.query_one("#hint-slot").border_title = "Hints"
        self.set_class(self.app.hints, "-hints")

    def on_screen_resume(self) -> None:
        # Moves made while another screen was on top (none but a computer's) show now; a
        # computer's turn, paused meanwhile, goes on.
        state = self.app.state
        if state is None or state.is_over:
            return
        if state is not self._shown:
            self._render_state(state, animate=False)
        else:
            self._schedule_computer()

    @property
    def state(self) -> GameState:
        return self.app.state

    @property
    def help_rules(self) -> RuleSet:
        return self.rules

    # --- state -> widgets ----------------------------------------------------------------

    def _state_changed(self, state: GameState | None) -> None:
        if state is None or not self.is_current:
            return
        previous = self._shown
        rolled = (
            previous is not None
            and state.rolls_used > previous.rolls_used
            and state.current == previous.current
        )
        self._render_state(state, animate=rolled and self.app.animations)

    def _render_state(self, state: GameState, animate: bool) -> None:
        if state.is_over:
            return
        previous = self._shown
        if previous is None or (previous.turn, previous.current) != (state.turn, state.current):
            self._computer_line = None  # the last turn's move stays in the log, not here
        self._shown = state
        self.query_one("#banner", TurnBanner).show(state)
        tray = self.query_one("#tray", DiceTray)
        tray.roll(state.dice, state.held, animate, lambda: self._settled(state))
        self._show_roll_button(state)
        self.refresh_bindings()

    def _settled(self, state: GameState) -> None:
        """The dice are still: show what they would score and the log."""
        if state is not self.app.state:
            return
        card = self.query_one("#card", Scorecard)
        card.show(card_view(state))
        if self.rules.is_yamb:
            self.query_one("#players", PlayersPanel).show(state)
        self._show_log(state)
        self._show_status()
        self._show_hints(state)
        self.call_after_refresh(self._fit_log)
        self._schedule_computer()

    def _show_log(self, state: GameState) -> None:
        history = state.history
        notes = {
            index: text
            for index, (event, text) in self._notes.items()
            if index < len(history) and history[index] is event
        }
        self.query_one("#log", ThrowLog).show(state, notes)
        self.query_one("#log-scroll", VerticalScroll).scroll_end(animate=False)

    def _show_roll_button(self, state: GameState) -> None:
        button = self.query_one("#roll", Button)
        left = state.rolls_left
        if can_roll(state):
            button.label = Content(f"Roll · {left} left" if state.has_rolled else "Roll")
        else:
            button.label = Content("No rolls left" if left == 0 else "Roll")
        button.disabled = not can_roll(state) or computer_to_move(state)

    def _show_status(self) -> None:
        status = self.query_one("#status", Static)
        state = self.state
        if computer_to_move(state):
            status.set_class(False, "-problem")
            name = state.current_player.name
            status.update(self._computer_line or Content(f"{name}'s turn."))
            return
        if self._message is not None:
            status.update(self._message)
            status.set_class(self._problem, "-problem")
            return
        status.set_class(False, "-problem")
        if self._cursor_key and self._cursor_key.startswith(f"{CALL_COLUMN}."):
            row = self._cursor_key.partition(".")[2]
            if state.called is None and can_call(state, row):
                name = row_name(state, row)
                status.update(
                    Content(f"Enter calls {name}: the turn then ends in CALL {name}. Esc: back.")
                )
                return
        if self._cursor_reason and self._cursor_reason != ROLL_FIRST:
            status.update(Content.styled(self._cursor_reason, "italic"))
            return
        status.update(self._guidance(state))

    def _guidance(self, state: GameState) -> Content:
        if not state.has_rolled:
            last = state.history[-1] if state.history else None
            if last is not None and last.kind == "score" and len(state.players) > 1:
                if state.players[last.player].is_computer:
                    done = computer_lines(state, last, names=True)[-1]
                else:
                    done = event_line(state, last, names=True)
                return Content.assemble(
                    done,
                    "\n",
                    (state.current_player.name, "bold"),
                    ", roll to start your turn.",
                )
            return Content("Roll to start the turn: r, space or the Roll button.")
        opts = options(state)
        bonus = next((o.bonus for o in opts if o.legal and o.bonus), 0)
        extra = f" {self.rules.box_name('yahtzee')} bonus +{bonus}." if bonus else ""
        if state.called is not None:
            name = row_name(state, state.called)
            return Content(f"{name} is called: this turn ends in CALL {name}.{extra}")
        joker = next(
            (o.reason for o in opts if not o.legal and not self.rules.is_yamb and o.reason), None
        )
        if joker:
            return Content(f"Joker: {joker}.{extra}")
        if state.rolls_left == 0:
            return Content(f"Choose a box: arrows and enter, or a click.{extra}")
        return Content(f"Hold dice, roll again, or choose a box.{extra}")

    # --- moves ---------------------------------------------------------------------------

    def skip_animation(self) -> None:
        self.query_one("#tray", DiceTray).finish()

    def _play(self, move, by_human: bool = True) -> bool:
        """Apply a human's move; a refused move shows why and changes nothing. With hints on,
        the coach then judges a reroll, call or score against the advisor's best.

        While a computer is to move only an undo of the human's last choice gets through
        (`by_human` False)."""
        self.query_one("#tray", DiceTray).finish()
        before = self.app.state
        if by_human and computer_to_move(before):
            return False
        try:
            after = self.app.apply(move)
        except GameError as error:
            self._say(str(error))
            self.app.bell()
            return False
        self._message = None
        if self.is_current:
            self._show_status()
        self._coach(before, after)
        return True

    def _say(self, text: str, problem: bool = True) -> None:
        """A line for the player until their next move."""
        self._message = Content.styled(text, "bold") if problem else Content(text)
        self._problem = problem
        self._show_status()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        state = self.app.state
        if state is None or state.is_over:
            return None
        if action == "hold":
            (index,) = parameters
            if not isinstance(index, int) or index >= self.rules.dice:
                return False
        if action == "undo":
            return True  # says why when there is nothing to undo
        if action == "toggle_hints":
            return True
        # While a computer plays, the table's other moves wait (quit, help and the palette not).
        if computer_to_move(state):
            return None if action in ("roll", "hold", "call", "apply_hint") else True
        if action == "roll":
            return can_roll(state) or None
        if action == "hold":
            return (state.has_rolled and state.rolls_left > 0) or None
        if action == "call":
            return can_call(state) or None
        if action == "apply_hint":
            return state.has_rolled or None
        return True

    def action_roll(self) -> None:
        self._play(roll)

    def action_hold(self, index: int) -> None:
        if index < self.rules.dice:
            self._play(lambda state: toggle_hold(state, index))

    def can_undo_now(self) -> bool:
        return self.app.state is not None and undo_allowed(self.app.state)

    def action_undo(self) -> None:
        """Take back the human's last hold, call or score; else say why not."""
        state = self.state
        if undo_allowed(state):
            self._play(undo, by_human=False)
            return
        if can_undo(state):
            reason = "nothing to undo: a computer's moves stay made"
        else:
            try:
                undo(state)
                reason = "nothing to undo"
            except GameError as error:
                reason = str(error)
        self._say(reason)
        self.app.bell()

    @on(Button.Pressed, "#roll")
    def _roll_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_roll()

    @on(Die.Toggled)
    def _die_clicked(self, event: Die.Toggled) -> None:
        event.stop()
        if not computer_to_move(self.app.state):
            self.action_hold(event.index)

    @on(CursorMoved)
    def _cursor_moved(self, event: CursorMoved) -> None:
        moved = event.key != self._cursor_key
        self._cursor_reason = event.reason
        self._cursor_key = event.key
        # A line for the player stays until the cursor really moves; the one that pointed
        # the cursor at the advisor's box stays while it rests there.
        if moved and event.key != self._hinted_cell:
            self._message = None
            self._hinted_cell = None
        if self.app.state is not None and not self.app.state.is_over:
            self._show_status()

    @on(CellChosen)
    def _cell_chosen(self, event: CellChosen) -> None:
        self.choose(event.key)

    def choose(self, key: str) -> None:
        """Score the dice in `key`; a CALL cell right after the first roll is called first."""
        state = self.state
        if computer_to_move(state):
            return
        option = next((o for o in options(state) if o.cell == key), None)
        if option is None:
            return
        if option.column == CALL_COLUMN and state.called is None and can_call(state, option.box):
            self._play(lambda s: call(s, option.box))
            return
        if not option.legal:
            self._play(lambda s: score(s, key))
            return
        # The alternative named is never a row that aims low (Yamb MIN): a high MIN is poor.
        better = max(
            (
                o
                for o in options(state)
                if o.legal and o.points > 0 and not self.rules.box(o.box).aims_low
            ),
            key=lambda o: o.points,
            default=None,
        )
        if option.points == 0 and better is not None:
            here = cell_name(state, option.box, option.column)
            there = cell_name(state, better.box, better.column)
            self.app.push_screen(
                ConfirmScreen(
                    f"Score 0 in {here}?",
                    f"{there} would score {better.points}.",
                    yes=f"Score 0 in {here}",
                    no="Choose again",
                ),
                lambda sure: self._play(lambda s: score(s, key)) if sure else None,
            )
            return
        self._play(lambda s: score(s, key))

    # --- hints and the coach -------------------------------------------------------------

    def action_toggle_hints(self) -> None:
        """Show or hide the advisor's hints; while they show, the coach judges each choice."""
        app = self.app
        app.hints = not app.hints
        self.set_class(app.hints, "-hints")
        self.call_after_refresh(self._fit_log)
        if app.hints:
            self._say("Hints on: the best options, and a word in the log on each choice.", False)
            if app.state is not None and not app.state.is_over:
                self._show_hints(app.state)
        else:
            self._say("Hints off.", problem=False)

    def _show_hints(self, state: GameState) -> None:
        if not self.app.hints or state.is_over:
            return
        panel = self.query_one("#hints", HintPanel)
        advisor = self.app.advisor
        problem = advisor.problem(state.ruleset)
        if problem is not None:
            panel.show_note(state, problem)
            return
        advice = advisor.advice(state)
        if advice is None:
            panel.show_note(state, PREPARING)
            advisor.when_ready(state.ruleset, self._advisor_ready)
            return
        panel.show(state, advice)

    def _advisor_ready(self) -> None:
        """The advisor's table is in: show the hints, and let a waiting computer go on."""
        state = self.app.state
        if not self.is_attached or state is None or state.is_over:
            return
        self._show_hints(state)
        self._schedule_computer()

    def _coach(self, before: GameState, after: GameState) -> None:
        """With hints on, note in the log what a human's reroll, call or score gave away."""
        if not self.app.hints or before.current_player.is_computer:
            return
        if len(after.history) != len(before.history) + 1:
            return  # a hold or an undo: no decision to judge yet
        event = after.history[-1]
        if event.kind == "roll" and event.roll == 1:
            return  # the first roll is no choice
        index = len(after.history) - 1

        def judge() -> None:
            if not self.is_attached:
                return
            verdict = coach_verdict(before, event, self.app.advisor.advice(before) or [])
            if verdict is None:
                return
            self._notes[index] = (event, verdict.text(before.ruleset))
            state = self.app.state
            if state is not None and not state.is_over:
                self._show_log(state)

        self.app.advisor.when_ready(before.ruleset, judge)

    def can_apply_hint_now(self) -> bool:
        state = self.app.state
        return state is not None and self.check_action("apply_hint", ()) is True

    def action_apply_hint(self) -> None:
        """Hold what the advisor would hold; when it would score or call, show where."""
        state = self.state
        advice = self.app.advisor.advice(state)
        if advice is None:
            self._say(PREPARING, problem=False)
            self.app.advisor.when_ready(state.ruleset, self._advisor_ready)
            return
        best = next((a for a in advice if not holds_every_die(state, a)), None)
        if best is None:
            return
        words = option_words(self.rules, best)
        if best.action == HOLD and best.hold is not None:
            toggles = hold_toggles(state.dice, state.held, best.hold)
            if not toggles:
                self._say(f"Best: {words}, as held now. Roll when ready.", problem=False)
                return
            hold = Move(HOLD, indexes=toggles, hold=best.hold)
            if self._play(lambda s: apply_move(s, hold)):
                self._say(f"Best: {words}. Roll when ready.", problem=False)
            return
        if best.action in (SCORE, CALL) and best.box is not None:
            card = self.query_one("#card", Scorecard)
            self._hinted_cell = f"{CALL_COLUMN}.{best.box}" if best.action == CALL else best.cell
            card.cursor = self._hinted_cell
            card.focus()
            self._say(f"Best: {words}. Press enter to take it.", problem=False)

    # --- computer players ----------------------------------------------------------------

    def _schedule_computer(self) -> None:
        """A computer to move makes its next move after the app's move delay."""
        self._stop_computer()
        if not computer_to_move(self.app.state):
            return
        chance = self._computer_chance
        if self.app.move_delay > 0:
            self._computer_timer = self.set_timer(
                self.app.move_delay, lambda: self._computer_step(chance)
            )
        else:
            self.call_later(self._computer_step, chance)

    def _stop_computer(self) -> None:
        # A step scheduled before now finds its chance gone and does nothing.
        self._computer_chance += 1
        if self._computer_timer is not None:
            self._computer_timer.stop()
            self._computer_timer = None

    def _computer_step(self, chance: int) -> None:
        """One move of the computer whose turn it is (paused while another screen is on top)."""
        if chance != self._computer_chance:
            return
        self._computer_timer = None
        state = self.app.state
        # Help, the palette or a question on top (even one that lets the table show): wait.
        if not computer_to_move(state) or self.app.screen is not self:
            return
        player = state.current_player
        level = player_level(player)
        advisor = self.app.advisor
        if level in ADVISED_LEVELS and advisor.problem(state.ruleset) is not None:
            level = "easy"  # without its advisor a computer still plays, casually
        elif level in ADVISED_LEVELS and not advisor.ready(state.ruleset):
            self._computer_line = Content(f"{player.name} waits: {PREPARING.lower()}")
            self._show_status()
            advisor.when_ready(state.ruleset, self._advisor_ready)
            return
        move = next_move(state, level)
        # The move shows until the next one; after a score the next turn's player is named.
        self._computer_line = Content(f"{player.name} {move.describe(self.rules)}.")
        self._message = None
        try:
            self.app.apply(lambda s: apply_move(s, move))
        except GameError as error:
            self._computer_line = Content.styled(f"{player.name} could not move: {error}", "bold")
            self._show_status()


class YambTableScreen(TableScreen):
    """The table for Yamb: the current player's sheet; `c` announces a CALL."""

    BINDINGS: ClassVar[list[BindingType]] = [
        *_hold_bindings(6, "abdef"),
        Binding("c", "call", "Call"),
        Binding("escape", "leave_call", "Back", show=False),
    ]

    def __init__(self, rules: RuleSet) -> None:
        super().__init__(rules)
        self._before_call: str | None = None  # where the cursor was when `c` was pressed

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "leave_call":
            return self._in_call_column()
        return super().check_action(action, parameters)

    def _in_call_column(self) -> bool:
        state = self.app.state
        cursor = self.query_one("#card", Scorecard).cursor
        return (
            state is not None
            and state.called is None
            and cursor is not None
            and cursor.startswith(f"{CALL_COLUMN}.")
        )

    def action_call(self) -> None:
        """Put the cursor on the CALL cell of its row (or the nearest one that can be called),
        ready to announce it with enter; escape goes back."""
        state = self.state
        if not can_call(state):
            self._say("A CALL is announced right after the first roll, before the second.")
            return
        card = self.query_one("#card", Scorecard)
        rows = list(self.rules.box_ids)
        callable_rows = [
            o.box for o in options(state) if o.column == CALL_COLUMN and can_call(state, o.box)
        ]
        here = (card.cursor or "").partition(".")[2]
        here_index = rows.index(here) if here in rows else 0
        target = min(callable_rows, key=lambda row: (abs(rows.index(row) - here_index), row))
        if not (card.cursor or "").startswith(f"{CALL_COLUMN}."):
            self._before_call = card.cursor
        card.cursor = f"{CALL_COLUMN}.{target}"
        card.focus()
        self._show_status()

    def action_leave_call(self) -> None:
        """Out of the CALL column, back to where the cursor was before `c`."""
        card = self.query_one("#card", Scorecard)
        back = self._before_call
        self._before_call = None
        if back is None or back.startswith(f"{CALL_COLUMN}.") or card.view.find(back) is None:
            card.action_move(0, -1)
        else:
            card.cursor = back


def table_screen(rules: RuleSet) -> TableScreen:
    return YambTableScreen(rules) if rules.is_yamb else TableScreen(rules)

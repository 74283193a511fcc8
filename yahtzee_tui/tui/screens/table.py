"""The table: dice tray, live scorecard, turn banner and log. Every key becomes a game move."""

from __future__ import annotations

from typing import ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Container, Vertical, VerticalScroll
from textual.content import Content
from textual.geometry import Size
from textual.screen import Screen
from textual.widgets import Button, Footer, Static

from yahtzee_tui.engine import RuleSet
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState, call, can_undo, options, roll, score, toggle_hold, undo
from yahtzee_tui.tui.card_view import ROLL_FIRST, card_view
from yahtzee_tui.tui.messages import CellChosen, CursorMoved
from yahtzee_tui.tui.screens.confirm import ConfirmScreen
from yahtzee_tui.tui.widgets.dice_tray import DiceTray
from yahtzee_tui.tui.widgets.die import REGULAR, Die
from yahtzee_tui.tui.widgets.scorecard import Scorecard
from yahtzee_tui.tui.widgets.table_info import (
    PlayersPanel,
    ThrowLog,
    TurnBanner,
    cell_name,
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
        Binding("question_mark", "app.help", "Help", key_display="?"),
    ]

    def __init__(self, rules: RuleSet) -> None:
        super().__init__()
        self.rules = rules
        self._message: Content | None = None  # the last move's complaint, until the next move
        self._problem = False
        self._cursor_reason: str | None = None
        self._cursor_key: str | None = None
        self._shown: GameState | None = None

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
                # The strategy advisor's hints will live here.
                yield Container(id="hint-slot")
        yield Footer()

    def _make_card(self, state: GameState) -> Scorecard:
        if self.rules.is_yamb:
            return Scorecard(card_view(state), min_column=7, max_column=8, id="card")
        return Scorecard(card_view(state), min_column=5, max_column=8, id="card")

    def _die_keys(self) -> list[str]:
        return [DIGIT_KEYS[i] for i in range(self.rules.dice)]

    def on_resize(self, event: events.Resize) -> None:
        self._fit(event.size)

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
        self.query_one("#log", ThrowLog).show(state)
        self.query_one("#log-scroll", VerticalScroll).scroll_end(animate=False)
        self._show_status()

    def _show_roll_button(self, state: GameState) -> None:
        button = self.query_one("#roll", Button)
        left = state.rolls_left
        if self._roll_problem(state) is None:
            button.label = Content(f"Roll · {left} left" if state.has_rolled else "Roll")
            button.disabled = False
        else:
            button.label = Content("No rolls left" if left == 0 else "Roll")
            button.disabled = True

    @staticmethod
    def _roll_problem(state: GameState) -> str | None:
        try:
            roll(state)
        except GameError as error:
            return str(error)
        return None

    def _show_status(self) -> None:
        status = self.query_one("#status", Static)
        if self._message is not None:
            status.update(self._message)
            status.set_class(self._problem, "-problem")
            return
        status.set_class(False, "-problem")
        state = self.state
        if self._cursor_key and self._cursor_key.startswith(f"{CALL_COLUMN}."):
            row = self._cursor_key.partition(".")[2]
            if state.called is None and self._can_call_row(state, row):
                name = row_name(state, row)
                status.update(Content(f"Enter calls {name}: the turn then ends in CALL {name}."))
                return
        if self._cursor_reason and self._cursor_reason != ROLL_FIRST:
            status.update(Content.styled(self._cursor_reason, "italic"))
            return
        status.update(self._guidance(state))

    def _guidance(self, state: GameState) -> Content:
        if not state.has_rolled:
            last = state.history[-1] if state.history else None
            if last is not None and last.kind == "score" and len(state.players) > 1:
                return Content.assemble(
                    event_line(state, last, names=True),
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

    def _play(self, move) -> bool:
        """Apply a move; a refused move shows why and changes nothing."""
        self.query_one("#tray", DiceTray).finish()
        try:
            self.app.apply(move)
        except GameError as error:
            self._say(str(error))
            self.app.bell()
            return False
        self._message = None
        if self.is_current:
            self._show_status()
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
        if action == "roll":
            return self._roll_problem(state) is None or None
        if action == "hold":
            (index,) = parameters
            if not isinstance(index, int) or index >= self.rules.dice:
                return False
            return (state.has_rolled and state.rolls_left > 0) or None
        if action == "undo":
            return can_undo(state) or None
        if action == "call":
            return self.can_call(state) or None
        return True

    def action_roll(self) -> None:
        self._play(roll)

    def action_hold(self, index: int) -> None:
        if index < self.rules.dice:
            self._play(lambda state: toggle_hold(state, index))

    def can_undo_now(self) -> bool:
        return self.app.state is not None and can_undo(self.app.state)

    def action_undo(self) -> None:
        self._play(undo)

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
        self._cursor_reason = event.reason
        self._cursor_key = event.key
        self._message = None
        if self.app.state is not None and not self.app.state.is_over:
            self._show_status()

    @on(CellChosen)
    def _cell_chosen(self, event: CellChosen) -> None:
        self.choose(event.key)

    def choose(self, key: str) -> None:
        """Score the dice in `key`; a CALL cell right after the first roll is called first."""
        state = self.state
        option = next((o for o in options(state) if o.cell == key), None)
        if option is None:
            return
        if (
            option.column == CALL_COLUMN
            and state.called is None
            and self._can_call_row(state, option.box)
        ):
            self._play(lambda s: call(s, option.box))
            return
        if not option.legal:
            self._play(lambda s: score(s, key))
            return
        better = max(
            (o for o in options(state) if o.legal and o.points > 0),
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

    # --- Yamb calls ----------------------------------------------------------------------

    @staticmethod
    def _can_call_row(state: GameState, row: str) -> bool:
        try:
            call(state, row)
        except GameError:
            return False
        return True

    def can_call(self, state: GameState) -> bool:
        return any(
            o.column == CALL_COLUMN and self._can_call_row(state, o.box) for o in options(state)
        )


class YambTableScreen(TableScreen):
    """The table for Yamb: the current player's sheet; `c` announces a CALL."""

    BINDINGS: ClassVar[list[BindingType]] = [
        *_hold_bindings(6, "abdef"),
        Binding("c", "call", "Call"),
    ]

    def action_call(self) -> None:
        """Put the cursor on the CALL column, ready to announce a row with enter."""
        state = self.state
        if not self.can_call(state):
            self._say("A CALL is announced right after the first roll, before the second.")
            return
        card = self.query_one("#card", Scorecard)
        callable_cells = [
            o.cell
            for o in options(state)
            if o.column == CALL_COLUMN and self._can_call_row(state, o.box)
        ]
        if card.cursor not in callable_cells:
            card.cursor = callable_cells[0]
        card.focus()
        self._show_status()


def table_screen(rules: RuleSet) -> TableScreen:
    return YambTableScreen(rules) if rules.is_yamb else TableScreen(rules)

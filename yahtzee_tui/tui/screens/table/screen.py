"""The table: dice tray, live scorecard, turn banner, status, log and hints. What it shows is
`mirror.py`'s (the app's position mirrored, every widget bound to the part it shows); here keys
and clicks become moves sent through the session it is given (`tui/state/session.py`), never
changes made here. The advisor's word and the computers' moves are functions of positions
whose answers the screen acts on (`coach.py`, `computer_turns.py`; slow work in workers that
post messages); the keys, the network desk and the layout are `bindings.py`,
`network_desk.py`, `layout.py`."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import ClassVar

from textual import on, work
from textual.binding import BindingType
from textual.widgets import Button

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState
from yahtzee_tui.game.moves import HOLD, ROLL, Move
from yahtzee_tui.i18n import _
from yahtzee_tui.sentences import sentence_of
from yahtzee_tui.tui.messages import (
    AdvisorReady,
    CellChosen,
    ComputerMove,
    CursorMoved,
    SwingWorkedOut,
    WishRefused,
)
from yahtzee_tui.tui.screens.confirm import ConfirmScreen
from yahtzee_tui.tui.screens.table import coach
from yahtzee_tui.tui.screens.table.bindings import TABLE_BINDINGS, key_allowed
from yahtzee_tui.tui.screens.table.computer_turns import (
    LOOK_EVERY,
    computer_choice,
    computer_plays,
    computer_waits,
    solves_slowly,
)
from yahtzee_tui.tui.screens.table.network_desk import NetworkDesk
from yahtzee_tui.tui.screens.table.objective_table import ObjectiveTable
from yahtzee_tui.tui.services import TableServices
from yahtzee_tui.tui.views.choices import (
    COMPUTERS_MOVES_STAY,
    HINT_DROPPED,
    HINTS_OFF,
    HINTS_ON,
    Question,
    choice_move,
    only_cell,
    refusal_to_undo,
)
from yahtzee_tui.tui.views.hints import HintView
from yahtzee_tui.tui.views.net_view import NetView, wait_line
from yahtzee_tui.tui.views.table_words import NO_BOX, computer_to_move
from yahtzee_tui.tui.views.undo_words import taken_back
from yahtzee_tui.tui.widgets.die import Die
from yahtzee_tui.tui.widgets.net_panel import ChatBar
from yahtzee_tui.tui.widgets.scorecard import Scorecard

CHANCE_GROUP = "coach-chances"


class TableScreen(ObjectiveTable):
    """The table for Yahtzee and Yatzy: every player's column side by side."""

    CSS_PATH = "table.tcss"  # beside this module (and yamb_screen.py), read at first show
    BINDINGS: ClassVar[list[BindingType]] = TABLE_BINDINGS

    def __init__(self, state: GameState, services: TableServices, net: NetView | None) -> None:
        super().__init__(state, services, net)
        self.desk = NetworkDesk(services, self.show_status)
        # What waits for the advisor's table: an `H` pressed meanwhile, and the decisions the
        # coach is to judge once it is in. Where `H` pointed the cursor.
        self.hint_waiting: GameState | None = None  # the position `H` was pressed on
        self.unjudged: list[tuple[GameState, GameState, Move]] = []
        self.hinted_cell: str | None = None

    def moved(self, before: GameState | None, state: GameState, move: Move | None) -> None:
        if before is not None and move is not None and self.hints and self.keys_here(before):
            self._judge(before, state, move)
        if before is not None and move is None:
            self._taken_back(before, state)
        self.play_computer()

    def _taken_back(self, before: GameState, state: GameState) -> None:
        """After an undo: the coach's notes on the moves taken back go, the status says what
        was taken back, and a score's cell is pointed at again, as before Enter wrote it."""
        undone = taken_back(before, state)
        if undone is None:
            return
        kept = len(state.history)
        self._show_notes({index: note for index, note in self.coach_notes.items() if index < kept})
        if undone.cell is not None and self.keys_here(state):
            self.cursor = undone.cell  # the pointing keeps the line said below
            self.point_at(undone.cell)
        self.show_status(_(undone.words), problem=False)

    def watch_hint(self, hint: HintView | None) -> None:
        """Advice on show for a human's position marks the game as helped (once a position)."""
        if hint is not None and hint.advice:
            self._mark_hint(hint.state)

    # --- moves ----------------------------------------------------------------------------

    def play(self, move: Move, then: str | None = None) -> bool:
        """Send a human's move to the session; a refused move says why and changes nothing."""
        state = self.state
        if state is None or not self.keys_here(state):
            self.show_status(wait_line(state, self.net) if state else "", problem=False)
            return False
        if self._to_session(lambda: self.services.session.play(move)) and then is not None:
            self.show_status(then, problem=False)
        return True

    def _to_session(self, send: Callable[[], None]) -> bool:
        try:
            send()
        except GameError as error:
            self.show_status(sentence_of(error))  # with its msgid: said exactly
            self.app.bell()
            return False
        return True

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        state, read_only = self.state, self.services.read_only
        if state is None:
            return None
        return key_allowed(action, parameters, state, self.rules.dice, self.net, read_only)

    async def action_quit_saved(self) -> None:
        await self.app.action_quit()

    async def action_quit_watching(self) -> None:
        await self.app.action_quit()

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
        if self.net is None and computer_to_move(state):
            # The computer's turn has begun: its moves stay made, whichever it is at. Said
            # through its turn, or its next move would wipe the answer at once.
            self.show_status(_(COMPUTERS_MOVES_STAY), through_turn=True)
        else:
            self.show_status(reason if self.keys_here(state) else wait_line(state, self.net))
        self.app.bell()

    @on(WishRefused)
    def _refused(self, event: WishRefused) -> None:
        self.show_status(event.reason)
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
        """Enter or a second click on the cell pointed at: score it (or call it, or ask)."""
        if self.state is None:
            return
        if not self.keys_here(self.state):
            self.show_status(wait_line(self.state, self.net), problem=False)
            return
        if event.key is None:  # nothing pointed at: the one cell left is pointed at, if one
            only = only_cell(self.state)
            self.point_at(only) if only else self.show_status(NO_BOX, problem=False)
            return
        choice = choice_move(self.state, event.key)
        if isinstance(choice, Question) and event.key == self.hinted_cell:
            self.play(choice.move)  # the advisor's own zero (`H`): no "choose again" loop
        elif isinstance(choice, Question):
            move = choice.move

            def answered(sure: bool | None) -> None:
                if sure:
                    self.play(move)

            self.app.push_screen(ConfirmScreen(*choice.words), answered)
        elif choice is not None:
            self.play(choice)

    # --- hints and the coach (`coach.py`: functions of positions; the notes are kept here) --

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
        self.show_status(_(HINTS_ON if self.hints else HINTS_OFF), problem=False)
        self.keep_notes()

    def action_apply_hint(self) -> None:
        """`H`: hold what the advisor would hold, or point at where it would score or call;
        while its table is being prepared, `H` waits for it."""
        state = self.state
        if state is None or not self.keys_here(state):
            return
        hint = coach.hint_action(self.services.advisor, state, self.objective_shown(state))
        self.hint_waiting = state if hint.waiting else None
        if hint.cell is not None:
            self.hinted_cell = hint.cell
            self.point_at(hint.cell)
        if hint.move is not None:
            self.play(hint.move, then=hint.words)
        else:
            self.show_status(hint.words, problem=hint.problem)
        if hint.shown:
            self._mark_hint(state)

    @on(AdvisorReady)
    def _advisor_ready(self, event: AdvisorReady) -> None:
        self.advisor_looked_at()  # the meter estimates, the hints look again
        self._judge_waiting()
        self.play_computer()  # a computer that waited for the advisor
        waiting, self.hint_waiting = self.hint_waiting, None
        if waiting is None or self.state is None:
            return
        if coach.same_dice(waiting, self.state):
            self.action_apply_hint()
        else:  # pressed for dice rolled since: it is not carried out on other dice
            self.show_status(_(HINT_DROPPED), problem=False)

    def chances_landed(self) -> None:
        self._judge_waiting()  # decisions made while their position's chances were worked out

    def _judge_waiting(self) -> None:
        unjudged, self.unjudged = self.unjudged, []
        for before, after, move in unjudged:
            self._judge(before, after, move)

    def point_at(self, cell: str) -> None:
        self.query_one(Scorecard).cursor = cell

    def _judge(self, before: GameState, after: GameState, move: Move) -> None:
        """The coach's note on a human's move (once the advisor is ready, if it is being
        prepared); a score's swing of the chance to win is added to it from a thread."""
        goal = self.objective_shown(before)
        if goal is not None and goal.working is not None:  # judged by the chances, once in
            self.unjudged.append((before, after, move))
            return
        advisor = self.services.advisor
        judgement = coach.judged(advisor, before, after, move, self.coach_notes, goal)
        if judgement is None:
            self.unjudged.append((before, after, move))
            return
        self._show_notes(judgement.notes)
        if judgement.swing is not None:
            self._work_out_swing(judgement.swing, before, after)

    @work(thread=True, group=CHANCE_GROUP, exit_on_error=False)
    def _work_out_swing(self, index: int, before: GameState, after: GameState) -> None:
        self.post_message(SwingWorkedOut(index, coach.swing_note(before, after)))

    @on(SwingWorkedOut)
    def _swing_worked_out(self, event: SwingWorkedOut) -> None:
        self._show_notes(coach.with_swing(self.coach_notes, event.index, event.words))

    def _show_notes(self, notes: coach.Notes) -> None:
        if notes is not self.coach_notes:
            self.coach_notes = notes
            self.keep_notes()

    def keep_notes(self) -> None:
        """The hints toggle, the objective and the coach's notes, kept beside the saved game."""
        state = self.state
        if state is not None and self.net is None:
            objective = self.objective_kept(state)
            coach.keep_notes(self.services, state, self.hints, self.coach_notes, objective)

    # --- computers (`computer_turns.py`) ----------------------------------------------------

    def on_screen_resume(self) -> None:
        self.play_computer()  # a computer's turn, paused while another screen was on top

    def play_computer(self) -> None:
        """The computer to move moves (at a network table the server plays them)."""
        if self.state is not None and self.net is None:
            self._computer_turn(self.state)

    @work(group="computer", exclusive=True)
    async def _computer_turn(self, state: GameState) -> None:
        """The choice of the computer to move in `state`, after the move delay, posted (the
        turn before is given up). It waits while another screen is on top (resuming starts
        it again), and for its advisor (AdvisorReady starts it again)."""
        if not computer_to_move(state) or self.services.read_only:
            return  # a watched game's computers play in the copy that plays it
        if self.services.move_delay > 0:
            await asyncio.sleep(self.services.move_delay)
        if self.app.screen is not self or state is not self.state:
            return
        advisor = self.services.advisor
        choice: Move | str | None
        if solves_slowly(state, advisor):
            choice = await asyncio.to_thread(computer_choice, state, advisor)
        else:
            choice = computer_choice(state, advisor)
        # While it waits for a table being built, its line says how far the build is, until
        # AdvisorReady starts the turn again (this worker is then called off).
        while self.app.screen is self and state is self.state and choice is not None:
            self.post_message(ComputerMove(state, choice))
            if not isinstance(choice, str):
                return
            await asyncio.sleep(LOOK_EVERY)
            choice = computer_waits(state, advisor)

    @on(ComputerMove)
    def _computer_moved(self, event: ComputerMove) -> None:
        state = self.state
        if state is not event.state or state is None or not computer_to_move(state):
            return  # chosen for a position no longer shown
        if isinstance(event.choice, str):
            self.computer_line = event.choice  # why it waits
        else:
            self.computer_line = computer_plays(self.services.session, state, event.choice)

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

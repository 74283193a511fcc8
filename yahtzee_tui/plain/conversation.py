"""The line mode's loop: it owns the game state (the session's `StateOwner`, as the app is),
reads a command a line, sends each move through the session (the pure action, then the save),
says every event in a sentence, lets the computers play, and ends each answer with the status
line."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import TextIO

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState, new_game
from yahtzee_tui.game.matches import match_over, next_match_game
from yahtzee_tui.game.moves import HOLD, ROLL, Move
from yahtzee_tui.i18n import _, translate
from yahtzee_tui.plain import commands
from yahtzee_tui.plain.guide import after_the_game, standings_line, status_line
from yahtzee_tui.plain.reading import NEXT, QUIT, commands_of, read_line
from yahtzee_tui.plain.telling import (
    event_sentence,
    hold_sentence,
    plain_words,
    speakable,
    turn_sentence,
)
from yahtzee_tui.storage.saves import save_game
from yahtzee_tui.storage.syncing import BackgroundSync
from yahtzee_tui.tui.state.recording import RecordNews, record_finished
from yahtzee_tui.tui.state.session import LocalSession, Position
from yahtzee_tui.tui.views.choices import Question
from yahtzee_tui.tui.views.leaving import exit_line
from yahtzee_tui.tui.views.net_view import keys_here
from yahtzee_tui.tui.views.table_words import sentence, starter_line
from yahtzee_tui.tui.views.undo_words import taken_back
from yahtzee_tui.tui.views.vocabulary import rules_name


def news(
    before: GameState | None,
    state: GameState,
    move: Move | None,
    judged: Callable[[], str | None] = lambda: None,
) -> Iterator[str]:
    """What happened from `before` to `state` (by `move`, when known), a sentence an event:
    the moves, a hold, an undo, then the coach's word (`judged`, asked once the moves are
    said: it may wait for the advisor), and whose turn it is now."""
    yield from moves_news(before, state, move)
    said = judged()
    if said is not None:
        yield said
    turn = turn_sentence(before, state)
    if turn is not None:
        yield turn


def moves_news(before: GameState | None, state: GameState, move: Move | None) -> list[str]:
    """`news` but whose turn it is: the moves, a hold, an undo."""
    lines = []
    if before is not None and len(state.history) > len(before.history):
        lines += [event_sentence(state, event) for event in state.history[len(before.history) :]]
    elif move is not None and move.kind == HOLD:
        lines.append(hold_sentence(state))
    elif before is not None:
        undone = taken_back(before, state)
        if undone is not None:
            lines.append(_(undone.words))
    return lines


def record_lines(news: RecordNews) -> list[str]:
    """What recording a finished game came to, a sentence each (and why not, if it failed)."""
    lines = [sentence(line) for line in news.lines]
    return [*lines, sentence(news.problem)] if news.problem is not None else lines


class Conversation:
    """One game after another in lines, on the save `save_path` (its lock held by the caller)."""

    def __init__(self, out: TextIO, save_path: Path, syncer: BackgroundSync | None = None) -> None:
        self.out = out
        self.save_path = save_path
        self.syncer = syncer
        self.position: Position | None = None
        self.session = LocalSession(self, save_path, syncer)
        self.asked: Question | None = None  # a move asked about first (a needless 0)
        self.unsaved: str | None = None  # why the last save failed, while it does
        self.recorded = True  # the finished game is in the records (its save is gone)
        self.refused = False  # the last command was refused, in one line
        self.dice_told: str | None = None  # ROLL or HOLD: the last line said the dice
        from yahtzee_tui.plain.advisor import PlainAdvisor
        from yahtzee_tui.plain.coaching import PlainCoach

        self.advisor = PlainAdvisor(self.tell)
        self.coach = PlainCoach(self.advisor, self.tell, save_path, syncer)

    # --- the session's owner ------------------------------------------------------------

    @property
    def state(self) -> GameState | None:
        return self.position.state if self.position is not None else None

    def show(self, state: GameState, move: Move | None) -> None:
        before = self.state
        self.position = Position(state, move)
        self._narrate(before, state, move)

    def report(self, problem: str) -> None:
        self.tell(sentence(problem))

    def saved(self, problem: str | None) -> None:
        if problem is not None and problem != self.unsaved:
            self.tell(_("Not saved: {problem}").format(problem=sentence(problem)))
        elif problem is None and self.unsaved is not None:
            self.tell(_("Saved again."))
        self.unsaved = problem

    # --- speaking -----------------------------------------------------------------------

    def tell(self, line: str) -> None:
        """One whole line, flushed at once: a screen reader says it as it comes."""
        self.dice_told = None
        state = self.state
        names = {player.name for player in state.players} if state is not None else set()
        print(speakable(line, names), file=self.out, flush=True)

    def refuse(self, line: str) -> None:
        """The one line that answers a command that cannot be done (no status line follows:
        nothing has changed)."""
        self.refused = True
        self.tell(line)

    def _narrate(self, before: GameState | None, state: GameState, move: Move | None) -> None:
        """The moves, the coach's word on a human's (after the move, before the next
        turn), whose turn it is; the end of the game."""
        mine = before is not None and keys_here(before, None)  # a human at this keyboard
        judged = (lambda: self.coach.judge(before, state, move)) if mine else (lambda: None)
        lines = list(news(before, state, move, judged))
        for line in lines:
            self.tell(line)
        if mine and before is not None and not state.is_over:
            # A roll or a hold was the last thing said: the status line says only what is new.
            grew = len(state.history) > len(before.history)
            told = ROLL if grew and state.history[-1].kind == ROLL else None
            if not grew and move is not None and move.kind == HOLD:
                told = HOLD
            if told is not None and lines and lines[-1] == moves_news(before, state, move)[-1]:
                self.dice_told = told
        if state.is_over and (before is None or not before.is_over):
            self._finish(state)

    def _finish(self, state: GameState) -> None:
        """Record the finished game and say its standings (what may follow is the status line
        after the command)."""
        news = record_finished(state, self.save_path)
        self.recorded = news.recorded
        self.tell(standings_line(state))
        for line in record_lines(news):
            self.tell(line)

    # --- the game -----------------------------------------------------------------------

    def open(self, state: GameState, resumed: bool = False) -> None:
        """Say the game and put it on the table (saved, as each move will be)."""
        names = ", ".join(player.name for player in state.players)
        self.tell(_("{rules}, {players}.").format(rules=rules_name(state.ruleset), players=names))
        if state.daily is not None:
            # The day said as numbers apart (a screen reader says 2026-11-26 with dashes).
            day = state.daily.replace("-", " ")
            self.tell(_("Daily challenge of {day}").format(day=day) + ".")
        if state.match is not None:
            said = _("Game {game} of {games} of the match.")
            self.tell(said.format(game=state.match.game, games=state.match.games))
        if resumed and state.history:
            self.tell(
                _("Resumed at turn {turn} of {turns}.").format(
                    turn=state.turn, turns=state.turns_total
                )
            )
        elif len(state.players) > 1:
            self.tell(plain_words(starter_line(state)) + ".")
        self.tell(_("Type help for the commands."))
        self.position = Position(state)
        self.coach.open(state)
        if state.is_over:
            self._finish(state)
            return
        try:
            save_game(state, self.save_path, self.syncer)
        except GameError as error:
            self.saved(translate(error))
        turn = turn_sentence(None, state) if not state.rolls_used else None
        if turn is not None and not resumed:
            self.tell(turn)

    def run(self, state: GameState, lines: Iterable[str], resumed: bool = False) -> int:
        """Play `state` from the lines typed until `quit` or the end of the input."""
        self.open(state, resumed)
        self.computers_play()
        self.tell_status()
        for line in lines:
            if not self.answer(line):
                break
        else:
            self.tell(_("The input has ended."))
        self.leave()
        return 0

    def answer(self, line: str) -> bool:
        """Answer one typed line; False when the player quits."""
        state = self.state
        if state is None:
            return False
        typed = read_line(line, commands_of(state.ruleset))
        if typed is None:
            self.tell_status()
            return True
        if isinstance(typed, str):
            self.tell(typed)
            return True
        self.refused = False
        self.dice_told = None  # `status` and an empty line say the whole position
        if typed.command == QUIT:
            return False
        if typed.command == NEXT:
            self.next_game(state)
        else:
            commands.run(self, state, typed)
        if not self.refused:
            self.computers_play()
            self.tell_status()
        return True

    def tell_status(self) -> None:
        """What can be done next: the status line, or after a game what may follow it."""
        state = self.state
        if state is None or self.asked is not None:
            return
        self.tell(after_the_game(state) if state.is_over else status_line(state, self.dice_told))

    def play(self, move: Move) -> None:
        """A move of the player to move, through the session; a refusal is one line."""
        try:
            self.session.play(move)
        except GameError as error:
            self.refuse(sentence(translate(error)))

    def computers_play(self) -> None:
        """The computers' moves, each said, until a human is to move or the game is over."""
        while (state := self.state) is not None and not state.is_over:
            if not state.current_player.is_computer:
                return
            move = self.advisor.computer_move(state)
            try:
                self.session.play(move)
            except GameError as error:  # a bug of the computer's: say it and stop it
                said = _("{player} could not move: {error}")
                self.tell(said.format(player=state.current_player.name, error=translate(error)))
                return

    def next_game(self, state: GameState) -> None:
        """After a game: the next of the match, or a new game with the same players."""
        if not state.is_over:
            self.refuse(_("The game is still in play: next starts another once it is over."))
            return
        if state.daily is not None:
            self.refuse(_("Today's daily challenge is played. Type quit to leave."))
            return
        if not self.recorded:
            said = _("The finished game is not recorded yet, so its save stays: start again later.")
            self.refuse(said)
            return
        if state.match is not None and not match_over(state):
            fresh = next_match_game(state)
        else:
            fresh = new_game(state.rules_id, state.players)
        self.open(fresh)

    def leave(self) -> None:
        """Say where the game is kept and how to come back to it."""
        state = self.state
        line = exit_line(state, self.save_path, self.unsaved)
        if line is not None:
            self.tell(line)
            self.tell(_("Add --plain to play it in lines again."))
        if self.syncer is not None:
            self.syncer.wait(0.5)

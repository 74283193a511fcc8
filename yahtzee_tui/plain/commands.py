"""What each typed command does: a move for the session, or words to say. The moves are the
table's (`tui/views/choices.py` decides what choosing a cell means, a needless 0 asked first;
`refusal_to_undo` what undo may take back); only the reading of the words is the line mode's."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Protocol

from yahtzee_tui.engine.rules.yamb import CALL_COLUMN
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState
from yahtzee_tui.game.directed import directed_column, nameable_rows
from yahtzee_tui.game.moves import CALL, HOLD, NAME, ROLL, Move, hold_toggles
from yahtzee_tui.i18n import _, pgettext, translate
from yahtzee_tui.plain import cells, reading
from yahtzee_tui.plain.card import card_lines
from yahtzee_tui.plain.guide import help_lines
from yahtzee_tui.plain.reading import Typed
from yahtzee_tui.plain.telling import dice_text, hold_sentence, spoken_cell, totals_words
from yahtzee_tui.tui.views.choices import Question, choice_move, only_cell, refusal_to_undo
from yahtzee_tui.tui.views.table_words import sentence
from yahtzee_tui.tui.views.vocabulary import row_name

if TYPE_CHECKING:
    from yahtzee_tui.plain.advisor import PlainAdvisor
    from yahtzee_tui.plain.coaching import PlainCoach
    from yahtzee_tui.tui.state.session import Session


class Talk(Protocol):
    """What a command asks of the conversation it is typed in."""

    asked: Question | None  # a move asked about first

    @property
    def session(self) -> Session: ...

    @property
    def advisor(self) -> PlainAdvisor: ...

    @property
    def coach(self) -> PlainCoach: ...

    def tell(self, line: str) -> None: ...

    def refuse(self, line: str) -> None: ...

    def play(self, move: Move) -> None: ...


MOVES = (
    *(reading.ROLL, reading.HOLD, reading.FREE, reading.KEEP, reading.TOGGLE),
    *(reading.SCORE, reading.CALL, reading.NAME, reading.UNDO, reading.YES),
)


def run(talk: Talk, state: GameState, typed: Typed) -> None:
    """Do what `typed` asks in `state`, saying what comes of it."""
    command = typed.command
    asked, talk.asked = talk.asked, None
    if command == reading.YES:
        if asked is None:
            talk.refuse(_("Nothing is asked now."))
        else:
            talk.play(asked.move)
        return
    if command == reading.NO:
        talk.refuse(_("Choose again.") if asked is not None else _("Nothing is asked now."))
        return
    if command in MOVES and state.is_over:
        talk.refuse(_("The game is over: type next for another, or quit."))
        return
    if command in MOVES and state.current_player.is_computer:
        talk.refuse(_("{player} is playing.").format(player=state.current_player.name))
        return
    words = {
        reading.CARD: _card,
        reading.HINT: _hint,
        reading.COACH: _coach,
        reading.HELP: _help,
        reading.STATUS: _status,
    }
    if command in words:
        words[command](talk, state, typed)
        return
    moves = {
        reading.ROLL: _roll,
        reading.HOLD: _hold,
        reading.FREE: _free,
        reading.KEEP: _keep,
        reading.TOGGLE: _toggle,
        reading.SCORE: _score,
        reading.CALL: _call,
        reading.NAME: _name,
        reading.UNDO: _undo,
    }
    moves[command](talk, state, typed)


def _roll(talk: Talk, state: GameState, typed: Typed) -> None:
    free = tuple(index for index, held in enumerate(state.held) if not held)
    talk.play(Move(ROLL, indexes=free))


def _toggles(talk: Talk, state: GameState, indexes: list[int] | str) -> None:
    if isinstance(indexes, str):
        talk.refuse(indexes)
    elif not indexes:
        talk.refuse(_("Nothing changes: {said}").format(said=hold_sentence(state)))
    else:
        talk.play(Move(HOLD, indexes=tuple(indexes)))


def _hold(talk: Talk, state: GameState, typed: Typed) -> None:
    _toggles(talk, state, cells.chosen_dice(state, typed.words, holding=True))


def _free(talk: Talk, state: GameState, typed: Typed) -> None:
    _toggles(talk, state, cells.chosen_dice(state, typed.words, holding=False))


def _toggle(talk: Talk, state: GameState, typed: Typed) -> None:
    """Digits alone: each the place of a die to hold or free, as the table's keys."""
    places = [int(word) for word in typed.words]
    count = len(state.dice)
    if not all(1 <= place <= count for place in places):
        talk.refuse(_("Dice are numbered 1 to {last}, from the left.").format(last=count))
        return
    talk.play(Move(HOLD, indexes=tuple(place - 1 for place in places)))


def _keep(talk: Talk, state: GameState, typed: Typed) -> None:
    """Exactly the values named held, the other dice free."""
    numbers = [word for word in typed.words if word.isdigit()]
    if not numbers or len(numbers) != len(typed.words):
        talk.refuse(_("Keep takes the values to hold, as keep 3 3."))
        return
    values = [int(word) for word in numbers]
    if +(Counter(values) - Counter(state.dice)) or not state.has_rolled:
        dice = dice_text(state.dice) if state.has_rolled else _("not rolled yet")
        talk.refuse(
            _("No {values} among the dice {dice}.").format(values=dice_text(values), dice=dice)
        )
        return
    toggles = hold_toggles(state.dice, state.held, values)
    _toggles(talk, state, list(toggles))


def _score(talk: Talk, state: GameState, typed: Typed) -> None:
    if not typed.words:
        only = only_cell(state)
        if only is None:
            talk.refuse(_("Score which box? Type score and its name; card reads them."))
            return
        key = only
    else:
        found = cells.matching_options(state, typed.words)
        if not found:
            said = _("No open box is called {words}; card reads them.")
            talk.refuse(said.format(words=" ".join(typed.words)))
            return
        if len(found) > 1:
            rules = state.ruleset
            talk.refuse(cells.choices_line([spoken_cell(rules, o.column, o.box) for o in found]))
            return
        key = found[0].cell
    choice = choice_move(state, key)
    if isinstance(choice, Question):
        talk.asked = choice
        talk.tell(f"{choice.question} {choice.detail}")
        talk.tell(_("Type yes to go on, or no."))
    elif choice is not None:
        talk.play(choice)


def _row(talk: Talk, state: GameState, typed: Typed, rows: list[str]) -> str | None:
    """The row the words name among `rows`, or None (said why)."""
    rules = state.ruleset
    found = cells.matching(typed.words, {row: cells.row_names(rules, row) for row in rows})
    if len(found) == 1:
        return found[0]
    if found:
        talk.refuse(cells.choices_line([row_name(rules, row) for row in found]))
    elif typed.words:
        talk.refuse(_("No row is called {words}.").format(words=" ".join(typed.words)))
    else:
        names = ", ".join(row_name(rules, row) for row in rows)
        talk.refuse(_("Which row? One of {rows}.").format(rows=names))
    return None


def _call(talk: Talk, state: GameState, typed: Typed) -> None:
    row = _row(talk, state, typed, list(state.ruleset.box_ids))
    if row is not None:
        talk.play(Move(CALL, box=row, column=CALL_COLUMN))


def _name(talk: Talk, state: GameState, typed: Typed) -> None:
    rows = nameable_rows(state) if state.naming else list(state.ruleset.box_ids)
    row = _row(talk, state, typed, rows)
    if row is not None:
        talk.play(Move(NAME, box=row, column=directed_column(state.ruleset)))


def _undo(talk: Talk, state: GameState, typed: Typed) -> None:
    refusal = refusal_to_undo(state)
    if refusal is not None:
        talk.refuse(sentence(refusal))
        return
    try:
        talk.session.undo()
    except GameError as error:
        talk.refuse(sentence(translate(error)))


def _card(talk: Talk, state: GameState, typed: Typed) -> None:
    seat = cells.player_seat(state, typed.words)
    if isinstance(seat, str):
        talk.refuse(seat)
        return
    for line in card_lines(state, seat):
        talk.tell(line)


def _hint(talk: Talk, state: GameState, typed: Typed) -> None:
    if state.is_over:
        talk.refuse(_("The game is over: there is nothing to advise."))
        return
    from yahtzee_tui.plain.advisor import hint_lines
    from yahtzee_tui.plain.win_hints import asks_for_the_win, win_hint_lines

    if asks_for_the_win(typed.words):
        lines = win_hint_lines(talk.advisor, state)
    else:
        advice = talk.advisor.advice(state)
        lines = [] if advice is None else hint_lines(state, advice)
    if not lines:
        return
    for line in lines:
        talk.tell(line)
    if not state.current_player.is_computer:
        talk.session.mark_hint()


def _coach(talk: Talk, state: GameState, typed: Typed) -> None:
    """`coach` switches the coach; `coach on` and `coach off` say which way."""
    on = reading.switch_word(typed.words[0]) if len(typed.words) == 1 else None
    if typed.words and on is None:
        said = _("Type {word} {on} or {word} {off}.")
        on_word, off_word = pgettext("typed command", "on"), pgettext("typed command", "off")
        talk.refuse(said.format(word=reading.command_word(reading.COACH), on=on_word, off=off_word))
        return
    talk.coach.switch(state, not talk.coach.on if on is None else on)


def _help(talk: Talk, state: GameState, typed: Typed) -> None:
    for line in help_lines(state):
        talk.tell(line)


def _status(talk: Talk, state: GameState, typed: Typed) -> None:
    """The round and the totals (the status line follows, as after every command)."""
    turn = _("Turn {turn} of {turns}.").format(turn=state.turn, turns=state.turns_total)
    talk.tell(f"{turn} {totals_words(state, state.current)}")

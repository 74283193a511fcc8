"""The game as it travels: a state to its wire form and back, and each change applied with
the game's own pure moves, so a client's `GameState` is built exactly as local play builds it.

While a game is in play the wire form leaves out the seed and the dice generator (they would
tell every die to come). A client's state holds seed 0 and a placeholder generator instead;
it never rolls, the server does. The finished game comes whole, in the save format, and the
client checks it by replaying it from its seed.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import replace

from yahtzee_tui.engine import YAHTZEE_BONUS_KEY, get_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import Event, GameState, Player, Sheet, rng, roll_refusal, undo
from yahtzee_tui.game.actions import check_players
from yahtzee_tui.game.moves import SCORE, Move, apply
from yahtzee_tui.game.replay import last_roll_index, moves_since_roll, one_die_at_a_time
from yahtzee_tui.i18n import N_, Message
from yahtzee_tui.net.move_codec import move_of_change, move_of_step, step_of
from yahtzee_tui.net.notices import (
    ChangeKind,
    EventWire,
    GameWire,
    PlayerKind,
    PlayerWire,
    Rolled,
    Undone,
)
from yahtzee_tui.sentences import ngettext

# What a client's state holds in place of the dice generator until the game is over.
PLACEHOLDER_SEED = 0
PLACEHOLDER_GENERATOR = rng.start(PLACEHOLDER_SEED, 1)[1]


def undo_seat(state: GameState) -> int | None:
    """The seat that may undo now: the one that made the last hold, call, score or naming
    (until the next roll); None when there is nothing to undo."""
    return None if state.previous is None else state.previous.current


def position_check(state: GameState) -> str:
    """A short digest of the position, sent with every change so a client that drifted
    notices it."""
    sheets = tuple((len(sheet), sum(sheet.values())) for sheet in state.sheets)
    position = (
        state.current,
        state.turn,
        state.rolls_used,
        state.dice,
        state.held,
        state.called,
        len(state.history),
        sheets,
        state.naming,
        state.named,
    )
    return hashlib.blake2b(repr(position).encode(), digest_size=6).hexdigest()


# --- server side: a state to its wire form ------------------------------------------------


def game_to_wire(state: GameState) -> GameWire:
    return GameWire(
        rules=state.rules_id,
        players=[PlayerWire(name=p.name, kind=_kind(p.kind), level=p.level) for p in state.players],
        first_player=state.first_player,
        sheets=[dict(sheet) for sheet in state.sheets],
        dice=list(state.dice),
        held=list(state.held),
        rolls_used=state.rolls_used,
        current=state.current,
        turn=state.turn,
        called=state.called,
        history=[_event_to_wire(event) for event in state.history],
        # Die by die: the wire's steps name one die each, which every client reads.
        moves_since_roll=[step_of(move) for move in one_die_at_a_time(moves_since_roll(state))],
        naming=state.naming,
        named=state.named,
    )


def _kind(kind: str) -> PlayerKind:
    return "computer" if kind == "computer" else "human"


def _event_to_wire(event: Event) -> EventWire:
    fields = {name: getattr(event, name) for name in EventWire.__struct_fields__}
    return EventWire(**fields | {"dice": list(event.dice), "held": list(event.held)})


# --- client side: the wire form to a state -------------------------------------------------


def state_from_wire(game: GameWire) -> GameState:
    """The state a snapshot describes, rebuilt from its last roll with the game's own moves
    (so undo works as in local play); GameError when the parts do not agree."""
    ruleset = get_rules(game.rules)
    players = check_players([Player(p.name, p.kind, p.level) for p in game.players])
    seats = len(players)
    if len(game.sheets) != seats or not 0 <= game.first_player < seats:
        raise GameError(Message(N_("the snapshot's seats do not match its players")))
    history = tuple(_event_from_wire(event, ruleset.dice) for event in game.history)
    sheets = [dict(sheet) for sheet in game.sheets]
    steps = [move_of_step(step.move, step.target) for step in game.moves_since_roll]
    start = last_roll_index(history)
    if start == 0:
        if steps:
            raise GameError(Message(N_("moves since a roll in a game with no roll")))
        state = GameState(
            rules_id=ruleset.id,
            players=players,
            sheets=tuple(Sheet(sheet) for sheet in sheets),
            dice=tuple(game.dice),
            held=tuple(game.held),
            rolls_used=game.rolls_used,
            current=game.current,
            turn=game.turn,
            called=game.called,
            history=history,
            rng_state=PLACEHOLDER_GENERATOR,
            seed=PLACEHOLDER_SEED,
            first_player=game.first_player,
        )
    else:
        state = _at_last_roll(game, players, history, sheets, start, steps)
        for step in steps:
            state = apply(state, step)
    _check_agrees(state, game, history)
    return state


def _at_last_roll(
    game: GameWire,
    players: tuple[Player, ...],
    history: tuple[Event, ...],
    sheets: list[dict[str, int]],
    start: int,
    steps: Sequence[Move],
) -> GameState:
    rolled = history[start - 1]
    if any(step.kind == SCORE for step in steps):
        # The score since the roll is taken off its sheet; the moves put it back.
        scored = next(event for event in reversed(history) if event.kind == "score")
        if (
            scored.kind != "score"
            or scored.cell is None
            or scored.cell not in sheets[scored.player]
        ):
            raise GameError(Message(N_("the snapshot's last score is not on its sheet")))
        sheet = sheets[scored.player]
        del sheet[scored.cell]
        if scored.bonus:
            left = sheet.get(YAHTZEE_BONUS_KEY, 0) - scored.bonus
            if left:
                sheet[YAHTZEE_BONUS_KEY] = left
            else:
                sheet.pop(YAHTZEE_BONUS_KEY, None)
    called = next(
        (
            event.box
            for event in reversed(history[: start - 1])
            if event.kind == "call" and (event.player, event.turn) == (rolled.player, rolled.turn)
        ),
        None,
    )
    return GameState(
        rules_id=game.rules,
        players=players,
        sheets=tuple(Sheet(sheet) for sheet in sheets),
        dice=rolled.dice,
        held=rolled.held,
        rolls_used=rolled.roll,
        current=rolled.player,
        turn=rolled.turn,
        called=called,
        history=history[:start],
        rng_state=PLACEHOLDER_GENERATOR,
        seed=PLACEHOLDER_SEED,
        first_player=game.first_player,
        named=_named_before(history[: start - 1], rolled),
    )


def _named_before(history: tuple[Event, ...], rolled: Event) -> str | None:
    """The DIRECTED row named for the turn `rolled` belongs to: the naming just before that
    turn's first move (the player before names it as their turn passes), else None."""
    for event in reversed(history):
        if (event.player, event.turn) != (rolled.player, rolled.turn):
            return event.box if event.kind == "name" else None
    return None


def _check_agrees(state: GameState, game: GameWire, history: tuple[Event, ...]) -> None:
    position = (
        state.dice,
        state.held,
        state.rolls_used,
        state.current,
        state.turn,
        state.called,
        state.naming,
        state.named,
    )
    sent = (
        tuple(game.dice),
        tuple(game.held),
        game.rolls_used,
        game.current,
        game.turn,
        game.called,
        game.naming,
        game.named,
    )
    if position != sent or state.history != history:
        raise GameError(Message(N_("the snapshot's position does not follow from its moves")))
    sheets = [dict(sheet) for sheet in state.sheets]
    if sheets != game.sheets or sheets != _sheets_from(history, len(sheets)):
        raise GameError(Message(N_("the snapshot's sheets do not follow from its moves")))


def _sheets_from(history: tuple[Event, ...], seats: int) -> list[dict[str, int]]:
    """The sheets the score events of a history write."""
    sheets: list[dict[str, int]] = [{} for _ in range(seats)]
    for event in history:
        if event.kind == "score" and event.cell is not None and 0 <= event.player < seats:
            sheet = sheets[event.player]
            sheet[event.cell] = event.points or 0
            if event.bonus:
                sheet[YAHTZEE_BONUS_KEY] = sheet.get(YAHTZEE_BONUS_KEY, 0) + event.bonus
    return sheets


def _event_from_wire(event: EventWire, dice: int) -> Event:
    if len(event.dice) != dice or len(event.held) != dice:
        raise GameError(
            ngettext(
                "an event of the snapshot has {count} die, not {dice}",
                "an event of the snapshot has {count} dice, not {dice}",
                len(event.dice),
                count=len(event.dice),
                dice=dice,
            )
        )
    fields = {name: getattr(event, name) for name in EventWire.__struct_fields__}
    return Event(**fields | {"dice": tuple(event.dice), "held": tuple(event.held)})


# --- client side: one change at a time -----------------------------------------------------


def roll_to(state: GameState, dice: list[int]) -> GameState:
    """The roll the server made: `state` with these dice, checked as the game's roll checks
    (a roll allowed now, held dice unchanged, faces 1 to 6)."""
    refusal = roll_refusal(state)
    if refusal is not None:
        raise GameError(refusal)
    faces = tuple(dice)
    if len(faces) != len(state.dice) or not all(1 <= face <= 6 for face in faces):
        raise GameError(
            ngettext(
                "a roll of {count} die cannot show {faces}",
                "a roll of {count} dice cannot show {faces}",
                len(state.dice),
                count=len(state.dice),
                faces=faces,
            )
        )
    if any(
        keep and old != new for old, new, keep in zip(state.dice, faces, state.held, strict=True)
    ):
        raise GameError(Message(N_("a roll changed a held die")))
    rolled = Event("roll", state.current, state.turn, faces, state.held, state.rolls_used + 1)
    return replace(
        state,
        dice=faces,
        rolls_used=rolled.roll,
        history=(*state.history, rolled),
        previous=None,
    )


def apply_change(state: GameState, change: ChangeKind) -> GameState:
    """The state after a change the server announced; GameError when it does not apply."""
    mover = undo_seat(state) if isinstance(change, Undone) else state.current
    if change.seat != mover:
        raise GameError(
            Message(
                N_("a change by seat {seat} where seat {mover} moves"),
                seat=change.seat,
                mover=mover,
            )
        )
    if isinstance(change, Rolled):
        return roll_to(state, change.dice)  # the server's dice: a client never rolls
    move = move_of_change(change)
    return undo(state) if move is None else apply(state, move)

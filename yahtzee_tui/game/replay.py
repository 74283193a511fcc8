"""Playing a recorded game again: from its seed and its history, move by move.

A history holds every roll (with the dice held), call, score and naming of a DIRECTED cell. The
seed decides the dice, so replaying checks a record completely: a single changed die, point or
seat makes it depart.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import pairwise

from yahtzee_tui.engine import RuleSet
from yahtzee_tui.errors import GameError
from yahtzee_tui.game.actions import new_game, toggle_hold
from yahtzee_tui.game.moves import HOLD, NAME, ROLL, SCORE, Move, apply, calling, die_by_die
from yahtzee_tui.game.state import ROLLS_PER_TURN, Event, GameState, Player


def _named(value: str | None, kind: str) -> str:
    """The box or cell a call or score event names (a record without one is damaged)."""
    if value is None:
        raise GameError(f"a {kind} that names no box")
    return value


def _match_holds(state: GameState, held: tuple[bool, ...]) -> GameState:
    """Toggle dice until the held flags are `held` (only possible between rolls)."""
    if len(held) != len(state.held):
        raise GameError(f"{len(held)} held flags for {len(state.held)} dice")
    if held == state.held:
        return state
    if not state.has_rolled or state.rolls_used >= ROLLS_PER_TURN:
        raise GameError("dice are held where no die can be held")
    for index, (want, now) in enumerate(zip(held, state.held, strict=True)):
        if want != now:
            state = toggle_hold(state, index)
    return state


def move_of_event(event: Event) -> Move:
    """The move that made `event` (a record of a roll, call, score or naming)."""
    if event.kind == "roll":
        return Move(ROLL)
    if event.kind == "call":
        return calling(_named(event.box, "call"))
    if event.kind == "score":
        return Move(SCORE, box=_named(event.box, "score"), column=event.column)
    if event.kind == "name":
        return Move(NAME, box=_named(event.box, "name"))
    raise GameError(f"unknown kind of move {event.kind!r}")


def apply_event(state: GameState, event: Event) -> GameState:
    """The state after `event`, checking that the event is exactly what the move produces."""
    after = apply(_match_holds(state, event.held), move_of_event(event))
    if after.history[-1] != event:
        raise GameError(_difference(after.history[-1], event))
    return after


def _difference(expected: Event, recorded: Event) -> str:
    for name in ("player", "turn", "roll", "dice", "box", "column", "points", "bonus"):
        if getattr(expected, name) != getattr(recorded, name):
            if name == "dice":
                return "shows other dice than the seed gives"
            return (
                f"records {name} {getattr(recorded, name)!r} where play gives "
                f"{getattr(expected, name)!r}"
            )
    return "differs from the move it names"


def replay(
    rules: str | RuleSet,
    players: Sequence[Player | str],
    seed: int,
    first_player: int,
    history: Iterable[Event],
) -> GameState:
    """The game state a history leads to; GameError names the first event that departs."""
    state = new_game(rules, players, seed, first_player)
    for number, event in enumerate(history, start=1):
        try:
            state = apply_event(state, event)
        except GameError as error:
            raise GameError(
                f"history does not replay: move {number} ({event.kind}): {error}"
            ) from None
    return state


def replay_state(state: GameState) -> GameState:
    """The state `state`'s own seed and history lead to (holds since the last roll aside)."""
    return replay(state.rules_id, state.players, state.seed, state.first_player, state.history)


def last_roll_index(history: Sequence[Event]) -> int:
    """How many events come up to and including the last roll (0 when nothing was rolled)."""
    for index in range(len(history) - 1, -1, -1):
        if history[index].kind == "roll":
            return index + 1
    return 0


def moves_since_roll(state: GameState) -> list[Move]:
    """The holds, call, score and naming that led from the last roll to `state`: what undo can
    take back. Several dice held or freed as one move are one hold."""
    chain = [state]
    while chain[-1].previous is not None:
        chain.append(chain[-1].previous)
    chain.reverse()
    moves: list[Move] = []
    for before, after in pairwise(chain):
        if len(after.history) > len(before.history):
            moves.append(move_of_event(after.history[-1]))
        else:
            changed = zip(before.held, after.held, strict=True)
            indexes = tuple(i for i, (was, now) in enumerate(changed) if was != now)
            if not indexes:
                raise GameError("a step between rolls that changes nothing")
            moves.append(Move(HOLD, indexes=indexes))
    return moves


def one_die_at_a_time(moves: Iterable[Move]) -> list[Move]:
    """`moves` with each hold of several dice spelled out die by die (same position reached)."""
    return [step for move in moves for step in die_by_die(move)]

"""What makes two game states the same position for the win-chance meter, as a number that
is the same in every game and every process (no NumPy: the table asks it on its own loop).

A position is what no key can take back without a move: every card, whose turn it is, the
dice on the table and the rolls used, a Yamb CALL announced and a DIRECTED cell named. Held
dice and the cursor are not part of it.
"""

from __future__ import annotations

import hashlib

from yahtzee_tui.game import GameState

SeatKey = tuple[object, ...]


def seat_key(state: GameState, seat: int) -> SeatKey:
    """What `seat`'s final totals depend on: the rule set, its card, and for the player to
    move the turn under way (the dice as a multiset, the rolls used, a call announced) and the
    DIRECTED cell named for it, which its playouts open before the roll too."""
    card = tuple(sorted(state.sheets[seat].items()))
    turn: tuple[object, ...] = ()
    if seat == state.current:
        # While the player who scored names a cell, the named one was theirs and is spent.
        named = None if state.naming else state.named
        if state.has_rolled:
            turn = (tuple(sorted(state.dice)), state.rolls_used, state.called, named)
        elif named is not None:
            turn = (named,)
    return (state.rules_id, card, turn)


def turn_start_key(state: GameState, seat: int) -> SeatKey:
    """`seat_key` as it was before the turn under way was rolled: the card, and the DIRECTED
    cell named for the turn. Playouts seeded by it draw the same dice through the whole turn,
    whatever is rolled, held or called in it (the generator moves on alike: `BatchDice`), so
    the figures of two positions of one turn differ by the choices, far less by the draws."""
    card = tuple(sorted(state.sheets[seat].items()))
    named = None if state.naming or seat != state.current else state.named
    return (state.rules_id, card, () if named is None else (named,))


def position_seed(state: GameState) -> int:
    """A number fixed by the position alone: equal positions, equal numbers, in any game and
    any process."""
    seats = tuple(seat_key(state, seat) for seat in range(len(state.sheets)))
    return digest((state.current, state.naming, seats))


def digest(value: object) -> int:
    """A stable 64-bit hash of a value made of tuples, strings and numbers (`hash` is salted
    per process)."""
    return int.from_bytes(hashlib.blake2b(repr(value).encode(), digest_size=8).digest(), "big")

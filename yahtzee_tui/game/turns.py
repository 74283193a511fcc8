"""Whose turn comes next and when a round ends."""

from __future__ import annotations

from yahtzee_tui.game.state import GameState


def after_turn(state: GameState) -> tuple[int, int]:
    """(seat, round) after the current player has scored.

    Seats play in order from the seat that opens every round; a round ends when play comes
    back round to it. When the game is over nobody moves on.
    """
    if state.is_over:
        return state.current, state.turn
    seat = (state.current + 1) % len(state.players)
    turn = state.turn + 1 if seat == state.first_player else state.turn
    return seat, turn


def seat_order(state: GameState) -> tuple[int, ...]:
    """The seats in playing order, starting with the one that opens every round."""
    count = len(state.players)
    return tuple((state.first_player + offset) % count for offset in range(count))

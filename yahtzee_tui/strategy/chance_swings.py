"""How far each roll, call and score moved its player's chance to win: the swings of a game.

A game is replayed from its seed and history; after every event each player's chance to win is
estimated (`win_chances`) with the same seed at every step, so that two neighbouring estimates
share their dice and their difference is the event's doing rather than the playouts' noise.
A roll's swing is the dice's luck; a call's or a score's, the player's choice (measured after
it, so a poor choice shows as a fall).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from yahtzee_tui.game import Event, GameState, new_game
from yahtzee_tui.game.replay import apply_event
from yahtzee_tui.strategy.win_chances import Stop, win_chances

# Playouts per player for each position of a whole game's swings (there are ~100 positions).
SWING_PLAYOUTS = 500


@dataclass(frozen=True)
class Swing:
    """One event and the chance to win of the player who made it, before and after."""

    index: int  # the event's place in the history
    event: Event
    before: float
    after: float

    @property
    def seat(self) -> int:
        return self.event.player

    @property
    def change(self) -> float:
        return self.after - self.before


def chance_swing(
    before: GameState, after: GameState, playouts: int, seed: int, stop: Stop | None = None
) -> tuple[float, float]:
    """The chance to win of the player to move in `before`, there and in `after` (the same
    seed for both, so the difference is the move's)."""
    seat = before.current
    return (
        win_chances(before, playouts, seed, stop)[seat],
        win_chances(after, playouts, seed, stop)[seat],
    )


def game_swings(
    state: GameState, playouts: int = SWING_PLAYOUTS, seed: int = 0, stop: Stop | None = None
) -> list[Swing]:
    """The swing of every event of `state`'s history, in order."""
    position = new_game(state.ruleset, state.players, state.seed, state.first_player)
    chances = win_chances(position, playouts, seed, stop)
    swings: list[Swing] = []
    for index, event in enumerate(state.history):
        position = apply_event(position, event)
        later = win_chances(position, playouts, seed, stop)
        swings.append(Swing(index, event, chances[event.player], later[event.player]))
        chances = later
    return swings


def largest_swings(swings: Iterable[Swing], count: int = 5) -> list[Swing]:
    """The `count` swings that moved a chance the most, either way, largest first."""
    return sorted(swings, key=lambda swing: (-abs(swing.change), swing.index))[:count]

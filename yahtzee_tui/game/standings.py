"""Totals per player and the standings, with shared places on equal totals."""

from __future__ import annotations

from dataclasses import dataclass

from yahtzee_tui.engine import totals
from yahtzee_tui.errors import GameError
from yahtzee_tui.game.state import GameState


@dataclass(frozen=True)
class Standing:
    place: int  # 1 for the best; equal totals share a place (1, 1, 3)
    seat: int
    name: str
    total: int


def player_totals(state: GameState, seat: int) -> dict[str, int]:
    """The engine's totals of one seat's sheet."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(state.players):
        raise GameError(f"there is no seat {seat!r}: seats are 0 to {len(state.players) - 1}")
    return totals(state.ruleset, state.sheets[seat])


def standings(state: GameState) -> list[Standing]:
    """Every player, best total first (seat order among equals)."""
    ranked = sorted(
        ((player_totals(state, seat)["total"], seat) for seat in range(len(state.players))),
        key=lambda pair: (-pair[0], pair[1]),
    )
    result: list[Standing] = []
    for position, (total, seat) in enumerate(ranked, start=1):
        place = result[-1].place if result and result[-1].total == total else position
        result.append(Standing(place, seat, state.players[seat].name, total))
    return result


def winners(state: GameState) -> list[int]:
    """The seats sharing first place."""
    return [standing.seat for standing in standings(state) if standing.place == 1]

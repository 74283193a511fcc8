"""Games the tests start from, built with the game model's own moves: one home for each
builder every layer's tests use."""

from __future__ import annotations

import random
from collections.abc import Sequence

from tests.game.helpers import play_game
from yahtzee_tui.game import GameState, Player, new_game
from yahtzee_tui.game.assistance import mark_hint


def game(
    rules: str = "yahtzee", players: Sequence[Player | str] = ("Ann", "Bob"), seed: int = 7
) -> GameState:
    """A new game where the first seat opens every round."""
    return new_game(rules, list(players), seed, first_player=0)


# Finished games already played in this process: a game state is an immutable value, and
# playing one out (hundreds of legal-move listings for a Yamb game) is a test's set-up, not
# what it checks.
_finished: dict[tuple[object, ...], GameState] = {}


def finished(
    rules: str = "yahtzee",
    players: Sequence[Player | str] = ("Ann", "Bob"),
    seed: int = 7,
    helped: bool = False,
) -> GameState:
    """`game(rules, players, seed)` played to its end by random legal moves (holds, calls,
    scores and namings), chosen with `seed` too; `helped`: a hint was asked for first."""
    key = (rules, tuple(players), seed, helped)
    if key not in _finished:
        state = game(rules, players, seed)
        if helped:
            state = mark_hint(state)
        _finished[key] = play_game(state, random.Random(seed))
    return _finished[key]

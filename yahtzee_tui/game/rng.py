"""Seeded dice whose generator state travels inside the game state.

Faces are drawn with `getrandbits` and rejection, spelled out here rather than left to
`randrange`, so a saved game rolls the same dice on any Python version.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Sequence

from yahtzee_tui.errors import GameError
from yahtzee_tui.game.state import RngState

MAX_SEED = 2**64 - 1


def new_seed() -> int:
    return secrets.randbits(64)


def check_seed(seed: object) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise GameError(f"a seed is a whole number from 0 to {MAX_SEED}, got {seed!r}")
    return seed


def _below(rng: random.Random, n: int) -> int:
    """A uniform number in 0..n-1."""
    bits = n.bit_length()
    while True:
        value = rng.getrandbits(bits)
        if value < n:
            return value


def _generator(state: RngState) -> random.Random:
    # setstate() replaces everything the constructor would have seeded.
    rng = random.Random.__new__(random.Random)
    rng.setstate(state)
    return rng


def start(seed: int, seats: int) -> tuple[int, RngState]:
    """The seat drawn to start and the generator state after drawing it."""
    rng = random.Random(seed)
    first = _below(rng, seats)
    return first, rng.getstate()


def roll_dice(
    state: RngState, dice: Sequence[int], held: Sequence[bool]
) -> tuple[tuple[int, ...], RngState]:
    """Reroll every die not held, left to right; return the dice and the new state."""
    rng = _generator(state)
    rolled = tuple(
        value if keep else _below(rng, 6) + 1 for value, keep in zip(dice, held, strict=True)
    )
    return rolled, rng.getstate()


def check_state(value: object) -> RngState:
    """A generator state read back from JSON (lists), as the tuples `setstate` takes."""
    message = "the random generator state is malformed"
    if not isinstance(value, list | tuple) or len(value) != 3:
        raise GameError(message)
    version, words, gauss = value
    if version != 3 or isinstance(version, bool):
        raise GameError(message)
    if not isinstance(words, list | tuple) or len(words) != 625:
        raise GameError(message)
    for word in words:
        if isinstance(word, bool) or not isinstance(word, int) or not 0 <= word < 2**32:
            raise GameError(message)
    if gauss is not None and (isinstance(gauss, bool) or not isinstance(gauss, float | int)):
        raise GameError(message)
    state = (3, tuple(words), None if gauss is None else float(gauss))
    try:
        _generator(state)
    except (TypeError, ValueError, OverflowError):
        raise GameError(message) from None
    return state

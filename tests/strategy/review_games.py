"""Games in chosen positions for review tests: rolls with chosen dice, made through the model.

A roll here writes the dice it is given into the history (`tests.tui.helpers.rolled`), as a
recorded game holds them; the review reads the dice from the history, so it needs no seed
that happens to roll them.
"""

from __future__ import annotations

from collections.abc import Sequence

from tests.tui.helpers import played_until
from tests.tui.helpers import rolled as rolled_as_told
from yahtzee_tui.game import GameState, Player, new_game, roll, score
from yahtzee_tui.strategy import play_turn


def rolled(state: GameState, dice: Sequence[int], keep: Sequence[int] = ()) -> GameState:
    """The current player rolls, keeping the dice at the indexes `keep`; the dice show `dice`."""
    return rolled_as_told(state, dice, [index in keep for index in range(len(state.dice))])


def computer_game(rules: str, levels: Sequence[str], seed: int) -> GameState:
    """A finished game of computer players, named after their levels."""
    return played_out(rules, [Player(level.title(), "computer", level) for level in levels], seed)


def played_out(rules: str, players: Sequence[Player], seed: int) -> GameState:
    """A finished game of computer players, the first seat opening every round."""
    state = new_game(rules, list(players), seed, 0)
    while not state.is_over:
        state, _ = play_turn(state)
    return state


def yahtzee_zero_behind() -> GameState:
    """Ann, behind with two boxes open, scores 0 in Yahtzee (the points' best) rather than 0 in
    Full house (her only chance to win); the game then played to its end."""
    state = new_game("yahtzee", ["Ann", "Bob"], 18, 0)
    state = roll(roll(roll(played_until(state, 4))))
    return played_until(score(state, "yahtzee"))


def yatzy_won_for_the_win() -> GameState:
    """Ann, the win level, against Bob, the expert, in Yatzy: at turn 11 her box gave 6.1
    points away and was her best for the win."""
    ann, bob = Player("Ann", "computer", "win"), Player("Bob", "computer", "expert")
    return played_out("yatzy", [ann, bob], 1)

"""Games in chosen positions for the app's tests, built with the game model's own moves."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from yahtzee_tui.game import Event, GameState, Sheet, call, new_game, options, roll, score
from yahtzee_tui.tui import YahtzeeApp, make_app

THEME = "felt"


def app_for(state: GameState | None = None, **kwargs) -> YahtzeeApp:
    """The app as tests run it: no roll animation, no blinking cursor, the theme pinned."""
    return make_app(state, animations=False, theme=THEME, **kwargs)


def game(rules: str, players: Sequence[str] = ("Ann", "Bob"), seed: int = 7) -> GameState:
    """A new game where the first seat opens every round."""
    return new_game(rules, list(players), seed, first_player=0)


def rolled(state: GameState, dice: Sequence[int], held: Sequence[bool] | None = None) -> GameState:
    """The state as if the current player had just made their first roll of `dice`."""
    held = tuple(held) if held is not None else (False,) * len(dice)
    event = Event("roll", state.current, state.turn, tuple(dice), held, state.rolls_used + 1)
    return replace(
        state,
        dice=tuple(dice),
        held=held,
        rolls_used=state.rolls_used + 1,
        history=(*state.history, event),
    )


def with_sheet(state: GameState, cells: Mapping[str, int], seat: int | None = None) -> GameState:
    """The state with one seat's sheet (the current player's by default) replaced."""
    seat = state.current if seat is None else seat
    sheets = list(state.sheets)
    sheets[seat] = Sheet(cells)
    return replace(state, sheets=tuple(sheets))


def play_best_turn(state: GameState) -> GameState:
    """One roll, then the legal cell with the most points (a CALL when nothing else is open)."""
    state = roll(state)
    legal = [option for option in options(state) if option.legal]
    if not legal:
        state = call(state, next(o.box for o in options(state) if o.column == "call"))
        legal = [option for option in options(state) if option.legal]
    best = max(legal, key=lambda option: option.points)
    return score(state, best.cell)


def played_until(state: GameState, turns_left: int = 0) -> GameState:
    """Play best turns until `turns_left` turns (of all players together) remain."""
    remaining = state.turns_total * len(state.players) - len(
        [event for event in state.history if event.kind == "score"]
    )
    for _ in range(remaining - turns_left):
        state = play_best_turn(state)
    return state

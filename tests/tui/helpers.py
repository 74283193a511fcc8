"""Games in chosen positions for the app's tests, built with the game model's own moves."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import replace
from typing import Any

from tests.builders import game
from tests.game.helpers import with_sheet
from tests.textual_shims import draw_frame
from tests.tui.waiting import settle, wait_for
from yahtzee_tui.game import Event, GameState, call, options, roll, score
from yahtzee_tui.strategy.review import GameReview, review
from yahtzee_tui.tui import YahtzeeApp, make_app

__all__ = ["game", "settle", "wait_for", "with_sheet"]

THEME = "felt"


def app_for(state: GameState | None = None, **kwargs) -> YahtzeeApp:
    """The app as tests run it: no roll animation, no blinking cursor, the theme pinned."""
    return make_app(state, animations=False, theme=THEME, **kwargs)


_reviews: dict[GameState, GameReview] = {}


def reviewed(state: GameState) -> GameReview:
    """`review(state)`, worked out once per process for each game: a review is a pure
    function of the game, a Yamb game's a few seconds of the advisor's."""
    if state not in _reviews:
        _reviews[state] = review(state)
    return _reviews[state]


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


def table(app: YahtzeeApp):
    """The table screen the app shows now."""
    from yahtzee_tui.tui.screens.table import TableScreen

    screen = app.screen
    assert isinstance(screen, TableScreen), f"expected the table, got {type(screen).__name__}"
    return screen


def card(app: YahtzeeApp):
    from yahtzee_tui.tui.widgets.scorecard import Scorecard

    return table(app).query_one("#card", Scorecard)


def text_of(widget) -> str:
    """What a Static shows, as plain text."""
    return str(widget.render())


async def move_cursor_to(pilot, key: str) -> None:
    """Arrow keys until the scorecard cursor rests on `key` (the first shows the cursor)."""
    scorecard = card(pilot.app)
    target = scorecard.view.find(key)
    assert target is not None, f"{key} is not on the card"
    for _ in range(200):
        here = scorecard.view.find(scorecard.cursor) if scorecard.cursor else None
        if here == target:
            return
        if here is None:
            await pilot.press("down")
        elif here[1] != target[1]:
            await pilot.press("right" if target[1] > here[1] else "left")
        else:
            await pilot.press("down" if target[0] > here[0] else "up")
    raise AssertionError(f"the cursor never reached {key}")


async def score_in(pilot, key: str) -> None:
    """Point at `key` with the arrows and score it with enter; agree when asked about a 0."""
    from yahtzee_tui.tui.screens.confirm import ConfirmScreen

    await move_cursor_to(pilot, key)
    await pilot.press("enter")
    await settle(pilot)  # a question about a 0 is up by now, if there is one
    if isinstance(pilot.app.screen, ConfirmScreen):
        await pilot.press("y")


async def roll_and_score_any(pilot) -> None:
    """The player to move rolls once and scores the first cell the dice may go in."""
    app = pilot.app
    screen = table(app)
    await pilot.press("r")
    await wait_for(pilot, lambda: app.state.has_rolled and not screen.rolling)
    await score_in(pilot, next(option.cell for option in options(app.state) if option.legal))


async def point_with_click(pilot, key: str) -> None:
    """One click on the scorecard cell `key`: it is pointed at, nothing more."""
    await settle(pilot)  # the card drawn as it stands, where the cell is aimed at
    draw_frame(pilot.app)
    scorecard = card(pilot.app)
    offset = scorecard.cell_offset(key)
    assert offset is not None, f"{key} is not drawn"
    await pilot.click(scorecard, offset=(offset.x, offset.y))
    await wait_for(pilot, lambda: card(pilot.app).cursor == key, what=f"{key} pointed at")


async def click_cell(pilot, key: str, confirm: bool = True) -> None:
    """Click the scorecard cell `key` to point at it and again to choose it; agree when asked
    whether to score a 0 there."""
    from yahtzee_tui.tui.screens.confirm import ConfirmScreen

    scorecard = card(pilot.app)
    if scorecard.cursor != key:
        await point_with_click(pilot, key)
    await settle(pilot)
    draw_frame(pilot.app)
    offset = scorecard.cell_offset(key)
    assert offset is not None, f"{key} is not drawn"
    await pilot.click(scorecard, offset=(offset.x, offset.y))
    await settle(pilot)  # a question about a 0 is up by now, if there is one
    if confirm and isinstance(pilot.app.screen, ConfirmScreen):
        await pilot.click("#yes")


def status(app: YahtzeeApp) -> str:
    """The table's status line."""
    return text_of(table(app).query_one("#status"))


def log(app: YahtzeeApp) -> str:
    """The table's log of throws and choices."""
    return text_of(table(app).query_one("#log"))


@asynccontextmanager
async def records_opened(size: tuple[int, int]) -> AsyncIterator[tuple[YahtzeeApp, Any]]:
    """The app on the start screen of the games on record, the Records opened with `s` and
    read: (app, pilot)."""
    app = app_for()
    async with app.run_test(size=size) as pilot:
        await pilot.press("s")
        await records_shown(pilot)
        yield app, pilot


async def records_shown(pilot) -> None:
    """Wait until the Records screen shows and has read the records (in its thread)."""
    from yahtzee_tui.tui.screens.records import RecordsScreen

    app = pilot.app
    await wait_for(pilot, lambda: isinstance(app.screen, RecordsScreen), what="the Records")
    await wait_for(pilot, lambda: app.screen.loaded, what="the records read")

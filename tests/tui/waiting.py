"""Waiting in app tests: for a condition, never for a fixed time."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

from textual.css.query import NoMatches
from textual.widgets import Button

from tests.deadlines import WAIT, deadline
from tests.textual_shims import layout_pending, message_pending

# Nominal seconds before a wait calls the app hung (`tests/deadlines.py` scales them).
DEADLINE = WAIT
# Between looks a wait rests a little longer each time, up to this: every look costs the app
# a redraw, and a wait for a timer or another process need not redraw hundreds of times.
LONGEST_REST = 0.03
# Rounds `settle` gives the app at most: an app that never falls quiet (a computer playing on,
# a timer) is let go after these, with everything pending at each round's start handled.
SETTLE_ROUNDS = 20


async def wait_for(
    pilot, condition: Callable[[], object], timeout: float = DEADLINE, what: str = ""
) -> None:
    """Let the app work until `condition()` holds; fail after `timeout` seconds, scaled for
    the machine (`tests/deadlines.py`).

    A condition that finds no widget it queries for (`NoMatches`) does not hold yet: the
    widget may not be mounted yet, or its screen may be composing itself again (as a screen
    does when the language changes). Each round lets the app process what is pending
    (`pilot.pause()`), then looks again: a busy machine only makes it take longer, never fail
    early. The second look follows the first at once; later ones rest 1, 2, 4 ... ms first
    (`LONGEST_REST` at most)."""
    timeout = deadline(timeout)
    end = time.monotonic() + timeout
    rest = 0.0
    while True:
        missing = None
        try:
            if condition():
                return
        except NoMatches as error:  # not mounted yet, or its screen being composed again
            missing = error
        if time.monotonic() > end:
            why = f" ({missing})" if missing else ""
            raise AssertionError(
                f"still waiting after {timeout} s{': ' + what if what else ''}{why}"
            )
        if rest:
            await asyncio.sleep(rest)
        await pilot.pause()
        rest = min(LONGEST_REST, rest * 2 or 0.001)


async def settle(pilot) -> None:
    """Let the app handle every message waiting anywhere on its screen, and lay the screen
    out again, before the test looks at it or clicks on it.

    `pilot.pause()` alone is not enough on a busy machine: Textual takes a process that used
    no CPU for a moment as idle, and a process the machine gave no CPU looks just the same,
    so a message passed on from widget to widget (a choice reaching the list around it, a
    row mounted and then laid out) may still wait, and a click aimed from the old layout lands
    on whatever has moved there since."""
    for _ in range(SETTLE_ROUNDS):
        await pilot.pause()  # handles what is queued now, then lays the screen out
        if not layout_pending(pilot.app.screen) and not messages_waiting(pilot):
            return


def messages_waiting(pilot) -> bool:
    """Whether the app or anything on its screen has a message it has not handled yet."""
    app = pilot.app
    pumps = [app, *app.screen.walk_children(with_self=True)]
    return any(message_pending(pump) for pump in pumps)


async def button_ready(pilot, target: object) -> None:
    """Wait until the button `target` (a widget or a selector) has come back up from its
    last press; anything else is ready at once.

    For a fifth of a second after a press a Textual button ignores clicks (it shows itself
    pressed meanwhile), so a test that clicked faster than a player would lose its click."""
    if isinstance(target, str):
        target = next(iter(pilot.app.screen.query(target)), None)
    if isinstance(target, Button):
        button = target
        await wait_for(pilot, lambda: not button.has_class("-active"), what="a pressed button")

"""Every place the tests reach into Textual's private internals, and nowhere else.

Textual keeps no promise about these names: a new release may rename or change any of them,
so this module refuses to load on a Textual other than the series it was written for
(`TEXTUAL_SERIES`). When Textual is upgraded, check each shim below against the new source,
then change the series. `tests/test_textual_privates.py` fails on a private Textual name
anywhere else in the tests.

Only the tests that drive an app with the Pilot use the shims: `tests/tui` and `tests/i18n`
install `pilot_waits_for_the_settled_app` for each of their tests (through the
`textual_pilot_shims` fixture of `tests/conftest.py`); the engine, game and strategy tests
never load this module.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager
from importlib.metadata import version
from typing import Any

import pytest
from textual import _wait as textual_wait
from textual.app import App
from textual.css.stylesheet import Stylesheet
from textual.message_pump import MessagePump
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets._footer import FooterKey
from textual.widgets._select import SelectOverlay

__all__ = ["FooterKey", "SelectOverlay"]

TEXTUAL_SERIES = "8.2."

if not version("textual").startswith(TEXTUAL_SERIES):
    raise ImportError(
        f"tests/textual_shims.py was written for Textual {TEXTUAL_SERIES}x and patches its "
        f"private internals; this is Textual {version('textual')}: check every shim there "
        "against the new Textual, then change TEXTUAL_SERIES"
    )


# What the tests read -------------------------------------------------------------------


def layout_pending(screen: Screen[Any]) -> bool:
    """Whether the screen has been asked to lay itself out again and has not yet."""
    return bool(screen._layout_required)


def frame_pending(screen: Screen[Any]) -> bool:
    """Whether a part of the screen has asked to be laid out, scrolled or drawn again and the
    frame that does it has not come yet."""
    if screen._dirty_widgets or screen._layout_required or screen._repaint_required:
        return True
    return any(
        widget._repaint_required or widget._layout_required or widget._scroll_required
        for widget in screen.walk_children(Widget)
    )


def message_pending(pump: MessagePump) -> bool:
    """Whether the app, screen or widget has a message it has not handled yet."""
    return not pump._message_queue.empty()


def screen_lines(app: App[Any]) -> list[str]:
    """Every line the app's screen shows now, as text (what the compositor draws)."""
    return [strip.text for strip in app.screen._compositor.render_strips()]


def app_bindings(app: App[Any]) -> list[Any]:
    """(key, Binding) of every binding the app holds, its palette key included."""
    return list(app._bindings)


def notifications(app: App[Any]) -> list[Any]:
    """The notifications the app shows now (their `message` is what the player reads)."""
    return list(app._notifications)


def exit_asked(app: App[Any]) -> bool:
    """Whether the app has been asked to exit (it may still be closing)."""
    return bool(app._exit)


# What the tests change ------------------------------------------------------------------


def count_layouts(monkeypatch: pytest.MonkeyPatch, counted: Callable[[], None]) -> None:
    """Call `counted()` each time a screen lays itself out, until the test ends."""
    layout = Screen._refresh_layout

    def counted_layout(screen: Screen[Any], *args: Any, **kwargs: Any) -> Any:
        counted()
        return layout(screen, *args, **kwargs)

    monkeypatch.setattr(Screen, "_refresh_layout", counted_layout)


def short_idle_windows(monkeypatch: pytest.MonkeyPatch, window: float) -> None:
    """The Pilot waits after each key and click until the app has been idle for a window
    (20 ms by default, two or three of them per key); `window` seconds from now on."""
    monkeypatch.setattr(textual_wait, "SLEEP_GRANULARITY", window)
    monkeypatch.setattr(textual_wait, "SLEEP_IDLE", window / 20)


Settle = Callable[[Pilot[Any]], Any]


def pilot_waits_for_the_settled_app(
    monkeypatch: pytest.MonkeyPatch,
    settle: Settle,
    button_ready: Callable[[Pilot[Any], object], Any],
    messages_waiting: Callable[[Pilot[Any]], bool],
) -> None:
    """The Pilot's clicks and keys wait for the app to settle (`tests/tui/waiting.py`).

    A click (and any other mouse event) aims at where a widget is once the app has handled
    what is pending and laid the screen out: aimed from the layout before, a click on a busy
    machine lands on whatever has moved there since. And like a player's, a click on a button
    waits until it has come back up from its last press.

    Each key waits until the app has handled the messages the key before it set off: Enter
    on a list moves the focus by a message the list passes on, and on a busy machine the next
    key could still reach the list."""
    post = Pilot._post_mouse_events

    async def post_when_settled(
        self: Pilot[Any], events: object, widget: object = None, *args: object, **kwargs: object
    ) -> bool:
        await settle(self)
        await button_ready(self, widget)
        draw_frame(self.app)  # aimed at what the player sees
        return await post(self, events, widget, *args, **kwargs)  # type: ignore[arg-type]

    press = Pilot.press

    async def press_when_settled(self: Pilot[Any], *keys: str) -> None:
        for key in keys:
            if messages_waiting(self):
                await settle(self)
            await press(self, key)

    monkeypatch.setattr(Pilot, "_post_mouse_events", post_when_settled)
    monkeypatch.setattr(Pilot, "press", press_when_settled)


def frames_drawn_when_looked_at(monkeypatch: pytest.MonkeyPatch) -> None:
    """A headless app has no terminal to draw on, yet after each change Textual draws every
    widget that changed into the frame it would send there, then drops it: a third of the CPU
    of an app test. From now on a headless app lays its screen out after each change as ever,
    and keeps the parts that changed to draw them when the test looks: before a click (the
    scorecard and the players' line aim clicks by what they drew last), where a test asks
    (`draw_frame`), and as its `run_test` ends, so that a widget that cannot draw itself still
    fails the test; `screen_lines` draws the whole screen anyway. Not for pictures: Textual
    keeps what each widget drew, and a scrollbar that only the layout moved is drawn anew by
    the next frame, which a picture must have had (`tests/conftest.py` leaves them out). An app
    that is not headless draws every frame, as outside the tests."""
    refresh = Screen._compositor_refresh

    def refresh_unless_headless(screen: Screen[Any]) -> None:
        app = screen.app
        if not (app.is_headless and screen is app.screen and not app.is_inline):
            refresh(screen)
            return
        # The changed parts stay in the compositor's dirty regions for `draw_frame`.
        screen._dirty_widgets.clear()
        app._update_mouse_over(screen)

    run_test = App.run_test

    @asynccontextmanager
    async def run_test_drawn_at_the_end(app: App[Any], **kwargs: Any) -> AsyncIterator[Any]:
        async with run_test(app, **kwargs) as pilot:
            yield pilot
            if app.is_running and not exit_asked(app):
                await pilot.pause()
                draw_frame(app)

    monkeypatch.setattr(Screen, "_compositor_refresh", refresh_unless_headless)
    monkeypatch.setattr(App, "run_test", run_test_drawn_at_the_end)


def draw_frame(app: App[Any]) -> None:
    """Draw what has changed on the app's screen since it was last drawn, as a terminal's
    app does after each change (`frames_drawn_when_looked_at`)."""
    screen = app.screen
    screen._compositor.render_update(screen_stack=app._background_screens)


_parsed: dict[tuple[Any, ...], Any] = {}
# Each set of theme variables seen, numbered; and for each variables dict a stylesheet held,
# that dict (kept, so that its id is not another's), a copy, and its set's number.
_variable_sets: dict[tuple[tuple[str, str], ...], int] = {}
_variables_of: dict[int, tuple[dict[str, str], dict[str, str], int]] = {}


def _variables_seen(stylesheet: Stylesheet) -> int:
    """The number of the stylesheet's set of variables: an app parses its sources a few
    hundred times with the same dict, and sorting and hashing its ~150 entries for each
    parse's key cost more than the parse saved."""
    variables = stylesheet._variables
    seen = _variables_of.get(id(variables))
    if seen is not None and seen[0] is variables and seen[1] == variables:
        return seen[2]
    number = _variable_sets.setdefault(tuple(sorted(variables.items())), len(_variable_sets))
    if len(_variables_of) >= 32:  # the apps of earlier tests are gone
        _variables_of.clear()
    _variables_of[id(variables)] = (variables, dict(variables), number)
    return number


def parse_each_stylesheet_once() -> None:
    """Every app a test starts parses the same stylesheets again (its widgets' and the app's
    CSS, with the same theme variables). Parsing is a pure function of that text and those
    variables, so one parse serves every app of the process. Installed once; a second call
    changes nothing."""
    parse = Stylesheet._parse_rules
    if getattr(parse, "parses_once", False):
        return

    def parse_rules(
        self: Stylesheet,
        css: str,
        read_from: Any,
        is_default_rules: bool = False,
        tie_breaker: int = 0,
        scope: str = "",
    ) -> Any:
        key = (css, read_from, is_default_rules, tie_breaker, scope, _variables_seen(self))
        if key not in _parsed:
            _parsed[key] = parse(self, css, read_from, is_default_rules, tie_breaker, scope)
        return _parsed[key]

    parse_rules.parses_once = True  # type: ignore[attr-defined]
    parse_rules.textual_parse = parse  # type: ignore[attr-defined]
    Stylesheet._parse_rules = parse_rules  # type: ignore[method-assign]


@contextmanager
def stylesheets_parsed_by_textual() -> Iterator[None]:
    """While it lasts, each app parses its stylesheet through its own parse cache, as outside
    the tests (`parse_each_stylesheet_once` set aside)."""
    shared = Stylesheet._parse_rules
    Stylesheet._parse_rules = getattr(shared, "textual_parse", shared)  # type: ignore[method-assign]
    try:
        yield
    finally:
        Stylesheet._parse_rules = shared  # type: ignore[method-assign]

"""No key crashes a screen: every printable character and every named key, pressed on each.

Textual takes a method named `key_<name>` or `_key_<name>` as the handler of that key (a
private helper `_key_at` once answered `@` and crashed the table), so the package names no
method that way, and each screen gets every key a keyboard sends.
"""

from __future__ import annotations

import inspect
import string
from collections.abc import Awaitable, Callable
from functools import partial
from importlib import import_module
from pathlib import Path

import pytest
from textual.message_pump import MessagePump

import yahtzee_tui
from tests.textual_shims import draw_frame, exit_asked
from tests.tui.helpers import app_for, game, played_until, rolled, wait_for
from yahtzee_tui.tui.screens.game_over import GameOverScreen
from yahtzee_tui.tui.screens.help import HelpScreen
from yahtzee_tui.tui.screens.host_form import HostForm
from yahtzee_tui.tui.screens.join_form import JoinForm
from yahtzee_tui.tui.screens.records import RecordsScreen
from yahtzee_tui.tui.screens.settings import SettingsScreen
from yahtzee_tui.tui.screens.start import StartScreen
from yahtzee_tui.tui.screens.stats import StatsScreen
from yahtzee_tui.tui.screens.table import TableScreen

NAMED_KEYS = [
    *("enter", "escape", "tab", "shift+tab", "space", "backspace", "delete", "insert"),
    *("up", "down", "left", "right", "home", "end", "pageup", "pagedown"),
    *(f"f{number}" for number in range(1, 13)),
    # ctrl+z is left out: it suspends the process a terminal runs in.
    *(f"ctrl+{letter}" for letter in string.ascii_lowercase if letter != "z"),
]
KEYS = [*(chr(code) for code in range(0x20, 0x7F)), *NAMED_KEYS]


def test_no_method_of_a_textual_class_looks_like_a_key_handler():
    found = []
    package = Path(yahtzee_tui.__file__).parent
    for path in sorted((package / "tui").rglob("*.py")):
        parts = path.relative_to(package.parent).with_suffix("").parts
        module = import_module(".".join(parts).removesuffix(".__init__"))
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ != module.__name__ or not issubclass(cls, MessagePump):
                continue
            found += [
                f"{cls.__module__}.{cls.__name__}.{name}"
                for name in vars(cls)
                if name.startswith(("key_", "_key_"))
            ]
    assert found == []


Opener = Callable[[object], Awaitable[None]]


def opened_by(*keys: str) -> Opener:
    async def open_screen(pilot) -> None:
        await pilot.press(*keys)

    return open_screen


SCREENS: dict[str, tuple[Callable[[], object], Opener, type]] = {
    "start": (lambda: app_for(), opened_by(), StartScreen),
    "records": (lambda: app_for(), opened_by("s"), RecordsScreen),
    "stats": (lambda: app_for(), opened_by("t"), StatsScreen),
    "settings": (lambda: app_for(), opened_by("o"), SettingsScreen),
    "host form": (lambda: app_for(), opened_by("h"), HostForm),
    "join form": (lambda: app_for(), opened_by("j"), JoinForm),
    "yahtzee table": (lambda: app_for(game("yahtzee")), opened_by(), TableScreen),
    "yatzy table": (
        lambda: app_for(rolled(game("yatzy"), [2, 2, 3, 5, 6])),
        opened_by(),
        TableScreen,
    ),
    "yamb table": (
        lambda: app_for(rolled(game("yamb"), [1, 2, 3, 4, 5, 6])),
        opened_by(),
        TableScreen,
    ),
    "help": (lambda: app_for(game("yamb")), opened_by("question_mark"), HelpScreen),
    "game over": (
        lambda: app_for(played_until(game("yatzy", ["Ann"]), turns_left=1)),
        opened_by("r", "down", "enter", "y"),
        GameOverScreen,
    ),
}


def showing(app, kind: type) -> bool:
    return isinstance(app.screen, kind)


# The screen is drawn after each key, as a terminal's is: a key that leaves a widget unable to
# draw itself breaks the screen as surely as one that raises in a handler. Once per key, not
# at every refresh the key sets off on the way.
@pytest.mark.parametrize("name", SCREENS)
async def test_every_key_pressed_on_a_screen_leaves_the_app_running_or_quits_cleanly(name):
    make, open_screen, kind = SCREENS[name]
    remaining = list(KEYS)
    while remaining:
        app = make()
        async with app.run_test(size=(80, 24)) as pilot:
            await open_screen(pilot)
            await wait_for(pilot, partial(showing, app, kind), what=kind.__name__)
            home = app.screen
            while remaining and app.is_running:
                key = remaining.pop(0)
                await pilot.press(key)
                if app.is_running and not exit_asked(app):
                    draw_frame(app)
                # A key that opened another screen over this one: back to it for the next key.
                while app.is_running and app.screen is not home and home in app.screen_stack:
                    app.pop_screen()
                    await pilot.pause()
                assert app.return_code in (None, 0), f"{key!r} broke the {name} screen"
                if app.is_running and app.screen is not home:
                    break  # the key left this screen for good: a new app for the next keys
        assert app.return_code in (None, 0), f"{key!r} broke the {name} screen"

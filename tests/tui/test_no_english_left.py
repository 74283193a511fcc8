"""Nothing left in English: games played in Croatian, Serbian and Slovenian (computers, calls,
namings, refusals from a server, game over, records, statistics, the review, a dropdown's
keys) never show an English sentence of the catalogues that has a translation, nor one of
Textual's own words in English."""

from __future__ import annotations

import inspect
import re
from collections.abc import Iterator
from functools import cache

import pytest
from babel.messages.pofile import read_po
from textual.app import App
from textual.command import CommandPalette

from tests.textual_shims import SelectOverlay, app_bindings
from tests.textual_shims import screen_lines as shown_lines
from tests.tui.helpers import (
    app_for,
    click_cell,
    game,
    move_cursor_to,
    played_until,
    rolled,
    wait_for,
)
from tests.tui.test_computer_players import until_a_human_plays
from tests.tui.waiting import settle
from yahtzee_tui import i18n
from yahtzee_tui.game import Player, new_game, options, score
from yahtzee_tui.tui.screens.confirm import ConfirmScreen
from yahtzee_tui.tui.screens.game_over import GameOverScreen
from yahtzee_tui.tui.screens.name_cell import NameCellPicker

pytestmark = pytest.mark.usefixtures("advisor_ready", "reviews_remembered")

SIZE = (100, 32)
PLACEHOLDER = re.compile(r"\{\w+\}")
LETTERS = re.compile(r"[^\W\d_]{2,}")


def textual_words(app) -> set[str]:
    """The words Textual itself shows in English: the dropdown's key, the palette's key and
    its search field, the palette's system commands."""
    words = {description for _key, _action, description in SelectOverlay.BINDINGS}  # type: ignore[misc]
    for _key, binding in app_bindings(app):
        if binding.action == "command_palette":
            words.add(binding.description)
    words.add(inspect.signature(CommandPalette).parameters["placeholder"].default)
    for command in App.get_system_commands(app, app.screen):
        words.update((command.title, command.help))
    return words


@cache
def english_of(code: str) -> tuple[frozenset[str], frozenset[str]]:
    """The catalogue's English that the language says otherwise: whole sentences (with their
    placeholders cut out, the parts of two words or more) and single words (read with Babel
    once per process: a fifth of a second a catalogue)."""
    with i18n.catalogue_path(code, ".po").open("rb") as file:
        catalog = read_po(file, locale=i18n.CATALOGUE_DIRS[code])
    phrases: set[str] = set()
    words: set[str] = set()
    native: set[str] = set()  # what the language itself writes: KENTA, Jamb, yahtzee-tui...
    written = []
    for message in catalog:
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        native.update(word for string in strings for word in LETTERS.findall(string))
        written += strings
    for message in catalog:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for english in ids:
            if english in strings:
                continue
            for part in PLACEHOLDER.split(english):
                part = part.strip(" .,:;·()")
                found = LETTERS.findall(part)
                if len(found) >= 2 and not any(part in string for string in written):
                    phrases.add(part)
                elif len(found) == 1 and part == found[0] and len(part) >= 4:
                    words.add(part)
    return frozenset(phrases), frozenset(words - native)


def screen_lines(app) -> list[str]:
    """Every line the screen shows now."""
    return shown_lines(app)


class Watcher:
    """Gathers what the screens show in one language and the English among it."""

    def __init__(self, code: str) -> None:
        self.code = code
        self.phrases, self.words = english_of(code)
        self.found: dict[str, str] = {}
        self.looks = 0

    async def look(self, pilot) -> None:
        await settle(pilot)
        self.looks += 1
        textual = textual_words(pilot.app)
        words = self.words | textual
        for line in screen_lines(pilot.app):
            for phrase in self.phrases | textual:
                if phrase in line:
                    self.found.setdefault(phrase, line.strip())
            for word in set(re.findall(r"[^\W\d_]+", line)) & words:
                self.found.setdefault(word, line.strip())

    def check(self) -> None:
        assert self.looks
        shown = "\n".join(f"{english!r} in {line!r}" for english, line in self.found.items())
        assert not self.found, f"English on the {self.code} screens:\n{shown}"


@pytest.fixture(params=["hr", "sr", "sl"])
def watcher(request: pytest.FixtureRequest) -> Iterator[Watcher]:
    i18n.set_language(request.param)
    yield Watcher(request.param)
    i18n.set_language("en")


async def test_a_yamb_game_with_calls_hints_and_refusals(watcher: Watcher):
    app = app_for(game("yamb", ["Ana"]))
    async with app.run_test(size=SIZE) as pilot:
        await watcher.look(pilot)
        await pilot.press("r")
        await watcher.look(pilot)
        await pilot.press("h")  # hints on
        await watcher.look(pilot)
        await pilot.press("c")
        await watcher.look(pilot)
        await move_cursor_to(pilot, "call.kenta")
        await pilot.press("enter")
        assert app.state.called == "kenta"
        await watcher.look(pilot)
        await click_cell(pilot, "free1.ones")  # refused: the turn ends in CALL KENTA
        await watcher.look(pilot)
        await pilot.press("r", "r")
        await pilot.press("down", "enter")
        await settle(pilot)
        if isinstance(app.screen, ConfirmScreen):
            await watcher.look(pilot)
            await pilot.press("y")
        await wait_for(pilot, lambda: "call.kenta" in app.state.sheets[0], what="CALL scored")
        await watcher.look(pilot)
        await pilot.press("r", "r", "c")  # a call after the second roll is refused
        await watcher.look(pilot)
        app.refused("not your turn: it is Bob's turn")  # as a server refuses
        await watcher.look(pilot)
        app.refused("the connection dropped")
        await watcher.look(pilot)
        await pilot.press("question_mark")
        await watcher.look(pilot)
    watcher.check()


async def test_a_directed_game_with_a_computer_naming_and_playing(watcher: Watcher):
    robo = Player("Robo", kind="computer", level="easy")
    state = new_game("jamb_directed", [Player("Ana"), robo], seed=7, first_player=0)
    state = score(rolled(state, [1, 2, 3, 4, 5, 6]), "free.yamb")
    app = app_for(state)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, NameCellPicker), what="the picker")
        await watcher.look(pilot)
        await pilot.press("escape")  # later: the status says how to name
        await watcher.look(pilot)
        await pilot.press("n")
        await wait_for(pilot, lambda: isinstance(app.screen, NameCellPicker), what="the picker")
        await pilot.press("enter")
        seen = 0
        while app.state.current_player.is_computer and seen < 12:
            before = app.state
            await wait_for(pilot, lambda b=before: app.state is not b, what="Robo's move")
            await watcher.look(pilot)
            seen += 1
        await until_a_human_plays(pilot)
        await watcher.look(pilot)
    watcher.check()


async def test_game_over_records_stats_and_review(watcher: Watcher):
    state = played_until(game("yatzy", ["Ana", "Bo"], seed=5), turns_left=1)
    app = app_for(state)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("r")
        best = max((o for o in options(app.state) if o.legal), key=lambda o: o.points)
        await move_cursor_to(pilot, best.cell)
        await pilot.press("enter")
        await settle(pilot)
        if isinstance(app.screen, ConfirmScreen):
            await pilot.press("y")
        await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen), what="game over")
        over = app.screen
        await wait_for(pilot, lambda: over.news is not None, what="the game recorded")
        for key in ("r", "b", "t", "v"):
            await pilot.press(key)
            await watcher.look(pilot)
        await pilot.press("s")
        await wait_for(pilot, lambda: app.screen is not over, what="the records")
        await wait_for(pilot, lambda: getattr(app.screen, "loaded", True), what="records read")
        await watcher.look(pilot)
    watcher.check()


async def test_the_start_screen_its_dropdowns_settings_and_stats(watcher: Watcher):
    app = app_for()
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: bool(app.screen.query("#seed")), what="the start screen")
        await watcher.look(pilot)
        select = app.screen.query("Select").first()
        select.focus()
        await pilot.press("enter")
        await wait_for(pilot, lambda: bool(app.screen.query(SelectOverlay)), what="a dropdown")
        await watcher.look(pilot)
        await pilot.press("escape")
        await watcher.look(pilot)
        await pilot.press("ctrl+p")
        await wait_for(pilot, lambda: CommandPalette.is_open(app), what="the command palette")
        await watcher.look(pilot)
        await pilot.press("escape")
        await wait_for(pilot, lambda: not CommandPalette.is_open(app), what="the palette closed")
        start = app.screen
        for key in ("t", "o", "j"):  # statistics, settings, joining a table
            await pilot.press(key)
            await wait_for(pilot, lambda: app.screen is not start, what=f"the screen of {key}")
            await watcher.look(pilot)
            await pilot.press("escape")
            await wait_for(pilot, lambda: app.screen is start, what="the start screen again")
    watcher.check()

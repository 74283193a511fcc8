"""The language chosen on the settings screen applies at once, on every screen, and is kept."""

from __future__ import annotations

import pytest
from textual.widgets import Select, Static

from tests.textual_shims import FooterKey
from tests.tui.helpers import app_for, game, text_of, wait_for
from yahtzee_tui import i18n, started
from yahtzee_tui.storage.settings import load_settings


def list_ready(screen) -> bool:
    """Whether the language list has composed what it shows: a value set before is taken
    without a word to the screen (Textual's Select posts no change until then)."""
    # Its children come first; what it shows (the label a new value is written into) after.
    return bool(screen.query_one("#language", Select).query("SelectCurrent #label"))


def title(screen) -> str:
    return text_of(screen.query_one("#settings-title", Static))


def footer_words(screen) -> set[str]:
    return {key.description for key in screen.query(FooterKey)}


async def test_croatian_chosen_in_the_settings_speaks_at_once_and_is_kept(speak):
    app = app_for(game("yamb"))
    async with app.run_test(size=(100, 32)) as pilot:
        table = app.screen
        await wait_for(pilot, lambda: "Roll" in footer_words(table))
        app.action_settings()
        await wait_for(pilot, lambda: list_ready(app.screen), what="the language list")
        app.screen.query_one("#language", Select).value = "hr"
        await wait_for(pilot, lambda: i18n.current_language() == "hr")
        await wait_for(pilot, lambda: title(app.screen) == "Postavke", what="in Croatian")
        await wait_for(pilot, lambda: "Natrag" in footer_words(app.screen))
        await pilot.press("escape")
        await wait_for(pilot, lambda: app.screen is table)
        # The table beneath speaks Croatian too: its keys and its status line.
        await wait_for(pilot, lambda: "Baci" in footer_words(table), what="the footer")
        await wait_for(
            pilot,
            lambda: "Baci za početak poteza" in str(table.query_one("#status").render()),
            what="the status line",
        )
    assert load_settings()[0].language == "hr"


async def test_the_system_language_is_the_blank_choice(speak, monkeypatch):
    monkeypatch.setenv("LANGUAGE", "sl")
    speak("hr")
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        app.action_settings()
        await wait_for(pilot, lambda: list_ready(app.screen), what="the language list")
        app.screen.query_one("#language", Select).value = "sr"
        await wait_for(pilot, lambda: i18n.current_language() == "sr")
        # The screen composes itself again in Serbian, its list with it: the next choice is
        # made on the new list.
        await wait_for(pilot, lambda: title(app.screen) == "Podešavanja", what="in Serbian")
        await wait_for(pilot, lambda: list_ready(app.screen), what="the new language list")
        app.screen.query_one("#language", Select).value = ""
        await wait_for(pilot, lambda: i18n.current_language() == "sl")
    assert load_settings()[0].language is None


def shown_language(screen) -> str:
    """What the language list shows, closed."""
    chosen = screen.query_one("#language", Select).query_one("SelectCurrent #label", Static)
    return str(chosen.render())


@pytest.fixture
def given_slovenian(speak, monkeypatch):
    """The run was started with `--lang sl`, and no language is chosen in the settings."""
    monkeypatch.setattr(started, "_language", "sl")
    speak("sl")


async def test_a_language_given_with_lang_is_named_where_none_is_chosen(given_slovenian):
    # sl "Jezik  sistemski (LANG)" while the game spoke Slovenian from `--lang sl`: a new
    # player took it for a choice that had not taken.
    app = app_for()
    async with app.run_test(size=(80, 24)) as pilot:
        app.action_settings()
        await wait_for(pilot, lambda: shown_language(app.screen) == "Slovenščina (--lang)")
        await pilot.press("escape")
    assert load_settings()[0].language is None  # nothing chosen, nothing kept


async def test_the_choice_of_none_goes_back_to_the_language_given_with_lang(given_slovenian):
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        app.action_settings()
        await wait_for(pilot, lambda: list_ready(app.screen), what="the language list")
        app.screen.query_one("#language", Select).value = "en"
        await wait_for(pilot, lambda: title(app.screen) == "Settings", what="in English")
        await wait_for(pilot, lambda: shown_language(app.screen) == "English")
        app.screen.query_one("#language", Select).value = ""
        await wait_for(pilot, lambda: i18n.current_language() == "sl")
        await wait_for(pilot, lambda: shown_language(app.screen) == "Slovenščina (--lang)")
    assert load_settings()[0].language is None


async def test_a_choice_outranked_by_lang_says_which_language_is_in_effect(given_slovenian):
    from yahtzee_tui.storage.settings import Settings

    app = app_for(settings=Settings(language="hr"))
    async with app.run_test(size=(80, 24)) as pilot:
        app.action_settings()
        await wait_for(pilot, lambda: shown_language(app.screen) == "Hrvatski")  # as kept
        note = text_of(app.screen.query_one("#settings-note", Static))
        assert note.startswith("Slovenščina zaenkrat, iz --lang;"), note

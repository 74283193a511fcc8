from __future__ import annotations

from collections.abc import Iterator

import pytest

from yahtzee_tui import i18n


@pytest.fixture(autouse=True)
def _settled_pilot(textual_pilot_shims: None) -> None:
    """The Pilot's keys and clicks wait for the settled app (`tests/textual_shims.py`)."""


@pytest.fixture
def speak() -> Iterator[object]:
    """`speak("hr")` switches the language for one test; English again after it."""
    yield i18n.set_language
    i18n.set_language("en")


@pytest.fixture
def spoken_names() -> Iterator[None]:
    """The game's names in the vocabulary's words (as the command line and the app set them)
    for one test; English, and no names set, after it."""
    from yahtzee_tui.tui.views.names import speak_names

    speak_names()
    yield
    i18n.set_language("en")
    i18n.set_name_words(None)
    i18n.set_english_names(None)

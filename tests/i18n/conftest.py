from __future__ import annotations

from collections.abc import Iterator

import pytest

from yahtzee_tui import i18n


@pytest.fixture
def speak() -> Iterator[object]:
    """`speak("hr")` switches the language for one test; English again after it."""
    yield i18n.set_language
    i18n.set_language("en")

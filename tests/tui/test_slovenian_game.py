"""A whole game played by keyboard in Slovenian: the words on the screen are Slovenian from the
first roll to the game's end (the roll button, the card, the status, the game over)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from tests.tui.helpers import app_for, card, game, settle, table, text_of, wait_for
from yahtzee_tui import i18n
from yahtzee_tui.tui.screens.confirm import ConfirmScreen
from yahtzee_tui.tui.screens.game_over import GameOverScreen


@pytest.fixture
def slovenian() -> Iterator[None]:
    i18n.set_language("sl")
    yield
    i18n.set_language("en")


def screen_words(app) -> str:
    """Every word the screen shows now, as plain text (the SVG's spaces made spaces)."""
    return app.export_screenshot().replace("&#160;", " ")


async def test_a_yatzy_game_played_in_slovenian_to_the_end(slovenian):
    app = app_for(game("yatzy", ["Ana"], seed=5))
    async with app.run_test(size=(100, 32)) as pilot:
        await wait_for(pilot, lambda: app.state is not None and app.screen is table(app))
        roll_button = table(app).query_one("#roll")
        assert str(roll_button.label) == "Vrzi"
        words = screen_words(app)
        assert "Skupaj" in words and "Vsota zgoraj" in words  # the card's own rows
        assert "Enice" in words and "Mala lestvica" in words  # the boxes by their names
        turns = app.state.turns_total
        for turn in range(turns):
            await pilot.press("r")
            await wait_for(pilot, lambda: app.state.has_rolled, what="the roll")
            if turn == 0:
                await wait_for(pilot, lambda: "še 2" in str(table(app).query_one("#roll").label))
            await pilot.press("down")
            await wait_for(pilot, lambda: card(app).cursor is not None, what="a cell pointed at")
            scored = len([e for e in app.state.history if e.kind == "score"])
            await pilot.press("enter")
            await settle(pilot)
            if isinstance(app.screen, ConfirmScreen):
                assert "Vpisati 0 v" in text_of(app.screen.query_one("#confirm-question"))
                await pilot.press("y")
            await wait_for(
                pilot,
                lambda s=scored: (
                    app.state.is_over
                    or len([e for e in app.state.history if e.kind == "score"]) > s
                ),
                what="the score written",
            )
        await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen), what="game over")
        await settle(pilot)
        words = screen_words(app)
        # One player: the total with its word, and what it is: the final score.
        assert re.search(r"\d+ točk[aei]? · končni rezultat", words), words
        assert "Konec igre" in words and "Nova igra" in words
        assert "Ana postavi prvi rekord (Yatzy)" in words  # the records' news

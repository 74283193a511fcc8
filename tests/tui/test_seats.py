"""The start screen's seats: each a human, or a computer at a level from COMPUTER_LEVELS."""

from __future__ import annotations

import pytest

from tests.tui.helpers import app_for, settle, text_of, wait_for
from yahtzee_tui.game import Player
from yahtzee_tui.strategy import COMPUTER_LEVELS
from yahtzee_tui.tui.views.level_words import level_description
from yahtzee_tui.tui.widgets.seats import SeatList, SeatRow

# A game with a computer seat may start on its turn: its advisor is ready.
pytestmark = pytest.mark.usefixtures("advisor_ready")


def seat_rows(app) -> list[SeatRow]:
    return app.screen.query_one(SeatList).rows


async def choose_kind(pilot, row: SeatRow, downs: int) -> None:
    """Open the seat's kind list and pick the entry `downs` below "human"."""
    await pilot.click(row.kind_select)
    await wait_for(pilot, lambda: row.kind_select.expanded)
    await pilot.press(*(["down"] * downs), "enter")
    await wait_for(pilot, lambda: not row.kind_select.expanded)
    await settle(pilot)  # the choice has reached the seat and the note under the seats


async def test_a_seat_becomes_a_computer_of_the_chosen_level():
    app = app_for()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", *"Ann")
        await pilot.click("#add-seat")
        await pilot.press(*"Bot")
        await choose_kind(pilot, seat_rows(app)[1], downs=3)
        await pilot.click("#start")
        await wait_for(pilot, lambda: app.state is not None)
        assert app.state.players == (
            Player("Ann"),
            Player("Bot", kind="computer", level="expert"),
        )


async def test_the_chosen_level_is_described_under_the_seats():
    app = app_for()
    async with app.run_test(size=(80, 24)) as pilot:
        note = app.screen.query_one("#level-note")
        assert not note.display
        await choose_kind(pilot, seat_rows(app)[0], downs=1)
        assert note.display
        assert level_description("easy") in text_of(note)
        await choose_kind(pilot, seat_rows(app)[0], downs=1)
        assert level_description("medium") in text_of(note)


def test_every_level_has_a_description_of_one_line_under_each_kind_of_rules():
    for yamb in (False, True):
        described = [level_description(level, yamb) for level in COMPUTER_LEVELS]
        assert all(text and "\n" not in text and text not in COMPUTER_LEVELS for text in described)
    # Yamb's expert is no exact solution, and its win level plays for points until the end.
    assert "Yahtzee" not in level_description("expert", yamb=True)
    assert level_description("win", yamb=True).endswith("for the win once it has 3 cells left.")


async def test_the_level_note_speaks_of_the_rule_set_chosen():
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        note = app.screen.query_one("#level-note")
        await choose_kind(pilot, seat_rows(app)[0], downs=3)
        assert text_of(note).endswith(level_description("expert"))  # Yahtzee: optimal play
        rule_list = app.screen.query_one("#rule-list")
        rule_list.focus()
        await pilot.press("down", "down")  # Yamb
        expert = level_description("expert", yamb=True)
        await wait_for(pilot, lambda: text_of(note).endswith(expert), what="Yamb's expert")
        await choose_kind(pilot, seat_rows(app)[0], downs=1)
        assert text_of(note).endswith(level_description("win", yamb=True))
        rule_list.focus()
        await pilot.press("up")  # Yatzy
        await wait_for(pilot, lambda: text_of(note).endswith(level_description("win")))


async def test_an_unnamed_computer_seat_is_called_computer_n():
    app = app_for()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.click("#add-seat")
        await choose_kind(pilot, seat_rows(app)[1], downs=2)
        assert seat_rows(app)[1].name_input.placeholder == "Computer 2"
        await pilot.click("#start")
        await wait_for(pilot, lambda: app.state is not None)
        assert [p.name for p in app.state.players] == ["Player 1", "Computer 2"]
        assert app.state.players[1].level == "medium"


async def test_a_default_name_remembered_from_another_language_is_made_in_this_one():
    # A game played in Croatian left "Igrač 1" and "Računalo 2" on the start screen; in
    # Slovenian they read beside a new seat's "Igralec 3". A name a player chose stays.
    from yahtzee_tui import i18n
    from yahtzee_tui.storage.settings import Settings

    seats = (
        Player("Igrač 1"),
        Player("Računalo 2", kind="computer", level="easy"),
        Player("Ana"),
        Player("Igrač 1"),  # not this seat's default: a name chosen
    )
    i18n.set_language("sl")
    try:
        app = app_for(settings=Settings(last_seats=seats))
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            names = [player.name for player in app.screen.query_one(SeatList).players()]
    finally:
        i18n.set_language("en")
    assert names == ["Igralec 1", "Računalnik 2", "Ana", "Igrač 1"]

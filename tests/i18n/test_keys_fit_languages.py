"""At 80x24 every key of the footer shows whole in every language, on every main screen (the
longer words of Croatian, Serbian and Slovenian draw the footer compact, without the command
palette's key, and with the short words the catalogue gives), and every button's label fits
its button and every label of one line its place."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest
from rich.cells import cell_len
from textual.widgets import Button, Footer, Label

from tests.textual_shims import FooterKey
from tests.tui.helpers import app_for, game, played_until, settle, wait_for
from tests.tui.net.test_network_snapshots import at_table, in_lobby, mid_game
from tests.tui.net.views import room_view
from yahtzee_tui.tui import YahtzeeApp

SIZE = (80, 24)
Steps = Callable[[object], Awaitable[None]]


def keys(*pressed: str) -> Steps:
    async def steps(pilot) -> None:
        for key in pressed:
            await pilot.press(key)
            await settle(pilot)

    return steps


def over() -> YahtzeeApp:
    return app_for(played_until(game("yamb", ["Ana", "Branko"], seed=11)))


SCREENS: dict[str, tuple[Callable[[], YahtzeeApp], Steps]] = {
    "start": (app_for, keys()),
    "settings": (app_for, keys("o")),
    "records": (app_for, keys("s")),
    "stats": (app_for, keys("t")),
    "host": (app_for, keys("h")),
    "join": (app_for, keys("j")),
    "lobby": (app_for, in_lobby(room_view(phase="lobby", bob="open"))),
    "network table": (app_for, at_table(room_view(my_seats=frozenset({0})), mid_game())),
    "game over": (over, keys()),
    "help": (lambda: app_for(game("jamb_directed", ["Ana", "Branko"])), keys("question_mark")),
    **{
        f"table {rules}": (lambda r=rules: app_for(game(r, ["Ana", "Branko"])), keys("r"))
        for rules in ("yahtzee", "yatzy", "yamb", "jamb", "jamb_directed")
    },
}


@pytest.mark.parametrize("screen", list(SCREENS))
@pytest.mark.parametrize("code", ["en", "hr", "sr", "sl"])
async def test_every_footer_key_and_button_label_shows_whole_at_80x24(code, screen, speak):
    speak(code)
    make, steps = SCREENS[screen]
    app = make()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await settle(pilot)
        await steps(pilot)
        await wait_for(
            pilot,
            lambda: bool(app.screen.query(FooterKey)) or not app.screen.query(Footer),
            what="the footer's keys",
        )
        await settle(pilot)
        footer = list(app.screen.query(FooterKey))
        palette = [key for key in footer if key.has_class("-command-palette")]
        left = min((key.region.x for key in palette), default=SIZE[0])
        cut = [
            key.description
            for key in footer
            if key.region.right > (SIZE[0] if key in palette else left) or not key.region.width
        ]
        assert cut == []
        narrow = [
            str(button.label)
            for button in app.screen.query(Button)
            if button.display
            and button.region.width
            and cell_len(button.label.plain) > button.content_region.width
        ]
        assert narrow == []
        short = [
            str(label.render())
            for label in app.screen.query(Label)
            if label.display
            and label.region.height == 1
            and cell_len(str(label.render())) > label.content_region.width
        ]
        assert short == []


@pytest.mark.parametrize("code", ["en", "hr", "sr", "sl"])
async def test_the_settings_box_shows_whole_above_the_footer_at_80x24(code, speak):
    speak(code)
    app = app_for()
    async with app.run_test(size=SIZE) as pilot:
        await keys("o")(pilot)
        await wait_for(pilot, lambda: bool(app.screen.query("#settings-close")), what="settings")
        await settle(pilot)
        box = app.screen.query_one("#settings-box")
        assert box.region.y >= 0 and box.region.bottom <= SIZE[1] - 1, box.region
        assert app.screen.query_one("#settings-close").region.bottom <= box.region.bottom


@pytest.mark.parametrize("code", ["en", "hr", "sr", "sl"])
async def test_the_line_to_join_with_shows_whole_in_the_lobby_at_80x24(code, speak):
    from yahtzee_tui.tui.views.net_view import join_line
    from yahtzee_tui.tui.widgets.lobby_header import LobbyHeader

    speak(code)
    view = room_view(phase="lobby", bob="open")
    app = app_for()
    async with app.run_test(size=SIZE) as pilot:
        await in_lobby(view)(pilot)
        await settle(pilot)
        header = app.screen.query_one(LobbyHeader)
        lines = [line.plain for line in header.render().split("\n")]
        assert any(line.endswith(join_line(view)) for line in lines), lines
        assert all(cell_len(line) <= header.content_region.width for line in lines)
        assert app.screen.query_one("#lobby-body").max_scroll_y == 0  # the chat in view


@pytest.mark.parametrize("code", ["en", "hr", "sr", "sl"])
async def test_the_seed_and_games_labels_stand_apart_from_their_fields(code, speak):
    speak(code)
    app = app_for()
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: bool(app.screen.query("#seed")), what="the start screen")
        await settle(pilot)
        for name in ("seed", "games"):
            label = app.screen.query_one(f"#{name}-label")
            assert cell_len(str(label.render())) <= label.region.width
            assert label.region.right < app.screen.query_one(f"#{name}").region.x


@pytest.mark.parametrize("code", ["en", "hr", "sr", "sl"])
async def test_the_start_screen_with_the_jamb_preset_chosen_needs_no_scrolling(code, speak):
    from tests.tui.test_yamb_presets import choose_jamb_by_keys

    speak(code)
    app = app_for()
    async with app.run_test(size=SIZE) as pilot:
        await choose_jamb_by_keys(pilot)
        await settle(pilot)
        assert app.screen.query_one("#start-body").max_scroll_y == 0

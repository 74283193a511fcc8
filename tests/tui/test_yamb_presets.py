"""Yamb's presets in the app: chosen on the start screen, played by keyboard and by mouse; the
HAND column open only before the second roll; hints that know HAND; the help of the table."""

from __future__ import annotations

import pytest
from textual.widgets import OptionList, Select

from tests.textual_shims import SelectOverlay
from tests.tui.helpers import (
    app_for,
    card,
    click_cell,
    game,
    rolled,
    score_in,
    settle,
    status,
    table,
    text_of,
    wait_for,
)
from yahtzee_tui import i18n
from yahtzee_tui.engine import score
from yahtzee_tui.storage.settings import Settings, save_settings
from yahtzee_tui.tui.screens.help import HelpScreen
from yahtzee_tui.tui.screens.start import StartScreen
from yahtzee_tui.tui.views.hints import playable_advice
from yahtzee_tui.tui.widgets.yamb_preset import YambPresetChoice


def preset(app) -> YambPresetChoice:
    return app.screen.query_one(YambPresetChoice)


async def choose_jamb_by_keys(pilot) -> None:
    """Yamb, Tab to its table, open the list, the next preset (jamb): each step once the
    screen has taken the one before."""
    app = pilot.app
    await wait_for(pilot, lambda: isinstance(app.screen, StartScreen))
    await pilot.press("down", "down")
    await wait_for(pilot, lambda: preset(app).display)
    await settle(pilot)  # the preset's list laid out, so that Tab can reach it
    await pilot.press("tab")
    await wait_for(pilot, lambda: app.focused is app.screen.query_one("#preset-select"))
    await pilot.press("enter")
    await wait_for(pilot, lambda: bool(app.screen.query(SelectOverlay)))
    await pilot.press("down", "enter")
    await wait_for(pilot, lambda: app.screen.chosen_rules == "jamb")
    await wait_for(pilot, lambda: app.focused is app.screen.query_one("#preset-select"))


async def test_the_preset_picker_is_made_only_once_yamb_is_first_chosen():
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, StartScreen))
        assert not app.screen.query(Select).filter("#preset-select")
        await pilot.press("down", "down")
        await wait_for(pilot, lambda: bool(app.screen.query("#preset-select")))
        assert preset(app).display


async def test_the_preset_shows_only_while_yamb_is_chosen_and_says_what_it_changes():
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, StartScreen))
        assert not preset(app).display
        await pilot.press("down", "down")
        await wait_for(pilot, lambda: preset(app).display)
        assert app.screen.chosen_rules == "yamb"
        assert "rule book" in text_of(app.screen.query_one("#preset-changes"))
        preset(app).rules_id = "jamb"
        await pilot.pause()
        changes = text_of(app.screen.query_one("#preset-changes"))
        assert "HAND" in changes and "TRIPS" in changes and "66/56/46" in changes
        assert app.screen.chosen_rules == "jamb"
        await pilot.press("up")
        await wait_for(pilot, lambda: not preset(app).display)
        assert app.screen.chosen_rules == "yatzy"


async def test_choose_jamb_by_keyboard_and_play_a_turn_in_hand():
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, StartScreen))
        await choose_jamb_by_keys(pilot)
        await pilot.press("tab", *"Ann", "ctrl+s")  # the name, then the Start key
        await wait_for(pilot, lambda: app.state is not None)
        assert app.state.rules_id == "jamb"
        await pilot.press("r")
        await wait_for(pilot, lambda: app.state.rolls_used == 1)
        dice = app.state.dice
        await score_in(pilot, "hand.max")
        await wait_for(pilot, lambda: "hand.max" in app.state.sheets[0])
        assert app.state.sheets[0]["hand.max"] == score("jamb", dice, "max", column="hand")


async def test_choose_jamb_by_mouse_and_play_a_turn():
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, StartScreen))
        rule_list = app.screen.query_one("#rule-list", OptionList)
        await pilot.click(rule_list, offset=(2, 4))  # Yamb, the third option of two lines
        await wait_for(pilot, lambda: preset(app).display)
        await pilot.click("#preset-select")
        await wait_for(pilot, lambda: bool(app.screen.query(SelectOverlay)))
        overlay = app.screen.query_one(SelectOverlay)
        await pilot.click(overlay, offset=(2, 1))  # the second preset: jamb
        await wait_for(pilot, lambda: app.screen.chosen_rules == "jamb")
        await pilot.click("#start")
        await wait_for(pilot, lambda: app.state is not None)
        assert app.state.rules_id == "jamb"
        await pilot.click("#roll")
        await wait_for(pilot, lambda: app.state.rolls_used == 1)
        await click_cell(pilot, "free.trips")
        await wait_for(pilot, lambda: "free.trips" in app.state.sheets[0])


def hand_cells(app) -> list:
    return [
        cell
        for row in card(app).view.rows
        for cell in row.cells
        if (cell.key or "").startswith("hand.")
    ]


async def test_hand_is_open_before_the_second_roll_only():
    app = app_for(game("jamb", ["Ann"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await wait_for(pilot, lambda: app.state.rolls_used == 1)
        assert len(hand_cells(app)) == 13
        assert not [cell for cell in hand_cells(app) if cell.kind == "locked"]
        await pilot.press("r")
        await wait_for(pilot, lambda: app.state.rolls_used == 2)
        assert {cell.kind for cell in hand_cells(app)} == {"locked"}
        await click_cell(pilot, "hand.max", confirm=False)
        assert "hand.max" not in app.state.sheets[0]
        assert "HAND takes the dice of the first roll only" in status(app)
        await click_cell(pilot, "free.ones")  # the card still plays elsewhere
        await wait_for(pilot, lambda: "free.ones" in app.state.sheets[0])


def start_message(app) -> str:
    return text_of(app.screen.query_one("#start-message"))


async def directed_chosen(pilot) -> None:
    """The start screen, Yamb and its DIRECTED preset chosen, one seat."""
    app = pilot.app
    await wait_for(pilot, lambda: isinstance(app.screen, StartScreen))
    await pilot.press("down", "down")
    preset(app).rules_id = "jamb_directed"
    await pilot.pause()


async def test_a_directed_table_needs_a_second_seat():
    app = app_for()
    async with app.run_test(size=(120, 40)) as pilot:
        await directed_chosen(pilot)
        assert "2 or more players" in text_of(app.screen.query_one("#preset-changes"))
        await pilot.click("#start")
        await wait_for(pilot, lambda: "add a player" in start_message(app))
        assert app.state is None
        await pilot.click("#daily")
        await wait_for(pilot, lambda: "2 or more" in start_message(app))
        await pilot.click("#add-seat")
        await pilot.click("#start")
        await wait_for(pilot, lambda: app.state is not None)
        assert app.state.rules_id == "jamb_directed"


@pytest.mark.parametrize(
    ("language", "said", "ask"),
    [
        ("sl", "Jamb (dirigirana) zahteva vsaj 2 igralca", "dodaj igralca."),
        ("hr", "Jamb (dirigirana) traži 2 ili više igrača", "dodaj igrača."),
    ],
)
async def test_the_second_seat_is_asked_for_in_the_players_words(language, said, ask):
    """The engine's reason and the ask, both in the player's words (the button says "+ Dodaj
    igralca")."""
    i18n.set_language(language)
    try:
        app = app_for()
        async with app.run_test(size=(100, 32)) as pilot:
            await directed_chosen(pilot)
            await pilot.click("#start")
            await wait_for(pilot, lambda: said in start_message(app))
            assert start_message(app).endswith(ask)
    finally:
        i18n.set_language("en")


async def test_the_start_screen_remembers_a_preset_and_its_help_is_the_presets():
    save_settings(Settings(last_rules="jamb"))
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, StartScreen))
        await wait_for(pilot, lambda: preset(app).display)
        assert app.screen.chosen_rules == "jamb"
        assert app.screen.query_one("#preset-select", Select).value == "jamb"
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))
        assert app.screen.rules.id == "jamb"


async def test_a_table_of_its_own_rules_is_remembered_as_its_own_choice():
    own = "yamb:down,up,free,hand+trips"
    save_settings(Settings(last_rules=own))
    app = app_for()
    async with app.run_test(size=(100, 32)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, StartScreen))
        await wait_for(pilot, lambda: preset(app).display)
        assert app.screen.chosen_rules == own


@pytest.mark.usefixtures("advisor_ready")
async def test_hints_and_h_offer_only_cells_the_table_takes_in_this_roll():
    state = rolled(rolled(game("jamb", ["Ann"]), [2, 3, 4, 5, 6, 6]), [2, 3, 4, 5, 6, 6])
    app = app_for(state)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("h")
        await wait_for(pilot, lambda: "Advisor" in text_of(table(app).query_one("#hints")))
        hints = text_of(table(app).query_one("#hints"))
        assert "HAND" not in hints and "ROYAL" not in hints and "FREE 1" not in hints
        await pilot.press("H")
        await wait_for(pilot, lambda: card(app).cursor is not None or any(app.state.held))
        if card(app).cursor is not None:
            assert not card(app).cursor.startswith("hand.")


def test_playable_advice_keeps_hand_to_the_first_roll_and_scores_kenta_by_roll():
    from yahtzee_tui.game.moves import HOLD, SCORE
    from yahtzee_tui.strategy import Advice

    first = rolled(game("jamb", ["Ann"]), [2, 3, 4, 5, 6, 6])
    proposed = [
        Advice(SCORE, 3.0, box="kenta", column="hand", points=0),
        Advice(SCORE, 2.0, box="kenta", column="free", points=0),
        Advice(SCORE, 1.5, box="royal", column="free1", points=0),
        Advice(HOLD, 1.0, hold=(2, 3, 4, 5, 6)),
    ]
    kept = playable_advice(first, proposed)
    assert [(a.column, a.points) for a in kept if a.action == SCORE] == [("hand", 66), ("free", 66)]
    second = rolled(first, [2, 3, 4, 5, 6, 6])
    kept = playable_advice(second, proposed)
    assert [(a.column, a.points) for a in kept if a.action == SCORE] == [("free", 56)]
    assert kept[0].loss == 0
    kocke = rolled(game("yamb", ["Ann"]), [1, 1, 1, 1, 1, 1])
    assert playable_advice(kocke, proposed) == proposed


async def test_the_host_form_offers_the_presets_and_takes_the_one_chosen():
    from yahtzee_tui.tui.screens.host_form import HostForm

    app = app_for()
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, StartScreen))
        await pilot.press("down", "down")
        preset(app).rules_id = "jamb_directed"
        await pilot.press("h")
        await wait_for(pilot, lambda: isinstance(app.screen, HostForm))
        rules = app.screen.query_one("#rules", Select)
        assert rules.value == "jamb_directed"
        offered = [value for _, value in rules._options]
        assert offered == ["yahtzee", "yatzy", "yamb", "jamb", "jamb_directed"]


def test_table_choices_name_the_presets_after_yamb_and_a_table_of_its_own():
    from yahtzee_tui.tui.views.preset_words import preset_summary, table_choices

    own = "yamb:down,up,free,middle+step_bonus"
    assert [rules for rules, _ in table_choices(own)] == [
        "yahtzee",
        "yatzy",
        "yamb",
        "jamb",
        "jamb_directed",
        own,
    ]
    assert dict(table_choices())["jamb_directed"] == "Jamb (directed)"
    assert "+30/+40/+50" in preset_summary(own)


def test_the_help_is_made_from_the_tables_options():
    from rich.console import Console

    from yahtzee_tui.engine import get_rules
    from yahtzee_tui.tui.views.help_text import help_renderable

    def words(rules_id: str) -> str:
        console = Console(width=200, record=True)
        console.print(help_renderable(get_rules(rules_id)))
        return " ".join(console.export_text().split())

    jamb = words("jamb")
    assert "House rules: columns DOWN, UP, FREE, CALL, HAND, MIDDLE" in jamb
    assert "66 in roll 1, 56 in roll 2, 46 in roll 3; in HAND always 66" in jamb
    rows = jamb.split(" row scores ")[1].split(" column fills ")[0]
    assert "TRIPS three of one face: their sum + 20" in rows and "ROYAL" not in rows
    assert "HAND any cell, with the dice of the first roll only" in jamb
    assert "DIRECTED" in words("jamb_directed") and "7 column totals" in words("jamb_directed")
    own = words("yamb:down,up,free,both_ends+step_bonus")
    assert "plus 30/40/50 when they add up to 60/70/80 or more" in own
    assert "61 for 1-2-3-4-5-6" in own  # KENTA as the rule book scores it
    assert "House rules" not in words("yamb")


async def test_records_and_stats_keep_each_preset_apart():
    from tests.cli.test_yamb_presets_command import played
    from tests.tui.helpers import records_shown
    from yahtzee_tui.storage.records import record_game
    from yahtzee_tui.storage.records_stats import player_games
    from yahtzee_tui.tui.views.stats_figures import figures_by_rules

    own = "yamb:down,up,free,announce,hand,middle+trips"
    for seed, rules in enumerate(["jamb", own, "yamb"], start=1):
        record_game(played(rules, seed))
    figures = figures_by_rules("Ann", player_games("Ann"))
    assert [figure.rules.id for figure in figures] == ["yamb", "jamb", own]
    app = app_for()
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, StartScreen))
        await pilot.press("s")
        await records_shown(pilot)
        words = " ".join(str(part.border_title) for part in app.screen.query(".records-part"))
        assert "High scores · Jamb" in words and "High scores · Yamb (own rules)" in words
        assert "High scores · Yamb" in words


def test_a_narrow_yamb_column_names_itself_short():
    from yahtzee_tui.tui.views.card_view import card_view

    view = card_view(game("jamb_directed", ["Ann", "Bob"]))
    assert view.headers[-2:] == ("MIDDLE", "DIRECTED")  # the card shows the short one where
    assert view.short_headers[-2:] == ("MID", "DIR")  # the name is wider than its column
    assert view.short_headers[:5] == view.headers[:5]


def test_the_rows_chart_of_a_preset_leaves_out_a_profile_played_on_other_rows():
    from dataclasses import replace

    from rich.text import Text
    from textual_plotext import Plot

    from tests.cli.test_yamb_presets_command import played
    from tests.tui.stats_data import fixed_profile
    from yahtzee_tui.storage.records import record_game
    from yahtzee_tui.storage.records_stats import player_games
    from yahtzee_tui.tui.views.stats_charts import draw_boxes
    from yahtzee_tui.tui.views.stats_figures import figures_by_rules

    record_game(played("jamb", 1))
    (figures,) = figures_by_rules("Ann", player_games("Ann"))

    def drawn(profile) -> str:
        plot = Plot()
        draw_boxes(plot, figures, profile)
        plot.plotsize(100, 20)
        plot.theme("clear")
        return Text.from_ansi(plot.build()).plain

    assert "expert" in drawn(replace(fixed_profile("jamb"), player="expert"))
    kocke_rows = fixed_profile("yamb")
    shown = drawn(kocke_rows)
    assert "Trips" in shown and "expert" not in shown


# Each language's rule-book Yamb columns as the start screen says them, and a table of its own
# with two FREE columns as the help says them: numbered, one comma between two columns (the
# names of two words, OD SREDINE, NA DOLE, stay apart).
COLUMN_WORDS = {
    "en": ("columns DOWN, UP, FREE 1, FREE 2, CALL, MIDDLE", "columns DOWN, UP, FREE 1, FREE 2"),
    "hr": (
        "kolone DOLJE, GORE, SLOBODNA 1, SLOBODNA 2, NAJAVA, OD SREDINE",
        "kolone DOLJE, GORE, SLOBODNA 1, SLOBODNA 2",
    ),
    "sr": (
        "kolone NA DOLE, NA GORE, SLOBODNA 1, SLOBODNA 2, NAJAVA, OD SREDINE",
        "kolone NA DOLE, NA GORE, SLOBODNA 1, SLOBODNA 2",
    ),
    "sl": (
        "stolpci NAVZDOL, NAVZGOR, PROSTA 1, PROSTA 2, NAPOVED, OD SREDINE",
        "stolpci NAVZDOL, NAVZGOR, PROSTA 1, PROSTA 2",
    ),
}


async def test_the_start_screen_and_the_help_list_the_columns_numbered_with_commas(language):
    from rich.console import Console

    from yahtzee_tui.engine import get_rules
    from yahtzee_tui.tui.views.help_text import help_renderable

    rule_book, own = COLUMN_WORDS[language]
    app = app_for()
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, StartScreen))
        await pilot.press("down", "down")
        await wait_for(pilot, lambda: preset(app).display)
        await settle(pilot)
        said = text_of(app.screen.query_one("#preset-changes"))
    assert rule_book in " ".join(said.split())
    console = Console(width=200, record=True)
    console.print(help_renderable(get_rules("yamb:down,up,free,free+trips")))
    help_words = " ".join(console.export_text().split())
    assert own in help_words


# The rule book's Yamb as the preset list names it: "Jamb (kocke)" read as "Jamb (dice)".
RULE_BOOK_NAMES = {"en": "Yamb", "hr": "Osnovni jamb", "sr": "Osnovni jamb", "sl": "Osnovni jamb"}


async def test_the_rule_books_preset_is_named_for_what_it_is(language):
    from textual.widgets import Static

    app = app_for()
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, StartScreen))
        await pilot.press("down", "down")
        await wait_for(pilot, lambda: preset(app).display)
        chosen = app.screen.query_one("#preset-select", Select)
        label = chosen.query_one("SelectCurrent #label", Static)
        await wait_for(pilot, lambda: text_of(label) == RULE_BOOK_NAMES[language])

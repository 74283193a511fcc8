"""The win-chance meter: shown with hints on and two or more players, worked out in a worker
after each move, its figures fitted to the panel."""

from __future__ import annotations

import re

import pytest

from tests.game.helpers import with_sheet
from tests.tui.helpers import app_for, game, played_until, rolled, table, text_of, wait_for
from yahtzee_tui.i18n import _, pgettext
from yahtzee_tui.strategy.meter import meter_chances, position_seed
from yahtzee_tui.tui.screens.confirm import ConfirmScreen
from yahtzee_tui.tui.views.chance_words import (
    POINTS_PLAY_TITLE,
    SHORT_POINTS_PLAY_TITLE,
    decided,
    estimate_percent,
    meter_line,
    percent,
)
from yahtzee_tui.tui.widgets import chance_meter
from yahtzee_tui.tui.widgets.chance_meter import ChanceMeter

pytestmark = pytest.mark.usefixtures("advisor_ready")


def meter(app) -> ChanceMeter:
    return table(app).query_one(ChanceMeter)


def settled(app) -> bool:
    return meter(app).settled and meter(app).is_mounted


async def test_the_meter_shows_each_players_chance_with_hints_on():
    app = app_for(game("yahtzee", ["Ann", "Bob", "Cy"]), hints=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: settled(app), what="the first estimate")
        shown = text_of(meter(app))
        assert meter(app).display
        assert shown.startswith("To win:")
        for name in ("Ann", "Bob", "Cy"):
            assert name in shown
        assert sum(meter(app).estimate[1]) == pytest.approx(1.0)


async def test_the_meter_follows_the_hints_toggle():
    app = app_for(game("yahtzee"))
    async with app.run_test(size=(80, 24)) as pilot:
        assert not meter(app).display
        await pilot.press("h")
        await wait_for(pilot, lambda: settled(app), what="the estimate once hints show")
        assert meter(app).display
        await pilot.press("h")
        assert not meter(app).display


async def test_a_solo_game_has_no_meter():
    app = app_for(game("yahtzee", ["Ann"]), hints=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        assert not meter(app).display
        assert meter(app).estimate is None


async def test_the_meter_is_worked_out_again_after_each_move():
    app = app_for(game("yahtzee"), hints=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: settled(app), what="the first estimate")
        first = meter(app).estimate
        await pilot.press("r")
        await wait_for(pilot, lambda: settled(app), what="the estimate after the roll")
        state = table(app).state
        assert meter(app).estimate[0] == position_seed(state) != first[0]
        await pilot.press("down", "enter")  # score the box under the cursor: Bob's turn
        if isinstance(app.screen, ConfirmScreen):
            await pilot.press("y")
        await wait_for(pilot, lambda: table(app).state.current == 1, what="Bob's turn")
        await wait_for(pilot, lambda: settled(app), what="the estimate after the score")
        assert meter(app).estimate[0] == position_seed(table(app).state)


async def test_the_meter_of_a_yamb_game_settles_too():
    app = app_for(game("yamb"), hints=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await wait_for(pilot, lambda: settled(app), timeout=120, what="the Yamb estimate")
        assert "Ann" in text_of(meter(app))
        # A Yamb card plays few games early on: its figures say they are estimates.
        assert text_of(meter(app)).count("\u2248") == 2


def test_rough_figures_are_written_as_estimates():
    line = meter_line(["Ann", "Bob"], [0.49, 0.51], 40, rough=True)
    assert [part[1] for part in line.parts] == ["\u224849%", "\u224851%"]
    assert "\u2248" not in "".join(part[1] for part in meter_line(["Ann"], [1.0], 40).parts)


def test_figures_are_whole_percentages_never_certain_while_uncertain():
    assert percent(0.5) == "50%"
    assert percent(0.004) == "<1%"
    assert percent(0.996) == ">99%"
    assert (percent(0.0), percent(1.0)) == ("0%", "100%")


def test_the_meter_never_says_certain_what_its_playouts_estimate():
    """Every playout won is no certainty: the meter says >99%, as the hint panel's exact
    chances would (a player read "100%" beside options at ">99%")."""
    line = meter_line(["Ann", "Bob"], [1.0, 0.0], 60)
    assert [part[1] for part in line.parts] == [">99%", "<1%"]
    assert (estimate_percent(0.5), estimate_percent(0.996)) == ("50%", ">99%")


def test_a_winner_known_before_the_end_is_said_certain():
    # Bob finished on 230 and Ann, to move, had 262: the meter said ">99%" and "<1%" beside
    # options at "100%".
    line = meter_line(["Ann", "Bob"], [1.0, 0.0], 60, certain=True)
    assert [part[1] for part in line.parts] == ["100%", "0%"]


def test_the_winner_is_known_once_the_others_have_finished_behind():
    state = game("yahtzee", ["Ann", "Bob"])  # Ann to move
    boxes = state.ruleset.box_ids
    bob_done = with_sheet(state, {**dict.fromkeys(boxes, 0), "chance": 20}, seat=1)
    assert decided(with_sheet(bob_done, {"chance": 21}))  # Ann has 21 already: she wins
    assert not decided(with_sheet(bob_done, {"chance": 20}))  # a tie is still open
    assert not decided(with_sheet(bob_done, {"chance": 5}))
    bob_not_done = with_sheet(state, {"chance": 20}, seat=1)
    assert not decided(with_sheet(bob_not_done, {"chance": 25}))


def test_the_line_flows_on_before_it_shortens_a_name():
    line = meter_line(["Annabelle", "Bob"], [0.6, 0.4], 40)
    assert len(line.lines()) == 1 and line.parts == (("Annabelle", "60%"), ("Bob", "40%"))
    # "To win: Annabelle 60% Bob 40%" is too long: Bob goes on under Annabelle, names whole,
    # the % kept (never "Win%: Annabell 60 Bob 40").
    two = meter_line(["Annabelle", "Bob"], [0.6, 0.4], 25)
    said = ["".join(piece[0] for piece in pieces) for pieces in two.lines()]
    assert said == ["To win: Annabelle 60%", "        Bob 40%"]
    six = meter_line(["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"], [1 / 6] * 6, 30)
    assert len(six.lines()) <= 3 and six.width <= 30
    assert [name for name, _figure in six.parts] == ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]


def test_a_short_meter_shortens_a_numbered_name_readably(language):
    # hr "Pob%: Igrač 1 54 Računalo2 46": cryptic, no % sign, a dropped space.
    names = [_("Player {number}").format(number=1), _("Computer {number}").format(number=2)]
    line = meter_line(names, [0.54, 0.46], 29, totals=[213, 365])
    shown = [name for name, _figure in line.parts]
    assert line.width <= 29 and all(" " in name for name in shown), line
    assert [figure for _name, figure in line.parts] == [percent(0.54), percent(0.46)]


def test_the_meter_says_its_figures_are_of_points_play_at_any_width(language):
    # sl "Za zmago: Igrač 1 6 %" beside the hint panel's "14 %" for the best option: the
    # meter's figures have everyone play for points, and it says so however narrow.
    names = [_("Player {number}").format(number=1), _("Computer {number}").format(number=2)]
    for width, totals in ((29, None), (29, [213, 365]), (40, [213, 365]), (60, None)):
        line = meter_line(names, [0.06, 0.94], width, points_play=True, totals=totals)
        # In one piece: hr "(za bodove) Računalo 2 119 45 %" read as the computer's label.
        said = (line.title, line.subtitle)
        assert said in ((_(POINTS_PLAY_TITLE), ""), (_(SHORT_POINTS_PLAY_TITLE), "")), line
        assert line.width <= width, line


def test_the_meter_keeps_the_standings_where_the_players_panel_steps_aside():
    line = meter_line(["Ann", "Bob"], [0.53, 0.47], 40, totals=[213, 365])
    said = ["".join(piece[0] for piece in pieces) for pieces in line.lines()]
    assert said == ["To win: Ann 213 pts 53%", "        Bob 365 pts 47%"]


@pytest.mark.parametrize("width", [29, 44])
def test_the_meters_totals_say_they_are_points(width, language):
    # hr "Igrač 1    214 54 %": two figures, one of them unlabelled.
    names = [_("Player {number}").format(number=1), _("Computer {number}").format(number=2)]
    line = meter_line(names, [0.54, 0.46], width, points_play=True, totals=[214, 116])
    units = [pgettext("meter total", "{total} pts").format(total=t) for t in (214, 116)]
    said = ["".join(piece[0] for piece in pieces) for pieces in line.lines()]
    assert all(any(unit in text for text in said) for unit in units), said
    assert line.width <= width, said


def test_a_name_that_looks_like_markup_is_shown_as_typed():
    line = meter_line(["[red]x", "Bob"], [0.5, 0.5], 40)
    assert line.parts[0][0] == "[red]x"


async def test_the_coach_says_how_a_score_moved_the_chance_to_win():
    before = rolled(game("yahtzee"), (2, 3, 4, 5, 5))
    app = app_for(before, hints=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("down", "enter")
        if isinstance(app.screen, ConfirmScreen):
            await pilot.press("y")
        await wait_for(pilot, lambda: table(app).state.current == 1, what="Bob's turn")
        index = len(table(app).state.history) - 1

        def note() -> str:
            return table(app).coach_notes.get(index, "")

        await wait_for(pilot, lambda: "to win" in note(), what="the chance in the note")
        assert re.search(r"· to win (<1|>99|\d+)%→(<1|>99|\d+)%$", note())
        # One figure, one source: each side is what the meter says of that position.
        after = table(app).state
        said = [percent(meter_chances(s, chance_meter.meter_playouts)[0]) for s in (before, after)]
        assert note().endswith(f"to win {said[0]}→{said[1]}")


async def test_a_solo_score_has_no_chance_in_its_note():
    app = app_for(rolled(game("yahtzee", ["Ann"]), (2, 3, 4, 5, 5)), hints=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("down", "enter")
        if isinstance(app.screen, ConfirmScreen):
            await pilot.press("y")
        await wait_for(pilot, lambda: table(app).coach_notes, what="the coach's note")
        await pilot.pause()
        assert not any("to win" in text for text in table(app).coach_notes.values())
        assert all(worker.group != "coach-chances" for worker in app.workers)


async def test_a_settled_meter_leaves_no_worker_running():
    app = app_for(game("yahtzee", ["Ann", "Bob", "Cy"]), hints=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await wait_for(pilot, lambda: settled(app), what="the estimate")
        await wait_for(
            pilot,
            lambda: all(w.is_finished for w in app.workers if w.group == "chances"),
            what="the meter's worker done",
        )


async def test_the_cards_are_played_out_as_soon_as_the_advisors_table_is_in(monkeypatch):
    from yahtzee_tui.strategy import meter as meter_module

    warmed: list[tuple[int, ...]] = []

    def warm(state, playouts) -> None:
        warmed.append(tuple(sheet.cells_filled for sheet in state.sheets))

    monkeypatch.setattr(meter_module, "warm", warm)
    app = app_for(game("yahtzee", ["Ann", "Bob"]), hints=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: warmed == [(0, 0)], what="the empty cards warmed")
        await wait_for(pilot, lambda: settled(app), what="the first estimate")


async def test_at_the_table_a_winner_known_before_the_end_reads_certain():
    # Bob to move in his last turn, already ahead of Ann, who has finished.
    state = played_until(game("yahtzee", ["Ann", "Bob"], seed=4), 1)
    app = app_for(state, hints=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: settled(app), what="the estimate")
        shown = text_of(meter(app))
        assert re.search(r"Ann\s+0%", shown) and re.search(r"Bob\s+100%", shown), shown


# The meter's title while the hints play for the win, as each language writes it: whole and
# short ("Pobjeda (bodovi):" left a Croatian player asking what "(points)" meant).
POINTS_PLAY_SAID = {
    "en": ("To win, if all play for points:", "To win, all for points:"),
    "hr": ("Pobjeda, ako svi igraju za bodove:", "Pobjeda, svi za bodove:"),
    "sr": ("Pobeda, ako svi igraju za poene:", "Pobeda, svi za poene:"),
    "sl": ("Zmaga, če vsi igrajo za točke:", "Zmaga, vsi za točke:"),
}


@pytest.mark.parametrize("rules", ["yahtzee", "yatzy", "yamb"])
@pytest.mark.parametrize("size", [(80, 24), (100, 32)])
async def test_under_the_win_the_meter_says_in_whole_words_that_all_play_for_points(
    rules, size, language
):
    from yahtzee_tui.game import Player
    from yahtzee_tui.storage.settings import Settings

    robo = Player("Robo", kind="computer", level="expert")
    app = app_for(game(rules, ["Ana", robo]), hints=True, settings=Settings(objective="win"))
    async with app.run_test(size=size) as pilot:
        await pilot.press("r")
        await wait_for(pilot, lambda: settled(app), timeout=120, what="the estimate")
        shown = text_of(meter(app))
        whole, short = POINTS_PLAY_SAID[language]
        # Where the names fit beside the whole title (Yahtzee and Yatzy at 100x32), it shows.
        wide = size == (100, 32) and rules != "yamb"
        assert shown.startswith(whole if wide else (whole, short)), shown
        assert "…" not in shown and "Ana" in shown and "Robo" in shown, shown
        if size == (80, 24) and rules != "yamb":  # one line beside the panel
            assert "\n" not in shown, shown


def test_the_coachs_swing_says_the_meters_figures_and_a_last_move_its_result():
    """The note beside a score says what the meter said (">99%", never "100%" mid-game)."""
    from yahtzee_tui.tui.views.chance_words import swing_words

    assert swing_words(0.9, 1.0) == "to win 90%→>99%"
    assert swing_words(0.9, 1.0, ended=True) == "to win 90%→100%"

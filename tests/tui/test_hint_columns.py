"""The hint panel at its narrowest (29 cells, 80x24): every hold option says its verb, and the
last column has its heading; while another seat moves, no advice on dice not the player's."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from textual.app import App, ComposeResult

from tests.game.helpers import with_sheet
from tests.tui.helpers import app_for, game, rolled, settle, table, text_of, wait_for
from tests.tui.test_computer_players import SLOW
from yahtzee_tui.game import Player, new_game
from yahtzee_tui.game.moves import HOLD, SCORE
from yahtzee_tui.i18n import _, pgettext
from yahtzee_tui.strategy import Advice
from yahtzee_tui.strategy.goal_chances import GoalOption
from yahtzee_tui.tui.views.hints import OTHERS_TURN, HintView, ObjectiveShown
from yahtzee_tui.tui.views.objectives import WIN
from yahtzee_tui.tui.widgets.chance_meter import ChanceMeter
from yahtzee_tui.tui.widgets.hint_panel import HintPanel

# The panel's width at 80x24.
NARROWEST = 29


class PanelApp(App[None]):
    CSS = f"HintPanel {{ width: {NARROWEST}; }}"

    def __init__(self, hint: HintView) -> None:
        super().__init__()
        self.hint = hint

    def compose(self) -> ComposeResult:
        panel = HintPanel()
        panel.hint = self.hint
        yield panel


def long_holds() -> HintView:
    """Jamb's six dice, the best options holds of five dice and of four."""
    state = rolled(game("jamb", ["Ana", "Robo"], seed=3), (1, 3, 4, 5, 5, 6))
    advice = (
        Advice(HOLD, 36.9, hold=(1, 3, 4, 5, 6)),
        Advice(HOLD, 36.3, loss=0.6, hold=(3, 4, 5, 6)),
        Advice(HOLD, 33.8, loss=3.1, hold=(3, 5)),
        Advice(SCORE, 2.0, loss=34.9, box="ones", column="free", points=1),
    )
    return HintView(state, advice)


async def panel_lines(hint: HintView) -> list[str]:
    app = PanelApp(hint)
    async with app.run_test(size=(40, 12)) as pilot:
        await pilot.pause()
        return text_of(app.query_one(HintPanel)).splitlines()


async def test_every_hold_option_says_its_verb_however_narrow(language):
    # "▸ 1 3 4 5 6 +36,9" or "3 5 −3,1" could be a hold or a row: a hold says "hold".
    lines = await panel_lines(long_holds())
    verbs = (
        _("hold {dice}").split("{dice}")[0].strip(),
        pgettext("hint panel, short", "hold {dice}").split("{dice}")[0].strip(),
    )
    holds = lines[1:4]
    assert all(line[2:].startswith(verbs) for line in holds), lines
    assert all(len(line) <= NARROWEST for line in lines), lines


async def test_the_loss_column_has_its_heading(language):
    lines = await panel_lines(long_holds())
    heading = pgettext("hint panel column", "loss")
    assert lines[0].endswith(heading), lines
    # The heading stands over the losses: its end is where theirs is.
    loss = f"{lines[2].rstrip()}"
    assert len(loss) == len(lines[0]), lines


@pytest.mark.usefixtures("advisor_ready")
async def test_the_panel_gives_no_advice_while_the_computer_moves(language):
    # hr "▸ RUČNA KENTA +32,6" beside "Računalo 2 ponovno baca 3 kocke." was the advice for
    # the computer's dice: the panel says whose move it is instead.
    robo = Player("Robo", kind="computer", level="expert")
    state = rolled(new_game("jamb", ["Ana", robo], 3, first_player=1), (2, 3, 4, 5, 6, 6))
    app = app_for(state, hints=True, move_delay=SLOW)
    async with app.run_test(size=(80, 24)) as pilot:
        hint = table(app).query_one("#hints")
        await wait_for(pilot, lambda: "Robo" in text_of(hint), what="whose move it is")
        await settle(pilot)
        assert app.state.current_player.is_computer
        assert "▸" not in text_of(hint), text_of(hint)
        assert _(OTHERS_TURN).format(name="Robo").split()[0] in text_of(hint)


@pytest.mark.usefixtures("advisor_ready")
@pytest.mark.parametrize("size", [(80, 24), (100, 32)])
async def test_the_standings_stay_in_sight_with_hints_on(size, language):
    # hr Jamb with hints on hid "213 : 365": the players' panel steps aside for the hints,
    # and the meter takes each player's total beside the figure.
    state = rolled(game("jamb", ["Ana", "Robo"], seed=3), (2, 3, 4, 5, 6, 6))
    state = with_sheet(state, {"free.full": 38}, seat=1)
    app = app_for(state, hints=True)
    async with app.run_test(size=size) as pilot:
        screen = table(app)
        meter = screen.query_one(ChanceMeter)
        await wait_for(pilot, lambda: meter.settled, timeout=120, what="the meter's figures")
        await settle(pilot)
        lines = text_of(meter).splitlines()
        assert len(lines) == 2, lines  # a line a player
        assert "Robo" in lines[1] and " 38 " in lines[1], lines  # Robo's total
        slot, side = screen.query_one("#hint-slot"), screen.query_one("#tray-side")
        assert slot.region.bottom <= side.region.bottom  # the panel whole below it
        assert "▸" in text_of(screen.query_one("#hints"))


async def test_the_panel_after_o_says_advisor_whole(language):
    # hr "za pobjedu, kad ostanu 3 pol…": cut, and without the label sl had ("Svetovalec:").
    state = rolled(game("jamb", ["Ana", "Robo"], seed=3), (1, 3, 4, 5, 5, 6))
    goal = ObjectiveShown(WIN, horizon=3, cells=True)
    lines = await panel_lines(HintView(state, long_holds().advice, objective=goal))
    label = _("Advisor: {objective}").split("{objective}")[0]
    assert lines[0].startswith(label) and "…" not in lines[0], lines


async def test_no_heading_over_a_column_without_figures(language):
    # sl "Svetovalec: za zmago, ko ostane 6 polj zmaga": the chances not worked out yet, the
    # heading headed nothing and read as the title's last word.
    state = rolled(game("jamb", ["Ana", "Robo"], seed=3), (1, 3, 4, 5, 5, 6))
    goal = ObjectiveShown(WIN, horizon=3, cells=True)
    lines = await panel_lines(HintView(state, long_holds().advice, objective=goal))
    assert not lines[0].endswith(pgettext("hint panel column", "chance")), lines


@pytest.mark.parametrize("width", [NARROWEST, 44, 57])
async def test_the_heading_stands_apart_from_the_title(width, language):
    # hr "Savjetnik: iznad očekivanog gubi" read as one phrase: a wide gap sets it apart.
    PanelApp.CSS = f"HintPanel {{ width: {width}; }}"
    try:
        lines = await panel_lines(long_holds())
    finally:
        PanelApp.CSS = f"HintPanel {{ width: {NARROWEST}; }}"
    heading = pgettext("hint panel column", "loss")
    if lines[0].endswith(heading):
        title = lines[0][: -len(heading)]
        assert title.endswith("   ") and title.strip(), lines


async def test_a_wide_panel_says_its_options_go_by_points_before_the_win_is_worked_out():
    # "Advisor: to win, from 6 boxes" over options of points alone read as ranked to win.
    state = rolled(game("jamb", ["Ana", "Robo"], seed=3), (1, 3, 4, 5, 5, 6))
    goal = ObjectiveShown(WIN, horizon=3, cells=True)
    PanelApp.CSS = "HintPanel { width: 70; }"
    try:
        lines = await panel_lines(HintView(state, long_holds().advice, objective=goal))
    finally:
        PanelApp.CSS = f"HintPanel {{ width: {NARROWEST}; }}"
    assert lines[0].startswith("Advisor: to win from 3 cells left; by points till then"), lines


def alike_in_whole_points(chances: tuple[float, ...]) -> HintView:
    """Jamb's holds under the win, their chances `chances`, the scoring option's none."""
    hint = long_holds()
    found = tuple(
        GoalOption(advice, chance) for advice, chance in zip(hint.advice, chances, strict=False)
    )
    return replace(hint, objective=ObjectiveShown(WIN, chances=found))


async def panel_at(width: int, hint: HintView) -> list[str]:
    PanelApp.CSS = f"HintPanel {{ width: {width}; }}"
    try:
        return await panel_lines(hint)
    finally:
        PanelApp.CSS = f"HintPanel {{ width: {NARROWEST}; }}"


async def test_chances_alike_in_whole_points_take_a_tenth_where_there_is_room():
    # "85% 85% 85%" ranked three options the player could not tell apart.
    lines = await panel_at(44, alike_in_whole_points((0.853, 0.849, 0.847)))
    assert [line.split()[-1] for line in lines[1:4]] == ["85.3%", "84.9%", "84.7%"], lines


async def test_chances_apart_in_whole_points_stay_whole():
    lines = await panel_at(44, alike_in_whole_points((0.853, 0.70, 0.41)))
    assert [line.split()[-1] for line in lines[1:4]] == ["85%", "70%", "41%"], lines


async def test_a_tenth_never_costs_an_option_its_words(language):
    lines = await panel_at(NARROWEST, alike_in_whole_points((0.853, 0.849, 0.847)))
    whole = await panel_at(NARROWEST, alike_in_whole_points((0.853, 0.70, 0.41)))
    assert all(len(line) <= NARROWEST for line in lines), lines
    said = [re.match(r"(.*?)\s+\+\d", line).group(1) for line in (*lines[1:4], *whole[1:4])]
    assert said[:3] == said[3:], lines + whole


@pytest.mark.parametrize("chances", [(0.853, 0.70, 0.41), (0.853, 0.849, 0.847)])
async def test_a_hold_keeps_all_its_dice_beside_the_chances(chances, language):
    # hr and sr "▸ drži 6" for "hold 1 3 4 5 6": the column's heading took the dice's room,
    # and the hold was cut like a name.
    lines = await panel_at(NARROWEST, alike_in_whole_points(chances))
    assert all(len(line) <= NARROWEST for line in lines), lines
    assert "1 3 4 5 6 " in lines[1] and "3 4 5 6 " in lines[2] and "3 5 " in lines[3], lines


@pytest.mark.parametrize("width", [18, 20, 22])
async def test_a_hold_too_long_for_the_panel_is_cut_at_its_end_never_changed(width, language):
    lines = await panel_at(width, alike_in_whole_points((0.853, 0.70, 0.41)))
    for line, dice in zip(lines[1:4], ("1 3 4 5 6", "3 4 5 6", "3 5"), strict=True):
        words = re.match(r"..(.*?)\s+\+\d", line).group(1)
        shown = " ".join(re.findall(r"\d", words))
        assert words.endswith(dice) or (words.endswith("…") and dice.startswith(shown)), lines

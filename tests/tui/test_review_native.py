"""The Review as a native player reads it, at 80x24 and 100x32 in every language: every
header a whole word, a help mark explained under the list, a choice always with its verb
(with the default names too), a position's choice as made and the best as what was best to
do, and the largest swings largest first as they read."""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache
from itertools import takewhile

import pytest
from rich.cells import cell_len
from textual.widgets import DataTable, Static

from tests.builders import finished
from tests.tui.helpers import app_for, text_of, wait_for
from yahtzee_tui import i18n
from yahtzee_tui.engine import get_rules
from yahtzee_tui.game.moves import HOLD, SCORE
from yahtzee_tui.game.state import GameState, Mark
from yahtzee_tui.strategy.chance_swings import Swing
from yahtzee_tui.strategy.review import Decision
from yahtzee_tui.tui.screens.review_position import ReviewPositionScreen
from yahtzee_tui.tui.views.hints import best_words, made_words, short_hold_words, shown_loss
from yahtzee_tui.tui.views.vocabulary import whole_row_name
from yahtzee_tui.tui.widgets import review_swings
from yahtzee_tui.tui.widgets.review_swings import SwingsList
from yahtzee_tui.tui.widgets.review_tab import PlayersFigures, ReviewPane

pytestmark = pytest.mark.usefixtures("advisor_ready", "reviews_remembered")

SIZES = {"80x24": (80, 24), "100x32": (100, 32)}
size_params = pytest.mark.parametrize("size", SIZES.values(), ids=SIZES.keys())


def default_names() -> tuple[str, str]:
    """The names a new table gives its seats in the current language (hr "Igrač 1",
    "Računalo 2")."""
    return (
        i18n._("Player {number}").format(number=1),
        i18n._("Computer {number}").format(number=2),
    )


@cache
def hinted_game(rules: str, names: tuple[str, ...]) -> GameState:
    """A finished game in which hints were shown on some rolls and a move taken back."""
    state = finished(rules, names, seed=11)
    marks = [
        Mark("hint", event.player, event.turn, event.roll)
        for event in state.history
        if event.kind == "roll" and event.roll in (1, 2) and event.turn % 2 == 0
    ]
    undone = next(e for e in state.history if e.kind == "score" and e.turn == 3)
    marks.append(Mark("undo", undone.player, undone.turn, 3, "score", undone.cell))
    return replace(state, marks=tuple(marks))


async def review_shown(pilot) -> None:
    app = pilot.app
    await pilot.press("v")
    await wait_for(pilot, lambda: app.screen.query_one(ReviewPane).found, what="the review")
    await wait_for(pilot, lambda: app.screen.query("#review-chart"), what="the tab filled")
    await pilot.pause()


def figures_lines(app) -> list[str]:
    figures = app.screen.query_one(PlayersFigures)
    return [strip.text.rstrip() for strip in figures.render_lines(figures.region.reset_offset)]


def clipped(word: str) -> bool:
    """A header word cut short: `gub.`, `točn.`, `/potez` (a number or `#` is no word)."""
    return word.endswith(".") or word.startswith("/")


@size_params
@pytest.mark.parametrize("rules", ["yahtzee", "yamb"])
async def test_every_header_is_a_whole_word_and_every_mark_is_explained(language, size, rules):
    app = app_for(hinted_game(rules, default_names()))
    async with app.run_test(size=size) as pilot:
        await review_shown(pilot)
        worst = app.screen.query_one("#review-worst", DataTable)
        headers = [str(column.label).strip() for column in worst.ordered_columns]
        lines = figures_lines(app)
        heading = takewhile(lambda line: not re.search(r"\d", line), lines)  # over the figures
        words = " ".join([*headers, *heading]).split()
        assert not [word for word in words if clipped(word)], (headers, lines)
        helps = {str(worst.get_row_at(row)[-1]) for row in range(worst.row_count)}
        legend = text_of(app.screen.query_one("#review-legend", Static))
        for marks in helps - {""}:
            if cell_len(marks) <= 3:  # marks, not words: each said under the list
                for mark in marks.split():
                    assert re.search(rf"(^|\s){re.escape(mark)}: \w", legend), (marks, legend)


def listed_choices(app) -> list[tuple[Decision, str, str]]:
    """Each row of the worst decisions: the decision, its "chose" cell and its "best" cell."""
    worst = app.screen.query_one("#review-worst", DataTable)
    found = app.screen.query_one(ReviewPane).found
    headers = [str(column.label).strip() for column in worst.ordered_columns]
    chose, best = headers.index(i18n._("chose")), headers.index(i18n._("best"))
    rows = [[str(cell) for cell in worst.get_row_at(row)] for row in range(worst.row_count)]
    return [
        (decision, cells[chose], cells[best])
        for decision, cells in zip(found.worst(), rows, strict=False)
    ]


@size_params
@pytest.mark.parametrize("names", ["default", "short"])
async def test_a_hold_keeps_its_verb_whatever_the_names(language, size, names):
    # At 80x24 the default names ("Igrač 1", "Računalo 2") left a hold as its bare dice
    # ("2 3"), while "Ana" and "Robo" left it its verb ("zadrži 2 3").
    seats = default_names() if names == "default" else ("Ana", "Robo")
    app = app_for(hinted_game("yahtzee", seats))
    async with app.run_test(size=size) as pilot:
        await review_shown(pilot)
        for decision, chose, best in listed_choices(app):
            for option, cell in ((decision.chosen, chose), (decision.best, best)):
                if option.action == HOLD:
                    assert not re.fullmatch(r"[1-6 ]+", cell), (chose, best)
                    assert re.search(r"[^\W\d]{3}", cell), (chose, best)  # a verb in letters


@size_params
async def test_the_list_says_a_hold_made_as_made_and_the_best_as_what_was_best(language, size):
    # The list wrote the move made as an order ("zadrži 2 4 5") where the coach and the
    # position dialog say it as made ("zadržano 2 4 5").
    rules = get_rules("yahtzee")
    app = app_for(hinted_game("yahtzee", ("Ana", "Robo")))
    async with app.run_test(size=size) as pilot:
        await review_shown(pilot)
        holds = 0
        for decision, chose, best in listed_choices(app):
            made, better = decision.chosen, decision.best
            if made.action == HOLD:
                holds += 1
                short = (
                    short_hold_words(made, held=True)
                    if made.hold
                    else i18n.pgettext("review list, short", "rerolled all")
                )
                assert chose in {made_words(rules, made), short}, (chose, best)
            if better.action == HOLD and better.hold:
                forms = {best_words(rules, better), short_hold_words(better, held=False)}
                assert best in forms, (chose, best)
        assert holds, "the hinted game lists holds made"


# What the position says of a hold chosen where scoring a box was best.
HELD_FOR_A_BOX = {
    "en": "Choice: held {dice} ({loss}); best: score {cell} {points}",
    "hr": "Izbor: zadržano {dice} ({loss}); najbolje: upisati u polje {cell} {points}",
    "sr": "Izbor: zadržano {dice} ({loss}); najbolje: upisati u polje {cell} {points}",
    "sl": "Izbira: zadržano {dice} ({loss}); najbolje: vpisati v polje {cell} {points}",
}


async def test_a_position_says_the_choice_as_made_and_the_best_as_what_was_best(language):
    app = app_for(hinted_game("yahtzee", ("Ann", "Bob")))
    async with app.run_test(size=(100, 32)) as pilot:
        await review_shown(pilot)
        found = app.screen.query_one(ReviewPane).found
        worst = found.worst()
        row, decision = next(
            (at, d)
            for at, d in enumerate(worst)
            if d.chosen.action == HOLD and d.chosen.hold and d.best.action == SCORE
        )
        await pilot.press(*["down"] * row, "enter")
        await wait_for(pilot, lambda: isinstance(app.screen, ReviewPositionScreen))
        said = " ".join(text_of(app.screen.query_one("#position-choice")).split())
        rules = found.state.ruleset
        assert said == HELD_FOR_A_BOX[language].format(
            dice=" ".join(map(str, decision.chosen.hold)),
            # The loss as the panel under it shows it: the difference of its figures.
            loss=shown_loss(rules, decision.best.expected_score, decision.chosen.expected_score),
            cell=whole_row_name(rules, decision.best.box),
            points=decision.best.points,
        )


async def test_the_largest_swings_come_largest_first_as_they_read(monkeypatch):
    # Ordered by the values behind them, a +5 (44.51% → 50.01%: 5.5 points) came before a
    # −6 (51.5% → 46.49%: 5.01 points), and the list read (+8) (+6) (+5) (−6) (−5).
    state = finished("yahtzee", ["Ann", "Bob"], seed=11)
    scores = [at for at, event in enumerate(state.history) if event.kind == "score"]
    chances = [(0.40, 0.48), (0.30, 0.36), (0.4451, 0.5001), (0.515, 0.4649), (0.60, 0.55)]
    made = [
        Swing(at, state.history[at], before, after)
        for at, (before, after) in zip(scores, chances, strict=False)
    ]
    monkeypatch.setattr(review_swings, "game_swings", lambda *args, **kwargs: made)
    app = app_for(state)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("v")
        await wait_for(pilot, lambda: app.screen.query(SwingsList), what="the swings list")
        swings = app.screen.query_one(SwingsList)
        await wait_for(pilot, lambda: swings.done, what="the swings")
        changes = re.findall(r"\(([+−±]\d+)\)$", text_of(swings), re.MULTILINE)
        assert changes == ["+8", "+6", "−6", "+5", "−5"]

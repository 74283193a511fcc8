"""A view names every cell in one form: the log and its coach's notes, a note in the status
line, the Review tab's list of the worst decisions; all by name where all fit, else all by
the card's short names, never "SLOBODNA FUL" beside "SLOB. 1". A hold's dice stay apart in
every one of them ("hold 1 1 2", never "hold 112", which reads as a number)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from rich.cells import cell_len

from tests.tui.helpers import reviewed
from tests.tui.test_column_names import EVERY_COLUMN, YAMB_RULES
from yahtzee_tui.engine import RuleSet
from yahtzee_tui.game import new_game, roll
from yahtzee_tui.game.moves import HOLD, SCORE, apply
from yahtzee_tui.i18n import _
from yahtzee_tui.strategy import Advice, next_move
from yahtzee_tui.tui.views.card_words import CELL_FORMS, cell_in_form
from yahtzee_tui.tui.views.log_words import log_lines
from yahtzee_tui.tui.views.verdicts import Verdict

WIDTHS = (28, 36, 44, 60)


def plain(words) -> str:
    return "".join(part if isinstance(part, str) else part[0] for part in words)


def scored(column: str, row: str, loss: float = 0.0) -> Advice:
    return Advice(SCORE, -loss, box=row, column=column, points=24, loss=loss)  # best at 0.0


def one_form(rules: RuleSet, cells: list[tuple[str, str]], text: str) -> bool:
    """Whether `text` names all of `cells` in one and the same form."""
    return any(
        all(
            re.search(rf"(?<!\S){re.escape(cell_in_form(rules, *cell, form))}(?!\w)", text)
            for cell in cells
        )
        for form in CELL_FORMS
    )


def pairs(rules: RuleSet) -> Iterator[tuple[tuple[str, str], tuple[str, str]]]:
    """A cell with a long name chosen where a cell of another column was best, for each row."""
    columns = rules.column_ids
    for index, row in enumerate(rules.box_ids):
        first = columns[index % len(columns)]
        other = columns[(index + 1) % len(columns)]
        yield (first, rules.box_ids[-1 - index]), (other, row)


@pytest.mark.parametrize("rules", [*YAMB_RULES, EVERY_COLUMN], ids=lambda r: r.id)
def test_a_log_names_every_cell_of_its_notes_in_one_form(language, rules):
    state = new_game(rules.id, ["Ann", "Bob"], 1)
    while len(state.history) < 3:
        state = apply(state, next_move(state, "easy"))
    notes, cells = {}, []
    for index, (chosen, best) in enumerate(pairs(rules)):
        if index == 2:
            break
        notes[len(notes)] = Verdict(scored(*chosen, loss=12.3), scored(*best)).text(rules)
        cells += [chosen, best]
    history = state.history
    for width in WIDTHS:
        log = {len(history) - 1 - i: note for i, note in notes.items()}
        lines = [plain(words) for words in log_lines(state, log, width)]
        said = " ".join(
            line.strip() for line in lines if line.lstrip().startswith("↳") or line.startswith("  ")
        )
        assert one_form(rules, cells, said), (width, lines)


@pytest.mark.parametrize("rules", YAMB_RULES, ids=lambda r: r.id)
def test_each_note_alone_names_both_its_cells_in_one_form(language, rules):
    state = roll(new_game(rules.id, ["Ann", "Bob"], 1))
    for chosen, best in pairs(rules):
        note = Verdict(scored(*chosen, loss=12.3), scored(*best)).text(rules)
        for width in WIDTHS:
            lines = [plain(w) for w in log_lines(state, {len(state.history) - 1: note}, width)]
            at = next(index for index, line in enumerate(lines) if "↳" in line)
            said = " ".join(line.strip() for line in lines[at:])
            # Whole, on as many lines as it takes: both cells named.
            assert one_form(rules, [chosen, best], said), (width, lines)
            assert all(cell_len(line) <= width for line in lines[1:]), lines


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("rules", YAMB_RULES[:3], ids=lambda r: r.id)
def test_a_holds_dice_stay_apart_in_a_note(language, rules, width):
    state = roll(new_game(rules.id, ["Ann", "Bob"], 1))
    for hold in ((1, 1, 1, 1), (6, 6), (1, 2, 3, 4, 5)):
        chosen = Advice(HOLD, -3.1, hold=hold, loss=3.1)
        best = scored(rules.column_ids[-1], rules.box_ids[0])
        note = Verdict(chosen, best).text(rules)
        lines = [plain(w) for w in log_lines(state, {len(state.history) - 1: note}, width)]
        said = " ".join(line.strip() for line in lines[1:])
        assert _("held {dice}").format(dice=" ".join(map(str, hold))) in said, lines
        assert all(cell_len(line) <= width for line in lines[1:]), lines


@pytest.mark.usefixtures("advisor_ready")
@pytest.mark.parametrize("width", [73, 90, 120])
def test_the_reviews_list_names_every_cell_in_one_form(language, width):
    from tests.tui.test_review_fits import helped_game
    from yahtzee_tui.tui.views.review_fit import worst_list

    found = reviewed(helped_game("yamb"))  # the same in every language, at every width
    worst = found.worst()[:20]
    shown = worst_list(found, worst, width)
    rules = found.state.ruleset
    options = [option for d in worst for option in (d.chosen, d.best) if option.action == SCORE]
    cells = [(option.column, option.box) for option in options]
    said = " | ".join(
        " | ".join(pair) for pair in zip(shown.cells("chose"), shown.cells("best"), strict=True)
    )
    assert cells and one_form(rules, cells, said), said
    dice = shown.cells("dice")
    assert all(re.fullmatch(r"[1-6]( [1-6])*", text) for text in dice), dice

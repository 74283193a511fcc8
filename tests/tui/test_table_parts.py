"""The table's parts hold no screen: the coach and the computers are functions of positions
that return what the screen acts on, and the screen follows only what its services declare."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from textual.reactive import Reactive

from tests.tui.helpers import game, rolled
from yahtzee_tui.game import GameState, roll
from yahtzee_tui.game.moves import ROLL, SCORE, Move
from yahtzee_tui.game.moves import apply as apply_move
from yahtzee_tui.strategy import Advice, advise_state
from yahtzee_tui.tui.screens.table import coach
from yahtzee_tui.tui.screens.table.mirror import MirroredTable
from yahtzee_tui.tui.services import NET, POSITION, TableServices

TABLE = Path(coach.__file__).parent


class ReadyAdvisor:
    """The advisor with every table in: the real advice, at once."""

    def ready(self, rules: object) -> bool:
        return True

    def problem(self, rules: object) -> str | None:
        return None

    def advice(self, state: GameState) -> list[Advice] | None:
        return advise_state(state)

    def prepare(self, rules: object) -> None:
        raise AssertionError("a ready advisor is not prepared again")


class PreparingAdvisor(ReadyAdvisor):
    def ready(self, rules: object) -> bool:
        return False

    def advice(self, state: GameState) -> list[Advice] | None:
        return None


def test_no_part_of_the_table_asks_for_a_table_of_its_own():
    """No protocol a screen has to fill with one-line adapters: the parts take values."""
    for path in TABLE.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        protocols = [
            node.name
            for node in ast.walk(tree)
            if isinstance(node, ast.ClassDef)
            and any(isinstance(base, ast.Name) and base.id == "Protocol" for base in node.bases)
        ]
        assert protocols == [], f"{path.name} asks its table for {protocols}"


def test_the_table_refreshes_from_reactives_alone():
    for path in TABLE.glob("*.py"):
        assert "mutate_reactive" not in path.read_text(encoding="utf-8"), path.name


def test_the_services_declare_what_the_table_watches():
    for name in (POSITION, NET):
        assert isinstance(getattr(TableServices, name), property), name
    # Mirrored as the screen's own reactives, which its parts are bound to.
    assert all(isinstance(getattr(MirroredTable, name), Reactive) for name in ("state", "net"))


@pytest.mark.usefixtures("advisor_ready")
def test_the_coach_notes_a_poor_score_and_returns_the_notes():
    before = rolled(game("yahtzee", ["Ann", "Bob"]), (3, 3, 3, 5, 5))
    move = Move(SCORE, box="chance")
    after = apply_move(before, move)
    judgement = coach.judged(ReadyAdvisor(), before, after, move, {7: "kept"})
    assert judgement is not None
    [(index, note)] = [(i, n) for i, n in judgement.notes.items() if i != 7]
    assert note.startswith("Chance −") and judgement.notes[7] == "kept"
    assert judgement.swing == index  # two players: the chance to win follows, from a thread
    assert coach.with_swing(judgement.notes, index, "Ann 40% → 35%")[index].endswith("35%")


def test_the_coach_waits_for_the_advisor_with_nothing_noted():
    before = rolled(game("yahtzee"), (3, 3, 3, 5, 5))
    after = roll(before)
    assert coach.judged(PreparingAdvisor(), before, after, Move(ROLL), {}) is None


def test_the_hint_key_before_a_roll_says_roll_first_and_shows_nothing():
    action = coach.hint_action(ReadyAdvisor(), game("yahtzee"))
    assert action.problem and not action.shown and action.move is None
    waiting = coach.hint_action(PreparingAdvisor(), rolled(game("yahtzee"), (1, 2, 3, 4, 6)))
    assert waiting.waiting and not waiting.shown

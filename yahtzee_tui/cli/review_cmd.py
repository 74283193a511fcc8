"""`yahtzee-tui review`: every decision of the saved game against the advisor's best."""

from __future__ import annotations

import argparse
import json
from dataclasses import dataclass
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from yahtzee_tui.cli.output import output_console
from yahtzee_tui.cli.solve_cmd import prepare_tables
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState
from yahtzee_tui.i18n import _, decimal, translate
from yahtzee_tui.storage.objective import Objective
from yahtzee_tui.storage.records_games import recent_games, recorded_game, recorded_objective
from yahtzee_tui.storage.saves import SaveError
from yahtzee_tui.storage.slots import game_label, saved_games
from yahtzee_tui.storage.table_notes import load_notes
from yahtzee_tui.strategy.review import Decision, GameReview, review
from yahtzee_tui.tui.views.objectives import POINTS, WIN
from yahtzee_tui.tui.views.review_goals import (
    judged_decisions,
    marked_worst,
    win_heading,
    win_lines,
)
from yahtzee_tui.tui.views.review_words import (
    card_words,
    decision_line,
    measure_words,
    players_table,
    review_json,
)


@dataclass(frozen=True)
class Reviewed:
    """The game to review, its id in the records (None: a save's), and what its hints
    played for as the notes or the records keep it (None: not known)."""

    state: GameState
    game_id: int | None
    objective: Objective | None


def saved_game() -> Reviewed:
    """The most recently saved game that can be read, else the last game recorded whole
    (with its id in the records); GameError when there is neither."""
    saved = saved_games()
    readable = [game for game in saved if game.state is not None]
    if readable:
        newest = max(readable, key=lambda game: game.modified)
        assert newest.state is not None
        notes = load_notes(newest.state, newest.path)
        return Reviewed(newest.state, None, None if notes is None else notes.objective)
    if saved:
        raise SaveError(saved[0].problem or _("the saved game cannot be read"))
    last = next((row for row in recent_games(5) if row.replayable), None)
    if last is None:
        raise GameError(_("there is no saved or recorded game to review"))
    return recorded(last.id)


def recorded(game_id: int) -> Reviewed:
    return Reviewed(recorded_game(game_id), game_id, recorded_objective(game_id))


def judged_by(reviewed: Reviewed, goal: str | None) -> Objective:
    """What the choices are judged by: `--goal`, else what the game's hints played for."""
    if goal is None:
        return reviewed.objective or Objective(POINTS)
    if goal == WIN and len(reviewed.state.players) < 2:
        raise GameError(_("--goal win needs a game of two or more players"))
    return Objective(goal)


def run(args: argparse.Namespace) -> int:
    if args.top < 0:
        said = _("--top takes a number of decisions, 0 or more, got {top}")
        raise GameError(said.format(top=args.top))
    reviewed = saved_game() if args.game is None else recorded(args.game)
    objective = judged_by(reviewed, args.goal)
    state, game_id = reviewed.state, reviewed.game_id
    prepare_tables(state.ruleset)
    found = review(state)
    judged = judged_decisions(found, objective)
    if args.json:
        print(json.dumps(review_json(found, judged, objective)))
        return 0
    console = output_console()
    console.print(Text(_heading(translate(game_label(state)), state.is_over, game_id)))
    console.print(Text(measure_words(found), style="italic"))
    console.print(players_table(found))
    _print_worst(console, found, marked_worst(found, judged), args.top)
    if judged is not None:
        lines = win_lines(state, judged, objective)
        console.print(Text(win_heading(state, objective, bool(lines)), style="bold"))
        for line in lines:
            console.print(Text(f"  {line}"))
    console.print(_outlook_table(found))
    return 0


def _heading(label: str, finished: bool, game_id: int | None) -> str:
    """The game reviewed: its label, whether it is over, its id in the records."""
    if game_id is None:
        return _("{game} · finished").format(game=label) if finished else label
    if finished:
        return _("{game} · finished · recorded game {id}").format(game=label, id=game_id)
    return _("{game} · recorded game {id}").format(game=label, id=game_id)


def _print_worst(console: Console, found: GameReview, every: list[Decision], top: int) -> None:
    """The `top` worst decisions, each as the Review's dialog says it; where that leaves some
    out, a line that says so: the players' figures count every one."""
    worst = every[:top]
    if not every:
        none = _("No choice gave anything away.") if found.decisions else _("No decisions yet.")
        console.print(none)
        return
    console.print(Text(_("Worst decisions"), style="bold"))
    rules = found.state.ruleset
    for rank, decision in enumerate(worst, start=1):
        console.print(Text(f"{rank:>3}. {decision_line(found.state, decision)}"))
        card = _("card: {card}").format(card=card_words(rules, decision.position))
        console.print(Text(f"     {card}"), style="dim")
    if len(worst) < len(every):
        said = _(
            "Listed: {shown} of {count}, the worst first; the figures above count all of them "
            "(--top {count} lists every one)."
        )
        console.print(Text(said.format(shown=len(worst), count=len(every)), style="italic"))


def _outlook_table(found: GameReview) -> Table:
    """The expected final score before each turn; Yamb's 78 turns every sixth."""
    table = Table(title=_("Expected final score by turn"))
    table.add_column(_("turn"), justify="right")
    for player in found.players:
        table.add_column(Text(player.name), justify="right")
    longest = max(len(player.expected) for player in found.players)
    step = 6 if found.state.ruleset.is_yamb else 1
    shown = sorted({*range(0, longest, step), longest - 1})
    for index in shown:
        cells: list[Any] = [str(index + 1) if index < found.state.turns_total else _("end")]
        for player in found.players:
            expected = player.expected
            cells.append(decimal(expected[index]) if index < len(expected) else "")
        table.add_row(*cells)
    return table

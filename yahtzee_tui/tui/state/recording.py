"""A finished game into the records, and what its totals mean against the records before it.

`record_finished` runs `storage.finishing.finish_game`: the finished game's save stays until
the records hold it, so a database that cannot take the game now loses nothing, and asking
again (the game-over screen's "Try again") records it once it can, never twice.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState, Player, player_totals
from yahtzee_tui.i18n import N_, _
from yahtzee_tui.storage.finishing import finish_game
from yahtzee_tui.storage.objective import Objective
from yahtzee_tui.storage.records import HighScore, high_scores, player_stats
from yahtzee_tui.tui.views.daily_records import daily_news
from yahtzee_tui.tui.views.vocabulary import rules_name

NOT_RECORDED = N_("This game is not recorded yet (its save is kept)")
# Neither recorded nor saved (the disk full, say): the save on disk is of an earlier move.
NOT_SAVED = N_("This game is not recorded, and its last moves are not saved (the save is older)")


@dataclass(frozen=True)
class RecordNews:
    """Lines for the game-over screen (new high score, personal bests), or why the game is
    not recorded yet; `recorded` False until the records hold it."""

    lines: tuple[str, ...] = ()
    problem: str | None = None

    @property
    def recorded(self) -> bool:
        return self.problem is None


def record_finished(
    state: GameState, save_path: Path | None = None, objective: Objective | None = None
) -> RecordNews:
    """Record the finished `state`, whose save is `save_path`, with what its hints played for
    (`objective`), and say which human totals beat the records so far (a game recorded
    before brings no news). The save goes only once the game is recorded; otherwise
    `problem` says why, in one line."""
    rules = state.ruleset
    humans = [(seat, player) for seat, player in enumerate(state.players) if not player.is_computer]
    known = True
    top: list[HighScore] = []
    best_before: dict[int, int | None] = {}
    try:
        top = high_scores(rules, limit=1)
        for seat, player in humans:
            stats = player_stats(player.name, rules)
            best_before[seat] = stats[0].best if stats else None
    except GameError:  # the records cannot be read now: finish_game says why
        known = False
    result = finish_game(state, save_path, objective=objective)
    if not result.recorded:
        prefix = NOT_SAVED if result.unsaved else NOT_RECORDED
        return RecordNews(problem=f"{_(prefix)}: {result.problem}")
    if result.already or not known:
        return RecordNews()
    lines = news_lines(state, humans, top[0].total if top else None, best_before)
    daily = None
    if result.game_id is not None:
        with contextlib.suppress(GameError):  # the news only: the game is recorded
            daily = daily_news(state, result.game_id)
    return RecordNews(lines if daily is None else (*lines, daily))


def news_lines(
    state: GameState,
    humans: list[tuple[int, Player]],
    top: int | None,
    best_before: dict[int, int | None],
) -> tuple[str, ...]:
    """A new high score for the best human (or the first one of the rule set), and each other
    human's new personal best."""
    rules = state.ruleset
    totals = {seat: player_totals(state, seat)["total"] for seat, _ in humans}
    names = {seat: state.players[seat].name for seat, _ in humans}
    lines = []
    leader = max(totals, key=lambda seat: totals[seat], default=None)
    high_score_seat = None
    if leader is not None:
        if top is None:
            lines.append(
                _("{player} sets the first {rules} high score: {points}").format(
                    player=names[leader], rules=rules_name(rules), points=totals[leader]
                )
            )
            high_score_seat = leader
        elif totals[leader] > top:
            lines.append(
                _("New {rules} high score: {player} {points} (was {before})").format(
                    rules=rules_name(rules), player=names[leader], points=totals[leader], before=top
                )
            )
            high_score_seat = leader
    for seat in totals:
        before = best_before.get(seat)
        if seat != high_score_seat and before is not None and totals[seat] > before:
            lines.append(
                _("{player}: a new personal best, {points} (was {before})").format(
                    player=names[seat], points=totals[seat], before=before
                )
            )
    return tuple(lines)

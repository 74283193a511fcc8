"""A finished game into the records, and what its totals mean against the records before it."""

from __future__ import annotations

from dataclasses import dataclass

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState, player_totals
from yahtzee_tui.storage.records import high_scores, player_stats, record_game
from yahtzee_tui.tui.daily_records import daily_news


@dataclass(frozen=True)
class RecordNews:
    """Lines for the game-over screen (new high score, personal bests), or why the game could
    not be recorded."""

    lines: tuple[str, ...] = ()
    problem: str | None = None


def record_finished(state: GameState) -> RecordNews:
    """Record the finished `state` (once: a game already recorded brings no news) and say
    which human totals beat the records so far."""
    rules = state.ruleset
    humans = [(seat, player) for seat, player in enumerate(state.players) if not player.is_computer]
    try:
        top = high_scores(rules, limit=1)
        best_before = {}
        for seat, player in humans:
            stats = player_stats(player.name, rules)
            best_before[seat] = stats[0].best if stats else None
        game_id = record_game(state)
        daily = daily_news(state, game_id)
    except GameError as error:
        return RecordNews(problem=f"The game could not be recorded: {error}")
    totals = {seat: player_totals(state, seat)["total"] for seat, _ in humans}
    lines = []
    leader = max(humans, key=lambda entry: totals[entry[0]], default=None)
    high_score_seat = None
    if leader is not None:
        seat, player = leader
        if not top:
            lines.append(f"{player.name} sets the first {rules.name} high score: {totals[seat]}")
            high_score_seat = seat
        elif totals[seat] > top[0].total:
            lines.append(
                f"New {rules.name} high score: {player.name} {totals[seat]} (was {top[0].total})"
            )
            high_score_seat = seat
    for seat, player in humans:
        before = best_before[seat]
        if seat != high_score_seat and before is not None and totals[seat] > before:
            lines.append(f"{player.name}: a new personal best, {totals[seat]} (was {before})")
    if daily is not None:
        lines.append(daily)
    return RecordNews(tuple(lines))

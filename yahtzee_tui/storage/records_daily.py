"""The daily challenges in the records: one day's results, and the best daily totals.

A daily challenge is a one-player game whose `games.daily` holds its date. Games with help (a
hint shown, a move undone) are listed with the day's results, marked; the best daily totals
leave them out unless asked, so that the table compares like with like.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import date
from typing import Any

from yahtzee_tui.engine import RuleSet, get_rules, rules_order
from yahtzee_tui.errors import GameError
from yahtzee_tui.i18n import N_, Message, Name
from yahtzee_tui.storage import records_rows as checked
from yahtzee_tui.storage.records_db import query
from yahtzee_tui.storage.records_read import Found


@dataclass(frozen=True)
class DailyResult:
    game_id: int
    day: str  # ISO date of the challenge
    rules: str
    name: str
    total: int
    assisted: bool
    played_at: str  # UTC, ISO 8601


DAILY_ROWS = (
    "SELECT g.id, g.daily, g.rules, r.name, r.total, g.assisted, g.played_at"
    " FROM games g JOIN results r ON r.game_id = g.id"
)


def daily_results(day: date, *, path: str | os.PathLike[str] | None = None) -> Found[DailyResult]:
    """Everyone's results of `day`'s challenges: by rule set (in the game's order), best first."""
    rows = query(
        path,
        f"{DAILY_ROWS} WHERE g.daily = ? ORDER BY r.total DESC, g.played_at, g.id",
        (day.isoformat(),),
    )
    found = _results(rows)
    found.sort(key=lambda result: rules_order(result.rules))
    return found


def best_daily(
    rules: str | RuleSet,
    limit: int = 10,
    *,
    with_assisted: bool = False,
    path: str | os.PathLike[str] | None = None,
) -> Found[DailyResult]:
    """The best daily-challenge totals under `rules` over all days, best first (the earlier
    of equal totals first); games with help only when `with_assisted`."""
    wanted = checked.check_limit(limit)
    rows = query(
        path,
        f"{DAILY_ROWS} WHERE g.daily IS NOT NULL AND g.rules = ? AND (g.assisted = 0 OR ?)"
        " ORDER BY r.total DESC, g.played_at, g.id LIMIT ?",
        (get_rules(rules).id, with_assisted, wanted),
    )
    return _results(rows)


def _results(rows: list[tuple[Any, ...]]) -> Found[DailyResult]:
    found: Found[DailyResult] = Found()
    for game_id, day, rules, name, total, assisted, played_at in rows:
        try:
            if not isinstance(day, str):
                raise checked.BadRow
            found.append(
                DailyResult(
                    checked.whole(game_id),
                    day,
                    checked.rules(rules),
                    checked.name(name),
                    checked.integer(total),
                    bool(checked.whole(assisted)),
                    checked.when(played_at),
                )
            )
        except checked.BadRow:
            found.skipped += 1
    return found


def check_daily_unplayed(
    rules: str, name: str, day: date, *, path: str | os.PathLike[str] | None = None
) -> None:
    """GameError in one line when `name` has played `day`'s `rules` challenge already: each
    player plays a day's dice once, so that every result of the day is a first try."""
    key = name.casefold()
    for result in daily_results(day, path=path):
        if result.rules == rules and result.name.casefold() == key:
            ruleset = get_rules(rules)
            raise GameError(
                Message(
                    N_(
                        "{player} has played today's {rules} challenge ({points} points):"
                        " new dice come tomorrow"
                    ),
                    player=result.name,
                    rules=Name(ruleset.name, ruleset.id),
                    points=result.total,
                )
            )

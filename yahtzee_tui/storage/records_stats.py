"""A player's recorded games one by one, oldest first: what the Stats screen and the charts draw.

Each game gives the player's total, whether it was assisted or a daily challenge, the upper
bonuses and five-alike turns, and the final card when the whole game is kept (games recorded
before that have none, and count everywhere but in the averages per box).
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from yahtzee_tui.engine import RuleSet, get_rules
from yahtzee_tui.storage import records_rows as checked
from yahtzee_tui.storage.records_db import query
from yahtzee_tui.storage.records_read import Found
from yahtzee_tui.storage.saves import MAX_SAVE_BYTES


@dataclass(frozen=True)
class PlayedGame:
    """One recorded game of one player."""

    game_id: int
    seat: int
    played_at: str  # UTC, ISO 8601
    rules: str
    name: str  # as recorded then
    total: int
    assisted: bool
    daily: str | None
    upper_bonuses: int  # upper sections that earned their bonus
    upper_sections: int  # 1, or one per column for Yamb
    fives: int  # turns that rolled five alike
    card: Mapping[str, int] | None  # the final card, when the whole game is kept


def player_games(
    name: str,
    rules: str | RuleSet | None = None,
    *,
    path: str | os.PathLike[str] | None = None,
) -> Found[PlayedGame]:
    """The player's recorded games (names match without regard to case), oldest first."""
    rules_id = None if rules is None else get_rules(rules).id
    rows = query(
        path,
        "SELECT g.id, g.played_at, g.rules, r.name, r.total, g.assisted, g.daily,"
        " r.upper_bonuses, r.upper_sections, r.yahtzees, r.seat, g.game"
        " FROM results r JOIN games g ON g.id = r.game_id"
        " WHERE r.name_key = ? AND (g.rules = ? OR ? IS NULL)"
        " ORDER BY g.played_at, g.id",
        (name.strip().casefold(), rules_id, rules_id),
    )
    found: Found[PlayedGame] = Found()
    for row in rows:
        try:
            found.append(_played(row))
        except checked.BadRow:
            found.skipped += 1
    return found


def _played(row: tuple[Any, ...]) -> PlayedGame:
    game_id, played_at, rules, name, total, assisted, daily = row[:7]
    earned, sections, fives, seat, game = row[7:]
    if daily is not None and not isinstance(daily, str):
        raise checked.BadRow
    earned, sections, seat = checked.whole(earned), checked.whole(sections, 1), checked.whole(seat)
    if earned > sections:
        raise checked.BadRow
    return PlayedGame(
        checked.whole(game_id),
        seat,
        checked.when(played_at),
        checked.rules(rules),
        checked.name(name),
        checked.integer(total),
        bool(checked.whole(assisted)),
        daily,
        earned,
        sections,
        checked.whole(fives),
        _card(game, seat),
    )


def _card(game: object, seat: int) -> dict[str, int] | None:
    """The seat's final card from a kept game; None when the game was not kept or its card
    cannot be read (the rest of the row still counts)."""
    if not isinstance(game, str) or len(game) > MAX_SAVE_BYTES:
        return None
    try:
        sheets = json.loads(game).get("sheets")
        sheet = sheets[seat]
    except (ValueError, RecursionError, AttributeError, TypeError, IndexError, KeyError):
        return None
    if not isinstance(sheet, dict):
        return None
    card = {key: value for key, value in sheet.items() if isinstance(key, str)}
    if any(isinstance(value, bool) or not isinstance(value, int) for value in card.values()):
        return None
    return card


def player_names(*, path: str | os.PathLike[str] | None = None) -> list[str]:
    """The human players in the records, the one who played last first (each name as last
    recorded; names that differ only in case are one player)."""
    rows = query(
        path,
        "SELECT r.name, r.name_key, MAX(g.played_at) AS last"
        " FROM results r JOIN games g ON g.id = r.game_id WHERE r.kind = 'human'"
        " GROUP BY r.name_key ORDER BY last DESC, r.name_key",
    )
    return [name for name, _, _ in rows if isinstance(name, str) and name.strip()]

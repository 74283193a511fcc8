"""Reading the records: high scores, players' figures and recent games, row by checked row.

The database is a file the player may edit by hand, so every row is checked as it is read: a
row that does not describe a real result (a total that is not a number, a breakdown that is not
JSON, an unknown rule set...) is left out and counted, never a crash. Each query returns a
`Found` list whose `skipped` says how many rows it left out.
"""

from __future__ import annotations

import itertools
import json
import os
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Generic, TypeVar

from yahtzee_tui.engine import OFFERED_RULE_SETS, RuleSet, get_rules, rules_order
from yahtzee_tui.errors import GameError
from yahtzee_tui.i18n import N_, Message, ngettext
from yahtzee_tui.storage.records_db import connect, records_path

T = TypeVar("T")


class Found(list[T], Generic[T]):
    """The rows that read well; `skipped` counts those that did not."""

    def __init__(self, items: list[T] | None = None, skipped: int = 0) -> None:
        super().__init__(items or [])
        self.skipped = skipped


@dataclass(frozen=True)
class PlayerResult:
    """One player's line of a recorded game."""

    seat: int
    name: str
    kind: str  # "human" | "computer"
    level: str | None
    total: int
    place: int  # equal totals share a place
    yahtzees: int  # turns that rolled five of a kind (Yamb: five or six)
    upper_bonuses: int
    upper_sections: int
    breakdown: Mapping[str, int]  # `player_totals` of the final sheet


@dataclass(frozen=True)
class GameRecord:
    id: int
    rules: str
    played_at: str
    seed: int
    results: tuple[PlayerResult, ...]  # best place first, then seat order


@dataclass(frozen=True)
class HighScore:
    game_id: int
    rules: str
    played_at: str
    name: str
    kind: str
    level: str | None
    total: int
    place: int
    players: int


@dataclass(frozen=True)
class PlayerStats:
    """A player's figures under one rule set."""

    name: str  # as last recorded
    rules: str
    games: int
    wins: int  # first places, shared ones included, in games of two or more players
    average: float
    best: int
    worst: int
    upper_bonus_rate: float  # share of upper sections (Yamb: columns) that earned the bonus
    yahtzees: int


def skipped_note(skipped: int) -> str | None:
    """One line for rows left out of an answer, or None when none were."""
    if skipped <= 0:
        return None
    # Called where the note is shown: said at once, in the player's language.
    return ngettext(
        "{count} damaged row of the records database was skipped",
        "{count} damaged rows of the records database were skipped",
        skipped,
    ).format(count=skipped)


# --- queries -------------------------------------------------------------------------------


def high_scores(
    rules: str | RuleSet,
    limit: int = 10,
    humans_only: bool = True,
    *,
    path: str | os.PathLike[str] | None = None,
) -> Found[HighScore]:
    """The best totals under `rules`, best first; the earlier of equal totals first."""
    ruleset = get_rules(rules)
    wanted = _check_limit(limit)
    found: Found[HighScore] = Found()
    with _rows(
        path,
        "SELECT g.id, g.rules, g.played_at, r.name, r.kind, r.level, r.total, r.place, g.players"
        " FROM results r JOIN games g ON g.id = r.game_id"
        " WHERE g.rules = ? AND (r.kind = 'human' OR NOT ?)"
        " ORDER BY r.total DESC, g.played_at, g.id, r.seat",
        (ruleset.id, humans_only),
    ) as rows:
        for game_id, rules_id, played_at, name, kind, level, total, place, players in rows:
            try:
                found.append(
                    HighScore(
                        _whole(game_id),
                        _rules(rules_id),
                        _when(played_at),
                        _name(name),
                        _kind(kind),
                        _level(level),
                        _integer(total),
                        _whole(place, 1),
                        _whole(players, 1),
                    )
                )
            except _BadRow:
                found.skipped += 1
                continue
            if len(found) == wanted:
                break
    return found


def player_stats(
    name: str,
    rules: str | RuleSet | None = None,
    *,
    path: str | os.PathLike[str] | None = None,
) -> Found[PlayerStats]:
    """The player's figures, one entry per rule set played (only `rules` when given).

    Totals of different rule sets are not comparable, so they are never averaged together.
    Names match without regard to case, as players' names do in a game.
    """
    rules_id = None if rules is None else get_rules(rules).id
    key = name.strip().casefold()
    found: Found[PlayerStats] = Found()
    per_rules: dict[str, list[tuple[int, int, int, int, int]]] = {}
    shown = name
    with _rows(
        path,
        "SELECT g.rules, g.players, r.name, r.total, r.place, r.upper_bonuses,"
        " r.upper_sections, r.yahtzees"
        " FROM results r JOIN games g ON g.id = r.game_id WHERE r.name_key = ?"
        " ORDER BY g.id",
        (key,),
    ) as rows:
        for row in rows:
            try:
                rules_played, players, name_here = _rules(row[0]), _whole(row[1], 1), _name(row[2])
                total = _integer(row[3])
                place, earned, sections, yahtzees = (_whole(value) for value in row[4:])
                if place < 1 or sections < 1 or earned > sections:
                    raise _BadRow
            except _BadRow:
                found.skipped += 1
                continue
            shown = name_here  # the name as last recorded, under any rule set
            if rules_id is None or rules_played == rules_id:
                win = int(place == 1 and players > 1)
                per_rules.setdefault(rules_played, []).append(
                    (total, win, earned, sections, yahtzees)
                )
    # In the order the game offers its rule sets.
    for rules_played in sorted(per_rules, key=rules_order):
        games = per_rules[rules_played]
        totals = [game[0] for game in games]
        found.append(
            PlayerStats(
                shown,
                rules_played,
                len(games),
                sum(game[1] for game in games),
                sum(totals) / len(totals),
                max(totals),
                min(totals),
                sum(game[2] for game in games) / sum(game[3] for game in games),
                sum(game[4] for game in games),
            )
        )
    return found


def rules_played(*, path: str | os.PathLike[str] | None = None) -> list[RuleSet]:
    """Every rule set the game offers by name, then each table of its own Yamb rules the
    records hold a game of, in the order the game lists them."""
    found = dict(OFFERED_RULE_SETS)
    with _rows(path, "SELECT DISTINCT rules FROM games", ()) as rows:
        for (rules_id,) in rows:
            try:
                found.setdefault(_rules(rules_id), get_rules(rules_id))
            except _BadRow:
                continue
    return [found[rules_id] for rules_id in sorted(found, key=rules_order)]


def recent_games(
    limit: int = 10, *, path: str | os.PathLike[str] | None = None
) -> Found[GameRecord]:
    """The last games recorded, newest first, each with every player's result."""
    wanted = _check_limit(limit)
    found: Found[GameRecord] = Found()
    with _rows(
        path,
        "SELECT g.id, g.rules, g.played_at, g.seed, r.seat, r.name, r.kind, r.level, r.total,"
        " r.place, r.yahtzees, r.upper_bonuses, r.upper_sections, r.breakdown"
        " FROM games g JOIN results r ON r.game_id = g.id"
        " ORDER BY g.played_at DESC, g.id DESC, r.place, r.seat",
        (),
    ) as rows:
        game: list[tuple[Any, ...]] = []
        # A game is the run of rows with its id; the None after the last row ends the last.
        for row in itertools.chain(rows, [None]):
            if game and (row is None or row[0] != game[0][0]):
                try:
                    found.append(_game_record(game))
                except _BadRow:
                    found.skipped += 1
                if len(found) == wanted:
                    break
                game = []
            if row is not None:
                game.append(row)
    return found


def _game_record(rows: list[tuple[Any, ...]]) -> GameRecord:
    game_id, rules_id, played_at, seed = rows[0][:4]
    results = []
    for row in rows:
        seat, name, kind, level, total, place, yahtzees, bonuses, sections, breakdown = row[4:]
        results.append(
            PlayerResult(
                _whole(seat),
                _name(name),
                _kind(kind),
                _level(level),
                _integer(total),
                _whole(place, 1),
                _whole(yahtzees),
                _whole(bonuses),
                _whole(sections, 1),
                _breakdown(breakdown),
            )
        )
    return GameRecord(
        _whole(game_id), _rules(rules_id), _when(played_at), _seed(seed), tuple(results)
    )


@contextmanager
def _rows(
    path: str | os.PathLike[str] | None, sql: str, params: tuple[Any, ...]
) -> Iterator[Iterator[tuple[Any, ...]]]:
    """The rows of one read, fetched as they are needed (the connection stays open for the
    block); none when nothing is recorded yet, without creating the file to say so."""
    target = records_path(path)
    if not target.exists():
        yield iter(())
        return
    with connect(target) as db:
        yield db.execute(sql, params)


def _check_limit(limit: int) -> int:
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
        raise GameError(
            Message(N_("a limit is a whole number of at least 1, got {text}"), text=repr(limit))
        )
    return limit


# --- checking one value --------------------------------------------------------------------


class _BadRow(Exception):
    """A value that no recorded game could have written."""


def _integer(value: object) -> int:
    """A total or a part of one (Yamb's middle section may be below zero)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise _BadRow
    return value


def _whole(value: object, least: int = 0) -> int:
    number = _integer(value)
    if number < least:
        raise _BadRow
    return number


def _rules(value: object) -> str:
    """A rule-set id the game knows: a game, a Yamb preset, or a Yamb table's own rules."""
    if not isinstance(value, str):
        raise _BadRow
    try:
        if get_rules(value).id != value:
            raise _BadRow
    except GameError:
        raise _BadRow from None
    return value


def _when(value: object) -> str:
    if not isinstance(value, str):
        raise _BadRow
    try:
        datetime.fromisoformat(value)
    except ValueError:
        raise _BadRow from None
    return value


def _seed(value: object) -> int:
    if isinstance(value, str) and value.isascii() and value.isdigit():
        return int(value)
    return _whole(value)


def _name(value: object) -> str:
    if not isinstance(value, str) or not value.strip():
        raise _BadRow
    return value


def _kind(value: object) -> str:
    if value not in ("human", "computer"):
        raise _BadRow
    return str(value)


def _level(value: object) -> str | None:
    if value is not None and not isinstance(value, str):
        raise _BadRow
    return value


def _breakdown(value: object) -> dict[str, int]:
    if not isinstance(value, str):
        raise _BadRow
    try:
        data = json.loads(value)
    except (ValueError, RecursionError):
        raise _BadRow from None
    if not isinstance(data, dict):
        raise _BadRow
    return {_name(key): _integer(points) for key, points in data.items()}

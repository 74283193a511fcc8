"""The daily challenge on the records screen: today's results and the best daily totals."""

from __future__ import annotations

from datetime import date

from rich import box as rich_box
from rich.table import Table
from rich.text import Text

from yahtzee_tui.engine import get_rules
from yahtzee_tui.game import GameState
from yahtzee_tui.game.daily import parse_day
from yahtzee_tui.storage.records import rules_played
from yahtzee_tui.storage.records_daily import DailyResult, best_daily, daily_results

BEST_DAILIES_SHOWN = 5
ASSISTED_MARK = " (assisted)"


def daily_table(rows: list[DailyResult], by_day: bool) -> Table:
    """Rank, player (literally; assisted games say so), total, and the rule set or the day."""
    table = Table(box=rich_box.SIMPLE_HEAD, padding=(0, 1), show_edge=False)
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column("player", no_wrap=True)
    table.add_column("total", justify="right", no_wrap=True)
    table.add_column("day" if by_day else "rule set", no_wrap=True)
    for rank, row in enumerate(rows, start=1):
        name = Text(row.name)
        if row.assisted:
            name.append(ASSISTED_MARK, style="dim")
        where = row.day if by_day else get_rules(row.rules).name
        table.add_row(str(rank), name, Text(str(row.total), style="bold"), where)
    return table


def daily_parts(day: date) -> list[tuple[str, Table]]:
    """(title, table) for `day`'s results and each rule set's best dailies, when there are
    any; nothing before the first daily challenge is recorded."""
    parts = []
    today = daily_results(day)
    if today:
        parts.append((f"Daily challenge · {day.isoformat()}", daily_table(today, False)))
    for rules in rules_played():
        best = best_daily(rules, BEST_DAILIES_SHOWN)
        if best:
            parts.append((f"Best dailies · {rules.name}", daily_table(best, True)))
    return parts


def daily_news(state: GameState, game_id: int) -> str | None:
    """Where a finished daily challenge stands among the day's results under its rule set:
    `Daily challenge of 2025-03-04: Ann is 2nd of 5 so far today`; None for other games."""
    if state.daily is None:
        return None
    results = [r for r in daily_results(parse_day(state.daily)) if r.rules == state.rules_id]
    mine = next((r for r in results if r.game_id == game_id), None)
    if mine is None:
        return None
    place = 1 + sum(r.total > mine.total for r in results)
    return (
        f"Daily challenge of {state.daily}: {mine.name} is {_place(place)} of {len(results)} "
        "so far that day"
    )


def _place(place: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(place, f"{place}th")

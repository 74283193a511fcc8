"""The daily challenge on the records screen: today's results and the best daily totals."""

from __future__ import annotations

from datetime import date

from rich import box as rich_box
from rich.table import Table
from rich.text import Text

from yahtzee_tui.engine import get_rules
from yahtzee_tui.game import GameState
from yahtzee_tui.game.daily import parse_day
from yahtzee_tui.i18n import _
from yahtzee_tui.storage.records import rules_played
from yahtzee_tui.storage.records_daily import DailyResult, best_daily, daily_results
from yahtzee_tui.tui.views.day_words import day_words
from yahtzee_tui.tui.views.results import place_word
from yahtzee_tui.tui.views.vocabulary import rules_name

BEST_DAILIES_SHOWN = 5


def daily_table(rows: list[DailyResult], by_day: bool) -> Table:
    """Rank, player (literally; assisted games say so), total, and the rule set or the day."""
    table = Table(box=rich_box.SIMPLE_HEAD, padding=(0, 1), show_edge=False)
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column(_("player"), no_wrap=True)
    table.add_column(_("total"), justify="right", no_wrap=True)
    table.add_column(_("day") if by_day else _("rule set"), no_wrap=True)
    for rank, row in enumerate(rows, start=1):
        name = Text(row.name)
        if row.assisted:
            name.append(" " + _("(assisted)"), style="dim")
        where = day_words(row.day) if by_day else rules_name(get_rules(row.rules))
        table.add_row(str(rank), name, Text(str(row.total), style="bold"), where)
    return table


def daily_parts(day: date) -> list[tuple[str, Table]]:
    """(title, table) for `day`'s results and each rule set's best dailies, when there are
    any; nothing before the first daily challenge is recorded."""
    parts = []
    today = daily_results(day)
    if today:
        title = _("Daily challenge · {day}").format(day=day_words(day))
        parts.append((title, daily_table(today, False)))
    for rules in rules_played():
        best = best_daily(rules, BEST_DAILIES_SHOWN)
        if best:
            title = _("Best dailies · {rules}").format(rules=rules_name(rules))
            parts.append((title, daily_table(best, True)))
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
    return _("Daily challenge of {day}: {name} is {place} of {count} so far that day").format(
        day=day_words(state.daily), name=mine.name, place=place_word(place), count=len(results)
    )

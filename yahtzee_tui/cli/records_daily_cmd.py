"""`yahtzee-tui records --daily [DAY]`: a day's daily-challenge results and the best dailies."""

from __future__ import annotations

import json
from dataclasses import asdict
from datetime import date

from rich.table import Table

from yahtzee_tui.cli.output import output_console
from yahtzee_tui.engine import RuleSet, get_rules
from yahtzee_tui.game.daily import parse_day
from yahtzee_tui.i18n import N_, _
from yahtzee_tui.storage.records import rules_played
from yahtzee_tui.storage.records_daily import DailyResult, best_daily, daily_results
from yahtzee_tui.tui.views.daily_records import daily_table
from yahtzee_tui.tui.views.day_words import day_words
from yahtzee_tui.tui.views.vocabulary import rules_name

ASSISTED_NOTE = N_(
    "assisted: a hint was shown or a move undone; the best dailies leave such games out"
)


def print_daily(day_text: str | None, rules: RuleSet | None, as_json: bool) -> int:
    """Print `day_text`'s results (today's when None) and the best daily totals."""
    day = date.today() if day_text is None else parse_day(day_text)
    results = [result for result in daily_results(day) if rules is None or result.rules == rules.id]
    chosen = [rules] if rules is not None else rules_played()
    bests = {ruleset.id: best_daily(ruleset) for ruleset in chosen}
    bests = {rules_id: rows for rules_id, rows in bests.items() if rows}
    if as_json:
        data = {
            "day": day.isoformat(),
            "results": [asdict(result) for result in results],
            "best": {rules_id: [asdict(row) for row in rows] for rules_id, rows in bests.items()},
        }
        print(json.dumps(data))
        return 0
    console = output_console()
    if results:
        title = _("Daily challenge of {day}").format(day=day_words(day))
        console.print(_titled(title, results, False))
    else:
        console.print(_("no daily challenge of {day} recorded yet").format(day=day_words(day)))
    for rules_id, rows in bests.items():
        title = _("{rules}: best dailies").format(rules=rules_name(get_rules(rules_id)))
        console.print(_titled(title, rows, True))
    if any(result.assisted for result in results):
        console.print(_(ASSISTED_NOTE))
    return 0


def _titled(title: str, rows: list[DailyResult], by_day: bool) -> Table:
    table = daily_table(rows, by_day)
    table.title = title
    return table

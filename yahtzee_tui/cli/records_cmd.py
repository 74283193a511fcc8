"""`yahtzee-tui records`: high scores per rule set, or one player's statistics."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict

from rich.table import Table
from rich.text import Text

from yahtzee_tui.cli.output import output_console
from yahtzee_tui.cli.records_extra import extra_wanted, run_extra
from yahtzee_tui.cli.records_words import nothing_for
from yahtzee_tui.engine import RuleSet, get_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.i18n import _, decimal, percentage, pgettext, translate
from yahtzee_tui.storage.finishing import record_waiting_games
from yahtzee_tui.storage.records import (
    HighScore,
    PlayerStats,
    high_scores,
    player_stats,
    rules_played,
    skipped_note,
)
from yahtzee_tui.tui.views.day_words import day_words
from yahtzee_tui.tui.views.vocabulary import rules_name


def run(args: argparse.Namespace) -> int:
    rules: RuleSet | None = args.rules
    # Finished games whose saves wait for the records (the database failed as they ended).
    for waiting in record_waiting_games():
        print(_("yahtzee-tui: {note}").format(note=translate(waiting.line)), file=sys.stderr)
    if extra_wanted(args):
        return run_extra(args)
    if args.player is not None:
        name = args.player.strip()
        if not name:
            raise GameError(_("--player needs a name"))
        stats = player_stats(name, rules)
        _say_skipped(stats.skipped)
        _print_stats(name, rules, stats, args.json)
        return 0
    chosen = [rules] if rules is not None else rules_played()
    found = {ruleset.id: high_scores(ruleset) for ruleset in chosen}
    _say_skipped(sum(rows.skipped for rows in found.values()))
    scores = {rules_id: rows for rules_id, rows in found.items() if rows}
    if args.json:
        print(json.dumps({"high_scores": {k: [asdict(s) for s in v] for k, v in scores.items()}}))
        return 0
    if not scores:
        print(_nothing_yet(chosen, rules))
        return 0
    console = output_console()
    for rules_id, rows in scores.items():
        console.print(_high_score_table(get_rules(rules_id), rows))
    return 0


def _say_skipped(skipped: int) -> None:
    """Rows of a hand-edited database that were left out: one line on stderr."""
    note = skipped_note(skipped)
    if note is not None:
        print(_("yahtzee-tui: {note}").format(note=note), file=sys.stderr)


def _nothing_yet(chosen: list[RuleSet], rules: RuleSet | None) -> str:
    humans = any(high_scores(ruleset, 1, humans_only=False) for ruleset in chosen)
    if rules is None:
        if humans:
            return _("no games by human players recorded yet")
        return _("no games recorded yet")
    if humans:
        return _("no {rules} games by human players recorded yet").format(rules=rules_name(rules))
    return _("no {rules} games recorded yet").format(rules=rules_name(rules))


def _high_score_table(rules: RuleSet, rows: list[HighScore]) -> Table:
    table = Table(title=_("{rules} high scores").format(rules=rules_name(rules)))
    table.add_column("#", justify="right")
    table.add_column(_("player"))
    table.add_column(_("total"), justify="right")
    table.add_column(_("place"))
    table.add_column(_("date"))
    table.add_column(_("game"), justify="right")
    rank = 0
    for position, row in enumerate(rows, start=1):
        # Equal totals share a rank, as they share a place in a game.
        if position == 1 or row.total != rows[position - 2].total:
            rank = position
        place = _("solo") if row.players == 1 else _place(row.place, row.players)
        # A name is the player's own text: never read as markup.
        row_words = (str(rank), Text(row.name), str(row.total), place, day_words(row.played_at))
        table.add_row(*row_words, str(row.game_id))
    table.caption = _("review a game with: yahtzee-tui review --game ID")
    return table


def _print_stats(name: str, rules: RuleSet | None, stats: list[PlayerStats], as_json: bool) -> None:
    if as_json:
        print(json.dumps({"player": name, "stats": [asdict(entry) for entry in stats]}))
        return
    if not stats:
        print(nothing_for(name, rules))
        return
    table = Table(title=Text(stats[0].name))
    table.add_column(_("rules"))
    for heading in (
        _("games"),
        _("wins"),
        _("average"),
        pgettext("a player's total", "best"),
        _("worst"),
        _("upper bonus"),
        _("five alike"),  # Yahtzee's Yahtzee, Yatzy's Yatzy, Yamb's Yamb
    ):
        table.add_column(heading, justify="right")
    for entry in stats:
        table.add_row(
            rules_name(get_rules(entry.rules)),
            str(entry.games),
            str(entry.wins),
            decimal(entry.average),
            str(entry.best),
            str(entry.worst),
            percentage(100 * entry.upper_bonus_rate),
            str(entry.yahtzees),
        )
    table.caption = _("wins count games of two or more players; five alike: turns that rolled it")
    output_console().print(table)


def _place(place: int, players: int) -> str:
    """A place in a game of `players`: `1st of 3` (hr `1. od 3`)."""
    if place == 1:
        return pgettext("place in a game", "1st of {players}").format(players=players)
    if place == 2:
        return pgettext("place in a game", "2nd of {players}").format(players=players)
    if place == 3:
        return pgettext("place in a game", "3rd of {players}").format(players=players)
    return pgettext("place in a game", "{place}th of {players}").format(
        place=place, players=players
    )

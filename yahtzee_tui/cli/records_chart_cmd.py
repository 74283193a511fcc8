"""`yahtzee-tui records --player NAME --chart`: the Stats screen's charts, printed.

For each rule set the player has played (or the one `--rules` names): the figures against the
optimal player's, then the totals over time, the spread of totals, the average per box and the
review's accuracy of each game kept whole. The
optimal player's figures are computed once (a few seconds to a minute) and kept in the cache
folder; a line on stderr says so while it happens.
"""

from __future__ import annotations

import shutil
import sys
from functools import partial

from rich.console import Console
from rich.text import Text
from textual_plotext import Plot

from yahtzee_tui.cli.output import output_console
from yahtzee_tui.cli.records_words import nothing_for
from yahtzee_tui.engine import RuleSet
from yahtzee_tui.i18n import _, ngettext
from yahtzee_tui.storage.records_games import recorded_game
from yahtzee_tui.storage.records_stats import player_games
from yahtzee_tui.strategy.optimal_profile import optimal_profile
from yahtzee_tui.tui.views.stats_charts import (
    draw_accuracy,
    draw_boxes,
    draw_distribution,
    draw_totals,
)
from yahtzee_tui.tui.views.stats_figures import (
    accuracy_over_time,
    figures_by_rules,
    review_accuracy,
    summary_table,
)
from yahtzee_tui.tui.views.vocabulary import rules_name

CHART_HEIGHT = 20


def print_charts(name: str, rules: RuleSet | None) -> int:
    games = player_games(name, rules)
    if games.skipped:
        said = ngettext(
            "yahtzee-tui: {n} damaged row was skipped",
            "yahtzee-tui: {n} damaged rows were skipped",
            games.skipped,
        )
        print(said.format(n=games.skipped), file=sys.stderr)
    if not games:
        print(nothing_for(name, rules))
        return 0
    console = output_console()
    width = min(120, shutil.get_terminal_size((100, 24)).columns)
    for figures in figures_by_rules(name, games):
        # Said only when they are worked out now: from the cache they come at once.
        working = _("yahtzee-tui: working out the {rules} optimal player's figures…").format(
            rules=rules_name(figures.rules)
        )
        profile = optimal_profile(figures.rules, announce=partial(print, working, file=sys.stderr))
        console.print(Text(f"{figures.name} · {rules_name(figures.rules)}", style="bold"))
        console.print(summary_table(figures, profile))
        for draw in (draw_totals, draw_distribution, draw_boxes):
            plot = Plot()
            draw(plot, figures, profile)
            _print(console, plot, width)
        plot = Plot()
        series = accuracy_over_time(figures.games, recorded_game, review_accuracy)
        draw_accuracy(plot, figures, *series)
        _print(console, plot, width)
    return 0


def _print(console: Console, plot: Plot, width: int) -> None:
    """The chart through Rich: in colour on a terminal, plain text into a file or a pipe."""
    plot.plotsize(width, CHART_HEIGHT)
    plot.theme("clear")
    console.print(Text.from_ansi(plot.build()), soft_wrap=True)

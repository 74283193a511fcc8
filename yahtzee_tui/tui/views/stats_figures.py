"""A player's figures under one rule set, games without help and assisted games apart, beside
the optimal player's: what the Stats screen and `records --player NAME --chart` show.

No screen library here: plain numbers, drawn by `stats_charts`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rich import box as rich_box
from rich.table import Table
from rich.text import Text

from yahtzee_tui.engine import RuleSet, get_rules, rules_order
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState
from yahtzee_tui.i18n import _, decimal, percentage, pgettext
from yahtzee_tui.storage.records_stats import PlayedGame
from yahtzee_tui.strategy.optimal_profile import OptimalProfile
from yahtzee_tui.strategy.review import review

# Points per bin of the totals' distribution.
BIN_WIDTH = {"yamb": 50}
DEFAULT_BIN_WIDTH = 20


@dataclass(frozen=True)
class Summary:
    """Figures of a group of games (a player's own, or the optimal player's)."""

    games: int
    average: float | None
    best: int | None
    upper_bonus_rate: float | None  # share of upper sections that earned the bonus
    five_alike_rate: float | None  # share of games with five alike rolled


@dataclass(frozen=True)
class Figures:
    name: str
    rules: RuleSet
    own: tuple[PlayedGame, ...]  # games without help, oldest first
    assisted: tuple[PlayedGame, ...]  # games with a hint shown or a move undone

    @property
    def games(self) -> tuple[PlayedGame, ...]:
        return tuple(sorted((*self.own, *self.assisted), key=lambda g: (g.played_at, g.game_id)))

    def summary(self, assisted: bool = False) -> Summary:
        return summarize(self.assisted if assisted else self.own)

    def totals_over_time(self) -> tuple[list[int], list[int], list[int], list[int]]:
        """(game numbers, totals) of the games without help, then of the assisted ones: the
        numbers count every game of the rule set in order of play, so both share one axis."""
        own_x: list[int] = []
        own_y: list[int] = []
        help_x: list[int] = []
        help_y: list[int] = []
        for number, game in enumerate(self.games, start=1):
            xs, ys = (help_x, help_y) if game.assisted else (own_x, own_y)
            xs.append(number)
            ys.append(game.total)
        return own_x, own_y, help_x, help_y

    def box_means(self, assisted: bool = False) -> dict[str, float] | None:
        """Average points per box over the games without help (or the `assisted` ones) whose
        card is kept (Yamb: per row, over its columns); None when there is no such game."""
        games = self.assisted if assisted else self.own
        cards = [game.card for game in games if game.card is not None]
        if not cards:
            return None
        means = {}
        for box in self.rules.box_ids:
            if self.rules.is_yamb:
                cells = [f"{column}.{box}" for column in self.rules.column_ids]
            else:
                cells = [box]
            values = [card.get(cell, 0) for card in cards for cell in cells]
            means[box] = sum(values) / len(values)
        return means


def summarize(games: Sequence[PlayedGame]) -> Summary:
    if not games:
        return Summary(0, None, None, None, None)
    totals = [game.total for game in games]
    sections = sum(game.upper_sections for game in games)
    return Summary(
        len(games),
        sum(totals) / len(totals),
        max(totals),
        sum(game.upper_bonuses for game in games) / sections,
        sum(game.fives > 0 for game in games) / len(games),
    )


def optimal_summary(profile: OptimalProfile) -> Summary:
    totals = profile.totals
    return Summary(
        profile.games,
        float(totals.mean()),
        int(totals.max()),
        profile.upper_bonus_rate,
        profile.five_alike_rate,
    )


def figures_by_rules(name: str, games: Sequence[PlayedGame]) -> list[Figures]:
    """The player's figures per rule set played, in the order the game offers them."""
    per_rules: dict[str, list[PlayedGame]] = {}
    for game in games:
        per_rules.setdefault(game.rules, []).append(game)
    shown = games[-1].name if games else name
    return [
        Figures(
            shown,
            get_rules(rules_id),
            tuple(game for game in per_rules[rules_id] if not game.assisted),
            tuple(game for game in per_rules[rules_id] if game.assisted),
        )
        for rules_id in sorted(per_rules, key=rules_order)
    ]


def bin_width(rules: RuleSet) -> int:
    return BIN_WIDTH.get(rules.id, DEFAULT_BIN_WIDTH)


def distribution(totals: Sequence[int], low: int, high: int, width: int) -> list[float]:
    """Share of all `totals` in each bin of `width` points from `low` (inclusive) to `high`
    (totals outside are counted in the whole but fall in no bin)."""
    bins = [0] * max(1, (high - low) // width)
    for total in totals:
        if low <= total < high:
            bins[(total - low) // width] += 1
    count = max(1, len(totals))
    return [hits / count for hits in bins]


def distribution_range(
    rules: RuleSet, own: Sequence[int], optimal: Sequence[int]
) -> tuple[int, int]:
    """Bin edges, to whole bins, around every total of the player's and the middle 96 % of
    the optimal player's (whose rare huge totals would squeeze the rest into a corner)."""
    width = bin_width(rules)
    ranked = sorted(optimal)
    middle = ranked[len(ranked) // 50 : len(ranked) - len(ranked) // 50] if ranked else []
    everything = [*own, *middle]
    low = min(everything) // width * width
    high = (max(everything) // width + 1) * width
    return low, high


def accuracy_over_time(
    games: Sequence[PlayedGame],
    read_game: Callable[[int], GameState],
    accuracy: Callable[[GameState, int], float | None],
) -> tuple[list[int], list[float]]:
    """(game numbers, accuracy) of the games whose whole game is kept, by the review's
    accuracy figure (`accuracy(state, seat)`); games it cannot read or rate are left out."""
    numbers, figures = [], []
    for number, game in enumerate(games, start=1):
        if game.card is None:
            continue
        try:
            state = read_game(game.game_id)
        except GameError:
            continue
        figure = accuracy(state, game.seat)
        if figure is not None:
            numbers.append(number)
            figures.append(figure)
    return numbers, figures


def review_accuracy(state: GameState, seat: int) -> float | None:
    """The review's accuracy figure of `seat` in a finished game (docs/strategy.md)."""
    return review(state).players[seat].accuracy


def best_name(profile: OptimalProfile) -> str:
    """What the best player of a profile is called: the expert computer (Yamb) or optimal."""
    return _("expert") if profile.player == "expert" else _("optimal")


def _rate(rate: float | None) -> str:
    return "–" if rate is None else percentage(100 * rate)


def summary_table(figures: Figures, profile: OptimalProfile | None) -> Table:
    """Games, average, best and the rates: own games, assisted games, the optimal player."""
    table = Table(box=rich_box.SIMPLE_HEAD, padding=(0, 1), show_edge=False)
    table.add_column("")
    columns: list[tuple[str, Summary | None]] = [(_("own"), figures.summary())]
    if figures.assisted:
        columns.append((_("assisted"), figures.summary(assisted=True)))
    best = None if profile is None else optimal_summary(profile)
    columns.append((best_name(profile) if profile else _("optimal"), best))
    for heading, _summary in columns:
        table.add_column(heading, justify="right")
    rows: list[tuple[str, Callable[[Summary], str]]] = [
        (_("games"), lambda s: decimal(s.games, 0, grouped=True)),
        (_("average"), lambda s: "–" if s.average is None else decimal(s.average)),
        (pgettext("a player's total", "best"), lambda s: "–" if s.best is None else str(s.best)),
        (_("upper bonus"), lambda s: _rate(s.upper_bonus_rate)),
        (_("five alike"), lambda s: _rate(s.five_alike_rate)),
    ]
    for label, show in rows:
        cells = (Text("…") if s is None else Text(show(s)) for _heading, s in columns)
        table.add_row(label, *cells)
    return table

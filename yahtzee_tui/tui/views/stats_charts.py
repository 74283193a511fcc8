"""The Stats charts, drawn on a plotext figure: the Stats screen's `PlotextPlot.plt` or the
figure `records --player NAME --chart` prints. Each function clears the figure and draws one
chart from `stats_figures`; the optimal player's part is left out while it is computed.
The figure is given: the views load no Textual (textual_plotext's `Plot` brings it)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from yahtzee_tui.engine import UPPER_IDS
from yahtzee_tui.i18n import _, pgettext
from yahtzee_tui.strategy.optimal_profile import OptimalProfile
from yahtzee_tui.tui.views.card_words import yamb_row_labels
from yahtzee_tui.tui.views.chart_ticks import whole_ticks
from yahtzee_tui.tui.views.stats_figures import (
    Figures,
    best_name,
    bin_width,
    distribution,
    distribution_range,
)
from yahtzee_tui.tui.views.vocabulary import box_label, rules_name

if TYPE_CHECKING:
    from textual_plotext import Plot

OWN, ASSISTED, BEST = "cyan", "orange", "green"


def short_names() -> dict[str, str]:
    """Box names short enough for a bar chart's axis (a dozen or more boxes side by side)."""
    return {
        **{
            box: pgettext("box, chart axis", "{face}s").format(face=face)
            for face, box in enumerate(UPPER_IDS, start=1)
        },
        "three_of_a_kind": pgettext("box, chart axis", "3K"),
        "four_of_a_kind": pgettext("box, chart axis", "4K"),
        "full_house": pgettext("box, chart axis", "FH"),
        "small_straight": pgettext("box, chart axis", "SS"),
        "large_straight": pgettext("box, chart axis", "LS"),
        "yahtzee": pgettext("box, chart axis", "Yz"),
        "yatzy": pgettext("box, chart axis", "Yz"),
        "chance": pgettext("box, chart axis", "Ch"),
        "one_pair": pgettext("box, chart axis", "1P"),
        "two_pairs": pgettext("box, chart axis", "2P"),
    }


def _game_ticks(plt: Plot, games: int) -> None:
    """Whole game numbers along the x axis, about six of them."""
    step = max(1, -(-games // 6))
    plt.xticks(list(range(1, games + 1, step)))


def _whole_y(plt: Plot, values: Sequence[float], most: int = 6) -> None:
    """Whole numbers up the y axis, from the lowest of `values` to the highest: plotext's
    own ticks would be written with a decimal point ("248.2")."""
    if values:
        ticks = whole_ticks(min(values), max(values), most)
        plt.yticks([float(tick) for tick in ticks], [str(tick) for tick in ticks])


def _start(plt: Plot, title: str) -> None:
    plt.clear_figure()
    plt.title(title)
    plt.frame(True)


def draw_totals(plt: Plot, figures: Figures, profile: OptimalProfile | None) -> None:
    """Every game's total in order of play, assisted games apart; the optimal average as a
    line across."""
    _start(plt, _("{rules}: totals over time").format(rules=rules_name(figures.rules)))
    own_x, own_y, help_x, help_y = figures.totals_over_time()
    if own_x:
        plt.plot(own_x, own_y, marker="dot", color=OWN, label=_("own"))
    if help_x:
        plt.scatter(help_x, help_y, marker="x", color=ASSISTED, label=_("assisted"))
    if profile is not None:
        average = float(profile.totals.mean())
        plt.hline(average, BEST)
        last = max([*own_x, *help_x, 1])
        plt.text(
            f"{best_name(profile)} {average:.0f}", last, average, color=BEST, alignment="right"
        )
    _game_ticks(plt, len(own_x) + len(help_x))
    average_shown = [] if profile is None else [float(profile.totals.mean())]
    _whole_y(plt, [*own_y, *help_y, *average_shown])
    plt.xlabel(_("game"))
    plt.ylabel(_("total"))


def draw_distribution(plt: Plot, figures: Figures, profile: OptimalProfile | None) -> None:
    """Share of games per band of totals: the player's (without help, and assisted) against
    the optimal player's."""
    _start(plt, _("{rules}: how often each total").format(rules=rules_name(figures.rules)))
    own = [game.total for game in figures.own]
    helped = [game.total for game in figures.assisted]
    best: Sequence[int] = [] if profile is None else profile.totals.tolist()
    best_label = "" if profile is None else best_name(profile)
    if not own and not helped and not best:
        return
    width = bin_width(figures.rules)
    low, high = distribution_range(figures.rules, [*own, *helped], best)
    starts = list(range(low, high, width))
    drawn: list[float] = [0.0]
    for totals, marker, color, label in (
        (own, "hd", OWN, _("own")),
        (helped, "x", ASSISTED, _("assisted")),
    ):
        if totals:
            shares = [100 * share for share in distribution(totals, low, high, width)]
            plt.plot(starts, shares, marker=marker, color=color, label=label)
            drawn += shares
    if best:
        shares = [100 * share for share in distribution(best, low, high, width)]
        plt.plot(starts, shares, marker="braille", color=BEST, label=best_label)
        drawn += shares
    _whole_y(plt, drawn)
    plt.xlabel(_("total (bands of {width})").format(width=width))
    plt.ylabel(_("% of games"))


def draw_boxes(plt: Plot, figures: Figures, profile: OptimalProfile | None) -> None:
    """Average points per box (Yamb: per row), the player's against the optimal player's."""
    if figures.rules.is_yamb:
        title = _("{rules}: average per row")
    else:
        title = _("{rules}: average per box")
    _start(plt, title.format(rules=rules_name(figures.rules)))
    boxes = figures.rules.box_ids
    series, labels, colors = [], [], []
    for means, label, color in (
        (figures.box_means(), _("own"), OWN),
        (figures.box_means(assisted=True), _("assisted"), ASSISTED),
    ):
        if means is not None:
            series.append([round(means[box], 1) for box in boxes])
            labels.append(label)
            colors.append(color)
    # A profile played on another card (a Yamb table's own rows) has no figure for a row.
    if profile is not None and set(boxes) <= set(profile.boxes):
        series.append([round(profile.box_mean(box), 1) for box in boxes])
        labels.append(best_name(profile))
        colors.append(BEST)
    if not series:
        return
    if figures.rules.is_yamb:
        # The sheet's own labels: a longer name ("Triling") hides its neighbour's label.
        rules, labels_of = figures.rules, yamb_row_labels(figures.rules)
        names = [
            box_label(rules, box) if box in rules.upper_ids else labels_of[box].capitalize()
            for box in boxes
        ]
    else:
        short = short_names()
        names = [short.get(box, box_label(figures.rules, box)[:3]) for box in boxes]
    # plotext takes `labels` and a colour per series; textual-plotext's stub says otherwise.
    plt.multiple_bar(  # type: ignore[call-arg]
        names,
        series,
        labels=labels,
        color=colors,  # type: ignore[arg-type]
        width=0.7,  # of the room each box has: a gap between the boxes
    )
    _whole_y(plt, [0.0, *(value for values in series for value in values)])
    plt.ylabel(_("points"))


def draw_accuracy(plt: Plot, figures: Figures, numbers: list[int], accuracy: list[float]) -> None:
    """The review's accuracy figure of each game whose whole game is kept."""
    title = _("{rules}: accuracy over time (the review's figure)")
    _start(plt, title.format(rules=rules_name(figures.rules)))
    if numbers:
        plt.plot(numbers, accuracy, marker="dot", color=OWN, label=_("accuracy"))
        plt.ylim(0, 100)
        _whole_y(plt, [0.0, 100.0])
        _game_ticks(plt, max(numbers))
    plt.xlabel(_("game"))
    plt.ylabel(_("accuracy"))

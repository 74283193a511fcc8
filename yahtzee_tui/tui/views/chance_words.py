"""The win-chance meter's words: each player's chance as a short figure, fitted to a width.

No Textual here: the meter widget lays out what these functions return."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.cells import cell_len

from yahtzee_tui.game import GameState
from yahtzee_tui.i18n import N_, _, percent_sign
from yahtzee_tui.tui.views.name_fit import abbreviated

METER_TITLE = N_("To win:")
# While the hints play for the win, the meter says what its figures assume: everyone plays
# for points from here, the player to move too, where the hint panel's chances have that
# player play for the win (docs/strategy.md, "Chances to win").
POINTS_PLAY_TITLE = N_("To win, all for points:")
COMPACT_TITLE = N_("Win%:")
SHORTEST_NAME = 1


def percent_figure(chance: float) -> str:
    """A chance as the figure of a whole percentage, without its sign: never 0 or 100 while
    it is not certain ("<1", ">99")."""
    if 0.0 < chance < 0.01:
        return "<1"
    if 0.99 < chance < 1.0:
        return ">99"
    return str(round(100 * chance))


def percent(chance: float) -> str:
    """A chance as a whole percentage, as the player's language writes it ("56%", hr
    "56 %")."""
    return percent_sign(percent_figure(chance))


def swing_words(before: float, after: float) -> str:
    """How a choice moved the chance to win: "to win 52%→47%"."""
    return _("to win {before}→{after}").format(before=percent(before), after=percent(after))


def meter_shown(state: GameState | None, hints: bool) -> bool:
    """The meter shows with hints on, in a game of two or more players still in play."""
    return hints and state is not None and len(state.players) > 1 and not state.is_over


Part = tuple[str, str]


@dataclass(frozen=True)
class MeterLine:
    """The meter's line: a title, then each player's name and figure."""

    title: str
    parts: tuple[Part, ...]
    gap: str  # between a name and its figure


def meter_line(
    names: Sequence[str], chances: Sequence[float], width: int, points_play: bool = False
) -> MeterLine:
    """The line that fits `width`: "To win: Ann 52% Bob 48%"; where the names do not fit
    whole so, the short title and bare figures ("Win%: Ann 52 Bob 48"); only then, so, the
    names cut short as far as needed (a number ending a name kept: "Igr.1"); when even one
    letter per name is too long, "Win%: A52 B48". With `points_play` (the hints play for the
    win), "To win, all for points: Ann 52% Bob 48%" where the whole names fit beside it."""
    figures = [percent(chance) for chance in chances]
    if points_play:
        said = MeterLine(_(POINTS_PLAY_TITLE), tuple(zip(names, figures, strict=True)), " ")
        if _line_width(said) <= width:
            return said
    longest = max((cell_len(name) for name in names), default=SHORTEST_NAME)
    pairs = list(zip(names, figures, strict=True))
    bare_figures = list(zip(names, map(percent_figure, chances), strict=True))
    for whole in (
        MeterLine(_(METER_TITLE), tuple(pairs), " "),
        MeterLine(_(COMPACT_TITLE), tuple(bare_figures), " "),
    ):
        if _line_width(whole) <= width:
            return whole
    for most in range(longest - 1, SHORTEST_NAME - 1, -1):
        parts = tuple((_cut(name, most), figure) for name, figure in bare_figures)
        line = MeterLine(_(COMPACT_TITLE), parts, " ")
        apart = len({part[0] for part in parts}) == len(set(names))
        if _line_width(line) <= width and apart:
            return line
    bare = tuple(
        (_initial(name), percent_figure(chance))
        for name, chance in zip(names, chances, strict=True)
    )
    return MeterLine(_(COMPACT_TITLE), bare, "")


def _line_width(line: MeterLine) -> int:
    return cell_len(line.title) + sum(
        1 + cell_len(name) + len(line.gap) + cell_len(figure) for name, figure in line.parts
    )


def _cut(name: str, most: int) -> str:
    """`name` in at most `most` cells: a number that ends it kept ("Igr.1"), another name cut
    to its first letters."""
    return abbreviated(name, most, mark="")


def _initial(name: str) -> str:
    """`name` by its first letter, and the number that ends it if any ("I1")."""
    number = name.rpartition(" ")[2]
    return _cut(name, SHORTEST_NAME + (len(number) if number.isdigit() else 0))

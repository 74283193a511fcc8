"""The win-chance meter's words: each player's chance as a short figure, fitted to a width.

No Textual here: the meter widget lays out what these functions return."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.cells import cell_len

from yahtzee_tui.game import GameState, player_totals
from yahtzee_tui.i18n import N_, _, decimal, percent_sign, pgettext
from yahtzee_tui.tui.views.name_fit import told_apart

METER_TITLE = N_("To win:")
# While the hints play for the win, the meter says what its figures assume: everyone plays
# for points from here, the player to move too, where the hint panel's chances have that
# player play for the win (docs/strategy.md, "Chances to win"). Its short form says it too in
# whole words ("Win (points):" left a new player guessing), in one piece: never a word on a
# line of its own, which would read as a player's label. The help says why the two differ.
POINTS_PLAY_TITLE = N_("To win, if all play for points:")
SHORT_POINTS_PLAY_TITLE = N_("To win, all for points:")
COMPACT_TITLE = N_("Win:")
# Before a figure the meter knows only roughly (a Yamb card with many turns left plays few
# games: `strategy.meter.rough_figures`), so that a player reads it as an estimate.
ROUGHLY = "\u2248"
# A name is never shortened below this many cells while a shorter title leaves it more.
SHORTEST_NAME = 3


def percent_figure(chance: float) -> str:
    """A chance as the figure of a whole percentage, without its sign: never 0 or 100 while
    it is not certain ("<1", ">99")."""
    if 0.0 < chance < 0.01:
        return "<1"
    if 0.99 < chance < 1.0:
        return ">99"
    return str(round(100 * chance))


def fine_percent(chance: float) -> str:
    """A chance to a tenth of a percentage point, as the player's language writes it ("56.3%",
    hr "56,3 %"): never 0.0 or 100.0 while it is not certain ("<0.1%", ">99.9%")."""
    if 0.0 < chance < 0.001:
        figure = "<" + decimal(0.1, 1)
    elif 0.999 < chance < 1.0:
        figure = ">" + decimal(99.9, 1)
    else:
        figure = decimal(100 * chance, 1)
    return percent_sign(figure)


def percent(chance: float) -> str:
    """A chance as a whole percentage, as the player's language writes it ("56%", hr
    "56 %")."""
    return percent_sign(percent_figure(chance))


def estimate_percent(chance: float) -> str:
    """A chance the playouts estimate, as `percent`: every playout won is not a certainty,
    so 1 reads ">99" and 0 "<1" (the hint panel's exact chances say 100 only when it is)."""
    return percent(min(max(chance, 0.005), 0.995))


def estimate_after(chance: float, ended: bool) -> str:
    """A chance after a move, as the playouts estimate it; a move that ended the game has its
    result, no estimate."""
    return percent(chance) if ended else estimate_percent(chance)


def swing_words(before: float, after: float, ended: bool = False) -> str:
    """How a choice moved the chance to win, as the meter said it: "to win 52%→47%"."""
    said = _("to win {before}→{after}")
    return said.format(before=estimate_percent(before), after=estimate_after(after, ended))


def meter_shown(state: GameState | None, hints: bool) -> bool:
    """The meter shows with hints on, in a game of two or more players still in play."""
    return hints and state is not None and len(state.players) > 1 and not state.is_over


Part = tuple[str, str]
Piece = tuple[str, str, int]


@dataclass(frozen=True)
class MeterLine:
    """The meter's lines: a title, then each player's name and figure (`totals`: and their
    grand totals before the figures). On one line unless `rows` (the seats of each line:
    the players flow on under the first) or `stacked` (one player a line, the names, totals
    and figures in columns). `subtitle` leads the second line, under the title."""

    title: str
    parts: tuple[Part, ...]
    gap: str  # between a name and its figure
    totals: tuple[str, ...] | None = None
    stacked: bool = False
    rows: tuple[tuple[int, ...], ...] | None = None
    subtitle: str = ""
    above: bool = False  # the title on a line of its own, over the players

    def _lead(self, at: int) -> Piece:
        """The title's column of line `at`: the title, the subtitle, else blank."""
        if self.above:
            return ("", "", -1)
        lead = max(cell_len(self.title), cell_len(self.subtitle))
        said = (self.title, self.subtitle)[at] if at < 2 else ""
        return (said + " " * (lead - cell_len(said)), "title" if said else "", -1)

    def lines(self) -> list[list[Piece]]:
        """The lines to draw, each of pieces (text, kind, seat): kind "title", "name",
        "total", "figure" or "" (a space); seat: the player a name, total or figure is of."""
        if not self.stacked:
            lines = [[(self.title, "title", -1)]] if self.above else []
            for at, seats in enumerate(self.rows or (tuple(range(len(self.parts))),)):
                line = [] if self.above else [self._lead(at)]
                for seat in seats:
                    name, figure = self.parts[seat]
                    if line:
                        line.append((" ", "", -1))
                    line.append((name, "name", seat))
                    line.append((self.gap + figure, "figure", seat))
                lines.append(line)
            return lines
        names = max(cell_len(name) for name, _figure in self.parts)
        figures = max(cell_len(figure) for _name, figure in self.parts)
        totals = self.totals or ()
        total_width = max(map(cell_len, totals), default=0)
        lines = [[(self.title, "title", -1)]] if self.above else []
        for seat, (name, figure) in enumerate(self.parts):
            line = [self._lead(seat)]
            line += [] if self.above else [(" ", "", -1)]
            line.append((name, "name", seat))
            line.append((" " * (names - cell_len(name)), "", -1))
            if totals:
                pad = " " * (1 + total_width - cell_len(totals[seat]))
                line.append((pad + totals[seat], "total", seat))
            line.append((" " + figure.rjust(figures), "figure", seat))
            lines.append(line)
        return lines

    @property
    def width(self) -> int:
        return max(sum(cell_len(piece[0]) for piece in line) for line in self.lines())


def decided(state: GameState) -> bool:
    """Whether the winner is certain before the game ends: every other player has finished
    and the player to move is already ahead of each (a total only grows). The meter then
    says 100% and 0%, not the playouts' ">99%" and "<1%"."""
    if state.is_over:
        return False
    others = [seat for seat in range(len(state.players)) if seat != state.current]
    if not others or any(state.sheets[seat].cells_filled < state.turns_total for seat in others):
        return False
    mine = player_totals(state, state.current)["total"]
    return all(mine > player_totals(state, seat)["total"] for seat in others)


def meter_line(
    names: Sequence[str],
    chances: Sequence[float],
    width: int,
    points_play: bool = False,
    totals: Sequence[int] | None = None,
    rough: bool = False,
    certain: bool = False,
) -> MeterLine:
    """The meter that fits `width`: "To win: Ann 52% Bob 48%" on one line; where that does
    not fit, the players flow on under the first (at most two lines, three for five players
    or more); with the players' grand `totals` (a Yamb table whose players' panel steps
    aside), one player a line, in columns. The names stay whole where they can, else each
    takes its short form (`told_apart`: "Rač. 2", never a dropped space), with the short
    title. With `points_play` (the hints play for the win), the title says in every form that
    these figures have everyone play for points: "To win, if all play for points:", else "To
    win, all for points:". With `rough`, each figure says it is an estimate: "Ann ≈52%";
    `certain` chances are the outcome itself ("100%", "0%": `decided`)."""
    if certain:
        figures = [percent(chance) for chance in chances]
    else:
        figures = [(ROUGHLY if rough else "") + estimate_percent(chance) for chance in chances]
    whole = tuple(zip(names, figures, strict=True))
    titles = [(_(METER_TITLE), ""), (_(COMPACT_TITLE), "")]
    if points_play:
        titles = [(_(POINTS_PLAY_TITLE), ""), (_(SHORT_POINTS_PLAY_TITLE), "")]
    if totals is None:
        for title, subtitle in titles:
            line = MeterLine(title, whole, " ")
            if not subtitle and line.width <= width:
                return line
        most = 2 if len(names) <= 4 else 3

        def shaped(title: str, subtitle: str, parts: tuple[Part, ...]) -> MeterLine:
            line = _flowing(title, subtitle, parts, width)
            if line.width <= width or not points_play:
                return line
            # Too narrow for the long words of points play beside a name: the title stands
            # over the players, whose names stay whole (one line more).
            return _flowing(title, subtitle, parts, width, above=True)

        most += 1 if points_play else 0

    else:
        most = len(names)
        # A total says it is points ("214 pts", hr "214 b."): not a second unlabelled figure.
        shown = tuple(pgettext("meter total", "{total} pts").format(total=t) for t in totals)

        def shaped(title: str, subtitle: str, parts: tuple[Part, ...]) -> MeterLine:
            line = MeterLine(title, parts, " ", shown, stacked=True, subtitle=subtitle)
            if line.width <= width:
                return line
            # Too narrow for the title beside the first player: it stands over them all.
            return MeterLine(title, parts, " ", shown, stacked=True, above=True)

        most += 1

    for title, subtitle in titles:
        line = shaped(title, subtitle, whole)
        if line.width <= width and len(line.lines()) <= most:
            return line
    longest = max(cell_len(name) for name in names)
    for room in range(longest - 1, 0, -1):
        parts = tuple(zip(told_apart(list(names), room), figures, strict=True))
        for title, subtitle in titles[1:]:
            line = shaped(title, subtitle, parts)
            if line.width <= width and len(line.lines()) <= most:
                return line
    return line


def _flowing(
    title: str, subtitle: str, parts: tuple[Part, ...], width: int, above: bool = False
) -> MeterLine:
    """The players' parts flowing over as many lines as `width` needs, each line under the
    first after the title (a part wider than the line stands alone on its own); `above`: the
    title on a line of its own, the players flowing under it from the line's start."""
    lead = -1 if above else max(cell_len(title), cell_len(subtitle))
    rows: list[list[int]] = [[]]
    used = lead
    for seat, (name, figure) in enumerate(parts):
        taken = 1 + cell_len(name) + 1 + cell_len(figure)
        if rows[-1] and used + taken > width:
            rows.append([])
            used = lead
        rows[-1].append(seat)
        used += taken
    if subtitle and len(rows) < 2:
        rows.append([])  # the subtitle's line, under the title
    shape = tuple(map(tuple, rows))
    return MeterLine(title, parts, " ", rows=shape, subtitle=subtitle, above=above)

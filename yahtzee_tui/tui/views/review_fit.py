"""The Review tab's tables in the width they have: whole where they fit, else compact (the
headers' short words, the cells all by the card's short names, the help as counts and keys),
never a cut. The dice stay apart ("1 4 1 6 6 4"): closed up they would read as a number. No
Textual here: the tab lays out what these return."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.cells import cell_len
from rich.console import Console
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text

from yahtzee_tui.engine import RuleSet
from yahtzee_tui.game.moves import HOLD
from yahtzee_tui.i18n import _, decimal, pgettext
from yahtzee_tui.strategy import Advice
from yahtzee_tui.strategy.review import Decision, GameReview
from yahtzee_tui.tui.views.card_words import CELL_FORMS, in_form
from yahtzee_tui.tui.views.hints import choice_words
from yahtzee_tui.tui.views.name_fit import told_apart
from yahtzee_tui.tui.views.review_words import (
    dice_words,
    help_words,
    player_figures,
    players_table,
)

# The fewest cells a player's name is given in a compact table.
NAME_CELLS = 8
# The cells a name gives up to last, where the list is still too wide.
FEWER_CELLS = (6, 4)
# The keys a player pressed for help, as the compact list marks a decision: the hint shown
# (h, hints on) and a move taken back (u, undo).
HINT_KEY, UNDO_KEY = "h", "u"
# A DataTable's cell padding on each side of a column.
CELL_PADDING = 1


def table_width(table: Table) -> int:
    """The cells a Rich table takes at its widest."""
    console = Console(width=10_000)
    return Measurement.get(console, console.options, table).maximum


def loss_heading() -> str:
    """The one short word for what a choice gave away, in the players' figures (what each
    gave away in all) and the worst decisions' list alike."""
    return pgettext("review, short", "loss")


def compact_players_table(found: GameReview, width: int) -> Table:
    """Each player's figures in the headers' short words: the best choices as `12/159`, the
    help as two counts, the names as long as the rest leaves room for."""
    table = Table(box=None, padding=(0, 1), pad_edge=False, header_style="bold")
    helped = any(player.hints or player.undos for player in found.players)
    headings = [
        pgettext("review, short", "total"),
        loss_heading(),
        pgettext("review, short", "/turn"),
        pgettext("review, short", "acc."),
        pgettext("review, short", "best"),
    ]
    if helped:
        headings += [pgettext("review, short", "hints"), pgettext("review, short", "undos")]
    rows = [
        [
            *player_figures(player),
            f"{player.best_choices}/{player.decisions}",
            *([str(player.hints), str(player.undos)] if helped else []),
        ]
        for player in found.players
    ]
    figures = sum(
        max(cell_len(heading), *(cell_len(row[i]) for row in rows)) + 2
        for i, heading in enumerate(headings)
    )
    player = _("player")
    longest = max(cell_len(player.name) for player in found.players)
    room = max(NAME_CELLS, cell_len(player), min(longest, width - figures))
    table.add_column(player, no_wrap=True)
    for heading in headings:
        table.add_column(heading, justify="right", no_wrap=True)
    names = told_apart([seat.name for seat in found.players], room)
    for name, row in zip(names, rows, strict=True):
        table.add_row(Text(name), *row)
    return table


def fitted_players_table(found: GameReview, width: int) -> Table:
    """The players' table whole where it fits `width` cells, else compact."""
    table = players_table(found)
    return table if table_width(table) <= width else compact_players_table(found, width)


@dataclass(frozen=True)
class WorstList:
    """The worst decisions' list as the tab shows it: its headers, and a row per decision."""

    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]

    @property
    def width(self) -> int:
        """The cells a DataTable takes for it: each column as wide as its widest cell."""
        columns = zip(self.headers, *self.rows, strict=True)
        return sum(max(map(cell_len, column)) + 2 * CELL_PADDING for column in columns)


def help_keys(decision: Decision) -> str:
    """The help on a decision as the keys pressed for it: `h`, `u`, `h u`."""
    keys = [HINT_KEY] if decision.hinted else []
    return " ".join(keys + [UNDO_KEY] * bool(decision.undone))


def worst_list(found: GameReview, worst: Sequence[Decision], width: int | None = None) -> WorstList:
    """The worst decisions' list: whole where it fits `width` cells (None: always), else
    every cell it names in one shorter form (by name with the column's short name, by the
    card's short names, by the shortest), the help as the keys pressed; then with the
    players' names shorter, and last with each hold as its dice alone under the headers
    chose and best ("5 5 6 6"). Each step with the headers' whole words where they fit, else
    their short words; the names whole where they fit."""
    shown = _worst_list(found, worst, None, None)
    shortest = CELL_FORMS[-1]
    steps: list[tuple[int, int | None, bool]] = [(form, None, False) for form in CELL_FORMS]
    steps += [(shortest, cells, False) for cells in (NAME_CELLS, *FEWER_CELLS)]
    steps += [(shortest, cells, True) for cells in (NAME_CELLS, *FEWER_CELLS)]
    for form, name_cells, bare in steps:
        for short_headers in (False, True):
            if width is None or shown.width <= width:
                return shown
            shown = _worst_list(found, worst, form, name_cells, bare, short_headers)
    return shown


def _headers(helped: bool, short: bool) -> list[str]:
    """The list's headers, in whole words or (`short`) in the short words."""
    if not short:
        headers = [_("player"), _("turn"), _("dice"), _("left"), _("loss"), _("chose")]
        return [*headers, _("best"), *([_("help")] if helped else [])]
    return [
        pgettext("review list, short", "player"),
        pgettext("review list, short", "turn"),
        pgettext("review list, short", "dice"),
        pgettext("review list, short", "left"),
        loss_heading(),
        pgettext("review list, short", "chose"),
        pgettext("review list, short", "best"),
        *([pgettext("review list, short", "help")] if helped else []),
    ]


def _worst_list(
    found: GameReview,
    worst: Sequence[Decision],
    form: int | None,
    name_cells: int | None,
    bare: bool = False,
    short_headers: bool = False,
) -> WorstList:
    """The list with its cells named in `form` (None: in the coach's whole words, the help
    in words), the names in at most `name_cells` (None: whole)."""
    rules = found.state.ruleset
    helped = any(d.hinted or d.undone for d in worst)
    headers = _headers(helped, short_headers)
    players = [player.name for player in found.state.players]
    names = players if name_cells is None else told_apart(players, name_cells)
    rows = []
    for rank, decision in enumerate(worst, start=1):
        position = decision.position
        marks = [help_words(rules, decision)] if helped else []
        if form is not None and helped:
            marks = [help_keys(decision)]
        rows.append(
            (
                str(rank),
                names[decision.seat],
                str(decision.turn),
                dice_words(position),
                str(position.rolls_left),
                decimal(decision.loss),
                _choice(rules, decision.chosen, form, bare),
                _choice(rules, decision.best, form, bare),
                *marks,
            )
        )
    return WorstList(("#", *headers), tuple(rows))


def _choice(rules: RuleSet, option: Advice, form: int | None, bare: bool = False) -> str:
    words = choice_words(rules, option)
    if form is None:
        return words
    if option.action == HOLD and not option.hold:
        return pgettext("review list, short", "reroll all")
    if option.action == HOLD and bare:
        return " ".join(map(str, option.hold or ()))
    return in_form(rules, words, form)

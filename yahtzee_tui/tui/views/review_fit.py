"""The Review tab's tables in the width they have: whole where they fit, else in fewer cells
by steps a player still reads, never a cut nor a clipped header. The players' figures give up
the help column (said in a line under them), then put a heading of two words on two lines,
then shorten the names. The worst decisions' list names its cells in shorter forms and the
help as marks explained under it, then shortens the names and a hold's verb (hr "drži",
never the bare dice), then leaves out the rolls left and the turn (its position says both).
The dice stay apart ("1 4 1 6 6 4"): closed up they would read as a number. No Textual here:
the tab lays out what these return."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.cells import cell_len
from rich.console import Console, Group, RenderableType
from rich.measure import Measurement
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from yahtzee_tui.engine import RuleSet
from yahtzee_tui.game.moves import HOLD
from yahtzee_tui.i18n import _, decimal, pgettext
from yahtzee_tui.strategy import Advice
from yahtzee_tui.strategy.review import Decision, GameReview
from yahtzee_tui.tui.views.card_words import CELL_FORMS, in_form
from yahtzee_tui.tui.views.hints import best_words, made_words, short_hold_words
from yahtzee_tui.tui.views.name_fit import told_apart
from yahtzee_tui.tui.views.review_words import (
    dice_words,
    goal_words,
    help_line,
    help_words,
    players_table,
)

# The fewest cells a player's name is given where the tables are short of room.
NAME_CELLS = 8
# The cells a name gives up to last, where the list is still too wide.
FEWER_CELLS = (6, 4)
# A DataTable's cell padding on each side of a column.
CELL_PADDING = 1
# The worst decisions' list's columns, by key; the ones it leaves out first where it is short
# of room, least needed first (the position opened from a row says them).
COLUMNS = ("rank", "player", "turn", "dice", "left", "loss", "chose", "best", "help")
DROPPED = (("left",), ("left", "rank"), ("left", "rank", "turn"))


def table_width(table: Table) -> int:
    """The cells a Rich table takes at its widest."""
    console = Console(width=10_000)
    return Measurement.get(console, console.options, table).maximum


def fitted_players_table(found: GameReview, width: int) -> RenderableType:
    """The players' figures in `width` cells: the whole table where it fits; else without
    the help column, the help said in a line under it; then with each heading of two words
    on two lines; then with the names shorter (told apart). Every heading stays whole."""
    names = [player.name for player in found.players]
    helped = any(player.hints or player.undos for player in found.players)
    steps: list[tuple[bool, bool, int | None]] = [(True, False, None), (False, False, None)]
    steps += [(False, True, cells) for cells in (None, NAME_CELLS, *FEWER_CELLS)]
    for help_column, two_lines, name_cells in steps:
        shown = names if name_cells is None else told_apart(names, name_cells)
        table = players_table(found, help_column, two_lines, shown)
        if table_width(table) <= width:
            break
    if help_column or not helped:
        return table
    help_words = counts_kept_whole(help_line(found, shown).plain, width - 1)
    return Group(table, Padding(help_words, (0, 0, 0, 1)))  # under the names


def counts_kept_whole(words: str, width: int) -> Text:
    """`words` wrapped in lines of `width` cells, never between a count and its word
    ("26 poništenja" stays together; a line break is no wider for it than a space)."""
    glued: list[str] = []
    for word in words.split(" "):
        if glued and glued[-1].lstrip("(").isdigit():
            glued[-1] += " " + word
        else:
            glued.append(word)
    lines: list[str] = []
    for word in glued:
        if lines and cell_len(lines[-1]) + 1 + cell_len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return Text("\n".join(lines))  # the players' own names: never markup


def lines_between(words: str, width: int, between: str = ", ") -> list[Text]:
    """`words` in lines of `width` cells, broken only after a `between` ("Ful 25, Mala skala
    30": never "Ful" on one line and its 25 on the next); a part wider than a line alone."""
    parts = words.split(between)
    lines: list[str] = []
    for number, part in enumerate(parts):
        piece = part + (between.rstrip() if number < len(parts) - 1 else "")
        if lines and cell_len(lines[-1]) + 1 + cell_len(piece) <= max(width, 1):
            lines[-1] += " " + piece
        else:
            lines.append(piece)
    return [Text(line) for line in lines]  # names as typed: never markup


@dataclass(frozen=True)
class WorstList:
    """The worst decisions' list as the tab shows it: its headers, a row per decision, the
    key of each column (`COLUMNS`), and the legend of the marks its help column uses."""

    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    keys: tuple[str, ...] = COLUMNS
    legend: str = ""

    @property
    def column_widths(self) -> tuple[int, ...]:
        """Each column's cells: as wide as its widest cell or header."""
        columns = zip(self.headers, *self.rows, strict=True)
        return tuple(max(map(cell_len, column)) for column in columns)

    @property
    def width(self) -> int:
        """The cells a DataTable takes for it, each column with its padding."""
        return sum(width + 2 * CELL_PADDING for width in self.column_widths)

    def cells(self, key: str) -> list[str]:
        """Every row's cell in the column `key` (none where the column is left out)."""
        if key not in self.keys:
            return []
        at = self.keys.index(key)
        return [row[at] for row in self.rows]


def hint_mark() -> str:
    """The help column's mark for a hint shown (explained under the list)."""
    return pgettext("review list, help mark", "h")


def undo_mark() -> str:
    """The help column's mark for a move taken back (explained under the list)."""
    return pgettext("review list, help mark", "u")


# The help column's mark for a choice that was the best for the win (or the target) though it
# gave points away: a sign rather than a letter, the same in every language.
GOAL_MARK = "★"


def help_marks(decision: Decision) -> str:
    """The help on a decision as marks: `h`, `u`, `h u` (hr `s`, `p`), `★`."""
    marks = [hint_mark()] if decision.hinted else []
    marks += [undo_mark()] * bool(decision.undone)
    return " ".join(marks + [GOAL_MARK] * (decision.best_for is not None))


def marks_legend(worst: Sequence[Decision]) -> str:
    """What the marks of the help column say, those it uses: `h: a hint shown`."""
    said = []
    if any(decision.hinted for decision in worst):
        hinted = pgettext("review list, legend", "{mark}: a hint shown")
        said.append(hinted.format(mark=hint_mark()))
    if any(decision.undone for decision in worst):
        taken_back = pgettext("review list, legend", "{mark}: a move taken back")
        said.append(taken_back.format(mark=undo_mark()))
    goals = {decision.best_for for decision in worst if decision.best_for is not None}
    if goals:
        best = pgettext("review list, legend", "{mark}: the best for {goal}, though not for points")
        # Players' targets may differ: then each row's own is in its words, not here.
        goal = (
            goal_words(goals.pop()) if len(goals) == 1 else pgettext("the best for", "its target")
        )
        said.append(best.format(mark=GOAL_MARK, goal=goal))
    return "   ".join(said)


@dataclass(frozen=True)
class Step:
    """One way to write the list: its cells in `form` (None: the coach's whole words, the help
    in words), the names in at most `name_cells` (None: whole), holds by their short verb
    (`short_holds`), without the columns `dropped`."""

    form: int | None = None
    name_cells: int | None = None
    short_holds: bool = False
    dropped: tuple[str, ...] = ()


def list_steps() -> list[Step]:
    """The ways to write the list, longest first: the cells in ever shorter forms; then in
    the shortest, each way of fewer cells (a hold's short verb, then fewer columns) with the
    names as long as it leaves room for."""
    shortest = CELL_FORMS[-1]
    steps = [Step(), *(Step(form) for form in CELL_FORMS)]
    for short_holds, dropped in ((False, ()), (True, ()), *((True, cut) for cut in DROPPED)):
        for cells in (None, NAME_CELLS, *FEWER_CELLS):
            steps.append(Step(shortest, cells, short_holds, dropped))
    return steps


def worst_list(found: GameReview, worst: Sequence[Decision], width: int | None = None) -> WorstList:
    """The worst decisions' list: whole where it fits `width` cells (None: always), else the
    first of `list_steps` that fits, else the last. Its headers always the whole words."""
    return written_list(found, worst, fitting_step(found, worst, width))


def fitting_step(found: GameReview, worst: Sequence[Decision], width: int | None) -> Step:
    """The first of `list_steps` whose list fits `width` cells (None: the whole list), else
    the last. Each column's width is worked out once for each way a step writes it: a long
    Yamb game lists hundreds of decisions."""
    steps = list_steps()
    if width is None:
        return steps[0]
    widths: dict[tuple[str, object], int] = {}

    def list_width(step: Step) -> int:
        headers = _headers(_helped(worst))
        total = 0
        for key in _keys(headers, step):
            at = (key, _written_as(key, step))
            if at not in widths:
                cells = [headers[key], *_column(found, worst, key, step)]
                widths[at] = max(map(cell_len, cells)) + 2 * CELL_PADDING
            total += widths[at]
        return total

    return next((step for step in steps if list_width(step) <= width), steps[-1])


def _written_as(key: str, step: Step) -> object:
    """What of `step` changes the cells of the column `key`."""
    if key == "player":
        return step.name_cells
    if key in ("chose", "best"):
        return (step.form, step.short_holds)
    if key == "help":
        return step.form is None
    return None


def _helped(worst: Sequence[Decision]) -> bool:
    return any(d.hinted or d.undone or d.best_for is not None for d in worst)


def _keys(headers: dict[str, str], step: Step) -> tuple[str, ...]:
    return tuple(key for key in COLUMNS if key in headers and key not in step.dropped)


def _headers(helped: bool) -> dict[str, str]:
    headers = {
        "rank": "#",
        "player": _("player"),
        "turn": _("turn"),
        "dice": _("dice"),
        "left": _("left"),
        "loss": _("loss"),
        "chose": _("chose"),
        "best": _("best"),
    }
    return headers | ({"help": _("help")} if helped else {})


def written_list(found: GameReview, worst: Sequence[Decision], step: Step) -> WorstList:
    """The list written the way `step` says."""
    helped = _helped(worst)
    headers = _headers(helped)
    keys = _keys(headers, step)
    columns = [_column(found, worst, key, step) for key in keys]
    rows = tuple(zip(*columns, strict=True)) if columns else ()
    legend = marks_legend(worst) if helped and step.form is not None else ""
    return WorstList(tuple(headers[key] for key in keys), rows, keys, legend)


def _column(found: GameReview, worst: Sequence[Decision], key: str, step: Step) -> list[str]:
    """Every row's cell in the column `key`, written the way `step` says."""
    rules = found.state.ruleset
    if key == "rank":
        return [str(rank) for rank in range(1, len(worst) + 1)]
    if key == "player":
        players = [player.name for player in found.state.players]
        names = players if step.name_cells is None else told_apart(players, step.name_cells)
        return [names[decision.seat] for decision in worst]
    if key == "turn":
        return [str(decision.turn) for decision in worst]
    if key == "dice":
        return [dice_words(decision.position) for decision in worst]
    if key == "left":
        return [str(decision.position.rolls_left) for decision in worst]
    if key == "loss":
        return [decimal(decision.loss) for decision in worst]
    if key in ("chose", "best"):
        return [
            _choice(rules, decision.chosen, step, made=True)
            if key == "chose"
            else _choice(rules, decision.best, step, made=False)
            for decision in worst
        ]
    if step.form is None:  # the help in words
        return [help_words(rules, decision) for decision in worst]
    return [help_marks(decision) for decision in worst]


def _choice(rules: RuleSet, option: Advice, step: Step, made: bool) -> str:
    """The move made as made (hr "zadržano 2 4 5", as the coach and the position dialog say
    it), the best as what was best to do (hr "zadržati 3 3 3", "drži 3 3 3" where narrow)."""
    words = made_words(rules, option) if made else best_words(rules, option)
    if step.form is None:
        return words
    if option.action == HOLD and not option.hold:
        if made:
            return pgettext("review list, short", "rerolled all")
        return pgettext("review list, short", "reroll all")
    if option.action == HOLD and step.short_holds and made:
        # Not the hint panel's "držiš" (hr: "you hold"): a row may be another player's.
        dice = " ".join(map(str, option.hold or ()))
        return pgettext("review list, short", "held {dice}").format(dice=dice)
    if option.action == HOLD and step.short_holds:
        return short_hold_words(option, held=False)
    return in_form(rules, words, step.form)

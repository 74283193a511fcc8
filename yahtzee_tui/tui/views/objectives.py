"""What the hints play for (the objective), in words: the most points, the win, or a target.

No Textual here. The objective's kind is the settings' word (`storage.settings.OBJECTIVES`);
a target is the player's best recorded total + 1, or in a daily challenge the day's best
+ 1 (`tui/state/objective_chances.py` finds it). `o` at the table cycles the kinds.
"""

from __future__ import annotations

from yahtzee_tui.game import GameState
from yahtzee_tui.i18n import N_, _, ngettext, percent_sign

# Where a target comes from, the target, the objective: kept with the game (`storage.objective`).
from yahtzee_tui.storage.objective import BEST as BEST
from yahtzee_tui.storage.objective import DAILY as DAILY
from yahtzee_tui.storage.objective import Objective as Objective
from yahtzee_tui.storage.objective import Target as Target
from yahtzee_tui.storage.settings import OBJECTIVES
from yahtzee_tui.tui.views.chance_words import fine_percent, percent

POINTS, WIN, TARGET = OBJECTIVES

YAMB_OBJECTIVES = N_("Hints for points: in Yamb the win is played for only against another player.")
# `o` passed over the target: it names the target refused, why, and what the hints play for.
NO_TARGET = N_(
    "The target “best + 1” is not possible yet ({player} has no finished game); "
    "the hints play for points."
)


# After points, where the target would come: why it did not (at a table, `o` goes on).
TARGET_LATER = N_("The target “best + 1” comes once {player} has a finished game.")


def objective_choices() -> list[tuple[str, str]]:
    """The settings' choices: (words, kind)."""
    return [
        (objective_words(POINTS, None), POINTS),
        (objective_words(WIN, None), WIN),
        (_("for my best + 1"), TARGET),
    ]


def next_objective(kind: str, state: GameState, no_target: bool = False) -> str:
    """The objective after `kind` (points → win → target → points); the win only with
    another player at the table; at Yamb no target, nor where the records hold none
    (`no_target`: the player has no finished game). `kind` itself when no other applies."""
    order = [POINTS, WIN, TARGET] if len(state.players) > 1 else [POINTS, TARGET]
    if state.ruleset.is_yamb or no_target:
        order.remove(TARGET)
    at = order.index(kind) if kind in order else -1
    return order[(at + 1) % len(order)]


def objective_words(kind: str, target: Target | None) -> str:
    """ "for points", "to win", "for 251+"."""
    if kind == WIN:
        return _("to win")
    if kind == TARGET:
        if target is None:
            return _("for the best + 1")  # while the records are looked up
        return _("for {total}+").format(total=target.total)
    return _("for points")


def panel_title(kind: str, target: Target | None) -> str:
    """The hint panel's heading under an objective other than points."""
    return _("Advisor: {objective}").format(objective=objective_words(kind, target))


def working_title(title: str, done: float) -> str:
    """The heading while the chances are worked out: "Advisor: to win · working 40%"."""
    return _("{title} · working {percent}").format(
        title=title, percent=percent_sign(str(round(100 * done)))
    )


def horizon_titles(title: str, boxes: int, cells: bool = False) -> list[str]:
    """The headings while more boxes (Yamb: `cells`) are open than the chances are worked
    out for, longest first: the longest says the options are ranked by points till then."""
    if cells:
        whole = ngettext(
            "{title} from {n} cell left; by points till then",
            "{title} from {n} cells left; by points till then",
            boxes,
        )
        said = ngettext("{title}, from {n} cell", "{title}, from {n} cells", boxes)
    else:
        whole = ngettext(
            "{title} from {n} box left; by points till then",
            "{title} from {n} boxes left; by points till then",
            boxes,
        )
        said = ngettext("{title}, from {n} box", "{title}, from {n} boxes", boxes)
    return [whole.format(title=title, n=boxes), said.format(title=title, n=boxes)]


def chance_text(chance: float, fine: bool = False) -> str:
    """An option's chance, as the meter writes it ("41%", "<1%"), or `fine`, to a tenth of a
    point ("41.3%"), where whole points would show different chances alike."""
    return fine_percent(chance) if fine else percent(chance)


def chance_loss_text(loss: float) -> str:
    """A chance given away, in whole percentage points: "−6%" ("−<1%" below one)."""
    return "−" + percent_sign("<1" if loss < 0.01 else str(round(100 * loss)))


def switched_words(
    kind: str, target: Target | None, player: str, horizon: int, cells: bool = False
) -> str:
    """The status line after `o`: what the hints now play for (from `horizon` boxes or, at
    Yamb, `cells` left)."""
    if kind == WIN and cells:
        said = ngettext(
            "Hints to win: each option's chance to win beside its value, with {n} cell left.",
            "Hints to win: each option's chance to win beside its value, from {n} cells left.",
            horizon,
        )
        return said.format(n=horizon)
    if kind == WIN:
        said = ngettext(
            "Hints to win: each option's chance to win beside its points, with {n} box left.",
            "Hints to win: each option's chance to win beside its points, from {n} boxes left.",
            horizon,
        )
        return said.format(n=horizon)
    if kind == TARGET and target is not None:
        if target.source == DAILY:
            said = _("Hints for {total}+: the day's best score is {best}.")
        else:
            said = _("Hints for {total}+: the best score of {player} is {best}.")
        return said.format(total=target.total, best=target.best, player=player)
    return _("Hints for points: the highest expected final score.")


def loss_words(kind: str, target: Target | None, loss: float) -> str:
    """A choice's cost under the objective, for the coach: "−6% to win", "−3% for 251+"."""
    return _("{loss} {objective}").format(
        loss=chance_loss_text(loss), objective=objective_words(kind, target)
    )


def chance_lost_words(kind: str, target: Target | None, loss: float) -> str:
    """A choice's cost under the objective in whole words, where a line has the room: "6%
    less chance to win", "less than 1% less chance for 251+" (sl "manj kot 1 % manj
    možnosti za zmago")."""
    objective = objective_words(kind, target)
    if loss < 0.01:  # its own words: hr/sr would say "less" twice ("manje od 1% manje šanse")
        said = _("less than {percent} less chance {objective}")
        return said.format(percent=percent_sign("1"), objective=objective)
    amount = percent_sign(str(round(100 * loss)))
    return _("{amount} less chance {objective}").format(amount=amount, objective=objective)

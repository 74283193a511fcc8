"""`hint win` in the line mode: the options for the dice on the table by the chance to win, as
the app's hint panel ranks them under the win (`o`), a line each.

The chances are worked out where the app's are: from the last boxes (Yamb: cells) of a card
at a table of two or more; before that the line says the hints play for points."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from yahtzee_tui.game import GameState
from yahtzee_tui.i18n import _, ngettext, pgettext
from yahtzee_tui.plain.reading import fold
from yahtzee_tui.tui.state.objective_chances import chances_from
from yahtzee_tui.tui.views.objectives import WIN, chance_text, panel_title

if TYPE_CHECKING:
    from yahtzee_tui.plain.advisor import PlainAdvisor

# Options said, best first (as `hint` says the points' best and two more).
WIN_OPTIONS_SAID = 3


def win_word() -> str:
    """The word after `hint` that asks for the chances to win, in the player's language."""
    return pgettext("typed command", "win")


def asks_for_the_win(words: Sequence[str]) -> bool:
    """Whether the words after `hint` are the win's (in English or the player's language)."""
    return bool(words) and fold(words[0]) in {"win", fold(win_word())}


def win_hint_lines(advisor: PlainAdvisor, state: GameState) -> list[str]:
    """The options by the chance to win, a line each; or why not yet, in one line."""
    if len(state.players) < 2:
        return [_("Alone there is no one to beat: hint plays for points.")]
    if not state.has_rolled:
        return [_("The chances to win are of the dice rolled: roll first.")]
    if advisor.advice(state) is None:  # no advisor: it has said why
        return []
    from yahtzee_tui.strategy.goal_chances import goal_chances
    from yahtzee_tui.strategy.goals import Goal

    first = chances_from(state)
    chances = goal_chances(state, Goal(WIN), horizon=first)
    if not chances:
        if state.ruleset.is_yamb:
            said = ngettext(
                "The chances to win are worked out with {n} cell left; till then hint plays "
                "for points.",
                "The chances to win are worked out from {n} cells left; till then hint plays "
                "for points.",
                first,
            )
        else:
            said = ngettext(
                "The chances to win are worked out with {n} box left; till then hint plays "
                "for points.",
                "The chances to win are worked out from {n} boxes left; till then hint plays "
                "for points.",
                first,
            )
        return [said.format(n=first)]
    from yahtzee_tui.plain.advisor import spoken_option

    rules = state.ruleset
    lines = [f"{panel_title(WIN, None)}."]
    for number, option in enumerate(chances[:WIN_OPTIONS_SAID]):
        words, chance = spoken_option(rules, option.advice), chance_text(option.chance)
        if number == 0:
            lines.append(_("Best: {option}, {chance} to win.").format(option=words, chance=chance))
        else:
            said = _("Or: {option}, {chance} to win; {loss} less than the best.")
            loss = chance_text(option.chance_loss)
            lines.append(said.format(option=words, chance=chance, loss=loss))
    return lines

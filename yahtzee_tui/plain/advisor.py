"""The advisor in the line mode: its table prepared when first asked (a line says so, and the
conversation waits: a typed line has nothing else to do meanwhile), then advice at once; the
hint said in words; the computers' moves from it."""

from __future__ import annotations

from collections.abc import Callable

from yahtzee_tui.engine import RuleSet
from yahtzee_tui.game import GameState
from yahtzee_tui.game.moves import HOLD, Move
from yahtzee_tui.i18n import N_, _, decimal
from yahtzee_tui.plain.reading import KEEP, command_word
from yahtzee_tui.strategy import SOLVABLE, Advice, player_level
from yahtzee_tui.strategy.styles import WIN_LEVEL
from yahtzee_tui.tui.views.hints import (
    MINUS,
    advisor_title,
    before_the_roll,
    figure,
    held_option,
    option_words,
    playable_advice,
    shown_loss,
    shown_options,
)
from yahtzee_tui.tui.views.waiting_words import waiting_words

# The app's words while a table is built (its link to the advisor runs Textual workers).
PREPARING = N_("Preparing the advisor…")
# Computer levels that ask the advisor (the others play casually, as the table's do).
ADVISED_LEVELS = ("medium", "expert", WIN_LEVEL)
# A build of the win level's tables is told at its start and at every further TOLD_EVERY
# per cent: a line each, which a screen reader reads whole.
TOLD_EVERY = 25


class PlainAdvisor:
    """Advice for game states; a rule set's table is prepared the first time it is asked."""

    def __init__(self, tell: Callable[[str], None]) -> None:
        self.tell = tell
        self._problems: dict[str, str] = {}
        self._no_win: set[str] = set()  # rule sets whose win level tables could not be built

    def ready(self, rules: RuleSet) -> bool:
        """Whether advice for `rules` can be given (preparing its table now if need be)."""
        if rules.id in self._problems:
            return False
        from yahtzee_tui.strategy.advisor import advisor_ready, prepare_advisor

        if advisor_ready(rules):
            return True
        self.tell(_(PREPARING))
        try:
            prepare_advisor(rules)
        except Exception as error:  # any failure: the game goes on without the advisor
            problem = _("the advisor could not be prepared: {error}").format(error=error)
            self._problems[rules.id] = problem
            self.tell(problem)
            return False
        return True

    def win_ready(self, state: GameState) -> bool:
        """Whether the win level can play `state`'s rule set, its spread table built now if
        need be (seconds, once a machine; a line says who waits while it is built)."""
        rules = state.ruleset
        if rules.id in self._no_win:
            return False
        if rules.id not in SOLVABLE:
            return True  # Yamb's last cells are played with the expert's values
        from yahtzee_tui.strategy.spread_table import spread_table

        told: list[int] = []  # the per cent steps told

        def progress(done: int, total: int) -> None:
            # Only a build reports progress: a load from the cache is quick, and not told.
            step = 100 * done // max(1, total) // TOLD_EVERY * TOLD_EVERY
            if not told or step > told[-1]:
                told.append(step)
                name = state.current_player.name
                self.tell(waiting_words(name, step / 100, win=True))

        try:
            spread_table(rules.id, progress)
        except Exception as error:  # any failure: the computer plays for points instead
            problem = _("the win level could not be prepared: {error}").format(error=error)
            self._no_win.add(rules.id)
            self.tell(problem)
            return False
        return True

    def advice(self, state: GameState) -> list[Advice] | None:
        """The options for `state`, best first; None when the advisor could not be prepared."""
        if not self.ready(state.ruleset):
            return None
        from yahtzee_tui.strategy.advisor import advise_state

        return playable_advice(state, advise_state(state))

    def computer_move(self, state: GameState) -> Move:
        """The move of the computer to move, at its level (casual without an advisor)."""
        level = player_level(state.current_player)
        if level in ADVISED_LEVELS and not self.ready(state.ruleset):
            level = "easy"
        if level == WIN_LEVEL and not self.win_ready(state):
            level = "expert"
        from yahtzee_tui.strategy.players import next_move

        return next_move(state, level)


def spoken_figure(rules: RuleSet, value: float) -> str:
    """A figure as a screen reader says it: the typographic minus as a plain one."""
    return figure(rules, value).replace(MINUS, "-")


def spoken_option(rules: RuleSet, advice: Advice) -> str:
    """An option as the line mode says it: a hold as the command that makes it, `keep 5`
    (the dice's values; `hold 5` would hold the fifth die), anything else as the hint panel
    lists it."""
    if advice.action == HOLD and advice.hold:
        return f"{command_word(KEEP)} {' '.join(map(str, advice.hold))}"
    return option_words(rules, advice)


def hint_lines(state: GameState, advice: list[Advice]) -> list[str]:
    """The hint panel's words, a line each: what the figures are, the best options with what
    each gives away against the best, and what the dice held now are worth."""
    rules = state.ruleset
    if not state.has_rolled:
        return [spoken_figure_line(before_the_roll(state, advice))]
    lines = [f"{advisor_title(rules)}."]
    shown = shown_options(state, advice)
    for number, option in enumerate(shown):
        words = spoken_option(rules, option)
        value = spoken_figure(rules, option.expected_score)
        if number == 0:
            lines.append(_("Best: {option}, worth {value}.").format(option=words, value=value))
        else:  # the difference of the figures said, as the hint panel shows it
            loss = shown_loss(rules, shown[0].expected_score, option.expected_score)
            loss = loss.removeprefix(MINUS) or decimal(0.0)  # as good as the best, as shown
            said = _("Or: {option}, worth {value}; {loss} less than the best.")
            lines.append(said.format(option=words, value=value, loss=loss))
    held = held_option(state, advice)
    if held is not None:
        said = _("Held now: {dice}, worth {value}.")
        value = spoken_figure(rules, held.expected_score)
        lines.append(said.format(dice=" ".join(map(str, held.hold or ())), value=value))
    return lines


def spoken_figure_line(line: str) -> str:
    return line.replace(MINUS, "-")

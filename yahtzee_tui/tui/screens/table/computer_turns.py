"""The table's computer players, apart from the screen: what the computer to move does, and
the line that says its move. The screen's worker waits the app's move delay, asks
`computer_choice` and posts the answer as a `ComputerMove`; the screen sends the move through
the session like a human's."""

from __future__ import annotations

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState
from yahtzee_tui.game.moves import Move
from yahtzee_tui.i18n import _, translate
from yahtzee_tui.strategy import player_level
from yahtzee_tui.strategy.styles import SOLVABLE, WIN_LEVEL
from yahtzee_tui.tui.services import Advisor
from yahtzee_tui.tui.state.session import Session
from yahtzee_tui.tui.views.move_words import computer_move_line
from yahtzee_tui.tui.views.waiting_words import waiting_words

# Computer levels that ask the advisor (and so wait for its table).
ADVISED_LEVELS = ("medium", "expert", WIN_LEVEL)
# Levels whose moves may take a solve of a few tenths of a second: chosen off the UI loop.
SOLVING_LEVELS = (WIN_LEVEL,)
# Seconds between two looks at how far the build a computer waits for is.
LOOK_EVERY = 0.25


def weighs_cards(state: GameState) -> bool:
    """Whether the win level weighs the cards here (Yahtzee and Yatzy, 2 players or more),
    which needs its spread table besides the advisor's."""
    return state.ruleset.id in SOLVABLE and len(state.sheets) > 1


def solves_slowly(state: GameState, advisor: Advisor) -> bool:
    """Whether the move of the computer to move takes a solve (its advisor ready): the
    screen's worker then asks for it in a thread, so that keys and quitting never wait."""
    level = player_level(state.current_player)
    return level in SOLVING_LEVELS and advisor.ready(state.ruleset)


def computer_choice(state: GameState, advisor: Advisor) -> Move | str:
    """The move of the computer whose turn it is, or why it waits (its advisor's table is
    being prepared; the app posts AdvisorReady when it is in). Without an advisor that could
    be prepared it still plays, casually."""
    player = state.current_player
    level = player_level(player)
    if level in ADVISED_LEVELS and advisor.problem(state.ruleset) is not None:
        level = "easy"
    elif level in ADVISED_LEVELS and not advisor.ready(state.ruleset):
        advisor.prepare(state.ruleset)
        return waiting_words(player.name, advisor.progress(state.ruleset), win=False)
    elif level == WIN_LEVEL and weighs_cards(state) and not advisor.win_ready(state.ruleset):
        if not advisor.prepare_win(state.ruleset):
            level = "expert"  # its tables could not be built (said once): it plays for points
        else:
            done = advisor.progress(state.ruleset, win=True)
            return waiting_words(player.name, done, win=True)
    from yahtzee_tui.strategy.players import next_move  # loaded by then: the advisor is ready

    return next_move(state, level)


def computer_waits(state: GameState, advisor: Advisor) -> str | None:
    """Why the computer to move still waits, with how far the build it waits for is now;
    None once it waits no more (AdvisorReady then starts its turn again)."""
    rules, player = state.ruleset, state.current_player
    level = player_level(player)
    if level not in ADVISED_LEVELS or advisor.problem(rules) is not None:
        return None
    if not advisor.ready(rules):
        return waiting_words(player.name, advisor.progress(rules), win=False)
    if level == WIN_LEVEL and weighs_cards(state) and not advisor.win_ready(rules):
        return waiting_words(player.name, advisor.progress(rules, win=True), win=True)
    return None


def computer_plays(session: Session, state: GameState, move: Move) -> str:
    """Make the computer's `move` in `state`; the line that says it (until the next)."""
    name = state.current_player.name
    try:
        session.play(move)
    except GameError as error:
        return _("{player} could not move: {error}").format(player=name, error=translate(error))
    return computer_move_line(name, move, state.ruleset)

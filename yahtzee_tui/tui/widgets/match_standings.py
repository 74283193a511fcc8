"""The match on the game-over screen: the standings over the games so far, and the button to
the next game while the match goes on."""

from __future__ import annotations

from rich import box as rich_box
from rich.console import Console
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.content import Content
from textual.widgets import Button, Static

from yahtzee_tui.game import GameState
from yahtzee_tui.game.matches import game_totals, match_over, match_standings, next_match_game
from yahtzee_tui.i18n import _
from yahtzee_tui.tui.messages import OpenGame
from yahtzee_tui.tui.views.results import place_word
from yahtzee_tui.tui.views.vocabulary import fill


def match_heading(state: GameState) -> Content:
    """`Match over · Ann wins` or `Match · game 1 of 3 played`."""
    match = state.match
    if match is None:
        return Content()
    if not match_over(state):
        played = _("Match · game {game} of {games} played")
        return Content.styled(played.format(game=match.game, games=match.games), "bold")
    leaders = [s.name for s in match_standings(state) if s.place == 1]
    over = (_("Match over ·") + " ", "bold")
    if len(state.players) == 1:
        said = _("{over}{name} finishes")
        return Content.assemble(*fill(said, over=over, name=leaders[0]))
    if len(leaders) == 1:
        said = _("{over}{name} wins the match")
        return Content.assemble(*fill(said, over=over, name=leaders[0]))
    said = _("{over}{names} share it")
    return Content.assemble(*fill(said, over=over, names=_(" and ").join(leaders)))


def match_table(state: GameState) -> Table:
    """Place, player, each game's total, the match total and the games won."""
    table = Table(box=rich_box.SIMPLE_HEAD, padding=(0, 1), show_edge=False)
    table.add_column(_("place"))
    table.add_column(_("player"), max_width=16, no_wrap=True)
    games = game_totals(state)
    for number in range(1, len(games) + 1):
        table.add_column(_("G{number}").format(number=number), justify="right")
    table.add_column(_("match"), justify="right")
    table.add_column(_("won"), justify="right")
    standings = match_standings(state)
    for standing in standings:
        shared = sum(other.place == standing.place for other in standings) > 1
        style = "bold" if standing.place == 1 else ""
        table.add_row(
            Text(place_word(standing.place) + (" =" if shared else ""), style=style),
            Text(standing.name, style=style),
            *(Text(str(game[standing.seat])) for game in games),
            Text(str(standing.total), style=style),
            Text(str(standing.wins)),
        )
    return table


class MatchStandings(Vertical):
    """The match's standings under a heading; shown only for a game of a match."""

    DEFAULT_CSS = """
    MatchStandings {
        height: auto;
        border: round $primary;
        border-title-color: $text-primary;
        padding: 0 1;
        margin: 0 1 1 1;
    }
    MatchStandings #match-heading { margin-bottom: 1; }
    """

    def __init__(self, state: GameState) -> None:
        super().__init__(id="match-standings")
        self.state = state
        self.border_title = _("Match")
        self.table = match_table(state)
        # As wide as the table (or the heading) with the frame and padding, no wider.
        measure = Console(width=1000)
        natural = Measurement.get(measure, measure.options, self.table).maximum
        self.styles.max_width = max(natural, match_heading(state).cell_length) + 4

    def compose(self) -> ComposeResult:
        yield Static(match_heading(self.state), id="match-heading")
        yield Static(self.table, id="match-table")


class NextGameButton(Button):
    """To the match's next game: the same seats, the next seat opening."""

    def __init__(self, state: GameState) -> None:
        match = state.match
        number = match.game + 1 if match is not None else 1
        super().__init__(
            Content(_("Game {number}").format(number=number)), id="next-game", variant="primary"
        )
        self.state = state

    @staticmethod
    def wanted(state: GameState) -> bool:
        return state.match is not None and not match_over(state)

    @on(Button.Pressed)
    def _next(self, event: Button.Pressed) -> None:
        event.stop()
        self.post_message(OpenGame(next_match_game(self.state)))

"""What the game on the table is part of: a match (which game of how many, and each player's
match total so far: the games before plus this one as it stands) or the daily challenge.
Shown only then."""

from __future__ import annotations

from textual.content import Content
from textual.reactive import reactive
from textual.widget import Widget

from yahtzee_tui.game import GameState
from yahtzee_tui.game.matches import match_standings
from yahtzee_tui.i18n import _
from yahtzee_tui.tui.views.day_words import day_words
from yahtzee_tui.tui.views.vocabulary import fill


def match_line(state: GameState) -> Content:
    """`Match · game 2 of 3 · Ann 245 · Bob 230`, leader first; names literally."""
    match = state.match
    if match is None:
        if state.daily is not None:
            challenge = _("Daily challenge · {day}").format(day=day_words(state.daily))
            words = fill(
                _("{challenge} · the same dice for everyone"), challenge=(challenge, "bold")
            )
            return Content.assemble(*words)
        return Content()
    game = _("Match · game {game} of {games}").format(game=match.game, games=match.games)
    parts = [Content.styled(game, "bold")]
    for standing in match_standings(state):
        parts.append(Content.assemble(standing.name, f" {standing.total}"))
    return Content(" · ").join(parts)


class MatchTotals(Widget):
    DEFAULT_CSS = """
    MatchTotals {
        height: auto;
        color: $text-secondary;
        display: none;
        &.-match { display: block; }
    }
    """

    state: reactive[GameState | None] = reactive(None)

    def watch_state(self, state: GameState | None) -> None:
        shown = state is not None and (state.match is not None or state.daily is not None)
        self.set_class(shown, "-match")

    def render(self) -> Content:
        return match_line(self.state) if self.state is not None else Content()

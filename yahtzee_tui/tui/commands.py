"""Command palette entries for the game: new game, undo, help, records, settings and hints
(themes come with Textual)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from textual.command import DiscoveryHit, Hit, Hits, Provider

from yahtzee_tui.i18n import _
from yahtzee_tui.tui.screens.table import TableScreen


class GameCommands(Provider):
    """Offers what applies on the screen the palette was opened from."""

    def _commands(self) -> list[tuple[str, str, Callable[[], object]]]:
        # The app's own actions, run by name: the palette needs no more of the app.
        def app_action(name: str) -> Callable[[], object]:
            return partial(self.app.run_action, f"app.{name}")

        commands: list[tuple[str, str, Callable[[], object]]] = [
            (
                _("New game"),
                _("Leave this game (saved until a new one starts) and set up another"),
                app_action("new_game"),
            ),
            (_("Help"), _("The rules of this game and its keys"), app_action("help")),
            (
                _("Records"),
                _("High scores per rule set and the recent games"),
                app_action("records"),
            ),
            (
                _("Stats"),
                _("A player's totals and boxes against the optimal player"),
                app_action("stats"),
            ),
            (_("Settings"), _("Computer speed, hints by default, theme"), app_action("settings")),
        ]
        table = self.screen
        if not isinstance(table, TableScreen):
            return commands
        if table.check_action("undo", ()) and table.can_undo:
            commands.insert(
                1, (_("Undo"), _("Take back the last hold, call or score"), table.action_undo)
            )
        commands.append(
            (
                _("Hide hints") if table.hints else _("Show hints"),
                _("The advisor's best options, and the coach's word on each choice"),
                table.action_toggle_hints,
            )
        )
        if table.can_apply_hint:
            commands.append(
                (
                    _("Apply hint"),
                    _("Hold the dice the advisor would hold"),
                    table.action_apply_hint,
                )
            )
        return commands

    async def discover(self) -> Hits:
        for name, help_text, callback in self._commands():
            yield DiscoveryHit(name, callback, help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for name, help_text, callback in self._commands():
            match = matcher.match(name)
            if match > 0:
                yield Hit(match, matcher.highlight(name), callback, help=help_text)

"""Command palette entries for the game: new game, undo, help, records and hints (themes come
with Textual)."""

from __future__ import annotations

from collections.abc import Callable

from textual.command import DiscoveryHit, Hit, Hits, Provider


class GameCommands(Provider):
    """Offers what applies on the screen the palette was opened from."""

    def _commands(self) -> list[tuple[str, str, Callable[[], object]]]:
        app = self.app
        commands: list[tuple[str, str, Callable[[], object]]] = [
            (
                "New game",
                "Leave this game (saved until a new one starts) and set up another",
                app.action_new_game,
            ),
            ("Help", "The rules of this game and its keys", app.action_help),
            ("Records", "High scores per rule set and the recent games", app.action_records),
        ]
        screen = self.screen
        undo = getattr(screen, "action_undo", None)
        can_undo = getattr(screen, "can_undo_now", None)
        if undo is not None and can_undo is not None and can_undo():
            commands.insert(1, ("Undo", "Take back the last hold, call or score", undo))
        toggle_hints = getattr(screen, "action_toggle_hints", None)
        if toggle_hints is not None:
            shown = "Hide hints" if getattr(app, "hints", False) else "Show hints"
            commands.append(
                (
                    shown,
                    "The advisor's best options, and the coach's word on each choice",
                    toggle_hints,
                )
            )
        apply_hint = getattr(screen, "action_apply_hint", None)
        can_apply = getattr(screen, "can_apply_hint_now", None)
        if apply_hint is not None and can_apply is not None and can_apply():
            commands.append(("Apply hint", "Hold the dice the advisor would hold", apply_hint))
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

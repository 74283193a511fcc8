"""What the app does around any game: records, settings, screenshots, and the least size of
the terminal (a screen asks for more below it)."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from textual import events
from textual.app import App, SystemCommand
from textual.screen import Screen

from yahtzee_tui import paths
from yahtzee_tui.storage.settings import Settings
from yahtzee_tui.tui.messages import MoveRefused

MIN_WIDTH = 80
MIN_HEIGHT = 24


def screenshots_dir(create: bool = True) -> Path:
    """Where the Screenshot command saves its pictures (created unless `create` is False)."""
    directory = paths.data_dir() / "screenshots"
    if create:
        directory.mkdir(parents=True, exist_ok=True)
    return directory


class AppFrame(App[str | None]):
    """The app's commands and screens that do not depend on the game shown."""

    settings: Settings

    def __init__(self) -> None:
        super().__init__()
        self._too_small_screen: Screen[None] | None = None

    def report(self, problem: str) -> None:
        self.notify(problem, severity="error", markup=False)

    def show_screen(self, screen: Screen[None]) -> None:
        """`screen` in place of the one showing (the too-small notice stays on top)."""
        self._show(screen)

    def _show(self, screen: Screen[None]) -> None:
        # The first real screen goes on top of Textual's default screen; later ones replace it.
        if self._too_small_screen is not None and self._too_small_screen in self.screen_stack:
            self.pop_screen()
            self._too_small_screen = None
        while len(self.screen_stack) > 2:
            self.pop_screen()
        if len(self.screen_stack) > 1:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)
        self.call_after_refresh(self._check_size)

    def refused(self, reason: str) -> None:
        """The server refused a request: the screen that made it says why."""
        for screen in self.screen_stack:
            screen.post_message(MoveRefused(reason))

    def action_stats(self) -> None:
        """The Stats screen: a player's totals over time, against the optimal player's."""
        from yahtzee_tui.tui.screens.stats import StatsScreen

        if not isinstance(self.screen, StatsScreen):
            self.push_screen(StatsScreen())

    def action_records(self) -> None:
        """High scores per rule set and the recent games."""
        from yahtzee_tui.tui.screens.records import RecordsScreen

        if not isinstance(self.screen, RecordsScreen):
            self.push_screen(RecordsScreen())

    def action_settings(self) -> None:
        """Computer speed, hints by default, theme."""
        from yahtzee_tui.tui.screens.settings import SettingsScreen

        if not isinstance(self.screen, SettingsScreen):
            self.push_screen(SettingsScreen(self.settings))

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        """Textual's commands, with a Screenshot that saves where the game keeps its files."""
        for command in super().get_system_commands(screen):
            if command.title != "Screenshot":
                yield command
        yield SystemCommand(
            "Screenshot",
            f"Save an SVG picture of the screen in {screenshots_dir(create=False)}",
            # After the palette has closed, so that the picture shows the game.
            lambda: self.call_after_refresh(self.action_screenshot),
        )

    def action_screenshot(self, filename: str | None = None, path: str | None = None) -> None:
        """Save the screen as SVG in the screenshots directory (or `path`) and say where."""
        try:
            directory = Path(path) if path else screenshots_dir()
            directory.mkdir(parents=True, exist_ok=True)
            saved = self.save_screenshot(filename, str(directory))
        except OSError as error:
            self.report(f"The screenshot could not be saved: {error}")
            return
        self.notify(f"Screenshot saved to {saved}", title="Screenshot", markup=False)

    # --- terminal size -------------------------------------------------------------------

    def on_resize(self, event: events.Resize) -> None:
        self.call_after_refresh(self._check_size)

    def _check_size(self) -> None:
        from yahtzee_tui.tui.screens.too_small import TooSmallScreen

        width, height = self.size
        too_small = width < MIN_WIDTH or height < MIN_HEIGHT
        showing = self._too_small_screen
        if too_small and showing is None:
            self._too_small_screen = TooSmallScreen(MIN_WIDTH, MIN_HEIGHT)
            self.push_screen(self._too_small_screen)
        elif not too_small and showing is not None:
            self._too_small_screen = None
            if self.screen is showing:
                self.pop_screen()

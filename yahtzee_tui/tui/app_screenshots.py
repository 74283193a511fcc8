"""The app's Screenshot command: an SVG picture of the screen, saved where the game keeps its
files (Textual's own command saves it in the working directory)."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from textual.app import App, SystemCommand
from textual.screen import Screen

from yahtzee_tui import paths


def screenshots_dir(create: bool = True) -> Path:
    """Where the Screenshot command saves its pictures (created unless `create` is False)."""
    directory = paths.data_dir() / "screenshots"
    if create:
        directory.mkdir(parents=True, exist_ok=True)
    return directory


class ScreenshotCommand(App[str | None]):
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
            self.notify(
                f"The screenshot could not be saved: {error}", severity="error", markup=False
            )
            return
        self.notify(f"Screenshot saved to {saved}", title="Screenshot", markup=False)

"""What the app does around any game: one screen in place of another, the notice of a terminal
too small, questions asked before something is done, problems said in a notification, the
server's refusals passed to the screens, and screenshots saved where the game keeps its files."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable
from pathlib import Path

from textual import events
from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.command import CommandPalette
from textual.dom import DOMNode
from textual.screen import Screen

from yahtzee_tui import paths
from yahtzee_tui.i18n import _, translate
from yahtzee_tui.tui import collector
from yahtzee_tui.tui.app.daemon_threads import DaemonThreads
from yahtzee_tui.tui.app.kept_styles import KeptStyles
from yahtzee_tui.tui.messages import WishRefused
from yahtzee_tui.tui.screens.confirm import ConfirmScreen
from yahtzee_tui.tui.screens.too_small import TooSmallScreen
from yahtzee_tui.tui.views.choices import Ask
from yahtzee_tui.tui.views.table_fit import MIN_HEIGHT, MIN_WIDTH
from yahtzee_tui.tui.views.textual_words import (
    SEARCH_COMMANDS,
    key_display,
    system_command_words,
)


def screenshots_dir(create: bool = True) -> Path:
    """Where the Screenshot command saves its pictures (created unless `create` is False)."""
    directory = paths.data_dir() / "screenshots"
    if create:
        directory.mkdir(parents=True, exist_ok=True)
    return directory


class AppFrame(App[str | None]):
    """The app's plumbing that does not depend on the game shown."""

    # Keep the stylesheet's parsed rules in the cache folder between runs (the command sets
    # it; tests, which start many apps, do not).
    keep_styles = False

    def __init__(self) -> None:
        super().__init__()
        self._too_small_screen: Screen[None] | None = None
        self._kept_styles = KeptStyles()

    def on_load(self) -> None:
        # Thread workers in daemon threads: a quit never waits for their work to end.
        asyncio.get_running_loop().set_default_executor(DaemonThreads())
        if self.keep_styles:
            self._kept_styles.fill(self.stylesheet)

    def refresh_css(self, animate: bool = True) -> None:
        super().refresh_css(animate)
        if self.keep_styles:  # another theme, read from its own file
            self._kept_styles.fill(self.stylesheet)

    def on_unmount(self) -> None:
        if self.keep_styles:
            self._kept_styles.keep(self.stylesheet)

    def update_styles(self, node: DOMNode, animate: bool = True) -> None:
        # A widget not mounted yet is styled as it is mounted, with the classes it has then:
        # Textual's own widgets (Button, Input) would be styled in their constructors, twice.
        if node is self or node.is_attached:
            super().update_styles(node, animate)

    def report(self, problem: str) -> None:
        self.notify(problem, severity="error", markup=False)

    def refused(self, reason: str) -> None:
        """The server refused a request: the screen that made it says why."""
        for screen in self.screen_stack:
            screen.post_message(WishRefused(translate(reason)))

    def get_key_display(self, binding: Binding) -> str:
        """A bound key as the footer shows it, in the help's spelling ("Esc", Textual's own
        dropdown's too)."""
        return key_display(super().get_key_display(binding))

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        """Textual's commands in the player's words, with a Screenshot that saves where the
        game keeps its files."""
        for command in super().get_system_commands(screen):
            if command.title != "Screenshot":
                yield command._replace(
                    title=system_command_words(command.title),
                    help=system_command_words(command.help),
                )
        yield SystemCommand(
            _("Screenshot"),
            _("Save an SVG picture of the screen in {folder}").format(
                folder=screenshots_dir(create=False)
            ),
            # After the palette has closed, so that the picture shows the game.
            lambda: self.call_after_refresh(self.action_screenshot),
        )

    def action_command_palette(self) -> None:
        """Textual's command palette, its search field in the player's words."""
        # is_open takes App[object]: App is invariant in the result type, the check is not.
        if self.use_command_palette and not CommandPalette.is_open(self):  # type: ignore[arg-type]
            self.push_screen(CommandPalette(placeholder=_(SEARCH_COMMANDS), id="--command-palette"))

    def action_screenshot(self, filename: str | None = None, path: str | None = None) -> None:
        """Save the screen as SVG in the screenshots directory (or `path`) and say where."""
        try:
            directory = Path(path) if path else screenshots_dir()
            directory.mkdir(parents=True, exist_ok=True)
            saved = self.save_screenshot(filename, str(directory))
        except OSError as error:
            self.report(_("The screenshot could not be saved: {error}").format(error=error))
            return
        said = _("Screenshot saved to {file}").format(file=saved)
        self.notify(said, title=_("Screenshot"), markup=False)

    # --- screens ---------------------------------------------------------------------------

    def show_screen(self, screen: Screen[None]) -> None:
        """`screen` in place of the one showing (the too-small notice stays on top)."""
        # The first real screen goes on top of Textual's default screen; later ones replace it.
        if self._too_small_screen is not None and self._too_small_screen in self.screen_stack:
            self.pop_screen()
            self._too_small_screen = None
        while len(self.screen_stack) > 2:
            self.pop_screen()
        # The screen's own stylesheet (CSS_PATH) joins the app's now, to be parsed alone when the
        # screen is styled: left to Textual, it would re-parse every source and restyle the app.
        for path in screen.css_path:
            if not self.stylesheet.has_source(str(path)):
                self.stylesheet.add_source(path.read_text(encoding="utf-8"), (str(path), ""))
        if len(self.screen_stack) > 1:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)
        self.call_after_refresh(self.check_size)
        self.call_after_refresh(collector.settle)  # the first frame drawn: see `collector`

    def ask(self, ask: Ask, then: Callable[[], object]) -> None:
        """Ask `ask` in the confirm dialog; `then()` once the answer is yes."""

        def answered(yes: bool | None) -> None:
            if yes:
                then()

        self.push_screen(ConfirmScreen(ask.question, ask.detail, ask.yes, ask.no), answered)

    # --- terminal size -------------------------------------------------------------------

    def on_resize(self, event: events.Resize) -> None:
        self.call_after_refresh(self.check_size)

    def check_size(self) -> None:
        """Below the least size a notice asks for a larger terminal, over every screen."""
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

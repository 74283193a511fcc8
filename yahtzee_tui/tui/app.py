"""The Textual app: one game state, replaced by the result of each move and saved as it goes."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import ClassVar

from textual import events
from textual.app import App, SystemCommand
from textual.binding import Binding, BindingType
from textual.reactive import var
from textual.screen import Screen
from textual.worker import Worker

from yahtzee_tui import paths
from yahtzee_tui.engine import get_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState, Player, new_game
from yahtzee_tui.storage.saves import delete_saved_game, save_game
from yahtzee_tui.tui.advising import AdvisorLink
from yahtzee_tui.tui.commands import GameCommands
from yahtzee_tui.tui.recording import RecordNews, record_finished
from yahtzee_tui.tui.themes import APP_THEMES, default_theme


def screenshots_dir(create: bool = True) -> Path:
    """Where the Screenshot command saves its pictures (created unless `create` is False)."""
    directory = paths.data_dir() / "screenshots"
    if create:
        directory.mkdir(parents=True, exist_ok=True)
    return directory


MIN_WIDTH = 80
MIN_HEIGHT = 24
# Seconds between a computer player's moves, so that each can be followed.
COMPUTER_MOVE_DELAY = 0.5

Move = Callable[[GameState], GameState]


class YahtzeeApp(App[None]):
    """Start screen, the table, help and game over, around one `GameState`."""

    CSS_PATH = "app.tcss"
    TITLE = "yahtzee-tui"
    COMMANDS = App.COMMANDS | {GameCommands}
    # q quits wherever no text field has the focus (a field takes the letter); screens that
    # use q otherwise, or say more about it, bind it themselves.
    BINDINGS: ClassVar[list[BindingType]] = [Binding("q", "quit", "Quit", show=False)]

    # The game in play; None on the start screen. Screens watch it and re-render.
    state: var[GameState | None] = var(None, init=False)

    def __init__(
        self,
        state: GameState | None = None,
        *,
        save_path: Path | None = None,
        theme: str | None = None,
        animations: bool = True,
        hints: bool = False,
        move_delay: float | None = None,
    ) -> None:
        super().__init__()
        for app_theme in APP_THEMES:
            self.register_theme(app_theme)
        self.theme = theme or default_theme(self.console.color_system)
        self.save_path = save_path
        # Roll animation and cursor blink; off for tests and screenshots.
        self.animations = animations
        if not animations:
            self.animation_level = "none"
        # A computer's pause between moves: none without animations (tests, screenshots).
        if move_delay is None:
            move_delay = COMPUTER_MOVE_DELAY if animations else 0.0
        self.move_delay = move_delay
        # The advisor's hints on the table (and the coach in the log), for the whole session.
        self.hints = hints
        self.advisor = AdvisorLink(self)
        self._first_state = state
        self._too_small_screen = None

    def on_mount(self) -> None:
        if self._first_state is not None:
            self.open_game(self._first_state)
        else:
            self.show_start()
        self._check_size()

    # --- screens -------------------------------------------------------------------------

    def show_start(self, previous: GameState | None = None) -> None:
        """The start screen, in place of whatever screen is showing; set up like `previous`
        (its rule set and seats) when given."""
        from yahtzee_tui.tui.screens.start import StartScreen

        self.state = None
        self._show(StartScreen(previous))

    def open_game(self, state: GameState) -> None:
        """Play `state`: the table, or the results when it is already over."""
        self.state = state
        if state.is_over:
            # A save already finished: recorded (once) before the save goes.
            news = self._record(state)
            self._forget_saved_game()
            self._show_game_over(state, news)
            return
        from yahtzee_tui.tui.screens.table import table_screen

        self.autosave()
        self._show(table_screen(state.ruleset))

    def start_new_game(
        self, rules: str, players: Sequence[Player | str], seed: int | None = None
    ) -> None:
        """A fresh game from the start screen's choices (GameError when they are not valid)."""
        self.open_game(new_game(rules, players, seed))

    def _show_game_over(self, state: GameState, news: RecordNews) -> None:
        from yahtzee_tui.tui.screens.game_over import GameOverScreen

        self._show(GameOverScreen(state, news.lines))

    def _record(self, state: GameState) -> RecordNews:
        """Record a finished game; a failure is one line for the player, and play goes on."""
        news = record_finished(state)
        if news.problem is not None:
            self.notify(news.problem, severity="error", markup=False)
        return news

    def _show(self, screen) -> None:
        # The first real screen goes on top of Textual's default screen; later ones replace it.
        stack = self.screen_stack
        if self._too_small_screen is not None and self._too_small_screen in stack:
            self.pop_screen()
            self._too_small_screen = None
        while len(self.screen_stack) > 2:
            self.pop_screen()
        if len(self.screen_stack) > 1:
            self.switch_screen(screen)
        else:
            self.push_screen(screen)
        self.call_after_refresh(self._check_size)

    # --- commands ----------------------------------------------------------------------

    def action_help(self) -> None:
        """Help for the rule set in play, or the one chosen on the start screen."""
        from yahtzee_tui.tui.screens.help import HelpScreen

        if isinstance(self.screen, HelpScreen):
            return
        rules = getattr(self.screen, "help_rules", None)
        if rules is None:
            rules = self.state.ruleset if self.state is not None else get_rules("yahtzee")
        self.push_screen(HelpScreen(rules))

    def action_records(self) -> None:
        """High scores per rule set and the recent games."""
        from yahtzee_tui.tui.screens.records import RecordsScreen

        if not isinstance(self.screen, RecordsScreen):
            self.push_screen(RecordsScreen())

    def action_new_game(self) -> None:
        """To the start screen; a game in play stays saved until a new one replaces it."""
        from yahtzee_tui.tui.screens.confirm import ConfirmScreen

        if self.state is None:
            return
        previous = self.state
        if previous.is_over:
            self.show_start(previous)
            return

        def answered(leave: bool | None) -> None:
            if leave:
                self.show_start(previous)

        self.push_screen(
            ConfirmScreen(
                "Leave this game for a new one?",
                "It stays saved until another game starts: the start screen offers to resume "
                "it, and asks before a new game replaces it.",
                yes="New game",
                no="Keep playing",
            ),
            answered,
        )

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        """Textual's commands, with a Screenshot that saves where the game keeps its files."""
        for command in super().get_system_commands(screen):
            if command.title != "Screenshot":
                yield command
        yield SystemCommand(
            "Screenshot",
            f"Save an SVG picture of the screen in {screenshots_dir(create=False)}",
            # After the palette has closed, so that the picture shows the game.
            lambda: self.set_timer(0.1, self.action_screenshot),
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

    def action_help_quit(self) -> None:
        """ctrl+c: say how to quit (in a text field ctrl+c copies)."""
        saved = " The game is saved." if self.state is not None and not self.state.is_over else ""
        self.notify(f"Press q (or ctrl+q) to quit.{saved}", title="Quit?", markup=False)

    # --- moves ---------------------------------------------------------------------------

    def apply(self, move: Move) -> GameState:
        """Play one move on the current state; GameError (the move is illegal) leaves it as is."""
        if self.state is None:
            raise GameError("no game in play")
        new_state = move(self.state)
        self.state = new_state
        if new_state.is_over:
            news = self._record(new_state)
            self._forget_saved_game()
            self._show_game_over(new_state, news)
        else:
            self.autosave()
        return new_state

    def autosave(self) -> None:
        """Save the game in play; a failure is reported and play goes on."""
        if self.state is None:
            return
        try:
            save_game(self.state, self.save_path)
        except (OSError, GameError) as error:
            self.notify(f"The game could not be saved: {error}", severity="error")

    def _forget_saved_game(self) -> None:
        try:
            delete_saved_game(self.save_path)
        except OSError as error:
            self.notify(f"The finished game's save could not be removed: {error}", severity="error")

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        self.advisor.worker_changed(event.worker)

    # --- terminal size -------------------------------------------------------------------

    async def on_event(self, event: events.Event) -> None:
        # Any key ends a roll animation at once (the key then does what it does).
        if isinstance(event, events.Key):
            skip = getattr(self.screen, "skip_animation", None)
            if skip is not None:
                skip()
        await super().on_event(event)

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


def make_app(
    state: GameState | None = None,
    *,
    rules: str | None = None,
    players: Sequence[Player | str] | None = None,
    seed: int | None = None,
    save_path: Path | None = None,
    theme: str | None = None,
    animations: bool = True,
    hints: bool = False,
    move_delay: float | None = None,
) -> YahtzeeApp:
    """The app, on the start screen, or at the table of `state` or of a new game of `rules`.

    Without a `theme` the app picks one that suits the terminal's colours. `hints` opens the
    table with the advisor's hints showing; `move_delay` is the pause before each move of a
    computer player (by default half a second, none without animations).
    """
    if state is None and (rules is not None or players is not None):
        state = new_game(rules or "yahtzee", players or ["Player 1"], seed)
    return YahtzeeApp(
        state,
        save_path=save_path,
        theme=theme,
        animations=animations,
        hints=hints,
        move_delay=move_delay,
    )

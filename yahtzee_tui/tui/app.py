"""The Textual app: one game state, replaced through the session by the result of each move."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import ClassVar, cast

from textual import events
from textual.app import App, SystemCommand
from textual.binding import Binding, BindingType
from textual.reactive import var
from textual.screen import Screen
from textual.worker import Worker

from yahtzee_tui import paths
from yahtzee_tui.engine import RuleSet, get_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState, Player, new_game
from yahtzee_tui.game.matches import new_match
from yahtzee_tui.storage.saves import default_save_path, delete_saved_game, save_game
from yahtzee_tui.storage.settings import Settings, load_settings, save_settings
from yahtzee_tui.storage.table_notes import delete_notes
from yahtzee_tui.strategy import Move
from yahtzee_tui.tui.advising import AdvisorLink
from yahtzee_tui.tui.commands import GameCommands
from yahtzee_tui.tui.messages import AdvisorReady
from yahtzee_tui.tui.recording import RecordNews, record_finished
from yahtzee_tui.tui.session import LocalSession, Session
from yahtzee_tui.tui.themes import APP_THEMES, default_theme

MIN_WIDTH = 80
MIN_HEIGHT = 24


def screenshots_dir(create: bool = True) -> Path:
    """Where the Screenshot command saves its pictures (created unless `create` is False)."""
    directory = paths.data_dir() / "screenshots"
    if create:
        directory.mkdir(parents=True, exist_ok=True)
    return directory


class YahtzeeApp(App[str | None]):
    """Start screen, the table, help and game over, around one `GameState`.

    The app returns, on leaving, the line to print in the terminal (where the game in play is
    saved and how to resume it), or None."""

    CSS_PATH = "app.tcss"
    TITLE = "yahtzee-tui"
    COMMANDS = App.COMMANDS | {GameCommands}
    # q quits wherever no text field has the focus (a field takes the letter); screens that
    # use q otherwise, or say more about it, bind it themselves.
    BINDINGS: ClassVar[list[BindingType]] = [Binding("q", "quit", "Quit", show=False)]

    # The game in play; None on the start screen: the one owner of the game state. It changes
    # only in `show`, which the session calls with each new state.
    state: var[GameState | None] = var(None, init=False)

    def __init__(
        self,
        state: GameState | None = None,
        *,
        save_path: Path | None = None,
        settings: Settings | None = None,
        theme: str | None = None,
        animations: bool = True,
        hints: bool | None = None,
        move_delay: float | None = None,
    ) -> None:
        super().__init__()
        for app_theme in APP_THEMES:
            self.register_theme(app_theme)
        problem = None
        if settings is None:
            settings, problem = load_settings()
        self.settings = settings
        self.theme = theme or settings.theme or default_theme(self.console.color_system)
        self.save_path = save_path
        # Roll animation and cursor blink; off for tests and screenshots.
        self.animations = animations
        if not animations:
            self.animation_level = "none"
        # A computer's pause between moves: the settings' speed; none without animations.
        self.fixed_move_delay = move_delay if move_delay is not None or animations else 0.0
        self._hints = hints
        self.advisor = AdvisorLink(self)
        self.session: Session = LocalSession(self, save_path)
        # The move that made `state` (None: opened, resumed or undone); set with it.
        self.last_move: Move | None = None
        self._first_state = state
        self._too_small_screen: Screen[None] | None = None
        self._settings_problem = problem

    @property
    def hints_by_default(self) -> bool:
        """Whether a new game opens with the hints showing (a resumed game keeps its own)."""
        return self.settings.hints if self._hints is None else self._hints

    @property
    def move_delay(self) -> float:
        if self.fixed_move_delay is not None:
            return self.fixed_move_delay
        return self.settings.move_delay

    def on_mount(self) -> None:
        if self._settings_problem:
            self.notify(self._settings_problem, severity="warning", markup=False)
        if self._first_state is not None:
            self.open_game(self._first_state)
        else:
            self.show_start()
        self._check_size()

    def change_settings(self, settings: Settings) -> None:
        """Use and keep `settings`; a failure to keep them is one line, and they still apply."""
        self.settings = settings
        theme = settings.theme or default_theme(self.console.color_system)
        if theme != self.theme:
            self.theme = theme
        try:
            save_settings(settings)
        except GameError as error:
            self.notify(str(error), severity="error", markup=False)

    # --- screens -------------------------------------------------------------------------

    def show_start(self, previous: GameState | None = None) -> None:
        """The start screen, in place of whatever screen is showing; set up like `previous`
        (its rule set and seats) when given, else like the last game set up."""
        from yahtzee_tui.tui.screens.start import StartScreen

        self.last_move = None
        self.state = None
        self._show(StartScreen(previous))

    def open_game(self, state: GameState) -> None:
        """Play `state`: the table, or the results when it is already over."""
        self.last_move = None
        self.state = state
        if state.is_over:
            self._finish(state)
            return
        from yahtzee_tui.tui.screens.table import table_screen

        self.autosave()
        self._show(table_screen(state))

    def start_new_game(
        self, rules: str, players: Sequence[Player | str], seed: int | None = None, games: int = 1
    ) -> None:
        """A fresh game (the first of a match of `games` when more than one) from the start
        screen's choices (GameError when they are not valid)."""
        if games == 1:
            state = new_game(rules, players, seed)
        else:
            state = new_match(rules, players, games, seed)
        self.change_settings(self.settings.with_setup(state.rules_id, state.players))
        self.open_game(state)

    def _finish(self, state: GameState) -> None:
        """A finished game: recorded (once), its save gone, the results shown."""
        from yahtzee_tui.tui.screens.game_over import GameOverScreen

        news = self._record(state)
        self._forget_saved_game()
        self._show(GameOverScreen(state, news.lines))

    def _record(self, state: GameState) -> RecordNews:
        """Record a finished game; a failure is one line for the player, and play goes on."""
        news = record_finished(state)
        if news.problem is not None:
            self.notify(news.problem, severity="error", markup=False)
        return news

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

    # --- the state, through the session --------------------------------------------------

    def show(self, state: GameState, move: Move | None) -> None:
        """The session's new state and the move that made it: the table redraws from it."""
        self.last_move = move
        self.state = state
        if state.is_over:
            self._finish(state)

    def report(self, problem: str) -> None:
        self.notify(problem, severity="error", markup=False)

    def autosave(self) -> None:
        """Save the game in play; a failure is reported and play goes on."""
        if self.state is None:
            return
        try:
            save_game(self.state, self.save_path)
        except GameError as error:
            self.report(f"The game could not be saved: {error}")

    def _forget_saved_game(self) -> None:
        try:
            delete_saved_game(self.save_path)
            delete_notes(self.save_path)
        except OSError as error:
            self.report(f"The finished game's save could not be removed: {error}")

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        ready = self.advisor.worker_changed(event.worker)
        if ready is not None:
            for screen in self.screen_stack:
                screen.post_message(AdvisorReady(ready))

    # --- commands ------------------------------------------------------------------------

    @property
    def help_rules(self) -> RuleSet:
        """The rule set help explains: the game's, or the one chosen on the start screen."""
        from yahtzee_tui.tui.screens.start import StartScreen

        screen = self.screen
        if isinstance(screen, StartScreen):
            return get_rules(screen.chosen_rules)
        return self.state.ruleset if self.state is not None else get_rules("yahtzee")

    def action_help(self) -> None:
        from yahtzee_tui.tui.screens.help import HelpScreen

        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen(self.help_rules))

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

    def action_new_game(self) -> None:
        """To the start screen; a game in play stays saved until a new one replaces it."""
        from yahtzee_tui.tui.screens.confirm import ConfirmScreen

        previous = self.state
        if previous is None:
            return
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

    async def action_quit(self) -> None:
        """Leave; a game in play is saved, and the terminal is told where and how to resume."""
        self.exit(self.exit_line())

    def exit_line(self) -> str | None:
        state = self.state
        if state is None or state.is_over:
            return None
        where = self.save_path or default_save_path()
        return f"The game is saved in {where}. Resume it with: yahtzee-tui --resume"

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

    def action_help_quit(self) -> None:
        """ctrl+c: say how to quit (in a text field ctrl+c copies)."""
        saved = " The game is saved." if self.state is not None and not self.state.is_over else ""
        self.notify(f"Press q (or ctrl+q) to quit.{saved}", title="Quit?", markup=False)

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


def the_app(app: App[object]) -> YahtzeeApp:
    """The running app, typed (screens and widgets reach its game and settings through it)."""
    return cast(YahtzeeApp, app)


def make_app(
    state: GameState | None = None,
    *,
    rules: str | None = None,
    players: Sequence[Player | str] | None = None,
    seed: int | None = None,
    save_path: Path | None = None,
    settings: Settings | None = None,
    theme: str | None = None,
    animations: bool = True,
    hints: bool | None = None,
    move_delay: float | None = None,
) -> YahtzeeApp:
    """The app, on the start screen, or at the table of `state` or of a new game of `rules`.

    Settings are read from the data directory unless given. Without a `theme` the app takes
    the settings' one, else one that suits the terminal. `hints` opens a new game with the
    hints showing (default: the settings'); `move_delay` is the pause before each move of a
    computer player (default: the settings' speed, none without animations).
    """
    if state is None and (rules is not None or players is not None):
        state = new_game(rules or "yahtzee", players or ["Player 1"], seed)
    return YahtzeeApp(
        state,
        save_path=save_path,
        settings=settings,
        theme=theme,
        animations=animations,
        hints=hints,
        move_delay=move_delay,
    )

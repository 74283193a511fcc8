"""The Textual app: one game state, replaced through the session by the result of each move."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar, cast

from textual.app import App
from textual.binding import Binding, BindingType
from textual.reactive import var
from textual.worker import Worker

from yahtzee_tui.engine import RuleSet, get_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState, Player, new_game
from yahtzee_tui.game.matches import new_match
from yahtzee_tui.storage.locks import SaveLock
from yahtzee_tui.storage.saves import SaveError, load_game, save_game
from yahtzee_tui.storage.settings import Settings, load_settings, save_settings
from yahtzee_tui.strategy import Move
from yahtzee_tui.tui.app_frame import MIN_HEIGHT as MIN_HEIGHT
from yahtzee_tui.tui.app_frame import MIN_WIDTH as MIN_WIDTH
from yahtzee_tui.tui.app_frame import AppFrame
from yahtzee_tui.tui.commands import GameCommands
from yahtzee_tui.tui.messages import AdvisorReady
from yahtzee_tui.tui.state.advising import AdvisorLink
from yahtzee_tui.tui.state.session import LocalSession, Session, WatchingSession
from yahtzee_tui.tui.state.slot import GameSlot, open_elsewhere_note
from yahtzee_tui.tui.state.watched_save import WatchedSave, same_game
from yahtzee_tui.tui.themes import APP_THEMES, default_theme
from yahtzee_tui.tui.views.net_view import NetView

if TYPE_CHECKING:
    from yahtzee_tui.net.tables import NetTable


class YahtzeeApp(AppFrame):
    """Start screen, the table, help and game over, around one `GameState`.

    The app returns, on leaving, the line to print in the terminal (where the game in play is
    saved and how to resume it), or None."""

    CSS_PATH = "app.tcss"
    TITLE = "yahtzee-tui"
    COMMANDS = App.COMMANDS | {GameCommands}
    # q quits wherever no text field has the focus (a field takes the letter); screens that
    # use q otherwise, or say more about it, bind it themselves.
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("q", "quit", "Quit", show=False),
        Binding("n", "stop_watching", "Start screen"),  # only while watching a game
    ]

    # The game in play; None on the start screen: the one owner of the game state. It changes
    # only in `show`, which the session calls with each new state.
    state: var[GameState | None] = var(None, init=False)
    # At a network table: the room, its seats and the connection (the remote session sets it).
    net: var[NetView | None] = var(None, init=False)

    def __init__(
        self,
        state: GameState | None = None,
        *,
        save_path: Path | None = None,
        lock: SaveLock | None = None,
        read_only: bool = False,
        settings: Settings | None = None,
        theme: str | None = None,
        animations: bool = True,
        hints: bool | None = None,
        move_delay: float | None = None,
        network: NetTable | None = None,
    ) -> None:
        super().__init__()
        for app_theme in APP_THEMES:
            self.register_theme(app_theme)
        problem = None
        if settings is None:
            settings, problem = load_settings()
        self.settings = settings
        self.theme = theme or settings.theme or default_theme(self.console.color_system)
        # The slot the app writes, under its lock (taken when a game opens, if not given).
        self.slot = GameSlot(lock, save_path)
        # The save of a game open in another copy, shown read-only; None when playing.
        self.watching: Path | None = self.slot.path if read_only else None
        self._watch: WatchedSave | None = None
        # Roll animation and cursor blink; off for tests and screenshots.
        self.animations = animations
        if not animations:
            self.animation_level = "none"
        # A computer's pause between moves: the settings' speed; none without animations.
        self.fixed_move_delay = move_delay if move_delay is not None or animations else 0.0
        self._hints = hints
        self.advisor = AdvisorLink(self)
        self.session: Session = LocalSession(self, self.slot.path)
        # The move that made `state` (None: opened, resumed or undone); set with it.
        self.last_move: Move | None = None
        self._first_state = state
        # The network table this app is at (None: the game is played here).
        self.network: NetTable | None = None
        self._first_network = network
        self.network_only = network is not None  # started at a network table, without a save slot
        self._settings_problem = problem
        # Why the last save of the game in play failed (the disk full, say); None while every
        # move is saved. The game stays in memory and each move tries again.
        self.unsaved: str | None = None

    @property
    def save_path(self) -> Path:
        """The save of the game shown: the app's own slot, or the one it watches."""
        return self.watching if self.watching is not None else self.slot.path

    @property
    def read_only(self) -> bool:
        """Whether the game shown is another copy's, watched without moves."""
        return self.watching is not None

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
        if self._first_network is not None:
            from yahtzee_tui.tui.network_play import enter_network

            enter_network(self, self._first_network)
        elif self._first_state is None:
            self.show_start()
        elif self.watching is not None:
            self.watch_game(self.watching, self._first_state)
        else:
            self.open_game(self._first_state)
        self._check_size()

    def on_unmount(self) -> None:
        self._stop_watching()
        self.slot.release()

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

    def show_start(self, previous: GameState | None = None, note: str | None = None) -> None:
        """The start screen, in place of whatever screen is showing; set up like `previous`
        (its rule set and seats) when given, else like the last game set up; `note` is a
        line it shows first (a problem)."""
        from yahtzee_tui.tui.screens.start import StartScreen

        self._stop_watching()
        self.last_move = None
        self.state = None
        self._show(StartScreen(previous, note))

    def open_game(self, state: GameState | None = None, path: Path | None = None) -> None:
        """Play `state`, or the game saved in `path` (read again once its lock is held), in
        `path` (the app's own slot by default) under its lock: the table, or the results
        when it is already over. A slot open in another copy is never written: the start
        screen says so and offers to watch it or play a separate game."""
        try:
            path = self.slot.take(path)
            state = state or load_game(path)
        except SaveError as error:
            self.show_start(note=open_elsewhere_note(error))
            return
        self._play(state)

    def start_new_game(
        self,
        rules: str,
        players: Sequence[Player | str],
        seed: int | None = None,
        *,
        separate: bool = False,
        games: int = 1,
    ) -> None:
        """A fresh game (the first of a match of `games` when more than one) from the start
        screen's choices (GameError when they are not valid); see `begin`."""
        match = games > 1
        state = new_match(rules, players, games, seed) if match else new_game(rules, players, seed)
        self.begin(state, separate=separate)

    def begin(self, state: GameState, *, separate: bool = False) -> None:
        """Play the new game `state` in the app's own slot, or in a free one of its own when
        `separate`, when the own slot is open in another copy, or when it keeps a finished
        game waiting for the records."""
        self.change_settings(self.settings.with_setup(state.rules_id, state.players))
        try:
            note = self.slot.take_for_new_game(separate)
        except SaveError as error:
            raise GameError(str(error)) from None
        if note is not None:
            self.notify(note, markup=False)
        self._play(state)

    def watch_game(self, path: Path, state: GameState | None = None) -> None:
        """Show the game saved in `path`, open in another copy, without moves: it follows
        the other copy's saves while it shows."""
        try:
            state = state or load_game(path)
        except SaveError as error:
            self.show_start(note=str(error))
            return
        self.watching = path
        self.session = WatchingSession()
        self._watch = WatchedSave(path, self._saved_elsewhere)
        self._watch.start()
        self._open(state)

    def action_stop_watching(self) -> None:
        """n while watching: back to the start screen."""
        self.show_start(self.state)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "stop_watching":
            return self.read_only
        return True

    def _play(self, state: GameState) -> None:
        self._stop_watching()
        self.session = LocalSession(self, self.slot.path)
        self._open(state)

    def _open(self, state: GameState) -> None:
        self.last_move = None
        self.state = state
        if state.is_over:
            self._finish(state)
            return
        from yahtzee_tui.tui.screens.table import table_screen

        self.autosave()
        self._show(table_screen(state))

    def _saved_elsewhere(self, state: GameState) -> None:
        """The watched save changed: show what the other copy saved."""
        shown = self.state
        if self.watching is None or shown is None or shown.is_over or state == shown:
            return
        if same_game(state, shown):
            self.show(state, None)
        else:  # another game in that save now
            self._open(state)

    def _stop_watching(self) -> None:
        if self._watch is not None:
            self._watch.stop()
            self._watch = None
        self.watching = None

    def _finish(self, state: GameState) -> None:
        """A finished game: the results, which record it (its save goes once the records
        hold it; a watched game is the other copy's to record). At a network table the
        server keeps the game: a seated terminal records it too (a host for its server), a
        watcher does not."""
        from yahtzee_tui.tui.screens.game_over import GameOverScreen

        net = self.net
        watched = self.read_only if net is None else not (net.my_seats or net.hosting_here)
        self._show(GameOverScreen(state, watched=bool(watched)))

    # --- the state, through the session --------------------------------------------------

    def show(self, state: GameState, move: Move | None) -> None:
        """The session's new state and the move that made it: the table redraws from it.
        At a network table the first state is the game starting: the table opens."""
        starting = self.net is not None and self.state is None
        self.last_move = move
        self.state = state
        if state.is_over:
            self._finish(state)
        elif starting:
            from yahtzee_tui.tui.screens.table import table_screen

            self._show(table_screen(state))

    def show_net(self, view: NetView) -> None:
        """The network table's news: the table and the lobby redraw from it."""
        self.net = view

    def autosave(self) -> None:
        """Save the game in play (never a watched one, nor a network game: the server saves
        it); a failure is reported and play goes on."""
        if self.state is None or self.read_only or self.net is not None:
            return
        try:
            save_game(self.state, self.slot.path)
        except GameError as error:
            self.saved(str(error))
        else:
            self.saved(None)

    def saved(self, problem: str | None) -> None:
        """How the last save went: a failure is said at once, every time, until one works."""
        if problem is not None:
            self.report(f"The last moves are not saved: {problem}")
        elif self.unsaved is not None:
            self.notify("The game is saved again.", markup=False)
        self.unsaved = problem

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

    def action_new_game(self) -> None:
        """To the start screen; a game in play stays saved until a new one replaces it."""
        from yahtzee_tui.tui.screens.confirm import ConfirmScreen

        if self.network is not None:
            from yahtzee_tui.tui.network_play import leave_for_start

            leave_for_start(self)
            return
        previous = self.state
        if previous is None:
            return
        if previous.is_over or self.read_only:
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
        if self.network is not None:
            from yahtzee_tui.tui.network_play import quit_network

            quit_network(self)
            return
        self.exit(self.exit_line())

    def exit_line(self) -> str | None:
        if self.network is not None:
            from yahtzee_tui.tui.network_play import come_back_line

            return come_back_line(self.network, self.net)
        state = self.state
        if state is None or state.is_over or self.read_only:
            return None
        if self.unsaved is not None:
            if not self.slot.path.exists():
                return f"This game could not be saved at all ({self.unsaved})."
            return (
                f"The last moves of this game are not saved ({self.unsaved}); "
                f"{self.slot.path} holds it as of its last save. "
                "Resume that with: yahtzee-tui --resume"
            )
        return f"The game is saved in {self.slot.path}. Resume it with: yahtzee-tui --resume"

    def action_help_quit(self) -> None:
        """ctrl+c: say how to quit (in a text field ctrl+c copies)."""
        playing = self.state is not None and not self.state.is_over and not self.read_only
        saved = " The game is saved." if playing else ""
        self.notify(f"Press q (or ctrl+q) to quit.{saved}", title="Quit?", markup=False)


def the_app(app: App[object]) -> YahtzeeApp:
    """The running app, typed (screens and widgets reach its game and settings through it)."""
    return cast(YahtzeeApp, app)

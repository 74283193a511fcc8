"""The app's games: the position it owns, the session moves go through, the save slot it
writes, another copy's save it watches, and the screens a game opens on (the start screen, the
table, the results)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from textual import events
from textual.reactive import var
from textual.widgets import Input
from textual.worker import Worker

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState, Player, new_game
from yahtzee_tui.game.matches import new_match
from yahtzee_tui.i18n import _, set_language, translate
from yahtzee_tui.started import given_language
from yahtzee_tui.storage.locks import SaveLock
from yahtzee_tui.storage.objective import Objective
from yahtzee_tui.storage.saves import SaveError, load_game, save_game
from yahtzee_tui.storage.settings import Settings, load_settings, save_settings
from yahtzee_tui.storage.syncing import BackgroundSync
from yahtzee_tui.tui.app.frame import AppFrame
from yahtzee_tui.tui.messages import AdvisorReady
from yahtzee_tui.tui.state.advising import AdvisorLink, choosable_tables
from yahtzee_tui.tui.state.network_seat import NetworkSeat
from yahtzee_tui.tui.state.session import LocalSession, Position, Session, WatchingSession
from yahtzee_tui.tui.state.slot import GameSlot, open_elsewhere_note
from yahtzee_tui.tui.state.watched_save import WatchedSave, same_game
from yahtzee_tui.tui.themes import APP_THEMES, default_theme
from yahtzee_tui.tui.views.names import speak_names

if TYPE_CHECKING:
    from yahtzee_tui.game.moves import Move
    from yahtzee_tui.net.tables import NetTable
    from yahtzee_tui.tui.views.net_view import NetView


# How long quitting waits for the last saves' syncs to the disk, in seconds.
SYNC_WAIT_ON_QUIT = 0.5


class GameApp(AppFrame):
    """The game in play, from the moment it opens until its results: see `YahtzeeApp` for
    what the keys and the screens ask of it."""

    # The game in play and the move that made it; None on the start screen: the one owner of
    # the game state. It changes only in `show` (the session calls it with each new state)
    # and where a game opens or closes.
    position: var[Position | None] = var(None, init=False)
    # At a network table: the room, its seats and the connection (the remote session sets it).
    net: var[NetView | None] = var(None, init=False)
    # Build the advisors' tables in the background from the start screen on, so that the
    # first hint comes at once, and a solver's in a child process (the command sets it;
    # tests, which share tables, do not).
    prepare_ahead = False

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
        speak_names()  # the lower layers' sentences name boxes and cells in the vocabulary's words
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
        # Roll animation and cursor blink; off for tests and screenshots, with reduced motion
        # in the settings, and under TEXTUAL_ANIMATIONS=none (as Textual's own are).
        self._animations_allowed = animations
        self._animation_level_given = self.animation_level
        self.animations = animations
        self._apply_motion()
        # A computer's pause between moves: the settings' speed; none without animations.
        self.fixed_move_delay = move_delay if move_delay is not None or animations else 0.0
        self._hints = hints
        self.advisor = AdvisorLink(self)
        # What the hints play for: the table says when it changes (the Review judges by it).
        self.objective_in_play = Objective(self.settings.objective)
        # The saves' syncs, off the UI loop: a key never waits for the disk.
        self.syncer = BackgroundSync()
        self.session: Session = LocalSession(self, self.slot.path, self.syncer)
        self._first_state = state
        # The network table this app sits at (its `table` None: the game is played here).
        self.seat = NetworkSeat()
        self._first_network = network
        self.network_only = network is not None  # started at a network table, without a save slot
        self._settings_problem = problem
        # Why the last save of the game in play failed (the disk full, say); None while every
        # move is saved. The game stays in memory and each move tries again.
        self.unsaved: str | None = None

    @property
    def state(self) -> GameState | None:
        """The game in play (None on the start screen)."""
        return self.position.state if self.position is not None else None

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
    def objective_by_default(self) -> str:
        """What a game's hints play for as it opens (the settings' objective)."""
        return self.settings.objective

    def objective_chosen(self, objective: Objective) -> None:
        """The table's hints play for `objective` now (the game's Review judges by it)."""
        self.objective_in_play = objective

    @property
    def move_delay(self) -> float:
        if self.fixed_move_delay is not None:
            return self.fixed_move_delay
        return self.settings.move_delay

    def on_mount(self) -> None:
        if self._settings_problem:
            self.notify(translate(self._settings_problem), severity="warning", markup=False)
        if self._first_network is not None:
            self.enter_network(self._first_network)
        elif self._first_state is None:
            self.show_start()
        elif self.watching is not None:
            self.open_read_only(self.watching, self._first_state)
        else:
            self.open_game(self._first_state)
        self.check_size()

    def on_unmount(self) -> None:
        self._stop_watching()
        # The last moves made durable before the lock goes, unless the disk takes too long:
        # they are in the file already (a killed process loses nothing); only a power cut
        # in the next moments could.
        self.syncer.wait(SYNC_WAIT_ON_QUIT)
        self.slot.release()

    def _apply_motion(self) -> None:
        """Movement on or off: the dice's tumble, the cursor's blink and Textual's own
        animations (scrolling, switches) all follow one level."""
        reduced = self.settings.reduced_motion or self._animation_level_given == "none"
        self.animations = self._animations_allowed and not reduced
        self.animation_level = self._animation_level_given if self.animations else "none"

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        """A text field's cursor blinks only where things may move."""
        if isinstance(event.widget, Input):
            event.widget.cursor_blink = self.animation_level != "none"

    def change_settings(self, settings: Settings) -> None:
        """Use and keep `settings`; a failure to keep them is one line, and they still apply."""
        language_changed = settings.language != self.settings.language
        self.settings = settings
        self._apply_motion()
        if language_changed:
            self.speak(settings.language)
        theme = settings.theme or default_theme(self.console.color_system)
        if theme != self.theme:
            self.theme = theme
        try:
            save_settings(settings)
        except GameError as error:
            self.notify(translate(error), severity="error", markup=False)

    def speak(self, language: str | None) -> None:
        """Speak `language` (None: this run's `--lang`, else the environment's) from now on,
        on every screen at once: each screen of the stack is composed again in the new
        words."""
        set_language(language or given_language())
        for screen in self.screen_stack:
            screen.refresh(recompose=True)
        self.refresh_bindings()

    # --- games ------------------------------------------------------------------------------

    def show_start(self, previous: GameState | None = None, note: str | None = None) -> None:
        """The start screen, in place of whatever screen is showing; set up like `previous`
        (its rule set and seats) when given, else like the last game set up; `note` is a
        line it shows first (a problem)."""
        self._stop_watching()
        self.position = None
        from yahtzee_tui.tui.screens.start import StartScreen  # each screen loads when shown

        if self.prepare_ahead:
            self.advisor.prepare_ahead(choosable_tables(self.settings.last_rules))
        building = self.advisor.building
        self.show_screen(
            StartScreen(previous, note, settings=self.settings, slot=self.slot, building=building)
        )

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

    def open_read_only(self, path: Path, state: GameState | None = None) -> None:
        """Show the game saved in `path`, open in another copy, without moves: it follows
        the other copy's saves while it shows."""
        try:
            state = state or load_game(path)
        except SaveError as error:
            self.show_start(note=translate(error))
            return
        self.watching = path
        self.session = WatchingSession()
        self._watch = WatchedSave(path, self._saved_elsewhere)
        self._watch.start()
        self._open(state)

    def _play(self, state: GameState) -> None:
        self._stop_watching()
        self.session = LocalSession(self, self.slot.path, self.syncer)
        self._open(state)

    def _open(self, state: GameState) -> None:
        self.advisor.stop_ahead(state.rules_id)
        self.position = Position(state)
        if state.is_over:
            self._finish(state)
            return
        self.autosave()
        self._show_table(state)

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
        from yahtzee_tui.tui.views.net_view import watched_here

        net = self.net
        kept = self.save_path if net is None else None
        watched = watched_here(net, self.read_only)
        over = GameOverScreen(
            state, watched=watched, save_path=kept, objective=self.objective_in_play
        )
        self.show_screen(over)

    # --- the state, through the session --------------------------------------------------

    def show(self, state: GameState, move: Move | None) -> None:
        """The session's new state and the move that made it: the table redraws from it.
        At a network table the first state is the game starting: the table opens."""
        starting = self.net is not None and self.position is None
        self.position = Position(state, move)
        if state.is_over:
            self._finish(state)
        elif starting:
            self.advisor.stop_ahead(state.rules_id)
            self._show_table(state)

    def _show_table(self, state: GameState) -> None:
        from yahtzee_tui.tui.screens.table import table_screen

        self.show_screen(table_screen(state, self, self.net))

    def show_net(self, view: NetView) -> None:
        """The network table's news: the table and the lobby redraw from it."""
        self.net = view

    def autosave(self) -> None:
        """Save the game in play (never a watched one, nor a network game: the server saves
        it); a failure is reported and play goes on."""
        if self.state is None or self.read_only or self.net is not None:
            return
        try:
            save_game(self.state, self.slot.path, self.syncer)
        except GameError as error:
            self.saved(translate(error))
        else:
            self.saved(None)

    def saved(self, problem: str | None) -> None:
        """How the last save went: a failure is said at once, every time, until one works."""
        if problem is not None:
            self.report(
                _("The last moves are not saved: {problem}").format(problem=translate(problem))
            )
        elif self.unsaved is not None:
            self.notify(_("The game is saved again."), markup=False)
        self.unsaved = problem

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        ready = self.advisor.worker_changed(event.worker)
        if ready is not None:
            for screen in self.screen_stack:
                screen.post_message(AdvisorReady(ready))

    # --- at a network table ---------------------------------------------------------------

    def enter_network(self, table: NetTable) -> None:
        """Sit at `table`: the lobby, the game in play, or its results."""
        self._stop_watching()
        self.position = None
        self.session = self.seat.sit(table, self, self.call_later)
        if self.position is None:  # not started yet: the session showed nothing
            from yahtzee_tui.tui.screens.lobby import LobbyScreen

            self.show_screen(LobbyScreen(self.session))
        for note in table.notes:
            self.notify(note, markup=False)

"""The Textual app: what the keys and the screens ask (by message), the network table, and the
screens around the game (help, records, stats, settings). The games themselves are
`games.py`'s; the plumbing `frame.py`'s. Only this package knows the screens: each is given
what it needs in its constructor (`tui/services.py`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from textual import on
from textual.app import App
from textual.binding import Binding, BindingType
from textual.command import Provider

from yahtzee_tui.engine import RuleSet, get_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.i18n import N_, _, translate
from yahtzee_tui.tui.app.games import GameApp
from yahtzee_tui.tui.messages import (
    BeginGame,
    ChangeSettings,
    EnterNetwork,
    LeaveGame,
    OpenGame,
    OpenNetworkForm,
    StartGame,
    WatchGame,
    WishRefused,
)
from yahtzee_tui.tui.state.session import LocalSession
from yahtzee_tui.tui.views.choices import Ask
from yahtzee_tui.tui.views.leaving import exit_line, leave_game


def game_commands() -> type[Provider]:
    """The table's commands in the palette, loaded when the palette first opens."""
    from yahtzee_tui.tui.commands import GameCommands

    return GameCommands


class YahtzeeApp(GameApp):
    """Start screen, the table, help and game over, around one `Position`.

    The app returns, on leaving, the line to print in the terminal (where the game in play is
    saved and how to resume it), or None."""

    CSS_PATH = "app.tcss"
    TITLE = "yahtzee-tui"
    COMMANDS = App.COMMANDS | {game_commands}
    # q quits wherever no text field has the focus (a field takes the letter); screens that
    # use q otherwise, or say more about it, bind it themselves.
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("q", "quit", N_("Quit"), show=False),
        Binding("n", "stop_watching", N_("Start screen")),  # only while watching a game
    ]

    # --- what the screens ask -------------------------------------------------------------

    @on(OpenGame)
    def _open_asked(self, event: OpenGame) -> None:
        self.open_game(event.state, event.path)

    @on(WatchGame)
    def _watch_asked(self, event: WatchGame) -> None:
        self.open_read_only(event.path)

    @on(BeginGame)
    def _begin_asked(self, event: BeginGame) -> None:
        self._refusing(lambda: self.begin(event.state, separate=event.separate))

    @on(StartGame)
    def _start_asked(self, event: StartGame) -> None:
        self._refusing(
            lambda: self.start_new_game(
                event.rules, event.players, event.seed, separate=event.separate, games=event.games
            )
        )

    def _refusing(self, start: Callable[[], None]) -> None:
        """Do `start`; a set-up it refuses is said on the screen that asked."""
        try:
            start()
        except GameError as error:
            self.screen.post_message(WishRefused(translate(error)))

    @on(LeaveGame)
    def _leave_asked(self) -> None:
        self.action_new_game()

    @on(ChangeSettings)
    def _settings_asked(self, event: ChangeSettings) -> None:
        self.change_settings(event.settings)

    @on(OpenNetworkForm)
    def _network_form_asked(self, event: OpenNetworkForm) -> None:
        # Each screen but the one shown first loads when it is first opened.
        from yahtzee_tui.tui.screens.host_form import HostForm
        from yahtzee_tui.tui.screens.join_form import JoinForm

        self.push_screen(HostForm(event.rules, event.name) if event.host else JoinForm(event.name))

    @on(EnterNetwork)
    def _network_asked(self, event: EnterNetwork) -> None:
        self.enter_network(event.table)

    def action_stop_watching(self) -> None:
        """n while watching: back to the start screen."""
        self.show_start(self.state)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "stop_watching":
            return self.read_only
        return True

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
            self.push_screen(StatsScreen(last_seats=self.settings.last_seats or ()))

    def action_records(self) -> None:
        """High scores per rule set and the recent games."""
        from yahtzee_tui.tui.screens.records import RecordsScreen

        if not isinstance(self.screen, RecordsScreen):
            self.push_screen(RecordsScreen(None if self.read_only else self.slot))

    def action_settings(self) -> None:
        """Computer speed, hints by default, theme."""
        from yahtzee_tui.tui.screens.settings import SettingsScreen

        if not isinstance(self.screen, SettingsScreen):
            self.push_screen(SettingsScreen(self.settings))

    def action_new_game(self) -> None:
        """To the start screen; a game in play stays saved until a new one replaces it."""
        if self.seat.table is not None:
            # An app started at the table (`host`, `join`) holds no save slot: leaving ends it.
            self._leave_network(self.network_only, self.seat.leave_question(self.net))
            return
        previous = self.state
        if previous is None:
            return
        if previous.is_over or self.read_only:
            self.show_start(previous)
            return
        self.ask(leave_game(), lambda: self.show_start(previous))

    async def action_quit(self) -> None:
        """Leave; a game in play is saved, and the terminal is told where and how to resume."""
        if self.seat.table is not None:
            self._leave_network(True, self.seat.quit_question(self.net))
            return
        self.exit(self.exit_line())

    def exit_line(self) -> str | None:
        if self.seat.table is not None:
            return self.seat.come_back_line(self.net)
        if self.read_only:
            return None
        return exit_line(self.state, self.slot.path, self.unsaved)

    def action_help_quit(self) -> None:
        """ctrl+c: say how to quit (in a text field ctrl+c copies)."""
        from yahtzee_tui.tui.views.net_view import watched_here

        watched = watched_here(self.net, self.read_only)
        playing = self.state is not None and not self.state.is_over and not watched
        said = (
            _("Press q (or ctrl+q) to quit. The game is saved.")
            if playing
            else _("Press q (or ctrl+q) to quit.")
        )
        self.notify(said, title=_("Quit?"), markup=False)

    def _leave_network(self, exit_app: bool, question: Ask | None) -> None:
        """Leave the network table (asking `question` first, if any): quit, or to the start
        screen."""

        def leave() -> None:
            self.run_worker(self._stand_up(exit_app), group="network", exclusive=True)

        if question is None:
            leave()
        else:
            self.ask(question, leave)

    async def _stand_up(self, exit_app: bool) -> None:
        line = self.exit_line()
        await self.seat.stand_up(self.session)
        if exit_app:
            self.exit(line)
            return
        self.net = None
        self.session = LocalSession(self, self.save_path, self.syncer)
        self.show_start()
        if line:
            self.notify(line, markup=False)

"""Set-up: the rule set, the players, an optional seed and match length; or resume, watch
or set aside one of the saved games (`widgets/saved_games.py`, kept up to date while the screen
shows by following the data folder), or play today's daily challenge."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.widgets import Button, Input, OptionList, Static
from textual.widgets.option_list import Option

from yahtzee_tui import paths
from yahtzee_tui.engine import MAIN_RULE_SETS, RuleSet, check_seats, get_rules, seat_problem
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState, Player
from yahtzee_tui.game.daily import daily_game
from yahtzee_tui.i18n import N_, _, translate
from yahtzee_tui.storage.saves import quarantine_saved_game, resume_from_last_consistent
from yahtzee_tui.storage.settings import Settings
from yahtzee_tui.tui.messages import BeginGame, OpenGame, OpenNetworkForm, StartGame, WishRefused
from yahtzee_tui.tui.screens.confirm import ConfirmScreen
from yahtzee_tui.tui.screens.start_form import FormKeys
from yahtzee_tui.tui.screens.styled_once import StyledOnce
from yahtzee_tui.tui.state.file_watch import FolderWatch
from yahtzee_tui.tui.state.saved_offers import RESUME, is_slot_file, survey
from yahtzee_tui.tui.state.slot import GameSlot
from yahtzee_tui.tui.views.preset_words import is_yamb_table
from yahtzee_tui.tui.views.start_words import (
    DAILY_NOTE,
    DAILY_TIP,
    KEYS_NOTE,
    replace_question,
    typed_numbers,
)
from yahtzee_tui.tui.views.vocabulary import game_name, rules_description
from yahtzee_tui.tui.widgets.advisor_progress import AdvisorProgress, Building
from yahtzee_tui.tui.widgets.die import Die, shown_dice
from yahtzee_tui.tui.widgets.key_footer import KeyFooter
from yahtzee_tui.tui.widgets.net_entries import NetworkEntries
from yahtzee_tui.tui.widgets.saved_games import SavedGameList
from yahtzee_tui.tui.widgets.seats import SeatList
from yahtzee_tui.tui.widgets.yamb_preset import YambPresetChoice

# Five of a kind on the title, on terminals tall enough to spare the rows.
TITLE_DICE = (5, 5, 5, 5, 5)
TITLE_HELD = (1, 3)
TALL = 32


class StartScreen(StyledOnce, FormKeys):
    CSS_PATH = "start.tcss"  # read when the screen is first shown
    BINDINGS = [  # noqa: RUF012 - Textual's own class attribute
        # A key that starts the game from any field (a letter would be typed in a name).
        Binding("ctrl+s", "start", N_("Start game")),
        Binding("question_mark", "app.help", N_("Help"), key_display="?"),
        Binding("ctrl+r", "resume", N_("Resume"), show=False),
        # Host and Join have their buttons on the screen: the footer keeps its room for Start.
        Binding("h", "host", N_("Host"), show=False),
        Binding("j", "join", N_("Join"), show=False),
        Binding("s", "app.records", N_("Records")),
        Binding("t", "app.stats", N_("Stats")),
        Binding("o", "app.settings", N_("Settings")),
        Binding("q", "app.quit", N_("Quit")),
    ]

    def __init__(
        self,
        previous: GameState | None = None,
        note: str | None = None,
        *,
        settings: Settings,
        slot: GameSlot,
        building: Building | None = None,
    ) -> None:
        """`previous`: a game whose rule set and seats the screen starts from (else the last
        set-up kept in `settings`); `note`: a problem to say first; `slot`: the app's own save
        slot (the saved games are offered as seen from it); `building`: the advisors' tables
        being built in the background, and how far (a line under the set-up says)."""
        super().__init__()
        self.previous, self.note, self.building = previous, note, building
        self.settings, self.slot = settings, slot
        self._folder_watch: FolderWatch | None = None
        # What keeps the game from saving anything (a file where a folder should be...).
        self.home_problem = paths.home_problem()
        self._fit(self.app.size.height, update=False)  # styled with it as it is mounted

    def _fit(self, height: int, update: bool = True) -> None:
        self.set_class(height >= TALL, "-tall", update=update)
        row = self.query("#start-dice")  # its dice are made once the terminal is tall enough
        if update and height >= TALL and row and not row.first().children:
            row.first().mount_all(shown_dice(TITLE_DICE, TITLE_HELD))

    @property
    def saved(self) -> GameState | None:
        """The game in play in the app's own slot, which a new game would replace."""
        return self.query_one(SavedGameList).listing.own_game

    def compose(self) -> ComposeResult:
        body = VerticalScroll(id="start-body")
        body.can_focus = False  # no stop of its own in the Tab order: it scrolls to the focus
        with body, Vertical(id="start-column"):
            with Horizontal(id="start-dice"):
                if self.has_class("-tall"):
                    yield from shown_dice(TITLE_DICE, TITLE_HELD)
            yield Static(
                Content.assemble(
                    ("yahtzee-tui", "bold"), "  ", (_("Yahtzee, Yatzy and Yamb"), "italic")
                ),
                id="start-title",
            )
            if self.home_problem is not None:
                problem = _("Games cannot be saved or recorded: {problem}.").format(
                    problem=self.home_problem
                )
                yield Static(Content(problem), id="home-problem")
            yield SavedGameList(survey(self.slot), id="saved-games")
            yield Static(_("Rule set"), classes="start-heading")
            yield OptionList(
                *(self._rule_option(get_rules(rule_id)) for rule_id in MAIN_RULE_SETS),
                id="rule-list",
            )
            table = self._remembered_table()
            yield YambPresetChoice(table, id="yamb-preset", shown=table is not None)
            yield Static(_("Players"), classes="start-heading")
            yield SeatList(self._remembered_seats(), id="seats")
            with Horizontal(id="start-row"):
                yield Static(_("Dice rolls"), id="seed-label")
                yield Input(
                    placeholder=_("random"),
                    type="integer",
                    id="seed",
                    compact=True,
                    tooltip=_(
                        "A number gives the same rolls each time: the same number and the same "
                        "moves replay a game"
                    ),
                )
                yield Static(_("Games"), id="games-label")
                yield Input(
                    placeholder="1",
                    type="integer",
                    max_length=2,
                    id="games",
                    compact=True,
                    tooltip=_("More than one: a match of this many games with the same players"),
                )
                yield Button(Content(_("Start game")), id="start", variant="primary")
            yield Static(_(KEYS_NOTE), id="start-message")
            if self.building is not None:
                yield AdvisorProgress(self.building, id="advisor-progress")
            with Horizontal(id="daily-row"):
                yield Button(
                    Content(_("Daily challenge")), id="daily", compact=True, tooltip=_(DAILY_TIP)
                )
                yield Static(_(DAILY_NOTE), id="daily-note")
            yield NetworkEntries(id="net-entries")
        yield KeyFooter()

    def _remembered_seats(self) -> list[Player] | None:
        if self.previous is not None:
            return list(self.previous.players)
        seats = self.settings.last_seats
        return list(seats) if seats else None

    def _remembered_rules(self) -> str | None:
        if self.previous is not None:
            return self.previous.rules_id
        return self.settings.last_rules

    def _remembered_table(self) -> str | None:
        remembered = self._remembered_rules()
        return remembered if is_yamb_table(remembered) else None

    @staticmethod
    def _rule_option(rules: RuleSet) -> Option:
        prompt = Content.assemble(
            (game_name(rules), "bold"), "\n", (rules_description(rules), "dim")
        )
        return Option(prompt, id=rules.id)

    def on_resize(self, event: events.Resize) -> None:
        self._fit(event.size.height)

    @on(Die.Toggled)
    def _title_die_clicked(self, event: Die.Toggled) -> None:
        event.stop()

    def on_mount(self) -> None:
        rule_list = self.query_one("#rule-list", OptionList)
        rule_list.highlighted = 0
        remembered = self._remembered_rules()
        if is_yamb_table(remembered):
            remembered = "yamb"  # its preset is chosen below the list
        if remembered in MAIN_RULE_SETS:
            rule_list.highlighted = MAIN_RULE_SETS.index(remembered)
        for field in self.query(Input):
            field.cursor_blink = self.app.animation_level != "none"
        saved_list = self.query_one(SavedGameList)
        first = saved_list.first_button
        if saved_list.offers and saved_list.offers[0].kind == RESUME and first is not None:
            first.focus()
        else:
            rule_list.focus()
        if self.note:
            self._show_status(self.note)

    # --- the saved games, followed in the data folder while the screen shows -------------

    def on_screen_resume(self) -> None:
        self._follow(True)
        self.update_saved()  # what changed while another screen was on top

    def on_screen_suspend(self) -> None:
        self._follow(False)

    def on_unmount(self) -> None:
        self._follow(False)

    def _follow(self, on: bool) -> None:
        """Follow the data folder's saves (a game saved, finished, opened or let go in another
        copy shows as it happens, at no cost while nothing changes), or stop."""
        if not on:
            if self._folder_watch is not None:
                self._folder_watch.stop()
                self._folder_watch = None
            return
        if self._folder_watch is None:
            try:
                folder = paths.data_dir()
            except GameError:
                return
            self._folder_watch = FolderWatch(folder, is_slot_file, self.update_saved)
            self._folder_watch.start()

    def update_saved(self) -> None:
        """Look at the saves again; the list redraws when something changed."""
        self.query_one(SavedGameList).show(survey(self.slot))

    @on(SavedGameList.Recover)
    def _recover(self, event: SavedGameList.Recover) -> None:
        """Keep the unreadable save (renamed) and play on from its last consistent position."""
        try:
            _state, kept = resume_from_last_consistent(event.path)
        except (GameError, OSError) as error:
            said = _("The save could not be recovered: {error}").format(error=error)
            self.notify(said, severity="error", markup=False)
            return
        self.notify(_("The damaged save is kept as {file}.").format(file=kept.name), markup=False)
        self.post_message(OpenGame(path=event.path))

    @on(SavedGameList.SetAside)
    def _set_aside(self, event: SavedGameList.SetAside) -> None:
        """Move an unreadable save out of the way (it is kept, renamed)."""
        try:
            kept = quarantine_saved_game(event.path)
        except (GameError, OSError) as error:
            said = _("The save could not be moved: {error}").format(error=error)
            self.notify(said, severity="error", markup=False)
            return
        said = _("The unreadable save is kept as {file}.").format(file=kept.name)
        self.notify(said, markup=False)
        self.update_saved()

    @property
    def chosen_rules(self) -> str:
        rule_list = self.query_one("#rule-list", OptionList)
        index = rule_list.highlighted or 0
        option_id = rule_list.get_option_at_index(index).id
        if option_id == "yamb":
            return self.query_one(YambPresetChoice).rules_id
        return option_id or MAIN_RULE_SETS[0]

    @on(OptionList.OptionHighlighted, "#rule-list")
    def _rules_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        yamb = event.option_id == "yamb"
        self.query_one(YambPresetChoice).show(yamb)
        self.query_one(SeatList).rules_chosen(yamb)  # Yamb's computers play otherwise

    @on(Button.Pressed, "#start")
    def _start_pressed(self) -> None:
        self.action_start()

    def action_start(self, separate: bool = False) -> None:
        """Start the game set up (asking first when it would replace the saved game in
        play); `separate`: in a slot of its own, beside a game open elsewhere."""
        self.home_problem = paths.home_problem()  # fixed meanwhile, or gone bad
        if self.home_problem is not None:
            self._show_status(
                _("No game can start, as it could not be saved: {problem}.").format(
                    problem=self.home_problem
                )
            )
            return
        typed = typed_numbers(
            self.query_one("#seed", Input).value.strip(),
            self.query_one("#games", Input).value.strip(),
        )
        if isinstance(typed, str):
            self._show_status(typed)
            return
        seed, games = typed
        players = self.query_one(SeatList).players()
        rules = self.chosen_rules
        problem = seat_problem(get_rules(rules), len(players))
        if problem is not None:
            # The engine's reason is a `Message`: said in the player's words here.
            self._show_status(_("{problem}: add a player.").format(problem=translate(problem)))
            return
        start = StartGame(rules, players, seed, separate=separate, games=games)
        self._after_asking(lambda: self.post_message(start), separate)

    @on(Button.Pressed, "#daily")
    def action_daily(self) -> None:
        """Today's challenge under the chosen rule set, for the first seat's player alone."""
        player = self.query_one(SeatList).players()[0]
        if player.is_computer:
            self._show_status(_("The daily challenge is for a human: put one in the first seat."))
            return
        rules = self.chosen_rules

        def start() -> None:
            from yahtzee_tui.storage.records_daily import check_daily_unplayed  # loads SQLite

            try:
                check_seats(get_rules(rules), 1)
                check_daily_unplayed(rules, player.name, date.today())
                game = daily_game(rules, player, date.today())
            except GameError as error:
                self._show_status(translate(error))
                return
            self.post_message(BeginGame(game))

        self._after_asking(start)

    def _after_asking(self, start: Callable[[], object], separate: bool = False) -> None:
        """Start a game, first asking whether it may replace a saved game still in play
        (not when it goes to a slot of its own: `separate`)."""
        saved = self.saved
        if saved is None or separate or saved.is_over:
            start()
            return

        def answered(replace: bool | None) -> None:
            if replace:
                start()

        # The new game goes to the app's own slot, over the game in play there.
        self.app.push_screen(
            ConfirmScreen(
                replace_question(saved),
                _("Keep the saved game to go on with it later."),
                yes=_("Start game"),
                no=_("Keep the saved game"),
            ),
            answered,
        )

    @on(WishRefused)
    def _refused(self, event: WishRefused) -> None:
        self._show_status(event.reason)

    def action_host(self) -> None:
        self._network_form(host=True)

    def action_join(self) -> None:
        self._network_form(host=False)

    @on(NetworkEntries.Chosen)
    def _network_chosen(self, event: NetworkEntries.Chosen) -> None:
        self._network_form(event.host)

    def _network_form(self, host: bool) -> None:
        """The Host or Join form, filled with this screen's rule set and first player."""
        players = [p for p in self.settings.last_seats or () if not p.is_computer]
        name = players[0].name if players else ""
        self.post_message(OpenNetworkForm(host, self.chosen_rules, name))

    @on(SavedGameList.Separate)
    def _separate(self) -> None:
        self.action_start(separate=True)

    def action_resume(self) -> None:
        """ctrl+r: resume the first saved game that can be resumed."""
        for offer in self.query_one(SavedGameList).offers:
            if offer.kind == RESUME:
                self.post_message(OpenGame(path=offer.saved.path))
                return

    def _show_status(self, message: str, problem: bool = True) -> None:
        line = self.query_one("#start-message", Static)
        line.update(Content(message))
        line.set_class(problem, "-problem")

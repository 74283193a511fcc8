"""Set-up: the rule set, the players, an optional seed and match length; or resume the saved
game, or play today's daily challenge."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, OptionList, Static
from textual.widgets.option_list import Option

from yahtzee_tui.engine import MAIN_RULE_SETS, RuleSet, get_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState, Player
from yahtzee_tui.game.daily import daily_game
from yahtzee_tui.storage.saves import has_saved_game, load_game, quarantine_saved_game
from yahtzee_tui.tui.app import the_app
from yahtzee_tui.tui.screens.confirm import ConfirmScreen
from yahtzee_tui.tui.widgets.die import Die
from yahtzee_tui.tui.widgets.seats import SeatList


def replace_question(state: GameState) -> str:
    """The question before a new game replaces the saved one (names as typed)."""
    names = ", ".join(player.name for player in state.players)
    return (
        f"This replaces the saved game of {names} (turn {state.turn} of {state.turns_total}). "
        "Start anyway?"
    )


def saved_game_summary(state: GameState) -> Content:
    """One line naming a saved game: rule set, players (literally), round."""
    names = ", ".join(player.name for player in state.players)
    return Content.assemble(
        (state.ruleset.name, "bold"),
        " · ",
        names,
        f" · turn {state.turn} of {state.turns_total}",
    )


# Five of a kind on the title, on terminals tall enough to spare the rows.
TITLE_DICE = (5, 5, 5, 5, 5)
TITLE_HELD = (1, 3)
TALL = 32
KEYS_NOTE = "Tab moves from field to field; Enter in a name or the seed starts the game."
DAILY_NOTE = "Today's dice, the same for everyone: the first player plays alone."


class StartScreen(Screen[None]):
    BINDINGS = [  # noqa: RUF012 - Textual's own class attribute
        Binding("question_mark", "app.help", "Help", key_display="?"),
        Binding("ctrl+r", "resume", "Resume", show=False),
        Binding("s", "app.records", "Records"),
        Binding("t", "app.stats", "Stats"),
        Binding("o", "app.settings", "Settings"),
        Binding("q", "app.quit", "Quit"),
    ]

    def __init__(self, previous: GameState | None = None) -> None:
        """`previous`: a game whose rule set and seats the screen starts from (else the last
        set-up kept in the settings)."""
        super().__init__()
        self.previous = previous
        self.saved: GameState | None = None
        self.saved_problem: str | None = None

    def compose(self) -> ComposeResult:
        self._read_saved_game()
        body = VerticalScroll(id="start-body")
        body.can_focus = False  # no stop of its own in the Tab order: it scrolls to the focus
        with body, Vertical(id="start-column"):
            with Horizontal(id="start-dice"):
                for index, value in enumerate(TITLE_DICE):
                    yield Die(index, "", value=value, held=index in TITLE_HELD)
            yield Static(
                Content.assemble(
                    ("yahtzee-tui", "bold"), "  ", ("Yahtzee, Yatzy and Yamb", "italic")
                ),
                id="start-title",
            )
            if self.saved is not None:
                with Horizontal(id="resume-row"):
                    yield Button(Content("Resume"), id="resume", compact=True)
                    yield Static(saved_game_summary(self.saved), id="resume-summary")
            elif self.saved_problem:
                with Horizontal(id="resume-row"):
                    yield Button(Content("Set it aside"), id="set-aside", compact=True)
                    yield Static(Content(self.saved_problem), id="resume-problem")
            yield Static("Rule set", classes="start-heading")
            yield OptionList(
                *(self._rule_option(get_rules(rule_id)) for rule_id in MAIN_RULE_SETS),
                id="rule-list",
            )
            yield Static("Players", classes="start-heading")
            yield SeatList(self._remembered_seats(), id="seats")
            with Horizontal(id="start-row"):
                yield Static("Seed", id="seed-label")
                yield Input(
                    placeholder="random",
                    type="integer",
                    id="seed",
                    compact=True,
                    tooltip="The same seed and the same moves give the same game",
                )
                yield Static("Games", id="games-label")
                yield Input(
                    placeholder="1",
                    type="integer",
                    max_length=2,
                    id="games",
                    compact=True,
                    tooltip="More than one: a match of this many games with the same players",
                )
                yield Button(Content("Start game"), id="start", variant="primary")
            with Horizontal(id="daily-row"):
                yield Button(Content("Daily challenge"), id="daily", compact=True)
                yield Static(DAILY_NOTE, id="daily-note")
            yield Static(KEYS_NOTE, id="start-message")
        yield Footer()

    def _remembered_seats(self) -> list[Player] | None:
        if self.previous is not None:
            return list(self.previous.players)
        seats = the_app(self.app).settings.last_seats
        return list(seats) if seats else None

    def _remembered_rules(self) -> str | None:
        if self.previous is not None:
            return self.previous.rules_id
        return the_app(self.app).settings.last_rules

    @staticmethod
    def _rule_option(rules: RuleSet) -> Option:
        prompt = Content.assemble((rules.name, "bold"), "\n", (rules.description, "dim"))
        return Option(prompt, id=rules.id)

    def _read_saved_game(self) -> None:
        save_path = the_app(self.app).save_path
        try:
            if has_saved_game(save_path):
                self.saved = load_game(save_path)
        except GameError as error:
            self.saved_problem = f"The saved game cannot be resumed: {error}"

    def on_resize(self, event: events.Resize) -> None:
        self.set_class(event.size.height >= TALL, "-tall")

    @on(Die.Toggled)
    def _title_die_clicked(self, event: Die.Toggled) -> None:
        event.stop()

    def on_mount(self) -> None:
        rule_list = self.query_one("#rule-list", OptionList)
        rule_list.highlighted = 0
        remembered = self._remembered_rules()
        if remembered in MAIN_RULE_SETS:
            rule_list.highlighted = MAIN_RULE_SETS.index(remembered)
        for field in self.query(Input):
            field.cursor_blink = the_app(self.app).animations
        if self.saved is not None:
            self.query_one("#resume", Button).focus()
        else:
            rule_list.focus()

    @property
    def chosen_rules(self) -> str:
        rule_list = self.query_one("#rule-list", OptionList)
        index = rule_list.highlighted or 0
        option_id = rule_list.get_option_at_index(index).id
        return option_id or MAIN_RULE_SETS[0]

    @on(OptionList.OptionSelected, "#rule-list")
    def _rules_chosen(self) -> None:
        self.query_one(SeatList).rows[0].name_input.focus()

    @on(Input.Submitted)
    def _field_done(self) -> None:
        """Enter in a name or the seed starts the game (Tab moves on)."""
        self.action_start()

    @on(Button.Pressed, "#start")
    def action_start(self) -> None:
        seed_text = self.query_one("#seed", Input).value.strip()
        try:
            seed = int(seed_text) if seed_text else None
        except ValueError:
            self._say("A seed is a whole number, or empty for a random game.")
            return
        games_text = self.query_one("#games", Input).value.strip()
        try:
            games = int(games_text) if games_text else 1
        except ValueError:
            self._say("Games is a whole number: more than 1 plays a match.")
            return
        players = self.query_one(SeatList).players()
        rules = self.chosen_rules
        self._after_asking(lambda: self._start(rules, players, seed, games))

    @on(Button.Pressed, "#daily")
    def action_daily(self) -> None:
        """Today's challenge under the chosen rule set, for the first seat's player alone."""
        player = self.query_one(SeatList).players()[0]
        if player.is_computer:
            self._say("The daily challenge is for a human: put one in the first seat.")
            return
        rules = self.chosen_rules

        def start() -> None:
            the_app(self.app).open_game(daily_game(rules, player, date.today()))

        self._after_asking(start)

    def _after_asking(self, start: Callable[[], None]) -> None:
        """Start a game, first asking whether it may replace a saved game still in play."""
        saved = self.saved
        if saved is None or saved.is_over:
            start()
            return

        def answered(replace: bool | None) -> None:
            if replace:
                start()

        # There is one save slot: the new game would overwrite the saved one.
        self.app.push_screen(
            ConfirmScreen(
                replace_question(saved),
                "Resume keeps it instead.",
                yes="Start game",
                no="Keep the saved game",
            ),
            answered,
        )

    def _start(self, rules: str, players: list[Player], seed: int | None, games: int) -> None:
        try:
            the_app(self.app).start_new_game(rules, players, seed, games)
        except GameError as error:
            self._say(str(error))

    @on(Button.Pressed, "#resume")
    def action_resume(self) -> None:
        if self.saved is not None:
            the_app(self.app).open_game(self.saved)

    @on(Button.Pressed, "#set-aside")
    def _set_aside(self) -> None:
        """Move an unreadable save out of the way (it is kept, renamed)."""
        try:
            kept = quarantine_saved_game(the_app(self.app).save_path)
        except (GameError, OSError) as error:
            self._say(f"The save could not be moved: {error}")
            return
        self.query_one("#resume-row").remove()
        self._say(f"The unreadable save is kept as {kept.name}.", problem=False)

    def _say(self, message: str, problem: bool = True) -> None:
        line = self.query_one("#start-message", Static)
        line.update(Content(message))
        line.set_class(problem, "-problem")

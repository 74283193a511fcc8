"""Settings: how fast computers play, whether hints show in a new game, reduced motion,
plain lines (the next start plays `--plain`), the theme, the language. Each change applies at
once and is kept in the settings file."""

from __future__ import annotations

from dataclasses import replace
from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Button, Checkbox, Select, Static, Switch

from yahtzee_tui.i18n import LANGUAGES, N_, _, current_language
from yahtzee_tui.started import given_language
from yahtzee_tui.storage.settings import COMPUTER_SPEEDS, OBJECTIVES, Settings
from yahtzee_tui.tui.messages import ChangeSettings
from yahtzee_tui.tui.views.objectives import objective_choices
from yahtzee_tui.tui.widgets.key_footer import KeyFooter
from yahtzee_tui.tui.widgets.tick_box import TickBox


def language_choices() -> list[tuple[str, str]]:
    """The language list: first the choice of none, which names what then decides (this
    run's `--lang`, by the language it gave, else the system's), then each language."""
    given = given_language()
    if given is None:
        unchosen = _("the system's (LANG)")
    else:
        unchosen = _("{language} (--lang)").format(language=LANGUAGES[given])
    return [(unchosen, ""), *((word, code) for code, word in LANGUAGES.items())]


def language_note(chosen: str | None) -> str:
    """A line when the language in effect is not the one `chosen` here: this run's `--lang`
    outranks it, and the choice is kept for a start without one."""
    speaking = current_language()
    if chosen is None or chosen == speaking or given_language() != speaking:
        return ""
    return _("{language} for now, from --lang; the choice here is for a start without it.").format(
        language=LANGUAGES[speaking]
    )


def speed_words() -> dict[str, str]:
    return {
        "instant": _("instant"),
        "fast": _("fast · 0.15 s a move"),
        "normal": _("normal · 0.5 s a move"),
        "slow": _("slow · 1 s a move"),
    }


class SettingsScreen(ModalScreen[None]):
    """Over the screen it was opened from; escape goes back."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", N_("Back")),
    ]

    DEFAULT_CSS = """
    SettingsScreen {
        align: center middle;
        background: $background 60%;
        #settings-box {
            width: 64;
            max-width: 95%;
            height: auto;
            padding: 1 2;
            border: round $primary;
            background: $surface;
        }
        #settings-title { text-style: bold; color: $text-primary; margin-bottom: 1; }
        .setting { height: 3; align-vertical: middle; }
        .setting-label { width: 22; }
        #settings-flags { height: 1; }
        #settings-flags Checkbox { margin-right: 3; }
        .setting Select { width: 36; }  /* "Srpski (latinica) (--lang)" on one line */
        .setting #objective { width: 1fr; margin-left: 2; }
        #settings-note { color: $foreground-muted; margin-top: 1; }
        #settings-close { margin-top: 1; }
        /* a short terminal (24 rows): the box without its blank rows round the title */
        #settings-box.-short { padding: 0 2; }
        #settings-box.-short #settings-title { margin-bottom: 0; }
    }
    """

    SHORT = 30  # rows under which the box leaves out its blank rows, to show whole

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.settings = settings

    def compose(self) -> ComposeResult:
        themes = sorted(self.app.available_themes)
        theme = self.settings.theme if self.settings.theme in themes else None
        with Vertical(id="settings-box"):
            yield Static(_("Settings"), id="settings-title")
            with Horizontal(classes="setting"):
                yield Static(_("Computer speed"), classes="setting-label")
                yield Select(
                    [(speed_words()[speed], speed) for speed in COMPUTER_SPEEDS],
                    value=self.settings.computer_speed,
                    allow_blank=False,
                    id="speed",
                )
            with Horizontal(classes="setting"):
                yield Static(_("Hints in a new game"), classes="setting-label")
                yield Switch(self.settings.hints, id="hints")
                yield Select(
                    objective_choices(),
                    value=self.settings.objective,
                    allow_blank=False,
                    id="objective",
                )
            with Horizontal(id="settings-flags"):
                yield TickBox(
                    _("Reduced motion"),
                    self.settings.reduced_motion,
                    compact=True,
                    id="reduced-motion",
                )
                plain = TickBox(_("Plain lines"), self.settings.plain, compact=True, id="plain")
                plain.tooltip = _(
                    "Plain lines: the next start plays in lines, for a screen reader."
                )
                yield plain
            with Horizontal(classes="setting"):
                yield Static(_("Theme"), classes="setting-label")
                yield Select(
                    [(_("the terminal's"), ""), *((name, name) for name in themes)],
                    value=theme or "",
                    allow_blank=False,
                    id="theme",
                )
            with Horizontal(classes="setting"):
                yield Static(_("Language"), classes="setting-label")
                yield Select(
                    language_choices(),
                    value=self.settings.language or "",
                    allow_blank=False,
                    id="language",
                )
            kept = _("Kept for the next time. A game in play keeps its own hints (h).")
            note = language_note(self.settings.language)
            yield Static(Content(f"{note} {kept}" if note else kept), id="settings-note")
            yield Button(Content(_("Done")), id="settings-close", variant="primary")
        yield KeyFooter()

    def on_mount(self) -> None:
        self.query_one("#speed", Select).focus()
        self._fit_height()

    def on_resize(self) -> None:
        self._fit_height()

    def _fit_height(self) -> None:
        self.query_one("#settings-box").set_class(self.app.size.height < self.SHORT, "-short")

    @on(Select.Changed, "#speed")
    def _speed(self, event: Select.Changed) -> None:
        if isinstance(event.value, str) and event.value in COMPUTER_SPEEDS:
            self._keep(replace(self.settings, computer_speed=event.value))

    @on(Switch.Changed, "#hints")
    def _hints(self, event: Switch.Changed) -> None:
        self._keep(replace(self.settings, hints=event.value))

    @on(Select.Changed, "#objective")
    def _objective(self, event: Select.Changed) -> None:
        """What a new game's hints rank the options by (`o` changes it at the table)."""
        if isinstance(event.value, str) and event.value in OBJECTIVES:
            self._keep(replace(self.settings, objective=event.value))

    @on(Checkbox.Changed, "#reduced-motion")
    def _reduced_motion(self, event: Checkbox.Changed) -> None:
        self._keep(replace(self.settings, reduced_motion=event.value))

    @on(Checkbox.Changed, "#plain")
    def _plain(self, event: Checkbox.Changed) -> None:
        """The next start plays in plain lines (`--plain`), for a screen reader."""
        self._keep(replace(self.settings, plain=event.value))

    @on(Select.Changed, "#theme")
    def _theme(self, event: Select.Changed) -> None:
        if isinstance(event.value, str):
            self._keep(replace(self.settings, theme=event.value or None))

    @on(Select.Changed, "#language")
    def _language(self, event: Select.Changed) -> None:
        if isinstance(event.value, str):
            self._keep(replace(self.settings, language=event.value or None))

    def _keep(self, settings: Settings) -> None:
        if settings != self.settings:
            self.settings = settings
            self.post_message(ChangeSettings(settings))

    @on(Button.Pressed, "#settings-close")
    def action_close(self) -> None:
        self.dismiss()

"""The start screen's list of saved games: every game in play, each with what can be done with
it from here (`state/saved_offers.py`). The screen gives the list and follows the data folder;
the buttons post what the player chose."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.message import Message
from textual.widgets import Button, Static

from yahtzee_tui.game import GameState
from yahtzee_tui.i18n import _, ngettext
from yahtzee_tui.tui.messages import OpenGame, WatchGame
from yahtzee_tui.tui.state.saved_offers import (
    RECOVER,
    RESUME,
    SEPARATE,
    SET_ASIDE,
    WATCH,
    Listing,
    Offer,
)
from yahtzee_tui.tui.views.day_words import day_words
from yahtzee_tui.tui.views.vocabulary import rules_name


def summary(state: GameState) -> Content:
    """One line naming a saved game: rule set (the daily challenge's day), players (literally),
    round."""
    names = ", ".join(player.name for player in state.players)
    daily = _(" · daily challenge {day}").format(day=day_words(state.daily)) if state.daily else ""
    return Content.assemble(
        (rules_name(state.ruleset), "bold"),
        daily,
        " · ",
        names,
        _(" · turn {turn} of {turns}").format(turn=state.turn, turns=state.turns_total),
    )


class SavedGameList(Vertical):
    """Every saved game in play, with Resume, Watch and Separate game, or Set aside."""

    DEFAULT_CSS = """
    SavedGameList {
        height: auto;
        .saved-row { height: auto; }
        .saved-row Button { margin-left: 1; }
        .saved-row Button:first-of-type { margin-left: 0; }
        .saved-label { padding-left: 2; width: 1fr; }
        .saved-label.-problem { color: $text-error; }
        #saved-waiting { color: $foreground-muted; }
    }
    """

    class Separate(Message):
        """Start the game set up on the screen, saved apart from one open elsewhere."""

    @dataclass
    class SetAside(Message):
        """Move the unreadable save `path` out of the way (kept, renamed)."""

        path: Path

    @dataclass
    class Recover(Message):
        """Keep the unreadable save `path` (renamed) and play on from its last consistent
        position."""

        path: Path

    def __init__(self, listing: Listing, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.listing = listing
        self._buttons: dict[str, tuple[str, Offer]] = {}  # button id: what it does, to what

    @property
    def offers(self) -> tuple[Offer, ...]:
        return self.listing.offers

    @property
    def first_button(self) -> Button | None:
        buttons = list(self.query(Button))
        return buttons[0] if buttons else None

    def compose(self) -> ComposeResult:
        self._buttons = {}
        waiting = self.listing.waiting
        self.display = bool(self.offers or waiting)  # nothing saved: no room taken
        for offer in self.offers:
            yield self._row(offer)
        if waiting:
            said = ngettext(
                "{n} finished game waits for the records: Records (s) records them.",
                "{n} finished games wait for the records: Records (s) records them.",
                waiting,
            )
            yield Static(said.format(n=waiting), id="saved-waiting")

    def _button(self, label: str, kind: str, offer: Offer) -> Button:
        button_id = f"{kind}{offer.suffix}"
        self._buttons[button_id] = (kind, offer)
        return Button(Content(label), id=button_id, compact=True)

    def _row(self, offer: Offer) -> Horizontal:
        saved, end = offer.saved, offer.suffix
        # Two saves can read alike: the second and later say their number (never a file name).
        where = "" if saved.number == 1 else _(" · save {number}").format(number=saved.number)
        if offer.kind == SET_ASIDE:
            text = _("The saved game {file} cannot be resumed: {problem}").format(
                file=saved.path.name, problem=saved.problem
            )
            recover = []
            if saved.recovery is not None:
                turn = saved.recovery.turn
                again = _("Resume from turn {turn}").format(turn=turn)
                recover = [self._button(again, RECOVER, offer)]
                text = _(
                    "The saved game {file} cannot be resumed: {problem}. Its moves replay up to "
                    "turn {turn}; the file is kept either way."
                ).format(file=saved.path.name, problem=saved.problem, turn=turn)
            return Horizontal(
                *recover,
                self._button(_("Set it aside"), SET_ASIDE, offer),
                Static(Content(text), id=f"resume-problem{end}", classes="saved-label -problem"),
                classes="saved-row",
                id=f"resume-row{end}",
            )
        assert saved.state is not None
        label = summary(saved.state) + where
        if offer.kind == RESUME:
            buttons = [self._button(_("Resume"), RESUME, offer)]
        else:
            if saved.holder and saved.holder > 0:
                elsewhere = _(" · open in another yahtzee-tui (process {pid})").format(
                    pid=saved.holder
                )
            else:
                elsewhere = _(" · open in another yahtzee-tui")
            label += Content.styled(elsewhere, "italic")
            buttons = [
                self._button(_("Watch"), WATCH, offer),
                self._button(_("Separate game"), SEPARATE, offer),
            ]
        return Horizontal(
            *buttons,
            Static(label, id=f"resume-summary{end}", classes="saved-label"),
            classes="saved-row",
            id=f"resume-row{end}",
        )

    def show(self, listing: Listing) -> None:
        """Show `listing` when it differs from the one shown (the focus stays where it was)."""
        if listing.same_as(self.listing):
            return
        self.listing = listing
        focused = self.app.focused
        keep = focused.id if isinstance(focused, Button) and focused in self.query(Button) else None
        self.refresh(recompose=True)
        if keep is not None:
            self.call_after_refresh(self._refocus, keep)

    def _refocus(self, button_id: str) -> None:
        found = self.query(f"#{button_id}")
        if found:
            found.first().focus()

    # --- what the buttons do -------------------------------------------------------------

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        event.stop()
        found = self._buttons.get(event.button.id or "")
        if found is None:
            return
        kind, offer = found
        path = offer.saved.path
        if kind == RESUME:
            self.post_message(OpenGame(path=path))
        elif kind == WATCH:
            self.post_message(WatchGame(path))
        elif kind == SEPARATE:
            self.post_message(self.Separate())
        elif kind == SET_ASIDE:
            self.post_message(self.SetAside(path))
        elif kind == RECOVER:
            self.post_message(self.Recover(path))

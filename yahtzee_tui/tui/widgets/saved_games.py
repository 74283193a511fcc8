"""The start screen's list of saved games: every game in play, each with what can be done with
it from here, kept up to date while the list shows.

- a game no other copy has open: Resume;
- a game open in another copy (of a terminal or a browser tab): Watch it read-only, or start
  a separate game (the set-up below, saved apart);
- a save that cannot be read: Resume from the last consistent position (its history up to the
  bad step) when there is one, or Set it aside; either way the file is kept, renamed.
Finished games still waiting for the records are counted in one line (Records records them).

The list follows the data folder (`FolderWatch`): a game saved, finished, opened or let go
in another copy shows here as it happens, at no cost while nothing changes.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.message import Message
from textual.widgets import Button, Static

from yahtzee_tui import paths
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState
from yahtzee_tui.storage.saves import quarantine_saved_game, resume_from_last_consistent
from yahtzee_tui.storage.slots import SavedGame, saved_games, slot_number
from yahtzee_tui.tui.app import the_app
from yahtzee_tui.tui.state.file_watch import FolderWatch
from yahtzee_tui.tui.state.slot import GameSlot

RESUME, WATCH, SEPARATE, SET_ASIDE = "resume", "watch", "separate", "set-aside"
RECOVER = "recover"


@dataclass(frozen=True)
class Offer:
    """One saved game and what the start screen offers to do with it."""

    saved: SavedGame
    kind: str  # RESUME, WATCH or SET_ASIDE

    @property
    def suffix(self) -> str:
        """Widget ids end with the slot: `resume` for game.json, `resume-2` for game-2.json."""
        return "" if self.saved.number == 1 else f"-{self.saved.number}"


def offers(games: list[SavedGame], slot: GameSlot) -> list[Offer]:
    """What to offer for each saved game in play or unreadable (the app's own slot first)."""
    found = []
    for game in games:
        if game.problem is not None:
            found.append(Offer(game, SET_ASIDE))
        elif game.in_play:
            elsewhere = game.open_elsewhere and not slot.holds(game.path)
            found.append(Offer(game, WATCH if elsewhere else RESUME))
    return sorted(found, key=lambda offer: not slot.holds(offer.saved.path))


def summary(state: GameState) -> Content:
    """One line naming a saved game: rule set, players (literally), round."""
    names = ", ".join(player.name for player in state.players)
    return Content.assemble(
        (state.ruleset.name, "bold"), " · ", names, f" · turn {state.turn} of {state.turns_total}"
    )


def is_slot_file(name: str) -> bool:
    """A save slot or its lock: what the list follows in the data folder."""
    return slot_number(Path(name.removesuffix(".lock"))) is not None


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

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.offers: list[Offer] = []
        self.waiting = 0  # finished games waiting for the records
        self._watch: FolderWatch | None = None
        self._buttons: dict[str, tuple[str, Offer]] = {}  # button id: what it does, to what

    def _survey(self) -> bool:
        """Look at the saves again; whether anything shown changed."""
        try:
            games = saved_games()
        except GameError:  # no usable data folder: the start screen says why
            games = []
        slot = the_app(self.app).slot
        found = offers(games, slot)
        waiting = sum(1 for game in games if game.finished and not game.open_elsewhere)
        shown = [(o.kind, o.saved.path, o.saved.state, o.saved.holder) for o in found]
        before = [(o.kind, o.saved.path, o.saved.state, o.saved.holder) for o in self.offers]
        changed = shown != before or waiting != self.waiting
        self.offers, self.waiting = found, waiting
        return changed

    @property
    def own_game(self) -> GameState | None:
        """The game in play in the app's own slot that this app may write over (asked
        first), or None."""
        slot = the_app(self.app).slot
        for offer in self.offers:
            if offer.kind == RESUME and offer.saved.path == slot.path:
                return offer.saved.state
        return None

    @property
    def first_button(self) -> Button | None:
        buttons = list(self.query(Button))
        return buttons[0] if buttons else None

    def compose(self) -> ComposeResult:
        if not self.offers and not self.waiting:
            self._survey()
        self._buttons = {}
        self.display = bool(self.offers or self.waiting)  # nothing saved: no room taken
        for offer in self.offers:
            yield self._row(offer)
        if self.waiting:
            games = "game waits" if self.waiting == 1 else "games wait"
            yield Static(
                f"{self.waiting} finished {games} for the records: Records (s) records them.",
                id="saved-waiting",
            )

    def _button(self, label: str, kind: str, offer: Offer) -> Button:
        button_id = f"{kind}{offer.suffix}"
        self._buttons[button_id] = (kind, offer)
        return Button(Content(label), id=button_id, compact=True)

    def _row(self, offer: Offer) -> Horizontal:
        saved, end = offer.saved, offer.suffix
        where = "" if saved.number == 1 else f" · {saved.path.name}"
        if offer.kind == SET_ASIDE:
            text = f"The saved game {saved.path.name} cannot be resumed: {saved.problem}"
            recover = []
            if saved.recovery is not None:
                turn = f"turn {saved.recovery.turn}"
                recover = [self._button(f"Resume from {turn}", RECOVER, offer)]
                text += f". Its moves replay up to {turn}; the file is kept either way."
            return Horizontal(
                *recover,
                self._button("Set it aside", SET_ASIDE, offer),
                Static(Content(text), id=f"resume-problem{end}", classes="saved-label -problem"),
                classes="saved-row",
                id=f"resume-row{end}",
            )
        assert saved.state is not None
        label = summary(saved.state) + where
        if offer.kind == RESUME:
            buttons = [self._button("Resume", RESUME, offer)]
        else:
            pid = f" (process {saved.holder})" if saved.holder and saved.holder > 0 else ""
            label += Content.styled(f" · open in another yahtzee-tui{pid}", "italic")
            buttons = [
                self._button("Watch", WATCH, offer),
                self._button("Separate game", SEPARATE, offer),
            ]
        return Horizontal(
            *buttons,
            Static(label, id=f"resume-summary{end}", classes="saved-label"),
            classes="saved-row",
            id=f"resume-row{end}",
        )

    # --- following the data folder -------------------------------------------------------

    def follow(self, on: bool) -> None:
        """Follow the data folder's saves (while the start screen shows), or stop."""
        if not on:
            if self._watch is not None:
                self._watch.stop()
                self._watch = None
            return
        if self._watch is None:
            try:
                folder = paths.data_dir()
            except GameError:
                return
            self._watch = FolderWatch(folder, is_slot_file, self.update_list)
            self._watch.start()

    def update_list(self) -> None:
        """Look again, and redraw when something changed (the focus stays where it was)."""
        if not self._survey():
            return
        focused = self.app.focused
        keep = focused.id if isinstance(focused, Button) and focused in self.query(Button) else None
        self.refresh(recompose=True)
        if keep is not None:
            self.call_after_refresh(self._refocus, keep)

    def _refocus(self, button_id: str) -> None:
        found = self.query(f"#{button_id}")
        if found:
            found.first().focus()

    def on_unmount(self) -> None:
        self.follow(False)

    # --- what the buttons do -------------------------------------------------------------

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        event.stop()
        found = self._buttons.get(event.button.id or "")
        if found is None:
            return
        kind, offer = found
        app, path = the_app(self.app), offer.saved.path
        if kind == RESUME:
            app.open_game(path=path)
        elif kind == WATCH:
            app.watch_game(path)
        elif kind == SEPARATE:
            self.post_message(self.Separate())
        elif kind == SET_ASIDE:
            self._set_aside(path)
        elif kind == RECOVER:
            self._recover(path)

    def _recover(self, path: Path) -> None:
        """Keep the unreadable save (renamed) and play on from its last consistent position."""
        try:
            _, kept = resume_from_last_consistent(path)
        except (GameError, OSError) as error:
            self.notify(f"The save could not be recovered: {error}", severity="error", markup=False)
            return
        self.notify(f"The damaged save is kept as {kept.name}.", markup=False)
        the_app(self.app).open_game(path=path)

    def _set_aside(self, path: Path) -> None:
        """Move an unreadable save out of the way (it is kept, renamed)."""
        try:
            kept = quarantine_saved_game(path)
        except (GameError, OSError) as error:
            self.notify(f"The save could not be moved: {error}", severity="error", markup=False)
            return
        self.notify(f"The unreadable save is kept as {kept.name}.", markup=False)
        self.update_list()

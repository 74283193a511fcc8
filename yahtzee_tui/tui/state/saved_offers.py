"""The saved games the start screen offers, and what it offers to do with each:

- a game no other copy has open: Resume;
- a game open in another copy (of a terminal or a browser tab): Watch it read-only, or start
  a separate game (the set-up on the screen, saved apart);
- a save that cannot be read: Resume from the last consistent position (its history up to the
  bad step) when there is one, or Set it aside; either way the file is kept, renamed.
Finished games still waiting for the records are counted (Records records them)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState
from yahtzee_tui.storage.slots import SavedGame, saved_games, slot_number
from yahtzee_tui.tui.state.slot import GameSlot

RESUME, WATCH, SEPARATE, SET_ASIDE = "resume", "watch", "separate", "set-aside"
RECOVER = "recover"


@dataclass(frozen=True)
class Offer:
    """One saved game and what the start screen offers to do with it."""

    saved: SavedGame
    kind: str  # RESUME, WATCH or SET_ASIDE
    own: bool = False  # in the app's own slot
    held: bool = False  # under this app's lock

    @property
    def suffix(self) -> str:
        """Widget ids end with the slot: `resume` for game.json, `resume-2` for game-2.json."""
        return "" if self.saved.number == 1 else f"-{self.saved.number}"

    @property
    def seen(self) -> tuple[str, Path, GameState | None, int | None]:
        """What the list shows of it: a change redraws the list."""
        return self.kind, self.saved.path, self.saved.state, self.saved.holder


@dataclass(frozen=True)
class Listing:
    """The offers (the app's own slot first) and the finished games waiting to be recorded."""

    offers: tuple[Offer, ...] = ()
    waiting: int = 0

    @property
    def own_game(self) -> GameState | None:
        """The game in play in the app's own slot, which a new game would replace (asked
        first), or None."""
        for offer in self.offers:
            if offer.kind == RESUME and offer.own:
                return offer.saved.state
        return None

    def same_as(self, other: Listing) -> bool:
        return [o.seen for o in self.offers] == [o.seen for o in other.offers] and (
            self.waiting == other.waiting
        )


def offers(games: list[SavedGame], slot: GameSlot) -> list[Offer]:
    """What to offer for each saved game in play or unreadable (the app's own slot first)."""
    found = []
    for game in games:
        own, held = game.path == slot.path, slot.holds(game.path)
        if game.problem is not None:
            found.append(Offer(game, SET_ASIDE, own, held))
        elif game.in_play:
            elsewhere = game.open_elsewhere and not held
            found.append(Offer(game, WATCH if elsewhere else RESUME, own, held))
    return sorted(found, key=lambda offer: not offer.held)


def survey(slot: GameSlot) -> Listing:
    """The saves as they are now, seen from the app holding `slot`."""
    try:
        games = saved_games()
    except GameError:  # no usable data folder: the start screen says why
        games = []
    waiting = sum(1 for game in games if game.finished and not game.open_elsewhere)
    return Listing(tuple(offers(games, slot)), waiting)


def is_slot_file(name: str) -> bool:
    """A save slot or its lock: what the list follows in the data folder."""
    return slot_number(Path(name.removesuffix(".lock"))) is not None

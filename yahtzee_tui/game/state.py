"""The game state: an immutable value holding everything a game is at one moment."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from yahtzee_tui.engine import YAHTZEE_BONUS_KEY, RuleSet, find_rules

ROLLS_PER_TURN = 3
MAX_PLAYERS = 6
PLAYER_KINDS = ("human", "computer")
MAX_NAME_LENGTH = 24

# random.Random.getstate(): (version, 625 words of the Mersenne Twister, gauss_next).
RngState = tuple[Any, ...]


class Sheet(Mapping[str, int]):
    """A player's card: card key -> points. Immutable and hashable; compares equal to a dict."""

    __slots__ = ("_cells", "_hash")

    def __init__(self, cells: Mapping[str, int] | None = None) -> None:
        self._cells: dict[str, int] = dict(cells or {})
        self._hash: int | None = None

    def __getitem__(self, key: str) -> int:
        return self._cells[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._cells)

    def __len__(self) -> int:
        return len(self._cells)

    def __contains__(self, key: object) -> bool:
        return key in self._cells

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Sheet):
            return self._cells == other._cells
        return super().__eq__(other)

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(frozenset(self._cells.items()))
        return self._hash

    def __repr__(self) -> str:
        return f"Sheet({self._cells!r})"

    def with_points(self, key: str, points: int, bonus: int = 0) -> Sheet:
        """A new sheet with `key` filled and `bonus` added to the Yahtzee bonus."""
        cells = dict(self._cells)
        cells[key] = points
        if bonus:
            cells[YAHTZEE_BONUS_KEY] = cells.get(YAHTZEE_BONUS_KEY, 0) + bonus
        return Sheet(cells)

    @property
    def cells_filled(self) -> int:
        """Cells written so far (the Yahtzee bonus is not a cell)."""
        return len(self._cells) - (YAHTZEE_BONUS_KEY in self._cells)


@dataclass(frozen=True)
class Player:
    name: str
    kind: str = "human"  # "human" | "computer"
    level: str | None = None  # computer strength, unused for humans

    @property
    def is_computer(self) -> bool:
        return self.kind == "computer"


@dataclass(frozen=True)
class Event:
    """One entry of the history, in order of play."""

    kind: str  # "roll" | "call" | "score" | "name"
    player: int  # seat index (for "name": the seat that names)
    turn: int  # 1-based round number
    dice: tuple[int, ...]  # dice after the roll / when called or scored
    held: tuple[bool, ...]  # which dice were held (for a roll: not rerolled)
    roll: int  # which roll of the turn (1..3; 0 for "name", which comes between turns)
    box: str | None = None  # "score"/"call"/"name": box or row id
    column: str | None = None  # Yamb column for "score" (for "name": the DIRECTED column)
    points: int | None = None  # "score": points written
    bonus: int = 0  # "score": Yahtzee bonus earned by this score

    @property
    def cell(self) -> str | None:
        """The card key a "score" event filled."""
        if self.kind != "score" or self.box is None:
            return None
        return f"{self.column}.{self.box}" if self.column else self.box


@dataclass(frozen=True)
class Mark:
    """A sign of help in the game's history: a move taken back, or the advisor's hint shown.

    Marks are part of the game's value (saved, resumed and recorded): an undo goes back to
    the position before, not to the state before, since the undo itself is now marked.
    """

    kind: str  # "undo" | "hint"
    player: int  # the seat that was helped
    turn: int
    roll: int  # rolls used at that moment (0..3)
    undone: str | None = None  # "undo": "hold" | "call" | "score" | "name"
    cell: str | None = None  # "undo" of a call or score: the row or card key taken back


@dataclass(frozen=True)
class Match:
    """Where a game stands in a match: games in a row with the same seats."""

    id: str  # the same for every game of the match
    game: int  # 1-based number of this game
    games: int  # games in the match
    earlier: tuple[tuple[int, ...], ...] = ()  # totals by seat of each game played before


@dataclass(frozen=True)
class GameState:
    rules_id: str
    players: tuple[Player, ...]
    sheets: tuple[Sheet, ...]
    dice: tuple[int, ...]  # all 0 before the first roll of a turn
    held: tuple[bool, ...]
    rolls_used: int  # 0..3 this turn
    current: int  # seat whose turn it is
    turn: int  # 1-based round number
    called: str | None  # Yamb: the CALL row announced this turn
    history: tuple[Event, ...]
    rng_state: RngState
    seed: int  # the seed the game started from: same seed + same moves = same game
    first_player: int  # the seat that opens every round
    daily: str | None = None  # ISO date of the daily challenge this game is, else None
    match: Match | None = None  # the match this game belongs to, else None
    # Undone moves and hints shown, in order: see `game.assistance`.
    marks: tuple[Mark, ...] = ()
    # Yamb's DIRECTED column (see `game.directed`): True while the current player, their turn
    # scored, names a cell of the next player's DIRECTED column (the turn passes on naming).
    naming: bool = False
    # The DIRECTED row named for the current player, open for this turn only; else None.
    named: str | None = None
    # The state before the last hold, call or score since the last roll: what undo returns.
    previous: GameState | None = field(default=None, compare=False, repr=False)

    @property
    def ruleset(self) -> RuleSet:
        return find_rules(self.rules_id)

    @property
    def current_player(self) -> Player:
        return self.players[self.current]

    @property
    def current_sheet(self) -> Sheet:
        return self.sheets[self.current]

    @property
    def rolls_left(self) -> int:
        return ROLLS_PER_TURN - self.rolls_used

    @property
    def has_rolled(self) -> bool:
        return self.rolls_used > 0

    @property
    def turns_total(self) -> int:
        """Turns each player takes: one per cell of the sheet."""
        return self.ruleset.turns

    @property
    def is_over(self) -> bool:
        cells = self.turns_total
        return all(sheet.cells_filled == cells for sheet in self.sheets)

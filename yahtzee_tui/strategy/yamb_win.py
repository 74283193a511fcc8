"""Playing Yamb for the win in the last turns: the turn solved for the share of the win.

Once the player has at most YAMB_WIN_CELLS cells open, every cell the turn may end in is worth
the share of the win it leads to, not the expert's points value. For an empty cell and the
points written into it, that share is the mean, over playouts of the rest of the card under
the expert's tables, of the share of the win the final total takes against the other players'
final totals (a finished player's total as it stands, an unfinished one's from playouts of its
card, as `win_play` does for Yahtzee). The turn itself is then played exactly on those values
by the Yamb advisor (`yamb_advisor.advise`): its holds, calls and cells over every roll still
to come, under the table's house rules. On the last turn no playout is needed: the share is
exact once every other player has finished.

The rest of the card is played out once per empty cell, with that cell holding the points the
expert's tables expect of it, and the final cards are then scored again with every other
number of points in that cell: the rest's play is taken as not depending on the points
written now (the expert's later choices barely do), which is what makes every (cell, points)
pair affordable. Every cell's playouts roll the same dice, drawn from a generator seeded by
the cards on the table: the same position always gives the same move, and the cells are
compared on the same dice. The values depend only on the cards, so they are worked out once a
turn and kept.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

import numpy as np

from yahtzee_tui.engine import RuleSet, totals
from yahtzee_tui.game import GameState, new_game
from yahtzee_tui.game.state import ROLLS_PER_TURN, Sheet
from yahtzee_tui.strategy.advice import Advice, ranked
from yahtzee_tui.strategy.advisor import advise_state, directed_named, yamb_expert_values
from yahtzee_tui.strategy.batch_dice import BatchDice
from yahtzee_tui.strategy.goals import win_utility
from yahtzee_tui.strategy.positions import digest
from yahtzee_tui.strategy.styles import YAMB_WIN_CELLS
from yahtzee_tui.strategy.tables import dice_tables
from yahtzee_tui.strategy.win_chances import yamb_playouts
from yahtzee_tui.strategy.yamb_advisor import advise
from yahtzee_tui.strategy.yamb_cards import Cards, FloatArray, IntArray, point_range
from yahtzee_tui.strategy.yamb_selfplay import play_turns
from yahtzee_tui.strategy.yamb_values import YambValues, phase_of

Progress = Callable[[int, int], None]

# Card-turns of playouts a decision may spend on the player's own card, and on each other
# player's: a Yamb playout turn costs about 0.25 ms of a core, so about 0.6 s each at most.
OWN_TURNS = 2400
OTHERS_TURNS = 2400
FEWEST, MOST = 64, 1024  # playouts of a card, whatever the turns left
KEPT = 32  # positions' values and cards' totals kept
_kept: OrderedDict[object, object] = OrderedDict()
_lock = threading.Lock()


@dataclass(frozen=True, eq=False)
class WinValues(YambValues):
    """Cell values that are shares of the win: (columns, rows, points), whatever the phase."""

    shares: FloatArray | None = None

    def lookup(self, cards: Cards, phase: int) -> FloatArray:
        assert self.shares is not None
        by_points: FloatArray = np.broadcast_to(self.shares, (len(cards), *self.shares.shape))
        return by_points


def plays_for_win(state: GameState) -> bool:
    """Whether the player to move is within its last YAMB_WIN_CELLS cells at a table of two
    or more."""
    open_cells = state.turns_total - state.current_sheet.cells_filled
    return len(state.sheets) > 1 and 0 < open_cells <= YAMB_WIN_CELLS


def advise_yamb_win(state: GameState, progress: Progress | None = None) -> list[Advice]:
    """The Yamb advisor's options ranked by the share of the win (each option's
    `expected_score`); the expert's ranking far from the end. Options of the same share (a
    game won, or lost whatever comes) keep the expert's order. `progress(done, total)` is
    told each step of working out the cells' shares (what it raises stops the work)."""
    expert = advise_state(state)
    if not plays_for_win(state) or not state.has_rolled:
        return expert
    values = win_values(state, progress)
    sheet = dict(state.current_sheet)
    named = directed_named(state)
    options = advise(
        state.ruleset, state.dice, state.rolls_left, sheet, state.called, values, True, named
    )
    order = {_key(option): place for place, option in enumerate(expert)}
    by_expert = sorted(options, key=lambda option: order.get(_key(option), len(order)))
    # Shares equal but for the last bits of their sums are the same share.
    return ranked(sorted(by_expert, key=lambda option: -round(option.expected_score, 9)))


def card_position(
    rules: RuleSet,
    dice: Sequence[int],
    rolls_left: int,
    card: Mapping[str, int],
    called: str | None,
    opponents: Sequence[Mapping[str, int]],
) -> GameState:
    """The position of a player holding `card`, `dice` on the table with `rolls_left`, at a
    table of the `opponents`' cards, for advice with no game at hand (`advise --goal win`).
    Its history is not the cards': the win's values read the cards, the dice, the rolls left
    and the call, never the history."""
    names = [f"seat {seat + 1}" for seat in range(1 + len(opponents))]
    state = new_game(rules, names, seed=0, first_player=0)
    return replace(
        state,
        sheets=(Sheet(card), *(Sheet(other) for other in opponents)),
        dice=tuple(dice),
        held=(False,) * len(dice),
        rolls_used=ROLLS_PER_TURN - rolls_left,
        called=called,
    )


class Steps:
    """Tells `progress` how many of `total` steps are done, one at a time, from 0."""

    def __init__(self, progress: Progress | None, total: int) -> None:
        self.progress, self.total, self.done = progress, max(1, total), 0
        if progress is not None:
            progress(0, self.total)

    def one_done(self) -> None:
        self.done += 1
        if self.progress is not None:
            self.progress(min(self.done, self.total), self.total)


def _key(option: Advice) -> tuple[object, ...]:
    return (option.action, option.hold, option.box, option.column)


def win_values(state: GameState, progress: Progress | None = None) -> WinValues:
    """The share of the win of every (empty cell, points) of the player to move's card: the
    other cards played out, then each empty cell (one `progress` step each)."""
    seat = state.current
    rules = state.ruleset
    cards = tuple(tuple(sorted(dict(sheet).items())) for sheet in state.sheets)
    key = ("yamb-win", rules.id, seat, cards)
    with _lock:
        kept = _kept.get(key)
        if kept is not None:
            _kept.move_to_end(key)
            assert isinstance(kept, WinValues)
            return kept
    expert = yamb_expert_values(rules)
    steps = Steps(
        progress, len(state.sheets) - 1 + state.turns_total - len(dict(state.current_sheet))
    )
    others = []
    for other in range(len(state.sheets)):
        if other != seat:
            others.append(_finals(state, other, expert))
            steps.one_done()
    values = _win_values(state, expert, others, digest(key), steps)
    _keep(key, values)
    return values


def _keep(key: object, value: object) -> None:
    with _lock:
        _kept[key] = value
        while len(_kept) > KEPT:
            _kept.popitem(last=False)


def _finals(state: GameState, seat: int, expert: YambValues) -> IntArray:
    """A player's final totals: one for a full card, else playouts of it, seeded by it."""
    sheet = state.sheets[seat]
    turns_left = state.turns_total - sheet.cells_filled
    if turns_left == 0:
        return np.array([totals(state.ruleset, dict(sheet))["total"]], dtype=np.int64)
    key = ("yamb-win-finals", state.ruleset.id, tuple(sorted(dict(sheet).items())))
    with _lock:
        kept = _kept.get(key)
    if kept is not None:
        assert isinstance(kept, np.ndarray)
        return kept
    playouts = int(np.clip(OTHERS_TURNS // turns_left, FEWEST, MOST))
    rng = np.random.default_rng(digest(key))
    played = yamb_playouts(state, seat, playouts, rng, expert, held=False)
    finals: IntArray = played.column_totals().sum(axis=1)
    _keep(key, finals)
    return finals


def _win_values(
    state: GameState, expert: YambValues, others: list[IntArray], seed: int, steps: Steps
) -> WinValues:
    where = expert.layout
    sheet = dict(state.current_sheet)
    card = Cards.from_card(sheet, where)
    empty = list(zip(*np.nonzero(~card.filled[0]), strict=True))
    rest = len(empty) - 1
    playouts = 1 if rest == 0 else int(np.clip(OWN_TURNS // (len(empty) * rest), FEWEST, MOST))
    phase = phase_of(len(sheet) + 1, where)
    finals: dict[tuple[int, int], tuple[IntArray, IntArray]] = {}
    for column, row in empty:
        worth = np.unique(where.points[:, :, row])
        expected = expert.expected[column, row, phase]
        start = int(worth[np.argmin(np.abs(worth - expected))])
        played = Cards(
            np.repeat(card.points, playouts, 0), np.repeat(card.filled, playouts, 0), where
        )
        played.fill(np.full(playouts, column), np.full(playouts, row), np.full(playouts, start))
        if rest:
            rng = np.random.default_rng(seed)  # the same dice for every cell
            dice = BatchDice(dice_tables(state.ruleset.dice))
            play_turns(expert, played, len(sheet) + 1, rng, dice)
        by_points = np.empty((len(worth), playouts), dtype=np.int64)
        for index, points in enumerate(worth.tolist()):
            played.points[:, column, row] = points
            by_points[index] = played.column_totals().sum(axis=1)
        finals[column, row] = (worth, by_points)
        steps.one_done()
    low = min(int(by_points.min()) for _, by_points in finals.values())
    share = win_utility(low, others)
    shares = np.zeros((where.column_count, where.row_count, point_range(where)))
    for (column, row), (worth, by_points) in finals.items():
        gained = np.minimum(by_points - low, len(share) - 1)
        shares[column, row, worth] = share[gained].mean(axis=1)
    return WinValues(expert.reference, expert.expected, expert.bonus_chance, where, shares=shares)

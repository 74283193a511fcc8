"""Computer players: the next step of a turn for the current player, at one of three levels.

`expert` takes the advisor's best option every time (optimal for Yahtzee and Yatzy; for Yamb
the advisor with the expert's value tables, which look beyond the turn). `medium` takes it
too, except that now and then it picks another option that gives away only a little; for Yamb
it plays from the one-turn advisor. `easy` plays like a casual player, without the solver: it
keeps the most common face or an obvious straight and writes the dice where they score most.
`win` plays for the win: in Yahtzee and Yatzy every turn weighs its own card against the other
players' (`win_level`, `win_policy`), and once they have all finished it takes the exact
solve of beating the best of them (`win_play`); alone it plays as expert; in Yamb it plays
its last cells for the win with the expert's values (`yamb_win`).
`play_as` also knows `one-turn`, the one-turn advisor's best move every time (Yamb's expert
before it had value tables), for simulations that measure against it.

Every choice is a function of the state alone. Medium's slips are drawn from a generator
seeded by the game's seed, the seat, the round, the roll and the call, never from the game's
dice generator, so a replayed game replays the same computer moves. Every move is picked
among what the advisor or `game.options` offers, so the rules (forced Joker, column orders,
CALL) hold by construction; a move the game refuses is a bug.
"""

from __future__ import annotations

import hashlib
import random
import threading

from yahtzee_tui.engine import FACES, RuleSet, face_counts
from yahtzee_tui.engine.rules.yamb import CALL_COLUMN
from yahtzee_tui.engine.rules.yamb_house import first_roll_only
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState, Option, options
from yahtzee_tui.game.actions import GAME_OVER
from yahtzee_tui.game.directed import directed_column
from yahtzee_tui.game.moves import CALL, HOLD, NAME, ROLL, SCORE, Move, apply, hold_toggles
from yahtzee_tui.game.options import first_roll_cells_only, only_call_left
from yahtzee_tui.strategy.advice import Advice
from yahtzee_tui.strategy.advisor import advise_state, directed_named, yamb_expert_values
from yahtzee_tui.strategy.directed import costliest_row
from yahtzee_tui.strategy.goals import WIN, Goal
from yahtzee_tui.strategy.styles import COMPUTER_LEVELS, PLAYING_STYLES, WIN_LEVEL, player_level
from yahtzee_tui.strategy.win_level import plays_for_the_win, win_choice
from yahtzee_tui.strategy.win_play import advise_for_goal
from yahtzee_tui.strategy.yamb_cards import layout_of
from yahtzee_tui.strategy.yamb_values import YambValues, one_turn_values

# How often medium slips, and the most it may give away when it does (on the advisor's
# scale: expected final points for Yahtzee and Yatzy, points above expected for Yamb).
MEDIUM_SLIP_CHANCE = 0.3
MEDIUM_SLIP_LOSS = 5.0

STRAIGHT_BOXES = ("small_straight", "large_straight", "kenta")
# A turn is at most 3 rolls, a hold before each reroll, a call and a score.
MAX_MOVES_PER_TURN = 7


def next_move(state: GameState, level: str | None = None) -> Move:
    """The single next step for the current player (at `level`, else the player's own level)."""
    if state.is_over:
        raise GameError(GAME_OVER)
    if level is None:
        level = player_level(state.current_player)
    elif level not in COMPUTER_LEVELS:
        choices = ", ".join(COMPUTER_LEVELS)
        raise GameError(f"unknown computer level {level!r}; choose from {choices}")
    return play_as(state, level)


def play_as(state: GameState, style: str) -> Move:
    """The next step for the current player in `style`: a computer level or `one-turn`."""
    if state.is_over:
        raise GameError(GAME_OVER)
    if style not in PLAYING_STYLES:
        raise GameError(f"unknown playing style {style!r}; choose from {', '.join(PLAYING_STYLES)}")
    if state.naming:
        return Move(NAME, box=costliest_row(state), column=directed_column(state.ruleset))
    if not state.has_rolled:
        return _roll(state)
    if style == "easy":
        return _casual_move(state)
    if style == WIN_LEVEL and plays_for_the_win(state):
        what, choice = win_choice(state)
        if what == HOLD and isinstance(choice, tuple):
            return _hold_or_roll(state, choice)
        advice = advise_state(state)
        return _advised_move(state, next(a for a in advice if a.box == choice), advice)
    if style == WIN_LEVEL:
        advice = advise_for_goal(state, Goal(WIN))  # Yamb's last cells, or alone: as expert
        return _advised_move(state, advice[0], advice)
    tables = None
    if state.ruleset.is_yamb:
        # medium and one-turn play from the one-turn advisor; expert from the expert's tables
        tables = (
            yamb_expert_values(state.ruleset)
            if style == "expert"
            else one_turn_values(layout_of(state.ruleset))
        )
    advice = _advice(state, tables)
    return _advised_move(state, _pick(state, advice, style), advice)


# The advice last worked out in each thread. A hold is followed by the roll it asks for, and
# the held dice are not among what the advice is a function of: the roll takes the same. (A
# Yamb advice is kept with the very tables it was worked out with; a solver's table is the
# same solve wherever it is read from.)
_last_advice = threading.local()


def _advice(state: GameState, tables: YambValues | None) -> list[Advice]:
    """`advise_state(state, yamb_values=tables)`, the same list again for the same inputs."""
    inputs = (
        state.ruleset,
        state.dice,
        state.rolls_left,
        sorted(state.current_sheet.items()),
        state.called,
        directed_named(state),
    )
    last = getattr(_last_advice, "kept", None)
    if last is not None and last[0] is tables and last[1] == inputs:
        return list(last[2])
    advice = advise_state(state, yamb_values=tables)
    _last_advice.kept = (tables, inputs, advice)
    return list(advice)


def play_turn(state: GameState, level: str | None = None) -> tuple[GameState, list[Move]]:
    """Play the current player's whole turn (or the naming of a DIRECTED cell that follows
    it); the state after it and the moves made."""
    moves: list[Move] = []
    for _ in range(MAX_MOVES_PER_TURN):
        move = next_move(state, level)
        state = apply(state, move)
        moves.append(move)
        if move.kind in (SCORE, NAME):
            return state, moves
    raise RuntimeError(f"a computer turn did not end within {MAX_MOVES_PER_TURN} moves: {moves}")


def _roll(state: GameState) -> Move:
    return Move(ROLL, indexes=tuple(i for i, kept in enumerate(state.held) if not kept))


def _hold_or_roll(state: GameState, hold: tuple[int, ...]) -> Move:
    """Set the holds; once they are set, roll."""
    toggles = hold_toggles(state.dice, state.held, hold)
    return Move(HOLD, indexes=toggles, hold=hold) if toggles else _roll(state)


def _slip_chooser(state: GameState) -> random.Random:
    """A generator fixed by the moment of the game (not Python's salted `hash`)."""
    moment = f"{state.seed}:{state.current}:{state.turn}:{state.rolls_used}:{state.called}"
    digest = hashlib.blake2b(moment.encode(), digest_size=8).digest()
    return random.Random(int.from_bytes(digest, "big"))


def _pick(state: GameState, advice: list[Advice], style: str) -> Advice:
    best = advice[0]
    if style != "medium":
        return best
    chooser = _slip_chooser(state)
    if chooser.random() >= MEDIUM_SLIP_CHANCE:
        return best
    near = [option for option in advice[1:] if option.loss <= MEDIUM_SLIP_LOSS]
    return chooser.choice(near) if near else best


def _advised_move(state: GameState, choice: Advice, advice: list[Advice]) -> Move:
    if choice.action == HOLD and choice.hold is not None:
        if len(choice.hold) < len(state.dice):
            return _hold_or_roll(state, choice.hold)
        # Holding every die ends the rolling: it is worth the best box now, so score that.
        choice = next(option for option in advice if option.action == SCORE)
    if choice.action == CALL:
        return Move(CALL, box=choice.box, column=CALL_COLUMN)
    if choice.action == SCORE:
        return Move(
            SCORE, box=choice.box, column=choice.column, points=choice.points, bonus=choice.bonus
        )
    raise GameError(f"the advisor offered no move: {choice!r}")


def _casual_move(state: GameState) -> Move:
    """Easy: the obvious hold, and the cell that scores the most points now."""
    ruleset = state.ruleset
    open_cells = options(state)
    legal = [option for option in open_cells if option.legal]
    if ruleset.is_yamb and state.called is None and only_call_left(ruleset, state.current_sheet):
        calls = [option for option in open_cells if option.column == CALL_COLUMN]
        return Move(CALL, box=max(calls, key=_casual_rating).box, column=CALL_COLUMN)
    first_roll = _first_roll_cells(state, open_cells)
    if first_roll:
        return Move(SCORE, box=first_roll.box, column=first_roll.column, points=first_roll.points)
    if state.rolls_left and not first_roll_cells_only(state):
        hold = _casual_hold(ruleset, state.dice, {option.box for option in legal})
        if len(hold) < len(state.dice):
            return _hold_or_roll(state, hold)
    best = max(legal, key=_casual_rating)
    return Move(SCORE, box=best.box, column=best.column, points=best.points, bonus=best.bonus)


def _first_roll_cells(state: GameState, open_cells: list[Option]) -> Option | None:
    """Right after the first roll, when every cell left outside CALL takes a first roll only
    (HAND), the one of them that scores the most: later it could not be filled."""
    ruleset = state.ruleset
    if ruleset.yamb_options is None or state.called is not None or state.rolls_used != 1:
        return None

    def first_only(option: Option) -> bool:
        return option.column is not None and first_roll_only(ruleset.column_kind(option.column))

    later = [
        option
        for option in open_cells
        if option.column != CALL_COLUMN
        and not first_only(option)
        and (option.legal or ruleset.column_kind(option.column or "") != "directed")
    ]
    hand = [option for option in open_cells if option.legal and first_only(option)]
    if later or not hand:
        return None
    return max(hand, key=_casual_rating)


def _casual_rating(option: Option) -> int:
    # Everybody knows MIN wants a low sum: rate it as the sum mirrored (six 1s rate as 36).
    if option.box == "min":
        return 42 - option.points
    return option.points


def _casual_hold(ruleset: RuleSet, dice: tuple[int, ...], legal_boxes: set[str]) -> tuple[int, ...]:
    """A straight one die short when a straight box can take it; a made full house; else the
    most common face (the higher on a tie), or the highest die when no face repeats."""
    counts = face_counts(dice)
    straights = [ruleset.box(box) for box in STRAIGHT_BOXES if box in legal_boxes]
    present = set(dice)
    for first in range(1, 8 - len(dice)):
        run = tuple(range(first, first + len(dice)))
        if not any(box.points(face_counts(run)) for box in straights):
            continue
        have = tuple(face for face in run if face in present)
        if len(have) >= len(dice) - 1:
            return have
    if "full_house" in legal_boxes and ruleset.box("full_house").points(counts):
        return tuple(sorted(dice))
    face = max(FACES, key=lambda f: (counts[f - 1], f))
    if counts[face - 1] == 1:
        return (max(dice),)
    return (face,) * counts[face - 1]

"""Every move as a pure function from one game state to the next.

An illegal move raises GameError saying why; the state it was given is never changed (it is
immutable), so the caller simply keeps it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from yahtzee_tui import engine
from yahtzee_tui.engine import RuleSet, find_rules
from yahtzee_tui.engine.rules.yamb import CALL_COLUMN
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import rng
from yahtzee_tui.game.assistance import undo_mark
from yahtzee_tui.game.directed import (
    directed_column,
    nameable_rows,
    named_for,
    naming_due,
    naming_reason,
    solo_refusal,
)
from yahtzee_tui.game.options import (
    CALL_NEEDS_ANNOUNCEMENT,
    FIRST_ROLL_CELLS_ONLY,
    cell_key,
    cell_reason,
    cell_word,
    first_roll_cells_only,
    only_call_left,
    resolve_cell,
    row_word,
    rules_word,
)
from yahtzee_tui.game.state import (
    MAX_NAME_LENGTH,
    MAX_PLAYERS,
    PLAYER_KINDS,
    ROLLS_PER_TURN,
    Event,
    GameState,
    Player,
    Sheet,
)
from yahtzee_tui.game.turns import after_turn
from yahtzee_tui.sentences import N_, Message

GAME_OVER = Message(N_("the game is over"))


def check_player(player: object) -> Player:
    """A player as given (a Player or just a name), checked and with its name trimmed."""
    if isinstance(player, str):
        player = Player(player)
    if not isinstance(player, Player):
        said = N_("a player is a name or a Player, got {player}")
        raise GameError(Message(said, player=repr(player)))
    name = player.name.strip() if isinstance(player.name, str) else None
    if not name:
        raise GameError(Message(N_("a player needs a name")))
    if len(name) > MAX_NAME_LENGTH:
        said = N_("a name has at most {most} characters: {name}")
        raise GameError(Message(said, most=MAX_NAME_LENGTH, name=repr(name[:30])))
    if not name.isprintable():
        said = N_("a name cannot hold control characters: {name}")
        raise GameError(Message(said, name=repr(name)))
    if player.kind not in PLAYER_KINDS:
        said = N_("a player is human or computer, got {kind}")
        raise GameError(Message(said, kind=repr(player.kind)))
    if player.level is not None and not isinstance(player.level, str):
        said = N_("a computer level is a name, got {level}")
        raise GameError(Message(said, level=repr(player.level)))
    return Player(name, player.kind, player.level)


def check_players(players: Sequence[Player | str]) -> tuple[Player, ...]:
    if isinstance(players, str | bytes) or not isinstance(players, Sequence):
        raise GameError(Message(N_("players are a list of names or Players")))
    if not 1 <= len(players) <= MAX_PLAYERS:
        said = N_("a game has 1 to {most} players, got {players}")
        raise GameError(Message(said, most=MAX_PLAYERS, players=len(players)))
    checked = tuple(check_player(player) for player in players)
    seen: set[str] = set()
    for player in checked:
        if player.name.casefold() in seen:
            raise GameError(Message(N_("two players are named {name}"), name=player.name))
        seen.add(player.name.casefold())
    return checked


def _registered(rules: str | RuleSet) -> RuleSet:
    ruleset = find_rules(rules)
    if find_rules(ruleset.id) is not ruleset:
        said = N_("rule set {rules} is not one the game plays")
        raise GameError(Message(said, rules=repr(ruleset.id)))
    return ruleset


def new_game(
    rules: str | RuleSet,
    players: Sequence[Player | str],
    seed: int | None = None,
    first_player: int | None = None,
) -> GameState:
    """A game before its first roll. The starting seat is drawn from the seed unless given."""
    ruleset = _registered(rules)
    seats = check_players(players)
    refusal = solo_refusal(ruleset, len(seats))
    if refusal is not None:
        raise GameError(refusal)
    seed = rng.new_seed() if seed is None else rng.check_seed(seed)
    # The draw happens even when the seat is given, so the dice depend on the seed alone.
    drawn, rng_state = rng.start(seed, len(seats))
    if first_player is None:
        first_player = drawn
    elif (
        isinstance(first_player, bool)
        or not isinstance(first_player, int)
        or not 0 <= first_player < len(seats)
    ):
        said = N_("the first player is a seat from 0 to {last}, got {seat}")
        raise GameError(Message(said, last=len(seats) - 1, seat=repr(first_player)))
    return GameState(
        rules_id=ruleset.id,
        players=seats,
        sheets=tuple(Sheet() for _ in seats),
        dice=(0,) * ruleset.dice,
        held=(False,) * ruleset.dice,
        rolls_used=0,
        current=first_player,
        turn=1,
        called=None,
        history=(),
        rng_state=rng_state,
        seed=seed,
        first_player=first_player,
    )


def roll_refusal(state: GameState) -> str | None:
    """Why the current player may not roll now, or None when a roll is allowed."""
    if state.is_over:
        return GAME_OVER
    if state.naming:
        return naming_reason(state)
    if state.rolls_used >= ROLLS_PER_TURN:
        return Message(N_("no rolls left"))
    if state.has_rolled and all(state.held):
        return Message(N_("every die is held: release one to roll"))
    ruleset = state.ruleset
    if (
        ruleset.is_yamb
        and state.rolls_used == 1
        and state.called is None
        and only_call_left(ruleset, state.current_sheet)
    ):
        return Message(N_("only CALL cells are left: call one before rolling again"))
    if first_roll_cells_only(state):
        return FIRST_ROLL_CELLS_ONLY
    return None


def can_roll(state: GameState) -> bool:
    return roll_refusal(state) is None


def roll(state: GameState) -> GameState:
    """Roll every die not held (the first roll of a turn rolls them all)."""
    refusal = roll_refusal(state)
    if refusal is not None:
        raise GameError(refusal)
    dice, rng_state = rng.roll_dice(state.rng_state, state.dice, state.held)
    rolls_used = state.rolls_used + 1
    event = Event("roll", state.current, state.turn, dice, state.held, rolls_used)
    # A roll cannot be taken back: undo stops here.
    return replace(
        state,
        dice=dice,
        rolls_used=rolls_used,
        history=(*state.history, event),
        rng_state=rng_state,
        previous=None,
    )


def toggle_hold(state: GameState, index: int) -> GameState:
    """Hold a die that is free, free a die that is held. Costs no roll."""
    if state.is_over:
        raise GameError(GAME_OVER)
    if state.naming:
        raise GameError(naming_reason(state))
    count = len(state.dice)
    if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < count:
        said = N_("there is no die {die}: dice are numbered 0 to {last}")
        raise GameError(Message(said, die=repr(index), last=count - 1))
    if not state.has_rolled:
        raise GameError(Message(N_("hold needs a roll first")))
    if state.rolls_used >= ROLLS_PER_TURN:
        raise GameError(Message(N_("no rolls left: score the dice as they are")))
    held = list(state.held)
    held[index] = not held[index]
    return replace(state, held=tuple(held), previous=state)


def toggle_holds(state: GameState, indexes: Sequence[int]) -> GameState:
    """Hold or free several dice as one move: a single undo takes them all back."""
    after = state
    for index in indexes:
        after = toggle_hold(after, index)
    return state if after is state else replace(after, previous=state)


def call_refusal(state: GameState, row: str | None = None) -> str | None:
    """Why the current player may not call `row` now (any row when None), or None."""
    if state.is_over:
        return GAME_OVER
    if state.naming:
        return naming_reason(state)
    ruleset = state.ruleset
    if not ruleset.is_yamb:
        return Message(N_("calls are a Yamb rule; {rules} has none"), rules=rules_word(ruleset))
    if not state.has_rolled:
        return Message(N_("{reason}: roll first"), reason=CALL_NEEDS_ANNOUNCEMENT)
    if state.called is not None:
        said = N_("{row} is already called this turn")
        return Message(said, row=row_word(ruleset, state.called))
    if state.rolls_used > 1:
        return Message(N_("too late to call: {reason}"), reason=CALL_NEEDS_ANNOUNCEMENT)
    sheet = state.current_sheet
    if row is None:
        if all(f"{CALL_COLUMN}.{r}" in sheet for r in ruleset.box_ids):
            return Message(N_("every CALL cell is filled"))
    elif f"{CALL_COLUMN}.{row}" in sheet:
        return Message(N_("{cell} is already filled"), cell=cell_word(ruleset, CALL_COLUMN, row))
    return None


def can_call(state: GameState, row: str | None = None) -> bool:
    """True when `row` (or, with None, some CALL row) may be called now."""
    if row is not None and state.ruleset.is_yamb:
        row = _call_row(state.ruleset, row)
    return call_refusal(state, row) is None


def _call_row(ruleset: RuleSet, row: str) -> str:
    if isinstance(row, str) and row.startswith(f"{CALL_COLUMN}."):
        row = row[len(CALL_COLUMN) + 1 :]
    return ruleset.box(row).id


def call(state: GameState, row: str) -> GameState:
    """Yamb: announce the CALL cell this turn will fill, right after the first roll."""
    ruleset = state.ruleset
    if ruleset.is_yamb and not state.is_over:
        row = _call_row(ruleset, row)
    refusal = call_refusal(state, row)
    if refusal is not None:
        raise GameError(refusal)
    event = Event("call", state.current, state.turn, state.dice, state.held, state.rolls_used, row)
    return replace(state, called=row, history=(*state.history, event), previous=state)


def score(state: GameState, box: str, column: str | None = None) -> GameState:
    """Write the dice into a box (Yamb: a column and a row) and pass the dice on."""
    if state.is_over:
        raise GameError(GAME_OVER)
    if state.naming:
        raise GameError(naming_reason(state))
    ruleset = state.ruleset
    column, row = resolve_cell(ruleset, box, column)
    key = cell_key(column, row)
    sheet = state.current_sheet
    if key in sheet:
        raise GameError(
            Message(N_("{cell} is already filled"), cell=cell_word(ruleset, column, row))
        )
    reason = cell_reason(state, column, row)
    if reason is not None:
        raise GameError(reason)
    if ruleset.is_yamb:
        points = engine.score(ruleset, state.dice, row, roll=state.rolls_used, column=column)
        bonus = 0
    else:
        points = engine.score(ruleset, state.dice, row, sheet)
        bonus = engine.yahtzee_bonus(ruleset, state.dice, sheet)
    event = Event(
        "score",
        state.current,
        state.turn,
        state.dice,
        state.held,
        state.rolls_used,
        row,
        column,
        points,
        bonus,
    )
    sheets = list(state.sheets)
    sheets[state.current] = sheet.with_points(key, points, bonus)
    played = replace(
        state,
        sheets=tuple(sheets),
        history=(*state.history, event),
        dice=(0,) * ruleset.dice,
        held=(False,) * ruleset.dice,
        rolls_used=0,
        called=None,
        named=None,
        previous=state,
    )
    if naming_due(played):
        # The turn passes once this player has named a cell of the next one's DIRECTED column.
        return replace(played, naming=True)
    current, turn = after_turn(played)
    return replace(played, current=current, turn=turn)


def name_refusal(state: GameState, row: str | None = None, seat: int | None = None) -> str | None:
    """Why `seat` (the current player when None) may not name `row` (any row when None) of the
    next player's DIRECTED column now, or None when they may."""
    if state.is_over:
        return GAME_OVER
    ruleset = state.ruleset
    column = directed_column(ruleset)
    if column is None:
        said = N_("{rules} has no DIRECTED column: there is nothing to name")
        return Message(said, rules=rules_word(ruleset))
    if not state.naming:
        return Message(N_("nothing to name now: a cell is named right after a turn is scored"))
    if seat is not None and seat != state.current:
        said = N_("it is {player}'s place to name, not yours")
        return Message(said, player=state.current_player.name)
    if row is None:
        return None
    target = state.players[named_for(state) or 0].name
    if row not in ruleset.box_ids:
        said = N_("unknown row {row}; name one of {rows}")
        return Message(said, row=repr(row), rows=", ".join(nameable_rows(state)))
    if row not in nameable_rows(state):
        said = N_("{player}'s {cell} is already filled")
        return Message(said, player=target, cell=cell_word(ruleset, column, row))
    return None


def _name_row(ruleset: RuleSet, row: object) -> object:
    """The row a naming means: `row`, or the row of a `directed.row` key."""
    column = directed_column(ruleset)
    if isinstance(row, str) and column is not None and row.startswith(f"{column}."):
        return row[len(column) + 1 :]
    return row


def name_cell(state: GameState, row: str, seat: int | None = None) -> GameState:
    """The current player, their turn scored, names `row` of the next player's DIRECTED column:
    the only DIRECTED cell open to that player in the coming turn. The turn passes on."""
    row = _name_row(state.ruleset, row)  # type: ignore[assignment]
    if not isinstance(row, str):
        raise GameError(Message(N_("a row is named by its id, got {row}"), row=repr(row)))
    refusal = name_refusal(state, row, seat)
    if refusal is not None:
        raise GameError(refusal)
    ruleset = state.ruleset
    event = Event(
        "name",
        state.current,
        state.turn,
        state.dice,
        state.held,
        0,
        row,
        directed_column(ruleset),
    )
    named = replace(state, history=(*state.history, event))
    current, turn = after_turn(named)
    return replace(named, current=current, turn=turn, naming=False, named=row, previous=state)


def can_undo(state: GameState) -> bool:
    return state.previous is not None


def undo(state: GameState) -> GameState:
    """Step back over the last hold, call, score or naming; never over a roll. The undo is marked in
    the game (see `game.assistance`)."""
    if state.previous is None:
        if state.history and state.history[-1].kind == "roll":
            raise GameError(Message(N_("nothing to undo: a roll cannot be taken back")))
        raise GameError(Message(N_("nothing to undo")))
    # The position goes back; the marks go forward, with this undo among them.
    previous = state.previous
    return replace(previous, marks=(*state.marks, undo_mark(state, previous)))

"""A game state as plain JSON data and back, checking everything on the way in.

The data holds the seed, the players and the history, from which the game is replayed, plus
the moves since the last roll (so undo survives a resume) and the current position and
sheets, which must agree with the replay, and the extras of `serialize_extras` (daily challenge,
match, assistance marks). Nothing is ever evaluated or unpickled.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from yahtzee_tui.engine import YAHTZEE_BONUS_KEY, RuleSet, get_rules, totals
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import rng
from yahtzee_tui.game.actions import check_players
from yahtzee_tui.game.moves import CALL, HOLD, NAME, SCORE, Move, apply, of_target, target_of
from yahtzee_tui.game.replay import apply_event, last_roll_index, moves_since_roll, replay
from yahtzee_tui.game.serialize_extras import extras_from_dict, extras_to_dict
from yahtzee_tui.game.state import MAX_PLAYERS, ROLLS_PER_TURN, Event, GameState, Player
from yahtzee_tui.sentences import N_, Message

FORMAT = "yahtzee-tui-save"
VERSION = 1
EVENT_KINDS = ("roll", "call", "score", "name")
MOVE_KINDS = (HOLD, CALL, SCORE, NAME)


def state_to_dict(state: GameState) -> dict[str, Any]:
    """Everything needed to resume `state` exactly, as JSON-ready data."""
    version, words, gauss = state.rng_state
    return {
        "format": FORMAT,
        "version": VERSION,
        "rules": state.rules_id,
        "seed": state.seed,
        "first_player": state.first_player,
        "players": [{"name": p.name, "kind": p.kind, "level": p.level} for p in state.players],
        "sheets": [dict(sheet) for sheet in state.sheets],
        "dice": list(state.dice),
        "held": list(state.held),
        "rolls_used": state.rolls_used,
        "current": state.current,
        "turn": state.turn,
        "called": state.called,
        **({"naming": True} if state.naming else {}),
        **({"named": state.named} if state.named is not None else {}),
        "history": [_event_to_dict(event) for event in state.history],
        "moves_since_roll": [_move_to_dict(move) for move in moves_since_roll(state)],
        "rng_state": [version, list(words), gauss],
        **extras_to_dict(state),
    }


def _move_to_dict(move: Move) -> dict[str, Any]:
    target = target_of(move)
    return {"move": move.kind, "target": list(target) if isinstance(target, tuple) else target}


def _event_to_dict(event: Event) -> dict[str, Any]:
    data: dict[str, Any] = {
        "kind": event.kind,
        "player": event.player,
        "turn": event.turn,
        "roll": event.roll,
        "dice": list(event.dice),
        "held": list(event.held),
    }
    if event.box is not None:
        data["box"] = event.box
    if event.column is not None:
        data["column"] = event.column
    if event.points is not None:
        data["points"] = event.points
    if event.bonus:
        data["bonus"] = event.bonus
    return data


def state_from_dict(data: object) -> GameState:
    """The game `data` describes, after checking every field and replaying its history."""
    if not isinstance(data, Mapping) or data.get("format") != FORMAT:
        raise GameError(Message(N_("not a yahtzee-tui save")))
    version = data.get("version")
    if type(version) is not int or version != VERSION:
        raise GameError(
            Message(
                N_(
                    "save file version {version} is not supported"
                    " (this program reads version {known})"
                ),
                version=repr(version),
                known=VERSION,
            )
        )
    fields = _Fields(data)
    ruleset = _rules(fields.take("rules", str, "a rule set id"))
    seed = rng.check_seed(fields.take("seed", int, "a whole number"))
    players = _players(fields.take("players", list, "a list of players"))
    seats = len(players)
    first_player = fields.seat("first_player", seats)
    sheets = fields.take("sheets", list, "a list of sheets, one per player")
    if len(sheets) != seats:
        raise GameError(f"sheets: {len(sheets)} sheets for {seats} players")
    checked_sheets = [
        _sheet(ruleset, player, sheet) for player, sheet in zip(players, sheets, strict=True)
    ]
    dice = _dice(fields.take("dice", list, "a list of dice"), ruleset)
    held = _flags(fields.take("held", list, "a list of true/false"), ruleset, "held")
    rolls_used = fields.number("rolls_used", 0, ROLLS_PER_TURN)
    current = fields.seat("current", seats)
    turn = fields.number("turn", 1, ruleset.turns)
    called = fields.take("called", (str, type(None)), "a row id or null")
    history = _history(fields.take("history", list, "a list of moves"), ruleset, seats)
    moves = _moves(fields.take("moves_since_roll", list, "a list of moves"))
    rng_state = rng.check_state(fields.take("rng_state", list, "the generator state"))

    start = last_roll_index(history)
    state = replay(ruleset, players, seed, first_player, history[:start])
    for number, move in enumerate(moves, start=1):
        try:
            state = apply(state, move)
        except GameError as error:
            raise GameError(f"moves since the last roll: move {number}: {error}") from None
    if state.history != history:
        _explain_history(state, history)
    if [dict(sheet) for sheet in state.sheets] != checked_sheets:
        raise GameError(Message(N_("history does not replay to the saved sheets")))
    position = (state.dice, state.held, state.rolls_used, state.current, state.turn, state.called)
    if position != (dice, held, rolls_used, current, turn, called):
        raise GameError(Message(N_("the dice, rolls or seat do not match the history")))
    if (state.naming, state.named) != (
        data.get("naming", False),
        data.get("named"),
    ):
        raise GameError(Message(N_("the DIRECTED cell named does not match the history")))
    if state.rng_state != rng_state:
        raise GameError(
            Message(N_("the random generator state does not match the seed and history"))
        )
    return extras_from_dict(data, state)


def last_consistent_state(data: object) -> GameState | None:
    """For a save that does not load: the game its history replays to up to the first step that
    departs (holds since the last good roll are lost), or None when not even its rules, players
    and seed can be read. Extras that no longer fit (marks of dropped moves, say) are left out."""
    if not isinstance(data, Mapping) or data.get("format") != FORMAT:
        return None
    try:
        fields = _Fields(data)
        ruleset = _rules(fields.take("rules", str, "a rule set id"))
        seed = rng.check_seed(fields.take("seed", int, "a whole number"))
        players = _players(fields.take("players", list, "a list of players"))
        first_player = fields.seat("first_player", len(players))
        items = fields.take("history", list, "a list of moves")
        state = replay(ruleset, players, seed, first_player, ())
    except GameError:
        return None
    for number, item in enumerate(items, start=1):
        try:
            state = apply_event(state, _event(item, number, ruleset, len(players)))
        except GameError:
            break
    for extras in (data, {key: data[key] for key in ("daily", "match") if key in data}, {}):
        try:
            return extras_from_dict(extras, state)
        except GameError:
            continue
    return state


def _explain_history(state: GameState, history: tuple[Event, ...]) -> None:
    """Raise naming why a replay with the moves since the last roll did not give `history`."""
    replayed = state.history
    if len(replayed) < len(history):
        # The saved history goes on past what the moves produce: replay it to find out where.
        try:
            for event in history[len(replayed) :]:
                state = apply_event(state, event)
        except GameError as error:
            raise GameError(
                Message(N_("history does not replay: {problem}"), problem=error)
            ) from None
        raise GameError(Message(N_("the moves since the last roll do not match the history")))
    raise GameError(Message(N_("the moves since the last roll do not match the history")))


class _Fields:
    """Reads the top-level fields, naming the field in every complaint."""

    def __init__(self, data: Mapping[str, Any]) -> None:
        self.data = data

    def take(self, name: str, kind: type | tuple[type, ...], what: str) -> Any:
        if name not in self.data:
            raise GameError(f"{name} is missing")
        value = self.data[name]
        if (isinstance(value, bool) and kind is not bool) or not isinstance(value, kind):
            raise GameError(f"{name} must be {what}, got {_json_type(value)}")
        return value

    def number(self, name: str, low: int, high: int) -> int:
        value: int = self.take(name, int, "a whole number")
        if not low <= value <= high:
            raise GameError(f"{name} must be from {low} to {high}, got {value}")
        return value

    def seat(self, name: str, seats: int) -> int:
        return self.number(name, 0, seats - 1)


def _json_type(value: object) -> str:
    names = {
        bool: "true/false",
        int: "a whole number",
        float: "a decimal number",
        str: "text",
        list: "a list",
    }
    if value is None:
        return "null"
    if isinstance(value, dict):
        return "an object"
    return names.get(type(value), type(value).__name__)


def _rules(rules_id: str) -> RuleSet:
    try:
        return get_rules(rules_id)
    except GameError as error:
        raise GameError(f"rules: {error}") from None


def _players(items: list[Any]) -> tuple[Player, ...]:
    if not 1 <= len(items) <= MAX_PLAYERS:
        raise GameError(f"players: a game has 1 to {MAX_PLAYERS} players, got {len(items)}")
    players = []
    for number, item in enumerate(items, start=1):
        if not isinstance(item, Mapping):
            raise GameError(f"players: player {number} must be an object")
        name, kind, level = item.get("name"), item.get("kind"), item.get("level")
        if not isinstance(name, str) or not isinstance(kind, str):
            raise GameError(f"players: player {number} needs a name and a kind")
        if level is not None and not isinstance(level, str):
            raise GameError(f"players: the level of {name} must be text or null")
        players.append(Player(name, kind, level))
    try:
        checked = check_players(players)
    except GameError as error:
        raise GameError(f"players: {error}") from None
    if any(p.name != q.name for p, q in zip(checked, players, strict=True)):
        raise GameError("players: names carry spaces at either end")
    return checked


def _sheet(ruleset: RuleSet, player: Player, sheet: object) -> dict[str, int]:
    if not isinstance(sheet, Mapping):
        raise GameError(f"sheet of {player.name} must be an object")
    try:
        totals(ruleset, sheet)
    except GameError as error:
        message = str(error).removesuffix(f" under {ruleset.name} rules")
        raise GameError(f"sheet of {player.name}: {message}") from None
    if YAHTZEE_BONUS_KEY in sheet and sheet[YAHTZEE_BONUS_KEY] == 0:
        raise GameError(f"sheet of {player.name}: a Yahtzee bonus of 0 is never written")
    return dict(sheet)


def _dice(values: list[Any], ruleset: RuleSet) -> tuple[int, ...]:
    if len(values) != ruleset.dice:
        raise GameError(f"dice: {ruleset.name} rolls {ruleset.dice} dice, got {len(values)}")
    for value in values:
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 6:
            raise GameError(f"dice: a die shows 1 to 6 (0 before a roll), got {value!r}")
    return tuple(values)


def _flags(values: list[Any], ruleset: RuleSet, where: str) -> tuple[bool, ...]:
    if len(values) != ruleset.dice or not all(isinstance(v, bool) for v in values):
        raise GameError(f"{where}: {ruleset.dice} true/false flags, one per die")
    return tuple(values)


def _history(items: list[Any], ruleset: RuleSet, seats: int) -> tuple[Event, ...]:
    return tuple(_event(item, number, ruleset, seats) for number, item in enumerate(items, 1))


def _event(item: object, number: int, ruleset: RuleSet, seats: int) -> Event:
    where = f"history move {number}"
    if not isinstance(item, Mapping):
        raise GameError(f"{where} must be an object")
    kind = item.get("kind")
    if kind not in EVENT_KINDS:
        raise GameError(f"{where}: unknown kind of move {kind!r}")

    def whole(name: str, low: int, high: int, default: int | None = None) -> int:
        value = item.get(name, default)
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise GameError(f"{where}: {name} must be a whole number from {low} to {high}")
        return value

    def text(name: str) -> str | None:
        value = item.get(name)
        if value is not None and not isinstance(value, str):
            raise GameError(f"{where}: {name} must be text")
        return value

    dice = item.get("dice")
    held = item.get("held")
    if not isinstance(dice, list) or not isinstance(held, list):
        raise GameError(f"{where}: dice and held must be lists")
    points = item.get("points")
    if points is not None and (isinstance(points, bool) or not isinstance(points, int)):
        raise GameError(f"{where}: points must be a whole number")
    return Event(
        kind=kind,
        player=whole("player", 0, seats - 1),
        turn=whole("turn", 1, ruleset.turns),
        dice=_dice(dice, ruleset),
        held=_flags(held, ruleset, where),
        roll=whole("roll", 0, 0) if kind == "name" else whole("roll", 1, ROLLS_PER_TURN),
        box=text("box"),
        column=text("column"),
        points=points,
        bonus=whole("bonus", 0, 10**6, default=0),
    )


def _moves(items: list[Any]) -> list[Move]:
    moves: list[Move] = []
    for number, item in enumerate(items, start=1):
        where = f"moves since the last roll: move {number}"
        if not isinstance(item, Mapping) or item.get("move") not in MOVE_KINDS:
            raise GameError(f"{where} must be a hold, call, score or naming")
        kind, target = item["move"], item.get("target")
        if kind == HOLD and isinstance(target, list):
            # Several dice held or freed as one move (saves before it named one die a move).
            if len(target) < 2 or not all(_is_whole(index) for index in target):
                raise GameError(f"{where}: a hold of several dice names two or more dice")
            moves.append(of_target(HOLD, tuple(target)))
            continue
        wanted = int if kind == HOLD else str
        if isinstance(target, bool) or not isinstance(target, wanted):
            raise GameError(f"{where}: a {kind} names {'a die' if kind == HOLD else 'a cell'}")
        moves.append(of_target(kind, target))
    return moves


def _is_whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)

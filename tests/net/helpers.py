"""A random player for network games, and requests sent straight to a room."""

from __future__ import annotations

import random

from yahtzee_tui.game import GameState, can_roll, options
from yahtzee_tui.game.directed import nameable_rows
from yahtzee_tui.net import requests as rq
from yahtzee_tui.net.client import TableClient
from yahtzee_tui.net.requests import SeatSpec

# A move as a client makes it: ("roll", None), ("hold", die), ("call", row), ("score", cell),
# ("name", row) for Yamb's DIRECTED column.
Move = tuple[str, int | str | None]
OPEN = SeatSpec(kind="open")


def random_move(state: GameState, chooser: random.Random) -> Move:
    """A legal next step for the current player, chosen at random (games still end)."""
    if state.naming:
        return ("name", chooser.choice(nameable_rows(state)))
    if not state.has_rolled:
        return ("roll", None)
    cells = options(state)
    legal = [option.cell for option in cells if option.legal]
    callable_rows = sorted({o.box for o in cells if o.column == "call"})
    may_call = state.ruleset.is_yamb and state.rolls_used == 1 and state.called is None
    if may_call and callable_rows and (not legal or chooser.random() < 0.2):
        return ("call", chooser.choice(callable_rows))
    # HAND takes the first roll only: another roll must leave some other cell to fill.
    others = any(not cell.startswith("hand.") for cell in legal)
    if state.rolls_left and others and chooser.random() < 0.6:
        if chooser.random() < 0.5:
            return ("hold", chooser.randrange(len(state.dice)))
        if can_roll(state):
            return ("roll", None)
    return ("score", chooser.choice(legal))


def intent(move: Move, seat: int, number: int) -> rq.MoveRequest:
    """The request that makes `move` for `seat` at move number `number`."""
    kind, target = move
    if kind == "roll":
        return rq.Roll(seat=seat, move=number)
    if kind == "hold" and isinstance(target, int):
        return rq.Hold(seat=seat, move=number, die=target)
    if kind == "call" and isinstance(target, str):
        return rq.Call(seat=seat, move=number, row=target)
    if kind == "score" and isinstance(target, str):
        return rq.Score(seat=seat, move=number, cell=target)
    if kind == "name" and isinstance(target, str):
        return rq.NameCell(seat=seat, move=number, row=target)
    raise ValueError(f"not a move: {move!r}")


async def make_move(client: TableClient, move: Move) -> GameState:
    kind, target = move
    if kind == "roll":
        return await client.roll()
    if kind == "hold":
        return await client.hold(int(target or 0))
    if kind == "call":
        return await client.call(str(target))
    if kind == "name":
        return await client.name(str(target))
    return await client.score(str(target))


async def play_to_the_end(
    players: dict[int, TableClient], chooser: random.Random, stop_after: int | None = None
) -> int:
    """Each seat's client makes random legal moves on its turn (computers play themselves),
    to the end of the game or for `stop_after` moves; how many moves the clients made."""
    anyone = next(iter(players.values()))
    clients = list(dict.fromkeys(players.values()))
    for client in clients:
        await client.until(lambda c=client: c.state is not None)
    moves = 0
    while stop_after is None or moves < stop_after:
        await anyone.until(
            lambda: anyone.state is not None and _moves_or_over(anyone.state, players)
        )
        assert anyone.state is not None
        if anyone.state.is_over:
            return moves
        mover = players[anyone.state.current]
        await mover.until(lambda m=mover: m.move >= anyone.move)
        assert mover.state is not None
        await make_move(mover, random_move(mover.state, chooser))
        moves += 1
        # Every client sees the move before the next one is chosen (each on its own news).
        for client in clients:
            await client.until(lambda c=client, number=mover.move: c.move >= number)
    return moves


def _moves_or_over(state: GameState, players: dict[int, TableClient]) -> bool:
    return state.is_over or state.current in players


def first_legal_cell(state: GameState) -> str:
    return next(option.cell for option in options(state) if option.legal)


async def quick_turn(client: TableClient) -> GameState:
    """The client's player rolls once and scores the first cell that takes the dice."""
    return await client.score(first_legal_cell(await client.roll()))


async def two_seated(ann: TableClient, bob: TableClient, rules: str) -> str:
    """Ann and Bob connected and seated at a new table of `rules`, its game started: its code."""
    await ann.connect()
    await bob.connect()
    code = await ann.create(rules, seats=[OPEN, OPEN], name="Ann")
    await bob.claim(code, "Bob")
    await ann.start_game()
    return code

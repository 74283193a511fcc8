"""Two players' apps at one table, served by two `yahtzee-tui server --redis` processes on
one port; the process that owns the room is killed in the middle of a turn. The players
press keys as they would at any table and see the game go on."""

from __future__ import annotations

import os
import signal

import pytest
from redis.asyncio import Redis

from tests.net.cluster.processes import (
    ServerProcess,
    dropped_after,
    owner_pid,
    until_taken_over,
)
from tests.net.cluster.waiting import eventually
from tests.net.helpers import first_legal_cell, quick_turn
from tests.tui.helpers import score_in, wait_for
from tests.tui.net.tables import OPEN, app_at, client, same_game, seat_only, seated
from yahtzee_tui.game import GameState
from yahtzee_tui.net.events import ONLINE, Credentials, StatusChanged
from yahtzee_tui.net.tables import NetTable
from yahtzee_tui.tui.screens.game_over import GameOverScreen

# The app's keys and clicks wait for it to settle, as in the app's own tests.
pytestmark = pytest.mark.usefixtures("textual_pilot_shims")

SIZE = (100, 30)
TAKEOVER = 20.0


async def test_a_game_goes_on_on_every_screen_after_its_server_process_is_killed_mid_turn(
    processes: list[ServerProcess], shared_port: int, redis: Redis
):
    url = f"ws://127.0.0.1:{shared_port}"
    code, ann_seat, bob_seat = await room_near_its_end(url)
    tables: list[NetTable] = [
        await seated(url, seat_only(ann_seat)),
        await seated(url, bob_seat),
    ]
    ann, bob = (app_at(table) for table in tables)
    try:
        async with ann.run_test(size=SIZE) as ann_keys, bob.run_test(size=SIZE) as bob_keys:
            keys = {0: ann_keys, 1: bob_keys}

            def humans_turn() -> bool:
                state = ann.state
                return (
                    same_game(ann.state, bob.state)
                    and state is not None
                    and (state.is_over or state.current in keys)
                )

            killed: int | None = None
            rolled: GameState | None = None
            drops: list[list[StatusChanged]] = []

            def back_at(state: GameState) -> bool:
                return (
                    all(drops)
                    and all(table.client.status == ONLINE for table in tables)
                    and ann.state == bob.state == state
                )

            while True:
                await wait_for(ann_keys, humans_turn, timeout=TAKEOVER, what="a human's turn")
                state = ann.state
                assert state is not None
                if state.is_over:
                    break
                pilot = keys[state.current]
                await pilot.press("r")
                await wait_for(pilot, lambda s=state: ann.state != s and bob.state == ann.state)
                if killed is None:
                    # Mid-turn: the dice are rolled, the cell not chosen. The owner goes.
                    rolled = ann.state
                    assert rolled is not None
                    drops += [dropped_after(table.client) for table in tables]
                    killed = await owner_pid(redis, code)
                    assert killed is not None
                    os.kill(killed, signal.SIGKILL)
                    await until_taken_over(redis, code, killed, TAKEOVER)
                    try:
                        await eventually(lambda s=rolled: back_at(s), TAKEOVER)
                    except AssertionError:
                        seen = [
                            (len(d), t.client.status, t.client.last_problem)
                            for d, t in zip(drops, tables, strict=True)
                        ]
                        same = (ann.state == rolled, bob.state == rolled)
                        raise AssertionError(
                            f"the tables did not come back: {seen} {same}"
                        ) from None
                before = ann.state
                await score_in(pilot, first_legal_cell(pilot.app.state))
                # Both screens show the score before the next turn is read: on a busy machine
                # the roll after it could otherwise be pressed on the position before it.
                await wait_for(
                    pilot,
                    lambda s=before: ann.state != s and same_game(ann.state, bob.state),
                    timeout=TAKEOVER,
                    what="the score on both screens",
                )
            await wait_for(
                ann_keys,
                lambda: all(isinstance(app.screen, GameOverScreen) for app in (ann, bob)),
                what="the results on both screens",
            )
        assert killed is not None
        assert ann.state == bob.state and ann.state is not None and ann.state.is_over
        assert rolled is not None
        assert ann.state.history[: len(rolled.history)] == rolled.history
    finally:
        for table in tables:
            await table.close()


async def room_near_its_end(url: str) -> tuple[str, Credentials, Credentials]:
    """A Yatzy room of Ann (its host) and Bob, played by plain clients until each has two
    turns to go; the code and the players' credentials (the clients are
    closed: their seats wait for them)."""
    ann, bob = client(url), client(url)
    await ann.connect()
    await bob.connect()
    code = await ann.create("yatzy", seats=[OPEN, OPEN], name="Ann")
    await bob.claim(code, "Bob")
    await ann.start_game()
    players = {0: ann, 1: bob}

    def a_human_moves_next() -> bool:
        """Both clients at the same move, a human's turn (or the end)."""
        state = ann.state
        return (
            state is not None
            and bob.state is not None
            and ann.move == bob.move
            and (state.is_over or state.current in players)
        )

    while True:
        await eventually(a_human_moves_next)
        state = ann.state
        assert state is not None
        if state.turn > state.turns_total - 2:
            break
        await quick_turn(players[state.current])
    assert ann.credentials is not None and bob.credentials is not None
    credentials = ann.credentials, bob.credentials
    await ann.close()
    await bob.close()
    return code, *credentials

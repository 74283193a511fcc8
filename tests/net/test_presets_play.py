"""Whole network games of Yamb's house-rule presets on a real server: two clients and a
computer seat play `jamb` and `jamb_directed` to the end, namings included (every one heard
by the clients), and every client ends with the server's finished game."""

from __future__ import annotations

import random

import pytest

from tests.net.conftest import Connect
from tests.net.helpers import play_to_the_end
from yahtzee_tui.game import player_totals
from yahtzee_tui.game.directed import directed_column
from yahtzee_tui.net.notices import Named
from yahtzee_tui.net.requests import SeatSpec
from yahtzee_tui.net.server import RoomServer

OPEN = SeatSpec(kind="open")


@pytest.mark.parametrize(("rules", "level"), [("jamb", "expert"), ("jamb_directed", "medium")])
async def test_two_clients_and_a_computer_play_a_preset_to_the_end(
    server: RoomServer, connect: Connect, rules: str, level: str
):
    ann, bob = await connect(), await connect()
    computer = SeatSpec(kind="computer", level=level)
    code = await ann.create(rules, seats=[OPEN, OPEN, computer], name="Ann")
    assert await bob.claim(code, "Bob") == 1
    heard: list[Named] = []
    ann.subscribe(
        lambda event: (
            heard.append(event.change)
            if isinstance(getattr(event, "change", None), Named)
            else None
        )
    )
    await ann.start_game()

    await play_to_the_end({0: ann, 1: bob}, random.Random(23))

    for client in (ann, bob):
        await client.until(lambda c=client: c.finished is not None)
    room = server.rooms[code]
    state = room.state
    assert state is not None and state.is_over and state.rules_id == rules
    assert ann.finished == bob.finished == state
    ruleset = state.ruleset
    cells = {f"{column}.{row}" for column in ruleset.column_ids for row in ruleset.box_ids}
    assert "trips" in ruleset.box_ids
    for seat, sheet in enumerate(state.sheets):
        assert set(sheet) == cells  # every cell of the preset's card, HAND's included
        assert player_totals(state, seat)["total"] > 0
    names = [event for event in state.history if event.kind == "name"]
    if directed_column(ruleset) is None:
        assert names == []
    else:
        assert {event.player for event in names} == {0, 1, 2}  # clients and computer named
        # Every turn but the first is named for, until a column fills.
        assert len(names) > 40
    assert len(heard) == len(names)
    await server.store.flush()

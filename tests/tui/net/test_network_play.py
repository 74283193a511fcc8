"""Apps at a network table: a real server on 127.0.0.1, apps that play through it."""

from __future__ import annotations

from tests.net.helpers import first_legal_cell
from tests.textual_shims import notifications
from tests.tui.helpers import card, log, score_in, status, text_of, wait_for
from tests.tui.net.tables import (
    app_at,
    room_near_the_end,
    same_game,
    seat_only,
    seated,
    url_of,
)
from yahtzee_tui.net.server import RoomServer
from yahtzee_tui.net.tables import JoinPlan, NetTable, join_table
from yahtzee_tui.storage.records import recent_games
from yahtzee_tui.tui import YahtzeeApp
from yahtzee_tui.tui.screens.game_over import GameOverScreen
from yahtzee_tui.tui.screens.table import TableScreen
from yahtzee_tui.tui.widgets.table_info import TurnBanner

SIZE = (100, 30)


def screen_words(app: YahtzeeApp) -> tuple[str, ...]:
    """What the table shows of the game: the banner, the scorecard, the log."""
    screen = app.screen
    if not isinstance(screen, TableScreen):
        return (type(screen).__name__,)
    return (text_of(screen.query_one(TurnBanner)), text_of(card(app)), log(app))


async def test_two_apps_play_a_game_to_its_end_move_by_move_while_a_third_watches(
    server: RoomServer, tables: list[NetTable]
):
    url = url_of(server)
    code, ann_seat, bob_seat = await room_near_the_end(url, turns_left=1)
    tables += [await seated(url, seat_only(ann_seat)), await seated(url, bob_seat)]
    tables.append(await join_table(JoinPlan(url, url[5:], code, watch=True)))
    ann, bob, wendy = (app_at(table) for table in tables)
    async with (
        ann.run_test(size=SIZE) as ann_keys,
        bob.run_test(size=SIZE) as bob_keys,
        wendy.run_test(size=SIZE) as wendy_keys,
    ):
        keys = {0: ann_keys, 1: bob_keys}
        apps = (ann, bob, wendy)

        def same_state() -> bool:
            return same_game(*(app.state for app in apps))

        async def agreed(what: str) -> None:
            """Every app has the position, then every screen shows it alike (the words are
            read once the states agree: reading screens is the costly part)."""
            await wait_for(wendy_keys, same_state, what=what)
            await wait_for(wendy_keys, lambda: len({screen_words(app) for app in apps}) == 1)

        def humans_turn() -> bool:
            state = ann.state
            return same_state() and state is not None and (state.is_over or state.current in keys)

        turns = 0
        while True:
            await wait_for(wendy_keys, humans_turn, what="the next human turn on every screen")
            await agreed("the turn on every screen")
            state = ann.state
            assert state is not None
            if state.is_over:
                break
            pilot = keys[state.current]
            for key in ("r", "1"):  # a roll, a die held
                moves = len(ann.state.history), ann.state.held
                await pilot.press(key)
                try:
                    await wait_for(
                        pilot, lambda m=moves: (len(ann.state.history), ann.state.held) != m
                    )
                except AssertionError as error:  # say what the player's table said of it
                    seat = pilot.app.seat.table
                    connection = seat.client.status if seat is not None else "none"
                    raise AssertionError(
                        f"{error}; {key!r} did not land: status {status(pilot.app)!r}, "
                        f"connection {connection}"
                    ) from None
                await agreed(f"the {key!r} on every screen")
            scored = len(ann.state.history)
            await score_in(pilot, first_legal_cell(pilot.app.state))
            # The score lands before the next turn is looked for: until it does, every app
            # still shows the turn just played, and a key for it would go to a finished turn.
            await wait_for(
                wendy_keys, lambda s=scored: len(ann.state.history) > s, what="the score to land"
            )
            turns += 1
        await wait_for(
            ann_keys,
            lambda: all(isinstance(app.screen, GameOverScreen) for app in apps),
            what="the results on every screen",
        )
    assert turns == 2  # the last turns of Ann and Bob, the computer's between
    room = server.rooms[code].state
    assert room is not None and room.is_over
    assert ann.state == bob.state == wendy.state == room  # the whole game, seed and all
    await server.store.flush()
    assert [game.seed for game in recent_games()] == [room.seed]  # recorded once


async def test_a_watcher_keys_change_nothing(server: RoomServer, tables: list[NetTable]):
    url = url_of(server)
    code, _, _ = await room_near_the_end(url, turns_left=3)
    tables.append(await join_table(JoinPlan(url, url[5:], code, watch=True)))
    wendy = app_at(tables[0])
    async with wendy.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: isinstance(wendy.screen, TableScreen))
        before = wendy.state
        await pilot.press("r", "1", "enter")
        await wait_for(pilot, lambda: "You are watching" in status(wendy))
        assert wendy.state is before
        quit_word = {b.binding.key: b.binding.description for b in wendy.active_bindings.values()}
        assert quit_word["q"] == "Quit"  # not "(saved)": the server keeps the game, not Wendy
        await pilot.press("ctrl+c")
        await wait_for(pilot, lambda: notifications(wendy), what="how to quit")
        assert [n.message for n in notifications(wendy)] == ["Press q (or ctrl+q) to quit."]

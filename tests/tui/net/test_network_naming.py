"""The DIRECTED column's picker at a network table: it opens on the screen of the seat whose
place it is to name, and the naming reaches the server and the other players."""

from __future__ import annotations

from tests.net.helpers import quick_turn, two_seated
from tests.tui.helpers import log, wait_for
from tests.tui.net.tables import app_at, client, seat_only, seated, url_of
from yahtzee_tui.net.server import RoomServer
from yahtzee_tui.net.tables import NetTable
from yahtzee_tui.tui.screens.name_cell import NameCellPicker

SIZE = (100, 30)


async def test_the_seat_that_names_gets_the_picker_and_its_naming_reaches_the_others(
    server: RoomServer, tables: list[NetTable]
):
    url = url_of(server)
    ann, bob = client(url), client(url)
    await two_seated(ann, bob, "jamb_directed")
    await bob.until(lambda: bob.state is not None)
    assert ann.state is not None
    # The opener plays a turn with a plain client, then leaves: its seat names next.
    opener = ann if ann.state.current == 0 else bob
    other = bob if opener is ann else ann
    await quick_turn(opener)
    assert opener.state is not None and opener.state.naming
    assert opener.credentials is not None
    credentials = opener.credentials
    await opener.close()

    tables.append(await seated(url, seat_only(credentials)))
    app = app_at(tables[-1])
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, NameCellPicker), what="picker")
        target = "Bob" if opener is ann else "Ann"
        assert f"name a cell of {target}'s DIRECTED column" in str(app.screen.title_words)
        await pilot.press("down", "enter")
        await wait_for(pilot, lambda: app.state is not None and app.state.named == "twos")
        await other.until(lambda: other.state is not None and other.state.named == "twos")
        await wait_for(pilot, lambda: f"names Twos for {target}" in log(app))
        assert not isinstance(app.screen, NameCellPicker)
    await other.close()

"""The Die widget: pips, a held die marked without colour, clicks reported, not acted on."""

from __future__ import annotations

from textual.app import App, ComposeResult

from tests.tui.waiting import wait_for
from yahtzee_tui.tui.widgets.die import PIP, Die


class OneDie(App[None]):
    def __init__(self, **die_options) -> None:
        super().__init__()
        self.die_options = die_options
        self.toggled: list[int] = []

    def compose(self) -> ComposeResult:
        yield Die(2, "3", **self.die_options)

    def on_die_toggled(self, event: Die.Toggled) -> None:
        self.toggled.append(event.index)


def lines(die: Die) -> list[str]:
    return str(die.render()).splitlines()


async def test_each_face_shows_its_number_of_pips():
    app = OneDie()
    async with app.run_test():
        die = app.query_one(Die)
        for value in range(1, 7):
            die.value = value
            assert "".join(lines(die)).count(PIP) == value


async def test_a_die_not_rolled_yet_is_an_empty_face():
    app = OneDie()
    async with app.run_test():
        die = app.query_one(Die)
        assert PIP not in "".join(lines(die))
        assert die.has_class("-blank")


async def test_a_held_die_is_marked_held_framed_twice_and_sits_one_row_lower():
    app = OneDie(value=5)
    async with app.run_test():
        die = app.query_one(Die)
        free = lines(die)
        die.held = True
        held = lines(die)
        assert free[0].startswith("╭") and free[-1].strip() == "3"
        assert held[0].strip() == "HELD 3" and held[1].startswith("╔")
        assert die.has_class("-held")


async def test_a_click_reports_the_die_and_leaves_it_as_it_was():
    app = OneDie(value=4)
    async with app.run_test() as pilot:
        await pilot.click(Die)
        await wait_for(pilot, lambda: app.toggled == [2])
        assert not app.query_one(Die).held


async def test_a_large_die_has_room_between_its_pips():
    app = OneDie(value=6)
    async with app.run_test():
        die = app.query_one(Die)
        die.large = True
        drawn = lines(die)
        assert len(drawn) == 8 and len(drawn[0]) == 13
        assert "".join(drawn).count(PIP) == 6

"""The table screen: one screen class (`screen.py`, over the state it mirrors, `mirror.py`;
Yamb's keys in `yamb_screen.py`). The advisor's word and the computers' moves are functions of
positions (`coach.py`, `computer_turns.py`), the keys and the network desk are `bindings.py`
and `network_desk.py`, the fitting to the terminal `layout.py`: none holds the screen."""

from __future__ import annotations

from yahtzee_tui.game import GameState
from yahtzee_tui.tui.screens.table.screen import TableScreen
from yahtzee_tui.tui.screens.table.yamb_screen import YambTableScreen
from yahtzee_tui.tui.services import TableServices
from yahtzee_tui.tui.views.net_view import NetView

__all__ = ["TableScreen", "YambTableScreen", "table_screen"]


def table_screen(state: GameState, services: TableServices, net: NetView | None) -> TableScreen:
    """The table for `state`'s rule set; `net`: the network view when at a network table."""
    kind = YambTableScreen if state.ruleset.is_yamb else TableScreen
    return kind(state, services, net)

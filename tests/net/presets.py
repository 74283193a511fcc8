"""The Yamb house-rule presets offered to the network, as `get_rules` offers them once every
layer plays them (until then it keeps to the main rule sets; `find_rules` knows them all)."""

from __future__ import annotations

import pytest

from yahtzee_tui.engine import find_rules

# Every module of the network (and the save format it sends a finished game in) that reads
# rule sets by id.
READERS = (
    "yahtzee_tui.net.server",
    "yahtzee_tui.net.lobby",
    "yahtzee_tui.net.replica",
    "yahtzee_tui.net.store",
    "yahtzee_tui.net.cluster.state",
    "yahtzee_tui.game.serialize",
)


def offer_presets(monkeypatch: pytest.MonkeyPatch) -> None:
    for module in READERS:
        monkeypatch.setattr(f"{module}.get_rules", find_rules)

"""Fixed records and a fixed optimal profile for the Stats screen and chart tests."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import numpy as np
import pytest

from yahtzee_tui.engine import get_rules
from yahtzee_tui.storage.records_db import connect, default_records_path
from yahtzee_tui.strategy import optimal_profile as profile_module
from yahtzee_tui.strategy.optimal_profile import OptimalProfile

# The optimal player's averages per Yahtzee box, as the solver's games give them.
YAHTZEE_BOX_MEANS = (1.9, 5.3, 8.6, 12.2, 15.7, 19.1, 21.7, 13.2, 22.6, 29.4, 32.9, 17.0, 22.0)


def fixed_profile(rules_id: str = "yahtzee") -> OptimalProfile:
    """A small profile from a fixed seed: 400 totals around the optimal average."""
    rng = np.random.default_rng(5)
    rules = get_rules(rules_id)
    means = YAHTZEE_BOX_MEANS if rules_id == "yahtzee" else tuple(10.0 for _ in rules.box_ids)
    return OptimalProfile(
        rules_id,
        "expert" if rules.is_yamb else "optimal",
        np.clip(rng.normal(254, 55, 400).round(), 100, 600).astype(np.int64),
        rules.box_ids,
        np.array(means, dtype=np.float64),
        0.68,
        0.37,
    )


@pytest.fixture
def known_profiles(monkeypatch: pytest.MonkeyPatch) -> dict[str, OptimalProfile]:
    """Every rule set's profile is the fixed one, in memory: nothing is computed."""
    loaded = {rules_id: fixed_profile(rules_id) for rules_id in ("yahtzee", "yatzy", "yamb")}
    monkeypatch.setattr(profile_module, "_loaded", loaded)
    return loaded


def card(seed: int) -> dict[str, int]:
    """A plausible final Yahtzee card (fixed by `seed`)."""
    rng = np.random.default_rng(seed)
    cells = {
        box: int(rng.integers(0, 5)) * face
        for face, box in enumerate(get_rules("yahtzee").box_ids[:6], 1)
    }
    cells.update(
        three_of_a_kind=int(rng.integers(10, 28)),
        four_of_a_kind=int(rng.choice([0, 14, 22])),
        full_house=int(rng.choice([0, 25, 25])),
        small_straight=int(rng.choice([0, 30, 30])),
        large_straight=int(rng.choice([0, 40])),
        yahtzee=int(rng.choice([0, 0, 50])),
        chance=int(rng.integers(15, 28)),
    )
    return cells


def record_rows(name: str = "Ann", games: int = 12, assisted_every: int = 4) -> None:
    """`games` Yahtzee games of `name` (one every day from 2025-03-01), written straight into
    the records: every `assisted_every`th assisted, each with its card kept."""
    with connect(default_records_path()) as db:
        start = datetime(2025, 3, 1, 12, tzinfo=UTC)
        for number in range(1, games + 1):
            cells = card(number)
            upper = sum(cells[box] for box in get_rules("yahtzee").box_ids[:6])
            total = sum(cells.values()) + (35 if upper >= 63 else 0)
            game = json.dumps({"sheets": [cells]})
            cursor = db.execute(
                "INSERT INTO games (fingerprint, rules, played_at, seed, first_player, players,"
                " game, assisted) VALUES (?, 'yahtzee', ?, '1', 0, 1, ?, ?)",
                (
                    f"{name}-{number}",
                    (start + timedelta(days=number)).isoformat(),
                    game,
                    int(number % assisted_every == 0),
                ),
            )
            db.execute(
                "INSERT INTO results VALUES (?, 0, ?, ?, 'human', NULL, ?, 1, ?, 1, ?, '{}')",
                (
                    cursor.lastrowid,
                    name,
                    name.casefold(),
                    total,
                    int(upper >= 63),
                    int(cells["yahtzee"] > 0),
                ),
            )

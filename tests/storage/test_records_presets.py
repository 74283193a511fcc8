"""The records keep each Yamb preset and each table of its own rules apart."""

from __future__ import annotations

import sqlite3

from tests.cli.test_yamb_presets_command import played
from yahtzee_tui.engine import get_rules
from yahtzee_tui.storage.records import (
    default_records_path,
    high_scores,
    player_stats,
    recent_games,
    record_game,
    rules_played,
)

CUSTOM = "yamb:down,up,free,announce,hand,middle+trips"


def test_each_preset_has_its_own_high_scores_and_stats():
    for seed, rules in enumerate(["jamb", CUSTOM, "jamb"], start=1):
        record_game(played(rules, seed))
    assert len(high_scores("jamb")) == 2 and len(high_scores(CUSTOM)) == 1
    assert not high_scores("yamb")
    assert [entry.rules for entry in player_stats("Ann")] == ["jamb", CUSTOM]
    assert {game.rules for game in recent_games()} == {"jamb", CUSTOM}


def test_rules_played_lists_the_offered_sets_then_the_tables_recorded():
    record_game(played(CUSTOM, 1))
    ids = [ruleset.id for ruleset in rules_played()]
    assert ids[-1] == CUSTOM and ids.index("jamb") < ids.index(CUSTOM)
    assert "jamb_directed" in ids
    assert rules_played()[-1] is get_rules(CUSTOM)


def test_a_row_naming_an_unknown_or_not_canonical_table_is_skipped():
    record_game(played("jamb", 1))
    with sqlite3.connect(default_records_path()) as db:
        db.execute("UPDATE games SET rules = 'yamb:down,up,sideways,free'")
    found = high_scores("jamb")
    assert not found and player_stats("Ann").skipped == 1
    assert [ruleset.id for ruleset in rules_played()][-1] == "jamb_directed"
    with sqlite3.connect(default_records_path()) as db:
        # The same table named in another order is not the id the game writes.
        db.execute("UPDATE games SET rules = 'yamb:down,up,free,announce,hand,middle+trips'")
        db.execute("UPDATE games SET rules = 'yamb:down,up,free,announce,hand,middle+trips+trips'")
    assert player_stats("Ann").skipped == 1


def test_a_table_of_its_own_rules_saves_and_loads_under_its_id(tmp_path):
    from yahtzee_tui.game import new_game, roll
    from yahtzee_tui.storage.saves import load_game, save_game

    state = roll(new_game(CUSTOM, ["Ann", "Bob"], seed=3))
    save_game(state, tmp_path / "game.json")
    loaded = load_game(tmp_path / "game.json")
    assert loaded == state and loaded.ruleset is get_rules(CUSTOM)
    assert CUSTOM in (tmp_path / "game.json").read_text()


def test_settings_remember_a_preset_or_a_table_and_refuse_an_unknown_one():
    import pytest

    from yahtzee_tui.errors import GameError
    from yahtzee_tui.storage.settings import Settings, settings_from_dict, settings_to_dict

    for rules in ("jamb", "jamb_directed", CUSTOM):
        data = settings_to_dict(Settings(last_rules=rules))
        assert settings_from_dict(data).last_rules == rules
    for bad in ("jamb_plus", "yamb:down,up", 7):
        with pytest.raises(GameError):
            settings_from_dict({"last_rules": bad})

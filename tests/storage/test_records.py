"""Records of finished games: stored once, high scores, players' figures, and bad databases."""

from __future__ import annotations

import itertools
import random
import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import UTC, datetime

import pytest

from tests.game.helpers import play_game
from tests.game.helpers import play_turn as random_turn
from yahtzee_tui import paths
from yahtzee_tui.engine import get_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import (
    Event,
    GameState,
    Player,
    Sheet,
    new_game,
    player_totals,
    roll,
    standings,
)
from yahtzee_tui.storage import records_db
from yahtzee_tui.storage.records import (
    SCHEMA_VERSION,
    RecordsError,
    default_records_path,
    high_scores,
    player_stats,
    recent_games,
    record_game,
)
from yahtzee_tui.storage.saves import load_game, save_game
from yahtzee_tui.strategy.players import play_turn as computer_turn

UPPER_FOR_BONUS = {"ones": 3, "twos": 6, "threes": 9, "fours": 12, "fives": 15, "sixes": 18}
_seeds = itertools.count(1000)


def played(rules: str = "yahtzee", players: Sequence[Player | str] = ("Ann", "Bob"), seed=1):
    """A whole game: humans by a random legal policy, computers at their own level."""
    state = new_game(rules, players, seed=seed, first_player=0)
    chooser = random.Random(seed)
    while not state.is_over:
        if state.current_player.is_computer:
            state = computer_turn(state)[0]
        else:
            state = random_turn(state, chooser)
    return state


def card(rules: str = "yahtzee", chance: int = 5, upper_bonus: bool = False) -> dict[str, int]:
    """A full card scoring `chance` in Chance, 63 in the upper boxes or nothing, 0 elsewhere."""
    cells = dict.fromkeys(get_rules(rules).box_ids, 0)
    if upper_bonus:
        cells.update(UPPER_FOR_BONUS)
    cells["chance"] = chance
    return cells


def finished_with(
    cards: Sequence[Mapping[str, int]],
    players: Sequence[Player | str] = ("Ann", "Bob"),
    rules: str = "yahtzee",
) -> GameState:
    """A finished game with the given final cards (a fresh seed each, so each is a new game)."""
    state = new_game(rules, players[: len(cards)], seed=next(_seeds), first_player=0)
    return replace(state, sheets=tuple(Sheet(cells) for cells in cards))


def on(day: int) -> datetime:
    return datetime(2025, 3, day, 12, 0, tzinfo=UTC)


def test_records_live_in_the_data_directory():
    assert default_records_path() == paths.data_dir() / "records.sqlite3"


@pytest.mark.parametrize("rules", ["yahtzee", "yatzy", "yamb"])
def test_a_finished_game_is_recorded_with_totals_and_places(rules):
    state = play_game(new_game(rules, ["Ann", "Bob", "Cy"], seed=4), random.Random(4))
    game_id = record_game(state)
    [game] = recent_games()
    assert (game.id, game.rules, game.seed) == (game_id, rules, 4)
    assert {(r.name, r.place, r.total) for r in game.results} == {
        (s.name, s.place, s.total) for s in standings(state)
    }
    for result in game.results:
        assert result.breakdown == player_totals(state, result.seat)
        assert result.kind == "human"


def test_the_date_is_stored_in_utc_iso_format():
    record_game(
        finished_with([card()]), played_at=datetime.fromisoformat("2025-03-01T14:00:00+02:00")
    )
    assert recent_games()[0].played_at == "2025-03-01T12:00:00+00:00"


def test_computer_players_are_recorded_with_their_kind_and_level():
    state = played(players=[Player("Ann"), Player("Robo", "computer", "easy")])
    record_game(state)
    results = {r.name: (r.kind, r.level) for r in recent_games()[0].results}
    assert results == {"Ann": ("human", None), "Robo": ("computer", "easy")}


def test_recording_the_same_game_twice_stores_it_once():
    state = played()
    assert record_game(state) == record_game(state)
    assert len(recent_games()) == 1


def test_the_same_game_played_again_from_its_seed_is_not_stored_again():
    first = record_game(played(seed=7))
    assert record_game(played(seed=7), played_at=on(2)) == first
    assert len(recent_games()) == 1


def test_a_different_game_gets_its_own_record():
    assert record_game(played(seed=7)) != record_game(played(seed=8))
    assert len(recent_games()) == 2


def test_an_unfinished_game_is_refused_and_nothing_is_written():
    with pytest.raises(GameError, match="only a finished game can be recorded"):
        record_game(roll(new_game("yahtzee", ["Ann"], seed=1)))
    assert not default_records_path().exists()


def test_equal_totals_share_a_place():
    record_game(finished_with([card(chance=20), card(chance=20), card(chance=10)], ["A", "B", "C"]))
    places = {r.name: r.place for r in recent_games()[0].results}
    assert places == {"A": 1, "B": 1, "C": 3}


def test_high_scores_are_best_first_and_limited():
    for chance in (10, 30, 20):
        record_game(finished_with([card(chance=chance)]))
    assert [s.total for s in high_scores("yahtzee")] == [30, 20, 10]
    assert [s.total for s in high_scores("yahtzee", limit=2)] == [30, 20]


def test_high_scores_leave_out_computer_players_unless_asked():
    players = [Player("Ann"), Player("Robo", "computer", "expert")]
    record_game(finished_with([card(chance=10), card(chance=30)], players))
    assert [s.name for s in high_scores("yahtzee")] == ["Ann"]
    assert [s.name for s in high_scores("yahtzee", humans_only=False)] == ["Robo", "Ann"]


def test_high_scores_keep_to_their_rule_set():
    record_game(finished_with([card("yatzy", chance=30)], rules="yatzy"))
    record_game(finished_with([card(chance=10)]))
    assert [(s.rules, s.total) for s in high_scores("yatzy")] == [("yatzy", 30)]


def test_equal_high_scores_list_the_earlier_game_first():
    record_game(finished_with([card(chance=20)], ["Late"]), played_at=on(9))
    record_game(finished_with([card(chance=20)], ["Early"]), played_at=on(1))
    assert [s.name for s in high_scores("yahtzee")] == ["Early", "Late"]


def test_player_stats_match_figures_worked_out_by_hand():
    # Ann: 63 + 35 + 20 = 118 (wins), 10 (loses to 25), 20 (ties 20: a shared win), solo 30.
    record_game(finished_with([card(chance=20, upper_bonus=True), card(chance=30)]))
    record_game(finished_with([card(chance=10), card(chance=25)]))
    record_game(finished_with([card(chance=20), card(chance=20)]))
    record_game(finished_with([card(chance=30)]))
    [stats] = player_stats("Ann")
    assert (stats.name, stats.rules, stats.games, stats.wins) == ("Ann", "yahtzee", 4, 2)
    assert (stats.average, stats.best, stats.worst) == (44.5, 118, 10)
    assert stats.upper_bonus_rate == 0.25
    assert stats.yahtzees == 0


def test_a_solo_game_counts_as_played_but_not_as_a_win():
    record_game(finished_with([card(chance=30)]))
    [stats] = player_stats("Ann")
    assert (stats.games, stats.wins) == (1, 0)


def test_player_stats_are_kept_apart_per_rule_set():
    record_game(finished_with([card(chance=10)]))
    record_game(finished_with([card("yatzy", chance=30)], rules="yatzy"))
    assert [(s.rules, s.best) for s in player_stats("Ann")] == [("yahtzee", 10), ("yatzy", 30)]
    assert [s.rules for s in player_stats("Ann", "yatzy")] == ["yatzy"]


def test_yamb_upper_bonus_rate_counts_columns():
    rules = get_rules("yamb")
    cells = {f"{column}.{row}": 0 for column in rules.column_ids for row in rules.box_ids}
    for column in rules.column_ids:
        cells[f"{column}.max"] = cells[f"{column}.min"] = 6  # the least six dice can sum to
    for row, points in zip(rules.upper_ids, (5, 10, 15, 20, 25, 30), strict=True):
        cells[f"down.{row}"] = points  # 105: the DOWN column earns its bonus
    record_game(finished_with([cells], rules="yamb"))
    assert player_stats("Ann", "yamb")[0].upper_bonus_rate == pytest.approx(1 / 6)


def test_player_names_match_without_regard_to_case():
    record_game(finished_with([card(chance=10)], ["Ann"]))
    record_game(finished_with([card(chance=12)], ["ANN"]))
    [stats] = player_stats("  ann ")
    assert (stats.name, stats.games) == ("ANN", 2)


def test_a_player_with_no_games_has_no_stats():
    record_game(finished_with([card()]))
    assert player_stats("Zed") == []


def test_yahtzees_are_counted_once_per_turn_that_rolled_five_alike():
    state = finished_with([card(), card()])
    rolls = [
        (0, 1, (6, 6, 6, 6, 6)),
        (0, 1, (6, 6, 6, 6, 6)),  # the same turn again: not a second Yahtzee
        (0, 2, (2, 2, 2, 2, 2)),
        (1, 1, (4, 4, 4, 4, 1)),
    ]
    history = tuple(Event("roll", seat, turn, dice, (False,) * 5, 1) for seat, turn, dice in rolls)
    record_game(replace(state, history=history))
    assert {r.name: r.yahtzees for r in recent_games()[0].results} == {"Ann": 2, "Bob": 0}


def test_recent_games_are_newest_first_and_limited():
    for day, name in ((1, "First"), (3, "Third"), (2, "Second")):
        record_game(finished_with([card()], [name]), played_at=on(day))
    assert [g.results[0].name for g in recent_games()] == ["Third", "Second", "First"]
    assert [g.results[0].name for g in recent_games(limit=1)] == ["Third"]


def test_a_name_with_quotes_is_stored_as_written():
    name = "O'Brien\"); DROP games"
    record_game(finished_with([card(chance=10)], [name]))
    assert [s.name for s in high_scores("yahtzee")] == [name]


def test_the_schema_version_is_stored():
    record_game(finished_with([card()]))
    db = sqlite3.connect(default_records_path())
    version = db.execute("PRAGMA user_version").fetchone()[0]
    db.close()
    assert version == SCHEMA_VERSION >= 1


def test_a_database_from_a_newer_version_is_refused():
    record_game(finished_with([card()]))
    db = sqlite3.connect(default_records_path())
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.close()
    with pytest.raises(RecordsError, match="newer than this yahtzee-tui reads"):
        high_scores("yahtzee")


def test_nothing_recorded_yet_gives_empty_answers_without_creating_the_file():
    assert high_scores("yahtzee") == []
    assert player_stats("Ann") == []
    assert recent_games() == []
    assert not default_records_path().exists()


def test_a_damaged_database_gives_one_clear_line():
    default_records_path().parent.mkdir(parents=True, exist_ok=True)
    default_records_path().write_bytes(b"\x13\x37 not SQLite at all " * 300)
    for attempt in (lambda: record_game(finished_with([card()])), lambda: high_scores("yahtzee")):
        with pytest.raises(RecordsError) as caught:
            attempt()
        message = str(caught.value)
        assert message.startswith("records database is damaged: file is not a database")
        assert message.endswith("aside to start afresh") and "\n" not in message


def test_a_damaged_database_leaves_the_saved_game_alone():
    in_progress = roll(new_game("yahtzee", ["Ann"], seed=3))
    save_game(in_progress)
    default_records_path().parent.mkdir(parents=True, exist_ok=True)
    default_records_path().write_bytes(b"garbage" * 100)
    with pytest.raises(RecordsError):
        record_game(finished_with([card()]))
    assert load_game() == in_progress


def test_a_bad_limit_is_refused():
    with pytest.raises(GameError, match="a limit is a whole number of at least 1"):
        recent_games(limit=0)


def test_every_connection_is_closed(monkeypatch):
    opened: list[sqlite3.Connection] = []
    connect = sqlite3.connect

    def tracking_connect(*args, **kwargs):
        opened.append(connect(*args, **kwargs))
        return opened[-1]

    monkeypatch.setattr(records_db.sqlite3, "connect", tracking_connect)
    record_game(finished_with([card()]))
    high_scores("yahtzee")
    player_stats("Ann")
    recent_games()
    assert len(opened) == 4
    for db in opened:
        with pytest.raises(sqlite3.ProgrammingError, match="closed"):
            db.execute("SELECT 1")

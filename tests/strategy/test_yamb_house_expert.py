"""The Yamb expert and the one-turn advisor under a table's house rules (RULES.md section 5):
the arrays score as the engine does, self-play keeps every column's rules, the advisor knows
HAND, KENTA by roll, TRIPS, five dice counting and the step bonus, and the tables are keyed by
the options (presets shipped, other options fitted on first need)."""

from __future__ import annotations

import random

import numpy as np
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from tests.game.helpers import with_dice
from tests.strategy.conftest import TINY_PLAN
from yahtzee_tui.engine import find_rules, score, totals
from yahtzee_tui.engine.rules import yamb_house
from yahtzee_tui.engine.rules.yamb_house import JAMB, JAMB_DIRECTED, KOCKE, parse_options
from yahtzee_tui.engine.rulesets import yamb_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import new_game
from yahtzee_tui.game.moves import CALL, HOLD, SCORE, apply
from yahtzee_tui.strategy import yamb_table
from yahtzee_tui.strategy.advisor import advise, advise_state, advisor_ready, prepare_advisor
from yahtzee_tui.strategy.players import play_as
from yahtzee_tui.strategy.tables import dice_tables
from yahtzee_tui.strategy.yamb_cards import Cards, layout
from yahtzee_tui.strategy.yamb_fit import FULL_PLAN
from yahtzee_tui.strategy.yamb_selfplay import self_play
from yahtzee_tui.strategy.yamb_values import YambValues, one_turn_values, pars

PRESETS = {"kocke": KOCKE, "jamb": JAMB, "jamb_directed": JAMB_DIRECTED}
STRAIGHT = (2, 3, 4, 5, 6, 6)


def ruleset(options):
    return yamb_rules("test", "Test", options)


@pytest.mark.parametrize("name", ["jamb", "jamb_directed"])
@settings(max_examples=30, deadline=None)
@given(roll=st.integers(0, 461), turn_roll=st.integers(1, 3))
def test_the_arrays_score_every_roll_as_the_engine_does(name, roll, turn_roll):
    where = layout(PRESETS[name])
    dice = dice_tables(6).rolls[roll]
    rules = find_rules(name)
    for row_index, row in enumerate(where.rows):
        expected = score(rules, dice, row, roll=turn_roll)
        assert where.points[turn_roll - 1, roll, row_index] == expected


def test_a_layout_has_the_tables_columns_and_rows():
    jamb = layout(JAMB)
    assert "trips" in jamb.rows and "royal" not in jamb.rows
    assert jamb.columns == ("down", "up", "free", "call", "hand", "middle")
    assert jamb.by_roll and not layout(KOCKE).by_roll
    assert layout(JAMB_DIRECTED).directed == 6
    assert layout(parse_options("step_bonus")).bonus_levels == ((60, 30), (70, 10), (80, 10))


@pytest.mark.parametrize("name", ["jamb", "jamb_directed"])
def test_self_play_keeps_every_column_order_and_adds_up_as_the_engine(name):
    where = layout(PRESETS[name])
    played = self_play(one_turn_values(where), 3, seed=11)
    rules = find_rules(name)
    for game in range(3):
        card = {}
        order = np.argsort(played.turn_filled[game], axis=None)
        for flat in order:
            column, row = divmod(int(flat), where.row_count)
            kind, column_id = where.kinds[column], where.columns[column]
            filled = [r for r in where.rows if f"{column_id}.{r}" in card]
            if kind not in (yamb_house.ANNOUNCE, yamb_house.DIRECTED):
                assert where.rows[row] in yamb_house.open_rows(kind, where.rows, filled)
            card[f"{column_id}.{where.rows[row]}"] = int(played.cards.points[game, column, row])
        assert len(card) == where.turns
        assert totals(rules, card)["total"] == played.scores[game]


def test_a_step_bonus_is_valued_step_by_step():
    # DOWN holds 65 in ones..fives: sixes of 6 reach the 70 step (+10), 18 the 80 step (+20).
    card = {"down.ones": 5, "down.twos": 10, "down.threes": 15, "down.fours": 20, "down.fives": 15}
    for options, gains in ((parse_options("step_bonus"), (10, 20)), (KOCKE, (0, 0))):
        where = layout(options)
        plain = one_turn_values(where)
        chance = np.zeros((where.column_count, where.row_count, 64, where.top_threshold + 1))
        chance[..., 0] = 1.0  # nothing more will come: only points written count
        values = YambValues(plain.reference, plain.expected, chance, where)
        lookup = values.lookup(Cards.from_card(card, where), 5)[0]
        sixes, down = where.rows.index("sixes"), where.columns.index("down")
        for points, gain in zip((6, 18), gains, strict=True):
            par = pars(where)["sixes"]
            assert lookup[down, sixes, points] == pytest.approx(points - par + gain)
        scored = Cards.from_card(card | {"down.sixes": 18}, where).column_totals()[0, down]
        assert scored == totals(ruleset(options), card | {"down.sixes": 18})["down.total"]


def best(advice):
    return advice[0]


@pytest.mark.parametrize("level", ["one-turn", "expert"])
def test_a_first_roll_straight_in_jamb_is_written_at_66_rather_than_rolled_on(level):
    values = one_turn_values(layout(JAMB)) if level == "one-turn" else None
    advice = advise("jamb", STRAIGHT, 2, {}, yamb_values=values)
    top = advice[0]
    kenta = [a for a in advice if a.action == SCORE and a.box == "kenta"]
    assert {a.column for a in kenta} == {"free", "hand"}  # DOWN and UP are elsewhere
    assert all(a.points == 66 for a in kenta)
    # Written now at 66: in a column, or called and written at once (the expert's CALL cell).
    assert top.box == "kenta"
    assert (top.action, top.points) == (SCORE, 66) or top.action == CALL
    rolling_on = [a for a in advice if a.action == HOLD and len(a.hold) < 6]
    assert all(a.expected_score < top.expected_score - 5 for a in rolling_on)


def test_kenta_by_roll_scores_the_roll_it_comes_in_and_hand_takes_the_first_only():
    values = one_turn_values(layout(JAMB))
    second = advise("jamb", STRAIGHT, 1, {}, yamb_values=values)
    assert {a.points for a in second if a.action == SCORE and a.box == "kenta"} == {56}
    assert not any(a.column == "hand" for a in second)
    third = advise("jamb", STRAIGHT, 0, {}, yamb_values=values)
    assert {a.points for a in third if a.action == SCORE and a.box == "kenta"} == {46}
    first = advise("jamb", STRAIGHT, 2, {}, yamb_values=values)
    assert any(a.column == "hand" for a in first)


def test_holding_a_made_straight_after_the_second_roll_beats_a_third_roll():
    values = one_turn_values(layout(JAMB))
    advice = advise("jamb", STRAIGHT, 1, {}, yamb_values=values)
    keep_all = next(a for a in advice if a.action == HOLD and len(a.hold) == 6)
    keep_five = next(a for a in advice if a.action == HOLD and a.hold == (2, 3, 4, 5, 6))
    assert keep_all.expected_score == pytest.approx(56 - pars(layout(JAMB))["kenta"])
    assert keep_all.expected_score == pytest.approx(keep_five.expected_score + 10)


def test_trips_and_five_dice_count_in_the_advice():
    advice = advise("jamb", (4, 4, 4, 1, 2, 6), 0, {}, yamb_values=one_turn_values(layout(JAMB)))
    assert {a.points for a in advice if a.box == "trips"} == {32}
    maximum = advise("jamb", (6, 6, 6, 6, 6, 1), 0, {}, yamb_values=one_turn_values(layout(JAMB)))
    assert {a.points for a in maximum if a.box == "max"} == {30}


def test_tables_for_other_house_rules_are_refused():
    with pytest.raises(GameError, match="other house rules"):
        advise("jamb", STRAIGHT, 2, {}, yamb_values=one_turn_values())


@pytest.mark.parametrize("level", ["one-turn", "medium", "expert"])
def test_the_computer_levels_play_jamb_from_its_own_tables(level):
    state = with_dice(new_game("jamb", ["Ann"], seed=1), list(STRAIGHT), rolls_used=1)
    move = play_as(state, level)
    if move.kind == CALL:
        state = apply(state, move)
        move = play_as(state, level)
    assert move.kind == SCORE and move.box == "kenta" and move.points == 66


def test_the_hint_of_a_jamb_game_comes_from_the_jamb_tables():
    state = with_dice(new_game("jamb", ["Ann"], seed=1), list(STRAIGHT), rolls_used=1)
    top = advise_state(state)[0]
    assert top.box == "kenta" and top.action in (SCORE, CALL)
    assert top.expected_score == advise("jamb", STRAIGHT, 2, {})[0].expected_score


def test_every_preset_and_custom_options_have_their_own_table_file():
    names = {yamb_table.table_file(FULL_PLAN, options) for options in PRESETS.values()}
    custom = parse_options("down,up,free,hand,trips")
    names.add(yamb_table.table_file(FULL_PLAN, custom))
    assert len(names) == 4
    assert yamb_table.table_file() == "yamb-expert-v3.npz"
    assert yamb_table.table_file(FULL_PLAN, custom).startswith("yamb-expert-v3-o")


def test_tables_of_other_options_are_not_these(tmp_path):
    table = yamb_table.build_table(TINY_PLAN, options=JAMB)
    path = tmp_path / "jamb.npz"
    yamb_table.write_table(table, path)
    assert yamb_table.read_table(path, TINY_PLAN, JAMB) is not None
    assert yamb_table.read_table(path, TINY_PLAN, JAMB_DIRECTED) is None
    assert yamb_table.read_table(path, TINY_PLAN) is None


def test_custom_options_get_their_tables_fitted_on_first_need_and_cached(monkeypatch):
    custom = parse_options("down,up,free,hand,trips,step_bonus")
    rules = ruleset(custom)
    fits = []
    real = yamb_table.build_table

    def tiny(plan=FULL_PLAN, progress=None, options=KOCKE):
        fits.append(options)
        table = real(TINY_PLAN, progress, options)
        return yamb_table.YambTable(table.values, plan, table.build_seconds, None)

    monkeypatch.setattr(yamb_table, "build_table", tiny)
    monkeypatch.setattr(yamb_table, "_loaded", {})
    assert not advisor_ready(rules)
    assert prepare_advisor(rules) is None
    assert advisor_ready(rules) and fits == [custom]
    assert yamb_table.table_path(FULL_PLAN, options=custom).exists()
    monkeypatch.setattr(yamb_table, "_loaded", {})
    prepare_advisor(rules)
    assert fits == [custom]  # read from the cache
    advice = advise(rules, STRAIGHT, 2, {})
    assert advice[0].action in (SCORE, HOLD)


@pytest.mark.parametrize("name", ["jamb", "jamb_directed"])
def test_a_fresh_home_reads_each_presets_shipped_tables_without_a_fit(name, monkeypatch):
    monkeypatch.setattr(yamb_table, "_loaded", {})
    monkeypatch.setattr(yamb_table, "build_table", lambda *a, **k: pytest.fail("a fit was made"))
    table = yamb_table.expert_table(options=PRESETS[name])
    assert table.path == yamb_table.SHIPPED_FILES[name]


def test_the_expert_beats_the_one_turn_advisor_in_jamb_on_the_same_dice():
    from yahtzee_tui.strategy.yamb_solo import yamb_solo

    solo = yamb_solo("jamb", ["expert", "one-turn"], 128, seed=random.Random(4).randrange(1000))
    difference, error = solo.paired_difference("expert", "one-turn")
    assert difference > 3 * error


def test_naming_a_directed_row_is_worth_a_turn_played_for_that_row():
    from yahtzee_tui.strategy.advisor import yamb_expert_values
    from yahtzee_tui.strategy.yamb_advisor import named_turn_values

    rows = layout(JAMB_DIRECTED).rows
    # Every column but DIRECTED is full: the named row is the only cell the turn can end in,
    # and to the one-turn advisor a turn played for one row alone is worth its par: 0.
    card = {
        f"{column}.{row}": 0
        for column in ("down", "up", "free", "call", "hand", "middle")
        for row in rows
    }
    card |= {"directed.yamb": 0}
    worth = named_turn_values("jamb_directed", card, one_turn_values(layout(JAMB_DIRECTED)))
    assert set(worth) == set(rows) - {"yamb"}
    assert all(abs(value) < 1e-9 for value in worth.values())
    # With more cells open, a named row only adds a cell: the turn is worth no less.
    fuller = named_turn_values("jamb_directed", {}, yamb_expert_values("jamb_directed"))
    assert len(fuller) == len(rows) and all(value > 0 for value in fuller.values())
    with pytest.raises(GameError, match="no DIRECTED"):
        named_turn_values("jamb", {}, yamb_expert_values("jamb"))


def test_a_named_directed_cell_is_advised_and_the_others_are_not():
    values = one_turn_values(layout(JAMB_DIRECTED))
    advice = advise("jamb_directed", STRAIGHT, 2, {}, yamb_values=values)
    assert not any(a.column == "directed" for a in advice)
    from yahtzee_tui.strategy import yamb_advisor

    named = yamb_advisor.advise(
        find_rules("jamb_directed"), STRAIGHT, 2, {}, None, values, named="kenta"
    )
    assert {a.box for a in named if a.column == "directed"} == {"kenta"}


def test_a_jamb_cards_expected_final_and_chances_to_win_come_from_the_jamb_tables():
    from yahtzee_tui.game import roll
    from yahtzee_tui.strategy.outlook import expected_final
    from yahtzee_tui.strategy.win_chances import win_chances

    # Above the default's estimate, as the expert's jamb games score above its kocke games.
    assert expected_final("yamb", {}) + 50 < expected_final("jamb", {}) < 2450
    assert expected_final("jamb", {"hand.kenta": 66}) > expected_final("jamb", {"hand.kenta": 0})
    state = roll(new_game("jamb", ["Ann", "Bob"], seed=3))
    chances = win_chances(state, 8, seed=1)
    assert sum(chances) == pytest.approx(1.0)


def jamb_position(seed: int):
    """A jamb game some turns in (played by the one-turn advisor), rolled once or twice with
    random dice held (a random number of turns: many positions, each a few seconds at most).
    A second roll only where the game allows one (not when only HAND and CALL cells are left)."""
    from yahtzee_tui.game import can_roll, roll, toggle_hold

    chooser = random.Random(seed)
    state = new_game("jamb", ["Ann"], seed=seed)
    turns = chooser.randint(0, 77)
    while len(state.current_sheet) < turns:
        state = apply(state, play_as(state, "one-turn"))
    state = roll(state)
    if chooser.random() < 0.5 and can_roll(state):
        for index in chooser.sample(range(6), chooser.randint(0, 5)):
            state = toggle_hold(state, index)
        state = roll(state)
    return state


@pytest.mark.parametrize("level", ["expert", "medium", "easy"])
@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**32))
@example(seed=220183)  # only HAND and CALL cells left after the first roll
def test_every_level_finishes_any_jamb_turn_with_legal_moves(level, seed):
    from yahtzee_tui.game import options
    from yahtzee_tui.strategy.players import next_move

    state = jamb_position(seed)
    for _ in range(8):
        move = next_move(state, level)
        if move.kind == SCORE:
            assert move.cell in {o.cell for o in options(state) if o.legal}
            if move.column == "hand":
                assert state.rolls_used == 1
        state = apply(state, move)  # the game refuses an illegal move
        if move.kind == SCORE:
            break
    else:
        pytest.fail("the turn did not end")

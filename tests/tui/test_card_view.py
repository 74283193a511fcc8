"""What the scorecard shows for a state: previews, best, zero, locked, filled, bonus needed."""

from __future__ import annotations

from tests.tui.helpers import game, rolled, with_sheet
from yahtzee_tui.tui.views.card_view import LOCKED, card_view


def cells(view) -> dict[str, object]:
    return {cell.key: cell for row in view.rows for cell in row.cells if cell.key}


def row(view, label: str):
    return next(r for r in view.rows if r.label == label)


def test_every_players_column_stands_side_by_side_for_yahtzee():
    view = card_view(game("yahtzee", ["Ann", "Bob", "Cy"]))
    assert view.headers == ("Ann", "Bob", "Cy")
    assert all(len(r.cells) == 3 for r in view.rows)
    assert view.current_column == 0


def test_open_boxes_wait_for_the_first_roll():
    view = card_view(game("yatzy"))
    assert {cell.kind for cell in cells(view).values()} == {"open"}


def test_open_boxes_preview_the_points_of_the_dice():
    view = card_view(rolled(game("yatzy"), (3, 3, 3, 4, 4)))
    shown = cells(view)
    assert (shown["full_house"].text, shown["full_house"].kind) == ("17", "best")
    assert (shown["two_pairs"].text, shown["two_pairs"].kind) == ("14", "preview")
    assert (shown["yatzy"].text, shown["yatzy"].kind) == ("0", "zero")


def test_filled_boxes_show_their_points_and_a_scratch_shows_zero():
    state = with_sheet(game("yahtzee"), {"fives": 20, "yahtzee": 0})
    view = card_view(state)
    assert row(view, "Fives").cells[0].text == "20"
    assert row(view, "Fives").cells[0].kind == "filled"
    assert row(view, "Yahtzee").cells[0].kind == "scratched"
    assert "fives" not in cells(view)


def test_the_upper_bonus_row_tells_what_is_still_to_go():
    view = card_view(with_sheet(game("yahtzee"), {"sixes": 24, "fives": 15}))
    assert row(view, "Upper").cells[0].text == "39"
    bonus = row(view, "Bonus 35").cells[0]
    assert (bonus.text, bonus.kind) == ("24 to go", "need")
    assert "-" not in "".join(bonus.shorter)


def test_the_upper_bonus_shows_once_earned():
    sheet = {"ones": 3, "twos": 6, "threes": 9, "fours": 12, "fives": 15, "sixes": 18}
    view = card_view(with_sheet(game("yahtzee"), sheet))
    assert row(view, "Bonus 35").cells[0].text == "✓ 35"
    assert row(view, "Total").cells[0].text == "98"


def test_a_forced_joker_locks_the_other_boxes_with_the_reason():
    state = rolled(with_sheet(game("yahtzee"), {"yahtzee": 50}), (2, 2, 2, 2, 2))
    shown = cells(card_view(state))
    assert shown["twos"].kind == "best"
    assert shown["chance"].kind == "locked" and shown["chance"].text == LOCKED
    assert shown["chance"].reason == "Twos must take this Yahtzee"


def test_yamb_shows_the_current_players_six_columns_with_their_results():
    view = card_view(rolled(game("yamb"), (1, 2, 3, 4, 5, 6)))
    assert view.headers == ("DOWN", "UP", "FREE 1", "FREE 2", "CALL", "MIDDLE")
    assert view.current_column is None
    assert [r.label for r in view.rows[-5:]] == ["Upper", "Bonus", "Middle", "Lower", "Total"]


def test_yamb_locks_cells_out_of_column_order_before_and_after_the_roll():
    for state in (game("yamb"), rolled(game("yamb"), (1, 2, 3, 4, 5, 6))):
        shown = cells(card_view(state))
        assert shown["down.twos"].kind == "locked"
        assert shown["up.yamb"].kind == "locked"
        assert shown["middle.ones"].kind == "locked"
        assert shown["down.twos"].reason == "DOWN fills top to bottom: next is Ones"


def test_yamb_call_cells_are_locked_until_called():
    state = rolled(game("yamb"), (1, 2, 3, 4, 5, 6))
    shown = cells(card_view(state))
    assert shown["call.kenta"].kind == "locked"
    assert shown["free1.kenta"].kind == "best"


def test_the_best_yamb_preview_is_never_min_whose_aim_is_low():
    state = rolled(game("yamb"), (1, 1, 2, 2, 3, 3))
    shown = cells(card_view(state))
    assert shown["free1.min"].kind == "best"  # a MIN of 12 is a fine result
    assert shown["free1.max"].kind == "preview"


def test_a_yamb_min_of_13_is_good_and_a_max_of_13_is_not():
    shown = cells(card_view(rolled(game("yamb"), (1, 1, 2, 2, 3, 4))))
    assert shown["free1.min"].text == "13" and shown["free1.min"].kind == "best"
    assert shown["free1.max"].text == "13" and shown["free1.max"].kind == "preview"


def test_yamb_cells_of_equal_points_are_rated_against_their_rows_par():
    # Three twos (6) beat the Twos par; two threes (6) fall short of the Threes par.
    from yahtzee_tui.game import options
    from yahtzee_tui.tui.views.card_view import yamb_values

    state = rolled(game("yamb"), (2, 2, 2, 3, 3, 4))
    by_cell = {option.cell: option for option in options(state)}
    assert by_cell["free1.twos"].points == by_cell["free1.threes"].points == 6
    values = yamb_values(state, [by_cell["free1.twos"], by_cell["free1.threes"]])
    assert values["free1.twos"] > 0 > values["free1.threes"]


def test_a_jamb_first_roll_straight_is_rated_by_the_jamb_rules_in_hand_too():
    from yahtzee_tui.game import new_game, options
    from yahtzee_tui.tui.views.card_view import yamb_values

    state = rolled(new_game("jamb", ["Ann"], seed=1), (2, 3, 4, 5, 6, 6))
    legal = [option for option in options(state) if option.box == "kenta" and option.legal]
    values = yamb_values(state, legal)
    assert {option.cell for option in legal} == {"free.kenta", "hand.kenta"}
    assert values["hand.kenta"] > values["free.kenta"] > 0  # a HAND straight is rarer


def test_no_yamb_cell_is_best_when_every_result_is_below_par():
    state = rolled(game("yamb"), (1, 2, 2, 4, 5, 6))
    kinds = {cell.kind for cell in cells(card_view(state)).values()}
    assert "best" not in kinds


async def test_previews_and_written_values_look_different_even_without_colour(monkeypatch):
    from tests.tui.helpers import app_for, card

    monkeypatch.setenv("NO_COLOR", "1")
    app = app_for(rolled(game("yahtzee"), (2, 2, 3, 4, 6)))
    async with app.run_test(size=(80, 24)):
        style = card(app).get_component_rich_style
        preview, filled = style("card--preview"), style("card--filled")
        assert preview.italic and preview.dim and not preview.bold
        assert filled.bold and not filled.italic and not filled.dim

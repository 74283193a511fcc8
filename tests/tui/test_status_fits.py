"""Every status line fits the table at 80x24: the narrowest status there (Yamb, or three long
names in Yahtzee or Yatzy) is 29 columns wide and shows at most 3 lines. Status texts are
worked out for positions of whole games in every rule set, with the cursor on every cell,
and for the refusals a key can bring."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

import pytest
from rich.cells import cell_len
from rich.console import Console
from rich.text import Text

from yahtzee_tui.engine import MAIN_RULE_SETS, OFFERED_RULE_SETS
from yahtzee_tui.engine.rules.yamb import CALL_COLUMN
from yahtzee_tui.errors import GameError
from yahtzee_tui.game import GameState, new_game, options, roll
from yahtzee_tui.game.moves import CALL, HOLD, ROLL, SCORE, Move, apply
from yahtzee_tui.i18n import _
from yahtzee_tui.strategy import Advice, next_move
from yahtzee_tui.tui.views.card_words import short_cell_name, shortest_cell_name, yamb_row_labels
from yahtzee_tui.tui.views.chance_words import meter_line
from yahtzee_tui.tui.views.choices import (
    CALL_NOT_YET,
    CALL_TOO_LATE,
    HINTS_OFF,
    HINTS_ON,
    PREPARING_HINT,
    hint_move,
    refusal_to_undo,
)
from yahtzee_tui.tui.views.hints import best_words, choice_words
from yahtzee_tui.tui.views.log_words import log_lines
from yahtzee_tui.tui.views.objectives import BEST, POINTS, TARGET, WIN, Target, switched_words
from yahtzee_tui.tui.views.table_words import (
    NO_BOX,
    StatusSaid,
    grand_total,
    short_name,
    starter_line,
    status_line,
    turn_banner,
)
from yahtzee_tui.tui.views.verdicts import Verdict
from yahtzee_tui.tui.views.vocabulary import cell_name, row_name
from yahtzee_tui.tui.widgets.hint_panel import shorter

WIDTH, LINES = 29, 3
CONSOLE = Console(width=WIDTH, color_system=None)
FIXED = (NO_BOX, CALL_NOT_YET, CALL_TOO_LATE, HINTS_ON, HINTS_OFF, PREPARING_HINT)


def lines_of(text: str) -> int:
    return len(Text(text).wrap(CONSOLE, WIDTH))


def plain(words) -> str:
    return "".join(part if isinstance(part, str) else part[0] for part in words)


def positions(rules: str, seed: int) -> Iterator[GameState]:
    """Every position of a game of two humans with the longest names, played by the easy
    computer's choices."""
    state = new_game(rules, ["Annabelle Longbottom-Smy", "Bartholomew Xavier-Quinn"], seed)
    while not state.is_over:
        yield state
        state = apply(state, next_move(state, "easy"))


def refusals(state: GameState, rng: random.Random) -> Iterator[str]:
    """What the game says to a key it refuses here."""
    cells = list(options(state))
    tries = [Move(ROLL), Move(HOLD, indexes=(0,))]
    for option in rng.sample(cells, min(3, len(cells))):
        tries.append(Move(SCORE, box=option.box, column=option.column))
    if state.ruleset.is_yamb:
        tries.append(Move(CALL, box=state.ruleset.box_ids[0], column=CALL_COLUMN))
    for move in tries:
        try:
            apply(state, move)
        except GameError as error:
            yield str(error)
    refusal = refusal_to_undo(state)
    if refusal is not None:
        yield refusal


def status_texts(rules: str, seed: int) -> Iterator[str]:
    rng = random.Random(seed)
    for state in positions(rules, seed):
        cells = [option.cell for option in options(state)]
        # Every kind of cell comes round in a game: a dozen a position is plenty (Yamb has 78).
        for cursor in [None, *rng.sample(cells, min(12, len(cells)))]:
            yield plain(status_line(state, None, cursor, None)[0])
        for said in refusals(state, rng):
            yield plain(status_line(state, StatusSaid(said), None, None)[0])


@pytest.mark.parametrize("rules", MAIN_RULE_SETS)
def test_every_status_line_of_a_game_fits_the_narrowest_table(rules: str):
    too_long = {text for text in status_texts(rules, seed=11) if lines_of(text) > LINES}
    assert sorted(too_long) == []


def test_the_fixed_lines_fit_the_narrowest_table():
    assert [text for text in FIXED if lines_of(text) > LINES] == []


# --- the names a player must read, in every language: whole, or short and still told apart ---

# The meter's width at 80x24 and at 100x32 (the hint panel's, inside its frame).
METER_WIDTHS = (29, 40)
# A Yamb sheet's corner, where the player whose sheet it is is named (the row labels' width).
CORNER = 6


def default_names(count: int) -> list[str]:
    """The names a new table gives its seats: players, then computers."""
    players = [_("Player {number}").format(number=seat + 1) for seat in range(count)]
    computers = [_("Computer {number}").format(number=seat + 1) for seat in range(count)]
    return players + computers


def told_apart(name: str, shown: str) -> bool:
    """`shown` is `name`, or a short form that keeps the number ending it."""
    number = name.rpartition(" ")[2]
    return shown == name or (number.isdigit() and shown.endswith(number) and "…" not in shown)


@pytest.mark.parametrize("width", METER_WIDTHS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_meter_names_every_default_player_apart(language, width, players):
    names = default_names(players)[:players]
    for seats in (names, [names[0], *default_names(players)[players:][: players - 1]]):
        line = meter_line(seats, [1 / len(seats)] * len(seats), width)
        shown = [name for name, _figure in line.parts]
        assert len(set(shown)) == len(shown), shown
        assert all(told_apart(*pair) for pair in zip(seats, shown, strict=True)), shown


@pytest.mark.parametrize("width", METER_WIDTHS)
def test_the_meter_names_two_players_whole(language, width):
    # "Za pobjedu: Ana 62 % Robo 38 %" is a cell too long at 80x24: the short title goes,
    # never a letter of a name ("Rob").
    line = meter_line(["Ana", "Robo"], [0.62, 0.38], width)
    assert [name for name, _figure in line.parts] == ["Ana", "Robo"], line


def test_a_sheets_corner_names_a_default_player_without_a_cut(language):
    for name in default_names(6):
        shown = short_name(name, CORNER)
        assert told_apart(name, shown) and cell_len(shown) <= CORNER, (name, shown)


# The room an option's words have in the hint panel at 80x24 (29 cells less the mark and the
# two figures); at 100x32 the panel is wider.
HINT_WORDS = 29 - 2 - 13 - 1


def cell_options(rules) -> Iterator[Advice]:
    """Every option a hint line may name a cell in: each cell scored (two-digit points), and
    each Yamb CALL."""
    columns = rules.column_ids if rules.is_yamb else [None]
    for column in columns:
        for row in rules.box_ids:
            yield Advice(SCORE, 0.0, box=row, column=column, points=66)
    if rules.is_yamb:
        for row in rules.box_ids:
            yield Advice(CALL, 0.0, box=row, column=CALL_COLUMN)


@pytest.mark.parametrize("rules", OFFERED_RULE_SETS.values(), ids=list(OFFERED_RULE_SETS))
def test_a_hint_line_names_every_cell_whole_or_short_and_apart(language, rules):
    named = {}
    for option in cell_options(rules):
        words = shorter(rules, option, HINT_WORDS)
        assert cell_len(words) <= HINT_WORDS and "…" not in words, words
        # A cell's numbers stay apart from its points ("SL.1 6 66", never "SL.1666").
        assert "66" not in words or words.endswith(" 66"), words
        assert named.setdefault(words, option) == option, words  # no two cells alike


# The log's width at 100x32 in a Yamb game with hints on (the narrowest a coach's note shows
# in: at 80x24 the log steps aside for the hints).
LOG_WIDTH = 44


def coach_notes(rules) -> Iterator[str]:
    """The coach's notes on scoring each cell when another was best, the longest named first."""
    cells = [option for option in cell_options(rules) if option.action == SCORE]
    longest = max(cells, key=lambda option: len(choice_words(rules, option)))
    for best in cells:
        chosen = replace(longest, expected_score=-12.3, loss=12.3)  # every cell at 0.0
        if best != longest:
            yield Verdict(chosen, best).text(rules)


@pytest.mark.parametrize(
    "rules", [r for r in OFFERED_RULE_SETS.values() if r.is_yamb], ids=lambda r: r.id
)
def test_a_coach_note_names_both_cells_within_the_log(language, rules):
    players = ["Ann", "Bob"]
    state = roll(new_game(rules.id, players, 1))
    for note in coach_notes(rules):
        lines = log_lines(state, {len(state.history) - 1: note}, LOG_WIDTH)
        shown = [plain(words) for words in lines if "↳" in plain(words)]
        assert shown and all(cell_len(line) <= LOG_WIDTH for line in shown), shown


# The log's width with hints on at 80 columns (on a terminal tall enough for it) and at 100x32.
HOLD_NOTE_WIDTHS = (28, 44)


def best_choices(rules) -> Iterator[Advice]:
    """Every choice a coach's note may name as the best after a hold: holds, rerolling all,
    each cell scored, each Yamb CALL."""
    yield Advice(HOLD, 0.0, hold=(1, 2, 3, 4, 6, 6)[: rules.dice - 1])
    yield Advice(HOLD, 0.0, hold=(5, 5))
    yield Advice(HOLD, 0.0, hold=())
    yield from cell_options(rules)


def best_named(rules, best: Advice, shown: str) -> bool:
    """Whether the best choice is named in the note as `shown` (lines joined): whole, by the
    card's short names, or with its dice closed up."""
    if best.action == HOLD:
        return best_words(rules, best) in shown
    if best.action == CALL:
        labels = (row_name(rules, best.box), yamb_row_labels(rules)[best.box])
        return any(_("call {row}").format(row=label) in shown for label in labels)
    names = (
        cell_name(rules, best.column, best.box),
        short_cell_name(rules, best.column, best.box),
        shortest_cell_name(rules, best.column, best.box),
    )
    return any(name in shown for name in names)


@pytest.mark.parametrize("width", HOLD_NOTE_WIDTHS)
@pytest.mark.parametrize("rules", OFFERED_RULE_SETS.values(), ids=list(OFFERED_RULE_SETS))
def test_a_coach_note_on_a_hold_names_the_best_within_the_log(language, rules, width):
    state = roll(new_game(rules.id, ["Ann", "Bob"], 1))
    chosen = Advice(HOLD, -31.3, hold=(1, 2, 3, 4, 5, 6)[: rules.dice - 1], loss=31.3)
    for best in best_choices(rules):
        note = Verdict(chosen, best).text(rules)
        lines = log_lines(state, {len(state.history) - 1: note}, width)
        shown = [plain(words) for words in lines if plain(words).startswith(("↳", "  "))]
        assert all(cell_len(line) <= width for line in shown), shown  # whole, on its lines
        said = " ".join(line.strip() for line in shown)
        assert "…" not in said and best_named(rules, best, said), shown
        assert " ".join("12345"[: rules.dice - 1]) in said, shown  # the hold chosen, apart


@pytest.mark.parametrize("width", HOLD_NOTE_WIDTHS)
def test_the_log_says_who_starts_whole(language, width):
    # "Ana počinje (izvučeno ždrijebom)" is longer than the log at 80x24: a shorter whole
    # form takes one line, not two (a log scrolled by a row would show only the second).
    state = roll(new_game("jamb", ["Ana", "Robo"], 1))
    said = plain(starter_line(state, width))
    lines = [plain(words) for words in log_lines(state, {}, width)]
    assert all(cell_len(line) <= width for line in lines), lines
    assert lines[0] == said and said.startswith("Ana ") and "…" not in said, lines


# The banner's width at 80x24 (the terminal less its padding).
BANNER = 78


@pytest.mark.parametrize("rules", OFFERED_RULE_SETS.values(), ids=list(OFFERED_RULE_SETS))
def test_the_banner_names_whose_turn_and_the_total_within_80_columns(language, rules):
    names = default_names(2)
    state = new_game(rules.id, [names[0], names[2]], 1)
    for position in (state, roll(state)):
        words = turn_banner(position, BANNER)
        text = plain(words)
        assert cell_len(text) <= BANNER and position.current_player.name in text, text
        if rules.is_yamb:
            assert text.rstrip().endswith(" 0"), text  # the total, with its number


# The rule sets that show one sheet at a time (`v` shows another's).
SHEET_RULE_SETS = {key: rules for key, rules in OFFERED_RULE_SETS.items() if rules.is_yamb}


@pytest.mark.parametrize("rules", SHEET_RULE_SETS.values(), ids=list(SHEET_RULE_SETS))
def test_the_banner_names_the_sheet_shown_and_its_total_within_80_columns(language, rules):
    # hr Jamb, `v` on Robo's sheet: the banner still said `ukupno 548`, Ana's total.
    names = default_names(2)
    state = new_game(rules.id, [names[0], names[2]], 1)
    while state.current == 0 or state.rolls_used:  # the first seat has scored
        state = apply(state, next_move(state))
    state = roll(state)
    other = 1 - state.current
    totals = [grand_total(state, seat) for seat in (0, 1)]
    assert totals[other] != totals[state.current]
    words = turn_banner(state, BANNER, other)
    text = plain(words)
    assert cell_len(text) <= BANNER and state.current_player.name in text, text
    shown = _("{name}'s sheet: total {points}").format(
        name=state.players[other].name, points=totals[other]
    )
    assert shown in text, text
    assert turn_banner(state, BANNER, state.current) == turn_banner(state, BANNER)


@pytest.mark.parametrize("rules", OFFERED_RULE_SETS.values(), ids=list(OFFERED_RULE_SETS))
def test_the_best_move_after_shift_h_fits_the_narrowest_status(language, rules):
    # hr "Najbolje: upiši u polje Četvorke (SLOBODNA) 16. Pritisni Enter da to" was cut.
    state = roll(new_game(rules.id, ["Ann", "Bob"], 1))
    for option in cell_options(rules):
        said = hint_move(state, [replace(option, points=38, bonus=50)])[1]
        assert lines_of(said) <= LINES, said


@pytest.mark.parametrize("cells", [False, True])
def test_the_words_after_o_fit_the_narrowest_status(language, cells):
    # hr "Savjeti za pobjedu: uz vrijednost svake mogućnosti i izgledi za pobjedu, kad" was cut.
    for horizon in (1, 2, 3, 5, 6, 21, 22, 25):
        said = switched_words(WIN, None, _("Player {number}").format(number=1), horizon, cells)
        assert lines_of(said) <= LINES, said
    for kind in (POINTS, TARGET):
        target = Target(251, BEST, 250)
        said = switched_words(kind, target, _("Player {number}").format(number=1), 6, cells)
        assert lines_of(said) <= LINES, said


def test_shift_h_with_nothing_held_and_all_to_reroll_never_says_as_held():
    # sl "Najbolje: vrzi vse znova (že zadržano)": nothing was held.
    state = roll(new_game("yahtzee", ["Ann"], 1))
    assert not any(state.held)
    move, said, _cell = hint_move(state, [Advice("hold", 240.0, 0.0, hold=())])
    assert move is None and said == "Best: reroll all. Roll when ready."
    held = Advice("hold", 240.0, 0.0, hold=tuple(sorted(state.dice[:2])))
    state = apply(state, Move(HOLD, indexes=(0, 1)))
    assert hint_move(state, [held])[1].endswith("as held now. Roll when ready.")

"""How the table fits the terminal: pure decisions from sizes, applied by the table screen."""

from __future__ import annotations

from dataclasses import dataclass

from rich.cells import cell_len

from yahtzee_tui.engine import RuleSet
from yahtzee_tui.game import GameState
from yahtzee_tui.tui.views.hints import HINTS_SHOWN

# The least terminal the game is laid out for: below it the app asks for a larger one.
MIN_WIDTH, MIN_HEIGHT = 80, 24
# Up to this many players a column may grow to WIDEST_PLAYER_COLUMN for longer names.
FEW_PLAYERS, WIDEST_PLAYER_COLUMN = 3, 14

# Terminal rows from which the table has room for a full-height Roll button.
TALL_ENOUGH = 30
# From this size on the table frames its parts and may draw large dice.
ROOMY_WIDTH, ROOMY_HEIGHT = 96, 30
# Columns the scorecard leaves for the dice side (regular dice in rows of three / framed).
COMPACT_RESERVE = 31
# Cells of a regular die, with the gap after it.
DIE_CELLS = 10
# Lines of options the hint panel lists (the best and the CALL rating always among them): all
# of them on a tall terminal (the best three, the dice held and the CALL), fewer below
# LOW_HEIGHT (where the players' totals step aside for the hints, leaving the log its rows)
# and fewer still on a short terminal (where the log steps aside too).
TALL_HINTS, LOW_HINTS, SHORT_HINTS = HINTS_SHOWN + 2, 3, 2
LOW_HEIGHT = 36
# Lines of log a framed table keeps room for, and the rows a tightened dice side gives back: a
# one-line Roll button, no padding, no line above the status; and no line between two rows of
# dice (`tight_gain`).
LOG_ROWS = 3
TIGHT_GAIN = 5


def tight_gain(dice_rows: int) -> int:
    """The rows a tightened dice side gives the log, its dice in `dice_rows` rows."""
    return TIGHT_GAIN + max(0, dice_rows - 1)


@dataclass(frozen=True)
class TableFit:
    """The table's shape for a terminal size."""

    short: bool  # a one-line Roll button
    low: bool  # with hints on, the players' totals step aside
    roomy: bool  # frames round the parts; large dice allowed
    card_reserve: int  # columns the card leaves the dice side
    card_reserve_height: int  # rows the card leaves the banner, footer and frames
    hint_options: int


def fit_table(width: int, height: int, dice: int) -> TableFit:
    roomy = height >= ROOMY_HEIGHT and width >= ROOMY_WIDTH
    short = height < TALL_ENOUGH
    low = height < LOW_HEIGHT
    return TableFit(
        short=short,
        low=low,
        roomy=roomy,
        # Room for one row of regular dice and the frames around them.
        card_reserve=dice * DIE_CELLS + 6 if roomy else COMPACT_RESERVE,
        card_reserve_height=4 if roomy else 2,
        hint_options=SHORT_HINTS if short else LOW_HINTS if low else TALL_HINTS,
    )


@dataclass(frozen=True)
class LogFit:
    """What a roomy table gives up so that its log keeps LOG_ROWS lines."""

    tight: bool  # the dice panel loses its padding, the Roll button a line
    frameless: bool  # the log loses its frame
    no_log: bool  # the log steps aside rather than squeeze onto others' rows


def fit_log(rows: int, roomy: bool, gain: int = TIGHT_GAIN) -> LogFit:
    """`rows`: what the dice side leaves its log (frame included) before any tightening,
    which gives it `gain` rows more."""
    tight = roomy and rows < LOG_ROWS + 2
    frameless = tight and rows + gain < LOG_ROWS + 2
    # Frameless, the log has `rows + gain` lines: fewer than LOG_ROWS, it steps aside.
    return LogFit(tight, frameless, frameless and rows + gain < LOG_ROWS)


# The widest a Yamb column is at its narrowest, and its row labels (at most six cells, "Middle",
# and a space: `card_view.YAMB_LABEL_CELLS`).
YAMB_COLUMN, YAMB_LABELS = 7, 7


def narrowest_column(rules: RuleSet) -> int:
    """How narrow a column of the card may get: a Yamb table of more than six columns narrows
    them so that the card still fits the least terminal beside the dice."""
    if not rules.is_yamb:
        return 5
    room = MIN_WIDTH - COMPACT_RESERVE - YAMB_LABELS
    return max(5, min(YAMB_COLUMN, room // len(rules.column_ids)))


def player_column(state: GameState) -> int:
    """The widest a player's column grows: room for whole names and "63 to go" when there
    are few players, else 8 so that six fit."""
    if len(state.players) > FEW_PLAYERS:
        return 8
    longest = max(cell_len(player.name) for player in state.players)
    return max(10, min(WIDEST_PLAYER_COLUMN, longest + 2))

"""How the table is laid out: its parts, each bound to the screen's reactives, and how it fits
the terminal (the decisions are pure, `views/table_fit.py`; this applies them to the screen's
classes and parts as it opens and as the terminal changes)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any

from textual.app import ComposeResult
from textual.containers import Center, Container, Vertical, VerticalScroll
from textual.css.query import NoMatches
from textual.reactive import Reactive
from textual.screen import Screen

from yahtzee_tui.engine import RuleSet
from yahtzee_tui.i18n import ENGLISH, N_, _, current_language
from yahtzee_tui.tui.screens.table.bindings import DIGIT_KEYS
from yahtzee_tui.tui.screens.table.network_desk import table_box
from yahtzee_tui.tui.views.table_fit import (
    LOG_ROWS,
    MIN_HEIGHT,
    MIN_WIDTH,
    SHORT_HINTS,
    TableFit,
    fit_log,
    fit_table,
    narrowest_column,
    tight_gain,
)
from yahtzee_tui.tui.widgets.chance_meter import ChanceMeter
from yahtzee_tui.tui.widgets.dice_tray import DiceTray
from yahtzee_tui.tui.widgets.hint_panel import HintPanel
from yahtzee_tui.tui.widgets.key_footer import KeyFooter
from yahtzee_tui.tui.widgets.match_totals import MatchTotals
from yahtzee_tui.tui.widgets.net_panel import ChatBar, NetPanel
from yahtzee_tui.tui.widgets.roll_button import RollButton
from yahtzee_tui.tui.widgets.scorecard import Scorecard
from yahtzee_tui.tui.widgets.table_info import PlayersPanel, StatusLine, ThrowLog, TurnBanner

FRAME_TITLES = (
    ("card-side", N_("Scorecard")),
    ("tray-panel", N_("Dice")),
    ("log-scroll", N_("Log")),
    ("hint-slot", N_("Hints")),
)


# From this many rows the Table box has room for three chat lines.
TALL_CHAT = 32


@dataclass(frozen=True)
class Bound:
    """The table screen's reactives its parts are bound to (attributes go down)."""

    state: Reactive[Any]
    net: Reactive[Any]
    rolling: Reactive[Any]
    hints: Reactive[Any]
    hint: Reactive[Any]
    coach_notes: Reactive[Any]
    status: Reactive[Any]
    keys_wait: Reactive[Any]
    advisor_ready: Reactive[Any]
    card_seat: Reactive[Any]
    meter_points_play: Reactive[Any]

    @classmethod
    def named_on(cls, screen: type[Screen[None]]) -> Bound:
        """The reactives of these names on the class `screen`."""
        return cls(**{part.name: getattr(screen, part.name) for part in fields(cls)})


def chat_lines(height: int) -> int:
    """The chat lines the Table box shows: the last three where the terminal has the rows."""
    return 3 if height >= TALL_CHAT else 1


def table_parts(
    rules: RuleSet, bound: Bound, widest: int, chat: int, scores: bool = True
) -> ComposeResult:
    """Banner, scorecard, dice and Roll, the status line, the Table box at a network table
    (with its last `chat` lines; none: no Table box), the match's totals, Yamb's players, the
    log, the meter and the hints, and the footer."""
    state, rolling, net = bound.state, bound.rolling, bound.net
    yield TurnBanner(id="banner").data_bind(state, seat=bound.card_seat)
    with Container(id="table-body"):
        with VerticalScroll(id="card-side"):
            narrowest = narrowest_column(rules)
            card = Scorecard(min_column=narrowest, max_column=widest, scores=scores, id="card")
            yield card.data_bind(state, rolling, seat=bound.card_seat)
        with Vertical(id="tray-side"):
            with Vertical(id="tray-panel"):
                keys = list(DIGIT_KEYS[: rules.dice])
                yield DiceTray(keys, id="tray").data_bind(state, rolling)
                with Center(id="roll-row"):
                    yield RollButton(id="roll").data_bind(state, waiting=bound.keys_wait)
            yield StatusLine(id="status").data_bind(line=bound.status)
            if chat:  # the room's lines and the chat
                panel = NetPanel(id="net").data_bind(net=net)
                yield table_box(panel, ChatBar(chat, id="chat").data_bind(net=net))
            yield MatchTotals(id="match-totals").data_bind(state)
            if rules.is_yamb:
                yield PlayersPanel(id="players").data_bind(state, seat=bound.card_seat)
            with VerticalScroll(id="log-scroll"):
                yield ThrowLog(id="log").data_bind(state, notes=bound.coach_notes)
            with Container(id="hint-slot"):
                meter = ChanceMeter(id="chances")
                ready, points_play = bound.advisor_ready, bound.meter_points_play
                yield meter.data_bind(state, bound.hints, ready=ready, points_play=points_play)
                yield HintPanel(id="hints").data_bind(bound.hint)
    # A network table has one key more (t Chat), and the other languages' words are longer
    # than English: compact, all of them fit 80 columns.
    yield KeyFooter(compact=bool(chat) or current_language() != ENGLISH)


class TableFitting:
    """The size classes and the parts' room of one table screen."""

    def __init__(self, screen: Screen[None], dice: int, aside: Callable[[int], None]) -> None:
        self.screen = screen
        self.dice = dice
        self.aside = aside  # told the status line's width where the log steps aside, else 0
        self.hint_options = SHORT_HINTS  # the options the size promises the hint panel

    def frame_titles(self) -> None:
        for part, title in FRAME_TITLES:
            self.screen.query_one(f"#{part}").border_title = _(title)

    def fit_size(self, width: int, height: int, update: bool = True) -> TableFit:
        fit = fit_table(width, height, self.dice)
        # One restyle of the whole screen for both classes.
        self.screen.update_classes(
            {"-short": fit.short, "-low": fit.low, "-roomy": fit.roomy}, update=update
        )
        return fit

    def resized(self, width: int, height: int) -> None:
        """Below the least size the table is hidden (the app asks for a larger terminal): its
        parts are not laid out at all, rather than squeezed into a size they never fit."""
        screen = self.screen
        try:
            body, card = screen.query_one("#table-body"), screen.query_one(Scorecard)
            tray, hints = screen.query_one(DiceTray), screen.query_one(HintPanel)
        except NoMatches:  # a resize that reaches the screen as it is taken down
            return
        body.display = width >= MIN_WIDTH and height >= MIN_HEIGHT
        fit = self.fit_size(width, height)
        card.reserve, card.reserve_height = fit.card_reserve, fit.card_reserve_height
        card.refresh(layout=True)
        tray.allow_large = fit.roomy
        # Where the players' panel steps aside for the hints (`-low`), the meter keeps the
        # standings in sight: each player's grand total beside the figure, a line a player.
        # Those lines come from the panel's other options on a table not short (a short one
        # closes its dice side up instead): the best and the CALL rating stay.
        meter = screen.query_one(ChanceMeter)
        meter.totals = fit.low and bool(screen.query(PlayersPanel))
        players = len(meter.state.players) if meter.state is not None else 2
        spare = players - 1 if meter.totals and not fit.short else 0
        self.hint_options = max(SHORT_HINTS, fit.hint_options - spare)
        hints.options_shown = self.hint_options
        screen.call_after_refresh(self.fit_log)

    def fit_log(self) -> None:
        """A roomy table short of rows for its log tightens the dice side, then drops the
        log's frame; the rows are measured as the layout stands, before any tightening."""
        screen = self.screen
        if not screen.is_attached or not screen.is_current:
            return
        side = screen.query_one("#tray-side")
        taken = sum(
            child.outer_size.height + child.styles.margin.top + child.styles.margin.bottom
            for child in side.children
            if child.id != "log-scroll" and child.display
        )
        gain = tight_gain(screen.query_one(DiceTray).rows)
        rows = side.content_size.height - taken - (gain if screen.has_class("-tight") else 0)
        roomy = screen.has_class("-roomy")
        if roomy and self._hints_give_way(rows + gain - (LOG_ROWS + 2)):
            return  # measured again once the panel has its new lines
        fit = fit_log(rows, roomy, gain)
        screen.update_classes(
            {"-tight": fit.tight, "-frameless": fit.frameless, "-no-log": fit.no_log}
        )
        compact = fit.tight or screen.has_class("-short")
        screen.query_one(RollButton).compact = compact
        # A short table with hints on closes the dice side up too: the meter keeps the
        # standings (a line a player) and the panel its best option and CALL rating.
        hinted = screen.has_class("-hints") and screen.has_class("-short")
        screen.query_one(DiceTray).tight = fit.tight or hinted
        hidden = fit.no_log or (screen.has_class("-hints") and screen.has_class("-short"))
        self.aside(screen.query_one(StatusLine).content_size.width if hidden else 0)

    def _hints_give_way(self, spare: int) -> bool:
        """The hint panel lists fewer options (never fewer than the best and the CALL rating)
        while the log lacks rows for its frame and its lines, and more again, up to what the
        size promises, as rows come free (`spare` rows beyond the log's, with the dice side
        tight). Whether the panel changed, so that the log is measured again."""
        hints = self.screen.query_one(HintPanel)
        listed = hints.listed  # the option lines it shows now
        if spare < 0 and listed > SHORT_HINTS:
            shown = max(SHORT_HINTS, listed + spare)
        elif spare > 0 and listed == hints.options_shown < self.hint_options:
            shown = min(self.hint_options, listed + spare)
        else:
            return False
        hints.options_shown = shown
        self.screen.call_after_refresh(self.fit_log)
        return True

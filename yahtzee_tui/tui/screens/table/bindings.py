"""The table's keys: its bindings (Yamb's add theirs, `yamb_screen.py`) and when each works."""

from __future__ import annotations

from textual.binding import Binding, BindingType

from yahtzee_tui.game import GameState
from yahtzee_tui.i18n import N_
from yahtzee_tui.tui.views.net_view import NetView, keys_here, roll_allowed, watched_here

DIGIT_KEYS, LETTER_KEYS = "123456", "abcdef"


def hold_bindings(count: int, letters: str) -> list[BindingType]:
    """1 to `count` (and the letters given) hold a die; the footer shows one key for all."""
    bindings: list[BindingType] = [Binding("1", "hold(0)", N_("Hold"), key_display=f"1-{count}")]
    bindings += [Binding(DIGIT_KEYS[i], f"hold({i})", show=False) for i in range(1, 6)]
    return bindings + [Binding(k, f"hold({LETTER_KEYS.index(k)})", show=False) for k in letters]


NET_BINDINGS: list[BindingType] = [
    Binding("t", "chat", N_("Chat")),  # in the footer at a network table only (check_action)
    Binding("g", "hand_over", N_("Computer plays for the away player"), show=False),
]
# The table's keys, in the footer's order.
TABLE_BINDINGS: list[BindingType] = [
    Binding("space,r", "roll", N_("Roll"), key_display="r"),
    *hold_bindings(5, LETTER_KEYS),
    Binding("ctrl+z,u", "undo", N_("Undo"), key_display="u"),
    Binding("h", "toggle_hints", N_("Hints")),
    Binding("H,shift+h", "apply_hint", N_("Apply hint"), show=False),
    Binding("o", "cycle_objective", N_("Hints play for"), show=False),
    Binding("question_mark", "app.help", N_("Help"), key_display="?"),
    # The same key, said as it is: a game this copy plays is saved, a watched one is not.
    Binding("q", "quit_saved", N_("Quit (saved)")),
    Binding("q", "quit_watching", N_("Quit")),
    *NET_BINDINGS,
]
NET_ACTIONS = frozenset({"chat", "hand_over"})
# The keys that make moves: not offered while watching another copy's game.
MOVES = frozenset({"roll", "hold", "undo", "apply_hint", "call", "name_cell"})


def key_allowed(
    action: str,
    parameters: tuple[object, ...],
    state: GameState,
    dice: int,
    net: NetView | None,
    read_only: bool,
) -> bool | None:
    """Whether the table's key for `action` works now: False hides it, None dims it."""
    if action in ("quit_saved", "quit_watching"):
        return (action == "quit_watching") == watched_here(net, read_only)
    if state.is_over:
        return None
    if read_only and action in MOVES:
        return False  # watched: the keys that make moves are not offered
    if action == "hold" and parameters and parameters[0] not in range(dice):
        return False
    if action == "roll" and keys_here(state, net):
        return roll_allowed(state, net) or None
    if action in NET_ACTIONS:
        return net is not None
    return True

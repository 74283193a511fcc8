"""The daily challenge: one game a day per rule set, its dice drawn from the date.

The seed is a hash of the rule set and the date, so everyone who plays on a given day meets
the same opening roll, and the same choices meet the same dice all game long.
"""

from __future__ import annotations

import hashlib
from dataclasses import replace
from datetime import date

from yahtzee_tui.engine import RuleSet, get_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.game.actions import new_game
from yahtzee_tui.game.state import GameState, Player


def daily_seed(day: date, rules: str | RuleSet) -> int:
    """The seed of `day`'s challenge under `rules`: a 64-bit number from both."""
    text = f"yahtzee-tui daily {get_rules(rules).id} {day.isoformat()}"
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def parse_day(text: str) -> date:
    """A date written YYYY-MM-DD; GameError in one line otherwise."""
    try:
        if len(text) != 10:
            raise ValueError
        return date.fromisoformat(text)
    except (TypeError, ValueError):
        raise GameError(f"a day is written YYYY-MM-DD, got {text!r}") from None


def daily_game(rules: str | RuleSet, player: Player | str, day: date) -> GameState:
    """`day`'s challenge under `rules` for one player, before its first roll."""
    ruleset = get_rules(rules)
    state = new_game(ruleset, [player], daily_seed(day, ruleset))
    return replace(state, daily=day.isoformat())


def check_daily(state: GameState) -> None:
    """GameError unless a game that says it is a daily challenge is one: one player, and the
    seed of its day and rule set."""
    if state.daily is None:
        return
    day = parse_day(state.daily)
    if len(state.players) != 1:
        raise GameError("a daily challenge has one player")
    if state.seed != daily_seed(day, state.rules_id):
        raise GameError(f"the seed is not the daily challenge's of {state.daily}")

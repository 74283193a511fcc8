"""The win level against a score-maximiser, head to head on paired dice.

Matches of --players seats (`strategy.matches.play_game`): the win level takes one seat and
the --against level every other; each match plays every rotation of that lineup on the same
dice (each seat's dice are fixed by the match's seed, the seat, the round and the roll), so
the win level plays each seat's dice once. Prints, per rule set, the win level's share of the
wins (ties shared) against 1/players, in percentage points with its 95 % interval over the
matches, the same as "win share minus the other's" for two players (2 x share - 1), and the
mean-score cost (the others' mean score minus the win level's). Against is `optimal` (the
points-optimal player), `medium` or `expert`; in Yamb the strongest is `expert`. Stops after
--matches or --minutes of wall time per rule set, whichever comes first, and says how many it
played.

Against `optimal` or `expert` the win level plays as the other until its last cells, so every
seating of a match shares its start: the game is played once by the others' level until the
first seat is about to play for the win, and each seating goes on from there (the same games
as played whole, in less time).
"""

from __future__ import annotations

import argparse
import hashlib
import math
import time

from common import benchmark_home, describe, machine

from yahtzee_tui.engine import RuleSet, find_rules, totals
from yahtzee_tui.game import GameState, Player, new_game
from yahtzee_tui.game.moves import ROLL, apply
from yahtzee_tui.strategy import win_play, yamb_win
from yahtzee_tui.strategy.advisor import prepare_advisor
from yahtzee_tui.strategy.goals import WIN, Goal
from yahtzee_tui.strategy.matches import _paired_dice
from yahtzee_tui.strategy.players import play_as
from yahtzee_tui.strategy.styles import OPTIMAL, SOLVABLE, WIN_LEVEL
from yahtzee_tui.strategy.win_play import advise_for_goal


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules", nargs="+", default=["yahtzee", "yatzy"])
    parser.add_argument("--matches", type=int, default=2000)
    parser.add_argument("--minutes", type=float, default=30.0, help="per rule set, at most")
    parser.add_argument("--horizon", type=int, default=win_play.WIN_HORIZON)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--against", default="optimal", help="optimal, medium or expert")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--decision-times",
        type=int,
        default=0,
        metavar="GAMES",
        help="instead: time a Yamb win decision (the first of a turn) in GAMES games' last turns",
    )
    args = parser.parse_args()
    win_play.WIN_HORIZON = args.horizon
    if args.decision_times:
        for rules_id in args.rules:
            _decision_times(find_rules(rules_id), args.decision_times, args.seed)
        return
    print(
        f"win level (horizon {args.horizon} boxes) against {args.players - 1} x {args.against}"
        f" ({machine()})"
    )
    with benchmark_home():
        for rules_id in args.rules:
            ruleset = find_rules(rules_id)
            if ruleset.id in SOLVABLE:
                prepare_advisor(ruleset.id)
            against = "expert" if args.against == "optimal" and ruleset.is_yamb else args.against
            shares: list[float] = []
            cost: list[float] = []
            started = time.perf_counter()
            while len(shares) < args.matches:
                if time.perf_counter() - started > args.minutes * 60:
                    break
                seed = _match_seed(args.seed, len(shares))
                share, points = _match(ruleset, against, args.players, seed)
                shares.append(share)
                cost.append(points)
            _report(ruleset.id, against, args.players, shares, cost, time.perf_counter() - started)


def _match_seed(seed: int, match: int) -> int:
    text = f"{seed}:win-match:{match}"
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


def _match(ruleset: RuleSet, against: str, players: int, seed: int) -> tuple[float, float]:
    """Every seating of one win level among `players` - 1 others, on one match's dice: the
    win level's mean share of the win and the others' mean score minus its own."""
    share = 0.0
    cost = 0.0
    start = _start(ruleset, against, players, seed)
    for seat in range(players):
        lineup = [against] * players
        lineup[seat] = WIN_LEVEL
        scores = _finish(start, lineup, seed)
        best = max(scores)
        if scores[seat] == best:
            share += 1.0 / scores.count(best)
        others = [score for other, score in enumerate(scores) if other != seat]
        cost += sum(others) / len(others) - scores[seat]
    return share / players, cost / players


def _start(ruleset: RuleSet, against: str, players: int, seed: int) -> GameState:
    """The match's game as `strategy.matches.play_game` starts it, played by `against` for as
    long as the win level would play as it in every seat (optimal and expert only)."""
    names = [Player(f"seat {seat + 1}", "computer") for seat in range(players)]
    state = new_game(ruleset, names, seed=seed, first_player=0)
    if against not in (OPTIMAL, "expert"):
        return state
    horizon = yamb_win.YAMB_WIN_CELLS if ruleset.is_yamb else win_play.WIN_HORIZON
    while not state.is_over:
        open_cells = state.turns_total - state.sheets[0].cells_filled
        about_to_play = state.current == 0 and not state.has_rolled and not state.naming
        if about_to_play and open_cells <= horizon:
            break
        state = _step(state, "expert", seed)
    return state


def _finish(state: GameState, lineup: list[str], seed: int) -> list[int]:
    """Every seat's final score, the game played on from `state` by `lineup`."""
    styles = ["expert" if style == OPTIMAL else style for style in lineup]
    while not state.is_over:
        state = _step(state, styles[state.current], seed)
    return [totals(state.ruleset, sheet)["total"] for sheet in state.sheets]


def _step(state: GameState, style: str, seed: int) -> GameState:
    move = play_as(state, style)
    if move.kind == ROLL:
        state = _paired_dice(state, seed)  # the dice of the seat, round and roll
    return apply(state, move)


def _decision_times(ruleset: RuleSet, games: int, seed: int) -> None:
    """The work (processor time) and wall time of the first win decision of each of the win
    level's last turns, nothing kept from before, the other player one turn behind."""
    by_cells: dict[int, list[tuple[float, float]]] = {}
    for game in range(games):
        match_seed = _match_seed(seed, game)
        state = _start(ruleset, "expert", 2, match_seed)
        while not state.is_over:
            if state.current == 0 and state.rolls_used == 1 and not state.naming:
                yamb_win._kept.clear()
                wall, work = time.perf_counter(), time.process_time()
                advise_for_goal(state, Goal(WIN))
                took = (time.process_time() - work, time.perf_counter() - wall)
                cells = state.turns_total - state.sheets[0].cells_filled
                by_cells.setdefault(cells, []).append(took)
            state = _step(state, "expert", match_seed)
    for cells, spent in sorted(by_cells.items(), reverse=True):
        processor = [used for used, _ in spent]
        elapsed = [used for _, used in spent]
        print(
            f"{ruleset.id}, {cells} cells open: processor {describe(processor)}; "
            f"wall {describe(elapsed)}"
        )


def _report(
    rules_id: str,
    against: str,
    players: int,
    shares: list[float],
    cost: list[float],
    seconds: float,
) -> None:
    n = len(shares)
    if n == 0:
        print(f"{rules_id}: no match finished in the time given")
        return
    mean = sum(shares) / n
    spread = math.sqrt(sum((s - mean) ** 2 for s in shares) / (n - 1)) if n > 1 else 0.0
    margin = 1.96 * spread / math.sqrt(n)
    fair = 1.0 / players
    points = sum(cost) / n
    # Two players: the share minus the other's, 2 x share - 1, as the earlier runs reported.
    pair = ""
    if players == 2:
        pair = f"; win share minus the other's {100 * (2 * mean - 1):+.2f} points"
    print(
        f"{rules_id}: {n} matches ({players * n} games, win level against {players - 1} x "
        f"{against}) in {seconds / 60:.1f} min: win share {100 * mean:.2f} % "
        f"(95 % interval {100 * (mean - margin):.2f} to {100 * (mean + margin):.2f}) "
        f"against {100 * fair:.2f} %, {100 * (mean - fair):+.2f} points; "
        f"mean-score cost {points:+.2f} points{pair}",
        flush=True,
    )


if __name__ == "__main__":
    main()

"""`yahtzee-tui simulate`: many games under one or more strategies, and what they score.

`optimal` alone plays solitaire games with the fast NumPy simulator; so do Yamb's `expert` and
`one-turn` solo (`strategy.yamb_solo`: the policy on arrays, every Yamb preset and house rule,
DIRECTED cells named at random) unless `--real-games` is given; so does `win,optimal` head to
head (`strategy.win_matches`: the win level in one seat, optimal players in the others, every
seat's dice paired). Every other choice plays real games through the game model
(`strategy.matches`), solo with paired dice or head to head.
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from rich.console import Console
from rich.table import Table

from yahtzee_tui.cli.arguments.simulate import FAST_GAMES, GAMES, MOST_BINS
from yahtzee_tui.cli.output import output_console
from yahtzee_tui.cli.parsing import parse_card
from yahtzee_tui.cli.solve_cmd import build_progress, prepare_tables
from yahtzee_tui.engine import YAHTZEE_BONUS_KEY, RuleSet, totals
from yahtzee_tui.errors import GameError
from yahtzee_tui.game.rng import check_seed, new_seed
from yahtzee_tui.i18n import _, decimal, ngettext, percentage
from yahtzee_tui.strategy.matches import (
    MIN_MATCHES,
    OPTIMAL,
    HeadToHead,
    Solo,
    check_games,
    check_styles,
    play_head_to_head,
    play_solo,
)
from yahtzee_tui.strategy.simulate import Simulation, simulate
from yahtzee_tui.strategy.styles import SOLVABLE, WIN_LEVEL
from yahtzee_tui.strategy.win_chances import simulate_card
from yahtzee_tui.strategy.win_matches import play_win_matches
from yahtzee_tui.strategy.yamb_solo import plays_on_arrays, yamb_solo
from yahtzee_tui.tui.views.vocabulary import rules_name

HISTOGRAM_WIDTH = 40  # characters of the longest bar
ARRAY_GAMES = 1_000  # default games for Yamb's solo games on arrays
NEEDS_NO_TABLE = ("easy", "one-turn")
BIN_WIDTHS = (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000)


def run(args: argparse.Namespace) -> int:
    rules: RuleSet = args.rules
    default = "expert" if rules.id not in SOLVABLE else OPTIMAL
    styles = check_styles(rules, [s.strip() for s in (args.strategy or default).split(",")])
    if args.card is not None:
        return _from_card(rules, styles, args)
    fast = styles == (OPTIMAL,) and args.players == 1
    matched = (
        set(styles) == {WIN_LEVEL, OPTIMAL}
        and args.players >= 2
        and rules.id in SOLVABLE
        and not args.real_games
    )
    arrays = args.players == 1 and not args.real_games and plays_on_arrays(rules, styles)
    options = rules.yamb_options
    if options is not None and options.needs_two_players and args.players == 1 and not arrays:
        said = _("{rules} needs 2 or more players, or solo games on arrays")
        raise GameError(said.format(rules=rules_name(rules)))
    default_games = FAST_GAMES if fast else ARRAY_GAMES if arrays or matched else GAMES
    games = check_games(args.games if args.games is not None else default_games)
    seed = None if args.seed is None else check_seed(args.seed)
    _check_bin(args.bin)
    if args.players < 1:
        said = _("--players takes 1 or more seats, got {players}")
        raise GameError(said.format(players=args.players))
    if any(style not in NEEDS_NO_TABLE for style in styles):
        prepare_tables(rules)
    start = time.perf_counter()
    with build_progress(_playing(games)) as progress:
        if fast:
            result: Simulation | Solo | HeadToHead = simulate(rules, games, seed, OPTIMAL, progress)
        elif arrays:
            result = yamb_solo(rules, styles, games, seed, progress)
        elif matched:
            matches = max(1, games // args.players)
            result = play_win_matches(rules.id, args.players, matches, seed, progress)
        elif args.players == 1:
            result = play_solo(rules, styles, games, seed, progress)
        else:
            result = play_head_to_head(rules, styles, games, args.players, seed, progress)
    seconds = time.perf_counter() - start
    if isinstance(result, HeadToHead):
        _head_to_head(rules, result, seconds, args.json)
    else:
        simulations = (
            [result]
            if isinstance(result, Simulation)
            else [result.simulation(style) for style in styles]
        )
        _solo(rules, simulations, result if isinstance(result, Solo) else None, seconds, args)
    return 0


def _from_card(rules: RuleSet, styles: tuple[str, ...], args: argparse.Namespace) -> int:
    """Games from a given card, played to the end by the strongest strategy."""
    card = parse_card(args.card, rules)
    totals(rules, card)  # every value must be one the box can hold
    strongest = OPTIMAL if rules.id in SOLVABLE else "expert"
    if styles != (strongest,) or args.players != 1:
        said = _("--card plays one card with the strongest strategy, {strategy}")
        raise GameError(said.format(strategy=strongest))
    if len(card) - (YAHTZEE_BONUS_KEY in card) == rules.turns:
        raise GameError(_("--card is full: there is nothing left to play"))
    games = check_games(
        args.games if args.games is not None else FAST_GAMES if rules.id in SOLVABLE else GAMES
    )
    seed = new_seed() if args.seed is None else check_seed(args.seed)
    _check_bin(args.bin)
    prepare_tables(rules)
    start = time.perf_counter()
    with build_progress(_playing(games)) as progress:
        simulation = simulate_card(rules, card, games, seed, progress)
    if not args.json:
        cells = ", ".join(f"{key}={points}" for key, points in card.items())
        points = totals(rules, card)["total"]
        said = ngettext(
            "From the card {cells}: {n} point so far",
            "From the card {cells}: {n} points so far",
            points,
        )
        _say(output_console(), said.format(cells=cells, n=points))
    _solo(rules, [simulation], None, time.perf_counter() - start, args)
    return 0


def _solo(
    rules: RuleSet,
    simulations: list[Simulation],
    solo: Solo | None,
    seconds: float,
    args: argparse.Namespace,
) -> None:
    first = simulations[0]
    games = first.games * len(simulations)
    width = args.bin or _bin_width(simulations)
    if args.json:
        summaries = []
        for simulation in simulations:
            summary: dict[str, Any] = simulation.summary()
            summary["histogram"] = [
                {"from": low, "to": low + width, "games": n}
                for low, n in simulation.histogram(width)
            ]
            if solo is not None and simulation is not first:
                mean, error = solo.paired_difference(simulation.strategy, first.strategy)
                summary["paired_difference"] = {
                    "against": first.strategy,
                    "mean": round(mean, 4),
                    "standard_error": round(error, 4),
                }
            summaries.append(summary)
        timing = {"seconds": round(seconds, 3), "games_per_second": round(games / seconds, 3)}
        if len(summaries) == 1:
            print(json.dumps(summaries[0] | timing))
        else:
            games_played = {"rules": rules.id, "seed": first.seed, "games": first.games}
            print(json.dumps(games_played | {"strategies": summaries} | timing))
        return
    console = output_console()
    names = ", ".join(simulation.strategy for simulation in simulations)
    played = _played(first.games, first.seed, seconds, games)
    _say(console, f"{rules_name(rules)}, {names}: {played}")
    console.print(_stats(simulations, solo))
    for simulation in simulations:
        console.print(_histogram(simulation, width, len(simulations) > 1))


def _bin_width(simulations: list[Simulation]) -> int:
    """The narrowest round width that draws every histogram in at most MOST_BINS bins."""
    low = min(int(simulation.scores.min()) for simulation in simulations)
    high = max(int(simulation.scores.max()) for simulation in simulations)
    for width in BIN_WIDTHS:
        if high // width - low // width < MOST_BINS:
            return width
    return BIN_WIDTHS[-1]


def _check_bin(width: int | None) -> None:
    if width is not None and width < 1:
        raise GameError(_("--bin takes a positive number of points, got {bin}").format(bin=width))


def _playing(games: int) -> str:
    said = ngettext("Playing {n} game", "Playing {n} games", games)
    return said.format(n=decimal(games, 0, grouped=True))


def _played(games: int, seed: int | None, seconds: float, player_games: int) -> str:
    rate = player_games / max(seconds, 1e-9)
    digits = 0 if rate >= 10 else 2
    figures = {
        "n": decimal(games, 0, grouped=True),
        "seconds": decimal(seconds, 2),
        "rate": decimal(rate, digits, grouped=True),
    }
    if seed is None:
        return ngettext(
            "{n} game (no seed) in {seconds} s, {rate} games/s",
            "{n} games (no seed) in {seconds} s, {rate} games/s",
            games,
        ).format(**figures)
    return ngettext(
        "{n} game (seed {seed}) in {seconds} s, {rate} games/s",
        "{n} games (seed {seed}) in {seconds} s, {rate} games/s",
        games,
    ).format(seed=seed, **figures)


def _stats(simulations: list[Simulation], solo: Solo | None) -> Table:
    table = Table(box=None, pad_edge=False, show_header=len(simulations) > 1)
    table.add_column(justify="left", no_wrap=True)
    summaries = [simulation.summary() for simulation in simulations]
    for simulation in simulations:
        table.add_column(simulation.strategy, justify="right", no_wrap=True)

    def row(label: str, cells: list[str]) -> None:
        table.add_row(label, *cells)

    row(_("mean"), [decimal(s["mean"], 2) for s in summaries])
    row(_("standard deviation"), [decimal(s["std"], 2) for s in summaries])
    row(_("median"), [decimal(s["median"]) for s in summaries])
    row(_("lowest / highest"), [f"{s['min']} / {s['max']}" for s in summaries])
    for p in summaries[0]["percentiles"]:
        label = _("{n}th percentile").format(n=p)
        row(label, [decimal(s["percentiles"][p]) for s in summaries])
    if solo is not None and len(simulations) > 1:
        first = simulations[0].strategy
        cells = [""]
        for simulation in simulations[1:]:
            mean, error = solo.paired_difference(simulation.strategy, first)
            cells.append(f"{'-' if mean < 0 else '+'}{decimal(abs(mean), 2)} ± {decimal(error, 2)}")
        row(_("minus {strategy}, same dice").format(strategy=first), cells)
    return table


def _histogram(simulation: Simulation, width: int, named: bool) -> Table:
    if named:
        title = _("final scores, {strategy}").format(strategy=simulation.strategy)
    else:
        title = _("final scores")
    histogram = Table(title=title, box=None, pad_edge=False)
    histogram.add_column(_("points"), justify="right")
    histogram.add_column(_("games"), justify="right")
    histogram.add_column("")
    bins = simulation.histogram(width)
    most = max(n for _low, n in bins)
    for low, n in bins:
        bar = "█" * round(HISTOGRAM_WIDTH * n / most) if n else ""
        histogram.add_row(f"{low}-{low + width - 1}", f"{n:,}", bar)
    return histogram


def _head_to_head(rules: RuleSet, result: HeadToHead, seconds: float, as_json: bool) -> None:
    rows: list[dict[str, Any]] = []
    for style in result.styles:
        rate, low, high = result.win_rate(style)
        seats = int((result.lineups == result.styles.index(style)).sum())
        rows.append(
            {
                "strategy": style,
                "seats": seats,
                "mean": round(result.mean_score(style), 4),
                "wins": round(float(result.win_shares(style).sum()), 4),
                "win_rate": round(rate, 4),
                # None with fewer than MIN_MATCHES matches: too few to tell.
                "win_rate_95": None
                if low is None or high is None
                else [round(low, 4), round(high, 4)],
            }
        )
    player_games = result.games * result.players
    if as_json:
        summary = {
            "rules": result.rules_id,
            "seed": result.seed,
            "games": result.games,
            "players": result.players,
            "strategies": rows,
            "seconds": round(seconds, 3),
            "games_per_second": round(player_games / seconds, 3),
        }
        print(json.dumps(summary))
        return
    console = output_console()
    played = _played(result.games, result.seed, seconds, player_games)
    said = ngettext(
        "{rules}, {n} player a game: {played}",
        "{rules}, {n} players a game: {played}",
        result.players,
    )
    _say(console, said.format(rules=rules_name(rules), n=result.players, played=played))
    table = Table(box=None, pad_edge=False)
    table.add_column(_("strategy"), justify="left")
    for name in (_("seats"), _("mean score"), _("wins"), _("win rate"), _("95 % interval")):
        table.add_column(name, justify="right")
    for row in rows:
        bounds = row["win_rate_95"]
        interval = "–" if bounds is None else " – ".join(percentage(100 * b, 1) for b in bounds)
        table.add_row(
            str(row["strategy"]),
            decimal(row["seats"], 0, grouped=True),
            decimal(row["mean"], 2),
            decimal(row["wins"], 0 if row["wins"] == int(row["wins"]) else 1),  # ties as halves
            percentage(100 * row["win_rate"], 1),
            interval,
        )
    if result.games // result.players < MIN_MATCHES:
        said = ngettext(
            "No interval: {n} match is too few to tell (a match is a deal played in every "
            "seating); it takes {least}.",
            "No interval: {n} matches are too few to tell (a match is a deal played in every "
            "seating); it takes {least}.",
            result.games // result.players,
        )
        table.caption = said.format(n=result.games // result.players, least=MIN_MATCHES)
    console.print(table)


def _bounds(low: float | None, high: float | None) -> list[float] | None:
    """The interval as --json gives it: None with fewer than MIN_MATCHES matches."""
    return None if low is None or high is None else [round(low, 4), round(high, 4)]


def _say(console: Console, text: str) -> None:
    console.print(text, markup=False, highlight=False)

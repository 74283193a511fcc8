"""The win level against points-optimal players, measured chunk by chunk into a ledger.

Each chunk of matches is dealt from its own generator, seeded with (seed, chunk number)
(`win_matches.play_win_chunk`), played in one of `--workers` processes, and written to the
ledger as one line of sums (`match_tally`) as soon as it is done. A run plays the chunks
the ledger does not hold yet, lowest number first, until the ledger holds `--games` games or
`--minutes` have passed; a run stopped or killed loses only the chunks in play, and the next
run goes on from there. The figures printed are those of every chunk in the ledger for this
rule set, number of players, seed and chunk size: the win level's share of the wins (ties
shared) with its 95 % interval over the matches, the mean-score cost (the others' mean minus
the win level's) and the CPU time the chunks took.

    python benchmarks/win_ledger.py --rules yatzy --players 2 --seed 7 --games 200000 \\
        --minutes 120 --workers 2 --ledger benchmarks/ledgers/win-yatzy-2p.jsonl
"""

from __future__ import annotations

import argparse
import multiprocessing
import subprocess
import time
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from pathlib import Path

from common import benchmark_home, machine, share_columns

from yahtzee_tui.strategy.match_ledger import Line, append_line, ledger_lines
from yahtzee_tui.strategy.match_tally import MatchTally, total
from yahtzee_tui.strategy.styles import WIN_LEVEL
from yahtzee_tui.strategy.win_matches import play_win_chunk
from yahtzee_tui.strategy.win_policy import win_tables


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rules", required=True)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--games", type=int, default=200_000, help="games in the ledger to reach")
    parser.add_argument("--minutes", type=float, help="start no chunk after this many minutes")
    parser.add_argument("--chunk", type=int, default=200, help="matches a chunk")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--ledger", type=Path, required=True)
    parser.add_argument("--report", action="store_true", help="only print the ledger's figures")
    args = parser.parse_args()
    key = {"rules": args.rules, "players": args.players, "seed": args.seed, "chunk": args.chunk}
    if not args.report:
        with benchmark_home():
            print(machine(), flush=True)
            play(args, key)
    print(report(args.ledger, key))


def play(args: argparse.Namespace, key: dict[str, object]) -> None:
    win_tables(args.rules)  # built or loaded once, before the workers fork
    deadline = None if args.minutes is None else time.monotonic() + args.minutes * 60
    wanted = -(-args.games // (args.players * args.chunk))  # chunks
    done = {line["index"] for line in ledger_lines(args.ledger, key)}
    todo = (index for index in range(wanted) if index not in done)
    commit = _commit()
    context = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(args.workers, mp_context=context) as pool:
        running: dict[Future[Line], int] = {}

        def start() -> None:
            if deadline is not None and time.monotonic() > deadline:
                return
            index = next(todo, None)
            if index is not None:
                running[
                    pool.submit(_chunk, args.rules, args.players, args.chunk, args.seed, index)
                ] = index

        for _ in range(args.workers):
            start()
        while running:
            finished, _ = wait(running, return_when=FIRST_COMPLETED)
            for future in finished:
                index = running.pop(future)
                line = {**key, "index": index, **future.result(), "commit": commit}
                append_line(args.ledger, line)
                print(f"chunk {index}: {line['seconds']:.0f} CPU s", flush=True)
                start()


def _chunk(rules: str, players: int, matches: int, seed: int, index: int) -> Line:
    started = time.process_time()
    result = play_win_chunk(rules, players, matches, seed, index)
    tally = MatchTally.of(result, WIN_LEVEL)
    return {**tally.as_dict(), "seconds": time.process_time() - started}


def report(ledger: Path, key: dict[str, object]) -> str:
    found = list(ledger_lines(ledger, key))
    tally = total(MatchTally.from_dict(line) for line in found)
    if tally is None:
        return f"{ledger}: no chunk of {key}"
    rate, low, high = tally.win_rate()
    seconds = sum(float(line["seconds"]) for line in found)
    commits = sorted({str(line["commit"]) for line in found})
    interval, margin = share_columns(rate, low, high, tally.players)
    return "\n".join(
        (
            f"{len(found)} chunks of {key}, played by {', '.join(commits)}",
            "| rule set | players | matches (games) | win share | 95 % interval | fair share "
            "| share minus the other's | mean-score cost | CPU s |",
            "|---|---|---|---|---|---|---|---|---|",
            f"| `{key['rules']}` | {tally.players} "
            f"| {tally.matches:,} ({tally.matches * tally.players:,}) "
            f"| {rate * 100:.2f} % | {interval} "
            f"| {100 / tally.players:.2f} % | {margin} | {tally.cost():+.2f} points "
            f"| {seconds:.0f} |",
        )
    )


def _commit() -> str:
    """The commit the chunks are played by, short, or "unknown" outside a checkout."""
    here = Path(__file__).resolve().parent
    try:
        found = subprocess.run(
            ["git", "describe", "--always", "--dirty", "--abbrev=7"],
            cwd=here,
            capture_output=True,
            text=True,
        )
    except OSError:
        return "unknown"
    return found.stdout.strip() or "unknown"


if __name__ == "__main__":
    main()

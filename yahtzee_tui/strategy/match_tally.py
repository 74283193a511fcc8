"""Head-to-head results kept as sums that add up across runs.

A measurement of hundreds of thousands of games is played in chunks, each kept as its sums
(`benchmarks/win_ledger.py` writes one line a chunk), so it can stop at any time and go on in
another run. The chunks' sums together give what one run of all their matches gives
(`HeadToHead.win_rate`, `mean_score`): a match is `players` games on the same dice, so the
95 % interval is taken over the matches' mean shares, from their sum and sum of squares.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass, fields

import numpy as np

from yahtzee_tui.strategy.matches import HeadToHead, Rate, share_interval


@dataclass(frozen=True)
class MatchTally:
    """One style's matches: how many, the sum and sum of squares of its mean share of the win
    in each, and the points of its games and of the other seats'."""

    players: int
    matches: int
    shares: float
    squares: float
    points: int
    games: int
    other_points: int
    other_games: int

    @classmethod
    def of(cls, result: HeadToHead, style: str) -> MatchTally:
        matches = result.games // result.players
        means = result.win_shares(style).reshape(matches, result.players).mean(axis=1)
        mine = result.lineups == result.styles.index(style)
        return cls(
            players=result.players,
            matches=matches,
            shares=float(means.sum()),
            squares=float(np.square(means).sum()),
            points=int(result.scores[mine].sum()),
            games=int(mine.sum()),
            other_points=int(result.scores[~mine].sum()),
            other_games=int((~mine).sum()),
        )

    def __add__(self, other: MatchTally) -> MatchTally:
        if other.players != self.players:
            raise ValueError(f"{self.players}- and {other.players}-player matches do not add up")
        return MatchTally(
            self.players,
            *(getattr(self, f.name) + getattr(other, f.name) for f in fields(self)[1:]),
        )

    def win_rate(self) -> Rate:
        """The style's share of the wins, with the 95 % interval over the matches (none below
        MIN_MATCHES)."""
        return share_interval(self.matches, self.shares, self.squares)

    def mean_score(self) -> float:
        return self.points / self.games

    def cost(self) -> float:
        """The other seats' mean score minus the style's."""
        return self.other_points / self.other_games - self.mean_score()

    def as_dict(self) -> dict[str, float | int]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> MatchTally:
        values = {f.name: data[f.name] for f in fields(cls)}
        return cls(**values)  # type: ignore[arg-type]


def total(tallies: Iterable[MatchTally]) -> MatchTally | None:
    """The sum of `tallies`, or None when there are none."""
    result: MatchTally | None = None
    for tally in tallies:
        result = tally if result is None else result + tally
    return result

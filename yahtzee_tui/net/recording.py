"""A finished network game into the records: the one place the server calls the records."""

from __future__ import annotations

from pathlib import Path

from yahtzee_tui.game import GameState


def record_result(state: GameState, path: Path | None = None) -> str | None:
    """Store the finished `state` (once, however often it is asked); None when it is stored,
    else the one-line reason it is not."""
    # The records (SQLite) load at the first finished game, not with the server.
    from yahtzee_tui.storage.records import try_record

    result = try_record(state, path=path)
    return None if result.recorded else result.problem

"""The ledger of a long measurement: one JSON line of sums a chunk (`match_tally`), appended
as each chunk is done, read back by every later run.

A run killed while it wrote leaves a last line cut short. Reading skips such a line (its
chunk is simply played again), and the next append starts on a line of its own, so one torn
write never costs the chunks before or after it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

Line = dict[str, Any]  # one chunk of the ledger, as JSON


def ledger_lines(ledger: Path, key: Mapping[str, object]) -> Iterator[Line]:
    """The ledger's lines whose fields match `key`, each chunk (by "index") once: the first
    written. Lines that are not whole JSON objects (a torn write) are left out."""
    if not ledger.exists():
        return
    seen = set()
    for text in ledger.read_text(encoding="utf-8").splitlines():
        try:
            line = json.loads(text)
        except json.JSONDecodeError:
            continue
        if not isinstance(line, dict) or "index" not in line:
            continue
        matches = all(line.get(name) == value for name, value in key.items())
        if matches and line["index"] not in seen:
            seen.add(line["index"])
            yield line


def append_line(ledger: Path, line: Mapping[str, object]) -> None:
    """Add one chunk's line to the ledger, on a line of its own even after a torn write."""
    ledger.parent.mkdir(parents=True, exist_ok=True)
    with ledger.open("a+b") as file:
        file.seek(0, 2)
        torn = False
        if file.tell():
            file.seek(-1, 2)
            torn = file.read(1) != b"\n"
        file.write((("\n" if torn else "") + json.dumps(line) + "\n").encode("utf-8"))

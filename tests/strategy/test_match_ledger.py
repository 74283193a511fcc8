"""The measurement's ledger: chunks read back by their key, each once, and a write torn by a
killed run costing only its own chunk."""

from __future__ import annotations

import json

from yahtzee_tui.strategy.match_ledger import append_line, ledger_lines

KEY = {"rules": "yatzy", "players": 2, "seed": 7, "chunk": 200}


def test_the_lines_of_a_key_come_back_each_chunk_once_the_first_written(tmp_path):
    ledger = tmp_path / "ledgers" / "win.jsonl"
    append_line(ledger, {**KEY, "index": 0, "shares": 1.0})
    append_line(ledger, {**KEY, "seed": 8, "index": 1, "shares": 2.0})  # another measurement
    append_line(ledger, {**KEY, "index": 0, "shares": 3.0})  # the same chunk again
    append_line(ledger, {**KEY, "index": 2, "shares": 4.0})
    found = list(ledger_lines(ledger, KEY))
    assert [(line["index"], line["shares"]) for line in found] == [(0, 1.0), (2, 4.0)]


def test_a_missing_ledger_has_no_lines(tmp_path):
    assert list(ledger_lines(tmp_path / "none.jsonl", KEY)) == []


def test_a_torn_last_line_costs_only_its_own_chunk(tmp_path):
    ledger = tmp_path / "win.jsonl"
    append_line(ledger, {**KEY, "index": 0, "shares": 1.0})
    whole = json.dumps({**KEY, "index": 1, "shares": 2.0})
    with ledger.open("a", encoding="utf-8") as file:
        file.write(whole[: len(whole) // 2])  # killed while it wrote
    assert [line["index"] for line in ledger_lines(ledger, KEY)] == [0]
    append_line(ledger, {**KEY, "index": 1, "shares": 2.0})  # the next run plays it again
    append_line(ledger, {**KEY, "index": 2, "shares": 3.0})
    assert [line["index"] for line in ledger_lines(ledger, KEY)] == [0, 1, 2]
    assert ledger.read_text(encoding="utf-8").endswith("}\n")

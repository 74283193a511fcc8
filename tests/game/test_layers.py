"""The game and storage layers stay headless and never run or unpickle code from a file."""

from __future__ import annotations

import ast
from pathlib import Path

import yahtzee_tui
from tests.layering import heavy_modules_loaded_by

PACKAGE = Path(yahtzee_tui.__file__).parent
FORBIDDEN_MODULES = {"pickle", "marshal", "shelve", "dill"}
FORBIDDEN_CALLS = {"eval", "exec", "compile", "__import__"}


def test_game_and_storage_import_no_screen_or_numpy():
    assert heavy_modules_loaded_by("yahtzee_tui.game", "yahtzee_tui.storage.saves") == []


def test_no_pickle_or_eval_in_game_or_storage():
    for layer in ("game", "storage"):
        for source in (PACKAGE / layer).rglob("*.py"):
            tree = ast.parse(source.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, ast.Import):
                    names = {alias.name.split(".")[0] for alias in node.names}
                    assert not names & FORBIDDEN_MODULES, source
                elif isinstance(node, ast.ImportFrom):
                    assert (node.module or "").split(".")[0] not in FORBIDDEN_MODULES, source
                elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                    assert node.func.id not in FORBIDDEN_CALLS, source

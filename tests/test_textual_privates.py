"""Textual's private internals are reached from one module of the tests only,
`tests/textual_shims.py`, which names the Textual it was written for: an upgrade that changes
them breaks one place, with a message saying so, not tests all over."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import textual

import yahtzee_tui

TESTS = Path(__file__).parent
SHIMS = TESTS / "textual_shims.py"


def private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def names_defined(folder: Path) -> set[str]:
    """Every private name the source under `folder` defines or touches as an attribute."""
    names: set[str] = set()
    for path in folder.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute):
                names.add(node.attr)
            elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                names.add(node.name)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                names.add(node.id)
    return {name for name in names if private(name)}


def names_of_our_own(folder: Path, skip: Path | None = None) -> set[str]:
    """The private names the source under `folder` defines itself: functions, classes,
    module names, and attributes of `self`."""
    names: set[str] = set()
    for path in folder.rglob("*.py"):
        if path == skip:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                names.add(node.name)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                names.add(node.id)
            elif (
                isinstance(node, ast.Attribute)
                and isinstance(node.ctx, ast.Store)
                and isinstance(node.value, ast.Name)
                and node.value.id == "self"
            ):
                names.add(node.attr)
    return {name for name in names if private(name)}


@cache
def textual_privates() -> frozenset[str]:
    """Textual's private names that neither the package nor the tests define themselves (a
    name both use, such as a product's own `_loaded`, is taken for the product's)."""
    ours = names_of_our_own(Path(yahtzee_tui.__file__).parent) | names_of_our_own(TESTS, skip=SHIMS)
    return frozenset(names_defined(Path(textual.__file__).parent) - ours)


def private_textual_uses(source: str) -> list[str]:
    """`line: what` for each private Textual module imported and each private Textual
    attribute read or set in `source`, in the order of the lines."""
    return [f"{line}: {what}" for line, what in sorted(uses(source))]


def uses(source: str) -> Iterator[tuple[int, str]]:
    for node in ast.walk(ast.parse(source)):
        modules: list[str] = []
        if isinstance(node, ast.Import):
            modules = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            modules = [f"{node.module}.{alias.name}" for alias in node.names]
        for module in modules:
            parts = module.split(".")
            if parts[0] == "textual" and any(private(part) for part in parts):
                yield getattr(node, "lineno", 0), f"import {module}"
        if isinstance(node, ast.Attribute) and node.attr in textual_privates():
            yield node.lineno, f".{node.attr}"


def test_no_test_but_the_shims_uses_a_private_textual_name():
    found = [
        f"{path.relative_to(TESTS.parent)}:{use}"
        for path in sorted(TESTS.rglob("*.py"))
        if path != SHIMS
        for use in private_textual_uses(path.read_text(encoding="utf-8"))
    ]
    assert found == [], "use or add a shim in tests/textual_shims.py"


def test_the_check_sees_private_modules_and_attributes_of_textual():
    source = "\n".join(
        [
            "from textual import _wait",
            "from textual.widgets._footer import FooterKey",
            "import textual._wait",
            "Pilot._post_mouse_events",
            "app._notifications",
            "screen._layout_required",
            "from textual.widgets import Footer",
            "app.notify",
        ]
    )
    assert (private_textual_uses(source)) == [
        "1: import textual._wait",
        "2: import textual.widgets._footer.FooterKey",
        "3: import textual._wait",
        "4: ._post_mouse_events",
        "5: ._notifications",
        "6: ._layout_required",
    ]


def test_the_shims_are_where_the_check_looks():
    assert private_textual_uses(SHIMS.read_text(encoding="utf-8"))

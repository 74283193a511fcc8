"""The package's imports as a graph, read from the source: every `import` statement, those in
function bodies and under `TYPE_CHECKING` included (an import put out of sight is still a
dependency)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import yahtzee_tui

ROOT = Path(yahtzee_tui.__file__).parent
PACKAGE = "yahtzee_tui"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@cache
def modules() -> dict[str, Path]:
    """Every module of the package, by its dotted name."""
    return {module_name(path): path for path in sorted(ROOT.rglob("*.py"))}


def _imported(tree: ast.AST, name: str, is_package: bool) -> Iterator[str]:
    """The package's modules named by the import statements in `tree`."""
    known = modules()
    here = name if is_package else name.rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here.split(".")
                base = base[: len(base) - (node.level - 1)]
                target = ".".join([*base, node.module] if node.module else base)
            else:
                target = node.module or ""
            for alias in node.names:
                submodule = f"{target}.{alias.name}"
                # `from package import module` needs the module, not what the package exports
                yield submodule if submodule in known else target


@cache
def graph() -> dict[str, frozenset[str]]:
    """Each module of the package and the package's modules it imports."""
    known = modules()
    edges: dict[str, frozenset[str]] = {}
    for name, path in known.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        targets = _imported(tree, name, path.name == "__init__.py")
        edges[name] = frozenset(t for t in targets if t in known and t != name)
    return edges


def cycles() -> list[list[str]]:
    """The import circles: the strongly connected groups of more than one module (Tarjan)."""
    edges = graph()
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(edges[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def importers_of(target: str) -> list[str]:
    """The modules that import `target` directly."""
    return sorted(name for name, targets in graph().items() if target in targets)

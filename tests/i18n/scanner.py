"""Finds the words a player would see that are not marked for translation.

A string literal in a presentation module is player-visible unless it is a docstring, inside
a marking call (`_`, `ngettext`, `N_`, `pgettext`, `npgettext`), an identifier-like token
(a CSS class or id, a key, an action, a style: one lower-case word without spaces), a style
("bold italic", "$text-warning"), format-only (no letters once its `{fields}` are gone), a
stylesheet (`DEFAULT_CSS`), a selector, a comparison, a dictionary key, an argument that is
never shown (`id=`, `classes=`, the key and action of a `Binding`), or a log message.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

MARKERS = {"_", "N_", "ngettext", "pgettext", "npgettext"}
# Keyword arguments whose value is never shown to the player.
HIDDEN_KEYWORDS = {
    "id",
    "classes",
    "variant",
    "group",
    "name",
    "key",
    "action",
    "key_display",
    "style",
    "justify",
    "overflow",
    "end",
    "sep",
    "encoding",
    "mode",
    "errors",
    "severity",
    "format",
    "timeout",
    "metavar",
    "dest",
    "prog",
    "pattern",
    "type",
    "choices",
    "value",
    "description",
    "cursor_type",
    "marker",
    "color",
}
# Calls whose string arguments are never shown: selectors, classes, logs, Rich styles.
HIDDEN_CALLS = {
    "query",
    "query_one",
    "query_exactly_one",
    "query_children",
    "add_class",
    "remove_class",
    "set_class",
    "has_class",
    "toggle_class",
    "set_classes",
    "debug",
    "info",
    "warning",
    "error",
    "exception",
    "log",
    "getattr",
    "__setattr__",
    "hasattr",
    "setattr",
    "on",
    "work",
    "get_component_rich_style",
    "get_component_styles",
    "Style",
    "parse",
    "startswith",
    "endswith",
    "split",
    "rsplit",
    "partition",
    "rpartition",
    "strip",
    "rstrip",
    "lstrip",
    "replace",
    "join",
    "encode",
    "decode",
    "get",
    "pop",
    "environ",
    "getenv",
    "open",
    "dump",
    "dumps",
    "run_worker",
    "call_from_thread",
    "call_later",
    "set_timer",
    "set_interval",
    "action",
    "run_action",
    "check_action",
    "normalize",  # unicodedata's form: "NFKD"
    "watch",  # the attribute watched
}
STYLE_WORDS = {
    "bold",
    "italic",
    "dim",
    "reverse",
    "underline",
    "strike",
    "not",
    "on",
    "blink",
    "red",
    "green",
    "yellow",
    "blue",
    "magenta",
    "cyan",
    "white",
    "black",
    "default",
    "none",
}
# Plain lower-case words the code passes around as values, never shown as such.
PLAIN_TOKENS = {
    "primary",
    "warning",
    "success",
    "error",
    "left",
    "right",
    "center",
    "middle",
    "top",
    "bottom",
    "auto",
    "human",
    "computer",
    "roll",
    "score",
    "call",
    "hold",
    "utf",
    "ascii",
    "replace",
    "thread",
    "records",
    "ellipsis",
    "fold",
    "crop",
    # kinds of a card's cells and rows, and of the hint panel's lines (styles by name)
    "filled",
    "scratched",
    "open",
    "preview",
    "zero",
    "best",
    "called",
    "locked",
    "empty",
    "need",
    "sum",
    "box",
    "other",
    "held",
    # computer levels and saved-game offers, passed on as ids
    "easy",
    "medium",
    "expert",
    "resume",
    "watch",
    "separate",
    "recover",
}


def _game_ids() -> frozenset[str]:
    """The game's own ids (rule sets, boxes, rows, columns, sums): values, not words."""
    from yahtzee_tui.engine.rules import yamb_house
    from yahtzee_tui.engine.rulesets import HOUSE_RULE_SETS, RULE_SETS

    ids = {"upper", "lower", "middle", "total", "bonus", "upper_bonus", "yahtzee_bonus"}
    for rules in [*RULE_SETS.values(), *HOUSE_RULE_SETS.values()]:
        ids |= {rules.id, *rules.box_ids, *rules.column_ids}
    return frozenset(ids | set(yamb_house.COLUMN_KINDS) | {"trips", "free"})


IDS = _game_ids()
TOKEN = re.compile(r"^[a-z0-9_.#$:,\[\]=\-+/*<>|%@!?]*$")
FIELD = re.compile(r"\{[^{}]*\}|%[-+ #0]*\d*(?:\.\d+)?[sdifr%]")


@dataclass(frozen=True)
class Unmarked:
    path: str
    line: int
    text: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.text!r}"


def shown_text(text: str) -> bool:
    """Whether a literal reads as words (not an id, a key, a style or a format)."""
    bare = FIELD.sub("", text).strip()
    if not re.search(r"[^\W\d_]{2,}", bare):
        return False  # no word: format-only, a number, a symbol, one letter (a key)
    if TOKEN.match(bare) and (not bare.isalpha() or bare in STYLE_WORDS | PLAIN_TOKENS | IDS):
        return False  # one lower-case token: an id, class, key, action or path
    words = bare.replace(",", " ").split()
    if all(word in STYLE_WORDS or word.startswith(("$", "#", ".")) for word in words):
        return False
    return not bare.startswith(("#", "$"))


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def _name(node: ast.AST) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def _hidden(tree: ast.AST) -> set[int]:
    """The ids of nodes under which no literal is shown."""
    hidden: set[int] = set()

    def hide(node: ast.AST | None) -> None:
        if node is not None:
            hidden.update(id(child) for child in ast.walk(node))

    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = _name(node.func)
            if name in MARKERS or name in HIDDEN_CALLS:
                for arg in node.args:
                    hide(arg)
            if name == "Binding":
                for arg in node.args[:2]:
                    hide(arg)
            for keyword in node.keywords:
                if keyword.arg in HIDDEN_KEYWORDS:
                    hide(keyword.value)
            if isinstance(node.func, ast.Attribute) and name in HIDDEN_CALLS:
                hide(node.func.value if name in {"get", "pop"} else None)
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names = {_name(target) for target in targets}
            if names & {"DEFAULT_CSS", "CSS", "CSS_PATH", "__all__", "COMPONENT_CLASSES"}:
                hide(node.value)
        elif isinstance(node, ast.Compare):
            hide(node.left)
            for comparator in node.comparators:
                hide(comparator)
        elif isinstance(node, ast.Subscript):
            hide(node.slice)
        elif isinstance(node, ast.Dict):
            for key in node.keys:
                hide(key)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            hide(node.returns)
            for arg in [*node.args.args, *node.args.kwonlyargs]:
                hide(arg.annotation)
        elif isinstance(node, ast.AnnAssign):
            hide(node.annotation)
        elif isinstance(node, ast.Match):
            for case in node.cases:
                hide(case.pattern)
    return hidden


def unmarked(path: Path, root: Path, allowed: frozenset[str] = frozenset()) -> list[Unmarked]:
    """The player-visible literals of `path` outside the marking calls."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _docstrings(tree) | _hidden(tree)
    relative = path.relative_to(root).as_posix()
    found = []
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value
        elif isinstance(node, ast.JoinedStr):
            text = "".join(
                part.value if isinstance(part, ast.Constant) else "{}" for part in node.values
            )
            for part in node.values:
                skip.update(id(child) for child in ast.walk(part))
        else:
            continue
        if shown_text(text) and text not in allowed:
            found.append(Unmarked(relative, node.lineno, text))
    return sorted(found, key=lambda item: item.line)


def fragments(path: Path, root: Path) -> list[Unmarked]:
    """Translated strings glued to words outside the catalogue: `_("Roll") + " again"`, or a
    translation inside an f-string with words of its own."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    relative = path.relative_to(root).as_posix()

    def marked(node: ast.AST) -> bool:
        return isinstance(node, ast.Call) and _name(node.func) in MARKERS

    def wordy(node: ast.AST) -> bool:
        return (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and bool(re.search(r"[^\W\d_]", FIELD.sub("", node.value)))
        )

    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            sides = (node.left, node.right)
            if any(marked(side) for side in sides) and any(wordy(side) for side in sides):
                found.append(Unmarked(relative, node.lineno, ast.unparse(node)))
        elif isinstance(node, ast.JoinedStr):
            inner = [part.value for part in node.values if isinstance(part, ast.FormattedValue)]
            if any(marked(value) for value in inner) and any(
                wordy(part) for part in node.values if isinstance(part, ast.Constant)
            ):
                found.append(Unmarked(relative, node.lineno, ast.unparse(node)))
    return found

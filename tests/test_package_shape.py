"""The package's shape, from its source: imports go one way, and no module grows past what a
newcomer reads in one sitting."""

from __future__ import annotations

import ast

from tests.import_graph import ROOT, cycles, graph, importers_of, module_name, modules

APP = "yahtzee_tui.tui.app"
MOST_LINES = 400
# A move's one home: its type, the function that makes it, and the dice a hold toggles.
MOVES = "yahtzee_tui.game.moves"
MOVE_NAMES = {"Move", "apply", "apply_move", "hold_toggles"}


def test_the_package_has_no_import_circle():
    assert cycles() == []


def test_nothing_below_the_app_imports_it():
    """Only the app package itself, the `tui` package's face (`make_app`) and the command
    line (which starts the app) import the app."""
    above = {"yahtzee_tui.tui", "yahtzee_tui.cli"}
    for target in (name for name in modules() if name == APP or name.startswith(f"{APP}.")):
        for importer in importers_of(target):
            inside = importer == APP or importer.startswith(f"{APP}.")
            assert inside or importer in above or importer.startswith("yahtzee_tui.cli."), (
                f"{importer} imports {target}"
            )


def test_only_the_app_knows_the_screens():
    """Screens are pushed by the app; a screen may open a dialog of its own (a question,
    a menu, a position of the review), never another full screen."""
    dialogs = {"confirm", "choice_menu", "review_position"}
    for name, targets in graph().items():
        if name.startswith(APP) or name.startswith("yahtzee_tui.tui.screens."):
            continue
        for target in targets:
            if target.startswith("yahtzee_tui.tui.screens."):
                screen = target.removeprefix("yahtzee_tui.tui.screens.")
                # The command palette offers the table's own commands.
                allowed = screen in dialogs or (name == "yahtzee_tui.tui.commands")
                assert allowed, f"{name} imports the screen {target}"


def test_views_and_state_use_no_widgets_or_screens():
    for name, targets in graph().items():
        if name.startswith(("yahtzee_tui.tui.views", "yahtzee_tui.tui.state")):
            upward = [
                t
                for t in targets
                if t.startswith(("yahtzee_tui.tui.screens", "yahtzee_tui.tui.widgets", APP))
            ]
            assert upward == [], f"{name} imports {upward}"


def test_no_module_of_the_package_is_longer_than_a_sitting():
    """Every layer, not only the Textual one: a module that outgrows a sitting is split along
    its roles."""
    long = {
        module_name(path): lines
        for path in ROOT.rglob("*.py")
        if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MOST_LINES
    }
    assert long == {}


def test_the_graph_sees_imports_in_function_bodies():
    """The graph reads every import statement, not only those at the top of a module."""
    edges = graph()
    # `cli/play.py` imports the app inside a function (it loads only when a game starts).
    assert APP in edges["yahtzee_tui.cli.play"]


def test_widgets_read_no_storage_and_open_no_screens():
    """A widget shows what it is bound to and posts what the player wants: no file is read
    or written from it, and no screen is pushed."""
    for name, targets in graph().items():
        if name.startswith("yahtzee_tui.tui.widgets."):
            wrong = [
                t
                for t in targets
                if t.startswith(("yahtzee_tui.storage", "yahtzee_tui.tui.screens", APP))
            ]
            assert wrong == [], f"{name} imports {wrong}"


def test_the_command_lines_arguments_name_no_command_module_and_no_screen():
    """`--help` and a wrong option need the arguments alone: a command's own module, and the
    Textual layer, load only when that command runs (`cli.handler_of`)."""
    for name, targets in graph().items():
        if name.startswith("yahtzee_tui.cli.arguments"):
            wrong = [
                t
                for t in targets
                if t.endswith("_cmd")
                or t in ("yahtzee_tui.cli.play", "yahtzee_tui.cli.launch")
                or t.startswith(("yahtzee_tui.tui", "yahtzee_tui.strategy.players"))
            ]
            assert wrong == [], f"{name} imports {wrong}"


def _top_level_names(tree: ast.Module) -> set[str]:
    """The names a module defines at its top level: classes, functions and assignments."""
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names |= {target.id for target in node.targets if isinstance(target, ast.Name)}
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
    return names


def test_a_move_has_one_type_and_one_function_that_applies_it():
    """`Move` and `apply` live in `game.moves` alone; every module imports them from there (no
    second move type, no dispatcher of its own, no name passed on by another module)."""
    for name, path in modules().items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        if name != MOVES:
            assert not _top_level_names(tree) & MOVE_NAMES, f"{name} defines a move of its own"
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("yahtzee_tui"):
                imported = {alias.name for alias in node.names} & MOVE_NAMES
                assert not imported or node.module == MOVES, (
                    f"{name} imports {sorted(imported)} from {node.module}"
                )


def test_a_local_move_goes_from_the_session_to_the_game_alone():
    """A key pressed at a local table reaches `game.moves.apply` without the computer players'
    modules (or any of the strategy layer's)."""
    session = graph()["yahtzee_tui.tui.state.session"]
    assert MOVES in session
    assert [target for target in session if target.startswith("yahtzee_tui.strategy")] == []


def test_the_line_mode_is_a_layer_beside_the_app_that_uses_no_widget_or_screen():
    """`yahtzee_tui/plain` speaks through the words and state the table uses (`tui/views`,
    `tui/state`), never through the app, its screens or widgets; nothing but the command line
    imports it."""
    plain = "yahtzee_tui.plain"
    for name, targets in graph().items():
        if name.startswith(plain):
            wrong = [
                t
                for t in targets
                if t.startswith(("yahtzee_tui.tui.screens", "yahtzee_tui.tui.widgets", APP))
                # the app's advisor link runs Textual workers
                or t == "yahtzee_tui.tui.state.advising"
            ]
            assert wrong == [], f"{name} imports {wrong}"
        elif not name.startswith("yahtzee_tui.cli"):
            upward = [t for t in targets if t.startswith(plain)]
            assert upward == [], f"{name} imports {upward}"


def test_the_engine_and_the_game_say_sentences_without_the_translation_runtime():
    """The engine and the game make sentences (`sentences.py`: values, no state); only the
    layers that show them load the runtime that translates (`i18n.py`)."""
    assert graph()["yahtzee_tui.sentences"] == frozenset()
    for name, targets in graph().items():
        if name.startswith(("yahtzee_tui.engine", "yahtzee_tui.game")):
            assert "yahtzee_tui.i18n" not in targets, f"{name} imports the translation runtime"


# Each of these names means one thing across the package, defined (at a module's top or in a
# class) only in its home: the wire keeps its own names (a notice, the union of requests), the
# screens' message, the status line and the client's chat have names of their own, and `say`
# (which meant translate, set a status line and send a chat line) is no name at all.
ONE_HOME = {
    "Refused": {"yahtzee_tui.net.notices"},
    "Said": {"yahtzee_tui.net.notices"},
    "Request": {"yahtzee_tui.net.requests"},
    "Refusal": {"yahtzee_tui.net.room"},
    "RequestRefused": {"yahtzee_tui.net.events"},
    "WishRefused": {"yahtzee_tui.tui.messages"},
    "StatusSaid": {"yahtzee_tui.tui.views.table_words"},
    "ClientCall": {"yahtzee_tui.tui.state.session"},
    "translate": {"yahtzee_tui.i18n"},
    "send_chat": {"yahtzee_tui.net.client"},
    "show_status": {
        "yahtzee_tui.tui.screens.net_form",
        "yahtzee_tui.tui.screens.table.objective_table",
    },
    "say": set(),
}


def _defined_names(tree: ast.Module) -> set[str]:
    """The names a module defines at its top level and in its classes' bodies (methods,
    attributes)."""
    names = _top_level_names(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            names |= _top_level_names(ast.Module(body=node.body, type_ignores=[]))
    return names


def test_each_name_this_package_gave_several_meanings_has_one_home():
    homes: dict[str, set[str]] = {name: set() for name in ONE_HOME}
    for name, path in modules().items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for defined in _defined_names(tree) & ONE_HOME.keys():
            homes[defined].add(name)
    assert homes == ONE_HOME


def _local_names_of_imports() -> dict[str, dict[str, set[str]]]:
    """For each name of the package a module imports (`yahtzee_tui.i18n.translate`, a module
    such as `yahtzee_tui.net.requests`), the names it is bound to, with the modules that do."""
    bound: dict[str, dict[str, set[str]]] = {}
    for name, path in modules().items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            pairs: list[tuple[str, str]] = []
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("yahtzee_tui"):
                assert not node.level, f"{name} imports relatively"
                pairs = [(f"{node.module}.{a.name}", a.asname or a.name) for a in node.names]
            elif isinstance(node, ast.Import):
                pairs = [
                    (a.name, a.asname or a.name.rpartition(".")[2])
                    for a in node.names
                    if a.name.startswith("yahtzee_tui")
                ]
            for target, local in pairs:
                bound.setdefault(target, {}).setdefault(local, set()).add(name)
    return bound


def test_a_name_of_the_package_is_imported_under_one_name_everywhere():
    """One alias per name across the package, or none: `say as spoken` here and `say` there
    made a reader learn two names for one function."""
    bound = _local_names_of_imports()
    several = {target: names for target, names in bound.items() if len(names) > 1}
    assert several == {}

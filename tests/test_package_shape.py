"""The package's shape, from its source: imports go one way, and no module grows past what a
newcomer reads in one sitting."""

from __future__ import annotations

from tests.import_graph import ROOT, cycles, graph, importers_of, module_name, modules

APP = "yahtzee_tui.tui.app"
MOST_LINES = 400


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


def test_no_module_of_the_textual_layer_is_longer_than_a_sitting():
    long = {
        module_name(path): lines
        for path in (ROOT / "tui").rglob("*.py")
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


def test_the_engine_and_the_game_say_sentences_without_the_translation_runtime():
    """The engine and the game make sentences (`sentences.py`: values, no state); only the
    layers that show them load the runtime that translates (`i18n.py`)."""
    assert graph()["yahtzee_tui.sentences"] == frozenset()
    for name, targets in graph().items():
        if name.startswith(("yahtzee_tui.engine", "yahtzee_tui.game")):
            assert "yahtzee_tui.i18n" not in targets, f"{name} imports the translation runtime"

"""Every word the player sees is in the catalogues, and every catalogue is complete.

(a) no player-visible literal of a covered module is left unmarked (`scanner.unmarked`);
(b) the committed template is what Babel extracts from the code (`make messages` was run);
(c) every language translates every entry, nothing fuzzy, with the msgid's placeholders;
(d) no translation is glued to words outside the catalogue.

COVERED grows module by module until it is the whole of tui/ and cli/.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.pofile import read_po

from tests.i18n.scanner import fragments, unmarked
from yahtzee_tui import i18n
from yahtzee_tui.tui.views.help_text import FACE_RULE

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "yahtzee_tui"
POT = i18n.LOCALE_DIR / f"{i18n.DOMAIN}.pot"

# The presentation modules whose words are all marked: every module of tui/, cli/ and plain/, found
# afresh each run, so a new module is covered at once.
COVERED = sorted(
    path.relative_to(PACKAGE).as_posix()
    for folder in ("tui", "cli", "plain")
    for path in (PACKAGE / folder).rglob("*.py")
)
# Literals that read as words but are values, never shown: field ids passed on, a placeholder
# code, reactive and action names, keys, a folder's name, command lines typed as they are.
ALLOWED: dict[str, frozenset[str]] = {
    "tui/views/objectives.py": frozenset({"daily"}),  # where a target comes from: an id
    # The kinds of the meter's pieces (a style each), never shown.
    "tui/views/chance_words.py": frozenset({"title", "name", "figure"}),
    # The keys of the Review list's columns, never shown (the headers are marked apart).
    "tui/views/review_fit.py": frozenset(
        {"rank", "player", "turn", "dice", "left", "loss", "chose", "best", "help"}
    ),
    "cli/__init__.py": frozenset({"data", "no command {}"}),  # a bug's, never a player's
    # The subcommands' own names and arguments' names: typed, never translated.
    "cli/arguments/advise.py": frozenset({"advise"}),
    "cli/arguments/host.py": frozenset({"host"}),
    "cli/arguments/join.py": frozenset({"join", "address", "code"}),
    "cli/arguments/review.py": frozenset({"review"}),
    "cli/arguments/serve.py": frozenset({"serve"}),
    "cli/arguments/server.py": frozenset({"server"}),
    "cli/arguments/simulate.py": frozenset({"simulate"}),
    "cli/arguments/solve.py": frozenset({"solve"}),
    "cli/parsing.py": frozenset({"rules", "option"}),
    "cli/records_chart_cmd.py": frozenset({"clear"}),  # a plot theme
    "cli/records_extra.py": frozenset({"today"}),  # the value of a bare --daily
    "cli/server_cmd.py": frozenset({"rooms"}),  # a folder of the data directory
    "cli/server_workers.py": frozenset(
        {"server", "YAHTZEE_TUI_READY_FD", "YAHTZEE_TUI_LIFELINE_FD"}  # env variables
    ),
    "cli/simulate_cmd.py": frozenset({"easy", "expert"}),  # strategies' ids
    "cli/web_server.py": frozenset({"exec {}", "http", "https", "pong"}),  # shell, schemes, wire
    # The commands' English words, understood in every language, and the word for every die.
    "plain/reading.py": frozenset(
        {"roll", "hold", "free", "keep", "toggle", "score", "call", "name", "card", "hint"}
        | {"undo", "help", "quit", "status", "next", "yes", "no", "coach", "on", "off", "NFKD"}
    ),
    "plain/cells.py": frozenset({"all"}),
    # The room's commands in English, understood in every language; a thread's name.
    "plain/table.py": frozenset({"say", "chat", "start", "who", "help", "typed lines"}),
    # The engine's English names of boxes, looked up in the catalogue's "box" context.
    "plain/telling.py": frozenset(
        {"Small straight", "Large straight", "Three of a kind", "Four of a kind"}
    ),
    "tui/__init__.py": frozenset({"module {} has no attribute {}"}),  # Python's own error
    # Placeholders' names, looked up in the translated sentences that hold them.
    "tui/views/note_fit.py": frozenset({"choice", "dice"}),
    # Textual's key names, shown as the help's tables write them (a key's name, not words).
    "tui/views/textual_words.py": frozenset({"Esc"}),
    # The engine's English names of Yahtzee's short-named boxes, looked up in the "box" context.
    "tui/views/vocabulary.py": frozenset({"Small straight", "Large straight"}),
    # A thread's name; the error of a bug (work started after the app ended), never shown.
    "tui/app/daemon_threads.py": frozenset(
        {"worker", "the app has ended: no more work is started"}
    ),
    "tui/app/frame.py": frozenset({"screenshots"}),  # a folder of the data directory
    "tui/app/kept_styles.py": frozenset({"styles"}),  # a folder of the cache directory
    "tui/commands.py": frozenset({"help", "stats", "settings"}),  # app actions
    "tui/screens/host_form.py": frozenset({"open", "computers", "bind", "rules", "level"}),
    "tui/screens/join_form.py": frozenset({"ABC234"}),
    "tui/screens/lobby.py": frozenset({"rules", "add", "remove", "net"}),  # option ids, a reactive
    "tui/screens/table/bindings.py": frozenset({"abcdef", "chat", "undo"}),  # keys, actions
    # A widget's type, focused first; reactives' names, watched.
    "tui/screens/table/mirror.py": frozenset({"Scorecard", "hint", "status"}),
    "tui/screens/table/yamb_screen.py": frozenset({"abdef"}),  # keys
    "tui/services.py": frozenset({"net", "position"}),  # reactives the table watches
    "tui/state/advising.py": frozenset({"advisor"}),  # a worker group
    "tui/state/remote_session.py": frozenset({"name", "undo"}),  # protocol steps
    "tui/views/help_text.py": frozenset(
        {"space  r", "↑ ↓ ← →  home end", "enter", "ctrl+z  u", "q  ctrl+q", FACE_RULE}
    ),  # keys; the engine's words a rule starts with
    "tui/views/leaving.py": frozenset({"host{}", "join {} {}"}),  # commands typed as they are
    "tui/views/net_view.py": frozenset({"lobby"}),  # a phase
    "tui/views/stats_charts.py": frozenset({"orange", "hd"}),  # a colour, a plot marker
    "tui/widgets/chance_meter.py": frozenset({"chances"}),  # a worker group
    "tui/widgets/review_tab.py": frozenset({"review"}),  # a worker group
    "tui/widgets/scorecard.py": frozenset({"the card shows a game"}),  # an assertion
}
# The lower layers' modules whose sentences reach a player or a host: every module of net/ and
# storage/, found afresh. Their words are marked as `Message(N_(...))` (English on the wire and
# in logs, said in the player's language where shown); log lines go through `log.*` and are not
# checked. (game/serialize.py marks what it says of a whole save; its field-by-field checks
# name the file's JSON fields and stay English.)
LOWER_COVERED = sorted(
    path.relative_to(PACKAGE).as_posix()
    for folder in ("net", "storage")
    for path in (PACKAGE / folder).rglob("*.py")
)
# The protocol's own words, the same in every language: refusal kinds, message and request
# types, phases, link states, presence, roles, store operations.
WIRE = frozenset(
    {
        *("state", "illegal", "invalid", "denied", "turn", "busy", "limit", "stale"),
        *("connecting", "online", "offline", "closed", "connected", "away"),
        *("lobby", "playing", "over", "player", "host", "watcher"),
        *("create", "claim", "leave", "start", "undo", "name", "chat", "sync", "room", "kind"),
        "restore",
        *("changed", "presence", "hosting", "seated", "unseated", "refused", "type"),
        *("forget", "drop", "set", "release", "rooms", "net"),
    }
)
# Statements for SQLite and Lua scripts for Redis: code, never shown.
CODE = re.compile(r"^\s*(SELECT|INSERT|CREATE|ALTER|PRAGMA|BEGIN|UPDATE|DELETE)\b|redis\.call")
LOWER_ALLOWED: dict[str, frozenset[str]] = {
    "net/address.py": frozenset({"ws"}),  # a scheme
    "net/cluster/persistence.py": frozenset({"appendonly", "appendfsync", "save"}),  # settings
    "net/cluster/state.py": frozenset({"append"}),  # a write's kind
    "net/store.py": frozenset({r"game\.[0-9a-f]{16}\.log"}),  # a log file's name
    # A computer's seat name is a player's name: kept in the game and the records as given.
    "net/lobby.py": frozenset({"Computer {}", "Computer {}.{}", "Computer", "Player"}),
    "net/limits.py": frozenset({"burst", "last", "rate", "tokens"}),  # a snapshot's fields
    "net/protocol.py": frozenset({"Decoded", "cannot encode {}"}),  # a type variable, a bug
    "net/room.py": frozenset({"a watcher"}),  # a chat line's name for a nameless watcher
    "net/seats.py": frozenset({"ABCDEFGHJKMNPQRSTUVWXYZ23456789"}),  # the codes' letters
    # A handshake header, the start of a frame, a refusal's sentence fields.
    "net/sentence_wire.py": frozenset(
        {"Yahtzee-Sentences", '{"type":"refused"', "msgid", "args", "rules", "column", "row"}
    ),
    "storage/atomic.py": frozenset({"rb"}),
    "storage/objective.py": frozenset({"best", "daily"}),  # a target's source, as kept
    "storage/records.py": frozenset({"seconds"}),  # a timespec
    "storage/settings.py": frozenset({"normal", "points", "win", "target"}),  # ids
    "storage/slots.py": frozenset({r"game(?:-([1-9][0-9]*))?\.json"}),
}


@pytest.mark.parametrize("module", LOWER_COVERED)
def test_every_sentence_of_the_lower_layers_is_marked(module: str):
    allowed = WIRE | LOWER_ALLOWED.get(module, frozenset())
    found = [
        item for item in unmarked(PACKAGE / module, ROOT, allowed) if not CODE.search(item.text)
    ]
    assert not found, "not marked for translation:\n" + "\n".join(map(str, found))


@pytest.mark.parametrize("module", LOWER_COVERED)
def test_no_sentence_of_the_lower_layers_is_glued(module: str):
    found = fragments(PACKAGE / module, ROOT)
    assert not found, "a sentence built from pieces:\n" + "\n".join(map(str, found))


PLACEHOLDER = re.compile(r"\{[^{}]*\}|%(?:\([^)]*\))?[-+#0]*\d*(?:\.\d+)?[sdifr]")


@pytest.mark.parametrize("module", COVERED)
def test_every_visible_word_is_marked(module: str):
    found = unmarked(PACKAGE / module, ROOT, ALLOWED.get(module, frozenset()))
    assert not found, "not marked for translation:\n" + "\n".join(map(str, found))


@pytest.mark.parametrize("module", COVERED)
def test_no_translation_is_glued_to_other_words(module: str):
    found = fragments(PACKAGE / module, ROOT)
    assert not found, "a sentence built from pieces:\n" + "\n".join(map(str, found))


def test_the_scanner_finds_an_unmarked_word(tmp_path: Path):
    source = tmp_path / "screen.py"
    source.write_text(
        '"""Doc."""\n'
        "from textual.widgets import Static\n"
        'CSS_ID = "#menu-note"\n'
        'def words(n):\n    """Doc."""\n'
        '    Static("Enter chooses", id="menu-note", classes="note")\n'
        '    Static(_("Marked"))\n'
        '    Static(f"{n} points")\n'
        '    return _("Roll") + " again"\n',
        encoding="utf-8",
    )
    texts = [item.text for item in unmarked(source, tmp_path)]
    assert texts == ["Enter chooses", "{} points", " again"]
    assert [item.line for item in fragments(source, tmp_path)] == [9]


def _messages(catalog: Catalog) -> set[tuple[str | None, object]]:
    return {(message.context, message.id) for message in catalog if message.id}


def test_the_template_is_what_the_code_marks():
    extracted = Catalog()
    for filename, lineno, message, comments, context in extract_from_dir(
        str(PACKAGE), keywords=DEFAULT_KEYWORDS
    ):
        extracted.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    with POT.open("rb") as file:
        template = read_po(file)
    missing = _messages(extracted) - _messages(template)
    stale = _messages(template) - _messages(extracted)
    assert not missing and not stale, (
        f"run `make messages`: new {sorted(map(str, missing))}, gone {sorted(map(str, stale))}"
    )


def _placeholders(text: str) -> list[str]:
    return sorted(PLACEHOLDER.findall(text))


@pytest.mark.parametrize("code", sorted(i18n.CATALOGUE_DIRS))
def test_every_language_translates_every_entry_with_the_same_placeholders(code: str):
    with i18n.catalogue_path(code, ".po").open("rb") as file:
        catalog = read_po(file, locale=i18n.CATALOGUE_DIRS[code])
    with POT.open("rb") as file:
        template = read_po(file)
    assert not catalog.fuzzy
    assert _messages(catalog) == _messages(template), "run `make messages`"
    problems = []
    for message in catalog:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.fuzzy or not all(strings):
            problems.append(f"{message.id!r}: not translated")
            continue
        if isinstance(message.id, tuple):
            assert len(strings) == catalog.num_plurals, message.id
        wanted = _placeholders(ids[-1])
        for string in strings:
            if _placeholders(string) != wanted:
                problems.append(f"{message.id!r}: {string!r} has other placeholders")
    assert not problems, "\n".join(problems)

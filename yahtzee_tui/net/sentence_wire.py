"""A refusal's sentence on the wire: its msgid and arguments beside its English text.

The room refuses with a `Message` (`sentences.py`); the `refused` notice carries its English
text in `reason` (for logs, and for clients of an earlier release) and, beside it, `msgid`
and `args`, so that a client says it in its player's language exactly as the room made it,
without recognising the English. An argument is text (a player's name, a number), one of the
game's own names by its ids (`{"rules": ..., "column": ..., "row": ...}`, said in the
vocabulary's words), or a sentence of its own (`{"msgid": ..., "args": {...}}`). A sentence
with a count (`sentences.ngettext`) sends as its msgid the three parts of a plural entry,
`[singular, plural, count]`, so that the client says the form its language needs; a client
of an earlier release, which reads a msgid as text only, says `reason` as it came.

Both ends stay compatible: a client says in its handshake that it reads the two fields
(`SENTENCE_HEADER`), and a client that does not (an earlier release, whose schema forbids
unknown fields) gets the notice without them; a client facing an earlier server gets only
`reason`, and recognises the sentence from its English (`i18n.translate`'s fallback).

What comes from the network is hostile: a msgid or arguments that are malformed, too large,
or do not say exactly the English `reason` are ignored, and `reason` is said as it came.
"""

from __future__ import annotations

import string
from typing import Any

import msgspec

from yahtzee_tui.engine import find_rules
from yahtzee_tui.errors import GameError
from yahtzee_tui.game.options import cell_word, column_word, rules_word
from yahtzee_tui.sentences import Message, Name, ngettext

# The handshake header by which a client says it reads a refusal's msgid and args.
SENTENCE_HEADER = "Yahtzee-Sentences"
SENTENCE_VERSION = "1"
# How much of a sentence a client reads: a catalogue entry is under 200 characters and takes
# at most four arguments, nested once.
MAX_MSGID = 1000
MAX_ARGS = 8
MAX_ARG = 500
MAX_DEPTH = 3
# The start of a `refused` notice as `protocol.encode` writes it (the tag comes first).
REFUSED_FRAME = '{"type":"refused"'
SENTENCE_FIELDS = ("msgid", "args")
NAME_FIELDS = ("rules", "column", "row")
MAX_ID = 64

WireArgs = dict[str, Any]


def wire_msgid(message: Message) -> str | list[object]:
    """`message`'s msgid as it travels: the text, or a plural entry's three parts."""
    if message.plural is None or message.n is None:
        return message.msgid
    return [message.msgid, message.plural, message.n]


def wire_args(message: Message) -> WireArgs:
    """`message`'s arguments as they travel: text, or a sentence of their own."""
    return {key: _wire_value(value) for key, value in message.args.items()}


def _wire_value(value: object) -> object:
    if isinstance(value, Message):
        return {"msgid": wire_msgid(value), "args": wire_args(value)}
    if isinstance(value, Name):
        ids = zip(NAME_FIELDS, (value.rules, value.column, value.row), strict=True)
        return {field: id_ for field, id_ in ids if id_ is not None}
    return str.__str__(value) if isinstance(value, str) else str(value)


def said_reason(reason: str, msgid: object, args: object) -> str:
    """A refusal's reason as the client keeps it: the room's `Message`, rebuilt from `msgid`
    and `args` when they are well formed and say exactly `reason`; else `reason` as it came
    (the player's language then recognises it from its English)."""
    message = _rebuilt(msgid, args, depth=0, limit=len(reason))
    return message if message is not None and message == reason else reason


def _rebuilt(msgid: object, args: object, depth: int, limit: int) -> Message | None:
    """The sentence of `msgid` with `args`, if it is well formed and its text is at most
    `limit` long (no sentence longer than the reason it must equal is ever made: a part
    repeated in a msgid cannot blow a small frame up)."""
    if depth > MAX_DEPTH:
        return None
    counted = _counted(msgid)
    if counted is not None:
        singular, plural, count = counted
        msgid = singular if count == 1 else plural
    if not isinstance(msgid, str) or len(msgid) > MAX_MSGID:
        return None
    args = {} if args is None else args
    if not isinstance(args, dict) or len(args) > MAX_ARGS:
        return None
    parts = placeholders(msgid)
    if parts is None or set(parts) != set(args):
        return None
    values: dict[str, str] = {}  # text, a Message or a Name: each a `str`
    for key, value in args.items():
        if isinstance(value, str) and len(value) <= MAX_ARG:
            values[key] = value
        elif isinstance(value, dict) and "msgid" in value and set(value) <= set(SENTENCE_FIELDS):
            nested = _rebuilt(value.get("msgid"), value.get("args"), depth + 1, limit)
            if nested is None:
                return None
            values[key] = nested
        elif isinstance(value, dict) and "rules" in value and set(value) <= set(NAME_FIELDS):
            name = _name(value.get("rules"), value.get("column"), value.get("row"))
            if name is None:
                return None
            values[key] = name
        else:
            return None
    literal = len(msgid) - sum(len(part) + 2 for part in parts)  # less each `{part}`
    if literal + sum(len(values[part]) for part in parts) > limit:
        return None
    if counted is not None:
        if placeholders(counted[0]) is None or set(placeholders(counted[0]) or ()) != set(args):
            return None
        return ngettext(*counted, **values)
    return Message(msgid, **values)


def _counted(msgid: object) -> tuple[str, str, int] | None:
    """A plural entry's three parts, if `msgid` is one: two texts and a count."""
    if not isinstance(msgid, list) or len(msgid) != 3:
        return None
    singular, plural, count = msgid
    if (
        not (isinstance(singular, str) and isinstance(plural, str))
        or max(len(singular), len(plural)) > MAX_MSGID
    ):
        return None
    if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count < 10**9:
        return None
    return singular, plural, count


def _name(rules: object, column: object, row: object) -> Name | None:
    """The game's name of a rule set, a Yamb column, or a box or cell, made here from its ids
    (None: ids this engine does not know)."""
    ids = (rules, column, row)
    if not all(id_ is None or (isinstance(id_, str) and len(id_) <= MAX_ID) for id_ in ids):
        return None
    if not isinstance(rules, str):
        return None
    try:
        ruleset = find_rules(rules)
    except GameError:
        return None
    if column is not None and column not in ruleset.column_ids:
        return None
    if row is not None and row not in ruleset.box_ids:
        return None
    if row is not None:
        return cell_word(ruleset, column if isinstance(column, str) else None, row)
    if isinstance(column, str):
        return column_word(ruleset, column)
    return rules_word(ruleset)


def placeholders(msgid: str) -> list[str] | None:
    """The names of `msgid`'s `{name}` parts, each time one comes; None when it has any other
    kind of part (an index, an attribute, a conversion, a format), an escaped brace, or
    unbalanced braces."""
    if "{{" in msgid or "}}" in msgid:
        return None  # no catalogue sentence has one; it would make the length count wrong
    names: list[str] = []
    try:
        parts = list(string.Formatter().parse(msgid))
    except ValueError:
        return None
    for _literal, field, spec, conversion in parts:
        if field is None:
            continue
        if not field.isidentifier() or spec or conversion:
            return None
        names.append(field)
    return names


_DECODER = msgspec.json.Decoder(dict[str, Any])
_ENCODER = msgspec.json.Encoder()


def without_sentence(frame: str) -> str:
    """A `refused` frame as a client of an earlier release reads it: without msgid and args
    (its schema forbids fields it does not know). Other frames go as they are."""
    if not frame.startswith(REFUSED_FRAME):
        return frame
    notice = _DECODER.decode(frame)
    for field in SENTENCE_FIELDS:
        notice.pop(field, None)
    return _ENCODER.encode(notice).decode("utf-8")

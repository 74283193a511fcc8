"""The wire protocol's frame: version, size limits, and decoding that never raises anything
but `ProtocolError`.

Every message is one JSON object in one WebSocket text frame, with `"v"` (the protocol
version) and `"type"` (which schema the rest follows). The schemas are msgspec structs:
`requests` for what a client sends, `notices` for what the server sends. Both ends decode
with the schemas, so a field of the wrong type, an unknown field or an unknown type is
refused before any game code sees it.
"""

from __future__ import annotations

from typing import Any, Generic, TypeVar

import msgspec

from yahtzee_tui.i18n import N_, Message

# 2: Yamb's DIRECTED column (a `name` move, the naming in the game's wire form).
PROTOCOL_VERSION = 2
# Versions whose `refused` message reads as this one's: an old client is told, in words it
# can read, to update.
REFUSED_READABLE_BY = (1,)
# The largest frame a server accepts (a real request is under 200 bytes).
MAX_REQUEST_BYTES = 64 * 1024
# The largest frame a client accepts: a snapshot of a six-player Yamb game is a few hundred KiB.
MAX_NOTICE_BYTES = 8 * 1024 * 1024

Decoded = TypeVar("Decoded", bound=msgspec.Struct)


class ProtocolError(ValueError):
    """A frame that is not a valid message; the text says why, in one line.

    `v` is the protocol version to answer it in: this one's, or an older one whose `refused`
    message reads as this one's when the frame spoke it, so that an old client can show the
    reason (to update) rather than fail to read the answer."""

    def __init__(self, reason: str, version: int | None = None) -> None:
        super().__init__(reason)
        self.v = version if version in REFUSED_READABLE_BY else PROTOCOL_VERSION


class Base(msgspec.Struct, tag_field="type", forbid_unknown_fields=True, kw_only=True):
    """Fields every message has. `ref` is a number the client chose for a request; the
    server repeats it in the reply to that request, and only there."""

    v: int = PROTOCOL_VERSION
    ref: int | None = None


class _Envelope(msgspec.Struct):
    """What every message has, read first so a missing or foreign version is named as such."""

    v: int
    type: str


def _plain(value: object) -> object:
    """A sentence (`i18n.Message`, `i18n.Name`: a `str` that keeps its catalogue entry)
    travels as its English text."""
    if isinstance(value, str):
        return str.__str__(value)
    raise NotImplementedError(f"cannot encode {type(value).__name__}")


_ENCODER = msgspec.json.Encoder(enc_hook=_plain)
_ENVELOPE = msgspec.json.Decoder(_Envelope)


def encode(message: msgspec.Struct) -> str:
    """A message as the text of one frame."""
    return _ENCODER.encode(message).decode("utf-8")


class Codec(Generic[Decoded]):
    """Decodes frames into one union of message types, with a one-line reason when it can't."""

    def __init__(self, union: Any) -> None:
        self._decoder: msgspec.json.Decoder[Decoded] = msgspec.json.Decoder(union)

    def decode(self, frame: str | bytes) -> Decoded:
        if isinstance(frame, bytes):
            raise ProtocolError(Message(N_("messages are JSON text frames, not binary")))
        try:
            envelope = _ENVELOPE.decode(frame)
            if envelope.v != PROTOCOL_VERSION:
                raise ProtocolError(version_reason(envelope.v), envelope.v)
            return self._decoder.decode(frame)
        except msgspec.ValidationError as error:
            raise ProtocolError(_validation_reason(str(error))) from None
        except (msgspec.DecodeError, RecursionError, UnicodeError):
            raise ProtocolError(Message(N_("malformed JSON"))) from None


def version_reason(version: int) -> str:
    """Why a frame of another protocol version is not read, and what to do about it."""
    if version < PROTOCOL_VERSION:
        return Message(
            N_(
                "protocol version {version} is not spoken here (this end speaks {spoken}):"
                " the other end is older; update yahtzee-tui there"
            ),
            version=version,
            spoken=PROTOCOL_VERSION,
        )
    return Message(
        N_(
            "protocol version {version} is not spoken here (this end speaks {spoken}):"
            " update yahtzee-tui to play with it"
        ),
        version=version,
        spoken=PROTOCOL_VERSION,
    )


def _validation_reason(detail: str) -> str:
    if detail.endswith("at `$.type`") or "missing required field `type`" in detail:
        return Message(N_("unknown message type"))
    if detail.endswith("at `$.v`") or "missing required field `v`" in detail:
        return Message(N_('a message needs its protocol version as a whole number in "v"'))
    if detail.startswith("Expected `object`"):
        return Message(N_("a message is a JSON object"))
    return Message(N_("invalid message: {detail}"), detail=detail[:160])

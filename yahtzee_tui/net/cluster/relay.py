"""The messages server processes relay to one another, on each process's Redis channel.

A client's frame goes from the process it is connected to (its gateway) to the room's owner;
the owner's frames go back to the gateway. Four kinds, as text: a letter, a head line, and
a body that is the rest of the message:

    f<gateway> <link> <address>\\n<frame>   ToOwner: a client's frame, to the room's owner
    g<gateway> <link>\\n                    LinkGone: that client's connection is gone
    o<link>\\n<frame>                       ToClient: a frame for a client, to its gateway
    x<link>\\n<code> <reason>               CloseLink: close that client's connection

`<gateway>` is the gateway's node name, `<link>` the number it gave the client's connection,
`<address>` the client's IP address as the gateway saw it. A message that is not one of these
exactly is refused whole (`RelayError`); nothing of it is acted on.
"""

from __future__ import annotations

from dataclasses import dataclass

# The longest node name or address taken, and the close codes a server may send.
MAX_NAME = 255
MAX_NUMBER_DIGITS = 18
CLOSE_CODES = range(1000, 5000)
MAX_REASON_BYTES = 123  # what a WebSocket close frame holds
# How much of a wrong part a RelayError shows.
SHOWN = 40


class RelayError(ValueError):
    """A message between processes that is not one of the four kinds (the part of it that
    is wrong, as it was, cut short)."""


@dataclass(frozen=True, slots=True)
class ToOwner:
    gateway: str
    link: int
    address: str
    frame: str

    @property
    def key(self) -> tuple[str, int]:
        """The client, across every process: its gateway and its number there."""
        return self.gateway, self.link


@dataclass(frozen=True, slots=True)
class LinkGone:
    gateway: str
    link: int

    @property
    def key(self) -> tuple[str, int]:
        return self.gateway, self.link


@dataclass(frozen=True, slots=True)
class ToClient:
    link: int
    frame: str


@dataclass(frozen=True, slots=True)
class CloseLink:
    link: int
    code: int
    reason: str


Relayed = ToOwner | LinkGone | ToClient | CloseLink


def encode(message: Relayed) -> str:
    """`message` as text on a channel; RelayError for a field the text cannot carry."""
    if isinstance(message, ToOwner):
        head = f"f{_name(message.gateway)} {_link(message.link)} {_name(message.address)}"
        return f"{head}\n{message.frame}"
    if isinstance(message, LinkGone):
        return f"g{_name(message.gateway)} {_link(message.link)}\n"
    if isinstance(message, ToClient):
        return f"o{_link(message.link)}\n{message.frame}"
    return f"x{_link(message.link)}\n{_close_code(message.code)} {_reason(message.reason)}"


def parse(text: str) -> Relayed:
    """The message `text` is; RelayError when it is none of the four kinds exactly."""
    head, newline, body = text.partition("\n")
    if not newline:
        raise RelayError(_shown(text))  # no line ends its head
    kind, fields = head[:1], head[1:].split(" ")
    if kind == "f" and len(fields) == 3:
        gateway, link, address = fields
        return ToOwner(_name(gateway), _number(link), _name(address), body)
    if kind == "g" and len(fields) == 2 and not body:
        gateway, link = fields
        return LinkGone(_name(gateway), _number(link))
    if kind == "o" and len(fields) == 1:
        return ToClient(_number(fields[0]), body)
    if kind == "x" and len(fields) == 1:
        code, space, reason = body.partition(" ")
        if not space:
            raise RelayError(_shown(body))  # a close without its reason
        return CloseLink(_number(fields[0]), _close_code(_number(code)), _reason(reason))
    raise RelayError(_shown(head))


def _name(text: str) -> str:
    """A node name or an address: one word."""
    if len(text) > MAX_NAME or text.split() != [text]:  # empty, or with a space
        raise RelayError(_shown(text))
    return text


def _number(text: str) -> int:
    if not (text.isascii() and text.isdigit() and len(text) <= MAX_NUMBER_DIGITS):
        raise RelayError(_shown(text))
    return int(text)


def _link(number: int) -> int:
    if not 0 <= number < 10**MAX_NUMBER_DIGITS:
        raise RelayError(_shown(str(number)))
    return number


def _close_code(code: int) -> int:
    if code not in CLOSE_CODES:
        raise RelayError(_shown(str(code)))
    return code


def _reason(text: str) -> str:
    if len(text.encode("utf-8", "replace")) > MAX_REASON_BYTES:
        raise RelayError(_shown(text))
    return text


def _shown(part: str) -> str:
    return repr(part[:SHOWN])

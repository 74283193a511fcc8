"""The messages between server processes: each kind goes through its text and back whole, in
the form processes of the last release read, and a message that is not one exactly is refused
whole."""

from __future__ import annotations

import pytest

from yahtzee_tui.net.cluster.relay import (
    CloseLink,
    LinkGone,
    Relayed,
    RelayError,
    ToClient,
    ToOwner,
    encode,
    parse,
)

FRAME = '{"v":3,"type":"chat","text":"one line\\nand a space"}'
# Each kind, and its text as a process of the last release wrote it.
KINDS: list[tuple[Relayed, str]] = [
    (ToOwner("host-12-a1b2c3", 7, "127.0.0.1", FRAME), f"fhost-12-a1b2c3 7 127.0.0.1\n{FRAME}"),
    (ToOwner("h-1-ff", 1, "::1", ""), "fh-1-ff 1 ::1\n"),
    (LinkGone("host-12-a1b2c3", 7), "ghost-12-a1b2c3 7\n"),
    (ToClient(7, FRAME), f"o7\n{FRAME}"),
    (ToClient(12, "a\nb"), "o12\na\nb"),
    (
        CloseLink(7, 1012, "reconnect for a fresh snapshot"),
        "x7\n1012 reconnect for a fresh snapshot",
    ),
    (CloseLink(3, 1000, ""), "x3\n1000 "),
]


@pytest.mark.parametrize(("message", "text"), KINDS)
def test_each_kind_goes_through_its_text_and_back(message: Relayed, text: str):
    assert encode(message) == text
    assert parse(text) == message


@pytest.mark.parametrize(
    "text",
    [
        "",
        "f",
        "fhost 7 127.0.0.1",  # no line ends the head
        "qhost 7\n",  # no such kind
        "fhost 7\nframe",  # no address
        "fhost 7 1.2.3.4 more\nframe",  # a field too many
        "fhost  7 1.2.3.4\nframe",  # an empty field
        "fhost seven 1.2.3.4\nframe",
        "fhost -7 1.2.3.4\nframe",
        "fhost +7 1.2.3.4\nframe",
        "fhost \u0667 1.2.3.4\nframe",  # a digit, but not an ASCII one
        f"fhost {'9' * 19} 1.2.3.4\nframe",
        f"f{'h' * 300} 7 1.2.3.4\nframe",
        "ghost\n",
        "ghost 7\nleft over",
        "ghost 7 8\n",
        "o\nframe",
        "o7 8\nframe",
        "x7\n1012",  # no reason
        "x7\nabc reason",
        "x7\n999 too low",
        "x7\n5000 too high",
        "x7\n" + "1012 " + "r" * 124,  # longer than a close frame holds
    ],
)
def test_a_message_that_is_not_one_kind_exactly_is_refused(text: str):
    with pytest.raises(RelayError):
        parse(text)


@pytest.mark.parametrize(
    "message",
    [
        ToOwner("two words", 7, "127.0.0.1", "frame"),
        ToOwner("host", 7, "", "frame"),
        ToOwner("host", 7, "1.2.3.4\n", "frame"),
        ToOwner("host", -1, "1.2.3.4", "frame"),
        LinkGone("", 7),
        CloseLink(7, 42, "no such close code"),
        CloseLink(7, 1000, "r" * 124),
    ],
)
def test_a_message_its_text_cannot_carry_is_not_sent(message: Relayed):
    with pytest.raises(RelayError):
        encode(message)

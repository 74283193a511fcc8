"""A count in a refusal of the lower layers takes the plural form the player's language needs
("soba ima najviše 1 mjesto / 2 mjesta / 5 mjesta", sl "1 mesto / 2 mesti / 3 mesta / 5
mest"), as the room made it: the sentence travels as a plural entry's msgid and is said by
the client in its own language."""

from __future__ import annotations

import pytest

from yahtzee_tui.i18n import ngettext as said_ngettext
from yahtzee_tui.i18n import translate
from yahtzee_tui.net.notices import NOTICES, Refused
from yahtzee_tui.net.protocol import encode
from yahtzee_tui.net.sentence_wire import said_reason, without_sentence
from yahtzee_tui.sentences import Message, ngettext

COUNTS = (1, 2, 3, 5, 21, 22, 101)
SINGULAR = "a room has at most {seats} seat"
PLURAL = "a room has at most {seats} seats"


def travelled(reason: Message) -> str:
    """`reason` as a client of this release keeps it, after the wire."""
    notice = NOTICES.decode(encode(Refused(of="join", kind="limit", reason=reason)))
    assert isinstance(notice, Refused)
    return said_reason(notice.reason, notice.msgid, notice.args)


@pytest.mark.parametrize("code", ["en", "hr", "sr", "sl"])
@pytest.mark.parametrize("count", COUNTS)
def test_a_count_in_a_refusal_is_said_in_its_plural_form(speak, code, count):
    made = ngettext(SINGULAR, PLURAL, count, seats=count)
    assert made == (f"a room has at most {count} seat" + ("" if count == 1 else "s"))
    kept = travelled(made)
    assert kept == made
    speak(code)
    assert translate(kept) == said_ngettext(SINGULAR, PLURAL, count).format(seats=count)


def test_the_forms_differ_by_count_in_croatian_and_slovenian(speak):
    speak("hr")
    said = [translate(travelled(ngettext(SINGULAR, PLURAL, n, seats=n))) for n in (1, 2, 5)]
    assert said == [
        f"soba ima najviše {n} {word}"
        for n, word in zip((1, 2, 5), ("mjesto", "mjesta", "mjesta"), strict=True)
    ]
    speak("sl")
    said = [translate(travelled(ngettext(SINGULAR, PLURAL, n, seats=n))) for n in (1, 2, 3, 5)]
    words = ("mesto", "mesti", "mesta", "mest")
    assert said == [f"soba ima največ {n} {w}" for n, w in zip((1, 2, 3, 5), words, strict=True)]


def test_a_client_of_an_earlier_release_gets_the_english_reason_alone():
    frame = without_sentence(
        encode(Refused(of="join", kind="limit", reason=ngettext(SINGULAR, PLURAL, 6, seats=6)))
    )
    notice = NOTICES.decode(frame)
    assert isinstance(notice, Refused) and notice.reason == "a room has at most 6 seats"
    assert notice.msgid is None and notice.args is None


@pytest.mark.parametrize(
    "msgid",
    [
        [SINGULAR, PLURAL, "6"],
        [SINGULAR, PLURAL],
        [SINGULAR, 3, 6],
        [SINGULAR, PLURAL, True],
        [SINGULAR, PLURAL, -1],
    ],
)
def test_a_malformed_plural_msgid_is_ignored(msgid):
    reason = "a room has at most 6 seats"
    assert said_reason(reason, msgid, {"seats": "6"}) is reason

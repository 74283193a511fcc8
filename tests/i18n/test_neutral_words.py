"""A player's name or "you" never takes a masculine adjective, noun or past participle in
Croatian, Serbian or Slovenian: a woman reads "Pobjeda: Ana", "Baci kad želiš", "Ana nije
tu", never "Ana … pobjednik", "Baci kad budeš spreman", "Ana je odsutan". The sentences said
of a player (a name's placeholder, "you", the words a player's state is told with) are read
for the masculine forms the catalogues used."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from yahtzee_tui import i18n

LOCALE = Path(i18n.LOCALE_DIR)
# A sentence said of a player: a name's placeholder, the player spoken to, or a player's state.
# (A sentence whose subject is a noun, "the host", "a player", "the advisor", agrees with it.)
OF_A_PLAYER = re.compile(
    r"\{(player|name|names|target|next)\}|\byou\b|\byour\b|Roll when ready|\bwinner\b"
    r"|^away$|^chose$|^Chose |took back|Keep hosting|played alone"
)
# Forms that agree with a man only (adjectives, nouns, past participles of -ti / -ati).
MASCULINE = {
    "hr": (
        "pobjednik spreman odsutan spojen tražio napustio odabrao izabrao vratio bacio "
        "igrao mogao domaćin sam"
    ),
    "sr": (
        "pobednik spreman odsutan povezan tražio napustio odabrao izabrao vratio bacio "
        "igrao mogao domaćin sam"
    ),
    "sl": (
        "zmagovalec pripravljen odsoten povezan zahteval zapustil izbral razveljavil odigral "
        "naredil mogel igral gostitelj sam"
    ),
}


@pytest.mark.parametrize("code", sorted(MASCULINE))
def test_no_sentence_of_a_player_takes_a_masculine_form(code: str) -> None:
    path = LOCALE / i18n.CATALOGUE_DIRS[code] / "LC_MESSAGES" / "yahtzee_tui.po"
    with path.open("rb") as file:
        catalogue = read_po(file)
    words = set(MASCULINE[code].split())
    found = []
    for message in catalogue:
        msgid = message.id[0] if isinstance(message.id, tuple) else message.id
        if not msgid or not OF_A_PLAYER.search(msgid):
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        said = {word.lower() for text in strings for word in re.findall(r"\w+", text)}
        if said & words:
            found.append((msgid, sorted(said & words)))
    assert found == [], "\n".join(map(str, found))

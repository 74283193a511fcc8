"""Players' names in fewer cells: whole where they fit, else a short form still told apart."""

from __future__ import annotations

from collections.abc import Sequence

from rich.cells import cell_len, set_cell_size


def abbreviated(name: str, width: int, mark: str = "…") -> str:
    """`name` in at most `width` cells. A number that ends it is kept, apart, so that
    "Igrač 1" and "Igrač 2" stay apart and read as players: "Igr. 1", then "I. 1"
    (`numbered_forms`), only at the last "I1"; another name is cut, `mark` (an ellipsis)
    showing the cut."""
    if cell_len(name) <= width:
        return name
    head, _, number = name.rpartition(" ")
    if head and number.isdigit() and width > len(number):
        fitting = (form for form in numbered_forms(head, number) if cell_len(form) <= width)
        return next(fitting, set_cell_size(head, 1) + number)
    return set_cell_size(name, max(0, width - cell_len(mark))) + mark


# A numbered name's word is shortened to at most this many letters and a dot ("Rač. 2"): a
# longer start reads as a cut ("Raču. 2").
SHORT_WORD = 3


def numbered_forms(head: str, number: str) -> list[str]:
    """The shorter forms of a name that ends in a number (`head` and `number`), longest
    first, the number kept apart: "Rač. 2", "R. 2" for "Računalo 2"; a name of more words
    by its short forms ("C. Novak 2", "C.N. 2")."""
    if len(head.split()) > 1:
        heads = short_forms(head)
    else:
        most = min(SHORT_WORD, cell_len(head) - 1)
        heads = [set_cell_size(head, cells).rstrip() + "." for cells in range(most, 0, -1)]
    return [f"{word} {number}" for word in heads]


def short_forms(name: str) -> list[str]:
    """A name's shorter forms a player still reads as the name, longest first: the first
    name ("Cecilija" for "Cecilija Novak"), the initial and the surname ("C. Novak"), the
    initials ("C.N."); a name of one word, its start marked as shortened ("Bartol.")."""
    words = name.split()
    if len(words) > 1:
        first, last = words[0], words[-1]
        initials = "".join(word[0] + "." for word in words)
        return [first, f"{first[0]}. {last}", f"{first[0]}.{last}", initials]
    return [set_cell_size(name, cells).rstrip() + "." for cells in range(cell_len(name) - 2, 1, -1)]


def told_apart(names: list[str], width: int) -> list[str]:
    """`names` in at most `width` cells each, whole where they fit, else each in its longest
    short form (`short_forms`) that fits and that no other name is or may be shortened to
    (two Cecilijas are "C. Novak" and "C. Horvat", never both "Cecilija"); `abbreviated` (a
    number kept, a cut marked) only for a name that has no such form."""
    shown: list[str] = []
    for index, name in enumerate(names):
        if cell_len(name) <= width or name.rpartition(" ")[2].isdigit():
            shown.append(abbreviated(name, width))
            continue
        others = [other for at, other in enumerate(names) if at != index and other != name]
        taken = set(others).union(*(short_forms(other) for other in others))
        fitting = [form for form in short_forms(name) if cell_len(form) <= width]
        unique = (form for form in fitting if form not in taken)
        shown.append(next(unique, abbreviated(name, width)))
    return shown


def header_names(headers: Sequence[str], short: Sequence[str], width: int) -> list[str]:
    """A card's headers in `width` cells: a Yamb sheet's columns by their `short` names where
    the whole ones do not fit; players' names (no `short`) in short forms still told apart,
    so that two names of one start are never cut alike ("Ana Marija K…" twice)."""
    if short:
        pairs = zip(headers, short, strict=True)
        return [brief if cell_len(name) > width else name for name, brief in pairs]
    return told_apart(list(headers), width)

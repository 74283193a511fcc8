"""Players' names in fewer cells: whole where they fit, else a short form still told apart."""

from __future__ import annotations

from rich.cells import cell_len, set_cell_size


def abbreviated(name: str, width: int, mark: str = "…") -> str:
    """`name` in at most `width` cells. A number that ends it is kept, so that "Igrač 1" and
    "Igrač 2" stay apart and read as players: "Igrač1", then "Igr.1", "I1"; another name is
    cut, `mark` (an ellipsis) showing the cut."""
    if cell_len(name) <= width:
        return name
    head, _, number = name.rpartition(" ")
    if head and number.isdigit() and width > len(number):
        if cell_len(head) + len(number) <= width:
            return head + number
        room = width - len(number) - 1
        if room < 1:
            return set_cell_size(head, 1) + number
        return set_cell_size(head, room).rstrip() + "." + number
    return set_cell_size(name, max(0, width - cell_len(mark))) + mark

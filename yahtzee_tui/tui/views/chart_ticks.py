"""Round figures along a chart's axis. plotext writes its own ticks with a decimal point
("248.2"), where the rest of the app writes hr/sr/sl figures with a comma: the charts set
whole numbers instead, which read the same in every language."""

from __future__ import annotations


def whole_ticks(low: float, high: float, most: int) -> list[int]:
    """At most `most` round numbers from `low` to `high`, spaced 1, 2, 5, 10, 20, 50... apart."""
    step = 1
    while (high - low) / step > most - 1:
        step = step * 5 // 2 if str(step)[0] == "2" else step * 2  # 1, 2, 5, 10, 20, 50...
    first = -int(-low // step) * step  # the first multiple of `step` from `low` up
    return list(range(first, int(high) + 1, step))

"""How often a client asks again while the server answers `busy`: quickly for about half a
minute, then less and less often, never past the longest wait."""

from __future__ import annotations

from yahtzee_tui.net.link import BUSY_DELAY, QUICK_BUSY_TRIES, busy_wait


def test_the_first_busy_answers_are_asked_again_within_a_second():
    waits = [busy_wait(BUSY_DELAY, 15.0, tries) for tries in range(1, QUICK_BUSY_TRIES + 1)]
    assert set(waits) == {BUSY_DELAY}
    assert sum(waits) >= 25  # about half a minute of quick tries


def test_a_long_outage_is_asked_about_less_and_less_often_up_to_the_longest_wait():
    waits = [busy_wait(BUSY_DELAY, 15.0, tries) for tries in range(QUICK_BUSY_TRIES, 200)]
    assert waits == sorted(waits)
    assert waits[1] > BUSY_DELAY
    assert max(waits) == 15.0


def test_a_longest_wait_below_the_busy_delay_bounds_every_wait():
    assert {busy_wait(BUSY_DELAY, 0.5, tries) for tries in range(1, 100)} == {0.5}

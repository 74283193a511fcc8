"""How long a test waits for what it expects before it calls the wait hung: one rule for
every waiting helper of the suite.

A wait ends as soon as what it waits for has come, so a generous deadline costs a passing test
nothing on any machine; only a test that is failing anyway waits it out. The deadlines are
therefore set for a slow machine kept busy by other work (10 million steps of a plain Python
loop in 1.7 s, one core taken), not for the machine a test was written on. A machine slower
still sets YAHTZEE_TEST_DEADLINES to a factor that scales every deadline (`3`: three times as
long).
"""

from __future__ import annotations

import os

SCALE_VARIABLE = "YAHTZEE_TEST_DEADLINES"

# What most waits allow: an app showing a screen, a server answering, a process starting.
WAIT = 60.0


def _scale() -> float:
    text = os.environ.get(SCALE_VARIABLE, "").strip()
    if not text:
        return 1.0
    try:
        scale = float(text)
    except ValueError:
        scale = 0.0
    if not 0 < scale < 1000:
        raise ValueError(f"{SCALE_VARIABLE}={text!r}: give a factor above 0, such as 2")
    return scale


SCALE = _scale()


def deadline(seconds: float = WAIT) -> float:
    """`seconds` as allowed on this machine (times the factor of YAHTZEE_TEST_DEADLINES)."""
    return seconds * SCALE

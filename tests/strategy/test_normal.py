"""The normal distribution the win level reads: right to 2e-7, and built from plain arithmetic."""

from __future__ import annotations

import math

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from yahtzee_tui.strategy import normal


@given(st.floats(min_value=-12, max_value=12, allow_nan=False))
def test_the_distribution_function_is_the_normal_one(z):
    assert abs(float(normal.cdf(z)) - 0.5 * math.erfc(-z / math.sqrt(2))) < 2e-7
    assert abs(float(normal.pdf(z)) - math.exp(-z * z / 2) / math.sqrt(2 * math.pi)) < 2e-7


def test_it_is_symmetric_and_rises():
    z = np.linspace(-9, 9, 20001)
    found = normal.cdf(z)
    assert np.all(np.diff(found) >= 0)
    assert np.allclose(found + normal.cdf(-z), 1.0, atol=1e-15)
    assert float(normal.cdf(0.0)) == 0.5
    assert (
        float(normal.cdf(np.inf)) == float(normal.cdf(8.0)) and float(normal.cdf(-np.inf)) < 1e-13
    )

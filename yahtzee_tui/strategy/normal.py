"""The standard normal distribution, the same bits on every processor.

NumPy's `exp` (and any `erf`) may be a different vectorised routine on another processor, and
a last-bit difference can tip a move. Here the density and the distribution function are
tabulated once with plain float arithmetic (a power series, range-halved `exp`) and read by
linear interpolation: only additions, multiplications and comparisons.
"""

from __future__ import annotations

from functools import cache

import numpy as np
import numpy.typing as npt

Floats = npt.NDArray[np.float64]
REACH = 8.0  # beyond ±REACH the distribution is 0 or 1 to double precision's eye
STEPS_PER_UNIT = 512  # interpolation error below 1e-7
_SQRT_2PI = 2.5066282746310002


def _exp(x: float) -> float:
    """e**x for x <= 0 by halving: a Taylor series at x / 2**10, then squared back."""
    small = x / 1024.0
    term, total = 1.0, 1.0
    for n in range(1, 12):
        term *= small / n
        total += term
    for _ in range(10):
        total *= total
    return total


def _cdf_exact(z: float) -> float:
    """Φ(z) for z >= 0: 1/2 + φ(z) (z + z³/3 + z⁵/15 + ...)."""
    density = _exp(-z * z / 2.0) / _SQRT_2PI
    term, total, n = z, z, 1
    while term > 1e-18 * total:
        n += 2
        term *= z * z / n
        total += term
    return 0.5 + density * total


@cache
def _tables() -> tuple[Floats, Floats]:
    grid = [i / STEPS_PER_UNIT for i in range(int(REACH * STEPS_PER_UNIT) + 2)]
    cdf = np.array([_cdf_exact(z) for z in grid])
    pdf = np.array([_exp(-z * z / 2.0) / _SQRT_2PI for z in grid])
    # Rounding in the series' last digits must not make the function fall anywhere.
    return np.minimum(np.maximum.accumulate(cdf), 1.0), pdf


def _interpolate(table: Floats, z: Floats) -> Floats:
    position = np.minimum(np.abs(z), REACH) * STEPS_PER_UNIT
    index = np.floor(position)
    fraction = position - index
    at = index.astype(np.intp)
    result: Floats = table[at] + (table[at + 1] - table[at]) * fraction
    return result


def cdf(z: npt.ArrayLike) -> Floats:
    """Φ(z), elementwise."""
    z = np.asarray(z, dtype=np.float64)
    upper = _interpolate(_tables()[0], z)
    result: Floats = np.where(z >= 0, upper, 1.0 - upper)
    return result


def pdf(z: npt.ArrayLike) -> Floats:
    """φ(z), elementwise."""
    z = np.asarray(z, dtype=np.float64)
    return _interpolate(_tables()[1], z)

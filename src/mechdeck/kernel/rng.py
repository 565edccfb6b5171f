"""Seeded pseudo-random numbers kept as one integer inside the game state (SplitMix64).

Keeping the generator state as a plain int makes cloning free, JSON trivial and replays bit-exact on any
Python version (random.Random's internals are neither small nor cheap to copy).

Die rolls may be fixed in advance (scenario files do it): ``state.counters[FIXED_ROLLS]`` is a queue of results that
``roll`` (and ``dice.roll_dice``) take before drawing from the generator, so a fixed roll leaves the generator where it
was.  A game without the queue pays one dictionary look-up per roll and plays exactly as before.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from .state import State

if TYPE_CHECKING:  # a type only: the compiled build makes these machine words; plain Python runs them as ints
    from mypy_extensions import i64

#: counters key of the queue of fixed die results (a tuple, first result first; removed when used up).
FIXED_ROLLS: Final = "fixed_rolls"

_MASK: Final = (1 << 64) - 1
_GOLDEN: Final = 0x9E3779B97F4A7C15


def mix_seed(seed: int) -> int:
    """The generator state for a user seed (any int, negative or huge included)."""
    return (seed * _GOLDEN + 0x632BE59BD9B4E019) & _MASK


def next_value(rng: int) -> tuple[int, int]:
    """Advance a generator state; returns (new state, 64-bit output)."""
    rng = (rng + _GOLDEN) & _MASK
    z = rng
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return rng, z ^ (z >> 31)


def below(state: State, n: int) -> int:
    """A uniform int in [0, n) drawn from state.rng (n >= 1)."""
    state.rng, z = next_value(state.rng)
    return z % n


# The shuffle runs SplitMix64 on 32-bit halves, with the multipliers split into 16-bit parts, so that every
# intermediate value stays below 2**50: the compiled build keeps them in machine words (i64) instead of allocating
# 128-bit Python ints, and plain Python gets the same numbers.  A reshuffle draws one value per card, on every
# reshuffle of every game.  Same stream as next_value (tests/kernel/test_rng.py checks it against the formula).
_M32: Final = 0xFFFFFFFF
_M16: Final = 0xFFFF
_GOLDEN_HI: Final = _GOLDEN >> 32
_GOLDEN_LO: Final = _GOLDEN & _M32
# The multipliers 0xBF58476D1CE4E5B9 and 0x94D049BB133111EB by 16-bit parts, most significant first.
_A3: Final = 0xBF58
_A2: Final = 0x476D
_A1: Final = 0x1CE4
_A0: Final = 0xE5B9
_B3: Final = 0x94D0
_B2: Final = 0x49BB
_B1: Final = 0x1331
_B0: Final = 0x11EB


def _times(hi: i64, lo: i64, c3: i64, c2: i64, c1: i64, c0: i64) -> tuple[i64, i64]:
    """(hi, lo) times the multiplier with 16-bit parts c3..c0, modulo 2**64, as 32-bit halves."""
    p1 = lo * c1
    low = lo * c0 + ((p1 & _M16) << 16)
    carry = (low >> 32) + (p1 >> 16)
    cross = lo * c2 + (((lo * c3) & _M16) << 16) + hi * c0 + (((hi * c1) & _M16) << 16)
    return (carry + cross) & _M32, low & _M32


def shuffle(state: State, items: list) -> None:
    """Fisher-Yates shuffle in place with the state's generator: card i swaps with card next_value() % (i + 1)."""
    rng = state.rng
    hi: i64 = rng >> 32
    lo: i64 = rng & _M32
    i: i64 = len(items) - 1
    while i > 0:
        lo += _GOLDEN_LO
        hi = (hi + _GOLDEN_HI + (lo >> 32)) & _M32
        lo &= _M32
        zh = hi ^ (hi >> 30)  # z = state ^ (state >> 30)
        zl = lo ^ (((lo >> 30) | (hi << 2)) & _M32)
        zh, zl = _times(zh, zl, _A3, _A2, _A1, _A0)
        zl ^= ((zl >> 27) | (zh << 5)) & _M32  # z ^= z >> 27
        zh ^= zh >> 27
        zh, zl = _times(zh, zl, _B3, _B2, _B1, _B0)
        zl ^= ((zl >> 31) | (zh << 1)) & _M32  # z ^= z >> 31
        zh ^= zh >> 31
        m = i + 1
        j = ((zh % m) * ((1 << 32) % m) + zl) % m
        items[i], items[j] = items[j], items[i]
        i -= 1
    state.rng = (int(hi) << 32) | int(lo)


def take_fixed(state: State) -> Any:
    """The next fixed die result, taken off the queue (the key goes once it is empty), or None if none is queued."""
    counters = state.counters
    queue = counters.get(FIXED_ROLLS)
    if queue is None:
        return None
    if len(queue) > 1:
        counters[FIXED_ROLLS] = queue[1:]
    else:
        del counters[FIXED_ROLLS]
    return queue[0]


def fix_rolls(state: State, results: tuple) -> None:
    """Queue die results for the next rolls, after any already queued."""
    if results:
        state.counters[FIXED_ROLLS] = tuple(state.counters.get(FIXED_ROLLS, ())) + tuple(results)


def roll(state: State, sides: int = 6) -> int:
    """One die roll, 1..sides: the next fixed result if one is queued, else from the generator."""
    if FIXED_ROLLS in state.counters:
        fixed = take_fixed(state)
        if type(fixed) is not int or not 1 <= fixed <= sides:
            raise ValueError(f"the fixed die result {fixed!r} is not a roll of a {sides}-sided die")
        return fixed
    return below(state, sides) + 1

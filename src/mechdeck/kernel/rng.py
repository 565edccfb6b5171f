"""Seeded pseudo-random numbers kept as one integer inside the game state (SplitMix64).

Keeping the generator state as a plain int makes cloning free, JSON trivial and replays bit-exact on any
Python version (random.Random's internals are neither small nor cheap to copy).
"""
from __future__ import annotations

from typing import Final

from .state import State
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


def shuffle(state: State, items: list) -> None:
    """Fisher-Yates shuffle in place with the state's generator (next_value inlined: a reshuffle draws one value
    per card, on every reshuffle of every game)."""
    rng = state.rng
    golden, mask = _GOLDEN, _MASK  # locals: read once per card
    for i in range(len(items) - 1, 0, -1):
        rng = (rng + golden) & mask
        z = ((rng ^ (rng >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        j = (z ^ (z >> 31)) % (i + 1)
        items[i], items[j] = items[j], items[i]
    state.rng = rng


def roll(state: State, sides: int = 6) -> int:
    """One die roll, 1..sides."""
    return below(state, sides) + 1

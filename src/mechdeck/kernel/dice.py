"""Dice with custom faces, as data.

A ``Die`` is a name and its faces, each face a symbol name (``Die("attack", ("hit", "hit", "blank", "blank", "dodge",
"crit"))``); the chance of a symbol follows from how many faces show it.  Dice are static like card data: a rule set
builds them once and shares them between every state.

``roll_dice(state, player, dice)`` rolls from the kernel generator (rng.py), so a seed and the action list reproduce
every roll; it records the roll in ``state.counters[LAST_ROLL]`` as ``(player, ((die name, face), ...))`` for the
views, and says it in the public log.  A result queued with ``rng.fix_rolls`` (what a scenario file's ``dice:`` does)
is taken before the generator: for a ``Die`` the queued result is a face name, for ``rng.roll`` a number.
"""
from __future__ import annotations

from .rng import FIXED_ROLLS, below, take_fixed
from .state import State

#: counters key of the last roll: (player, ((die name, face), ...)).
LAST_ROLL = "last_roll"


class Die:
    """A die: its name and its faces (symbol names, one per face, repeats allowed)."""

    __slots__ = ("name", "faces")

    def __init__(self, name: str, faces: tuple[str, ...]):
        faces = tuple(faces)
        if not faces or not all(isinstance(face, str) and face for face in faces):
            raise ValueError(f"die {name!r}: the faces are one or more symbol names, not {faces!r}")
        self.name = name
        self.faces = faces

    def __repr__(self):
        return f"Die({self.name!r}, {self.faces!r})"

    def chances(self) -> dict[str, float]:
        """Each symbol's chance of being rolled (faces showing it / faces)."""
        return {face: self.faces.count(face) / len(self.faces) for face in dict.fromkeys(self.faces)}

    def roll(self, state: State) -> str:
        """One face: the next fixed result if one is queued (it must be a face of this die), else from the
        generator.  Not recorded: ``roll_dice`` is what a rule set calls."""
        if FIXED_ROLLS in state.counters:
            fixed = take_fixed(state)
            if fixed not in self.faces:
                raise ValueError(f"the fixed die result {fixed!r} is not a face of the {self.name} die "
                                 f"({', '.join(dict.fromkeys(self.faces))})")
            return fixed
        return self.faces[below(state, len(self.faces))]


def roll_dice(state: State, player: int, dice: tuple[Die, ...]) -> tuple[str, ...]:
    """``player`` rolls ``dice`` together: the faces, in the order of ``dice``; recorded as the last roll and logged
    for everyone."""
    faces = tuple(die.roll(state) for die in dice)
    state.counters[LAST_ROLL] = (player, tuple((die.name, face) for die, face in zip(dice, faces)))
    state.say(f"P{player + 1} rolls " + ", ".join(f"{face} ({die.name})" for die, face in zip(dice, faces)))
    return faces

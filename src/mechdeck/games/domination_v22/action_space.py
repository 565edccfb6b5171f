"""Domination v2.2's action catalogue and observation layout: the family's (domination/action_space.py) plus the
choices of ComStar Engineers (abilities.COMSTAR)."""
from __future__ import annotations

from mechdeck.kernel.spaces import ActionCatalogue, ObservationSpec, verb_product

from ..domination import action_space
from .abilities import COMSTAR


def catalogue(rules, config: dict) -> ActionCatalogue:
    # ("put on deck", "HEAVY ARMOR"): where a hit Atlas goes (core.py's _hit_options)
    return action_space.catalogue(rules, [*verb_product("choose", COMSTAR), ("put on deck", "HEAVY ARMOR")])


def observation_spec(rules, config: dict) -> ObservationSpec:
    return action_space.observation_spec(rules)

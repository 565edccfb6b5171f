"""mechdeck's games for OpenSpiel: ``register()`` makes every rule set loadable with ``pyspiel.load_game``.

    import pyspiel
    from mechdeck.openspiel import register

    names = register()   # ['mechdeck_battletech_tcg', 'mechdeck_domination_v2_2', ...]
    game = pyspiel.load_game("mechdeck_war_rig", {"players": 3})

The games, their parameters and what each state method returns: mechdeck/env/spiel.py and docs/research.md.
Needs ``open_spiel`` (pyspiel) installed.
"""
from __future__ import annotations

from mechdeck.env.spiel import (DeterminizedBot, MechdeckGame, MechdeckState, StandingEvaluator, game_name,
                                 register)

__all__ = ["register", "game_name", "MechdeckGame", "MechdeckState", "DeterminizedBot", "StandingEvaluator"]

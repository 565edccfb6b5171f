"""Card abilities of the BattleTech TCG: one module per kind of card, each filling the tables of registry.py with
the building blocks of building_blocks.py and its own code (README.md lists them).
``load_all()`` imports them all (the rule set does so at start-up); ``implemented_numbers()`` is what
``mechdeck cards --rules battletech-tcg`` reports as implemented; ``where(number)`` names the module of a card.
Modules here import the engine modules of the package and mechdeck.kernel only."""
from __future__ import annotations

import importlib

from .registry import implemented_numbers, where

__all__ = ["CARD_MODULES", "implemented_numbers", "load_all", "where"]

# The card modules, loaded in this order: it is the order of the hooks they append to the engine's lists, which
# matters where those lists run in turn (TRIGGERS such as "turn_end", STATIC["modify_damage"], the deploy-window
# options, the die-roll modifiers); see README.md.
CARD_MODULES = ("card_flow", "mechs", "missions_cards", "pilots", "battle_commands", "one_shots", "resources",
                "subterfuge", "dice_and_infantry", "leaders_and_sites", "terrain_and_factions", "counters", "units",
                "legacies_and_alliances", "high_command_and_box_powers")


def load_all() -> None:
    for name in CARD_MODULES:
        importlib.import_module(f"{__name__}.{name}")

"""Card abilities of the BattleTech TCG: one module per card group, each filling the tables of registry.py.
``load_all()`` imports them all (the rule set does so at start-up); ``implemented_numbers()`` is what
``mechdeck cards --rules battletech-tcg`` reports as implemented.  Modules here import the engine modules of the
package and mechdeck.kernel only."""
from __future__ import annotations

import importlib

from .registry import implemented_numbers

__all__ = ["CARD_MODULES", "implemented_numbers", "load_all"]

CARD_MODULES = ("commands_b", "mechs", "missions_cards", "pilots", "commands_a", "subterfuge",
               "dice_and_infantry")  # card-group modules, loaded in order


def load_all() -> None:
    for name in CARD_MODULES:
        importlib.import_module(f"{__name__}.{name}")

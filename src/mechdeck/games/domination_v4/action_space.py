"""Domination v4's action catalogue and observation layout: the family's (domination/action_space.py) plus the
choices of its support cards (Munitions Factory, HPG) and Counterattack's "reveal k Overrun cards" for every k up to
all the Overrun cards of the game; its reactions area, Supply Row, Supply Deck and box."""
from __future__ import annotations

from mechdeck.kernel.spaces import ActionCatalogue, ObservationSpec, verb_product

from ..domination import action_space
from .abilities import HPG
from .core import REACT, ROW, SUPPLY_DECK

MUNITIONS = ("+2 Industry", "+1 LosTech")   # Munitions Factory's choice (abilities.py)
BOX = "box"


def overrun_reveals(rules) -> list[tuple]:
    """("reveal", "k Overrun card(s)") for k from 0 to the number of Overrun cards in the game, worded as
    Counterattack words them (abilities.py)."""
    most = sum(card.copies for card in rules.cards if card.type == "Overrun")
    return [("reveal", f"{k} Overrun card{'s' if k != 1 else ''}") for k in range(most + 1)]


def catalogue(rules, config: dict) -> ActionCatalogue:
    phrases = list(verb_product("choose", MUNITIONS + HPG)) + overrun_reveals(rules)
    return action_space.catalogue(rules, phrases)


def observation_spec(rules, config: dict) -> ObservationSpec:
    return action_space.observation_spec(rules, shared_zones=(ROW, SUPPLY_DECK, BOX), count_zones=(SUPPLY_DECK, BOX),
                                         seat_zones=(REACT,))

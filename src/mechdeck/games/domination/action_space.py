"""The fixed spaces a learning agent sees in every Domination rule set (kernel/spaces.py): the action catalogue and
the observation layout, built from the rule set's card list.  Each rule set's own ``action_space.py`` adds the
option words only its cards use.

Options name card types, never copies (ruleset.py's ``option_targets``), so every catalogue is fixed per rule set:
the verbs without an argument, each card verb with every card name, the picks and scraps that say where the card is,
then the rule set's own phrases (choices of a support card, Overrun counts).
"""
from __future__ import annotations

from typing import Iterable

from mechdeck.kernel.spaces import ActionCatalogue, ObservationSpec, verb_product, verbs_product

from .core import ASIDE, DECK, DISCARD, HAND, PLAY, REVEAL, SCRAP, UNITS, pile
from .effects import VERSATILE

# Answers without an argument: end a phase or a pick, pass a reaction, the yes/no of an effect.
BARE_VERBS = ("end", "done", "pass", "play all", "discard", "discard it", "discard two cards", "draw a card",
              "put back", "put in discard", "put on deck", "refuse")
# Verbs followed by one card name: buys and gains, deployments and plays, damage, picks (core.py's _PICK_WORDS) and
# the choices of card effects.
CARD_VERBS = ("buy", "gain", "copy", "name", "deploy", "play", "use", "reveal", "damage", "choose", "return",
              "discard", "scrap", "set aside", "put back", "place on deck", "place", "return to hand")
# A card named with the place it is taken from.
PLACED_VERBS = ("scrap", "discard")
PLACES = ("from hand", "from deployment zone", "from discard pile")
SPECIAL = (("scrap", "top card", "of deck"), ("scrap it", "TANK"))

SEAT_ZONES = (HAND, DECK, DISCARD, ASIDE, PLAY, UNITS)
SHARED_ZONES = (SCRAP, REVEAL)
NUMBERS = ("turn", "actions", "buys", "industry", "lostech", "bought", "attack_bonus", "defense_bonus",
           "overrun_bonus", "catapult_used", "hunchback_used", "generals", "skip_draw", "extra_turn",
           "extra_turn_next", "platoon_bought", "topdeck", "no_lostech", "no_overrun")
PHASES = ("combat", "action", "buy")
KINDS = ("action", "buy", "choose", "combat", "damage", "damage-opponent", "damaged", "overrun-scrap", "pick",
         "place-gained", "reaction", "reveal", "name-card")


def catalogue(rules, phrases: Iterable[tuple]) -> ActionCatalogue:
    """Every action of a Domination rule set; ``phrases``: its own options beyond the shared ones."""
    names = [card.name for card in rules.cards]
    actions: list[tuple] = [(verb,) for verb in BARE_VERBS]
    actions.extend(verbs_product(CARD_VERBS, names))
    actions.extend(verbs_product(PLACED_VERBS, names, PLACES))
    actions.extend(SPECIAL)
    actions.extend(verb_product("choose", VERSATILE))
    actions.extend(o for o in phrases if o not in actions)
    return ActionCatalogue(rules.id, actions)


def observation_spec(rules, shared_zones: tuple = (), count_zones: tuple = (),
                     seat_zones: tuple = ()) -> ObservationSpec:
    """The zones every Domination game has, each Supply pile by its size, the turn's counters; a rule set adds its
    own zones (v4: the reactions area, the row and its decks)."""
    piles = tuple(pile(card.name) for card in rules.cards)
    return ObservationSpec(
        type_count=len(rules.names),
        seat_zones=SEAT_ZONES + seat_zones,
        shared_zones=SHARED_ZONES + shared_zones + piles,
        count_zones=piles + DECK + count_zones,
        numbers=NUMBERS,
        seat_counters=("active", "first_player"),
        choices=(("phase", PHASES),),
        kinds=KINDS)

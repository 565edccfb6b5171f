"""The BattleTech TCG's action catalogue and observation layout (kernel/spaces.py), for the learning environments.

Options name card instances (the TCG's views show instance ids: ids are dealt after the decks are shuffled, so an id
says nothing about the card behind it), so the catalogue enumerates the instance ids of the configuration: the two
decks' sizes fix them (``deck_numbers`` reads a preset or a list without dealing anything).  A *site* is an instance
or one of the names a mission or a damage effect gives a Stockpile or Scrapheap.  Numbers are enumerated up to what
the game can reach: a count of cards up to all the game's cards, a unit's option number up to ``OPTION_NUMBERS``.
Every other argument is a word from the static data: ability keys (abilities/registry.py), card titles, assets,
the no-drawback options.
"""
from __future__ import annotations

from mechdeck.kernel.spaces import ActionCatalogue, ObservationSpec, verb_product, verbs_product

from .abilities.registry import ABILITIES
from .board import (ASSETS, ATTACHED, BUILD, COUNTER_KINDS, HAND, MISSION, PATROL, POST, REGION_HOSTS, REMOVED, SCRAP,
                    STOCK)
from .cards import CARDS
from .dice import MODIFY
from .missions import NO_DRAWBACK, SITES

# Answers without an argument.
BARE_VERBS = ("done", "no more blockers", "no block", "cancel", "let go", "mission", "include target",
              "keep target out", "return in order", "shuffle", "let it be", "pass", "keep", "draw", "go", "challenge",
              "accept", "restock top card", "leave it", "ask to see", "do not ask", "end arms reduction",
              "attack stockpile", "+2 attack", "+2 armor")
# Verbs followed by one card instance or site.
CARD_VERBS = ("add", "block", "bombard", "boost", "build", "choose", "damage", "deploy", "deploy revealed", "divert",
              "double", "expose", "give away", "guard", "hire", "hit", "mech", "move counter to", "on", "patrol",
              "pay for", "play", "prevent", "repair", "replace", "restock", "return", "reveal", "reveal ISF", "scrap",
              "see", "shell", "site", "stay", "steal", "stock", "take", "tap", "target", "to patrol", "train", "unpin",
              "untap")
# Verbs followed by a unit and a site (damage assignment, guards, missiles, enhancements and pilots moved).
UNIT_SITE_VERBS = ("assign", "assign all", "missile", "guard", "reassign", "move enhancement")
# A unit's printed or added Overheat, Alpha Strike and Jump options, by number.
OPTION_VERBS = ("overheat", "alpha strike", "jump")
OPTION_NUMBERS = 8
# Counts: counters hidden or guessed (Shady Business, Hide), deposits withdrawn (Comstar Bank Account).
COUNT_VERBS = ("hide", "guess", "withdraw")
# A die roll's modifiers (dice.py's AFTER_ROLL hooks: Coventry, NAIS, spotters); later ones (dice.MODIFY's other keys:
# Smoke Jaguar High Command, Star Commander) come at the catalogue's end, so that these keep their indices.
ROLL_MODIFIERS = ("coventry reroll", "nais", "spotter", "targeting ace +1", "targeting ace -1")
PILE_SITES = SITES + STOCK + SCRAP   # a mission's "stock"/"scrap" and a damage effect's "stock0", "scrap1", ...

KINDS = ("add-blocker", "assign-damage", "attach", "battle-effects", "block", "choose", "declare-mission",
         "deploy-phase", "end-of-turn", "guard", "include-target", "missions-phase", "pay", "reaction",
         "repair-phase", "redirect-damage", "pick", "answer", "draw", "victim", "out", "back")


def instance_count(config: dict) -> int:
    """The number of card instances of a game with this set-up: the two decks' sizes."""
    from .decks import card_format
    from .rules import DEFAULT_DECKS, deck_numbers   # rules.py imports this module's callers lazily
    specs = config.get("decks", DEFAULT_DECKS)
    chosen = card_format(config["format"]) if "format" in config else "whole"
    return sum(len(deck_numbers(spec, seat, card_format=chosen)) for seat, spec in enumerate(specs))


def catalogue(rules, config: dict) -> ActionCatalogue:
    cards = range(instance_count(config))
    sites = tuple(cards) + PILE_SITES
    keys = sorted({ability.key for abilities in ABILITIES.values() for ability in abilities})
    titles = sorted({card.name for card in CARDS})
    actions: list[tuple] = [(verb,) for verb in BARE_VERBS]
    actions.extend(verbs_product(CARD_VERBS, sites))
    actions.extend(verbs_product(UNIT_SITE_VERBS, cards, sites))
    # a mission's target site in the battle deals its damage too (a Stockpile given attack by an Enhancement)
    actions.extend(verbs_product(("assign", "assign all"), SITES, cards))
    actions.extend(verbs_product(OPTION_VERBS, cards, range(OPTION_NUMBERS)))
    actions.extend(verbs_product(COUNT_VERBS, range(len(cards) + 1)))
    actions.extend(verb_product("move infantry", sites, sites))
    actions.extend(verb_product("redirect", sites, sites + ("infantry",)))
    actions.extend(verb_product("decline", cards, NO_DRAWBACK))
    actions.extend(verb_product("use", cards, keys))
    actions.extend(verb_product("modify", cards, ROLL_MODIFIERS))
    actions.extend(verb_product("stockpile", (0, 1)))
    actions.extend(verb_product("gain", ASSETS))
    actions.extend(verb_product("next", titles))
    actions.extend(verb_product("retrieve", titles))
    actions.extend(verb_product("take", titles))   # a card named by its title (First Circuit Summons)
    actions.extend(verb_product("give -1 initiative to", ("P1", "P2")))   # Sharilar Mori
    actions.extend(verb_product("bombard", ("attackers", "blockers")))    # Artillery Bombardment
    actions.extend(verb_product("on", REGION_HOSTS))   # a Terrain card goes into a region (T757); last: indices kept
    actions.extend(verb_product("asset", ASSETS))   # an asset chosen (ComStar Support, Work Stoppage ...): after them
    actions.extend(verb_product("replace counter", cards, tuple(COUNTER_KINDS.values())))   # Underworld Connections
    actions.extend(verb_product("modify", cards, tuple(sorted(set(MODIFY) - set(ROLL_MODIFIERS)))))
    return ActionCatalogue(rules.id, actions)


def observation_spec(rules, config: dict) -> ObservationSpec:
    return ObservationSpec(
        type_count=len(CARDS),
        seat_zones=(HAND, STOCK, SCRAP, BUILD, POST, PATROL, ATTACHED, REMOVED),
        shared_zones=(MISSION,),
        count_zones=STOCK,
        numbers=("turn", "deploys"),
        seat_numbers=(("built0", "built1"), ("restocked0", "restocked1")),
        seat_counters=("active", "first_player"),
        marks=("tap", "dep", "dmg", "cc"),
        kinds=KINDS)

"""War Rig's action catalogue and observation layout (kernel/spaces.py), for the learning environments, built from the
content (a designer's content file gives its own) and the seat count: the topology's pieces and nodes, the cards,
the cube colours and the dice.

An option names pieces, nodes, cards and colours by name, so every argument comes from static data: the acting
squad is one of the squads, a target any piece; a Drive names its path, and the catalogue holds every path of
distinct linked nodes up to the longest Drive a movement system allows (``links_per_drive``, ``..._light``); a
face-down plan spied on is named by its location and its number in that catalogue (up to the number of cards).
"""
from __future__ import annotations

from mechdeck.kernel.spaces import ActionCatalogue, ObservationSpec, verb_product, verbs_product

from .actions import LOOSE_SOURCE, STOCK_SOURCE
from .construction import RETURN, STORE, TAKE
from .content import COLOURS
from .layout import (ACTIVE, FIRST, PHASE, ROUND, SETUP_PHASE, ACTIVATIONS, TURN, catalogue_zone, display_zone,
                     equipment_zone, face_up_zone, plans_zone, stock_zone, stolen_zone)
from .rig import TARGETING

BARE_VERBS = ("end", "stop", "no-reroll")
# The acting squad alone, or any one piece (a rig, a site, a squad).
PIECE_VERBS = ("activate", "done", "coerce", "decamp", "encamp", "scavenge", "refine", "recruit", "roll-green",
               "reroll-green", "keep-green", "turn-face-up", "repel", "let-in", "surrender", "take-hit",
               "no-counter-attack", "no-release", "ride", "depart", "extinguish", "arc", "splash", "target-part")
# A squad and a target piece.
SQUAD_PIECE_VERBS = ("attack", "rescue", "recruit", "coerce", "counter-attack", "release", "sabotage", "fight-fire")
# A squad and a card, a squad and a colour, any piece and a colour.
SQUAD_CARD_VERBS = ("plans", "construct", "equip", "stow", "espionage", "give")
SQUAD_COLOUR_VERBS = ("drop", "give")
KINDS = ("activate", "assign-equipment", "counter-attack", "drop", "equip", "espionage", "gather", "hit", "recruit",
         "repel", "squad-action", "surrender", "release", "ride", "reroll", "target-part", "arc", "splash", "pay",
         "refine", "coerce", "extinguish")


def drive_tails(topology, longest: int) -> list[tuple[str, ...]]:
    """Every path of 1 to ``longest`` links through distinct nodes, without its first node (a Drive's option)."""
    tails: set[tuple[int, ...]] = set()
    frontier: list[tuple[int, ...]] = [(n,) for n in range(len(topology.nodes))]
    for _ in range(longest):
        frontier = [path + (b,) for path in frontier for b in topology.neighbours[path[-1]] if b not in path]
        tails.update(path[1:] for path in frontier)
    return sorted(tuple(topology.nodes[n] for n in tail) for tail in tails)


def catalogue(rules, config: dict) -> ActionCatalogue:
    layout = rules.layout_for(rules.check_players(config.get("players", rules.min_players)))
    topo, content = layout.topology, rules.content
    pieces = topo.pieces
    squads = pieces[:layout.squad_count]
    cards = tuple(dict.fromkeys(card.name for card in content.cards.values()))
    locations = tuple(loc.id for loc in content.map.locations)
    weapon_slots = tuple(dict.fromkeys(piece.rpartition(" ")[0] for piece in pieces))
    longest = max((value for card in content.cards.values() for key, value in card.params
                   if key.startswith("links_per_drive")), default=1)
    faces = tuple(dict.fromkeys((die, face.name) for die, spec in content.dice.items() for face in spec.faces))
    actions: list[tuple] = [(verb,) for verb in BARE_VERBS]
    actions.extend(verbs_product(PIECE_VERBS, pieces))
    actions.extend(verbs_product(SQUAD_PIECE_VERBS, squads, pieces))
    actions.extend(verbs_product(SQUAD_CARD_VERBS, squads, cards))
    # rig tech is built into a chassis: the option names the slot's chassis too (construction.construct_option)
    rig_tech = tuple(dict.fromkeys(card.name for card in content.cards.values() if card.kind == "rig_tech"))
    actions.extend(verb_product("construct", squads, rig_tech, weapon_slots))
    actions.extend(verbs_product(SQUAD_COLOUR_VERBS, squads, COLOURS))
    actions.extend(verb_product("pay", pieces, COLOURS))
    actions.extend(verb_product("move", squads, topo.nodes))
    actions.extend(verb_product("assign", cards, squads))
    actions.extend(verb_product("gather", squads, COLOURS, (STOCK_SOURCE, LOOSE_SOURCE)))
    actions.extend(verb_product("depot", squads, (STORE, TAKE), COLOURS))
    actions.extend(verb_product("refine", squads, (RETURN, TAKE), COLOURS))
    actions.extend(verb_product("cover", squads, squads, cards))
    actions.extend(verb_product("espionage", squads, locations, [str(i + 1) for i in range(len(content.cards))]))
    actions.extend(verb_product("fire", squads, weapon_slots, pieces))
    actions.extend(("reroll",) + face for face in faces)
    actions.extend(verb_product("reroll", (TARGETING,), pieces))
    actions.extend(("drive", squad) + tail for squad in squads for tail in drive_tails(topo, longest))
    return ActionCatalogue(rules.id, actions)


def observation_spec(rules, config: dict) -> ObservationSpec:
    players = rules.check_players(config.get("players", rules.min_players))
    seats = range(players)
    tech = tuple(dict.fromkeys(card.plans_location for card in rules.content.cards.values() if card.plans_location))
    per_seat = [equipment_zone, stock_zone, display_zone, face_up_zone, stolen_zone]
    seat_zones = [tuple(zone(s) for s in seats) for zone in per_seat]
    for location in tech:
        seat_zones += [tuple(catalogue_zone(s, location) for s in seats), tuple(plans_zone(s, location) for s in seats)]
    return ObservationSpec(
        type_count=len(rules.card_ids),
        seat_zones=seat_zones,
        numbers=(ROUND, TURN),
        seat_counters=(ACTIVE, FIRST),
        choices=((PHASE, (SETUP_PHASE, ACTIVATIONS)),),
        board=True,
        kinds=KINDS)

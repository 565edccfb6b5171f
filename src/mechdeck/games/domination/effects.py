"""Card effects that read the same in every rule set of the Domination family, as script steps (see script.py):
v2.2 and v4 reference these under their own card names (Reinforcements, Mobilization / Repair Facility, Invasion
Fleet / UAV, Strategic Bombing / Night Assault, Stolen Technology / Refinery, Supply Route / Supply Run, VERSATILE,
SWARM ATTACK, JUMP JETS, SCOUT, ...).  Where an effect reaches the Supply it goes through the rule set's hooks
(``table_of(state.rules_id).supply_names`` / ``.gain_named``): v2.2 has piles, v4 piles and a Supply Row."""
from __future__ import annotations

from typing import Final

from mechdeck.kernel.state import Frame, State

from mechdeck.kernel.zones import move

from .core import (ASIDE, DECK, DISCARD, HAND, REVEAL, SCRAP, UNITS, ask, damage, draw, hit, name_of,
                   pick_cards, reveal_top, who)
from .knowledge import shown_to, shown_to_all
from .table import COST, IS_RESOURCE, IS_SUPPORT, IS_UNIT, LOSTECH, PLATOONS, table_of


def add(state: State, key: str, n: int) -> None:
    state.counters[key] += n


def units_count(state: State, p: int) -> int:
    return len(state.zones[UNITS[p]])


def back_on_top(state: State, p: int) -> None:
    """Return what is left in the revealed area to the top of p's deck (order kept): both players saw them."""
    shown_to_all(state, state.zones[REVEAL])
    state.zones[DECK[p]].extend(state.zones[REVEAL])
    state.zones[REVEAL].clear()


def discard_revealed(state: State, p: int) -> None:
    state.zones[DISCARD[p]].extend(state.zones[REVEAL])
    state.zones[REVEAL].clear()


def discard_one(state: State, f: Frame):
    pick_cards(state, f.player, HAND[f.player], DISCARD[f.player], 1, "discard", record="discarded")


def gain_choice(state: State, f: Frame, keep, prompt: str, into: str = "gain"):
    options = [("gain", n) for n in table_of(state.rules_id).supply_names(state, keep)]
    if options:
        ask(state, f.player, options, prompt, into)


def gain_chosen(state: State, f: Frame):
    if "gain" in f.locals:
        table_of(state.rules_id).gain_named(state, f.player, f.locals["gain"][1], f.locals.get("dest"))


# -- Support cards ---------------------------------------------------------------------------------------------------
def reveal_four_take_units(state: State, f: Frame):
    """Reinforcements: reveal 4, Units into the hand, the rest back on top in the player's order."""
    p: int = f.player
    for _ in range(4):
        reveal_top(state, p)
    types = state.card_types
    units = [c for c in state.zones[REVEAL] if IS_UNIT[types[c]]]
    shown_to_all(state, units)
    for c in units:
        move(state, c, REVEAL, HAND[p])
    if units:
        state.say(f"{who(p)} puts " + ", ".join(name_of(state, c) for c in units) + " into the hand")
    # The rest go back in the owner's chosen order: each card put back lands on top of the previous one.
    pick_cards(state, p, REVEAL, DECK[p], len(state.zones[REVEAL]), "put back")


def draw_to_six(state: State, f: Frame):
    """Mobilization (v2.2), Repair Facility (v4)."""
    p: int = f.player
    need = 6 - len(state.zones[HAND[p]])
    if need > 0:
        draw(state, p, need)
    if units_count(state, p) < units_count(state, 1 - p):
        add(state, "actions", 1)


def reveal_hand_draw_two(state: State, f: Frame):
    """Invasion Fleet (v2.2), UAV (v4)."""
    p: int = f.player
    hand = state.zones[HAND[p]]
    types = state.card_types
    shown_to(state, 1 - p, hand)
    state.say(f"{who(p)} reveals a hand of " + ", ".join(name_of(state, c) for c in hand) if hand else
              f"{who(p)} has no cards in hand to reveal")
    if not any(IS_UNIT[types[c]] or IS_SUPPORT[types[c]] for c in hand):
        draw(state, p, 2)


def discard_three(state: State, f: Frame):
    """Staging Ground."""
    pick_cards(state, f.player, HAND[f.player], DISCARD[f.player], 3, "discard")


def unit_back_to_hand(state: State, f: Frame):
    """Tactical Redeployment (v2.2), Redeployment (v4)."""
    pick_cards(state, f.player, UNITS[f.player], HAND[f.player], 1, "return to hand", optional=True)


def set_aside_one(state: State, f: Frame):
    """Hidden Base (v2.2), Hidden Route (v4)."""
    pick_cards(state, f.player, HAND[f.player], ASIDE[f.player], 1, "set aside", public=False)


def scrap_resource(state: State, f: Frame):
    """Stolen Technology (v2.2), Refinery (v4): scrap a Resource card from hand ..."""
    pick_cards(state, f.player, HAND[f.player], SCRAP, 1, "scrap", keep="resource", record="scrapped")


def gain_resource_up_to_three_more(state: State, f: Frame):
    """... and gain a Resource costing up to 3 Industry more into the hand."""
    if not f.locals["scrapped"]:
        return
    t = state.card_types[f.locals["scrapped"][0]]
    f.locals["dest"] = HAND[f.player]
    gain_choice(state, f, lambda u: IS_RESOURCE[u] and COST[u] <= COST[t] + 3 and LOSTECH[u] <= LOSTECH[t],
                f"{f.locals['script']}: gain a Resource costing up to {COST[t] + 3} Industry, into your hand")


def gain_up_to_four_on_deck(state: State, f: Frame):
    """Supply Route (v2.2), Supply Run (v4)."""
    f.locals["dest"] = DECK[f.player]
    gain_choice(state, f, lambda t: COST[t] <= 4 and not LOSTECH[t],
                f"{f.locals['script']}: gain a card costing up to 4 Industry onto your deck")


# -- Support-Attack cards --------------------------------------------------------------------------------------------
def unit_on_deck_or_reveal_hand(state: State, f: Frame):
    """Forced Negotiations (v2.2), Urban Assault (v4): the opponent puts a Unit card from hand on top of his deck,
    or reveals a hand with none."""
    o = 1 - f.player
    types = state.card_types
    if any(IS_UNIT[types[c]] for c in state.zones[HAND[o]]):
        pick_cards(state, o, HAND[o], DECK[o], 1, "place on deck", keep="unit")
    else:
        hand = state.zones[HAND[o]]
        shown_to(state, f.player, hand)
        state.say(f"{who(o)} reveals a hand with no Unit cards: " + ", ".join(name_of(state, c) for c in hand)
                  if hand else f"{who(o)} has no cards in hand to reveal")


def reveal_three_discard_two(state: State, f: Frame):
    """Strategic Bombing (v2.2), Night Assault (v4): the opponent reveals 3; choose 2 to discard ..."""
    o = 1 - f.player
    for _ in range(3):
        reveal_top(state, o)
    pick_cards(state, f.player, REVEAL, DISCARD[o], min(2, len(state.zones[REVEAL])), "discard")


def rest_back_on_top(state: State, f: Frame):
    """... the other goes back on top of his deck."""
    back_on_top(state, 1 - f.player)


# -- Units -----------------------------------------------------------------------------------------------------------
def damage_a_mech(state: State, f: Frame):
    """SWARM ATTACK and the like: the opponent must damage a Mech."""
    damage(state, 1 - f.player, "mech")


def damage_infantry(state: State, f: Frame):
    """ANTI-INFANTRY."""
    damage(state, 1 - f.player, "infantry")


def flamers(state: State, f: Frame):
    """FLAMERS: the opponent damages all his Infantry Platoons."""
    o = 1 - f.player
    types = state.card_types
    damage(state, o, "platoon", n=sum(1 for c in state.zones[UNITS[o]] if types[c] in PLATOONS))


def damage_cheap_of_your_choice(state: State, f: Frame):
    """FAST ASSAULT (v2.2), OVERWHELMING (v4): a unit costing 5 Industry or less, of your choice."""
    damage(state, 1 - f.player, "cost<=", 5, chooser=f.player)


def jump_jets(state: State, f: Frame):
    """JUMP JETS: a unit costing 6 Industry or more."""
    damage(state, 1 - f.player, "cost>=", 6)


VERSATILE: Final[tuple[str, ...]] = ("+1 Card", "+1 Action", "+1 Industry")


def versatile_choose(state: State, f: Frame):
    ask(state, f.player, [("choose", o) for o in VERSATILE], "choose one: +1 Card, +1 Action or +1 Industry", "pick")


def versatile_apply(state: State, f: Frame):
    pick = f.locals["pick"][1]
    if pick == "+1 Card":
        draw(state, f.player, 1)
    elif pick == "+1 Action":
        add(state, "actions", 1)
    else:
        add(state, "industry", 1)


def expendable(state: State, f: Frame):
    """EXPENDABLE: damage this unit for +1 Attack."""
    add(state, "attack_bonus", 1)  # the damage itself is the cost; it is resolved before the bonus counts
    hit(state, f.player, f.locals["unit"])


def overheat(state: State, f: Frame):
    """OVERHEAT: damage this unit for +4 Attack."""
    add(state, "attack_bonus", 4)
    hit(state, f.player, f.locals["unit"])


def scout(state: State, f: Frame):
    """SCOUT: the opponent reveals the top card of his deck; you choose: back on top, or discarded."""
    o = 1 - f.player
    card = reveal_top(state, o)
    if card >= 0:
        ask(state, f.player, [("put back",), ("discard",)], f"Scout: put {name_of(state, card)} back on top of "
            f"{who(o)}'s deck or discard it?", "scout")


def scout_resolve(state: State, f: Frame):
    o = 1 - f.player
    if "scout" not in f.locals:
        return
    if f.locals["scout"][0] == "discard":
        state.say(f"{who(f.player)} has {who(o)} discard {name_of(state, state.zones[REVEAL][0])}")
        discard_revealed(state, o)
    else:
        back_on_top(state, o)

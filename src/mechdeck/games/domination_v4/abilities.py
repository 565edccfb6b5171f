"""Every Domination v4 card ability that is more than its printed "+N" bonus (data; applied before the script).
Scripts are run by the family's "script" op (mechdeck.games.domination.script); keyed by card name (played or
deployed), "use <name>" (start-of-combat abilities), "buy <name>" and "heat Stalker"."""
from __future__ import annotations

from typing import Final

from mechdeck.kernel import Frame, State, below, shuffle
from mechdeck.kernel.zones import find, move

from ..domination import effects
from ..domination.core import forget_shuffled
from ..domination.knowledge import shown_to, shown_to_all
from ..domination.script import SCRIPTS as _SCRIPT_TABLES
from .core import (BY_NAME, COST, DECK, DISCARD, HAND, IS_MECH, IS_OVERRUN, IS_RESOURCE, IS_SUPPORT, IS_UNIT,
                   LOSTECH, PLAY, REACT, REVEAL, RULES_ID, SCRAP, UNITS, ask, damage, draw, gain_named, gain_overrun,
                   hit, name_of, names_in, pick_cards, tid, who)


# Effects shared with v2.2 (mechdeck.games.domination.effects).
_add = effects.add
_units = effects.units_count
_back_on_top = effects.back_on_top
_discard_revealed = effects.discard_revealed
_discard_one = effects.discard_one
_gain_choice = effects.gain_choice
_gain_chosen = effects.gain_chosen
reinforcements = effects.reveal_four_take_units
repair_facility = effects.draw_to_six
uav = effects.reveal_hand_draw_two
staging_ground = effects.discard_three
redeployment = effects.unit_back_to_hand
hidden_route = effects.set_aside_one
refinery_scrap = effects.scrap_resource
refinery_gain = effects.gain_resource_up_to_three_more
supply_run = effects.gain_up_to_four_on_deck
urban_assault_opponent = effects.unit_on_deck_or_reveal_hand
night_assault = effects.reveal_three_discard_two
night_assault_rest = effects.rest_back_on_top
damage_mech = effects.damage_a_mech
damage_infantry = effects.damage_infantry
flamers = effects.flamers
overwhelming = effects.damage_cheap_of_your_choice
jump_jets = effects.jump_jets
versatile_choose = effects.versatile_choose
versatile_apply = effects.versatile_apply
expendable = effects.expendable
overheat = effects.overheat
scout = effects.scout
scout_resolve = effects.scout_resolve


def _scrap_played(state: State, f: Frame, name: str) -> None:
    """Scrap the copy of ``name`` this player has in play (an Overrun-Support card that paid for itself)."""
    p: int = f.player
    card = find(state, PLAY[p], tid(name))
    if card >= 0:
        move(state, card, PLAY[p], SCRAP)
        state.say(f"{who(p)} scraps {name}")


def _from_hand_or_zone(state: State, p: int, keep, verb: str) -> list:
    """Options to take a card passing ``keep`` from hand or deployment zone, plus "pass"."""
    options = [(verb, n, "from hand") for n in names_in(state, HAND[p], keep)]
    options += [(verb, n, "from deployment zone") for n in names_in(state, UNITS[p], keep)]
    return options + [("pass",)] if options else []


def _take_from(state: State, p: int, choice, dest: str) -> int:
    zone = HAND[p] if choice[2] == "from hand" else UNITS[p]
    card = find(state, zone, tid(choice[1]))
    move(state, card, zone, dest)
    state.say(f"{who(p)} {'scraps' if dest == SCRAP else 'discards'} {choice[1]} {_FROM[choice[2]]}")
    return card


# The log's words for the option texts that name where a card is taken from.
_FROM: Final = {"from hand": "from hand", "from deployment zone": "from the deployment zone",
                "from discard pile": "from the discard pile"}


def _discarded_type(f) -> int:
    return -1 if not f.locals.get("discarded") else f.locals["discarded"][0]


# -- Resources ------------------------------------------------------------------------------------------------------
def supply_drops(state: State, f: Frame):
    p: int = f.player
    card = find(state, PLAY[p], tid("Supply Drops"))
    state.zones.setdefault("pile:Supply Drops", [])
    move(state, card, PLAY[p], "pile:Supply Drops")
    state.say(f"{who(p)} returns Supply Drops to its Supply pile")


def munitions_choose(state: State, f: Frame):
    ask(state, f.player, [("choose", "+2 Industry"), ("choose", "+1 LosTech")], "Munitions Factory: +2 Industry or "
        "+1 LosTech?", "pick")


def munitions_apply(state: State, f: Frame):
    if f.locals["pick"][1] == "+2 Industry":
        _add(state, "industry", 2)
    else:
        _add(state, "lostech", 1)


def dropship(state: State, f: Frame):
    pick_cards(state, f.player, HAND[f.player], DECK[f.player], 1, "place on deck", public=False)


def strip_mining(state: State, f: Frame):
    pick_cards(state, f.player, HAND[f.player], SCRAP, 1, "scrap", keep="resource", optional=True)


# -- Overrun-Support cards -------------------------------------------------------------------------------------------
def heavy_casualties_choose(state: State, f: Frame):
    options = _from_hand_or_zone(state, f.player, lambda t: IS_UNIT[t], "discard")
    if options:
        ask(state, f.player, options, "Heavy Casualties: discard a Unit card to scrap this card?", "choice")


def heavy_casualties_apply(state: State, f: Frame):
    choice = f.locals.get("choice")
    if choice and choice[0] == "discard":
        _take_from(state, f.player, choice, DISCARD[f.player])
        _scrap_played(state, f, "Heavy Casualties")


def raided_supplies_choose(state: State, f: Frame):
    if len(state.zones[HAND[f.player]]) >= 2:
        ask(state, f.player, [("discard two cards",), ("pass",)], "Raided Supplies: discard two cards to scrap this "
            "card?", "choice")


def raided_supplies_discard(state: State, f: Frame):
    if f.locals.get("choice") == ("discard two cards",):
        pick_cards(state, f.player, HAND[f.player], DISCARD[f.player], 2, "discard")


def raided_supplies_scrap(state: State, f: Frame):
    """A step of its own, so that the card is scrapped (and logged) after the two discards, not before them."""
    if f.locals.get("choice") == ("discard two cards",):
        _scrap_played(state, f, "Raided Supplies")


def critical_hit_choose(state: State, f: Frame):
    options = _from_hand_or_zone(state, f.player, lambda t: IS_MECH[t], "scrap")
    if options:
        ask(state, f.player, options, "Critical Hit: scrap a Mech to scrap this card?", "choice")


def critical_hit_apply(state: State, f: Frame):
    choice = f.locals.get("choice")
    if choice and choice[0] == "scrap":
        _take_from(state, f.player, choice, SCRAP)
        _scrap_played(state, f, "Critical Hit")


# -- Support cards ---------------------------------------------------------------------------------------------------
def civilian_discard(state: State, f: Frame):
    pick_cards(state, f.player, HAND[f.player], DISCARD[f.player], 3, "discard")


def civilian_opponent(state: State, f: Frame):
    ask(state, 1 - f.player, [("draw a card",), ("pass",)], "Civilian Settlement: you may draw a card", "opp")


def civilian_apply(state: State, f: Frame):
    if f.locals.get("opp") == ("draw a card",):
        draw(state, 1 - f.player, 1)


def discard_any(state: State, f: Frame):
    p: int = f.player
    pick_cards(state, p, HAND[p], DISCARD[p], len(state.zones[HAND[p]]), "discard", optional=True, record="discarded")


def close_formation_draw(state: State, f: Frame):
    draw(state, f.player, len(f.locals.get("discarded", ())))


def combat_drop_actions(state: State, f: Frame):
    _add(state, "actions", len(f.locals.get("discarded", ())))


def combined_arms(state: State, f: Frame):
    gain_named(state, f.player, "Infantry Platoon", HAND[f.player])


def counterattack_choose(state: State, f: Frame):
    n = sum(1 for c in state.zones[HAND[f.player]] if IS_OVERRUN[state.card_types[c]])
    if n:
        ask(state, f.player, [("reveal", f"{k} Overrun card{'s' if k != 1 else ''}") for k in range(n, -1, -1)],
            "Counterattack: reveal Overrun cards from your hand (+1 Card each)", "reveal")


def counterattack_apply(state: State, f: Frame):
    if "reveal" in f.locals:
        k = int(f.locals["reveal"][1].split()[0])
        if k:
            shown = [c for c in state.zones[HAND[f.player]] if IS_OVERRUN[state.card_types[c]]][:k]
            shown_to(state, 1 - f.player, shown)
            state.say(f"{who(f.player)} reveals " + ", ".join(name_of(state, c) for c in shown))
            draw(state, f.player, k)


def fortified_palace(state: State, f: Frame):
    p: int = f.player
    for _ in range(5):
        if reveal(state, p) < 0:
            break
    revealed = state.zones[REVEAL]
    if not revealed:
        return
    top = max(COST[state.card_types[c]] for c in revealed)
    tied = [c for c in revealed if COST[state.card_types[c]] == top]
    card = tied[below(state, len(tied))] if len(tied) > 1 else tied[0]
    move(state, card, REVEAL, DISCARD[p])
    state.say(f"{who(p)} discards {name_of(state, card)}")
    if revealed:
        state.say(f"{who(p)} puts " + ", ".join(name_of(state, c) for c in revealed) + " into the hand")
    shown_to_all(state, revealed)
    state.zones[HAND[p]].extend(revealed)
    revealed.clear()


def reveal(state: State, p: int) -> int:
    from .core import reveal_top
    return reveal_top(state, p)


def heavy_manufacturing(state: State, f: Frame):
    pick_cards(state, f.player, HAND[f.player], SCRAP, 1, "scrap", keep="resource", optional=True, record="scrapped")


def heavy_manufacturing_apply(state: State, f: Frame):
    if f.locals.get("scrapped"):
        _add(state, "industry", 3)


HPG: Final[tuple[str, ...]] = ("+2 Cards", "+2 Actions", "+3 Industry", "+1 LosTech")


def hpg_choose(state: State, f: Frame):
    taken = f.locals.setdefault("taken", ())
    if len(taken) < 3:
        ask(state, f.player, [("choose", o) for o in HPG if o not in taken],
            f"HPG Uplink: choose a benefit ({3 - len(taken)} to go)", "pick")


def hpg_apply(state: State, f: Frame):
    pick = f.locals.pop("pick", None)
    if pick is None:
        return
    f.locals["taken"] = f.locals["taken"] + (pick[1],)
    _benefit(state, f.player, pick[1])
    if len(f.locals["taken"]) < 3:
        f.pc -= 2  # choose the next one


def _benefit(state: State, p: int, what: str) -> None:
    n = int(what[1])
    key = what.split()[1]
    if key.startswith("Card"):
        draw(state, p, n)
    elif key.startswith("Action"):
        _add(state, "actions", n)
    elif key == "Industry":
        _add(state, "industry", n)
    else:
        _add(state, "lostech", n)


def jumpship_gain(state: State, f: Frame):
    f.locals["dest"] = DECK[f.player]
    _gain_choice(state, f, lambda t: COST[t] <= 5 and not LOSTECH[t],
                 "Jumpship: gain a card costing 5 Industry or less onto your deck")


def merchant_caste(state: State, f: Frame):
    _gain_choice(state, f, lambda t: True, "Merchant Caste: gain a card from the Supply")


QUARTERMASTER: Final[tuple[str, ...]] = ("+1 Card", "+1 Action", "+1 Industry")


def quartermaster_choose(state: State, f: Frame):
    ask(state, f.player, [("choose", o) for o in QUARTERMASTER], "Quartermaster: choose a benefit", "pick")


def quartermaster_apply(state: State, f: Frame):
    _benefit(state, f.player, f.locals["pick"][1])


def salvage_team(state: State, f: Frame):
    state.counters["topdeck"] = True


def scientist_caste(state: State, f: Frame):
    state.counters["no_lostech"] = True


def scrap_for_parts_choose(state: State, f: Frame):
    options = _from_hand_or_zone(state, f.player, lambda t: IS_UNIT[t], "discard")
    if options:
        ask(state, f.player, options, "Scrap for Parts: discard a Unit card for +X Industry?", "choice")


def scrap_for_parts_apply(state: State, f: Frame):
    choice = f.locals.get("choice")
    if choice and choice[0] == "discard":
        card = _take_from(state, f.player, choice, DISCARD[f.player])
        _add(state, "industry", COST[state.card_types[card]])


def technician_choose(state: State, f: Frame):
    options = _from_hand_or_zone(state, f.player, lambda t: IS_MECH[t], "scrap")
    if options:
        ask(state, f.player, options[:-1], "Technician Caste: scrap a Mech", "choice")


def technician_apply(state: State, f: Frame):
    choice = f.locals.get("choice")
    if not choice:
        return
    _take_from(state, f.player, choice, SCRAP)
    f.locals["dest"] = HAND[f.player]
    _gain_choice(state, f, lambda t: IS_MECH[t], "Technician Caste: gain a Mech into your hand")


def warrior_caste(state: State, f: Frame):
    p: int = f.player
    options = [("scrap", n, "from hand") for n in names_in(state, HAND[p], lambda t: IS_RESOURCE[t])]
    options += [("scrap", n, "from discard pile") for n in names_in(state, DISCARD[p], lambda t: IS_RESOURCE[t])]
    if options and f.locals.get("scrapped", 0) < 2:
        ask(state, p, options + [("done",)], "Warrior Caste: scrap a Resource card (+1 Card each)", "choice")


def warrior_caste_apply(state: State, f: Frame):
    p: int = f.player
    choice = f.locals.pop("choice", None)
    if not choice or choice[0] == "done":
        draw(state, p, f.locals.get("scrapped", 0))
        return
    zone = HAND[p] if choice[2] == "from hand" else DISCARD[p]
    move(state, find(state, zone, tid(choice[1])), zone, SCRAP)
    state.say(f"{who(p)} scraps {choice[1]} {_FROM[choice[2]]}")
    f.locals["scrapped"] = f.locals.get("scrapped", 0) + 1
    f.pc -= 2  # ask again (the asking step stops at two)


def place_reaction(state: State, f: Frame):
    """Support-Reaction cards: "Place this card in your deployment zone" (kept beside the units)."""
    p: int = f.player
    name = f.locals["script"]
    card = find(state, PLAY[p], tid(name))
    if card >= 0:
        move(state, card, PLAY[p], REACT[p])
        state.say(f"{who(p)} places {name} in the deployment zone")


# -- Support-Attack cards --------------------------------------------------------------------------------------------
def artillery_strike(state: State, f: Frame):
    c = _discarded_type(f)
    if c < 0:
        return
    t = state.card_types[c]
    if IS_UNIT[t]:
        gain_overrun(state, 1 - f.player, "Raided Supplies")
    elif IS_RESOURCE[t] or IS_SUPPORT[t]:
        damage(state, 1 - f.player)


def behind_enemy_lines(state: State, f: Frame):
    o = 1 - f.player
    pick_cards(state, o, HAND[o], DISCARD[o], len(state.zones[HAND[o]]) - 3, "discard")


def close_air_support(state: State, f: Frame):
    c = _discarded_type(f)
    if c < 0:
        return
    t = state.card_types[c]
    o = 1 - f.player
    if IS_RESOURCE[t] or IS_UNIT[t]:
        damage(state, o, "mech")
    elif IS_SUPPORT[t]:
        gain_overrun(state, o, "Heavy Casualties")
        damage(state, o)


def heavy_bombardment(state: State, f: Frame):
    p: int = f.player
    card = reveal(state, p)
    if card < 0:
        return
    t = state.card_types[card]
    _back_on_top(state, p)
    if COST[t] <= _units(state, 1 - p):
        damage(state, 1 - p)


def tactical_nuke(state: State, f: Frame):
    p: int = f.player
    card = reveal(state, p)
    if card < 0:
        return
    t = state.card_types[card]
    _discard_revealed(state, p)
    damage(state, 1 - p, n=(COST[t] + 1) // 2)


def targeting_computer(state: State, f: Frame):
    damage(state, 1 - f.player, chooser=f.player)


def urban_assault_gain(state: State, f: Frame):
    gain_named(state, f.player, "Munitions Factory")  # the card's "Heavy Factory"


# -- Units: on deploy ------------------------------------------------------------------------------------------------
def damage_any(state: State, f: Frame):
    damage(state, 1 - f.player)




def kodiak(state: State, f: Frame):
    if _units(state, f.player) < _units(state, 1 - f.player):
        draw(state, f.player, 2)


def recon_in_force(state: State, f: Frame):
    if state.zones[HAND[f.player]]:
        pick_cards(state, f.player, HAND[f.player], DISCARD[f.player], 1, "discard", optional=True, record="discarded")


def recon_apply(state: State, f: Frame):
    if f.locals.get("discarded"):
        gain_overrun(state, 1 - f.player, "Raided Supplies")


def harasser(state: State, f: Frame):
    o = 1 - f.player
    pick_cards(state, o, HAND[o], DISCARD[o], 1, "discard")


def intimidating(state: State, f: Frame):
    o = 1 - f.player
    names = names_in(state, UNITS[o])
    if names:
        ask(state, f.player, [("return", n) for n in names], f"Warhammer: choose a unit of {who(o)}'s to return to "
            "the hand", "choice")


def intimidating_apply(state: State, f: Frame):
    if "choice" in f.locals:
        o = 1 - f.player
        card = find(state, UNITS[o], tid(f.locals["choice"][1]))
        move(state, card, UNITS[o], HAND[o])
        shown_to(state, f.player, (card,))   # returned in view: the other player can follow it in the hand
        state.say(f"{who(o)} returns {f.locals['choice'][1]} to the hand")


# -- Units: start of Combat phase ------------------------------------------------------------------------------------
def laser_barrage(state: State, f: Frame):
    p: int = f.player
    card = reveal(state, p)
    if card < 0:
        return
    _back_on_top(state, p)
    if IS_UNIT[state.card_types[card]]:
        _add(state, "attack_bonus", 2)


def catapult_discard(state: State, f: Frame):
    pick_cards(state, f.player, HAND[f.player], DISCARD[f.player], 1, "discard", keep="unit", record="discarded")


def catapult_fire(state: State, f: Frame):
    if f.locals.get("discarded"):
        damage(state, 1 - f.player)


def burial(state: State, f: Frame):
    """Highlander / Thor: damage this unit; choose a unit costing 5 Industry or less for the opponent to scrap."""
    hit(state, f.player, f.locals["unit"])


def burial_target(state: State, f: Frame):
    o = 1 - f.player
    names = names_in(state, UNITS[o], lambda t: COST[t] <= 5 and not LOSTECH[t])
    if names:
        ask(state, f.player, [("scrap", n) for n in names], f"choose a unit of {who(o)}'s to scrap", "choice")


def burial_apply(state: State, f: Frame):
    if "choice" in f.locals:
        o = 1 - f.player
        move(state, find(state, UNITS[o], tid(f.locals["choice"][1])), UNITS[o], SCRAP)
        state.say(f"{who(o)} scraps {f.locals['choice'][1]}")


def hunchback(state: State, f: Frame):
    p: int = f.player
    card = reveal(state, p)
    if card < 0:
        return
    t = state.card_types[card]
    _back_on_top(state, p)
    if IS_UNIT[t] or IS_SUPPORT[t]:
        damage(state, 1 - p)


def er_ppcs_discard(state: State, f: Frame):
    pick_cards(state, f.player, HAND[f.player], DISCARD[f.player], 2, "discard")


def er_ppcs(state: State, f: Frame):
    gain_overrun(state, 1 - f.player, "Heavy Casualties")


def long_range_barrage(state: State, f: Frame):
    p, o = f.player, 1 - f.player
    card = reveal(state, p)
    if card < 0:
        return
    t = state.card_types[card]
    _back_on_top(state, p)
    if IS_RESOURCE[t]:
        pick_cards(state, o, HAND[o], DISCARD[o], 1, "discard")
    elif IS_UNIT[t]:
        damage(state, o)


def trebuchet(state: State, f: Frame):
    pick_cards(state, f.player, HAND[f.player], DISCARD[f.player], 1, "discard")
    _add(state, "attack_bonus", 1)


def heat_stalker(state: State, f: Frame):
    """POOR HEAT MANAGEMENT: discard a card and shuffle this unit into your deck."""
    p: int = f.player
    pick_cards(state, p, HAND[p], DISCARD[p], 1, "discard")


def heat_stalker_shuffle(state: State, f: Frame):
    p: int = f.player
    card = find(state, UNITS[p], tid("Stalker"))
    if card >= 0:
        move(state, card, UNITS[p], DECK[p])
        forget_shuffled(state, state.zones[DECK[p]])
        shuffle(state, state.zones[DECK[p]])
        state.say(f"{who(p)} shuffles Stalker into the draw deck")


SCRIPTS: Final = {
    # Resources (played in the Buy phase)
    "Supply Drops": (supply_drops,),
    "Munitions Factory": (munitions_choose, munitions_apply),
    "Dropship": (dropship,),
    "Strip Mining": (strip_mining,),
    # Overrun-Support
    "Heavy Casualties": (heavy_casualties_choose, heavy_casualties_apply),
    "Raided Supplies": (raided_supplies_choose, raided_supplies_discard, raided_supplies_scrap),
    "Critical Hit": (critical_hit_choose, critical_hit_apply),
    # Support
    "Civilian Settlement": (civilian_discard, civilian_opponent, civilian_apply),
    "Close Formation": (discard_any, close_formation_draw),
    "Combat Drop": (discard_any, combat_drop_actions),
    "Combined Arms": (combined_arms,),
    "Counterattack": (counterattack_choose, counterattack_apply),
    "Fortified Palace": (fortified_palace,),
    "Heavy Manufacturing": (heavy_manufacturing, heavy_manufacturing_apply),
    "Hidden Route": (hidden_route,),
    "HPG Uplink": (hpg_choose, hpg_apply),
    "buy Jumpship": (jumpship_gain, _gain_chosen),
    "Merchant Caste": (merchant_caste, _gain_chosen),
    "Quartermaster": (quartermaster_choose, quartermaster_apply, quartermaster_choose, quartermaster_apply),
    "Redeployment": (redeployment,),
    "Refinery": (refinery_scrap, refinery_gain, _gain_chosen),
    "Reinforcements": (reinforcements,),
    "Repair Facility": (repair_facility,),
    "Salvage Team": (salvage_team,),
    "Scientist Caste": (scientist_caste,),
    "Scrap for Parts": (scrap_for_parts_choose, scrap_for_parts_apply),
    "Staging Ground": (staging_ground,),
    "Supply Run": (supply_run, _gain_chosen),
    "Technician Caste": (technician_choose, technician_apply, _gain_chosen),
    "UAV": (uav,),
    "Warrior Caste": (warrior_caste, warrior_caste_apply),
    "Zellbringen": (_discard_one,),
    "Ambush!": (place_reaction,),
    "Expert Mech Techs": (place_reaction,),
    "Forward Base": (place_reaction,),
    # Support-Attack
    "Artillery Strike": (_discard_one, artillery_strike),
    "Behind Enemy Lines": (behind_enemy_lines,),
    "Close Air Support": (_discard_one, close_air_support),
    "Heavy Bombardment": (heavy_bombardment,),
    "Night Assault": (night_assault, night_assault_rest),
    "Tactical Nuke": (tactical_nuke,),
    "Targeting Computer": (_discard_one, targeting_computer),
    "Urban Assault": (urban_assault_gain, urban_assault_opponent),
    # Units: when deployed
    "Elementals": (damage_infantry,),
    "Elite Elementals": (damage_mech,),
    "Firestarter": (flamers,),
    "Griffin": (damage_any,),
    "King Crab": (damage_mech,),
    "Kit Fox (Uller)": (versatile_choose, versatile_apply),
    "Quickdraw": (versatile_choose, versatile_apply),
    "Kodiak": (kodiak,),
    "Mad Cat (TimberWolf)": (overwhelming,),
    "Shadow Cat": (jump_jets,),
    "Victor": (jump_jets,),
    "Shadow Hawk": (recon_in_force, recon_apply),
    "Spider": (harasser,),
    "Warhammer": (intimidating, intimidating_apply),
    # Units: start of Combat phase ("use")
    "use Awesome": (overheat,),
    "use Mechanized Infantry": (expendable,),
    "use Blackhawk": (laser_barrage,),
    "use Catapult": (catapult_discard, catapult_fire),
    "use Commando": (scout, scout_resolve),
    "use Highlander": (burial, burial_target, burial_apply),
    "use Thor (Summoner)": (burial, burial_target, burial_apply),
    "use Hunchback": (hunchback,),
    "use Masakari (Warhawk)": (er_ppcs_discard, er_ppcs),
    "use NovaCat": (long_range_barrage,),
    "use Trebuchet": (trebuchet,),
    # Units: when overrunning
    "heat Stalker": (heat_stalker, heat_stalker_shuffle),
}
_SCRIPT_TABLES[RULES_ID] = SCRIPTS

COMBAT_ABILITY: Final = frozenset(tid(n[4:]) for n in SCRIPTS if n.startswith("use "))
#: start-of-combat abilities without "may": they must be used before the Combat phase goes on
MANDATORY_COMBAT: Final = frozenset(tid(n) for n in ("Blackhawk", "Commando", "NovaCat"))
#: abilities handled outside scripts (keywords in core.py / turn.py)
KEYWORD_CARDS: Final = frozenset(tid(n) for n in (
    "Adder (Puma)", "Atlas", "Gladiator (Executioner)", "Man O' War (Gargoyle)", "Ryoken (Stormcrow)", "Wolverine",
    "Thunderbolt", "Zeus", "Infantry Platoon", "Crab", "Daishi (Dire Wolf)", "Jenner", "Stalker", "Fenris (Ice Ferret)",
    "Loki (Hellbringer)", "Raven", "Blackjack", "JagerMech", "Centurion", "Dragon", "Heavy Infantry", "Orion",
    "Urbanmech", "Vulture (Mad Dog)", "Cicada", "Marauder", "Kit Fox (Uller)", "Jumpship"))
CARDS_WITH_SCRIPT: Final = frozenset(
    BY_NAME[n.split(" ", 1)[1] if n.split(" ", 1)[0] in ("use", "buy", "heat") else n].id for n in SCRIPTS)

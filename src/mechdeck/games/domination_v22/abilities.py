"""Every card ability of Domination v2.2 that is more than its printed "+N" bonus (the bonus is data, applied by the
turn code before the script).  A script is a tuple of steps run in order by the family's "script" op
(mechdeck.games.domination.script); scripts read and write their frame's locals ``f.locals``."""
from __future__ import annotations

from typing import Final

from mechdeck.kernel.state import Frame, State

from mechdeck.kernel.zones import find, move

from ..domination.script import SCRIPTS as _SCRIPT_TABLES, run_script, start_script  # noqa: F401
from ..domination import effects
from ..domination.knowledge import shown_to_all
from .core import (RULES_ID, BY_NAME, CARDS, COST, DISCARD, HAND, IS_MECH, IS_RESOURCE, IS_SUPPORT, IS_UNIT,
                   IS_VEHICLE, LOSTECH, NAMES, REVEAL, SCRAP, UNITS, ask, damage, damageable, draw, empty_piles,
                   gain_from_supply, gain_random_scrap, hit, name_of, names_in, pick_cards, reveal_top, tid, who)


def _stop(f) -> None:
    """End the script after the current step."""
    f.pc = len(SCRIPTS[f.locals["script"]])


# -- Support cards -----------------------------------------------------------------------------------------------
def all_out_assault(state: State, f: Frame):
    p: int = f.player
    hand = state.zones[HAND[p]]
    if not hand:
        return
    state.say(f"{who(p)} discards {len(hand)} card{'s' if len(hand) != 1 else ''} from hand")
    state.zones[DISCARD[p]].extend(hand)
    hand.clear()
    state.counters["skip_draw"] = True
    if not state.counters["extra_turn"]:  # never more than two consecutive turns
        state.counters["extra_turn_next"] = True


# Effects shared with the other rule sets of the family (mechdeck.games.domination.effects).
_add = effects.add
_units_count = effects.units_count
_back_on_top = effects.back_on_top
_discard_revealed = effects.discard_revealed
_discard_one = effects.discard_one
_gain_choice = effects.gain_choice
gain_chosen = effects.gain_chosen
reinforcements_reveal = effects.reveal_four_take_units
mobilization = effects.draw_to_six
invasion_fleet = effects.reveal_hand_draw_two
staging_ground = effects.discard_three
tactical_redeployment = effects.unit_back_to_hand
hidden_base = effects.set_aside_one
stolen_technology_scrap = effects.scrap_resource
stolen_technology_gain = effects.gain_resource_up_to_three_more
supply_route = effects.gain_up_to_four_on_deck
forced_negotiations_opponent = effects.unit_on_deck_or_reveal_hand
strategic_bombing = effects.reveal_three_discard_two
strategic_bombing_rest = effects.rest_back_on_top
swarm = effects.damage_a_mech
anti_infantry = effects.damage_infantry
flamers = effects.flamers
fast_assault = effects.damage_cheap_of_your_choice
jump_jets = effects.jump_jets
versatile_choose = effects.versatile_choose
versatile_apply = effects.versatile_apply
expendable = effects.expendable
overheat = effects.overheat
scout = effects.scout
scout_resolve = effects.scout_resolve
VERSATILE: Final = effects.VERSATILE


def battlefield_salvage(state: State, f: Frame):
    salvage = list(state.counters["salvage"])
    salvage[f.player] += 1
    state.counters["salvage"] = tuple(salvage)


COMSTAR: Final[tuple[str, ...]] = ("+2 Cards", "+2 Actions", "+1 Buy", "+3 Industry")


def comstar_first(state: State, f: Frame):
    ask(state, f.player, [("choose", o) for o in COMSTAR], "ComStar Engineers: choose the first benefit", "first")


def comstar_second(state: State, f: Frame):
    first = f.locals["first"][1]
    ask(state, f.player, [("choose", o) for o in COMSTAR if o != first], "ComStar Engineers: choose a second, different "
        "benefit", "second")


def comstar_apply(state: State, f: Frame):
    p: int = f.player
    for key in ("first", "second"):
        choice = f.locals[key][1]
        if choice == "+2 Cards":
            draw(state, p, 2)
        elif choice == "+2 Actions":
            _add(state, "actions", 2)
        elif choice == "+1 Buy":
            _add(state, "buys", 1)
        else:
            _add(state, "industry", 3)


def convoy(state: State, f: Frame):
    draw(state, 1 - f.player, 1)


def espionage(state: State, f: Frame):
    p, o = f.player, 1 - f.player
    for _ in range(2):
        reveal_top(state, o)
    seen = {state.card_types[c] for c in state.zones[REVEAL]}
    _discard_revealed(state, o)
    for t in seen:  # each differently named card counts once
        if IS_SUPPORT[t]:
            _add(state, "actions", 2)
        elif IS_RESOURCE[t]:
            _add(state, "buys", 1)
        elif IS_UNIT[t]:
            draw(state, p, 2)


def fanatical_leader(state: State, f: Frame):
    empty = empty_piles(state)
    if empty >= 2:
        draw(state, f.player, 1)
    if empty >= 3:
        _add(state, "buys", 1)


def high_command_reveal(state: State, f: Frame):
    for _ in range(5):
        reveal_top(state, f.player)
    names = list(dict.fromkeys(name_of(state, c) for c in state.zones[REVEAL]))
    if names:
        ask(state, 1 - f.player, [("discard", n) for n in names], f"High Command: choose a card of {who(f.player)}'s to "
            "discard", "choice")


def high_command_resolve(state: State, f: Frame):
    p: int = f.player
    if "choice" in f.locals:
        card = find(state, REVEAL, tid(f.locals["choice"][1]))
        move(state, card, REVEAL, DISCARD[p])
        state.say(f"{who(1 - p)} has {who(p)} discard {name_of(state, card)}")
    if state.zones[REVEAL]:
        state.say(f"{who(p)} puts " + ", ".join(name_of(state, c) for c in state.zones[REVEAL]) + " into the hand")
    shown_to_all(state, state.zones[REVEAL])
    state.zones[HAND[p]].extend(state.zones[REVEAL])
    state.zones[REVEAL].clear()


def lostech_cache(state: State, f: Frame):
    _gain_choice(state, f, lambda t: (IS_SUPPORT[t] or IS_RESOURCE[t]) and COST[t] <= 6 and not LOSTECH[t],
                 "LosTech Cache: gain a Support or Resource card costing 6 Industry or less")


def maintenance_facility(state: State, f: Frame):
    """Ruling 6: stop when the deck and discard pile are both exhausted."""
    p: int = f.player
    types = state.card_types
    while True:
        card = reveal_top(state, p)
        if card < 0:
            break
        if IS_MECH[types[card]] or IS_VEHICLE[types[card]]:
            move(state, card, REVEAL, UNITS[p])  # placed, not deployed
            state.say(f"{who(p)} places {name_of(state, card)} in the deployment zone")
            break
    _discard_revealed(state, p)


def propaganda(state: State, f: Frame):
    gain_from_supply(state, f.player, "Infantry Platoon", UNITS[f.player])


def scrap_for_parts_discard(state: State, f: Frame):
    pick_cards(state, f.player, HAND[f.player], DISCARD[f.player], 1, "discard", keep="unit", record="discarded")


def scrap_for_parts_gain(state: State, f: Frame):
    if not f.locals["discarded"]:
        return
    t = state.card_types[f.locals["discarded"][0]]
    _gain_choice(state, f, lambda u: IS_UNIT[u] and COST[u] <= COST[t] and LOSTECH[u] <= LOSTECH[t],
                 f"Scrap for Parts: gain a Unit costing up to {NAMES[t]}'s cost")


def scrap_yard(state: State, f: Frame):
    gain_random_scrap(state, f.player)


def social_generals(state: State, f: Frame):
    state.counters["generals"] = True


# -- Support-Attack cards ------------------------------------------------------------------------------------------
def forced_negotiations_gain(state: State, f: Frame):
    gain_from_supply(state, f.player, "Munitions Factory")


def guerrilla_warfare(state: State, f: Frame):
    p: int = f.player
    card = reveal_top(state, p)
    if card < 0:
        return
    t = state.card_types[card]
    _back_on_top(state, p)
    if COST[t] >= _units_count(state, p):
        damage(state, 1 - p)


def long_tom_battery(state: State, f: Frame):
    p: int = f.player
    if not f.locals["discarded"]:
        return
    t = state.card_types[f.locals["discarded"][0]]
    o = 1 - p
    if IS_RESOURCE[t] or IS_SUPPORT[t]:
        pick_cards(state, o, HAND[o], DISCARD[o], 2, "discard")
    elif IS_UNIT[t]:
        damage(state, o)


def master_spy_reveal(state: State, f: Frame):
    o = 1 - f.player
    for _ in range(2):
        reveal_top(state, o)
    names = list(dict.fromkeys(name_of(state, c) for c in state.zones[REVEAL]))
    if names:
        ask(state, f.player, [("copy", n) for n in names], "Master Spy: choose a card to gain a copy of (the other is "
            "scrapped)", "choice")


def master_spy_resolve(state: State, f: Frame):
    p, o = f.player, 1 - f.player
    if "choice" not in f.locals:
        return
    chosen = find(state, REVEAL, tid(f.locals["choice"][1]))
    for c in list(state.zones[REVEAL]):
        if c != chosen:
            move(state, c, REVEAL, SCRAP)
            state.say(f"{name_of(state, c)} from {who(o)}'s deck is scrapped")
    _back_on_top(state, o)  # the chosen card was only revealed: it goes back
    if not gain_from_supply(state, p, f.locals["choice"][1]):
        state.say(f"There is no {f.locals['choice'][1]} in the Supply for {who(p)} to gain")


def tactical_nuke(state: State, f: Frame):
    p: int = f.player
    card = reveal_top(state, p)
    if card < 0:
        return
    t = state.card_types[card]
    _discard_revealed(state, p)
    if COST[t] == 0:
        damage(state, p)
    else:
        damage(state, 1 - p, n=COST[t] // 2)


def trial_choose(state: State, f: Frame):
    p: int = f.player
    mechs = names_in(state, UNITS[p], lambda t: IS_MECH[t])
    if mechs:
        ask(state, p, [("choose", n) for n in mechs], "Trial of Possession: choose a Mech in your deployment zone",
            "mine")


def trial_opponent(state: State, f: Frame):
    p, o = f.player, 1 - f.player
    if "mine" in f.locals:
        f.locals["mine_card"] = find(state, UNITS[p], tid(f.locals["mine"][1]))
        state.say(f"{who(p)} chooses {f.locals['mine'][1]} for the Trial of Possession")
    options = [("damage", n) for n in damageable(state, o, "mech")] + [("refuse",)]
    # With no Mech to damage, refusing is the only option and is taken at once (like every single-option choice).
    ask(state, o, options, "Trial of Possession: damage one of your Mechs, or refuse and let the opponent gain any "
        "card", "answer")


def trial_resolve(state: State, f: Frame):
    o = 1 - f.player
    answer = f.locals["answer"]
    if answer[0] == "refuse":
        state.say(f"{who(o)} refuses the Trial")
        _gain_choice(state, f, lambda t: True, "Trial of Possession: gain any card from the Supply")
        return
    card = find(state, UNITS[o], tid(answer[1]), avoid=state.counters["used"])
    f.locals["their_attack"] = CARDS[state.card_types[card]].attack
    hit(state, o, card)


def trial_loser(state: State, f: Frame):
    p: int = f.player
    mine = f.locals.get("mine_card", -1)
    if ("their_attack" in f.locals and mine >= 0 and mine in state.zones[UNITS[p]]
            and f.locals["their_attack"] > CARDS[state.card_types[mine]].attack
            and name_of(state, mine) in damageable(state, p, "any")):  # TOTEM MECH: not if it cannot be damaged
        hit(state, p, mine)


# -- Unit abilities: on deploy ---------------------------------------------------------------------------------------
def sabotage(state: State, f: Frame):
    damage(state, 1 - f.player, "any", chooser=f.player)




# -- Unit abilities: Action phase, once per turn -----------------------------------------------------------------------
def catapult_discard(state: State, f: Frame):
    pick_cards(state, f.player, HAND[f.player], DISCARD[f.player], 2, "discard")


def catapult_fire(state: State, f: Frame):
    damage(state, 1 - f.player)


def hunchback(state: State, f: Frame):
    p: int = f.player
    card = reveal_top(state, p)
    if card < 0:
        return
    t = state.card_types[card]
    _back_on_top(state, p)
    if IS_RESOURCE[t]:
        damage(state, 1 - p, "mech")
    elif IS_SUPPORT[t]:
        hit(state, p, f.locals["unit"])


# -- Unit abilities: start of Combat phase --------------------------------------------------------------------------
def raider(state: State, f: Frame):
    p, o = f.player, 1 - f.player
    card = reveal_top(state, o)
    if card < 0:
        return
    _discard_revealed(state, o)
    if IS_RESOURCE[state.card_types[card]]:
        draw(state, p, 1)


def er_ppcs_discard(state: State, f: Frame):
    pick_cards(state, f.player, HAND[f.player], DISCARD[f.player], 2, "discard")


def er_ppcs(state: State, f: Frame):
    _add(state, "overrun_bonus", 1)


def death_from_above(state: State, f: Frame):
    hit(state, f.player, f.locals["unit"])


def death_from_above_target(state: State, f: Frame):
    damage(state, 1 - f.player, "cost>=", 5, chooser=f.player)


def trebuchet_discard(state: State, f: Frame):
    pick_cards(state, f.player, HAND[f.player], DISCARD[f.player], 1, "discard")


def trebuchet(state: State, f: Frame):
    _add(state, "attack_bonus" if f.player == state.counters["active"] else "defense_bonus", 1)


SCRIPTS: Final = {
    # Support cards, played in the Action phase (their "+N" bonus is applied first, from the data file).
    "All-Out Assault": (all_out_assault,),
    "Battlefield Salvage": (battlefield_salvage,),
    "ComStar Engineers": (comstar_first, comstar_second, comstar_apply),
    "Convoy": (convoy,),
    "Espionage": (espionage,),
    "Fanatical Leader": (fanatical_leader,),
    "Hidden Base": (hidden_base,),
    "High Command": (high_command_reveal, high_command_resolve),
    "Invasion Fleet": (invasion_fleet,),
    "LosTech Cache": (lostech_cache, gain_chosen),
    "Maintenance Facility": (maintenance_facility,),
    "Martial Law": (_discard_one,),
    "Mobilization": (mobilization,),
    "Propaganda": (propaganda,),
    "Reinforcements": (reinforcements_reveal,),
    "Scrap for Parts": (scrap_for_parts_discard, scrap_for_parts_gain, gain_chosen),
    "Scrap Yard": (scrap_yard, scrap_yard),
    "Social Generals": (social_generals,),
    "Staging Ground": (staging_ground,),
    "Stolen Technology": (stolen_technology_scrap, stolen_technology_gain, gain_chosen),
    "Supply Route": (supply_route, gain_chosen),
    "Tactical Redeployment": (tactical_redeployment,),
    "Forced Negotiations": (_discard_one, forced_negotiations_gain, forced_negotiations_opponent),
    "Guerrilla Warfare": (guerrilla_warfare,),
    "Long Tom Battery": (_discard_one, long_tom_battery),
    "Master Spy": (master_spy_reveal, master_spy_resolve),
    "Strategic Bombing": (_discard_one, strategic_bombing, strategic_bombing_rest),
    "Tactical Nuke": (tactical_nuke,),
    "Trial of Possession": (trial_choose, trial_opponent, trial_resolve, trial_loser, gain_chosen),
    # Units: when deployed.
    "Battle Armor Squad": (swarm,),
    "Behemoth (Stone Rhino)": (swarm,),
    "Elementals": (anti_infantry,),
    "Special Ops Team": (sabotage,),
    "Centurion": (_discard_one,),
    "Firestarter": (flamers,),
    "Mad Cat (Timberwolf)": (fast_assault,),
    "Shadow Cat": (jump_jets,),
    "Kit Fox (Uller)": (versatile_choose, versatile_apply),
    "Quickdraw": (versatile_choose, versatile_apply),
    # Units: once per turn in the Action phase.
    "use Catapult": (catapult_discard, catapult_fire),
    "use Hunchback": (hunchback,),
    # Units: at the start of the Combat phase.
    "use Infantry Platoon": (expendable,),
    "use Mechanized Infantry": (expendable,),
    "use Awesome": (overheat,),
    "use Commando": (scout, scout_resolve),
    "use Fire Falcon": (raider,),
    "use Masakari (Warhawk)": (er_ppcs_discard, er_ppcs),
    "use Thor (Summoner)": (death_from_above, death_from_above_target),
    "use Trebuchet": (trebuchet_discard, trebuchet),
}
# Start-of-Combat abilities a unit can use once per combat without being damaged by them (tracked per copy).
_SCRIPT_TABLES[RULES_ID] = SCRIPTS
ONCE_PER_COMBAT: Final = frozenset(tid(n) for n in ("Commando", "Fire Falcon", "Masakari (Warhawk)", "Trebuchet"))
COMBAT_ABILITY: Final = (frozenset(tid(n[4:]) for n in SCRIPTS if n.startswith("use "))
                         - {tid("Catapult"), tid("Hunchback")})
CARDS_WITH_SCRIPT: Final = frozenset(BY_NAME[n].id for n in SCRIPTS if n in BY_NAME)

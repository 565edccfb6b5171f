"""The turn of Domination v2.2 as resumable ops: Combat (abilities attacker first, then defender; totals; overrun;
damage), Action (two actions: play Supports, deploy Units, once-a-turn unit abilities), Buy (play Resources, then
buy), Clean-up, and the end-of-game check after every turn (extra turns included)."""
from __future__ import annotations

import functools
from itertools import compress

from mechdeck.kernel import Decision
from mechdeck.kernel.zones import find, move

from .abilities import COMBAT_ABILITY, ONCE_PER_COMBAT, SCRIPTS, start_script
from .core import (ASIDE, CARDS, COST, DECK, DISCARD, ECM, HAND, IS_INFANTRY, IS_MECH, IS_RESOURCE, IS_SUPPORT,
                   IS_UNIT, IS_VEHICLE, LOSTECH, LRM, NAMES, PLATOON, PLAY, UNITS, count_in, damage, draw, empty_piles,
                   finish, gain_from_supply, name_of, pile, push, supply_table, tid, who)

EMPTY_PILES_TO_END = 4
HAND_SIZE = 5
MAX_OVERRUN = 3
# Options by card type id, built once: the Action and Buy phases offer them at every decision.
PLAY_OPTION = tuple(("play", name) for name in NAMES)
DEPLOY_OPTION = tuple(("deploy", name) for name in NAMES)
END = ("end",)


def new_turn_counters(active: int, extra: bool) -> dict:
    return {"active": active, "phase": "combat", "actions": 2, "buys": 1, "industry": 0, "lostech": 0,
            "bought": False, "banned": (), "used": (), "catapult_used": False, "hunchback_used": False,
            "attack_bonus": 0, "defense_bonus": 0, "overrun_bonus": 0, "generals": False, "skip_draw": False,
            "extra_turn": extra, "extra_turn_next": False}


_TURN_START = new_turn_counters(0, False)  # reset at every turn, then "active" and "extra_turn" are set


# -- the turn -------------------------------------------------------------------------------------------------------
def run_turn(state, f):
    p = f[2]
    c = state.counters
    pc = f[1]
    if pc == 0:
        f[1] = 1
        c["turn"] += 1
        c.update(_TURN_START)
        c["active"] = p
        c["extra_turn"] = f[3]["extra"]
        if c["salvage"][p]:
            salvage = list(c["salvage"])
            salvage[p] = 0  # Battlefield Salvage lasts until the start of its player's next turn
            c["salvage"] = tuple(salvage)
        if state.log is not None:
            state.say(f"Turn {c['turn']}: {who(p)}" + (" (extra turn)" if f[3]["extra"] else ""))
        aside = state.zones[ASIDE[p]]
        if aside:  # Hidden Base
            state.zones[HAND[p]].extend(aside)
            state.say(f"{who(p)} puts {len(aside)} set-aside card{'s' if len(aside) > 1 else ''} into the hand")
            aside.clear()
        push(state, "combat", p)
        return None
    if pc == 1:
        f[1] = 2
        c["phase"] = "action"
        push(state, "action_phase", p)
        return None
    if pc == 2:
        f[1] = 3
        c["phase"] = "buy"
        push(state, "buy_phase", p)
        return None
    # Clean-up
    zones = state.zones
    zones[DISCARD[p]].extend(zones[PLAY[p]])
    zones[PLAY[p]].clear()
    zones[DISCARD[p]].extend(zones[HAND[p]])
    zones[HAND[p]].clear()
    if not c["skip_draw"]:
        draw(state, p, HAND_SIZE)
    if game_over(state):
        c["phase"] = "over"
        finish(state)
        return None
    extra = c["extra_turn_next"]
    f[1] = 0
    f[2] = p if extra else 1 - p
    f[3] = {"extra": extra}
    return None


def cards_owned(state, p: int) -> int:
    """The player's Deck for scoring: draw deck + hand + discard pile (+ cards set aside by Hidden Base)."""
    z = state.zones
    return len(z[DECK[p]]) + len(z[HAND[p]]) + len(z[DISCARD[p]]) + len(z[ASIDE[p]]) + len(z[PLAY[p]])


def game_over(state) -> bool:
    return (empty_piles(state) >= EMPTY_PILES_TO_END
            or cards_owned(state, 0) == 0 or cards_owned(state, 1) == 0)


# -- combat ---------------------------------------------------------------------------------------------------------
def combat_options(state, p: int, attacking: bool) -> list:
    types = state.card_types
    used = state.counters["used"]
    hand = len(state.zones[HAND[p]])
    out = []
    for c in state.zones[UNITS[p]]:
        t = types[c]
        if t not in COMBAT_ABILITY or c in used:
            continue
        name = NAMES[t]
        if not attacking and name != "Trebuchet":
            continue  # Trebuchet's "(or your opponent's)" is the only defender ability
        if (name == "Trebuchet" and hand < 1) or (name == "Masakari (Warhawk)" and hand < 2):
            continue
        if ("use", name) not in out:
            out.append(("use", name))
    return out


def attack_total(state, p: int) -> int:
    return _total(state, p, True)


def defense_total(state, p: int) -> int:
    return _total(state, p, False)


# Printed Attack / Defense by type id (units only: a deployment zone holds nothing else).
ATTACK = tuple(c.attack for c in CARDS)
DEFENSE = tuple(c.defense for c in CARDS)
# The units whose Attack or Defense depends on other units; the rest just add their printed values.
TOTAL_RULES = LRM | ECM | {tid(n) for n in ("Veteran Infantry", "Grasshopper", "Urbanmech", "Orion")}


def _total(state, p: int, attack: bool) -> int:
    types = state.card_types
    mine = [types[c] for c in state.zones[UNITS[p]]]
    theirs = [types[c] for c in state.zones[UNITS[1 - p]]]
    fewer = len(mine) < len(theirs)
    printed = ATTACK if attack else DEFENSE
    total = 0
    for t in mine:
        total += printed[t]
        if t not in TOTAL_RULES:
            continue
        name = NAMES[t]
        if attack:
            if name == "Veteran Infantry":
                total += mine.count(PLATOON)
            elif name == "Grasshopper":
                total += any(IS_MECH[u] and COST[u] <= 4 and not LOSTECH[u] for u in theirs)
            elif name == "Urbanmech":
                total += any(IS_INFANTRY[u] for u in theirs)
            elif t in LRM:
                total += sum(1 for u in mine if IS_MECH[u] and u not in LRM)
        elif t in ECM:
            total += sum(1 for u in mine if IS_MECH[u] and u not in ECM)
        if name == "Orion" and fewer:
            total += 1
    c = state.counters
    # This turn's bonuses belong to the attacker's Attack and the defender's Defense only.
    if attack:
        return total + (c["attack_bonus"] if p == c["active"] else 0)
    return total + (c["defense_bonus"] if p != c["active"] else 0)


def run_combat(state, f):
    a = f[2]
    d = 1 - a
    c = state.counters
    loc = f[3]
    while f[1] in (0, 1):  # abilities: the attacker's, then the defender's
        side = a if f[1] == 0 else d
        options = combat_options(state, side, f[1] == 0)
        if options:
            options.append(("done",))
            return Decision(side, tuple(options), "start of Combat: use a unit ability, or done" if side == a else
                            f"{who(a)} attacks: use Trebuchet for +1 Defense, or done")
        f[1] += 1
    if f[1] == 2:
        f[1] = 3
        attack = attack_total(state, a)
        defense = defense_total(state, d)
        overrun = max(0, attack - defense) + c["overrun_bonus"]
        loc.update(attack=attack, overrun=min(MAX_OVERRUN, overrun))
        if state.log is not None:
            state.say(f"{who(a)} attacks with {attack} against {who(d)}'s defense of {defense}")
        if overrun and find(state, HAND[d], tid("Defense System")) >= 0:
            return Decision(d, (("reveal", "Defense System"), ("pass",)),
                            f"you are overrun by {loc['overrun']}: reveal Defense System to reduce it to zero?")
    if f[1] == 3:
        f[1] = 4
        if loc["overrun"] > 0:
            loc["overran"] = True
            if state.log is not None:
                state.say(f"{who(d)} is overrun by {loc['overrun']}")
            draw(state, a, count_in(state, UNITS[a], tid("Jenner")))  # GUERRILLA FIGHTER
            loc["great_death"] = count_in(state, UNITS[a], tid("Daishi (Dire Wolf)"))
            push(state, "overrun", d, n=loc["overrun"])
            return None
    if f[1] == 4:
        f[1] = 5
        if loc["attack"] > 0:
            damage(state, d)
            return None
    finish(state)
    c["attack_bonus"] = c["defense_bonus"] = c["overrun_bonus"] = 0  # they last "during the current Combat phase"
    if loc.get("great_death"):  # "GREAT DEATH": at the end of the Combat phase
        damage(state, d, n=loc["great_death"])
    return None


def resume_combat(state, f, action):
    a = f[2]
    if f[1] == 3:  # Defense System
        if action[0] == "reveal":
            d = 1 - a
            card = find(state, HAND[d], tid("Defense System"))
            state.zones.setdefault(pile("Defense System"), [])  # a hand-made scenario may lack the pile
            move(state, card, HAND[d], pile("Defense System"))
            f[3]["overrun"] = 0
            state.say(f"{who(d)} reveals Defense System: the Overrun Value is zero; it returns to the Supply")
        return
    if action[0] == "done":
        f[1] += 1
        return
    side = a if f[1] == 0 else 1 - a
    name = action[1]
    unit = find(state, UNITS[side], tid(name), avoid=state.counters["used"])
    if tid(name) in ONCE_PER_COMBAT:
        state.counters["used"] = state.counters["used"] + (unit,)
    if state.log is not None:
        state.say(f"{who(side)} uses {name}")
    start_script(state, "use " + name, side, unit=unit)


# -- action phase ---------------------------------------------------------------------------------------------------
CHAMPION = tid("Mad Cat mk II")
CATAPULT = tid("Catapult")
HUNCHBACK = tid("Hunchback")


def can_deploy(state, p: int, t: int) -> bool:
    if t == CHAMPION:  # CHAMPION MECH
        return len(state.zones[UNITS[p]]) < len(state.zones[UNITS[1 - p]])
    return True


def action_options(state, p: int) -> tuple:
    c = state.counters
    z = state.zones
    options = []
    types = state.card_types
    if c["actions"] > 0:
        plays, deploys = [], []
        for card in z[HAND[p]]:
            t = types[card]
            if IS_SUPPORT[t]:
                if PLAY_OPTION[t] not in plays:
                    plays.append(PLAY_OPTION[t])
            elif IS_UNIT[t] and can_deploy(state, p, t) and DEPLOY_OPTION[t] not in deploys:
                deploys.append(DEPLOY_OPTION[t])
        options = plays + deploys
    units = {types[u] for u in z[UNITS[p]]}
    if CATAPULT in units and not c["catapult_used"] and len(z[HAND[p]]) >= 2:
        options.append(("use", "Catapult"))
    if HUNCHBACK in units and not c["hunchback_used"] and (z[DECK[p]] or z[DISCARD[p]]):
        options.append(("use", "Hunchback"))
    options.append(END)
    return tuple(options)


@functools.lru_cache(maxsize=256)  # a handful of distinct prompts
def _action_prompt(actions: int) -> str:
    return f"Action phase ({actions} action{'s' if actions != 1 else ''} left)"


def run_action_phase(state, f):
    options = action_options(state, f[2])
    if len(options) == 1:
        finish(state)
        return None
    return Decision(f[2], options, _action_prompt(state.counters["actions"]))


def resume_action_phase(state, f, action):
    p = f[2]
    verb = action[0]
    if verb == "end":
        finish(state)
    elif verb == "use":
        name = action[1]
        state.counters["catapult_used" if name == "Catapult" else "hunchback_used"] = True
        state.say(f"{who(p)} uses {name}")
        start_script(state, "use " + name, p, unit=find(state, UNITS[p], tid(name)))
    else:
        card = find(state, HAND[p], tid(action[1]))
        state.counters["actions"] -= 1
        push(state, "play_support" if verb == "play" else "deploy", p, card=card)


# A card's printed "+N" bonus by type id: the counters it raises, then the cards it draws.
BONUS_COUNTERS = tuple(tuple((key, c.bonus[key]) for key in ("actions", "buys", "industry", "lostech")
                             if key in c.bonus) for c in CARDS)
BONUS_CARDS = tuple(c.bonus.get("cards", 0) for c in CARDS)


def _apply_bonus(state, p: int, t: int) -> None:
    raises = BONUS_COUNTERS[t]
    if raises:
        c = state.counters
        for key, n in raises:
            c[key] += n
    if BONUS_CARDS[t]:
        draw(state, p, BONUS_CARDS[t])


def run_play_support(state, f):
    p, o = f[2], 1 - f[2]
    card = f[3]["card"]
    if f[1] == 0:
        f[1] = 1
        move(state, card, HAND[p], PLAY[p])
        if state.log is not None:
            state.say(f"{who(p)} plays {name_of(state, card)}")
        if find(state, HAND[o], tid("Assassination")) >= 0:
            return Decision(o, (("reveal", "Assassination"), ("pass",)),
                            f"{who(p)} plays {name_of(state, card)}: reveal Assassination to cancel it?")
    finish(state)
    t = state.card_types[card]
    _apply_bonus(state, p, t)
    if NAMES[t] in SCRIPTS:
        start_script(state, NAMES[t], p)
    return None


def resume_play_support(state, f, action):
    if action[0] == "reveal":
        p, o = f[2], 1 - f[2]
        move(state, find(state, HAND[o], tid("Assassination")), HAND[o], DISCARD[o])
        state.say(f"{who(o)} reveals and discards Assassination: {name_of(state, f[3]['card'])} has no effect")
        finish(state)
        draw(state, p, 1)
        state.counters["actions"] += 1


def run_deploy(state, f):
    p, o = f[2], 1 - f[2]
    card = f[3]["card"]
    t = state.card_types[card]
    finish(state)
    move(state, card, HAND[p], UNITS[p])
    if state.log is not None:
        state.say(f"{who(p)} deploys {NAMES[t]}")
    if IS_MECH[t] or IS_VEHICLE[t]:
        draw(state, o, count_in(state, UNITS[o], tid("Raven")))  # ACTIVE PROBE
    _apply_bonus(state, p, t)
    if NAMES[t] in SCRIPTS:
        start_script(state, NAMES[t], p)
    return None


# -- buy phase ------------------------------------------------------------------------------------------------------
def buy_options(state, p: int) -> tuple:
    c = state.counters
    z = state.zones
    options = []
    if not c["bought"]:
        types = state.card_types
        for card in z[HAND[p]]:
            t = types[card]
            if IS_RESOURCE[t] and PLAY_OPTION[t] not in options:
                options.append(PLAY_OPTION[t])
    if c["buys"] > 0:
        zones, offers = supply_table(c["piles"]).affordable(c["industry"], c["lostech"])
        stocked = compress(offers, map(z.__getitem__, zones))  # the piles that still hold a card
        banned = c["banned"]
        options.extend([o for o in stocked if o[1] not in banned] if banned else stocked)
    options.append(END)
    return tuple(options)


def run_buy_phase(state, f):
    options = buy_options(state, f[2])
    if len(options) == 1:
        finish(state)
        return None
    c = state.counters
    return Decision(f[2], options, _buy_prompt(c["industry"], c["lostech"], c["buys"]))


@functools.lru_cache(maxsize=4096)  # small counts: few distinct prompts
def _buy_prompt(industry: int, lostech: int, buys: int) -> str:
    return f"Buy phase: {industry} Industry, {lostech} LosTech, {buys} buy{'s' if buys != 1 else ''}"


def resume_buy_phase(state, f, action):
    p = f[2]
    c = state.counters
    if action[0] == "end":
        finish(state)
    elif action[0] == "play":
        t = tid(action[1])
        move(state, find(state, HAND[p], t), HAND[p], PLAY[p])
        if state.log is not None:
            state.say(f"{who(p)} plays {action[1]}")
        _apply_bonus(state, p, t)
        if action[1] == "Black Market":
            push(state, "name_card", 1 - p, opts=supply_table(c["piles"]).name_options)
    else:
        t = tid(action[1])
        c["industry"] -= COST[t]
        c["lostech"] -= LOSTECH[t]
        c["buys"] -= 1
        c["bought"] = True
        gain_from_supply(state, p, action[1], bought=True)


def run_name_card(state, f):
    return Decision(f[2], f[3]["opts"], f"Black Market: name a card {who(1 - f[2])} cannot buy this turn")


def resume_name_card(state, f, action):
    state.counters["banned"] = state.counters["banned"] + (action[1],)
    state.say(f"{who(f[2])} names {action[1]}")
    finish(state)


OPS = {
    "turn": (run_turn, None),
    "combat": (run_combat, resume_combat),
    "action_phase": (run_action_phase, resume_action_phase),
    "play_support": (run_play_support, resume_play_support),
    "deploy": (run_deploy, None),
    "buy_phase": (run_buy_phase, resume_buy_phase),
    "name_card": (run_name_card, resume_name_card),
}

"""The turn of Domination v4 (quick-play rules): Combat (start-of-combat unit abilities; Attack against Defense; the
defender gains the Overrun card matching Attack - Defense; the defender damages a unit when Attack > 0), Action
(the family's), Buy (play Resources, then buy any number of cards from the Supply Row and the base piles, at most
one Infantry Platoon a turn), Clean-up, and the end-of-game check (Supply Deck empty or any Overrun pile empty)."""
from __future__ import annotations

from typing import Final

from mechdeck.kernel import Decision, Frame, State
from mechdeck.kernel.zones import find, move

from ..domination import turn as _shared
from ..domination.turn import TurnHooks
from ..domination.script import start_script
from .abilities import COMBAT_ABILITY, MANDATORY_COMBAT
from .core import (ASIDE, BASE_PILES, CARDS, COST, DECK, DISCARD, HAND, IS_INFANTRY, IS_MECH, IS_VEHICLE, LOSTECH,
                   NAMES, OVERRUN, OVERRUN_PILES, PLATOON, PLAY, REACT, ROW, SUPPLY_DECK, TABLE, UNITS, count_in,
                   damage, draw, finish, gain_named, gain_overrun, pile, push, tid, who)

#: Attack - Defense -> the Overrun card the defender gains (4 or more: Retreat!)
OVERRUN_BY_MARGIN: Final[tuple[str, ...]] = ("", "Heavy Casualties", "Raided Supplies", "Critical Hit", "Retreat!")


def new_turn_counters(active: int) -> dict:
    return {"active": active, "phase": "combat", "actions": 2, "buys": 0, "industry": 0, "lostech": 0,
            "bought": False, "platoon_bought": False, "used": (), "attack_bonus": 0, "defense_bonus": 0,
            "topdeck": False, "no_lostech": False, "no_overrun": 0}


_TURN_START: Final = new_turn_counters(0)


# -- the turn: the family's skeleton (mechdeck.games.domination.turn.run_turn) with v4's hooks ---------------------
CRAB: Final = tid("Crab")


def _begin_turn(state: State, p: int, f) -> None:
    c = state.counters
    c.update(_TURN_START)
    c["active"] = p
    if state.log is not None:
        state.say(f"Turn {c['turn']}: {who(p)}")


def _start_of_turn(state: State, p: int) -> None:
    crabs = count_in(state, UNITS[p], CRAB)
    if crabs and attack_total(state, p) > attack_total(state, 1 - p):  # ADVANCED COMM SYSTEM
        draw(state, p, crabs)


def _next_turn(state: State, p: int):
    return 1 - p, {}


def game_over(state: State) -> bool:
    z = state.zones
    return not z[SUPPLY_DECK] or any(not z[pile(n)] for n in OVERRUN_PILES)


def deck_of(state: State, p: int) -> list[int]:
    """The player's deck for scoring: draw deck, hand, discard pile, deployed units (and anything still in play,
    set aside or placed as a reaction)."""
    z = state.zones
    return z[DECK[p]] + z[HAND[p]] + z[DISCARD[p]] + z[UNITS[p]] + z[PLAY[p]] + z[ASIDE[p]] + z[REACT[p]]


def score(state: State, p: int) -> int:
    """+1 per card with LosTech in its cost, minus the Overrun points of Overrun cards."""
    types = state.card_types
    total = 0
    for c in deck_of(state, p):
        t = types[c]
        total += (LOSTECH[t] > 0) - OVERRUN[t]
    return total


# -- totals ---------------------------------------------------------------------------------------------------------
SUPPRESSIVE: Final = frozenset(tid(n) for n in ("Blackjack", "JagerMech"))
CENTURION: Final = tid("Centurion")
DRAGON: Final = tid("Dragon")
HEAVY_INFANTRY: Final = tid("Heavy Infantry")
ORION: Final = tid("Orion")
URBANMECH: Final = tid("Urbanmech")
LRM: Final = frozenset(tid(n) for n in ("Vulture (Mad Dog)",))
ECM: Final = frozenset(tid(n) for n in ("Loki (Hellbringer)", "Raven"))
TOTAL_RULES: Final = SUPPRESSIVE | LRM | ECM | {CENTURION, DRAGON, HEAVY_INFANTRY, ORION, URBANMECH}


def attack_total(state: State, p: int) -> int:
    return _shared.unit_total(state, p, True, TOTAL_RULES, _extra)


def defense_total(state: State, p: int) -> int:
    return _shared.unit_total(state, p, False, TOTAL_RULES, _extra)


def _extra(t: int, mine: list, theirs: list, attack: bool) -> int:
    if attack:
        if t in SUPPRESSIVE:
            return 2 if sum(IS_MECH[u] for u in mine) > sum(IS_MECH[u] for u in theirs) else 0
        if t == CENTURION:
            return any(IS_MECH[u] for u in theirs)
        if t == DRAGON:
            return 0 if any(COST[u] >= 5 for u in theirs) else 2
        if t == HEAVY_INFANTRY:
            return mine.count(PLATOON)
        if t == URBANMECH:
            return 3 if sum(IS_INFANTRY[u] for u in theirs) >= 2 else 0
        if t in LRM:  # each other Mech gets +1 Attack
            return sum(1 for u in mine if IS_MECH[u]) - 1
        if t == ORION and len(mine) < len(theirs):
            return 1
        return 0
    if t in ECM:  # each other Mech gets +1 Defense
        return sum(1 for u in mine if IS_MECH[u]) - 1
    if t == ORION and len(mine) < len(theirs):
        return 2
    return 0


# -- combat ---------------------------------------------------------------------------------------------------------
def combat_options(state: State, p: int) -> tuple[list, bool]:
    """The attacker's start-of-combat abilities not used yet, and whether one of them is mandatory."""
    types = state.card_types
    used = state.counters["used"]
    hand = len(state.zones[HAND[p]])
    out = []
    must = False
    for c in state.zones[UNITS[p]]:
        t = types[c]
        if t not in COMBAT_ABILITY or c in used:
            continue
        name = NAMES[t]
        if (name == "Trebuchet" and hand < 1) or (name == "Masakari (Warhawk)" and hand < 2):
            continue
        if name == "Catapult" and not any(types[x] in _UNIT_IDS for x in state.zones[HAND[p]]):
            continue
        if t in MANDATORY_COMBAT:
            must = True
        if ("use", name) not in out:
            out.append(("use", name))
    return out, must


_UNIT_IDS: Final = frozenset(c.id for c in CARDS if c.type == "Unit")
GREAT_DEATH: Final = tid("Daishi (Dire Wolf)")
JENNER: Final = tid("Jenner")
STALKER: Final = tid("Stalker")
FORWARD_BASE: Final = tid("Forward Base")
AMBUSH: Final = tid("Ambush!")


def run_combat(state: State, f: Frame):
    a: int = f.player
    d = 1 - a
    loc: dict = f.locals
    if f.pc == 0:  # the attacker's abilities (no v4 unit acts at the start of the opponent's Combat phase)
        options, must = combat_options(state, a)
        if options:
            if not must:
                options.append(("done",))
            if len(options) > 1 or not must:
                return Decision(a, tuple(options), "start of Combat: use a unit ability, or done", "combat")
            _use(state, f, options[0])
            return None
        f.pc = 1
    if f.pc == 1:
        f.pc = 2
        attack = attack_total(state, a)
        defense = defense_total(state, d)
        loc.update(attack=attack, margin=attack - defense)
        if state.log is not None:
            state.say(f"{who(a)} attacks with {attack} against {who(d)}'s defense of {defense}")
            if attack > defense:
                state.say(f"{who(d)} is overrun")
    if f.pc == 2:
        if loc["margin"] > 0:
            react = [("scrap", NAMES[t]) for t in (FORWARD_BASE, AMBUSH) if find(state, REACT[d], t) >= 0]
            if react:
                return Decision(d, tuple(react) + (("pass",),), "you are overrun: scrap a reaction card?", "reaction")
        f.pc = 3
    if f.pc == 3:
        f.pc = 4
        if loc["margin"] > 0:
            depth = len(state.stack)
            gain_overrun(state, d, OVERRUN_BY_MARGIN[min(4, loc["margin"])])
            draw(state, a, count_in(state, UNITS[a], JENNER))  # GUERRILLA FIGHTER
            loc["great_death"] = count_in(state, UNITS[a], GREAT_DEATH)
            for _ in range(count_in(state, UNITS[a], STALKER)):  # POOR HEAT MANAGEMENT
                start_script(state, "heat Stalker", a)
            if loc.get("ambush"):  # Ambush!: the attacker damages a Mech of the defender's choice
                damage(state, a, "mech", chooser=d)
            if len(state.stack) != depth:
                return None
    if f.pc == 4:
        f.pc = 5
        if loc["attack"] > 0:
            damage(state, d)
            return None
    finish(state)
    c = state.counters
    c["attack_bonus"] = c["defense_bonus"] = 0
    if loc.get("great_death"):  # "GREAT DEATH": at the end of the Combat phase
        damage(state, d, n=loc["great_death"])
    return None


def resume_combat(state: State, f: Frame, action: tuple):
    a: int = f.player
    if f.pc == 2:  # overrun reactions; asked again until passed or none is left
        d = 1 - a
        if action[0] == "scrap":
            t = tid(action[1])
            move(state, find(state, REACT[d], t), REACT[d], "scrapheap")
            state.say(f"{who(d)} scraps {action[1]}")
            if t == FORWARD_BASE:
                state.counters["no_overrun"] = d + 1
            else:
                f.locals["ambush"] = True
        else:
            f.pc = 3
        return
    if action[0] == "done":
        f.pc = 1
        return
    _use(state, f, action)


def _use(state: State, f: Frame, action: tuple):
    a: int = f.player
    name = action[1]
    unit = find(state, UNITS[a], tid(name), avoid=state.counters["used"])
    state.counters["used"] = state.counters["used"] + (unit,)
    if state.log is not None:
        state.say(f"{who(a)} uses {name}")
    start_script(state, "use " + name, a, unit=unit)


# -- action and buy phases: hooks into the family's -------------------------------------------------------------------
FENRIS: Final = tid("Fenris (Ice Ferret)")
ACTIVE_PROBE: Final = frozenset(tid(n) for n in ("Fenris (Ice Ferret)", "Loki (Hellbringer)", "Raven"))


def _on_deploy(state: State, p: int, t: int) -> None:
    if IS_MECH[t] or IS_VEHICLE[t]:
        o = 1 - p
        types = state.card_types
        draw(state, o, sum(1 for c in state.zones[UNITS[o]] if types[c] in ACTIVE_PROBE))  # ACTIVE PROBE


def _buy_offers(state: State, p: int, options: list) -> None:
    c = state.counters
    industry = c["industry"]
    lostech = 99 if c["no_lostech"] else c["lostech"]
    z = state.zones
    for name in BASE_PILES:
        t = tid(name)
        if z[pile(name)] and COST[t] <= industry and LOSTECH[t] <= lostech:
            if t == PLATOON and c["platoon_bought"]:
                continue
            options.append(("buy", name))
    types = state.card_types
    for card in z[ROW]:
        t = types[card]
        if COST[t] <= industry and LOSTECH[t] <= lostech and ("buy", NAMES[t]) not in options:
            options.append(("buy", NAMES[t]))


def _buy(state: State, p: int, name: str) -> None:
    c = state.counters
    t = tid(name)
    c["industry"] -= COST[t]
    if not c["no_lostech"]:
        c["lostech"] -= LOSTECH[t]
    c["bought"] = True
    if t == PLATOON:
        c["platoon_bought"] = True
    # Pushed before the gain, so that they resolve after the bought card has landed (Salvage Team or QUICK TO
    # ACTION may first ask where it goes): Jumpship's gain lands on top of the Jumpship put on the deck.
    if t == FENRIS:
        push(state, "place_fenris", p)
    if name == "Jumpship":
        start_script(state, "buy Jumpship", p)
    gain_named(state, p, name, bought=True)


def run_place_fenris(state: State, f: Frame):
    """VERY FAST: when you buy this, you may immediately place it in your deployment zone."""
    p: int = f.player
    card = find(state, DISCARD[p], FENRIS)
    if card < 0:
        finish(state)
        return None
    return Decision(p, (("place", "Fenris (Ice Ferret)"), ("pass",)), "place Fenris in your deployment zone?",
                    "place-fenris")


def resume_place_fenris(state: State, f: Frame, action: tuple):
    p: int = f.player
    finish(state)
    if action[0] == "place":
        move(state, find(state, DISCARD[p], FENRIS), DISCARD[p], UNITS[p])
        state.say(f"{who(p)} places Fenris (Ice Ferret) in the deployment zone")


def _on_resource(state: State, p: int, name: str, t: int) -> None:
    start_script(state, name, p)


_RESOURCE_SCRIPTS: Final[tuple[str, ...]] = ("Supply Drops", "Munitions Factory", "Dropship", "Strip Mining")


def _buy_prompt(c) -> str:
    return f"Buy phase: {c['industry']} Industry, {c['lostech']} LosTech" + (
        " (LosTech costs ignored)" if c["no_lostech"] else "")


HOOKS = TurnHooks()
HOOKS.on_deploy = _on_deploy
HOOKS.buy_offers = _buy_offers
HOOKS.buy = _buy
HOOKS.on_resource = _on_resource
HOOKS.effect_resources = frozenset(map(tid, _RESOURCE_SCRIPTS))
HOOKS.buy_prompt = _buy_prompt
HOOKS.begin_turn = _begin_turn
HOOKS.start_of_turn = _start_of_turn
HOOKS.game_over = game_over
HOOKS.next_turn = _next_turn
TABLE.turn = HOOKS

OPS: Final = {
    **_shared.OPS,
    "combat": (run_combat, resume_combat),
    "place_fenris": (run_place_fenris, resume_place_fenris),
}

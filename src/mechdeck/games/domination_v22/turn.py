"""The turn of Domination v2.2 as resumable ops: Combat (abilities attacker first, then defender; totals; overrun;
damage), Action (two actions: play Supports, deploy Units, once-a-turn unit abilities), Buy (play Resources, then
buy), Clean-up, and the end-of-game check after every turn (extra turns included)."""
from __future__ import annotations

from typing import Final

from mechdeck.kernel import Decision, Frame, State
from mechdeck.kernel.zones import find, move

from ..domination import turn as _shared
from ..domination.turn import TurnHooks
from ..domination.table import table_of
from .abilities import COMBAT_ABILITY, ONCE_PER_COMBAT, start_script
from .core import (ASIDE, COST, DECK, DISCARD, ECM, HAND, IS_INFANTRY, IS_MECH, IS_VEHICLE, LOSTECH, LRM,
                   NAMES, PLATOON, PLAY, TABLE, UNITS, count_in, damage, draw, empty_piles, finish,
                   gain_from_supply, name_of, pile, push, supply_table, tid, who)

MAX_OVERRUN: Final = 3


def new_turn_counters(active: int, extra: bool) -> dict:
    return {"active": active, "phase": "combat", "actions": 2, "buys": 1, "industry": 0, "lostech": 0,
            "bought": False, "banned": (), "used": (), "catapult_used": False, "hunchback_used": False,
            "attack_bonus": 0, "defense_bonus": 0, "overrun_bonus": 0, "generals": False, "skip_draw": False,
            "extra_turn": extra, "extra_turn_next": False}


_TURN_START: Final = new_turn_counters(0, False)  # reset at every turn, then "active" and "extra_turn" are set


# -- the turn: the family's skeleton (mechdeck.games.domination.turn.run_turn) with v2.2's hooks -------------------
def _begin_turn(state: State, p: int, f) -> None:
    c = state.counters
    c.update(_TURN_START)
    c["active"] = p
    c["extra_turn"] = f.locals["extra"]
    if c["salvage"][p]:
        salvage = list(c["salvage"])
        salvage[p] = 0  # Battlefield Salvage lasts until the start of its player's next turn
        c["salvage"] = tuple(salvage)
    if state.log is not None:
        state.say(f"Turn {c['turn']}: {who(p)}" + (" (extra turn)" if f.locals["extra"] else ""))


def _next_turn(state: State, p: int):
    extra = state.counters["extra_turn_next"]
    return (p if extra else 1 - p), {"extra": extra}


def cards_owned(state: State, p: int) -> int:
    """The player's Deck for scoring: draw deck + hand + discard pile (+ cards set aside by Hidden Base)."""
    z = state.zones
    return len(z[DECK[p]]) + len(z[HAND[p]]) + len(z[DISCARD[p]]) + len(z[ASIDE[p]]) + len(z[PLAY[p]])


def owns_no_cards(state: State, p: int) -> bool:
    z = state.zones  # the zones cards_owned counts, read until one holds a card
    return not (z[DECK[p]] or z[HAND[p]] or z[DISCARD[p]] or z[ASIDE[p]] or z[PLAY[p]])


def game_over(state: State) -> bool:
    return (empty_piles(state) >= table_of(state.rules_id).parameters["empty_piles_to_end"]
            or owns_no_cards(state, 0) or owns_no_cards(state, 1))


# -- combat ---------------------------------------------------------------------------------------------------------
def combat_options(state: State, p: int, attacking: bool) -> list:
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


def attack_total(state: State, p: int) -> int:
    return _shared.unit_total(state, p, True, TOTAL_RULES, _extra)


def defense_total(state: State, p: int) -> int:
    return _shared.unit_total(state, p, False, TOTAL_RULES, _extra)


# The units whose Attack or Defense depends on other units; the rest just add their printed values.
TOTAL_RULES: Final = LRM | ECM | {tid(n) for n in ("Veteran Infantry", "Grasshopper", "Urbanmech", "Orion")}


def _extra(t: int, mine: list, theirs: list, attack: bool) -> int:
    name = NAMES[t]
    total = 0
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
    if name == "Orion" and len(mine) < len(theirs):
        total += 1
    return total


DEFENSE_SYSTEM: Final = tid("Defense System")
JENNER: Final = tid("Jenner")
DAISHI: Final = tid("Daishi (Dire Wolf)")


def run_combat(state: State, f: Frame):
    a: int = f.player
    d = 1 - a
    c = state.counters
    loc: dict = f.locals
    pc: int = f.pc
    while pc == 0 or pc == 1:  # abilities: the attacker's, then the defender's
        side = a if pc == 0 else d
        options = combat_options(state, side, pc == 0)
        if options:
            options.append(("done",))
            return Decision(side, tuple(options), "start of Combat: use a unit ability, or done" if side == a else
                            f"{who(a)} attacks: use Trebuchet for +1 Defense, or done", "combat")
        pc += 1
        f.pc = pc
    if pc == 2:
        pc = f.pc = 3
        attack = attack_total(state, a)
        defense = defense_total(state, d)
        # Being Overrun (Attack above Defense, or Masakari's ER PPCs) is one thing, the Overrun Value (the cards to
        # scrap) another: Defense System zeroes the value, and the defender is still overrun (ruling B11).
        loc["overran"] = attack > defense or c["overrun_bonus"] > 0
        loc["attack"] = attack
        loc["overrun"] = min(MAX_OVERRUN, max(0, attack - defense) + c["overrun_bonus"])
        if state.log is not None:
            state.say(f"{who(a)} attacks with {attack} against {who(d)}'s defense of {defense}")
            if loc["overran"]:
                state.say(f"{who(d)} is overrun by {loc['overrun']}")
        if loc["overran"] and find(state, HAND[d], DEFENSE_SYSTEM) >= 0:
            return Decision(d, (("reveal", "Defense System"), ("pass",)),
                            f"you are overrun by {loc['overrun']}: reveal Defense System to reduce it to zero?",
                            "reaction")
    if pc == 3:
        pc = f.pc = 4
        if loc["overran"]:
            draw(state, a, count_in(state, UNITS[a], JENNER))  # GUERRILLA FIGHTER: "when you overrun"
            loc["great_death"] = count_in(state, UNITS[a], DAISHI)
            if loc["overrun"] > 0:
                push(state, "overrun", d, n=loc["overrun"])
                return None
    if pc == 4:
        f.pc = 5
        if loc["attack"] > 0:
            damage(state, d)
            return None
    finish(state)
    c["attack_bonus"] = c["defense_bonus"] = c["overrun_bonus"] = 0  # they last "during the current Combat phase"
    if loc.get("great_death"):  # "GREAT DEATH": at the end of the Combat phase
        damage(state, d, n=loc["great_death"])
    return None


def resume_combat(state: State, f: Frame, action: tuple):
    a: int = f.player
    if f.pc == 3:  # Defense System
        if action[0] == "reveal":
            d = 1 - a
            card = find(state, HAND[d], DEFENSE_SYSTEM)
            state.zones.setdefault(pile("Defense System"), [])  # a hand-made scenario may lack the pile
            move(state, card, HAND[d], pile("Defense System"))
            f.locals["overrun"] = 0
            state.say(f"{who(d)} reveals Defense System and returns it to the Supply: the Overrun Value is 0")
        return
    if action[0] == "done":
        f.pc += 1
        return
    side = a if f.pc == 0 else 1 - a
    name = action[1]
    unit = find(state, UNITS[side], tid(name), avoid=state.counters["used"])
    if tid(name) in ONCE_PER_COMBAT:
        state.counters["used"] = state.counters["used"] + (unit,)
    if state.log is not None:
        state.say(f"{who(side)} uses {name}")
    start_script(state, "use " + name, side, unit=unit)


# -- action phase ---------------------------------------------------------------------------------------------------
CHAMPION: Final = tid("Mad Cat mk II")
CATAPULT: Final = tid("Catapult")
HUNCHBACK: Final = tid("Hunchback")


def can_deploy(state: State, p: int, t: int) -> bool:
    if t == CHAMPION:  # CHAMPION MECH
        return len(state.zones[UNITS[p]]) < len(state.zones[UNITS[1 - p]])
    return True


def _action_extras(state: State, p: int, options: list) -> None:
    """The once-a-turn Action-phase unit abilities (Catapult, Hunchback)."""
    c = state.counters
    z = state.zones
    types = state.card_types
    catapult = hunchback = False
    for u in z[UNITS[p]]:
        t = types[u]
        catapult = catapult or t == CATAPULT
        hunchback = hunchback or t == HUNCHBACK
    if catapult and not c["catapult_used"] and len(z[HAND[p]]) >= 2:
        options.append(("use", "Catapult"))
    if hunchback and not c["hunchback_used"] and (z[DECK[p]] or z[DISCARD[p]]):
        options.append(("use", "Hunchback"))


def _use_in_action(state: State, p: int, name: str) -> None:
    state.counters["catapult_used" if name == "Catapult" else "hunchback_used"] = True
    state.say(f"{who(p)} uses {name}")
    start_script(state, "use " + name, p, unit=find(state, UNITS[p], tid(name)))


ASSASSINATION: Final = tid("Assassination")


def _assassination(state: State, p: int, card: int):
    o = 1 - p
    if find(state, HAND[o], ASSASSINATION) >= 0:
        return Decision(o, (("reveal", "Assassination"), ("pass",)),
                        f"{who(p)} plays {name_of(state, card)}: reveal Assassination to cancel it?", "reaction")
    return None


def _resume_assassination(state: State, f: Frame, action: tuple):
    if action[0] == "reveal":
        p, o = f.player, 1 - f.player
        move(state, find(state, HAND[o], ASSASSINATION), HAND[o], DISCARD[o])
        state.say(f"{who(o)} reveals and discards Assassination: {name_of(state, f.locals['card'])} has no effect")
        finish(state)
        draw(state, p, 1)
        state.counters["actions"] += 1


RAVEN: Final = tid("Raven")


def _on_deploy(state: State, p: int, t: int) -> None:
    if IS_MECH[t] or IS_VEHICLE[t]:
        o = 1 - p
        draw(state, o, count_in(state, UNITS[o], RAVEN))  # ACTIVE PROBE


def _buy_offers(state: State, p: int, options: list) -> None:
    c = state.counters
    if c["buys"] > 0:
        supply_table(state.rules_id, c["piles"]).add_buy_offers(state.zones, c["industry"], c["lostech"], c["banned"],
                                                          options)


def _buy(state: State, p: int, name: str) -> None:
    c = state.counters
    t = tid(name)
    c["industry"] -= COST[t]
    c["lostech"] -= LOSTECH[t]
    c["buys"] -= 1
    c["bought"] = True
    gain_from_supply(state, p, name, bought=True)


def _on_resource(state: State, p: int, name: str, t: int) -> None:  # Black Market
    push(state, "name_card", 1 - p, opts=supply_table(state.rules_id, state.counters["piles"]).name_options)


HOOKS = TurnHooks()
HOOKS.can_deploy = can_deploy
HOOKS.action_extras = _action_extras
HOOKS.use_in_action = _use_in_action
HOOKS.support_reaction = _assassination
HOOKS.resume_support_reaction = _resume_assassination
HOOKS.on_deploy = _on_deploy
HOOKS.on_resource = _on_resource
HOOKS.effect_resources = frozenset({tid("Black Market")})
HOOKS.buy_offers = _buy_offers
HOOKS.buy = _buy
HOOKS.begin_turn = _begin_turn
HOOKS.game_over = game_over
HOOKS.next_turn = _next_turn
TABLE.turn = HOOKS
action_options = _shared.action_options
buy_options = _shared.buy_options


def run_name_card(state: State, f: Frame):
    return Decision(f.player, f.locals["opts"], f"Black Market: name a card {who(1 - f.player)} cannot buy this turn", "name-card")


def resume_name_card(state: State, f: Frame, action: tuple):
    state.counters["banned"] = state.counters["banned"] + (action[1],)
    state.say(f"{who(f.player)} names {action[1]}")
    finish(state)


OPS: Final = {
    **_shared.OPS,
    "combat": (run_combat, resume_combat),
    "name_card": (run_name_card, resume_name_card),
}

"""Command cards that act in missions and battles: initiative, attack and armor for 'Mechs, prevention, damage,
blocking, what may be attacked (Contracts ... Takashi Kurita).  The Resource cards among them are in resources.py.

What they leave for the mission's resolution (all ``m.*`` counters, so they end with the mission): ``m.init``,
``m.atk``, ``m.armor``, ``m.prev``, ``m.dmg``, ``m.raised`` (extra attack the defender assigns), ``m.anyspeed<seat>``,
``m.contract`` ((contract, 'Mech), ...) and ``m.contract_lost``.  Lasting: ``attacked<seat>`` (Takashi Kurita)."""
from __future__ import annotations

from mechdeck.kernel.procedures import SCRIPTS, ask, push

from .. import dice
from ..board import ATTACHED, PATROL, POST, attachments, card_of, controller, is_mech, mark, name_of, set_mark, tap, who
from ..missions import CANNOT_BE_ATTACKED, JOINS_GROUP, add, engaged, target_text
from ..turn import AFTER_PAY, RULES_ID, can_pay, pay, scrap_card, try_untap
from .building_blocks import (BATTLE, MISSION, PREBLOCK, asset_cost, attacking_mechs, choose, in_command_post,
                              more_attack, plus_one_initiative, while_in_command_post)
from .registry import STATIC, Ability, ability, implements, trigger

S = SCRIPTS[RULES_ID]


def _engaged_mechs(state, p: int) -> list[int]:
    """p's attacking or blocking 'Mechs (Elemental Point is no 'Mech)."""
    return [m for m in engaged(state, p) if is_mech(state, m)]


# -- LT043 / LT044 Contracts with Gray Death Legion / Wolf's Dragoons: a 'Mech gets the mercenaries' bonus ------------
CONTRACTS = {"LT043": (3, 2), "LT044": (4, 4)}   # number -> (+attack, +armor)


def _contract_boost(state, f):
    c = f.locals["card"]
    m = f.locals["pick"][1]
    attack, armor = CONTRACTS[card_of(state, c).number]
    add(state, "m.atk", (m, attack))
    add(state, "m.armor", (m, armor))
    add(state, "m.contract", (c, m))
    state.say(f"{name_of(state, m)} gets +{attack} attack and +{armor} armor")


def _mission_armor(state, c):
    return sum(n for u, n in state.counters.get("m.armor", ()) if u == c)


def _contract_damage(state, received, dealt_by):
    """Damage the hired 'Mech receives this mission, after prevention (recorded now, the Contract goes at its end)."""
    c = state.counters
    for contract, m in c.get("m.contract", ()):
        n = max(0, received.get(m, 0) - sum(k for u, k in c.get("m.prev", ()) if u == m)) \
            + sum(k for u, k in c.get("m.hard", ()) if u == m)   # prevention never takes off unpreventable damage
        if n >= 5:
            add(state, "m.contract_lost", contract)


def _contract_lost(state):
    for contract in state.counters.get("m.contract_lost", ()):
        if any(contract in state.zones[POST[q]] for q in (0, 1)):
            scrap_card(state, contract, "(its 'Mech received 5 or more damage)")


def _contract_upkeep(state, p, window):
    if window != "repair":
        return
    for c in state.zones[POST[p]]:
        if card_of(state, c).number in CONTRACTS:
            push(state, "script", p, script="contract upkeep", card=c, player=p)


_UPKEEP = asset_cost(1, "P", 2)


def _upkeep_ask(state, f):
    p = f.locals["player"]
    c = f.locals["card"]
    cost = _UPKEEP(state, p)
    options = ([("pay for", c)] if can_pay(state, p, cost) else []) + [("give away", c)]
    ask(state, p, options, f"{name_of(state, c)}: pay {cost} or your opponent gains control of it", "pick")


def _upkeep_do(state, f):
    p = f.locals["player"]
    c = f.locals["card"]
    if f.locals["pick"][0] == "pay for":
        pay(state, p, _UPKEEP(state, p), ("contract kept", c))
        return
    tap(state, c)
    state.zones[POST[p]].remove(c)
    state.zones[POST[1 - p]].append(c)
    for a in attachments(state, c):   # its site Enhancements go with it (ruling T702)
        if a in state.zones[ATTACHED[p]]:
            state.zones[ATTACHED[p]].remove(a)
            state.zones[ATTACHED[1 - p]].append(a)
    for m in state.zones[PATROL[p]]:
        if mark(state, "guard", m) == c:
            set_mark(state, "guard", m, None)
    state.say(f"{who(1 - p)} gains control of {name_of(state, c)}")


def _contract_kept(state, p, c):
    state.say(f"{who(p)} pays for {name_of(state, c)}")


S["LT043"] = (choose(_engaged_mechs, "which of your 'Mechs gets the mercenaries?", "hire"), _contract_boost)
S["contract upkeep"] = (_upkeep_ask, _upkeep_do)
AFTER_PAY["contract kept"] = _contract_kept
STATIC["armor"].append(_mission_armor)
STATIC.setdefault("modify_damage", []).append(_contract_damage)
trigger("mission_end", "LT043", _contract_lost)
trigger("phase_start", "LT043", _contract_upkeep)
for _number in CONTRACTS:
    ability(_number, Ability("hire", "one of your 'Mechs gets the mercenaries' bonus", MISSION, "LT043", tap=True,
                             condition=lambda state, p, c: bool(_engaged_mechs(state, p))))

# -- LT067 Elemental Point: attacks and blocks together with a 'Mech (missions.JOINS_GROUP) -------------------------
JOINS_GROUP.add("LT067")
implements("LT067")


# -- LT073 Evantha Fetladral: {T}: +1 initiative and a 'Mech in the battle gets +1 attack ---------------------------
def _mechs_in_battle(state, p=None) -> list[int]:
    """The 'Mechs in the battle, both sides (``p`` is not used: the form of ``choose``'s candidates)."""
    return _engaged_mechs(state, 0) + _engaged_mechs(state, 1)


S["LT073"] = (plus_one_initiative, choose(_mechs_in_battle, "Evantha Fetladral: which 'Mech gets +1 attack?", "boost"),
              lambda state, f: more_attack(state, f.locals["pick"][1], 1))
ability("LT073", Ability("boost", "+1 initiative and a 'Mech gets +1 attack", MISSION, "LT073", tap=True,
                         condition=lambda state, p, c: bool(_mechs_in_battle(state))))


# -- LT098 Grayson Death Carlyle: {T}: your 'Mechs may block regardless of speed this mission ----------------------
def _grayson(state, f):
    p = f.locals["player"]
    state.counters[f"m.anyspeed{p}"] = True
    state.say(f"{who(p)}'s 'Mechs may block this mission regardless of their speed")


S["LT098"] = (_grayson,)
ability("LT098", Ability("block", "your 'Mechs may block regardless of speed", PREBLOCK, "LT098", tap=True,
                         condition=lambda state, p, c: state.counters.get("m.p") != p))

# -- LT108 Helicopter Support / LT114 Hovertank Detachment: cannot be attacked; {T}: 1 damage and a die -------------
SUPPORT_DICE = {"LT108": (3, 4), "LT114": (2, 5)}   # scrapped on <= first, untapped on >= second


def _support_targets(state, p):
    out = _engaged_mechs(state, 1 - p)
    tgt = state.counters.get("m.tgt")
    if state.counters.get("m.p") == p and tgt is not None and tgt not in out:
        out.append(tgt)
    return out


def _support_hit(state, f):
    c = f.locals["card"]
    d = f.locals["pick"][1]
    add(state, "m.dmg", (d, 1, -1))
    scrap_at, untap_at = SUPPORT_DICE[card_of(state, c).number]
    value = f.locals["die"]
    state.say(f"{name_of(state, c)} deals 1 damage to {target_text(state, d)} and rolls {value}")
    if value <= scrap_at:
        scrap_card(state, c)
    elif value >= untap_at and try_untap(state, c):
        state.say(f"{name_of(state, c)} untaps")


S["LT108"] = (choose(_support_targets, "deal 1 damage to?", "hit"), dice.roll_step(), _support_hit)
for _number in SUPPORT_DICE:
    CANNOT_BE_ATTACKED[_number] = True
    ability(_number, Ability("hit", "deal 1 damage and roll a die", BATTLE, "LT108", tap=True,
                             condition=lambda state, p, c: bool(_support_targets(state, p))))


# -- LT162 Marissa Morgan: {T}: +1 initiative and prevent 2 damage to one of your 'Mechs (ruling T301) -------------
def _marissa_choose(state, f):
    p = f.locals["player"]
    mechs = _engaged_mechs(state, p)
    if mechs:   # only a 'Mech in the battle can be damaged by it
        ask(state, p, [("choose", m) for m in mechs], "Marissa Morgan: prevent up to 2 damage to which 'Mech?",
            "pick")


def _marissa_prevent(state, f):
    pick = f.locals.get("pick")
    if pick is not None:
        add(state, "m.prev", (pick[1], 2))
        state.say(f"Marissa Morgan: up to 2 damage to {name_of(state, pick[1])} is prevented")


S["LT162"] = (plus_one_initiative, _marissa_choose, _marissa_prevent)
ability("LT162", Ability("init", "+1 initiative and prevent 2 damage to one of your 'Mechs", MISSION, "LT162",
                         tap=True))


# -- LT179 Morgan Hasek Davion: {T}: +1 initiative and each attacking 'Mech gets +1 attack -------------------------
def _morgan_hasek_davion(state, f):
    p = f.locals["player"]
    c = state.counters
    raising_assigned = p != c["m.p"] and c.get("m.done", (False, False))[c["m.p"]]
    for unit in attacking_mechs(state):   # not Elemental Point (Player's Guide)
        add(state, "m.atk", (unit, 1))
        if raising_assigned:   # the defender assigns this damage (rulebook "Mission Cards", ruling T560)
            add(state, "m.raised", (unit, p))


S["LT179"] = (plus_one_initiative, _morgan_hasek_davion)
ability("LT179", Ability("init", "+1 initiative and each attacking 'Mech gets +1 attack", MISSION, "LT179",
                         tap=True))


# -- LT192 Phantom Signal: {T}: before blockers, 1-2 redirects the attack to it (ruling T311) ----------------------
def _phantom(state, f):
    c = f.locals["card"]
    value = f.locals["die"]
    if value <= 2:
        state.counters["m.tgt"] = c
        state.say(f"Phantom Signal rolls {value}: the attack is redirected to Phantom Signal")
    else:
        state.say(f"Phantom Signal rolls {value}: no effect")


S["LT192"] = (dice.roll_step(), _phantom)
ability("LT192", Ability("decoy", "roll: 1-2 redirects the attack to Phantom Signal", PREBLOCK, "LT192", tap=True,
                         condition=lambda state, p, c: state.counters.get("m.p") == 1 - p
                         and state.counters.get("m.tgt") != c))


# -- LT254 Takashi Kurita: +1 initiative; the opponent attacks once per turn, attacks on Takashi aside (T312) -------
def _takashi_count(state, p):
    tgt = state.counters.get("m.tgt")
    if not (isinstance(tgt, int) and card_of(state, tgt).number == "LT254" and tgt in state.zones[POST[1 - p]]):
        state.counters[f"attacked{p}"] = state.counters.get("turn", 0)


def _takashi_target(state, group, target) -> bool:
    p = controller(state, group[0])
    if state.counters.get(f"attacked{p}") != state.counters.get("turn"):
        return True   # checked first: it is cheaper than looking for Takashi
    takashi = in_command_post(state, 1 - p, "LT254")
    return not takashi or target in takashi


while_in_command_post("initiative", "LT254", 1)
STATIC.setdefault("may_target", []).append(_takashi_target)
trigger("mission_declared", "LT254", _takashi_count)

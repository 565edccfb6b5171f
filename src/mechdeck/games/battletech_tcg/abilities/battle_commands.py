"""Command cards that act in missions and battles: initiative, attack and armor for 'Mechs, prevention, damage,
blocking, what may be attacked (Contracts ... Takashi Kurita).  The Resource cards among them are in resources.py.

What they leave for the mission's resolution (all ``m.*`` counters, so they end with the mission): ``m.init``,
``m.atk``, ``m.armor``, ``m.prev``, ``m.dmg``, ``m.raised`` (extra attack the defender assigns), ``m.anyspeed<seat>``,
``m.contract`` ((contract, 'Mech), ...), ``m.contract_lost``, ``m.jump`` (Jump Troops) and ``m.bjorn`` (Khan Bjorn
Jorgensson).  Lasting: ``attacked<seat>`` (Takashi Kurita)."""
from __future__ import annotations

from mechdeck.kernel.procedures import SCRIPTS, ask, push, stop

from .. import dice
from ..board import (BUILD, HAND, PATROL, POST, REMOVED, SCRAP, SPEED, STOCK, attachments, card_of,
                     clear_marks, controller, game_holds, is_mech, is_unit, mark, name_of, owner, pile_text, pilot_of,
                     set_mark, speed, structure, tap, tapped, units_in_play, who)
from ..knowledge import learn
from ..missions import (AFTER_MISSION, CANNOT_BE_ATTACKED, FALLEN, JOINS_GROUP, REDIRECTS, UNIT_REDIRECTS, Redirect,
                        add, deal_damage, engaged, site_of, site_text, sites, target_text)
from ..turn import (AFTER_PAY, FREE_DEPLOY, RULES_ID, can_pay, pay, release_guards, scrap_card, try_untap,
                    unique_blocked)
from .building_blocks import (BATTLE, DEPLOY_PHASE, MISSION, MISSIONS_PHASE, PREBLOCK, alpha_strike_does_not_deplete,
                              asset_cost, attacking_mechs, choose, damage_to_a_mech_in_the_mission, divided_damage,
                              in_battle, in_command_post, join_battle, mechs_in_mission, more_attack,
                              plus_one_initiative, prevent, take_control, when_a_mech_in_play_is_scrapped,
                              while_in_command_post)
from .registry import (STATIC, TRIGGERS, Ability, MissionCard, ability, card_module, implements, mission_card,
                       on_reveal, trigger)

card_module(__name__)   # what this module registers below counts for it (registry.where)

S = SCRIPTS[RULES_ID]


def _engaged_mechs(state, p: int) -> list[int]:
    """p's attacking or blocking 'Mechs (Elemental Point is no 'Mech)."""
    return [m for m in engaged(state, p) if is_unit(state, m)]


# -- LT043 / LT044 Contracts with Gray Death Legion / Wolf's Dragoons: a 'Mech gets the mercenaries' bonus ------------
# -- CS023 Contract with Kell Hounds, ME023 Contract with Eridani Light Horse, ME024 Contract with Northwind
# Highlanders, ME025 Contract with Snord's Irregulars, ME057 Mercenary Contract: the same, with their own bonuses
# (their extra sentences follow); ME021 Contract with 21st Centauri Lancers hires a 'Mech for no bonus of its own
# (its effect is on the opposing 'Mechs' armor, below).  ME022 Contract with Black Thorns rolls its bonus (below).
# CE062 Contract with Kell Hounds (Commander's Edition) has CS023's bonus, but its "tap this card and your opponent
# gains control of it" happens at once, as for the other Contracts: CS023's "at the end of your turn" is gone (T1271).
CONTRACTS = {"LT043": (3, 2), "LT044": (4, 4), "CS023": (3, 4), "ME021": (0, 0), "ME023": (2, 5), "ME024": (2, 3),
             "ME025": (2, 3), "ME057": (2, 1), "CE062": (3, 4)}   # number -> (+attack, +armor)
# the Contracts with the upkeep "pay (1+2P) during your Repair ..." (MW012 Contract with Hansen's Roughriders: below)
PAID_CONTRACTS = frozenset(CONTRACTS) | {"ME022", "CE058", "MW012"}


def _contract_boost(state, f):
    c = f.locals["card"]
    m = f.locals["pick"][1]
    number = card_of(state, c).plays_as
    attack, armor = CONTRACTS[number]
    add(state, "m.contract", (c, m))
    if number == "ME021":
        _lancers(state, f.locals["player"])
        return
    add(state, "m.atk", (m, attack))
    add(state, "m.armor", (m, armor))
    state.say(f"{name_of(state, m)} gets +{attack} attack and +{armor} armor")


def _mission_armor(state, c):
    return sum(n for u, n in state.counters.get("m.armor", ()) if u == c)


def _contract_damage(state, received, dealt_by):
    """Damage the hired 'Mech receives this mission, after prevention (recorded now, the Contract goes at its end):
    the unpreventable kind and the structure damage dealt as the damage resolves count too (T532, T533, T1053)."""
    c = state.counters
    for contract, m in c.get("m.contract", ()):
        n = max(0, received.get(m, 0) - sum(k for u, k in c.get("m.prev", ()) if u == m)) \
            + sum(k for key in ("m.hard", "m.sdmg") for u, k in c.get(key, ()) if u == m)   # prevention spares them
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
        if card_of(state, c).plays_as in PAID_CONTRACTS:
            push(state, "script", p, script="contract upkeep", card=c, player=p)


_UPKEEP = asset_cost(1, "P", 2)


def _upkeep_ask(state, f):
    p = f.locals["player"]
    c = f.locals["card"]
    if c not in state.zones[POST[p]]:   # gone since the phase began (Protection Racket scrapped it first)
        stop(state, f)
        return
    cost = _UPKEEP(state, p)
    options = ([("pay for", c)] if can_pay(state, p, cost) else []) + [("give away", c)]
    when = " at the end of your turn" if card_of(state, c).plays_as == "CS023" else ""
    ask(state, p, options, f"{name_of(state, c)}: pay {cost} or your opponent gains control of it{when}", "pick")


def _upkeep_do(state, f):
    p = f.locals["player"]
    c = f.locals["card"]
    if f.locals["pick"][0] == "pay for":
        pay(state, p, _UPKEEP(state, p), ("contract kept", c))
        return
    tap(state, c)
    if card_of(state, c).plays_as == "CS023":   # Kell Hounds change sides as the turn ends (ruling T759)
        set_mark(state, "leaving", c, p + 1)   # the giver's seat + 1 (a mark of 0 is no mark)
        state.say(f"{who(p)} taps {name_of(state, c)}: {who(1 - p)} gains control of it at the end of the turn")
        return
    take_control(state, 1 - p, c)


def _contract_kept(state, p, c):
    state.say(f"{who(p)} pays for {name_of(state, c)}")


S["LT043"] = (choose(_engaged_mechs, "which of your 'Mechs gets the mercenaries?", "hire"), _contract_boost)
S["contract upkeep"] = (_upkeep_ask, _upkeep_do)
AFTER_PAY["contract kept"] = _contract_kept
STATIC["armor"].append(_mission_armor)
STATIC.setdefault("modify_damage", []).append(_contract_damage)
trigger("mission_end", "LT043", _contract_lost)
trigger("phase_start", "LT043", _contract_upkeep)
_HIRE_LABELS = {"ME021": "choose one of your 'Mechs: each opposing 'Mech's armor is 0"}
for _number in CONTRACTS:
    ability(_number, Ability("hire", _HIRE_LABELS.get(_number, "one of your 'Mechs gets the mercenaries' bonus"),
                             MISSION, "LT043", tap=True, condition=lambda state, p, c: bool(_engaged_mechs(state, p))))


# CS023 Contract with Kell Hounds: given away in the Repair/Reload phase, it changes sides as that turn ends (T759)
def _kell_hounds_leave(state, p):
    for q in (p, 1 - p):
        for c in list(state.zones[POST[q]]):
            leaving = mark(state, "leaving", c)
            if leaving is None:
                continue
            set_mark(state, "leaving", c, None)
            if leaving == p + 1 and q == p:   # still on the side of the player who tapped it
                take_control(state, 1 - p, c)


trigger("turn_end", "CS023", _kell_hounds_leave)


# ME021 Contract with 21st Centauri Lancers: "Reduce the armor of each opposing 'Mech to 0" for the mission; only the
# 'Mechs in the mission are affected (Guide, Command Cards: Abilities), and no armor bonus raises it again (T881)
_NO_ARMOR = -10 ** 6   # armor is never below 0 (board.armor): this leaves 0 whatever else adds


def _lancers(state, p: int) -> None:
    add(state, "m.noarmor", 1 - p)
    state.say(f"the armor of each of {who(1 - p)}'s 'Mechs in the mission is reduced to 0")


def _lancers_armor(state, c):
    zeroed = state.counters.get("m.noarmor")
    if zeroed is None:
        return 0
    return _NO_ARMOR if controller(state, c) in zeroed and c in mechs_in_mission(state) else 0


STATIC["armor"].append(_lancers_armor)


# ME022 Contract with Black Thorns: a die for the attack bonus, a second die for the armor bonus
def _thorns_attack(state, f):
    m = f.locals["pick"][1]
    add(state, "m.contract", (f.locals["card"], m))
    more_attack(state, m, f.locals["die"])


def _thorns_armor(state, f):
    m = f.locals["pick"][1]
    n = f.locals["armor_die"]
    add(state, "m.armor", (m, n))
    state.say(f"{name_of(state, m)} gets +{n} armor")


_THORNS_PICK = choose(_engaged_mechs, "Contract with Black Thorns: which of your Units gets the bonus?", "hire")
S["ME022"] = (dice.roll_step(), _THORNS_PICK, _thorns_attack, dice.roll_step("armor_die"), _thorns_armor)
ability("ME022", Ability("hire", "roll for one of your 'Mechs' attack and armor bonus", MISSION, "ME022", tap=True,
                         condition=lambda state, p, c: bool(_engaged_mechs(state, p))))
# CE058 (Commander's Edition): "Choose one of your Units and roll two dice": the Unit is chosen before either roll is
# known (ME022 rolls the attack die first and then picks the 'Mech; ruling T1270)
S["CE058"] = (_THORNS_PICK, dice.roll_step(), _thorns_attack, dice.roll_step("armor_die"), _thorns_armor)
ability("CE058", Ability("hire", "choose one of your Units, then roll for its attack and armor bonus", MISSION,
                         "CE058", tap=True, condition=lambda state, p, c: bool(_engaged_mechs(state, p))))


# ME023 Contract with Eridani Light Horse: a card under construction its 'Mech damages is scrapped
def _under_construction(state, c) -> bool:
    """As missions.apply_damage tells it: in the Construction region and not an activated (paid) card."""
    q = controller(state, c)
    return c in state.zones[BUILD[q]] and not (mark(state, "up", c) and not mark(state, "unpaid", c))


def _eridani_marks(state, received, dealt_by):
    hired = [m for contract, m in state.counters.get("m.contract", ()) if card_of(state, contract).plays_as == "ME023"]
    if not hired:
        return
    for dst, n in received.items():
        if n > 0 and isinstance(dst, int) and _under_construction(state, dst) \
                and any(src in hired and k > 0 for src, k in dealt_by.get(dst, ())):
            add(state, "m.eridani", dst)


def _eridani_scraps(state, dst, n):
    """Damage about to be applied (after any redirection): to a card the Eridani 'Mech damaged, it scraps it."""
    if n > 0 and dst in state.counters.get("m.eridani", ()) and _under_construction(state, dst):
        scrap_card(state, dst, "(Contract with Eridani Light Horse)")
        return 0
    return n


STATIC.setdefault("modify_damage", []).append(_eridani_marks)
STATIC.setdefault("site_damage", []).append(_eridani_scraps)


# ME024 Contract with Northwind Highlanders: restocked instead of going into its owner's Scrapheap from play (T880)
def _northwind_restocked(state, c, zone, host):
    if zone in POST and card_of(state, c).plays_as == "ME024":
        q = owner(state, c)
        state.zones[SCRAP[q]].remove(c)
        state.zones[STOCK[q]].insert(0, c)
        learn(state, -1, (c,))   # a face-up card put at the bottom of the Stockpile
        state.say(f"{who(q)} restocks {name_of(state, c)} instead")


trigger("scrapped", "ME024", _northwind_restocked)


# ME025 Contract with Snord's Irregulars: its 'Mech, scrapped this mission, goes on top of its owner's Stockpile (T882)
def _snord_saved(state, c, zone, host):
    hires = state.counters.get("m.contract")
    if hires is None or zone not in _UNIT_ZONES:
        return
    if any(m == c and card_of(state, contract).plays_as == "ME025" for contract, m in hires):
        q = owner(state, c)
        state.zones[SCRAP[q]].remove(c)
        state.zones[STOCK[q]].append(c)
        learn(state, -1, (c,))
        state.say(f"{name_of(state, c)} goes on top of {who(q)}'s Stockpile (Contract with Snord's Irregulars)")


_UNIT_ZONES = PATROL + BUILD
trigger("scrapped", "ME025", _snord_saved)


# -- MW106 Wolfgang Hansen: {T} during battle: a piloted 'Mech in the battle untaps at the end of the mission (T883) ---
# CE346 (Commander's Edition): "Choose one of your piloted 'Mechs": only its player's own (ruling T1274).  Both say
# "'Mech" ('Mechs only: the reprint keeps the word, T1102), which only 'Mechs can be anyway (Pilots, T1132).
def _piloted_in_battle(state, p=None) -> list[int]:
    return [m for m in _mechs_in_battle(state) if is_mech(state, m) and pilot_of(state, m) is not None]


def _your_piloted_in_battle(state, p: int) -> list[int]:
    return [m for m in _piloted_in_battle(state) if controller(state, m) == p]


def _hansen_mark(state, f):
    m = f.locals["pick"][1]
    add(state, "m.hansen", m)
    state.say(f"{name_of(state, m)} will untap at the end of the mission")


def _hansen_untap(state):
    for m in state.counters.get("m.hansen", ()):
        if m in units_in_play(state, controller(state, m)) and tapped(state, m) and try_untap(state, m):
            state.say(f"{name_of(state, m)} untaps (Wolfgang Hansen)")


S["MW106"] = (choose(_piloted_in_battle, "Wolfgang Hansen: which piloted 'Mech untaps at the end of the mission?",
                     "untap"), _hansen_mark)
ability("MW106", Ability("untap", "a piloted 'Mech in the battle untaps at the end of the mission", BATTLE, "MW106",
                         tap=True, condition=lambda state, p, c: bool(_piloted_in_battle(state))))
S["CE346"] = (choose(_your_piloted_in_battle, "Wolfgang Hansen: which of your piloted 'Mechs untaps after the "
                                              "mission?", "untap"), _hansen_mark)
ability("CE346", Ability("untap", "one of your piloted 'Mechs in the battle untaps after the mission", BATTLE,
                         "CE346", tap=True, condition=lambda state, p, c: bool(_your_piloted_in_battle(state, p))))
trigger("mission_end", "MW106", _hansen_untap)

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
    scrap_at, untap_at = SUPPORT_DICE[card_of(state, c).plays_as]
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
# CE186 (Commander's Edition) "choose any Unit": any Unit in the battle, either player's (ruling T1272)
_MARISSA_CHOICES = {"LT162": _engaged_mechs, "CE186": lambda state, p: _mechs_in_battle(state)}


def _marissa_choose(state, f):
    p = f.locals["player"]
    units = _MARISSA_CHOICES[card_of(state, f.locals["card"]).plays_as](state, p)
    if units:   # only a Unit in the battle can be damaged by it
        ask(state, p, [("choose", m) for m in units], "Marissa Morgan: prevent up to 2 damage to which Unit?",
            "pick")


def _marissa_prevent(state, f):
    pick = f.locals.get("pick")
    if pick is not None:
        add(state, "m.prev", (pick[1], 2))
        state.say(f"Marissa Morgan: up to 2 damage to {name_of(state, pick[1])} is prevented")


S["LT162"] = (plus_one_initiative, _marissa_choose, _marissa_prevent)
ability("LT162", Ability("init", "+1 initiative and prevent 2 damage to one of your 'Mechs", MISSION, "LT162",
                         tap=True))
ability("CE186", Ability("init", "+1 initiative and prevent 2 damage to any Unit", MISSION, "LT162", tap=True))


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
    if not (isinstance(tgt, int) and card_of(state, tgt).plays_as == "LT254" and tgt in state.zones[POST[1 - p]]):
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


# == Counterstrike, Mercenaries and MechWarrior: Command cards used in missions ========================================
# -- CS062 Mobile Long Tom / CS087 Thor Mobile Artillery: {T}: n damage to one 'Mech in the mission ----------------
for _number, _title, _n in (("CS062", "Mobile Long Tom", 3), ("CS087", "Thor Mobile Artillery", 2)):
    S[_number] = damage_to_a_mech_in_the_mission(_title, _n)
    ability(_number, Ability("shell", f"deal {_n} damage to one 'Mech in the mission", MISSION, _number, tap=True,
                             condition=lambda state, p, c: bool(mechs_in_mission(state))))
    implements(_number, block="damage to a 'Mech in the mission")


# -- CS076 Ryan Steiner: {T}: 2 damage to the target of your mission (T885) ----------------------------------------
def _ryan_steiner(state, f):
    tgt = state.counters["m.tgt"]
    add(state, "m.dmg", (tgt, 2, -1))
    state.say(f"{target_text(state, tgt)} will receive 2 damage")


S["CS076"] = (_ryan_steiner,)
ability("CS076", Ability("strike", "deal 2 damage to the target", MISSION, "CS076", tap=True,
                         condition=lambda state, p, c: state.counters.get("m.p") == p))


# -- ME008 Artillery Bombardment: {T}: 1 structure damage to each attacking 'Mech or to each blocking 'Mech ----------
def _blocking_mechs(state) -> list[int]:
    return [u for u in state.counters.get("m.blk", ()) if is_unit(state, u)]


def _bombardment_ask(state, f):
    groups = [("bombard", "attackers")] + ([("bombard", "blockers")] if _blocking_mechs(state) else [])
    ask(state, f.locals["player"], groups, "Artillery Bombardment: 1 structure damage to each attacking 'Mech or to "
        "each blocking 'Mech?", "pick")


def _bombardment(state, f):
    which = f.locals["pick"][1]
    for u in attacking_mechs(state) if which == "attackers" else _blocking_mechs(state):
        add(state, "m.sdmg", (u, 1))
    state.say(f"each {'attacking' if which == 'attackers' else 'blocking'} 'Mech will receive 1 structure damage")


S["ME008"] = (_bombardment_ask, _bombardment)
ability("ME008", Ability("bombard", "1 structure damage to each attacking or each blocking 'Mech", MISSION, "ME008",
                         tap=True, condition=lambda state, p, c: bool(attacking_mechs(state))))


# -- ME080 Sandhurst Royal Military Academy: {T}: one of your unpiloted 'Mechs +2 attack or +2 armor; scrapped with
# that 'Mech if it is scrapped this mission, otherwise untapped at the end of the mission -------------------------
def _unpiloted_engaged(state, p) -> list[int]:
    return [m for m in _engaged_mechs(state, p) if pilot_of(state, m) is None]


def _sandhurst_ask(state, f):
    ask(state, f.locals["player"], [("+2 attack",), ("+2 armor",)],
        f"Sandhurst Royal Military Academy: {name_of(state, f.locals['pick'][1])} gets which bonus?", "bonus")


def _sandhurst(state, f):
    m = f.locals["pick"][1]
    add(state, "m.sandhurst", (f.locals["card"], m))
    if f.locals["bonus"] == ("+2 attack",):
        more_attack(state, m, 2)
    else:
        add(state, "m.armor", (m, 2))
        state.say(f"{name_of(state, m)} gets +2 armor")


def _sandhurst_lost(state, c, zone, host):
    taught = state.counters.get("m.sandhurst")
    if taught is not None and any(m == c for academy, m in taught):
        add(state, "m.sandhurst_lost", c)


def _sandhurst_end(state):
    lost = state.counters.get("m.sandhurst_lost", ())
    for academy, m in state.counters.get("m.sandhurst", ()):
        if not any(academy in state.zones[POST[q]] for q in (0, 1)):
            continue
        if m in lost:
            scrap_card(state, academy, "(its 'Mech was scrapped)")
        elif tapped(state, academy) and try_untap(state, academy):
            state.say(f"{name_of(state, academy)} untaps")


S["ME080"] = (choose(_unpiloted_engaged, "Sandhurst Royal Military Academy: which of your unpiloted 'Mechs?",
                     "train"), _sandhurst_ask, _sandhurst)
ability("ME080", Ability("train", "one of your unpiloted 'Mechs gets +2 attack or +2 armor", MISSION, "ME080",
                         tap=True, condition=lambda state, p, c: bool(_unpiloted_engaged(state, p))))
trigger("scrapped", "ME080", _sandhurst_lost)
trigger("mission_end", "ME080", _sandhurst_end)


# -- MW082 Simone Devon: {T} during battle: per opposing engaged 'Mech fewer than yours, +1 initiative and +1 attack
# to each of your 'Mechs in the battle ---------------------------------------------------------------------------
def _outnumbering(state, p) -> int:
    return max(0, len(_engaged_mechs(state, p)) - len(_engaged_mechs(state, 1 - p)))


def _simone_devon(state, f):
    p = f.locals["player"]
    n = _outnumbering(state, p)
    add(state, "m.init", (p, n))
    state.say(f"{who(p)} gets +{n} initiative")
    for m in _engaged_mechs(state, p):
        more_attack(state, m, n)


S["MW082"] = (_simone_devon,)
ability("MW082", Ability("rally", "+1 initiative and +1 attack to each of your 'Mechs per 'Mech you outnumber them by",
                         BATTLE, "MW082", tap=True, condition=lambda state, p, c: _outnumbering(state, p) > 0))


# -- MW098 Training Facility: each of your Pilots gets +1 initiative and +1 attack (a pilot's attack counts always, its
# initiative while its 'Mech is engaged, as the printed bonuses of pilots do) ------------------------------------
def _facilities(state, p: int) -> int:
    """p's Training Facilities in play; asked for every attack value, so a game without the card answers at once."""
    return len(in_command_post(state, p, "MW098")) if game_holds(state, "MW098") else 0


def _trained_attack(state, m) -> int:
    if not state.zones["attached0"] and not state.zones["attached1"]:
        return 0   # no pilot anywhere
    n = _facilities(state, controller(state, m))
    return n if n and pilot_of(state, m) is not None else 0


def _trained_initiative(state, p) -> int:
    n = _facilities(state, p)
    return n * sum(1 for m in engaged(state, p) if pilot_of(state, m) is not None) if n else 0


STATIC["attack"].append(_trained_attack)
STATIC["initiative"].append(_trained_initiative)
implements("MW098")


# -- MW101 Tyra Miraborg: {T}: 1 structure damage to a 'Mech or Command card (Missions phase, not in a mission);
# {T}: removed from the game, an extra turn after this one without its Missions phase (Deploy phase; T768) ---------
def _mechs_and_command_cards(state, p=None) -> list[int]:
    """The 'Mechs and the Command cards in play that can take damage (a card without structure takes none), both
    sides': the 'Mechs, then the Command Post cards."""
    mechs = [m for q in (0, 1) for m in units_in_play(state, q) if is_unit(state, m)]
    return mechs + [c for q in (0, 1) for c in state.zones[POST[q]] if structure(state, c) > 0]


def _tyra_damage(state, f):
    target = f.locals["pick"][1]
    state.say(f"Tyra Miraborg deals 1 structure damage to {name_of(state, target)}")
    deal_damage(state, f.locals["player"], ((target, 1),), structure_only=True)


def _tyra_extra_turn(state, f):
    p, c = f.locals["player"], f.locals["card"]
    zone = POST[controller(state, c)]
    for number, fn in TRIGGERS.get("leaves_play", ()):
        fn(state, c, zone)
    state.zones[zone].remove(c)
    state.zones[REMOVED[owner(state, c)]].append(c)   # out of the game, not in the Scrapheap (as Culling, T259)
    clear_marks(state, c)
    release_guards(state, c)
    state.counters[f"extra_turns{p}"] = state.counters.get(f"extra_turns{p}", 0) + 1   # turn.run_turn takes it
    state.say(f"Tyra Miraborg is removed from the game: {who(p)} takes an extra turn after this one, "
              "without its Missions phase")


S["MW101 damage"] = (choose(_mechs_and_command_cards, "Tyra Miraborg: 1 structure damage to which card?", "damage"),
                     _tyra_damage)
S["MW101 turn"] = (_tyra_extra_turn,)
ability("MW101",
        Ability("damage", "deal 1 structure damage to a 'Mech or Command card", MISSIONS_PHASE, "MW101 damage",
                tap=True, condition=lambda state, p, c: bool(_mechs_and_command_cards(state))),
        Ability("turn", "remove it from the game to take an extra turn without a Missions phase", DEPLOY_PHASE,
                "MW101 turn", tap=True))


# -- CS072 Quick Salvage Operation (Mission card, when blocking): at the end of the battle, one of the attacking 'Mechs
# scrapped in it comes into play on your side with structure - 1 damage counters (T771; "and tap it" removed by the
# Guide's erratum: it enters untapped).  CE238 (Commander's Edition): "you may put one of them into play": the player
# may also decline (ruling T1273) -----------------------------------------------------------------------------------
def _salvage_noted(state, f):
    if card_of(state, f.locals["card"]).plays_as == "CE238":
        add(state, "m.after", (f.locals["player"], ("salvage", True)))
        state.say("Quick Salvage Operation: an attacking Unit scrapped in this battle may be salvaged")
        return
    add(state, "m.after", (f.locals["player"], ("salvage",)))
    state.say("Quick Salvage Operation: an attacking 'Mech scrapped in this battle will be salvaged")


def _salvage_at_end(state, q: int, may_decline: bool = False) -> None:
    """As the mission ends (its counters still there): the attackers now in a Scrapheap were scrapped in it, by its
    damage or while it was fought (``missions.FALLEN``)."""
    c = state.counters
    fought = tuple(c.get("m.att", ())) + tuple(u for u, side in c.get(FALLEN, ()) if side == "m.att")
    wrecks = [m for m in fought if is_unit(state, m) and m in state.zones[SCRAP[owner(state, m)]]]
    if wrecks:   # CS072's frame stays as it was (the recorded games replay it)
        push(state, "script", q, script="CS072 salvage", player=q, wrecks=tuple(wrecks),
             **({"may_decline": True} if may_decline else {}))


def _salvage_ask(state, f):
    ask(state, f.locals["player"], [("mech", m) for m in f.locals["wrecks"]]
        + ([("decline",)] if f.locals.get("may_decline") else []),
        "Quick Salvage Operation: put which scrapped attacking 'Mech into play?", "pick")


def _salvage_put(state, f):
    if f.locals["pick"] == ("decline",):
        state.say(f"{who(f.locals['player'])} salvages none of them (Quick Salvage Operation)")
        return
    q, m = f.locals["player"], f.locals["pick"][1]
    state.zones[SCRAP[owner(state, m)]].remove(m)
    state.zones[PATROL[q]].append(m)
    state.say(f"{who(q)} puts {name_of(state, m)} into play in their Patrol region (Quick Salvage Operation)")
    if unique_blocked(state, m):
        scrap_card(state, m, "(a Unique card of that title is in play)")
        return
    n = structure(state, m) - 1
    if n > 0:
        set_mark(state, "dmg", m, n)
    state.say(f"{name_of(state, m)} has {n} damage counter{'s' if n != 1 else ''}")


S["CS072"] = (_salvage_noted,)
S["CS072 salvage"] = (_salvage_ask, _salvage_put)
AFTER_MISSION["salvage"] = _salvage_at_end
for _number in ("CS072", "CE238"):
    mission_card(_number, MissionCard("CS072", lambda state, q: state.counters.get("m.p") != q
                                      and bool(state.counters.get("m.blk"))))


# -- MW012 Contract with Hansen's Roughriders: {T} during battle: a 'Mech card from your hand into play in your Patrol
# region, joining the battle (T771); 5 or more damage to it scraps it and the Contract (as other Contracts), else it
# returns to your hand at the end of the mission; the Contracts' upkeep (PAID_CONTRACTS) -------------------------------
def _mechs_in_hand(state, p) -> list[int]:
    return [c for c in state.zones[HAND[p]] if is_unit(state, c)]


def _roughriders_in(state, f):
    p, contract, m = f.locals["player"], f.locals["card"], f.locals["pick"][1]
    state.zones[HAND[p]].remove(m)
    state.zones[PATROL[p]].append(m)
    state.say(f"{who(p)} puts {name_of(state, m)} into play in their Patrol region "
              "(Contract with Hansen's Roughriders)")
    if unique_blocked(state, m):
        scrap_card(state, m, "(a Unique card of that title is in play)")
        return
    join_battle(state, p, m)
    add(state, "m.contract", (contract, m))   # _contract_damage notes 5 or more damage to it


def _roughriders_end(state) -> None:
    """As the mission ends (after _contract_lost scrapped a Contract whose 'Mech received 5 or more damage)."""
    c = state.counters
    for contract, m in c.get("m.contract", ()):
        if card_of(state, contract).plays_as != "MW012":
            continue
        q = controller(state, m)
        if m not in units_in_play(state, q):
            continue   # scrapped in the battle
        if contract in c.get("m.contract_lost", ()):
            scrap_card(state, m, "(it received 5 or more damage: Contract with Hansen's Roughriders)")
            continue
        for a in attachments(state, m):
            scrap_card(state, a, "(its 'Mech left play)", host=m)
        state.zones[PATROL[q]].remove(m)
        clear_marks(state, m)
        state.zones[HAND[owner(state, m)]].append(m)
        learn(state, 1 - owner(state, m), (m,))   # the opponent saw it go back
        state.say(f"{name_of(state, m)} returns to {who(owner(state, m))}'s hand (Contract with Hansen's Roughriders)")


S["MW012"] = (choose(_mechs_in_hand, "Contract with Hansen's Roughriders: put which 'Mech into play?", "mech"),
              _roughriders_in)
ability("MW012", Ability("hire", "put a 'Mech card from your hand into play: it joins the battle", BATTLE, "MW012",
                         tap=True, condition=lambda state, p, c: in_battle(state) and bool(_mechs_in_hand(state, p))))
trigger("mission_end", "MW012", _roughriders_end)


# -- MW097 Time Bomb: a time counter as each of your turns begins; {T}: scrap it for as much damage to one 'Mech or
# site (Deploy phase; T761) ------------------------------------------------------------------------------------------
def _time_passes(state, p) -> None:
    for c in state.zones[POST[p]]:
        if card_of(state, c).plays_as == "MW097":
            set_mark(state, "time", c, mark(state, "time", c, 0) + 1)
            state.say(f"Time Bomb gets a time counter ({mark(state, 'time', c)})")


def _mechs_and_sites(state, p=None) -> list:
    """Every Unit in play and every site (missions.sites), both sides'."""
    out: list = []
    for q in (0, 1):
        out += [m for m in units_in_play(state, q) if is_unit(state, m)] + sites(state, q)
    return out


def _time_bomb_goes_off(state, f):
    c = f.locals["card"]
    f.locals["n"] = mark(state, "time", c, 0)   # counted before it leaves play with its counters
    scrap_card(state, c, "(Time Bomb goes off)")
    ask(state, f.locals["player"], [("damage", t) for t in _mechs_and_sites(state)],
        f"Time Bomb: {f.locals['n']} damage to which 'Mech or site?", "pick")


def _time_bomb_damage(state, f):
    target, n = f.locals["pick"][1], f.locals["n"]
    state.say(f"Time Bomb deals {n} damage to "
              + (pile_text(target) if isinstance(target, str) else target_text(state, target)))
    deal_damage(state, f.locals["player"], ((target, n),))


S["MW097"] = (_time_bomb_goes_off, _time_bomb_damage)
ability("MW097", Ability("detonate", "scrap it: damage equal to its time counters to one 'Mech or site", DEPLOY_PHASE,
                         "MW097", tap=True, condition=lambda state, p, c: mark(state, "time", c, 0) > 0))
trigger("turn_start", "MW097", _time_passes)


# -- ME004 Ammo Truck: while untapped, Alpha Strikes do not deplete your blocking 'Mechs; {T}: reload a depleted 'Mech
# (Missions phase, not in a mission; T760); deployed revealed, it makes an additional deployment (turn.FREE_DEPLOY) ----
def _truck_spares(state, u) -> bool:
    q = controller(state, u)
    return u in state.counters.get("m.blk", ()) and any(
        card_of(state, c).plays_as == "ME004" and not tapped(state, c) for c in state.zones[POST[q]])


def _depleted_mechs(state, p=None) -> list[int]:
    return [m for q in (0, 1) for m in state.zones[PATROL[q]] if mark(state, "dep", m)]


def _reload(state, f):
    m = f.locals["pick"][1]
    set_mark(state, "dep", m, None)   # what the Repair/Reload phase does: face up, tapped, in the Patrol region
    tap(state, m)
    state.say(f"Ammo Truck reloads {name_of(state, m)}")


S["ME004"] = (choose(_depleted_mechs, "Ammo Truck: reload which depleted 'Mech?", "untap"), _reload)
ability("ME004", Ability("reload", "reload a depleted 'Mech", MISSIONS_PHASE, "ME004", tap=True,
                         condition=lambda state, p, c: bool(_depleted_mechs(state))))
alpha_strike_does_not_deplete("ME004", _truck_spares)
FREE_DEPLOY.add("ME004")


# -- MW095 The Remembrance: activating it scraps your other copies; it cannot be attacked; a verse counter whenever an
# opposing 'Mech is scrapped (any cause); during a mission, once: remove any number for as much damage to an opposing
# 'Mech in the mission (T761, T1051).  CE311 (Commander's Edition): once activated it is not a site (it cannot be
# attacked) and cannot be scrapped, except by another copy's activation (ruling T1275); its verse counters deal their
# damage divided among the opposing Units in the mission. -------------------------------------------------------------
REMEMBRANCE = "MW095"
REMEMBRANCES = (REMEMBRANCE, "CE311")   # one title: each printing's copies are the other's "other copies"


def _remembrance_alone(state, f):
    p, c = f.locals["player"], f.locals["card"]
    state.counters["remembrance_activated"] = c   # lets CE311 copies be scrapped by this clause
    for other in [x for x in state.zones[POST[p]] if x != c and card_of(state, x).plays_as in REMEMBRANCES]:
        scrap_card(state, other, "(another The Remembrance was activated)")
    del state.counters["remembrance_activated"]


def _remembrance_kept(state, c: int) -> bool:
    """CE311, activated, "cannot be scrapped" (the activation clause of another copy aside: T1275)."""
    return card_of(state, c).plays_as == "CE311" and c in state.zones[POST[controller(state, c)]] \
        and "remembrance_activated" not in state.counters


def _verse(state, c: int, controller: int) -> None:
    """A 'Mech in play is scrapped (T1050): each The Remembrance of the other player gets a verse counter."""
    for y in state.zones[POST[1 - controller]]:
        if card_of(state, y).plays_as in REMEMBRANCES:
            set_mark(state, "verse", y, mark(state, "verse", y, 0) + 1)
            state.say(f"The Remembrance gets a verse counter ({mark(state, 'verse', y)})")


def _opposing_mechs(state, p) -> list[int]:
    """The opponent's 'Mechs in the mission: an ability used "only during a mission" affects no other (Guide, Command
    Cards: Abilities; T1051)."""
    return [m for m in mechs_in_mission(state) if controller(state, m) == 1 - p]


def _recite_ask(state, f):
    n = mark(state, "verse", f.locals["card"], 0)
    ask(state, f.locals["player"], [("withdraw", k) for k in range(n, 0, -1)],
        "The Remembrance: remove how many verse counters (1 damage each)?", "count")


def _withdraw_verses(state, f) -> str:
    """Remove the number of verse counters chosen; the words saying so."""
    c, k = f.locals["card"], f.locals["count"][1]
    set_mark(state, "verse", c, mark(state, "verse", c, 0) - k or None)
    return f"The Remembrance: {k} verse counter{'s' if k != 1 else ''} removed"


def _recite(state, f):
    k, m = f.locals["count"][1], f.locals["pick"][1]
    removed = _withdraw_verses(state, f)
    add(state, "m.dmg", (m, k, -1))   # dealt when the mission's damage resolves
    state.say(f"{removed}, {name_of(state, m)} will receive {k} damage")


def _recite_divided(state, f, hits: dict) -> None:
    removed = _withdraw_verses(state, f)
    for m, n in hits.items():
        add(state, "m.dmg", (m, n, -1))
    state.say(f"{removed}: " + ", ".join(f"{name_of(state, m)} will receive {n} damage" for m, n in hits.items()))


def _may_recite(state, p: int, c: int) -> bool:
    return mark(state, "verse", c, 0) > 0 and bool(_opposing_mechs(state, p))


on_reveal(REMEMBRANCE, "MW095 alone")
S["MW095 alone"] = (_remembrance_alone,)
S["MW095"] = (_recite_ask, choose(_opposing_mechs, "The Remembrance: damage to which opposing 'Mech?", "damage"),
              _recite)
ability(REMEMBRANCE, Ability("recite", "remove verse counters: 1 damage each to an opposing 'Mech", MISSION, "MW095",
                             condition=_may_recite))
on_reveal("CE311", "MW095 alone")
S["CE311"] = (_recite_ask,) + divided_damage("The Remembrance", "damage", _opposing_mechs,
                                             lambda state, f: f.locals["count"][1], _recite_divided,
                                             "{title}: 1 damage ({left} left) to which opposing Unit?")
ability("CE311", Ability("recite", "remove verse counters: that much damage divided among opposing Units", MISSION,
                         "CE311", condition=_may_recite))
for _number in REMEMBRANCES:
    CANNOT_BE_ATTACKED[_number] = True
STATIC.setdefault("cannot_be_scrapped", []).append(_remembrance_kept)
when_a_mech_in_play_is_scrapped(REMEMBRANCE, _verse)


# -- ME020 ComStar Technicians: {T}{R}{R}: a communiqué counter (Deploy phase); during a mission, remove one to prevent
# 1 damage to a site: the mission's target, when it is a site (T761), once per mission as every ability (Guide, Dan
# Allard: "Like all abilities ... only once per mission"; T1052) ------------------------------------------------------
def _communique(state, f):
    c = f.locals["card"]
    set_mark(state, "communique", c, mark(state, "communique", c, 0) + 1)
    state.say(f"ComStar Technicians gets a communiqué counter ({mark(state, 'communique', c)})")


def _target_site(state):
    """The mission's target when it is a site (a Stockpile, Scrapheap, Command Post card or card under construction)."""
    c = state.counters
    tgt = c.get("m.tgt")
    if "m.att" not in c or tgt is None:
        return None
    return None if isinstance(tgt, int) and tgt in units_in_play(state, 1 - c["m.p"]) else tgt


def _communique_spent(state, f):
    c, tgt = f.locals["card"], _target_site(state)
    set_mark(state, "communique", c, mark(state, "communique", c, 0) - 1 or None)
    add(state, "m.prev", (tgt, 1))
    state.say(f"ComStar Technicians: 1 damage to {target_text(state, tgt)} will be prevented")


S["ME020 counter"] = (_communique,)
S["ME020 prevent"] = (_communique_spent,)
ability("ME020",
        Ability("counter", "put a communiqué counter on ComStar Technicians", DEPLOY_PHASE, "ME020 counter", tap=True,
                pay=2),
        Ability("prevent", "remove a communiqué counter: prevent 1 damage to the target site", MISSION,
                "ME020 prevent",
                condition=lambda state, p, c: mark(state, "communique", c, 0) > 0 and _target_site(state) is not None))


# -- AR032 Doc Trevena: {T}: prevent up to 2 damage to each of your fast 'Mechs (mission; "'Mechs" in an Arsenal text:
# 'Mechs only, T1100) --------------------------------------------------------------------------------------------------
def _your_fast_mechs(state, p) -> list[int]:
    return [m for m in units_in_play(state, p) if is_mech(state, m) and speed(state, m) >= SPEED["fast"]]


def _doc_trevena(state, f):
    for m in _your_fast_mechs(state, f.locals["player"]):
        prevent(state, m, 2)


S["AR032"] = (_doc_trevena,)
ability("AR032", Ability("prevent", "prevent up to 2 damage to each of your fast 'Mechs", MISSION, "AR032", tap=True,
                         condition=lambda state, p, c: any(m in mechs_in_mission(state)
                                                           for m in _your_fast_mechs(state, p))))


# -- AR052 Jump Troops: {T}: +1 initiative and the target gets +2 attack; the attacking player may redirect exactly 3
# of the target's damage to Jump Troops, scrapping it (battle); deployed revealed, an additional deployment (T356) ---
# ``m.jump``: ((Jump Troops, target), ...) for this mission.  The redirection is offered as damage is about to hit the
# target (missions.UNIT_REDIRECTS for a Unit, REDIRECTS for a site), to the attacking player, for exactly 3 (T590).
def _jump_troops(state, f):
    c = state.counters
    tgt = c["m.tgt"]
    plus_one_initiative(state, f)
    if isinstance(tgt, int):   # a card: its attack counts if it takes part in the battle
        more_attack(state, tgt, 2)
    add(state, "m.jump", (f.locals["card"], tgt))


def _jump_redirects(state, site, dealer) -> list:
    c = state.counters
    out = []
    for troops, tgt in c.get("m.jump", ()):
        if site == site_of(state, tgt) and any(troops in state.zones[POST[q]] for q in (0, 1)):
            out.append(Redirect(c["m.p"], troops, 3, lambda state, site, chooser, troops=troops:
                                _jump_in(state, site, chooser, troops)))
    return out


def _jump_in(state, site, chooser, troops) -> None:
    state.say(f"{who(chooser)} redirects 3 damage from {site_text(state, site)} to Jump Troops")
    scrap_card(state, troops, "(redirected damage)")


S["AR052"] = (_jump_troops,)
ability("AR052", Ability("jump", "+1 initiative and the target gets +2 attack", BATTLE, "AR052", tap=True))
UNIT_REDIRECTS.append(_jump_redirects)
REDIRECTS.append(_jump_redirects)
FREE_DEPLOY.add("AR052")


# -- CE162 Khan Bjorn Jorgensson: counts as Bjorn Jorgensson (turn._titles, T763); {T}: one of your Units has +5
# attack, only usable against targets other than Units (mission) -------------------------------------------------------
# ``m.bjorn``: the Units given it this mission; the engine's restricted attack (as AP's) lets it go only where allowed.
def _your_units_in_mission(state, p) -> list[int]:
    return [u for u in mechs_in_mission(state) if controller(state, u) == p]


def _not_a_unit(state, unit: int, dest) -> bool:
    """A destination other than a Unit: a Stockpile, a Command card, a card under construction (no Unit, PG)."""
    return not (isinstance(dest, int) and dest in units_in_play(state, controller(state, dest)))


def _khan_attack(state, unit: int) -> list:
    return [(5, _not_a_unit) for u in state.counters.get("m.bjorn", ()) if u == unit]


def _khan(state, f):
    u = f.locals["pick"][1]
    add(state, "m.bjorn", u)
    state.say(f"{name_of(state, u)} has +5 attack against targets other than Units")


S["CE162"] = (choose(_your_units_in_mission, "Khan Bjorn Jorgensson: which of your Units has +5 attack against "
                                             "targets other than Units?", "arm"), _khan)
ability("CE162", Ability("arm", "one of your Units has +5 attack against targets other than Units", MISSION, "CE162",
                         tap=True, condition=lambda state, p, c: bool(_your_units_in_mission(state, p))))
STATIC.setdefault("restricted_attack", []).append(_khan_attack)


# -- CR051 Heat of Battle: your attacking groups of two or more Units can be blocked only by groups of two or more
# Units (missions.group_ok: a set of blockers being chosen) ------------------------------------------------------------
def _units(state, group) -> int:
    return sum(1 for u in group if is_unit(state, u))


def _heat_of_battle(state, group) -> bool:
    c = state.counters
    attackers = c.get("m.att")
    if not attackers or any(u in attackers for u in group):
        return True   # not a set of blockers
    return _units(state, group) >= 2 or _units(state, attackers) < 2 or not in_command_post(state, c["m.p"], "CR051")


STATIC.setdefault("group_ok", []).append(_heat_of_battle)
implements("CR051")

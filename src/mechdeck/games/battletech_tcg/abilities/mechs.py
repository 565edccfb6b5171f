"""'Mech cards of the base set whose text says more than the options the engine reads from the data (Missile,
Overheat, Alpha Strike, Jump, Anti-Missile, Long-Range / "may deal N of its damage to the target when blocked";
registry.plain_by_data tells those apart).  The option keywords read here from the data's ``options`` work for any
card that has them:

* ``hand_to_hand`` (Hatchetman, Axman): "+N attack, usable only against Units of the same speed or slower" -- extra
  attack that may be assigned only to such opposing units (engine hook ``STATIC["restricted_attack"]``).
* ``ap`` (Dragonfly C, Koshi A, Loki Prime, Uller C): "+1 damage to any target other than a 'Mech" -- +1 attack that
  may be assigned only to a destination that is not a 'Mech (ruling T351).
* ``ecm``: each unit of a mission group that includes an ECM unit gets +1 armor (not cumulative, Player's Guide).
* ``narc``: each missile roll of a player's missiles assigned by a unit of a group with a NARC unit gets -1
  (ruling T353).
ECM, NARC and Anti-Missile are in use unless their controller declines them (missions.NO_DRAWBACK)."""
from __future__ import annotations

from mechdeck.kernel.procedures import SCRIPTS, ask

from ..board import BUILD, PATROL, card_of, controller, is_mech, name_of, set_mark, speed, units_in_play, who
from ..missions import add, engaged, in_mission, opts, option_in_use, target_text
from ..turn import FREE_DEPLOY, RULES_ID
from .registry import STATIC, Ability, ability, implements, on_reveal

S = SCRIPTS[RULES_ID]


def _is_unit(state, dest) -> bool:
    """An activated unit in play (a 'Mech card under construction is not a 'Mech, Player's Guide)."""
    return isinstance(dest, int) and dest in units_in_play(state, controller(state, dest))


def _group_of(state, unit: int) -> list[int]:
    """The mission group the unit belongs to: its side's engaged units (just itself when not engaged)."""
    group = engaged(state, controller(state, unit)) if in_mission(state) else []
    return group if unit in group else [unit]


# -- Hand-to-Hand and AP: extra attack for some destinations only ------------------------------------------------------
def _same_speed_or_slower(state, unit: int, dest) -> bool:
    return _is_unit(state, dest) and speed(state, dest) <= speed(state, unit)


def _not_a_mech(state, unit: int, dest) -> bool:
    return not _is_unit(state, dest)


def _restricted(state, unit: int) -> list:
    o = opts(card_of(state, unit))
    out = []
    if o.get("hand_to_hand"):
        out.append((o["hand_to_hand"], _same_speed_or_slower))
    if o.get("ap"):
        out.append((1, _not_a_mech))
    return out


STATIC.setdefault("restricted_attack", []).append(_restricted)


# -- ECM and NARC -----------------------------------------------------------------------------------------------------
def _ecm_armor(state, unit: int) -> int:
    if not in_mission(state) or not is_mech(state, unit):   # Elemental Point is no 'Mech (T531, T703)
        return 0
    group = engaged(state, controller(state, unit))
    return 1 if unit in group and any(option_in_use(state, g, "ecm") for g in group) else 0


def _narc_roll(state, source: int, dest, value: int) -> int:
    return value - 1 if any(option_in_use(state, g, "narc") for g in _group_of(state, source)) else value


STATIC["armor"].append(_ecm_armor)
STATIC.setdefault("missile_roll", []).append(_narc_roll)

# LT134 Koshi A, LT136 Koshi C, LT143 Loki A, LT145 Loki Prime, LT164 Masakari B, LT188 Orion (ON1-M), LT197 Puma C,
# LT204 Raven (RVN-3L), LT214 Ryoken D, LT233 Stalker (STK-5M), LT261 Thor B, LT269 Trebuchet (TBT-7M), LT272 Uller C:
# their AP, ECM and NARC (their other options are read from the data by the engine)
ECM_AP_NARC = {"LT134", "LT136", "LT143", "LT145", "LT164", "LT188", "LT197", "LT204", "LT214", "LT233", "LT261",
               "LT269", "LT272"}
# LT013 Axman (AXM-1N), LT103 Hatchetman (HCT-3F), LT104 Hatchetman (HCT-5S): Hand-to-Hand; LT062 Dragonfly C: AP
HAND_TO_HAND_AP = {"LT013", "LT103", "LT104", "LT062"}
implements(*sorted(ECM_AP_NARC | HAND_TO_HAND_AP))


# -- LT051 / LT052 / LT053 Dasher C / D / Prime: to the Patrol region at once when revealed fully constructed --------
def _dasher_ask(state, f):
    if f.locals.get("forced"):   # revealed by an opponent's attack, not by its controller (ruling T355)
        return
    card = f.locals["card"]
    ask(state, f.locals["player"], (("to patrol", card), ("stay", card)),
        f"{name_of(state, card)}: place it in your Patrol region now?", "pick")


def _dasher_place(state, f):
    card = f.locals["card"]
    p = f.locals["player"]
    if f.locals.get("pick", ("stay",))[0] != "to patrol" or card not in state.zones[BUILD[p]]:
        return
    state.zones[BUILD[p]].remove(card)
    state.zones[PATROL[p]].append(card)
    set_mark(state, "up", card, None)
    state.say(f"{name_of(state, card)} moves to {who(p)}'s Patrol region at once")


S["dasher"] = (_dasher_ask, _dasher_place)
for _number in ("LT051", "LT052", "LT053"):
    on_reveal(_number, "dasher")

# -- LT087 Flea, LT113 Hornet, LT116 Hussar, LT231 Spider: "deploy X revealed to make an additional deployment" ----
FREE_DEPLOY.update({"LT087", "LT113", "LT116", "LT231"})   # revealed the turn it was deployed (ruling T356)
implements("LT087", "LT113", "LT116", "LT231")


# -- LT275 UrbanMech: cannot block unless guarding ---------------------------------------------------------------------
def _urbanmech_may_block(state, unit: int, guard) -> bool:
    return guard is not None or card_of(state, unit).number != "LT275"


STATIC.setdefault("may_block", []).append(_urbanmech_may_block)
implements("LT275")


# -- LT028 Catapult: {T}: Deal 1 damage to 'Mech or target.  Use this ability only during a mission. -------------------
def catapult_choices(state) -> list:
    """The 'Mechs in the battle (both sides) and the mission's target (Player's Guide: the chosen Unit or target
    must be in the battle or mission)."""
    c = state.counters
    p = c["m.p"]
    out = [u for u in dict.fromkeys(engaged(state, p) + engaged(state, 1 - p)) if is_mech(state, u)]
    if c.get("m.tgt") is not None and c["m.tgt"] not in out:
        out.append(c["m.tgt"])
    return out


def _catapult_choose(state, f):
    ask(state, f.locals["player"], [("choose", x) for x in catapult_choices(state)],
        "Catapult: deal 1 damage to which 'Mech or target?", "pick")


def _catapult_damage(state, f):
    dest = f.locals["pick"][1]
    add(state, "m.dmg", (dest, 1, f.locals["card"]))
    state.say(f"{name_of(state, f.locals['card'])} will deal 1 damage to {target_text(state, dest)}")


S["catapult"] = (_catapult_choose, _catapult_damage)
ability("LT028", Ability("catapult", "{T}: deal 1 damage to a 'Mech or the target", frozenset({"mission"}),
                         "catapult", tap=True, condition=lambda state, p, c: bool(catapult_choices(state))))

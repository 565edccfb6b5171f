"""'Mech cards of every set (and one Vehicle, SRM Carrier-3058) whose text says more than the options the
engine reads from the data (Missile, Overheat, Alpha Strike, Jump, Anti-Missile, Long-Range / "may deal N of its
damage to the target when blocked"; registry.plain_by_data tells those apart).  The option keywords read here from
the data's ``options`` work for any card that has them, in any set's wording (ruling T765):

* ``hand_to_hand`` (Hatchetman, Axman): "+N attack, usable only against Units of the same speed or slower" -- extra
  attack that may be assigned only to such opposing units (engine hook ``STATIC["restricted_attack"]``).
* ``ap`` (Dragonfly C, Koshi A, Loki Prime, Uller C): "+1 damage to any target other than a 'Mech" -- +1 attack that
  may be assigned only to a destination that is not a 'Mech (ruling T351).
* ``ecm``: each unit of a mission group that includes an ECM unit gets +1 armor (not cumulative, Player's Guide).
* ``narc``: each missile roll of a player's missiles assigned by a unit of a group with a NARC unit gets -1
  (ruling T353).
* ``c3``: read by the engine itself (missions.c3_bonus, ruling T762); C3 Retrofit gives it (missions.C3_GRANTED).
ECM, NARC, Anti-Missile and C3 are in use unless their controller declines them (missions.NO_DRAWBACK)."""
from __future__ import annotations

from typing import Callable

from mechdeck.kernel.procedures import SCRIPTS, ask

from ..board import (ATTACHED, BUILD, PATROL, attachments, card_of, controller, is_mech, is_unit, mark, name_of,
                     set_mark, speed, structure, units_in_play, who)
from ..cards import CARDS
from ..missions import C3_GRANTED, add, engaged, in_mission, opts, option_in_use, target_text
from ..turn import FREE_DEPLOY, RULES_ID, scrap_card
from .building_blocks import cannot_block_unless_guarding, engaged_in_battle_with
from .registry import STATIC, Ability, ability, card_module, for_cards, implements, on_reveal, trigger

card_module(__name__)   # what this module registers below counts for it (registry.where)

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


def _engaged_same_speed_or_slower(state, unit: int, dest) -> bool:
    """An engaged 'Mech in the glossary's sense ("Blocking and attacking 'Mechs"), whatever the unit itself is."""
    counters = state.counters
    return (dest in counters.get("m.att", ()) or dest in counters.get("m.blk", ())) and \
        _same_speed_or_slower(state, unit, dest)


def _not_a_mech(state, unit: int, dest) -> bool:
    return not _is_unit(state, dest)


# ME014 Berserker (BRZ-A3): "+2 damage to an engaged 'Mech that is the same speed or slower" -- an attacking or
# blocking 'Mech only (glossary "Engaged", T101), never a mission's target 'Mech; a Berserker that is itself the
# target, included in the battle, still deals it to the attackers (ruling T1021)
HAND_TO_HAND_ENGAGED_ONLY = frozenset({"ME014"})


def _restricted(state, unit: int) -> list:
    card = card_of(state, unit)
    o = opts(card)
    out = []
    if o.get("hand_to_hand"):
        out.append((o["hand_to_hand"], _engaged_same_speed_or_slower if card.plays_as in HAND_TO_HAND_ENGAGED_ONLY
                    else _same_speed_or_slower))
    if o.get("ap"):
        out.append((1, _not_a_mech))
    return out


STATIC.setdefault("restricted_attack", []).append(_restricted)


# -- ECM and NARC -----------------------------------------------------------------------------------------------------
def _ecm_armor(state, unit: int) -> int:
    if not in_mission(state) or not is_unit(state, unit):   # Elemental Point is no 'Mech (T531, T703)
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
# The later sets print the same sentence: "If X is fully constructed when you reveal (activate) it, you may
# immediately place it in your Patrol region" -- CS029 Dasher A (Fire Moth), CS030 Dasher B (Fire Moth), CS047 Hermes
# (HER-1S), CS048 Hermes (HER-3S), ME027 Dart (DRT-3S), ME066 Phantom C, ME067 Phantom D, ME068 Phantom Prime, ME081
# Scarabus (SCB-9A), ME098 Venom (SDR-9K) -- or without "fully constructed", which activation always is (a card
# revealed before it is paid for is not activated, T500): "When you activate X, you may immediately place it in your
# Patrol region" -- MW027 Fireball (ALM-7D), MW041 Jenner IIC, MW063 Phantom A, MW064 Phantom B, MW066 Piranha.
# Activated by an opponent's attack, none of them is activated by "you" (T355, ruling T841).
for _number in ("CS029", "CS030", "CS047", "CS048", "ME027", "ME066", "ME067", "ME068", "ME081", "ME098",
                "MW027", "MW041", "MW063", "MW064", "MW066"):
    on_reveal(_number, "dasher")
# CE335 Venom Revised (SDR-9K): "You may move Venom to your Patrol region as soon as you activate it" -- the same
# sentence once more (its "Venom" is itself: a Revised card's chassis name is a self-reference, ruling T1107)
on_reveal("CE335", "dasher")

# -- LT087 Flea, LT113 Hornet, LT116 Hussar, LT231 Spider: "deploy X revealed to make an additional deployment" ----
FREE_DEPLOY.update({"LT087", "LT113", "LT116", "LT231"})   # revealed the turn it was deployed (ruling T356)
implements("LT087", "LT113", "LT116", "LT231")
# -- CS081 Spider (SDR-7M), CS088 Thorn (THE-N): the same sentence -------------------------------------------------
FREE_DEPLOY.update({"CS081", "CS088"})
implements("CS081", "CS088")
# -- CE273 Spider Revised (SDR-7M) ("Spider" is itself, T1107), CR023 Charger (CGR-1L), CR053 Hollander (BZK-F3):
# the same sentence
FREE_DEPLOY.update({"CE273", "CR023", "CR053"})
implements("CE273", "CR023", "CR053")


# -- LT275 UrbanMech, CS094 UrbanMech (UM-R63), CS004 Annihilator (ANH-2A), CR001 Annihilator (ANH-1A): cannot block
# unless guarding
cannot_block_unless_guarding("LT275", "CS094", "CS004", "CR001")


# -- LT028 Catapult: {T}: Deal 1 damage to 'Mech or target.  Use this ability only during a mission. -------------------
def catapult_choices(state, named=is_unit) -> list:
    """The 'Mechs in the battle (both sides) and the mission's target (Player's Guide: the chosen Unit or target
    must be in the battle or mission).  An older printing's "'Mech" is any Unit (T1102); ``named=is_mech`` for a
    later printing's, which means 'Mechs only (T1100)."""
    c = state.counters
    p = c["m.p"]
    out = [u for u in dict.fromkeys(engaged(state, p) + engaged(state, 1 - p)) if named(state, u)]
    if c.get("m.tgt") is not None and c["m.tgt"] not in out:
        out.append(c["m.tgt"])
    return out


def _damage_to_mech_or_target(title: str, n: int, named=is_unit) -> tuple:
    """The script of "{T}: Deal n damage to a 'Mech or the target": its player picks one of ``catapult_choices``,
    and the damage is dealt with the battle's when damage resolves (armor absorbs it once, with the rest)."""
    def choose(state, f):
        ask(state, f.locals["player"], [("choose", x) for x in catapult_choices(state, named)],
            f"{title}: deal {n} damage to which 'Mech or target?", "pick")

    def damage(state, f):
        dest = f.locals["pick"][1]
        add(state, "m.dmg", (dest, n, f.locals["card"]))
        state.say(f"{name_of(state, f.locals['card'])} will deal {n} damage to {target_text(state, dest)}")

    return choose, damage


S["catapult"] = _damage_to_mech_or_target("Catapult", 1)
ability("LT028", Ability("catapult", "{T}: deal 1 damage to a 'Mech or the target", frozenset({"mission"}),
                         "catapult", tap=True, condition=lambda state, p, c: bool(catapult_choices(state))))

# -- ME060 Naga Prime, MW051 Naga A, MW052 Naga D: "{T}: Deal 2 damage to a 'Mech or the target.  Use this ability
# only during a mission." (Catapult's ability with 2 damage; the keyword Artillery of Naga A and D is named by no
# card text of these sets, ruling T843)
S["naga"] = _damage_to_mech_or_target("Naga", 2)
for _number in ("ME060", "MW051", "MW052"):
    ability(_number, Ability("naga", "{T}: deal 2 damage to a 'Mech or the target", frozenset({"mission"}), "naga",
                             tap=True, condition=lambda state, p, c: bool(catapult_choices(state))))
# CR072 Naga B: "{T}: Choose any 'Mech or the target and deal 2 damage to it.  Use this ability only during a
# mission." -- Crusade's "'Mech" is a 'Mech, never a Vehicle or Battle Armor (T1100, T1102)
S["naga_b"] = _damage_to_mech_or_target("Naga B", 2, is_mech)
ability("CR072", Ability("naga", "{T}: deal 2 damage to a 'Mech or the target", frozenset({"mission"}), "naga_b",
                         tap=True, condition=lambda state, p, c: bool(catapult_choices(state, is_mech))))


# -- ME078 Rhonda's Highlander (HGN-732), ME099 Widowmaker (Daishi Dire Wolf), ME101 Yen-Lo-Wang (CN9-YLW), MW070
# Prometheus (Dire Wolf): "'Mechs engaged in battle with X get -1 attack" -- each of them, so two such 'Mechs in one
# battle give -2 (the Guide: Intimidating Paint Job's -1 is cumulative with other -attack abilities; ruling T842).
# Their reprints CE231 Prometheus, CE250 Rhonda's Highlander and CE352 Yen-Lo-Wang say "Each opposing Unit gets -1
# attack. Use this ability only during battle.": the opposing Units in a battle X is in, a target Unit taking part
# too, which "engaged in battle with" never reaches (T1236, ruling T1290).
MINUS_ONE_TO_MECHS_ENGAGED_WITH = frozenset({"ME078", "ME099", "ME101", "MW070"})
MINUS_ONE_TO_OPPOSING_UNITS_IN_BATTLE = frozenset({"CE231", "CE250", "CE352"})


def _opposing_units_in_battle(state, unit: int) -> list:
    from .pilots import opposing_units_in_battle   # a later card module (CARD_MODULES' order), loaded by now
    return opposing_units_in_battle(state, unit)


def _minus_one_for_each(numbers: frozenset, foes: Callable) -> Callable:
    """A static attack hook: a Unit gets -1 attack for each card of ``numbers`` among ``foes(state, unit)``."""
    def hook(state, unit: int) -> int:
        if "m.att" not in state.counters:   # hot: asked for every unit value
            return 0
        types = state.card_types
        n = sum(1 for other in foes(state, unit) if CARDS[types[other]].plays_as in numbers)
        return -n if n and is_unit(state, unit) else 0   # Elemental Point is no 'Mech (T531)
    return hook


STATIC["attack"].append(for_cards(MINUS_ONE_TO_MECHS_ENGAGED_WITH,
                                  _minus_one_for_each(MINUS_ONE_TO_MECHS_ENGAGED_WITH, engaged_in_battle_with)))
STATIC["attack"].append(for_cards(MINUS_ONE_TO_OPPOSING_UNITS_IN_BATTLE, _minus_one_for_each(
    MINUS_ONE_TO_OPPOSING_UNITS_IN_BATTLE, _opposing_units_in_battle)))
implements(*sorted(MINUS_ONE_TO_MECHS_ENGAGED_WITH | MINUS_ONE_TO_OPPOSING_UNITS_IN_BATTLE))

# -- Counterstrike, Mercenaries and MechWarrior 'Mechs whose text is options, with ECM, NARC, AP or Hand-to-Hand among
# them (read by the hooks above from the data's options; their wordings, T765): CS053 Kintaro (KTO-19) (NARC), ME006
# Anvil (ANV-3M) (ECM), ME014 Berserker (BRZ-A3) (ECM, Hand-to-Hand 2), ME036 Gunslinger (GUN-1ERD) (ECM), ME062
# Nightsky (NGS-4S) (Hand-to-Hand 1), MW004 Black Lanner Prime (ECM), MW038 Hitman (HM-1) (ECM), MW046 Komodo (KIM-2)
# (ECM), MW100 Turkina C (AP).  (ME068 Phantom Prime, ME081 Scarabus, CS030 Dasher B, MW066 Piranha and ME101
# Yen-Lo-Wang have these options too, beside the text of their own above.)
LATER_ECM_AP_NARC_HAND_TO_HAND = frozenset({"CS053", "ME006", "ME014", "ME036", "ME062", "MW004", "MW038", "MW046",
                                            "MW100"})
implements(*sorted(LATER_ECM_AP_NARC_HAND_TO_HAND))

# -- MW003 Avatar (AV1-OC), MW005 Blackjack (BJ2-OB), MW028 Firestarter (FS9-OD), MW053 Naginata (NG-C3A), MW060 Owens
# (OW-1), MW061 Owens (OW-1D), MW089 Sunder (SD1-OB): C3 ("Each 'Mech with C3 in a group that includes at least one
# other 'Mech with C3 gets +2 attack"), which the engine reads from the data's options (missions.c3_bonus, ruling
# T762); their other options (Missile, Overheat, Jump, Long-Range, ECM, NARC) are read from the data as for any 'Mech
C3_MECHS = frozenset({"MW003", "MW005", "MW028", "MW053", "MW060", "MW061", "MW089"})
implements(*sorted(C3_MECHS))

# -- Arsenal, Commander's Edition and Crusade 'Mechs whose text is options, with ECM, NARC, AP, C3 or Hand-to-Hand among
# them, in the reminders of their sets (T1108; registry.only_options reads them): AR007 Black Hawk S (Nova) (AP),
# AR008 Black Lanner A (ECM), AR025 Daishi S (Dire Wolf) (AP), AR038 Fire Falcon C (AP), AR082 Shadow Cat B (ECM),
# AR086 Spector (SPR-5F) (ECM), CE010 Anvil Revised (ANV-3M) (ECM), CE024 Berserker Revised (BRZ-A3) (ECM,
# Hand-to-Hand 2: its CE wording "+2 attack, only usable against Units of the same speed or slower", not ME014's
# engaged-'Mech one), CE129 Hatchetman Revised (HCT-5S) (Hand-to-Hand 1), CE207 Nightsky Revised (NGS-4S)
# (Hand-to-Hand 1), CE214 Owens Revised (OW-1) (C3), CE215 Owens Revised (OW-1D) (NARC, C3), CE314 Thor B Revised
# (Summoner) (NARC), CR012 Black Lanner D (AP), CR013 Black Watch (BKW-7R) (C3), CR030 Cyclops (CP-11-C) (C3), CR039
# Fire Falcon D (NARC), CR049 Hankyu Prime (ECM), CR079 Perseus (P1A) (ECM), CR106 War Dog (WR-DG-02FC) (ECM); and
# one Vehicle, whose type reminder the engine plays (T1101): CR087 SRM Carrier-3058 (NARC)
LAST_ECM_AP_NARC_C3_HAND_TO_HAND = frozenset({
    "AR007", "AR008", "AR025", "AR038", "AR082", "AR086", "CE010", "CE024", "CE129", "CE207", "CE214", "CE215",
    "CE314", "CR012", "CR013", "CR030", "CR039", "CR049", "CR079", "CR087", "CR106"})
implements(*sorted(LAST_ECM_AP_NARC_C3_HAND_TO_HAND))


# -- MW007 C3 Retrofit: on one of your 'Mechs, which gets -1 structure and gains C3 (missions.has_c3, T762, T765);
# deployed revealed, it makes an additional deployment (ruling T356).  A 'Mech whose damage reaches its lowered
# structure is destroyed as the Retrofit goes on (ruling T902).
C3_RETROFIT = "MW007"


def _retrofit_structure(state, c: int) -> int:
    if not state.zones[ATTACHED[0]] and not state.zones[ATTACHED[1]]:   # asked for every structure value
        return 0
    types = state.card_types
    return -sum(1 for a in attachments(state, c) if CARDS[types[a]].plays_as == C3_RETROFIT)


def _retrofit_attached(state, p, c, host, forced) -> None:
    if card_of(state, c).plays_as == C3_RETROFIT and isinstance(host, int) and \
            mark(state, "dmg", host, 0) >= structure(state, host):
        scrap_card(state, host, "(destroyed: its damage reaches its structure)")


C3_GRANTED.add(C3_RETROFIT)
FREE_DEPLOY.add(C3_RETROFIT)
STATIC.setdefault("structure", []).append(_retrofit_structure)
trigger("attached", C3_RETROFIT, _retrofit_attached)
implements(C3_RETROFIT)

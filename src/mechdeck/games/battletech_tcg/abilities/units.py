"""Vehicles and Battle Armor with text of their own (Arsenal, Crusade).  The rules every Unit type follows (the
Vehicle roll, Battle Armor never alone and at the fastest Omni 'Mech's speed, VTOL, T1100-T1104) are the engine's
(board.py, missions.py); their options (Missile, Alpha Strike, AP, ECM, C3, Long-Range, Jump) are read from the data
as for any 'Mech (mechs.py, missions.py; T1108).  This module holds what each card's own text adds.  An Arsenal or
Crusade text's "'Mech" means 'Mechs only (board.is_mech, T1100).  "Use this ability only during battle / a mission"
on a Unit is an ability with no cost, used once a mission in its player's initiative (T973), and only while the Unit
itself attacks or blocks in it (Guide, Command Cards: Abilities: "Unit ... abilities that say 'Play only during
battle' can only be played if the relevant Unit is involved in the battle")."""
from __future__ import annotations

from mechdeck.kernel.procedures import SCRIPTS

from .. import dice
from ..board import is_battle_armor, is_mech, mark, name_of, units_in_play
from ..missions import add, deal_damage
from ..turn import FREE_DEPLOY, RULES_ID, scrap_card
from .building_blocks import (BATTLE, DRAW_A_CARD, MISSION, MISSIONS_PHASE, cannot_block_unless_guarding, choose,
                              engaged_in_battle_with, in_battle, more_attack)
from .registry import Ability, ability, card_module, implements, on_reveal, trigger

card_module(__name__)   # what this module registers below counts for it (registry.where)

S = SCRIPTS[RULES_ID]


def _attacking_or_blocking(state, unit: int) -> bool:
    c = state.counters
    return unit in c.get("m.att", ()) or unit in c.get("m.blk", ())


def _engaged_mechs(state, p=None) -> list[int]:
    """The engaged 'Mechs of both sides (attacking or blocking, T101; 'Mechs only, T1100); ``p`` is not used (the
    form of ``choose``'s candidates)."""
    c = state.counters
    return [u for u in c.get("m.att", ()) + c.get("m.blk", ()) if is_mech(state, u)]


def _in_the_battle(state, p: int, unit: int) -> bool:
    """The condition of a Unit's "only during battle" ability: a battle is on and the Unit attacks or blocks in it."""
    return in_battle(state) and _attacking_or_blocking(state, unit)


# -- AR004 Battle Armor Squad, AR011 Bulldog (AC2 Variant), AR012 Bulldog (LRM Variant), AR024 Cyrano, AR042
# Galleon-3058, AR078 Saladin, AR084 Sloth Squad, AR106 Yellow Jacket: "You may deploy X revealed to gain an additional
# deployment this turn" (LT087 Flea's sentence: revealed the turn it was deployed, it does not count, ruling T356)
DEPLOY_REVEALED = ("AR004", "AR011", "AR012", "AR024", "AR042", "AR078", "AR084", "AR106")
FREE_DEPLOY.update(DEPLOY_REVEALED)
implements(*DEPLOY_REVEALED, block="deploy revealed for an additional deployment")

# -- AR017 Cavalry, AR024 Cyrano, AR048 J. Edgar (MG Variant), AR056 Lightning, AR066 Nightshade, AR072 Pinto, AR104
# Warrior H-8, AR107 Zephyr: "If X is fully constructed when you reveal it, you may immediately place it in your
# Patrol region" (LT052 Dasher's sentence and script, mechs.py; not when an opponent's attack reveals it, T355)
TO_PATROL_AT_ONCE = ("AR017", "AR024", "AR048", "AR056", "AR066", "AR072", "AR104", "AR107")
for _number in TO_PATROL_AT_ONCE:
    on_reveal(_number, "dasher")
implements(*TO_PATROL_AT_ONCE, block="to the Patrol region at once (Dasher)")

# -- AR005 Behemoth (Flamer Variant), AR013 Burke, AR084 Sloth Squad: "X cannot block unless guarding" (LT275) -------
cannot_block_unless_guarding("AR005", "AR013", "AR084")

# -- AR023 Covert Elemental Point, AR070 Partisan-3058, CR043 Fury: options and type reminders only (Jump, AP,
# Long-Range; Alpha Strike and C3, which a Vehicle's C3 joins, T1108; the Vehicle roll, T1101; Battle Armor, T1103)
implements("AR023", "AR070", "CR043")


# -- AR006 Berserk Elemental Point: choose an engaged 'Mech; if it takes structure damage later in the battle, scrap it
# and Berserk Elemental Point.  ``m.berserk`` ((elemental point, 'Mech), ...) are the choices made this mission, and
# ``m.berserk_hit`` those whose 'Mech took structure damage: both are scrapped at the end of the battle, once its damage
# has all been dealt at once (a 'Mech its damage destroys is scrapped already)
BERSERK = "AR006"


def _berserk_choose(state, f) -> None:
    add(state, "m.berserk", (f.locals["card"], f.locals["pick"][1]))
    state.say(f"Berserk Elemental Point picks {name_of(state, f.locals['pick'][1])}")


def _berserk_structure_damage(state, unit: int, n: int) -> None:
    c = state.counters
    for pair in c.get("m.berserk", ()):
        if pair[1] == unit and pair not in c.get("m.berserk_hit", ()):
            add(state, "m.berserk_hit", pair)


def _berserk_battle_end(state) -> None:
    for point, mech in state.counters.pop("m.berserk_hit", ()):
        scrap_card(state, mech, "(Berserk Elemental Point)")
        scrap_card(state, point, "(Berserk Elemental Point)")


S[BERSERK] = (choose(_engaged_mechs, "Berserk Elemental Point: choose which engaged 'Mech?"), _berserk_choose)
ability(BERSERK, Ability("berserk", "choose an engaged 'Mech: if it takes structure damage, scrap it and this card",
                         BATTLE, BERSERK,
                         condition=lambda state, p, c: _in_the_battle(state, p, c) and bool(_engaged_mechs(state))))
trigger("structure_damage", BERSERK, _berserk_structure_damage)
trigger("battle_end", BERSERK, _berserk_battle_end)


# -- AR009 Blitzkrieg Elemental Point: it deals 1 more damage to each 'Mech blocking or blocked by it (each 'Mech
# engaged in battle with it), dealt with the battle's damage and by it (its source) --------------------------------
BLITZKRIEG = "AR009"


def _blitzkrieg_victims(state, point: int) -> list[int]:
    return [u for u in engaged_in_battle_with(state, point) if is_mech(state, u)]


def _blitzkrieg(state, f) -> None:
    point = f.locals["card"]
    for mech in _blitzkrieg_victims(state, point):
        add(state, "m.dmg", (mech, 1, point))
        state.say(f"Blitzkrieg Elemental Point will deal 1 more damage to {name_of(state, mech)}")


S[BLITZKRIEG] = (_blitzkrieg,)
ability(BLITZKRIEG, Ability("blitzkrieg", "1 more damage to each 'Mech blocking or blocked by it", BATTLE,
                            BLITZKRIEG, condition=lambda state, p, c: _in_the_battle(state, p, c)
                            and bool(_blitzkrieg_victims(state, c))))


# -- AR083 Skirmisher Elemental Point: {T}: 1 structure damage to a 'Mech (either side's) that has damage counters on
# it, in its player's Missions phase outside a mission; armor does not absorb it (a card's damage: one event, T1101) --
SKIRMISHER = "AR083"


def _damaged_mechs(state, p=None) -> list[int]:
    return [u for q in (0, 1) for u in units_in_play(state, q) if is_mech(state, u) and mark(state, "dmg", u, 0)]


S[SKIRMISHER] = (choose(_damaged_mechs, "Skirmisher Elemental Point: 1 structure damage to which 'Mech?"),
                 lambda state, f: deal_damage(state, f.locals["player"], [(f.locals["pick"][1], 1)],
                                              structure_only=True))
ability(SKIRMISHER, Ability("skirmish", "{T}: 1 structure damage to a damaged 'Mech", MISSIONS_PHASE, SKIRMISHER,
                            tap=True, condition=lambda state, p, c: bool(_damaged_mechs(state))))


# -- AR084 Sloth Squad: cannot block unless guarding (above); deploy revealed (above); during battle: choose an engaged
# 'Mech and roll: 1-3 it receives that much structure damage (with the battle's, armor not absorbing it), 4-6 nothing;
# draws a card when activated ----------------------------------------------------------------------------------------
SLOTH = "AR084"


def _sloth_result(state, f) -> None:
    mech, value = f.locals["pick"][1], f.locals.pop("die")
    if value <= 3:
        add(state, "m.sdmg", (mech, value))
        state.say(f"Sloth Squad rolls {value}: {name_of(state, mech)} will receive {value} structure damage")
    else:
        state.say(f"Sloth Squad rolls {value}: no effect")


S[SLOTH] = (choose(_engaged_mechs, "Sloth Squad: choose which engaged 'Mech?"), dice.roll_step(), _sloth_result)
ability(SLOTH, Ability("sloth", "choose an engaged 'Mech and roll: 1-3 that much structure damage", BATTLE, SLOTH,
                       condition=lambda state, p, c: _in_the_battle(state, p, c) and bool(_engaged_mechs(state))))
on_reveal(SLOTH, DRAW_A_CARD)


# -- CR077 Paul Moon: each other Battle Armor in a group that includes it gets +1 attack (used during a mission while
# it attacks or blocks; its speed without an Omni 'Mech, slow, is the engine's: board.speed, T1103) ---------------------
PAUL_MOON = "CR077"


def _paul_moon_company(state, moon: int) -> list[int]:
    c = state.counters
    group = c["m.att"] if moon in c.get("m.att", ()) else c.get("m.blk", ())
    return [u for u in group if u != moon and is_battle_armor(state, u)] if moon in group else []


def _paul_moon(state, f) -> None:
    for u in _paul_moon_company(state, f.locals["card"]):
        more_attack(state, u, 1)


S[PAUL_MOON] = (_paul_moon,)
ability(PAUL_MOON, Ability("paul moon", "+1 attack to each other Battle Armor in its group", MISSION, PAUL_MOON,
                           condition=lambda state, p, c: bool(_paul_moon_company(state, c))))

"""Pilots and Enhancements of the base set, plus DEST Pilot and Jaime Wolf (Command cards whose text makes them
pilots).  They are deployed, paid and revealed like other Command cards; on activation the engine puts them on a host
(turn.py "attach").  A pilot adds its printed "+N initiative" while its 'Mech is engaged (missions.PILOT_INITIATIVE)
and its printed attack modifier (the data's ``attack``) to its 'Mech.  Pilots may be reassigned in the Deploy phase
and site Enhancements that say so moved (deploy-window actions "reassign" and "move enhancement").  When a site is
damaged, the damaging player may redirect to a redirectable site Enhancement on it exactly the amount that scraps it
(Player's Guide, "Enhancements"), through missions.REDIRECTS (ruling T590).
The last part of the module holds the Pilots, Enhancements and Retrofits of Counterstrike, Mercenaries and
MechWarrior: their printed bonuses are read from the text, and the options a Retrofit gives count as its 'Mech's own
(building_blocks.grants_option, ruling T765).  The cards that "count as X while in play" follow: three pilots and
Khan Natasha Kerensky, a Command card kept with them since she counts as the pilot Natasha Kerensky (T763).  The
Pilots, Enhancements and Retrofits of Arsenal, Commander's Edition and Crusade end it (their index is there)."""
from __future__ import annotations

import re
from typing import Callable

from mechdeck.kernel import Frame
from mechdeck.kernel.procedures import SCRIPTS, ask, push, stop

from .. import dice, missions, turn
from ..board import (ATTACHED, BUILD, HAND, PATROL, POST, SCRAP, SPEED_FIXERS, STOCK, attachments, base_attack, card_of,
                     controller, game_holds, is_mech, is_unit, is_vehicle, mark, may_repair, name_of, next_turn_of, owner,
                     pilot_of, set_mark, speed, tap, tapped, units_in_play, who, zone_owner)
from ..board import MISSION as MISSION_ZONE
from ..cards import CARDS, card_by_number, title_key
from ..knowledge import learn, shuffle_stock
from .building_blocks import (BATTLE, DRAW_A_CARD, MISSION, add_counters, alpha_strike_does_not_deplete, card_damage,
                              choose, engaged_in_battle_with, found_by_title, grants_option, has_option,
                              lowers_structure, mechs_in_mission, more_attack, ordered_top_cards, pilot_hosts,
                              pilot_into_play, prevent, put_back_on_top, roll_for_each, take_into_hand,
                              while_in_command_post)
from .building_blocks import in_battle as a_battle_is_on
from .registry import (PILOT_BONUS, STATIC, Ability, MissionCard, ability, card_module, implements, mission_card,
                       on_reveal, trigger)

card_module(__name__)   # what this module registers below counts for it (registry.where)

BEARER, BJORN, ENGINEERS, DEST, ELITE_INFANTRY, ELITE_MW = "LT017", "LT018", "LT038", "LT058", "LT069", "LT070"
EXTRA_ARMOR, FERRO, GALEN, GRAY_DEATH, PLATOON, JAIME = "LT076", "LT083", "LT089", "LT097", "LT120", "LT125"
KAI, KAMIKAZE, KELL_HOUND, LANCE, LRTS, ACE = "LT130", "LT131", "LT133", "LT139", "LT147", "LT159"
MASC, MAVERICK, MORGAN, NATASHA, NAVCOMP, ALARM = "LT167", "LT171", "LT180", "LT183", "LT184", "LT191"
PDS, LASER, MISSILE_RACK, ROOKIE, SUNBURST, VETERAN = "LT194", "LT208", "LT209", "LT211", "LT228", "LT276"
VICTOR, DRAGOONS = "LT279", "LT290"
# Counterstrike, Mercenaries and MechWarrior (their code is the last part of this module)
BERSERKER, FANATIC, RECON, ALETHA, HOHIRO, RHONDA, TARGETING_ACE = "CS008", "CS036", "CS073", "ME003", "ME043", \
    "ME077", "ME089"
GEARHEAD, HEADHUNTER, REDLINE, RISTAR = "MW033", "MW035", "MW072", "MW073"
SHARPSHOOTER, SHIN, SOLARIS_VETERAN = "MW079", "MW080", "MW085"
KAI_CHAMPION, PHELAN_WARD, PRINCE_VICTOR = "MW043", "MW065", "MW069"   # "Counts as X while in play" (T763)
EXTRA_MUNITIONS, PAINT_JOB, ECM_RETROFIT, INFERNO, JUMP_JETS = "ME001", "ME046", "MW021", "MW040", "MW042"
NARC_RETROFIT, TARGETING_COMPUTER, THUNDER = "MW054", "MW093", "MW096"
# Arsenal, Commander's Edition and Crusade (their code is the module's last part)
CHAOS_MARCH, DAN_ALLARD, ELIZABETH, PETER, TANYA = "AR019", "AR026", "AR033", "AR063", "AR092"
ARIS, DEEP_AGENT, LOOSE_CANNON, MARTHE, NATURAL_TALENT, SOLAHMA = "CR003", "CR025", "CR065", "CR066", "CR073", "CR086"
IR_SENSORS, FERRO_UPGRADE, HOT_LOADED, JADE_MONKEY, SUICIDE_TROOPS = "AR034", "AR035", "AR047", "AR049", "AR090"
LASER_SYSTEM, MISSILE_RACK_RETROFIT, HEAT_SINK = "CE174", "CE196", "CR052"
# Commander's Edition reprints reworded into a different card (T1105): they share their earlier printing's code
FANATIC_CE, PAINT_JOB_CE, KAI_CHAMPION_CE, PHELAN_WARD_CE, SIBKO_CE = "CE100", "CE151", "CE159", "CE223", "CE266"
SIBKO = "MW081"
# Retrofits giving -1 attack and an option: Overheat 2: +3 / Missile 2 (the base set's and Commander's Edition's)
LASER_RETROFITS, MISSILE_RETROFITS = (LASER, LASER_SYSTEM), (MISSILE_RACK, MISSILE_RACK_RETROFIT)
RETROFIT_MISSILES = 2

PILOTS = (BEARER, BJORN, DEST, ELITE_MW, GALEN, GRAY_DEATH, JAIME, KAI, KAMIKAZE, KELL_HOUND, LANCE, ACE, MAVERICK,
          MORGAN, NATASHA, ROOKIE, SUNBURST, VETERAN, VICTOR, DRAGOONS)
MECH_ENHANCEMENTS = (EXTRA_ARMOR, FERRO, LRTS, MASC, NAVCOMP, LASER, MISSILE_RACK)
# the pilots whose printed attack is the data's ``attack`` (_attack): the base set's, and the last sets' (printed_pilot)
PRINTED_ATTACK = set(PILOTS)
LATER_PILOTS = (BERSERKER, FANATIC, RECON, ALETHA, HOHIRO, RHONDA, TARGETING_ACE, GEARHEAD, HEADHUNTER, REDLINE,
                RISTAR, SHARPSHOOTER, SHIN, SOLARIS_VETERAN, KAI_CHAMPION, PHELAN_WARD, PRINCE_VICTOR)
LATER_ENHANCEMENTS = (EXTRA_MUNITIONS, PAINT_JOB, ECM_RETROFIT, INFERNO, JUMP_JETS, NARC_RETROFIT, TARGETING_COMPUTER,
                      THUNDER)
# every pilot may be reassigned in the Deploy phase (Rookie Pilot aside); CS098 Vlad of the Wards: leaders_and_sites.py
ALL_PILOTS = frozenset(PILOTS + LATER_PILOTS + ("CS098",))
SITE_ENHANCEMENTS = (ENGINEERS, ELITE_INFANTRY, PLATOON, ALARM, PDS)
MOVABLE = (ENGINEERS, ELITE_INFANTRY, PLATOON)                       # "You may move X to a different site"
# the damage that scraps it, as its text names it ("redirect [up to] N"; none has armor or structure; ruling T590)
def _redirect_amount(number: str) -> int:
    found = re.search(r"redirect (?:up to )?(\d+)", card_by_number(number).text)
    assert found is not None, f"{number} names no redirect"
    return int(found.group(1))


REDIRECT = {n: _redirect_amount(n) for n in (ENGINEERS, ELITE_INFANTRY, PLATOON, PDS)}
FREE = (ENGINEERS, ELITE_INFANTRY, EXTRA_ARMOR, FERRO, PLATOON, LRTS, MASC, NAVCOMP, ALARM, PDS, LASER, MISSILE_RACK)

# -- the cards, and where each one's text is done (the printed "+N initiative, +N attack" of a pilot is read from its
# -- data: missions.PILOT_INITIATIVE, _attack) -------------------------------------------------------------------------
# LT017 Bearer of McKennsy Hammer: 4-6 when its 'Mech attacks or blocks: it untaps after the mission (_bearer_roll)
# LT018 Bjorn Jorgensson: its 'Mech deals +5 to a target that is not a 'Mech (_modify_damage)
# LT038 Combat Engineers: site +2 attack (_site_attack), movable, takes 5 redirected damage (_redirects)
# LT058 DEST Pilot: 5-6 when its 'Mech is scrapped: back to the hand (_scrapped)
# LT069 Elite Infantry: site +1 attack (_site_attack), movable, takes 5 redirected damage (_redirects)
# LT070 Elite MechWarrior: fast, blocked only by a fast 'Mech guarding the target (_may_block)
# LT076 Extra Armor Plating: scrap it: prevent 2 to its 'Mech (ability "plating"); draws when activated
# LT083 Ferro-Fibrous Armor: +1 armor (_armor); draws when activated
# LT089 Galen Cox: its 'Mech may block tapped when faster than the attackers (_block_tapped)
# LT097 Gray Death Pilot: prevent 1 to its 'Mech (ability "prevent")
# LT120 Infantry Platoon: site +1 attack (_site_attack), movable, scrap it to prevent 1 (ability "platoon"), redirect
# LT125 Jaime Wolf: +1 attack per other 'Mech of its group (_attack); Draw phase: a 'Mech from the Stockpile (ability)
# LT130 Kai Allard-Liao: prevent 2 to each 'Mech of its group (_modify_damage); reveal a Mission card (ability)
# LT131 Kamikaze MechWarrior: scrap its 'Mech for 2 dice of damage to a slower engaged 'Mech (ability "kamikaze")
# LT133 Kell Hound Pilot, LT290 Wolf Dragoons Pilot: their printed bonuses only (data)
# LT139 Lance Commander: prevent 1 to a 'Mech of its group (ability "prevent")
# LT147 Long Range Targeting System: half its non-missile attack through to the target (_through)
# LT159 Maneuvering Ace: one speed faster (_acting_speed); fast: blocked only when guarding the target (_may_block)
# LT167 MASC: -1 attack: prevent 2 to its 'Mech (ability "masc")
# LT171 Maverick Mechjock: never in a group (_may_attack, _may_join)
# LT180 Morgan Kell: attacking alone, unblockable, back to the hand after the mission (_mission_declared)
# LT183 Natasha Kerensky: 5-6 when its 'Mech is scrapped: back to the hand (_scrapped)
# LT184 Navigation Computer: not blocked by patrolling 'Mechs of its speed (_may_block)
# LT191 Perimeter Alarm: any patrolling 'Mech may block attacks on its site (_mission_declared)
# LT194 Point Defense System: no missile damage to its site (_missile_damage), takes redirected damage (_redirects)
# LT208 Retrofitted Laser System, LT209 Retrofitted Missile Rack: -1 attack (_attack), Overheat 2: +3 / Missile 2
#       (_mission_declared), only on a 'Mech of base attack 1 or more (_attack_at_least_1)
# LT211 Rookie Pilot: played on an opponent's 'Mech, never reassigned (turn.OPPONENT_PILOTS, _deploy_options)
# LT228 Silver Sunburst Pilot: 1-3: +1-3 attack (ability "roll")
# LT276 Veteran MechWarrior: its 'Mech untaps at the end of your turn (_turn_end)
# LT279 Victor Steiner Davion: never alone (_may_attack, _group_ok); +2 attack to its group (_attack)
# Counterstrike, Mercenaries and MechWarrior (printed "+N initiative, +N attack" read from the text, _printed_bonus):
# CS008 Berserker Warrior: alone in battle, +2 attack and prevent 1 per opposing 'Mech after the first (ability)
# CS036 Fanatical Leader: +1 attack to each other 'Mech of its group (_later_attack)
# CS073 Recon Pilot: attacking, its 'Mech deals no damage (``m.silent``) and 5 to it are prevented (ability "recon");
#       free deployment; draws when activated
# ME003 Aletha Kabrinski: on a moderate or fast 'Mech, prevent 3 to it (ability "prevent")
# ME043 Hohiro Kurita: 'Mechs engaged in battle with its 'Mech do not untap while Hohiro pilots it and it stays
#       tapped (_hohiro_*); its player may keep its 'Mech tapped in the Untap phase (asked as the turn before ends)
# ME077 Rhonda Snord: as its 'Mech blocks or is blocked, the opposing 'Mechs must use, or cannot use, an option of
#       her player's choice (abilities in the window BLOCKS_OR_IS_BLOCKED, _rhonda_*)
# ME089 Targeting Ace: +1 or -1 on each missile die of its 'Mech (_ace_offers)
# MW033 Gearhead: +1 armor (_later_armor); repairs 1 on its 'Mech in the Repair/Reload phase (ability "repair")
# MW035 Headhunter: a die for each damage its 'Mech deals to a 'Mech in battle: 1-2 prevented, 6 scraps the 'Mech
#       (_headhunter_*)
# MW072 Redline Pilot: no Overheat damage (_later_damage), +2 attack when it overheats (_later_attack)
# MW073 Ristar MechWarrior: a roll per Mission card played in its 'Mech's mission, 4-6 back to hand (_ristar_*)
# MW079 Sharpshooter: +2 attack per Alpha Strike (_later_attack), which does not deplete (building block)
# MW080 Shin Yodama: its 'Mech scrapped in a mission: both on top of the Stockpile (_shin_scrapped)
# MW085 Solaris Games Veteran: its 'Mech blocked: at the end of the mission, scrap a hand card to untap it (_solaris_*)
# ME001 Access to Extra Munitions: its 'Mech's Alpha Strike does not deplete (building block); free deployment; draws
# ME046 Intimidating Paint Job: on 80+ tons, -1 attack to each 'Mech engaged in battle with its 'Mech (_later_attack)
# MW021 ECM Retrofit: -1 structure (building block), ECM (_retrofit_ecm_armor, _declinable_granted); free deployment;
#       draws when activated
# MW040 Inferno Missile Retrofit: AP (_inferno_ap); ability: a chosen opposing 'Mech it damages takes twice its
#       Overheat damage more (_later_damage); free deployment
# MW042 Jump Jet Retrofit: on a 'Mech without Jump, Jump -1: +1 (ability "jump"); free deployment; draws
# MW054 NARC Retrofit: -1 attack (_later_attack), NARC (_retrofit_narc_roll, _declinable_granted); free deployment
# MW093 Targeting Computer Retrofit: -1 structure (building block), +1 attack (_later_attack); free deployment; draws
# MW096 Thunder LRMs: 'Mechs its missiles damage do not untap in their next Untap phase (_thunder_*); free deployment
# The cards that "count as X while in play" (their second title: turn.unique_blocked, T763) and Hidden Location, at the
# end of the module:
# MW043 Kai, Champion of Solaris: its player wins initiative (ability "win initiative"); 2 damage to each 'Mech engaged
#       in battle with its 'Mech (ability "damage")
# MW065 Phelan Ward: in battle, no 'Mech deals damage and it goes back to the hand (ability "no damage")
# MW069 Prince Victor Steiner-Davion: +1 attack (_later_attack) and +1 initiative (_prince_victor_initiative) for each
#       other 'Mech of its 'Mech's group
# MW045 Khan Natasha Kerensky (a Command card): +1 initiative in the Command Post; {T}: a 'Mech in the mission +3
#       attack, and she is scrapped if it is scrapped in that mission (ability "boost", _khan_*)
# MW037 Hidden Location: on a Command Post card (turn.needs_host "command card"), which cannot be attacked; camouflage
#       counters (_hidden_location_*, _camouflage_off)

S = SCRIPTS.setdefault(turn.RULES_ID, {})


# -- helpers ----------------------------------------------------------------------------------------------------------
def number(state, c) -> str:
    return card_of(state, c).plays_as


def pilot_number(state, mech) -> str | None:
    pilot = pilot_of(state, mech)
    return None if pilot is None else number(state, pilot)


def count_on(state, host, num: str) -> int:
    return sum(1 for a in attachments(state, host) if number(state, a) == num)


def site_key(state, site):
    """The host key of a site: the defender's "stock<p>" / "scrap<p>" for a mission's "stock" / "scrap"."""
    if site in ("stock", "scrap"):
        return f"{site}{1 - state.counters['m.p']}"
    return site


def on_site(state, site) -> list[int]:
    """The Enhancements on a site ("stock", "scrap" in a mission, "stock<p>", or a card id)."""
    key = site_key(state, site)
    if isinstance(key, int):
        return attachments(state, key)
    return [a for z in ATTACHED for a in state.zones[z] if mark(state, "on", a) == key]


def is_site(state, target) -> bool:
    """Not a unit in play: a Stockpile, a Scrapheap, a Command Post card or a card under construction."""
    return not (isinstance(target, int) and target in units_in_play(state, controller(state, target)))


def host_of(state, a):
    return mark(state, "on", a)


def in_battle(state, unit) -> bool:
    return missions.in_mission(state) and unit in missions.engaged(state, controller(state, unit))


def opposing_units_in_battle(state, unit) -> list[int]:
    """The opposing Units in the battle ``unit`` is in (attacking, blocking, or the target taking part): what a
    Commander's Edition "each opposing Unit ... Use this ability only during battle" reaches (Guide, Command Cards:
    Abilities, T1236); none when ``unit`` is in no battle."""
    if not a_battle_is_on(state) or not in_battle(state, unit):
        return []
    return [u for u in missions.engaged(state, 1 - controller(state, unit)) if is_unit(state, u)]


def group_of(state, unit) -> tuple:
    """The 'Mechs of the attacking or blocking group a unit is in (Elemental Point, no 'Mech, left out); a target
    'Mech in the battle is a group of its own."""
    c = state.counters
    for key in ("m.att", "m.blk"):
        if unit in c.get(key, ()):
            return tuple(u for u in c[key] if is_unit(state, u))
    return (unit,) if in_battle(state, unit) else ()


def piloted(state, num: str) -> list[int]:
    """'Mechs in play piloted by a card with that number."""
    return [m for p in (0, 1) for m in units_in_play(state, p) if pilot_number(state, m) == num]


# -- static values ----------------------------------------------------------------------------------------------------
def _attack(state, unit) -> int:
    if not state.zones["attached0"] and not state.zones["attached1"]:
        return 0   # no pilot or enhancement anywhere
    total = 0
    for a in attachments(state, unit):
        n = number(state, a)
        if n in PRINTED_ATTACK:
            total += card_of(state, a).attack or 0
        elif n in LASER_RETROFITS or n in MISSILE_RETROFITS:
            total -= 1
        elif n == HEAT_SINK:   # "-X attack ..., where X is equal to the Unit's base attack": its printed attack
            total -= card_of(state, unit).attack or 0
        elif n == HOT_LOADED:   # "+X attack, where X is equal to the number of missiles it can fire"
            total += missiles_it_can_fire(state, unit)
    if missions.in_mission(state):
        group = group_of(state, unit)
        if pilot_number(state, unit) == JAIME:
            total += max(0, len(group) - 1)
        if any(pilot_number(state, g) == VICTOR for g in group):
            total += 2
    return total


def _armor(state, unit) -> int:
    return count_on(state, unit, FERRO)


def _through(state, unit) -> int:
    n = count_on(state, unit, LRTS)
    return n * (missions.attack_of(state, unit) // 2) if n else 0


def _site_attack(state, site) -> int:
    bonus = {ENGINEERS: 2, ELITE_INFANTRY: 1, PLATOON: 1}
    return sum(bonus.get(number(state, a), 0) for a in on_site(state, site))


def _acting_speed(state, unit) -> int:
    return 1 if pilot_number(state, unit) == ACE else 0


def _may_block(state, blocker, guard) -> bool:
    c = state.counters
    tgt = c["m.tgt"]
    o = controller(state, blocker)
    any_speed = c.get(f"m.anyspeed{o}") or c.get("anyspeed_until_end")
    for a in c.get("m.att", ()):
        pilot = pilot_number(state, a)
        if speed(state, a) == 3:
            if pilot == ELITE_MW and not (guard == tgt and missions.acting_speed(state, blocker) == 3):
                return False
            if pilot == ACE and guard != tgt:
                return False
        if count_on(state, a, NAVCOMP) and guard is None and not any_speed and \
                missions.acting_speed(state, blocker) == missions.acting_speed(state, a):
            return False
    return True


def _block_tapped(state, blocker) -> bool:
    if pilot_number(state, blocker) != GALEN:
        return False
    attackers = state.counters.get("m.att", ())   # a group moves at its slowest 'Mech's speed (ruling T154)
    return bool(attackers) and missions.acting_speed(state, blocker) > missions.group_speed(state, attackers)


def _may_attack(state, unit) -> bool:
    """Victor Steiner-Davion's 'Mech needs a companion that could attack with it."""
    if pilot_number(state, unit) != VICTOR:
        return True
    p = controller(state, unit)
    return any(m != unit and not tapped(state, m) and not mark(state, "dep", m) and
               pilot_number(state, m) != MAVERICK for m in state.zones[PATROL[p]])


def _may_join(state, group, unit) -> bool:
    if not group:
        return True
    return pilot_number(state, unit) != MAVERICK and all(pilot_number(state, g) != MAVERICK for g in group)


def _group_ok(state, group) -> bool:
    mechs = [g for g in group if is_unit(state, g)]   # Elemental Point is no 'Mech: no company (ruling T700)
    return not (len(mechs) == 1 and pilot_number(state, mechs[0]) == VICTOR)


def _missile_damage(state, src, dst, n) -> int:
    if n and is_site(state, dst) and any(number(state, a) == PDS for a in on_site(state, dst)):
        state.say(f"Point Defense System prevents the missile damage to {missions.target_text(state, dst)}")
        return 0
    return n


def _modify_damage(state, received, dealt_by) -> None:
    c = state.counters
    tgt = c.get("m.tgt")
    # Bjorn Jorgensson: +5 when its 'Mech deals damage to a target that is not a 'Mech (ruling T156)
    if tgt is not None and is_site(state, tgt):
        for m in {s for s, n in dealt_by.get(tgt, ()) if n > 0}:
            if isinstance(m, int) and pilot_number(state, m) == BJORN:
                received[tgt] = received.get(tgt, 0) + 5
                state.say(f"{name_of(state, m)} (Bjorn Jorgensson) deals +5 damage to "
                          f"{missions.target_text(state, tgt)}")
    # Kai Allard-Liao: prevent up to 2 damage to each 'Mech of its group
    for kai in piloted(state, KAI):
        for g in group_of(state, kai):
            if received.get(g, 0) > 0:
                received[g] = max(0, received[g] - 2)
                state.say(f"Kai Allard-Liao prevents 2 damage to {name_of(state, g)}")


# -- triggers ---------------------------------------------------------------------------------------------------------
def _bearer_roll(state, p, units) -> None:
    for m in units:
        if pilot_number(state, m) == BEARER:
            r = dice.roll_or_defer(state, p, "pilots.bearer", unit=m)
            if r is not None:
                _bearer_result(state, p, m, r)


def _bearer_result(state, p, m, r) -> None:
    state.say(f"Bearer of McKennsy Hammer rolls {r} for {name_of(state, m)}"
              + (": it untaps at the end of the mission" if r >= 4 else ""))
    if r >= 4:
        missions.add(state, "m.after", (p, ("untap", m)))


def _mission_declared(state, p) -> None:
    c = state.counters
    group = c.get("m.att", ())
    _bearer_roll(state, p, group)
    if len(group) == 1 and pilot_number(state, group[0]) == MORGAN:
        c["m.unblockable"] = True
        state.say(f"{name_of(state, group[0])} attacks alone with Morgan Kell: it cannot be blocked")
        missions.add(state, "m.after", (p, ("pilot to hand", pilot_of(state, group[0]))))
    tgt = c.get("m.tgt")
    if tgt is not None and any(number(state, a) == ALARM for a in on_site(state, tgt)):
        c[f"m.anyspeed{1 - p}"] = True
    for q in (0, 1):   # the options Retrofitted systems give, for this mission
        for u in units_in_play(state, q):
            for a in attachments(state, u):
                n = number(state, a)
                if n in LASER_RETROFITS:
                    missions.add(state, "m.extra_heat", (u, (2, 3)))
                elif n in MISSILE_RETROFITS:
                    missions.add(state, "m.extra_missiles", (u, RETROFIT_MISSILES))
                elif n == HEAT_SINK and card_of(state, u).attack:   # "Overheat X: +X attack", X its base attack
                    x = card_of(state, u).attack
                    missions.add(state, "m.extra_heat", (u, (x, x)))


def _blockers_declared(state, o) -> None:
    _bearer_roll(state, o, state.counters.get("m.blk", ()))


def _pilot_to_hand(state, q, pilot) -> None:
    """A pilot returns to its owner's hand: Morgan Kell at the end of the mission if it is still in play (ruling
    T161), Phelan Ward when its ability is used."""
    for z in ATTACHED:
        if pilot in state.zones[z]:
            state.zones[z].remove(pilot)
            set_mark(state, "on", pilot, None)
            state.zones[HAND[owner(state, pilot)]].append(pilot)
            learn(state, 1 - owner(state, pilot), (pilot,))   # a face-up card taken into the hand
            state.say(f"{name_of(state, pilot)} returns to {who(owner(state, pilot))}'s hand")


def _scrapped(state, c, zone, host) -> None:
    """DEST Pilot, Natasha Kerensky: when their 'Mech is scrapped, 5-6 returns them to the hand."""
    if host is None or number(state, c) not in (DEST, NATASHA) or not is_unit(state, host):
        return
    r = dice.roll_or_defer(state, owner(state, c), "pilots.back to hand", pilot=c)
    if r is not None:
        _back_to_hand(state, c, r)


def _back_to_hand(state, c, r) -> None:
    state.say(f"{name_of(state, c)} rolls {r}" + (": back to the hand" if r >= 5 else ""))
    q = owner(state, c)
    if r >= 5 and c in state.zones[SCRAP[q]]:   # a deferred roll: it may have left the Scrapheap meanwhile
        state.zones[SCRAP[q]].remove(c)
        state.zones[HAND[q]].append(c)
        learn(state, 1 - q, (c,))   # a face-up card taken into the hand


def _revealed(state, p, c) -> bool:
    """A site Enhancement on a card under construction that activates as a non-site is scrapped (Player's Guide)."""
    if is_unit(state, c) or turn.needs_host(card_of(state, c)):
        for a in attachments(state, c):
            turn.scrap_card(state, a, "(its card is no longer a site)")
    return False


def _turn_end(state, p) -> None:
    for a in list(state.zones[ATTACHED[p]]):
        m = host_of(state, a)
        if number(state, a) == VETERAN and isinstance(m, int) and tapped(state, m) and not mark(state, "dep", m):
            if turn.try_untap(state, m):
                state.say(f"Veteran MechWarrior untaps {name_of(state, m)}")


# -- abilities --------------------------------------------------------------------------------------------------------
def _host_in_battle(state, p, a) -> bool:
    host = host_of(state, a)
    return isinstance(host, int) and in_battle(state, host)


def _prevent_host(n: int, scrap: bool):
    def step(state, f):
        a = f.locals["card"]
        host = host_of(state, a)
        missions.add(state, "m.prev", (host, n))
        state.say(f"{n} damage to {name_of(state, host)} will be prevented")
        if scrap:
            turn.scrap_card(state, a)
    return step


def _masc_step(state, f):
    host = host_of(state, f.locals["card"])
    missions.add(state, "m.atk", (host, -1))
    missions.add(state, "m.prev", (host, 2))
    state.say(f"{name_of(state, host)}: -1 attack, 2 damage to it will be prevented")


def _lance_choose(state, f):
    host = host_of(state, f.locals["card"])
    ask(state, f.player, [("prevent", g) for g in group_of(state, host)], "prevent 1 damage to which 'Mech?", "pick")


def _lance_prevent(state, f):
    m = f.locals["pick"][1]
    missions.add(state, "m.prev", (m, 1))
    state.say(f"1 damage to {name_of(state, m)} will be prevented")


def _platoon_prevent(state, f):
    tgt = state.counters["m.tgt"]
    missions.add(state, "m.prev", (tgt, 1))
    state.say(f"1 damage to {missions.target_text(state, tgt)} will be prevented")
    turn.scrap_card(state, f.locals["card"])


def _platoon_condition(state, p, a) -> bool:
    c = state.counters
    return missions.in_mission(state) and c.get("m.p") != p and c.get("m.tgt") is not None \
        and a in on_site(state, c["m.tgt"])


def _sunburst_step(state, f):
    host = host_of(state, f.locals["card"])
    r = f.locals["die"]
    if r <= 3:
        missions.add(state, "m.atk", (host, r))
        state.say(f"Silver Sunburst Pilot rolls {r}: {name_of(state, host)} gets +{r} attack")
    else:
        state.say(f"Silver Sunburst Pilot rolls {r}: no effect")


def _slower_opponents(state, host) -> list[int]:
    """"Engaged 'Mech opponent controls": an attacking or blocking one, never the mission's target (ruling T101)."""
    p = controller(state, host)
    return [m for m in missions.attacking_or_blocking(state, 1 - p)
            if is_unit(state, m) and speed(state, m) < speed(state, host)]


def _kamikaze_condition(state, p, a) -> bool:
    return _host_in_battle(state, p, a) and bool(_slower_opponents(state, host_of(state, a)))


def _kamikaze_choose(state, f):
    host = host_of(state, f.locals["card"])
    f.locals["host"] = host
    ask(state, f.player, [("damage", m) for m in _slower_opponents(state, host)], "deal the damage to which 'Mech?",
        "pick")


def _kamikaze_strike(state, f):
    host = f.locals["host"]
    turn.scrap_card(state, host, "(Kamikaze MechWarrior)")   # scrapped, it leaves the battle (missions.py, T1002)


def _kamikaze_damage(state, f):
    victim = f.locals["pick"][1]
    total = f.locals["die"] + f.locals["die2"]
    missions.add(state, "m.dmg", (victim, total, -1))
    state.say(f"Kamikaze MechWarrior rolls {total}: {total} damage to {name_of(state, victim)}")


def _jaime_condition(state, p, a) -> bool:
    return bool(state.zones[STOCK[p]]) and mark(state, "jaime", a) != state.counters.get("turn")


def _jaime_step(state, f):
    p = f.player
    a = f.locals["card"]
    set_mark(state, "jaime", a, state.counters.get("turn"))
    top = state.zones[STOCK[p]][-1]
    turn.scrap_from_stock(state, p, 1)
    if top in state.zones[SCRAP[owner(state, top)]] and is_unit(state, top):
        state.zones[SCRAP[owner(state, top)]].remove(top)
        state.zones[HAND[p]].append(top)
        learn(state, 1 - p, (top,))   # a face-up card taken into the hand
        state.say(f"{who(p)} puts {name_of(state, top)} into the hand (Jaime Wolf)")


def _kai_condition(state, p, a) -> bool:
    host = host_of(state, a)
    c = state.counters
    return missions.in_mission(state) and isinstance(host, int) and \
        (host in c.get("m.att", ()) or host in c.get("m.blk", ()))


def _kai_step(state, f):
    p = f.player
    stock = state.zones[STOCK[p]]
    if not stock:
        return
    top = stock.pop()
    state.say(f"{who(p)} reveals {name_of(state, top)} from the top of the Stockpile")
    learn(state, -1, (top,))   # revealed to both: it goes into the hand or to the bottom of the Stockpile
    if card_of(state, top).kind == "mission":
        state.zones[HAND[p]].append(top)
        state.say(f"{who(p)} puts {name_of(state, top)} into the hand")
    else:
        stock.insert(0, top)
        state.say(f"{who(p)} restocks {name_of(state, top)}")


# -- Deploy phase: reassigning pilots, moving site Enhancements ------------------------------------------------------
def _pilot_layout(state, p, moved=None, to=None) -> tuple:
    """Where each of p's pilots is, as it would be with ``moved`` on ``to``."""
    return tuple(sorted((a, to if a == moved else host_of(state, a))
                        for a in state.zones[ATTACHED[p]] if number(state, a) in ALL_PILOTS))


def _moves_of(seen: tuple, pilot: int) -> int:
    """How often ``pilot`` was reassigned this phase.  Twice is enough to reach any arrangement one at a time (a
    pilot of a cycle steps aside to the unpiloted 'Mech and comes back last), so a third is never offered (T151)."""
    return sum(1 for before, after in zip(seen, seen[1:]) if dict(before).get(pilot) != dict(after).get(pilot))


def _deploy_options(state, p) -> list[tuple]:
    out: list[tuple] = []
    mechs_without_pilot = [m for m in units_in_play(state, p) if pilot_of(state, m) is None]
    seen = turn.arrangements_seen(state, f"pilots_seen{p}")
    for a in state.zones[ATTACHED[p]]:
        n = number(state, a)
        if mechs_without_pilot and n in ALL_PILOTS and n != ROOKIE and _moves_of(seen, a) < 2:
            # "rearrange all your Pilots as you like", but never back to an arrangement of this phase (T151)
            out.extend(("reassign", a, m) for m in turn.hosts(state, p, a)
                       if not seen or _pilot_layout(state, p, a, m) not in seen)
        elif n in MOVABLE and mark(state, "moved", a) != state.counters.get("turn"):   # once a phase (T164)
            here = host_of(state, a)
            out.extend(("move enhancement", a, s) for s in turn.hosts(state, p, a)
                       if (f"{s}{p}" if isinstance(s, str) else s) != here)
    return out


def _reassign(state, p, action):
    a, m = action[1], action[2]
    before = _pilot_layout(state, p)
    move_pilot(state, p, a, m)
    turn.arrangement_reached(state, f"pilots_seen{p}", before, _pilot_layout(state, p))


def move_pilot(state, p, a, m) -> None:
    """p reassigns the pilot ``a`` to the 'Mech ``m`` (in the Deploy phase, or by Dan Allard)."""
    if number(state, a) == HOHIRO:   # Hohiro Kurita no longer pilots that 'Mech: its hold is over for good
        set_mark(state, "hohiro_h", host_of(state, a), None)
    set_mark(state, "on", a, m)
    state.say(f"{who(p)} reassigns {name_of(state, a)} to {name_of(state, m)}")


def _move_enhancement(state, p, action):
    a, site = action[1], action[2]
    set_mark(state, "on", a, f"{site}{p}" if isinstance(site, str) else site)
    set_mark(state, "moved", a, state.counters.get("turn"))
    state.say(f"{who(p)} moves {name_of(state, a)} to "
              + (("the Stockpile" if site == "stock" else "the Scrapheap") if isinstance(site, str)
                 else missions.target_text(state, site)))


# -- redirecting damage to a site Enhancement, scrapping it -----------------------------------------------------------
def _redirects(state, site, dealer) -> list:
    """The text's "attacker" is the player dealing the damage, in a mission or not; the amount is exact (T590)."""
    return [missions.Redirect(dealer, a, REDIRECT[number(state, a)],
                              lambda state, site, chooser, a=a: _take_redirected(state, site, chooser, a))
            for a in on_site(state, site) if number(state, a) in REDIRECT]


def _take_redirected(state, site, chooser, a) -> None:
    state.say(f"{who(chooser)} redirects {REDIRECT[number(state, a)]} damage from {missions.site_text(state, site)} "
              f"to {name_of(state, a)}")
    turn.scrap_card(state, a, "(redirected damage)")


# -- host restrictions ------------------------------------------------------------------------------------------------
def _only_mech(state, p, c, host) -> bool:
    """A Pilot's host, and a later printing's "'Mech": a 'Mech, no other Unit (T1132, T1100)."""
    return isinstance(host, int) and is_mech(state, host)


def _only_unit(state, p, c, host) -> bool:
    """An Enhancement's "only on a 'Mech" printed before Commander's Edition, or a text naming a Unit: any Unit (ruling
    T1102; T1194: Intimidating Paint Job, whose reprint keeps "'Mechs", is the one older Enhancement left on 'Mechs)."""
    return isinstance(host, int) and is_unit(state, host)


def _has_attack(state, host) -> bool:
    return (card_of(state, host).attack or 0) >= 1 and base_attack(state, host) >= 1


def _attack_at_least_1(state, p, c, host) -> bool:
    return _only_unit(state, p, c, host) and _has_attack(state, host)


# -- registration -----------------------------------------------------------------------------------------------------
for _n in PILOTS:
    _m = PILOT_BONUS.match(card_by_number(_n).text or "")
    missions.PILOT_INITIATIVE[_n] = int(_m.group(1)) if _m else 0
    turn.HOST_FILTER[_n] = _only_mech
for _n in MECH_ENHANCEMENTS:
    turn.HOST_FILTER[_n] = _only_unit
turn.HOST_FILTER[LASER] = turn.HOST_FILTER[MISSILE_RACK] = _attack_at_least_1
turn.PILOT_LIKE.update((DEST, JAIME))
turn.OPPONENT_PILOTS.add(ROOKIE)
turn.FREE_DEPLOY.update(FREE)
turn.EXTRA_OPTIONS.setdefault("deploy", []).append(_deploy_options)
turn.WINDOW_ACTIONS["reassign"] = _reassign
turn.WINDOW_ACTIONS["move enhancement"] = _move_enhancement
missions.REDIRECTS.append(_redirects)
missions.AFTER_MISSION["pilot to hand"] = _pilot_to_hand

def _static_hooks(*hooks: tuple[str, Callable]) -> None:
    """Append each (kind, function) to the engine's ``STATIC[kind]``, in order."""
    for kind, fn in hooks:
        STATIC.setdefault(kind, []).append(fn)


_static_hooks(("attack", _attack), ("armor", _armor), ("through", _through), ("site_attack", _site_attack),
              ("acting_speed", _acting_speed), ("may_block", _may_block), ("block_tapped", _block_tapped),
              ("may_attack", _may_attack), ("may_join", _may_join), ("group_ok", _group_ok),
              ("missile_damage", _missile_damage), ("modify_damage", _modify_damage))
trigger("mission_declared", BEARER, _mission_declared)
trigger("blockers_declared", BEARER, _blockers_declared)
trigger("scrapped", DEST, _scrapped)
trigger("revealed", ENGINEERS, _revealed)
trigger("turn_end", VETERAN, _turn_end)

S["pilots.extra_armor"] = (_prevent_host(2, scrap=True),)
S["pilots.gray_death"] = (_prevent_host(1, scrap=False),)
S["pilots.masc"] = (_masc_step,)
S["pilots.lance"] = (_lance_choose, _lance_prevent)
S["pilots.platoon"] = (_platoon_prevent,)
S["pilots.sunburst"] = (dice.roll_step(), _sunburst_step)
S["pilots.kamikaze"] = (_kamikaze_choose, _kamikaze_strike, dice.roll_step(), dice.roll_step("die2"), _kamikaze_damage)
S["pilots.bearer"] = (dice.roll_step(),
                      lambda state, f: _bearer_result(state, f.player, f.locals["unit"], f.locals["die"]))
S["pilots.back to hand"] = (dice.roll_step(), lambda state, f: _back_to_hand(state, f.locals["pilot"], f.locals["die"]))
S["pilots.jaime"] = (_jaime_step,)
S["pilots.kai"] = (_kai_step,)

ability(EXTRA_ARMOR, Ability("plating", "scrap it to prevent 2 damage to its 'Mech", MISSION, "pilots.extra_armor",
                             condition=_host_in_battle))
ability(GRAY_DEATH, Ability("prevent", "prevent 1 damage to its 'Mech", MISSION, "pilots.gray_death",
                            condition=_host_in_battle))
ability(MASC, Ability("masc", "-1 attack: prevent 2 damage to its 'Mech", MISSION, "pilots.masc",
                      condition=lambda state, p, a: _host_in_battle(state, p, a)
                      and missions.attack_of(state, host_of(state, a)) >= 1))
ability(LANCE, Ability("prevent", "prevent 1 damage to a 'Mech of its group", MISSION, "pilots.lance",
                       condition=_host_in_battle))
ability(PLATOON, Ability("platoon", "scrap it to prevent 1 damage to its site", MISSION, "pilots.platoon",
                         condition=_platoon_condition))
ability(SUNBURST, Ability("roll", "roll for +1-3 attack", MISSION, "pilots.sunburst", condition=_host_in_battle))
ability(KAMIKAZE, Ability("kamikaze", "scrap its 'Mech: 2 dice of damage to a slower engaged 'Mech", MISSION,
                          "pilots.kamikaze", condition=_kamikaze_condition))
ability(JAIME, Ability("stockpile", "pay 1: scrap the top card of the Stockpile, a 'Mech goes to the hand",
                       frozenset({"draw"}), "pilots.jaime", pay=1, condition=_jaime_condition))
ability(KAI, Ability("reveal", "reveal the top card of the Stockpile: a Mission card goes to the hand",
                     frozenset({"preblock", "mission"}), "pilots.kai", condition=_kai_condition))
on_reveal(EXTRA_ARMOR, DRAW_A_CARD)   # "Draw a card when you activate ..."
on_reveal(FERRO, DRAW_A_CARD)
implements(*PILOTS, *MECH_ENHANCEMENTS, *SITE_ENHANCEMENTS)


# == Counterstrike, Mercenaries and MechWarrior ========================================================================
_PRINTED_BONUS = re.compile(r"^(?:Counts as [^.]+ while in play\. ?)?Pilot: ?((?:\+\d+ (?:initiative|attack),? ?)+)")


def _printed_bonus(num: str, kind: str) -> int:
    """A later pilot's printed "+N initiative" or "+N attack" (``kind``), read from its text: these printings put the
    two in either order, with or without a space after "Pilot:", some after a first sentence "Counts as X while in
    play." (Phelan Ward), and the data's ``attack`` misses Hohiro Kurita's."""
    m = _PRINTED_BONUS.match(card_by_number(num).text or "")
    found = re.search(rf"\+(\d+) {kind}", m.group(1)) if m else None
    return int(found.group(1)) if found else 0


LATER_PILOT_ATTACK = {n: _printed_bonus(n, "attack") for n in LATER_PILOTS}
_LATER_ATTACHED = frozenset(LATER_PILOTS + LATER_ENHANCEMENTS + (FANATIC_CE, PAINT_JOB_CE))
# Fanatical Leader's printings -> whether the +1 attack reaches its own 'Mech too: the Counterstrike card's "Each other
# 'Mech" (its erratum: no +1 to its own), the Commander's Edition card's "Each Unit in a group" (T1232)
GROUP_LEADERS = {FANATIC: False, FANATIC_CE: True}


def _later_in_play(state) -> bool:
    """Is a later pilot or Enhancement in play?  The static hooks below are asked for every unit value, so they look
    no further in base-set games."""
    zones = state.zones
    if not zones["attached0"] and not zones["attached1"]:
        return False
    types = state.card_types
    return any(CARDS[types[a]].plays_as in _LATER_ATTACHED for z in ATTACHED for a in zones[z])


def _led_by_fanatical_leader(state, unit, mech) -> bool:
    """Does the pilot of ``mech``, a 'Mech of unit's group, give unit a Fanatical Leader's +1 attack?"""
    leader = pilot_number(state, mech)
    return leader in GROUP_LEADERS and (mech != unit or GROUP_LEADERS[leader])


# -- static values ----------------------------------------------------------------------------------------------------
def _later_attack(state, unit) -> int:
    if not _later_in_play(state):
        return 0
    c = state.counters
    mission_on = "m.att" in c
    total = 0
    for a in attachments(state, unit):
        n = number(state, a)
        total += LATER_PILOT_ATTACK.get(n, 0)
        if n == NARC_RETROFIT:
            total -= 1
        elif n == TARGETING_COMPUTER:
            total += 1
        elif n == SHARPSHOOTER and mission_on:   # "Whenever that 'Mech uses Alpha Strike, it gets +2 attack"
            total += 2 * _uses(state, unit, "alpha")
        elif n == REDLINE and mission_on:        # "Whenever that 'Mech uses Overheat, it gets +2 attack"
            total += 2 * _uses(state, unit, "overheat")
    if mission_on and is_unit(state, unit):   # Elemental Point is no 'Mech (T531)
        group = group_of(state, unit)
        # Fanatical Leader: +1 from each leader of its group, its own pilot only as the reprint (several add up, T820)
        total += sum(1 for g in group if _led_by_fanatical_leader(state, unit, g))
        # Prince Victor Steiner-Davion: +1 to each other 'Mech of its 'Mech's group
        total += sum(1 for g in group if g != unit and pilot_number(state, g) == PRINCE_VICTOR)
        # Intimidating Paint Job: -1 from each one on a 'Mech engaged in battle with it (cumulative, Guide)
        total -= sum(count_on(state, other, PAINT_JOB) for other in engaged_in_battle_with(state, unit))
        # its reprint: "Each opposing Unit gets -1 attack. Use this ability only during battle" (T1236)
        total -= sum(count_on(state, other, PAINT_JOB_CE) for other in opposing_units_in_battle(state, unit))
    return total


def _uses(state, unit, option: str) -> int:
    """How many times the unit used an option ("alpha", "overheat") this mission: its ``m.used`` entries, but for
    those Rhonda Snord marks in ``m.forbidden`` to keep it from the option."""
    c = state.counters
    forbidden = c.get("m.forbidden", ())
    return sum(1 for entry in c.get("m.used", ()) if entry[0] == unit and isinstance(entry[1], str)
               and entry[1].startswith(option) and entry not in forbidden)


def _later_armor(state, unit) -> int:
    if not _later_in_play(state):
        return 0
    return 1 if pilot_number(state, unit) == GEARHEAD else 0   # "'Mech piloted by Gearhead gets +1 armor"


def _inferno_ap(state, unit) -> list:
    """Inferno Missile Retrofit's AP: +1 damage to a target that is not a 'Mech, once for each Retrofit; a 'Mech with
    AP printed has it twice ("If an Enhancement gives a Unit an ability or option that it already has, it gets that
    ability or option twice", Guide; ruling T826)."""
    if not _later_in_play(state):
        return []
    return [(1, _to_a_site)] * count_on(state, unit, INFERNO)


def _to_a_site(state, src, dest) -> bool:
    return is_site(state, dest)


def _later_damage(state, received, dealt_by) -> None:
    """As damage resolves: Redline Pilot's 'Mech receives no Overheat damage; a 'Mech an Inferno Missile Retrofit's
    'Mech damages takes twice its Overheat damage more.  (The damage of a unit in ``m.silent``, Recon Pilot's, was
    taken away by missions_cards.py's part of resolution, which runs first.)"""
    if not _later_in_play(state):
        return
    c = state.counters
    silent = c.get("m.silent", ())
    for u, x in c.get("m.heat", ()):   # Overheat damage that Deep Lake or Rapid Cool-Down kept away was never dealt
        if x > 0 and received.get(u, 0) > 0 and pilot_number(state, u) == REDLINE and \
                missions.receives_overheat_damage(state, u):
            received[u] = max(0, received[u] - x)
            state.say(f"{name_of(state, u)} receives no Overheat damage (Redline Pilot)")
    for host, victim in c.get("m.inferno", ()):
        if host in silent or not any(s == host and n > 0 for s, n in dealt_by.get(victim, ())):
            continue
        heat = max((x for x, y in missions.overheat_options(state, victim)), default=0)
        if heat:
            received[victim] = received.get(victim, 0) + 2 * heat
            state.say(f"Inferno Missile Retrofit: {name_of(state, victim)} receives {2 * heat} more damage")


# -- host restrictions ------------------------------------------------------------------------------------------------
def _eighty_tons(state, p, c, host) -> bool:
    return _only_mech(state, p, c, host) and (card_of(state, host).mass or 0) >= 80


def _without_jump(state, p, c, host) -> bool:
    return _only_unit(state, p, c, host) and not has_option(state, host, "jump")


def _with_missiles(state, p, c, host) -> bool:
    return _only_unit(state, p, c, host) and has_option(state, host, "missile")


# -- CS008 Berserker Warrior ------------------------------------------------------------------------------------------
def _berserker_foes(state, host) -> list:
    """The opposing 'Mechs blocking it (it attacks) or blocked by it (it blocks)."""
    return [m for m in missions.attacking_or_blocking(state, 1 - controller(state, host)) if is_unit(state, m)]


def _berserker_condition(state, p, a) -> bool:
    host = host_of(state, a)
    c = state.counters
    return isinstance(host, int) and missions.in_mission(state) and \
        (host in c.get("m.att", ()) or host in c.get("m.blk", ())) and group_of(state, host) == (host,) and \
        len(_berserker_foes(state, host)) >= 2


def _berserker_step(state, f):
    host = host_of(state, f.locals["card"])
    n = len(_berserker_foes(state, host)) - 1
    more_attack(state, host, 2 * n)
    prevent(state, host, n)


# -- CS073 Recon Pilot, ME003 Aletha Kabrinski, MW033 Gearhead --------------------------------------------------------
def _recon_condition(state, p, a) -> bool:
    return missions.in_mission(state) and host_of(state, a) in state.counters.get("m.att", ())


def _recon_step(state, f):
    host = host_of(state, f.locals["card"])
    missions.add(state, "m.silent", host)   # deals no damage (missions_cards.py's resolution takes it away)
    state.say(f"{name_of(state, host)} will deal no damage (Recon Pilot)")
    prevent(state, host, 5)


def _aletha_condition(state, p, a) -> bool:
    return _host_in_battle(state, p, a) and speed(state, host_of(state, a)) >= 2


def _gearhead_condition(state, p, a) -> bool:
    host = host_of(state, a)
    return isinstance(host, int) and mark(state, "dmg", host, 0) > 0 and \
        mark(state, "gearhead", a) != state.counters.get("turn") and may_repair(state, p, host)   # Battle Attrition


def _gearhead_step(state, f):
    a = f.locals["card"]
    host = host_of(state, a)
    set_mark(state, "gearhead", a, state.counters.get("turn"))
    set_mark(state, "dmg", host, mark(state, "dmg", host, 0) - 1)
    state.say(f"Gearhead repairs 1 damage on {name_of(state, host)}")


# -- ME089 Targeting Ace: +1 or -1 on each missile die of its 'Mech, right after the roll -----------------------------
def _ace_offers(state, p, roll_) -> list:
    c = state.counters
    if roll_["kind"] != "missile" or roll_["about"] is None or roll_["about"] >= len(c.get("m.msl", ())):
        return []
    ace = pilot_of(state, c["m.msl"][roll_["about"]][0])
    if ace is None or number(state, ace) != TARGETING_ACE or \
            any(card == ace for card, key in roll_["used"]):   # once on each die
        return []
    value = roll_["value"]   # a roll stays within the 1-6 that card ranges name (ruling T400)
    return [("modify", ace, key) for key, ok in (("targeting ace +1", value < 6), ("targeting ace -1", value > 1))
            if ok]


def _ace_modify(n: int):
    def modify(state, p, roll_, ace) -> int:
        state.say(f"{who(p)} uses Targeting Ace: {n:+d} to the missile die ({roll_['value']} -> {roll_['value'] + n})")
        return roll_["value"] + n
    return modify


# -- ME043 Hohiro Kurita -----------------------------------------------------------------------------------------------
# Marks: ``hohiro:<mech>`` the Hohiro 'Mechs a 'Mech has been engaged in battle with; ``hohiro_h:<mech>`` the Hohiro
# Kurita card that has piloted that 'Mech since the end of its battle, while it has stayed tapped (gone once it
# untaps or Hohiro leaves it); ``hohiro_hold:<mech>`` the turn in whose Untap phase its player keeps it tapped.
def _hohiro_engaged(state, *args) -> None:
    if not state.zones["attached0"] and not state.zones["attached1"]:
        return
    c = state.counters
    for mech in tuple(c.get("m.att", ())) + tuple(c.get("m.blk", ())):
        if pilot_number(state, mech) != HOHIRO:
            continue
        for other in engaged_in_battle_with(state, mech):
            links = tuple(mark(state, "hohiro", other, ()))
            if mech not in links:
                set_mark(state, "hohiro", other, links + (mech,))
        if mech not in c.get("m.hohiro", ()):
            missions.add(state, "m.hohiro", mech)


def _hohiro_end(state) -> None:
    """The battle is over: each Hohiro 'Mech of it that is tapped starts holding the 'Mechs it battled."""
    _hohiro_engaged(state)
    for mech in state.counters.get("m.hohiro", ()):
        pilot = pilot_of(state, mech)
        if pilot is not None and number(state, pilot) == HOHIRO and tapped(state, mech):
            set_mark(state, "hohiro_h", mech, pilot)


def _hohiro_holds(state, c) -> bool:
    for mech in mark(state, "hohiro", c, ()):
        pilot = mark(state, "hohiro_h", mech)
        if pilot is not None and tapped(state, mech) and pilot_of(state, mech) == pilot:
            return True
    return False


def _hohiro_untap(state, c) -> bool:
    counters = state.counters
    if f"hohiro:{c}" not in counters and f"hohiro_h:{c}" not in counters and f"hohiro_hold:{c}" not in counters:
        return False
    if mark(state, "hohiro_hold", c) == counters.get("turn"):
        state.say(f"{who(controller(state, c))} keeps {name_of(state, c)} tapped (Hohiro Kurita)")
        return True
    if f"hohiro:{c}" in counters:
        if _hohiro_holds(state, c):
            state.say(f"{name_of(state, c)} does not untap (Hohiro Kurita)")
            return True
        set_mark(state, "hohiro", c, None)   # every hold on it is over
    if f"hohiro_h:{c}" in counters:   # a later hook may keep it tapped still: look once this untap is done
        push(state, "script", controller(state, c), script="pilots.hohiro_check", player=controller(state, c),
             unit=c)
    return False


def _hohiro_check(state, f):
    if not tapped(state, f.locals["unit"]):
        set_mark(state, "hohiro_h", f.locals["unit"], None)


def _hohiro_offer_hold(state, p) -> None:
    """As p's turn ends, the player whose Untap phase comes next (p itself when it takes an extra turn, T1005) says
    whether their tapped Hohiro 'Mechs untap in it (asked once p's End of Turn is over)."""
    q = p if next_turn_of(state, p) == state.counters.get("turn", 0) + 1 else 1 - p
    for a in state.zones[ATTACHED[q]]:
        if number(state, a) == HOHIRO and isinstance(host_of(state, a), int):
            push(state, "script", q, script="pilots.hohiro_hold", player=q, unit=host_of(state, a), pilot=a)


def _hohiro_hold_ask(state, f):
    m = f.locals["unit"]
    if m in units_in_play(state, f.player) and pilot_of(state, m) == f.locals["pilot"] and tapped(state, m) and \
            not mark(state, "dep", m):   # a depleted 'Mech does not untap anyway (T651)
        ask(state, f.player, [("untap", m), ("stay", m)],
            f"Hohiro Kurita: untap {name_of(state, m)} in your coming Untap phase?", "pick")


def _hohiro_hold(state, f):
    pick = f.locals.get("pick")
    if pick is not None and pick[0] == "stay":
        set_mark(state, "hohiro_hold", pick[1], next_turn_of(state, f.player))


def _hohiro_hold_over(state, p) -> None:
    for m in units_in_play(state, p):
        set_mark(state, "hohiro_hold", m, None)


# -- ME077 Rhonda Snord ----------------------------------------------------------------------------------------------
# "Use this ability only when this 'Mech blocks or is blocked": offered as the blockers are declared, before any
# effect in initiative order (Player's Guide); the eight choices are abilities of this window.
BLOCKS_OR_IS_BLOCKED = frozenset({"blocks or is blocked"})
RHONDA_OPTIONS = (("missile", "Missile"), ("overheat", "Overheat"), ("alpha", "Alpha Strike"), ("jump", "Jump"))


def _rhonda_condition(state, p, a) -> bool:
    host, c = host_of(state, a), state.counters
    return missions.in_mission(state) and bool(c.get("m.blk")) and \
        (host in c.get("m.blk", ()) or host in c.get("m.att", ()))


def _rhonda_offer(state, o) -> None:
    """Blockers are declared: each player with a Rhonda Snord whose 'Mech blocks or is blocked may use her."""
    if not state.zones["attached0"] and not state.zones["attached1"]:
        return
    for q in (state.counters["m.p"], o):
        if any(number(state, a) == RHONDA for a in state.zones[ATTACHED[q]]):
            offers = turn.ability_options(state, q, "blocks or is blocked")
            if offers:
                push(state, "script", q, script="pilots.rhonda", player=q, offers=tuple(offers))


def _rhonda_ask(state, f):
    ask(state, f.player, f.locals["offers"] + (("pass",),), "Rhonda Snord: make the opposing 'Mechs use an option, "
        "or keep them from it?", "pick")


def _rhonda_use(state, f):
    pick = f.locals["pick"]
    if pick[0] == "use":
        turn.use_ability(state, f.player, pick[1], pick[2])


def _opposing_mechs(state, q) -> list:
    return [u for u in missions.attacking_or_blocking(state, 1 - q) if is_unit(state, u)]


def _as_option(state, q, action) -> None:
    """The opposing player ``q`` uses a 'Mech's option as if chosen in the battle (missions.py's own handling)."""
    missions.resume_effects(state, Frame("effects", 0, q, {"stage": "battle"}), action)


def _printed(state, u, key) -> tuple:
    return tuple((card_of(state, u).options or {}).get(key, ()))


def _rhonda_cannot(key: str):
    def step(state, f):
        q = f.player
        c = state.counters
        for u in _opposing_mechs(state, q):
            used = c.get("m.used", ())
            if key in ("overheat", "alpha"):   # marked used, so not offered; not counted as used by anyone (_uses)
                for name in ([f"overheat{k}" for k in range(len(missions.overheat_options(state, u)))]
                             if key == "overheat" else
                             [f"alpha{k}" for k in range(len(_printed(state, u, "alpha_strike")))]):
                    if (u, name) not in used:
                        missions.add(state, "m.used", (u, name))
                        missions.add(state, "m.forbidden", (u, name))
            elif key == "missile":
                left = missions.volleys_left(state, u)
                if left > 0:
                    missions.add(state, "m.extra_missiles", (u, -left))   # no volley left to fire
            elif key == "jump":
                for k in range(len(_printed(state, u, "jump"))):
                    if (u, f"jump{k}") not in used:
                        missions.add(state, "m.used", (u, f"jump{k}"))
                for a in attachments(state, u):
                    if number(state, a) == JUMP_JETS and (a, "jump") not in used:
                        missions.add(state, "m.used", (a, "jump"))
        state.say(f"Rhonda Snord: {who(1 - q)}'s 'Mechs cannot use {dict(RHONDA_OPTIONS)[key]} this mission")
    return step


def _overheat_all(state, opp, u) -> None:
    for k in range(len(missions.overheat_options(state, u))):
        if (u, f"overheat{k}") not in state.counters.get("m.used", ()):
            _as_option(state, opp, ("overheat", u, k))


def _rhonda_must(key: str):
    def step(state, f):
        q = f.player
        opp = 1 - q
        state.say(f"Rhonda Snord: {who(opp)}'s 'Mechs must use {dict(RHONDA_OPTIONS)[key]}")
        for u in _opposing_mechs(state, q):
            used = state.counters.get("m.used", ())
            if key == "overheat":
                _overheat_all(state, opp, u)
            elif key == "alpha" and _printed(state, u, "alpha_strike") and not mark(state, "dep", u):
                _overheat_all(state, opp, u)   # the rulebook: a 'Mech with both uses its Overheat first
                for k in range(len(_printed(state, u, "alpha_strike"))):
                    if (u, f"alpha{k}") not in state.counters.get("m.used", ()):
                        _as_option(state, opp, ("alpha strike", u, k))
            elif key == "jump":
                for k, (cost, init) in enumerate(_printed(state, u, "jump")):
                    if (u, f"jump{k}") not in used and missions.attack_value(state, u) >= cost:
                        _as_option(state, opp, ("jump", u, k))
                for a in attachments(state, u):
                    if number(state, a) == JUMP_JETS and (a, "jump") not in used and \
                            _jump_jets_condition(state, opp, a):
                        missions.add(state, "m.used", (a, "jump"))
                        push(state, "script", opp, script="pilots.jump_jets", card=a, player=opp)
        if key == "missile":
            push(state, "script", opp, script="pilots.rhonda_missiles", player=opp)
    return step


def _forced_volley(state, f):
    """The next volley an opposing 'Mech must fire: its player picks where (a depleted 'Mech fires none, T650)."""
    f.locals.pop("pick", None)
    for u in _opposing_mechs(state, 1 - f.player):
        if not mark(state, "dep", u) and missions.volleys_left(state, u) > 0:
            ask(state, f.player, [("missile", u, d) for d in missions.missile_destinations(state, u)],
                f"Rhonda Snord: {name_of(state, u)} must fire a missile volley: at what?", "pick")
            return


def _fire_forced_volley(state, f):
    pick = f.locals.get("pick")
    if pick is not None:
        _as_option(state, f.player, pick)
        f.pc -= 2   # the next volley


# -- MW035 Headhunter -------------------------------------------------------------------------------------------------
# As damage resolves, its player may roll for each point its 'Mech deals to a 'Mech in a battle (all of it, armor or
# not: Guide); what the dice decide is applied with the damage: ``m.hh_prevented`` (destination, points) and
# ``m.hh_scrap`` ('Mechs a 6 scraps, if they receive damage).
def _headhunter_damage(state, received, dealt_by) -> None:
    if not _later_in_play(state) or not a_battle_is_on(state):
        return
    c = state.counters
    for mech in tuple(c.get("m.att", ())) + tuple(c.get("m.blk", ())) + tuple(missions.engaged(state, 1 - c["m.p"])):
        if pilot_number(state, mech) != HEADHUNTER or mech in c.get("m.hh", ()):
            continue
        missions.add(state, "m.hh", mech)
        dealt = tuple((dst, sum(n for s, n in pairs if s == mech)) for dst, pairs in dealt_by.items()
                      if isinstance(dst, int) and is_unit(state, dst) and dst in units_in_play(state, controller(
                          state, dst)))
        dealt = tuple((dst, n) for dst, n in dealt if n > 0)
        if dealt:
            q = controller(state, mech)
            push(state, "script", q, script="pilots.headhunter", player=q, unit=mech, dealt=dealt, at=0, done=0)


def _headhunter_ask(state, f):
    loc = f.locals
    while loc["at"] < len(loc["dealt"]):
        dst, n = loc["dealt"][loc["at"]]
        if loc["done"] < n and dst not in state.counters.get("m.hh_scrap", ()):
            ask(state, f.player, (("go",), ("pass",)), f"Headhunter: {name_of(state, loc['unit'])} deals {n} damage "
                f"to {name_of(state, dst)}: roll for 1 point of it? ({n - loc['done']} not rolled for)", "pick")
            return
        loc["at"], loc["done"] = loc["at"] + 1, 0
    stop(state, f)   # every point rolled for or let be


def _headhunter_roll(state, f):
    if f.locals.pop("pick") == ("go",):
        dice.push_roll(state, f.player)
        return
    f.locals["at"], f.locals["done"] = f.locals["at"] + 1, 0   # no more rolls for this 'Mech
    f.pc -= 2


def _headhunter_result(state, f):
    loc = f.locals
    dst, value = loc["dealt"][loc["at"]][0], loc.pop("die")
    loc["done"] += 1
    if value <= 2:
        missions.add(state, "m.hh_prevented", (dst, 1))
    elif value == 6:
        missions.add(state, "m.hh_scrap", dst)
    state.say(f"Headhunter rolls {value} for 1 damage to {name_of(state, dst)}"
              + {1: ": prevented", 2: ": prevented", 6: ": that 'Mech will be scrapped"}.get(value, ": no effect"))
    f.pc -= 3


def _headhunter_prevents(state, dst, n) -> int:
    c = state.counters
    if n > 0 and "m.hh_prevented" in c:
        k = sum(x for d, x in c["m.hh_prevented"] if d == dst)
        if k:
            c["m.hh_prevented"] = tuple(e for e in c["m.hh_prevented"] if e[0] != dst)
            return max(0, n - k)
    return n


def _headhunter_scraps(state, card, n) -> tuple:
    return n, card in state.counters.get("m.hh_scrap", ())


# -- MW073 Ristar MechWarrior: a die per Mission card played in its 'Mech's mission, 4-6 back to the hand -------------
def _ristar_note(state, *args) -> None:
    """Ristar pilots whose 'Mech is in this mission (attacking, blocking or its target), noted as they join."""
    if not state.zones["attached0"] and not state.zones["attached1"]:
        return
    c = state.counters
    tgt = c.get("m.tgt")
    for m in tuple(c.get("m.att", ())) + tuple(c.get("m.blk", ())) + ((tgt,) if isinstance(tgt, int) else ()):
        pilot = pilot_of(state, m)
        if pilot is not None and number(state, pilot) == RISTAR and pilot not in c.get("m.ristar", ()):
            missions.add(state, "m.ristar", pilot)


def _ristar_end(state) -> None:
    """At the end of the mission, each Ristar still in play rolls for its player's Mission cards of the mission
    (those not going back to the hand anyway); they are in the Scrapheap by the time the dice are rolled."""
    _ristar_note(state)
    c = state.counters
    for r in c.get("m.ristar", ()):
        q = 0 if r in state.zones[ATTACHED[0]] else 1 if r in state.zones[ATTACHED[1]] else None
        if q is None:
            continue
        cards = tuple(x for x in state.zones[MISSION_ZONE] if owner(state, x) == q and x not in c.get("m.return", ()))
        if cards:
            push(state, "script", q, script="pilots.ristar", player=q, cards=cards)


def _ristar_result(state, f, card, value) -> None:
    back = value >= 4 and card in state.zones[SCRAP[f.player]]
    state.say(f"Ristar MechWarrior rolls {value} for {name_of(state, card)}" + ("" if back else ": no effect"))
    if back:
        take_into_hand(state, f.player, card)


# -- MW080 Shin Yodama: its 'Mech scrapped during a mission: both on top of the Stockpile -----------------------------
def _shin_scrapped(state, c, zone, host) -> None:
    if host is None or number(state, c) != SHIN or not is_mech(state, host) or not missions.in_mission(state):
        return
    q = owner(state, c)
    push(state, "script", q, script="pilots.shin", player=q, mech=host, shin=c)


def _shin_order(state, f):
    cards = tuple(x for x in (f.locals["mech"], f.locals["shin"]) if x in state.zones[SCRAP[owner(state, x)]])
    f.locals["cards"] = cards
    if len(cards) == 2 and owner(state, cards[0]) == owner(state, cards[1]):
        ask(state, f.player, [("choose", x) for x in cards], "Shin Yodama: which card goes on top of your Stockpile?",
            "pick")


def _shin_restock(state, f):
    top = f.locals.get("pick", (None, None))[1]
    for x in sorted(f.locals["cards"], key=lambda x: x == top):   # the chosen card last, on top
        q = owner(state, x)
        state.zones[SCRAP[q]].remove(x)
        state.zones[STOCK[q]].append(x)
        learn(state, -1, (x,))   # face up onto the Stockpile: both players know where it lies
        state.say(f"{name_of(state, x)} goes on top of {who(q)}'s Stockpile (Shin Yodama)")


# -- MW085 Solaris Games Veteran: its 'Mech blocked: at the end of the mission, scrap a hand card to untap it ---------
def _solaris_note(state, *args) -> None:
    if not state.zones["attached0"] and not state.zones["attached1"]:
        return
    for m in state.counters.get("m.blk", ()):
        if pilot_number(state, m) == SOLARIS_VETERAN and m not in state.counters.get("m.sgv", ()):
            missions.add(state, "m.sgv", m)


def _solaris_end(state) -> None:
    _solaris_note(state)
    for m in state.counters.get("m.sgv", ()):
        q = controller(state, m)
        push(state, "script", q, script="pilots.solaris", player=q, unit=m)


def _solaris_ask(state, f):
    m, q = f.locals["unit"], f.player
    if m in units_in_play(state, q) and pilot_number(state, m) == SOLARIS_VETERAN and tapped(state, m) and \
            not mark(state, "dep", m) and state.zones[HAND[q]]:   # a depleted 'Mech cannot untap (T651)
        ask(state, q, [("scrap", x) for x in state.zones[HAND[q]]] + [("pass",)],
            f"Solaris Games Veteran: scrap a card from your hand to untap {name_of(state, m)}?", "pick")


def _solaris_untap(state, f):
    pick = f.locals.get("pick")
    if pick is None or pick[0] != "scrap":
        return
    m = f.locals["unit"]
    turn.scrap_card(state, pick[1], "(Solaris Games Veteran)")
    if turn.try_untap(state, m):
        state.say(f"{name_of(state, m)} untaps (Solaris Games Veteran)")


# -- MW040 Inferno Missile Retrofit, MW042 Jump Jet Retrofit ----------------------------------------------------------
def _inferno_victims(state, host) -> list:
    """Opposing 'Mechs in the battle with an Overheat option: the only ones its 'Mech can damage, and the only ones
    the extra damage can reach (ruling T827)."""
    return [m for m in missions.engaged(state, 1 - controller(state, host))
            if is_unit(state, m) and missions.overheat_options(state, m)]


def _inferno_condition(state, p, a) -> bool:
    host = host_of(state, a)
    return isinstance(host, int) and missions.in_mission(state) and host in missions.engaged(state, p) and \
        bool(_inferno_victims(state, host))


def _inferno_choose(state, f):
    host = host_of(state, f.locals["card"])
    ask(state, f.player, [("choose", m) for m in _inferno_victims(state, host)],
        "Inferno Missile Retrofit: choose an opposing 'Mech", "pick")


def _inferno_mark(state, f):
    host, victim = host_of(state, f.locals["card"]), f.locals["pick"][1]
    missions.add(state, "m.inferno", (host, victim))
    state.say(f"Inferno Missile Retrofit: if {name_of(state, host)} damages {name_of(state, victim)}, it receives "
              f"twice its Overheat damage more")


def _jump_jets_condition(state, p, a) -> bool:
    host = host_of(state, a)
    return isinstance(host, int) and missions.in_mission(state) and host in missions.engaged(state, p) and \
        missions.attack_value(state, host) >= 1


def _jump_jets_step(state, f):
    host = host_of(state, f.locals["card"])
    missions.add(state, "m.atk", (host, -1))
    missions.add(state, "m.init", (f.player, 1))
    state.say(f"{name_of(state, host)} jumps: -1 attack, +1 initiative")


# -- MW021 ECM Retrofit, MW054 NARC Retrofit: ECM and NARC, in use unless declined (missions.NO_DRAWBACK) -----------
GIVES = {"ecm": ECM_RETROFIT, "narc": NARC_RETROFIT}


def _granted_in_use(state, unit, option) -> bool:
    return count_on(state, unit, GIVES[option]) > 0 and \
        (unit, f"decline:{option}") not in state.counters.get("m.used", ())


def _retrofit_narc_in_use(state, unit) -> bool:
    return _granted_in_use(state, unit, "narc")


def _retrofit_ecm_armor(state, unit) -> int:
    """+1 armor to each 'Mech of a mission group with an ECM Retrofit's 'Mech, unless a printed ECM gave it already
    (ECM is not cumulative, Guide: mechs.py's hook)."""
    if "m.att" not in state.counters or not _later_in_play(state) or not is_unit(state, unit):
        return 0
    group = missions.engaged(state, controller(state, unit))
    if unit not in group or any(missions.option_in_use(state, g, "ecm") for g in group):
        return 0
    return 1 if any(_granted_in_use(state, g, "ecm") for g in group) else 0


def _retrofit_narc_roll(state, source, dest, value) -> int:
    """-1 on a missile die of a group with a NARC Retrofit in use, unless a printed NARC took it already (NARC is not
    cumulative: mechs.py's hook, before this one)."""
    if not _later_in_play(state):
        return value
    side = missions.engaged(state, controller(state, source))
    group = side if source in side else [source]
    if any(missions.option_in_use(state, g, "narc") for g in group):
        return value
    return value - 1 if any(_retrofit_narc_in_use(state, g) for g in group) else value


def _declinable_granted(state, q) -> list:
    """Declining an ECM or NARC a Retrofit gives (a printed one is offered by the engine, under the same key)."""
    if not _later_in_play(state):
        return []
    return [("decline", u, option) for u in missions.engaged(state, q) for option in GIVES
            if not (card_of(state, u).options or {}).get(option) and _granted_in_use(state, u, option)]


# -- MW096 Thunder LRMs: a 'Mech its missiles damage does not untap in its controller's next Untap phase -------------
def _thunder_volley(state, src, dst, n) -> int:
    if n > 0 and _later_in_play(state) and isinstance(dst, int) and \
            dst in units_in_play(state, controller(state, dst)) and count_on(state, src, THUNDER):
        missions.add(state, "m.thunder", dst)
    return n


def _thunder_hit(state, dst, n) -> int:
    """As damage is applied: a 'Mech a Thunder volley hit that receives damage (after prevention; ruling T828)."""
    c = state.counters
    if n > 0 and dst in c.get("m.thunder", ()):
        q = controller(state, dst)
        set_mark(state, "thunder", dst, next_turn_of(state, q))
        state.say(f"{name_of(state, dst)} will not untap in {who(q)}'s next Untap phase (Thunder LRMs)")
    return n


def _thunder_untap(state, c) -> bool:
    """Marked for this turn: this is its controller's Untap phase (the mark goes when the phase is over)."""
    if mark(state, "thunder", c) != state.counters.get("turn"):
        return False
    state.say(f"{name_of(state, c)} does not untap (Thunder LRMs)")
    return True


def _thunder_over(state, p) -> None:
    for m in units_in_play(state, p):
        if mark(state, "thunder", m) == state.counters.get("turn"):
            set_mark(state, "thunder", m, None)


# -- registration (after the base set's, so that their order is unchanged) --------------------------------------------
for _n in LATER_PILOTS:
    missions.PILOT_INITIATIVE[_n] = _printed_bonus(_n, "initiative")
    turn.HOST_FILTER[_n] = _only_mech
for _n in (EXTRA_MUNITIONS, INFERNO, ECM_RETROFIT, TARGETING_COMPUTER):
    turn.HOST_FILTER[_n] = _only_unit
turn.HOST_FILTER[PAINT_JOB] = turn.HOST_FILTER[PAINT_JOB_CE] = _eighty_tons
turn.HOST_FILTER[JUMP_JETS] = _without_jump
turn.HOST_FILTER[NARC_RETROFIT] = _attack_at_least_1
turn.HOST_FILTER[THUNDER] = _with_missiles
turn.FREE_DEPLOY.update((RECON, EXTRA_MUNITIONS, ECM_RETROFIT, INFERNO, JUMP_JETS, NARC_RETROFIT, TARGETING_COMPUTER,
                         THUNDER))
grants_option(MISSILE_RACK, "missile")
grants_option(LASER, "overheat")
grants_option(INFERNO, "ap")
grants_option(JUMP_JETS, "jump")
grants_option(NARC_RETROFIT, "narc")
grants_option(ECM_RETROFIT, "ecm")
lowers_structure(ECM_RETROFIT)
lowers_structure(TARGETING_COMPUTER)
STATIC["armor"].append(_retrofit_ecm_armor)
_static_hooks(("attack", _later_attack), ("armor", _later_armor), ("restricted_attack", _inferno_ap),
              ("modify_damage", _later_damage), ("missile_roll", _retrofit_narc_roll),
              ("missile_damage", _thunder_volley), ("site_damage", _headhunter_prevents),
              ("site_damage", _thunder_hit), ("modify_damage", _headhunter_damage),
              ("structure_hit", _headhunter_scraps))
missions.EFFECT_OPTIONS.append(_declinable_granted)
dice.AFTER_ROLL.append(_ace_offers)
dice.MODIFY["targeting ace +1"] = _ace_modify(1)
dice.MODIFY["targeting ace -1"] = _ace_modify(-1)
alpha_strike_does_not_deplete(SHARPSHOOTER, lambda state, u: pilot_number(state, u) == SHARPSHOOTER)
alpha_strike_does_not_deplete(EXTRA_MUNITIONS, lambda state, u: count_on(state, u, EXTRA_MUNITIONS) > 0)
trigger("mission_declared", RISTAR, _ristar_note)
trigger("blockers_declared", RISTAR, _ristar_note)
trigger("mission_end", RISTAR, _ristar_end)
trigger("blockers_declared", SOLARIS_VETERAN, _solaris_note)
trigger("mission_end", SOLARIS_VETERAN, _solaris_end)
trigger("scrapped", SHIN, _shin_scrapped)
trigger("untap", THUNDER, _thunder_untap)
trigger("turn_start", THUNDER, _thunder_over)
trigger("blockers_declared", HOHIRO, _hohiro_engaged)
trigger("blockers_declared", RHONDA, _rhonda_offer)
trigger("mission_end", HOHIRO, _hohiro_end)
trigger("untap", HOHIRO, _hohiro_untap)
trigger("turn_end", HOHIRO, _hohiro_offer_hold)
trigger("turn_start", HOHIRO, _hohiro_hold_over)

S["pilots.berserker"] = (_berserker_step,)
S["pilots.recon"] = (_recon_step,)
S["pilots.aletha"] = (_prevent_host(3, scrap=False),)
S["pilots.gearhead"] = (_gearhead_step,)
S["pilots.ristar"] = roll_for_each(lambda state, f: [x for x in f.locals["cards"] if x in state.zones[SCRAP[f.player]]],
                                   _ristar_result)
S["pilots.shin"] = (_shin_order, _shin_restock)
S["pilots.solaris"] = (_solaris_ask, _solaris_untap)
S["pilots.inferno"] = (_inferno_choose, _inferno_mark)
S["pilots.jump_jets"] = (_jump_jets_step,)
S["pilots.hohiro_check"] = (_hohiro_check,)
S["pilots.headhunter"] = (_headhunter_ask, _headhunter_roll, _headhunter_result)
S["pilots.rhonda"] = (_rhonda_ask, _rhonda_use)
S["pilots.rhonda_missiles"] = (_forced_volley, _fire_forced_volley)
for _key, _title in RHONDA_OPTIONS:
    S[f"pilots.rhonda must {_key}"] = (_rhonda_must(_key),)
    S[f"pilots.rhonda cannot {_key}"] = (_rhonda_cannot(_key),)
    ability(RHONDA, Ability(f"must use {_key}", f"all opposing 'Mechs must use {_title}", BLOCKS_OR_IS_BLOCKED,
                            f"pilots.rhonda must {_key}", condition=_rhonda_condition),
            Ability(f"cannot use {_key}", f"no opposing 'Mech may use {_title}", BLOCKS_OR_IS_BLOCKED,
                    f"pilots.rhonda cannot {_key}", condition=_rhonda_condition))
S["pilots.hohiro_hold"] = (_hohiro_hold_ask, _hohiro_hold)

ability(BERSERKER, Ability("berserk", "+2 attack and prevent 1 damage for each opposing 'Mech after the first", BATTLE,
                           "pilots.berserker", condition=_berserker_condition))
ability(RECON, Ability("recon", "its 'Mech deals no damage: prevent up to 5 damage to it", MISSION, "pilots.recon",
                       condition=_recon_condition))
ability(ALETHA, Ability("prevent", "prevent up to 3 damage to its 'Mech", MISSION, "pilots.aletha",
                        condition=_aletha_condition))
ability(GEARHEAD, Ability("repair", "repair 1 damage to its 'Mech", frozenset({"repair"}), "pilots.gearhead",
                          condition=_gearhead_condition))
ability(INFERNO, Ability("inferno", "choose an opposing 'Mech: damaged by its 'Mech, it takes twice its Overheat "
                                    "damage more", BATTLE, "pilots.inferno", condition=_inferno_condition))
ability(JUMP_JETS, Ability("jump", "Jump: -1 attack, +1 initiative", MISSION, "pilots.jump_jets",
                           condition=_jump_jets_condition))
for _n in (RECON, EXTRA_MUNITIONS, ECM_RETROFIT, JUMP_JETS, TARGETING_COMPUTER):
    on_reveal(_n, DRAW_A_CARD)   # "Draw a card when you activate ..."
implements(*LATER_PILOTS, *LATER_ENHANCEMENTS)


# -- MW081 Sibko Allegiance (Mission card): a copy of a Pilot card you control, from your Stockpile into play on an
# engaged unpiloted 'Mech of yours; then shuffle (T771).  CE266, its reprint: on one involved in the mission (T1237) ---
def _pilot_titles_controlled(state, p) -> set:
    return {name_of(state, a) for a in state.zones[ATTACHED[p]] if "Pilot" in card_of(state, a).subtypes}


def _involved_units(state, p) -> list[int]:
    """p's Units involved in the mission: engaged, and p's target Unit whether it takes part in the battle or not
    (T829's "involved")."""
    out = missions.engaged(state, p)
    tgt = state.counters.get("m.tgt")
    if isinstance(tgt, int) and tgt in units_in_play(state, p) and tgt not in out:
        out.append(tgt)
    return out


# where each printing puts the Pilot: MW081's "engaged" 'Mech, the reprint's 'Mech "involved in the mission" (T1237)
SIBKO_HOSTS = {SIBKO: missions.engaged, SIBKO_CE: _involved_units}


def _sibko_copies(state, p, among: list) -> list[int]:
    """One card of each title in p's Stockpile that copies a Pilot card p controls and has a 'Mech of ``among`` to go
    on (titles, not cards, are offered: a searched world re-deals the Stockpile)."""
    titles = _pilot_titles_controlled(state, p)
    return found_by_title(state, [c for c in state.zones[STOCK[p]] if name_of(state, c) in titles
                                  and "Pilot" in card_of(state, c).subtypes and pilot_hosts(state, p, c, among)])


def _sibko_search(state, f):
    p = f.locals["player"]
    state.say(f"{who(p)} searches the Stockpile (Sibko Allegiance)")
    found = _sibko_copies(state, p, SIBKO_HOSTS[number(state, f.locals["card"])](state, p))
    if not found:
        f.locals["pick"] = None
        state.say(f"{who(p)} finds no copy of a Pilot card they control")
        f.pc += 1   # past the choice of a 'Mech
        return
    ask(state, p, [("retrieve", name_of(state, c)) for c in found], "Sibko Allegiance: put which Pilot into play?",
        "pick")


def _sibko_copy(state, p, title) -> int:
    return next(c for c in reversed(state.zones[STOCK[p]]) if name_of(state, c) == title)


def _sibko_host(state, f):
    p = f.locals["player"]
    pilot = _sibko_copy(state, p, f.locals["pick"][1])
    among = SIBKO_HOSTS[number(state, f.locals["card"])](state, p)
    ask(state, p, [("on", m) for m in pilot_hosts(state, p, pilot, among)],
        f"Sibko Allegiance: put {name_of(state, pilot)} on which 'Mech?", "host")


def _sibko_put(state, f):
    p = f.locals["player"]
    if f.locals["pick"] is not None:
        pilot_into_play(state, p, _sibko_copy(state, p, f.locals["pick"][1]), f.locals["host"][1], "Sibko Allegiance")
    shuffle_stock(state, p)
    state.say(f"{who(p)} shuffles the Stockpile")


def _sibko_playable(number_: str) -> Callable:
    def playable(state, q) -> bool:
        """A Pilot card q controls and an unpiloted 'Mech of q's where this printing puts it (the Stockpile's
        contents are not public)."""
        return bool(_pilot_titles_controlled(state, q)) and bool(state.zones[STOCK[q]]) and any(
            pilot_of(state, m) is None and not mark(state, "dep", m)
            for m in SIBKO_HOSTS[number_](state, q) if is_mech(state, m))
    return playable


for _n in (SIBKO, SIBKO_CE):
    S[_n] = (_sibko_search, _sibko_host, _sibko_put)
    mission_card(_n, MissionCard(_n, _sibko_playable(_n)))


# -- Enhancements whose hooks look only in games holding them (Tracking System Failure, Hidden Location) ---------------
TRACKING, HIDDEN_LOCATION = "ME092", "MW037"


# -- ME092 Tracking System Failure (Enhancement): activated onto an opposing 'Mech (turn.OPPONENT_ENHANCEMENTS); that
# 'Mech gets -2 attack, is slow for every purpose (board.fixed_speed) and cannot block unless guarding --------------
def _tracking_attack(state, unit) -> int:
    return -2 * count_on(state, unit, TRACKING) if game_holds(state, TRACKING) else 0


def _tracking_slow(state, unit) -> int:
    return 1 if game_holds(state, TRACKING) and count_on(state, unit, TRACKING) else 0   # 1: slow (board.SPEED)


def _tracking_block(state, blocker, guard) -> bool:
    return guard is not None or not game_holds(state, TRACKING) or not count_on(state, blocker, TRACKING)


turn.OPPONENT_ENHANCEMENTS.add(TRACKING)
_static_hooks(("attack", _tracking_attack), ("fixed_speed", _tracking_slow), ("may_block", _tracking_block))
SPEED_FIXERS.add(TRACKING)
implements(TRACKING)


# == The cards that "count as X while in play" (their second title is turn.unique_blocked's, T763) =====================
# -- MW043 Kai, Champion of Solaris: "You win initiative" (missions.WINS_INITIATIVE: the last such effect played wins,
# so a Tactical Superiority played after it overrides it, Guide) while its 'Mech is in the mission; 2 damage to each
# 'Mech engaged in battle with its 'Mech (attacking or blocking it, T842), dealt as the mission's damage resolves; its
# reprint CE159 deals it to each opposing Unit in the battle (T1236) ---------------------------------------------------
def _kai_wins_condition(state, p, a) -> bool:
    return host_of(state, a) in mechs_in_mission(state) and state.counters.get(missions.WINS_INITIATIVE) != p


def _kai_wins(state, f):
    p = f.locals["player"]
    state.counters[missions.WINS_INITIATIVE] = p
    state.say(f"{who(p)} wins initiative this mission (Kai, Champion of Solaris)")


# whom each printing's 2 damage reaches: MW043's "each 'Mech engaged in battle with 'Mech piloted by Kai" (T842), the
# reprint's "each opposing Unit. Use this ability only during battle" (T1236)
KAI_FOES = {KAI_CHAMPION: engaged_in_battle_with, KAI_CHAMPION_CE: opposing_units_in_battle}


def _kai_foes(state, a) -> list:
    host = host_of(state, a)
    if not isinstance(host, int):
        return []
    return [m for m in KAI_FOES[number(state, a)](state, host) if is_unit(state, m)]


def _kai_damage(state, f):
    for m in _kai_foes(state, f.locals["card"]):
        card_damage(state, m, 2)


# -- MW065 Phelan Ward: its 'Mech in the battle (Guide), no 'Mech deals damage this mission (m.ceasefire for both
# players' attacking and blocking 'Mechs, those joining later included; m.silent for a target 'Mech, which
# m.ceasefire does not reach) and Phelan Ward returns to its owner's hand at once --------------------------------------
def _phelan_step(state, f):
    for q in (0, 1):
        missions.add(state, "m.ceasefire", q)
    tgt = state.counters.get("m.tgt")
    if isinstance(tgt, int) and is_unit(state, tgt):
        missions.add(state, "m.silent", tgt)
    state.say("no 'Mech will deal damage this mission (Phelan Ward)")
    _pilot_to_hand(state, f.locals["player"], f.locals["card"])


# -- MW069 Prince Victor Steiner-Davion: +1 initiative to its player for each other 'Mech of its 'Mech's attacking or
# blocking group (the +1 attack is _later_attack's) --------------------------------------------------------------------
def _prince_victor_initiative(state, p) -> int:
    if "m.att" not in state.counters or not _later_in_play(state):
        return 0
    return sum(len(group_of(state, m)) - 1 for m in missions.attacking_or_blocking(state, p)
               if pilot_number(state, m) == PRINCE_VICTOR)


# -- MW045 Khan Natasha Kerensky (a Command card, no pilot): +1 initiative while in the Command Post; {T}: a 'Mech in
# the mission (either side's, Guide: "only affect Units ... involved in the mission") +3 attack; if that 'Mech is
# scrapped before the mission ends, she is scrapped (``m.khan`` (Khan Natasha Kerensky, 'Mech) pairs) ------------------
KHAN = "MW045"


def _khan_boost(state, f):
    khan, mech = f.locals["card"], f.locals["pick"][1]
    more_attack(state, mech, 3)
    missions.add(state, "m.khan", (khan, mech))


def _khan_scrapped(state, c, zone, host) -> None:
    for khan, mech in state.counters.get("m.khan", ()):
        if mech == c:
            turn.scrap_card(state, khan, "(the 'Mech it chose was scrapped: Khan Natasha Kerensky)")


# -- MW037 Hidden Location (Enhancement): on one of its player's Command Post cards (turn.needs_host "command card"),
# which then cannot be the target of a mission; three camouflage counters when it is activated; one removed as each
# of its controller's turns begins (T761), the last one scrapping it ---------------------------------------------------
def _hidden_location_on(state, p, c, host, forced) -> None:
    if number(state, c) == HIDDEN_LOCATION:
        add_counters(state, "camouflage", c, 3)
        state.say("Hidden Location gets three camouflage counters")


def _camouflage_off(state, p) -> None:
    """A counter comes off one that has any: a Hidden Location a position put in play without counters has no last
    counter to lose."""
    if not game_holds(state, HIDDEN_LOCATION):
        return
    for c in [a for a in state.zones[ATTACHED[p]] if number(state, a) == HIDDEN_LOCATION
              and mark(state, "camouflage", a, 0) > 0]:
        left = mark(state, "camouflage", c, 0) - 1
        set_mark(state, "camouflage", c, left)
        state.say(f"a camouflage counter is removed from Hidden Location ({left} left)")
        if left <= 0:
            turn.scrap_card(state, c, "(its last camouflage counter was removed)")


def _hidden_location_target(state, group, target) -> bool:
    return not isinstance(target, int) or not game_holds(state, HIDDEN_LOCATION) or \
        not count_on(state, target, HIDDEN_LOCATION)


S["pilots.kai wins"] = (_kai_wins,)
S["pilots.kai damage"] = (_kai_damage,)
S["pilots.phelan"] = (_phelan_step,)
S["pilots.khan"] = (choose(mechs_in_mission, "Khan Natasha Kerensky: which 'Mech gets +3 attack?"), _khan_boost)
ability(KAI_CHAMPION, Ability("win initiative", "you win initiative this mission", MISSION, "pilots.kai wins",
                              condition=_kai_wins_condition),
        Ability("damage", "2 damage to each 'Mech engaged in battle with its 'Mech", BATTLE, "pilots.kai damage",
                condition=lambda state, p, a: bool(_kai_foes(state, a))))
ability(KAI_CHAMPION_CE, Ability("win initiative", "you win initiative this mission", MISSION, "pilots.kai wins",
                                 condition=_kai_wins_condition),
        Ability("damage", "2 damage to each opposing Unit in the battle", BATTLE, "pilots.kai damage",
                condition=lambda state, p, a: bool(_kai_foes(state, a))))
for _n in (PHELAN_WARD, PHELAN_WARD_CE):
    ability(_n, Ability("no damage", "no 'Mech deals damage: Phelan Ward returns to your hand", BATTLE, "pilots.phelan",
                        condition=_host_in_battle))
ability(KHAN, Ability("boost", "a 'Mech in the mission gets +3 attack (if it is scrapped, so is she)", MISSION,
                      "pilots.khan", tap=True, condition=lambda state, p, c: bool(mechs_in_mission(state))))
while_in_command_post("initiative", KHAN, 1)
STATIC["initiative"].append(_prince_victor_initiative)
STATIC.setdefault("may_target", []).append(_hidden_location_target)
trigger("scrapped", KHAN, _khan_scrapped)
trigger("attached", HIDDEN_LOCATION, _hidden_location_on)
trigger("turn_start", HIDDEN_LOCATION, _camouflage_off)
implements(HIDDEN_LOCATION)


# == Arsenal, Commander's Edition and Crusade ==========================================================================
# Pilots go on 'Mechs only (Player's Guide, Pilots; ruling T1132: _only_mech, and Dan Allard's reassignment too); what
# their texts give "Units" reaches every Unit ("Pilot abilities apply to non-'Mech Units normally").  Crusade prints the
# pilot bonus without "Pilot:" (T1130): registry.PILOT_BONUS reads both forms; the printed attack is the data's.
# AR019 Chaos March Veteran: battle: its 'Mech +2 attack, kept if the battle ends meanwhile (ability "veteran", T1141)
# AR026 Dan Allard: in its 'Mech's mission, one Pilot you control to a 'Mech of that 'Mech's group (ability "reassign")
# AR033 Elizabeth O'Bannon, AR092 Tanya O'Bannon: activated, the other one from your hand, Scrapheap or Stockpile
#       into play free (_obannon_*)
# AR063 MechWarrior Peter: its 'Mech, fast and blocked, may deal any of its damage to the target (_peter_through)
# CR003 Aris Sung: prevent up to N damage to one Unit of its 'Mech's group, N the Units of it (ability "prevent")
# CR025 ComStar Deep Agent: scrapped from play, its player reorders the opponent's top 8 Stockpile cards (_deep_agent_*)
# CR065 Loose Cannon: scrap your Stockpile's top card: +X initiative and +X attack, X its cost (ability "cannon")
# CR066 Marthe Pryde: its 'Mech +2 attack per Jade Falcon Unit of its group (ability "falcons")
# CR073 Natural Talent: battle: a die, +1-6 initiative (ability "talent")
# CR086 Solahma MechWarrior: battle: its 'Mech +2 initiative and +2 attack (ability "solahma")
# (CR088 Star Commander, a reroll: dice_and_infantry.py, with the die-roll modifiers)
# CE100 Fanatical Leader (reprint of CS036): +1 attack to each Unit of its 'Mech's group, its own 'Mech too
#       (_later_attack, T1232)
# CE151 Intimidating Paint Job (reprint of ME046): on one of your 'Mechs of 80+ tons, in a battle it is in each
#       opposing Unit in that battle gets -1 attack, a target 'Mech in it too (_later_attack, T1236)
# CE159 Kai, Champion of Solaris (reprint of MW043): as MW043, but its 2 damage goes to each opposing Unit in the
#       battle its 'Mech is in, a target 'Mech in it too (ability "damage", T1236)
# CE223 Phelan Ward (reprint of MW065 at another asset cost): as MW065 (ability "no damage", T1233)
# CE266 Sibko Allegiance (reprint of MW081, a Mission card): as MW081, onto an unpiloted 'Mech of yours involved in
#       the mission, your target 'Mech kept out of the battle too (_sibko_*, T1237)
# CE174 Laser System Retrofit, CE196 Missile Rack Retrofit: as LT208, LT209 on any Unit of 1+ attack (_attack,
#       _mission_declared: another option, Guide); free deployment
# CR052 Heat Sink Destruction: onto an opposing damaged Unit, tapped; -X attack, Overheat X: +X, X its printed attack
#       (_attack, _mission_declared, _heat_sink_taps); free deployment
# AR047 Hot-Loaded LRMs: +1 attack per missile (_attack); after each of its missions a die, at most the structure
#       damage it took there scraps the Unit (_hot_loaded_*)
# AR035 Ferro-Fibrous Upgrade: on a Vehicle, prevents up to 3 of the damage it receives and is scrapped (_ferro_upgrade,
#       T1136); free deployment; draws when activated
# AR034 Enhanced IR Sensors: its 'Mech attacks and blocks any 'Mech with Overheat whatever its speed (_ir_sensors)
# AR049 Jade Monkey: on a Pilot or Command card, which may come back to the hand from the Scrapheap (_jade_monkey_*)
LAST_PILOTS = (CHAOS_MARCH, DAN_ALLARD, ELIZABETH, PETER, TANYA, ARIS, DEEP_AGENT, LOOSE_CANNON, MARTHE,
               NATURAL_TALENT, SOLAHMA)


_COUNTS_AS_FIRST = re.compile(r"^Counts as [^.]+ while in play\. ?")


def printed_pilot(num: str) -> None:
    """A pilot of the last sets: its printed initiative (registry.PILOT_BONUS, with or without "Pilot:", T1130, after
    a first sentence "Counts as X while in play.") and attack (the data's ``attack``, _attack) count on its host, which
    must be a 'Mech (T1132)."""
    found = PILOT_BONUS.match(_COUNTS_AS_FIRST.sub("", card_by_number(num).text or ""))
    missions.PILOT_INITIATIVE[num] = int(found.group(1)) if found else 0
    PRINTED_ATTACK.add(num)
    turn.HOST_FILTER[num] = _only_mech


def _host_group(state, a) -> tuple:
    """The Units of the group of the pilot's 'Mech in this mission (its attacking or blocking group, or itself as a
    target in the battle); () when it is not in the mission."""
    host = host_of(state, a)
    return group_of(state, host) if isinstance(host, int) and missions.in_mission(state) else ()


def _in_the_mission(state, p, a) -> bool:
    """"Use this ability only during a mission": the pilot's 'Mech is in it (Guide, Command Cards: Abilities)."""
    return host_of(state, a) in mechs_in_mission(state)


# -- AR019 Chaos March Veteran, CR086 Solahma MechWarrior: battle bonuses to its 'Mech --------------------------------
def _battle_bonus(attack: int, initiative: int) -> Callable:
    def step(state, f):
        more_attack(state, host_of(state, f.locals["card"]), attack)
        if initiative:
            missions.add(state, "m.init", (f.player, initiative))
            state.say(f"{who(f.player)} gets +{initiative} initiative")
    return step


# -- AR026 Dan Allard: one Pilot you control to an unpiloted 'Mech of its 'Mech's group, itself too (Guide, T1138) ----
def _dan_allard_moves(state, p, a) -> list[tuple]:
    group = [m for m in _host_group(state, a) if is_mech(state, m)]
    if not group:
        return []
    return [("reassign", x, m) for x in state.zones[ATTACHED[p]] if turn.needs_host(card_of(state, x)) == "mech"
            for m in pilot_hosts(state, p, x, group)]


def _dan_allard_ask(state, f):
    ask(state, f.player, _dan_allard_moves(state, f.player, f.locals["card"]),
        "Dan Allard: reassign which Pilot to which 'Mech?", "pick")


# -- AR033 Elizabeth O'Bannon, AR092 Tanya O'Bannon: activated, search for the other one ------------------------------
OBANNON_PARTNER = {ELIZABETH: TANYA, TANYA: ELIZABETH}


def _obannon_activated(state, p, c, host, forced) -> None:
    if number(state, c) in OBANNON_PARTNER:
        push(state, "script", p, script="pilots.obannon", card=c, player=p)


def _partners(state, f, zone: str) -> list[int]:
    partner = OBANNON_PARTNER[number(state, f.locals["card"])]
    return [x for x in state.zones[zone] if number(state, x) == partner]


def _title_in_play(state, name: str) -> bool:
    """A card of that title is in play (its own or counted as, turn.TITLES): public."""
    title = title_key(name)
    types = state.card_types
    return any(title in turn.TITLES[types[x]] for zone in ATTACHED + POST + PATROL for x in state.zones[zone])


def _obannon_ask(state, f):
    """Where to search: the hand or the Scrapheap where a copy lies (both seen by the player), the Stockpile while it
    holds cards (what it holds is seen only once searched); nothing when no 'Mech could take the Pilot, or a card of
    that title is in play (the Unique one entering would be scrapped).  T1195."""
    p, c = f.player, f.locals["card"]
    partner = card_by_number(OBANNON_PARTNER[number(state, c)]).name
    if not pilot_hosts(state, p, c, units_in_play(state, p)) or _title_in_play(state, partner):
        stop(state, f)
        return
    places = [where for zone, where in ((HAND[p], "hand"), (SCRAP[p], "scrap")) if _partners(state, f, zone)]
    if state.zones[STOCK[p]]:
        places.append("stock")
    if not places:
        stop(state, f)
        return
    ask(state, p, [("search", where) for where in places] + [("pass",)],
        f"{name_of(state, c)}: search for {partner} (your hand, Scrapheap or Stockpile)?", "pick")


def _obannon_search(state, f):
    p, where = f.player, f.locals["pick"]
    if where == ("pass",):
        stop(state, f)
        return
    zone = {"hand": HAND[p], "scrap": SCRAP[p], "stock": STOCK[p]}[where[1]]
    f.locals["stock"] = where[1] == "stock"
    found = _partners(state, f, zone)
    if f.locals["stock"]:
        state.say(f"{who(p)} searches the Stockpile ({name_of(state, f.locals['card'])})")
        if not found:
            state.say(f"{who(p)} finds no {card_by_number(OBANNON_PARTNER[number(state, f.locals['card'])]).name}")
            _obannon_shuffle(state, f)
            stop(state, f)
            return
    f.locals["found"] = found[-1]
    ask(state, p, [("on", m) for m in pilot_hosts(state, p, found[-1], units_in_play(state, p))],
        f"put {name_of(state, found[-1])} on which of your 'Mechs?", "host")


def _obannon_put(state, f):
    pilot_into_play(state, f.player, f.locals["found"], f.locals["host"][1], name_of(state, f.locals["card"]))
    if f.locals["stock"]:
        _obannon_shuffle(state, f)


def _obannon_shuffle(state, f) -> None:
    shuffle_stock(state, f.player)
    state.say(f"{who(f.player)} shuffles the Stockpile")


# -- AR063 MechWarrior Peter: its 'Mech, fast and blocked, may deal any amount of its damage to the target ------------
def _peter_through(state, unit) -> int:
    if not game_holds(state, PETER) or pilot_number(state, unit) != PETER or speed(state, unit) != 3:
        return 0
    return missions.deals(state, unit) + sum(n for n, ok in missions.restricted_attack(state, unit))


# -- CR003 Aris Sung: prevent up to N damage to one Unit of its 'Mech's group, N the Units in that group -------------
def _aris_sung_ask(state, f):
    ask(state, f.player, [("prevent", u) for u in _host_group(state, f.locals["card"])],
        f"Aris Sung: prevent up to {len(_host_group(state, f.locals['card']))} damage to which Unit?", "pick")


def _aris_sung_prevent(state, f):
    prevent(state, f.locals["pick"][1], len(_host_group(state, f.locals["card"])))


# -- CR025 ComStar Deep Agent: scrapped from play, its player looks at up to 8 cards from the top of the opponent's
# Stockpile and puts them back in any order (all of them: seeing fewer gains nothing, the order may stay; T1190).  The
# order is chosen by title, one card from the top at a time (a searched world re-deals the hidden cards) --------------
def _deep_agent_scrapped(state, c, zone, host) -> None:
    if number(state, c) == DEEP_AGENT and zone in ATTACHED:
        p = zone_owner(zone)
        push(state, "script", p, script="pilots.deep agent", player=p, seen=0, order=())


def _deep_agent_look(state, f):
    p = f.player
    top = state.zones[STOCK[1 - p]][-8:]
    f.locals["seen"] = len(top)
    if not top:
        stop(state, f)
        return
    learn(state, p, top)
    state.say(f"{who(p)} looks at the top {len(top)} cards of {who(1 - p)}'s Stockpile (ComStar Deep Agent)")
    state.say("top first: " + ", ".join(name_of(state, c) for c in reversed(top)), p)


def _deep_agent_next(state, f):
    q, seen = 1 - f.player, f.locals["seen"]
    placed, rest = ordered_top_cards(state, q, seen, f.locals["order"])
    if len({name_of(state, c) for c in rest}) > 1:
        ask(state, f.player, [("next", t) for t in dict.fromkeys(name_of(state, c) for c in rest)],
            "ComStar Deep Agent: which card goes next from the top?", "pick")
        return
    put_back_on_top(state, q, seen, placed + rest)
    state.say(f"{who(f.player)} puts the cards back in the order of their choice")
    stop(state, f)


def _deep_agent_place(state, f):
    f.locals["order"] += (f.locals["pick"][1],)
    f.pc -= 2   # the next card


# -- CR065 Loose Cannon: scrap the Stockpile's top card: +X initiative and +X attack, X its base construction cost ----
def _loose_cannon_condition(state, p, a) -> bool:
    return _in_the_mission(state, p, a) and bool(state.zones[STOCK[p]])


def _loose_cannon_step(state, f):
    p = f.player
    top = state.zones[STOCK[p]][-1]
    turn.scrap_from_stock(state, p, 1)
    x = card_of(state, top).cost or 0   # a Mission card has no construction cost: 0
    more_attack(state, host_of(state, f.locals["card"]), x)
    missions.add(state, "m.init", (p, x))
    state.say(f"{who(p)} gets +{x} initiative (Loose Cannon)")


# -- CR066 Marthe Pryde: its 'Mech +2 attack for each Jade Falcon Unit in its group (counted as it is used) ----------
def _jade_falcons(state, a) -> int:
    """The Jade Falcon Units of its 'Mech's group, its own included, by their affiliations in the game (an Alliance
    may change them, T1114)."""
    from .legacies_and_alliances import affiliations   # (a card module loaded after this one)
    return sum(1 for g in _host_group(state, a) if "Jade Falcon" in affiliations(state, g)[1])


def _marthe_step(state, f):
    more_attack(state, host_of(state, f.locals["card"]), 2 * _jade_falcons(state, f.locals["card"]))


# -- CR073 Natural Talent: a die, +1-6 initiative ---------------------------------------------------------------------
def _natural_talent_step(state, f):
    value = f.locals["die"]
    missions.add(state, "m.init", (f.player, value))
    state.say(f"Natural Talent rolls {value}: {who(f.player)} gets +{value} initiative")


# -- CR052 Heat Sink Destruction: the Unit it goes on is tapped ------------------------------------------------------
def _heat_sink_taps(state, p, c, host, forced) -> None:
    if number(state, c) == HEAT_SINK and isinstance(host, int):
        tap(state, host)
        state.say(f"{name_of(state, host)} is tapped (Heat Sink Destruction)")


def _damaged_opposing_unit(state, p, c, host) -> bool:
    return isinstance(host, int) and is_unit(state, host) and mark(state, "dmg", host, 0) >= 1


# -- AR047 Hot-Loaded LRMs: ``m.hot_loaded`` the Units carrying it that were in the mission, ``m.hot_damage`` (Unit,
# structure damage) what they took in it; the die after the mission: at most that damage scraps the Unit (T1191) ------
def missiles_it_can_fire(state, unit) -> int:
    """Its Missile options: the printed one and the Missile 2 of each Missile Rack Retrofit on it."""
    printed = (card_of(state, unit).options or {}).get("missile", 0)
    return printed + RETROFIT_MISSILES * sum(count_on(state, unit, n) for n in MISSILE_RETROFITS)


def _hot_loaded_note(state, *args) -> None:
    if not game_holds(state, HOT_LOADED):
        return
    c = state.counters
    for u in mechs_in_mission(state):
        if count_on(state, u, HOT_LOADED) and u not in c.get("m.hot_loaded", ()):
            missions.add(state, "m.hot_loaded", u)


def _hot_loaded_damage(state, unit, n) -> None:
    if game_holds(state, HOT_LOADED) and missions.in_mission(state) and count_on(state, unit, HOT_LOADED):
        missions.add(state, "m.hot_damage", (unit, n))


def _hot_loaded_end(state) -> None:
    _hot_loaded_note(state)
    c = state.counters
    for q in (0, 1):
        taken = tuple((u, sum(n for d, n in c.get("m.hot_damage", ()) if d == u)) for u in c.get("m.hot_loaded", ())
                      if u in units_in_play(state, q) and count_on(state, u, HOT_LOADED))
        taken = tuple((u, n) for u, n in taken if n > 0)   # a die that cannot scrap anything is not rolled (T1191)
        if taken:
            push(state, "script", q, script="pilots.hot loaded", player=q, taken=taken)


def _hot_loaded_result(state, f, unit, value) -> None:
    damage = dict(f.locals["taken"])[unit]
    state.say(f"Hot-Loaded LRMs: {who(f.player)} rolls {value} for {name_of(state, unit)} ({damage} structure damage "
              f"taken)" + ("" if value <= damage else ": no effect"))
    if value <= damage:
        turn.scrap_card(state, unit, "(Hot-Loaded LRMs)")


# -- AR035 Ferro-Fibrous Upgrade: each on the Vehicle prevents up to 3 of the damage it receives, then it is scrapped
# (Guide: automatic); before armor and the Vehicle roll (T1136) ------------------------------------------------------
def _ferro_upgrade(state, dst, n) -> int:
    if n <= 0 or not isinstance(dst, int) or not game_holds(state, FERRO_UPGRADE):
        return n
    for a in attachments(state, dst):
        if n > 0 and number(state, a) == FERRO_UPGRADE:
            state.say(f"Ferro-Fibrous Upgrade prevents {min(3, n)} damage to {name_of(state, dst)}")
            n -= min(3, n)
            turn.scrap_card(state, a, "(Ferro-Fibrous Upgrade)")
    return n


# -- AR034 Enhanced IR Sensors: its 'Mech attacks or blocks a 'Mech with Overheat whatever that 'Mech's speed -------
def _ir_sensors(state, unit, other) -> bool:
    return game_holds(state, IR_SENSORS) and count_on(state, unit, IR_SENSORS) > 0 and is_mech(state, other) and \
        has_option(state, other, "overheat")


# -- AR049 Jade Monkey: the card it enhances, gone to its controller's Scrapheap, may be taken into the hand.  Scrapped
# with that card (host), it notes the card in ``jade_monkey`` ((card, player), ...) until the card's own scrapping is
# over -----------------------------------------------------------------------------------------------------------------
def _jade_monkey_scrapped(state, c, zone, host) -> None:
    c_ = state.counters
    if number(state, c) == JADE_MONKEY and isinstance(host, int):
        c_["jade_monkey"] = c_.get("jade_monkey", ()) + ((host, zone_owner(zone)),)
        return
    noted = [q for card, q in c_.get("jade_monkey", ()) if card == c]
    if not noted:
        return
    c_["jade_monkey"] = tuple(e for e in c_["jade_monkey"] if e[0] != c)
    if not c_["jade_monkey"]:
        del c_["jade_monkey"]
    if c in state.zones[SCRAP[noted[0]]]:   # "goes to your Scrapheap"
        push(state, "script", noted[0], script="pilots.jade monkey", player=noted[0], card=c)


def _jade_monkey_ask(state, f):
    c = f.locals["card"]
    if c in state.zones[SCRAP[f.player]]:
        ask(state, f.player, [("take", c), ("pass",)],
            f"Jade Monkey: put {name_of(state, c)} from your Scrapheap into your hand?", "pick")


def _jade_monkey_take(state, f):
    if f.locals.get("pick", ("pass",))[0] == "take":
        take_into_hand(state, f.player, f.locals["card"])


# -- AR090 Suicide Troops: guerrilla counters (T1118, T1137), kept as Battalion Support's infantry counters are: the
# mark ``guerrilla:<site>`` holds one entry per counter naming the Suicide Troops that put it there (a site is a card
# id, or "stock<seat>" / "scrap<seat>").  Its Vehicle attacking a site unblocked puts one there as the mission ends
# (``m.blocked`` notes a mission that was blocked); in the site controller's Repair/Reload phase each Suicide Troops
# deals 2 damage for each of its own counters, all its damage at once (Guide); in their Deploy phase that player may tap
# a Unit to remove one counter and scrap two cards from the Stockpile; the counters go when their card leaves play
# (Guide) -------------------------------------------------------------------------------------------------------------
def remove_counters_of(state, kind: str, source: int) -> None:
    """Counters kept as entries naming their card (infantry, guerrilla) go when that card leaves play (ruling T412)."""
    prefix = f"{kind}:"
    for key in [k for k in state.counters if k.startswith(prefix)]:
        left = tuple(e for e in state.counters[key] if e != source)
        if left:
            state.counters[key] = left
        else:
            del state.counters[key]


def _guerrilla_sites(state, q) -> list:
    """q's sites holding guerrilla counters."""
    sites = [f"stock{q}", f"scrap{q}"] + state.zones[POST[q]] + state.zones[BUILD[q]]
    return [site for site in sites if f"guerrilla:{site}" in state.counters]


def _suicide_blocked(state, o) -> None:
    if state.counters.get("m.blk") and game_holds(state, SUICIDE_TROOPS):
        state.counters["m.blocked"] = True


def _suicide_counters(state) -> None:
    c = state.counters
    tgt, o = c.get("m.tgt"), 1 - c["m.p"]
    if not game_holds(state, SUICIDE_TROOPS) or c.get("m.blocked") or c.get("m.blk") or tgt is None or \
            not is_site(state, tgt):
        return
    site = f"{tgt}{o}" if tgt in ("stock", "scrap") else tgt
    for troops in [a for u in c["m.att"] for a in attachments(state, u) if number(state, a) == SUICIDE_TROOPS]:
        c[f"guerrilla:{site}"] = c.get(f"guerrilla:{site}", ()) + (troops,)
        state.say(f"Suicide Troops puts a guerrilla counter on {missions.site_text(state, site)}")


def _suicide_damage(state, p, window) -> None:
    """p's Repair/Reload phase begins: each opposing Suicide Troops deals its damage to p's sites."""
    if window != "repair" or not game_holds(state, SUICIDE_TROOPS):
        return
    sites = _guerrilla_sites(state, p)
    for troops in [a for a in state.zones[ATTACHED[1 - p]] if number(state, a) == SUICIDE_TROOPS]:
        hits = [(site, 2 * state.counters[f"guerrilla:{site}"].count(troops)) for site in sites
                if troops in state.counters[f"guerrilla:{site}"]]
        if hits:
            state.say("Suicide Troops deals 2 damage for each of its guerrilla counters")
            missions.deal_damage(state, 1 - p, hits)


def _guerrilla_removals(state, p) -> list[tuple]:
    sites = _guerrilla_sites(state, p)
    if not sites:
        return []
    return [("remove guerrilla", u, site) for u in units_in_play(state, p) if not tapped(state, u)
            and not mark(state, "dep", u) for site in sites]


def _remove_guerrilla(state, p, action) -> None:
    unit, site = action[1], action[2]
    tap(state, unit)
    entries = state.counters[f"guerrilla:{site}"]
    if len(entries) > 1:
        state.counters[f"guerrilla:{site}"] = entries[:-1]
    else:
        del state.counters[f"guerrilla:{site}"]
    state.say(f"{who(p)} taps {name_of(state, unit)} to remove a guerrilla counter from "
              f"{missions.site_text(state, site)} and scraps two cards from the Stockpile")
    turn.scrap_from_stock(state, p, 2)


def _suicide_troops_leave(state, c, zone) -> None:
    if number(state, c) == SUICIDE_TROOPS:
        remove_counters_of(state, "guerrilla", c)


# -- registration of the last sets' cards -----------------------------------------------------------------------------
for _n in LAST_PILOTS + (FANATIC_CE, KAI_CHAMPION_CE, PHELAN_WARD_CE):
    printed_pilot(_n)
turn.HOST_FILTER[LASER_SYSTEM] = turn.HOST_FILTER[MISSILE_RACK_RETROFIT] = _attack_at_least_1
turn.HOST_FILTER[HEAT_SINK] = _damaged_opposing_unit
turn.HOST_FILTER[HOT_LOADED] = _with_missiles   # "a 'Mech or Vehicle with the Missile option": a Unit
turn.HOST_FILTER[FERRO_UPGRADE] = turn.HOST_FILTER[SUICIDE_TROOPS] = \
    lambda state, p, c, host: isinstance(host, int) and is_vehicle(state, host)
turn.HOST_FILTER[IR_SENSORS] = _only_mech
turn.OPPONENT_ENHANCEMENTS.add(HEAT_SINK)
turn.FREE_DEPLOY.update((FERRO_UPGRADE, JADE_MONKEY, LASER_SYSTEM, MISSILE_RACK_RETROFIT, HEAT_SINK))
grants_option(LASER_SYSTEM, "overheat")
grants_option(MISSILE_RACK_RETROFIT, "missile")
grants_option(HEAT_SINK, "overheat")
_site_damage_hooks = STATIC["site_damage"]   # prevention comes before Thunder LRMs looks at the damage received (T828)
_site_damage_hooks.insert(_site_damage_hooks.index(_thunder_hit), _ferro_upgrade)
_static_hooks(("through", _peter_through), ("attacks_target_any_speed", _ir_sensors),
              ("blocks_attacker_any_speed", _ir_sensors))
trigger("attached", ELIZABETH, _obannon_activated)
trigger("attached", HEAT_SINK, _heat_sink_taps)
trigger("scrapped", DEEP_AGENT, _deep_agent_scrapped)
trigger("scrapped", JADE_MONKEY, _jade_monkey_scrapped)
trigger("mission_declared", HOT_LOADED, _hot_loaded_note)
trigger("blockers_declared", HOT_LOADED, _hot_loaded_note)
trigger("structure_damage", HOT_LOADED, _hot_loaded_damage)
trigger("mission_end", HOT_LOADED, _hot_loaded_end)
trigger("blockers_declared", SUICIDE_TROOPS, _suicide_blocked)
trigger("mission_end", SUICIDE_TROOPS, _suicide_counters)
trigger("phase_start", SUICIDE_TROOPS, _suicide_damage)
trigger("leaves_play", SUICIDE_TROOPS, _suicide_troops_leave)
turn.EXTRA_OPTIONS["deploy"].append(_guerrilla_removals)
turn.WINDOW_ACTIONS["remove guerrilla"] = _remove_guerrilla

S["pilots.veteran"] = (_battle_bonus(2, 0),)
S["pilots.solahma"] = (_battle_bonus(2, 2),)
S["pilots.dan allard"] = (_dan_allard_ask, lambda state, f: move_pilot(state, f.player, *f.locals["pick"][1:]))
S["pilots.obannon"] = (_obannon_ask, _obannon_search, _obannon_put)
S["pilots.aris sung"] = (_aris_sung_ask, _aris_sung_prevent)
S["pilots.deep agent"] = (_deep_agent_look, _deep_agent_next, _deep_agent_place)
S["pilots.loose cannon"] = (_loose_cannon_step,)
S["pilots.marthe"] = (_marthe_step,)
S["pilots.natural talent"] = (dice.roll_step(), _natural_talent_step)
S["pilots.hot loaded"] = roll_for_each(lambda state, f: [u for u, n in f.locals["taken"]
                                                         if u in units_in_play(state, f.player)], _hot_loaded_result)
S["pilots.jade monkey"] = (_jade_monkey_ask, _jade_monkey_take)

ability(CHAOS_MARCH, Ability("veteran", "its 'Mech gets +2 attack", BATTLE, "pilots.veteran",
                             condition=_host_in_battle))
ability(SOLAHMA, Ability("solahma", "its 'Mech gets +2 initiative and +2 attack", BATTLE, "pilots.solahma",
                         condition=_host_in_battle))
ability(DAN_ALLARD, Ability("reassign", "reassign a Pilot to a 'Mech of its 'Mech's group", MISSION,
                            "pilots.dan allard", condition=lambda state, p, a: bool(_dan_allard_moves(state, p, a))))
ability(ARIS, Ability("prevent", "prevent damage to a Unit of its 'Mech's group, up to the Units in it", MISSION,
                      "pilots.aris sung", condition=lambda state, p, a: bool(_host_group(state, a))))
ability(LOOSE_CANNON, Ability("cannon", "scrap the top card of your Stockpile: its 'Mech gets +X initiative and +X "
                                        "attack, X that card's cost", MISSION, "pilots.loose cannon",
                              condition=_loose_cannon_condition))
ability(MARTHE, Ability("falcons", "its 'Mech gets +2 attack for each Jade Falcon Unit of its group", MISSION,
                        "pilots.marthe", condition=lambda state, p, a: _jade_falcons(state, a) > 0))
ability(NATURAL_TALENT, Ability("talent", "roll a die: +1-6 initiative", BATTLE, "pilots.natural talent",
                                condition=_host_in_battle))
on_reveal(FERRO_UPGRADE, DRAW_A_CARD)   # "Draw a card when you activate ..."
implements(*LAST_PILOTS, LASER_SYSTEM, MISSILE_RACK_RETROFIT, HEAT_SINK, HOT_LOADED, FERRO_UPGRADE, IR_SENSORS,
           JADE_MONKEY, SUICIDE_TROOPS, FANATIC_CE, PAINT_JOB_CE, KAI_CHAMPION_CE, PHELAN_WARD_CE, SIBKO_CE)

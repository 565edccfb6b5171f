"""Pilots and Enhancements of the base set, plus DEST Pilot and Jaime Wolf (Command cards whose text makes them
pilots).  They are deployed, paid and revealed like other Command cards; on activation the engine puts them on a host
(turn.py "attach").  A pilot adds its printed "+N initiative" while its 'Mech is engaged (missions.PILOT_INITIATIVE)
and its printed attack modifier (the data's ``attack``) to its 'Mech.  Pilots may be reassigned in the Deploy phase
and site Enhancements that say so moved (deploy-window actions "reassign" and "move enhancement").  When a site is
damaged, the damaging player may redirect to a redirectable site Enhancement on it exactly the amount that scraps it
(Player's Guide, "Enhancements"), through missions.REDIRECTS (ruling T590)."""
from __future__ import annotations

import re

from mechdeck.kernel.procedures import SCRIPTS, ask

from .. import dice, missions, turn
from ..board import (ATTACHED, HAND, PATROL, SCRAP, STOCK, attachments, base_attack, card_of, controller, is_mech,
                     mark, name_of, owner, pilot_of, set_mark, speed, tapped, units_in_play, who)
from ..cards import card_by_number
from ..knowledge import learn
from .building_blocks import DRAW_A_CARD, MISSION
from .registry import PILOT_BONUS, STATIC, Ability, ability, implements, on_reveal, trigger

BEARER, BJORN, ENGINEERS, DEST, ELITE_INFANTRY, ELITE_MW = "LT017", "LT018", "LT038", "LT058", "LT069", "LT070"
EXTRA_ARMOR, FERRO, GALEN, GRAY_DEATH, PLATOON, JAIME = "LT076", "LT083", "LT089", "LT097", "LT120", "LT125"
KAI, KAMIKAZE, KELL_HOUND, LANCE, LRTS, ACE = "LT130", "LT131", "LT133", "LT139", "LT147", "LT159"
MASC, MAVERICK, MORGAN, NATASHA, NAVCOMP, ALARM = "LT167", "LT171", "LT180", "LT183", "LT184", "LT191"
PDS, LASER, MISSILE_RACK, ROOKIE, SUNBURST, VETERAN = "LT194", "LT208", "LT209", "LT211", "LT228", "LT276"
VICTOR, DRAGOONS = "LT279", "LT290"

PILOTS = (BEARER, BJORN, DEST, ELITE_MW, GALEN, GRAY_DEATH, JAIME, KAI, KAMIKAZE, KELL_HOUND, LANCE, ACE, MAVERICK,
          MORGAN, NATASHA, ROOKIE, SUNBURST, VETERAN, VICTOR, DRAGOONS)
MECH_ENHANCEMENTS = (EXTRA_ARMOR, FERRO, LRTS, MASC, NAVCOMP, LASER, MISSILE_RACK)
SITE_ENHANCEMENTS = (ENGINEERS, ELITE_INFANTRY, PLATOON, ALARM, PDS)
MOVABLE = (ENGINEERS, ELITE_INFANTRY, PLATOON)                       # "You may move X to a different site"
# the damage that scraps it, as its text names it ("redirect [up to] N"; none has armor or structure; ruling T590)
REDIRECT = {n: int(re.search(r"redirect (?:up to )?(\d+)", card_by_number(n).text).group(1))
            for n in (ENGINEERS, ELITE_INFANTRY, PLATOON, PDS)}
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

S = SCRIPTS.setdefault(turn.RULES_ID, {})


# -- helpers ----------------------------------------------------------------------------------------------------------
def number(state, c) -> str:
    return card_of(state, c).number


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


def group_of(state, unit) -> tuple:
    """The 'Mechs of the attacking or blocking group a unit is in (Elemental Point, no 'Mech, left out); a target
    'Mech in the battle is a group of its own."""
    c = state.counters
    for key in ("m.att", "m.blk"):
        if unit in c.get(key, ()):
            return tuple(u for u in c[key] if is_mech(state, u))
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
        if n in PILOTS:
            total += card_of(state, a).attack or 0
        elif n in (LASER, MISSILE_RACK):
            total -= 1
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
    mechs = [g for g in group if is_mech(state, g)]   # Elemental Point is no 'Mech: no company (ruling T700)
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
                if number(state, a) == LASER:
                    missions.add(state, "m.extra_heat", (u, (2, 3)))
                elif number(state, a) == MISSILE_RACK:
                    missions.add(state, "m.extra_missiles", (u, 2))


def _blockers_declared(state, o) -> None:
    _bearer_roll(state, o, state.counters.get("m.blk", ()))


def _pilot_to_hand(state, q, pilot) -> None:
    """Morgan Kell returns to its owner's hand at the end of the mission if it is still in play (ruling T161)."""
    for z in ATTACHED:
        if pilot in state.zones[z]:
            state.zones[z].remove(pilot)
            set_mark(state, "on", pilot, None)
            state.zones[HAND[owner(state, pilot)]].append(pilot)
            learn(state, 1 - owner(state, pilot), (pilot,))   # a face-up card taken into the hand
            state.say(f"{name_of(state, pilot)} returns to {who(owner(state, pilot))}'s hand")


def _scrapped(state, c, zone, host) -> None:
    """DEST Pilot, Natasha Kerensky: when their 'Mech is scrapped, 5-6 returns them to the hand."""
    if host is None or number(state, c) not in (DEST, NATASHA) or not is_mech(state, host):
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
    if is_mech(state, c) or turn.needs_host(card_of(state, c)):
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
            if is_mech(state, m) and speed(state, m) < speed(state, host)]


def _kamikaze_condition(state, p, a) -> bool:
    return _host_in_battle(state, p, a) and bool(_slower_opponents(state, host_of(state, a)))


def _kamikaze_choose(state, f):
    host = host_of(state, f.locals["card"])
    f.locals["host"] = host
    ask(state, f.player, [("damage", m) for m in _slower_opponents(state, host)], "deal the damage to which 'Mech?",
        "pick")


def _kamikaze_strike(state, f):
    host = f.locals["host"]
    missions.remove_from_battle(state, host)
    turn.scrap_card(state, host, "(Kamikaze MechWarrior)")


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
    if top in state.zones[SCRAP[owner(state, top)]] and is_mech(state, top):
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
                        for a in state.zones[ATTACHED[p]] if number(state, a) in PILOTS))


def _moves_of(seen: tuple, pilot: int) -> int:
    """How often ``pilot`` was reassigned this phase.  Twice is enough to reach any arrangement one at a time (a
    pilot of a cycle steps aside to the unpiloted 'Mech and comes back last), so a third is never offered (T151)."""
    return sum(1 for before, after in zip(seen, seen[1:]) if dict(before).get(pilot) != dict(after).get(pilot))


def _deploy_options(state, p) -> list[tuple]:
    out = []
    mechs_without_pilot = [m for m in units_in_play(state, p) if pilot_of(state, m) is None]
    seen = turn.arrangements_seen(state, f"pilots_seen{p}")
    for a in state.zones[ATTACHED[p]]:
        n = number(state, a)
        if mechs_without_pilot and n in PILOTS and n != ROOKIE and _moves_of(seen, a) < 2:
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
    set_mark(state, "on", a, m)
    turn.arrangement_reached(state, f"pilots_seen{p}", before, _pilot_layout(state, p))
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
    return isinstance(host, int) and card_of(state, host).kind == "mech"


def _attack_at_least_1(state, p, c, host) -> bool:
    return _only_mech(state, p, c, host) and (card_of(state, host).attack or 0) >= 1 and base_attack(state, host) >= 1


# -- registration -----------------------------------------------------------------------------------------------------
for _n in PILOTS:
    _m = PILOT_BONUS.match(card_by_number(_n).text or "")
    missions.PILOT_INITIATIVE[_n] = int(_m.group(1)) if _m else 0
    turn.HOST_FILTER[_n] = _only_mech
for _n in MECH_ENHANCEMENTS:
    turn.HOST_FILTER[_n] = _only_mech
turn.HOST_FILTER[LASER] = turn.HOST_FILTER[MISSILE_RACK] = _attack_at_least_1
turn.PILOT_LIKE.update((DEST, JAIME))
turn.OPPONENT_PILOTS.add(ROOKIE)
turn.FREE_DEPLOY.update(FREE)
turn.EXTRA_OPTIONS.setdefault("deploy", []).append(_deploy_options)
turn.WINDOW_ACTIONS["reassign"] = _reassign
turn.WINDOW_ACTIONS["move enhancement"] = _move_enhancement
missions.REDIRECTS.append(_redirects)
missions.AFTER_MISSION["pilot to hand"] = _pilot_to_hand

for _kind, _fn in (("attack", _attack), ("armor", _armor), ("through", _through), ("site_attack", _site_attack),
                   ("acting_speed", _acting_speed), ("may_block", _may_block), ("block_tapped", _block_tapped),
                   ("may_attack", _may_attack), ("may_join", _may_join), ("group_ok", _group_ok),
                   ("missile_damage", _missile_damage), ("modify_damage", _modify_damage)):
    STATIC.setdefault(_kind, []).append(_fn)
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

"""Faction and Terrain cards (MechWarrior; Mercenaries' Difficult Terrain), the two kinds of card whose rule is
their keyword: "Activating X scraps all other Factions you control" (ruling T758) and "Play X only in one of your
regions.  Activating X scraps all other Terrain cards in that region" (T757, T752).

Factions are Command - Faction sites in the Command Post.  Each one's reveal script scraps its player's other
activated Factions, unless that player taps an untapped Loremaster then (its first ability).

A Terrain card goes into one of its player's regions as it is activated (turn.needs_host "region", board.region_of);
the "attached" trigger then scraps the other Terrain there.  Each one's "use this ability only during a mission whose
target is in the region" is a mission ability of its controller (``terrain_ability``); Narrow Valley and Difficult
Terrain are static hooks (legal targets and blockers; attacking speed)."""
from __future__ import annotations

import re

from mechdeck.kernel.procedures import SCRIPTS, ask, push

from ..board import (ATTACHED, HAND, PATROL, POST, REGION, SCRAP, card_of, controller, is_mech, is_unit,
                     is_vehicle, mark, may_repair, name_of, region_host, region_of, region_text, set_mark, speed, tap,
                     tapped, units_in_play, who)
from ..cards import CARDS
from ..decks import is_support
from ..knowledge import learn
from ..missions import (EVERY_MECH, add, apply_damage, engaged, receives_overheat_damage, stop_overheat_damage,
                        target_text)
from ..turn import RULES_ID, draw, scrap_card, scrap_from_stock, unique_blocked
from .building_blocks import (DEPLOY_PHASE, MISSION, all_mechs, attacking_mechs, card_damage, choose,
                              expires_at_turn_end, in_command_post, mechs_in_mission, more_attack, one_shot, prevent,
                              restock, take_into_hand)
from .registry import (ON_REVEAL, STATIC, Ability, ability, card_module, for_cards, implements, on_reveal, static,
                       trigger)

card_module(__name__)   # what this module registers below counts for it (registry.where)

S = SCRIPTS[RULES_ID]

CRUSADER, LOREMASTER, MERCHANT, SCIENTIST = "MW015", "MW048", "MW050", "MW077"
TECHNICIAN, WARDEN, WARRIOR = "MW094", "MW103", "MW104"
FACTIONS = (CRUSADER, MERCHANT, SCIENTIST, TECHNICIAN, WARDEN, WARRIOR)


def is_faction(state, c: int) -> bool:
    return "Faction" in card_of(state, c).subtypes


# -- the Faction rule: "Activating X scraps all other Factions you control" (T758) -------------------------------------
def _other_factions(state, f):
    """The player's other activated Factions (a Faction under construction is no specific card yet, PG); an
    untapped Loremaster of theirs may be tapped now to keep them."""
    p, card = f.locals["player"], f.locals["card"]
    others = tuple(x for x in state.zones[POST[p]] if x != card and is_faction(state, x))
    f.locals["others"] = others
    keepers = [x for x in in_command_post(state, p, LOREMASTER) if not tapped(state, x)]
    if others and keepers:
        ask(state, p, [("tap", x) for x in keepers] + [("let it be",)],
            f"{name_of(state, card)} scraps your other Factions "
            f"({', '.join(name_of(state, x) for x in others)}): tap Loremaster to keep them?", "keep")


def _scrap_other_factions(state, f):
    p, card = f.locals["player"], f.locals["card"]
    keep = f.locals.pop("keep", ("let it be",))
    if keep[0] == "tap":
        tap(state, keep[1])
        state.say(f"{who(p)} taps Loremaster: activating {name_of(state, card)} scraps no other Faction")
        return
    for x in f.locals["others"]:
        scrap_card(state, x, f"(activating {name_of(state, card)} scraps all other Factions {who(p)} controls)")


S["faction"] = (_other_factions, _scrap_other_factions)


# -- MW048 Loremaster: {T} keeps the other Factions when one is activated (in the Faction's script above); {T}: show a
# Faction card from the hand, restock it, draw a card (Deploy phase)
def _factions_in_hand(state, p) -> list[int]:
    return [c for c in state.zones[HAND[p]] if is_faction(state, c)]


def _restock_faction(state, f):
    p, c = f.locals["player"], f.locals.pop("pick")[1]
    learn(state, -1, (c,))   # shown to all players, then followed to the bottom of the Stockpile
    state.say(f"{who(p)} shows {name_of(state, c)} and restocks it (Loremaster)")
    restock(state, p, c)
    draw(state, p, 1)


S["loremaster"] = (choose(_factions_in_hand, "Loremaster: show and restock which Faction?", "restock"),
                   _restock_faction)
ability(LOREMASTER, Ability("restock faction", "{T}: show a Faction from your hand, restock it, draw a card",
                            DEPLOY_PHASE, "loremaster", tap=True,
                            condition=lambda state, p, c: bool(_factions_in_hand(state, p))))


# -- MW015 Crusader Faction: ability +1 attack to each of your attacking 'Mechs (mission); scrapped at the end of your
# Missions phase if a patrolling 'Mech of yours could have attacked this turn but did not
def _crusade(state, f):
    for u in attacking_mechs(state):
        more_attack(state, u, 1)


def _attacked_this_turn(state, p) -> tuple:
    entry = state.counters.get(f"crusade_attackers{p}")
    return entry[1] if entry is not None and entry[0] == state.counters.get("turn") else ()


def _note_attackers(state, p) -> None:
    """Who attacked this turn, noted only while p has a Crusader Faction (a 'Mech untapped after attacking did
    attack)."""
    if in_command_post(state, p, CRUSADER):
        attackers = _attacked_this_turn(state, p) + tuple(state.counters.get("m.att", ()))
        state.counters[f"crusade_attackers{p}"] = (state.counters["turn"], attackers)


def could_have_attacked(state, p: int) -> list[int]:
    """p's patrolling 'Mechs that could have attacked this turn but did not: in the Patrol region, not guarding, not
    depleted, untapped, not barred from attacking, and not among this turn's attackers (the Stockpile is always a
    legal target)."""
    attacked = _attacked_this_turn(state, p)
    return [m for m in state.zones[PATROL[p]]
            if is_unit(state, m) and not tapped(state, m) and not mark(state, "dep", m)
            and mark(state, "guard", m) is None and m not in attacked
            and all(fn(state, m) for fn in static(state, "may_attack"))]


def _crusader_check(state, p) -> None:
    crusaders = in_command_post(state, p, CRUSADER)
    idle = could_have_attacked(state, p) if crusaders else []
    for x in crusaders if idle else ():
        scrap_card(state, x, f"({', '.join(name_of(state, m) for m in idle)} could have attacked but did not)")
    state.counters.pop(f"crusade_attackers{p}", None)   # this turn's attackers are of no more use


S["crusade"] = (_crusade,)
ability(CRUSADER, Ability("crusade", "each of your attacking 'Mechs gets +1 attack", MISSION, "crusade",
                          condition=lambda state, p, c: state.counters.get("m.p") == p
                          and bool(attacking_mechs(state))))
trigger("mission_declared", CRUSADER, _note_attackers)
trigger("missions_phase_end", CRUSADER, _crusader_check)


# -- MW103 Warden Faction: each of your blocking 'Mechs gets +2 attack (continuous); scrapped if you attack ------------
def _warden_attack(state, unit: int) -> int:
    """(For a blocking unit: ``_faction_attack``.)"""
    return 2 * len(in_command_post(state, controller(state, unit), WARDEN)) if is_unit(state, unit) else 0


def _warden_scrapped(state, p) -> None:
    for x in in_command_post(state, p, WARDEN):
        scrap_card(state, x, f"({who(p)} attacks)")


trigger("mission_declared", WARDEN, _warden_scrapped)


# -- MW094 Technician Caste: {R}: repair 1 damage to one 'Mech (your Repair/Reload phase, as often as paid) ------------
def _damaged_mechs(state, p) -> list[int]:
    """Any damaged 'Mech in play that p may repair (Battle Attrition may forbid it: board.may_repair)."""
    return [m for m in all_mechs(state) if mark(state, "dmg", m, 0) and may_repair(state, p, m)]


def _repair_one(state, f):
    m = f.locals.pop("pick")[1]
    set_mark(state, "dmg", m, mark(state, "dmg", m, 0) - 1)
    state.say(f"Technician Caste repairs 1 damage on {name_of(state, m)}")


S["technician"] = (choose(_damaged_mechs, "Technician Caste: repair 1 damage on which 'Mech?", "repair"), _repair_one)
ability(TECHNICIAN, Ability("repair", "{R}: repair 1 damage to one 'Mech", frozenset({"repair"}), "technician", pay=1,
                            once_per_mission=False, condition=lambda state, p, c: bool(_damaged_mechs(state, p))))


# -- MW077 Scientist Caste: {T}: scrap a card from your hand to put an Enhancement from your Scrapheap into your hand
# (Deploy phase); the Enhancement is chosen from the Scrapheap as it is before the cost is paid (ruling T900)
def _enhancements_in_scrapheap(state, p) -> list[int]:
    return [c for c in state.zones[SCRAP[p]] if "Enhancement" in card_of(state, c).subtypes]


def _scientist_cost(state, f):
    p = f.locals["player"]
    f.locals["enhancement"] = f.locals.pop("pick")[1]
    ask(state, p, [("scrap", c) for c in state.zones[HAND[p]]],
        f"Scientist Caste: scrap which card from your hand for {name_of(state, f.locals['enhancement'])}?", "pick")


def _scientist_take(state, f):
    p = f.locals["player"]
    scrap_card(state, f.locals.pop("pick")[1], "from the hand (Scientist Caste)")
    take_into_hand(state, p, f.locals["enhancement"])


S["scientist"] = (choose(_enhancements_in_scrapheap, "Scientist Caste: take which Enhancement from your Scrapheap?",
                         "return"), _scientist_cost, _scientist_take)
ability(SCIENTIST, Ability("enhancement", "{T}: scrap a card from your hand to take an Enhancement from your "
                                          "Scrapheap", DEPLOY_PHASE, "scientist", tap=True,
                           condition=lambda state, p, c: bool(state.zones[HAND[p]])
                           and bool(_enhancements_in_scrapheap(state, p))))


# -- MW050 Merchant Caste: {T}: a Resource card from your hand into play, not a deployment (Deploy phase; T771) -------
def _resources_in_hand(state, p) -> list[int]:
    return [c for c in state.zones[HAND[p]] if "Resource" in card_of(state, c).subtypes]


def _into_play(state, f):
    """Activated without cost or deployment, untapped in the Command Post; a Unique card whose title is in play is
    scrapped at once (PG), and a card with a script run when activated runs it."""
    p, c = f.locals["player"], f.locals.pop("pick")[1]
    state.zones[HAND[p]].remove(c)
    state.zones[POST[p]].append(c)
    state.say(f"{who(p)} puts {name_of(state, c)} into play (Merchant Caste)")
    if unique_blocked(state, c):
        scrap_card(state, c, "(a Unique card of that title is in play)")
        return
    number = card_of(state, c).plays_as
    if number in ON_REVEAL:
        push(state, "script", p, script=ON_REVEAL[number], card=c, player=p, excess=0, forced=False)


S["merchant"] = (choose(_resources_in_hand, "Merchant Caste: put which Resource card into play?", "choose"),
                 _into_play)
ability(MERCHANT, Ability("resource", "{T}: put a Resource card from your hand into play", DEPLOY_PHASE, "merchant",
                          tap=True, condition=lambda state, p, c: bool(_resources_in_hand(state, p))))

for _number in FACTIONS:
    on_reveal(_number, "faction")
implements(*FACTIONS, LOREMASTER)


# -- MW104 Warrior Caste: each Pilot its player activates while it is in play also gives its printed attack and
# initiative bonuses to each other 'Mech that player controls until end of turn (T758).  The gifts are kept as
# ``warrior_gifts`` (turn, ((player, attack, initiative, the pilot's 'Mech), ...)); only bonuses count, so Rookie
# Pilot's "-3 attack" gives nothing (ruling T901).
_PILOT_LINE = re.compile(r"(?:^|Pilot: ?)\+(\d+) (initiative|attack)(?:, ?\+(\d+) (initiative|attack))?")


def printed_pilot_bonuses(card) -> tuple[int, int]:
    """(attack, initiative) a Pilot prints as bonuses: "+1 initiative, +2 attack", in either order, after "Pilot:"
    or at the start of its text."""
    m = _PILOT_LINE.search(card.text or "")
    if m is None:
        return 0, 0
    found = {m.group(2): int(m.group(1))}
    if m.group(3):
        found[m.group(4)] = int(m.group(3))
    return found.get("attack", 0), found.get("initiative", 0)


def _warrior_gifts(state) -> tuple:
    entry = state.counters.get("warrior_gifts")
    return entry[1] if entry is not None and entry[0] == state.counters.get("turn") else ()


def _pilot_activated(state, p, c, host, forced) -> None:
    """A Pilot p activated (not one turned up by the opponent's attack) while p has Warrior Caste in play."""
    card = card_of(state, c)
    if forced or "Pilot" not in card.subtypes or not in_command_post(state, p, WARRIOR):
        return
    attack, initiative = printed_pilot_bonuses(card)
    if not attack and not initiative:
        return
    state.counters["warrior_gifts"] = (state.counters["turn"], _warrior_gifts(state) + ((p, attack, initiative, host),))
    state.say(f"Warrior Caste: {name_of(state, c)} gives +{attack} attack and +{initiative} initiative to each other "
              f"'Mech {who(p)} controls until end of turn")


def _warrior_attack(state, unit: int) -> int:
    """(While gifts are kept: ``_faction_attack``.)"""
    gifts = _warrior_gifts(state)
    if not gifts or not is_unit(state, unit):
        return 0
    p = controller(state, unit)
    if unit not in units_in_play(state, p):   # a 'Mech card in hand or under construction is no 'Mech p controls
        return 0
    return sum(attack for q, attack, initiative, host in gifts if q == p and host != unit)


def _warrior_initiative(state, p: int) -> int:
    """A pilot's initiative counts for a 'Mech in the mission (missions.initiative): each of p's engaged 'Mechs other
    than the pilot's own gives the gifted initiative."""
    if "warrior_gifts" not in state.counters or "m.att" not in state.counters:
        return 0
    gifts = [g for g in _warrior_gifts(state) if g[0] == p]
    if not gifts:
        return 0
    mechs = [m for m in engaged(state, p) if is_unit(state, m)]
    return sum(initiative for q, attack, initiative, host in gifts for m in mechs if m != host)


def _faction_attack(state, unit: int) -> int:
    """Warden Faction's +2 to a blocking 'Mech and Warrior Caste's gifts: one hook, asked for every unit value, that
    looks no further in a game without them."""
    counters = state.counters
    total = 0
    blockers = counters.get("m.blk")
    if blockers and unit in blockers:
        total += _warden_attack(state, unit)
    if "warrior_gifts" in counters:
        total += _warrior_attack(state, unit)
    return total


STATIC["attack"].append(_faction_attack)
STATIC["initiative"].append(_warrior_initiative)
trigger("attached", WARRIOR, _pilot_activated)
expires_at_turn_end(WARRIOR, "warrior_gifts")


# -- Terrain (T757, T752) --------------------------------------------------------------------------------------------
# A Terrain card played "only in one of your regions" goes, when activated, into one of its player's five regions
# (turn.needs_host "region"; its ``on`` mark is the region's host name, board.region_of); Difficult Terrain goes on
# a site, and is in that site's region.  "Use this ability only during a mission whose target is in the region
# enhanced by X" makes the rest of the text an ability of X's controller (the region's owner, so the defender): used
# once per mission in their initiative, touching only the mission's 'Mechs.
CIVILIAN, DEEP_LAKE, FOG, HEAVY_WOODS, NARROW_VALLEY = "MW011", "MW018", "MW029", "MW036", "MW055"
ROCKY_GORGE, ROLLING_HILLS, DIFFICULT_TERRAIN, TERRAFORMING = "MW074", "MW075", "ME028", "MW014"
# the Commander's Edition reprints that play otherwise (T1105; the others play as their earlier printing)
CIVILIAN_CE, DIFFICULT_TERRAIN_CE, NARROW_VALLEY_CE = "CE049", "CE084", "CE205"


def is_terrain(state, c: int) -> bool:
    return "Terrain" in card_of(state, c).keywords


def terrain_region(state, c: int) -> str | None:
    """The region a Terrain card in play enhances: its region host, or the region of the site it is on."""
    host = mark(state, "on", c)
    if isinstance(host, str) and host.startswith(REGION):
        return host
    return region_of(state, host)


def terrain_in_play(state) -> list[int]:
    zones = state.zones
    return [a for z in ATTACHED for a in zones[z] if is_terrain(state, a)]


def mission_region(state) -> str | None:
    """The region of the mission's target (none without a target: Single Combat is in no region, PG)."""
    c = state.counters
    return region_of(state, c.get("m.tgt"), 1 - c["m.p"]) if "m.att" in c else None


def _terrain_activated(state, p, c, host, forced) -> None:
    """"Activating X scraps all other Terrain cards in that region" (Difficult Terrain, on a site, scraps nothing:
    T752)."""
    if not is_terrain(state, c) or not (isinstance(host, str) and host.startswith(REGION)):
        return
    for other in terrain_in_play(state):
        if other != c and terrain_region(state, other) == host:
            scrap_card(state, other, f"(activating {name_of(state, c)} scraps all other Terrain cards in "
                                     f"{region_text(host)})")


trigger("attached", CIVILIAN, _terrain_activated)   # for every Terrain card (the label names the first)


def _terrain_usable(state, p, c) -> bool:
    return terrain_region(state, c) == mission_region(state)


def terrain_ability(number: str, key: str, label: str, *steps, condition=None) -> None:
    """Declare a Terrain card's mission ability (its ``steps`` the script, ``condition`` more than the target's
    region)."""
    S[f"terrain.{key}"] = steps
    ability(number, Ability(key, label, MISSION, f"terrain.{key}",
                            condition=_terrain_usable if condition is None else
                            lambda state, p, c: _terrain_usable(state, p, c) and condition(state, p)))


# -- MW074 Rocky Gorge: deal 2 damage to each attacking 'Mech ---------------------------------------------------------
def _rocky_gorge(state, f):
    for u in attacking_mechs(state):
        card_damage(state, u, 2)


terrain_ability(ROCKY_GORGE, "rocky gorge", "deal 2 damage to each attacking 'Mech", _rocky_gorge)


# -- MW075 Rolling Hills: prevent up to 2 damage to each blocking 'Mech (its reprint CE254 keeps "'Mech": 'Mechs only,
# T1102) --------------------------------------------------------------------------------------------------------------
def _blocking_mechs(state, p=None) -> list[int]:
    return [u for u in state.counters.get("m.blk", ()) if is_mech(state, u)]


def _rolling_hills(state, f):
    for u in _blocking_mechs(state):
        prevent(state, u, 2)


terrain_ability(ROLLING_HILLS, "rolling hills", "prevent up to 2 damage to each blocking 'Mech", _rolling_hills,
                condition=lambda state, p: bool(_blocking_mechs(state)))


# -- MW036 Heavy Woods: prevent up to 2 damage to the target ----------------------------------------------------------
def _heavy_woods(state, f):
    tgt = state.counters["m.tgt"]
    add(state, "m.prev", (tgt, 2))
    state.say(f"up to 2 damage to {target_text(state, tgt)} will be prevented (Heavy Woods)")


terrain_ability(HEAVY_WOODS, "heavy woods", "prevent up to 2 damage to the target", _heavy_woods)


# -- MW029 Fog-Shrouded Moors: every 'Mech in the mission gets -1 attack and +1 armor ---------------------------------
def _fog(state, f):
    for u in mechs_in_mission(state):
        more_attack(state, u, -1)
        add(state, "m.armor", (u, 1))
        state.say(f"{name_of(state, u)} gets +1 armor")


terrain_ability(FOG, "fog", "each 'Mech in the mission gets -1 attack and +1 armor", _fog)


# -- MW018 Deep Lake: no Overheat damage this mission; at its end, each 'Mech with 3+ structure damage from it is
# scrapped (the structure damage 'Mechs receive from the moment it is used, ``m.deep``: (unit, n))
def _deep_lake(state, f):
    stop_overheat_damage(state, EVERY_MECH)
    state.counters["m.deep_lake"] = True
    state.say("no 'Mech receives Overheat damage during this mission (Deep Lake)")


def _deep_structure(state, dst, real) -> None:
    if state.counters.get("m.deep_lake"):
        add(state, "m.deep", (dst, real))


def _deep_lake_end(state) -> None:
    c = state.counters
    if not c.get("m.deep_lake"):
        return
    totals: dict = {}
    for u, n in c.get("m.deep", ()):
        totals[u] = totals.get(u, 0) + n
    for u, n in totals.items():
        if n >= 3 and u in all_mechs(state):
            scrap_card(state, u, f"(received {n} structure damage in Deep Lake)")


terrain_ability(DEEP_LAKE, "deep lake", "no Overheat damage this mission; 'Mechs with 3 or more structure damage "
                                        "are scrapped at its end", _deep_lake)
trigger("structure_damage", DEEP_LAKE, _deep_structure)
trigger("mission_end", DEEP_LAKE, _deep_lake_end)


# -- MW011 Civilian Settlement: for every 3 damage attacking 'Mechs deal to your 'Mechs and sites, the attacking
# player scraps a card from the Stockpile (as the damage resolves, after prevention: prevented damage is not dealt).
# Its reprint CE049 deals 1 damage to the attacking player's Stockpile instead: damage, which Stockpile damage hooks
# and triggers see (Booty Cache), where MW011 scraps (ruling T1291).  ``m.civilian`` holds the printing used.
def _civilian(state, f):
    number = card_of(state, f.locals["card"]).plays_as
    state.counters["m.civilian"] = number
    state.say("the attacking player will scrap a Stockpile card for every 3 damage attacking 'Mechs deal here "
              "(Civilian Settlement)" if number == CIVILIAN else "the attacking player's Stockpile will take 1 damage "
              "for every 3 damage attacking Units deal here (Civilian Settlement)")


def _civilian_damage(state, received, dealt_by) -> None:
    c = state.counters
    if "m.civilian" not in c:
        return
    attackers = [u for u in c["m.att"] if is_unit(state, u)]
    prevented: dict = {}
    for u, n in c.get("m.prev", ()):
        prevented[u] = prevented.get(u, 0) + n
    total = 0
    for dst, parts in dealt_by.items():
        if dst not in received:
            continue
        by_attackers = sum(n for src, n in parts if src in attackers)
        total += min(by_attackers, max(0, received[dst] - prevented.get(dst, 0)))
    if total >= 3:
        if c["m.civilian"] == CIVILIAN:
            state.say(f"Civilian Settlement: attacking 'Mechs deal {total} damage")
            scrap_from_stock(state, c["m.p"], total // 3)
        else:   # dealt by the card's controller, the defender
            state.say(f"Civilian Settlement: attacking Units deal {total} damage")
            apply_damage(state, f"stock{c['m.p']}", total // 3, 1 - c["m.p"])


terrain_ability(CIVILIAN, "civilian settlement", "the attacker scraps a Stockpile card for every 3 damage its "
                                                 "attacking 'Mechs deal to your 'Mechs and sites", _civilian)
terrain_ability(CIVILIAN_CE, "civilian settlement", "1 damage to the attacker's Stockpile for every 3 damage its "
                                                    "attacking Units deal to your Units and the target", _civilian)
STATIC.setdefault("modify_damage", []).append(_civilian_damage)


# -- MW055 Narrow Valley (always on): no mission of more than two attacking 'Mechs may target a site in its region,
# and its player may not block an attack on such a site with more than two 'Mechs.  Its reprint CE205 says "a target
# in the region": a patrolling Unit attacked in its Patrol region too, which is no site (ruling T1293).
NARROW_VALLEYS = frozenset({NARROW_VALLEY, NARROW_VALLEY_CE})


def _narrow_valleys(state) -> list[int]:
    types, zones = state.card_types, state.zones
    return [a for z in ATTACHED for a in zones[z] if CARDS[types[a]].plays_as in NARROW_VALLEYS]


def _is_site(state, target, defender: int) -> bool:
    return not isinstance(target, int) or target not in units_in_play(state, defender)


def _narrowed(state, valleys: list[int], target, defender: int) -> bool:
    """Is the mission target in the region of one of ``valleys`` (MW055: a site only; CE205: any target)?"""
    region, site = region_of(state, target, defender), _is_site(state, target, defender)
    return any(terrain_region(state, a) == region and (site or card_of(state, a).plays_as == NARROW_VALLEY_CE)
               for a in valleys)


def _narrow_valley_target(state, group, target) -> bool:
    if len(group) <= 2:   # hot: asked for every legal target
        return True
    valleys = _narrow_valleys(state)
    if not valleys or sum(1 for u in group if is_unit(state, u)) <= 2:
        return True
    return not _narrowed(state, valleys, target, 1 - controller(state, group[0]))


def _narrow_valley_block(state, group, unit) -> bool:
    c = state.counters
    if "m.att" not in c or len(group) < 2:
        return True
    valleys = _narrow_valleys(state)
    if not valleys or not is_unit(state, unit) or sum(1 for u in group if is_unit(state, u)) < 2:
        return True
    tgt = c.get("m.tgt")
    return not (tgt is not None and _narrowed(state, valleys, tgt, 1 - c["m.p"]))


STATIC.setdefault("may_target", []).append(_narrow_valley_target)
STATIC.setdefault("may_join", []).append(_narrow_valley_block)


# -- ME028 Difficult Terrain: on a site; 'Mechs attacking that site are one speed slower (slow stays slow: T752).
# Its reprint CE084 goes into one of its player's regions (T1120) and slows all attacking Units of any mission whose
# target is in that region (ruling T1292).
def _difficult_terrain_speed(state, unit: int) -> int:
    c = state.counters
    if "m.att" not in c or unit not in c["m.att"]:
        return 0
    tgt = c.get("m.tgt")
    host = f"{tgt}{1 - c['m.p']}" if tgt in ("stock", "scrap") else tgt
    if tgt is None:
        return 0
    types, zones = state.card_types, state.zones
    terrain = [a for z in ATTACHED for a in zones[z] if CARDS[types[a]].plays_as in (DIFFICULT_TERRAIN,
                                                                                     DIFFICULT_TERRAIN_CE)]
    if not terrain:
        return 0
    region = mission_region(state)
    n = sum(1 for a in terrain if (mark(state, "on", a) == host if CARDS[types[a]].plays_as == DIFFICULT_TERRAIN
                                   else terrain_region(state, a) == region))
    if not n:
        return 0
    others = speed(state, unit) + sum(fn(state, unit) for fn in static(state, "acting_speed")
                                      if fn is not _difficult_terrain_speed)
    return -min(n, max(0, min(3, others) - 1))


STATIC.setdefault("acting_speed", []).append(for_cards((DIFFICULT_TERRAIN, DIFFICULT_TERRAIN_CE),
                                                        _difficult_terrain_speed))


# -- MW014 Creative Terraforming: scrapped when revealed; scrap any Terrain card or any Enhancement on a site --------
def _terraforming_choices(state, p=None) -> list[int]:
    zones = state.zones
    out = []
    for z in ATTACHED:
        for a in zones[z]:
            if is_terrain(state, a):
                out.append(a)
                continue
            host = mark(state, "on", a)   # a site: a Stockpile, a Scrapheap, a card that is not a unit in play
            if "Enhancement" in card_of(state, a).subtypes and (
                    isinstance(host, str) and not host.startswith(REGION)
                    or isinstance(host, int) and host not in units_in_play(state, controller(state, host))):
                out.append(a)
    return out


def _terraform(state, f):
    if not _terraforming_choices(state):
        state.say("Creative Terraforming finds no Terrain card and no Enhancement on a site")
        return
    ask(state, f.locals["player"], [("scrap", a) for a in _terraforming_choices(state)],
        "Creative Terraforming: scrap which Terrain card or Enhancement on a site?", "pick")


def _terraform_scrap(state, f):
    pick = f.locals.pop("pick", None)
    if pick is not None:
        scrap_card(state, pick[1], "(Creative Terraforming)")


one_shot(TERRAFORMING, TERRAFORMING, _terraform, _terraform_scrap)
implements(CIVILIAN, DEEP_LAKE, FOG, HEAVY_WOODS, NARROW_VALLEY, ROCKY_GORGE, ROLLING_HILLS, DIFFICULT_TERRAIN,
           CIVILIAN_CE, DIFFICULT_TERRAIN_CE, NARROW_VALLEY_CE)


# -- the Arsenal and Crusade Terrain cards (T1120): Arsenal's "Play X only in one of your regions" and Crusade's "put
# it in one of your regions" are the same play (turn.needs_host "region"); the abilities are terrain_ability's.
EMBANKMENT, WASTELAND, ICY = "AR027", "AR030", "CR055"


# -- AR027 Defensive Embankment: each of your Vehicles (in the mission) gets +1 attack and +1 armor --------------------
def _your_vehicles_in_mission(state, p) -> list[int]:
    return [u for u in mechs_in_mission(state) if is_vehicle(state, u) and controller(state, u) == p]


def _embankment(state, f):
    for u in _your_vehicles_in_mission(state, f.locals["player"]):
        more_attack(state, u, 1)
        add(state, "m.armor", (u, 1))
        state.say(f"{name_of(state, u)} gets +1 armor")


terrain_ability(EMBANKMENT, "defensive embankment", "each of your Vehicles gets +1 attack and +1 armor", _embankment,
                condition=lambda state, p: bool(_your_vehicles_in_mission(state, p)))


# -- AR030 Desert Wasteland: each Vehicle (in the mission) receives 1 damage; this mission, a 'Mech's Overheat damage
# goes to its structure instead of its armor (``m.desert``: at resolution the Overheat part of what a 'Mech receives
# becomes structure damage, prevention taken first from its other damage)
def _vehicles_in_mission(state, p=None) -> list[int]:
    return [u for u in mechs_in_mission(state) if is_vehicle(state, u)]


def _wasteland(state, f):
    for u in _vehicles_in_mission(state):
        card_damage(state, u, 1)
    state.counters["m.desert"] = True
    state.say("Overheat damage goes to the 'Mechs' structure this mission (Desert Wasteland)")


def _overheat_to_structure(state, received, dealt_by) -> None:
    c = state.counters
    if "m.desert" not in c:
        return
    heat: dict = {}
    for u, x in c.get("m.heat", ()):
        if is_mech(state, u) and receives_overheat_damage(state, u):
            heat[u] = heat.get(u, 0) + x
    for u, x in heat.items():
        prevented = sum(n for v, n in c.get("m.prev", ()) if v == u)
        other = received.get(u, 0) - x
        left = max(0, x - max(0, prevented - other))   # the prevention the other damage leaves over
        received[u] = other
        if left:
            add(state, "m.sdmg", (u, left))


terrain_ability(WASTELAND, "desert wasteland", "each Vehicle receives 1 damage; Overheat damage goes to structure",
                _wasteland)
STATIC.setdefault("modify_damage", []).append(_overheat_to_structure)


# -- CR055 Icy Terrain: 2 damage to each Unit that uses or used Jump (this mission: counted when its damage resolves,
# so a Unit that jumps after the ability is used is dealt it too)
def _jumped(state) -> list[int]:
    return list(dict.fromkeys(u for u, used in state.counters.get("m.used", ())
                              if isinstance(used, str) and re.fullmatch(r"jump[0-9]+", used) and is_unit(state, u)))


def _icy(state, f):
    add(state, "m.icy", f.locals["card"])
    state.say("each Unit that uses or used Jump this mission will receive 2 damage (Icy Terrain)")


def _icy_damage(state, received, dealt_by) -> None:
    uses = len(state.counters.get("m.icy", ()))
    if uses:
        for u in _jumped(state):
            received[u] = received.get(u, 0) + 2 * uses
            state.say(f"{name_of(state, u)} receives {2 * uses} damage (Icy Terrain)")


terrain_ability(ICY, "icy terrain", "deal 2 damage to each Unit that uses or used Jump", _icy)
STATIC.setdefault("modify_damage", []).append(_icy_damage)


# -- CR033 Entrenched Holdings: no ability to use, always on (as Narrow Valley, T1120): in its player's Command Post
# region, Units guarding any site in that Command Post also guard each of that player's Support cards there (T1115);
# the engine asks ``STATIC["also_guards"]`` (state, unit, site) wherever "guards the target" is decided
ENTRENCHED = "CR033"


def _entrenched(state, p: int) -> bool:
    post = region_host("post", p)
    return any(card_of(state, t).plays_as == ENTRENCHED and terrain_region(state, t) == post
               for t in state.zones[ATTACHED[p]])


def _guards_support_cards(state, unit: int, site) -> bool:
    p = controller(state, unit)
    post = state.zones[POST[p]]
    return isinstance(site, int) and site in post and is_support(card_of(state, site)) \
        and mark(state, "guard", unit) in post and _entrenched(state, p)


STATIC.setdefault("also_guards", []).append(_guards_support_cards)
implements(ENTRENCHED)

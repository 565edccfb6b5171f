"""The Missions phase: guards, declaring a mission, blocking, the battle's effects in initiative order, damage
assignment, and resolving all damage at once (rulebook "Missions Phase", "Battle", "Dealing Damage", "'Mech
Options", "Damage Declaration: Initiative", "Mission Cards").

The mission in progress lives in counters named ``m.*`` (so card scripts can read and change it):
``m.p`` attacking player, ``m.att`` attackers, ``m.blk`` blockers, ``m.tgt`` target ("stock", "scrap" or a card
id), ``m.in`` whether the defender included the target in the battle, ``m.done`` per player "finished declaring",
``m.cards`` (player, card name) of Mission cards played, ``m.used`` (card, option/ability key) used this mission,
``m.atk`` (unit, +n) attack changes, ``m.asg`` (source, destination, n) assigned damage, ``m.msl`` (source,
destination) missile volleys, ``m.heat`` (unit, n) Overheat damage, ``m.alpha`` units that used Alpha Strike,
``m.init`` (player, +n) initiative changes, ``m.dmg`` (destination, n, source-or--1) other damage,
``m.prev`` (unit, n) damage prevented, ``m.no_heat`` who receives no Overheat damage (``stop_overheat_damage``: every
'Mech, Deep Lake; the attacking and blocking ones, Rapid Cool-Down; read through ``receives_overheat_damage``), ``m.after``
(player, what) things to do after the mission, ``m.raised`` (unit, player) attack the opponent of the unit's
controller added after that controller had assigned (the adder assigns it).
Hook: ``STATIC["may_target"]`` (state, group, target) -> bool filters the legal targets of a mission;
``STATIC["attacks_any_speed"]`` (state, unit) -> bool: the unit may attack an opposing unit whatever its speed (the
group's other 'Mechs still set the slowest speed a target must be under).
``m.hard`` (destination, n) is damage that cannot be prevented (added after all prevention); ``m.sdmg``
(destination, n) is structure damage (armor does not absorb it) dealt when damage resolves (Chaparral Missile Tank).
Hook: ``STATIC["structure_hit"]`` (state, card, n) -> (n, scrap) may change the structure damage a card is about to take
and scrap it outright (Head Shot).  ``remove_from_battle`` applies the Player's Guide "Removing Units from Battle".
Hooks (pilots): ``STATIC["acting_speed"]`` (state, unit) -> +n speed only while attacking or blocking (Maneuvering
Ace); ``STATIC["may_join"]`` (state, group, unit) -> bool may the unit join that attacking/blocking group, and
``STATIC["group_ok"]`` (state, group) -> bool may the group attack or block as it is (Victor Steiner-Davion);
``TRIGGERS["blockers_declared"]`` (state, defender) after blockers are chosen; ``STATIC["missile_damage"]``
(state, source, destination, n) -> n for one missile volley; ``EFFECT_OPTIONS`` (state, q) -> extra actions in the
battle's effects, run by ``EFFECT_ACTIONS[kind]`` (state, q, action).
Missile dice are rolled by the op "missile rolls" just before damage resolves, into ``m.rolls`` (one per volley of
``m.msl``), each through dice.py's op "die roll" (kind "missile", about = the volley's index) so that modifiers
(Coventry Metal Works' reroll, Missile Spotter, NAIS) are offered right after each roll.
Hook: ``STATIC["after_missile_rolls"]`` (state, unit) -> [("use", card, key)]: abilities offered to the unit's
controller once all of its volleys are rolled (Huntress).
Hook: ``REDIRECTS`` fn(state, site, dealer) -> [``Redirect``(chooser, kind, amount, take)]: just before damage is
applied to a site (in resolution, and by ``deal_damage`` outside it), each chooser may send exactly ``amount`` of it
to each kind offered, one at a time (Battalion Support's infantry counters, site Enhancements; ``redirect_decision``).
``JOINS_GROUP``: numbers of non-unit cards that attack and block only together with a 'Mech (Elemental Point): they
join a mission group / the blockers once a 'Mech is in it, and never set the group's speed (``group_speed``).
Hook: ``STATIC["restricted_attack"]`` (state, unit) -> [(n, allowed(state, unit, destination))]: extra attack the
unit may assign only where ``allowed`` says (Hand-to-Hand, AP; see ``assignable``).  No-drawback options
(``NO_DRAWBACK``: Anti-Missile, ECM, NARC, C3) are in use unless declined with ("decline", unit, option).  C3
(``c3_bonus``, ruling T762) is part of a unit's attack in ``attack_value``; ``C3_GRANTED`` names the Enhancements
that give it.
``TRIGGERS["stockpile_damaged"]`` (state, dealer, seat): a Stockpile took damage (after the changes of
``STATIC["site_damage"]``), once per damaging event: a mission's resolution and a card's ``deal_damage`` each give
each site its damage in one ``apply_damage`` (Booty Cache, ruling T761).
Unit types (T1100-T1104): Battle Armor never attacks or blocks alone and moves at the fastest Omni 'Mech's speed of
its group (``battle_armor_ok`` in ``group_ok``, ``acting_speed(state, unit, group)``); a group of VTOL attackers is
blocked only by guards and VTOL units (``blockers_available``); a Vehicle that one event's damage reaches and does not
destroy rolls, scrapped on 5-6 (``vehicle_rolls``, op "vehicle rolls").
More hooks: ``STATIC["attacks_target_any_speed"]`` (state, unit, target) and ``STATIC["blocks_attacker_any_speed"]``
(state, blocker, attacker) -> bool free a unit from the speed rule for one opposing unit; ``STATIC["may_assign"]``
(state, player, source, destination) -> bool filters damage and missile assignments; ``STATIC["no_alpha_strike"]``
(state, unit) -> bool bars Alpha Strikes; ``m.extra_alpha`` (unit, y) gives an Alpha Strike for the mission
(``alpha_strike_options``); ``STATIC["missile_table"]`` (state, source, destination, roll) -> n or None replaces the
missile table; ``STATIC["missile_preroll"]`` (state, volley) -> a die rolled in advance or None;
``UNIT_REDIRECTS`` as ``REDIRECTS`` for damage about to hit a unit; ``EFFECTS_ASKED_BY_WHAT_IS_PUBLIC``."""
from __future__ import annotations

from typing import Callable, Mapping, NamedTuple

from mechdeck.kernel import Decision, Frame, State, roll
from mechdeck.kernel.procedures import finish, push

from .abilities.registry import MISSIONS, TRIGGERS, initiative_bonus, static
from .board import (ATTACHED, BUILD, HAND, MISSION, PATROL, POST, SCRAP, ZONE_SEAT, armor, base_attack, card_of,
                    controller, face_down_place, fixed_speed, has_asset, is_battle_armor, is_omni_mech, is_unit, mark,
                    name_of, owner, pile_text, pilot_of, rolls_when_damaged, set_mark, speed, structure, tap, tapped,
                    units_in_play, who, zone_owner)
from .cards import CARDS, card_by_number, title_key
from .dice import push_roll
from .knowledge import learn
from .turn import (WINDOW_ACTIONS, WINDOW_OPTIONS, ability_options, arrangement_reached, arrangements_seen, draw,
                   game_over, reveal, scrap_card, scrap_from_stock, try_untap, use_ability)

SITES = ("stock", "scrap")


# -- helpers ----------------------------------------------------------------------------------------------------------
def opts(card) -> Mapping:
    return card.options or {}


def in_mission(state: State) -> bool:
    return "m.att" in state.counters


def overheat_options(state: State, unit: int) -> list[tuple]:
    """The (X, Y) of every Overheat X: +Y attack the unit has: its printed ones, then those its Enhancements give
    for this mission (Retrofitted Laser System, ``m.extra_heat``): an option a card gives is an option the 'Mech has
    (Player's Guide, Enhancements; ruling T359)."""
    printed = [tuple(x) for x in opts(card_of(state, unit)).get("overheat", ())]
    return printed + [tuple(x) for u, x in state.counters.get("m.extra_heat", ()) if u == unit]


def alpha_strike_options(state: State, unit: int) -> list[int]:
    """The Y of every Alpha Strike: +Y attack the unit has: its printed ones, then those a card gives it for this
    mission (``m.extra_alpha`` (unit, y): Front-Loaded Supply Lines): another option, as for Overheat (T359)."""
    printed = list(opts(card_of(state, unit)).get("alpha_strike", ()))
    return printed + [y for u, y in state.counters.get("m.extra_alpha", ()) if u == unit]


def engaged(state: State, p: int) -> list[int]:
    """p's units in the battle: attackers or blockers, plus the target 'Mech when it takes part."""
    c = state.counters
    if c.get("m.p") == p:
        return list(c.get("m.att", ()))
    out = list(c.get("m.blk", ()))
    tgt = c.get("m.tgt")
    if isinstance(tgt, int) and c.get("m.in") and tgt in units_in_play(state, p) and tgt not in out:
        out.append(tgt)  # a card under construction is a site, not a unit, even when it is a 'Mech
    return out


def attacking_or_blocking(state: State, p: int) -> list[int]:
    """p's engaged units in the glossary's sense ("Engaged: Blocking and attacking 'Mechs"), the only ones a Mission
    card affects ("Mission cards can only affect attacking or blocking 'Mechs unless otherwise indicated"): the
    mission's target, unblocked or included, is neither (ruling T101)."""
    c = state.counters
    return list(c.get("m.att", ()) if c.get("m.p") == p else c.get("m.blk", ()))


def blocked(state: State) -> bool:
    return bool(state.counters.get("m.blk"))


def initiative(state: State, p: int) -> int:
    """0, +1 with Tactics, + the pilots of p's engaged 'Mechs, + cards and options used (never below 0 for limits)."""
    total = 1 if has_asset(state, p, "T") else 0
    for m in engaged(state, p):
        pilot = pilot_of(state, m)
        if pilot is not None:
            total += PILOT_INITIATIVE.get(card_of(state, pilot).plays_as, 0)
    total += sum(n for q, n in state.counters.get("m.init", ()) if q == p)
    total += state.counters.get(f"init{p}", 0)
    total += initiative_bonus(state, p)
    return total


PILOT_INITIATIVE: dict[str, int] = {}   # number -> the printed "+N initiative" of a pilot (filled at start-up)


def attack_of(state: State, unit: int) -> int:
    """Current attack in this mission: base attack plus the mission's changes (never below 0)."""
    if mark(state, "dep", unit) and unit not in state.counters.get("m.alpha", ()):
        return 0  # a depleted unit deals no damage
    return attack_value(state, unit)


def attack_value(state: State, unit: int) -> int:
    """Base attack plus the mission's changes (never below 0), whether or not the unit deals damage."""
    counters = state.counters
    if "m.alpha_first" in counters and unit in counters["m.alpha_first"]:
        return 0   # No Quarter's second battle: a unit that used an Alpha Strike in the first has 0 attack
    total = base_attack(state, unit) + sum(n for u, n in counters.get("m.atk", ()) if u == unit)
    if "m.att" in counters:
        total += c3_bonus(state, unit)
    return max(0, total)


# -- C3 (ruling T762) -------------------------------------------------------------------------------------------------
C3_GRANTED: set[str] = set()   # numbers of Enhancements that give their 'Mech C3 (C3 Retrofit)
C3_PRINTED = frozenset(i for i, card in enumerate(CARDS) if (card.options or {}).get("c3"))   # card type indices


def has_c3(state: State, unit: int) -> bool:
    """The unit has C3: printed, given by a card in play (``STATIC["has_c3"]`` (state, unit) -> bool: Kurita High
    Command), or by an Enhancement on it (an option a card gives counts as the 'Mech's own, ruling T765)."""
    types = state.card_types
    if types[unit] in C3_PRINTED:
        return True
    given = static(state, "has_c3")
    if given and any(fn(state, unit) for fn in given):
        return True
    if not C3_GRANTED:
        return False
    zones, counters = state.zones, state.counters
    for zone in ATTACHED:   # hot: the card's number first, its host only for a C3 Enhancement
        for a in zones[zone]:
            if CARDS[types[a]].plays_as in C3_GRANTED and counters.get(f"on:{a}") == unit:
                return True
    return False


def c3_in_use(state: State, unit: int) -> bool:
    """C3 has no drawback: in use unless its controller declined it this mission (("decline", unit, "c3"))."""
    return has_c3(state, unit) and (unit, "decline:c3") not in state.counters.get("m.used", ())


def c3_bonus(state: State, unit: int) -> int:
    """"Each 'Mech with C3 in a group that includes at least one other 'Mech with C3 gets +2 attack": a group is the
    attacking 'Mechs or the blocking ones (a target 'Mech in the battle belongs to neither), and the +2 comes once
    however many C3 'Mechs or C3 options there are (not cumulative, as the Guide rules for ECM)."""
    c = state.counters
    group = c.get("m.att", ())
    if unit not in group:
        group = c.get("m.blk", ())
        if unit not in group:
            return 0
    if len(group) < 2 or not c3_in_use(state, unit):   # hot: asked for every attack value in a mission
        return 0
    for other in group:
        if other != unit and c3_in_use(state, other):
            return 2
    return 0


def assigned(state: State, unit: int) -> int:
    return sum(n for s, d, n in state.counters.get("m.asg", ()) if s == unit)


def volleys_left(state: State, unit: int) -> int:
    card = card_of(state, unit)
    total = opts(card).get("missile", 0) + sum(n for u, n in state.counters.get("m.extra_missiles", ()) if u == unit)
    return total - sum(1 for s, d in state.counters.get("m.msl", ()) if s == unit)


def add(state: State, key: str, item) -> None:
    state.counters[key] = state.counters.get(key, ()) + (item,)


def target_text(state: State, tgt, whose: str = "") -> str:
    """A target in words: "Stockpile", a card's name, or a face-down card by its place (which names its controller).
    ``whose`` ("P2's", "your") names the controller once, whatever the target: "P2's Stockpile", "your 2nd face-down
    card under construction"."""
    if tgt in SITES:
        words = "Stockpile" if tgt == "stock" else "Scrapheap"
    elif (mark(state, "up", tgt) or not state.zones.get(BUILD[controller(state, tgt)]) or
          tgt not in state.zones[BUILD[controller(state, tgt)]]):
        words = name_of(state, tgt)
    else:
        return face_down_place(state, tgt, whose)
    return f"{whose} {words}" if whose else words


# -- guards -----------------------------------------------------------------------------------------------------------
def guard_sites(state: State, p: int) -> list:
    """p's sites: Stockpile, Scrapheap, cards under construction (not an activated 'Mech waiting there), Command
    Post cards."""
    return list(SITES) + [c for c in state.zones[BUILD[p]] if c not in units_in_play(state, p)] + \
        [c for c in state.zones[POST[p]]]


def missions_options(state: State, p: int) -> list[tuple]:
    out: list[tuple] = []
    available = attackers_available(state, p)
    if available and (len(available) > 1 or not is_battle_armor(state, available[0])):   # Battle Armor never alone
        out.append(("mission",))
    # With no arrangement of guards reached yet, every 'Mech has a site to go to (the Stockpile or the Scrapheap).
    looped = bool(arrangements_seen(state, f"guards_seen{p}"))
    for m in state.zones[PATROL[p]]:
        if not tapped(state, m) and not mark(state, "dep", m) and (
                not looped or guard_moves(state, p, m, any_one=True)):
            out.append(("guard", m))
    return out


def _guards(state: State, p: int) -> dict:
    """What each of p's 'Mechs on patrol guards (None: none)."""
    return {u: mark(state, "guard", u) for u in state.zones[PATROL[p]]}


def _guard_layout(guards: dict) -> tuple:
    """An arrangement of guards as ruling T151 compares them: (unit, site) pairs of the units that guard."""
    return tuple(sorted((u, site) for u, site in guards.items() if site is not None))


def guard_moves(state: State, p: int, m: int, any_one: bool = False) -> list[tuple]:
    """Where m may be sent: another site, or back to patrol; "no limit to the number of times a Unit may be
    reassigned" (Player's Guide), but never back to an arrangement of guards already reached since the phase began
    or the last mission (ruling T151).  ``any_one``: stop at the first move found (is there any?)."""
    here = mark(state, "guard", m)
    moves: list[tuple] = [("guard", m, s) for s in guard_sites(state, p) if s != here]
    if here is not None:
        moves.append(("patrol", m))
    seen = arrangements_seen(state, f"guards_seen{p}")
    if seen:
        guards = _guards(state, p)   # read once; each move changes only m's entry
        allowed: list[tuple] = []
        for o in moves:
            guards[m] = o[2] if o[0] == "guard" else None
            if _guard_layout(guards) not in seen:
                allowed.append(o)
                if any_one:
                    break
        moves = allowed
    return moves


def attackers_available(state: State, p: int) -> list[int]:
    return [m for m in state.zones[PATROL[p]] if not tapped(state, m) and not mark(state, "dep", m)
            and all(fn(state, m) for fn in static(state, "may_attack"))]


def _guard(state: State, p: int, action: tuple):
    push(state, "guard", p, unit=action[1])


def run_guard(state: State, f: Frame):
    p = f.player
    m = f.locals["unit"]
    return Decision(p, tuple(guard_moves(state, p, m)), f"{name_of(state, m)}: guard which site?", "guard")


def resume_guard(state: State, f: Frame, action: tuple):
    p = f.player
    m = f.locals["unit"]
    finish(state)
    before = _guard_layout(_guards(state, p))
    if action[0] == "patrol":
        set_mark(state, "guard", m, None)
        state.say(f"{name_of(state, m)} returns to patrol")
    else:
        set_mark(state, "guard", m, action[2])
        state.say(f"{name_of(state, m)} guards {target_text(state, action[2])}")
    arrangement_reached(state, f"guards_seen{p}", before, _guard_layout(_guards(state, p)))


# -- declaring a mission ----------------------------------------------------------------------------------------------
def acting_speed(state: State, unit: int, group=None) -> int:
    """A unit's speed while it attacks or blocks (never above fast; a speed an effect sets stays: board.fixed_speed).
    Battle Armor "attacks or blocks at the speed of the fastest Omni 'Mech in the group accompanying it, if any"
    (T1103): ``group`` is that group (by default the mission's attackers or blockers holding it)."""
    fixed = fixed_speed(state, unit)
    if fixed:
        return fixed
    if is_battle_armor(state, unit):
        omni = [acting_speed(state, m) for m in _group_holding(state, unit, group)
                if m != unit and is_omni_mech(state, m)]
        if omni:
            return max(omni)
    return min(3, speed(state, unit) + sum(fn(state, unit) for fn in static(state, "acting_speed")))


def _group_holding(state: State, unit: int, group) -> tuple:
    if group is not None:
        return tuple(group)
    c = state.counters
    for side in ("m.att", "m.blk"):
        if unit in c.get(side, ()):
            return tuple(c[side])
    return ()


def may_join(state: State, group: tuple, unit: int) -> bool:
    return all(fn(state, group, unit) for fn in static(state, "may_join"))


def group_ok(state: State, group: tuple) -> bool:
    """May the group attack, or block, as it is: the Battle Armor rule (``battle_armor_ok``), then the cards'."""
    return battle_armor_ok(state, group) and all(fn(state, group) for fn in static(state, "group_ok"))


def battle_armor_ok(state: State, group) -> bool:
    """Battle Armor "cannot attack or block alone" (T1103): a group holding it holds another Unit, which may be Battle
    Armor (Elemental Point is no Unit).  A set of blockers being chosen (a mission is on and the group is not its
    attackers) must also let each patrolling Battle Armor in it block at its speed in that group, the fastest Omni
    'Mech's (``blockers_available`` offered it on the strength of an Omni 'Mech that could join it)."""
    armor = [u for u in group if is_battle_armor(state, u)]
    if not armor:
        return True
    if sum(1 for u in group if is_unit(state, u)) < 2:
        return False
    c = state.counters
    attackers = c.get("m.att")
    if not attackers or any(u in attackers for u in group):
        return True
    slowest = group_speed(state, attackers)
    o = 1 - c["m.p"]
    return all(_fast_enough_to_block(state, o, u, slowest, group) for u in armor)


def _fast_enough_to_block(state: State, o: int, blocker: int, slowest: int, blockers) -> bool:
    """A blocker's speed allows it to block: it guards the target (checked by the caller), is at least as fast as the
    attacking group's slowest unit in the group ``blockers`` (not counting attackers a card lets it block whatever
    their speed, ``STATIC["blocks_attacker_any_speed"]``), or a card lets o's units block regardless of speed."""
    c = state.counters
    if mark(state, "guard", blocker) is not None:
        return True
    freed = static(state, "blocks_attacker_any_speed")   # (state, blocker, attacker) -> bool (Enhanced IR Sensors)
    if freed:   # the attackers it may block whatever their speed do not count
        attackers = c["m.att"]
        counted = [a for a in attackers if is_unit(state, a) and not any(fn(state, blocker, a) for fn in freed)]
        if not counted:
            return True
        slowest = _slowest(state, attackers, counted)
    return acting_speed(state, blocker, blockers) >= slowest or bool(c.get(f"m.anyspeed{o}")) or \
        any(u in c.get("bogged", ()) for u in c["m.att"])   # Lured into Bog


def group_speed(state: State, group) -> int:
    """The speed of a group: its slowest unit (JOINS_GROUP cards take the speed of the 'Mechs they go with; Battle
    Armor the speed of the fastest Omni 'Mech among them, T1103)."""
    return min(acting_speed(state, m, group) for m in group if is_unit(state, m))


def sites(state: State, q: int) -> list:
    """q's sites, as a card's "site" names them: the Stockpile and Scrapheap ("stock<q>", "scrap<q>"), the Command
    Post cards ("any card in the Command Post (except enhancements)", rulebook) but those that are no site
    (``CANNOT_BE_ATTACKED``: Alliances, Box powers, The Remembrance; T1113, T1275), and the cards under construction
    ("considered a site", PG; an activated Unit waiting there is a Unit, T503)."""
    units = units_in_play(state, q)
    return [f"stock{q}", f"scrap{q}"] + _attackable_post_cards(state, q) + [c for c in state.zones[BUILD[q]]
                                                                          if c not in units]


def every_site(state: State) -> list:
    """Both sides' sites (``sites``), the first player's first."""
    return sites(state, 0) + sites(state, 1)


def _attackable_post_cards(state: State, q: int) -> list[int]:
    return [c for c in state.zones[POST[q]] if not CANNOT_BE_ATTACKED.get(card_of(state, c).plays_as)]


def legal_targets(state: State, p: int, group: tuple) -> list:
    o = 1 - p
    slowest = group_speed(state, group)
    out: list = list(SITES)   # site names, then card ids
    out.extend(_attackable_post_cards(state, o))
    units = units_in_play(state, o)   # an activated 'Mech waiting in the Construction region is a 'Mech (T503)
    out.extend(c for c in state.zones[BUILD[o]] if c not in units)
    free = static(state, "attacks_any_speed")   # (state, unit) -> bool: its speed limits no target (Vlad, T920)
    bound = [m for m in group if is_unit(state, m)]
    if free:
        bound = [m for m in bound if not any(fn(state, m) for fn in free)]
        slowest = _slowest(state, group, bound)   # the others' speed still limits the group's target
    per_target = static(state, "attacks_target_any_speed")   # (state, unit, target) -> bool (Enhanced IR Sensors)
    for m in units:
        limit = slowest
        if per_target:
            limit = _slowest(state, group, [u for u in bound if not any(fn(state, u, m) for fn in per_target)])
        if mark(state, "dep", m) or speed(state, m) < limit or m in state.counters.get("attackable", ()):
            out.append(m)
    checks = static(state, "may_target")   # (state, group, target) -> bool: Mobile HQ, Takashi Kurita ...
    return [t for t in out if all(fn(state, group, t) for fn in checks)] if checks else out


def _slowest(state: State, group, units) -> int:
    """The slowest acting speed of ``units`` of ``group`` (4, above fast, when none counts)."""
    return min((acting_speed(state, u, group) for u in units), default=4)


CANNOT_BE_ATTACKED: dict[str, bool] = {}
JOINS_GROUP: set[str] = set()


def joiners(state: State, p: int, chosen: tuple) -> list[int]:
    """p's untapped JOINS_GROUP cards that may join ``chosen`` (which must already hold a 'Mech)."""
    if not any(is_unit(state, m) for m in chosen):
        return []
    return [c for c in state.zones[POST[p]] if card_of(state, c).plays_as in JOINS_GROUP and c not in chosen
            and not tapped(state, c) and c != state.counters.get("m.tgt")]


def _mission(state: State, p: int, action: tuple):
    push(state, "declare", p, group=())


def run_declare(state: State, f: Frame):
    p = f.player
    group = f.locals["group"]
    options: list[tuple] = [("add", m) for m in attackers_available(state, p) + joiners(state, p, group)
                            if m not in group and may_join(state, group, m)]
    if group and group_ok(state, group):
        options.extend(("target", t) for t in legal_targets(state, p, group))
    options.append(("cancel",))
    prompt = "choose the 'Mechs of the mission" if not group else \
        f"{len(group)} 'Mech{'s' if len(group) > 1 else ''} chosen: add another or choose the target"
    return Decision(p, tuple(options), prompt, "declare-mission")


def resume_declare(state: State, f: Frame, action: tuple):
    p = f.player
    if action[0] == "add":
        f.locals["group"] = f.locals["group"] + (action[1],)
        return
    finish(state)
    if action[0] == "cancel":
        return
    start_mission(state, p, f.locals["group"], action[1])


def start_mission(state: State, p: int, group: tuple, target) -> None:
    c = state.counters
    c["m.p"] = p
    c["m.att"] = group
    c["m.tgt"] = target
    c["m.blk"] = ()
    c.pop(f"guards_seen{p}", None)   # a mission changes the position for good: guards may be rearranged afresh
    for m in group:
        tap(state, m)
        set_mark(state, "guard", m, None)
    state.say(f"{who(p)} sends {', '.join(name_of(state, m) for m in group)} against "
              f"{target_text(state, target, who(1 - p) + chr(39) + 's')}")
    push(state, "mission", p)


def start_battle(state: State, p: int, mine: int, theirs: int) -> None:
    """A battle treated as a mission's, between p's unit ``mine`` and the opponent's ``theirs``, with no target and
    no Mission cards (Single Combat, ruling T764): ``mine`` takes the attacker's place and ``theirs`` the blocker's
    (initiative ties, the order of effects and damage); it starts at the battle's effects and ends as a mission."""
    c = state.counters
    c["m.p"] = p
    c["m.att"] = (mine,)
    c["m.blk"] = (theirs,)
    c["m.tgt"] = None
    c[NO_MISSION_CARDS[0]] = c[NO_MISSION_CARDS[1]] = True
    push(state, "mission", p)
    state.stack[-1].pc = 4
    for number, fn in TRIGGERS.get("blockers_declared", ()):   # ``theirs`` blocks, as far as any card asks (T764)
        fn(state, 1 - p)


# -- the mission ------------------------------------------------------------------------------------------------------
def run_mission(state: State, f: Frame):
    p = f.player
    o = 1 - p
    c = state.counters
    pc = f.pc
    f.pc += 1
    if game_over(state):
        return None
    if pc == 0:      # before blockers: the attacker, then the defender, may play what must come first
        for number, fn in TRIGGERS.get("mission_declared", ()):
            fn(state, p)
        push(state, "effects", p, stage="preblock")
        return None
    if pc == 1:
        push(state, "effects", o, stage="preblock")
        return None
    if pc == 2:      # blockers
        if c.get("m.unblockable") or not any(is_unit(state, u) for u in c["m.att"]):
            return None   # no 'Mech left to block (scrapped before blockers: _scrapped_in_battle)
        push(state, "block", o, chosen=())   # without a target (Ambush! revealed) patrolling 'Mechs may still block
        return None
    if pc == 3:      # does the target take part?
        tgt = c.get("m.tgt")
        if tgt is None:
            return None
        if not c["m.blk"]:
            c["m.in"] = True   # unblocked: the attackers reach the target (a target 'Mech battles them)
            return None
        push(state, "include", o)
        return None
    if pc == 4:      # effects and damage in initiative order
        c["m.done"] = (False, False)
        push(state, "effects", p, stage="battle")
        return None
    if pc == 5:
        push(state, "resolve", p)
        if c.get("m.msl"):
            push(state, "missile rolls", p)
        return None
    for number, fn in TRIGGERS.get("battle_end", ()):   # "at the end of each battle": No Quarter's first too
        fn(state)
    if c.get(SECOND_BATTLE) == 1 and begin_second_battle(state):
        f.pc = 4       # the same mission: effects and damage again, then its end
        return None
    finish(state)      # first, so that frames the mission's end pushes (a deferred untap roll) run next
    end_mission(state)
    game_over(state)
    return None


# -- a second battle (No Quarter, ruling T769) -------------------------------------------------------------------------
# ``m.no_quarter`` 1: a second battle follows this one, 2: it is being fought.  While it is 1, the armor each unit
# spends on damage is noted in ``m.armor_used`` ((unit, n), ...), which the second battle's armor lacks (the card
# module's armor hook).  ``m.alpha_first``: the units that used an Alpha Strike, which have 0 attack
# (``attack_value``).  Who may reach the target is decided as in the first battle (ruling T769).
SECOND_BATTLE = "m.no_quarter"


def begin_second_battle(state: State) -> bool:
    """After the battle's damage has resolved: a new battle of the units of both sides still in play and in it,
    if there is any to fight (attackers, and blockers or a target they may reach still in play)."""
    c = state.counters
    p = c["m.p"]
    o = 1 - p
    # still in play on their side (an Elemental Point attacking or blocking with them is in the Command Post)
    attackers = tuple(u for u in c.get("m.att", ()) if u in units_in_play(state, p) or u in state.zones[POST[p]])
    blockers = tuple(u for u in c.get("m.blk", ()) if u in units_in_play(state, o) or u in state.zones[POST[o]])
    kept_out = bool(c.get("m.blk")) and not c.get("m.in")
    tgt = c.get("m.tgt")
    if isinstance(tgt, int) and not any(tgt in state.zones[z] for z in (POST[o], BUILD[o], PATROL[o])):
        tgt = None   # the target left play in the first battle
    c[SECOND_BATTLE] = 2
    # a battle needs 'Mechs on both sides: a surviving attacker, and a surviving blocker or a target 'Mech that took
    # part in the first (attackers kept from the target then are kept from it now: with no blocker left, no battle)
    if not any(is_unit(state, u) for u in attackers) or not (any(is_unit(state, u) for u in blockers) or (
            not kept_out and isinstance(tgt, int) and tgt in units_in_play(state, o))):
        state.say("No Quarter: no second battle (one side has no 'Mech left in it)")
        return False
    c["m.att"], c["m.blk"], c["m.tgt"] = attackers, blockers, tgt
    c["m.alpha_first"] = c.pop("m.alpha", ())
    for key in ("m.asg", "m.msl", "m.rolls", "m.heat", "m.dmg", "m.prev", "m.hard", "m.sdmg", "m.raised", RESOLVED):
        c.pop(key, None)   # the first battle's damage is dealt; what lasts the mission stays
    names = ", ".join(name_of(state, u) for u in attackers + blockers)
    state.say(f"No Quarter: a second battle begins ({names}); armor does not replenish, no missiles")
    return True


def guards_site(state: State, unit: int, site) -> bool:
    """The unit guards the site: the one its guard mark names, or one a card says its guarding reaches too
    (``STATIC["also_guards"]`` (state, unit, site) -> bool: Entrenched Holdings' Support cards)."""
    guard = mark(state, "guard", unit)
    if guard is None:
        return False
    return guard == site or any(fn(state, unit, site) for fn in static(state, "also_guards"))


def has_vtol(state: State, unit: int) -> bool:
    return bool(opts(card_of(state, unit)).get("vtol"))


def all_vtol(state: State, group) -> bool:
    """Every Unit of the attacking group has VTOL: patrolling Units without VTOL cannot block it (T1104)."""
    units = [u for u in group if is_unit(state, u)]
    return bool(units) and all(has_vtol(state, u) for u in units)


def blockers_available(state: State, o: int, chosen: tuple) -> list[int]:
    """o's units that may be added to the blockers ``chosen``.  Battle Armor is offered at the speed it would have
    beside the chosen blockers and the other units offered (the fastest Omni 'Mech's, T1103); ``battle_armor_ok``
    then holds the finished group to it.  A group of attackers that all have VTOL is blocked by guards and by
    patrolling units with VTOL only (T1104)."""
    c = state.counters
    tgt = c["m.tgt"]
    group = c["m.att"]
    slowest = group_speed(state, group)
    out = joiners(state, o, chosen)
    vtol_only = all_vtol(state, group)
    armor: list[int] = []
    for m in state.zones[PATROL[o]]:
        if m in chosen or m == tgt or mark(state, "dep", m):
            continue
        if tapped(state, m) and not any(fn(state, m) for fn in static(state, "block_tapped")):
            continue
        guard = mark(state, "guard", m)
        if guard is None and vtol_only and not has_vtol(state, m):
            continue
        if guard is not None and not guards_site(state, m, tgt) or \
                not all(fn(state, m, guard) for fn in static(state, "may_block")):
            continue
        if is_battle_armor(state, m):
            armor.append(m)
        elif _fast_enough_to_block(state, o, m, slowest, chosen + (m,)):
            out.append(m)
    company = chosen + tuple(out)
    out.extend(m for m in armor if _fast_enough_to_block(state, o, m, slowest, company + (m,)))
    return out


def run_block(state: State, f: Frame):
    o = f.player
    chosen = f.locals["chosen"]
    pool = blockers_available(state, o, chosen)
    options = [("block", m) for m in pool if may_join(state, chosen, m) and _completable(state, chosen + (m,), pool)]
    stop = ("no more blockers",) if chosen else ("no block",)
    if chosen and not group_ok(state, chosen) and options:
        return Decision(o, tuple(options), "choose another blocker", "add-blocker")
    if not options:
        resume_block(state, f, stop)
        return None
    return Decision(o, tuple(options) + (stop,), "block the mission? choose blockers one at a time",
                    "add-blocker" if chosen else "block")


def _completable(state: State, group: tuple, pool: list) -> bool:
    """The blocking group is allowed as it is, or one more blocker from the pool makes it so."""
    return group_ok(state, group) or any(
        n not in group and may_join(state, group, n) and group_ok(state, group + (n,)) for n in pool)


def resume_block(state: State, f: Frame, action: tuple):
    o = f.player
    if action[0] == "block":
        f.locals["chosen"] = f.locals["chosen"] + (action[1],)
        return
    finish(state)
    chosen = f.locals["chosen"]
    state.counters["m.blk"] = chosen
    for m in chosen:
        tap(state, m)
    if chosen:
        state.say(f"{who(o)} blocks with {', '.join(name_of(state, m) for m in chosen)}")
    else:
        state.say(f"{who(o)} does not block")
    for number, fn in TRIGGERS.get("blockers_declared", ()):
        fn(state, o)


def run_include(state: State, f: Frame):
    o = f.player
    tgt = state.counters["m.tgt"]
    return Decision(o, (("include target",), ("keep target out",)),
                    f"include {target_text(state, tgt, 'your')} in the battle?", "include-target")


def resume_include(state: State, f: Frame, action: tuple):
    finish(state)
    state.counters["m.in"] = action[0] == "include target"
    if state.counters["m.in"]:
        state.say(f"{who(f.player)} includes the target in the battle")


# -- effects and damage assignment ----------------------------------------------------------------------------------
def destinations(state: State, unit: int) -> list:
    """Where a unit's damage may go (rulebook "Dealing Damage"): opposing engaged units, and the target when
    unblocked or included in the battle (or, for a blocked attacker, the part its "through" ability lets past)."""
    c = state.counters
    p = controller(state, unit)
    attacker = c.get("m.p") == p
    if attacker:
        out = list(engaged(state, 1 - p))
        tgt = c.get("m.tgt")
        if tgt is not None and tgt not in out:
            if not c.get("m.blk") or c.get("m.in"):
                out.append(tgt)
            elif through(state, unit) > sum(n for s, d, n in c.get("m.asg", ()) if s == unit and d == tgt):
                out.append(tgt)
        return out
    return list(c.get("m.att", ()))


def through(state: State, unit: int) -> int:
    """How much of a blocked attacker's damage may still go to the target."""
    card = card_of(state, unit)
    return opts(card).get("through", 0) + sum(fn(state, unit) for fn in static(state, "through"))


def unassigned(state: State, unit: int) -> int:
    return max(0, attack_of(state, unit) - assigned(state, unit))


def damage_sources(state: State, p: int) -> list:
    """p's units (and the target site, for the defender) that deal damage in this mission."""
    out = engaged(state, p)
    c = state.counters
    tgt = c.get("m.tgt")
    if c.get("m.p") != p and c.get("m.in") and tgt is not None and not (isinstance(tgt, int) and is_unit(state, tgt)):
        out = out + [tgt]
    return out


def site_attack(state: State, site) -> int:
    """A site's attack: a Command card's printed attack plus its enhancements' (+ what cards add)."""
    base = 0
    if isinstance(site, int) and not (site in state.zones[BUILD[controller(state, site)]]
                                      and (not mark(state, "up", site) or mark(state, "unpaid", site))):
        base = card_of(state, site).attack or 0   # a card under construction is no Command card yet (T52)
    return max(0, base + sum(fn(state, site) for fn in static(state, "site_attack")))


def deals(state: State, src) -> int:
    if isinstance(src, int) and is_unit(state, src):
        return attack_of(state, src)
    return site_attack(state, src) + sum(n for u, n in state.counters.get("m.atk", ()) if u == src)


def restricted_attack(state: State, src) -> list:
    """Attack a unit may deal only to some destinations (Hand-to-Hand, AP): [(amount, allowed(state, unit, dest))]
    from ``STATIC["restricted_attack"]``; nothing for a depleted unit, which deals no damage."""
    if not (isinstance(src, int) and is_unit(state, src)) or \
            (mark(state, "dep", src) and src not in state.counters.get("m.alpha", ())):
        return []
    return [x for fn in static(state, "restricted_attack") for x in fn(state, src)]


def _left(state: State, src) -> tuple:
    """(unrestricted damage left, [(restricted left, allowed)]): damage assigned to a destination is taken from the
    restricted attack that may go there first."""
    per_dest: dict = {}
    for s, d, n in state.counters.get("m.asg", ()):
        if s == src:
            per_dest[d] = per_dest.get(d, 0) + n
    extra = []
    for n, ok in restricted_attack(state, src):
        for d in per_dest:
            if n and ok(state, src, d):
                take = min(n, per_dest[d])
                per_dest[d] -= take
                n -= take
        extra.append((n, ok))
    return deals(state, src) - sum(per_dest.values()), extra


def assignable(state: State, src, dest, left: tuple | None = None) -> int:
    """How much more of src's damage may go to dest (for a blocked attacker's target: what "through" lets past).
    ``left``: ``_left(state, src)`` when the caller has it already."""
    free, extra = _left(state, src) if left is None else left
    n = max(0, free) + sum(k for k, ok in extra if ok(state, src, dest))
    c = state.counters
    if dest == c.get("m.tgt") and c.get("m.blk") and not c.get("m.in") and src in c.get("m.att", ()):
        n = min(n, through(state, src) - sum(k for s, d, k in c.get("m.asg", ()) if s == src and d == dest))
    return max(0, n)


def to_assign(state: State, src, dests: list | None = None, left: tuple | None = None) -> int:
    """``dests``, ``left``: ``_dests(state, src)`` and ``_left(state, src)`` when the caller has them already."""
    if dests is None:
        dests = _dests(state, src)
    if not dests:
        return 0
    free, extra = _left(state, src) if left is None else left
    return max(0, free) + sum(n for n, ok in extra if any(ok(state, src, d) for d in dests))


def _dests(state: State, src):
    if isinstance(src, int) and (is_unit(state, src) or src in state.counters.get("m.att", ())):
        return destinations(state, src)   # a unit, or a JOINS_GROUP card attacking with the 'Mechs
    return list(state.counters.get("m.att", ()))


def declaring(state: State):
    """Who plays effects now: a player whose units' attack rose after assigning assigns that first; else the player
    not yet finished with the lower initiative (the defender on a tie; the loser when a player wins initiative)."""
    return _declaring(state)[0]


def _declaring(state: State) -> tuple[int | None, dict]:
    """(``declaring(state)``, {player: initiative}), the initiatives computed once for both uses."""
    c = state.counters
    p = c["m.p"]
    done = c["m.done"]
    ip, io = initiative(state, p), initiative(state, 1 - p)
    inits = {p: ip, 1 - p: io}
    winner = c.get(WINS_INITIATIVE)   # "you win initiative" whatever the totals (Tactical Superiority)
    if winner is not None:
        order = (1 - winner, winner)
    else:
        order = (1 - p, p) if io <= ip else (p, 1 - p)   # the lower initiative first
    for q in order:
        # damage no ``may_assign`` check lets go anywhere is no damage left to assign (The Invading Clans)
        if done[q] and any(to_assign(state, s, assign_destinations(state, q, s)) for s in damage_sources(state, q)):
            return q, inits
    open_ = [q for q in (0, 1) if not done[q]]
    if not open_:
        return None, inits
    if len(open_) == 1:
        return open_[0], inits
    return order[0], inits


# ``m.init_winner``: the seat that wins this mission's initiative whatever the totals ("You win initiative":
# Tactical Superiority; the last such effect played wins, Guide); it declares last, as the higher initiative does.
WINS_INITIATIVE = "m.init_winner"


# ``m.no_mission_cards<seat>``: that seat may play no Mission cards this mission (Oda Hideyoshi)
NO_MISSION_CARDS = ("m.no_mission_cards0", "m.no_mission_cards1")


def mission_card_options(state: State, q: int, stage: str, init: int | None = None) -> list[tuple]:
    """``init``: q's initiative when the caller has it already."""
    c = state.counters
    if c.get("no_mission_cards") or NO_MISSION_CARDS[q] in c:
        return []
    played = [title_key(name) for who_, name in c.get("m.cards", ()) if who_ == q]   # one title, T1106
    if len(played) >= (initiative(state, q) if init is None else init):
        return []
    out = []
    types = state.card_types
    for card_id in state.zones[HAND[q]]:
        card = CARDS[types[card_id]]
        if card.kind != "mission" or title_key(card.name) in played:
            continue
        entry = MISSIONS.get(card.plays_as)
        if entry is None or (stage == "preblock") != entry.preblock:
            continue
        if entry.condition is not None and not entry.condition(state, q):
            continue
        out.append(("play", card_id))
    return out


def could_play_mission_card(state: State, q: int, stage: str, init: int) -> bool:
    """Whether, by what q's opponent sees, q's hand could hold a Mission card q may play now (ruling T723, on T722's
    precedent): Mission cards are not barred, q has played fewer than its initiative (``init``) this mission, its
    hand is not empty, and some Mission card of this stage that q has not played this mission by name has its
    condition met (conditions read the battle, which is in view).  Deck lists are not public, so any card in the
    hand could be such a card.  A bar on q (Oda Hideyoshi's) is public: no window is opened for it."""
    c = state.counters
    if c.get("no_mission_cards") or NO_MISSION_CARDS[q] in c or not state.zones[HAND[q]]:
        return False
    played = [title_key(name) for who_, name in c.get("m.cards", ()) if who_ == q]
    if len(played) >= init:
        return False
    preblock = stage == "preblock"
    for number, entry in MISSIONS.items():
        if entry.preblock == preblock and title_key(card_by_number(number).name) not in played and (
                entry.condition is None or entry.condition(state, q)):
            return True
    return False


def option_actions(state: State, q: int) -> list[tuple]:
    """Unit options of q's engaged units not used yet this mission: Overheat, Alpha Strike, Jump, missiles.  A depleted
    unit in the battle "won't deal damage but can use abilities and options" (Player's Guide, Unit Stats): it may
    overheat and jump, but fires no missiles (part of its damage) and makes no Alpha Strike (ruling T650)."""
    out: list[tuple] = []
    c = state.counters
    used = c.get("m.used", ())
    fighting = attacking_or_blocking(state, q)
    for u in engaged(state, q):
        o = opts(card_of(state, u))
        # most units have none of these options: look at the card before asking option_in_use
        out.extend(("decline", u, name) for name in PRINTED_NO_DRAWBACK
                   if name in o and option_in_use(state, u, name))
        if u in fighting and c3_in_use(state, u):   # C3 counts only in an attacking or blocking group
            out.append(("decline", u, "c3"))
        depleted = bool(mark(state, "dep", u))
        heats = overheat_options(state, u) if "overheat" in o or "m.extra_heat" in c else []
        for k in range(len(heats)):
            if (u, f"overheat{k}") not in used:
                out.append(("overheat", u, k))
        # "If your 'Mech has Alpha Strike and Overheat options ... you must first use the Overheat option": every
        # Overheat it has, the ones an Enhancement gives included (T359); none while a card bars them (Battle
        # Attrition: ``STATIC["no_alpha_strike"]`` (state, unit) -> bool)
        alphas = alpha_strike_options(state, u) if "alpha_strike" in o or "m.extra_alpha" in c else []
        if alphas and not depleted and not any(fn(state, u) for fn in static(state, "no_alpha_strike")):
            for k in range(len(alphas)):
                if (u, f"alpha{k}") not in used and all((u, f"overheat{j}") in used for j in range(len(heats))):
                    out.append(("alpha strike", u, k))
        for k, (cost, init) in enumerate(o.get("jump", ())):
            if (u, f"jump{k}") not in used and attack_value(state, u) >= cost:
                out.append(("jump", u, k))
        # no printed or added missiles: no volley left (volleys_left would say so, more slowly)
        if not depleted and (o.get("missile") or "m.extra_missiles" in c) and volleys_left(state, u) > 0 and \
                c.get(SECOND_BATTLE) != 2:   # no missiles in No Quarter's second battle
            checks = static(state, "may_assign")
            for d in missile_destinations(state, u):
                if all(fn(state, q, u, d) for fn in checks):
                    out.append(("missile", u, d))
    return out


def missile_destinations(state: State, unit: int) -> list:
    c = state.counters
    p = controller(state, unit)
    out = list(engaged(state, 1 - p))
    tgt = c.get("m.tgt")
    if c.get("m.p") == p and tgt is not None and tgt not in out:
        out.append(tgt)
    return out


def run_effects(state: State, f: Frame):
    if game_over(state):
        return None
    stage = f.locals["stage"]
    c = state.counters
    if stage == "preblock":
        q = f.player
        options = mission_card_options(state, q, "preblock") + ability_options(state, q, "preblock")
        if not options and not could_play_mission_card(state, q, "preblock", initiative(state, q)):
            finish(state)
            return None
        options.append(("done",))
        return Decision(q, tuple(options), "before blockers: play effects or go on", "battle-effects")
    declarer, inits = _declaring(state)
    if declarer is None:
        finish(state)
        return None
    q = declarer
    f.player = q
    if c["m.done"][q]:   # only the new damage to assign
        _auto_assign(state, q)
        options = assign_actions(state, q)
        if not options:
            return run_effects(state, f)
        added = _added_by_opponent(state, q, options)
        if added:
            return Decision(1 - q, added, "assign the damage you added to the opposing 'Mechs", "assign-damage")
        return Decision(q, tuple(options), "assign the new damage", "assign-damage")
    options = mission_card_options(state, q, "battle", inits[q]) + option_actions(state, q)
    options += ability_options(state, q, "mission")
    if c.get("m.blk") or c.get("m.tgt") in units_in_play(state, 1 - c["m.p"]):   # a battle (T504)
        options += ability_options(state, q, "battle")
    pending = _pending_damage(state, q)
    options += assign_actions(state, q, pending)
    options += [a for fn in EFFECT_OPTIONS for a in fn(state, q)]
    if not any(len(dests) > 1 for s, dests, left in pending):
        # nothing to play and no choice of where damage goes: asked all the same while the hand could hold a Mission
        # card by what the opponent sees (T723), so that whether q is asked tells nothing of q's hand
        if not options and not could_play_mission_card(state, q, "battle", inits[q]) and \
                not any(fn(state, q) for fn in EFFECTS_ASKED_BY_WHAT_IS_PUBLIC):
            resume_effects(state, f, ("done",))
            return None
        options.append(("done",))
    # computing the options changed nothing, so the initiative is still the one ``_declaring`` found
    return Decision(q, tuple(options), f"P{q + 1} (initiative {inits[q]}): play effects, assign damage",
                    "battle-effects")


def _added_by_opponent(state: State, q: int, options: list) -> tuple:
    """Damage of q's units that q's opponent raised after q had assigned it (``m.raised`` (unit, raiser)): the raiser
    assigns it, only where q assigned that unit's damage (rulebook "Mission Cards": "If you play a card that increases
    the damage already dealt by your opponent, you assign it to a target to which he or she assigned damage")."""
    c = state.counters
    raised = {u for u, r in c.get("m.raised", ()) if r != q}
    before = {(s, d) for s, d, n in c.get("m.asg", ())}
    return tuple(o for o in options if o[1] in raised and (o[1], o[2]) in before)


EFFECT_OPTIONS: list = []   # fn(state, q) -> extra actions in q's battle effects (card modules append theirs)
# fn(state, q) -> bool: q could, by what the opponent sees, hold a card to play in the battle's effects (Combat Drop):
# the step is asked then even with nothing to choose, so that asking tells nothing of q's hidden cards (T722, T723)
EFFECTS_ASKED_BY_WHAT_IS_PUBLIC: list = []
EFFECT_ACTIONS: dict = {}   # action kind -> fn(state, q, action)


def _pending_damage(state: State, q: int) -> list[tuple]:
    """(source, its destinations without repeats, ``_left``) for q's damage sources with damage left to assign;
    computed once per decision (destinations and what is left ask every card hook)."""
    out = []
    for s in damage_sources(state, q):
        dests = assign_destinations(state, q, s)
        if not dests:
            continue
        left = _left(state, s)
        if to_assign(state, s, dests, left):
            out.append((s, dests, left))
    return out


def assign_destinations(state: State, q: int, src) -> list:
    """Where q may assign src's damage, without repeats: its destinations that every ``STATIC["may_assign"]``
    (state, q, source, destination) -> bool allows (The Invading Clans' two-Unit limit)."""
    dests = list(dict.fromkeys(_dests(state, src)))
    checks = static(state, "may_assign")
    return [d for d in dests if all(fn(state, q, src, d) for fn in checks)] if checks else dests


def assign_actions(state: State, q: int, pending: list | None = None) -> list[tuple]:
    """``pending``: ``_pending_damage(state, q)`` when the caller has it already."""
    out = []
    for s, dests, left in _pending_damage(state, q) if pending is None else pending:
        for d in dests:
            k = assignable(state, s, d, left)
            if k:
                out.append(("assign", s, d))
            if k > 1:
                out.append(("assign all", s, d))
    return out


def resume_effects(state: State, f: Frame, action: tuple):
    q = f.player
    kind = action[0]
    c = state.counters
    if kind == "done":
        if f.locals["stage"] == "preblock":
            finish(state)
            return
        _auto_assign(state, q)
        done = list(c["m.done"])
        done[q] = True
        c["m.done"] = tuple(done)
        return
    if kind in ("assign", "assign all"):
        s, d = action[1], action[2]
        n = 1 if kind == "assign" else assignable(state, s, d)
        if d == c.get("m.tgt") and c.get("m.blk") and not c.get("m.in") and s in c.get("m.att", ()):
            n = min(n, through(state, s) - sum(k for ss, dd, k in c.get("m.asg", ()) if ss == s and dd == d))
        add(state, "m.asg", (s, d, n))
        return
    if kind == "play":
        play_mission_card(state, q, action[1])
        return
    if kind == "use":
        use_ability(state, q, action[1], action[2])
        return
    if kind in EFFECT_ACTIONS:
        EFFECT_ACTIONS[kind](state, q, action)
        return
    u = action[1]
    o = opts(card_of(state, u))
    if kind == "overheat":
        k = action[2]
        x, y = overheat_options(state, u)[k]
        add(state, "m.used", (u, f"overheat{k}"))
        add(state, "m.atk", (u, y))
        add(state, "m.heat", (u, x))
        state.say(f"{name_of(state, u)} overheats: +{y} attack, {x} damage to itself")
        for number, fn in TRIGGERS.get("overheat", ()):
            fn(state, u, x)
    elif kind == "alpha strike":
        k = action[2]
        y = alpha_strike_options(state, u)[k]
        add(state, "m.used", (u, f"alpha{k}"))
        add(state, "m.atk", (u, y))
        if u not in c.get("m.alpha", ()):
            add(state, "m.alpha", u)
        state.say(f"{name_of(state, u)} makes an Alpha Strike: +{y} attack")
    elif kind == "jump":
        k = action[2]
        cost, init = o["jump"][k]
        add(state, "m.used", (u, f"jump{k}"))
        add(state, "m.atk", (u, -cost))
        add(state, "m.init", (q, init))
        state.say(f"{name_of(state, u)} jumps: -{cost} attack, +{init} initiative")
    elif kind == "decline":
        add(state, "m.used", (u, f"decline:{action[2]}"))
        state.say(f"{name_of(state, u)} does not use {action[2].replace('_', '-')}")
    elif kind == "missile":
        add(state, "m.msl", (u, action[2]))
        state.say(f"{name_of(state, u)} fires a missile volley at {target_text(state, action[2])}")
        for number, fn in TRIGGERS.get("missile_assigned", ()):
            fn(state, u, action[2])


def _auto_assign(state: State, q: int) -> None:
    """Damage with a single place to go goes there when the player finishes."""
    for s in damage_sources(state, q):
        dests = assign_destinations(state, q, s)
        left = to_assign(state, s, dests)
        if left and len(dests) == 1:
            d = dests[0]
            left = assignable(state, s, d)
            c = state.counters
            if d == c.get("m.tgt") and c.get("m.blk") and not c.get("m.in") and s in c.get("m.att", ()):
                left = min(left, through(state, s) - sum(k for ss, dd, k in c.get("m.asg", ()) if ss == s and dd == d))
            if left > 0:
                add(state, "m.asg", (s, d, left))


def play_mission_card(state: State, q: int, card_id: int) -> None:
    card = card_of(state, card_id)
    state.zones[HAND[q]].remove(card_id)
    state.zones[MISSION].append(card_id)
    add(state, "m.cards", (q, card.name))
    entry = MISSIONS[card.plays_as]
    if entry.initiative:
        add(state, "m.init", (q, entry.initiative))
    state.say(f"{who(q)} plays {card.name}")
    push(state, "script", q, script=entry.script, card=card_id, player=q)


# -- resolving damage -------------------------------------------------------------------------------------------------
def run_resolve(state: State, f: Frame):
    """All damage at once: assigned damage, missiles (rolled before), Overheat, and card damage; prevention; the
    redirections the damaging player chooses (``redirect_decision``); armor then structure; Stockpile, Command Post
    and Construction damage; then scrapping and Alpha Strike depletion."""
    c = state.counters
    p = c["m.p"]
    if "hits" in f.locals:   # the damage each destination receives is known: redirections, then apply it
        decision = redirect_decision(state, f)
        if decision is not None:
            return decision
        finish(state)
        _apply_resolved(state, p, dict(f.locals["hits"]))
        return None
    received: dict = {}
    dealt_by: dict = {}

    def hit(dst, n, src):
        if n <= 0:
            return
        received[dst] = received.get(dst, 0) + n
        if src is not None:
            dealt_by.setdefault(dst, []).append((src, n))

    budget: dict = {}   # a unit whose attack fell after assigning loses its latest assignments first (ruling T100)
    for s, d, n in c.get("m.asg", ()):
        left = budget.setdefault(s, max(0, deals(state, s)) + sum(k for k, ok in restricted_attack(state, s)))
        budget[s] = left - min(n, left)
        hit(d, min(n, left), s)
    rolls = c.get("m.rolls", ())
    for i, (s, d) in enumerate(c.get("m.msl", ())):
        value = rolls[i] if i < len(rolls) else roll(state)
        for fn in static(state, "missile_roll"):
            value = fn(state, s, d, value)
        dmg = next((n for n in (fn(state, s, d, value) for fn in static(state, "missile_table")) if n is not None),
                   {1: 1, 2: 2, 3: 3 if has_asset(state, controller(state, s), "M") else 0}.get(value, 0))
        if isinstance(d, int) and is_unit(state, d) and dmg:
            dmg = max(0, dmg - anti_missile(state, d))
        for fn in static(state, "missile_damage"):
            dmg = fn(state, s, d, dmg)
        state.say(f"missile volley of {name_of(state, s)} rolls {value}: {dmg} damage to {target_text(state, d)}")
        hit(d, dmg, s)
    for u, x in c.get("m.heat", ()):
        if receives_overheat_damage(state, u):
            hit(u, x, None)
    for d, n, s in c.get("m.dmg", ()):
        hit(d, n, s if s != -1 else None)
    for fn in static(state, "modify_damage"):
        fn(state, received, dealt_by)
    for u, n in c.get("m.prev", ()):
        if u in received:
            received[u] = max(0, received[u] - n)
    for d, n in c.get("m.hard", ()):
        received[d] = received.get(d, 0) + n
    f.locals["hits"] = tuple(received.items())
    return None   # this op runs again (after any frame a hook pushed) to apply the damage


# -- no Overheat damage this mission (Deep Lake, Rapid Cool-Down) ----------------------------------------------------
NO_OVERHEAT = "m.no_heat"
EVERY_MECH, ENGAGED_MECHS = "every 'Mech", "attacking and blocking 'Mechs"


def stop_overheat_damage(state: State, scope: str) -> None:
    """No Overheat damage is received this mission by ``scope``: ``EVERY_MECH`` (Deep Lake: "'Mechs do not receive
    Overheat damage during a mission") or ``ENGAGED_MECHS`` (a Mission card, which reaches only attacking and
    blocking 'Mechs: Rapid Cool-Down, ruling T101).  The wider scope stays when both are played."""
    if state.counters.get(NO_OVERHEAT) != EVERY_MECH:
        state.counters[NO_OVERHEAT] = scope


def receives_overheat_damage(state: State, unit: int) -> bool:
    """Whether the unit's Overheat damage reaches it this mission (the one test resolution and every card that asks
    "no Overheat damage this mission" use)."""
    c = state.counters
    scope = c.get(NO_OVERHEAT)
    if scope is None:
        return True
    if scope == EVERY_MECH:
        return False
    return not ((unit in c.get("m.att", ()) or unit in c.get("m.blk", ())) and is_unit(state, unit))


def _apply_resolved(state: State, p: int, received: dict) -> None:
    c = state.counters
    c[RESOLVED] = True
    unblocked = not c.get("m.blk")
    scrapped: list[int] = []
    damaged: list[int] = []   # the mission's damage, Overheat and structure damage included, is one event (T1101)
    for dst, n in received.items():
        if n <= 0:
            continue
        apply_damage(state, dst, n, p, unblocked=unblocked and dst == c.get("m.tgt"), scrapped=scrapped,
                     vehicles=damaged)
    for dst, n in c.get("m.sdmg", ()):
        apply_damage(state, dst, n, p, scrapped=scrapped, structure_only=True, vehicles=damaged)
    for u in scrapped:
        scrap_card(state, u, "(destroyed)")
    vehicle_rolls(state, [v for v in damaged if v not in scrapped])
    for u in c.get("m.alpha", ()):
        if any(u in state.zones[z] for z in (PATROL[0], PATROL[1], BUILD[0], BUILD[1])):
            tap(state, u)
            set_mark(state, "dep", u, True)
            set_mark(state, "guard", u, None)  # off to the depleted area; reloaded, it returns to patrol (T50)
            state.say(f"{name_of(state, u)} is depleted")
    return None


# -- redirecting damage away from a site as it is damaged --------------------------------------------------------------
class Redirect(NamedTuple):
    """An offer to send exactly ``amount`` of the damage about to hit a site to ``kind`` (a name such as "infantry",
    or the id of the card that takes it); ``chooser`` decides, ``take(state, site, chooser)`` does it (it logs)."""
    chooser: int
    kind: int | str
    amount: int
    take: Callable


REDIRECTS: list = []   # fn(state, site, dealer) -> [Redirect, ...]; dealer: the player dealing the damage
UNIT_REDIRECTS: list = []   # the same for damage about to hit a unit in play (site: its id; Jump Troops)


def site_of(state: State, dst):
    """A damaged site as a host key: a mission's "stock" / "scrap" is the defender's "stock<p>" / "scrap<p>"."""
    if dst in SITES:
        return f"{dst}{1 - state.counters['m.p']}"
    return dst


def site_text(state: State, site) -> str:
    """A site by name; a Stockpile or Scrapheap given as "stock<seat>" / "scrap<seat>" with its player."""
    if isinstance(site, str) and site in ZONE_SEAT:
        return pile_text(site)
    return target_text(state, site)


def site_opponent(state: State, site) -> int:
    return 1 - (zone_owner(site) if isinstance(site, str) else controller(state, site))


def _offers(state: State, f: Frame, dst, n) -> list:
    """The redirections of the damage n about to hit dst that fit in it, but not those of a chooser who is done."""
    if n <= 0:
        return []
    unit = isinstance(dst, int) and dst in units_in_play(state, controller(state, dst))
    settled = f.locals.get("settled", ())
    return [r for fn in (UNIT_REDIRECTS if unit else REDIRECTS) for r in fn(state, site_of(state, dst), f.player)
            if r.amount <= n and (dst, r.chooser) not in settled]


def redirect_decision(state: State, f: Frame) -> Decision | None:
    """Before damage (locals ``hits``: (destination, n) pairs; the frame's player deals it) is applied, the players
    that ``REDIRECTS`` name may send some of each damaged site's damage elsewhere, one redirection at a time
    (("redirect", destination, kind), then ("done",)): Battalion Support's infantry counters (1 each, the site's
    opponent chooses) and the site Enhancements that take exactly the damage that scraps them (the damaging
    player chooses)."""
    for dst, n in f.locals["hits"]:
        offers = _offers(state, f, dst, n)
        if offers:
            chooser = offers[0].chooser
            mine = [r for r in offers if r.chooser == chooser]
            amounts = {r.amount for r in mine}
            f.locals["asking"] = (dst, chooser)
            return Decision(chooser, tuple(("redirect", dst, r.kind) for r in mine) + (("done",),),
                            f"{site_text(state, site_of(state, dst))} is about to take {n} damage: redirect "
                            + (f"{amounts.pop()} of it?" if len(amounts) == 1 else "some of it?"), "redirect-damage")
    return None


def resume_redirect(state: State, f: Frame, action: tuple):
    dst, chooser = f.locals["asking"]
    if action[0] == "done":
        f.locals["settled"] = f.locals.get("settled", ()) + ((dst, chooser),)
        return
    n = dict(f.locals["hits"])[dst]
    offer = next(r for r in _offers(state, f, dst, n) if r.chooser == chooser and r.kind == action[2])
    f.locals["hits"] = tuple((d, k - offer.amount if d == dst else k) for d, k in f.locals["hits"])
    offer.take(state, site_of(state, dst), chooser)


def deal_damage(state: State, p: int, hits, structure_only: bool = False) -> None:
    """Card damage outside a mission's resolution (Long Tom Battery, Saturation Bombing ...): p deals ``hits``
    ((destination, n) pairs, "stock<seat>" for a Stockpile) all at once, after the redirections; then what was
    destroyed is scrapped."""
    push(state, "deal damage", p, hits=tuple(hits), structure=structure_only)


def run_deal_damage(state: State, f: Frame):
    decision = redirect_decision(state, f)
    if decision is not None:
        return decision
    finish(state)
    scrapped: list = []
    damaged: list[int] = []   # one card's damage is one event (T1101)
    for dst, n in f.locals["hits"]:
        if n > 0:
            apply_damage(state, dst, n, f.player, scrapped=scrapped, structure_only=f.locals["structure"],
                         vehicles=damaged)
    for u in scrapped:
        scrap_card(state, u, "(destroyed)")
    vehicle_rolls(state, [v for v in damaged if v not in scrapped])
    return None


# -- the Vehicle roll (T1101) ------------------------------------------------------------------------------------------
def vehicle_rolls(state: State, vehicles) -> None:
    """"When a Vehicle takes damage, roll a die. On a 5 or a 6 the Vehicle is scrapped" (PG, whatever its reminder's
    "On a 6"): one roll for each Vehicle that one event of damage reached and did not destroy, made by its controller
    through the op "die roll", so that die-roll modifiers reach it (kind "vehicle", about = the Vehicle)."""
    if vehicles:
        push(state, "vehicle rolls", controller(state, vehicles[0]), vehicles=tuple(dict.fromkeys(vehicles)))


def run_vehicle_rolls(state: State, f: Frame):
    vehicles = f.locals["vehicles"]
    if "die" in f.locals:   # the roll for the Vehicle before f.pc, final now
        v, value = vehicles[f.pc - 1], f.locals.pop("die")
        if value >= 5 and v in units_in_play(state, controller(state, v)):
            scrap_card(state, v, f"(Vehicle roll: {value})")
        else:
            state.say(f"{name_of(state, v)}: Vehicle roll {value}, no effect")
    if game_over(state):
        return None
    while f.pc < len(vehicles):
        v = vehicles[f.pc]
        f.pc += 1
        if v in units_in_play(state, controller(state, v)):   # still in play after the event's other effects
            push_roll(state, controller(state, v), kind="vehicle", about=v)
            return None
    finish(state)
    return None


def anti_missile(state: State, unit: int) -> int:
    """-1 per Anti-Missile unit in the group the hit unit belongs to (cumulative, Player's Guide); a 'Mech card under
    construction is no unit, and an option its controller declined does nothing."""
    p = controller(state, unit)
    if unit not in units_in_play(state, p):
        return 0
    group = engaged(state, p) if unit in engaged(state, p) else [unit]
    return sum(1 for g in group if option_in_use(state, g, "anti_missile"))


NO_DRAWBACK = ("anti_missile", "ecm", "narc", "c3")   # in use unless declined (Player's Guide, "Unit Options")
PRINTED_NO_DRAWBACK = ("anti_missile", "ecm", "narc")   # those read from the data only (C3 may be given: has_c3)


def option_in_use(state: State, unit: int, option: str) -> bool:
    """A unit's no-drawback option, unless its controller declined it this mission (action ("decline", unit,
    option), offered when Mission cards would be played)."""
    return bool(opts(card_of(state, unit)).get(option)) and \
        (unit, f"decline:{option}") not in state.counters.get("m.used", ())


def apply_damage(state: State, dst, n: int, attacker: int, unblocked: bool = False, scrapped: list | None = None,
                 structure_only: bool = False, vehicles: list | None = None) -> None:
    """Deal n damage to a unit, a Command Post card, a card under construction, or a Stockpile/Scrapheap.  A Vehicle
    it reaches (after prevention; armor-absorbed damage counts) and does not destroy makes its roll (T1101): the
    caller that gathers one event's damage passes ``vehicles`` and rolls for them once the event is over
    (``vehicle_rolls``); without it, this damage is an event of its own."""
    for fn in static(state, "site_damage"):
        n = fn(state, dst, n)
    if n <= 0:
        return
    defender = 1 - attacker
    if dst == "stock" or (isinstance(dst, str) and dst.startswith("stock")):
        who_ = defender if dst == "stock" else zone_owner(dst)
        state.say(f"{who(who_)}'s Stockpile takes {n} damage")
        scrap_from_stock(state, who_, n)
        for number, fn in TRIGGERS.get("stockpile_damaged", ()):
            fn(state, attacker, who_)
        return
    if dst == "scrap" or isinstance(dst, str):
        return  # nothing happens to a Scrapheap unless a card says so
    q = controller(state, dst)
    if dst in state.zones[BUILD[q]] and not (mark(state, "up", dst) and not mark(state, "unpaid", dst)):
        cc = state.counters.get(f"cc:{dst}", 0)
        state.say(f"{target_text(state, dst)} takes {n} damage")
        if cc == 0:
            scrap_card(state, dst, "(destroyed under construction)")
            return
        set_mark(state, "cc", dst, max(0, cc - n // 2))
        if unblocked and not mark(state, "up", dst):
            reveal(state, q, dst, forced=True)
        return
    if structure(state, dst) <= 0:
        return  # a card without structure takes no damage counters
    absorbed = 0 if structure_only else armor(state, dst)
    real = max(0, n - absorbed)
    if absorbed and state.counters.get(SECOND_BATTLE) == 1:   # armor spent, lacking in the second battle (T769)
        add(state, "m.armor_used", (dst, min(n, absorbed)))
    destroyed = False
    for fn in static(state, "structure_hit"):
        real, gone = fn(state, dst, real)
        destroyed = destroyed or gone
    state.say(f"{name_of(state, dst)} takes {n} damage ({real} to structure)")
    total = state.counters.get(f"dmg:{dst}", 0) + real
    if real:
        set_mark(state, "dmg", dst, total)
        for number, fn in TRIGGERS.get("structure_damage", ()):
            fn(state, dst, real)
    if real and total >= structure(state, dst) or destroyed:
        if scrapped is None:
            scrap_card(state, dst, "(destroyed)")
        elif dst not in scrapped:
            scrapped.append(dst)
    elif rolls_when_damaged(state, dst) and dst in units_in_play(state, q):
        if vehicles is None:
            vehicle_rolls(state, [dst])
        elif dst not in vehicles:
            vehicles.append(dst)


def remove_from_battle(state: State, unit: int) -> None:
    """The unit leaves the battle: it neither deals nor receives damage (its assignments, missiles, Overheat and card
    damage go).  When the last blocker leaves, the attackers are unblocked and reach the target (Player's Guide)."""
    c = state.counters
    for key in ("m.att", "m.blk"):
        if unit in c.get(key, ()):
            c[key] = tuple(u for u in c[key] if u != unit)
            if key == "m.blk" and not c[key]:
                c["m.in"] = True
    c["m.asg"] = tuple(a for a in c.get("m.asg", ()) if unit not in (a[0], a[1]))
    c["m.msl"] = tuple(v for v in c.get("m.msl", ()) if unit not in v)
    c["m.heat"] = tuple(h for h in c.get("m.heat", ()) if h[0] != unit)
    c["m.dmg"] = tuple(d for d in c.get("m.dmg", ()) if d[0] != unit)
    for key in ("m.hard", "m.sdmg"):   # unpreventable and structure damage are damage it would receive too (T701)
        if key in c:
            c[key] = tuple(d for d in c[key] if d[0] != unit)
    state.say(f"{name_of(state, unit)} is removed from the battle")


# ``m.resolved``: this battle's damage has been applied; ``m.fallen`` ((unit, "m.att" or "m.blk"), ...): the attacking
# and blocking units scrapped while the battle was fought, which left it then (``_scrapped_in_battle``).
RESOLVED = "m.resolved"
FALLEN = "m.fallen"


def _scrapped_in_battle(state: State, card: int, zone: str, host: int | None) -> None:
    """An attacking or blocking unit scrapped before the battle's damage is applied (a card's damage, Last Stand at
    Hanover ...) is out of play, so it leaves the battle as a removed unit does (Player's Guide, "Removing Units from
    Battle"): it deals and receives no damage, and the last blocker's going leaves the attackers unblocked (ruling
    T1002).  Scrapped by the battle's own damage, it has dealt its damage and stays in the mission's record of who
    fought, which the mission's end reads.  A target scrapped so is no target any more: no damage goes to it."""
    c = state.counters
    if RESOLVED in c or "m.att" not in c:
        return
    for side in ("m.att", "m.blk"):
        if card in c.get(side, ()):
            add(state, FALLEN, (card, side))
            remove_from_battle(state, card)
    if card == c.get("m.tgt"):
        remove_from_battle(state, card)
        c["m.tgt"] = None


TRIGGERS.setdefault("scrapped", []).append(("", _scrapped_in_battle))


def end_mission(state: State) -> None:
    c = state.counters
    for number, fn in TRIGGERS.get("mission_end", ()):
        fn(state)
    for card_id in list(state.zones[MISSION]):
        state.zones[MISSION].remove(card_id)
        dest = HAND[owner(state, card_id)] if card_id in c.get("m.return", ()) else SCRAP[owner(state, card_id)]
        state.zones[dest].append(card_id)
        if dest in HAND:   # played face up, it goes back into the hand (Head Shot ...): the opponent knows it
            learn(state, 1 - owner(state, card_id), (card_id,))
    for q, what in c.get("m.after", ()):
        AFTER_MISSION[what[0]](state, q, *what[1:])
    for key in [k for k in c if k.startswith("m.")]:
        del c[key]


def _untap_after(state: State, q: int, unit: int) -> None:
    """"Untaps at the end of the mission" (Bearer of McKennsy Hammer, Overrun): the unit, if still in play wherever it
    is: on patrol or guarding, or an activated 'Mech of the Construction region that joined the battle (ruling
    T1003)."""
    if unit in units_in_play(state, controller(state, unit)):
        try_untap(state, unit)


AFTER_MISSION: dict = {
    "draw": lambda state, q, n=1: draw(state, q, n),
    "untap": _untap_after,
}

WINDOW_OPTIONS["missions"] = missions_options
WINDOW_ACTIONS["mission"] = _mission
WINDOW_ACTIONS["guard"] = _guard


# -- missile dice -----------------------------------------------------------------------------------------------------
ALL_MISSILES_ROLLED = "m.rolled_for"   # the unit whose volleys are all rolled, while after_missile_rolls is offered


def run_missile_rolls(state: State, f: Frame):
    """Roll the missile dice one volley at a time through the op "die roll" (dice.py), so that the volley's controller
    may modify each roll right after it (NAIS, Coventry Metal Works, Missile Spotter).  A die already rolled for the
    volley (``STATIC["missile_preroll"]`` (state, volley index) -> int or None: Steady...Steady...FIRE!, T1129) is
    that roll's result, still open to the modifiers.
    Once a unit's last volley is rolled, its controller is offered the abilities ``STATIC["after_missile_rolls"]``
    (state, unit) -> [("use", card, key), ...] gives (Huntress rerolls all of a 'Mech's missile dice, T1123) or
    ("keep",); while the offer and the ability used stand, ``m.rolled_for`` names that unit."""
    c = state.counters
    c.pop(ALL_MISSILES_ROLLED, None)
    if "die" in f.locals:
        add(state, "m.rolls", f.locals.pop("die"))
        offer = _after_last_volley(state, f.pc - 1)
        if offer is not None:
            return offer
    i = f.pc
    if i >= len(c.get("m.msl", ())):
        finish(state)
        return None
    f.pc += 1
    rolled = next((v for v in (fn(state, i) for fn in static(state, "missile_preroll")) if v is not None), None)
    push_roll(state, controller(state, c["m.msl"][i][0]), kind="missile", about=i, value=rolled)
    return None


def _after_last_volley(state: State, i: int) -> Decision | None:
    """The offer to the controller of volley i's unit when no later volley is the unit's.  The hooks answer by what
    is public (a card in play, the hand's size) and offer nothing in a game without their card (``game_holds``)."""
    volleys = state.counters["m.msl"]
    unit = volleys[i][0]
    hooks = static(state, "after_missile_rolls")
    if not hooks or any(s == unit for s, d in volleys[i + 1:]):
        return None
    options = [o for fn in hooks for o in fn(state, unit)]
    if not options:
        return None
    state.counters[ALL_MISSILES_ROLLED] = unit
    prompt = f"all the missile dice of {name_of(state, unit)} are rolled: use an ability on them?"
    return Decision(controller(state, unit), tuple(options) + (("keep",),), prompt, "modify-roll")


def resume_missile_rolls(state: State, f: Frame, action: tuple) -> None:
    if action[0] == "use":   # its script runs before the next volley is rolled
        use_ability(state, controller(state, state.counters[ALL_MISSILES_ROLLED]), action[1], action[2])


OPS = {
    "guard": (run_guard, resume_guard),
    "missile rolls": (run_missile_rolls, resume_missile_rolls),
    "declare": (run_declare, resume_declare),
    "mission": (run_mission, None),
    "block": (run_block, resume_block),
    "include": (run_include, resume_include),
    "effects": (run_effects, resume_effects),
    "resolve": (run_resolve, resume_redirect),
    "deal damage": (run_deal_damage, resume_redirect),
    "vehicle rolls": (run_vehicle_rolls, None),
}

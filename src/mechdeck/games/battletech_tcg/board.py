"""The TCG's table: zone names, per-card markers, and the derived values every rule reads (speed, attack, armor,
structure, assets, initiative).

Zones per player p: ``stock{p}`` (Stockpile, face down, top = last), ``hand{p}``, ``scrap{p}`` (Scrapheap, face up),
``build{p}`` (Under Construction: face down unless revealed), ``post{p}`` (Command Post), ``patrol{p}`` (activated
'Mechs: patrolling, guarding or depleted), ``attached{p}`` (pilots and enhancements, each on a host card),
``removed{p}`` (removed from the game).  ``mission`` holds the Mission cards played in the current mission.

A card's markers are counters named ``"<marker>:<card>"`` (absent = off / zero), so a clone copies them with the
counters dict: ``tap`` tapped, ``up`` revealed (face up) while under construction, ``dep`` depleted, ``cc``
construction counters, ``dmg`` damage counters, ``guard`` the guarded site (``"stock"``, ``"scrap"`` or a card id),
``on`` the host of a pilot or enhancement (a card id, "stock<p>" / "scrap<p>" for a site, or a region host
"region:<zone>" for a Terrain card, ``region_of``), ``new`` the turn a card was deployed.  Instance ids 0..split-1
belong to player 0 and the rest to player 1 (ownership never changes; control is the zone a card is in)."""
from __future__ import annotations

from collections.abc import Iterable

from mechdeck.kernel import State

from .abilities.registry import armor_bonus, base_attack_bonus, held_numbers, speed_bonus, static
from .cards import CARDS

STOCK = ("stock0", "stock1")
HAND = ("hand0", "hand1")
SCRAP = ("scrap0", "scrap1")
BUILD = ("build0", "build1")
POST = ("post0", "post1")
PATROL = ("patrol0", "patrol1")
ATTACHED = ("attached0", "attached1")
REMOVED = ("removed0", "removed1")
MISSION = "mission"
# Each seat's zones by kind.  A zone's kind and owner are looked up here, never read from its name.
SEAT_ZONES = {"stock": STOCK, "hand": HAND, "scrap": SCRAP, "build": BUILD, "post": POST, "patrol": PATROL,
              "attached": ATTACHED, "removed": REMOVED}
ZONE_SEAT = {zone: (kind, seat) for kind, names in SEAT_ZONES.items() for seat, zone in enumerate(names)}
PILE_NAMES = {"stock": "Stockpile", "scrap": "Scrapheap"}

SPEED = {"slow": 1, "moderate": 2, "fast": 3}
SPEED_NAME = {1: "slow", 2: "moderate", 3: "fast"}
ASSETS = ("A", "L", "M", "P", "T")


# The five regions of each player's side of the table (rulebook "Playing Area"), which Terrain cards enhance (ruling
# T757): a Terrain card lies among its player's attached cards, its ``on`` mark the region's host name
# ``"region:<zone>"`` ("region:patrol0").
REGION_KINDS = ("stock", "build", "post", "patrol", "scrap")
REGION_NAMES = {"stock": "Stockpile", "build": "Under Construction", "post": "Command Post", "patrol": "Patrol",
                "scrap": "Scrapheap"}
REGION = "region:"
REGION_HOSTS = tuple(f"{REGION}{SEAT_ZONES[kind][seat]}" for seat in (0, 1) for kind in REGION_KINDS)


def region_host(kind: str, p: int) -> str:
    return f"{REGION}{SEAT_ZONES[kind][p]}"


def region_text(host: str) -> str:
    """A region host name in words: "P1's Patrol region"."""
    kind, seat = ZONE_SEAT[host[len(REGION):]]
    return f"{who(seat)}'s {REGION_NAMES[kind]} region"


def zone_owner(zone: str) -> int:
    return ZONE_SEAT[zone][1]


def pile_text(zone: str) -> str:
    """A seat's Stockpile or Scrapheap (a site of damage or of a card's effect) in words: "P2's Stockpile"."""
    kind, seat = ZONE_SEAT[zone]
    return f"{who(seat)}'s {PILE_NAMES[kind]}"


def who(p: int) -> str:
    return f"P{p + 1}"


def ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def face_down_place(state: State, c: int, whose: str = "") -> str:
    """A face-down card under construction as every seat may name it: by its controller and its place among that
    seat's face-down cards there, in the order the table shows them ("P2's 2nd face-down card under construction");
    instance ids are no words of the game.  ``whose`` names the controller in a caller's own words ("your")."""
    p = controller(state, c)
    down = [x for x in state.zones[BUILD[p]] if not mark(state, "up", x)]
    rank = f"{ordinal(down.index(c) + 1)} " if len(down) > 1 and c in down else ""
    return f"{whose or who(p) + chr(39) + 's'} {rank}face-down card under construction"


def next_turn_of(state: State, seat: int) -> int:
    """The number of ``seat``'s next turn (``counters["turn"]`` counts every turn taken).  The active player's extra
    turns still to come (``extra_turns<seat>``, Tyra Miraborg; turn.py) come before the other player's turn, whose
    own extra turns come after it: an effect lasting "until <a player>'s next turn" counts them (ruling T1005)."""
    counters = state.counters
    turn, active = counters.get("turn", 0), counters.get("active", 0)
    if seat != active:
        return turn + 1 + counters.get(f"extra_turns{active}", 0)
    if counters.get(f"extra_turns{seat}", 0):
        return turn + 1
    return turn + 2 + counters.get(f"extra_turns{1 - seat}", 0)


def card_of(state: State, c: int):
    return CARDS[state.card_types[c]]


def name_of(state: State, c: int) -> str:
    return CARDS[state.card_types[c]].name


def owner(state: State, c: int) -> int:
    return 0 if c < state.counters["split"] else 1


def mark(state: State, key: str, c: int, default=None):
    return state.counters.get(f"{key}:{c}", default)


def set_mark(state: State, key: str, c: int, value) -> None:
    name = f"{key}:{c}"
    if value is None or value is False or value == 0:
        state.counters.pop(name, None)
    else:
        state.counters[name] = value


def clear_marks(state: State, c: int) -> None:
    """A card leaving play forgets everything that was on it."""
    suffix = f":{c}"
    for name in [n for n in state.counters if n.endswith(suffix)]:
        del state.counters[name]


# The kinds of counter that lie on a card: the mark each is kept in (``<key>:<card>``: a number, or for infantry
# counters a tuple with one entry per counter naming the Battalion Support it belongs to, dice_and_infantry.py) and
# the name a player reads.  Every kind in play is declared here, the engine's and the card modules', so that a card
# acting on "a counter" of any kind (Underworld Connections, ruling T761) finds them all.
COUNTER_KINDS: dict[str, str] = {
    "cc": "construction", "dmg": "damage",                    # the rules' own
    "op": "operation",                                        # Operations (subterfuge.py)
    "pinned": "pinned", "hindrance": "hindrance",             # Trapped!, Hip Shattered (T755, T756)
    "static": "static", "club": "clubbing limb",              # Communications Failure, Improvised Weapon
    "divert": "diversion", "deposit": "deposit",              # Misrouted Command, Comstar Bank Account
    "investment": "investment", "salvage": "salvage", "support": "support",   # named counters (T761)
    "supply": "supply", "chivalry": "chivalry",               # Airdropped Supplies, Knights of the Inner Sphere
    "guerrilla": "guerrilla",                                 # Suicide Troops, on sites (one entry per counter)
    "time": "time", "verse": "verse", "communique": "communiqué", "booty": "booty", "camouflage": "camouflage",
    "infantry": "infantry",                                   # Battalion Support, on sites that are cards
}


def counters_on(state: State, c: int, kinds: Iterable[str] = COUNTER_KINDS) -> list[tuple[str, int]]:
    """The counters on a card: (kind, how many) for each of ``kinds`` it has (a hindrance counter, kept as True, is 1;
    infantry counters, kept as the Battalion Supports they come from, count one each)."""
    out = []
    for key in kinds:
        value = state.counters.get(f"{key}:{c}")
        if value:
            out.append((key, len(value) if isinstance(value, tuple) else int(value)))
    return out


# Where to look for a card: the small in-play zones first, the long Stockpiles last.
_SEARCH_ORDER = ("patrol0", "patrol1", "post0", "post1", "build0", "build1", "attached0", "attached1", "mission",
                 "hand0", "hand1", "scrap0", "scrap1", "removed0", "removed1", "stock0", "stock1")


def zone_of(state: State, c: int) -> str | None:
    zones = state.zones
    for zone in _SEARCH_ORDER:
        if c in zones[zone]:
            return zone
    return None


def controller(state: State, c: int) -> int:
    """The player whose side of the table the card is on (its owner while it is in hand, Stockpile or Scrapheap)."""
    zone = zone_of(state, c)
    return owner(state, c) if zone is None or zone == MISSION else ZONE_SEAT[zone][1]


def is_unit(state: State, c: int) -> bool:
    """A Unit: a 'Mech, a Vehicle or a Battle Armor (T1100). The rulebook's rules for 'Mechs are the rules for every
    Unit, and the older printings' "'Mech" reads "Unit" (T1102), so rules and older cards ask this."""
    return CARDS[state.card_types[c]].kind in ("mech", "unit")


def is_mech(state: State, c: int) -> bool:
    """A 'Mech and nothing else: what a Pilot may go on (T1132), and what a later printing's "'Mech" means (T1100)."""
    return CARDS[state.card_types[c]].kind == "mech"


def is_vehicle(state: State, c: int) -> bool:
    """What a card text's "Vehicle" names: Vehicles and Battle Armor alike (PG, Types of Units; T1100)."""
    return CARDS[state.card_types[c]].kind == "unit"


def is_battle_armor(state: State, c: int) -> bool:
    return state.card_types[c] in BATTLE_ARMOR_TYPES


def rolls_when_damaged(state: State, c: int) -> bool:
    """A Vehicle proper, which rolls a die when damaged (T1101): the roll is the Vehicle keyword's, and Battle Armor,
    whose reminders print none, makes no roll although a text's "Vehicle" names it too."""
    card = CARDS[state.card_types[c]]
    return card.kind == "unit" and "Vehicle" in card.subtypes


def is_omni_mech(state: State, c: int) -> bool:
    """An Omni 'Mech: the 'Mechs whose speed Battle Armor takes in a group (T1103)."""
    card = CARDS[state.card_types[c]]
    return card.kind == "mech" and "Omni" in card.keywords


# Battle Armor by card type (asked for every speed value).
BATTLE_ARMOR_TYPES = frozenset(i for i, card in enumerate(CARDS)
                               if card.kind == "unit" and "Battle Armor" in card.subtypes)


def may_repair(state: State, p: int, unit: int) -> bool:
    """May player p repair the unit now: every ``STATIC["may_repair"]`` (state, player, unit) -> bool agrees (Battle
    Attrition's "Your opponents cannot repair their Units"); every card or rule that repairs asks it."""
    return all(fn(state, p, unit) for fn in static(state, "may_repair"))


def tapped(state: State, c: int) -> bool:
    return f"tap:{c}" in state.counters


def tap(state: State, c: int) -> None:
    state.counters[f"tap:{c}"] = True


def untap(state: State, c: int) -> None:
    state.counters.pop(f"tap:{c}", None)


def region_of(state: State, where, defender: int = 0) -> str | None:
    """The region (its host name) a mission target or an Enhancement's host is in (ruling T757): a mission's
    "stock" / "scrap" is the defender's Stockpile / Scrapheap region, "stock<seat>" / "scrap<seat>" that seat's; a
    card is in the region of its zone (a card under construction, or an activated 'Mech waiting there, in Under
    Construction; a patrolling, guarding or depleted 'Mech in Patrol); anything else is in no region."""
    if where is None:
        return None
    if isinstance(where, str):
        if where in ("stock", "scrap"):
            return region_host(where, defender)
        return f"{REGION}{where}" if where in ZONE_SEAT and ZONE_SEAT[where][0] in REGION_NAMES else None
    zone = zone_of(state, where)
    if zone is None or zone == MISSION:
        return None
    kind, seat = ZONE_SEAT[zone]
    return region_host(kind, seat) if kind in REGION_NAMES else None


def attachments(state: State, host) -> list[int]:
    """Pilots and enhancements on a card (or on a site such as "stock0")."""
    zones = state.zones
    found = zones[ATTACHED[0]] + zones[ATTACHED[1]]
    if not found:
        return found
    counters = state.counters
    return [a for a in found if counters.get(f"on:{a}") == host]


def pilot_of(state: State, mech: int) -> int | None:
    for a in attachments(state, mech):
        if "Pilot" in card_of(state, a).subtypes:
            return a
    return None


# -- assets and initiative -------------------------------------------------------------------------------------------
# Cards that change assets in play set the counter ``ASSET_EFFECTS`` once they act, so that games without them never
# look further: ``provides:<card>`` the asset a Command Post card was made to provide (ComStar Support),
# ``lost_assets<seat>`` the assets a player has lost (Severed Supply Lines), ``stoppage:<card>`` the asset whose
# presence pays no asset cost of cards under construction while that card is in a Command Post (Work Stoppage).
ASSET_EFFECTS = "asset_effects"


def assets(state: State, p: int) -> frozenset:
    """Assets p has in play (never cumulative): letters on activated Command cards plus assets gained for the game."""
    have = set(state.counters.get(f"assets{p}", ()))
    types = state.card_types
    for c in state.zones[POST[p]]:
        have.update(CARDS[types[c]].provides)
    if ASSET_EFFECTS in state.counters:
        counters = state.counters
        for c in state.zones[POST[p]]:
            chosen = counters.get(f"provides:{c}")
            if chosen:
                have.add(chosen)
        have.difference_update(counters.get(f"lost_assets{p}", ()))
    return frozenset(have)


def has_asset(state: State, p: int, letter: str) -> bool:
    # the answer of ``letter in assets(state, p)`` without building the set (asked for every initiative)
    if ASSET_EFFECTS in state.counters:
        return letter in assets(state, p)
    if letter in state.counters.get(f"assets{p}", ()):
        return True
    types = state.card_types
    return any(letter in CARDS[types[c]].provides for c in state.zones[POST[p]])


def card_provides(state: State, c: int) -> tuple:
    """The assets one card provides: its printed letters, and the one it was made to provide (ComStar Support)."""
    printed = tuple(CARDS[state.card_types[c]].provides)
    if ASSET_EFFECTS not in state.counters:
        return printed
    chosen = state.counters.get(f"provides:{c}")
    return printed + (chosen,) if chosen and chosen not in printed else printed


def stopped_assets(state: State, every_cost: bool = False) -> frozenset:
    """Assets whose presence pays no asset cost of cards under construction (Work Stoppage in a Command Post: its
    ``stoppage:<card>`` mark); ``every_cost``: those whose presence pays no asset cost at all, of abilities and actions
    too (the Commander's Edition printing's ``stoppage_any:<card>``)."""
    counters = state.counters
    if ASSET_EFFECTS not in counters:
        return frozenset()
    kinds = ("stoppage_any",) if every_cost else ("stoppage", "stoppage_any")
    return frozenset(counters[f"{kind}:{c}"] for zone in POST for c in state.zones[zone] for kind in kinds
                     if f"{kind}:{c}" in counters)


def activation_cost(state: State, p: int, c: int) -> int:
    """Resources a card under construction needs before it can be revealed: its cost plus each missing asset's, as
    the cards that change what it costs to activate a card say (``STATIC["activation_cost"]``, T1116)."""
    card = card_of(state, c)
    changes = static(state, "activation_cost")
    if not card.assets:   # no asset cost (most cards): no need to gather p's assets
        return _changed_cost(state, p, c, card.cost, 0, changes) if changes else card.cost
    have = assets(state, p)
    if ASSET_EFFECTS in state.counters:
        have = have - stopped_assets(state)
    asset_part = sum(n for letter, n in card.assets.items() if letter not in have)
    return _changed_cost(state, p, c, card.cost, asset_part, changes) if changes else card.cost + asset_part


def _changed_cost(state: State, p: int, c: int, base: int, asset_part: int, changes) -> int:
    """Each change is ``(state, player, card, base, asset_part) -> (base, asset_part)``: "N more/less" moves the base
    part, never below 0; "ignoring its base construction cost" zeroes it; the changes apply one after another."""
    for change in changes:
        base, asset_part = change(state, p, c, base, asset_part)
    return max(0, base) + max(0, asset_part)


# -- unit values ------------------------------------------------------------------------------------------------------
# Card abilities add to these through hooks (abilities/registry.py): each returns the modifier for one unit.
def speed(state: State, c: int) -> int:
    """A unit's speed outside a mission's groups.  Battle Armor with no printed speed (Paul Moon) is slow: Battle
    Armor Squad's erratum supplied "slow" for an omitted speed, and every other Battle Armor is printed slow (T1103);
    in an attacking or blocking group it takes the fastest Omni 'Mech's (missions.acting_speed)."""
    card = card_of(state, c)
    base = SPEED.get(card.speed or "", 0) or (1 if state.card_types[c] in BATTLE_ARMOR_TYPES else 0)
    fixed = fixed_speed(state, c)
    if fixed:
        return fixed
    return min(3, base + speed_bonus(state, c))


def game_holds(state: State, number: str) -> bool:
    """Does the game hold a card with this collector number?"""
    return number in held_numbers(state)


# An effect that says "its speed is slow" (Hip Shattered's hindrance counter, Tracking System Failure) sets a unit's
# speed for every purpose, whatever its printed speed and the bonuses it has.  ``STATIC["fixed_speed"]`` (state, unit)
# -> the speed it is set to (0: none), asked only in games holding one of ``SPEED_FIXERS`` (the card modules add their
# numbers).  Several at once: the slowest.
SPEED_FIXERS: set[str] = set()


def fixed_speed(state: State, c: int) -> int:
    """The speed an effect sets the unit to, 0 if none does."""
    if SPEED_FIXERS.isdisjoint(held_numbers(state)):
        return 0
    found = 0
    for fn in static(state, "fixed_speed"):
        value = fn(state, c)
        if value and (not found or value < found):
            found = value
    return found


def base_attack(state: State, c: int) -> int:
    """Printed attack plus the changes of enhancements and pilots (the value options may not take below 0)."""
    card = card_of(state, c)
    return max(0, (card.attack or 0) + base_attack_bonus(state, c))


def armor(state: State, c: int) -> int:
    card = card_of(state, c)
    return max(0, (card.armor or 0) + armor_bonus(state, c))


def structure(state: State, c: int) -> int:
    """Printed structure plus the changes of cards (``STATIC["structure"]``: Retrofits' "-1 structure")."""
    card = card_of(state, c)
    total = card.structure or 0
    for fn in static(state, "structure"):
        total += fn(state, c)
    return total


def units_in_play(state: State, p: int) -> list[int]:
    """p's activated units: on patrol / guarding / depleted, and activated 'Mechs still in the Construction region
    (a card only turned face up by damage, not paid for, is still under construction)."""
    counters, types = state.counters, state.card_types   # asked many times a decision: no calls per card
    return state.zones[PATROL[p]] + [c for c in state.zones[BUILD[p]]
                                     if counters.get(f"up:{c}") and not counters.get(f"unpaid:{c}")
                                     and CARDS[types[c]].kind in ("mech", "unit")]

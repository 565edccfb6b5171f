"""Where card behaviour plugs into the rules engine.  The engine asks these tables; card modules fill them.

* ``ABILITIES[number]``: activated abilities ("{T}: ...", "Scrap X to ...", "{R}: ..."), each usable in named
  windows: ``draw``, ``repair``, ``deploy``, ``missions`` (your Missions phase, not during a mission), ``mission``
  (during a mission, in your initiative), ``battle`` (during a battle, in your initiative), ``preblock`` (a mission
  was declared, before blockers), ``end`` (your End of Turn).
* ``MISSIONS[number]``: Mission cards: when they may be played and the script they run.
* ``ON_REVEAL[number]``: the script run when a card under construction is revealed (activated).
* ``TRIGGERS[event]``: (number, function) pairs called by the engine at named moments (see the engine modules).
* ``STATIC[kind]``: functions summing a modifier for a unit or a player (``attack``, ``armor``, ``speed``,
  ``initiative``), each ``(state, card) -> int`` or ``(state, player) -> int``, and the engine's other hooks.  The
  engine asks ``static(state, kind)``: the hooks of that kind that matter in this game, without those registered
  ``for_cards`` whose cards the game does not hold (worked out once a game).
* ``SECRETS[name]``: the values a hidden number ``secret<seat>:<name>`` may take.
* ``IMPLEMENTED``: numbers of the cards whose whole text is code here (plain Units and Resources are implemented by
  their data, and a Commander's Edition reprint by the printing it plays as; see ``implemented_numbers``).
* ``WHERE[number]``: the card module that implements the card, noted by the registration functions below from their
  caller (a card is claimed by one module only); ``BLOCKS[number]``: the shared building blocks it is declared with
  (building_blocks.py).  ``where(number)`` says both, for a reader looking for a card's behaviour."""
from __future__ import annotations

import re
from typing import Callable, NamedTuple

from ..cards import CARDS


class Ability(NamedTuple):
    key: str                     # unique per card
    label: str                   # how the option reads
    windows: frozenset
    script: str                  # script name in SCRIPTS[RULES_ID]; runs with locals card=, player=
    tap: bool = False            # cost: tap the card
    pay: int = 0                 # cost: resources
    scrap: bool = False          # cost: scrap the card
    condition: Callable | None = None  # (state, player, card) -> bool: may it be used now?
    once_per_mission: bool = True


class MissionCard(NamedTuple):
    script: str                          # runs with locals card=, player=
    condition: Callable | None = None    # (state, player) -> bool, besides the general limits
    preblock: bool = False               # played before blockers are declared
    initiative: int = 0                  # the printed "+N initiative" of the card


ABILITIES: dict[str, list[Ability]] = {}
MISSIONS: dict[str, MissionCard] = {}
ON_REVEAL: dict[str, str] = {}
TRIGGERS: dict[str, list[tuple[str, Callable]]] = {}
STATIC: dict[str, list[Callable]] = {"attack": [], "armor": [], "speed": [], "initiative": []}
IMPLEMENTED: set[str] = set()
# Hidden numbers: SECRETS[name](state, seat) -> the values the counter "secret<seat>:<name>" may hold (a
# determinization draws it anew for the other player, who must not learn it).
SECRETS: dict[str, Callable] = {}
WHERE: dict[str, str] = {}          # number -> the card module implementing it
BLOCKS: dict[str, list[str]] = {}   # number -> the building blocks it is declared with, in declaration order
SHARED_SCRIPTS: dict[str, str] = {}  # script name -> the building block it is (filled by building_blocks.py)
HOOK_CARDS: dict[Callable, frozenset] = {}   # hook -> the collector numbers it is for (``for_cards``)
_PACKAGE = __name__.rsplit(".", 1)[0]
_NOT_CARD_MODULES = ("registry", "building_blocks")


# -- registration: every card module registers its cards through these, which note the module ------------------------
_LOADING: list[str] = []   # the card module whose registrations are being made (set by its ``card_module`` call)


def card_module(name: str) -> None:
    """A card module's first statement after its imports: the registrations that follow count for it.  Said, not
    looked up on the call stack, because a compiled module has no Python frames."""
    _LOADING[:] = [name.rsplit(".", 1)[1]]


def _calling_module() -> str:
    """The card module being loaded: registrations made inside building_blocks.py on a card module's behalf count
    for that card module."""
    if not _LOADING:
        raise RuntimeError("card registrations are made by the card modules of " + _PACKAGE + ", each starting with "
                           "card_module(__name__)")
    return _LOADING[0]


def implements(*numbers: str, block: str | None = None) -> None:
    """The calling module implements these cards (with the building block ``block``, if named).  A card claimed by
    two modules is a layout error, raised at start-up."""
    module = _calling_module()
    for number in numbers:
        if WHERE.setdefault(number, module) != module:
            raise ValueError(f"{number} is implemented both in {WHERE[number]}.py and in {module}.py")
        IMPLEMENTED.add(number)
        if block is not None and block not in BLOCKS.setdefault(number, []):
            BLOCKS[number].append(block)


def ability(number: str, *abilities: Ability) -> None:
    ABILITIES.setdefault(number, []).extend(abilities)
    implements(number)
    for a in abilities:
        if a.script in SHARED_SCRIPTS:
            implements(number, block=SHARED_SCRIPTS[a.script])


def on_reveal(number: str, script: str) -> None:
    """The script run when the card is revealed (activated)."""
    ON_REVEAL[number] = script
    implements(number, block=SHARED_SCRIPTS.get(script))


def mission_card(number: str, card: MissionCard) -> None:
    MISSIONS[number] = card
    implements(number)


def trigger(event: str, number: str, fn: Callable) -> None:
    TRIGGERS.setdefault(event, []).append((number, fn))


def where(number: str) -> str:
    """Where a card's behaviour is written: ``"resources.py"``, ``"resources.py (building blocks: tap for +1
    initiative)"``, or, for a card the engine plays from its data alone, that; "" for a card not implemented."""
    from . import load_all
    load_all()
    if number in WHERE:
        blocks = BLOCKS.get(number)
        return f"{WHERE[number]}.py" + (f" (building blocks: {', '.join(blocks)})" if blocks else "")
    if number not in implemented_numbers():
        return ""
    reprint = _REPRINTS.get(number)
    if reprint is not None:
        how = (f"read as the same card, ruling T1105: {reprint.reprint_reading}" if reprint.reprint_reading
               else "of its text, ruling T1105")
        return f"{where(reprint.plays_as)}, as {reprint.plays_as} (a Commander's Edition reprint {how})"
    return "its data (registry.plain_by_data: options and resource lines the engine reads)"


# -- the hooks a game asks --------------------------------------------------------------------------------------------
# The collector numbers of the cards a game holds (anywhere: decks, hands, play), and the hooks that matter in it,
# worked out once a game: its card types are shared by every clone.  A hook asked at every unit value, target and
# turn costs nothing in a game without its card, and a position (a scenario file) that begins with the card in play
# is such a game too.
_HELD: list = [None, frozenset()]   # (the card types of the last game asked about, the numbers it holds)
_GAME_TYPES: list = [None]          # the card types of the last game ``static`` was asked about
_GAME_HOOKS: dict[str, tuple[list, list]] = {}   # its hooks: kind -> (STATIC[kind] then, the hooks that matter)
_NONE: list = []                    # the hooks of a kind no card registers


def held_numbers(state) -> frozenset:
    types = state.card_types
    if types is not _HELD[0]:
        _HELD[:] = [types, frozenset(CARDS[t].plays_as for t in set(types))]
    return _HELD[1]


def for_cards(numbers, hook: Callable) -> Callable:
    """Note that ``hook`` is for the cards of these collector numbers (as played: ``Card.plays_as``) and does
    nothing in a game that holds none of them, so ``static`` leaves it out there.  Returns the hook."""
    HOOK_CARDS[hook] = frozenset((numbers,) if isinstance(numbers, str) else numbers)
    return hook


def static(state, kind: str) -> list:
    """The hooks ``STATIC[kind]`` that matter in this game: all of them but those ``for_cards`` whose cards the game
    does not hold.  Worked out again for another game, or if ``STATIC[kind]`` was replaced since (a test's own
    hooks: the card modules fill STATIC once, as they are imported)."""
    registered = STATIC.get(kind, _NONE)
    if state.card_types is _GAME_TYPES[0]:
        entry = _GAME_HOOKS.get(kind)
        if entry is not None and entry[0] is registered:
            return entry[1]
    else:
        _GAME_TYPES[0] = state.card_types
        _GAME_HOOKS.clear()
    held = held_numbers(state)
    hooks = [fn for fn in registered if fn not in HOOK_CARDS or not HOOK_CARDS[fn].isdisjoint(held)]
    _GAME_HOOKS[kind] = (registered, hooks)
    return hooks


# -- static modifiers -------------------------------------------------------------------------------------------------
# Plain loops rather than sum(generator): these run for every unit value the battle asks for.
def base_attack_bonus(state, c: int) -> int:
    total = 0
    for fn in static(state, "attack"):
        total += fn(state, c)
    return total


def armor_bonus(state, c: int) -> int:
    total = 0
    for fn in static(state, "armor"):
        total += fn(state, c)
    return total


def speed_bonus(state, c: int) -> int:
    total = 0
    for fn in static(state, "speed"):
        total += fn(state, c)
    return total


def initiative_bonus(state, p: int) -> int:
    total = 0
    for fn in static(state, "initiative"):
        total += fn(state, p)
    return total


# -- what the data alone implements -----------------------------------------------------------------------------------
# One option of a unit's text that the engine reads from the data's ``options``; a named group must be the card's
# own name (or the start of it: "Atlas" on Atlas (AS7-K)), so a text about other cards is never plain.  The later
# sets' printings word the same options a little differently, and each variant is read the same (ruling T840):
# "Jump (-1 attack:+1 initiative)" without the space, "Anti-missile" (Cerberus, Komodo), an Anti-Missile reminder
# without its final period (Komodo) and Black Hawk C's "... of its damage to its target" (T765).  Commander's
# Edition and Crusade restate the keywords in reminders of their own (T1108): "Long-Range 2 (If X is blocked, it may
# deal up to 2 of its damage to the target.)" (Thunder Hawk: "up to 3 damage"), "Anti-Missile (Prevent 1 damage from
# each missile fired at a Unit in a group that includes X.)".  VTOL is read by the engine too (T1104).  A few texts
# lack the space after a reminder's ")" (Pinto, Nightshade): options are read with or without it.
_ENGINE_OPTIONS = (
    r"Missile \d+|Overheat \d+: ?\+\d+ attack|Alpha Strike: ?\+\d+ attack|"
    r"Long-Range \d+(?: \(If (?P<lr2>[^.()]+) is blocked, it may deal (?:up to )?\d+ (?:of its )?damage to the "
    r"target\.\))?|"
    r"Jump \((?:-\d+ attack|attack ?-\d+): ?\+\d+ initiative\)|"
    r"Anti-[Mm]issile \(Each missile assigned to a 'Mech in a group that includes (?P<am1>[^.()]+) deals -1 "
    r"damage\.?\)|"
    r"Anti-[Mm]issile \(Prevent 1 damage from each missile fired at a Unit in a group that includes "
    r"(?P<am3>[^.()]+)\.\)|"
    r"Anti-[Mm]issile(?! \()|"
    r"Each missile assigned to a 'Mech in a group that includes (?P<am2>[^.()]+) deals -1 damage\.|"
    r"If (?:the )?(?P<lr>[^.()]+) attacks and is blocked, it may deal (?:up to )?\d+ of its damage to (?:the|its) "
    r"target\.|"
    r"VTOL \(Vehicles with VTOL cannot be blocked by patrolling 'Mechs or by patrolling vehicles without VTOL\.\)")
# The reminders of the Unit types, which state rules the engine plays for the card's kind and subtype (T1100-T1103):
# Arsenal's Vehicle and Battle Armor reminders with Battle Armor's speed sentence, Crusade's "Vehicle (If X is
# damaged, roll a die. On a 5 or 6, scrap it.)" and Paul Moon's Battle Armor reminder.
_TYPE_REMINDERS = (
    r"Vehicle \(Activates, attacks, guards, and blocks like a 'Mech\. If damaged, roll a die\. On a 6, scrap "
    r"Vehicle\.\)|"
    r"Vehicle \(If (?P<veh>[^.()]+) is damaged, roll a die\. On a 5 or 6, scrap it\.\)|"
    r"Battle Armor \(Activates, attacks, guards, and blocks like a 'Mech, and cannot attack or block alone\.\)|"
    r"Attacks or blocks at the speed of the fastest Omni Mech in the group accompanying it, if any\.|"
    r"Battle Armor \(Cannot attack or block alone, but does so at the speed of the fastest Omni 'Mech, if any, in "
    r"the group that includes it\.\)")
# The options abilities/mechs.py's hooks read from the data (ECM, NARC, C3 with the engine, AP, Hand-to-Hand), with
# their reminders in every set's wording: a card whose text is these and the engine's options is registered there.
_HOOKED_OPTIONS = (
    r"ECM \((?:Each 'Mech in a group that includes at least one '?Mech with ECM gets \+1 armor\.|"
    r"Units in groups including any with ECM each get ?\+1 armor\.)\)|"
    r"N(?:ARC|arc) \((?:Units in groups including any with NARC may subtract 1 from the die roll of each missile "
    r"they fire\.|You may subtract 1 from each of your missile rolls if the missiles are assigned by a 'Mech in a "
    r"group that includes at least one (?:NARC 'Mech|Mech with NARC)\.?)\)|"
    r"C3 \(Each (?:'?Mech|Unit) with C3 in a group that includes at least one other (?:'?Mech|Unit) with C3 gets "
    r"\+2 attack\.\)|"
    r"AP \((?P<ap>[^.()]+) (?:deals \+1 damage to any target other than a (?:'?Mech|Unit)|has \+1 attack, only "
    r"usable against targets other than Units)\.\)|"
    r"Hand-to-Hand \d+ \((?P<hh>[^.()]+) has \+\d+ attack, only usable against Units of the same speed or "
    r"slower\.\)")
_OPTION_LINE = re.compile(rf"\s*(?:{_ENGINE_OPTIONS}|{_TYPE_REMINDERS})")
_HOOKED_OPTION_LINE = re.compile(rf"\s*(?:{_ENGINE_OPTIONS}|{_TYPE_REMINDERS}|{_HOOKED_OPTIONS})")
# A Resource's "{T}: {R}" (or "{T}: {R} {R} {R}": turn.resource_amount counts them) and the reminders of the assets
# it provides, in the rulebook's wording and the later ones (T1109): "Tactics (Your base initiative is 1.)", several
# of them (Weapons Depot), none.
_SUPPORT_RESOURCE = re.compile(r"^\{T\}: \{R\}(?: \{R\})*(?: ?(?:Assembly|Logistics|Munitions|Tactics|Politics) "
                               r"\([^()]*\)?)*\s*$")
PILOT_BONUS = re.compile(r"^(?:Pilot: )?\+(\d+) initiative(?:, \+(\d+) attack)?")


def plain_by_data(card) -> bool:
    """A card whose text is only options/resource lines the engine reads from the data (a Vehicle's or Battle
    Armor's type reminder states rules the engine plays for its type: T1101, T1103, T1104)."""
    if card.kind in ("mech", "unit"):
        return only_options(card)
    if "Resource" in card.subtypes:
        return bool(_SUPPORT_RESOURCE.match(card.text or ""))
    return False


def only_options(card, hooked: bool = False) -> bool:
    """Is the unit's text only options the engine reads and its type's reminders (with ``hooked``, also the options
    mechs.py's hooks read)?"""
    line = _HOOKED_OPTION_LINE if hooked else _OPTION_LINE
    text = (card.text or "").strip()
    own = card.name.lower()
    pos = 0
    while pos < len(text):
        m = line.match(text, pos)
        if m is None or m.end() == pos:
            return False
        if any(name is not None and not own.startswith(name.lower()) for name in m.groupdict().values()):
            return False
        pos = m.end()
    return True


_IMPLEMENTED_NUMBERS: list[frozenset[str]] = []   # implemented_numbers(), worked out once (every deck check asks)
# The Commander's Edition reprints with their earlier printing's text (or read as its card), cost and stats, by
# number (the data's ``plays_as``, T1105): a reprint plays by the printing's code, so it works when that one does.
_REPRINTS = {c.number: c for c in CARDS if c.plays_as != c.number}


def implemented_numbers() -> frozenset[str]:
    """The cards whose whole text works: of the sets whose rules this rule set takes on (decks.PLAYABLE_SETS),
    those with code here, those played by their data, and the reprints of either (T1105)."""
    if not _IMPLEMENTED_NUMBERS:
        from . import load_all
        from ..decks import PLAYABLE_SETS
        load_all()
        playable = [c for c in CARDS if c.set_code in PLAYABLE_SETS]
        own = {c.number for c in playable if c.number in IMPLEMENTED or plain_by_data(c)}
        _IMPLEMENTED_NUMBERS.append(frozenset(own | {c.number for c in playable if c.plays_as in own}))
    return _IMPLEMENTED_NUMBERS[0]

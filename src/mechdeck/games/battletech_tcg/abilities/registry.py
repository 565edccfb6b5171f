"""Where card behaviour plugs into the rules engine.  The engine asks these tables; card modules fill them.

* ``ABILITIES[number]``: activated abilities ("{T}: ...", "Scrap X to ...", "{R}: ..."), each usable in named
  windows: ``draw``, ``repair``, ``deploy``, ``missions`` (your Missions phase, not during a mission), ``mission``
  (during a mission, in your initiative), ``battle`` (during a battle, in your initiative), ``preblock`` (a mission
  was declared, before blockers), ``end`` (your End of Turn).
* ``MISSIONS[number]``: Mission cards: when they may be played and the script they run.
* ``ON_REVEAL[number]``: the script run when a card under construction is revealed (activated).
* ``TRIGGERS[event]``: (number, function) pairs called by the engine at named moments (see the engine modules).
* ``STATIC[kind]``: functions summing a modifier for a unit or a player (``attack``, ``armor``, ``speed``,
  ``initiative``), each ``(state, card) -> int`` or ``(state, player) -> int``.
* ``SECRETS[name]``: the values a hidden number ``secret<seat>:<name>`` may take.
* ``IMPLEMENTED``: numbers of the cards whose whole text is code here (plain 'Mechs and Support resources are
  implemented by their data; see ``implemented_numbers``).
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
    if number in implemented_numbers():
        return "its data (registry.plain_by_data: options and resource lines the engine reads)"
    return ""


# -- static modifiers -------------------------------------------------------------------------------------------------
# Plain loops rather than sum(generator): these run for every unit value the battle asks for.
def base_attack_bonus(state, c: int) -> int:
    total = 0
    for fn in STATIC["attack"]:
        total += fn(state, c)
    return total


def armor_bonus(state, c: int) -> int:
    total = 0
    for fn in STATIC["armor"]:
        total += fn(state, c)
    return total


def speed_bonus(state, c: int) -> int:
    total = 0
    for fn in STATIC["speed"]:
        total += fn(state, c)
    return total


def initiative_bonus(state, p: int) -> int:
    total = 0
    for fn in STATIC["initiative"]:
        total += fn(state, p)
    return total


# -- what the data alone implements -----------------------------------------------------------------------------------
# One option of a unit's text that the engine reads from the data's ``options``; a named group must be the card's
# own name (or the start of it: "Atlas" on Atlas (AS7-K)), so a text about other cards is never plain.  The later
# sets' printings word the same options a little differently, and each variant is read the same (ruling T840):
# "Jump (-1 attack:+1 initiative)" without the space, "Anti-missile" (Cerberus, Komodo), an Anti-Missile reminder
# without its final period (Komodo) and Black Hawk C's "... of its damage to its target" (T765).
_OPTION_LINE = re.compile(
    r"\s*(?:Missile \d+|Overheat \d+: ?\+\d+ attack|Alpha Strike: ?\+\d+ attack|Long-Range \d+|"
    r"Jump \((?:-\d+ attack|attack ?-\d+): ?\+\d+ initiative\)|"
    r"Anti-[Mm]issile \(Each missile assigned to a 'Mech in a group that includes (?P<am1>[^.()]+) deals -1 "
    r"damage\.?\)|"
    r"Anti-[Mm]issile(?! \()|"
    r"Each missile assigned to a 'Mech in a group that includes (?P<am2>[^.()]+) deals -1 damage\.|"
    r"If (?:the )?(?P<lr>[^.()]+) attacks and is blocked, it may deal (?:up to )?\d+ of its damage to (?:the|its) "
    r"target\.)")
_SUPPORT_RESOURCE = re.compile(r"^\{T\}: \{R\}( (Assembly|Logistics|Munitions|Tactics|Politics) \([^)]*\)?\)?)?\s*$")
PILOT_BONUS = re.compile(r"^(?:Pilot: )?\+(\d+) initiative(?:, \+(\d+) attack)?")


def plain_by_data(card) -> bool:
    """A card whose text is only options/resource lines the engine reads from the data."""
    if card.kind in ("mech", "unit"):
        return _only_options(card)
    if "Resource" in card.subtypes:
        return bool(_SUPPORT_RESOURCE.match(card.text or ""))
    return False


def _only_options(card) -> bool:
    text = (card.text or "").strip()
    own = card.name.lower()
    pos = 0
    while pos < len(text):
        m = _OPTION_LINE.match(text, pos)
        if m is None or m.end() == pos:
            return False
        if any(name is not None and not own.startswith(name.lower()) for name in m.groupdict().values()):
            return False
        pos = m.end()
    return True


_IMPLEMENTED_NUMBERS: list[frozenset[str]] = []   # implemented_numbers(), worked out once (every deck check asks)


def implemented_numbers() -> frozenset[str]:
    """The cards whose whole text works: of the sets whose rules this rule set takes on (decks.PLAYABLE_SETS),
    those with code here and those played by their data.  The other sets bring rules it does not have (Vehicles,
    Battle Armor, new keywords), so none of their cards counts as implemented, plain or not."""
    if not _IMPLEMENTED_NUMBERS:
        from . import load_all
        from ..decks import PLAYABLE_SETS
        load_all()
        _IMPLEMENTED_NUMBERS.append(frozenset(c.number for c in CARDS if c.set_code in PLAYABLE_SETS
                                              and (c.number in IMPLEMENTED or plain_by_data(c))))
    return _IMPLEMENTED_NUMBERS[0]

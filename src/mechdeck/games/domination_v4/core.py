"""Domination v4's part of the family machinery: its card table, the hooks where v4 differs from the family's
shared ops (what replaces where a damaged unit goes, "when damaged" triggers, where a gained card may go, units
that cannot be damaged), and its Supply: base and Overrun piles plus the Supply Row refilled from the face-down
Supply Deck."""
from __future__ import annotations

from typing import Final

from mechdeck.kernel import Frame, State, shuffle
from mechdeck.kernel.zones import find, move

from ..domination import core as _core
from ..domination.core import (ASIDE, DECK, DISCARD, HAND, PLAY, REVEAL, SCRAP, UNITS, ask, count_in,  # noqa: F401
                               damage, damageable, draw, finish, forget_shuffled, gain, hit, name_of, names_in,
                               pick_cards, pile, push, reveal_top, who)
from ..domination.table import (COST, DURABLE, IS_INFANTRY, IS_MECH, IS_OVERRUN, IS_RESOURCE,  # noqa: F401
                                IS_SUPPORT, IS_UNIT, IS_VEHICLE, LOSTECH, NAMES, OVERRUN, TANKS, add_rule_set,
                                table_of)

RULES_ID: Final = "domination-v4"
# The numbers of the rules a variant may change (docs/balance.md), with the quick-play rules' values: the hand
# drawn at the end of a turn (and the second player's first hand), the first player's first hand, the Supply Row's
# size and how many cards the Supply Deck is dealt.
PARAMETERS: Final = {"hand_size": 5, "first_hand": 3, "row_size": 6, "supply_deal": 40}
TABLE = add_rule_set(RULES_ID, __package__, PARAMETERS)
CARDS: Final = TABLE.cards
BY_NAME: Final = TABLE.by_name
tid = TABLE.tid

BASE_PILES: Final = tuple(c.name for c in CARDS if c.base)
OVERRUN_PILES: Final[tuple[str, ...]] = ("Heavy Casualties", "Raided Supplies", "Critical Hit", "Retreat!")
SUPPLY_CARDS: Final = tuple(c.name for c in CARDS if not c.base and c.type != "Overrun")
ROW: Final = "row"               # the Supply Row: face up
SUPPLY_DECK: Final = "supplydeck"  # the Supply Deck: face down, top card last
REACT: Final[tuple[str, ...]] = ("reactions0", "reactions1")  # Support-Reaction cards placed in the deployment zone (not units)

PLATOON: Final = tid("Infantry Platoon")
ATLAS: Final = tid("Atlas")
EXPERT_MECH_TECHS: Final = tid("Expert Mech Techs")
MAN_O_WAR: Final = tid("Man O' War (Gargoyle)")
ADDER: Final = tid("Adder (Puma)")
RYOKEN: Final = tid("Ryoken (Stormcrow)")
WOLVERINE: Final = tid("Wolverine")


def units_of(state: State, p: int) -> list[int]:
    return state.zones[UNITS[p]]


# -- the Supply ------------------------------------------------------------------------------------------------------
def refill_row(state: State) -> None:
    """The Supply Row always holds six cards while the Supply Deck lasts."""
    row = state.zones[ROW]
    deck = state.zones[SUPPLY_DECK]
    row_size = table_of(state.rules_id).parameters["row_size"]
    while len(row) < row_size and deck:
        card = deck.pop()
        row.append(card)
        if state.log is not None:
            state.say(f"{name_of(state, card)} joins the Supply Row")


def supply_source(state: State, name: str) -> str | None:
    """The zone a card of that name can be taken from (a base pile or the Supply Row), or None."""
    z = state.zones
    zone = pile(name)
    if zone in z:
        return zone if z[zone] else None
    t = tid(name)
    return ROW if find(state, ROW, t) >= 0 else None


def gain_named(state: State, p: int, name: str, dest: str | None = None, bought: bool = False) -> bool:
    zone = supply_source(state, name)
    if zone is None:
        return False
    card = state.zones[zone][-1] if zone != ROW else find(state, ROW, tid(name))
    gain(state, p, card, zone, dest, bought)
    if zone == ROW:
        refill_row(state)
    return True


def supply_names(state: State, keep) -> list[str]:
    """Names of the cards that can be gained from the Supply (base piles, then the Supply Row) passing ``keep``."""
    out = [n for n in BASE_PILES if state.zones.get(pile(n)) and keep(tid(n))]
    types = state.card_types
    for c in state.zones[ROW]:
        t = types[c]
        if keep(t) and NAMES[t] not in out:
            out.append(NAMES[t])
    return out


def gain_overrun(state: State, p: int, name: str) -> None:
    """p gains the top card of that Overrun pile (none if it is empty or Forward Base protects p this turn)."""
    if state.counters["no_overrun"] == p + 1:
        state.say(f"{who(p)} gains no Overrun card this turn (Forward Base)")
        return
    cards = state.zones[pile(name)]
    if not cards:
        state.say(f"The {name} pile is empty: {who(p)} gains no {name} card")
        return
    gain(state, p, cards[-1], pile(name))


# -- hooks into the family's hit and gain ops --------------------------------------------------------------------------
def _hit_options(state: State, owner, card, t):
    """The owner orders the replacement effects (as v2.2 ruling 5); TANK, HEAVY ARMOR and SOFT TARGET are
    mandatory, Expert Mech Techs is optional."""
    options: list[tuple] = []
    if t in TANKS:
        options.append(("scrap it", "TANK"))
    if t == ATLAS:
        options.append(("shuffle into deck", "HEAVY ARMOR"))
    if t == PLATOON and any(IS_MECH[state.card_types[c]] for c in units_of(state, 1 - owner)):
        options.append(("return to supply", "SOFT TARGET"))
    mandatory = bool(options)
    if IS_MECH[t] and find(state, REACT[owner], EXPERT_MECH_TECHS) >= 0:
        options.append(("scrap", "Expert Mech Techs"))
    if not mandatory:
        options.append(("discard it",))
    return options


def _hit_dest(state: State, f: Frame, action: tuple):
    owner: int = f.player
    if action[0] == "scrap it":
        f.locals["dest"] = SCRAP
    elif action[0] == "shuffle into deck":
        f.locals["dest"] = DECK[owner]
        f.locals["shuffle"] = True
    elif action[0] == "return to supply":
        f.locals["dest"] = pile("Infantry Platoon")
    elif action[0] == "scrap":
        emt = find(state, REACT[owner], EXPERT_MECH_TECHS)
        move(state, emt, REACT[owner], SCRAP)
        state.say(f"{who(owner)} scraps Expert Mech Techs")
        f.locals["dest"] = HAND[owner]
    else:
        f.locals["dest"] = DISCARD[owner]


def _landed(state: State, owner, card, t, dest):
    if dest == DECK[owner] and t == ATLAS:
        forget_shuffled(state, state.zones[DECK[owner]])
        shuffle(state, state.zones[DECK[owner]])  # HEAVY ARMOR: shuffle it into your deck
        state.say(f"{who(owner)} shuffles the draw deck")
    if t in DURABLE:
        draw(state, owner, 1)
    o = 1 - owner
    if IS_MECH[t]:
        draw(state, o, count_in(state, UNITS[o], ADDER))  # FEROCIOUS
    if t == RYOKEN:
        damage(state, o, "highest industry")  # COUNTER-ATTACK: the Industry cost alone; a tie is the victim's choice
    if t == WOLVERINE:
        damage(state, o)  # BRAWLER


def _topdeck_ok(state: State, p, name, bought):
    """Salvage Team (until the end of the turn) and Kit Fox's QUICK TO ACTION may put a gained card on the deck."""
    return ((state.counters["topdeck"] and state.counters["active"] == p)
            or (bought and name == "Kit Fox (Uller)"))


def _undamageable(state: State, victim, t) -> bool:
    """FAST ASSAULT: Man O' War cannot be damaged unless the opponent has a unit costing 6 Industry or more."""
    if t != MAN_O_WAR:
        return False
    types = state.card_types
    return not any(COST[types[c]] >= 6 for c in units_of(state, 1 - victim))


TABLE.hit_options = _hit_options
TABLE.hit_dest = _hit_dest
TABLE.landed = _landed
TABLE.topdeck_ok = _topdeck_ok
TABLE.undamageable = _undamageable
TABLE.supply_names = supply_names
TABLE.gain_named = gain_named

OPS: Final = dict(_core.OPS)

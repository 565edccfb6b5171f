"""Domination v2.2's part of the family machinery (mechdeck.games.domination): its card table, the hooks where v2.2
differs from the family's shared ops (replacement effects on a damaged unit, Headshot!, "when damaged" triggers,
where a gained card may go) and the v2.2 overrun op (scrap cards).  Re-exports the family's shared ops and tables
so the v2.2 modules import from one place."""
from __future__ import annotations

from typing import Final

from mechdeck.kernel import Decision, Frame, State, below, shuffle
from mechdeck.kernel.zones import draw as kernel_draw, find, move

from ..domination import core as _core
from ..domination.core import (ASIDE, DECK, DISCARD, HAND, KEEPS, PLAY, REVEAL, SCRAP, UNITS, SupplyTable,  # noqa: F401
                               ask, costs_at_most, could_hold, count_in, damage, damageable, draw, empty_piles, finish,
                               gain, gain_from_supply, gain_random_scrap, hit, name_of, names_in, pick_cards, pile, push,
                               reveal_top, supply_names, supply_table, who)
from ..domination.knowledge import shown_to
from ..domination.table import (COST, DURABLE, IS_INFANTRY, IS_MECH, IS_RESOURCE, IS_SUPPORT, IS_UNIT,  # noqa: F401
                                IS_VEHICLE, LOSTECH, NAMES, TANKS, add_rule_set, table_of)

RULES_ID: Final = "domination-v2.2"
# The numbers of the rules a variant may change (docs/balance.md), with the rule book's values.
PARAMETERS: Final = {"hand_size": 5, "empty_piles_to_end": 4, "piles_per_kind": 6}
TABLE = add_rule_set(RULES_ID, __package__, PARAMETERS)  # mechdeck.games imports v2.2 first: its type ids are 0..83
CARDS: Final = TABLE.cards
BY_NAME: Final = TABLE.by_name
TYPE_ID: Final = TABLE.type_id
tid = TABLE.tid  # card name -> type id; a bound dict method because it sits on every hot path
BASE_PILES: Final[tuple[str, ...]] = ("Basic Factory", "Munitions Factory", "Advanced Factory", "Infantry Platoon")

PLATOON: Final = tid("Infantry Platoon")
ECM: Final = frozenset(c.id for c in CARDS if "ECM:" in c.text)
LRM: Final = frozenset(c.id for c in CARDS if "LRM 20s:" in c.text)
ATLAS: Final = tid("Atlas")
EXPERT_MECH_TECHS: Final = tid("Expert Mech Techs")
HEADSHOT: Final = tid("Headshot!")
STORMCROW: Final = tid("Stormcrow (Ryoken)")


STARTING_DECK: Final[tuple] = (("Basic Factory", 7), ("Infantry Platoon", 3))


def deal(state: State, piles: list[str], first: int | None) -> int:
    """Lay out the game: the Supply piles (card instances numbered pile by pile), empty player zones, the first player
    (drawn if ``first`` is None), each starting Deck taken out of the base piles (ruling 1) and shuffled, the opening
    hands (the first player's first) and the second player's bonus Infantry Platoon.  Returns the first player."""
    types: list[int] = []
    zones: dict[str, list[int]] = {}
    for name in piles:
        card = BY_NAME[name]
        zones[pile(name)] = list(range(len(types), len(types) + card.copies))
        types.extend([card.id] * card.copies)
    state.card_types = tuple(types)
    for p in (0, 1):
        for zone in (HAND, DECK, DISCARD, PLAY, UNITS, ASIDE):
            zones[zone[p]] = []
    zones[SCRAP] = []
    zones[REVEAL] = []
    state.zones = zones
    hand_size = table_of(state.rules_id).parameters["hand_size"]
    if first is None:
        first = below(state, 2)
    for p in (0, 1):
        for name, n in STARTING_DECK:
            for _ in range(n):
                zones[DECK[p]].append(zones[pile(name)].pop())
        shuffle(state, zones[DECK[p]])
    for p in (first, 1 - first):
        kernel_draw(state, DECK[p], DISCARD[p], HAND[p], hand_size)
    zones[UNITS[1 - first]].append(zones[pile("Infantry Platoon")].pop())
    return first


# -- hooks into the family's hit and gain ops --------------------------------------------------------------------------
def _hit_options(state: State, owner, card, t):
    """Ruling 5: the owner orders the replacement effects; the first applied decides where the unit goes."""
    options: list[tuple] = []
    if t in TANKS:
        options.append(("scrap it", "TANK"))
    if t == ATLAS:
        options.append(("put on deck", "HEAVY ARMOR"))
    if find(state, HAND[owner], EXPERT_MECH_TECHS) >= 0:
        options.append(("reveal", "Expert Mech Techs"))
    if t not in TANKS:
        options.append(("discard it",))
    return options


def _hit_asked(state: State, owner: int, t: int) -> bool:
    """Ruling B55: "where does it go?" is asked whenever the owner could hold Expert Mech Techs by what the other
    player sees, even when the unit has one way to go, so that being asked tells nothing of the hand."""
    return could_hold(state, owner, EXPERT_MECH_TECHS)


def _hit_dest(state: State, f: Frame, action: tuple):
    owner: int = f.player
    if action[0] == "scrap it":
        f.locals["dest"] = SCRAP
    elif action[0] == "put on deck":
        f.locals["dest"] = DECK[owner]
    elif action[0] == "reveal":
        state.say(f"{who(owner)} reveals Expert Mech Techs")
        shown_to(state, 1 - owner, (find(state, HAND[owner], EXPERT_MECH_TECHS),))   # it stays in the hand (B54)
        f.locals["dest"] = HAND[owner]
    else:
        f.locals["dest"] = DISCARD[owner]


def _headshot(state: State, f: Frame, t):
    owner: int = f.player
    opponent = 1 - owner
    if f.locals["dest"] != DISCARD[owner] or not IS_MECH[t]:
        return None
    prompt = f"{who(owner)}'s {NAMES[t]} is damaged: reveal Headshot! to scrap it?"
    if find(state, HAND[opponent], HEADSHOT) >= 0:
        return Decision(opponent, (("reveal", "Headshot!"), ("pass",)), prompt, "reaction")
    if could_hold(state, opponent, HEADSHOT):   # ruling B55: asked by what P sees, `pass` its only option
        return Decision(opponent, (("pass",),), prompt, "reaction")
    return None


def _resume_headshot(state: State, f: Frame, action: tuple):
    if action[0] == "reveal":  # Headshot!
        state.say(f"{who(1 - f.player)} reveals Headshot!")
        shown_to(state, f.player, (find(state, HAND[1 - f.player], HEADSHOT),))   # it stays in the hand (B54)
        f.locals["dest"] = SCRAP


def _landed(state: State, owner, card, t, dest):
    # "When damaged" triggers (docs/rulings.md B23): Durable draws and Battlefield Salvage gains resolve at once;
    # Stormcrow's counter-attack is a damage decision queued behind them.
    if t in DURABLE:
        draw(state, owner, 1)
    if t == STORMCROW:
        damage(state, 1 - owner, "highest")
    if IS_MECH[t] or IS_VEHICLE[t]:
        active = state.counters["active"]
        for p in (active, 1 - active):
            for _ in range(state.counters["salvage"][p]):
                gain_random_scrap(state, p)


def _topdeck_ok(state: State, p, name, bought):
    """Social Generals and Kit Fox's QUICK TO DEPLOY may send a gained card to the top of the deck."""
    return ((state.counters["generals"] and state.counters["active"] == p)
            or (bought and name == "Kit Fox (Uller)"))


TABLE.hit_options = _hit_options
TABLE.hit_asked = _hit_asked
TABLE.hit_dest = _hit_dest
TABLE.after_hit_choice = _headshot
TABLE.resume_after_hit = _resume_headshot
TABLE.landed = _landed
TABLE.topdeck_ok = _topdeck_ok
TABLE.supply_names = supply_names
TABLE.gain_named = gain_from_supply


# -- overrun ---------------------------------------------------------------------------------------------------------
def run_overrun(state: State, f: Frame):
    """Ruling 3: the defender scraps one card at a time from hand, the top of the draw deck (only while it holds a
    card: no reshuffle) or the deployment zone."""
    p: int = f.player
    loc: dict = f.locals
    while loc["n"] > 0:
        options = [("scrap", n, "from hand") for n in names_in(state, HAND[p])]
        if state.zones[DECK[p]]:
            options.append(("scrap", "top card", "of deck"))
        options += [("scrap", n, "from deployment zone") for n in names_in(state, UNITS[p])]
        if not options:
            break
        if len(options) > 1:
            return Decision(p, tuple(options), f"overrun: scrap a card ({loc['n']} to go)", "overrun-scrap")
        _overrun_scrap(state, f, options[0])
    finish(state)
    return None


def resume_overrun(state: State, f: Frame, action: tuple):
    _overrun_scrap(state, f, action)


def _overrun_scrap(state: State, f: Frame, action: tuple):
    p: int = f.player
    f.locals["n"] -= 1
    if action[2] == "of deck":
        zone = DECK[p]
        card = state.zones[zone][-1]
    else:
        zone = HAND[p] if action[2] == "from hand" else UNITS[p]
        card = find(state, zone, tid(action[1]))
    move(state, card, zone, SCRAP)
    if state.log is not None:
        where = {"of deck": "from the top of the deck", "from deployment zone": "from the deployment zone"}.get(
            action[2], action[2])
        state.say(f"{who(p)} scraps {name_of(state, card)} {where}")


OPS: Final = {**_core.OPS, "overrun": (run_overrun, resume_overrun)}

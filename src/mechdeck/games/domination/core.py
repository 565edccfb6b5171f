"""Shared machinery of the Domination family: zone names, drawing and revealing, and the generic resumable ops every
card uses (ask a choice, pick cards from a zone, damage a unit with its replacement effects and reactions, gain a
card).  Frames are ``kernel.state.Frame`` objects (see mechdeck.kernel.engine).  Where the rule sets differ, an op
calls its rule set's hook: ``table_of(state.rules_id)`` (table.py)."""
from __future__ import annotations

import functools
from typing import Final

from mechdeck.kernel import Decision, Frame, State, below
from mechdeck.kernel.procedures import OPS as _KERNEL_OPS, ask, finish, push  # noqa: F401  (re-exported)
from mechdeck.kernel.zones import draw as kernel_draw, find, move, refill_deck

from .knowledge import KNOWN_KEYS, shown_to, shown_to_all, shuffled
from .table import (COST, IS_INFANTRY, IS_MECH, IS_OVERRUN, IS_RESOURCE, IS_UNIT, LOSTECH,
                    NAMES, PLATOONS, TABLES, TANKS, TOTEM, table_of)

# Zone names by seat.  Typed as tuples of any length so that the compiled build keeps each one as a tuple object: a
# fixed-length (str, str) constant is stored unboxed and rebuilt as a new tuple at every ``HAND[p]``.
HAND: Final[tuple[str, ...]] = ("hand0", "hand1")
DECK: Final[tuple[str, ...]] = ("deck0", "deck1")
DISCARD: Final[tuple[str, ...]] = ("discard0", "discard1")
PLAY: Final[tuple[str, ...]] = ("play0", "play1")
UNITS: Final[tuple[str, ...]] = ("units0", "units1")   # deployment zones
ASIDE: Final[tuple[str, ...]] = ("aside0", "aside1")   # Hidden Base: face down until the owner's next turn
SCRAP: Final = "scrapheap"
REVEAL: Final = "revealed"            # cards shown to both players while an effect decides where they go
# The hidden places a seat can follow a card into (knowledge.py): a hand and the top of a draw deck.
FOLLOWED: Final[frozenset[str]] = frozenset(HAND + DECK)


_PILE_ZONES: Final[dict[str, str]] = {}


def pile(name: str) -> str:
    """The Supply pile zone of a card name.  One string object per name, so the zone lookups of a game (its zone
    keys, the Supply tables, the bots') find the key by identity instead of comparing its characters."""
    zone = _PILE_ZONES.get(name)
    if zone is None:
        zone = _PILE_ZONES[name] = "pile:" + name
    return zone


class SupplyTable:
    """What never changes about one game's Supply piles (``counters["piles"]``), worked out once per Supply."""

    __slots__ = ("rules_id", "piles", "index", "zones", "types", "by_price", "name_options", "_zones_seen",
                 "_pile_lists")

    def __init__(self, rules_id: str, piles: tuple):
        self.rules_id = rules_id
        self.piles = piles
        self.index: dict[str, int] = {name: k for k, name in enumerate(piles)}  # a pile's place in Supply order
        self.zones: tuple[str, ...] = tuple(pile(n) for n in piles)
        self.types: tuple = tuple(map(TABLES[rules_id].tid, piles))
        # (pile indexes, buy options) of the piles within a price, by price (filled as prices come up).  Plain tuples
        # for the compiled build: a typed (str, str) option would be unboxed and boxed again, a new tuple each read.
        self.by_price: dict[int, tuple] = {}
        self.name_options = tuple(("name", n) for n in piles)  # Black Market
        self._zones_seen: dict | None = None
        self._pile_lists: tuple = ()

    def pile_lists(self, zones: dict[str, list[int]]) -> tuple:
        """The card lists of the Supply piles in ``zones`` (one state's), in Supply order.  Set-up makes a pile's
        list once and cards then move in and out of that very list, so the lists are looked up once per state (a
        clone has its own), not on every scan: bots and the end-of-game check scan the piles at most decisions."""
        if zones is not self._zones_seen:
            self._pile_lists = tuple([zones[z] for z in self.zones])
            self._zones_seen = zones
        return self._pile_lists

    def add_buy_offers(self, zones: dict[str, list[int]], industry: int, lostech: int, banned: tuple,
                       options: list) -> None:
        """Append ("buy", name) for each pile that costs at most ``industry`` and ``lostech``, still holds a card and
        is not ``banned``, in Supply order."""
        key = (industry << 16) + lostech  # an int key: no tuple to build and hash on every Buy decision
        found = self.by_price.get(key)
        if found is None:
            keep = [k for k, t in enumerate(self.types) if COST[t] <= industry and LOSTECH[t] <= lostech]
            found = self.by_price[key] = (tuple(keep), tuple(("buy", self.piles[k]) for k in keep))
        kept: tuple = found[0]
        offers: tuple = found[1]
        lists = self.pile_lists(zones)
        for k in range(len(kept)):
            offer = offers[k]
            i: int = kept[k]
            if lists[i] and (not banned or offer[1] not in banned):
                options.append(offer)

    def empties_and_four_smallest(self, zones: dict[str, list[int]]) -> tuple[int, int]:
        """(empty piles, cards left in the four smallest piles) in one pass: what a bot asks to time the end."""
        empty = 0
        none = 1 << 30
        a = b = c = d = none  # the four smallest sizes so far, a <= b <= c <= d
        for cards in self.pile_lists(zones):
            n = len(cards)
            if n == 0:
                empty += 1
            if n < d:
                if n < c:
                    d = c
                    if n < b:
                        c = b
                        if n < a:
                            b, a = a, n
                        else:
                            b = n
                    else:
                        c = n
                else:
                    d = n
        return empty, sum(size for size in (a, b, c, d) if size != none)

    def empties(self, zones: dict[str, list[int]]) -> int:
        empty = 0
        for cards in self.pile_lists(zones):
            if not cards:
                empty += 1
        return empty


# The table asked for last, and the very tuple it was asked for: the same game asks again and again with the same
# ``counters["piles"]``, while a cached table may have been built for an equal tuple of an earlier game.  Typed, so
# the compiled build reads the table's fields directly.
_LAST_SUPPLY: Final[list[SupplyTable | None]] = [None]
_LAST_PILES: Final[list[tuple | None]] = [None]


def could_hold(state: State, p: int, type_id: int) -> bool:
    """Whether, by what the other seat sees, P's hand could hold a card of this type: some card among those the
    other seat cannot see (hand, deck, set-aside cards, the discard pile below its top card) is one.  What those
    cards are, taken together, follows from what was played, gained and discarded in view; which of them the hand
    holds is P's secret.  A window a card in hand opens is asked when this holds, whether or not the card is held
    (rulings B53, B55), so that being asked tells the other seat nothing."""
    zones = state.zones
    types = state.card_types
    discard = zones[DISCARD[p]]
    for i in range(len(discard) - 1):   # the top card is in plain view
        if types[discard[i]] == type_id:
            return True
    for zone in (HAND[p], DECK[p], ASIDE[p]):
        for card in zones[zone]:
            if types[card] == type_id:
                return True
    return False


def supply_table(rules_id: str, piles: tuple) -> SupplyTable:
    last = _LAST_SUPPLY[0]
    if last is not None and _LAST_PILES[0] is piles and last.rules_id == rules_id:
        return last
    table = _supply_table(rules_id, piles)
    _LAST_SUPPLY[0] = table
    _LAST_PILES[0] = piles
    return table


@functools.lru_cache(maxsize=64)
def _supply_table(rules_id: str, piles: tuple) -> SupplyTable:
    return SupplyTable(rules_id, piles)


def who(p: int) -> str:
    return f"P{p + 1}"


def name_of(state: State, card: int) -> str:
    return NAMES[state.card_types[card]]


def names_in(state: State, zone: str, keep=None) -> list[str]:
    """Distinct card names in a zone (first-seen order), optionally only cards whose type passes ``keep``."""
    types = state.card_types
    seen: list[str] = []
    for c in state.zones[zone]:
        t = types[c]
        if keep is None or keep(t):
            n = NAMES[t]
            if n not in seen:
                seen.append(n)
    return seen


def count_in(state: State, zone: str, type_id: int) -> int:
    types = state.card_types
    return sum(1 for c in state.zones[zone] if types[c] == type_id)


def costs_at_most(t: int, industry: int, lostech: int = 0) -> bool:
    """"Costing up to X" counts a LosTech cost only where the given cost has LosTech (rule book, Buy phase)."""
    return COST[t] <= industry and LOSTECH[t] <= lostech


# -- drawing and revealing ------------------------------------------------------------------------------------------
def draw(state: State, p: int, n: int) -> int:
    zones = state.zones
    if len(zones[DECK[p]]) < n and zones[DISCARD[p]]:   # the discard pile is about to be shuffled into the deck
        forget_shuffled(state, zones[DISCARD[p]])
    drawn = kernel_draw(state, DECK[p], DISCARD[p], HAND[p], n)
    if state.log is not None and n:
        if not drawn:
            state.say(f"{who(p)} has no card left to draw")
        else:
            # Everyone reads the count; the drawer's own line names the cards without telling of a second draw.
            state.say(f"{who(p)} draws {cards_word(len(drawn))}"
                      + (" (no card left to draw)" if len(drawn) < n else ""))
            state.say(f"{who(p)} drew: " + ", ".join(name_of(state, c) for c in drawn), p)
    return len(drawn)


def cards_word(n: int) -> str:
    """"1 card", "2 cards": a count of cards in words for the log."""
    return f"{n} card{'s' if n != 1 else ''}"


def reveal_top(state: State, p: int) -> int:
    """Move the top card of p's deck (reshuffling if needed) to the revealed area; -1 if there is none."""
    zones = state.zones
    if not zones[DECK[p]] and zones[DISCARD[p]]:   # the discard pile is about to be shuffled into the deck
        forget_shuffled(state, zones[DISCARD[p]])
    if not refill_deck(state, DECK[p], DISCARD[p]):
        return -1
    card = state.zones[DECK[p]].pop()
    state.zones[REVEAL].append(card)
    if state.log is not None:
        state.say(f"{who(p)} reveals {name_of(state, card)}")
    return card


def forget_shuffled(state: State, cards: list[int]) -> None:
    """These cards are shuffled: what any seat knew of them ends (knowledge.py).  Without a knowledge record (no card
    was shown this game) nothing is called."""
    counters = state.counters
    if KNOWN_KEYS[0] in counters or KNOWN_KEYS[1] in counters:
        shuffled(state, cards)


# -- generic ops -----------------------------------------------------------------------------------------------------
def pick_cards(state: State, player: int, src: str, dst: str, n: int, verb: str, keep=None,
               optional: bool = False, record: str | None = None, public: bool = True) -> None:
    """Have ``player`` move ``n`` cards one at a time from ``src`` to ``dst`` (fewer if ``src`` runs out), each pick a
    decision among the distinct names there that pass ``keep``; ``optional`` adds "done".  ``record`` collects
    the moved cards (a tuple) in the calling frame's locals."""
    if n <= 0:
        return
    if record is not None:
        state.stack[-1].locals.setdefault(record, ())
    push(state, "pick", player, src=src, dst=dst, n=n, verb=verb, keep=keep, optional=optional, record=record,
         public=public)


KEEPS: Final = {
    None: None,
    "unit": lambda t: IS_UNIT[t],
    "resource": lambda t: IS_RESOURCE[t],
    "mech": lambda t: IS_MECH[t],
    "overrun": lambda t: IS_OVERRUN[t],
}


def run_pick(state: State, f: Frame):
    loc: dict = f.locals
    while True:
        options: list[tuple] = ([(loc["verb"], n) for n in names_in(state, loc["src"], KEEPS[loc["keep"]])]
                                if loc["n"] else [])
        if not options:
            finish(state)
            return None
        if loc["optional"]:
            options.append(("done",))
        elif len(options) == 1:
            _do_pick(state, f, options[0][1])
            continue
        what = _PICK_WORDS[loc["verb"]][2]
        return Decision(f.player, tuple(options), f"{what} ({loc['n']} to go)" if loc["n"] > 1 else what, "pick")


def resume_pick(state: State, f: Frame, action: tuple):
    if action[0] == "done":
        finish(state)
    else:
        _do_pick(state, f, action[1])


def _do_pick(state: State, f: Frame, name):
    loc: dict = f.locals
    card = find(state, loc["src"], table_of(state.rules_id).tid(name))
    move(state, card, loc["src"], loc["dst"])
    loc["n"] -= 1
    if loc["dst"] in FOLLOWED:   # onto a deck or into a hand: whoever saw the pick can follow the card
        if loc["public"]:
            shown_to_all(state, (card,))
        else:
            shown_to(state, f.player, (card,))
    if loc["record"] is not None:
        parent = state.stack[-2].locals
        parent[loc["record"]] = parent[loc["record"]] + (card,)
    if state.log is not None:
        words = _PICK_WORDS[loc["verb"]]
        moved: str = words[0]
        done: str = words[1]
        if loc["public"]:
            state.say(moved.format(who=who(f.player), card=name))
        else:  # the opponent learns that a card moved; the player's own line names it
            state.say(moved.format(who=who(f.player), card="a card"))
            state.say(done.format(who=who(f.player), card=name), f.player)


# The words of a pick, by its verb: the log's event ("P1 discards Jenner"); the player's own line naming a card kept
# hidden from the opponent ("P1 set aside: Jenner"), worded so that it does not read as a second move; the prompt.
_PICK_WORDS: Final = {
    "discard": ("{who} discards {card}", "{who} discarded: {card}", "discard a card"),
    "scrap": ("{who} scraps {card}", "{who} scrapped: {card}", "scrap a card"),
    "set aside": ("{who} sets aside {card}", "{who} set aside: {card}", "set aside a card"),
    "put back": ("{who} puts {card} back on top of the deck", "{who} put back on top of the deck: {card}",
                 "put a card back on top of your deck"),
    "place on deck": ("{who} puts {card} on top of the deck", "{who} put on top of the deck: {card}",
                      "put a card on top of your deck"),
    "return to hand": ("{who} returns {card} to the hand", "{who} returned to the hand: {card}",
                       "return a unit to your hand"),
}


# -- damage ----------------------------------------------------------------------------------------------------------
DAMAGE_FILTERS: Final = {
    "any": lambda t, x: True,
    "mech": lambda t, x: IS_MECH[t],
    "infantry": lambda t, x: IS_INFANTRY[t],
    "platoon": lambda t, x: t in PLATOONS,
    "cost<=": lambda t, x: costs_at_most(t, x),       # "costing X Industry or less": no LosTech cards
    "cost>=": lambda t, x: COST[t] >= x,
}
DAMAGE_WORDS: Final = {"any": "a unit", "mech": "a Mech", "infantry": "an Infantry unit",
                       "platoon": "an Infantry Platoon",
                       "cost<=": "a unit costing {} Industry or less", "cost>=": "a unit costing {} Industry or more",
                       "highest": "a unit with the highest cost",
                       "highest industry": "a unit with the highest Industry cost"}


def damageable(state: State, victim: int, how: str, x: int = 0) -> list[str]:
    """Distinct names of the victim's units that the effect may damage."""
    types = state.card_types
    zone = state.zones[UNITS[victim]]
    mechs = sum(1 for c in zone if IS_MECH[types[c]])
    und = table_of(state.rules_id).undamageable
    if how == "highest" or how == "highest industry":
        units = [types[c] for c in zone]
        if mechs == 1:
            units = [t for t in units if t not in TOTEM]
        if und is not None:
            units = [t for t in units if not und(state, victim, t)]
        if not units:
            return []
        if how == "highest industry":  # v4's "[Industry] cost": LosTech does not count (ruling W16)
            top = max(COST[t] for t in units)
            return list(dict.fromkeys(NAMES[t] for t in units if COST[t] == top))
        # v2.2's "cost" is Industry plus LosTech, "an additional cost", and the rule book compares costs only as
        # "up to" does: a LosTech cost is never below a cost without one.  The highest are the units no other unit
        # outcosts in both; those left tied, 6 against 5+L say, are the owner's choice (RULINGS 8, ruling B16).
        return list(dict.fromkeys(NAMES[t] for t in units if not any(
            COST[u] >= COST[t] and LOSTECH[u] >= LOSTECH[t] and (COST[u], LOSTECH[u]) != (COST[t], LOSTECH[t])
            for u in units)))
    keep = DAMAGE_FILTERS[how]
    out = []
    for c in zone:
        t = types[c]
        if not keep(t, x):
            continue
        if mechs == 1 and IS_MECH[t] and t in TOTEM:
            continue  # TOTEM MECH: cannot be damaged while it is its owner's only Mech
        if und is not None and und(state, victim, t):
            continue
        n = NAMES[t]
        if n not in out:
            out.append(n)
    return out


def damage(state: State, victim: int, how: str = "any", x: int = 0, chooser: int | None = None, n: int = 1) -> None:
    """The victim must damage ``n`` units that pass the filter ``how`` (one at a time); ``chooser`` picks which
    (the victim unless the card says "of your choice")."""
    if n > 0:
        push(state, "damage", victim, how=how, x=x, chooser=victim if chooser is None else chooser, n=n)


def run_damage(state: State, f: Frame):
    loc: dict = f.locals
    victim: int = f.player
    names = damageable(state, victim, loc["how"], loc["x"]) if loc["n"] else []
    if not names:
        finish(state)
        return None
    if len(names) == 1:
        _damage_pick(state, f, names[0])
        return None
    what = DAMAGE_WORDS[loc["how"]].format(loc["x"])
    if loc["chooser"] == victim:
        return Decision(victim, tuple(("damage", n) for n in names), f"damage {what}", "damage")
    return Decision(loc["chooser"], tuple(("damage", n) for n in names),
                    f"choose {what} of {who(victim)} to be damaged", "damage-opponent")


def resume_damage(state: State, f: Frame, action: tuple):
    _damage_pick(state, f, action[1])


def _damage_pick(state: State, f: Frame, name):
    loc: dict = f.locals
    victim: int = f.player
    # Copies are alike; the owner would give up a copy whose once-a-combat ability is spent.
    used = state.counters["used"]
    card = -1
    for c in state.zones[UNITS[victim]]:
        if NAMES[state.card_types[c]] == name:
            card = c
            if c in used:
                break
    loc["n"] -= 1
    if loc["n"] == 0:
        finish(state)
    hit(state, victim, card)


def hit(state: State, owner: int, card: int) -> None:
    """Damage one specific deployed unit: replacement effects, reactions, then 'when damaged' triggers."""
    push(state, "hit", owner, card=card, dest="")


def run_hit(state: State, f: Frame):
    loc: dict = f.locals
    owner: int = f.player
    card = loc["card"]
    t = state.card_types[card]
    rules = table_of(state.rules_id)
    if f.pc == 0:
        # The owner orders the replacement effects; the first applied decides where the unit goes (v2.2 ruling 5).
        options = rules.hit_options(state, owner, card, t)
        f.pc = 1
        if len(options) > 1 or (rules.hit_asked is not None and rules.hit_asked(state, owner, t)):
            return Decision(owner, tuple(options), f"{NAMES[t]} is damaged: where does it go?", "damaged")
        rules.hit_dest(state, f, options[0])
    if f.pc == 1:
        f.pc = 2
        if rules.after_hit_choice is not None:
            decision = rules.after_hit_choice(state, f, t)
            if decision is not None:
                return decision
    finish(state)
    _land_damaged(state, owner, card, loc["dest"])
    return None


def resume_hit(state: State, f: Frame, action: tuple):
    rules = table_of(state.rules_id)
    if f.pc == 1:
        rules.hit_dest(state, f, action)
    else:
        rules.resume_after_hit(state, f, action)


_WHERE: Final = {"hand": "into the hand", "deck": "on top of the draw deck", "discard": "to the discard pile",
          "scrapheap": "to the Scrapheap"}


def _land_damaged(state: State, owner, card, dest):
    t = state.card_types[card]
    src = UNITS[owner]
    if dest.startswith("pile:") and dest not in state.zones:
        state.zones[dest] = []  # a hand-made scenario may lack the pile
    move(state, card, src, dest)
    if dest in FOLLOWED:   # damaged into the hand or onto the deck, in view of both
        shown_to_all(state, (card,))
    if state.log is not None:
        where = _WHERE.get(dest.rstrip("01")) or ("to its Supply pile" if dest.startswith("pile:")
                                                  else "into the draw deck")
        state.say(f"{who(owner)}'s {NAMES[t]} is damaged and goes {where}")
    table_of(state.rules_id).landed(state, owner, card, t, dest)


def gain_random_scrap(state: State, p: int) -> None:
    heap = state.zones[SCRAP]
    if heap:
        gain(state, p, heap[below(state, len(heap))], SCRAP)


# -- gaining ---------------------------------------------------------------------------------------------------------
def gain(state: State, p: int, card: int, src: str, dest: str | None = None, bought: bool = False) -> None:
    """p gains ``card`` from ``src`` to ``dest`` (default: the discard pile, where Social Generals and Kit Fox's
    QUICK TO DEPLOY may send it to the top of the deck instead)."""
    name = name_of(state, card)
    if dest is None:
        dest = DISCARD[p]
        if table_of(state.rules_id).topdeck_ok(state, p, name, bought):
            state.zones[src].remove(card)
            state.zones[REVEAL].append(card)
            push(state, "place_gained", p, card=card, said=_gain_words(p, name, src, bought))
            return
    move(state, card, src, dest)
    if dest in FOLLOWED:   # gained onto the deck or into the hand, in view of both
        shown_to_all(state, (card,))
    if state.log is not None:
        state.say(_gain_words(p, name, src, bought) + _GAINED_TO.get(dest.rstrip("01"), ""))


def _gain_words(p: int, name: str, src: str, bought: bool) -> str:
    """The log's words for a gain, less where the card went: "P1 buys Atlas", "P2 gains Jenner from the Scrapheap"."""
    return f"{who(p)} {'buys' if bought else 'gains'} {name}" + (" from the Scrapheap" if src == SCRAP else "")


# Where a gained card went, when it is not the discard pile (the rule books' default, which the log leaves unsaid).
_GAINED_TO: Final = {"deck": " and puts it on top of the deck", "hand": " into the hand",
                     "units": " into the deployment zone"}


def run_place_gained(state: State, f: Frame):
    return Decision(f.player, (("put on deck",), ("put in discard",)),
                    f"put {name_of(state, f.locals['card'])} on top of your deck or into your discard pile?",
                    "place-gained")


def resume_place_gained(state: State, f: Frame, action: tuple):
    p: int = f.player
    card = f.locals["card"]
    finish(state)
    dest = DECK[p] if action[0] == "put on deck" else DISCARD[p]
    move(state, card, REVEAL, dest)
    if dest in FOLLOWED:
        shown_to_all(state, (card,))
    if state.log is not None:
        state.say(f.locals["said"] + _GAINED_TO.get(dest.rstrip("01"), ""))


def gain_from_supply(state: State, p: int, name: str, dest: str | None = None, bought: bool = False) -> bool:
    cards = state.zones.get(pile(name))
    if not cards:
        return False
    gain(state, p, cards[-1], pile(name), dest, bought)
    return True


def supply_names(state: State, keep) -> list[str]:
    """Names of non-empty Supply piles whose card type passes ``keep``."""
    tid = table_of(state.rules_id).tid
    return [n for n in state.counters["piles"] if state.zones[pile(n)] and keep(tid(n))]


def empty_piles(state: State) -> int:
    return supply_table(state.rules_id, state.counters["piles"]).empties(state.zones)


OPS: Final = {
    "choose": _KERNEL_OPS["choose"],
    "pick": (run_pick, resume_pick),
    "damage": (run_damage, resume_damage),
    "hit": (run_hit, resume_hit),
    "place_gained": (run_place_gained, resume_place_gained),
}

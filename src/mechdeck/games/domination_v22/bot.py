"""The heuristic bot's Domination v2.2 policy (``agents.HeuristicAgent`` plays it, found through
``DominationV22.heuristic_policy``): sensible card priorities, exact combat arithmetic, end-of-game timing.

It decides from what its seat may know: its own hand, the public zones (deployment zones, play areas, the
Scrapheap, the Supply piles, the revealed area, the top of each discard pile), zone sizes, the counters, the current
decision (its ``kind``, its options and what they refer to: ``rules.option_targets``) and the static card table
``rules.cards``.  It never reads the opponent's hand, any deck's order or content or the engine's frames, and never
copies the state, so a decision costs microseconds.

Plan, by decision kind (docs/scenarios.md, "Decision kinds"):

* Combat (attacker): free abilities first (Commando's Scout, Fire Falcon's Raider); then, by exact Attack/Defense
  arithmetic, whichever of Death from Above, Overheat, Expendable, Mobile Fire Support (Trebuchet) and ER PPCs adds
  the most Overrun; on the turn it means to end the game, also any ability that sends its own unit back to the Deck.
  Defender: Trebuchet when it lowers the Overrun.
* Action phase: Hunchback's AC/20 when the opponent has a Mech; supports that give +Actions (and MOBILE units),
  then +Cards supports, then the other supports, then units by Attack; Catapult once no actions are left and the
  hand holds two cards it cannot use.  On the turn it means to end the game it keeps its units in hand (they count).
* Buy phase: every Resource, then buys by value: LosTech cards when it has LosTech, Advanced Factory and Munitions
  Factory early, strong units, draw/action supports; Basic Factory and Infantry Platoon only late (every card scores).
  It empties the last pile (the one that ends the game) only when that wins, avoids it when behind, and drains low piles while ahead.
* The opponent's turn: damages its least useful unit (Tanks last: they would be scrapped), scraps the weakest cards
  on an Overrun (Infantry Platoon / Basic Factory from hand first), reveals Headshot!, Expert Mech Techs, Defense
  System (Overrun of 2 or more, by the same public arithmetic as its attacks) and Assassination (against attacks
  and strong supports).
"""
from __future__ import annotations

import random
from typing import Final

from mechdeck.kernel.state import State

from ..domination.bot import listed, names_from, resource_play
from ..domination.core import ASIDE, DECK, DISCARD, HAND, PLAY, REVEAL, UNITS, pile, supply_table
from ..domination.table import table_of

PILE: Final = "pile:"
# What a player's score counts: deck, hand, discard pile, set-aside cards, play area.
SCORING_ZONES: Final = tuple((DECK[p], HAND[p], DISCARD[p], ASIDE[p], PLAY[p]) for p in (0, 1))
MAX_OVERRUN: Final = 3

# Units whose "when you deploy" ability is worth triggering again (Tactical Redeployment).
DEPLOY_TRIGGERS: Final = frozenset({"Battle Armor Squad", "Elementals", "Special Ops Team", "Behemoth (Stone Rhino)",
                             "Firestarter", "Mad Cat (Timberwolf)", "Shadow Cat", "Cicada", "Mechanized Infantry",
                             "Kit Fox (Uller)", "Quickdraw"})
COMSTAR: Final = frozenset({"+2 Cards", "+2 Actions", "+1 Buy", "+3 Industry"})
ATTACK_SUPPORTS_HIT: Final = frozenset({"Long Tom Battery", "Guerrilla Warfare", "Tactical Nuke",
                                        "Trial of Possession"})


class _Tables:
    """Static per-type lookups built once from ``rules.cards``."""

    def __init__(self, cards: tuple) -> None:
        self.name: tuple[str, ...] = tuple(c.name for c in cards)
        self.id: dict[str, int] = {c.name: c.id for c in cards}
        self.pile: dict[str, str] = {c.name: pile(c.name) for c in cards}  # Supply pile zone by card name, built once
        self.cost: tuple[int, ...] = tuple(c.cost for c in cards)
        self.lostech: tuple[int, ...] = tuple(c.lostech for c in cards)
        self.attack: tuple[int, ...] = tuple(c.attack or 0 for c in cards)
        self.defense: tuple[int, ...] = tuple(c.defense or 0 for c in cards)
        self.unit: tuple[bool, ...] = tuple(c.type == "Unit" for c in cards)
        self.mech: tuple[bool, ...] = tuple(c.subtype == "Mech" for c in cards)
        self.infantry: tuple[bool, ...] = tuple(c.subtype == "Infantry" for c in cards)
        self.support: tuple[bool, ...] = tuple(c.type == "Support" for c in cards)
        self.attack_support: tuple[bool, ...] = tuple(c.type == "Support" and c.subtype == "Attack" for c in cards)
        self.resource: tuple[bool, ...] = tuple(c.type == "Resource" for c in cards)
        self.reaction: tuple[bool, ...] = tuple(c.type == "Reaction" for c in cards)
        self.bonus = tuple(dict(c.bonus) for c in cards)
        self.plus_actions: tuple[int, ...] = tuple(b.get("actions", 0) for b in self.bonus)
        self.plus_cards: tuple[int, ...] = tuple(b.get("cards", 0) for b in self.bonus)
        self.tank: frozenset[int] = frozenset(c.id for c in cards if "TANK:" in c.text)
        self.durable: frozenset[int] = frozenset(c.id for c in cards if "DURABLE:" in c.text)
        self.ecm: frozenset[int] = frozenset(c.id for c in cards if "ECM:" in c.text)
        self.lrm: frozenset[int] = frozenset(c.id for c in cards if "LRM 20s:" in c.text)
        self.platoon = self.id["Infantry Platoon"]
        # The units whose Attack or Defense depends on other units (the rest just add their printed values).
        self.total_rules: frozenset[int] = self.lrm | self.ecm | {
            self.id[n] for n in ("Veteran Infantry", "Grasshopper", "Urbanmech", "Orion")}
        # What a card in hand is worth in the Buy phase (Industry, LosTech counted higher, extra buys).
        self.money: tuple[float, ...] = tuple(
            b.get("industry", 0) + 1.5 * b.get("lostech", 0) + b.get("buys", 0) if r else 0.0
            for b, r in zip(self.bonus, self.resource))
        # Values that depend on the card type alone (and the stage of the game), worked out once: [late][early][t].
        self.value: tuple[tuple[tuple[float, ...], ...], ...] = tuple(
            tuple(tuple(_card_value(self, t, late, early) for t in range(len(cards))) for early in (False, True))
            for late in (False, True))
        self.damage_cost: tuple[float, ...] = tuple(_damage_cost(self, t) for t in range(len(cards)))
        self.target_value: tuple[float, ...] = tuple(_target_value(self, t) for t in range(len(cards)))


_TABLES: Final[dict[int, _Tables]] = {}


def _tables(rules) -> _Tables:
    key = id(rules.cards)
    t = _TABLES.get(key)
    if t is None:
        t = _TABLES[key] = _Tables(rules.cards)
    return t


def _total(T: _Tables, mine: list[int], theirs: list[int], attack: bool, bonus: int) -> int:
    """A deployment zone's Total Attack or Defense (the rule set's arithmetic, from public zones only)."""
    fewer = len(mine) < len(theirs)
    printed = T.attack if attack else T.defense
    total = bonus
    for t in mine:
        total += printed[t]
        if t not in T.total_rules:
            continue
        name = T.name[t]
        if attack:
            if name == "Veteran Infantry":
                total += mine.count(T.platoon)
            elif name == "Grasshopper":
                total += any(T.mech[u] and T.cost[u] <= 4 and not T.lostech[u] for u in theirs)
            elif name == "Urbanmech":
                total += any(T.infantry[u] for u in theirs)
            elif t in T.lrm:
                total += sum(1 for u in mine if T.mech[u] and u not in T.lrm)
        elif t in T.ecm:
            total += sum(1 for u in mine if T.mech[u] and u not in T.ecm)
        if name == "Orion" and fewer:
            total += 1
    return total


def _card_value(T: _Tables, t: int, late: bool, early: bool) -> float:
    """How much the bot wants one more copy of card type ``t`` at this stage of the game (tabled in _Tables)."""
    name = T.name[t]
    cost = T.cost[t]
    if T.unit[t]:
        if t == T.platoon:
            return 0.05 if late else -1.0
        # Attack wins games (overruns scrap the opponent's cards): tuned in heuristic-vs-heuristic matches.
        v = cost + 2.0 * T.lostech[t] + 3.0 * T.attack[t] + 1.3 * T.defense[t]
        if t in T.tank:
            v -= 1.0
        return v
    if T.resource[t]:
        if name == "Basic Factory":
            return 0.1 if late else -1.0
        if name == "Munitions Factory":
            return 5.5 if early else (3.1 if late else 4.5)
        if name == "Advanced Factory":
            return 11.0 if early else (6.2 if late else 9.5)
        return cost + 0.5 + T.bonus[t].get("buys", 0)
    if T.reaction[t]:
        return cost - 0.5
    if name == "All-Out Assault":
        return 2.0
    b = T.bonus[t]
    return (cost + 2.0 * T.lostech[t] + 0.4 * b.get("actions", 0) + 0.4 * b.get("cards", 0)
            + 0.8 * b.get("buys", 0))


def _damage_cost(T: _Tables, t: int) -> float:
    """How much the owner loses when its deployed unit ``t`` is damaged (lowest = first choice; tabled in
    _Tables)."""
    name = T.name[t]
    v = T.cost[t] + 2.0 * T.lostech[t] + T.attack[t] + 0.5 * T.defense[t]
    if t in T.tank:
        v += 6.0  # a damaged Tank is scrapped
    if t in T.durable:
        v -= 1.5
    if name == "Atlas":
        v -= 3.0
    elif name == "Stormcrow (Ryoken)":
        v -= 2.0
    return v


def _target_value(T: _Tables, t: int) -> float:
    """How much damaging the opponent's deployed unit ``t`` hurts it (tabled in _Tables)."""
    v = T.cost[t] + 2.0 * T.lostech[t] + T.attack[t] + T.defense[t]
    if t in T.tank:
        v += 6.0
    if t in T.durable:
        v -= 1.0
    if T.name[t] == "Stormcrow (Ryoken)":
        v -= 4.0
    return v


def _overrun(attack: int, defense: int, bonus: int) -> int:
    return min(MAX_OVERRUN, max(0, attack - defense) + bonus)


def _without(types: list, t: int) -> list:
    out = list(types)
    out.remove(t)
    return out


class V22Policy:
    def __init__(self, seed: int = 0):
        self.seed = seed
        self._rng: random.Random | None = None  # made when first needed: seeding one costs more than a decision
        self._T: _Tables | None = None  # the v2.2 card tables (the same for every game)
        # Per decision, cleared at every call: _supply_scan() and _wins_if_ends().
        self._scan: tuple[int, int] | None = None
        self._wins_key = -1
        self._wins = False

    @property
    def rng(self) -> random.Random:
        """The bot's own generator (for decisions it has no plan for), seeded by ``seed``."""
        if self._rng is None:
            self._rng = random.Random(self.seed)
        return self._rng

    # -- entry point ----------------------------------------------------------------------------------------------
    def act(self, rules, state: State):
        """One of the current decision's options (two or more: ``HeuristicAgent`` takes a single one itself)."""
        decision = state.decision
        assert decision is not None
        options = decision.options
        T = self._T
        if T is None:
            T = self._T = _TABLES.get(id(rules.cards)) or _tables(rules)
        self._scan = None  # per-decision caches
        self._wins_key = -1
        me = decision.player
        kind: str = decision.kind
        # Most decisions are the Buy and Action phases': called directly (a native call), the rest through the table.
        if kind == "buy":
            action = self._buy(T, state, me, options, rules)
        elif kind == "action":
            action = self._action(T, state, me, options, rules)
        else:
            handler = _HANDLERS.get(kind)
            action = handler(self, T, state, me, options, rules) if handler else None
        if action is not None:
            for option in options:  # hand back the listed option itself: the engine then finds it by identity
                if option is action or option == action:
                    return option
        return self._fallback(T, state, me, options)

    # -- shared views ---------------------------------------------------------------------------------------------
    @staticmethod
    def _types(state: State, zone: str) -> list:
        types = state.card_types
        return [types[c] for c in state.zones[zone]]

    @staticmethod
    def _score(state: State, p: int) -> int:
        """Cards in the player's Deck for scoring (sizes only: public)."""
        z = state.zones
        deck, hand, discard, aside, play = SCORING_ZONES[p]
        return len(z[deck]) + len(z[hand]) + len(z[discard]) + len(z[aside]) + len(z[play])

    def _supply_scan(self, state: State) -> tuple[int, int]:
        """(empty Supply piles, cards left in the four smallest), once per decision."""
        scan = self._scan
        if scan is None:
            scan = self._scan = supply_table(state.rules_id, state.counters["piles"]).empties_and_four_smallest(
                state.zones)
        return scan

    def _empties(self, state: State) -> int:
        return self._supply_scan(state)[0]

    def _late(self, state: State) -> bool:
        """Few cards stand between the Supply and the fourth empty pile."""
        return self._supply_scan(state)[1] <= 8 or state.counters["turn"] >= 60

    def _wins_if_ends(self, state: State, me: int, extra: int) -> bool:
        """Would I win if the game ended now with ``extra`` more cards in my Deck (ties: more deployed units)?"""
        key = 2 * me + extra  # cached for the one (me, extra) asked within a decision
        if self._wins_key != key:
            mine = self._score(state, me) + extra
            theirs = self._score(state, 1 - me)
            if mine != theirs:
                self._wins = mine > theirs
            else:
                self._wins = len(state.zones[UNITS[me]]) > len(state.zones[UNITS[1 - me]])
            self._wins_key = key
        return self._wins

    def _ending_turn(self, T: _Tables, state: State, me: int) -> bool:
        """On its own turn: will it (most likely) empty the last pile this turn, while ahead?"""
        c = state.counters
        if c["active"] != me:
            return False
        z = state.zones
        empties = self._empties(state)
        piles_to_end = table_of(state.rules_id).parameters["empty_piles_to_end"]
        if empties >= piles_to_end:
            return True
        if empties < piles_to_end - 1:
            return False
        hand = self._types(state, HAND[me])
        industry = c["industry"] + sum(T.bonus[t].get("industry", 0) for t in hand if T.resource[t])
        lostech = c["lostech"] + sum(T.bonus[t].get("lostech", 0) for t in hand if T.resource[t])
        if c["phase"] == "buy" and c["bought"] and c["buys"] < 1:
            return False
        for n in c["piles"]:
            if len(z[T.pile[n]]) == 1:
                t = T.id[n]
                if T.cost[t] <= industry and T.lostech[t] <= lostech and n not in c["banned"]:
                    if self._wins_if_ends(state, me, 1):
                        return True
        return False

    # -- card values ----------------------------------------------------------------------------------------------
    def _value(self, T: _Tables, state: State, me: int, t: int) -> float:
        """How much the bot wants one more copy of card type ``t`` in its Deck (buys and gains)."""
        return T.value[self._late(state)][state.counters["turn"] <= 12][t]

    def _gain_values(self, T: _Tables, state: State, me: int, names: list[str]) -> list[float]:
        """Value of gaining each card of ``names`` now, with the end-of-game timing on top."""
        z = state.zones
        late = self._late(state)
        values = T.value[late][state.counters["turn"] <= 12]
        empties = self._empties(state)
        piles_to_end = table_of(state.rules_id).parameters["empty_piles_to_end"]
        last_pile = empties == piles_to_end - 1  # emptying one more pile ends the game
        my_turn = state.counters["active"] == me
        ahead = my_turn and self._wins_if_ends(state, me, 1)
        table = supply_table(state.rules_id, state.counters["piles"])
        place = table.index
        piles = table.pile_lists(z)
        out: list[float] = []
        for name in names:
            k = place.get(name, -1)
            if k >= 0:  # a Supply pile (Buy options always are): one lookup, not three
                t: int = table.types[k]
                left = len(piles[k])
            else:
                t = T.id[name]
                left = len(z[T.pile[name]])
            v = values[t]
            if left == 1 and last_pile:
                # This card empties the last pile: the game ends after this turn (the active player's turn).
                if my_turn:
                    v = v + 100.0 if ahead else v - 100.0
                else:
                    v = v - 50.0
            elif late and my_turn:
                if ahead:
                    v += max(0, 4 - left) * 0.6   # hasten the end
                elif left <= 2 and empties + 1 >= piles_to_end - 1:
                    v -= 2.0                       # do not bring the end closer while behind
            out.append(v)
        return out

    def _keep_worth(self, T: _Tables, state: State, me: int, t: int) -> float:
        """What a card in hand is worth keeping right now (lowest = first to discard)."""
        c = state.counters
        if T.resource[t]:
            return T.money[t]
        my_turn = c["active"] == me and c["phase"] in ("combat", "action")
        if not my_turn:  # the opponent's turn, or my Buy phase: the hand is (mostly) for later
            if T.reaction[t]:
                return 1.5 if c["active"] != me else 0.0
            if c["active"] == me:  # my Buy phase: only Resources still matter this turn
                return 0.0
            return 0.8 + T.cost[t] / 4 + T.lostech[t]
        if T.reaction[t]:
            return 0.0  # discarded at Clean-up anyway
        if c["actions"] <= 0 and c["phase"] == "action":
            return 0.05
        return 0.3 + T.cost[t] / 3 + T.lostech[t]

    def _weakest_in_hand(self, T: _Tables, state: State, me: int, names: list) -> str:
        return min(names, key=lambda n: (self._keep_worth(T, state, me, T.id[n]), T.cost[T.id[n]]))

    # -- combat ---------------------------------------------------------------------------------------------------
    def _combat(self, T: _Tables, state: State, me: int, options: tuple, rules) -> tuple | None:
        uses: list[str] = []  # the units whose abilities are offered
        for option in options:
            verb: str = option[0]
            if verb == "use":
                uses.append(option[1])
        c = state.counters
        mine = self._types(state, UNITS[me])
        theirs = self._types(state, UNITS[1 - me])
        if c["active"] != me:  # defending: only Trebuchet
            attack = _total(T, theirs, mine, True, c["attack_bonus"])
            defense = _total(T, mine, theirs, False, c["defense_bonus"])
            now = _overrun(attack, defense, c["overrun_bonus"])
            if "Trebuchet" in uses and _overrun(attack, defense + 1, c["overrun_bonus"]) < now:
                return ("use", "Trebuchet")
            return listed(options, "done")
        for free in ("Commando", "Fire Falcon"):
            if free in uses:
                return ("use", free)
        ending = any(n in ("Infantry Platoon", "Mechanized Infantry", "Awesome") for n in uses) and self._ending_turn(
            T, state, me)  # (only those abilities ask)
        attack = _total(T, mine, theirs, True, c["attack_bonus"])
        defense = _total(T, theirs, mine, False, c["defense_bonus"])
        ob = c["overrun_bonus"]
        now = _overrun(attack, defense, ob)
        hand_sorted = None  # keep-worths of the hand, lowest first: only the abilities that discard need them
        best, best_gain = None, 0.0
        for option in options:
            if option[0] != "use":
                continue
            name = option[1]
            t = T.id[name]
            if hand_sorted is None and name in ("Trebuchet", "Masakari (Warhawk)"):
                hand_sorted = sorted(self._keep_worth(T, state, me, u) for u in self._types(state, HAND[me]))
            gain, cost = 0.0, 0.0
            if name in ("Infantry Platoon", "Mechanized Infantry", "Awesome"):
                rest = _without(mine, t)
                bonus = 1 if name != "Awesome" else 4
                a2 = _total(T, rest, theirs, True, c["attack_bonus"] + bonus)
                d2 = _total(T, theirs, rest, False, c["defense_bonus"])
                gain = float(_overrun(a2, d2, ob) - now)
                cost = 0.1 if name == "Infantry Platoon" else 0.3
                if ending:
                    gain += 1.0  # the unit goes back to the Deck, where it scores
            elif name == "Thor (Summoner)":
                targets = [u for u in theirs if T.cost[u] >= 5]
                if not targets:
                    continue
                target = max(targets, key=T.damage_cost.__getitem__)
                rest = _without(mine, t)
                left = _without(theirs, target)
                a2 = _total(T, rest, left, True, c["attack_bonus"])
                d2 = _total(T, left, rest, False, c["defense_bonus"])
                gain = _overrun(a2, d2, ob) - now + (1.0 if target in T.tank else 0.0)
                if T.cost[target] + 2 * T.lostech[target] >= 7:
                    gain += 0.5
                cost = 0.4
            elif name == "Trebuchet":
                if not hand_sorted or hand_sorted[0] > 1.0:
                    continue
                a2 = _total(T, mine, theirs, True, c["attack_bonus"] + 1)
                gain = float(_overrun(a2, defense, ob) - now)
                cost = hand_sorted[0] / 4
            elif name == "Masakari (Warhawk)":
                if not hand_sorted or len(hand_sorted) < 2 or hand_sorted[0] + hand_sorted[1] > 2.0:
                    continue
                gain = float(_overrun(attack, defense, ob + 1) - now)
                cost = (hand_sorted[0] + hand_sorted[1]) / 4
            else:
                continue
            net = gain - cost
            if gain > 0 and net > best_gain:
                best, best_gain = option, net
        return best or listed(options, "done")

    def _overrun_scrap(self, T: _Tables, state: State, me: int, options: tuple, rules) -> tuple | None:
        late = self._late(state)
        best = options[0]
        least = self._scrap_worth(T, state, me, late, best)
        for option in options[1:]:
            worth = self._scrap_worth(T, state, me, late, option)
            if worth < least:  # the first of the least worth
                best, least = option, worth
        return best

    def _scrap_worth(self, T: _Tables, state: State, me: int, late: bool, option: tuple) -> float:
        """What the card an Overrun option scraps is worth to me (lowest = first to scrap)."""
        name: str = option[1]
        where: str = option[2]
        if where == "of deck":
            return 2.0
        t = T.id[name]
        if where == "from hand":
            if t == T.platoon:
                return 0.3
            if T.name[t] == "Basic Factory":
                return 0.5
            return 1.0 + self._value(T, state, me, t) if not late else 1.0 + T.cost[t] / 10
        # deployment zone: these cards do not score while deployed
        if t == T.platoon:
            return 1.2 if not late else 0.4
        if late:  # still a shield against the next Overrun, though it does not score while deployed
            return 0.8 + 0.4 * T.defense[t] + 0.2 * T.attack[t]
        return 2.0 + T.damage_cost[t]

    # -- damage ---------------------------------------------------------------------------------------------------
    def _damage(self, T: _Tables, state: State, me: int, options: tuple, rules) -> tuple | None:
        return self._damage_unit(T, options, True)

    def _damage_opponent(self, T: _Tables, state: State, me: int, options: tuple, rules) -> tuple | None:
        return self._damage_unit(T, options, False)

    def _damage_unit(self, T: _Tables, options: tuple, mine: bool) -> tuple:
        # My own unit: the one I lose least by.  The opponent's (I choose): the one that hurts most (a Tank is
        # scrapped).  The first of equals.
        best = options[0]
        best_value = T.damage_cost[T.id[best[1]]] if mine else -T.target_value[T.id[best[1]]]
        for option in options[1:]:
            value = T.damage_cost[T.id[option[1]]] if mine else -T.target_value[T.id[option[1]]]
            if value < best_value:
                best, best_value = option, value
        return best

    def _damaged(self, T: _Tables, state: State, me: int, options: tuple, rules) -> tuple | None:
        for preferred in (("reveal", "Expert Mech Techs"), ("put on deck", "HEAVY ARMOR"),
                          ("discard it",), ("scrap it", "TANK")):
            if preferred in options:
                return preferred
        return None

    def _place_gained(self, T: _Tables, state: State, me: int, options: tuple, rules) -> tuple | None:
        return ("put on deck",)

    # -- reactions ------------------------------------------------------------------------------------------------
    def _reaction(self, T: _Tables, state: State, me: int, options: tuple, rules) -> tuple | None:
        """Each reaction offers one card to reveal, then "pass": Headshot! always; Defense System against an
        Overrun of 2 or more; Assassination against strong supports."""
        card: str = options[0][1]
        if card == "Defense System":
            c = state.counters
            mine = self._types(state, UNITS[me])
            theirs = self._types(state, UNITS[1 - me])
            attack = _total(T, theirs, mine, True, c["attack_bonus"])
            defense = _total(T, mine, theirs, False, c["defense_bonus"])
            return options[0] if _overrun(attack, defense, c["overrun_bonus"]) >= 2 else ("pass",)
        if card == "Assassination":
            return self._assassinate(T, state, me)
        return options[0]

    def _assassinate(self, T: _Tables, state: State, me: int) -> tuple:
        played = state.zones[PLAY[1 - me]]
        if not played:
            return ("pass",)
        t = state.card_types[played[-1]]
        strong = (T.attack_support[t] or T.lostech[t] or T.cost[t] >= 5
                  or T.bonus[t].get("buys", 0) or T.bonus[t].get("actions", 0) >= 2)
        return ("reveal", "Assassination") if strong else ("pass",)

    # -- Action phase ---------------------------------------------------------------------------------------------
    def _action(self, T: _Tables, state: State, me: int, options: tuple, rules) -> tuple | None:
        # One pass over the options: the supports and units with their type ids, and the two unit abilities.
        plays: list[tuple] = []
        deploys: list[tuple] = []
        types: list[int] = []  # the type id of each of plays + deploys, in that order
        deploy_types: list[int] = []
        hunchback = catapult = False
        for option in options:
            verb: str = option[0]
            if verb == "play":
                plays.append(option)
                types.append(T.id[option[1]])
            elif verb == "deploy":
                deploys.append(option)
                deploy_types.append(T.id[option[1]])
            elif verb == "use":
                hunchback = hunchback or option[1] == "Hunchback"
                catapult = catapult or option[1] == "Catapult"
        if hunchback:
            theirs = self._types(state, UNITS[1 - me])
            if sum(1 for u in theirs if T.mech[u]) > (
                    1 if any(T.name[u] == "Gladiator (Executioner)" for u in theirs) else 0):
                return ("use", "Hunchback")
        if deploys and self._ending_turn(T, state, me):
            deploys = []  # on the turn it ends the game it deploys nothing: units in hand score; deployed ones do not
        else:
            types.extend(deploy_types)
        if plays or deploys:
            actions, cards = T.plus_actions, T.plus_cards
            # 1. Non-terminal cards: +Actions supports and MOBILE units (the first of the best).
            best: tuple | None = None
            best_key = (0, False)
            for k, option in enumerate(plays + deploys):
                t = types[k]
                if actions[t] > 0:
                    key = (cards[t] + actions[t], T.support[t])
                    if best is None or key > best_key:
                        best, best_key = option, key
            if best is not None:
                return best
            # 2. +Cards supports.  3. Other supports (All-Out Assault only when the rest of the hand is worthless and
            # it overruns).  Both by draw, then price (no play left here gives +Actions).
            for drawing in (True, False):
                best = None
                best_price = (0, 0)
                for k, option in enumerate(plays):
                    t = types[k]
                    if drawing != (cards[t] > 0):
                        continue
                    if not drawing and (option[1] == "All-Out Assault"
                                        or not self._support_useful(T, state, me, option[1])):
                        continue
                    price = (cards[t], T.cost[t] + 2 * T.lostech[t])
                    if best is None or price > best_price:
                        best, best_price = option, price
                if best is not None:
                    return best
            # 4. Units, highest Attack first.
            if deploys:
                best = None
                strength = (0, 0, 0)
                for k, option in enumerate(deploys):
                    t = types[len(plays) + k]
                    key3 = (T.attack[t], T.defense[t], T.cost[t])
                    if best is None or key3 > strength:
                        best, strength = option, key3
                return best
            if ("play", "All-Out Assault") in plays:
                rest = sum(T.money[t] for t in self._types(state, HAND[me])) - T.money[T.id["All-Out Assault"]]
                mine = self._types(state, UNITS[me])
                theirs = self._types(state, UNITS[1 - me])
                if (rest <= 1 and not state.counters["extra_turn"]
                        and _total(T, mine, theirs, True, 0) > _total(T, theirs, mine, False, 0)):
                    return ("play", "All-Out Assault")
        if catapult and state.zones[UNITS[1 - me]]:
            junk = sum(1 for t in self._types(state, HAND[me]) if not T.resource[t])
            if junk >= 2:
                return ("use", "Catapult")
        return listed(options, "end")

    def _support_useful(self, T: _Tables, state: State, me: int, name: str) -> bool:
        z = state.zones
        if name == "Scrap for Parts":
            return True  # +2 Industry even without a unit to discard
        if name == "Stolen Technology":
            return any(T.resource[t] for t in self._types(state, HAND[me]))
        if name == "Trial of Possession":
            return any(T.mech[t] for t in self._types(state, UNITS[me]))
        if name in ATTACK_SUPPORTS_HIT and name != "Trial of Possession":
            return bool(z[UNITS[1 - me]]) or name == "Long Tom Battery"
        return True

    # -- Buy phase ------------------------------------------------------------------------------------------------
    def _buy(self, T: _Tables, state: State, me: int, options: tuple, rules) -> tuple | None:
        play = resource_play(options)
        if play is not None:
            return play
        buys: list[tuple] = []
        names: list[str] = []
        option: tuple
        for option in options:
            verb: str = option[0]
            if verb == "buy":
                buys.append(option)
                names.append(option[1])
        best, best_value = None, 0.0
        for option, v in zip(buys, self._gain_values(T, state, me, names)):
            if v > best_value:
                best, best_value = option, v
        return best or listed(options, "end")

    def _name_card(self, T: _Tables, state: State, me: int, options: tuple, rules) -> tuple | None:
        c = state.counters
        opp = 1 - me
        reach = c["industry"] + 2 * len(state.zones[HAND[opp]])
        z = state.zones

        def key(o):
            t = T.id[o[1]]
            if not z[T.pile[o[1]]]:
                return -100.0
            v = self._value(T, state, opp, t)
            if T.cost[t] > reach or (T.lostech[t] and c["lostech"] < 1
                                     and not z[HAND[opp]]):
                v -= 50.0
            return v
        return max(options, key=key)

    # -- picks inside card effects --------------------------------------------------------------------------------
    def _pick(self, T: _Tables, state: State, me: int, options: tuple, rules) -> tuple | None:
        verb: str = options[0][0]  # every option but "done" (listed last) names the same verb
        names = [o[1] for o in options if o[0] != "done"]
        if verb == "discard":
            if names_from(state, options, HAND[me], REVEAL, rules):  # from my hand
                return ("discard", self._weakest_in_hand(T, state, me, names))
            # Strategic Bombing: discard the opponent's best revealed cards.
            return ("discard", max(names, key=lambda n: self._value(T, state, 1 - me, T.id[n])))
        if verb == "put back":  # Reinforcements: the last card put back is drawn first
            return ("put back", min(names, key=lambda n: self._keep_worth(T, state, me, T.id[n])
                                    + T.money[T.id[n]]))
        if verb == "set aside":  # Hidden Base: keep for next turn what this turn cannot use
            return ("set aside", self._weakest_in_hand(T, state, me, names))
        if verb == "scrap":  # Stolen Technology: trade up a Resource
            have_af = bool(state.zones.get(PILE + "Advanced Factory"))
            if "Munitions Factory" in names and have_af:
                return ("scrap", "Munitions Factory")
            return ("scrap", min(names, key=lambda n: T.cost[T.id[n]]))
        if verb == "place on deck":  # Forced Negotiations: the least useful unit
            return ("place on deck", min(names, key=lambda n: T.cost[T.id[n]] + T.attack[T.id[n]]))
        if verb == "return to hand":  # Tactical Redeployment
            if self._ending_turn(T, state, me):
                return ("return to hand", max(names, key=lambda n: T.cost[T.id[n]]))
            again = [n for n in names if n in DEPLOY_TRIGGERS and n != "Mechanized Infantry"]
            if again and state.counters["actions"] > 0:
                return ("return to hand", max(again, key=lambda n: T.cost[T.id[n]]))
            return listed(options, "done")
        return None

    def _choose(self, T: _Tables, state: State, me: int, options: tuple, rules) -> tuple | None:
        verbs = {o[0] for o in options}
        names = [o[1] for o in options if len(o) > 1]
        c = state.counters
        if verbs == {"choose"}:
            if COMSTAR.intersection(names):  # ComStar Engineers
                hand = self._types(state, HAND[me])
                usable = sum(1 for t in hand if T.unit[t] or T.support[t])
                order = (["+2 Actions", "+2 Cards"] if usable > c["actions"] else []) + ["+1 Buy", "+3 Industry",
                                                                                       "+2 Cards", "+2 Actions"]
                for o in order:
                    if ("choose", o) in options:
                        return ("choose", o)
            if "+1 Card" in names:  # VERSATILE
                hand = self._types(state, HAND[me])
                usable = sum(1 for t in hand if T.unit[t] or T.support[t])
                if c["actions"] == 0 and usable:
                    return ("choose", "+1 Action")
                return ("choose", "+1 Card")
            # Trial of Possession: my Mech with the highest Attack (so the opponent's is less likely to beat it).
            return ("choose", max(names, key=lambda n: (T.attack[T.id[n]], -T.cost[T.id[n]])))
        if verbs == {"gain"}:
            values = self._gain_values(T, state, me, names)
            return options[values.index(max(values))]
        if verbs == {"discard"}:  # High Command: the opponent's best revealed card
            return ("discard", max(names, key=lambda n: self._value(T, state, 1 - me, T.id[n])))
        if verbs == {"copy"}:  # Master Spy
            z = state.zones
            return max(options, key=lambda o: (bool(z.get(PILE + o[1])), self._value(T, state, me, T.id[o[1]])))
        if verbs == {"put back", "discard"}:  # Scout: discard the opponent's top card unless it is junk
            revealed = state.zones["revealed"]
            if revealed:
                t = state.card_types[revealed[-1]]
                junk = t == T.platoon or T.name[t] == "Basic Factory"
                return ("put back",) if junk else ("discard",)
            return ("discard",)
        if "refuse" in verbs:  # Trial of Possession, answering
            mechs = [o[1] for o in options if o[0] == "damage"]
            if not mechs:
                return ("refuse",)
            # The challenger's Mech follows each answer's own Mech (type, zone) in its targets (none: it chose none).
            targets = rules.option_targets(state, options[0])
            their_attack = T.attack[T.id[targets[2][1]]] if len(targets) > 2 else 99
            return ("damage", min(mechs, key=lambda n: T.damage_cost[T.id[n]]
                                  - (4.0 if T.attack[T.id[n]] > their_attack else 0.0)))
        return None

    # -- anything else ------------------------------------------------------------------------------------------
    def _fallback(self, T: _Tables, state: State, me: int, options: tuple):
        for preferred in (("done",), ("pass",), ("end",)):
            if preferred in options:
                return preferred
        return options[self.rng.randrange(len(options))]


# Decision handlers by decision kind (the Buy and Action phases' are called directly in ``act``).
_HANDLERS: Final = {"combat": V22Policy._combat, "reaction": V22Policy._reaction,
                    "overrun-scrap": V22Policy._overrun_scrap,
                    "damage": V22Policy._damage, "damage-opponent": V22Policy._damage_opponent,
                    "damaged": V22Policy._damaged,
                    "place-gained": V22Policy._place_gained, "name-card": V22Policy._name_card,
                    "pick": V22Policy._pick, "choose": V22Policy._choose}

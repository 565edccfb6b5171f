"""The heuristic bot's Domination v4 (quick-play rules) policy (``agents.HeuristicAgent`` plays it, found through
``DominationV4.heuristic_policy``).  Like the v2.2 policy it decides only from what its seat may know (its hand,
public zones, the Supply Row, zone sizes, counters, the current decision's kind, options and targets, and static card
data), never reads the engine's frames and never copies the state.

Plan: in Combat use the free start-of-combat abilities and the self-damaging ones only when they make a worse
Overrun card; in the Action phase play +Actions supports first, then +Cards, reactions and attacks, then deploy units
by strength; in the Buy phase play every Resource, then buy by value -- LosTech cards (a point each) first, strong
units (an army keeps Overrun cards away), economy early -- never junk; when damaged give up the cheapest unit; shed
Overrun cards whenever a card allows it."""
from __future__ import annotations

import random
from typing import Final

from ..domination.bot import names_from, resource_play
from ..domination.core import REVEAL
from ..domination.table import (ATTACK, BONUS_CARDS, BONUS_COUNTERS, COST, DEFENSE, IS_MECH, IS_OVERRUN, IS_RESOURCE,
                                IS_SUPPORT, IS_UNIT, LOSTECH, NAMES, OVERRUN, TABLES)

RULES_ID: Final = "domination-v4"
HAND: Final[tuple[str, ...]] = ("hand0", "hand1")
UNITS: Final[tuple[str, ...]] = ("units0", "units1")
SELF_DAMAGE: Final = {"Awesome": 4, "Mechanized Infantry": 1}
ECONOMY: Final = {"Advanced Factory": 7.0, "Banking Sector": 6.0, "Munitions Factory": 4.0, "Dropship": 4.5}


def _tid(name: str) -> int:
    return TABLES[RULES_ID].tid(name)


def _strength(name: str) -> float:
    """How much a unit is worth keeping in play (damage choices)."""
    t = _tid(name)
    return 1.4 * (ATTACK[t] or 0) + (DEFENSE[t] or 0) + 0.2 * COST[t] + 3 * LOSTECH[t]


def buy_value(t: int, turn: int) -> float:
    """What a card is worth to own (higher: buy first); below 1.5 it is not bought."""
    name = NAMES[t]
    if IS_OVERRUN[t]:
        return -10.0
    value = 0.0
    if LOSTECH[t]:
        value += 8.0 + COST[t] * 0.3
    if IS_UNIT[t]:
        value += 1.4 * (ATTACK[t] or 0) + (DEFENSE[t] or 0) + 0.25 * COST[t]
    elif IS_RESOURCE[t]:
        value += ECONOMY.get(name, 0.0) * (1.0 if turn < 30 else 0.4)
    elif IS_SUPPORT[t]:
        bonus = dict(BONUS_COUNTERS[t])
        value += 1.0 + BONUS_CARDS[t] + bonus.get("actions", 0) * 0.8 + bonus.get("industry", 0) * 0.5 + COST[t] * 0.2
    if name in ("Basic Factory", "Supply Drops"):
        value = 0.0
    if name == "Infantry Platoon":
        value = 1.0
    return value


def keep_value(t: int) -> float:
    """How much a card in hand is worth keeping (lower: discard or give up first)."""
    if IS_OVERRUN[t]:
        return -5.0 - OVERRUN[t]
    if NAMES[t] == "Basic Factory":
        return 0.0
    return COST[t] + LOSTECH[t] * 3 + (ATTACK[t] or 0)


class V4Policy:
    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)  # for decisions it has no plan for

    def act(self, rules, state):
        """One of the current decision's options (two or more: ``HeuristicAgent`` takes a single one itself)."""
        options = state.decision.options
        me = state.decision.player
        handler = _HANDLERS.get(state.decision.kind)
        action = handler(self, rules, state, me, options) if handler else None
        if action is None or action not in options:
            for preferred in (("done",), ("pass",), ("end",)):
                if preferred in options:
                    return preferred
            return options[self.rng.randrange(len(options))]
        return action

    # -- helpers ------------------------------------------------------------------------------------------------------
    @staticmethod
    def _types(state, zone: str) -> list:
        types = state.card_types
        return [types[c] for c in state.zones[zone]]

    @staticmethod
    def _margin(rules, state, me) -> int:
        totals = rules.totals(state)
        return totals["attack"][me] - totals["defense"][1 - me]

    # -- combat ---------------------------------------------------------------------------------------------------------
    def _reaction(self, rules, state, me, options):
        """Overrun reactions (Forward Base, Ambush): always take them."""
        for o in options:
            if o[0] == "scrap":
                return o
        return ("pass",)

    def _combat(self, rules, state, me, options):
        margin = self._margin(rules, state, me)
        hand = self._types(state, HAND[me])
        for o in options:
            if o[0] != "use":
                continue
            name = o[1]
            if name in SELF_DAMAGE:
                gain = SELF_DAMAGE[name]
                if margin < 4 and margin + gain > 0 and (margin + gain) > max(margin, 0):
                    return o
                continue
            if name in ("Highlander", "Thor (Summoner)"):
                continue
            if name == "Masakari (Warhawk)" and sum(keep_value(t) < 2 for t in hand) < 2:
                continue
            return o
        return ("done",) if ("done",) in options else None

    # -- Action phase -------------------------------------------------------------------------------------------------
    def _action(self, rules, state, me, options):
        actions = state.counters["actions"]
        best, best_key = None, None
        hand = self._types(state, HAND[me])
        for o in options:
            if o[0] not in ("play", "deploy"):
                continue
            t = _tid(o[1])
            bonus = dict(BONUS_COUNTERS[t])
            if o[0] == "play":
                if IS_OVERRUN[t]:
                    name = NAMES[t]
                    ok = ((name == "Heavy Casualties" and any(IS_UNIT[u] and COST[u] <= 3 for u in hand))
                          or (name == "Raided Supplies" and len(hand) >= 3)
                          or (name == "Critical Hit" and any(IS_MECH[u] and not LOSTECH[u] and COST[u] <= 5
                                                             for u in hand)))
                    if not ok:
                        continue
                    key = (5, 0)
                else:
                    key = (9 if bonus.get("actions", 0) and actions <= 1 else 7 if bonus.get("actions", 0) else 6,
                           BONUS_CARDS[t] + COST[t] * 0.1)
            else:
                key = (4 + bonus.get("actions", 0) * 4, 1.4 * (ATTACK[t] or 0) + (DEFENSE[t] or 0) + 0.01 * COST[t])
            if best_key is None or key > best_key:
                best, best_key = o, key
        return best or ("end",)

    # -- Buy phase ----------------------------------------------------------------------------------------------------
    def _buy(self, rules, state, me, options):
        play = resource_play(options)
        if play is not None:
            return play
        turn = state.counters["turn"]
        buys = [(buy_value(_tid(o[1]), turn), o) for o in options if o[0] == "buy"]
        buys = [b for b in buys if b[0] >= 1.5]
        if not buys:
            return ("end",)
        return max(buys, key=lambda b: (b[0], b[1][1]))[1]

    # -- the opponent's effects ---------------------------------------------------------------------------------------
    def _damage(self, rules, state, me, options):   # one of my own units: the weakest
        return ("damage", min((o[1] for o in options), key=_strength))

    def _damage_opponent(self, rules, state, me, options):   # one of the opponent's, of my choice: the strongest
        return ("damage", max((o[1] for o in options), key=_strength))

    def _damaged(self, rules, state, me, options):
        damaged = _tid(rules.option_targets(state, options[0])[0][1])  # every option targets the damaged unit
        for o in options:
            if o[0] == "scrap" and o[1] == "Expert Mech Techs" and COST[damaged] >= 5:
                return o
        for o in options:
            if o[0] != "scrap":
                return o
        return None

    def _place_gained(self, rules, state, me, options):
        return ("put on deck",)

    def _place_fenris(self, rules, state, me, options):
        return options[0]

    def _pick(self, rules, state, me, options):
        verb = options[0][0]  # every option but "done" (listed last) names the same verb
        names = [o[1] for o in options if o[0] != "done"]
        worst = min(names, key=lambda n: keep_value(_tid(n)))
        if verb == "discard":
            if names_from(state, options, HAND[me], REVEAL, rules):  # from my hand
                if ("done",) in options and keep_value(_tid(worst)) > 0:
                    return ("done",)
                return ("discard", worst)
            return ("discard", max(names, key=lambda n: keep_value(_tid(n))))  # Night Assault: their best
        if verb == "scrap":
            if "Basic Factory" in names:
                return ("scrap", "Basic Factory")
            return ("done",) if ("done",) in options else ("scrap", worst)
        if verb in ("set aside",):
            return (verb, max(names, key=lambda n: keep_value(_tid(n))))
        if verb in ("place on deck", "put back"):
            return (verb, worst)
        if verb == "return to hand":
            return ("done",)
        return None

    def _choose(self, rules, state, me, options):
        verbs = {o[0] for o in options}
        c = state.counters
        if verbs == {"gain"}:
            return max(options, key=lambda o: buy_value(_tid(o[1]), c["turn"]))
        if verbs == {"choose"}:
            names = [o[1] for o in options]
            if "+1 LosTech" in names:  # Munitions Factory
                return ("choose", "+1 LosTech" if c["lostech"] == 0 and c["industry"] >= 3 else "+2 Industry")
            for pref in ("+2 Cards", "+1 Card", "+3 Industry", "+2 Actions", "+1 LosTech", "+1 Industry"):
                if pref in names:
                    return ("choose", pref)
        if verbs == {"put back", "discard"}:
            t = state.card_types[state.zones["revealed"][-1]] if state.zones["revealed"] else -1
            return options[0] if t >= 0 and keep_value(t) <= 0 else options[1]
        if "discard" in verbs or "scrap" in verbs:  # Overrun-Support cards, Scrap for Parts, Technician Caste
            cand = [o for o in options if len(o) == 3]
            if not cand:
                return None
            pick = min(cand, key=lambda o: keep_value(_tid(o[1])) + (3 if o[2] == "from deployment zone" else 0))
            t = _tid(pick[1])
            if ("pass",) in options and (LOSTECH[t] or COST[t] > 5):
                return ("pass",)
            return pick
        if "reveal" in verbs:
            return options[0]
        if ("draw a card",) in options:
            return ("draw a card",)
        if ("discard two cards",) in options:
            return ("discard two cards",)
        return None


# Decision handlers by decision kind (docs/scenarios.md, "Decision kinds").
_HANDLERS: Final = {"combat": V4Policy._combat, "reaction": V4Policy._reaction, "action": V4Policy._action,
                    "buy": V4Policy._buy, "damage": V4Policy._damage, "damage-opponent": V4Policy._damage_opponent,
                    "damaged": V4Policy._damaged,
                    "place-gained": V4Policy._place_gained, "place-fenris": V4Policy._place_fenris,
                    "pick": V4Policy._pick, "choose": V4Policy._choose}

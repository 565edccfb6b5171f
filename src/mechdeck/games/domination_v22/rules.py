"""The Domination v2.2 rule set: set-up (Supply, starting decks, first player, second player's bonus platoon),
zone visibility, observation and scoring.  The turn lives in turn.py, card abilities in abilities.py."""
from __future__ import annotations

from mechdeck.kernel import HIDDEN, OWNER, PUBLIC, TOP, RuleSet, RulesError, State, below, mix_seed, shuffle
from mechdeck.kernel.zones import draw as kernel_draw

from . import abilities, core, turn
from .core import (ASIDE, BASE_PILES, BY_NAME, CARDS, DECK, DISCARD, HAND, NAMES, PLAY, REVEAL, SCRAP, UNITS, pile)

PILES_PER_KIND = 6
STARTING_DECK = (("Basic Factory", 7), ("Infantry Platoon", 3))
# The rule book's first-game preset, by the card list's names (ruling 2: Long Tom Battery for "Artillery Support").
FIRST_GAME = ("Cicada", "Schrek PPC Carrier", "Battle Armor Squad", "Uziel", "Awesome", "Mad Cat (Timberwolf)",
              "Ammo Dump", "Rapid Deployment", "Supply Route", "Convoy", "Long Tom Battery", "Command Council")
SUPPLY_UNITS = tuple(c.name for c in CARDS if not c.base and c.type == "Unit")
SUPPLY_OTHERS = tuple(c.name for c in CARDS if not c.base and c.type != "Unit")

_ALIASES = {}
for _c in CARDS:
    _ALIASES[_c.name.lower()] = _c.name
    _ALIASES.setdefault(_c.name.split(" (")[0].lower(), _c.name)
_ALIASES["schrek ppc tank"] = "Schrek PPC Carrier"  # as the first-game preset calls it


def card_by_name(text: str) -> str:
    """The card name for a (case-insensitive) name, or its short form without the parenthesised name."""
    name = _ALIASES.get(" ".join(str(text).split()).lower())
    if name is None:
        raise RulesError(f"unknown card {text!r}")
    return name


def choose_supply(state: State, supply) -> list[str]:
    """The 12 Supply piles: "random", "first-game", or a list of names (completed at random to 6 + 6)."""
    if supply in (None, "random"):
        chosen: list[str] = []
    elif supply == "first-game":
        chosen = list(FIRST_GAME)
    elif isinstance(supply, (list, tuple)):
        chosen = []
        for item in supply:
            name = card_by_name(item)
            if BY_NAME[name].base:
                raise RulesError(f"{name} is a base card: it is always in the Supply")
            if name in chosen:
                raise RulesError(f"{name} is named twice in the Supply")
            chosen.append(name)
    else:
        raise RulesError(f"supply must be 'random', 'first-game' or a list of card names, not {supply!r}")
    units = [n for n in chosen if n in SUPPLY_UNITS]
    others = [n for n in chosen if n not in SUPPLY_UNITS]
    for kind, picked, pool in (("Unit", units, SUPPLY_UNITS), ("Support/Reaction/Resource", others, SUPPLY_OTHERS)):
        if len(picked) > PILES_PER_KIND:
            raise RulesError(f"the Supply takes {PILES_PER_KIND} {kind} piles; {len(picked)} were named: "
                             + ", ".join(picked))
        rest = [n for n in pool if n not in picked]
        while len(picked) < PILES_PER_KIND:
            picked.append(rest.pop(below(state, len(rest))))
    return units + others


class DominationV22(RuleSet):
    id = "domination-v2.2"
    title = "BattleTech: Domination v2.2"
    players = 2
    ops = {**core.OPS, **turn.OPS, "script": (abilities.run_script, None)}
    cards = CARDS

    def card_name(self, type_id: int) -> str:
        return NAMES[type_id]

    def setup(self, seed: int, config: dict) -> State:
        unknown = set(config) - {"supply", "first_player"}
        if unknown:
            raise RulesError(f"unknown set-up option(s) for {self.id}: {', '.join(sorted(unknown))} "
                             "(known: supply, first_player)")
        first = config.get("first_player")
        if first not in (None, 0, 1):
            raise RulesError(f"first_player must be 1 or 2 (given as seat 0 or 1), not {first!r}")
        state = State(self.id, seed, config, (), mix_seed(seed))
        supply = choose_supply(state, config.get("supply"))
        piles = list(BASE_PILES) + supply
        types: list[int] = []
        zones = {}
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
        if first is None:
            first = below(state, 2)
        for p in (0, 1):
            for name, n in STARTING_DECK:  # ruling 1: out of the base piles
                for _ in range(n):
                    zones[DECK[p]].append(zones[pile(name)].pop())
            shuffle(state, zones[DECK[p]])
        for p in (first, 1 - first):
            kernel_draw(state, DECK[p], DISCARD[p], HAND[p], turn.HAND_SIZE)
        second = 1 - first
        zones[UNITS[second]].append(zones[pile("Infantry Platoon")].pop())
        state.counters = {"turn": 0, "first_player": first, "piles": tuple(piles), "salvage": (0, 0),
                          **turn.new_turn_counters(first, False)}
        state.say(f"Supply: {', '.join(supply)}")
        state.say(f"P{first + 1} plays first; P{second + 1} deploys a bonus Infantry Platoon")
        state.stack = [["turn", 0, first, {"extra": False}]]
        return state

    def zone_visibility(self, zone: str) -> tuple[str, int]:
        if zone[-1] in "01" and not zone.startswith("pile:"):
            owner = int(zone[-1])
            kind = zone[:-1]
            return ({"hand": OWNER, "deck": HIDDEN, "discard": TOP, "aside": OWNER}.get(kind, PUBLIC), owner)
        return PUBLIC, -1

    def result(self, state: State) -> dict:
        scores = [turn.cards_owned(state, p) for p in (0, 1)]
        units = [len(state.zones[UNITS[p]]) for p in (0, 1)]
        if scores[0] != scores[1]:
            winner = 0 if scores[0] > scores[1] else 1
        elif units[0] != units[1]:
            winner = 0 if units[0] > units[1] else 1
        else:
            winner = None
        return {"winner": winner, "scores": scores, "units": units, "turns": state.counters["turn"]}

    def observe(self, state: State, viewer: int) -> dict:
        view = super().observe(state, viewer)
        zones = view["zones"]
        view["supply"] = {name: len(state.zones[pile(name)]) for name in state.counters["piles"]}
        for name in state.counters["piles"]:
            del zones[pile(name)]
        return view

    def totals(self, state: State) -> dict:
        """Current Attack and Defense totals of each player's deployment zone (with bonuses so far this turn)."""
        return {"attack": [turn.attack_total(state, p) for p in (0, 1)],
                "defense": [turn.defense_total(state, p) for p in (0, 1)]}


# -- scenario files (docs/scenarios.md) ------------------------------------------------------------------------------
SCENARIO_FIELDS = {"rules", "seed", "active", "phase", "turn", "actions", "buys", "industry", "lostech", "supply",
                   "P1", "P2", "scrapheap", "do", "description", "expect"}
PLAYER_FIELDS = {"hand", "deck", "discard", "play", "units", "aside"}
PHASES = {"start": 0, "combat": 1, "action": 2, "buy": 3}


def _seat(node) -> int:
    text = node.want(str, "P1 or P2")
    if text.upper() not in ("P1", "P2"):
        raise node.error(f"expected P1 or P2, got {text!r}")
    return int(text[1]) - 1


def _card(node) -> str:
    try:
        return card_by_name(node.want(str, "a card name"))
    except RulesError as exc:
        raise node.error(str(exc)) from None


def _from_scenario(self, root) -> State:
    root.check_keys(SCENARIO_FIELDS)
    seed_node = root.get("seed")
    seed = 0 if seed_node is None else seed_node.want(int, "an integer seed")
    state = State(self.id, seed, {"scenario": True}, (), mix_seed(seed))
    types: list[int] = []
    zones: dict[str, list[int]] = {}

    def make(name: str) -> int:
        types.append(BY_NAME[name].id)
        return len(types) - 1

    piles = list(BASE_PILES)
    counts = {name: BY_NAME[name].copies for name in BASE_PILES}
    supply = root.get("supply")
    if supply is not None:
        for key in supply.keys():
            node = supply.get(key)
            try:
                name = card_by_name(key)
            except RulesError as exc:
                raise node.error(str(exc)) from None
            count = node.want(int, "a pile count")
            if count < 0:
                raise node.error("a pile count cannot be negative")
            if name not in piles:
                piles.append(name)
            counts[name] = count
    for name in piles:
        zones[pile(name)] = [make(name) for _ in range(counts[name])]
    for p, key in ((0, "P1"), (1, "P2")):
        player = root.get(key)
        if player is not None:
            player.check_keys(PLAYER_FIELDS)
        for field, zone in (("hand", HAND), ("deck", DECK), ("discard", DISCARD), ("play", PLAY), ("units", UNITS),
                            ("aside", ASIDE)):
            node = None if player is None else player.get(field)
            cards = [] if node is None else [make(_card(item)) for item in node.items()]
            if field in ("deck", "discard"):
                cards.reverse()  # written top card first
            zones[zone[p]] = cards
    heap = root.get("scrapheap")
    zones[SCRAP] = [] if heap is None else [make(_card(item)) for item in heap.items()]
    zones[REVEAL] = []
    state.card_types = tuple(types)
    state.zones = zones
    active_node = root.get("active")
    active = 0 if active_node is None else _seat(active_node)
    phase_node = root.get("phase")
    phase = "start" if phase_node is None else phase_node.want(str, "start, combat, action or buy")
    if phase not in PHASES:
        raise phase_node.error(f"unknown phase {phase!r} (start, combat, action or buy)")
    state.counters = {"turn": 1, "first_player": active, "piles": tuple(piles), "salvage": (0, 0),
                      **turn.new_turn_counters(active, False)}
    for field in ("turn", "actions", "buys", "industry", "lostech"):
        node = root.get(field)
        if node is not None:
            value = node.want(int, "a whole number")
            if value < 0:
                raise node.error("cannot be negative")
            state.counters[field] = value
    state.counters["phase"] = "combat" if phase == "start" else phase
    if phase == "start":
        state.counters["turn"] -= 1  # the turn frame counts it again as it starts
        state.stack = [["turn", 0, active, {"extra": False}]]
    else:
        state.stack = [["turn", PHASES[phase], active, {"extra": False}],
                       [{"combat": "combat", "action": "action_phase", "buy": "buy_phase"}[phase], 0, active, {}]]
    self.advance(state)
    return state


DominationV22.from_scenario = _from_scenario


EXPECT_FIELDS = {"P1", "P2", "scrapheap", "revealed", "supply", "to_move", "options", "options_include",
                 "options_exclude", "log", "log_excludes", "winner", "actions", "buys", "industry", "lostech", "turn",
                 "active", "phase", "attack", "defense"}
ZONE_FIELDS = {"hand": HAND, "deck": DECK, "discard": DISCARD, "play": PLAY, "units": UNITS, "aside": ASIDE}


def _check_expect(self, state: State, expect) -> list[str]:
    """Zones are compared as multisets except ``deck`` (exact, top card first); ``<zone>_count`` checks a size."""
    expect.check_keys(EXPECT_FIELDS)
    problems: list[str] = []
    names = lambda cards: [NAMES[state.card_types[c]] for c in cards]  # noqa: E731

    def bad(node, message):
        problems.append(f"line {node.line}: {node.path}: {message}")

    def same_cards(node, actual, ordered=False):
        wanted = [_card(item) for item in node.items()]
        if ordered:
            ok = wanted == actual
        else:
            ok = sorted(wanted) == sorted(actual)
        if not ok:
            bad(node, f"expected {wanted}, found {actual}")

    for p, key in ((0, "P1"), (1, "P2")):
        player = expect.get(key)
        if player is None:
            continue
        player.check_keys(set(ZONE_FIELDS) | {f + "_count" for f in ZONE_FIELDS} | {"score"})
        for field in player.keys():
            node = player.get(field)
            if field == "score":
                score = turn.cards_owned(state, p)
                if score != node.want(int, "a number"):
                    bad(node, f"expected {node.value}, found {score}")
                continue
            zone = ZONE_FIELDS[field.removesuffix("_count")][p]
            cards = names(state.zones[zone])
            if field.endswith("_count"):
                if len(cards) != node.want(int, "a number"):
                    bad(node, f"expected {node.value} cards, found {len(cards)}: {cards}")
            elif field == "deck":
                same_cards(node, cards[::-1], ordered=True)
            elif field == "discard":
                same_cards(node, cards)
            else:
                same_cards(node, cards)
    for field, zone in (("scrapheap", SCRAP), ("revealed", REVEAL)):
        node = expect.get(field)
        if node is not None:
            same_cards(node, names(state.zones[zone]))
    supply = expect.get("supply")
    if supply is not None:
        for key in supply.keys():
            node = supply.get(key)
            name = card_by_name(key)
            found = len(state.zones.get(pile(name), ()))
            if found != node.want(int, "a number"):
                bad(node, f"expected {node.value} left, found {found}")
    for field in ("actions", "buys", "industry", "lostech", "turn", "phase"):
        node = expect.get(field)
        if node is not None and state.counters[field] != node.value:
            bad(node, f"expected {node.value!r}, found {state.counters[field]!r}")
    for field, fn in (("attack", turn.attack_total), ("defense", turn.defense_total)):
        node = expect.get(field)
        if node is not None:
            found = [fn(state, 0), fn(state, 1)]
            if found != node.plain():
                bad(node, f"expected [P1, P2] = {node.plain()}, found {found}")
    node = expect.get("active")
    if node is not None and state.counters["active"] != _seat(node):
        bad(node, f"expected {node.value}, found P{state.counters['active'] + 1}")
    node = expect.get("to_move")
    if node is not None:
        found = "none" if state.decision is None else f"P{state.decision.player + 1}"
        if str(node.value).upper() != found.upper():
            bad(node, f"expected {node.value}, found {found}")
    options = {self.action_text(o).lower() for o in self.legal_actions(state)}
    node = expect.get("options")
    if node is not None:
        wanted = {str(x).lower() for x in node.plain()}
        if wanted != options:
            bad(node, f"expected options {sorted(wanted)}, found {sorted(options)}")
    node = expect.get("options_include")
    if node is not None:
        missing = [x for x in node.plain() if str(x).lower() not in options]
        if missing:
            bad(node, f"missing options {missing}; found {sorted(options)}")
    node = expect.get("options_exclude")
    if node is not None:
        present = [x for x in node.plain() if str(x).lower() in options]
        if present:
            bad(node, f"options {present} should not be legal")
    public_log = "\n".join(text for who_, text in (state.log or ()) if who_ == -1)
    for field, want in (("log", True), ("log_excludes", False)):
        node = expect.get(field)
        if node is not None:
            for item in node.items():
                if (str(item.value) in public_log) != want:
                    bad(item, f"log {'lacks' if want else 'contains'} {item.value!r}; log:\n{public_log}")
    node = expect.get("winner")
    if node is not None:
        if state.decision is not None:
            bad(node, "the game is not over")
        else:
            w = self.result(state)["winner"]
            found = "draw" if w is None else f"P{w + 1}"
            if str(node.value).upper() != found.upper():
                bad(node, f"expected {node.value}, found {found} ({self.result(state)})")
    return problems


DominationV22.check_expect = _check_expect

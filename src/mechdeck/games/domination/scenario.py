"""Scenario files (docs/scenarios.md) for every rule set of the Domination family: the reader (``from_scenario``)
and the ``expect:`` checker (``check_expect``).  A rule set plugs them in with a ``ScenarioSpec`` saying what is
its own: card names, base piles, the turn counters, totals and score, and any extra fields (v4's Supply Row)."""
from __future__ import annotations

from mechdeck.kernel import RulesError, State, mix_seed
from mechdeck.kernel.scenario import check_play, seat

from .core import ASIDE, DECK, DISCARD, HAND, PLAY, REVEAL, SCRAP, UNITS, pile
from .table import NAMES


class ScenarioSpec:
    """What the shared reader and checker need from a rule set."""

    def __init__(self, card_by_name, by_name, base_piles, new_counters, attack_total, defense_total, score,
                 extra_fields=(), extra_expect=(), read_extra=None, check_extra=None):
        self.card_by_name = card_by_name     # text -> printed name (RulesError if unknown)
        self.by_name = by_name               # printed name -> CardDef
        self.base_piles = base_piles         # piles always present (full unless given)
        self.new_counters = new_counters     # (state, active) -> the counters of a game at turn 1
        self.attack_total = attack_total
        self.defense_total = defense_total
        self.score = score                   # (state, p) -> the player's score
        self.extra_fields = set(extra_fields)
        self.extra_expect = set(extra_expect)
        self.read_extra = read_extra         # (root, state, make, zones) -> None
        self.check_extra = check_extra       # (state, expect, bad, same_cards) -> None


SCENARIO_FIELDS = {"rules", "seed", "active", "phase", "turn", "actions", "buys", "industry", "lostech", "supply",
                   "P1", "P2", "scrapheap", "do", "description", "expect"}
PLAYER_FIELDS = {"hand", "deck", "discard", "play", "units", "aside"}
PHASES = {"start": 0, "combat": 1, "action": 2, "buy": 3}


def card_of(spec, node) -> str:
    """The card name a scenario node gives (an error with its line if unknown)."""
    try:
        return spec.card_by_name(node.want(str, "a card name"))
    except RulesError as exc:
        raise node.error(str(exc)) from None


def from_scenario(self, root) -> State:
    spec = self.scenario_spec
    root.check_keys(SCENARIO_FIELDS | spec.extra_fields)
    seed_node = root.get("seed")
    seed = 0 if seed_node is None else seed_node.want(int, "an integer seed")
    state = State(self.id, seed, {"scenario": True}, (), mix_seed(seed))
    types: list[int] = []
    zones: dict[str, list[int]] = {}

    def make(name: str) -> int:
        types.append(spec.by_name[name].id)
        return len(types) - 1

    piles = list(spec.base_piles)
    counts = {name: spec.by_name[name].copies for name in spec.base_piles}
    supply = root.get("supply")
    if supply is not None:
        for key in supply.keys():
            node = supply.get(key)
            try:
                name = spec.card_by_name(key)
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
            cards = [] if node is None else [make(card_of(spec, item)) for item in node.items()]
            if field in ("deck", "discard"):
                cards.reverse()  # written top card first
            zones[zone[p]] = cards
    heap = root.get("scrapheap")
    zones[SCRAP] = [] if heap is None else [make(card_of(spec, item)) for item in heap.items()]
    zones[REVEAL] = []
    if spec.read_extra is not None:
        spec.read_extra(root, state, make, zones)
    state.card_types = tuple(types)
    state.zones = zones
    active_node = root.get("active")
    active = 0 if active_node is None else seat(active_node)
    phase_node = root.get("phase")
    phase = "start" if phase_node is None else phase_node.want(str, "start, combat, action or buy")
    if phase not in PHASES:
        raise phase_node.error(f"unknown phase {phase!r} (start, combat, action or buy)")
    state.counters = {"turn": 1, "first_player": active, "piles": tuple(piles), **spec.new_counters(state, active)}
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


EXPECT_FIELDS = {"P1", "P2", "scrapheap", "revealed", "supply", "to_move", "options", "options_include",
                 "options_exclude", "log", "log_excludes", "winner", "actions", "buys", "industry", "lostech", "turn",
                 "active", "phase", "attack", "defense"}
ZONE_FIELDS = {"hand": HAND, "deck": DECK, "discard": DISCARD, "play": PLAY, "units": UNITS, "aside": ASIDE}


def check_expect(self, state: State, expect) -> list[str]:
    """Zones are compared as multisets except ``deck`` (exact, top card first); ``<zone>_count`` checks a size."""
    spec = self.scenario_spec
    expect.check_keys(EXPECT_FIELDS | spec.extra_expect)
    problems: list[str] = []
    names = lambda cards: [NAMES[state.card_types[c]] for c in cards]  # noqa: E731

    def bad(node, message):
        problems.append(f"line {node.line}: {node.path}: {message}")

    def same_cards(node, actual, ordered=False):
        wanted = [card_of(spec, item) for item in node.items()]
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
                score = spec.score(state, p)
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
            name = spec.card_by_name(key)
            found = len(state.zones.get(pile(name), ()))
            if found != node.want(int, "a number"):
                bad(node, f"expected {node.value} left, found {found}")
    for field in ("actions", "buys", "industry", "lostech", "turn", "phase"):
        node = expect.get(field)
        if node is not None and state.counters[field] != node.value:
            bad(node, f"expected {node.value!r}, found {state.counters[field]!r}")
    for field, fn in (("attack", spec.attack_total), ("defense", spec.defense_total)):
        node = expect.get(field)
        if node is not None:
            found = [fn(state, 0), fn(state, 1)]
            if found != node.plain():
                bad(node, f"expected [P1, P2] = {node.plain()}, found {found}")
    node = expect.get("active")
    if node is not None and state.counters["active"] != seat(node):
        bad(node, f"expected {node.value}, found P{state.counters['active'] + 1}")
    check_play(expect, state, bad, self.result)
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
    if spec.check_extra is not None:
        spec.check_extra(state, expect, bad, same_cards)
    return problems

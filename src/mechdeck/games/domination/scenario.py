"""Scenario files (docs/scenarios.md) for every rule set of the Domination family: the reader (``from_scenario``)
and the ``expect:`` checker (``check_expect``).  A rule set plugs them in with a ``ScenarioSpec`` saying what is
its own: card names, base piles, the turn counters, totals and score, and any extra fields (v4's Supply Row)."""
from __future__ import annotations

from mechdeck.kernel import Frame, IllegalAction, RulesError, State, mix_seed
from mechdeck.kernel.scenario import COMMON_FIELDS, check_play, game_over_text, seat

from .core import ASIDE, DECK, DISCARD, HAND, PLAY, REVEAL, SCRAP, UNITS, pile
from .table import NAMES


class ScenarioSpec:
    """What the shared reader and checker need from a rule set."""

    def __init__(self, card_by_name, by_name, base_piles, new_counters, attack_total, defense_total, score,
                 extra_fields=(), extra_expect=(), read_extra=None, check_extra=None, extra_zones=None):
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
        self.extra_zones = dict(extra_zones or {})  # a player's field -> its zone pair (v4: reactions)


def install(cls, spec: ScenarioSpec) -> None:
    """Give a Domination rule-set class the family's scenario reader, checker and action parser."""
    cls.scenario_spec = spec
    cls.from_scenario = from_scenario
    cls.check_expect = check_expect
    cls.parse_action = parse_action


SCENARIO_FIELDS = COMMON_FIELDS | {"seed", "active", "phase", "turn", "actions", "buys", "industry", "lostech",
                                   "supply", "P1", "P2", "scrapheap", "this_turn"}
PLAYER_FIELDS = {"hand", "deck", "discard", "play", "units", "aside"}
PHASES = {"start": 0, "combat": 1, "action": 2, "buy": 3}
#: Turn counters with a field of their own (``turn``, ``actions``...) or set by the turn itself; every other counter
#: a turn starts with (a rule set's ``new_counters``) is a turn-lasting effect that ``this_turn:`` can set.
OWN_FIELDS = {"active", "phase", "turn", "actions", "buys", "industry", "lostech"}


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
            player.check_keys(PLAYER_FIELDS | set(spec.extra_zones))
        for field, zone in (("hand", HAND), ("deck", DECK), ("discard", DISCARD), ("play", PLAY), ("units", UNITS),
                            ("aside", ASIDE), *spec.extra_zones.items()):
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
    this_turn = root.get("this_turn")
    if this_turn is not None:
        if phase == "start" and set(this_turn.keys()) - {"extra_turn"}:
            raise this_turn.error("a turn that is about to start has no effects yet (its counters are reset as it "
                                  "begins; only extra_turn applies): give a later phase")
        state.counters.update(read_this_turn(spec, state, this_turn, active))
    extra = bool(state.counters.get("extra_turn"))   # v2.2: the turn frame knows it is an extra turn
    if phase == "start":
        state.counters["turn"] -= 1  # the turn frame counts it again as it starts
        state.stack = [Frame("turn", 0, active, {"extra": extra})]
    else:
        state.stack = [Frame("turn", PHASES[phase], active, {"extra": extra}),
                       Frame({"combat": "combat", "action": "action_phase", "buy": "buy_phase"}[phase], 0, active, {})]
    self.advance(state)
    return state


def read_this_turn(spec, state: State, node, active: int) -> dict:
    """``this_turn:`` -> {counter: value}: the rule set's turn-lasting counters, each value checked against the kind
    the turn starts it with (true/false, a whole number, one number per player), with the counters that hold cards
    written by name: ``used`` (units whose once-a-turn ability is spent: names of deployed units, a name once per
    copy), ``banned`` (Supply piles that may not be bought: card names) and ``no_overrun`` (the player who gains no
    Overrun card this turn: P1 or P2)."""
    if not isinstance(node.value, dict):
        raise node.error("expected a mapping of turn effects to their values")
    defaults = spec.new_counters(state, active)
    node.check_keys(set(defaults) - OWN_FIELDS)
    out: dict = {}
    for key in node.keys():
        item = node.get(key)
        default = defaults[key]
        if key == "used":
            out[key] = _used_units(spec, state, item)
        elif key == "banned":
            out[key] = tuple(card_of(spec, name) for name in item.items())
        elif key == "no_overrun":
            out[key] = 0 if item.value is None else seat(item) + 1
        elif isinstance(default, bool):
            out[key] = item.want(bool, "true or false")
        elif isinstance(default, int):
            out[key] = item.want(int, "a whole number")
            if out[key] < 0:
                raise item.error("cannot be negative")
        elif isinstance(default, tuple) and len(default) == 2:
            values = [value.want(int, "a whole number") for value in item.items()]
            if len(values) != 2 or min(values) < 0:
                raise item.error(f"expected [P1, P2], two whole numbers, got {item.plain()!r}")
            out[key] = tuple(values)
        else:   # a counter this reader does not know how to write: say so rather than store a raw value
            raise item.error(f"{key} cannot be written in a scenario yet")
    return out


def _used_units(spec, state: State, node) -> tuple:
    """Deployed units, by name, whose ability was used: one instance per time a name is listed."""
    taken: list[int] = []
    for item in node.items():
        name = card_of(spec, item)
        free = [c for zone in UNITS for c in state.zones[zone]
                if NAMES[state.card_types[c]] == name and c not in taken]
        if not free:
            raise item.error(f"no deployed {name} (left) to have used its ability")
        taken.append(free[0])
    return tuple(taken)


def _action_matches(spec, words: list[str], parts: list[str]) -> bool:
    """Do the words spell the option's parts in order, a card name in any form ``card_by_name`` takes?"""
    if not parts:
        return not words
    part = parts[0]
    for k in range(1, len(words) + 1):
        segment = " ".join(words[:k])
        if segment.lower() == part.lower() or (part in spec.by_name and _names_card(spec, segment, part)):
            if _action_matches(spec, words[k:], parts[1:]):
                return True
    return False


def _names_card(spec, text: str, name: str) -> bool:
    try:
        return spec.card_by_name(text) == name
    except RulesError:
        return False


def parse_action(self, state: State, text: str):
    """The legal action written as ``text``: as ``action_text`` writes it, or with a card's short form or alias in
    place of its name (``damage Stormcrow`` for ``damage Ryoken (Stormcrow)``); case and spacing do not matter."""
    wanted = " ".join(text.split()).lower()
    options = self.legal_actions(state)
    for option in options:
        if self.action_text(option).lower() == wanted:
            return option
    words = wanted.split()
    for option in options:
        if _action_matches(self.scenario_spec, words, [str(part) for part in option]):
            return option
    raise IllegalAction(f"{text!r} is not a legal action now; legal: "
                        + ", ".join(self.action_text(o) for o in options))


EXPECT_FIELDS = {"P1", "P2", "scrapheap", "revealed", "supply", "to_move", "prompt", "options", "options_include",
                 "options_exclude", "log", "log_excludes", "winner", "actions", "buys", "industry", "lostech", "turn",
                 "active", "phase", "attack", "defense", "this_turn"}
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
        zone_fields = {**ZONE_FIELDS, **spec.extra_zones}
        player.check_keys(set(zone_fields) | {f + "_count" for f in zone_fields} | {"score"})
        for field in player.keys():
            node = player.get(field)
            if field == "score":
                score = spec.score(state, p)
                if score != node.want(int, "a number"):
                    bad(node, f"expected {node.value}, found {score}")
                continue
            zone = zone_fields[field.removesuffix("_count")][p]
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
    node = expect.get("this_turn")
    if node is not None:
        for key, want in read_this_turn(spec, state, node, state.counters["active"]).items():
            found = state.counters.get(key)
            if key == "used":   # copies are alike: compare the names
                want, found = sorted(_shown(state, key, want)), sorted(_shown(state, key, found))
            if found != want:
                bad(node.get(key), f"expected {_shown(state, key, want)!r}, found {_shown(state, key, found)!r}")
    check_play(expect, state, bad, self.result)
    options = {self.action_text(o).lower() for o in self.legal_actions(state)}
    node = expect.get("options")
    if node is not None and state.decision is None and node.plain():
        bad(node, f"{game_over_text(self, state)}: no option is legal")
    elif node is not None:
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


def _shown(state: State, key: str, value):
    """A turn counter as ``this_turn:`` writes it (units by name)."""
    if key == "used" and isinstance(value, tuple):
        return [NAMES[state.card_types[c]] for c in value]
    return list(value) if isinstance(value, tuple) else value

"""The heuristic bot's War Rig policy (``agents.HeuristicAgent`` plays it, found through ``WarRig.heuristic_policy``).

It plays to win along every path of §12, one per game and seat (W-R115): a *plan* per victory condition is derived
from the content (``plans_of``: the cards to build in order, with the rig's destination), one is picked per seat with
a seeded draw weighted towards the cheapest (cubes and plan trips), and a seat whose own plans or rig already show a
path keeps it.  Every plan runs the same way (``Position.goals``): the *engineer* (the squad holding an item that
grants Construct) takes the plans, the other squads gather the cubes the next card costs, and all meet at the rig to
build it (cubes are pooled, R-26); a tool card (the Plasma Cutter) is equipped at home once built.  Then:

* Dominate: every squad camps at a resource-rich location; the rig drives to a contested one and fires;
* Peace through power / Align with the Empire: the squads carrying the victory's cubes and the tool holder meet at
  the rig, which drives with them as riders to the victory's location (R-04's wait falls out of the engine's
  options), where the victory is built;
* Total Annihilation: the rig drives to the bases of the factions not yet destroyed and fires at their Stockade,
  Command Post and Cab.

Whatever the plan: captives go home to be coerced; rival squads on a location we hold are attacked; a squad
infiltrated in a base recruits or sabotages; an idle squad sabotages the movement system of a rival rig parked at home
that opens a victory's link; rival rigs near a victory site and rival victory constructions are shot first; fires on
our sites are fought; every repel is tried; hits are paid with cubes before items.

Any verb or decision kind it does not know scores below "done"/"stop" (``UNKNOWN``, W-R112).  It decides from what its
seat may see (W-R110): the public board, its own plans zones and stock, the decision and the static content.  It
never clones or searches: one ``Position`` per decision, read lazily.  It runs at every decision of a heuristic game,
so setup.py compiles it with mypyc: it must stay type-clean (tests/conformance/test_compiled_build.py checks that
the compiled build plays the same games).
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from mechdeck.kernel.board import cells
from mechdeck.kernel.state import Decision, State

from . import sites, victory
from .actions import action_modules
from .content import COLOURS, Card, Content
from .layout import CAMPED, CAPTOR, FIRST, READY, ROUND, Layout, plans_zone, stock_zone, stolen_zone

UNKNOWN = -0.5     # a verb this policy does not know: below ending the activation (0)
NEVER = -1.0
CANDIDATE_GAP = 0.5   # the search bot weighs only options scored within this of the policy's choice (W-R119)

# What an action is worth when nothing about the position changes it (the position-dependent verbs are scored in
# ``SCORERS``).
BASE = {"done": 0.0, "stop": 0.0, "end": -2.0, "drop": NEVER, "coerce": 1.2, "fight-fire": 1.3,
        "rescue": 1.0, "pay": 0.0, "scavenge": 0.05, "repel": 1.0, "let-in": 0.0, "recruit": 1.0,
        "take-hit": 0.0, "no-release": 0.0, "surrender": -3.0, "counter-attack": 0.5, "no-counter-attack": 0.0,
        "no-reroll": 0.0, "depart": 0.0, "espionage": 0.2, "roll-green": 0.3, "turn-face-up": 0.1,
        "reroll-green": 0.0, "keep-green": 0.1, "refine": NEVER, "depot": NEVER}

LATE_ROUNDS = 3   # rounds before the limit when a plan still gathering gives way to holding locations (§12.5)
DOMINATE, ANNIHILATE = "dominate", "total_annihilation"   # the two conditions whose checks are not a construction
STOCK_TOKEN = {c: f"stock_{c}" for c in COLOURS}   # a location's stock of each colour, as board tokens


@dataclass(frozen=True)
class Plan:
    """One path to victory: the cards to build, in order (the victory construction last), and where the rig must
    go (-1: nowhere in particular)."""
    condition: str
    builds: tuple[str, ...]
    destination: int
    weight: float          # the draw's weight: cheaper plans are picked more often
    tools: frozenset[str]  # the tools its cards need ('' for none)


@dataclass(frozen=True)
class Tables:
    """What the policy derives once per (content, player count) layout."""
    next_hop: tuple[tuple[int, ...], ...]     # next_hop[a][b]: the node a Move from a goes to on the way to b
    distance: tuple[tuple[int, ...], ...]     # links between nodes, restricted links included (the rig's map)
    plans: tuple[Plan, ...]
    can_construct: bool                       # the engine offers Construct (construction.py has landed)
    card_by_name: dict
    openers: frozenset[str]                   # movement systems that open a victory's link


def shortest_steps(layout: Layout) -> tuple[tuple[int, ...], ...]:
    """Breadth-first next hops over the links an ordinary Move may cross (-1: unreachable or already there)."""
    count = len(layout.topology.nodes)
    table = []
    for start in range(count):
        first = [-1] * count
        frontier = [start]
        seen = {start}
        while frontier:
            following = []
            for node in frontier:
                for step in layout.move_targets[node]:
                    if step not in seen:
                        seen.add(step)
                        first[step] = step if node == start else first[node]
                        following.append(step)
            frontier = following
        table.append(tuple(first))
    return tuple(table)


def distances(layout: Layout) -> tuple[tuple[int, ...], ...]:
    """Links between every two nodes over every link (a Drive with the right movement system crosses any)."""
    topo = layout.topology
    count = len(topo.nodes)
    table = []
    for start in range(count):
        dist = [count] * count
        dist[start] = 0
        frontier = [start]
        while frontier:
            following = []
            for node in frontier:
                for step in topo.neighbours[node]:
                    if dist[step] == count:
                        dist[step] = dist[node] + 1
                        following.append(step)
            frontier = following
        table.append(tuple(dist))
    return tuple(table)


def cheapest_rig(content: Content) -> tuple[str, ...]:
    """A movement system and a weapon whose plans lie at the same tech-rich location (one trip for the plans), the
    pair with the fewest cubes; any cheapest pair if no location holds both."""
    cards = content.cards.values()
    movers = [c for c in cards if c.kind == "rig_tech" and c.role == "movement"]
    weapons = [c for c in cards if c.kind == "rig_tech" and c.role == "weapon"]
    pairs = [(m.plans_location != w.plans_location, m.cost.total() + w.cost.total(), m.id, w.id)
             for m in movers for w in weapons]
    if not pairs:
        return ()
    _, _, mover, weapon = min(pairs)
    return mover, weapon


def plans_of(layout: Layout) -> tuple[Plan, ...]:
    """A plan per victory condition the content allows (W-R115): Dominate the cheapest rig; Annihilation that rig and
    the cheapest second weapon; each victory construction its tool (if named), the movement system that opens its
    location's link, and itself, with the rig going to that location."""
    content, topo = layout.content, layout.topology
    cards = content.cards
    rig = cheapest_rig(content)
    plans = []
    if rig:
        plans.append((DOMINATE, rig, -1))
        weapons = sorted((c.cost.total(), c.id) for c in cards.values()
                         if c.kind == "rig_tech" and c.role == "weapon" and c.id not in rig)
        plans.append((ANNIHILATE, rig + tuple(w for _, w in weapons[:1]), -1))
    for card in cards.values():
        if card.kind != "victory":
            continue
        opener = next((m.id for m in cards.values() if m.role == "movement"
                       and any(card.built_at in link for link in m.opens_links)), None)
        if opener is None:
            continue
        tool = () if card.tools not in cards else (card.tools,)
        plans.append((card.condition, tool + (opener, card.id), topo.node_id[card.built_at]))
    out = []
    for condition, builds, destination in plans:
        trips = len({cards[c].plans_location for c in builds} - {""})
        cost = sum(cards[c].cost.total() for c in builds) + 3 * trips
        out.append(Plan(condition, builds, destination, 1.0 / max(cost, 1), frozenset(cards[c].tools for c in builds)))
    return tuple(out)


_TABLES: dict[int, Tables] = {}   # by id(layout): a rule set keeps its layouts for its whole life


def tables_of(layout: Layout) -> Tables:
    """The tables of a layout, derived once (the policy and ``evaluate`` share them)."""
    t = _TABLES.get(id(layout))
    if t is None:
        plans = plans_of(layout)
        verbs = {verb for module in action_modules() for verb in module.VERBS}
        cards = layout.content.cards
        t = _TABLES[id(layout)] = Tables(
            shortest_steps(layout), distances(layout), plans, "construct" in verbs,
            {c.name: c.id for c in cards.values()},
            frozenset(b for p in plans if p.destination >= 0 for b in p.builds if cards[b].role == "movement"))
    return t


class WarRigPolicy:
    def __init__(self, seed: int):
        self.seed = seed
        self.draws: dict[tuple[int, int], Plan] = {}   # by (id(tables), seat): a draw depends on nothing else

    def drawn_plan(self, tables: Tables, seat: int) -> Plan:
        """The seat's seeded draw, weighted by each plan's weight (the same for the whole game)."""
        key = (id(tables), seat)
        plan = self.draws.get(key)
        if plan is None:
            draw = random.Random(self.seed * 7919 + seat)
            plan = self.draws[key] = draw.choices(tables.plans, [p.weight for p in tables.plans])[0]
        return plan

    # -- the strategies the search bot chooses among (W-R121) ----------------------------------------------------------
    def strategies(self, rules, state: State, seat: int) -> tuple[str, ...]:
        """The paths to victory this policy can follow, by their condition's id (one plan each)."""
        return tuple(p.condition for p in tables_of(rules.layout(state)).plans)

    def set_strategy(self, rules, state: State, seat: int, condition: str | None) -> None:
        """Follow the plan of ``condition`` for ``seat`` from now on instead of the seeded draw (``None``: the draw
        again).  A seat whose own plans or rig commit it to a victory still follows that one (``Position.plan``)."""
        tables = tables_of(rules.layout(state))
        key = (id(tables), seat)
        if condition is None:
            self.draws.pop(key, None)
            return
        plan = next((p for p in tables.plans if p.condition == condition), None)
        if plan is None:
            raise ValueError(f"no plan for the condition {condition!r}; the plans are "
                             f"{', '.join(p.condition for p in tables.plans)}")
        self.draws[key] = plan

    # -- the decision --------------------------------------------------------------------------------------------------
    def act(self, rules, state: State):
        decision = state.decision
        assert decision is not None   # a policy is asked only while a decision is open
        return max(decision.options, key=self.preference(rules, state, decision))

    def ranked(self, rules, state: State) -> list:
        """The search bot's candidates: the options the policy ranks near its own choice, best first (a stable sort,
        so the first is ``act``'s choice), without those it would never take (scored ``NEVER``) or that score more
        than ``CANDIDATE_GAP`` below its choice (W-R119): a one-round playout cannot judge a plan's later pay-off,
        so the search may only swap the choice for an option the plan itself finds nearly as good."""
        decision = state.decision
        assert decision is not None
        key = self.preference(rules, state, decision)
        scored = sorted(((key(option), option) for option in decision.options), key=lambda pair: pair[0],
                        reverse=True)
        floor = max(scored[0][0] - CANDIDATE_GAP, NEVER + 1e-9)
        return [scored[0][1]] + [option for score, option in scored[1:] if score >= floor]

    def preference(self, rules, state: State, decision: Decision):
        """The key that orders the decision's options: bigger is better."""
        layout = rules.layout(state)
        kind = decision.kind
        if kind == "assign-equipment":
            return self.assignment(layout)
        view = Position(self, rules, state, layout, decision.player, tables_of(layout))
        if kind == "activate":
            return view.activation_order
        return lambda option: self.score(view, option)

    @staticmethod
    def assignment(layout: Layout):
        """R-09's set-up picks: the item that grants Construct to squad 1 (the engineer), offence and defence to
        squad 2 (a fighter), the rest to squad 3 and then to squad 1 (the squads are numbered on their counters)."""
        cards = {c.name: c for c in layout.content.cards.values()}

        def wanted(option) -> float:
            card, number = cards[option[1]], int(option[2].rpartition(".")[2])
            if card.grants_construct:
                return 1.0 if number == 1 else 0.0
            if any(key in ("offence", "defence") for key, _ in card.params):
                return 1.0 if number == 2 else 0.0
            return 1.0 if number >= 3 else 0.5 if number == 1 else 0.0
        return wanted

    def score(self, view: Position, option: tuple) -> float:
        verb = option[0]
        method = SCORERS.get(verb)
        if method is not None:
            return method(view, option)
        return BASE.get(verb, UNKNOWN)


class Position:
    """The seat's reading of the position at one decision (built per decision; a handful of board reads, each
    computed once when first asked)."""

    def __init__(self, policy: WarRigPolicy, rules, state: State, layout: Layout, seat: int, tables: Tables):
        self.rules, self.state, self.layout, self.seat, self.t = rules, state, layout, seat, tables
        self.policy = policy
        self.board = board = cells(state)
        self.topo = layout.topology
        self.first = state.counters[FIRST]
        self.number = layout.player_number(self.first, seat)
        self.home = layout.home_node[self.number - 1]
        self.rig = layout.rig_ids[self.number - 1]
        self.squads = layout.squads_of(board, seat)
        self.cards = layout.content.cards
        self._goals: dict[int, int] | None = None
        self._plan: Plan | None = None
        self._built: set[str] | None = None
        self._owned: set[str] | None = None
        self._engineer: int | None = None
        self._pending: list[str] | None = None
        self._needed: dict[str, int] | None = None
        self._convoy: list[int] | None = None
        self._rig_target: int | None = None
        self._stage_cost: dict[str, int] | None = None
        self._supply: dict[int, int] | None = None
        self._tool: str | None = None

    def location(self, piece: int) -> int:
        return self.topo.location(self.board, piece)

    def card_of(self, instance: int) -> Card:
        return self.cards[self.layout.card_ids[self.state.card_types[instance]]]

    # -- the plan -------------------------------------------------------------------------------------------------------
    def built(self) -> set[str]:
        if self._built is None:
            self._built = {sites.card_id(self.state, self.layout, site)
                           for site in sites.rig_parts(self.layout, self.number)[1:]}
        return self._built

    def owned_plans(self) -> set[str]:
        if self._owned is None:
            layout, state = self.layout, self.state
            owned = {layout.card_ids[state.card_types[c]] for node in layout.catalogue_of
                     for c in state.zones[plans_zone(self.seat, layout.topology.nodes[node])]}
            self._owned = owned | {layout.card_ids[state.card_types[c]]
                                   for c in state.zones.get(stolen_zone(self.seat), ())}
        return self._owned

    def plan(self) -> Plan:
        """The path this seat follows: the one its own plans or rig already commit it to (a victory's plans or its
        link's movement system), else its seeded draw."""
        if self._plan is None:
            mine = self.owned_plans() | self.built()
            committed = [p for p in self.t.plans if p.destination >= 0 and p.builds[-1] in mine]
            self._plan = committed[0] if committed else self.policy.drawn_plan(self.t, self.seat)
        return self._plan

    def done(self, card: str) -> bool:
        """A card of the plan is built: a rig part on the chassis, an item held or in stock."""
        kind = self.cards[card].kind
        if kind == "rig_tech":
            return card in self.built()
        if kind == "equipment":
            layout, board = self.layout, self.board
            return (any(self.card_of(c).id == card for c in self.state.zones[stock_zone(self.seat)])
                    or any(self.card_of(i).id == card for s in self.squads for i in layout.items(board, s)))
        return False

    def pending(self) -> list[str]:
        """The plan's cards still to build (none while the engine has no Construct)."""
        if self._pending is None:
            self._pending = [card for card in self.plan().builds if not self.done(card)] if self.t.can_construct else []
        return self._pending

    def rig_ready(self) -> bool:
        """Every card but the victory construction built."""
        return all(self.cards[c].kind == "victory" for c in self.pending())

    def engineer(self) -> int:
        """The squad that builds: the squad holding the tool the plan's victory needs, else the first holding an
        item that grants Construct, or -1."""
        if self._engineer is None:
            layout, board = self.layout, self.board
            tools = self.plan().tools
            best, found = -1, -1
            for squad in self.squads:
                held = [self.card_of(i) for i in layout.items(board, squad)]
                if any(card.id in tools for card in held):
                    best = squad
                    break
                if found < 0 and any(card.grants_construct for card in held):
                    found = squad
            self._engineer = best if best >= 0 else found
        return self._engineer

    def team_cubes(self, squads) -> dict[str, int]:
        return {c: sum(self.topo.counter(self.board, s, c) for s in squads) for c in COLOURS}

    def stage_cost(self) -> dict[str, int]:
        """The cubes of the stage under way: every rig and tool card still to build (one trip home builds them
        all), then the victory construction."""
        if self._stage_cost is None:
            pending = self.pending()
            stage = [c for c in pending if self.cards[c].kind != "victory"] or pending
            costs = [self.layout.card_cost[self.layout.card_index[card]] for card in stage]
            self._stage_cost = {c: sum(cost[k] for cost in costs) for k, c in enumerate(COLOURS)}
        return self._stage_cost

    def needed(self) -> dict[str, int]:
        """Cubes of each colour the stage still needs beyond what all our squads carry."""
        if self._needed is None:
            self._needed = {}
            if self.pending():
                have = self.team_cubes(self.squads)
                self._needed = {c: n - have[c] for c, n in self.stage_cost().items() if n > have[c]}
        return self._needed

    def missing_plans(self) -> list[str]:
        owned = self.owned_plans()
        return [c for c in self.pending() if self.cards[c].plans_location and c not in owned]

    def tool_in_stock(self) -> str:
        """The plan's tool card waiting in our stock ('' if none)."""
        if self._tool is None:
            tools = self.plan().tools
            stock = (self.card_of(c).id for c in self.state.zones[stock_zone(self.seat)])
            self._tool = next((card for card in stock if card in tools), "")
        return self._tool

    # -- where each squad is going ----------------------------------------------------------------------------------
    def goals(self) -> dict[int, int]:
        if self._goals is not None:
            return self._goals
        layout, board = self.layout, self.board
        goals: dict[int, int] = {}
        engineer = self.engineer()
        pending = self.pending()
        plan = self.plan()
        rig_node = self.location(self.rig)
        others = []
        captors = {self.topo.counter(board, p, CAPTOR) - 1 for p in range(layout.squad_count)}   # one pass
        for squad in self.squads:
            if squad in captors:
                goals[squad] = self.home        # captives are coerced only at home (§8.6)
            else:
                others.append(squad)
        needed = self.needed()
        if self.late() and (needed or not self.rig_ready()):
            # Too late for the plan: the round-limit influence is in the locations held (§12.5).
            self.hold_locations(goals, others)
        elif pending and not self.rig_ready():
            # Building: the engineer fetches plans, everyone gathers what the next card lacks, then all meet at
            # the rig (the tool waiting in stock is equipped at home).
            missing = self.missing_plans()
            carriers = [] if needed else self.carriers(self.stage_cost())
            for squad in others:
                if squad == engineer and missing:
                    goals[squad] = self.topo.node_id[self.cards[missing[0]].plans_location]
                elif squad == engineer and self.tool_in_stock():
                    goals[squad] = self.home
                elif needed:
                    goals[squad] = self.supply_for(squad)
                elif squad == engineer or squad in carriers:
                    goals[squad] = rig_node
            if plan.condition == DOMINATE:
                self.hold_locations(goals, [s for s in others if s != engineer and s not in carriers])
        elif pending:
            # The victory construction: gather its cubes, then the convoy meets the rig and rides to the site.
            convoy = self.convoy()
            staging = self.staging()
            for squad in others:
                if squad == engineer and self.tool_in_stock():
                    goals[squad] = self.home
                elif squad == engineer:
                    goals[squad] = rig_node if rig_node in (staging, plan.destination) else self.home
                elif needed:
                    goals[squad] = self.supply_for(squad)
                elif squad in convoy:
                    goals[squad] = staging if rig_node != plan.destination else rig_node
            self.hold_locations(goals, [s for s in others if s not in goals])
        elif plan.condition == ANNIHILATE:
            for squad in others:   # the whole faction rides: a group of one is repelled at every base
                goals[squad] = rig_node
        else:
            self.hold_locations(goals, others)
        self.spare_saboteur(goals, others)
        self._goals = goals
        return goals

    def late(self) -> bool:
        """The last rounds (``LATE_ROUNDS``), when an unfinished plan gives way to holding locations."""
        return self.layout.round_limit - self.state.counters[ROUND] < LATE_ROUNDS

    def hold_locations(self, goals: dict[int, int], squads: list[int]) -> None:
        """Dominate: the squads spread over the resource-rich locations, one each, those already there keeping
        theirs; a squad left over goes home."""
        free = list(self.layout.resource_rich)
        rest = []
        for squad in squads:
            node = self.location(squad)
            if node in free:
                free.remove(node)
                goals[squad] = node
            else:
                rest.append(squad)
        for squad in rest:
            goals[squad] = free.pop(0) if free else goals.get(squad, self.home)

    def spare_saboteur(self, goals: dict[int, int], squads: list[int]) -> None:
        """A squad the plan does not need (not the engineer, carrying nothing) goes to sabotage the movement system
        of a rival rig that opens a victory's link while that rig stands at its Home Base (§12.2's counterplay)."""
        if self.plan().condition == DOMINATE:
            return
        layout, board = self.layout, self.board
        for number in range(1, layout.players + 1):
            if number == self.number:
                continue
            home = layout.home_node[number - 1]
            if self.topo.location(board, layout.rig_ids[number - 1]) != home:
                continue
            drive = sites.movement_site(self.state, layout, number)
            if drive >= 0 and sites.card_id(self.state, layout, drive) in self.t.openers:
                spare = [s for s in squads if s != self.engineer() and not layout.carried(board, s)]
                if spare:
                    goals[spare[-1]] = home
                return

    def supply_for(self, squad: int) -> int:
        """The Basic Location whose stock holds most of the colours still needed (staying put on a tie)."""
        here = self.location(squad)
        if self.layout.carried(self.board, squad) >= self.layout.content.boards.cube_spaces:
            return self.location(self.rig)
        supply = self.supply()
        return max(self.layout.basic, key=lambda node: (supply[node], node == here))

    def supply(self) -> dict[int, int]:
        """The cubes still needed that each Basic Location's stock holds."""
        if self._supply is None:
            topo, board, needed = self.topo, self.board, self.needed()
            wanted = [(STOCK_TOKEN[c], n) for c, n in needed.items()]
            self._supply = {node: sum(min(n, topo.tokens(board, node, token)) for token, n in wanted)
                            for node in self.layout.basic}
        return self._supply

    def carriers(self, cost: dict[str, int]) -> list[int]:
        """The squads that bring a card's cubes to where it is built: the engineer, then each squad carrying a
        colour still short, until the cost is covered (cubes are pooled at one node, R-26)."""
        engineer = self.engineer()
        chosen = [engineer] if engineer >= 0 else []
        short = {c: cost[c] - sum(self.topo.counter(self.board, s, c) for s in chosen) for c in COLOURS}
        for squad in self.squads:
            if squad in chosen or not any(n > 0 and self.topo.counter(self.board, squad, c) for c, n in short.items()):
                continue
            chosen.append(squad)
            for c in COLOURS:
                short[c] -= self.topo.counter(self.board, squad, c)
        return chosen

    def convoy(self) -> list[int]:
        """Who rides: to the victory site the engineer and the squads carrying the cubes it costs; for Annihilation
        everyone."""
        if self._convoy is None:
            self._convoy = self.find_convoy()
        return self._convoy

    def find_convoy(self) -> list[int]:
        pending = self.pending()
        if not pending:
            return self.squads if self.plan().condition == ANNIHILATE else []
        if not self.rig_ready() or self.needed():
            return [self.engineer()] if self.rig_ready() else []
        return self.carriers(self.stage_cost())

    def rig_target(self) -> int:
        """Where our rig should drive now, or -1: the victory site once the convoy is aboard; for Dominate a
        contested resource-rich location; for Annihilation the base of a faction still standing."""
        if self._rig_target is None:
            self._rig_target = self.find_rig_target()
        return self._rig_target

    def find_rig_target(self) -> int:
        layout, board = self.layout, self.board
        if not sites.can_move(self.state, layout, self.number) or not self.t.can_construct:
            return -1
        plan = self.plan()
        if self.pending():
            if not self.rig_ready():
                return -1
            node = self.location(self.rig)
            if node != self.staging() and node != plan.destination:
                return self.staging() if self.location(self.engineer()) == node else -1
            convoy = self.convoy()
            if node == plan.destination or self.needed() or not all(self.aboard(s, node) for s in convoy):
                return -1
            return plan.destination
        if plan.condition == DOMINATE:
            contested = [n for n in layout.resource_rich
                         if any(layout.faction(board, p) != self.seat and layout.active(board, p)
                                for p in layout.squads_at(board, n))]
            return contested[0] if contested else -1
        if plan.condition == ANNIHILATE:
            here = self.location(self.rig)
            if not all(self.aboard(s, here) for s in self.squads):
                return -1
            targets = self.annihilation_targets()
            return min(targets, key=lambda n: self.t.distance[here][n]) if targets else -1
        return -1

    def aboard(self, squad: int, node: int) -> bool:
        """The squad can go with a Drive from ``node`` now: the engineer drives, the others must not have activated
        this turn (R-50)."""
        return self.location(squad) == node and (squad == self.engineer()
                                                 or self.topo.has_marker(self.board, squad, READY))

    def staging(self) -> int:
        """Where the rig waits a round before crossing to the victory site (R-04): the site's neighbour nearest
        home; its cubes are gathered there."""
        destination = self.plan().destination
        near = [n for n in self.topo.neighbours[destination]]
        return min(near, key=lambda n: self.t.distance[self.home][n])

    def annihilation_targets(self) -> list[int]:
        """Where the rig burns next (W-R118): the Stockades not yet burning first (a Lesser Faction never fights
        fire, R-46, so a burning Stockade stays destroyed), then each rival player's Command Post and Cab not yet
        burning (the Cab where its rig stands), whose fires the victim fights on its own turn, so they come last."""
        layout, state = self.layout, self.state
        stockades = [layout.lesser_node[j] for j, s in enumerate(layout.stockade_ids) if not sites.burning(state, layout, s)]
        if stockades:
            return stockades
        out = []
        for k, row in enumerate(layout.base_site_ids):
            if k + 1 == self.number:
                continue
            if not sites.burning(state, layout, row[0]):
                out.append(layout.home_node[k])
            if not sites.burning(state, layout, layout.rig_site_ids[k][0]):
                out.append(self.location(layout.rig_ids[k]))
        return out

    def step_towards(self, squad: int, goal: int) -> int:
        return self.t.next_hop[self.location(squad)][goal]

    def squad(self, name: str) -> int:
        return self.layout.piece_id[name]

    def wants_colour(self, squad: int, colour: str) -> float:
        """A cube's worth to ``squad``: needed by the next card, any cube otherwise (cubes break ties, R-54),
        nothing without room."""
        if self.layout.carried(self.board, squad) >= self.layout.content.boards.cube_spaces:
            return NEVER
        if self.pending():
            return 0.8 if colour in self.needed() else 0.1 if self.layout.carried(self.board, squad) < 2 else NEVER
        return 0.5

    def activation_order(self, option: tuple) -> float:
        """Squads on their way activate first, the engineer (the rig's driver) next, and the squads waiting at
        the rig last: riders must not have activated yet (R-50)."""
        if option[0] != "activate":
            return -1.0
        squad = self.squad(option[1])
        if squad == self.engineer():
            return 1.0
        return 2.0 if self.goals().get(squad, -1) != self.location(squad) else 0.5


# -- scorers of the verbs whose worth depends on the position -------------------------------------------------------------
def score_move(view: Position, option: tuple) -> float:
    squad = view.squad(option[1])
    goal = view.goals().get(squad, view.home)
    return 1.0 if view.topo.node_id[option[2]] == view.step_towards(squad, goal) else NEVER


def score_encamp(view: Position, option: tuple) -> float:
    squad = view.squad(option[1])
    node = view.location(squad)
    if view.goals().get(squad) != node or node == view.location(view.rig) and view.rig_target() >= 0:
        return NEVER
    return 0.9 if node in view.layout.resource_rich else NEVER


def score_decamp(view: Position, option: tuple) -> float:
    squad = view.squad(option[1])
    node = view.location(squad)
    leaving = view.goals().get(squad) != node
    boarding = squad in view.convoy() and node == view.location(view.rig)
    return 1.1 if leaving or boarding else NEVER


def score_gather(view: Position, option: tuple) -> float:
    return view.wants_colour(view.squad(option[1]), option[2])


def score_plans(view: Position, option: tuple) -> float:
    card = view.t.card_by_name.get(option[2], "")
    return 0.95 if card in view.missing_plans() else 0.05


def score_attack(view: Position, option: tuple) -> float:
    """Worth it where a rival's presence spoils a location we hold, or against a squad holding one of ours."""
    squad, target = view.squad(option[1]), view.squad(option[2])
    node = view.location(squad)
    ours_held = any(view.layout.faction(view.board, p) == view.seat for p in view.layout.captives(view.board, target))
    if ours_held or (node in view.layout.resource_rich and view.goals().get(squad) == node):
        return 0.7
    return 0.1


def score_construct(view: Position, option: tuple) -> float:
    """The plan's cards in order; a victory construction always; once the plan is built, facilities (each scores
    influence, §12.5).  Never a part that would scrap a working one (R-27), nor other equipment (it only fills
    stock)."""
    card = view.cards[view.t.card_by_name[option[2]]]
    if card.kind == "victory":
        return 2.0
    pending = view.pending()
    if card.kind == "rig_tech":
        slot = next(i for i, s in enumerate(view.layout.chassis_slots) if s.id == option[3])
        if view.layout.site_card(view.board, view.layout.rig_site_ids[view.number - 1][slot + 1]) >= 0:
            return NEVER
        return 1.5 if card.id in pending else UNKNOWN
    if card.kind == "equipment":
        return 1.5 if card.id in pending else UNKNOWN
    return 0.3 if card.kind == "facility" and not pending else UNKNOWN


def score_equip(view: Position, option: tuple) -> float:
    """Take the plan's tool from stock; make room for it by stowing an item that grants nothing the plan needs."""
    tool = view.tool_in_stock()
    card = view.cards[view.t.card_by_name[option[2]]]
    squad = view.squad(option[1])
    if not tool or squad != view.engineer():
        return NEVER
    if option[0] == "equip":
        return 1.0 if card.id == tool else NEVER
    return 0.9 if not card.grants_construct and card.id != tool else NEVER


def score_drive(view: Position, option: tuple) -> float:
    """Only by a squad of the convoy (the rig must not leave its engineer behind), only towards the rig's target,
    the path ending nearest to it."""
    target = view.rig_target()
    if target < 0 or view.squad(option[1]) not in view.convoy():
        return NEVER
    here = view.location(view.rig)
    end = view.topo.node_id[option[-1]]
    closer = view.t.distance[here][target] - view.t.distance[end][target]
    return 1.4 + 0.1 * closer if closer > 0 else NEVER


def score_ride(view: Position, option: tuple) -> float:
    return 1.0 if view.squad(option[1]) in view.convoy() else -0.2


def score_fire(view: Position, option: tuple) -> float:
    """Rival victory constructions and rigs near a victory site first; the centres Annihilation burns; squads
    spoiling a location; never a site already burning."""
    layout, board = view.layout, view.board
    target = view.squad(option[3])
    if target < layout.squad_count:
        return 1.3 if view.location(target) in layout.resource_rich else 1.0
    if target in layout.rig_ids:
        here = view.location(target)
        near = any(view.t.distance[here][p.destination] <= 1 for p in view.t.plans if p.destination >= 0)
        return 1.6 if near else 1.1 if view.plan().condition == ANNIHILATE else 0.6
    if sites.burning(view.state, layout, target):
        return NEVER
    if any(target in row for row in layout.victory_site_ids):
        return 2.0
    centre = target in layout.stockade_ids or any(target == row[0] for row in layout.base_site_ids)
    return 1.5 if centre and view.plan().condition == ANNIHILATE else 0.7


def score_sabotage(view: Position, option: tuple) -> float:
    site = view.squad(option[2])
    return 1.6 if sites.card_id(view.state, view.layout, site) in view.t.openers else 0.8


def site_armour(view: Position, name: str) -> int:
    return sites.armour(view.state, view.layout, view.layout.piece_id[name])


def score_part(view: Position, option: tuple) -> float:
    """Which part of a rig takes the hits (R-40), or an Arc's adjacent site: the defender gives the toughest, the
    attacker picks the Cab when it can (Annihilation burns it) and else the weakest (it catches fire sooner)."""
    site = view.layout.piece_id[option[1]]
    armour = site_armour(view, option[1])
    if view.topo.owner(view.board, site) == view.seat:
        return armour / 10
    cab = any(site == row[0] for row in view.layout.rig_site_ids)
    return 1.0 if cab and view.plan().condition == ANNIHILATE else -armour / 10


def score_reroll(view: Position, option: tuple) -> float:
    """The defender's tier reroll (R-57): the attack die showing the most hits or a critical; the targeting die when
    it lets the attacker choose the part (R-40)."""
    die, face = option[1], str(option[2])
    if face.isdigit():
        aim = int(face)
        return 0.3 if any(r.low <= aim <= r.high and r.chooser == "attacker"
                          for r in view.layout.content.rules.targeting) else -0.1
    symbols = face.split("+")
    return 0.3 * (symbols.count("hit") + symbols.count("bolt")) - 0.1 if die else 0.0


def score_release(view: Position, option: tuple) -> float:
    """The striker frees a captive that is ours."""
    return 0.5 if view.layout.faction(view.board, view.squad(option[2])) == view.seat else -0.1


def score_cover(view: Position, option: tuple) -> float:
    """A Smoke Grenade is worth a hit only to a squad with no cube to give instead."""
    return 0.5 if not view.layout.carried(view.board, view.squad(option[1])) else -0.1


def score_give(view: Position, option: tuple) -> float:
    """Pay a hit with the least useful thing: cubes the plan does not need now, then other cubes, then items."""
    what = option[2]
    if what in COLOURS:
        return 0.4 if what in view.needed() else 0.5
    card = view.cards[view.t.card_by_name[what]] if what in view.t.card_by_name else None
    return -0.5 if card is not None and card.grants_construct else -0.2


def score_splash(view: Position, option: tuple) -> float:
    return score_fire(view, ("fire", "", "", option[1]))


SCORERS = {"move": score_move, "encamp": score_encamp, "decamp": score_decamp, "gather": score_gather,
           "plans": score_plans, "attack": score_attack, "construct": score_construct, "release": score_release,
           "cover": score_cover, "give": score_give, "target-part": score_part, "arc": score_part,
           "reroll": score_reroll, "equip": score_equip, "stow": score_equip, "drive": score_drive,
           "ride": score_ride, "fire": score_fire, "sabotage": score_sabotage, "splash": score_splash}


# -- the search bot's evaluation (W-R117) -------------------------------------------------------------------------------
# What progress towards a victory path is worth, in influence points (§12.5 scores the finished parts: held
# locations, working rig parts and facilities, victory constructions, squads, destroyed factions).
CUBE_WORTH = 0.2        # a cube held: a share of the next construction
PLAN_WORTH = 0.4        # a tech plan held: a construction made possible
CAPTIVE_WORTH = 0.7     # a rival squad held captive: coerced, it becomes ours (§8.6)
CAMP_WORTH = 0.3        # a camp at a resource-rich location we hold (§12.1 asks for camps)
BURNING_WORTH = 0.5     # a site of ours on fire: the first tie-break, and it spreads (§11)
APPROACH_WORTH = 2.0    # a rig that can cross a victory's link, by 1 / (1 + links to the victory site)


def evaluate(rules, state: State) -> tuple[float, ...]:
    """Each seat's standing in a game in progress, in influence points: §12.5's influence plus its progress along
    the paths to victory (cubes and plans held, captives, camps on held locations, a rig able to reach a victory
    site and how near it stands, minus its burning sites).  The search bot scores a playout cut at its horizon by
    the margin of this value over the best rival's; it reads only what every seat sees, and the seat's own plans
    (of a determinised copy when a rival's)."""
    layout = rules.layout(state)
    t = tables_of(layout)
    board = cells(state)
    topo = layout.topology
    first = state.counters[FIRST]
    values = [float(v) for v in victory.influence(state, layout)]
    for seat in range(layout.players):
        number = layout.player_number(first, seat)
        squads = layout.squads_of(board, seat)
        plans = sum(len(state.zones[plans_zone(seat, topo.nodes[node])]) for node in layout.catalogue_of)
        captives = sum(len(layout.captives(board, s)) for s in squads)
        camps = sum(1 for s in squads if topo.has_marker(board, s, CAMPED)
                    and victory.holder(state, layout, topo.location(board, s)) == seat)
        progress = (CUBE_WORTH * victory.cubes_held(state, layout, seat) + PLAN_WORTH * plans
                    + CAPTIVE_WORTH * captives + CAMP_WORTH * camps
                    - BURNING_WORTH * victory.burning_sites(state, layout, seat))
        drive = sites.movement_site(state, layout, number)
        if drive >= 0 and sites.can_move(state, layout, number):
            mover = sites.card_id(state, layout, drive)
            here = topo.location(board, layout.rig_ids[number - 1])
            reach = [t.distance[here][p.destination] for p in t.plans if p.destination >= 0 and mover in p.builds]
            if reach:
                progress += APPROACH_WORTH / (1 + min(reach))
        values[seat] += progress
    return tuple(values)

"""War Rig's rule set on the kernel (issue 15, part 1): set-up for 2-4 players, the order of play, Move with repel,
Gather, Encamp/decamp, the views and the round-limit end.  ``register_war_rig()`` puts it in the registry; only the
tests call it until the whole game is played, so ``mechdeck rules`` does not list it.

Where the state lives: layout.py.  The turn: turn.py.  The actions: actions.py.  Scenario files: scenario.py.  What
a seat is shown: presentation.py.
"""
from __future__ import annotations

from functools import partial

from mechdeck.kernel import (FACE, OWNER, PUBLIC, Outcome, RuleSet, State, Topology, below, mix_seed,
                             register, returns_from_ranks, rule_set_ids, shuffle)
from mechdeck.kernel.board import NO_OWNER, cells
from mechdeck.kernel.rng import FIXED_ROLLS
from mechdeck.kernel.state import Frame

from . import actions, combat, turn
from .content import Content, load_content
from .layout import (ACTIVE, DISPLAY, EQUIPMENT, FACE_UP, FIRST, PHASE, PLANS, ROUND, SETUP_PHASE, STOCK_ZONE, TURN, Layout,
                     catalogue_zone, display_zone, equipment_zone, face_up_zone, plans_zone, stock_zone, stolen_zone)

RULES_ID = "war-rig"
SETUP_OPTIONS = ("first_player",)


class WarRig(RuleSet):
    id = RULES_ID
    title = "War Rig (Rules v0.1 with the sample content)"

    def __init__(self, content: Content | None = None):
        self.content = load_content() if content is None else content
        self.min_players, self.max_players = self.content.min_players, self.content.max_players
        self.number_die = self.content.dice[self.content.rules.number_die].die
        self.card_ids = tuple(self.content.cards)
        self._layouts: dict[int, Layout] = {}
        self.ops = {name: (partial(run, self), None if resume is None else partial(resume, self))
                    for name, (run, resume) in {
                        "assign": (turn.run_assign, turn.resume_assign),
                        "turn": (turn.run_turn, turn.resume_turn),
                        "repel": (actions.run_repel, actions.resume_repel),
                        "gather": (actions.run_gather, actions.resume_gather),
                        "drop": (actions.run_drop, actions.resume_drop),
                        "coerce": (actions.run_coerce, actions.resume_coerce),
                        "hits": (combat.run_hits, combat.resume_hits),
                        **{op: pair for module in actions.action_modules() for op, pair in module.OPS.items()}}.items()}

    # -- layout ----------------------------------------------------------------------------------------------------------
    def layout_for(self, players: int) -> Layout:
        layout = self._layouts.get(players)
        if layout is None:
            layout = self._layouts[players] = Layout(self.content, players)
        return layout

    def layout(self, state: State) -> Layout:
        return self.layout_for(state.config.get("players", self.min_players))

    def topology(self, state: State) -> Topology:
        return self.layout(state).topology

    def card_name(self, type_id: int) -> str:
        return self.content.cards[self.card_ids[type_id]].name

    def zone_visibility(self, zone: str) -> tuple[str, int]:
        kind, _, rest = zone.partition(":")
        seat = int(rest.partition(":")[0])
        if kind in (EQUIPMENT, STOCK_ZONE, DISPLAY, FACE_UP):   # face up: the standard set, stock copies, the facilities
            return PUBLIC, seat
        return (FACE if kind == PLANS else OWNER), seat

    def face_down(self, state: State, card: int) -> bool:
        """Plans stay face down until first constructed or revealed by Espionage (R-07): the ``faceup`` record."""
        return not any(card in state.zones[face_up_zone(seat)] for seat in range(self.layout(state).players))

    # -- set-up --------------------------------------------------------------------------------------------------------
    def check_setup(self, config: dict, known: tuple[str, ...] = SETUP_OPTIONS) -> int | None:
        return super().check_setup(config, known)

    def setup(self, seed: int, config: dict) -> State:
        """§6: the map filled to its stock, seat order (player 1 = ``first_player``, else at random), squads 1-3 at
        each Home Base k, Lesser Faction squads in Lesser Base k (R-06), the catalogues, the standard equipment laid
        out and assigned by each player in turn (R-09)."""
        first = self.check_setup(config)
        players = config.get("players", self.min_players)
        state = self.blank_state(seed, config, players)
        if first is None:
            first = below(state, players)
        self.place(state, first)
        for seat in reversed([self.layout_for(players).seat_of_player(first, k) for k in range(1, players + 1)]):
            state.stack.append(Frame("assign", 0, seat, {"left": turn.standard_copies(state, self.layout(state), seat)}))
        return state

    def blank_state(self, seed: int, config: dict, players: int) -> State:
        """The zones (one copy per player of each standard and tech card, R-07) and the stock; no piece placed."""
        layout = self.layout_for(players)
        types: list[int] = []
        zones: dict[str, list[int]] = {}
        for seat in range(players):
            zones[equipment_zone(seat)] = [len(types) + i for i in range(len(layout.standard))]
            types += [layout.card_index[c] for c in layout.standard]
            zones[stock_zone(seat)], zones[face_up_zone(seat)], zones[stolen_zone(seat)] = [], [], []
            zones[display_zone(seat)] = [len(types) + i for i in range(len(layout.display))]
            types += [layout.card_index[c] for c in layout.display]
            for node, catalogue in layout.catalogue_of.items():
                location = layout.topology.nodes[node]
                zones[catalogue_zone(seat, location)] = [len(types) + i for i in range(len(catalogue))]
                types += [layout.card_index[c] for c in catalogue]
                zones[plans_zone(seat, location)] = []
        state = State(self.id, seed, config, tuple(types), mix_seed(seed))
        state.zones = {name: zones[name] for name in layout.zone_names}
        state.counters.update({ROUND: 1, TURN: 1, ACTIVE: 0, FIRST: 0, PHASE: SETUP_PHASE})
        topo = layout.topology
        state.board = topo.new_board((NO_OWNER,) * len(topo.pieces), (-1,) * len(topo.pieces))
        turn.refill(state, layout)   # §6 step 1: each Basic Location filled to its stock
        return state

    def place(self, state: State, first: int) -> None:
        """Pieces to their bases for this seat order, and the turn frame for player 1."""
        layout = self.layout(state)
        topo, board = layout.topology, cells(state)
        for k in range(1, layout.players + 1):
            seat = layout.seat_of_player(first, k)
            for n in range(1, layout.squads_per_player + 1):
                piece = layout.piece_id[f"{k}.{n}"]
                topo.set_owner(board, piece, seat)
                topo.move(board, piece, layout.home_node[k - 1])
            rig = layout.rig_ids[k - 1]
            topo.set_owner(board, rig, seat)
            topo.move(board, rig, layout.home_node[k - 1])
            for site in layout.base_site_ids[k - 1] + layout.rig_site_ids[k - 1]:
                topo.set_owner(board, site, seat)
                topo.move(board, site, layout.home_node[k - 1])
            for site in layout.victory_site_ids[k - 1]:   # off the map until constructed (§5.7)
                topo.set_owner(board, site, seat)
        for j, site in enumerate(layout.stockade_ids):
            topo.move(board, site, layout.lesser_node[j])
        for j in range(layout.lesser_factions):
            for n in range(layout.lesser_squads):
                topo.move(board, layout.first_lesser + j * layout.lesser_squads + n, layout.lesser_node[j])
        state.counters[FIRST] = state.counters[ACTIVE] = first
        state.stack = [Frame("turn", 0, first, {"started": False, "squad": -1, "left": 0})]

    # -- what an option refers to --------------------------------------------------------------------------------------
    def option_targets(self, state: State, action) -> tuple:
        layout = self.layout(state)
        verb = action[0]
        if verb in ("end", "stop"):
            return ()
        if verb == "assign":
            seat = state.decision.player if state.decision is not None else 0
            card = next(c for c in state.zones[equipment_zone(seat)] if self.card_name(state.card_types[c]) == action[1])
            return (("card", card), ("piece", layout.piece_id[action[2]]))
        module = next((m for m in actions.action_modules() if verb in m.VERBS), None)
        if module is not None:
            return module.targets(self, state, action)
        piece = layout.piece_id[action[1]]
        refs: tuple = (("piece", piece),)
        if verb == "move":
            refs += (("node", layout.topology.node_id[action[2]]),)
        elif verb in ("gather", "plans", "encamp"):
            refs += (("node", layout.topology.location(cells(state), piece)),)
        if verb == "plans":
            refs += (("type", action[2]),)
        elif verb in ("attack", "cover", "release"):   # the target, the item's holder, the captive
            refs += (("piece", layout.piece_id[action[2]]),)
        elif verb == "coerce" and len(action) > 2:   # the squad being coerced
            refs += (("piece", layout.piece_id[action[2]]),)
        return refs

    # -- results ---------------------------------------------------------------------------------------------------------
    def scores(self, state: State) -> tuple[int, ...]:
        """§12.5's influence, by the rows that this part of the rules can score (see ``end_reason``): each
        resource-rich location held (3) and each active squad (1)."""
        layout = self.layout(state)
        board, topo = cells(state), layout.topology
        points = {row.source: row.points for row in self.content.influence}
        scores = [0] * layout.players
        for seat in range(layout.players):
            scores[seat] += points["active_squad"] * len(layout.squads_of(board, seat))
        for node in layout.resource_rich:
            factions = {layout.faction(board, p) for p in layout.squads_at(board, node) if layout.active(board, p)}
            rigs = {topo.owner(board, r) for r in layout.rig_ids
                    if topo.location(board, r) == node}   # every Cab is working until fire exists (part 2)
            holders = factions | rigs
            if len(factions) == 1 and len(holders) == 1 and min(factions) < layout.players:
                scores[min(factions)] += points["resource_location_held"]
        return tuple(scores)

    def outcome(self, state: State) -> Outcome:
        """At the round limit: most influence; ties go to more cubes held (R-54), then the win is shared (§12.5).
        The first tie-break, fewer burning sites, cannot separate anyone yet: nothing burns before part 2."""
        layout = self.layout(state)
        scores = self.scores(state)
        keys = [(scores[s], turn.cubes_held(state, layout, s)) for s in range(layout.players)]
        ranks = tuple(1 + sum(1 for other in keys if other > mine) for mine in keys)
        return Outcome(ranks, returns_from_ranks(ranks), scores, self.end_reason(state))

    def end_reason(self, state: State) -> str:
        return (f"the round limit ({self.layout(state).round_limit} rounds) is reached: influence from held "
                "resource-rich locations and active squads, ties to more cubes (the other rows of the round-limit "
                "scoring and the victory conditions are not implemented yet)")

    def result(self, state: State) -> dict:
        outcome = self.outcome(state)
        return {"winner": outcome.winner, "scores": list(outcome.scores), "ranks": list(outcome.ranks),
                "reason": outcome.reason, "turns": state.counters[TURN]}

    # -- what a seat sees ------------------------------------------------------------------------------------------------
    def observe(self, state: State, viewer: int) -> dict:
        view = super().observe(state, viewer)
        view["board"] = self.topology(state).view(cells(state))
        return view

    def determinize(self, state: State, viewer: int, seed: int) -> State:
        """What the viewer cannot see of a rival: which of a location's tech cards are its face-down plans and which
        are still in its catalogue (the card backs show the location, R-07).  Those are re-dealt per rival and
        location; fixed dice results are dropped and the generator re-seeded."""
        new = state.clone()
        new.rng = mix_seed(seed)
        new.counters.pop(FIXED_ROLLS, None)
        layout = self.layout(state)
        for seat in range(layout.players):
            if seat == viewer:
                continue
            for node in layout.catalogue_of:
                location = layout.topology.nodes[node]
                catalogue, plans = new.zones[catalogue_zone(seat, location)], new.zones[plans_zone(seat, location)]
                pool = catalogue + plans
                shuffle(new, pool)
                catalogue[:], plans[:] = pool[:len(catalogue)], pool[len(catalogue):]
        new.rng = mix_seed(seed ^ 0x5DEECE66D)
        return new

    # -- scenario files ------------------------------------------------------------------------------------------------
    def from_scenario(self, root) -> State:
        from .scenario import from_scenario
        return from_scenario(self, root)

    def check_expect(self, state: State, node) -> list[str]:
        from .scenario import check_expect
        return check_expect(self, state, node)


def register_war_rig() -> None:
    """Put War Rig in the registry with its presenter (tests only until the game is complete; registering twice is
    harmless)."""
    if RULES_ID not in rule_set_ids():
        from mechdeck.kernel.presentation import register_presenter

        from .presentation import WarRigPresenter
        register(RULES_ID, WarRig)
        register_presenter(RULES_ID, WarRigPresenter)



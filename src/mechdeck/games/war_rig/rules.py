"""War Rig's rule set on the kernel: set-up for 2-4 players, the ops of every part of the rules (the modules listed
in the package docstring), what an option refers to, the views and determinisation, the results.  ``import
mechdeck`` registers it lazily (mechdeck.games); a designer's content file is a variant of it (kernel/variant.py),
a rule set of its own, ``war-rig@<digest>`` (ruling W-R100).
"""
from __future__ import annotations

from functools import partial

from mechdeck.kernel import (FACE, OWNER, PUBLIC, Outcome, RuleSet, State, Topology, below, mix_seed,
                             register, shuffle)
from mechdeck.kernel.board import NO_OWNER, cells
from mechdeck.kernel.knowledge import known, known_key
from mechdeck.kernel.rng import FIXED_ROLLS
from mechdeck.kernel.state import Frame

from . import actions, combat, turn, victory
from mechdeck.kernel.variant import variant_rules_id

from .content import ITEM_KEYS, Content, content_from_document, load_content, sample_document
from .layout import (ACTIVE, DISPLAY, EQUIPMENT, FACE_UP, FIRST, PHASE, PLANS, ROUND, SETUP_PHASE, STOCK_ZONE,
                     STOLEN, TURN, Layout, catalogue_zone, display_zone, equipment_zone, face_up_zone, plans_zone, stock_zone, stolen_zone)

RULES_ID = "war-rig"
SETUP_OPTIONS = ("first_player",)


class WarRig(RuleSet):
    id = RULES_ID
    title = "War Rig (Rules v0.1 with the sample content)"
    # The search bot (agents/mcts.py) searches the squads' action choices and plays everything else by the heuristic;
    # its playouts stop after about a round's decisions and are scored by ``evaluate`` (W-R117).
    search_kinds = ("squad-action",)
    search_horizon = 40
    # What takes a card, as the options name it (agents/card_taste.py, the bots of `mechdeck card-value`): a squad
    # constructs it (§ Construct), after taking its plans from a catalogue where the seat has none yet; the card is
    # the option's type target.
    take_verbs = ("construct",)
    prepare_verbs = ("plans",)

    def takeable_cards(self) -> tuple[str, ...]:
        """Every card of the content: each can be constructed (the cards `mechdeck card-value` measures)."""
        return tuple(card.name for card in self.content.cards.values())

    def evaluate(self, state: State) -> tuple[float, ...]:
        """Each seat's standing in a game in progress: influence plus progress along the paths (bot.py)."""
        from .bot import evaluate
        return evaluate(self, state)

    @property
    def victory_ids(self) -> tuple[str, ...]:
        """Every way a game can end, as ``result()["victory"]`` names it (the balance lab lists each, also those
        no game ended by)."""
        return tuple(c.id for c in self.content.victory_conditions) + (victory.ROUND_LIMIT,)

    # A content file changes any part of the content document (kernel/patch.py paths name items by these fields).
    variant_keys = ITEM_KEYS

    def variant_document(self) -> dict:
        """The shipped sample content: what a designer's content file changes (docs/war-rig-content.md)."""
        return sample_document()

    def make_variant(self, document: dict, origins) -> WarRig:
        """The rule set of a whole content document, checked (schema, then cross-references; ContentError)."""
        return WarRig(content_from_document(document, origins.source, origins), document)

    def __init__(self, content: Content | None = None, document: dict | None = None):
        """The sample content by default; ``document``: a designer's whole content document (``content`` built
        from it), which makes this its own rule set, ``war-rig@<digest>`` (ruling W-R100)."""
        self.content = load_content() if content is None else content
        self.variant_data = document
        if document is not None:
            self.id = variant_rules_id(RULES_ID, document)
            self.title = f"War Rig with the content {self.content.name!r}"
        self.min_players, self.max_players = self.content.min_players, self.content.max_players
        self.number_die = self.content.dice[self.content.rules.number_die].die
        self.card_ids = tuple(self.content.cards)
        self._layouts: dict[int, Layout] = {}
        self.ops = {name: (partial(run, self), None if resume is None else partial(resume, self))
                    for name, (run, resume) in {
                        "assign": (turn.run_assign, turn.resume_assign),
                        "turn": (turn.run_turn, turn.resume_turn),
                        "turn-start": (turn.run_turn_start, turn.resume_turn_start),
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
        # a stolen record is seen as the locked markers on the cards are: a face-down card's identity by its owner and
        # the thief only (the owner through knowledge.py, W-R63)
        return (FACE if kind in (PLANS, STOLEN) else OWNER), seat

    def face_down(self, state: State, card: int) -> bool:
        """Plans stay face down until first constructed or revealed by Espionage (R-07): the ``faceup`` record.  The
        standard equipment is face up from the start (§5.2)."""
        layout = self.layout(state)
        if layout.card_ids[state.card_types[card]] in layout.standard:
            return False
        return not any(card in state.zones[face_up_zone(seat)] for seat in range(layout.players))

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

    def heuristic_policy(self, seed: int):
        """The heuristic bot's policy for War Rig (bot.py; ``agents.HeuristicAgent`` plays it)."""
        from .bot import WarRigPolicy
        return WarRigPolicy(seed)

    def action_catalogue(self, config: dict):
        """Every action of a game with this content and seat count at a fixed index (action_space.py; mechdeck.env)."""
        from .action_space import catalogue
        return catalogue(self, config)

    def observation_spec(self, config: dict):
        """The layout of a seat's fixed-size observation (action_space.py; mechdeck.env)."""
        from .action_space import observation_spec
        return observation_spec(self, config)

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

    def placed_cards(self, state: State) -> list[int]:
        """Every card instance once, where it is (the conformance checks' card conservation): the zones' cards but
        the record zones (face-up and stolen plans, stock copies: records of cards kept elsewhere), and the cards
        constructed into sites, which leave their zones (R-27)."""
        layout = self.layout(state)
        board = cells(state)
        records = (FACE_UP + ":", STOLEN + ":", STOCK_ZONE + ":")
        return ([c for zone, cards in state.zones.items() if not zone.startswith(records) for c in cards]
                + [card for card in (layout.site_card(board, site)
                                     for site in range(layout.first_site, len(layout.topology.pieces))) if card >= 0])

    # -- results ---------------------------------------------------------------------------------------------------------
    def scores(self, state: State) -> tuple[int, ...]:
        """§12.5's influence, every row of the content's scoring (victory.py)."""
        return victory.influence(state, self.layout(state))

    def outcome(self, state: State) -> Outcome:
        """A victory ranks the winner first and the others second; the round limit ranks by influence and the
        tie-breaks (victory.py, W-R5, W-R83)."""
        return victory.outcome(state, self.layout(state))

    def end_reason(self, state: State) -> str:
        return victory.end_reason(state, self.layout(state))

    def result(self, state: State) -> dict:
        """The outcome, plus ``victory``: how the game ended, a condition id of ``content.victory_conditions`` or
        ``round_limit`` (the balance lab counts it)."""
        outcome = self.outcome(state)
        return {"winner": outcome.winner, "scores": list(outcome.scores), "ranks": list(outcome.ranks),
                "reason": outcome.reason, "turns": state.counters[TURN], "victory": victory.victory_id(state)}

    # -- what a seat sees ------------------------------------------------------------------------------------------------
    def observe(self, state: State, viewer: int) -> dict:
        """The kernel's view, the board, and the names of the face-down cards the viewer knows where it cannot see
        them (a rival's plans it looked at by Espionage, its own plans in a thief's record: W-R63)."""
        view = super().observe(state, viewer)
        view["board"] = self.topology(state).view(cells(state))
        knows = known(state, viewer)
        if knows:
            zones = view["zones"]
            for zone, cards in state.zones.items():
                shown = zones[zone]
                if isinstance(shown, list):
                    zones[zone] = [self.card_name(state.card_types[c]) if name is None and c in knows else name
                                   for c, name in zip(cards, shown)]
        return view

    def determinize(self, state: State, viewer: int, seed: int) -> State:
        """What the viewer cannot see of a rival: which of a location's tech cards are its face-down plans and which
        are still in its catalogue (the card backs show the location, R-07).  Those are re-dealt per rival and
        location, but for the plans face up and those the viewer knows (W-R63), which keep their places; fixed dice
        results are dropped and the generator re-seeded.  A locked marker and another seat's knowledge stay with the
        place of the card they are on (which is public), so they follow the card dealt there."""
        new = state.clone()
        new.rng = mix_seed(seed)
        new.counters.pop(FIXED_ROLLS, None)
        layout = self.layout(state)
        knows = known(state, viewer)
        dealt: dict[int, int] = {}   # a re-dealt card -> the card now in its place
        for seat in range(layout.players):
            if seat == viewer:
                continue
            for node in layout.catalogue_of:
                location = layout.topology.nodes[node]
                catalogue, plans = new.zones[catalogue_zone(seat, location)], new.zones[plans_zone(seat, location)]
                places = [(catalogue, i) for i in range(len(catalogue))]
                places += [(plans, i) for i, c in enumerate(plans) if self.face_down(state, c) and c not in knows]
                before = [zone[i] for zone, i in places]
                after = list(before)
                shuffle(new, after)
                for (zone, i), old, card in zip(places, before, after):
                    zone[i] = card
                    dealt[old] = card
        if dealt:
            for seat in range(layout.players):
                record = new.zones[stolen_zone(seat)]
                record[:] = [dealt.get(c, c) for c in record]
                if seat != viewer and known(new, seat):
                    new.counters[known_key(seat)] = tuple(sorted(dealt.get(c, c) for c in known(new, seat)))
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
    """Put War Rig (the sample content) in the registry with its presenter.  ``import mechdeck`` registers it lazily
    (mechdeck.games); the tests call this too, and registering again is harmless."""
    register(RULES_ID, sample_rule_set)


def sample_rule_set() -> WarRig:
    return _with_presenter(WarRig())


def _with_presenter(rules: WarRig) -> WarRig:
    from mechdeck.kernel.presentation import register_presenter

    from .presentation import WarRigPresenter
    register_presenter(rules.id, WarRigPresenter)
    return rules

"""What a seat is shown of a War Rig game (the kernel's presentation contract): the map as a ``panel`` drawn by the
``map`` widget, each player's standard equipment, plans (face down: named to their owner only) and catalogues,
and the counters (round, rounds left, each seat's cubes and plans).  Everything on the map is public."""
from __future__ import annotations

from typing import TYPE_CHECKING

from mechdeck.kernel import State
from mechdeck.kernel.board import NO_OWNER, cells
from mechdeck.kernel.presentation import PANEL, PILES, ROW, SEAT, SUPPLY, AreaSpec, CounterView, Presenter

from .content import COLOURS
from .layout import (ACTIVE, CAMPED, LOOSE, PHASE, ROUND, STOCK, TURN, Layout, catalogue_zone, equipment_zone,
                     plans_zone)

if TYPE_CHECKING:
    from .rules import WarRig


class WarRigPresenter(Presenter):
    rules: WarRig
    score_label = "Influence"
    table_title = "Factions"

    def map_data(self, state: State) -> dict:
        """The map widget's data: locations with their stock and loose cubes, links, squads (by owner, with cubes,
        camp and items), War Rigs, and the burning sites (none before part 2)."""
        layout: Layout = self.rules.layout(state)
        board, topo = cells(state), layout.topology
        cards = self.rules.content.cards
        names = {loc.id: loc.name for loc in self.rules.content.map.locations}
        locations = []
        for node, node_id in enumerate(topo.nodes):
            locations.append({"id": node_id, "name": names.get(node_id, node_id.replace("_", " ").title()),
                              "stock": {c: topo.tokens(board, node, k) for c, k in zip(COLOURS, STOCK)},
                              "loose": {c: topo.tokens(board, node, k) for c, k in zip(COLOURS, LOOSE)}})
        restricted = {frozenset(link.between) for link in self.rules.content.map.links if link.restricted}
        links = [{"between": [topo.nodes[a], topo.nodes[b]],
                  "restricted": frozenset((topo.nodes[a], topo.nodes[b])) in restricted}
                 for a, near in enumerate(topo.neighbours) for b in near if a < b]
        squads = []
        for p in range(layout.squad_count):
            owner = topo.owner(board, p)
            squads.append({"id": topo.pieces[p], "piece": p, "owner": None if owner == NO_OWNER else owner,
                           "faction": layout.faction_name(layout.faction(board, p)),
                           "node": topo.nodes[topo.location(board, p)], "camped": topo.has_marker(board, p, CAMPED),
                           "cubes": {c: topo.counter(board, p, c) for c in COLOURS},
                           "items": [cards[layout.card_ids[state.card_types[c]]].name
                                     for c in layout.items(board, p)]})
        rigs = [{"id": topo.pieces[r], "piece": r, "owner": topo.owner(board, r),
                 "node": topo.nodes[topo.location(board, r)]} for r in layout.rig_ids]
        return {"locations": locations, "links": links, "squads": squads, "rigs": rigs, "fire": []}

    def areas(self, state: State, viewer: int) -> list[AreaSpec]:
        layout: Layout = self.rules.layout(state)
        locations = [layout.topology.nodes[n] for n in layout.tech_rich]
        out = [AreaSpec("map", PANEL, "The map", widget="map", data=self.map_data(state))]
        for seat in range(layout.players):
            out.append(AreaSpec(f"equipment:{seat}", ROW, f"P{seat + 1}'s standard equipment",
                                (equipment_zone(seat),), seat, SEAT))
            out.append(AreaSpec(f"plans:{seat}", ROW, f"P{seat + 1}'s plans",
                                tuple(plans_zone(seat, loc) for loc in locations), seat, SEAT))
            out.append(AreaSpec(f"catalogue:{seat}", PILES, f"P{seat + 1}'s tech catalogues",
                                tuple(catalogue_zone(seat, loc) for loc in locations), seat, SUPPLY))
        return out

    def counters(self, state: State, viewer: int) -> list[CounterView]:
        layout: Layout = self.rules.layout(state)
        board, topo = cells(state), layout.topology
        round_ = state.counters[ROUND]
        out = [CounterView("round", "Round", round_), CounterView("rounds_left", "Rounds left",
                                                                  layout.round_limit - round_)]
        for seat in range(layout.players):
            cubes = sum(topo.counter(board, p, c) for p in layout.squads_of(board, seat) for c in COLOURS)
            plans = sum(len(state.zones[z]) for z in state.zones if z.startswith(f"plans:{seat}:"))
            out.append(CounterView("cubes", "cube", cubes, seat, "cubes", "Cubes"))
            out.append(CounterView("plans", "plan", plans, seat, "plans", "Plans"))
        return out

    def status(self, state: State) -> dict:
        counters = state.counters
        return {"turn": counters[TURN], "active": counters[ACTIVE], "phase": counters[PHASE]}

    def option_label(self, state: State, action: tuple, viewer: int) -> str | None:
        verb = action[0]
        nodes = {loc.id: loc.name for loc in self.rules.content.map.locations}
        if verb == "assign":
            return f"give {action[1]} to squad {action[2]}"
        if verb == "activate":
            return f"activate squad {action[1]}"
        if verb == "end":
            return "end your turn (squads not activated pass)"
        if verb == "move":
            return f"move squad {action[1]} to {nodes.get(action[2], action[2].replace('_', ' ').title())}"
        if verb == "gather":
            return f"squad {action[1]} gathers a {action[2]} cube ({'loose' if action[3] == 'loose' else 'stock'})"
        if verb == "plans":
            return f"squad {action[1]} takes the plans for {action[2]}"
        if verb in ("encamp", "decamp"):
            return f"squad {action[1]} {'camps here' if verb == 'encamp' else 'breaks camp'}"
        if verb == "drop":
            return f"squad {action[1]} drops a {action[2]} cube here"
        if verb == "done":
            return f"squad {action[1]} finishes (unused actions are lost)"
        if verb == "repel":
            return f"try to repel squad {action[1]}"
        if verb == "let-in":
            return f"let squad {action[1]} in"
        return None

    def setup_schema(self) -> list[dict]:
        return [{"name": "first_player", "kind": "seat", "default": None,
                 "help": "the seat of player 1, who plays first and has Home Base 1 (default: drawn at random)"}]

    def gallery(self) -> dict[str, dict]:
        out = {}
        for card in self.rules.content.cards.values():
            cost = " ".join(f"{c} {card.cost.of(c)}" for c in COLOURS if card.cost.of(c))
            stats = f"armour {card.armour}" if card.armour else ""
            if card.weight:
                stats += f", weight {card.weight}"
            out[card.name] = {"type": card.kind.replace("_", " "), "cost": cost, "stats": stats, "text": card.text}
        return out

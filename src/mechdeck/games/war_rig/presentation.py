"""What a seat is shown of a War Rig game (the kernel's presentation contract).

* The map, a ``panel`` drawn by the front ends' ``map`` widget (``map_data``): the hub, every location with its kind,
  its stock and loose cubes, the links (restricted ones marked), the squads (faction, cubes, camp, items, captor,
  coercion counters left, this turn's marks), the War Rigs with their parts (card, armour left of max, burning,
  weight and tier), each base with its sites (Command Post and facility slots, Stockade; a Supply Depot's cubes),
  the victory constructions built and the burning sites.  Everything on the map is public: pieces carry their piece
  index and locations their node index, which are what options target (``("piece", i)``, ``("node", i)``).
* Per seat: the standard issue equipment cards, the copies in its equipment stock, its facility display, its plans
  (face down: named to their owner only, by the kernel's visibility of the ``plans`` zones and ``face_down``), the
  rivals' plans it holds locked (``stolen``, as the rule set's zone visibility shows them) and its tech catalogues
  (counts only).
* Counters: the round ("3 of 15") and rounds left, the active squad and its actions left, each seat's influence so
  far, cubes, plans and active squads: all of them public facts.
* At the end, why the game ended: the victory condition met, or the round limit with its tie-breaks in words.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from mechdeck.kernel import State
from mechdeck.kernel.board import NO_OWNER, cells
from mechdeck.kernel.presentation import PANEL, PILES, ROW, SEAT, SUPPLY, AreaSpec, CounterView, Presenter

from . import sites
from .content import COLOURS
from .layout import (ACTIVE, CAMPED, FIRST, OVERHEATED, PHASE, READY, REPELLED, ROUND, STOCK, TURN, LOOSE, Layout,
                     catalogue_zone, display_zone, equipment_zone, plans_zone, stock_zone, stolen_zone)
from .victory import ROUND_LIMIT, victory_id

if TYPE_CHECKING:
    from .rules import WarRig

SQUAD_MARKS = (READY, OVERHEATED, REPELLED)   # what a squad shows of this turn (not yet activated; 🌫; repelled)
# The content's tie-breaks at the round limit, as players say them.
TIE_BREAK_WORDS = {"fewer_burning_sites": "the player with fewer burning sites",
                   "more_cubes": "the player holding more cubes (on its squads and in its Supply Depot)"}
KIND_WORDS = {"hub": "hub", "basic_resource": "resource-rich", "basic_tech": "tech-rich", "special": "special",
              "home": "", "lesser": ""}   # a location's kind as players say it (a base's name says what it is)


class WarRigPresenter(Presenter):
    rules: WarRig
    score_label = "Influence"
    table_title = "Factions"

    # -- the map -------------------------------------------------------------------------------------------------------
    def map_data(self, state: State) -> dict:
        layout: Layout = self.rules.layout(state)
        board, topo = cells(state), layout.topology
        first = state.counters[FIRST]
        locations = []
        for node, node_id in enumerate(topo.nodes):
            owner = layout.base_owner(first, node)
            locations.append({"id": node_id, "node": node, "name": self.node_name(layout, node),
                              "kind": KIND_WORDS[self.node_kind(layout, node)], "base": owner if owner >= 0 else None,
                              "stock": self.cubes(board, topo, node, STOCK),
                              "loose": self.cubes(board, topo, node, LOOSE)})
        restricted = {frozenset(link.between) for link in self.rules.content.map.links if link.restricted}
        links = [{"between": [topo.nodes[a], topo.nodes[b]], "nodes": [a, b],
                  "restricted": frozenset((topo.nodes[a], topo.nodes[b])) in restricted}
                 for a, near in enumerate(topo.neighbours) for b in near if a < b]
        factions = [{"faction": f, "name": layout.faction_name(f), "seat": f if f < layout.players else None}
                    for f in range(layout.players + layout.lesser_factions)]
        squads = [self.squad(state, layout, p) for p in range(layout.squad_count)
                  if topo.location(board, p) >= 0]
        rigs = [self.rig(state, layout, k) for k in range(1, layout.players + 1)]
        bases = [{"node": layout.home_node[k], "faction": layout.seat_of_player(first, k + 1),
                  "sites": [self.site(state, layout, s) for s in layout.base_site_ids[k]]}
                 for k in range(layout.players)]
        bases += [{"node": layout.lesser_node[j], "faction": layout.players + j,
                   "sites": [self.site(state, layout, layout.stockade_ids[j])]} for j in range(layout.lesser_factions)]
        victory = [dict(self.site(state, layout, s), node=topo.location(board, s), faction=topo.owner(board, s))
                   for row in layout.victory_site_ids for s in row if sites.on_map(state, layout, s)]
        fire = [s for s in range(layout.first_site, len(topo.pieces)) if sites.burning(state, layout, s)]
        return {"hub": layout.hub, "players": layout.players, "factions": factions, "locations": locations,
                "links": links, "squads": squads, "rigs": rigs, "bases": bases, "victory": victory, "fire": fire}

    def node_name(self, layout: Layout, node: int) -> str:
        content_map = self.rules.content.map
        if node < len(content_map.locations):
            return content_map.locations[node].name
        home, lesser = content_map.base_kind("home"), content_map.base_kind("lesser")
        if node in layout.home_node:
            return home.name.replace("{k}", str(layout.home_node.index(node) + 1))
        return lesser.name.replace("{k}", str(layout.lesser_node.index(node) + 1))

    def node_kind(self, layout: Layout, node: int) -> str:
        content_map = self.rules.content.map
        if node < len(content_map.locations):
            return content_map.locations[node].kind
        return "home" if node in layout.home_node else "lesser"

    @staticmethod
    def cubes(board: list[int], topo, node: int, kinds: tuple[str, ...]) -> dict[str, int]:
        return {colour: topo.tokens(board, node, kind) for colour, kind in zip(COLOURS, kinds)}

    def squad(self, state: State, layout: Layout, p: int) -> dict:
        board, topo = cells(state), layout.topology
        cards = self.rules.content.cards
        captor = layout.captor(board, p)
        owner = topo.owner(board, p)
        return {"id": topo.pieces[p], "piece": p, "faction": layout.faction(board, p),
                "owner": None if owner == NO_OWNER else owner, "node": topo.location(board, p),
                "camped": topo.has_marker(board, p, CAMPED),
                "cubes": {c: topo.counter(board, p, c) for c in COLOURS},
                "items": [cards[layout.card_ids[state.card_types[c]]].name for c in layout.items(board, p)],
                "captor": topo.pieces[captor] if captor >= 0 else None, "coercion": layout.coercion(board, p),
                "marks": [m for m in SQUAD_MARKS if topo.has_marker(board, p, m)]}

    def site(self, state: State, layout: Layout, site: int) -> dict:
        """One site: what stands there (its card, or the printed site), armour left of its maximum, fire, cubes."""
        board, topo = cells(state), layout.topology
        label = topo.pieces[site]
        which = sites.card_id(state, layout, site)
        out = {"id": label, "piece": site, "slot": self.slot_name(layout, label),
               "card": self.rules.content.cards[which].name if which else None,
               "stands": sites.stands(state, layout, site), "armour": sites.armour(state, layout, site),
               "max": sites.max_armour(state, layout, site), "burning": sites.burning(state, layout, site)}
        held = {c: topo.counter(board, site, c) for c in COLOURS}
        if any(held.values()):
            out["cubes"] = held
        return out

    def slot_name(self, layout: Layout, label: str) -> str:
        """A site's place in words: a printed site's name, a chassis slot's name and id, a facility slot's id."""
        boards = self.rules.content.boards
        kind = label.rpartition(" ")[0]
        for printed in (boards.home_base.centre, boards.cab, boards.lesser_base.centre):
            if kind == printed.id:
                return printed.name
        slot = next((s for s in layout.chassis_slots if s.id == kind), None)
        if slot is not None:
            return f"{slot.name} {slot.id}"
        return self.rules.content.cards[kind].name if kind in self.rules.content.cards else kind

    def rig(self, state: State, layout: Layout, number: int) -> dict:
        board, topo = cells(state), layout.topology
        piece = layout.rig_ids[number - 1]
        return {"id": topo.pieces[piece], "piece": piece, "owner": topo.owner(board, piece),
                "node": topo.location(board, piece), "weight": sites.weight(state, layout, number),
                "tier": sites.TIERS[sites.tier(state, layout, number)],
                "moves": sites.can_move(state, layout, number),
                "operational": sites.operational(state, layout, number),
                "parts": [self.site(state, layout, s) for s in sites.rig_parts(layout, number)]}

    # -- areas and counters --------------------------------------------------------------------------------------------
    def areas(self, state: State, viewer: int) -> list[AreaSpec]:
        layout: Layout = self.rules.layout(state)
        locations = [layout.topology.nodes[n] for n in layout.tech_rich]
        out = [AreaSpec("map", PANEL, "The map", widget="map", data=self.map_data(state))]
        for seat in range(layout.players):   # titles without the seat: every front end shows an area on its seat
            catalogues = tuple(catalogue_zone(seat, loc) for loc in locations)
            out += [AreaSpec(f"equipment:{seat}", ROW, "standard equipment", (equipment_zone(seat),), seat, SEAT),
                    AreaSpec(f"stock:{seat}", ROW, "equipment stock", (stock_zone(seat),), seat, SEAT, optional=True),
                    AreaSpec(f"display:{seat}", ROW, "facilities to build", (display_zone(seat),), seat, SEAT,
                             optional=True),
                    AreaSpec(f"plans:{seat}", ROW, "plans", tuple(plans_zone(seat, loc) for loc in locations), seat,
                             SEAT),
                    AreaSpec(f"stolen:{seat}", ROW, "rivals' plans locked", (stolen_zone(seat),), seat, SEAT,
                             optional=True),
                    # one pile per card for its owner (the plans it can still gather), a count per location for
                    # everyone else
                    AreaSpec(f"catalogue:{seat}", PILES, f"P{seat + 1}'s tech catalogues", catalogues, seat, SUPPLY,
                             grouped=catalogues)]
        return out

    def counters(self, state: State, viewer: int) -> list[CounterView]:
        layout: Layout = self.rules.layout(state)
        board, topo = cells(state), layout.topology
        round_ = state.counters[ROUND]
        squad, left = self.activation(state)
        out = [CounterView("round", "Round", f"{round_} of {layout.round_limit}"),
               CounterView("rounds_left", "Rounds left", layout.round_limit - round_),
               CounterView("active_squad", "Active squad", topo.pieces[squad] if squad >= 0 else "none"),
               CounterView("actions_left", "Actions left", left if squad >= 0 else 0)]
        influence = self.rules.scores(state)
        for seat in range(layout.players):
            squads = layout.squads_of(board, seat)
            cubes = sum(topo.counter(board, p, c) for p in squads for c in COLOURS)
            plans = sum(len(state.zones[plans_zone(seat, topo.nodes[n])]) for n in layout.tech_rich)
            out += [CounterView("influence", "Influence", influence[seat], seat, column="Influence"),
                    CounterView("squads", "active squad", len(squads), seat, "active squads"),
                    CounterView("cubes", "cube", cubes, seat, "cubes"),
                    CounterView("plans", "plan", plans, seat, "plans")]
        return out

    @staticmethod
    def activation(state: State) -> tuple[int, int]:
        """The squad being activated (-1: none) and its actions left, from the turn frame (turn.py)."""
        frame = next((f for f in state.stack if f.op == "turn"), None)
        if frame is None:
            return -1, 0
        return frame.locals["squad"], frame.locals["left"]

    def status(self, state: State) -> dict:
        counters = state.counters
        return {"turn": counters[TURN], "active": counters[ACTIVE], "phase": counters[PHASE]}

    def end_reason(self, state: State, reason: str) -> str:
        """A victory condition met (the rule set's words), or the round limit with how the places were found:
        influence, then the content's tie-breaks in order, places shared where every key is equal."""
        if victory_id(state) != ROUND_LIMIT:
            return reason
        layout: Layout = self.rules.layout(state)
        breaks = [TIE_BREAK_WORDS.get(tb, tb.replace("_", " ")) for tb in layout.content.tie_breaks if tb != "shared"]
        words = f"the round limit ({layout.round_limit} rounds) was reached with no victory condition met: the most " \
                "influence wins"
        if breaks:
            words += ", ties going to " + ", then ".join(breaks)
        if "shared" in layout.content.tie_breaks:
            words += "; players still tied share their place"
        return words

    def option_label(self, state: State, action: tuple, viewer: int) -> str | None:
        verb = action[0]
        if verb == "assign":
            return f"give {action[1]} to squad {action[2]}"
        if verb == "activate":
            return f"activate squad {action[1]}"
        if verb == "end":
            return "end your turn (squads not activated pass)"
        if verb == "move":
            layout = self.rules.layout(state)
            return f"move squad {action[1]} to {self.node_name(layout, layout.topology.node_id[action[2]])}"
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

    # -- the static catalogue ------------------------------------------------------------------------------------------
    def setup_schema(self) -> list[dict]:
        return [{"name": "first_player", "kind": "seat", "default": None,
                 "help": "the seat of player 1, who plays first and has Home Base 1 (default: drawn at random)"}]

    def gallery(self) -> dict[str, dict]:
        out = {}
        for card in self.rules.content.cards.values():
            cost = " ".join(f"{c} {card.cost.of(c)}" for c in COLOURS if card.cost.of(c))
            stats = ", ".join(f"{label} {value}" for label, value in (("armour", card.armour), ("weight", card.weight))
                              if value)
            out[card.name] = {"type": card.kind.replace("_", " "), "cost": cost, "stats": stats, "text": card.text}
        return out

    def how_to_play(self) -> str:
        """The primer (Markdown) shipped as this package's ``data/how-to-play.md``: the sample content's numbers,
        which it says a content file may change (the same text serves every ``war-rig@...`` rule set)."""
        from importlib.resources import files
        return files(__package__).joinpath("data", "how-to-play.md").read_text(encoding="utf-8")

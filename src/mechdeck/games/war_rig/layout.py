"""Where a War Rig game keeps its state on the kernel: the map as the content's ``Topology`` (static, shared by every
state, built once per player count), the pieces and their cells in ``state.board``, the card zones and the counters.

Pieces (in this order, each named as the draft's counters are):

* player squads ``k.1`` .. ``k.S`` for player number k (S = ``rules.squads_per_player``): owner = the seat of player k;
* Lesser Faction squads ``j.(S+1)`` .. for Lesser Faction j (§6 step 5, R-06): owner ``NO_OWNER``.  Lesser Factions
  never coerce (R-46), so a squad owned by no seat always belongs to the Lesser Faction its number names;
* War Rigs ``rig k``, one per player, a piece on the map from the start (§4.4); its counter ``turn-start`` is its
  node + 1 when its owner's turn began (R-04: a rig crosses a restricted link only from where it began the turn);
* sites (sites.py): per player k ``command_post k`` and the facility slots ``F1 k`` .. at Home Base k, the Cab
  ``cab k`` and the chassis slots ``U1 k`` .. moving with rig k, and one site per victory card (``vic.core_tap k``)
  off the map until built; per Lesser Faction j ``stockade j`` in Lesser Base j.  A site's counter ``card`` is the
  card instance + 1 constructed there, ``hits`` its hit tokens; its markers ``burning`` (fire token) and ``fired`` (a
  weapon that attacked this turn), its counter ``uses`` the Refinery actions taken there this turn.  A Supply Depot's cubes are the colour
  counters of its slot.

A squad's cells: its owner and node (kernel), the markers ``camped`` (its camp token, §8.4), ``ready`` (it was active
when its player's turn began and has not activated yet, R-10/R-11) and ``dropped`` (its drop-cubes free step is spent
this activation, §8.10) and ``overheated`` (it rolled 🌫 this turn, R-23), ``repelled`` (this turn, R-50), ``equipped`` and ``depot-moved`` (those free steps
spent this activation, §8.10), the counter ``captor`` (the captor's piece
+ 1 while the squad is captured, 0 when free: a captive keeps its owner until coercion, W-R10), the counter
``coercion`` (its coercion counters left while it is being coerced in the base where it stands, §8.6, W-R15), and one
counter per
cube colour (its white resource section) and per equipment space
(``item1`` .. : the card instance + 1 of the equipment card its number token is on, 0 for an empty space).

Tokens per node: ``stock_<colour>`` (the location's stock, refilled each round, R-05) and ``loose_<colour>`` (loose
cubes, R-17).

Zones (card instances; the card definitions are ``Content.cards`` in file order, ``card_types`` index that order):

* ``equipment:<seat>`` public: the player's standard issue equipment cards, face up (§6 step 4);
* ``stock:<seat>`` public: the equipment copies in the player's stock (R-27), one entry per copy (a card instance may
  repeat);
* ``display:<seat>`` public: the player's copies of the facility cards not built yet (R-08);
* ``faceup:<seat>`` public: which of the player's plans (cards in its ``plans`` zones) are face up: built once, or
  turned face up by Espionage (R-07); a record, the cards stay in their zones;
* ``stolen:<seat>``: the rivals' card instances carrying this player's locked marker (Espionage 🔓, R-28, R-56): a
  record, the cards stay with their owners (visibility: rules.py ``zone_visibility``);
* ``catalogue:<seat>:<location>`` seen by its owner only: the tech cards whose plans the player has not gathered yet
  (one copy per player of each card, §1, R-07); the count is public, like a catalogue everyone can reach;
* ``plans:<seat>:<location>`` face down (seen by the owner only): plans the player gathered at that location (the
  card back shows the location, R-07, so the zone names it).

Counters: ``round``, ``turn`` (turns played, from 1), ``active`` (the seat whose turn it is), ``first_player`` (the seat of
player 1), ``phase`` (``set-up`` while equipment is assigned, then ``activations``).
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property

from mechdeck.kernel.board import NO_OWNER, Topology

from .content import COLOURS, Content

CAMPED, READY, DROPPED, OVERHEATED = "camped", "ready", "dropped", "overheated"
REPELLED = "repelled"       # a squad repelled this turn (R-50: it may not ride a Drive)
EQUIPPED, DEPOT_MOVED = "equipped", "depot-moved"   # free steps spent this activation (§8.10)
BURNING, FIRED = "burning", "fired"   # sites: on fire; a weapon that attacked this turn
MARKERS = (CAMPED, READY, DROPPED, OVERHEATED, REPELLED, EQUIPPED, DEPOT_MOVED, BURNING, FIRED)
CAPTOR = "captor"   # a squad's captor piece + 1 while it is captured, else 0
COERCION = "coercion"   # a squad's coercion counters left while it is being coerced, else 0
CARD = "card"       # a site: the card instance + 1 constructed there (0: an empty slot, or a printed site)
HITS = "hits"       # a site: its hit tokens
USES = "uses"       # a site: the times its Refinery action was used this turn (§5.6)
TURN_START = "turn-start"   # a War Rig: its node + 1 when its owner's turn began (R-04's wait)
STOCK = tuple(f"stock_{c}" for c in COLOURS)
LOOSE = tuple(f"loose_{c}" for c in COLOURS)

EQUIPMENT, CATALOGUE, PLANS = "equipment", "catalogue", "plans"
STOCK_ZONE, DISPLAY, FACE_UP, STOLEN = "stock", "display", "faceup", "stolen"

ROUND, TURN, ACTIVE, FIRST, PHASE = "round", "turn", "active", "first_player", "phase"   # first_player: the kernel's name
SETUP_PHASE, ACTIVATIONS = "set-up", "activations"


class Layout:
    """The static layout of a ``players``-player game with one content set: the topology, piece indices by role,
    node roles, zone names and card types.  Built once per (content, players) and shared by every state."""

    def __init__(self, content: Content, players: int):
        self.content = content
        self.players = players
        rules = content.rules
        self.squads_per_player = rules.squads_per_player
        self.lesser_factions = content.player_counts[players].lesser_factions
        self.lesser_squads = rules.lesser_squads_per_faction
        self.round_limit = content.player_counts[players].round_limit
        squads = self.squads_per_player
        names = [f"{k}.{n}" for k in range(1, players + 1) for n in range(1, squads + 1)]
        names += [f"{j}.{squads + n}" for j in range(1, self.lesser_factions + 1) for n in range(1, self.lesser_squads + 1)]
        self.squad_count = len(names)
        names += [f"rig {k}" for k in range(1, players + 1)]
        self.first_site = len(names)
        boards = content.boards
        # Sites (R-45's adjacency and §4's boards): per player k its Command Post, facility slots, Cab and chassis
        # slots; per Lesser Faction j its Stockade; per player and victory card the place its construction stands.
        self.victory_cards = tuple(c.id for c in content.cards.values() if c.kind == "victory")
        self.base_sites = tuple(tuple(f"{site} {k}" for site in (boards.home_base.centre.id,)
                                      + boards.home_base.facility_slots) for k in range(1, players + 1))
        self.rig_sites = tuple(tuple(f"{site} {k}" for site in (boards.cab.id,)
                                     + tuple(slot.id for slot in boards.chassis_slots)) for k in range(1, players + 1))
        self.stockades = tuple(f"{boards.lesser_base.centre.id} {j}" for j in range(1, self.lesser_factions + 1))
        self.victory_sites = tuple(tuple(f"{card} {k}" for card in self.victory_cards) for k in range(1, players + 1))
        for k in range(players):
            names += list(self.base_sites[k]) + list(self.rig_sites[k]) + list(self.victory_sites[k])
        names += list(self.stockades)
        self.item_slots = tuple(f"item{i}" for i in range(1, content.boards.equipment_limit + 1))
        self.topology: Topology = content.topology(players, tuple(names),
                                                    COLOURS + self.item_slots + (CAPTOR, COERCION, CARD, HITS, USES, TURN_START),
                                                    MARKERS,
                                                    STOCK + LOOSE)
        topo = self.topology
        self.piece_id = {name: i for i, name in enumerate(topo.pieces)}
        self.first_lesser = players * squads
        self.first_rig = self.squad_count
        # A piece owned by no seat is a Lesser Faction's squad; its faction follows from its number (read per call of
        # faction(), so a table).
        per_faction = max(1, self.lesser_squads)
        self.unowned_faction = tuple(players + (p - self.first_lesser) // per_faction for p in range(len(topo.pieces)))
        self.lesser_squad_ids = tuple(tuple(range(self.first_lesser + j * self.lesser_squads,
                                                  self.first_lesser + (j + 1) * self.lesser_squads))
                                      for j in range(self.lesser_factions))            # by Lesser Faction - 1
        pid = self.piece_id
        self.base_site_ids = tuple(tuple(pid[n] for n in row) for row in self.base_sites)      # by player number - 1
        self.rig_site_ids = tuple(tuple(pid[n] for n in row) for row in self.rig_sites)        # [0] the Cab
        self.victory_site_ids = tuple(tuple(pid[n] for n in row) for row in self.victory_sites)
        self.stockade_ids = tuple(pid[n] for n in self.stockades)                              # by Lesser Base - 1
        self.chassis_slots = boards.chassis_slots      # the slot of rig_site_ids[k][i + 1]
        # The printed centres (Command Posts, Cabs, Stockades) and their armour (sites.py: never constructed).
        self.printed_armour = {row[0]: boards.home_base.centre.armour for row in self.base_site_ids}
        self.printed_armour.update({row[0]: boards.cab.armour for row in self.rig_site_ids})
        self.printed_armour.update({site: boards.lesser_base.centre.armour for site in self.stockade_ids})
        self.rig_ids = tuple(range(self.first_rig, self.first_site))                         # by player number - 1
        home, lesser = content.map.base_kind("home"), content.map.base_kind("lesser")
        self.home_node = tuple(topo.node_id[home.node(k)] for k in range(1, players + 1))      # by player number - 1
        self.lesser_node = tuple(topo.node_id[lesser.node(j)] for j in range(1, self.lesser_factions + 1))
        kinds = {loc.id: loc.kind for loc in content.map.locations}
        self.hub = next(topo.node_id[loc.id] for loc in content.map.locations if loc.kind == "hub")
        self.basic = frozenset(topo.node_id[i] for i, kind in kinds.items() if kind.startswith("basic_"))
        self.resource_rich = tuple(topo.node_id[i] for i, kind in kinds.items() if kind == "basic_resource")
        self.tech_rich = tuple(topo.node_id[i] for i, kind in kinds.items() if kind == "basic_tech")
        self.bases = frozenset(self.home_node + self.lesser_node)
        restricted = {frozenset(link.between) for link in content.map.links if link.restricted}
        # An ordinary Move crosses any link but a restricted one (R-04: those need a Drive).
        self.move_targets: tuple[tuple[int, ...], ...] = tuple(
            tuple(b for b in topo.neighbours[a] if frozenset((topo.nodes[a], topo.nodes[b])) not in restricted)
            for a in range(len(topo.nodes)))
        self.stock = tuple(tuple(content.map.location(topo.nodes[n]).stock_for(players).of(c) for c in COLOURS)
                           if n < len(content.map.locations) else (0,) * len(COLOURS)
                           for n in range(len(topo.nodes)))
        self.card_ids = tuple(content.cards)
        self.card_index = {card_id: i for i, card_id in enumerate(self.card_ids)}
        # By card type: the numbers on the card (Card.param's first entry wins), its cost by colour, and every
        # item a card names as its tool.
        self.card_numbers = tuple(dict(reversed(c.params)) for c in content.cards.values())
        self.card_cost = tuple(tuple(c.cost.of(colour) for colour in COLOURS) for c in content.cards.values())
        self.tools = frozenset(c.tools for c in content.cards.values())
        self.catalogue_of = {topo.node_id[loc]: tuple(c.id for c in content.cards.values() if c.plans_location == loc)
                             for loc in (topo.nodes[n] for n in self.tech_rich)}
        self.standard = tuple(c.id for c in content.cards.values() if c.plans == "standard")
        self.display = tuple(c.id for c in content.cards.values() if c.plans == "display")   # facilities

    # -- factions ------------------------------------------------------------------------------------------------------
    # A faction is a seat (0 .. players-1) or a Lesser Faction (players + j for Lesser Faction j+1).
    def faction(self, board: list[int], piece: int) -> int:
        owner = self.topology.owner(board, piece)
        return owner if owner != NO_OWNER else self.unowned_faction[piece]

    def faction_name(self, faction: int) -> str:
        return f"P{faction + 1}" if faction < self.players else f"Lesser Faction {faction - self.players + 1}"

    def seat_of_player(self, first: int, number: int) -> int:
        """The seat of player number ``number`` (1 = the first to play, R-06's Home Base number)."""
        return (first + number - 1) % self.players

    def player_number(self, first: int, seat: int) -> int:
        return (seat - first) % self.players + 1

    def home_of(self, first: int, seat: int) -> int:
        return self.home_node[self.player_number(first, seat) - 1]

    def squads_of(self, board: list[int], faction: int) -> list[int]:
        """The faction's active squads: every squad it owns but a captive or a squad being coerced (they have no
        actions, R-12, §8.6)."""
        candidates: Sequence[int]
        if faction < self.players:
            owner, candidates = faction, range(self.squad_count)
        else:   # no seat owns them: the Lesser Faction's own counters (a coerced one is its new owner's, R-46)
            owner, candidates = NO_OWNER, self.lesser_squad_ids[faction - self.players]
        topo = self.topology
        return [p for p in candidates if topo.owner(board, p) == owner and self.active(board, p)]

    def active(self, board: list[int], piece: int) -> bool:
        """Neither captured nor being coerced (the sample's "Active squad")."""
        topo = self.topology
        return not topo.counter(board, piece, CAPTOR) and not topo.counter(board, piece, COERCION)

    def coercion(self, board: list[int], piece: int) -> int:
        """The coercion counters left on ``piece`` (0 when it is not being coerced)."""
        return self.topology.counter(board, piece, COERCION)

    def base_owner(self, first: int, node: int) -> int:
        """The faction whose base ``node`` is (a seat, or players + j for Lesser Base j+1), or -1."""
        if node in self.home_node:
            return self.seat_of_player(first, self.home_node.index(node) + 1)
        if node in self.lesser_node:
            return self.players + self.lesser_node.index(node)
        return -1

    def captor(self, board: list[int], piece: int) -> int:
        """The squad holding ``piece`` captive, or -1 when it is free."""
        return self.topology.counter(board, piece, CAPTOR) - 1

    def captives(self, board: list[int], captor: int) -> list[int]:
        topo = self.topology
        return [p for p in range(self.squad_count) if topo.counter(board, p, CAPTOR) == captor + 1]

    def base_of(self, board: list[int], first: int, piece: int) -> int:
        """The squad's own faction's base: its Home Base, or for a Lesser squad its Lesser Base (R-15)."""
        faction = self.faction(board, piece)
        if faction < self.players:
            return self.home_of(first, faction)
        return self.lesser_node[faction - self.players]

    def squads_at(self, board: list[int], node: int) -> list[int]:
        topo = self.topology
        return [p for p in range(self.squad_count) if topo.location(board, p) == node]

    # -- cubes and items -----------------------------------------------------------------------------------------------
    def carried(self, board: list[int], piece: int) -> int:
        topo = self.topology
        return sum(topo.counter(board, piece, c) for c in COLOURS)

    def items(self, board: list[int], piece: int) -> list[int]:
        """The card instances of the equipment items the squad holds."""
        topo = self.topology
        return [topo.counter(board, piece, slot) - 1 for slot in self.item_slots if topo.counter(board, piece, slot)]

    def holds(self, board: list[int], card_types: tuple[int, ...], piece: int, card_id: str) -> bool:
        wanted = self.card_index.get(card_id)
        return any(card_types[item] == wanted for item in self.items(board, piece))

    def give_item(self, board: list[int], piece: int, card: int) -> None:
        topo = self.topology
        slot = next(s for s in self.item_slots if topo.counter(board, piece, s) == 0)
        topo.add_counter(board, piece, slot, card + 1)

    def has_item_room(self, board: list[int], piece: int) -> bool:
        return len(self.items(board, piece)) < len(self.item_slots)

    # -- sites -----------------------------------------------------------------------------------------------------------
    def site_card(self, board: list[int], site: int) -> int:
        """The card instance constructed at ``site``, or -1 (an empty slot, or a printed site)."""
        return self.topology.counter(board, site, CARD) - 1

    # -- zones ---------------------------------------------------------------------------------------------------------
    @cached_property
    def zone_names(self) -> tuple[str, ...]:
        out = []
        for seat in range(self.players):
            out += [equipment_zone(seat), stock_zone(seat), display_zone(seat), face_up_zone(seat), stolen_zone(seat)]
            for node in self.tech_rich:
                out += [catalogue_zone(seat, self.topology.nodes[node]), plans_zone(seat, self.topology.nodes[node])]
        return tuple(out)


def equipment_zone(seat: int) -> str:
    return f"{EQUIPMENT}:{seat}"


def stock_zone(seat: int) -> str:
    return f"{STOCK_ZONE}:{seat}"


def stolen_zone(seat: int) -> str:
    return f"{STOLEN}:{seat}"


def face_up_zone(seat: int) -> str:
    return f"{FACE_UP}:{seat}"


def display_zone(seat: int) -> str:
    return f"{DISPLAY}:{seat}"


def catalogue_zone(seat: int, location: str) -> str:
    return f"{CATALOGUE}:{seat}:{location}"


def plans_zone(seat: int, location: str) -> str:
    return f"{PLANS}:{seat}:{location}"

"""The numpy encoding of what one seat sees, for one rule set and set-up: a float32 vector of fixed length.

The rule set declares what goes in (``RuleSet.observation_spec``, kernel/spaces.py); the kernel's visibility rules
(``zone_visibility``, ``face_down``) decide, once per seat when the layout is built, how much of each zone that seat
sees.  The vector, slice by slice (``ObservationEncoder.slices`` names each with its offset and width):

1. ``zone:<name>`` for every per-seat zone (the observer's own seat first, the others in turn order after it), then
   every shared zone: one cell with the number of cards, then (unless the zone is a count-only zone) one cell per
   card type: how many cards of that type the observer sees there.  A zone the observer may see holds all its
   cards; another seat's face-up discard pile (TOP) only its top card; another seat's cards in play (FACE) only the
   face-up ones; a hidden zone none (its count only).
2. ``mark:<prefix>`` per card mark (TCG: tapped, depleted, damage, counters): by card type, the sum of the mark's
   values over the cards the observer sees.
3. ``number:<counter>``, then ``seat-number:<counter>`` relative to the observer: counters as numbers.
4. ``seat:<counter>``: a one-hot of the seat it holds, relative to the observer (0 = the observer).
5. ``choice:<counter>``: a one-hot of its value among the declared ones.
6. ``to-move``: a one-hot of the deciding seat relative to the observer, and a last cell set when the game is over.
7. ``kind``: a one-hot of the decision's kind, set only for the seat that decides (nobody else is told it).
8. ``board``: the board's cells as they are (War Rig: all public).

The hot path builds one index list and makes the vector with one ``numpy.bincount``, then writes the zone sizes
and numbers with one indexed assignment: no views, no per-card arithmetic (each zone reads its cards' cells from a
table built once per card list, i.e. once a game), no per-zone lookups for the sizes (their cells are laid out
once per order of zone names).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from mechdeck.kernel import FACE, HIDDEN, PUBLIC, TOP, RuleSet, State
from mechdeck.kernel.spaces import ObservationSpec

ALL, TOP_ONLY, FACE_UP, COUNT = 0, 1, 2, 3   # how much of a zone's cards a seat sees
NUMERIC = frozenset((int, float, bool))   # counter types read as they are (others: ``_number``)
ZoneRead = tuple[str, tuple[int, ...]]   # a zone; by card instance, the cell it counts in
MarkRead = tuple[tuple[str, ...], tuple[int, ...]]   # by card instance, the name of its mark's counter; its cell
CardTables = tuple[list[ZoneRead], list[ZoneRead], list[ZoneRead], list[MarkRead]]


class ObservationEncoder:
    """The observation layout of one (rule set, set-up, observer seat); ``encode(state)`` is the hot path."""

    # The defaults of rules and config only make the empty instance that copy and pickle create first when this
    # module is compiled.
    def __init__(self, rules: RuleSet | None = None, config: dict | None = None, seat: int = 0,
                 spec: ObservationSpec | None = None, board_size: int | None = None):
        if rules is None or config is None:
            return
        self.rules = rules
        self.seat = seat
        spec = rules.observation_spec(config) if spec is None else spec
        seats = rules.check_players(config.get("players", rules.min_players))
        if not 0 <= seat < seats:
            raise ValueError(f"seat {seat!r} is no seat of a {seats}-player game of {rules.id}")
        self.seats = seats
        order = [(seat + k) % seats for k in range(seats)]   # the observer first, then the others in turn order
        types = spec.type_count
        self.slices: list[tuple[str, int, int]] = []
        size = 0

        def add(name: str, width: int) -> int:
            nonlocal size
            self.slices.append((name, size, width))
            size += width
            return size - width

        zones = [table[s] for table in spec.seat_zones for s in order] + list(spec.shared_zones)
        count_cells = []
        card_zones = []   # (zone, first type cell, how much the observer sees)
        for zone in zones:
            counted = zone in spec.count_zones
            offset = add(f"zone:{zone}", 1 if counted else 1 + types)
            count_cells.append(offset)
            if counted:
                continue
            kind, owner = rules.zone_visibility(zone)
            if kind == PUBLIC or (owner == seat and kind != HIDDEN):
                card_zones.append((zone, offset + 1, ALL))
            elif kind == TOP:
                card_zones.append((zone, offset + 1, TOP_ONLY))
            elif kind == FACE:
                card_zones.append((zone, offset + 1, FACE_UP))
        self.count_cell = dict(zip(zones, count_cells))   # a zone's size cell; zones a state lacks stay 0
        self.card_zones = tuple(card_zones)
        self.marks = tuple((mark, add(f"mark:{mark}", types)) for mark in spec.marks)
        numbers = list(spec.numbers) + [table[s] for table in spec.seat_numbers for s in order]
        self.numbers = tuple(numbers)
        self.number_cells = np.arange(size, size + len(numbers), dtype=np.intp)
        for name in spec.numbers:
            add(f"number:{name}", 1)
        for table in spec.seat_numbers:
            for k, s in enumerate(order):
                add(f"seat-number:{table[s]}@{k}", 1)
        self.seat_counters = tuple((name, add(f"seat:{name}", seats)) for name in spec.seat_counters)
        self.choices = tuple((name, {value: i for i, value in enumerate(values)}, add(f"choice:{name}", len(values)))
                             for name, values in spec.choices)
        self.to_move = add("to-move", seats + 1)
        self.kinds = {kind: i for i, kind in enumerate(spec.kinds)}
        self.kind_cell = add("kind", len(spec.kinds))
        self.board_cell = -1
        if spec.board:
            if board_size is None:
                board_size = len(rules.new_game(0, config, log=False).board or ())
            self.board_cell = add("board", board_size)
        self.size = size

        # What the hot path precomputes:
        self._missing = (0,) * len(numbers)   # what an absent counter reads as (``counters.get``'s default)
        # Built from a game's card list (``state.card_types``: one tuple for the whole game and its clones), so
        # that a card's cell is one tuple lookup: per card zone, per mark (and the names of the mark's counters).
        self._card_types: tuple[int, ...] | None = None
        self._whole_zones: list[ZoneRead] = []   # the zones the observer sees whole (ALL)
        self._top_zones: list[ZoneRead] = []     # TOP_ONLY
        self._face_zones: list[ZoneRead] = []    # FACE_UP
        self._mark_reads: list[MarkRead] = []
        self._tables: dict[tuple[int, ...], CardTables] = {}
        # Per order of a state's zone names (fixed at set-up in every game): the cells its zones' sizes go to, then
        # the number cells; and which of its zones the layout holds (None: all of them).
        self._size_layouts: dict[tuple[str, ...], tuple[np.ndarray, list[int] | None]] = {}

    def encode(self, state: State) -> np.ndarray:
        zones = state.zones
        counters = state.counters
        types = state.card_types
        if types is not self._card_types:
            self._read_cards_of(types)
        cells: list[int] = []
        extend = cells.extend
        marking = bool(self.marks)
        seen: list[int] = []   # the cards the observer sees (for the marks)
        in_zone = zones.get
        for zone, cell in self._whole_zones:
            cards = in_zone(zone)
            if cards:
                extend([cell[c] for c in cards])
                if marking:
                    seen.extend(cards)
        for zone, cell in self._top_zones:
            cards = in_zone(zone)
            if cards:
                cells.append(cell[cards[-1]])
                if marking:
                    seen.append(cards[-1])
        if self._face_zones:
            face_down = self.rules.face_down
            for zone, cell in self._face_zones:
                cards = in_zone(zone)
                if cards:
                    cards = [c for c in cards if not face_down(state, c)]
                    extend([cell[c] for c in cards])
                    if marking:
                        seen.extend(cards)
        marked = len(cells)
        values: list[float] = []
        if seen:
            counter = counters.get
            for key, cell in self._mark_reads:
                for card in seen:
                    value = counter(key[card])
                    if value:
                        cells.append(cell[card])
                        values.append(float(value) if type(value) is int else 1.0)
        seat, seats = self.seat, self.seats
        for name, first in self.seat_counters:
            holder = counters.get(name)
            if type(holder) is int and 0 <= holder < seats:
                cells.append(first + (holder - seat) % seats)
        for name, index, first in self.choices:
            i = index.get(counters.get(name))
            if i is not None:
                cells.append(first + i)
        decision = state.decision
        if decision is None:
            cells.append(self.to_move + seats)
        else:
            cells.append(self.to_move + (decision.player - seat) % seats)
            if decision.player == seat:
                k = self.kinds.get(decision.kind)
                if k is not None:
                    cells.append(self.kind_cell + k)
        weights = None
        if values:   # the marked cells carry their values, every other cell weighs 1
            weights = np.ones(len(cells), dtype=np.float64)
            weights[marked:marked + len(values)] = values
        out = np.bincount(cells, weights, minlength=self.size).astype(np.float32)
        names = tuple(zones)
        layout = self._size_layouts.get(names)
        if layout is None:
            layout = self._lay_out_sizes(names)
        where, kept = layout
        row: list[float] = list(map(len, zones.values()))
        if kept is not None:
            row = [row[z] for z in kept]
        numbers = list(map(counters.get, self.numbers, self._missing))
        if NUMERIC.issuperset(map(type, numbers)):
            row.extend(map(float, numbers))
        else:
            row.extend(map(_number, numbers))
        out[where] = row
        board = state.board
        if self.board_cell >= 0 and board is not None:   # a list of ints (state.py): told so, numpy reads it 2x faster
            out[self.board_cell:self.board_cell + len(board)] = np.array(board, dtype=np.int64)
        return out

    def _read_cards_of(self, types: tuple[int, ...]) -> None:
        """Switch to the lookup tables of a game's card list (see ``__init__``), kept for a few card lists: a search
        or an OpenSpiel algorithm may go back and forth between games."""
        tables = self._tables.get(types)
        if tables is None:
            if len(self._tables) >= 16:
                self._tables.clear()
            reads: tuple[list[ZoneRead], list[ZoneRead], list[ZoneRead]] = ([], [], [])   # ALL, TOP_ONLY, FACE_UP
            for zone, first, how in self.card_zones:
                reads[how].append((zone, tuple([first + t for t in types])))
            mark_reads: list[MarkRead] = [(tuple([f"{mark}:{card}" for card in range(len(types))]),
                                           tuple([first + t for t in types])) for mark, first in self.marks]
            tables = self._tables[types] = (*reads, mark_reads)
        self._whole_zones, self._top_zones, self._face_zones, self._mark_reads = tables
        self._card_types = types

    def _lay_out_sizes(self, names: tuple[str, ...]) -> tuple[np.ndarray, list[int] | None]:
        """The size cells for this order of zone names, then the number cells (see ``__init__``)."""
        count_cell = self.count_cell
        kept = [z for z, name in enumerate(names) if name in count_cell]
        cells = [count_cell[names[z]] for z in kept]
        where = np.concatenate((np.array(cells, dtype=np.intp), self.number_cells))
        if len(self._size_layouts) >= 64:   # a game that keeps changing its zones: keep the cache small
            self._size_layouts.clear()
        layout = (where, None if len(kept) == len(names) else kept)
        self._size_layouts[names] = layout
        return layout


def _number(value: Any) -> float:
    """A counter as a number: ints and bools as they are, anything else (None, a name, a tuple) as 0."""
    return float(value) if isinstance(value, (int, float)) else 0.0

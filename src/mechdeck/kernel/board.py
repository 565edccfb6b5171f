"""Board pieces: what is not a card (locations and links, pieces with an owner and a location, per-piece counters and
markers, tokens), kept so that a state clones as cheaply as its card zones.

Design (docs: /work/shared/design/presentation-study.md, section 2):

* **Static: ``Topology``.**  The nodes, the links between them, the pieces' printed names, the names of the per-piece
  counters and markers and the token kinds.  A rule set builds it once per set-up (e.g. per seat count) and holds it;
  states never carry it, clones share it and JSON never sees it, like card data.
* **Dynamic: ``state.board``, one flat ``list[int]``** (None in the card games).  Piece ``p`` has ``stride`` ints from
  ``p * stride``: owner seat, location node (``OFF_BOARD`` for none), a bitmask of its markers, then its counters;
  after the pieces come the token counts, ``len(token kinds)`` ints per node.  A clone copies that list with one
  ``list.copy`` (no per-piece objects, no nested containers), JSON writes it as it is, equality compares it, and
  ``RuleSet.determinize`` keeps it, since where pieces stand is public.  Hidden things stay cards in zones, so the
  zone visibility kinds and ``determinize`` cover them unchanged.
* **Why not a ``State`` subclass** (the study's BoardState): ``State`` is compiled by mypyc, and letting interpreted
  rule sets subclass it (``mypyc_attr(allow_interpreted_subclasses=True)``) slows the compiled code that reads every
  state; one more slot costs a card game one ``is None`` test per clone instead.  **Why not zones or counters**:
  zones hold card instance ids that views and determinize treat as cards; a tuple in counters costs a copy of the
  whole tuple on every write.
* **Only the ``Topology`` methods know the offsets.**  They take the cells list (``cells(state)``, fetched once per
  step), so a capture is one write: ``topology.set_owner(board, piece, captor)``.
"""
from __future__ import annotations

from .state import State

OFF_BOARD = -1   # the location of a piece on no node (in reserve, removed from play)
NO_OWNER = -1    # the owner of a piece no seat controls

_OWNER, _LOCATION, _MARKERS = 0, 1, 2   # a piece's first three cells; its counters follow


def cells(state: State) -> list[int]:
    """The board of a board game's state (a card game's state has none: a clear error, not a TypeError later)."""
    board = state.board
    if board is None:
        raise ValueError(f"the {state.rules_id} state has no board")
    return board


class Topology:
    """The static part of a board: nodes and links, pieces, per-piece counter and marker names, token kinds, and
    the offsets of each into a state's ``board`` list.  Built once, shared by every state; never copied."""

    def __init__(self, nodes: tuple[str, ...], links: tuple[tuple[str, str], ...], pieces: tuple[str, ...],
                 counters: tuple[str, ...] = (), markers: tuple[str, ...] = (), tokens: tuple[str, ...] = ()):
        self.nodes = tuple(nodes)
        self.node_id = {name: i for i, name in enumerate(self.nodes)}
        if len(self.node_id) != len(self.nodes):
            raise ValueError(f"node names repeat: {self.nodes}")
        adjacent: list[set[int]] = [set() for _ in self.nodes]
        for a, b in links:
            if a not in self.node_id or b not in self.node_id or a == b:
                raise ValueError(f"a link joins two different nodes of {self.nodes}, not {a!r} and {b!r}")
            adjacent[self.node_id[a]].add(self.node_id[b])
            adjacent[self.node_id[b]].add(self.node_id[a])
        self.neighbours: tuple[tuple[int, ...], ...] = tuple(tuple(sorted(n)) for n in adjacent)
        self.pieces = tuple(pieces)
        self.counter_names = tuple(counters)
        self.counter_offset = {name: 3 + i for i, name in enumerate(self.counter_names)}
        if len(markers) > 62:
            raise ValueError("at most 62 markers fit a piece's marker cell")
        self.marker_bit = {name: 1 << i for i, name in enumerate(markers)}
        self.token_kinds = tuple(tokens)
        self.token_index = {name: i for i, name in enumerate(self.token_kinds)}
        self.stride = 3 + len(self.counter_names)
        self.token_base = len(self.pieces) * self.stride
        self.size = self.token_base + len(self.nodes) * len(self.token_kinds)

    # -- set-up -----------------------------------------------------------------------------------------------------
    def new_board(self, owners: tuple[int, ...], locations: tuple[int, ...]) -> list[int]:
        """A board with each piece's owner and location, no markers, counters and tokens at 0."""
        if len(owners) != len(self.pieces) or len(locations) != len(self.pieces):
            raise ValueError(f"{len(self.pieces)} pieces need as many owners and locations")
        board = [0] * self.size
        for piece, (owner, location) in enumerate(zip(owners, locations)):
            board[piece * self.stride + _OWNER] = owner
            board[piece * self.stride + _LOCATION] = location
        return board

    # -- pieces ------------------------------------------------------------------------------------------------------
    def owner(self, board: list[int], piece: int) -> int:
        return board[piece * self.stride + _OWNER]

    def set_owner(self, board: list[int], piece: int, seat: int) -> None:
        """A capture: the piece changes hands where it stands (one write)."""
        board[piece * self.stride + _OWNER] = seat

    def location(self, board: list[int], piece: int) -> int:
        return board[piece * self.stride + _LOCATION]

    def move(self, board: list[int], piece: int, node: int) -> None:
        board[piece * self.stride + _LOCATION] = node

    def counter(self, board: list[int], piece: int, name: str) -> int:
        return board[piece * self.stride + self.counter_offset[name]]

    def add_counter(self, board: list[int], piece: int, name: str, amount: int) -> None:
        board[piece * self.stride + self.counter_offset[name]] += amount

    def has_marker(self, board: list[int], piece: int, name: str) -> bool:
        return board[piece * self.stride + _MARKERS] & self.marker_bit[name] != 0

    def set_marker(self, board: list[int], piece: int, name: str, on: bool = True) -> None:
        cell = piece * self.stride + _MARKERS
        board[cell] = board[cell] | self.marker_bit[name] if on else board[cell] & ~self.marker_bit[name]

    def pieces_at(self, board: list[int], node: int) -> list[int]:
        stride = self.stride
        return [p for p in range(len(self.pieces)) if board[p * stride + _LOCATION] == node]

    def pieces_of(self, board: list[int], seat: int) -> list[int]:
        stride = self.stride
        return [p for p in range(len(self.pieces)) if board[p * stride + _OWNER] == seat]

    # -- tokens ------------------------------------------------------------------------------------------------------
    def tokens(self, board: list[int], node: int, kind: str) -> int:
        return board[self.token_base + node * len(self.token_kinds) + self.token_index[kind]]

    def add_tokens(self, board: list[int], node: int, kind: str, amount: int) -> None:
        board[self.token_base + node * len(self.token_kinds) + self.token_index[kind]] += amount

    # -- what everyone sees, and what must always hold ----------------------------------------------------------------
    def view(self, board: list[int]) -> dict:
        """The board as JSON-able data by names: every piece (id, name, owner, node, markers, counters) and the
        tokens on each node (only kinds present)."""
        pieces = []
        for p, name in enumerate(self.pieces):
            where = self.location(board, p)
            pieces.append({"id": p, "name": name, "owner": self.owner(board, p),
                           "node": None if where == OFF_BOARD else self.nodes[where],
                           "markers": [m for m in self.marker_bit if self.has_marker(board, p, m)],
                           "counters": {c: self.counter(board, p, c) for c in self.counter_names}})
        tokens = {}
        for node, node_name in enumerate(self.nodes):
            here = {kind: self.tokens(board, node, kind) for kind in self.token_kinds}
            if any(here.values()):
                tokens[node_name] = {kind: n for kind, n in here.items() if n}
        return {"nodes": list(self.nodes), "links": [[self.nodes[a], self.nodes[b]]
                                                      for a, near in enumerate(self.neighbours) for b in near if a < b],
                "pieces": pieces, "tokens": tokens}

    def problems(self, board: list[int], seats: int) -> list[str]:
        """What is wrong with a board (for tests): its size, a piece's owner or location out of range, a negative
        counter or token count."""
        if len(board) != self.size:
            return [f"the board has {len(board)} cells, not {self.size}"]
        found = []
        for p, name in enumerate(self.pieces):
            if not NO_OWNER <= self.owner(board, p) < seats:
                found.append(f"piece {name}: owner {self.owner(board, p)} is no seat")
            if not OFF_BOARD <= self.location(board, p) < len(self.nodes):
                found.append(f"piece {name}: location {self.location(board, p)} is no node")
            found.extend(f"piece {name}: counter {c} is {self.counter(board, p, c)}" for c in self.counter_names
                         if self.counter(board, p, c) < 0)
        found.extend(f"node {node_name}: {self.tokens(board, node, kind)} {kind} tokens"
                     for node, node_name in enumerate(self.nodes) for kind in self.token_kinds
                     if self.tokens(board, node, kind) < 0)
        return found

"""The game state: plain data only, cheap to clone, JSON round-trippable.

Physical cards are ints (instance ids); ``card_types[i]`` names the static card definition of instance ``i`` and is
shared by every clone.  Everything a game tracks lives in four containers:

* ``zones``    name -> list of instance ids (order matters: a deck's top card is its last element);
* ``counters`` name -> int, str, bool, None or a tuple of those (immutable values, so a shallow copy is exact);
* ``stack``    the frames of every half-resolved procedure, innermost last: ``Frame`` objects read by field name
               (``frame.op``, ``.pc``, ``.player``, ``.locals``, the last a dict of immutable values; engine.py);
* ``rng``      the generator state (see rng.py);
* ``board``    None for a card game; for a board game one flat list of ints (piece owners, locations, per-piece
               counters and markers, token counts) at offsets that the rule set's static ``Topology`` fixes
               (board.py): copied by one ``list.copy`` per clone, so a card game pays one ``is None`` test.
"""
from __future__ import annotations

import json
from typing import Any

Action = tuple  # a legal action: a tuple of strs/ints naming *what* is chosen, e.g. ("deploy", "Atlas")


class Decision:
    """Who must choose next, the legal actions for that choice and what kind of choice it is (immutable; shared
    between clones).  ``kind`` names the choice for bots and front ends ("buy", "combat-damage", "block",
    "reaction", ...), so none of them reads frames or parses prompts."""

    __slots__ = ("player", "options", "prompt", "kind")

    def __init__(self, player: int = 0, options: tuple = (), prompt: str = "",
                 kind: str = ""):  # defaults: see State.__init__
        self.player = player
        self.options = options
        self.prompt = prompt
        self.kind = kind

    def __eq__(self, other):
        return (isinstance(other, Decision) and self.player == other.player and self.options == other.options
                and self.prompt == other.prompt and self.kind == other.kind)

    def __repr__(self):
        return f"Decision(P{self.player + 1} {self.kind}: {self.prompt!r}, {len(self.options)} options)"

    def to_json(self) -> dict:
        return {"player": self.player, "prompt": self.prompt, "kind": self.kind,
                "options": [list(o) for o in self.options]}


def _freeze(value):
    """JSON lists back to the tuples they were written from."""
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    return value


class Frame:
    """One half-resolved procedure on ``state.stack``: the name of its op, where it is (``pc``: a script's next step
    or an op's own stage), the player it belongs to and its locals (a dict of immutable values).  Serialised as the
    list ``[op, pc, player, locals]``."""

    __slots__ = ("op", "pc", "player", "locals")

    # Defaults only so that copy and pickle, which create an empty instance first, work on the compiled class too.
    def __init__(self, op: str = "", pc: int = 0, player: int = 0, locals: dict | None = None):
        self.op = op
        self.pc = pc
        self.player = player
        self.locals = {} if locals is None else locals

    def copy(self) -> "Frame":
        """An independent copy (the locals dict copied; its values are immutable)."""
        return Frame(self.op, self.pc, self.player, self.locals.copy())

    def __eq__(self, other):
        return (isinstance(other, Frame) and self.op == other.op and self.pc == other.pc
                and self.player == other.player and self.locals == other.locals)

    def __repr__(self):
        return f"Frame({self.op!r}, {self.pc}, P{self.player + 1}, {self.locals!r})"

    def to_json(self) -> list:
        return [self.op, self.pc, self.player, self.locals]


class State:
    __slots__ = ("rules_id", "seed", "config", "card_types", "rng", "zones", "counters", "stack", "decision",
                 "log", "history", "board")

    # Defaults only so that copy and pickle, which create an empty instance first, work on the compiled class too.
    def __init__(self, rules_id: str = "", seed: int = 0, config: dict | None = None, card_types: tuple[int, ...] = (),
                 rng: int = 0):
        self.rules_id = rules_id
        self.seed = seed
        self.config = {} if config is None else config  # set-up options, JSON data; never mutated after set-up
        self.card_types = card_types  # instance id -> card type id; static for the whole game
        self.rng = rng
        self.zones: dict[str, list[int]] = {}
        self.counters: dict[str, Any] = {}
        self.stack: list[Frame] = []
        self.decision: Decision | None = None  # None once the game is over
        self.log: list[tuple[int, str]] | None = []  # (viewer, text); viewer -1 = everyone; None = not logging
        self.history: list[Action] = []
        self.board: list[int] | None = None  # board games only (board.py)

    # -- cloning ----------------------------------------------------------------------------------------------------
    def clone(self) -> "State":
        """An exact, independent copy (static data shared, mutable containers copied)."""
        new = State(self.rules_id, self.seed, self.config, self.card_types, self.rng)
        zones = self.zones
        new.zones = dict(zip(zones, map(list.copy, zones.values())))  # C-level loop: faster than a comprehension
        new.counters = self.counters.copy()
        new.stack = [f.copy() for f in self.stack]
        new.decision = self.decision
        new.log = None if self.log is None else self.log[:]
        new.history = self.history[:]
        board = self.board
        if board is not None:
            new.board = board.copy()
        return new

    # -- equality and JSON -------------------------------------------------------------------------------------------
    def _key(self):
        return (self.rules_id, self.seed, self.config, self.card_types, self.rng, self.zones, self.counters, self.stack,
                self.decision, self.log, self.history, self.board)

    def __eq__(self, other):
        return isinstance(other, State) and self._key() == other._key()

    def to_dict(self) -> dict:
        data = {
            "rules": self.rules_id, "seed": self.seed, "config": self.config, "card_types": list(self.card_types),
            "rng": self.rng, "zones": self.zones, "counters": self.counters,
            "stack": [f.to_json() for f in self.stack],
            "decision": None if self.decision is None else self.decision.to_json(),
            "log": self.log, "history": self.history,
        }
        if self.board is not None:  # card games' JSON stays exactly as it was
            data["board"] = self.board
        return data

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), separators=(",", ":"))

    @classmethod
    def from_dict(cls, data: dict) -> "State":
        new = cls(data["rules"], data["seed"], data["config"], tuple(data["card_types"]), data["rng"])
        new.zones = {name: list(cards) for name, cards in data["zones"].items()}
        new.counters = {k: _freeze(v) for k, v in data["counters"].items()}
        new.stack = [Frame(f[0], f[1], f[2], {k: _freeze(v) for k, v in f[3].items()}) for f in data["stack"]]
        d = data["decision"]
        new.decision = None if d is None else Decision(d["player"], _freeze(d["options"]), d["prompt"],
                                                       d.get("kind", ""))  # games stored before kinds existed
        new.log = None if data["log"] is None else [tuple(e) for e in data["log"]]
        new.history = [tuple(a) for a in data["history"]]
        board = data.get("board")
        if board is not None:
            new.board = list(board)
        return new

    @classmethod
    def from_json(cls, text: str) -> "State":
        return cls.from_dict(json.loads(text))

    # -- conveniences used by every game -----------------------------------------------------------------------------
    @property
    def finished(self) -> bool:
        return self.decision is None

    def say(self, text: str, viewer: int = -1) -> None:
        """Append a plain-words event to the log (viewer -1: everyone sees it; else only that player)."""
        if self.log is not None:
            self.log.append((viewer, text))

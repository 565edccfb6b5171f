"""Fixed-size spaces for learning agents: a rule set's action catalogue and the layout of its observation.

* ``ActionCatalogue``: every action a game of one configuration can ever offer, each at a fixed index, so that index
  i means the same move in every state (a learning agent's ``Discrete`` action space).  A game declares it from its
  static data (card lists, map nodes, pieces, seats, numbers) with ``verb_product`` templates; an option that carries
  a value not known before the game (a card instance) is enumerated over the instance ids, which are fixed per
  configuration.  ``indices(options)`` is the hot path: one dict lookup per legal option.
* ``ObservationSpec``: which zones, counters, card marks and whether the board make up a seat's observation, declared
  by the game per configuration; the numpy encoder (mechdeck.env.observation) lays them out and fills in only what
  the kernel's visibility rules let the seat see.  The kernel itself stays free of numpy.

Both are reached through ``RuleSet.action_catalogue(config)`` and ``RuleSet.observation_spec(config)``.
"""
from __future__ import annotations

import operator
from itertools import product
from typing import Iterable, Iterator, Sequence

from .state import Action

class CatalogueError(ValueError):
    """An option has no index in the rule set's catalogue, or an index names no action; the message says which."""


def verb_product(verb: str, *domains: Iterable) -> Iterator[Action]:
    """Every action ``(verb, a, b, ...)`` with ``a`` from the first domain, ``b`` from the second, ... in order."""
    for args in product(*domains):
        yield (verb,) + args


def verbs_product(verbs: Iterable[str], *domains: Sequence) -> Iterator[Action]:
    """``verb_product`` for each of several verbs over the same domains, verb by verb."""
    for verb in verbs:
        yield from verb_product(verb, *domains)


class ActionCatalogue:
    """The fixed list of a configuration's actions: ``actions[i]`` is the move index i names in every state."""

    __slots__ = ("rules_id", "actions", "_index")

    def __init__(self, rules_id: str, actions: Iterable[Action]):
        self.rules_id = rules_id
        self.actions: tuple[Action, ...] = tuple(actions)
        self._index: dict[Action, int] = {}
        for i, action in enumerate(self.actions):
            if self._index.setdefault(action, i) != i:
                raise CatalogueError(f"{rules_id}: the action catalogue lists {action!r} twice")

    def __len__(self) -> int:
        return len(self.actions)

    def index_of(self, action: Action) -> int:
        index = self._index.get(tuple(action))
        if index is None:
            raise CatalogueError(f"{self.rules_id}: the option {action!r} has no index in the action catalogue "
                                 f"({len(self.actions)} actions): the catalogue is incomplete")
        return index

    def action_at(self, index: int) -> Action:
        try:
            i = operator.index(index)
        except TypeError:
            i = -1
        if not 0 <= i < len(self.actions) or isinstance(index, bool):
            raise CatalogueError(f"{self.rules_id}: action index {index!r} is not an integer from 0 to "
                                 f"{len(self.actions) - 1}")
        return self.actions[i]

    def indices(self, options: Sequence[Action]) -> list[int]:
        """The index of each option, in order (the hot path of an environment's action mask)."""
        index = self._index
        try:
            return [index[o] for o in options]
        except KeyError:
            missing = next(o for o in options if o not in index)
            raise CatalogueError(f"{self.rules_id}: the option {missing!r} has no index in the action catalogue "
                                 f"({len(self.actions)} actions): the catalogue is incomplete") from None


class ObservationSpec:
    """What a seat's observation holds, for one configuration (the encoder lays it out slice by slice).

    * ``type_count``: the number of card type ids (``state.card_types`` values are below it);
    * ``seat_zones``: per-seat zones, each given as its names by seat (``("hand0", "hand1")``), laid out once per
      seat, the observer's own first and the others in turn order after it; ``shared_zones``: zones of no seat (a
      zone missing from a state reads as empty);
    * ``count_zones``: zones encoded by their size alone (a Supply pile of one card type, a deck);
    * ``numbers``/``seat_numbers``: counters read as numbers (bools as 0/1, missing or None as 0), the latter given
      by seat like ``seat_zones`` and laid out relative to the observer;
    * ``seat_counters``: counters holding a seat, one-hot relative to the observer;
    * ``choices``: (counter, its possible values), one-hot;
    * ``marks``: counter prefixes of per-card marks (``"tap"`` for ``tap:<card>``): per mark, the sum of the mark's
      values over the cards the observer sees, by card type;
    * ``board``: whether the public board (``state.board``) is appended as it is;
    * ``kinds``: the decision kinds, one-hot for the seat that decides.
    """

    __slots__ = ("type_count", "seat_zones", "shared_zones", "count_zones", "numbers", "seat_numbers",
                 "seat_counters", "choices", "marks", "board", "kinds")

    def __init__(self, type_count: int, seat_zones: Sequence[Sequence[str]] = (), shared_zones: Sequence[str] = (),
                 count_zones: Iterable[str] = (), numbers: Sequence[str] = (),
                 seat_numbers: Sequence[Sequence[str]] = (),
                 seat_counters: Sequence[str] = (), choices: Sequence[tuple[str, Sequence]] = (),
                 marks: Sequence[str] = (), board: bool = False, kinds: Sequence[str] = ()):
        self.type_count = type_count
        self.seat_zones = tuple(tuple(names) for names in seat_zones)
        self.shared_zones = tuple(shared_zones)
        self.count_zones = frozenset(count_zones)
        self.numbers = tuple(numbers)
        self.seat_numbers = tuple(tuple(names) for names in seat_numbers)
        self.seat_counters = tuple(seat_counters)
        self.choices = tuple((name, tuple(values)) for name, values in choices)
        self.marks = tuple(marks)
        self.board = board
        self.kinds = tuple(kinds)

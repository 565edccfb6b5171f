"""Bots that play through the kernel API: ``agent.act(rules, state) -> action`` returns one of
``state.decision.options`` for the seat ``state.decision.player``.

An agent decides only from what that seat may know: ``rules.observe(state, seat)``, the public zones and counters
of ``state`` and its own hand, plus static card data.  It never reads the opponent's hand or the order or content of
any draw deck; search bots (later) see hidden cards only through ``rules.determinize``.

* ``random``    (random_agent.py): uniform over the legal actions, with its own ``random.Random(seed)``; plays any
  rule set.
* ``heuristic`` (heuristic.py): a hand-written Domination v2.2 player (card priorities, combat arithmetic,
  end-of-game timing); on any other rule set it plays like ``random``.
* ``mcts``      (mcts.py): information-set Monte Carlo tree search over determinisations, with the heuristic bot as
  its default policy; sees hidden cards only through ``rules.determinize``.

May import mechdeck.kernel and mechdeck.games; nothing here imports simulation or interfaces.
"""
from __future__ import annotations

from .heuristic import HeuristicAgent
from .mcts import MCTSAgent
from .random_agent import RandomAgent

AGENT_NAMES = ("random", "heuristic", "mcts")
_FACTORIES = {"random": RandomAgent, "heuristic": HeuristicAgent, "mcts": MCTSAgent}


def make_agent(name: str, seed: int = 0):
    """A new agent by name, seeded (its own generator; the game's RNG is never touched)."""
    if isinstance(name, str) and name.startswith("mcts:") and name[5:].isdigit():
        return MCTSAgent(seed, iterations=int(name[5:]))  # "mcts:N": N iterations per decision
    try:
        factory = _FACTORIES[name]
    except (KeyError, TypeError):
        raise ValueError(f"unknown agent {name!r}; known agents: {', '.join(AGENT_NAMES)}") from None
    return factory(seed)


__all__ = ["AGENT_NAMES", "make_agent", "RandomAgent", "HeuristicAgent", "MCTSAgent"]

"""Bots that play through the kernel API: ``agent.act(rules, state) -> action`` returns one of
``state.decision.options`` for the seat ``state.decision.player``.

An agent decides only from what that seat may know: ``rules.observe(state, seat)``, the public zones and counters
of ``state`` and its own hand, plus static card data.  It never reads the opponent's hand or the order or content of
any draw deck; search bots (later) see hidden cards only through ``rules.determinize``.

* ``random``    (random_agent.py): uniform over the legal actions, with its own ``random.Random(seed)``; plays any
  rule set.
* ``heuristic`` (heuristic.py): plays each rule set by the hand-written policy its game package holds
  (``games/<rule set>/bot.py``, found through ``rules.heuristic_policy``: card priorities, combat arithmetic,
  end-of-game timing); uniform random for a rule set without one.  Policies route on ``decision.kind`` and read
  ``rules.option_targets``, never the engine's frames.
* ``mcts``      (mcts.py): information-set Monte Carlo tree search over determinisations, with the heuristic bot as
  its default policy; sees hidden cards only through ``rules.determinize``.  It searches the decisions of the kinds a
  rule set names (``rules.search_kinds``: War Rig's squad actions, with short playouts scored at
  ``rules.search_horizon``), else the Domination games' buys; the BattleTech TCG has neither, so there it plays
  exactly as its policy (the heuristic).
* ``strategy:<name>`` (strategy.py): a shipped strategy file (``strategies/<name>.yaml``, see ``STRATEGY_NAMES``),
  and any path ending in ``.yaml``/``.yml``: a user's strategy file (docs/strategies.md).  ``AGENT_NAMES`` holds the
  plain names only; ``is_agent_name(name)`` says whether ``make_agent`` accepts a name.

May import mechdeck.kernel and mechdeck.games; nothing here imports simulation or interfaces.
"""
from __future__ import annotations

from .heuristic import HeuristicAgent
from .mcts import MCTSAgent
from .random_agent import RandomAgent
from .strategy import StrategyAgent, StrategyError, load_shipped, load_strategy, shipped_strategy_names

AGENT_NAMES = ("random", "heuristic", "mcts")
_FACTORIES = {"random": RandomAgent, "heuristic": HeuristicAgent, "mcts": MCTSAgent}

STRATEGY_PREFIX = "strategy:"
STRATEGY_NAMES = tuple(STRATEGY_PREFIX + n for n in shipped_strategy_names())  # e.g. "strategy:mech-rush"


def _is_strategy_file(name) -> bool:
    return isinstance(name, str) and name.lower().endswith((".yaml", ".yml"))


def is_agent_name(name) -> bool:
    """Whether ``make_agent`` accepts ``name``: a plain name, ``strategy:<shipped name>`` or a .yaml/.yml path
    (whether the file exists and is valid is only known when ``make_agent`` loads it)."""
    return isinstance(name, str) and (name in _FACTORIES or name in STRATEGY_NAMES or _is_strategy_file(name)
                                      or (name.startswith("mcts:") and name[5:].isdigit()))


def make_agent(name: str, seed: int = 0):
    """A new agent by name, seeded (its own generator; the game's RNG is never touched)."""
    if isinstance(name, str) and name.startswith("mcts:") and name[5:].isdigit():
        return MCTSAgent(seed, iterations=int(name[5:]))  # "mcts:N": N iterations per decision
    if isinstance(name, str) and name.startswith(STRATEGY_PREFIX):
        return StrategyAgent(load_shipped(name[len(STRATEGY_PREFIX):]), seed)  # StrategyError is a ValueError
    if _is_strategy_file(name):
        return StrategyAgent(load_strategy(name), seed)
    try:
        factory = _FACTORIES[name]
    except (KeyError, TypeError):
        raise ValueError(f"unknown agent {name!r}; known agents: {', '.join(AGENT_NAMES + STRATEGY_NAMES)}"
                         ", or a strategy file ending in .yaml") from None
    return factory(seed)


__all__ = ["AGENT_NAMES", "make_agent", "RandomAgent", "HeuristicAgent", "MCTSAgent",
           "STRATEGY_NAMES", "is_agent_name", "StrategyAgent", "StrategyError", "load_strategy", "load_shipped"]

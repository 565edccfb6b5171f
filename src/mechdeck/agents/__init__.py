"""Bots that play through the kernel API: ``agent.act(rules, state) -> action`` returns one of
``state.decision.options`` for the seat ``state.decision.player``.

An agent decides only from what that seat may know: ``rules.observe(state, seat)``, the public zones and counters
of ``state`` and its own hand, plus static card data.  It never reads the opponent's hand or the order or content of
any draw deck; the search bots see hidden cards only through ``rules.determinize``.

* ``random``    (random_agent.py): uniform over the legal actions, with its own ``random.Random(seed)``; plays any
  rule set.
* ``heuristic`` (heuristic.py): plays each rule set by the hand-written policy its game package holds
  (``games/<rule set>/bot.py``, found through ``rules.heuristic_policy``: card priorities, combat arithmetic,
  end-of-game timing); uniform random for a rule set without one.  Policies route on ``decision.kind`` and read
  ``rules.option_targets``, never the engine's frames.
* ``mcts``      (mcts.py): information-set Monte Carlo tree search over determinisations, with the heuristic bot as
  its default policy; sees hidden cards only through ``rules.determinize``.  It searches every decision of the kinds
  a rule set names strategic (``rules.search_kinds``: Domination's buys, plays, combat, damage and reactions; the
  TCG's deployments, missions, blocks, battle effects and damage; War Rig's squad actions), widening progressively
  from the policy's choice; a rule set with an evaluation (``rules.evaluate``: the TCG, War Rig) is searched by
  paired comparisons of short playouts cut at ``rules.search_horizon``; with a policy that names strategies (War
  Rig's paths to victory) it first chooses one by whole-game playouts.  Its budget per search decision:
  ``mcts:N`` (N iterations), ``mcts:ms=T`` (T milliseconds, as many iterations as fit) or ``mcts:N,ms=T``
  (whichever ends first); ``,c=X``, ``,w=X`` and ``,s=X`` set its exploration, widening and score-margin
  constants (``mcts_settings``).
* ``expert``    (this module): the search bot at the budget that keeps it under a second a move on one core
  (``mcts:128,ms=800``); offered by ``mechdeck play --bot expert`` and the browser.
* ``take:<card>:<bot>``, ``never:<card>:<bot>`` (card_taste.py): any bot that takes a card at its first chance, or
  never takes it (the two arms of ``mechdeck card-value``).
* ``strategy:<name>`` (strategy.py): a shipped strategy file (``strategies/<name>.yaml``, see ``STRATEGY_NAMES``),
  and any path ending in ``.yaml``/``.yml``: a user's strategy file (docs/strategies.md).  ``AGENT_NAMES`` holds the
  plain names only; ``is_agent_name(name)`` says whether ``make_agent`` accepts a name.

May import mechdeck.kernel and mechdeck.games; nothing here imports simulation or interfaces.
"""
from __future__ import annotations

import re

from .card_taste import CardTaste, parse_taste
from .heuristic import HeuristicAgent
from .mcts import MCTSAgent
from .random_agent import RandomAgent
from .strategy import StrategyAgent, StrategyError, load_shipped, load_strategy, shipped_strategy_names

# The expert: the search bot with the budget that keeps it under a second a move on one core in every game (the
# iterations end a Domination search first, the time limit a TCG or War Rig one); docs/research.md gives its strength.
EXPERT_ITERATIONS = 128
EXPERT_TIME_MS = 800


def expert(seed: int = 0) -> MCTSAgent:
    return MCTSAgent(seed, iterations=EXPERT_ITERATIONS, time_ms=EXPERT_TIME_MS)


AGENT_NAMES = ("random", "heuristic", "mcts", "expert")
_FACTORIES = {"random": RandomAgent, "heuristic": HeuristicAgent, "mcts": MCTSAgent, "expert": expert}

STRATEGY_PREFIX = "strategy:"
STRATEGY_NAMES = tuple(STRATEGY_PREFIX + n for n in shipped_strategy_names())  # e.g. "strategy:mech-rush"


def _is_strategy_file(name) -> bool:
    return isinstance(name, str) and name.lower().endswith((".yaml", ".yml"))


# The keys of a ``mcts:...`` name: a budget (whole numbers >= 1) and two search constants (decimals >= 0), so a
# benchmark or a sweep can name a tuned bot in one string.
_MCTS_BUDGET_KEYS = {"": "iterations", "ms": "time_ms"}
_MCTS_CONSTANT_KEYS = {"c": "exploration", "w": "widening", "s": "score_weight"}


def mcts_settings(name) -> dict | None:
    """MCTSAgent's keywords for a ``mcts:...`` name, or None if the name is not one.  Comma-separated parts: ``N``
    (iterations), ``ms=T`` (milliseconds), ``c=X`` (the UCT exploration constant), ``w=X`` (the progressive
    widening factor), ``s=X`` (the weight of the final score margin in a playout's worth); N, T whole numbers
    >= 1, X a decimal >= 0; a budget is needed, each key at most once."""
    if not isinstance(name, str) or not name.startswith("mcts:"):
        return None
    settings: dict = {}
    for part in name[5:].split(","):
        key, sep, value = part.rpartition("=")
        if bool(sep) != bool(key):
            return None
        if key in _MCTS_BUDGET_KEYS:
            keyword, number = _MCTS_BUDGET_KEYS[key], int(value) if value.isdigit() else 0
            if number < 1:
                return None
        elif key in _MCTS_CONSTANT_KEYS:
            keyword = _MCTS_CONSTANT_KEYS[key]
            if not re.fullmatch(r"\d+(\.\d+)?", value):
                return None
            number = float(value)
        else:
            return None
        if keyword in settings:
            return None
        settings[keyword] = number
    if "iterations" not in settings and "time_ms" not in settings:
        return None
    settings.setdefault("iterations", None)   # a time limit alone
    return settings


def is_agent_name(name) -> bool:
    """Whether ``make_agent`` accepts ``name``: a plain name, ``mcts:`` with a budget, ``strategy:<shipped name>``
    or a .yaml/.yml path (whether the file exists and is valid is only known when ``make_agent`` loads it)."""
    taste = parse_taste(name)
    if taste is not None:
        return is_agent_name(taste[2])
    return isinstance(name, str) and (name in _FACTORIES or name in STRATEGY_NAMES or _is_strategy_file(name)
                                      or mcts_settings(name) is not None)


def make_agent(name: str, seed: int = 0):
    """A new agent by name, seeded (its own generator; the game's RNG is never touched)."""
    taste = parse_taste(name)
    if taste is not None:   # "take:<card>:<bot>", "never:<card>:<bot>": any bot with a taste about one card
        return CardTaste(taste[0], taste[1], make_agent(taste[2], seed), taste[2])
    settings = mcts_settings(name)
    if settings is not None:
        return MCTSAgent(seed, **settings)   # "mcts:N", "mcts:ms=T", "mcts:N,ms=T,c=0.7": budget and constants
    if isinstance(name, str) and name.startswith(STRATEGY_PREFIX):
        return StrategyAgent(load_shipped(name[len(STRATEGY_PREFIX):]), seed)  # StrategyError is a ValueError
    if _is_strategy_file(name):
        return StrategyAgent(load_strategy(name), seed)
    try:
        factory = _FACTORIES[name]
    except (KeyError, TypeError):
        raise ValueError(f"unknown agent {name!r}; known agents: {', '.join(AGENT_NAMES + STRATEGY_NAMES)}"
                         ", mcts:N, mcts:ms=T, mcts:N,ms=T (optionally ,c=X ,w=X ,s=X), a strategy file ending "
                         "in .yaml, or take:<card>:<bot> / never:<card>:<bot>") from None
    return factory(seed)


__all__ = ["AGENT_NAMES", "make_agent", "CardTaste", "RandomAgent", "HeuristicAgent", "MCTSAgent",
           "STRATEGY_NAMES", "is_agent_name", "StrategyAgent", "StrategyError", "load_strategy", "load_shipped"]

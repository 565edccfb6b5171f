"""The heuristic bot: a hand-written policy per rule set, found through the rule set itself.

Each game package holds its own policy (``games/<rule set>/bot.py``) and its RuleSet says which one it is:
``rules.heuristic_policy(seed)`` makes a new policy object whose ``act(rules, state)`` picks one of two or more
options.  A rule set without one is played uniformly at random.  The policies decide from what their seat may know
(the decision's kind, options and ``rules.option_targets``, public zones and counters, their own hand, static card
data); none of them reads the engine's frames.
"""
from __future__ import annotations

import random


class HeuristicAgent:
    name = "heuristic"

    def __init__(self, seed: int = 0):
        self.seed = seed
        self._policies: dict = {}  # by rule set id: a policy keeps per-game tables, made once
        self._rng: random.Random | None = None  # for a rule set without a policy; made when first needed

    def __repr__(self):
        return f"HeuristicAgent(seed={self.seed})"

    def act(self, rules, state):
        decision = state.decision
        if decision is None:
            raise ValueError("the game is over: there is no action to choose")
        options = decision.options
        if len(options) == 1:
            return options[0]
        policy = self._policies.get(rules.id)
        if policy is None:
            policy = self._policies[rules.id] = self._policy_for(rules)
        return policy.act(rules, state)

    def _policy_for(self, rules):
        policy = rules.heuristic_policy(self.seed)
        return policy if policy is not None else _UniformPolicy(self.seed)


class _UniformPolicy:
    """A rule set without a heuristic policy: uniform over the options, with the bot's own seeded generator."""

    def __init__(self, seed: int):
        self.rng = random.Random(seed)

    def act(self, rules, state):
        options = state.decision.options
        return options[self.rng.randrange(len(options))]

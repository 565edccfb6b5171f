"""The heuristic bot: a hand-written policy per rule set, found through the rule set itself.

Each game package holds its own policy (``games/<rule set>/bot.py``) and its RuleSet says which one it is:
``rules.heuristic_policy(seed)`` makes a new policy object whose ``act(rules, state)`` picks one of two or more
options.  A rule set without one is played uniformly at random.  The policies decide from what their seat may know
(the decision's kind, options and ``rules.option_targets``, public zones and counters, their own hand, static card
data); none of them reads the engine's frames.
"""
from __future__ import annotations

import random
from typing import Any

from mechdeck.kernel.state import State


class HeuristicAgent:
    name = "heuristic"

    def __init__(self, seed: int = 0):
        self.seed = seed
        self._policies: dict = {}  # by rule set id: a policy keeps per-game tables, made once
        # The rule set of the last decision and its policy's ``act``, bound once: a bot plays one rule set decision
        # after decision, and the look-ups (the rule set's id, the table, the method) cost as much as a short decision.
        self._rules: object = None
        self._act: Any = None

    def __repr__(self):
        return f"HeuristicAgent(seed={self.seed})"

    def act(self, rules, state: State):
        decision = state.decision
        if decision is None:
            raise ValueError("the game is over: there is no action to choose")
        options = decision.options
        if len(options) == 1:
            return options[0]  # not a choice: no policy asked, nothing scored
        if rules is not self._rules:
            self._play(rules)
        return self._act(rules, state)

    def ranked(self, rules, state: State) -> list:
        """The options best first, as the policy ranks them (``policy.ranked``; the search bot's candidates), its
        choice first; a policy without a ranking: its choice, then the other options in their order."""
        if rules is not self._rules:
            self._play(rules)
        ranked = getattr(self._policies[rules.id], "ranked", None)
        if ranked is not None:
            return ranked(rules, state)
        decision = state.decision
        assert decision is not None, "ranked() is asked at a decision"
        return choice_first(self.act(rules, state), decision.options)

    def strategies(self, rules, state: State, seat: int) -> tuple[str, ...]:
        """The named strategies the rule set's policy can be set to for ``seat`` (``policy.strategies``; none for a
        policy without them): the search bot's portfolio."""
        if rules is not self._rules:
            self._play(rules)
        strategies = getattr(self._policies[rules.id], "strategies", None)
        return () if strategies is None else strategies(rules, state, seat)

    def set_strategy(self, rules, state: State, seat: int, name: str | None) -> None:
        """Play ``seat`` by the strategy ``name`` from now on (``None``: the policy's own choice again)."""
        if rules is not self._rules:
            self._play(rules)
        set_strategy = getattr(self._policies[rules.id], "set_strategy", None)
        if set_strategy is not None:
            set_strategy(rules, state, seat, name)
        elif name is not None:
            raise ValueError(f"the {rules.id} heuristic has no strategies to choose from")

    def fork(self, seed: int) -> "HeuristicAgent":
        """An agent that plays on as this one would from here, its random draws from ``seed`` (the search bot's
        playouts, ``MCTSAgent._playout_policy``): its policies with a memory of their own (``policy.fork``) forked,
        the others shared (they would play the same); itself when none has one."""
        forks = {rules_id: policy.fork(seed) for rules_id, policy in self._policies.items() if hasattr(policy, "fork")}
        if not forks:
            return self
        twin = HeuristicAgent(self.seed)
        twin._policies = {**self._policies, **forks}
        return twin

    def _play(self, rules) -> None:
        """Play ``rules`` from now on: its policy, made at its first decision, kept for later games of it."""
        policy = self._policies.get(rules.id)
        if policy is None:
            policy = rules.heuristic_policy(self.seed)
            if policy is None:
                policy = _UniformPolicy(self.seed)
            self._policies[rules.id] = policy
        self._rules = rules
        self._act = policy.act


def choice_first(choice, options) -> list:
    """The options as a ranking from a bare choice: the choice, then the others in their order."""
    return [choice] + [a for a in options if a != choice]


class _UniformPolicy:
    """A rule set without a heuristic policy: uniform over the options, with the bot's own seeded generator."""

    def __init__(self, seed: int):
        self.rng = random.Random(seed)

    def act(self, rules, state):
        options = state.decision.options
        return options[self.rng.randrange(len(options))]

"""The random bot: a uniform pick among the legal actions, from the bot's own generator (never the game's)."""
from __future__ import annotations

import random


class RandomAgent:
    name = "random"

    def __init__(self, seed: int = 0):
        self.seed = seed
        self.rng = random.Random(seed)

    def act(self, rules, state):
        options = rules.legal_actions(state)
        if not options:
            raise ValueError("the game is over: there is no action to choose")
        return options[self.rng.randrange(len(options))]

    def __repr__(self):
        return f"RandomAgent(seed={self.seed})"

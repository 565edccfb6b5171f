"""The PettingZoo AEC environment: one agent per seat ("player_0", ...), the deciding seat's turn at a time."""
from __future__ import annotations

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from .game import OBSERVATION_BOUND, EnvGame, check_rules_id


class MechdeckAECEnv(AECEnv):
    """A game of one rule set.  ``step(index)`` plays the catalogue's action ``index`` for ``agent_selection``; the
    returns of ``rules.outcome`` are the rewards when the game ends; ``render()`` is the text view of the seat to act
    (or of ``viewer``)."""

    metadata = {"name": "mechdeck_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, rules_id: str, render_mode: str | None = None, viewer: int | None = None, **config):
        super().__init__()
        check_rules_id(rules_id)
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode is 'ansi' or None, not {render_mode!r}")
        self.game = EnvGame(rules_id, config)
        self.render_mode = render_mode
        self.viewer = viewer
        self.possible_agents = [f"player_{s}" for s in range(self.game.seats)]
        self._seat = {agent: s for s, agent in enumerate(self.possible_agents)}
        size = self.game.encoders[0].size
        observation = spaces.Dict({
            "observation": spaces.Box(-OBSERVATION_BOUND, OBSERVATION_BOUND, (size,), np.float32),
            "action_mask": spaces.Box(0, 1, (len(self.game.catalogue),), np.int8)})
        self.observation_spaces = {agent: observation for agent in self.possible_agents}
        self.action_spaces = {agent: spaces.Discrete(len(self.game.catalogue)) for agent in self.possible_agents}
        self._seeds = np.random.default_rng()

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        if seed is not None:
            self._seeds = np.random.default_rng(seed)
        state = self.game.new_game(int(self._seeds.integers(2 ** 31)))
        self.agents = self.possible_agents[:]
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos: dict[str, dict] = {agent: {} for agent in self.agents}
        assert state.decision is not None   # a new game always asks something
        self.agent_selection = self.possible_agents[state.decision.player]

    def observe(self, agent: str) -> dict:
        return self.game.observation(self._seat[agent])

    def step(self, action) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        game = self.game
        game.play_index(self._seat[agent], action)
        self._cumulative_rewards[agent] = 0.0
        state = game.state
        decision = state.decision
        if decision is None:
            returns = game.rules.outcome(state).returns
            for seat, name in enumerate(self.agents):
                self.rewards[name] = float(returns[seat])
                self.terminations[name] = True
            self._accumulate_rewards()
        else:
            # Until the game ends every reward is 0.0 (reset sets them so, and only the last step changes them),
            # so there is nothing to set or accumulate.
            self.agent_selection = self.possible_agents[decision.player]

    def render(self) -> str | None:
        if self.render_mode is None or not self.game.started:
            return None
        state = self.game.state
        viewer = self.viewer
        if viewer is None:
            viewer = state.decision.player if state.decision is not None else 0
        return self.game.text(viewer)

    def close(self) -> None:
        pass

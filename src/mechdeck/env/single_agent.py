"""The Gymnasium environment: one seat learns, mechdeck bots play every other seat."""
from __future__ import annotations

import gymnasium
import numpy as np
from gymnasium import spaces

from mechdeck.kernel import IllegalAction, RulesError
from mechdeck.kernel.spaces import CatalogueError

from .game import OBSERVATION_BOUND, EnvGame, check_rules_id


class MechdeckGymEnv(gymnasium.Env):
    """The learner is seat ``seat``; ``opponent`` (any ``mechdeck.agents.make_agent`` name) plays the others, seeded
    from ``reset``'s seed.  The reward is the learner's return when the game ends, 0 before.  An action that the
    mask rules out changes nothing: the step returns the same observation, reward 0 and ``info["illegal_action"]``
    (the message), so an unmasked learner (and Gymnasium's ``check_env``) can still step."""

    # render_fps: Gymnasium's recorders ask a pace of every environment; a text frame a second is readable
    metadata = {"render_modes": ["ansi"], "render_fps": 1}

    def __init__(self, rules_id: str, opponent: str = "heuristic", seat: int = 0, render_mode: str | None = None,
                 **config):
        from mechdeck.agents import is_agent_name
        check_rules_id(rules_id)
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode is 'ansi' or None, not {render_mode!r}")
        if not is_agent_name(opponent):
            raise RulesError(f"unknown opponent bot {opponent!r}")
        self.game = EnvGame(rules_id, config)
        if type(seat) is not int or not 0 <= seat < self.game.seats:
            raise RulesError(f"seat is from 0 to {self.game.seats - 1} in this game, not {seat!r}")
        self.seat = seat
        self.opponent = opponent
        self.render_mode = render_mode
        size = self.game.encoders[seat].size
        self.observation_space = spaces.Dict({
            "observation": spaces.Box(-OBSERVATION_BOUND, OBSERVATION_BOUND, (size,), np.float32),
            "action_mask": spaces.Box(0, 1, (len(self.game.catalogue),), np.int8)})
        self.action_space = spaces.Discrete(len(self.game.catalogue))
        self._bots: list = []

    def reset(self, seed: int | None = None, options: dict | None = None):
        from mechdeck.agents import make_agent
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(2 ** 31))
        self._bots = [make_agent(self.opponent, seed=game_seed + s) for s in range(self.game.seats)]
        self.game.new_game(game_seed)
        self._play_others()
        return self.game.observation(self.seat), {}

    def step(self, action):
        try:
            self.game.play_index(self.seat, action)
        except (IllegalAction, CatalogueError) as error:   # masked out: nothing changes, the info says why
            return self.game.observation(self.seat), 0.0, False, False, {"illegal_action": str(error)}
        self._play_others()
        state = self.game.state
        over = state.decision is None
        reward = float(self.game.rules.outcome(state).returns[self.seat]) if over else 0.0
        return self.game.observation(self.seat), reward, over, False, {}

    def action_masks(self) -> np.ndarray:
        """The legal actions now (sb3-contrib's MaskablePPO reads this)."""
        return self.game.mask(self.seat).astype(bool)

    def _play_others(self) -> None:
        rules, state = self.game.rules, self.game.state
        while state.decision is not None and state.decision.player != self.seat:
            rules.apply(state, self._bots[state.decision.player].act(rules, state))

    def render(self):
        if self.render_mode is None or not self.game.started:
            return None
        return self.game.text(self.seat)

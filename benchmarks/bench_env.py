"""Environment steps per second with random legal actions, observation encoding and mask included, one core: every
mechdeck rule set through ``mechdeck.env.aec_env``, and beside it in the same run OpenSpiel's own Python game
(``python_tic_tac_toe``) stepped the same way with its observation tensor and legal-action mask.

    python benchmarks/bench_env.py [--seconds 5] [--players 2]

A step is: read the acting agent's observation (vector and mask), pick a random index the mask allows, ``step`` it;
a finished game is reset.  Time is the process's CPU time.
"""
from __future__ import annotations

import argparse
import random
import time

import numpy as np


def bench_mechdeck(rules_id: str, seconds: float, players: int | None) -> tuple[float, int]:
    from mechdeck.env import aec_env
    config = {} if players is None else {"players": players}
    env = aec_env(rules_id, **config)
    env.reset(seed=0)
    rng = random.Random(0)
    steps = games = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for _ in range(200):
            agent = env.agent_selection
            if env.terminations[agent]:
                games += 1
                env.reset()
                agent = env.agent_selection
            seen = env.observe(agent)
            legal = np.flatnonzero(seen["action_mask"])
            env.step(int(legal[rng.randrange(len(legal))]))
            steps += 1
    return steps / (time.process_time() - start), games


def bench_openspiel(seconds: float, name: str = "python_tic_tac_toe") -> float:
    import open_spiel.python.games  # noqa: F401  (registers OpenSpiel's games written in Python)
    import pyspiel
    game = pyspiel.load_game(name)
    rng = random.Random(0)
    state = game.new_initial_state()
    steps = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for _ in range(200):
            if state.is_terminal():
                state = game.new_initial_state()
            player = state.current_player()
            np.asarray(state.observation_tensor(player), dtype=np.float32)
            mask = np.zeros(game.num_distinct_actions(), dtype=np.int8)
            mask[state.legal_actions(player)] = 1
            legal = np.flatnonzero(mask)
            state.apply_action(int(legal[rng.randrange(len(legal))]))
            steps += 1
    return steps / (time.process_time() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="CPU seconds per measurement")
    args = parser.parse_args()
    import mechdeck.games  # noqa: F401
    from mechdeck.kernel import get_rules, rule_set_ids
    reference = bench_openspiel(args.seconds)
    print(f"OpenSpiel python_tic_tac_toe: {reference:,.0f} steps/s")
    for rules_id in rule_set_ids():
        rules = get_rules(rules_id)
        for players in range(rules.min_players, rules.max_players + 1):
            rate, games = bench_mechdeck(rules_id, args.seconds, players if rules.max_players > 2 else None)
            label = rules_id if rules.max_players == 2 else f"{rules_id} ({players} players)"
            print(f"{label}: {rate:,.0f} steps/s ({games} games), {rate / reference:.2f}x OpenSpiel's")


if __name__ == "__main__":
    main()

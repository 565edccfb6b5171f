"""Play games between named agents, in this process or in a pool of worker processes."""
from __future__ import annotations

import multiprocessing
import os
from dataclasses import asdict, dataclass, field

from mechdeck.kernel import get_rules
from mechdeck.kernel.rng import mix_seed, next_value


@dataclass
class GameRecord:
    index: int
    seed: int
    agents: tuple[str, str]   # by seat: agents[0] plays P1
    config: dict
    winner: int | None        # seat, None for a draw
    scores: list
    turns: int
    decisions: int
    first_player: int
    actions: list = field(default_factory=list)

    def to_dict(self) -> dict:
        return asdict(self)


def game_seed(master_seed: int, index: int) -> int:
    """The seed of game ``index`` in a batch: a function of the master seed and the index alone."""
    return next_value(mix_seed(master_seed) ^ (index * 0x9E3779B97F4A7C15 & ((1 << 64) - 1)))[1] >> 1


def play_game(rules_id: str, agent_names: tuple[str, str], seed: int, config: dict | None = None, index: int = 0,
              keep_actions: bool = True, max_decisions: int = 100_000) -> GameRecord:
    """One game; agent i plays seat i.  The agents are seeded from the game seed, so the game is reproducible."""
    from mechdeck.agents import make_agent
    import mechdeck.games  # noqa: F401  (registers the rule sets)

    rules = get_rules(rules_id)
    state = rules.new_game(seed, config or {}, log=False)
    agents = [make_agent(name, seed * 2 + seat) for seat, name in enumerate(agent_names)]
    decisions = 0
    while state.decision is not None:
        if decisions >= max_decisions:
            raise RuntimeError(f"game {seed} did not end within {max_decisions} decisions")
        rules.apply(state, agents[state.decision.player].act(rules, state))
        decisions += 1
    result = rules.result(state)
    return GameRecord(index=index, seed=seed, agents=tuple(agent_names), config=config or {},
                      winner=result["winner"], scores=result["scores"], turns=result["turns"], decisions=decisions,
                      first_player=state.counters["first_player"],
                      actions=[list(a) for a in state.history] if keep_actions else [])


def _play_job(job):
    return play_game(*job)


def run_games(rules_id: str, pairings: list[tuple[str, str]], games: int, master_seed: int = 0,
              config: dict | None = None, workers: int | None = None, keep_actions: bool = True,
              on_result=None) -> list[GameRecord]:
    """``games`` games cycling through ``pairings`` (seats as given); results in game order whatever ``workers``."""
    jobs = [(rules_id, pairings[i % len(pairings)], game_seed(master_seed, i), config, i, keep_actions)
            for i in range(games)]
    workers = workers or os.cpu_count() or 1
    records: list[GameRecord] = []
    if workers == 1:
        for job in jobs:
            records.append(_play_job(job))
            if on_result:
                on_result(records[-1])
    else:
        with multiprocessing.get_context("spawn").Pool(workers) as pool:
            for record in pool.imap_unordered(_play_job, jobs, chunksize=max(1, min(20, games // (workers * 8)))):
                records.append(record)
                if on_result:
                    on_result(record)
    records.sort(key=lambda r: r.index)
    return records

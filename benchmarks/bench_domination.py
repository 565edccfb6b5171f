"""Throughput of Domination v2.2 self-play: heuristic bot against heuristic bot, one process on one core.

Fixed seeds (0..games-1, or from --first-seed) and Supplies (random Supplies chosen by each game's seed, or a
preset with --supply first-game), logging off as in batch simulation.  Prints games/s, decisions/s (every applied
action, single-option ones are taken automatically by the engine and not counted), mean turns, and how the time
splits between the bots and the engine.

    python benchmarks/bench_domination.py [--games 300] [--supply random|first-game] [--first-seed 0]
"""
from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from pathlib import Path

try:
    import mechdeck  # noqa: F401
except ImportError:  # running from a checkout without an installed package
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

import mechdeck.games  # noqa: F401,E402  (registers the rule sets)
from mechdeck.agents import make_agent  # noqa: E402
from mechdeck.kernel import get_rules  # noqa: E402


def run(games: int, supply: str, first_seed: int, agent: str = "heuristic") -> dict:
    rules = get_rules("domination-v2.2")
    decisions = 0
    turns = []
    wins = [0, 0, 0]
    agent_time = 0.0
    clock = time.perf_counter
    start = clock()
    for seed in range(first_seed, first_seed + games):
        state = rules.new_game(seed, {"supply": supply}, log=False)
        agents = (make_agent(agent, seed * 2), make_agent(agent, seed * 2 + 1))
        apply = rules.apply
        while state.decision is not None:
            t0 = clock()
            action = agents[state.decision.player].act(rules, state)
            agent_time += clock() - t0
            apply(state, action)
            decisions += 1
        result = rules.result(state)
        turns.append(result["turns"])
        wins[2 if result["winner"] is None else result["winner"]] += 1
    elapsed = clock() - start
    return {"games": games, "seconds": elapsed, "decisions": decisions, "turns": turns, "wins": wins,
            "agent_seconds": agent_time}


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--supply", default="random", choices=["random", "first-game"])
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--agent", default="heuristic", choices=["heuristic", "random"])
    args = parser.parse_args(argv)
    if hasattr(os, "sched_setaffinity"):
        try:
            os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core
        except OSError:
            pass
    run(min(20, args.games), args.supply, args.first_seed + 10_000, args.agent)  # warm-up (imports, caches)
    r = run(args.games, args.supply, args.first_seed, args.agent)
    s = r["seconds"]
    print(f"Domination v2.2, {args.agent} vs {args.agent}, {r['games']} games, seeds {args.first_seed}.."
          f"{args.first_seed + r['games'] - 1}, supply {args.supply}, one core "
          f"(Python {platform.python_version()}, {platform.machine()})")
    print(f"  {r['games'] / s:8.1f} games/s       ({s:.2f} s in all)")
    print(f"  {r['decisions'] / s:8.0f} decisions/s   ({r['decisions'] / r['games']:.0f} per game; "
          f"bots {100 * r['agent_seconds'] / s:.0f}% of the time, engine {100 - 100 * r['agent_seconds'] / s:.0f}%)")
    print(f"  {statistics.mean(r['turns']):8.1f} mean turns    (min {min(r['turns'])}, max {max(r['turns'])})")
    print(f"  wins P1 {r['wins'][0]}, P2 {r['wins'][1]}, draws {r['wins'][2]}")


if __name__ == "__main__":
    main()

"""How often the MCTS bot beats the heuristic bot: N games on random supplies, seats alternated, with the win rate's
95% (Wilson) confidence interval and the wall time per game.

    python benchmarks/eval_mcts.py --games 1000 --iterations 128 --workers 2
"""
from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from mechdeck.simulation import run_games  # noqa: E402


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--iterations", type=int, default=128)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    name = f"mcts:{args.iterations}"
    start = time.perf_counter()
    done = [0]
    slowest = [0.0]

    def progress(record):
        done[0] += 1
        if done[0] % 50 == 0:
            print(f"  {done[0]} games, {time.perf_counter() - start:.0f} s", flush=True)

    records = run_games("domination-v2.2", [(name, "heuristic"), ("heuristic", name)], args.games, args.seed,
                        {"supply": "random"}, workers=args.workers, keep_actions=False, on_result=progress)
    elapsed = time.perf_counter() - start
    wins = sum(1.0 if r.winner == r.agents.index(name) else 0.5 if r.winner is None else 0.0 for r in records)
    low, high = wilson(wins, len(records))
    print(f"MCTS ({args.iterations} iterations/decision) vs heuristic, {len(records)} games, random supplies, seats "
          f"alternated, master seed {args.seed}")
    print(f"  MCTS score {wins:g}/{len(records)} = {wins / len(records):.1%}  (95% CI {low:.1%} - {high:.1%})")
    print(f"  {elapsed * args.workers / len(records):.2f} s of one core per game ({elapsed:.0f} s wall, "
          f"{args.workers} workers)")


if __name__ == "__main__":
    main()

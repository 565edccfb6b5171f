"""How often the MCTS bot beats heuristic bots: N games, seats rotated, with its win share's 95% (Wilson) interval
and the time per game.  Domination (two seats, random supplies) by default; any rule set and seat count with
``--rules`` and ``--players``: one MCTS bot against players - 1 heuristic bots, the lineup rotated through every
seat (a first place shared by k seats counts 1/k).

    python benchmarks/eval_mcts.py --games 1000 --iterations 128 --workers 2
    python benchmarks/eval_mcts.py --rules war-rig --players 3 --games 300 --time-ms 900 --workers 1

``--time-ms T`` gives the search bot T milliseconds per search decision (``mcts:ms=T``; with ``--iterations`` too,
whichever ends first).
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from mechdeck.simulation import plan_games, run_jobs  # noqa: E402
from mechdeck.simulation.stats import lineup_seat, wilson, win_shares  # noqa: E402

SUPPLY_RULES = ("domination-v2.2", "domination-v4")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="domination-v2.2")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--iterations", type=int, default=None, help="per search decision (default 128 without "
                        "--time-ms)")
    parser.add_argument("--time-ms", type=int, default=None, help="milliseconds per search decision")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    budget = [str(args.iterations)] if args.iterations is not None else []
    budget += [f"ms={args.time_ms}"] if args.time_ms is not None else []
    name = "mcts:" + ",".join(budget or ["128"])
    lineup = (name,) + ("heuristic",) * (args.players - 1)
    config = {"supply": "random"} if args.rules in SUPPLY_RULES else {}
    jobs = plan_games(args.rules, [lineup], args.games, args.seed, config, keep_actions=False)
    start = time.perf_counter()
    done = [0]

    def progress(record):
        done[0] += 1
        if done[0] % 50 == 0:
            print(f"  {done[0]} games, {time.perf_counter() - start:.0f} s", flush=True)

    records = run_jobs(jobs, workers=args.workers, on_result=progress)
    elapsed = time.perf_counter() - start
    rows = [r.to_dict() for r in records]
    wins = sum(win_shares(row)[lineup_seat(row, 0)] for row in rows)
    decisions = sum(r.decisions for r in records)
    low, high = wilson(wins, len(rows))
    print(f"{name} vs {args.players - 1} heuristic, {args.rules}, "
          f"{len(rows)} games, seats rotated, master seed {args.seed}")
    print(f"  MCTS win share {wins:g}/{len(rows)} = {wins / len(rows):.1%}  (95% CI {low:.1%} - {high:.1%}; "
          f"parity {1 / args.players:.1%})")
    print(f"  {elapsed * args.workers / len(rows):.2f} s of one core per game ({elapsed:.0f} s wall, {args.workers} "
          f"workers), {elapsed * args.workers / decisions * 1000:.1f} ms of one core per decision of the game")


if __name__ == "__main__":
    main()

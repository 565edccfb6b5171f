"""How strong each of a policy's strategies is: the heuristic set to one strategy (War Rig: one path to victory)
against heuristics that draw their own, seats rotated, N games each, with the win share's 95% (Wilson) interval;
beside it the same seat playing its own draw.  The search bot weighs the same strategies by whole games (W-R121).

    python benchmarks/eval_strategies.py --rules war-rig --players 3 --games 300
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

import mechdeck.games  # noqa: E402,F401  (registers the rule sets)
from mechdeck.agents import make_agent  # noqa: E402
from mechdeck.kernel import get_rules, play_out  # noqa: E402
from mechdeck.simulation.stats import wilson  # noqa: E402


def win_share(rules, players: int, game: int, seed: int, strategy: str | None) -> float:
    seat = game % players
    agents = [make_agent("heuristic", seed * 1000 + game * players + s) for s in range(players)]
    state = rules.new_game(seed + game, {"players": players}, log=False)
    if strategy is not None:
        agents[seat].set_strategy(rules, state, seat, strategy)
    play_out(rules, state, agents)
    ranks = rules.outcome(state).ranks
    return 1.0 / ranks.count(1) if ranks[seat] == 1 else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="war-rig")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    rules = get_rules(args.rules)
    probe = rules.new_game(args.seed, {"players": args.players}, log=False)
    strategies = make_agent("heuristic").strategies(rules, probe, 0)
    if not strategies:
        sys.exit(f"the {args.rules} heuristic names no strategies")
    print(f"heuristic set to a strategy vs {args.players - 1} heuristics, {args.rules}, {args.games} games each, "
          f"seats rotated, seed {args.seed} (parity {1 / args.players:.1%})")
    for strategy in (None,) + tuple(strategies):
        started = time.perf_counter()
        wins = sum(win_share(rules, args.players, g, args.seed, strategy) for g in range(args.games))
        low, high = wilson(wins, args.games)
        print(f"  {strategy or '(its own draw)':<24} {wins / args.games:6.1%}  (95% CI {low:.1%} - {high:.1%})  "
              f"{time.perf_counter() - started:.1f} s", flush=True)


if __name__ == "__main__":
    main()

"""How long the ``expert`` bot takes a move, in whole games of every rule set, one core.

    python benchmarks/bench_expert.py [--games 4] [--tcg-games 2] [--seed 0] [--only war-rig]

``expert`` promises a move in under a second on one core in every game (issue 16): the search bot with 128
iterations and an 800 ms limit, a round of playouts begun only if the longest round so far still fits.  This plays
it against the heuristic bot at every other seat, the expert's seat moving round the table from game to game, and
times each of its moves (wall clock, as a player waits for it): the mean, the 99th percentile and the slowest move,
how many took a second or more, and how the expert fared.  Domination with random Supplies, the TCG with random
whole-pool decks (one per game, both seats alike), War Rig at 2, 3 and 4 players.  Run it on an idle machine: the
limit is wall-clock time, so other work on the core lengthens every move.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from mechdeck.agents import make_agent  # noqa: E402
from mechdeck.kernel import get_rules  # noqa: E402

SET_UPS = (   # (rule set, set-up options); the TCG's games are counted by --tcg-games
    ("domination-v2.2", {"supply": "random"}),
    ("domination-v4", {"supply": "random"}),
    ("battletech-tcg", {"format": "whole", "decks": ["random:game", "random:game"]}),
    ("war-rig", {"players": 2}),
    ("war-rig", {"players": 3}),
    ("war-rig", {"players": 4}),
)


def play(rules, config: dict, seed: int, expert_seat: int) -> tuple[list[float], float]:
    """One game: the expert's move times in seconds, and its return."""
    seats = int(config.get("players", 2))
    bots = [make_agent("expert" if seat == expert_seat else "heuristic", seed * 8 + seat) for seat in range(seats)]
    state = rules.new_game(seed, config, log=False)
    times = []
    while state.decision is not None:
        player = state.decision.player
        started = time.perf_counter()
        action = bots[player].act(rules, state)
        if player == expert_seat:
            times.append(time.perf_counter() - started)
        rules.apply(state, action)
    return times, rules.outcome(state).returns[expert_seat]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="games per Domination and War Rig set-up")
    parser.add_argument("--tcg-games", type=int, default=2, help="games of the TCG (a few minutes each)")
    parser.add_argument("--seed", type=int, default=0, help="game k of a set-up uses seed + k")
    parser.add_argument("--only", help="one rule set id")
    args = parser.parse_args()
    print("| set-up | games | expert moves | mean ms | 99th pct ms | slowest ms | moves of 1 s or more "
          "| expert's mean return |")
    print("|---|---|---|---|---|---|---|---|")
    for rules_id, config in SET_UPS:
        if args.only and rules_id != args.only:
            continue
        rules = get_rules(rules_id)
        seats = int(config.get("players", 2))
        games = args.tcg_games if rules_id == "battletech-tcg" else args.games
        times: list[float] = []
        returns = []
        for k in range(games):
            moves, returned = play(rules, config, args.seed + k, k % seats)
            times += moves
            returns.append(returned)
        ordered = sorted(times)
        label = rules_id if "players" not in config else f"{rules_id}, {seats} players"
        print(f"| {label} | {games} | {len(times)} | {1000 * statistics.fmean(times):.0f} "
              f"| {1000 * ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]:.0f} | {1000 * ordered[-1]:.0f} "
              f"| {sum(t >= 1.0 for t in times)} | {statistics.fmean(returns):+.2f} |", flush=True)


if __name__ == "__main__":
    main()

"""War Rig figures on one core: heuristic self-play at 2, 3 and 4 players, and the state clone time.

    python benchmarks/bench_war_rig.py [--games 200] [--seed 1]

Game k of each player count uses seed ``seed + k`` (the seat order drawn by the game) and one ``heuristic`` bot a
seat, logging off.  Prints the build (plain Python, or how many modules run compiled), games/s and decisions/s (one
process, per CPU-second), decisions and turns a game, and the median time of ``State.clone()`` over the positions of
one game (goals: at least 100 two-player games/s, a clone under 10 µs)."""
from __future__ import annotations

import argparse
import statistics
import time

import mechdeck
import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.agents import make_agent
from mechdeck.kernel import get_rules, play_out

RULES_ID = "war-rig"
CLONES_PER_POSITION = 50


def self_play(rules, players: int, games: int, seed: int) -> tuple[float, int, int]:
    """(CPU seconds, decisions, turns) of ``games`` heuristic games."""
    decisions = turns = 0
    start = time.process_time()
    for k in range(games):
        state = rules.new_game(seed + k, {"players": players}, log=False)
        decisions += play_out(rules, state, [make_agent("heuristic", (seed + k) * 8 + seat) for seat in range(players)])
        turns += rules.result(state)["turns"]
    return time.process_time() - start, decisions, turns


def clone_time(rules, seed: int) -> float:
    """The median cost of one clone, in µs, at every decision of a 3-player heuristic game."""
    state = rules.new_game(seed, {"players": 3}, log=False)
    bots = [make_agent("heuristic", seat) for seat in range(3)]
    samples = []
    while state.decision is not None:
        start = time.perf_counter()
        for _ in range(CLONES_PER_POSITION):
            state.clone()
        samples.append((time.perf_counter() - start) / CLONES_PER_POSITION)
        rules.apply(state, bots[state.decision.player].act(rules, state))
    return statistics.median(samples) * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = get_rules(RULES_ID)
    compiled = mechdeck.compiled_modules()
    war_rig = sum(name.startswith("mechdeck.games.war_rig.") for name in compiled)
    print(f"build: {len(compiled)} compiled modules, {war_rig} of them War Rig's" if compiled
          else "build: plain Python")
    print(f"| players | games/s (one core) | decisions/s | decisions a game | turns a game |  ({args.games} games each, "
          "heuristic self-play)")
    print("|---|---|---|---|---|")
    for players in (2, 3, 4):
        seconds, decisions, turns = self_play(rules, players, args.games, args.seed)
        print(f"| {players} | {args.games / seconds:.1f} | {decisions / seconds:,.0f} | {decisions / args.games:.0f} | "
              f"{turns / args.games:.1f} |", flush=True)
    print(f"clone: {clone_time(rules, args.seed):.2f} µs (median over the decisions of a 3-player game)")


if __name__ == "__main__":
    main()

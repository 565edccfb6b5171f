"""BattleTech TCG figures on one core: heuristic against heuristic with the two preset decks.

    python benchmarks/bench_tcg.py [--games 1000] [--seed 1]

Game k uses seed ``seed + k``; the decks alternate seats (Kurita as P1 in even games, Wolf in odd ones) and the first
player is drawn by the game.  Prints games/s and decisions/s (one process, no logging), the mean game length in
turns (a turn is one player's turn), and how often the first player won, with a Wilson 95% interval, plus the base-set
coverage of the card code."""
from __future__ import annotations

import argparse
import statistics
import time

import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.agents import make_agent
from mechdeck.games.battletech_tcg.abilities import implemented_numbers
from mechdeck.games.battletech_tcg.cards import BASE_SET
from mechdeck.kernel import get_rules
from mechdeck.simulation.stats import wilson


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = get_rules("battletech-tcg")
    turns, first_wins, decisions, draws = [], 0, 0, 0
    deck_wins = {"kurita": 0, "wolf": 0}
    start = time.perf_counter()
    for k in range(args.games):
        decks = ["kurita", "wolf"] if k % 2 == 0 else ["wolf", "kurita"]
        agents = [make_agent("heuristic", 2 * k), make_agent("heuristic", 2 * k + 1)]
        state = rules.new_game(args.seed + k, {"decks": decks}, log=False)
        while state.decision is not None:
            rules.apply(state, agents[state.decision.player].act(rules, state))
            decisions += 1
        result = rules.result(state)
        turns.append(result["turns"])
        if result["winner"] is None:
            draws += 1
        else:
            first_wins += result["winner"] == state.counters["first_player"]
            deck_wins[decks[result["winner"]]] += 1
    elapsed = time.perf_counter() - start
    low, high = wilson(first_wins, args.games)
    covered = sum(1 for n in BASE_SET if n in implemented_numbers())
    print(f"| games | {args.games} (heuristic vs heuristic, preset decks kurita/wolf alternating seats) |")
    print(f"| games/s (one core) | {args.games / elapsed:.1f} |")
    print(f"| decisions/s | {decisions / elapsed:,.0f} ({decisions / args.games:.0f} decisions a game) |")
    print(f"| mean game length | {statistics.mean(turns):.1f} turns (sd {statistics.pstdev(turns):.1f}) |")
    print(f"| first player wins | {100 * first_wins / args.games:.1f}% (95% CI {100 * low:.1f}-{100 * high:.1f}), "
          f"draws {draws} |")
    print(f"| deck wins | kurita {deck_wins['kurita']}, wolf {deck_wins['wolf']} |")
    print(f"| base-set coverage | {covered} of {len(BASE_SET)} cards implemented |")


if __name__ == "__main__":
    main()

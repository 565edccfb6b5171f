"""BattleTech TCG figures on one core: heuristic against heuristic with the two preset decks, the compiled build beside
the same sources as plain Python.

    python benchmarks/bench_tcg.py [--games 1000] [--passes 3] [--seed 1] [--decks presets|mixed|whole]

Game k uses seed ``seed + k``; with ``--decks presets`` (the issue's yardstick) the decks alternate seats (Kurita as P1
in even games, Wolf in odd ones), with ``--decks mixed`` each seat gets a random legal deck of the first four sets
(format ``all``: ``random:<2k>`` and ``random:<2k + 1>``, so later-set cards play), with ``--decks whole`` the same
from the whole pool (format ``whole``: every set, the last sets' Vehicles, Battle Armor and Box powers too); the first
player is drawn by the game.  Each pass plays the games once in each build, each build in a process of its own (the
plain build with its sources copied without the compiled modules, on PYTHONPATH), the two in turn so that both see
the same machine; a build's figure is its best pass, in games per CPU second of its process (one core, no logging).
Prints games/s and decisions/s of each build and their ratio, the mean game length in turns (a turn is one player's
turn), how often the first player won, with a Wilson 95% interval, and the base-set coverage of the card code.
``--build-only`` measures the build this Python imports, once, and prints the figures as JSON (what each pass runs)."""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))   # plain_build.py beside it, also imported by path
from plain_build import plain_sources  # noqa: E402


RANDOM_FORMATS = {"mixed": "all", "whole": "whole"}   # --decks -> the format its random decks are drawn from


def deck_pair(k: int, decks: str) -> tuple[list, dict]:
    """Game k's decks and the set-up options they need."""
    if decks in RANDOM_FORMATS:
        return [f"random:{2 * k}", f"random:{2 * k + 1}"], {"format": RANDOM_FORMATS[decks]}
    return (["kurita", "wolf"] if k % 2 == 0 else ["wolf", "kurita"]), {}


def measure(games: int, seed: int, decks_kind: str = "presets") -> dict:
    """Play the games in this process's build: CPU seconds, decisions, turns and results."""
    import mechdeck
    import mechdeck.games  # noqa: F401  (registers the rule sets)
    from mechdeck.agents import make_agent
    from mechdeck.kernel import get_rules

    rules = get_rules("battletech-tcg")
    turns, first_wins, decisions, draws = [], 0, 0, 0
    deck_wins = {"kurita": 0, "wolf": 0}
    start = time.process_time()
    for k in range(games):
        decks, options = deck_pair(k, decks_kind)
        agents = [make_agent("heuristic", 2 * k), make_agent("heuristic", 2 * k + 1)]
        state = rules.new_game(seed + k, {"decks": decks, **options}, log=False)
        while state.decision is not None:
            rules.apply(state, agents[state.decision.player].act(rules, state))
            decisions += 1
        result = rules.result(state)
        turns.append(result["turns"])
        if result["winner"] is None:
            draws += 1
        else:
            first_wins += result["winner"] == state.counters["first_player"]
            if decks_kind == "presets":
                deck_wins[decks[result["winner"]]] += 1
    seconds = time.process_time() - start
    tcg = [m for m in mechdeck.compiled_modules() if m.startswith("mechdeck.games.battletech_tcg.")]
    return {"seconds": seconds, "decisions": decisions, "turns": turns, "first_wins": first_wins, "draws": draws,
            "deck_wins": deck_wins, "compiled": len(mechdeck.compiled_modules()), "compiled_tcg": len(tcg)}


def run_build(games: int, seed: int, decks: str, pythonpath: str | None) -> dict:
    env = dict(os.environ)
    if pythonpath is not None:
        env["PYTHONPATH"] = pythonpath
    done = subprocess.run([sys.executable, __file__, "--build-only", "--games", str(games), "--seed", str(seed),
                           "--decks", decks], env=env, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--passes", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--decks", choices=("presets", *RANDOM_FORMATS), default="presets")
    parser.add_argument("--build-only", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.build_only:
        print(json.dumps(measure(args.games, args.seed, args.decks)))
        return
    from mechdeck.games.battletech_tcg.abilities import implemented_numbers
    from mechdeck.games.battletech_tcg.cards import BASE_SET
    from mechdeck.simulation.stats import wilson

    with tempfile.TemporaryDirectory() as plain:
        builds = {"compiled": None}
        if plain_sources(Path(plain)):
            builds["plain Python"] = plain
        best: dict[str, dict] = {}
        for _ in range(args.passes):
            for name, path in builds.items():
                figures = run_build(args.games, args.seed, args.decks, path)
                if name not in best or figures["seconds"] < best[name]["seconds"]:
                    best[name] = figures
    compiled = best["compiled"]
    if len(builds) == 1:
        print("build: plain Python (nothing is compiled; `pip install -e .` compiles)")
    decks = {"presets": "preset decks kurita/wolf alternating seats",
             "mixed": "random legal decks of the first four sets (format all)",
             "whole": "random legal decks of the whole pool (format whole)"}[args.decks]
    print(f"| build | games/s (one core) | decisions/s |  ({args.games} games, heuristic vs heuristic, {decks}; "
          f"best of {args.passes} passes)")
    print("|---|---|---|")
    for name, figures in best.items():
        detail = (f" ({figures['compiled']} modules, {figures['compiled_tcg']} of them the TCG's)"
                  if name == "compiled" and len(builds) > 1 else "")
        rate = args.games / figures["seconds"]
        print(f"| {name}{detail} | {rate:.1f} | {figures['decisions'] / figures['seconds']:,.0f} |")
    if "plain Python" in best:
        print(f"compiled / plain Python: {best['plain Python']['seconds'] / compiled['seconds']:.2f}x")
    same = all(f["turns"] == compiled["turns"] and f["decisions"] == compiled["decisions"] for f in best.values())
    print(f"the builds played the same games: {'yes' if same else 'NO'}")
    turns, first_wins = compiled["turns"], compiled["first_wins"]
    low, high = wilson(first_wins, args.games)
    covered = sum(1 for n in BASE_SET if n in implemented_numbers())
    print(f"| decisions a game | {compiled['decisions'] / args.games:.0f} |")
    print(f"| mean game length | {statistics.mean(turns):.1f} turns (sd {statistics.pstdev(turns):.1f}) |")
    print(f"| first player wins | {100 * first_wins / args.games:.1f}% (95% CI {100 * low:.1f}-{100 * high:.1f}), "
          f"draws {compiled['draws']} |")
    if args.decks == "presets":
        print(f"| deck wins | kurita {compiled['deck_wins']['kurita']}, wolf {compiled['deck_wins']['wolf']} |")
    print(f"| base-set coverage | {covered} of {len(BASE_SET)} cards implemented |")


if __name__ == "__main__":
    main()

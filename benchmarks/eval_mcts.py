"""How often the MCTS bot beats heuristic bots: N games, seats rotated, with its win share's 95% (Wilson) interval
and the CPU time per game.  Domination (two seats, random supplies) by default; any rule set and seat count with
``--rules`` and ``--players``: one MCTS bot against players - 1 heuristic bots, the lineup rotated through every
seat (a first place shared by k seats counts 1/k).

    python benchmarks/eval_mcts.py --games 1000 --iterations 128 --workers 2
    python benchmarks/eval_mcts.py --rules war-rig --players 3 --games 300 --time-ms 900 --workers 1
    python benchmarks/eval_mcts.py --bot mcts:256,c=0.7 --games 1000 --results runs/v22-256.jsonl

``--time-ms T`` gives the search bot T milliseconds per search decision (``mcts:ms=T``; with ``--iterations`` too,
whichever ends first); ``--bot`` names the search bot whole (any ``mcts:...`` name, ``expert``).

``--config JSON`` adds set-up options, e.g. random whole-pool TCG decks, one dealt from each game's seed (both seats
alike): ``--rules battletech-tcg --config '{"format": "whole", "decks": ["random:game", "random:game"]}'``.

``--results FILE`` keeps one JSON line per finished game (its index, seed, the search bot's win share, decisions and
CPU seconds) after a header naming the run.  Run the same command again and it plays only the games the file lacks,
then reports over all of them: a thousand-game measurement can be spread over several sittings, and since a game
depends only on its seed and an iteration budget, the games played in pieces are the games a single run would
play.  (A time budget depends on the machine's load: resume such runs only on an idle machine.)
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from mechdeck.agents import is_agent_name  # noqa: E402
from mechdeck.kernel import RulesError, get_rules  # noqa: E402
from mechdeck.simulation import plan_games  # noqa: E402
from mechdeck.simulation.runner import iter_games, play_job  # noqa: E402
from mechdeck.simulation.stats import lineup_seat, wilson, win_shares  # noqa: E402

SUPPLY_RULES = ("domination-v2.2", "domination-v4")


class GameLine(NamedTuple):
    """One finished game as the results file keeps it; the search bot is the lineup's bot 0."""
    index: int
    seed: int
    share: float
    decisions: int
    cpu_s: float


def json_object(text: str) -> dict:
    """``--config``: a JSON object, or a message saying what it is instead."""
    try:
        value = json.loads(text)
    except json.JSONDecodeError as error:
        raise argparse.ArgumentTypeError(f"not JSON ({error}): {text}") from None
    if not isinstance(value, dict):
        raise argparse.ArgumentTypeError(f"a JSON object of set-up options is needed, not {text}")
    return value


def timed_game(job: dict) -> GameLine:
    """One game, timed in the worker that plays it."""
    start = time.process_time()
    row = play_job(job).to_dict()
    return GameLine(job["index"], job["seed"], win_shares(row)[lineup_seat(row, 0)], row["decisions"],
                    round(time.process_time() - start, 3))


def read_results(path: Path, header: dict) -> dict[int, dict]:
    """The games an earlier run of the same measurement finished, by index (a file of another run is refused)."""
    if not path.exists():
        return {}
    lines = path.read_text().splitlines()
    if not lines or json.loads(lines[0]) != header:
        sys.exit(f"{path} holds another measurement ({lines[0] if lines else 'empty'}); "
                 f"this one is {json.dumps(header)}: use another --results file")
    return {row["index"]: row for row in map(json.loads, lines[1:])}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="domination-v2.2")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--iterations", type=int, default=None, help="per search decision (default 128 without "
                        "--time-ms)")
    parser.add_argument("--time-ms", type=int, default=None, help="milliseconds per search decision")
    parser.add_argument("--bot", default=None, help="the search bot's whole name instead (e.g. mcts:256,c=0.7)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--config", type=json_object, default=None,
                        help="set-up options as a JSON object, added to the rule set's defaults")
    parser.add_argument("--results", type=Path, default=None, help="a JSON-lines file to keep and resume the games")
    args = parser.parse_args()
    if args.bot is not None:
        if not is_agent_name(args.bot):
            sys.exit(f"--bot {args.bot!r} is not a bot name (e.g. mcts:128, mcts:256,c=0.7, expert)")
        name = args.bot
    else:
        budget = [str(args.iterations)] if args.iterations is not None else []
        budget += [f"ms={args.time_ms}"] if args.time_ms is not None else []
        name = "mcts:" + ",".join(budget or ["128"])
    lineup = (name,) + ("heuristic",) * (args.players - 1)
    config = {"supply": "random"} if args.rules in SUPPLY_RULES else {}
    if args.config is not None:
        config.update(args.config)
        try:   # a bad option is named here, not in a worker's traceback
            get_rules(args.rules).new_game(args.seed, dict(config, players=args.players), log=False)
        except RulesError as error:
            sys.exit(f"--config: {error}")
    jobs = plan_games(args.rules, [lineup], args.games, args.seed, config, keep_actions=False)
    header = {"bot": name, "rules": args.rules, "players": args.players, "seed": args.seed}
    if args.config is not None:   # a run with set-up options of its own is another measurement
        header["config"] = args.config
    done = read_results(args.results, header) if args.results else {}
    todo = [job for job in jobs if job["index"] not in done]
    out = None
    if args.results:
        args.results.parent.mkdir(parents=True, exist_ok=True)
        out = args.results.open("a")
        if not done:
            out.write(json.dumps(header) + "\n")
    if done:
        print(f"  {len(done)} games already in {args.results}; playing the other {len(todo)}", flush=True)
    start = time.perf_counter()
    for count, line in enumerate(iter_games(todo, args.workers, play=timed_game), 1):
        row = line._asdict()
        done[row["index"]] = row
        if out:
            out.write(json.dumps(row) + "\n")
            out.flush()
        if count % 50 == 0 or count == len(todo):
            print(f"  {count}/{len(todo)} games, {time.perf_counter() - start:.0f} s", flush=True)
    rows = [done[job["index"]] for job in jobs if job["index"] in done]
    wins = sum(row["share"] for row in rows)
    cpu = sum(row["cpu_s"] for row in rows)
    decisions = sum(row["decisions"] for row in rows)
    low, high = wilson(wins, len(rows))
    setup = "" if args.config is None else " " + json.dumps(args.config)
    print(f"{name} vs {args.players - 1} heuristic, {args.rules}{setup}, "
          f"{len(rows)} games, seats rotated, master seed {args.seed}")
    print(f"  MCTS win share {wins:g}/{len(rows)} = {wins / len(rows):.1%}  (95% CI {low:.1%} - {high:.1%}; "
          f"parity {1 / args.players:.1%})")
    print(f"  {cpu / len(rows):.2f} CPU s per game ({cpu / 3600:.2f} CPU hours in all), "
          f"{cpu / decisions * 1000:.1f} ms of CPU per decision of the game")


if __name__ == "__main__":
    main()

"""OpenSpiel's own search bots playing full games of every mechdeck rule set through OpenSpiel's API: the time per
game, one core.

    python benchmarks/bench_openspiel.py [--games 2] [--simulations 16] [--max-length 50] [--only mechdeck_war_rig]
                                         [--evaluator random|standing] [--playout random|heuristic]

For every rule set and seat count, ``--games`` games from the first decision for each bot: OpenSpiel's ISMCTS
(``open_spiel.python.algorithms.ismcts``, sampling worlds with ``resample_from_infostate``) and OpenSpiel's MCTSBot
searching one determinised world per decision (``mechdeck.openspiel.DeterminizedBot``), both with
``--simulations`` simulations a decision, against OpenSpiel's uniform random bot in every other seat; the searching
seat moves round the table from game to game.  Time is the process's CPU time.  The evaluator: OpenSpiel's
``RandomRolloutEvaluator`` (``random``: playouts cut after ``--max-length`` actions, a cut playout scoring 0) or
``mechdeck.openspiel.StandingEvaluator`` (``standing``: playouts by the ``--playout`` bot, cut after
``--max-length`` decisions and scored by the rule set's evaluation of the position).
"""
from __future__ import annotations

import argparse
import random
import time

import numpy as np

BOTS = ("ismcts", "mcts")
EVALUATORS = ("random", "standing")


def search_bot(kind: str, game, seed: int, simulations: int, max_length: int, evaluator_kind: str = "random",
               playout: str = "random"):
    """One of OpenSpiel's search bots over a mechdeck game, seeded (ISMCTS's world samples included)."""
    from open_spiel.python.algorithms import ismcts, mcts

    from mechdeck.openspiel import DeterminizedBot, StandingEvaluator
    rng = np.random.RandomState(seed)
    if evaluator_kind == "random":
        evaluator = mcts.RandomRolloutEvaluator(1, rng, max_length=max_length)
    elif evaluator_kind == "standing":
        evaluator = StandingEvaluator(max_length, playout, seed)
    else:
        raise ValueError(f"evaluator is one of {', '.join(EVALUATORS)}, not {evaluator_kind!r}")
    if kind == "ismcts":
        bot = ismcts.ISMCTSBot(game, evaluator, 2.0, simulations, random_state=rng)
        worlds = random.Random(seed)
        bot.set_resampler(lambda state, player: state.resample_from_infostate(player, worlds.random))
        return bot
    if kind == "mcts":
        return DeterminizedBot(mcts.MCTSBot(game, 2.0, simulations, evaluator, solve=False, random_state=rng), seed)
    raise ValueError(f"bot is one of {', '.join(BOTS)}, not {kind!r}")


class CountingBot:
    """Counts the decisions a bot made with more than one legal action (the ones it searched)."""

    def __init__(self, bot):
        self.bot = bot
        self.searched = 0

    def step(self, state):
        self.searched += len(state.legal_actions()) > 1
        return self.bot.step(state)


def play_game(game, state, kind: str, seat: int, seed: int, simulations: int, max_length: int,
              evaluator_kind: str = "random", playout: str = "random") -> dict:
    """``kind`` at ``seat``, OpenSpiel's uniform random bot elsewhere, from ``state`` to the end."""
    import pyspiel

    from mechdeck.env.spiel import play
    searcher = CountingBot(search_bot(kind, game, seed, simulations, max_length, evaluator_kind, playout))
    bots = [searcher if p == seat else pyspiel.make_uniform_random_bot(p, seed + p) for p in range(game.num_players())]
    start = time.process_time()
    returns = play(state, bots)
    return {"cpu_s": time.process_time() - start, "returns": returns, "return": returns[seat],
            "decisions": len(state.kernel_state.history), "searched": searcher.searched}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2, help="full games per rule set, seat count and bot")
    parser.add_argument("--simulations", type=int, default=16, help="simulations per searched decision")
    parser.add_argument("--max-length", type=int, default=50, help="actions per random playout before it is cut")
    parser.add_argument("--only", help="one OpenSpiel game name (e.g. mechdeck_war_rig)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--evaluator", choices=EVALUATORS, default="random",
                        help="random: OpenSpiel's random rollouts; standing: mechdeck's evaluation of cut playouts")
    parser.add_argument("--playout", choices=("random", "heuristic"), default="random",
                        help="the bot that plays the standing evaluator's playouts")
    args = parser.parse_args()
    import pyspiel

    from mechdeck.kernel import get_rules, rule_set_ids
    from mechdeck.openspiel import game_name, register
    register()
    print(f"{args.simulations} simulations a searched decision, playouts cut after {args.max_length} actions, "
          f"evaluator {args.evaluator}" + (f" ({args.playout} playouts)" if args.evaluator == "standing" else "")
          + ", against the uniform random bot; CPU time of one core")
    for rules_id in rule_set_ids():
        name = game_name(rules_id)
        if args.only and name != args.only:
            continue
        rules = get_rules(rules_id)
        for players in range(rules.min_players, rules.max_players + 1):
            game = pyspiel.load_game(name, {"players": players, "seed": args.seed})
            for kind in BOTS:
                runs = [play_game(game, game.new_initial_state(), kind, g % players, args.seed + g, args.simulations,
                                  args.max_length, args.evaluator, args.playout) for g in range(args.games)]
                seconds = sum(r["cpu_s"] for r in runs)
                searched = sum(r["searched"] for r in runs)
                print(f"{name} ({players} players) {kind}: {seconds / len(runs):.1f} s a game, "
                      f"{sum(r['decisions'] for r in runs) / len(runs):.0f} decisions a game, "
                      f"{1000 * seconds / max(searched, 1):.0f} ms a searched decision, "
                      f"mean return {sum(r['return'] for r in runs) / len(runs):+.2f} over {len(runs)} game(s)",
                      flush=True)


if __name__ == "__main__":
    main()

"""How the TCG's heuristic bot fares against the random bot with random decks of a format, both seats given the same
deck and the seats swapped: the bar of issue 17 (item 6) is 190 wins in 200 games with mixed-set decks.

    python benchmarks/eval_tcg_mixed.py [--games 200] [--format all] [--seed 1] [--opponent random]

Game pair k deals one random legal deck (``random:<seed + k>``, drawn from the format's implemented cards) to both
seats and plays it twice, the heuristic bot first in seat 1, then in seat 2.  Prints the heuristic's wins, losses and
draws with a Wilson 95% interval, the games/s, how many different later-set cards the decks held and the games
played (a card is played when it leaves the hand or the Stockpile for the table), and how often a game the heuristic
used a card's ability (an option ``("use", card, ability)``) and took another card action (a verb outside
``BASIC_VERBS``: a card deployed and revealed at once, a later set's window action, a card choice's answer)."""
from __future__ import annotations

import argparse
import time

import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.agents import make_agent
from mechdeck.games.battletech_tcg.board import ATTACHED, BUILD, MISSION, PATROL, POST
from mechdeck.games.battletech_tcg.cards import CARDS
from mechdeck.kernel import get_rules
from mechdeck.simulation.stats import wilson


TABLE = BUILD + POST + PATROL + ATTACHED + (MISSION,)   # where a card is once deployed or played
# The verbs of the game's own steps (construction, missions, blocks, damage, the 'Mechs' printed options, Mission cards
# played, going on, keeping a roll or a card, drawing); an ability used ("use") is counted apart.
BASIC_VERBS = frozenset({"build", "deploy", "tap", "scrap", "reveal", "repair", "done", "let go", "pass", "mission",
                         "add", "target", "cancel", "block", "no block", "no more blockers", "include target",
                         "keep target out", "overheat", "missile", "alpha strike", "jump", "decline", "assign",
                         "assign all", "play", "use", "keep", "draw"})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--format", default="all")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--opponent", default="random")
    args = parser.parse_args()
    rules = get_rules("battletech-tcg")
    wins = losses = draws = decisions = abilities = card_actions = 0
    held, played = set(), set()
    start = time.process_time()
    for game in range(args.games):
        pair, swapped = divmod(game, 2)
        deck = f"random:{args.seed + pair}"
        state = rules.new_game(args.seed + game, {"decks": [deck, deck], "format": args.format}, log=False)
        hero = 1 if swapped else 0
        agents = [make_agent("heuristic", game), make_agent(args.opponent, game + 10_000)]
        if swapped:
            agents.reverse()
        held |= {t for t in state.card_types if CARDS[t].set_code != "LT"}
        while state.decision is not None:
            decision = state.decision
            action = agents[decision.player].act(rules, state)
            if decision.player == hero and len(decision.options) > 1:
                abilities += action[0] == "use"
                card_actions += action[0] not in BASIC_VERBS
            rules.apply(state, action)
            decisions += 1
            for zone in TABLE:
                played.update(state.card_types[c] for c in state.zones[zone])
        winner = rules.result(state)["winner"]
        if winner is None:
            draws += 1
        elif winner == hero:
            wins += 1
        else:
            losses += 1
    seconds = time.process_time() - start
    low, high = wilson(wins, args.games)
    print(f"heuristic vs {args.opponent}, format {args.format}, {args.games} games (same random deck both seats, "
          f"seats swapped): {wins} wins, {losses} losses, {draws} draws; win share {100 * wins / args.games:.1f}% "
          f"(95% CI {100 * low:.1f}-{100 * high:.1f})")
    print(f"{args.games / seconds:.1f} games/s, {decisions / seconds:,.0f} decisions/s (one core)")
    played_later = {t for t in played if CARDS[t].set_code != "LT"}
    print(f"later-set cards: {len(held)} different ones in the decks, {len(played_later & held)} of them played")
    print(f"the heuristic's card actions a game: {abilities / args.games:.2f} abilities used, "
          f"{card_actions / args.games:.2f} other card actions")


if __name__ == "__main__":
    main()

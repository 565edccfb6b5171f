"""What only the TCG's rules say of whole games (the invariants every rule set keeps are checked by
tests/conformance/): a game ends because a player's Stockpile ran out, either side can win, and random legal decks
draw on nearly the whole base set."""
import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.agents import make_agent
from mechdeck.games.battletech_tcg.cards import BASE_SET, card_by_number
from mechdeck.kernel import get_rules

R = get_rules("battletech-tcg")
DECKS = ["kurita", "wolf"]


def test_games_end_with_a_loser_and_either_side_wins():
    winners = {0: 0, 1: 0, None: 0}
    for seed in range(40):
        config = {"decks": DECKS if seed % 2 == 0 else DECKS[::-1]} if seed % 4 < 2 else \
            {"decks": [R.deck_option(f"random:{seed}"), R.deck_option(f"random:{seed + 1000}")]}
        state = R.new_game(seed, config, log=False)
        bots = [make_agent("heuristic", seed), make_agent("heuristic" if seed % 3 else "random", seed + 1)]
        while state.decision is not None:
            R.apply(state, bots[state.decision.player].act(R, state))
        assert any(f"lost{p}" in state.counters for p in (0, 1)), f"seed {seed}: the game ended without a loser"
        winners[R.result(state)["winner"]] += 1
    assert winners[0] and winners[1], f"one side never wins: {winners}"


def test_random_decks_draw_on_the_whole_base_set():
    seen: set[int] = set()
    for seed in range(100):
        state = R.new_game(seed, {"decks": [R.deck_option(f"random:{seed}"), R.deck_option(f"random:{seed + 1000}")]})
        seen.update(state.card_types)
    unplayed = [n for n in BASE_SET if card_by_number(n).id not in seen]
    assert len(unplayed) < 15, f"random decks left out {unplayed}"

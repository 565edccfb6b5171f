"""What only Domination v4's rules say of whole games (the invariants every rule set keeps are checked by
tests/conformance/): the Supply Row is refilled to six after every action while the Supply Deck lasts, a game ends
when the Supply Deck or an Overrun pile is empty, it scores +1 per LosTech card minus Overrun points, and the
heuristic beats the random bot."""
import mechdeck.games  # noqa: F401
from mechdeck.agents import make_agent
from mechdeck.games.domination_v4.rules import DominationV4
from mechdeck.games.domination_v4.turn import score

R = DominationV4()
OVERRUN_PILES = ("Heavy Casualties", "Raided Supplies", "Critical Hit", "Retreat!")


def test_the_row_stays_full_and_games_end_and_score_as_the_rules_say():
    for seed in range(60):
        names = (("random", "random"), ("heuristic", "random"), ("random", "heuristic"),
                 ("heuristic", "heuristic"))[seed % 4]
        agents = [make_agent(names[0], seed * 2), make_agent(names[1], seed * 2 + 1)]
        state = R.new_game(seed, {}, log=False)
        z = state.zones
        while state.decision is not None:
            R.apply(state, agents[state.decision.player].act(R, state))
            assert len(z["row"]) == 6 or not z["supplydeck"], f"game {seed}: the Supply Row was not refilled"
        assert not z["supplydeck"] or any(not z["pile:" + k] for k in OVERRUN_PILES), f"game {seed} ended early"
        assert R.result(state)["scores"] == [score(state, 0), score(state, 1)]


def test_heuristic_beats_random():
    wins = 0
    games = 40
    for seed in range(games):
        seat = seed % 2
        agents = [None, None]
        agents[seat] = make_agent("heuristic", seed)
        agents[1 - seat] = make_agent("random", seed + 7)
        state = R.new_game(seed, {}, log=False)
        while state.decision is not None:
            R.apply(state, agents[state.decision.player].act(R, state))
        wins += R.result(state)["winner"] == seat
    assert wins >= games * 0.75, f"heuristic won only {wins} of {games}"

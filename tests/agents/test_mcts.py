"""The ISMCTS bot: plays legal complete games, is reproducible from its seed, and searches only determinised copies
(never the real state, which would let it see hidden cards and future shuffles)."""
import mechdeck.games  # noqa: F401
from mechdeck.agents import make_agent
from mechdeck.agents.mcts import MCTSAgent
from mechdeck.kernel import get_rules

import matches

R = get_rules("domination-v2.2")


def play(agents, seed):
    return matches.play(R, agents, seed, {"supply": "random"})


def test_plays_complete_legal_games_against_the_heuristic():
    for seed in (1, 2):
        state = play([MCTSAgent(seed, iterations=6), make_agent("heuristic", seed)], seed)
        assert R.result(state)["turns"] > 5


def test_same_seed_same_choices():
    a = play([MCTSAgent(5, iterations=4), make_agent("heuristic", 9)], 3)
    b = play([MCTSAgent(5, iterations=4), make_agent("heuristic", 9)], 3)
    assert a.history == b.history


def test_searches_only_determinised_copies(monkeypatch):
    real_states = []
    searched = []
    original_determinize = type(R).determinize
    original_apply = type(R).apply

    def determinize(self, state, viewer, seed):
        world = original_determinize(self, state, viewer, seed)
        searched.append(id(world))
        return world

    def apply(self, state, action):
        assert id(state) not in real_states or not searching[0], "the bot applied an action to the real state"
        return original_apply(self, state, action)

    searching = [False]
    monkeypatch.setattr(type(R), "determinize", determinize)
    monkeypatch.setattr(type(R), "apply", apply)
    bot = MCTSAgent(1, iterations=5)
    heuristic = make_agent("heuristic", 2)
    state = R.new_game(11, {"supply": "random"}, log=False)
    real_states.append(id(state))
    while state.decision is not None and bot.playouts < 40:
        if state.decision.player == 0:
            before = state.to_json()
            searching[0] = True
            action = bot.act(R, state)
            searching[0] = False
            assert state.to_json() == before, "searching changed the real state"
        else:
            action = heuristic.act(R, state)
        R.apply(state, action)
    assert bot.playouts >= 40 and searched, "the bot never searched"


def test_budget_names():
    assert make_agent("mcts:12", 0).iterations == 12

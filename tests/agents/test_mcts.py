"""The ISMCTS bot: plays legal complete games, is reproducible from its seed, and searches only determinised copies
(never the real state, which would let it see hidden cards and future shuffles)."""
import mechdeck.games  # noqa: F401
import pytest

from mechdeck.agents import is_agent_name, make_agent
from mechdeck.agents.mcts import MCTSAgent
from mechdeck.kernel import get_rules

import matches
from mechdeck.kernel.scenario import load

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
    timed = make_agent("mcts:ms=900", 0)
    assert (timed.iterations, timed.time_ms) == (None, 900)
    both = make_agent("mcts:64,ms=900", 0)
    assert (both.iterations, both.time_ms) == (64, 900)
    for bad in ("mcts:", "mcts:0", "mcts:ms=", "mcts:=5", "mcts:s=5", "mcts:1,2", "mcts:ms=1,ms=2", "mcts:1.5"):
        assert not is_agent_name(bad), bad
        with pytest.raises(ValueError, match="unknown agent"):
            make_agent(bad, 0)
    with pytest.raises(ValueError, match="budget"):
        MCTSAgent(0, iterations=None)


def test_time_limit_stops_the_tree_search():
    """A time limit alone (``iterations=None``): the Domination tree search stops at the deadline."""
    import time
    bot = MCTSAgent(2, iterations=None, time_ms=50)
    heuristic = make_agent("heuristic", 3)
    state = R.new_game(4, {"supply": "random"}, log=False)
    while bot.playouts == 0 and state.decision is not None:
        started = time.perf_counter()
        action = (bot if state.decision.player == 0 else heuristic).act(R, state)
        assert time.perf_counter() - started < 1.0
        R.apply(state, action)
    assert bot.playouts > 0


def test_two_seat_play_is_what_it_was_before_returns():
    """Backing up the seat's return ((r + 1) / 2 of ``rules.outcome``) instead of ``winner == me`` keeps every
    two-seat decision: the digest was recorded with the bot that backed up wins, before the change (and recorded
    again when rulings B53, V10 and T723 added lone `end`/`done` decisions, after checking that the games were the
    same but for those; and again when determinizations began to keep the cards a seat was shown (B54, V11: the
    Domination games change from the first decision taken while a card was known) and the TCG's Deploy phase began
    to be asked by what is public (T724: a lone `done` where it was skipped, then the search plays on from there))."""
    import hashlib
    import json

    digest = hashlib.sha256()
    for rules_id, config in (("domination-v2.2", {"supply": "random"}), ("domination-v4", {"supply": "random"}),
                             ("battletech-tcg", {})):
        rules = get_rules(rules_id)
        for seed in (1, 2):
            state = rules.new_game(seed, config, log=False)
            agents = [MCTSAgent(seed, iterations=6), make_agent("heuristic", seed + 1)]
            if seed == 2:
                agents.reverse()
            made = 0
            while state.decision is not None and made < 3000:
                rules.apply(state, agents[state.decision.player].act(rules, state))
                made += 1
            digest.update(json.dumps([rules_id, seed, state.history]).encode())
    assert digest.hexdigest() == "a609c03d713d38186f819ababcdd181b41358b4ad33f61f14ca8858d46547a28"


def test_three_seats_back_up_the_searching_seats_return(tiny_rules):
    """Tiny Skirmish (tests/conformance/tiny_game.py), three seats: whichever seat rolls a move with a piece on the
    ridge wins at once by moving it to the keep.  A search that backs up each seat's own return finds that move from
    any seat of three, with a random policy for every seat."""
    for seat in range(3):
        state = load(f"rules: tiny-skirmish\nplayers: 3\nactive: P{seat + 1}\npieces: {{P{seat + 1}a: {{at: ridge}}}}\n"
                     "dice: [move]\n")
        assert tiny_rules.seat_count(state) == 3 and state.decision.player == seat and state.decision.kind == "move"
        bot = MCTSAgent(seat, iterations=60, policy="random", focus=("move", "pass"))
        assert bot.act(tiny_rules, state) == ("move", f"P{seat + 1}a", "keep")
        assert bot.playouts == 60

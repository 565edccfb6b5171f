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
    tuned = make_agent("mcts:256,c=0.7,w=1.5", 0)
    assert (tuned.iterations, tuned.exploration, tuned.widening) == (256, 0.7, 1.5)
    for bad in ("mcts:", "mcts:0", "mcts:ms=", "mcts:=5", "mcts:s=5", "mcts:1,2", "mcts:ms=1,ms=2", "mcts:1.5",
                "mcts:c=0.5", "mcts:8,c=", "mcts:8,c=-1", "mcts:8,c=.5", "mcts:8,w=1,w=2", "mcts:8,x=1"):
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


def test_two_seat_play_is_pinned():
    """The search bot's two-seat games are pinned by a digest, so that any change to how it plays shows here and
    is made on purpose.  Recorded when it began to back up the seat's return ((r + 1) / 2 of ``rules.outcome``)
    instead of ``winner == me`` (the games were the same); again when rulings B53, V10 and T723 added lone
    `end`/`done` decisions, when determinizations began to keep the cards a seat was shown (B54, V11) and when the
    TCG's Deploy phase began to be asked by what is public (T724); and again with issue 16, when the bot began to
    search every strategic kind of decision (Domination's plays, combat and damage by paired comparison, the TCG
    throughout), to widen its tree progressively and to stop a search whose move can no longer change; and with
    issue 17, when the TCG's Missions phase began to be asked by what is public (T998) and its heuristic, the search's
    playout policy, began to use its cards' abilities; and when the paired comparison began to stop playing out
    the candidates that can no longer be found clearly better (and to take the clearly better one of the highest
    total)."""
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
    assert digest.hexdigest() == "bdb2d449de35c43699560a4767cf0b68146c096ca3438a6377d04e8640b3e01a"


def test_three_seats_back_up_the_searching_seats_return(tiny_rules):
    """Tiny Skirmish (tests/conformance/tiny_game.py), three seats: whichever seat rolls a move with a piece on the
    ridge wins at once by moving it to the keep.  A search that backs up each seat's own return finds that move from
    any seat of three, with a random policy for every seat."""
    for seat in range(3):
        state = load(f"rules: tiny-skirmish\nplayers: 3\nactive: P{seat + 1}\npieces: {{P{seat + 1}a: {{at: ridge}}}}\n"
                     "dice: [move]\n")
        assert tiny_rules.seat_count(state) == 3 and state.decision.player == seat and state.decision.kind == "move"
        bot = MCTSAgent(seat, iterations=60, policy="random")   # Tiny Skirmish names no kinds: all searched
        assert bot.act(tiny_rules, state) == ("move", f"P{seat + 1}a", "keep")
        assert 0 < bot.playouts <= 60   # the search stops once the winning move leads by more than is left


def _searched_kinds(rules, config, seed, iterations=4, moves=4000):
    """The kinds of the decisions at which a search bot (seat 0, against the heuristic) searched, by counting its
    tree roots."""
    bot = MCTSAgent(seed, iterations=iterations, time_ms=None)
    heuristic = make_agent("heuristic", seed + 1)
    state = rules.new_game(seed, config, log=False)
    kinds: dict = {}
    while state.decision is not None and moves:
        moves -= 1
        decision = state.decision
        if decision.player == 0:
            before = bot.playouts
            action = bot.act(rules, state)
            if bot.playouts > before:
                kinds[decision.kind] = kinds.get(decision.kind, 0) + 1
        else:
            action = heuristic.act(rules, state)
        rules.apply(state, action)
    return kinds


@pytest.mark.parametrize("rules_id", ["domination-v2.2", "domination-v4"])
def test_domination_searches_every_kind_of_choice_not_only_buys(rules_id):
    """Issue 16: the search bot searches the Action phase, combat and the other choices the rule set names, not only
    the buys; and never a decision of a kind it does not name."""
    rules = get_rules(rules_id)
    kinds = _searched_kinds(rules, {"supply": "random"}, 3)
    assert {"buy", "action"} <= set(kinds) and len(kinds) > 2, kinds
    assert set(kinds) <= set(rules.search_kinds)


def test_the_tcg_is_searched_at_its_strategic_decisions():
    """The TCG names its strategic kinds and an evaluation: the bot searches (by paired comparison, playouts cut at
    the rule set's horizon) at deployments, missions and blocks instead of playing as the heuristic."""
    rules = get_rules("battletech-tcg")
    kinds = _searched_kinds(rules, {}, 5, iterations=4, moves=400)
    assert {"deploy-phase", "missions-phase"} <= set(kinds), kinds
    assert set(kinds) <= set(rules.search_kinds)


def test_progressive_widening_offers_the_policys_best_options_first():
    """At a root visited n times only the policy's 1 + sqrt(n) best options are open: after 16 iterations at a
    decision of many options the tree holds 1 + int(sqrt(15)) = 4 children (the 16th iteration sees 15 visits), the
    policy's choice among them; without widening it tries one more option at every iteration."""
    from mechdeck.agents.mcts import _Node
    state = R.new_game(8, {"supply": "random"}, log=False)
    heuristic = make_agent("heuristic", 1)
    while not (state.decision.player == 0 and state.decision.kind == "buy" and len(state.decision.options) > 8):
        R.apply(state, heuristic.act(R, state))
    policy_choice = heuristic.act(R, state)
    for widening, most in ((1.0, 4), (None, len(state.decision.options))):
        bot = MCTSAgent(2, iterations=16, widening=widening)
        root = _Node()
        for i in range(16):
            world = R.determinize(state, 0, i)
            world.log = None
            bot._iterate(R, world, root, 0, R.search_kinds, bot._playout_policy(i))
        assert policy_choice in root.children
        assert len(root.children) == min(most, 16), (widening, len(root.children))


def test_tcg_evaluation_counts_stockpile_cards_and_units():
    """The TCG's evaluation is in Stockpile cards: one more card in a Stockpile is worth exactly one, and a unit in
    play is worth its attack and a quarter of its armor and structure."""
    from mechdeck.games.battletech_tcg import board
    rules = get_rules("battletech-tcg")
    state = rules.new_game(1, {}, log=False)
    before = rules.evaluate(state)
    state.zones[board.STOCK[0]].append(state.zones[board.STOCK[1]].pop())
    after = rules.evaluate(state)
    assert (after[0] - before[0], after[1] - before[1]) == (1, -1)


def test_a_search_stops_once_its_move_cannot_change():
    """The iterations left are not spent when the most visited option leads the next by more than them (the move
    is the same as with the whole budget): a lead of 5 with 4 left is decided, with 5 left it is not."""
    from mechdeck.agents.mcts import _Node
    root = _Node()
    for action, visits in ((("a",), 9), (("b",), 4), (("c",), 1)):
        root.children[action] = _Node()
        root.children[action].visits = visits
    assert MCTSAgent._decided(root, 4)
    assert not MCTSAgent._decided(root, 5)
    bot = MCTSAgent(3, iterations=200)
    heuristic = make_agent("heuristic", 4)
    state = R.new_game(6, {"supply": "random"}, log=False)
    searched = []
    while state.decision is not None and len(searched) < 8:
        if state.decision.player == 0:
            before = bot.playouts
            action = bot.act(R, state)
            if bot.playouts > before:
                searched.append(bot.playouts - before)
        else:
            action = heuristic.act(R, state)
        R.apply(state, action)
    assert max(searched) <= 200 and min(searched) < 200, searched


def test_a_paired_comparison_counts_only_the_rounds_that_tell_the_options_apart():
    """Win-or-lose playouts tie in most rounds: a candidate is clearly better than the policy's choice when it won
    at least 3/4 of the rounds that differed, at least 6 of them, and by more than 0.05 a round on average over
    at least 8 rounds (W-R120); the comparison stops once no candidate can get there with the rounds left."""
    bot = MCTSAgent(0, iterations=128)
    assert bot._clear(beats=6, decisive=7, margin=5.0, rounds=30)        # 6 of the 7 rounds that differed
    assert not bot._clear(beats=5, decisive=5, margin=5.0, rounds=30)    # too few rounds told them apart
    assert not bot._clear(beats=6, decisive=9, margin=3.0, rounds=30)    # 6 of 9 is under 3/4
    assert not bot._clear(beats=6, decisive=6, margin=1.0, rounds=30)    # 1.0 is not more than 0.05 x 30
    assert not bot._clear(beats=6, decisive=6, margin=6.0, rounds=7)     # fewer than 8 rounds
    assert bot._may_beat(beats=0, decisive=0, margin=0.0, left=10, most=32)
    assert not bot._may_beat(beats=0, decisive=12, margin=-12.0, left=10, most=32)   # 10 of 22 at best


def test_a_finished_playout_can_be_worth_its_score_margin_too():
    """``score_weight`` w: a finished playout is worth (1 - w) x its win plus w x its final score margin squashed
    by tanh, so a big win beats a narrow one and a narrow loss beats a heavy one; w = 0 counts the win alone."""
    import math

    rules = get_rules("domination-v2.2")
    state = rules.new_game(5, {"supply": "random"}, log=False)
    bots = [make_agent("heuristic", 1), make_agent("heuristic", 2)]
    while state.decision is not None:
        rules.apply(state, bots[state.decision.player].act(rules, state))
    outcome = rules.outcome(state)
    winner = outcome.ranks.index(1)
    margin = outcome.scores[winner] - outcome.scores[1 - winner]
    assert margin > 0, "the game should have a clear winner on score"
    plain, shaped = MCTSAgent(0, iterations=1), MCTSAgent(0, iterations=1, score_weight=0.3)
    assert (plain._reward(rules, state, winner, None), plain._reward(rules, state, 1 - winner, None)) == (1.0, 0.0)
    bonus = 0.5 * math.tanh(margin / 4.0)
    assert shaped._reward(rules, state, winner, None) == pytest.approx(0.7 + 0.3 * (0.5 + bonus))
    assert shaped._reward(rules, state, 1 - winner, None) == pytest.approx(0.3 * (0.5 - bonus))


def _tcg_memory(agent, rules):
    """A heuristic agent's TCG memory: the options resting, and how long each rested last time."""
    policy = agent._policies[rules.id]
    return dict(policy.resting), dict(policy.rested)


def test_tcg_playouts_leave_the_policys_memory_as_the_game_left_it():
    """The TCG heuristic remembers the options it declined and lets them rest (bot.py ``_awake``).  The search plays
    each playout with a fork of its policy (``fork``): what the playouts decline neither makes the game's policy let
    an option rest nor reaches the next playout.  Played with the policy itself, the same playouts change its memory
    (so this test can fail)."""
    rules = get_rules("battletech-tcg")
    state = rules.new_game(3, {}, log=False)
    heuristic = make_agent("heuristic", 1)
    bot = MCTSAgent(4, iterations=32)
    while not (state.decision.player == 0 and state.decision.kind in rules.search_kinds
               and len(bot._candidates(rules, state)) > 2 and len(state.history) > 60):
        agent = bot.policy if state.decision.player == 0 else heuristic
        rules.apply(state, agent.act(rules, state))
    reference = bot.policy.fork(9)   # the memory as the game left it, and as ranking this decision leaves it
    assert _tcg_memory(bot.policy, rules) == _tcg_memory(reference, rules)
    reference.ranked(rules, state)
    bot._compare(rules, state, 0, None)
    assert bot.playouts > 0 and _tcg_memory(bot.policy, rules) == _tcg_memory(reference, rules)
    reference.ranked(rules, state)
    bot._playout_policy = lambda seed: bot.policy
    bot._compare(rules, state, 0, None)
    assert _tcg_memory(bot.policy, rules) != _tcg_memory(reference, rules)


def test_a_heuristic_without_memory_plays_its_playouts_itself():
    """Domination's policies remember nothing between decisions: the search's playouts are played by the policy
    itself, as before forks (no copy made on the hot path)."""
    bot = MCTSAgent(4, iterations=8)
    state = R.new_game(2, {"supply": "random"}, log=False)
    bot.policy.act(R, state)
    assert bot._playout_policy(5) is bot.policy

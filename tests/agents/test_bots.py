"""The bots: the registry, legality, determinism, no peeking at hidden cards, and the heuristic bot's strength."""
import pytest

import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.agents import AGENT_NAMES, make_agent
from mechdeck.kernel import get_rules

import matches

R = get_rules("domination-v2.2")


def play(agents, seed, config=None, log=False):
    """One complete game of Domination v2.2 (random Supply unless ``config`` says otherwise)."""
    return matches.play(R, agents, seed, config or {"supply": "random"}, log)


def test_agent_names():
    assert AGENT_NAMES == ("random", "heuristic", "mcts", "expert")
    for name in AGENT_NAMES:
        assert make_agent(name, 0).act is not None


def test_the_expert_is_the_search_bot_under_a_second_a_move():
    """`expert` (issue 16): the search bot with an iteration budget and a time limit below a second, in every
    game; the Domination search ends at its iterations, well inside the limit."""
    import time
    from mechdeck.agents import EXPERT_TIME_MS
    from mechdeck.agents.mcts import MCTSAgent
    bot = make_agent("expert", 3)
    assert isinstance(bot, MCTSAgent) and bot.iterations and bot.time_ms == EXPERT_TIME_MS < 1000
    heuristic = make_agent("heuristic", 4)
    state = R.new_game(5, {"supply": "random"}, log=False)
    slowest = 0.0
    while state.decision is not None and bot.playouts < 600:
        started = time.perf_counter()
        action = (bot if state.decision.player == 0 else heuristic).act(R, state)
        slowest = max(slowest, time.perf_counter() - started)
        R.apply(state, action)
    assert bot.playouts >= 600 and slowest < 1.0


@pytest.mark.parametrize("bad", ["alphazero", "", "Random", None])
def test_make_agent_rejects_unknown_names(bad):
    with pytest.raises(ValueError) as info:
        make_agent(bad, 0)
    message = str(info.value)
    assert "random" in message and "heuristic" in message


def test_heuristic_beats_random():
    """At least 95% of 200 games, seats alternated, random Supplies."""
    games = 200
    wins = matches.wins_with_seats_alternated(R, "heuristic", "random", games, lambda g: {"supply": "random"})
    assert wins >= 0.95 * games, f"heuristic won only {wins} of {games} games against random"


@pytest.mark.parametrize("names", [("random", "random"), ("heuristic", "heuristic"), ("heuristic", "random")])
def test_same_seeds_same_game(names):
    first = play([make_agent(names[0], 1), make_agent(names[1], 2)], seed=77, log=True)
    second = play([make_agent(names[0], 1), make_agent(names[1], 2)], seed=77, log=True)
    assert first.to_json() == second.to_json()


def test_random_agent_depends_on_its_seed_only():
    games = {play([make_agent("random", s), make_agent("random", s + 1)], seed=5).to_json() for s in range(4)}
    assert len(games) > 1


def test_first_game_supply_and_fixed_first_player():
    for first in (0, 1):
        state = play([make_agent("heuristic", 3), make_agent("heuristic", 4)], seed=11,
                     config={"supply": "first-game", "first_player": first})
        assert state.decision is None and state.counters["first_player"] == first


def test_heuristic_does_not_peek_at_hidden_cards():
    """Re-dealing every card the deciding seat cannot see (its deck order, the opponent's hand and deck) never
    changes the heuristic bot's choice."""
    checked = 0
    for seed in range(12):
        agents = [make_agent("heuristic", seed), make_agent("random" if seed % 2 else "heuristic", seed + 50)]
        state = R.new_game(seed, {"supply": "random"}, log=False)
        step = 0
        while state.decision is not None:
            me = state.decision.player
            action = agents[me].act(R, state)
            if me == 0 and len(state.decision.options) > 1 and step % 3 == 0:
                for k in range(2):
                    other = R.determinize(state, me, seed * 1000 + step * 7 + k)
                    assert agents[0].act(R, other) == action, (seed, step, state.decision.prompt)
                checked += 1
            R.apply(state, action)
            step += 1
    assert checked > 100


def test_heuristic_never_copies_or_observes(monkeypatch):
    """The heuristic decides from the state in place: no clone, no observe() (speed)."""
    from mechdeck.kernel import State

    def forbidden(*args, **kwargs):
        raise AssertionError("the heuristic bot must not copy the state or build observations")

    monkeypatch.setattr(State, "clone", forbidden)
    monkeypatch.setattr(type(R), "observe", forbidden)
    play([make_agent("heuristic", 1), make_agent("heuristic", 2)], seed=3)


@pytest.mark.parametrize("rules_id, package", [("domination-v2.2", "domination_v22"), ("domination-v4", "domination_v4"),
                                               ("battletech-tcg", "battletech_tcg")])
def test_each_game_package_holds_its_heuristic_policy(rules_id, package):
    """The heuristic agent plays the policy the rule set names; the policy lives in the game's package."""
    rules = get_rules(rules_id)
    policy = rules.heuristic_policy(5)
    assert type(policy).__module__ == f"mechdeck.games.{package}.bot"
    agent = make_agent("heuristic", 5)
    state = rules.new_game(2, {}, log=False)
    while state.decision is not None and len(state.decision.options) < 2:
        rules.apply(state, state.decision.options[0])
    assert agent.act(rules, state) == policy.act(rules, state)
    assert type(agent._policies[rules_id]) is type(policy)


def test_a_rule_set_without_a_policy_is_played_uniformly_at_random():
    """A rule set that names no heuristic policy (the kernel's RuleSet has none) gets the seeded uniform choice."""
    import random

    from mechdeck.kernel import RuleSet

    class NoPolicy(RuleSet):  # the kernel's default: heuristic_policy gives None
        id = "no-policy"

    assert NoPolicy().heuristic_policy(9) is None

    from mechdeck.kernel import Decision, State

    state = State("no-policy")
    state.decision = Decision(0, tuple((k,) for k in range(7)), "pick one")
    agent = make_agent("heuristic", 9)
    picks = [agent.act(NoPolicy(), state) for _ in range(20)]
    rng = random.Random(9)
    assert picks == [state.decision.options[rng.randrange(7)] for _ in range(20)]
    assert len(set(picks)) > 1


def test_bots_read_no_frames_and_route_on_no_rule_set_id():
    """agents/ holds only generic bots: no rule-set id, no engine frames; the game policies route on decision.kind
    and read no frames either."""
    from pathlib import Path

    import mechdeck

    root = Path(mechdeck.__file__).parent
    generic = [p for p in (root / "agents").glob("*.py") if p.name != "strategy.py"]  # strategy files: v2.2 words
    policies = [root / "games" / package / "bot.py" for package in ("domination", "domination_v22", "domination_v4",
                                                                     "battletech_tcg")]
    for path in generic + policies + [root / "agents" / "strategy.py"]:
        text = path.read_text()
        assert ".stack" not in text and "stack[" not in text, path
    for path in generic:
        text = path.read_text()
        for rules_id in ("domination-v2.2", "domination-v4", "battletech-tcg", "RULES_ID"):
            assert rules_id not in text, (path, rules_id)

"""Properties of whole random games of Domination v2.2, checked after every action: every card in exactly one zone,
no negative counter, exact and isolated clones, JSON round trips, observations that leak nothing; at the end the
game is over and replays bit for bit.  Plus thousands of complete games with the cheap invariants."""
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.agents import make_agent
from mechdeck.kernel import IllegalAction, State, get_rules

from invariants import SEATS, apply_to_clone, assert_cards_conserved, assert_json_round_trip, observe_hiding_nothing

R = get_rules("domination-v2.2")
MAX_DECISIONS = 20_000
NONNEGATIVE = ("actions", "buys", "industry", "lostech", "turn")
HIDDEN_COUNTS = ("hand{opp}", "deck0", "deck1")


# -- invariants ------------------------------------------------------------------------------------------------
def assert_counters_nonnegative(state: State) -> None:
    for key, value in state.counters.items():
        values = value if isinstance(value, tuple) else (value,)
        for v in values:
            if isinstance(v, int) and not isinstance(v, bool):
                assert v >= 0, f"counter {key} is negative: {value!r}"
    for key in NONNEGATIVE:
        assert state.counters[key] >= 0


def _keys(value):
    if isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from _keys(v)
    elif isinstance(value, list):
        for v in value:
            yield from _keys(v)


def assert_observations_leak_nothing(state: State, salt: int) -> None:
    for seat in SEATS:
        opp = 1 - seat
        view = observe_hiding_nothing(R, state, seat, salt)
        zones = view["zones"]
        for zone in HIDDEN_COUNTS:
            zone = zone.format(opp=opp)
            assert zones[zone] == {"count": len(state.zones[zone])}, f"{zone} is not shown as a count to P{seat + 1}"
        for p in SEATS:  # discard piles: the owner sees them, the other seat only the top card
            discard = state.zones[f"discard{p}"]
            if p != seat:
                assert set(zones[f"discard{p}"]) == {"count", "top"}
                assert zones[f"discard{p}"]["count"] == len(discard)
        text = json.dumps(view)
        assert "rng" not in set(_keys(view)), "the observation shows the generator"
        assert str(state.rng) not in text, "the observation shows the generator state"


def check_everything(state: State, salt: int) -> None:
    assert_cards_conserved(state)
    assert_counters_nonnegative(state)
    assert_json_round_trip(state)
    assert_observations_leak_nothing(state, salt)


# -- hypothesis: random legal games, every action checked -----------------------------------------------------------
@settings(max_examples=24, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(seed=st.integers(min_value=0, max_value=2**63 - 1),
       first=st.sampled_from([None, 0, 1]),
       picks=st.lists(st.integers(min_value=0, max_value=2**16), min_size=0, max_size=300),
       tail_seed=st.integers(min_value=0, max_value=2**32))
def test_random_game_properties(seed, first, picks, tail_seed):
    """Action i is ``picks[i]`` (mod the number of options) while the drawn list lasts, then a generator seeded by
    hypothesis picks uniformly; every state on the way is checked."""
    config = {"supply": "random"}
    if first is not None:
        config["first_player"] = first
    state = R.new_game(seed, config)
    tail = random.Random(tail_seed)
    check_everything(state, seed)
    step = 0
    while state.decision is not None:
        assert step < MAX_DECISIONS, "the game did not end"
        options = state.decision.options
        assert options, "a decision with no options"
        index = picks[step] % len(options) if step < len(picks) else tail.randrange(len(options))
        action = options[index]
        advanced = apply_to_clone(R, state, action)
        R.apply(state, action)
        assert state == advanced, "the same action on a clone gave a different state"
        check_everything(state, seed + step)
        step += 1
    assert state.decision is None and state.stack == []
    result = R.result(state)
    assert result["winner"] in (0, 1, None)
    assert R.replay(seed, config, state.history) == state


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32), agent_seed=st.integers(min_value=0, max_value=2**32))
def test_heuristic_game_properties(seed, agent_seed):
    """The same checks along a heuristic-versus-random game (deeper card interactions than random play reaches)."""
    config = {"supply": "random"}
    agents = [make_agent("heuristic", agent_seed), make_agent("random", agent_seed + 1)]
    state = R.new_game(seed, config)
    step = 0
    while state.decision is not None:
        assert step < MAX_DECISIONS
        action = agents[state.decision.player].act(R, state)
        advanced = apply_to_clone(R, state, action)
        R.apply(state, action)
        assert state == advanced
        check_everything(state, seed + step)
        step += 1
    assert R.replay(seed, config, state.history) == state


# -- many complete games, cheap invariants ---------------------------------------------------------------------
def test_two_thousand_games():
    """Seeds 0..1999 over random Supplies: random-vs-random, heuristic-vs-random and heuristic-vs-heuristic;
    card conservation and non-negative counters after every action, termination, and a replay every 50th game."""
    for seed in range(2000):
        kind = seed % 4
        names = (("random", "random"), ("heuristic", "random"), ("random", "heuristic"),
                 ("heuristic", "heuristic"))[kind]
        agents = [make_agent(names[0], seed * 2), make_agent(names[1], seed * 2 + 1)]
        config = {"supply": "random"}
        state = R.new_game(seed, config, log=False)
        n = len(state.card_types)
        zones = state.zones
        counters = state.counters
        decisions = 0
        while state.decision is not None:
            R.apply(state, agents[state.decision.player].act(R, state))
            decisions += 1
            assert sum(map(len, zones.values())) == n, f"game {seed}: card count changed at decision {decisions}"
            assert min(counters["actions"], counters["buys"], counters["industry"], counters["lostech"]) >= 0, \
                f"game {seed}: a negative counter at decision {decisions}: {counters}"
            assert decisions < MAX_DECISIONS, f"game {seed} did not end"
        assert_cards_conserved(state)
        assert_counters_nonnegative(state)
        assert R.result(state)["winner"] in (0, 1, None)
        if seed % 50 == 0:
            assert R.replay(seed, config, state.history, log=False) == state, f"game {seed} does not replay"


# -- illegal actions and determinism --------------------------------------------------------------------------------
def _some_states(count: int = 60):
    """States along a random game, deep decisions included."""
    state = R.new_game(4, {"supply": "random"})
    rnd = random.Random(4)
    out = []
    while state.decision is not None and len(out) < count:
        out.append(state.clone())
        R.apply(state, rnd.choice(state.decision.options))
    return out


def test_illegal_actions_raise_and_change_nothing():
    for state in _some_states():
        before = state.to_json()
        legal = set(state.decision.options)
        candidates = [("buy", "No Such Card"), ("end",), ("done",), ("pass",), ("deploy", "Atlas"), (),
                      ("play", "Basic Factory", "extra"), ("damage", "Infantry Platoon"), ("scrap it", "TANK")]
        for action in candidates:
            if action in legal:
                continue
            with pytest.raises(IllegalAction):
                R.apply(state, action)
            assert state.to_json() == before, f"an illegal {action!r} changed the state"
        with pytest.raises(IllegalAction):
            R.parse_action(state, "fly to the moon")
        assert state.to_json() == before


def test_no_action_after_the_game_is_over():
    state = R.new_game(9, {"supply": "random"})
    rnd = random.Random(9)
    while state.decision is not None:
        R.apply(state, rnd.choice(state.decision.options))
    before = state.to_json()
    with pytest.raises(IllegalAction):
        R.apply(state, ("end",))
    assert state.to_json() == before


@pytest.mark.parametrize("seed", [0, 1, 123456789, 2**40 + 3, -5])
def test_same_seed_and_actions_give_identical_json(seed):
    config = {"supply": "random"}
    state = R.new_game(seed, config)
    rnd = random.Random(seed)
    while state.decision is not None:
        R.apply(state, rnd.choice(state.decision.options))
    text = state.to_json()
    again = R.replay(seed, config, state.history)
    assert again.to_json() == text
    # the actions as they would come back from JSON (lists), applied one by one
    third = R.new_game(seed, config)
    for action in json.loads(json.dumps(state.history)):
        R.apply(third, action)
    assert third.to_json() == text
    # and a fresh set-up alone is byte-identical too
    assert R.new_game(seed, config).to_json() == R.new_game(seed, config).to_json()

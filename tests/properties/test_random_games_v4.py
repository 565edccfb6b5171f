"""Properties of whole random games of Domination v4 (quick-play rules), checked after every action: every card in
exactly one zone, no negative counter, exact and isolated clones, JSON round trips, observations that leak nothing
(hands, draw decks, the face-down Supply Deck); at the end the game is over, scores as the rules say, and replays
bit for bit.  Plus hundreds of complete games (random and heuristic) with the cheap invariants."""
import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mechdeck.games  # noqa: F401
from mechdeck.agents import make_agent
from mechdeck.games.domination_v4.rules import DominationV4
from mechdeck.games.domination_v4.turn import score
from mechdeck.kernel import State

from invariants import SEATS, apply_to_clone, assert_cards_conserved, assert_json_round_trip, observe_hiding_nothing

R = DominationV4()
MAX_DECISIONS = 20_000
NONNEGATIVE = ("actions", "industry", "lostech", "turn")


def assert_counters_nonnegative(state: State) -> None:
    for key in NONNEGATIVE:
        assert state.counters[key] >= 0, f"counter {key} is negative"


def assert_observations_leak_nothing(state: State, salt: int) -> None:
    for seat in SEATS:
        opp = 1 - seat
        view = observe_hiding_nothing(R, state, seat, salt)
        zones = view["zones"]
        for zone in (f"hand{opp}", "deck0", "deck1", "supplydeck", "box"):
            assert zones[zone] == {"count": len(state.zones[zone])}, f"{zone} is not shown as a count"


def check_everything(state: State, salt: int) -> None:
    assert_cards_conserved(state)
    assert_counters_nonnegative(state)
    assert_json_round_trip(state)
    assert_observations_leak_nothing(state, salt)


def assert_row_full(state: State) -> None:
    assert len(state.zones["row"]) == 6 or not state.zones["supplydeck"], "the Supply Row was not refilled"


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(seed=st.integers(min_value=0, max_value=2**63 - 1), first=st.sampled_from([None, 0, 1]),
       picks=st.lists(st.integers(min_value=0, max_value=2**16), min_size=0, max_size=300),
       tail_seed=st.integers(min_value=0, max_value=2**32))
def test_random_game_properties(seed, first, picks, tail_seed):
    config = {} if first is None else {"first_player": first}
    state = R.new_game(seed, config)
    tail = random.Random(tail_seed)
    check_everything(state, seed)
    step = 0
    while state.decision is not None:
        assert step < MAX_DECISIONS, "the game did not end"
        options = state.decision.options
        assert options
        action = options[picks[step] % len(options) if step < len(picks) else tail.randrange(len(options))]
        copy = apply_to_clone(R, state, action)
        R.apply(state, action)
        assert state == copy
        if step % 7 == 0:
            check_everything(state, seed + step)
        else:
            assert_cards_conserved(state)
        assert_row_full(state)
        step += 1
    assert state.stack == []
    assert R.result(state)["winner"] in (0, 1, None)
    assert R.replay(seed, config, state.history) == state


def test_many_games_end_score_and_replay():
    """Seeds 0..299: random-vs-random, heuristic-vs-random and heuristic-vs-heuristic games all end (Supply Deck
    empty or an Overrun pile empty), conserve cards, and score +1 per LosTech card minus Overrun points."""
    for seed in range(300):
        names = (("random", "random"), ("heuristic", "random"), ("random", "heuristic"),
                 ("heuristic", "heuristic"))[seed % 4]
        agents = [make_agent(names[0], seed * 2), make_agent(names[1], seed * 2 + 1)]
        state = R.new_game(seed, {}, log=False)
        n = len(state.card_types)
        decisions = 0
        while state.decision is not None:
            R.apply(state, agents[state.decision.player].act(R, state))
            decisions += 1
            assert sum(map(len, state.zones.values())) == n
            assert decisions < MAX_DECISIONS, f"game {seed} did not end"
        z = state.zones
        assert not z["supplydeck"] or any(not z["pile:" + k] for k in
                                          ("Heavy Casualties", "Raided Supplies", "Critical Hit", "Retreat!"))
        result = R.result(state)
        assert result["scores"] == [score(state, 0), score(state, 1)]
        if seed % 25 == 0:
            assert R.replay(seed, {}, state.history, log=False) == state


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


def test_same_seed_same_game():
    state = R.new_game(5, {})
    rnd = random.Random(5)
    while state.decision is not None:
        R.apply(state, rnd.choice(state.decision.options))
    again = R.new_game(5, {})
    for action in json.loads(json.dumps(state.history)):
        R.apply(again, action)
    assert again.to_json() == state.to_json()

"""Every rule set as an OpenSpiel game (mechdeck.openspiel): registration and loading, OpenSpiel's own consistency
checks, the state methods against the kernel, the secrecy of the information state, bad input, and OpenSpiel's
ISMCTS and MCTS bots playing games to the end through OpenSpiel's API (from late positions here; full-length games
in the slow test and benchmarks/bench_openspiel.py)."""
from __future__ import annotations

import importlib.util
import os
import random
from pathlib import Path

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

import mechdeck  # noqa: E402,F401  (registers every rule set)
from mechdeck.agents import make_agent  # noqa: E402
from mechdeck.env.spiel import MechdeckState  # noqa: E402
from mechdeck.kernel import IllegalAction, RulesError, get_rules, play_out, rule_set_ids  # noqa: E402
from mechdeck.kernel.spaces import CatalogueError  # noqa: E402
from mechdeck.openspiel import game_name, register  # noqa: E402

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_openspiel.py"

# (rule set, seat count, OpenSpiel's random simulations from the first decision: the TCG's random games run to
# thousands of decisions, so it is checked from late positions only)
SETUPS = [("domination-v2.2", 2, 1), ("domination-v4", 2, 1), ("battletech-tcg", 2, 0), ("war-rig", 2, 1),
          ("war-rig", 3, 1), ("war-rig", 4, 1)]
IDS = [f"{r}-{p}" for r, p, _ in SETUPS]


@pytest.fixture(scope="module", autouse=True)
def registered():
    register()


def load(rules_id: str, players: int, seed: int = 0):
    return pyspiel.load_game(game_name(rules_id), {"players": players, "seed": seed})


def late_position(game, seed: int, seat: int, choices: int) -> MechdeckState:
    """A game the heuristic plays through the kernel, wrapped at the decision from which ``seat`` has ``choices``
    decisions with more than one option left to make (so a search bot there has something to search)."""
    rules = game.rules
    state = rules.new_game(seed, game.config, log=False)
    agents = [make_agent("heuristic", seed=seed + s) for s in range(game.seats)]
    choice_points = []
    while state.decision is not None:
        if state.decision.player == seat and len(state.decision.options) > 1:
            choice_points.append(state.clone())
        play_out(rules, state, agents, max_decisions=1)
    return game.state_from(choice_points[-min(choices, len(choice_points))])


def test_every_rule_set_is_registered_and_loads():
    names = register()
    assert names == [game_name(r) for r in rule_set_ids()] == register()   # registering again changes nothing
    from mechdeck.games import SHIPPED_RULE_SETS
    assert {r for r, _, _ in SETUPS} == set(SHIPPED_RULE_SETS)
    for rules_id, players, _ in SETUPS:
        game = load(rules_id, players)
        kind = game.get_type()
        assert kind.chance_mode == pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC
        assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
        assert (kind.min_num_players, kind.max_num_players) == (get_rules(rules_id).min_players,
                                                                get_rules(rules_id).max_players)
        assert game.num_players() == players
        assert game.num_distinct_actions() == len(game.catalogue)
        assert game.information_state_tensor_shape() == [game.encoders[0].size] == game.observation_tensor_shape()


@pytest.mark.parametrize("rules_id, players, from_start", SETUPS, ids=IDS)
def test_openspiel_consistency_checks(rules_id, players, from_start):
    """OpenSpiel's own random-simulation test (legal actions and masks, clones, returns, tensors and strings for every
    seat at every step) from the first decision and from a late position.  Serialisation is not offered."""
    game = load(rules_id, players)
    if from_start:
        pyspiel.random_sim_test(game, num_sims=from_start, serialize=False, verbose=False)
    for seed in (1, 2):
        pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False,
                                specific_initial_state=late_position(game, seed, seed % players, 8))


@pytest.mark.parametrize("rules_id, players, from_start", SETUPS, ids=IDS)
def test_state_methods_follow_the_kernel(rules_id, players, from_start):
    game = load(rules_id, players, seed=3)
    rules, catalogue = game.rules, game.catalogue
    state = late_position(game, 3, 0, 25)
    rng = random.Random(3)
    while not state.is_terminal():
        kernel = state.kernel_state
        seat = kernel.decision.player
        assert state.current_player() == seat
        legal = state.legal_actions()
        assert legal == sorted(catalogue.index_of(o) for o in kernel.decision.options)
        assert all(state.legal_actions(other) == [] for other in range(players) if other != seat)
        action = rng.choice(legal)
        assert state.action_to_string(seat, action) == rules.action_text(catalogue.action_at(action))
        before = state.clone()
        state.apply_action(action)
        assert before.kernel_state.history == state.kernel_state.history[:-1]   # the clone did not move
        assert state.kernel_state.history[-1] == catalogue.action_at(action)
    assert state.current_player() == pyspiel.PlayerId.TERMINAL
    assert state.returns() == list(rules.outcome(state.kernel_state).returns)
    assert sum(state.returns()) == pytest.approx(0.0) and max(state.returns()) == 1.0


@pytest.mark.parametrize("rules_id, players, from_start", SETUPS, ids=IDS)
def test_information_state_holds_nothing_hidden(rules_id, players, from_start):
    """A world re-sampled for a seat (everything it cannot see re-dealt) gives that seat the same information state
    string and tensor, while the worlds and the seats' views do differ (the check can fail)."""
    game = load(rules_id, players, seed=4)
    state = game.new_initial_state()
    rng = random.Random(4)
    step = redealt = differ = 0
    while not state.is_terminal() and step < 300:
        if step % 9 == 0:
            for seat in range(players):
                sample = state.resample_from_infostate(seat, rng.random)
                assert sample.information_state_string(seat) == state.information_state_string(seat)
                assert sample.observation_string(seat) == state.observation_string(seat)
                np.testing.assert_array_equal(sample.information_state_tensor(seat),
                                              state.information_state_tensor(seat))
                redealt += str(sample) != str(state)
            differ += state.information_state_string(0) != state.information_state_string(1)
            differ += state.information_state_tensor(0) != state.information_state_tensor(1)
        state.apply_action(rng.choice(state.legal_actions()))
        step += 1
    assert redealt > 0 and differ > 0


def test_bad_input_is_refused_with_a_clear_error():
    with pytest.raises(RulesError, match="unknown rule set 'chess'"):
        register(["chess"])
    with pytest.raises(RulesError, match="played by 2 to 4 players, not 5"):
        pyspiel.load_game("mechdeck_war_rig", {"players": 5})
    with pytest.raises(RulesError, match="must be a JSON object"):
        pyspiel.load_game("mechdeck_domination_v2_2", {"setup": "[1]"})
    with pytest.raises(RulesError, match="unknown set-up option.*colour"):
        pyspiel.load_game("mechdeck_domination_v2_2", {"setup": '{"colour": 1}'})
    with pytest.raises(RulesError, match="parameter 'players'"):
        pyspiel.load_game("mechdeck_war_rig", {"setup": '{"players": 3}'})
    game = pyspiel.load_game("mechdeck_domination_v2_2", {"setup": '{"supply": "first-game"}'})
    state = game.new_initial_state()
    before = str(state)
    illegal = next(a for a in range(game.num_distinct_actions()) if a not in state.legal_actions())
    with pytest.raises(IllegalAction, match="not a legal action"):
        state.apply_action(illegal)
    with pytest.raises(CatalogueError, match="not an integer from 0 to"):
        state.apply_action(game.num_distinct_actions())
    with pytest.raises(ValueError, match="no seat"):
        state.resample_from_infostate(2, random.random)
    assert str(state) == before and state.history() == []


def test_new_games_follow_the_seed_parameter():
    game = load("war-rig", 2, seed=9)
    first = [str(game.new_initial_state()) for _ in range(2)]
    assert first[0] != first[1]
    again = load("war-rig", 2, seed=9)
    cloned = again.new_initial_state()
    cloned.clone()   # a clone sets up no game of its own: the next new game is still the second of the sequence
    assert [str(cloned), str(again.new_initial_state())] == first
    assert str(load("war-rig", 2, seed=10).new_initial_state()) != first[0]


def _bench():
    spec = importlib.util.spec_from_file_location("bench_openspiel", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("kind", ["ismcts", "mcts"])
@pytest.mark.parametrize("rules_id, players, from_start", SETUPS, ids=IDS)
def test_search_bots_play_to_the_end(kind, rules_id, players, from_start):
    """OpenSpiel's ISMCTS and its MCTSBot (on a determinised world each decision) play a game to its end against
    OpenSpiel's uniform random bot, from a late position of a heuristic game, every seat in turn."""
    bench = _bench()
    game = load(rules_id, players)
    for seat in range(players):
        state = late_position(game, 10 + seat, seat, 6)
        result = bench.play_game(game, state, kind, seat, seed=seat, simulations=6, max_length=20)
        assert state.is_terminal() and result["searched"] > 0
        assert sum(result["returns"]) == pytest.approx(0.0) and max(result["returns"]) == 1.0


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("MECHDECK_SLOW"), reason="full-length games: set MECHDECK_SLOW=1 "
                    "(or run benchmarks/bench_openspiel.py)")
@pytest.mark.parametrize("kind", ["ismcts", "mcts"])
@pytest.mark.parametrize("rules_id, players, from_start", SETUPS, ids=IDS)
def test_search_bots_play_full_games(kind, rules_id, players, from_start):
    bench = _bench()
    game = load(rules_id, players)
    result = bench.play_game(game, game.new_initial_state(), kind, 0, seed=0, simulations=16, max_length=50)
    assert result["searched"] > 20 and sum(result["returns"]) == pytest.approx(0.0)


def test_standing_evaluator_scores_a_cut_playout_by_the_position():
    """mechdeck's evaluator for OpenSpiel's searches: a playout cut before the end is scored by how each seat stands
    (the rule set's evaluation, the margin over the best rival squashed into (-1, 1)), where OpenSpiel's random
    rollouts score it 0; a finished game scores its returns; bad settings are refused."""
    from open_spiel.python.algorithms import mcts

    from mechdeck.agents.mcts import standing
    from mechdeck.openspiel import StandingEvaluator
    game = load("battletech-tcg", 2)
    state = late_position(game, 3, 0, 30)
    rules = game.rules
    points = rules.evaluate(state.kernel_state)
    assert points[0] != points[1]
    value = StandingEvaluator(max_length=0).evaluate(state)
    assert list(value) == pytest.approx([2 * standing(rules, state.kernel_state, s) - 1 for s in range(2)])
    assert value.sum() == pytest.approx(0.0) and np.sign(value[0]) == np.sign(points[0] - points[1])
    assert not mcts.RandomRolloutEvaluator(1, np.random.RandomState(0), max_length=5).evaluate(state).any()
    cut = StandingEvaluator(max_length=20, playout="heuristic", seed=1).evaluate(state)
    assert cut.shape == (2,) and cut.any() and np.all(np.abs(cut) < 1)
    assert [a for a, _ in StandingEvaluator().prior(state)] == state.legal_actions()
    ended = late_position(game, 3, 0, 1)
    while not ended.is_terminal():
        ended.apply_action(ended.legal_actions()[0])
    assert list(StandingEvaluator().evaluate(ended)) == ended.returns()
    for bad in ({"max_length": -1}, {"max_length": "50"}, {"playout": "alphazero"}):
        with pytest.raises(ValueError):
            StandingEvaluator(**bad)


@pytest.mark.parametrize("kind", ["ismcts", "mcts"])
def test_search_bots_with_the_standing_evaluator_play_the_tcg_to_the_end(kind):
    bench = _bench()
    game = load("battletech-tcg", 2)
    state = late_position(game, 12, 1, 6)
    result = bench.play_game(game, state, kind, 1, seed=2, simulations=6, max_length=20, evaluator_kind="standing",
                             playout="heuristic")
    assert state.is_terminal() and result["searched"] > 0 and sorted(result["returns"]) == [-1.0, 1.0]

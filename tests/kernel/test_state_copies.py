"""A State is an ordinary Python object to its users whatever the build (setup.py may compile it): clone,
copy.deepcopy and pickle all give an equal, independent state, at a decision deep in a game of every rule set."""
import copy
import pickle

import pytest

import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.agents import make_agent
from mechdeck.kernel import get_rules, rule_set_ids


def mid_game(rules_id: str, decisions: int = 120):
    rules = get_rules(rules_id)
    state = rules.new_game(5, {})
    bot = make_agent("heuristic", 1)
    for _ in range(decisions):   # a short game (the tests' Tiny Skirmish) stops at its last decision
        after = rules.child(state, bot.act(rules, state))
        if after.decision is None:
            break
        state = after
    return rules, state


@pytest.mark.parametrize("rules_id", rule_set_ids())
def test_clone_deepcopy_and_pickle_are_equal_and_independent(rules_id):
    rules, state = mid_game(rules_id)
    for made in (state.clone(), copy.deepcopy(state), pickle.loads(pickle.dumps(state))):
        assert made == state and made is not state
        assert made.to_json() == state.to_json()
        rules.apply(made, made.decision.options[0])  # moving the copy on leaves the original as it was
        assert made != state
    assert state == pickle.loads(pickle.dumps(state))

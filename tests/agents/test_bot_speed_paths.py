"""The bots' fast paths decide exactly as the slow ones would: a single option is answered at once (the Action phase
will soon ask even when its only option is "end"), a policy is bound once per rule set, and the Domination policies'
public-zone reading of whose cards a damage or discard decision takes agrees with the decision's targets."""
import pytest

from mechdeck.agents import make_agent
from mechdeck.games.domination.bot import names_from
from mechdeck.games.domination.core import HAND, REVEAL, UNITS
from mechdeck.kernel import Decision, RuleSet, State, get_rules


class _Spy:
    """A policy that counts the decisions it is asked."""

    def __init__(self):
        self.asked = 0

    def act(self, rules, state):
        self.asked += 1
        return state.decision.options[-1]


class _SpyRules(RuleSet):
    id = "spy"

    def __init__(self):
        self.policy = _Spy()

    def heuristic_policy(self, seed):
        return self.policy


def _waiting(options):
    state = State("spy")
    state.decision = Decision(0, options, "choose", "action")
    return state


def test_heuristic_answers_a_single_option_without_asking_its_policy():
    rules = _SpyRules()
    agent = make_agent("heuristic", 1)
    only = _waiting((("end",),))
    assert agent.act(rules, only) is only.decision.options[0]
    assert rules.policy.asked == 0
    two = _waiting((("deploy", "Atlas"), ("end",)))
    assert agent.act(rules, two) is two.decision.options[1]
    assert rules.policy.asked == 1


def test_random_bot_answers_a_single_option_with_it():
    agent = make_agent("random", 3)
    only = _waiting((("end",),))
    assert agent.act(_SpyRules(), only) is only.decision.options[0]


def test_heuristic_binds_each_rule_set_policy_once_and_switches_between_rule_sets():
    """The bound policy follows the rule set of each decision; a rule set met again gets its first policy back."""
    first, second = _SpyRules(), _SpyRules()
    second.id = "spy-2"
    agent = make_agent("heuristic", 1)
    two = _waiting((("a",), ("b",)))
    for rules in (first, second, first, first, second):
        agent.act(rules, two)
    assert (first.policy.asked, second.policy.asked) == (3, 2)


def _decisions(rules_id, kinds, games=40):
    """(state, decision) at every decision of ``kinds`` in heuristic self-play (states cloned)."""
    rules = get_rules(rules_id)
    found = []
    for seed in range(games):
        state = rules.new_game(seed, {}, log=False)
        bots = (make_agent("heuristic", seed), make_agent("heuristic", seed + 1))
        while state.decision is not None:
            decision = state.decision
            if decision.kind in kinds and len(decision.options) > 1:
                found.append(state.clone())
            rules.apply(state, bots[decision.player].act(rules, state))
    return rules, found


@pytest.mark.parametrize("rules_id", ["domination-v2.2", "domination-v4"])
def test_whose_cards_a_decision_takes_agree_with_the_targets(rules_id):
    """A ``damage`` decision takes one of the decider's own units and a ``damage-opponent`` one the other player's
    (the kind says it, so bots need no targets); names_from reads whether a discard pick takes from the hand from
    the zones the decider sees.  Each answer must be the targets' ("zone", ...) in every case met."""
    rules, states = _decisions(rules_id, {"damage", "damage-opponent", "pick"})
    checked = {"damage": 0, "damage-opponent": 0, "pick": [0, 0]}
    for state in states:
        decision = state.decision
        me = decision.player
        targets = rules.option_targets(state, decision.options[0])
        if decision.kind in ("damage", "damage-opponent"):
            victim = me if decision.kind == "damage" else 1 - me
            assert ("zone", UNITS[victim]) in targets, (decision, targets)
            checked[decision.kind] += 1
        elif decision.options[0][0] == "discard":
            expected = ("zone", HAND[me]) in targets
            assert names_from(state, decision.options, HAND[me], REVEAL, rules) is expected, (decision, targets)
            checked["pick"][expected] += 1
    # Both kinds of damage occur, and discards from the hand, so neither branch goes untested.
    assert checked["damage"] and checked["damage-opponent"] and checked["pick"][True], checked

"""The kernel's play-out loop (what simulations and MCTS playouts run): the same game as applying each bot's action
with ``rules.apply``, the same refusal of an unlisted action, and its decision limit and seat record."""
import pytest

import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.agents import make_agent
from mechdeck.kernel import IllegalAction, count_actions, get_rules, play_out, rule_set_ids


def _agents(seed: int):
    return make_agent("heuristic", seed), make_agent("random", seed + 1)


@pytest.mark.parametrize("rules_id", rule_set_ids())
def test_play_out_plays_the_game_apply_plays(rules_id):
    rules = get_rules(rules_id)
    by_apply = rules.new_game(5, log=False)
    agents = _agents(5)
    seats = []
    while by_apply.decision is not None:
        seats.append(by_apply.decision.player)
        rules.apply(by_apply, agents[by_apply.decision.player].act(rules, by_apply))
    by_loop = rules.new_game(5, log=False)
    recorded = []
    made = play_out(rules, by_loop, _agents(5), seats=recorded)
    assert by_loop == by_apply
    assert made == len(by_apply.history) == len(recorded)
    assert recorded == seats


def test_play_out_stops_after_max_decisions():
    rules = get_rules("domination-v2.2")
    state = rules.new_game(3, log=False)
    assert play_out(rules, state, _agents(3), max_decisions=7) == 7
    assert len(state.history) == 7 and state.decision is not None


class _Cheat:
    def act(self, rules, state):
        return ("buy", "Atlas")


def test_play_out_refuses_an_unlisted_action_and_changes_nothing():
    rules = get_rules("domination-v2.2")
    state = rules.new_game(3, log=False)
    before = state.clone()
    with pytest.raises(IllegalAction, match="not a legal action"):
        play_out(rules, state, (_Cheat(), _Cheat()))
    assert state == before


def test_count_actions_tallies_arguments_by_verb_and_seat():
    history = [("buy", "Mad Cat"), ("done",), ("deploy", "Jenner"), ("buy", "Mad Cat"), ("buy", "Atlas"),
               ("play", "Mad Cat"), ("buy", "Mad Cat")]
    seats = [0, 0, 1, 0, 1, 1, 1]
    counts = count_actions(history, seats, {"buy": "bought", "deploy": "deployed"}, 2)
    assert counts == {"bought": [{"Mad Cat": 2}, {"Atlas": 1, "Mad Cat": 1}], "deployed": [{}, {"Jenner": 1}]}
    assert list(counts["bought"][1]) == ["Atlas", "Mad Cat"]  # first bought first (the results file's order)
    assert count_actions([], [], {"buy": "bought"}, 3) == {"bought": [{}, {}, {}]}

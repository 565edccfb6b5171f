"""What the presentation tells every front end of a War Rig game (issue 19, item 4): the round counted against the
round limit ("3 of 15"), each seat's influence (its score), and at the end why the game ended: the round limit with
its tie-breaks in words, or the victory condition met."""
import random

import mechdeck  # noqa: F401  (registers the rule sets)
from mechdeck.games.war_rig.layout import ROUND
from mechdeck.games.war_rig.victory import VICTORY, WINNER
from mechdeck.kernel import get_rules
from mechdeck.kernel.presentation import present

R = get_rules("war-rig")


def finished(seed, players=2):
    state = R.new_game(seed, {"players": players})
    rnd = random.Random(seed)
    limit = R.layout(state).round_limit
    while state.decision is not None:
        view = present(R, state, state.decision.player)
        shown = {(c["key"], c["owner"]): c["value"] for c in view["counters"]}
        assert shown[("round", -1)] == f"{state.counters[ROUND]} of {limit}"
        assert [v for (key, _), v in sorted(shown.items(), key=lambda kv: kv[0][1]) if key == "influence"] == \
            list(R.scores(state))
        R.apply(state, rnd.choice(state.decision.options))
    return state


def test_the_round_is_counted_against_the_limit_and_the_round_limit_end_is_explained():
    state = finished(1, 3)
    outcome = present(R, state, 0)["outcome"]
    assert R.result(state)["victory"] == "round_limit"
    limit = R.layout(state).round_limit
    assert outcome["reason"] == (
        f"the round limit ({limit} rounds) was reached with no victory condition met: the most influence wins, ties "
        "going to the player with fewer burning sites, then the player holding more cubes (on its squads and in its "
        "Supply Depot); players still tied share their place")
    assert outcome["scores"] == list(R.scores(state)) and outcome["score_label"] == "Influence"


def test_a_victory_condition_met_is_named():
    state = finished(2)
    state.counters[WINNER], state.counters[VICTORY] = 1, "dominate"   # as victory.py records a victory
    reason = present(R, state, 0)["outcome"]["reason"]
    assert reason == "P2 wins by Dominate all resources (control undeniably all 3 resource-rich Basic Locations)"

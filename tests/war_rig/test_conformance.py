"""The kernel conformance checks (tests/conformance/checks.py) on War Rig at 2, 3 and 4 seats: random legal games
reach the round limit keeping every invariant (clone, JSON, replay, every option applies, unlisted actions refused,
views by visibility, determinisation keeps the view), the secrecy oracle finds no leak of face-down plans or
catalogues, and the oracle does catch a War Rig that leaks them."""
from __future__ import annotations

import pytest

from mechdeck.games.war_rig.rules import RULES_ID
from mechdeck.kernel import get_rules

from conformance.checks import no_knowledge, secrecy_violations
from conformance.test_random_games import play_checked
from conformance.test_secrecy import hand_ids_in_a_counter, leaking, log_every_hand, positions

GAMES = 6


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant(players):
    rules = get_rules(RULES_ID)
    for game in range(GAMES):
        outcome, leaks = play_checked(rules, players, game)
        assert leaks == [], leaks[:5]
        assert len(outcome.ranks) == players
        assert outcome.reason   # the round limit, or a victory (random bots seldom build a rig)


@pytest.mark.parametrize("leak", [log_every_hand, hand_ids_in_a_counter])
def test_the_oracle_catches_a_war_rig_that_leaks_hidden_cards(leak):
    honest = get_rules(RULES_ID)
    leaky = leaking(honest, leak)
    clean = caught = 0
    for seed, state in positions(honest, 3, games=3):
        if secrecy_violations(honest, state, seed, no_knowledge):
            continue
        clean += 1
        caught += bool(secrecy_violations(leaky, state, seed, no_knowledge))
        if clean == 20:
            break
    assert clean == 20 and caught >= 2, (clean, caught)

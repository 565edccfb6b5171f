"""The secrecy oracle (checks.py) on every rule set: positions that differ only in cards a seat may not see must
show that seat the same things, and the oracle itself is shown to catch a rule set that leaks (a mutation made by
the test: hands logged to everyone, hand card ids in a public counter)."""
from __future__ import annotations

import random
from itertools import islice

import pytest

import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.kernel import OWNER, get_rules

from conformance.checks import CONFIGS, seat_counts, secrecy_violations

GAMES = 12
CLEAN_POSITIONS = 20   # positions the leak tests look at
EVERY = 7   # the oracle runs at every 7th decision of those games
MOST = 150  # positions per test at most (a TCG position costs about 40 ms of the oracle)
MOST_FOR = {"war-rig": 60}   # a War Rig position costs about 200 ms (N seats' views of a board game)


def positions(rules, players: int, games: int = GAMES):
    """Decision points along random games, at most MOST (the state is handed out and then played on)."""
    handed = 0
    most = MOST_FOR.get(rules.id, MOST)
    for game in range(games):
        config = CONFIGS.get(rules.id, lambda r, g: {})(rules, game)
        if players != rules.min_players:
            config["players"] = players
        state = rules.new_game(game, config)
        pick = random.Random(game)
        step = 0
        while state.decision is not None:
            if step % EVERY == game % EVERY:
                yield game * 10_000 + step, state
                handed += 1
                if handed == most:
                    return
            rules.apply(state, pick.choice(state.decision.options))
            step += 1


def leaking(rules, leak):
    """A rule set of the same class whose ``apply`` also runs ``leak(rules, state)`` after every action."""
    honest = type(rules)

    class Leaky(honest):
        def apply(self, state, action):
            honest.apply(self, state, action)
            leak(self, state)

    return Leaky()


def hands(rules, state):
    """The zones each seat sees alone (OWNER visibility: hands)."""
    return [zone for zone in state.zones if rules.zone_visibility(zone)[0] == OWNER]


def log_every_hand(rules, state):
    for zone in hands(rules, state):
        state.say(f"{zone}: " + ", ".join(rules.card_name(state.card_types[c]) for c in state.zones[zone]))


def hand_ids_in_a_counter(rules, state):
    state.counters["leak"] = tuple(c for zone in hands(rules, state) for c in state.zones[zone])


@pytest.mark.parametrize("rules_id,players", seat_counts())
def test_no_seat_is_shown_anything_that_depends_on_hidden_cards(rules_id, players):
    rules = get_rules(rules_id)
    found = list(islice((f"{seed}: {d}" for seed, state in positions(rules, players)
                         for d in secrecy_violations(rules, state, seed)), 5))
    assert found == [], f"differences, e.g. {found}"


@pytest.mark.parametrize("leak", [log_every_hand, hand_ids_in_a_counter])
@pytest.mark.parametrize("rules_id,players", seat_counts())
def test_the_oracle_catches_a_leaking_rule_set(rules_id, players, leak):
    """At positions where the honest rule set passes the oracle, the leaking one must fail it at some of them."""
    honest = get_rules(rules_id)
    leaky = leaking(honest, leak)
    clean = caught = 0
    for seed, state in positions(honest, players, games=GAMES):
        if secrecy_violations(honest, state, seed):
            continue   # a difference the honest rule set already shows: no evidence either way
        clean += 1
        caught += bool(secrecy_violations(leaky, state, seed))
        if clean == CLEAN_POSITIONS:
            break
    assert clean == CLEAN_POSITIONS, f"only {clean} positions where the honest rule set passes"
    assert caught >= clean // 10, f"the oracle caught the leak at only {caught} of {clean} positions"

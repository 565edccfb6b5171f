"""Random legal games of every registered rule set (Tiny Skirmish included, conftest.py) at each seat count it
allows: the cheap invariants after every action, the expensive ones on a deterministic sample of steps, the outcome
and an exact replay at the end.  A new rule set is covered by registering it."""
from __future__ import annotations

import json
import random

import pytest

import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.agents import make_agent
from mechdeck.kernel import IllegalAction, get_rules

from conformance.checks import (CONFIGS, HEURISTIC, MAX_DECISIONS, SIGNED, apply_checking_clone,
                                assert_board_sound, assert_cards_conserved, assert_decision_well_formed,
                                assert_determinize_keeps_the_view, assert_every_option_applies,
                                assert_json_round_trip, assert_nothing_negative, assert_outcome,
                                assert_unlisted_actions_refused, assert_view_follows_visibility,
                                placed_cards, seat_counts, secrecy_violations)

GAMES = 200    # per rule set and seat count, in CHUNKS test items (each well under a minute)
# A board game's random game takes about a second with its checks, a card game's a few milliseconds: fewer of them
# keep the suite within its time (War Rig's own conformance and scenario tests cover it further).
GAMES_FOR = {"war-rig": 16}
CHUNKS = 8
REPLAY_EVERY = 10
def config_for(rules, players: int, game: int) -> dict:
    """The set-up of game ``game``: the profile's options, and the seat count where it is not the default (a config
    without ``players`` has min_players seats)."""
    config = CONFIGS.get(rules.id, lambda r, g: {})(rules, game)
    if players != rules.min_players:
        config["players"] = players
    return config


def bots_for(rules, players: int, game: int) -> list:
    """Random bots; where the heuristic plays the rule set, it takes each seat in about half the games."""
    heuristic = rules.id in HEURISTIC
    names = ["heuristic" if heuristic and random.Random(game * 31 + seat).random() < 0.5 else "random"
             for seat in range(players)]
    return [make_agent(name, game * 8 + seat) for seat, name in enumerate(names)]


def sampled(step: int, game: int) -> bool:
    """The steps that get the expensive checks: about 1.5^k apart (early steps densely, a long game's late steps
    too), shifted per game, so about a dozen a game."""
    shifted = step + game % 5
    return shifted < 3 or any(shifted == int(1.5 ** k) for k in range(4, 24))


def play_checked(rules, players: int, game: int) -> tuple:
    config = config_for(rules, players, game)
    state = rules.new_game(game, config)
    assert state.to_json() == rules.new_game(game, config).to_json(), "the same seed set up a different game"
    assert rules.seat_count(state) == players
    bots = bots_for(rules, players, game)
    signed = SIGNED.get(rules.id, ())
    n = len(state.card_types)
    step = 0
    leaks: list[str] = []
    while state.decision is not None:
        assert step < MAX_DECISIONS, f"game {game} did not end"
        assert_decision_well_formed(rules, state)
        action = bots[state.decision.player].act(rules, state)
        assert action in state.decision.options, f"the bot chose an unlisted action {action!r}"
        if sampled(step, game):
            assert_json_round_trip(state)
            assert_unlisted_actions_refused(rules, state)
            assert_every_option_applies(rules, state)
            for viewer in range(players):
                assert_view_follows_visibility(rules, state, viewer)
                assert_determinize_keeps_the_view(rules, state, viewer, game * 1000 + step)
            leaks += [f"game {game} step {step}: {d}" for d in secrecy_violations(rules, state, game + step)]
            apply_checking_clone(rules, state, action)
        else:
            rules.apply(state, action)
        step += 1
        assert len(placed_cards(rules, state)) == n, f"game {game}: the card count changed at step {step}"
        assert_nothing_negative(state, signed)
        assert_board_sound(rules, state)
    assert_cards_conserved(rules, state)
    outcome = assert_outcome(rules, state)
    with pytest.raises(IllegalAction):
        rules.apply(state, ("end",))
    if game % REPLAY_EVERY == 0:   # the actions as they come back from JSON (lists), each checked for legality
        again = rules.replay(game, config, json.loads(json.dumps(state.history)))
        assert again.to_json() == state.to_json(), f"game {game} does not replay"
    return outcome, leaks


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("rules_id,players", seat_counts())
def test_random_games_keep_every_invariant(rules_id, players, chunk):
    rules = get_rules(rules_id)
    first_places = [0] * players
    leaks: list[str] = []
    for game in range(chunk, GAMES_FOR.get(rules_id, GAMES), CHUNKS):
        outcome, found = play_checked(rules, players, game)
        leaks += found
        if outcome.winner is not None:
            first_places[outcome.winner] += 1
    assert leaks == [], f"{len(leaks)} secrecy differences, e.g. {leaks[:5]}"
    assert sum(first_places) > 0, f"no game of {GAMES_FOR.get(rules_id, GAMES) // CHUNKS} had a winner"

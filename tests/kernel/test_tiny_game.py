"""Tiny Skirmish (tests/conformance/tiny_game.py), the test rule set with board pieces, dice and 2-4 seats: random
games end for every seat count, clones, JSON and replays are exact, hidden hands stay hidden, its scenario files
run, and it is registered for the tests only."""
import random
import subprocess
import sys
from pathlib import Path

import pytest

from conformance.tiny_game import RULES_ID, register_tiny, topology
from mechdeck.kernel import RulesError, State, get_rules
from mechdeck.kernel.scenario import ScenarioError, read_file, verify

register_tiny()
RULES = get_rules(RULES_ID)
SCENARIOS = sorted((Path(__file__).parents[1] / "conformance" / "scenarios").glob("*.yaml"))


def random_game(players: int, seed: int) -> State:
    state = RULES.new_game(seed, {"players": players})
    choose = random.Random(seed)
    while state.decision is not None:
        RULES.apply(state, choose.choice(state.decision.options))
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_end_with_a_rank_for_every_seat(players):
    endings = set()
    for seed in range(60):
        state = random_game(players, seed)
        outcome = RULES.outcome(state)
        assert len(outcome.ranks) == players and abs(sum(outcome.returns)) < 1e-9
        assert topology(players).problems(state.board, players) == []
        assert sorted(c for cards in state.zones.values() for c in cards) == list(range(15))
        endings.add(outcome.reason.split(" ")[-1])
    assert endings == {"keep", "points"}   # both ways to end a game are reached


@pytest.mark.parametrize("players", [2, 3, 4])
def test_clone_json_and_replay_are_exact_at_every_decision(players):
    state = RULES.new_game(7, {"players": players})
    choose = random.Random(7)
    while state.decision is not None:
        copy = state.clone()
        assert copy == state and State.from_json(state.to_json()) == state
        action = choose.choice(state.decision.options)
        RULES.apply(state, action)
        assert copy != state   # the clone did not move with the original
    assert RULES.replay(7, {"players": players}, state.history) == state


def test_decisions_have_kinds_and_options_name_their_targets():
    state = RULES.new_game(3, {"players": 3})
    kinds = set()
    choose = random.Random(3)
    while state.decision is not None:
        decision = state.decision
        kinds.add(decision.kind)
        for option in decision.options:
            targets = dict(RULES.option_targets(state, option))
            if option[0] == "move":
                assert topology(3).pieces[targets["piece"]] == option[1] and targets["node"] >= 0
            elif option[0] == "play":
                assert targets["card"] in state.zones[f"hand:{decision.player}"] and targets["type"] == str(option[1])
        RULES.apply(state, choose.choice(decision.options))
    assert kinds == {"move", "play"}


def test_a_seat_sees_its_own_hand_and_only_the_count_of_others():
    state = RULES.new_game(5, {"players": 3})
    view = RULES.observe(state, 1)
    assert view["zones"]["hand:1"] == [str(state.card_types[c] + 1) for c in state.zones["hand:1"]]
    assert view["zones"]["hand:0"] == {"count": 3} and view["zones"]["deck"] == {"count": 6}
    assert [p["owner"] for p in view["board"]["pieces"]] == [0, 0, 1, 1, 2, 2]


def test_determinize_keeps_what_the_viewer_knows_and_redeals_the_rest():
    state = RULES.new_game(5, {"players": 3})
    worlds = [RULES.determinize(state, 0, seed) for seed in range(20)]
    assert all(w.zones["hand:0"] == state.zones["hand:0"] and w.board == state.board for w in worlds)
    assert all(RULES.observe(w, 0) == RULES.observe(state, 0) for w in worlds)
    assert len({tuple(w.zones["hand:1"]) for w in worlds}) > 1


@pytest.mark.parametrize("players", [1, 5, "3"])
def test_a_seat_count_outside_two_to_four_is_refused(players):
    with pytest.raises(RulesError, match=f"tiny-skirmish is played by 2 to 4 players, not {players!r}"):
        RULES.new_game(0, {"players": players})


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.name)
def test_scenario_files(path):
    state, problems = verify(read_file(path), str(path))
    assert problems == []


def test_a_wrong_expectation_and_a_seat_beyond_the_game_are_reported():
    text = read_file(SCENARIOS[0])
    assert verify(text.replace("ranks: [3, 1, 2]", "ranks: [1, 3, 2]"))[1]
    with pytest.raises(ScenarioError, match="expected a seat P1 to P3, got 'P4'"):
        verify(text.replace("active: P2", "active: P4"))


def test_mechdeck_rules_does_not_list_it():
    listed = subprocess.run([sys.executable, "-c", "import sys; from mechdeck.interfaces.cli import main; "
                             "sys.argv = ['mechdeck', 'rules']; main()"], capture_output=True, text=True, check=True)
    assert "domination-v2.2" in listed.stdout and RULES_ID not in listed.stdout


def test_a_hidden_pile_played_open_shows_its_top_to_every_seat(monkeypatch):
    """``RuleSet.top_face_up`` (the TCG's Judith Faber): while a rule plays a hidden pile with its top card face up,
    every seat's observation and presentation show that card, and only its count otherwise."""
    from conformance.tiny_game import DECK
    from mechdeck.kernel.presentation import present
    state = RULES.new_game(5, {"players": 2})
    top = RULES.card_name(state.card_types[state.zones[DECK][-1]])

    def deck_area(seat):
        return next(a for a in present(RULES, state, seat)["areas"] if DECK in a["zones"])
    assert "top" not in RULES.observe(state, 0)["zones"][DECK] and "top" not in deck_area(0)
    monkeypatch.setattr(RULES, "top_face_up", lambda state, zone: zone == DECK)
    for seat in (0, 1):
        assert RULES.observe(state, seat)["zones"][DECK] == {"count": len(state.zones[DECK]), "top": top}
        assert deck_area(seat)["top"] == top and "pieces" not in deck_area(seat)

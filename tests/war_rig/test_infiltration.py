"""War Rig's Rival Base actions and hidden information (W-R60 ...): a card the spy looked at is named to the spy
alone in every seat's observation and presentation, the stolen record shows a locked marker without naming a
face-down card, determinisation keeps what a seat knows and re-deals the rest, and the secrecy oracle of the
conformance suite finds no leak in positions after Espionage."""
from __future__ import annotations

import json

import pytest

from mechdeck.games.war_rig.layout import plans_zone, stolen_zone
from mechdeck.games.war_rig.rules import RULES_ID
from mechdeck.kernel import get_rules
from mechdeck.kernel.knowledge import known
from mechdeck.kernel.presentation import present
from mechdeck.kernel.scenario import load

from conformance.checks import secrecy_violations

DT = plans_zone(1, "deep_trenches")

SPY = """
rules: war-rig
players: 3
squads:
  1.1: {at: home_2}
plans: {P1: [Autocannon, Lift Thrusters], P2: [Bore Drill, Mortar], P3: [Crawler Tracks]}
dice: [unlock]
do:
  - activate 1.1
  - espionage 1.1 deep_trenches 2
expect: {}
"""


@pytest.fixture(scope="module")
def rules():
    return get_rules(RULES_ID)


def told_of_p2(rules, state, seat) -> str:
    """What ``seat`` is told beyond its own catalogues (which name every card): P2's plans area, the log and the
    decision of its presentation, and the observation without the seat's own zones."""
    view = present(rules, state, seat)
    plans = next(a for a in view["areas"] if a["id"] == "plans:1")
    seen = rules.observe(state, seat)
    seen["zones"] = {z: v for z, v in seen["zones"].items() if not z.split(":")[1:2] == [str(seat)]}
    return json.dumps([plans, view["log"], view["decision"], seen])


def test_face_down_plans_are_offered_to_the_spy_by_place_only(rules):
    state = load(SPY.replace("  - espionage 1.1 deep_trenches 2\n", ""))
    options = [o for o in state.decision.options if o[0] == "espionage"]
    assert {("espionage", "1.1", "deep_trenches", "1"), ("espionage", "1.1", "deep_trenches", "2")} <= set(options)
    assert not any("Mortar" in o or "Bore Drill" in o for o in options)
    mortar = state.zones[DT][1]
    refs = rules.option_targets(state, ("espionage", "1.1", "deep_trenches", "2"))
    assert ("ref", f"{DT}#1") in refs and ("card", mortar) not in refs
    view = present(rules, state, 0)
    assert "Mortar" not in json.dumps(view["decision"]) and "Bore Drill" not in json.dumps(view["decision"])


def test_a_card_looked_at_is_named_to_the_spy_alone(rules):
    state = load(SPY)
    mortar = state.zones[DT][1]
    assert known(state, 0) == (mortar,) and known(state, 2) == ()
    assert rules.observe(state, 0)["zones"][DT] == [None, "Mortar"]   # the spy knows the second card only
    assert rules.observe(state, 1)["zones"][DT] == ["Bore Drill", "Mortar"]
    assert rules.observe(state, 2)["zones"][DT] == [None, None]
    spy = present(rules, state, 0)
    assert "Mortar" in spy["decision"]["prompt"] and "it is Mortar" in spy["log"]
    assert "Mortar" not in told_of_p2(rules, state, 2)
    assert "Mortar" not in "".join(text for who, text in state.log if who == -1)


def test_the_stolen_record_shows_the_marker_and_names_the_card_to_thief_and_owner_only(rules):
    state = load(SPY)
    rules.apply(state, ("roll-green", "1.1"))
    mortar = state.zones[DT][1]
    assert state.zones[stolen_zone(0)] == [mortar] and mortar in state.zones[DT]   # the card stays P2's
    assert rules.observe(state, 0)["zones"][stolen_zone(0)] == ["Mortar"]
    assert rules.observe(state, 1)["zones"][stolen_zone(0)] == ["Mortar"]
    assert rules.observe(state, 2)["zones"][stolen_zone(0)] == [None]
    assert rules.face_down(state, mortar)   # stealing does not turn it face up
    assert "Mortar" not in told_of_p2(rules, state, 2)


def test_determinize_keeps_what_the_viewer_knows_and_moves_records_with_the_places(rules):
    state = load(SPY)
    rules.apply(state, ("roll-green", "1.1"))
    mortar = state.zones[DT][1]
    names = set()
    for seed in range(30):
        spy = rules.determinize(state, 0, seed)
        assert spy.zones[DT][1] == mortar   # known to the spy: never re-dealt
        other = rules.determinize(state, 2, seed)
        marked = other.zones[DT][1]
        assert other.zones[stolen_zone(0)] == [marked]   # the marker stays on the card in that place
        assert known(other, 0) == (marked,)
        names.add(rules.card_name(other.card_types[marked]))
        for seat, world in ((0, spy), (2, other)):
            assert rules.observe(world, seat) == rules.observe(state, seat)
    assert len(names) > 1   # P3 does not know which card carries the marker


def test_a_face_up_card_is_never_re_dealt(rules):
    state = load(SPY.replace("dice: [unlock]", "dice: []").replace("deep_trenches 2", "deep_trenches 1"))
    rules.apply(state, ("turn-face-up", "1.1"))
    bore_drill = state.zones[DT][0]
    for seed in range(10):
        assert rules.determinize(state, 2, seed).zones[DT][0] == bore_drill


@pytest.mark.parametrize("action", [("roll-green", "1.1"), ("stop",)])
def test_the_secrecy_oracle_finds_no_leak_after_espionage(rules, action):
    state = load(SPY if action[0] == "roll-green" else SPY.replace("dice: [unlock]", "dice: []"))
    rules.apply(state, action)
    seen = 0
    while state.decision is not None and seen < 40:
        if state.decision.player != 0:
            assert secrecy_violations(rules, state, seen) == []
            seen += 1
        rules.apply(state, next((o for o in state.decision.options if o[0] in ("end", "done")),
                                state.decision.options[0]))
    assert seen >= 10

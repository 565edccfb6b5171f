"""War Rig's Drive and Fire (rig.py) beyond the scenario files (scenarios/rig/): the structured targets of every option
they ask, and positions in the middle of an attack surviving clone and JSON exactly."""
from __future__ import annotations

from pathlib import Path

import pytest

from mechdeck.kernel import State, get_rules
from mechdeck.kernel.scenario import load

from mechdeck.games.war_rig.rules import RULES_ID

SCENARIOS = Path(__file__).parent / "scenarios" / "rig"


@pytest.fixture
def rules():
    return get_rules(RULES_ID)


def position(name: str, steps: int) -> State:
    """The scenario file's position after its first ``steps`` actions (its checks are the file's business)."""
    text = (SCENARIOS / name).read_text()
    head, _, body = text.partition("\ndo:\n")
    actions = [line for line in body.splitlines() if line.startswith("  - ") and "expect" not in line][:steps]
    return load(head + "\ndo:\n" + "\n".join(actions) + "\nexpect: {}\n")


def test_drive_and_ride_options_name_the_squads_the_rig_and_the_nodes(rules):
    state = position("drive-riders.yaml", 4)
    layout, topo = rules.layout(state), rules.topology(state)
    assert state.decision.kind == "ride"
    assert rules.option_targets(state, ("ride", "1.2")) == (("piece", layout.piece_id["1.2"]),)
    assert rules.option_targets(state, ("depart", "rig 1")) == (("piece", layout.rig_ids[0]),)
    assert rules.option_targets(state, ("drive", "1.1", "wastes", "oil_sands")) == (
        ("piece", layout.piece_id["1.1"]), ("node", topo.node_id["wastes"]), ("node", topo.node_id["oil_sands"]))


def test_fire_options_name_the_squad_the_weapon_site_and_the_target(rules):
    state = position("fire-rig-targeting-lower.yaml", 1)
    layout = rules.layout(state)
    assert ("fire", "1.1", "U1", "rig 2") in state.decision.options
    assert rules.option_targets(state, ("fire", "1.1", "U1", "rig 2")) == (
        ("piece", layout.piece_id["1.1"]), ("piece", layout.piece_id["U1 1"]), ("piece", layout.rig_ids[1]))
    state = position("fire-rig-targeting-lower.yaml", 2)
    assert state.decision.kind == "target-part" and state.decision.player == 1
    assert [rules.option_targets(state, o) for o in state.decision.options] == [
        (("piece", layout.piece_id["D 2"]),), (("piece", layout.piece_id["L 2"]),)]


@pytest.mark.parametrize("name, steps, kind", [
    ("fire-reroll-two-tiers-lighter.yaml", 3, "reroll"),
    ("fire-mortar-splash-onto-a-squad.yaml", 2, "splash"),
    ("fire-arc-lance-adjacent-site.yaml", 2, "target-part"),
    ("fire-mortar-incendiary-squad.yaml", 2, "surrender"),
    ("drive-two-links-each-entry-a-repel-check.yaml", 2, "repel"),
])
def test_a_half_resolved_drive_or_attack_survives_clone_and_json(rules, name, steps, kind):
    state = position(name, steps)
    assert state.decision.kind == kind
    assert State.from_json(state.to_json()) == state
    copy = state.clone()
    option = state.decision.options[-1]   # no die is rolled: no-reroll, let-in, surrender, a pick
    rules.apply(copy, option)
    assert State.from_json(state.to_json()) == state != copy   # the clone went on alone


def test_a_reroll_of_a_die_not_rolled_is_refused(rules):
    state = position("fire-reroll-one-tier-lighter.yaml", 2)
    with pytest.raises(Exception, match="not a legal action"):
        rules.apply(state, ("reroll", "red", "bolt"))

"""War Rig's start of a turn, victory and round-limit scoring (§7 steps 1-3, §12): what the balance lab reads from
``result()``, the targets of the Auto-Extinguisher's pick, and a victory surviving clone and JSON.  The rule cases
themselves are the scenario files under scenarios/fire/ and scenarios/victory/."""
from __future__ import annotations

from pathlib import Path

import pytest

from mechdeck.games.war_rig.rules import RULES_ID
from mechdeck.kernel import State, get_rules
from mechdeck.kernel.scenario import load_file

SCENARIOS = Path(__file__).parent / "scenarios"


@pytest.fixture(scope="module")
def rules():
    return get_rules(RULES_ID)


@pytest.mark.parametrize("name,victory,winner", [
    ("victory/dominate-wins.yaml", "dominate", 0),
    ("victory/core-tap-wins.yaml", "peace_through_power", 0),
    ("victory/warp-gate-wins.yaml", "align_with_empire", 1),
    ("victory/annihilation-wins.yaml", "total_annihilation", 0),
    ("victory/score-victory-constructions.yaml", "round_limit", 0),
])
def test_result_names_how_the_game_ended(rules, name, victory, winner):
    state = load_file(SCENARIOS / name)
    assert state.decision is None
    result = rules.result(state)
    assert result["victory"] == victory and result["winner"] == winner
    ids = {c.id for c in rules.content.victory_conditions}
    assert victory in ids | {"round_limit"}


def test_a_victory_survives_clone_and_json(rules):
    state = load_file(SCENARIOS / "victory/dominate-wins.yaml")
    copy = State.from_json(state.to_json())
    assert copy == state and rules.result(copy) == rules.result(state) == rules.result(state.clone())
    assert "Dominate all resources" in rules.outcome(copy).reason


def test_the_auto_extinguisher_pick_targets_the_site(rules):
    state = load_file(SCENARIOS / "fire/auto-extinguisher-chooses-among-burning-parts.yaml", apply_actions=False)
    layout = rules.layout(state)
    assert state.decision.kind == "extinguish" and state.decision.player == 0
    for option in state.decision.options:
        assert rules.option_targets(state, option) == (("piece", layout.piece_id[option[1]]),)

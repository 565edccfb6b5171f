"""Bad scenario files get a message naming the line and the field, and never a traceback from deep inside."""
import pytest

import mechdeck.games  # noqa: F401
from mechdeck.kernel.scenario import ScenarioError, load, verify

GOOD = """rules: domination-v2.2
phase: action
P1:
  hand: [Ammo Dump]
  deck: [Atlas, Uziel, Jenner]
do:
  - play Ammo Dump
expect:
  P1: {hand: [Atlas, Uziel, Jenner]}
"""


def test_good_scenario_runs_and_checks():
    state, problems = verify(GOOD)
    assert problems == []


def test_failed_expectation_names_line_and_field():
    _, problems = verify(GOOD.replace("[Atlas, Uziel, Jenner]}", "[Atlas]}"))
    assert len(problems) == 1 and problems[0].startswith("line 9: expect.P1.hand:")


@pytest.mark.parametrize("text, fragment", [
    ("rules: domination-v2.2\nP1:\n  hand: [Atlass]\n", "line 3: P1.hand[0]: unknown card 'Atlass'"),
    ("rules: domination-v2.2\nP1:\n  hnd: [Atlas]\n", "line 3: P1.hnd: unknown field"),
    ("rules: domination-v2.2\nactions: two\n", "line 2: actions: expected a whole number"),
    ("rules: domination-v2.2\nactions: -1\n", "line 2: actions: cannot be negative"),
    ("rules: domination-v2.2\nphase: lunch\n", "line 2: phase: unknown phase 'lunch'"),
    ("rules: domination-v9\n", "line 1: rules: unknown rule set 'domination-v9'"),
    ("phase: action\n", "missing field 'rules'"),
    ("rules: domination-v2.2\nsupply: {Uziel: many}\n", "line 2: supply.Uziel: expected a pile count"),
    ("rules: domination-v2.2\nactive: P3\n", "line 2: active: P3: this rule set has seats P1 and P2"),
    ("rules: domination-v2.2\nP1: {hand: [Atlas}\n", "line 2: not valid YAML"),
    ("rules: domination-v2.2\nphase: action\nP1: {hand: [Atlas]}\ndo:\n  - deploy Uziel\n",
     "line 5: do[0]: 'deploy Uziel' is not a legal action now"),
    ("", "the file is empty"),
])
def test_bad_scenarios(text, fragment):
    with pytest.raises(ScenarioError) as info:
        load(text, "s.yaml")
    assert fragment in str(info.value), str(info.value)
    assert str(info.value).startswith("s.yaml")

"""Every scenario file under scenarios/ is a rule case of the BattleTech TCG: rulebook examples (``rules/``) and the
Player's Guide general rulings (``rulings/``).  Each sets up a position, applies its actions and checks its
``expect:`` block; a file with ``skip:`` names what the engine still lacks."""
from pathlib import Path

import pytest
import yaml

import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.kernel.scenario import verify

ROOT = Path(__file__).parent / "scenarios"
SCENARIOS = sorted(ROOT.rglob("*.yaml"))


@pytest.mark.parametrize("path", SCENARIOS, ids=[str(p.relative_to(ROOT)) for p in SCENARIOS])
def test_scenario(path):
    text = path.read_text()
    assert "expect:" in text, f"{path.name} checks nothing"
    skip = (yaml.safe_load(text) or {}).get("skip")
    if skip:
        pytest.skip(skip)
    state, problems = verify(text, str(path))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("folder", ["rules", "rulings"])
def test_there_are_scenarios(folder):
    assert len(list((ROOT / folder).glob("*.yaml"))) >= 10


@pytest.mark.parametrize("body, where", [
    ("P1:\n  patrol: [Atlas AS7D]\n", "line 3: P1.patrol[0]: unknown card"),
    ("P1:\n  patrol: [{card: Dragon (DRG-1N), gaurd: stock}]\n", "line 3: P1.patrol[0].gaurd: unknown field"),
    ("P1:\n  patrol: [{card: Dragon (DRG-1N), guard: post:3}]\n", "line 3: P1.patrol[0].guard:"),
    ("P1:\n  build: [{card: Dragon (DRG-1N), cc: -1}]\n", "line 3: P1.build[0].cc: cannot be negative"),
    ("dice: [7]\n", "line 2: dice[0]: a die shows 1 to 6"),
    ("phase: combat\n", "line 2: phase: unknown phase"),
    ("actions: [done]\n", "line 2: actions: the actions to apply go under 'do:'"),
    ("P1:\n  hand: [Atlas (AS7-D)]\nP2:\n  stock: [Atlas (AS7-D)]\ndo:\n  - fly away\n",
     "line 7: do[0]: 'fly away' is not a legal action"),
    ("expect:\n  bogus: 1\n", "line 3: expect.bogus: unknown field"),
])
def test_errors_name_the_file_line_and_field(body, where):
    from mechdeck.kernel.scenario import ScenarioError
    text = "rules: battletech-tcg\n" + body
    with pytest.raises(ScenarioError) as caught:
        verify(text, "bad.yaml")
    assert str(caught.value).startswith("bad.yaml, ") and where in str(caught.value), str(caught.value)


def test_dice_fix_the_next_rolls():
    from mechdeck.kernel import roll
    from mechdeck.kernel.scenario import load
    state = load("rules: battletech-tcg\nseed: 5\ndice: [6, 2, 3, 3, 1]\nP1:\n  stock: [Atlas (AS7-D)]\n", "dice.yaml")
    assert [roll(state) for _ in range(5)] == [6, 2, 3, 3, 1]

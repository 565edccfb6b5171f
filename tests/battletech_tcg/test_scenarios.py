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

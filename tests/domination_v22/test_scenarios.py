"""Every scenario file under scenarios/ is a rule case: it sets up a position, applies its actions and checks its
``expect:`` block.  Adding a rule case is adding a YAML file."""
from pathlib import Path

import pytest

import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.kernel.scenario import verify

SCENARIOS = sorted((Path(__file__).parent / "scenarios").rglob("*.yaml"))


@pytest.mark.parametrize("path", SCENARIOS, ids=[str(p.relative_to(Path(__file__).parent / "scenarios"))
                                                 for p in SCENARIOS])
def test_scenario(path):
    text = path.read_text()
    assert "expect:" in text, f"{path.name} checks nothing"
    state, problems = verify(text, str(path))
    assert not problems, "\n".join(problems)


def test_there_are_scenarios():
    assert len(SCENARIOS) >= 1

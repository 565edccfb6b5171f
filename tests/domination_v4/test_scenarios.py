"""Every scenario file under scenarios/ is a Domination v4 rule case (the family's scenario reader and checker:
mechdeck.games.domination.scenario; v4 adds ``row:``, ``supply_deck:`` and ``expect: row / supply_deck_count /
P1_reactions / P2_reactions``)."""
from pathlib import Path

import pytest

from mechdeck.kernel.scenario import verify

ROOT = Path(__file__).parent / "scenarios"
SCENARIOS = sorted(ROOT.rglob("*.yaml"))


@pytest.mark.parametrize("path", SCENARIOS, ids=[str(p.relative_to(ROOT)) for p in SCENARIOS])
def test_scenario(path):
    text = path.read_text()
    assert "expect:" in text, f"{path.name} checks nothing"
    assert "rules: domination-v4" in text
    state, problems = verify(text, str(path))
    assert not problems, "\n".join(problems)


def test_there_are_scenarios():
    assert len(SCENARIOS) >= 1

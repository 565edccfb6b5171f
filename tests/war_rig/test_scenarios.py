"""Every scenario file under scenarios/ is a War Rig rule case (reader and checks: mechdeck.games.war_rig.scenario)."""
from pathlib import Path

import pytest

from mechdeck.kernel.scenario import verify

ROOT = Path(__file__).parent / "scenarios"
SCENARIOS = sorted(ROOT.rglob("*.yaml"))


@pytest.mark.parametrize("path", SCENARIOS, ids=[str(p.relative_to(ROOT)) for p in SCENARIOS])
def test_scenario(path):
    text = path.read_text()
    assert "expect:" in text, f"{path.name} checks nothing"
    assert "rules: war-rig" in text
    state, problems = verify(text, str(path))
    assert not problems, "\n".join(problems)

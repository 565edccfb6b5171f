"""Every scenario file under scenarios/ is a Domination v4 rule case (the family's scenario reader and checker:
mechdeck.games.domination.scenario; v4 adds ``row:``, ``supply_deck:`` and ``expect: row / supply_deck_count /
P1_reactions / P2_reactions``)."""
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from mechdeck.interfaces import cli
from mechdeck.kernel.scenario import verify
from tooling import load_tool

ROOT = Path(__file__).parent / "scenarios"
SCENARIOS = sorted(ROOT.rglob("*.yaml"))
coverage_tool = load_tool("scenario_coverage")


@pytest.mark.parametrize("path", SCENARIOS, ids=[str(p.relative_to(ROOT)) for p in SCENARIOS])
def test_scenario(path):
    text = path.read_text()
    assert "expect:" in text, f"{path.name} checks nothing"
    assert "rules: domination-v4" in text
    state, problems = verify(text, str(path))
    assert not problems, "\n".join(problems)
    checked = coverage_tool.expect_fields(yaml.safe_load(text)["expect"])
    assert checked - coverage_tool.WEAK_FIELDS, (
        f"{path.name} checks only {sorted(checked)}: check what the rule changed (zones, counters, totals, log)")


def test_every_card_has_checked_and_negative_cases():
    """Per card of the v4 list: a scenario that checks more than the options, and one where it must not apply
    (docs/scenarios.md, "Writing rule cases"; tools/scenario_coverage.py lists them)."""
    cards = coverage_tool.coverage("domination-v4", ROOT)
    assert len(cards) == 102
    gaps = [f"{card.name}: {', '.join(card.gaps)}" for card in cards if card.gaps]
    assert not gaps, "\n".join(gaps)
    assert coverage_tool.summary("domination-v4", cards) == (
        "domination-v4: 102 cards, 102 covered, 0 with gaps (0 no scenario, 0 only options/to_move, 0 no negative "
        "case)")


AWESOME = ROOT / "cards" / "awesome.yaml"


@pytest.mark.parametrize("right, wrong", [
    ("P1 attacks with 4 against", "P1 attacks with 1 against"),   # Awesome's +4 Attack left out
    ("discard: [Raided Supplies, Argus]", "discard: [Argus]"),      # no Overrun card gained
    ("units: []", "units: [Awesome]"),                                # Awesome not damaged
])
def test_check_fails_on_a_wrong_expectation(right, wrong, tmp_path):
    """The checker can fail: one wrong expectation in a passing file is reported, by verify and by --check."""
    text = AWESOME.read_text()
    assert right in text
    wrong_file = tmp_path / "awesome_wrong.yaml"
    wrong_file.write_text(text.replace(right, wrong, 1))
    _, problems = verify(wrong_file.read_text(), str(wrong_file))
    assert len(problems) == 1, problems
    result = CliRunner().invoke(cli.app, ["scenario", str(wrong_file), "--check"])
    assert result.exit_code == 1
    assert "1 expectation(s) not met" in result.output
    assert CliRunner().invoke(cli.app, ["scenario", str(AWESOME), "--check"]).exit_code == 0

"""Every scenario file under scenarios/ is a rule case: it sets up a position, applies its actions and checks its
``expect:`` block.  Adding a rule case is adding a YAML file.

The files are held to more than passing: each one checks some state (not only what may be done next), the checker
is shown to fail on each file's first state field when that field is made wrong, and every card of the rule set has
checked scenarios including a case where it must not apply (tools/scenario_coverage.py)."""
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.interfaces import cli
from mechdeck.kernel import get_rules
from mechdeck.kernel.scenario import verify
from tooling import load_tool

RULES = "domination-v2.2"
FOLDER = Path(__file__).parent / "scenarios"
SCENARIOS = sorted(FOLDER.rglob("*.yaml"))
IDS = [str(p.relative_to(FOLDER)) for p in SCENARIOS]

coverage_tool = load_tool("scenario_coverage")
# Fields a wrong value is made for; log_excludes is left out (a text absent from the log has no "wrong" twin).
MUTABLE = {"P1", "P2", "scrapheap", "revealed", "supply", "actions", "buys", "industry", "lostech", "turn", "phase",
           "active", "attack", "defense", "log", "winner"}
OTHER_SEAT = {"P1": "P2", "P2": "P1", "draw": "P1"}


def wrong_value(field: str, value):
    """A value of ``field`` that differs from ``value`` in a way the checker must notice: one more (a count, a
    counter, each Attack/Defense total), one card more in a zone (an Uziel), a log line no game writes, another
    phase or seat.  For a mapping (a player's zones, the Supply) the first entry is made wrong."""
    if field == "log":
        return [*value, "a line no game writes"]
    if field == "phase":
        return "action" if value == "buy" else "buy"
    if field in ("active", "winner"):
        return OTHER_SEAT[value]
    if isinstance(value, dict):
        key = next(iter(value))
        return {**value, key: wrong_value(key, value[key])}
    if isinstance(value, bool) or not isinstance(value, (int, list)):
        raise ValueError(f"no wrong value for {field}: {value!r}")
    if isinstance(value, int):
        return value + 1
    if value and all(isinstance(v, int) for v in value):
        return [v + 1 for v in value]
    return [*value, "Uziel"]


@pytest.mark.parametrize("path", SCENARIOS, ids=IDS)
def test_scenario(path):
    text = path.read_text()
    assert "expect:" in text, f"{path.name} checks nothing"
    state, problems = verify(text, str(path))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("path", SCENARIOS, ids=IDS)
def test_scenario_checks_state(path):
    """What may be done next (options, to_move, prompt) says nothing about what a card changed: every file also
    checks a zone, a counter, a total, the Supply or the log (in its final expect: or a checkpoint)."""
    scenario = coverage_tool.read_scenario(path, FOLDER, coverage_tool.catalogue(RULES))
    assert scenario.fields - coverage_tool.WEAK_FIELDS, \
        f"{path.name} checks only {sorted(scenario.fields)}: add the state its description states"


@pytest.mark.parametrize("path", SCENARIOS, ids=IDS)
def test_wrong_expectation_fails(path):
    """The checker reports the first state field of each file's expect: once that field is made wrong, so no file
    passes by checking nothing."""
    data = yaml.safe_load(path.read_text())
    expect = data["expect"]
    field = next((f for f in expect if f in MUTABLE), None)
    assert field is not None, f"{path.name}: the final expect: checks no state field"
    wrong = wrong_value(field, expect[field])
    data["expect"] = {**expect, field: wrong}
    _, problems = verify(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), f"wrong {path.name}")
    where = f"expect.{field}." + next(iter(wrong)) if isinstance(wrong, dict) else f"expect.{field}"
    assert any(where in problem for problem in problems), (where, problems)


def test_every_card_has_checked_scenarios_and_a_case_where_it_does_not_apply():
    cards = coverage_tool.coverage(RULES, FOLDER)
    assert [c.name for c in cards] == [c.name for c in get_rules(RULES).cards]
    gaps = {card.name: card.gaps for card in cards if card.gaps}
    assert not gaps, f"cards with gaps (python tools/scenario_coverage.py --rules {RULES} --gaps): {gaps}"


def test_check_command_fails_on_a_wrong_expectation(tmp_path):
    """`mechdeck scenario FILE --check` exits 1 and names the line of a wrong expectation (here Ammo Dump claimed
    to give an Action too), and passes the same file as written."""
    source = FOLDER / "cards" / "ammo-dump.yaml"
    data = yaml.safe_load(source.read_text())
    assert data["expect"]["actions"] == 1
    data["expect"]["actions"] = 2
    wrong = tmp_path / "ammo-dump-wrong.yaml"
    wrong.write_text(yaml.safe_dump(data, sort_keys=False))
    runner = CliRunner()
    failed = runner.invoke(cli.app, ["scenario", str(wrong), "--check"])
    assert failed.exit_code == 1
    assert "expect.actions: expected 2, found 1" in failed.stderr
    assert runner.invoke(cli.app, ["scenario", str(source), "--check"]).exit_code == 0

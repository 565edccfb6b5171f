"""The command line with ``--rules domination-v4``: the card list, a watched game, a played game, a simulation."""
import json

from typer.testing import CliRunner

import mechdeck.games  # noqa: F401
from mechdeck.interfaces import cli

runner = CliRunner()


def run(*args, input=None):
    result = runner.invoke(cli.app, list(args), input=input)
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    return result


def test_rules_lists_v4():
    result = run("rules")
    assert "domination-v4" in result.output


def test_cards_v4():
    result = run("cards", "--rules", "domination-v4", "--json")
    assert result.exit_code == 0
    cards = {c["name"]: c for c in json.loads(result.stdout)}
    assert len(cards) == 102
    assert cards["Munitions Factory"]["copies"] == 10 and cards["Retreat!"]["copies"] == 3
    table = run("cards", "--rules", "domination-v4")
    assert "Strip Mining" in table.output and "Fuel Dump" not in table.output


def test_watch_and_play_v4():
    result = run("play", "--rules", "domination-v4", "--watch", "--seed", "3", "--bot", "heuristic,random")
    assert result.exit_code == 0, result.output[-2000:]
    assert "Final score" in result.output and "Score (LosTech - Overrun)" in result.output
    result = run("play", "--rules", "domination-v4", "--seed", "4", input="1\n" * 600)
    assert result.exit_code == 0, result.output[-2000:]
    assert "Final score" in result.output


def test_v4_refuses_supply_presets():
    result = run("play", "--rules", "domination-v4", "--supply", "first-game", "--seed", "1")
    assert result.exit_code != 0
    assert "random" in result.output


def test_sim_v4(tmp_path):
    result = run("sim", "--rules", "domination-v4", "--games", "4", "--seed", "1", "--out", str(tmp_path / "out"))
    assert result.exit_code == 0, result.output[-2000:]
    assert (tmp_path / "out" / "games.csv").exists()

"""Domination v4's primer (data/how-to-play.md): present, shipped, and true to the card data; v4 recommends no first
Supply, so a new player's first game is dealt at random like any other."""
import json
from importlib.resources import files

from typer.testing import CliRunner

from primer_checks import check_primer, rulings_section_named

from mechdeck.interfaces import cli, first_game, terminal
from mechdeck.kernel import get_rules
from mechdeck.kernel.presentation import catalogue

RULES_ID = "domination-v4"
RULES = get_rules(RULES_ID)


def test_primer():
    text = check_primer(RULES_ID, "mechdeck.games.domination_v4",
                        ("Supply Row", "Supply Deck", "Overrun", "LosTech", "resource pool", "Industry",
                         "one Infantry Platoon a turn", "8 Basic Factories and 2 Infantry Platoons", "3 cards",
                         "`4+L`", "Attack/Defense", "Deployment zones", "Support - Reaction"))
    rulings_section_named(text)
    cards = json.loads(files("mechdeck.games.domination_v4").joinpath("data", "cards.json").read_text())["cards"]
    for card in cards:   # each Overrun card with the points it costs, as the data says
        if card["type"] == "Overrun":
            assert f"{card['name']} -{card['overrun']}" in text, card["name"]
    assert f"all {len(cards)} cards" in text


def test_no_first_game_supply(monkeypatch):
    supply = next(o for o in catalogue(RULES)["setup"] if o["name"] == "supply")
    assert supply["default"] == "random" and "first_game" not in supply
    assert first_game.first_game_setup(RULES) == {}
    monkeypatch.setattr(terminal, "load_agents", lambda: (lambda name, seed: _First(), ("random",)))
    result = CliRunner().invoke(cli.app, ["play", "--rules", RULES_ID, "--seed", "4"], input="q\ny\n")
    assert result.exit_code == 0, result.output
    flat = " ".join(result.output.split())   # lines wrap at the terminal width
    assert "--supply random" in flat
    assert "Your first game" not in flat


class _First:
    def act(self, rules, state):
        return state.decision.options[0]

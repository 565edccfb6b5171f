"""Domination v2.2's primer (data/how-to-play.md) and a new player's first game: the rulebook's recommended first
Supply as the set-up schema's default, and in `mechdeck play` until the player has finished a game."""
import random
import re

import pytest
from typer.testing import CliRunner

from primer_checks import check_primer, rulings_section_named

from mechdeck.games.domination_v22.rules import FIRST_GAME
from mechdeck.interfaces import cli, first_game, terminal
from mechdeck.kernel import get_rules
from mechdeck.kernel.presentation import catalogue

RULES_ID = "domination-v2.2"
RULES = get_rules(RULES_ID)
runner = CliRunner()


def test_primer():
    text = check_primer(RULES_ID, "mechdeck.games.domination_v22",
                        ("Supply", "deployment zone", "Overrun", "Combat", "Action", "Buy", "Clean-up", "Industry",
                         "LosTech", "Scrapheap", "Attack/Defense", "`7+L`", "Deployment zones", "four Supply piles"))
    rulings_section_named(text)
    for name in FIRST_GAME:   # the recommended first Supply, as the engine deals it
        assert name in text, name


def test_the_schema_offers_the_recommended_first_supply():
    supply = next(o for o in catalogue(RULES)["setup"] if o["name"] == "supply")
    assert supply["first_game"] == "first-game" == supply["default"]   # the web form preselects the default
    assert "recommended" in supply["help"]
    assert first_game.first_game_setup(RULES) == {"supply": "first-game"}


def test_a_game_set_up_from_the_schema_defaults_deals_the_recommended_supply():
    config = {o["name"]: o["default"] for o in catalogue(RULES)["setup"] if o["default"] is not None}
    state = RULES.new_game(3, config)
    piles = set(state.counters["piles"])
    assert set(FIRST_GAME) <= piles and len(piles) == 16


# -- mechdeck play: the first game of a new player ---------------------------------------------------------------
class StubAgent:
    """A seeded uniformly random bot (the real ones are not needed to test the set-up)."""

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def act(self, rules, state):
        return self.rng.choice(rules.legal_actions(state))


@pytest.fixture
def stub_bots(monkeypatch):
    monkeypatch.setattr(terminal, "load_agents", lambda: (lambda name, seed: StubAgent(seed), ("random",)))


def play(*args, input="q\ny\n"):
    result = runner.invoke(cli.app, ["play", *args], input=input)
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    return result


def supply_line(output: str) -> str:
    flat = " ".join(output.split())   # log lines wrap at the terminal width
    return re.search(r"Supply: (.*?)(?: Turn 1|$)", flat).group(1)


def test_a_new_player_gets_the_recommended_first_supply_and_the_primer(stub_bots, mechdeck_home):
    result = play("--seed", "5")
    assert result.exit_code == 0, result.output
    flat = " ".join(result.output.split())
    assert "--supply first-game" in flat        # the printed command line replays the same game
    assert "Your first game of BattleTech: Domination v2.2: the rulebook's recommended first Supply" in flat
    assert "mechdeck rules domination-v2.2" in flat
    assert all(name in supply_line(result.output) for name in FIRST_GAME)
    assert not (mechdeck_home / "played").exists()       # quitting is not finishing a game


def test_after_a_finished_game_the_supply_is_random(stub_bots, mechdeck_home):
    finished = play("--seed", "5", input="1\n" * 5000)
    assert finished.exit_code == 0 and "Final score" in finished.output
    assert (mechdeck_home / "played").read_text(encoding="utf-8") == "domination-v2.2\n"
    assert first_game.has_played(RULES_ID)
    again = play("--seed", "5")
    assert "--supply random" in again.output and "Your first game" not in again.output
    assert not all(name in supply_line(again.output) for name in FIRST_GAME)


def test_a_supply_given_is_kept_for_a_new_player(stub_bots):
    result = play("--seed", "5", "--supply", "random")
    assert "--supply random" in result.output and "Your first game" not in result.output


def test_watching_bots_is_no_first_game(stub_bots):
    result = play("--watch", "--seed", "2", "--bot", "random", input=None)
    assert result.exit_code == 0
    assert "--supply random" in result.output and "Your first game" not in result.output


def test_a_data_folder_that_cannot_be_written_loses_nothing(stub_bots, monkeypatch, tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("MECHDECK_HOME", str(blocker))
    finished = play("--seed", "5", input="1\n" * 5000)
    assert finished.exit_code == 0 and "Final score" in finished.output and "Error" not in finished.output
    assert "--supply first-game" in play("--seed", "5").output   # still a new player: nothing could be kept

"""The ``mechdeck`` command line, driven through Typer's CliRunner (scripted input plays whole games)."""
import json
import random
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

import mechdeck.games  # noqa: F401
from mechdeck.interfaces import cli, terminal
from mechdeck.kernel import get_rules

runner = CliRunner()
R = get_rules("domination-v2.2")
SCENARIOS = Path(__file__).resolve().parents[1] / "domination_v22" / "scenarios"
EXAMPLE = SCENARIOS / "detailed_turn_example_action_buy.yaml"


def run(*args, input=None):
    result = runner.invoke(cli.app, list(args), input=input)
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    return result


class StubAgent:
    """A tiny stand-in for mechdeck.agents: a seeded uniformly random choice among the legal actions."""

    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.calls = 0

    def act(self, rules, state):
        self.calls += 1
        return self.rng.choice(rules.legal_actions(state))


@pytest.fixture
def stub_bots(monkeypatch):
    made = []

    def make_agent(name, seed):
        made.append(StubAgent(seed))
        return made[-1]

    monkeypatch.setattr(terminal, "load_agents", lambda: (make_agent, ("random", "heuristic")))
    return made


# -- rules / cards ------------------------------------------------------------------------------------------------
def test_rules_lists_ids_and_titles():
    result = run("rules")
    assert result.exit_code == 0
    assert "domination-v2.2" in result.output and "Domination v2.2" in result.output


def test_cards_table():
    result = run("cards")
    assert result.exit_code == 0
    out = result.output
    for name in ("Atlas", "Special Ops Team", "Infantry Platoon"):
        assert name in out
    assert "4+L" in out  # Special Ops Team costs 4 + LosTech
    assert "Unit - Mech" in out


def test_cards_json():
    result = run("cards", "--json")
    assert result.exit_code == 0
    cards = json.loads(result.stdout)
    assert len(cards) == len(R.cards) == 84
    for card in cards:
        assert {"name", "type", "cost", "lostech", "attack", "defense", "text", "copies", "subtype",
                "base"} <= set(card)
    by_name = {c["name"]: c for c in cards}
    assert by_name["Atlas"]["attack"] == 3 and by_name["Atlas"]["defense"] == 4 and by_name["Atlas"]["cost"] == 8
    assert by_name["Special Ops Team"]["lostech"] == 1
    assert by_name["Infantry Platoon"]["base"] is True and by_name["Infantry Platoon"]["copies"] == 20


def test_unknown_rule_set_is_a_clear_error():
    for command in (["cards", "--rules", "chess"], ["play", "--rules", "chess"]):
        result = run(*command)
        assert result.exit_code == 2
        assert "chess" in result.stderr and "domination-v2.2" in result.stderr
        assert result.stdout == ""


# -- scenario --------------------------------------------------------------------------------------------------------
def test_scenario_prints_the_resulting_state():
    result = run("scenario", str(EXAMPLE))
    assert result.exit_code == 0, result.output
    view = json.loads(result.stdout)
    assert "Fire Falcon" in view["P1"]["units"]
    assert view["supply"]["Uziel"] == 4
    assert view["decision"]["player"] == "P2"
    assert all(isinstance(o, str) for o in view["decision"]["options"])
    assert "P1 buys Uziel" in view["log"]
    assert view["counters"]["active"] == "P2"
    # the seats' Attack and Defense totals, as the presentation's counter columns
    assert all(isinstance(v, int) for v in view["Atk"] + view["Def"]) and len(view["Atk"]) == len(view["Def"]) == 2


def test_scenario_check_passes():
    result = run("scenario", str(EXAMPLE), "--check")
    assert result.exit_code == 0, result.output
    json.loads(result.stdout)
    assert "all expectations hold" in result.stderr


def test_scenario_check_lists_mismatches(tmp_path):
    text = EXAMPLE.read_text().replace("supply: {Uziel: 4}", "supply: {Uziel: 3}")
    assert text != EXAMPLE.read_text()
    path = tmp_path / "wrong.yaml"
    path.write_text(text)
    result = run("scenario", str(path), "--check")
    assert result.exit_code == 1
    assert "expected 3 left, found 4" in result.stderr
    assert re.search(r"line \d+", result.stderr)
    json.loads(result.stdout)  # the state is still printed


def test_scenario_finished_game_shows_the_result(tmp_path):
    path = tmp_path / "over.yaml"
    path.write_text("rules: domination-v2.2\nactive: P1\nphase: buy\nsupply: {Uziel: 0, Atlas: 0, Awesome: 0}\n"
                    "P1:\n  hand: [Basic Factory]\n  deck: [Basic Factory]\nP2:\n  deck: [Basic Factory]\n"
                    "  units: [Uziel]\nscrapheap: []\nsupply: {Uziel: 0, Atlas: 0, Awesome: 0, Cicada: 1}\n")
    result = run("scenario", str(path))
    # the supply key is given twice: a scenario error with its line, not a traceback
    assert result.exit_code == 2
    assert "line 12" in result.stderr and "given twice" in result.stderr
    path.write_text("rules: domination-v2.2\nactive: P1\nphase: buy\nsupply: {Uziel: 0, Atlas: 0, Awesome: 0, "
                    "Jenner: 1}\nP1:\n  hand: [Basic Factory, Basic Factory]\n  deck: [Basic Factory]\nP2:\n"
                    "  deck: [Basic Factory]\n  units: [Uziel]\n"
                    "do: [play Basic Factory, play Basic Factory, buy Jenner]\n")
    result = run("scenario", str(path))
    assert result.exit_code == 0, result.output
    view = json.loads(result.stdout)
    assert view["decision"] is None
    assert view["result"]["winner"] in ("P1", "P2", "draw")


@pytest.mark.parametrize("content, words", [
    ("rules: domination-v2.2\nP1:\n  hand: [Foo]\n", ["line 3", "unknown card 'Foo'"]),
    ("rules: domination-v2.2\ncolour: red\n", ["line 2", "unknown field"]),
    ("rules: domination-v2.2\nP1: {hand: [Atlas]\n", ["not valid YAML"]),
    ("rules: domination-v2.2\nactive: P1\nphase: action\nP1: {hand: [Atlas]}\ndo: [deploy Uziel]\n",
     ["line 5", "not a legal action"]),
    ("rules: nope\n", ["line 1", "unknown rule set"]),
    ("", ["empty"]),
])
def test_scenario_bad_file(tmp_path, content, words):
    path = tmp_path / "bad.yaml"
    path.write_text(content)
    for extra in ([], ["--check"]):
        result = run("scenario", str(path), *extra)
        assert result.exit_code == 2
        assert result.stdout == ""
        for word in words:
            assert word in result.stderr


def test_scenario_missing_file(tmp_path):
    result = run("scenario", str(tmp_path / "none.yaml"))
    assert result.exit_code == 2
    assert "cannot read" in result.stderr


# -- play -----------------------------------------------------------------------------------------------------------
def test_play_a_whole_game_always_choosing_1(stub_bots):
    result = run("play", "--seed", "3", "--supply", "first-game", "--seat", "1", input="1\n" * 5000)
    assert result.exit_code == 0, result.output[-3000:]
    out = result.output
    assert "you are P1" in out
    assert "Final score" in out and "Cards in deck" in out
    assert re.search(r"(P[12] \(.*\) wins|draw)", out)
    assert stub_bots and stub_bots[0].calls > 0
    # what the human must see at a decision
    for word in ("Deployment zones", "Supply", "Your hand:", "Scrapheap", "Industry", "LosTech", "Since your last"):
        assert word in out
    # never the bot's private lines (which cards it drew)
    assert "P2 drew:" not in out and not re.search(r"P2 draws (?!\d+ cards?\b)", out)


def test_play_shows_options_with_card_text(stub_bots):
    result = run("play", "--seed", "5", "--supply", "first-game", "--seat", "2", input="q\ny\n")
    assert result.exit_code == 0
    out = result.output
    assert "you are P2" in out
    assert re.search(r"^\s+1\. ", out, re.M)
    assert "Game abandoned" in out


def test_bad_inputs_reprompt(stub_bots):
    result = run("play", "--seed", "3", "--seat", "1", input="abc\n99\n0\n\n?\nq\nn\nq\ny\n")
    assert result.exit_code == 0, result.output
    out = result.output
    assert "'abc' is not an option" in out
    assert "There is no option 99" in out and "There is no option 0" in out
    assert "Cards in view" in out  # the help table
    assert out.count("Quit this game?") == 2
    assert "Game abandoned" in out


def test_input_by_action_text(stub_bots):
    first = run("play", "--seed", "3", "--seat", "1", input="q\ny\n")
    text = re.search(r"^\s+1\. (.+?)(?:  \(cost .*)?$", first.output, re.M).group(1).strip()
    result = run("play", "--seed", "3", "--seat", "1", input=f"{text.upper()}\nq\ny\n")
    assert result.exit_code == 0, result.output
    assert "not an option" not in result.output and "There is no option" not in result.output
    assert result.output.count("Your choice") == 2  # accepted: the game went on to the next decision


def test_end_of_input_abandons_cleanly(stub_bots):
    result = run("play", "--seed", "3", input="1\n")
    assert result.exit_code == 1
    assert "input ended" in result.stderr


def test_same_seed_same_game(stub_bots):
    a = run("play", "--seed", "11", "--supply", "first-game", input="1\n" * 5000)
    b = run("play", "--seed", "11", "--supply", "first-game", input="1\n" * 5000)
    assert a.exit_code == b.exit_code == 0
    assert a.output == b.output


def test_watch_bot_against_bot(stub_bots):
    result = run("play", "--watch", "--seed", "2", "--bot", "random,heuristic")
    assert result.exit_code == 0, result.output[-2000:]
    assert "Turn 1:" in result.output and "Final score" in result.output
    assert len(stub_bots) == 2


def test_supply_by_names(stub_bots):
    result = run("play", "--seed", "4", "--supply", "Atlas, uziel,Ammo Dump", input="q\ny\n")
    assert result.exit_code == 0, result.output
    flat = " ".join(result.output.split())  # log lines wrap at the terminal width
    assert re.search(r"Supply: Atlas, Uziel, .*Ammo Dump", flat)


@pytest.mark.parametrize("args, words", [
    (["--supply", "Atlas,Not A Card"], ["unknown card 'Not A Card'"]),
    (["--supply", "Basic Factory"], ["base card"]),
    (["--supply", ","], ["--supply"]),
    (["--seed", "abc"], ["--seed"]),
    (["--seat", "3"], ["--seat"]),
    (["--bot", "deep-blue"], ["unknown bot 'deep-blue'", "random"]),
    (["--watch", "--bot", "random,random,random"], ["--bot"]),
])
def test_play_bad_options(stub_bots, args, words):
    result = run("play", *args)
    assert result.exit_code == 2
    assert result.stdout == ""
    for word in words:
        assert word in result.stderr


def test_no_bots_available_is_a_clear_error(monkeypatch):
    def missing():
        raise terminal.TerminalError("no bots are available: mechdeck.agents cannot be used (test)")
    monkeypatch.setattr(terminal, "load_agents", missing)
    result = run("play", "--seed", "1")
    assert result.exit_code == 2
    assert "no bots are available" in result.stderr


def test_an_illegal_bot_move_is_reported(monkeypatch):
    class Bad:
        def act(self, rules, state):
            return ("dance",)
    monkeypatch.setattr(terminal, "load_agents", lambda: (lambda name, seed: Bad(), ("random",)))
    result = run("play", "--watch", "--seed", "1")
    assert result.exit_code == 1
    assert "'dance'" in result.stderr


def test_human_view_comes_from_the_presentation_of_the_human_seat(stub_bots, monkeypatch):
    seats = set()
    original = terminal.present

    def spy(rules, state, viewer):
        seats.add(viewer)
        return original(rules, state, viewer)

    monkeypatch.setattr(terminal, "present", spy)
    result = run("play", "--seed", "8", "--seat", "2", input="1\n" * 5000)
    assert result.exit_code == 0
    assert seats == {1}


def test_parse_choice():
    game = terminal.TerminalGame(R, R.new_game(1), 0, StubAgent(0), console=None)
    view = {"decision": {"options": [{"action": ["deploy", "Mad Cat (Timberwolf)"], "label": "deploy Mad Cat"},
                                     {"action": ["play", "Ammo Dump"], "label": "play Ammo Dump"},
                                     {"action": ["end"], "label": "end"}]}}
    assert game.session.choose("2", view) == ("play", "Ammo Dump")
    assert game.session.choose("deploy mad cat", view) == ("deploy", "Mad Cat (Timberwolf)")
    assert game.session.choose("END", view) == ("end",)
    assert game.session.choose("ammo", view) == ("play", "Ammo Dump")
    assert "not an option" in game.session.choose("xyz", view)
    assert "no option 4" in game.session.choose("4", view)
    assert "fits 2 options (1. deploy Mad Cat; 2. play Ammo Dump)" in game.session.choose("a", view)


@pytest.mark.parametrize("labels, text, expected", [
    # a unique part of the text, case and spacing ignored; the whole text wins over a part of a longer one
    (["tap Atlas #55", "tap Atlas #12", "done"], "  DONE ", 2),
    (["pass", "pass and draw"], "pass", 0),
    (["move squad 1.1 to Low Orbit", "move squad 1.2 to Low Orbit", "move squad 1.1 to Ancient City"], "1.2", 1),
    (["move squad 1.1 to Low Orbit", "move squad 1.2 to Low Orbit", "move squad 1.1 to Ancient City"], "1.1 low", 0),
    # a number is an option's number only when it is not a word of some option's text
    (["tap Atlas #55", "tap Atlas #12", "done"], "55", 0),
    (["tap Atlas #55", "tap Atlas #12", "done"], "2", 1),
    (["move squad 1.1 to Low Orbit", "end your turn"], "1", 0),
    (["play all: 3 Basic Factory (+3 Industry)", "buy Atlas", "buy Uziel", "end"], "3.", 2),
    (["play all: 3 Basic Factory (+3 Industry)", "buy Atlas", "buy Uziel", "end"], "+3", 0),
])
def test_options_are_chosen_by_any_unique_part_of_their_text(labels, text, expected):
    assert terminal.match_option(text, labels) == expected


@pytest.mark.parametrize("labels, text, words", [
    (["play all: 3 Basic Factory (+3 Industry)", "buy Atlas", "buy Uziel", "end"], "3",
     ["could be option 3 (buy Uziel) or a part of option 1 (play all: 3 Basic Factory (+3 Industry))",
      "type 3. for option 3"]),
    (["tap Atlas #55", "tap Atlas #12", "done"], "atlas", ["fits 2 options (1. tap Atlas #55; 2. tap Atlas #12)"]),
    (["tap Atlas #55", "done"], "99", ["There is no option 99"]),
    (["tap Atlas #55", "done"], "", ["Please choose"]),
    (["tap Atlas #55", "done"], "uziel", ["'uziel' is not an option"]),
])
def test_an_entry_that_names_no_single_option_is_a_clear_message(labels, text, words):
    message = terminal.match_option(text, labels)
    assert isinstance(message, str)
    for word in words:
        assert word in message


def _real_agents():
    try:
        terminal.load_agents()
        return True
    except terminal.TerminalError:
        return False


@pytest.mark.skipif(not _real_agents(), reason="mechdeck.agents (make_agent, AGENT_NAMES) is not usable yet")
def test_play_against_the_real_random_bot():
    result = run("play", "--seed", "6", "--bot", "random", input="1\n" * 5000)
    assert result.exit_code == 0, result.output[-3000:]
    assert "Final score" in result.output


def test_rules_never_lists_the_tiny_test_rule_set():
    """Tiny Skirmish is registered by the tests alone: a fresh ``mechdeck rules`` lists the three card games and
    not it."""
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-m", "mechdeck.interfaces.cli", "rules"], capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    assert "tiny-skirmish" not in out.stdout
    assert all(rules_id in out.stdout for rules_id in ("domination-v2.2", "domination-v4", "battletech-tcg"))


# -- the full-screen app and the line mode -------------------------------------------------------------------------
def test_a_terminal_gets_the_full_screen_app_and_plain_keeps_the_line_mode(stub_bots, monkeypatch):
    import asyncio

    from mechdeck.interfaces import tui

    monkeypatch.setattr(cli, "at_a_terminal", lambda: True)
    apps = []

    def play(rules, state, seats, names):   # the real app, quit at once through its keys
        session = terminal.Session(rules, state, seats, names)
        app = tui.GameApp(session)
        apps.append(app)

        async def keys():
            async with app.run_test(size=(80, 24)) as pilot:
                await pilot.press("q", "y")
        asyncio.run(keys())
        return bool(app.result), session

    monkeypatch.setattr(tui, "play", play)
    result = run("play", "--seed", "3", "--seat", "1")
    assert result.exit_code == 0, result.output
    assert len(apps) == 1 and apps[0].result is False and "Game abandoned." in result.output
    result = run("play", "--seed", "3", "--seat", "1", "--plain", input="q\ny\n")
    assert result.exit_code == 0 and len(apps) == 1 and "Your choice (1-" in result.output


def test_watch_is_paced_by_key_or_delay(stub_bots, monkeypatch):
    from mechdeck.interfaces import tui

    monkeypatch.setattr(cli, "at_a_terminal", lambda: True)
    delays = []
    monkeypatch.setattr(tui, "watch", lambda rules, state, agents, names, delay: delays.append(delay) or False)
    assert run("play", "--watch", "--seed", "2").exit_code == 0
    assert run("play", "--watch", "--seed", "2", "--delay", "0.25").exit_code == 0
    assert delays == [None, 0.25]   # None: a key steps
    sleeps = []
    monkeypatch.setattr(cli.time, "sleep", sleeps.append)
    result = run("play", "--watch", "--seed", "2", "--plain", "--delay", "0.1")
    assert result.exit_code == 0 and "Final score" in result.output
    assert sleeps and set(sleeps) == {0.1}


@pytest.mark.parametrize("args, message", [
    (["--watch", "--delay", "soon"], "--delay must be seconds from 0 to 60 (such as 0.5) or key, not 'soon'"),
    (["--watch", "--delay", "-1"], "--delay must be seconds from 0 to 60"),
    (["--watch", "--delay", "nan"], "--delay must be seconds from 0 to 60"),
    (["--delay", "1"], "--delay paces a watched game: give it with --watch"),
])
def test_bad_delay_is_one_line(stub_bots, args, message):
    result = run("play", "--seed", "1", *args)
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.strip() == f"Error: {message}" or message in result.stderr

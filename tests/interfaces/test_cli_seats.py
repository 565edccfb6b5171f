"""`mechdeck play` and scenario files with any number of seats: --players, --bots, --seat K, --watch; bad input is
one clear line (exit 2) and starts nothing.  The BattleTech TCG stays a two-seat game (ruling T11)."""
import pytest
from typer.testing import CliRunner

from mechdeck.interfaces import cli, terminal
from conformance.tiny_game import RULES_ID as TINY

runner = CliRunner()


def run(*args, input=None):
    result = runner.invoke(cli.app, [str(a) for a in args], input=input)
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    return result


@pytest.fixture
def started(monkeypatch):
    """Records every game the command starts (none may start on bad input)."""
    games = []
    monkeypatch.setattr(terminal, "watch", lambda *args: games.append(args) or {})
    monkeypatch.setattr(cli, "play_seats", lambda *args: games.append(args) or True)
    return games


@pytest.mark.parametrize("args, message", [
    (["--players", "5"], "--players: tiny-skirmish is played by 2 to 4 players, not 5"),
    (["--players", "1"], "--players: tiny-skirmish is played by 2 to 4 players, not 1"),
    (["--players", "3", "--seat", "4"], "--seat must be a seat from 1 to 3 or random, not '4'"),
    (["--players", "3", "--seat", "0"], "--seat must be a seat from 1 to 3 or random"),
    (["--players", "3", "--bots", "random,random,random"], "--bots: give one bot name or 2 (one for each seat but "
                                                           "your seat 1), not 3"),
    (["--players", "4", "--bots", "random,random"], "--bots: give one bot name or 3"),
    (["--players", "3", "--watch", "--bots", "random,random"], "--bots: give one bot name or 3 (one a seat), not 2"),
    (["--bot", "random", "--bots", "random,random"], "not both"),
])
def test_bad_seat_input_is_one_line_and_starts_nothing(tiny_rules, started, args, message):
    result = run("play", "--rules", TINY, "--seed", 1, *args)
    assert result.exit_code == 2, result.output
    assert result.output.strip() == f"Error: {message}" or message in result.output.strip().splitlines()[0]
    assert len(result.output.strip().splitlines()) == 1 and not started


def test_tcg_is_refused_for_three_players(started):
    """Ruling T11: the TCG rulebook says "two or more players" but gives rules for two only."""
    result = run("play", "--rules", "battletech-tcg", "--players", 3)
    assert result.exit_code == 2
    assert result.output.strip() == "Error: --players: battletech-tcg is played by 2 players, not 3"
    assert not started


def test_three_seats_with_one_bot_each_and_my_seat(tiny_rules, started):
    result = run("play", "--rules", TINY, "--players", 3, "--bots", "random,heuristic", "--seat", 2,
                 "--seed", 4)
    assert result.exit_code == 0, result.output
    assert "--players 3 --seed 4 --bots random,heuristic --seat 2: you are P2" in " ".join(result.output.split())
    ((rules, state, human, names, agents, _),) = started
    assert rules.seat_count(state) == 3 and human == 1 and names == ["random", "heuristic"] and len(agents) == 2


def test_seats_are_one_list_with_none_for_the_human(tiny_rules, monkeypatch):
    calls = []
    monkeypatch.setattr(terminal, "play_game", lambda rules, state, seats, names, console: calls.append(
        (seats, names)) or True)
    result = run("play", "--rules", TINY, "--players", 4, "--bot", "random", "--seat", 3, "--seed", 2)
    assert result.exit_code == 0, result.output
    ((seats, names),) = calls
    assert seats[2] is None and all(s is not None for i, s in enumerate(seats) if i != 2) and len(seats) == 4
    assert names == ["random bot", "random bot", "you", "random bot"]


def test_watch_three_seats_plays_to_the_end(tiny_rules):
    result = run("play", "--rules", TINY, "--players", 3, "--watch", "--bots", "random,random,random",
                 "--seed", 3)
    assert result.exit_code == 0, result.output
    assert "--players 3 --seed 3 --watch --bots random,random,random" in " ".join(result.output.split())
    assert "P3 (random bot) wins after 24 turns" in result.output   # seed 3: P3 ahead after all 8 rounds


def test_scenario_naming_a_seat_beyond_the_rule_set(tiny_rules, tmp_path):
    path = tmp_path / "p5.yaml"
    path.write_text(f"rules: {TINY}\nsetup:\n  players: 4\n  first: P5\n")
    result = run("scenario", path)
    assert result.exit_code == 2
    assert result.output.strip() == f"Error: {path}, line 4: setup.first: P5: this rule set has seats P1 to P4"
    path.write_text(f"rules: {TINY}\nsetup:\n  players: 4\n  first: seat 2\n")
    assert "line 4: setup.first: expected P1 to P4, got 'seat 2'" in run("scenario", path).output

"""The TCG through the bots and the command line: the heuristic beats random, bots never peek, a terminal game and
a simulation run end to end, and bad --deck input gets a clear message."""
import json

from typer.testing import CliRunner

import mechdeck.games  # noqa: F401
from mechdeck.agents import make_agent
from mechdeck.interfaces import cli
from mechdeck.kernel import get_rules

import matches

R = get_rules("battletech-tcg")
runner = CliRunner()


def play(agents, seed, config=None, log=False):
    return matches.play(R, agents, seed, config, log)


def test_heuristic_beats_random():
    """At least 95% of 200 games with the two preset decks, seats and decks alternated."""
    games = 200
    decks = (["kurita", "wolf"], ["wolf", "kurita"])  # decks alternate every two games, after seats
    wins = matches.wins_with_seats_alternated(R, "heuristic", "random", games, lambda g: {"decks": decks[(g // 2) % 2]})
    assert wins >= 0.95 * games, f"heuristic won only {wins} of {games} games against random"


def test_same_seed_same_game():
    first = play([make_agent("heuristic", 1), make_agent("random", 2)], seed=77, log=True)
    second = play([make_agent("heuristic", 1), make_agent("random", 2)], seed=77, log=True)
    assert first.to_json() == second.to_json()
    assert R.replay(first.seed, first.config, first.history).to_json() == first.to_json()


def test_heuristic_does_not_peek_at_hidden_cards():
    """Re-dealing what the deciding seat cannot see never changes the heuristic's choice."""
    checked = 0
    for seed in range(6):
        agents = [make_agent("heuristic", seed), make_agent("heuristic", seed + 50)]
        state = R.new_game(seed, log=False)
        step = 0
        while state.decision is not None and step < 600:
            me = state.decision.player
            action = agents[me].act(R, state)
            if len(state.decision.options) > 1 and step % 5 == 0:
                other = R.determinize(state, me, seed * 1000 + step)
                assert make_agent("heuristic", seed if me == 0 else seed + 50).act(R, other) == \
                    make_agent("heuristic", seed if me == 0 else seed + 50).act(R, state)
                checked += 1
            R.apply(state, action)
            step += 1
    assert checked > 100


def test_observation_hides_the_opponents_secrets():
    state = R.new_game(5)
    agents = [make_agent("heuristic", 1), make_agent("heuristic", 2)]
    seen_face_down = 0
    for _ in range(400):
        if state.decision is None:
            break
        for viewer in (0, 1):
            view = R.observe(state, viewer)
            other = 1 - viewer
            assert view["zones"][f"hand{other}"] == {"count": len(state.zones[f"hand{other}"])}
            assert view["zones"][f"stock{viewer}"] == {"count": len(state.zones[f"stock{viewer}"])}
            for entry in view["board"][other]["build"]:
                if R.face_down(state, entry["id"]):
                    assert entry["name"] is None
                    seen_face_down += 1
            text = json.dumps(view)
            assert "rng" not in view and str(state.rng) not in text
        R.apply(state, agents[state.decision.player].act(R, state))
    assert seen_face_down > 0


def invoke(*args, input=None):
    return runner.invoke(cli.app, list(args), input=input)


def test_watch_a_tcg_game():
    result = invoke("play", "--rules", "battletech-tcg", "--seed", "4", "--watch", "--bot", "heuristic,random")
    assert result.exit_code == 0, result.output
    assert "Game over" in result.output and "--deck" not in result.output.splitlines()[0]


def test_play_a_tcg_game_then_quit():
    # Five decisions by number, then quit.
    result = invoke("play", "--rules", "battletech-tcg", "--seed", "3", "--deck", "kurita", "--deck", "wolf",
                    input="1\n1\n1\n1\n1\nq\ny\n")
    assert result.exit_code == 0, result.output
    assert "The table" in result.output and "Your hand:" in result.output
    assert "--deck kurita --deck wolf" in result.output


def test_bad_deck_options():
    result = invoke("play", "--rules", "battletech-tcg", "--deck", "no-such-deck", "--watch")
    assert result.exit_code == 2 and "no-such-deck" in result.output
    result = invoke("play", "--rules", "battletech-tcg", "--supply", "first-game", "--watch")
    assert result.exit_code == 2 and "has no Supply" in result.output
    result = invoke("play", "--rules", "domination-v2.2", "--deck", "kurita", "--watch")
    assert result.exit_code == 2 and "does not use decks" in result.output


def test_deck_file_for_play(tmp_path):
    deck = tmp_path / "mine.txt"
    deck.write_text("# a small deck\n20 Support - Tactics\n10 Commando (COM-2D)\n")
    result = invoke("play", "--rules", "battletech-tcg", "--seed", "1", "--deck", str(deck), "--watch",
                    "--bot", "heuristic")
    assert result.exit_code == 0, result.output
    bad = tmp_path / "bad.txt"
    bad.write_text("3 Atlas AS7-D\nfour Commando\n")
    result = invoke("play", "--rules", "battletech-tcg", "--deck", str(bad), "--watch")
    assert result.exit_code == 2 and "bad.txt:2" in result.output


def test_sim_tcg(tmp_path):
    out = tmp_path / "res"
    result = invoke("sim", "--rules", "battletech-tcg", "--bots", "heuristic,random", "--games", "8",
                    "--workers", "1", "--seed", "3", "--out", str(out))
    assert result.exit_code == 0, result.output
    rows = [json.loads(line) for line in (out / "games.jsonl").read_text().splitlines()]
    assert len(rows) == 8
    # Deployed cards are counted by name for the card statistics.
    assert any(isinstance(name, str) and name for row in rows for seat in row["cards"]["deployed"] for name in seat)
    replay = invoke("replay", str(out / "games.jsonl"), "--game", "5")
    assert replay.exit_code == 0 and "Matches the recorded result" in replay.output
    # Card statistics of a deck game: a card is available to a side when it is in that side's deck.
    from mechdeck.games.battletech_tcg.decks import preset_deck
    from mechdeck.simulation.stats import card_stats
    kurita = {c.name for c in preset_deck("kurita").cards()}
    assert all(set(row["decks"][0]) | set(row["decks"][1]) >= kurita for row in rows)
    stats = {c["card"]: c for c in card_stats(rows)}
    only_kurita = next(name for name in kurita if name not in {c.name for c in preset_deck("wolf").cards()})
    assert stats[only_kurita]["sides"] == 8   # one side per game holds the Kurita deck
    report = invoke("report", str(out))
    assert report.exit_code == 0 and "in that side" in (out / "report.html").read_text()


def test_only_implemented_cards_of_the_sets_played_enter_decks(tcg_cards_to_come):
    import pytest
    from mechdeck.games.battletech_tcg.decks import FORMATS
    from mechdeck.kernel import RulesError
    listed = json.loads(invoke("cards", "--rules", "battletech-tcg", "--json").output)
    assert all(c["implemented"] for c in listed if c["set_code"] in FORMATS["all"])   # issue 17: all 308 later cards
    assert not next(c for c in listed if c["number"] == "CE001")["implemented"]
    with pytest.raises(RulesError, match=r"cannot play .*\(CE001\) from Commander's Edition"):
        R.new_game(1, {"decks": [["CE001"] * 3, "wolf"]})
    played = next(c for c in listed if c["set_code"] == "CS" and c["implemented"] and c["kind"] == "mech")
    state = R.new_game(1, {"decks": [[played["number"]] + ["LT240"] * 20, "wolf"], "format": "all"})
    assert state.decision is not None


def test_help_lists_the_tcg_cards_in_view():
    result = invoke("play", "--rules", "battletech-tcg", "--seed", "5", input="?\nq\ny\n")
    assert result.exit_code == 0, result.output
    assert "Cards in view" in result.output and "Unit - 'Mech" in result.output

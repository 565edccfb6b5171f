"""Sweeps of any number of seats: lineups with rotated seats, ranks and returns in the results files, win shares per
seat and per bot (a k-way shared win counts 1/k), mean ranks; results files written before ranks were recorded
still replay and report."""
import csv
import json
import shutil
from pathlib import Path

import pytest

from mechdeck.simulation import plan_games, play_job, round_robin, stats
from mechdeck.simulation.results import csv_fields, load_rows

from .conftest import invoke
from conformance.tiny_game import RULES_ID as TINY

OLD_RESULTS = Path(__file__).parent / "old_results"   # written by `mechdeck sim` before ranks were recorded


def test_plan_rotates_every_seat_of_a_lineup(tiny_rules):
    jobs = plan_games(TINY, [("a", "b", "c")], 6, 1)
    assert [j["agents"] for j in jobs[:3]] == [["a", "b", "c"], ["c", "a", "b"], ["b", "c", "a"]]
    assert [j["rotation"] for j in jobs] == [0, 1, 2, 0, 1, 2]
    for job in jobs:   # the lineup's bot i sits in seat (i + rotation) % 3
        assert [job["agents"][(i + job["rotation"]) % 3] for i in range(3)] == ["a", "b", "c"]
        assert job["config"] == {"players": 3} and "first_player" not in job["config"]
    # a lineup of the rule set's smallest size adds no players key (two-seat configs replay as they were)
    assert "players" not in plan_games(TINY, [("a", "b")], 1, 1)[0]["config"]
    assert round_robin(["w", "x", "y", "z"], 3) == [("w", "x", "y"), ("w", "x", "z"), ("w", "y", "z"),
                                                   ("x", "y", "z")]


def test_a_three_seat_game_records_ranks_and_returns(tiny_rules):
    record = play_job(plan_games(TINY, [("random", "random", "random")], 2, 5)[1])
    assert record.agents == ("random",) * 3 and len(record.scores) == 3 and record.rotation == 1
    assert len(record.cards["bought"]) == 3   # one tally a seat
    replayed = tiny_rules.replay(record.seed, record.config, record.actions)
    outcome = tiny_rules.outcome(replayed)
    assert record.ranks == list(outcome.ranks) and record.scores == list(outcome.scores)
    assert record.turns == replayed.counters["turn"] and record.decisions == len(replayed.history)
    assert record.returns == pytest.approx(
        [(3 + 1 - 2 * (r + (record.ranks.count(r) - 1) / 2)) / 2 for r in record.ranks])


def test_sim_three_seats_end_to_end(tiny_rules, tmp_path):
    out = tmp_path / "r"
    result = invoke("sim", "--rules", TINY, "--players", 3, "--bots", "random,random,random", "--games", 9,
                    "--workers", 1, "--seed", 2, "--out", out)
    assert result.exit_code == 0, result.output
    assert "Pairing A vs B vs C" in result.output and "C wins" in result.output
    assert "Per bot" in result.output and "P3 wins" in result.output and "(no seat advantage: 33.3%)" in result.output
    assert "the rule set records no first player" in result.output
    header, *lines = list(csv.reader(open(out / "games.csv")))
    assert tuple(header) == csv_fields(3)
    assert header[2:5] == ["p1_bot", "p2_bot", "p3_bot"] and "p3_score" in header
    rows = load_rows(out)
    assert len(rows) == len(lines) == 9
    for row, line in zip(rows, lines):
        cells = dict(zip(header, line))
        assert cells["ranks"] == ";".join(map(str, row["ranks"]))
        assert [float(x) for x in cells["returns"].split(";")] == row["returns"]
        assert cells["p3_score"] == str(row["scores"][2])
    assert sorted({r["rotation"] for r in rows}) == [0, 1, 2]
    assert json.loads((out / "run.json").read_text())["players"] == 3
    replayed = invoke("replay", out, "--game", 4)
    assert replayed.exit_code == 0 and "P3 random" in replayed.output and "Matches the recorded result" in replayed.output
    assert invoke("report", out).exit_code == 0
    page = (out / "report.html").read_text()
    assert "Seat P3 wins" in page and "random vs random vs random" in page and "33.3% with 3 seats" in page


@pytest.mark.parametrize("args, message", [
    (["--players", "5", "--bots", "random"], "--players: tiny-skirmish is played by 2 to 4 players, not 5"),
    (["--players", "3", "--bots", "random,random"], "--bots: give 3 bots"),
    (["--players", "4", "--bots", "random,heuristic", "--round-robin"], "at least 4 different bots"),
])
def test_sim_seat_count_bad_input(tiny_rules, tmp_path, args, message):
    result = invoke("sim", "--rules", TINY, "--games", 2, "--out", tmp_path / "r", *args)
    assert result.exit_code == 2 and message in result.output, result.output
    assert not (tmp_path / "r").exists()


def row(agents, ranks, rotation=0, first=None, scores=None):
    return {"pairing": 0, "agents": list(agents), "rotation": rotation, "ranks": list(ranks), "first_player": first,
            "winner": ranks.index(1) if list(ranks).count(1) == 1 else None, "turns": 2,
            "scores": list(scores or [10 - r for r in ranks])}


def test_shared_wins_count_one_kth_and_draws_apart():
    rows = [row(("a", "b", "c"), (1, 1, 3)),               # a and b share first: 1/2 each
            row(("c", "a", "b"), (2, 1, 3), rotation=1),    # a (seat 1) wins alone
            row(("b", "c", "a"), (1, 1, 1), rotation=2)]    # all share first place: a draw, no win share
    (p,) = stats.pairing_summary(rows)
    assert p["bots"] == ("a", "b", "c") and p["draws"] == 1
    assert [w["k"] for w in p["wins"]] == [1.5, 0.5, 0.0]
    assert p["ranks"] == [1.0, 5 / 3, 2.0]
    assert [s["k"] for s in p["seats"]] == [0.5, 1.5, 0.0]   # seat positions, whoever sat there
    bots = {b["bot"]: b for b in stats.bot_summary(rows)}
    assert [b["bot"] for b in stats.bot_summary(rows)] == ["a", "b", "c"]   # by mean rank
    assert (bots["b"]["wins"]["k"], bots["b"]["seats"], bots["b"]["mean_rank"]) == (0.5, 3, 5 / 3)
    assert stats.margin(row(("a", "b", "c"), (1, 2, 3), scores=[4, 9, 7])) == 2   # top minus the best other


def test_files_written_before_ranks_still_load(tmp_path):
    folder = tmp_path / "old"
    shutil.copytree(OLD_RESULTS, folder)
    rows = load_rows(folder)
    assert rows and all("ranks" not in r and "rotation" not in r for r in rows)
    assert [stats.row_ranks(r) for r in rows] == [[2, 1], [2, 1]]   # from the recorded winner
    (p,) = stats.pairing_summary(rows)
    assert p["bots"] == ("heuristic", "random") and p["wins"][0]["k"] == 2   # swapped games: heuristic in P2
    result = invoke("replay", folder, "--game", 5)
    assert result.exit_code == 0 and "Matches the recorded result" in result.output, result.output
    assert invoke("report", folder).exit_code == 0
    assert "heuristic vs random" in (folder / "report.html").read_text()

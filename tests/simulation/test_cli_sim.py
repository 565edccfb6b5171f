"""`mechdeck sim`, `replay` and `report` on the command line: bad input, replays, the HTML report."""
import json
import re

import pytest

from .conftest import invoke


@pytest.mark.parametrize("args, message", [
    (["--bots", "heuristic,nobody"], "nobody"),
    (["--bots", "heuristic,,random"], "--bots"),
    (["--bots", "heuristic,random,random"], "--round-robin"),
    (["--bots", "random", "--round-robin"], "at least 2 different bots"),
    (["--players", "3"], "--players: domination-v2.2 is played by 2 players, not 3"),
    (["--rules", "battletech-tcg", "--players", "3"], "--players: battletech-tcg is played by 2 players, not 3"),
    (["--games", "0"], "--games must be a positive"),
    (["--games", "-3"], "--games must be a positive"),
    (["--workers", "0"], "--workers must be a positive"),
    (["--supply", "Uziel,Nonesuch"], "unknown card 'Nonesuch'"),
    (["--backend", "spark"], "--backend must be one of"),
    (["--address", "10.0.0.1:6379"], "--address is for --backend ray"),
    (["--rules", "chess"], "unknown rule set 'chess'"),
])
def test_sim_bad_input(tmp_path, args, message):
    result = invoke("sim", "--games", "2", "--out", tmp_path / "r", *args)
    assert result.exit_code == 2, result.output
    assert message in result.output
    assert not (tmp_path / "r" / "games.csv").exists()


def test_sim_unwritable_out(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    result = invoke("sim", "--games", "2", "--workers", "1", "--out", blocker / "results")
    assert result.exit_code == 2 and "--out: cannot write results" in result.output


def test_sim_round_robin(tmp_path):
    result = invoke("sim", "--bots", "heuristic,random,random", "--round-robin", "--games", 2, "--workers", 1,
                    "--seed", 1, "--supply", "first-game", "--out", tmp_path)
    assert result.exit_code == 0, result.output
    assert "heuristic vs random" in result.output and "First player wins" in result.output
    run = json.loads((tmp_path / "run.json").read_text())
    assert run["pairings"] == [["heuristic", "random"]] and run["supply"] == "first-game"
    assert invoke("report", tmp_path).exit_code == 0
    assert "did not use random Supplies" in (tmp_path / "report.html").read_text()


def test_sim_named_supply(tmp_path):
    result = invoke("sim", "--bots", "random,random", "--games", 2, "--workers", 1, "--seed", 4,
                    "--supply", "uziel, Atlas", "--out", tmp_path)
    assert result.exit_code == 0, result.output
    rows = [json.loads(line) for line in (tmp_path / "games.jsonl").read_text().splitlines()]
    assert all({"Uziel", "Atlas"} <= set(r["supply"]) and len(r["supply"]) == 12 for r in rows)
    assert rows[0]["config"]["supply"] == ["uziel", "Atlas"]


def test_replay_equals_recorded_result(results_dir):
    rows = [json.loads(line) for line in (results_dir / "games.jsonl").read_text().splitlines()]
    for n in (0, 7):
        result = invoke("replay", results_dir / "games.jsonl", "--game", n)
        assert result.exit_code == 0, result.output
        winner = "draw" if rows[n]["winner"] is None else f"P{rows[n]['winner'] + 1}"
        assert f"winner {winner}, scores {rows[n]['scores'][0]}-{rows[n]['scores'][1]}" in result.output
        assert "Matches the recorded result" in result.output
    logged = invoke("replay", results_dir, "--game", 3, "--log")  # the folder works too
    assert logged.exit_code == 0 and "Supply:" in logged.output


def test_replay_detects_a_changed_record(results_dir, tmp_path):
    row = json.loads((results_dir / "games.jsonl").read_text().splitlines()[2])
    row["scores"] = [row["scores"][0] + 1, row["scores"][1]]
    path = tmp_path / "games.jsonl"
    path.write_text(json.dumps(row) + "\n")
    result = invoke("replay", path, "--game", 2)
    assert result.exit_code == 1 and "MISMATCH" in result.output
    row["actions"] = row["actions"][:5] + [["buy", "Nonesuch"]]
    path.write_text(json.dumps(row) + "\n")
    result = invoke("replay", path, "--game", 2)
    assert result.exit_code == 1 and "does not replay" in result.output


def test_replay_bad_input(results_dir, tmp_path):
    assert invoke("replay", results_dir, "--game", 999).exit_code == 2
    assert invoke("replay", tmp_path / "missing.jsonl", "--game", 0).exit_code == 2
    junk = tmp_path / "junk.jsonl"
    junk.write_text("not json\n")
    result = invoke("replay", junk, "--game", 0)
    assert result.exit_code == 2 and "line 1" in result.output


def test_report(results_dir, tmp_path):
    out = tmp_path / "report.html"
    result = invoke("report", results_dir, "--out", out)
    assert result.exit_code == 0, result.output
    page = out.read_text()
    sections = re.findall(r'<section id="([^"]+)"', page)
    assert sections == ["summary", "pairings", "bots", "how-games-end", "first-seat", "game-length", "score-margins",
                        "cards"]
    images = re.findall(r'<img alt="" src="data:image/png;base64,([A-Za-z0-9+/=]+)"', page)
    assert len(images) == 4 and all(len(i) > 1000 for i in images)
    assert "Correlation is not causation" in page
    assert "Bot pool: heuristic, random" in page
    assert "heuristic vs random" in page and "Uziel" in page
    assert "http://" not in page and "https://" not in page  # self-contained


def test_report_bad_input(tmp_path):
    assert invoke("report", tmp_path / "none").exit_code == 2
    result = invoke("report", tmp_path)  # a folder without games.jsonl
    assert result.exit_code == 2 and "cannot read" in result.output

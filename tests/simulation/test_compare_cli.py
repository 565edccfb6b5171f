"""`mechdeck compare DIR1 DIR2 [--json]`: two real results folders of `mechdeck sim` compared game by game, and every
kind of bad input refused on one line with exit status 2."""
import json
import shutil

import pytest

from tests.cli_runner import run

SIM = ("sim", "--bots", "heuristic,random", "--workers", "1", "--supply", "random")


def sim(out, games=8, seed=5):
    result = run(*SIM, "--games", str(games), "--seed", str(seed), "--out", str(out))
    assert result.exit_code == 0, result.output
    return out


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """Two runs of the same command (a pair), one of another seed and one of more games."""
    root = tmp_path_factory.mktemp("compare")
    return {"a": sim(root / "a"), "b": sim(root / "b"), "other-seed": sim(root / "other-seed", seed=6),
            "longer": sim(root / "longer", games=10)}


def test_the_same_games_twice_show_no_change(runs):
    result = run("compare", str(runs["a"]), str(runs["b"]))
    assert result.exit_code == 0, result.output
    for words in (f"Baseline: {runs['a']} (domination-v2.2)", f"Variant: {runs['b']} (domination-v2.2)",
                  "8 paired games", "heuristic wins", "random wins", "first player wins", "mean turns",
                  "+0.0 pp [+0.0, +0.0]", "+0.00 turns [+0.00, +0.00]", "Change [95% CI]"):
        assert words in result.output, words


def test_json_is_the_comparison(runs):
    result = run("compare", str(runs["a"]), str(runs["b"]), "--json")
    assert result.exit_code == 0, result.output
    comparison = json.loads(result.output)
    assert comparison["games"] == 8 and [b["bot"] for b in comparison["bots"]] == ["heuristic", "random"]
    assert comparison["turns"]["change"] == {"mean": 0.0, "low": 0.0, "high": 0.0, "n": 8, "sd": 0.0}
    assert comparison["first_seat"]["change"]["n"] == 8
    assert [e["ending"] for e in comparison["endings"]] == ["empty-piles", "no-cards"]   # v2.2's two ways
    assert all(e["change"]["mean"] == 0.0 for e in comparison["endings"])


def test_a_changed_game_shows_in_the_change(runs, tmp_path):
    changed = tmp_path / "changed"
    shutil.copytree(runs["b"], changed)
    rows = [json.loads(line) for line in (changed / "games.jsonl").read_text().splitlines()]
    rows[0]["turns"] += 8   # one game eight turns longer: the mean moves by one turn
    (changed / "games.jsonl").write_text("".join(json.dumps(row) + "\n" for row in rows))
    run_info = json.loads((changed / "run.json").read_text())
    run_info["variant"] = {"base": "domination-v2.2", "name": "slow", "description": "a longer first game",
                           "changes": ["game 0: 8 more turns"]}
    (changed / "run.json").write_text(json.dumps(run_info))
    result = run("compare", str(runs["a"]), str(changed))
    assert result.exit_code == 0, result.output
    assert "+1.00 turns" in result.output
    assert "Variant slow of domination-v2.2: a longer first game" in result.output
    assert "- game 0: 8 more turns" in result.output


@pytest.mark.parametrize("pair, words", [
    (("a", "other-seed"), "game 0 is not the same game, its seed is"),
    (("a", "longer"), "game 8 is in the variant run only (the baseline has 8 games, the variant 10)"),
    (("longer", "a"), "game 8 is in the baseline run only"),
])
def test_runs_that_are_not_a_pair_are_refused(runs, pair, words):
    result = run("compare", str(runs[pair[0]]), str(runs[pair[1]]))
    assert result.exit_code == 2
    assert result.output.startswith(f"Error: cannot compare {runs[pair[1]]} with {runs[pair[0]]}: the runs are not "
                                    "paired")
    assert words in result.output and result.output.count("\n") == 1


def test_a_folder_that_is_not_a_results_folder(runs, tmp_path):
    result = run("compare", str(runs["a"]), str(tmp_path / "nowhere"))
    assert result.exit_code == 2
    assert f"Error: {tmp_path / 'nowhere'} is not a results folder (it has no games.jsonl" in result.output
    empty = tmp_path / "empty"
    empty.mkdir()
    (empty / "games.jsonl").write_text("")
    result = run("compare", str(empty), str(runs["a"]))
    assert result.exit_code == 2 and f"Error: {empty}: no games in the results" in result.output


def test_a_damaged_results_file_is_named(runs, tmp_path):
    damaged = tmp_path / "damaged"
    shutil.copytree(runs["b"], damaged)
    lines = (damaged / "games.jsonl").read_text().splitlines()
    lines[2] = lines[2][:40]
    (damaged / "games.jsonl").write_text("\n".join(lines) + "\n")
    result = run("compare", str(runs["a"]), str(damaged))
    assert result.exit_code == 2 and "games.jsonl, line 3: not JSON" in result.output
    assert result.output.count("\n") == 1


def test_a_variant_that_changes_nothing_shows_no_change(tmp_path):
    variant = tmp_path / "same.yaml"
    variant.write_text("base: domination-v2.2\ndescription: nothing changed\nchanges: []\n")
    result = run(*SIM, "--games", "8", "--seed", "5", "--variant", str(variant), "--out", str(tmp_path / "ab"))
    assert result.exit_code == 0, result.output
    compared = run("compare", str(tmp_path / "ab" / "baseline"), str(tmp_path / "ab" / "same"), "--json")
    assert compared.exit_code == 0, compared.output
    comparison = json.loads(compared.output)
    zero = {"mean": 0.0, "low": 0.0, "high": 0.0, "n": 8, "sd": 0.0}
    assert all(m["change"] == zero for m in [*comparison["bots"], comparison["first_seat"], comparison["turns"]])


def test_a_war_rig_variant_moves_how_games_end(tmp_path):
    variant = tmp_path / "short.yaml"
    variant.write_text("base: war-rig\ndescription: a short war\nchanges:\n"
                       "  - set: setup/player_counts/2/round_limit\n    to: 6\n")
    result = run("sim", "--rules", "war-rig", "--bots", "heuristic,random", "--workers", "1", "--games", "8",
                 "--seed", "3", "--variant", str(variant), "--out", str(tmp_path / "ab"))
    assert result.exit_code == 0, result.output
    compared = run("compare", str(tmp_path / "ab" / "baseline"), str(tmp_path / "ab" / "short"))
    assert compared.exit_code == 0, compared.output
    assert "Variant short of war-rig: a short war" in compared.output
    assert "setup/player_counts/2/round_limit: 15 -> 6" in compared.output
    comparison = json.loads(run("compare", str(tmp_path / "ab" / "baseline"), str(tmp_path / "ab" / "short"),
                                "--json").output)
    endings = {m["ending"]: m for m in comparison["endings"]}
    # six rounds are too few for most victories: every game reaches the round limit, and sooner
    assert endings["round_limit"]["variant"] == 1.0 and endings["round_limit"]["change"]["low"] > 0
    assert comparison["turns"]["change"]["high"] < 0
    assert "peace_through_power" in endings   # a way no game ended is still listed
    report = run("report", str(tmp_path / "ab"))
    assert report.exit_code == 0, report.output
    page = (tmp_path / "ab" / "report.html").read_text()
    assert "<td>ended by round_limit</td>" in page and "a short war" in page

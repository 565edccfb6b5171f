"""How games end: the share of each victory condition and of round-limit finishes, per player count, with Wilson
intervals, in `mechdeck sim` and `mechdeck report`, for any rule set whose result names a ``victory`` (Domination's
two ways each, none for the TCG); War Rig's sweeps at 3 and 4 seats give win rates per seat and per bot."""
import pytest

from mechdeck.simulation import stats
from mechdeck.simulation.results import load_rows

from .conftest import invoke


def row(players, victory):
    return {"agents": ["x"] * players, "victory": victory}


def test_shares_per_player_count_with_known_ways_first():
    rows = [row(2, "dominate")] * 3 + [row(2, "round_limit")] + [row(3, "round_limit")] * 2 + [{"agents": ["x", "y"]}]
    ends = stats.how_games_end(rows, ("dominate", "warp", "round_limit"))
    assert [(g["players"], g["games"]) for g in ends] == [(2, 4), (3, 2)]   # a row that does not say is left out
    two = {e["victory"]: e for e in ends[0]["ends"]}
    assert [e["victory"] for e in ends[0]["ends"]] == ["dominate", "warp", "round_limit"]
    assert (two["dominate"]["k"], two["dominate"]["n"], two["dominate"]["rate"]) == (3, 4, 0.75)
    assert two["warp"]["k"] == 0 and two["warp"]["high"] > 0   # never won: 0% with its interval
    assert two["dominate"]["low"] == pytest.approx(stats.wilson(3, 4)[0])
    # a way the rule set does not list is still shown, after the known ones
    assert [e["victory"] for e in stats.how_games_end([row(2, "other")], ("round_limit",))[0]["ends"]] == [
        "round_limit", "other"]
    assert stats.how_games_end([{"agents": ["x", "y"]}]) == []


def test_domination_sweeps_count_their_two_endings(results_dir):
    ends = stats.how_games_end(load_rows(results_dir), stats.known_victories("domination-v2.2"))
    assert [e["victory"] for e in ends[0]["ends"]] == ["empty-piles", "no-cards"]
    assert invoke("report", results_dir).exit_code == 0
    assert "How games end" in (results_dir / "report.html").read_text()


@pytest.mark.parametrize("players", [3, 4])
def test_war_rig_sim_and_report(tmp_path, players):
    out = tmp_path / "r"
    bots = ",".join(["heuristic"] + ["random"] * (players - 1))
    result = invoke("sim", "--rules", "war-rig", "--players", players, "--bots", bots, "--games", players,
                    "--workers", 1, "--seed", 4, "--out", out)
    assert result.exit_code == 0, result.output
    assert "How games end" in result.output and "round_limit" in result.output
    assert "total_annihilation" in result.output   # every condition is listed, won or not
    assert "Per bot" in result.output and f"P{players} wins" in result.output
    rows = load_rows(out)
    assert all(r["victory"] in ("dominate", "peace_through_power", "align_with_empire", "total_annihilation",
                                "round_limit") for r in rows)
    heuristic = next(b for b in stats.bot_summary(rows) if b["bot"] == "heuristic")
    assert heuristic["seats"] == players and heuristic["wins"]["n"] == players
    assert invoke("report", out).exit_code == 0
    page = (out / "report.html").read_text()
    assert 'id="how-games-end"' in page and "total_annihilation" in page and f"Seat P{players} wins" in page


def test_domination_games_say_how_they_ended(tmp_path):
    """v2.2 ends when enough Supply piles are empty or a player owns no cards, v4 when the Supply Deck or an Overrun
    pile runs out: every game names its way, and the table lists both ways of each."""
    for rules, ways in (("domination-v2.2", ("empty-piles", "no-cards")),
                        ("domination-v4", ("supply-deck-empty", "overrun-pile-empty"))):
        out = tmp_path / rules
        result = invoke("sim", "--rules", rules, "--bots", "heuristic", "--games", 6, "--workers", 1, "--seed", 3,
                        "--out", out)
        assert result.exit_code == 0, result.output
        rows = load_rows(out)
        assert {row["victory"] for row in rows} <= set(ways) and stats.known_victories(rules) == ways
        assert all(way in result.output for way in ways)

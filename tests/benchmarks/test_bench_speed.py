"""The speed benchmark's arithmetic (benchmarks/bench_speed.py is a script, not a test; these pin how it combines
its passes, since the figures it prints go into the README): per-engine medians over passes, ratios paired by pass."""
import importlib.util
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_speed.py"


@pytest.fixture(scope="module")
def bench():
    spec = importlib.util.spec_from_file_location("bench_speed", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _pass(games, decisions, cpu, wall=1.0, turns=None):
    return {"games": games, "decisions": decisions, "turns": turns if turns is not None else games * 30,
            "cpu_s": cpu, "wall_s": wall, "games_per_s": games / cpu, "decisions_per_s": decisions / cpu}


def test_passes_merge_into_medians_and_totals(bench):
    merged = bench.merge_passes([_pass(100, 20_000, 1.0), _pass(90, 18_000, 1.0), _pass(130, 26_000, 1.0)])
    assert merged["games"] == 320 and merged["decisions"] == 64_000
    assert merged["games_per_s"] == 100 and merged["decisions_per_s"] == 20_000  # the median pass, not the mean
    assert merged["games_per_s_rounds"] == [100, 90, 130]
    assert merged["decisions_per_game"] == 200 and merged["wall_games_per_s"] == pytest.approx(320 / 3)
    assert bench.merge_passes([_pass(1, 1, 1.0), {"error": "boom"}]) == {"error": "boom"}


def test_ratios_pair_engines_by_pass(bench):
    # A slow second pass slows both engines: paired ratios stay 3x, the ratio of medians would not.
    fast = bench.merge_passes([_pass(300, 1, 1.0), _pass(150, 1, 1.0), _pass(330, 1, 1.0)])
    slow = bench.merge_passes([_pass(100, 1, 1.0), _pass(50, 1, 1.0), _pass(110, 1, 1.0)])
    assert bench.paired_ratio(fast, slow, "games_per_s") == pytest.approx((3.0, 3.0, 3.0))
    uneven = bench.merge_passes([_pass(300, 1, 1.0), _pass(200, 1, 1.0), _pass(330, 1, 1.0)])  # 3x, 4x, 3x
    median, low, high = bench.paired_ratio(uneven, slow, "games_per_s")
    assert (median, low, high) == pytest.approx((3.0, 3.0, 4.0))
    assert bench.paired_ratio(fast, {"error": "x"}, "games_per_s") is None


def _clone(us, history=100.0):
    return {"states": 300, "clone_us": us, "deepcopy_us": 100 * us, "mean_stack": 3.2, "mean_history": history}


def test_clone_passes_merge_and_pair_with_the_previous_build(bench):
    """Clone runs once a pass per build with --baseline-src: medians per build, and this/previous paired by pass
    against the 5% goal (a slow pass slows both builds)."""
    this = bench.merge_clone_passes([_clone(3.0), _clone(6.0), _clone(3.3)])
    previous = bench.merge_clone_passes([_clone(3.0), _clone(6.0), _clone(3.0)])
    assert this["clone_us"] == 3.3 and (this["clone_low"], this["clone_high"]) == (3.0, 6.0)
    assert bench.paired_ratio(this, previous, "clone_us") == pytest.approx((1.0, 1.0, 1.1))
    assert bench.merge_clone_passes([_clone(3.0), {"error": "boom"}]) == {"error": "boom"}
    res = {"clone": this, "clone-baseline": previous, "mechdeck-baseline": {"error": "not run"}}
    _, rows, _, other, _ = bench.build_report(res, {"seconds": 6, "passes": 3, "baseline": "/old/src"})
    verdicts = {row[0].split(" (")[0]: (row[1], row[3]) for row in other}
    assert verdicts["State.clone(): this build / the previous build"] == ("1.00x", "PASS")
    assert verdicts["State.clone() at mid-effect decisions"] == ("3.30 us", "PASS")
    assert any(row[0] == "mechdeck, previous build (--baseline-src)" for row in rows)
    slower = bench.merge_clone_passes([_clone(3.3), _clone(6.6), _clone(3.3)])
    _, _, _, other, _ = bench.build_report({"clone": slower, "clone-baseline": previous},
                                           {"seconds": 6, "passes": 3, "baseline": None})
    assert ("1.10x", "FAIL") in {(row[1], row[3]) for row in other}

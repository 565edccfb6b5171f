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

"""The statistics: Wilson intervals on known values, mean/sd, pairing and card summaries on hand-made records."""
import math

import pytest

from mechdeck.simulation import stats


@pytest.mark.parametrize("k, n, low, high", [
    # Newcombe (1998), "Two-sided confidence intervals for the single proportion", Stat. Med. 17, Table I,
    # method 3 (Wilson score interval without continuity correction)
    (81, 263, 0.2553, 0.3662),
    (15, 148, 0.0624, 0.1605),
    (0, 20, 0.0, 0.1611),
    (1, 29, 0.0061, 0.1718),
    # other common worked values
    (8, 10, 0.4902, 0.9433),
    (50, 100, 0.4038, 0.5962),
    (10, 10, 0.7225, 1.0),
])
def test_wilson_known_values(k, n, low, high):
    lo, hi = stats.wilson(k, n)
    assert lo == pytest.approx(low, abs=5e-4)
    assert hi == pytest.approx(high, abs=5e-4)


def test_wilson_by_the_formula():
    k, n, z = 37, 90, 1.959963984540054
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    assert stats.wilson(k, n) == pytest.approx((centre - half, centre + half))


def test_wilson_edges():
    assert stats.wilson(0, 0) == (0.0, 1.0)
    lo, hi = stats.wilson(0, 5)
    assert lo == 0.0 and 0 < hi < 1
    lo, hi = stats.wilson(5, 5)
    assert hi == 1.0 and 0 < lo < 1
    for n in range(1, 40):
        for k in range(n + 1):
            lo, hi = stats.wilson(k, n)
            assert 0.0 <= lo <= k / n <= hi <= 1.0


def test_mean_sd():
    assert stats.mean_sd([2, 4, 4, 4, 5, 5, 7, 9]) == pytest.approx((5.0, math.sqrt(32 / 7)))
    assert stats.mean_sd([3]) == (3.0, 0.0)
    assert all(math.isnan(x) for x in stats.mean_sd([]))


def row(pairing, agents, swapped, first, winner, scores=(10, 5), turns=20, supply=(), bought=None, deployed=None):
    return {"index": 0, "pairing": pairing, "agents": list(agents), "swapped": swapped, "first_player": first,
            "winner": winner, "scores": list(scores), "turns": turns, "rules": "domination-v2.2",
            "supply": list(supply), "cards": {"bought": bought or [{}, {}], "deployed": deployed or [{}, {}]}}


def test_pairing_summary_counts_sides_across_seats():
    rows = [row(0, ("a", "b"), False, 0, 0, turns=10),   # a (P1, first) wins
            row(0, ("b", "a"), True, 1, 1, turns=20),    # a (P2, first) wins
            row(0, ("a", "b"), False, 1, 1, turns=30),   # b (P2, first) wins
            row(0, ("b", "a"), True, 0, None, turns=40)]  # draw
    (p,) = stats.pairing_summary(rows)
    assert p["bots"] == ("a", "b") and p["games"] == 4
    assert (p["wins"][0]["k"], p["wins"][1]["k"], p["draws"]) == (2, 1, 1)
    assert p["ranks"] == [1.25, 1.5]   # a: 1, 1, 2, 1 (the draw ranks both first); b: 2, 2, 1, 1
    assert p["first"]["k"] == 3
    assert p["seat_p1"]["k"] == 1
    assert p["turns_mean"] == 25 and p["turns_sd"] == pytest.approx(math.sqrt(500 / 3))
    assert (p["wins"][0]["low"], p["wins"][0]["high"]) == stats.wilson(2, 4)


def test_card_stats_by_side():
    uziel = [{"Uziel": 2}, {}]
    rows = [row(0, ("a", "b"), False, 0, 0, supply=["Uziel"], bought=uziel, deployed=[{"Uziel": 1}, {}]),
            row(0, ("a", "b"), False, 0, 1, supply=["Uziel"], bought=uziel),
            row(0, ("a", "b"), False, 0, 1, supply=["Atlas"])]
    cards = {c["card"]: c for c in stats.card_stats(rows)}
    u = cards["Uziel"]
    assert u["available_games"] == 2 and u["sides"] == 4
    assert (u["bought"]["k"], u["bought"]["n"]) == (1, 2)
    assert (u["not_bought"]["k"], u["not_bought"]["n"]) == (1, 2)
    assert (u["deployed"]["k"], u["deployed"]["n"]) == (1, 1)
    assert cards["Atlas"]["available_games"] == 1 and cards["Atlas"]["bought"]["n"] == 0
    assert cards["Basic Factory"]["available_games"] == 3  # base cards: every game
    assert cards["Ammo Dump"]["deployed"] is None          # not a unit
    only_b = {c["card"]: c for c in stats.card_stats(rows, bots=["b"])}
    assert only_b["Uziel"]["sides"] == 2 and only_b["Uziel"]["bought"]["n"] == 0

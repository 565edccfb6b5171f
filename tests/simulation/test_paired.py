"""The paired statistics of the balance lab (simulation/paired.py): the interval against a closed-form computation on
a constructed data set, identical runs, a clearly stronger side, games that are not a pair, the Rich table."""
import math
import time

import pytest
from rich.console import Console

from mechdeck.simulation import paired
from mechdeck.simulation.results import ResultsError, load_rows

LINEUP = ("heuristic", "random")


def game(index, winner, turns=20, first=0, rotation=0, victory=None, lineup=LINEUP, seed=None):
    """A two-seat game record as results.load_rows gives it: the lineup's bot i sits at seat (i + rotation) % 2;
    ``winner`` is a seat, or None for a draw."""
    agents = [lineup[(seat - rotation) % 2] for seat in range(2)]
    ranks = [1, 1] if winner is None else [1 if seat == winner else 2 for seat in range(2)]
    return {"index": index, "seed": 1000 + index if seed is None else seed, "agents": agents,
            "config": {"supply": "random", "first_player": first}, "winner": winner, "scores": [5, 3],
            "turns": turns, "decisions": 50, "first_player": first, "ranks": ranks, "rotation": rotation,
            "victory": victory}


def test_interval_is_the_closed_form():
    # differences 1, 2, 3, 4: mean 2.5; squared deviations 2.25 + 0.25 + 0.25 + 2.25 = 5, sd = sqrt(5 / 3)
    interval = paired.paired_interval([1.0, 2.0, 3.0, 4.0])
    sd = math.sqrt(5 / 3)
    assert interval["n"] == 4 and interval["mean"] == pytest.approx(2.5)
    assert interval["sd"] == pytest.approx(sd)
    assert interval["low"] == pytest.approx(2.5 - 1.96 * sd / 2)
    assert interval["high"] == pytest.approx(2.5 + 1.96 * sd / 2)


def test_too_few_differences_give_no_interval():
    assert paired.paired_interval([0.5]) == {"mean": 0.5, "low": None, "high": None, "n": 1, "sd": None}
    assert paired.paired_interval([]) == {"mean": None, "low": None, "high": None, "n": 0, "sd": None}
    assert not paired.excludes_zero(paired.paired_interval([0.5]))


def constructed_runs():
    """Five paired games (seats rotate; P1 moves first in every game but game 1).

    game  rotation  baseline winner      variant winner       heuristic diff  first-player diff  turns
    0     0         P2 (random)          P1 (heuristic)       +1              +1                 10 -> 11
    1     1         P2 (heuristic)       P2 (heuristic)        0               0                 12 -> 12
    2     0         P1 (heuristic)       P1 (heuristic)        0               0                 14 -> 13
    3     1         P1 (random)          P2 (heuristic)       +1              -1                 16 -> 17
    4     0         P2 (random)          P2 (random)           0               0                 18 -> 20
    """
    plan = [(0, 1, 0, 10, 11, 0), (1, 1, 1, 12, 12, 1), (0, 0, 0, 14, 13, 0), (1, 0, 1, 16, 17, 0),
            (0, 1, 1, 18, 20, 0)]
    base, variant = [], []
    for index, (rotation, base_winner, variant_winner, base_turns, variant_turns, first) in enumerate(plan):
        ending = "fire" if index % 2 else "round_limit"
        base.append(game(index, base_winner, base_turns, first, rotation, ending))
        variant.append(game(index, variant_winner, variant_turns, first, rotation,
                            "infiltration" if index == 4 else ending))
    return base, variant


def test_compare_runs_matches_a_hand_computation():
    base, variant = constructed_runs()
    result = paired.compare_runs(base, variant, known_endings=("fire", "round_limit", "supremacy"))
    assert result["games"] == 5

    heuristic, random_bot = result["bots"]
    assert heuristic["bot"] == "heuristic" and random_bot["bot"] == "random"
    # heuristic wins games 1, 2 in the baseline (2/5) and 0, 1, 2, 3 in the variant (4/5); differences
    # +1, 0, 0, +1, 0: mean 0.4, squared deviations 0.36 + 0.16 + 0.16 + 0.36 + 0.16 = 1.2, sd = sqrt(1.2 / 4)
    assert heuristic["base"] == pytest.approx(0.4) and heuristic["variant"] == pytest.approx(0.8)
    sd = math.sqrt(0.3)
    change = heuristic["change"]
    assert change["mean"] == pytest.approx(0.4) and change["sd"] == pytest.approx(sd) and change["n"] == 5
    assert change["low"] == pytest.approx(0.4 - 1.96 * sd / math.sqrt(5))
    assert change["high"] == pytest.approx(0.4 + 1.96 * sd / math.sqrt(5))
    # two seats, no draws: random's change is the mirror image
    assert random_bot["change"]["mean"] == pytest.approx(-0.4) and random_bot["change"]["sd"] == pytest.approx(sd)

    # the first player (P1, P2, P1, P1, P1) wins 0, 1, 1, 1, 0 then 1, 1, 1, 0, 0: differences +1, 0, 0, -1, 0
    first = result["first_seat"]
    assert first["base"] == pytest.approx(0.6) and first["variant"] == pytest.approx(0.6)
    assert first["change"]["mean"] == pytest.approx(0.0)
    assert first["change"]["sd"] == pytest.approx(math.sqrt(2 / 4))

    # turns differences +1, 0, -1, +1, +2: mean 0.6, squared deviations 0.16 + 0.36 + 2.56 + 0.16 + 1.96 = 5.2
    turns = result["turns"]
    assert turns["base"] == pytest.approx(14.0) and turns["variant"] == pytest.approx(14.6)
    assert turns["change"]["mean"] == pytest.approx(0.6) and turns["change"]["sd"] == pytest.approx(math.sqrt(1.3))
    assert turns["change"]["low"] == pytest.approx(0.6 - 1.96 * math.sqrt(1.3) / math.sqrt(5))


def test_endings_list_the_known_ways_first_and_every_way_either_run_saw():
    base, variant = constructed_runs()
    endings = paired.compare_runs(base, variant, known_endings=("fire", "round_limit", "supremacy"))["endings"]
    assert [e["ending"] for e in endings] == ["fire", "round_limit", "supremacy", "infiltration"]
    by_way = {e["ending"]: e for e in endings}
    assert by_way["fire"]["base"] == pytest.approx(0.4) and by_way["fire"]["change"]["mean"] == 0.0
    # game 4 ended at the round limit in the baseline, by infiltration in the variant
    assert by_way["round_limit"]["base"] == pytest.approx(0.6)
    assert by_way["round_limit"]["variant"] == pytest.approx(0.4)
    assert by_way["round_limit"]["change"]["mean"] == pytest.approx(-0.2)
    assert by_way["infiltration"]["base"] == 0.0 and by_way["infiltration"]["variant"] == pytest.approx(0.2)
    assert by_way["supremacy"]["change"] == {"mean": 0.0, "low": 0.0, "high": 0.0, "n": 5, "sd": 0.0}


def test_rule_sets_that_do_not_say_how_games_end_or_who_moved_first():
    base = [dict(game(i, i % 2), victory=None, first_player=None) for i in range(4)]
    result = paired.compare_runs(base, base, known_endings=("ignored",))
    assert result["endings"] == [] and result["first_seat"] is None


def test_identical_runs_show_exactly_no_change(results_dir):
    rows = load_rows(results_dir)
    copy = load_rows(results_dir)
    result = paired.compare_runs(rows, copy)
    zero = {"mean": 0.0, "low": 0.0, "high": 0.0, "n": len(rows), "sd": 0.0}
    measures = [*result["bots"], result["turns"], *result["endings"]]
    measures += [result["first_seat"]] if result["first_seat"] is not None else []
    assert {m["bot"] for m in result["bots"]} == {"heuristic", "random"}
    for measure in measures:
        assert measure["change"] == zero and measure["base"] == measure["variant"]


def test_a_clearly_stronger_side_shows_a_positive_change():
    # 400 games: heuristic wins every fourth game in the baseline and three in four in the variant
    base = [game(i, (i % 2) if i % 4 == 0 else 1 - i % 2, rotation=i % 2) for i in range(400)]
    variant = [game(i, (i % 2) if i % 4 else 1 - i % 2, rotation=i % 2) for i in range(400)]
    heuristic = paired.compare_runs(base, variant)["bots"][0]
    assert heuristic["bot"] == "heuristic"
    assert heuristic["base"] == pytest.approx(0.25) and heuristic["variant"] == pytest.approx(0.75)
    assert heuristic["change"]["mean"] == pytest.approx(0.5)
    assert heuristic["change"]["low"] > 0.4 and paired.excludes_zero(heuristic["change"])


def test_the_same_bot_in_both_seats_has_half_of_every_decided_game():
    lineup = ("random", "random")
    base = [game(i, i % 2, lineup=lineup) for i in range(6)]
    variant = [game(i, None if i == 5 else 1 - i % 2, lineup=lineup) for i in range(6)]
    (only,) = paired.compare_runs(base, variant)["bots"]
    assert only["bot"] == "random" and only["base"] == 0.5
    assert only["variant"] == pytest.approx(2.5 / 6)   # the draw of game 5 counts 0 to each seat
    assert only["change"]["mean"] == pytest.approx(-0.5 / 6) and only["change"]["n"] == 6


@pytest.mark.parametrize("change, words", [
    (lambda rows: rows.pop(3), "game 3 is in the baseline run only"),
    (lambda rows: rows[2].update(seed=7), "game 2 is not the same game, its seed is 1002 in the baseline and 7"),
    (lambda rows: rows[1].update(agents=["random", "random"]), "game 1 is not the same game, its line-up by seat"),
    (lambda rows: rows[4]["config"].update(supply=["Atlas"]), "game 4 is not the same game, its set-up option "
                                                              "'supply' is 'random' in the baseline and ['Atlas']"),
    (lambda rows: rows[0].update(rotation=1, agents=["random", "heuristic"]), "game 0 is not the same game"),
])
def test_runs_that_are_not_a_pair_are_refused_naming_the_index(change, words):
    base = [game(i, i % 2, rotation=i % 2) for i in range(6)]
    variant = [game(i, 0, rotation=i % 2) for i in range(6)]
    change(variant)
    with pytest.raises(ResultsError, match="the runs are not paired") as caught:
        paired.compare_runs(base, variant)
    assert words in str(caught.value) and "\n" not in str(caught.value)


def test_a_rotation_that_differs_is_named():
    base = [game(0, 0, rotation=0, lineup=("random", "random"))]
    variant = [game(0, 0, rotation=1, lineup=("random", "random"))]
    with pytest.raises(ResultsError, match="rotated by 0 seats in the baseline and by 1 in the variant"):
        paired.compare_runs(base, variant)


def test_a_run_holding_an_index_twice_or_nothing_is_refused():
    with pytest.raises(ResultsError, match="holds game 0 twice"):
        paired.compare_runs([game(0, 0), game(0, 1)], [game(0, 0)])
    with pytest.raises(ResultsError, match="no games"):
        paired.compare_runs([], [])


def test_ten_thousand_games_compare_well_under_a_second():
    base = [game(i, i % 2, turns=10 + i % 7, first=i % 2, rotation=i % 2, victory="fire") for i in range(10_000)]
    variant = [game(i, (i // 3) % 2, turns=11 + i % 5, first=i % 2, rotation=i % 2,
                    victory="round_limit" if i % 9 == 0 else "fire") for i in range(10_000)]
    start = time.perf_counter()
    result = paired.compare_runs(base, variant, ("fire", "round_limit"))
    elapsed = time.perf_counter() - start
    assert result["games"] == 10_000 and elapsed < 0.6, f"{elapsed:.2f} s"


def test_the_table_shows_every_measure_and_marks_clear_changes():
    base, variant = constructed_runs()
    comparison = paired.compare_runs(base, variant, ("fire", "round_limit"))
    console = Console(width=160, record=True, file=open("/dev/null", "w"))
    console.print(paired.comparison_table(comparison, "v against base"))
    text = console.export_text()
    for words in ("heuristic wins", "40.0%", "80.0%", "+40.0 pp [-8.0, +88.0]", "first player wins",
                  "mean turns", "14.00", "14.60", "+0.60 turns", "ended by infiltration", "+20.0 pp", "Games"):
        assert words in text, words
    assert "*" not in text.split("ended by")[0]   # no clear change among the bots' five games
    clear = paired.compare_runs([game(i, 1) for i in range(40)], [game(i, 0) for i in range(40)])
    assert paired.change_text(clear["bots"][0]["change"]) == "+100.0 pp [+100.0, +100.0] *"
    assert paired.change_text(clear["turns"]["change"], 1.0, 2, " turns") == "+0.00 turns [+0.00, +0.00]"


def test_variant_lines_say_what_changed():
    info = {"base": "domination-v2.2", "name": "cheap-stormcrow", "description": "Stormcrow costs 4",
            "changes": ["Stormcrow (Ryoken): cost 5 -> 4"]}
    assert paired.variant_lines(info) == ["Variant cheap-stormcrow of domination-v2.2: Stormcrow costs 4",
                                          "  - Stormcrow (Ryoken): cost 5 -> 4"]
    assert paired.variant_lines(None) == []


def test_three_seats_a_bot_in_two_of_them_has_the_mean_of_its_seats():
    def three(index, ranks, rotation):
        lineup = ("random", "heuristic", "random")
        agents = [lineup[(seat - rotation) % 3] for seat in range(3)]
        return {"index": index, "seed": index, "agents": agents, "config": {"players": 3}, "winner": None,
                "scores": [0, 0, 0], "turns": 30, "decisions": 90, "first_player": 0, "ranks": ranks,
                "rotation": rotation}

    # seats: game 0 random, heuristic, random; game 1 (rotated) random, random, heuristic
    base = [three(0, [1, 2, 3], 0), three(1, [3, 2, 1], 1)]       # random wins game 0, heuristic game 1
    variant = [three(0, [1, 1, 3], 0), three(1, [1, 2, 3], 1)]    # a first place shared with heuristic, random
    random_bot, heuristic = paired.compare_runs(base, variant)["bots"]
    assert (random_bot["bot"], heuristic["bot"]) == ("random", "heuristic")   # the lineup's order, not the seats'
    # heuristic: game 0 seat 1 (0 -> 1/2), game 1 seat 2 (1 -> 0); random: game 0 seats 0, 2 ((1 + 0) / 2 ->
    # (1/2 + 0) / 2), game 1 seats 0, 1 (0 -> (1 + 0) / 2)
    assert heuristic["change"]["mean"] == pytest.approx((0.5 - 1) / 2)
    assert random_bot["change"]["mean"] == pytest.approx(((0.25 - 0.5) + 0.5) / 2)


def test_forest_plots_share_a_scale_that_shows_every_interval():
    small = paired.paired_interval([0.0, 0.01, 0.02])
    wide = paired.paired_interval([-0.3, 0.1, 0.5])
    assert paired.forest_reach([("a", small)], 100.0, paired.SHARE_REACH) == paired.SHARE_REACH
    reach = paired.forest_reach([("a", small), ("b", wide)], 100.0, paired.SHARE_REACH)
    assert reach == pytest.approx(1.1 * 100 * max(abs(wide["low"]), abs(wide["high"])))

"""The report's pages for the balance lab's experiments: an A/B folder of `mechdeck sim --variant` (comparison.json and
a results folder per run), a card-worth folder (card-value.json of `mechdeck card-value`), and a plain results folder
of a variant rule set."""
import json
import re
import shutil

import pytest

from mechdeck.simulation.report import build_report
from mechdeck.simulation.results import ResultsError

from .conftest import invoke

PNG = re.compile(r'<img alt="" src="data:image/png;base64,[A-Za-z0-9+/=]{200,}">')
CHEAP = {"base": "domination-v2.2", "name": "cheap-stormcrow", "description": "Stormcrow costs one less",
         "changes": ["Stormcrow (Ryoken): cost 5 -> 4"]}


def sim(out, seed=3, games=8):
    result = invoke("sim", "--bots", "heuristic,random", "--games", games, "--workers", 1, "--seed", seed,
                    "--supply", "random", "--out", out)
    assert result.exit_code == 0, result.output
    return out


def section(page: str, ident: str) -> str:
    start = page.index(f'<section id="{ident}">')
    return page[start:page.index("</section>", start)]


@pytest.fixture(scope="module")
def ab_folder(tmp_path_factory):
    """An A/B folder as `mechdeck sim --variant` writes it: the baseline and two variants played on the same
    seeds; the first variant's games are the baseline's with random winning every game (a clear change)."""
    root = tmp_path_factory.mktemp("ab")
    sim(root / "baseline")
    for name in ("cheap-stormcrow", "no-op"):
        shutil.copytree(root / "baseline", root / name)
    run = json.loads((root / "cheap-stormcrow" / "run.json").read_text())
    (root / "cheap-stormcrow" / "run.json").write_text(json.dumps({**run, "variant": CHEAP}))
    rows = [json.loads(line) for line in (root / "cheap-stormcrow" / "games.jsonl").read_text().splitlines()]
    for row in rows:
        random_seat = row["agents"].index("random")
        row["winner"], row["ranks"] = random_seat, [1 if seat == random_seat else 2 for seat in range(2)]
    (root / "cheap-stormcrow" / "games.jsonl").write_text("".join(json.dumps(row) + "\n" for row in rows))
    (root / "comparison.json").write_text(json.dumps({"baseline": "baseline", "variants": ["cheap-stormcrow", "no-op"],
                                                      "comparisons": []}))
    return root


def test_an_ab_folder_shows_each_variant_with_its_paired_changes(ab_folder):
    page = build_report(ab_folder)
    assert "<h1>Variant comparison: domination-v2.2</h1>" in page
    compared = section(page, "comparison-summary")
    assert "Paired games per variant</td><td>8" in compared and "heuristic, random" in compared
    assert "1.96" in compared and "these bots (heuristic, random)" in compared

    cheap = section(page, "variant-1")
    assert "<h2>Variant cheap-stormcrow</h2>" in cheap and "Stormcrow costs one less" in cheap
    assert "<li>Stormcrow (Ryoken): cost 5 -&gt; 4</li>" in cheap
    # heuristic won all 8 baseline games (seed 3) and none of the changed ones: a clear change of -100 points
    assert ('<tr class="clear"><td>heuristic wins</td><td>100.0%</td><td>0.0%</td>'
            "<td>-100.0 pp [-100.0, -100.0] *</td><td>8</td></tr>") in cheap
    assert '<tr class="group"><th colspan="5">Game length</th></tr>' in cheap
    assert len(PNG.findall(cheap)) == 1

    same = section(page, "variant-2")
    assert "its run.json does not say what it changed" in same
    assert "<td>+0.0 pp [+0.0, +0.0]</td>" in same and 'class="clear"' not in same
    assert len(PNG.findall(same)) == 1

    overview = section(page, "overview")
    assert "<td>cheap-stormcrow</td><td>-100.0 pp [-100.0, -100.0] *</td>" in overview
    assert "<td>no-op</td><td>+0.0 pp [+0.0, +0.0]</td>" in overview

    # then the baseline's ordinary sections
    assert page.index('id="variant-2"') < page.index('<h2 id="baseline">') < page.index('<section id="pairings">')
    for ident in ("summary", "bots", "first-seat", "game-length", "cards"):
        assert f'<section id="{ident}">' in page


def test_an_ab_folder_whose_runs_are_not_a_pair_is_refused(ab_folder, tmp_path):
    folder = tmp_path / "ab"
    shutil.copytree(ab_folder, folder)
    sim(folder / "no-op", seed=4)
    with pytest.raises(ResultsError, match="no-op against .*baseline: the runs are not paired: game 0 is not the same"):
        build_report(folder)
    (folder / "comparison.json").write_text(json.dumps({"baseline": "baseline"}))
    with pytest.raises(ResultsError, match="not the comparison file of `mechdeck sim --variant`"):
        build_report(folder)
    (folder / "comparison.json").write_text(json.dumps({"baseline": "baseline", "variants": ["gone"]}))
    result = invoke("report", folder)
    assert result.exit_code == 2 and "the variant 'gone' run's results folder has no games.jsonl" in result.output


def test_a_plain_results_folder_of_a_variant_says_what_it_changed(tmp_path):
    out = sim(tmp_path / "run", games=2)
    plain = build_report(out)
    assert 'id="variant"' not in plain
    run = json.loads((out / "run.json").read_text())
    (out / "run.json").write_text(json.dumps({**run, "variant": CHEAP}))
    page = build_report(out)
    variant = section(page, "variant")
    assert "<strong>cheap-stormcrow</strong>, a variant of domination-v2.2: Stormcrow costs one less" in variant
    assert page.index('<section id="variant">') < page.index('<section id="summary">')


def card(name, cost, mean, half, taken, n=2000):
    """A card's entry as `mechdeck card-value` writes it (treated and control: the side's win share in each)."""
    return {"card": name, "cost": cost, "taken": taken, "treated": 0.5 + mean / 2, "control": 0.5 - mean / 2,
            "games": n, "effect": {"mean": mean, "low": None if half is None else mean - half,
                                   "high": None if half is None else mean + half, "n": n, "sd": 0.5}}


CARD_VALUE = {"rules": "domination-v2.2", "bot": "heuristic", "games_per_card": 2000, "seed": 17,
              "setup": {"supply": "random"},
              "method": "Paired games in which one seat's bot also takes the card at its first chance, against the "
                        "same games in which it does not.",
              "cards": [card("Atlas", "10", 0.12, 0.03, 0.97), card("Uziel", "6", 0.01, 0.03, 0.88),
                        card("Scrap for Parts", "2", -0.05, 0.02, 0.99), card("Assassination", "3", 0.2, None, 1.0, 1)],
              "never_taken": [{"card": "All-Out Assault", "cost": "4", "games": 2000,
                               "reason": "never taken in 2000 treated games (never offered or never affordable)"}]}


def test_a_card_worth_folder_ranks_every_card_with_its_interval(tmp_path):
    (tmp_path / "card-value.json").write_text(json.dumps(CARD_VALUE))
    page = build_report(tmp_path)
    assert "<h1>Card worth: domination-v2.2</h1>" in page
    worth = section(page, "card-worth")
    assert "<strong>Measured with the bot heuristic.</strong> Paired games in which one seat" in worth
    assert "in heuristic's hands" in worth
    for label, value in (("Paired games per card", 2000), ("Master seed", 17), ("Set-up", "supply: random"),
                         ("Cards measured", 4), ("Clearly helps its side", 1), ("Clearly hurts its side", 1),
                         ("No clear effect", 2), ("Never taken", 1)):
        assert f"<td>{label}</td><td>{value}</td>" in worth
    assert len(PNG.findall(worth)) == 1
    ranked = re.findall(r"<tr(?: class=\"clear\")?><td>(\d)</td><td>([^<]+)</td>", worth)
    assert ranked == [("1", "Assassination"), ("2", "Atlas"), ("3", "Uziel"), ("4", "Scrap for Parts")]
    assert ('<tr class="clear"><td>2</td><td>Atlas</td><td>10</td><td>+12.0 pp [+9.0, +15.0] *</td><td>2000</td>'
            "<td>56.0%</td><td>44.0%</td><td>97.0%</td><td>helps its side</td></tr>") in worth
    assert "<td>-5.0 pp [-7.0, -3.0] *</td><td>2000</td><td>47.5%</td><td>52.5%</td><td>99.0%</td>" in worth
    assert "<td>hurts its side</td>" in worth
    assert "<tr><td>3</td><td>Uziel</td><td>6</td><td>+1.0 pp [-2.0, +4.0]</td>" in worth
    assert "+20.0 pp (one game: no interval)</td><td>1</td>" in worth and "<td>too few games</td>" in worth
    never = section(page, "never-taken")
    assert "<td>All-Out Assault</td><td>4</td><td>2000</td><td>never taken in 2000 treated games" in never


def test_a_card_worth_folder_whose_cards_were_never_taken(tmp_path):
    (tmp_path / "card-value.json").write_text(json.dumps({**CARD_VALUE, "cards": []}))
    page = build_report(tmp_path)
    assert "<td>Cards measured</td><td>0</td>" in page and "All-Out Assault" in section(page, "never-taken")
    assert not PNG.search(page)


@pytest.mark.parametrize("document, words", [
    ([], "not a JSON object"),
    ({**CARD_VALUE, "bot": None}, "'bot' is missing or not a str"),
    ({**CARD_VALUE, "cards": [{"card": "Atlas", "effect": {"mean": 0.1}}]},
     "cards[0] (Atlas): \"effect\" is not a paired interval"),
    ({**CARD_VALUE, "cards": [], "never_taken": []}, "no card has been measured yet"),
    ({**CARD_VALUE, "never_taken": ["Atlas"]}, "\"never_taken\" is not a list of cards' entries"),
])
def test_a_bad_card_worth_file_is_named(tmp_path, document, words):
    (tmp_path / "card-value.json").write_text(json.dumps(document))
    with pytest.raises(ResultsError) as caught:
        build_report(tmp_path)
    assert words in str(caught.value) and str(tmp_path / "card-value.json") in str(caught.value)
    result = invoke("report", tmp_path)
    assert result.exit_code == 2 and words in result.output and result.output.count("\n") == 1


def test_an_ab_folder_whose_baseline_is_an_unknown_variant_needs_its_document(ab_folder, tmp_path):
    folder = tmp_path / "ab"
    shutil.copytree(ab_folder, folder)
    run = json.loads((folder / "baseline" / "run.json").read_text())
    (folder / "baseline" / "run.json").write_text(json.dumps({**run, "rules": "domination-v2.2@0123456789ab"}))
    with pytest.raises(ResultsError, match=r"whose data should be in .*variant\.json: \[Errno 2\]"):
        build_report(folder)
    (folder / "baseline" / "variant.json").write_text(json.dumps({"cards": "not the rule set's data"}))
    with pytest.raises(ResultsError, match=r"baseline/variant\.json: "):
        build_report(folder)

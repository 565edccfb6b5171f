"""War Rig in the front ends: registration (lazy, like the TCG's), ``--content`` in play, sim, replay and report
(ruling W-R100), the presentation (the map's data, counters, face-down plans hidden from the other seats) and the
terminal's map widget in a whole scripted game at 80 columns."""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys

from rich.console import Console
from typer.testing import CliRunner

import mechdeck  # noqa: F401  (registers the rule sets)
from mechdeck.agents import make_agent
from mechdeck.games.war_rig.layout import catalogue_zone, plans_zone
from mechdeck.games.war_rig.rules import register_war_rig
from mechdeck.kernel.variant import variant_rules_id
from mechdeck.interfaces import terminal
from mechdeck.interfaces.cli import app
from mechdeck.kernel import get_rules, rule_set_ids
from mechdeck.kernel.presentation import present

RUNNER = CliRunner()
SHORT = "base: sample\ndescription: three rounds\nchanges:\n  - set: setup/player_counts/3/round_limit\n    to: 3\n"


def play_to(rules, state, decisions: int, seed: int = 0):
    bots = [make_agent("random", seed + seat) for seat in range(rules.seat_count(state))]
    for _ in range(decisions):
        if state.decision is None:
            break
        rules.apply(state, bots[state.decision.player].act(rules, state.clone()))
    return state


def map_of(view: dict) -> dict:
    return next(a for a in view["areas"] if a["id"] == "map")["data"]


# -- registration ---------------------------------------------------------------------------------------------------
def test_war_rig_is_listed_but_not_loaded_by_import_mechdeck():
    code = "import sys, mechdeck; from mechdeck.kernel import rule_set_ids; " \
           "print('war-rig' in rule_set_ids(), 'mechdeck.games.war_rig' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["True", "False"]
    result = RUNNER.invoke(app, ["rules"])
    assert result.exit_code == 0 and "war-rig" in result.output


def test_registering_again_keeps_the_loaded_rule_set():
    rules = get_rules("war-rig")
    register_war_rig()
    register_war_rig()
    assert get_rules("war-rig") is rules and rule_set_ids().count("war-rig") == 1


# -- the presentation -----------------------------------------------------------------------------------------------
def test_the_map_holds_every_node_link_piece_and_site():
    rules = get_rules("war-rig")
    state = rules.new_game(3, {"players": 3, "first_player": 1})
    m = map_of(present(rules, state, 0))
    layout = rules.layout(state)
    assert m["hub"] == layout.hub and len(m["locations"]) == len(layout.topology.nodes) == 15
    names = {loc["id"]: loc["name"] for loc in m["locations"]}
    assert names["home_1"] == "Home Base 1" and names["lesser_2"] == "Lesser Base 2"
    assert {loc["base"] for loc in m["locations"] if loc["id"] == "home_1"} == {1}   # player 1 is seat 1 here
    restricted = sorted(sorted(link["between"]) for link in m["links"] if link["restricted"])
    assert restricted == [["deep_space", "low_orbit"], ["deep_trenches", "planet_core"]]
    assert len(m["squads"]) == 18 and len(m["rigs"]) == 3
    assert [len(base["sites"]) for base in m["bases"]] == [4, 4, 4, 1, 1, 1]
    assert [site["slot"] for site in m["rigs"][0]["parts"]] == ["Cab", "Hardpoint U1", "Hardpoint U2", "Drive D",
                                                                "Underslung L"]
    cab = m["rigs"][0]["parts"][0]
    assert (cab["armour"], cab["max"], cab["burning"]) == (5, 5, False)
    assert m["fire"] == [] and m["victory"] == []
    oil = next(loc for loc in m["locations"] if loc["id"] == "oil_sands")
    assert oil["stock"] == {"red": 4, "green": 0, "blue": 0, "brown": 2}   # 3 red + 1 for the third player


def test_counters_show_the_active_squad_its_actions_and_influence():
    rules = get_rules("war-rig")
    state = rules.new_game(4, {"players": 2, "first_player": 0})
    while state.decision.kind == "assign-equipment":
        rules.apply(state, state.decision.options[0])
    activate = next(o for o in state.decision.options if o[0] == "activate")
    rules.apply(state, activate)
    counters = {(c["key"], c["owner"]): c["value"] for c in present(rules, state, 1)["counters"]}
    assert counters[("active_squad", -1)] == activate[1]
    assert counters[("actions_left", -1)] == rules.content.rules.actions_per_squad
    assert [counters[("influence", seat)] for seat in (0, 1)] == list(rules.scores(state))


def test_face_down_plans_present_alike_to_the_other_seats():
    """A seat's face-down plan swapped with a card of its catalogue at that location: every other seat's view is
    the same, and the owner's is not."""
    rules = get_rules("war-rig")
    for seed in range(6):
        state = play_to(rules, rules.new_game(seed, {"players": 3}), 200, seed)
        layout = rules.layout(state)
        for seat in range(3):
            for node in layout.tech_rich:
                location = layout.topology.nodes[node]
                plans, catalogue = state.zones[plans_zone(seat, location)], state.zones[catalogue_zone(seat, location)]
                down = [c for c in plans if rules.face_down(state, c)]
                other = [c for c in catalogue if state.card_types[c] not in {state.card_types[p] for p in plans}]
                if not down or not other:
                    continue
                twin = state.clone()
                p, c = twin.zones[plans_zone(seat, location)], twin.zones[catalogue_zone(seat, location)]
                i, j = p.index(down[0]), c.index(other[0])
                p[i], c[j] = c[j], p[i]
                for viewer in range(3):
                    same = json.dumps(present(rules, state, viewer)) == json.dumps(present(rules, twin, viewer))
                    assert same == (viewer != seat), (seed, seat, viewer)
                return
    raise AssertionError("no face-down plan found in the games played")


# -- the terminal ---------------------------------------------------------------------------------------------------
def test_a_whole_game_in_the_terminal_at_80_columns():
    rules = get_rules("war-rig")
    state = rules.new_game(9, {"players": 3})
    console = Console(record=True, width=80)
    rng = random.Random(9)

    def read(prompt):
        return str(rng.randint(1, int(prompt.split("-")[1].split(",")[0])))

    seats = [None, make_agent("random", 1), make_agent("heuristic", 2)]
    finished = terminal.play_game(rules, state, seats, ["you", "random bot", "heuristic bot"], console, read=read,
                                  confirm=lambda question: True)
    text = console.export_text()
    assert finished and state.decision is None
    assert max(len(line) for line in text.splitlines()) <= 80
    text = " ".join(text.split())   # phrases wrapped at 80 columns read whole
    for words in ("Links: Barren Wastes to every other node but Planet Core, Deep Space",
                  "Deep Trenches =R= Planet Core",
                  "Oil Sands (resource-rich)", "Home Base 1 (P", "Command Post 6/6", "rig 1 (P", "Cab 5/5",
                  "Lesser Base 1 (Lesser Faction 1)", "Active squad", "Rounds left", "Influence", "Final score",
                  "P1 (you)", "P3 (heuristic bot)"):
        assert words in text, words


# -- content files --------------------------------------------------------------------------------------------------
# In a process of their own: a content file registers a rule set (war-rig@...), which this process's other tests,
# looping over every registered rule set, must not meet.
def run_mechdeck(*args: str) -> subprocess.CompletedProcess:
    code = f"import sys; from mechdeck.interfaces.cli import main; sys.argv = ['mechdeck', *{list(args)!r}]; main()"
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env={**os.environ,
                                                                                            "COLUMNS": "80"})


def test_play_with_a_content_file_and_a_bad_one(tmp_path):
    good, bad = tmp_path / "short.yaml", tmp_path / "bad.yaml"
    good.write_text(SHORT)
    bad.write_text(SHORT.replace("round_limit", "round_limt"))
    result = run_mechdeck("play", "--rules", "war-rig", "--players", "3", "--watch", "--bot", "random", "--seed",
                          "2", "--content", str(good))
    assert result.returncode == 0, result.stderr
    words = " ".join(result.stdout.split())
    # the replay command is wrapped at 80 columns, inside the (long, temporary) path too
    assert f"--content{good}" in "".join(result.stdout.split()) and "the round limit (3 rounds)" in words
    result = run_mechdeck("play", "--rules", "war-rig", "--players", "3", "--watch", "--content", str(bad))
    assert result.returncode == 2 and "Final score" not in result.stdout
    assert f"Error: --content: {bad}, line 4: " in result.stderr and "round_limt" in result.stderr
    result = run_mechdeck("play", "--rules", "domination-v2.2", "--content", str(good), "--watch")
    assert result.returncode == 2 and "the file changes war-rig, but the rule set asked for is domination-v2.2" \
        in " ".join(result.stderr.split())


def test_sim_keeps_the_content_so_replay_and_report_rebuild_it(tmp_path):
    good = tmp_path / "short.yaml"
    good.write_text(SHORT)
    out = tmp_path / "results"
    result = run_mechdeck("sim", "--rules", "war-rig", "--players", "3", "--bots", "random", "--games", "3",
                          "--workers", "1", "--seed", "4", "--content", str(good), "--out", str(out))
    assert result.returncode == 0, result.stderr
    document = json.loads((out / "variant.json").read_text())
    rules_id = variant_rules_id("war-rig", document)
    assert json.loads((out / "run.json").read_text())["rules"] == rules_id
    rows = [json.loads(line) for line in (out / "games.jsonl").read_text().splitlines()]
    assert {row["rules"] for row in rows} == {rules_id} and max(row["turns"] for row in rows) <= 3 * 3 + 1
    # a fresh process knows nothing of the content: replay and report register it from variant.json
    replay = run_mechdeck("replay", str(out / "games.jsonl"), "--game", "1")
    assert replay.returncode == 0 and "Matches the recorded result." in replay.stdout, replay.stderr
    report = run_mechdeck("report", str(out))
    assert report.returncode == 0 and (out / "report.html").exists(), report.stderr
    # a variant.json changed after the games were played is refused
    document["setup"]["player_counts"][1]["round_limit"] = 4
    (out / "variant.json").write_text(json.dumps(document))
    replay = run_mechdeck("replay", str(out / "games.jsonl"), "--game", "2")
    assert replay.returncode == 2 and "changed after the games were played" in " ".join(replay.stderr.split())
    assert rules_id not in rule_set_ids()   # nothing of it reached this process

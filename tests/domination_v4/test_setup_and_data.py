"""Domination v4 card data (built by tools/build_domination_v4_data.py from the shared sources, validated by its
schema) and set-up as the quick-play rules give it."""
import json
import re
from collections import Counter
from pathlib import Path

import pytest

from mechdeck.games.domination_v4 import abilities
from mechdeck.games.domination_v4.core import CARDS, OVERRUN_PILES
from mechdeck.games.domination_v4.rules import DominationV4, card_by_name
from mechdeck.kernel import RulesError

from tooling import load_tool

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "src" / "mechdeck" / "games" / "domination_v4" / "data" / "cards.json"
SHARED = REPO.parent / "shared"
R = DominationV4()
BY = {c.name: c for c in CARDS}


def test_base_and_overrun_piles():
    assert {c.name: c.copies for c in CARDS if c.base} == {
        "Infantry Platoon": 12, "Basic Factory": 16, "Supply Drops": 12, "Munitions Factory": 10,
        "Advanced Factory": 6}
    assert {n: (BY[n].copies, BY[n].overrun) for n in OVERRUN_PILES} == {
        "Heavy Casualties": (6, 1), "Raided Supplies": (5, 2), "Critical Hit": (4, 3), "Retreat!": (3, 3)}
    assert [BY[n].support for n in OVERRUN_PILES] == [True, True, True, False]


def test_names_are_the_v4_lists():
    for source, name in (("Factory", "Basic Factory"), ("Heavy Factory", "Munitions Factory"),
                         ("Supply Drop", "Supply Drops"), ("Fuel Dump", "Strip Mining"), ("Defeat!", "Retreat!"),
                         ("Black Hawk", "Blackhawk"), ("Ryoken", "Ryoken (Stormcrow)"), ("Heavy Bombard.",
                                                                                        "Heavy Bombardment")):
        assert card_by_name(source) == name
        assert name in BY
    for gone in ("Factory", "Heavy Factory", "Fuel Dump", "Defeat!", "Aggressor", "Locust", "Mobile HQ"):
        assert gone not in BY


def test_supply_list():
    supply = Counter({c.name: c.copies for c in CARDS if not c.base and c.type != "Overrun"})
    assert len(supply) == 93 and sum(supply.values()) == 112
    assert supply["Rapid Deployment"] == supply["Reinforcements"] == supply["Shadow Cat"] == 2
    assert BY["JagerMech"].text.startswith("SUPRESSIVE FIRE: +2 Attack")  # the image's text, not the code's +1


def test_stats_from_the_card_faces():
    assert (BY["Atlas"].cost, BY["Atlas"].attack, BY["Atlas"].defense) == (8, 3, 4)
    assert (BY["Daishi (Dire Wolf)"].cost, BY["Daishi (Dire Wolf)"].lostech) == (9, 1)
    assert BY["Infantry Platoon"].cost == 1
    assert BY["Munitions Factory"].text == "2 [Industry] OR [LosTech]"


def test_data_is_built_by_the_tool():
    if not (SHARED / "data" / "domination_v4" / "cards.json").exists():
        pytest.skip("the shared sources are not here")
    built = load_tool("build_domination_v4_data").build(SHARED)
    assert json.loads(DATA.read_text()) == built


def test_every_ability_has_code():
    keywords = abilities.KEYWORD_CARDS
    for c in CARDS:
        plain = re.fullmatch(r"((\+\d+ (Cards?|Actions?|\[Industry\]))(\. |\.|$| and )?)+", c.text)
        if c.text == "none" or plain or c.type == "Overrun" and not c.support:
            continue
        assert c.id in abilities.CARDS_WITH_SCRIPT or c.id in keywords or c.name in (
            "Basic Factory", "Advanced Factory", "Banking Sector"), c.name


def test_setup():
    s = R.new_game(11, {"first_player": 0})
    z = s.zones
    assert len(z["supplydeck"]) == 34 and len(z["row"]) == 6 and len(z["box"]) == 112 - 40
    assert len(z["hand0"]) == 3 and len(z["hand1"]) == 5
    for p in (0, 1):
        names = Counter(R.card_name(s.card_types[c]) for c in z[f"hand{p}"] + z[f"deck{p}"])
        assert names == {"Basic Factory": 8, "Infantry Platoon": 2}
    # v4 ruling 1: the starting decks come out of the base piles
    assert len(z["pile:Basic Factory"]) == 0 and len(z["pile:Infantry Platoon"]) == 8
    assert [len(z["pile:" + n]) for n in OVERRUN_PILES] == [6, 5, 4, 3]
    assert s.decision.player == 0


def test_setup_options():
    with pytest.raises(RulesError):
        R.new_game(1, {"supply": "first-game"})
    with pytest.raises(RulesError):
        R.new_game(1, {"first_player": 3})
    a, b = R.new_game(1, {"supply": "random"}), R.new_game(1, {})
    assert (a.card_types, a.zones, a.counters) == (b.card_types, b.zones, b.counters)


def test_observation_hides_the_supply_deck():
    s = R.new_game(2, {})
    view = R.observe(s, 0)
    assert view["zones"]["supplydeck"] == {"count": 34}
    assert sum(view["supply"].values()) == sum(len(s.zones["pile:" + n]) for n in
                                               ("Infantry Platoon", "Basic Factory", "Supply Drops",
                                                "Munitions Factory", "Advanced Factory")) + 6

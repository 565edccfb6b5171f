"""Candace Liao and ISF Counterespionage, the cards that answer Subterfuge cards (abilities/subterfuge.py)."""
from mechdeck.games.battletech_tcg.abilities.registry import IMPLEMENTED, plain_by_data
from mechdeck.games.battletech_tcg.cards import card_by_number

from tcg_support import FILL, cid, do, game, names, public

IDLE = "Banshee (BNC-3E)"   # an untapped 'Mech keeps the Missions phase open (it could go on a mission)


GROUP = ("LT026 LT122").split()


def test_group_is_not_plain_data():
    for number in GROUP:
        assert not plain_by_data(card_by_number(number))
    assert [n for n in GROUP if n not in IMPLEMENTED] == []


# -- LT026 Candace Liao / LT122 ISF Counterespionage -------------------------------------------------------------------
def test_candace_liao_scraps_revealed_subterfuge_with_no_effect():
    s = game({"stock": [FILL] * 3, "build": [{"card": "SAFE Report", "cc": 0}], "patrol": [IDLE]},
             {"stock": [FILL] * 3, "post": ["Candace Liao"]}, phase="deploy")
    do(s, ("reveal", cid(s, "SAFE Report", "build0")))
    assert names(s, "scrap0") == ["SAFE Report"]
    assert names(s, "hand0") == []                   # SAFE Report's draw did not happen
    assert "SAFE Report is scrapped with no effect (Candace Liao)" in public(s)


def test_candace_liao_also_stops_her_own_side():
    s = game({"stock": [FILL] * 3, "build": [{"card": "SAFE Report", "cc": 0}], "post": ["Candace Liao"],
              "patrol": [IDLE]}, {"stock": [FILL] * 3}, phase="deploy")
    do(s, ("reveal", cid(s, "SAFE Report", "build0")))
    assert names(s, "hand0") == [] and names(s, "scrap0") == ["SAFE Report"]


def test_isf_counterespionage_answers_a_subterfuge_card():
    s = game({"stock": [FILL] * 3, "build": [{"card": "SAFE Report", "cc": 0}], "patrol": [IDLE]},
             {"stock": [FILL] * 3, "build": [{"card": "ISF Counterespionage", "cc": 0}]}, phase="deploy")
    isf = cid(s, "ISF Counterespionage", "build1")
    do(s, ("reveal", cid(s, "SAFE Report", "build0")))
    assert s.decision.player == 1 and s.decision.options == (("reveal ISF", isf), ("let it be",))
    do(s, ("reveal ISF", isf))
    assert names(s, "scrap0") == ["SAFE Report"] and names(s, "scrap1") == ["ISF Counterespionage"]
    assert names(s, "hand0") == [] and s.decision.player == 0


def test_isf_counterespionage_declined_lets_the_card_work():
    s = game({"stock": [FILL] * 3, "build": [{"card": "SAFE Report", "cc": 0}], "patrol": [IDLE]},
             {"stock": [FILL] * 3, "build": [{"card": "ISF Counterespionage", "cc": 0}]}, phase="deploy")
    do(s, ("reveal", cid(s, "SAFE Report", "build0")), ("let it be",))
    assert names(s, "hand0") == [FILL]                 # SAFE Report drew its card
    assert names(s, "scrap0") == ["SAFE Report"] and names(s, "build1") == ["ISF Counterespionage"]


def test_isf_counterespionage_is_never_revealed_on_its_own():
    s = game({"stock": [FILL] * 3, "build": [{"card": "ISF Counterespionage", "cc": 0}], "patrol": [IDLE]},
             {"stock": [FILL] * 3}, phase="deploy")
    assert ("reveal", cid(s, "ISF Counterespionage", "build0")) not in s.decision.options


def test_isf_ignores_cards_that_are_not_subterfuge():
    s = game({"stock": [FILL] * 3, "build": [{"card": "Communications Blackout", "cc": 0}], "patrol": [IDLE]},
             {"stock": [FILL] * 3, "build": [{"card": "ISF Counterespionage", "cc": 0}]}, phase="deploy")
    do(s, ("reveal", cid(s, "Communications Blackout", "build0")))
    assert s.decision.player == 0 and s.counters.get("no_mission_cards")

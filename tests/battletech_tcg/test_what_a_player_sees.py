"""What a TCG player sees: the attach question in the words of the card's host (a Terrain card goes *in* one of its
player's regions, T757), log lines that name a card's owner once, the stats a unit has in play (printed stats with
every card in play that changes them) for every seat, and Terrain cards placed in a region by a position or a
scenario file."""
import random
import re

import pytest
from tcg_support import R, cid, do, game, public

from mechdeck.games.battletech_tcg.board import ATTACHED, SCRAP, mark
from mechdeck.games.battletech_tcg.position import PositionError, build_position
from mechdeck.kernel.presentation import catalogue, present
from mechdeck.kernel.scenario import ScenarioError, verify

ATLAS, JENNER = "Atlas (AS7-D)", "Jenner (JR7-D)"   # printed 3/3/11 S and 2/1/2 F


def revealed(p0, p1, card):
    """The Deploy phase of a position with ``card`` paid for under P1's construction, revealed: its attach question."""
    state = game(dict(p0, build=[{"card": card, "cc": 20}]), p1, stock=3, phase="deploy")
    do(state, ("reveal", cid(state, card, "build0")))
    assert state.decision.kind == "attach"
    return state


def option_labels(state):
    return [o["label"] for o in present(R, state, state.decision.player)["decision"]["options"]]


def piece(state, viewer, card):
    return next(x for a in present(R, state, viewer)["areas"] for x in a.get("pieces", ()) if x.get("id") == card)


# -- 1. the attach question speaks of the host kind ------------------------------------------------------------------
def test_a_terrain_card_asks_for_one_of_your_regions_and_goes_in_it():
    state = revealed({"patrol": [ATLAS]}, {"patrol": [JENNER]}, "Heavy Woods")
    assert state.decision.prompt == "put Heavy Woods in which of your regions?"
    assert option_labels(state) == [f"in your {region} region" for region in
                                    ("Stockpile", "Under Construction", "Command Post", "Patrol", "Scrapheap")]
    do(state, ("on", "region:patrol0"))
    assert public(state)[-1] == "Heavy Woods goes in P1's Patrol region"


@pytest.mark.parametrize("p0, p1, card, prompt, label", [
    ({"patrol": [ATLAS]}, {}, "C3 Retrofit", "put C3 Retrofit on which of your 'Mechs?", f"on {ATLAS}"),
    ({"patrol": [ATLAS]}, {}, "Kell Hound Pilot", "put Kell Hound Pilot on which of your 'Mechs?", f"on {ATLAS}"),
    ({}, {"patrol": [JENNER]}, "Rookie Pilot", "put Rookie Pilot on which of P2's unpiloted 'Mechs?", f"on {JENNER}"),
    ({}, {"patrol": [JENNER]}, "Tracking System Failure", "put Tracking System Failure on which of P2's 'Mechs?",
     f"on {JENNER}"),
    ({}, {}, "Perimeter Alarm", "put Perimeter Alarm on which of your sites (Stockpile, Scrapheap, a card in your "
     "Command Post or under construction)?", "on Stockpile"),
    ({"post": ["Support - Tactics"]}, {}, "Hidden Location", "put Hidden Location on which of your Command cards?",
     "on Support - Tactics"),
])
def test_every_host_kind_asks_in_its_own_words(p0, p1, card, prompt, label):
    state = revealed(p0, p1, card)
    assert state.decision.prompt == prompt
    assert label in option_labels(state)
    assert not any("region" in text for text in option_labels(state))


def test_an_enhancement_on_a_pile_is_logged_with_the_piles_name_not_the_engines():
    state = revealed({}, {}, "Perimeter Alarm")
    do(state, ("on", "stock"))
    assert "Perimeter Alarm goes on P1's Stockpile" in public(state)   # was "goes on stock0"
    assert not any("stock0" in text for text in public(state))


# -- 2. an owner is named once ---------------------------------------------------------------------------------------
DOUBLE_OWNER = re.compile(r"(?:'s|\byour) P\d's")   # "P2's P2's face-down card", "your P1's face-down card"


def test_no_log_line_or_question_of_a_random_game_names_an_owner_twice():
    found = set()
    for seed in range(3):
        state = R.new_game(seed, {"decks": [f"random:{seed}", f"random:{seed + 100}"], "format": "all"})
        rnd = random.Random(seed)
        for _ in range(1500):
            if state.decision is None:
                break
            found |= {state.decision.prompt} if DOUBLE_OWNER.search(state.decision.prompt) else set()
            R.apply(state, rnd.choice(state.decision.options))
        found |= {text for text in public(state) if DOUBLE_OWNER.search(text)}
    assert not found, sorted(found)[:5]


# -- 3. stats as they are in play --------------------------------------------------------------------------------------
def test_c3_retrofits_minus_one_structure_shows_on_the_mech_for_every_seat():
    state = game({"patrol": [{"card": ATLAS, "enhancements": ["C3 Retrofit"]}, JENNER],
                  "build": [{"card": ATLAS, "cc": 1}]}, {}, stock=3)
    atlas, jenner = cid(state, ATLAS, "patrol0"), cid(state, JENNER, "patrol0")
    face_down = cid(state, ATLAS, "build0")
    for viewer in (0, 1):
        assert piece(state, viewer, atlas)["in play"] == "3/3/10 S"
        assert "in play" not in piece(state, viewer, jenner)   # as printed: the gallery's stats say it
        assert "in play" not in piece(state, viewer, face_down)   # a card under construction is no unit in play
    assert catalogue(R)["gallery"][ATLAS]["stats"] == "3/3/11 S"   # the printed stats stay the card's face


def test_in_a_mission_the_attack_shown_is_the_one_the_battle_gives():
    state = game({"patrol": [{"card": ATLAS, "enhancements": ["C3 Retrofit"]}, "Firestarter (FS9-OD)"]}, {},
                 stock=3)
    atlas, firestarter = cid(state, ATLAS, "patrol0"), cid(state, "Firestarter (FS9-OD)", "patrol0")
    assert "in play" not in piece(state, 1, firestarter)   # printed C3 and ECM, but no group yet
    do(state, ("mission",), ("add", atlas), ("add", firestarter), ("target", "stock"))
    for viewer in (0, 1):   # a group of two 'Mechs with C3: +2 attack each (T762); Firestarter's ECM: +1 armor each
        assert (piece(state, viewer, atlas)["in play"], piece(state, viewer, firestarter)["in play"]) == \
            ("5/4/10 S", "4/2/6 M")


def test_warrior_castes_gift_shows_on_each_other_mech_until_the_end_of_the_turn():
    state = revealed({"post": ["Warrior Caste"], "patrol": [ATLAS, JENNER]}, {}, "Kell Hound Pilot")
    atlas, jenner = cid(state, ATLAS, "patrol0"), cid(state, JENNER, "patrol0")
    assert "in play" not in piece(state, 1, jenner)
    do(state, ("on", atlas))
    assert piece(state, 1, jenner)["in play"] == "3/1/2 F"   # Kell Hound Pilot's +1 attack, given by Warrior Caste
    assert piece(state, 0, jenner)["in play"] == "3/1/2 F"
    assert piece(state, 0, atlas)["in play"] == "4/3/11 S"   # the pilot's own +1 attack on its 'Mech


# -- 4. Terrain in a region from a position or a scenario file ---------------------------------------------------------
def test_a_position_puts_a_terrain_card_in_a_region_as_the_engine_does():
    state = game({"terrain": [{"card": "Heavy Woods", "region": "patrol"}], "build": [{"card": "Rocky Gorge",
                                                                                        "cc": 20}]},
                 {"terrain": [{"card": "Deep Lake", "region": "post"}]}, stock=3, phase="deploy")
    woods, lake = cid(state, "Heavy Woods", ATTACHED[0]), cid(state, "Deep Lake", ATTACHED[1])
    assert (mark(state, "on", woods), mark(state, "on", lake)) == ("region:patrol0", "region:post1")
    do(state, ("reveal", cid(state, "Rocky Gorge", "build0")), ("on", "region:patrol0"))
    assert woods in state.zones[SCRAP[0]]   # the Terrain already in the region is scrapped, as after a reveal
    assert lake in state.zones[ATTACHED[1]]


@pytest.mark.parametrize("terrain, message", [
    ([{"card": "Heavy Woods", "region": "hangar"}],
     "players[0].terrain[0].region: must be one of stock, build, post, patrol, scrap, not 'hangar'"),
    ([{"card": "C3 Retrofit", "region": "patrol"}],
     "players[0].terrain[0].card: C3 Retrofit is no Terrain card"),
    ([{"card": "Heavy Woods", "region": "patrol"}, {"card": "Deep Lake", "region": "patrol"}],
     "players[0].terrain[1].region: Heavy Woods is already in the patrol region"),
    (["Heavy Woods"], "players[0].terrain[0]: a Terrain card is a mapping of its card and its region"),
    ([{"card": "Heavy Woods", "region": "patrol", "tapped": True}], "players[0].terrain[0]: unknown field(s) tapped"),
])
def test_a_bad_terrain_entry_of_a_position_is_refused_by_its_field(terrain, message):
    with pytest.raises(PositionError) as caught:
        build_position({"players": [{"terrain": terrain}, {}]})
    assert str(caught.value).startswith(message), str(caught.value)


TERRAIN_FILE = """rules: battletech-tcg
P1:
  stock: [Support - Assembly]
  terrain: [{card: Heavy Woods, region: patrol}]
P2:
  stock: [Support - Assembly]
expect:
  P1: {attached: [Heavy Woods]}
"""


def test_a_scenario_file_puts_terrain_in_a_region_and_reports_a_bad_one_at_its_line():
    state, problems = verify(TERRAIN_FILE, "terrain.yaml")
    assert problems == []
    assert mark(state, "on", cid(state, "Heavy Woods", ATTACHED[0])) == "region:patrol0"
    for bad, where in (("region: patrol", "region: swamp"), ("Heavy Woods", "Atlas (AS7-D)")):
        with pytest.raises(ScenarioError) as caught:
            verify(TERRAIN_FILE.replace(*(bad, where)), "terrain.yaml")
        assert str(caught.value).startswith("terrain.yaml, line 4: P1.terrain[0]."), str(caught.value)
    with pytest.raises(ScenarioError, match=r"line 4: P1\.terrain\[0\]: missing field 'region'"):
        verify(TERRAIN_FILE.replace(", region: patrol", ""), "terrain.yaml")


def test_terrain_and_a_pile_enhancement_are_shown_where_they_lie_in_the_terminal():
    """A Terrain card sits in a region and an enhancement may sit on a Stockpile: neither has a piece to be drawn on,
    so the presentation says what each enhances and the terminal's seat line (the full-screen app's too) lists them."""
    from mechdeck.interfaces.terminal import Screen
    state = game({"terrain": [{"card": "Heavy Woods", "region": "patrol"}]}, {}, stock=3)
    woods = cid(state, "Heavy Woods", "attached0")
    for viewer in (0, 1):
        assert piece(state, viewer, woods)["enhances"] == "P1's Patrol region"
    view = present(R, state, 1)
    screen = Screen(view, {}, catalogue(R)["gallery"])
    assert [p["name"] for p in screen.loose(0)] == ["Heavy Woods"] and screen.loose(1) == []
    assert "attached: Heavy Woods enhances P1's Patrol region" in screen.seat_lines().plain

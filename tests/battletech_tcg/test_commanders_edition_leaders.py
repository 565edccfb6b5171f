"""Commander's Edition reprints of leaders, sites, one-shots and Subterfuge cards (T1105; docs/tcg-last-sets.md
section 6): a reprint whose rewording changes what the card does plays by its own text, with the earlier printing's
code (abilities/one_shots.py, abilities/subterfuge.py, abilities/leaders_and_sites.py); the reprints read as the same
card are listed in tools/tcg_reprint_readings/ce_leaders.tsv.  Also the 'Mech kept by a reprint (T1102: Steal 'Mech)
and Battle Attrition's bar on 'Mech Rotation's repairs (T1221)."""
from pathlib import Path

from mechdeck.agents import make_agent
from mechdeck.games.battletech_tcg.abilities import implemented_numbers, where
from mechdeck.games.battletech_tcg.cards import card_by_number

from mechdeck.games.battletech_tcg.abilities.building_blocks import asset_cost
from mechdeck.games.battletech_tcg.board import activation_cost, has_asset, mark
from mechdeck.games.battletech_tcg.turn import scrap_card

from tcg_support import FILL, cid, dmg, do, game, mission, names, options, play_on, play_out, public
from test_cards_later_battle_rules import BANSHEE, later_format
from test_cards_later_leaders import CHARGER, DRAGON, IDLE
from test_units import MAGI

ROOT = Path(__file__).resolve().parents[2]
DIFFERENT = {"CE001": "one_shots.py", "CE004": "one_shots.py", "CE086": "one_shots.py", "CE142": "subterfuge.py",
             "CE008": "leaders_and_sites.py", "CE268": "leaders_and_sites.py", "CE348": "leaders_and_sites.py"}
POL, LOG, TAC = "Support - Politics", "Support - Logistics", "Support - Tactics"
BEARER = "Bearer of McKennsy Hammer"   # cost 2, asset cost 2T
CICADA, ATLAS = "Cicada (CDA-2A)", "Atlas (AS7-D)"
FENRIS = "Fenris Prime (Ice Ferret)"
CLAN, CLAN_TOO = "Black Hawk A (Nova)", "Black Hawk B (Nova)"   # Clan 'Mechs (Charger, Dragon: Inner Sphere)


def test_the_reworded_reprints_are_implemented_in_the_earlier_printings_modules():
    for number, module in DIFFERENT.items():
        assert number in implemented_numbers() and card_by_number(number).plays_as == number
        assert where(number).split(" ")[0] == module


def test_the_reprints_read_as_the_same_card_play_as_their_earlier_printing():
    """tools/tcg_reprint_readings/ce_leaders.tsv: each reprint read as the same card plays by its earlier printing's
    code (the data's ``plays_as``)."""
    verdicts = (ROOT / "tools" / "tcg_reprint_readings" / "ce_leaders.tsv").read_text().splitlines()
    rows = [line.split("\t")[:2] for line in verdicts if not line.startswith("#")]
    assert rows and not {n for n, _ in rows} & set(DIFFERENT)
    for number, earlier in rows:
        assert card_by_number(number).plays_as == earlier and number in implemented_numbers(), number
        assert where(number).startswith(f"{where(earlier)}, as {earlier} "), number


# -- CE004 Airstrikes Close to Home: "you may choose one card" for each counter above the cost ------------------------
def _airstrikes(printing):
    s = game({"stock": [FILL] * 3, "post": [POL], "build": [{"card": printing, "cc": 4}]},
             {"stock": [FILL] * 3, "hand": [ATLAS, FENRIS, CICADA]}, phase="deploy")
    do(s, ("reveal", cid(s, "Airstrikes Close to Home", "build0")))   # cost 2: 2 above it
    return s, [cid(s, n, "hand1") for n in (ATLAS, FENRIS, CICADA)]


def test_ce004_airstrikes_close_to_home_may_stop_choosing():
    s, (atlas, fenris, cicada) = _airstrikes("CE004")
    assert set(options(s)) == {("scrap", atlas), ("scrap", fenris), ("scrap", cicada), ("stop choosing",)}
    do(s, ("scrap", fenris), ("stop choosing",))
    assert names(s, "hand1") == [ATLAS, CICADA] and names(s, "scrap1") == [FENRIS]
    assert s.decision.kind == "deploy-phase"


def test_ce004_airstrikes_close_to_home_may_choose_no_card():
    s, cards = _airstrikes("CE004")
    do(s, ("stop choosing",))
    assert names(s, "hand1") == [ATLAS, FENRIS, CICADA] and names(s, "scrap1") == []


def test_does_not_apply_mw002_airstrikes_close_to_home_must_choose_a_card_per_counter():
    s, (atlas, fenris, cicada) = _airstrikes("MW002")
    assert ("stop choosing",) not in options(s)
    do(s, ("scrap", fenris))
    assert ("stop choosing",) not in options(s)


# -- CE142 Holographic Decoy: "you may choose any Unit and tap it" for every three counters above the cost -----------
def _decoy(printing):
    s = game({"stock": [FILL] * 5, "build": [{"card": printing, "cc": 14}], "hand": [FILL]},   # 6 above the cost
             {"stock": [FILL] * 5, "patrol": [DRAGON, CICADA, MAGI]}, phase="deploy")
    do(s, ("reveal", cid(s, "Holographic Decoy", "build0")))
    return s, s.zones["patrol1"]


def test_ce142_holographic_decoy_may_tap_fewer_units():
    s, (dragon, cicada, magi) = _decoy("CE142")
    assert options(s) == (("tap", dragon), ("tap", cicada), ("tap", magi), ("stop tapping",))
    do(s, ("tap", magi), ("stop tapping",))
    assert [bool(s.counters.get(f"tap:{m}")) for m in (dragon, cicada, magi)] == [False, False, True]
    assert names(s, "scrap0") == ["Holographic Decoy"] and s.decision.kind == "deploy-phase"


def test_does_not_apply_lt111_holographic_decoy_taps_one_per_three_counters():
    s, (dragon, cicada, magi) = _decoy("LT111")
    assert options(s) == (("tap", dragon), ("tap", cicada), ("tap", magi))   # a Vehicle too (T1102), no stop
    do(s, ("tap", dragon))
    assert options(s) == (("tap", cicada), ("tap", magi))


# -- LT234 / CE278 Steal 'Mech: CE278 keeps "'Mech", so both printings choose a 'Mech only (T1102) -------------------
def test_steal_mech_chooses_a_mech_not_a_vehicle_in_both_printings():
    for printing in ("LT234", "CE278"):
        s = game({"stock": [FILL] * 10, "build": [{"card": printing, "cc": 10}], "hand": [FILL]},
                 {"stock": [FILL] * 6, "patrol": [DRAGON, MAGI]}, phase="deploy")
        dragon, magi = s.zones["patrol1"]
        do(s, ("reveal", cid(s, "Steal 'Mech", "build0")))   # the one 'Mech is chosen at once: the hiding begins
        do(s, ("hide", 2), ("hide", 1))
        assert s.zones["patrol0"] == [dragon] and s.zones["patrol1"] == [magi], printing


def test_does_not_apply_steal_mech_with_only_a_vehicle_opposing_does_nothing():
    s = game({"stock": [FILL] * 10, "build": [{"card": "CE278", "cc": 10}], "hand": [FILL]},
             {"stock": [FILL] * 6, "patrol": [MAGI]}, phase="deploy")
    do(s, ("reveal", cid(s, "Steal 'Mech", "build0")))
    assert s.decision.kind == "deploy-phase" and cid(s, MAGI, "patrol1") in s.zones["patrol1"]
    assert names(s, "scrap0") == ["Steal 'Mech"]


# -- ME054 'Mech Rotation asks board.may_repair (Battle Attrition, T1221) ----------------------------------------------
def test_mech_rotation_offers_only_units_that_may_be_repaired():
    """P1's Battle Attrition bars P2 repairing P2's own Units; P2's 'Mech Rotation may still repair P1's."""
    s = game({"stock": [FILL] * 5, "post": ["Battle Attrition"], "patrol": [{"card": CICADA, "damage": 1}]},
             {"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "damage": 2}],
              "build": [{"card": "Mech Rotation", "cc": 8}], "hand": [FILL]}, active=1, phase="deploy")
    cicada, dragon = cid(s, CICADA, "patrol0"), cid(s, DRAGON, "patrol1")
    do(s, ("reveal", cid(s, "Mech Rotation", "build1")))   # the one repair allowed is made at once
    assert dmg(s, cicada) == 0 and dmg(s, dragon) == 2 and s.decision.kind == "deploy-phase"


def test_does_not_apply_mech_rotation_without_battle_attrition_repairs_its_own_players_unit():
    s = game({"stock": [FILL] * 5},
             {"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "damage": 2}],
              "build": [{"card": "Mech Rotation", "cc": 8}], "hand": [FILL]}, active=1, phase="deploy")
    dragon = cid(s, DRAGON, "patrol1")
    do(s, ("reveal", cid(s, "Mech Rotation", "build1")))   # the only damaged 'Mech is repaired at once
    assert dmg(s, dragon) == 0 and "Mech Rotation repairs all 2 damage to Dragon (DRG-1N)" in public(s)


# -- CE008 Anastasius Focht: the Unit tapped and the Unit untapped are controlled by different players ---------------
def _focht(printing):
    s = game({"stock": [FILL] * 3, "post": [printing, POL],
              "patrol": [{"card": CHARGER, "tapped": True}, CLAN, IDLE]},
             {"stock": [FILL] * 3, "patrol": [CLAN_TOO]})
    focht = cid(s, "Anastasius Focht", "post0")
    do(s, ("use", focht, "is"), ("tap", cid(s, POL, "post0")))   # {R}; the one tapped Inner Sphere Unit untaps
    return s, cid(s, CHARGER, "patrol0"), cid(s, CLAN, "patrol0"), cid(s, CLAN_TOO, "patrol1")


def test_ce008_anastasius_focht_taps_a_unit_of_the_other_player():
    s, charger, mine, theirs = _focht("CE008")
    # only P2's Clan 'Mech may be tapped, so it is chosen at once
    assert not mark(s, "tap", charger) and not mark(s, "tap", mine) and mark(s, "tap", theirs)
    assert "Anastasius Focht taps Black Hawk B (Nova)" in public(s)


def test_ce008_anastasius_focht_is_not_offered_without_units_of_different_players():
    s = game({"stock": [FILL] * 3, "post": ["CE008", POL], "patrol": [{"card": CHARGER, "tapped": True}, CLAN, IDLE]},
             {"stock": [FILL] * 3, "patrol": [{"card": CLAN_TOO, "tapped": True}]})
    focht = cid(s, "Anastasius Focht", "post0")
    assert ("use", focht, "is") not in options(s)     # the only untapped Clan Unit is P1's, as is the Charger
    assert ("use", focht, "clan") in options(s)       # untap P2's Black Hawk B, tap P1's Banshee


def test_does_not_apply_me005_anastasius_focht_may_tap_a_unit_of_the_same_player():
    s, charger, mine, theirs = _focht("ME005")
    assert set(options(s)) == {("tap", mine), ("tap", theirs)}


# -- CE268 Single Combat: the same text with armor 3 and structure 3; both printings engage 'Mechs only (T1102) -----
def test_ce268_single_combat_is_its_own_card_with_the_same_ability():
    assert (card_by_number("CE268").armor, card_by_number("CE268").structure) == (3, 3)
    assert (card_by_number("MW083").armor, card_by_number("MW083").structure) == (1, 5)
    for printing in ("MW083", "CE268"):
        s = game({"stock": [FILL] * 8, "post": [printing], "patrol": [BANSHEE, MAGI]},
                 {"stock": [FILL] * 8, "patrol": [DRAGON, MAGI]})
        # P1's one 'Mech and P2's one 'Mech, no Vehicle: both chosen at once, and P2 (Kurita) cannot avoid it
        do(s, ("use", cid(s, "Single Combat", "post0"), "single combat"))
        assert s.counters["m.att"] == (cid(s, BANSHEE, "patrol0"),), printing
        assert s.counters["m.blk"] == (cid(s, DRAGON, "patrol1"),), printing


def test_does_not_apply_single_combat_with_only_a_vehicle_opposing():
    s = game({"stock": [FILL] * 8, "post": ["CE268"], "patrol": [BANSHEE]}, {"stock": [FILL] * 8, "patrol": [MAGI]})
    assert ("use", cid(s, "Single Combat", "post0"), "single combat") not in options(s)


# -- ME055 / CE192 'Mech Trap: CE192 keeps "'Mech", so both printings deplete attacking 'Mechs only (T1102) --------
def test_mech_trap_depletes_the_attacking_mechs_not_a_vehicle():
    for printing, fmt in (("ME055", "all"), ("CE192", "whole")):
        s = later_format(game({"stock": [FILL] * 8, "patrol": [BANSHEE, MAGI]},
                              {"stock": [FILL] * 8, "post": [POL], "build": [{"card": printing, "cc": 4}]}))
        s.config = dict(s.config, format=fmt)
        banshee, magi = cid(s, BANSHEE, "patrol0"), cid(s, MAGI, "patrol0")
        mission(s, banshee, magi)
        do(s, ("reveal", cid(s, "Mech Trap", "build1")))
        play_out(s)
        assert mark(s, "dep", banshee) and not mark(s, "dep", magi), printing
        assert "Banshee (BNC-3E) is depleted (Mech Trap)" in public(s)


# -- CE001 Accelerated Turnaround / CE086 Double-Time Offense: "you may untap one of your Units" ------------------
def _untapping(printing, cc):
    """P1 holds the card (Logistics in play) with tapped Fenris, Charger and a depleted Cicada; P2's Atlas is
    tapped."""
    return game({"stock": [FILL] * 5, "post": [LOG], "build": [{"card": printing, "cc": cc}],
                 "patrol": [{"card": FENRIS, "tapped": True}, {"card": CHARGER, "tapped": True},
                            {"card": CICADA, "depleted": True, "tapped": True}, IDLE]},
                {"stock": [FILL] * 5, "patrol": [{"card": ATLAS, "tapped": True}]}, phase="deploy")


def test_ce001_accelerated_turnaround_may_untap_only_its_players_units():
    s = _untapping("CE001", 4)                               # cost 2: 2 above it
    fenris, charger = cid(s, FENRIS, "patrol0"), cid(s, CHARGER, "patrol0")
    do(s, "done", ("reveal", cid(s, "Accelerated Turnaround", "build0")))
    assert set(options(s)) == {("untap", fenris), ("untap", charger), ("stop untapping",)}   # not P2's tapped Atlas
    do(s, ("untap", charger), ("stop untapping",))
    assert not mark(s, "tap", charger) and mark(s, "tap", fenris)
    assert "Accelerated Turnaround untaps Charger (CGR-1A1)" in public(s)
    assert not any("untaps Fenris" in t or "untaps Atlas" in t for t in public(s))
    assert "P1's Missions phase ends" in public(s) and s.counters["active"] == 1   # P2's Untap phase untapped Atlas


def test_does_not_apply_cs002_accelerated_turnaround_untaps_any_mech_with_no_stop():
    s = _untapping("CS002", 4)
    do(s, "done", ("reveal", cid(s, "Accelerated Turnaround", "build0")))
    assert ("untap", cid(s, ATLAS, "patrol1")) in options(s) and ("stop untapping",) not in options(s)


def test_ce086_double_time_offense_may_untap_one_of_your_units_per_two_counters():
    s = _untapping("CE086", 9)                               # cost 4: 5 above it, two Units
    fenris, charger = cid(s, FENRIS, "patrol0"), cid(s, CHARGER, "patrol0")
    do(s, "done", ("reveal", cid(s, "Double-Time Offense", "build0")))
    assert set(options(s)) == {("untap", fenris), ("untap", charger), ("stop untapping",)}
    do(s, ("stop untapping",))
    assert mark(s, "tap", fenris) and mark(s, "tap", charger) and s.decision.kind == "missions-phase"


def test_does_not_apply_ce086_double_time_offense_never_untaps_an_opposing_unit():
    s = game({"stock": [FILL] * 5, "post": [LOG], "build": [{"card": "CE086", "cc": 9}], "patrol": [IDLE]},
             {"stock": [FILL] * 5, "patrol": [{"card": ATLAS, "tapped": True}]}, phase="deploy")
    do(s, "done", ("reveal", cid(s, "Double-Time Offense", "build0")))
    assert mark(s, "tap", cid(s, ATLAS, "patrol1")) and s.decision.kind == "missions-phase"


# -- CE348 Work Stoppage: "Players with that asset available may not ignore asset costs specifying that asset" -------
def _stoppage(printing):
    """P1 reveals the printing and chooses Tactics; P2 has Tactics and a Bearer of McKennsy Hammer (cost 2+2T)
    under construction."""
    s = game({"stock": [FILL] * 5, "post": [POL], "build": [{"card": printing, "cc": 3}]},
             {"stock": [FILL] * 5, "post": [TAC], "build": [{"card": BEARER, "cc": 2}]}, phase="deploy")
    do(s, ("reveal", cid(s, "Work Stoppage", "build0")), ("asset", "T"))
    return s, cid(s, "Work Stoppage", "post0"), cid(s, BEARER, "build1")


def test_ce348_work_stoppage_stops_the_asset_paying_any_asset_cost():
    s, card, bearer = _stoppage("CE348")
    assert "Work Stoppage: players with T may not ignore asset costs specifying T" in public(s)
    assert activation_cost(s, 1, bearer) == 4                     # a card under construction, as MW107
    assert asset_cost(1, "T", 2)(s, 1) == 3                       # and an ability's or action's "1+2T"
    assert has_asset(s, 1, "T")                                   # the asset itself stays in play
    scrap_card(s, card)
    assert activation_cost(s, 1, bearer) == 2 and asset_cost(1, "T", 2)(s, 1) == 1   # only while in play


def test_does_not_apply_mw107_work_stoppage_leaves_the_asset_costs_of_abilities():
    s, card, bearer = _stoppage("MW107")
    assert activation_cost(s, 1, bearer) == 4 and asset_cost(1, "T", 2)(s, 1) == 1


# -- the bots play the reprints ----------------------------------------------------------------------------------------
def _table(seed):
    return game({"stock": [FILL, DRAGON, ATLAS] * 5, "post": [POL, LOG, "CE008", "CE268"],
                 "build": [{"card": "CE004", "cc": 4}, {"card": "CE142", "cc": 8}, {"card": "CE278", "cc": 6},
                           {"card": "CE001", "cc": 4}, {"card": "CE086", "cc": 8}, {"card": "CE348", "cc": 9}],
                 "hand": [FILL, ATLAS], "patrol": [DRAGON]},
                {"stock": [FILL, CICADA] * 8, "post": [FILL], "hand": [FENRIS, CICADA],
                 "patrol": [DRAGON, MAGI, CLAN]},
                phase="deploy", seed=seed)


def test_random_and_heuristic_games_with_these_cards_do_not_fail():
    for seed in range(4):
        play_on(_table(seed), 400, seed)
    play_on(_table(0), 200, bots=[make_agent("heuristic", 1), make_agent("heuristic", 2)])

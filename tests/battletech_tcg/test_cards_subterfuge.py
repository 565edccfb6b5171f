"""Subterfuge, Operation and Artillery cards of the base set (abilities/subterfuge.py): one or more tests per card."""
from mechdeck.games.battletech_tcg.missions import in_mission

from tcg_support import FILL, R, cid, dmg, do, game, mission, names, options, private, public

POL = "Support - Politics"
DRAGON, CICADA, ATLAS, BANSHEE = "Dragon (DRG-1N)", "Cicada (CDA-2A)", "Atlas (AS7-D)", "Banshee (BNC-5S)"
STAY = "Hunchback (HBK-4G)"   # an idle 'Mech (or a card in hand) keeps the active player's phase open


def finish_mission(state):
    """Both players go on ("done", or pass a reaction window they hold nothing for) until the mission is over."""
    while in_mission(state):
        do(state, R.no_reaction(state) or ("done",))


# -- LT004 Ambush! ----------------------------------------------------------------------------------------------------
def test_ambush_revealed_when_opponent_attacks_damages_each_attacker():
    s = game({"stock": [FILL] * 5, "patrol": [DRAGON, CICADA]},
             {"stock": [FILL] * 8, "build": [{"card": "Ambush!", "cc": 10}]})   # cost 4 + 4 (no Tactics): 2 above
    d, c = cid(s, DRAGON, "patrol0"), cid(s, CICADA, "patrol0")
    amb = cid(s, "Ambush!", "build1")
    mission(s, d, c, target="stock")
    assert s.decision.player == 1 and options(s) == (("reveal", amb), ("pass",))
    do(s, ("reveal", amb))
    assert names(s, "scrap1") == ["Ambush!"]
    finish_mission(s)
    assert dmg(s, d) == 1 and dmg(s, c) == 2   # 2 damage each: Dragon armor 1, Cicada armor 0
    assert "P2's Stockpile takes 3 damage" in public(s)   # the attack itself still reaches the Stockpile
    assert "Ambush! deals 2 damage to Dragon (DRG-1N)" in public(s)


def test_ambush_as_the_target_leaves_the_mission_without_a_target():
    s = game({"stock": [FILL] * 5, "patrol": [DRAGON, STAY]},
             {"stock": [FILL] * 8, "build": [{"card": "Ambush!", "cc": 11}], "patrol": [CICADA]})
    d = cid(s, DRAGON, "patrol0")
    amb = cid(s, "Ambush!", "build1")
    mission(s, d, target=amb)
    do(s, ("reveal", amb))   # the mission has no target but still takes place: the Cicada may still block
    assert s.decision.player == 1 and ("block", cid(s, CICADA, "patrol1")) in s.decision.options
    do(s, ("no block",))
    assert not in_mission(s) and s.decision.prompt.startswith("Missions phase")
    assert dmg(s, d) == 2 and len(s.zones["stock1"]) == 8   # 3 above the cost, armor 1


def test_ambush_as_the_target_the_mission_can_still_be_blocked():
    s = game({"stock": [FILL] * 5, "patrol": [DRAGON, STAY]},
             {"stock": [FILL] * 8, "build": [{"card": "Ambush!", "cc": 11}], "patrol": [CICADA]})
    d, cicada = cid(s, DRAGON, "patrol0"), cid(s, CICADA, "patrol1")
    mission(s, d, target=cid(s, "Ambush!", "build1"))
    do(s, ("reveal", cid(s, "Ambush!", "build1")), ("block", cicada))
    while in_mission(s):
        do(s, ("done",))
    assert dmg(s, cicada) == 2                          # the Dragon's 2 against the Cicada's 0 armor
    assert dmg(s, d) == 3                               # Ambush!'s 3 and the Cicada's 1 at once, armor 1


def test_ambush_is_not_revealed_in_the_deploy_phase_nor_on_its_owners_attack():
    s = game({"stock": [FILL] * 5, "build": [{"card": "Ambush!", "cc": 10}], "patrol": [DRAGON, STAY],
              "hand": [FILL]},
             {"stock": [FILL] * 5}, phase="deploy")
    amb = cid(s, "Ambush!", "build0")
    assert ("reveal", amb) not in options(s)
    do(s, ("done",))
    mission(s, cid(s, DRAGON, "patrol0"), target="stock")
    assert amb in s.zones["build0"] and "P1 reveals Ambush!" not in public(s)


def test_ambush_forced_open_by_damage_is_scrapped_without_effect():
    s = game({"stock": [FILL] * 5, "patrol": [DRAGON]},
             {"stock": [FILL] * 8, "build": [{"card": "Ambush!", "cc": 9}]})
    d = cid(s, DRAGON, "patrol0")
    amb = cid(s, "Ambush!", "build1")
    mission(s, d, target=amb)
    do(s, ("pass",))
    finish_mission(s)   # 2 damage: one counter goes (8 left = the cost), and it is revealed
    assert names(s, "scrap1") == ["Ambush!"] and dmg(s, d) == 0
    assert "P2 reveals Ambush!" in public(s)


def test_ambush_revealed_while_candace_liao_is_in_play_has_no_effect():
    s = game({"stock": [FILL] * 5, "patrol": [DRAGON, STAY], "post": ["Candace Liao"]},
             {"stock": [FILL] * 8, "build": [{"card": "Ambush!", "cc": 10}]})
    d = cid(s, DRAGON, "patrol0")
    mission(s, d, target="stock")
    do(s, ("reveal", cid(s, "Ambush!", "build1")))
    finish_mission(s)
    assert names(s, "scrap1")[0] == "Ambush!" and dmg(s, d) == 0
    assert not any(t.startswith("Ambush! deals") for t in public(s))


# -- LT121 Inside Job -------------------------------------------------------------------------------------------------
def test_inside_job_makes_a_lone_attacker_unblockable():
    s = game({"stock": [FILL] * 5, "patrol": [DRAGON, STAY], "build": [{"card": "Inside Job", "cc": 6}]},
             {"stock": [FILL] * 8, "patrol": [CICADA]})
    d = cid(s, DRAGON, "patrol0")
    job = cid(s, "Inside Job", "build0")
    mission(s, d, target="stock")
    assert s.decision.player == 0 and options(s) == (("reveal", job), ("pass",))
    do(s, ("reveal", job))
    assert names(s, "scrap0") == ["Inside Job"]
    finish_mission(s)
    assert len(s.zones["stock1"]) == 8 - 2
    assert not any("blocks" in t for t in public(s))


def test_inside_job_is_not_offered_to_a_group_and_blocking_stays_possible():
    s = game({"stock": [FILL] * 5, "patrol": [DRAGON, "Dragon (DRG-1N)"],
              "build": [{"card": "Inside Job", "cc": 6}]},
             {"stock": [FILL] * 8, "patrol": [CICADA]})
    d1, d2 = s.zones["patrol0"]
    mission(s, d1, d2, target="stock")
    assert s.decision.player == 1 and ("block", cid(s, CICADA, "patrol1")) in options(s)


def test_inside_job_is_offered_before_ambush():
    s = game({"stock": [FILL] * 5, "patrol": [DRAGON, STAY], "build": [{"card": "Inside Job", "cc": 6}]},
             {"stock": [FILL] * 8, "build": [{"card": "Ambush!", "cc": 9}]})
    d = cid(s, DRAGON, "patrol0")
    mission(s, d, target="stock")
    assert s.decision.player == 0
    do(s, ("reveal", cid(s, "Inside Job", "build0")))
    assert s.decision.player == 1 and options(s) == (("let it be",),)   # P2 could hold ISF (ruling T722)
    do(s, ("let it be",))
    assert s.decision.player == 1 and options(s)[0] == ("reveal", cid(s, "Ambush!", "build1"))
    do(s, options(s)[0])
    finish_mission(s)
    assert dmg(s, d) == 0 and "P2's Stockpile takes 2 damage" in public(s)   # 1 above the cost: armor 1 holds


# -- LT217 Sabotaged Heat Sinks ---------------------------------------------------------------------------------------
def test_sabotaged_heat_sinks_triples_overheat_damage_and_draws():
    s = game({"stock": [FILL] * 5, "patrol": [BANSHEE, STAY]},
             {"stock": [FILL] * 15, "build": [{"card": "Sabotaged Heat Sinks", "cc": 5}]})
    b = cid(s, BANSHEE, "patrol0")
    shs = cid(s, "Sabotaged Heat Sinks", "build1")
    mission(s, b, target="stock")
    assert ("overheat", b, 0) in options(s)
    do(s, ("overheat", b, 0))
    assert s.decision.player == 1 and options(s) == (("reveal", shs), ("pass",))
    do(s, ("reveal", shs))
    assert len(s.zones["hand1"]) == 1   # drew a card
    finish_mission(s)
    # Overheat 4 tripled = 12, armor 3: 9 structure damage destroys the Banshee (structure 9)
    assert names(s, "scrap0") == [BANSHEE]
    assert len(s.zones["stock1"]) == 15 - 1 - 8   # the draw, then 5 + 3 attack
    assert "Sabotaged Heat Sinks: Banshee (BNC-5S) takes triple Overheat damage (12)" in public(s)


def test_sabotaged_heat_sinks_forced_open_only_draws():
    s = game({"stock": [FILL] * 5, "patrol": [DRAGON, STAY]},
             {"stock": [FILL] * 6, "build": [{"card": "Sabotaged Heat Sinks", "cc": 7}]})
    d = cid(s, DRAGON, "patrol0")
    mission(s, d, target=cid(s, "Sabotaged Heat Sinks", "build1"))
    finish_mission(s)   # 2 damage: 6 counters left, still paid (cost 0 + 5): revealed
    assert names(s, "scrap1") == ["Sabotaged Heat Sinks"]
    assert len(s.zones["hand1"]) == 1 and dmg(s, d) == 0


def test_sabotaged_heat_sinks_only_one_per_overheat():
    s = game({"stock": [FILL] * 5, "patrol": [BANSHEE, STAY]},
             {"stock": [FILL] * 15, "build": [{"card": "Sabotaged Heat Sinks", "cc": 5},
                                              {"card": "Sabotaged Heat Sinks", "cc": 5}]})
    b = cid(s, BANSHEE, "patrol0")
    first, second = s.zones["build1"]
    mission(s, b, target="stock")
    do(s, ("overheat", b, 0))
    assert options(s) == (("reveal", first), ("reveal", second), ("pass",))
    do(s, ("reveal", first))
    assert s.decision.player == 0 and second in s.zones["build1"]   # back to the overheating player's effects


# -- LT218 Sabotaged Missiles -----------------------------------------------------------------------------------------
def test_sabotaged_missiles_turn_the_volley_on_its_mech_with_double_damage():
    s = game({"stock": [FILL] * 5, "patrol": [ATLAS, STAY]},
             {"stock": [FILL] * 15, "build": [{"card": "Sabotaged Missiles", "cc": 5}]}, seed=1)   # rolls a 2
    a = cid(s, ATLAS, "patrol0")
    sm = cid(s, "Sabotaged Missiles", "build1")
    mission(s, a, target="stock")
    do(s, ("missile", a, "stock"))
    assert s.decision.player == 1 and options(s) == (("reveal", sm), ("pass",))
    do(s, ("reveal", sm))
    assert s.counters["m.msl"] == ((a, a),) and len(s.zones["hand1"]) == 1
    finish_mission(s)
    assert "missile volley of Atlas (AS7-D) rolls 2: 4 damage to Atlas (AS7-D)" in public(s)
    assert dmg(s, a) == 1                         # 4 against armor 3
    assert len(s.zones["stock1"]) == 15 - 1 - 3   # the draw and the Atlas' 3 attack, no missile damage


# -- LT007 Arrow IV Battery, LT146 Long Tom Battery -------------------------------------------------------------------
def test_arrow_iv_deals_structure_damage_through_armor():
    s = game({"stock": [FILL] * 5, "post": ["Arrow IV Battery"]},
             {"stock": [FILL] * 5, "post": ["Support - Munitions"]})
    arrow = cid(s, "Arrow IV Battery", "post0")
    sup = cid(s, "Support - Munitions", "post1")
    do(s, ("use", arrow, "fire"))
    assert ("site", "stock1") in options(s) and ("site", sup) in options(s) and ("site", "scrap0") in options(s)
    do(s, ("site", sup))
    assert dmg(s, sup) == 1 and s.counters.get(f"tap:{arrow}")   # armor 4 does not absorb structure damage
    assert ("use", arrow, "fire") not in options(s)


def test_arrow_iv_on_a_stockpile_and_only_in_the_missions_phase():
    s = game({"stock": [FILL] * 5, "post": ["Arrow IV Battery"], "patrol": [STAY]}, {"stock": [FILL] * 5})
    do(s, ("use", cid(s, "Arrow IV Battery", "post0"), "fire"), ("site", "stock1"))
    assert len(s.zones["stock1"]) == 4
    s = game({"stock": [FILL] * 5, "post": ["Arrow IV Battery"], "hand": [FILL]}, {"stock": [FILL] * 5},
             phase="deploy")
    assert not any(o[0] == "use" for o in options(s))


def test_long_tom_deals_three_damage_to_a_site():
    s = game({"stock": [FILL] * 5, "post": ["Long Tom Battery"], "patrol": [STAY]},
             {"stock": [FILL] * 5, "post": ["Support - Munitions"]})
    lt = cid(s, "Long Tom Battery", "post0")
    sup = cid(s, "Support - Munitions", "post1")
    do(s, ("use", lt, "fire"), ("site", sup))
    assert dmg(s, sup) == 0   # 3 damage against armor 4
    s = game({"stock": [FILL] * 5, "post": ["Long Tom Battery"], "patrol": [STAY]},
             {"stock": [FILL] * 5, "build": [{"card": DRAGON, "cc": 4}]})
    b = cid(s, DRAGON, "build1")
    do(s, ("use", cid(s, "Long Tom Battery", "post0"), "fire"), ("site", b))
    assert s.counters[f"cc:{b}"] == 3 and not s.counters.get(f"up:{b}")   # 3 damage: one counter, not revealed
    s = game({"stock": [FILL] * 5, "post": ["Long Tom Battery"], "patrol": [STAY]}, {"stock": [FILL] * 5})
    do(s, ("use", cid(s, "Long Tom Battery", "post0"), "fire"), ("site", "stock1"))
    assert len(s.zones["stock1"]) == 2


# -- LT032 Chaparral Missile Tank -------------------------------------------------------------------------------------
def test_chaparral_deals_structure_damage_to_an_engaged_mech_during_battle():
    s = game({"stock": [FILL] * 5, "patrol": [DRAGON, STAY], "post": ["Chaparral Missile Tank"]},
             {"stock": [FILL] * 5, "patrol": [DRAGON]})
    mine, theirs = s.zones["patrol0"][0], s.zones["patrol1"][0]
    tank = cid(s, "Chaparral Missile Tank", "post0")
    mission(s, mine, target="stock")
    do(s, ("block", theirs), ("keep target out",))
    while s.decision.player == 1:
        do(s, ("done",))
    assert ("use", tank, "fire") in options(s)
    do(s, ("use", tank, "fire"))
    assert options(s) == (("mech", mine), ("mech", theirs))
    do(s, ("mech", theirs))
    finish_mission(s)
    assert dmg(s, theirs) == 2 and dmg(s, mine) == 1   # 2 attack - 1 armor, + 1 structure damage


def test_chaparral_is_not_usable_outside_a_battle():
    s = game({"stock": [FILL] * 5, "patrol": [DRAGON], "post": ["Chaparral Missile Tank"]},
             {"stock": [FILL] * 5})
    tank = cid(s, "Chaparral Missile Tank", "post0")
    assert ("use", tank, "fire") not in options(s)
    mission(s, s.zones["patrol0"][0], target="stock")   # unblocked: no battle
    assert ("use", tank, "fire") not in options(s)


# -- LT054 Death Commando Strike --------------------------------------------------------------------------------------
def test_death_commando_strike_scraps_a_card_in_play_other_than_a_mech():
    s = game({"stock": [FILL] * 5, "build": [{"card": "Death Commando Strike", "cc": 11}]},
             {"stock": [FILL] * 5, "post": ["Support - Munitions"], "patrol": [DRAGON],
              "build": [{"card": ATLAS, "cc": 2}]}, phase="deploy")
    dcs = cid(s, "Death Commando Strike", "build0")
    sup, atlas, dragon = cid(s, "Support - Munitions", "post1"), cid(s, ATLAS, "build1"), s.zones["patrol1"][0]
    do(s, ("reveal", dcs), ("let it be",))   # P2's face-down Atlas could be ISF (ruling T722)
    assert ("scrap", dcs) not in options(s)   # scrapped before its effect
    assert ("scrap", sup) in options(s) and ("scrap", atlas) in options(s)   # a 'Mech card under construction too
    assert ("scrap", dragon) not in options(s)
    do(s, ("scrap", sup))
    assert names(s, "scrap1") == ["Support - Munitions"] and names(s, "scrap0") == ["Death Commando Strike"]


# -- LT099 Guerrilla Support ------------------------------------------------------------------------------------------
def test_guerrilla_support_gets_three_operation_counters():
    s = game({"stock": [FILL] * 5, "build": [{"card": "Guerrilla Support", "cc": 9}]}, {"stock": [FILL] * 5},
             phase="deploy")
    gs = cid(s, "Guerrilla Support", "build0")
    do(s, ("reveal", gs))
    assert gs in s.zones["post0"] and s.counters[f"op:{gs}"] == 3


def test_guerrilla_support_last_counter_then_opponent_scraps_each_turn():
    s = game({"stock": [FILL] * 10, "post": [{"card": "Guerrilla Support", "counters": {"op": 1}}]},
             {"stock": [FILL] * 10}, active=1, phase="end")
    # P1's turn began: the last counter went; P1 now deploys
    assert s.counters["active"] == 0 and s.decision.prompt.startswith("Deploy")
    assert names(s, "scrap0") == ["Guerrilla Support"] and s.counters.get("guerrilla1") == 1
    assert len(s.zones["stock1"]) == 10
    do(s, ("done",))   # P1 has nothing more to do: P2's turn
    assert "P2 scraps 1 card from the Stockpile (Guerrilla Support)" in public(s)
    assert len(s.zones["stock1"]) == 10 - 1 - 2


def test_guerrilla_support_with_counters_left_only_loses_one():
    s = game({"stock": [FILL] * 10, "post": [{"card": "Guerrilla Support", "counters": {"op": 2}}]},
             {"stock": [FILL] * 10}, active=1, phase="end")
    gs = cid(s, "Guerrilla Support", "post0")
    assert s.counters[f"op:{gs}"] == 1 and "guerrilla1" not in s.counters


# -- LT185 Open Supply Lines ------------------------------------------------------------------------------------------
def test_open_supply_lines_adds_a_draw_once_its_counters_are_gone():
    s = game({"stock": [FILL] * 10, "post": [{"card": "Open Supply Lines", "counters": {"op": 1}}],
              "hand": [ATLAS]},
             {"stock": [FILL] * 10}, active=1, phase="end")
    assert names(s, "scrap0") == ["Open Supply Lines"] and s.counters["extra_draws0"] == 1
    assert len(s.zones["hand0"]) == 1 + 3   # this Draw phase already draws 3


def test_open_supply_lines_with_counters_left_draws_two():
    s = game({"stock": [FILL] * 10, "post": [{"card": "Open Supply Lines", "counters": {"op": 3}}],
              "hand": [ATLAS]},
             {"stock": [FILL] * 10}, active=1, phase="end")
    osl = cid(s, "Open Supply Lines", "post0")
    assert s.counters[f"op:{osl}"] == 2 and len(s.zones["hand0"]) == 3


# -- LT207 Retrieve Lost 'Mech ----------------------------------------------------------------------------------------
def test_retrieve_lost_mech_returns_a_mech_from_the_scrapheap_nearly_destroyed():
    s = game({"stock": [FILL] * 10, "post": [{"card": "Retrieve Lost 'Mech", "counters": {"op": 1}}],
              "scrap": [ATLAS, DRAGON, FILL]},
             {"stock": [FILL] * 10}, active=1, phase="end")
    atlas, dragon = cid(s, ATLAS, "scrap0"), cid(s, DRAGON, "scrap0")
    assert s.decision.player == 0 and options(s) == (("return", atlas), ("return", dragon))
    do(s, ("return", atlas))
    assert atlas in s.zones["patrol0"] and dmg(s, atlas) == 10 and not s.counters.get(f"tap:{atlas}")
    assert "Retrieve Lost 'Mech" in names(s, "scrap0")


def test_retrieve_lost_mech_without_a_mech_does_nothing():
    s = game({"stock": [FILL] * 10, "post": [{"card": "Retrieve Lost 'Mech", "counters": {"op": 1}}],
              "scrap": [FILL]},
             {"stock": [FILL] * 10, "scrap": [ATLAS]}, active=1, phase="end")
    assert names(s, "scrap0") == [FILL, "Retrieve Lost 'Mech"] and s.zones["patrol0"] == []


# -- LT111 Holographic Decoy ------------------------------------------------------------------------------------------
def test_holographic_decoy_taps_one_mech_per_three_counters_above_the_cost():
    # cost 0 + 2 + 6: 6 above
    s = game({"stock": [FILL] * 5, "build": [{"card": "Holographic Decoy", "cc": 14}], "hand": [FILL]},
             {"stock": [FILL] * 5, "patrol": [DRAGON, CICADA, ATLAS]}, phase="deploy")
    d, c, a = s.zones["patrol1"]
    do(s, ("reveal", cid(s, "Holographic Decoy", "build0")))
    assert options(s) == (("tap", d), ("tap", c), ("tap", a))
    do(s, ("tap", c))
    assert options(s) == (("tap", d), ("tap", a))
    do(s, ("tap", a))
    assert [bool(s.counters.get(f"tap:{m}")) for m in (d, c, a)] == [False, True, True]
    assert names(s, "scrap0") == ["Holographic Decoy"]


def test_holographic_decoy_with_two_above_taps_nothing():
    s = game({"stock": [FILL] * 5, "build": [{"card": "Holographic Decoy", "cc": 10}]},
             {"stock": [FILL] * 5, "patrol": [DRAGON]}, phase="deploy")
    do(s, ("reveal", cid(s, "Holographic Decoy", "build0")))
    assert not s.counters.get(f"tap:{s.zones['patrol1'][0]}") and s.decision.prompt.startswith("Deploy")


# -- LT160 Manipulation of Romano -------------------------------------------------------------------------------------
def test_manipulation_of_romano_taps_all_guarding_mechs():
    s = game({"stock": [FILL] * 5, "build": [{"card": "Manipulation of Romano", "cc": 9}], "hand": [FILL],
              "patrol": [{"card": ATLAS, "guard": "scrap"}]},
             {"stock": [FILL] * 5, "patrol": [{"card": DRAGON, "guard": "stock"}, CICADA]}, phase="deploy")
    atlas = s.zones["patrol0"][0]
    d, c = s.zones["patrol1"]
    do(s, ("reveal", cid(s, "Manipulation of Romano", "build0")))
    assert s.counters.get(f"tap:{d}") and s.counters.get(f"tap:{atlas}") and not s.counters.get(f"tap:{c}")
    assert s.counters[f"guard:{d}"] == "stock"


# -- LT168 Maskirovka Operatives --------------------------------------------------------------------------------------
def test_maskirovka_stays_when_revealed_in_the_deploy_phase_and_taps_an_opposing_mech():
    s = game({"stock": [FILL] * 5, "build": [{"card": "Maskirovka Operatives", "cc": 6}], "hand": [FILL],
              "patrol": [STAY]},
             {"stock": [FILL] * 5, "patrol": [DRAGON, {"card": CICADA, "tapped": True}]}, phase="deploy")
    mo = cid(s, "Maskirovka Operatives", "build0")
    do(s, ("reveal", mo))
    assert mo in s.zones["post0"]
    assert not any(o[0] == "use" for o in options(s))   # only in the Missions phase
    do(s, ("done",))
    d = cid(s, DRAGON, "patrol1")
    do(s, ("use", mo, "tap"))   # the only untapped opposing 'Mech is chosen at once
    assert s.counters.get(f"tap:{d}") and s.counters.get(f"tap:{mo}")


def test_maskirovka_forced_open_is_scrapped():
    s = game({"stock": [FILL] * 5, "patrol": [DRAGON]},
             {"stock": [FILL] * 5, "build": [{"card": "Maskirovka Operatives", "cc": 7}]})
    mission(s, s.zones["patrol0"][0], target=cid(s, "Maskirovka Operatives", "build1"))
    finish_mission(s)
    assert names(s, "scrap1") == ["Maskirovka Operatives"] and s.zones["post1"] == []


# -- LT169 Master Spy -------------------------------------------------------------------------------------------------
def spy_game(stock0):
    s = game({"stock": stock0, "post": ["Master Spy", FILL]}, {"stock": [FILL] * 10}, active=1, phase="end")
    spy = cid(s, "Master Spy", "post0")
    assert options(s) == (("use", spy, "search"), ("draw",))
    do(s, ("use", spy, "search"), ("tap", cid(s, FILL, "post0")))
    return s


def test_master_spy_retrieves_instead_of_a_draw_not_subterfuge_shown():
    s = spy_game([FILL] * 8 + [ATLAS, DRAGON])
    atlas = cid(s, ATLAS, "stock0")
    assert options(s) == tuple(("retrieve", t) for t in sorted((DRAGON, ATLAS, FILL)))   # titles, in title order
    do(s, ("retrieve", ATLAS))
    assert s.decision.player == 1 and options(s) == (("ask to see",), ("do not ask",))
    do(s, ("ask to see",))
    assert atlas in s.zones["scrap0"] and len(s.zones["scrap0"]) == 6   # the card and five more
    assert "P1 shows Atlas (AS7-D)" in public(s)
    assert len(s.zones["hand0"]) == 1 and len(s.zones["stock0"]) == 10 - 1 - 5 - 1   # the second draw


def test_master_spy_subterfuge_shown_makes_the_asker_scrap_two():
    s = spy_game([FILL] * 8 + ["SAFE Report"])
    do(s, ("retrieve", "SAFE Report"), ("ask to see",))
    assert len(s.zones["stock1"]) == 8 and "SAFE Report" in names(s, "hand0")


def test_master_spy_not_asked_keeps_the_card():
    s = spy_game([FILL] * 8 + [ATLAS])
    do(s, ("retrieve", ATLAS), ("do not ask",))
    assert ATLAS in names(s, "hand0") and len(s.zones["hand0"]) == 2 and len(s.zones["stock0"]) == 7
    assert "P1 retrieves Atlas (AS7-D) (Master Spy)" in private(s, 0)
    assert not any("Atlas" in t for t in public(s))


# -- LT174 Mislabeled Drop Boxes --------------------------------------------------------------------------------------
def test_mislabeled_drop_boxes_swaps_a_card_under_construction_for_the_next_mech():
    s = game({"stock": [FILL] * 5, "post": [POL], "hand": ["Mislabeled Drop Boxes"]},
             {"stock": [FILL, ATLAS, "Support - Munitions", "Support - Munitions"],
              "build": [{"card": "Ambush!", "cc": 3}], "patrol": [{"card": CICADA, "guard": "build:0"}]},
             phase="deploy")
    mdb = cid(s, "Mislabeled Drop Boxes", "hand0")
    amb, atlas = cid(s, "Ambush!", "build1"), cid(s, ATLAS, "stock1")
    do(s, ("deploy", mdb))
    assert s.counters["deploys"] == 1
    do(s, ("reveal", mdb), ("let it be",))   # P2's face-down Ambush! could be ISF (ruling T722)
    assert s.counters["deploys"] == 2   # no deployment used when revealed the turn it is played
    do(s, ("stockpile", 1))
    assert s.zones["build1"] == [atlas] and s.counters[f"cc:{atlas}"] == 3
    assert s.counters[f"guard:{cid(s, CICADA, 'patrol1')}"] == atlas and f"cc:{amb}" not in s.counters
    assert sorted(names(s, "stock1")) == sorted(["Ambush!", FILL, "Support - Munitions", "Support - Munitions"])
    assert [t for t in public(s) if t.startswith("Mislabeled Drop Boxes reveals")] == \
        ["Mislabeled Drop Boxes reveals Support - Munitions from P2's Stockpile"] * 2 + \
        ["Mislabeled Drop Boxes reveals Atlas (AS7-D) from P2's Stockpile"]


def test_mislabeled_drop_boxes_without_a_mech_shuffles_everything_back():
    s = game({"stock": [FILL] * 5, "build": [{"card": "Mislabeled Drop Boxes", "cc": 2}], "hand": [FILL]},
             {"stock": [FILL, FILL], "build": [{"card": "Ambush!", "cc": 3}]}, phase="deploy")
    amb = cid(s, "Ambush!", "build1")
    do(s, ("reveal", cid(s, "Mislabeled Drop Boxes", "build0")), ("let it be",), ("stockpile", 1))
    assert s.zones["build1"] == [amb] and len(s.zones["stock1"]) == 2


# -- LT175 Misrouted Command ------------------------------------------------------------------------------------------
def test_misrouted_command_keeps_a_mech_tapped_for_three_untaps():
    s = game({"stock": [FILL] * 10, "build": [{"card": "Misrouted Command", "cc": 9}], "hand": [FILL]},
             {"stock": [FILL] * 10, "patrol": [DRAGON, {"card": CICADA, "tapped": True}]}, phase="deploy")
    d, c = s.zones["patrol1"]
    do(s, ("reveal", cid(s, "Misrouted Command", "build0")))
    assert options(s) == (("divert", d), ("divert", c))
    do(s, ("divert", d))
    assert s.counters.get(f"tap:{d}") and s.counters[f"divert:{d}"] == 3
    do(s, ("done",))   # P1's deploy; the Missions phase and End offer nothing: P2's turn
    assert s.counters["active"] == 1
    assert s.counters.get(f"tap:{d}") and s.counters[f"divert:{d}"] == 2 and not s.counters.get(f"tap:{c}")


def test_misrouted_command_counters_add_up():
    s = game({"stock": [FILL] * 10, "build": [{"card": "Misrouted Command", "cc": 9}], "hand": [FILL]},
             {"stock": [FILL] * 10, "patrol": [{"card": DRAGON, "tapped": True, "counters": {"divert": 2}}]},
             phase="deploy")
    d = s.zones["patrol1"][0]
    do(s, ("reveal", cid(s, "Misrouted Command", "build0")))   # the only 'Mech: chosen at once
    assert s.counters[f"divert:{d}"] == 5


# -- LT206 Report from the Watch --------------------------------------------------------------------------------------
def test_report_from_the_watch_returns_the_top_five_in_a_chosen_order():
    stock = [FILL, ATLAS, DRAGON, CICADA, BANSHEE, "Support - Munitions", POL]   # top = last
    s = game({"stock": [FILL] * 5, "build": [{"card": "Report from the Watch", "cc": 3}], "hand": [FILL]},
             {"stock": stock}, phase="deploy")
    do(s, ("reveal", cid(s, "Report from the Watch", "build0")), ("stockpile", 1))
    assert "top first: Support - Politics, Support - Munitions, Banshee (BNC-5S), Cicada (CDA-2A), Dragon (DRG-1N)" \
        in private(s, 0)
    do(s, ("return in order",))
    assert options(s) == tuple(("next", t) for t in (POL, "Support - Munitions", BANSHEE, CICADA, DRAGON))
    for name in (DRAGON, CICADA, BANSHEE, POL):
        do(s, ("next", name))
    assert names(s, "stock1")[::-1] == [DRAGON, CICADA, BANSHEE, POL, "Support - Munitions", ATLAS, FILL]


def test_report_from_the_watch_can_shuffle_instead():
    s = game({"stock": [FILL] * 5, "build": [{"card": "Report from the Watch", "cc": 3}], "hand": [FILL]},
             {"stock": [FILL] * 3 + [ATLAS, DRAGON]}, phase="deploy", seed=1)
    do(s, ("reveal", cid(s, "Report from the Watch", "build0")), ("stockpile", 1), ("shuffle",))
    assert "P2's Stockpile is shuffled" in public(s) and len(s.zones["stock1"]) == 5


# -- LT216 Sabotage 'Mech ---------------------------------------------------------------------------------------------
def test_sabotage_mech_deals_its_damage_at_once():
    s = game({"stock": [FILL] * 5, "build": [{"card": "Sabotage 'Mech", "cc": 10}]},   # cost 1 + 5: 4 above
             {"stock": [FILL] * 5, "patrol": [DRAGON, CICADA]}, phase="deploy")
    d, c = s.zones["patrol1"]
    do(s, ("reveal", cid(s, "Sabotage 'Mech", "build0")))
    assert options(s) == (("damage", d), ("damage", c))
    do(s, ("damage", d), ("damage", d))
    assert dmg(s, d) == 1 and dmg(s, c) == 0   # 2 damage together against armor 1


def test_sabotage_mech_one_damage_each_to_two_mechs():
    s = game({"stock": [FILL] * 5, "build": [{"card": "Sabotage 'Mech", "cc": 10}]},
             {"stock": [FILL] * 5, "patrol": [DRAGON, CICADA]}, phase="deploy")
    d, c = s.zones["patrol1"]
    do(s, ("reveal", cid(s, "Sabotage 'Mech", "build0")), ("damage", d), ("damage", c))
    assert dmg(s, d) == 0 and dmg(s, c) == 1


def test_sabotage_mech_forced_open_by_damage_still_deals_its_damage():
    s = game({"stock": [FILL] * 5, "patrol": [DRAGON, STAY]},
             {"stock": [FILL] * 5, "build": [{"card": "Sabotage 'Mech", "cc": 10}],
              "patrol": [{"card": CICADA, "tapped": True}]})
    d = s.zones["patrol0"][0]
    mission(s, d, target=cid(s, "Sabotage 'Mech", "build1"))
    while not any(o[0] == "damage" for o in options(s)):
        do(s, R.no_reaction(s) or ("done",))
    assert s.decision.player == 1   # 9 counters left: 3 above the cost, one damage
    do(s, ("damage", d))
    finish_mission(s)
    assert dmg(s, d) == 0 and names(s, "scrap1") == ["Sabotage 'Mech"]   # 1 damage against armor 1


# -- LT220 SAFE Report ------------------------------------------------------------------------------------------------
def test_safe_report_looks_at_the_opponents_hand_and_draws():
    s = game({"stock": [FILL] * 5, "build": [{"card": "SAFE Report", "cc": 0}]},
             {"stock": [FILL] * 5, "hand": [ATLAS, "Ambush!"]}, phase="deploy")
    do(s, ("reveal", cid(s, "SAFE Report", "build0")))
    assert "P2's hand: Atlas (AS7-D), Ambush!" in private(s, 0)
    assert not any("Atlas" in t for t in public(s)) and len(s.zones["hand0"]) == 1


# -- LT226 Shady Business ---------------------------------------------------------------------------------------------
def shady(guess):
    s = game({"stock": [FILL] * 10, "build": [{"card": "Shady Business", "cc": 12}], "hand": [FILL]},
             {"stock": [FILL] * 10}, phase="deploy")
    do(s, ("reveal", cid(s, "Shady Business", "build0")))
    assert options(s) == tuple(("hide", n) for n in range(10))
    do(s, ("hide", 3))
    assert s.decision.player == 1 and options(s) == tuple(("guess", n) for n in range(10))
    assert "secret0:shady" in R.public_counters(s, 0) and "secret0:shady" not in R.public_counters(s, 1)
    do(s, ("guess", guess))
    return s


def test_shady_business_guessed_scraps_from_your_stockpile():
    s = shady(3)
    assert len(s.zones["stock0"]) == 7 and len(s.zones["stock1"]) == 10 and s.counters["shady0"] == 1


def test_shady_business_not_guessed_opponent_scraps():
    s = shady(4)
    assert len(s.zones["stock0"]) == 10 and len(s.zones["stock1"]) == 7
    assert "P2 guesses 4; P1 hid 3" in public(s)


def test_shady_business_scraps_a_card_at_the_beginning_of_each_of_your_turns():
    s = game({"stock": [FILL] * 10}, {"stock": [FILL] * 10}, active=1, phase="end", counters={"shady0": 1})
    assert "P1 scraps 1 card from the Stockpile (Shady Business)" in public(s)
    assert len(s.zones["stock0"]) == 10 - 1 - 2


# -- LT234 Steal 'Mech ------------------------------------------------------------------------------------------------
def steal(mine, theirs):
    s = game({"stock": [FILL] * 10, "build": [{"card": "Steal 'Mech", "cc": 10}], "hand": [FILL]},
             {"stock": [FILL] * 6, "patrol": [{"card": DRAGON, "guard": "stock", "damage": 2}, CICADA]},
             phase="deploy")
    d = s.zones["patrol1"][0]
    do(s, ("reveal", cid(s, "Steal 'Mech", "build0")), ("steal", d))
    assert options(s) == tuple(("hide", n) for n in range(11))
    do(s, ("hide", mine))
    assert s.decision.player == 1 and options(s) == tuple(("hide", n) for n in range(7))
    do(s, ("hide", theirs))
    return s, d


def test_steal_mech_more_counters_takes_control():
    s, d = steal(2, 1)
    assert d in s.zones["patrol0"] and dmg(s, d) == 2 and s.counters.get(f"guard:{d}") is None
    assert len(s.zones["stock0"]) == 10 - 4 and len(s.zones["stock1"]) == 6


def test_steal_mech_fewer_counters_opponent_scraps_and_keeps_it():
    s, d = steal(1, 3)
    assert d in s.zones["patrol1"] and len(s.zones["stock1"]) == 3 and len(s.zones["stock0"]) == 10


def test_steal_mech_equal_counters_has_no_effect():
    s, d = steal(2, 2)
    assert d in s.zones["patrol1"] and len(s.zones["stock1"]) == 6 and len(s.zones["stock0"]) == 10


# -- LT267 Treachery! -------------------------------------------------------------------------------------------------
def test_treachery_marks_the_opponents_next_turn():
    s = game({"stock": [FILL] * 5, "build": [{"card": "Treachery!", "cc": 7}]}, {"stock": [FILL] * 5},
             phase="deploy", turn=5)
    do(s, ("reveal", cid(s, "Treachery!", "build0")))
    assert s.counters["treachery1"] == 6 and names(s, "scrap0") == ["Treachery!"]


def test_treachery_forced_open_on_the_opponents_turn_binds_their_next_turn():
    s = game({"stock": [FILL] * 5, "patrol": [DRAGON, STAY]},
             {"stock": [FILL] * 5, "build": [{"card": "Treachery!", "cc": 8}]}, turn=3)
    mission(s, s.zones["patrol0"][0], target=cid(s, "Treachery!", "build1"))
    finish_mission(s)   # 2 damage: 7 counters left, the cost without Politics: revealed
    assert names(s, "scrap1") == ["Treachery!"] and s.counters["treachery0"] == 5


def test_treachery_forces_every_able_mech_to_attack_the_stockpile():
    s = game({"stock": [FILL] * 10, "patrol": [{"card": DRAGON, "guard": "stock"}, CICADA,
                                               {"card": ATLAS, "tapped": True}]},
             {"stock": [FILL] * 10}, counters={"treachery0": 3})
    d, c, a = s.zones["patrol0"]
    assert options(s) == (("attack stockpile",),)
    do(s, ("attack stockpile",))
    assert options(s) == (("add", d), ("add", c))
    do(s, ("add", d), ("go",))
    assert s.counters["m.tgt"] == "stock" and s.counters["m.att"] == (d,)
    finish_mission(s)
    assert options(s) == (("attack stockpile",),)   # the Cicada still has to go
    do(s, ("attack stockpile",))
    assert s.counters["m.att"] == (c,)   # the only one left goes at once
    finish_mission(s)
    assert "P2's Stockpile takes 2 damage" in public(s) and "P2's Stockpile takes 1 damage" in public(s)
    assert s.counters["active"] == 1   # no 'Mech left to force: the turn could end


def test_treachery_does_not_bind_another_turn():
    s = game({"stock": [FILL] * 10, "patrol": [DRAGON]}, {"stock": [FILL] * 10}, counters={"treachery0": 5})
    assert ("done",) in options(s) and ("attack stockpile",) not in options(s)

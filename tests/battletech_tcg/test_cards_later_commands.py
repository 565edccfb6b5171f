"""One-shot Command cards and Subterfuge cards of Counterstrike, Mercenaries and MechWarrior (abilities/one_shots.py,
subterfuge.py): group I of docs/tcg-later-sets.md section 4, one or more tests per card, each checking every clause
of its text; and that every card of groups I and G implemented is so (the Resources' tests:
test_cards_later_resources.py)."""
from mechdeck.games.battletech_tcg.abilities import implemented_numbers, where
from mechdeck.games.battletech_tcg.abilities.registry import plain_by_data
from mechdeck.games.battletech_tcg.board import mark
from mechdeck.games.battletech_tcg.cards import card_by_number
from mechdeck.games.battletech_tcg.knowledge import known

from tcg_support import FILL, R, cid, do, dmg, game, names, options, play_out, private, public

POL, LOG, TAC, MUN, ASM = ("Support - Politics", "Support - Logistics", "Support - Tactics", "Support - Munitions",
                           "Support - Assembly")
IDLE = "Banshee (BNC-3E)"           # slow 2/3/9, 95 tons: an untapped 'Mech keeps the Missions phase open
CHARGER = "Charger (CGR-1A1)"       # moderate 1/1/7, 80 tons
FENRIS = "Fenris Prime (Ice Ferret)"  # fast 3/1/6, 45 tons
CICADA = "Cicada (CDA-2A)"          # fast 1/0/3, 40 tons
ATLAS = "Atlas (AS7-D)"             # slow 3/3/11, 100 tons

GROUP = ("CS002 CS033 CS069 CS084 CS086 ME041 ME054 ME072 MW002 MW013 MW026 "    # one_shots.py
         "CS006 CS017 ME061 MW019 MW102 "                                        # subterfuge.py
         "CS010 CS014 CS034 ME009 ME018 ME064 ME076 ME085 MW088 "                # resources.py
         "CS038").split()                                                         # dice_and_infantry.py


def test_the_cards_are_implemented_in_their_modules():
    implemented = implemented_numbers()
    for number in GROUP:
        assert number in implemented and not plain_by_data(card_by_number(number))
    assert where("CS002").startswith("one_shots.py") and where("MW019").startswith("subterfuge.py")
    assert where("ME009") == "resources.py (building blocks: construction counters on a shown card)"
    assert where("CS038") == "dice_and_infantry.py"


def tapped(state, c):
    return bool(mark(state, "tap", c))


# -- CS002 Accelerated Turnaround --------------------------------------------------------------------------------------
def _turnaround(cc):
    return game({"stock": [FILL] * 5, "post": [LOG], "build": [{"card": "Accelerated Turnaround", "cc": cc}],
                 "patrol": [{"card": FENRIS, "tapped": True}, {"card": CHARGER, "tapped": True},
                            {"card": CICADA, "depleted": True, "tapped": True}, IDLE]},
                {"stock": [FILL] * 5, "patrol": [{"card": ATLAS, "tapped": True}]}, phase="deploy")


def test_accelerated_turnaround_is_revealed_at_the_end_of_the_missions_phase_only():
    s = _turnaround(4)
    at = cid(s, "Accelerated Turnaround", "build0")
    assert ("reveal", at) not in options(s)                  # not in the Deploy phase
    do(s, "done")
    assert s.decision.kind == "missions-phase" and ("reveal", at) in options(s)


def test_accelerated_turnaround_untaps_one_mech_per_counter_above_cost_and_ends_the_missions_phase():
    s = _turnaround(4)                                       # cost 2 (Logistics in play): 2 above it
    fenris, charger, cicada = (cid(s, n, "patrol0") for n in (FENRIS, CHARGER, CICADA))
    atlas = cid(s, ATLAS, "patrol1")
    do(s, "done", ("reveal", cid(s, "Accelerated Turnaround", "build0")))
    assert names(s, "scrap0") == ["Accelerated Turnaround"]
    assert set(options(s)) == {("untap", fenris), ("untap", charger), ("untap", atlas)}   # any side; not depleted
    do(s, ("untap", atlas), ("untap", fenris))
    assert not tapped(s, atlas) and not tapped(s, fenris) and tapped(s, charger) and tapped(s, cicada)
    assert "P1's Missions phase ends" in public(s)
    assert s.counters["active"] == 1                         # the End of Turn passed: P2's turn
    assert not any(a[0] == "guard" for a in (options(s) if s.decision.player == 0 else ()))


def test_accelerated_turnaround_at_cost_untaps_nothing():
    s = _turnaround(2)
    do(s, "done", ("reveal", cid(s, "Accelerated Turnaround", "build0")))
    assert s.counters["active"] == 1 and tapped(s, cid(s, FENRIS, "patrol0"))


def test_accelerated_turnaround_revealed_by_damage_untaps_but_ends_no_phase():
    s = game({"stock": [FILL] * 5, "post": [LOG], "build": [{"card": "Accelerated Turnaround", "cc": 5}],
              "patrol": [{"card": CHARGER, "tapped": True}]},
             {"stock": [FILL] * 5, "patrol": [FENRIS, IDLE]}, active=1)
    fenris, charger = cid(s, FENRIS, "patrol1"), cid(s, CHARGER, "patrol0")
    do(s, ("mission",), ("add", fenris), ("target", cid(s, "Accelerated Turnaround", "build0")), "done")
    # unblocked, 3 damage: 4 counters left, 2 above the cost; P1 untaps two 'Mechs of either side
    assert s.decision.player == 0 and set(options(s)) == {("untap", charger), ("untap", fenris)}
    do(s, ("untap", charger))                              # the attacker, the only one left, untaps at once
    assert not tapped(s, charger) and not tapped(s, fenris)
    assert s.decision.player == 1 and s.decision.kind == "missions-phase"   # P2's Missions phase goes on
    assert "P1's Missions phase ends" not in public(s) and "P2's Missions phase ends" not in public(s)


# -- CS033 Double-Time Offense -----------------------------------------------------------------------------------------
def test_double_time_offense_untaps_one_mech_per_two_above_cost_in_the_missions_phase():
    s = game({"stock": [FILL] * 5, "post": [LOG], "build": [{"card": "Double-Time Offense", "cc": 9}],
              "patrol": [{"card": FENRIS, "tapped": True}, {"card": CHARGER, "tapped": True},
                         {"card": CICADA, "tapped": True}, IDLE]},
             {"stock": [FILL] * 5}, phase="deploy")
    dto = cid(s, "Double-Time Offense", "build0")
    fenris, charger, cicada = (cid(s, n, "patrol0") for n in (FENRIS, CHARGER, CICADA))
    assert ("reveal", dto) not in options(s)
    do(s, "done", ("reveal", dto))                           # cost 4: 5 above it, two 'Mechs
    do(s, ("untap", fenris), ("untap", cicada))
    assert not tapped(s, fenris) and not tapped(s, cicada) and tapped(s, charger)
    assert s.decision.kind == "missions-phase" and s.decision.player == 0   # the phase goes on
    do(s, ("mission",), ("add", fenris), ("target", "stock"))
    assert s.counters["m.att"] == (fenris,)


# -- CS069 Pinpoint Air Strike -----------------------------------------------------------------------------------------
def test_pinpoint_air_strike_deals_1_damage_per_two_above_cost_to_sites_or_mechs():
    s = game({"stock": [FILL] * 3, "post": [POL], "build": [{"card": "Pinpoint Air Strike", "cc": 9}]},
             {"stock": [FILL] * 5, "patrol": [CHARGER]}, phase="deploy")
    charger = cid(s, CHARGER, "patrol1")
    do(s, ("reveal", cid(s, "Pinpoint Air Strike", "build0")))   # cost 4: 5 above it, two damage
    assert names(s, "scrap0") == ["Pinpoint Air Strike"]
    assert ("damage", charger) in options(s) and ("damage", "stock1") in options(s)
    do(s, ("damage", charger), ("damage", charger))
    assert dmg(s, charger) == 1                                   # 2 at once, armor 1 absorbs 1
    assert "Pinpoint Air Strike deals 2 to Charger (CGR-1A1)" in public(s)


# -- CS084 Strafing Run ------------------------------------------------------------------------------------------------
def test_strafing_run_deals_3_structure_damage_to_a_mech_or_a_site():
    s = game({"stock": [FILL] * 3, "post": [POL], "build": [{"card": "Strafing Run", "cc": 4}]},
             {"stock": [FILL] * 5, "patrol": [ATLAS]}, phase="deploy")
    atlas = cid(s, ATLAS, "patrol1")
    do(s, ("reveal", cid(s, "Strafing Run", "build0")))
    assert {("damage", atlas), ("damage", "stock1"), ("damage", "stock0")} <= set(options(s))
    do(s, ("damage", atlas))
    assert dmg(s, atlas) == 3                                     # armor 3 absorbs nothing
    s = game({"stock": [FILL] * 3, "post": [POL], "build": [{"card": "Strafing Run", "cc": 4}]},
             {"stock": [FILL] * 5, "patrol": [ATLAS]}, phase="deploy")
    do(s, ("reveal", cid(s, "Strafing Run", "build0")), ("damage", "stock1"))
    assert len(s.zones["stock1"]) == 2 and "P2's Stockpile takes 3 damage" in public(s)


# -- CS086 Tactical Nuke -----------------------------------------------------------------------------------------------
def test_tactical_nuke_damages_each_stockpile_per_counter_above_cost():
    s = game({"stock": [FILL] * 6, "post": [POL, MUN], "build": [{"card": "Tactical Nuke", "cc": 5}], "patrol": [IDLE]},
             {"stock": [FILL] * 6}, phase="deploy")
    do(s, ("reveal", cid(s, "Tactical Nuke", "build0")))          # cost 2: 3 above it
    assert len(s.zones["stock0"]) == 3 and len(s.zones["stock1"]) == 3
    assert "P1's Stockpile takes 3 damage" in public(s) and "P2's Stockpile takes 3 damage" in public(s)


def test_tactical_nuke_emptying_both_stockpiles_is_a_draw():
    s = game({"stock": [FILL] * 2, "post": [POL, MUN], "build": [{"card": "Tactical Nuke", "cc": 5}]},
             {"stock": [FILL] * 2}, phase="deploy")
    do(s, ("reveal", cid(s, "Tactical Nuke", "build0")))
    outcome = R.outcome(s)
    assert s.decision is None and outcome is not None and outcome.ranks[0] == outcome.ranks[1]


# -- ME041 Hidden Reserves ---------------------------------------------------------------------------------------------
def test_hidden_reserves_draws_three_cards():
    s = game({"stock": [FILL] * 2 + [CHARGER, FENRIS, CICADA], "post": [LOG],
              "build": [{"card": "Hidden Reserves", "cc": 1}]}, {"stock": [FILL] * 3}, phase="deploy")
    do(s, ("reveal", cid(s, "Hidden Reserves", "build0")))
    assert names(s, "hand0") == [CICADA, FENRIS, CHARGER] and len(s.zones["stock0"]) == 2
    assert names(s, "scrap0") == ["Hidden Reserves"]


def test_hidden_reserves_from_a_stockpile_of_two_loses_the_game():
    s = game({"stock": [FILL] * 2, "post": [LOG], "build": [{"card": "Hidden Reserves", "cc": 1}]},
             {"stock": [FILL] * 3}, phase="deploy")
    do(s, ("reveal", cid(s, "Hidden Reserves", "build0")))
    assert s.decision is None and R.outcome(s).winner == 1 and "P1 must draw from an empty Stockpile" in public(s)


# -- ME054 Mech Rotation ----------------------------------------------------------------------------------------------
def test_mech_rotation_repairs_all_damage_of_one_mech_per_two_above_cost():
    s = game({"stock": [FILL] * 3, "post": [ASM, LOG], "build": [{"card": "Mech Rotation", "cc": 5}],
              "patrol": [{"card": ATLAS, "damage": 6}, {"card": CHARGER, "damage": 2}, FENRIS]},
             {"stock": [FILL] * 3, "patrol": [{"card": IDLE, "damage": 4}]}, phase="deploy")
    atlas, charger, fenris = (cid(s, n, "patrol0") for n in (ATLAS, CHARGER, FENRIS))
    banshee = cid(s, IDLE, "patrol1")
    do(s, ("reveal", cid(s, "Mech Rotation", "build0")))          # cost 0: 5 above it, two 'Mechs
    assert set(options(s)) == {("repair", atlas), ("repair", charger), ("repair", banshee)}   # damaged only
    do(s, ("repair", atlas), ("repair", banshee))
    assert dmg(s, atlas) == 0 and dmg(s, banshee) == 0 and dmg(s, charger) == 2 and dmg(s, fenris) == 0
    assert "Mech Rotation repairs all 6 damage to Atlas (AS7-D)" in public(s)


# -- ME072 Rapid Deployment --------------------------------------------------------------------------------------------
def test_rapid_deployment_buys_deployments_for_one_resource_each_until_the_end_of_the_turn():
    s = game({"stock": [FILL] * 5, "post": [LOG, TAC, FILL, FILL], "hand": [FENRIS, CHARGER, CICADA, ATLAS],
              "build": [{"card": "Rapid Deployment", "cc": 0}]}, {"stock": [FILL] * 5}, phase="deploy", turn=3)
    rd = cid(s, "Rapid Deployment", "build0")
    a1, a2 = s.zones["post0"][2:]
    do(s, ("reveal", rd))
    assert s.counters["deploys"] == 2 and ("pay for", rd) in options(s)
    do(s, ("pay for", rd), ("tap", a1))
    assert s.counters["deploys"] == 3 and "P1 pays for an additional deployment (Rapid Deployment)" in public(s)
    do(s, ("pay for", rd), ("tap", a2))
    assert s.counters["deploys"] == 4
    log, tac = s.zones["post0"][:2]
    do(s, ("pay for", rd), ("tap", log), ("pay for", rd), ("tap", tac))
    assert s.counters["deploys"] == 6
    assert ("pay for", rd) not in options(s)                      # no resource left to pay with
    for card in list(s.zones["hand0"]):
        do(s, ("deploy", card))
    assert s.counters["deploys"] == 2 and len(s.zones["build0"]) == 4
    do(s, "done", "done")                                         # Deploy, Missions; the turn ends
    assert "rapid0" not in s.counters


def test_rapid_deployment_is_not_offered_without_a_resource():
    s = game({"stock": [FILL] * 5, "post": [{"card": LOG, "tapped": True}, {"card": TAC, "tapped": True}],
              "hand": [FENRIS], "build": [{"card": "Rapid Deployment", "cc": 0}]}, {"stock": [FILL] * 5},
             phase="deploy", turn=3)
    rd = cid(s, "Rapid Deployment", "build0")
    do(s, ("reveal", rd))
    assert ("pay for", rd) not in options(s)


# -- MW002 Airstrikes Close to Home ------------------------------------------------------------------------------------
def test_airstrikes_close_to_home_looks_at_the_hand_and_scraps_one_chosen_card_per_counter_above_cost():
    s = game({"stock": [FILL] * 3, "post": [POL], "build": [{"card": "Airstrikes Close to Home", "cc": 4}]},
             {"stock": [FILL] * 3, "hand": [ATLAS, FENRIS, CICADA]}, phase="deploy")
    atlas, fenris, cicada = (cid(s, n, "hand1") for n in (ATLAS, FENRIS, CICADA))
    do(s, ("reveal", cid(s, "Airstrikes Close to Home", "build0")))   # cost 2: 2 above it
    assert "P2's hand: Atlas (AS7-D), Fenris Prime (Ice Ferret), Cicada (CDA-2A)" in private(s, 0)
    assert {atlas, fenris, cicada} <= set(known(s, 0))
    assert set(options(s)) == {("scrap", atlas), ("scrap", fenris), ("scrap", cicada)}
    do(s, ("scrap", atlas))
    assert ("scrap", atlas) not in options(s)
    do(s, ("scrap", cicada))
    assert names(s, "hand1") == [FENRIS] and names(s, "scrap1") == [ATLAS, CICADA]


def test_airstrikes_close_to_home_chooses_no_more_cards_than_the_hand_holds():
    s = game({"stock": [FILL] * 3, "post": [POL], "build": [{"card": "Airstrikes Close to Home", "cc": 6}]},
             {"stock": [FILL] * 3, "hand": [FENRIS]}, phase="deploy")
    do(s, ("reveal", cid(s, "Airstrikes Close to Home", "build0")))   # 4 above the cost, one card
    assert names(s, "hand1") == [] and names(s, "scrap1") == [FENRIS]
    assert s.decision.kind == "deploy-phase"


# -- MW013 Corridor of Fire --------------------------------------------------------------------------------------------
def test_corridor_of_fire_deals_1_damage_per_counter_above_cost_to_one_site():
    s = game({"stock": [FILL] * 3, "post": [POL, MUN], "build": [{"card": "Corridor of Fire", "cc": 7}]},
             {"stock": [FILL] * 5, "patrol": [CHARGER]}, phase="deploy")
    do(s, ("reveal", cid(s, "Corridor of Fire", "build0")))         # cost 4: 3 above it
    assert ("site", "stock1") in options(s) and not any(a[1] == cid(s, CHARGER, "patrol1") for a in options(s))
    do(s, ("site", "stock1"))
    assert len(s.zones["stock1"]) == 2 and "Corridor of Fire deals 3 damage to P2's Stockpile" in public(s)


# -- MW026 Financial Collapse ------------------------------------------------------------------------------------------
def test_financial_collapse_moves_the_opponents_construction_counters_onto_your_cards():
    s = game({"stock": [FILL] * 3, "post": [POL], "build": [{"card": "Financial Collapse", "cc": 1},
                                                           {"card": ATLAS, "cc": 2}, {"card": FENRIS, "cc": 0}]},
             {"stock": [FILL] * 3, "build": [{"card": CHARGER, "cc": 2}, {"card": CICADA, "cc": 1}]},
             phase="deploy")
    atlas, fenris = cid(s, ATLAS, "build0"), cid(s, FENRIS, "build0")
    do(s, ("reveal", cid(s, "Financial Collapse", "build0")))
    assert all(not s.counters.get(f"cc:{c}") for c in s.zones["build1"])
    assert set(options(s)) == {("build", atlas), ("build", fenris)}
    do(s, ("build", fenris), ("build", fenris), ("build", atlas))
    assert s.counters[f"cc:{atlas}"] == 3 and s.counters[f"cc:{fenris}"] == 2
    assert s.decision.kind == "deploy-phase"


# -- CS006 Assassination -----------------------------------------------------------------------------------------------
def test_assassination_scraps_a_pilot_or_a_unique_card_in_play():
    s = game({"stock": [FILL] * 3, "post": [POL, "Hanse Davion - The Fox"],
              "build": [{"card": "Assassination", "cc": 3}]},
             {"stock": [FILL] * 3, "post": ["Thomas Marik", POL],
              "patrol": [{"card": ATLAS, "pilot": "Elite MechWarrior"}, CHARGER]}, phase="deploy")
    hanse, marik = cid(s, "Hanse Davion - The Fox", "post0"), cid(s, "Thomas Marik", "post1")
    pilot = cid(s, "Elite MechWarrior", "attached1")
    do(s, ("reveal", cid(s, "Assassination", "build0")))
    assert names(s, "scrap0") == ["Assassination"]
    assert set(options(s)) == {("scrap", hanse), ("scrap", marik), ("scrap", pilot)}   # no plain card, no 'Mech
    do(s, ("scrap", pilot))
    assert names(s, "scrap1") == ["Elite MechWarrior"] and names(s, "attached1") == []


# -- CS017 Bribed Pilot ------------------------------------------------------------------------------------------------
def test_bribed_pilot_untaps_an_unpiloted_opposing_mech_and_controls_it_until_the_end_of_the_turn():
    s = game({"stock": [FILL] * 5, "post": [POL], "build": [{"card": "Bribed Pilot", "cc": 6}]},
             {"stock": [FILL] * 5, "patrol": [{"card": FENRIS, "tapped": True, "guard": "stock"},
                                             {"card": ATLAS, "pilot": "Elite MechWarrior"}]}, phase="deploy")
    fenris = cid(s, FENRIS, "patrol1")
    do(s, ("reveal", cid(s, "Bribed Pilot", "build0")))      # the only unpiloted 'Mech: chosen at once
    assert names(s, "scrap0") == ["Bribed Pilot"]
    assert s.zones["patrol0"] == [fenris] and not tapped(s, fenris) and mark(s, "guard", fenris) is None
    do(s, "done")                                            # to the Missions phase: the Fenris may attack for P1
    do(s, ("mission",), ("add", fenris), ("target", "stock"))
    assert s.counters["m.att"] == (fenris,)
    play_out(s)                                              # P1 has nothing more to do: the turn ends
    assert "P2's Stockpile takes 3 damage" in public(s) and s.counters["active"] == 1
    assert fenris in s.zones["patrol1"] and "bribed" not in s.counters   # back to P2 as P1's turn ended


def test_bribed_pilot_with_only_piloted_mechs_does_nothing():
    s = game({"stock": [FILL] * 5, "post": [POL], "build": [{"card": "Bribed Pilot", "cc": 6}]},
             {"stock": [FILL] * 5, "patrol": [{"card": ATLAS, "pilot": "Elite MechWarrior"}]}, phase="deploy")
    do(s, ("reveal", cid(s, "Bribed Pilot", "build0")))
    assert s.zones["patrol0"] == [] and s.decision.kind == "deploy-phase"


# -- ME061 Nekekami Sabotage -------------------------------------------------------------------------------------------
def test_nekekami_sabotage_activated_in_the_deploy_phase_stays_and_deals_5_damage_to_a_card_under_construction():
    s = game({"stock": [FILL] * 5, "post": [POL], "build": [{"card": "Nekekami Sabotage", "cc": 1}], "patrol": [IDLE]},
             {"stock": [FILL] * 5, "build": [{"card": ATLAS, "cc": 3}, {"card": CHARGER, "cc": 0}]}, phase="deploy")
    nek = cid(s, "Nekekami Sabotage", "build0")
    atlas, charger = cid(s, ATLAS, "build1"), cid(s, CHARGER, "build1")
    do(s, ("reveal", nek), ("let it be",))                  # P2 could answer with ISF Counterespionage
    assert names(s, "post0") == [POL, "Nekekami Sabotage"]
    assert ("use", nek, "fire") not in options(s)            # Missions phase only
    do(s, "done")
    assert ("use", nek, "fire") in options(s)
    do(s, ("use", nek, "fire"))
    assert set(options(s)) == {("damage", atlas), ("damage", charger)}
    do(s, ("damage", atlas))
    assert s.counters[f"cc:{atlas}"] == 1 and tapped(s, nek)   # 5 damage removes 2 counters
    assert ("use", nek, "fire") not in options(s)
    s = game({"stock": [FILL] * 5, "post": ["Nekekami Sabotage"], "patrol": [IDLE]}, {"stock": [FILL] * 5})
    assert not any(a[0] == "use" for a in options(s))          # no card under construction to damage


def test_nekekami_sabotage_revealed_outside_its_deploy_phase_is_scrapped():
    s = game({"stock": [FILL] * 5, "post": [POL], "build": [{"card": "Nekekami Sabotage", "cc": 5}]},
             {"stock": [FILL] * 5, "patrol": [FENRIS, IDLE]}, active=1)
    do(s, ("mission",), ("add", cid(s, FENRIS, "patrol1")), ("target", cid(s, "Nekekami Sabotage", "build0")))
    do(s, "done")     # unblocked: 3 damage, 4 counters left >= its cost 1: revealed by the damage
    assert "Nekekami Sabotage" in names(s, "scrap0") and "Nekekami Sabotage" not in names(s, "post0")
    assert "Nekekami Sabotage is scrapped (it was not activated in its player's Deploy phase)" in public(s)


# -- MW019 Defection ---------------------------------------------------------------------------------------------------
def test_defection_draws_and_moves_a_non_unique_opposing_pilot_to_your_unpiloted_mech():
    s = game({"stock": [FILL] * 2 + [CICADA], "post": [POL], "build": [{"card": "Defection", "cc": 0}],
              "patrol": [CHARGER, {"card": FENRIS, "pilot": "Gray Death Pilot"}, IDLE,
                         {"card": CICADA, "depleted": True, "tapped": True}]},
             {"stock": [FILL] * 3, "patrol": [{"card": ATLAS, "pilot": "Elite MechWarrior"},
                                             {"card": IDLE, "pilot": "Kai Allard-Liao"}]}, phase="deploy")
    charger, banshee = cid(s, CHARGER, "patrol0"), cid(s, IDLE, "patrol0")
    elite = cid(s, "Elite MechWarrior", "attached1")
    do(s, ("reveal", cid(s, "Defection", "build0")))
    assert names(s, "hand0") == [CICADA] and names(s, "scrap0") == ["Defection"]
    assert options(s) == (("on", charger), ("on", banshee))    # Elite MechWarrior, the only non-Unique one; not
    #                                                            onto the depleted Cicada (as reassigning, T151)
    do(s, ("on", banshee))
    assert elite in s.zones["attached0"] and mark(s, "on", elite) == banshee
    assert names(s, "attached1") == ["Kai Allard-Liao"]


def test_defection_without_an_unpiloted_mech_only_draws():
    s = game({"stock": [FILL] * 3, "post": [POL], "build": [{"card": "Defection", "cc": 0}],
              "patrol": [{"card": FENRIS, "pilot": "Gray Death Pilot"}]},
             {"stock": [FILL] * 3, "patrol": [{"card": ATLAS, "pilot": "Elite MechWarrior"}]}, phase="deploy")
    do(s, ("reveal", cid(s, "Defection", "build0")))
    assert len(s.zones["hand0"]) == 1 and names(s, "attached1") == ["Elite MechWarrior"]


# -- MW102 Unnamed Sources ---------------------------------------------------------------------------------------------
def test_unnamed_sources_draws_as_many_as_the_hand_restocks_as_many_and_adds_a_deployment():
    s = game({"stock": [FILL] * 3 + [CICADA, FENRIS], "post": [POL], "hand": [ATLAS, CHARGER],
              "build": [{"card": "Unnamed Sources", "cc": 2}]}, {"stock": [FILL] * 3}, phase="deploy", turn=3)
    atlas = cid(s, ATLAS, "hand0")
    do(s, ("reveal", cid(s, "Unnamed Sources", "build0")))
    assert names(s, "hand0") == [ATLAS, CHARGER, FENRIS, CICADA]
    assert len(options(s)) == 4 and all(a[0] == "restock" for a in options(s))
    fenris = cid(s, FENRIS, "hand0")
    do(s, ("restock", atlas), ("restock", fenris))
    assert names(s, "hand0") == [CHARGER, CICADA] and names(s, "stock0")[:2] == [FENRIS, ATLAS]
    assert {atlas, fenris} <= set(known(s, 0))
    assert s.counters["deploys"] == 3 and "P1 may make an additional deployment this turn" in public(s)


def test_unnamed_sources_drawing_more_than_the_stockpile_holds_loses_the_game():
    s = game({"stock": [FILL], "post": [POL], "hand": [ATLAS, CHARGER],
              "build": [{"card": "Unnamed Sources", "cc": 2}]}, {"stock": [FILL] * 3}, phase="deploy", turn=3)
    do(s, ("reveal", cid(s, "Unnamed Sources", "build0")))
    assert s.decision is None and "P1 must draw from an empty Stockpile" in public(s)

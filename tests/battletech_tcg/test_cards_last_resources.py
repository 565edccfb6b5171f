"""Resources of Arsenal and Crusade and Command Circuit (abilities/resources.py): Advanced Manufacturing Techniques,
Command Circuit, Diamond Will's, Vehicle Repair Barn, War Funds, Star League Proving Grounds (docs/tcg-last-sets.md
section 5, groups G and J).  Each test checks what the card's text does, and a "Does not apply" case what it leaves
alone."""
from mechdeck.games.battletech_tcg.board import activation_cost, armor, assets, mark
from mechdeck.games.battletech_tcg.knowledge import known
from mechdeck.games.battletech_tcg.missions import attack_of

from tcg_support import FILL, IDLE, cid, dice, do, game, mission, names, options, public

POL, LOG, TAC = "Support - Politics", "Support - Logistics", "Support - Tactics"
ATLAS = "Atlas (AS7-D)"             # slow 3/3/11, cost 7, Inner Sphere and no House: unaffiliated
AWESOME = "Awesome (AWS-8Q)"        # slow 4/3/10, cost 6
CHARGER = "Charger (CGR-1A1)"       # moderate 1/1/7, Kurita
BULLDOG = "Bulldog"                 # a Vehicle, slow 3/2/3
SQUAD = "Battle Armor Squad"        # Battle Armor, slow 1/0/3
AMT = "Advanced Manufacturing Techniques"


def uses(state, card):
    return [a for a in options(state) if a[:2] == ("use", card)]


# -- AR001 Advanced Manufacturing Techniques ---------------------------------------------------------------------------
def test_advanced_manufacturing_techniques_adds_two_counters_at_five_and_three_at_eight():
    s = game({"post": [AMT], "hand": [IDLE], "stock": [FILL] * 3,
              "build": [{"card": ATLAS, "cc": 5}, {"card": AWESOME, "cc": 8}, {"card": CHARGER, "cc": 4}]},
             {"stock": [FILL] * 3}, phase="deploy")
    amt = cid(s, AMT, "post0")
    atlas, awesome = cid(s, ATLAS, "build0"), cid(s, AWESOME, "build0")
    assert ("tap", amt) in options(s) and "L" in assets(s, 0)   # {T}: {R}; Logistics
    do(s, ("use", amt, "build"))
    assert set(options(s)) == {("build", atlas), ("build", awesome)}   # not the Charger with 4
    do(s, ("build", atlas))
    assert mark(s, "cc", atlas) == 7 and mark(s, "tap", amt) and ("tap", amt) not in options(s)
    s = game({"post": [AMT], "hand": [IDLE], "stock": [FILL] * 3,
              "build": [{"card": ATLAS, "cc": 5}, {"card": AWESOME, "cc": 8}]}, {"stock": [FILL] * 3}, phase="deploy")
    do(s, ("use", cid(s, AMT, "post0"), "build"), ("build", cid(s, AWESOME, "build0")))
    assert mark(s, "cc", cid(s, AWESOME, "build0")) == 11
    assert not any(ATLAS in line or AWESOME in line for line in public(s))   # the card stays face down, unnamed


def test_advanced_manufacturing_techniques_does_not_apply_below_five_to_the_opponents_cards_or_outside_deploy():
    s = game({"post": [AMT], "hand": [IDLE], "stock": [FILL] * 3, "build": [{"card": ATLAS, "cc": 4}]},
             {"build": [{"card": AWESOME, "cc": 8}], "stock": [FILL] * 3}, phase="deploy")
    assert not uses(s, cid(s, AMT, "post0"))
    s = game({"post": [AMT], "patrol": [IDLE], "stock": [FILL] * 3, "build": [{"card": ATLAS, "cc": 6}]},
             {"stock": [FILL] * 3})
    assert not uses(s, cid(s, AMT, "post0"))   # Missions phase


# -- AR021 Command Circuit ---------------------------------------------------------------------------------------------
def _circuit(roll):
    s = game({"post": ["Command Circuit", POL], "hand": [IDLE], "stock": [FILL] * 5 + [ATLAS, AWESOME, CHARGER]},
             {"stock": [FILL] * 3}, phase="deploy")
    dice(s, roll)
    circuit = cid(s, "Command Circuit", "post0")
    do(s, ("use", circuit, "roll"), ("tap", cid(s, POL, "post0")))
    return s, circuit


def test_command_circuit_on_3_to_5_draws_one_and_gives_one_more_deployment():
    s, circuit = _circuit(4)
    assert names(s, "hand0") == [IDLE, CHARGER] and s.counters["deploys"] == 3 and mark(s, "tap", circuit)
    assert "P1 may make 1 additional deployment this turn" in public(s)


def test_command_circuit_on_6_draws_three_and_gives_three_more_deployments():
    s, circuit = _circuit(6)
    assert names(s, "hand0") == [IDLE, CHARGER, AWESOME, ATLAS] and s.counters["deploys"] == 5


def test_command_circuit_on_1_or_2_is_scrapped_and_does_nothing_else():
    s, circuit = _circuit(2)
    assert circuit in s.zones["scrap0"] and names(s, "hand0") == [IDLE] and s.counters["deploys"] == 2


def test_command_circuit_does_not_apply_without_a_resource_or_outside_the_deploy_phase():
    s = game({"post": ["Command Circuit"], "hand": [IDLE], "stock": [FILL] * 3}, {"stock": [FILL] * 3},
             phase="deploy")
    assert not uses(s, cid(s, "Command Circuit", "post0"))   # {R} cannot be paid
    s = game({"post": ["Command Circuit", POL], "patrol": [IDLE], "stock": [FILL] * 3}, {"stock": [FILL] * 3})
    assert not uses(s, cid(s, "Command Circuit", "post0"))


# -- AR031 Diamond Will's ----------------------------------------------------------------------------------------------
def _diamond(roll, build=()):
    s = game({"post": ["Diamond Will's", POL, LOG], "hand": [IDLE], "stock": [FILL] * 3, "build": list(build)},
             {"stock": [FILL] * 3}, phase="deploy")
    dw = cid(s, "Diamond Will's", "post0")
    dice(s, roll)
    do(s, ("use", dw, "roll"), ("tap", cid(s, POL, "post0")), ("tap", cid(s, LOG, "post0")))
    return s, dw


def test_diamond_wills_on_2_to_5_gains_that_many_resources():
    s, dw = _diamond(3, [{"card": ATLAS, "cc": 0}])
    assert s.counters["pool0"] == 3 and mark(s, "tap", dw) and ("build", cid(s, ATLAS, "build0")) in options(s)


def test_diamond_wills_on_1_is_scrapped():
    s, dw = _diamond(1)
    assert dw in s.zones["scrap0"] and "pool0" not in s.counters


def test_diamond_wills_on_6_activates_one_card_ignoring_its_base_cost_once_this_turn():
    # with Politics and Logistics in play: Keith Smith costs 2 (2+2L), Awesome 6, Charger 2 (1+1A+1P)
    s, dw = _diamond(6, [{"card": "Keith Smith", "cc": 0}, {"card": AWESOME, "cc": 0}, {"card": CHARGER, "cc": 2}])
    keith, awesome, charger = (cid(s, n, "build0") for n in ("Keith Smith", AWESOME, CHARGER))
    assert [activation_cost(s, 0, c) for c in (keith, awesome, charger)] == [0, 0, 1]   # the asset part stays
    do(s, ("reveal", charger))   # paid in full: the 6 stays for another card
    assert s.counters.get("diamond_will") == (0, 1)
    do(s, ("reveal", awesome))
    assert awesome in s.zones["build0"] and mark(s, "up", awesome)   # activated: to patrol at the end of the turn
    assert "P1 activates Awesome (AWS-8Q) ignoring its base construction cost (Diamond Will's)" in public(s)
    assert activation_cost(s, 0, keith) == 2 and ("reveal", keith) not in options(s)   # once only


def test_diamond_wills_two_sixes_activate_two_cards():
    s = game({"post": ["Diamond Will's", "Diamond Will's", POL, LOG, TAC, "Support - Munitions"], "hand": [IDLE],
              "stock": [FILL] * 3, "build": [{"card": AWESOME, "cc": 0}, {"card": CHARGER, "cc": 1},
                                             {"card": "Keith Smith", "cc": 0}]}, {"stock": [FILL] * 3}, phase="deploy")
    first, second = s.zones["post0"][:2]
    dice(s, 6, 6)
    do(s, ("use", first, "roll"), ("tap", cid(s, POL, "post0")), ("tap", cid(s, LOG, "post0")))
    do(s, ("use", second, "roll"), ("tap", cid(s, TAC, "post0")), ("tap", cid(s, "Support - Munitions", "post0")))
    awesome, charger, keith = (cid(s, n, "build0") for n in (AWESOME, CHARGER, "Keith Smith"))
    do(s, ("reveal", awesome), ("reveal", charger))
    assert mark(s, "up", awesome) and mark(s, "up", charger) and "diamond_will" not in s.counters
    assert ("reveal", keith) not in options(s)


def test_diamond_wills_6_keeps_the_asset_part_and_ends_with_the_turn():
    s, dw = _diamond(6, [{"card": "Keith Smith", "cc": 0}])
    s.zones["post0"].remove(cid(s, LOG, "post0"))   # no Logistics: Keith Smith's asset part (2) is still owed
    keith = cid(s, "Keith Smith", "build0")
    assert activation_cost(s, 0, keith) == 2
    do(s, "done")
    while s.counters.get("active") == 0:
        do(s, s.decision.options[-1])
    assert "diamond_will" not in s.counters and activation_cost(s, 0, keith) == 4


def test_diamond_wills_does_not_apply_outside_the_deploy_phase():
    s = game({"post": ["Diamond Will's", POL, LOG], "patrol": [IDLE], "stock": [FILL] * 3}, {"stock": [FILL] * 3})
    assert not uses(s, cid(s, "Diamond Will's", "post0"))


# -- AR102 Vehicle Repair Barn -----------------------------------------------------------------------------------------
def test_vehicle_repair_barn_repairs_one_damage_on_each_of_your_vehicles_and_battle_armor():
    s = game({"post": ["Vehicle Repair Barn"], "stock": [FILL] * 3,
              "patrol": [{"card": BULLDOG, "damage": 2}, {"card": SQUAD, "damage": 1}, {"card": ATLAS, "damage": 1}]},
             {"patrol": [{"card": BULLDOG, "damage": 1}], "stock": [FILL] * 3}, phase="repair")
    barn = cid(s, "Vehicle Repair Barn", "post0")
    bulldog, squad, atlas = cid(s, BULLDOG, "patrol0"), cid(s, SQUAD, "patrol0"), cid(s, ATLAS, "patrol0")
    do(s, ("use", barn, "repair"))
    assert mark(s, "dmg", bulldog) == 1 and not mark(s, "dmg", squad) and mark(s, "dmg", atlas) == 1   # not 'Mechs
    assert mark(s, "dmg", cid(s, BULLDOG, "patrol1")) == 1 and mark(s, "tap", barn)   # nor the opponent's


def test_vehicle_repair_barn_does_not_apply_without_a_damaged_vehicle_or_outside_repair_reload():
    s = game({"post": ["Vehicle Repair Barn"], "stock": [FILL] * 3, "patrol": [BULLDOG, {"card": ATLAS, "damage": 1}]},
             {"stock": [FILL] * 3}, phase="repair")
    assert not uses(s, cid(s, "Vehicle Repair Barn", "post0"))
    s = game({"post": ["Vehicle Repair Barn"], "hand": [IDLE], "stock": [FILL] * 3,
              "patrol": [{"card": BULLDOG, "damage": 1}]}, {"stock": [FILL] * 3}, phase="deploy")
    barn = cid(s, "Vehicle Repair Barn", "post0")
    assert not uses(s, barn) and ("tap", barn) in options(s)   # {T}: {R}


# -- AR103 War Funds ---------------------------------------------------------------------------------------------------
def test_war_funds_is_scrapped_to_deploy_a_resource_from_the_stockpile_shown_and_not_as_a_deployment():
    s = game({"post": ["War Funds"], "hand": [IDLE], "stock": [ATLAS, POL, FILL, CHARGER]}, {"stock": [FILL] * 3},
             phase="deploy")
    wf = cid(s, "War Funds", "post0")
    pol = cid(s, POL, "stock0")
    do(s, ("use", wf, "search"))
    assert set(options(s)) == {("deploy", POL), ("deploy", FILL)}   # Resource cards only
    do(s, ("deploy", POL))
    assert pol in s.zones["build0"] and not mark(s, "up", pol) and pol in known(s, 1) and wf in s.zones["scrap0"]
    assert s.counters["deploys"] == 2 and sorted(names(s, "stock0")) == sorted([ATLAS, FILL, CHARGER])
    assert "P1 shows Support - Politics and deploys it face down (not a deployment)" in public(s)


def test_war_funds_does_not_apply_outside_the_deploy_phase():
    s = game({"post": ["War Funds"], "patrol": [IDLE], "stock": [POL] * 3}, {"stock": [FILL] * 3})
    wf = cid(s, "War Funds", "post0")
    assert not uses(s, wf)


# -- CR089 Star League Proving Grounds ---------------------------------------------------------------------------------
def _to_effects(state, card, key):
    """Pass until the card's ability is offered (the mission's effects)."""
    while ("use", card, key) not in options(state):
        do(state, "done" if ("done",) in options(state) else state.decision.options[0])


def test_star_league_proving_grounds_gives_an_unaffiliated_unit_plus_one_attack_and_armor():
    s = game({"post": ["Star League Proving Grounds", TAC], "patrol": [ATLAS, CHARGER, IDLE], "stock": [FILL] * 3},
             {"stock": [FILL] * 3})
    slpg = cid(s, "Star League Proving Grounds", "post0")
    atlas, charger = cid(s, ATLAS, "patrol0"), cid(s, CHARGER, "patrol0")
    mission(s, atlas, charger)
    _to_effects(s, slpg, "train")
    before = attack_of(s, atlas), armor(s, atlas)
    do(s, ("use", slpg, "train"))   # the Charger is Kurita: the Atlas is the only choice
    assert (attack_of(s, atlas), armor(s, atlas)) == (before[0] + 1, before[1] + 1) and mark(s, "tap", slpg)


def test_star_league_proving_grounds_does_not_apply_to_an_affiliated_unit_or_outside_a_mission():
    s = game({"post": ["Star League Proving Grounds", TAC], "patrol": [CHARGER, IDLE], "stock": [FILL] * 3},
             {"stock": [FILL] * 3})
    slpg = cid(s, "Star League Proving Grounds", "post0")
    assert not uses(s, slpg)
    mission(s, cid(s, CHARGER, "patrol0"))
    while "m.att" in s.counters:
        assert not uses(s, slpg)
        do(s, "done" if ("done",) in options(s) else s.decision.options[0])


def test_repairing_cards_do_not_apply_to_a_unit_that_may_not_be_repaired(monkeypatch):
    """Does not apply: Vehicle Repair Barn and Repair Facility skip a Unit an effect forbids repairing
    (board.may_repair, Battle Attrition)."""
    from mechdeck.games.battletech_tcg.abilities.registry import STATIC
    s = game({"post": ["Vehicle Repair Barn", "Repair Facility"], "stock": [FILL] * 3,
              "patrol": [{"card": BULLDOG, "damage": 1}, {"card": SQUAD, "damage": 1}]},
             {"stock": [FILL] * 3}, phase="repair")
    barn, facility = cid(s, "Vehicle Repair Barn", "post0"), cid(s, "Repair Facility", "post0")
    bulldog, squad = cid(s, BULLDOG, "patrol0"), cid(s, SQUAD, "patrol0")
    monkeypatch.setitem(STATIC, "may_repair", [lambda state, p, unit: unit != bulldog])
    do(s, ("use", barn, "repair"))
    assert mark(s, "dmg", bulldog) == 1 and not mark(s, "dmg", squad)
    assert ("use", facility, "repair") not in options(s)   # the Bulldog, the only damaged Unit, may not be repaired


def test_star_league_proving_grounds_counts_a_unit_the_star_league_alliance_leaves_unaffiliated():
    s = game({"post": ["Star League Proving Grounds", "The Star League", TAC], "patrol": [CHARGER, IDLE],
              "stock": [FILL] * 3}, {"stock": [FILL] * 3})
    slpg, charger = cid(s, "Star League Proving Grounds", "post0"), cid(s, CHARGER, "patrol0")
    mission(s, charger)
    _to_effects(s, slpg, "train")   # the Charger's Kurita is lost to The Star League (T1113, T1114)
    do(s, ("use", slpg, "train"))
    assert (charger, 1) in s.counters["m.armor"]


def test_war_funds_a_resource_it_deploys_gives_no_deployment_back_when_revealed_that_turn():
    """Does not apply: Strip Mining Operation deployed by War Funds used no deployment, so revealing it that turn
    gives none back (T356, T1209)."""
    s = game({"post": ["War Funds", LOG], "hand": [IDLE], "stock": [FILL, "Strip Mining Operation"]},
             {"stock": [FILL] * 3}, phase="deploy")
    do(s, ("use", cid(s, "War Funds", "post0"), "search"), ("deploy", "Strip Mining Operation"))
    mine = cid(s, "Strip Mining Operation", "build0")
    do(s, ("tap", cid(s, LOG, "post0")), ("build", mine), ("reveal", mine))
    assert mine in s.zones["post0"] and s.counters["deploys"] == 2

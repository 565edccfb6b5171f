"""Resources (abilities/resources.py): the Command - Resource cards with more than "{T}: {R}" and the cards that
make resources, untap them or add deployments; Coventry Metal Works, a Resource whose reroll is a die-roll modifier
(abilities/dice_and_infantry.py); the plain Support resources.  One or more tests per card."""
import pytest

from mechdeck.games.battletech_tcg.abilities.registry import IMPLEMENTED, plain_by_data
from mechdeck.games.battletech_tcg.board import assets
from mechdeck.games.battletech_tcg.cards import card_by_number
from mechdeck.games.battletech_tcg.missions import initiative, legal_targets

from tcg_support import FILL, IDLE, cid, do, game, mission, names, options, public, seeded

GROUP = ("LT107 LT042 LT045 LT068 LT074 LT101 LT161 LT177 LT186 LT224 LT230 LT238 LT257 LT258").split()


def test_group_is_not_plain_data():
    for number in GROUP:
        assert not plain_by_data(card_by_number(number))
    assert [n for n in GROUP if n not in IMPLEMENTED] == []


# -- LT107 Heavy Industry ----------------------------------------------------------------------------------------------
def test_heavy_industry_makes_two_and_uses_a_deployment():
    s = game({"stock": [FILL] * 3, "post": ["Heavy Industry"], "build": [{"card": "Charger (CGR-1A1)", "cc": 0}],
              "hand": ["Cicada (CDA-2A)", "Cicada (CDA-3M)"]}, {"stock": [FILL] * 3}, phase="deploy", deploys=1)
    hi = cid(s, "Heavy Industry", "post0")
    ch = cid(s, "Charger (CGR-1A1)", "build0")
    do(s, ("tap", hi))
    assert s.counters["pool0"] == 2 and s.counters["deploys"] == 0
    do(s, ("build", ch), ("build", ch))
    assert s.counters["cc:" + str(ch)] == 2
    # the only deployment went to Heavy Industry: the Cicadas cannot be deployed, `done` is all that is left (the
    # phase is still asked, ruling T724), and the turn passes with both Cicadas in hand
    assert s.decision.player == 0 and s.decision.options == (("done",),)
    do(s, ("done",))
    assert s.counters["active"] == 1 and names(s, "hand0") == ["Cicada (CDA-2A)", "Cicada (CDA-3M)"]
    assert "P1 uses a deployment for Heavy Industry" in public(s)


def test_heavy_industry_needs_a_deployment_left():
    s = game({"stock": [FILL] * 3, "post": ["Heavy Industry"], "build": [{"card": "Charger (CGR-1A1)", "cc": 0}]},
             {"stock": [FILL] * 3}, phase="deploy", deploys=0)
    hi = cid(s, "Heavy Industry", "post0")
    assert ("tap", hi) not in s.decision.options


# -- LT042 Comstar Bank Account ----------------------------------------------------------------------------------------
def test_comstar_bank_account_deposit():
    s = game({"stock": [FILL] * 3, "post": ["Comstar Bank Account"], "patrol": [IDLE]}, {"stock": [FILL] * 3},
             phase="deploy")
    cba = cid(s, "Comstar Bank Account", "post0")
    do(s, ("use", cba, "deposit"))
    assert s.counters[f"deposit:{cba}"] == 1 and f"tap:{cba}" in s.counters
    assert ("tap", cba) not in s.decision.options


def test_comstar_bank_account_withdraws_deposits():
    s = game({"stock": [FILL] * 3, "post": [{"card": "Comstar Bank Account", "counters": {"deposit": 3}}],
              "build": [{"card": "Atlas (AS7-D)", "cc": 0}], "patrol": [IDLE]}, {"stock": [FILL] * 3},
             phase="deploy")
    cba = cid(s, "Comstar Bank Account", "post0")
    do(s, ("tap", cba))
    assert s.decision.options == (("withdraw", 3), ("withdraw", 2), ("withdraw", 1), ("withdraw", 0))
    do(s, ("withdraw", 2))
    assert s.counters["pool0"] == 3 and s.counters[f"deposit:{cba}"] == 1


# -- LT045 Coventry Metal Works ----------------------------------------------------------------------------------------
def _missile_mission(seed):
    s = game({"stock": [FILL] * 3, "post": ["Coventry Metal Works"], "patrol": ["Fenris C (Ice Ferret)", IDLE]},
             {"stock": [FILL] * 8}, seed=seed)
    fenris = cid(s, "Fenris C (Ice Ferret)", "patrol0")
    do(s, ("mission",), ("add", fenris), ("target", "stock"), ("missile", fenris, "stock"), ("done",))
    return s


def test_coventry_metal_works_rerolls_a_missile_die():
    s = seeded(_missile_mission, lambda s: s.decision.prompt == "P1 rolled 5: modify the roll?")
    cmw = cid(s, "Coventry Metal Works", "post0")
    assert s.decision.player == 0 and s.decision.options == (("modify", cmw, "coventry reroll"), ("keep",))
    do(s, ("modify", cmw, "coventry reroll"))
    line = next(t for t in public(s) if t.startswith("P1 taps Coventry Metal Works to reroll a missile die (5): "))
    value = int(line[-1])
    damage = {1: 1, 2: 2, 3: 3}.get(value, 0)           # Coventry itself provides Munitions
    assert f"missile volley of Fenris C (Ice Ferret) rolls {value}: {damage} damage to Stockpile" in public(s)
    assert len(s.zones["stock1"]) == 8 - 1 - damage     # the Fenris's 1 attack, then the missile
    assert f"tap:{cmw}" in s.counters


def test_coventry_metal_works_keep_roll():
    s = seeded(_missile_mission, lambda s: s.decision.prompt == "P1 rolled 2: modify the roll?")
    do(s, ("keep",))
    assert "missile volley of Fenris C (Ice Ferret) rolls 2: 2 damage to Stockpile" in public(s)
    assert len(s.zones["stock1"]) == 5


# -- LT068 Elias Crichell ----------------------------------------------------------------------------------------------
def test_elias_crichell_untaps_up_to_two_resources():
    s = game({"stock": [FILL] * 3, "post": ["Elias Crichell"] + [{"card": FILL, "tapped": True}] * 3,
              "patrol": [IDLE]}, {"stock": [FILL] * 3}, phase="deploy")
    elias = s.zones["post0"][0]
    r1, r2, r3 = s.zones["post0"][1:]
    do(s, ("use", elias, "untap"))
    assert s.decision.options == (("untap", r1), ("untap", r2), ("untap", r3), ("done",))
    do(s, ("untap", r1), ("untap", r3))
    assert [f"tap:{c}" in s.counters for c in (elias, r1, r2, r3)] == [True, False, True, False]
    assert s.decision.prompt.startswith("Deploy phase")          # two at most: back to the phase


def test_elias_crichell_may_stop_after_one():
    s = game({"stock": [FILL] * 3, "post": ["Elias Crichell"] + [{"card": FILL, "tapped": True}] * 2,
              "patrol": [IDLE]}, {"stock": [FILL] * 3}, phase="deploy")
    elias, r1, r2 = s.zones["post0"]
    do(s, ("use", elias, "untap"), ("untap", r2), ("done",))
    assert f"tap:{r1}" in s.counters and f"tap:{r2}" not in s.counters


# -- LT074 Expert 'Mech Technicians ------------------------------------------------------------------------------------
def test_expert_mech_technicians_untap_a_mech_at_end_of_turn():
    s = game({"stock": [FILL] * 3, "post": ["Expert 'Mech Technicians"], "hand": ["Cicada (CDA-2A)"],
              "patrol": [{"card": "Charger (CGR-1A1)", "tapped": True}, IDLE]}, {"stock": [FILL] * 3})
    emt = cid(s, "Expert 'Mech Technicians", "post0")
    charger = cid(s, "Charger (CGR-1A1)", "patrol0")
    idle = cid(s, IDLE, "patrol0")
    do(s, ("use", emt, "untap"))                       # the only card in hand is scrapped at once
    assert names(s, "scrap0") == ["Cicada (CDA-2A)"]
    do(s, ("choose", charger))
    assert f"tap:{charger}" in s.counters
    do(s, ("done",))                                    # end of the Missions phase: the End of Turn untaps it
    assert f"tap:{charger}" not in s.counters and "emt" not in s.counters
    assert "Charger (CGR-1A1) untaps (Expert 'Mech Technicians)" in public(s)
    assert idle in s.zones["patrol0"]


def test_expert_mech_technicians_is_also_a_resource():
    s = game({"stock": [FILL] * 3, "post": ["Expert 'Mech Technicians"], "build": [{"card": "Atlas (AS7-D)"}]},
             {"stock": [FILL] * 3}, phase="deploy")
    do(s, ("tap", cid(s, "Expert 'Mech Technicians", "post0")))
    assert s.counters["pool0"] == 1


# -- LT101 Hanse Davion - The Fox --------------------------------------------------------------------------------------
def test_hanse_davion_counts_resources_scrapped_from_the_opponents_stockpile():
    s = game({"stock": [FILL] * 3, "post": ["Hanse Davion - The Fox"],
              "patrol": ["Fenris Prime (Ice Ferret)", IDLE]},
             {"stock": [FILL, "Cicada (CDA-2A)", FILL, "Charger (CGR-1A1)", "Support - Politics"]})
    do(s, ("mission",), ("add", cid(s, "Fenris Prime (Ice Ferret)", "patrol0")), ("target", "stock"), ("done",))
    assert s.counters["hanse0"] == 2            # Support - Politics and Support - Assembly, not the 'Mechs


@pytest.mark.parametrize("post", [["Hanse Davion - The Fox"], []])     # also after Hanse has left play
def test_hanse_davion_pays_at_the_beginning_of_your_next_deploy_phase(post):
    s = game({"stock": [FILL] * 3, "post": post, "build": [{"card": "Atlas (AS7-D)"}],
              "patrol": [IDLE]}, {"stock": [FILL] * 3}, phase="repair", counters={"hanse0": 2})
    assert s.counters["pool0"] == 2 and "hanse0" not in s.counters
    assert "P1 gains 2 resources (Hanse Davion)" in public(s)
    atlas = cid(s, "Atlas (AS7-D)", "build0")
    do(s, ("build", atlas), ("build", atlas))
    assert s.counters[f"cc:{atlas}"] == 2


# -- LT161 Marik Arms Trade --------------------------------------------------------------------------------------------
def test_marik_arms_trade_damages_an_attacking_mech():
    s = game({"stock": [FILL] * 5, "patrol": ["Mercury (MCY-97)", "Cicada (CDA-2A)", "Dragon (DRG-1N)"]},
             {"stock": [FILL] * 5, "post": ["Marik Arms Trade"]})
    merc, cicada = cid(s, "Mercury (MCY-97)", "patrol0"), cid(s, "Cicada (CDA-2A)", "patrol0")
    mat = cid(s, "Marik Arms Trade", "post1")
    mission(s, merc, cicada, target="stock")
    assert s.decision.player == 1 and ("use", mat, "damage") in options(s)
    do(s, ("use", mat, "damage"))
    assert options(s) == (("choose", merc), ("choose", cicada))
    do(s, ("choose", cicada), ("done",))
    assert s.counters.get(f"dmg:{cicada}") == 1 and s.counters.get(f"dmg:{merc}") is None
    assert s.counters.get(f"tap:{mat}")
    assert len(s.zones["stock1"]) == 5 - 1 - 1   # Mercury 1 + Cicada 1 reached the Stockpile
    assert "Marik Arms Trade deals 1 damage to Cicada (CDA-2A)" in public(s)


def test_marik_arms_trade_only_during_a_mission_and_still_a_resource():
    s = game({"stock": [FILL] * 5, "post": ["Marik Arms Trade"], "build": [{"card": "Mercury (MCY-97)"}]},
             {"stock": [FILL] * 5}, phase="deploy")
    mat = cid(s, "Marik Arms Trade", "post0")
    assert ("tap", mat) in options(s)
    assert not any(o[0] == "use" for o in options(s))
    do(s, ("tap", mat))
    assert s.counters["pool0"] == 1


# -- LT177 Mobile HQ ---------------------------------------------------------------------------------------------------
def test_mobile_hq_resource_and_slow_mechs_cannot_attack_it():
    s = game({"stock": [FILL] * 5, "patrol": ["Banshee (BNC-3E)", "Dragon (DRG-1N)"]},
             {"stock": [FILL] * 5, "post": ["Mobile HQ"]})
    banshee, dragon = s.zones["patrol0"]
    hq = s.zones["post1"][0]
    assert hq not in legal_targets(s, 0, (banshee,))
    assert hq not in legal_targets(s, 0, (banshee, dragon))   # a group with a slow 'Mech
    assert hq in legal_targets(s, 0, (dragon,))
    do(s, ("mission",), ("add", banshee))
    assert ("target", hq) not in options(s)
    do(s, ("add", dragon))
    assert ("target", hq) not in options(s)
    s = game({"stock": [FILL] * 5, "post": ["Mobile HQ"], "build": ["Dragon (DRG-1N)"]},
             {"stock": [FILL] * 5}, phase="deploy")
    do(s, ("tap", s.zones["post0"][0]))
    assert s.counters["pool0"] == 1
    assert "T" in assets(s, 0)


# -- LT186 Operation Advisory Council ----------------------------------------------------------------------------------
def test_operation_advisory_council_pays_two_gains_one_per_asset():
    s = game({"stock": [FILL] * 5, "build": ["Dragon (DRG-1N)"],
              "post": ["Operation Advisory Council", "Support - Tactics", "Support - Munitions", "Support - Tactics",
                       "Marik Arms Trade"]},
             {"stock": [FILL] * 5}, phase="deploy", counters={"assets0": ("L",)})
    oac, tac1, mun, tac2, mat = s.zones["post0"]
    dragon = s.zones["build0"][0]
    assert sorted(assets(s, 0)) == ["L", "M", "T"]   # M twice counts once; the gained L counts (T309)
    do(s, ("use", oac, "gain"))
    assert s.decision.prompt == "pay 2 more resources"
    do(s, ("tap", tac1), ("tap", tac2))
    assert s.counters["pool0"] == 3
    do(s, ("build", dragon), ("build", dragon), ("build", dragon))
    assert s.counters[f"cc:{dragon}"] == 3 and "pool0" not in s.counters
    assert all(s.counters.get(f"tap:{c}") for c in (oac, tac1, tac2)) and not s.counters.get(f"tap:{mun}")


def test_operation_advisory_council_needs_two_other_resources():
    s = game({"stock": [FILL] * 5, "build": ["Dragon (DRG-1N)"],
              "post": ["Operation Advisory Council", "Support - Tactics"]}, {"stock": [FILL] * 5}, phase="deploy")
    assert not any(o[0] == "use" for o in options(s))


# -- LT224 Scrounger Crew ----------------------------------------------------------------------------------------------
def test_scrounger_crew_scraps_the_top_card_for_two():
    s = game({"stock": [FILL, "Dragon (DRG-1N)"], "post": ["Scrounger Crew"], "build": ["Banshee (BNC-3E)"]},
             {"stock": [FILL] * 5}, phase="deploy")
    sc = s.zones["post0"][0]
    do(s, ("tap", sc))
    assert s.counters["pool0"] == 2 and names(s, "scrap0") == ["Dragon (DRG-1N)"] and len(s.zones["stock0"]) == 1


def test_scrounger_crew_needs_a_card_in_the_stockpile():
    s = game({"stock": [], "post": ["Scrounger Crew"], "build": ["Banshee (BNC-3E)"]},
             {"stock": [FILL] * 5}, phase="deploy")
    assert ("tap", s.zones["post0"][0]) not in options(s)


# -- LT230 Specialized Project Team ------------------------------------------------------------------------------------
def test_specialized_project_team_resource_then_scrap_to_draw():
    s = game({"stock": [FILL, "Dragon (DRG-1N)"], "post": ["Specialized Project Team"], "build": ["Banshee (BNC-3E)"]},
             {"stock": [FILL] * 5}, phase="deploy")
    spt = s.zones["post0"][0]
    banshee = s.zones["build0"][0]
    do(s, ("tap", spt), ("build", banshee))
    assert s.counters[f"cc:{banshee}"] == 1
    do(s, ("use", spt, "draw"))   # tapped, it may still be scrapped
    assert names(s, "hand0") == ["Dragon (DRG-1N)"] and names(s, "scrap0") == ["Specialized Project Team"]


def test_specialized_project_team_scrap_only_in_deploy_phase():
    s = game({"stock": [FILL] * 5, "post": ["Specialized Project Team"], "patrol": ["Mercury (MCY-97)"]},
             {"stock": [FILL] * 5})
    assert not any(o[0] == "use" for o in options(s))


# -- LT238 Sun Zhang MechWarrior Academy -------------------------------------------------------------------------------
def test_sun_zhang_resource_tactics_and_initiative():
    s = game({"stock": [FILL] * 5, "patrol": ["Mercury (MCY-97)"]},
             {"stock": [FILL] * 5, "post": ["Sun Zhang MechWarrior Academy"],
              "patrol": [{"card": "Banshee (BNC-3E)", "guard": "stock"}]})
    sz = s.zones["post1"][0]
    mission(s, s.zones["patrol0"][0], target="stock")
    do(s, ("block", s.zones["patrol1"][0]), ("keep target out",))
    assert initiative(s, 1) == 1   # Tactics: the attacker declares first
    do(s, ("done",), ("use", sz, "init"))
    assert initiative(s, 1) == 2
    s = game({"stock": [FILL] * 5, "post": ["Sun Zhang MechWarrior Academy"], "build": ["Dragon (DRG-1N)"]},
             {"stock": [FILL] * 5}, phase="deploy")
    do(s, ("tap", s.zones["post0"][0]))
    assert s.counters["pool0"] == 1


# -- LT257 Theodore Kurita ---------------------------------------------------------------------------------------------
def test_theodore_kurita_one_more_deployment():
    s = game({"stock": [FILL] * 5, "hand": [FILL, FILL, FILL, FILL], "post": ["Theodore Kurita"]},
             {"stock": [FILL] * 5}, phase="deploy")
    tk = s.zones["post0"][0]
    a, b, c, d = s.zones["hand0"]
    do(s, ("deploy", a), ("deploy", b))
    assert ("deploy", c) not in options(s)
    do(s, ("use", tk, "deploy"), ("deploy", c))
    assert s.zones["build0"] == [a, b, c] and ("deploy", d) not in options(s)
    assert ("use", tk, "deploy") not in options(s) and "T" in assets(s, 0)


# -- LT258 Think Tank --------------------------------------------------------------------------------------------------
def test_think_tank_resource_then_scrap_for_an_asset_for_the_game():
    s = game({"stock": [FILL] * 5, "hand": [FILL], "post": ["Think Tank"], "build": [{"card": "Dragon (DRG-1N)"}]},
             {"stock": [FILL] * 5}, phase="deploy")
    tt = s.zones["post0"][0]
    dragon = s.zones["build0"][0]
    do(s, ("tap", tt), ("build", dragon))
    assert s.counters[f"cc:{dragon}"] == 1
    do(s, ("use", tt, "asset"))
    assert options(s) == tuple(("gain", a) for a in "ALMPT")
    do(s, ("gain", "A"))
    assert assets(s, 0) == frozenset("A") and names(s, "scrap0") == ["Think Tank"]
    assert s.counters["assets0"] == ("A",)


def test_think_tank_during_a_mission_gains_tactics_at_once():
    s = game({"stock": [FILL] * 5, "patrol": ["Mercury (MCY-97)"]},
             {"stock": [FILL] * 5, "post": ["Think Tank"], "patrol": [{"card": "Banshee (BNC-3E)", "guard": "stock"}]})
    mission(s, s.zones["patrol0"][0], target="stock")
    do(s, ("block", s.zones["patrol1"][0]), ("keep target out",))
    assert s.decision.player == 1
    do(s, ("use", s.zones["post1"][0], "asset"), ("gain", "T"))
    assert initiative(s, 1) == 1


# -- LT239-LT253 Support resources -------------------------------------------------------------------------------------
def test_support_resources_are_plain_data():
    from mechdeck.games.battletech_tcg.abilities.registry import ABILITIES, implemented_numbers
    numbers = [f"LT{n}" for n in range(239, 254)]
    assert all(plain_by_data(card_by_number(n)) for n in numbers)
    assert not any(n in ABILITIES for n in numbers) and set(numbers) <= implemented_numbers()

"""Resources of Counterstrike, Mercenaries and MechWarrior and Field Command Post (abilities/resources.py,
dice_and_infantry.py): group G of docs/tcg-later-sets.md section 4.  One or more tests per card, each checking every
clause of its text."""
from mechdeck.games.battletech_tcg.board import assets, mark
from mechdeck.games.battletech_tcg.knowledge import known

from tcg_support import FILL, cid, dice, do, dmg, game, names, options, private, public

POL, LOG, TAC, ASM = "Support - Politics", "Support - Logistics", "Support - Tactics", "Support - Assembly"
IDLE = "Banshee (BNC-3E)"           # slow 2/3/9, 95 tons: an untapped 'Mech keeps the Missions phase open
CHARGER = "Charger (CGR-1A1)"       # moderate 1/1/7, 80 tons
FENRIS = "Fenris Prime (Ice Ferret)"  # fast 3/1/6, 45 tons
CICADA = "Cicada (CDA-2A)"          # fast 1/0/3, 40 tons
ATLAS = "Atlas (AS7-D)"             # slow 3/3/11, 100 tons


def tapped(state, c):
    return bool(mark(state, "tap", c))


# -- CS010 Black Market Connections ------------------------------------------------------------------------------------
def test_black_market_connections_scraps_two_hand_cards_to_take_one_from_the_scrapheap():
    s = game({"stock": [FILL] * 3, "post": ["Black Market Connections"], "hand": [ATLAS, FENRIS, CICADA],
              "scrap": [CHARGER, IDLE]}, {"stock": [FILL] * 3}, phase="deploy")
    bmc = cid(s, "Black Market Connections", "post0")
    atlas, fenris = cid(s, ATLAS, "hand0"), cid(s, FENRIS, "hand0")
    charger, banshee = cid(s, CHARGER, "scrap0"), cid(s, IDLE, "scrap0")
    assert ("use", bmc, "black market") in options(s) and ("tap", bmc) in options(s)   # {T}: {R} too
    do(s, ("use", bmc, "black market"), ("scrap", atlas))
    assert ("scrap", atlas) not in options(s)
    do(s, ("scrap", fenris))
    assert set(options(s)) == {("return", charger), ("return", banshee)}   # chosen before the two are scrapped
    do(s, ("return", banshee))
    assert names(s, "hand0") == [CICADA, IDLE] and names(s, "scrap0") == [CHARGER, ATLAS, FENRIS]
    assert tapped(s, bmc) and ("tap", bmc) not in options(s)


def test_black_market_connections_needs_two_hand_cards_and_a_scrapheap_card_in_the_deploy_phase():
    for hand, scrap, phase in (([ATLAS], [CHARGER], "deploy"), ([ATLAS, FENRIS], [], "deploy"),
                               ([ATLAS, FENRIS], [CHARGER], "missions")):
        s = game({"stock": [FILL] * 3, "post": ["Black Market Connections"], "hand": hand, "scrap": scrap,
                  "patrol": [IDLE]}, {"stock": [FILL] * 3}, phase=phase)
        assert not any(a[0] == "use" for a in options(s))


# -- CS014 Blood of Kerensky -------------------------------------------------------------------------------------------
def test_blood_of_kerensky_looks_at_the_top_two_and_restocks_one_in_the_draw_phase():
    s = game({"stock": [FILL, CHARGER, ATLAS, FENRIS], "post": ["Blood of Kerensky"], "patrol": [IDLE]},
             {"stock": [FILL] * 3}, phase="draw")
    bok = cid(s, "Blood of Kerensky", "post0")
    fenris, atlas = cid(s, FENRIS, "stock0"), cid(s, ATLAS, "stock0")
    assert "P" in assets(s, 0)
    do(s, ("use", bok, "look"))
    assert "top first: Fenris Prime (Ice Ferret), Atlas (AS7-D)" in private(s, 0)
    assert options(s) == (("restock", fenris), ("restock", atlas))
    do(s, ("restock", atlas))
    assert names(s, "stock0") == [ATLAS, FILL, CHARGER, FENRIS] and {atlas, fenris} <= set(known(s, 0))
    assert "P1 restocks one of them (Blood of Kerensky)" in public(s) and tapped(s, bok)
    s = game({"stock": [FILL] * 3, "post": ["Blood of Kerensky"], "patrol": [IDLE]}, {"stock": [FILL] * 3},
             phase="deploy")
    assert ("use", cid(s, "Blood of Kerensky", "post0"), "look") not in options(s)   # Draw phase only


def test_blood_of_kerensky_with_one_card_left_restocks_it():
    s = game({"stock": [CHARGER], "post": ["Blood of Kerensky"], "patrol": [IDLE]}, {"stock": [FILL] * 3},
             phase="draw")
    do(s, ("use", cid(s, "Blood of Kerensky", "post0"), "look"))
    assert names(s, "stock0") == [CHARGER] and "P1 restocks one of them (Blood of Kerensky)" in public(s)


# -- CS034 Earthwerks Limited ------------------------------------------------------------------------------------------
def test_earthwerks_limited_activates_a_mech_within_two_of_its_cost():
    s = game({"stock": [FILL] * 3, "post": ["Earthwerks Limited", LOG],
              "build": [{"card": ATLAS, "cc": 5}, {"card": FENRIS, "cc": 0}, {"card": "Hidden Reserves", "cc": 0}]},
             {"stock": [FILL] * 3}, phase="deploy")
    ew = cid(s, "Earthwerks Limited", "post0")
    atlas, fenris = cid(s, ATLAS, "build0"), cid(s, FENRIS, "build0")
    assert "A" in assets(s, 0)
    do(s, ("use", ew, "reveal"))
    assert set(options(s)) == {("reveal", atlas), ("reveal", fenris)}     # 'Mechs only
    do(s, ("reveal", atlas))                                              # cost 7, 5 counters: 2 short
    assert mark(s, "up", atlas) and not mark(s, "unpaid", atlas) and not s.counters.get(f"cc:{atlas}")
    assert "Earthwerks Limited: Atlas (AS7-D) is within 2 of its cost and is activated" in public(s)


def test_earthwerks_limited_only_reveals_a_mech_further_from_its_cost():
    s = game({"stock": [FILL] * 3, "post": ["Earthwerks Limited"], "build": [{"card": FENRIS, "cc": 0}]},
             {"stock": [FILL] * 3}, phase="deploy")
    fenris = cid(s, FENRIS, "build0")
    do(s, ("use", cid(s, "Earthwerks Limited", "post0"), "reveal"))     # cost 3 + M1 + T1 = 5, 5 short
    assert mark(s, "up", fenris) and mark(s, "unpaid", fenris)
    assert "Earthwerks Limited: Fenris Prime (Ice Ferret) is 5 short of its cost and only revealed" in public(s)


# -- CS038 Field Command Post ------------------------------------------------------------------------------------------
def test_field_command_post_adds_1_to_a_die_roll_of_its_controller_right_after_it():
    s = game({"stock": [FILL] * 10, "hand": ["LT046"], "post": [TAC, "Field Command Post"],
              "patrol": ["Commando (COM-2D)", "Mercury (MCY-97)"]},
             {"stock": [FILL] * 10, "post": [TAC], "patrol": ["Man O' War Prime (Gargoyle)"]})
    commando, mow = cid(s, "Commando (COM-2D)", "patrol0"), cid(s, "Man O' War Prime (Gargoyle)", "patrol1")
    fcp = cid(s, "Field Command Post", "post0")
    do(s, ("mission",), ("add", commando), ("target", "stock"), ("block", mow), ("keep target out",), "done")
    dice(s, 5)
    do(s, ("play", s.zones["hand0"][0]))
    assert options(s) == (("modify", fcp, "nais"), ("keep",))
    do(s, ("modify", fcp, "nais"))
    assert tapped(s, fcp) and "P1 taps Field Command Post: +1 to the die roll (5 -> 6)" in public(s)
    assert "P1 rolls 6 for Critical Hit" in public(s)
    s = game({"stock": [FILL] * 3, "post": ["Field Command Post"], "patrol": [IDLE]}, {"stock": [FILL] * 3},
             phase="deploy")
    assert ("tap", cid(s, "Field Command Post", "post0")) in options(s)      # {T}: {R}


# -- ME009 Assault 'Mech Specialists -----------------------------------------------------------------------------------
def test_assault_mech_specialists_put_two_counters_on_a_shown_mech_of_80_tons_or_more():
    s = game({"stock": [FILL] * 3, "post": ["Assault 'Mech Specialists"],
              "build": [{"card": CHARGER, "cc": 1}, {"card": FENRIS, "cc": 0}, {"card": ATLAS, "cc": 0}]},
             {"stock": [FILL] * 3}, phase="deploy")
    ams = cid(s, "Assault 'Mech Specialists", "post0")
    charger, atlas = cid(s, CHARGER, "build0"), cid(s, ATLAS, "build0")
    assert ("tap", ams) not in options(s)                                 # it makes no resource
    do(s, ("use", ams, "build"))
    assert set(options(s)) == {("build", charger), ("build", atlas)}       # 80 tons and 100, not 45
    do(s, ("build", charger))
    assert s.counters[f"cc:{charger}"] == 3 and not mark(s, "up", charger) and charger in known(s, 1)
    assert "Assault 'Mech Specialists: P1 shows Charger (CGR-1A1) and puts 2 construction counters on it (3)" \
        in public(s)
    assert tapped(s, ams) and not any(a[0] == "use" for a in options(s))
    s = game({"stock": [FILL] * 3, "post": ["Assault 'Mech Specialists"], "build": [{"card": FENRIS, "cc": 0}]},
             {"stock": [FILL] * 3, "build": [{"card": ATLAS, "cc": 0}]}, phase="deploy")
    assert not any(a[0] == "use" for a in options(s))          # the only heavy 'Mech is the opponent's


# -- ME018 ComStar News Bureau -----------------------------------------------------------------------------------------
def test_comstar_news_bureau_gains_a_resource_per_card_providing_politics():
    s = game({"stock": [FILL] * 3, "post": ["ComStar News Bureau", POL, "Blood of Kerensky", LOG],
              "build": [{"card": ATLAS, "cc": 0}]}, {"stock": [FILL] * 3}, phase="deploy",
             counters={"assets0": ("P",)})                                  # an asset for the game does not count
    cnb = cid(s, "ComStar News Bureau", "post0")
    assert ("tap", cnb) not in options(s)
    do(s, ("use", cnb, "gain"))
    assert "P1 gains 2 resources from ComStar News Bureau" in public(s)
    atlas = cid(s, ATLAS, "build0")
    do(s, ("build", atlas), ("build", atlas))
    assert s.counters[f"cc:{atlas}"] == 2
    s = game({"stock": [FILL] * 3, "post": ["ComStar News Bureau", POL], "patrol": [IDLE]}, {"stock": [FILL] * 3})
    assert not any(a[0] == "use" for a in options(s))                     # Deploy phase only


# -- ME064 Outreach Mercenary Training ---------------------------------------------------------------------------------
def test_outreach_mercenary_training_makes_a_resource_and_provides_politics_and_tactics():
    s = game({"stock": [FILL] * 3, "post": ["Outreach Mercenary Training"], "build": [{"card": CICADA, "cc": 0}]},
             {"stock": [FILL] * 3}, phase="deploy")
    omt = cid(s, "Outreach Mercenary Training", "post0")
    assert {"P", "T"} <= assets(s, 0)
    do(s, ("tap", omt))
    assert "P1 taps Outreach Mercenary Training for 1 resource" in public(s)


# -- ME076 Repair Facility ---------------------------------------------------------------------------------------------
def test_repair_facility_repairs_one_damage_besides_assembly_in_the_repair_phase():
    s = game({"stock": [FILL] * 3, "post": ["Repair Facility", FILL], "patrol": [{"card": ATLAS, "damage": 3}, IDLE]},
             {"stock": [FILL] * 3, "patrol": [{"card": CHARGER, "damage": 1}]}, phase="repair")
    rf = cid(s, "Repair Facility", "post0")
    atlas, charger = cid(s, ATLAS, "patrol0"), cid(s, CHARGER, "patrol1")
    assert ("repair", atlas) in options(s)                                # Assembly: it provides A
    do(s, ("use", rf, "repair"))
    assert set(options(s)) == {("repair", atlas), ("repair", charger)}
    do(s, ("repair", atlas))
    assert dmg(s, atlas) == 2 and tapped(s, rf)
    do(s, ("repair", atlas), ("tap", cid(s, FILL, "post0")))              # Assembly's own repair, paid
    assert dmg(s, atlas) == 1
    s = game({"stock": [FILL] * 3, "post": ["Repair Facility"], "build": [{"card": CICADA, "cc": 0}]},
             {"stock": [FILL] * 3}, phase="deploy")
    rf = cid(s, "Repair Facility", "post0")
    assert ("tap", rf) in options(s) and ("use", rf, "repair") not in options(s)
    s = game({"stock": [FILL] * 3, "post": ["Repair Facility"], "patrol": [ATLAS, IDLE]}, {"stock": [FILL] * 3},
             phase="repair")
    assert s.decision.kind == "deploy-phase"                   # no damaged 'Mech: nothing to do in the Repair phase


# -- ME085 Strip Mining Operation --------------------------------------------------------------------------------------
def test_strip_mining_operation_deployed_revealed_gives_the_deployment_back():
    s = game({"stock": [FILL] * 3, "post": [LOG, FILL], "hand": ["Strip Mining Operation", FENRIS, CICADA]},
             {"stock": [FILL] * 3}, phase="deploy", turn=3)
    smo = cid(s, "Strip Mining Operation", "hand0")
    do(s, ("deploy", smo), ("tap", cid(s, FILL, "post0")), ("build", smo), ("reveal", smo))
    assert s.counters["deploys"] == 2 and names(s, "post0")[-1] == "Strip Mining Operation"
    do(s, ("tap", smo))
    assert "P1 taps Strip Mining Operation for 1 resource" in public(s)
    s = game({"stock": [FILL] * 3, "post": [LOG, FILL], "hand": ["Strip Mining Operation"]},
             {"stock": [FILL] * 3}, phase="deploy", counters={"deploys": 0})
    assert ("deploy revealed", cid(s, "Strip Mining Operation", "hand0")) in options(s)


# -- MW088 Staging Ground ----------------------------------------------------------------------------------------------
def test_staging_ground_puts_three_counters_on_a_shown_command_card_under_construction():
    s = game({"stock": [FILL] * 3, "post": ["Staging Ground"],
              "build": [{"card": "Hidden Reserves", "cc": 1}, {"card": ATLAS, "cc": 0}, {"card": ASM, "cc": 0}]},
             {"stock": [FILL] * 3}, phase="deploy")
    sg = cid(s, "Staging Ground", "post0")
    hr, asm = cid(s, "Hidden Reserves", "build0"), cid(s, ASM, "build0")
    assert ("tap", sg) in options(s)
    do(s, ("use", sg, "build"))
    assert set(options(s)) == {("build", hr), ("build", asm)}             # not the 'Mech
    do(s, ("build", hr))
    assert s.counters[f"cc:{hr}"] == 4 and hr in known(s, 1) and tapped(s, sg)


def test_staging_ground_counters_are_no_resources_spent_under_arms_reduction():
    s = game({"stock": [FILL] * 3, "post": ["Staging Ground"], "build": [{"card": "Hidden Reserves", "cc": 0}]},
             {"stock": [FILL] * 3}, phase="deploy", counters={"arms_reduction": 2, "built0": 2})
    do(s, ("use", cid(s, "Staging Ground", "post0"), "build"))
    assert s.counters[f"cc:{cid(s, 'Hidden Reserves', 'build0')}"] == 3 and s.counters["built0"] == 2


# -- CS057 Lostech Cache -----------------------------------------------------------------------------------------------
def test_lostech_cache_makes_one_resource_or_two_for_a_card_scrapped_from_the_hand():
    s = game({"stock": [FILL] * 3, "post": ["Lostech Cache"], "hand": [ATLAS], "build": [{"card": CICADA, "cc": 0}]},
             {"stock": [FILL] * 3}, phase="deploy", counters={"deploys": 0})
    lc, atlas, cicada = cid(s, "Lostech Cache", "post0"), cid(s, ATLAS, "hand0"), cid(s, CICADA, "build0")
    do(s, ("tap", lc))
    assert options(s) == (("scrap", atlas), ("keep",))
    do(s, ("scrap", atlas))
    assert names(s, "scrap0") == [ATLAS] and s.counters["pool0"] == 2
    do(s, ("build", cicada), ("build", cicada))
    assert s.counters[f"cc:{cicada}"] == 2
    s = game({"stock": [FILL] * 3, "post": ["Lostech Cache"], "hand": [ATLAS], "build": [{"card": CICADA, "cc": 0}]},
             {"stock": [FILL] * 3}, phase="deploy", counters={"deploys": 0})
    do(s, ("tap", cid(s, "Lostech Cache", "post0")), ("keep",))
    assert names(s, "hand0") == [ATLAS] and s.counters["pool0"] == 1


def test_lostech_cache_with_an_empty_hand_makes_one_resource_without_a_question():
    s = game({"stock": [FILL] * 3, "post": ["Lostech Cache"], "build": [{"card": CICADA, "cc": 0}]},
             {"stock": [FILL] * 3}, phase="deploy", counters={"deploys": 0})
    do(s, ("tap", cid(s, "Lostech Cache", "post0")))
    assert s.counters["pool0"] == 1 and s.decision.kind == "deploy-phase"


# -- CS059 Master Scrounger --------------------------------------------------------------------------------------------
def test_master_scrounger_makes_one_resource_or_two_for_three_stockpile_cards():
    s = game({"stock": [FILL] * 5, "post": ["Master Scrounger"], "build": [{"card": CICADA, "cc": 0}]},
             {"stock": [FILL] * 3}, phase="deploy")
    ms = cid(s, "Master Scrounger", "post0")
    assert "A" in assets(s, 0)
    do(s, ("tap", ms))
    assert options(s) == (("scrap", "stock0"), ("keep",))
    do(s, ("scrap", "stock0"))
    assert len(s.zones["stock0"]) == 2 and len(s.zones["scrap0"]) == 3 and s.counters["pool0"] == 2
    s = game({"stock": [FILL] * 2, "post": ["Master Scrounger"], "build": [{"card": CICADA, "cc": 0}]},
             {"stock": [FILL] * 3}, phase="deploy")
    do(s, ("tap", cid(s, "Master Scrounger", "post0")))                # fewer than three cards: only {R}
    assert s.counters["pool0"] == 1 and len(s.zones["stock0"]) == 2


def test_lostech_cache_pays_two_of_a_cost_counted_as_one_resource_beforehand():
    s = game({"stock": [FILL] * 3, "post": ["Operation Advisory Council", "Lostech Cache", POL], "hand": [ATLAS]},
             {"stock": [FILL] * 3}, phase="deploy")
    oac, lc = cid(s, "Operation Advisory Council", "post0"), cid(s, "Lostech Cache", "post0")
    do(s, ("use", oac, "gain"), ("tap", lc), ("scrap", cid(s, ATLAS, "hand0")))
    assert "P1 gains 1 resource from Operation Advisory Council" in public(s)   # paid by Lostech Cache alone
    assert not tapped(s, cid(s, POL, "post0"))
    s = game({"stock": [FILL] * 3, "post": ["Operation Advisory Council", "Lostech Cache"], "hand": [ATLAS]},
             {"stock": [FILL] * 3}, phase="deploy")
    assert ("use", cid(s, "Operation Advisory Council", "post0"), "gain") not in options(s)   # counted as 1 (T256)

"""Command and Command - Resource cards LT150 and up (abilities/commands_b.py): one or more tests per card."""
import pytest

from mechdeck.games.battletech_tcg.abilities.registry import plain_by_data
from mechdeck.games.battletech_tcg.board import assets
from mechdeck.games.battletech_tcg.cards import card_by_number
from mechdeck.games.battletech_tcg.missions import initiative, legal_targets

from tcg_support import FILL, cid, do, game, mission, names, options, private, public

# -- LT161 Marik Arms Trade -------------------------------------------------------------------------------------------
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


# -- LT162 Marissa Morgan ---------------------------------------------------------------------------------------------
def test_marissa_morgan_initiative_and_prevention():
    s = game({"stock": [FILL] * 5, "patrol": ["Dragon (DRG-1N)"]},
             {"stock": [FILL] * 5, "post": ["Marissa Morgan"],
              "patrol": ["Dragon (DRG-1N)", {"card": "Banshee (BNC-3E)", "guard": "stock"}]})
    att = s.zones["patrol0"][0]
    dragon, banshee = s.zones["patrol1"]
    mm = cid(s, "Marissa Morgan", "post1")
    mission(s, att, target="stock")
    do(s, ("block", dragon), ("block", banshee), ("keep target out",))
    assert initiative(s, 1) == 0
    do(s, ("use", mm, "init"))
    assert initiative(s, 1) == 1
    assert options(s) == (("choose", dragon), ("choose", banshee))
    do(s, ("choose", dragon))
    # P2 now has the higher initiative: the attacker declares first and puts its 2 damage on the Dragon
    assert s.decision.player == 0
    do(s, ("assign all", att, dragon), ("done",), ("done",))
    assert s.counters.get(f"dmg:{dragon}") is None   # 2 damage, 2 prevented (armor never needed)
    assert "Marissa Morgan: up to 2 damage to Dragon (DRG-1N) is prevented" in public(s)


def test_marissa_morgan_prevents_only_two():
    s = game({"stock": [FILL] * 5, "patrol": ["Masakari A (Warhawk)"]},
             {"stock": [FILL] * 5, "post": ["Marissa Morgan"], "patrol": [{"card": "Banshee (BNC-3E)",
                                                                           "guard": "stock"}]})
    att = s.zones["patrol0"][0]
    banshee = s.zones["patrol1"][0]
    mm = cid(s, "Marissa Morgan", "post1")
    mission(s, att, target="stock")
    do(s, ("block", banshee), ("keep target out",))
    do(s, ("use", mm, "init"))           # the only 'Mech in the battle is chosen at once
    do(s, ("done",), ("done",))           # each side's damage goes to its only opponent
    assert s.counters.get(f"dmg:{banshee}") == 8 - 2 - 3   # prevented 2, armor 3


def test_marissa_morgan_without_a_mech_in_battle_gives_only_initiative():
    s = game({"stock": [FILL] * 5, "patrol": ["Mercury (MCY-97)"]},
             {"stock": [FILL] * 5, "post": ["Marissa Morgan"]})
    mm = cid(s, "Marissa Morgan", "post1")
    mission(s, s.zones["patrol0"][0], target="stock")
    do(s, ("use", mm, "init"))
    assert s.counters["m.init"] == ((1, 1),) and "m.prev" not in s.counters


# -- LT172 Melissa Steiner Davion -------------------------------------------------------------------------------------
def test_melissa_steiner_davion_swaps_hand_and_scrapheap():
    s = game({"stock": [FILL] * 5, "hand": ["Dragon (DRG-1N)", "Mercury (MCY-97)"],
              "scrap": ["Banshee (BNC-3E)", "Cicada (CDA-2A)"], "post": ["Melissa Steiner Davion"]},
             {"stock": [FILL] * 5}, phase="deploy")
    msd = cid(s, "Melissa Steiner Davion", "post0")
    dragon, mercury = s.zones["hand0"]
    banshee, cicada = s.zones["scrap0"]
    do(s, ("use", msd, "swap"))
    assert options(s) == (("choose", dragon), ("choose", mercury))
    do(s, ("choose", dragon))
    assert options(s) == (("choose", banshee), ("choose", cicada))  # the card just scrapped cannot come back (T302)
    do(s, ("choose", banshee))
    assert names(s, "hand0") == ["Mercury (MCY-97)", "Banshee (BNC-3E)"]
    assert names(s, "scrap0") == ["Cicada (CDA-2A)", "Dragon (DRG-1N)"]
    assert s.counters.get(f"tap:{msd}")
    assert "P1 returns Banshee (BNC-3E) from the Scrapheap to the hand" in public(s)


def test_melissa_steiner_davion_needs_hand_and_scrapheap_and_deploy_phase():
    s = game({"stock": [FILL] * 5, "hand": ["Dragon (DRG-1N)"], "post": ["Melissa Steiner Davion"]},
             {"stock": [FILL] * 5}, phase="deploy")
    assert not any(o[0] == "use" for o in options(s))
    s = game({"stock": [FILL] * 5, "hand": ["Dragon (DRG-1N)"], "scrap": [FILL], "post": ["Melissa Steiner Davion"],
              "patrol": ["Mercury (MCY-97)"]}, {"stock": [FILL] * 5}, phase="missions")
    assert not any(o[0] == "use" for o in options(s))


# -- LT177 Mobile HQ --------------------------------------------------------------------------------------------------
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


# -- LT179 Morgan Hasek Davion ----------------------------------------------------------------------------------------
def test_morgan_hasek_davion_attack_and_initiative():
    s = game({"stock": [FILL] * 5, "post": ["Morgan Hasek Davion"],
              "patrol": ["Mercury (MCY-97)", "Cicada (CDA-2A)", "Dragon (DRG-1N)"]},
             {"stock": [FILL] * 8})
    merc, cicada = s.zones["patrol0"][:2]
    mhd = s.zones["post0"][0]
    mission(s, merc, cicada, target="stock")
    assert s.decision.player == 0   # unblocked; the defender (first on a tie) has nothing to do
    do(s, ("use", mhd, "init"))
    assert initiative(s, 0) == 1 and s.counters["m.atk"] == ((merc, 1), (cicada, 1))
    do(s, ("done",))
    assert len(s.zones["stock1"]) == 8 - 2 - 2   # Mercury 1+1, Cicada 1+1
    assert s.counters.get(f"tap:{mhd}")


# -- LT186 Operation Advisory Council ---------------------------------------------------------------------------------
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


# -- LT192 Phantom Signal ---------------------------------------------------------------------------------------------
def _phantom_game(want_low):
    from mechdeck.kernel import roll
    for seed in range(100):
        s = game({"stock": [FILL] * 5, "patrol": ["Dragon (DRG-1N)", "Mercury (MCY-97)"]},
                 {"stock": [FILL] * 5, "post": ["Phantom Signal"],
                  "patrol": [{"card": "Banshee (BNC-3E)", "guard": "post:0"}]}, seed=seed)
        if (roll(s.clone()) <= 2) == want_low:
            return s
    raise AssertionError("no seed")


@pytest.mark.parametrize("low", [True, False])
def test_phantom_signal_redirects_on_1_or_2(low):
    s = _phantom_game(low)
    dragon = s.zones["patrol0"][0]
    ps = s.zones["post1"][0]
    banshee = s.zones["patrol1"][0]
    mission(s, dragon, target="stock")
    assert s.decision.player == 1 and s.decision.prompt.startswith("before blockers")
    do(s, ("use", ps, "decoy"))
    if low:
        assert s.counters["m.tgt"] == ps
        assert ("block", banshee) in options(s)   # its guard may block now
        assert any("the attack is redirected to Phantom Signal" in t for t in public(s))
    else:
        assert s.counters["m.tgt"] == "stock"
        assert any(t.startswith("Phantom Signal rolls") and t.endswith("no effect") for t in public(s))
    assert s.counters.get(f"tap:{ps}")


def test_phantom_signal_only_for_the_defender_before_blockers():
    s = _phantom_game(True)
    s2 = game({"stock": [FILL] * 5, "post": ["Phantom Signal"], "patrol": ["Dragon (DRG-1N)"]},
              {"stock": [FILL] * 5})
    mission(s2, s2.zones["patrol0"][0], target="stock")
    assert not any(o[0] == "use" for o in options(s2) or ())   # the attacker's own Phantom Signal: no
    mission(s, s.zones["patrol0"][0], target=s.zones["post1"][0])
    assert not any(o[0] == "use" for o in options(s))            # already the target


# -- LT193 Phelan -----------------------------------------------------------------------------------------------------
def _draw_phase(p0, p1, **spec):
    """P2 ends its turn; P1's turn starts (untap, draw 2) and stops in P1's Draw phase."""
    return game(p0, p1, active=1, phase="end", **spec)


def test_phelan_restocks_a_card_just_drawn():
    s = _draw_phase({"stock": [FILL, "Dragon (DRG-1N)", "Banshee (BNC-3E)", "Mercury (MCY-97)"],
                     "hand": ["Cicada (CDA-2A)"], "post": [{"card": "Phelan", "tapped": True}]},
                    {"stock": [FILL] * 5})
    phelan = s.zones["post0"][0]
    merc, banshee = cid(s, "Mercury (MCY-97)", "hand0"), cid(s, "Banshee (BNC-3E)", "hand0")
    assert s.decision.prompt.startswith("Draw phase")
    do(s, ("use", phelan, "redraw"))
    assert options(s) == (("choose", merc), ("choose", banshee))   # not the card held before
    do(s, ("choose", banshee))
    assert names(s, "hand0") == ["Cicada (CDA-2A)", "Mercury (MCY-97)", "Dragon (DRG-1N)"]
    assert names(s, "stock0") == ["Banshee (BNC-3E)", FILL]
    assert "P1 restocks Banshee (BNC-3E)" in private(s, 0) and "P1 restocks Banshee (BNC-3E)" not in public(s)
    assert ("use", phelan, "redraw") not in options(s)   # tapped


def test_phelan_scraps_to_restock_three_from_the_scrapheap_in_any_order():
    s = game({"stock": [FILL], "scrap": ["Dragon (DRG-1N)", "Banshee (BNC-3E)", "Mercury (MCY-97)"],
              "post": ["Phelan"], "build": ["Cicada (CDA-2A)"]}, {"stock": [FILL] * 5}, phase="deploy")
    phelan = s.zones["post0"][0]
    banshee, merc = s.zones["scrap0"][1:]
    do(s, ("use", phelan, "restock"))
    assert options(s) == (("choose", banshee), ("choose", merc), ("choose", phelan))   # Phelan is on top (T304)
    do(s, ("choose", merc), ("choose", phelan))
    assert names(s, "stock0") == ["Banshee (BNC-3E)", "Phelan", "Mercury (MCY-97)", FILL]
    assert names(s, "scrap0") == ["Dragon (DRG-1N)"] and s.zones["post0"] == []


def test_phelan_initiative_during_a_mission():
    s = game({"stock": [FILL] * 5, "patrol": ["Mercury (MCY-97)"]},
             {"stock": [FILL] * 5, "post": ["Phelan"]})
    phelan = s.zones["post1"][0]
    mission(s, s.zones["patrol0"][0], target="stock")
    assert ("use", phelan, "init") in options(s) and ("use", phelan, "redraw") not in options(s)
    do(s, ("use", phelan, "init"))
    assert s.counters["m.init"] == ((1, 1),)


# -- LT210 Romano Liao ------------------------------------------------------------------------------------------------
def test_romano_liao_deploys_an_opponents_resource():
    s = game({"stock": [FILL] * 5, "post": ["Romano Liao"], "patrol": ["Mercury (MCY-97)"]},
             {"stock": [FILL] * 3 + ["Support - Politics"]})
    romano = s.zones["post0"][0]
    top = s.zones["stock1"][-1]
    do(s, ("use", romano, "reveal"))
    assert s.zones["build1"] == [top] and len(s.zones["stock1"]) == 3
    assert s.counters.get(f"cc:{top}") is None and s.counters.get(f"up:{top}") is None   # face down (T306)
    assert "P1 reveals the top card of P2's Stockpile: Support - Politics" in public(s)
    assert s.counters.get(f"tap:{romano}") and ("use", romano, "reveal") not in options(s)


def test_romano_liao_scraps_a_card_that_is_not_a_resource():
    s = game({"stock": [FILL] * 5, "post": ["Romano Liao"], "patrol": ["Mercury (MCY-97)"]},
             {"stock": [FILL] * 3 + ["Dragon (DRG-1N)"]})
    do(s, ("use", s.zones["post0"][0], "reveal"))
    assert names(s, "scrap1") == ["Dragon (DRG-1N)"] and s.zones["build1"] == [] and len(s.zones["stock1"]) == 3


def test_romano_liao_only_in_own_missions_phase_outside_missions():
    s = game({"stock": [FILL] * 5, "hand": [FILL], "post": ["Romano Liao"]}, {"stock": [FILL] * 5}, phase="deploy")
    assert s.decision.prompt.startswith("Deploy phase")
    assert not any(o[0] == "use" for o in options(s))
    s = game({"stock": [FILL] * 5, "patrol": ["Mercury (MCY-97)"]},
             {"stock": [FILL] * 5, "post": ["Romano Liao"]})
    mission(s, s.zones["patrol0"][0], target="stock")
    assert not any(o[0] == "use" for o in options(s))


# -- LT221 Salvage Strike Crew ----------------------------------------------------------------------------------------
def test_salvage_strike_crew_returns_a_card_and_is_scrapped():
    s = game({"stock": [FILL] * 5, "scrap": ["Dragon (DRG-1N)", "Banshee (BNC-3E)"],
              "build": [{"card": "Salvage Strike Crew", "cc": 4}]}, {"stock": [FILL] * 5}, phase="deploy")
    ssc = s.zones["build0"][0]
    dragon, banshee = s.zones["scrap0"]
    do(s, ("reveal", ssc))
    assert options(s) == (("choose", dragon), ("choose", banshee))   # not itself (T307)
    do(s, ("choose", dragon))
    assert names(s, "hand0") == ["Dragon (DRG-1N)"]
    assert names(s, "scrap0") == ["Banshee (BNC-3E)", "Salvage Strike Crew"] and s.zones["post0"] == []


# -- LT223 Saturation Bombing -----------------------------------------------------------------------------------------
def test_saturation_bombing_one_damage_per_two_excess():
    s = game({"stock": [FILL] * 5, "hand": [FILL], "build": [{"card": "Saturation Bombing", "cc": 9 + 5}]},
             {"stock": [FILL] * 6, "post": ["Marik Arms Trade"], "build": [{"card": "Dragon (DRG-1N)", "cc": 3}]},
             phase="deploy")
    bomb = s.zones["build0"][0]
    mat, dragon = s.zones["post1"][0], s.zones["build1"][0]
    do(s, ("reveal", bomb))   # cost 2 + 7 without Politics; 5 above: 2 damage
    assert ("choose", "stock1") in options(s) and ("choose", mat) in options(s) and ("choose", dragon) in options(s)
    assert ("choose", bomb) not in options(s)
    do(s, ("choose", "stock1"), ("choose", "stock1"))
    assert len(s.zones["stock1"]) == 4 and names(s, "scrap0") == ["Saturation Bombing"]
    assert "Saturation Bombing deals 2 damage to P2's Stockpile" in public(s)


def test_saturation_bombing_picks_a_site_for_each_point():
    s = game({"stock": [FILL] * 5, "hand": [FILL], "build": [{"card": "Saturation Bombing", "cc": 9 + 4}]},
             {"stock": [FILL] * 6, "post": ["Marik Arms Trade"]}, phase="deploy")
    mat = s.zones["post1"][0]
    do(s, ("reveal", s.zones["build0"][0]), ("choose", "stock1"), ("choose", mat))
    assert len(s.zones["stock1"]) == 5                      # 1 to the Stockpile
    assert "Saturation Bombing deals 1 damage to Marik Arms Trade" in " ".join(public(s))


def test_saturation_bombing_on_a_card_under_construction_does_not_reveal_it():
    s = game({"stock": [FILL] * 5, "hand": [FILL], "post": ["Support - Politics"],
              "build": [{"card": "Saturation Bombing", "cc": 2 + 4}]},
             {"stock": [FILL] * 6, "build": [{"card": "Dragon (DRG-1N)", "cc": 3}]}, phase="deploy")
    dragon = s.zones["build1"][0]
    do(s, ("reveal", s.zones["build0"][0]), ("choose", dragon), ("choose", dragon))
    assert s.counters[f"cc:{dragon}"] == 2 and s.counters.get(f"up:{dragon}") is None   # T310: 2 damage at once


def test_saturation_bombing_with_less_than_two_excess_does_nothing():
    s = game({"stock": [FILL] * 5, "hand": [FILL], "post": ["Support - Politics"],
              "build": [{"card": "Saturation Bombing", "cc": 3}]}, {"stock": [FILL] * 6}, phase="deploy")
    do(s, ("reveal", s.zones["build0"][0]))
    assert names(s, "scrap0") == ["Saturation Bombing"] and len(s.zones["stock1"]) == 6
    assert s.decision.prompt.startswith("Deploy phase")


# -- LT224 Scrounger Crew ---------------------------------------------------------------------------------------------
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


# -- LT230 Specialized Project Team -----------------------------------------------------------------------------------
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


# -- LT237 Subhash Indrahar -------------------------------------------------------------------------------------------
def _subhash(drawn):
    s = _draw_phase({"stock": [FILL, "Support - Tactics"] + drawn, "post": ["Subhash Indrahar"]},
                    {"stock": [FILL] * 7})
    sub = s.zones["post0"][0]
    do(s, ("use", sub, "claim"))
    return s


def test_subhash_indrahar_accepted_claim():
    s = _subhash(["Ambush!", "Dragon (DRG-1N)"])
    amb = cid(s, "Ambush!", "hand0")
    do(s, ("choose", amb))
    assert s.decision.player == 1 and options(s) == (("challenge",), ("accept",))
    do(s, ("accept",))
    assert names(s, "hand0") == ["Dragon (DRG-1N)", "Ambush!", "Support - Tactics"] and len(s.zones["stock1"]) == 7


def test_subhash_indrahar_challenged_true_claim_scraps_five():
    s = _subhash(["Ambush!", "Dragon (DRG-1N)"])
    do(s, ("choose", cid(s, "Ambush!", "hand0")), ("challenge",))
    assert len(s.zones["stock1"]) == 2 and len(s.zones["hand0"]) == 3
    assert "P2 challenges: P1 reveals Ambush!" in public(s)


def test_subhash_indrahar_challenged_bluff_scraps_both_drawn_cards():
    s = _subhash(["Ambush!", "Dragon (DRG-1N)"])
    do(s, ("choose", cid(s, "Dragon (DRG-1N)", "hand0")), ("challenge",))
    assert names(s, "hand0") == ["Ambush!"]
    assert names(s, "scrap0") == ["Dragon (DRG-1N)", "Support - Tactics"] and len(s.zones["stock1"]) == 7


def test_subhash_indrahar_only_in_draw_phase():
    s = game({"stock": [FILL] * 5, "hand": ["Ambush!"], "post": ["Subhash Indrahar"], "build": ["Dragon (DRG-1N)"]},
             {"stock": [FILL] * 5}, phase="deploy")
    assert not any(o[0] == "use" for o in options(s))


# -- LT238 Sun Zhang MechWarrior Academy ------------------------------------------------------------------------------
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


# -- LT254 Takashi Kurita ---------------------------------------------------------------------------------------------
def _finish_mission(s):
    while "m.att" in s.counters:
        for a in (("done",), ("no block",), ("keep target out",)):
            if a in options(s):
                do(s, a)
                break
        else:
            raise AssertionError(options(s))


def test_takashi_kurita_one_attack_per_turn_but_attacks_on_takashi_do_not_count():
    s = game({"stock": [FILL] * 5, "patrol": ["Mercury (MCY-97)", "Cicada (CDA-2A)", "Dasher Prime (Fire Moth)"]},
             {"stock": [FILL] * 9, "post": ["Takashi Kurita", FILL]})
    m1, m2, m3 = s.zones["patrol0"]
    takashi, fill = s.zones["post1"]
    do(s, ("mission",), ("add", m1))
    assert ("target", "stock") in options(s)
    do(s, ("target", takashi))           # an attack on Takashi Kurita: not counted
    _finish_mission(s)
    do(s, ("mission",), ("add", m2))
    assert ("target", "stock") in options(s) and ("target", fill) in options(s)
    do(s, ("target", "stock"))
    _finish_mission(s)
    assert len(s.zones["stock1"]) == 9 - 1
    do(s, ("mission",), ("add", m3))
    assert [o for o in options(s) if o[0] == "target"] == [("target", takashi)]
    assert legal_targets(s, 0, (m3,)) == [takashi]


def test_takashi_kurita_initiative_and_only_the_opponent_is_limited():
    s = game({"stock": [FILL] * 5, "post": ["Takashi Kurita"], "patrol": ["Mercury (MCY-97)", "Cicada (CDA-2A)"]},
             {"stock": [FILL] * 9})
    m1, m2 = s.zones["patrol0"]
    mission(s, m1, target="stock")
    assert initiative(s, 0) == 1 and initiative(s, 1) == 0
    _finish_mission(s)
    do(s, ("mission",), ("add", m2))
    assert ("target", "stock") in options(s)   # Takashi limits its controller's opponent only


# -- LT255 Teachings of the Unfinished Book ---------------------------------------------------------------------------
def test_teachings_initiative_deployment_and_draw_until_next_turn():
    s = game({"stock": [FILL] * 6 + ["Dragon (DRG-1N)"], "hand": [FILL],
              "build": [{"card": "Teachings of the Unfinished Book"}]},
             {"stock": [FILL] * 6, "hand": [FILL]}, phase="deploy")
    tub = s.zones["build0"][0]
    do(s, ("reveal", tub))
    assert names(s, "scrap0") == ["Teachings of the Unfinished Book"] and s.zones["post0"] == []
    assert s.counters["deploys"] == 3 and "Dragon (DRG-1N)" in names(s, "hand0")
    assert s.counters["init0"] == 2
    do(s, ("done",))                     # P1's turn ends; P2's turn runs to its Deploy phase
    assert s.counters["active"] == 1 and s.decision.player == 1
    assert s.counters["init0"] == 2      # still on in the opponent's turn
    do(s, ("done",))                     # P1's next turn begins
    assert s.counters["active"] == 0 and "init0" not in s.counters


def test_teachings_revealed_on_the_opponents_turn_gives_no_deployment():
    s = game({"stock": [FILL] * 5, "patrol": ["Mercury (MCY-97)", "Dragon (DRG-1N)"]},
             {"stock": [FILL] * 5 + ["Dragon (DRG-1N)"], "build": [{"card": "Teachings of the Unfinished Book",
                                                                     "cc": 2}]})
    tub = s.zones["build1"][0]
    mission(s, s.zones["patrol0"][0], target=tub)
    _finish_mission(s)
    assert names(s, "scrap1") == ["Teachings of the Unfinished Book"] and names(s, "hand1") == ["Dragon (DRG-1N)"]
    assert s.counters["init1"] == 2 and s.counters["deploys"] == 0   # T308


# -- LT257 Theodore Kurita --------------------------------------------------------------------------------------------
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


# -- LT258 Think Tank -------------------------------------------------------------------------------------------------
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


# -- LT259 Thomas Marik -----------------------------------------------------------------------------------------------
def test_thomas_marik_draws_in_the_draw_phase():
    s = _draw_phase({"stock": [FILL, "Dragon (DRG-1N)", FILL, FILL], "post": [{"card": "Thomas Marik",
                                                                              "tapped": True}]},
                    {"stock": [FILL] * 5})
    tm = s.zones["post0"][0]
    assert ("use", tm, "init") not in options(s)
    do(s, ("use", tm, "draw"))
    assert names(s, "hand0") == [FILL, FILL, "Dragon (DRG-1N)"] and s.counters.get(f"tap:{tm}")


def test_thomas_marik_initiative_in_a_mission():
    s = game({"stock": [FILL] * 5, "patrol": ["Mercury (MCY-97)"]},
             {"stock": [FILL] * 5, "post": ["Thomas Marik"], "patrol": [{"card": "Banshee (BNC-3E)",
                                                                         "guard": "stock"}]})
    tm = s.zones["post1"][0]
    mission(s, s.zones["patrol0"][0], target="stock")
    do(s, ("block", s.zones["patrol1"][0]), ("keep target out",))
    assert ("use", tm, "draw") not in options(s)
    do(s, ("use", tm, "init"))
    assert initiative(s, 1) == 1


# -- LT270 Tsen Shang -------------------------------------------------------------------------------------------------
def test_tsen_shang_restocks_from_hand_and_draws():
    s = _draw_phase({"stock": ["Mercury (MCY-97)", "Dragon (DRG-1N)", FILL, FILL], "hand": ["Banshee (BNC-3E)"],
                     "post": [{"card": "Tsen Shang", "tapped": True}]},
                    {"stock": [FILL] * 5})
    ts = s.zones["post0"][0]
    banshee = cid(s, "Banshee (BNC-3E)", "hand0")
    do(s, ("use", ts, "restock"))
    assert len(options(s)) == 3
    do(s, ("choose", banshee))
    assert names(s, "hand0") == [FILL, FILL, "Dragon (DRG-1N)"]
    assert names(s, "stock0") == ["Banshee (BNC-3E)", "Mercury (MCY-97)"]
    assert "P1 restocks Banshee (BNC-3E)" in private(s, 0) and "P1 restocks a card from the hand" in public(s)


# -- LT239-LT253 Support resources ------------------------------------------------------------------------------------
def test_support_resources_are_plain_data():
    from mechdeck.games.battletech_tcg.abilities.registry import ABILITIES, implemented_numbers
    numbers = [f"LT{n}" for n in range(239, 254)]
    assert all(plain_by_data(card_by_number(n)) for n in numbers)
    assert not any(n in ABILITIES for n in numbers) and set(numbers) <= implemented_numbers()

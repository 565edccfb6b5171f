"""Cards that move cards between hands, Stockpiles and Scrapheaps (abilities/card_flow.py): draw, restock, look,
return.  One or more tests per card."""
import pytest

from mechdeck.games.battletech_tcg.abilities.registry import IMPLEMENTED, plain_by_data
from mechdeck.games.battletech_tcg.cards import card_by_number
from mechdeck.games.battletech_tcg.knowledge import known
from mechdeck.games.battletech_tcg.missions import initiative

from tcg_support import FILL, IDLE, cid, do, game, mission, names, options, private, public, seeded

GROUP = ("LT003 LT065 LT142 LT129 LT172 LT193 LT210 LT237 LT259 LT270").split()


def test_group_is_not_plain_data():
    for number in GROUP:
        assert not plain_by_data(card_by_number(number))
    assert [n for n in GROUP if n not in IMPLEMENTED] == []


# -- LT003 Alex Mallory ------------------------------------------------------------------------------------------------
def test_alex_mallory_look_restock_and_draw():
    s = game({"stock": [FILL] * 3, "post": ["Alex Mallory"], "patrol": [IDLE]},
             {"stock": ["Cicada (CDA-2A)", "Charger (CGR-1A1)"], "hand": ["Dragon (DRG-1N)", "Banshee (BNC-3E)"]})
    am = cid(s, "Alex Mallory", "post0")
    dragon = cid(s, "Dragon (DRG-1N)", "hand1")
    do(s, ("use", am, "look"))
    assert s.decision.player == 0
    assert (0, "P1 sees P2's hand: Dragon (DRG-1N), Banshee (BNC-3E)") in s.log
    do(s, ("restock", dragon))
    assert names(s, "hand1") == ["Banshee (BNC-3E)", "Charger (CGR-1A1)"]
    assert names(s, "stock1") == ["Dragon (DRG-1N)", "Cicada (CDA-2A)"]
    assert "tap:%d" % am in s.counters


def test_alex_mallory_scrap_for_resources():
    def build(seed):
        s = game({"stock": [FILL] * 3, "post": ["Alex Mallory"], "build": [{"card": "Atlas (AS7-D)", "cc": 0}]},
                 {"stock": [FILL] * 3}, phase="deploy", seed=seed)
        do(s, ("use", cid(s, "Alex Mallory", "post0"), "roll"))
        return s
    s = seeded(build, lambda s: s.counters.get("pool0") == 4)
    assert "P1 rolls 4 for Alex Mallory: +4 resources" in public(s)
    assert "Alex Mallory" in names(s, "scrap0")
    atlas = cid(s, "Atlas (AS7-D)", "build0")
    do(s, ("build", atlas), ("build", atlas), ("build", atlas), ("build", atlas))
    assert s.counters[f"cc:{atlas}"] == 4


# -- LT065 Dropship Site / LT142 Leo Showers ---------------------------------------------------------------------------
def test_dropship_site_pays_one_to_draw():
    s = game({"stock": ["Cicada (CDA-2A)", "Dragon (DRG-1N)"], "post": ["Dropship Site", FILL]},
             {"stock": [FILL] * 3}, phase="draw")
    ds = cid(s, "Dropship Site", "post0")
    do(s, ("use", ds, "draw"))
    assert s.decision.prompt.startswith("pay 1")
    do(s, ("tap", cid(s, FILL, "post0")))
    assert names(s, "hand0")[-1] == "Dragon (DRG-1N)" and f"tap:{ds}" in s.counters


def test_leo_showers_draws_in_the_draw_phase_only():
    s = game({"stock": ["Cicada (CDA-2A)", "Dragon (DRG-1N)"], "post": ["Leo Showers"], "patrol": [IDLE]},
             {"stock": [FILL] * 3}, phase="draw")
    leo = cid(s, "Leo Showers", "post0")
    do(s, ("use", leo, "draw"))
    assert names(s, "hand0") == ["Dragon (DRG-1N)"]
    s = game({"stock": [FILL], "post": ["Leo Showers"], "patrol": [IDLE]}, {"stock": [FILL] * 3}, phase="missions")
    assert not any(a[0] == "use" for a in s.decision.options)


# -- LT129 Justin Xiang Allard -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("choice, stock", [("restock top card", ["Dragon (DRG-1N)", "Cicada (CDA-2A)"]),
                                           ("leave it", ["Cicada (CDA-2A)", "Dragon (DRG-1N)"])])
def test_justin_xiang_allard(choice, stock):
    s = game({"stock": [FILL], "post": ["Justin Xiang Allard"], "patrol": [IDLE]},
             {"stock": ["Cicada (CDA-2A)", "Dragon (DRG-1N)"]})
    do(s, ("use", cid(s, "Justin Xiang Allard", "post0"), "look"))
    assert (0, "P1 sees the top card of P2's Stockpile: Dragon (DRG-1N)") in s.log
    do(s, (choice,))
    assert names(s, "stock1") == stock


# -- LT172 Melissa Steiner Davion --------------------------------------------------------------------------------------
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


# -- LT193 Phelan ------------------------------------------------------------------------------------------------------
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


# -- LT210 Romano Liao -------------------------------------------------------------------------------------------------
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


# -- LT237 Subhash Indrahar --------------------------------------------------------------------------------------------
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


# -- LT259 Thomas Marik ------------------------------------------------------------------------------------------------
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


# -- LT270 Tsen Shang --------------------------------------------------------------------------------------------------
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
    assert banshee in known(s, 0) and banshee not in known(s, 1)   # its owner chose it (ruling T721)

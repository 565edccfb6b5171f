"""Counterstrike, Mercenaries and MechWarrior Command cards that move cards between hands, Stockpiles and Scrapheaps
(abilities/card_flow.py): Haakon Magnussen ... St. Ives Operations Officer.  One or more tests per card."""
import pytest

from mechdeck.games.battletech_tcg.abilities.registry import IMPLEMENTED, plain_by_data, where
from mechdeck.games.battletech_tcg.cards import card_by_number
from mechdeck.games.battletech_tcg.turn import ability_options, resource_amount

from tcg_support import FILL, cid, do, game, names, options, private, public
from test_cards_later_leaders import CHARGER, DRAGON, IDLE, until_player

GROUP = "CS045 CS065 CS079 CS090 CS095 ME031 ME033 ME045 ME053 ME086 ME097 MW049 MW086 MW087".split()


def test_group_is_card_code():
    for number in GROUP:
        assert not plain_by_data(card_by_number(number))
    assert [n for n in GROUP if n not in IMPLEMENTED] == []
    assert where("MW049") == "card_flow.py (building blocks: from the Scrapheap to the hand)"


# -- card_flow.py -----------------------------------------------------------------------------------------------------
def window_of(s, seat=0):
    """Skip forced decisions of other windows: "done" until ``seat`` decides in the window the test is after."""
    until_player(s, seat)
    return options(s)


def test_haakon_magnussen_scraps_one_of_your_resources_and_draws_two():
    s = game({"stock": [FILL] * 5, "post": ["Haakon Magnussen", "Support - Politics", "Support - Tactics"],
              "patrol": [IDLE]}, {"stock": [FILL] * 3, "post": ["Support - Munitions"]}, phase="deploy")
    h = cid(s, "Haakon Magnussen", "post0")
    politics = cid(s, "Support - Politics", "post0")
    do(s, ("use", h, "scrap"))
    assert options(s) == (("scrap", politics), ("scrap", cid(s, "Support - Tactics", "post0")))   # not P2's
    do(s, ("scrap", politics))
    assert politics in s.zones["scrap0"] and len(s.zones["hand0"]) == 2 and len(s.zones["stock0"]) == 3
    assert f"tap:{h}" in s.counters


def test_haakon_magnussen_needs_a_resource_and_the_deploy_phase():
    s = game({"stock": [FILL] * 5, "post": ["Haakon Magnussen"], "patrol": [IDLE]}, {"stock": [FILL] * 3},
             phase="deploy")
    assert not any(o[:2] == ("use", cid(s, "Haakon Magnussen", "post0")) for o in options(s))
    s = game({"stock": [FILL] * 5, "post": ["Haakon Magnussen", FILL], "patrol": [IDLE]}, {"stock": [FILL] * 3})
    assert not any(o[:2] == ("use", cid(s, "Haakon Magnussen", "post0")) for o in options(s))   # Missions phase


def test_operations_liaison_takes_one_of_the_top_five_and_restocks_the_rest_in_any_order():
    stock = ["Dragon (DRG-1N)", FILL, "Ambush!", "Critical Hit", "Cicada (CDA-2A)", "Banshee (BNC-3E)", CHARGER]
    s = game({"stock": stock, "post": ["Operations Liaison", "Support - Politics"], "patrol": [IDLE]},
             {"stock": [FILL] * 3}, phase="draw")
    ol = cid(s, "Operations Liaison", "post0")
    window_of(s)
    assert ("use", ol, "look") in options(s)
    do(s, ("use", ol, "look"))
    do(s, ("tap", cid(s, "Support - Politics", "post0")))                # {R}
    assert "P1 sees Charger (CGR-1A1), Banshee (BNC-3E), Cicada (CDA-2A), Critical Hit, Ambush!" in private(s, 0)
    assert "P1 looks at the top 5 cards of the Stockpile" in public(s)
    crit = cid(s, "Critical Hit", "stock0")
    assert [o[0] for o in options(s)] == ["take"] * 5
    do(s, ("take", crit))
    assert crit in s.zones["hand0"] and "P1 puts Critical Hit into the hand" in private(s, 0)
    assert "P1 puts Critical Hit into the hand" not in public(s)
    order = [cid(s, n, "stock0") for n in ("Ambush!", "Banshee (BNC-3E)", CHARGER, "Cicada (CDA-2A)")]
    rest = [cid(s, DRAGON, "stock0"), cid(s, FILL, "stock0")]
    for c in order[:3]:
        do(s, ("restock", c))                                         # the last one goes without a question
    assert s.zones["stock0"] == order[::-1] + rest                    # the last restocked lowest


def test_veteran_officer_shows_and_takes_every_mission_card_of_the_top_five():
    stock = [FILL, "Ambush!", "Critical Hit", "Accurate Intelligence", "Cicada (CDA-2A)", FILL, CHARGER]
    s = game({"stock": stock, "post": ["Veteran Officer", "Support - Politics"], "patrol": [IDLE]},
             {"stock": [FILL] * 3}, phase="draw")
    vo = cid(s, "Veteran Officer", "post0")
    window_of(s)
    do(s, ("use", vo, "look"), ("tap", cid(s, "Support - Politics", "post0")))
    assert names(s, "hand0") == ["Accurate Intelligence", "Critical Hit"]
    assert "P1 shows Accurate Intelligence, Critical Hit and puts them into the hand" in public(s)
    charger, fill, cicada = cid(s, CHARGER, "stock0"), s.zones["stock0"][-2], cid(s, "Cicada (CDA-2A)", "stock0")
    assert options(s) == (("restock", charger), ("restock", fill), ("restock", cicada))
    do(s, ("restock", cicada), ("restock", fill))
    assert names(s, "stock0") == [CHARGER, FILL, "Cicada (CDA-2A)", FILL, "Ambush!"]


def test_veteran_officer_with_no_mission_card_and_a_short_stockpile():
    s = game({"stock": [FILL, FILL], "post": ["Veteran Officer", "Support - Politics"], "patrol": [IDLE]},
             {"stock": [FILL] * 3}, phase="draw")
    window_of(s)
    do(s, ("use", cid(s, "Veteran Officer", "post0"), "look"), ("tap", cid(s, "Support - Politics", "post0")))
    assert "P1 shows no Mission card and puts nothing into the hand" in public(s)
    assert names(s, "stock0") == [FILL, FILL]


def test_secured_drop_site_restocks_a_card_that_is_not_a_mech():
    s = game({"stock": [FILL, FILL, "Critical Hit"], "post": ["Secured Drop Site"], "patrol": [IDLE]},
             {"stock": [FILL] * 3}, phase="deploy")
    sds = cid(s, "Secured Drop Site", "post0")
    do(s, ("use", sds, "show"))
    assert "P1 shows the top card of the Stockpile: Critical Hit" in public(s)
    assert names(s, "stock0")[0] == "Critical Hit" and s.counters["deploys"] == 2


def test_secured_drop_site_a_mech_goes_to_hand_with_an_extra_deployment():
    s = game({"stock": [FILL, FILL, DRAGON], "post": ["Secured Drop Site"], "patrol": [IDLE]},
             {"stock": [FILL] * 3}, phase="deploy")
    do(s, ("use", cid(s, "Secured Drop Site", "post0"), "show"))
    assert DRAGON in names(s, "hand0") and s.counters["deploys"] == 3
    assert "P1 may make an additional deployment this turn" in public(s)


def test_secured_drop_site_in_the_draw_phase_adds_the_deployment_to_the_deploy_phase():
    s = game({"stock": [FILL, FILL, DRAGON], "post": ["Secured Drop Site"], "patrol": [IDLE]},
             {"stock": [FILL] * 3}, phase="draw")
    window_of(s)
    do(s, ("use", cid(s, "Secured Drop Site", "post0"), "show"))
    # nothing else to do in the Draw and Repair/Reload phases: the Deploy phase begins with the extra deployment
    assert s.counters["deploys"] == 3 and "extra_deploys0" not in s.counters and s.decision.player == 0


def test_secured_drop_site_after_the_deploy_phase_gives_no_deployment():
    s = game({"stock": [FILL, DRAGON], "post": ["Secured Drop Site"], "patrol": [IDLE]}, {"stock": [FILL] * 3})
    do(s, ("use", cid(s, "Secured Drop Site", "post0"), "show"))
    assert DRAGON in names(s, "hand0") and "P1 may make an additional deployment this turn" not in public(s)
    assert "extra_deploys0" not in s.counters


def test_tor_miraborg_takes_a_mission_card_from_the_scrapheap_using_a_deployment():
    s = game({"stock": [FILL] * 3, "post": ["Tor Miraborg"], "scrap": ["Critical Hit", FILL, "Critical Hit"],
              "hand": [FILL], "patrol": [IDLE]}, {"stock": [FILL] * 3}, phase="deploy")
    tor = cid(s, "Tor Miraborg", "post0")
    do(s, ("use", tor, "take"))
    assert "Critical Hit" in names(s, "hand0") and s.counters["deploys"] == 1
    assert names(s, "scrap0") == [FILL, "Critical Hit"]


def test_tor_miraborg_needs_a_deployment_left_and_a_mission_card():
    s = game({"stock": [FILL] * 3, "post": ["Tor Miraborg"], "scrap": [FILL], "patrol": [IDLE]},
             {"stock": [FILL] * 3}, phase="deploy")
    assert not any(o[:2] == ("use", cid(s, "Tor Miraborg", "post0")) for o in options(s))
    s = game({"stock": [FILL] * 3, "post": ["Tor Miraborg"], "scrap": ["Critical Hit"], "patrol": [IDLE]},
             {"stock": [FILL] * 3}, phase="deploy")
    s.counters["deploys"] = 0
    assert ability_options(s, 0, "deploy") == []


@pytest.mark.parametrize("card, window, wanted, other", [
    ("Dr. Ariel Reed", "draw", "Takashi Kurita", "Support - Politics"),   # a Unique Command card; not a Resource
    ("Sun-Tzu Liao", "deploy", "Ambush!", "Critical Hit"),
    ("MedEvac Team", "deploy", "Gray Death Pilot", "Contract with Gray Death Legion")])
def test_a_card_of_its_kind_from_the_scrapheap_to_the_hand(card, window, wanted, other):
    s = game({"stock": [FILL] * 5, "post": [card], "scrap": [wanted, other], "patrol": [IDLE]},
             {"stock": [FILL] * 3}, phase=window)
    c = cid(s, card, "post0")
    window_of(s)
    do(s, ("use", c, "take"))                 # the only card of its kind: taken at once
    assert wanted in names(s, "hand0") and names(s, "scrap0") == [other]
    assert f"P1 returns {wanted} from the Scrapheap to the hand" in public(s)
    s = game({"stock": [FILL] * 5, "post": [card], "scrap": [other], "patrol": [IDLE]}, {"stock": [FILL] * 3},
             phase=window)
    window_of(s)
    assert not any(o[:2] == ("use", cid(s, card, "post0")) for o in options(s))


def test_first_circuit_summons_searches_for_a_comstar_card_other_than_a_unit():
    s = game({"stock": ["Hyperpulse Generator", "Crockett (CRK-5003-1)", FILL, "First Circuit Summons", FILL],
              "post": ["First Circuit Summons"], "patrol": [IDLE]}, {"stock": [FILL] * 3}, phase="deploy")
    fcs = cid(s, "First Circuit Summons", "post0")
    do(s, ("use", fcs, "search"))
    assert options(s) == (("take", "First Circuit Summons"), ("take", "Hyperpulse Generator"))   # no Crockett
    do(s, ("take", "Hyperpulse Generator"))
    assert names(s, "hand0") == ["Hyperpulse Generator"] and len(s.zones["stock0"]) == 4
    assert "P1 shuffles the Stockpile" in public(s) and "P1 puts Hyperpulse Generator into the hand" in private(s, 0)


def test_first_circuit_summons_finding_nothing_still_shuffles():
    s = game({"stock": ["Crockett (CRK-5003-1)", FILL], "post": ["First Circuit Summons"], "patrol": [IDLE]},
             {"stock": [FILL] * 3}, phase="deploy")
    do(s, ("use", cid(s, "First Circuit Summons", "post0"), "search"))
    assert "P1 finds no ComStar card other than a Unit" in public(s) and "P1 shuffles the Stockpile" in public(s)
    assert names(s, "hand0") == []


def test_vandervahn_chistu_restocks_the_top_card_of_the_scrapheap():
    s = game({"stock": [FILL] * 3, "post": ["Vandervahn Chistu"], "scrap": [DRAGON, "Critical Hit"],
              "patrol": [IDLE]}, {"stock": [FILL] * 3}, phase="deploy")
    do(s, ("use", cid(s, "Vandervahn Chistu", "post0"), "restock"))
    assert names(s, "stock0")[0] == "Critical Hit" and names(s, "scrap0") == [DRAGON]
    assert "P1 restocks Critical Hit from the top of the Scrapheap" in public(s)


def test_st_ives_operations_officer_shuffles_chosen_cards_in_and_scraps_as_many():
    s = game({"stock": [FILL] * 4, "post": ["St. Ives Operations Officer"],
              "scrap": [DRAGON, "Critical Hit", "Critical Hit"], "patrol": [IDLE]}, {"stock": [FILL] * 3},
             phase="draw")
    o = cid(s, "St. Ives Operations Officer", "post0")
    window_of(s)
    do(s, ("use", o, "shuffle"))
    dragon, crit = cid(s, DRAGON, "scrap0"), cid(s, "Critical Hit", "scrap0")
    assert options(s) == (("choose", dragon), ("choose", crit), ("done",))
    do(s, ("choose", crit), ("choose", cid(s, "Critical Hit", "scrap0", 1)), ("done",))
    assert len(s.zones["stock0"]) == 4 + 2 - 2 and len(s.zones["scrap0"]) == 1 + 2
    assert "P1 shuffles 2 cards from the Scrapheap into the Stockpile: Critical Hit, Critical Hit" in public(s)


def test_hyperpulse_generator_shows_a_card_under_construction_and_moves_a_counter():
    s = game({"stock": [FILL] * 3, "post": ["Hyperpulse Generator"], "patrol": [IDLE]},
             {"stock": [FILL] * 3, "build": [{"card": DRAGON, "cc": 2}, {"card": "Ambush!", "cc": 0}]},
             phase="deploy")
    hg = cid(s, "Hyperpulse Generator", "post0")
    dragon = cid(s, DRAGON, "build1")
    do(s, ("use", hg, "see"))
    do(s, ("see", dragon))
    assert "P2 shows you Dragon (DRG-1N) (2 construction counters)" in private(s, 0)
    assert "P2 shows P1 a card under construction" in public(s)
    other = cid(s, "Ambush!", "build1")
    assert options(s) == (("move counter to", other), ("keep",))
    do(s, ("move counter to", other))
    assert s.counters[f"cc:{dragon}"] == 1 and s.counters[f"cc:{other}"] == 1


def test_maskirovka_headquarters_makes_a_resource_or_shows_a_card_under_construction():
    s = game({"stock": [FILL] * 3, "post": ["Maskirovka Headquarters"], "hand": [DRAGON], "patrol": [IDLE]},
             {"stock": [FILL] * 3, "build": [{"card": DRAGON, "cc": 1}]}, phase="deploy")
    mh = cid(s, "Maskirovka Headquarters", "post0")
    assert ("use", mh, "see") in options(s)
    do(s, ("use", mh, "see"))
    assert "P2 shows you Dragon (DRG-1N) (1 construction counter)" in private(s, 0)
    assert f"tap:{mh}" in s.counters and s.decision.player == 0
    s = game({"stock": [FILL] * 3, "post": ["Maskirovka Headquarters"], "hand": [DRAGON], "patrol": [IDLE]},
             {"stock": [FILL] * 3}, phase="deploy")
    mh = cid(s, "Maskirovka Headquarters", "post0")
    assert ("tap", mh) in options(s) and ("use", mh, "see") not in options(s)   # {R}; nothing to see
    assert resource_amount(card_by_number("ME053")) == 1


def test_st_ives_salvage_crew_puts_cards_scrapped_from_the_stockpile_into_the_hand_then_scraps_as_many():
    s = game({"stock": [FILL, FILL, "Critical Hit", DRAGON], "post": ["St. Ives Salvage Crew"], "hand": [CHARGER]},
             {"stock": [FILL] * 3, "patrol": ["Grand Dragon (DRG-5K)", IDLE]}, active=1)
    gd = cid(s, "Grand Dragon (DRG-5K)", "patrol1")
    do(s, ("mission",), ("add", gd), ("target", "stock"))          # P1 has no 'Mech to block with
    while s.decision.player == 1 or ("scrap" not in [o[0] for o in options(s)]):
        do(s, ("done",))
    # 3 damage: Dragon, Critical Hit and a filler leave the Stockpile, into P1's hand instead of the Scrapheap
    assert "P1 puts Dragon (DRG-1N) into the hand instead (St. Ives Salvage Crew)" in public(s)
    assert sorted(names(s, "hand0")) == sorted([CHARGER, DRAGON, "Critical Hit", FILL])
    assert names(s, "stock0") == [FILL] and names(s, "scrap0") == []
    assert s.decision.player == 0 and [o[0] for o in options(s)] == ["scrap"] * 4   # a card of each title
    do(s, ("scrap", cid(s, CHARGER, "hand0")), ("scrap", cid(s, FILL, "hand0")))
    do(s, ("scrap", cid(s, "Critical Hit", "hand0")))
    assert names(s, "hand0") == [DRAGON] and len(s.zones["scrap0"]) == 3
    assert "salvage0" not in s.counters


def test_st_ives_salvage_crew_does_not_save_a_stockpile_that_runs_out():
    s = game({"stock": [FILL], "post": ["St. Ives Salvage Crew"], "hand": [CHARGER]},
             {"stock": [FILL] * 3, "patrol": ["Grand Dragon (DRG-5K)", IDLE]}, active=1)
    gd = cid(s, "Grand Dragon (DRG-5K)", "patrol1")
    do(s, ("mission",), ("add", gd), ("target", "stock"))          # P1 has no 'Mech to block with
    while s.decision is not None:
        do(s, ("done",))
    assert "lost0" in s.counters

"""Command cards scrapped when revealed that do their text once or start a lasting effect (abilities/one_shots.py).
One or more tests per card."""
from mechdeck.games.battletech_tcg.abilities.registry import IMPLEMENTED, plain_by_data
from mechdeck.games.battletech_tcg.cards import card_by_number
from mechdeck.games.battletech_tcg.missions import legal_targets

from tcg_support import FILL, IDLE, cid, do, game, mission, names, options, public

GROUP = ("LT002 LT006 LT029 LT040 LT048 LT066 LT221 LT223 LT255").split()


def test_group_is_not_plain_data():
    for number in GROUP:
        assert not plain_by_data(card_by_number(number))
    assert [n for n in GROUP if n not in IMPLEMENTED] == []


# -- LT002 Aerospace Fighter Mission -----------------------------------------------------------------------------------
def test_aerospace_fighter_mission_divides_five_damage():
    s = game({"stock": [FILL] * 3, "post": ["Support - Politics"], "build": [{"card": "Aerospace Fighter Mission",
                                                                              "cc": 4}]},
             {"stock": [FILL] * 5, "patrol": ["Charger (CGR-1A1)"]}, phase="deploy")
    afm = cid(s, "Aerospace Fighter Mission", "build0")
    charger = cid(s, "Charger (CGR-1A1)", "patrol1")
    do(s, ("reveal", afm))
    assert "Aerospace Fighter Mission" in names(s, "scrap0")
    assert ("damage", "stock1") in s.decision.options and ("damage", charger) in s.decision.options
    do(s, ("damage", charger), ("damage", charger), ("damage", charger), ("damage", "stock1"), ("damage", "stock1"))
    assert s.counters[f"dmg:{charger}"] == 2          # 3 damage, armor 1 absorbs 1 once
    assert len(s.zones["stock1"]) == 3 and len(s.zones["scrap1"]) == 2


# -- LT006 Arms Reduction ----------------------------------------------------------------------------------------------
def test_arms_reduction_limits_construction_to_two():
    s = game({"stock": [FILL] * 3, "post": ["Support - Politics", FILL, FILL],
              "build": [{"card": "Arms Reduction", "cc": 3}, {"card": "Atlas (AS7-D)", "cc": 0}]},
             {"stock": [FILL] * 3}, phase="deploy")
    do(s, ("reveal", cid(s, "Arms Reduction", "build0")))
    assert s.counters["arms_reduction"] == 2 and "Arms Reduction" in names(s, "scrap0")
    atlas = cid(s, "Atlas (AS7-D)", "build0")
    pol, a1, a2 = s.zones["post0"]
    do(s, ("tap", pol), ("build", atlas), ("tap", a1), ("build", atlas), ("tap", a2))
    assert s.counters[f"cc:{atlas}"] == 2
    assert "P1 lets 1 unspent resource go" in public(s)


def test_arms_reduction_ends_when_a_player_pays_five_plus_three():
    s = game({"stock": [FILL] * 3, "post": [FILL] * 8}, {"stock": [FILL] * 3}, phase="deploy",
             counters={"arms_reduction": 2})
    do(s, ("end arms reduction",))
    for c in list(s.zones["post0"]):
        if ("tap", c) in s.decision.options:
            do(s, ("tap", c))
    assert "arms_reduction" not in s.counters
    assert sum(1 for c in s.zones["post0"] if f"tap:{c}" in s.counters) == 8   # 5 + 3 without Politics


def test_arms_reduction_cannot_be_ended_without_the_resources():
    s = game({"stock": [FILL] * 3, "post": ["Support - Politics"] + [FILL] * 3}, {"stock": [FILL] * 3},
             phase="deploy", counters={"arms_reduction": 2})
    assert ("end arms reduction",) not in s.decision.options     # 4 resources < 5


# -- LT029 Caught in Hangar --------------------------------------------------------------------------------------------
def test_caught_in_hangar_lets_a_faster_mech_be_attacked_this_turn():
    s = game({"stock": [FILL] * 3, "post": ["Support - Tactics"], "build": [{"card": "Caught in Hangar", "cc": 2}],
              "patrol": ["Charger (CGR-1A1)"]},
             {"stock": [FILL] * 3, "patrol": ["Fenris Prime (Ice Ferret)"]})
    charger = cid(s, "Charger (CGR-1A1)", "patrol0")
    fenris = cid(s, "Fenris Prime (Ice Ferret)", "patrol1")
    assert fenris not in legal_targets(s, 0, (charger,))
    do(s, ("reveal", cid(s, "Caught in Hangar", "build0")))    # the only 'Mech is chosen at once
    assert names(s, "scrap0") == ["Caught in Hangar"]
    assert fenris in legal_targets(s, 0, (charger,))
    do(s, ("mission",), ("add", charger), ("target", fenris))
    assert s.counters["m.tgt"] == fenris


def test_caught_in_hangar_only_in_the_missions_phase_and_ends_with_the_turn():
    s = game({"stock": [FILL] * 3, "post": ["Support - Tactics"], "build": [{"card": "Caught in Hangar", "cc": 2}],
              "patrol": ["Charger (CGR-1A1)"]},
             {"stock": [FILL] * 3, "patrol": ["Fenris Prime (Ice Ferret)"]}, phase="deploy")
    cih = cid(s, "Caught in Hangar", "build0")
    assert ("reveal", cih) not in s.decision.options
    do(s, ("done",))                                           # to the Missions phase
    do(s, ("reveal", cih), ("done",))
    assert "attackable" not in s.counters or s.counters["attackable"] == ()


# -- LT040 Communications Blackout -------------------------------------------------------------------------------------
def test_communications_blackout_stops_mission_cards_until_your_next_turn():
    def mission(blackout):
        s = game({"stock": [FILL] * 3, "build": [{"card": "Communications Blackout", "cc": 0}],
                  "patrol": ["Fenris Prime (Ice Ferret)", IDLE]},
                 {"stock": [FILL] * 5, "post": ["Support - Tactics"], "hand": ["Accurate Intelligence"],
                  "patrol": [{"card": "Charger (CGR-1A1)", "guard": "stock"}]}, phase="deploy")
        do(s, ("reveal", cid(s, "Communications Blackout", "build0")) if blackout else ("done",))
        fenris = cid(s, "Fenris Prime (Ice Ferret)", "patrol0")
        do(s, ("mission",), ("add", fenris), ("target", "stock"), ("block", cid(s, "Charger (CGR-1A1)", "patrol1")),
           ("keep target out",), ("done",))   # the only blocker; P1 (initiative 0) goes first
        return s
    s = mission(blackout=False)
    assert s.decision.player == 1 and any(a[0] == "play" for a in s.decision.options)
    s = mission(blackout=True)
    assert s.counters["blackout"] == (0,)
    assert s.decision.player == 1 and not any(a[0] == "play" for a in s.decision.options)


def test_communications_blackout_ends_at_the_beginning_of_your_next_turn():
    s = game({"stock": [FILL] * 3, "patrol": [IDLE]}, {"stock": [FILL] * 6}, phase="end",
             counters={"blackout": (0,), "no_mission_cards": True})
    do(s, ("done",))          # P2's turn passes without a decision; P1's next turn begins
    assert s.counters["active"] == 0
    assert "no_mission_cards" not in s.counters and "blackout" not in s.counters
    assert "Communications Blackout ends" in public(s)


# -- LT048 Culling -----------------------------------------------------------------------------------------------------
def test_culling_restocks_one_scrapheap_card_per_three_above_cost():
    s = game({"stock": [FILL], "post": ["Support - Politics"], "build": [{"card": "Culling", "cc": 11}],
              "scrap": ["Cicada (CDA-2A)", "Charger (CGR-1A1)", "Dragon (DRG-1N)"], "patrol": [IDLE]},
             {"stock": [FILL] * 3}, phase="deploy")
    do(s, ("reveal", cid(s, "Culling", "build0")))           # 11 = cost 3 + 8: two restocks
    assert names(s, "removed0") == ["Culling"]
    assert names(s, "scrap0") == ["Cicada (CDA-2A)"]
    assert names(s, "stock0") == ["Charger (CGR-1A1)", "Dragon (DRG-1N)", FILL]


# -- LT066 Effective Groundwork ----------------------------------------------------------------------------------------
def test_effective_groundwork_doubles_damage_to_the_chosen_site():
    s = game({"stock": [FILL] * 3, "post": ["Support - Logistics"], "build": [{"card": "Effective Groundwork",
                                                                               "cc": 5}],
              "patrol": ["Fenris Prime (Ice Ferret)", IDLE]}, {"stock": [FILL] * 10}, phase="deploy")
    do(s, ("reveal", cid(s, "Effective Groundwork", "build0")), ("double", "stock1"), ("done",))
    assert names(s, "scrap0") == ["Effective Groundwork"]
    do(s, ("mission",), ("add", cid(s, "Fenris Prime (Ice Ferret)", "patrol0")), ("target", "stock"), ("done",))
    assert "P2's Stockpile takes 6 damage" in public(s)          # 3 attack, doubled
    assert len(s.zones["stock1"]) == 4


def test_effective_groundwork_is_cumulative_and_lasts_this_turn_only():
    spec = {"stock": [FILL] * 3, "patrol": ["Fenris Prime (Ice Ferret)", IDLE]}
    s = game(dict(spec), {"stock": [FILL] * 20}, counters={"groundwork": (("stock1", 3), ("stock1", 3))})
    do(s, ("mission",), ("add", cid(s, "Fenris Prime (Ice Ferret)", "patrol0")), ("target", "stock"), ("done",))
    assert "P2's Stockpile takes 12 damage" in public(s)
    s = game(dict(spec), {"stock": [FILL] * 20}, counters={"groundwork": (("stock1", 1),)})
    do(s, ("mission",), ("add", cid(s, "Fenris Prime (Ice Ferret)", "patrol0")), ("target", "stock"), ("done",))
    assert "P2's Stockpile takes 3 damage" in public(s)


# -- LT221 Salvage Strike Crew -----------------------------------------------------------------------------------------
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


# -- LT223 Saturation Bombing ------------------------------------------------------------------------------------------
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


def _finish_mission(s):
    while "m.att" in s.counters:
        for a in (("done",), ("no block",), ("keep target out",)):
            if a in options(s):
                do(s, a)
                break
        else:
            raise AssertionError(options(s))


# -- LT255 Teachings of the Unfinished Book ----------------------------------------------------------------------------
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

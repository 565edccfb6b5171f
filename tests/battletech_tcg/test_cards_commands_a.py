"""Command and Command - Resource cards below LT150 (abilities/commands_a.py): one or more tests per card."""
import pytest

from mechdeck.games.battletech_tcg.abilities.registry import IMPLEMENTED, plain_by_data
from mechdeck.games.battletech_tcg.board import armor
from mechdeck.games.battletech_tcg.cards import card_by_number
from mechdeck.games.battletech_tcg.missions import attack_of, initiative, legal_targets

from tcg_support import FILL, R, cid, do, game, names, public

IDLE = "Banshee (BNC-3E)"   # an untapped 'Mech keeps the Missions phase open (it could go on a mission)
GROUP = ("LT002 LT003 LT006 LT016 LT026 LT029 LT040 LT042 LT043 LT044 LT045 LT048 LT065 LT066 LT067 LT068 LT073 "
         "LT074 LT098 LT101 LT107 LT108 LT114 LT122 LT129 LT142").split()


def seeded(build, want):
    """Build the position with seeds 0.. until ``want(state)`` holds for the state it builds (dice are the game's)."""
    for seed in range(200):
        state = build(seed)
        if want(state):
            return state
    raise AssertionError("no seed gives the wanted roll")


def test_group_is_not_plain_data():
    for number in GROUP:
        assert not plain_by_data(card_by_number(number))
    assert [n for n in GROUP if n not in IMPLEMENTED] == []   # Battalion Support: abilities/dice_and_infantry.py


# -- LT107 Heavy Industry -----------------------------------------------------------------------------------------------
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


# -- LT002 Aerospace Fighter Mission ------------------------------------------------------------------------------------
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


# -- LT003 Alex Mallory -------------------------------------------------------------------------------------------------
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


# -- LT006 Arms Reduction -----------------------------------------------------------------------------------------------
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


# -- LT026 Candace Liao / LT122 ISF Counterespionage --------------------------------------------------------------------
def test_candace_liao_scraps_revealed_subterfuge_with_no_effect():
    s = game({"stock": [FILL] * 3, "build": [{"card": "SAFE Report", "cc": 0}], "patrol": [IDLE]},
             {"stock": [FILL] * 3, "post": ["Candace Liao"]}, phase="deploy")
    do(s, ("reveal", cid(s, "SAFE Report", "build0")))
    assert names(s, "scrap0") == ["SAFE Report"]
    assert names(s, "hand0") == []                   # SAFE Report's draw did not happen
    assert "SAFE Report is scrapped with no effect (Candace Liao)" in public(s)


def test_candace_liao_also_stops_her_own_side():
    s = game({"stock": [FILL] * 3, "build": [{"card": "SAFE Report", "cc": 0}], "post": ["Candace Liao"],
              "patrol": [IDLE]}, {"stock": [FILL] * 3}, phase="deploy")
    do(s, ("reveal", cid(s, "SAFE Report", "build0")))
    assert names(s, "hand0") == [] and names(s, "scrap0") == ["SAFE Report"]


def test_isf_counterespionage_answers_a_subterfuge_card():
    s = game({"stock": [FILL] * 3, "build": [{"card": "SAFE Report", "cc": 0}], "patrol": [IDLE]},
             {"stock": [FILL] * 3, "build": [{"card": "ISF Counterespionage", "cc": 0}]}, phase="deploy")
    isf = cid(s, "ISF Counterespionage", "build1")
    do(s, ("reveal", cid(s, "SAFE Report", "build0")))
    assert s.decision.player == 1 and s.decision.options == (("reveal ISF", isf), ("let it be",))
    do(s, ("reveal ISF", isf))
    assert names(s, "scrap0") == ["SAFE Report"] and names(s, "scrap1") == ["ISF Counterespionage"]
    assert names(s, "hand0") == [] and s.decision.player == 0


def test_isf_counterespionage_declined_lets_the_card_work():
    s = game({"stock": [FILL] * 3, "build": [{"card": "SAFE Report", "cc": 0}], "patrol": [IDLE]},
             {"stock": [FILL] * 3, "build": [{"card": "ISF Counterespionage", "cc": 0}]}, phase="deploy")
    do(s, ("reveal", cid(s, "SAFE Report", "build0")), ("let it be",))
    assert names(s, "hand0") == [FILL]                 # SAFE Report drew its card
    assert names(s, "scrap0") == ["SAFE Report"] and names(s, "build1") == ["ISF Counterespionage"]


def test_isf_counterespionage_is_never_revealed_on_its_own():
    s = game({"stock": [FILL] * 3, "build": [{"card": "ISF Counterespionage", "cc": 0}], "patrol": [IDLE]},
             {"stock": [FILL] * 3}, phase="deploy")
    assert ("reveal", cid(s, "ISF Counterespionage", "build0")) not in s.decision.options


def test_isf_ignores_cards_that_are_not_subterfuge():
    s = game({"stock": [FILL] * 3, "build": [{"card": "Communications Blackout", "cc": 0}], "patrol": [IDLE]},
             {"stock": [FILL] * 3, "build": [{"card": "ISF Counterespionage", "cc": 0}]}, phase="deploy")
    do(s, ("reveal", cid(s, "Communications Blackout", "build0")))
    assert s.decision.player == 0 and s.counters.get("no_mission_cards")


# -- LT029 Caught in Hangar ---------------------------------------------------------------------------------------------
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


# -- LT040 Communications Blackout ----------------------------------------------------------------------------------
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


# -- LT048 Culling ------------------------------------------------------------------------------------------------------
def test_culling_restocks_one_scrapheap_card_per_three_above_cost():
    s = game({"stock": [FILL], "post": ["Support - Politics"], "build": [{"card": "Culling", "cc": 11}],
              "scrap": ["Cicada (CDA-2A)", "Charger (CGR-1A1)", "Dragon (DRG-1N)"], "patrol": [IDLE]},
             {"stock": [FILL] * 3}, phase="deploy")
    do(s, ("reveal", cid(s, "Culling", "build0")))           # 11 = cost 3 + 8: two restocks
    assert names(s, "removed0") == ["Culling"]
    assert names(s, "scrap0") == ["Cicada (CDA-2A)"]
    assert names(s, "stock0") == ["Charger (CGR-1A1)", "Dragon (DRG-1N)", FILL]


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


# -- LT129 Justin Xiang Allard ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("choice, stock", [("restock top card", ["Dragon (DRG-1N)", "Cicada (CDA-2A)"]),
                                           ("leave it", ["Cicada (CDA-2A)", "Dragon (DRG-1N)"])])
def test_justin_xiang_allard(choice, stock):
    s = game({"stock": [FILL], "post": ["Justin Xiang Allard"], "patrol": [IDLE]},
             {"stock": ["Cicada (CDA-2A)", "Dragon (DRG-1N)"]})
    do(s, ("use", cid(s, "Justin Xiang Allard", "post0"), "look"))
    assert (0, "P1 sees the top card of P2's Stockpile: Dragon (DRG-1N)") in s.log
    do(s, (choice,))
    assert names(s, "stock1") == stock


# -- LT043 / LT044 Contracts --------------------------------------------------------------------------------------------
def _blocked_charger(contract, blocker):
    """P1's Charger (1 attack, 1/7) attacks P2's Stockpile and is blocked by ``blocker`` guarding it."""
    s = game({"stock": [FILL] * 3, "post": [contract], "patrol": ["Charger (CGR-1A1)", IDLE]},
             {"stock": [FILL] * 3, "patrol": [{"card": blocker, "guard": "stock"}]})
    charger = cid(s, "Charger (CGR-1A1)", "patrol0")
    do(s, ("mission",), ("add", charger), ("target", "stock"), ("block", cid(s, blocker, "patrol1")),
       ("keep target out",))
    return s, charger


def test_contract_with_gray_death_legion_boosts_one_of_your_mechs():
    s, charger = _blocked_charger("Contract with Gray Death Legion", "Dragon (DRG-1N)")
    dragon = cid(s, "Dragon (DRG-1N)", "patrol1")
    do(s, ("done",))                                 # P2 (defender, tie) first: 2 damage to the Charger
    gdl = cid(s, "Contract with Gray Death Legion", "post0")
    do(s, ("use", gdl, "hire"))                      # the only engaged 'Mech is chosen at once
    assert attack_of(s, charger) == 4 and armor(s, charger) == 3
    do(s, ("done",))
    assert f"dmg:{charger}" not in s.counters        # 2 damage against armor 1 + 2
    assert s.counters[f"dmg:{dragon}"] == 3          # 4 damage against armor 1
    assert "Contract with Gray Death Legion" in names(s, "post0")
    assert armor(s, charger) == 1                    # the bonus lasted the mission


def test_contract_with_wolfs_dragoons_is_scrapped_when_its_mech_receives_five():
    s, charger = _blocked_charger("Contract with Wolf's Dragoons", "Black Hawk Prime (Nova)")
    do(s, ("done",))                                 # 7 damage to the Charger
    wd = cid(s, "Contract with Wolf's Dragoons", "post0")
    do(s, ("use", wd, "hire"))
    assert attack_of(s, charger) == 5 and armor(s, charger) == 5
    do(s, ("done",))
    assert s.counters[f"dmg:{charger}"] == 2
    assert "Contract with Wolf's Dragoons" in names(s, "scrap0")


def test_contract_upkeep_pay_one_plus_two():
    s = game({"stock": [FILL] * 3, "post": ["Contract with Gray Death Legion", FILL, FILL, FILL],
              "patrol": [IDLE]}, {"stock": [FILL] * 3}, phase="draw")
    gdl = cid(s, "Contract with Gray Death Legion", "post0")
    assert s.decision.options == (("pay for", gdl), ("give away", gdl))
    do(s, ("pay for", gdl))
    for c in s.zones["post0"][1:]:
        do(s, ("tap", c))
    assert gdl in s.zones["post0"] and f"tap:{gdl}" not in s.counters
    assert "P1 pays for Contract with Gray Death Legion" in public(s)


def test_contract_upkeep_give_away_changes_control_not_owner():
    s = game({"stock": [FILL] * 3, "post": ["Contract with Gray Death Legion", "Support - Politics"],
              "patrol": [IDLE]}, {"stock": [FILL] * 3}, phase="draw")
    gdl = cid(s, "Contract with Gray Death Legion", "post0")
    assert s.decision.options == (("pay for", gdl), ("give away", gdl))    # 1 with Politics
    do(s, ("give away", gdl))
    assert gdl in s.zones["post1"] and f"tap:{gdl}" in s.counters
    from mechdeck.games.battletech_tcg.board import owner
    assert owner(s, gdl) == 0


def test_contract_upkeep_must_give_away_when_it_cannot_pay():
    s = game({"stock": [FILL] * 3, "post": ["Contract with Wolf's Dragoons", FILL], "patrol": [IDLE]},
             {"stock": [FILL] * 3}, phase="draw")
    assert names(s, "post1") == ["Contract with Wolf's Dragoons"]   # 3 needed, 1 resource: the only choice
    assert "P2 gains control of Contract with Wolf's Dragoons" in public(s)


# -- LT045 Coventry Metal Works -----------------------------------------------------------------------------------------
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


# -- LT066 Effective Groundwork -----------------------------------------------------------------------------------------
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


# -- LT067 Elemental Point ----------------------------------------------------------------------------------------------
def test_elemental_point_attacks_with_a_mech():
    s = game({"stock": [FILL] * 3, "post": ["Elemental Point"], "patrol": ["Charger (CGR-1A1)", IDLE]},
             {"stock": [FILL] * 8, "patrol": ["Cicada (CDA-2A)"]})
    ep = cid(s, "Elemental Point", "post0")
    charger = cid(s, "Charger (CGR-1A1)", "patrol0")
    do(s, ("mission",))
    assert ("add", ep) not in s.decision.options        # only together with a 'Mech
    do(s, ("add", charger))
    assert ("add", ep) in s.decision.options
    do(s, ("add", ep), ("target", "stock"))
    assert f"tap:{ep}" in s.counters
    do(s, ("no block",), ("done",))
    assert len(s.zones["stock1"]) == 5                   # 1 + 2


def test_elemental_point_blocks_with_a_mech_at_its_speed():
    s = game({"stock": [FILL] * 3, "patrol": ["Charger (CGR-1A1)", IDLE]},
             {"stock": [FILL] * 8, "post": ["Elemental Point"], "patrol": ["Dragon (DRG-1N)"]})
    ep = cid(s, "Elemental Point", "post1")
    dragon = cid(s, "Dragon (DRG-1N)", "patrol1")
    charger = cid(s, "Charger (CGR-1A1)", "patrol0")
    do(s, ("mission",), ("add", charger), ("target", "stock"))
    assert s.decision.player == 1 and ("block", ep) not in s.decision.options
    do(s, ("block", dragon), ("block", ep), ("keep target out",))
    assert s.counters["m.blk"] == (dragon, ep) and f"tap:{ep}" in s.counters
    do(s, ("assign", ep, charger), ("assign", ep, charger), ("done",), ("assign", charger, ep), ("done",))
    assert s.counters[f"dmg:{charger}"] == 3              # Dragon 2 + Elemental Point 2 against armor 1
    assert ep in s.zones["post1"]                          # 1 damage, armor 1


# -- LT068 Elias Crichell -----------------------------------------------------------------------------------------------
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


# -- LT073 Evantha Fetladral / LT101 Hanse Davion (+1 initiative during a mission) --------------------------------------
@pytest.mark.parametrize("card", ["Evantha Fetladral", "Hanse Davion - The Fox"])
def test_plus_one_initiative_during_a_mission(card):
    s, charger = _blocked_charger(card, "Dragon (DRG-1N)")
    c = cid(s, card, "post0")
    do(s, ("done",))                         # P2 first
    assert initiative(s, 0) == (1 if card.startswith("Hanse") else 0)     # Hanse provides Tactics
    key = "boost" if card.startswith("Evantha") else "init"
    do(s, ("use", c, key))
    if key == "boost":
        assert s.decision.options == (("boost", charger), ("boost", cid(s, "Dragon (DRG-1N)", "patrol1")))
        do(s, ("boost", charger))
        assert attack_of(s, charger) == 2 and initiative(s, 0) == 1
    else:
        assert initiative(s, 0) == 2


# -- LT074 Expert 'Mech Technicians -------------------------------------------------------------------------------------
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


# -- LT098 Grayson Death Carlyle ----------------------------------------------------------------------------------------
def test_grayson_death_carlyle_lets_slower_mechs_block():
    def attack(use):
        s = game({"stock": [FILL] * 3, "patrol": ["Fenris Prime (Ice Ferret)", IDLE]},
                 {"stock": [FILL] * 8, "post": ["Grayson Death Carlyle"], "patrol": ["Charger (CGR-1A1)"]})
        do(s, ("mission",), ("add", cid(s, "Fenris Prime (Ice Ferret)", "patrol0")), ("target", "stock"))
        gdc = cid(s, "Grayson Death Carlyle", "post1")
        assert s.decision.player == 1 and ("use", gdc, "block") in s.decision.options   # P2 before blockers
        do(s, ("use", gdc, "block") if use else ("done",))
        return s
    s = attack(use=False)
    assert s.decision.player == 0 and "P2 does not block" in public(s)       # nothing could block
    s = attack(use=True)
    assert s.decision.options == (("block", cid(s, "Charger (CGR-1A1)", "patrol1")), ("no block",))


# -- LT101 Hanse Davion - The Fox ---------------------------------------------------------------------------------------
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


# -- LT108 Helicopter Support / LT114 Hovertank Detachment ---------------------------------------------------------
@pytest.mark.parametrize("card, scrap, untap", [("Helicopter Support", (1, 2, 3), (4, 5, 6)),
                                                ("Hovertank Detachment", (1, 2), (5, 6))])
@pytest.mark.parametrize("roll_", [1, 2, 3, 4, 5, 6])
def test_support_vehicles_deal_one_damage_and_roll(card, scrap, untap, roll_):
    def build(seed):
        s, charger = _blocked_charger(card, "Dragon (DRG-1N)")
        s.seed = seed
        from mechdeck.kernel import mix_seed
        s.rng = mix_seed(seed)
        do(s, ("done",))
        c = cid(s, card, "post0")
        dragon = cid(s, "Dragon (DRG-1N)", "patrol1")
        assert s.decision.options[-1] == ("done",) and ("use", c, "hit") in s.decision.options
        do(s, ("use", c, "hit"))
        assert s.decision.options == (("hit", dragon), ("hit", "stock"))
        do(s, ("hit", dragon))
        return s
    s = seeded(build, lambda s: any(t.endswith(f"rolls {roll_}") for t in public(s)))
    line = f"{card} deals 1 damage to Dragon (DRG-1N) and rolls {roll_}"
    assert line in public(s)
    c = next(x for x in range(len(s.card_types)) if R.card_name(s.card_types[x]) == card)
    assert (c in s.zones["scrap0"]) == (roll_ in scrap)
    assert (c in s.zones["post0"] and f"tap:{c}" not in s.counters) == (roll_ in untap)
    do(s, ("done",))
    dragon = cid(s, "Dragon (DRG-1N)", "patrol1")
    assert s.counters[f"dmg:{dragon}"] == 1          # 1 (Charger) + 1 against armor 1


def test_support_vehicles_cannot_be_attacked():
    s = game({"stock": [FILL] * 3, "patrol": ["Charger (CGR-1A1)"]},
             {"stock": [FILL] * 3, "post": ["Helicopter Support", "Hovertank Detachment", FILL]})
    targets = legal_targets(s, 0, (cid(s, "Charger (CGR-1A1)", "patrol0"),))
    assert targets == ["stock", "scrap", cid(s, FILL, "post1")]

"""Command and Command - Resource cards below LT150 (abilities/commands_a.py): one or more tests per card."""
import pytest

import mechdeck.games  # noqa: F401  (registers the rule sets)
from mechdeck.games.battletech_tcg.abilities.registry import IMPLEMENTED, plain_by_data
from mechdeck.games.battletech_tcg.board import armor
from mechdeck.games.battletech_tcg.cards import card_by_number
from mechdeck.games.battletech_tcg.missions import attack_of, initiative, legal_targets
from mechdeck.games.battletech_tcg.position import build_position
from mechdeck.kernel import get_rules
from mechdeck.kernel.engine import IllegalAction

R = get_rules("battletech-tcg")
FILL = "Support - Assembly"
IDLE = "Banshee (BNC-3E)"   # an untapped 'Mech keeps the Missions phase open (it could go on a mission)
GROUP = ("LT002 LT003 LT006 LT016 LT026 LT029 LT040 LT042 LT043 LT044 LT045 LT048 LT065 LT066 LT067 LT068 LT073 "
         "LT074 LT098 LT101 LT107 LT108 LT114 LT122 LT129 LT142").split()


def game(p0, p1, **spec):
    spec.setdefault("phase", "missions")
    state = build_position(dict(spec, players=[p0, p1]))
    R.advance(state)
    return state


def do(state, *actions):
    for a in actions:
        R.apply(state, a if isinstance(a, tuple) else R.parse_action(state, a))


def cid(state, name, zone):
    """The id of the (first) card called ``name`` in ``zone``."""
    return next(c for c in state.zones[zone] if R.card_name(state.card_types[c]) == name)


def names(state, zone):
    return [R.card_name(state.card_types[c]) for c in state.zones[zone]]


def public(state):
    return [t for v, t in state.log if v == -1]


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
    # nothing left to do: the only deployment went to Heavy Industry, so the turn passed with both Cicadas in hand
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
    s = seeded(_missile_mission, lambda s: s.decision.prompt.endswith("rolled 5: reroll it with Coventry Metal Works?"))
    cmw = cid(s, "Coventry Metal Works", "post0")
    assert s.decision.player == 0 and s.decision.options == (("reroll", cmw), ("keep roll",))
    do(s, ("reroll", cmw))
    line = next(t for t in public(s) if t.startswith("P1 taps Coventry Metal Works to reroll a missile die (5): "))
    value = int(line[-1])
    damage = {1: 1, 2: 2, 3: 3}.get(value, 0)           # Coventry itself provides Munitions
    assert f"missile volley of Fenris C (Ice Ferret) rolls {value}: {damage} damage to Stockpile" in public(s)
    assert len(s.zones["stock1"]) == 8 - 1 - damage     # the Fenris's 1 attack, then the missile
    assert f"tap:{cmw}" in s.counters


def test_coventry_metal_works_keep_roll():
    s = seeded(_missile_mission, lambda s: s.decision.prompt.endswith("rolled 2: reroll it with Coventry Metal Works?"))
    do(s, ("keep roll",))
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

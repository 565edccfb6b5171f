"""The Mission cards of Counterstrike, Mercenaries and MechWarrior that add attack, armor, initiative, damage or
prevention (abilities/missions_cards.py), rolled for or fixed: each branch of a die roll, each play restriction, and
the choices the text gives; test_cards_later_missions.py has those that change who is in the battle."""
from mechdeck.games.battletech_tcg.board import mark
from mechdeck.games.battletech_tcg.missions import initiative

from missions_support import (BANSHEE, CHARGER, CICADA, COMMANDO, FENRIS, GRASSHOPPER, KOSHI, MADCAT, MOW, attack, game,
                              ids, playable, played_by, stock1)
from tcg_support import cid, dice, dmg, do, finish_effects, names, options


# -- CS015 Blow the Pass! --------------------------------------------------------------------------------------------
def test_blow_the_pass_hits_every_mech_with_the_lowest_roll():
    s = game(patrol0=[MADCAT, GRASSHOPPER], hand1=["CS015"], patrol1=[BANSHEE])
    madcat, gh = ids(s, "patrol0", MADCAT, GRASSHOPPER)
    banshee = cid(s, BANSHEE, "patrol1")
    attack(s, [madcat, gh], blockers=[banshee])
    dice(s, 2, 5, 2)                              # Mad Cat 2, Grasshopper 5, Banshee 2: a tie for the lowest
    played_by(s, 1, s.zones["hand1"][0])
    do(s, ("assign all", banshee, madcat), "done", "done")
    assert dmg(s, madcat) == 2 + 5 - 2 and dmg(s, gh) == 0
    assert banshee in s.zones["scrap1"]           # 7 + 3 + 5 against armor 3 and structure 9


def test_blow_the_pass_needs_a_battle():
    s = game(patrol0=[FENRIS], hand1=["CS015"])
    attack(s, [cid(s, FENRIS, "patrol0")])
    assert s.decision.player == 0 and names(s, "hand1") == ["Blow the Pass!"]


# -- CS024 Cover of Night ---------------------------------------------------------------------------------------------
def test_cover_of_night_silences_blockers_on_five_or_six():
    s = game(hand0=["CS024"], patrol0=[MADCAT], patrol1=[MOW, COMMANDO])
    madcat = cid(s, MADCAT, "patrol0")
    mow, commando = ids(s, "patrol1", MOW, COMMANDO)
    attack(s, [madcat], blockers=[mow, commando])
    do(s, "done")                                 # the blockers' 4 + 2 go to the Mad Cat
    dice(s, 5, 4)
    played_by(s, 0, s.zones["hand0"][0])
    do(s, ("assign all", madcat, commando), "done")
    assert dmg(s, madcat) == 2 - 2                # only the Commando's 2 reach it, against armor 2


def test_cover_of_night_is_for_the_blocked_attacker_only():
    s = game(hand0=["CS024"], patrol0=[FENRIS], hand1=["CS024"], patrol1=[CICADA])
    attack(s, [cid(s, FENRIS, "patrol0")], blockers=[cid(s, CICADA, "patrol1")])
    assert not playable(s, s.zones["hand1"][0])
    s = game(hand0=["CS024"], patrol0=[FENRIS])
    attack(s, [cid(s, FENRIS, "patrol0")])
    assert not playable(s, s.zones["hand0"][0])


# -- CS031 Defensive Formation ----------------------------------------------------------------------------------------
def test_defensive_formation_prevents_one_to_each_of_your_engaged_mechs():
    s = game(patrol0=[MADCAT], hand1=["CS031"], patrol1=[COMMANDO, MOW])
    madcat = cid(s, MADCAT, "patrol0")
    commando, mow = ids(s, "patrol1", COMMANDO, MOW)
    attack(s, [madcat], blockers=[commando, mow])
    played_by(s, 1, s.zones["hand1"][0])
    do(s, "done", *[("assign", madcat, commando)] * 2, ("assign all", madcat, mow), "done")
    assert dmg(s, commando) == 2 - 1 - 1 and dmg(s, mow) == 5 - 1 - 3
    assert dmg(s, madcat) == 2 + 4 - 2            # the attacker's 'Mech is not P2's: nothing prevented


# -- CS056 Lance Formation / CS083 Star Formation ---------------------------------------------------------------------
def test_lance_formation_needs_exactly_four_and_gives_each_plus_one():
    lance = [FENRIS, KOSHI, CICADA, COMMANDO]
    s = game(hand0=["CS056", "CS083"], patrol0=lance, patrol1=[BANSHEE], stock=20)
    units = ids(s, "patrol0", *lance)
    attack(s, units)
    lance_card, star_card = s.zones["hand0"]
    assert playable(s, lance_card) and not playable(s, star_card)
    played_by(s, 0, lance_card)
    assert initiative(s, 0) == 2
    do(s, "done")
    assert stock1(s) == 20 - (3 + 4 + 2 + 2 + 4)


def test_star_formation_for_five_blockers():
    star = [FENRIS, KOSHI, CICADA, COMMANDO, MOW]
    s = game(patrol0=[MADCAT], hand1=["CS083", "CS056"], patrol1=star)
    madcat = cid(s, MADCAT, "patrol0")
    blockers = ids(s, "patrol1", *star)
    attack(s, [madcat], blockers=blockers)
    star_card, lance_card = s.zones["hand1"]
    assert playable(s, star_card) and not playable(s, lance_card)
    played_by(s, 1, star_card)
    assert initiative(s, 1) == 2
    do(s, ("assign all", madcat, blockers[4]), "done")
    assert madcat in s.zones["scrap0"]            # 4 + 5 + 3 + 3 + 5 = 20 attack


# -- CS061 Minefield --------------------------------------------------------------------------------------------------
def test_minefield_hurts_each_attacker_or_returns():
    s = game(patrol0=[MADCAT, FENRIS], hand1=["CS061"])
    madcat, fenris = ids(s, "patrol0", MADCAT, FENRIS)
    attack(s, [madcat, fenris])
    dice(s, 4)
    played_by(s, 1, s.zones["hand1"][0])
    do(s, "done")
    assert dmg(s, madcat) == 0 and dmg(s, fenris) == 1 and "Minefield" in names(s, "scrap1")
    s = game(patrol0=[FENRIS], hand1=["CS061"])
    attack(s, [cid(s, FENRIS, "patrol0")])
    dice(s, 3)
    played_by(s, 1, s.zones["hand1"][0])
    do(s, "done")
    assert names(s, "hand1") == ["Minefield"] and dmg(s, cid(s, FENRIS, "patrol0")) == 0


# -- CS075 Risky Combat Jump ------------------------------------------------------------------------------------------
def test_risky_combat_jump_both_rolls_and_needs_jump():
    s = game(hand0=["CS075"], patrol0=[GRASSHOPPER], patrol1=[MOW])
    gh, mow = cid(s, GRASSHOPPER, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [gh], blockers=[mow])
    do(s, "done")
    dice(s, 3)
    played_by(s, 0, s.zones["hand0"][0])
    do(s, "done")
    assert dmg(s, mow) == 3 + 3 - 3 and dmg(s, gh) == 4 - 2 - 2
    s = game(hand0=["CS075"], patrol0=[GRASSHOPPER], patrol1=[MOW])
    gh, mow = cid(s, GRASSHOPPER, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [gh], blockers=[mow])
    do(s, "done")
    dice(s, 2)
    played_by(s, 0, s.zones["hand0"][0])
    do(s, "done")
    assert dmg(s, mow) == 0 and dmg(s, gh) == 4 + 1 - 2 and names(s, "hand0") == ["Risky Combat Jump"]
    s = game(hand0=["CS075"], patrol0=[MADCAT], patrol1=[MOW])
    attack(s, [cid(s, MADCAT, "patrol0")], blockers=[cid(s, MOW, "patrol1")])
    do(s, "done")
    assert not playable(s, s.zones["hand0"][0])


# -- CS085 Superior Navigation ----------------------------------------------------------------------------------------
def test_superior_navigation_five_six_gives_four_and_untaps_after_the_mission():
    s = game(hand0=["CS085"], patrol0=[FENRIS, COMMANDO])
    fenris, commando = ids(s, "patrol0", FENRIS, COMMANDO)
    attack(s, [fenris, commando])
    dice(s, 5)
    played_by(s, 0, s.zones["hand0"][0])
    do(s, ("choose", fenris), "done")
    assert stock1(s) == 10 - (3 + 4 + 2)
    assert not mark(s, "tap", fenris) and mark(s, "tap", commando)


def test_superior_navigation_three_four_and_one_two():
    s = game(hand0=["CS085"], patrol0=[FENRIS])
    fenris = cid(s, FENRIS, "patrol0")
    attack(s, [fenris])
    dice(s, 4)
    played_by(s, 0, s.zones["hand0"][0])
    do(s, "done")
    assert stock1(s) == 10 - 7 and mark(s, "tap", fenris)
    s = game(hand0=["CS085"], patrol0=[FENRIS])
    attack(s, [cid(s, FENRIS, "patrol0")])
    dice(s, 1)
    played_by(s, 0, s.zones["hand0"][0])
    do(s, "done")
    assert stock1(s) == 10 - 3 and len(s.zones["hand0"]) == 1   # drew a card after the mission


def test_superior_navigation_only_when_unblocked():
    s = game(hand0=["CS085"], patrol0=[FENRIS], patrol1=[CICADA])
    attack(s, [cid(s, FENRIS, "patrol0")], blockers=[cid(s, CICADA, "patrol1")])
    do(s, "done")
    assert not playable(s, s.zones["hand0"][0])
    s = game(patrol0=[FENRIS], hand1=["CS085"])
    attack(s, [cid(s, FENRIS, "patrol0")])
    assert not playable(s, s.zones["hand1"][0])   # the defender is not the unblocked player


# -- CS096 Vicious Kick -----------------------------------------------------------------------------------------------
def test_vicious_kick_heavy_light_and_low_roll():
    s = game(hand0=["CS096"], patrol0=[GRASSHOPPER, FENRIS], patrol1=[BANSHEE])
    gh, fenris = ids(s, "patrol0", GRASSHOPPER, FENRIS)
    banshee = cid(s, BANSHEE, "patrol1")
    attack(s, [gh, fenris], blockers=[banshee])
    do(s, ("assign all", banshee, fenris))
    dice(s, 3)
    played_by(s, 0, s.zones["hand0"][0])
    do(s, ("choose", gh), "done")
    assert dmg(s, banshee) == 3 + 4 + 3 - 3       # 70 tons: +4
    s = game(hand0=["CS096"], patrol0=[KOSHI], patrol1=[FENRIS])
    koshi, fenris = cid(s, KOSHI, "patrol0"), cid(s, FENRIS, "patrol1")
    attack(s, [koshi], blockers=[fenris])
    do(s, "done")
    dice(s, 6)
    played_by(s, 0, s.zones["hand0"][0])
    do(s, "done")
    assert dmg(s, fenris) == 4 + 1 - 1            # 25 tons: +1
    s = game(hand0=["CS096"], patrol0=[GRASSHOPPER], patrol1=[BANSHEE])
    gh, banshee = cid(s, GRASSHOPPER, "patrol0"), cid(s, BANSHEE, "patrol1")
    attack(s, [gh], blockers=[banshee])
    do(s, "done")
    dice(s, 1)
    played_by(s, 0, s.zones["hand0"][0])
    do(s, "done")
    assert dmg(s, gh) == 2 + 1 - 2 and dmg(s, banshee) == 0 and names(s, "hand0") == ["Vicious Kick"]


# -- ME016 Com Guard Response Team ------------------------------------------------------------------------------------
def test_com_guard_response_team_gives_the_included_stockpile_four_attack():
    s = game(patrol0=[MADCAT], hand1=["ME016"], patrol1=[MOW])
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow], include=True)
    played_by(s, 1, s.zones["hand1"][0])
    do(s, "done")                                 # the Stockpile's 4 and the Man O' War's 4 go to the Mad Cat
    do(s, ("assign all", madcat, mow))
    assert "m.att" not in s.counters
    assert dmg(s, madcat) == 4 + 4 - 2 and dmg(s, mow) == 7 - 3


def test_com_guard_response_team_on_a_target_mech_and_raising_assigned_damage():
    s = game(patrol0=[FENRIS], hand1=["ME016"], patrol1=[COMMANDO], counters={"init1": 1})
    fenris, commando = cid(s, FENRIS, "patrol0"), cid(s, COMMANDO, "patrol1")
    attack(s, [fenris], target=commando)          # unblocked against a 'Mech: it battles the Fenris
    do(s, "done")                                 # P1 (initiative 1) first: the Fenris' 3 to the Commando
    played_by(s, 1, s.zones["hand1"][0])
    do(s, "done")
    assert dmg(s, fenris) == 2 + 4 - 1 and commando in s.zones["scrap1"]


# -- ME075 Relentless Assault -----------------------------------------------------------------------------------------
def test_relentless_assault_boosts_every_engaged_heavy_mech():
    s = game(patrol0=[MADCAT], hand1=["ME075"], patrol1=[MOW, COMMANDO], counters={"init1": 1})
    madcat = cid(s, MADCAT, "patrol0")
    mow, commando = ids(s, "patrol1", MOW, COMMANDO)
    attack(s, [madcat], blockers=[mow, commando])
    do(s, ("assign all", madcat, mow))            # P1 first
    played_by(s, 1, s.zones["hand1"][0])          # the Man O' War (80 tons) only; the Mad Cat is 75
    do(s, "done")
    assert dmg(s, mow) == 7 - 3 - 2 and dmg(s, madcat) == 4 + 2 + 2 - 2


def test_relentless_assault_extra_damage_is_assigned_by_the_mechs_own_player():
    s = game(patrol0=[MOW, MADCAT], hand1=["ME075"], patrol1=[CHARGER, COMMANDO], counters={"init1": 1})
    mow, madcat = ids(s, "patrol0", MOW, MADCAT)
    charger, commando = ids(s, "patrol1", CHARGER, COMMANDO)
    attack(s, [mow, madcat], blockers=[charger, commando])
    do(s, ("assign all", mow, charger), ("assign all", madcat, commando))   # P1 first, and finished
    played_by(s, 1, s.zones["hand1"][0])          # P1's Man O' War and P2's Charger: 80 tons each
    assert s.decision.player == 0 and s.decision.prompt == "assign the new damage"
    do(s, ("assign all", mow, charger))           # P1 assigns its 'Mech's extra 2 (the card says so)
    do(s, ("assign all", charger, madcat), ("assign all", commando, madcat))
    assert "m.att" not in s.counters
    assert dmg(s, charger) == 4 + 2 - 1 - 2 and commando in s.zones["scrap1"]
    assert dmg(s, madcat) == 1 + 2 + 2 - 2 and dmg(s, mow) == 0


# -- ME087 Tactical Advantage -----------------------------------------------------------------------------------------
def test_tactical_advantage_gives_three_initiative_and_draws_now():
    s = game(hand0=["ME087", "CS031"], patrol0=[FENRIS])
    attack(s, [cid(s, FENRIS, "patrol0")])
    ta, df = s.zones["hand0"]
    played_by(s, 0, ta)
    assert initiative(s, 0) == 4 and len(s.zones["hand0"]) == 2 and len(s.zones["stock0"]) == 9
    assert playable(s, df)


# -- ME095 Unopposed --------------------------------------------------------------------------------------------------
def test_unopposed_doubles_the_printed_attack_of_a_lone_unblocked_attacker():
    s = game(hand0=["ME095", "CS085"], patrol0=[FENRIS], counters={"init0": 1})
    fenris = cid(s, FENRIS, "patrol0")
    attack(s, [fenris])
    unopposed, nav = s.zones["hand0"]
    dice(s, 3)
    played_by(s, 0, nav)                          # +4 first: X stays the printed 3
    played_by(s, 0, unopposed)
    do(s, "done")
    assert stock1(s) == 10 - (3 + 4 + 3)


def test_unopposed_may_be_played_by_the_defender_too():
    s = game(patrol0=[FENRIS], hand1=["ME095"], counters={"init1": 1})
    attack(s, [cid(s, FENRIS, "patrol0")])
    do(s, "done")                                 # P1 first: the Fenris' 3 to the Stockpile
    played_by(s, 1, s.zones["hand1"][0])          # no "your" on the card: its holder may play it
    finish_effects(s)
    assert stock1(s) == 10 - 6


def test_unopposed_not_with_two_attackers_or_when_blocked():
    s = game(hand0=["ME095"], patrol0=[FENRIS, KOSHI])
    attack(s, ids(s, "patrol0", FENRIS, KOSHI))
    assert not playable(s, s.zones["hand0"][0])
    s = game(hand0=["ME095"], patrol0=[FENRIS], patrol1=[CICADA])
    attack(s, [cid(s, FENRIS, "patrol0")], blockers=[cid(s, CICADA, "patrol1")])
    assert not playable(s, s.zones["hand0"][0])


# -- MW001 Accidental Collision ---------------------------------------------------------------------------------------
def test_accidental_collision_each_side_of_the_roll():
    for roll, mine, theirs in ((2, 7, 0), (3, 0, 8)):
        s = game(hand0=["MW001"], patrol0=[MADCAT, FENRIS], patrol1=[BANSHEE, MOW])
        madcat, fenris = ids(s, "patrol0", MADCAT, FENRIS)
        banshee, mow = ids(s, "patrol1", BANSHEE, MOW)
        attack(s, [madcat], blockers=[mow])
        do(s, "done")
        dice(s, roll)
        played_by(s, 0, s.zones["hand0"][0])      # only the Mad Cat and the Man O' War are engaged: no choice
        hits = [(u, n) for u, n, src in s.counters.get("m.dmg", ())]
        assert hits == ([(madcat, mine)] if mine else [(mow, theirs)])   # 75 tons: 7; 80 tons: 8


# -- MW006 Brutal Punch -----------------------------------------------------------------------------------------------
def test_brutal_punch_adds_the_printed_armor_only():
    s = game(hand0=["MW006"], patrol0=[MOW], patrol1=[MOW], hand1=["ME075"], counters={"init0": 1})
    mine, theirs = cid(s, MOW, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [mine], blockers=[theirs])
    played_by(s, 1, s.zones["hand1"][0])          # Relentless Assault: both 80 tons, +2 attack +2 armor
    do(s, "done")
    played_by(s, 0, s.zones["hand0"][0])          # +3, the printed armor, not the 5 it has now (Guide)
    do(s, "done")
    assert dmg(s, theirs) == 4 + 2 + 3 - 5 and dmg(s, mine) == 4 + 2 - 5


def test_brutal_punch_only_during_battle():
    s = game(hand0=["MW006"], patrol0=[MOW])
    attack(s, [cid(s, MOW, "patrol0")])
    assert not playable(s, s.zones["hand0"][0])


# -- MW010 Charge! ----------------------------------------------------------------------------------------------------
def _charge(roll):
    s = game(hand0=["MW010"], patrol0=[MOW], patrol1=[CHARGER])
    mow, charger = cid(s, MOW, "patrol0"), cid(s, CHARGER, "patrol1")
    attack(s, [mow], blockers=[charger])
    do(s, "done")
    dice(s, roll)
    played_by(s, 0, s.zones["hand0"][0])          # the only pair (moderate against moderate): no choice
    return s, mow, charger, [(u, n) for u, n, src in s.counters.get("m.dmg", ())]


def test_charge_each_range_of_the_roll():
    s, mow, charger, hits = _charge(2)
    assert hits == [(mow, 1)] and s.counters["m.return"] == (s.zones["mission"][0],)
    s, mow, charger, hits = _charge(4)
    assert hits == [(mow, 1), (charger, 3)]       # the Man O' War's printed armor
    s, mow, charger, hits = _charge(5)
    assert hits == [(mow, 1), (charger, 8)]       # the Charger's own 80 tons
    finish_effects(s)
    assert charger in s.zones["scrap1"] and dmg(s, mow) == 0   # 1 and the Charger's 1 against armor 3


def test_charge_needs_an_opposing_mech_as_slow_or_slower():
    s = game(hand0=["MW010"], patrol0=[BANSHEE], patrol1=[MOW], hand1=["MW010"])
    banshee, mow = cid(s, BANSHEE, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [banshee], blockers=[mow])          # a slow 'Mech cannot charge a moderate one
    assert not playable(s, s.zones["hand0"][0]) and playable(s, s.zones["hand1"][0])


# -- MW022 Evasive Maneuvers ------------------------------------------------------------------------------------------
def test_evasive_maneuvers_prevents_one_per_point_of_initiative_lead():
    s = game(patrol0=[MADCAT], hand1=["MW022"], patrol1=[MOW, CHARGER], counters={"init1": 2})
    madcat = cid(s, MADCAT, "patrol0")
    mow, charger = ids(s, "patrol1", MOW, CHARGER)
    attack(s, [madcat], blockers=[mow, charger])
    do(s, *[("assign", madcat, mow)] * 5, ("assign all", madcat, charger))   # P1 first (1 against 3)
    played_by(s, 1, s.zones["hand1"][0])          # a lead of 2: two points of prevention to spread
    assert set(options(s)) == {("prevent", mow), ("prevent", charger)}
    do(s, ("prevent", mow), ("prevent", charger))
    finish_effects(s)
    assert dmg(s, mow) == 5 - 1 - 3 and dmg(s, charger) == 2 - 1 - 1


def test_evasive_maneuvers_without_a_lead_prevents_nothing():
    s = game(patrol0=[MADCAT], hand1=["MW022"], patrol1=[MOW])
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    played_by(s, 1, s.zones["hand1"][0])          # 1 against 1
    assert "m.prev" not in s.counters
    finish_effects(s)
    assert dmg(s, mow) == 7 - 3


# -- MW023 Expert Timing ----------------------------------------------------------------------------------------------
def test_expert_timing_bonus_is_fixed_when_played():
    s = game(hand0=["MW023", "ME087"], patrol0=[FENRIS], counters={"init0": 2}, stock=20)
    fenris = cid(s, FENRIS, "patrol0")
    attack(s, [fenris])
    timing, advantage = s.zones["hand0"]
    played_by(s, 0, timing)                       # 3 against 1: +2
    played_by(s, 0, advantage)                    # +3 initiative later changes nothing (Guide)
    finish_effects(s)
    assert stock1(s) == 20 - (3 + 2)


# -- MW030 Fortunes of War --------------------------------------------------------------------------------------------
def test_fortunes_of_war_rolls_for_each_of_your_engaged_mechs():
    s = game(hand0=["MW030"], patrol0=[FENRIS, KOSHI, CICADA], stock=20)
    units = ids(s, "patrol0", FENRIS, KOSHI, CICADA)
    attack(s, units)
    dice(s, 3, 4, 6)
    played_by(s, 0, s.zones["hand0"][0])
    assert initiative(s, 0) == 1 + 2
    finish_effects(s)
    assert stock1(s) == 20 - (3 + 1 + 4 + 2)

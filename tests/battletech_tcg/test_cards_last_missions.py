"""The Mission cards of Arsenal, Commander's Edition and Crusade (abilities/missions_cards.py): each branch of a die
roll, each play restriction ("only if you lost initiative", T1117, among them), the Unit words of the later printings
("'Mech" is 'Mechs only, "Vehicle" Vehicles and Battle Armor, "'Mech and Vehicle" every Unit: T1100), and that they
reach engaged Units only (T1133)."""
import pytest

from mechdeck.games.battletech_tcg.board import mark
from mechdeck.games.battletech_tcg.missions import initiative

from missions_support import (BANSHEE, COMMANDO, GRASSHOPPER, MADCAT, MOW, SPARE, TAC, attack, game, ids,
                              playable, played_by, stock1)
from tcg_support import FILL, R, cid, dice, dmg, do, names, options, public
from tcg_support import game as tcg_game

MUN, LOG = "Support - Munitions", "Support - Logistics"
SLOTH = "Sloth Squad"                          # Battle Armor: slow, 2 attack, 0/2, no tonnage
MAGI = "Magi"                                  # Vehicle: slow, 2 attack, 2/7, 70 tons
OVERHEATER = "Banshee (BNC-5S)"                # slow, 5 attack, 3/9, Overheat 4: +3
LONG_RANGE = "Cauldron-Born Prime"             # moderate, 5 attack, 2/7, Long-Range 2
PILOT = "Kell Hound Pilot"                     # +1 initiative, +1 attack
BANDERSNATCH = "Bandersnatch (BNDR-01A)"       # slow, 4 attack, 2/7, Missile 1, Alpha Strike: +2
MISSILE_MECH = "Puma A (Adder)"                # moderate, 1 attack, 1/5, Missile 3
SITE = "Marik Arms Trade"                      # a Command card in play (a site)


def hand_card(s, seat=0):
    return s.zones[f"hand{seat}"][0]


# -- T1117 "lost initiative" -------------------------------------------------------------------------------------------
def test_close_formation_needs_lost_initiative():
    """The defender loses a tie (it plays first); a lower initiative loses; the attacker with the higher one has not
    lost it.  Close Formation gives each of its player's engaged Units +1 attack and +1 armor."""
    s = game(hand0=["CR024"], patrol0=[MADCAT], hand1=["CR024"], patrol1=[MOW])
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    assert playable(s, hand_card(s, 1)) and not playable(s, hand_card(s, 0))   # 1 against 1: the defender lost
    played_by(s, 1, hand_card(s, 1))
    do(s, ("assign all", mow, madcat), "done")
    do(s, "done")
    assert mark(s, "dmg", mow, 0) == 7 - (3 + 1)          # +1 armor
    assert dmg(s, madcat) == (4 + 1) - 2                  # +1 attack


def test_close_formation_not_for_the_player_with_the_higher_initiative():
    s = game(hand0=["CR024"], patrol0=[MADCAT], patrol1=[MOW], hand1=["CR024"], counters={"init1": 1})
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    assert initiative(s, 1) > initiative(s, 0)
    assert not playable(s, hand_card(s, 1))
    do(s, ("assign all", madcat, mow))
    assert playable(s, hand_card(s, 0))                   # the attacker, lower now, lost it


# -- AR014 Carpet Bombing ----------------------------------------------------------------------------------------------
def test_carpet_bombing_damages_engaged_units_only():
    """T1133, T1135: "Each 'Mech and Vehicle" is each engaged Unit (Battle Armor too); an idle Unit of either side and
    the spare 'Mech at home receive nothing."""
    s = game(hand0=["AR014"], patrol0=[MADCAT, SLOTH], post0=[TAC, MUN], patrol1=[COMMANDO, MOW])
    madcat, sloth = ids(s, "patrol0", MADCAT, SLOTH)
    commando, mow = ids(s, "patrol1", COMMANDO, MOW)
    attack(s, [madcat, sloth], blockers=[commando])
    do(s, ("assign all", commando, madcat))
    played_by(s, 0, hand_card(s))
    do(s, "done")
    assert sloth in s.zones["scrap0"] and commando in s.zones["scrap1"]   # 0/2 takes 2; the Commando 9 + 2
    assert dmg(s, madcat) == 2 + 2 - 2
    assert dmg(s, mow) == 0 and dmg(s, cid(s, SPARE, "patrol0")) == 0


def test_carpet_bombing_does_not_damage_the_target_unit():
    """Does not apply: the mission's target Unit, in the battle but neither attacking nor blocking, is not engaged
    (T101, T1133)."""
    s = game(hand0=["AR014"], patrol0=[MADCAT], post0=[TAC, MUN], patrol1=[BANSHEE])
    madcat, banshee = cid(s, MADCAT, "patrol0"), cid(s, BANSHEE, "patrol1")
    attack(s, [madcat], target=banshee)
    do(s, "done")                                         # P2 first: the Banshee's 2 to the Mad Cat
    played_by(s, 0, hand_card(s))
    do(s, "done")
    assert dmg(s, banshee) == 7 - 3 and dmg(s, madcat) == 2 + 2 - 2


def test_carpet_bombing_needs_munitions():
    s = game(hand0=["AR014"], patrol0=[MADCAT], patrol1=[COMMANDO])
    attack(s, [cid(s, MADCAT, "patrol0")], blockers=[cid(s, COMMANDO, "patrol1")])
    assert not playable(s, hand_card(s))


# -- AR015 Castle Defense ----------------------------------------------------------------------------------------------
def test_castle_defense_prevents_2_to_each_guarding_blocker():
    s = game(patrol0=[MADCAT], hand1=["AR015"], patrol1=[{"card": MOW, "guard": "stock"}, COMMANDO])
    madcat = cid(s, MADCAT, "patrol0")
    mow, commando = ids(s, "patrol1", MOW, COMMANDO)
    attack(s, [madcat], blockers=[mow, commando])
    played_by(s, 1, hand_card(s, 1))
    do(s, ("assign all", mow, madcat), ("assign all", commando, madcat))
    do(s, ("assign", madcat, commando), ("assign all", madcat, mow))
    assert dmg(s, mow) == 6 - 3 - 2                       # the guard: 2 prevented
    assert dmg(s, commando) == 0 and commando in s.zones["patrol1"]   # 1 against armor 1, not guarding


def test_castle_defense_not_for_the_attacker():
    s = game(hand0=["AR015"], patrol0=[MADCAT], patrol1=[{"card": MOW, "guard": "stock"}])
    attack(s, [cid(s, MADCAT, "patrol0")], blockers=[cid(s, MOW, "patrol1")])
    assert not playable(s, hand_card(s))


# -- AR036 Final Push --------------------------------------------------------------------------------------------------
def test_final_push_adds_to_long_range():
    """T1134: 2 more of each attacking Unit's damage may go to the target, on top of Long-Range 2."""
    s = game(hand0=["AR036"], patrol0=[LONG_RANGE], patrol1=[MOW])
    lr, mow = cid(s, LONG_RANGE, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [lr], blockers=[mow])
    do(s, "done")
    played_by(s, 0, hand_card(s))
    do(s, ("assign all", lr, "stock"))
    assert s.counters["m.asg"][-1] == (lr, "stock", 4)
    do(s, "done")
    assert stock1(s) == 10 - 4 and dmg(s, mow) == 0       # the last 1 against armor 3


def test_final_push_not_when_unblocked_nor_for_the_defender():
    s = game(hand0=["AR036"], patrol0=[MADCAT], hand1=["AR036"])
    attack(s, [cid(s, MADCAT, "patrol0")])
    assert not playable(s, hand_card(s))
    s = game(patrol0=[MADCAT], hand1=["AR036"], patrol1=[MOW])
    attack(s, [cid(s, MADCAT, "patrol0")], blockers=[cid(s, MOW, "patrol1")])
    assert not playable(s, hand_card(s, 1))


# -- AR040 Fire From Cover ---------------------------------------------------------------------------------------------
def test_fire_from_cover_gives_a_mech_1_attack_and_prevents_1():
    s = game(hand0=["AR040"], patrol0=[MADCAT], patrol1=[MOW])
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    do(s, ("assign all", mow, madcat))
    played_by(s, 0, hand_card(s))
    do(s, "done")
    assert dmg(s, mow) == 8 - 3 and dmg(s, madcat) == 4 - 2 - 1


def test_fire_from_cover_needs_a_mech_not_a_vehicle_or_battle_armor():
    s = game(hand0=["AR040"], patrol0=[MAGI, SLOTH], patrol1=[BANSHEE])
    attack(s, ids(s, "patrol0", MAGI, SLOTH), blockers=[cid(s, BANSHEE, "patrol1")])
    assert not playable(s, hand_card(s))


# -- AR076 Ramming Speed! ----------------------------------------------------------------------------------------------
def test_ramming_speed_adds_the_roll_then_scraps_the_vehicle_after_the_mission():
    s = game(hand0=["AR076"], patrol0=[MAGI])
    magi = cid(s, MAGI, "patrol0")
    attack(s, [magi])
    dice(s, 4)
    played_by(s, 0, hand_card(s))
    assert mark(s, "dmg", magi, 0) == 0 and magi in s.counters["m.att"]
    do(s, "done")
    assert stock1(s) == 10 - (2 + 4)
    assert magi in s.zones["scrap0"]


def test_ramming_speed_low_roll_does_nothing():
    """T1180: on 1-2 "No effect" is the whole card's: no attack and no scrapping."""
    s = game(hand0=["AR076"], patrol0=[SLOTH, MADCAT])
    sloth, madcat = ids(s, "patrol0", SLOTH, MADCAT)
    attack(s, [sloth, madcat])
    dice(s, 2)
    played_by(s, 0, hand_card(s))                          # Battle Armor is a Vehicle to a card's text (PG)
    do(s, "done")
    assert stock1(s) == 10 - (2 + 7) and sloth in s.zones["patrol0"]


def test_ramming_speed_needs_a_vehicle():
    s = game(hand0=["AR076"], patrol0=[MADCAT])
    attack(s, [cid(s, MADCAT, "patrol0")])
    assert not playable(s, hand_card(s))


# -- AR088 Steel Talons ------------------------------------------------------------------------------------------------
def test_steel_talons_removes_an_engaged_mech():
    """T1140: on 2-6 its player chooses any engaged 'Mech; the last blocker gone, the attack reaches the target."""
    s = game(hand0=["AR088"], patrol0=[MADCAT], patrol1=[MOW])
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    do(s, ("assign all", mow, madcat))
    dice(s, 3)
    played_by(s, 0, hand_card(s))
    assert s.decision.player == 0 and set(options(s)) == {("choose", madcat), ("choose", mow)}
    do(s, ("choose", mow))
    assert s.counters["m.blk"] == () and mark(s, "tap", mow)
    do(s, "done")
    assert stock1(s) == 10 - 7 and dmg(s, mow) == 0 and dmg(s, madcat) == 0


def test_steel_talons_on_a_1_the_opponent_chooses():
    s = game(hand0=["AR088"], patrol0=[MADCAT, COMMANDO], patrol1=[MOW])
    madcat, commando = ids(s, "patrol0", MADCAT, COMMANDO)
    mow = cid(s, MOW, "patrol1")
    attack(s, [madcat, commando], blockers=[mow])
    do(s, ("assign all", mow, commando))
    dice(s, 1)
    played_by(s, 0, hand_card(s))
    assert s.decision.player == 1
    do(s, ("choose", madcat))
    assert s.counters["m.att"] == (commando,)


def test_steel_talons_does_not_remove_battle_armor():
    s = game(hand0=["AR088"], patrol0=[MADCAT, SLOTH])
    madcat, sloth = ids(s, "patrol0", MADCAT, SLOTH)
    attack(s, [madcat, sloth])
    dice(s, 5)
    played_by(s, 0, hand_card(s))                          # the Mad Cat is the only 'Mech: chosen at once
    assert s.counters["m.att"] == (sloth,)


# -- AR089 Strength of the Bear ----------------------------------------------------------------------------------------
def test_strength_of_the_bear_doubles_the_armor_of_your_mechs_only():
    s = game(hand0=["AR089"], patrol0=[MADCAT], patrol1=[MOW])
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    do(s, ("assign all", mow, madcat))
    played_by(s, 0, hand_card(s))
    do(s, "done")
    assert dmg(s, madcat) == 4 - 4 and dmg(s, mow) == 7 - 3   # 2 armor doubled; the opposing 'Mech's stays


def test_strength_of_the_bear_does_not_double_a_vehicles_armor():
    """Does not apply: a Vehicle is no 'Mech to an Arsenal text (T1100)."""
    from mechdeck.games.battletech_tcg.board import armor
    s = game(hand0=["AR089"], patrol0=[MADCAT, MAGI], patrol1=[MOW])
    madcat, magi = ids(s, "patrol0", MADCAT, MAGI)
    mow = cid(s, MOW, "patrol1")
    attack(s, [madcat, magi], blockers=[mow])
    do(s, ("assign all", mow, madcat))
    played_by(s, 0, hand_card(s))
    assert armor(s, madcat) == 4 and armor(s, magi) == 2


# -- CE080 Death from Above --------------------------------------------------------------------------------------------
def test_death_from_above_ce_both_units_chosen_first_then_two_dice_at_60_tons():
    s = game(hand0=["CE080"], patrol0=[GRASSHOPPER], patrol1=[MOW, COMMANDO])
    hopper = cid(s, GRASSHOPPER, "patrol0")
    mow, commando = ids(s, "patrol1", MOW, COMMANDO)
    attack(s, [hopper], blockers=[mow, commando])
    do(s, ("assign all", mow, hopper), ("assign all", commando, hopper))
    played_by(s, 0, hand_card(s))                          # the Grasshopper is the only Jump Unit
    assert s.decision.player == 0 and set(options(s)) == {("choose", mow), ("choose", commando)}
    dice(s, 2, 3, 4)
    do(s, ("choose", commando))                           # chosen before the roll
    assert (commando, 7, -1) in s.counters["m.dmg"] and (hopper, 7, -1) in s.counters["m.dmg"]


def test_death_from_above_ce_on_a_1_returns_to_hand_and_needs_a_battle():
    s = game(hand0=["CE080"], patrol0=[GRASSHOPPER], patrol1=[MOW])
    hopper, mow = cid(s, GRASSHOPPER, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [hopper], blockers=[mow])
    do(s, ("assign all", mow, hopper))
    dice(s, 1)
    played_by(s, 0, hand_card(s))
    do(s, "done")
    assert names(s, "hand0") == ["Death from Above"] and dmg(s, mow) == 3 - 3
    s = game(hand0=["CE080"], patrol0=[GRASSHOPPER])
    attack(s, [cid(s, GRASSHOPPER, "patrol0")])          # unblocked against the Stockpile: no battle
    assert not playable(s, hand_card(s))


def test_death_from_above_ce_is_one_title_with_lt055_so_not_both_in_a_mission():
    """T1106: Death from Above / Death From Above are one title: a player who played one may not play the other in
    the same mission (one Mission card of a title a mission)."""
    s = game(hand0=["LT055", "CE080"], patrol0=[GRASSHOPPER], patrol1=[MOW], counters={"init0": 2})
    hopper, mow = cid(s, GRASSHOPPER, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [hopper], blockers=[mow])
    do(s, ("assign all", mow, hopper))
    older, ce = cid(s, "Death From Above", "hand0"), cid(s, "Death from Above", "hand0")
    assert playable(s, older) and playable(s, ce)
    dice(s, 3, 1)
    played_by(s, 0, older)
    assert not playable(s, ce)


# -- CR016 Blaze of Glory ----------------------------------------------------------------------------------------------
def test_blaze_of_glory_doubles_the_damage_of_the_target_unit():
    s = game(patrol0=[MADCAT], hand1=["CR016"], patrol1=[BANSHEE])
    madcat, banshee = cid(s, MADCAT, "patrol0"), cid(s, BANSHEE, "patrol1")
    attack(s, [madcat], target=banshee)
    played_by(s, 1, hand_card(s, 1))
    do(s, "done", "done")
    assert dmg(s, madcat) == 2 * 2 - 2 and dmg(s, banshee) == 7 - 3


def test_blaze_of_glory_not_when_the_target_is_no_unit():
    s = game(patrol0=[MADCAT], hand1=["CR016"], patrol1=[MOW])
    attack(s, [cid(s, MADCAT, "patrol0")], blockers=[cid(s, MOW, "patrol1")])
    assert not playable(s, hand_card(s, 1))


# -- CR017 Breaking the Envelope ---------------------------------------------------------------------------------------
def test_breaking_the_envelope_doubles_overheat_used_afterwards():
    s = game(hand0=["CR017"], patrol0=[OVERHEATER], patrol1=[MOW])
    banshee, mow = cid(s, OVERHEATER, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [banshee], blockers=[mow])
    do(s, ("assign all", mow, banshee))
    played_by(s, 0, hand_card(s))
    do(s, ("overheat", banshee, 0), "done")
    assert mow in s.zones["scrap1"]                       # 5 + 2 * 3 = 11 against 3/7
    assert banshee in s.zones["scrap0"]                   # 4 + 2 * 4 = 12 against 3/9 (4 + 4 would leave it)


def test_breaking_the_envelope_does_not_double_an_overheat_used_before():
    s = game(hand0=["CR017"], patrol0=[OVERHEATER], patrol1=[MOW])
    banshee, mow = cid(s, OVERHEATER, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [banshee], blockers=[mow])
    do(s, ("assign all", mow, banshee))
    do(s, ("overheat", banshee, 0))
    played_by(s, 0, hand_card(s))
    do(s, "done")
    assert dmg(s, mow) == 8 - 3 and dmg(s, banshee) == 4 + 4 - 3


# -- CR026 Conquer -----------------------------------------------------------------------------------------------------
def test_conquer_takes_the_target_instead_of_scrapping_it():
    """T1128: the target that would be scrapped is tapped, loses its damage counters, and changes sides with its
    Pilot."""
    s = game(hand0=["CR026"], patrol0=[MADCAT], patrol1=[{"card": BANSHEE, "pilot": PILOT, "damage": 5}])
    madcat, banshee = cid(s, MADCAT, "patrol0"), cid(s, BANSHEE, "patrol1")
    pilot = cid(s, PILOT, "attached1")
    attack(s, [madcat], target=banshee)
    assert initiative(s, 0) < initiative(s, 1)            # the Pilot's +1
    played_by(s, 0, hand_card(s))
    do(s, "done", "done")
    assert banshee in s.zones["patrol0"] and mark(s, "tap", banshee) and dmg(s, banshee) == 0
    assert pilot in s.zones["attached0"] and mark(s, "on", pilot) == banshee


def test_conquer_needs_lost_initiative_and_a_unit_or_command_card_target():
    s = game(hand0=["CR026"], patrol0=[MADCAT], patrol1=[BANSHEE])
    attack(s, [cid(s, MADCAT, "patrol0")], target=cid(s, BANSHEE, "patrol1"))
    do(s, "done")
    assert not playable(s, hand_card(s))                  # the attacker wins the tie
    s = game(hand0=["CR026"], patrol0=[MADCAT], counters={"init1": 1})
    attack(s, [cid(s, MADCAT, "patrol0")])
    assert not playable(s, hand_card(s))                  # the Stockpile


def test_conquer_a_target_taken_before_the_damage_is_no_target_any_more():
    """T1128: any scrapping of the target later in the mission is replaced, by a card as well as by the battle's
    damage (a scrapping effect is called directly here); taken before the damage, it leaves the battle and is no
    target any more, as a target scrapped then (missions._scrapped_in_battle)."""
    from mechdeck.games.battletech_tcg.turn import scrap_card
    s = game(hand0=["CR026"], patrol0=[MADCAT], patrol1=[BANSHEE], counters={"init1": 2})
    madcat, banshee = cid(s, MADCAT, "patrol0"), cid(s, BANSHEE, "patrol1")
    attack(s, [madcat], target=banshee)
    played_by(s, 0, hand_card(s))
    do(s, "done")                                         # the Mad Cat's 7 go to the Banshee
    scrap_card(s, banshee, "(an effect)")
    assert banshee in s.zones["patrol0"] and s.counters["m.tgt"] is None and s.counters["m.asg"] == ()
    do(s, "done")
    assert "m.att" not in s.counters and dmg(s, banshee) == 0 and mark(s, "tap", banshee)


# -- CR027 Coup de Grace -----------------------------------------------------------------------------------------------
def test_coup_de_grace_doubles_counters_after_armor():
    s = game(hand0=["CR027"], patrol0=[MADCAT], patrol1=[MOW])
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    do(s, ("assign all", mow, madcat))
    played_by(s, 0, hand_card(s))
    do(s, "done")
    assert mow in s.zones["scrap1"] and dmg(s, madcat) == 4 - 2   # (7 - 3) * 2 = 8 against structure 7


def test_coup_de_grace_nothing_to_double_when_armor_absorbs_it():
    s = game(hand0=["CR027"], patrol0=[COMMANDO], patrol1=[MOW])
    commando, mow = cid(s, COMMANDO, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [commando], blockers=[mow])
    do(s, ("assign all", mow, commando))
    played_by(s, 0, hand_card(s))
    do(s, "done")
    assert dmg(s, mow) == 0


# -- CR036 Falsified Maps ----------------------------------------------------------------------------------------------
def test_falsified_maps_puts_a_terrain_card_into_the_targets_region():
    """T1120, T771: the Terrain card comes into play activated in the region of the target (the Stockpile's region
    here), scrapping the Terrain card there; the Stockpile is shuffled."""
    stock = [FILL] * 4 + ["Heavy Woods", "Rolling Hills"] + [FILL] * 4
    s = tcg_game({"patrol": [MADCAT], "post": [TAC]},
                 {"hand": ["CR036"], "post": [TAC], "stock": stock,
                  "terrain": [{"card": "Rolling Hills", "region": "stock"}]}, spare=SPARE)
    woods = cid(s, "Heavy Woods", "stock1")
    hills = cid(s, "Rolling Hills", "attached1")
    attack(s, [cid(s, MADCAT, "patrol0")])
    played_by(s, 1, hand_card(s, 1))
    assert set(options(s)) == {("retrieve", "Heavy Woods"), ("retrieve", "Rolling Hills"), ("find none",)}
    do(s, ("retrieve", "Heavy Woods"))
    assert woods in s.zones["attached1"] and mark(s, "on", woods) == "region:stock1"
    assert hills in s.zones["scrap1"] and len(s.zones["stock1"]) == 9
    assert "P2 shuffles the Stockpile" in public(s)


def test_falsified_maps_not_for_the_attacker_and_finds_nothing_without_terrain():
    s = game(hand0=["CR036"], patrol0=[MADCAT], patrol1=[MOW])
    attack(s, [cid(s, MADCAT, "patrol0")], blockers=[cid(s, MOW, "patrol1")])
    do(s, "done")
    assert not playable(s, hand_card(s))
    s = game(patrol0=[MADCAT], hand1=["CR036"])
    attack(s, [cid(s, MADCAT, "patrol0")])
    played_by(s, 1, hand_card(s, 1))
    assert s.decision.player == 1 and options(s) == (("find none",),)   # asked all the same: nothing is told
    do(s, ("find none",))
    assert "P2 puts no Terrain card into play" in public(s) and not s.zones["attached1"]


# -- CR040 Fire From Partial Cover -------------------------------------------------------------------------------------
def test_fire_from_partial_cover_prevents_2_to_each_of_your_engaged_units():
    s = game(patrol0=[MADCAT, COMMANDO], hand1=["CR040"], patrol1=[MOW, BANSHEE])
    madcat, commando = ids(s, "patrol0", MADCAT, COMMANDO)
    mow, banshee = ids(s, "patrol1", MOW, BANSHEE)
    attack(s, [madcat, commando], blockers=[mow])
    played_by(s, 1, hand_card(s, 1))                      # the defender lost the tie
    do(s, ("assign all", mow, madcat))
    do(s, ("assign all", madcat, mow), "done")
    assert dmg(s, mow) == (7 + 2) - 3 - 2 and dmg(s, madcat) == 4 - 2 and dmg(s, banshee) == 0


def test_fire_from_partial_cover_not_after_winning_initiative():
    s = game(patrol0=[MADCAT], hand1=["CR040"], patrol1=[MOW], counters={"init1": 1})
    attack(s, [cid(s, MADCAT, "patrol0")], blockers=[cid(s, MOW, "patrol1")])
    assert not playable(s, hand_card(s, 1))


# -- CR042 Force of Will -----------------------------------------------------------------------------------------------
def test_force_of_will_gives_a_piloted_mech_4_attack_and_may_prevent_1():
    s = game(hand0=["CR042"], patrol0=[{"card": MADCAT, "pilot": PILOT}, COMMANDO], patrol1=[MOW])
    madcat, commando = ids(s, "patrol0", MADCAT, COMMANDO)
    mow = cid(s, MOW, "patrol1")
    attack(s, [madcat, commando], blockers=[mow])
    do(s, ("assign all", mow, madcat))                   # P2 first (initiative 1 against 2)
    played_by(s, 0, hand_card(s))                         # the Commando has no Pilot: the Mad Cat at once
    assert set(options(s)) == {("prevent", madcat), ("decline",)}
    do(s, ("prevent", madcat))
    do(s, ("assign all", madcat, mow), "done")
    assert mow in s.zones["scrap1"] and dmg(s, madcat) == 4 - 2 - 1


def test_force_of_will_prevention_may_be_declined_and_needs_a_piloted_mech():
    s = game(hand0=["CR042"], patrol0=[{"card": MADCAT, "pilot": PILOT}], patrol1=[MOW])
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    do(s, ("assign all", mow, madcat))
    played_by(s, 0, hand_card(s))
    do(s, ("decline",), "done")
    assert dmg(s, madcat) == 4 - 2
    s = game(hand0=["CR042"], patrol0=[MADCAT], patrol1=[MOW])
    attack(s, [cid(s, MADCAT, "patrol0")], blockers=[cid(s, MOW, "patrol1")])
    assert not playable(s, hand_card(s))


# -- CR058 Intimidation Tactics ----------------------------------------------------------------------------------------
def test_intimidation_tactics_each_opposing_engaged_unit_gets_minus_1_attack():
    s = game(patrol0=[MADCAT, SLOTH], hand1=["CR058"], patrol1=[MOW])
    madcat, sloth = ids(s, "patrol0", MADCAT, SLOTH)
    mow = cid(s, MOW, "patrol1")
    attack(s, [madcat, sloth], blockers=[mow])
    played_by(s, 1, hand_card(s, 1))
    do(s, ("assign all", mow, madcat), "done")
    assert dmg(s, mow) == (6 + 1) - 3
    assert dmg(s, madcat) == 4 - 2                        # its own 'Mech keeps its attack


def test_intimidation_tactics_needs_a_battle_and_lost_initiative():
    s = game(patrol0=[MADCAT], hand1=["CR058"])
    attack(s, [cid(s, MADCAT, "patrol0")])                # unblocked against the Stockpile
    assert not playable(s, hand_card(s, 1))
    s = game(hand0=["CR058"], patrol0=[MADCAT], patrol1=[MOW])
    attack(s, [cid(s, MADCAT, "patrol0")], blockers=[cid(s, MOW, "patrol1")])
    assert not playable(s, hand_card(s))                  # the attacker wins the tie


# -- CR067 Maskirovka Sabotage -----------------------------------------------------------------------------------------
def test_maskirovka_sabotage_turns_damage_above_base_attack_back():
    """T1127, T1183: the Banshee's 8 (5 + Overheat 3) above its base 5 comes back on itself."""
    s = game(patrol0=[OVERHEATER], hand1=["CR067"], patrol1=[MOW])
    banshee, mow = cid(s, OVERHEATER, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [banshee], blockers=[mow])
    dice(s, 4)
    played_by(s, 1, hand_card(s, 1))                      # the Banshee is the only opposing Unit: chosen at once
    do(s, ("assign all", mow, banshee))
    do(s, ("overheat", banshee, 0), "done")
    assert dmg(s, mow) == 5 - 3
    assert dmg(s, banshee) == (4 + 4 + 3) - 3


def test_maskirovka_sabotage_on_a_1_draws_after_the_mission_and_needs_a_battle():
    s = game(patrol0=[MADCAT], hand1=["CR067"], patrol1=[MOW])
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    dice(s, 1)
    played_by(s, 1, hand_card(s, 1))
    do(s, ("assign all", mow, madcat))
    do(s, "done")
    assert len(s.zones["hand1"]) == 1 and dmg(s, madcat) == 4 - 2 and dmg(s, mow) == 7 - 3
    s = game(patrol0=[MADCAT], hand1=["CR067"])
    attack(s, [cid(s, MADCAT, "patrol0")])
    assert not playable(s, hand_card(s, 1))


# -- CR071 Move to Dubious Cover ---------------------------------------------------------------------------------------
def test_move_to_dubious_cover_sends_half_rounded_up_to_the_target():
    s = game(patrol0=[MADCAT], hand1=["CR071"], patrol1=[MOW])
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    played_by(s, 1, hand_card(s, 1))
    do(s, ("assign all", mow, madcat))
    do(s, "done")
    assert stock1(s) == 10 - 4 and dmg(s, mow) == 0       # 7: 4 to P2's own Stockpile, 3 against armor 3


def test_move_to_dubious_cover_not_for_the_attacker():
    s = game(hand0=["CR071"], patrol0=[MADCAT], patrol1=[MOW])
    attack(s, [cid(s, MADCAT, "patrol0")], blockers=[cid(s, MOW, "patrol1")])
    assert not playable(s, hand_card(s))


# -- CR095 Surprise Maneuvers ------------------------------------------------------------------------------------------
def test_surprise_maneuvers_lowers_the_opponents_initiative_and_draws():
    s = game(patrol0=[MADCAT], hand1=["CR095", "CR024"], patrol1=[MOW], counters={"init1": 1})
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    do(s, ("assign all", madcat, mow))                    # P1 first (1 against 2)
    before = initiative(s, 0)
    played_by(s, 1, cid(s, "Surprise Maneuvers", "hand1"))
    assert initiative(s, 0) == before - 2 and len(s.zones["hand1"]) == 2
    assert not playable(s, cid(s, "Close Formation", "hand1"))   # still the higher initiative


def test_surprise_maneuvers_does_not_change_its_players_initiative():
    """Does not apply: only the opponent's initiative falls."""
    s = game(hand0=["CR095"], patrol0=[MADCAT], patrol1=[MOW], counters={"init0": 1})
    attack(s, [cid(s, MADCAT, "patrol0")], blockers=[cid(s, MOW, "patrol1")])
    mine, theirs = initiative(s, 0), initiative(s, 1)
    do(s, ("assign all", cid(s, MOW, "patrol1"), cid(s, MADCAT, "patrol0")))
    played_by(s, 0, hand_card(s))
    assert initiative(s, 0) == mine and initiative(s, 1) == theirs - 2


# -- CR102 Trojan Horse ------------------------------------------------------------------------------------------------
def test_trojan_horse_scraps_a_unit_and_deals_7_to_the_target():
    s = game(hand0=["CR102"], patrol0=[MADCAT, COMMANDO], stock=20)
    madcat, commando = ids(s, "patrol0", MADCAT, COMMANDO)
    attack(s, [madcat, commando])
    played_by(s, 0, hand_card(s))
    do(s, ("choose", commando), "done")
    assert commando in s.zones["scrap0"] and stock1(s) == 20 - 7 - 7


def test_trojan_horse_not_when_blocked():
    s = game(hand0=["CR102"], patrol0=[MADCAT], patrol1=[MOW])
    attack(s, [cid(s, MADCAT, "patrol0")], blockers=[cid(s, MOW, "patrol1")])
    assert not playable(s, hand_card(s))


# -- CR105 Viper's Maw -------------------------------------------------------------------------------------------------
def test_vipers_maw_pulls_up_to_two_idle_opposing_units_into_the_battle():
    s = game(hand0=["CR105"], patrol0=[MADCAT], patrol1=[COMMANDO, MOW, BANSHEE, SLOTH])
    madcat = cid(s, MADCAT, "patrol0")
    commando, mow, banshee, sloth = ids(s, "patrol1", COMMANDO, MOW, BANSHEE, SLOTH)
    s.counters[f"tap:{banshee}"] = True
    attack(s, [madcat], blockers=[commando])
    do(s, ("assign all", commando, madcat))
    played_by(s, 0, hand_card(s))
    assert set(options(s)) == {("choose", mow), ("choose", sloth), ("done",)}   # the tapped Banshee is not offered
    do(s, ("choose", mow), ("choose", sloth))
    assert s.counters["m.blk"] == (commando, mow, sloth) and mark(s, "tap", mow) and mark(s, "tap", sloth)


def test_vipers_maw_does_not_pull_battle_armor_in_alone():
    """T1103: the target Unit battles unblocked; a lone Battle Armor may not be the only blocker, so it is offered
    only once another Unit was chosen."""
    s = game(hand0=["CR105"], patrol0=[MADCAT], patrol1=[BANSHEE, SLOTH, MOW])
    madcat = cid(s, MADCAT, "patrol0")
    banshee, sloth, mow = ids(s, "patrol1", BANSHEE, SLOTH, MOW)
    attack(s, [madcat], target=banshee)
    do(s, ("assign all", banshee, madcat))
    played_by(s, 0, hand_card(s))
    assert set(options(s)) == {("choose", mow), ("done",)}
    do(s, ("choose", mow))
    assert ("choose", sloth) in options(s)


def test_vipers_maw_not_for_the_defender_nor_outside_a_battle():
    s = game(patrol0=[MADCAT], hand1=["CR105"], patrol1=[COMMANDO, MOW])
    attack(s, [cid(s, MADCAT, "patrol0")], blockers=[cid(s, COMMANDO, "patrol1")])
    assert not playable(s, hand_card(s, 1))
    s = game(hand0=["CR105"], patrol0=[MADCAT], patrol1=[MOW])
    attack(s, [cid(s, MADCAT, "patrol0")])
    assert not playable(s, hand_card(s))


# -- AR041 Front-Loaded Supply Lines -----------------------------------------------------------------------------------
def test_front_loaded_supply_lines_gives_each_engaged_unit_another_alpha_strike():
    """Battle Armor gains it too ("'Mechs and Vehicles": every Unit); a printed Alpha Strike stays, the granted one is
    another option; used, it depletes the Unit as any Alpha Strike."""
    s = game(hand0=["AR041"], patrol0=[BANDERSNATCH, SLOTH], post0=[TAC, LOG], stock=20)
    bander, sloth = ids(s, "patrol0", BANDERSNATCH, SLOTH)
    attack(s, [bander, sloth])
    played_by(s, 0, hand_card(s))
    assert {("alpha strike", bander, 0), ("alpha strike", bander, 1), ("alpha strike", sloth, 0)} <= set(options(s))
    assert R.action_label(s, ("alpha strike", sloth, 0), 0).endswith("option 1 (Alpha Strike: +2 attack)")
    do(s, ("alpha strike", bander, 1), ("alpha strike", sloth, 0), "done")
    assert stock1(s) == 20 - (4 + 2) - (2 + 2) and mark(s, "dep", sloth) and mark(s, "dep", bander)


def test_front_loaded_supply_lines_needs_logistics_and_reaches_only_engaged_units():
    s = game(hand0=["AR041"], patrol0=[MADCAT], post0=[TAC])
    attack(s, [cid(s, MADCAT, "patrol0")])
    assert not playable(s, hand_card(s))
    s = game(hand0=["AR041"], patrol0=[MADCAT], post0=[TAC, LOG])
    madcat = cid(s, MADCAT, "patrol0")
    attack(s, [madcat])
    played_by(s, 0, hand_card(s))
    assert not any(o[0] == "alpha strike" and o[1] == cid(s, SPARE, "patrol0") for o in options(s))
    assert ("alpha strike", madcat, 0) in options(s)


# -- AR064 Nice Grouping! ----------------------------------------------------------------------------------------------
def test_nice_grouping_missiles_at_that_mech_deal_their_roll():
    """Missiles at the chosen opposing 'Mech deal their roll (4: 4 damage); those at another 'Mech keep the table (4:
    0)."""
    s = game(hand0=["AR064"], patrol0=[MISSILE_MECH], patrol1=[MOW, COMMANDO])
    launcher = cid(s, MISSILE_MECH, "patrol0")
    mow, commando = ids(s, "patrol1", MOW, COMMANDO)
    attack(s, [launcher], blockers=[mow, commando])
    do(s, ("assign all", mow, launcher), ("assign all", commando, launcher))
    played_by(s, 0, hand_card(s))                         # the Puma is P1's only 'Mech: chosen at once
    do(s, ("choose", mow))
    dice(s, 4, 4, 4)
    do(s, ("missile", launcher, mow), ("missile", launcher, mow), ("missile", launcher, commando),
       ("assign", launcher, commando))                    # nothing left to do: the damage resolves
    assert dmg(s, mow) == 4 + 4 - 3 and dmg(s, commando) == 0


def test_nice_grouping_needs_a_battle():
    s = game(hand0=["AR064"], patrol0=[MISSILE_MECH])
    attack(s, [cid(s, MISSILE_MECH, "patrol0")])
    assert not playable(s, hand_card(s))


# -- CR091 Steady...Steady...FIRE! -------------------------------------------------------------------------------------
def test_steady_fire_rolls_the_missiles_in_advance():
    """T1129: Steady...Steady...FIRE! rolls every missile die of its player's engaged Units as it is played; each
    volley fired afterwards uses its Unit's next die (a missile roll still, so Missile Spotter may lower it), the rest
    lapse."""
    s = game(hand0=["CR091", "LT176"], patrol0=[MISSILE_MECH], patrol1=[MOW], counters={"init0": 1, "init1": 2})
    launcher, mow = cid(s, MISSILE_MECH, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [launcher], blockers=[mow])
    dice(s, 2, 3, 6)
    played_by(s, 0, cid(s, "Steady...Steady...FIRE!", "hand0"))
    assert s.counters["m.prerolled"] == ((launcher, (2, 3, 6)),)
    played_by(s, 0, cid(s, "Missile Spotter", "hand0"))
    do(s, ("missile", launcher, mow), ("missile", launcher, mow), "done")
    dice(s, 1, 1, 1)                                      # new dice would deal 1 each: none is rolled
    do(s, ("assign all", mow, launcher))
    assert s.decision.kind == "modify-roll" and "rolled 2" in s.decision.prompt
    do(s, "keep")
    assert "rolled 3" in s.decision.prompt
    do(s, s.decision.options[0])                          # Missile Spotter: 3 becomes 2
    assert dmg(s, mow) == 1 + 2 + 2 - 3


def test_steady_fire_needs_lost_initiative():
    s = game(hand0=["CR091"], patrol0=[MISSILE_MECH], patrol1=[MOW])
    attack(s, [cid(s, MISSILE_MECH, "patrol0")], blockers=[cid(s, MOW, "patrol1")])
    assert not playable(s, hand_card(s))                  # the attacker wins the tie


# -- CR026 Conquer, a Command card -------------------------------------------------------------------------------------
def test_conquer_takes_a_command_card_target():
    s = game(hand0=["CR026"], patrol0=[MADCAT], post1=[TAC, SITE], counters={"init1": 1})
    madcat, site = cid(s, MADCAT, "patrol0"), cid(s, SITE, "post1")
    attack(s, [madcat], target=site)
    played_by(s, 0, hand_card(s))
    do(s, "done", "done")
    assert site in s.zones["post0"] and mark(s, "tap", site) and dmg(s, site) == 0


# -- the bots play them ------------------------------------------------------------------------------------------------
LAST_MISSIONS = ["AR014", "AR015", "AR036", "AR040", "AR041", "AR064", "AR076", "AR088", "AR089", "CE080", "CR016",
                 "CR017", "CR024", "CR026", "CR027", "CR036", "CR040", "CR042", "CR058", "CR067", "CR071", "CR091",
                 "CR095", "CR102", "CR105"]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_games_through_the_last_mission_cards_do_not_crash(seed):
    """Random legal play (and every 25th decision the heuristic bot's, whose look-ahead plays the cards too) from a
    position where both hands hold these Mission cards, with 'Mechs, a Vehicle, Battle Armor, a Pilot, Terrain in the
    Stockpile; each seat's determinization and observation are built at every step."""
    import random
    from mechdeck.agents import make_agent
    hand = LAST_MISSIONS[seed % 3::3]
    stock = [FILL, "Heavy Woods", MADCAT, "Rolling Hills"] * 3 + LAST_MISSIONS
    posts = [TAC, MUN, LOG]
    s = tcg_game({"stock": stock, "hand": hand, "post": posts,
                  "patrol": [{"card": GRASSHOPPER, "pilot": PILOT}, MAGI, SLOTH, OVERHEATER]},
                 {"stock": stock, "hand": LAST_MISSIONS[(seed + 1) % 3::3], "post": posts,
                  "patrol": [MOW, LONG_RANGE, SLOTH, {"card": MADCAT, "pilot": PILOT}, BANSHEE]}, seed=seed)
    pick = random.Random(seed)
    heuristic = make_agent("heuristic", seed)
    for step in range(300):
        if s.decision is None:
            return
        for viewer in (0, 1):
            R.determinize(s, viewer, seed * 1000 + step)
            R.observe(s, viewer)
        R.apply(s, heuristic.act(R, s) if step % 25 == 0 else pick.choice(s.decision.options))

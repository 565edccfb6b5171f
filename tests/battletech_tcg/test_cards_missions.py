"""The Mission cards of the base set (abilities/missions_cards.py): one or more tests per card, each branch of a die
roll and each play restriction."""
from mechdeck.games.battletech_tcg.board import base_attack, mark
from mechdeck.games.battletech_tcg.missions import initiative

from missions_support import attack, played_by, stock1
from tcg_support import FILL, R, cid, dice, dmg, do, names, options, game as tcg_game

TAC = "Support - Tactics"
FENRIS = "Fenris Prime (Ice Ferret)"      # fast, 3 attack, 1/6
CICADA = "Cicada (CDA-3M)"                # fast, 2 attack, 0/3
CICADA1 = "Cicada (CDA-2A)"               # fast, 1 attack, 0/3
MOW = "Man O' War Prime (Gargoyle)"       # moderate, 4 attack, 3/7
MADCAT = "Mad Cat B (Timber Wolf)"        # moderate, 7 attack, 2/9
BANSHEE = "Banshee (BNC-3E)"              # slow, 2 attack, 3/9
COMMANDO = "Commando (COM-2D)"            # moderate, 2 attack, 1/2
GRASSHOPPER = "Grasshopper (GHR-5H)"      # slow, 3 attack, 2/8, 70 tons, Jump
DERVISH = "Dervish (DV-7D)"               # moderate, 2 attack, 1/6, 55 tons, Jump
SPARE = "Mercury (MCY-97)"                # kept at home so that P1's Missions phase stays open
JENNER = "Jenner (JR7-D)"                 # fast, 2 attack, 1/2, Jump, Overheat 2: +2
FENRIS_C = "Fenris C (Ice Ferret)"        # fast, 1 attack, 1/6, Missile 1


def game(hand0=(), patrol0=(), hand1=(), patrol1=(), post0=(TAC,), post1=(TAC,), **extra):
    """P1 (seat 0) is in its Missions phase with an idle spare 'Mech; both players have Tactics (initiative 1)
    unless told otherwise."""
    p0 = {"hand": list(hand0), "post": list(post0), "patrol": list(patrol0)}
    p1 = {"hand": list(hand1), "post": list(post1), "patrol": list(patrol1)}
    for key in ("scrap0", "build1"):
        if key in extra:
            (p0 if key.endswith("0") else p1)[key[:-1]] = extra.pop(key)
    return tcg_game(p0, p1, stock=10, spare=SPARE, **extra)


# -- LT001 Accurate Intelligence / LT094 Good Shooting! ---------------------------------------------------------------
def test_accurate_intelligence_gives_initiative_and_attack_then_good_shooting():
    s = game(hand0=["LT001", "LT094"], patrol0=[FENRIS])
    fenris = cid(s, FENRIS, "patrol0")
    ai, gs = s.zones["hand0"]
    attack(s, [fenris])
    assert ("play", gs) in options(s) and initiative(s, 0) == 1
    played_by(s, 0, ai)
    assert initiative(s, 0) == 2          # +1 initiative: room for a second Mission card
    played_by(s, 0, gs)
    do(s, "done")
    assert stock1(s) == 10 - (3 + 1 + 2)
    assert names(s, "scrap0")[:2] == ["Accurate Intelligence", "Good Shooting!"]


def test_one_mission_card_per_point_of_initiative():
    s = game(hand0=["LT094", "LT199"], patrol0=[FENRIS])
    attack(s, [cid(s, FENRIS, "patrol0")])
    played_by(s, 0, s.zones["hand0"][0])
    assert not any(o[0] == "play" for o in options(s))


def test_one_copy_of_a_mission_card_per_mission():
    s = game(hand0=["LT094", "LT094"], patrol0=[FENRIS], counters={"init0": 1})
    attack(s, [cid(s, FENRIS, "patrol0")])
    first, second = s.zones["hand0"]
    assert initiative(s, 0) == 2 and ("play", second) in options(s)
    played_by(s, 0, first)
    assert ("play", second) not in options(s)


# -- LT005 Ammo Explosion / LT078 Feint -------------------------------------------------------------------------------
def test_ammo_explosion_cannot_be_prevented_even_by_feint():
    s = game(hand0=["LT078"], patrol0=[MADCAT], hand1=["LT005"], patrol1=[MOW], counters={"init0": 1})
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    dice(s, 4, 2)
    played_by(s, 1, s.zones["hand1"][0])      # P2 goes first (lower initiative)
    do(s, ("choose", madcat), "done")
    played_by(s, 0, s.zones["hand0"][0])      # Feint 2: Mad Cat neither deals nor receives damage ...
    do(s, "done")
    assert dmg(s, madcat) == 7 - 2            # ... but Ammo Explosion's 7 (its base attack) goes through armor 2
    assert dmg(s, mow) == 0


def test_ammo_explosion_low_roll_and_only_in_battle():
    s = game(patrol0=[MADCAT], hand1=["LT005"], patrol1=[MOW])
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    dice(s, 3)
    played_by(s, 1, s.zones["hand1"][0])
    do(s, ("choose", madcat), "done", "done")
    assert dmg(s, madcat) == 4 - 2 and dmg(s, mow) == 7 - 3
    s = game(patrol0=[FENRIS], hand1=["LT005"])
    attack(s, [cid(s, FENRIS, "patrol0")])
    assert s.decision.player == 0        # unblocked: P2 had nothing to play
    assert names(s, "hand1") == ["Ammo Explosion"]


def test_feint_low_roll_does_nothing():
    s = game(hand0=["LT078"], patrol0=[FENRIS], patrol1=[CICADA])
    fenris, cicada = cid(s, FENRIS, "patrol0"), cid(s, CICADA, "patrol1")
    attack(s, [fenris], blockers=[cicada])
    do(s, "done")
    dice(s, 1)
    played_by(s, 0, s.zones["hand0"][0])
    do(s, "done")
    assert dmg(s, fenris) == 1
    assert cicada in s.zones["scrap1"]


# -- LT041 Communications Failure ------------------------------------------------------------------------------------
def _to_next_untap(s):
    """Pass until P1's next turn has begun (its Untap phase is over)."""
    start = s.counters["turn"]
    while s.counters["turn"] < start + 2 or s.counters["active"] != 0:
        do(s, "done" if ("done",) in options(s) else options(s)[-1])


def test_communications_failure_keeps_the_attacker_tapped_on_1_to_3():
    s = game(patrol0=[FENRIS], hand1=["LT041"])
    fenris = cid(s, FENRIS, "patrol0")
    attack(s, [fenris])
    played_by(s, 1, s.zones["hand1"][0])
    do(s, "done")
    assert mark(s, "static", fenris) == 1
    dice(s, 3)
    _to_next_untap(s)
    assert mark(s, "tap", fenris) and mark(s, "static", fenris) == 1


def test_communications_failure_clears_on_4_to_6():
    s = game(patrol0=[FENRIS], hand1=["LT041"])
    fenris = cid(s, FENRIS, "patrol0")
    attack(s, [fenris])
    played_by(s, 1, s.zones["hand1"][0])
    do(s, "done")
    dice(s, 4)
    _to_next_untap(s)
    assert not mark(s, "tap", fenris) and not mark(s, "static", fenris)


# -- LT046 Critical Hit -----------------------------------------------------------------------------------------------
def test_critical_hit_six_gives_plus_six():
    s = game(hand0=["LT046"], patrol0=[COMMANDO], patrol1=[MOW])
    commando, mow = cid(s, COMMANDO, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [commando], blockers=[mow])
    do(s, "done")
    dice(s, 6)
    played_by(s, 0, s.zones["hand0"][0])
    do(s, "done")
    assert dmg(s, mow) == 2 + 6 - 3
    assert names(s, "scrap0") == ["Commando (COM-2D)", "Critical Hit"] and names(s, "hand0") == []


def test_critical_hit_one_to_five_returns_to_hand():
    s = game(hand0=["LT046"], patrol0=[COMMANDO], patrol1=[MOW])
    commando, mow = cid(s, COMMANDO, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [commando], blockers=[mow])
    do(s, "done")
    dice(s, 5)
    played_by(s, 0, s.zones["hand0"][0])
    do(s, "done")
    assert dmg(s, mow) == 0 and names(s, "hand0") == ["Critical Hit"]


def test_critical_hit_needs_a_battle():
    s = game(hand0=["LT046"], patrol0=[FENRIS])
    attack(s, [cid(s, FENRIS, "patrol0")])
    assert not any(o[0] == "play" for o in options(s))


# -- LT055 Death From Above -------------------------------------------------------------------------------------------
def test_death_from_above_heavy_mech_rolls_two_dice():
    s = game(hand0=["LT055"], patrol0=[GRASSHOPPER], patrol1=[BANSHEE, COMMANDO])
    gh = cid(s, GRASSHOPPER, "patrol0")
    banshee, commando = cid(s, BANSHEE, "patrol1"), cid(s, COMMANDO, "patrol1")
    attack(s, [gh], blockers=[banshee, commando])
    do(s, "done")                                # P2's blockers can only hit the Grasshopper
    dice(s, 2, 1, 2)                              # 2-6: then 1 + 2 (70 tons: two dice) = 3
    played_by(s, 0, s.zones["hand0"][0])
    do(s, ("choose", banshee), ("assign all", gh, banshee), "done")
    assert dmg(s, gh) == 2 + 2 + 3 - 2            # blockers 4 + 3, armor 2
    assert dmg(s, banshee) == 3 + 3 - 3
    assert names(s, "scrap0") == ["Death From Above"]


def test_death_from_above_light_mech_one_die_and_roll_of_one():
    s = game(hand0=["LT055"], patrol0=[DERVISH], patrol1=[COMMANDO])
    dv, commando = cid(s, DERVISH, "patrol0"), cid(s, COMMANDO, "patrol1")
    attack(s, [dv], blockers=[commando])
    do(s, "done")
    dice(s, 4, 1)                                 # one die only (55 tons): 1 damage each
    played_by(s, 0, s.zones["hand0"][0])
    do(s, "done")
    assert "P1 rolls 1 for Death From Above" in [t for v, t in s.log]
    assert dmg(s, dv) == 2 + 1 - 1 and commando in s.zones["scrap1"]
    s = game(hand0=["LT055"], patrol0=[DERVISH], patrol1=[COMMANDO])
    dv, commando = cid(s, DERVISH, "patrol0"), cid(s, COMMANDO, "patrol1")
    attack(s, [dv], blockers=[commando])
    do(s, "done")
    dice(s, 1)
    played_by(s, 0, s.zones["hand0"][0])
    do(s, "done")
    assert dmg(s, dv) == 2 + 1 - 1
    assert names(s, "hand0") == ["Death From Above"]


# -- LT088 Forged Mission Orders --------------------------------------------------------------------------------------
def test_forged_mission_orders_removes_the_only_blocker_so_the_target_is_hit():
    s = game(hand0=["LT088"], patrol0=[FENRIS], patrol1=[CICADA])
    fenris, cicada = cid(s, FENRIS, "patrol0"), cid(s, CICADA, "patrol1")
    attack(s, [fenris], blockers=[cicada])
    do(s, "done")                                 # P2's Cicada assigns its 2 to the Fenris
    played_by(s, 0, s.zones["hand0"][0])
    do(s, "done")
    assert not mark(s, "tap", cicada) and dmg(s, cicada) == 0 and cicada in s.zones["patrol1"]
    assert dmg(s, fenris) == 0
    assert stock1(s) == 10 - 3


def test_forged_mission_orders_with_two_blockers_keeps_the_battle():
    s = game(hand0=["LT088"], patrol0=[MADCAT], patrol1=[CICADA, COMMANDO])
    madcat, cicada, commando = cid(s, MADCAT, "patrol0"), cid(s, CICADA, "patrol1"), cid(s, COMMANDO, "patrol1")
    attack(s, [madcat], blockers=[cicada, commando])
    do(s, "done")
    played_by(s, 0, s.zones["hand0"][0])
    do(s, ("choose", commando), "done")
    assert commando in s.zones["patrol1"] and not mark(s, "tap", commando)
    assert cicada in s.zones["scrap1"] and stock1(s) == 10
    assert dmg(s, madcat) == 0                    # Cicada's 2 against armor 2


# -- LT105 Head Shot --------------------------------------------------------------------------------------------------
def test_head_shot_rolls_per_structure_point_and_returns_without_a_six():
    s = game(hand0=["LT105"], patrol0=[MADCAT], patrol1=[MOW])
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    do(s, "done")
    played_by(s, 0, s.zones["hand0"][0])
    dice(s, 1, 3, 4, 5)                           # 4 structure damage: one prevented
    do(s, "done")
    assert dmg(s, mow) == 3
    assert names(s, "hand0") == ["Head Shot"]


def test_head_shot_six_scraps_the_mech():
    s = game(hand0=["LT105"], patrol0=[MADCAT], patrol1=[MOW])
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    do(s, "done")
    played_by(s, 0, s.zones["hand0"][0])
    dice(s, 2, 6)
    do(s, "done")
    assert mow in s.zones["scrap1"]
    assert names(s, "scrap0") == ["Head Shot"]


# -- LT106 Heavy Fog (and ruling T100) --------------------------------------------------------------------------------
def test_heavy_fog_takes_the_reduction_from_the_latest_assignment():
    s = game(patrol0=[MADCAT], hand1=["LT106"], patrol1=[MOW, COMMANDO], counters={"init1": 1})
    madcat, mow, commando = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1"), cid(s, COMMANDO, "patrol1")
    attack(s, [madcat], blockers=[mow, commando])
    do(s, *[("assign", madcat, mow)] * 4, ("assign all", madcat, commando))   # P1 first: 4 then 3
    played_by(s, 1, s.zones["hand1"][0])
    do(s, "done")
    assert dmg(s, mow) == 4 - 3                   # the first 4 stand
    assert dmg(s, commando) == 0                  # 3 - 2 = 1 against armor 1
    assert dmg(s, madcat) == 4 + 2 - 2 - 2        # 2 prevented, armor 2


def test_heavy_fog_reduces_attack_and_damage_received():
    s = game(patrol0=[MADCAT], hand1=["LT106"], patrol1=[MOW], counters={"init1": 1})
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    do(s, "done")
    played_by(s, 1, s.zones["hand1"][0])
    do(s, "done")
    assert dmg(s, mow) == 5 - 3
    assert dmg(s, madcat) == 0                    # 4 - 2 against armor 2


# -- LT109 Heroic Sacrifice -------------------------------------------------------------------------------------------
def test_heroic_sacrifice_sends_the_damage_to_the_target_and_doubles_damage_taken():
    s = game(hand0=["LT109"], patrol0=[MADCAT], patrol1=[MOW])
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    do(s, "done")
    played_by(s, 0, s.zones["hand0"][0])
    do(s, "done")
    assert stock1(s) == 10 - 7 and dmg(s, mow) == 0
    assert dmg(s, madcat) == 4 * 2 - 2


def test_heroic_sacrifice_needs_tactics():
    s = game(hand0=["LT109"], patrol0=[MADCAT], patrol1=[MOW], post0=[FILL], counters={"init0": 1})
    attack(s, [cid(s, MADCAT, "patrol0")], blockers=[cid(s, MOW, "patrol1")])
    do(s, "done")
    assert initiative(s, 0) == 1 and not any(o[0] == "play" for o in options(s))


# -- LT118 Improvised Weapon ------------------------------------------------------------------------------------------
def test_improvised_weapon_gives_a_lasting_clubbing_limb():
    s = game(hand0=["LT118"], patrol0=[MADCAT], patrol1=[MOW])
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    do(s, "done")
    played_by(s, 0, s.zones["hand0"][0])
    do(s, "done")
    assert dmg(s, mow) == 4 and mark(s, "club", madcat) == 1 and base_attack(s, madcat) == 8


def test_improvised_weapon_without_structure_damage_gives_nothing():
    s = game(hand0=["LT118"], patrol0=[MADCAT], patrol1=[MOW], hand1=["LT181"])
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    played_by(s, 1, s.zones["hand1"][0])          # Move to Partial Cover: 7 - 2 against armor 3
    do(s, "done")
    played_by(s, 0, s.zones["hand0"][0])
    do(s, "done")
    assert dmg(s, mow) == 2 and mark(s, "club", madcat) == 1
    s = game(hand0=["LT118"], patrol0=[COMMANDO], patrol1=[MOW])
    commando, mow = cid(s, COMMANDO, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [commando], blockers=[mow])
    do(s, "done")
    played_by(s, 0, s.zones["hand0"][0])
    do(s, "done")
    assert dmg(s, mow) == 0 and "P1 plays Improvised Weapon" in [t for v, t in s.log]
    assert not any(k.startswith("club:") for k in s.counters)


# -- LT119 Inexorable Advance -----------------------------------------------------------------------------------------
def test_inexorable_advance_untaps_an_unhurt_mech():
    s = game(hand0=["LT119"], patrol0=[FENRIS], patrol1=[CICADA1])
    fenris, cicada = cid(s, FENRIS, "patrol0"), cid(s, CICADA1, "patrol1")
    attack(s, [fenris], blockers=[cicada])
    do(s, "done")
    played_by(s, 0, s.zones["hand0"][0])
    do(s, "done")
    assert not mark(s, "tap", fenris)
    do(s, "mission")
    assert ("add", fenris) in options(s)


def test_inexorable_advance_not_after_structure_damage():
    s = game(hand0=["LT119"], patrol0=[FENRIS], patrol1=[CICADA])
    fenris, cicada = cid(s, FENRIS, "patrol0"), cid(s, CICADA, "patrol1")
    attack(s, [fenris], blockers=[cicada])
    do(s, "done")
    played_by(s, 0, s.zones["hand0"][0])
    do(s, "done")
    assert mark(s, "tap", fenris) and dmg(s, fenris) == 1


# -- LT128 Jump into Cover --------------------------------------------------------------------------------------------
def test_jump_into_cover_prevents_the_roll():
    s = game(hand0=["LT128"], patrol0=[GRASSHOPPER], patrol1=[BANSHEE])
    gh, banshee = cid(s, GRASSHOPPER, "patrol0"), cid(s, BANSHEE, "patrol1")
    attack(s, [gh], blockers=[banshee])
    do(s, "done")
    dice(s, 3)
    played_by(s, 0, s.zones["hand0"][0])
    do(s, "done")
    assert dmg(s, gh) == 0 and names(s, "scrap0") == ["Jump into Cover"]


def test_jump_into_cover_low_roll_hurts_and_returns():
    s = game(hand0=["LT128"], patrol0=[GRASSHOPPER], patrol1=[BANSHEE])
    gh, banshee = cid(s, GRASSHOPPER, "patrol0"), cid(s, BANSHEE, "patrol1")
    attack(s, [gh], blockers=[banshee])
    do(s, "done")
    dice(s, 2)
    played_by(s, 0, s.zones["hand0"][0])
    do(s, "done")
    assert dmg(s, gh) == 2 + 2 - 2 and names(s, "hand0") == ["Jump into Cover"]


def test_jump_into_cover_needs_a_jump_mech():
    s = game(hand0=["LT128"], patrol0=[FENRIS], patrol1=[CICADA])
    attack(s, [cid(s, FENRIS, "patrol0")], blockers=[cid(s, CICADA, "patrol1")])
    do(s, "done")
    assert not any(o[0] == "play" for o in options(s))


# -- LT141 Leap Before You Look ---------------------------------------------------------------------------------------
def test_leap_before_you_look_deals_four_to_a_jump_mech():
    s = game(patrol0=[GRASSHOPPER], hand1=["LT141"], patrol1=[BANSHEE])
    gh, banshee = cid(s, GRASSHOPPER, "patrol0"), cid(s, BANSHEE, "patrol1")
    attack(s, [gh], blockers=[banshee])
    played_by(s, 1, s.zones["hand1"][0])
    do(s, "done", "done")
    assert dmg(s, gh) == 2 + 4 - 2


# -- LT148 Luck of the Fox --------------------------------------------------------------------------------------------
def _fox(roll):
    s = game(patrol0=[MADCAT], hand1=["LT148"], patrol1=[MOW])
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    dice(s, roll)
    played_by(s, 1, s.zones["hand1"][0])
    do(s, "done", "done")
    return s, mow


def test_luck_of_the_fox_each_roll():
    s, mow = _fox(4)
    assert dmg(s, mow) == 0 and names(s, "scrap1") == ["Luck of the Fox"]
    s, mow = _fox(3)
    assert dmg(s, mow) == 4 and names(s, "hand1") == ["Luck of the Fox"]
    s, mow = _fox(1)
    assert dmg(s, mow) == 4 and names(s, "scrap1") == ["Luck of the Fox"]


# -- LT149 Lured into Bog ---------------------------------------------------------------------------------------------
def test_lured_into_bog_lets_slow_mechs_block_until_end_of_turn():
    """The 'Mechs attacking when it is played may be blocked regardless of speed for the rest of the turn (T116);
    a 'Mech that was not attacking then is not affected."""
    s = game(patrol0=[FENRIS, CICADA], hand1=["LT149"], patrol1=[BANSHEE, GRASSHOPPER])
    fenris, cicada = cid(s, FENRIS, "patrol0"), cid(s, CICADA, "patrol0")
    banshee, gh = cid(s, BANSHEE, "patrol1"), cid(s, GRASSHOPPER, "patrol1")
    do(s, ("mission",), ("add", fenris), ("target", "stock"))
    assert s.decision.player == 1 and s.decision.prompt.startswith("before blockers")
    do(s, ("play", s.zones["hand1"][0]))
    assert ("block", banshee) in options(s)
    do(s, ("block", banshee), "no more blockers", "keep target out", "done", "done")
    do(s, ("mission",), ("add", cicada), ("target", "stock"))
    assert ("block", gh) not in options(s)        # the Cicada was not attacking when it was played
    do(s, "done")
    del s.counters[f"tap:{fenris}"]            # as if an effect had untapped the Fenris
    do(s, ("mission",), ("add", fenris), ("target", "stock"))
    assert ("block", gh) in options(s)            # still this turn, still the Fenris
    do(s, "no block", "done")
    do(s, "done")
    assert "bogged" not in s.counters


def test_without_lured_into_bog_slow_mechs_cannot_block():
    s = game(patrol0=[FENRIS], patrol1=[BANSHEE])
    attack(s, [cid(s, FENRIS, "patrol0")])
    assert "P2 does not block" in [t for v, t in s.log]


# -- LT176 Missile Spotter --------------------------------------------------------------------------------------------
def test_missile_spotter_subtracts_after_the_roll():
    s = game(hand0=["LT176"], patrol0=[FENRIS_C])
    fc = cid(s, FENRIS_C, "patrol0")
    attack(s, [fc])
    played_by(s, 0, s.zones["hand0"][0])
    do(s, ("missile", fc, "stock"))
    dice(s, 3)
    do(s, "done")
    spotter = cid(s, "Missile Spotter", "mission")
    assert s.decision.player == 0 and options(s) == (("modify", spotter, "spotter"), ("keep",))
    do(s, ("modify", spotter, "spotter"))     # once per roll: the 2 is final
    assert "P1 subtracts 1 from the missile roll (Missile Spotter): 2" in [t for v, t in s.log]
    assert stock1(s) == 10 - 1 - 2


def test_missile_spotter_keep_the_roll():
    s = game(hand0=["LT176"], patrol0=[FENRIS_C], post0=[TAC, "Support - Munitions"])
    fc = cid(s, FENRIS_C, "patrol0")
    attack(s, [fc])
    played_by(s, 0, s.zones["hand0"][0])
    do(s, ("missile", fc, "stock"))
    dice(s, 3)
    do(s, "done", "keep")                      # with Munitions a 3 deals 3
    assert stock1(s) == 10 - 1 - 3


# -- LT181 Move to Partial Cover --------------------------------------------------------------------------------------
def test_move_to_partial_cover_prevents_two():
    s = game(hand0=["LT181"], patrol0=[FENRIS], patrol1=[CICADA])
    fenris, cicada = cid(s, FENRIS, "patrol0"), cid(s, CICADA, "patrol1")
    attack(s, [fenris], blockers=[cicada])
    do(s, "done")
    played_by(s, 0, s.zones["hand0"][0])
    do(s, "done")
    assert dmg(s, fenris) == 0 and cicada in s.zones["scrap1"]


# -- LT189 Overwhelm --------------------------------------------------------------------------------------------------
def test_overwhelm_sends_all_damage_to_one_mech():
    s = game(hand0=["LT189"], patrol0=[MADCAT, FENRIS], patrol1=[MOW, COMMANDO])
    madcat, fenris = cid(s, MADCAT, "patrol0"), cid(s, FENRIS, "patrol0")
    mow, commando = cid(s, MOW, "patrol1"), cid(s, COMMANDO, "patrol1")
    attack(s, [madcat, fenris], blockers=[mow, commando])
    do(s, ("assign all", mow, madcat), ("assign all", commando, fenris))
    played_by(s, 0, s.zones["hand0"][0])
    do(s, ("choose", mow), ("assign all", madcat, commando), ("assign all", fenris, commando))
    assert mow in s.zones["scrap1"]               # 9 + 5 = 14
    assert commando in s.zones["patrol1"] and dmg(s, commando) == 0


# -- LT195 Pryde's Pride ----------------------------------------------------------------------------------------------
def test_prydes_pride_hurts_each_mech_that_dealt_damage():
    s = game(patrol0=[MADCAT, FENRIS], hand1=["LT195"], patrol1=[CICADA, COMMANDO])
    madcat, fenris = cid(s, MADCAT, "patrol0"), cid(s, FENRIS, "patrol0")
    cicada, commando = cid(s, CICADA, "patrol1"), cid(s, COMMANDO, "patrol1")
    attack(s, [madcat, fenris], blockers=[cicada, commando])
    played_by(s, 1, s.zones["hand1"][0])
    do(s, ("choose", cicada), ("assign all", cicada, madcat), ("assign all", commando, fenris))
    do(s, ("assign all", madcat, cicada), ("assign all", fenris, commando))
    assert cicada in s.zones["scrap1"] and commando in s.zones["scrap1"]
    assert dmg(s, madcat) == 2                    # Cicada's 2 absorbed by armor, then 2 structure
    assert dmg(s, fenris) == 1                    # Commando's 2 - 1 only: it did not hit the Cicada


# -- LT199 Pushing the Envelope ---------------------------------------------------------------------------------------
def test_pushing_the_envelope():
    s = game(hand0=["LT199"], patrol0=[FENRIS])
    fenris = cid(s, FENRIS, "patrol0")
    attack(s, [fenris])
    played_by(s, 0, s.zones["hand0"][0])
    do(s, "done")
    assert stock1(s) == 10 - 6 and dmg(s, fenris) == 3 - 1


# -- LT202 Rampage! ---------------------------------------------------------------------------------------------------
def test_rampage_scraps_a_card_and_boosts_an_attacker():
    s = game(hand0=["LT202"], patrol0=[FENRIS, CICADA])
    fenris, cicada = cid(s, FENRIS, "patrol0"), cid(s, CICADA, "patrol0")
    attack(s, [fenris, cicada])
    dice(s, 4)
    played_by(s, 0, s.zones["hand0"][0])
    do(s, ("choose", cicada), "done")
    assert len(s.zones["stock0"]) == 9
    assert stock1(s) == 10 - (3 + 2 + 4)


def test_rampage_only_unblocked():
    s = game(hand0=["LT202"], patrol0=[FENRIS], patrol1=[CICADA])
    attack(s, [cid(s, FENRIS, "patrol0")], blockers=[cid(s, CICADA, "patrol1")])
    do(s, "done")
    assert not any(o[0] == "play" for o in options(s))


# -- LT203 Rapid Cool-Down --------------------------------------------------------------------------------------------
def _cool_down(roll):
    s = game(hand0=["LT203"], patrol0=[JENNER], patrol1=[CICADA1])
    jenner, cicada = cid(s, JENNER, "patrol0"), cid(s, CICADA1, "patrol1")
    attack(s, [jenner], blockers=[cicada])
    do(s, "done")
    dice(s, roll)
    do(s, ("overheat", jenner, 0))
    played_by(s, 0, s.zones["hand0"][0])
    do(s, "done")
    return s, jenner, cicada


def test_rapid_cool_down_no_overheat_damage():
    s, jenner, cicada = _cool_down(2)
    assert jenner in s.zones["patrol0"] and dmg(s, jenner) == 0   # only the Cicada's 1, against armor 1
    assert cicada in s.zones["scrap1"] and names(s, "scrap0") == ["Rapid Cool-Down"]
    s, jenner, cicada = _cool_down(5)
    assert dmg(s, jenner) == 0 and names(s, "hand0") == ["Rapid Cool-Down"]


# -- LT205 Reassigned Pilot -------------------------------------------------------------------------------------------
def test_reassigned_pilot_moves_a_pilot_to_the_battle():
    s = game(hand0=["LT205"], patrol0=[FENRIS, {"card": MADCAT, "pilot": "Kell Hound Pilot"}, CICADA])
    fenris, cicada = cid(s, FENRIS, "patrol0"), cid(s, CICADA, "patrol0")
    pilot = cid(s, "Kell Hound Pilot", "attached0")
    attack(s, [fenris])
    dice(s, 5)
    played_by(s, 0, s.zones["hand0"][0])
    assert options(s) == (("choose", fenris), ("choose", cicada), ("choose", cid(s, SPARE, "patrol0")))
    do(s, ("choose", fenris))
    assert mark(s, "on", pilot) == fenris
    assert names(s, "hand0") == []
    do(s, "done")
    assert names(s, "hand0") == ["Reassigned Pilot"]


def test_reassigned_pilot_needs_a_pilot_on_an_untapped_mech():
    s = game(hand0=["LT205"], patrol0=[FENRIS, {"card": MADCAT, "pilot": "Kell Hound Pilot", "tapped": True}])
    attack(s, [cid(s, FENRIS, "patrol0")])
    assert not any(o[0] == "play" for o in options(s))


# -- LT212 Running Battle ---------------------------------------------------------------------------------------------
def test_running_battle_rolls_for_each_slow_mech():
    s = game(hand0=["LT212"], patrol0=[BANSHEE], patrol1=[BANSHEE, CICADA])
    mine, theirs, cicada = cid(s, BANSHEE, "patrol0"), cid(s, BANSHEE, "patrol1"), cid(s, CICADA, "patrol1")
    attack(s, [mine], blockers=[theirs, cicada])
    do(s, "done")
    dice(s, 4, 2)                                  # mine: out of it; theirs: no effect
    played_by(s, 0, s.zones["hand0"][0])
    do(s, ("assign all", mine, theirs))
    assert dmg(s, mine) == 0 and dmg(s, theirs) == 0 and cicada in s.zones["patrol1"] and dmg(s, cicada) == 0


# -- LT219 Sacrifice for the Dragon! ----------------------------------------------------------------------------------
def test_sacrifice_for_the_dragon_each_roll():
    s = game(hand0=["LT219"], patrol0=[FENRIS])
    fenris = cid(s, FENRIS, "patrol0")
    attack(s, [fenris])
    dice(s, 5)
    played_by(s, 0, s.zones["hand0"][0])
    do(s, "done")
    assert stock1(s) == 10 - 8 and dmg(s, fenris) == 1
    s = game(hand0=["LT219"], patrol0=[FENRIS])
    attack(s, [cid(s, FENRIS, "patrol0")])
    dice(s, 2)
    played_by(s, 0, s.zones["hand0"][0])
    do(s, "done")
    assert stock1(s) == 10 - 3 and len(s.zones["hand0"]) == 1 and len(s.zones["stock0"]) == 9


# -- LT222 Satchel Charges --------------------------------------------------------------------------------------------
def test_satchel_charges_two_per_scrapped_card_at_most_three():
    s = game(hand0=["LT222", FILL, FILL, FILL, FILL], patrol0=[FENRIS])
    fenris = cid(s, FENRIS, "patrol0")
    attack(s, [fenris])
    dice(s, 3)
    played_by(s, 0, s.zones["hand0"][0])
    for _ in range(3):
        do(s, ("scrap", s.zones["hand0"][0]))
    assert not any(o[0] == "scrap" for o in options(s))
    do(s, "done")
    assert stock1(s) == 10 - 9 and len(s.zones["hand0"]) == 1


def test_satchel_charges_low_roll_draws():
    s = game(hand0=["LT222", FILL], patrol0=[FENRIS])
    attack(s, [cid(s, FENRIS, "patrol0")])
    dice(s, 2)
    played_by(s, 0, s.zones["hand0"][0])
    do(s, "done")
    assert stock1(s) == 10 - 3 and len(s.zones["hand0"]) == 2


# -- LT229 Special Forces Op ------------------------------------------------------------------------------------------
def test_special_forces_op_triples_damage_to_construction():
    s = game(hand0=["LT229"], patrol0=[FENRIS], build1=[{"card": "Atlas (AS7-D)", "cc": 8}])
    atlas = s.zones["build1"][0]
    attack(s, [cid(s, FENRIS, "patrol0")], target=atlas)
    dice(s, 4)
    played_by(s, 0, s.zones["hand0"][0])
    do(s, "done")
    assert mark(s, "cc", atlas) == 8 - 9 // 2


def test_special_forces_op_low_roll_draws():
    s = game(hand0=["LT229"], patrol0=[FENRIS], build1=[{"card": "Atlas (AS7-D)", "cc": 8}])
    atlas = s.zones["build1"][0]
    attack(s, [cid(s, FENRIS, "patrol0")], target=atlas)
    dice(s, 3)
    played_by(s, 0, s.zones["hand0"][0])
    do(s, "done")
    assert mark(s, "cc", atlas) == 8 - 1 and len(s.zones["hand0"]) == 1


# -- LT235 Strength of the Pillar of Steel ----------------------------------------------------------------------------
def test_pillar_of_steel_prevents_one_per_blocker_and_adds_initiative():
    s = game(hand0=["LT235"], patrol0=[FENRIS], hand1=["LT235"], patrol1=[CICADA])
    fenris, cicada = cid(s, FENRIS, "patrol0"), cid(s, CICADA, "patrol1")
    attack(s, [fenris], blockers=[cicada])
    assert s.decision.player == 1
    played_by(s, 1, s.zones["hand1"][0])
    assert initiative(s, 1) == 2
    do(s, "done")
    assert not any(o[0] == "play" for o in options(s))   # P1 is not blocking
    do(s, "done")
    assert cicada in s.zones["patrol1"] and dmg(s, cicada) == 2


# -- LT236 Studied Move -----------------------------------------------------------------------------------------------
def test_studied_move_returns_a_mission_card_to_hand():
    s = game(hand0=["LT236"], patrol0=[FENRIS], scrap0=["LT094", FILL], counters={"init0": 1})
    gs = s.zones["scrap0"][0]
    attack(s, [cid(s, FENRIS, "patrol0")])
    played_by(s, 0, s.zones["hand0"][0])
    assert gs in s.zones["hand0"]
    played_by(s, 0, gs)
    do(s, "done")
    assert stock1(s) == 10 - 5


# -- LT256 Temporary Cease-Fire ---------------------------------------------------------------------------------------
def _cease_fire(roll):
    s = game(patrol0=[FENRIS], hand1=["LT256"], patrol1=[CICADA])
    fenris, cicada = cid(s, FENRIS, "patrol0"), cid(s, CICADA, "patrol1")
    attack(s, [fenris], blockers=[cicada])
    dice(s, roll)
    played_by(s, 1, s.zones["hand1"][0])
    do(s, "done", "done")
    return s, fenris, cicada


def test_temporary_cease_fire_each_roll():
    s, fenris, cicada = _cease_fire(2)
    assert dmg(s, fenris) == 0 and cicada in s.zones["patrol1"] and dmg(s, cicada) == 0
    s, fenris, cicada = _cease_fire(1)
    assert dmg(s, fenris) == 0 and cicada in s.zones["scrap1"]
    assert len(s.zones["hand1"]) == 1


# -- LT266 Topple -----------------------------------------------------------------------------------------------------
def _topple(roll):
    s = game(patrol0=[MADCAT], hand1=["LT266"], patrol1=[MOW])
    madcat, mow = cid(s, MADCAT, "patrol0"), cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    dice(s, roll)
    played_by(s, 1, s.zones["hand1"][0])
    do(s, "done", "done")
    return s, madcat, mow


def test_topple_each_roll():
    s, madcat, mow = _topple(4)
    assert dmg(s, madcat) == 4 + 1 - 2 and dmg(s, mow) == 7 - 3 and len(s.zones["hand1"]) == 1
    s, madcat, mow = _topple(5)
    assert dmg(s, madcat) == 4 - 2 and dmg(s, mow) == 0 and len(s.zones["hand1"]) == 0


def test_death_from_above_with_no_opposing_mech_hits_only_yours():
    s = game(hand0=["LT055"], patrol0=[GRASSHOPPER])
    gh = cid(s, GRASSHOPPER, "patrol0")
    attack(s, [gh])
    dice(s, 2, 3, 1)
    played_by(s, 0, s.zones["hand0"][0])
    do(s, "done")
    assert dmg(s, gh) == 4 - 2 and len(s.zones["scrap1"]) == 3


# -- random games with every Mission card of the group in the decks ---------------------------------------------------
def test_random_games_with_these_mission_cards_finish():
    import random
    missions = ["LT001", "LT005", "LT041", "LT046", "LT055", "LT078", "LT088", "LT094", "LT105", "LT106", "LT109",
                "LT118", "LT119", "LT128", "LT141", "LT148", "LT149", "LT176", "LT181", "LT189", "LT195", "LT199",
                "LT202", "LT203", "LT205", "LT212", "LT219", "LT222", "LT229", "LT235", "LT236", "LT256", "LT266"]
    res = ["LT251", "LT252", "LT253", "LT245", "LT246", "LT247"] * 3 + ["LT133", "LT070", "LT290"]
    deck0 = res + ["LT082", "LT035", "LT034", "LT158", "LT096", "LT127", "LT080", "LT014", "LT039", "LT057",
                   "LT151", "LT154"] + missions[:27]
    deck1 = res + ["LT009", "LT022", "LT060", "LT090", "LT019", "LT021", "LT037", "LT152", "LT024", "LT126",
                   "LT110", "LT077"] + missions[6:]
    for seed in range(3):
        s = R.new_game(seed, {"decks": [deck0, deck1]})
        rnd = random.Random(seed)
        for _ in range(20000):
            if s.decision is None:
                break
            plays = [a for a in s.decision.options if a[0] == "play"]
            R.apply(s, rnd.choice(plays) if plays and rnd.random() < 0.7 else rnd.choice(s.decision.options))
        assert s.decision is None and R.result(s)["winner"] is not None

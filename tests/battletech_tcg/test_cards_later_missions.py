"""The Mission cards of Counterstrike, Mercenaries and MechWarrior that change who is in the battle and what reaches
whom (abilities/missions_cards.py): 'Mechs removed, joining, scrapped, diverted to the target, silenced or shielded,
damage redirected, attackers untapped after the battle.  Each branch of a die roll, each play restriction, and the
choices the text gives either player; test_cards_later_missions_boosts.py has the others."""
from mechdeck.games.battletech_tcg.board import mark
from mechdeck.games.battletech_tcg.missions import initiative

from missions_support import (BANSHEE, CHARGER, CICADA, COMMANDO, FENRIS, KOSHI, MADCAT, MOW, SPARE, TAC, attack, game,
                              ids, playable, played_by, stock1)
from tcg_support import cid, dice, dmg, do, finish_effects, names, options


# -- CS007 Bait and Switch --------------------------------------------------------------------------------------------
def test_bait_and_switch_swaps_a_fresh_blocker_for_an_idle_mech():
    s = game(patrol0=[MADCAT], hand1=["CS007"], patrol1=[COMMANDO, MOW])
    madcat = cid(s, MADCAT, "patrol0")
    commando, mow = ids(s, "patrol1", COMMANDO, MOW)
    attack(s, [madcat], blockers=[commando])
    card = s.zones["hand1"][0]
    dice(s, 3)
    played_by(s, 1, card)                         # P2 (lower initiative on the tie) plays before assigning
    assert mark(s, "tap", commando) and commando not in s.counters["m.blk"]
    assert s.counters["m.blk"] == (mow,) and mark(s, "tap", mow)
    do(s, "done", "done")                         # Mad Cat's 7 to the Man O' War, the Man O' War's 4 to it
    assert dmg(s, commando) == 0 and mark(s, "tap", commando)     # removed: it stays tapped (Guide)
    assert dmg(s, mow) == 7 - 3 and dmg(s, madcat) == 4 - 2
    assert names(s, "scrap1") == ["Bait and Switch"]


def test_bait_and_switch_only_removes_a_unit_that_has_not_dealt_damage():
    s = game(hand0=["CS007"], patrol0=[MADCAT, COMMANDO], patrol1=[MOW], counters={"init0": 1})
    madcat, commando = ids(s, "patrol0", MADCAT, COMMANDO)
    mow = cid(s, MOW, "patrol1")
    attack(s, [madcat, commando], blockers=[mow])
    do(s, ("assign all", mow, madcat))            # P2 (initiative 1) first, and has nothing more to do
    do(s, ("assign", commando, mow))              # the Commando has dealt damage now
    dice(s, 5)
    played_by(s, 0, s.zones["hand0"][0])
    # the only choice left is the Mad Cat: taken at once; the spare Mercury joins the attack
    spare = cid(s, SPARE, "patrol0")
    assert s.counters["m.att"] == (commando, spare) and mark(s, "tap", spare)
    assert madcat not in s.counters["m.att"] and mark(s, "tap", madcat)


def test_bait_and_switch_brings_a_mech_in_even_when_none_can_leave():
    s = game(hand0=["CS007"], patrol0=[MADCAT], patrol1=[MOW], counters={"init1": 1})
    madcat, spare = cid(s, MADCAT, "patrol0"), cid(s, SPARE, "patrol0")
    mow = cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    do(s, ("assign all", madcat, mow))            # P1 first: the Mad Cat has dealt damage
    dice(s, 4)
    played_by(s, 0, s.zones["hand0"][0])
    assert s.counters["m.att"] == (madcat, spare) and mark(s, "tap", spare)


def test_bait_and_switch_low_roll_draws_after_the_mission_and_needs_a_battle():
    s = game(hand0=["CS007"], patrol0=[FENRIS], patrol1=[CICADA])
    fenris, cicada = cid(s, FENRIS, "patrol0"), cid(s, CICADA, "patrol1")
    attack(s, [fenris], blockers=[cicada])
    do(s, "done")
    dice(s, 2)
    played_by(s, 0, s.zones["hand0"][0])
    assert s.counters["m.att"] == (fenris,) and s.counters["m.blk"] == (cicada,)
    do(s, "done")
    assert len(s.zones["hand0"]) == 1 and names(s, "scrap0") == ["Bait and Switch"]
    s = game(hand0=["CS007"], patrol0=[FENRIS])
    attack(s, [cid(s, FENRIS, "patrol0")])        # unblocked against the Stockpile: no battle
    assert not playable(s, s.zones["hand0"][0])


# -- CS012 Blitzkrieg ------------------------------------------------------------------------------------------------
def test_blitzkrieg_removes_and_untaps_the_patrolling_blockers_and_hits_the_target():
    s = game(hand0=["CS012"], patrol0=[MADCAT], patrol1=[COMMANDO, CICADA])
    madcat = cid(s, MADCAT, "patrol0")
    commando, cicada = ids(s, "patrol1", COMMANDO, CICADA)
    attack(s, [madcat], blockers=[commando, cicada])
    do(s, "done")
    played_by(s, 0, s.zones["hand0"][0])
    assert not mark(s, "tap", commando) and not mark(s, "tap", cicada) and s.counters["m.blk"] == ()
    do(s, "done")
    assert stock1(s) == 10 - 7 and dmg(s, madcat) == 0


def test_blitzkrieg_leaves_guarding_blockers_and_is_only_for_the_attacker():
    s = game(hand0=["CS012"], patrol0=[MADCAT], patrol1=[COMMANDO, CICADA], hand1=["CS012"])
    madcat = cid(s, MADCAT, "patrol0")
    commando, cicada = ids(s, "patrol1", COMMANDO, CICADA)
    s.counters[f"guard:{cicada}"] = "stock"
    attack(s, [madcat], blockers=[commando, cicada])
    assert not playable(s, s.zones["hand1"][0])   # P2 defends
    do(s, "done")
    played_by(s, 0, s.zones["hand0"][0])
    assert s.counters["m.blk"] == (cicada,) and not mark(s, "tap", commando)
    do(s, "done")
    assert stock1(s) == 10 and cicada in s.zones["scrap1"]


# -- CS032 Deploy Reinforcements --------------------------------------------------------------------------------------
def test_deploy_reinforcements_brings_a_guard_of_another_site_into_the_battle():
    s = game(patrol0=[MADCAT], hand1=["CS032"], patrol1=[COMMANDO, BANSHEE])
    madcat = cid(s, MADCAT, "patrol0")
    commando, banshee = ids(s, "patrol1", COMMANDO, BANSHEE)
    s.counters[f"guard:{banshee}"] = "scrap"      # guarding another site, and slow: it could not block
    attack(s, [madcat], blockers=[commando])
    dice(s, 3)
    played_by(s, 1, s.zones["hand1"][0])          # the Banshee is the only candidate: chosen at once
    assert s.counters["m.blk"] == (commando, banshee) and mark(s, "tap", banshee)
    do(s, ("assign all", banshee, madcat), "done", ("assign all", madcat, banshee), "done")
    assert dmg(s, banshee) == 7 - 3 and dmg(s, madcat) == 2 + 2 - 2
    assert names(s, "scrap1")[-1] == "Deploy Reinforcements"


def test_deploy_reinforcements_an_attacker_joining_stops_guarding():
    s = game(hand0=["CS032"], patrol0=[MADCAT, FENRIS], patrol1=[MOW], counters={"init1": 1})
    madcat, fenris = ids(s, "patrol0", MADCAT, FENRIS)
    mow = cid(s, MOW, "patrol1")
    s.counters[f"guard:{fenris}"] = "stock"       # guarding P1's own Stockpile
    attack(s, [madcat], blockers=[mow])
    dice(s, 6)
    played_by(s, 0, s.zones["hand0"][0])
    do(s, ("choose", fenris))                     # the Fenris or the spare Mercury
    assert s.counters["m.att"] == (madcat, fenris) and mark(s, "guard", fenris) is None and mark(s, "tap", fenris)
    do(s, ("assign all", madcat, mow), ("assign all", fenris, mow), ("assign all", mow, fenris))
    assert "m.att" not in s.counters
    assert mow in s.zones["scrap1"] and dmg(s, fenris) == 4 - 1   # 7 + 3 against armor 3 and structure 7


def test_deploy_reinforcements_low_roll_returns_it_and_needs_an_idle_mech():
    s = game(patrol0=[MADCAT, FENRIS], hand1=["CS032"], patrol1=[MOW])
    madcat, fenris = ids(s, "patrol0", MADCAT, FENRIS)
    mow = cid(s, MOW, "patrol1")
    attack(s, [madcat], blockers=[mow])
    assert s.decision.player == 1 and not playable(s, s.zones["hand1"][0])   # P2 has no idle 'Mech
    s = game(hand0=["CS032"], patrol0=[MADCAT, FENRIS], patrol1=[MOW])
    madcat, fenris = ids(s, "patrol0", MADCAT, FENRIS)
    attack(s, [madcat], blockers=[cid(s, MOW, "patrol1")])
    do(s, "done")
    dice(s, 2)
    played_by(s, 0, s.zones["hand0"][0])
    do(s, ("choose", fenris))
    assert fenris not in s.counters["m.att"] and not mark(s, "tap", fenris)
    do(s, "done")
    assert "Deploy Reinforcements" in names(s, "hand0")


# -- CS035 End Run ----------------------------------------------------------------------------------------------------
def test_end_run_one_attacker_reaches_the_target_which_may_fire_back_at_once():
    s = game(hand0=["CS035"], patrol0=[MADCAT, FENRIS], patrol1=[MOW, BANSHEE])
    madcat, fenris = ids(s, "patrol0", MADCAT, FENRIS)
    mow, banshee = ids(s, "patrol1", MOW, BANSHEE)
    attack(s, [madcat, fenris], target=banshee, blockers=[mow])   # the target, slow, stays out of the battle
    do(s, ("assign all", mow, madcat))            # P2 first, and finished
    played_by(s, 0, s.zones["hand0"][0])
    do(s, ("choose", madcat))
    assert s.decision.player == 1                 # P2 has finished: its target answers at once
    assert set(options(s)) == {("assign", banshee, madcat), ("assign all", banshee, madcat), ("done",)}
    do(s, ("assign all", banshee, madcat))
    assert ("assign all", madcat, banshee) in options(s) and ("assign all", fenris, banshee) not in options(s)
    do(s, ("assign all", madcat, banshee), ("assign all", fenris, mow))
    finish_effects(s)
    assert dmg(s, banshee) == 7 - 3 and dmg(s, mow) == 0 and dmg(s, madcat) == 4 + 2 - 2


def test_end_run_the_target_may_hold_its_fire_in_its_own_step():
    s = game(hand0=["CS035"], patrol0=[MADCAT, FENRIS], patrol1=[MOW, BANSHEE], counters={"init1": 1})
    madcat, fenris = ids(s, "patrol0", MADCAT, FENRIS)
    mow, banshee = ids(s, "patrol1", MOW, BANSHEE)
    attack(s, [madcat, fenris], target=banshee, blockers=[mow])
    played_by(s, 0, s.zones["hand0"][0])          # P1 first now (1 against 2)
    do(s, ("choose", madcat), ("assign all", madcat, banshee), ("assign all", fenris, mow))
    assert s.decision.player == 1 and ("assign all", banshee, madcat) in options(s)
    do(s, ("assign all", mow, madcat), "done")    # the Banshee holds its fire
    assert "m.att" not in s.counters
    assert dmg(s, banshee) == 7 - 3 and dmg(s, madcat) == 4 - 2


def test_end_run_needs_tactics_and_more_attackers_than_blockers():
    s = game(hand0=["CS035"], patrol0=[MADCAT, FENRIS], patrol1=[MOW], post0=["Support - Assembly"],
             counters={"init0": 1})
    attack(s, ids(s, "patrol0", MADCAT, FENRIS), blockers=[cid(s, MOW, "patrol1")])
    assert not playable(s, s.zones["hand0"][0])
    s = game(hand0=["CS035"], patrol0=[MADCAT], patrol1=[MOW])
    attack(s, [cid(s, MADCAT, "patrol0")], blockers=[cid(s, MOW, "patrol1")])
    assert not playable(s, s.zones["hand0"][0])


# -- CS041 For the Chancellor! ----------------------------------------------------------------------------------------
def test_for_the_chancellor_untaps_one_attacker_per_blocker_hurt_the_player_choosing():
    s = game(hand0=["CS041"], patrol0=[MADCAT, FENRIS, KOSHI], patrol1=[MOW, COMMANDO])
    madcat, fenris, koshi = ids(s, "patrol0", MADCAT, FENRIS, KOSHI)
    mow, commando = ids(s, "patrol1", MOW, COMMANDO)
    attack(s, [madcat, fenris, koshi], blockers=[mow, commando])
    do(s, ("assign all", mow, koshi), ("assign all", commando, koshi))
    played_by(s, 0, s.zones["hand0"][0])
    do(s, ("assign all", madcat, mow), ("assign all", fenris, commando), ("assign all", koshi, mow), "done")
    # the Man O' War (11 against armor 3) and the Commando (3 against armor 1) both took structure damage: two untaps
    # among the two attackers still in play (the Koshi was scrapped): no choice left
    assert koshi in s.zones["scrap0"]
    assert not mark(s, "tap", madcat) and not mark(s, "tap", fenris)


def test_for_the_chancellor_asks_which_attacker_when_fewer_blockers_were_hurt():
    s = game(hand0=["CS041"], patrol0=[MADCAT, FENRIS], patrol1=[MOW, MOW])
    madcat, fenris = ids(s, "patrol0", MADCAT, FENRIS)
    mow, mow2 = cid(s, MOW, "patrol1"), cid(s, MOW, "patrol1", 1)
    attack(s, [madcat, fenris], blockers=[mow, mow2])
    do(s, ("assign all", mow, madcat), ("assign all", mow2, madcat))
    played_by(s, 0, s.zones["hand0"][0])
    do(s, ("assign all", madcat, mow), ("assign all", fenris, mow2))
    assert s.decision.player == 0 and set(options(s)) == {("untap", madcat), ("untap", fenris)}
    do(s, ("untap", fenris))                      # the second Man O' War (3 against armor 3) took none: one untap
    assert not mark(s, "tap", fenris) and mark(s, "tap", madcat)
    assert names(s, "scrap0") == ["For the Chancellor!"]


def test_for_the_chancellor_only_when_blocked():
    s = game(hand0=["CS041"], patrol0=[FENRIS])
    attack(s, [cid(s, FENRIS, "patrol0")])
    assert not playable(s, s.zones["hand0"][0])
    s = game(patrol0=[FENRIS], hand1=["CS041"], patrol1=[CICADA])
    attack(s, [cid(s, FENRIS, "patrol0")], blockers=[cid(s, CICADA, "patrol1")])
    assert not playable(s, s.zones["hand1"][0])


# -- CS046 Hazardous Battle Zone --------------------------------------------------------------------------------------
def test_hazardous_battle_zone_each_player_chooses_who_fires():
    s = game(hand0=["CS046"], patrol0=[MADCAT, FENRIS], patrol1=[MOW, CHARGER], counters={"init0": 1})
    madcat, fenris = ids(s, "patrol0", MADCAT, FENRIS)
    mow, charger = ids(s, "patrol1", MOW, CHARGER)
    attack(s, [madcat, fenris], blockers=[mow, charger])
    do(s, ("assign all", mow, madcat), ("assign", charger, fenris))       # P2 first: both its 'Mechs have dealt
    played_by(s, 0, s.zones["hand0"][0])
    assert s.decision.player == 0 and set(options(s)) == {("choose", madcat), ("choose", fenris), ("done",)}
    do(s, ("choose", fenris), "done")             # the Fenris holds its fire; P2 has nothing left to choose
    do(s, ("assign all", madcat, mow), ("assign all", fenris, charger))
    assert "m.att" not in s.counters
    assert dmg(s, madcat) == 4 + 2 - 2            # fired: 2 more
    assert dmg(s, fenris) == 1 - 1                # held its fire: nothing more
    assert dmg(s, mow) == 7 + 2 - 3 and dmg(s, charger) == 2 - 1   # both P2's had fired: 2 each


def test_hazardous_battle_zone_the_opponent_chooses_for_his_own_mechs():
    s = game(patrol0=[MADCAT], hand1=["CS046"], patrol1=[MOW, COMMANDO])
    madcat = cid(s, MADCAT, "patrol0")
    mow, commando = ids(s, "patrol1", MOW, COMMANDO)
    attack(s, [madcat], blockers=[mow, commando])
    played_by(s, 1, s.zones["hand1"][0])
    do(s, ("choose", commando), "done")           # P2 (the card's player) first
    assert s.decision.player == 0 and set(options(s)) == {("choose", madcat), ("done",)}
    do(s, "done")                                 # P1 lets the Mad Cat fire
    do(s, "done", ("assign all", madcat, mow))
    assert "m.att" not in s.counters
    assert dmg(s, madcat) == 4 + 2 - 2            # fired: 2 more
    assert dmg(s, mow) == 7 + 2 - 3               # fired: 2 more
    assert dmg(s, commando) == 0                  # held its fire: nothing


def test_hazardous_battle_zone_spares_a_mech_whose_damage_is_stopped_already():
    """Ruling T805: "Each 'Mech that deals damage receives 2 damage": a blocker whose damage Cover of Night stopped
    (``m.silent``, as its 5-6 leaves it) deals none, so it is neither asked about nor hit."""
    s = game(patrol0=[MADCAT], hand1=["CS046"], patrol1=[MOW, COMMANDO])
    madcat = cid(s, MADCAT, "patrol0")
    mow, commando = ids(s, "patrol1", MOW, COMMANDO)
    attack(s, [madcat], blockers=[mow, commando])
    s.counters["m.silent"] = (mow,)
    played_by(s, 1, s.zones["hand1"][0])
    assert set(options(s)) == {("choose", commando), ("done",)}
    do(s, "done", "done", "done", ("assign all", madcat, mow))
    assert "m.att" not in s.counters
    assert dmg(s, mow) == 7 - 3                   # the Mad Cat's 7 less 3 armor: no 2 from the card
    assert dmg(s, commando) == 2 - 1              # fired: 2, less its armor


# -- CS055 Lance Diversion / CS082 Star Diversion ---------------------------------------------------------------------
def test_lance_diversion_one_attacker_through_per_missing_blocker():
    lance = [FENRIS, KOSHI, CICADA, COMMANDO]
    s = game(hand0=["CS055", "CS082"], patrol0=lance, patrol1=[MOW, CHARGER])
    fenris, koshi, cicada, commando = ids(s, "patrol0", *lance)
    mow, charger = ids(s, "patrol1", MOW, CHARGER)
    attack(s, [fenris, koshi, cicada, commando], blockers=[mow, charger])
    do(s, ("assign all", mow, cicada), ("assign", charger, commando))
    lance_card, star_card = s.zones["hand0"]
    assert not playable(s, star_card)
    played_by(s, 0, lance_card)
    assert initiative(s, 0) == 2
    do(s, ("choose", koshi), ("choose", fenris))  # two blockers: two of the four may go through
    assert s.counters["m.asif"] == (koshi, fenris)
    do(s, ("assign all", koshi, "stock"), ("assign all", fenris, "stock"), ("assign all", cicada, mow),
       ("assign all", commando, charger))
    finish_effects(s)
    assert stock1(s) == 10 - 7


def test_lance_diversion_may_send_fewer_and_star_diversion_wants_five():
    lance = [FENRIS, KOSHI, CICADA, COMMANDO]
    s = game(hand0=["CS055"], patrol0=lance, patrol1=[MOW])
    units = ids(s, "patrol0", *lance)
    attack(s, units, blockers=[cid(s, MOW, "patrol1")])
    do(s, ("assign all", cid(s, MOW, "patrol1"), units[0]))
    played_by(s, 0, s.zones["hand0"][0])
    do(s, ("choose", units[1]), "done")           # three allowed, one chosen
    assert s.counters["m.asif"] == (units[1],)
    star = [FENRIS, KOSHI, CICADA, COMMANDO, MADCAT]
    s = game(hand0=["CS082"], patrol0=star, patrol1=[MOW], hand1=["CS082"])
    attack(s, ids(s, "patrol0", *star), blockers=[cid(s, MOW, "patrol1")])
    assert playable(s, s.zones["hand0"][0]) and not playable(s, s.zones["hand1"][0])


# -- CS067 Overrun ----------------------------------------------------------------------------------------------------
def test_overrun_untaps_the_attackers_when_every_blocker_is_scrapped():
    s = game(hand0=["CS067"], patrol0=[MADCAT, FENRIS], patrol1=[COMMANDO, CICADA])
    madcat, fenris = ids(s, "patrol0", MADCAT, FENRIS)
    commando, cicada = ids(s, "patrol1", COMMANDO, CICADA)
    attack(s, [madcat, fenris], blockers=[commando, cicada])
    do(s, ("assign all", commando, madcat), ("assign all", cicada, madcat))
    played_by(s, 0, s.zones["hand0"][0])
    do(s, ("assign all", madcat, commando), ("assign all", fenris, cicada), "done")
    assert commando in s.zones["scrap1"] and cicada in s.zones["scrap1"]
    assert not mark(s, "tap", madcat) and not mark(s, "tap", fenris)


def test_overrun_does_nothing_if_a_blocker_survives_or_all_are_only_removed():
    s = game(hand0=["CS067"], patrol0=[MADCAT, FENRIS], patrol1=[COMMANDO, MOW])
    madcat, fenris = ids(s, "patrol0", MADCAT, FENRIS)
    commando, mow = ids(s, "patrol1", COMMANDO, MOW)
    attack(s, [madcat, fenris], blockers=[commando, mow])
    do(s, ("assign all", commando, madcat), ("assign all", mow, madcat))
    played_by(s, 0, s.zones["hand0"][0])
    do(s, ("assign all", madcat, commando), ("assign all", fenris, mow))
    assert commando in s.zones["scrap1"] and mow in s.zones["patrol1"]
    assert mark(s, "tap", madcat) and mark(s, "tap", fenris)
    s = game(hand0=["CS067", "CS012"], patrol0=[MADCAT], patrol1=[COMMANDO], counters={"init0": 1})
    madcat, commando = cid(s, MADCAT, "patrol0"), cid(s, COMMANDO, "patrol1")
    attack(s, [madcat], blockers=[commando])
    do(s, "done")
    overrun, blitz = s.zones["hand0"]
    played_by(s, 0, overrun)
    played_by(s, 0, blitz)                        # the blocker is only removed (Guide): Overrun does not untap
    do(s, "done")
    assert stock1(s) == 10 - 7 and mark(s, "tap", madcat)


# -- ME012 Batchall ---------------------------------------------------------------------------------------------------
def test_batchall_the_attacker_chooses_which_attackers_deal_damage():
    s = game(patrol0=[MADCAT, FENRIS, KOSHI], hand1=["ME012"], patrol1=[MOW])
    madcat, fenris, koshi = ids(s, "patrol0", MADCAT, FENRIS, KOSHI)
    mow = cid(s, MOW, "patrol1")
    attack(s, [madcat, fenris, koshi], blockers=[mow])
    played_by(s, 1, s.zones["hand1"][0])          # P1 controls Clan 'Mechs
    assert initiative(s, 1) == 3
    assert s.decision.player == 0 and set(options(s)) == {("choose", madcat), ("choose", fenris), ("choose", koshi)}
    do(s, ("choose", madcat))                     # one blocker: one attacker deals damage
    do(s, ("assign all", madcat, mow), ("assign all", fenris, mow), ("assign all", koshi, mow), "done")   # P1 first
    do(s, ("assign all", mow, koshi))
    assert "m.att" not in s.counters
    assert dmg(s, mow) == 7 - 3                   # only the Mad Cat's 7 reach it
    assert koshi in s.zones["patrol0"] and dmg(s, koshi) == 0   # an idle one receives none


def test_batchall_needs_a_clan_opponent_and_more_attackers_than_blockers():
    s = game(patrol0=[COMMANDO, CHARGER], hand1=["ME012"], patrol1=[MOW])
    attack(s, ids(s, "patrol0", COMMANDO, CHARGER), blockers=[cid(s, MOW, "patrol1")])
    assert not playable(s, s.zones["hand1"][0])   # no Clan card on P1's side (the spare Mercury is Inner Sphere)
    s = game(patrol0=[FENRIS], hand1=["ME012"], patrol1=[KOSHI, CICADA])
    fenris = cid(s, FENRIS, "patrol0")
    attack(s, [fenris], blockers=ids(s, "patrol1", KOSHI, CICADA))
    played_by(s, 1, s.zones["hand1"][0])          # two blockers for one attacker: nothing to choose
    assert s.decision.player == 0 and "m.silent" not in s.counters
    s = game(hand0=["ME012"], patrol0=[FENRIS], patrol1=[MOW])
    attack(s, [cid(s, FENRIS, "patrol0")])
    assert not playable(s, s.zones["hand0"][0])   # the attacker does not block


# -- ME049 Last Stand at Hanover --------------------------------------------------------------------------------------
def test_last_stand_at_hanover_scraps_a_mech_then_silences_the_attackers():
    s = game(patrol0=[MADCAT, FENRIS], hand1=["ME049"], patrol1=[MOW, COMMANDO])
    madcat, fenris = ids(s, "patrol0", MADCAT, FENRIS)
    mow, commando = ids(s, "patrol1", MOW, COMMANDO)
    attack(s, [madcat, fenris], blockers=[mow, commando])
    dice(s, 2)
    played_by(s, 1, s.zones["hand1"][0])
    do(s, ("choose", commando))
    assert commando in s.zones["scrap1"] and s.counters["m.blk"] == (mow,)   # it left the battle as it went
    do(s, ("assign all", mow, fenris))
    do(s, ("assign all", madcat, mow), ("assign all", fenris, mow))
    assert "m.att" not in s.counters
    assert dmg(s, mow) == 0 and dmg(s, fenris) == 4 - 1


def test_last_stand_at_hanover_one_does_nothing_more():
    s = game(patrol0=[MADCAT], hand1=["ME049"], patrol1=[MOW, COMMANDO])
    madcat = cid(s, MADCAT, "patrol0")
    mow, commando = ids(s, "patrol1", MOW, COMMANDO)
    attack(s, [madcat], blockers=[mow, commando])
    dice(s, 1)
    played_by(s, 1, s.zones["hand1"][0])
    do(s, ("choose", commando))
    finish_effects(s)
    assert commando in s.zones["scrap1"] and dmg(s, mow) == 7 - 3


# -- ME073 Reactor Breach ---------------------------------------------------------------------------------------------
def test_reactor_breach_scraps_the_unit_and_rolls_for_each_other_one_at_resolution():
    s = game(patrol0=[MADCAT], hand1=["ME073"], patrol1=[MOW, COMMANDO])
    madcat = cid(s, MADCAT, "patrol0")
    mow, commando = ids(s, "patrol1", MOW, COMMANDO)
    attack(s, [madcat], blockers=[mow, commando])
    played_by(s, 1, s.zones["hand1"][0])
    do(s, ("choose", commando), "done")           # P2 first: the Commando (25 tons) will breach
    assert commando in s.zones["patrol1"]         # nothing happens before damage is resolved
    dice(s, 3, 2)                                 # the Mad Cat 3 (damage), the Man O' War 2 (no effect)
    do(s, ("assign all", madcat, mow))
    assert commando in s.zones["scrap1"] and names(s, "scrap1")[-1] == "Reactor Breach"
    assert dmg(s, madcat) == 4 + 2 + 3 - 2        # the Commando's own damage is still dealt, +3 (25 / 10 rounded up)
    assert dmg(s, mow) == 7 - 3


def test_reactor_breach_dice_wait_for_a_modifier_and_resolution_starts_over():
    s = game(patrol0=[MADCAT], hand1=["ME073"], patrol1=[MOW, COMMANDO], post1=[TAC, "NAIS"])
    madcat = cid(s, MADCAT, "patrol0")
    mow, commando = ids(s, "patrol1", MOW, COMMANDO)
    attack(s, [madcat], blockers=[mow, commando])
    played_by(s, 1, s.zones["hand1"][0])
    do(s, ("choose", commando), "done")
    dice(s, 2, 1)
    do(s, ("assign all", madcat, mow))
    nais = cid(s, "NAIS", "post1")
    assert s.decision.player == 1 and ("modify", nais, "nais") in options(s)   # the Mad Cat's 2
    do(s, ("modify", nais, "nais"))               # 3: damage; the Man O' War's 1 has no modifier left
    assert "m.att" not in s.counters
    assert dmg(s, madcat) == 4 + 2 + 3 - 2 and dmg(s, mow) == 7 - 3 and commando in s.zones["scrap1"]


def test_reactor_breach_does_nothing_if_the_unit_left_the_battle():
    s = game(hand0=["CS012"], patrol0=[MADCAT], hand1=["ME073"], patrol1=[MOW, COMMANDO], counters={"init0": 1})
    madcat = cid(s, MADCAT, "patrol0")
    mow, commando = ids(s, "patrol1", MOW, COMMANDO)
    attack(s, [madcat], blockers=[mow, commando])
    played_by(s, 1, s.zones["hand1"][0])
    do(s, ("choose", commando), "done")
    played_by(s, 0, s.zones["hand0"][0])          # Blitzkrieg: both blockers leave the battle
    finish_effects(s)
    assert commando in s.zones["patrol1"] and stock1(s) == 10 - 7


# -- ME088 Taking the Hit ---------------------------------------------------------------------------------------------
def test_taking_the_hit_moves_all_damage_to_another_engaged_mech():
    s = game(patrol0=[MADCAT], hand1=["ME088", "CS096"], patrol1=[COMMANDO, MOW], counters={"init1": 1})
    madcat = cid(s, MADCAT, "patrol0")
    commando, mow = ids(s, "patrol1", COMMANDO, MOW)
    attack(s, [madcat], blockers=[commando, mow])
    do(s, ("assign all", madcat, commando))       # P1 first: all 7 on the Commando
    hit, kick = s.zones["hand1"]
    played_by(s, 1, hit)
    do(s, ("choose", commando))                   # the Man O' War, the only other, takes it
    assert s.counters["m.takes_hit"] == ((commando, mow),)
    do(s, "done")
    assert commando in s.zones["patrol1"] and dmg(s, commando) == 0 and dmg(s, mow) == 7 - 3


def test_taking_the_hit_takes_unpreventable_damage_along():
    s = game(hand0=["LT005"], patrol0=[MADCAT], hand1=["ME088"], patrol1=[COMMANDO, MOW], counters={"init1": 1})
    madcat = cid(s, MADCAT, "patrol0")
    commando, mow = ids(s, "patrol1", COMMANDO, MOW)
    attack(s, [madcat], blockers=[commando, mow])
    dice(s, 4)
    played_by(s, 0, s.zones["hand0"][0])          # Ammo Explosion on the Commando: 2 that cannot be prevented
    do(s, ("choose", commando), ("assign all", madcat, commando))
    played_by(s, 1, s.zones["hand1"][0])
    do(s, ("choose", commando))
    finish_effects(s)
    assert commando in s.zones["patrol1"] and dmg(s, commando) == 0 and dmg(s, mow) == 7 + 2 - 3


def test_taking_the_hit_onto_a_feinting_mech_lands_nowhere():
    s = game(patrol0=[MADCAT], hand1=["ME088", "LT078"], patrol1=[COMMANDO, MOW], counters={"init1": 1})
    madcat = cid(s, MADCAT, "patrol0")
    commando, mow = ids(s, "patrol1", COMMANDO, MOW)
    attack(s, [madcat], blockers=[commando, mow])
    do(s, ("assign all", madcat, commando))       # P1 first
    hit, feint = s.zones["hand1"]
    played_by(s, 1, hit)
    do(s, ("choose", commando))                   # to the Man O' War
    dice(s, 2)
    played_by(s, 1, feint)
    do(s, ("choose", mow))                        # Feint 2-6: the Man O' War receives no damage
    finish_effects(s)
    assert dmg(s, commando) == 0 and dmg(s, mow) == 0 and commando in s.zones["patrol1"]


def test_taking_the_hit_needs_two_engaged_mechs():
    s = game(patrol0=[MADCAT], hand1=["ME088"], patrol1=[MOW, COMMANDO])
    attack(s, [cid(s, MADCAT, "patrol0")], blockers=[cid(s, MOW, "patrol1")])
    assert not playable(s, s.zones["hand1"][0])   # the idle Commando is not in the battle (Guide)

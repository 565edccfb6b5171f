"""The last cards of Counterstrike, Mercenaries and MechWarrior whose rules live in the missions and the board
(engine hooks in missions.py and board.py; the cards in leaders_and_sites.py, missions_cards.py, dice_and_infantry.py
and terrain_and_factions.py): one or more tests per card, each checking every clause of its text, its timing and what
is refused."""
from mechdeck.games.battletech_tcg.abilities import implemented_numbers, where
from mechdeck.games.battletech_tcg.board import (activation_cost, armor, assets, has_asset, mark, pilot_of, set_mark,
                                                 speed, tapped, untap)
from mechdeck.games.battletech_tcg.missions import (acting_speed, attack_value, blockers_available,
                                                    could_play_mission_card, initiative, legal_targets,
                                                    mission_card_options)

from mechdeck.games.battletech_tcg.turn import scrap_card, try_untap
from mechdeck.kernel.knowledge import known
from mechdeck.kernel.presentation import present

from tcg_support import FILL, R, cid, dice, dmg, do, game, mission, options, play_out, public

DRAGON = "Dragon (DRG-1N)"               # moderate 2/1/7
BANSHEE = "Banshee (BNC-3E)"             # slow 2/3/9
CICADA = "Cicada (CDA-2A)"               # fast 1/0/3
FENRIS = "Fenris Prime (Ice Ferret)"     # fast 3/1/6
HUNCHBACK = "Hunchback (HBK-4G)"         # slow 2/1/7
VLAD = "Vlad of the Wards"


def stock(n=8, **more):
    return dict({"stock": [FILL] * n}, **more)


# -- CS098 Vlad of the Wards ------------------------------------------------------------------------------------------
def test_vlad_of_the_wards_lets_his_mech_attack_any_opposing_mech_and_adds_1_initiative():
    assert "CS098" in implemented_numbers() and where("CS098").startswith("leaders_and_sites.py")
    s = game(stock(patrol=[{"card": BANSHEE, "pilot": VLAD}, DRAGON]),
             stock(patrol=[FENRIS, CICADA, HUNCHBACK]))
    banshee, dragon = cid(s, BANSHEE, "patrol0"), cid(s, DRAGON, "patrol0")
    fenris, cicada, hunchback = (cid(s, n, "patrol1") for n in (FENRIS, CICADA, HUNCHBACK))
    # a slow 'Mech may attack no 'Mech at all (none is slower); piloted by Vlad, every opposing 'Mech, fast or slow
    assert {fenris, cicada, hunchback} <= set(legal_targets(s, 0, (banshee,)))
    # the other 'Mechs of its group still limit the target: with a moderate Dragon, only the slow Hunchback (T920)
    together = legal_targets(s, 0, (banshee, dragon))
    assert hunchback in together and fenris not in together and cicada not in together
    assert legal_targets(s, 0, (dragon,)) == together
    # only his own 'Mech: the opponent's slow Hunchback still may attack no 'Mech of P1's
    assert legal_targets(s, 1, (hunchback,)) == ["stock", "scrap"]
    mission(s, banshee, target=fenris)
    assert initiative(s, 0) == 1                       # "Pilot: +1 initiative" while his 'Mech is engaged
    play_out(s)
    assert "m.att" not in s.counters


def test_vlad_of_the_wards_without_him_the_speed_rule_holds_and_he_is_a_pilot_reassigned_in_deploy():
    s = game(stock(patrol=[BANSHEE]), stock(patrol=[FENRIS, HUNCHBACK]))
    banshee = cid(s, BANSHEE, "patrol0")
    assert legal_targets(s, 0, (banshee,)) == ["stock", "scrap"]
    s = game(stock(patrol=[{"card": BANSHEE, "pilot": VLAD}, DRAGON]), stock(patrol=[FENRIS]), phase="deploy")
    banshee, dragon, fenris = cid(s, BANSHEE, "patrol0"), cid(s, DRAGON, "patrol0"), cid(s, FENRIS, "patrol1")
    vlad = cid(s, VLAD, "attached0")
    assert ("reassign", vlad, dragon) in options(s)
    do(s, ("reassign", vlad, dragon))
    assert pilot_of(s, dragon) == vlad and pilot_of(s, banshee) is None
    assert fenris in legal_targets(s, 0, (dragon,)) and fenris not in legal_targets(s, 0, (banshee,))


# -- CS064 Oda Hideyoshi ----------------------------------------------------------------------------------------------
ODA = "Oda Hideyoshi"
FOG = "Heavy Fog"          # LT106, a Mission card with no condition
TAC = "Support - Tactics"


def oda_game(attackers=(DRAGON,)):
    return game(stock(post=[TAC, ODA], hand=[FOG], patrol=list(attackers)),
                stock(post=[TAC], hand=[FOG], patrol=[CICADA, FENRIS, HUNCHBACK]), spare=BANSHEE)


def test_oda_hideyoshi_allows_one_blocking_mech_and_bars_his_player_from_mission_cards_this_mission():
    assert where("CS064").startswith("leaders_and_sites.py")
    s = oda_game()
    dragon, oda = cid(s, DRAGON, "patrol0"), cid(s, ODA, "post0")
    cicada, fenris = cid(s, CICADA, "patrol1"), cid(s, FENRIS, "patrol1")
    fog0, fog1 = s.zones["hand0"][0], s.zones["hand1"][0]
    assert ("use", oda, "one blocker") not in options(s)          # only when an attack is declared
    mission(s, dragon)
    assert s.decision.player == 0 and ("use", oda, "one blocker") in options(s)
    do(s, ("use", oda, "one blocker"))
    assert tapped(s, oda)
    # barred, P1 is not asked again before blockers (nothing to play); P2 is
    assert s.decision.player == 1 and s.decision.prompt.startswith("before blockers")
    do(s, "done")
    assert s.decision.player == 1 and {("block", cicada), ("block", fenris)} <= set(options(s))
    do(s, ("block", cicada))
    # a second 'Mech may not join the blockers: the block ends with the Cicada alone
    assert s.counters["m.blk"] == (cicada,) and s.decision.prompt.startswith("include")
    do(s, "keep target out")
    # P2 (tied initiative: the defender first) may play its Mission card; P1 may not, all mission long
    assert s.decision.player == 1 and ("play", fog1) in options(s)
    do(s, "done")
    assert s.decision.player == 0 and ("play", fog0) not in mission_card_options(s, 0, "battle")
    assert not could_play_mission_card(s, 0, "battle", initiative(s, 0))
    play_out(s)
    assert "m.no_mission_cards0" not in s.counters and fog0 in s.zones["hand0"]   # the bar ends with the mission


def test_oda_hideyoshi_is_refused_for_a_group_of_two_mechs_and_for_the_defender():
    s = oda_game(attackers=(DRAGON,))
    dragon, spare, oda = cid(s, DRAGON, "patrol0"), cid(s, BANSHEE, "patrol0"), cid(s, ODA, "post0")
    mission(s, dragon, spare)
    assert ("use", oda, "one blocker") not in options(s)
    play_out(s)
    # P2's Oda may not be used when P2 defends
    s = game(stock(patrol=[DRAGON]), stock(post=[TAC, ODA], patrol=[CICADA, FENRIS]), spare=BANSHEE)
    oda1 = cid(s, ODA, "post1")
    mission(s, cid(s, DRAGON, "patrol0"))
    while not s.decision.prompt.startswith("block the mission"):
        assert ("use", oda1, "one blocker") not in options(s)
        do(s, "done")
    # without Oda, both may block
    do(s, ("block", cid(s, CICADA, "patrol1")))
    assert ("block", cid(s, FENRIS, "patrol1")) in options(s)


# -- CS091 Trapped! ---------------------------------------------------------------------------------------------------
def trapped_game(hand1=("Trapped!",)):
    s = game(stock(post=[TAC], patrol=[DRAGON, HUNCHBACK]), stock(post=[TAC], hand=list(hand1), patrol=[CICADA]),
             spare=BANSHEE)
    return s, cid(s, DRAGON, "patrol0"), s.zones["hand1"][0]


def trap(s, dragon, trapped, roll):
    """P1's Dragon attacks P2's Stockpile unblocked; P2 plays Trapped! on it with the die showing ``roll``."""
    mission(s, dragon)
    do(s, "no block")
    assert s.decision.player == 1 and ("play", trapped) in options(s)
    dice(s, roll)
    do(s, ("play", trapped))      # the only attacking 'Mech: chosen at once
    play_out(s)


def next_turn_of(s, seat):
    """Everyone says done until ``seat``'s next Missions phase."""
    turn = s.counters["turn"]
    while not (s.counters["active"] == seat and s.counters["turn"] > turn and
               s.decision.prompt.startswith("Missions phase")):
        do(s, "done")


def test_trapped_pins_an_attacking_mech_which_then_does_not_untap_in_its_untap_phase():
    assert where("CS091").startswith("missions_cards.py")
    s, dragon, trapped = trapped_game()
    trap(s, dragon, trapped, 3)
    assert mark(s, "pinned", dragon) == 1 and trapped in s.zones["scrap1"]
    assert "Dragon (DRG-1N) gets a pinned counter: it does not untap in its controller's Untap phase" in public(s)
    next_turn_of(s, 0)
    assert tapped(s, dragon) and "Dragon (DRG-1N) is pinned: it does not untap" in public(s)
    # a card's untap still untaps it (only the Untap phase's is stopped); the counter stays
    assert try_untap(s, dragon) and not tapped(s, dragon) and mark(s, "pinned", dragon) == 1


def piece(view, card):
    """The piece of ``card`` in a presentation view (a nested dict of areas and pieces)."""
    if isinstance(view, dict):
        if view.get("id") == card:
            return view
        view = list(view.values())
    if isinstance(view, (list, tuple)):
        for part in view:
            found = piece(part, card)
            if found is not None:
                return found
    return None


def test_trapped_and_hip_shattered_counters_are_shown_to_both_players():
    s, dragon, trapped = trapped_game()
    trap(s, dragon, trapped, 4)
    for seat in (0, 1):
        assert piece(present(R, s, seat), dragon)["pinned counters"] == 1
    s, banshee, dragon, hip = hip_game()
    hip_battle(s, banshee, dragon, hip, dragon)
    assert piece(present(R, s, 0), dragon)["hindrance counter"] is True


def test_trapped_counter_removed_by_tapping_two_mechs_in_the_missions_phase_out_of_a_mission():
    s, dragon, trapped = trapped_game()
    banshee, hunchback = cid(s, BANSHEE, "patrol0"), cid(s, HUNCHBACK, "patrol0")
    trap(s, dragon, trapped, 6)
    # still P1's Missions phase: the Banshee and the Hunchback are untapped
    assert ("unpin", dragon) in options(s)
    do(s, ("unpin", dragon))
    assert set(options(s)) == {("tap", banshee), ("tap", hunchback)}
    do(s, ("tap", hunchback))      # the second 'Mech is the only one left: taken at once
    assert tapped(s, banshee) and tapped(s, hunchback) and mark(s, "pinned", dragon) is None
    assert "P1 taps Hunchback (HBK-4G) and Banshee (BNC-3E) to remove a pinned counter from Dragon (DRG-1N)" \
        in public(s)
    assert ("unpin", dragon) not in options(s)
    next_turn_of(s, 0)
    assert not tapped(s, dragon)   # no counter left: it untapped in the Untap phase


def test_trapped_unpinning_needs_two_untapped_mechs_and_no_mission_and_low_rolls_return_it():
    s, dragon, trapped = trapped_game()
    banshee = cid(s, BANSHEE, "patrol0")
    trap(s, dragon, trapped, 5)
    mission(s, banshee)            # during a mission: not offered
    assert all(o[0] != "unpin" for o in options(s))
    play_out(s)
    assert ("unpin", dragon) not in options(s)   # only the Hunchback is untapped now
    # 1-2: no counter, and Trapped! returns to P2's hand after the mission
    s, dragon, trapped = trapped_game()
    trap(s, dragon, trapped, 2)
    assert mark(s, "pinned", dragon) is None and trapped in s.zones["hand1"]
    # only an attacking 'Mech: a blocker is never offered (the Dragon, alone, is chosen at once)
    s, dragon, trapped = trapped_game()
    mission(s, dragon)
    do(s, ("block", cid(s, CICADA, "patrol1")), "keep target out")
    assert s.decision.player == 1 and ("play", trapped) in options(s)
    dice(s, 4)
    do(s, ("play", trapped))
    assert mark(s, "pinned", dragon) == 1 and mark(s, "pinned", cid(s, CICADA, "patrol1")) is None


# -- CS049 Hip Shattered ----------------------------------------------------------------------------------------------
def hip_game():
    s = game(stock(post=[TAC], hand=["Hip Shattered"], patrol=[BANSHEE, HUNCHBACK]),
             stock(post=[TAC], patrol=[DRAGON]), spare=CICADA)
    return s, cid(s, BANSHEE, "patrol0"), cid(s, DRAGON, "patrol1"), s.zones["hand0"][0]


def hip_battle(s, banshee, dragon, hip, chosen):
    """P1's Banshee attacks, P2's Dragon blocks; P1 plays Hip Shattered on ``chosen`` and the battle ends."""
    mission(s, banshee)
    do(s, ("block", dragon), "keep target out", "done")            # P2 (the defender on a tie) first
    assert s.decision.player == 0 and ("play", hip) in options(s)
    do(s, ("play", hip))
    assert set(options(s)) == {("choose", banshee), ("choose", dragon)}   # an engaged 'Mech of either side
    do(s, ("choose", chosen))
    play_out(s)


def test_hip_shattered_a_mech_taking_structure_damage_gets_a_hindrance_counter_cannot_block_and_is_slow():
    assert where("CS049").startswith("missions_cards.py")
    s, banshee, dragon, hip = hip_game()
    hunchback, cicada = cid(s, HUNCHBACK, "patrol0"), cid(s, CICADA, "patrol0")
    assert speed(s, dragon) == 2
    hip_battle(s, banshee, dragon, hip, dragon)
    assert "Dragon (DRG-1N) takes 2 damage (1 to structure)" in public(s)
    assert mark(s, "hindrance", dragon) and speed(s, dragon) == 1 and acting_speed(s, dragon) == 1
    assert "Dragon (DRG-1N) gets a hindrance counter: it cannot block, and its speed is slow" in public(s)
    # slow now for what may attack it: the fast Cicada could before too, the slow Hunchback still may not
    assert dragon not in legal_targets(s, 0, (hunchback,)) and dragon in legal_targets(s, 0, (cicada,))
    # a slow Hunchback's attack: the Dragon is untapped, fast enough, but may not block, guarding or not
    untap(s, dragon)
    mission(s, hunchback)
    assert dragon not in blockers_available(s, 1, ())
    set_mark(s, "guard", dragon, "stock")
    assert dragon not in blockers_available(s, 1, ())
    play_out(s)
    assert mark(s, "hindrance", dragon)                       # it stays while the 'Mech is in play


def test_hip_shattered_no_counter_without_structure_damage():
    s, banshee, dragon, hip = hip_game()
    hip_battle(s, banshee, dragon, hip, banshee)              # the Banshee's 3 armor takes the Dragon's 2
    assert "Banshee (BNC-3E) takes 2 damage (0 to structure)" in public(s)
    assert not mark(s, "hindrance", banshee) and speed(s, banshee) == 1 and "fixed_speed" not in s.counters
    assert not mark(s, "hindrance", dragon)                   # the 'Mech not chosen took structure damage: none


# -- MW092 Tactical Superiority ---------------------------------------------------------------------------------------
def test_tactical_superiority_wins_initiative_whatever_the_totals_and_the_last_one_played_wins():
    assert where("MW092").startswith("missions_cards.py")
    s = game(stock(post=[TAC], hand=["Tactical Superiority"], patrol=[BANSHEE]),
             stock(post=[TAC], hand=["Tactical Superiority"], patrol=[DRAGON]), spare=CICADA,
             counters={"init1": 1})
    banshee, dragon = cid(s, BANSHEE, "patrol0"), cid(s, DRAGON, "patrol1")
    mine, theirs = s.zones["hand0"][0], s.zones["hand1"][0]
    mission(s, banshee)
    do(s, ("block", dragon), "keep target out")
    assert (initiative(s, 0), initiative(s, 1)) == (1, 2) and s.decision.player == 0    # the lower declares first
    do(s, ("play", mine))
    assert "P1 wins initiative this mission" in public(s)
    assert (initiative(s, 0), initiative(s, 1)) == (1, 2) and s.decision.player == 1    # P1 declares last now
    do(s, ("play", theirs))                                                             # the last one played wins
    assert s.decision.player == 0 and "P2 wins initiative this mission" in public(s)
    play_out(s)
    assert "m.init_winner" not in s.counters                                            # this mission only


# -- CS058 Massive Battlefield Confusion ------------------------------------------------------------------------------
MBC = "Massive Battlefield Confusion"


def confusion_game():
    s = game(stock(post=[TAC], patrol=[BANSHEE, HUNCHBACK]), stock(post=[TAC], hand=[MBC], patrol=[DRAGON, CICADA]),
             spare=FENRIS)
    mechs = (cid(s, BANSHEE, "patrol0"), cid(s, HUNCHBACK, "patrol0"), cid(s, DRAGON, "patrol1"),
             cid(s, CICADA, "patrol1"))
    return s, mechs, s.zones["hand1"][0]


def test_massive_battlefield_confusion_5_6_each_mech_deals_its_damage_to_a_random_other_mech():
    assert where("CS058").startswith("missions_cards.py")
    s, (banshee, hunchback, dragon, cicada), card = confusion_game()
    mission(s, banshee, hunchback)
    do(s, ("block", dragon), ("block", cicada), "keep target out")
    do(s, ("assign all", dragon, banshee))      # assigned before: redirected all the same
    # 5, then one draw per 'Mech among the others (attackers first): Banshee -> its own Hunchback (1 of 3), Hunchback
    # -> Cicada (3rd of Banshee, Dragon, Cicada), Dragon -> Cicada (3rd of Banshee, Hunchback, Cicada), Cicada ->
    # Hunchback (2nd of Banshee, Hunchback, Dragon)
    dice(s, 5, 1, 3, 3, 2)
    do(s, ("play", card), ("assign", cicada, banshee))
    do(s, ("assign all", banshee, dragon), ("assign all", hunchback, dragon), "done")
    log = public(s)
    for line in ("Banshee (BNC-3E) will deal its damage to Hunchback (HBK-4G) (drawn at random)",
                 "Hunchback (HBK-4G) will deal its damage to Cicada (CDA-2A) (drawn at random)",
                 "Dragon (DRG-1N) will deal its damage to Cicada (CDA-2A) (drawn at random)",
                 "Cicada (CDA-2A) will deal its damage to Hunchback (HBK-4G) (drawn at random)",
                 "Hunchback (HBK-4G) takes 3 damage (2 to structure)",       # 2 from the Banshee, 1 from the Cicada
                 "Cicada (CDA-2A) takes 4 damage (4 to structure)"):         # 2 from the Hunchback, 2 from the Dragon
        assert line in log
    assert dmg(s, banshee) == 0 and dmg(s, dragon) == 0 and cicada in s.zones["scrap1"]
    assert card in s.zones["scrap1"]


def test_massive_battlefield_confusion_low_rolls_and_only_when_blocking():
    s, (banshee, hunchback, dragon, cicada), card = confusion_game()
    mission(s, banshee, hunchback)
    do(s, ("block", dragon), "no more blockers", "keep target out")
    dice(s, 3)
    do(s, ("play", card))                       # 2-4: back to the hand after the mission, no confusion
    assert "m.confused" not in s.counters
    do(s, ("assign all", dragon, banshee), ("assign all", banshee, dragon), ("assign all", hunchback, dragon), "done")
    assert card in s.zones["hand1"]                                   # damage went where it was assigned
    assert {"Banshee (BNC-3E) takes 2 damage (0 to structure)", "Dragon (DRG-1N) takes 4 damage (3 to structure)"} \
        <= set(public(s))
    s, (banshee, hunchback, dragon, cicada), card = confusion_game()
    mission(s, banshee, hunchback)
    do(s, ("block", dragon), "no more blockers", "keep target out")
    dice(s, 1)
    do(s, ("play", card))                       # 1: no effect, scrapped
    assert "Massive Battlefield Confusion: no effect" in public(s) and "m.confused" not in s.counters
    play_out(s, picks=(("assign all", dragon, banshee), ("assign all", banshee, dragon),
                       ("assign all", hunchback, dragon), ("done",)))
    assert card in s.zones["scrap1"]
    s, (banshee, hunchback, dragon, cicada), card = confusion_game()
    mission(s, banshee)
    do(s, "no block")                           # not blocking: it may not be played
    assert s.decision.player == 1 and ("play", card) not in options(s)


# -- CS063 No Quarter -------------------------------------------------------------------------------------------------
MADCAT = "Mad Cat Prime (Timber Wolf)"   # moderate 7/2/9, Missile 2, Overheat 3: +3


def test_no_quarter_survivors_fight_a_second_battle_with_the_armor_spent_in_the_first_lacking():
    assert where("CS063").startswith("missions_cards.py")
    s = game(stock(post=[TAC], hand=["No Quarter"], patrol=[BANSHEE, HUNCHBACK]),
             stock(post=[TAC], hand=["No Quarter"], patrol=[DRAGON, CICADA]), spare=FENRIS)
    banshee, hunchback = cid(s, BANSHEE, "patrol0"), cid(s, HUNCHBACK, "patrol0")
    dragon, cicada = cid(s, DRAGON, "patrol1"), cid(s, CICADA, "patrol1")
    mine, theirs = s.zones["hand0"][0], s.zones["hand1"][0]
    mission(s, banshee, hunchback)
    do(s, ("block", dragon), ("block", cicada), "keep target out")
    do(s, ("assign all", dragon, banshee), ("assign", cicada, hunchback), "done")
    do(s, ("play", mine), ("assign all", banshee, dragon), ("assign all", hunchback, dragon), "done")
    log = public(s)
    assert "No Quarter: a second battle will follow this one" in log
    assert {"Banshee (BNC-3E) takes 2 damage (0 to structure)", "Hunchback (HBK-4G) takes 1 damage (0 to structure)",
            "Dragon (DRG-1N) takes 4 damage (3 to structure)"} <= set(log)
    # the same mission goes on: every 'Mech survived; armor spent is lacking (Banshee 3-2, Hunchback 1-1, Dragon 1-1)
    assert s.counters["m.att"] == (banshee, hunchback) and s.counters["m.blk"] == (dragon, cicada)
    assert "No Quarter: a second battle begins (Banshee (BNC-3E), Hunchback (HBK-4G), Dragon (DRG-1N), " \
        "Cicada (CDA-2A)); armor does not replenish, no missiles" in public(s)
    assert [armor(s, u) for u in (banshee, hunchback, dragon, cicada)] == [1, 0, 0, 0]
    assert s.decision.player == 1 and ("play", theirs) not in options(s)   # one second battle a mission
    do(s, ("assign all", dragon, banshee), ("assign", cicada, hunchback), "done")
    do(s, ("assign all", banshee, dragon), ("assign all", hunchback, dragon), "done")
    assert {"Banshee (BNC-3E) takes 2 damage (1 to structure)", "Hunchback (HBK-4G) takes 1 damage (1 to structure)",
            "Dragon (DRG-1N) takes 4 damage (4 to structure)"} <= set(public(s)[-5:])
    assert dragon in s.zones["scrap1"] and "m.att" not in s.counters and mine in s.zones["scrap0"]
    assert armor(s, banshee) == 3                                            # the mission is over


def test_support_from_home_counts_after_each_of_no_quarters_two_battles():
    """Support from Home: "At the end of each battle": No Quarter's mission has two, so P1's two surviving engaged
    'Mechs give two counters after each (missions.py's ``battle_end``)."""
    s = game(stock(post=[TAC, "Support from Home"], hand=["No Quarter"], patrol=[BANSHEE, HUNCHBACK]),
             stock(post=[TAC], hand=["No Quarter"], patrol=[DRAGON, CICADA]), spare=FENRIS)
    banshee, hunchback = cid(s, BANSHEE, "patrol0"), cid(s, HUNCHBACK, "patrol0")
    dragon, cicada = cid(s, DRAGON, "patrol1"), cid(s, CICADA, "patrol1")
    home = cid(s, "Support from Home", "post0")
    mission(s, banshee, hunchback)
    do(s, ("block", dragon), ("block", cicada), "keep target out")
    do(s, ("assign all", dragon, banshee), ("assign", cicada, hunchback), "done")
    do(s, ("play", s.zones["hand0"][0]), ("assign all", banshee, dragon), ("assign all", hunchback, dragon), "done")
    assert s.counters[f"support:{home}"] == 2 and "m.att" in s.counters            # the first battle's end
    do(s, ("assign all", dragon, banshee), ("assign", cicada, hunchback), "done")
    do(s, ("assign all", banshee, dragon), ("assign all", hunchback, dragon), "done")
    assert "m.att" not in s.counters and s.counters[f"support:{home}"] == 4        # and the second's


def test_no_quarter_second_battle_has_no_missiles_and_alpha_strikers_have_0_attack():
    s = game(stock(post=[TAC], hand=["No Quarter"], patrol=[MADCAT, HUNCHBACK]),
             stock(post=[TAC], patrol=[DRAGON, {"card": BANSHEE, "guard": "stock"}]), spare=FENRIS)
    madcat, hunchback = cid(s, MADCAT, "patrol0"), cid(s, HUNCHBACK, "patrol0")
    dragon, banshee = cid(s, DRAGON, "patrol1"), cid(s, BANSHEE, "patrol1")
    mission(s, madcat, hunchback)
    do(s, ("block", dragon), ("block", banshee), "keep target out")
    do(s, ("assign all", dragon, madcat), ("assign all", banshee, madcat))
    assert ("missile", madcat, dragon) in options(s)
    do(s, ("play", s.zones["hand0"][0]), ("alpha strike", hunchback, 0))
    do(s, ("assign", madcat, banshee), ("assign all", madcat, banshee), ("assign all", hunchback, banshee), "done")
    assert "No Quarter: a second battle begins" in public(s)[-1]
    assert attack_value(s, hunchback) == 0 and mark(s, "dep", hunchback)      # it made an Alpha Strike
    do(s, ("assign all", dragon, madcat), ("assign all", banshee, madcat))
    assert s.decision.player == 0
    assert not any(o[0] == "missile" for o in options(s)) and not any(o[1] == hunchback for o in options(s)
                                                                       if o[0] in ("assign", "assign all"))
    play_out(s, picks=(("assign all", madcat, dragon), ("done",)))


def test_no_quarter_only_during_battle_and_no_second_battle_without_opposing_mechs():
    s = game(stock(post=[TAC], hand=["No Quarter"], patrol=[MADCAT]), stock(post=[TAC], patrol=[CICADA]),
             spare=FENRIS)
    madcat, cicada = cid(s, MADCAT, "patrol0"), cid(s, CICADA, "patrol1")
    card = s.zones["hand0"][0]
    mission(s, madcat)
    do(s, "no block")
    assert ("play", card) not in options(s)                                  # unblocked against a Stockpile
    play_out(s)
    s = game(stock(post=[TAC], hand=["No Quarter"], patrol=[MADCAT]), stock(post=[TAC], patrol=[CICADA]),
             spare=FENRIS)
    madcat, cicada = cid(s, MADCAT, "patrol0"), cid(s, CICADA, "patrol1")
    mission(s, madcat)
    do(s, ("block", cicada), "keep target out", ("assign", cicada, madcat))
    do(s, ("play", s.zones["hand0"][0]), ("assign all", madcat, cicada), "done")
    assert cicada in s.zones["scrap1"] and "m.att" not in s.counters
    assert "No Quarter: no second battle (one side has no 'Mech left in it)" in public(s)


# -- MW083 Single Combat ----------------------------------------------------------------------------------------------
def test_single_combat_engages_two_mechs_in_a_battle_without_target_or_mission_cards():
    assert where("MW083").startswith("leaders_and_sites.py")
    s = game(stock(post=[TAC, "Single Combat"], hand=[FOG], patrol=[{"card": BANSHEE, "tapped": True}]),
             stock(post=[TAC], hand=[FOG], patrol=[DRAGON, CICADA]), spare=FENRIS)
    banshee, dragon, cicada = cid(s, BANSHEE, "patrol0"), cid(s, DRAGON, "patrol1"), cid(s, CICADA, "patrol1")
    card, fenris = cid(s, "Single Combat", "post0"), cid(s, FENRIS, "patrol0")
    stock_left = len(s.zones["stock1"])
    do(s, ("use", card, "single combat"))
    assert set(options(s)) == {("mech", banshee), ("mech", fenris)}        # a tapped 'Mech may be chosen (Guide)
    do(s, ("mech", banshee))
    assert set(options(s)) == {("mech", dragon), ("mech", cicada)}
    do(s, ("mech", dragon))
    # P2 controls a Kurita card (the Dragon): no way out.  A battle as in a mission: the defender first on a tie,
    # no Mission card for either player, each 'Mech's damage to the other
    assert tapped(s, card) and tapped(s, banshee) and tapped(s, dragon)
    assert s.counters["m.att"] == (banshee,) and s.counters["m.blk"] == (dragon,) and s.counters["m.tgt"] is None
    assert s.decision.player == 1 and set(options(s)) == {("assign", dragon, banshee),
                                                          ("assign all", dragon, banshee), ("done",)}
    assert not mission_card_options(s, 1, "battle") and not mission_card_options(s, 0, "battle")
    do(s, ("assign all", dragon, banshee), "done")
    # P1, with one place for its damage and no Mission card to play, is not asked: the battle resolves
    assert {"Banshee (BNC-3E) takes 2 damage (0 to structure)", "Dragon (DRG-1N) takes 2 damage (1 to structure)"} \
        <= set(public(s)) and len(s.zones["stock1"]) == stock_left          # no site takes damage
    assert "m.att" not in s.counters and s.decision.prompt.startswith("Missions phase")
    assert ("use", card, "single combat") not in options(s)                # tapped: once
    # never during a mission
    untap(s, card)
    mission(s, fenris)
    assert all(o[0] != "use" for o in options(s))


def test_single_combat_opponents_mech_blocks_for_the_cards_that_ask():
    """Ruling T764: the chooser's 'Mech stands where an attacker does and the other where a blocker does, for every card
    that asks: Rhonda Snord ("Use this ability only when this 'Mech blocks or is blocked") is offered as the battle
    begins, as she would be once blockers are declared."""
    s = game(stock(post=[TAC, "Single Combat"], patrol=[{"card": BANSHEE, "pilot": "Rhonda Snord"}]),
             stock(post=[TAC], patrol=[DRAGON, CICADA]), spare=FENRIS)
    banshee, dragon = cid(s, BANSHEE, "patrol0"), cid(s, DRAGON, "patrol1")
    rhonda = cid(s, "Rhonda Snord", "attached0")
    do(s, ("use", cid(s, "Single Combat", "post0"), "single combat"), ("mech", banshee), ("mech", dragon))
    assert s.decision.player == 0 and ("use", rhonda, "cannot use overheat") in options(s)
    do(s, ("use", rhonda, "cannot use overheat"))
    assert "Rhonda Snord: P2's 'Mechs cannot use Overheat this mission" in public(s)


def test_single_combat_may_be_avoided_by_an_opponent_without_clan_or_kurita_cards():
    s = game(stock(post=[TAC, "Single Combat"], patrol=[BANSHEE]), stock(post=[TAC], patrol=[CICADA, HUNCHBACK]),
             spare=FENRIS)
    banshee, cicada = cid(s, BANSHEE, "patrol0"), cid(s, CICADA, "patrol1")
    do(s, ("use", cid(s, "Single Combat", "post0"), "single combat"), ("mech", banshee), ("mech", cicada))
    assert s.decision.player == 1 and set(options(s)) == {("accept",), ("untap", banshee)}
    do(s, ("untap", banshee))
    assert not tapped(s, banshee) and tapped(s, cicada) and "m.att" not in s.counters       # only P1's 'Mech
    assert "P2 avoids the Single Combat: Banshee (BNC-3E) untaps" in public(s)
    s = game(stock(post=[TAC, "Single Combat"], patrol=[BANSHEE]), stock(post=[TAC], patrol=[CICADA, HUNCHBACK]),
             spare=FENRIS)
    banshee, hunchback = cid(s, BANSHEE, "patrol0"), cid(s, HUNCHBACK, "patrol1")
    do(s, ("use", cid(s, "Single Combat", "post0"), "single combat"), ("mech", banshee), ("mech", hunchback),
       ("accept",))
    assert s.counters["m.att"] == (banshee,) and s.counters["m.blk"] == (hunchback,)
    play_out(s, picks=(("assign all", hunchback, banshee), ("assign all", banshee, hunchback), ("done",)))
    assert "Hunchback (HBK-4G) takes 2 damage (1 to structure)" in public(s)


# -- MW020 DropShip Intercept, ME030 Disrupted Supply Lines -----------------------------------------------------------
def test_dropship_intercept_depletes_the_attackers_at_the_end_of_the_mission_when_nothing_blocks():
    assert where("MW020").startswith("missions_cards.py")
    s = game(stock(post=[TAC], patrol=[BANSHEE, {"card": HUNCHBACK, "guard": "scrap"}]),
             stock(post=[TAC], hand=["DropShip Intercept"], patrol=[DRAGON]), spare=FENRIS)
    banshee, hunchback, dragon = cid(s, BANSHEE, "patrol0"), cid(s, HUNCHBACK, "patrol0"), cid(s, DRAGON, "patrol1")
    card = s.zones["hand1"][0]
    mission(s, banshee, hunchback)
    do(s, "no block")
    assert s.decision.player == 1 and ("play", card) in options(s)
    do(s, ("play", card))
    assert not mark(s, "dep", banshee)                                    # only at the end of the mission
    play_out(s)
    assert all(mark(s, "dep", u) and tapped(s, u) and mark(s, "guard", u) is None for u in (banshee, hunchback))
    assert "Banshee (BNC-3E) is depleted (DropShip Intercept)" in public(s) and not mark(s, "dep", dragon)
    next_turn_of(s, 0)
    assert not mark(s, "dep", banshee)                                    # reloaded in P1's Repair/Reload phase
    # refused to a defender with a blocking 'Mech, and to the attacking player
    s = game(stock(post=[TAC], hand=["DropShip Intercept"], patrol=[BANSHEE]),
             stock(post=[TAC], hand=["DropShip Intercept"], patrol=[DRAGON]), spare=FENRIS)
    mission(s, cid(s, BANSHEE, "patrol0"))
    do(s, ("block", cid(s, DRAGON, "patrol1")), "keep target out")
    assert not mission_card_options(s, 1, "battle") and not mission_card_options(s, 0, "battle")


def test_disrupted_supply_lines_depletes_opposing_mechs_with_alpha_strike_when_the_battle_ends():
    assert where("ME030").startswith("missions_cards.py")
    s = game(stock(post=[TAC], hand=["Disrupted Supply Lines"], patrol=[BANSHEE, {"card": HUNCHBACK}]),
             stock(post=[TAC], patrol=[{"card": HUNCHBACK}, DRAGON]), spare=FENRIS)
    banshee, mine = cid(s, BANSHEE, "patrol0"), cid(s, HUNCHBACK, "patrol0")
    theirs, dragon = cid(s, HUNCHBACK, "patrol1"), cid(s, DRAGON, "patrol1")
    card = s.zones["hand0"][0]
    mission(s, banshee, mine)
    do(s, ("block", theirs), ("block", dragon), "keep target out")
    do(s, ("assign all", theirs, banshee), ("assign all", dragon, banshee), "done")
    do(s, ("play", card))
    assert not mark(s, "dep", theirs)
    play_out(s, picks=(("assign all", banshee, dragon), ("assign all", mine, dragon), ("done",)))
    assert mark(s, "dep", theirs) and "Hunchback (HBK-4G) is depleted (Disrupted Supply Lines)" in public(s)
    assert not mark(s, "dep", dragon) and not mark(s, "dep", mine)     # no Alpha Strike; P1's own 'Mech
    # only during a battle
    s = game(stock(post=[TAC], hand=["Disrupted Supply Lines"], patrol=[BANSHEE]), stock(post=[TAC]), spare=FENRIS)
    mission(s, cid(s, BANSHEE, "patrol0"))
    assert not mission_card_options(s, 0, "battle")


# -- ME019 ComStar Support, MW107 Work Stoppage, MW078 Severed Supply Lines -------------------------------------------
POLITICS = "Support - Politics"
BEARER = "Bearer of McKennsy Hammer"     # LT017: cost 2, asset cost 2T


def test_comstar_support_provides_the_asset_chosen_as_it_comes_into_play():
    assert where("ME019").startswith("leaders_and_sites.py")
    s = game(stock(build=[{"card": "ComStar Support", "cc": 1}, BEARER]), stock(), phase="deploy")
    card = cid(s, "ComStar Support", "build0")
    assert not has_asset(s, 0, "M")
    do(s, ("reveal", card))
    assert set(options(s)) == {("asset", letter) for letter in "ALMPT"}
    do(s, ("asset", "M"))
    assert card in s.zones["post0"] and has_asset(s, 0, "M") and "M" in assets(s, 0) and not has_asset(s, 1, "M")
    assert "ComStar Support provides M" in public(s)
    assert ("tap", card) in options(s)                                        # "{T}:{R}"
    do(s, ("tap", card))
    assert s.decision.prompt == "spend 1 resource"


def test_work_stoppage_makes_the_chosen_asset_pay_no_asset_cost_while_in_play():
    assert where("MW107").startswith("leaders_and_sites.py")
    s = game(stock(post=[POLITICS], build=[{"card": "Work Stoppage", "cc": 3}, {"card": BEARER, "cc": 2}]),
             stock(post=[TAC], build=[{"card": BEARER, "cc": 2}]), phase="deploy")
    card, mine, theirs = cid(s, "Work Stoppage", "build0"), cid(s, BEARER, "build0"), cid(s, BEARER, "build1")
    assert activation_cost(s, 1, theirs) == 2 and activation_cost(s, 0, mine) == 4
    do(s, ("reveal", card), ("asset", "T"))
    assert "Work Stoppage: having T in play pays no asset cost of cards under construction" in public(s)
    assert activation_cost(s, 1, theirs) == 4 and has_asset(s, 1, "T")       # the asset itself stays in play
    scrap_card(s, card)
    assert activation_cost(s, 1, theirs) == 2                               # only while it is in play


def test_severed_supply_lines_takes_an_asset_until_a_resource_providing_it_is_deployed():
    assert where("MW078").startswith("leaders_and_sites.py")
    s = game(stock(post=[POLITICS], build=[{"card": "Severed Supply Lines", "cc": 1}]),
             stock(post=[TAC], hand=[TAC, POLITICS]), phase="deploy")
    card = cid(s, "Severed Supply Lines", "build0")
    assert has_asset(s, 1, "T")
    do(s, ("reveal", card), ("asset", "T"))
    assert card in s.zones["scrap0"] and not has_asset(s, 1, "T") and "T" not in assets(s, 1)
    assert "P2 loses T until deploying a Resource card that provides it (Severed Supply Lines)" in public(s)
    while not (s.counters["active"] == 1 and s.decision.prompt.startswith("Deploy phase")):
        do(s, "done")
    politics, tactics = cid(s, POLITICS, "hand1"), cid(s, TAC, "hand1")
    do(s, ("deploy", politics))                                              # another asset: nothing back
    assert not has_asset(s, 1, "T")
    do(s, ("deploy", tactics))
    assert has_asset(s, 1, "T") and "P2 shows the card deployed, Support - Tactics: T restored (Severed Supply " \
        "Lines)" in public(s)
    assert tactics in known(s, 0) and politics not in known(s, 0)           # shown to P1


# -- ME010 Assault on the Rear Echelon --------------------------------------------------------------------------------
def test_assault_on_the_rear_echelon_depletes_patrolling_blockers_at_the_end_of_missions_this_turn():
    assert where("ME010").startswith("leaders_and_sites.py")
    s = game(stock(post=[TAC], build=[{"card": "Assault on the Rear Echelon", "cc": 2}], patrol=[BANSHEE]),
             stock(post=[TAC], patrol=[DRAGON, {"card": HUNCHBACK, "guard": "stock"}]), spare=CICADA,
             phase="deploy")
    card = cid(s, "Assault on the Rear Echelon", "build0")
    banshee, dragon, hunchback = cid(s, BANSHEE, "patrol0"), cid(s, DRAGON, "patrol1"), cid(s, HUNCHBACK, "patrol1")
    do(s, ("reveal", card))
    assert card in s.zones["scrap0"] and s.counters.get("rear_echelon")
    do(s, "done")                                                            # on to the Missions phase
    mission(s, banshee)
    do(s, ("block", dragon), ("block", hunchback), "keep target out")
    assert not mark(s, "dep", dragon)                                        # only at the end of the mission
    play_out(s, picks=(("assign all", dragon, banshee), ("assign", hunchback, banshee),
                       ("assign all", banshee, dragon), ("done",)))
    assert mark(s, "dep", dragon) and tapped(s, dragon) and "Dragon (DRG-1N) is depleted (Assault on the Rear " \
        "Echelon)" in public(s)
    assert not mark(s, "dep", hunchback) and not mark(s, "dep", banshee)    # a guard is not patrolling; attackers
    next_turn_of(s, 1)
    assert "rear_echelon" not in s.counters                                  # until the end of the turn


# -- ME055 'Mech Trap -------------------------------------------------------------------------------------------------
def later_format(state):
    """The position plays in the format of all implemented sets: reaction windows for later-set cards open."""
    state.config = dict(state.config, format="all")
    return state


def test_mech_trap_revealed_when_attacked_depletes_the_attackers_at_the_end_of_the_mission():
    assert where("ME055").startswith("leaders_and_sites.py")
    s = later_format(game(stock(post=[TAC], patrol=[BANSHEE, HUNCHBACK]),
                          stock(post=[POLITICS], build=[{"card": "Mech Trap", "cc": 4}]), spare=CICADA))
    banshee, hunchback, cicada = cid(s, BANSHEE, "patrol0"), cid(s, HUNCHBACK, "patrol0"), cid(s, CICADA, "patrol0")
    trap = cid(s, "Mech Trap", "build1")
    mission(s, banshee, hunchback)
    assert s.decision.player == 1 and set(options(s)) == {("reveal", trap), ("pass",)}
    do(s, ("reveal", trap))
    assert trap in s.zones["scrap1"] and not mark(s, "dep", banshee)
    play_out(s)
    assert mark(s, "dep", banshee) and mark(s, "dep", hunchback) and not mark(s, "dep", cicada)
    assert "Banshee (BNC-3E) is depleted (Mech Trap)" in public(s)


def test_mech_trap_only_when_attacked():
    s = later_format(game(stock(post=[POLITICS], build=[{"card": "Mech Trap", "cc": 4}], patrol=[BANSHEE]),
                          stock(patrol=[DRAGON]), phase="deploy"))
    trap = cid(s, "Mech Trap", "build0")
    assert ("reveal", trap) not in options(s)                                 # not in its own Deploy phase
    do(s, "done")
    mission(s, cid(s, BANSHEE, "patrol0"))                                   # its player attacking: not offered
    assert all(o != ("reveal", trap) for o in options(s))

"""The engine notes left by an earlier session, each checked against the rule texts (rulings T1000-T1005): one key and
one test for "no Overheat damage this mission", Jump given by an Enhancement, a unit scrapped while its battle is
fought, untapping at the end of a mission outside the Patrol region, and "the player's next turn" with extra turns."""
from mechdeck.games.battletech_tcg.board import mark, tapped
from mechdeck.games.battletech_tcg.missions import add
from mechdeck.games.battletech_tcg.turn import scrap_card

from missions_support import (BANSHEE, COMMANDO, FENRIS, MADCAT, MOW, attack, game as mission_game, ids, playable,
                              played_by, stock1)
from tcg_support import FILL, cid, dice, dmg, do, finish_effects, game, mission, options, play_out, public

DRAGON = "Dragon (DRG-1N)"        # moderate 2/1/7, no Jump
CHARGER = "Charger (CGR-1A1)"     # moderate 1/1/7
CICADA = "Cicada (CDA-2A)"        # fast 1/0/3
PUMA = "Puma A (Adder)"           # moderate 1/1/5, Missile 3
AWESOME = "Awesome (AWS-9M)"      # slow 5/3/9 (errata), Overheat 2: +2 attack
TACTICS = "Support - Tactics"


# -- T1000: Deep Lake and Rapid Cool-Down keep Overheat damage away through one key -----------------------------------
def test_t1000_deep_lake_and_rapid_cool_down_together_take_away_the_overheat_damage_once():
    """Awesome overheats (2 Overheat damage) with Deep Lake used and Rapid Cool-Down played: it receives the Mad Cat's
    7 and no Overheat damage, 7 - 3 armor = 4 structure damage; the Overheat damage is not taken away twice (it was
    once taken from the Mad Cat's damage as well, leaving 2)."""
    s = game({"stock": [FILL] * 5, "post": [TACTICS], "hand": ["LT203"], "patrol": [AWESOME]},
             {"stock": [FILL] * 5, "patrol": [{"card": MADCAT, "guard": "stock"}],
              "terrain": [{"card": "Deep Lake", "region": "stock"}]})
    awesome, madcat = cid(s, AWESOME, "patrol0"), cid(s, MADCAT, "patrol1")
    deep = cid(s, "Deep Lake", "attached1")
    mission(s, awesome, target="stock")
    do(s, ("block", madcat), ("keep target out",), ("use", deep, "deep lake"), ("done",))
    dice(s, 2)
    do(s, ("overheat", awesome, 0), ("play", cid(s, "Rapid Cool-Down", "hand0")), ("assign all", awesome, madcat))
    finish_effects(s)
    assert "Awesome (AWS-9M) takes 7 damage (4 to structure)" in public(s)   # then Deep Lake scraps it (4 >= 3)


def test_t1000_rapid_cool_down_reaches_only_attacking_and_blocking_mechs_deep_lake_every_mech():
    """A target 'Mech that takes part may overheat: Rapid Cool-Down (a Mission card, T101) leaves its Overheat damage,
    Deep Lake ("'Mechs do not receive Overheat damage during a mission") takes it away."""
    def battle(deep_lake):
        s = game({"stock": [FILL] * 5, "patrol": [CICADA]},
                 {"stock": [FILL] * 5, "post": [TACTICS], "hand": ["LT203"], "patrol": [AWESOME],
                  "terrain": [{"card": "Deep Lake", "region": "patrol"}] if deep_lake else []})
        cicada, awesome = cid(s, CICADA, "patrol0"), cid(s, AWESOME, "patrol1")
        s.counters["tap:%d" % awesome] = 1   # a tapped slow 'Mech: the fast Cicada may attack it
        mission(s, cicada, target=awesome)   # unblocked (P2 has no other 'Mech): the target takes part
        while s.decision.prompt.startswith("before blockers") or s.decision.player != 1:
            do(s, ("done",))   # the windows before blockers, then P1's effects (lower initiative)
        if deep_lake:
            do(s, ("use", cid(s, "Deep Lake", "attached1"), "deep lake"))
        dice(s, 2)
        do(s, ("overheat", awesome, 0), ("play", cid(s, "Rapid Cool-Down", "hand1")))
        finish_effects(s)
        return s, awesome
    s, awesome = battle(deep_lake=False)
    assert dmg(s, awesome) == 0 and "Awesome (AWS-9M) takes 3 damage (0 to structure)" in public(s)   # 1 + 2
    s, awesome = battle(deep_lake=True)
    assert "Awesome (AWS-9M) takes 1 damage (0 to structure)" in public(s)


def test_t1000_redline_pilot_takes_away_no_overheat_damage_deep_lake_kept_away():
    """Deep Lake has kept the Lancelot's 4 Overheat damage away: Redline Pilot takes nothing more from the Cicada's 1."""
    lancelot = "Lancelot (LNC25-01)"   # moderate 4/2/5, Overheat 4: +1
    s = game({"stock": [FILL] * 5, "patrol": [{"card": lancelot, "pilot": "Redline Pilot"}]},
             {"stock": [FILL] * 5, "patrol": [{"card": "Cicada (CDA-3M)", "guard": "stock"}],
              "terrain": [{"card": "Deep Lake", "region": "stock"}]})
    lance, cicada = cid(s, lancelot, "patrol0"), cid(s, "Cicada (CDA-3M)", "patrol1")
    mission(s, lance, target="stock")
    do(s, ("block", cicada), ("keep target out",), ("use", cid(s, "Deep Lake", "attached1"), "deep lake"), ("done",))
    do(s, ("overheat", lance, 0))
    finish_effects(s)
    assert "Lancelot (LNC25-01) takes 2 damage (0 to structure)" in public(s)
    assert not any("Redline Pilot" in t for t in public(s))


# -- T1001: a 'Mech given Jump by an Enhancement is a Jump 'Mech ------------------------------------------------------
def test_t1001_jump_jet_retrofit_makes_a_jump_mech_for_jump_into_cover():
    s = mission_game(hand0=["LT128"], patrol0=[{"card": DRAGON, "enhancements": ["Jump Jet Retrofit"]}],
                     patrol1=[CHARGER])
    dragon, charger = cid(s, DRAGON, "patrol0"), cid(s, CHARGER, "patrol1")
    attack(s, [dragon], blockers=[charger])
    while s.decision.player != 0:
        do(s, ("done",))
    assert playable(s, s.zones["hand0"][0])
    dice(s, 4)
    played_by(s, 0, s.zones["hand0"][0])
    assert s.counters["m.prev"] == ((dragon, 4),)


def test_t1001_a_mech_without_jump_printed_or_given_is_no_jump_mech():
    s = mission_game(hand0=["LT128"], patrol0=[DRAGON], patrol1=[CHARGER])
    dragon, charger = cid(s, DRAGON, "patrol0"), cid(s, CHARGER, "patrol1")
    attack(s, [dragon], blockers=[charger])
    while s.decision.player != 0:
        do(s, ("done",))
    assert not playable(s, s.zones["hand0"][0])


# -- T1002: a unit scrapped while its battle is fought leaves it ------------------------------------------------------
def test_t1002_an_attacker_scrapped_during_the_battle_deals_none_of_its_assigned_damage():
    s = mission_game(hand0=[FILL], patrol0=[MADCAT, FENRIS], patrol1=[MOW])   # a card in hand: P1 is asked (T723)
    madcat, fenris = ids(s, "patrol0", MADCAT, FENRIS)
    mow = cid(s, MOW, "patrol1")
    attack(s, [madcat, fenris], blockers=[mow])
    do(s, ("assign all", mow, madcat), ("assign all", fenris, mow))
    scrap_card(s, fenris, "(a card's effect)")   # as a card would scrap it in the battle's effects
    assert fenris not in s.counters["m.att"] and s.counters["m.fallen"] == ((fenris, "m.att"),)
    assert "Fenris Prime (Ice Ferret) is removed from the battle" in public(s)
    do(s, ("done",))
    assert dmg(s, mow) == 7 - 3                      # the Mad Cat's 7; the Fenris's 3 went with it
    assert mark(s, "dmg", fenris) is None            # and nothing more reached the scrapped card


def test_t1002_the_last_blocker_scrapped_during_the_battle_leaves_the_attackers_unblocked():
    s = mission_game(hand0=[FILL], patrol0=[MADCAT], patrol1=[COMMANDO])
    madcat, commando = cid(s, MADCAT, "patrol0"), cid(s, COMMANDO, "patrol1")
    attack(s, [madcat], blockers=[commando])
    before = stock1(s)
    scrap_card(s, commando, "(a card's effect)")
    assert s.counters["m.blk"] == () and s.counters["m.in"]
    finish_effects(s)
    assert stock1(s) == before - 7


def test_t1002_a_target_mech_scrapped_during_the_battle_is_no_target_any_more():
    """Its damage and the damage assigned to it go with it; nothing is dealt to the card in the Scrapheap."""
    s = mission_game(hand0=[FILL], patrol0=[MADCAT], patrol1=[BANSHEE])   # a slow 'Mech: the Mad Cat may attack it
    madcat, banshee = cid(s, MADCAT, "patrol0"), cid(s, BANSHEE, "patrol1")
    attack(s, [madcat], target=banshee)
    while ("assign all", madcat, banshee) not in options(s):
        do(s, ("done",))
    do(s, ("assign all", madcat, banshee))
    scrap_card(s, banshee, "(a card's effect)")
    assert s.counters["m.tgt"] is None and s.counters["m.asg"] == ()
    do(s, ("done",))
    assert "m.att" not in s.counters and mark(s, "dmg", banshee) is None and dmg(s, madcat) == 0


def test_t1002_an_attacker_scrapped_by_last_stand_at_hanover_may_be_salvaged():
    """Quick Salvage Operation takes "one of the attacking 'Mechs scrapped in this battle": the Fenris its own
    player scrapped with Last Stand at Hanover was one, though it left the battle as it went."""
    s = mission_game(hand0=["ME049"], patrol0=[MADCAT, FENRIS], hand1=["CS072"], patrol1=[MOW, COMMANDO])
    madcat, fenris = ids(s, "patrol0", MADCAT, FENRIS)
    mow, commando = ids(s, "patrol1", MOW, COMMANDO)
    attack(s, [madcat, fenris], blockers=[mow, commando])
    played_by(s, 1, cid(s, "Quick Salvage Operation", "hand1"))
    do(s, ("assign all", mow, madcat), ("assign all", commando, madcat))
    dice(s, 1)
    played_by(s, 0, cid(s, "Last Stand at Hanover", "hand0"))
    do(s, ("choose", fenris))
    assert fenris in s.zones["scrap0"] and fenris not in s.counters["m.att"]
    play_out(s, (("assign all", madcat, mow), ("done",)))   # the only wreck: P2 is not asked which
    assert fenris in s.zones["patrol1"]
    assert "P2 puts Fenris Prime (Ice Ferret) into play in their Patrol region (Quick Salvage Operation)" in public(s)


# -- T1003: "untaps at the end of the mission" wherever the unit is in play -------------------------------------------
def test_t1003_an_activated_mech_of_the_construction_region_untaps_at_the_end_of_the_mission():
    """An activated 'Mech still in the Construction region may join a battle (Player's Guide, Deploy Reinforcements;
    Bait and Switch): "untaps at the end of the mission" (Overrun, Bearer of McKennsy Hammer) reaches it there."""
    s = game({"stock": [FILL] * 5, "patrol": [CICADA], "build": [{"card": FENRIS, "up": True, "tapped": True}]},
             {"stock": [FILL] * 5}, spare="Mercury (MCY-97)")
    cicada, fenris = cid(s, CICADA, "patrol0"), cid(s, FENRIS, "build0")
    mission(s, cicada, target="stock")
    add(s, "m.after", (0, ("untap", fenris)))   # what Overrun leaves for the mission's end
    play_out(s)
    assert "m.att" not in s.counters and s.counters["active"] == 0
    assert fenris in s.zones["build0"] and not tapped(s, fenris)


# -- T1004: damage the opponent raised after assigning, across No Quarter's second battle -----------------------------
def test_t1004_raised_damage_is_the_raisers_to_assign_in_the_first_battle_only():
    """Morgan Hasek Davion, used by the defender after the Fenris assigned its 3, gives it +1: P2 assigns that 1 where
    the Fenris's damage went (T560).  In No Quarter's second battle the +1 lasts (the same mission), but the Fenris's
    whole 4 is a new assignment, P1's own."""
    s = game({"stock": [FILL] * 5, "patrol": [FENRIS, "Mercury (MCY-97)"]},
             {"stock": [FILL] * 10, "hand": ["CS063"], "post": ["Morgan Hasek Davion", TACTICS],
              "patrol": [CICADA, CICADA]})
    fenris = cid(s, FENRIS, "patrol0")
    a, b = cid(s, CICADA, "patrol1"), cid(s, CICADA, "patrol1", 1)
    mission(s, fenris, target="stock")
    do(s, ("block", a), ("block", b), ("keep target out",), ("assign all", fenris, a))
    do(s, ("use", cid(s, "Morgan Hasek Davion", "post1"), "init"))
    assert s.decision.player == 1 and options(s) == (("assign", fenris, a),)
    do(s, ("assign", fenris, a), ("play", cid(s, "No Quarter", "hand1")), ("done",))
    assert a in s.zones["scrap1"] and s.counters["m.no_quarter"] == 2   # the second battle: Fenris against b
    assert "m.raised" not in s.counters
    assert s.decision.player == 0 and ("assign all", fenris, b) in options(s)


# -- T1005: "the player's next turn" counts extra turns -----------------------------------------------------------------
def test_t1005_thunder_lrms_hold_reaches_the_hit_players_untap_phase_after_the_attackers_extra_turn():
    s = game({"stock": [FILL] * 8, "patrol": [{"card": PUMA, "enhancements": ["Thunder LRMs"]}]},
             {"stock": [FILL] * 8, "patrol": [DRAGON]})
    puma, dragon = cid(s, PUMA, "patrol0"), cid(s, DRAGON, "patrol1")
    s.counters["extra_turns0"] = 1   # P1 takes an extra turn after this one (Tyra Miraborg)
    turn = s.counters["turn"]
    mission(s, puma, target="stock")
    do(s, ("block", dragon), ("keep target out",), ("done",))
    dice(s, 2)
    do(s, ("missile", puma, dragon), ("done",))
    assert mark(s, "thunder", dragon) == turn + 2   # P2's next turn comes after P1's extra one
    while s.counters["active"] == 0:
        do(s, options(s)[-1] if ("done",) not in options(s) else ("done",))
    assert s.counters["turn"] == turn + 2 and tapped(s, dragon)
    assert "Dragon (DRG-1N) does not untap (Thunder LRMs)" in public(s)


def test_t1005_hohiro_kurita_asks_his_own_player_before_an_extra_turn():
    """P1's turn ends and P1 takes an extra turn: P1's Untap phase comes next, so P1 says whether the Hohiro 'Mech
    untaps in it (P2, whose Untap phase does not come next, is not asked)."""
    s = game({"stock": [FILL] * 20, "patrol": [{"card": DRAGON, "pilot": "Hohiro Kurita"}]},
             {"stock": [FILL] * 20, "patrol": [CHARGER]})
    dragon, charger = cid(s, DRAGON, "patrol0"), cid(s, CHARGER, "patrol1")
    s.counters["extra_turns0"] = 1
    turn = s.counters["turn"]
    mission(s, dragon, target="stock")
    do(s, ("block", charger), ("keep target out",))
    play_out(s)
    while ("stay", dragon) not in options(s):
        do(s, ("done",))
    assert s.decision.player == 0 and options(s) == (("untap", dragon), ("stay", dragon))
    do(s, ("stay", dragon))
    assert s.counters["turn"] == turn + 1 and s.counters["active"] == 0
    assert tapped(s, dragon) and "P1 keeps Dragon (DRG-1N) tapped (Hohiro Kurita)" in public(s)
